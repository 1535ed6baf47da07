"""Issue 31's games of several areas (cat39b), position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (quoted, and checked against the seed file), the seed checker
agreeing with its record, the menu's family, a deal played by its hints
through the keys with an undo, and its rules screen whole.

The reading that makes them records: piles beside a tableau that take its
cards by a rule of their own (Willow's fans, Bear River's holes:
``seed_rules.SIDE_NAMES``) are reserve piles that take cards, from the
tableau and from each other (Rules.extra's ``reserve_takes`` 3, Carthage's),
building by ``reserve_builds`` (place 48, ``intake.py``): 1, equal ranks of
any suit, an empty pile never filled (Willow); 2, by the tableau's rule, any
card into an empty pile (Bear River). And where a tableau builds nothing
and takes no card, the stock dealing onto each of its piles, beside reserve
piles that build (Saxony's eight "tableaus" and four reserve piles), the two
are the engine's reserve piles (the stock's row deal onto each, ``row_to``
2) and its tableau. Tabbycat's tail, one pile building nothing that takes a
run of the tableau when empty, is Miss Milligan's pocket open at any time
(Rules.extra's ``tail``, place 49, ``pocket.py``)."""

import os
import sys

import pytest

from solitaire.cards.board import STOCK, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire37b import seed_says  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {"willow": "Klondike", "bear_river": "Bear River", "saxony": "Tournament", "tabbycat": "Manx"}
# the deal each is played through the keys by its hints, and the moves it makes at least
HINTED = {"willow": (1, 10), "bear_river": (1, 10), "saxony": (1, 10), "tabbycat": (1, 10)}
BUILDS = BC.EXTRA.index("reserve_builds")
TAKES = BC.EXTRA.index("reserve_takes")


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


def test_the_checker_reads_fans_and_holes_beside_a_tableau_as_reserve_piles(seeds):
    """Willow's fans build equal ranks and are never filled, Bear River's
    holes build as its tableau does and take any card empty: reserve_takes
    3, reserve_builds 1 and 2. Buffalo Bill's and Little Billie's fans,
    beside reserve cells, are read since (their reserve piles of a card each
    the engine's cells: tests/test_politaire40c.py)."""
    for gid, builds in (("willow", 1), ("bear_river", 2)):
        assert seeds[gid].facts.piles["reserve"] in (3, 4)
        assert (find(gid).extra[TAKES], find(gid).extra[BUILDS]) == (3, builds)
    for gid in ("buffalo_bill", "little_billie"):
        assert S.rules_fields(seeds[gid])[1] == [] and find(gid).cells == 8
    assert find("carthage").extra[BUILDS] == 0  # (Carthage's piles build nothing: cells once empty)


# -- Willow: four fans building equal ranks beside Klondike's triangle ----------


