"""Solitaire for Two's knock on the device's screen (``sixsuit/match.py``),
driven by its keys, headless: the knock screen shows the order the up
tiles go into the discards, and any order is a few presses away."""

import itertools

import pytest

from sim.fortwo_play import Driver, keys_for
from solitaire.console import buttons as K
from solitaire.sixsuit import draw as D
from solitaire.sixsuit import fortwo_notation as FN
from solitaire.sixsuit.piles import DISC, UP
from solitaire.sixsuit.turns import KNOCK

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
    assert d.ui.mode == D.KNOCK_MODE
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
