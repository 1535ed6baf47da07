"""Issue 31's last politaire card games, position by position: Calculation
(Sir Tommy's four waste piles under foundations each built by its own
step), Up and Up (built up, a King on an Ace too: tab_dir 4) and Circle
Eight (Up and Up's piles built from the waste alone: dump 5), each dealt as
its seed lays it out, its moves legal and illegal as the seed's sentences
say, its goal, and the seed checker agreeing with its record."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402
from build_catalogue import EXTRA  # noqa: E402


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Calculation ----------------------------------------------------------------


def test_calculation_deals_an_ace_a_two_a_three_and_a_four_up_and_four_empty_waste_piles():
    """"Cards will be initially dealt into each pile" of the foundation,
    "Four reserve piles, all initially empty", "The remaining cards form the
    stock. The top card of the stock is always face up"."""
    r = find("calculation")
    b = Board(r, 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.c0)] == [1, 2, 3, 4]
    assert _sizes(b, b.t0, b.npiles) == [0] * 4
    assert b.size[WASTE] == 48 and b.size[STOCK] == 0  # (the face-up stock's cards lie in the waste's place)
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


CALC = {"h1": "AS", "h2": "2C", "h3": "3S", "h4": "4H", "1": "9D", "2": "", "3": ""}  # (the rest on the fourth waste pile)


def test_calculation_builds_each_foundation_by_its_own_step_regardless_of_suit():
    """"In each pile within the foundation, we build regardless of suit, but
    we use different increments in each": on the Ace a 2, on the 2 a 4, on
    the 3 a 6, on the 4 an 8, of any suit."""
    b = position("calculation deal=1", dict(CALC, w="8D"), "4", True)
    assert reason(b, "wh4") is None  # 4 + 4
    assert reason(b, "wh1") is not None and reason(b, "wh2") is not None and reason(b, "wh3") is not None
    b = position("calculation deal=1", dict(CALC, w="6C"), "4", True)
    assert reason(b, "wh3") is None and reason(b, "wh4") is not None
    play(b, "wh3")
    assert b.top(b.f0 + 2) & 15 == 6  # (the next on it: a 9)


def test_calculation_turns_the_corner_and_ends_each_pile_with_a_king():
    """The second pile goes 2 4 6 8 10 Q A 3 5 7 9 J K: after the Queen an Ace;
    "No pile may contain more than 13 cards"."""
    b = position("calculation deal=1", dict(CALC, h2="2C 4C 6C 8C TC QC", w="AD"), "4", True)
    assert reason(b, "wh2") is None
    b = position("calculation deal=1", dict(CALC, h2="2C 4C 6C 8C TC QC AC 3C 5C 7C 9C JC KC", w="2D"), "4", True)
    assert reason(b, "wh2") is not None  # (full: the King ends it)


def test_calculation_puts_the_stocks_card_on_any_waste_pile_and_a_piles_card_only_up():
    """"Cards from the stock may be added to the reserve regardless of suit
    or rank ... Cards from other reserve piles may not be moved to the
    reserve. Cards on the reserve that are not under another card are
    available for play onto the foundation.\""""
    b = position("calculation deal=1", dict(CALC, w="KH", **{"1": "9D 2H"}), "4", True)
    assert reason(b, "w1") is None and reason(b, "w2") is None  # onto a card, or into a space
    assert reason(b, "1h1") is None  # the 2 onto the Ace
    assert reason(b, "12") is not None  # "They may not be filed from other reserve piles"
    play(b, "1h1")
    assert reason(b, "12") is not None and reason(b, "14") is not None


def test_calculations_goal_is_every_card_up():
    b = position("calculation deal=1", {
        "h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
        "h2": "2C 4C 6C 8C TC QC AC 3C 5C 7C 9C JC KC",
        "h3": "3H 6H 9H QH 2H 5H 8H JH AH 4H 7H TH KH",
        "h4": "4D 8D QD 3D 7D JD 2D 6D TD AD 5D 9D", "1": "KD", "2": "", "3": "", "4": ""}, "w", True)
    assert not b.won()
    play(b, "1h4")
    assert b.won()


def test_calculations_rules_screen_says_its_steps_and_waste_piles():
    lines = text.sentences(find("calculation"))
    said = " ".join(lines)
    assert "dealt an Ace, a 2, a 3 and a 4" in said and "by its own step" in said
    assert "four waste piles" in said


def test_the_checker_reads_calculation_as_its_record(seeds):
    """The seed's four sentences of its foundations (their piles' numbers
    lost: "the first ... and the first") are read as Calculation's steps;
    the record agrees with every sentence."""
    g = seeds["calculation"]
    assert g.unmatched == [] and g.facts.steps
    fields, why = S.rules_fields(g)
    assert why == [] and fields["found_dir"] == 4 and fields["found_suit"] == 0
    assert fields["extra"][EXTRA.index("found_dealt")] == 4 and fields["extra"][EXTRA.index("dump")] == 1
    assert S.check(g, find("calculation")) == []


# -- Up and Up ------------------------------------------------------------------

UP = {"1": "AS", "2": "QS", "3": "2D", "4": "9H", "5": "KD", "6": "5S", "7": "4S", "8": "6C", "9": ""}  # (the rest on the tenth pile)


