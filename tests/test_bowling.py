"""Bowling (solitaire/bowling, Wikibooks' "Bowling", issue 32). Each rule
the text states gets a test quoting the sentence (a legal placement and an
illegal one, the frame's end, a strike and a spare scored, the game's
end), and the readings the text leaves open (a frame dealt afresh, the
pins' count, the bonus frames) as the rules screen states them; then the
hint, undo, the keys and the statistics' best score, a power cut, the
position text, the command line, the screen, the table and the menu."""

import pytest

from test_cli import sim  # (the command line in a process of its own, as test_cli runs it)
from power_cut import resumes_after_power_cut
from test_pairs import Console  # (test_savegame's console over every family's games)
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.bowling import engine as E
from solitaire.bowling import play as P
from solitaire.bowling.notation import parse_move, parse_position, text
from solitaire.bowling.text import rules_texts

GID = "bowling"
RULES = MENU_GAMES[MENU_GAMES.index(GID)]
DECK = [r + s for s in "CDHS" for r in "A23456789TJQK"]
# the text's example: "9 _ Q K / 5 _ 7 / 2 4 / 1", pins 1 to 10 from the bottom
EXAMPLE = {1: "AC", 2: "2C", 3: "4C", 4: "5C", 6: "7C", 7: "9C", 9: "QC", 10: "KC"}


def board(deal=1):
    return E.Bowling(RULES, deal)


def position(pins, card, ball1="", ball2="", first=None, frames=""):
    """Gets the board of a position: ``pins`` {pin number: cards}, the
    ball piles' cards, the frames finished (the ``frames:`` line), and
    ``card`` the deck's top, the rest of the deck under it."""
    used = " ".join(list(pins.values()) + [ball1, ball2, card]).split()
    rest = [c for c in DECK if c not in used]
    lines = ["bowling deal=1", "frames: " + frames]
    if first is not None:
        lines.append("first: %d" % first)
    lines += ["p%d: %s" % (p, pins.get(p, "")) for p in range(1, 11)]
    lines += ["b1: " + ball1, "b2: " + ball2, "s: " + " ".join("#" + c for c in rest + [card])]
    return parse_position("\n".join(lines), MENU_GAMES)


def why(b, token):
    return b.check(parse_move(b, token))


def play(b, tokens):
    for t in tokens.split():
        m = parse_move(b, t)
        assert b.check(m) is None, (t, b.check(m))
        b.apply(m)


# -- the text's rules ---------------------------------------------------------------


def test_ten_pin_piles_the_deck_turned_a_card_at_a_time_two_ball_piles_of_three():
    """"Bowling has ten Pin Piles. The Deck is located at the right and
    turns up one card at a time. There are two Ball Piles located below the
    Deck. The two Ball Piles can contain up to three cards each." """
    b = board(3)
    assert [b.size[p] for p in range(E.STOCK)] == [0] * 12 and b.size[E.STOCK] == 52
    assert len(b.piles[E.BALL1]) == len(b.piles[E.BALL2]) == 3
    c = b.card()
    assert c == b.top(E.STOCK) | E.UP  # the deck's top, turned up
    play(b, "b1")
    assert b.top(E.BALL1) == c and b.size[E.STOCK] == 51 and b.card() != c


def test_a_card_is_planted_on_a_pin_or_placed_on_a_ball_pile():
    """"The card turned up must be planted on one of the Pin Piles, or
    placed onto one of the Ball Piles." Any card may go to a ball pile, a
    pin where it fits: the player's choice."""
    b = position({}, "7H")
    assert why(b, "p5") is None and why(b, "b1") is None
    assert sorted(m & 0xFF for m in b.legal_moves()) == list(range(11))  # every empty pin, and ball pile 1


def test_pins_are_filled_in_order_from_the_lowest_rank_at_the_bottom():
    """"All the Pin Piles should be filled in order from lowest ranking
    cards (towards the bottom) to the highest ranking cards (towards the
    top right)." """
    b = position({4: "6D"}, "3H")
    assert why(b, "p1") is None and why(b, "p3") is None  # below the 6
    assert why(b, "p5") == "Takes 7 to K here"  # above it
    b = position({4: "6D"}, "9H")
    assert why(b, "p7") is None and why(b, "p2") == "Takes A to 5 here"


