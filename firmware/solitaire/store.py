"""Records that survive power cuts and spare the flash.

A *record* is a header and a payload (``savegame.py`` writes the payloads)::

    offset size
    0      2    magic b"SV"
    2      1    format version (VERSION)
    3      1    kind: K_GAME, K_STATS, K_SETTINGS or K_ASIDE
    4      4    sequence number, little-endian: one counter per kind, shared
                by both copies, so the newest record of a kind is the one
                with the highest number wherever it is
    8      2    payload length
    10     4    CRC-32 of bytes 0..9 and the payload
    14     ...  the payload

Records live in two places:

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

Loading takes the newest record of a kind that is whole (its CRC matches); a
torn or damaged one is passed over. What can't be used (another format
version, a save for a game that is gone, data that is not ours) is *set
aside*: copied to ``/saves/aside-N.bin`` (or kept in the NVM as a K_ASIDE
record when the drive is read-only), never deleted by the game.
"""

try:
    from binascii import crc32 as _crc32
except ImportError:  # pragma: no cover - a build without zlib
    _crc32 = None

MAGIC = b"SV"
VERSION = 1
HEADER = 14

K_GAME = 1
K_STATS = 2
K_SETTINGS = 3
K_ASIDE = 4
KINDS = (K_GAME, K_STATS, K_SETTINGS, K_ASIDE)
KIND_NAMES = ("", "game", "statistics", "settings", "aside")

# what parse() finds
OK = 0
BLANK = 1  # erased flash (0xFF) or nothing at all
BAD = 2  # not a whole record: torn, damaged or not ours
OLD = 3  # a whole record of another format version

SECTOR = 512
GAP = 7  # unused sectors between slots (an erase block is 8 sectors)
ALIGN = 16  # NVM records start on these boundaries
CHUNK = 256  # the most bytes read from the NVM at once (each read makes a new bytes object)

# the save file: (kind, slots, sectors a slot)
GAME_SLOTS = 40
LAYOUT = ((K_GAME, GAME_SLOTS, 1), (K_STATS, 3, 2), (K_SETTINGS, 2, 1))
ASIDE_FILES = 8  # at most this many aside-N.bin files; later ones are not kept

# the largest payload of each kind (a slot, less the header)
LIMIT = {K_GAME: SECTOR - HEADER, K_STATS: 2 * SECTOR - HEADER, K_SETTINGS: SECTOR - HEADER, K_ASIDE: 1024}

_NIBBLES = None


def crc32(data, crc=0):
    """Gets the CRC-32 of ``data`` (binascii's, or the same computed here)."""
    if _crc32 is not None:
        return _crc32(data, crc) & 0xFFFFFFFF
    global _NIBBLES
    if _NIBBLES is None:
        t = []
        for i in range(16):
            c = i
            for _ in range(4):
                c = (c >> 1) ^ (0xEDB88320 if c & 1 else 0)
            t.append(c)
        _NIBBLES = t
    t = _NIBBLES
    crc ^= 0xFFFFFFFF
    for b in data:
        crc ^= b
        crc = (crc >> 4) ^ t[crc & 15]
        crc = (crc >> 4) ^ t[crc & 15]
    return crc ^ 0xFFFFFFFF


def u16(b, i):
    return b[i] | b[i + 1] << 8


def u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def put16(out, v):
    out.append(v & 0xFF)
    out.append((v >> 8) & 0xFF)


def put32(out, v):
    for s in (0, 8, 16, 24):
        out.append((v >> s) & 0xFF)


def _put(out, i, v, n):
    for k in range(n):
        out[i + k] = (v >> (8 * k)) & 0xFF


def pack(kind, seq, payload):
    """Gets the record of a payload: one bytearray of its final length (no
    copy of it is made on the way)."""
    n = len(payload)
    out = bytearray(HEADER + n)
    out[0] = 0x53  # "SV"
    out[1] = 0x56
    out[2] = VERSION
    out[3] = kind
    _put(out, 4, seq, 4)
    _put(out, 8, n, 2)
    out[HEADER:] = payload
    mv = memoryview(out)
    _put(out, 10, crc32(mv[HEADER:], crc32(mv[0:10])), 4)
    return out


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