def test_up_and_up_deals_ten_piles_of_one_and_its_stock_face_up():
    """"Ten tableau piles of one card each ... The remaining cards form the
    stock. The top card of the stock is always face up\""""
    r = find("up_and_up")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 10 and b.size[WASTE] == 42 and b.size[STOCK] == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_up_and_up_builds_up_and_a_king_on_an_ace_but_never_an_ace_on_a_king():
    """"A card may be added onto a tableau pile if it is one higher than the
    old top card of the pile and of any suit ... You may also play kings on
    aces in the tableau": a King on an Ace, as it says; the King ends a pile
    (an Ace on a King would be building down)."""
    b = position("up_and_up deal=1", dict(UP, w="3C"), "0", True)
    assert reason(b, "w3") is None  # a 3 of any suit on the 2 of diamonds
    assert reason(b, "w4") == "Needs a 10"
    assert reason(b, "51") is None  # the King of diamonds on the Ace
    assert reason(b, "15") == "Nothing goes on a King"  # (the Ace onto the King: no ring)
    assert reason(b, "31") is None  # the 2 on the Ace too
    moves = b.legal_moves(b.t0 + 4) + b.legal_moves(b.t0)  # (the move list a hint and the solver search: the same rule)
    assert (b.t0 + 4) | b.t0 << 8 | 1 << 16 in moves and b.t0 | (b.t0 + 4) << 8 | 1 << 16 not in moves
    b = position("up_and_up deal=1", dict(UP, w="KC"), "0", True)
    assert reason(b, "w1") is None and reason(b, "w2") is None  # on the Ace, and on the Queen
    b = position("up_and_up deal=1", dict(UP, w="5C"), "0", True)
    assert reason(b, "w1") == "Needs a 2 or a King"


def test_up_and_up_moves_tableau_cards_onto_other_piles_one_at_a_time_and_refills_a_space():
    """"Cards on the tableau that are not under another card are available
    for play onto any other tableau pile ... Empty spaces in the tableau are
    automatically filled with a card from the stock"."""
    b = position("up_and_up deal=1", dict(UP, w="7H 3C"), "0", True)
    assert reason(b, "76") is not None  # the 4 of spades on the 5: down, refused
    play(b, "67")  # the 5 of spades on the 4
    pile6 = b.t0 + 5
    assert b.size[pile6] == 1 and b.top(pile6) & 15 == 3  # the stock's 3 of clubs fills the space
    assert b.size[WASTE] == 1
    b.undo()
    assert b.size[WASTE] == 2 and b.top(pile6) & 15 == 5


def test_up_and_ups_goal_is_the_stock_emptied():
    """The seed's Goal: "Empty the stock"."""
    b = position("up_and_up deal=1", dict(UP, w="3C"), "0", True)
    assert not b.won()
    play(b, "w3")
    assert b.won()


def test_the_checker_reads_up_and_up_as_its_record(seeds):
    """"You may also play kings on aces" with building up is the record's
    tab_dir 4 (order.py), not a refusal any more."""
    fields, why = S.rules_fields(seeds["up_and_up"])
    assert why == [] and fields["tab_dir"] == 4 and fields["tab_wrap"]
    assert S.check(seeds["up_and_up"], find("up_and_up")) == []
    assert "and a King on an Ace" in " ".join(text.sentences(find("up_and_up")))


# -- Circle Eight -----------------------------------------------------------------

EIGHT = {"1": "AS", "2": "QS", "3": "2D", "4": "9H", "5": "KD", "6": "5S", "7": "4S", "8": ""}


def test_circle_eight_deals_eight_piles_of_one_and_the_rest_to_the_stock():
    r = find("circle_eight")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 8 and b.size[STOCK] == 44 and b.size[WASTE] == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_circle_eight_builds_up_from_the_waste_alone_and_moves_a_piles_card_only_into_a_space():
    """"A card from the waste may be added onto a tableau pile if it is one
    higher ... Cards from other tableau piles may not be moved to the
    tableau. You may also play kings on aces in the tableau. Cards on the
    tableau that are not under another card are available for play onto any
    empty tableau pile. Empty spaces in the tableau may be filled by any card\""""
    b = position("circle_eight deal=1", dict(EIGHT, w="3C"), "s")
    assert reason(b, "w3") is None  # the 3 on the 2
    assert reason(b, "w4") == "Needs a 10"
    assert reason(b, "w8") is None  # any card into a space
    assert reason(b, "76") == "Only into a space"  # the 5 of spades would build on the 4, but from a pile
    assert reason(b, "51") == "Only into a space"  # (a King on an Ace: from the waste only)
    assert reason(b, "78") is None  # a pile's card into the space
    moves = b.legal_moves()
    assert b.t0 + 6 | (b.t0 + 7) << 8 | 1 << 16 in moves and b.t0 + 6 | (b.t0 + 5) << 8 | 1 << 16 not in moves
    b = position("circle_eight deal=1", dict(EIGHT, w="KC"), "s")
    assert reason(b, "w1") is None and reason(b, "w2") is None


def test_circle_eights_goal_is_the_stock_and_the_waste_emptied():
    b = position("circle_eight deal=1", dict(EIGHT, w="3C", s=""), "8", True)
    assert not b.won()
    play(b, "w3")
    assert b.won()


def test_the_checker_reads_circle_eight_as_its_record(seeds):
    fields, why = S.rules_fields(seeds["circle_eight"])
    assert why == [] and fields["extra"][EXTRA.index("dump")] == 5 and fields["tab_dir"] == 4
    assert S.check(seeds["circle_eight"], find("circle_eight")) == []
    assert "Only the waste's card builds on a pile" in " ".join(text.sentences(find("circle_eight")))