def test_willow_deals_the_triangle_face_up_and_four_fans_of_six():
    """"Seven tableau piles with one card in the first pile, two cards in the
    second, three in the third, and so on. All cards are dealt face up."
    "Four fan piles of six cards each, splayed downward." No stock."""
    seed_says("Four fan piles of six cards each, splayed downward.")
    b = Board(find("willow"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1, 2, 3, 4, 5, 6, 7] and _sizes(b, b.r0, b.t0) == [6] * 4
    assert all(c & 0x80 for p in range(b.r0, b.npiles) for c in b.cards(p))
    assert b.size[STOCK] == 0 and b.c0 - b.f0 == 4


WIL = {"a": "4D 9S", "b": "2C 9H", "c": "", "d": "KC 2S", "1": "9C", "2": "TD", "3": "", "4": "5S 4H", "h1": "AS"}


def test_willow_a_fan_takes_a_card_of_its_rank_from_the_tableau_or_another_fan():
    """"A card may be added onto a fan pile if it is of equal rank to the old
    top card of the pile and of any suit." "Cards on the tableau that are not
    under another card are available for play onto the foundation, any other
    tableau pile or any non-empty fan pile." "Empty spaces in the fan may not
    be filled." "Only one card may moved at a time, never sequences."""
    seed_says("A card may be added onto a fan pile if it is of equal rank to the old top card of the pile and of any suit.")
    seed_says("Empty spaces in the fan may not be filled.")
    b = position("willow deal=1", WIL, "7", True)
    assert reason(b, "1a") is None and reason(b, "1b") is None  # (9C on 9S, on 9H: any suit)
    assert reason(b, "ab") is None  # (a fan's 9S on another's 9H)
    assert reason(b, "4a") == "Only its own rank goes there"  # (4H on 9S)
    assert reason(b, "1c") == "An empty one there takes no card" and reason(b, "ac") is not None
    assert reason(b, "4dv2") is not None  # (never two cards)
    moves = b.legal_moves()
    into = [m for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0]
    assert sorted(names(b, m & 0xFF) + ">" + names(b, (m >> 8) & 0xFF) for m in into) == ["2C 9H>4D 9S", "4D 9S>2C 9H", "9C>2C 9H", "9C>4D 9S"]  # (the 9s each way, none into the empty fan)
    play(b, "1a")
    assert names(b, b.r0) == "4D 9S 9C" and b.size[b.t0] == 0


def test_willow_a_fans_card_plays_up_onto_the_tableau_or_into_a_space():
    """"Cards on the fan that are not under another card are available for
    play onto the foundation, any tableau pile or any non-empty fan pile."
    "Empty spaces in the tableau may be filled by any card." The tableau
    builds down in alternate colours."""
    seed_says("Cards on the fan that are not under another card are available for play onto the foundation, any tableau pile or any non-empty fan pile.")
    b = position("willow deal=1", WIL, "7", True)
    assert reason(b, "dh1") is None  # (2S on AS)
    assert reason(b, "a2") is None and reason(b, "b2") is not None  # (9S on TD; 9H on TD, both red)
    assert reason(b, "a3") is None  # (into a space: any card)
    play(b, "dh1")
    assert names(b, b.r0 + 3) == "KC"


def test_willow_runs_of_alternate_colours_move():
    """"Groups of cards in sequence down may be moved from one tableau column
    to another if the cards are alternately red and black."""
    seed_says("Groups of cards in sequence down may be moved from one tableau column to another if the cards are alternately red and black.")
    b = position("willow deal=1", {"1": "6D", "2": "5S 4D", "3": "", "a": "9S", "b": "", "c": "", "d": ""}, "7", True)
    assert reason(b, "21v2") is None
    play(b, "21v2")
    assert names(b, b.t0) == "6D 5S 4D"


# -- Bear River: fifteen fans of three and three holes ----------------------------


def test_bear_river_deals_fifteen_piles_three_holes_and_a_random_base():
    """"Fifteen tableau piles of three cards each" "Three hole piles of two
    cards each" "A random card will be dealt to a foundation pile. This is the
    base card." All face up, no stock."""
    seed_says("Three hole piles of two cards each, splayed downward.")
    seed_says("A random card will be dealt to a foundation pile.")
    b = Board(find("bear_river"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 15 and _sizes(b, b.r0, b.t0) == [2] * 3
    assert _sizes(b, b.f0, b.c0) == [1, 0, 0, 0] and b.base == b.top(b.f0) & 15
    assert all(c & 0x80 for p in range(b.r0, b.npiles) for c in b.cards(p)) and b.size[STOCK] == 0


BR = {"h1": "3S", "a": "JC 8H", "b": "7S", "c": "", "1": "9H", "2": "7H", "3": "", "4": "8S", "5": "JD 6C"}


def test_bear_river_a_hole_builds_up_or_down_in_suit_and_an_empty_one_takes_any_card():
    """"A card may be added onto a hole pile if it is one higher than or one
    lower than the old top card of the pile and of the same suit." "Cards on
    the tableau that are not under another card are available for play onto
    the foundation, any non-empty tableau pile or any hole pile." "Empty
    spaces in the hole may be filled by any card." One card at a time."""
    seed_says("A card may be added onto a hole pile if it is one higher than or one lower than the old top card of the pile and of the same suit.")
    seed_says("Empty spaces in the hole may be filled by any card.")
    b = position("bear_river deal=1\nbase: 3", BR, "E", True)
    assert reason(b, "1a") is None and reason(b, "2a") is None  # (9H, 7H on 8H)
    assert reason(b, "4b") is None  # (8S on 7S)
    assert reason(b, "4a") is not None and reason(b, "ab") is not None  # (8S on 8H; 8H on 7S: not its suit)
    assert reason(b, "5c") is None and reason(b, "ac") is None  # (6C, 8H into the empty hole)
    assert reason(b, "bc") == "That changes nothing"  # (a hole's one card into another empty one)
    moves = b.legal_moves()
    into = [m for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0]
    assert into and all(b.check(m) is None for m in into)
    assert sum(1 for m in into if not b.size[(m >> 8) & 0xFF] and m & 0xFF == b.t0 + 4) == 1  # (the empty holes are alike: one move stands for them)
    play(b, "1a")
    assert names(b, b.r0) == "JC 8H 9H"


def test_bear_river_a_holes_card_plays_onto_the_tableau_or_up_and_a_space_stays_empty():
    """"Cards on the hole that are not under another card are available for
    play onto the foundation, any non-empty tableau pile or any other hole
    pile." "Empty spaces in the tableau may not be filled." The tableau
    builds up or down in suit."""
    seed_says("Cards on the hole that are not under another card are available for play onto the foundation, any non-empty tableau pile or any other hole pile.")
    seed_says("Empty spaces in the tableau may not be filled.")
    b = position("bear_river deal=1\nbase: 3", dict(BR, h1="3S 4S 5S 6S"), "E", True)
    assert reason(b, "b4") is None and reason(b, "bh1") is None  # (7S on 8S; 7S up on 6S)
    assert reason(b, "a1") is None  # (8H on 9H: down in suit)
    assert reason(b, "a3") is not None and reason(b, "13") is not None  # (no card into a space)
    assert reason(b, "41") is not None  # (8S on 9H: not its suit)


# -- Saxony: the seed's tableaus are the engine's reserve piles --------------------


def test_the_checker_reads_saxonys_tableaus_as_reserve_piles_and_its_reserve_as_the_tableau(seeds):
    """"There are eight tableaus, initially containing one card each. It is
    not possible to move any cards into the tableaus." "Four reserve piles of
    one card each" "A card may be added onto a reserve pile if it is one
    lower than the old top card of the pile and of the same suit." "Each time
    you click on the stock, a card will be dealt on top of each tableau
    pile." The engine's eight reserve piles, its tableau of four, the row
    deal onto each reserve pile."""
    seed_says("It is not possible to move any cards into the tableaus.")
    seed_says("Each time you click on the stock, a card will be dealt on top of each tableau pile.")
    f = seeds["saxony"].facts
    assert (f.piles["reserve"], f.piles["tableau"], f.row_to) == (8, 4, 2)
    assert f.build["tableau"] == (0, 1) and "reserve" not in f.build  # (down in suit; nothing on the reserve)
    assert find("saxony").extra[BC.EXTRA.index("row_to")] == 2


def test_saxony_deals_the_aces_up_four_cells_eight_reserve_piles_and_four_piles():
    """"An ace is initially dealt to each foundation pile." "Four cells, each
    of which initially contains one card" Eight tableaus (the engine's
    reserve piles) and four reserve piles (its tableau) of one card each."""
    seed_says("An ace is initially dealt to each foundation pile.")
    seed_says("Four cells, each of which initially contains one card")
    b = Board(find("saxony"), 1)
    assert [c & 15 for p in range(b.f0, b.c0) for c in b.cards(p)] == [1] * 8
    assert _sizes(b, b.c0, b.r0) == [1] * 4 and _sizes(b, b.r0, b.t0) == [1] * 8 and _sizes(b, b.t0, b.npiles) == [1] * 4
    assert b.size[STOCK] == 104 - 8 - 4 - 8 - 4
    play(b, "s")
    assert _sizes(b, b.r0, b.t0) == [2] * 8 and _sizes(b, b.t0, b.npiles) == [1] * 4 and b.size[STOCK] == 80 - 8


SAX = {"h1": "AS", "a": "2S", "b": "", "c": "QD", "d": "7H", "e": "8C", "f": "3S", "g": "JD", "i": "KH", "j": "", "k": "", "l": "", "m": "",
       "1": "9C", "2": "", "3": "KD", "4": "9H 8H"}


def test_saxony_the_tableaus_take_no_card_and_their_top_cards_play_on():
    """"It is not possible to move any cards into the tableaus. The top card
    of each tableau can be played to the reserve, any cell or the
    foundation." "Cards from cells can be played back to the reserve or to
    the foundation." (The seed's reserve is the engine's tableau.)"""
    seed_says("The top card of each tableau can be played to the reserve, any cell or the foundation.")
    seed_says("Cards from cells can be played back to the reserve or to the foundation.")
    b = position("saxony deal=1", SAX, "s")
    assert reason(b, "e1") is None and reason(b, "i2") is None  # (8C on 9C; KH into a space)
    assert reason(b, "gb") is None and reason(b, "ah1") is None  # (JD into a cell; 2S up)
    assert reason(b, "c3") is None and reason(b, "g1") is not None  # (QD on KD; JD on 9C)
    assert reason(b, "1e") is not None and reason(b, "4j") is not None and reason(b, "dj") is not None  # (nothing into them)


def test_saxony_the_four_piles_build_down_in_suit_one_card_at_a_time():
    """"A card may be added onto a reserve pile if it is one lower than the
    old top card of the pile and of the same suit." "Empty spaces in the
    reserve may be filled by any card." One card at a time."""
    seed_says("A card may be added onto a reserve pile if it is one lower than the old top card of the pile and of the same suit.")
    seed_says("Empty spaces in the reserve may be filled by any card.")
    b = position("saxony deal=1", SAX, "s")
    assert reason(b, "42") is None and reason(b, "42v2") is not None  # (8H into the space, not the run)
    assert reason(b, "41") is not None  # (8H on 9C: not its suit)
    play(b, "e1")
    assert names(b, b.t0) == "9C 8C" and b.size[b.r0] == 0


# -- Tabbycat: Manx's cell a tail ---------------------------------------------------


def test_the_checker_reads_tabbycats_tail_as_a_pocket_open_at_any_time(seeds):
    """"One tail pile, initially empty. No building is permitted on the tail"
    "Empty spaces in the tail may be filled by any card." The tableau's
    cards play "onto any other tableau pile or any empty tail pile": the
    engine's one cell, Miss Milligan's pocket (place 23) with ``tail``."""
    seed_says("One tail pile, initially empty.")
    f = seeds["tabbycat"].facts
    assert f.pocket and f.tail and "tail" not in f.piles
    assert not seeds["miss_milligan"].facts.tail and not seeds["manx"].facts.pocket
    r = find("tabbycat")
    assert (r.cells, r.extra[BC.EXTRA.index("pocket")], r.extra[BC.EXTRA.index("tail")]) == (1, 1, 1)


TAB = {"1": "9C 8D 7S", "2": "8H", "3": "", "4": "TD", "a": ""}


def test_tabbycat_a_run_goes_into_the_empty_tail_while_the_stock_lasts():
    """"Cards on the tableau that are not under another card are available
    for play onto any other tableau pile or any empty tail pile." (the
    Description: "allows a sequence to be parked in the tail"); "No building
    is permitted on the tail"."""
    seed_says("An easier version of Manx which allows a sequence to be parkted in the tail.")
    b = position("tabbycat deal=1", TAB, "s")
    assert b.size[STOCK] and reason(b, "1av3") is None and reason(b, "1a") is None  # (the stock not out: open)
    play(b, "1av3")
    assert names(b, b.c0) == "9C 8D 7S" and b.size[b.t0] == 0
    assert reason(b, "2a") == "The tail is full"  # (nothing onto it)
    b = position("tabbycat deal=1", {"1": "7S 6S 5S 4S 3S 2S AS KH QH JH TH 9H 8H 7H", "a": ""}, "s")
    assert reason(b, "1avd") is None and reason(b, "1ave") == "The tail holds 13 cards at most"  # (its room: a run round the corner longer)


def test_tabbycat_any_run_of_the_tails_top_comes_out_and_a_whole_sequence_goes_up():
    """"Cards on the tail that are not under another card are available for
    play onto any tableau pile" and the Description's "Our implementation
    allows you to move partial sequences out of the tail"; "Only when you
    have constructed a complete sequence on the tableau or the tail,
    thirteen cards in sequence from ace to king, may you move it to the
    foundation."""
    seed_says("Our implementation allows you to move partial sequences out of the tail.")
    seed_says("Only when you have constructed a complete sequence on the tableau or the tail, thirteen cards in sequence from ace to king, may you move it to the foundation.")
    b = position("tabbycat deal=1", dict(TAB, **{"1": "", "a": "9C 8D 7S"}), "s")
    assert reason(b, "a2v1") is None and reason(b, "a4") is None  # (7S on 8H; the whole run, 9C on TD)
    assert reason(b, "a3v2") is None and reason(b, "a2v2") is not None  # (8D 7S into a space; 8D on 8H)
    play(b, "a2v1")
    assert names(b, b.c0) == "9C 8D" and names(b, b.t0 + 1) == "8H 7S"
    b = position("tabbycat deal=1", {"a": "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS", "h1": ""}, "s")
    assert reason(b, "ah") is None
    moves = b.legal_moves()
    assert any(m == b.c0 | b.f0 << 8 | 13 << 16 for m in moves)  # (listed too)
    play(b, "ah")
    assert b.size[b.f0] == 13 and b.size[b.c0] == 0
