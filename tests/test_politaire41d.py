"""Issue 31's politaire games of cat41d's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Backbone: Canfield's play in suit over two decks, eight foundations, eight
piles of one card, two passes; its backbone, "two piles of eleven cards"
and "one card ... covering both", is the engine's three reserve piles dealt
11, 1, 11 (Rules.extra's place 64, backbone: board.py's deal), the forks'
top cards playing only once the card between them is gone (legal.check)."""

import os
import sys

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.legal import legal_moves
from solitaire.cards.piles import encode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import play, position, reason  # noqa: E402
from test_politaire36c import quote  # noqa: E402


FAMILY = {"backbone": "Backbone"}  # the seed's Similar Games group each heads or joins


# -- Backbone: a forked reserve, two piles under the card covering both ----------


def test_backbone_deals_two_piles_of_eleven_and_one_card_covering_both_all_face_up():
    quote("The backbone contains twenty-three cards. First, two piles of eleven cards each are dealt in a row. Then, one card is dealt covering both. All cards are dealt face up.")
    quote("Eight tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("The remaining cards form the stock and there is one waste pile.")
    r = find("backbone")
    b = Board(r, 1)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [11, 1, 11]
    assert all(c & 0x80 for p in range(b.r0, b.t0) for c in b.cards(p))
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 8 and b.size[STOCK] == 104 - 23 - 8 and not b.size[WASTE]
    assert r.found == 8 and r.sets == 8
    words = " ".join(text.sentences(r))
    assert "two piles of 11 cards" in words and "one card covering both" in words


def test_backbone_forks_play_only_once_the_card_covering_both_is_gone():
    quote("Cards on the backbone that are not under another card are available for play onto the foundation, any tableau pile or any other exposed backbone card.")
    b = position("backbone", {"a": "3S 9D", "b": "AH", "c": "4C AS", "1": "TD", "h1": "AC"}, "s")
    assert reason(b, "ah") == "Under the backbone's card" and reason(b, "a1") == "Under the backbone's card"  # (the 9 of diamonds would fit the 10 but lies under the Ace of hearts)
    assert reason(b, "ch") is not None
    moves = legal_moves(b)
    assert not [m for m in moves if m & 0xFF in (b.r0, b.r0 + 2)]  # (the hints and the game's own moves ask legal_moves and check)
    assert reason(b, "bh") is None  # (the card covering both plays)
    play(b, "bh")
    assert reason(b, "a1") is None and reason(b, "ch") is None  # (both forks open at once)
    b.undo()
    assert reason(b, "a1") == "Under the backbone's card"  # (undo covers them again)


def test_backbone_builds_nothing_and_its_spaces_stay_empty():
    quote("No building is permitted on the backbone")
    quote("Empty spaces in the backbone may not be filled.")
    b = position("backbone", {"a": "3S", "b": "9D", "c": "4C 8D", "1": "TD", "2": "9H", "w": "7D"}, "s")
    assert reason(b, "2b") is not None and reason(b, "wb") is not None  # (nothing onto the backbone's card)
    play(b, "b1")
    assert b.size[b.r0 + 1] == 0
    assert reason(b, "2b") is not None and reason(b, "wb") is not None and reason(b, "ab") is not None  # (its emptied place takes nothing)
    assert reason(b, "c1") is None  # (the 8 of diamonds, uncovered, on the 9)


def test_backbone_tableau_builds_down_in_suit_any_card_into_a_space_and_runs_as_spaces_allow():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the same suit.")
    quote("Empty spaces in the tableau may be filled by any card.")
    quote("Technically, only one card may be moved at a time, but since supermoves are enabled politaire will allow you to move sequences when there are enough empty tableau columns so that it would be possible to achieve the same end by a sequence of single card moves.")
    b = position("backbone", {"b": "KD", "1": "TS 9S 8S", "2": "JS", "3": "9H", "6": "8H", "7": "5C", "8": "4D"}, "s")
    assert reason(b, "12v3") is None  # (the run of three onto the Jack: the two spaces would let it move card by card)
    assert reason(b, "63") is None and reason(b, "36") is not None and reason(b, "32") is not None  # (down in suit only)
    assert reason(b, "87") is not None  # (down, but not in suit)
    assert reason(b, "b4") is None and reason(b, "34") is None  # (any card into a space, the backbone's too)
    play(b, "b4")
    assert reason(b, "12v3") is not None and reason(b, "12v2") is not None  # (one space left: room for a run of two, and the 9 of spades leads none onto the Jack)


def test_backbone_foundations_build_up_in_suit_from_any_ace_and_the_waste_card_plays_two_passes():
    quote("Any ace may be moved to any empty pile in the foundation.")
    quote("A card may be added onto a foundation pile if it is one higher than the old top card of the pile and of the same suit.")
    quote("Each time you click on the stock, one card will be dealt from the stock to the waste. Two passes through the stock are permitted.")
    quote("The top card of the waste is available for play to the tableau or the foundation.")
    b = position("backbone", {"b": "KD", "1": "2S", "2": "3H", "w": "AS", "s": "9C 8C"}, "3", True)
    assert reason(b, "wh") is None
    play(b, "wh")
    assert reason(b, "1h") is None and reason(b, "2h") is not None  # (the 2 of spades on its Ace; the 3 of hearts not)
    play(b, "s s")
    assert b.size[STOCK] == 0 and reason(b, "w2") is not None and reason(b, "w4") is None  # (a club on the 3 of hearts never; into a space, yes)
    assert b.check(b.stock_move()) is None  # (the waste turned over: the second pass)
    play(b, "s s s")
    assert b.size[STOCK] == 0 and b.check(b.stock_move()) == "No more passes"  # (no third)
