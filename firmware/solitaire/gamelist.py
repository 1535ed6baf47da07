"""The console's game list: every game family's records, in menu order.

A record's ``family`` names the package that plays it (``solitaire.cards``,
``solitaire.sixsuit``); the console imports that package's ``play`` module
the first time one of its games is played. Adding a family is adding its
package and its records here (see ARCHITECTURE.md).
"""

from solitaire.cards.games import GAMES
from solitaire.sixsuit.games import GAMES as TILE_GAMES

MENU_GAMES = GAMES + TILE_GAMES
