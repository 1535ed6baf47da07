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

from solitaire.cards.games import GAMES, GameList
from solitaire.cards.rules import FILL_KING, FRONT, TILES, Rules

# (No module-level helpers for the option tuples: every name here is a qstr
# in every game's heap; ARCHITECTURE.md, "What costs heap on the device".)
SIXSUIT = Rules("sixsuit", "Six-Suit Solitaire", family=TILES, options=(("assist", (True, False), ("on", "off")),))

# who plays a seat: 0 a person, 1-3 the computer at that level (seats 2-4:
# the computer first)
HUMAN = 0

FORTWO = Rules(
    "fortwo",
    "Solitaire for Two",
    family=TILES,
    options=(
        ("players", (2, 3, 4), ("2", "3", "4")),
        ("seat1", (0, 1, 2, 3), ("human", "cpu1", "cpu2", "cpu3")),
    )
    # (seats 2-4 share one pair of tuples, made once)
    + tuple((seat, (2, 3, 1, 0), ("cpu2", "cpu3", "cpu1", "human")) for seat in ("seat2", "seat3", "seat4"))
    + (
        ("assist", (True, False), ("on", "off")),
        ("first", (0, 1, 2, 3, 4), ("deal", "1", "2", "3", "4")),
    ),
)

# Solitaire Tiles: a card engine record, played by its own package's layer
# on the card engine (the Wilds and Swirls of Points, two players)
SOLTILES = Rules(
    "soltiles",
    "Solitaire Tiles",
    family="soltiles",
    move=FRONT,
    fill=FILL_KING,
    draw=3,
    options=(
        ("mode", (0, 1, 2), ("standard", "points", "two")),
        ("players", (2,), ("2",)),  # (two: for --players 2)
        ("seat2", (0, 1), ("human", "cpu")),
        ("colour", (1, 0), ("red", "black")),  # seat 1's
        ("match", (0, 1), ("games", "points")),  # three games, won by
    ),
)

# then the pairing and removal games (solitaire/pairs), the games of chance
# (solitaire/chance), the scored grids (solitaire/squares), the grids with
# gaps (solitaire/gaps) and Bowling (solitaire/bowling), each read from the
# family's own table on flash (famtable.py; assets/pairs.toml, chance.toml,
# squares.toml, gaps.toml and bowling.toml, in their order): no record of
# theirs in any run's heap, however many games it holds
MENU_GAMES = GameList(GAMES, (SIXSUIT, FORTWO, SOLTILES), ("pairs", "chance", "squares", "gaps", "bowling"))
