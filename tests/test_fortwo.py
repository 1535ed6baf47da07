"""Solitaire for Two: each rule of the seed (SOLITAIRE FOR TWO in
shared/seeds/000_...) and each decision of the issue, from positions, with
the refusals; whole games; the command line."""

import os
import subprocess
import sys

import pytest

from solitaire.cards.notation import RANK_CHARS, SUIT_CHARS, NotationError
from solitaire.sixsuit import fortwo_notation as FN
from solitaire.sixsuit import notation as N
from solitaire.sixsuit import piles as SP
from solitaire.sixsuit import fortwo_notation as T  # (turns' numbers under their names)
from solitaire.sixsuit.fortwo import ForTwo
from solitaire.tilegames import record

FORTWO = record("fortwo")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def all_names():
    names = [RANK_CHARS[r] + SUIT_CHARS[s] for s in range(6) for r in range(1, 14)]
    return names + ["*B", "*R", "*G"]


def pos(body, players=2, seats=None, assist="on", first="1"):
    """A position from the lines given; every tile not named goes to the
    oldest discards (under the ``w`` line's tiles)."""
    lines = [l.strip() for l in body.strip().split("\n") if l.strip()]
    seen = set()
    for l in lines:
        name, _, tiles = l.partition(":")
        if name in ("u", "r", "s", "w", "j") or name.isdigit() or (len(name) == 2 and name[0] in "ht"):
            for tok in tiles.split():
                seen.add(N.parse_tile(tok)[0])
    missing = [n for n in all_names() if N.parse_tile(n)[0] not in seen]
    for i, l in enumerate(lines):
        if l.split(":")[0] == "w":
            lines[i] = "w: " + " ".join(missing) + " " + l.partition(":")[2]
            break
    else:
        lines.append("w: " + " ".join(missing))
    seats = seats or ",".join(["human"] * players)
    head = "fortwo deal=3 players=%d seats=%s assist=%s first=%s" % (players, seats, assist, first)
    return FN.parse_position(head + "\n" + "\n".join(lines) + "\n")


def play(g, text):
    FN.parse_moves(g, text)
    return g


def refused(g, token):
    key = g.key()
    m = FN.parse_move(g, token)
    why = g.check(m)
    assert why is not None, "%s was legal" % token
    assert g.key() == key
    return why


def line(g, name):
    for l in FN.text(g).split("\n"):
        if l.split(":")[0] == name:
            return l.partition(":")[2].strip()
    return ""


# -- set-up and turns -----------------------------------------------------------


def test_the_stock_is_twelve_columns_of_three_and_a_draw_turns_up_one():
    g = ForTwo(FORTWO, 7)
    assert g.size[SP.STOCK] == 36
    top3 = [g.piles[SP.STOCK][35 - i] for i in range(3)]
    g.st[T.BITS] = 0  # (past the first turn)
    g.apply(SP.DRAW_MOVE)
    assert g.size[SP.STOCK] == 33 and [t & 0x7F for t in g.tiles(SP.UP)] == top3
    g.undo()
    assert g.size[SP.STOCK] == 36 and g.size[SP.UP] == 0


def test_the_first_player_comes_from_the_deal_or_the_option():
    firsts = {ForTwo(FORTWO, d).st[T.TURN] for d in range(1, 40)}
    assert firsts == {0, 1}  # both seats start some deals
    assert ForTwo(FORTWO, 5).st[T.TURN] == ForTwo(FORTWO, 5).st[T.TURN]  # and the same each time
    opts = FORTWO.default_options()
    opts[6] = 2  # first=2
    assert all(ForTwo(FORTWO, d, opts).st[T.TURN] == 1 for d in range(1, 10))


def test_the_first_player_plays_the_layout_only_and_draws_nothing():
    g = ForTwo(FORTWO, 1, bytes([0, 0, 3, 0, 0, 0, 1]))  # first=1, seat 2 human
    assert refused(g, "s") == "The first turn plays the layout only: knock"
    play(g, "k")  # a knock needs no draw in the first turn
    assert g.st[T.TURN] == 1
    assert refused(g, "k") == "Draw first"  # the second player must draw
    play(g, "s")
    assert g.size[SP.UP] == 3
    assert refused(g, "s") == "One draw a turn: knock to end it"


KNOCK_POS = """
s: #QW #JW #TW #QA #JA #TA
w: 9C
1: KS
2: 7H
u: 6C 8S 5A
turn: 1 drawn three
"""


