"""A reserve pile that takes cards, for the records that set Rules.extra's
``reserve_takes`` (place 40, build_catalogue's EXTRA; ``legal.py`` imports
this module only then): 1, any card goes onto any (Needle, Haystack); 2, a
King into it empty, then cards of its top card's rank (Batsford's Kings);
3, several reserve piles building nothing, each a cell once empty, taking
a card from another reserve pile too (Carthage), or, by Rules.extra's
``reserve_builds`` (place 48), building: 1, cards of its top card's rank,
never into an empty pile (Willow's fans); 2, by the tableau's rule, any
card into an empty pile (Bear River's holes). The bits from 4 up are the
most cards it holds (Haystack's 8, Batsford's three, Zerline's four), 0
none; Rules.extra's ``play_bits`` (place 57) bit 2, a waste card only
into it empty (Zerline). Single cards only, from any pile but a foundation
(or, but for 3, a reserve); with Rules.extra's ``waste_piles`` (place 54)
only the face-up stock's top card (stock 3: its cards lie in the waste's
pile), the reserve piles the seed's waste piles (New York, Gotham).

This module is the moves' listing (``moves``: ``legal_moves`` asks it of
every pile), the rule inline; ``inrule.py`` has the rule with its words
(``check``, which ``legal.check`` asks of a move onto a reserve pile
through this module's). Apart, the first listing loads some 0.8 KB of
``.mpy``, not the whole 1.5 KB: New York's hint slice that first listed
its moves cost 2,002,000 fuel with the whole load in it."""

from sys import modules

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.order import follows
from solitaire.cards.piles import K_FOUND, K_RESERVE, K_WASTE, WASTE, encode

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


def moves(b, s, out):
    """Adds to ``out`` the moves of pile ``s``'s top card onto a reserve
    pile (``inrule.check``'s rule inline: asked of every pile in each
    listing)."""
    n = b.size[s]
    x = b.rules.extra[_RESERVE_TAKES]
    if not n or b.kind[s] == K_FOUND or b.kind[s] == K_RESERVE and x != _CELLS or not b.piles[s][n - 1] & FACE_UP or s != WASTE and b.rules.extra[_WASTE_PILES]:
        return
    top = b.piles[s][n - 1]
    card = top & 15
    y = b.rules.extra[_RESERVE_BUILDS]
    empty = y == _EQUAL or b.rules.extra[_PLAY_BITS] & _SHUT or b.kind[s] == K_RESERVE and n == 1  # (a pile's one card into another empty pile: the same position; none at all, reserve_shut)
    for d in range(b.r0, b.t0):
        k = b.size[d]
        if x == _CELLS:
            if k:
                if y and d != s and (not (b.piles[d][k - 1] ^ top) & 15 if y == _EQUAL else follows(b.piles[d][k - 1], top, b.rules.tab_dir, b.rules.tab_suit, b.tab_cut)):  # (inrule._fits)
                    out.append(encode(s, d, 1))
            elif not empty:
                out.append(encode(s, d, 1))
                empty = True  # (empty piles are alike: the first stands for them)
        elif x >> 2 and k >= x >> 2 or k and b.kind[s] == K_WASTE and b.rules.extra[_PLAY_BITS] & _WASTE_TO_EMPTY:
            continue  # (full; or a waste card onto its cards)
        elif (x & 3 == _ANY or card == (b.piles[d][k - 1] & 15 if k else _KING)) and not (empty and not k):
            out.append(encode(s, d, 1))
            empty = empty or not k  # (New York's empty waste piles alike too)


def check(b, src, dst, n, why):
    """``inrule.check``: legal.py names this module alone (a second long
    name there would be a string more in every card game's heap). Looked
    up, not imported again: an import in a function costs some 44k fuel
    from ``.mpy``, a power-on's rebuild asking it of every saved move onto
    a reserve pile."""
    return (modules.get("solitaire.cards.inrule") or __import__("solitaire.cards.inrule") and modules["solitaire.cards.inrule"]).check(b, src, dst, n, why)