def _blank(buf, i, j):
    for k in range(i, j):
        if buf[k] != 0xFF:
            return False
    return True


def parse(buf, off=0, end=-1):
    """Reads the record at ``buf[off:]`` (not past ``end``).

    Gets (status, kind, seq, payload, size, version): status OK, BLANK (no
    record: erased bytes), BAD or OLD; size is the whole record's length
    (0 unless OK or OLD).
    """
    if end < 0:
        end = len(buf)
    if end - off < HEADER:
        return (BLANK if _blank(buf, off, end) else BAD), 0, 0, b"", 0, 0
    if buf[off] != 0x53 or buf[off + 1] != 0x56:  # "SV"
        return (BLANK if _blank(buf, off, off + HEADER) else BAD), 0, 0, b"", 0, 0
    n = u16(buf, off + 8)
    if off + HEADER + n > end:
        return BAD, 0, 0, b"", 0, 0
    mv = memoryview(buf)  # the CRC reads the record where it is; only a whole one is copied
    c = crc32(mv[off + HEADER : off + HEADER + n], crc32(mv[off : off + 10]))
    if c & 0xFFFF != u16(buf, off + 10) or c >> 16 != u16(buf, off + 12):  # halves: no big ints made
        return BAD, 0, 0, b"", 0, 0
    payload = bytes(mv[off + HEADER : off + HEADER + n])
    ver = buf[off + 2]
    return (OK if ver == VERSION else OLD), buf[off + 3], u32(buf, off + 4), payload, HEADER + n, ver


class Found:
    """A record found while loading."""

    def __init__(self, kind, seq, payload, where, status=OK, version=VERSION, raw=None):
        self.kind = kind
        self.seq = seq
        self.payload = payload
        self.where = where  # "file" or "nvm"
        self.status = status
        self.version = version
        self._raw = raw  # None: a whole record of ours, rebuilt from the payload when asked

    @property
    def raw(self):
        """The whole record (for setting it aside). A whole record of this
        format is exactly ``pack(kind, seq, payload)``, so it is not kept
        twice: it is rebuilt when needed."""
        if self._raw is None:
            return pack(self.kind, self.seq, self.payload)
        return self._raw


# -- the NVM -------------------------------------------------------------


