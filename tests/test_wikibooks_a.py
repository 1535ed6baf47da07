"""The Wikibooks and PySolFC games of issue 32 that needed a rule of their
own (the "record + rule" rows of docs/card-games.md), as card engine
records: each held to its text, a test per rule the text states (a legal
and an illegal move from a position, the deal, the goal), the sentence
quoted and checked against the seed file when it is on the machine.

Puss in the Corner (Wikibooks): Strategy's waste piles (``dump`` 1, the
stock's card face up in the waste's place, ``stock`` "up"), four of them a
card each, the Aces up first (``found_dealt`` 4), foundations up by colour;
once the stock is out the waste piles are picked up one at a time in the
player's order and dealt again, once (``merci`` 4: a pile moved onto its
own place is gathered, ``puss.py``)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards import notation

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402


FAMILY = {"puss_in_the_corner": "Sir Tommy"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Puss in the Corner with Sir Tommy (the stock's
    card onto waste piles that build nothing, their top cards only up)."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 1, 10)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``), each line whole."""
    rules_whole(gid)


# -- Puss in the Corner --------------------------------------------------------


def test_puss_in_the_corner_deal_the_aces_up_and_four_waste_piles_a_card_each():
    said("First, the four aces are separated from the rest of the deck and placed side by side in two cards of two, forming a square. The four waste piles, which initially would contain a card each, are located at the corners of the square.")
    for deal in (1, 2, 3):
        b = Board(find("puss_in_the_corner"), deal)
        assert sorted(b.top(p) & 0x7F for p in range(b.f0, b.c0)) == [0x01, 0x11, 0x21, 0x31]  # the four Aces up
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 4 and b.npiles - b.t0 == 4
        assert b.size[0] == 0 and b.size[1] == 44 and b.top(1) & FACE_UP  # the stock, its top card face up (the waste's place)
        assert len(set(all_cards(b))) == 52


PUSS = {"h1": "AC 2S", "h2": "AH", "h3": "AD 2H", "h4": "AS", "1": "9D 3C", "3": "", "4": "7D 3H", "w": "QC 4H"}  # (the rest: pile 2, face up)


def puss(stock=None):
    return position("puss_in_the_corner", dict(PUSS, w=PUSS["w"] if stock is None else stock), "2", True)


def test_puss_in_the_corner_foundations_up_by_colour_to_the_kings():
    said("Building on the foundations is up by color (red suits on red, black suits on black, no matter the suit) to kings.")
    b = puss()
    assert reason(b, "1h1") is None  # the 3 of clubs on the 2 of spades: black on black, another suit
    assert reason(b, "1h3") == "Needs a red 3"  # not on the 2 of hearts
    assert reason(b, "4h3") is None  # the 3 of hearts on the 2 of hearts
    assert reason(b, "4h1") == "Needs a black 3"
    assert reason(b, "wh3") == "Needs a red 3"  # the stock's 4 of hearts: a 3 first


def test_puss_in_the_corner_the_stocks_card_onto_any_waste_pile_and_no_building_there():
    said("After the sufficient cards are built, four cards, one at a time, are dealt onto any of the wastepiles (not necessarily one on each waste pile).")
    said("There should be no building on the wastepiles themselves.")
    said("If a gap occurs, it is not immediately filled. Only one card can be moved at a time.")
    b = puss()
    assert reason(b, "w1") is None and reason(b, "w2") is None and reason(b, "w3") is None  # any waste pile, whatever lies there, a gap too
    assert reason(b, "12") == "No building here"  # a waste pile's card onto another: no
    assert reason(b, "13") == "Only the stock's card"  # nor into a gap
    play(b, "w1")
    assert names(b, b.t0) == "9D 3C 4H" and names(b, 1) == "QC"


def test_puss_in_the_corner_the_waste_piles_picked_up_in_the_players_order_once_the_stock_is_out():
    said("After the stock is exhausted, the player can do a redeal. To do this, the player must pick up the four waste piles in any order one wishes, and without shuffling, restarts dealing four cards, restarting the process.")
    b = puss()
    assert reason(b, "m12") == "Once the stock is out"  # the stock not yet out: no gathering
    b = puss("")
    t0 = b.t0
    big = b.size[t0 + 1]
    assert reason(b, "m11") == "Gather the whole pile" and reason(b, "m31") == "Nothing there"  # (the whole pile, and a gap is nothing to pick up)
    play(b, "m42")  # the player's order: pile 4 first, then 1, then 2 (3 is a gap)
    assert b.size[1] == 2 and not b.top(1) & FACE_UP  # the new stock face down while the piles are picked up
    assert reason(b, "1h1") == "Gather the waste piles first"  # nothing plays meanwhile
    play(b, "m12")
    play(b, "m2%x" % big)
    assert all(not b.size[p] for p in range(t0, b.npiles)) and b.size[1] == big + 4 and b.recycles == 1
    assert all(c & FACE_UP for c in b.cards(1))  # the four picked up: the stock turns face up
    assert names(b, 1).endswith("3C 9D 3H 7D")  # pile 4 deals first from its bottom card, then pile 1, then pile 2
    play(b, "w3")
    assert names(b, t0 + 2) == "7D"


