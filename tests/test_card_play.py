"""The device UI driven by its keys, headless: wins, presses per move,
menus, undo, feedback, and the screen model for long columns."""

import pytest

from sim.autoplay import play_moves
from sim.sessions import greedy_moves
from sim.sessions import solver_moves as fcs_moves
from solitaire.cards import hint
from solitaire.cards import legal
from solitaire.cards import hintnow
from solitaire.cards import notation
from solitaire.console.app import App
from solitaire.cards.board import Board
from solitaire.console import tiles as T
from solitaire.cards.games import GAMES
from solitaire.console.screen import TAB_ROWS, Screen
from solitaire.console import buttons as K
from solitaire.console import screens as SC


def text_of(cells):
    """Gets the characters of text tiles, inverted or not."""
    return bytes(c & 0x7F for c in cells).decode("latin-1")


def new_app(game_id=None, deal=1, options=None):
    app = App(Screen(), GAMES)
    if game_id:
        gi = GAMES.index(game_id)
        app.start(gi, deal, options)
    return app


@pytest.mark.parametrize("deal", [1, 1000])
def test_freecell_won_through_the_keys(deal):
    app = new_app("freecell", deal)
    keys = play_moves(app, fcs_moves(deal))
    assert app.state == SC.WIN and app.board.won()
    per_move = len(keys) / app.player_moves
    print("freecell #%d: %d presses for %d moves = %.2f a move" % (deal, len(keys), app.player_moves, per_move))
    assert per_move < 4  # the goal is 3; this catches a UI that got clumsier


def test_klondike_won_through_the_keys():
    moves, won = greedy_moves("klondike", 33)  # (a deal the hint engine wins, drawing three)
    assert won
    app = new_app("klondike", 33)
    keys = play_moves(app, moves)
    assert app.state == SC.WIN and app.board.won()
    # the UI finished the won game by itself before the list ran out
    assert app.player_moves < len(moves)
    per_move = len(keys) / app.player_moves
    print("klondike #33: %d presses for %d moves = %.2f a move" % (len(keys), app.player_moves, per_move))
    assert per_move < 4


def test_win_screen_then_next_deal():
    app = new_app("klondike", 33)
    play_moves(app, greedy_moves("klondike", 33)[0])
    assert app.state == SC.WIN
    assert "YOU WON" in text_of(app.screen.text)
    app.key(K.A)
    assert app.state == SC.PLAY and app.board.deal_no == 34 and app.board.nmoves == 0


def test_after_a_pick_left_right_step_through_legal_destinations_only():
    # a card with several places to go: a cell and a column at least
    for deal in range(1, 50):
        app = new_app("freecell", deal)
        b = app.board
        cols = [c for c in range(8) if len(app.play.candidates(b.t0 + c, 1)) >= 2]
        if cols:
            break
    app.play.col = cols[0]
    app.play.row, app.play.depth = 1, 1
    app.key(K.A)
    assert app.play.holding
    seen = set()
    for _ in range(len(app.play.cands) + 1):
        m = app.play.cands[app.play.target]
        assert b.check(m) is None
        seen.add(m)
        app.key(K.RIGHT)
    assert len(seen) == len(app.play.cands) >= 2
    app.key(K.B)  # put it back
    assert not app.play.holding and b.nmoves == 0


def test_undo_takes_back_the_move_and_the_games_own_moves():
    app = new_app("klondike", 4)
    moves, _ = greedy_moves("klondike", 4)
    play_moves(app, moves[:10])
    n = app.board.nmoves
    key = app.board.key()
    app.key(K.B)
    assert app.board.nmoves < n
    app2 = new_app("klondike", 4)
    play_moves(app2, moves[:9])
    assert app.board.key() == app2.board.key()
    assert key != app.board.key()


def test_no_move_gives_feedback():
    app = new_app("klondike", 1)
    # find a tableau card with nowhere to go
    b = app.board
    for c in range(7):
        if not app.play.candidates(b.t0 + c, 1):
            app.play.row, app.play.col, app.play.depth = 1, c, 1
            break
    else:
        pytest.skip("every card can move")
    app.key(K.A)
    assert app.screen.msg_on and not app.play.holding
    assert "no move" in text_of(app.screen.msg).lower()
    assert not app.tick(app.now + 100)  # still showing
    assert app.tick(app.now + 5000) and not app.screen.msg_on


