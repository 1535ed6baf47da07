"""Issue 31's politaire games of cat37a ("Foundations with rules of their
own"), each held to its seed section (``assets/seeds/politaire.txt``),
position by position: a legal and an illegal move for each rule the text
states, the deal, the seed checker agreeing, the rules screen whole, the
hints played through the keys.

Even and Odd, Odd and Even, Boulevard and Royal Cotillion: foundations in
two groups built up by twos round the corner (``found_dir`` and ``fg_dir``
16, "twos": ``fgroups.py``), the Aces' piles A 3 5 7 9 J K 2 4 ... and the
2s' 2 4 6 8 10 Q A 3 ...; a pile holds what its "No pile may contain more
than" says (Even and Odd's one deck: 7 and 6; else 13). No building on the
tableau, a space filled from the waste by itself, or the stock while the
waste is empty (``autofill`` "waste", Corona's).

Ace of Hearts: Queenie's tableau (Yukon's groups in suit, a King into a
space, the stock a card onto each pile) under one foundation that starts
with the Ace of hearts, played there (``dealt_suit`` 3 with no
``found_dealt``: ``legal.py``), then up regardless of suit round the corner,
52 cards in four rounds.

Four Leaf Clovers: Ace of Hearts' foundation from any Ace, under Box Kite's
tableau rule (``tab_dir`` 9, "updown_kings": up or down regardless of suit,
a King on an Ace but never an Ace on a King), thirteen piles of four face up,
spaces left empty, no stock; the family of its seed's Bobby (Bobby, Robert:
not yet in the table), which the menu's wrapping pages now hold within 17
presses.

Eliminator: six foundations, none dealt a card and none given a base: each
empty one takes any card (``found_any``, place 39: ``board.py``), up or down
regardless of suit round the corner, a pile taking up to the whole deck; four
piles of thirteen building nothing; a family of its own, as the seed has it
(no game's Similar Games names it).

HalfCell: FreeCell with two foundations from Aces of different colours,
whichever pile takes which (``found_differ`` 2, place 43:
``basecards.refuse``), each up in alternate colours round the corner, 26
cards."""

import os
import sys

import pytest

from solitaire.cards import auto
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import said  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "seeds", "politaire.txt")
FAMILY = {"even_and_odd": "Boulevard", "odd_and_even": "Boulevard", "boulevard": "Boulevard", "royal_cotillion": "Boulevard", "ace_of_hearts": "Ace of Hearts",
          "four_leaf_clovers": "Bobby", "eliminator": "Eliminator",
          "halfcell": "HalfCell"}  # the family each one's play belongs to (the seed's Similar Games)


def seed_says(sentence):
    return said(sentence, POLITAIRE)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


def test_the_checker_reads_two_higher_on_the_foundations_as_twos(seeds):
    """"A card may be added onto a foundation A pile if it is two higher":
    found_dir and fg_dir 16 (build_catalogue's "twos"), read only where both
    groups build so; before, "builds by two" and "foundations built up and
    down" kept these games out."""
    fields, _ = S.rules_fields(seeds["even_and_odd"])
    assert fields["found_dir"] == BC.SYMBOLS["found_dir"]["twos"] == S.TWOS == 16
    x = BC.extra_names(fields["extra"])
    assert x["fg_dir"] == 16 and x["fg_base"] == 2 and x["fg_cap_first"] == 7 and x["fg_cap"] == 6


# -- the deals ---------------------------------------------------------------------


