"""Issue 31's last politaire card games, position by position: Calculation
(Sir Tommy's four waste piles under foundations each built by its own
step), each dealt as its seed lays it out, its moves legal and illegal as
the seed's sentences say, and the seed checker agreeing with its record."""

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
