"""Issue 31's foundations with rules of their own (cat36a's group), position
by position: each game dealt as its seed lays it out, a legal and an illegal
move where its seed's sentence says, its goal, the seed checker agreeing
with its record, its hints played through the keys with an undo, and its
rules screen whole.

Named colours dealt to the foundations (``fgroups.py``'s two groups with
``fg_flags`` colours, Little Spider's): "An red ace is initially dealt to
each red foundation pile" and "A black king is initially dealt to each
black foundation pile" (Alternative, Alternate)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

# each game and the family its seed's Similar Games put it in
FAMILY = {"alternative": "Alexander the Great", "alternate": "Acquaintance"}
GAMES_HERE = tuple(FAMILY)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_checker_reads_the_seed_and_agrees_with_the_record(seeds, gid):
    fields, why = S.rules_fields(seeds[gid])
    assert why == []
    assert S.check(seeds[gid], find(gid)) == []


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_sits_in_its_seeds_family(gid):
    e = [e for e in BC.load() if e.id == gid][0]
    assert e.seed == gid and e.family == FAMILY[gid]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 2, 3)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut(gid):
    rules_whole(gid)


# -- named colours dealt to the foundations ----------------------------------------


def _colours(b):
    """The foundations' base cards: (rank, red) each."""
    return [(b.cards(p)[0] & 15, SUIT_COLOUR[b.cards(p)[0] >> 4 & 3]) for p in range(b.f0, b.c0)]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_two_red_aces_and_the_two_black_kings_are_dealt_up(gid):
    """"An red ace is initially dealt to each red foundation pile." "A black
    king is initially dealt to each black foundation pile." (each deal)"""
    for deal in (1, 2, 3):
        b = Board(find(gid), deal)
        assert _colours(b) == [(1, 1), (1, 1), (13, 0), (13, 0)]
        assert len({b.cards(p)[0] & 0x70 for p in range(b.f0, b.c0)}) == 4  # (one deck: each a suit of its own)
        assert all_cards(b) == sorted(full_deck(b.rules))
        _round_trip(b)


def test_the_checker_still_refuses_a_named_colour_it_cannot_deal(seeds):
    """The colours go with the engine's two groups of two piles, one deck:
    the red group first (fg_flags colours); any other named colour is
    refused."""
    g = seeds["alternative"]
    assert [x["colour"] for x in g.facts.groups] == ["red"] and g.facts.colour == "black"
    fields, why = S.rules_fields(g)
    assert BC.extra_names(fields["extra"])["fg_flags"] == 5  # suits_differ | colours
    two = S.replace(g, facts=S.replace(g.facts, decks=2))
    assert "cards of a named colour dealt to the foundations" in S.rules_fields(two)[1]


def test_alternative_deals_sixteen_fans_of_three():
    """"Sixteen tableau piles of three cards each, splayed downward. All
    cards are dealt face up.\""""
    b = Board(find("alternative"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 16
    assert b.size[STOCK] == 0


ALT = {"h1": "AD", "h2": "AH", "h3": "KS", "h4": "KC"}


def test_alternative_builds_the_aces_up_and_the_kings_down_in_suit():
    """"A card may be added onto a red foundation pile if it is one higher
    than the old top card of the pile and of the same suit." "... onto a
    black foundation pile if it is one lower ... and of the same suit.\""""
    b = position("alternative deal=1", dict(ALT, **{"1": "2D", "2": "2H QS", "3": "QC", "4": "3D"}), "5", True)
    assert reason(b, "1h1") is None and reason(b, "1h2") is not None  # 2D on AD, not on AH
    assert reason(b, "2h3") is None and reason(b, "2h4") is not None  # QS on KS, not on KC
    assert reason(b, "3h4") is None and reason(b, "3h3") is not None
    assert reason(b, "4h1") is not None  # two higher


def test_alternative_builds_up_or_down_in_suit_and_no_space_is_filled():
    """"A card may be added onto a tableau pile if it is one higher than or
    one lower than the old top card of the pile and of the same suit."
    "Empty spaces in the tableau may not be filled.\""""
    b = position("alternative deal=1", dict(ALT, **{"1": "7C", "2": "6C", "3": "8C", "4": "6H", "5": ""}), "6", True)
    assert reason(b, "21") is None and reason(b, "31") is None  # down and up, in suit
    assert reason(b, "41") is not None  # another suit
    assert reason(b, "15") is not None  # a space stays empty


def test_alternative_redeals_once():
    """"You may pick up and redeal the cards on the tableau 1 time.\""""
    b = Board(find("alternative"), 1)
    assert b.rules.extra[BC.EXTRA.index("redeals")] == 1
    assert any("Redeal once" in s for s in text.sentences(b.rules))


def test_alternative_is_won_with_every_card_up():
    """"Move all cards to the foundation.": the engine's goal."""
    assert find("alternative").goal == 0


def test_alternate_deals_four_empty_waste_piles_and_a_face_up_stock():
    """"Four reserve piles, all initially empty." "The top card of the stock
    is always face up so you can drag it at your discretion to the reserve
    or the foundation." (the reserve: the engine's waste piles, dump 1)"""
    b = Board(find("alternate"), 1)
    assert _sizes(b, b.t0, b.npiles) == [0] * 4
    assert b.size[WASTE] == 48 and b.size[STOCK] == 0


def test_alternate_builds_in_alternate_colours_the_aces_up_the_kings_down():
    """"A card may be added onto a red foundation pile if it is one higher
    than the old top card of the pile and of the opposite color." "... a
    black foundation pile if it is one lower ... of the opposite color.\""""
    b = position("alternate deal=1", dict(ALT, **{"1": "2S", "2": "2D", "3": "QH", "4": "QS"}), "w", True)
    assert reason(b, "1h1") is None  # 2S on AD
    assert reason(b, "2h2") is not None  # 2D on AH: the same colour
    assert reason(b, "3h3") is None and reason(b, "3h4") is None  # QH on a black King
    assert reason(b, "4h3") is not None


def test_alternate_the_stocks_card_goes_onto_any_pile_a_piles_card_only_up():
    """"Cards from the stock may be added to the reserve regardless of suit or
    rank." "Cards from other reserve piles may not be moved to the reserve.\""""
    b = position("alternate deal=1", dict(ALT, **{"1": "9C", "2": "", "3": "", "4": ""}), "w", True)
    top = b.top(WASTE)
    assert reason(b, "w1") is None and reason(b, "w2") is None
    assert reason(b, "12") is not None
    play(b, "w1")
    assert b.top(b.t0) == top
