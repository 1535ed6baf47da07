"""The console's game list: every game family's records, in menu order.

A record's ``family`` names the package that plays it (``solitaire.cards``,
``solitaire.sixsuit``); the console imports that package's ``play`` module
the first time one of its games is played. Adding a family is adding its
package and its records here (see ARCHITECTURE.md).

The tile games' records are here without their engine (``sixsuit.engine.
SIXSUIT`` is Six-Suit's whole record; a test holds the two equal), so the
menu loads nothing of their package: a module imported at power-on stays in
the heap's way, and cost every game's session 9 KB of the device's heap.
"""

from solitaire.cards.games import GAMES
from solitaire.cards.rules import FILL_KING, FRONT, TILES, Rules

_ASSIST = ("Assist", "assist", (True, False), ("on", "off"))

SIXSUIT = Rules("sixsuit", "Six-Suit Solitaire", family=TILES, options=(_ASSIST,))
SIXSUIT.assist = True  # the option's first value: with_options() then needs no copy

# who plays a seat: 0 a person, 1-3 the computer at that level
HUMAN = 0
_SEAT1 = (0, 1, 2, 3), ("human", "cpu1", "cpu2", "cpu3")
_SEAT = (2, 3, 1, 0), ("cpu2", "cpu3", "cpu1", "human")  # seats 2-4: the computer first

FORTWO = Rules(
    "fortwo",
    "Solitaire for Two",
    family=TILES,
    options=(
        ("Players", "players", (2, 3, 4), ("2", "3", "4")),
        ("Seat1", "seat1") + _SEAT1,
        ("Seat2", "seat2") + _SEAT,
        ("Seat3", "seat3") + _SEAT,
        ("Seat4", "seat4") + _SEAT,
        _ASSIST,
        ("First", "first", (0, 1, 2, 3, 4), ("deal", "1", "2", "3", "4")),
    ),
)
for _o in FORTWO.options:  # the first values, as for SIXSUIT
    setattr(FORTWO, _o[1], _o[2][0])
del _o


# Solitaire Tiles: a card engine record, played by its own package's layer
# on the card engine (the Wilds and Swirls of Points)
SOLTILES = Rules(
    "soltiles",
    "Solitaire Tiles",
    family="soltiles",
    move=FRONT,
    fill=FILL_KING,
    draw=3,
    options=(("Mode", "mode", (0, 1), ("standard", "points")),),
)
SOLTILES.mode = 0

MENU_GAMES = GAMES + (SIXSUIT, FORTWO, SOLTILES)
