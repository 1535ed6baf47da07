"""Doublet Cell (politaire; issue 30): eight piles, two free cards of a
rank and of a colour removed, and four cells a free card goes into and
comes back from (``pairs/cells.py``, loaded only by its record: ``way =
"cells"``, ``cells = 4``, ``match = "colour"``). Each rule a legal and an
illegal move from a position, quoting politaire's sentence
(``host_tools/seed_pairs.py`` holds the record to the section too,
``host_tools/seed_cells.py``'s templates); the undo, the screen, the hint,
the notation, a power cut. (The scripted win by keys and the stored win:
tests/test_pairs.py, tests/test_prove_pairs.py.)"""

import os
import sys

import pytest

from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import cells as C
from solitaire.pairs import engine as E
from solitaire.pairs import own as O
from solitaire.pairs.notation import move_text, parse_move, parse_position, text
from solitaire.pairs.text import rules_texts
from test_pairs import IDS, WINS, Console, board, why
from test_pairs import lay as lay_places

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_pairs as BP  # noqa: E402
import seed_pairs as P  # noqa: E402

CELL = E.L0 + 8  # the first cell: piles after the eight of the layout


def lay(b, cards):
    """test_pairs' ``lay``, the cells named ``c1`` .. ``c4``."""
    lay_places(b, {str(8 + int(k[1:])) if k[:1] == "c" else k: v for k, v in cards.items()})


def test_the_cells_places_and_moves_are_the_engines():
    """cells.py names the engine's places itself (the engine imports it
    through own.py)."""
    assert (C._MATCH, C._CELLS, C._COLOUR, C._L0, C._REMOVE, C._ONTO, C._NONE, C._BY_GAME) == (
        E.MATCH, E.CELLS, E.COLOUR, E.L0, E.REMOVE, E.ONTO, E.NONE, E.BY_GAME)
    assert E.record("doubletcell")[E.WAY] == O.CELLS


def test_eight_piles_seven_and_six_all_face_up_and_four_empty_cells():
    """politaire: "Eight tableau piles of cards, with the first four having
    seven cards each, and the next four having six cards each. All cards
    are dealt face up." "Four cells, all initially empty." No stock."""
    b = board("doubletcell")
    assert list(b.size[E.L0 : CELL]) == [7] * 4 + [6] * 4 and list(b.size[CELL:]) == [0] * 4
    assert not b.size[E.P_STOCK] and why(b, "s") == "No stock"
    assert all(b.piles[p][i] & 0x80 for p in range(E.L0, CELL) for i in range(b.size[p]))


def test_two_free_cards_of_a_rank_and_a_colour_go():
    """politaire: "Remove pairs of cards of equal rank and the same color.
    For example, a 6♦ could be removed by pairing it with a 6♥." "Cards on
    the tableau that are not under another card are available for play." """
    b = board("doubletcell")
    lay(b, {"1": "2C 6D", "2": "6H", "3": "6S", "4": "6C 6D"})
    assert why(b, "1+2") is None
    assert why(b, "2+3") == "Not a rank and colour" and why(b, "1+3") == "Not a rank and colour"
    lay(b, {"5": "6H 7S"})
    assert why(b, "1+5") == "Not a rank and colour"  # (5's 6H lies under its 7S)
    b.apply(parse_move(b, "1+2"))
    assert b.size[E.P_OUT] == 2 and b.top(E.L0) & 15 == 2
    b.undo()
    assert b.top(E.L0) & 15 == 6 and b.size[E.P_OUT] == 0


def test_a_free_card_goes_into_an_empty_cell_one_card_a_cell():
    """politaire: "Each cell can hold one card. Available cards can be
    played into any cell." A card under another is not available."""
    b = board("doubletcell")
    lay(b, {"1": "2C 6D", "c2": "9S"})
    assert why(b, "1>c1") is None and why(b, "1>c3") is None
    assert why(b, "1>c2") == "The cell is full"
    b.apply(parse_move(b, "1>c1"))
    assert b.top(CELL) & 15 == 6 and b.size[E.L0] == 1
    assert why(b, "1>c1") == "The cell is full"
    b.undo()
    assert b.top(E.L0) & 15 == 6 and not b.size[CELL]
    assert why(b, "c4>c1") == "No card there" and why(b, "1>2") == "No building here"


