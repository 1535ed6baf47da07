"""Issue 31's games of several areas (cat37b), position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (quoted, and checked against the seed file), the seed checker
agreeing with its record, the menu's family, a deal played by its hints
through the keys with an undo, and its rules screen whole.

The readings of the seed that make them records:

- No tableau at all, the stock, the waste and the foundations alone (Robert,
  Contradance): the engine's tableau of no piles, building nothing
  (``seed_rules._derive``), as Betsy Ross's; the waste's card plays only up.
- A storehouse (Double Storehouse) is Canfield's reserve by another name: its
  top card face up, playing to the tableau or up, and filling the tableau's
  spaces by itself while it lasts (``seed_rules.RESERVE_NAMES``)."""

import os
import re
import subprocess
import sys

import pytest

from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(REPO, "assets", "seeds", "politaire.txt")
# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {"robert": "All in a Row", "contradance": "Captive Queens", "double_storehouse": "Double Storehouse"}
GAMES_HERE = tuple(FAMILY)
# the deal each is played through the keys by its hints, and the moves it makes at least
HINTED = {"robert": (1, 3), "contradance": (1, 3), "double_storehouse": (2, 10)}

_SEED_TEXT = []


def seed_says(sentence):
    """Checks that the quoted sentence is the seed's own, its HTML's tags
    taken out."""
    if not _SEED_TEXT:
        with open(POLITAIRE, encoding="utf-8") as f:
            _SEED_TEXT.append(" ".join(re.sub(r"<[^>]*>", "", f.read()).split()))
    words = " ".join(sentence.split())
    assert words in _SEED_TEXT[0] or words.rstrip(".") in _SEED_TEXT[0], sentence


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_checker_agrees_with_the_record(seeds, gid):
    """Every sentence of the game's seed section read, every field agreeing."""
    assert S.check(seeds[gid], find(gid)) == []
    assert S.rules_fields(seeds[gid])[1] == []


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_menu_lists_it_in_its_family(seeds, gid):
    e = [e for e in BC.load() if e.id == gid][0]
    assert e.family == FAMILY[gid] == seeds[seeds[gid].family].name
    out = subprocess.run([sys.executable, "-m", "sim", "list", "--family", FAMILY[gid]], cwd=REPO, capture_output=True, text=True).stdout
    assert gid in [line.split()[0] for line in out.splitlines()]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_each_deals_every_card_once_and_reads_back(gid):
    r = find(gid)
    b = Board(r, 3)
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, *HINTED[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_rules_screen_is_whole_sentences(gid):
    rules_whole(gid)


# -- no tableau: the stock, the waste and the foundations ----------------------


def test_the_checker_reads_a_game_of_no_tableau_as_the_engines_empty_row(seeds):
    """A game whose piles are the stock, the waste and the foundations is
    the engine's tableau of no piles; one with other piles besides and no
    tableau is still refused (Escalator's pyramid)."""
    fields, why = S.rules_fields(seeds["robert"])
    assert why == [] and fields["deal"] == () and fields["tab_suit"] == 5  # (NO_BUILD)
    assert "no tableau" in S.rules_fields(seeds["escalator"])[1]


def test_robert_deals_everything_to_the_stock():
    """"The remaining cards form the stock and there is one waste pile." No
    other pile: no card dealt, the one foundation empty."""
    seed_says("An nearly unwinnable game with no tableau.")
    b = Board(find("robert"), 1)
    assert b.t0 == b.npiles and b.c0 - b.f0 == 1
    assert b.size[STOCK] == 52 and b.size[WASTE] == 0 and b.size[b.f0] == 0


def test_robert_builds_up_or_down_round_the_corner_from_any_first_card():
    """"A card may be added onto the foundation pile if it is one higher than
    or one lower than the old top card of the pile and of any suit." "You may
    wrap on the foundation so you can play an ace on a king or a king on an
    ace." The seed names no first card: the empty pile takes any (as All in
    a Row's)."""
    seed_says("A card may be added onto the foundation pile if it is one higher than or one lower than the old top card of the pile and of any suit.")
    seed_says("You may wrap on the foundation so you can play an ace on a king or a king on an ace.")
    assert reason(position("robert deal=1", {"w": "7D"}, "s"), "wh") is None  # (any card first)
    for top, ok, bad in (("7S", ("6H", "8C"), ("7H", "9D", "5C")), ("KS", ("AH", "QD"), ("JC",)), ("AS", ("KH", "2D"), ("3C",))):
        for card in ok:
            assert reason(position("robert deal=1\nbase: " + top[0], {"h1": top, "w": card}, "s"), "wh") is None, (top, card)
        for card in bad:
            assert reason(position("robert deal=1\nbase: " + top[0], {"h1": top, "w": card}, "s"), "wh") is not None, (top, card)


def test_robert_the_waste_turns_over_twice():
    """"Three passes through the stock are permitted." "The top card of the
    waste is available for play to the foundation": nowhere else, there
    being no other pile."""
    seed_says("Each time you click on the stock, one card will be dealt from the stock to the waste. Three passes through the stock are permitted.")
    b = Board(find("robert"), 1)
    for n in range(2):
        for _ in range(52):
            play(b, "s")
        assert b.size[STOCK] == 0 and b.recycles == n
        assert reason(b, "s") is None
        play(b, "s")  # (the waste turned over)
    for _ in range(52):
        play(b, "s")
    assert reason(b, "s") is not None  # (a third pass was the last)


def test_robert_the_stuck_check_sees_a_first_card_going_up():
    """With no base yet the empty foundation takes any card: a deal is not
    stuck at its start, every stock card fitting (``Board._any_fits``)."""
    b = Board(find("robert"), 1)
    assert not b.stock_stuck() and not b.stuck()


# -- Contradance: two groups of foundations, no tableau --------------------------


def test_contradance_the_fives_build_down_to_the_king_the_sixes_up_to_the_queen():
    """"Any five may be moved to any empty pile in foundation A." "Each pile
    is built down from five to king." "Any six may be moved to any empty pile
    in foundation B." "Each pile is built up from six to queen." In suit."""
    seed_says("Each pile is built down from five to king.")
    seed_says("Each pile is built up from six to queen.")
    r = find("contradance")
    a, bb = "h1", "h9"  # (the first group: piles 1-8; the second: 9-16)
    assert reason(position("contradance deal=1", {"w": "5H"}, "s"), "wh1") is None
    assert reason(position("contradance deal=1", {"w": "6H"}, "s"), "wh1") is not None
    assert reason(position("contradance deal=1", {"w": "6H"}, "s"), "wh9") is None
    assert reason(position("contradance deal=1", {"w": "5H"}, "s"), "wh9") is not None
    assert reason(position("contradance deal=1", {a: "5H 4H 3H 2H AH", "w": "KH"}, "s"), "wh1") is None  # (the King after the Ace)
    assert reason(position("contradance deal=1", {a: "5H 4H 3H 2H AH KH", "w": "QH"}, "s"), "wh1") is not None  # (full at the King)
    assert reason(position("contradance deal=1", {a: "5H 4H", "w": "3S"}, "s"), "wh1") is not None  # (in suit)
    assert reason(position("contradance deal=1", {bb: "6C 7C 8C 9C TC JC", "w": "QC"}, "s"), "wh9") is None
    assert reason(position("contradance deal=1", {bb: "6C 7C 8C 9C TC JC QC", "w": "KC"}, "s"), "wh9") is not None  # (full at the Queen)
    assert r.found == 16 and b"" == bytes(r.deal)


def test_contradance_two_passes():
    """"Two passes through the stock are permitted."""
    seed_says("Each time you click on the stock, one card will be dealt from the stock to the waste. Two passes through the stock are permitted.")
    b = position("contradance deal=1\nrecycles: 1", {"w": "9D"}, "w", True)
    assert b.size[STOCK] == 0 and reason(b, "s") is not None
    b = position("contradance deal=1", {"w": "9D"}, "w", True)
    assert reason(b, "s") is None


# -- Double Storehouse: the storehouse is Canfield's reserve ---------------------


def test_double_storehouse_deals_the_twos_up_a_storehouse_of_19_and_four_piles():
    """"A two is initially dealt to each foundation pile." "There is one
    storehouse, initially containing nineteen cards. The top card in the pile
    is dealt face up, all others are face down." "Four tableau piles of one
    card each"."""
    seed_says("There is one storehouse, initially containing nineteen cards.")
    b = Board(find("double_storehouse"), 1)
    assert [c & 15 for p in range(b.f0, b.c0) for c in b.cards(p)] == [2] * 8
    store = b.cards(b.r0)
    assert len(store) == 19 and [bool(c & 0x80) for c in store] == [False] * 18 + [True]
    assert _sizes(b, b.t0, b.npiles) == [1, 1, 1, 1]
    assert b.size[STOCK] == 104 - 8 - 19 - 4


def test_double_storehouse_the_ace_follows_the_king_up_there():
    """"The two is the lowest card followed by three through king and then
    ace." "No pile may contain more than 13 cards."""
    seed_says("The two is the lowest card followed by three through king and then ace.")
    piles = {"h1": "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "w": "AS"}
    assert reason(position("double_storehouse deal=1", piles, "s"), "wh1") is None
    piles = {"h1": "2S 3S", "w": "AS"}
    assert reason(position("double_storehouse deal=1", piles, "s"), "wh1") is not None


def test_double_storehouse_a_space_fills_from_the_storehouse_then_takes_any_card():
    """"Empty spaces in the tableau are automatically filled with a card from
    the storehouse. If the storehouse is empty, then empty spaces in the
    tableau may be filled by any card." "It is not possible to move any cards
    into the storehouse. The top card of the storehouse can be played to the
    tableau or the foundation."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the storehouse.")
    seed_says("It is not possible to move any cards into the storehouse.")
    b = position("double_storehouse deal=1", {"h1": "2S", "1": "3S", "2": "9D", "r": "KC QH", "w": "8D"}, "s")
    play(b, "1h1")  # (the 3 of spades onto the 2: pile 1 empties)
    assert names(b, b.t0) == "QH" and names(b, b.r0) == "KC"  # (the storehouse's top card, by itself)
    assert reason(b, "w2") is None  # (8D on 9D: down in suit)
    assert reason(b, "r1") is not None and reason(b, "2r") is not None  # (KC on QH; nothing into the storehouse)
    b = position("double_storehouse deal=1", {"h1": "2S", "1": "3S", "2": "9D", "r": "", "w": "8C"}, "s")
    play(b, "1h1")
    assert b.size[b.t0] == 0 and reason(b, "w1") is None  # (the storehouse out: any card)


def test_double_storehouse_runs_in_suit_move_and_three_passes():
    """"Groups of cards in sequence down may be moved from one tableau column
    to another if all cards are of the same suit." "Three passes through the
    stock are permitted."""
    b = position("double_storehouse deal=1", {"1": "9D 8D 7D", "2": "TD", "3": "9C 8D", "4": "TC"}, "s")
    play(b, "12")
    assert names(b, b.t0 + 1) == "TD 9D 8D 7D"
    assert reason(b, "34v2") is not None  # (9C 8D: not one suit)
    b = position("double_storehouse deal=1\nrecycles: 2", {"w": "9D"}, "w", True)
    assert b.size[STOCK] == 0 and reason(b, "s") is not None
