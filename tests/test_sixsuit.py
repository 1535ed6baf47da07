"""Six-Suit Solitaire: the rules engine (firmware/solitaire/sixsuit.py), its
notation (sixsuit/notation.py) and the command line. Each rule of the issue is
shown from a position written in the text format, legal and illegal moves
alike; then the perfect game, undo, replay, round trips, the CLI and the
engine under MicroPython."""

import os
import random
import subprocess
import sys

import pytest

from solitaire.sixsuit import engine as S

from solitaire.sixsuit import score as SS

from solitaire.sixsuit import piles as SP

from solitaire.cards.piles import F_AUTO
from solitaire.sixsuit import notation as N
from solitaire.cards.board import IllegalMove
from solitaire.cards.notation import RANK_CHARS, SUIT_CHARS, NotationError
from solitaire.sixsuit.engine import SIXSUIT, SixSuit
from solitaire.sixsuit.piles import DISC, F0, L0, STOCK, T0

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CLUBS, DIAMONDS, HEARTS, SPADES, ANCHORS, WHEELS = range(6)


# -- helpers ------------------------------------------------------------------


def all_names():
    names = [RANK_CHARS[r] + SUIT_CHARS[s] for s in range(6) for r in range(1, 14)]
    return names + ["*B", "*R", "*G"]


def pos(body, assist="on", rest="s"):
    """Builds a position from the pile lines given; every tile not named goes
    under the pile ``rest`` (the bottom of the stock: drawn last; or the
    oldest discards)."""
    lines = [l.strip() for l in body.strip().split("\n") if l.strip()]
    seen = set()
    for l in lines:
        name, _, tiles = l.partition(":")
        if name in ("liberties", "grand"):
            continue
        for tok in tiles.split():
            try:
                seen.add(N.parse_tile(tok)[0])
            except ValueError:
                pass  # for the tests of bad positions
    missing = [n for n in all_names() if N.parse_tile(n)[0] not in seen]
    prefix = " ".join(("#" + n if rest == "s" else n) for n in missing)
    for i, l in enumerate(lines):
        if l.split(":")[0] == rest:
            lines[i] = rest + ": " + prefix + " " + l.partition(":")[2]
            break
    else:
        lines.append(rest + ": " + prefix)
    return N.parse_position("sixsuit deal=0 assist=%s\n%s\n" % (assist, "\n".join(lines)))


def play(g, text):
    N.parse_moves(g, text)
    return g


def refused(g, token):
    """Gets why the move is refused (and checks the position did not change)."""
    key = g.key()
    m = N.parse_move(g, token)
    why = g.check(m)
    assert why is not None, "%s was legal" % token
    with pytest.raises(IllegalMove):
        g.play(m)
    assert g.key() == key
    return why


def line(g, name):
    for l in N.text(g).split("\n"):
        if l.split(":")[0] == name:
            return l.partition(":")[2].strip()
    raise KeyError(name)


def tiles_in(g, p):
    return [N.tile_name(g, t) for t in g.tiles(p)]


# -- the tiles ----------------------------------------------------------------


def test_81_tiles_six_suits_three_colours_and_three_jokers():
    g = SixSuit(SIXSUIT, 1)
    every = sorted(t & 0x7F for p in range(SP.NPILES) for t in g.tiles(p))
    assert len(every) == 81 and len(set(every)) == 81
    naturals = [t for t in every if not SP.is_joker(t)]
    assert sorted(naturals) == sorted(r | s << 4 for s in range(6) for r in range(1, 14))
    assert [t for t in every if SP.is_joker(t)] == sorted(S.JOKER)
    colour = {s: N.colour_of(1 | s << 4) for s in range(6)}
    assert colour[ANCHORS] == colour[WHEELS] == 2  # green
    assert colour[CLUBS] == colour[SPADES] == 0  # black
    assert colour[DIAMONDS] == colour[HEARTS] == 1  # red
    assert [N.colour_of(j) for j in S.JOKER] == [0, 1, 2]
    # every tile has a name that reads back
    for name in all_names():
        t = N.parse_tile(name)[0]
        assert N.tile_name(g, t | 0x80) == name
    assert N.parse_tile("10h")[0] == N.parse_tile("TH")[0]
    for bad in ("1H", "QX", "*Y", "K?", "*G=4H=", ""):
        with pytest.raises(ValueError):
            N.parse_tile(bad)


def test_set_up():
    for deal in (1, 2, 99, 2**31 - 1):
        g = SixSuit(SIXSUIT, deal)
        assert [g.size[T0 + i] for i in range(9)] == list(range(9))
        assert all(not t & 0x80 for i in range(9) for t in g.tiles(T0 + i))
        assert [g.size[L0 + i] for i in range(9)] == [1] * 9
        assert all(g.top(L0 + i) & 0x80 for i in range(9))
        assert g.size[STOCK] == 36 and all(not t & 0x80 for t in g.tiles(STOCK))
        assert g.size[DISC] == 0 and g.up_top() == 0 and g.face_down() == 36
        assert g.key() == SixSuit(SIXSUIT, deal).key()  # the same deal every time
    assert SixSuit(SIXSUIT, 1).key() != SixSuit(SIXSUIT, 2).key()
    text = N.text(SixSuit(SIXSUIT, 5))
    assert text.split("\n")[0] == "sixsuit deal=5 assist=on"
    assert "t1:\n" in text and len(line(SixSuit(SIXSUIT, 5), "t9").split()) == 8


# -- building -----------------------------------------------------------------


def test_building_next_higher_of_another_colour_from_the_talon():
    g = pos(
        """
        w: 5H 6A
        1: 7W
        2: 7C
        """
    )
    assert refused(g, "w1") == "Needs a 6, not green"  # green 6 on green 7
    play(g, "w2")  # green 6 on black 7
    assert line(g, "2") == "7C 6A"
    assert N.tile_name(g, g.top(DISC)) == "5H"  # the discard under it is the talon now
    play(g, "w2")  # red 5 on green 6: the talon is always playable
    assert line(g, "2") == "7C 6A 5H" and g.size[DISC] == 0


