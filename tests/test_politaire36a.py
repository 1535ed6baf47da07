"""Issue 31's foundations with rules of their own (cat36a's group), position
by position: each game dealt as its seed lays it out, a legal and an illegal
move where its seed's sentence says, its goal, the seed checker agreeing
with its record, its hints played through the keys with an undo, and its
rules screen whole.

Named colours dealt to the foundations (``fgroups.py``'s two groups with
``fg_flags`` colours, Little Spider's): "An red ace is initially dealt to
each red foundation pile" and "A black king is initially dealt to each
black foundation pile" (Alternative, Alternate, Clover Leaf, Alexander the
Great); "Empty spaces in the fan may be filled by aces or kings only" is
``fill_rank``'s two ranks packed low | high << 4 (Clover Leaf, Alexander
the Great: ``legal.py``, ``board.py``, ``text.py``).

Foundations taking their share of the deck in rounds: "After the complete
sequence has been built on a pile, you may restart with another ace" is
``found_cap`` over 13, an Ace of each suit dealt where each pile takes its
whole suit (Double FreeCell). The ranks going round: "Kings may be played
on aces and vice versa" wraps every pile built, so a base of any rank
(Deuces and Queens' 2s and Queens). The foundations and the tableau by
other names (San Juan Hill's hill and rough riders)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

# each game and the family its seed's Similar Games put it in
FAMILY = {"alternative": "Alexander the Great", "alternate": "Acquaintance", "clover_leaf": "Alexander the Great", "double_freecell": "FreeCell",
          "deuces_and_queens": "Aces and Kings", "san_juan_hill": "Forty and Eight",
          "alexander_the_great": "Alexander the Great"}
COLOURS = ("alternative", "alternate", "clover_leaf", "alexander_the_great")  # their red Aces and black Kings dealt up


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- named colours dealt to the foundations ----------------------------------------


def _colours(b):
    """The foundations' base cards: (rank, red) each."""
    return [(b.cards(p)[0] & 15, SUIT_COLOUR[b.cards(p)[0] >> 4 & 3]) for p in range(b.f0, b.c0)]


@pytest.mark.parametrize("gid", COLOURS)
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


# -- a space taking an Ace or a King -------------------------------------------------


@pytest.mark.parametrize("gid, piles", [("clover_leaf", [3] * 16), ("alexander_the_great", [4] * 12)])
def test_clover_leaf_and_alexander_deal_their_fans(gid, piles):
    """"Sixteen fan piles of three cards each" (Clover Leaf), "Twelve fan
    piles of four cards each" (Alexander the Great), "All cards are dealt
    face up.\""""
    b = Board(find(gid), 1)
    assert _sizes(b, b.t0, b.npiles) == piles and b.size[STOCK] == 0


CLOVER = dict(ALT, **{"1": "5S", "2": "KH", "3": "AS", "4": "", "5": "4S", "6": "6H"})


@pytest.mark.parametrize("gid", ["clover_leaf", "alexander_the_great"])
def test_a_space_takes_only_an_ace_or_a_king(gid):
    """"Empty spaces in the fan may be filled by aces or kings only.\""""
    b = position(gid + " deal=1", CLOVER, "7", True)
    assert reason(b, "24") is None and reason(b, "34") is None  # a King, an Ace
    assert reason(b, "14") == "Only an Ace or a King fills a space"
    into = [m for m in b.legal_moves() if (m >> 8) & 0xFF == b.t0 + 3]
    assert sorted(m & 0xFF for m in into) == [b.t0 + 1, b.t0 + 2]  # (legal_moves lists the same)
    assert any(s == "A space takes only an Ace or a King." for s in text.sentences(find(gid)))


def test_clover_leaf_builds_up_or_down_in_suit_a_card_at_a_time():
    """"A card may be added onto a fan pile if it is one higher than or one
    lower than the old top card of the pile and of the same suit." "Only one
    card may moved at a time, never sequences.\""""
    b = position("clover_leaf deal=1", CLOVER, "7", True)
    assert reason(b, "51") is None and reason(b, "15") is None  # 4S on 5S, 5S on 4S
    assert reason(b, "61") is not None  # 6H on 5S: another suit


