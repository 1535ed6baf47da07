"""The console's panels: statistics, settings, About and notices, each a
screen object with ``key`` and ``draw`` (see ``screens.py``) that reads and
changes the App (and its ``saver``).

Statistics: one game and option set a screen; left/right step through the
ones played (and the current one), and then the whole collection's page
(``overview.py``: left from the first page); A or B goes back. Settings: up/down
choose a line, left/right change it (at once), A or B goes back and saves
them; A on the About line opens the About screen (the firmware's and
the interpreter's versions, the board, the free heap), where A or B goes
back to the settings. Notices: the problems found at power-on, one per
line; any key goes on.
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console import screens as SC
from solitaire.console.buttons import A, B, B_HOLD, DOWN, LEFT, RIGHT, UP

CONTRAST_NAMES = ("1", "2", "3", "4", "5")
SLEEP_NAMES = ("30 s", "1 min", "2 min", "5 min", "10 min", "never")
MODE_NAMES = {"files": "file+NVM", "nvm": "NVM (USB)", "none": "off"}

# settings lines before the games' options
_CONTRAST = const(0)
_SLEEP = const(1)
_QUICK = const(2)
_FINISH = const(3)
_SWAP = const(4)
_SOUND = const(5)
_FIXED = const(6)
_ABOUT = const(7)
IMPL_NAMES = {"circuitpython": "CircuitPython", "micropython": "MicroPython", "cpython": "CPython"}


def wrap(text, width=S.TEXT_COLS):
    """Splits a line into lines of at most ``width`` characters, at spaces
    where it can."""
    out = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        out.append(text[:cut])
        text = text[cut:].lstrip()
    out.append(text)
    return out


def _leave(app, back):
    """Goes back to ``back`` (the game menu if it was a game no longer on
    the board)."""
    if back.kind == SC.PLAY and app.play is None:
        app.show_menu(app.gi)
        back = app.menu
    app.show(back)


# -- statistics ------------------------------------------------------------


def _option_text(g, opts):
    words = []
    for i in range(len(g.options)):
        if i < len(opts) and opts[i] < len(g.options[i][2]):
            words.append("%s %s" % (g.options[i][0], g.options[i][2][opts[i]]))
    return ", ".join(words)


def _time(secs):
    if secs >= 3600:
        return "%d:%02d:%02d" % (secs // 3600, secs // 60 % 60, secs % 60)
    return "%d:%02d" % (secs // 60, secs % 60)


def rate(e):
    """Gets statistics entry ``e``'s win rate in whole percent (the
    statistics' page alone shows it: not ``records.Entry``'s, which every
    run keeps)."""
    return (100 * e.won + e.played // 2) // e.played if e.played else 0


class Stats:
    """The statistics of one game and option set a page: the game on the
    board (or the menu's) first, then every other one played."""

    kind = SC.STATS

    def __init__(self, app, back):
        self.app = app
        self.back = back
        self.sel = 0
        self.page = None  # the collection's page (overview.Page), once worked on
        self.todo = 1  # the next page whose game ``tick`` looks up (the first's is known)
        self.done = False  # the collection's page worked out whole
        self.entries = self._entries()

    def _entries(self):
        """Gets the pages' games: [(game number, options)], the game at hand
        first, then each game of the saved statistics by its id. An id's
        number is a search of the table on flash (0.4-0.9M fuel), so it is
        looked up when its page shows or while the keys rest (``tick``),
        not all as the panel opens (19M fuel over a full record)."""
        app = self.app
        in_game = app.play is not None and self.back.kind != SC.MENU
        gi = app.gi if in_game or app.menu.game() < 0 else app.menu.game()
        opts = bytes(app.play.board.options) if in_game and gi == app.gi else bytes(app.options[gi])
        out = [(gi, opts)]
        first = app.games.text(gi)
        self.ids = {first: gi}  # game id: number, as looked up (the collection's page names a few)
        stats = app.saver.stats if app.saver is not None else None
        if stats is not None:
            for e in stats.all():
                if e.gid != first or e.opts != opts:
                    out.append((e.gid, e.opts))
        return out

    def _game(self, k):
        """Gets page ``k``'s game number (-1: a game this firmware lacks)."""
        gi, opts = self.entries[k]
        if type(gi) is str:
            gid = gi
            gi = self.ids.get(gid)
            if gi is None:  # (the menu, when it shows, holds the other families' ids: no read of their tables)
                menu = self.app.menu
                gi = self.ids[gid] = menu.find(gid) if menu is not None else self.app.games.index(gid)
            self.entries[k] = (gi, opts)
        return gi

    def tick(self):
        """Works while the keys rest, a part a tick: looks up the next
        page's game, then works out the collection's page (its module loaded
        in a tick of its own), so that no key searches the table on flash;
        False: the screen is as it was."""
        k = self.todo
        if k < len(self.entries):  # (the pages' games in order: each looked up once)
            self.todo = k + 1
            self._game(k)
            return False
        if self.app.saver is None or self.done:
            return False
        if self.page is None:
            from solitaire.console.overview import Page

            self.page = Page(self.app, self.ids)
        else:
            self.done = not self.page.step()  # (then the ticks rest: nothing is left to work out)
        return False

    def pages(self):
        """Gets the number of pages: a game's each, and the collection's
        (when statistics are kept)."""
        return len(self.entries) + (1 if self.app.saver is not None else 0)

    def key(self, k):
        n = self.pages()
        if k == LEFT or k == UP:
            self.sel = (self.sel - 1) % n
        elif k == RIGHT or k == DOWN:
            self.sel = (self.sel + 1) % n
        elif k == A or k == B or k == B_HOLD:
            self.app.forget("solitaire.console.overview")  # (its code's heap: loaded for its page alone)
            _leave(self.app, self.back)

    def draw(self):
        app = self.app
        scr = app.screen
        SC.text_page(scr)
        n = self.pages()
        if self.sel == len(self.entries):
            if self.page is None:
                from solitaire.console.overview import Page

                self.page = Page(app, self.ids)
            SC.title(scr, "All games")
            self.page.draw(scr)
            scr.put_text(S.TEXT_ROWS - 1, 0, "%d/%d <> B:back" % (self.sel + 1, n))
            return
        gi = self._game(self.sel)
        opts = self.entries[self.sel][1]
        if gi < 0:  # (a game of the statistics no longer in the table)
            SC.title(scr, "Statistics")
            scr.put_text(3, 0, "Not in this firmware")
            scr.put_text(S.TEXT_ROWS - 1, 0, "%d/%d <> B:back" % (self.sel + 1, n))
            return
        g = app.games[gi]
        SC.title(scr, g.name[: S.TEXT_COLS - 1])
        scr.put_text(1, 0, _option_text(g, opts)[: S.TEXT_COLS])
        e = app.saver.stats.get(g.id, opts) if app.saver is not None else None
        if app.saver is None:
            scr.put_text(3, 0, "No statistics: no")
            scr.put_text(4, 0, "place to save them")
        elif e is None or not e.played:
            scr.put_text(3, 0, "Not played yet")
        else:
            scr.put_text(2, 0, "Played %d  Won %d" % (e.played, e.won))
            scr.put_text(3, 0, "Win rate %d%%" % rate(e))
            if e.best_score is not None:  # a game with a score: its series of five
                scr.put_text(4, 0, "Best score %d" % e.best_score)
                if e.match:  # a match of three games (two players)
                    if e.series:
                        m = e.series
                        scr.put_text(5, 0, "Match %d/3 %d-%d %d-%d" % (m[0], m[1], m[2], m[3], m[4]))
                    scr.put_text(6, 0, "Matches played %d" % e.series_done)
                elif e.goal:  # points towards a goal (Solitaire Tiles)
                    if e.series:
                        scr.put_text(5, 0, "Goal: %d in %d games" % (e.series[0], e.series[1]))
                    if e.series_done:
                        scr.put_text(6, 0, "Reached %d, best %d games" % (e.series_done, e.best_avg10))
                elif e.series:
                    n = 0
                    for t in e.series:
                        n += t
                    scr.put_text(5, 0, "Series %d/5 avg %d" % (len(e.series), n // len(e.series)))
                if e.best_avg10 is not None and not e.goal and not e.match:
                    scr.put_text(6, 0, "Best series %d.%d" % (e.best_avg10 // 10, e.best_avg10 % 10))
            else:
                scr.put_text(4, 0, "Streak %d  Best %d" % (e.streak, e.best_streak))
                if e.won:
                    scr.put_text(5, 0, "Best time %s" % _time(e.best_secs))
                    scr.put_text(6, 0, "Fewest moves %d" % e.best_moves)
        scr.put_text(S.TEXT_ROWS - 1, 0, ("%d/%d <> B:back" % (self.sel + 1, n)) if n > 1 else "B:back")


# -- settings ----------------------------------------------------------------


def _on(v):
    return "on" if v else "off"


class Settings(SC.ListScreen):
    """The console's settings and the options of the game in play (or picked
    in the menu), a line each."""

    kind = SC.SETTINGS

    def __init__(self, app, back):
        SC.ListScreen.__init__(self, app)
        self.back = back
        out = [(-1, _FIXED)]  # where saves go (not a setting: shown first)
        out.extend((-1, i) for i in range(_FIXED))
        out.append((-1, _ABOUT))
        gi = app.gi if back.kind != SC.MENU or app.menu.game() < 0 else app.menu.game()
        for i in range(len(app.games[gi].options)):  # the options of the game in play, or picked
            out.append((gi, i))
        self.lines = out  # (game index or -1, option index or fixed line)

    def key(self, k):
        app = self.app
        n = len(self.lines)
        if k == UP or k == DOWN:
            self.sel = (self.sel + (1 if k == DOWN else -1)) % n
        elif k == LEFT or k == RIGHT:
            d = 1 if k == RIGHT else -1
            gi, i = self.lines[self.sel]
            if gi >= 0:
                app.options[gi][i] = (app.options[gi][i] + d) % len(app.games[gi].options[i][1])
            elif i == _CONTRAST:
                app.contrast = (app.contrast + d) % len(CONTRAST_NAMES)
            elif i == _SLEEP:
                app.set_sleep((app.sleep_choice + d) % len(SLEEP_NAMES))
            elif i == _QUICK:
                app.quick = not app.quick
            elif i == _FINISH:
                app.auto_finish = not app.auto_finish
            elif i == _SWAP:
                app.swap_ab = not app.swap_ab
            elif i == _SOUND:
                app.sound = not app.sound  # (device.Console starts or stops the buzzer)
        elif k == A and self.lines[self.sel] == (-1, _ABOUT):
            app.show(About(app, self))
        elif k == A or k == B or k == B_HOLD:
            if app.saver is not None:
                app.saver.checkpoint(app, True)
            if hasattr(self.back, "scroll"):
                self.back.scroll = self.scroll  # (a list screen scrolls to its line again)
            _leave(app, self.back)

    def draw(self):
        app = self.app
        labels = []
        # only the rows in view are written (each game's options are lines:
        # formatting them all would cost a key's time), as draw_list scrolls
        rows = S.TEXT_ROWS - 2
        if self.sel < self.scroll:
            self.scroll = self.sel
        if self.sel >= self.scroll + rows:
            self.scroll = self.sel - rows + 1
        for n in range(len(self.lines)):
            gi, i = self.lines[n]
            if not self.scroll <= n < self.scroll + rows:
                labels.append("")
            elif gi >= 0:
                g = app.games[gi]
                field, _, names = g.options[i]
                v = names[app.options[gi][i]]
                labels.append("%s %s: %s" % (g.name[:8], field, "\x0b" if v == "no limit" else v))
            elif i == _CONTRAST:
                labels.append("Contrast: <%s>" % CONTRAST_NAMES[app.contrast])
            elif i == _SLEEP:
                labels.append("Sleep after: %s" % SLEEP_NAMES[app.sleep_choice])
            elif i == _QUICK:
                labels.append("Quick moves: %s" % _on(app.quick))
            elif i == _FINISH:
                labels.append("Auto-finish: %s" % _on(app.auto_finish))
            elif i == _SWAP:
                labels.append("A/B: %s" % ("swapped" if app.swap_ab else "normal"))
            elif i == _SOUND:
                labels.append("Sound: %s" % _on(app.sound))
            elif i == _ABOUT:
                labels.append("About (A)")
            else:
                mode = app.saver.store.mode if app.saver is not None else "none"
                labels.append("Saves: %s" % MODE_NAMES.get(mode, mode))
        self.draw_list("SETTINGS", len(labels), lambda j: labels[j], "<>:change B:back")


# -- about ---------------------------------------------------------------------


def _kb(n):
    """Gets ``n`` bytes as KB with one decimal, or "n/a" for -1."""
    if n < 0:
        return "n/a"
    return "%d.%d KB" % (n // 1024, n % 1024 * 10 // 1024)


def about_lines(app):
    """Gets the About screen's lines: the firmware's version, the
    interpreter's, the board, the free heap at power-on and the lowest seen
    since (read after keys, when idle: not the peak inside a key)."""
    import os
    import sys

    from solitaire.console.version import VERSION

    impl = sys.implementation
    v = impl.version
    lines = ["Solitaire " + VERSION, "%s %d.%d.%d" % (IMPL_NAMES.get(impl.name, impl.name), v[0], v[1], v[2])]
    try:
        board = os.uname().machine
    except AttributeError:  # a MicroPython port without uname names it here
        board = getattr(impl, "_machine", "n/a")
    board = wrap("Board: " + board)
    lines.append(board[0])
    lines.append(board[1] if len(board) > 1 else "")  # the figures stay on their rows
    lines.append("Free at boot " + _kb(app.heap_boot))
    lines.append("Lowest free  " + _kb(app.heap_low))
    return lines


class About:
    kind = SC.ABOUT

    def __init__(self, app, back):
        self.app = app
        self.back = back

    def key(self, k):
        if k == A or k == B or k == B_HOLD:
            self.app.show(self.back)

    def draw(self):
        scr = self.app.screen
        SC.text_page(scr)
        SC.title(scr, "ABOUT")
        lines = about_lines(self.app)
        for i in range(len(lines)):
            scr.put_text(i + 1, 0, lines[i])
        scr.put_text(S.TEXT_ROWS - 1, 0, "B:back")


# -- notices ------------------------------------------------------------------


def open_panel(app, which, problems):
    """Opens the statistics (STATS), the settings (SETTINGS) or a notice
    listing ``problems`` (NOTICE) over the screen showing
    (``App.open_panel``)."""
    back = app.view
    if which == SC.STATS:
        app.view = Stats(app, back)
    elif which == SC.SETTINGS:
        app.view = Settings(app, back)
    else:
        app.view = Notice(app, back, problems or ())


# where a MemoryError came, by ``device.py``'s stage (its _KEYS ...
# _OPENING): the out-of-memory notice's second line
OOM_WHILE = ("handling a key.", "running timers.", "drawing the screen.", "opening the game.")


def out_of_memory(app, stage, had_game):
    """Opens the out-of-memory notice over the game menu
    (``device.Console.out_of_memory``, which has let go of the game:
    ``had_game`` when there was one). Its words are here, loaded with the
    notice, not in ``device.py``, which every run keeps."""
    if not had_game:
        tail = ("Nothing was lost.",)
    elif app.saver is None:
        tail = ("Saves are off: the", "game is lost.")
    else:
        tail = ("The game is kept as", "it was last saved:", "Continue resumes it.", "New games replace it.")
    app.view = Notice(app, app.view, ("Out of memory while", OOM_WHILE[stage]) + tail, "OUT OF MEMORY")  # (device.OOM_TITLE)


class Notice:
    """Problems found at power-on, one per line (long ones wrapped); any
    key goes on to the screen that was there."""

    kind = SC.NOTICE

    def __init__(self, app, back, problems, title="NOTICE"):
        self.app = app
        self.back = back
        self.title = title
        self.lines = []
        for p in problems:
            self.lines.extend(wrap(p))
        self.scroll = 0

    def key(self, k):
        rows = S.TEXT_ROWS - 2
        most = len(self.lines) - rows
        if k == DOWN and self.scroll < most:
            self.scroll += 1
        elif k == UP and self.scroll > 0:
            self.scroll -= 1
        elif k != UP and k != DOWN:
            if hasattr(self.back, "scroll"):
                self.back.scroll = 0
            _leave(self.app, self.back)

    def draw(self):
        scr = self.app.screen
        SC.text_page(scr)
        SC.title(scr, self.title)
        rows = S.TEXT_ROWS - 2
        for i in range(rows):
            j = self.scroll + i
            if j < len(self.lines):
                scr.put_text(i + 1, 0, self.lines[j])
        more = len(self.lines) > rows
        scr.put_text(S.TEXT_ROWS - 1, 0, "A:go on  up/down" if more else "A:go on")