def test_a_cells_card_pairs_and_goes_back_to_the_tableau_not_a_space():
    """politaire: "Cards from cells can be played back to the tableau."
    "No building is permitted on the tableau" (any pile takes it, whatever
    its top card), but "Empty spaces in the tableau may not be filled." A
    cell's card is free: it pairs."""
    b = board("doubletcell")
    lay(b, {"c1": "6D", "1": "6H", "2": "KS", "3": ""})
    assert why(b, "c1+1") is None
    assert why(b, "c1>2") is None and why(b, "c1>3") == "Spaces are not filled"
    assert why(b, "c1>c2") == "Cells go to the tableau"
    b.apply(parse_move(b, "c1>2"))
    assert b.size[E.L0 + 1] == 2 and b.top(E.L0 + 1) & 15 == 6 and not b.size[CELL]
    b.undo()
    assert b.top(CELL) & 15 == 6


def test_a_pile_holds_every_card_put_back_on_it():
    """A pile grows past its deal as cells' cards go back onto it."""
    b = board("doubletcell")
    for _ in range(40):
        b.apply(parse_move(b, "2>c1"))
        b.apply(parse_move(b, "c1>1"))
        if not b.size[E.L0 + 1]:
            break
    assert b.size[E.L0] == 14 and not b.size[E.L0 + 1]  # (its seven and pile 2's seven)


def test_the_legal_moves_are_what_check_allows():
    """Every move the engine lists ``check`` allows, and every move ``check``
    allows between the places is listed (a card into the first empty cell
    only: the cells are alike)."""
    b = board("doubletcell", WINS["doubletcell"][0])
    for step in range(30):
        ms = b.legal_moves()
        assert all(b.check(m) is None for m in ms)
        first = min((c for c in range(CELL, CELL + 4) if not b.size[c]), default=None)
        for a in range(E.L0, CELL + 4):
            for c in list(range(E.L0, CELL + 4)):
                for kind in (E.REMOVE, E.ONTO):
                    m = kind << 16 | a << 8 | c
                    ok = b.check(m) is None
                    if kind == E.REMOVE and ok:
                        assert m in ms or (kind << 16 | c << 8 | a) in ms
                    if kind == E.ONTO and ok and (a >= CELL or c == first):
                        assert m in ms
        b.apply(ms[(step * 7) % len(ms)])


def test_rules_screen():
    t = " ".join(rules_texts(MENU_GAMES[IDS.index("doubletcell")]))
    assert "52 cards dealt round 8 piles, face up: 4 of 7, 4 of 6." in t
    assert "4 cells, a card each: a free card may go into an empty one, a cell's card back onto any pile." in t
    assert "Remove two free cards of a rank and a colour" in t and "Goal: every card removed." in t