def test_stock_deal_with_a_and_hold_a_sends_up():
    app = new_app("klondike", 3, bytes([1, 0]))  # draw 3
    app.play.row, app.play.col = 0, 0
    app.key(K.A)
    assert app.board.size[1] == 3
    # find an Ace and send it up with hold-A
    b = app.board
    for c in range(7):
        if b.top(b.t0 + c) & 15 == 1:
            app.play.row, app.play.col = 1, c
            app.key(K.A_HOLD)
            assert b.size[b.f0] == 1
            break


def test_pause_menu_new_restart_deal_number_and_options():
    app = new_app("klondike", 5)
    app.key(K.B_HOLD)
    assert app.state == SC.PAUSE
    items = app.pause_menu.items()
    # deal number: right twice, then A deals it
    app.view.sel = items.index(SC._P_DEAL)
    app.key(K.RIGHT)
    app.key(K.RIGHT)
    app.key(K.A)
    assert app.state == SC.PLAY and app.board.deal_no == 7
    # draw 1 through the option line (three is the default)
    app.key(K.B_HOLD)
    app.view.sel = items.index(SC._P_OPTION)
    app.key(K.RIGHT)
    app.key(K.A)
    assert app.board.rules.draw == 1 and app.board.deal_no == 7
    # restart keeps the deal and clears the moves
    app.play.row, app.play.col = 0, 0
    app.key(K.A)
    assert app.board.nmoves == 1
    app.key(K.B_HOLD)
    app.view.sel = items.index(SC._P_RESTART)
    app.key(K.A)
    assert app.board.nmoves == 0 and app.board.deal_no == 7
    # new deal goes to the next number; quit goes to the game menu
    app.key(K.B_HOLD)
    app.view.sel = items.index(SC._P_NEW)
    app.key(K.A)
    assert app.board.deal_no == 8
    app.key(K.B_HOLD)
    app.view.sel = items.index(SC._P_QUIT)
    app.key(K.A)
    assert app.state == SC.MENU


def ask_for_hint(app):
    app.key(K.B_HOLD)
    app.view.sel = app.pause_menu.items().index(SC._P_EXTRA)
    app.key(K.A)


def test_hint_is_looked_for_on_the_clock_then_picks_up_a_legal_move():
    app = new_app("freecell", 2)
    before = app.board.key()
    ask_for_hint(app)
    assert app.state == SC.PLAY and app.play.hinting is not None and not app.play.holding
    now = 0
    ticks = 0
    while app.play.hinting is not None:
        now += 10
        app.tick(now)
        ticks += 1
        assert app.board.key() == before  # between slices the board is as it was
    assert ticks > 1  # FreeCell's search takes more than one slice
    assert app.play.holding
    m = app.play.cands[app.play.target]
    assert m == hintnow.hint(Board(app.board.rules, 2))  # the same as searched at once
    assert app.board.check(m) is None
    app.key(K.A, now)
    assert app.board.nmoves >= 1


def test_a_key_stops_the_hint_search():
    app = new_app("freecell", 1)
    before = app.board.key()
    ask_for_hint(app)
    app.tick(10)
    app.key(K.RIGHT, 20)
    assert app.play.hinting is None and app.board.key() == before
    for now in range(30, 3000, 10):
        app.tick(now)
    assert not app.play.holding and app.board.nmoves == 0


def column_tiles(app, c):
    scr = app.screen
    return [scr.tab[r * scr.tab_cols + c] for r in range(TAB_ROWS)]


