"""What power-on reads where the records are (``loading.py`` loads it, and
``device.Console`` drops both once the saved game is on the board): a
record's check (``check``, ``parse``: ``framing.py``'s format, whose
writing stays for the session), the NVM log's records (``scan``, ``find``:
``media.NvmLog``'s image) and the save file's slots (``open_ring``,
``check_slot``, ``payload``: ``media.FileRing``'s file, which it creates, or
sets aside and makes again, when it is not a save file of this layout,
through ``Files``).
"""

from micropython import const

from solitaire.console.framing import HEADER, VERSION, _crc32, crc32
from solitaire.console.media import ALIGN, CHUNK, SECTOR, align, fill

_ROOM_LEFT = const(4096)  # bytes the save file leaves free on the drive
_ASIDE_FILES = const(8)  # at most this many aside-N.bin files; later ones are not kept


# what ``check`` and ``parse`` find
OK = 0
BLANK = 1  # erased flash (0xFF) or nothing at all
BAD = 2  # not a whole record: torn, damaged or not ours
OLD = 3  # a whole record of another format version


# -- a record (framing.py's format) -------------------------------------------


def u16(b, i):
    return b[i] | b[i + 1] << 8


def u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def _blank(buf, i, j):
    for k in range(i, j):
        if buf[k] != 0xFF:
            return False
    return True


_RESIDUE = const(0x2144DF1C)  # the CRC-32 of any bytes followed by their own CRC (little-endian)


def _crc_ok(buf, off, n, mv):
    """Checks the CRC of the record at ``buf[off:]`` (payload of ``n``).

    In a bytearray the header is moved up against the payload for the
    check, and the CRC put after it, then both are put back: one pass over
    the bytes, and its result is RESIDUE, a small int (a CRC above 2**30,
    kept between two calls or compared whole, is a big int on the device,
    two heap blocks each time)."""
    lo = u16(buf, off + 10)
    hi = u16(buf, off + 12)
    if _crc32 is None or not isinstance(buf, bytearray):
        c = crc32(mv[off + HEADER : off + HEADER + n], crc32(mv[off : off + 10]))
        return c & 0xFFFF == lo and c >> 16 == hi  # halves: no big ints made
    k = 9
    while k >= 0:
        buf[off + 4 + k] = buf[off + k]
        k -= 1
    end = off + HEADER + n
    if end + 4 <= len(buf):
        s0 = buf[end]
        s1 = buf[end + 1]
        s2 = buf[end + 2]
        s3 = buf[end + 3]
        buf[end] = lo & 0xFF
        buf[end + 1] = lo >> 8
        buf[end + 2] = hi & 0xFF
        buf[end + 3] = hi >> 8
        ok = _crc32(mv[off + 4 : end + 4]) == _RESIDUE
        buf[end] = s0
        buf[end + 1] = s1
        buf[end + 2] = s2
        buf[end + 3] = s3
    else:  # no room after it (a record filling its buffer): one big int
        c = _crc32(mv[off + 4 : end])
        ok = c & 0xFFFF == lo and c >> 16 == hi
    for k in range(10):
        buf[off + k] = buf[off + 4 + k]
    buf[off + 10] = lo & 0xFF
    buf[off + 11] = lo >> 8
    buf[off + 12] = hi & 0xFF
    buf[off + 13] = hi >> 8
    return ok


def check(buf, off=0, end=-1, mv=None):
    """Checks the record at ``buf[off:]`` (not past ``end``) without copying
    it; ``mv``, a memoryview of ``buf``, saves making one.

    Gets ``status | size << 2`` (one small int, no tuple): status OK,
    BLANK (no record: erased bytes), BAD or OLD; size is the whole record's
    length (0 unless OK or OLD). Its kind, version and sequence number are
    in its header (``buf[off + 3]``, ``buf[off + 2]``, ``u32(buf, off + 4)``).
    """
    if end < 0:
        end = len(buf)
    if end - off < HEADER:
        return BLANK if _blank(buf, off, end) else BAD
    if buf[off] != 0x53 or buf[off + 1] != 0x56:  # "SV"
        return BLANK if _blank(buf, off, off + HEADER) else BAD
    n = u16(buf, off + 8)
    if off + HEADER + n > end:
        return BAD
    if not _crc_ok(buf, off, n, mv if mv is not None else memoryview(buf)):
        return BAD
    return (OK if buf[off + 2] == VERSION else OLD) | (HEADER + n) << 2


