"""Foundations in two to four groups, each with its own base, direction,
suit rule and size (Bisley: four up from the Ace, four down from the King),
for the records that set ``fg_piles`` (the engine imports this module only then;
a rule a pile is ``fpiles.py``'s). The record's ``found_*`` fields are the
first group's; the second group is the ``fg_piles`` foundations after it,
with the places of ``Rules.extra`` below (build_catalogue's EXTRA). A group's
direction 16 builds up by twos round the corner (the Aces' piles A 3 5 ...
K 2 4 ... Q, the 2s' 2 4 ... Q A 3 ... K: Even and Odd, Royal Cotillion),
its size its ``fg_cap``/``fg_cap_first``; ``order.follows`` knows steps of
one only, so this module checks it (``twos``); direction 17 takes only
whole suits off the tableau, King to Ace (``legal.py`` checks those, as
Spider's); direction 24 builds down by twos to the Ace or the 2, each pile
as many cards as its cap (Dorothy's Nines and Tens: 9 7 5 3 A, 10 8 6 4 2),
``rule`` giving it as ``order.follows``' tab_dir 14 with no ring. A third group and a fourth
(``fg_third``, ``fg_fourth``: a byte each, base | direction << 4), of
``fg_piles`` piles each after the second, by its suit rule, build down to
the Ace or up to the King, or hold their base card alone (Captive Queens'
Fives, Sixes and Queens; Racing Aces' Aces, Sixes, Sevens and Kings), or
build up by twos to the deck's last rank (Royal Rendezvous' 2s to the
Queen; Carousel's odds, 3 to the Jack of a deck without Kings); ``fg_later``
(a third group dealt its base cards after the second's: ``fgdeal.py``, as
the second's are) starts a fourth group's piles each with a different suit (Royal Rendezvous' 2s and Kings),
or each group's with a different colour (Diavolo's pairs of Aces, beside a
third and a fourth group taking whole sequences in alternate colours, as
the second's direction 17 does). A group of every card of its base rank
(3: Big Bertha's Kings) takes them by its suit rule (Carousel's Aces,
alternating colours).
"""

from micropython import const

from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards.order import RING, follows, suit_ok
from solitaire.cards.piles import NO

# places in Rules.extra
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_DIR = const(26)
_FG_SUIT = const(27)
_FG_CAP = const(28)
_FG_CAP_FIRST = const(29)
_FG_FLAGS = const(31)
_STRIP = const(34)  # the stripped deck's ranks: its high nibble the ranks left out below the King
_FG_THIRD = const(44)  # a third group: its base | its direction << 4
_FG_FOURTH = const(47)  # a fourth group, as the third
_FG_LATER = const(60)  # bits: 1 the third group dealt (fgdeal.py), _FOURTH_DIFFER, _COLOURS_DIFFER
_FOURTH_DIFFER = const(2)  # the fourth group's piles each start with a different suit
_COLOURS_DIFFER = const(4)  # a group's piles each start with a different colour (Diavolo)

