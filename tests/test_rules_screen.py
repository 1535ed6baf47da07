"""The rules screen: every game's rules text shown whole, no line wider
than the screen or cut by the wrapper, and the title saying which page
shows ("2/5")."""

import importlib
import re

from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import TEXT_COLS, TEXT_ROWS, Screen
from solitaire.gamelist import MENU_GAMES as G


def variants(g):
    """Gets a game's option choices to read its rules with: the record's
    own, then each value of each option with the others as they are."""
    try:
        own = list(g.default_options())
    except AttributeError:  # (a family's own option: its first value)
        own = [0] * len(g.options)
    out = [bytes(own)]
    for i, (_, values, _) in enumerate(g.options):
        for v in range(len(values)):
            if v != own[i]:
                out.append(bytes(own[:i] + [v] + own[i + 1 :]))
    return out


def text_rows(scr):
    t = bytes(c & 0x7F for c in scr.text).decode()
    return [t[i : i + TEXT_COLS] for i in range(0, len(t), TEXT_COLS)]


def test_no_rules_line_is_cut():
    """Every game's rules, with every option value, put on the screen line
    by line as the rules screen puts them: each line fits the screen whole,
    and the lines hold every character of the sentences (a deal's
    "1-2-3-...-13" was one word wider than the screen, cut in 16 games)."""
    scr = Screen()
    cut = []
    for gi in range(len(G)):
        g = G[gi]
        text = importlib.import_module("solitaire.%s.text" % g.family)
        for options in variants(g):
            lines = text.rules_lines(g.with_options(options))
            shown = []
            for i in range(len(lines)):
                scr.clear_text()
                lines.put(scr, 0, i)
                row = text_rows(scr)[0].rstrip()
                if len(lines[i]) > TEXT_COLS or row != lines[i].rstrip():
                    cut.append((g.id, lines[i]))
                shown.append(row)
            if re.sub(r"\s", "", "".join(shown)) != re.sub(r"\s", "", "".join(lines.texts)):
                cut.append((g.id, "characters lost"))
    assert not cut, cut


def open_rules(gid):
    """Opens a game's rules from its pause menu and lets the keys rest."""
    app = App(Screen(), G)
    app.start(G.index(gid), 1)
    app.key(K.B_HOLD)
    app.view.sel = app.pause_menu.items().index(SC._P_RULES)
    app.key(K.A)
    assert app.state == SC.RULES
    assert text_rows(app.screen)[0].split()[-1] == "1"  # (only the first page wrapped: the count waits for a tick)
    assert app.tick(100) and not app.tick(200)
    return app


def test_the_title_says_which_page_shows():
    """The title holds the game's name and the page of the last line in
    view, of the pages the text makes: 1 at the top, the last at the end,
    paging through them one by one."""
    app = open_rules("freecell")
    n = -(-len(app.view.lines) // (TEXT_ROWS - 1))
    assert n > 2
    seen = []
    for _ in range(n + 1):
        title = text_rows(app.screen)[0]
        assert title.startswith("FREECELL ") and all(c & 0x80 for c in app.screen.text[:TEXT_COLS])
        seen.append(title.split()[-1])
        app.key(K.RIGHT)
    assert seen == ["%d/%d" % (i + 1, n) for i in range(n)] + ["%d/%d" % (n, n)]
    app.key(K.UP)
    assert text_rows(app.screen)[0].split()[-1] == "%d/%d" % (n, n)  # (a line up: the last line in view is on the last page yet)
    for _ in range(n * (TEXT_ROWS - 1)):
        app.key(K.UP)
    assert text_rows(app.screen)[0].split()[-1] == "1/%d" % n


def test_every_title_fits_with_its_page():
    """A name too long to stand beside the page shows as the menu's short
    name, at a word's end: no word cut."""
    from solitaire.console.lines import Lines, Rules

    app = App(Screen(), G)
    for gi in range(len(G)):
        view = Rules(app, None, gi, Lines(["x"] * 30, TEXT_COLS))
        view.tick()
        view.draw()
        title = text_rows(app.screen)[0]
        name, at = title.rsplit(" ", 1)[0].rstrip(), title.split()[-1]
        assert at == "1/5", title
        full = G[gi].name.upper()
        short = G.name(gi).upper()
        assert name in (full, short) or any(s.startswith(name + " ") for s in (full, short)), (title, full)