def test_up_tiles_play_in_any_order_and_the_knock_discards_the_rest_talon_last():
    g = pos(KNOCK_POS)
    play(g, "u12")  # 6C onto 7H; 8S and 5A are left: u1 u2
    assert line(g, "u") == "8S 5A"
    assert refused(g, "k") == "Say which up tile is the talon"
    assert refused(g, "k9H") == "That is not an up tile"
    play(g, "k8S")
    assert line(g, "w").endswith("9C 5A 8S") and g.st[T.TURN] == 1 and g.st[T.OLD] == 2
    assert g.scores() == [0, 0]


def test_the_next_player_may_play_any_of_the_previous_up_tiles_until_the_draw():
    g = pos(KNOCK_POS + "\n3: 9H\n4: 6D")
    play(g, "u12 k8S")
    # 5A is under the talon 8S, and still playable (a missed play); 8S too
    play(g, "u14 w3")  # 5A onto 6D, 8S onto 9H
    assert line(g, "4") == "6D 5A" and line(g, "3") == "9H 8S" and g.st[T.OLD] == 0
    assert line(g, "w").endswith("9C")  # the talon before the knock
    g.undo()
    g.undo()
    assert g.st[T.OLD] == 2 and line(g, "w").endswith("9C 5A 8S")


def test_old_up_tiles_are_not_playable_after_the_draw():
    g = pos(KNOCK_POS + "\n3: 9H\n4: 6D")
    play(g, "u12 k8S s")
    five_a = N.parse_tile("5A")[0]
    assert g.loc[five_a] == SP.DISC and not g.free(five_a)
    assert all(g.up_tile(i) & 0x7F != five_a for i in range(3))
    # only the talon (8S) of the old up tiles still plays
    assert FN.parse_move(g, "w3") in g.legal_moves()


def test_a_trio_scores_25_at_once_and_the_player_draws_again():
    g = pos(
        """
        s: #QW #JW #TW #QA #JA #TA
        w: 9C
        1: KS
        2: 7H
        3: 9D
        hC: AC
        u: 2C 6C 8S
        turn: 1 drawn three
        """
    )
    play(g, "u1h")
    assert g.st[T.PENDING] == 1 and g.scores() == [0, 0]  # up top: pending till the turn ends
    play(g, "u12 u13")  # 6C onto 7H, 8S onto 9D: all three used
    assert g.scores() == [35, 0]  # the Trio's 25 and the 2C's 10, now
    assert g.st[T.TURN] == 0 and g.st[T.PENDING] == 0
    play(g, "s")  # another column: the same player's next turn
    assert g.size[SP.UP] == 3 and g.size[SP.STOCK] == 3


def test_a_trio_with_the_stock_out_ends_the_turn():
    g = pos(
        """
        s:
        w: 9C
        2: 7H
        r: #4D
        u: 6C
        turn: 1 drawn three
        """
    )
    play(g, "u12")
    assert g.scores() == [25, 0] and g.st[T.TURN] == 1


def test_the_reserve_is_drawn_last_and_makes_no_trio():
    g = pos(
        """
        s:
        w: 9C
        2: 7H
        r: #QD #6C
        turn: 1 ender=2
        round: 2
        """
    )
    play(g, "s")
    assert line(g, "u") == "6C QD" and g.size[SP.RES] == 0 and not g.st[T.BITS] & T.THREE
    play(g, "u12")
    assert g.scores() == [0, 0]


def test_no_knock_before_the_draw_and_no_play_after_the_game_is_over():
    g = pos(KNOCK_POS.replace("turn: 1 drawn three", "turn: 1"))
    g.size[SP.UP] = 0  # (no up tiles before the draw)
    assert refused(g, "k") == "Draw first"
    done = pos(KNOCK_POS.replace("turn: 1 drawn three", "turn: 1 drawn over"))
    assert refused(done, "u27") == "The game is over"


# -- the Solo Ace --------------------------------------------------------------------


def test_a_solo_ace_goes_up_only_with_a_deuce_after_it():
    body = """
        s: #QW #JW #TW
        w: 9C
        1: 3C 2H AS
        2: 7H
        u: 5D 6C
        turn: 1 drawn
        """
    g = pos(body)
    assert refused(g, "1h") == "A solo Ace goes up only with a Deuce after it"
    g = pos(body.replace("u: 5D 6C", "u: 5D 2S"))  # a Deuce among the up tiles
    play(g, "1h")
    assert g.st[T.BITS] & T.SOLO
    assert refused(g, "u17") == "After a solo Ace a Deuce goes up next"
    assert refused(g, "k5D") == "After a solo Ace a Deuce goes up next"
    play(g, "u2h")
    assert not g.st[T.BITS] & T.SOLO and g.st[T.PENDING] == 2