_SAME_RANK = const(3)  # fg_dir: every card of the base rank, any suit (a Kings pile)
_TWOS = const(16)  # found_dir or fg_dir: up by two, round the corner (rules.py)
_TWOS_DOWN = const(24)  # found_dir or fg_dir: down by two to the Ace or the 2 (rules.py)
_FOLLOWS_TWOS_DOWN = const(14)  # order.follows' direction for it (a tab_dir's: Mount Olympus)
_SUITS_DIFFER = const(1)  # fg_flags: a group's piles start with different suits
_WRAP = const(2)  # fg_flags: the second group goes round from King to Ace
_COLOURS = const(4)  # fg_flags: the first group's bases red, the second's black (Little Spider)
_ALONE = const(5)  # a third or fourth group's direction: its base card alone (Captive Queens' Queens)
_BY_TWOS = const(6)  # a third or fourth group's direction: up by twos (_TWOS; 16 is no nibble) to the deck's last rank (Royal Rendezvous' 2s to the Queen, Carousel's odds 3 to the Jack with no Kings)
_BY_SUITES = const(7)  # a third and a fourth group's: whole sequences in alternate colours (_SUITES: legal.py's check, Diavolo)
_SUITES = const(17)  # fg_dir: the second group takes whole suits off the tableau, King to Ace (legal.py's check; Lady Cadogan)


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity,
    the group's first pile, the pile after its last)."""
    x = b.rules.extra
    n = x[_FG_PILES]
    g = b.c0 - n * (1 + (x[_FG_THIRD] > 0) + (x[_FG_FOURTH] > 0))  # the second group's first pile
    if d >= g + n:  # a third or fourth group: the ranks end at the Ace and the King (cut 0)
        i = (d - g) // n
        v = x[_FG_THIRD if i == 1 else _FG_FOURTH]
        g += i * n
        w = v >> 4
        if w == _BY_TWOS:
            return v & 15, _TWOS, x[_FG_SUIT], 0, (14 - (x[_STRIP] >> 4) - (v & 15)) // 2, g, g + n
        return v & 15, _SUITES if w == _BY_SUITES else w, x[_FG_SUIT], 0, 1 if w == _ALONE else 13, g, g + n
    if d >= g:
        base = x[_FG_BASE]
        d = x[_FG_DIR]
        if d == _TWOS_DOWN:  # (order.follows' step down by two; no ring, so cut 0)
            return base, _FOLLOWS_TWOS_DOWN, x[_FG_SUIT], 0, x[_FG_CAP] or 13, g, g + n
        cut = RING if x[_FG_FLAGS] & _WRAP else base if d != 0 else base % 13 + 1  # (order.ring_cut; 0: down)
        return base, d, x[_FG_SUIT], 0 if cut == 1 else cut, x[_FG_CAP] or 13, g, g + n
    if b.rules.found_dir == _TWOS_DOWN:  # (as the second group's, apart: the other records pay one test)
        __import__("solitaire.cards.fgdeal", None, None, ("bind",)).bind()  # (its takes_of bound over auto's: the rank two below a top card asked; before a card is up, the first one checked)
        return b.base, _FOLLOWS_TWOS_DOWN, b.rules.found_suit, 0, x[_FG_CAP_FIRST] or 13, b.f0, g
    return b.base, b.rules.found_dir, b.rules.found_suit, b.found_cut, x[_FG_CAP_FIRST] or 13, b.f0, g


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``needs``: legal.py's words for what a card needs)."""
    base, dr, su, cut, cap, g0, g1 = rule(b, d)
    if dr == _SUITES:  # (a whole suit is legal.py's to check, as every game's)
        return "Only a whole suit, King to Ace, goes there" if why else NO
    k = b.size[d]
    if not k:
        if card & 15 != base:
            return "Starts with the base rank" if why else NO
        if b.rules.extra[_FG_FLAGS] & _SUITS_DIFFER or b.rules.extra[_FG_LATER] & _FOURTH_DIFFER and g1 == b.c0:  # (the fourth group's alone: the last)
            for p in range(g0, g1):
                if b.size[p] and not (b.piles[p][0] ^ card) & 0x70:
                    return "A pile of that suit is there" if why else NO
        if b.rules.extra[_FG_LATER] & _COLOURS_DIFFER:
            for p in range(g0, g1):
                if b.size[p] and SUIT_COLOUR[b.piles[p][0] >> 4 & 7] == SUIT_COLOUR[card >> 4 & 7]:
                    return "A pile of that colour is there" if why else NO
        return None
    if k >= cap:
        return "That foundation is full"
    if dr == _SAME_RANK:
        return None if card & 15 == base and suit_ok(b.piles[d][k - 1], card, su) else ("Takes only its base rank" if card & 15 != base else "Needs the other colour") if why else NO  # (by the group's suit rule: Carousel's Aces in alternating colours; a Kings pile's any suit)
    if dr == _TWOS:
        a = b.piles[d][k - 1]
        if twos(a, card, su):
            return None
        return needs(a & 0xF0 | (a & 15) % 13 + 1, card, 1, su, RING) if why else NO  # (legal's words for the rank after the one above the top: 1, up)
    if follows(b.piles[d][k - 1], card, dr, su, cut):
        return None
    return needs(b.piles[d][k - 1], card, dr, su, cut) if why else NO


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s;
    ``check`` has the last word)."""
    k = b.size[d]
    if k:  # the ranks first, before the rule's look: a rank from the top, or a Kings pile's own
        s = (card & 15) - (b.piles[d][k - 1] & 15)
        if s != 1 and s != -1 and s != 12 and s != -12 and s and s != 2 and s != -11 and (s != -2 or b.rules.found_dir != _TWOS_DOWN):  # (2, -11: up by twos; -2: down, Dorothy's alone, the others' checks not asked)
            return False
    return check(b, card, d, False, None) is None


def twos(a, c, su):
    """Checks if card ``c`` goes on card ``a`` up by two round the corner
    (a Queen, then an Ace; a King, then a 2) by suit rule ``su``."""
    return c & 15 == ((a & 15) + 1) % 13 + 1 and suit_ok(a, c, su)
