"""Solitaire Tiles' snapshot of a saved game, put back at the resume
(``rebuild.restore``): the layer's state after the piles, and the deal's
tiles to check the piles against. Loaded only there (``play.restore_tail``,
``Tiles.deck_cards``): kept in the engine, its code was heap every run held.
"""

from micropython import const

from solitaire.cards.board import Board
from solitaire.soltiles.legal import is_stand_in

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_BLACK_WILD = const(0x7F)
_NO_PLACE = const(0xFF)
_RED_WILD = const(0x6F)
_ST_SIZE = const(13)
_SWIRL_SEAT = const(3)
_TURN = const(0)


def restore_tail(b, rest):
    """Restores what ``Tiles.key()`` holds after the piles."""
    if len(rest) != 5 + _ST_SIZE:
        raise ValueError("snapshot too short")
    for w in range(2):
        v = rest[1 + w]
        if v != _NO_PLACE and not (v >> 4 < b.rules.found and v & 15 < b.size[b.f0 + (v >> 4)]):
            raise ValueError("bad Wild place")
    b.recycles = rest[0]
    b.wild_up[0:2] = rest[1:3]
    b.fresh = rest[3] & 15
    b.over = rest[4] & 1
    b.st[:] = rest[5:]
    if b.st[_TURN] > 1 or b.st[_SWIRL_SEAT] > 1:
        raise ValueError("bad turn")


def deck_cards(b):
    """The card engine's, with each Wild in play as the Wild it is."""
    out = Board.deck_cards(b)
    for w in range(2):
        v = b.wild_up[w]
        if v != _NO_PLACE:
            out.remove(b.piles[b.f0 + (v >> 4)][v & 15] & 0x7F)
            out.append(_RED_WILD if w == 0 else _BLACK_WILD)
    for i in range(len(out)):
        if is_stand_in(out[i]):
            out[i] = out[i] | 15
    out.sort()
    return out
