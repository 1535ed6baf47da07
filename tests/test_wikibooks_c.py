"""Wikibooks' Labyrinth (issue 32), a card engine record with a rule of
its own, held to its text: a test per rule the text states (a legal and an
illegal move from a position, the deal, the goal), the sentence quoted and
checked against the seed file.

The record: the first row a reserve pool (``pool`` 1, a pile a card, every
one playing), its gaps filled from the stock by themselves (``autofill`` 4:
``board.apply``); the rows under it the tableau's eight columns, a row a
press of the stock (``stock`` row), each column's last card (its top)
playing; nothing built. Once the stock is out, the card under a first row
gap, and once a game any card when nothing else goes up, is drawn to its
column's top and goes up from there (``merci`` 3: ``merci.py`` hands its
draws to ``labyrinth.py``)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402

FAMILY = {"labyrinth": "Barricade A"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Labyrinth with Blockade's (Barricade A: the stock
    deals rows onto the piles and fills gaps by itself)."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal
    (Labyrinth's deal 1: its rows, and the last resort's draw), and undo
    takes the last back."""
    moves, n = plays_by_its_hints(gid, 1, 10)
    assert n == len(moves)
    assert any(m & 0xFF == (m >> 8) & 0xFF for m in moves)  # (a draw among them)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``), each line whole."""
    rules_whole(gid)


# -- Labyrinth ---------------------------------------------------------------

SUITS_UP = {"h1": "AD", "h2": "AC", "h3": "AS", "h4": "AH"}
# the stock still in: the first row full, two rows under it
DEALING = dict(SUITS_UP, a="2D", b="9C", c="5H", d="9D", e="9S", f="9H", g="TC", i="TD",
               **{"1": "3D 2C", "2": "2H 7C", "3": "8C", "4": "8D", "5": "8S", "6": "8H", "7": "7D", "8": "7S"})
# the stock out: the first row full of cards that don't go up, the rest face up in column 8 (a King of spades on top)
OUT = dict(SUITS_UP, a="9C", b="9D", c="9S", d="9H", e="TC", f="TD", g="TS", i="TH",
           **{"1": "2D 8C", "2": "2C 7C", "3": "8D", "4": "8S", "5": "8H", "6": "7D", "7": "7S"})
HEAD = "labyrinth deal=1"


def test_labyrinth_deal_the_aces_up_and_a_row_of_eight():
    said("Take the four Aces out of the deck and lay them down as the foundations. Then eight cards are laid in a row below these four cards.")
    for deal in (1, 2, 3):
        b = Board(find("labyrinth"), deal)
        assert sorted(b.top(p) & 15 for p in range(b.f0, b.c0)) == [1, 1, 1, 1]
        assert len({b.top(p) >> 4 & 7 for p in range(b.f0, b.c0)}) == 4  # an Ace of each suit
        assert b.t0 - b.r0 == 8 and all(b.size[p] == 1 and b.top(p) & FACE_UP for p in range(b.r0, b.t0))
        assert not any(b.size[p] for p in range(b.t0, b.npiles))  # no row under it yet
        assert b.size[0] == 52 - 12 and len(set(all_cards(b))) == 52


def test_labyrinth_the_first_row_builds_up_in_suit_its_gaps_filled_from_the_stock():
    said("The cards on this row can be built on the foundations up by suit up to Kings. Any gap is immediately filled by a card from the stock.")
    b = position(HEAD, DEALING, "s")
    assert reason(b, "ah1") is None  # the 2 of diamonds on the Ace
    assert reason(b, "bh2") is not None and reason(b, "ah2") is not None  # not the 9 of clubs, nor a 2 on another suit
    assert reason(b, "ab") is not None and reason(b, "a1") is not None  # nothing built on the rows
    stock = b.size[0]
    top = b.top(0)
    play(b, "ah1")
    assert b.size[b.r0] == 1 and b.top(b.r0) == top | FACE_UP and b.size[0] == stock - 1  # the stock's top card in the gap
    b.undo()
    assert names(b, b.r0) == "2D" and b.size[0] == stock and b.top(0) == top  # (taken back: the stock's again, face down)


def test_labyrinth_a_new_row_of_eight_and_its_gaps_not_filled():
    said("Once no more moves can be made, a new row of eight cards is formed. However, once any card leaves the second row to the foundations, it is not filled; filling gaps by new cards only applies to the first row.")
    b = position(HEAD, DEALING, "s")
    sizes = [b.size[p] for p in range(b.t0, b.npiles)]
    stock = b.size[0]
    play(b, "s")  # a row: a card onto each column
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [k + 1 for k in sizes] and b.size[0] == stock - 8
    b.undo()
    play(b, "1h2")  # the 2 of clubs up from the row under the first: its place stays empty
    assert names(b, b.t0) == "3D" and b.size[0] == stock


