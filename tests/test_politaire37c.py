"""Issue 31's politaire games of "moves of their own" (cat37c's group),
position by position: each dealt as its seed lays it out, its moves legal
and illegal as the seed's sentences say, its goal, the seed checker agreeing
with its record, the record in its family, played by its hints through the
keys with an undo, and its rules screen whole.

Eight by Eight and Martha: what a space takes of a run (Rules.extra's
space_runs, legal.capacity)."""

import os
import sys

import pytest

from solitaire.cards import rules as R
from solitaire.cards import notation, text
from solitaire.cards.board import STOCK, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards.legal import stock_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402
from test_politaire36c import quote  # noqa: E402 (the seed's own sentence, its tags left out)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POLITAIRE = os.path.join(REPO, "assets", "seeds", "politaire.txt")  # (the seed as the repository holds it)

FAMILY = {"eight_by_eight": "Eight by Eight", "martha": "Baker's Dozen", "darwin": "Australian", "bavarian": "Bavarian", "german": "Bavarian", "ephemeral_freecell": "FreeCell", "chessboard": "Baker's Dozen", "lasker": "Baker's Dozen", "corners": "Corners", "chinese_klondike": "Klondike"}  # the seed's Similar Games group each heads
HINT_DEAL = {}  # a deal whose hints play on before the device's auto-finish takes over (2 for the others)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- what a space takes of a run (Rules.extra's space_runs: legal.capacity) ----------


def test_eight_by_eight_moves_runs_between_piles_but_a_space_takes_one_card():
    quote("Empty spaces in the tableau may be filled by any single card, but not a stack of cards.")
    quote("Groups of cards in sequence down may be moved from one tableau column to another regardless of their suits.")
    b = position("eight_by_eight deal=1", {"1": "9S 8H 7C", "2": "TD", "3": "", "4": "", "5": "2S", "6": "2H", "7": "2D"}, "8", True)
    assert reason(b, "12v3") is None  # (the run of three onto the 10)
    assert reason(b, "13v2") is not None and reason(b, "13v3") is not None  # (not into a space, two spaces or not)
    assert reason(b, "13v1") is None
    assert "A space takes any card, but never a run." in text.sentences(find("eight_by_eight"))


def test_eight_by_eight_deals_eight_by_eight_and_three_passes_three_two_one():
    quote("Eight tableau piles of eight cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("eight_by_eight"), 1)
    assert _sizes(b, b.t0, b.npiles) == [8] * 8 and b.size[STOCK] == 104 - 64


def test_martha_deals_the_aces_up_and_every_other_card_face_down():
    quote("Twelve tableau piles of four cards each, splayed downward. The odd numbered cards in each pile are dealt face down, all others are face up.")
    b = Board(find("martha"), 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.f0 + 4)] == [1] * 4
    assert all([bool(c & FACE_UP) for c in b.cards(p)] == [False, True, False, True] for p in range(b.t0, b.npiles))


def test_martha_a_run_goes_into_a_space_as_the_other_spaces_let_it_card_by_card():
    quote("However, if there are enough empty spaces so that a move to a space would be possible by a series of single card moves, "
          "then the game will allow you to move the stack directly.")
    quote("Groups of cards in sequence down may be moved from one tableau column to another if the cards are alternately red and black.")
    piles = {"1": "9S 8H 7C", "2": "TD", "3": "", "4": "5H", "5": "6H", "6": "2C", "7": "2D", "8": "2H", "9": "2S", "0": "3C", "A": "3D"}
    b = position("martha deal=1", piles, "B", True)
    assert reason(b, "12v3") is None  # (between piles: the run of three, no space needed)
    assert reason(b, "13v2") is not None and reason(b, "13v1") is None  # (no other space: one card)
    b = position("martha deal=1", dict(piles, **{"4": ""}), "B", True)
    assert reason(b, "13v2") is None and reason(b, "13v3") is not None  # (one other space: two)
    b = position("martha deal=1", dict(piles, **{"4": "", "5": ""}), "B", True)
    assert reason(b, "13v3") is None  # (two others: four)


# -- Darwin: a space takes a King while the stock lasts, then any card (fill 6) ----------


