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

A record is whole when its CRC matches; telling a whole one from erased
flash, a torn or damaged one, and one of another format version is
power-on's reading (``reading.check``, dropped after it): what stays for the
session is the writing (``pack``).
"""

try:
    from binascii import crc32  # (data, crc=0): unsigned already
except ImportError:  # pragma: no cover - a build without zlib: the same, in Python (loaded only then)
    from solitaire.console.crc import crc32

    _crc32 = None
else:
    _crc32 = crc32  # (reading.py's check uses it where it is binascii's)

MAGIC = b"SV"
VERSION = 1
HEADER = 14

K_GAME = 1
K_STATS = 2
K_SETTINGS = 3
K_ASIDE = 4
KINDS = (K_GAME, K_STATS, K_SETTINGS, K_ASIDE)
KIND_NAMES = ("", "game", "statistics", "settings", "aside")


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
