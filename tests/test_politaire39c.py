"""Issue 31's politaire games of "moves of their own" (cat39c's group),
position by position: each dealt as its seed lays it out, its moves legal
and illegal as the seed's sentences say, the seed checker agreeing with its
record, the record in its family, played by its hints through the keys with
an undo, and its rules screen whole.

Whitehorse: Klondike's building over seven piles of one card, a space
filled by itself from the waste, else one card from the stock though the
stock deals three (autofill "waste"), a King once both are out.

Single Left: Klondike's triangle, one pass a card at a time, a space
filled from the stock by itself, once the stock is out from the next pile's
top card, else the waste's (the seed's "undefined" read as Moving Left's
Description's next column: Rules.extra's place 51, left, the game's own
move, after.forced_move), then only a King. Trigon Left: Single Left's fill,
building in suit, passes without limit. Moving Left and Triple Left: Single
Left's record with two decks and ten piles, three and twelve."""

import os
import sys

import pytest

from solitaire.cards import auto, text
from solitaire.cards import after as cafter
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.piles import encode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402
from test_politaire36c import quote  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402


FAMILY = {"whitehorse": "Klondike", "single_left": "Klondike", "trigon_left": "Klondike", "moving_left": "Klondike", "triple_left": "Klondike"}  # the seed's Similar Games group each heads


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Whitehorse: spaces that fill by themselves from the waste, else the stock ----------


def test_whitehorse_deals_seven_face_up_cards_and_a_stock_dealing_three_over_unlimited_passes():
    quote("Seven tableau piles of one card each, splayed downward.")
    quote("Each time you click on the stock, three cards will be dealt from the stock to the waste.")
    quote("Unlimited passes through the stock are permitted.")
    r = find("whitehorse")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 7 and b.size[STOCK] == 45
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    play(b, "s")
    assert b.size[WASTE] == 3 and b.size[STOCK] == 42
    for _ in range(3):  # (three passes and the turns between them: never refused)
        while b.size[STOCK]:
            play(b, "s")
        assert b.size[WASTE] == 45
        play(b, "s")
        assert b.size[STOCK] == 45 and b.size[WASTE] == 0
    assert r.passes == 0 and "as often as you like" in " ".join(text.sentences(r))


def test_whitehorse_builds_down_in_alternate_colours_runs_moving_as_one():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the opposite color.")
    quote("Groups of cards in sequence down may be moved from one tableau column to another if the cards are alternately red and black.")
    b = position("whitehorse deal=1", {"1": "TS", "2": "9H 8C", "3": "9D", "4": "TH", "w": "5C"}, "s")
    assert reason(b, "21") is None  # (9H 8C onto the black Ten together)
    assert reason(b, "34") is not None  # (the 9 of diamonds on the 10 of hearts: both red)


def test_whitehorse_a_space_fills_from_the_waste_by_itself():
    quote("Empty spaces in the tableau are automatically filled with a card from the waste.")
    b = position("whitehorse deal=1", {"h1": "AS", "1": "2S", "2": "9H", "w": "5D 7C"}, "s")
    n = b.size[STOCK]
    play(b, "1h")
    assert names(b, b.t0) == "7C" and names(b, WASTE) == "5D" and b.size[STOCK] == n
    b.undo()
    assert names(b, b.t0) == "2S" and names(b, WASTE) == "5D 7C"


def test_whitehorse_a_space_takes_one_card_of_the_stock_while_the_waste_is_empty():
    quote("If the waste is empty, then it is filled with a card from the stock.")
    b = position("whitehorse deal=1", {"h1": "AS", "1": "2S", "2": "9H"}, "s")
    n = b.size[STOCK]
    top = b.cards(STOCK)[-1] & 0x7F
    play(b, "1h")
    assert b.size[b.t0] == 1 and b.size[STOCK] == n - 1  # (one card, though a press deals three)
    assert b.cards(b.t0)[0] & 0x7F == top and b.cards(b.t0)[0] & 0x80 and b.size[WASTE] == 0