def test_darwin_deals_ten_piles_of_eight_from_three_decks():
    quote("Ten tableau piles of eight cards each, splayed downward. All cards are dealt face up.")
    quote("Twelve foundation piles.")
    b = Board(find("darwin"), 1)
    assert _sizes(b, b.t0, b.npiles) == [8] * 10 and b.size[STOCK] == 156 - 80
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert _sizes(b, b.f0, b.c0) == [0] * 12


def test_darwin_a_space_takes_only_a_king_until_the_stock_is_empty():
    quote("Empty spaces in the tableau may be filled by kings only until the stock is empty. Then any card.")
    b = position("darwin deal=1", {"1": "", "2": "KS", "3": "QH", "w": "9D"}, "s")
    assert reason(b, "21") is None  # (a King, the stock not out)
    assert reason(b, "31") is not None and reason(b, "w1") is not None
    assert notation.parse_move(b, "31") not in b.legal_moves() and notation.parse_move(b, "21") in b.legal_moves()
    assert "A space takes only a King while the stock lasts, then any card." in text.sentences(find("darwin"))


def test_darwin_a_space_takes_any_card_once_the_stock_is_empty():
    quote("Then any card.")
    b = position("darwin deal=1", {"1": "", "2": "KS", "3": "QH", "w": "9D"}, "0", True)
    assert b.size[STOCK] == 0
    assert reason(b, "31") is None and reason(b, "w1") is None and reason(b, "21") is None
    assert notation.parse_move(b, "31") in b.legal_moves()


def test_darwin_moves_any_face_up_card_with_the_cards_on_it():
    quote("Furthermore, any face-up card anywhere in the tableau may be moved to another tableau column where it fits, taking all cards that were on top of it along.")
    b = position("darwin deal=1", {"1": "8S 4D 2C", "2": "9S", "3": "KH"}, "s")
    assert reason(b, "12v3") is None  # (the Eight of spades with the two cards on it, in order or not)


# -- Bavarian and German: no foundations, the tableau sorted as it builds (goal 8) ----------

_RANKS = "A23456789TJQK"


def _suit_run(suit, ranks=_RANKS):
    return " ".join(k + suit for k in ranks)