def test_an_ace_goes_up_freely_with_another_ace_about():
    for extra in ("u: 5D AC", "3: 2D AW"):
        g = pos(
            """
            s: #QW #JW #TW
            w: 9C
            1: 3C 2H AS
            2: 7H
            turn: 1 drawn
            """
            + "\n"
            + extra
        )
        play(g, "1h")
        assert not g.st[T.BITS] & T.SOLO


def test_a_lone_ace_among_the_up_tiles_with_no_place_must_be_the_talon():
    g = pos(
        """
        s: #QW #JW #TW
        w: 9C
        1: KS
        u: AD 5C
        turn: 1 drawn
        """
    )
    assert refused(g, "k5C") == "The solo Ace must be the talon"
    play(g, "kAD")
    assert line(g, "w").endswith("5C AD")


# -- scoring ---------------------------------------------------------------------


def test_tiles_up_top_score_10_each_at_the_knock_any_suit():
    g = pos(
        """
        s: #QW #JW #TW
        w: 9C
        1: 2W
        3: 2A
        hW: AW
        hA: AA
        turn: 1 drawn
        """
    )
    play(g, "1h 3h")
    assert g.st[T.PENDING] == 2 and g.scores() == [0, 0]
    play(g, "k")
    assert g.scores() == [20, 0]


def test_a_joker_cashed_scores_40_at_once_and_a_joker_up_top_10():
    g = pos(
        """
        s: #QW #JW #TW
        w: 9C
        1: 3C *G=2W
        hW: AW
        u: 2W
        turn: 1 drawn
        """
    )
    assert refused(g, "u1h") == "Exchange the Joker first"
    play(g, "x2W")  # the natural takes the Joker's place; the Joker is cashed: 40 at once
    assert g.scores() == [40, 0] and line(g, "j") == "*G" and line(g, "1") == "3C 2W"
    g2 = pos(
        """
        s: #QW #JW #TW
        w: 9C *G
        hW: AW
        turn: 1 drawn
        """
    )
    play(g2, "whW")  # the Joker up top as the 2W: a tile, 10 at the knock
    assert g2.st[T.PENDING] == 1
    play(g2, "k")
    assert g2.scores() == [10, 0]


def test_a_grand_sequence_scores_125_once_a_game():
    g = pos(
        """
        s: #QW #JW #TW
        w: AS AC
        1: KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D
        2: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H
        turn: 1 drawn
        """
    )
    play(g, "w1")
    assert g.scores() == [125, 0]
    play(g, "w2")
    assert g.scores() == [125, 0]


@pytest.mark.parametrize("n,points", [(5, 50), (6, 0), (7, 75), (9, 100), (11, 125)])
def test_a_whole_column_onto_tiles_scores_its_run(n, points):
    col = ["QJT98765432"[i] + "DC"[i % 2] for i in range(n)]  # Q of Diamonds down
    g = pos("s: #2W #3W #4W\n1: %s\n2: KS\nturn: 1 drawn" % " ".join(col))
    play(g, "12")
    assert g.scores() == [points, 0]


def test_runs_into_an_open_space_score_nothing_and_no_down_tile_penalty():
    g = pos("s: #2W #3W #4W\n1: KD QC JD TC 9D\nturn: 1 drawn")
    play(g, "12")  # into an open space, not onto tiles
    assert g.scores() == [0, 0] and g.face_down() == 0


# -- rounds and the end ------------------------------------------------------------


def test_the_round_ends_when_all_knock_in_turn_without_a_play_and_round_two_deals():
    g = pos(
        """
        s:
        w: 9C
        t3: #4S #QH
        t5: #2S
        1: KS
        2: 7H
        3: 5D
        5: 9A
        6: TD
        turn: 1 drawn played ender=2
        scores: 100 60
        """
    )
    discards = g.size[SP.DISC]
    play(g, "k")  # (a play this turn: no pass)
    assert g.st[T.ROUND_NO] == 1 and g.st[T.TURN] == 1
    play(g, "k")
    assert g.st[T.ROUND_NO] == 1
    play(g, "k")  # two knocks in a row without a play: round two
    assert g.st[T.ROUND_NO] == 2
    gathered = discards + 2  # the discards, and the top down tile of columns 3 and 5
    assert g.size[SP.STOCK] + g.size[SP.RES] == gathered
    assert g.size[SP.STOCK] % 3 == 0 and g.size[SP.RES] == gathered % 3
    assert g.size[SP.DISC] == 0 and g.tiles(SP.T0 + 2) == bytes([N.parse_tile("4S")[0]]) and g.size[SP.T0 + 4] == 0
    assert g.st[T.TURN] == 1  # the lower score (60) starts
    # the shuffle is the deal's: the same every time
    h = pos(
        """
        s:
        w: 9C
        t3: #4S #QH
        t5: #2S
        1: KS
        2: 7H
        3: 5D
        5: 9A
        6: TD
        turn: 1 drawn played ender=2
        scores: 100 60
        """
    )
    play(h, "k k k")
    assert h.key() == g.key()
    while g.undo():
        pass
    assert g.size[SP.DISC] == discards and g.st[T.ROUND_NO] == 1


