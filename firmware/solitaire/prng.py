"""Deterministic shuffles that give the same deal on every interpreter.

``Rand`` is the project's own generator, seeded from a game's salt and the
deal number. All arithmetic stays in small ints, so CPython, MicroPython
and CircuitPython produce the same stream, quickly. (Microsoft FreeCell's
deal numbering, FreeCell's alone, is ``cards/msdeal.py``'s.)
"""

from micropython import const

def salt(text):
    """Gets a 32-bit salt from a game id (FNV-1a), so games differ per deal.

    The hash is kept in 16-bit halves, so no product is a long int on the
    device: h * 0x01000193 = h * 0x193 + (h << 24), modulo 2**32."""
    hi = 0x811C
    lo = 0x9DC5
    data = text.encode()
    # (an id is ASCII: its bytes are its characters' codes, and a loop over
    # bytes makes no one-character string per character, each a qstr look-up)
    for ch in data if len(data) == len(text) else map(ord, text):
        lo ^= ch
        t = lo * 0x193
        hi = (hi * 0x193 + ((lo & 0xFF) << 8) + (t >> 16)) & 0xFFFF
        lo = t & 0xFFFF
    return hi << 16 | lo


_A_HI = const(0x2E5B)  # multiplier 0xB96C3D5 = _A_HI << 14 | _A_LO (A % 8 == 5)
_A_LO = const(0x03D5)
_C = const(0x2F35B1)  # odd increment: the full period of 2**28


class Rand:
    """A 28-bit linear congruential generator done in 14-bit halves, so every
    product stays a small int (MicroPython allocates for ints past 30 bits)
    and CPython and the device agree bit for bit. Outputs are the top 16
    bits, the good ones of an LCG."""

    def __init__(self, seed):
        self.s = (seed ^ (seed >> 28)) & 0xFFFFFFF
        for _ in range(4):
            self.next()

    def next(self):
        """Gets the next 16-bit number."""
        x = self.s
        lo = x & 0x3FFF
        # (x * A + C) mod 2**28, with no product past 28 bits
        cross = ((x >> 14) * _A_LO + lo * _A_HI) & 0x3FFF
        x = (lo * _A_LO + (cross << 14) + _C) & 0xFFFFFFF
        self.s = x
        return x >> 12

    def below(self, n):
        """Gets a number in 0..n-1 (n <= 256; the modulo bias is under 0.4%)."""
        return self.next() % n


def shuffle(deck, rand, stop=0):
    """Shuffles a bytearray in place (Fisher-Yates), drawing from ``rand``
    exactly as ``rand.below(i + 1)`` would, with the generator inlined: a
    deal shuffles 52 to 208 cards on every new game. With ``stop`` only
    the places above it get their cards (a shuffle split in two: then
    ``shuffle(deck[:stop + 1], rand)`` does the rest, the same shuffle)."""
    x = rand.s
    a_lo = _A_LO  # locals, the masks too: a global costs a dictionary
    a_hi = _A_HI  # look-up each time (the loop's cost, 5k fuel a card)
    c = _C
    m14 = 0x3FFF
    m28 = 0xFFFFFFF
    for i in range(len(deck) - 1, stop, -1):
        lo = x & m14
        x = (lo * a_lo + ((((x >> 14) * a_lo + lo * a_hi) & m14) << 14) + c) & m28
        j = (x >> 12) % (i + 1)
        t = deck[i]
        deck[i] = deck[j]
        deck[j] = t
    rand.s = x