def test_the_cells_show_on_the_top_row_and_a_card_goes_into_one_by_keys():
    """The four cells at the top row's left, the removed cards at its right;
    A on a card that goes with nothing but a cell puts it in the first
    empty one (quick setting: one move), and the cursor may rest on it."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index("doubletcell"), 1)
    app._draw()
    play = app.play
    b = play.board
    assert list(play.top_piles[0:4]) == list(range(CELL, CELL + 4)) and play.top_piles[7] == E.P_OUT
    assert all(app.screen.top[c] == T.EMPTY for c in range(4))
    lay(b, {"8": "QH 3D"})
    play.cur = E.L0 + 7
    play.version += 1
    app.key(K.A)
    assert b.top(CELL) & 15 == 3 and b.size[E.L0 + 7] == 1
    app._draw()
    assert app.screen.top[0] == T.FACE_OF[b.top(CELL)]
    assert CELL in play.spots()


def test_the_hint_names_a_pair_or_a_cell():
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index("doubletcell"), 1)
    app.play.hint()
    assert bytes(app.screen.msg).startswith(b"Hint: ")


def test_the_notation_names_the_cells():
    b = board("doubletcell")
    m = parse_move(b, "3>c2")
    assert m == E.ONTO << 16 | (E.L0 + 2) << 8 | (CELL + 1) and move_text(b, m) == "3>c2"
    assert move_text(b, parse_move(b, "c1>5")) == "c1>5"
    b.apply(parse_move(b, "3>c1"))
    t = text(b)
    assert "\nc1: " in t and "\nc4:" in t and "w2" not in t
    assert parse_position(t, MENU_GAMES).key() == b.key()


def test_a_power_cut_keeps_the_cells():
    from sim.pairs_play import play_moves

    c = Console()
    c.app.start(IDS.index("doubletcell"), 1)
    b = c.app.board
    play_moves(c.app, [parse_move(b, "1>c1"), parse_move(b, "2>c2")])
    c.key(K.B_HOLD)  # the pause menu: a checkpoint
    c.key(K.B)
    want = c.app.board.key()
    c.cut()
    assert c.app.state == SC.PLAY and c.app.board.key() == want and c.app.board.size[CELL + 1] == 1


def test_the_seed_checker_agrees_and_refuses_a_wrong_record():
    assert P.check_record("doubletcell", dict(P.politaire_records()["doubletcell"])) == []
    t = dict(P.politaire_records()["doubletcell"])
    t["match"] = "equal"
    assert any("a rank and a colour" in w for w in P.check_record("doubletcell", t))
    t = dict(P.politaire_records()["doubletcell"])
    t["cells"] = 3
    assert any("cells: the record has 3, the seed Four" in w for w in P.check_record("doubletcell", t))


@pytest.mark.parametrize("field, value", [("cells", 0), ("stock", "waste"), ("cells", 9)])
def test_the_table_refuses_cells_without_their_way(field, value):
    t = dict(P.politaire_records()["doubletcell"])
    t[field] = value
    with pytest.raises(BP.TableError, match="cells, 1 to 8, go with way cells"):
        BP.record("doubletcell", t)


@pytest.mark.parametrize("gid", ["doubletcell", "anubis"])
def test_the_device_deals_and_plays_as_the_host_does(gid):
    """The firmware under MicroPython from .mpy (cells.py's moves and match,
    Anubis' wastes on the two-deck pyramid): the same positions as
    CPython's, a deal and its first twenty moves (the last listed: for
    Doublet Cell a cell's card back onto a pile), then back."""
    from sim import mpy

    script = (
        "from solitaire.gamelist import MENU_GAMES\n"
        "from solitaire.pairs.play import Engine\n"
        "b = Engine(MENU_GAMES[MENU_GAMES.index(%r)], 1)\n"
        "for deal in (1, 2):\n"
        "    b.redeal(deal)\n"
        "    print(b.key().hex())\n"
        "    for i in range(20):\n"
        "        ms = b.legal_moves()\n"
        "        if not ms:\n"
        "            break\n"
        "        b.apply(ms[(i * 5) %% len(ms)])\n"
        "    print(b.key().hex())\n"
        "    while b.undo():\n"
        "        pass\n"
        "    print(b.key().hex())\n" % gid
    )
    want = []
    for deal in (1, 2):
        b = board(gid, deal)
        want.append(b.key().hex())
        for i in range(20):
            ms = b.legal_moves()
            if not ms:
                break
            b.apply(ms[(i * 5) % len(ms)])
        want.append(b.key().hex())
        while b.undo():
            pass
        want.append(b.key().hex())
    res = mpy.run_firmware(script, heap_kb=96, mpy=True)
    assert res.stdout.split() == want and want[0] == want[2] and want[1] != want[0]
