"""Issue 31's politaire games of "moves of their own" (cat36c's group),
position by position: each dealt as its seed lays it out, its moves legal
and illegal as the seed's sentences say, its goal, the seed checker agreeing
with its record, the record in its family, played by its hints through the
keys with an undo, and its rules screen whole.

Gilbert and Lafayette needed no new mechanism: "Empty spaces in the tableau
may be filled by sevens" is the engine's fill "rank" (Kingsley's Aces), which
the seed checker now reads without an "only"."""

import html
import os
import re
import subprocess
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import STOCK, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POLITAIRE = os.path.join(os.path.dirname(REPO), "shared", "seeds", "004_e1507f2117fe542d.txt")

FAMILY = {"gilbert": "Gilbert", "lafayette": "Lafayette"}  # the seed's Similar Games group each heads
GAMES_HERE = tuple(FAMILY)
HINT_DEAL = {"lafayette": 3}  # a deal whose hints play on before the device's auto-finish takes over (2 for the others)


def quote(sentence):
    """Checks that the quoted sentence is the seed's own, its HTML's tags
    left out (when the seed is on this machine)."""
    if os.path.exists(POLITAIRE):
        with open(POLITAIRE, encoding="utf-8") as f:
            letters = "".join(html.unescape(re.sub(r"<[^>]+>", "", f.read())).split())
        assert "".join(sentence.split()) in letters, sentence  # (spaces aside: the tags split and join words)
    return sentence


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_seed_checker_agrees_with_the_record(gid, seeds):
    assert seeds[gid].unmatched == []
    assert S.check(seeds[gid], find(gid)) == []


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_sits_in_its_family(gid):
    e = [e for e in BC.load() if e.id == gid][0]
    assert e.family == FAMILY[gid]
    out = subprocess.run([sys.executable, "-m", "sim", "list", "--family", FAMILY[gid]], cwd=REPO, capture_output=True, text=True).stdout
    assert gid in [line.split()[0] for line in out.splitlines()]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_each_deals_every_card_once_and_reads_back(gid):
    b = Board(find(gid), 2)
    assert all_cards(b) == sorted(full_deck(find(gid)))
    _round_trip(b)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    plays_by_its_hints(gid, HINT_DEAL.get(gid, 2), 5)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    rules_whole(gid)


# -- Gilbert and Lafayette: a space takes a Seven ---------------------------------


def test_gilbert_deals_klondikes_triangle_and_eight_empty_foundations():
    quote("Seven tableau piles with one card in the first pile, two cards in the second, three in the third, and so on. "
          "The top card in each pile is dealt face up, all others are face down.")
    b = Board(find("gilbert"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1, 2, 3, 4, 5, 6, 7]
    assert [sum(1 for c in b.cards(p) if not c & FACE_UP) for p in range(b.t0, b.npiles)] == [0, 1, 2, 3, 4, 5, 6]
    assert _sizes(b, b.f0, b.f0 + 8) == [0] * 8
    assert b.size[STOCK] == 52 - 28


def test_gilbert_aces_up_on_foundation_a_kings_down_on_foundation_b():
    quote("Any ace may be moved to any empty pile in foundation A.")
    quote("Any king may be moved to any empty pile in foundation B.")
    b = position("gilbert deal=1", {"1": "AS", "2": "KH", "h2": "AD", "h6": "KC", "3": "2D", "4": "QC"}, "s")
    assert reason(b, "1h1") is None and reason(b, "1h5") is not None  # an Ace only on A
    assert reason(b, "2h5") is None and reason(b, "2h1") is not None  # a King only on B
    assert reason(b, "3h2") is None  # "one higher than the old top card ... and of the same suit"
    assert reason(b, "4h6") is None  # "one lower than the old top card ... and of the same suit"
    assert reason(b, "4h2") is not None


def test_gilbert_a_space_takes_only_a_seven():
    quote("Empty spaces in the tableau may be filled by sevens.")
    b = position("gilbert deal=1", {"w": "7H", "2": "9C"}, "s")
    assert reason(b, "w1") is None
    b = position("gilbert deal=1", {"w": "KH", "2": "9C"}, "s")
    assert reason(b, "w1") is not None  # (a King too: only a Seven)
    b = position("gilbert deal=1", {"w": "8H", "2": "9C"}, "s")
    assert reason(b, "w2") is None and reason(b, "w1") is not None


def test_gilbert_rules_screen_says_the_seven():
    assert "A space takes only a 7." in text.sentences(find("gilbert"))


def test_lafayette_deals_a_reserve_of_thirteen_and_four_piles_of_one():
    quote("There is one reserve, initially containing thirteen cards.  The top card in the pile is dealt face up, all others are face down.")
    quote("Four tableau piles of one card each, splayed downward. All cards are dealt face up.")
    b = Board(find("lafayette"), 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 4
    assert _sizes(b, b.r0, b.t0) == [13]
    r = b.cards(b.r0)
    assert r[-1] & FACE_UP and not any(c & FACE_UP for c in r[:-1])
    assert b.size[STOCK] == 52 - 17


def test_lafayette_a_space_fills_from_the_reserve_then_takes_only_a_seven():
    quote("Empty spaces in the tableau are automatically filled with a card from the reserve. "
          "If the reserve is empty, then empty spaces in the tableau may be filled by sevens.")
    b = position("lafayette deal=1", {"1": "AS", "2": "9C", "3": "8D", "4": "QH", "r": "5D JC"}, "s")
    play(b, "1h1")
    assert names(b, b.t0) == "JC" and names(b, b.r0) == "5D"  # (the reserve's top card, by itself)
    b = position("lafayette deal=1", {"1": "AS", "2": "9C", "3": "8D", "4": "QH", "w": "7H"}, "s")
    play(b, "1h1")
    assert b.size[b.t0] == 0
    assert reason(b, "w1") is None
    b = position("lafayette deal=1", {"1": "", "2": "9C", "3": "8D", "4": "QH", "w": "6H"}, "s")
    assert reason(b, "w1") is not None


def test_lafayette_builds_down_in_alternate_colours():
    quote("A card may be added onto a tableau pile if it is one lower than  the old top card of the pile and of the opposite color.")
    b = position("lafayette deal=1", {"1": "4H", "2": "3S", "3": "3D", "4": "QH", "r": "5D"}, "s")
    assert reason(b, "21") is None and reason(b, "31") is not None
