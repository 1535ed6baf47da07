"""Six-Suit Solitaire on the device's screen (firmware/solitaire/sixsuit/play.py),
driven by its keys, headless: a whole game to its score sheet, declaring a
Joker and taking a liberty in few presses, the screen model, the score
sheet and the series, the command line's ``shot``, and the cost of a key
under MicroPython."""

import os
import subprocess
import sys

import pytest

from solitaire.sixsuit import engine as G

from solitaire.sixsuit import score as SS

from solitaire.sixsuit import piles as SP

from solitaire.cards.piles import F_AUTO
from solitaire.sixsuit import notation as N
from solitaire.sixsuit import tiles as T
from solitaire.console.app import App
from solitaire.cards.games import GAMES
from solitaire.console.screen import TEXT_COLS, Screen
from solitaire.sixsuit.engine import SIXSUIT

from sim.autoplay import menu_keys
from sim.sixsuit_play import GI, MENU, Driver, all_candidates, play_to_the_end, recorded_game
from solitaire.console import buttons as K
from solitaire.console import screens as SC

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def text_of(cells):
    return bytes(c & 0x7F for c in cells).decode("latin-1")


def screen_lines(d):
    t = text_of(d.app.screen.text)
    return [t[i * TEXT_COLS : (i + 1) * TEXT_COLS] for i in range(8)]


def pos(body, assist="on"):
    """A position from the pile lines given, the other tiles in the stock."""
    named = set()
    for line in body.strip().split("\n"):
        name, _, tiles = line.partition(":")
        if name.strip() not in ("liberties", "grand"):
            named.update(N.parse_tile(tok)[0] for tok in tiles.split())
    rest = [N.tile_name(None, t | 0x80, False) for t in [r | s << 4 for s in range(6) for r in range(1, 14)] + list(G.JOKER) if t not in named]
    lines = [l.strip() for l in body.strip().split("\n")]
    if not any(l.startswith("s:") for l in lines):
        lines.append("s:")
    lines = [("s: " + " ".join("#" + n for n in rest) + l[2:]) if l.startswith("s:") else l for l in lines]
    return N.parse_position("sixsuit deal=0 assist=%s\n%s\n" % (assist, "\n".join(lines)))


def held(d):
    """Gets the variant the held tiles would be dropped as."""
    u = d.ui
    return u.cands[u.target][u.variant]


def tokens(g, first=0):
    """Gets the history from move ``first`` on as notation tokens."""
    ms = g.moves()
    flags = [g.flags_at(i) for i in range(g.nmoves)]
    n = g.nmoves
    while g.nmoves > first:
        g.undo()
    out = []
    for i in range(first, n):
        out.append(N.move_text(g, ms[i]))
        g.apply(ms[i], bool(flags[i] & F_AUTO))
    return out


# -- the tiles -----------------------------------------------------------------------