def test_only_the_talon_plays_from_the_discards():
    g = pos(
        """
        w: 6H 9S
        1: 7W
        """
    )
    assert refused(g, "w1") == "Needs a 6, not green"  # the talon 9S; 6H under it can't come
    assert refused(g, "l6H") == "No liberty to take"
    assert not [m for m in g.legal_moves() if m >> 16 == SP.MOVE and (m >> 8) == L0]


def test_only_whole_columns_move():
    g = pos(
        """
        1: 9S 8H 7C
        2: TD
        3: 8D
        """
    )
    # 7C would fit on 8D, but only the whole column moves: its head is 9S
    assert refused(g, "13") == "Needs a 7, not red"
    assert not [m for m in g.legal_moves() if m == (L0 + 2) << 8 | L0]
    play(g, "12")
    assert line(g, "2") == "TD 9S 8H 7C" and line(g, "1") == ""
    # the bottom tile alone may only go up top
    assert refused(g, "2h") == "Needs an Ace"


# -- vacant columns -----------------------------------------------------------


def test_an_emptied_column_turns_up_its_top_tableau_tile():
    g = pos(
        """
        t3: #KD #2C
        3: 5H
        1: 6S
        """
    )
    play(g, "31")
    assert line(g, "3") == "2C" and line(g, "t3") == "#KD"
    assert g.last_flags() & SP.F_TURN
    g.undo()
    assert line(g, "3") == "5H" and line(g, "t3") == "#KD #2C"


def test_open_space_takes_a_king_queen_with_an_ace_jack_with_two():
    g = pos(
        """
        w: AH AS
        1:
        2: KS QH
        3: QC
        4: JH
        5: 2D
        6: 2C
        7: 9C
        """
    )
    play(g, "21")  # a King column into the open space
    assert line(g, "1") == "KS QH"
    assert refused(g, "32") == "A Queen needs an Ace in the layout"
    play(g, "w5")  # AS onto 2D: one Ace in the layout
    assert g.aces() == 1
    play(g, "32")
    assert refused(g, "43") == "A Jack needs two Aces in the layout"
    play(g, "w6")  # AH onto 2C: two Aces
    play(g, "43")
    assert line(g, "3") == "JH"
    assert refused(g, "74") == "Only a King fills an open space"


def test_a_column_with_tiles_above_the_rail_is_not_an_open_space():
    g = pos(
        """
        t2: #3C
        2: 4H
        3: KS
        5: 5C
        """
    )
    play(g, "25")  # 4H onto 5C, 3C turns up: column II is not open
    assert line(g, "2") == "3C"
    assert refused(g, "32") == "Needs a 2, not black"


# -- up top -------------------------------------------------------------------


def test_aces_go_up_top_and_suits_build_to_the_king():
    g = pos(
        """
        w: AH
        1: 3S 2H AC
        hD: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD
        2: KD
        """
    )
    assert g.forced_move() is None  # playing an Ace up top is never automatic
    play(g, "1h")
    assert line(g, "hC") == "AC"
    assert refused(g, "1h") == "Needs an Ace"  # 2H before the Ace of Hearts
    play(g, "wh 1h")
    assert line(g, "hH") == "AH 2H"
    assert g.check((F0 + DIAMONDS) << 8 | L0) == "Goes up on its own suit"
    play(g, "2h")
    assert line(g, "hD").split()[-1] == "KD" and g.size[F0 + DIAMONDS] == 13
    assert g.check((F0 + DIAMONDS) << 8 | L0) in ("That suit is complete", "Goes up on its own suit")


def test_playing_an_ace_up_top_is_optional():
    g = pos(
        """
        1: 2D AS
        s: #9C
        """
    )
    play(g, "s")
    assert line(g, "1") == "2D AS"  # nothing went up by itself
    assert (F0 + SPADES) << 8 | L0 in g.legal_moves()


# -- Jokers -------------------------------------------------------------------


def test_a_joker_stands_for_any_tile_of_its_colour():
    g = pos(
        """
        w: *G
        1: 5S
        """
    )
    assert refused(g, "w1") == "Declare the Joker first"
    assert refused(g, "*G=4H") == "A green Joker stands for green tiles only"
    for decl in ("4W", "4A", "4?", "KW", "A?"):
        assert g.check(N.parse_move(g, "*G=" + decl)) is None
    play(g, "*G=4? w1")
    assert line(g, "1") == "5S *G=4?"
    with pytest.raises(NotationError):
        N.parse_move(g, "*G=4X")


def test_a_joker_must_name_a_suit_when_the_other_tile_shows():
    g = pos(
        """
        w: *G
        1: 4W
        hA: AA 2A 3A 4A
        """
    )
    assert refused(g, "*G=4?") == "One of them is placed: name the suit"
    assert refused(g, "*G=4W") == "That tile shows"  # in the layout
    assert refused(g, "*G=4A") == "That tile shows"  # up top
    play(g, "*G=5A")
    assert g.jdecl[2] == 5 | ANCHORS << 4


def test_the_talon_is_not_placed_so_a_joker_may_stay_either_suit():
    """The seed: the suit is named when the other tile is "in the layout or
    up top"; the talon is neither. The Joker can't stand for the talon
    itself (it shows), so ``?`` stands for the 9 that does not show."""
    g = pos(
        """
        w: 9D
        1: *R
        2: TC
        """
    )
    assert g.check(N.parse_move(g, "*R=9?")) is None
    assert refused(g, "*R=9D") == "That tile shows"  # the talon is showing
    play(g, "*R=9? 12")
    assert line(g, "2") == "TC *R=9?"
    assert not g.due(N.colour_of(S.JOKER[1]))  # it stands for 9H, not yet seen


def test_a_joker_may_stand_for_a_discard_or_an_unseen_tile():
    g = pos(
        """
        w: 5W *G
        t9: #5A
        9: 6C
        """
    )
    play(g, "*G=5W")  # 5W is a discard (not the talon): allowed
    play(g, "*G=5A")  # 5A is still face down: allowed
    play(g, "*G=5?")  # neither shows
    assert line(g, "w") .endswith("5W *G=5?")