def test_a_single_fill_rank_is_as_before():
    """Kingsley's Aces (fill_rank 1): only an Ace; the pair's packing leaves
    a single rank as it was."""
    assert BC.extra(fill_rank=[1, 13])[BC.EXTRA.index("fill_rank")] == 1 | 13 << 4
    with pytest.raises(ValueError):
        BC.extra(fill_rank=[13, 1])
    assert any(s.startswith("A space takes only an Ace") and "King" not in s for s in text.sentences(find("kingsley")))


# -- foundations taking their share of the deck in rounds -------------------------------


def test_double_freecell_deals_ten_piles_of_ten_and_an_ace_of_each_suit_up():
    """"An ace is initially dealt to each foundation pile." (four piles, two
    decks: each pile takes its suit's 26 cards, so the four Aces are one of
    each suit) "Ten tableau piles of ten cards each" "Six cells, all
    initially empty\""""
    for deal in (1, 2, 3, 4):
        b = Board(find("double_freecell"), deal)
        assert sorted(b.cards(p)[0] & 0x7F for p in range(b.f0, b.c0)) == [0x01, 0x11, 0x21, 0x31]
        assert _sizes(b, b.t0, b.npiles) == [10] * 10 and _sizes(b, b.c0, b.r0) == [0] * 6
        assert all_cards(b) == sorted(full_deck(b.rules))
        _round_trip(b)


def test_double_freecell_the_second_ace_goes_only_onto_the_first_king():
    """"You may wrap on the foundation so you can play an ace on a king."
    "After the complete sequence has been built on a pile, you may restart
    with another ace." (the Description: "You can't play the second ace of a
    suit to the foundation until after you have placed the first King
    there")"""
    up = " ".join("%sC" % r for r in "A23456789TJQ")
    b = position("double_freecell deal=1", {"h1": up, "h2": "AD", "h3": "AH", "h4": "AS", "1": "AC", "2": "KC"}, "3", True)
    assert reason(b, "1h1") is not None  # the second Ace before the King
    assert reason(b, "2h1") is None
    play(b, "2h1")
    assert reason(b, "1h1") is None  # then on the King
    play(b, "1h1")
    assert b.size[b.f0] == 14


def test_double_freecell_a_pile_holds_twenty_six():
    """Two rounds a pile, 104 cards on four: the goal is every card up."""
    r = find("double_freecell")
    assert r.found == 4 and r.extra[BC.EXTRA.index("found_cap")] == 26 and r.cards() == 104


def test_the_checker_reads_the_rounds_only_where_they_fit(seeds):
    """Built up, "an ace on a king" is the ring's one way; the rounds are a
    share of the deck over 13. HalfCell's different colours are read as
    ``found_differ`` 2 (cat37a: ``basecards.refuse``), its rounds of 26."""
    g = seeds["double_freecell"]
    assert g.facts.restart and "foundations wrap one way" not in g.facts.features
    fields, why = S.rules_fields(seeds["halfcell"])
    assert why == [] and BC.extra_names(fields["extra"]) == {"found_cap": 26, "found_differ": 2}
    one = S.replace(g, facts=S.replace(g.facts, decks=1))
    assert "foundations restart, but hold a suit" in S.rules_fields(one)[1]


# -- the ranks going round: bases of any rank ---------------------------------------


def test_deuces_and_queens_deals_three_reserves_of_thirteen_up_and_four_piles():
    """"There are three reserves, initially containing thirteen cards each.
    All cards are dealt face up." "Four tableau piles of one card each\""""
    b = Board(find("deuces_and_queens"), 1)
    assert _sizes(b, b.r0, b.t0) == [13] * 3 and _sizes(b, b.t0, b.npiles) == [1] * 4
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert _sizes(b, b.f0, b.c0) == [0] * 8 and b.size[STOCK] == 104 - 43
    assert all_cards(b) == sorted(full_deck(b.rules))
    _round_trip(b)


