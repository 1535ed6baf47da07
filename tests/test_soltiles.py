"""Solitaire Tiles: each rule of the seed (shared/seeds/002_...) and each
decision of the issue, from positions, with the refusals; the Points
version's specials and score; whole games; saves; the command line."""

import os
import subprocess
import sys

import pytest

from solitaire.cards.notation import RANK_CHARS, SUIT_CHARS, NotationError
from solitaire.cards.piles import STOCK, WASTE
from solitaire.gamelist import MENU_GAMES
from solitaire.soltiles import notation as N
from solitaire.soltiles.engine import Tiles
from solitaire.tilegames import record

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NATURALS = [RANK_CHARS[r] + SUIT_CHARS[s] for s in range(4) for r in range(1, 14)]
SOLTILES = record("soltiles")


def pos(body, mode="standard", deal=1):
    """A position from the lines given; every tile not named goes face down
    into the stock, under the ``s`` line's tiles."""
    lines = [l.strip() for l in body.strip().split("\n") if l.strip()]
    named = []
    for l in lines:
        name, _, tiles = l.partition(":")
        if name in ("over",):
            continue
        for tok in tiles.split():
            t = tok.lstrip("#").rstrip("!")
            if t == "-":
                continue
            if t.endswith("*") and len(t) == 3 and t[1] in "RB":
                t = "*" + t[1]  # a Wild standing in: the Wild
            elif t.endswith("*"):
                t = "*" + ("R" if t[1] in "DH" else "B")
            named.append(t)
    pool = NATURALS + (["*R", "*B", "@", "@"] if mode == "points" else [])
    for t in named:
        pool.remove(t)
    rest = " ".join("#" + t for t in pool)
    for i, l in enumerate(lines):
        if l.split(":")[0] == "s":
            lines[i] = "s: " + rest + " " + l.partition(":")[2]
            break
    else:
        lines.append("s: " + rest)
    return N.parse_position("soltiles deal=%d mode=%s\n" % (deal, mode) + "\n".join(lines) + "\n", MENU_GAMES)


def play(b, text):
    N.parse_moves(b, text)
    return b


def refused(b, token, why=None):
    """Checks that ``token`` is refused (for ``why``, when given) and
    changes nothing."""
    key = b.key()
    m = N.parse_move(b, token)
    got = b.check(m)
    assert got is not None, "%s was legal" % token
    if why is not None:
        assert why in got, got
    assert b.key() == key
    return got


def line(b, name):
    for l in N.text(b).split("\n"):
        if l.split(":")[0] == name:
            return l.partition(":")[2].strip()
    return None


def on_device(payload, *exprs):
    """Rebuilds a saved game (``b``) under the device's interpreter, from
    .mpy, and gets what each expression gives there, as ``str()`` of it."""
    from sim import mpy

    script = "from solitaire.console import rebuild as RB\nfrom solitaire.console import savegame as SG\nfrom solitaire.gamelist import MENU_GAMES\n"
    script += "b, meta = RB.load_game(%r, MENU_GAMES)\n" % payload
    script += "".join("print(%s)\n" % e for e in exprs)
    return mpy.run_firmware(script, heap_kb=256, mpy=True).stdout.strip().splitlines()


# -- the standard game ----------------------------------------------------------------


def test_the_setup_52_tiles_compartments_of_1_to_7_the_front_up_24_in_the_stock():
    for deal in (1, 2, 3):
        b = Tiles(SOLTILES, deal)
        assert [b.size[b.t0 + i] for i in range(7)] == [1, 2, 3, 4, 5, 6, 7]
        for i in range(7):
            pile = b.cards(b.t0 + i)
            assert [bool(c & 0x80) for c in pile] == [False] * i + [True]  # only the front tile up
        assert b.size[STOCK] == 24 and b.size[WASTE] == 0 and b.ncards == 52
        assert sorted(b.deck_cards()) == sorted(c & 0x7F for c in Tiles(SOLTILES, deal).deck_cards())
        assert not any(b.size[p] for p in range(b.f0, b.c0))
    # the deal is the project's PRNG's: the same everywhere, and deals differ
    assert Tiles(SOLTILES, 1).key() == Tiles(SOLTILES, 1).key() != Tiles(SOLTILES, 2).key()


def test_sequences_build_down_in_alternating_colour():
    b = pos("1: 5D\n2: 4C\n3: 4H\n4: 3S\n5: 6D")
    play(b, "21")  # the 4 of clubs below the 5 of diamonds
    assert line(b, "1") == "5D 4C"
    refused(b, "31", "Needs a red 3")  # the 4 of hearts: red on the black 4, and a rank too high
    refused(b, "35", "Needs a black 5")  # a 4 on a 6: not one rank down
    refused(b, "41", "Needs a red 3")  # the 3 of spades onto the 4 of clubs: black on black


def test_a_front_tile_moves_with_all_its_sequence_and_a_sequence_top_alone():
    # pile 2's front tile is the 5 of diamonds, its sequence 4S 3H 2C
    b = pos("1: 6C\n2: #9S 5D 4S 3H 2C\n3: 3D")
    refused(b, "12")
    m = N.parse_move(b, "21")
    assert m >> 16 == 4  # the front tile and all its sequence
    play(b, "21")
    assert line(b, "1") == "6C 5D 4S 3H 2C" and line(b, "2") == "9S"  # the next tile turned up
    # part of a sequence never moves: only the whole or its top tile
    b = pos("1: 6C\n2: #9S 5D 4S 3H 2C\n3: 4D\n4: 3S")
    why = b.check(2 + 4 << 0 | (b.t0 + 1) | (b.t0 + 2) << 8 | 2 << 16)
    assert why == "The whole run moves, or its top card"
    b = pos("1: 3D\n2: #9S 5D 4S 3H 2C")
    assert b.check((b.t0 + 1) | b.t0 << 8 | 1 << 16) is None  # the top tile alone onto a red 3
    assert b.check((b.t0 + 1) | b.t0 << 8 | 2 << 16) is not None


def test_an_empty_compartment_takes_a_king_with_its_sequence_from_a_compartment_or_the_stock():
    b = pos("1:\n2: #9S KH QS JD\n3: QC\nw: KD")
    refused(b, "31", "Only a King fills a space")
    m = N.parse_move(b, "21v3")
    assert b.check(m) is None
    play(b, "21v3")
    assert line(b, "1") == "KH QS JD" and line(b, "2") == "9S"
    b = pos("1:\nw: KD")
    play(b, "w1")
    assert line(b, "1") == "KD"


def test_aces_go_to_any_empty_foundation_then_up_by_suit_to_the_king():
    b = pos("1: AD\n2: 2D\n3: 2C\n4: AC")
    play(b, "1h 2h")
    assert line(b, "h1") == "AD 2D"
    refused(b, "3h")  # 2C: no clubs up yet
    play(b, "4h 3h")
    assert line(b, "h2") == "AC 2C"


def test_no_ace_goes_up_by_itself_nothing_is_compelled():
    from solitaire.console.app import App
    from solitaire.console.screen import Screen

    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    deal = next(d for d in range(1, 50) if any(Tiles(SOLTILES, d).top(Tiles(SOLTILES, d).t0 + i) & 15 == 1 for i in range(7)))
    app.start(gi, deal)
    b = app.board
    aces = [i for i in range(7) if b.top(b.t0 + i) & 15 == 1]
    app.key(1, 0)  # a key, and the clock: nothing moves by itself
    app.tick(1000)
    assert b.nmoves == 0 and all(b.top(b.t0 + i) & 15 == 1 for i in aces)


