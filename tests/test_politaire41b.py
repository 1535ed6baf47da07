"""Issue 31's politaire games of cat41b's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Dorothy: Captive Queens' three groups of four (fgroups.py) with no tableau,
the whole deck the stock, one card at a time, two passes: the Nines and the
Tens built down by twos in suit (found_dir and fg_dir 24, "twos_down":
fgroups.rule gives it as order.follows' step down by two, no ring), five
cards each, so the Nines end at the Ace (9 7 5 3 A) and the Tens at the 2
(10 8 6 4 2); the Jacks up in suit to the King (fg_third [11, "up"])."""

import os
import sys

import pytest

from solitaire.cards import fgroups, text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.notation import parse_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, position, reason  # noqa: E402
from test_politaire_more import _round_trip  # noqa: E402
from test_politaire38a import seed_says  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402


FAMILY = {"dorothy": "Captive Queens"}  # the seed's Similar Games group each joins
HINT_DEAL = {"dorothy": 3}  # (deal 3: the solver's win; the hints' play needs a deal they get going in)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Dorothy -----------------------------------------------------------------------

# the foundations: h1-h4 the Nines, h5-h8 the Tens, h9-hc the Jacks


def dorothy(piles, filler="s"):
    return position("dorothy deal=1", piles, filler)


def test_dorothy_deals_the_whole_deck_to_the_stock_under_three_groups():
    """"One standard deck", "There are three groups of foundation piles",
    each of four; "The entire deck forms the stock and there is one waste
    pile"."""
    seed_says("There are <b>three</b> groups of foundation piles.")
    seed_says("Foundation C contains <b>four</b> piles.")
    seed_says("The entire deck forms the stock and there is <b>one waste pile</b>.")
    r = find("dorothy")
    b = Board(r, 1)
    assert b.size[STOCK] == 52 and r.tab == 0 and b.c0 - b.f0 == 12
    assert [fgroups.rule(b, d)[0] for d in range(b.f0, b.c0)] == [9] * 4 + [10] * 4 + [11] * 4
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_dorothy_nines_build_down_by_twos_in_suit_to_the_ace():
    """"Any nine may be moved to any empty pile in foundation A. A card may
    be added onto a foundation A pile if it is two lower than the old top
    card of the pile and of the same suit ... No pile may contain more than
    5 cards.\""""
    seed_says("Any nine may be moved to any empty pile in foundation A.")
    seed_says("A card may be added onto a foundation A pile if it is <b>two lower</b> than  the old top card of the pile and of the <b>same suit</b>.")
    seed_says("No pile may contain more than 5 cards.")
    b = dorothy({"w": "9D 9H"})
    assert reason(b, "wh1") is None  # a 9 into an empty Nines pile
    assert reason(b, "wh5") is not None and reason(b, "wh9") is not None  # (not the Tens' or the Jacks')
    b = dorothy({"w": "7C", "h1": "9C"})
    assert reason(b, "wh1") is None  # two lower, in suit
    b = dorothy({"w": "8C", "h1": "9C"})
    assert reason(b, "wh1") is not None  # one lower: no
    b = dorothy({"w": "7H", "h1": "9C"})
    assert reason(b, "wh1") == "Needs a 7 of clubs"  # another suit: the refusal names the card
    b = dorothy({"w": "JC", "h1": "9C 7C 5C 3C AC"})
    assert reason(b, "wh1") == "That foundation is full"  # the Ace ends it: five cards
    b = dorothy({"w": "3C", "h1": "9C 7C 5C"})
    assert reason(b, "wh1") is None


def test_dorothy_tens_build_down_by_twos_to_the_two():
    """"Any ten may be moved to any empty pile in foundation B. A card may be
    added onto a foundation B pile if it is two lower ... Thus, the only card
    that could be played on a 5♠ would be a 3♠\""""
    seed_says("Any ten may be moved to any empty pile in foundation B.")
    b = dorothy({"w": "TS", "h1": "9C"})
    assert reason(b, "wh5") is None and reason(b, "wh2") is not None
    b = dorothy({"w": "8S", "h5": "TS"})
    assert reason(b, "wh5") is None
    b = dorothy({"w": "AS", "h5": "TS 8S 6S 4S 2S"})
    assert reason(b, "wh5") is not None  # nothing on the 2: the ranks do not go round
    b = dorothy({"w": "QS", "h5": "TS 8S 6S 4S 2S"})
    assert reason(b, "wh5") == "That foundation is full"


def test_dorothy_jacks_build_up_in_suit_to_the_king():
    """"Any jack may be moved to any empty pile in foundation C. A card may
    be added onto a foundation C pile if it is one higher ... Each pile is
    built up from jack to king. No further cards may then be played.\""""
    seed_says("Any jack may be moved to any empty pile in foundation C.")
    seed_says("Each pile is built up from jack to king. No further cards may then be played.")
    b = dorothy({"w": "QD", "h9": "JD"})
    assert reason(b, "wh9") is None
    b = dorothy({"w": "TD", "h9": "JD"})
    assert reason(b, "wh9") is not None  # up only
    b = dorothy({"w": "AD", "h9": "JD QD KD"})
    assert reason(b, "wh9") is not None  # nothing past the King


def test_dorothy_lists_each_groups_empty_pile_and_the_hint_asks_the_step_down():
    """The move list names one empty pile of the group a card starts, and a
    card two below a Nines pile's top one onto it (auto.takes_of's step down
    by two: the hint and the stuck check ask that pile of that rank)."""
    b = dorothy({"w": "TH"})
    assert b.legal_moves(WASTE, False, 0, None) == [parse_move(b, "wh5")]
    b = dorothy({"w": "5H", "h1": "9H 7H"})
    assert parse_move(b, "wh1") in b.legal_moves(WASTE, False, 0, None)
    from solitaire.cards import auto

    takes = auto.takes_of(b)
    assert takes[5] & 1 and not takes[6] & 1


def test_dorothy_two_passes_and_cards_stay_up():
    """"Two passes through the stock are permitted"; "Once on any foundation,
    cards may not be moved back off"."""
    seed_says("<b>Two passes</b> through the stock are permitted.")
    seed_says("Once on any foundation, cards may not be moved back off..")
    r = find("dorothy")
    assert r.passes == 2 and r.draw == 1 and not BC.extra_names(r.extra).get("found_back")


def test_dorothy_the_checker_reads_two_lower_on_the_foundations_as_twos_down(seeds):
    """The seed checker reads "two lower" on a foundation group as found_dir
    and fg_dir 24, both groups so; a size other than the ranks down to the
    Ace or the 2 is refused, and a record saying otherwise disagrees."""
    fields, why = S.rules_fields(seeds["dorothy"])
    assert why == [] and fields["found_dir"] == 24 and BC.extra_names(fields["extra"])["fg_dir"] == 24
    e = [e for e in BC.load() if e.id == "dorothy"][0]
    wrong = dict(e.fields, extra=BC.extra(e.fields["extra"], fg_dir=16))
    assert S.check(seeds["dorothy"], BC.R.Rules("dorothy", e.name, **wrong)) != []
    no = []
    S._span_cap(dict(base=9, span=0, cap=6, wrap=None), S.FOUND_TWOS_DOWN, no)
    assert no == ["foundations built down by two past the Ace or the 2"]  # (9 7 5 3 A: five)


def test_dorothy_rules_screen_says_down_by_twos_to_the_ace_or_the_two():
    words = " ".join(" ".join(text.sentences(find("dorothy"))).split())
    assert "four start with a 9 and build down by twos in suit, nothing on an Ace or a 2" in words
    assert "four start with a Jack and build up in suit, up to a King" in words
