"""Foundations in two groups, each with its own base, direction, suit rule
and size (``fg_*`` places of ``Rules.extra``, ``cards/fgroups.py``):
Bisley, Twenty, Caprice, Sixes and Sevens, Big Bertha, Floradora, Fifteen."""

import os
import subprocess
import sys

from solitaire.cards import auto, notation, text
from solitaire.cards.board import Board, encode
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.games import GAMES, find
from solitaire.cards.piles import K_FOUND

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "host_tools"))
from build_catalogue import EXTRA  # noqa: E402


def position(game, piles, filler="s"):
    """A position of ``game`` with ``piles`` ({name: "cards"}); the cards
    not named go face down to ``filler``."""
    rules = find(game)
    b = Board(rules, 1)
    left = sorted(c & 0x7F for p in range(b.npiles) for c in b.cards(p))
    for cards in piles.values():
        for tok in cards.split():
            left.remove(parse_card(tok) & 0x7F)
    piles = dict(piles)
    up = FACE_UP if filler != "s" else 0  # (a tableau pile's cards face up)
    piles[filler] = (" ".join(card_name(c | up) for c in left) + " " + piles.get(filler, "")).strip()
    lines = [game] + ["%s: %s" % (k, v) for k, v in piles.items()]
    return notation.parse_position("\n".join(lines), GAMES)


def up(b, src, f):
    """The move of ``src``'s top card onto foundation ``f`` (from 1)."""
    return encode(src, b.f0 + f - 1, 1)


def test_places_are_the_last_eight():
    assert EXTRA[24:32] == ("fg_piles", "fg_base", "fg_dir", "fg_suit", "fg_cap", "fg_cap_first", "fg_dealt", "fg_flags")


def test_bisley_up_from_aces_down_from_kings():
    b = position("bisley", {"h1": "AS", "h2": "AC", "h3": "AD", "h4": "AH",
                            "1": "2S", "2": "KS", "3": "KH", "4": "2H", "5": "QS", "6": "QH", "7": "JS", "8": "3S"})
    t = b.t0
    assert b.check(up(b, t + 0, 1)) is None  # 2S on AS
    assert b.check(up(b, t + 0, 2)) is not None  # 2S on AC: not its suit
    assert b.check(up(b, t + 0, 5)) == "Starts with the base rank"  # a down pile starts with a King
    assert b.check(up(b, t + 1, 5)) is None  # KS to an empty down pile
    assert b.check(up(b, t + 1, 1)) is not None  # not onto an up pile
    b.apply(up(b, t + 1, 5))
    assert b.check(up(b, t + 4, 5)) is None  # QS on KS
    assert b.check(up(b, t + 5, 5)) is not None  # QH on KS: not its suit
    assert b.check(up(b, t + 6, 5)) is not None  # JS on KS: not the next rank down
    assert b.check(up(b, t + 7, 5)) is not None  # 3S on KS
    b.apply(up(b, t + 4, 5))
    assert names(b, b.f0 + 4) == "KS QS"
    # the legal moves offer an empty pile of each group
    moves = b.legal_moves(t + 2)
    assert up(b, t + 2, 6) in moves and not any((m >> 8) & 0xFF == b.f0 + 6 for m in moves)


def names(b, p):
    return " ".join(card_name(c) for c in b.cards(p))


def test_bisley_auto_moves_go_down_too():
    b = position("bisley", {"h1": "AS", "h2": "AC", "h3": "AD", "h4": "AH", "h5": "KS",
                            "1": "QS", "2": "2C"})
    assert auto.foundation_move(b, b.t0) == up(b, b.t0, 5)  # QS goes down onto KS
    assert auto.foundation_move(b, b.t0 + 1) == up(b, b.t0 + 1, 2)
    lv = auto._levels(b)
    # a King starts its pile: safe; a Queen onto a King is not (a Jack may want it)
    assert auto.is_safe(b, parse_card("KH"), lv)
    assert not auto.is_safe(b, parse_card("QS"), lv)


