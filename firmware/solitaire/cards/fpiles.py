"""Foundations of a rule a pile (Wikibooks' games), for the records whose
``found_dir`` is 4 to 7 (the engine imports this module only then; two
groups of foundations are ``fgroups.py``'s):

* 4, its own step (Calculation and Betsy Ross): the n-th pile starts with
  rank n and builds up by n regardless of suit, round the corner (the
  second: 2 4 6 8 10 Q A 3 5 7 9 J K), a King last. The deal puts
  ``found_dealt`` cards there, a row at a time: each pile's base, then
  (Betsy Ross) each one's next card, the first of its rank the shuffle holds.
* 5, Colors': the n-th pile starts with rank n + 1 (2, 3, 4, 5) and builds
  up in its colour, round the corner (2 to Ace); the colours alternate, the
  2's and the 4's piles one and the 3's and the 5's the other, whichever
  the first one up sets.
* 6, Double or Quits': one pile, its base the first card dealt, each card
  on it the double of the one below less 13 when over it (A 2 4 8 3 6 Q J
  9 5 10 7 A ...): the Kings never go up. The deal leaves the Kings out of
  the foundation and the layout after it, to the bottom of the deck, the
  cards after them moving up.
* 7, Osmosis': the first pile's base the first card dealt, a random rank;
  each pile takes cards of its first card's suit in any order, the first
  pile any of them, a pile below it a rank only once the pile above holds
  that rank (so a pile starts with the base rank once the pile above has
  started). A pile's cards under its top one show on the loupe's line
  (``loupe.draw``), as the ranks of its suit.
"""

from micropython import const

from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.order import RING, follows
from solitaire.cards.piles import NO

# places in Rules.extra
_FOUND_DEALT = const(1)
_FOUND_CAP = const(12)

_STEPS = const(4)  # found_dir: each pile its own step (rules.py)
_COLOURS = const(5)  # found_dir: each pile from its own rank up in its colour, the colours alternating (Colors)
_DOUBLING = const(6)  # found_dir: each card the double of the one below, less 13 (Double or Quits)
_OSMOSIS = const(7)  # found_dir: in suit in any order, a rank once the pile above holds it (Osmosis)


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity)."""
    r = b.rules
    if r.found_dir == _STEPS:  # the pile alone: its number is its base and its step
        return d - b.f0 + 1, _STEPS, 0, RING, 13
    if r.found_dir == _DOUBLING:  # (the base is the first card dealt; no King goes up)
        return b.base, _DOUBLING, 0, 0, r.extra[_FOUND_CAP] or 13
    if r.found_dir == _OSMOSIS:
        return b.base, _OSMOSIS, 1, 0, 13
    # up in one colour from its number + 1 (order.ring_cut: the rank below the base ends it)
    return d - b.f0 + 2, 1, 3, d - b.f0 + 2, 13


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``needs``: legal.py's words for what a card needs)."""
    base, dr, su, cut, cap = rule(b, d)
    k = b.size[d]
    if dr == _OSMOSIS:
        return _osmosis(b, card, d, k, why)
    if not k:
        if card & 15 != base:
            return "Starts with the base rank" if why else NO
        if dr == 1:  # (Colors') alternating: a pile an even number of places off has the card's colour
            c = SUIT_COLOUR[(card & 0x70) >> 4]
            for p in range(b.f0, b.c0):
                if b.size[p] and (SUIT_COLOUR[(b.piles[p][0] & 0x70) >> 4] == c) != ((p - d) % 2 == 0):
                    return "The colours alternate" if why else NO
        return None
    if k >= cap:
        return "That foundation is full"
    if dr != 1:  # (steps, doubling)
        want = step(b.piles[d][k - 1], base, dr)
        return None if card & 15 == want else needs(want - 1, card, 1, 0, 0) if why else NO  # (legal's words for the rank after want - 1's)
    if follows(b.piles[d][k - 1], card, dr, su, cut):
        return None
    return needs(b.piles[d][k - 1], card, dr, su, cut) if why else NO


def _osmosis(b, card, d, k, why):
    """``check``'s Osmosis (``k`` cards on ``d``): see the module docstring."""
    if k and (card ^ b.piles[d][0]) & 0x70:
        return "Builds in suit" if why else NO
    if not k and card & 15 != b.base:
        return "Starts with the base rank" if why else NO
    if d > b.f0 and not holds(b, d - 1, card & 15):
        return "Its rank isn't above" if why else NO
    return None


def holds(b, d, rank):
    """Checks if foundation ``d`` holds a card of ``rank`` (Osmosis')."""
    pile = b.piles[d]
    for i in range(b.size[d]):
        if pile[i] & 15 == rank:
            return True
    return False


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s;
    ``check`` has the last word)."""
    dr = b.rules.found_dir
    if dr == _OSMOSIS:  # (its suit first, with no call: the stuck check asks each pile about every card of the stock)
        k = b.size[d]
        return (not (card ^ b.piles[d][0]) & 0x70 if k else card & 15 == b.base) and (d == b.f0 or holds(b, d - 1, card & 15))
    if dr == _STEPS or dr == _DOUBLING:  # (one rank fits a pile: the stuck check asks about every card of the stock)
        k = b.size[d]
        return 0 < k < (b.rules.extra[_FOUND_CAP] or 13) and card & 15 == step(b.piles[d][k - 1], d - b.f0 + 1, dr)
    return check(b, card, d, False, None) is None


def step(below, base, dr=_STEPS):
    """Gets the rank that goes on card ``below`` in a pile of step ``base``
    (``dr`` 4), or of Double or Quits' doubling (6)."""
    r = below & 15
    return (r + base - 1) % 13 + 1 if dr == _STEPS else r * 2 % 13


def deal(b, deck, i):
    """Deals the foundations their cards from card ``i`` on (``Board.deal``
    asks this module, not ``arrange.py``: their records set no other deal
    step); gets where the deal goes on. The steps (4): their
    ``found_dealt`` cards, a row at a time (see the module docstring).
    Double or Quits (6): its foundation's first card again, the Kings
    among the first ``1 + tab`` cards moved to the deck's bottom (card
    ``i`` on, the first dealt up already, is the layout's)."""
    if b.rules.found_dir == _DOUBLING:
        n = 1 + b.rules.tab
        keep = bytearray()
        kings = bytearray()
        j = 0
        while len(keep) < n:
            (kings if deck[j] & 15 == 13 else keep).append(deck[j])
            j += 1
        deck[0:] = keep + kings + bytes(deck[j:])  # (the stock's bottom card is the first after the layout's)
        b.size[b.f0] = 0
        b.push(b.f0, deck[0] | FACE_UP)
        b.set_base(deck[0] & 15)
        return 1
    n = b.rules.found
    for j in range(b.rules.extra[_FOUND_DEALT]):
        p = b.f0 + j % n
        rank = step(b.piles[p][b.size[p] - 1], p - b.f0 + 1) if b.size[p] else p - b.f0 + 1
        at = i
        while deck[at] & 15 != rank:
            at += 1
        c = deck[at]
        deck[i + 1 : at + 1] = bytes(deck[i:at])  # (to the front, the cards before it after it)
        deck[i] = c
        b.push(p, c | FACE_UP)
        i += 1
    return i
