"""A reserve pile that takes cards (Rules.extra's ``reserve_takes``,
``intake.py``'s docstring has the rules): whether a move onto one is
legal, and why not (``check``). ``legal.check`` asks it through
``intake.check``, only for a move onto such a pile; ``intake.py``,
loaded for the listing, has the same rule inline."""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.order import follows
from solitaire.cards.piles import K_FOUND, K_RESERVE, K_WASTE, NO, WASTE

_RESERVE_TAKES = const(40)
_ANY = const(1)  # reserve_takes & 3: any card onto any
_CELLS = const(3)  # reserve_takes: each pile a cell once empty
_KING = const(13)
_RESERVE_BUILDS = const(48)
_EQUAL = const(1)  # reserve_builds: cards of its top card's rank, never into an empty pile
_WASTE_PILES = const(54)  # 1: only the face-up stock's card comes in (New York)
_PLAY_BITS = const(57)
_WASTE_TO_EMPTY = const(2)  # play_bits: a waste card only into the reserve empty
_SHUT = const(4)  # play_bits: an empty reserve pile takes no card (Wading Pool, with reserve_builds 2)


def _fits(b, y, onto, card):
    """Checks if ``card`` may go on reserve card ``onto`` by reserve_builds ``y``."""
    r = b.rules
    return not (onto ^ card) & 15 if y == _EQUAL else follows(onto, card, r.tab_dir, r.tab_suit, b.tab_cut)


def check(b, src, dst, n, why):
    """Gets None when ``n`` cards of pile ``src`` may go onto reserve pile
    ``dst``, else why not (``NO`` when ``why`` is False)."""
    x = b.rules.extra[_RESERVE_TAKES]
    ks = b.kind[src]
    if ks == K_RESERVE and x != _CELLS or ks == K_FOUND or src == dst or not b.size[src] or not b.top(src) & FACE_UP:
        return "Cards can't go there"
    if src != WASTE and b.rules.extra[_WASTE_PILES]:
        return "Only the stock's card" if why else NO
    if n != 1:
        return "One card at a time"
    k = b.size[dst]
    y = b.rules.extra[_RESERVE_BUILDS]
    if x == _CELLS and k and y:  # (Willow's fans, Bear River's holes)
        if _fits(b, y, b.top(dst), b.top(src)):
            return None
        if y == _EQUAL or not why:
            return "Only its own rank goes there" if why else NO
        from solitaire.cards.why import needs

        return needs(b.top(dst), b.top(src), b.rules.tab_dir, b.rules.tab_suit, b.tab_cut)
    if x == _CELLS and (y == _EQUAL or b.rules.extra[_PLAY_BITS] & _SHUT):
        return "An empty one there takes no card"
    if x == _CELLS:
        return "Only into an empty pile" if k else "That changes nothing" if ks == K_RESERVE and b.size[src] == 1 else None
    if x >> 2 and k >= x >> 2:
        return "The reserve is full" if why else NO
    if k and ks == K_WASTE and b.rules.extra[_PLAY_BITS] & _WASTE_TO_EMPTY:
        return "From the waste only into it empty" if why else NO
    card = b.top(src) & 15
    if x & 3 == _ANY:
        return None
    if not k:
        return None if card == _KING else "Only a King goes there" if why else NO
    return None if card == b.top(dst) & 15 else "Only its own rank goes there" if why else NO