def test_a_tie_goes_to_the_player_who_ended_round_one():
    g = pos("s:\nw: 9C\n1: KS\n2: TD\nturn: 1 drawn played\nscores: 80 80")  # 9C could go on TD
    play(g, "k k k")  # seat 1, seat 2, seat 1: seat 1 ends the round
    assert g.st[T.ROUND_NO] == 2 and g.st[T.TURN] == 0


def test_round_two_ends_the_game_and_the_higher_score_wins_by_the_difference():
    g = pos("s:\nw: 9C\n1: KS\n2: 7H\nturn: 1 drawn\nround: 2\nscores: 635 420")
    assert FN.result_line(g) == "not over"
    play(g, "k")  # nothing plays for seat 2: the game is over
    assert g.over() and FN.result_line(g) == "over: seat 1 wins 635-420"
    t = pos("s:\nw: 9C\n1: KS\n2: 7H\nturn: 1 drawn\nround: 2\nscores: 635 635")
    play(t, "k")
    assert FN.result_line(t) == "over: tie 635-635"


def test_all_tiles_up_top_ends_the_game_scoring_the_pending_tiles():
    ups = []
    for s in "ACDHSW":
        top = 13 if s != "W" else 12
        ups.append("h%s: %s" % (s, " ".join(RANK_CHARS[r] + s for r in range(1, top + 1))))
    g = pos("\n".join(ups) + "\nj: *B *R *G\ns:\nw:\n1: KW\nturn: 1 drawn\nround: 2\nscores: 300 200")
    play(g, "1h")
    assert g.over() and g.scores() == [310, 200] and FN.result_line(g) == "over: seat 1 wins 310-200"


# -- three and four players --------------------------------------------------------


def test_three_players_three_score_columns_four_players_partners():
    g = ForTwo(FORTWO, 2, bytes([1, 0, 3, 3, 0, 0, 1]))  # three humans, seat 1 first
    assert g.sides() == 3 and g.scores() == [0, 0, 0]
    play(g, "k")
    for _ in range(2):
        g.play(SP.DRAW_MOVE)
        g.play(T.KNOCK << 16 | 0)
    assert g.st[T.TURN] == 0
    four = pos("s: #QW #JW #TW\nw: 9C\n1: 2W\nhW: AW\nturn: 3 drawn", players=4)
    assert four.sides() == 2
    play(four, "1h k")
    assert four.scores() == [10, 0]  # seat 3 scores for seats 1+3
    assert FN.result_line(four) == "not over"


# -- undo ----------------------------------------------------------------------------


def test_undo_stays_in_the_players_own_turn():
    g = pos(KNOCK_POS + "\n3: 9H")
    play(g, "u12")
    assert g.undo_floor() == 0  # (the position is where the history starts)
    play(g, "u13")  # 8S onto 9H
    assert g.undo_floor() == 0
    play(g, "k")
    assert g.undo_floor() == g.nmoves  # nothing to undo past the knock
    play(g, "s")
    assert g.undo_floor() == g.nmoves  # nor past a draw


# -- positions and tokens ---------------------------------------------------------


def test_positions_read_back_and_moves_write_back():
    g = ForTwo(FORTWO, 11, bytes([0, 0, 0, 0, 0, 0, 1]))
    g.play(g.legal_moves()[0])
    play(g, "k")  # (then seat 2, the computer, plays its turn)
    again = FN.parse_position(FN.text(g))
    assert again.key() == g.key()
    for m in g.legal_moves():
        tok = FN.move_text(g, m)
        assert FN.parse_move(g, tok) == m, tok


@pytest.mark.parametrize(
    "text,where",
    [
        ("fortwo deal=1 players=5\n", "players must be one of 2, 3, 4"),
        ("fortwo deal=1 players=2 seats=human\n", "seats names 1 seats for 2 players"),
        ("fortwo deal=1 seats=human,robot\n", "seat 2 must be one of"),
        ("fortwo deal=1 players=2 first=3\n", "first=3 but 2 players"),
        ("fortwo deal=1 colour=red\n", "unknown option 'colour'"),
    ],
)
def test_bad_headers_say_where(text, where):
    with pytest.raises(NotationError) as e:
        FN.parse_position(text)
    assert where in str(e.value) and "line 1" in str(e.value)


