"""The text screens for saving: statistics, settings and notices.

``ui.App`` shows them in its states STATS, SETTINGS and NOTICE and hands
them its keys; they read and change the App (and its ``saver``) and draw
into its screen model like the menus do.

Statistics: one game and option set a screen; left/right step through the
ones played (and the current one); A or B goes back. Settings: up/down
choose a line, left/right change it (at once), A or B goes back and saves
them; A on the About line opens the About screen (the firmware's and
the interpreter's versions, the board, the free heap), where A or B goes
back to the settings. Notices: the problems found at power-on, one per
line; any key goes on.
"""

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console import app as U

CONTRAST_NAMES = ("1", "2", "3", "4", "5")
SLEEP_NAMES = ("30 s", "1 min", "2 min", "5 min", "10 min", "never")
MODE_NAMES = {"files": "file+NVM", "nvm": "NVM (USB)", "none": "off"}

# settings lines before the games' options
_CONTRAST = 0
_SLEEP = 1
_QUICK = 2
_FINISH = 3
_SWAP = 4
_FIXED = 5
_ABOUT = 6
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


# -- statistics ------------------------------------------------------------


def _entries(app):
    """Gets [(gi, options)] to step through: the current game first, then
    every other game and option set with statistics."""
    out = []
    gi = app.gi if app.board is not None and app.panel_back != U.MENU else app.sel
    if gi >= len(app.games):
        gi = 0
    opts = bytes(app.board.options) if app.board is not None and gi == app.gi and app.panel_back != U.MENU else bytes(app.options[gi])
    out.append((gi, opts))
    stats = app.saver.stats if app.saver is not None else None
    if stats is not None:
        for e in stats.entries:
            for i in range(len(app.games)):
                if app.games[i].id == e.gid and (i, e.opts) not in out:
                    out.append((i, e.opts))
    return out


def open_stats(app, back):
    app.panel_back = back
    app.panel_sel = 0
    app.panel_list = _entries(app)
    app.state = U.STATS


def _option_text(g, opts):
    words = []
    for i in range(len(g.options)):
        if i < len(opts) and opts[i] < len(g.options[i][3]):
            words.append("%s %s" % (g.options[i][1], g.options[i][3][opts[i]]))
    return ", ".join(words)


