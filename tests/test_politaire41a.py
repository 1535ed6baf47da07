"""Issue 31's games of cat41a, position by position: each dealt as its seed
lays it out, its moves legal and illegal as the seed's sentences say (quoted,
and checked against the seed file), the seed checker agreeing with its record
(tests/test_politaire_games.py: the menu's family, a deal played by its hints
through the keys with an undo, the rules screen whole, the stored win).

Junction: four piquet decks, A and 7 to K of each suit ("In the sequence of
cards sevens immediately follow aces"): Rules.extra's ``strip`` [5, 0] deals
them (stripped.py), and the ranks' order of a piquet deck (order.py's
found_dir 22, up in suit with a 7 on an Ace, and tab_dir 19, down in
alternate colours with an Ace on a 7) builds them."""

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
FAMILY = {"junction": "Forty and Eight"}
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