def test_long_column_scrolls_so_every_card_is_reachable():
    # a Klondike column with 6 face-down cards and a 13-card run on top
    rows = ["klondike deal=1 draw=1 passes=no-limit"]
    run = ["KS", "QH", "JS", "TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H", "AS"]
    used = set(run)
    deck = [r + s for s in "CDHS" for r in "A23456789TJQK"]
    rest = [c for c in deck if c not in used]
    rows.append("s: " + " ".join("#" + c for c in rest[6:]))
    rows.append("1: " + " ".join("#" + c for c in rest[:6]) + " " + " ".join(run))
    b = notation.parse_position("\n".join(rows), GAMES)
    app = new_app("klondike", 1)
    app.play.board = b
    app.play.version += 1  # what the UI does whenever the board changes
    app.play.row, app.play.col, app.play.depth = 1, 0, 1
    app._draw()
    col = column_tiles(app, 0)
    assert col[0] == T.backs(6)
    assert col[1] == T.ELLIPSIS  # the covered part of the run
    assert col[-2] == T.face(b.top(b.t0)) | T.INVERT  # the cursor's card
    assert col[-1] == T.FOOT | T.INVERT  # its foot marked with it (issue 29: found at a glance)
    assert not any(t & T.INVERT for t in column_tiles(app, 1))  # nothing of another pile
    # walking the cursor up the run keeps the chosen card on screen
    for depth in range(2, 14):
        app.key(K.UP)
        assert app.play.depth == depth
        card = b.piles[b.t0][b.size[b.t0] - depth]
        assert T.face(card) | T.INVERT in column_tiles(app, 0)
    assert app.play.depth == 13


def test_a_row_wider_than_the_screen_scrolls_with_the_cursor():
    """Huge Spider's 20 piles: the screen shows 16, and the cursor, or the
    held cards' landing place, is always among them; the tableau's piles
    scroll apart from the top row's."""
    app = new_app("huge_spider", 1)
    app._draw()
    b, scr, play = app.board, app.screen, app.play
    assert (b.rules.tab, scr.tab_cols, scr.pitch) == (20, 16, 8)

    def shown(c):  # screen column c shows the top card of pile c + scroll
        return T.face(b.top(b.t0 + c + play.scroll)) in [t & ~T.INVERT for t in column_tiles(app, c)]

    assert play.scroll == 0 and all(shown(c) for c in range(16))
    for col in range(1, 20):
        app.key(K.RIGHT)
        assert play.col == col and play.scroll <= col < play.scroll + 16
        tiles = column_tiles(app, col - play.scroll)
        assert T.face(b.top(b.t0 + col)) in tiles and T.FOOT | T.INVERT in tiles  # (small faces: the foot lit under it)
    assert play.scroll == 4 and "Piles 5-20 of 20" in text_of(scr.msg)
    assert all(shown(c) for c in range(16))
    app.key(K.RIGHT)  # round to the first pile: back to the left
    assert (play.col, play.scroll) == (0, 0)
    # a held card's landing place scrolls into view
    app.key(K.LEFT)
    assert play.scroll == 4
    for _ in range(20):
        moves = [m for m in b.legal_moves() if (m & 0xFF) - b.t0 >= 4 and ((m >> 8) & 0xFF) - b.t0 < 4]
        if moves:
            break
        app.key(K.RIGHT)
    m = moves[0]
    play.row, play.col, play.depth = 1, (m & 0xFF) - b.t0, m >> 16
    app._draw()
    app.key(K.A)
    assert play.holding
    for _ in range(len(play.cands)):
        dst = ((play.shown_move() >> 8) & 0xFF) - b.t0
        if 0 <= dst < 20:
            assert play.scroll <= dst < play.scroll + 16
        app.key(K.RIGHT)


def test_a_scroll_moves_the_columns_still_shown_as_a_full_redraw_draws_them():
    """wide.py moves the tableau's columns a scroll keeps on the screen over,
    as drawn, and leaves the rest to draw_tableau (a redraw of all 16 cost
    Chequers' pick 0.56M fuel): after every key of Chequers' walk of picks
    and cursor steps over its 25 piles the tableau is what a redraw of
    every column draws, and scrolls by part of a screen both ways came."""
    from solitaire.cards.tableau import draw_tableau

    app = new_app("chequers", 1)
    app._draw()
    scr, play = app.screen, app.play
    seen = set()
    for k in [K.RIGHT] * 24 + [K.LEFT] * 12 + [K.A, K.RIGHT, K.RIGHT, K.B, K.LEFT, K.LEFT, K.LEFT] * 6 + [K.DOWN, K.A, K.LEFT, K.B] * 8:
        was = play.scroll
        app.key(k)
        d = play.scroll - was
        seen.add((d > 0) - (d < 0) if abs(d) < 16 else 0)
        drawn = bytes(scr.tab[: scr.tab_cols * play.tab_rows])
        play.col_key[:] = [-1] * len(play.col_key)
        draw_tableau(play)
        assert bytes(scr.tab[: scr.tab_cols * play.tab_rows]) == drawn
    assert {1, -1} <= seen, "scrolls by part of a screen, right and left"