def test_the_stock_turns_three_as_a_unit_the_top_plays_then_the_one_under_it():
    b = pos("s: 9H 5C 4D 3S\n1: 6D\nh1: AH")
    play(b, "s")
    assert line(b, "w") == "3S 4D 5C"  # three turned, the top last
    play(b, "w1")  # 5C onto the 6D: the one under it plays next
    assert line(b, "w") == "3S 4D" and line(b, "1") == "6D 5C"
    play(b, "w1")
    assert line(b, "1") == "6D 5C 4D"


def test_the_last_one_or_two_turn_and_the_play_pile_goes_back_in_order_without_limit():
    b = Tiles(SOLTILES, 4)
    stock = b.cards(STOCK)
    for _ in range(8):
        play(b, "s")
    assert b.size[STOCK] == 0 and b.size[WASTE] == 24
    for turn in range(3):  # as often as you like
        play(b, "s")  # the play pile back, in order
        assert b.cards(STOCK) == stock and b.recycles == turn + 1
        for _ in range(8):
            play(b, "s")
    # a stock of 50: sixteen draws of three, then the last two turn
    b = pos("1: KS\nw: QH")
    assert b.size[STOCK] == 50
    for _ in range(16):
        play(b, "s")
    assert b.size[STOCK] == 2
    play(b, "s")
    assert b.size[STOCK] == 0 and b.size[WASTE] == 51


def test_a_foundation_tile_never_comes_back_in_the_standard_game():
    b = pos("1: 3S\nh1: AH 2H")
    refused(b, "hH1", "Foundation tiles stay")


def test_the_end_when_the_player_ends_it_or_no_move_is_left_with_its_victory():
    b = pos("h1: " + " ".join(r + "H" for r in "A23456789TJ") + "\n1: 5S")
    assert not b.won()
    play(b, "end")
    assert b.over and b.won()  # 11 up: a common victory
    assert N.result_line(b) == "won" and "common victory" in N.sheet_lines(b)
    refused(b, "s", "The game is over")
    b = pos("h1: AH 2H 3H")
    play(b, "end")
    assert not b.won() and N.result_line(b) == "not won" and "no victory" in N.sheet_lines(b)
    # every tile up: the ultimate victory, and the game is over
    b = pos("\n".join("h%d: %s" % (i + 1, " ".join(r + s for r in RANK_CHARS[1:14])) for i, s in enumerate("CDHS") if s != "S") + "\nh4: " + " ".join(r + "S" for r in RANK_CHARS[1:13]) + "\n1: KS")
    play(b, "1h")
    assert b.ended() and b.won() and "ultimate victory" in N.sheet_lines(b)


def test_a_stuck_game_ends_by_itself_on_the_screen_and_counts():
    """The greedy player plays on (it never ends a game itself here) until
    the screen finds no move left when the keys are idle: the game's own
    end move, the end screen, the game counted."""
    from sim.soltiles_play import Driver, greedy_move
    from solitaire.console import screens as SC
    from solitaire.soltiles.specials import END

    for deal in range(1, 40):
        d = Driver()
        app = d.app
        app.start(app.gi, deal)
        for _ in range(400):
            if app.state != SC.PLAY:
                break
            while app.play.finishing and app.state == SC.PLAY:
                d.wait(100)
            if app.state != SC.PLAY:
                break
            m = greedy_move(app.board)[0]
            if (m >> 8) & 0xFF == END:
                break  # (nothing but draws: let the screen find it)
            d.move(m)
            d.wait(300)
        d.wait(1000)
        d.wait(1000)
        b = app.board
        if app.state == SC.WIN and b.naturals_up() < 52:
            assert b.over and (b.move_at(b.nmoves - 1) >> 8) & 0xFF == END and b.by_game(b.nmoves - 1)
            assert b.stuck() is False and b.legal_moves() == []  # (over: nothing moves)
            assert app.ended  # counted
            break
    else:
        pytest.fail("no deal got stuck")


def test_a_game_over_come_back_to_is_not_ended_again():
    """The menu's Continue goes back to a game that is over (to look at
    it): the pause menu's End game then says so and makes no move (a fuzzed
    session ended one twice)."""
    from sim.soltiles_play import Driver
    from solitaire.console import buttons as K
    from solitaire.console import screens as SC

    d = Driver()
    app = d.app
    app.start(app.gi, 3)
    end = [K.B_HOLD] + [K.DOWN] * app.pause_menu.items().index(SC._P_EXTRA) + [K.A]
    for k in end:
        app.key(k)
    b = app.board
    n = b.nmoves
    assert b.over and app.ended
    app.show_menu(app.gi)
    app.key(K.A)  # Continue
    assert app.state == SC.PLAY and app.board is b
    for k in end:
        app.key(k)
    assert b.nmoves == n and app.screen.msg_on


def test_points_deals_56_tiles_with_two_wilds_and_two_swirls_28_in_the_stock():
    b = Tiles(SOLTILES, 3, bytes([1]))
    assert b.ncards == 56 and b.size[STOCK] == 28
    assert sorted(b.deck_cards())[-4:] == [0x4F, 0x5F, 0x6F, 0x7F]
    # the same piles as the standard game: a change of mode deals in them
    s = Tiles(SOLTILES, 3)
    assert s.fits(SOLTILES.with_options(bytes([1])))
    s.redeal(3, SOLTILES.with_options(bytes([1])), bytes([1]))
    assert s.key() == b.key()


def test_a_special_is_claimed_from_the_play_pile_or_a_front_two_owned_at_most():
    b = pos("w: 5C *R\n1: #7D @\n2: *B\n3: 6H", "points")
    play(b, "cw")
    assert line(b, "hand") == "*R! -" and line(b, "w") == "5C"
    play(b, "c1")
    assert line(b, "hand") == "*R! @!" and line(b, "1") == "7D"  # the next tile turned up
    refused(b, "c2", "You own two already")
    # an unclaimed special blocks its compartment: nothing builds on it
    assert all((m >> 8) & 0xFF != b.t0 + 1 for m in b.legal_moves())
    refused(b, "32")


def test_a_wild_plays_onto_a_sequence_as_the_tile_of_its_colour_a_rank_below():
    b = pos("hand: *R *B\n1: 6S\n2: 9D\n3:\n4: AC\n5: 7H", "points")
    play(b, "*R1")
    assert line(b, "1") == "6S 5R*"  # a red 5 standing in
    refused(b, "*B3", "A Wild never fills a space")
    refused(b, "*B4", "Needs a tile of the other colour")  # (nothing is below an Ace)
    play(b, "*B2")
    assert line(b, "2") == "9D 8B*" and line(b, "hand") == "- -"
    b = pos("hand: *R -\n1: 9D", "points")
    refused(b, "*R1", "Needs a tile of the other colour")  # red on red
    # it then moves as that tile: a black 4 onto the red 5 standing in, and
    # the whole sequence, Wild and all, onto a red 7
    b = pos("hand: *R -\n1: #KD 6S\n2: 4C\n3: 7D", "points")
    play(b, "*R1 21 13")
    assert line(b, "3") == "7D 6S 5R* 4C" and line(b, "1") == "KD"


