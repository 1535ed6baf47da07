"""Issue 31's games of several areas (cat36b), position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (quoted, and checked against the seed file), its goal, the
seed checker agreeing with its record, the menu's family, a deal played by
its hints through the keys with an undo, and its rules screen whole.

Two readings of the seed make them records:

- A row of reserve piles that builds nothing, in a game without a tableau
  (Auld Lang Syne's and Leap Year's, Carpet's twenty), is the engine's
  tableau building nothing; the stock's deal "on top of each reserve pile"
  is the row deal onto each tableau pile (``seed_rules._tableau_by_another_name``).
- A reserve whose top card "can be played only to the foundation", whose
  cards "may not be moved to the tableau" (Signora, Double Signora, Roman,
  Wood), is Rules.extra's ``reserve_to`` 1 (place 38): ``legal.check``
  refuses its card anywhere but up, the rules screen says so; Balcony's
  "can be played to any empty tableau pile or the foundation" is
  ``reserve_to`` 2, up or into a space.
- Spaces "automatically filled with a card from the stock. If the stock is
  empty, then it is filled with a card from the waste" (Balcony, Blondes
  and Brunettes, Empress of Italy) are ``autofill`` 7 (``board.apply``)."""

import os
import re
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(REPO, "assets", "seeds", "politaire.txt")
# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {
    "auld_lang_syne": "Acquaintance", "leap_year": "Acquaintance", "carpet": "Boulevard",
    "acquaintance": "Acquaintance", "quadrennial": "Acquaintance",
    "signora": "Balcony", "double_signora": "Balcony", "roman": "Balcony", "wood": "Balcony",
    "balcony": "Balcony", "blondes_and_brunettes": "Balcony", "empress_of_italy": "Balcony", "colonel": "Balcony",
}


_SEED_TEXT = []


def seed_says(sentence):
    """Checks that the quoted sentence is the seed's own, its HTML's tags
    taken out (a sentence may run on after one: "... each.All cards")."""
    if not _SEED_TEXT:
        with open(POLITAIRE, encoding="utf-8") as f:
            _SEED_TEXT.append(" ".join(re.sub(r"<[^>]*>", "", f.read()).split()))
    words = " ".join(sentence.split())
    assert words in _SEED_TEXT[0] or words.rstrip(".") in _SEED_TEXT[0], sentence


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- a row of reserve piles building nothing: the tableau ----------------------


def test_the_checker_reads_a_row_of_reserve_piles_building_nothing_as_the_tableau(seeds):
    """"Four reserve piles of one card each ... No building is permitted on
    the reserve", and no tableau: the piles are the engine's tableau; "a card
    will be dealt on top of each reserve pile" is the row deal onto each."""
    seed_says("Four reserve piles of one card each.")
    seed_says("Each time you click on the stock, a card will be dealt on top of each reserve pile.")
    f = seeds["auld_lang_syne"].facts
    assert f.piles.get("tableau") == 4 and "reserve" not in f.piles and f.row_to == 0
    fields, why = S.rules_fields(seeds["carpet"])
    assert why == [] and len(fields["deal"]) == 20


def test_auld_lang_syne_deals_an_ace_up_and_four_piles_of_one():
    """"An ace is initially dealt to the foundation pile", "Four reserve piles
    of one card each. All cards are dealt face up"."""
    seed_says("An ace is initially dealt to the foundation pile.")
    b = Board(find("auld_lang_syne"), 1)
    assert b.c0 - b.f0 == 1 and [c & 15 for c in b.cards(b.f0)] == [1]
    assert _sizes(b, b.t0, b.npiles) == [1, 1, 1, 1]
    assert b.size[STOCK] == 47


ALS = {"h1": "AS", "1": "2C", "2": "9D", "3": "", "4": "5H"}