def test_bad_state_lines_are_refused():
    for extra, why in (
        ("old: 2\nu: 5C", "old up tiles are discards"),
        ("scores: 1 2 3", "scores wants 2 numbers"),
        ("turn: 3", "turn wants a seat, 1 to 2"),
        ("turn: 1 sleepy", "unknown turn word"),
    ):
        with pytest.raises(NotationError) as e:
            pos("s: #QW #JW #TW\n" + extra)
        assert why in str(e.value), extra


# -- whole games and the command line ---------------------------------------------


def sim(*args):
    p = subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=ROOT, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def test_play_with_computers_is_repeatable_and_ends_with_the_result():
    rc, out, err = sim("play", "fortwo", "--deal", "4", "--seat", "1=cpu3", "--moves", "")
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[-1].startswith("over: ")
    assert any(l.startswith("; seat 1*:") for l in lines) and any(l.startswith("; seat 2*:") for l in lines)
    assert sim("play", "fortwo", "--deal", "4", "--seat", "1=cpu3", "--moves", "")[1] == out


def test_three_and_four_player_games_play_to_the_end():
    for n in (3, 4):
        g = ForTwo(FORTWO, 9, bytes([n - 2, 1, 0, 1, 0, 1, 0]))  # computers of levels 1 and 2
        play(g, "")
        assert g.over()
        assert sum(g.scores()) > 0 and len(g.scores()) == (3 if n == 3 else 2)
        # the history replays to the same position
        again = ForTwo(FORTWO, 9, bytes([n - 2, 1, 0, 1, 0, 1, 0]))
        for i in range(g.nmoves):
            again.apply(g.move_at(i), g.by_game(i))
        assert again.key() == g.key()


@pytest.mark.parametrize(
    "args,code,msg",
    [
        (["--players", "5"], 2, "players must be one of 2, 3, 4"),
        (["--seat", "3=cpu1"], 2, "seat 3 is past the 2 players"),
        (["--seat", "2=robot"], 2, "seat2 must be one of"),
        (["--seat", "two"], 2, "--seat wants N=KIND"),
        (["--moves", "k u9x"], 2, "line 1, column 3"),
        (["--seat", "2=human", "--moves", "s"], 1, "The first turn plays the layout only"),
    ],
)
def test_command_line_bad_input(args, code, msg):
    if "--moves" not in args:
        args = args + ["--moves", ""]
    rc, out, err = sim("play", "fortwo", "--option", "first=1", *args)
    assert rc == code and msg in err, err
    assert len(err.strip().splitlines()) == 1


def test_klondike_has_no_players():
    rc, out, err = sim("deal", "klondike", "--players", "2")
    assert rc == 2 and "no option 'players'" in err


# -- saves ------------------------------------------------------------------------


def _cpu_game(deal, stop, opts=bytes([0, 2, 0, 0, 0, 0, 1])):
    """A game of two level-2 computers (seat 1 played as cpu2 too), stopped
    after ``stop`` moves (a mid-turn position)."""
    g = ForTwo(FORTWO, deal, opts)
    FN.parse_moves(g, "")
    moves = [(g.move_at(i), g.by_game(i)) for i in range(g.nmoves)]
    h = ForTwo(FORTWO, deal, opts)
    for m, a in moves[:stop]:
        h.apply(m, a)
    return h, g


def test_a_match_resumes_mid_turn_and_in_round_two_from_a_save():
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.gamelist import MENU_GAMES

    g, whole = _cpu_game(5, 10_000)
    assert whole.over() and any(whole.move_at(i) >> 16 == T.ROUND for i in range(whole.nmoves))
    r2 = next(i for i in range(whole.nmoves) if whole.move_at(i) >> 16 == T.ROUND)
    for stop in (7, 40, r2 + 5, whole.nmoves - 3, whole.nmoves):
        b, _ = _cpu_game(5, stop)
        payload = SG.game_payload(b, "fortwo", 3, 60, 0)
        got, meta = RB.load_game(payload, MENU_GAMES)
        assert got.key() == b.key(), stop
        assert got.scores() == b.scores() and bytes(got.st) == bytes(b.st)
        assert [got.move_at(i) for i in range(got.nmoves)] == [b.move_at(i) for i in range(meta.base, b.nmoves)]
    # a snapshot of a round-two position restores the turn's state and scores
    b, _ = _cpu_game(5, r2 + 5)
    snap = b.key()
    fresh = RB.new_engine(FORTWO, 5, b.options)
    RB.restore(fresh, snap)
    assert fresh.key() == snap and fresh.st[T.ROUND_NO] == 2 and fresh.scores() == b.scores()
    with pytest.raises(SG.SaveError):
        RB.restore(RB.new_engine(FORTWO, 5, b.options), snap[:-3])


