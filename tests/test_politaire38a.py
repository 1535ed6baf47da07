"""Issue 31's politaire games of cat38a ("Foundations with rules of their
own"), each held to its seed section (``assets/seeds/politaire.txt``),
position by position: a legal and an illegal move for each rule the text
states, the deal, the seed checker agreeing, the rules screen whole, the
hints played through the keys.

Mount Olympus: two decks, its sixteen Aces and 2s dealt to two groups of
foundations built up by twos in suit (``found_dir`` and ``fg_dir`` 16,
"twos": ``fgroups.py``), 7 and 6 cards each; nine piles building down by
twos in suit (``tab_dir`` 14, "twos_down": ``order.py``), runs in suit by
twos moving as one, a space filled from the stock by itself, any card once
the stock is out; the stock a card onto each pile.

Double Dot: one deck, two Aces and two 2s dealt up, built up by twos in suit
round the corner, 13 cards each; the 2s are of the two suits whose Aces are
not up (``fg_apart``, place 46: ``fgdeal.deal``), the only deal where every
suit has its pile, which the seed leaves unsaid; eight piles building down
by twos regardless of suit round the corner (``tab_dir`` 14 with
``tab_wrap``), runs moving as one, a space taking any card.

Bobby: no tableau, two foundations each taking any card while empty (the
seed names no base: ``found_any``, Eliminator's), up or down regardless of
suit round the corner, up to the whole deck; the stock to the waste, three
passes."""

import os
import sys

import pytest

from solitaire.cards import legal
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards.notation import parse_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import said  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "seeds", "politaire.txt")
FAMILY = {"mount_olympus": "Carousel", "double_dot": "Boulevard", "bobby": "Bobby"}  # the family each one's play belongs to (the seed's Similar Games)


def seed_says(sentence):
    return said(sentence, POLITAIRE)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


def test_the_checker_reads_two_lower_on_the_tableau_as_twos_down(seeds):
    """"A card may be added onto a tableau pile if it is two lower" is
    tab_dir 14 (build_catalogue's "twos_down"), and "Groups of cards in
    sequence down by two may be moved" its runs; before, "builds by two",
    "runs by two" and "runs move down" kept Mount Olympus out. Runs by two
    where the tableau builds by one still disagree."""
    fields, _ = S.rules_fields(seeds["mount_olympus"])
    assert fields["tab_dir"] == BC.SYMBOLS["tab_dir"]["twos_down"] == S.TWOS_DOWN == 14
    bad = S.check(seeds["mount_olympus"], find("blockade"))
    assert any("tab_dir" in w for w in bad)


# -- the deal ----------------------------------------------------------------------


def test_mount_olympus_deals_its_aces_and_twos_up_and_nine_piles_of_one():
    """"Two standard decks", "An ace is initially dealt to each foundation A
    pile" (eight), "A two is initially dealt to each foundation B pile"
    (eight), "Nine tableau piles of one card each ... All cards are dealt
    face up"."""
    seed_says("<b>Nine</b> tableau piles of <b>one</b> card each, splayed downward. All cards are dealt face up.")
    seed_says("Foundation A contains <b>eight</b> piles.")
    r = find("mount_olympus")
    b = Board(r, 1)
    assert [b.top(p) & 15 for p in range(b.f0, b.c0)] == [1] * 8 + [2] * 8
    assert _sizes(b, b.t0, b.npiles) == [1] * 9 and all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[STOCK] == 104 - 16 - 9
    assert all_cards(b) == sorted(full_deck(r)) and len(all_cards(b)) == 104
    _round_trip(b)


# -- the foundations ---------------------------------------------------------------

BASES = {"h%d" % (i + 1): c for i, c in enumerate("AC AH AD AS AC AH AD AS 2C 2H 2D 2S 2C 2H 2D 2S".split())}  # (a move's token names them in hex: h9, ha ... hg)


def olympus(piles, filler="s", filler_up=False):
    return position("mount_olympus deal=1", dict(BASES, **piles), filler, filler_up)