def test_a_joker_must_name_a_suit_when_placed_up_top():
    up = """
        w: *G
        hA: AA 2A 3A
        hW: AW 2W 3W
        """
    g = pos(up)
    with pytest.raises(NotationError) as e:
        N.parse_move(g, "wh")  # both green suits want a 4: say which
    assert "whA or whW" in str(e.value)
    play(g, "whW")
    assert line(g, "hW") == "AW 2W 3W *G=4W" and g.jdecl[2] == 4 | WHEELS << 4
    g.undo()
    assert g.jdecl[2] == SP.UNDECLARED
    # it may not stand for a tile that shows
    g = pos(up + "1: 4W")
    assert refused(g, "whW") == "That tile shows: the Joker can't stand for it"
    assert N.parse_move(g, "wh") == (F0 + ANCHORS) << 8 | DISC
    play(g, "*G=5?")
    assert refused(g, "whA") == "Needs a 4"


def test_a_joker_king_fills_an_open_space_queen_and_jack_with_aces():
    g = pos(
        """
        w: *B *R
        1:
        2: 2H
        """
    )
    play(g, "*R=Q?")
    assert refused(g, "w1") == "A Queen needs an Ace in the layout"
    play(g, "*R=K? w1")
    assert line(g, "1") == "*R=K?"
    play(g, "*B=A? w2")  # a Joker Ace counts as an Ace in the layout
    assert g.aces() == 1


def test_a_jokers_rank_stays_once_in_the_layout_and_a_named_suit_stays():
    g = pos(
        """
        w: *G
        1: 7C
        """
    )
    play(g, "*G=6? w1")
    assert refused(g, "*G=5?") == "Its rank is fixed in the layout"
    play(g, "*G=6W")  # naming the suit later is fine
    assert refused(g, "*G=6A") == "Its suit is named already"


def test_an_unused_joker_may_stay_undeclared_and_a_covered_one_stands_for_nothing():
    g = pos(
        """
        s: #9C #8D
        w: *R
        """
    )
    play(g, "*R=9D s")  # drawn over: a discard stands for nothing
    assert g.jdecl[1] == SP.UNDECLARED and "*R " in line(g, "w") + " "
    assert refused(g, "*R=9D") == "Only the talon plays from the discards"
    g.undo()
    assert g.jdecl[1] == 9 | DIAMONDS << 4
    g.restart()
    play(g, "s s")  # left undeclared: the game goes on


def test_an_undeclared_joker_in_the_layout_stays_where_it_turned_up():
    g = pos(
        """
        1: *B
        2: 9H
        hA: AA
        """
    )
    ms = g.legal_moves(declare=False)
    assert not [m for m in ms if m >> 16 == SP.MOVE and m & 0xFF == L0 and (m >> 8) >= L0]
    assert refused(g, "12") == "Declare the Joker first"
    assert refused(g, "21") == "Declare the Joker first"
    assert refused(g, "1j") == "Only when all six Aces are up top"
    # going up top is using it: its place there names the tile (the Ace of Clubs)
    play(g, "1hC")
    assert line(g, "hC") == "*B=AC"


# -- Joker exchange -----------------------------------------------------------

EXCHANGE = """
s: #5W
w: KS QH
1: 6S *G=5W 4C
hW: AW 2W 3W 4W
"""


def test_the_natural_tile_takes_the_jokers_place_earning_a_liberty():
    g = pos(EXCHANGE, assist="off")
    play(g, "s")  # 5W turns up as the talon: the Joker is due
    assert g.due(2)
    assert refused(g, "wh") == "Exchange the Joker first"  # 5W waits for the exchange
    play(g, "x5W")
    assert line(g, "1") == "6S 5W 4C"  # in the middle of the column
    assert line(g, "j") == "*G"
    assert line(g, "w").endswith("KS QH") and g.libs == 1
    assert g.score().cashed == 1
    g.undo()
    assert line(g, "1") == "6S *G=5W 4C" and g.libs == 0 and line(g, "w").endswith("QH 5W")


def test_nothing_is_built_on_a_tile_waiting_for_its_exchange():
    g = pos(
        """
        t2: #8H
        2: 9C
        4: TD
        w: 7S
        1: 9S *R=8H
        """,
        assist="off",
    )
    play(g, "24")  # 8H turns up in column II: the red Joker is due
    assert line(g, "2") == "8H" and g.due(1)
    assert refused(g, "w2") == "Exchange the Joker first"
    play(g, "x8H")
    assert line(g, "1") == "9S 8H" and line(g, "2") == ""
    play(g, "w1")


def test_assist_makes_the_exchange_itself_as_an_automatic_move():
    g = pos(EXCHANGE, assist="on")
    play(g, "s")
    assert line(g, "1") == "6S 5W 4C" and line(g, "j") == "*G"
    assert g.last_flags() & F_AUTO
    assert g.moves()[-1] == SP.EXCHANGE << 16 | 2 << 8 | (5 | WHEELS << 4)
    assert N.moves_text(g) == "s x5W"
    # writing the game's own move is accepted too
    g2 = pos(EXCHANGE, assist="on")
    play(g2, "s x5W")
    assert g2.key() == g.key()


def test_a_tile_turned_up_from_the_tableau_is_exchanged_for_the_talon_joker():
    g = pos(
        """
        w: 3D *R=9H
        t2: #5C #9H
        2: TS
        3: JD
        """
    )
    play(g, "23")  # 9H turns up; the talon Joker stands for it: exchanged at once
    assert N.tile_name(g, g.top(DISC)) == "9H" and line(g, "j") == "*R"
    assert line(g, "2") == "5C"  # column II emptied again and turned up the next tile
    assert g.libs == 1


def test_a_joker_up_top_is_exchanged_there():
    g = pos(
        """
        s: #2W
        hW: AW *G=2W 3W
        """
    )
    play(g, "s")
    assert line(g, "hW") == "AW 2W 3W" and line(g, "j") == "*G"
    assert g.libs == 0  # no discard under the talon: no liberty