def test_even_and_odd_deals_three_reserves_of_six_and_nine_piles_of_one():
    """"There are three reserves, initially containing six cards each. The
    top card in each pile is dealt face up, all others are face down" and
    "Nine tableau piles of one card each. All cards are dealt face up"; the
    foundations empty ("Any ace may be moved to any empty pile")."""
    seed_says("There are <b>three reserves</b>, initially containing <b>six cards</b> each.")
    r = find("even_and_odd")
    b = Board(r, 1)
    assert _sizes(b, b.r0, b.t0) == [6, 6, 6] and _sizes(b, b.t0, b.npiles) == [1] * 9
    assert sum(_sizes(b, b.f0, b.c0)) == 0 and b.size[STOCK] == 52 - 18 - 9
    for p in range(b.r0, b.t0):
        assert [bool(c & FACE_UP) for c in b.cards(p)] == [False] * 5 + [True]
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_royal_cotillion_deals_its_aces_and_twos_up_and_four_reserves_of_three_face_up():
    """"An ace is initially dealt to each foundation A pile", "A two is
    initially dealt to each foundation B pile", "There are four reserves,
    initially containing three cards each. All cards are dealt face up",
    "Sixteen tableau piles of one card each"."""
    seed_says("A two is initially dealt to each foundation B pile.")
    seed_says("There are <b>four reserves</b>, initially containing <b>three cards</b> each.  All cards are dealt face up.")
    r = find("royal_cotillion")
    b = Board(r, 1)
    g = b.c0 - 4
    assert [b.top(p) & 15 for p in range(b.f0, b.c0)] == [1] * 4 + [2] * 4 and g == b.f0 + 4
    assert _sizes(b, b.r0, b.t0) == [3] * 4 and all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert _sizes(b, b.t0, b.npiles) == [1] * 16 and b.size[STOCK] == 104 - 8 - 12 - 16
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


# -- the foundations by twos -------------------------------------------------------

EVEN = {"h1": "AS 3H", "h5": "2D", "1": "5C", "2": "4C", "3": "AH", "4": "3D", "5": "4S", "6": "2H", "7": "KC", "8": "", "9": ""}


def test_even_and_odd_builds_up_by_twos_regardless_of_suit():
    """"A card may be added onto a foundation A pile if it is two higher
    than the old top card of the pile and of any suit"; the 2s' piles too."""
    seed_says("A card may be added onto a foundation A pile if it is <b>two higher</b> than  the old top card of the pile and of <b>any suit</b>.")
    b = position("even_and_odd deal=1", EVEN, "s")
    assert reason(b, "1h1") is None  # the 5 of clubs on the 3 of hearts: two higher, any suit
    assert reason(b, "2h1") is not None  # the 4 of clubs: one higher
    assert reason(b, "5h5") is None  # the 4 of spades on the 2 of diamonds
    assert reason(b, "4h5") is not None  # the 3 of diamonds: one higher
    assert reason(b, "7h1") is not None  # the King: not two higher than a 3


def test_even_and_odd_an_ace_starts_an_a_pile_and_a_2_a_b_pile_each_of_a_new_suit():
    """"Any ace may be moved to any empty pile in foundation A. Each pile
    must start with a different suit"; "Any two may be moved to any empty
    pile in foundation B"."""
    seed_says("Any two may be moved to any empty pile in foundation B. Each pile must start with a different suit.")
    b = position("even_and_odd deal=1", EVEN, "s")
    assert reason(b, "3h2") is None  # the Ace of hearts: a new suit among the Aces' piles
    assert reason(b, "3h6") is not None  # an Ace never starts a 2s' pile
    assert reason(b, "6h6") is None  # the 2 of hearts starts a 2s' pile
    assert reason(b, "6h2") is not None  # a 2 never starts an Aces' pile
    b = position("odd_and_even deal=1", {"h1": "AS", "h5": "2D", "1": "AS", "2": "2D", "3": "AH"}, "s")
    assert reason(b, "1h2") == "A pile of that suit is there"  # (two decks: the second Ace of spades)
    assert reason(b, "3h2") is None
    assert reason(b, "2h6") is not None


def test_even_and_odd_piles_hold_seven_and_six_cards():
    """"No pile may contain more than 7 cards" (the Aces' piles, Ace to
    King) and "No pile may contain more than 6 cards" (the 2s', 2 to Queen):
    one deck's 52 cards in eight piles."""
    seed_says("No pile may contain more than 7 cards.")
    seed_says("No pile may contain more than 6 cards.")
    b = position("even_and_odd deal=1", {"h1": "AS 3H 5C 7D 9S JH KC", "h5": "2D 4S 6H 8C TD QS", "1": "2C", "2": "AH", "3": "2H"}, "s")
    assert reason(b, "1h1") == "That foundation is full"  # the 2 of clubs would be two higher than the King
    assert reason(b, "2h5") == "That foundation is full"  # the Ace: two higher than the Queen
    assert reason(b, "3h6") is None


