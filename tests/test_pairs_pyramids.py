"""The pairing family's bigger pyramids (issue 30): Double Pyramid (two
decks, a pyramid of 45 cards in nine rows): each rule a legal and an
illegal move from a position, quoting politaire's sentence; the deal; the
record's new place (``decks``) refused when out of range; the window on
a pyramid bigger than the screen (``pairs/pyramid_draw.py``), in which
every free card shows when the cursor is on it. (What every game of the
family gets, the undo, the power cut, the position text:
tests/test_pairs.py.)"""

import os
import sys

import pytest

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.buttons import LEFT, RIGHT, UP
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs.text import rules_texts
from test_pairs import IDS, board, lay, why

# -- Double Pyramid (politaire) ---------------------------------------------------------


def test_double_pyramid_deals_two_decks_45_cards_in_nine_rows():
    """politaire: "Two standard decks." "The pyramid contains forty-five
    cards." "... and finally nine cards are dealt in the nineth row." "The
    remaining cards form the stock." """
    b = board("doublepyramid")
    assert b.ncells == 45 and list(b.size[E.L0 :]) == [1] * 45
    assert b.size[E.P_STOCK] == 104 - 45 and b.size[E.P_WASTE] == 0
    cards = sorted(b.piles[p][0] for p in range(E.L0, E.L0 + 45)) + sorted(b.piles[E.P_STOCK][: b.size[E.P_STOCK]])
    assert sorted(cards) == sorted(list(board("pyramid").order) * 2)  # each card of the deck twice
    assert [p - E.L0 + 1 for p in b.free_piles() if p >= E.L0] == list(range(37, 46))  # the ninth row, 37-45


def test_double_pyramid_pairs_add_to_thirteen_and_kings_go_alone():
    """politaire: "Remove pairs of cards that add to thirteen." "Kings can
    be removed singly." """
    b = board("doublepyramid")
    lay(b, {"37": "6H", "38": "7H", "39": "5S", "40": "KD", "41": "QC"})  # the ninth row's first five: free
    assert why(b, "37+38") is None  # (two decks: a pair of one suit too)
    assert why(b, "37+39") == "Adds to 11, not 13"
    assert why(b, "40") is None and why(b, "41") == "Not alone"


def test_double_pyramid_a_covered_card_is_not_free():
    """politaire: "Cards on the pyramid that are not under another card are
    available for play." Place 29 (the eighth row's first) is under 37 and 38."""
    b = board("doublepyramid")
    lay(b, {"29": "6H", "37": "7C", "38": "2D", "39": "7S"})
    assert why(b, "29+37") == "Not a free card"
    b.size[E.L0 + 37 - 1] = b.size[E.L0 + 38 - 1] = 0  # both covering cards gone
    assert why(b, "29+39") is None


def test_double_pyramid_the_stocks_top_card_pairs_and_three_passes():
    """politaire: "The top card of the stock is face up and is available for
    pairing with cards on the waste or elsewhere so long as you select the
    other card first." "Three passes through the stock are permitted." """
    b = board("doublepyramid")
    lay(b, {"s": "2C 9D", "w": "4H"})
    assert why(b, "w+t") is None
    lay(b, {"w": "5H"})
    assert why(b, "w+t") == "Adds to 14, not 13"
    b = board("doublepyramid")
    for turn in range(3):
        while b.size[E.P_STOCK]:
            b.apply(E.DEAL << 16)
        if turn < 2:
            assert b.check(E.TURN << 16) is None
            b.apply(E.TURN << 16)
    assert b.check(E.TURN << 16) == "No passes left"


def test_double_pyramid_is_won_with_all_104_cards_removed():
    """politaire: "You win if you successfully remove all cards." """
    b = board("doublepyramid")
    for p in range(len(b.size)):
        if p != E.P_OUT:
            b.size[p] = 0
    b.size[E.P_OUT] = 103
    assert not b.won()
    b.size[E.P_OUT] = 104
    assert b.won()