@pytest.mark.parametrize("name,tw,th", [("tiles12.bmp", 12, 6), ("tslots12.bmp", 12, 8)])
def test_the_sheets_load_with_256_tiles_each_with_its_cursor(name, tw, th):
    from solitaire.console.layout import load_sheet

    bitmap, _ = load_sheet(os.path.join(ROOT, "firmware", "assets", name), tw, th)
    # a tile with ink (a face, up top a Joker too, the stock) is lit but for
    # its ink under the cursor (host_tools/build_assets.py, Tile.cursor);
    # the others (a Joker's head in the layout, a blank) are inverted
    for i in (0, 77, T.JOKER, T.BLANK if th == 6 else T.STOCK):  # (up top, T.JOKER is UP_JOKER)
        for y in range(th):
            for x in range(tw):
                a = bitmap[(i % 16) * tw + x, (i // 16) * th + y]
                b = bitmap[((i | 128) % 16) * tw + x, ((i | 128) // 16) * th + y]
                if i in (0, 77) or th == 8:
                    assert a or b
                else:
                    assert a != b


def test_jokers_are_told_apart_by_colour():
    """The Joker heads differ, and the marks follow the pips: the black
    Joker's is solid, the red one's hollow, the green one's in between."""
    from PIL import Image

    img = Image.open(os.path.join(ROOT, "firmware", "assets", "tiles12.bmp")).convert("1")

    def lit(i):
        ox, oy = (i % 16) * 12, (i // 16) * 6
        return [[1 if img.getpixel((ox + x, oy + y)) else 0 for x in range(12)] for y in range(6)]

    heads = [lit(T.JOKER + c) for c in range(3)]
    assert heads[0] != heads[1] != heads[2] != heads[0]
    marks = [sum(sum(row[4:9]) for row in h[1:6]) for h in heads]  # the 5x5 mark
    assert marks[0] > marks[2] > marks[1]
    odd = [lit(T.ODD + c) for c in range(3)]
    assert all(odd[c] != heads[c] for c in range(3))


# -- the menu -------------------------------------------------------------------


def test_the_game_is_in_the_device_menu():
    from solitaire.gamelist import MENU_GAMES

    from host_tools import build_bowling, build_chance, build_gaps, build_pairs, build_squares

    # (then the other families' games, each from its own table in its source's order)
    tails = [e[0] for e in build_pairs.load()] + [e[0] for t in (build_chance, build_squares, build_gaps, build_bowling) for e in t.load(t.SOURCE, compile_record=t.record)]
    assert [g.id for g in MENU_GAMES] == [g.id for g in GAMES] + ["sixsuit", "fortwo", "soltiles"] + tails
    menu = MENU_GAMES[GI]
    # the menu's record is the engine's, without loading the engine
    for field in ("id", "name", "family", "options", "assist"):
        assert getattr(menu, field) == getattr(SIXSUIT, field)
    assert menu.default_options() == SIXSUIT.default_options()
    app = App(Screen(), MENU_GAMES)
    for k in (K.DOWN, K.DOWN, K.DOWN, K.A):  # Featured: the flagship first
        app.key(k)
    assert text_of(app.screen.text).startswith(">Six-Suit Solitaire")
    app.key(K.B)
    for k in menu_keys(app, GI):
        app.key(k)
    # (by name: the simulator's runs may have loaded the firmware's modules again)
    assert app.state == SC.PLAY and (app.family == "sixsuit") and type(app.board).__name__ == "SixSuit"
    scr = app.screen
    assert (scr.top_sheet, scr.tab_sheet, scr.pitch, scr.top_cols, scr.tab_cols) == ("tslots", "tiles", 12, 10, 10)
    assert scr.msg_on and text_of(scr.msg).startswith("Stock 36")
    # back to a card game: its own sheets again
    app.key(K.B_HOLD)
    app.view.sel = app.pause_menu.items().index(SC._P_QUIT)
    app.key(K.A)
    for k in menu_keys(app, MENU_GAMES.index("freecell")):  # a card game
        app.key(k)
    assert not (app.family == "sixsuit") and (scr.top_sheet, scr.tab_sheet) == ("slots", "cards")


def test_the_rules_screen_is_the_games_own():
    app = App(Screen(), MENU)
    for k in menu_keys(app, GI)[:-1] + [K.B_HOLD]:  # hold B on its line in the menu
        app.key(k)
    assert app.state == SC.RULES
    text = " ".join(app.view.lines)
    assert "Joker" in text and "liberty" in text and "Grand Sequence" in text
    assert all(len(line) <= TEXT_COLS for line in app.view.lines)


# -- whole games through the keys ---------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 5, 23])
def test_a_whole_game_through_the_keys_to_its_score_sheet(deal):
    d = Driver(deal)
    play_to_the_end(d)
    g = d.g
    assert d.app.state == SC.WIN
    assert g.won() or (g.size[SP.STOCK] == 0 and g.stuck())
    sh = g.score()
    assert d.ui.series.totals == [sh.total]
    lines = screen_lines(d)
    assert "GAME OVER" in lines[0] or "ALL 81" in lines[0]
    assert ("%d" % sh.total) in lines[6]
    kinds = set(m >> 16 for m in g.moves())
    print("sixsuit #%d: %d presses, %d moves, total %d" % (deal, len(d.keys), g.nmoves, sh.total))
    assert {SP.MOVE, SP.DRAW} <= kinds
    # the history replays: every move was the engine's own legal one
    assert N.replay(SIXSUIT, deal, g.options, g.moves()).key() == g.key()


def test_games_through_the_keys_declare_jokers_and_take_liberties():
    kinds = set()
    for deal in range(1, 9):
        d = Driver(deal)
        play_to_the_end(d)
        kinds |= set(m >> 16 for m in d.g.moves())
    assert {SP.DECLARE, SP.EXCHANGE, SP.LIBERTY} <= kinds


# -- declaring a Joker ----------------------------------------------------------------


def test_a_joker_declared_as_it_moves_takes_two_presses():
    g = pos("""
        w: 4S *R
        3: JD TC
        """)
    d = Driver(game=g)
    d.go(N.DISC_POS)
    n = len(d.keys)
    d.press(K.A)  # pick the talon: it goes onto TC as a red 9, either suit
    assert d.ui.mode == N.HOLD and N.move_text(g, held(d) & N.MOVE_MASK) == "w3"
    assert "*R=9?" in text_of(d.app.screen.msg)
    d.press(K.A)
    assert len(d.keys) - n == 2
    assert tokens(g) == ["*R=9?", "w3"]
    assert [N.tile_name(g, t) for t in g.tiles(SP.L0 + 2)] == ["JD", "TC", "*R=9?"]
    # a named suit: one press more
    d.press(K.B)  # undo takes the declaration and the move back together
    assert g.nmoves == 0
    d.go(N.DISC_POS)
    n = len(d.keys)
    d.press(K.A)
    d.press(K.DOWN)
    assert "*R=9D" in text_of(d.app.screen.msg)
    d.press(K.A)
    assert len(d.keys) - n == 3 and tokens(g) == ["*R=9D", "w3"]


def test_the_held_joker_shows_the_declaration_being_chosen():
    g = pos("""
        w: 4S *R
        3: JD TC
        """)
    d = Driver(game=g)
    scr = d.app.screen
    d.go(N.DISC_POS)
    d.press(K.A)
    col = [scr.tab[r * 10 + N.DISC_POS] & 0x7F for r in range(9)]
    assert col[1:5] == [T.face(0x34), T.JOKER + 1, T.EITHER + 8, T.FOOT]
    assert scr.tab[3 * 10 + 2] == T.LANDING  # where it would land: under TC
    d.press(K.DOWN)
    assert scr.tab[3 * 10 + N.DISC_POS] == T.face(9 | 1 << 4) | T.INVERT  # 9D
    d.press(K.B)  # put back: it stands for nothing again
    assert g.jdecl[1] == SP.UNDECLARED and scr.tab[3 * 10 + N.DISC_POS] & 0x7F == T.FOOT


def test_building_on_an_undeclared_joker_declares_it():
    g = pos("""
        w: 9D
        5: *B
        """)
    d = Driver(game=g)
    d.go(N.DISC_POS)
    n = len(d.keys)
    d.press(K.A)
    if d.ui.mode == N.HOLD:
        d.choose(next(v for vs in d.ui.cands for v in vs if (v & N.MOVE_MASK) >> 8 == SP.L0 + 4))
    assert tokens(g)[-2:] == ["*B=T?", "w5"] and len(d.keys) - n == 2


def test_a_joker_is_declared_where_it_is_with_hold_a():
    g = pos("""
        w: 9D
        5: *B
        """)
    d = Driver(game=g)
    d.go(4)
    n = len(d.keys)
    d.press(K.A_HOLD)  # the chooser starts on a rank something could go on
    assert d.ui.mode == N.DECLARE_MODE and "*B=T?" in text_of(d.app.screen.msg)
    d.press(K.A)
    assert len(d.keys) - n == 2 and tokens(g) == ["*B=T?"]
    # left and right step the rank, up and down the suit
    d.press(K.B)
    d.press(K.A_HOLD)
    d.press(K.RIGHT)
    assert "*B=J?" in text_of(d.app.screen.msg)
    d.press(K.DOWN)
    assert "*B=JC" in text_of(d.app.screen.msg)
    d.press(K.DOWN)
    assert "*B=JS" in text_of(d.app.screen.msg)
    d.press(K.DOWN)
    assert "*B=J?" in text_of(d.app.screen.msg)
    d.press(K.LEFT)
    d.press(K.LEFT)
    assert "*B=9?" in text_of(d.app.screen.msg)
    d.press(K.B)
    assert g.nmoves == 0 and d.ui.mode == N.NORMAL


def test_a_joker_higher_up_a_column_is_declared_with_a():
    g = pos("""
        1: 9S *R=8? 7C
        """)
    d = Driver(game=g)
    d.go(0, 2)
    d.press(K.A)  # only the suit is left to choose: its rank stays in the layout
    assert d.ui.mode == N.DECLARE_MODE
    assert sorted(d.ui.decls) == sorted([8 | 1 << 4, 8 | 2 << 4])
    d.press(K.A)
    assert tokens(g) == ["*R=8D"]


def test_the_choices_are_the_engines():
    """The UI's list of declarations is the engine's, and every move it
    offers is legal, in positions from random play."""
    import random

    for deal in (3, 14, 22, 35):
        d = Driver(deal)
        g = d.g
        rng = random.Random(deal)
        for _ in range(150):
            for c in range(3):
                table = d.ui.decl_table(c)
                mine = set()
                for r in range(1, 14):
                    for bit, s in ((1, SP.EITHER), (2, G.PAIRS[2 * c]), (4, G.PAIRS[2 * c + 1])):
                        if table[r] & bit:
                            mine.add(r | s << 4)
                engine = set(m & 0xFF for m in g.legal_moves() if m >> 16 == SP.DECLARE and (m >> 8) & 3 == c)
                assert mine == engine, (deal, c, N.text(g))
            offered = set()
            for src, v in all_candidates(d.ui):
                n = g.nmoves
                if v & N.DECL:
                    m = SP.DECLARE << 16 | ((v >> 26) & 3) << 8 | (v >> 19) & 0x7F
                    assert g.check(m) is None
                    g.apply(m)
                assert g.check(v & N.MOVE_MASK) is None
                while g.nmoves > n:
                    g.undo()
                if not v & N.DECL:
                    offered.add(v)
            for m in g.legal_moves(declare=False, liberty=False, draw=False):
                assert m in offered, (N.move_text(g, m), N.text(g))
            ms = g.legal_moves()
            if not ms:
                break
            g.play(rng.choice(ms))
            d.ui.version += 1


# -- liberties --------------------------------------------------------------------------

EXCHANGE = """
s: #5W
w: KS QH
1: 6S *G=5W 4C
hW: AW 2W 3W 4W
"""


def test_a_liberty_takes_two_presses():
    g = pos(EXCHANGE)
    d = Driver(game=g)
    d.draw()  # 5W turns up: the game exchanges it for the Joker, a liberty is earned
    assert g.libs == 1 and tokens(g)[-2:] == ["s", "x5W"]
    assert (d.ui.pos, d.ui.depth) == (N.DISC_POS, 2)  # the cursor waits on KS
    assert "Liberty" in text_of(d.app.screen.msg)
    assert d.app.screen.tab[N.DISC_POS] == T.LIBERTY  # L1 over the discards
    n = len(d.keys)
    d.press(K.A)  # KS becomes the talon, picked up
    assert d.ui.mode == N.HOLD
    d.press(K.A)  # and goes into an open space
    assert len(d.keys) - n == 2
    assert tokens(g)[-2:] == ["lKS", "w2"] and g.libs == 0
    d.press(K.B)  # undo the move: KS stays the talon
    assert tokens(g)[-1] == "lKS"
    d.press(K.B)
    assert g.libs == 1


def test_a_liberty_by_browsing_the_discards():
    g = pos("""
        w: 2C 7H 3D KS
        liberties: 1
        3: 8S
        """)
    d = Driver(game=g)
    d.go(N.DISC_POS)
    d.press(K.UP)
    d.press(K.UP)  # 7H
    n = len(d.keys)
    d.press(K.A)
    d.press(K.A)
    assert tokens(g) == ["l7H", "w3"] and len(d.keys) - n == 2
    # the cursor marks the one discard it is on
    d.press(K.UP)
    disc = [t for t in column(d, N.DISC_POS) if t & T.INVERT]
    assert disc == [T.face(0x13) | T.INVERT, T.FOOT | T.INVERT]  # 3D, not the talon under it (and the column's foot)
    # without a liberty an older discard stays where it is
    d.press(K.A)
    assert g.nmoves == 2 and "talon" in text_of(d.app.screen.msg)


def test_with_assist_off_the_exchange_is_a_pick_and_a_drop():
    g = pos(EXCHANGE, assist="off")
    d = Driver(game=g)
    d.draw()  # 5W turns up as the talon; the green Joker stands for it
    assert g.due(2) and not g.libs
    d.go(N.DISC_POS)
    d.press(K.A)  # its one place: the Joker's, in column I
    assert tokens(g)[-2:] == ["s", "x5W"] and g.libs == 1
    assert [N.tile_name(g, t) for t in g.tiles(SP.L0)] == ["6S", "5W", "4C"]


def test_a_missed_exchange_makes_an_odd_joker():
    g = pos(EXCHANGE.replace("s: #5W", "s: #9C #5W"), assist="off")
    d = Driver(game=g)
    d.draw()
    d.draw()  # the exchange was due: the Joker turns odd
    assert g.odd_count() == 1 and "Odd Joker" in text_of(d.app.screen.msg)
    assert T.ODD + 2 in column(d, 0)


# -- the screen ------------------------------------------------------------------------


def column(d, c):
    scr = d.app.screen
    return [scr.tab[r * scr.tab_cols + c] for r in range(9)]


def test_columns_show_the_tableau_jokers_and_a_foot():
    g = pos("""
        t4: #5H #6H
        4: KC QD *B=J? TD
        w: 5C 3D
        liberties: 1
        hC: AC 2C
        hW: AW *G=2W
        j: *R
        """)
    d = Driver(game=g)
    col = column(d, 3)
    assert col == [T.backs(2), T.face(0x0D), T.face(0x1C), T.JOKER, T.EITHER + 10, T.face(0x1A), T.FOOT, T.BLANK, T.BLANK]
    assert column(d, 0)[:3] == [T.BLANK, T.OPEN | T.INVERT, T.BLANK]  # the cursor on an open space
    disc = column(d, N.DISC_POS)
    assert disc[:4] == [T.LIBERTY, T.face(0x05), T.face(0x13), T.FOOT]
    top = list(d.app.screen.top[:10])
    assert top[:6] == [T.PILE + 0, T.face(0x02), T.PILE + 2, T.PILE + 3, T.PILE + 4, T.UP_JOKER + 1]
    assert top[8] == T.CASHED + 1 and top[9] == T.STOCK


def test_a_long_column_scrolls_to_the_cursor():
    run = "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS"
    g = pos("4: " + run)
    d = Driver(game=g)
    d.go(3)
    col = column(d, 3)
    assert col[1] == T.ELLIPSIS and col[6] == T.face(0x31) | T.INVERT and col[7] == T.FOOT | T.INVERT  # the foot marked with the column
    assert not any(t & T.INVERT for t in column(d, 2))  # nothing of another column
    names = run.split()
    for depth in range(2, 14):
        d.press(K.UP)
        t = N.parse_tile(names[13 - depth])[0]
        assert T.face(t) | T.INVERT in column(d, 3), depth
    assert d.ui.depth == 13 and column(d, 3)[1] == T.face(0x3D) | T.INVERT
    assert column(d, 3)[7] == T.ELLIPSIS | T.INVERT  # the bottom is out of view now (marked with the column)


def test_the_status_line_has_the_stock_and_the_score():
    d = Driver(1)
    assert text_of(d.app.screen.msg) == "Stock 36  Score  -180"
    d.draw()
    assert text_of(d.app.screen.msg).startswith("Stock 35")


# -- the score sheet and the series ---------------------------------------------------


def test_the_score_sheet_at_the_end_of_a_perfect_game():
    from test_sixsuit import PERFECT, PERFECT_MOVES

    g = N.parse_position(PERFECT)
    N.parse_moves(g, " ".join(PERFECT_MOVES[:-1]))
    d = Driver(game=g)
    d.go(N.DISC_POS)
    d.move(SP.DISC, N.parse_move(g, PERFECT_MOVES[-1]))  # the last Joker is cashed
    d.wait()
    assert d.app.state == SC.WIN
    lines = screen_lines(d)
    assert lines[0].startswith(" ALL 81 UP TOP!")
    assert lines[1] == "\x05 130  \x01 260  \x02 260".ljust(TEXT_COLS)
    assert lines[2] == "\x03 390  \x04 390  \x06 520".ljust(TEXT_COLS)
    assert lines[3].startswith("Joker score    50")
    assert lines[4].startswith("Up top score 2000")
    assert lines[5].startswith("Down tiles      0")
    assert lines[6].startswith("Total score  2000 \x0d\x0d\x0d")
    d.press(K.RIGHT)  # the series
    lines = screen_lines(d)
    assert lines[0].startswith(" SERIES  game 1 of 5") and lines[1].startswith("1    2000  \x0d\x0d\x0d")
    assert lines[6].startswith("Average  2000  3\x0d")
    d.press(K.B)  # back to the board
    assert d.app.state == SC.PLAY


def test_the_score_sheet_from_the_pause_menu():
    d = Driver(1)
    d.press(K.B_HOLD)
    items = d.app.pause_menu.items()
    assert d.app.play.extra_label == "Score sheet"
    assert "Score sheet" in text_of(d.app.screen.text)
    d.app.view.sel = items.index(SC._P_EXTRA)
    d.press(K.A)
    assert d.app.state == SC.SHEET
    lines = screen_lines(d)
    assert lines[0].startswith(" SCORE SHEET #1")
    assert lines[5].startswith("Down tiles   -180") and lines[6].startswith("Total score  -180 \x0c\x0c\x0c")
    d.press(K.LEFT)
    assert screen_lines(d)[0].startswith(" SERIES  no games yet")
    d.press(K.B)
    assert d.app.state == SC.PAUSE


def test_a_series_of_five_games_then_a_new_one():
    d = Driver(1)
    totals = []
    for deal in range(1, 7):
        play_to_the_end(d)
        totals.append(d.g.score().total)
        assert d.app.state == SC.WIN
        d.press(K.A)  # the next deal
        assert d.app.state == SC.PLAY and d.g.deal_no == deal + 1
    assert d.ui.series.totals == totals[5:]
    # the fifth game's sheet showed the whole series and its average
    d.ui.series = SS.Series(totals[:5])
    d.ui.page = 1
    d.ui.kind = SC.WIN
    d.app._draw()
    lines = screen_lines(d)
    assert lines[0].startswith(" SERIES  game 5 of 5")
    avg = sum(totals[:5]) / 5
    assert lines[6].startswith("Average%6d" % int(avg + (0.5 if avg >= 0 else -0.5)))


# -- the command line and the device ------------------------------------------------------


def test_shot_and_window_take_the_game(tmp_path):
    out = tmp_path / "s.png"
    p = subprocess.run(
        [sys.executable, "-m", "sim", "shot", "sixsuit", "--deal", "3", "--keys", "left a hold-b", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 0, p.stderr
    assert out.exists() and "key 2 a:" in p.stdout
    from sim.cli import find_game

    assert find_game("sixsuit").id == "sixsuit"


def test_the_device_opens_the_game_from_its_settings():
    from sim.shot import run_keys

    console, panel, _, _, _ = run_keys("sixsuit", 5, ["assist=off"], ["left", "a"])
    app = console.app
    assert (app.family == "sixsuit") and app.board.deal_no == 5 and not app.board.assist
    assert app.board.size[SP.DISC] == 1


# -- MicroPython ---------------------------------------------------------------------------

MPY_SCRIPT = """
import gc
from solitaire.cards.games import GAMES
from solitaire.sixsuit.engine import SIXSUIT
from solitaire.console.screen import Screen
from solitaire.console.app import App
from solitaire.sixsuit import play as sixsuit_ui  # here, not in start(): see sim/mpy.py on collections in calls
gc.collect()
app = App(Screen(), GAMES + (SIXSUIT,))
app.start(%(gi)d, %(deal)d)
gc.collect()
keys = %(keys)r
worst = 0
peak = 0
now = 0
for i in range(len(keys)):
    now += 100
    a = kfuel()
    if keys[i] == 255:  # the clock runs: the end of the game is looked for
        now += 1000
        app.tick(now)
    else:
        app.key(keys[i], now)
    f = ticks_diff(kfuel(), a) * 1000
    if keys[i] != 255 and f > worst:
        worst = f
    gc.collect()
    used = gc.mem_alloc()
    if used > peak:
        peak = used
print("state", app.state)
print("key", app.board.key().hex())
print("worst", worst)
print("peak", peak)
"""


def test_a_whole_game_under_micropython_at_a_key_under_2m_fuel():
    from sim import mpy

    d, events = recorded_game(4)
    script = mpy.FUEL_PRELUDE + MPY_SCRIPT % {"gi": GI, "deal": 4, "keys": bytes(events)}
    # A heap with room to spare, so that no collection runs inside a call
    # (this WASI build's collector can crash there, see sim/mpy.py); the live
    # heap after each key is what is held to the card games' 96 KB.
    res = mpy.run_firmware(script, heap_kb=160, mpy=True)
    out = dict(line.split(" ", 1) for line in res.stdout.strip().splitlines())
    assert out["state"] == str(SC.WIN) and out["key"] == d.g.key().hex()
    worst = int(out["worst"])
    print(
        "sixsuit #4 under MicroPython (.mpy): %d keys, worst key %d fuel (<= %.1f ms at 1 fuel/cycle, pessimistic), peak live heap %s bytes"
        % (len(events), worst, mpy.fuel_to_ms(worst), out["peak"])
    )
    assert worst < 2_000_000
    assert int(out["peak"]) < 96 * 1024


def test_the_idle_loop_allocates_nothing_under_micropython():
    """Between keys the device's loop polls the buttons and ticks the UI: in
    Six-Suit Solitaire too, that allocates nothing (a message going and the
    end of the game looked for included)."""
    from sim import mpy

    script = """
import gc
from solitaire.cards.games import GAMES
from solitaire.sixsuit.engine import SIXSUIT
from solitaire.console.screen import Screen
from solitaire.console.buttons import Buttons
from solitaire.console.app import App
from solitaire.sixsuit import play as sixsuit_ui
app = App(Screen(), GAMES + (SIXSUIT,))
app.start(%d, 1)
app.key(2, 0)
app.key(4, 0)  # a draw: a message, and the end looked for when idle
app.play.say("hello")
buttons = Buttons()
def loop():
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for now in range(0, 3000, 5):
        buttons.poll(now)
        app.tick(now)
    return gc.mem_alloc() - before
print(loop())
""" % GI
    res = mpy.run_firmware(script, heap_kb=160, mpy=True)
    assert int(res.stdout) == 0