def test_a_wild_goes_up_as_the_next_tile_or_a_named_ace_and_the_ace_of_that_suit_then_waits():
    b = pos("hand: *R *B\nh1: AS\n1: AH\n2: 2H", "points")
    refused(b, "*RhS", "A Wild stands for its own colour")
    play(b, "*BhS")
    assert line(b, "h1") == "AS 2S*"
    play(b, "*RhH")  # an empty foundation: the Wild as the named Ace of hearts
    assert line(b, "h2") == "AH*"
    assert b.check(b.t0 | (b.f0 + 2) << 8 | 1 << 16) == "That suit is up already"  # the Ace of hearts, to an empty one
    play(b, "2h")  # the 2 of hearts onto the Wild Ace
    assert line(b, "h2") == "AH* 2H"
    assert b.naturals_up() == 2  # (the Wilds count no tile)


def test_a_natural_replaces_a_visible_wild_that_is_then_retired_never_a_covered_one():
    b = pos("hand: *R -\n1: 6S\nw: 5H\n2: 5D", "points")
    play(b, "*R1")
    play(b, "=w1")  # the play pile's 5 of hearts takes the Wild's place
    assert line(b, "1") == "6S 5H" and line(b, "out") == "*R" and line(b, "hand") == "- -"
    b = pos("hand: *R -\n1: 6S\n2: 4C\n3: 5D", "points")
    play(b, "*R1 21")  # covered by the 4 of clubs
    refused(b, "=31", "No Wild on top there")
    # up top: only the tile it stands for, and only while it is on top
    b = pos("hand: *B -\nh1: AS\n1: 2S\n2: 2C", "points")
    play(b, "*BhS")
    refused(b, "=2h", "Only the tile it stands for")
    play(b, "=1h")
    assert line(b, "h1") == "AS 2S" and line(b, "out") == "*B"


def test_a_swirl_plays_at_the_start_of_a_later_turn_with_a_draw_of_one():
    # the stock's top is last: the first draw turns 4C 5C 6C, the Swirl's 7C
    b = pos("s: 9C 8C 7C 6C 5C 4C\nw: @\n1: 8H", "points")
    play(b, "cw")
    refused(b, "@", "Not in the turn it was claimed")
    play(b, "s")  # a new turn
    assert line(b, "hand") == "@ -"
    play(b, "@")
    assert line(b, "swirl") == "@" and line(b, "w") == "4C 5C 6C 7C"  # the Swirl's draw: one
    play(b, "s")  # the 7 of clubs can play (onto the 8 of hearts): while the Swirl is active, one
    assert line(b, "w") == "4C 5C 6C 7C 8C" and line(b, "swirl") == "@"


def test_an_active_swirl_brings_a_foundation_tile_back_and_swaps_tiles_of_one_rank_and_colour():
    b = pos("h1: AH 2H 3H\n1: 4C\n2: 6S 5D\n3: 6C 5H", "points")
    refused(b, "hH1", "Only with a Swirl active")
    refused(b, "x5D5H", "Only with a Swirl active")
    b = pos("swirl: @\nh1: AH 2H 3H\n1: 4C\n2: 6S 5D\n3: 6C 5H", "points")
    play(b, "hH1")
    assert line(b, "1") == "4C 3H" and line(b, "h1") == "AH 2H"
    play(b, "x5D5H")
    assert line(b, "2") == "6S 5H" and line(b, "3") == "6C 5D"
    # one rank and colour only
    b2 = pos("swirl: @\n1: 6S 5D\n2: 6C 5S", "points")
    refused(b2, "x5D5S", "Two tiles of one rank and colour")


def test_the_swirl_retires_at_a_draw_made_while_the_play_piles_top_cannot_play_and_that_draw_turns_three():
    b = pos("swirl: @\ns: 9C 8C 7C 6C 5C\nw: 2D\n1: KS", "points")
    # the 2 of diamonds can go nowhere: the draw retires the Swirl and turns three
    assert b.draw_count() == 3
    play(b, "s")
    assert line(b, "swirl") == "" and line(b, "out") == "@" and b.size[WASTE] == 4
    b = pos("swirl: @\ns: 9C 8C 7C 6C 5C\nw: 2D\n1: 3S", "points")
    assert b.draw_count() == 1  # the 2 of diamonds plays onto the 3 of spades: one at a time


def test_points_score_as_worked_out_by_hand_and_unplayed_specials_void_the_least_valuable_foundation():
    # up: hearts A-5 (1+2+3+4+5 = 15), spades A-K (100), clubs A (1)
    b = pos(
        "h1: AH 2H 3H 4H 5H\nh2: " + " ".join(r + "S" for r in RANK_CHARS[1:14]) + "\nh3: AC\nhand: *R @\n"
        "1: #9D KC QD\n2: 2C\n3:\n4:\n5:\n6:\n7:\nw: 3C 4C",
        "points",
    )
    # against: the stock and play pile, the compartments' face-down and front
    # tiles (the QD in a sequence is neutral)
    stock = sum(r if r <= 10 else 15 if r <= 13 else 0 for r in [b.piles[STOCK][i] & 15 for i in range(b.size[STOCK])])
    against = stock + (3 + 4) + (9 + 15) + 2
    assert b.score() == 15 + 100 + 1 - against
    play(b, "end")
    # two specials owned: the least valuable foundations (clubs 1, hearts 15) count nothing
    assert b.points().voided(b) == 0b101 and b.score() == 100 - against


# -- saves, the device's interpreter ----------------------------------------------------


def test_a_points_game_saved_mid_swirl_resumes_on_the_device_with_cpythons_bytes():
    """Claims, a Wild on a sequence and one up top, a Swirl active and a
    return: saved (every move from the deal, or a snapshot and the rest) and
    rebuilt by MicroPython to the same position and score."""
    from sim.soltiles_play import greedy_move
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG

    b = Tiles(SOLTILES, 3, bytes([1]))
    seen = set()
    for _ in range(150):
        if b.ended():
            break
        m = greedy_move(b)[0]
        b.apply(m)
        n = m >> 16
        seen.add("claim" if (m >> 8) & 0xFF >= b.npiles else "hand" if m & 0xFF >= b.npiles else n >> 4 if n >= 0x40 else "card")
        if b.swirl_active() and "hand" in seen and "claim" in seen:
            break
    assert b.swirl_active() and {"claim", "hand"} <= seen
    payload = SG.game_payload(b, "soltiles")
    got, _ = RB.load_game(payload, MENU_GAMES)
    assert got.key() == b.key()
    assert on_device(payload, "b.key().hex()", "b.score()") == [b.key().hex(), str(b.score())]


def test_moves_stay_three_bytes_and_a_snapshot_restores_the_specials():
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG

    b = pos("swirl: @\nhand: @! -\nh1: AS 2S*\n1: 9D 8C 7R*\nover: no", "points")
    snap = b.key()
    c = Tiles(SOLTILES, 1, bytes([1]))
    RB.restore(c, snap)
    assert c.key() == snap and c.wild_up[1] != 0xFF and c.fresh == 1 and c.swirl_active()
    for m in b.legal_moves():
        assert m < 1 << 23  # src, dst, n: three bytes, n below 0x80
    tail = 5 + len(b.st)  # recycles, the Wilds up top, fresh, over, the turn state
    bad = bytearray(snap)
    bad[-tail + 1] = 0x3F  # the red Wild up top where no tile is
    with pytest.raises(SG.SaveError):
        RB.restore(Tiles(SOLTILES, 1, bytes([1])), bytes(bad))


# -- the command line ----------------------------------------------------------------


