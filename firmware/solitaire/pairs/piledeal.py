"""Piles dealt otherwise than round them all (loaded only by a record of
layout ``PILES`` that sets ``LAID`` or ``DEALT``'s bits 0-5: the engine's
deal imports it then).

``LAID``: the cards laid round the piles, a card a pile as one deals them,
the rest the stock (Gay Gordons: 50 round ten, the two left its reserve,
the stock whose top card plays). ``DEALT`` bits 0-4, the first pile's
cards: the first pile is dealt that many first, then the rest go round the
other piles (Juvenile: tableau A's eight, then sixteen piles of six; Links:
four, then 29 round six, the seed's grid of 4, 5, 5, 5, 5, 5, 4). ``STEPS``
(bit 5): Klondike's piles of one, two, ... cards, the rest the stock
(Fifteen Rush). A record whose match is ``MARRY`` (Jacks go
only with Jacks) has no pile dealt more than two Jacks: the middle ones
change places with cards from the deck's end (Gay Gordons' rule: three
Jacks in a pile could never all go).
"""

from micropython import const

# the engine's places, match and first layout pile (the engine imports this
# module: it cannot import the engine; tests/test_pairs_30b.py holds them equal)
_MATCH = const(3)
_LAID = const(19)
_DEALT = const(23)
_MARRY = const(5)
_L0 = const(3)
_JACK = const(11)
STEPS = const(32)  # DEALT's bit: Klondike's piles


def counts(x, cols, n):
    """Gets the cards each of ``cols`` piles is dealt from ``n`` under
    record ``x`` (the seed checker reads the deal from here too)."""
    if x[_DEALT] & STEPS:
        return list(range(1, cols + 1))
    first = x[_DEALT] & 31
    k = min(n, x[_LAID] or n) - first
    others = cols - (1 if first else 0)
    return ([first] if first else []) + [(k - q + others - 1) // others for q in range(others)]


def lay(b, deck):
    """Lays ``deck`` (shuffled) out on board ``b``'s piles as its record
    says. Gets the cards laid (those after them are the stock's)."""
    x = b.x
    n = len(deck)
    if x[_DEALT] & STEPS:  # (the cards in the order Klondike's are dealt: a row at a time, from the pile after the last row's first)
        i = 0
        for r in range(b.cols):
            for p in range(r, b.cols):
                b.piles[_L0 + p][r] = deck[i]
                i += 1
        b.size[_L0 : _L0 + b.cols] = bytes(range(1, b.cols + 1))
        return i
    first = x[_DEALT] & 31
    k = min(n, x[_LAID] or n)
    others = b.cols - (1 if first else 0)
    at = _L0 + (1 if first else 0)
    if x[_MATCH] == _MARRY:
        _part_jacks(deck, first, k, others)
    piles = b.piles
    size = b.size
    if first:
        piles[_L0][0:first] = deck[0:first]
    for i in range(first, k):
        j = i - first
        piles[at + j % others][j // others] = deck[i]
    size[_L0 : _L0 + b.cols] = bytes(counts(x, b.cols, n))
    return k


def _part_jacks(deck, first, k, others):
    """Swaps the middle Jacks of a pile dealt more than two with cards from
    the deck's end (not laid, not Jacks)."""
    end = len(deck) - 1
    for q in range(others):
        jacks = [i for i in range(first + q, k, others) if deck[i] & 15 == _JACK]
        for i in jacks[1:-1] if len(jacks) > 2 else ():
            while deck[end] & 15 == _JACK:
                end -= 1
            deck[i], deck[end] = deck[end], deck[i]
            end -= 1