def test_an_undeclared_suit_joker_stands_for_the_tile_not_showing():
    g = pos(
        """
        s: #4A #4W
        1: 5S *G=4?
        2: 5C
        """,
        assist="off",
    )
    play(g, "s")  # 4W turns up: the Joker now stands for 4A, nothing is due
    assert not g.due(2)
    assert refused(g, "x4W") == "The Joker still stands for the other one"
    assert refused(g, "*G=4W") == "That tile shows"  # it may only be named 4A
    assert g.check(N.parse_move(g, "*G=4A")) is None
    play(g, "w2 s")  # 4W into the layout, then 4A turns up: both show, due
    assert g.due(2)
    with pytest.raises(NotationError):
        N.parse_move(g, "x*G")  # either tile will do: say which
    play(g, "x4W")  # 4W, the free bottom tile of column II, takes the Joker's place
    assert line(g, "1") == "5S 4W" and line(g, "2") == "5C" and N.tile_name(g, g.top(DISC)) == "4A"


def test_exchange_refused_when_not_standing_for_the_tile():
    g = pos(
        """
        s: #7D
        1: 8C *R=7H
        """
    )
    play(g, "s")
    assert refused(g, "x7D") == "The Joker doesn't stand for it"
    assert refused(g, "x7H") == "That tile hasn't turned up"
    assert refused(g, "x7S") == "The Joker doesn't stand for it"  # the black Joker, undeclared
    assert g.check(SP.EXCHANGE << 16 | 1 << 8 | (7 | SPADES << 4)) == "That Joker can't stand for it"


# -- liberties ----------------------------------------------------------------


def test_a_liberty_moves_any_discard_to_the_talon_before_the_next_draw():
    g = pos(EXCHANGE, assist="on")
    play(g, "s")  # exchanged automatically: one liberty
    assert g.libs == 1 and line(g, "w").endswith("KS QH")
    play(g, "lKS")
    assert line(g, "w").endswith("QH KS") and g.libs == 0
    assert refused(g, "lQH") == "No liberty to take"  # one per cashed Joker
    g.undo()
    assert g.libs == 1
    play(g, "s")
    assert g.libs == 0  # lapsed at the draw
    assert refused(g, "lKS") == "No liberty to take"


def test_no_liberty_without_discards():
    g = pos(
        """
        s: #5W
        1: 6S *G=5W
        """
    )
    play(g, "s")
    assert line(g, "j") == "*G" and g.size[DISC] == 0 and g.libs == 0


def test_liberty_of_a_tile_not_in_the_discards_is_refused():
    g = pos(
        """
        w: 2C 3D
        liberties: 1
        """
    )
    assert refused(g, "lKS") == "Not a discard"
    assert refused(g, "l3D") == "Not a discard"  # the talon itself
    play(g, "l2C")
    assert line(g, "w").endswith("3D 2C")


# -- cashing directly ---------------------------------------------------------


def test_a_joker_is_cashed_directly_only_when_all_six_aces_are_up_top():
    g = pos(
        """
        hA: AA
        hC: AC
        hD: AD
        hH: AH
        hW: AW
        1: 2H AS
        w: 9C 8D *R
        """
    )
    assert refused(g, "wj") == "Only when all six Aces are up top"
    play(g, "1h wj")
    assert line(g, "j") == "*R" and g.libs == 1  # a liberty too
    assert refused(g, "1j") == "Only a Joker is cashed"


def test_a_bottom_tile_joker_is_cashed_from_its_column():
    g = pos(
        """
        hA: AA
        hC: AC
        hD: AD
        hH: AH
        hS: AS
        hW: AW
        1: 8C *R=7?
        """
    )
    play(g, "1j")
    assert line(g, "1") == "8C" and line(g, "j") == "*R" and g.libs == 0


# -- Odd Joker ----------------------------------------------------------------

ODD_POSITION = """
s: #2S #5W
w: KS QH
1: 6S *G=5W 4C
2: 7H
hC: AC 2C 3C
hW: AW 2W 3W 4W
"""


def test_an_unexchanged_joker_turns_odd_at_the_next_draw():
    g = pos(ODD_POSITION, assist="off")
    play(g, "s s")  # 5W turned up and was not exchanged before the next draw
    assert g.jflags[2] & SP.ODD and g.odd_count() == 1
    assert refused(g, "x5W") == "The Joker is odd: too late"
    assert refused(g, "12") == "The Odd Joker stays where it is"
    sheet = g.score()
    assert sheet.jokers == -10 and sheet.odd == 1
    play(g, "1h")  # 4C goes up: the Odd Joker is the bottom tile and is cashed, without a liberty
    assert line(g, "j") == "*G!" and line(g, "1") == "6S"
    assert g.last_flags() & F_AUTO and not g.last_flags() & SP.F_LIB and g.libs == 0
    sheet = g.score()
    assert (sheet.cashed, sheet.odd, sheet.jokers) == (1, 1, 0)
    g.undo()
    g.undo()
    assert line(g, "1") == "6S *G=5W! 4C"


def test_with_assist_no_joker_turns_odd():
    g = pos(ODD_POSITION, assist="on")
    play(g, "s s")
    assert g.odd_count() == 0 and line(g, "j") == "*G" and line(g, "1") == "6S 5W 4C"


def test_an_odd_joker_in_the_discards_is_cashed_when_it_is_the_talon():
    g = pos(
        """
        s: #9D
        w: KS *G=5W
        t2: #5W
        2: 6H
        3: 7C
        4: TS
        """,
        assist="off",
    )
    play(g, "23")  # 5W turns up: the talon Joker stands for it, so it is due
    play(g, "s")  # not exchanged: odd, and covered by 9D
    assert g.jflags[2] & SP.ODD and g.jdecl[2] == SP.UNDECLARED
    play(g, "w4")  # 9D onto TS: the Odd Joker is the talon again
    assert line(g, "j") == "*G!" and g.last_flags() & F_AUTO and g.libs == 0


# -- Grand Sequence -----------------------------------------------------------