def test_the_texts_example_only_a_ten_or_a_jack_between_the_nine_and_queen():
    """"Only a ten or a Jack can be placed onto the empty Pin between the
    nine and Queen." """
    for card in ("TH", "JD"):
        assert why(position(EXAMPLE, card), "p8") is None
    b = position(EXAMPLE, "6H")
    assert why(b, "p8") == "Takes T to J here"


def test_the_texts_example_only_a_six_between_the_five_and_seven():
    """"Only a six can fill the empty space between the five and seven." """
    assert why(position(EXAMPLE, "6S"), "p5") is None
    assert why(position(EXAMPLE, "TS"), "p5") == "Takes 6s here"


def test_the_texts_example_a_three_or_an_eight_must_go_to_the_ball_pile():
    """"If a three or an eight is drawn, they must be put in the Ball Pile
    because it cannot be placed with the Pins." """
    for card in ("3D", "8H"):
        b = position(EXAMPLE, card)
        assert [m & 0xFF for m in b.legal_moves()] == [E.BALL1]
        assert why(b, "p5") == "Takes 6s here" and why(b, "p8") == "Takes T to J here"


def test_cards_of_the_same_rank_go_into_the_same_pile():
    """"Place multiple cards of the same rank into the same piles." A card
    of a rank a pin holds goes on that pin and on no other, and fills no
    new pin."""
    b = position(EXAMPLE, "5H")
    assert [m & 0xFF for m in b.legal_moves()] == [3, E.BALL1]  # pin 4, the five's
    play(b, "p4")
    assert b.size[3] == 2 and b.pins() == 8
    b = position(EXAMPLE, "9H")
    assert why(b, "p1") == "This pin holds As"


def test_the_second_ball_pile_after_the_first_is_full():
    """Cards go to the second ball pile once the first holds three ("To
    receive a Spare, fill all Pins before placing cards into the second
    Ball Pile": the first ball pile is the first ball's)."""
    b = position({}, "4D", ball1="2C 3C")
    assert why(b, "b2") == "Ball pile 1 first" and why(b, "b1") is None
    b = position({}, "4D", ball1="2C 3C 5C", first=0)
    assert why(b, "b1") == "Ball pile 1 is full" and why(b, "b2") is None


def test_a_frame_ends_when_both_ball_piles_hold_three():
    """"After both Ball Piles have been filled with three cards each, that
    round of the game will end." Its count is the pins it filled; the next
    frame deals the whole deck afresh."""
    b = position({1: "AC", 2: "2C", 5: "6C"}, "3D", ball1="JC JD JH", ball2="QC QD", first=2)
    play(b, "p3")  # a pin: the frame goes on
    assert b.done == 0 and b.pins() == 4
    assert why(b, "b2") is None
    play(b, "b2")
    assert b.done == 1 and (b.rolls[0], b.rolls[1], b.marks[0]) == (2, 2, E.OPEN)
    assert b.size[E.STOCK] == 52 and b.pins() == 0 and not b.size[E.BALL1] and b.nmoves == 0
    assert b.score() == 4
    assert b.origin == b.key()  # (the frame's first position: a save holds it)


def test_a_strike_fills_every_pin_before_a_card_goes_to_a_ball_pile():
    """"To get a Strike, fill all the Pins before placing a card in the
    Ball Pile." It scores 10 and the next two balls."""
    pins = {p: DECK[p - 1] for p in range(1, 11) if p != 7}  # Ace to 10 of clubs, pin 7's 7 not yet
    b = position(pins, "7D")
    play(b, "p7")
    assert b.done == 1 and b.marks[0] == E.STRIKE and (b.rolls[0], b.rolls[1]) == (10, 0)
    b.rolls[2:4] = bytes((6, 2))  # the next frame: 6 then 2
    b.marks[1] = E.OPEN
    b.done = 2
    assert b.frame_score(0) == 18 and b.score() == 26