def test_mount_olympus_foundations_build_up_by_twos_in_suit():
    """"A card may be added onto a foundation A pile if it is two higher
    than the old top card of the pile and of the same suit", the 2s' piles
    the same."""
    seed_says("A card may be added onto a foundation A pile if it is <b>two higher</b> than  the old top card of the pile and of the <b>same suit</b>.")
    b = olympus({"1": "3C", "2": "3H", "3": "4D", "4": "5C", "5": "4C"})
    assert reason(b, "1h1") is None  # the 3 of clubs on the Ace of clubs
    assert reason(b, "1h2") is not None  # not on the Ace of hearts
    assert reason(b, "4h1") is not None  # the 5 of clubs: four higher
    assert reason(b, "3hb") is None  # the 4 of diamonds on the 2 of diamonds (h11)
    assert reason(b, "5h9") is None  # the 4 of clubs on the 2 of clubs
    assert reason(b, "3h9") is not None  # not in suit


def test_mount_olympus_piles_hold_seven_and_six_cards():
    """"No pile may contain more than 7 cards" (Ace to King) and "No pile may
    contain more than 6 cards" (2 to Queen): every card of two decks."""
    seed_says("No pile may contain more than 7 cards.")
    seed_says("No pile may contain more than 6 cards.")
    x = BC.extra_names(find("mount_olympus").extra)
    assert x["fg_cap_first"] == 7 and x["fg_cap"] == 6 and x["fg_piles"] == 8


# -- the tableau -------------------------------------------------------------------


def test_mount_olympus_builds_down_by_twos_in_suit():
    """"A card may be added onto a tableau pile if it is two lower than the
    old top card of the pile and of the same suit. Thus, the only card that
    could be played on a 9♥ would be a 7♥"; nothing on an Ace or a 2, the
    ranks stopping at the Ace (no ring)."""
    seed_says("Thus, the only card that could be played on a <span class=\"redcard\">9♥</span> would be a <span class=\"redcard\">7♥</span>.")
    b = olympus({"1": "9H", "2": "7H", "3": "8H", "4": "7S", "5": "3D", "6": "KD", "7": "QD", "8": "JS", "9": "KS"})
    assert reason(b, "21") is None  # the 7 of hearts on the 9 of hearts
    assert reason(b, "31") == "Needs a 7 of hearts"  # one lower
    assert reason(b, "41") == "Needs a 7 of hearts"  # two lower, another suit
    assert reason(b, "89") is None  # the Jack of spades on the King of spades
    assert reason(b, "76") is not None  # one lower


def test_mount_olympus_nothing_goes_round_the_corner():
    """Two lower than an Ace or a 2 is no rank: the seed states no ring
    (Double Dot's "Kings may be played on aces" is not Mount Olympus')."""
    b = Board(find("mount_olympus"), 1)
    r = b.rules
    for low, high in ((1, 12), (2, 13)):  # (a Queen on an Ace, a King on a 2: diamonds)
        assert not legal.follows(low | 0x10 | FACE_UP, high | 0x10 | FACE_UP, r.tab_dir, r.tab_suit, b.tab_cut)
    assert legal.follows(13 | 0x10 | FACE_UP, 11 | 0x10 | FACE_UP, r.tab_dir, r.tab_suit, b.tab_cut)


def test_mount_olympus_runs_in_suit_by_twos_move_as_one():
    """"Groups of cards in sequence down by two may be moved from one tableau
    column to another if all cards are of the same suit"."""
    seed_says("Groups of cards in sequence  down by two may be moved from one tableau column to another <b>if all cards are of the same suit</b>.")
    b = olympus({"1": "JH 9H 7H", "2": "KH", "3": "JS 9H 7H", "4": "KS", "5": "KC"})
    assert b.run_len(b.t0) == 3 and b.run_len(b.t0 + 2) == 2  # (the Jack of spades is no part of the hearts' run)
    assert reason(b, "12v3") is None
    assert b.check(parse_move(b, "34v3")) is not None  # the spade under the hearts moves with them no more
    m = parse_move(b, "12v3")
    assert m in b.legal_moves(b.t0, False, 0, None)
    play(b, "12v3")
    assert names(b, b.t0 + 1) == "KH JH 9H 7H"