def test_the_first_grand_sequence_earns_a_bonus_later_ones_nothing():
    g = pos(
        """
        1: KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D
        2: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H
        w: AS AC
        """
    )
    assert g.score().jokers == 0
    play(g, "w1")
    assert g.grand == 1 and g.last_flags() & SP.F_GRAND and g.score().jokers == 20
    play(g, "w2")
    assert g.grand == 1 and not g.last_flags() & SP.F_GRAND and g.score().jokers == 20
    g.undo()
    g.undo()
    assert g.grand == 0


def test_a_grand_sequence_may_hold_a_joker():
    g = pos(
        """
        1: KC QD JC TD *B=9? 8D 7C 6D 5C 4D 3C 2D
        w: AC
        """
    )
    play(g, "w1")
    assert g.grand == 1 and "grand: yes" in N.text(g)


# -- the end ------------------------------------------------------------------


def test_the_game_ends_when_the_stock_is_out_and_nothing_plays():
    g = pos(
        """
        w: 9D
        1: 7W
        """,
        rest="w",
    )
    assert g.size[STOCK] == 0
    assert g.stuck() and g.over() and not g.won()
    assert refused(g, "s") == "The stock is empty"
    # a liberty that brings a playable tile means it is not over
    g2 = pos(
        """
        w: 9D
        1: 7W
        liberties: 1
        """,
        rest="w",
    )
    assert not g2.stuck()
    # nor is it while the stock has tiles
    g3 = pos(
        """
        s: #9D
        1: 7W
        """
    )
    assert not g3.stuck()


def test_a_declaration_that_makes_a_play_means_it_is_not_over():
    g = pos(
        """
        w: *G
        hA: AA 2A 3A 4A 5A 6A 7A 8A 9A TA JA QA KA
        hW: AW 2W 3W
        1: 8H
        2: 5C 4W 3H
        """,
        rest="w",
    )
    assert not g._plays()  # nothing plays as it stands (4W shows: the Joker can't go up)
    assert not g.stuck()  # but *G=7W, then w1
    play(g, "*G=7W w1")


# -- scoring ------------------------------------------------------------------


def test_score_sheet():
    g = pos(
        """
        hA: AA 2A 3A
        hC: AC 2C
        hD: AD
        hH: AH 2H 3H 4H
        hW: AW *G=2W
        j: *B *R!
        t9: #5C #6C
        9: 7D
        grand: yes
        """
    )
    sh = g.score()
    assert sh.suits == (30, 40, 20, 120, 0, 80)  # Anchors Clubs Diamonds Hearts Spades Wheels
    assert (sh.cashed, sh.grand, sh.odd, sh.jokers) == (2, 1, 1, 30)
    assert sh.up_top == 320 and sh.down_tiles == 2 and sh.down == -10
    assert sh.total == 310 and sh.victory == 0
    lines = N.sheet_lines(g)
    assert lines[0].split() == ["Anchors", "30"] and lines[5].split() == ["Wheels", "80"]
    assert lines[6].startswith("Joker score") and lines[6].split()[2] == "30"
    assert lines[7].split() == ["Up", "top", "320"]
    assert lines[8].split()[:3] == ["Down", "tiles", "-10"]
    assert lines[9].split() == ["Total", "310"]
    assert lines[10].split() == ["Victory", "none"]


def test_each_down_tile_left_costs_five():
    g = SixSuit(SIXSUIT, 3)
    assert g.score().total == -180


def test_victories():
    assert [SS.victory(t) for t in (-5, 499, 500, 999, 1000, 1999, 2000)] == [0, 0, 1, 1, 2, 2, 3]


def test_series_of_five():
    s = SS.Series()
    assert s.average() == 0.0
    for t in (500, 1000, 2000, -20, 700):
        s.add(t)
    assert s.done() and s.totals == [500, 1000, 2000, -20, 700] and s.average() == 836.0  # 4180 / 5
    assert s.victories() == 1 + 2 + 3 + 0 + 1
    with pytest.raises(ValueError):
        s.add(5)
    assert SS.Series((100, 200)).average() == 150.0


# -- the perfect game ---------------------------------------------------------

PERFECT_DRAWS = "QD JC TD *B 8D 7C 6D 5C 4D 3C 2D AC KS KA 9C AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD TW JW QW KW QS QA *R *G"
PERFECT = """sixsuit deal=0 assist=on
; a constructed deal: every suit comes in order, Clubs and Diamonds from the stock
s: %s
t2: #JS
t3: #9W #8W
t4: #JA #TA #9A
t5: #9S #KH #QH #JH
t6: #6W #5W #4W #3W #2W
t7: #7A #6A #5A #4A #3A #2A
t8: #8S #7S #6S #5S #4S #3S #2S
t9: #9H #8H #7H #6H #5H #4H #3H #2H
1: KC
2: TS
3: 7W
4: 8A
5: TH
6: AW
7: AA
8: AS
9: AH
""" % " ".join("#" + t for t in reversed(PERFECT_DRAWS.split()))
PERFECT_MOVES = " ".join(
    [
        "9h " * 9 + "8h " * 8 + "7h " * 7 + "6h " * 6 + "5h " * 5 + "4h " * 4 + "3h " * 3 + "2h " * 2,
        # the Grand Sequence in column I, the black Joker as the 9 of Clubs
        "s w1 s w1 s w1 s *B=9C w1 " + "s w1 " * 8,
        # two discards, then 9C: exchanged by the game, a liberty taken
        "s s s lKS",
        # Clubs and Diamonds up, from the column and the stock in turn
        "1h s wh " * 13,
        "s wh " * 5 + "wh s wh wh s wj s wj",
    ]
).split()