def test_two_decks_build_in_suit_round_the_corner_to_13_cards():
    """Royal Cotillion's "two higher than the old top card of the pile and of
    the same suit ... No pile may contain more than 13 cards": a King's pile
    takes the 2 next, a Queen's the Ace, in suit (the seed's own example,
    "the only card that could be played on a 6♦ would be an 8♦")."""
    seed_says("Thus, the only card that could be played on a <span class=\"bluecard\">6♦</span> would be an <span class=\"bluecard\">8♦</span>. No pile may contain more than 13 cards.")
    b = position("royal_cotillion deal=1", {"h1": "AS 3S 5S 7S 9S JS KS", "h2": "AH", "h3": "AD 3D 5D", "h4": "AC",
                                             "h5": "2H 4H 6H 8H TH QH", "h6": "2S", "h7": "2D", "h8": "2C",
                                             "1": "2S", "2": "2H", "3": "AH", "4": "9D", "5": "7D", "6": "7C", "7": "4S"}, "s")
    assert reason(b, "1h1") is None  # the 2 of spades on the King of spades: round the corner
    assert reason(b, "2h1") is not None  # the 2 of hearts: not in suit
    assert reason(b, "3h5") is None  # the Ace of hearts on the Queen of hearts
    assert reason(b, "4h3") == "Needs a 7 of diamonds"  # the 9 of diamonds on the 5: the 7 first
    assert reason(b, "5h3") is None
    play(b, "5h3")
    assert reason(b, "4h3") is None  # the 9 of diamonds on the 7
    assert reason(b, "6h3") is not None  # the 7 of clubs: not in suit
    full = position("royal_cotillion deal=1", {"h1": "AS 3S 5S 7S 9S JS KS 2S 4S 6S 8S TS QS", "1": "AS"}, "s")
    assert reason(full, "1h1") == "That foundation is full"  # 13 cards, Ace to Queen


# -- the tableau, the reserves, the stock --------------------------------------------


def test_no_building_on_the_tableau_and_a_space_fills_from_the_waste_then_the_stock():
    """"No building is permitted on the tableau"; "Empty spaces in the
    tableau are automatically filled with a card from the waste. If the waste
    is empty, then it is filled with a card from the stock. If the stock is
    empty, then empty spaces in the tableau may not be filled."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the waste. If the waste is empty, then it is filled with a card from the stock.")
    b = position("boulevard deal=1", {"h1": "AS", "w": "9D", "1": "3S", "2": "4S", "3": "5S", "a": "#TC #JC #QC #KC #9C 2C"}, "s")
    assert reason(b, "21") is not None  # no building: the 4 on the 3 of spades
    play(b, "1h1")
    assert names(b, b.t0) == "9D" and b.size[WASTE] == 0  # the waste's card filled the space
    top = b.top(STOCK) & 0x7F
    play(b, "3h1")
    assert b.top(b.t0 + 2) & 0x7F == top  # the waste empty: the stock's top card
    b.undo()
    assert names(b, b.t0 + 2) == "5S" and b.top(STOCK) & 0x7F == top


def test_a_space_stays_empty_once_the_stock_and_waste_are_out_and_the_reserve_plays_only_up():
    """"If the stock is empty, then empty spaces in the tableau may not be
    filled"; "The top card of each reserve can be played only to the
    foundation"."""
    seed_says("The top card of each reserve can be played only to the foundation.")
    b = position("royal_cotillion deal=1", {"h1": "AS", "h5": "2H", "1": "3S", "2": "8C", "a": "4H", "b": "2S"}, "3", True)
    play(b, "1h1")
    assert b.size[b.t0] == 0  # nothing in the stock or waste: the space stays
    assert reason(b, "a1") is not None  # the reserve's 4 of hearts: not into the space
    assert reason(b, "a2") is not None  # nor onto a card
    assert reason(b, "ah5") is None  # but up, on the 2 of hearts


