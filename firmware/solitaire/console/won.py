"""A won card game's screen (``Won``): loaded as it shows and dropped (on
the device) as it closes, so no game holds its code while it plays."""

from micropython import const

from solitaire.console import tiles as T
from solitaire.console.screens import heading, text_page

# the numbers of other modules it uses (buttons.py's keys, screens.py's
# kind), as its own consts: tests/test_heap_levers.py holds them equal
_A = const(4)
_B = const(5)
_WIN = const(4)


class Won:
    """A won game's screen: A deals the next deal, B goes to the menu."""

    kind = _WIN

    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        app.forget("solitaire.console.won")  # (its code: a game plays without it)
        if k == _A:
            app.start(app.gi, app.play.board.deal_no + 1)
        elif k == _B:
            app.show_menu(app.gi)

    def draw(self):
        app = self.app
        scr = app.screen
        text_page(scr)
        scr.put_text(1, 3, "*  YOU WON!  *", T.INVERT)
        scr.put_text(3, 1, heading(app, app.gi, app.play.board.deal_no))
        scr.put_text(4, 1, "%d moves" % app.player_moves)
        scr.put_text(6, 1, "A: next deal")
        scr.put_text(7, 1, "B: game menu")
