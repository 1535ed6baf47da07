"""The console's own screens: the pause menu, the rules and the list every
menu draws (the game menu is ``menu.py``, a card game's win screen
``won.py``: loaded only as it shows). Each is a small object with
``key(k)`` and ``draw()`` (and ``kind``, one of the numbers below) that the
App shows; ``back`` is the screen that Back returns to. The statistics, settings, About and notices are
in ``panels.py``; a game in play is its family's ``Play`` object.
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.buttons import A, B, B_HOLD, DOWN, LEFT, RIGHT, UP

# what kind of screen shows (App.state)
MENU = 0
PLAY = 1
PAUSE = 2
RULES = 3
WIN = 4  # the game is over: a win screen, or a scored game's score sheet
SHEET = 5  # a scored game's score sheet, from the pause menu
# the panels (panels.py), numbered apart so that more can come before them
STATS = 20
SETTINGS = 21
NOTICE = 22
ABOUT = 23  # from the settings

# pause menu items
_P_RESUME = const(0)
_P_EXTRA = const(1)  # the family's own item: the hint, the score sheet (Play.extra_label)
_P_UNDO = const(2)
_P_NEW = const(3)
_P_RESTART = const(4)
_P_DEAL = const(5)
_P_RULES = const(6)
_P_QUIT = const(7)
_P_OPTION = const(9)  # _P_OPTION + i: option i
_PAUSE_LABELS = ("Resume", "", "Undo", "New deal", "Restart deal", "Deal", "Rules", "Quit to menu")
_P_STATS = const(-1)  # (negative: apart from _P_OPTION + i)
_P_SETTINGS = const(-2)


def text_page(scr):
    """Makes the screen model a blank text page."""
    scr.mode = S.TEXT
    scr.msg_on = False
    scr.clear_text()


def title(scr, text):
    scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
    scr.put_text(0, 1, text, T.INVERT)


def fit(s, n):
    """Gets ``s`` shortened to ``n`` characters at most at a word's end, so
    that no word shows cut ("Six-Suit", not "Six-Suit Solitai"); a first
    word longer than ``n``: its first ``n`` characters."""
    if len(s) <= n:
        return s
    at = s.rfind(" ", 0, n + 1)
    return s[:at] if at > 0 else s[:n]


def heading(app, gi, deal):
    """Gets a text screen's heading for game ``gi`` and its deal ("Klondike
    #4") within a line after its first column: where the name is too long
    for it, the menu's short name (19 characters at most), and where the deal
    doesn't fit beside it, the name alone (no "#")."""
    name = app.games[gi].name
    if len(name) >= S.TEXT_COLS:
        name = app.games.name(gi)
    text = "%s #%d" % (name, deal)
    return text if len(text) < S.TEXT_COLS else name


class ListScreen:
    """A title, a list with one line selected (scrolled to keep it in view)
    and a footer."""

    def __init__(self, app):
        self.app = app
        self.sel = 0
        self.scroll = 0
        self.back = None

    def draw_list(self, head, n, labels, footer):
        """Draws lines ``labels(j)`` of ``n`` (only those in view are asked for)."""
        scr = self.app.screen
        text_page(scr)
        title(scr, head)
        rows = S.TEXT_ROWS - 2
        if self.sel < self.scroll:
            self.scroll = self.sel
        if self.sel >= self.scroll + rows:
            self.scroll = self.sel - rows + 1
        for i in range(rows):
            j = self.scroll + i
            if j < n:
                inv = T.INVERT if j == self.sel else 0
                t = labels(j)
                scr.put_text(i + 1, 0, (">" if inv else " ") + t + " " * (S.TEXT_COLS - 1 - len(t)), inv)
        scr.put_text(S.TEXT_ROWS - 1, 0, footer)


class Pause(ListScreen):
    """The pause menu over a game in play: resume, the family's own item,
    undo, deals, the game's options, statistics, settings, rules, quit."""

    kind = PAUSE

    def items(self):
        app = self.app
        items = [_P_RESUME, _P_EXTRA, _P_UNDO, _P_NEW, _P_RESTART, _P_DEAL]
        for i in range(len(app.games[app.gi].options)):
            items.append(_P_OPTION + i)
        items.append(_P_STATS)
        items.append(_P_SETTINGS)
        items.append(_P_RULES)
        items.append(_P_QUIT)
        return items

    def key(self, k):
        app = self.app
        items = self.items()
        item = items[self.sel]
        gi = app.gi
        play = app.play
        if k == UP or k == DOWN:
            self.sel = (self.sel + (1 if k == DOWN else -1)) % len(items)
        elif k == LEFT or k == RIGHT:
            d = 1 if k == RIGHT else -1
            if item == _P_DEAL:
                app.deals[gi] = max(1, app.deals[gi] + d)
            elif item >= _P_OPTION:
                i = item - _P_OPTION
                app.options[gi][i] = (app.options[gi][i] + d) % len(app.games[gi].options[i][1])
        elif k == B or k == B_HOLD or (k == A and item == _P_RESUME):
            app.show(play)
        elif k == A:
            if item == _P_EXTRA:
                play.extra(self)
            elif item == _P_UNDO:
                app.show(play)
                play.undo()
            elif item == _P_NEW:
                app.start(gi, play.board.deal_no + 1)
            elif item == _P_RESTART:
                app.start(gi, play.board.deal_no, play.board.options)
            elif item == _P_STATS or item == _P_SETTINGS:
                app.open_panel(STATS if item == _P_STATS else SETTINGS)
            elif item == _P_DEAL or item >= _P_OPTION:
                app.start(gi, app.deals[gi])
            elif item == _P_RULES:
                app.show_rules(self, gi)
            elif item == _P_QUIT:
                app.show_menu(gi)

    def draw(self):
        app = self.app
        b = app.play.board
        gi = app.gi
        g = app.games[gi]
        items = self.items()

        def labels(j):  # (only the lines in view: each string made costs a key's fuel on the device)
            item = items[j]
            if item == _P_EXTRA:
                return app.play.extra_label
            if item == _P_DEAL:
                return "Deal: <%d>%s" % (app.deals[gi], "" if app.deals[gi] == b.deal_no else "*")
            if item >= _P_OPTION:
                i = item - _P_OPTION
                field, _, names = g.options[i]
                v = app.options[gi][i]
                return "%s: %s%s" % (field[0].upper() + field[1:], names[v], "" if v == b.options[i] else "*")
            if item == _P_STATS or item == _P_SETTINGS:
                return "Statistics" if item == _P_STATS else "Settings"
            return _PAUSE_LABELS[item]

        self.draw_list(heading(app, gi, b.deal_no), len(items), labels, "%d moves" % b.nmoves)  # (the deal left off: its line shows it)
