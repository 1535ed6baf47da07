"""The console's game list: every game family's records, in menu order.

A record's ``family`` names the package that plays it (``solitaire.cards``,
``solitaire.sixsuit``); the console imports that package's ``play`` module
the first time one of its games is played. Adding a family is adding its
package and its records here (see ARCHITECTURE.md).
"""

from solitaire.cards.games import GAMES
from solitaire.cards.rules import TILES, Rules

# Six-Suit Solitaire's record without the engine (``sixsuit.engine.SIXSUIT``
# is the whole record; a test holds the two equal), so the menu does not load
# the engine.
SIXSUIT = Rules("sixsuit", "Six-Suit Solitaire", family=TILES, options=(("Assist", "assist", (True, False), ("on", "off")),))
SIXSUIT.assist = True  # the option's first value: with_options() then needs no copy

MENU_GAMES = GAMES + (SIXSUIT,)
