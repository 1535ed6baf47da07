"""Where records live: the save file and the NVM. Each knows where its
records are and writes them whole; which to load is ``store.py``'s job.

``FileRing``: one file, ``/saves/solitaire.sav``, when ``boot.py`` has made
the drive writable for code. It holds fixed *slots*, a few per kind (the
game's record has ``GAME_SLOTS`` of them); a save goes to the kind's oldest
slot, so its writes rotate over that many flash blocks. Each slot is one or
two 512-byte sectors with seven unused sectors either side: whatever the
file's alignment on the drive, no 4 KiB erase block holds two slots, so a
power cut during one write can only damage the slot being written. The file
has its full size from the start and is kept open: a save is one ``seek``
and a ``write`` of each whole sector of the slot, which FatFs sends straight
to the flash without touching the directory entry or the allocation table
(they change only when the file is created).

``NvmLog``: ``microcontroller.nvm`` (4 KiB, one flash sector on the RP2040),
the second copy, and the only one when the drive is read-only for code. It
is a log: each record is appended where the sector is still erased (0xFF),
which CircuitPython programs without erasing, and only when the log is full
is the sector erased and rewritten with the newest two records of each kind
(*compaction*). Each record goes in with one slice assignment.
"""

from micropython import const

from solitaire.console.framing import BAD, HEADER, K_ASIDE, K_GAME, K_SETTINGS, K_STATS, KINDS, OK, OLD, VERSION, check, crc32, u16, u32

SECTOR = 512
GAP = 7  # unused sectors between slots (an erase block is 8 sectors)
_ALIGN = const(16)  # NVM records start on these boundaries
_CHUNK = const(256)  # the most bytes read from the NVM at once (each read makes a new bytes object)

# the save file: (kind, slots, sectors a slot)
GAME_SLOTS = 40
LAYOUT = ((K_GAME, GAME_SLOTS, 1), (K_STATS, 3, 2), (K_SETTINGS, 2, 1))
_ROOM_LEFT = const(4096)  # bytes the save file leaves free on the drive
_ASIDE_FILES = const(8)  # at most this many aside-N.bin files; later ones are not kept

# the largest payload of each kind (a slot, less the header)
LIMIT = {K_GAME: SECTOR - HEADER, K_STATS: 2 * SECTOR - HEADER, K_SETTINGS: SECTOR - HEADER, K_ASIDE: 1024}

_FF = b"\xff" * 64


def _fill(buf, i, j):
    """Sets ``buf[i:j]`` to 0xFF (erased flash), 64 bytes at a time."""
    n = len(_FF)
    while j - i >= n:
        buf[i : i + n] = _FF
        i += n
    while i < j:
        buf[i] = 0xFF
        i += 1


# -- the NVM -------------------------------------------------------------


def _align(n):
    return (n + _ALIGN - 1) & ~(_ALIGN - 1)