def test_labyrinth_only_the_top_and_bottom_rows_play():
    said("Only cards on the top and bottom rows are available and when a card on the bottom row is removed, the card above it is released and can be played.")
    b = position(HEAD, DEALING, "s")
    assert reason(b, "m12") == "Only top and bottom rows play"  # the 3 of diamonds, above the bottom row, while the stock lasts
    assert reason(b, "1h1") is not None  # (the 2 of clubs: not on diamonds)
    play(b, "ah1 1h2")  # the 2 of diamonds up, then the bottom row's 2 of clubs
    assert reason(b, "1h1") is None  # the 3 of diamonds, released


def test_labyrinth_once_the_stock_is_out_the_card_under_a_first_row_gap_plays():
    said("The same goes for a card which is below a card from the top row when that card is removed, when the player decides to fill the gap later or when the stock runs out.")
    b = position(HEAD, dict(OUT, a="2H", **{"1": "2D 8C 7H"}), "8", True)
    assert not b.size[0]
    play(b, "ah4")  # the 2 of hearts up: the gap stays, the stock out
    assert not b.size[b.r0]
    assert reason(b, "m13") is None  # the 2 of diamonds, its column's first, under the gap
    assert reason(b, "m22") == "Only once nothing else goes up"  # the 2 of clubs: under the 9 of diamonds
    play(b, "m13 1h1")
    assert names(b, b.t0) == "8C 7H" and names(b, b.f0) == "AD 2D"
    assert reason(b, "m12") == "That card can't go up"  # (the gap's column again: its first card now the 8 of clubs)


def test_labyrinth_stuck_after_the_stock_one_card_drawn_as_a_last_resort():
    said("When the player gets stuck after this point, he can draw any card from the other rows as a last resort.")
    b = position(HEAD, OUT, "8", True)
    assert reason(b, "m12") is None and reason(b, "m22") is None  # stuck: any card that goes up
    assert reason(b, "m42") is not None  # (not one that doesn't)
    assert b.stuck() is False
    play(b, "m12 1h1")  # the 2 of diamonds drawn and up
    assert reason(b, "m22") == "The last resort is used"
    assert b.stuck()
    b.undo()
    b.undo()
    assert reason(b, "m22") is None  # (undo gives it back)
    b2 = position(HEAD, dict(OUT, a="2S", i="9C"), "8", True)
    assert reason(b2, "m12") == "Only once nothing else goes up"  # the 2 of spades goes up: not stuck


def test_labyrinth_the_goal_every_card_up():
    said("The game is won when all cards are built into the foundations.")
    up = {"h%d" % (i + 1): " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("DCSH")}
    assert Board(find("labyrinth"), 1).won() is False
    last = dict(up, h4="A23456789TJQ")
    last["h4"] = " ".join(r + "H" for r in "A23456789TJQ")
    b = position(HEAD, dict(last, a="KH"), "s")
    assert not b.won()
    play(b, "ah4")
    assert b.won()


def test_labyrinth_rules_screen():
    lines = " ".join(text.sentences(find("labyrinth")))
    assert "Foundations: four; start with an Ace (dealt to each); build up in suit." in lines
    assert "A gap there fills from the stock by itself." in lines and "Last resort, once a game" in lines


def test_labyrinth_loads_its_draws_module_in_a_tick_of_its_own_unless_a_hint_is_asked():
    # the draws' first call, once the stock was out, loaded labyrinth.py in
    # a stuck check's slice: 2,075,000 fuel a timer step (docs/card-games.md,
    # "Over 2M fuel"); Play.loads' bit 16 loads it while the keys rest, but
    # not after a hint is asked (its tick would put the hint's slices off)
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    app = App(Screen(), MENU_GAMES)
    for gid, want in (("labyrinth", 4 | 16), ("cromwell", 4), ("puss_in_the_corner", 4 | 8)):
        app.start(MENU_GAMES.index(gid), 1)
        assert app.play.loads == want, gid
    app.start(MENU_GAMES.index("labyrinth"), 1)
    app.tick(100)  # merci.py
    assert app.play.loads == 16
    app.tick(200)  # labyrinth.py
    assert app.play.loads == 0
    app.start(MENU_GAMES.index("labyrinth"), 2)
    app.play.extra(None)
    assert app.play.loads == 4