def test_a_top_row_wider_than_the_screen_scrolls_apart():
    """Four-deck FreeCell's 30 cells and foundations: the top row scrolls to
    the cursor, the tableau (14 piles) stays put."""
    app = new_app("freecell_four_deck", 1)
    app._draw()
    play, scr = app.play, app.screen
    assert (play.top_cols, scr.top_cols, scr.tab_cols) == (30, 16, 14)
    app.key(K.UP)
    assert play.row == 0
    for _ in range(29):
        app.key(K.RIGHT)
        assert play.top_scroll <= play.col < play.top_scroll + 16
        assert scr.top[play.col - play.top_scroll] & T.INVERT
    assert play.top_scroll == 14 and play.scroll == 0


def test_every_move_of_a_game_is_offered_by_the_ui():
    """The hint engine's moves in three more games all go through the keys."""
    for gid in ("yukon", "spider", "canfield"):
        app = new_app(gid, 2)
        moves, _ = greedy_moves(gid, 2, limit=40)
        keys = play_moves(app, moves)  # raises if the UI does not offer one
        assert keys and app.board.nmoves >= min(len(moves), 40) - 1


def test_a_on_the_stock_place_redeals_and_b_takes_it_back():
    """A game that redeals has the stock's place, top left: A there gathers
    the tableau and deals it again (every column drawn anew: a redeal
    changes piles below their top cards), B undoes it; once the redeals are
    spent the place shows so. The key redeals; the table shows as it was
    until the next tick, which draws it (a redeal's key would cost over 2M
    fuel with its drawing: Unusual's, Intelligence's)."""
    app = new_app("usk", 1)
    b = app.board
    app._draw()
    assert app.play.top_piles[0] == 0 and app.screen.top[0] == T.STOCK_RECYCLE

    def shown():
        app._draw()
        return [column_tiles(app, c) for c in range(b.rules.tab)]

    app.play.row, app.play.col = 0, 0
    before = shown()
    app.key(K.A)
    assert b.recycles == 1 and b.nmoves == 1
    assert shown() == before  # (drawn in the tick)
    assert app.tick(app.now + 100)
    after = shown()
    assert after != before and after == shown_fresh("usk", b)
    assert app.screen.top[0] == T.STOCK_DONE | T.INVERT  # (the cursor's place)
    app.key(K.A)
    assert b.recycles == 1 and app.screen.msg_on and "No more redeals" in text_of(app.screen.msg)
    app.key(K.B)
    assert b.recycles == 0 and shown() == before


def shown_fresh(gid, board):
    """Gets the columns a fresh screen draws for ``board``'s position."""
    app = new_app(gid, board.deal_no)
    app.play.start(board.rules, board.deal_no, board.options, board)
    app.play.row = 0  # (the cursor where the other's is: on the stock's place)
    app._draw()
    return [column_tiles(app, c) for c in range(board.rules.tab)]


def test_the_new_play_time_rules_through_the_keys():
    """The hint engine's moves in a game whose draw drops each pass, one
    whose spaces fill from the waste only, and games that redeal."""
    for gid in ("gold_rush", "congress", "american_toad", "usk", "ripple_fan", "seven_by_seven"):
        app = new_app(gid, 2)
        moves, _ = greedy_moves(gid, 2, limit=60)
        keys = play_moves(app, moves)  # raises if the UI does not offer one
        assert keys and app.board.nmoves >= min(len(moves), 60) - 1, gid