def sim(*args):
    r = subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=ROOT, capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def test_the_command_line_deals_plays_and_refuses():
    rc, out, err = sim("deal", "soltiles", "--option", "mode=points", "--deal", "3")
    assert rc == 0 and out.startswith("soltiles deal=3 mode=points") and "hand: - -" in out
    rc, out, err = sim("play", "soltiles", "--deal", "3", "--option", "mode=points", "--moves", "c3 *R5 end")
    assert rc == 0 and "5R*" in out and out.strip().endswith("not won") and "; points" in out
    rc, out, err = sim("play", "soltiles", "--moves", "s 71")
    assert rc == 1 and "illegal move 2 '71'" in err
    rc, out, err = sim("play", "soltiles", "--moves", "s *Q1")
    assert rc == 2 and "column" in err
    rc, out, err = sim("deal", "soltiles", "--option", "mode=three")
    assert rc == 2 and "mode" in err


def test_a_malformed_position_gives_line_and_column():
    with pytest.raises(NotationError) as e:
        N.parse_position("soltiles deal=1 mode=points\nhand: *R\n", MENU_GAMES)
    assert "line 2" in str(e.value)
    with pytest.raises(NotationError) as e:
        N.parse_position("soltiles deal=1 mode=standard\nhand: *R -\n", MENU_GAMES)
    assert "no specials in the standard game" in str(e.value)


# -- two players -------------------------------------------------------------------------


def two(body, seat2="human", colour="red", match="games", deal=1):
    """A two-player position (seat 1 on turn unless ``turn:`` says)."""
    lines = [l.strip() for l in body.strip().split("\n") if l.strip()]
    if not any(l.startswith("turn:") for l in lines):
        lines.append("turn: 1 drawn")
    named = []
    for l in lines:
        name, _, tiles = l.partition(":")
        if name in ("turn", "credit", "over"):
            continue
        for tok in tiles.split():
            t = tok.lstrip("#").rstrip("!")
            if t == "-":
                continue
            if t.endswith("*"):
                t = "*" + (t[1] if t[1] in "RB" else "R" if t[1] in "DH" else "B")
            named.append(t)
    pool = NATURALS + ["*R", "*B", "@", "@"]
    for t in named:
        pool.remove(t)
    if not any(l.startswith("s:") for l in lines):
        lines.append("s: " + " ".join("#" + t for t in pool))
    head = "soltiles deal=%d mode=two players=2 seat2=%s colour=%s match=%s" % (deal, seat2, colour, match)
    return N.parse_position(head + "\n" + "\n".join(lines) + "\n", MENU_GAMES)


def test_two_players_take_turns_one_draw_each_none_in_the_first_turn():
    b = Tiles(SOLTILES, 1, bytes([2, 0, 0, 0, 0]))
    assert b.seat() == 0 and line(b, "turn") == "1 first passes=0 pass=on"
    refused(b, "s", "No draw in the game's first turn")
    play(b, "k")  # seat 1 knocks: seat 2's turn
    assert b.seat() == 1 and line(b, "turn") == "2 passes=0 pass=on"  # (the first turn's knock counts for nothing)
    play(b, "s")
    refused(b, "s", "One draw a turn: knock")
    play(b, "k")
    assert b.seat() == 0 and not b.over
    refused(b, "k", "Draw first")
    # the first seat alternates: seat 2 starts the even deals
    assert Tiles(SOLTILES, 2, bytes([2, 0, 0, 0, 0])).seat() == 1


def test_each_seat_scores_only_its_colours_tiles_it_put_up_and_denies_the_other():
    # seat 1 red, seat 2 black; seat 1 puts the Ace of hearts (red: 1 for it)
    # and the Ace of spades (black: for no one, denied to seat 2) up
    b = two("1: AH\n2: AS\nturn: 1 drawn")
    before = b.seat_scores()
    play(b, "1h 2h")
    after = b.seat_scores()
    assert after[0] - before[0] == 1 + 1  # the Ace of hearts up, and no longer left over
    assert after[1] - before[1] == 1  # the Ace of spades: no longer against seat 2, and not for it
    assert line(b, "credit") == "1 1 - -"
    # a Swirl's return takes the credit back
    b = two("swirl: @\nh1: AH 2H\n1: 3S\nturn: 1 drawn swirl=1\ncredit: 11 - - -")
    a0 = b.seat_scores()[0]
    play(b, "hH1")
    assert b.seat_scores()[0] == a0 - 2 and line(b, "credit") == "1 - - -"


def test_specials_are_each_seats_own_and_a_swirls_powers_its_owners():
    b = two("w: *R\nhand2: @ -\nturn: 1 drawn")
    play(b, "cw")
    assert line(b, "hand") == "*R! -" and line(b, "hand2") == "@ -"
    with pytest.raises(NotationError):
        N.parse_move(b, "@")  # seat 1 owns no Swirl
    b = two("swirl: @\nh1: AH 2H\n1: 3S\nturn: 1 drawn swirl=2")
    refused(b, "hH1", "Only with a Swirl active")  # seat 2's Swirl
    # unplayed specials: 20 each against their owner, no foundation voided
    b = two("hand: *R *B\nturn: 1 drawn")
    c = two("turn: 1 drawn\nout: *R *B")
    assert c.seat_scores()[0] - b.seat_scores()[0] == 40


def test_the_game_ends_when_neither_seat_can_play_a_whole_pass_of_the_stock_without_a_play():
    # the case: both knocking in a row without a play, with a stock
    # still to go through, no longer ends the game
    b = Tiles(SOLTILES, 1, bytes([2, 0, 0, 0, 0]))  # 28 in the stock: ten draws a pass
    play(b, "k s k s k")
    assert not b.over and line(b, "turn") == "2 passes=2 pass=on"
    play(b, "s k " * 8)  # the stock drawn out, no play
    assert b.size[STOCK] == 0 and line(b, "turn") == "2 passes=2 pass=out" and not b.over
    play(b, "s")  # the other seat turns the play pile over: it had the last tile drawn to play too
    assert line(b, "turn") == "2 passes=2 pass=done"
    play(b, "s k")
    assert b.over and N.result_line(b).startswith("over: ")
    # the seat that drew the stock out turning it over (its Swirl's draws) starts the pass again
    c = two("turn: 1 drawn passes=2 pass=out\ns:\nw: " + _rest())
    play(c, "s")
    assert line(c, "turn") == "1 drawn passes=2 pass=on"
    # a play starts the pass again: from there when the stock is full, else at its next turn-over
    b = two("turn: 1 passes=1 pass=out\n1: KS\n2: QH\ns:\nw: " + _rest("KS", "QH"))
    play(b, "21")
    assert line(b, "turn") == "1 played passes=1"
    play(b, "s")
    assert line(b, "turn") == "1 played passes=1 pass=on"
    # no stock and no play pile: both knocking in a row without a play ends it
    suit = lambda s, top: " ".join(r + s for r in RANK_CHARS[1 : top + 1])
    b = two("h1: %s\nh2: %s\nh3: %s\nh4: %s\n1: KS\n2: QH\n3: KH\ns:\nout: *R *B @ @" % (suit("C", 13), suit("D", 13), suit("H", 11), suit("S", 12)))
    play(b, "k")
    assert not b.over and line(b, "turn") == "2 passes=1"
    play(b, "k")
    assert b.over