@pytest.mark.parametrize("gid, piles", [("bavarian", 10), ("german", 8)])
def test_bavarian_and_german_deal_a_card_a_pile_and_have_no_foundations(gid, piles):
    quote("Ten tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("Eight tableau piles of one card each, splayed downward. All cards are dealt face up.")
    b = Board(find(gid), 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * piles and b.size[STOCK] == 104 - piles
    assert b.f0 == b.c0  # (no foundations)


@pytest.mark.parametrize("gid", ["bavarian", "german"])
def test_bavarian_and_german_build_up_any_suit_a_king_on_an_ace_one_card_at_a_time(gid):
    quote("A card may be added onto a tableau pile if it is one higher than the old top card of the pile and of any suit.")
    quote("You may also play kings on aces in the tableau.")
    quote("Technically, only one card may be moved at a time")
    b = position(gid + " deal=1", {"1": "4S", "2": "5H", "3": "6C", "4": "AD", "5": "KC", "6": "6D 7S", "7": "5H", "w": "7C"}, "s")
    assert reason(b, "21") is None and reason(b, "23") is not None  # (one higher, any suit; never one lower)
    assert reason(b, "54") is None and reason(b, "45") is not None  # (a King on an Ace, not an Ace on a King)
    assert reason(b, "w3") is None  # (the waste's top card plays to the tableau)
    assert reason(b, "67v2") == "One card at a time"  # (the Six and Seven would follow the Five: never as a run)


@pytest.mark.parametrize("gid", ["bavarian", "german"])
def test_bavarian_and_german_are_won_with_the_tableau_sorted_as_it_builds(gid):
    quote("Sort all cards on the tableau upwards regardless of suit.")
    runs = [_suit_run(s) for s in "SSHHDDCC"]
    sorted_piles = {str(i + 1): runs[i] for i in range(8)}
    b = position(gid + " deal=1", sorted_piles, "s")
    assert b.size[STOCK] == 0 and b.won()
    b = position(gid + " deal=1", dict(sorted_piles, **{"1": "AS 3S 2S " + _suit_run("S", _RANKS[3:])}), "s")
    assert not b.won()  # (a pile out of sequence)
    b = position(gid + " deal=1", dict(sorted_piles, **{"1": _suit_run("S", _RANKS[1:]), "2": _suit_run("S") + " AS"}), "s")
    assert not b.won()  # (an Ace on a King: no sequence; the waste and the stock empty)
    assert "Goal: sort every card on the tableau, each pile one sequence as it builds; nothing left in the stock or the waste." in text.sentences(find(gid))


def test_bavarian_is_won_with_a_king_on_an_ace_ending_a_pile():
    quote("You may also play kings on aces in the tableau.")
    piles = {str(i + 1): _suit_run(s) for i, s in enumerate("SSHHDDCC")}
    b = position("bavarian deal=1", dict(piles, **{"1": "AS KS", "9": _suit_run("S", _RANKS[1:-1])}), "s")
    assert b.won()
    b = position("bavarian deal=1", dict(piles, **{"1": "AS", "9": _suit_run("S", _RANKS[1:-1]), "w": "KS"}), "s")
    assert not b.won()  # (a card left in the waste)


# -- Ephemeral FreeCell: the last cell gone after one use (Rules.extra's ephemeral) ----------


def test_ephemeral_freecell_its_last_cell_is_gone_once_a_card_has_been_in_it():
    quote("Four cells, one ephemeral, all initially empty")
    quote("Ephemeral cells vanish after one use.")
    b = position("ephemeral_freecell", {"1": "5H", "2": "6S", "3": "9C"}, "8", True)
    assert reason(b, "1d") is None
    play(b, "1d")
    assert reason(b, "d2") is None  # (its card plays on as a cell's does)
    play(b, "d2")
    assert reason(b, "3d") == "That cell is gone" and reason(b, "3a") is None
    moves = b.legal_moves()
    assert notation.parse_move(b, "3d") not in moves and notation.parse_move(b, "3a") in moves
    b.undo()
    b.undo()  # (taken back: the cell was never used)
    assert reason(b, "3d") is None
    assert "Cells: four, one card each. The last is gone once a card has been in it and left, and never counts for moving a run." in text.sentences(find("ephemeral_freecell"))


def test_ephemeral_freecell_a_run_never_counts_the_ephemeral_cell():
    quote("Note that ephemeral cells will never be used in supermoves.")
    piles = {"1": "9C 8D", "2": "TH", "3": "2C", "4": "2D", "5": "2H", "6": "2S", "7": "3C", "a": "KD", "b": "KH", "c": "KS"}
    assert reason(position("freecell", piles, "8", True), "12v2") is None  # (FreeCell: the fourth cell lets two move)
    b = position("ephemeral_freecell", piles, "8", True)
    assert reason(b, "12v2") is not None and reason(b, "1d") is None


# -- Chessboard: Castle's End without its reserve (tab_dir "to_base", base_first 1) ----------

CHESS = {"1": "5H", "2": "4H", "3": "6H", "4": "3H", "5": "KS", "6": "AS", "7": "4C", "8": "QS", "9": ""}  # (the rest on pile 0)


def test_chessboard_deals_two_piles_of_six_and_eight_of_five_face_up():
    quote("Ten tableau piles of cards, with the first two having six cards each, and the next eight having five cards each. All cards are dealt face up.")
    b = Board(find("chessboard"), 1)
    assert _sizes(b, b.t0, b.npiles) == [6, 6] + [5] * 8 and b.size[STOCK] == 0
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))


def test_chessboard_the_first_card_up_sets_the_base_of_every_foundation():
    quote("The first card moved to an empty foundation pile may be any card.")
    quote("The rank of this card then becomes the base value for all the foundation piles, so only cards of the same rank may be played there.")
    b = position("chessboard deal=1", CHESS, "0", True)
    play(b, "1h")  # (the 5 of hearts up: any card may be first)
    assert b.base == 5
    assert reason(b, "3h") is None and reason(b, "7h") is not None  # (the 6 of hearts on it; the 4 of clubs: not the base rank)
    b.undo()
    assert b.base == 0 and reason(b, "7h") is None