def test_auld_lang_syne_builds_up_regardless_of_suit_and_nothing_on_the_piles():
    """"A card may be added onto the foundation pile if it is one higher than
    the old top card of the pile and of any suit"; "No building is permitted
    on the reserve"; "Empty spaces in the reserve may not be filled"."""
    seed_says("No building is permitted on the reserve")
    seed_says("Empty spaces in the reserve may not be filled.")
    b = position("auld_lang_syne deal=1", ALS, "s")
    assert reason(b, "1h") is None  # (a 2 of clubs on the Ace of spades)
    assert reason(b, "2h") is not None  # (a 9)
    assert reason(b, "21") is not None  # (no building)
    assert reason(b, "23") is not None  # (a space stays empty)


def test_auld_lang_syne_the_stock_deals_a_card_onto_every_pile_the_empty_one_too():
    """"Each time you click on the stock, a card will be dealt on top of each
    reserve pile."""
    b = position("auld_lang_syne deal=1", ALS, "s")
    play(b, "s")
    assert _sizes(b, b.t0, b.npiles) == [2, 2, 1, 2]
    assert b.size[STOCK] == 48 - 4


def test_auld_lang_syne_one_foundation_takes_the_deck_four_rounds():
    """"Goal: Move all cards to the foundation" with "One foundation pile" of
    a suitless deck: its pile takes all 52, Ace to King four times (as
    Assembly's), a King then an Ace."""
    seed_says("Move all cards to the foundation.")
    b = position("auld_lang_syne deal=1", {"h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "1": "AH", "2": "2H", "3": "", "4": ""}, "s")
    assert reason(b, "1h") is None and reason(b, "2h") is not None


def test_leap_year_deals_four_aces_up_and_eight_piles():
    """"Four standard decks", "Four foundation piles", eight reserve piles of
    one card each; each foundation takes a deck's 52."""
    seed_says("A four-deck version of Auld Lang Syne.")
    b = Board(find("leap_year"), 1)
    assert [b.cards(p)[0] & 15 for p in range(b.f0, b.c0)] == [1, 1, 1, 1]
    assert _sizes(b, b.t0, b.npiles) == [1] * 8
    assert b.size[STOCK] == 208 - 12
    play(b, "s")
    assert _sizes(b, b.t0, b.npiles) == [2] * 8


def test_carpet_twenty_piles_a_space_takes_only_the_wastes_card():
    """"Twenty reserve piles of one card each"; "Empty spaces in the reserve
    may be filled by any card from the waste. They may not be filed from
    other reserve piles."; "Cards on the reserve are available for play onto
    the foundation"."""
    seed_says("Twenty reserve piles of one card each.")
    seed_says("Empty spaces in the reserve may be filled by any card from the waste.")
    r = find("carpet")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 20 and b.size[STOCK] == 32
    piles = {str(k): "" for k in range(1, 10)}
    piles.update({"1": "2S", "2": "", "3": "3S", "h1": "AS", "w": "9D"})
    b = position("carpet deal=1", piles, "s")
    assert reason(b, "w2") is None  # (the waste's card into a space)
    assert reason(b, "32") is not None  # (not a pile's card)
    assert reason(b, "13") is not None  # (no building)
    assert reason(b, "1h") is None and reason(b, "3h") is not None


def test_carpet_the_stock_is_dealt_once():
    """"Only one pass through the stock is permitted."""
    b = position("carpet deal=1", {"w": "9D", "s": ""}, "1", True)
    assert reason(b, "s") is not None


# -- a reserve that plays only to the foundations: reserve_to -------------------


SIG = {"r": "8D 5C", "1": "6H", "2": "", "3": "9C", "h1": "3D 4S", "w": "KD"}


def test_signora_deals_eleven_face_up_reserve_cards_and_nine_piles():
    """"There is one reserve, initially containing eleven cards. All cards are
    dealt face up." "Nine tableau piles of one card each"."""
    seed_says("There is one reserve, initially containing eleven cards.")
    b = Board(find("signora"), 1)
    assert b.size[b.r0] == 11 and all(c & 0x80 for c in b.cards(b.r0))
    assert _sizes(b, b.t0, b.npiles) == [1] * 9
    assert [b.size[p] for p in range(b.f0, b.c0)] == [0] * 4  # (the first card played up sets the base)


def test_signora_the_reserves_card_goes_only_up():
    """"The top card of the reserve can be played only to the foundation."
    "Cards from the reserve may not be moved to the tableau." The reserve's
    5 of clubs would build on the 6 of hearts by the tableau's rule, but it
    goes nowhere but up."""
    seed_says("The top card of the reserve can be played only to the foundation.")
    seed_says("Cards from the reserve may not be moved to the tableau.")
    b = position("signora deal=1\nbase: 3", SIG, "s")
    assert reason(b, "r1") == "Only to the foundations"
    assert reason(b, "r2") == "Only to the foundations"  # (nor into a space)
    assert reason(b, "rh") is not None  # (5C on 4S: both black)
    b = position("signora deal=1\nbase: 3", dict(SIG, r="8D 5H"), "s")
    assert reason(b, "rh") is None  # (5H on 4S: up in alternating colours)
    assert "only to the foundations" in " ".join(text.sentences(find("signora")))


def test_signora_tableau_builds_down_in_alternate_colours_from_waste_and_piles():
    """"A card from the waste or other tableau piles may be added onto a
    tableau pile if it is one lower than the old top card of the pile and of
    the opposite color."""
    b = position("signora deal=1\nbase: 3", dict(SIG, w="5C", **{"4": "4D"}), "s")
    assert reason(b, "w1") is None  # (5C on 6H)
    assert reason(b, "41") is not None  # (4D on 6H)


def test_signora_a_space_fills_from_the_waste_by_itself():
    """"Empty spaces in the tableau are automatically filled with a card from
    the waste."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the waste.")
    b = position("signora deal=1\nbase: 3", dict(SIG, **{"2": "5C"}, r="8D 7C", w="9S KD"), "s")
    play(b, "21")  # (5C on 6H: pile 2 empties)
    assert names(b, b.t0 + 1) == "KD" and names(b, WASTE) == "9S"  # (the waste's top card, by itself)


def test_the_legal_moves_never_take_a_reserve_card_but_up():
    for gid in ("signora", "double_signora", "roman", "wood", "balcony", "blondes_and_brunettes", "empress_of_italy", "colonel"):
        b = Board(find(gid), 4)
        for _ in range(40):
            for m in b.legal_moves():
                if m & 0xFF == b.r0:
                    assert (m >> 8) & 0xFF in range(b.f0, b.c0), gid
            ms = [m for m in b.legal_moves() if m & 0xFF != STOCK] or b.legal_moves()
            if not ms:
                break
            b.apply(ms[0])


def test_double_signora_eight_foundations_21_reserve_cards_eleven_piles():
    seed_says("There is one reserve, initially containing twenty-one cards.")
    b = Board(find("double_signora"), 1)
    assert b.c0 - b.f0 == 8 and b.size[b.r0] == 21 and _sizes(b, b.t0, b.npiles) == [1] * 11
    assert b.ncards == 208


def test_roman_builds_regardless_of_suit_on_the_tableau_in_suit_up():
    """"A card ... may be added onto a tableau pile if it is one lower than
    the old top card of the pile and of any suit."; foundations "of the same
    suit"."""
    b = position("roman deal=1\nbase: 3", {"r": "8D 4D", "1": "6H", "2": "5H", "h1": "3S", "w": "5S"}, "s")
    assert reason(b, "21") is None  # (5H on 6H: any suit)
    assert reason(b, "w1") is None
    assert reason(b, "rh") is not None  # (4D on 3S: the foundations build in suit)
    assert reason(b, "r1") is not None


def test_wood_deals_a_base_up_and_spaces_take_the_wastes_card_alone():
    """"A random card will be dealt to a foundation pile. This is the base
    card." "Empty spaces in the tableau may be filled by any card from the
    waste. They may not be filed from other tableau piles or the reserve."""
    seed_says("Empty spaces in the tableau may be filled by any card from the waste.")
    b = Board(find("wood"), 1)
    assert b.size[b.f0] == 1 and b.size[b.r0] == 10 and _sizes(b, b.t0, b.npiles) == [1] * 8
    b = position("wood deal=1\nbase: 3", {"h1": "3D", "r": "8D 4S", "1": "6H", "2": "", "w": "KD"}, "s")
    assert reason(b, "w2") is None and reason(b, "12") is not None and reason(b, "r2") is not None
    assert reason(b, "rh") is None


# -- Balcony, Blondes and Brunettes, Empress of Italy: the stock, then the waste --


def test_balcony_deals_a_base_two_foundations_seven_piles_and_seven_reserve_cards():
    """"Two foundation piles. A random card will be dealt to a foundation
    pile." "There is one reserve, initially containing seven cards." "Seven
    tableau piles of one card each"."""
    seed_says("There is one reserve, initially containing seven cards.")
    b = Board(find("balcony"), 1)
    assert [b.size[p] for p in range(b.f0, b.c0)] == [1, 0]
    assert b.size[b.r0] == 7 and _sizes(b, b.t0, b.npiles) == [1] * 7
    assert b.size[STOCK] == 52 - 15


BAL = {"h1": "3D", "h2": "", "r": "KS 4C", "1": "9H", "2": "", "3": "5C"}


def test_balcony_the_reserves_card_goes_up_or_into_a_space_never_onto_a_card():
    """"The top card of the reserve can be played to any empty tableau pile
    or the foundation." "Cards from the reserve may not be moved to the
    tableau" (onto its cards: the tableau builds "from the waste or other
    tableau piles")."""
    seed_says("The top card of the reserve can be played to any empty tableau pile or the foundation.")
    b = position("balcony deal=1\nbase: 3", dict(BAL, r="KS 8C"), "w", True)
    assert reason(b, "r1") == "Only up or into a space"  # (8C on 9H: the tableau's rule, not from the reserve)
    assert reason(b, "r2") is None  # (a space, the stock and the waste out)
    b = position("balcony deal=1\nbase: 3", BAL, "w", True)
    assert reason(b, "rh") is None  # (4C on 3D: up in alternating colours)


def test_balcony_a_space_fills_from_the_stock_then_from_the_waste():
    """"Empty spaces in the tableau are automatically filled with a card from
    the stock. If the stock is empty, then it is filled with a card from
    the waste. If the waste is empty, then empty spaces in the tableau may be
    filled by any card." Undo puts the card back where it came from."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the stock.")
    seed_says("If the stock is empty, then it is filled with a card from the waste.")
    b = position("balcony deal=1\nbase: 3", dict(BAL, **{"2": "4S"}, w="JD QD", s="#6H #7D"), "4", True)
    play(b, "2h")  # (4S on 3D: pile 2 empties and takes the stock's top card)
    assert names(b, b.t0 + 1) == "7D" and b.size[STOCK] == 1 and names(b, WASTE) == "JD QD"
    b.undo()
    assert names(b, b.t0 + 1) == "4S" and b.size[STOCK] == 2
    b = position("balcony deal=1\nbase: 3", dict(BAL, **{"2": "4S"}, w="JD QD", s=""), "4", True)
    play(b, "2h")  # (the stock out: the waste's top card)
    assert names(b, b.t0 + 1) == "QD" and names(b, WASTE) == "JD"
    b.undo()
    assert names(b, b.t0 + 1) == "4S" and names(b, WASTE) == "JD QD"
    _round_trip(b)


def test_blondes_and_brunettes_ten_reserve_cards_only_up_nine_piles():
    """"There is one reserve, initially containing ten cards." "The top card
    of the reserve can be played only to the foundation." "Nine tableau
    piles of one card each"."""
    seed_says("There is one reserve, initially containing ten cards.")
    b = Board(find("blondes_and_brunettes"), 1)
    assert b.size[b.f0] == 1 and b.size[b.r0] == 10 and _sizes(b, b.t0, b.npiles) == [1] * 9
    b = position("blondes_and_brunettes deal=1\nbase: 3", {"h1": "3D", "r": "KS 8C", "1": "9H", "2": "", "w": "2C"}, "s")
    assert reason(b, "r1") == "Only to the foundations" and reason(b, "r2") == "Only to the foundations"


def test_empress_of_italy_four_decks_nineteen_reserve_cards_eleven_piles():
    seed_says("There is one reserve, initially containing nineteen cards.")
    b = Board(find("empress_of_italy"), 1)
    assert b.ncards == 208 and b.c0 - b.f0 == 8 and b.size[b.r0] == 19
    assert _sizes(b, b.t0, b.npiles) == [1] * 11


# -- Colonel: Signora in suit, two passes ---------------------------------------


def test_the_checker_reads_colonels_waste_fill_on_two_passes(seeds):
    """"Empty spaces in the tableau are automatically filled with a card from
    the waste. If the waste is empty, then it is filled with a card from the
    stock." with "Two passes through the stock are permitted": the engine's
    autofill 3 on either pass (a waste turned over is empty, the stock's
    next card the one the seed's refill takes)."""
    seed_says("Two passes through the stock are permitted.")
    fields, why = S.rules_fields(seeds["colonel"])
    assert why == [] and fields["autofill"] == 3 and fields["passes"] == 2


def test_colonel_runs_of_a_suit_move_and_the_reserve_goes_only_up():
    """"Groups of cards in sequence down may be moved from one tableau column
    to another if all cards are of the same suit."; the tableau builds "one
    lower than the old top card of the pile and of the same suit"."""
    seed_says("Groups of cards in sequence down may be moved from one tableau column to another if all cards are of the same suit.")
    b = position("colonel deal=1\nbase: 3", {"h1": "3S", "r": "KD 4S", "1": "9H 8H 7H", "2": "TH", "3": "TC", "w": "6D"}, "s")
    assert reason(b, "12") is None  # (9H 8H 7H onto the 10 of hearts)
    assert reason(b, "13") is not None  # (not onto the 10 of clubs)
    assert reason(b, "r1") == "Only to the foundations" and reason(b, "rh") is None
    b = Board(find("colonel"), 1)
    assert b.size[b.r0] == 11 and _sizes(b, b.t0, b.npiles) == [1] * 10


def test_colonel_turns_the_waste_over_once():
    b = position("colonel deal=1\nbase: 3", {"s": ""}, "w", True)
    assert reason(b, "s") is None
    play(b, "s")
    assert b.size[WASTE] == 0 and b.size[STOCK] > 0
    b = position("colonel deal=1\nbase: 3\nrecycles: 1", {"s": ""}, "w", True)
    assert reason(b, "s") is not None


# -- the prover's hints search ----------------------------------------------------


def test_the_hints_search_wins_roman_deal_2_and_the_stored_wins_replay():
    """``solve.py``'s "hints" search plays the device's hint line (its own
    moves, else the forced one, else the hint's): Roman's deal 2 falls to it
    (the other searches found no win there in 120,000 positions). Each
    stored win of these games replays through the notation to a won game."""
    from host_tools import solve as SV

    moves, nodes, reason = SV.search("hints", find("roman"), 2, None, 5000)
    assert reason == "won" and len(moves) == nodes - 1
    for gid in ("carpet", "roman", "signora", "balcony", "blondes_and_brunettes", "colonel", "double_signora"):
        with open(os.path.join(REPO, "tests", "data", "wins", gid + ".moves")) as f:
            rules, deal, options, text = SV.read_win(f.read())
        b = Board(rules, deal, options)
        play(b, text)
        assert b.won(), gid


def test_the_hints_search_at_a_loss_proves_nothing():
    """A line the hints can't go on with says "budget", as a search out of
    positions does, never "exhausted": it is no proof that no win exists."""
    from host_tools import solve as SV

    moves, nodes, reason = SV.search("hints", find("auld_lang_syne"), 1, None, 5000)
    assert moves is None and reason == "budget"


@pytest.mark.parametrize("gid", ["signora", "colonel"])
def test_the_hints_slices_stay_under_2m_fuel_before_the_base_is_set(gid):
    """Where the first card up sets the base, a try up rescored every pile
    (hint._touched) and Signora's hint slice cost 2,801,000 fuel, Roman's
    2,955,000, Colonel's 2,585,000 (``python -m sim.fuel``, from .mpy): a
    slice tries half as many moves until the base is set. (Roman's slices
    too, 1,785,000 on its branch; on the merged tree its dearest is an
    auto-finish step, key 192, 2,037,000: docs/card-games.md's games over
    2M fuel.)"""
    from sim.fuel import dearest

    i, code, key, timer, peak = dearest(gid)
    assert key <= 2_000_000 and timer <= 2_000_000, (i, code, key, timer)


# -- Acquaintance, Quadrennial: the piles gathered into a new stock -------------


def test_the_checker_reads_acquaintances_redeal_as_the_engines_with_a_stock(seeds):
    """"The redeal procedure begins by picking up all cards on the reserve.
    The cards from the reserve are collected, one column at a time, starting
    with the left-most column, picking up the cards in each column in bottom
    to top order. The collected cards form a new stock with the first card
    collected on top.": the reserve is the tableau, and the engine's redeal
    with a stock deals the first row back at once, the row the stock's next
    press would deal (the piles all empty, nothing to play before it)."""
    seed_says("The collected cards form a new stock with the first card collected on top.")
    seed_says("You may pick up and redeal the cards on the reserve 2 times.")
    fields, why = S.rules_fields(seeds["acquaintance"])
    assert why == [] and fields["stock"] == 2
    assert BC.extra_names(fields["extra"])["redeals"] == 2


def test_acquaintance_redeals_twice_the_first_piles_bottom_card_first():
    """The piles gathered left to right, each from its bottom card: the
    first four cards gathered go onto the four piles, the fifth is the new
    stock's top card; undo puts every pile back; a third redeal is refused."""
    b = position("acquaintance deal=1", {"h1": "AS 2S 3S", "1": "9D 4C", "2": "KH", "4": "7S 8S 5D", "s": ""}, "3", True)
    gathered = [c & 0x7F for p in range(b.t0, b.npiles) for c in b.cards(p)]
    before = [names(b, p) for p in range(b.t0, b.npiles)]
    assert b.size[STOCK] == 0 and reason(b, "s") is None
    play(b, "s")
    assert [c & 0x7F for p in range(b.t0, b.npiles) for c in b.cards(p)] == gathered[:4]
    assert b.top(STOCK) & 0x7F == gathered[4] and b.size[STOCK] == len(gathered) - 4
    assert b.recycles == 1
    b.undo()
    assert [names(b, p) for p in range(b.t0, b.npiles)] == before and b.size[STOCK] == 0
    b = position("acquaintance deal=1\nrecycles: 2", {"1": "9D", "s": ""}, "3", True)
    assert reason(b, "s") is not None  # (two redeals only)


def test_quadrennial_four_decks_two_redeals():
    seed_says("A version of Leap Year with two redeals, or a version of Acquaintance with four deck.")
    r = find("quadrennial")
    b = Board(r, 1)
    assert b.ncards == 208 and _sizes(b, b.t0, b.npiles) == [1] * 8
    assert BC.extra_names(r.extra)["redeals"] == 2
