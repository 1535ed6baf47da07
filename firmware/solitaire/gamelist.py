"""The console's game list: every game family's records, in menu order.

A record's ``family`` names the package that plays it (``solitaire.cards``,
``solitaire.sixsuit``); the console imports that package's ``play`` module
the first time one of its games is played. Adding a family is adding its
package and its records here (see ARCHITECTURE.md).

The tile games' records are ``tilegames.py``'s, named here by id and
imported only when one is asked for (a card game's run holds none), and
without their engine (``sixsuit.engine.SIXSUIT`` is Six-Suit's whole
record; a test holds the two equal), so the menu loads nothing of their
package: a module imported at power-on stays in the heap's way, and cost
every game's session 9 KB of the device's heap.
"""

from solitaire.cards.games import GAMES, GameList

# the tile games by id (their records tilegames.py's), then the pairing and
# removal games (solitaire/pairs), the games of chance
# (solitaire/chance), the scored grids (solitaire/squares), the grids with
# gaps (solitaire/gaps) and Bowling (solitaire/bowling), each read from the
# family's own table on flash (famtable.py; assets/pairs.toml, chance.toml,
# squares.toml, gaps.toml and bowling.toml, in their order): no record of
# theirs in any run's heap, however many games it holds
MENU_GAMES = GameList(GAMES, ("sixsuit", "fortwo", "soltiles"), ("pairs", "chance", "squares", "gaps", "bowling"))
