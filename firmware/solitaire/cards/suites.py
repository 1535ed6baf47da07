"""Whole suites going up (Spider's, Scorpion's, a group's of Lady Cadogan's or
Diavolo's: ``found_takes`` 1, ``fg_dir`` 17, ``fg_fourth`` 7): loaded only by
those records, as the game opens (``legal._choose``: ``Board.redeal`` asks it,
with a group's module, not in ``Play.loads``' tick: 2.08M fuel there), so no
other game holds the code (Tiles' and Klondike's runs never ask it). ``legal.py`` and
``auto.py`` ask ``found_check``, ``moves``, ``foundation_move`` and ``forced_move`` here."""

from micropython import const

from solitaire.cards.legal import check, suit_ok, top_rank
from solitaire.cards.piles import encode

_FACE_UP = const(0x80)
_K_TAB = const(5)
_ALT_COLOUR = const(2)
_FOUND_CAP = const(12)
_POCKET = const(23)
_FG_PILES = const(24)

WHOLE_SUIT = "Only a whole suit, King to Ace, goes up"  # (legal.check's too, for these records)


def found_check(b, src, dst, n):
    """``legal.check``'s answer for a whole suit onto foundation ``dst``."""
    r = b.rules
    if b.kind[src] != _K_TAB and not r.extra[_POCKET] or n != 13:  # (Tabbycat's tail, a pocket: its whole sequence goes up too, pocket.py)
        return WHOLE_SUIT
    if b.size[dst] + 13 > (r.extra[_FOUND_CAP] or 13):  # (more: Manx's takes four)
        return "That foundation is full"
    pile = b.piles[src]
    j = b.size[src] - 13
    if j < 0:
        return WHOLE_SUIT
    want = top_rank(b)
    for i in range(j, j + 13):
        c = pile[i]
        # each card by the foundations' suit rule on the one below it (Manx's: any
        # suits; Scorpion Tail's: alternating colours)
        if not c & _FACE_UP or c & 15 != want or i > j and not suit_ok(pile[i - 1], c, _ALT_COLOUR if r.extra[47] >> 4 == 7 else r.found_suit):
            return WHOLE_SUIT
        want = want - 1 if want > 1 else 13
    return None


def moves(b, s, g, out):
    """Adds to ``out`` the move of pile ``s``'s whole suit up (``legal_moves``; ``g``
    the second group's first foundation): onto the first foundation that may take it."""
    r = b.rules
    for d in range(g if r.extra[26] == 17 else g - r.extra[_FG_PILES] if r.extra[47] >> 4 == 7 else b.f0, b.c0):  # (26: fg_dir 17, the second group's whole suits; 47's 7, the third's and the fourth's)
        if not b.size[d] or r.extra[_FOUND_CAP]:  # (Manx's takes four)
            m = encode(s, d, 13)
            if check(b, m, -1, False) is None:
                out.append(m)
            break


def foundation_move(b, src):
    """``auto.foundation_move``'s: a whole suit ends with the base card on top;
    empty foundations are all alike, so one check (13 cards long) is enough."""
    k = b.size[src]
    if b.kind[src] != _K_TAB or k < 13 or b.piles[src][k - 1] & 15 != b.base:
        return None
    for d in range(b.f0, b.c0):
        if not b.size[d] or b.size[d] + 13 <= b.rules.extra[_FOUND_CAP]:  # (Manx's one takes four; Scorpion Tail's two each two, the second once the first is full)
            m = encode(src, d, 13)
            return m if b.check(m, -1, False) is None else None
    return None


def forced_move(b):
    """``after.forced_move``'s: a finished suit goes up at once."""
    for p in range(b.t0, b.npiles):
        if b.size[p] >= 13:
            m = foundation_move(b, p)
            if m is not None:
                return m
    return None
