"""Issue 31's games of several areas (cat37b), position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (quoted, and checked against the seed file), the seed checker
agreeing with its record, the menu's family, a deal played by its hints
through the keys with an undo, and its rules screen whole.

The readings of the seed that make them records:

- No tableau at all, the stock, the waste and the foundations alone (Robert,
  Contradance): the engine's tableau of no piles, building nothing
  (``seed_rules._derive``), as Betsy Ross's; the waste's card plays only up.
  Contradance's sixteen bases dealt first, as its Difficulty's figures say
  (``seed_rules.BASES_DEALT``).
- A storehouse (Double Storehouse) is Canfield's reserve by another name: its
  top card face up, playing to the tableau or up, and filling the tableau's
  spaces by itself while it lasts (``seed_rules.RESERVE_NAMES``).
- Reserve piles refilled "with a card from the waste. If the waste is empty,
  then it is filled with a card from the stock" (Shady Lanes) are
  ``autofill`` 11 (``board.apply``).
- A reserve that takes cards (Needle, Haystack, Batsford, Batsford Again) is
  Rules.extra's ``reserve_takes`` (place 40, ``intake.py``): any card onto
  any, or a King then its rank; the most it holds is the Description's.
  Carthage's and Algiers' reserve piles, each a cell once empty, are its 3."""

import os
import sys

import pytest

from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402
from test_politaire36b import seed_says  # noqa: E402 (the seed's own sentence, its tags left out)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402
import solve as SOLVE  # noqa: E402

# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {
    "robert": "All in a Row", "contradance": "Captive Queens", "double_storehouse": "Double Storehouse", "shady_lanes": "Forty and Eight",
    "needle": "Haystack", "haystack": "Haystack", "batsford": "Batsford", "batsford_again": "Batsford",
    "carthage": "Carthage", "algiers": "Algiers", "storehouse": "Canfield",
}
# the deal each is played through the keys by its hints, and the moves it makes at least
HINTED = {"robert": (1, 3), "contradance": (1, 3), "double_storehouse": (2, 10), "shady_lanes": (2, 5),
          "needle": (2, 10), "haystack": (1, 10), "batsford": (2, 10), "batsford_again": (2, 10), "carthage": (2, 10), "algiers": (2, 10), "storehouse": (3, 10)}

@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- no tableau: the stock, the waste and the foundations ----------------------


def test_the_checker_reads_a_game_of_no_tableau_as_the_engines_empty_row(seeds):
    """A game whose piles are the stock, the waste and the foundations is
    the engine's tableau of no piles; one with other piles besides and no
    tableau is still refused (Juvenile's two tableaux)."""
    fields, why = S.rules_fields(seeds["robert"])
    assert why == [] and fields["deal"] == () and fields["tab_suit"] == 5  # (NO_BUILD)
    assert "no tableau" in S.rules_fields(seeds["juvenile"])[1]  # (a pairing game's two tableaux: Escalator's pyramid is read since as its turned tableau, test_politaire41d)


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


def test_contradance_deals_its_sixteen_bases_first(seeds):
    """Its text names no card dealt ("Any five may be moved to any empty
    pile in foundation A"), but its Difficulty's figures are those of a game
    whose Fives and Sixes start on the foundations (``seed_rules.BASES_DEALT``;
    a simulation of its rules: so dealt, 66 of 20,000 deals won with two
    passes and 12,995 with three; each played as it comes, none of 30,000),
    as its Description's Sixes and Sevens deals its bases. The checker reads
    it so: a record dealing none disagrees."""
    seed_says("Jan Wolter ran a solver on 100,000 random Contradance hands and found about one in three hundred to be solvable.")
    seed_says("If you allow one more pass through the deck, things improve substantially with about 65% of games being winnable.")
    seed_says("A variation of Sixes and Sevens that is just as brainless as Captive Queens")
    seed_says("A six is initially dealt to each foundation A pile.")  # (Sixes and Sevens')
    r = find("contradance")
    b = Board(r, 1)
    assert [names(b, p)[0] for p in range(b.f0, b.c0)] == ["5"] * 8 + ["6"] * 8 and b.size[STOCK] == 104 - 16
    g = seeds["contradance"]
    assert S.check(g, r) == []
    at = BC.EXTRA.index("found_dealt")
    bare = r.extra[:at] + b"\0" + r.extra[at + 1:]
    assert S.check(g, type(r)("contradance", r.name, **dict([e for e in BC.load() if e.id == "contradance"][0].fields, extra=bare))) != []