def test_the_cursor_on_small_faces_marks_one_cell():
    """Issue 29's limit, a cursor step on the wide games within 128 I2C
    bytes: on the 8- and 12-pixel faces the cursor lights one cell of its
    column, the foot under the pile's last card, or a card above it alone
    when Up climbs the pile (two cells twelve rows apart straddle three of
    the panel's pages, and a lit run is its whole height to darken on the
    step off it). Picked up, the run is lit whole with its foot as before;
    put back with B, the column shows the cursor's one cell again (the
    column's drawn key tells the two apart)."""
    app = new_app("quadruple_yukon", 1)
    app.quick = False  # (a run with one place to go is held, not moved at once)
    app._draw()
    b, play = app.board, app.play
    assert app.screen.pitch == 8
    m = next(m for m in b.legal_moves() if m >> 16 >= 3 and b.kind[m & 0xFF] == b.kind[b.t0])  # a run of three or more that can go
    col, depth = (m & 0xFF) - b.t0, m >> 16
    while play.col != col:
        app.key(K.RIGHT)
    lit = lambda: [t for t in column_tiles(app, col) if t & T.INVERT]  # noqa: E731
    assert lit() == [T.FOOT | T.INVERT]
    assert not any(t & T.INVERT for t in column_tiles(app, col - 1))  # the pile stepped off: dark
    while play.depth < depth:
        app.key(K.UP)
    card = b.piles[b.t0 + col][b.size[b.t0 + col] - depth]
    assert lit() == [T.face(card) | T.INVERT]
    app.key(K.A)
    assert play.holding and len(lit()) == depth + 1  # the run and its foot
    app.key(K.B)
    assert not play.holding and play.depth == depth and lit() == [T.face(card) | T.INVERT]


def test_a_redealing_game_loads_the_redeal_in_a_tick_not_in_its_key(monkeypatch):
    """The redeal's module (redeal.py: few games have one) loads in a tick
    of its own while the keys rest after the deal, not in the first
    redeal's key: there its load took Royal Family's A to 2.06M fuel, over
    the 2M a key may cost (the catalogue session, test_budgets)."""
    import sys

    monkeypatch.delitem(sys.modules, "solitaire.cards.redeal", raising=False)
    app = new_app("royal_family", 1)
    assert "solitaire.cards.redeal" not in sys.modules
    assert not app.tick(400)  # (nothing on the screen changes)
    assert "solitaire.cards.redeal" in sys.modules


def test_a_game_building_up_or_down_looks_for_moves_a_few_piles_a_tick(monkeypatch):
    """The stuck check of a game whose tableau builds up or down tries each
    run both ways, twice a one-way game's work: Royal Family's 52 cards x
    18 piles (936, under the 1,500 looked at in one tick) cost 2.6M fuel in
    a tick; it looks a few piles a tick (after.look), as a bigger game does."""
    from solitaire.cards import auto
    from solitaire.cards import after as cafter

    looked = []
    real = cafter.look
    monkeypatch.setattr(cafter, "look", lambda b, p, work: looked.append(p) or real(b, p, work))
    app = new_app("royal_family", 1)
    app.tick(400)  # (the redeal's load)
    app.play.stuck_check = True  # (as a move leaves it)
    app.play.next_step = 0
    app.tick(800)
    assert looked == [0]


def test_a_send_up_of_many_cards_goes_on_in_the_ticks():
    """Hold A on a card that can't go up sends every safe card up: as many
    as a key's time allows (``Play.send_up``: each card a look at every
    pile, 550k fuel from .mpy in Fan, and a key sent them all), the rest a
    few a tick; the same moves as all at once, one undo takes them all
    back, and a key stops it with the cards up so far kept."""
    from solitaire.cards import auto

    app = new_app("fan", 2)
    b = app.board
    for m in greedy_moves("fan", 2, limit=40)[0]:
        b.apply(m)
    down = 0
    while b.nmoves and down < 8:  # (cards back from the foundations: safe ones to send up again)
        up = sum(b.size[b.f0 : b.c0])
        b.undo()
        down += up - sum(b.size[b.f0 : b.c0])
    ref = Board(b.rules, 2, b.options)
    for m in notation.moves(b):
        ref.apply(m)
    n = 0
    m = auto.auto_moves(ref)
    while m is not None:  # (all at once, as the key made them before)
        ref.apply(m, n > 0)
        n += 1
        m = auto.auto_moves(ref)
    assert n >= 5
    app.play.row, app.play.col = 1, [c for c in range(b.rules.tab) if auto.foundation_move(b, b.t0 + c) is None][0]
    before = bytes(b.key())
    start = b.nmoves
    app.key(K.A_HOLD)
    assert app.play.sending and app.play.busy() and 0 < b.nmoves - start < n
    t = app.now
    while app.play.busy():
        t += 100
        assert app.tick(t)  # (each tick's cards shown)
    assert notation.moves(b) == notation.moves(ref) and not app.play.sending
    app.key(K.B)
    assert bytes(b.key()) == before
    app.key(K.A_HOLD)
    sent = b.nmoves
    app.key(K.RIGHT)  # a key stops the send-up: the cards sent stay, the game looks for moves again
    assert not app.play.sending and b.nmoves == sent and app.play.stuck_check
    app.key(K.B)
    assert bytes(b.key()) == before