class NvmLog:
    """``microcontroller.nvm`` as an append-only log of records.

    ``erases`` and ``appends`` count what this session did to the sector.

    ``img`` is the sector's image in RAM, allocated here (at power-on, while
    the heap is still in one piece) and kept: ``scan`` reads the sector into
    it CHUNK bytes at a time, ``compact`` builds the new sector in it. The
    compaction can't do with less: each slice assignment to the NVM erases
    the whole sector and programs it again with the old bytes outside the
    slice, so the one assignment that rewrites it must hold every byte to
    be blanked, and a 4 KiB buffer made for it when the log fills, hours
    into a session, may not be there to be had.
    """

    def __init__(self, nvm):
        self.nvm = nvm
        self.size = len(nvm)
        self.img = bytearray(self.size)
        self.mv = memoryview(self.img)  # kept: one view, not one a record
        self.tail = 0  # first offset from which the sector is erased
        self.where = {}  # kind -> [(offset, length)] of its newest records here, newest first (two)
        self.erases = 0
        self.appends = 0
        self.garbage = False  # bytes that are neither records nor erased

    def scan(self, note=None):
        """Reads every record into ``img``; calls ``note(status, kind, seq,
        version, offset, size)`` for each whole one (OK or OLD), and gets
        how many were OK. Nothing is copied out of the image."""
        img = self.img
        nvm = self.nvm
        i = 0
        while i < self.size:
            j = min(i + _CHUNK, self.size)
            img[i:j] = nvm[i:j]
            i = j
        top = {}  # kind -> [seq, offset, size, seq, offset, size]: its two newest
        ok = 0
        off = 0
        while off + HEADER <= self.size:
            r = check(img, off, -1, self.mv)
            st = r & 3
            if st == OK or st == OLD:
                n = r >> 2
                kind = img[off + 3]
                seq = u32(img, off + 4)
                if note is not None:
                    note(st, kind, seq, img[off + 2], off, n)
                if st == OK:
                    ok += 1
                    t = top.get(kind)
                    if t is None:
                        top[kind] = [seq, off, n, -1, 0, 0]
                    elif seq > t[0]:
                        t[3] = t[0]
                        t[4] = t[1]
                        t[5] = t[2]
                        t[0] = seq
                        t[1] = off
                        t[2] = n
                    elif seq > t[3]:
                        t[3] = seq
                        t[4] = off
                        t[5] = n
                off = _align(off + n)
                continue
            if st == BAD:
                self.garbage = True
            off += _ALIGN
        for kind in top:
            t = top[kind]
            self.where[kind] = [(t[1], t[2])] if t[3] < 0 else [(t[1], t[2]), (t[4], t[5])]
        end = self.size
        while end > 0 and img[end - 1] == 0xFF:
            end -= 1
        self.tail = _align(end)
        return ok

    def find(self, kind, seq):
        """Gets the offset in ``img`` of the whole record of this kind and
        number, or -1 (to find one again after a compaction moved it)."""
        img = self.img
        off = 0
        while off + HEADER <= self.size:
            r = check(img, off, -1, self.mv)
            if r & 3 == OK or r & 3 == OLD:
                if r & 3 == OK and img[off + 3] == kind and u32(img, off + 4) == seq:
                    return off
                off = _align(off + (r >> 2))
            else:
                off += _ALIGN
        return -1

    def write(self, kind, rec):
        """Appends a record, or, when the log is full, rewrites the sector
        (``compact``). Gets True when that took an erase."""
        n = len(rec)
        off = self.tail
        if off + n <= self.size:
            self.nvm[off : off + n] = rec  # erased space: programmed, not erased
            self.tail = _align(off + n)
            self.where[kind] = [(off, n)] + self.where.get(kind, [])[:1]
            self.appends += 1
            return False
        self.compact(kind, rec)
        return True

    def compact(self, kind, rec):
        """Rewrites the whole sector (one erase): ``rec`` first, then the
        newest record of every other kind, then, as room allows, the record
        before the newest of each kind (so each kind keeps two).

        The new sector is built in ``img`` (the kept records are read from
        the NVM, which still holds them, CHUNK bytes at a time) and goes in
        with one assignment: one erase, ``rec`` programmed first."""
        nvm = self.nvm
        img = self.img
        _fill(img, 0, self.size)
        img[0 : len(rec)] = rec
        where = {kind: [(0, len(rec))]}
        pos = _align(len(rec))
        order = []
        for k in KINDS:
            w = self.where.get(k, [])
            if k != kind and w:
                order.append((k, w[0]))
        for k in KINDS:
            w = self.where.get(k, [])
            if k == kind and w:
                order.append((k, w[0]))
            elif len(w) > 1:
                order.append((k, w[1]))
        for k, (off, n) in order:
            if pos + n > self.size:
                continue  # no room for this one: never overwrite what is in
            i = 0
            while i < n:
                j = min(i + _CHUNK, n)
                img[pos + i : pos + j] = nvm[off + i : off + j]
                i = j
            where.setdefault(k, []).append((pos, n))
            pos = _align(pos + n)
        nvm[0 : self.size] = img
        self.where = where
        self.tail = pos
        self.erases += 1
        self.garbage = False


# -- files ---------------------------------------------------------------