def test_a_game_is_not_stuck_while_the_other_seat_has_a_play():
    """Seat 1, on turn before its draw, has no move and no tile of the stock
    fits; seat 2 owns the red Wild, which goes onto the 9 of spades: the
    screen does not end the game by itself (the stuck check), as neither
    does the engine's."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.console import screens as SC

    suit = lambda s, top: " ".join(r + s for r in RANK_CHARS[1 : top + 1])
    body = "h1: %s\nh2: %s\nh3: %s\nh4: %s\n" % (suit("C", 13), suit("D", 11), suit("H", 10), suit("S", 5))
    body += "1: KH\n2: #QS KS\n3: #6S #QH JS\n4: #JH TS\n5: 9S\n6: 8S\n7: #QD KD\ns: #7S\nhand2: *R -\nout: *B @ @\nturn: 2 drawn"
    b = two(body)
    app = App(Screen(), MENU_GAMES)
    from solitaire.console import resume as R  # (power-on's: a saved game shown)
    R.show(app, MENU_GAMES.index("soltiles"), b)
    b.apply(N.parse_move(b, "k"))  # seat 2 knocks, keeping its Wild
    app.play.after_move()  # (as the screen does after a move: the stuck check when the keys rest)
    assert b.legal_moves(-1, False) == [] and b.stock_stuck()  # (seat 1: nothing, before its draw)
    assert not b.stuck()
    for t in range(1, 6):
        app.tick(t * 500)
    assert app.state == SC.PLAY and not b.over
    play(b, "s k")
    assert N.parse_move(b, "*R5") in b.legal_moves()  # seat 2: the Wild onto the 9 of spades


def _rest(*named):
    """Gets the two-player game's tiles but ``named`` (a pile's line)."""
    pool = NATURALS + ["*R", "*B", "@", "@"]
    for t in named:
        pool.remove(t)
    return " ".join(pool)


def test_the_52nd_tile_up_brings_its_seat_100():
    body = "\n".join("h%d: %s" % (i + 1, " ".join(r + s for r in RANK_CHARS[1:14])) for i, s in enumerate("CDH"))
    b = two(body + "\nh4: " + " ".join(r + "S" for r in RANK_CHARS[1:13]) + "\n1: KS\nout: *R *B @ @\nturn: 2 drawn\ncredit: 1111111111111 2222222222222 1111111111111 222222222222 ")
    before = b.seat_scores()
    play(b, "1h")  # seat 2 puts the King of spades up: 15 and the 100
    # the King up (15), no longer left over (15), and the 100
    assert b.ended() and b.seat_scores()[1] - before[1] == 130 and b.st[4] == 1
    a, c = b.seat_scores()
    assert N.result_line(b) == ("over: seat 1 wins %d-%d" % (a, c) if a > c else "over: seat 2 wins %d-%d" % (c, a))


def test_the_computer_puts_its_own_colour_up_first_and_denies_the_others():
    # the computer is seat 2, black: the 5 of spades (its own) before the 2 of hearts
    b = two("h1: AS 2S 3S 4S\nh2: AH\n1: 5S\n2: 2H\nturn: 2 drawn", seat2="cpu")
    assert N.choose(b) == N.parse_move(b, "1h")
    b.apply(N.parse_move(b, "1h"))
    assert N.choose(b) == N.parse_move(b, "2h")  # the other's, that it would score next: denied
    b.apply(N.parse_move(b, "2h"))
    assert (N.choose(b) >> 8) & 0xFF == 0xFD  # nothing worth making, drawn: the knock


def test_the_computer_plays_whole_games_and_the_command_line_plays_its_turns():
    for deal in range(1, 6):
        b = Tiles(SOLTILES, deal, bytes([2, 0, 1, 0, 0]))
        for _ in range(3000):
            if b.ended():
                break
            m = N.choose(b)
            assert b.check(m) is None, (deal, hex(m))
            b.apply(m)
        assert b.ended()
    rc, out, err = sim("play", "soltiles", "--deal", "3", "--players", "2", "--seat", "2=cpu", "--option", "mode=two", "--moves", "k")
    assert rc == 0 and "turn: 1 " in out  # the computer's turn made, seat 1 on turn again
    assert sim("play", "soltiles", "--players", "3", "--option", "mode=two", "--moves", "k")[0] == 2
    assert sim("play", "soltiles", "--seat", "2=robot", "--option", "mode=two", "--moves", "k")[0] == 2


def test_computer_games_go_through_the_stock_and_end_when_no_play_is_left():
    """The issue's 40 computer-against-computer games (``sim/soltiles_duel.py``):
    30 ended before the stock was once gone through, deals 4 and 6 with
    nothing up at -200 each. Now each goes through it, and at its end
    neither seat's computer finds a play in passes more of the stock."""
    from sim.soltiles_duel import duel, report
    from solitaire.soltiles.turns import KNOCK

    assert report(range(1, 41))[-1].startswith("40 games: 0 ended before one pass of the stock, 0 with nothing up")
    for deal in (4, 6):
        b = duel(deal)
        assert b.recycles and b.naturals_up() and b.over
        b.over = 0  # (on past the end: only draws, turn-overs and knocks)
        for _ in range(100):
            m = N.choose(b)
            src, dst = m & 0xFF, (m >> 8) & 0xFF
            assert dst == KNOCK or STOCK in (src, dst), hex(m)
            b.apply(m)
            b.over = 0


def test_the_match_three_games_by_games_won_or_points_kept_with_the_statistics():
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.soltiles import match
    from solitaire.soltiles.play import Play

    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    app.start(gi, 1, bytes([2, 0, 0, 0, 0]))
    p = app.play
    assert isinstance(p, Play)
    # games won decide: 1-1 with a tie, the points then
    p.match = [3, 1, 1, 100, 90]
    assert match.winner(p) == 0
    p.match = [3, 2, 1, 100, 190]
    assert match.winner(p) == 0
    p.match = [2, 2, 0, 100, 190]
    assert match.winner(p) is None
    app.start(gi, 1, bytes([2, 0, 0, 0, 1]))  # match=points
    p.match = [3, 2, 1, 100, 190]
    assert match.winner(p) == 1
    p.match = [3, 1, 1, 100, 100]
    assert match.winner(p) == -1  # games and points tied: a draw
    # the statistics keep the match: games, won by each, points of each
    from solitaire.console import loading, records

    s = records.Stats()
    e = s.get("soltiles", bytes([2, 0, 0, 0, 0]), True)
    p.board = two("turn: 1 drawn")  # (everything left over: -200 each)
    a, c = p.board.seat_scores()
    assert p.record(e, a) and e.series == [1, 0, 0, a, c]  # a tied game counts for neither
    p.board = two("h1: AH\ncredit: 1 - - -\nturn: 1 drawn")
    a2, c2 = p.board.seat_scores()
    assert a2 == a + 2 and c2 == c
    p.record(e, a2)
    assert e.series == [2, 1, 0, a + a2, 2 * c] and e.match
    again = loading.stats(s.encode()).get("soltiles", bytes([2, 0, 0, 0, 0]))
    assert again.series == e.series and again.match
    p.record(e, a2)
    assert e.series == [] and e.series_done == 1