def test_a_perfect_game_scores_exactly_2000():
    g = N.parse_position(PERFECT)
    assert g.face_down() == 36 and g.size[STOCK] == 36
    for tok in PERFECT_MOVES:
        m = N.parse_move(g, tok)
        assert m in g.legal_moves(), tok  # every move is one of the engine's legal moves
        g.play(m)
    assert g.won() and not g.stuck() and g.over()
    sh = g.score()
    assert sh.suits == (130, 260, 260, 390, 390, 520)
    assert (sh.cashed, sh.grand, sh.odd, sh.jokers) == (3, 1, 0, 50)
    assert sh.up_top == 2000 and sh.down == 0 and sh.total == 2000 and sh.victory == 3
    tokens = N.moves_text(g).split()
    auto = [tokens[i] for i in range(g.nmoves) if g.flags_at(i) & F_AUTO]
    assert auto == ["x9C"]
    # back to the start, move by move
    g.restart()
    assert g.key() == N.parse_position(PERFECT).key()


# -- undo, replay, round trips ------------------------------------------------


def playout(deal, assist, seed, steps=300):
    """Plays random legal moves (declarations less often) with ``play``."""
    g = SixSuit(SIXSUIT, deal, bytes([0 if assist else 1]))
    rng = random.Random(seed)
    keys = [g.key()]
    for _ in range(steps):
        ms = g.legal_moves()
        if not ms:
            break
        plain = [m for m in ms if m >> 16 != SP.DECLARE]
        g.play(rng.choice(plain) if plain and rng.random() < 0.8 else rng.choice(ms))
        keys.append(g.key())
    return g, keys


@pytest.mark.parametrize("deal,assist", [(10, True), (10, False), (8, False), (29, True)])
def test_undo_to_the_start_restores_the_deal(deal, assist):
    g, _ = playout(deal, assist, deal)
    kinds = set(m >> 16 for m in g.moves())
    assert {SP.MOVE, SP.DRAW, SP.DECLARE, SP.EXCHANGE, SP.LIBERTY} <= kinds
    start = SixSuit(SIXSUIT, deal, g.options).key()
    # every single move undoes to the position before it
    n = g.nmoves
    seen = []
    while g.nmoves:
        seen.append(g.key())
        g.undo()
    assert g.key() == start and len(seen) == n
    assert not g.undo()


def test_undo_steps_back_one_position_at_a_time():
    g, keys = playout(10, False, 10)
    # keys[i] follows the i-th play() (a player move and the game's own moves)
    plays = [i for i in range(g.nmoves) if not g.flags_at(i) & F_AUTO]
    for k in range(len(plays) - 1, -1, -1):
        while g.nmoves > plays[k]:
            g.undo()
        assert g.key() == keys[k]


@pytest.mark.parametrize("deal,assist", [(10, True), (10, False), (29, True)])
def test_replay_from_deal_options_and_moves(deal, assist):
    g, _ = playout(deal, assist, deal)
    r = N.replay(SIXSUIT, deal, g.options, g.moves())
    assert r.key() == g.key() and r.moves() == g.moves()
    assert [r.flags_at(i) for i in range(r.nmoves)] == [g.flags_at(i) for i in range(g.nmoves)]
    # the player's moves alone replay too: the game makes its own
    player = [g.move_at(i) for i in range(g.nmoves) if not g.flags_at(i) & F_AUTO]
    r2 = N.replay(SIXSUIT, deal, g.options, player)
    assert r2.key() == g.key()
    with pytest.raises(IllegalMove) as e:
        N.replay(SIXSUIT, deal, g.options, [SP.DRAW_MOVE, (F0 + SPADES) << 8 | L0 + 4])
    assert "move 2" in str(e.value)


def test_history_records_are_small():
    g, _ = playout(10, True, 10)
    # six bytes a record: room for 256 at first (a game rarely needs more:
    # growing a big buffer late needs a big free block), then 32 more at a time
    assert len(g.hist) <= 6 * max(256, g.nmoves + 32)
    assert all(m < 1 << 19 for m in g.moves())


@pytest.mark.parametrize("deal,assist", [(10, True), (8, False)])
def test_notation_round_trips(deal, assist):
    g, _ = playout(deal, assist, deal, steps=120)
    text = N.text(g)
    back = N.parse_position(text)
    assert back.key() == g.key() and N.text(back) == text
    for m in g.legal_moves():
        assert N.parse_move(g, N.move_text(g, m)) == m
    tokens = N.moves_text(g)
    again = SixSuit(SIXSUIT, deal, g.options)
    N.parse_moves(again, tokens)
    assert again.key() == g.key()


def test_move_tokens():
    g = pos(
        """
        w: 5W KS *G
        1: 7C
        2: 4W
        hA: AA 2A 3A 4A
        hW: AW 2W 3W
        liberties: 1
        """
    )
    assert N.parse_move(g, "s") == SP.DRAW_MOVE
    assert N.parse_move(g, "w1") == (L0 << 8 | DISC)
    assert N.parse_move(g, "19") == ((L0 + 8) << 8 | L0)
    assert N.parse_move(g, "*G=6?") == SP.DECLARE << 16 | 2 << 8 | (6 | 7 << 4)
    assert N.parse_move(g, "*g=10w") == SP.DECLARE << 16 | 2 << 8 | (10 | WHEELS << 4)
    assert N.parse_move(g, "wh") == (F0 + ANCHORS) << 8 | DISC  # 4W shows: only the 5A will do
    assert N.parse_move(g, "whW") == (F0 + WHEELS) << 8 | DISC
    assert N.parse_move(g, "wj") == SP.CASH << 16 | 2 << 8
    assert N.parse_move(g, "lKS") == SP.LIBERTY << 16 | 1
    assert N.parse_move(g, "x5W") == SP.EXCHANGE << 16 | 2 << 8 | (5 | WHEELS << 4)
    for m in g.legal_moves():
        assert N.parse_move(g, N.move_text(g, m)) == m
    for bad in ("", "q", "w", "1x", "w0", "*G", "*G=", "*Q=4W", "xQX", "lZZ", "1hX", "s1"):
        with pytest.raises(NotationError):
            N.parse_move(g, bad)


def test_parse_moves_reports_the_token_and_column():
    g = pos(EXCHANGE)
    with pytest.raises(NotationError) as e:
        N.parse_moves(g, "s  x5W zz")
    assert (e.value.line, e.value.col) == (1, 8) and "move 3 'zz'" in str(e.value)
    g = pos(EXCHANGE)
    with pytest.raises(IllegalMove) as e:
        N.parse_moves(g, "s 1h")
    assert "move 2 '1h'" in str(e.value)


