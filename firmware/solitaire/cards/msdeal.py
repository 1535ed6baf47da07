"""Microsoft FreeCell's deal numbering, so that FreeCell deal N here is deal
N everywhere else: for the records whose ``shuffle`` is ``ms`` (FreeCell's
alone; ``Board.redeal`` imports this module only then, so no other game's
heap holds it)."""


def ms_freecell_order(deal):
    """Gets the 52 card indices of Microsoft FreeCell deal ``deal`` in dealing
    order; index i is rank i // 4 + 1 of suit i % 4 (clubs, diamonds, hearts,
    spades), and card k goes to column k % 8.

    The generator is ``state = (214013 * state + 2531011) mod 2**31``, rand
    ``state >> 16``. The state is kept as hi (16 bits) and lo (15 bits) and
    every product as a small int, so the device never allocates long ints.
    """
    state = deal & 0x7FFFFFFF
    hi = state >> 15
    lo = state & 0x7FFF
    deck = bytearray(range(52))
    out = bytearray(52)
    left = 52
    for k in range(52):
        # 214013 = 6 << 15 | 17405 and 2531011 = 77 << 15 | 7875; 6 * hi << 30
        # is a multiple of 2**31, and 17405 * hi mod 2**16 is what the next
        # line adds as hi * 0x3FD + (hi & 3) << 14 (17405 = 0x4000 + 0x3FD)
        t = 17405 * lo + 7875
        hi = (6 * lo + hi * 0x3FD + ((hi & 3) << 14) + 77 + (t >> 15)) & 0xFFFF
        lo = t & 0x7FFF
        i = (hi >> 1) % left
        out[k] = deck[i]
        left -= 1
        deck[i] = deck[left]
    return out


def deal(b, n):
    """Puts Microsoft's deal ``n`` into board ``b``'s deck as ``Board.deal``
    deals a shuffled deck out, pile by pile: Microsoft's goes a row at a
    time round the eight piles, its card k onto pile k % 8 (FreeCell's 7, 7,
    7, 7, 6, 6, 6, 6: the shorter piles last). The tableau is dealt from the
    deck's first card (FreeCell's record: no reserve, no base card dealt
    first)."""
    order = ms_freecell_order(n)
    rows = b.rules.deal
    deck = b.deck
    i = 0
    for p in range(8):
        for k in range(p, 8 * rows[p], 8):
            c = order[k]
            deck[i] = (c >> 2) + 1 | (c & 3) << 4  # (the index's card: no table of them, no name)
            i += 1
    b.rand = (None, 0)  # (shuffled already: only dealing out is left)