def test_a_spare_fills_every_pin_before_a_card_goes_to_the_second_ball_pile():
    """"To receive a Spare, fill all Pins before placing cards into the
    second Ball Pile." It scores 10 and the next ball; all ten filled once
    the second ball pile has a card is no spare."""
    pins = {p: DECK[p - 1] for p in range(1, 11) if p != 7}
    b = position(pins, "7D", ball1="JD QD", first=6)
    play(b, "p7")
    assert b.done == 1 and b.marks[0] == E.SPARE and (b.rolls[0], b.rolls[1]) == (6, 4)
    b.rolls[2:4] = bytes((7, 1))
    b.marks[1] = E.OPEN
    b.done = 2
    assert b.frame_score(0) == 17 and b.score() == 25
    b = position(pins, "7D", ball1="JD QD KD", ball2="JH", first=6)
    play(b, "p7")
    assert b.marks[0] == E.OPEN and b.score() == 10


def test_scored_the_same_way_regular_bowling_is_scored():
    """"Bowling solitaire is scored the same way regular Bowling is scored
    (Bowling SoliTaire!)." A strike, a spare, an open frame; two strikes in
    a row; the perfect game's 300 with the tenth frame's bonus frames."""
    b = board()
    tokens = "X 7/ 5-2 X X 9-0 0-0 3/ 4-4 6-1".split()
    b2 = position({}, "AD", frames=" ".join(tokens))
    assert b2.done == 10 and b2.over()
    # frame by frame: 10+7+3, 10+5, 7, 10+10+9, 10+9+0, 9, 0, 10+4, 8, 7
    assert [b2.frame_score(i) for i in range(10)] == [20, 15, 7, 29, 19, 9, 0, 14, 8, 7]
    assert b2.score() == 128
    perfect = position({}, "AD", frames=" ".join(["X"] * 12))
    assert perfect.over() and perfect.score() == 300
    assert not b.over()


def test_the_game_is_ten_rounds_and_a_last_strike_or_spare_earns_bonus_frames():
    """"The game consists of ten rounds." A strike or spare in the tenth
    earns a bonus frame for its bonus balls (two after two strikes), as
    bowling's tenth frame does."""
    open_tenth = position({}, "AD", frames=" ".join(["5-2"] * 10))
    assert open_tenth.over() and open_tenth.check(E.PLACE << 16 | E.BALL1) == "The game is over"
    assert open_tenth.best() is None and open_tenth.card() == 0
    spare = position({}, "AD", frames=" ".join(["5-2"] * 9 + ["5/"]))
    assert not spare.over() and spare.owed() == 11
    strike = position({}, "AD", frames=" ".join(["5-2"] * 9 + ["X", "X"]))
    assert not strike.over() and strike.owed() == 12
    b = board(7)
    while not b.over():
        b.apply(b.best())
    assert b.done == b.owed() >= 10 and b.card() == 0


# -- the hint and undo ------------------------------------------------------------


def test_the_hint_is_always_legal_and_plants_a_card_on_its_ranks_pin():
    for deal in range(1, 21):
        b = board(deal)
        while not b.over():
            m = b.best()
            assert b.check(m) is None
            r = b.top(E.STOCK) & 15
            on = [p for p in range(E.PINS) if b.size[p] and b.piles[p][0] & 15 == r]
            if on:
                assert m & 0xFF == on[0]
            b.apply(m)


def test_the_hint_keeps_room_for_the_other_pins():
    """On an empty triangle a King goes on pin 10 and an Ace on pin 1: any
    other pin would leave pins no rank can fill."""
    assert position({}, "KD").best() & 0xFF == 9
    assert position({}, "AD").best() & 0xFF == 0
    assert E.room(bytes(10)) == 10 and E.room(bytes((13,) + (0,) * 9)) == 0


def test_undo_takes_the_frames_cards_back_and_a_bowled_frame_stays():
    b = board(5)
    keys = [b.key()]
    while b.done == 0:
        b.apply(b.best())
        keys.append(b.key())
    assert b.nmoves == 0 and not b.undo()  # the frame bowled stays
    keys = [b.key()]
    for _ in range(6):
        b.apply(b.best())
        keys.append(b.key())
    keys.pop()
    while keys:
        assert b.undo() and b.key() == keys.pop()
    assert not b.undo()