def test_the_log_packs_the_turns_state_and_undo_restores_it_exactly():
    """The log keeps six bytes a move (the turn's state packed into four: the
    liberties' lift, at most 3 a game, and the passes, at most 4, share one):
    four computers' whole game, both rounds, undone move by move, gives back
    at each step the very turn's state (every seat on turn and ending a turn,
    up tiles still playing, passes) and scores it had."""
    g = ForTwo(FORTWO, 1, bytes([2, 2, 2, 2, 2, 0, 1]))
    FN.parse_moves(g, "")
    assert g.over() and g.st[T.ROUND_NO] == 2 and T.LOG == 6
    moves = [(g.move_at(i), g.by_game(i)) for i in range(g.nmoves)]
    h = ForTwo(FORTWO, 1, g.options)
    seen = []
    for m, a in moves:
        seen.append((bytes(h.st), list(h.pts)))
        h.apply(m, a)
    assert {s[T.TURN] for s, _ in seen} == {0, 1, 2, 3} and {s[T.ENDER] for s, _ in seen} == {0, 1, 2, 3}
    assert max(s[T.OLD] for s, _ in seen) == 3 and max(s[T.PASSES] for s, _ in seen) == 4
    assert bytes(h.st) == bytes(g.st) and h.pts == g.pts
    while h.nmoves:
        h.undo()
        assert (bytes(h.st), h.pts) == seen[h.nmoves], h.nmoves


def test_the_history_and_log_have_room_for_192_moves_and_grow_past_them(monkeypatch):
    """A Solitaire for Two game's history and log take room for 192 moves
    at the deal (its computers' games end in 62-179; 1 KB less for good than
    Six-Suit's 256), and a game past its room grows them: played with room
    for 8, the same game to its end and undone back to the deal."""
    g, whole = _cpu_game(5, 10_000)
    assert len(g.hist) == 192 * 6 and len(g.log) == 192 * T.LOG and whole.nmoves > 8
    monkeypatch.setattr(ForTwo, "ROOM", 8)
    small, _ = _cpu_game(5, 10_000)
    assert small.key() == whole.key() and small.scores() == whole.scores() and len(small.hist) > 8 * 6
    while small.nmoves:
        small.undo()
    assert small.key() == ForTwo(FORTWO, 5, small.options).key()


def test_a_save_with_an_unknown_set_up_is_refused():
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.gamelist import MENU_GAMES

    b, _ = _cpu_game(5, 20)
    payload = bytearray(SG.game_payload(b, "fortwo"))
    at = payload.index(bytes(b.options))  # the options blob: players=9 is no set-up
    payload[at] = 9
    with pytest.raises(SG.SaveError) as e:  # (the device shows a notice and keeps the record aside)
        RB.load_game(bytes(payload), MENU_GAMES)
    assert "options" in str(e.value)


# -- the computer players ------------------------------------------------------------


# (four tests of 50 deals, not one of 200, so that make test's workers
# share them out; 70% in each fifty holds 70% in the 200)
@pytest.mark.parametrize("first", [1, 51, 101, 151])
def test_level_3_beats_level_1_in_most_of_200_games(first):
    """The issue asks 70%+: a deterministic figure (the players' random
    numbers come from the deal), so it is held here; make bench prints it.
    Measured: 197 of 200 (50, 50, 48 and 49 of each fifty)."""
    names1 = FORTWO.options[1][2]
    names2 = FORTWO.options[2][2]
    wins = 0
    for d in range(first, first + 50):
        o = bytearray(FORTWO.default_options())
        three = d % 2  # level 3 takes seat 1 and seat 2 in turn
        o[1] = names1.index("cpu3" if three == 0 else "cpu1")
        o[2] = names2.index("cpu3" if three == 1 else "cpu1")
        g = ForTwo(FORTWO, d, o)
        FN.parse_moves(g, "")
        assert g.over()
        wins += g.winner() == three
    assert wins >= 35, wins


MPY_REPLAY = """
import gc
for name in ("cards.card", "cards.rules", "prng", "cards.piles", "sixsuit.piles", "sixsuit.legal", "sixsuit.moves",
             "sixsuit.score", "sixsuit.engine", "sixsuit.turns", "sixsuit.fortwo", "tilegames", "sixsuit.computer"):
    __import__("solitaire." + name)
    gc.collect()
from solitaire.sixsuit.fortwo import ForTwo
from solitaire.tilegames import record
FORTWO = record("fortwo")
from solitaire.sixsuit.computer import think
from solitaire.prng import Rand
g = ForTwo(FORTWO, %(deal)d, %(opts)r)
data = %(moves)r
for i in range(0, len(data), 4):
    m = data[i] | data[i + 1] << 8 | data[i + 2] << 16
    g.apply(m, data[i + 3])
    gc.collect()
print("key", g.key().hex())
print("scores", g.scores())
# the computer's choice on the device is the host's
m = None
for m in think(g, 3, Rand(77)):
    pass
print("think", m)
"""