@pytest.mark.parametrize("game_id", ["double_aces_and_kings", "acey_and_kingsley", "caprice", "tournament", "golf", "big_apple", "canfield", "fan"])
def test_the_foundations_a_rank_may_go_on_hold_every_one_that_takes_it(game_id):
    """``auto.takes_of`` (the foundations a look at many cards asks) leaves
    out no foundation ``legal.fitter``'s look lets a card of that rank go on, in the
    positions of a game played by the hint engine: foundations in two
    groups of their own rules, Tournament's halves, Golf's either way, a
    base the first card sets (Big Apple), a base of the deal's (Canfield)."""
    from solitaire.cards import auto
    from solitaire.cards.card import FACE_UP
    from solitaire.cards.games import find

    b = Board(find(game_id), 1)
    cards = [s << 4 | r | FACE_UP for s in b.rules.suits for r in range(1, 14)]
    looked = 0
    for _ in range(60):
        fit = legal.fitter(b)
        takes = auto.takes_of(b, True)
        if takes is not None:
            for c in cards:
                for d in range(b.f0, b.c0):
                    if fit(b, c, d):
                        looked += 1
                        assert takes[c & 15] >> (d - b.f0) & 1, (notation.moves(b), c, d)
        m = auto.auto_moves(b) or hintnow.hint(b, 60)
        if m is None:
            break
        b.apply(m)
    assert looked


def test_a_redeal_games_columns_are_drawn_again_only_as_their_piles_change():
    """A game with redeals (no merci) draws a tableau column again when its
    size, top card or the redeals made change (tableau.py: by every move's
    version, each move drew all 20 of Rainbow Fan's columns, 0.4M fuel of
    its pick): after each move, redeal and undo of a walk through every such
    game the tableau is what a redraw of every column draws."""
    import random

    from solitaire.cards.piles import ALL
    from solitaire.cards.tableau import draw_tableau

    redeals, merci = 10, 15  # (places in Rules.extra: build_catalogue's EXTRA)
    games = [g.id for g in GAMES if g.extra[redeals] and not g.extra[merci] and g.tab]
    assert len(games) > 20 and "rainbow_fan" in games
    redealt = 0
    for gid in games:
        app = new_app(gid, 3)
        app._draw()
        play, b, scr = app.play, app.board, app.screen
        rnd = random.Random(gid)
        for step in range(60):
            moves = b.legal_moves()
            if b.nmoves and (not moves or rnd.random() < 0.2):
                play.undo()
            elif moves:
                m = rnd.choice([m for m in moves if m & 0xFF == ALL] or moves) if rnd.random() < 0.3 else rnd.choice(moves)
                redealt += m & 0xFF == ALL
                play.make(m)
            else:
                break
            while play.col_key[0] < -1:
                play.tick(app.now)
            app._draw()
            drawn = bytes(scr.tab[: scr.tab_cols * play.tab_rows])
            keys = list(play.col_key)
            play.col_key[:] = [-1] * len(play.col_key)
            draw_tableau(play)
            assert bytes(scr.tab[: scr.tab_cols * play.tab_rows]) == drawn, (gid, step)
            play.col_key[:] = keys
    assert redealt > 20