def test_the_last_card_of_the_game_comes_back_by_undo():
    b = board(2)
    while not b.over():
        before = b.key()
        b.apply(b.best())
    score = b.score()
    assert b.undo() and b.key() == before and not b.over()
    b.apply(b.best())
    assert b.over() and b.score() == score


# -- the keys, the statistics, saves ----------------------------------------------


def test_a_game_by_keys_keeps_its_best_score_in_the_statistics():
    """The hint's piles placed by keys to the last frame: the end screen
    with each frame's mark, the score as the statistics' best."""
    c = Console()
    c.app.start(MENU_GAMES.index(GID), 4)
    while c.app.state == SC.PLAY:
        c.key(K.A_HOLD)
        c.key(K.A)
    c.pause(20)
    b = c.app.board
    assert c.app.state == SC.WIN and b.over()
    e = c.app.saver.stats.get(GID, b.options)
    assert e.played == 1 and e.best_score == b.score()
    assert e.won == int(b.score() >= E.goal(b.x))
    assert b.won() and e.won == 1  # (deal 4: the hint alone reaches the goal, 120: a deal proven winnable)
    page = bytes(ch & 0x7F for ch in c.app.screen.text).decode()  # (the title inverted)
    f = P.marks(b)
    assert "Score %d (goal 120)" % b.score() in page and f[:20] in page and f[20:] in page and len(f) == 40
    c.key(K.B)  # back to the pins: the last card comes back
    c.key(K.B)
    assert c.app.state == SC.PLAY and not b.over()


def test_the_status_line_shows_the_frame_and_the_score_and_a_frames_end_is_said():
    c = Console()
    c.app.start(MENU_GAMES.index(GID), 4)
    assert bytes(c.app.screen.msg).decode().startswith("Frame 1 Score 0/120")
    b = c.app.board
    while b.done == 0:
        c.key(K.A_HOLD)
        c.key(K.A)
    said = bytes(c.app.screen.msg).decode()
    m = b.marks[0]
    assert said.startswith("Strike!" if m == E.STRIKE else "Spare!" if m == E.SPARE else "Frame 1: %d pins" % (b.rolls[0] + b.rolls[1]))
    c.pause(3000)
    assert bytes(c.app.screen.msg).decode().startswith("Frame 2 Score %d/120" % b.score())
    c.key(K.B)
    assert bytes(c.app.screen.msg).decode().startswith("A bowled frame stays")


def test_power_cut_resumes_the_game_and_its_undo():
    c = resumes_after_power_cut(GID, [K.A_HOLD, K.A] * 5)
    assert c.app.board.nmoves == 4


def test_power_cut_in_a_later_frame_resumes_from_the_frames_first_position():
    """A save after the first frame holds the frame's first position (the
    snapshot: the frames' balls too) and its cards since."""
    c = resumes_after_power_cut(GID, [K.A_HOLD, K.A] * 40)
    b = c.app.board
    assert b.done >= 1 and b.origin is not None


def test_position_text_reads_back():
    b = board(3)
    for _ in range(40):
        b.apply(b.best())
    again = parse_position(text(b), MENU_GAMES)
    assert again.key() == b.key() and again.score() == b.score()


def test_a_position_out_of_order_is_refused():
    from solitaire.cards.notation import NotationError

    with pytest.raises(NotationError, match="rising"):
        position({1: "5C", 2: "3C"}, "AD")
    with pytest.raises(NotationError, match="not a frame"):
        position({}, "AD", frames="11-0")


def test_rules_screen_states_the_reading():
    texts = rules_texts(RULES)
    assert any(t.startswith("Goal: 120 points") for t in texts)
    assert any("between the filled pins' below and above it" in t for t in texts)
    assert any("A frame ends when all ten pins are filled or both ball piles are full" in t for t in texts)


