"""Issue 31's politaire games of "moves of their own" (cat36c's group),
position by position: each dealt as its seed lays it out, its moves legal
and illegal as the seed's sentences say, its goal, the seed checker agreeing
with its record, the record in its family, played by its hints through the
keys with an undo, and its rules screen whole.

Gilbert and Lafayette needed no new mechanism: "Empty spaces in the tableau
may be filled by sevens" is the engine's fill "rank" (Kingsley's Aces), which
the seed checker now reads without an "only"."""

import html
import os
import re
import sys

import pytest

from solitaire.cards import rules as R
from solitaire.cards import text
from solitaire.cards.board import STOCK, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards.legal import stock_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POLITAIRE = os.path.join(REPO, "assets", "seeds", "politaire.txt")  # (the seed as the repository holds it)

FAMILY = {"gilbert": "Gilbert", "lafayette": "Lafayette", "box_kite": "Box Kite", "nationale": "Caprice", "chequers": "Caprice", "cicely": "Tournament", "shamrocks": "Bear River", "crescent": "Crescent", "crescent_four": "Crescent", "rainbow_fan": "Caprice"}  # the seed's Similar Games group each heads
HINT_DEAL = {"lafayette": 3}  # a deal whose hints play on before the device's auto-finish takes over (2 for the others)


def quote(sentence):
    """Checks that the quoted sentence is the seed's own, its HTML's tags
    left out (its copy in assets/seeds/)."""
    if os.path.exists(POLITAIRE):
        with open(POLITAIRE, encoding="utf-8") as f:
            letters = "".join(html.unescape(re.sub(r"<[^>]+>", "", f.read())).split())
        assert "".join(sentence.split()) in letters, sentence  # (spaces aside: the tags split and join words)
    return sentence


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Gilbert and Lafayette: a space takes a Seven ---------------------------------


