"""Solitaire for Two's knock in any order (issue 28; the seed: "If two or
all three tiles are discarded, the player puts them in the discards in any
order"): the engine's move and its undo, the notation (``kQS`` as it was,
``k9S6HQH`` naming the whole order), the device's knock screen and its
presses, and saves, on CPython and under MicroPython."""

import itertools
import os
import sys

import pytest

from sim.fortwo_play import Driver, keys_for
from solitaire.cards.notation import NotationError
from solitaire.console import buttons as K
from solitaire.sixsuit import notation as N
from solitaire.sixsuit import fortwo_notation as FN
from solitaire.sixsuit import fortwo_notation as T  # (turns' numbers under their names)
from solitaire.sixsuit.piles import DISC, UP
from solitaire.sixsuit.fortwo_notation import KNOCK

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_fortwo import KNOCK_POS, MPY_RESUME, line, play, pos  # noqa: E402


# -- the engine ----------------------------------------------------------------------


ORDER_POS = """
s: #QW #JW #TW #QA #JA #TA
w: 9C
1: KS
2: 7C
u: 6H QH 9S
turn: 1 drawn three
"""
# the knock that puts 9S 6H QH in the discards: QH (up tile 2) the talon,
# the other two the other way round from their drawn order (6H 9S)
KNOCK_9S_6H_QH = T.KNOCK << 16 | 1 << 8 | 1


def test_the_knock_puts_the_up_tiles_in_the_discards_in_any_order():
    """The seed: "If two or all three tiles are discarded, the player puts
    them in the discards in any order"; once the talon plays, the tile under
    it is the next talon."""
    g = pos(ORDER_POS)
    g.play(KNOCK_9S_6H_QH)
    assert line(g, "w").endswith("9C 9S 6H QH") and g.st[T.OLD] == 3
    play(g, "s w1")  # seat 2 draws (the old up tiles are plain discards now), QH onto KS
    assert line(g, "w").endswith("9C 9S 6H")  # 6H is the talon: the tile under QH
    play(g, "w2")  # and it plays, onto 7C
    assert line(g, "2") == "7C 6H"


def test_every_order_of_three_up_tiles_is_a_knock_and_undoes():
    g = pos(ORDER_POS)
    key = g.key()
    knocks = [m for m in g.legal_moves() if m >> 16 == T.KNOCK]
    orders = set()
    for m in knocks:
        g.play(m)
        orders.add(line(g, "w")[-8:])
        assert g.move_at(g.nmoves - 1) == m  # (the history, as saves and undo read it)
        g.undo()
        assert g.key() == key and line(g, "u") == "6H QH 9S"
    assert len(knocks) == 6 and len(orders) == 6


def test_only_three_up_tiles_have_an_order_to_choose():
    g = pos(KNOCK_POS)
    play(g, "u12")  # 8S and 5A are left
    assert g.check(T.KNOCK << 16 | 1 << 8 | 0) == "No such move"  # (two: the talon sets the order)
    g = pos(ORDER_POS)
    assert g.check(T.KNOCK << 16 | 2 << 8 | 0) == "No such move"


# -- the notation ---------------------------------------------------------------------


def test_the_knocks_order_in_tokens_kqs_as_it_was_and_the_long_form():
    g = pos(ORDER_POS)
    assert FN.parse_move(g, "kQH") == T.KNOCK << 16 | 1  # the talon; 6H 9S under it as drawn
    assert FN.parse_move(g, "k6H9SQH") == T.KNOCK << 16 | 1  # the same order, named whole
    assert FN.parse_move(g, "k9S6HQH") == KNOCK_9S_6H_QH
    texts = {FN.move_text(g, m) for m in g.legal_moves() if m >> 16 == T.KNOCK}
    assert texts == {"k6H", "kQH", "k9S", "k9SQH6H", "k9S6HQH", "kQH6H9S"}
    for tok in texts:  # (and back)
        assert FN.move_text(g, FN.parse_move(g, tok)) == tok
    play(g, "k9S6HQH")
    assert line(g, "w").endswith("9C 9S 6H QH")
    assert FN.sheet_lines(g)[0] == "seat 1: k9S6HQH"  # (play's turn by turn)
    ten = pos(ORDER_POS.replace("u: 6H QH 9S", "u: 6H TH *G"))
    assert FN.move_text(ten, FN.parse_move(ten, "k*G10H6H")) == "k*GTH6H"


@pytest.mark.parametrize(
    "token,why",
    [
        ("k9S6H", "name all 3 up tiles, the talon last, or only the talon"),
        ("k9S6HQH9S", "9S is named twice"),
        ("k9S6HKH", "KH is not an up tile (6H QH 9S)"),
        ("k9S6HQX", "not a knock (k, kQS or k9S6HQH): not a tile: 'QX'"),
        ("kQX", "not a knock (k, kQS or k9S6HQH): not a tile: 'QX'"),
    ],
)
def test_a_bad_knock_order_says_why(token, why):
    with pytest.raises(NotationError) as e:
        FN.parse_move(pos(ORDER_POS), token)
    assert str(e.value).endswith(": " + why)


# -- the device's keys ----------------------------------------------------------------


# two people, seat 1 first: seat 1 knocks its first turn, seat 2 draws the
# deal's first column (deal 1: 2D 7H KA)
TWO_PEOPLE = bytes([0, 0, 3, 0, 0, 0, 1])


