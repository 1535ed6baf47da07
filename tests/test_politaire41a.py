"""Issue 31's games of cat41a, position by position: each dealt as its seed
lays it out, its moves legal and illegal as the seed's sentences say (quoted,
and checked against the seed file), the seed checker agreeing with its record
(tests/test_politaire_games.py: the menu's family, a deal played by its hints
through the keys with an undo, the rules screen whole, the stored win).

Junction: four piquet decks, A and 7 to K of each suit ("In the sequence of
cards sevens immediately follow aces"): Rules.extra's ``strip`` [5, 0] deals
them (stripped.py), and the ranks' order of a piquet deck (order.py's
found_dir 22, up in suit with a 7 on an Ace, and tab_dir 19, down in
alternate colours with an Ace on a 7) builds them.

Strata: two piquet decks in eight piles of eight, built as Junction's; its
text's waste, which none of the 64 cards is left for, is left out (the seed
checker's REPAIRS: the record's ``seed_dealt``, its rules screen says so);
two redeals, the piles gathered from the right-most, each from its bottom
card, and dealt back a row at a time (``redeal_how`` right_first and rows,
``redeal.py``).

Carousel: two decks without Kings (``strip`` [0, 1]) and foundations in
three groups (``fgroups.py``): one pile of every Ace in alternating colours
(found_dir 3, "same_rank", by found_suit), eight of the 2s up by twos in
suit to the Queen (fg_cap 6), eight of the 3s up by twos to the Jack, where
the deck ends (fg_third's "twos"); a space fills by itself with four cards
from the waste, else from the stock (autofill 15, "waste_four": board.apply)."""

import os
import sys

import pytest

from solitaire.cards import order, text
from solitaire.cards import rules as R
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire37b import seed_says  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {"junction": "Forty and Eight", "strata": "Strata", "carousel": "Carousel"}
STRIP = BC.EXTRA.index("strip")
PIQUET_UP, PIQUET_DOWN = BC.SYMBOLS["found_dir"]["piquet"], BC.SYMBOLS["tab_dir"]["piquet"]


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


def test_the_checker_reads_a_piquet_deck_and_its_order(seeds):
    """"Four decks each omitting twos, threes, fours, fives and sixes so that
    each suit contains only eight cards. In the sequence of cards sevens
    immediately follow aces." The ranks out are the five above the Ace
    (strip [5, 0]); the foundations up in suit and the tableau down in
    alternate colours go through the piquet deck's order, eight cards a
    foundation (a suit's: no found_cap)."""
    seed_says("Four decks each omitting twos, threes, fours, fives and sixes so that each suit contains only eight cards. In the sequence of cards sevens immediately follow aces.")
    seed_says("No pile may contain more than 8 cards.")
    fields, why = S.rules_fields(seeds["junction"])
    assert why == []
    x = S.extra_names(fields["extra"])
    assert x["strip"] == 5 and x.get("found_cap", 0) == 0
    assert (fields["found_dir"], fields["tab_dir"], fields["found"], fields["sets"]) == (PIQUET_UP, PIQUET_DOWN, 16, 16)
    r = find("junction")
    assert r.extra[STRIP] == 5 and (r.found_dir, r.tab_dir) == (PIQUET_UP, PIQUET_DOWN)
    assert S.check(seeds["junction"], r) == []
    # a 7 after an Ace where the deck is no piquet deck: the engine can't play it
    g = seeds["junction"]
    other = S.replace(g, facts=S.replace(g.facts, strip=(0, 1)))
    assert "rank order" in S.rules_fields(other)[1]


