"""Issue 31's last politaire games of cat36d, each held to its seed section
(``assets/seeds/politaire.txt``), position by position: a legal and an
illegal move for each rule the text states, the deal, the goal, the seed
checker agreeing, the rules screen whole, the hints played through the keys.

Castle's End: Chessboard with a two-card reserve, its "You may also play
the maximum card on the base card in the tableau" read as it says (``tab_dir``
13, ``order.follows``: the ranks run from the foundations' base round to the
rank below it, which also goes on a base card, never a base card on it); its
seed deals 54 cards of 52, played by its repair (``seed_rules.REPAIRS``:
every tableau pile five cards).

Grandfather: Father with twenty piles whose spaces fill from the stock by
themselves; once the stock is out a space takes any card, and a space left
then fills from the stock once the waste is turned over again, the game's
own move (``autofill`` 9, ``auto.forced_move``)."""

import os
import sys

import pytest

from solitaire.cards import auto, text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import F_AUTO
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole, said  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "seeds", "politaire.txt")
FAMILY = {"castles_end": "Baker's Dozen", "grandfather": "Boulevard"}  # the family each one's play belongs to (the seed's Similar Games)
GAMES_HERE = tuple(FAMILY)


def seed_says(sentence):
    return said(sentence, POLITAIRE)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_checker_agrees_with_the_record_and_it_sits_in_its_family(seeds, gid):
    fields, why = S.rules_fields(seeds[gid])
    assert why == []
    assert S.check(seeds[gid], find(gid)) == []
    assert [e for e in BC.load() if e.id == gid][0].family == FAMILY[gid]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 2, 5)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    rules_whole(gid)


# -- Castle's End -----------------------------------------------------------------

CASTLE = {"1": "5H", "2": "4H", "3": "6H", "4": "3H", "5": "KS", "6": "AS", "7": "4C", "8": "QS", "9": "", "a": "2S", "b": "9D"}  # (the rest on pile 0)


def test_castles_end_deals_ten_piles_of_five_face_up_and_two_reserves_of_one():
    """"There are two reserves, initially containing one card each ... Ten
    tableau piles ... All cards are dealt face up": the seed's first two
    piles of six would make 54 cards of 52, so every pile has five (the
    repair: Chessboard's 52 cards, two of them in the reserve)."""
    seed_says("There are <b>two reserves</b>, initially containing <b>one card</b> each.")
    r = find("castles_end")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [5] * 10 and _sizes(b, b.r0, b.t0) == [1, 1]
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert sum(_sizes(b, b.f0, b.c0)) == 0 and b.base == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_castles_end_the_first_card_up_sets_the_base_of_every_foundation():
    """"The first card moved to an empty foundation pile may be any card.
    The rank of this card then becomes the base value for all the foundation
    piles"; then up in suit."""
    seed_says("The first card moved to an empty foundation pile may be any card.")
    b = position("castles_end deal=1", CASTLE, "0", True)
    play(b, "1h")  # the 5 of hearts up: any card may be first
    assert b.base == 5
    assert reason(b, "3h") is None  # the 6 of hearts on it
    assert reason(b, "7h") is not None  # the 4 of clubs: not the base rank
    b.undo()
    assert b.base == 0 and reason(b, "7h") is None  # (the move taken back, any card again)


def test_castles_end_builds_up_or_down_in_suit_and_the_rank_below_the_base_on_a_base_card():
    """"A card may be added onto a tableau pile if it is one higher than or
    one lower than the old top card of the pile and of the same suit ... You
    may also play the maximum card on the base card in the tableau": with
    the base a 5, the 4 (the highest) goes on a 5, a 5 never on a 4, and
    King and Ace are neighbours both ways."""
    seed_says("You may also play the maximum card on the base card in the tableau.")
    b = position("castles_end deal=1\nbase: 5", dict(CASTLE, h1="5D"), "0", True)
    assert reason(b, "31") is None  # the 6 of hearts on the 5: up
    assert reason(b, "24") is None  # the 4 of hearts on the 3: up
    assert reason(b, "21") is None  # the 4 (the highest) on the 5 (the base)
    assert reason(b, "12") == "Does not fit there"  # the base card on the highest: never
    assert reason(b, "56") is None and reason(b, "65") is None  # the King on the Ace, the Ace on the King (spades)
    assert reason(b, "71") is not None  # the 4 of clubs on the 5 of hearts: not in suit
    moves = b.legal_moves(b.t0 + 1) + b.legal_moves(b.t0)  # (the list a hint and the solver search: the same rule)
    assert (b.t0 + 1) | b.t0 << 8 | 1 << 16 in moves and b.t0 | (b.t0 + 1) << 8 | 1 << 16 not in moves


def test_castles_end_with_aces_as_base_a_king_goes_on_an_ace_never_an_ace_on_a_king():
    b = position("castles_end deal=1\nbase: A", dict(CASTLE, h1="AD"), "0", True)
    assert reason(b, "56") is None  # the King (the highest) on the Ace (the base)
    assert reason(b, "65") == "Does not fit there"
    moves = b.legal_moves(b.t0 + 4)
    assert (b.t0 + 4) | (b.t0 + 5) << 8 | 1 << 16 in moves  # (the move list asks round the corner too)