def parse(buf, off=0, end=-1):
    """Reads the record at ``buf[off:]`` (not past ``end``).

    Gets (status, kind, seq, payload, size, version): status OK, BLANK (no
    record: erased bytes), BAD or OLD; size is the whole record's length
    (0 unless OK or OLD).
    """
    r = check(buf, off, end)
    st = r & 3
    if st != OK and st != OLD:
        return st, 0, 0, b"", 0, 0
    n = r >> 2
    payload = bytes(memoryview(buf)[off + HEADER : off + n])
    return st, buf[off + 3], u32(buf, off + 4), payload, n, buf[off + 2]


# -- the NVM log ----------------------------------------------------------------


def scan(log, note=None):
    """Reads every record into ``img``; calls ``note(status, kind, seq,
    version, offset, size)`` for each whole one (OK or OLD), and gets
    how many were OK. Nothing is copied out of the image."""
    img = log.img
    if img is None:  # let go after power-on's reading (media.NvmLog): made again
        img = log.img = bytearray(log.size)
        log.mv = memoryview(img)
    nvm = log.nvm
    i = 0
    while i < log.size:
        j = min(i + CHUNK, log.size)
        img[i:j] = nvm[i:j]
        i = j
    top = {}  # kind -> [seq, offset, size, seq, offset, size]: its two newest
    ok = 0
    off = 0
    while off + HEADER <= log.size:
        r = check(img, off, -1, log.mv)
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
            off = align(off + n)
            continue
        if st == BAD:
            log.garbage = True
        off += ALIGN
    for kind in top:
        t = top[kind]
        log.where[kind] = [(t[1], t[2])] if t[3] < 0 else [(t[1], t[2]), (t[4], t[5])]
    end = log.size
    while end > 0 and img[end - 1] == 0xFF:
        end -= 1
    log.tail = align(end)
    return ok


def find(log, kind, seq):
    """Gets the offset in ``img`` of the whole record of this kind and
    number, or -1 (to find one again after a compaction moved it)."""
    img = log.img
    off = 0
    while off + HEADER <= log.size:
        r = check(img, off, -1, log.mv)
        if r & 3 == OK or r & 3 == OLD:
            if r & 3 == OK and img[off + 3] == kind and u32(img, off + 4) == seq:
                return off
            off = align(off + (r >> 2))
        else:
            off += ALIGN
    return -1


# -- the save file --------------------------------------------------------------


class Files:
    """The few file operations the store needs, over ``open`` and ``os``
    (the simulator hands in a model of the FAT drive instead). Only
    power-on's reading uses them (making the save file, setting files
    aside): here, not in every run's ``media.py``, and on the device the
    store lets its go after power-on has read the saves (``loading.boot``;
    ``loading._drive`` makes one again for a reading after that)."""

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




def open_ring(ring, note):
    """Opens (or creates) the file and reads every slot: calls
    ``note(status, kind, seq, version, slot, size)`` for each record
    found, whole (OK or OLD) or not (BAD, with the slot's kind; size 0).

    Gets (found, ok, problem): how many records there were, how many of
    them OK, and a one-line problem when the file there was not a save
    file of this layout (it is set aside).
    """
    problem = None
    size = ring.fs.size(ring.path)
    if size >= 0 and size != ring.length:
        problem = "save file %s" % ("empty" if size == 0 else "of another size")
        if not _aside(ring):
            raise OSError(17, "%d set-aside files in %s: delete some" % (_ASIDE_FILES, ring.dir))
        size = -1
    if size < 0:
        _create(ring)
    ring.f = ring.fs.open(ring.path, "r+b")
    found = ok = 0
    sec = ring.sector
    for i in range(len(ring.seq)):
        r = check_slot(ring, i)
        st = r & 3
        if st == OK or st == OLD:
            seq = u32(sec, 4)
            note(st, sec[3], seq, sec[2], i, r >> 2)
            found += 1
            if st == OK:
                ok += 1
                if sec[3] == ring.slots[4 * i]:
                    ring.seq[i] = seq
        elif st == BAD:
            note(BAD, ring.slots[4 * i], 0, 0, i, 0)
            found += 1
    return found, ok, problem