def test_twenty_deals_both_groups_their_bases():
    b = Board(find("twenty"), 3)
    assert [b.top(b.f0 + i) & 15 for i in range(8)] == [1] * 4 + [13] * 4
    assert sum(b.size) == 104
    assert "four start with a King (dealt there) and build down in suit" in " ".join(text.sentences(find("twenty")))


def test_sixes_and_sevens_groups_stop_at_ace_and_king():
    b = position("sixes_and_sevens", {"h1": "6S 5S 4S 3S 2S AS", "h9": "7H 8H 9H TH JH QH KH",
                                      "h2": "6H", "h10": "7D",
                                      "1": "KS", "2": "AH", "3": "5H", "4": "8D", "5": "6C", "6": "7C"}, filler="s")
    t = b.t0
    assert b.check(up(b, t, 1)) == "That foundation is full"  # no King on the Ace
    assert b.check(up(b, t + 1, 9)) == "That foundation is full"  # no Ace on the King
    assert b.check(up(b, t + 2, 2)) is None  # 5H down onto 6H
    assert b.check(up(b, t + 3, 10)) is None  # 8D up onto 7D
    assert b.check(up(b, t + 3, 2)) is not None
    assert b.check(up(b, t + 2, 10)) is not None
    assert b.check(up(b, t + 4, 10)) is not None  # a 6 is no base of the up group
    s = " ".join(text.sentences(find("sixes_and_sevens")))
    assert "eight start with a 6 (dealt there) and build down in suit, down to an Ace" in s
    assert "eight start with a 7 (dealt there) and build up in suit, up to a King" in s


def test_big_bertha_kings_pile_and_queens_last():
    b = position("big_bertha", {"h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "h9": "KH",
                                "2": "KS", "3": "KD", "4": "QD", "5": "AC"}, filler="1")
    t = b.t0
    assert b.check(up(b, t + 1, 1)) == "That foundation is full"  # no King on the main Queen
    assert b.check(up(b, t + 1, 9)) is None  # any King on the Kings pile
    assert b.check(up(b, t + 2, 9)) is None
    assert b.check(up(b, t + 3, 9)) is not None  # a Queen is no King
    assert b.check(up(b, t + 4, 9)) is not None  # nor an Ace
    assert b.check(up(b, t + 4, 2)) is None  # AC starts a main pile
    assert "one takes every King, of any suit" in " ".join(text.sentences(find("big_bertha")))


def test_fifteen_piles_of_a_half_start_with_different_suits():
    """Fifteen's foundations are Tournament's halves (tournament.py): the
    seed checker reads them so."""
    b = position("fifteen", {"h1": "AH", "h5": "KH", "1": "AH", "2": "KH", "3": "AS", "4": "KS"}, filler="0")
    t = b.t0
    assert b.check(up(b, t, 2)) == "That suit has its pile here"  # a second AH in the up half
    assert b.check(up(b, t + 1, 6)) == "That suit has its pile here"
    assert b.check(up(b, t + 2, 2)) is None
    assert b.check(up(b, t + 3, 6)) is None
    assert b.check(up(b, t + 1, 2)) is not None  # a King can't start an up pile
    assert "in each half every suit has one" in " ".join(text.sentences(find("fifteen")))


def test_group_records_deal_the_same_twice():
    for g in ("bisley", "twenty", "caprice", "sixes_and_sevens", "big_bertha", "floradora", "fifteen"):
        a = notation.text(Board(find(g), 5))
        assert a == notation.text(Board(find(g), 5))
        assert notation.text(notation.parse_position(a, GAMES)) == a


def test_notation_names_the_foundation_when_a_card_fits_two():
    b = position("bisley", {"h1": "AS 2S 3S 4S 5S 6S", "h2": "AC", "h3": "AD", "h4": "AH",
                            "h5": "KS QS JS TS 9S 8S", "1": "7S"})
    first, second = up(b, b.t0, 1), up(b, b.t0, 5)
    assert b.check(first) is None and b.check(second) is None  # the suit's two piles meet: either takes the 7
    assert notation.move_text(b, first) == "1h"
    assert notation.move_text(b, second) == "1h5"
    assert notation.parse_move(b, "1h") == first
    assert notation.parse_move(b, "1h5") == second
    assert b.check(notation.parse_move(b, "1h2")) is not None