def test_double_pyramids_rules_screen_says_two_decks_and_the_window():
    texts = rules_texts(MENU_GAMES[IDS.index("doublepyramid")])
    assert texts[0].startswith("Two decks, 104 cards. A pyramid of 9 rows, 45 cards")
    assert "seven rows at a time" in texts[1]
    assert rules_texts(MENU_GAMES[IDS.index("pyramid")])[0].startswith("52 cards. A pyramid of 7 rows")


def test_decks_out_of_range_is_refused():
    from host_tools import build_pairs

    t = {"name": "X", "layout": "pyramid", "size": 9, "match": "sum", "total": 13, "decks": 4}
    with pytest.raises(build_pairs.TableError, match="decks is 1 to 3"):
        build_pairs.record("x", t)
    t.update(layout="grid", size=5, rows=5, decks=2)
    with pytest.raises(build_pairs.TableError, match="more than one deck goes with layout pyramid or piles"):
        build_pairs.record("x", t)
    t.update(layout="piles", size=12, rows=0)
    assert build_pairs.record("x", t)[16] == 2  # (Double Fourteens' piles take two)


# -- the window on a pyramid bigger than the screen -----------------------------------------


def app_on(gid, deal=1):
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index(gid), deal)
    app.tick(app.now)  # (a big pyramid's deal finishes in the clock's next step)
    app._draw()
    return app