def test_contradance_deal_149_is_won_by_its_stored_moves():
    """One deal in about 300: deal 149, each card played up as it comes
    (the game has no other choice worth making), in two passes."""
    with open(os.path.join(REPO, "tests", "data", "wins", "contradance.moves")) as f:
        rules, deal, options, moves = SOLVE.read_win(f.read())
    b = Board(rules, deal, options)
    play(b, moves)
    assert deal == 149 and b.won() and b.recycles == 1


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


# -- Shady Lanes: reserve piles refilled from the waste, else the stock ----------

SL = {"a": "QS", "b": "9D", "c": "", "d": "", "1": "TH", "2": "", "3": "5C", "4": "6D", "w": "2H 8C"}


def test_shady_lanes_an_emptied_reserve_pile_fills_from_the_waste_else_the_stock():
    """"Empty spaces in the reserve are automatically filled with a card from
    the waste. If the waste is empty, then it is filled with a card from the
    stock. If the stock is empty, then empty spaces in the reserve may not be
    filled." Undo puts the card back where it came from."""
    seed_says("Empty spaces in the reserve are automatically filled with a card from the waste.")
    seed_says("If the stock is empty, then empty spaces in the reserve may not be filled.")
    b = position("shady_lanes deal=1", dict(SL, c="8S", d="7H"), "s")
    play(b, "b2")  # (the reserve's 9 of diamonds into the space)
    assert names(b, b.r0 + 1) == "8C" and names(b, WASTE) == "2H"  # (the waste's top card, by itself)
    b.undo()
    assert names(b, b.r0 + 1) == "9D" and names(b, WASTE) == "2H 8C"
    b = position("shady_lanes deal=1", dict(SL, c="8S", d="7H", w=""), "s")
    top = b.top(STOCK)
    play(b, "b2")
    assert b.cards(b.r0 + 1) == bytes([top | 0x80])  # (the waste empty: the stock's top card, face up)
    b.undo()
    assert b.top(STOCK) == top and names(b, b.r0 + 1) == "9D"
    piles = dict(SL, c="8S", d="7H", w="", s="")
    del piles["4"]
    b = position("shady_lanes deal=1", piles, "4", True)
    play(b, "b2")
    assert b.size[b.r0 + 1] == 0  # (both out: it stays empty)


def test_shady_lanes_a_space_takes_only_a_reserve_card_and_nothing_goes_on_the_reserve():
    """"Empty spaces in the tableau may be filled by any card from the
    reserve. They may not be filed from the waste or other tableau piles."
    "It is not possible to move any cards into the reserves." "Only one card
    may moved at a time, never sequences." The tableau builds down in
    alternating colours."""
    seed_says("Empty spaces in the tableau may be filled by any card from the reserve.")
    seed_says("They may not be filed from the waste or other tableau piles.")
    b = position("shady_lanes deal=1", dict(SL, c="9S", d="7H"), "s")
    assert reason(b, "a2") is None  # (QS into the space)
    assert reason(b, "w2") is not None and reason(b, "32") is not None  # (not the waste's, nor a pile's)
    assert reason(b, "31") is not None  # (5C on TH)
    assert reason(b, "d3") is not None and reason(b, "b1") is not None  # (7H on 5C; 9D on TH: both red)
    assert reason(b, "c1") is None and reason(b, "4a") is not None  # (9S on TH; nothing into the reserve)


def test_shady_lanes_one_pass():
    """"Only one pass through the stock is permitted."""
    b = position("shady_lanes deal=1", {"w": "9D"}, "w", True)
    assert b.size[STOCK] == 0 and reason(b, "s") is not None


# -- a reserve that takes cards: reserve_takes (intake.py) -----------------------


def test_the_checker_reads_the_reserves_cap_from_the_description_alone(seeds):
    """Haystack's and Needle's rule sentences are the same; Haystack's
    Description, "A more difficult version of Needle where only 8 cards can
    be stored in the reserve", is the difference (Needle's Similar Games
    quote it too: not read there). Batsford's: "a special reserve that can
    store up to three kings"."""
    seed_says("A more difficult version of Needle where only 8 cards can be stored in the reserve.")
    seed_says("A two-deck Klondike game with a special reserve that can store up to three kings.")
    assert (seeds["needle"].facts.reserve_cap, seeds["haystack"].facts.reserve_cap) == (0, 8)
    assert (seeds["batsford"].facts.reserve_cap, seeds["batsford_again"].facts.reserve_cap) == (3, 0)
    at = BC.EXTRA.index("reserve_takes")
    assert [find(g).extra[at] for g in ("needle", "haystack", "batsford", "batsford_again")] == [1, 1 | 8 << 2, 2 | 3 << 2, 2]


