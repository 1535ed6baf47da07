"""How every record is framed (the NVM log and the save file hold the same
bytes): a header and a payload (``savegame.py`` writes the payloads)::

    offset size
    0      2    magic b"SV"
    2      1    format version (VERSION)
    3      1    kind: K_GAME, K_STATS, K_SETTINGS or K_ASIDE
    4      4    sequence number, little-endian: one counter per kind, shared
                by the save file and the NVM (``media.py``), so the newest
                record of a kind is the one with the highest number
                wherever it is
    8      2    payload length
    10     4    CRC-32 of bytes 0..9 and the payload
    14     ...  the payload

A record is whole when its CRC matches; ``check`` tells a whole one from
erased flash, a torn or damaged one, and one of another format version.
"""

from micropython import const

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

_NIBBLES = None


def crc32(data, crc=0):
    """Gets the CRC-32 of ``data`` (binascii's, or the same computed here)."""
    if _crc32 is not None:
        return _crc32(data, crc)  # unsigned already: a mask would make one more big int
    global _NIBBLES
    if _NIBBLES is None:
        t = bytearray(64)  # 16 entries of 4 bytes, little-endian: no big ints kept
        for i in range(16):
            lo = i
            hi = 0
            for _ in range(4):
                x = lo & 1
                lo = (lo >> 1) | (hi & 1) << 15
                hi >>= 1
                if x:
                    lo ^= 0x8320
                    hi ^= 0xEDB8
            t[4 * i] = lo & 0xFF
            t[4 * i + 1] = lo >> 8
            t[4 * i + 2] = hi & 0xFF
            t[4 * i + 3] = hi >> 8
        _NIBBLES = t
    t = _NIBBLES
    # in two 16-bit halves: no value above 2**30 (a big int on the device)
    lo = (crc & 0xFFFF) ^ 0xFFFF
    hi = (crc >> 16) ^ 0xFFFF
    for b in data:
        lo ^= b
        for _ in range(2):
            i = 4 * (lo & 15)
            lo = ((lo >> 4) | (hi & 15) << 12) ^ (t[i] | t[i + 1] << 8)
            hi = (hi >> 4) ^ (t[i + 2] | t[i + 3] << 8)
    return (hi ^ 0xFFFF) << 16 | (lo ^ 0xFFFF)


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


def pack(kind, seq, payload, at=0):
    """Gets the record of a payload: one bytearray of its final length.
    ``at`` HEADER: the payload is ``payload[HEADER:]``, a bytearray whose
    first HEADER bytes are room for the header, which goes there: no copy
    (a checkpoint late in a long game, on a full heap, needs no second
    buffer of the record's size: ``savegame.game_payload``)."""
    n = len(payload) - at
    if at:
        out = payload
    else:
        out = bytearray(HEADER + n)
        out[HEADER:] = payload
    out[0] = 0x53  # "SV"
    out[1] = 0x56
    out[2] = VERSION
    out[3] = kind
    _put(out, 4, seq, 4)
    _put(out, 8, n, 2)
    mv = memoryview(out)
    _put(out, 10, crc32(mv[HEADER:], crc32(mv[0:10])), 4)
    return out



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

