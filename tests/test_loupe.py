"""The loupe (``cards/loupe.py``): on a layout of small faces (12 or 8
pixels) the message line names the card under the cursor and the card it
covers in the font's full-size characters, and marks at its ends say that
piles are off to the side of a wide row. Read back from the screen model's
message line, character by character, and compared with the board."""

import pytest

from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import RANK_CHARS, make
from solitaire.cards.games import GAMES
from solitaire.cards.piles import K_FOUND
from solitaire.console import buttons as K
from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.screen import TAB_ROWS, TEXT_COLS, Screen

# the suit each font symbol draws (tiles.SYM_CLUBS on: clubs, diamonds,
# hearts, spades, anchors, wheels)
SUIT_OF = {T._SYM_CLUBS + s: s for s in range(6)}


def new_app(game_id, deal=1):
    app = App(Screen(), GAMES)
    app.start(GAMES.index(game_id), deal)
    app._draw()
    return app


def press(app, k):
    """Presses ``k`` and lets any message it brings end."""
    app.key(k, app.now + 2000)
    app.tick(app.now + 2000)


def decode(msg):
    """Gets what the message line shows between its edge marks: [(card
    byte, inverted)] read two characters a card, and the marks (left,
    right) as booleans."""
    cells = bytes(msg)
    out = []
    i = 1
    while i < TEXT_COLS - 1 and cells[i] & 0x7F != 32:
        r, s = cells[i] & 0x7F, cells[i + 1] & 0x7F
        assert chr(r) in RANK_CHARS[1:14] and s in SUIT_OF, "not a card: %r" % cells[i : i + 2]
        assert cells[i] & T.INVERT == cells[i + 1] & T.INVERT  # a card is inverted whole or not at all
        out.append((make(RANK_CHARS.index(chr(r)), SUIT_OF[s], True), bool(cells[i] & T.INVERT)))
        i += 2
    return out, (cells[0] == T._SYM_LEFT, cells[TEXT_COLS - 1] == T._SYM_RIGHT)


def expected(app):
    """Gets the cards the loupe should name for the cursor, from the board:
    the cursor's card (the first of its cards) inverted, after the face-up
    card it covers (a foundation's top card alone)."""
    play, b = app.play, app.board
    p = play.cursor_pile()
    k = b.size[p]
    if not k or (play.row == 0 and p == 0):  # an empty pile, the stock: no card named
        return []
    i = k - (play.depth if play.row == 1 else 1)
    pile = b.piles[p]
    out = [(pile[i] | FACE_UP, True)]
    if i and pile[i - 1] & FACE_UP and b.kind[p] != K_FOUND:
        out.insert(0, (pile[i - 1] | FACE_UP, False))
    return out


# wide games of several kinds: 8-pixel faces with 16 or more piles, and
# Spider's 12-pixel faces
WIDE = ["la_belle_lucie", "quadruple_yukon", "cromwell", "huge_spider", "freecell_four_deck", "spider"]


@pytest.mark.parametrize("game_id", WIDE)
def test_the_loupe_names_the_cards_under_the_cursor(game_id):
    app = new_app(game_id)
    scr, play = app.screen, app.play
    assert scr.pitch < 16 and scr.msg_on
    seen = 0
    # along the tableau, a card and a run deep where the game allows, and
    # the top row
    for k in [K.RIGHT] * 5 + [K.UP, K.UP, K.DOWN, K.LEFT, K.LEFT, K.UP, K.UP, K.UP, K.RIGHT, K.RIGHT]:
        press(app, k)
        cards, _ = decode(scr.msg)
        assert cards == expected(app), (k, play.row, play.col, play.depth)
        seen += len(cards)
    assert seen >= 5  # (cards named, not only blank lines)