def check_slot(ring, i):
    """Checks the record in slot ``i`` (see ``check``), a sector at a
    time, a record longer than a sector too (no buffer of its size).
    Leaves the slot's first sector, with the header, in ``sector``."""
    t = ring.slots  # (``FileRing.slot``'s fields read in place: no tuple a slot at power-on)
    s = t[4 * i + 2] | t[4 * i + 3] << 8
    k = t[4 * i + 1]
    sec = ring.sector
    _sector(ring, s)
    n = HEADER + u16(sec, 8)
    if k == 1 or sec[0] != 0x53 or sec[1] != 0x56 or n <= SECTOR:
        return check(sec, 0, -1, ring.mv)
    if n > k * SECTOR:
        return BAD
    lo = u16(sec, 10)
    hi = u16(sec, 12)
    ver = sec[2]
    mv = ring.mv
    c = crc32(mv[HEADER:SECTOR], crc32(mv[0:10]))
    j = SECTOR
    while j < n:
        got = _read_into(ring, sec)  # the next sector: the file reads on from there
        if got < SECTOR:
            fill(sec, got, SECTOR)
        m = min(n - j, SECTOR)
        c = crc32(mv[0:m], c)
        j += m
    _sector(ring, s)  # the header back
    if c & 0xFFFF != lo or c >> 16 != hi:  # halves: no more big ints made
        return BAD
    return (OK if ver == VERSION else OLD) | n << 2


def payload(ring, i, n):
    """Gets the payload of the record of ``n`` bytes in slot ``i`` just
    checked (``check``): from the sector buffer, or read from the file
    when the record is longer than a sector."""
    if n <= SECTOR:
        return bytes(ring.mv[HEADER:n])
    ring.f.seek(ring.slot(i)[1] * SECTOR + HEADER)
    return ring.f.read(n - HEADER)


def _sector(ring, s):
    """Reads sector ``s`` of the file into ``sector``."""
    ring.f.seek(s * SECTOR)
    got = _read_into(ring, ring.sector)
    if got < SECTOR:
        fill(ring.sector, got, SECTOR)  # past the file's end: nothing, as erased flash


def _read_into(ring, buf):
    """Reads into ``buf`` from where the file is; gets the bytes read."""
    f = ring.f
    if hasattr(f, "readinto"):  # called, not fetched: no bound method made each sector
        return f.readinto(buf) or 0
    data = f.read(len(buf))  # a file model without it
    buf[0 : len(data)] = data
    return len(data)


def slot(ring, s, k):
    """Gets the bytes of a whole slot (to parse a long record, or to set a
    damaged one aside)."""
    ring.f.seek(s * SECTOR)
    buf = bytearray(k * SECTOR)  # a bytearray: its CRC is checked in place
    got = _read_into(ring, buf)
    if got < len(buf):
        fill(buf, got, len(buf))
    return buf


def replace(ring):
    """Sets the file aside and starts a fresh one."""
    ring.f.close()
    if not _aside(ring):
        raise OSError(17, "%d set-aside files in %s: delete some" % (_ASIDE_FILES, ring.dir))
    _create(ring)
    ring.f = ring.fs.open(ring.path, "r+b")
    for i in range(len(ring.seq)):
        ring.seq[i] = -1


def _create(ring):
    """Makes the file, whole: never a partial one, never the drive's
    last bytes (the console then saves to the NVM only)."""
    ring.fs.mkdirs(ring.dir)
    free = getattr(ring.fs, "free", None)
    if free is not None and free(ring.dir) < ring.length + _ROOM_LEFT:
        raise OSError(28, "drive full")
    f = ring.fs.open(ring.path, "wb")
    blank = ring.sector
    fill(blank, 0, SECTOR)
    try:
        for _ in range(ring.length // SECTOR):
            f.write(blank)
    except OSError:
        f.close()
        ring.fs.remove(ring.path)
        raise
    f.close()


def _aside(ring):
    name = aside_name(ring.fs, ring.dir, "sav")
    if name:
        ring.fs.rename(ring.path, name)
        return True
    return False


def aside_name(fs, folder, ext):
    """Gets a free name ``aside-N.ext`` in ``folder``, or None when
    ASIDE_FILES are there already."""
    for i in range(1, _ASIDE_FILES + 1):
        name = "%s/aside-%d.%s" % (folder.rstrip("/"), i, ext)
        if fs.size(name) < 0:
            return name
    return None
