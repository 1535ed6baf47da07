"""The deal generators: Microsoft's FreeCell numbers, computed in small ints
on the device, against the plain formula."""

import random

from solitaire.cards.msdeal import ms_freecell_order
from solitaire.prng import Rand, shuffle


def ms_reference(deal):
    state = deal & 0x7FFFFFFF
    deck = list(range(52))
    out = []
    for left in range(52, 0, -1):
        state = (214013 * state + 2531011) & 0x7FFFFFFF
        i = (state >> 16) % left
        out.append(deck[i])
        deck[i] = deck[left - 1]
    return bytes(out)


def test_ms_freecell_limbs_match_the_formula():
    rnd = random.Random(5)
    deals = list(range(1, 3000)) + [rnd.randrange(1 << 31) for _ in range(3000)] + [(1 << 31) - 1, 1 << 31]
    for d in deals:
        assert bytes(ms_freecell_order(d)) == ms_reference(d), d


def test_inlined_shuffle_draws_as_below_would():
    for seed in (1, 2, 77, 123456):
        a = bytearray(range(104))
        shuffle(a, Rand(seed))
        b = bytearray(range(104))
        r = Rand(seed)
        for i in range(len(b) - 1, 0, -1):
            j = r.below(i + 1)
            b[i], b[j] = b[j], b[i]
        assert a == b