def test_points_towards_the_goal_are_kept_with_the_statistics_and_survive_a_save():
    from solitaire.console import loading, records
    from solitaire.console.app import App
    from solitaire.console.screen import Screen

    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    app.start(gi, 1, bytes([1, 0, 0, 0, 0]))
    s = records.Stats()
    e = s.get("soltiles", bytes([1, 0, 0, 0, 0]), True)
    for score in (400, -50, 500):
        app.play.record(e, score)
    assert e.goal and e.series == [850, 3] and not e.series_done
    again = loading.stats(s.encode()).get("soltiles", bytes([1, 0, 0, 0, 0]))
    assert again.goal and again.series == [850, 3]
    app.play.record(e, 200)  # 1050: the goal, in four games
    assert e.series == [] and e.series_done == 1 and e.best_avg10 == 4


# -- through the keys, and power-off -----------------------------------------------------


def test_a_standard_game_won_through_the_keys():
    """Deal 6: the greedy player of sim/soltiles_play.py, every move made with
    the keys, puts all 52 up: the end screen says the ultimate victory, and
    the statistics count it."""
    from sim.soltiles_play import Driver
    from solitaire.console import screens as SC
    from solitaire.soltiles.play import victory

    d = Driver()
    app = d.app
    app.start(app.gi, 6)
    d.play(400)
    d.wait(100)  # (the App counts a game that ended on the clock at its next tick)
    assert app.state == SC.WIN and app.board.naturals_up() == 52 and app.board.won()
    assert victory(app.board) == "Ultimate victory" and app.ended
    shown = bytes(c & 0x7F for c in app.screen.text).decode()
    assert "Ultimate victory" in shown and "52 tiles up" in shown
    assert 200 < len(d.keys) < 400  # (278 presses for its 100-odd moves)


def test_power_off_mid_swirl_and_mid_match_resumes_with_the_goal_and_the_match():
    import random

    from sim.fuzz import MemFiles
    from sim.hw import Nvm
    from sim.soltiles_play import Driver, greedy_move
    from solitaire.console import buttons as K
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.console import screens as SC
    from solitaire.console import store as ST
    from solitaire.console.app import IDLE_SAVE_MS, App
    from solitaire.console.screen import Screen

    class Console:
        """An App with its saves on an NVM and a drive in memory; ``cut()``
        is the power going off and on."""

        def __init__(self):
            self.nvm = Nvm()
            self.fs = MemFiles()
            self.cut()

        def cut(self):
            st = ST.Store(self.nvm, self.fs, "/saves/solitaire.sav", True)
            st.open()
            self.app = App(Screen(), MENU_GAMES)
            self.app.saver = SG.Saver(st)
            from solitaire.console import resume

            resume.boot(self.app.saver, self.app)
            return self.app

        def pause(self):
            self.app.tick(self.app.now + IDLE_SAVE_MS + 100)

        def end_game(self):
            """The pause menu's End game, with the keys."""
            app = self.app
            app.key(K.B_HOLD, app.now + 100)
            for _ in range(app.pause_menu.items().index(SC._P_EXTRA)):
                app.key(K.DOWN, app.now + 100)
            app.key(K.A, app.now + 100)

    c = Console()
    gi = MENU_GAMES.index("soltiles")
    app = c.app
    # Points: a game ended (its points go towards the goal), then the next
    # one played to an active Swirl, and the power goes
    app.start(gi, 3, bytes([1, 0, 0, 0, 0]))
    c.end_game()
    assert app.state == SC.WIN and app.ended
    first = app.board.score()
    app.start(gi, 4, bytes([1, 0, 0, 0, 0]))
    b = app.board
    d = Driver(app)  # (the moves with the keys)
    d.now = app.now
    for _ in range(300):
        if b.swirl_active() or b.ended():
            break
        d.move(greedy_move(b)[0])
    assert b.swirl_active(), "deal 4 reaches an active Swirl"
    key = b.key()
    c.pause()  # an idle checkpoint
    again = c.cut()
    assert again.board.key() == key and again.board.swirl_active()
    assert (again.play.total, again.play.games) == (first, 1)
    # two players: a game of the match ended, the next begun, the power goes
    again.start(gi, 1, bytes([2, 0, 0, 0, 0]))
    c.end_game()
    m = list(again.play.match)
    assert m[0] == 1
    again.start(gi, 2, bytes([2, 0, 0, 0, 0]))
    again.key(K.RIGHT, again.now + 100)
    c.pause()
    third = c.cut()
    assert third.play.match == m and third.board.two and third.board.deal_no == 2


def _up(suit, top, seat):
    """A foundation's tiles from the Ace to ``top``, and the word of its
    credit line (every tile put up by ``seat``)."""
    ranks = RANK_CHARS[1:14]
    n = ranks.index(top) + 1
    return "%s %s" % (" ".join(r + suit for r in ranks[:n]), str(seat) * n)


_FOUND = [_up("C", "Q", 2), _up("D", "Q", 1), _up("H", "J", 1), _up("S", "J", 2)]
# the scripted two-player games' start: seat 1 red, on turn, its draw made
_TWO_START = (
    "\n".join("h%d: %s" % (i + 1, f.rsplit(" ", 1)[0]) for i, f in enumerate(_FOUND))
    + "\n1: KC\n2: KD\n3: #QS KH\ns: #KS\nw: QH\nout: *R *B @ @\nturn: 1 drawn\ncredit: "
    + " ".join(f.rsplit(" ", 1)[1] for f in _FOUND)
)


def test_a_scripted_two_player_game_scores_as_worked_out_by_hand_and_on_the_device():
    """Seat 1 red, seat 2 black; everything up but the Kings, the queen of
    hearts and the queen of spades. Each seat has its colour up (85 + 70)
    and 45 of it left over: 110 each."""
    b = two(_TWO_START)
    b.origin = b.key()  # (a save's snapshot: the history starts here)
    script = [
        ("wh", [140, 110]),  # the queen of hearts up: 15, and no longer 15 against seat 1
        ("3h", [170, 110]),  # the King of hearts: the same; the queen of spades turns up
        ("k", [170, 110]),  # (seat 2's turn)
        ("s", [170, 110]),  # the King of spades from the stock onto the play pile: still left over
        ("3h", [170, 140]),  # the queen of spades up, for seat 2
        ("wh", [170, 170]),  # the King of spades
        ("1h", [170, 200]),  # the King of clubs
        ("2h", [185, 300]),  # the King of diamonds: red, for no one (no longer against seat 1); the 52nd: 100
    ]
    for token, scores in script:
        play(b, token)
        assert b.seat_scores() == scores, token
    assert b.ended() and N.result_line(b) == "over: seat 2 wins 300-185"
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG

    got = on_device(SG.game_payload(b, "soltiles"), "b.key().hex()", "b.seat_scores()", "b.ended()")
    assert got == [b.key().hex(), "[185, 300]", "True"]