def test_chessboard_builds_up_or_down_in_suit_and_the_highest_card_on_a_base_card():
    quote("A card may be added onto a tableau pile if it is one higher than or one lower than the old top card of the pile and of the same suit.")
    quote("You may also play the maximum card on the base card in the tableau.")
    b = position("chessboard deal=1\nbase: 5", dict(CHESS, h1="5D"), "0", True)
    assert reason(b, "31") is None and reason(b, "24") is None  # (up and down by one in suit)
    assert reason(b, "21") is None and reason(b, "12") is not None  # (the 4, the highest, on the 5, the base: never the other way)
    assert reason(b, "71") is not None  # (not in suit)


def test_lasker_moves_runs_in_suit_up_or_down_as_one():
    quote("Groups of cards in sequence up or down may be moved from one tableau column to another if all cards are of the same suit.")
    piles = {"1": "5S 4S 3S", "2": "6S", "3": "9H TH JH", "4": "8H", "5": "2C", "6": "3C", "7": "4C", "8": "5C", "9": "6C", "h1": "AD"}
    b = position("lasker deal=1\nbase: A", piles, "0", True)
    assert reason(b, "12v3") is None and reason(b, "34v3") is None  # (a run down, a run up)
    assert reason(b, "12v2") is not None  # (the Four on the Six: no)
    c = position("chessboard deal=1\nbase: A", piles, "0", True)
    assert reason(c, "12v3") is not None  # (Chessboard's, no space free: one card at a time)


# -- Corners: Czarina with no building, three passes, spaces from the stock again (autofill 9) ----------


def test_corners_builds_nothing_and_fills_a_space_from_the_stock_by_itself():
    quote("No building is permitted on the tableau")
    quote("Empty spaces in the tableau are automatically filled with a card from the stock.")
    quote("Three passes through the stock are permitted.")
    b = Board(find("corners"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 5 and find("corners").passes == 3
    base = b.base
    up = [p for p in range(b.f0, b.c0) if b.size[p]]
    assert len(up) == 1 and b.top(up[0]) & 15 == base  # (the base card dealt up)
    for s in range(b.t0, b.npiles):
        for d in range(b.t0, b.npiles):
            if s != d:
                assert b.check(s | d << 8 | 1 << 16) is not None  # (no building)
    b = position("corners deal=1\nbase: 5", {"1": "6S", "2": "9H", "h1": "5S", "w": "KD"}, "s")
    n = b.size[STOCK]
    play(b, "1h1")
    assert b.size[b.t0] == 1 and b.size[STOCK] == n - 1  # (the space filled from the stock by itself)
    b = position("corners deal=1\nbase: 5", {"1": "6S", "2": "9H", "h1": "5S", "s": ""}, "w", True)
    play(b, "1h1")
    assert b.size[b.t0] == 0 and reason(b, "w1") is None and reason(b, "21") is None  # (the stock out: any card fills it)


# -- Chinese Klondike: three suits each its own colour (a run of no two of a colour: of no two of a suit) ----------


def test_chinese_klondike_deals_four_three_suit_decks_in_klondikes_triangle_of_twelve():
    quote("Four decks each containing the three suits black spades, red hearts and blue diamonds.")
    quote("Twelve tableau piles with one card in the first pile, two cards in the second, three in the third, and so on.")
    r = find("chinese_klondike")
    b = Board(r, 1)
    assert r.cards() == 156 and r.found == 12
    assert _sizes(b, b.t0, b.npiles) == list(range(1, 13)) and b.size[STOCK] == 156 - 78
    assert {c >> 4 & 7 for c in all_cards(b)} == {3, 2, 1}  # (no clubs)


def test_chinese_klondike_builds_and_moves_runs_of_no_two_cards_of_a_suit():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of a different suit.")
    quote("Groups of cards in sequence down may be moved from one tableau column to another if no two consecutive cards are of the same color.")
    b = position("chinese_klondike deal=1", {"1": "7H 6S 5D", "2": "8D", "3": "8H", "4": "4D"}, "s", True)
    assert reason(b, "12v3") is None  # (the run of three onto the Eight of diamonds: its 7 of hearts another suit)
    assert reason(b, "13v3") is not None  # (onto the Eight of hearts: the same suit)
    assert reason(b, "41") is not None  # (the Four of diamonds on the Five of diamonds: the same suit, blue on blue)