@pytest.mark.parametrize("game_id", ["quadruple_yukon", "cromwell", "freecell_four_deck"])
def test_the_loupe_names_held_cards_and_where_they_would_land(game_id):
    app = new_app(game_id)
    b, play, scr = app.board, app.play, app.screen
    for _ in range(16):
        if len(play.candidates(play.cursor_pile(), 1)) > 1:
            break
        press(app, K.RIGHT)
    press(app, K.A)
    assert play.holding
    seen = set()
    for _ in play.cands:  # each destination in turn
        m = play.shown_move()
        src, dst = m & 0xFF, (m >> 8) & 0xFF
        cells = bytes(scr.msg)
        held, _ = decode(cells[:3] + b" " * (TEXT_COLS - 3))
        assert held == [(b.piles[src][b.size[src] - (m >> 16)] | FACE_UP, True)]
        assert cells[3] == T._SYM_RIGHT
        if b.size[dst]:
            onto, _ = decode(b" " + cells[4:6] + b" " * (TEXT_COLS - 3))
            assert onto == [(b.top(dst) | FACE_UP, False)]
        else:
            assert cells[4:6] == b"--"
        seen.add(dst)
        press(app, K.RIGHT)
    assert len(seen) >= 2


@pytest.mark.parametrize("game_id", ["klondike", "freecell", "yukon", "canfield"])
def test_standard_faces_have_no_loupe(game_id):
    """Eight piles or fewer: the 16-pixel faces read as they are, the
    message line stays for messages and the tableau keeps all its rows."""
    app = new_app(game_id)
    for k in (K.RIGHT, K.RIGHT, K.UP, K.LEFT):
        app.key(k)
        assert not app.screen.msg_on
    assert app.play.loupe is None and app.play.tab_rows == TAB_ROWS


def test_a_message_shows_over_the_loupe_and_the_loupe_comes_back():
    app = new_app("la_belle_lucie")
    scr = app.screen
    loupe = bytes(scr.msg)
    app.key(K.UP, 100)  # the redeal slot of the top row: A redeals there, or says why not
    app.key(K.DOWN, 200)
    app.key(K.B, 300)
    assert bytes(scr.msg).startswith(b"Nothing to undo")
    assert not app.tick(400)  # the message stays its moment
    assert app.tick(300 + 5000) and bytes(scr.msg) == loupe
    assert not app.tick(300 + 5100) and not app.tick(300 + 9000)  # and then the loupe costs no redraw


def test_the_loupe_leaves_the_last_row_to_its_line():
    """The tableau draws in the rows above the message line: a long column
    ends in an ellipsis there rather than under the loupe."""
    app = new_app("spider")
    scr = app.screen
    assert app.play.tab_rows == TAB_ROWS - 1
    last = scr.tab[(TAB_ROWS - 1) * scr.tab_cols : TAB_ROWS * scr.tab_cols]
    assert set(last) == {T.BLANK}


@pytest.mark.parametrize(
    "game_id, marks",
    [
        ("huge_spider", (False, True)),  # 20 piles: four off to the right
        ("cromwell", (False, True)),  # 26
        ("la_belle_lucie", (False, True)),  # 18
        ("freecell_four_deck", (False, True)),  # its top row: 30 cells and foundations
        ("quadruple_yukon", (False, False)),  # 16: all on the screen
        ("spider", (False, False)),
    ],
)
def test_edge_marks_from_the_first_frame(game_id, marks):
    app = new_app(game_id)
    assert decode(app.screen.msg)[1] == marks


@pytest.mark.parametrize("game_id", ["huge_spider", "la_belle_lucie"])
def test_edge_marks_follow_the_scroll(game_id):
    """Along the tableau to its last pile: a mark at an end while either row
    has piles off to that side (Huge Spider's top row has 17 slots)."""
    app = new_app(game_id)
    play, scr = app.play, app.screen
    now = 0
    n = app.board.rules.tab
    for col in range(1, n):
        now += 2000
        app.key(K.RIGHT, now)
        app.tick(now + 1900)  # ("Piles 3-18 of 18" ends: the loupe is back)
        left = play.scroll > 0 or play.top_scroll > 0
        right = play.scroll + 16 < n or play.top_scroll + scr.top_cols < play.top_cols
        assert decode(scr.msg)[1] == (left, right), col
    assert play.scroll == n - 16 and decode(scr.msg)[1] == (True, play.top_cols > 16)


# -- the pairing games (firmware/solitaire/pairs/play.py) ---------------------


def new_pairs_app(game_id, deal=1):
    from solitaire.gamelist import MENU_GAMES

    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index(game_id), deal)
    app._draw()
    return app