def test_a_scripted_points_game_scores_as_worked_out_by_hand_and_on_the_device():
    """Everything up but the Kings and two Queens: clubs and diamonds to the
    Queen (85 each), hearts and spades to the Jack (70 each): 310 up; 75
    against (the Queen of hearts in the stock, the Kings of clubs,
    diamonds and spades at the front, the King of hearts face down; the
    Queen of spades in a sequence is neutral): 235."""
    found = ["h1: " + _up("C", "Q", 1).rsplit(" ", 1)[0], "h2: " + _up("D", "Q", 1).rsplit(" ", 1)[0],
             "h3: " + _up("H", "J", 1).rsplit(" ", 1)[0], "h4: " + _up("S", "J", 1).rsplit(" ", 1)[0]]
    b = pos("\n".join(found) + "\n1: KC\n2: KD QS\n3: #KH *R\n4: KS\ns: #@ #QH\nw: *B\nhand: @ -", "points")
    assert b.score() == 235
    b.origin = b.key()
    script = [
        ("cw", 235),  # the black Wild claimed: specials count nothing
        ("@", 235),  # the Swirl (claimed in an earlier turn) and a draw of one: the Queen of hearts, still against
        ("wh", 265),  # up: 15 for, 15 no longer against
        ("*BhS", 265),  # the black Wild up as the Queen of spades: nothing
        ("=2h", 280),  # the natural Queen of spades takes its place (it was neutral in a sequence): 15; the Wild retired
        ("hS2", 265),  # with the Swirl, back down onto the King of diamonds: neutral again
        ("2h 1h 2h 4h", 370),  # the Queen of spades and the three Kings up
        ("s", 370),  # the play pile is empty: this draw retires the Swirl (and turns what is left, one)
        ("c3", 370),  # the red Wild claimed; the King of hearts turns up (still against)
        ("end", 285),  # the Wild owned voids the least valuable foundation, hearts (85)
    ]
    for tokens, score in script:
        play(b, tokens)
        assert b.score() == score, tokens
    assert line(b, "swirl") == "" and line(b, "out") == "*B @" and b.points().voided(b) == 0b100
    assert "no victory" not in N.sheet_lines(b) and N.result_line(b) == "won"  # 51 up: a common victory
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG

    got = on_device(SG.game_payload(b, "soltiles"), "b.key().hex()", "b.score()", "b.points().voided(b)")
    assert got == [b.key().hex(), "285", "4"]


MPY_MATCH = """
from solitaire.console import rebuild as RB
from solitaire.console import savegame as SG
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
app = App(Screen(), MENU_GAMES)
app.start(MENU_GAMES.index("soltiles"), 1, bytes([2, 0, 0, 0, 0]))  # (no longer the list's last: the pairing games follow)
p = app.play
for payload in %(payloads)r:
    b, meta = RB.load_game(payload, MENU_GAMES)
    p.board = b
    p.count_goal()
from solitaire.soltiles import match
print("match", p.match)
print("winner", match.winner(p))
"""


def test_a_scripted_match_of_three_games_as_worked_out_by_hand_and_on_the_device():
    """The scripted game's start, three times (seat 1 red, 110 each): seat 2
    wins the first 300-185; seat 1 the second 200-110 (seat 2 knocks without
    a play, then seat 1); the third is a tie, 110-110 (both knock through a
    whole pass of the stock without a play).
    Games 1-1: the points decide, 495 to 520: seat 2's match."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.soltiles import match
    from solitaire.soltiles import play as P

    games = [
        ("wh 3h k s 3h wh 1h 2h", [185, 300]),
        ("wh 3h 2h k s k s s k", [200, 110]),  # (seat 1's second turn: the play pile back, a draw, no play)
        ("k s k s s k s s k", [110, 110]),  # (no play: the stock drawn out, turned over by the other seat)
    ]
    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    app.start(gi, 1, bytes([2, 0, 0, 0, 0]))
    p = app.play
    payloads = []
    for tokens, scores in games:
        b = two(_TWO_START)
        b.origin = b.key()
        play(b, tokens)
        assert b.ended() and b.seat_scores() == scores, tokens
        payloads.append(SG.game_payload(b, "soltiles"))
        p.board = b
        p.count_goal()
    assert p.match == [3, 1, 1, 495, 520] and match.winner(p) == 1
    from solitaire.console.screens import title

    scr = Screen()
    match.end(scr, p, P._say, title)
    assert "Seat 2 wins the matc" in bytes(c & 0x7F for c in scr.text).decode("latin-1")  # (its last letter past the row's 21 columns, from column 1)
    from sim import mpy

    out = mpy.run_firmware(MPY_MATCH % {"payloads": payloads}, heap_kb=256, mpy=True).stdout
    lines = dict(l.split(" ", 1) for l in out.strip().splitlines())
    assert lines["match"] == "[3, 1, 1, 495, 520]" and lines["winner"] == "1"


def test_with_a_swirl_the_layer_lists_every_move_back_down_and_every_swap_that_check_allows():
    """``legal._layer_moves`` skips a foundation tile's tableau pile by its
    rank and works each pile's naturals out once (the computer's tick of
    layer moves, the dearest timer step of the soltiles session: test_budgets);
    what it lists is still exactly what ``check`` allows, over the positions
    of ten computer-played games with a Swirl active (54 positions: 53 moves
    back down, 488 swaps)."""
    from solitaire.cards.piles import encode
    from solitaire.soltiles.specials import SWAP

    seen = listed = 0
    for deal in range(1, 11):
        b = Tiles(SOLTILES, deal, bytes([2, 0, 1, 0, 0]))
        for _ in range(3000):
            if b.ended():
                break
            if b.swirl_active():
                seen += 1
                moves = set(b.legal_moves())
                tab = range(b.t0, b.npiles)
                for d in tab:
                    for f in range(b.f0, b.c0):
                        if b.size[f]:
                            m = encode(f, d, 1)
                            assert (m in moves) == (b.check(m) is None), (deal, hex(m))
                            listed += m in moves
                    for s in tab:
                        for bit in range(16):
                            m = encode(s, d, SWAP | bit)
                            assert (m in moves) == (b.check(m) is None), (deal, hex(m))
                            listed += m in moves
            b.apply(N.choose(b))
    assert seen == 54 and listed == 53 + 488  # (the games' Swirls, as played)


def test_the_rules_screen_writes_out_the_card_sentences_of_its_record():
    """``text.py`` holds its record's card sentences written out (its rules
    screen loads no ``cards/text.py``): with every option they are the ones
    ``cards/text.py`` makes of the record, but the first two (the tiles, the
    goal), its own."""
    import itertools

    from solitaire.cards.text import sentences
    from solitaire.soltiles import text

    opts = SOLTILES.options
    for combo in itertools.product(*[range(len(o[1])) for o in opts]):
        made = sentences(SOLTILES.with_options(bytes(combo)))
        assert len(made) == len(text._CARDS) and made[2:] == list(text._CARDS[2:]), combo


def test_the_modules_own_consts_equal_the_numbers_they_stand_for():
    """The device's modules hold the numbers of ``specials``, ``turns``, the
    card engine's ``piles`` and ``card`` and the console's ``screens`` they
    use as consts of their own (``_NAME = const(n)``: no entry in their
    globals; ``python -m sim.heap soltiles`` 140,736 -> 138,752 bytes with
    ``specials.py`` no longer loaded); each must stay the number it stands
    for, and no device module imports ``specials`` again."""
    import re

    from solitaire.cards import card, piles
    from solitaire.console import screens
    from solitaire.soltiles import computer, engine, legal, older, play, score, snap, specials, swirl, text, turns

    checked = 0
    for mod in (computer, engine, legal, older, play, score, snap, swirl, text, turns):
        with open(mod.__file__) as f:
            src = f.read()
        assert not re.search(r"^from solitaire\.soltiles(\.specials import| import .*\bspecials\b)", src, re.M), mod.__name__
        for name, value in re.findall(r"^_(\w+) = const\((0x[0-9A-F]+|\d+)\)", src, re.M):
            homes = [m for m in (specials, turns, piles, card, screens) if m is not mod and isinstance(getattr(m, name, None), int)]
            if not homes:
                continue  # (a number of the module's own)
            assert getattr(homes[0], name) == int(value, 0) == getattr(mod, "_" + name), (mod.__name__, name)
            checked += 1
    assert checked >= 60


def test_the_layers_answers_are_lines_of_bytes_objects():
    """``legal.py``'s answers to a move it refuses (the turns' too) are lines
    of ``why.py``'s bytes objects (eight lines each), each named by a const of its line's
    number in ``legal.py``: as string constants of their own they held some
    1 KB more of the heap while the module is loaded, and as a str the walk
    to a line cost a refusal's key 0.9M fuel (a str's find from a start
    walks from its first character). In ``legal.py`` the bytes were 1 KB of
    every run's heap: ``why.py`` loads only when a refusal is said, and is
    dropped after it. A check gives the line's text when asked why, the
    card engine's ``NO`` (no string made, nothing loaded) when not."""
    import re
    import sys

    from solitaire.cards.piles import NO
    from solitaire.soltiles import legal as L
    from solitaire.soltiles import why

    assert all(len(w) < 256 and w.endswith(b"\n") for w in why.WHY)  # (pieces of a few hundred bytes: g2)
    lines = b"".join(why.WHY).decode("ascii").split("\n")
    assert lines[-1] == "" and len(set(lines)) == len(lines)
    lines.pop()
    with open(L.__file__) as f:
        src = f.read()
    named = sorted(int(v) for v in re.findall(r"^_[A-Z_]+ = const\((\d+)\)$", src[src.index("_OVER = const(0)") :], re.M))
    assert named == list(range(len(lines)))  # (each line named once; -1 is NO)
    assert [L._no(True, i) for i in range(len(lines))] == lines
    assert "solitaire.soltiles.why" not in sys.modules  # (dropped after each refusal said)
    from solitaire.soltiles import swirl

    with open(swirl.__file__) as f:
        own = f.read()
    for name, value in re.findall(r"^_([A-Z_]+) = const\((\d+)\)$", own[own.index("# legal.py's answers") :], re.M):
        assert getattr(L, "_" + name) == int(value), name  # (swirl.py's answers are legal.py's lines)
    assert L._no(False, 3) is NO and L._no(True, -1) is NO and L._no(True, None) is None
    g = Tiles(record("soltiles"), 1)
    g.over = 1
    assert g.check(0x0102) == "The game is over" and g.check(0x0102, -1, False) is NO