def test_mount_olympus_a_space_fills_from_the_stock_then_takes_any_card():
    """"Empty spaces in the tableau are automatically filled with a card from
    the stock. If the stock is empty, then empty spaces in the tableau may be
    filled by any card"."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the stock. If the stock is empty, then empty spaces in the tableau may be filled by <b>any card</b>.")
    b = olympus({"1": "3C", "2": "KH"})
    left = b.size[STOCK]
    play(b, "1h1")
    assert b.size[b.t0] == 1 and b.size[STOCK] == left - 1  # the stock's top card there by itself
    b = olympus({"1": "3C", "2": "KH", "3": "9D"}, "9", True)
    assert b.size[STOCK] == 0
    play(b, "1h1")
    assert b.size[b.t0] == 0
    assert reason(b, "31") is None  # any card into the space
    assert reason(b, "21") is None


def test_mount_olympus_the_stock_deals_a_card_onto_each_pile():
    """"Each time you click on the stock, a card will be dealt on top of
    each tableau pile"."""
    seed_says("Each time you click on the stock, a card will be dealt on top of each tableau pile.")
    b = Board(find("mount_olympus"), 1)
    left = b.size[STOCK]
    play(b, "s")
    assert _sizes(b, b.t0, b.npiles) == [2] * 9 and b.size[STOCK] == left - 9


# -- Double Dot --------------------------------------------------------------------


def test_the_checker_deals_double_dots_twos_apart_from_its_aces(seeds):
    """One deck's two Aces and two 2s, each pile up by twos in suit round the
    corner taking its suit's 13 cards: a suit whose Ace and 2 were both up
    would have no room, another no pile; the checker asks fg_apart there
    (and not of Royal Cotillion's two decks, whose second 2 of a suit is
    free)."""
    seed_says("An easy game where you build up by twos on the foundation, and down by twos on the tableau.")
    fields, _ = S.rules_fields(seeds["double_dot"])
    assert BC.extra_names(fields["extra"])["fg_apart"] == 1
    fields, _ = S.rules_fields(seeds["royal_cotillion"])
    assert not BC.extra_names(fields["extra"]).get("fg_apart")


def test_double_dot_deals_an_ace_and_a_2_of_each_suit_but_never_both():
    """"An ace is initially dealt to each foundation A pile", "A two is
    initially dealt to each foundation B pile", "Eight tableau piles of one
    card each ... All cards are dealt face up"; the four base cards of four
    suits, in deal after deal."""
    seed_says("<b>Eight</b> tableau piles of <b>one</b> card each, splayed downward. All cards are dealt face up.")
    r = find("double_dot")
    for deal in range(1, 21):
        b = Board(r, deal)
        tops = [b.top(p) for p in range(b.f0, b.c0)]
        assert [c & 15 for c in tops] == [1, 1, 2, 2]
        assert len({c & 0x70 for c in tops}) == 4, deal
    assert _sizes(b, b.t0, b.npiles) == [1] * 8 and b.size[STOCK] == 52 - 4 - 8
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


DOT = {"h1": "AH", "h2": "AD", "h3": "2S", "h4": "2C"}


def test_double_dot_foundations_build_up_by_twos_in_suit_round_the_corner():
    """"A card may be added onto a foundation A pile if it is two higher than
    the old top card of the pile and of the same suit. Thus, the only card
    that could be played on a 5♦ would be a 7♦"; "Kings may be played on
    aces and vice versa": a King's pile takes the 2 next, 13 cards."""
    seed_says("Thus, the only card that could be played on a <span class=\"redcard\">5♦</span> would be a <span class=\"redcard\">7♦</span>.")
    b = position("double_dot deal=1", dict(DOT, h1="AH 3H 5H 7H 9H JH KH", h2="AD 3D 5D", **{"1": "2H", "2": "7D", "3": "7C", "4": "6D", "5": "4S"}), "s")
    assert reason(b, "1h1") is None  # the 2 of hearts on the King of hearts: round the corner
    assert reason(b, "2h2") is None  # the 7 of diamonds on the 5
    assert reason(b, "3h2") is not None  # not in suit
    assert reason(b, "4h2") is not None  # one higher
    assert reason(b, "5h3") is None  # the 4 of spades on the 2 of spades


def test_double_dot_builds_down_by_twos_regardless_of_suit_round_the_corner():
    """"A card may be added onto a tableau pile if it is two lower than the
    old top card of the pile and of any suit. Thus, the card that could be
    played on a jack would be a nine of any suit"; "No card is "lowest" or
    "highest"": a Queen on an Ace, a King on a 2."""
    seed_says("Thus, the card that could be played on a jack would be a nine of any suit.")
    seed_says("No card is \"lowest\" or \"highest\". Kings may be played on aces and vice versa..")
    b = position("double_dot deal=1", dict(DOT, **{"1": "JC", "2": "9H", "3": "TH", "4": "AC", "5": "QS", "6": "2D", "7": "KH", "8": "9S"}), "s")
    assert reason(b, "21") is None  # the 9 of hearts on the Jack of clubs
    assert reason(b, "31") is not None  # one lower
    assert reason(b, "54") is None  # the Queen on the Ace
    assert reason(b, "76") is None  # the King on the 2
    assert reason(b, "46") is not None  # the Ace on the 2: one lower
    assert reason(b, "65") is not None  # the 2 on the Queen: two higher, no way up


