"""Foundations of rules of their own, for the records that set them (the
engine imports this module only then):

* in two groups, each with its own base, direction, suit rule and size
  (Bisley: four up from the Ace, four down from the King), for the records
  that set ``fg_piles``. The record's ``found_*`` fields are the first
  group's; the second group is the last ``fg_piles`` foundations, with the
  places of ``Rules.extra`` below (build_catalogue's EXTRA);
* each pile its own rule (``found_dir`` 4 and 5). 4, its own step
  (Calculation and Betsy Ross): the
  n-th pile starts with rank n and builds up by n regardless of suit, round
  the corner (the second: 2 4 6 8 10 Q A 3 5 7 9 J K), a King last. The deal
  puts ``found_dealt`` cards there, a row at a time: each pile's base, then
  (Betsy Ross) each one's next card, the first of its rank the shuffle holds.
  5, Colors': the n-th pile starts with rank n + 1 (2, 3, 4, 5) and builds
  up in its colour, round the corner (2 to Ace); the colours alternate, the
  2's and the 4's piles one and the 3's and the 5's the other, whichever
  the first one up sets. 6, Double or Quits': one pile, its base the first
  card dealt, each card on it the double of the one below less 13 when
  over it (A 2 4 8 3 6 Q J 9 5 10 7 A ...): the Kings never go up. The deal
  leaves the Kings out of the foundation and the layout after it, to the
  bottom of the deck, the cards after them moving up.
"""

from micropython import const

from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.piles import NO

# (legal.py imports this module, so its ``follows`` and ``_needs`` come in as
# arguments, and its RING is named here again)
_RING = const(14)

# places in Rules.extra
_FOUND_DEALT = const(1)
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_DIR = const(26)
_FG_SUIT = const(27)
_FG_CAP = const(28)
_FG_CAP_FIRST = const(29)
_FG_DEALT = const(30)
_FG_FLAGS = const(31)

_SAME_RANK = const(3)  # fg_dir: every card of the base rank, any suit (a Kings pile)
_STEPS = const(4)  # found_dir: each pile its own step (rules.py)
_COLOURS = const(5)  # found_dir: each pile from its own rank up in its colour, the colours alternating (Colors)
_DOUBLING = const(6)  # found_dir: each card the double of the one below, less 13 (Double or Quits)
_FOUND_CAP = const(12)
_SUITS_DIFFER = const(1)  # fg_flags: a group's piles start with different suits
_WRAP = const(2)  # fg_flags: the second group goes round from King to Ace


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity,
    the group's first pile, the pile after its last)."""
    r = b.rules
    x = r.extra
    if r.found_dir == _STEPS:  # the pile alone: its number is its base and its step
        return d - b.f0 + 1, _STEPS, 0, _RING, 13, d, d + 1
    if r.found_dir == _DOUBLING:  # (the base is the first card dealt; no King goes up)
        return b.base, _DOUBLING, 0, 0, x[_FOUND_CAP] or 13, d, d + 1
    if r.found_dir == _COLOURS:  # up in one colour from its number + 1 (legal.ring_cut: the rank below the base ends it)
        return d - b.f0 + 2, 1, 3, d - b.f0 + 2, 13, d, d + 1
    g = b.c0 - x[_FG_PILES]
    if d >= g:
        base = x[_FG_BASE]
        d = x[_FG_DIR]
        cut = _RING if x[_FG_FLAGS] & _WRAP else base if d != 0 else base % 13 + 1  # (legal.ring_cut; 0: down)
        return base, d, x[_FG_SUIT], 0 if cut == 1 else cut, x[_FG_CAP] or 13, g, b.c0
    return b.base, r.found_dir, r.found_suit, b.found_cut, x[_FG_CAP_FIRST] or 13, b.f0, g


