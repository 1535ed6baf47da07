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

Goal 11 (Flow, Wading Pool): goal 1 with the reserve piles sorted too,
whole suits on each as on the tableau (their piles build as it does).

Goal 8 (Bavarian, German): the tableau sorted by its own build rule (up,
any suit, a King on an Ace), no foundations: won as goal 1 when every
tableau pile is one sequence by that rule, of any length.

Goal 9 (Pile Up): the same by a tableau built on its own rank, each pile
a whole rank: all of the rank's cards in the deck, one a suit set.

Goal 3 (Trusty Twelve, Bunker): won when the stock and the waste are empty.

Goal 6 (Double or Quits): won when the foundations are full, ``found_cap``
cards each (its 48 but the Kings, which stay where they are).

Goal 5 (Ninety-One): won when every tableau pile has a top card and their
ranks (Ace 1, Jack 11, Queen 12, King 13) total 91, once a card has moved
(the text: "move cards so the top cards of the piles total to 91"; one deal
in thirty is dealt at 91). Its hint is ``nearest``.
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.legal import follows
from solitaire.cards.piles import STOCK, WASTE

_DOWN = const(0)  # rules.DOWN
_SAME_SUIT = const(1)  # rules.SAME_SUIT
_ALT_COLOUR = const(2)  # rules.ALT_COLOUR
_STOCK_GOAL = const(3)
_TOTAL_GOAL = const(5)
_FULL_GOAL = const(6)
_OWN_GOAL = const(8)
_RANKS_GOAL = const(9)
_SORT_ALL = const(11)  # the reserve piles sorted too (Flow)
_FOUND_CAP = const(12)  # a place in Rules.extra
_TOTAL = const(91)  # (thirteen piles: their ranks' mean, 7, a pile)


def won(b):
    """Checks if the board's goal is reached (see the module docstring)."""
    size = b.size
    goal = b.rules.goal
    if goal == _TOTAL_GOAL:
        return b.nmoves > 0 and total(b) == _TOTAL
    if goal == _FULL_GOAL:
        return sum(size[b.f0 : b.c0]) == b.rules.found * b.rules.extra[_FOUND_CAP]
    if size[STOCK] or size[WASTE]:
        return False
    if goal == _STOCK_GOAL:
        return True
    t0 = b.r0 if goal == _SORT_ALL else b.t0  # (11: the reserve piles are sorted as the tableau's)
    for p in range(b.c0, t0):  # the cells and the reserve
        if size[p]:
            return False
    own = _OWN_GOAL <= goal <= _RANKS_GOAL  # (by the tableau's own rule, piles of any length; 9, a whole rank a pile)
    way = b.rules.tab_dir if own else _DOWN
    suit = b.rules.tab_suit if own else _ALT_COLOUR if goal == 2 else _SAME_SUIT
    cut = b.tab_cut
    for p in range(t0, b.npiles):
        k = size[p]
        if k % 13 and not own or goal == _RANKS_GOAL and k % b.rules.sets:
            return False
        pile = b.piles[p]
        for i in range(k):
            if not pile[i] & FACE_UP or i and not follows(pile[i - 1], pile[i], way, suit, cut):
                return False
    return True



def total(b):
    """Gets the tableau piles' top cards' ranks added up, or 0 while a pile
    is empty (goal 5: every pile's top card counts)."""
    n = 0
    for p in range(b.t0, b.npiles):
        if not b.size[p]:
            return 0
        n += b.top(p) & 15
    return n


def nearest(b, moves):
    """Gets goal 5's hint among ``moves`` (one card each, tableau to
    tableau): the move after which the top cards total nearest 91, or one
    that fills a space while a pile is empty; None when there is none. A
    card moved from a pile of two or more onto a card changes the total by
    the card it uncovers less the card it covers."""
    t = total(b)
    best = None
    best_v = 999
    size = b.size
    piles = b.piles
    # each pile's top rank (0: a space) and the rank a move from it uncovers
    # (0: it would empty the pile), read once: 156 moves, each reading its
    # piles (a call for a top card), cost 1.8M fuel from .mpy
    tops = bytearray(b.npiles)
    under = bytearray(b.npiles)
    for p in range(b.npiles):
        k = size[p]
        if k:
            tops[p] = piles[p][k - 1] & 15
        if k > 1:
            under[p] = piles[p][k - 2] & 15
    for m in moves:
        u = under[m & 0xFF]
        if not u:
            continue  # (it would empty a pile)
        td = tops[(m >> 8) & 0xFF]
        if not td:
            return m  # a space filled: every pile counts again
        if not t:
            continue
        v = t + u - td - _TOTAL
        v = v if v >= 0 else -v
        if v < best_v:
            best = m
            best_v = v
    return best
