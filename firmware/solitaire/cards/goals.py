"""The goals other than every card up (a record's ``goal``, rules.py): loaded
only by a game that has one (``Board.won``).

Goal 1 (Spider One Suit, Simon Says, Fred's Spider) and 2 (Yukon Kings,
SpiderCells): the tableau sorted. Won when the stock, the waste, the cells
and the reserve are empty and every tableau pile is whole suits, all face up:
a multiple of 13 cards, each card one lower than the card under it (in suit;
in 2, of the other colour), King on Ace where the game lets a King go on an
Ace (a pile may then turn the corner: 5 down to Ace, King down to 6). The
cards not on the tableau are on the foundations, when the game has them
(Fred's Spider: sorted on the tableau or up there).

Goal 3 (Trusty Twelve, Bunker): won when the stock and the waste are empty.
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.legal import follows
from solitaire.cards.piles import STOCK, WASTE

_DOWN = const(0)  # rules.DOWN
_SAME_SUIT = const(1)  # rules.SAME_SUIT
_ALT_COLOUR = const(2)  # rules.ALT_COLOUR
_STOCK_GOAL = const(3)


def won(b):
    """Checks if the board's goal is reached (see the module docstring)."""
    size = b.size
    if size[STOCK] or size[WASTE]:
        return False
    goal = b.rules.goal
    if goal == _STOCK_GOAL:
        return True
    for p in range(b.c0, b.t0):  # the cells and the reserve
        if size[p]:
            return False
    suit = _SAME_SUIT if goal == 1 else _ALT_COLOUR
    cut = b.tab_cut
    for p in range(b.t0, b.npiles):
        k = size[p]
        if k % 13:
            return False
        pile = b.piles[p]
        for i in range(k):
            if not pile[i] & FACE_UP or i and not follows(pile[i - 1], pile[i], _DOWN, suit, cut):
                return False
    return True

