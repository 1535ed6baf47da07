"""Issue 31's politaire games of cat40c's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Buffalo Bill: Tournament's halves (tournament.py), four foundations up from
the Ace and four down from the King, each suit once a half; eight cells,
empty at first (the seed's "reserve" of a card each); twenty-six fans of
four that build nothing. Little Billie: its 24 fans and eight cells dealt a
card each, the fans alone redealt, shuffled, twice (Rules.extra's place 57,
play_bits, its redeal_tab: redeal.py leaves the cells the deal filled).

Binary Star: Black Hole's two decks, seventeen piles of six; two
foundations building up or down regardless of suit round the corner, the
first dealt the Ace of spades (dealt_suit), the second (fgroups.py's group)
the King of hearts (place 56, fg_dealt_suit: fgdeal.deal), a top card up
there going across to the other where it fits.

Zerline: the King the lowest rank, the foundations' base, built up in suit
to the Queen (found_base king: order.ring_cut's order, the tableau's too,
so a King goes on an Ace and nothing on a King); a Queen into a space; one
reserve pile taking any card onto any, four at most (the Description's
"four card storage area": reserve_takes 1 | 4 << 2), a waste card only into
it empty (play_bits' waste_to_empty, intake.py: the seed says both "Cards
from the waste may not be moved to the reserve" and that the waste's card
plays to "any empty reserve pile").

Trevi Garden: Stonewall's garden (the seed's tableau: six piles of six, the
odd numbered cards face down, down_alternate) and fountain (the rest, 14
cards, every one playing: Flower Garden's bouquet, pool), and two cells
dealt a card each.

Wave Motion: every card dealt face up to eight reserve piles, 7 7 7 7 6 6 6
6 (the engine's reserves, the deck shared evenly, the first piles a card
more: board.deal), building nothing; eight empty tableau piles building
down in suit; the goal the tableau sorted in whole suits (goal 1: a
reserve that builds nothing never holds 13 cards, so it is emptied). Flow:
its reserve piles build as the tableau does, a card at a time from the
tableau or another reserve pile, any card into an empty one (reserve_takes
3, reserve_builds 2: intake.py), the goal every reserve and tableau pile
whole suits (goal 11: goals.py); Wading Pool: Flow's, an emptied reserve
pile taking no card (play_bits' reserve_shut)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, Board
from solitaire.cards.card import card_name
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402
from test_politaire36c import quote  # noqa: E402


FAMILY = {"buffalo_bill": "Buffalo Bill", "little_billie": "Buffalo Bill", "binary_star": "All in a Row", "zerline": "Rows of Four", "trevi_garden": "Flower Garden", "wave_motion": "Flow", "flow": "Flow", "wading_pool": "Flow"}  # the seed's Similar Games group each heads or joins


def _cards(b, p):
    return [card_name(c & 0x7F) for c in b.cards(p)]


# -- Buffalo Bill and Little Billie: fans beside cells, two halves of foundations ----------


def test_buffalo_bill_deals_twenty_six_fans_of_four_face_up_and_eight_empty_cells():
    quote("Twenty-six fan piles of four cards each, splayed downward. All cards are dealt face up.")
    quote("Eight reserve, all initially empty")
    quote("Each reserve can hold one card.")
    r = find("buffalo_bill")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 26 and r.cells == 8
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert all(b.size[p] == 0 for p in range(b.c0, b.c0 + 8)) and b.size[STOCK] == 0


def test_little_billie_deals_twenty_four_fans_and_a_card_to_each_cell():
    quote("Twenty-four fan piles of four cards each, splayed downward.")
    quote("Eight reserve, each of which initially contains one card")
    b = Board(find("little_billie"), 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 24
    assert [b.size[p] for p in range(b.c0, b.c0 + 8)] == [1] * 8 and b.size[STOCK] == 0


@pytest.mark.parametrize("gid", ["buffalo_bill", "little_billie"])
def test_the_billies_aces_half_builds_up_in_suit_each_suit_once(gid):
    quote("Any ace may be moved to any empty pile in the aces foundation. Each pile must start with a different suit.")
    quote("A card may be added onto a aces foundation pile if it is one higher than the old top card of the pile and of the same suit.")
    quote("Once on any foundation, cards may not be moved back off.")
    b = position(gid + " deal=1", {"h1": "AS", "1": "AS", "2": "2S", "3": "2H", "4": "AH"}, "5", True)
    assert reason(b, "1h2") is not None  # (a second Ace of spades: the half has a spades pile)
    assert reason(b, "4h2") is None  # (the Ace of hearts starts another)
    assert reason(b, "3h1") is not None and reason(b, "2h1") is None  # (up in suit)
    assert reason(b, "1h5") is not None  # (an Ace into the Kings' half)
    play(b, "2h1")
    assert reason(b, "h16") is not None  # (nothing comes back off)


@pytest.mark.parametrize("gid", ["buffalo_bill", "little_billie"])
def test_the_billies_kings_half_builds_down_in_suit_each_suit_once(gid):
    quote("Any king may be moved to any empty pile in the kings foundation. Each pile must start with a different suit.")
    quote("A card may be added onto a kings foundation pile if it is one lower than the old top card of the pile and of the same suit.")
    b = position(gid + " deal=1", {"h5": "KD", "1": "KD", "2": "QD", "3": "QC", "4": "KC"}, "5", True)
    assert reason(b, "1h6") is not None and reason(b, "4h6") is None
    assert reason(b, "3h5") is not None and reason(b, "2h5") is None  # (down in suit)
    assert reason(b, "4h1") is not None  # (a King into the Aces' half)


@pytest.mark.parametrize("gid", ["buffalo_bill", "little_billie"])
def test_the_billies_fans_build_nothing_a_space_stays_empty_and_a_cell_holds_one_card(gid):
    quote("No building is permitted on the fan")
    quote("Empty spaces in the fan may not be filled.")
    quote("Cards on the fan that are not under another card are available for play onto the foundation or an empty cell.")
    b = position(gid + " deal=1", {"1": "9S", "2": "8H", "3": "8S", "4": "TD", "5": "QC"}, "6", True)
    for p in range(b.c0, b.c0 + 8):  # (Little Billie's dealt cells emptied: their cards to the filler pile)
        b.size[p] = 0
    assert reason(b, "21") is not None and reason(b, "31") is not None  # (no building, whatever the suit)
    assert reason(b, "1a") is None
    play(b, "1a")
    assert b.size[b.t0] == 0
    assert reason(b, "a1") is not None and reason(b, "21") is not None  # (the space stays empty)
    assert reason(b, "3a") is not None and reason(b, "3b") is None  # (a card a cell)


def test_little_billie_redeals_the_fans_alone_shuffled_twice():
    quote("You may pick up and redeal the cards on the fan 2 times.")
    quote("The redeal procedure begins by picking up all cards on the fan. After being picked up, the cards are shuffled thoroughly and are then dealt out again.")
    r = find("little_billie")
    b = Board(r, 1)
    first = [_cards(b, p) for p in range(b.t0, b.npiles)]
    cells = [_cards(b, p) for p in range(b.c0, b.c0 + 8)]
    play(b, "s")
    assert [_cards(b, p) for p in range(b.c0, b.c0 + 8)] == cells  # (the cells stay as they are)
    after = [_cards(b, p) for p in range(b.t0, b.npiles)]
    assert sorted(c for pile in after for c in pile) == sorted(c for pile in first for c in pile) and after != first  # (the same cards, shuffled)
    assert _sizes(b, b.t0, b.npiles) == [4] * 24
    play(b, "s")
    assert b.check(b.stock_move()) is not None  # (two redeals, no third)
    b.undo()
    b.undo()
    assert [_cards(b, p) for p in range(b.t0, b.npiles)] == first
    assert "not the cells" in " ".join(text.sentences(r))


def test_little_billie_deals_the_fans_back_four_a_pile_from_the_left_until_the_cards_run_out():
    quote("Deal the fan in the same arrangement as it was originally dealt, one column at a time, starting with the left-most column, dealing the cards in each column in left to right order.")
    cells = dict(zip("abcdefgi", "KS KH KD KC QS QH QD QC".split()))
    b = position("little_billie deal=1", dict(cells, h1="AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD"), "1", True)
    assert b.size[b.t0] == 84
    play(b, "s")
    assert _sizes(b, b.t0, b.npiles) == [4] * 21 + [0] * 3  # (84 cards: 21 fans of four, the last three empty)
    assert [names(b, p) for p in range(b.c0, b.c0 + 8)] == list(cells.values())


# -- Binary Star: two named cards dealt up, built up or down round the corner ----------


def test_binary_star_deals_the_ace_of_spades_and_the_king_of_hearts_up_and_seventeen_piles_of_six():
    quote("Two standard decks.")
    quote("An ace of spades is initially dealt to foundation A pile.")
    quote("A king of hearts is initially dealt to foundation B pile.")
    quote("Seventeen tableau piles of six cards each, splayed downward. All cards are dealt face up.")
    for deal in (1, 2, 3):
        b = Board(find("binary_star"), deal)
        assert names(b, b.f0) == "AS" and names(b, b.f0 + 1) == "KH"
        assert _sizes(b, b.t0, b.npiles) == [6] * 17 and b.size[STOCK] == 0
    assert "King of hearts" in " ".join(text.sentences(find("binary_star")))


def test_binary_star_builds_each_foundation_up_or_down_regardless_of_suit_round_the_corner():
    quote("A card may be added onto the foundation A pile if it is one higher than or one lower than the old top card of the pile and of any suit.")
    quote("You may wrap on foundation A so you can play an ace on a king or a king on an ace.")
    quote("A card may be added onto the foundation B pile if it is one higher than or one lower than the old top card of the pile and of any suit.")
    quote("You may wrap on foundation B so you can play a king on a queen or a queen on a king.")
    b = position("binary_star deal=1", {"h1": "AS", "h2": "KH", "1": "2D", "2": "KC", "3": "3S", "4": "QC", "5": "AD", "6": "JH"}, "7", True)
    assert reason(b, "1h1") is None and reason(b, "2h1") is None  # (a 2 or a King of any suit on the Ace)
    assert reason(b, "3h1") is not None  # (a 3: two ranks up)
    assert reason(b, "4h2") is None and reason(b, "5h2") is None  # (a Queen or an Ace on the King)
    assert reason(b, "6h2") is not None
    play(b, "5h2")
    assert reason(b, "2h2") is None  # (a King on that Ace again: round the corner)


def test_binary_star_a_top_card_up_there_goes_across_to_the_other_foundation_where_it_fits():
    quote("Cards may be moved back off of any foundation.")
    quote("No building is permitted on the tableau")
    b = position("binary_star deal=1", {"h1": "AS 2C", "h2": "KH AD", "1": "9S"}, "2", True)
    assert reason(b, "h1h2") is None  # (the 2 of clubs onto the Ace of diamonds)
    assert reason(b, "h11") is not None  # (onto the tableau: it builds nothing)
    play(b, "h1h2")
    assert names(b, b.f0) == "AS" and names(b, b.f0 + 1) == "KH AD 2C"
    assert reason(b, "h2h1") is None  # (back again, onto the Ace of spades)
    b = position("binary_star deal=1", {"h1": "AS 2C 3C", "h2": "KH QD JD TD 9D"}, "1", True)
    assert reason(b, "h1h2") is not None and reason(b, "h2h1") is not None  # (a 3 on a 9, a 9 on a 3: neither fits)


def test_binary_star_the_piles_build_nothing_one_card_at_a_time_and_a_space_stays_empty():
    quote("Empty spaces in the tableau may not be filled.")
    quote("Only one card may moved at a time, never sequences.")
    b = position("binary_star deal=1", {"h1": "AS", "h2": "KH", "1": "2S", "2": "3S", "3": "4D"}, "4", True)
    assert reason(b, "12") is not None and reason(b, "32") is not None  # (no building either way)
    play(b, "1h1")
    assert b.size[b.t0] == 0 and reason(b, "21") is not None  # (the space stays empty)


# -- Zerline: the King the lowest rank, a reserve of four taking any card ----------


def test_zerline_deals_eight_piles_of_five_face_up_an_empty_reserve_and_one_pass():
    quote("Eight tableau piles of five cards each, splayed downward. All cards are dealt face up.")
    quote("One reserve pile, initially empty.")
    quote("Only one pass through the stock is permitted.")
    r = find("zerline")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [5] * 8 and b.size[b.r0] == 0 and b.size[STOCK] == 64
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    while b.size[STOCK]:
        play(b, "s")
    assert b.check(b.stock_move()) is not None and r.passes == 1


def test_zerline_foundations_start_with_a_king_and_build_up_in_suit_ace_to_queen():
    quote("The king is the lowest card followed by the ace through the queen.")
    quote("Any king may be moved to any empty pile in the foundation.")
    quote("A card may be added onto a foundation pile if it is one higher than the old top card of the pile and of the same suit.")
    quote("No pile may contain more than 13 cards.")
    b = position("zerline deal=1", {"h1": "KS", "1": "AS", "2": "AH", "3": "KD", "4": "2S"}, "s")
    assert reason(b, "2h2") is not None and reason(b, "3h2") is None  # (an empty pile takes a King only)
    assert reason(b, "2h1") is not None and reason(b, "4h1") is not None  # (the Ace of hearts, the 2 of spades: not next on the King of spades)
    assert reason(b, "1h1") is None  # (the Ace on the King)
    b = position("zerline deal=1", {"h1": "KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "1": "KS"}, "s")
    assert reason(b, "1h1") is not None  # (the Queen ends it: 13 cards)


def test_zerline_builds_down_regardless_of_suit_a_king_on_an_ace_and_nothing_on_a_king():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of any suit.")
    quote("Empty spaces in the tableau may be filled by queens only.")
    quote("Only one card may moved at a time, never sequences.")
    b = position("zerline deal=1", {"1": "AD", "2": "KC", "3": "QH", "4": "JS", "5": "TC 9H", "6": "QD"}, "s")
    assert reason(b, "21") is None  # (a King on an Ace: one lower)
    assert reason(b, "32") is not None  # (a Queen on a King: the King is the lowest)
    assert reason(b, "43") is None and reason(b, "53") is not None  # (one card at a time: the 9 alone on the Queen)
    play(b, "21")
    play(b, "43")
    assert b.size[b.t0 + 3] == 0
    assert reason(b, "64") is None and reason(b, "14") is not None  # (a Queen into the space; the King not)


def test_zerline_reserve_takes_any_card_four_at_most_from_the_waste_only_into_it_empty():
    quote("A German game where queens are high and you have a four card storage area.")
    quote("Cards from other tableau or reserve piles may be added to the reserve regardless of suit or rank.")
    quote("Cards from the waste may not be moved to the reserve.")
    quote("The top card of the waste is available for play to the tableau, any empty reserve pile or the foundation.")
    quote("Cards on the reserve that are not under another card are available for play onto the foundation or any tableau pile.")
    b = position("zerline deal=1", {"1": "5D", "2": "9C", "3": "KH", "4": "2S", "5": "JH", "6": "7D", "7": "AC", "w": "4C"}, "s")
    assert reason(b, "wr") is None  # (the waste's card into it empty)
    for t in "1234":
        play(b, t + "r")  # (any card onto any)
    assert names(b, b.r0) == "5D 9C KH 2S" and reason(b, "5r") is not None  # (four at most)
    b.undo()
    assert reason(b, "wr") is not None  # (the waste's card onto its cards: never)
    assert reason(b, "r6") is not None and reason(b, "r7") is None  # (its King onto a pile by the build rule: on the 7 no, on the Ace yes)


# -- Trevi Garden: Stonewall's garden and fountain, two cells dealt a card each ----------


def test_trevi_garden_deals_six_piles_of_six_odd_cards_down_two_cells_and_a_fountain_of_fourteen():
    quote("Six garden piles of six cards each, splayed downward. The odd numbered cards in each pile are dealt face down, all others are face up.")
    quote("Two cells, each of which initially contains one card")
    quote("The remaining cards form one fountain pile.")
    b = Board(find("trevi_garden"), 1)
    assert _sizes(b, b.t0, b.npiles) == [6] * 6
    for p in range(b.t0, b.npiles):  # (the first, third and fifth from the bottom face down)
        assert [bool(c & 0x80) for c in b.cards(p)] == [False, True] * 3
    assert [b.size[p] for p in range(b.c0, b.c0 + 2)] == [1, 1]
    assert b.t0 - b.r0 == 14 and all(b.size[p] == 1 for p in range(b.r0, b.t0))  # (the fountain's cards a pile each: the pool)


def test_trevi_garden_every_fountain_card_plays_to_a_cell_the_garden_or_the_foundation():
    quote("All cards in the fountain are available for play to a cell, the garden or the foundation.")
    quote("A card may be added onto a garden pile if it is one lower than the old top card of the pile and of the opposite color.")
    quote("Cards from cells can be played back to the garden or to the foundation.")
    b = position("trevi_garden deal=1", {"a": "JH", "1": "4H", "2": "TH", "3": "KH", "4": "AH", "5": "8H",
                                         "c": "AS", "d": "9S", "e": "QS", "f": "3S", "g": "QC"}, "6", True)
    assert [names(b, p) for p in range(b.r0, b.r0 + 5)] == ["AS", "9S", "QS", "3S", "QC"]
    assert reason(b, "ch") is None  # (the fountain's Ace up, from the middle of it)
    assert reason(b, "d2") is None and reason(b, "f1") is None  # (a black 9 on the red 10, a black 3 on the red 4)
    assert reason(b, "g1") is not None and reason(b, "d5") is not None  # (a Queen on a 4; a 9 on an 8: not one lower)
    assert reason(b, "gb") is None  # (into the empty cell)
    play(b, "e3")
    assert reason(b, "a3") is None  # (the cell's red Jack back onto the black Queen)


# -- Wave Motion: every card on eight reserve piles, sorted onto the tableau ----------


def test_wave_motion_deals_every_card_face_up_to_eight_reserve_piles_of_seven_and_six():
    quote("Eight reserve piles of cards, with the first four having seven cards each, and the next four having six cards each. All cards are dealt face up.")
    quote("Eight tableau piles, all initially empty.")
    r = find("wave_motion")
    b = Board(r, 1)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(c & 0x80 for p in range(b.r0, b.t0) for c in b.cards(p))
    assert _sizes(b, b.t0, b.npiles) == [0] * 8 and r.found == 0 and b.size[STOCK] == 0
    assert "the first four a card more" in " ".join(text.sentences(r))


def test_wave_motion_reserve_cards_play_onto_the_tableau_only_and_the_tableau_builds_down_in_suit():
    quote("No building is permitted on the reserve")
    quote("Cards on the reserve that are not under another card are available for play onto any tableau pile.")
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the same suit.")
    quote("Cards on the tableau that are not under another card are available for play onto any other tableau pile.")
    quote("Empty spaces in the tableau may be filled by any card.")
    b = position("wave_motion deal=1", {"a": "9S", "b": "8S", "c": "8H", "d": "7S", "1": "TS"}, "e", True)
    assert reason(b, "a1") is None and reason(b, "b1") is not None  # (the 9 of spades on the 10; the 8 not)
    assert reason(b, "ab") is not None and reason(b, "da") is not None  # (no card onto a reserve pile)
    assert reason(b, "a2") is None  # (any card into a space)
    play(b, "a1")
    assert reason(b, "c1") is not None and reason(b, "b1") is None  # (in suit: the 8 of hearts not)
    assert reason(b, "1b") is not None  # (a tableau card never back to the reserve)


def test_wave_motion_runs_in_suit_move_as_one_and_an_emptied_reserve_pile_stays_empty():
    quote("Groups of cards in sequence down may be moved from one tableau column to another if all cards are of the same suit.")
    quote("Empty spaces in the reserve may not be filled.")
    b = position("wave_motion deal=1", {"a": "5H", "1": "9S 8S 7S", "2": "TS"}, "b", True)
    assert reason(b, "12") is None  # (the run of three onto the 10)
    play(b, "a3")
    assert b.size[b.r0] == 0 and reason(b, "3a") is not None


def test_wave_motion_is_won_with_four_whole_suits_on_the_tableau_and_the_reserve_empty():
    quote("Sort all cards on the reserve and the tableau downwards in the same suit.")
    suits = {str(i + 1): " ".join(r + s for r in "KQJT98765432A") for i, s in enumerate("CDH")}
    b = position("wave_motion deal=1", dict(suits, **{"4": "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "a": "AS"}), "5", True)
    assert not b.won()  # (the Ace of spades still on the reserve)
    play(b, "a4")
    assert b.won()


# -- Flow and Wading Pool: Wave Motion's reserve building as the tableau does ----------


@pytest.mark.parametrize("gid", ["flow", "wading_pool"])
def test_flow_and_wading_pool_reserve_piles_build_down_in_suit_a_card_at_a_time(gid):
    quote("A card may be added onto a reserve pile if it is one lower than the old top card of the pile and of the same suit.")
    b = position(gid + " deal=1", {"a": "9S", "b": "8S", "c": "8H", "d": "7S", "f": "9D", "1": "TS", "2": "6H 7H", "3": "8D 7D"}, "e", True)
    assert reason(b, "ba") is None and reason(b, "ca") is not None  # (the 8 of spades on the 9; the 8 of hearts not)
    assert reason(b, "1a") is not None  # (a 10 on a 9: down only)
    assert reason(b, "2c") is None  # (the tableau's 7 of hearts onto the reserve's 8)
    assert reason(b, "3fv2") is not None  # (8 7 of diamonds onto the 9: one card at a time)
    play(b, "ba")
    assert names(b, b.r0) == "9S 8S" and reason(b, "da") is None  # (reserve onto reserve)


def test_flow_an_empty_reserve_pile_takes_any_single_card():
    quote("Empty spaces in the reserve may be filled by any single card, but not a stack of cards.")
    quote("Cards on the tableau that are not under another card are available for play onto any reserve pile or any other tableau pile.")
    b = position("flow deal=1", {"a": "5D 9S", "1": "TH"}, "e", True)
    assert b.size[b.r0 + 1] == 0
    assert reason(b, "1b") is None and reason(b, "ab") is None  # (a tableau card or a reserve card into it)


def test_wading_pool_an_empty_reserve_pile_takes_no_card():
    quote("Empty spaces in the reserve may not be filled.")
    quote("Cards on the tableau that are not under another card are available for play onto any non-empty reserve pile or any other tableau pile.")
    b = position("wading_pool deal=1", {"a": "9S", "1": "TH", "2": "8S"}, "e", True)
    assert reason(b, "1b") is not None and reason(b, "ab") is not None
    assert reason(b, "2a") is None  # (onto a reserve card, by the build)
    assert "an empty one takes none" in " ".join(text.sentences(find("wading_pool")))


@pytest.mark.parametrize("gid", ["flow", "wading_pool"])
def test_flow_and_wading_pool_are_won_with_whole_suits_on_reserve_and_tableau_piles(gid):
    quote("Sort all cards on the reserve and the tableau downwards in the same suit.")
    run = "KQJT98765432A"
    piles = {"a": " ".join(r + "C" for r in run), "1": " ".join(r + "D" for r in run), "c": " ".join(r + "H" for r in run),
             "2": " ".join(r + "S" for r in run[:-1]), "3": "AS"}
    b = position(gid + " deal=1", piles, "4", True)
    assert not b.won()  # (the Ace of spades alone: not a whole suit)
    play(b, "32")
    assert b.won()  # (whole suits on reserve piles a and c and tableau piles 1 and 2)