def test_whitehorse_a_space_takes_only_a_king_once_the_stock_and_waste_are_out():
    quote("If the stock is empty, then empty spaces in the tableau may be filled by kings only.")
    b = position("whitehorse deal=1", {"h1": "AS", "1": "2S", "2": "KD", "3": "QC"}, "4", True)
    assert b.size[STOCK] == 0 and b.size[WASTE] == 0
    play(b, "1h")
    assert b.size[b.t0] == 0  # (nothing left to fill it)
    assert reason(b, "31") is not None  # (a Queen: not into a space)
    assert reason(b, "21") is None


def test_whitehorse_is_not_finished_by_itself_while_the_stock_or_waste_holds_cards():
    """Its piles of one card are runs from the deal on, yet a card the
    auto-finish needs may stay buried in a stock dealing three: the finish
    waits for the stock and waste to be out (``auto.can_finish``)."""
    b = Board(find("whitehorse"), 1)
    assert not auto.can_finish(b)
    b = position("whitehorse deal=1", {"h1": "AS", "1": "2S", "2": "KD", "3": "QC", "4": "JD", "5": "TC"}, "w", True)
    assert b.size[STOCK] == 0 and not auto.can_finish(b)  # (the waste's cards left, the stock out)


# -- Single Left: a space filled from the next column ----------


def own_moves(b):
    """Makes the game's own moves, as the device does after each move
    (``play.after_move``): gets them."""
    made = []
    m = cafter.forced_move(b)
    while m is not None:
        b.apply(m, True)
        made.append(m)
        m = cafter.forced_move(b)
    return made


@pytest.mark.parametrize("gid, decks, piles", [("single_left", 1, 7), ("moving_left", 2, 10), ("triple_left", 3, 12)])
def test_the_left_games_deal_klondikes_triangle_and_one_pass_a_card_at_a_time(gid, decks, piles):
    quote({1: "One standard deck.", 2: "Two standard decks.", 3: "Three standard decks."}[decks])
    quote("The top card in each pile is dealt face up, all others are face down.")
    quote("Each time you click on the stock, one card will be dealt from the stock to the waste. Only one pass through the stock is permitted.")
    r = find(gid)
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == list(range(1, piles + 1)) and b.c0 - b.f0 == 4 * decks
    assert b.size[STOCK] == 52 * decks - piles * (piles + 1) // 2 and r.draw == 1 and r.passes == 1
    while b.size[STOCK]:
        play(b, "s")
    assert b.check(b.stock_move()) is not None  # (no second pass)


def test_single_left_a_space_fills_from_the_stock_while_it_lasts():
    quote("Empty spaces in the tableau are automatically filled with a card from the stock.")
    b = position("single_left deal=1", {"h1": "AS", "1": "2S", "2": "9H"}, "s")
    top = b.cards(STOCK)[-1] & 0x7F
    n = b.size[STOCK]
    play(b, "1h")
    assert b.size[b.t0] == 1 and b.cards(b.t0)[0] & 0x7F == top and b.size[STOCK] == n - 1
    assert own_moves(b) == []  # (the next column's turn comes once the stock is out)


def test_single_left_once_the_stock_is_out_a_space_takes_the_next_columns_top_card():
    quote("If the stock is empty, then it is filled with a card from the undefined.")
    quote("Thomas Warfield's one-deck version of Moving Left.")
    quote("A variant of Gargantua or Double Klondike where empty spaces are automatically filled from the next column.")  # (Moving Left's Description: "the undefined" read so)
    b = position("single_left deal=1", {"h1": "AS", "1": "2S", "2": "#3D 9H 8C", "3": "KD", "4": "KH", "5": "KC", "6": "KS", "7": "QD"}, "w", True)
    assert b.size[STOCK] == 0
    play(b, "1h")
    assert own_moves(b) == [encode(b.t0 + 1, b.t0, 1)]
    assert names(b, b.t0) == "8C" and names(b, b.t0 + 1) == "#3D 9H"  # (the top card alone moves left)
    b.undo()
    assert names(b, b.t0 + 1) == "#3D 9H 8C" and b.size[b.t0] == 0