def _three_up(deal=1, ups="2D 7H KA"):
    d = Driver(deal, TWO_PEOPLE)
    d.act(KNOCK << 16 | 255)
    d.wait()
    d.act(FN.parse_move(d.g, "s"))
    d.wait()
    assert "u: " + ups in FN.text(d.g).splitlines()
    return d


def _message(d):
    return bytes(c & 0x7F for c in d.app.screen.msg).decode("latin-1").strip()


def _discards(g, n):
    return [FN.N.tile_name(g, t, False) for t in g.piles[DISC][g.size[DISC] - n : g.size[DISC]]]


def test_the_knock_screen_shows_the_order_and_left_right_turn_the_other_two_round():
    d = _three_up()
    for k in keys_for(d.app, KNOCK << 16 | 2)[:-1]:  # to the stock, A: the knock screen
        d.press(k)
    assert d.ui.mode == N.KNOCK_MODE
    assert _message(d) == "Knock 2D 7H, talon KA"  # as drawn, the last the talon (as before)
    d.press(K.RIGHT)
    assert _message(d) == "Knock 7H 2D, talon KA"
    d.press(K.DOWN)  # up/down still choose the talon: 2D, the other two still turned round
    assert _message(d) == "Knock KA 7H, talon 2D"
    d.press(K.LEFT)
    assert _message(d) == "Knock 7H KA, talon 2D"
    d.press(K.A)
    assert _discards(d.g, 3) == ["7H", "KA", "2D"] and d.g.size[UP] == 0


def _order_shown(d):
    """Gets the order the knock screen's message shows, talon last."""
    words = _message(d).replace(",", "").split()
    assert words[0] == "Knock" and words[3] == "talon", words
    return (words[1], words[2], words[4])


def test_every_order_of_three_up_tiles_is_at_most_one_press_more_than_a_talon_was():
    """Before, a knock was A on the stock, up/down to the talon (at most one
    press either way round three), A: three orders, at most 3 presses. Now
    all six orders are at most 4 presses (the issue allows two more)."""
    d = _three_up()
    keys = keys_for(d.app, KNOCK << 16 | 2)
    for k in keys[:-2]:  # the walk to the stock
        d.press(k)
    arrows = (K.UP, K.DOWN, K.LEFT, K.RIGHT)
    presses = {}  # order -> the fewest presses that knock with it
    talon_only = {}
    for seq in [()] + [(k,) for k in arrows] + list(itertools.product(arrows, repeat=2)):
        d.press(K.A)  # the knock screen
        for k in seq:
            d.press(k)
        order = _order_shown(d)
        presses.setdefault(order, 2 + len(seq))
        if K.LEFT not in seq and K.RIGHT not in seq:
            talon_only.setdefault(order, 2 + len(seq))
        d.press(K.B)  # (not this one)
    assert len(talon_only) == 3 and max(talon_only.values()) == 3
    assert len(presses) == 6 and max(presses.values()) == 4


@pytest.mark.parametrize("order", list(itertools.permutations(("2D", "7H", "KA"))), ids="".join)
def test_the_knock_made_with_the_keys_puts_the_tiles_in_the_order_shown(order):
    d = _three_up()
    g = d.g
    m = FN.parse_move(g, "k" + "".join(order))
    keys = keys_for(d.app, m)
    for k in keys[:-1]:
        d.press(k)
    assert _order_shown(d) == order
    d.press(keys[-1])
    assert g.move_at(g.nmoves - 1) == m
    assert _discards(g, 3) == list(order)


def test_two_up_tiles_show_the_talon_as_before_and_left_right_change_nothing():
    d = _three_up(8, "8A 4C TD")
    d.act(FN.parse_move(d.g, "u16"))  # 8A onto column 6: 4C and TD are left
    d.wait()
    keys = keys_for(d.app, KNOCK << 16 | 1)
    for k in keys[:-1]:
        d.press(k)
    assert _message(d) == "Knock, talon TD A B"
    d.press(K.RIGHT)
    assert _message(d) == "Knock, talon TD A B"
    d.press(K.A)
    assert _discards(d.g, 2) == ["4C", "TD"]


# -- saves ---------------------------------------------------------------------------


def test_a_knock_in_any_order_saves_and_resumes_on_the_device():
    """A knock whose order kQS can't say (9S 6H QH), the next player's
    draw and both tiles it made the talon in turn: the save replays it on
    CPython and under the device's interpreter to the same position; and
    undone to the knock, the up tiles are back as drawn."""
    from sim import mpy
    from solitaire.console import rebuild as RB
    from solitaire.console import savegame as SG
    from solitaire.gamelist import MENU_GAMES

    g = pos(ORDER_POS)
    g.origin = g.key()  # (a save's snapshot: the history starts at this position)
    play(g, "k9S6HQH s w1 w2")
    payload = SG.game_payload(g, "fortwo")
    got, _ = RB.load_game(payload, MENU_GAMES)
    assert got.key() == g.key() and got.move_at(0) == KNOCK_9S_6H_QH
    out = mpy.run_firmware(MPY_RESUME % {"payload": payload}, heap_kb=256, mpy=True).stdout
    assert dict(l.split(" ", 1) for l in out.strip().splitlines())["key"] == g.key().hex()
    while got.nmoves:
        got.undo()
    assert got.key() == g.origin and line(got, "u") == "6H QH 9S"