def test_castles_end_reserve_cards_play_and_take_nothing():
    """"It is not possible to move any cards into the reserves. The top card
    of each reserve can be played to the tableau or the foundation"."""
    seed_says("It is not possible to move any cards into the reserves.")
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D"), "0", True)
    assert reason(b, "ah") is None  # the 2 of spades up: the base's rank, to an empty foundation
    assert reason(b, "a1") is not None  # not on the 5 of hearts
    assert reason(b, "ab") is not None and reason(b, "1a") is not None  # nothing onto a reserve
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D", a="JS"), "0", True)
    assert reason(b, "a8") is None  # the Jack of spades on the Queen: down in suit
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D", a="3D"), "0", True)
    assert reason(b, "ah") is None  # the 3 of diamonds on the 2


def test_castles_end_a_space_takes_any_card_and_the_goal_is_the_foundations():
    """"Empty spaces in the tableau may be filled by any card"."""
    b = position("castles_end deal=1", dict(CASTLE, **{"9": ""}), "0", True)
    assert reason(b, "89") is None  # the Queen of spades into the space
    assert not b.won()
    assert "Goal: every card to the foundations." in text.sentences(find("castles_end"))


# -- Grandfather -------------------------------------------------------------------

def _forced(b):
    """Makes the game's own moves, as ``Play.after_move`` does."""
    m = auto.forced_move(b)
    while m is not None:
        b.apply(m, True)
        m = auto.forced_move(b)


def test_grandfather_deals_twenty_piles_of_one_and_the_rest_to_the_stock():
    """"Twenty tableau piles of one card each ... All cards are dealt face
    up ... The remaining cards form the stock"."""
    seed_says("<b>Twenty</b> tableau piles of <b>one</b> card each, splayed downward.")
    r = find("grandfather")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 20 and b.size[STOCK] == 84 and b.size[WASTE] == 0
    assert sum(_sizes(b, b.f0, b.c0)) == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_grandfather_the_waste_card_goes_on_any_pile_a_piles_card_only_up_or_into_a_space():
    """"Cards from the waste may be added to the tableau regardless of suit or
    rank ... Cards from other tableau piles may not be moved to the tableau.
    Cards on the tableau that are not under another card are available for
    play onto the foundation or any empty tableau pile"."""
    seed_says("Cards from other tableau piles may not be moved to the tableau.")
    b = position("grandfather deal=1", {"1": "AH", "2": "7C", "3": "QD", "w": "9S"}, "s")
    assert reason(b, "w2") is None and reason(b, "w3") is None  # the 9 of spades onto any card
    assert reason(b, "23") is not None  # a pile's card onto another: never
    assert reason(b, "1h") is None  # the Ace up
    b = position("grandfather deal=1", {"1": "AH", "2": "7C", "3": "KD", "s": "", "4": ""}, "w", True)
    assert reason(b, "24") is None  # into a space, once the stock is out


def test_grandfather_a_space_fills_from_the_stock_by_itself():
    """"Empty spaces in the tableau are automatically filled with a card
    from the stock"."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the stock.")
    b = position("grandfather deal=1", {"1": "AH", "s": "#5C #4D"}, "w", True)
    play(b, "1h")
    assert names(b, b.t0) == "4D" and b.size[STOCK] == 1
    b.undo()
    assert names(b, b.t0) == "AH" and b.size[STOCK] == 2


def test_grandfather_a_space_left_while_the_stock_was_out_fills_once_the_waste_is_turned_over():
    """"If the stock is empty, then empty spaces in the tableau may be
    filled by any card ... Two passes through the stock are permitted": a
    space left empty then is still a space the stock fills by itself, so it
    fills from the stock made again of the waste (the game's own move, undone
    with the turn)."""
    seed_says("If the stock is empty, then empty spaces in the tableau may be filled by <b>any card</b>.")
    b = position("grandfather deal=1", {"1": "AH", "2": "KS", "s": ""}, "w", True)  # (piles 3 to 20 empty too)
    play(b, "1h")
    play(b, "2h")
    assert _sizes(b, b.t0, b.npiles) == [0] * 20  # (no stock: the spaces stay)
    assert auto.forced_move(b) is None
    waste = b.size[WASTE]
    b.apply(b.stock_move())  # the waste turned over: the stock again
    _forced(b)
    assert _sizes(b, b.t0, b.npiles) == [1] * 20 and b.size[STOCK] == waste - 20
    assert b.last_flags() & F_AUTO  # (the game's own moves)
    while b.last_flags() & F_AUTO:  # (B takes them back with the turn: Play.undo)
        b.undo()
    b.undo()
    assert b.size[b.t0] == 0 and b.size[WASTE] == waste and b.size[STOCK] == 0
    assert "a space left then fills from the stock once the waste is turned over" in " ".join(text.sentences(find("grandfather")))