class Files:
    """The few file operations the store needs, over ``open`` and ``os``
    (the simulator hands in a model of the FAT drive instead)."""

    def __init__(self):
        import os

        self.os = os

    def open(self, path, mode):
        if "b" in mode and "+" in mode:
            try:
                return open(path, mode, buffering=0)  # CPython: no buffer in between
            except TypeError:
                pass
        return open(path, mode)

    def size(self, path):
        """Gets the size of a file, or -1 when there is none."""
        try:
            return self.os.stat(path)[6]
        except OSError:
            return -1

    def mkdir(self, path):
        try:
            self.os.mkdir(path)
        except OSError:
            pass

    def mkdirs(self, path):
        """Makes a folder and the folders above it that are missing."""
        parts = path.split("/")
        for i in range(2 if path.startswith("/") else 1, len(parts) + 1):
            if parts[i - 1]:
                self.mkdir("/".join(parts[:i]))

    def rename(self, a, b):
        self.os.rename(a, b)

    def remove(self, path):
        try:
            self.os.remove(path)
        except OSError:
            pass

    def free(self, path):
        """Gets the bytes free on the drive of ``path`` (a large number when
        that can't be told)."""
        try:
            st = self.os.statvfs(path)
            return st[0] * st[4]  # block size x blocks free to us
        except (AttributeError, OSError):
            return 1 << 30


def slot_layout(layout=LAYOUT):
    """Gets [(kind, first sector, sectors)] for the save file, and its length
    in sectors: GAP unused sectors before, between and after the slots."""
    out = []
    s = GAP
    for kind, n, k in layout:
        for _ in range(n):
            out.append((kind, s, k))
            s += k + GAP
    return out, s