def _align(n):
    return (n + ALIGN - 1) & ~(ALIGN - 1)


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
        self.tail = 0  # first offset from which the sector is erased
        self.where = {}  # kind -> [(offset, length)] of its newest records here, newest first (two)
        self.erases = 0
        self.appends = 0
        self.garbage = False  # bytes that are neither records nor erased

    def scan(self):
        """Reads every record; gets a list of ``Found``."""
        img = self.img
        nvm = self.nvm
        i = 0
        while i < self.size:
            j = min(i + CHUNK, self.size)
            img[i:j] = nvm[i:j]
            i = j
        out = []
        seen = {}
        off = 0
        while off + HEADER <= self.size:
            st, kind, seq, payload, n, ver = parse(img, off)
            if st == OK or st == OLD:
                out.append(Found(kind, seq, payload, "nvm", st, ver, None if st == OK else bytes(memoryview(img)[off : off + n])))
                if st == OK:
                    seen.setdefault(kind, []).append((seq, off, n))
                off = _align(off + n)
                continue
            if st == BAD:
                self.garbage = True
            off += ALIGN
        for kind in seen:
            recs = seen[kind]
            recs.sort(reverse=True)
            self.where[kind] = [(r[1], r[2]) for r in recs[:2]]
        end = self.size
        while end > 0 and img[end - 1] == 0xFF:
            end -= 1
        self.tail = _align(end)
        return out

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
                j = min(i + CHUNK, n)
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

    def open(self):
        """Opens (or creates) the file and reads every slot.

        Gets (found, problem): the records, and a one-line problem when the
        file there was not a save file of this layout (it is set aside).
        """
        problem = None
        size = self.fs.size(self.path)
        if size >= 0 and size != self.length:
            problem = "save file %s" % ("empty" if size == 0 else "of another size")
            if not self._aside():
                raise OSError(17, "no room to set the old save file aside")
            size = -1
        if size < 0:
            self._create()
        self.f = self.fs.open(self.path, "r+b")
        found = []
        sec = self.sector
        for i in range(len(self.slots)):
            kind, s, k = self.slots[i]
            self.f.seek(s * SECTOR)
            got = self._read(sec)
            buf = sec if got == SECTOR else memoryview(sec)[0:got]
            if k > 1 and got == SECTOR and sec[0] == 0x53 and sec[1] == 0x56 and HEADER + u16(sec, 8) > SECTOR:
                buf = self._slot(s, k)  # a record longer than a sector: the whole slot (about its size)
            st, rkind, seq, payload, n, ver = parse(buf)
            if st == OK or st == OLD:
                found.append(Found(rkind, seq, payload, "file", st, ver, None if st == OK else bytes(memoryview(buf)[0:n])))
                if st == OK and rkind == kind:
                    self.seq[i] = seq
            elif st == BAD:
                found.append(Found(kind, 0, b"", "file", BAD, 0, self._slot(s, k)))
        return found, problem

    def _read(self, buf):
        """Reads into ``buf`` from where the file is; gets the bytes read."""
        f = self.f
        try:
            readinto = f.readinto
        except AttributeError:  # a file model without it
            data = f.read(len(buf))
            buf[0 : len(data)] = data
            return len(data)
        return readinto(buf) or 0

    def _slot(self, s, k):
        """Gets the bytes of a whole slot (to parse a long record, or to set a
        damaged one aside)."""
        self.f.seek(s * SECTOR)
        return self.f.read(k * SECTOR)

    def replace(self):
        """Sets the file aside and starts a fresh one."""
        self.f.close()
        if not self._aside():
            raise OSError(17, "no room to set the old save file aside")
        self._create()
        self.f = self.fs.open(self.path, "r+b")
        for i in range(len(self.seq)):
            self.seq[i] = -1

    def _create(self):
        self.fs.mkdirs(self.dir)
        f = self.fs.open(self.path, "wb")
        blank = self.sector
        _fill(blank, 0, SECTOR)
        for _ in range(self.length // SECTOR):
            f.write(blank)
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
    for i in range(1, ASIDE_FILES + 1):
        name = "%s/aside-%d.%s" % (folder.rstrip("/"), i, ext)
        if fs.size(name) < 0:
            return name
    return None


# -- both together -------------------------------------------------------

FILES = "files"  # the save file, with the NVM as a second copy
NVM = "nvm"  # the NVM only (the drive is read-only for code)
NONE = "none"  # nowhere (no NVM either): nothing survives a power cut


class Store:
    """The save file and the NVM behind one ``save``/``load``.

    ``mode`` says where saves go (FILES, NVM or NONE); ``problems`` collects
    one-line notices for the screen.
    """

    def __init__(self, nvm=None, fs=None, path="/saves/solitaire.sav", writable=True):
        self.log = NvmLog(nvm) if nvm is not None and len(nvm) >= 1024 else None
        self.fs = fs
        self.ring = FileRing(fs, path, LAYOUT) if fs is not None and writable else None
        self.problems = []
        self.found = {}  # kind -> [Found], newest first
        self.seq = {}  # kind -> the highest sequence number seen
        self.aside = []  # records set aside this session (NVM-only mode keeps one)
        self.mode = NONE

    def open(self):
        """Reads both copies; gets the problems found (one line each)."""
        records = []
        if self.ring is not None:
            try:
                got, problem = self.ring.open()
                if problem:
                    self.problems.append(problem + ": set aside")
                elif got and not any(r.status == OK for r in got):
                    # not one whole record of ours: another format, or not ours
                    old = [r for r in got if r.status == OLD]
                    what = "of format %d" % old[0].version if old else "damaged"
                    self.ring.replace()
                    self.problems.append("save file %s: set aside" % what)
                    got = []
                records.extend(got)
            except OSError as e:
                self.problems.append("save file: %s" % _oserror(e))
                self.ring = None
        if self.log is not None:
            records.extend(self.log.scan())
        self.mode = FILES if self.ring is not None else NVM if self.log is not None else NONE
        for kind in KINDS:
            self.found[kind] = []
            self.seq[kind] = 0
        damaged = {}
        for r in records:
            if r.kind not in self.found:
                continue
            if r.status == OK or r.status == OLD:
                if r.seq > self.seq[r.kind]:
                    self.seq[r.kind] = r.seq
            if r.status == OK:
                lst = self.found[r.kind]
                if not any(x.seq == r.seq for x in lst):
                    lst.append(r)
            else:
                damaged.setdefault(r.kind, []).append(r)
        for kind in KINDS:
            self.found[kind].sort(key=_seq_of, reverse=True)
        # damage matters only where nothing whole is left to load (a torn
        # write beside whole records is what a power cut leaves: passed over)
        for kind in (K_GAME, K_STATS, K_SETTINGS):
            if self.found[kind] or kind not in damaged:
                continue
            bad = damaged[kind]
            old = [r for r in bad if r.status == OLD]
            if old:
                self.problems.append("%s save is format %d: set aside" % (KIND_NAMES[kind], old[0].version))
            else:
                self.problems.append("%s save damaged: set aside" % KIND_NAMES[kind])
            blob = bytearray()
            for r in bad:
                blob.extend(r.raw)
            self.set_aside(blob)
        if self.log is not None and self.log.garbage and not any(r.where == "nvm" and r.status == OK for r in records):
            # scan's image of the sector, not a copy of it (a compaction
            # since, which would have rebuilt it, clears ``garbage``)
            self.problems.append("NVM data damaged or not ours: set aside")
            self.set_aside(memoryview(self.log.img))
        return self.problems

    def forget(self):
        """Drops the records read at power-on, once the saver has loaded what
        it needs from them (with the file's 40 game slots full they hold
        about 13 KB of heap); saving needs only the sequence numbers."""
        for kind in self.found:
            self.found[kind] = []

    def newest(self, kind):
        """Gets the whole records of a kind, newest first (a caller that
        can't use one tries the next)."""
        return self.found.get(kind, [])

    def save(self, kind, payload, nvm_copy=False):
        """Saves a payload as the newest record of its kind: into the file's
        oldest slot, and into the NVM when ``nvm_copy`` or when there is no
        file. Gets the sequence number.

        :raises ValueError: when the payload is longer than the kind's limit.
        """
        if len(payload) > LIMIT[kind]:
            raise ValueError("%s record of %d bytes (limit %d)" % (KIND_NAMES[kind], len(payload), LIMIT[kind]))
        seq = self.seq.get(kind, 0) + 1
        self.seq[kind] = seq
        rec = pack(kind, seq, payload)
        if self.ring is not None:
            try:
                self.ring.write(kind, seq, rec)
            except OSError as e:
                self.problems.append("save file: %s; NVM now" % _oserror(e))
                self.ring = None
                self.mode = NVM if self.log is not None else NONE
                nvm_copy = True
        if self.log is not None and (nvm_copy or self.ring is None):
            self.log.write(kind, rec)
        return seq

    def set_aside(self, raw):
        """Keeps bytes that can't be used: in a file of their own when the
        drive is writable, else as a K_ASIDE record in the NVM (the first
        LIMIT bytes). Gets where they went, or None."""
        if not raw:
            return None
        if self.ring is not None:
            name = aside_name(self.fs, self.ring.dir, "bin")
            if name is None:
                return None
            try:
                f = self.fs.open(name, "wb")
                f.write(raw)
                f.close()
                return name
            except OSError:
                return None
        if self.log is not None:
            part = raw[: LIMIT[K_ASIDE]]
            if isinstance(part, memoryview):
                part = bytes(part)  # kept: not a view of a buffer that is used again
            self.aside.append(part)
            seq = self.seq.get(K_ASIDE, 0) + 1
            self.seq[K_ASIDE] = seq
            self.log.write(K_ASIDE, pack(K_ASIDE, seq, part))
            return "nvm"
        return None


def _seq_of(r):
    return r.seq


def _oserror(e):
    code = e.args[0] if e.args else 0
    if code == 30:
        return "read-only"
    if code == 28:
        return "drive full"
    if len(e.args) > 1:
        return str(e.args[1])
    return "error %s" % code