def test_one_choice_of_the_foundations_module():
    """``legal.rare_found`` chooses, ``own_rules`` and ``fitter`` follow it:
    two groups load ``fgroups.py`` alone, a rule a pile ``fpiles.py`` alone
    (a game of two groups no longer loads Wikibooks' rule-a-pile code), and
    every other record no module."""
    from solitaire.cards import fgroups, fpiles, legal, tournament

    for game, own, fit in (
        ("bisley", fgroups, fgroups.fits),
        ("double_aces_and_kings", fgroups, fgroups.fits),
        ("betsy_ross", fpiles, fpiles.fits),
        ("colors", fpiles, fpiles.fits),
        ("double_or_quits", fpiles, fpiles.fits),
        ("tournament", None, tournament.fits),
        ("klondike", None, legal._fits),
    ):
        b = Board(find(game), 1)
        assert legal.own_rules(b) is own, game
        assert legal.fitter(b) is fit, game
        assert (legal.rare_found(b.rules) != 0) == (own is not None or fit is tournament.fits), game
    assert not hasattr(fgroups, "step") and not hasattr(fgroups, "deal_steps")
    # (fpiles.deal deals only its own foundations, the steps' and Double or
    # Quits': Board.deal asks it instead of arrange.py; the second group's
    # bases are fgdeal.py's, loaded only by the records that deal them)
    assert not hasattr(fgroups, "deal") and not hasattr(fpiles, "_FG_PILES")


def test_legal_moves_from_a_pile_nothing_leaves_is_empty_at_once():
    """A sliced look asks each pile in turn: an empty pile, or a foundation
    whose cards stay, gets no moves without the look's set-up (80k fuel from
    .mpy a pile; Double Aces and Kings' 16 foundations made a hint's slice
    1.77M fuel). The whole list is the same as the piles' lists together."""
    for game in ("double_aces_and_kings", "bisley", "klondike"):
        b = Board(find(game), 1)
        each = []
        for p in range(b.npiles):
            got = b.legal_moves(p, p == 0)  # (the stock's turn asked with the stock, as the sliced looks do)
            if p and (not b.size[p] or b.kind[p] == K_FOUND and not b.rules.extra[EXTRA.index("found_back")]):
                assert got == [], (game, p)
            each += got
        assert sorted(each) == sorted(b.legal_moves()), game


def test_a_deal_of_a_groups_base_cards_loads_its_rules_and_leaves_autos_takes_of():
    """A record that deals its second group's base cards (fg_dealt: Acey and
    Kingsley, Rainbow Fan) loads the groups' rules, fgroups.py, with the
    deal, where they lie low in the heap (loaded in Play.loads' first tick
    instead, they left the holes every later allocation scanned past: Acey
    and Kingsley's send-up ticks 2,275,000 fuel from .mpy, Rainbow Fan's
    pick 2,187,000); fgdeal.py, which deals them, binds its takes_of over
    auto's only for a first group down by twos (Dorothy: fgroups.rule), not
    as it loads (its call in every look). A fresh interpreter: a test's
    modules stay loaded."""
    code = (
        "import sys\n"
        "from solitaire.cards import auto\n"
        "from solitaire.cards.board import Board\n"
        "from solitaire.cards.games import find\n"
        "own = auto.takes_of\n"
        "b = Board(find('acey_and_kingsley'), 1)\n"
        "assert 'solitaire.cards.fgroups' in sys.modules and 'solitaire.cards.fgdeal' in sys.modules\n"
        "b.legal_moves(-1, True, 0, auto.takes_of(b))\n"
        "assert auto.takes_of is own\n"
        "b = Board(find('dorothy'), 1)\n"
        "sys.modules['solitaire.cards.fgroups'].rule(b, b.f0)  # (the Nines' rule, asked before a card goes up)\n"
        "assert auto.takes_of is sys.modules['solitaire.cards.fgdeal'].takes_of\n"
    )
    root = os.path.join(os.path.dirname(__file__), "..")
    r = subprocess.run([sys.executable, "-c", code], cwd=root, env=dict(os.environ, PYTHONPATH=os.path.join(root, "firmware")), capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