class FileRing:
    """The save file: slots at fixed places, written a whole slot at a time."""

    def __init__(self, fs, path, layout=LAYOUT):
        self.fs = fs
        self.path = path
        self.dir = path[: path.rfind("/")] or "/"
        self.slots, n = slot_layout(layout)
        self.length = n * SECTOR
        self.seq = [-1] * len(self.slots)  # the sequence number in each slot (-1: none)
        self.f = None
        self.writes = 0
        self.sectors = 0
        self.sector = bytearray(SECTOR)  # one sector, read or written at a time
        self.mv = memoryview(self.sector)

    def open(self, note):
        """Opens (or creates) the file and reads every slot: calls
        ``note(status, kind, seq, version, slot, size)`` for each record
        found, whole (OK or OLD) or not (BAD, with the slot's kind; size 0).

        Gets (found, ok, problem): how many records there were, how many of
        them OK, and a one-line problem when the file there was not a save
        file of this layout (it is set aside).
        """
        problem = None
        size = self.fs.size(self.path)
        if size >= 0 and size != self.length:
            problem = "save file %s" % ("empty" if size == 0 else "of another size")
            if not self._aside():
                raise OSError(17, "%d set-aside files in %s: delete some" % (_ASIDE_FILES, self.dir))
            size = -1
        if size < 0:
            self._create()
        self.f = self.fs.open(self.path, "r+b")
        found = ok = 0
        sec = self.sector
        for i in range(len(self.slots)):
            r = self.check(i)
            st = r & 3
            if st == OK or st == OLD:
                seq = u32(sec, 4)
                note(st, sec[3], seq, sec[2], i, r >> 2)
                found += 1
                if st == OK:
                    ok += 1
                    if sec[3] == self.slots[i][0]:
                        self.seq[i] = seq
            elif st == BAD:
                note(BAD, self.slots[i][0], 0, 0, i, 0)
                found += 1
        return found, ok, problem

    def check(self, i):
        """Checks the record in slot ``i`` (see ``check``), a sector at a
        time, a record longer than a sector too (no buffer of its size).
        Leaves the slot's first sector, with the header, in ``sector``."""
        _, s, k = self.slots[i]
        sec = self.sector
        self._sector(s)
        n = HEADER + u16(sec, 8)
        if k == 1 or sec[0] != 0x53 or sec[1] != 0x56 or n <= SECTOR:
            return check(sec, 0, -1, self.mv)
        if n > k * SECTOR:
            return BAD
        lo = u16(sec, 10)
        hi = u16(sec, 12)
        ver = sec[2]
        mv = self.mv
        c = crc32(mv[HEADER:SECTOR], crc32(mv[0:10]))
        j = SECTOR
        while j < n:
            got = self._read(sec)  # the next sector: the file reads on from there
            if got < SECTOR:
                _fill(sec, got, SECTOR)
            m = min(n - j, SECTOR)
            c = crc32(mv[0:m], c)
            j += m
        self._sector(s)  # the header back
        if c & 0xFFFF != lo or c >> 16 != hi:  # halves: no more big ints made
            return BAD
        return (OK if ver == VERSION else OLD) | n << 2

    def payload(self, i, n):
        """Gets the payload of the record of ``n`` bytes in slot ``i`` just
        checked (``check``): from the sector buffer, or read from the file
        when the record is longer than a sector."""
        if n <= SECTOR:
            return bytes(self.mv[HEADER:n])
        self.f.seek(self.slots[i][1] * SECTOR + HEADER)
        return self.f.read(n - HEADER)

    def _sector(self, s):
        """Reads sector ``s`` of the file into ``sector``."""
        self.f.seek(s * SECTOR)
        got = self._read(self.sector)
        if got < SECTOR:
            _fill(self.sector, got, SECTOR)  # past the file's end: nothing, as erased flash

    def _read(self, buf):
        """Reads into ``buf`` from where the file is; gets the bytes read."""
        f = self.f
        if hasattr(f, "readinto"):  # called, not fetched: no bound method made each sector
            return f.readinto(buf) or 0
        data = f.read(len(buf))  # a file model without it
        buf[0 : len(data)] = data
        return len(data)

    def _slot(self, s, k):
        """Gets the bytes of a whole slot (to parse a long record, or to set a
        damaged one aside)."""
        self.f.seek(s * SECTOR)
        buf = bytearray(k * SECTOR)  # a bytearray: its CRC is checked in place
        got = self._read(buf)
        if got < len(buf):
            _fill(buf, got, len(buf))
        return buf

    def replace(self):
        """Sets the file aside and starts a fresh one."""
        self.f.close()
        if not self._aside():
            raise OSError(17, "%d set-aside files in %s: delete some" % (_ASIDE_FILES, self.dir))
        self._create()
        self.f = self.fs.open(self.path, "r+b")
        for i in range(len(self.seq)):
            self.seq[i] = -1

    def _create(self):
        """Makes the file, whole: never a partial one, never the drive's
        last bytes (the console then saves to the NVM only)."""
        self.fs.mkdirs(self.dir)
        free = getattr(self.fs, "free", None)
        if free is not None and free(self.dir) < self.length + _ROOM_LEFT:
            raise OSError(28, "drive full")
        f = self.fs.open(self.path, "wb")
        blank = self.sector
        _fill(blank, 0, SECTOR)
        try:
            for _ in range(self.length // SECTOR):
                f.write(blank)
        except OSError:
            f.close()
            self.fs.remove(self.path)
            raise
        f.close()

    def _aside(self):
        name = aside_name(self.fs, self.dir, "sav")
        if name:
            self.fs.rename(self.path, name)
            return True
        return False

    def write(self, kind, seq, rec):
        """Writes a record into the kind's oldest slot."""
        best = -1
        for i in range(len(self.slots)):
            if self.slots[i][0] == kind and (best < 0 or self.seq[i] < self.seq[best]):
                best = i
        if best < 0:
            raise ValueError("no slot for kind %d" % kind)
        _, s, k = self.slots[best]
        if len(rec) > k * SECTOR:
            raise ValueError("record of %d bytes for a %d-byte slot" % (len(rec), k * SECTOR))
        self.f.seek(s * SECTOR)
        sec = self.sector
        mv = memoryview(rec)
        n = len(rec)
        for j in range(0, k * SECTOR, SECTOR):
            m = min(max(n - j, 0), SECTOR)
            sec[0:m] = mv[j : j + m]
            _fill(sec, m, SECTOR)
            self.f.write(sec)  # a whole sector: straight to the flash, no directory update
        self.seq[best] = seq
        self.writes += 1
        self.sectors += k


def aside_name(fs, folder, ext):
    """Gets a free name ``aside-N.ext`` in ``folder``, or None when
    ASIDE_FILES are there already."""
    for i in range(1, _ASIDE_FILES + 1):
        name = "%s/aside-%d.%s" % (folder.rstrip("/"), i, ext)
        if fs.size(name) < 0:
            return name
    return None