NEEDLE = {"r": "7S AH", "1": "8H 9C", "2": "", "3": "KD", "h1": ""}


def test_needle_any_tableau_card_goes_onto_the_reserve_and_back():
    """"Cards may be added to the reserve regardless of suit or rank. That is,
    any card may be played on any other card." "Cards on the tableau that are
    not under another card are available for play onto the foundation, the
    reserve pile or any other tableau pile." "Cards on the reserve that are
    not under another card are available for play onto the foundation or any
    tableau pile." "Only one card may moved at a time, never sequences."""
    seed_says("Cards may be added to the reserve regardless of suit or rank.")
    seed_says("Cards on the reserve that are not under another card are available for play onto the foundation or any tableau pile.")
    b = position("needle deal=1", NEEDLE, "4", True)
    assert reason(b, "1r") is None and reason(b, "3r") is None  # (9C, KD onto the Ace)
    play(b, "3r")
    assert names(b, b.r0) == "7S AH KD" and b.size[b.t0 + 2] == 0
    assert reason(b, "rh") is not None and reason(b, "r3") is None  # (KD off again: into the space)
    b.undo()
    assert names(b, b.r0) == "7S AH" and names(b, b.t0 + 2) == "KD"
    assert reason(b, "rh") is None  # (the reserve's Ace up)
    assert "reserve" not in str(reason(b, "rr"))  # (nothing from the reserve onto itself)
    assert reason(b, "rr") is not None and reason(b, "1rv2") is not None  # (one card at a time)


def test_haystack_the_reserve_holds_eight_cards_at_most():
    """"only 8 cards can be stored in the reserve" (Haystack's Description);
    Needle's takes any number."""
    full = "7S AH 3C KC KS TS 3H 4S"
    b = position("haystack deal=1", dict(NEEDLE, r=full), "4", True)
    assert reason(b, "1r") == "The reserve is full"
    b = position("haystack deal=1", dict(NEEDLE, r=full[3:]), "4", True)
    assert reason(b, "1r") is None
    b = position("needle deal=1", dict(NEEDLE, r=full + " 2D"), "4", True)
    assert reason(b, "1r") is None


BATS = {"1": "KH", "2": "KS", "3": "9C", "4": "5H", "w": "KC", "r": ""}


def test_batsford_the_reserve_takes_a_king_then_kings_three_at_most():
    """"One reserve pile, initially empty." "A card may be added onto the
    reserve pile if it is of equal rank to the old top card of the pile and
    of any suit." "Empty spaces in the reserve may be filled by kings only."
    "The top card of the waste is available for play to the tableau, the
    reserve or the foundation." Three Kings at most (the Description's)."""
    seed_says("One reserve pile, initially empty.")
    seed_says("Empty spaces in the reserve may be filled by kings only.")
    b = Board(find("batsford"), 1)
    assert b.t0 - b.r0 == 1 and b.size[b.r0] == 0
    assert _sizes(b, b.t0, b.npiles) == list(range(1, 11))
    b = position("batsford deal=1", BATS, "s")
    assert reason(b, "3r") == "Only a King goes there"
    assert reason(b, "wr") is None and reason(b, "1r") is None
    play(b, "wr 1r 2r")
    assert names(b, b.r0) == "KC KH KS"
    b = position("batsford deal=1", dict(BATS, r="KC KH KS", w="KD"), "s")
    assert reason(b, "wr") == "The reserve is full"
    b = position("batsford deal=1", dict(BATS, r="KC", **{"5": ""}), "s")
    assert reason(b, "r5") is None  # (a King into a space: "Cards on the reserve ... available for play onto the foundation or any tableau pile")
    b = position("batsford_again deal=1", dict(BATS, r="KC KH KS"), "s")
    assert reason(b, "wr") is None  # (Batsford Again's text says no limit)


def test_batsford_again_two_passes():
    """"Two passes through the stock are permitted."""
    b = position("batsford_again deal=1", {"w": "9D"}, "w", True)
    assert b.size[STOCK] == 0 and reason(b, "s") is None
    b = position("batsford deal=1", {"w": "9D"}, "w", True)
    assert reason(b, "s") is not None