@pytest.mark.parametrize("gid,passes", [("even_and_odd", 1), ("royal_cotillion", 1), ("odd_and_even", 2), ("boulevard", 3)])
def test_the_passes_through_the_stock(gid, passes):
    """"Only one pass" (Even and Odd, Royal Cotillion), "Two passes" (Odd
    and Even), "Three passes" (Boulevard) through the stock, a card at a time."""
    r = find(gid)
    assert r.passes == passes and r.draw == 1


# -- Ace of Hearts ---------------------------------------------------------------------


def test_ace_of_hearts_the_one_foundation_starts_with_the_ace_of_hearts():
    """"The pile must start with a ace of hearts": an empty foundation takes
    that card only (``dealt_suit`` 3 with no ``found_dealt``: Black Hole's
    named card, played there rather than dealt)."""
    seed_says("The pile must start with a <b>ace of hearts</b>.")
    b = position("ace_of_hearts deal=1", {"1": "AS", "2": "AH", "3": "2C", "4": "KD"}, "s")
    assert reason(b, "1h") == "Starts with an Ace of hearts"  # the Ace of spades
    assert reason(b, "3h") is not None
    assert reason(b, "2h") is None
    play(b, "2h")
    assert reason(b, "3h") is None  # then up regardless of suit: the 2 of clubs
    assert reason(b, "1h") is not None  # (an Ace on an Ace)


def test_ace_of_hearts_builds_up_regardless_of_suit_and_restarts_with_another_ace():
    """"one higher than the old top card of the pile and of any suit ... You
    may wrap on the foundation so you can play an ace on a king. After the
    complete sequence has been built on a pile, you may restart with another
    ace": four rounds, 52 cards."""
    seed_says("After the complete sequence has been built on a pile, you may restart with another ace.")
    b = position("ace_of_hearts deal=1", {"h1": "AH 2S 3D 4C 5H 6S 7D 8C 9H TS JD QC KH", "1": "AS", "2": "3C", "3": "2D"}, "s")
    assert reason(b, "2h") is not None  # the 3 of clubs on the King
    assert reason(b, "1h") is None  # the Ace of spades on the King: the next round
    play(b, "1h")
    assert reason(b, "3h") is None and b.size[b.f0] == 14
    assert find("ace_of_hearts").extra[BC.EXTRA.index("found_cap")] == 52


def test_ace_of_hearts_tableau_groups_kings_and_the_row_deal():
    """"one lower than the old top card of the pile and of the same suit";
    "any face-up card anywhere in the tableau may be moved to another
    tableau column where it fits, taking all cards that were on top of it
    along"; "Empty spaces in the tableau may be filled by kings only"; "a
    card will be dealt on top of each tableau pile"."""
    seed_says("Empty spaces in the tableau may be filled by <b>kings only</b>.")
    b = position("ace_of_hearts deal=1", {"1": "9C 4D 2S", "2": "TC", "3": "TD", "4": "KS QS", "5": "", "6": "QH", "7": "5S"}, "s")
    assert reason(b, "12") is None  # the 9 of clubs, with the two cards on it, onto the 10 of clubs
    assert reason(b, "13") is not None  # not onto the 10 of diamonds: in suit
    assert reason(b, "45v2") is None and reason(b, "65") is not None  # a King (with its Queen) into a space; a Queen never
    n = b.size[STOCK]
    play(b, "45v2")
    play(b, "s")
    assert b.size[STOCK] == n - 7 and all(b.size[p] for p in range(b.t0, b.npiles))


@pytest.mark.parametrize("gid", ["boulevard", "odd_and_even", "even_and_odd", "royal_cotillion"])
def test_the_stuck_look_at_the_stock_by_rank_agrees_with_asking_every_foundation(gid):
    """The device's split stuck check looks at the stock with the
    foundations each rank may go on (``auto.takes_of``: by twos, the rank two
    above a pile's top, or its group's base on an empty one); the one-card
    draw's look at the stock now reads them too (Boulevard's 60 cards each
    asked of eight foundations cost 2.2M fuel a timer step from .mpy). It
    must say what asking every foundation says, deal after deal."""
    import random

    rnd = random.Random(5)
    seen = set()
    for deal in (1, 2, 3):
        b = Board(find(gid), deal)
        for _ in range(1000):
            takes = auto.takes_of(b)
            assert takes is not None
            got = b.stock_stuck(takes)
            assert got == b.stock_stuck(), (gid, deal, b.nmoves)
            seen.add(got)
            ms = b.legal_moves()
            if not ms:
                break
            b.apply(rnd.choice(ms))
    assert seen == {True, False}


