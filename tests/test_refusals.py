"""A refused move onto the tableau says the rule that refuses it: that
nothing builds there, or the rank, or the suit (issue 28: Tournament and All
in a Row answered "Needs an 8" where nothing builds; Chinaman and Midshipman,
which build in another suit, answered "Needs a 6" to a 6 of the same suit)."""

import re

import pytest

from solitaire.cards import legal
from solitaire.cards import rules as R
from solitaire.cards.board import Board, encode
from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import make
from solitaire.cards.games import GAMES
from solitaire.cards.legal import follows

from test_engine import position, reason


@pytest.mark.parametrize("head, piles, filler, move, why", [
    ("tournament", {"1": "9C", "2": "8H"}, "s", "21", "No building here"),
    ("all_in_a_row", {"1": "4C", "2": "3D"}, "3", "21", "No building here"),
    ("chinaman", {"1": "7H", "2": "6H"}, "s", "21", "Needs another suit"),
    ("midshipman", {"1": "8D", "2": "7D"}, "s", "21", "Needs another suit"),
    ("chinaman", {"1": "7H", "2": "5H"}, "s", "21", "Needs a 6"),  # (the rank first)
    ("chinaman", {"1": "7H", "2": "5S"}, "s", "21", "Needs a 6"),
    ("chinaman", {"1": "7H", "2": "6S"}, "s", "21", None),
])
def test_the_refusal_names_the_rule(head, piles, filler, move, why):
    b = position(head, piles, filler, filler_up=filler != "s")
    assert reason(b, move) == why


_BARE_RANK = re.compile(r"^Needs (an?) (Ace|Jack|Queen|King|\d+)$")


def test_every_records_tableau_refusals_agree_with_its_rules():
    """Over every record, every rank of its deck onto every rank, in the same suit, the
    other suit of its colour and a suit of the other colour: a card that
    builds is taken; where nothing builds the refusal says so; a card of the
    right rank is refused by the suit rule, and hears of the suit or colour;
    a refusal that names a rank names the one that builds, not the card's."""
    checked = 0
    for i in range(len(GAMES)):
        r = GAMES[i]
        if r.family != R.BUILD or r.extra[legal._DUMP] in (3, legal._ONTO_WASTE, legal._FROM_WASTE):
            continue  # (Ninety-One's: any top card onto any pile, nothing refused; Alhambra's: its build rule is the waste's, its piles take nothing; Circle Eight's piles take the waste's cards alone: test_politaire31)
        b = Board(r, 1)
        if r.extra[legal._PHASES]:
            b.size[0] = 0  # (Little Spider's first part builds nothing, the stock not out: the rule asked is its second part's)
        dst, src = b.t0, b.t0 + 1
        if r.tab < 2 or not b.size[dst] or not b.size[src]:
            continue
        checked += 1
        low, high = r.extra[34] & 15, r.extra[34] >> 4  # (a stripped deck's ranks left out: strip, stripped.py)
        ranks = [k for k in range(1, 14) if not 1 < k <= 1 + low and not k > 13 - high]  # (Junction's A, 7 to K: a 2 is no card of it)
        for ro in ranks:
            onto = make(ro, 2)  # hearts
            for rc in ranks:
                for suit in (2, 1, 0):  # hearts, diamonds (red), clubs (black)
                    card = make(rc, suit)
                    b.piles[dst][b.size[dst] - 1] = onto | FACE_UP
                    b.piles[src][b.size[src] - 1] = card | FACE_UP
                    why = b.check(encode(src, dst, 1))
                    builds = bool(follows(onto, card, r.tab_dir, r.tab_suit, b.tab_cut))
                    rank_fits = follows(onto, card, r.tab_dir, R.ANY_SUIT, b.tab_cut)
                    where = (r.id, ro, rc, suit, why)
                    assert (why is None) == builds, where
                    if builds:
                        continue
                    if r.tab_suit == R.NO_BUILD:
                        assert why == "No building here", where
                    elif rank_fits:
                        assert not _BARE_RANK.match(why), where
                        assert "suit" in why or r.tab_suit != R.OTHER_SUIT, where
                    m = re.match(r"^Needs (?:an?|a (?:red|black|green)) (Ace|Jack|Queen|King|\d+)\b", why)
                    if m and not rank_fits:
                        assert m.group(1) != ("", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")[rc], where
    assert checked > 300


def test_each_refusal_number_in_legal_is_the_line_its_comment_names():
    """``legal.check`` gives each refusal as a number (``_no``), its words
    a line of ``refusals.py`` (loaded only when one is said, so no card
    game's heap holds them): each call's number is the line its comment
    names."""
    import inspect

    from solitaire.cards import refusals

    src = inspect.getsource(legal)
    calls = re.findall(r"_no\(why, ([^)]*)\)[^#\n]*# ([^(\n]+)", src)
    seen = 0
    for nums, words in calls:
        for n, w in zip(re.findall(r"(?:^|else )(\d+)(?= if|$)", nums), words.split("; ")):  # (the answers of ``a if x else b``, in order)
            if int(n) < 26 or int(n) > 31:  # (26 + a pile kind: the six below)
                assert refusals.text(int(n)) == w.strip(), (n, w)
                seen += 1
    assert seen >= 30
    kinds = ("stock", "waste", "foundations", "cells", "reserve", "tableau")
    assert [refusals.text(26 + k) for k in range(6)] == ["Spaces take no cards from the " + w for w in kinds]
    assert refusals.text(37 - 1) == "No building here" and refusals._LINES.count(b"\n") == 37