def test_command_line_plays_and_refuses():
    rc, out, err = sim("play", "bowling", "--deal", "1", "--moves", "p5 p10 p9 b1")
    assert rc == 0 and "p5: 5S" in out and "first: 3" in out and out.rstrip().endswith("not won"), err
    rc, out, err = sim("play", "bowling", "--deal", "1", "--moves", "p5 p5")
    assert rc == 1 and "This pin holds 5s" in err and err.count("\n") == 1
    rc, out, err = sim("play", "bowling", "--moves", "p11")
    assert rc == 2 and "not a pile" in err and err.count("\n") == 1


# -- the screen ---------------------------------------------------------------------


def test_the_screen_shows_the_triangle_the_card_and_the_ball_piles():
    """The pins in a triangle on 128 x 64 (pin 1 at the bottom, pins 7-10
    along the top), the card to place top right, the ball piles below it,
    the cursor's pile lit."""
    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index(GID), 1)
    b = app.board
    play(b, "p5 p10 b1")
    app.view.draw()
    scr = app.screen
    assert scr.pitch == 16 and scr.tab_cols == 8
    assert scr.top[7] == T.FACE_OF[b.card()]
    tab = scr.tab
    assert tab[2 * 8 + 3] == T.FACE_OF[b.top(4)] and tab[3 * 8 + 3] == T.FOOT  # pin 5: the middle row's middle
    assert tab[0 * 8 + 6] == T.FACE_OF[b.top(9)]  # pin 10: the top row's right
    assert tab[6 * 8 + 3] == T.EMPTY | T.INVERT  # pin 1, the cursor's
    assert tab[7] == T.FACE_OF[b.top(E.BALL1)] and tab[4 * 8 + 7] == T.EMPTY
    for k, want in ((K.UP, 1), (K.RIGHT, 2), (K.RIGHT, E.BALL2), (K.UP, 5), (K.UP, 8), (K.RIGHT, 9), (K.RIGHT, E.BALL1), (K.RIGHT, 6), (K.DOWN, 3)):  # (up and down: the nearest column, the left one of two)
        app.key(k)
        assert app.play.cur == want


# -- the family's table and the menu ------------------------------------------------


def test_the_table_is_built_from_the_source_and_the_menu_lists_the_game():
    from host_tools import build_bowling

    entries = build_bowling.load(build_bowling.SOURCE, compile_record=build_bowling.record)
    assert [e[0] for e in entries] == [GID]
    assert build_bowling.main(["--check"]) == 0
    assert MENU_GAMES.tail[-1] == "bowling" and MENU_GAMES.tn[-1] == 1
    r = MENU_GAMES[len(MENU_GAMES) - 1]
    assert (r.id, r.name, r.family) == (GID, "Bowling", "bowling")
    assert E.record(GID) == entries[0][2] and E.goal(E.record(GID)) == 120


@pytest.mark.parametrize("field,value,says", [
    ("frames", "11", "frames = 11: a number from 1 to 10"),
    ("ball", "0", "ball = 0: a number from 1 to 3"),
    ("goal", "70000", "goal = 70000: a number from 0 to 65535"),
    ("pins", "9", "unknown field pins"),
])
def test_a_bad_source_record_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from bad_source import refused_in_one_line
    from host_tools import build_bowling

    fields = {"name": '"Bad"', "frames": "10", "ball": "3", "goal": "120"}
    fields[field] = value
    refused_in_one_line(build_bowling, tmp_path, monkeypatch, capsys, fields, says)


def test_the_menu_lists_the_family_and_its_game():
    from test_menu import open_list, press, walk
    from solitaire.console import menu as MN

    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FAMILIES)
    fams = walk(app)
    f = fams.index("Bowling (1)")
    press(app, *[K.DOWN] * f + [K.A])
    assert walk(app) == ["Bowling"]


def test_every_sentence_quoted_here_is_the_texts_own():
    """Each rule test's docstring quotes its sentence of Wikibooks'
    "Bowling" (``assets/seeds/wikibooks.txt``) word for word."""
    import re
    import sys

    from test_wikibooks32 import said

    quoted = []
    for name, f in sorted(vars(sys.modules[__name__]).items()):
        if name.startswith("test_") and f.__doc__:
            quoted += re.findall(r'"([^"]+)"', f.__doc__)
    assert len(quoted) >= 12
    for q in quoted:
        if q != "Bowling":
            said(q)