# -- Four Leaf Clovers -------------------------------------------------------------------


def test_four_leaf_clovers_deals_thirteen_piles_of_four_face_up_and_no_stock():
    """"Thirteen tableau piles of four cards each, splayed downward. All
    cards are dealt face up"; one foundation, empty."""
    seed_says("<b>Thirteen</b> tableau piles of <b>four</b> cards each, splayed downward. All cards are dealt face up.")
    r = find("four_leaf_clovers")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 13 and b.size[b.f0] == 0 and b.size[STOCK] == 0
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert all_cards(b) == sorted(full_deck(r))


def test_four_leaf_clovers_one_foundation_from_any_ace_up_round_the_corner_four_rounds():
    """"Any ace may be moved to any empty pile in the foundation. A card may
    be added onto the foundation pile if it is one higher than the old top
    card of the pile and of any suit ... You may wrap on the foundation so
    you can play an ace on a king. After the complete sequence has been built
    on a pile, you may restart with another ace.\""""
    seed_says("Any ace may be moved to any empty pile in the foundation.")
    b = position("four_leaf_clovers deal=1", {"1": "AS", "2": "2H", "3": "3C"}, "4", True)
    assert reason(b, "2h") is not None and reason(b, "1h") is None
    play(b, "1h")
    assert reason(b, "3h") is not None and reason(b, "2h") is None  # up regardless of suit
    full = position("four_leaf_clovers deal=1", {"h1": "AS 2H 3C 4D 5S 6H 7C 8D 9S TH JC QD KS", "1": "AH", "2": "2C"}, "4", True)
    assert reason(full, "2h") is not None and reason(full, "1h") is None  # another Ace on the King
    assert find("four_leaf_clovers").extra[BC.EXTRA.index("found_cap")] == 52


def test_four_leaf_clovers_builds_up_or_down_a_king_on_an_ace_never_an_ace_on_a_king():
    """"one higher than or one lower than the old top card of the pile and of
    any suit ... You may also play kings on aces in the tableau"; "onto the
    foundation or any non-empty tableau pile"; "Empty spaces in the tableau
    may not be filled"; "Only one card may moved at a time" (tab_dir 9,
    Box Kite's: order.py)."""
    seed_says("You may also play kings on aces in the tableau.")
    b = position("four_leaf_clovers deal=1", {"1": "5S", "2": "4H", "3": "6C", "4": "AD", "5": "KC", "6": "", "7": "7H 8S"}, "8", True)
    assert reason(b, "21") is None and reason(b, "31") is None  # a 4 or a 6 on a 5, any suit
    assert reason(b, "23") is not None  # a 4 on a 6: two apart
    assert reason(b, "54") is None  # a King on an Ace
    assert reason(b, "45") is not None  # never an Ace on a King
    assert reason(b, "16") is not None  # a space stays empty
    assert reason(b, "73v2") is not None  # the 7 with the 8 on it onto the 6: one card at a time


# -- Eliminator ---------------------------------------------------------------------------


