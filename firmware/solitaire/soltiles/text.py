"""Solitaire Tiles' rules screen: the card games' sentences of its record
(tiles for cards), the end and the victories, and the Points version.

The record's sentences are written out here as ``cards/text.py`` words
them (no option of the game changes them; ``tests/test_soltiles.py``
checks they are the same): that module's code, some 30 KB of heap, and the
names it would make for good, stay out of the run (docs/heap.md, tiles35).
"""

from micropython import const

from solitaire.console.lines import Lines

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_POINTS = const(1)
_STANDARD = const(0)
_TWO = const(2)

_CARDS = (
    "Tiles: 52, a standard deck.",
    "Goal: every tile up (the ultimate victory); 10 or more up is a common one.",
    "Foundations: four; start with an Ace; build up in suit. Cards up there stay.",
    "Tableau: seven piles of 1-2-3-4-5-6-7 cards, 21 of them face down.",
    "On the tableau build down in alternate colours.",
    "A pile's face-up cards move all together, or its top card alone.",
    "A space takes only a King.",
    "Stock: deals 3 cards to the waste, whose top card plays. Turn the waste over as often as you like.",
)
_END_LINES = (
    "Nothing is compelled: no tile moves by itself, an Ace too.",
    "The game ends when no move is left, or when you end it (pause menu). All 52 up: ultimate victory; 10 or more: common victory.",
)
_POINTS_LINES = (
    "Points: 56 tiles, with two Wilds (red, black) and two Swirls; 28 in the stock.",
    "Claim a Wild or a Swirl from the top of the play pile or a compartment's front (A on it). You own two at most. An unclaimed one blocks its pile.",
    "A Wild (the hand, top row) goes onto a sequence as the tile of its colour one rank below, or up as the next tile of a suit of its colour (an Ace on an empty foundation). It then moves as that tile. While nothing is on it, the tile it stands for may replace it; the Wild is retired.",
    "A Swirl plays after the turn it was claimed in (a turn starts at a draw): it draws one. While it is active draws turn one, a foundation's top tile may come back onto a sequence, and two tiles of one rank and colour in two sequences may swap. It is retired at a draw made while the play pile's top can't play; that draw turns three.",
    "Score: Ace 1, 2-10 their value, J Q K 15. Tiles up count for you; tiles in the stock, the play pile, and each compartment's face-down and front tiles count against; sequences are neutral. All 52 up: 100 more (500). Specials count 0.",
    "At the end each special you own voids the least valuable foundation that has tiles.",
    "Goal: 1000 points over as many games as it takes.",
)


_TWO_LINES = (
    "Two players: seat 1 has the colour set up, seat 2 the other. A seat scores only its colour's tiles it puts up; the other colour's put up score nothing (and deny them).",
    "A turn: one draw (none in the game's first turn) and plays, then a knock (A, or hold A, on the stock). With your own Swirl active, draws turn one and may repeat.",
    "Each seat loses its colour left over and 20 a special it owns; the 52nd tile up brings 100. The game ends when neither seat can play: both go through a whole pass of the stock without a play (the last tile drawn goes round to the other seat too).",
    "A match: three games, won by games won (then points), or by points (then games).",
)


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    out = list(_CARDS)
    for s in _END_LINES:
        out.append(s)
    if rules.mode != _STANDARD:
        for s in _POINTS_LINES if rules.mode == _POINTS else _POINTS_LINES[:-2]:
            out.append(s)
    if rules.mode == _TWO:
        for s in _TWO_LINES:
            out.append(s)
    return Lines(out, width)