def test_gilbert_deals_klondikes_triangle_and_eight_empty_foundations():
    quote("Seven tableau piles with one card in the first pile, two cards in the second, three in the third, and so on. "
          "The top card in each pile is dealt face up, all others are face down.")
    b = Board(find("gilbert"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1, 2, 3, 4, 5, 6, 7]
    assert [sum(1 for c in b.cards(p) if not c & FACE_UP) for p in range(b.t0, b.npiles)] == [0, 1, 2, 3, 4, 5, 6]
    assert _sizes(b, b.f0, b.f0 + 8) == [0] * 8
    assert b.size[STOCK] == 52 - 28


def test_gilbert_aces_up_on_foundation_a_kings_down_on_foundation_b():
    quote("Any ace may be moved to any empty pile in foundation A.")
    quote("Any king may be moved to any empty pile in foundation B.")
    b = position("gilbert deal=1", {"1": "AS", "2": "KH", "h2": "AD", "h6": "KC", "3": "2D", "4": "QC"}, "s")
    assert reason(b, "1h1") is None and reason(b, "1h5") is not None  # an Ace only on A
    assert reason(b, "2h5") is None and reason(b, "2h1") is not None  # a King only on B
    assert reason(b, "3h2") is None  # "one higher than the old top card ... and of the same suit"
    assert reason(b, "4h6") is None  # "one lower than the old top card ... and of the same suit"
    assert reason(b, "4h2") is not None


def test_gilbert_a_space_takes_only_a_seven():
    quote("Empty spaces in the tableau may be filled by sevens.")
    b = position("gilbert deal=1", {"w": "7H", "2": "9C"}, "s")
    assert reason(b, "w1") is None
    b = position("gilbert deal=1", {"w": "KH", "2": "9C"}, "s")
    assert reason(b, "w1") is not None  # (a King too: only a Seven)
    b = position("gilbert deal=1", {"w": "8H", "2": "9C"}, "s")
    assert reason(b, "w2") is None and reason(b, "w1") is not None


def test_gilbert_rules_screen_says_the_seven():
    assert "A space takes only a 7." in text.sentences(find("gilbert"))


def test_lafayette_deals_a_reserve_of_thirteen_and_four_piles_of_one():
    quote("There is one reserve, initially containing thirteen cards.  The top card in the pile is dealt face up, all others are face down.")
    quote("Four tableau piles of one card each, splayed downward. All cards are dealt face up.")
    b = Board(find("lafayette"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 4
    assert _sizes(b, b.r0, b.t0) == [13]
    r = b.cards(b.r0)
    assert r[-1] & FACE_UP and not any(c & FACE_UP for c in r[:-1])
    assert b.size[STOCK] == 52 - 17


def test_lafayette_a_space_fills_from_the_reserve_then_takes_only_a_seven():
    quote("Empty spaces in the tableau are automatically filled with a card from the reserve. "
          "If the reserve is empty, then empty spaces in the tableau may be filled by sevens.")
    b = position("lafayette deal=1", {"1": "AS", "2": "9C", "3": "8D", "4": "QH", "r": "5D JC"}, "s")
    play(b, "1h1")
    assert names(b, b.t0) == "JC" and names(b, b.r0) == "5D"  # (the reserve's top card, by itself)
    b = position("lafayette deal=1", {"1": "AS", "2": "9C", "3": "8D", "4": "QH", "w": "7H"}, "s")
    play(b, "1h1")
    assert b.size[b.t0] == 0
    assert reason(b, "w1") is None
    b = position("lafayette deal=1", {"1": "", "2": "9C", "3": "8D", "4": "QH", "w": "6H"}, "s")
    assert reason(b, "w1") is not None


def test_lafayette_builds_down_in_alternate_colours():
    quote("A card may be added onto a tableau pile if it is one lower than  the old top card of the pile and of the opposite color.")
    b = position("lafayette deal=1", {"1": "4H", "2": "3S", "3": "3D", "4": "QH", "r": "5D"}, "s")
    assert reason(b, "21") is None and reason(b, "31") is not None


# -- up or down, a King on an Ace but never an Ace on a King (tab_dir 9) -----------


def test_follows_up_or_down_with_a_king_on_an_ace_one_way():
    """order.follows' tab_dir 9: a rank either way, a King on an Ace, never
    an Ace on a King; the cut unread (the record's tab_wrap is the seed's
    "kings on aces", one way)."""
    from solitaire.cards.notation import parse_card
    from solitaire.cards.order import RING, follows

    def ok(a, b, suit=R.ANY_SUIT):
        return follows(parse_card(a), parse_card(b), 9, suit, RING)

    assert ok("5S", "4H") and ok("5S", "6D") and not ok("5S", "7S") and not ok("5S", "5C")
    assert ok("AS", "KH") and ok("AS", "2C") and not ok("KS", "AH") and ok("KS", "QH")
    assert ok("AS", "KS", R.SAME_SUIT) and not ok("AS", "KH", R.SAME_SUIT)


def test_box_kite_deals_aces_and_kings_up_and_twelve_piles_of_eight():
    quote("An ace is initially dealt to each foundation A pile.")
    quote("A king is initially dealt to each foundation B pile.")
    quote("Twelve tableau piles of eight cards each, splayed downward. The top card in each pile is dealt face up, all others are face down.")
    b = Board(find("box_kite"), 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.f0 + 8)] == [1] * 4 + [13] * 4
    assert _sizes(b, b.t0, b.npiles) == [8] * 12
    assert all(sum(1 for c in b.cards(p) if not c & FACE_UP) == 7 for p in range(b.t0, b.npiles))
    assert b.size[STOCK] == 0


BOX = {"h1": "AS", "h2": "AH", "h3": "AD", "h4": "AC", "h5": "KS", "h6": "KH", "h7": "KD", "h8": "KC"}


def test_box_kite_builds_up_or_down_regardless_of_suit_and_a_king_on_an_ace_one_way():
    quote("A card may be added onto a tableau pile if it is one higher than or one lower than  the old top card of the pile and of any suit.")
    quote("You may also play kings on aces in the tableau.")
    b = position("box_kite deal=1", dict(BOX, **{"1": "5S", "2": "4H", "3": "6C", "4": "7D", "5": "AD", "6": "KC", "7": "QH", "8": "9S"}), "9", True)
    assert reason(b, "21") is None and reason(b, "31") is None  # a 4 or a 6 on the 5, any suit
    assert reason(b, "41") == "Needs 4 or 6"
    assert reason(b, "65") is None  # a King on an Ace
    assert reason(b, "56") == "Needs Queen"  # never an Ace on a King
    assert reason(b, "76") is None


def test_box_kite_spaces_stay_empty_and_one_card_moves_at_a_time():
    quote("Empty spaces in the tableau may not be filled.")
    quote("Only one card may moved at a time, never sequences.")
    b = position("box_kite deal=1", dict(BOX, **{"1": "", "2": "5S 4H", "3": "3C", "4": "6D"}), "9", True)
    assert reason(b, "21") is not None  # (into the space)
    assert reason(b, "23") is None and reason(b, "24") is not None  # the 4 alone, not the run of two


def test_box_kite_foundations_up_from_the_aces_down_from_the_kings_in_suit():
    b = position("box_kite deal=1", dict(BOX, **{"1": "2S", "2": "QH", "3": "2H"}), "9", True)
    assert reason(b, "1h1") is None and reason(b, "3h1") is not None
    assert reason(b, "2h6") is None and reason(b, "2h5") is not None


def test_nationale_plays_up_what_fits_as_it_deals():
    quote("Any card encountered during the deal that can be played to a foundation pile is played there.")
    b = Board(find("nationale"), 1)
    up = sum(b.size[p] for p in range(b.f0, b.f0 + 8))
    assert up > 8 and sum(_sizes(b, b.t0, b.npiles)) == 104 - up
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))


