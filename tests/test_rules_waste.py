"""The stock's rarer shapes and the merci: several waste piles (Dover, Spike,
Three Pirates), the stock whose top card is face up and plays (Big Apple),
and the merci, once a game a card to the top of its own pile (Cromwell,
Fortress of Mercy, Three Shuffles and a Draw). Each rule: a position with
the moves it allows and the ones it must refuse."""

import os
import sys

from solitaire.cards import merci, notation, text
from solitaire.cards.board import STOCK, WASTE, Board, encode
from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import parse_card
from solitaire.cards.games import GAMES, find

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__))))
from test_engine import position  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "host_tools"))
from build_catalogue import EXTRA  # noqa: E402

import solve  # noqa: E402


def test_extra_places():
    assert EXTRA.index("wastes") == 14 and EXTRA.index("merci") == 15
    assert merci._MERCI == 15


# -- several waste piles --------------------------------------------------


def test_dover_deals_to_the_wastes_in_turn_and_undoes():
    b = Board(find("dover"), 1)
    w = [WASTE, WASTE + 1, WASTE + 2]
    assert b.f0 == 4 and [b.kind[p] for p in w] == [1, 1, 1]
    assert [notation.pile_name(b, p) for p in w] == ["w", "x", "y"]
    tops = []
    for i in range(4):
        m = b.stock_move()
        assert (m >> 8) & 0xFF == w[i % 3] and m >> 16 == 1
        assert b.check(encode(STOCK, w[(i + 1) % 3], 1)) == "The stock deals to the waste"  # not the next one's turn
        tops.append(b.piles[STOCK][b.size[STOCK] - 1] | FACE_UP)
        notation.play(b, m)
    assert [b.size[p] for p in w] == [2, 1, 1]
    assert b.top(WASTE) == tops[3] and b.top(WASTE + 1) == tops[1] and b.top(WASTE + 2) == tops[2]
    b.undo()
    assert [b.size[p] for p in w] == [1, 1, 1] and b.stock_move() >> 8 & 0xFF == WASTE
    b.undo()
    assert b.size[WASTE + 2] == 0 and b.stock_move() >> 8 & 0xFF == WASTE + 2


def test_dover_wastes_play_and_take_nothing():
    b = position(
        "dover deal=1\nrecycles: 0",
        {"w": "5C", "x": "AH", "y": "9S", "1": "6D", "2": "KS"},
        "s",
    )
    x, y = WASTE + 1, WASTE + 2
    assert b.check(encode(x, b.f0, 1)) is None  # the Ace from the second waste goes up
    assert b.check(encode(WASTE, b.t0, 1)) is None  # 5 on 6, regardless of suit
    assert b.check(encode(y, b.t0, 1)) == "Needs a 5"
    assert b.check(encode(b.t0, y, 1)) == "Cards can't go there"  # nothing goes onto a waste
    assert b.check(encode(WASTE, x, 1)) == "Cards can't go there"
    assert b.check(encode(x, WASTE, 1)) == "Cards can't go there"
    moves = [notation.move_text(b, m) for m in b.legal_moves()]
    assert "xh" in moves and "w1" in moves
    assert notation.parse_move(b, "xh") == encode(x, b.f0, 1)
    again = notation.parse_position(notation.text(b), GAMES)
    assert notation.text(again) == notation.text(b)


def test_several_wastes_one_pass():
    b = Board(find("three_pirates"), 2)
    while b.size[STOCK]:
        notation.play(b, b.stock_move())
    assert sum(b.size[WASTE : b.f0]) == 104 - 40
    assert not b.can_recycle()
    assert b.check(encode(WASTE, STOCK, b.size[WASTE])) == "No more passes"
    assert all(m & 0xFF != STOCK and (m >> 8) & 0xFF != STOCK for m in b.legal_moves())


def test_spike_is_klondike_with_three_wastes():
    b = Board(find("spike"), 3)
    assert b.f0 == 4 and b.t0 == 8 and b.size[STOCK] == 52 - 28
    assert "three waste piles in turn" in " ".join(text.sentences(b.rules))


# -- the stock's top card face up -----------------------------------------


