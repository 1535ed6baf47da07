"""The CRC-32 of the save records (``framing.crc32``) for a build whose
``binascii`` has no ``crc32`` (no zlib): the same figure, computed here.
Loaded only on such a build, so every other run holds none of its code.
"""

_NIBBLES = None


def crc32(data, crc=0):
    """Gets the CRC-32 of ``data``, as ``binascii.crc32`` does."""
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