@pytest.mark.parametrize(
    "body,line_no,col,words",
    [
        ("1: KC QX", 2, 7, "not a tile"),
        ("1: KC KC", 2, 7, "twice"),
        ("1: KC QC", 2, 7, "doesn't go on KC"),
        ("1: #KC", 2, 4, "face-down"),
        ("hA: 2A", 2, 5, "needs AA"),
        ("hW: AW *G=3W", 2, 8, "can't stand for 2W"),
        ("w: *G=5W 5C", 2, 4, "stands for nothing"),
        ("x1: KC", 2, 1, "no pile"),
        ("1: *R QC", 2, 4, "stands alone"),
        ("liberties: 9", 2, 12, "liberties"),
        ("grand: maybe", 2, 8, "grand"),
        ("t9: #*G=4W\n9: KC", 2, 5, "stands for nothing"),
    ],
)
def test_position_errors_give_line_and_column(body, line_no, col, words):
    with pytest.raises(NotationError) as e:
        pos(body)
    assert (e.value.line, e.value.col) == (line_no, col), str(e.value)
    assert words in str(e.value)


def test_position_header_and_completeness_errors():
    with pytest.raises(NotationError) as e:
        N.parse_position("klondike deal=1\n")
    assert e.value.line == 1
    with pytest.raises(NotationError) as e:
        N.parse_position("\n; a comment\nsixsuit deal=1 assist=maybe\n")
    assert (e.value.line, e.value.col) == (3, 23) and "assist must be one of on, off" in str(e.value)
    with pytest.raises(NotationError) as e:
        N.parse_position("sixsuit deal=1\n1: KC\n")
    assert e.value.line == 1 and "tiles missing" in str(e.value)
    with pytest.raises(NotationError) as e:
        pos("t3: #KC\n3:")
    assert "column 3 is empty" in str(e.value)


# -- the command line ---------------------------------------------------------


def sim(*args):
    p = subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=ROOT, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def test_cli_list_and_deal():
    rc, out, err = sim("list")
    assert rc == 0 and ["sixsuit", "Six-Suit", "Solitaire", "Six-Suit"] in [l.split() for l in out.splitlines()]
    rc, out, err = sim("deal", "sixsuit", "--deal", "7", "--option", "assist=off")
    assert rc == 0, err
    assert out == N.text(SixSuit(SIXSUIT, 7, b"\x01")) + "\n"
    rc, out, err = sim("deal", "sixsuit", "--format", "fcs")
    assert rc == 2 and "FreeCell" in err
    # the window and shot: tests/test_sixsuit_play.py


def test_cli_play_moves_illegal_and_malformed():
    g = SixSuit(SIXSUIT, 1)
    rc, out, err = sim("play", "sixsuit", "--moves", "s s 3h")
    assert rc == 0, err
    play(g, "s s 3h")
    assert out.startswith(N.text(g) + "\n; Anchors")
    assert "; Total" in out and out.endswith("not won\n")
    rc, out, err = sim("play", "sixsuit", "--moves", "s s 7h")
    assert rc == 1 and out == "" and "move 3 '7h': Needs an Ace" in err
    rc, out, err = sim("play", "sixsuit", "--moves", "s  *G=4X")
    assert rc == 2 and "line 1, column 4" in err and "*G=4X" in err


def test_cli_perfect_game_from_a_position_file(tmp_path):
    f = tmp_path / "perfect.txt"
    f.write_text(PERFECT)
    rc, out, err = sim("play", "sixsuit", "--position", str(f), "--moves", " ".join(PERFECT_MOVES))
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[-1] == "won"
    assert "; Total         2000" in lines and "; Victory      triple" in lines
    # a Queen into an open space with no Ace in the layout is refused, naming why
    rc, out, err = sim("play", "sixsuit", "--position", str(f), "--moves", "9h 9h 9h 9h 9h 9h 9h 9h 9h 59")
    assert rc == 1 and "move 10 '59': Only a King fills an open space" in err
    # and the game must be the file's
    rc, out, err = sim("play", "klondike", "--position", str(f), "--moves", "")
    assert rc == 2 and "sixsuit" in err


def test_cli_malformed_position_file(tmp_path):
    text = PERFECT.replace("4: 8A", "4: 8A 7X")
    f = tmp_path / "bad.txt"
    f.write_text(text)
    rc, out, err = sim("play", "sixsuit", "--position", str(f), "--moves", "s")
    lineno = text.split("\n").index("4: 8A 7X") + 1
    assert rc == 2 and out == ""
    assert "line %d, column 7" % lineno in err and "7X" in err


# -- MicroPython --------------------------------------------------------------

# The moves go in as one bytes constant, 3 bytes a move: a long list literal
# in a -c script has crashed this MicroPython build (wasm trap) once the GC ran.
MPY_SCRIPT = """
import gc
from solitaire.sixsuit import engine as S
gc.collect()
base = gc.mem_alloc()
g = S.SixSuit(S.SIXSUIT, %(deal)d, %(options)r)
print("deal", g.key().hex())
peak = 0
data = %(moves)r
for i in range(len(data) // 3):
    m = data[3 * i] << 16 | data[3 * i + 1] << 8 | data[3 * i + 2]
    f = g.forced_move()
    if f is not None and f == m:
        g.apply(m, True)
    else:
        why = g.check(m)
        if why is not None:
            raise ValueError("move %%d: %%s" %% (i + 1, why))
        g.apply(m)
    gc.collect()
    used = gc.mem_alloc() - base
    if used > peak:
        peak = used
print("end", g.key().hex())
print("score", g.score().total, g.stuck())
g.restart()
print("back", g.key().hex())
print("peak", peak)
"""


def packed(moves):
    return bytes(b for m in moves for b in (m >> 16, (m >> 8) & 0xFF, m & 0xFF))