def test_double_pyramids_deal_shows_in_the_next_tick():
    """The key that deals Double Pyramid shuffles its 104 cards and lays
    them out; the game's own moves (a free King removed) and the first
    drawing of the 45 cards are the clock's next step: the pause menu's
    deal key took 2.27M fuel from .mpy with them (issue 30's limit is 2M),
    1.02M now, and that step 1.16M. A key before the step finishes it
    first."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index("doublepyramid"), 23)  # (deal 23: a King on the stock's top, which the game removes)
    app._draw()
    play = app.play
    assert play.pending and play.board.nmoves == 0 and set(app.screen.tab) == {T.BLANK}
    assert app.tick(app.now) and not play.pending and play.board.nmoves == 1 and play.board.by_game(0)
    app._draw()
    assert T.FACE_OF[play.board.top(E.L0 + 44)] | T.INVERT in app.screen.tab
    app.start(IDS.index("doublepyramid"), 23)
    app.key(RIGHT)  # (no tick between: the key finishes the deal first)
    assert not play.pending and play.board.nmoves == 1
    app = app_on("pyramid")
    assert not app.play.pending  # (Pyramid's deal is drawn in its key, as before)


def test_a_resumed_double_pyramid_is_the_saved_position():
    """A saved game resumed on the deal just started is laid out as it was:
    the deal's pending own moves (deal 23's King on the stock) are not made
    on it by the next tick."""
    app = App(Screen(), MENU_GAMES, False)
    saved = board("doublepyramid", 23)  # (as saved before the King went: auto-finish was off)
    app.start(IDS.index("doublepyramid"), 23)
    app.play.resume(saved, False)
    app.tick(app.now)
    assert app.board is saved and saved.nmoves == 0 and saved.top(E.P_STOCK) & 15 == 13


def test_pyramid_needs_no_window_and_loads_no_module_for_it():
    sys.modules.pop("solitaire.pairs.pyramid_draw", None)
    app = app_on("pyramid")
    assert app.play.view is None and "solitaire.pairs.pyramid_draw" not in sys.modules


def test_double_pyramid_starts_on_the_bottom_rows_right_with_the_rows_named():
    """Seventeen columns and nine rows over the screen's 16 and the seven
    above the loupe's line: the window starts where the cursor does (the
    ninth row's last card), rows 3-9, columns 2-17; the loupe's line names
    the card, the rows in view ("r3-9") and, by its left edge mark, the
    column out of view."""
    app = app_on("doublepyramid")
    play = app.play
    scr = app.screen
    v = play.view
    assert (v.left, v.top) == (1, 2) and scr.pitch == 8 and scr.tab_cols == S.MAX_COLS
    assert play.cur == E.L0 + 44
    card = play.board.top(play.cur)
    assert scr.tab[6 * S.MAX_COLS + 15] == T.FACE_OF[card] | T.INVERT  # the bottom row's last card, at the screen's right
    assert bytes(scr.msg[15:19]) == b"r3-9" and scr.msg[0] == T._SYM_LEFT and scr.msg[20] == ord(" ")


def test_every_free_card_of_double_pyramid_shows_under_the_cursor():
    """Left and right through the free cards (the stock's too), each drawn
    inverted in the window; up to the top rows as they are cleared
    (a deal played for a while), the window following."""
    app = app_on("doublepyramid", 3)
    play = app.play
    b = play.board
    scr = app.screen

    def cursor_shows():
        p = play.cur
        if p < E.L0:
            return scr.top[[play.top_piles[c] for c in range(play.top_n)].index(p)] & T.INVERT
        return T.FACE_OF[b.top(p)] | T.INVERT in scr.tab

    seen = set()
    for _ in range(len(play.spots()) + 1):
        app.key(RIGHT)
        app._draw()
        assert cursor_shows(), play.cur
        seen.add(play.cur)
    assert seen == set(play.spots())
    # clear the pyramid's lower rows by hand: the apex's rows come into view
    for p in range(E.L0 + 3, E.L0 + 45):
        b.size[p] = 0
    play.version += 1
    play.cur = E.L0 + 2
    app._draw()
    assert play.view.top == 1 and bytes(scr.msg[15:19]) == b"r2-8"  # (the window moves as little as it can)
    for k in (LEFT, UP, LEFT):
        app.key(k)
        app._draw()
        assert cursor_shows()
    b.size[E.L0 + 1] = b.size[E.L0 + 2] = 0
    play.version += 1
    app.key(UP)  # (the apex, the one card left)
    app._draw()
    assert play.cur == E.L0 and cursor_shows() and play.view.top == 0 and bytes(scr.msg[15:19]) == b"r1-7"


# -- the seed checker ---------------------------------------------------------------------


@pytest.mark.parametrize("gid, fields, says", [
    ("doublepyramid", {"decks": 1}, "decks: the record deals 1, the seed says 2"),
    ("doublepyramid", {"size": 8}, "the record's pyramid holds 36 cards, the seed's 45"),
    ("doublepyramid", {"size": 8}, "size is 8 in the record; the seed says its last row the nineth (9)"),
    ("doublepyramid", {"passes": 2}, "passes: the record has 2, the seed 3"),
])
def test_the_seed_checker_reads_the_bigger_pyramids(gid, fields, says):
    """host_tools/seed_pairs.py holds the records to their sections ("Two
    standard decks", "forty-five cards", the "nineth row"); an altered
    record fails, naming what it gets wrong."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
    import seed_pairs as P

    records = P.politaire_records()
    assert P.check_record(gid, records[gid]) == []
    t = dict(records[gid])
    t.update(fields)
    assert any(says in w for w in P.check_record(gid, t)), P.check_record(gid, t)


# -- issue 30's limit, from .mpy ---------------------------------------------------------

DEAL_FUEL = """
import gc
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console.app import App
app = App(Screen(), MENU_GAMES, False)
app.start(%(gi)d, 1)
app.tick(0)
app._draw()
for deal in (23, 24):
    gc.collect()
    a = kfuel()
    app.start(%(gi)d, deal)
    app._draw()
    b = kfuel()
    app.tick(0)
    app._draw()
    c = kfuel()
    print("deal", ticks_diff(b, a) * 1000, ticks_diff(c, b) * 1000)
"""


def test_double_pyramids_deal_and_its_tick_each_under_2m_fuel():
    """The deal (a new deal's start and drawing, as a key from the pause
    menu or the win screen makes it) and the clock's step that finishes it
    are each under issue 30's 2M fuel on the device's interpreter (the
    deal with its own moves and first drawing in it took 2.04M before the
    App's own work; deal 23 has a King for the game to remove)."""
    from sim import mpy

    res = mpy.run_firmware(mpy.FUEL_PRELUDE + DEAL_FUEL % {"gi": IDS.index("doublepyramid")}, heap_kb=96, mpy=True)
    rows = [line.split() for line in res.stdout.splitlines() if line.startswith("deal ")]
    assert len(rows) == 2
    for _, key, step in rows:
        assert int(key) < 1_400_000 and int(step) < 1_500_000  # (the App's own part of a key, the pause menu's or the win screen's, is 0.4M more)