def test_a_whole_game_gives_the_same_bytes_under_micropython():
    """Two computers play a whole game through both rounds on CPython; the
    device's interpreter, making the same moves, reaches the same position
    and scores, and its level-3 player chooses the same next move."""
    from sim import mpy
    from solitaire.prng import Rand
    from solitaire.sixsuit.computer import think

    opts = bytes([0, 2, 0, 0, 0, 0, 1])
    _, g = _cpu_game(5, 0, opts)
    assert g.over() and g.st[T.ROUND_NO] == 2
    data = bytearray()
    for i in range(g.nmoves):
        m = g.move_at(i)
        data += bytes((m & 0xFF, (m >> 8) & 0xFF, m >> 16, 1 if g.by_game(i) else 0))
    stop = g.nmoves - 12  # (a position still in play, for the computer to think about)
    h, _ = _cpu_game(5, stop, opts)
    want = None
    for want in think(h, 3, Rand(77)):
        pass
    out = mpy.run_firmware(MPY_REPLAY % {"deal": 5, "opts": opts, "moves": bytes(data[: 4 * stop])}, heap_kb=128, mpy=True).stdout
    lines = dict(l.split(" ", 1) for l in out.strip().splitlines())
    assert lines["key"] == h.key().hex()
    assert lines["scores"] == str(h.scores())
    assert lines["think"] == str(want)


def _up(suit, top, first="A"):
    """A foundation line: ``suit``'s tiles up top from ``first`` to ``top``."""
    ranks = RANK_CHARS[1:]
    return "h%s: %s" % (suit, " ".join(r + suit for r in ranks[ranks.index(first) : ranks.index(top) + 1]))


# The scripted game: most tiles up top already, so that both rounds are short
# enough to score by hand. The stock's last column is drawn first; the tiles
# under columns 5-7 stay down until round two gathers the top one of each.
SCRIPTED = "\n".join([
    "s: #QA #2C #JD #3D #KH #QS",
    "1: KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D",  # a King down to the Deuce: the Ace makes a Grand Sequence
    "2: 9D 8C 7D 6C 5D",  # a whole column of five, for a Big Run onto column 3
    "3: TW",
    "4: 4C *R=3D",  # the Red Joker stands for 3D, in the stock
    "t5: #*B #QC #KS", "5: KW",
    "t6: #*G #TC #KA", "6: KD",
    "t7: #QW", "7: JW",
    _up("S", "J"), _up("H", "Q"), _up("A", "J"), _up("W", "9"), "hD: AD",
    "w: AC",
    "turn: 1",
    "scores: 0 0",
])

# (tokens, then the scores, the points pending and the round), worked out by hand
SCRIPT = [
    # Seat 1 draws 3D KH QS (u1 QS, u2 KH, u3 3D). Assist exchanges 3D for the
    # Red Joker at once: Joker cashed, 40.
    ("s", [40, 0], 0, 1),
    # QS and KH up top: pending. All three used: Trio, 25, and the pending
    # tiles count as the turn ends: 40 + 25 + 2 * 10 = 85.
    ("u1h u1h", [85, 0], 0, 1),
    # Seat 1 again (the stock lasts): draws JD 2C QA. QA up top (pending); the
    # whole of column 2 onto TW, a Run of 5: 50; the talon AC onto 2D makes
    # column 1 King to Ace, the Grand Sequence: 125. 85 + 50 + 125 = 260.
    ("s u3h 23 w1", [260, 0], 1, 1),
    # The knock, 2C the talon: QA counts, 270.
    ("k2C", [270, 0], 0, 1),
    # The stock is out. Seat 2 knocks without a play, then seat 1: round two.
    # It gathers the discards (JD, 2C) and the top down tile of columns 5-7
    # (KS, KA, QW): five, a column of three and a reserve of two. Seat 2, with
    # fewer points, starts.
    ("k k", [270, 0], 0, 2),
    # Seat 2 draws 2C JD QW: 2C onto 3D, QW onto KD, JD onto QW, all used: a
    # Trio, 25. The columns are out, so the turn ends.
    ("s u14 u26 u16", [270, 25], 0, 2),
    # Seat 1 draws the reserve, KA KS (no Trio from it): both up top, and the
    # knock counts them: 270 + 20 = 290.
    ("s u1h u1h k", [290, 25], 0, 2),
    # Nothing more is worth playing: both knock without a play, and the game is over.
    ("k k", [290, 25], 0, 2),
]

