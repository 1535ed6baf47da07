"""Issue 31's politaire games of "decks other than 52" and "moves of their
own" (cat38c's group), position by position: each dealt as its seed lays it
out, its moves legal and illegal as the seed's sentences say, the seed
checker agreeing with its record, the record in its family, played by its
hints through the keys with an undo, and its rules screen whole.

Falling Star: a deck of two suits (the seed's blue moons and red stars,
played as spades and hearts: the seed checker's stand-in). Chelicera: a
stock no press deals from, a space taking its next three cards (autofill
"stock" with draw 3). Intelligence: the same stock, gathered with the fans
by each redeal (Rules.extra's place 50, redeal_stock: redeal.py). Pile Up: a
card onto its own rank (tab_dir 16: order.py), the goal a whole rank a pile
(goal 9: goals.py)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.legal import stock_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_politaire37c import quote  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402


FAMILY = {"falling_star": "Balcony", "chelicera": "Spider", "intelligence": "Caprice", "pile_up": "Canfield"}  # the seed's Similar Games group each heads
HINT_DEAL = {"chelicera": 3}  # a deal whose hints play on for five moves (2 for the others)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Falling Star: Signora with a deck of two suits, two decks ----------


FS = {"h1": "3S", "r": "KS 8H", "1": "9H", "2": "5S", "w": "2H"}


def test_falling_star_deals_two_two_suit_decks_a_base_eleven_reserve_cards_eight_piles():
    quote("Two decks each containing the two suits blue moons and red stars")
    quote("Politaire uses a deck of stars and moons for this game, but it could be played with a standard deck.")
    quote("There is one reserve, initially containing eleven cards.")
    quote("Eight tableau piles of one card each, splayed downward.")
    quote("A random card will be dealt to a foundation pile. This is the base card.")
    r = find("falling_star")
    b = Board(r, 1)
    assert r.cards() == 52 and b.c0 - b.f0 == 4
    assert {c >> 4 & 7 for c in all_cards(b)} == {3, 2}  # (spades for the moons, hearts for the stars: one black, one red)
    assert b.size[b.f0] == 1 and b.size[b.r0] == 11 and _sizes(b, b.t0, b.npiles) == [1] * 8
    assert b.size[STOCK] == 52 - 1 - 11 - 8
    assert "Cards: 52 in spades" in " ".join(text.sentences(r))


def test_falling_star_foundations_build_up_in_alternate_colours_from_the_base_to_13_cards():
    quote("Start the remaining piles with cards of same rank.")
    quote("A card may be added onto a foundation pile if it is one higher than the old top card of the pile and of the opposite color.")
    quote("No pile may contain more than 13 cards.")
    b = position("falling_star deal=1\nbase: 3", FS, "s")
    assert reason(b, "2h") is not None  # (the 5 of spades on the 3: not the next rank)
    assert reason(b, "wh") is not None  # (the 2 of hearts: below the base, a new pile's rank is the base's)
    b = position("falling_star deal=1\nbase: 3", dict(FS, **{"2": "4H"}), "s")
    assert reason(b, "2h") is None  # (4H on 3S: the stars' red on the moons' black)
    b = position("falling_star deal=1\nbase: 3", dict(FS, **{"2": "4S"}), "s")
    assert reason(b, "2h") is not None  # (4S on 3S: both black)


def test_falling_star_the_reserve_plays_only_up_and_spaces_fill_from_the_waste():
    quote("The top card of the reserve can be played only to the foundation.")
    quote("Empty spaces in the tableau are automatically filled with a card from the waste.")
    b = position("falling_star deal=1\nbase: 3", dict(FS, r="KS 8S", **{"2": "8S"}), "s")
    assert reason(b, "r1") == "Only to the foundations"  # (8S on 9H fits the tableau's rule, yet the reserve goes only up)
    assert reason(b, "21") is None
    play(b, "21")
    assert names(b, b.t0 + 1) == "2H" and b.size[WASTE] == 0  # (the waste's top card, by itself)


# -- Chelicera: Scorpion's moves, spaces taking three cards of the stock ----------


def test_chelicera_deals_seven_piles_face_up_the_rest_a_stock_no_press_deals():
    quote("Cards cannot be manually removed from the stock.")
    r = find("chelicera")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [4, 4, 4, 4, 7, 7, 7] and b.size[STOCK] == 52 - 37
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert not [m for m in b.legal_moves() if m & 0xFF == STOCK]  # (no press deals it)


def test_chelicera_a_space_takes_three_cards_of_the_stock_by_itself():
    quote("Empty spaces in the tableau are automatically filled with three cards from the stock.")
    b = position("chelicera deal=1", {"1": "8H", "2": "9H", "3": "KS", "4": "KD", "5": "KC", "6": "QS", "7": "QD"}, "s")
    top3 = b.cards(STOCK)[-3:]
    n = b.size[STOCK]
    play(b, "12")
    assert b.size[b.t0] == 3 and b.size[STOCK] == n - 3
    assert sorted(c & 0x7F for c in b.cards(b.t0)) == sorted(c & 0x7F for c in top3) and all(c & 0x80 for c in b.cards(b.t0))
    b.undo()
    assert names(b, b.t0) == "8H" and b.size[STOCK] == n


def test_chelicera_moves_any_face_up_card_with_the_cards_on_it_and_a_king_fills_once_the_stock_is_out():
    quote("Furthermore, any face-up card anywhere in the tableau may be moved to another tableau column where it fits, "
          "taking all cards that were on top of it along.")
    quote("If the stock is empty, then empty spaces in the tableau may be filled by kings only.")
    b = position("chelicera deal=1", {"1": "9H", "2": "8H 2C 5D", "3": "", "4": "KD 3S"}, "7", True)
    assert b.size[STOCK] == 0
    assert reason(b, "21v3") is None  # (the 8 of hearts on the 9, the 2 and 5 on it along)
    assert reason(b, "21v2") is not None  # (the 2 of clubs on the 9 of hearts: not down in suit)
    assert reason(b, "43v2") is None and reason(b, "23") is not None  # (a King into the space; the 5 of diamonds not)


# -- Intelligence: a redeal gathers the stock too (redeal_stock) ----------


def test_intelligence_deals_eighteen_fans_of_three_and_spaces_take_three_stock_cards():
    quote("Eighteen tableau piles of three cards each, splayed downward.")
    quote("Empty spaces in the tableau are automatically filled with three cards from the stock.")
    quote("If the stock is empty, then empty spaces in the tableau may not be filled.")
    b = Board(find("intelligence"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 18 and b.size[STOCK] == 104 - 54
    b = position("intelligence deal=1", {"1": "8H", "2": "9H"}, "s")
    n = b.size[STOCK]
    play(b, "12")
    assert b.size[b.t0] == 3 and b.size[STOCK] == n - 3


def test_intelligence_a_redeal_gathers_the_stock_with_the_fans_and_the_rest_forms_the_stock_again():
    quote("The redeal procedure begins by picking up all cards on the tableau or on the stock.")
    quote("After being picked up, the cards are shuffled thoroughly and are then dealt out again.")
    quote("Any remaining cards form the new stock.")
    b = position("intelligence deal=1", {"1": "8H", "2": "9H", "3": "KS 4D"}, "s")
    play(b, "12")  # (pile 1 empties and takes three stock cards: 50 - 3 left)
    before = [names(b, p) for p in range(b.npiles)]
    on_table = sorted(c & 0x7F for p in list(range(b.t0, b.npiles)) + [STOCK] for c in b.cards(p))  # (the fans' and the stock's cards)
    m = stock_move(b)
    assert b.check(m) is None  # (the stock still holds cards: a stock no press deals from redeals)
    b.apply(m)
    assert _sizes(b, b.t0, b.npiles) == [3] * 18  # (every fan dealt again as first dealt)
    assert b.size[STOCK] == len(on_table) - 54 and not any(c & 0x80 for c in b.cards(STOCK))  # (the rest, face down, the stock again)
    assert sorted(c & 0x7F for p in list(range(b.t0, b.npiles)) + [STOCK] for c in b.cards(p)) == sorted(on_table)
    assert [names(b, p) for p in range(b.t0, b.npiles)] != before[b.t0 : b.npiles]  # (shuffled)
    b.apply(stock_move(b))
    assert b.check(stock_move(b)) is not None  # (twice only)
    b.undo()
    b.undo()
    assert [names(b, p) for p in range(b.npiles)] == before
    _round_trip(b)
    assert "gather up the tableau pile after pile and the stock, shuffle it" in " ".join(text.sentences(find("intelligence")))


# -- Pile Up: onto its own rank, a whole rank a pile (tab_dir 16, goal 9) ----------


def test_pile_up_deals_thirteen_piles_of_four_and_two_spaces_no_foundations():
    quote("Fifteen tableau piles of cards")
    b = Board(find("pile_up"), 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 13 + [0, 0] and b.f0 == b.c0 and b.size[STOCK] == 0


def test_pile_up_builds_on_its_own_rank_and_moves_a_rank_as_one():
    quote("A card may be added onto a tableau pile if it is of equal rank to the old top card of the pile and of any suit.")
    quote("Groups of cards of equal rank may be moved from one tableau column to another.")
    quote("Empty spaces in the tableau may be filled by any card.")
    b = position("pile_up deal=1", {"1": "5C 6H 6S", "2": "6D", "3": "7D", "4": "", "5": "6C 9H"}, "6", True)
    assert reason(b, "12v2") is None  # (the two Sixes onto the Six of diamonds)
    assert reason(b, "13") is not None and reason(b, "53") is not None  # (a Six on a Seven, a Nine on a Seven: no)
    assert reason(b, "12v3") is not None  # (the Five is not a Six: not one group)
    assert reason(b, "54") is None and reason(b, "12") is None  # (any card into a space; one Six of the two)
    moves = b.legal_moves()
    assert (b.t0 | (b.t0 + 1) << 8 | 2 << 16) in moves  # (listed too: the hint and the solver see it)


def test_pile_up_is_won_with_each_rank_whole_in_a_pile():
    quote("Group all cards on the tableau in groups of equal rank regardless of suit.")
    ranks = "A23456789TJQK"
    whole = {"1234567890ABC"[i]: " ".join(k + s for s in "CDHS") for i, k in enumerate(ranks)}  # (piles 1-9, 0, A-E)
    assert position("pile_up deal=1", whole, "E", True).won()
    split = dict(whole, **{"1": "AC AD", "D": "AH AS"})  # (the Aces in two piles: not whole)
    assert not position("pile_up deal=1", split, "E", True).won()
    assert "each pile all four cards of one rank" in " ".join(text.sentences(find("pile_up")))
