"""Deterministic shuffles that give the same deal on every interpreter.

Two generators:

* ``Rand``: the project's own xorshift32, seeded from a game's salt and the
  deal number. All arithmetic is masked to 32 bits, so CPython, MicroPython
  and CircuitPython produce the same stream.
* ``ms_freecell_order``: Microsoft FreeCell's deal numbering, so FreeCell deal
  N here is deal N everywhere else.
"""

_M32 = 0xFFFFFFFF


def salt(text):
    """Gets a 32-bit salt from a game id (FNV-1a), so games differ per deal."""
    h = 0x811C9DC5
    for ch in text:
        h = ((h ^ ord(ch)) * 0x01000193) & _M32
    return h


class Rand:
    """xorshift32 (Marsaglia 13/17/5), warmed up so close seeds diverge."""

    def __init__(self, seed):
        s = (seed * 2654435761 + 0x9E3779B9) & _M32
        self.s = s or 1
        for _ in range(8):
            self.next()

    def next(self):
        x = self.s
        x ^= (x << 13) & _M32
        x ^= x >> 17
        x ^= (x << 5) & _M32
        self.s = x
        return x

    def below(self, n):
        """Gets a number in 0..n-1 (the modulo bias is below 1e-8 for decks)."""
        return self.next() % n


def shuffle(deck, rand):
    """Shuffles a bytearray in place (Fisher-Yates)."""
    for i in range(len(deck) - 1, 0, -1):
        j = rand.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]


def ms_freecell_order(deal):
    """Gets the 52 card indices of Microsoft FreeCell deal ``deal`` in dealing
    order; index i is rank i // 4 + 1 of suit i % 4 (clubs, diamonds, hearts,
    spades), and card k goes to column k % 8.
    """
    state = deal & 0x7FFFFFFF
    deck = bytearray(range(52))
    out = bytearray(52)
    left = 52
    for k in range(52):
        state = (214013 * state + 2531011) & 0x7FFFFFFF
        i = (state >> 16) % left
        out[k] = deck[i]
        deck[i] = deck[left - 1]
        left -= 1
    return out