DQ = {"1": "2C", "2": "QH", "3": "AS", "4": "KD", "h1": "", "h5": ""}


def test_deuces_and_queens_twos_up_round_to_the_ace_queens_down_round_to_the_king():
    """"Any two may be moved to any empty pile in the ace foundation. A card
    may be added onto a ace foundation pile if it is one higher ... of any
    suit." "Any queen may be moved to any empty pile in the king foundation
    ... one lower ... of any suit." "No card is "lowest" or "highest". Kings
    may be played on aces and vice versa.\""""
    b = position("deuces_and_queens deal=1", DQ, "s")
    assert reason(b, "1h1") is None and reason(b, "1h5") is not None  # a 2 starts the first group only
    assert reason(b, "2h5") is None and reason(b, "2h1") is not None  # a Queen the second
    assert reason(b, "3h1") is not None  # an Ace starts neither
    up = " ".join("%sC" % r for r in "23456789TJQK")
    b = position("deuces_and_queens deal=1", dict(DQ, h1=up, h5="QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"), "s")
    assert reason(b, "3h1") is None  # the Ace on the King: round the corner, the pile's 13th
    assert reason(b, "4h5") is not None and reason(b, "3h5") is None  # on the 2 down: the Ace, then the King
    play(b, "3h5")
    assert reason(b, "4h5") is None


def test_deuces_and_queens_builds_up_or_down_round_the_corner_a_space_from_the_stock():
    """"A card may be added onto a tableau pile if it is one higher than or
    one lower than the old top card of the pile and of any suit." "Empty
    spaces in the tableau are automatically filled with a card from the
    stock.\""""
    b = position("deuces_and_queens deal=1", DQ, "s")
    assert reason(b, "34") is None and reason(b, "43") is None  # an Ace on a King, a King on an Ace
    assert reason(b, "13") is None and reason(b, "12") is not None  # 2 on the Ace; 2 on a Queen
    left = b.size[STOCK]
    play(b, "1h1")
    assert b.size[b.t0] == 1 and b.size[STOCK] == left - 1


def test_deuces_and_queens_cards_come_back_off_the_foundations():
    """"Cards may be moved back off of any foundation.\""""
    b = position("deuces_and_queens deal=1", dict(DQ, h1="2D 3D"), "s")
    assert reason(b, "h11") is None  # the 3 onto the 2 of clubs, by the tableau's rule
    assert reason(b, "h12") is not None  # not onto a Queen


# -- the foundations and the tableau by other names ---------------------------------


def test_san_juan_hill_is_forty_thieves_with_the_aces_dealt_up(seeds):
    """"Eight hill piles. An ace is initially dealt to each hill pile." "Ten
    rough riders piles of four cards each ... All cards are dealt face up."
    The hill is the foundations, the rough riders the tableau."""
    f = seeds["san_juan_hill"].facts
    assert f.piles["foundation"] == 8 and f.piles["tableau"] == 10 and "hill" not in f.piles
    b = Board(find("san_juan_hill"), 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.c0)] == [1] * 8
    assert _sizes(b, b.t0, b.npiles) == [4] * 10 and b.size[STOCK] == 104 - 48
    assert all_cards(b) == sorted(full_deck(b.rules))
    _round_trip(b)


def test_san_juan_hill_builds_down_in_suit_and_up_in_suit():
    """"A card may be added onto a hill pile if it is one higher than the old
    top card of the pile and of the same suit." "A card may be added onto a
    rough riders pile if it is one lower than the old top card of the pile
    and of the same suit." "Empty spaces in the rough riders may be filled
    by any card.\""""
    aces = {"h%d" % (i + 1): "A" + "CDHSCDHS"[i] for i in range(8)}
    b = position("san_juan_hill deal=1", dict(aces, **{"1": "2C", "2": "3C", "3": "3D", "4": ""}), "s")
    assert reason(b, "1h1") is None and reason(b, "1h2") is not None  # 2C on AC, not on AD
    assert reason(b, "12") is None and reason(b, "13") is not None  # 2C on 3C, not on 3D
    assert reason(b, "34") is None  # any card into a space