def test_double_dot_runs_by_twos_move_whatever_their_suits_and_a_space_takes_any_card():
    """"Groups of cards in sequence down by two may be moved from one tableau
    column to another regardless of their suits"; "Empty spaces in the
    tableau may be filled by any card"."""
    seed_says("Groups of cards in sequence  down by two may be moved from one tableau column to another <b>regardless of their suits</b>.")
    seed_says("Empty spaces in the tableau may be filled by <b>any card</b>.")
    b = position("double_dot deal=1", dict(DOT, **{"1": "3C AS QD", "2": "5H", "3": "7C", "4": "", "5": "8C"}), "s")
    assert b.run_len(b.t0) == 3  # 3, Ace, Queen: round the corner
    assert reason(b, "12v3") is None
    assert reason(b, "34") is None and reason(b, "14v3") is None  # a card or a run into the space
    assert reason(b, "53") is not None  # one lower
    play(b, "12v3")
    assert names(b, b.t0 + 1) == "5H 3C AS QD"


# -- Bobby -------------------------------------------------------------------------


def test_bobby_deals_the_whole_deck_to_the_stock_and_no_tableau():
    """"Two foundation piles", "The remaining cards form the stock and there
    is one waste pile": nothing dealt, no tableau."""
    seed_says("with a second foundation pile to make it easier, but not much easier.")
    r = find("bobby")
    b = Board(r, 1)
    assert r.tab == 0 and b.c0 - b.f0 == 2 and b.size[STOCK] == 52
    assert sum(_sizes(b, b.f0, b.c0)) == 0
    _round_trip(b)


def test_bobby_builds_up_or_down_regardless_of_suit_round_the_corner_from_any_card():
    """"A card may be added onto a foundation pile if it is one higher than
    or one lower than the old top card of the pile and of any suit. Thus,
    the cards that could be played on 8 would be 7 or 9. You may wrap on the
    foundation so you can play an ace on a king or a king on an ace"; an
    empty pile takes any card (no base named)."""
    seed_says("the old top card of the pile and of <b>any suit</b>.Thus, the cards that could be played on <span class=\"undefined\">8</span> would be <span class=\"undefined\">7</span> or <span class=\"undefined\">9</span>. You <b>may wrap</b> on the foundation so you can play an ace on a king or a king on an ace.")
    b = position("bobby deal=1", {"w": "7S"}, "s")
    assert reason(b, "wh1") is None and reason(b, "wh2") is None  # any card starts a pile
    for top, ok in (("8H", True), ("6D", True), ("9C", False), ("7D", False)):
        b = position("bobby deal=1", {"h1": top, "w": "7S"}, "s")
        assert (reason(b, "wh1") is None) == ok, top
    b = position("bobby deal=1", {"h1": "KD", "h2": "2C", "w": "AS"}, "s")
    assert reason(b, "wh1") is None and reason(b, "wh2") is None  # an Ace on a King, round the corner
    b = position("bobby deal=1", {"h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "w": "AH"}, "s")
    assert reason(b, "wh1") is None  # a pile takes more than 13


def test_bobby_three_passes_through_the_stock():
    """"Each time you click on the stock, one card will be dealt from the
    stock to the waste. Three passes through the stock are permitted"."""
    seed_says("Each time you click on the stock, <b>one card</b> will be dealt from the stock to the waste. <b>Three passes</b> through the stock are permitted.")
    b = Board(find("bobby"), 1)
    play(b, "s")
    assert b.size[STOCK] == 51 and b.size[WASTE] == 1
    b = position("bobby deal=1\nrecycles: 1", {"s": ""}, "w", True)
    assert reason(b, "s") is None  # the third pass
    b = position("bobby deal=1\nrecycles: 2", {"s": ""}, "w", True)
    assert reason(b, "s") is not None