def expected_pairs(app):
    """Gets what the loupe should name in a pairing game, from its engine:
    the cursor's card inverted after the card under it in its pile (the
    stock's top card alone: what is under it is face down; a back, no
    card); with a card picked, that card and the card it would go with."""
    from solitaire.pairs import engine as E

    play, b = app.play, app.board
    if play.holding:
        m = play.cands[play.target]
        p, q = m >> 8 & 0xFF, m & 0xFF
        if q != E.NONE:
            return "move", b.top(p) | FACE_UP, b.top(q) | FACE_UP
        return "show", [(b.top(p) | FACE_UP, True)]
    p = play.cur
    k = b.size[p]
    if not k or (p == E.P_STOCK and not b.x[E.STOCK_FREE]):
        return "show", []
    out = [(b.piles[p][k - 1] | FACE_UP, True)]
    if k > 1 and p != E.P_STOCK:
        out.insert(0, (b.piles[p][k - 2] | FACE_UP, False))
    return "show", out


def read_pairs(msg):
    """Reads the line as expected_pairs says it: ("move", held, onto) when
    an arrow follows the first card, else ("show", [(card, inverted)])."""
    cells = bytes(msg)
    if cells[3] == T._SYM_RIGHT:
        held, _ = decode(cells[:3] + b" " * (TEXT_COLS - 3))
        onto, _ = decode(b" " + cells[4:6] + b" " * (TEXT_COLS - 3))
        assert held[0][1] and not onto[0][1]
        return "move", held[0][0], onto[0][0]
    return "show", decode(cells)[0]


@pytest.mark.parametrize("game_id", ["pyramid", "accordion"])
def test_the_loupe_in_the_pairing_games(game_id):
    """The pyramid's 8-pixel faces and Accordion's 12: the line names the
    cursor's card (and the card under it, Accordion's piles once cards go
    onto them), and a picked card with the card it would go with, after
    every key of a game played by its hints."""
    app = new_pairs_app(game_id)
    scr, play = app.screen, app.play
    assert scr.pitch < 16 and play.loupe is not None
    seen = set()
    keys = [K.RIGHT, K.RIGHT, K.UP, K.LEFT, K.DOWN, K.LEFT]
    for turn in range(24):
        keys += [K.A_HOLD, K.A, K.RIGHT, K.A] if turn % 3 else [K.A_HOLD, K.A, K.A, K.RIGHT, K.LEFT]
    for k in keys:
        press(app, k)
        if not scr.msg_on:
            break  # (won, or a screen of its own)
        want = expected_pairs(app)
        assert read_pairs(scr.msg) == want, (k, play.cur, play.holding)
        seen.add(want[0] + str(len(want[1]) if want[0] == "show" else ""))
    # the line named a card alone, a card over another, a pick
    assert {"show1", "move"} <= seen and (game_id == "pyramid" or "show2" in seen), seen


@pytest.mark.parametrize("game_id", ["fourteenout", "montecarlo"])
def test_pairing_games_on_standard_faces_have_no_loupe(game_id):
    app = new_pairs_app(game_id)
    for k in (K.RIGHT, K.RIGHT, K.UP, K.LEFT):
        app.key(k)
        assert not app.screen.msg_on
    assert app.screen.pitch == 16 and app.play.loupe is None


def test_a_message_shows_over_the_pyramids_loupe_and_it_comes_back():
    app = new_pairs_app("pyramid")
    scr = app.screen
    loupe = bytes(scr.msg)
    app.key(K.B, 100)
    assert bytes(scr.msg).startswith(b"Nothing to undo")
    assert not app.tick(400)
    assert app.tick(100 + 5000) and bytes(scr.msg) == loupe
    assert not app.tick(100 + 5100) and not app.tick(100 + 9000)


def test_the_loupes_symbols_are_the_fonts():
    """``loupe.py`` holds the three font symbols it draws as its own consts
    (no look-up in ``tiles.py``, no global there): the same tiles."""
    from solitaire.cards import loupe

    assert (loupe._SYM_CLUBS, loupe._SYM_LEFT, loupe._SYM_RIGHT) == (T._SYM_CLUBS, T._SYM_LEFT, T._SYM_RIGHT)
