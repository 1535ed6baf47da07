"""The panel decodes back into the position (issue 29): for every game in
the menu, deal 1 a few moves in (the hint's moves through the keys; the
simulator's players for Six-Suit Solitaire and Solitaire for Two) is drawn
through the real displayio renderer onto the virtual SSD1306, its pixels
are read back into tiles by matching the built sheets' glyphs
(``sim/decode.py``: whatever the sheets hold), and every card the screen
shows must be the card the position has there. A game whose cards overlap,
are clipped or hide under the message line is named.

``python -m sim.decode`` runs the same check from the command line, and
``make decode`` over more deals and moves (DEALS=, MOVES=).
"""

import time

import pytest

from sim import decode as D
from solitaire.console import tiles as T
from solitaire.gamelist import MENU_GAMES as G

MOVES = 4


@pytest.fixture(scope="module")
def reader():
    return D.Reader(G)


# (every PARTS-th game a test, so that make test's workers share the menu out:
# one test of every game took 47 s of wall clock, the run's longest)
PARTS = 8


@pytest.mark.parametrize("part", range(PARTS))
def test_every_menu_game_reads_back(reader, part):
    t = time.process_time()
    bad = {}
    games = range(part, len(G), PARTS)
    for gi in games:
        if G[gi].family in D.NOT_READ:
            continue  # (named in sim/decode.py: not read back yet)
        problems = reader.check(gi, 1, MOVES)
        if problems:
            bad[G[gi].id] = problems
    took = time.process_time() - t
    print("\ndecode back: %d games, %d read back, %.1f s of CPU (%.1f s per 100 games)" % (len(games), len(games) - len(bad), took, took * 100 / len(games)))
    assert not bad, "cards that can't be read back: %s" % "; ".join("%s: %s" % (g, p[0]) for g, p in sorted(bad.items()))


def drawn(reader, gid, moves=MOVES):
    """Gets game ``gid``'s App and the panel, drawn as the check draws it."""
    from solitaire.console.app import App

    app = App(reader.screen, G)
    D.play_to(app, G.index(gid), 1, moves)
    reader.draw(app.screen)
    return app


def test_a_card_the_panel_does_not_show_is_named(reader):
    """The check fails where it should: a card the model has but the panel
    doesn't show, a position that differs from the screen, and a card
    under the message line."""
    app = drawn(reader, "klondike")
    gi = G.index("klondike")
    assert D.check_screen(app, gi, reader.panel) == []
    scr = app.screen
    b = app.board
    # the model says another card than the panel shows
    cell = scr.tab_cols  # row 1 of the first column: its face-up card
    was = scr.tab[cell]
    scr.tab[cell] = (was + 1) % T.FACES
    assert any("tab %d" % cell in p for p in D.check_screen(app, gi, reader.panel))
    scr.tab[cell] = was
    # the position differs from what the panel shows: two top cards swapped
    p, q = b.t0, b.t0 + 1
    a, c = b.piles[p][b.size[p] - 1], b.piles[q][b.size[q] - 1]
    b.piles[p][b.size[p] - 1], b.piles[q][b.size[q] - 1] = c, a
    try:
        problems = D.check_screen(app, gi, reader.panel)
    finally:
        b.piles[p][b.size[p] - 1], b.piles[q][b.size[q] - 1] = a, c
    assert any("column 0" in p for p in problems) and any("column 1" in p for p in problems)
    # a card drawn where the message line lies over it can't be read
    scr.tab[8 * scr.tab_cols + 3] = 7
    app.say("Piles 1-7 of 7")
    reader.draw(scr)
    problems = D.check_screen(app, gi, reader.panel)
    assert any("tab %d: card tile 7 can't be read" % (8 * scr.tab_cols + 3) in p for p in problems), problems


def test_the_tile_games_are_read_for_their_tiles(reader):
    """Six-Suit Solitaire's screen reads back, and a layout tile the
    position doesn't have is named."""
    from solitaire.sixsuit.piles import L0

    app = D.tiles_to("sixsuit", 1, 3)
    reader.draw(app.screen)
    assert D.check_screen(app, app.gi, reader.panel) == []
    b = app.board
    c = next(c for c in range(9) if b.size[L0 + c] and all(t & 15 < 14 for t in b.piles[L0 + c][: b.size[L0 + c]]))
    pile = b.piles[L0 + c]
    top = pile[b.size[L0 + c] - 1]
    pile[b.size[L0 + c] - 1] = (top & 0xF0) | (top & 15) % 13 + 1  # another rank
    try:
        problems = D.check_screen(app, app.gi, reader.panel)
    finally:
        pile[b.size[L0 + c] - 1] = top
    assert any("column %d" % c in p for p in problems), problems


def test_the_command_line_refuses_an_unknown_game(capsys):
    assert D.main(["no_such_game"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown game 'no_such_game'" in err
    assert D.main(["klondike", "--deals", "0"]) == 2


def test_the_cursor_deep_in_a_long_pile_reads_back(reader):
    """``python -m sim.decode --deep`` puts the cursor as deep as it goes in
    the longest pile. Yukon Kings deal 2 six moves in has twelve face-up
    cards under one face-down, all marked: the column showed the back, an
    ellipsis, the first six face-up cards and an ellipsis, and the top
    ellipsis said cards were left out above the first face-up card when none
    was. Now it shows the back, the first seven and the ellipsis."""
    assert reader.check(G.index("yukon_kings"), 2, 6, deep=True) == []