def test_eliminator_deals_four_piles_of_thirteen_and_six_empty_foundations():
    """"Six foundation piles"; "Four tableau piles of thirteen cards each,
    splayed downward. All cards are dealt face up": no card dealt up, no
    base set (``found_any``, place 39)."""
    seed_says("<b>Four</b> tableau piles of <b>thirteen</b> cards each, splayed downward. All cards are dealt face up.")
    r = find("eliminator")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [13] * 4 and _sizes(b, b.f0, b.c0) == [0] * 6 and b.size[STOCK] == 0
    assert b.base == 0 and all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_eliminator_each_empty_foundation_takes_any_card_then_up_or_down_round_the_corner():
    """"Any may be moved to any empty pile in the foundation. A card may be
    added onto a foundation pile if it is one higher than or one lower than
    the old top card of the pile and of any suit ... You may wrap on the
    foundation so you can play an ace on a king or a king on an ace": the
    first card up sets no base for the others."""
    seed_says("You <b>may wrap</b> on the foundation so you can play an ace on a king or a king on an ace.")
    b = position("eliminator deal=1", {"1": "QH 7S", "2": "AH KD", "3": "AC 8H"}, "4", True)
    assert reason(b, "1h1") is None
    play(b, "1h1")
    assert b.base == 0  # (no base: the next empty pile takes any card too)
    assert reason(b, "2h2") is None and reason(b, "2h1") is not None  # the King: any empty pile, not on the 7
    play(b, "2h2")
    assert reason(b, "3h1") is None  # the 8 on the 7: up
    play(b, "3h1")
    assert reason(b, "3h2") is None  # the Ace on the King: round the corner
    play(b, "3h2")
    assert reason(b, "1h1") is not None  # the Queen on the 8: not one apart
    assert reason(b, "2h2") is not None  # an Ace on an Ace
    for _ in range(4):
        b.undo()
    assert b.base == 0 and b.size[b.f0] == 0


def test_eliminator_no_building_on_the_tableau_and_a_pile_takes_more_than_13():
    """"No building is permitted on the tableau"; "Empty spaces in the
    tableau may not be filled"; the seed sets a foundation no size: a pile
    may go up and down, past 13 cards (``found_cap`` 52, the deck)."""
    seed_says("<b>No building</b> is permitted on the tableau")
    b = position("eliminator deal=1", {"h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH", "1": "2H", "2": "5C", "3": ""}, "4", True)
    assert reason(b, "1h1") is None  # a 15th card
    assert reason(b, "21") is not None and reason(b, "23") is not None  # no building, no space filled
    assert find("eliminator").extra[BC.EXTRA.index("found_cap")] == 52 and BC.EXTRA.index("found_any") == 39


# -- HalfCell ----------------------------------------------------------------------------


def test_halfcell_two_foundations_from_aces_of_different_colours():
    """"Two foundation piles. Any ace may be moved to any empty pile in the
    foundation. Each pile must start with a different color" (``found_differ``
    2, place 43: ``basecards.refuse``, asked by ``legal.py``), whichever pile
    takes which."""
    seed_says("Any ace may be moved to any empty pile in the foundation. Each pile must start with a different color.")
    b = position("halfcell deal=1", {"1": "AH", "2": "AD", "3": "AS", "4": "2C"}, "8", True)
    assert reason(b, "1h2") is None  # a red Ace into the second pile: either may take either colour
    play(b, "1h2")
    assert reason(b, "2h1") == "A pile of that colour is there"  # the other red Ace
    assert reason(b, "3h1") is None  # a black one
    assert reason(b, "4h1") is not None  # a 2 starts nothing
    b.undo()
    assert reason(b, "2h1") is None


def test_halfcell_builds_up_in_alternate_colours_round_the_corner_26_cards():
    """"one higher than the old top card of the pile and of the opposite
    color ... You may wrap on the foundation so you can play an ace on a
    king. No pile may contain more than 26 cards. After the complete sequence
    has been built on a pile, you may restart with another ace"; four cells,
    supermoves."""
    seed_says("No pile may contain more than 26 cards.")
    b = position("halfcell deal=1", {"h1": "AH 2S 3D 4C 5H 6S 7D 8C 9H TS JD QC KH", "1": "AS", "2": "AD", "3": "2C"}, "8", True)
    assert reason(b, "2h1") is not None  # a red Ace on the red King
    assert reason(b, "1h1") is None  # a black one: the next round
    play(b, "1h1")
    assert reason(b, "3h1") is not None and b.size[b.f0] == 14  # the 2 of clubs on the black Ace: same colour
    r = find("halfcell")
    assert r.extra[BC.EXTRA.index("found_cap")] == 26 and r.cells == 4 and r.found == 2