def test_nationale_builds_up_or_down_in_suit_a_king_on_an_ace_and_any_card_into_a_space():
    quote("A card may be added onto a tableau pile if it is one higher than or one lower than  the old top card of the pile and of the same suit.")
    quote("Empty spaces in the tableau may be filled by any card.")
    b = position("nationale deal=1", dict(BOX, **{"1": "5S", "2": "4S", "3": "6H", "4": "AC", "5": "KC", "6": "KH", "7": "", "8": "9D"}), "9", True)
    assert reason(b, "21") is None and reason(b, "31") == "Needs spades"
    assert reason(b, "54") is None and reason(b, "64") == "Needs clubs"
    assert reason(b, "45") is not None  # never an Ace on a King
    assert reason(b, "87") is None


def test_chequers_deals_twenty_five_piles_of_four_and_a_reserve_of_four():
    quote("There is one reserve, initially containing four cards.  The top card in the pile is dealt face up, all others are face down.")
    quote("Twenty-five tableau piles of four cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("chequers"), 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 25 and _sizes(b, b.r0, b.t0) == [4]
    assert _sizes(b, b.f0, b.f0 + 8) == [0] * 8 and b.size[STOCK] == 0


def test_chequers_an_ace_and_a_king_of_each_suit_start_the_halves():
    quote("Any ace may be moved to any empty pile in the ace foundation. Each pile must start with a different suit.")
    quote("Any king may be moved to any empty pile in the king foundation. Each pile must start with a different suit.")
    b = position("chequers deal=1", {"h1": "AS", "h5": "KS", "1": "AS", "2": "KS", "3": "AH", "4": "QS", "5": "2S"}, "9", True)
    assert reason(b, "1h2") is not None and reason(b, "3h2") is None  # (a second Ace of spades: not in the Aces' half)
    assert reason(b, "2h6") is not None and reason(b, "4h5") is None and reason(b, "5h1") is None


def test_chequers_builds_up_or_down_in_suit_and_fills_a_space_from_the_reserve_then_with_any_card():
    quote("Empty spaces in the tableau are automatically filled with a card from the reserve. "
          "If the reserve is empty, then empty spaces in the tableau may be filled by any card.")
    b = position("chequers deal=1", {"1": "AH", "2": "KH", "3": "2C", "4": "3C", "r": "9D 8D"}, "9", True)
    assert reason(b, "21") is None and reason(b, "12") is not None  # a King on an Ace, never an Ace on a King
    assert reason(b, "34") is None and reason(b, "43") is None
    play(b, "1h1")
    assert names(b, b.t0) == "8D" and names(b, b.r0) == "9D"
    b = position("chequers deal=1", {"1": "", "2": "KH", "3": "2C"}, "9", True)
    assert reason(b, "21") is None


# -- a foundation's top card back only across (found_across) ---------------------


def test_cicely_deals_eight_cells_and_eight_piles_of_four():
    quote("Eight cells, each of which initially contains one card")
    quote("Eight tableau piles of four cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("cicely"), 1)
    assert _sizes(b, b.c0, b.r0) == [1] * 8 and _sizes(b, b.t0, b.npiles) == [4] * 8
    assert b.size[STOCK] == 104 - 40


CIC = {"h1": "AS 2S 3S 4S 5S 6S", "h5": "KS QS JS TS 9S 8S 7S", "1": "5H", "2": "7H", "a": "4H"}


def test_cicely_a_foundations_card_goes_across_never_onto_the_tableau_nor_a_cell():
    quote("Cards may be moved back off of any foundation.")
    quote("Cards from the foundation may not be moved to the tableau.")
    quote("Available cards  from the tableau can be played into any cell.")
    b = position("cicely deal=1", dict(CIC, **{"3": "7S"}), "s")
    assert reason(b, "h1h5") is None  # the 6 of spades across onto the 7
    assert reason(b, "h13") is not None  # (the 7 of spades would take it by the build rule)
    assert reason(b, "h1b") is not None  # (an empty cell)


def test_cicely_builds_up_or_down_in_suit_from_piles_and_cells_spaces_stay_empty():
    quote("A card from other tableau piles or the cells may be added onto a tableau pile if it is one higher than or one lower than  "
          "the old top card of the pile and of the same suit.")
    quote("Empty spaces in the tableau may not be filled.")
    b = position("cicely deal=1", dict(CIC, **{"3": "6H", "4": ""}), "s")
    assert reason(b, "a1") is None and reason(b, "31") is None and reason(b, "32") is None
    assert reason(b, "34") is not None  # (a space)


# -- Shamrocks: Baker's Dozen's Kings in La Belle Lucie's fans ---------------------


def test_shamrocks_deals_eighteen_fans_a_king_at_the_bottom_of_its_fan():
    quote("Any king that turns up while dealing to the fan is moved to the bottom of it's stack.")
    for deal in (1, 2, 3):
        b = Board(find("shamrocks"), deal)
        assert _sizes(b, b.t0, b.npiles) == [3] * 17 + [1]
        for p in range(b.t0, b.npiles):
            ranks = [c & 15 for c in b.cards(p)]
            assert ranks == sorted(ranks, key=lambda r: r != 13)  # (the Kings under the rest)


def test_shamrocks_builds_up_or_down_regardless_of_suit_one_card_onto_a_non_empty_fan():
    quote("A card may be added onto a fan pile if it is one higher than or one lower than  the old top card of the pile and of any suit.")
    quote("Cards on the fan that are not under another card are available for play onto the foundation or any non-empty fan pile.")
    b = position("shamrocks deal=1", {"1": "7S", "2": "6H", "3": "8C", "4": "", "5": "KD", "6": "AC", "7": "5C 6D"}, "9", True)
    assert reason(b, "21") is None and reason(b, "31") is None and reason(b, "23") is not None
    assert reason(b, "24") is not None  # (a space stays empty)
    assert reason(b, "56") is not None and reason(b, "65") is not None  # (no corner)
    assert reason(b, "71") is None  # (the 6 of diamonds onto the 7)


# -- Crescent's rotations (redeal_how rotate_up: redeal.py) ---------------------------


@pytest.mark.parametrize("gid, times", [("crescent", 3), ("crescent_four", 4)])
def test_crescent_rotates_each_piles_bottom_card_to_its_top_so_many_times_and_undoes(gid, times):
    quote("You may rotate the cards in the tableau %d times in the course of the game." % times)
    quote("In a rotation, the bottom card from each stack is moved to the top of that stack, leaving the other cards in their original order.")
    b = Board(find(gid), 1)
    before = [names(b, p) for p in range(b.t0, b.npiles)]
    for _ in range(times):
        m = stock_move(b)
        assert b.check(m) is None
        b.apply(m)
    after = [names(b, p) for p in range(b.t0, b.npiles)]
    turned = [" ".join(p.split()[times:] + p.split()[:times]) for p in before]  # (each pile's bottom card to its top, times over)
    assert after == turned
    assert b.check(stock_move(b)) is not None  # (no more)
    for _ in range(times):
        b.undo()
    assert [names(b, p) for p in range(b.t0, b.npiles)] == before
    _round_trip(b)


def test_crescent_deals_aces_and_kings_up_and_sixteen_piles_of_six():
    quote("Sixteen tableau piles of six cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("crescent"), 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.f0 + 8)] == [1] * 4 + [13] * 4
    assert _sizes(b, b.t0, b.npiles) == [6] * 16


def test_crescent_foundation_cards_go_across_not_down_and_the_piles_build_both_ways_in_suit():
    quote("Cards may be moved back off of any foundation.")
    quote("A card from other tableau piles may be added onto a tableau pile if it is one higher than or one lower than  "
          "the old top card of the pile and of the same suit.")
    b = position("crescent deal=1", {"h1": "AS 2S 3S 4S 5S 6S", "h5": "KS QS JS TS 9S 8S 7S", "1": "7S", "2": "AH", "3": "KH", "4": "QH", "5": ""}, "9", True)
    assert reason(b, "h1h5") is None and reason(b, "h11") is not None
    assert reason(b, "32") is None and reason(b, "23") is not None  # a King on an Ace, never an Ace on a King
    assert reason(b, "43") is None and reason(b, "45") is not None  # (a space stays empty)


def test_crescent_rules_screen_says_the_rotations():
    assert "Rotate three times (select the stock's place): each pile's bottom card goes to its top, the others kept in order." in text.sentences(find("crescent"))


def test_rainbow_fan_rotates_each_piles_top_card_to_its_bottom_with_the_stock_still_there():
    quote("You may rotate the cards in the tableau 3 times in the course of the game.")
    quote("In a rotation, the top card from each stack is moved to the bottom of that stack, leaving the other cards in their original order.")
    quote("Cards cannot be manually removed from the stock.")
    b = Board(find("rainbow_fan"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 20 and b.size[STOCK] == 104 - 68
    before = [names(b, p) for p in range(b.t0, b.npiles)]
    stock = b.cards(STOCK)
    m = stock_move(b)
    assert b.check(m) is None  # (the press on the stock's place rotates: nothing is dealt from it)
    b.apply(m)
    assert [names(b, p) for p in range(b.t0, b.npiles)] == [" ".join(p.split()[-1:] + p.split()[:-1]) for p in before]
    assert b.cards(STOCK) == stock
    b.undo()
    assert [names(b, p) for p in range(b.t0, b.npiles)] == before and b.cards(STOCK) == stock


def test_rainbow_fan_fills_a_space_from_the_stock_by_itself_then_leaves_it_empty():
    quote("Empty spaces in the tableau are automatically filled with a card from the stock. "
          "If the stock is empty, then empty spaces in the tableau may not be filled.")
    b = position("rainbow_fan deal=1", {"h1": "AS", "h5": "KS", "1": "2S", "2": "5H", "s": "#9D"}, "9", True)
    play(b, "1h1")
    assert names(b, b.t0) == "9D" and b.size[STOCK] == 0
    b = position("rainbow_fan deal=1", {"h1": "AS 2S", "h5": "KS", "1": "3S", "2": "4S"}, "9", True)
    play(b, "1h1")
    assert b.size[b.t0] == 0 and reason(b, "21") is not None