MPY_RESUME = """
from solitaire.console import rebuild as RB
from solitaire.console import savegame as SG
from solitaire.gamelist import MENU_GAMES
g, meta = RB.load_game(%(payload)r, MENU_GAMES)
print("key", g.key().hex())
print("scores", g.scores())
print("over", g.over(), g.winner())
"""


def test_a_scripted_game_through_both_rounds_scores_as_worked_out_by_hand():
    """Reserve, Trios, a Joker, a Big Run and the Grand Sequence in a whole
    two-player game; the device's interpreter, resuming it from a save made
    at its start (a snapshot and every move, checked as it replays), reaches
    CPython's position and scores."""
    from sim import mpy
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG

    g = pos(SCRIPTED)
    g.origin = g.key()  # (a save's snapshot: the history starts at this position)
    for i, (tokens, scores, pending, rnd) in enumerate(SCRIPT):
        play(g, tokens)
        assert (g.scores(), g.st[T.PENDING], g.st[T.ROUND_NO]) == (scores, pending, rnd), tokens
        if i == 4:  # round two dealt: its stock and reserve (the deal's shuffle), seat 2 on turn
            assert line(g, "s") == "#QW #JD #2C" and line(g, "r") == "#KS #KA" and g.st[T.TURN] == 1
    assert line(g, "1") == "KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC" and line(g, "grand") == "yes"
    assert line(g, "j") == "*R"
    assert g.over() and g.winner() == 0 and FN.result_line(g) == "over: seat 1 wins 290-25"
    payload = SG.game_payload(g, "fortwo")
    out = mpy.run_firmware(MPY_RESUME % {"payload": payload}, heap_kb=256, mpy=True).stdout
    lines = dict(l.split(" ", 1) for l in out.strip().splitlines())
    assert lines["key"] == g.key().hex()
    assert lines["scores"] == "[290, 25]"
    assert lines["over"] == "True 0"


def test_a_trio_made_by_a_solo_ace_keeps_the_deuce_due_and_replays():
    """Found by make fuzz: the Trio, the game's own move, came while the
    Solo Ace waited for its Deuce, and a replay's check refused it."""
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.gamelist import MENU_GAMES

    g = pos(
        """
        s: #QW #JW #TW
        w: 9C
        1: 3H 2S
        u: AS
        turn: 1 drawn three
        """
    )
    g.origin = g.key()  # (a save's snapshot: the history starts at this position)
    play(g, "u1h")  # the lone Ace, with 2S free to follow: up, and a Trio
    assert g.st[T.BITS] & T.SOLO and g.scores() == [35, 0]
    assert refused(g, "s") == "After a solo Ace a Deuce goes up next"
    play(g, "1h")
    assert not g.st[T.BITS] & T.SOLO
    got, _ = RB.load_game(SG.game_payload(g, "fortwo"), MENU_GAMES)
    assert got.key() == g.key()


def test_the_modules_own_consts_equal_the_numbers_they_stand_for():
    """The family's modules hold the numbers of ``piles``, ``turns`` and
    ``draw`` they use as consts of their own (``_NAME = const(n)``: no entry
    in their globals, some 3 KB of Solitaire for Two's heap as from-imports
    and as ``turns``' own names); each must stay the number it stands for
    (``turns``' under their names in ``fortwo_notation``, ``draw``'s in
    ``notation``: the host's)."""
    import re
    from solitaire.console import screens, ticks
    from solitaire.sixsuit import choices, computer, declare, draw, engine, fortwo, knock, legal, match, moves, plan, play, result, snap, turns

    checked = 0
    for mod in (fortwo, turns, match, computer, legal, moves, draw, play, choices, knock, plan, result, snap, engine, declare):
        with open(mod.__file__) as f:
            own = re.findall(r"^_(\w+) = const\((\d+)\)", f.read(), re.M)
        for name, value in own:
            homes = [m for m in (SP, FN, N, screens, ticks) if m is not mod and isinstance(getattr(m, name, None), int)]
            if not homes:
                continue  # (a number of the module's own)
            assert getattr(homes[0], name) == int(value) == getattr(mod, "_" + name), (mod.__name__, name)
            checked += 1
    assert checked > 200
    from solitaire.sixsuit import tiles

    assert draw._INV == tiles.INVERT and draw._JOKERS_PILE == SP.JOKERS