def test_junction_deals_seven_piles_of_one_from_128_cards():
    """"Seven tableau piles of one card each, splayed downward. All cards are
    dealt face up." "The remaining cards form the stock": 128 cards (four
    decks of 32), no 2 to 6 among them."""
    seed_says("Seven tableau piles of one card each, splayed downward. All cards are dealt face up.")
    b = Board(find("junction"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 7 and b.size[STOCK] == 121 and b.size[WASTE] == 0
    cards = [c & 0x7F for p in range(b.npiles) for c in b.cards(p)]
    assert len(cards) == 128 and sorted({c & 15 for c in cards}) == [1, 7, 8, 9, 10, 11, 12, 13]
    assert all(cards.count(c) == 4 for c in set(cards)) and len(set(cards)) == 32
    assert b.c0 - b.f0 == 16


J = {"w": "QC", "1": "7H", "2": "AS", "3": "8C", "4": "KD", "5": "AD", "6": "7C", "7": "", "h1": "AH", "h2": "AC 7C", "h3": "", "h4": "AD 7D 8D 9D TD JD QD KD"}


def test_junction_foundations_go_up_in_suit_a_7_on_an_ace():
    """"A card may be added onto a foundation pile if it is one higher than
    the old top card of the pile and of the same suit." A 7 is one higher
    than an Ace ("sevens immediately follow aces"); "Any ace may be moved
    to any empty pile in the foundation"; "No pile may contain more than 8
    cards": the King ends it."""
    seed_says("Any ace may be moved to any empty pile in the foundation.")
    seed_says("A card may be added onto a foundation pile if it is one higher than the old top card of the pile and of the same suit.")
    b = position("junction deal=1", J, "s")
    assert reason(b, "1h1") is None  # (7H on AH)
    assert reason(b, "6h1") is not None and reason(b, "1h2") is not None  # (7C on AH; 7H on 7C)
    assert reason(b, "3h2") is None  # (8C on 7C)
    assert reason(b, "2h3") is None and reason(b, "1h3") is not None  # (an Ace into an empty one; a 7 not)
    assert reason(b, "5h4") is not None  # (nothing on the King: the pile is whole at 8 cards)
    ups = {(m & 0xFF, (m >> 8) & 0xFF) for m in b.legal_moves() if b.f0 <= (m >> 8) & 0xFF < b.c0}
    assert (b.t0, b.f0) in ups and (b.t0 + 2, b.f0 + 1) in ups  # (the 7 on the Ace listed, as the 8 on the 7)
    assert (b.t0 + 5, b.f0) not in ups
    play(b, "1h1")
    assert names(b, b.f0) == "AH 7H"


def test_junction_tableau_builds_down_in_alternate_colours_an_ace_on_a_7():
    """"A card may be added onto a tableau pile if it is one lower than the
    old top card of the pile and of the opposite color." An Ace is one
    lower than a 7; nothing is one lower than an Ace."""
    seed_says("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the opposite color.")
    b = position("junction deal=1", J, "s")
    assert reason(b, "21") is None and reason(b, "56") is None  # (AS on 7H; AD on 7C)
    assert reason(b, "51") is not None  # (AD on 7H: red on red)
    assert reason(b, "13") is None and reason(b, "63") is not None  # (7H on 8C; 7C on 8C: black on black)
    assert reason(b, "61") is not None and reason(b, "34") is not None  # (7C on 7H; 8C on KD)
    assert reason(b, "42") is not None  # (KD on AS: nothing is one lower than an Ace)
    moves = {(m & 0xFF, (m >> 8) & 0xFF) for m in b.legal_moves()}
    assert (b.t0 + 1, b.t0) in moves and (b.t0 + 4, b.t0 + 5) in moves and (b.t0 + 4, b.t0) not in moves
    play(b, "21")
    assert names(b, b.t0) == "7H AS"


def test_piquet_order_follows():
    """order.follows' piquet order: up, the next rank and a 7 on an Ace;
    down, the one below and an Ace on a 7; no other step."""
    ah, h7, c7, c8, dk, cq = 0x21, 0x27, 0x07, 0x08, 0x1D, 0x0C
    same, alt = R.SAME_SUIT, R.ALT_COLOUR
    assert order.follows(ah, h7, PIQUET_UP, same, 0) and order.follows(c7, c8, PIQUET_UP, same, 0)
    assert not order.follows(ah, c7, PIQUET_UP, same, 0) and not order.follows(h7, ah, PIQUET_UP, same, 0)
    assert order.follows(c7, ah, PIQUET_DOWN, alt, 0) and order.follows(dk, cq, PIQUET_DOWN, alt, 0)
    assert not order.follows(h7, ah, PIQUET_DOWN, alt, 0) and not order.follows(ah, dk, PIQUET_DOWN, alt, 0)
    assert not order.follows(c8, h7, PIQUET_UP, same, 0) and not order.follows(dk, ah, PIQUET_DOWN, alt, 0)


def test_junction_rules_screen_says_the_deck_and_its_order():
    lines = text.sentences(find("junction"))
    t = " ".join(lines)
    assert "Cards: 128, 4 decks with 2 to 6 out: A, 7 to K in each suit. A 7 follows an Ace, up and down." in t
    assert "Foundations: 16; start with an Ace; build up in suit." in t
    assert "On the tableau build down in alternate colours." in t


# -- Strata --------------------------------------------------------------------


def test_the_checker_reads_strata_by_its_repair_and_its_redeal(seeds):
    """"Eight tableau piles of eight cards each" of "Two decks each omitting
    twos, threes, fours, fives and sixes": 64 cards of 64, yet "The remaining
    cards form one waste pile": none remain. The repair leaves the waste out
    (the record names the 64 the text deals, seed_dealt). "The cards from the
    tableau are collected, one column at a time, starting with the
    right-most column, picking up the cards in each column in bottom to top
    order": redeal_how's right_first; "one row at a time": rows."""
    seed_says("Eight tableau piles of eight cards each, splayed downward. All cards are dealt face up.")
    seed_says("The remaining cards form one waste pile.")
    seed_says("The cards from the tableau are collected, one column at a time, starting with the right-most column, picking up the cards in each column in bottom to top order.")
    seed_says("Deal the tableau in the same arrangement as it was originally dealt, one row at a time, starting with the bottom-most row, dealing the cards in each row in left to right order.")
    g = seeds["strata"]
    assert S.card_count_error(g) is not None and S.card_count_error(g, S.repaired(g)) is None
    fields, why = S.rules_fields(g)
    assert why == []
    x = S.extra_names(fields["extra"])
    how = BC.EXTRA_BITS["redeal_how"]
    assert (x["strip"], x["seed_dealt"], x["redeals"], x["redeal_how"]) == (5, 64, 2, how["right_first"] | how["rows"])
    assert (fields["stock"], fields["found_dir"], fields["tab_dir"]) == (R.STOCK_NONE, PIQUET_UP, PIQUET_DOWN)
    assert S.check(g, find("strata")) == []
    # the left-most column first is the plain gathering, no right_first (Tvete's Grandfather's)
    assert not S.rules_fields(seeds["tvetes_grandfather"])[0]["extra"][BC.EXTRA.index("redeal_how")] & how["right_first"]


def test_strata_deals_sixty_four_cards_in_eight_piles_and_nothing_else():
    b = Board(find("strata"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [8] * 8 and b.size[STOCK] == b.size[WASTE] == 0
    cards = [c & 0x7F for p in range(b.npiles) for c in b.cards(p)]
    assert len(cards) == 64 and sorted({c & 15 for c in cards}) == [1, 7, 8, 9, 10, 11, 12, 13] and all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert "Repaired: the rules this game comes from deal 64 cards of 64; the deal here is the smallest fix their own text supports: none is left for the waste they name, so there is none." in " ".join(text.sentences(find("strata")))


def test_strata_redeals_twice_from_the_right_most_pile_dealt_back_in_rows():
    """"You may pick up and redeal the cards on the tableau 2 times." "Then,
    without shuffling, the cards are dealt out again, starting with the first
    card picked up." Gathered from pile 8 to pile 1, each pile's bottom card
    first; dealt back a row at a time, the piles' bottom cards first, left
    to right, the first card picked up first."""
    seed_says("You may pick up and redeal the cards on the tableau 2 times.")
    seed_says("Then, without shuffling, the cards are dealt out again, starting with the first card picked up.")
    b = position("strata deal=1", {"h1": "AS 7S", "h2": "AH", "1": "KD QC", "2": "JH", "3": "", "4": "9C 8D 7C", "5": "", "6": "", "7": "TD", "8": "KS QD JS"}, "6", True)
    g = [c & 0x7F for p in range(b.npiles - 1, b.t0 - 1, -1) for c in b.cards(p)]  # the gathering: pile 8 first, each bottom up
    m = b.stock_move()
    assert b.check(m) is None and m in b.legal_moves()
    b.apply(m)
    left = len(g)
    piles = [[c & 0x7F for c in b.cards(p)] for p in range(b.t0, b.npiles)]
    i = 0
    for j in range(8):  # rows from the bottom cards up, left to right
        for p in range(8):
            if i < left:
                assert piles[p][j] == g[i], (j, p)
                i += 1
    assert [len(p) for p in piles] == [min(8, max(0, (left - k + 7) // 8)) for k in range(8)]
    b.apply(b.stock_move())
    assert b.recycles == 2 and b.check(b.stock_move()) is not None  # (two redeals, no third)
    b.undo()
    b.undo()
    assert [c & 0x7F for p in range(b.npiles - 1, b.t0 - 1, -1) for c in b.cards(p)] == g


def test_strata_builds_as_junction_a_7_on_an_ace_up_an_ace_on_a_7_down():
    """Strata's foundation and tableau sentences are Junction's ("one
    higher ... same suit", "one lower ... opposite color"), through the
    same deck's order."""
    b = position("strata deal=1", {"h1": "AS", "1": "7S", "2": "7H AC", "3": "8S", "4": "", "5": "", "6": "", "7": "", "8": ""}, "6", True)
    assert reason(b, "1h1") is None and reason(b, "2h1") is not None  # (7S on AS; AC on AS)
    assert reason(b, "21") is not None and reason(b, "23") is not None  # (AC on 7S, black on black; AC on 8S)
    play(b, "1h1")
    assert reason(b, "21") is None  # (AC into the space)


# -- Carousel ------------------------------------------------------------------


def test_the_checker_reads_carousels_three_groups_and_its_four_card_spaces(seeds):
    """"Two decks each omitting kings so that each suit contains only twelve
    cards." "There are three groups of foundation piles." "Any ace may be
    played to the ace foundation, in alternating color sequence." The evens
    "No pile may contain more than 6 cards", the odds 5: 3 5 7 9 J, the
    deck's end. "Empty spaces in the tableau are automatically filled with
    four cards from the waste. If the waste is empty, then it is filled with
    four cards from the stock."""
    seed_says("Two decks each omitting kings so that each suit contains only twelve cards.")
    seed_says("Any ace may be played to the ace foundation, in alternating color sequence.")
    seed_says("Empty spaces in the tableau are automatically filled with four cards from the waste. If the waste is empty, then it is filled with four cards from the stock.")
    g = seeds["carousel"]
    fields, why = S.rules_fields(g)
    assert why == []
    x = S.extra_names(fields["extra"])
    assert (x["strip"], x["fg_piles"], x["fg_base"], x["fg_dir"], x["fg_cap"], x["fg_third"]) == (1 << 4, 8, 2, S.TWOS, 6, 3 | BC.GROUP_WAYS["twos"] << 4)
    assert (fields["found"], fields["found_dir"], fields["found_suit"], fields["autofill"]) == (17, S.SAME_RANK_PILE, R.ALT_COLOUR, S.WASTE_FOUR)
    assert S.check(g, find("carousel")) == []
    # a group by twos is the engine's "twos" only as long as the ranks to the deck's end
    odds = {"piles": 8, "dealt": 0, "wrap": None, "same_rank": False, "suits_differ": False, "colour": "", "base": 3, "build": (S.TWOS, R.SAME_SUIT), "span": 0, "cap": 5}
    assert S._more_group(odds, 8, R.SAME_SUIT, [], False, 12) == "twos"
    why = []
    assert S._more_group(odds, 8, R.SAME_SUIT, why, False, 13) is None and why == ["foundation groups the engine can't play"]  # (with Kings: 3 to K is six)


C = {"w": "9D 5H", "1": "AD", "2": "AS", "3": "2H", "4": "4H", "5": "3C", "6": "JC", "7": "QH", "8": "AC",
     "h1": "AH", "h2": "2C 4C 6C 8C TC QC", "h10": "3C 5C 7C 9C", "h11": "3H"}


def test_carousel_the_ace_pile_takes_every_ace_in_alternating_colours():
    """"Any ace may be played to the ace foundation, in alternating color
    sequence": on the Ace of hearts a black Ace, never a red one."""
    b = position("carousel deal=1", C, "s")
    assert reason(b, "2h1") is None and reason(b, "8h1") is None  # (AS, AC on AH)
    assert reason(b, "1h1") == "Needs the other colour"  # (AD on AH)
    assert reason(b, "3h1") is not None  # (a 2)
    play(b, "2h1")
    assert reason(b, "1h1") is None and reason(b, "8h1") is not None  # (now a red one, the black AC not)


def test_carousel_evens_and_odds_go_up_by_twos_in_suit_to_the_queen_and_the_jack():
    """"Any two may be moved to any empty pile in the evens foundation." "A
    card may be added onto a evens foundation pile if it is two higher than
    the old top card of the pile and of the same suit." "No pile may contain
    more than 6 cards": 2 to the Queen; the odds "Any three ... two higher",
    "No pile may contain more than 5 cards": 3 to the Jack."""
    seed_says("Any two may be moved to any empty pile in the evens foundation.")
    seed_says("No pile may contain more than 6 cards.")
    seed_says("Any three may be moved to any empty pile in the odds foundation.")
    seed_says("No pile may contain more than 5 cards.")
    b = position("carousel deal=1", C, "s")
    assert reason(b, "3h3") is None and reason(b, "3hc") is not None  # (2H into an empty evens pile; not an odds one)
    assert reason(b, "4h3") is not None  # (4H into an empty evens pile)
    assert reason(b, "5hc") is None and reason(b, "5h3") is not None  # (3C into an empty odds pile; not an evens one)
    assert reason(b, "6ha") is None and reason(b, "6hb") is not None  # (JC on 9C; JC on 3H)
    assert reason(b, "1h2") is not None  # (AD on QC: the evens end at the Queen, never round the corner)
    play(b, "3h3")
    assert reason(b, "4h3") is None  # (4H on 2H)
    play(b, "6ha")
    assert b.size[b.f0 + 9] == 5 and b.check(b.t0 | (b.f0 + 9) << 8 | 1 << 16) is not None  # (the odds pile whole at the Jack)
    ups = {(m & 0xFF, (m >> 8) & 0xFF) for m in b.legal_moves() if b.f0 <= (m >> 8) & 0xFF < b.c0}
    assert (b.t0 + 3, b.f0 + 2) in ups and (b.t0 + 4, b.f0 + 11) in ups  # (4H on 2H, 3C into an odds pile: listed)
    assert play(b, "5hh") and names(b, b.c0 - 1) == "3C"  # (the 17th foundation named in a move: h)


def test_carousel_a_space_fills_with_four_cards_from_the_waste_else_the_stock():
    """"Empty spaces in the tableau are automatically filled with four cards
    from the waste. If the waste is empty, then it is filled with four cards
    from the stock. If the stock is empty, then empty spaces in the tableau
    may be filled by any card." The waste's cards one at a time, its top one
    first (at the bottom of the space); undo gives them back."""
    seed_says("If the stock is empty, then empty spaces in the tableau may be filled by any card.")
    b = position("carousel deal=1", dict(C, w="9D 5H 7S 8S TD JD"), "s")
    play(b, "2h1")
    assert names(b, b.t0 + 1) == "JD TD 8S 7S" and names(b, WASTE) == "9D 5H"
    b.undo()
    assert names(b, b.t0 + 1) == "AS" and names(b, WASTE) == "9D 5H 7S 8S TD JD"
    b = position("carousel deal=1", dict(C, w="9D 5H"), "s")
    play(b, "2h1")
    assert names(b, b.t0 + 1) == "5H 9D" and b.size[WASTE] == 0  # (the waste's two: all it has)