def test_the_legal_moves_put_cards_onto_the_reserve_as_check_allows():
    """Every legal move listed onto the reserve is one ``check`` allows, and
    every card ``check`` lets onto it is listed."""
    for gid, deal in (("needle", 1), ("haystack", 2), ("batsford", 3), ("batsford_again", 4)):
        b = Board(find(gid), deal)
        for _ in range(30):
            moves = b.legal_moves()
            into = {m for m in moves if (m >> 8) & 0xFF == b.r0}
            for s in range(b.npiles):
                if s != b.r0 and b.size[s] and b.check(s | b.r0 << 8 | 1 << 16) is None:
                    assert s | b.r0 << 8 | 1 << 16 in into, (gid, s)
            assert all(b.check(m) is None for m in into)
            others = [m for m in moves if (m >> 8) & 0xFF != b.r0]
            if not others:
                break
            b.apply(others[0])


CARTH = {"a": "QD 5H", "b": "", "c": "7H", "d": "9S", "e": "", "f": "KC", "1": "7C", "2": "6C", "3": "", "4": "QS"}


def test_carthage_an_empty_reserve_pile_is_a_cell():
    """"No building is permitted on the reserve" "Cards on the reserve that
    are not under another card are available for play onto the foundation,
    any empty reserve pile or any tableau pile." "Empty spaces in the
    reserve may be filled by any card." "Only one card may moved at a time,
    never sequences." The tableau's cards go there too."""
    seed_says("Cards on the reserve that are not under another card are available for play onto the foundation, any empty reserve pile or any tableau pile.")
    seed_says("Empty spaces in the reserve may be filled by any card.")
    b = position("carthage deal=1", CARTH, "s")
    assert reason(b, "ab") is None and reason(b, "2b") is None  # (5H, 6C into the empty pile)
    assert reason(b, "2c") == "Only into an empty pile"  # (6C on 7H: no building)
    assert reason(b, "cb") == "That changes nothing"  # (a pile's one card into another empty one)
    play(b, "2b")
    assert names(b, b.r0 + 1) == "6C" and reason(b, "b1") is None  # (back: down in suit on 7C)
    moves = b.legal_moves()
    into = [m for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0]
    assert into and all(b.check(m) is None and not b.size[(m >> 8) & 0xFF] for m in into)  # (only into an empty pile)


def test_carthage_the_stock_deals_two_cards_onto_each_reserve_pile():
    """"Each time you click on the stock, two cards will be dealt on top of
    each reserve pile." Six reserve piles of six, face up; eight piles of one."""
    seed_says("Each time you click on the stock, two cards will be dealt on top of each reserve pile.")
    b = Board(find("carthage"), 1)
    assert _sizes(b, b.r0, b.t0) == [6] * 6 and _sizes(b, b.t0, b.npiles) == [1] * 8
    play(b, "s")
    assert _sizes(b, b.r0, b.t0) == [8] * 6 and b.size[STOCK] == 104 - 44 - 12


def test_algiers_is_carthage_with_three_decks():
    """"A three-deck variation of Carthage." Nine reserve piles of six,
    twelve piles, twelve foundations."""
    seed_says("A three-deck variation of Carthage.")
    b = Board(find("algiers"), 1)
    assert _sizes(b, b.r0, b.t0) == [6] * 9 and _sizes(b, b.t0, b.npiles) == [1] * 12 and b.c0 - b.f0 == 12


def test_storehouse_is_the_rules_the_straight_fifteens_section_holds(seeds):
    """The seed's section headed Straight Fifteens is "Rules for Storehouse
    Solitaire" (the Similar Games of other games call Straight Fifteens a
    Fifteens game): the record is Storehouse, its rules that section's, one
    deck: "There is one storehouse, initially containing thirteen cards."
    """
    seed_says("Rules for Storehouse Solitaire")
    seed_says("There is one storehouse, initially containing thirteen cards.")
    assert seeds["straight_fifteens"].name == "Straight Fifteens" and find("storehouse").name == "Storehouse"
    b = Board(find("storehouse"), 1)
    assert [c & 15 for p in range(b.f0, b.c0) for c in b.cards(p)] == [2] * 4
    assert b.size[b.r0] == 13 and _sizes(b, b.t0, b.npiles) == [1] * 4 and b.size[STOCK] == 52 - 4 - 13 - 4