def _time(secs):
    if secs >= 3600:
        return "%d:%02d:%02d" % (secs // 3600, secs // 60 % 60, secs % 60)
    return "%d:%02d" % (secs // 60, secs % 60)


def draw_stats(app):
    scr = app.screen
    gi, opts = app.panel_list[app.panel_sel]
    g = app.games[gi]
    scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
    scr.put_text(0, 1, g.name[: S.TEXT_COLS - 1], T.INVERT)
    scr.put_text(1, 0, _option_text(g, opts)[: S.TEXT_COLS])
    e = app.saver.stats.get(g.id, opts) if app.saver is not None else None
    if app.saver is None:
        scr.put_text(3, 0, "No statistics: no")
        scr.put_text(4, 0, "place to save them")
    elif e is None or not e.played:
        scr.put_text(3, 0, "Not played yet")
    else:
        scr.put_text(2, 0, "Played %d  Won %d" % (e.played, e.won))
        scr.put_text(3, 0, "Win rate %d%%" % e.rate())
        if e.best_score is not None:  # a game with a score: its series of five
            scr.put_text(4, 0, "Best score %d" % e.best_score)
            if e.series:
                n = 0
                for t in e.series:
                    n += t
                scr.put_text(5, 0, "Series %d/5 avg %d" % (len(e.series), n // len(e.series)))
            if e.best_avg10 is not None:
                scr.put_text(6, 0, "Best series %d.%d" % (e.best_avg10 // 10, e.best_avg10 % 10))
        else:
            scr.put_text(4, 0, "Streak %d  Best %d" % (e.streak, e.best_streak))
            if e.won:
                scr.put_text(5, 0, "Best time %s" % _time(e.best_secs))
                scr.put_text(6, 0, "Fewest moves %d" % e.best_moves)
    n = len(app.panel_list)
    scr.put_text(S.TEXT_ROWS - 1, 0, ("%d/%d <> B:back" % (app.panel_sel + 1, n)) if n > 1 else "B:back")


def stats_key(app, k):
    n = len(app.panel_list)
    if k == U.LEFT or k == U.UP:
        app.panel_sel = (app.panel_sel - 1) % n
    elif k == U.RIGHT or k == U.DOWN:
        app.panel_sel = (app.panel_sel + 1) % n
    elif k == U.A or k == U.B or k == U.B_HOLD:
        back(app)


# -- settings ----------------------------------------------------------------


def _setting_lines(app):
    """Gets [(game index or -1, option index or fixed line)]."""
    out = [(-1, _FIXED)]  # where saves go (not a setting: shown first)
    out.extend((-1, i) for i in range(_FIXED))
    out.append((-1, _ABOUT))
    for gi in range(len(app.games)):
        for i in range(len(app.games[gi].options)):
            out.append((gi, i))
    return out


def open_settings(app, back):
    app.panel_back = back
    app.panel_pause_sel = app.sel
    app.sel = 0
    app.scroll = 0
    app.panel_list = _setting_lines(app)
    app.state = U.SETTINGS


def _on(v):
    return "on" if v else "off"


def draw_settings(app):
    labels = []
    for gi, i in app.panel_list:
        if gi >= 0:
            g = app.games[gi]
            label, _, _, names = g.options[i]
            v = names[app.options[gi][i]]
            labels.append("%s %s: %s" % (g.name[:8], label.lower(), "\x0b" if v == "no limit" else v))
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
        elif i == _ABOUT:
            labels.append("About (A)")
        else:
            mode = app.saver.store.mode if app.saver is not None else "none"
            labels.append("Saves: %s" % MODE_NAMES.get(mode, mode))
    app._draw_list("SETTINGS", labels, "<>:change B:back")


def settings_key(app, k):
    n = len(app.panel_list)
    if k == U.UP or k == U.DOWN:
        app.sel = (app.sel + (1 if k == U.DOWN else -1)) % n
    elif k == U.LEFT or k == U.RIGHT:
        d = 1 if k == U.RIGHT else -1
        gi, i = app.panel_list[app.sel]
        if gi >= 0:
            app.options[gi][i] = (app.options[gi][i] + d) % len(app.games[gi].options[i][2])
        elif i == _CONTRAST:
            app.contrast = (app.contrast + d) % len(CONTRAST_NAMES)
        elif i == _SLEEP:
            app.set_sleep((app.sleep_choice + d) % len(U.SLEEPS))
        elif i == _QUICK:
            app.quick = not app.quick
        elif i == _FINISH:
            app.auto_finish = not app.auto_finish
        elif i == _SWAP:
            app.swap_ab = not app.swap_ab
    elif k == U.A and app.panel_list[app.sel] == (-1, _ABOUT):
        app.state = U.ABOUT  # app.sel stays: back on this line
    elif k == U.A or k == U.B or k == U.B_HOLD:
        if app.saver is not None:
            app.saver.checkpoint(app, True)
        app.sel = app.panel_pause_sel
        back(app)


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


def draw_about(app):
    scr = app.screen
    scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
    scr.put_text(0, 1, "ABOUT", T.INVERT)
    lines = about_lines(app)
    for i in range(len(lines)):
        scr.put_text(i + 1, 0, lines[i])
    scr.put_text(S.TEXT_ROWS - 1, 0, "B:back")


def about_key(app, k):
    if k == U.A or k == U.B or k == U.B_HOLD:
        app.state = U.SETTINGS


# -- notices ------------------------------------------------------------------


def open_notice(app, problems, title="NOTICE"):
    """Shows problems found at power-on, one per line (long ones wrapped);
    any key goes on to the screen that was there."""
    lines = []
    for p in problems:
        lines.extend(wrap(p))
    app.panel_back = app.state
    app.notice_title = title
    app.notice_lines = lines
    app.scroll = 0
    app.state = U.NOTICE


def draw_notice(app):
    scr = app.screen
    scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
    scr.put_text(0, 1, app.notice_title, T.INVERT)
    rows = S.TEXT_ROWS - 2
    for i in range(rows):
        j = app.scroll + i
        if j < len(app.notice_lines):
            scr.put_text(i + 1, 0, app.notice_lines[j])
    more = len(app.notice_lines) > rows
    scr.put_text(S.TEXT_ROWS - 1, 0, "A:go on  up/down" if more else "A:go on")


def notice_key(app, k):
    rows = S.TEXT_ROWS - 2
    most = len(app.notice_lines) - rows
    if k == U.DOWN and app.scroll < most:
        app.scroll += 1
    elif k == U.UP and app.scroll > 0:
        app.scroll -= 1
    elif k != U.UP and k != U.DOWN:
        app.scroll = 0
        back(app)


# -- both ----------------------------------------------------------------------


def back(app):
    app.state = app.panel_back
    if app.state == U.PLAY and app.board is None:
        app.state = U.MENU


def key(app, k):
    st = app.state
    if st == U.STATS:
        stats_key(app, k)
    elif st == U.SETTINGS:
        settings_key(app, k)
    elif st == U.ABOUT:
        about_key(app, k)
    else:
        notice_key(app, k)


def draw(app):
    st = app.state
    if st == U.STATS:
        draw_stats(app)
    elif st == U.SETTINGS:
        draw_settings(app)
    elif st == U.ABOUT:
        draw_about(app)
    else:
        draw_notice(app)