def test_the_plays_messages_are_lines_of_one_bytes_object():
    """``play.py``'s messages are lines of one bytes object, each found by
    its start in ``_AT`` (in two-byte steps: a line starts at an even byte,
    an empty line pads): as string constants of their own they held some 350
    bytes more heap while the module is loaded (``python -m sim.heap
    soltiles`` 138,752 -> 137,728), and a walk over the lines to the one
    said cost the key that ends a game 0.5M fuel. Each start begins a line,
    every line is said somewhere (``play.py``, ``score.py``), none twice;
    each call shows its line's text in a comment."""
    import re

    from solitaire.soltiles import match
    from solitaire.soltiles import play as P
    from solitaire.soltiles import score

    lines = [s for s in P._SAY.split(b"\n") if s]
    assert [P._say(i) for i in range(len(P._AT))] == [s.decode("ascii") for s in lines]
    assert all(a == 0 or P._SAY[a * 2 - 1] == 10 for a in P._AT) and P._SAY.endswith(b"\n")
    assert len(set(lines)) == len(lines)
    src = ""
    for mod in (P, score, match):  # (score.py writes a Points game's end lines, match.py a match's)
        with open(mod.__file__) as f:
            src += f.read()
    assert sorted({int(i) for i in re.findall(r"_say\((\d+)\)", src)}) == list(range(len(lines)))
    assert score._GOAL == P._GOAL and match._GAMES == P._GAMES
    # each call names its line by number: the line's text is in a comment at the call
    calls = [ln for ln in src.splitlines() if "_say(" in ln and not ln.lstrip().startswith("def ")]
    for ln in calls:
        said = ", ".join('"%s"' % P._say(int(i)) for i in re.findall(r"_say\((\d+)\)", ln))
        assert ln.endswith("  # " + said), ln
    assert len(calls) >= 20
    assert (P._say(0), P._say(len(lines) - 1)) == ("No specials owned", "You own two already")


def test_a_two_player_move_undone_puts_the_turn_state_back_byte_for_byte():
    """The two players' log keeps three bytes a move (``turns.log``: the
    turn state's bytes, and the one credit bit ``after`` set), not the
    foundation's two credit bytes: the Play's 320 bytes hold 106 moves, so
    the session's two-player game (97 moves) and its resume's rebuild never
    grow it. Each move undone gives back the position's key exactly, and the
    game undone to its start its first key (a stale credit bit would change
    the save's CRC)."""
    import random

    from solitaire.soltiles import turns

    rng = random.Random(7)
    for deal in (1, 2, 3):
        b = Tiles(SOLTILES, deal, bytes([2, 0, 0, 0, 0]))
        b.tlog = bytearray(0)  # (grown by the log as it goes)
        keys = [b.key()]
        credited = 0
        while not b.ended() and b.nmoves < 400:
            moves = b.legal_moves()
            ups = [m for m in moves if any(p < b.npiles and b.kind[p] == 2 for p in (m & 0xFF, (m >> 8) & 0xFF))]
            m = rng.choice(ups or moves) if moves else 0x00FE00
            b.apply(m)
            credited += b.tlog[b.nmoves * 3 - 1] != 0xFF
            k = b.key()
            assert b.undo() and b.key() == keys[-1], (deal, b.nmoves, hex(m))
            b.apply(m)
            assert b.key() == k
            keys.append(k)
        assert credited and len(b.tlog) == 3 * 64 * -(-b.nmoves // 64)
        while b.nmoves:
            keys.pop()
            b.undo()
            assert b.key() == keys[-1]
        assert turns._LOG == 3


def test_the_undo_modules_consts_equal_the_engines_and_the_turns():
    """``undo.py`` (loaded by a deal's first undo, docs/heap.md's tsol46)
    holds the engine's history flags and piles' numbers and the turns'
    state offsets as consts of its own: each must stay the number it
    stands for."""
    import re

    from solitaire.soltiles import engine, turns, undo

    with open(undo.__file__) as f:
        src = f.read()
    checked = 0
    for name, value in re.findall(r"^_(\w+) = const\((0x[0-9A-F]+|\d+)\)", src, re.M):
        homes = [v for v in (getattr(engine, "_" + name, None), getattr(turns, name, None), getattr(turns, "_" + name, None)) if isinstance(v, int)]
        assert homes and all(v == int(value, 0) for v in homes), name
        checked += 1
    assert checked >= 20


def test_the_engines_turn_state_consts_equal_the_turns():
    """The engine clears and deals the turn state and counts the seats'
    points without ``turns.py`` (loaded only for two players' moves): its
    ``_ST_*`` consts and ``_LOG`` must stay the turns' numbers."""
    import re

    from solitaire.soltiles import engine, turns

    with open(engine.__file__) as f:
        src = f.read()
    found = re.findall(r"^_(ST_\w+|LOG) = const\((\d+)\)", src, re.M)
    for name, value in found:
        short = name[3:] if name.startswith("ST_") else name
        homes = [v for v in (getattr(turns, n, None) for n in (name, short, "_" + short)) if isinstance(v, int)]
        assert homes and all(v == int(value) for v in homes), name
    assert len(found) == 8