def test_puss_in_the_corner_the_game_ends_when_the_second_stock_is_used_up():
    said("The game ends when this second stock is used up.")
    b = Board(find("puss_in_the_corner"), 1)
    for redeal in range(2):
        while b.size[1]:
            play(b, "w1")
        if not redeal:
            for p in range(b.t0, b.npiles):
                if b.size[p]:
                    notation.play(b, p | p << 8 | b.size[p] << 16)
            assert b.recycles == 1 and b.size[1] == 48
    assert b.check(b.t0 | b.t0 << 8 | b.size[b.t0] << 16) == "No more redeals"
    assert b.stuck()


def test_puss_in_the_corner_a_gather_undone_and_redone():
    """Undo takes each gather back, the stock's turn face up with the last."""
    b = puss("")
    before = b.key()
    big = b.size[b.t0 + 1]
    play(b, "m42 m12 m2%x" % big)
    after = b.key()
    for _ in range(3):
        b.undo()
    assert b.key() == before
    play(b, "m42 m12 m2%x" % big)
    assert b.key() == after


def test_puss_in_the_corner_the_goal():
    said("The game is won when all the cards end up in the foundations.")
    b = position("puss_in_the_corner", {"h1": "AC 2S 3C 4S 5C 6S 7C 8S 9C TS JC QS", "h2": "AH 2D 3H 4D 5H 6D 7H 8D 9H TD JH QD KH",
                                        "h3": "AD 2H 3D 4H 5D 6H 7D 8H 9D TH JD QH KD", "h4": "AS 2C 3S 4C 5S 6C 7S 8C 9S TC JS QC KC", "w": ""}, "1", True)
    assert not b.won()
    play(b, "1h1")
    assert b.won()


def test_puss_in_the_corner_rules_screen():
    lines = " ".join(text.sentences(find("puss_in_the_corner")))
    assert "Foundations: four; start with an Ace (dealt to each); build up in one colour." in lines
    assert "The stock's top card goes onto any of them, whatever lies there; their top cards go only up." in lines
    assert "Redeal once the stock is out: pick up the waste piles one at a time, in any order" in lines
    assert "nothing goes onto it" not in lines and "Merci" not in lines


def test_puss_in_the_corner_the_gather_through_the_keys():
    """A waste pile picked up through the device's keys: the pile, then its
    own place; undo puts it back."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from sim.autoplay import play_moves

    app = new_app("puss_in_the_corner", 1)
    b = Board(find("puss_in_the_corner"), 1)
    moves = []
    while b.size[1]:  # the first stock dealt out, its cards up where they go
        ups = [m for m in b.legal_moves() if (m >> 8) & 0xFF in range(b.f0, b.c0)]
        m = ups[0] if ups else 1 | b.t0 << 8 | 1 << 16
        notation.play(b, m)
        moves.append(m)
    gathers = [p | p << 8 | b.size[p] << 16 for p in range(b.npiles - 1, b.t0 - 1, -1) if b.size[p]]
    play_moves(app, moves + gathers)
    for m in gathers:
        notation.play(b, m)
    assert len(gathers) >= 2 and app.board.recycles == 1 and app.board.key() == b.key()  # every pile picked up, the stock turned up
    n = app.board.nmoves
    app.key(K.B, 0)
    assert app.board.nmoves == n - 1 and app.board.recycles == 0 and not app.board.top(1) & FACE_UP  # the last gather undone: face down again


def test_puss_in_the_corner_a_power_cut_mid_gather_resumes_it():
    """Saved while the waste piles are being picked up (the stock face
    down), the game comes back so, and undo goes on."""
    from test_card_play import new_app
    from power_cut import resumes_after_power_cut
    from sim.autoplay import play_moves
    from sim.sessions import stored_win

    moves = stored_win("puss_in_the_corner", 4)
    first = next(i for i, m in enumerate(moves) if m & 0xFF == (m >> 8) & 0xFF)
    keys = []
    play_moves(new_app("puss_in_the_corner", 4), moves[: first + 1], on_key=keys.append)
    c = resumes_after_power_cut("puss_in_the_corner", keys, deal=4)
    assert c.app.board.size[1] == 0 and c.app.board.recycles == 0  # (the undo took the gather back: the stock out again)