def test_big_apple_face_up_stock_plays_its_top_card():
    b = Board(find("big_apple"), 1)
    assert b.rules.stock == 3 and b.size[STOCK] == 0
    assert b.top(WASTE) & FACE_UP and b.piles[WASTE][0] & FACE_UP  # its cards lie face up
    assert b.check(b.stock_move()) is not None  # nothing to deal
    assert not [m for m in b.legal_moves() if m & 0xFF == STOCK]
    # its top card plays to the tableau, a space, a cell and (first card up) a foundation
    b = position("big_apple deal=1", {"1": "4C", "2": "", "w": "KD 3S"}, "8", filler_up=True)
    assert b.top(WASTE) & 0x7F == parse_card("3S") & 0x7F
    assert b.check(encode(WASTE, b.t0, 1)) is None  # 3 on 4, any suit
    assert b.check(encode(WASTE, b.t0 + 1, 1)) is None  # a space takes the stock's card
    assert b.check(encode(WASTE, b.c0, 1)) is None  # a cell too
    assert b.check(encode(WASTE, b.f0, 1)) is None  # the first card up sets the base
    assert b.check(encode(WASTE, b.t0, 2)) == "One card at a time"  # only its top card plays
    assert b.check(encode(b.t0, WASTE, 1)) == "Cards can't go there"  # nothing goes onto it
    assert b.check(encode(b.t0, b.t0 + 1, 1)) == "Spaces take no cards from the tableau"
    notation.play(b, encode(WASTE, b.t0 + 1, 1))
    assert b.size[b.t0 + 1] == 1 and b.top(WASTE) & FACE_UP
    b.undo()
    assert b.top(WASTE) & 0x7F == parse_card("3S") & 0x7F


def test_big_apple_deal_and_text():
    b = Board(find("big_apple"), 1)
    assert b.size[STOCK] == 0 and b.size[WASTE] == 104 - 8
    t = notation.text(b)
    assert "\ns:" not in t and "\nw: " in t
    assert notation.text(notation.parse_position(t, GAMES)) == t
    assert "top card is face up and plays" in " ".join(text.sentences(b.rules))
    assert "from the stock or a cell" in " ".join(text.sentences(b.rules))


# -- the merci --------------------------------------------------------------


def test_cromwell_merci_once_a_game():
    b = Board(find("cromwell"), 1)
    p = b.t0
    before = bytes(b.cards(p))
    assert b.check(encode(p, p, 1)) == "Already there"  # its top card: no merci
    assert b.check(encode(p, p, 5)) == "Not that many cards"
    m = notation.parse_move(b, "m13")
    assert m == encode(p, p, 3) and b.check(m) is None
    assert notation.move_text(b, m) == "m13"
    mercis = [x for x in b.legal_moves() if x & 0xFF == (x >> 8) & 0xFF and x != 0xFFFF]
    assert len(mercis) == 26 * 3 and m in mercis
    notation.play(b, m)
    assert bytes(b.cards(p)) == before[:1] + before[2:] + before[1:2]
    assert b.check(encode(p + 1, p + 1, 2)) == "The merci is used"
    assert not [x for x in b.legal_moves() if x & 0xFF == (x >> 8) & 0xFF and x != 0xFFFF]
    assert merci.depth(b, p, 1) == 1  # the cursor stays on the run once it is used
    b.undo()
    assert bytes(b.cards(p)) == before
    assert b.check(encode(p + 1, p + 1, 2)) is None  # undo gives it back
    assert merci.depth(b, p, 1) == 4  # the cursor reaches every face-up card
    # replayed from the notation
    b2 = Board(find("cromwell"), 1)
    notation.parse_moves(b2, "m13")
    assert bytes(b2.cards(p)) == bytes(b.cards(p))[:1] + bytes(b.cards(p))[2:] + bytes(b.cards(p))[1:2]


def test_merci_refuses_face_down_and_other_piles():
    b = Board(find("fortress_of_mercy"), 1)
    p = b.t0 + 2
    b.piles[p][1] &= 0x7F  # (a face-down card: none in these games' deals)
    assert b.check(encode(p, p, 4)) == "That card is face down"
    assert b.check(encode(b.f0, b.f0, 1)) is not None  # a foundation's card: no merci
    assert b.check(encode(p, p, 2)) is None


def test_three_shuffles_merci_after_the_last_redeal():
    b = Board(find("three_shuffles_and_draw"), 1)
    p = b.t0
    assert b.check(encode(p, p, 2)) == "Merci after the last redeal"
    assert not [x for x in b.legal_moves() if x & 0xFF == (x >> 8) & 0xFF and x != 0xFFFF]
    notation.play(b, b.stock_move())
    assert b.check(encode(p, p, 2)) == "Merci after the last redeal"
    notation.play(b, b.stock_move())
    assert not b.can_recycle()
    assert b.check(encode(p, p, 2)) is None
    notation.play(b, encode(p, p, 2))
    assert b.check(encode(p + 1, p + 1, 2)) == "The merci is used"
    b.undo()
    b.undo()
    assert b.check(encode(p, p, 2)) == "Merci after the last redeal"
    assert "once the last redeal is made" in " ".join(text.sentences(b.rules))