def test_engine_under_micropython_gives_the_same_bytes():
    from sim import mpy

    for deal, assist in ((10, False), (10, True)):
        g, _ = playout(deal, assist, deal)
        script = MPY_SCRIPT % {"deal": deal, "options": bytes(g.options), "moves": packed(g.moves())}
        res = mpy.run_firmware(script, heap_kb=96, mpy=True)
        out = dict(l.split(" ", 1) for l in res.stdout.strip().splitlines())
        start = SixSuit(SIXSUIT, deal, g.options).key().hex()
        assert out["deal"] == start and out["back"] == start
        assert out["end"] == g.key().hex()
        assert out["score"] == "%d %s" % (g.score().total, g.stuck())
        print("sixsuit #%d assist=%s under MicroPython (mpy, 96 KB): %d moves, peak %s bytes, fuel %d"
              % (deal, assist, g.nmoves, out["peak"], res.fuel_used))


def test_moves_and_undo_allocate_nothing_under_micropython():
    from sim import mpy

    g, _ = playout(10, True, 10)
    script = (
        "import gc\n"
        "from solitaire.sixsuit import engine as S\n"
        "g = S.SixSuit(S.SIXSUIT, 10, b'\\x00')\n"
        "data = %r\n"
        "def run():\n"
        "    for i in range(len(data) // 3):\n"
        "        m = data[3 * i] << 16 | data[3 * i + 1] << 8 | data[3 * i + 2]\n"
        "        f = g.forced_move()\n"
        "        if f is not None and f == m:\n"
        "            g.apply(m, True)\n"
        "        elif g.check(m) is None:\n"
        "            g.apply(m)\n"
        "def measure():\n"
        "    gc.collect()\n"
        "    gc.disable()\n"
        "    a = gc.mem_alloc()\n"
        "    run()\n"
        "    b = gc.mem_alloc()\n"
        "    while g.undo():\n"
        "        pass\n"
        "    print(b - a, gc.mem_alloc() - b, g.nmoves)\n"
        "run()\n"  # the first pass grows the history buffer once
        "g.restart()\n"
        "measure()\n" % (packed(g.moves()),)
    )
    res = mpy.run_firmware(script, heap_kb=96, mpy=True)
    assert res.stdout.split() == ["0", "0", "0"]


def test_perfect_game_under_micropython():
    from sim import mpy

    script = (
        "from solitaire.sixsuit import notation as N\n"
        "g = N.parse_position(%r)\n"
        "N.parse_moves(g, %r)\n"
        "print(g.key().hex())\n"
        "print(g.score().total, g.won())\n" % (PERFECT, " ".join(PERFECT_MOVES))
    )
    # A heap big enough that no collection runs: this WASI build's collector
    # can crash when it runs inside nested calls (see sim/mpy.py).
    res = mpy.run_firmware(script, heap_kb=2048, mpy=True)
    g = N.parse_position(PERFECT)
    play(g, " ".join(PERFECT_MOVES))
    key, score = res.stdout.strip().splitlines()
    assert key == g.key().hex() and score == "2000 True"


def test_deal_cost_under_micropython():
    from sim import mpy

    head = "from solitaire.sixsuit.engine import SixSuit, SIXSUIT\n"
    one = mpy.run_firmware(head + "g = SixSuit(SIXSUIT, 1)\n", heap_kb=96, mpy=True)
    eleven = mpy.run_firmware(head + "for d in range(11):\n    g = SixSuit(SIXSUIT, d + 1)\n", heap_kb=96, mpy=True)
    per_deal = (eleven.fuel_used - one.fuel_used) // 10
    script = head + "import gc\ngc.collect()\nb = gc.mem_alloc()\ng = SixSuit(SIXSUIT, 1)\ngc.collect()\nprint(gc.mem_alloc() - b)\n"
    size = int(mpy.run_firmware(script, heap_kb=96, mpy=True).stdout)
    print("sixsuit deal under MicroPython: %d fuel (<= %.1f ms on an RP2040 at 1 fuel/cycle, pessimistic), game object %d bytes"
          % (per_deal, mpy.fuel_to_ms(per_deal), size))
    assert per_deal < 5_000_000 and size < 4096


# -- play's last line and hand-written Odd Jokers -------------------------------


def _up_to(suits_ranks):
    """Position lines with each suit up top to the rank given (hA: AA 2A ...)."""
    out = []
    for s, r in suits_ranks:
        out.append("h%s: %s" % (SUIT_CHARS[s], " ".join(RANK_CHARS[i] + SUIT_CHARS[s] for i in range(1, r + 1))))
    return "\n".join(out)


def test_play_says_won_for_a_finished_game_of_500_or_more():
    # stock out, nothing left to play: 5 Wheels x 40 + 13 Hearts x 30 = 590, less down tiles
    over = pos(_up_to([(WHEELS, 5), (HEARTS, 13)]) + "\n1: KS\nw: 3S", rest="w")
    assert over.stuck() and not over.won()
    sheet = over.score()
    assert sheet.total >= 500 and sheet.victory == 1
    assert N.result_line(over) == "won"
    # the same points with the stock not out: the game is not over, so not won yet
    going = pos(_up_to([(WHEELS, 5), (HEARTS, 13)]) + "\n1: KS\nw: 9C", rest="s")
    assert going.size[STOCK] and N.result_line(going) == "not won"
    # over below 500: not won
    low = pos(_up_to([(WHEELS, 5)]) + "\n1: KS\nw: 3S", rest="w")
    assert low.stuck() and low.score().total < 500 and N.result_line(low) == "not won"


def test_a_free_odd_joker_in_a_position_is_refused():
    """A free Odd Joker (the talon, a column's bottom tile) is cashed by the
    game at once, so no game reaches one: a position holding one is refused,
    with where; a covered one stays as it was."""
    for body, where in (("w: 5S *R!", 2), ("1: 6S *G=5W!", 2)):
        with pytest.raises(NotationError) as e:
            pos(body, assist="off")
        assert "free, and the game cashes it" in str(e.value)
        assert "line %d" % where in str(e.value)
    g = pos("1: 6S *G=5W! 4C", assist="off")
    assert g.jflags[2] & SP.ODD
