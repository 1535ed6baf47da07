"""Piles dealt otherwise than round them all (loaded only by a record of
layout ``PILES`` that sets ``LAID`` or ``FIRST``: the engine's deal imports
it then).

``LAID``: the cards laid round the piles, a card a pile as one deals them,
the rest the stock (Links: 33 cards round seven piles, five of five and two
of four; Gay Gordons: 50 round ten, the two left its reserve, the stock
whose top card plays). ``FIRST``: the first pile is dealt that many cards
first, then the rest go round the other piles (Juvenile: tableau A's eight,
then sixteen piles of six). A record whose match is ``MARRY`` (Jacks go
only with Jacks) has no pile dealt more than two Jacks: the middle ones
change places with cards from the deck's end (Gay Gordons' rule: three
Jacks in a pile could never all go).
"""

from micropython import const

# the engine's places, match and first layout pile (the engine imports this
# module: it cannot import the engine; tests/test_pairs_30b.py holds them equal)
_MATCH = const(3)
_LAID = const(19)
_FIRST = const(23)
_MARRY = const(5)
_L0 = const(3)
_JACK = const(11)


def counts(x, cols, n):
    """Gets the cards each of ``cols`` piles is dealt from ``n`` under
    record ``x`` (the seed checker reads the deal from here too)."""
    first = x[_FIRST]
    k = min(n, x[_LAID] or n) - first
    others = cols - (1 if first else 0)
    return ([first] if first else []) + [(k - q + others - 1) // others for q in range(others)]


def lay(b, deck):
    """Lays ``deck`` (shuffled) out on board ``b``'s piles as its record
    says. Gets the cards laid (those after them are the stock's)."""
    x = b.x
    first = x[_FIRST]
    n = len(deck)
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