def test_single_left_the_space_moves_right_pile_by_pile_to_the_waste():
    quote("If the undefined is empty, then it is filled with a card from the waste.")
    piles = {"h1": "AS", "1": "2S", "2": "9H", "3": "8C", "4": "KD", "5": "KH", "6": "KC", "7": "QS"}
    b = position("single_left deal=1", piles, "w", True)
    w = b.top(WASTE) & 0x7F
    n = b.size[WASTE]
    play(b, "1h")
    assert len(own_moves(b)) == 7  # (each pile's one card a pile left, the last pile's from the waste)
    assert [names(b, p) for p in range(b.t0, b.npiles - 1)] == ["9H", "8C", "KD", "KH", "KC", "QS"]
    assert b.size[b.npiles - 1] == 1 and b.top(b.npiles - 1) & 0x7F == w and b.size[WASTE] == n - 1  # (no next column: the waste's top card)


def test_single_left_once_the_waste_is_out_too_a_space_takes_only_a_king():
    quote("If the stock is empty, then empty spaces in the tableau may be filled by kings only.")
    b = position("single_left deal=1", {"h1": "AS", "1": "QD", "2": "KD", "3": "KH", "4": "KS", "6": "KC", "7": "2S"}, "5", True)
    assert b.size[STOCK] == 0 and b.size[WASTE] == 0
    play(b, "7h")
    assert own_moves(b) == [] and b.size[b.npiles - 1] == 0  # (no next column, no waste: it stays empty)
    assert reason(b, "17") is not None  # (a Queen)
    assert reason(b, "67") is None


# -- Trigon Left: Single Left's fill, in suit, passes without limit ----------


KINGS = {"2": "#3D KD", "3": "KH", "4": "KS", "5": "KC", "6": "QD", "7": "QH"}


def test_trigon_left_builds_down_in_suit_and_turns_the_waste_over_without_limit():
    quote("A blend of Trigon and Moving Left.")
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the same suit.")
    quote("Unlimited passes through the stock are permitted.")
    b = position("trigon_left deal=1", {"1": "9S", "2": "8S", "3": "8C", "4": "KD", "5": "KH", "6": "KS", "7": "KC"}, "s")
    assert reason(b, "21") is None and reason(b, "31") is not None  # (the 8 of clubs on the 9 of spades: not in suit)
    r = find("trigon_left")
    assert r.passes == 0
    b = Board(r, 1)
    for _ in range(3):
        while b.size[STOCK]:
            play(b, "s")
        play(b, "s")
        assert b.size[STOCK] == 24 and b.size[WASTE] == 0


def test_trigon_left_a_space_takes_the_next_columns_card_once_the_stock_is_out_and_the_stocks_again_after_a_turn():
    quote("If the stock is empty, then it is filled with a card from the undefined.")
    quote("If the waste is empty, then it is filled with a card from the stock.")
    b = position("trigon_left deal=1", dict(KINGS, **{"h1": "AS", "1": "2S"}), "w", True)
    assert b.size[STOCK] == 0
    play(b, "1h")
    assert own_moves(b) == [encode(b.t0 + 1, b.t0, 1)] and names(b, b.t0) == "KD" and names(b, b.t0 + 1) == "3D"  # (the card under it turned up)
    b = position("trigon_left deal=1", dict(KINGS, **{"h1": "AS", "1": "2S"}), "w", True)
    play(b, "s")  # (the waste turned over: the stock again)
    top = b.cards(STOCK)[-1] & 0x7F
    play(b, "1h")
    assert own_moves(b) == [] and b.cards(b.t0)[0] & 0x7F == top  # (from the stock, by itself)


def test_the_solver_keeps_the_left_games_piles_in_their_order():
    """Two positions with the same piles in another order differ where a
    space takes the next pile's card: ``solve._key`` keeps them apart."""
    import solve

    b = Board(find("single_left"), 1)
    assert not solve._alike(b) and solve._alike(Board(find("klondike"), 1))