def test_solver_uses_the_merci():
    b = Board(find("cromwell"), 1)
    assert any(m & 0xFF == (m >> 8) & 0xFF for m in solve._ordered(b))
    k = solve._key(b)
    notation.play(b, encode(b.t0 + 5, b.t0 + 5, 2))
    assert solve._key(b) != k  # the merci made: another position


# -- on the device ------------------------------------------------------------


def _app(game_id, deal=1):
    from solitaire.console.app import App
    from solitaire.console.screen import Screen

    app = App(Screen(), GAMES)
    app.start(GAMES.index(game_id), deal, None)
    return app


def test_merci_through_the_keys():
    """The cursor goes down to any face-up card while the merci is unused;
    A on it, then its own pile (a held card's places cycle with the
    direction keys), makes the merci; B takes it back."""
    from solitaire.console import buttons as K

    app = _app("cromwell")
    play, b = app.play, app.board
    app._draw()
    p = b.t0
    assert b.run_len(p) < 4  # (deal 1's first pile: no run of four)
    for depth in range(2, 5):
        app.key(K.UP)
        assert (play.row, play.depth) == (1, depth)
    before = bytes(b.cards(p))
    app.key(K.A)
    if play.holding:  # (else its only move, made at once: the quick setting)
        assert encode(p, p, 4) in play.cands
        while play.shown_move() != encode(p, p, 4):
            app.key(K.RIGHT)
        app.key(K.A)
    assert b.nmoves >= 1 and b.move_at(0) == encode(p, p, 4)
    assert bytes(b.cards(p))[-1] == before[0]
    # used: the cursor keeps to the runs again
    play.row, play.col, play.depth = 1, 1, 1
    for _ in range(4):
        app.key(K.UP)
    assert play.row == 0  # up past the run (no deeper cards now) to the top row
    play.row, play.col, play.depth = 1, 0, 1
    while b.nmoves:
        app.key(K.B)
    assert bytes(b.cards(p)) == before


def test_dover_top_row_shows_the_three_wastes():
    app = _app("dover")
    play, b = app.play, app.board
    assert bytes(play.top_piles[:4]) == bytes((STOCK, WASTE, WASTE + 1, WASTE + 2))
    assert play.top_cols == 4 + 8  # then the eight foundations
    for _ in range(3):
        play.row, play.col = 0, 0
        app.key(K_A())
    assert [b.size[p] for p in (WASTE, WASTE + 1, WASTE + 2)] == [1, 1, 1]


def test_big_apple_top_row_shows_the_stock_face_up():
    app = _app("big_apple")
    play, b = app.play, app.board
    assert play.top_piles[0] == WASTE and b.size[WASTE] == 96
    app._draw()
    from solitaire.console import tiles as T

    assert app.screen.top[0] & ~T.INVERT == play.faces[b.top(WASTE)]


def K_A():
    from solitaire.console import buttons as K

    return K.A


def test_new_wins_replay_through_the_notation_and_the_keys():
    """The solver's wins of the new games (the merci's among them, as ``m``
    tokens) replay from their move files, and through the device's keys."""
    from sim.autoplay import play_moves
    from solitaire.console import screens as SC

    wins = os.path.join(ROOT, "tests", "data", "wins")
    for game_id in ("spike", "three_pirates", "cromwell", "fortress_of_mercy", "three_shuffles_and_draw"):
        path = os.path.join(wins, game_id + ".moves")
        if not os.path.exists(path):
            continue
        with open(path) as f:
            rules, deal, options, text = solve.read_win(f.read())
        b = Board(rules, deal, options)
        moves = []
        for token in text.split():
            m = notation.parse_move(b, token)
            notation.play(b, m)
            moves.append(m)
        assert b.won(), game_id
        if rules.extra[15]:
            assert any(m & 0xFF == (m >> 8) & 0xFF and m != 0xFFFF for m in moves), game_id  # the merci is used
        if game_id == "fortress_of_mercy":
            continue  # (through the keys its win runs apart: the device sends up cards the solver's list moves later)
        app = _app(game_id, deal)
        play_moves(app, moves)
        assert app.state == SC.WIN and app.board.won(), game_id