def check(b, card, d, why, follows, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``follows`` and ``needs``: legal.py's)."""
    base, dr, su, cut, cap, g0, g1 = rule(b, d)
    k = b.size[d]
    if not k:
        if card & 15 != base:
            return "Starts with the base rank" if why else NO
        if b.rules.found_dir == _COLOURS:  # alternating: a pile an even number of places off has the card's colour
            c = SUIT_COLOUR[(card & 0x70) >> 4]
            for p in range(b.f0, b.c0):
                if b.size[p] and (SUIT_COLOUR[(b.piles[p][0] & 0x70) >> 4] == c) != ((p - d) % 2 == 0):
                    return "The colours alternate" if why else NO
        if b.rules.extra[_FG_FLAGS] & _SUITS_DIFFER:
            for p in range(g0, g1):
                if b.size[p] and not (b.piles[p][0] ^ card) & 0x70:
                    return "A pile of that suit is there" if why else NO
        return None
    if k >= cap:
        return "That foundation is full"
    if dr == _SAME_RANK:
        return None if card & 15 == base else "Takes only its base rank" if why else NO
    if dr == _STEPS or dr == _DOUBLING:
        want = step(b.piles[d][k - 1], base, dr)
        return None if card & 15 == want else needs(want - 1, card, 1, 0, 0) if why else NO  # (legal's words for the rank after want - 1's)
    if follows(b.piles[d][k - 1], card, dr, su, cut):
        return None
    return needs(b.piles[d][k - 1], card, dr, su, cut) if why else NO


def fits(b, card, d, follows):
    """The quick look of ``legal.fits_up`` (``check`` has the last word)."""
    dr = b.rules.found_dir
    if dr == _STEPS or dr == _DOUBLING:  # (one rank fits a pile: the stuck check asks about every card of the stock)
        k = b.size[d]
        return 0 < k < (b.rules.extra[_FOUND_CAP] or 13) and card & 15 == step(b.piles[d][k - 1], d - b.f0 + 1, dr)
    return check(b, card, d, False, follows, None) is None


def step(below, base, dr=_STEPS):
    """Gets the rank that goes on card ``below`` in a pile of step ``base``
    (``dr`` 4), or of Double or Quits' doubling (6)."""
    r = below & 15
    return (r + base - 1) % 13 + 1 if dr == _STEPS else r * 2 % 13


def deal_steps(b, deck, i):
    """Deals the steps' foundations their ``found_dealt`` cards from card
    ``i`` on, a row at a time (see the module docstring); gets where the
    deal goes on."""
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


def deal_doubling(b, deck, i):
    """Deals Double or Quits' foundation its first card again, the Kings
    among the first ``1 + tab`` cards moved to the deck's bottom (card ``i``
    on, the first dealt up already, is the layout's); gets where the deal
    goes on."""
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


def deal(b, deck, i):
    """Deals the second group its base cards, the shuffle's first ones of
    its base rank from card ``i`` on (after the first group's); gets where
    the deal goes on."""
    x = b.rules.extra
    n = x[_FG_PILES]
    base = x[_FG_BASE]
    got = []
    suits = 0  # (each a different suit, where the group's piles start so: Alhambra's Kings)
    for j in range(i, len(deck)):
        if deck[j] & 15 == base and not suits >> (deck[j] >> 4) & 1:
            got.append(j)
            if x[_FG_FLAGS] & _SUITS_DIFFER:
                suits |= 1 << (deck[j] >> 4)
            if len(got) == n:
                break
    for k in range(n):  # each to the front, in the shuffle's order
        j = got[k]
        c = deck[j]
        deck[i + k + 1 : j + 1] = bytes(deck[i + k : j])
        deck[i + k] = c
        b.push(b.c0 - n + k, c | FACE_UP)
    return i + n


def is_safe(b, card):
    """Checks if ``card`` may go up by itself: only a base card, which no
    card is ever built on elsewhere than up there (with a rule a pile, none:
    a card may fit two piles, or set the colours, and which one is the game)."""
    if b.rules.found_dir >= _STEPS:
        return False
    rank = card & 15
    return rank == b.base or rank == b.rules.extra[_FG_BASE]
