"""The pyramid games of other shapes (issue 30, ``pairs/shapes.py``): Giza
and Pyramid Dozen (tableau piles beside the pyramid), Pharaohs (three
pyramids), Triangle and Eleven Triangle (the pyramid upside down). Each
rule a legal and an illegal move from a position, quoting politaire's
sentence (``host_tools/seed_pairs.py`` holds the records to the sections
too); the deal's layout and the goal; every card on the screen. (What
every game of the family gets, the undo, the scripted win by keys, the
power cut, the position text: tests/test_pairs.py.)"""

import os
import sys

import pytest

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.buttons import A, RIGHT
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs import shapes as SH
from solitaire.pairs.notation import picture
from solitaire.pairs.text import rules_texts
from test_pairs import IDS, board, why
from test_pairs import lay as lay_places

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))


def test_the_shapes_places_are_the_engines():
    """shapes.py names the engine's places and piles itself (the engine
    imports it)."""
    assert (SH._SIZE, SH._ROWS, SH._TOTAL, SH._STOCK_FREE, SH._SHAPE, SH._BESIDE) == (E.SIZE, E.ROWS, E.TOTAL, E.STOCK_FREE, E.SHAPE, E.BESIDE)
    assert (SH._SINGLE, SH._P_STOCK, SH._P_WASTE, SH._L0, SH._NONE, SH._REMOVE) == (E.SINGLE, E.P_STOCK, E.P_WASTE, E.L0, E.NONE, E.REMOVE)
    assert SH._COLS == S.MAX_COLS


def lay(b, cards):
    """test_pairs' ``lay``, the wastes after the first named ``w2``, ``w3``
    (piles after the layout's: pairs/wastes.py)."""
    lay_places(b, {str(b.ncells + int(k[1:]) - 1) if k[:1] == "w" and k[1:] else k: v for k, v in cards.items()})


def places(b):
    """Gets the free layout places, numbered as the notation numbers them."""
    return [p - E.L0 + 1 for p in b.free_piles() if p >= E.L0]


# -- Giza and Pyramid Dozen (politaire) ----------------------------------------------


@pytest.mark.parametrize("gid, piles, deep", [("giza", 8, 3), ("pyramiddozen", 6, 4)])
def test_the_pyramid_and_its_tableau_piles_take_the_deck(gid, piles, deep):
    """politaire (Giza): "The pyramid contains twenty-eight cards." "Eight
    tableau piles of three cards each, splayed downward. All cards are
    dealt face up." (Pyramid Dozen: "Six tableau piles of four cards
    each".) "Cards on the tableau that are not under another card are
    available for play": a pile's last card dealt, at the start; no stock."""
    b = board(gid)
    assert b.ncells == 28 + piles * deep == 52 and list(b.size[E.L0 :]) == [1] * 52
    assert b.size[E.P_STOCK] == 0 and b.x[E.STOCK] == E.STOCK_NONE
    assert sorted(b.piles[p][0] for p in range(E.L0, E.L0 + 52)) == sorted(b.order)
    assert places(b) == list(range(22, 29)) + [28 + deep * (j + 1) for j in range(piles)]


def test_giza_a_piles_card_is_free_when_the_one_on_it_is_gone():
    """politaire (Giza): "Cards on the tableau that are not under another
    card are available for play." Places 29-31 are the first pile, 31 its
    last card dealt."""
    b = board("giza")
    lay(b, {"29": "5H", "30": "5C", "31": "2D", "28": "8S", "27": "JC"})
    assert why(b, "30+28") == "Not a free card"
    assert why(b, "31+27") is None
    b.size[E.L0 + 30] = 0  # 31 gone
    assert why(b, "30+28") is None and why(b, "29+28") == "Not a free card"


def test_giza_pairs_add_to_thirteen_and_kings_go_alone():
    """politaire (Giza): "Remove pairs of cards that add to thirteen. Kings
    can be removed singly." """
    b = board("giza")
    lay(b, {"22": "6H", "23": "7H", "24": "5S", "25": "KD", "26": "QC", "34": "AD"})
    assert why(b, "22+23") is None and why(b, "26+34") is None
    assert why(b, "22+24") == "Adds to 11, not 13"
    assert why(b, "25") is None and why(b, "26") == "Not alone"


def test_giza_a_covered_pyramid_card_is_not_free():
    """politaire: "Cards on the pyramid that are not under another card are
    available for play." Place 16 (the sixth row's first) lies under 22 and 23."""
    b = board("giza")
    lay(b, {"16": "6H", "22": "7C", "23": "2D", "24": "7S"})
    assert why(b, "16+24") == "Not a free card"
    b.size[E.L0 + 21] = 0
    assert why(b, "16+24") == "Not a free card"  # (23 still on it)
    b.size[E.L0 + 22] = 0
    assert why(b, "16+24") is None


def test_pyramid_dozen_pairs_add_to_twelve_and_a_queen_goes_with_a_king():
    """politaire (Pyramid Dozen): "Remove pairs of cards that add to twelve.
    Kings and Queens are removed together" "Ace-Jack, Two-Ten, Three-Nine,
    Four-Eight, Five-Seven, Six-Six, or Queen-King". The section then goes
    on with Pyramid's text (pairs adding to thirteen, Kings singly): the
    game plays its own rule, and a King does not go alone."""
    b = board("pyramiddozen")
    lay(b, {"22": "6H", "23": "6S", "24": "QS", "25": "KD", "26": "AC", "27": "QC", "28": "JH"})
    assert why(b, "22+23") is None and why(b, "24+25") is None and why(b, "26+28") is None
    assert why(b, "24+27") == "Adds to 24, not 12"  # (two Queens: no pair)
    assert why(b, "26+24") == "Adds to 13, not 12"
    assert why(b, "25") == "Not alone"


@pytest.mark.parametrize("gid", ["giza", "pyramiddozen"])
def test_won_with_every_card_removed(gid):
    """politaire: "You win if you successfully remove all cards." """
    b = board(gid)
    b.size[E.L0 :] = bytes(52)
    b.size[E.P_OUT] = 51
    assert not b.won()
    b.size[E.P_OUT] = 52
    assert b.won()


@pytest.mark.parametrize("gid", ["giza", "pyramiddozen"])
def test_every_card_shows_in_a_cell_of_its_own(gid):
    """The pyramid one column in from the left as Pyramid draws it (a card
    half a card left of the two covering it), half the piles at the
    screen's left, half at its right, down from the top row, in the room
    the pyramid's top rows leave: 52 cells of the 16 x 7 above the loupe's
    line, each drawn with its card (the cursor's inverted)."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index(gid), 2)
    app._draw()
    play = app.play
    b = play.board
    scr = app.screen
    assert scr.pitch == 8 and scr.tab_cols == S.MAX_COLS
    cells = [play.place(p) for p in range(E.L0, E.L0 + 52)]
    assert len(set(cells)) == 52 and all(0 <= c < 16 and 0 <= r < 7 for c, r in cells)
    assert cells[:3] == [(7, 0), (6, 1), (8, 1)] and cells[21] == (1, 6)  # (Pyramid's at 0-12, one column right)
    for p, (c, r) in zip(range(E.L0, E.L0 + 52), cells):
        assert scr.tab[r * S.MAX_COLS + c] & ~T.INVERT == T.FACE_OF[b.top(p)]
    seen = set()
    for _ in range(len(play.spots()) + 1):  # the cursor over every free card, each shown inverted
        app.key(RIGHT)
        app._draw()
        c, r = play.place(play.cur)
        assert scr.tab[r * S.MAX_COLS + c] == T.FACE_OF[b.top(play.cur)] | T.INVERT
        seen.add(play.cur)
    assert seen == set(play.spots())


def test_the_position_picture_lays_the_piles_beside_the_pyramid():
    lines = picture(board("giza"))
    assert len(lines) == 7 and len(lines[0].split()) == 1 + 8 and len(lines[3].split()) == 4


def test_the_rules_screen_names_the_piles_and_the_queen_king_pair():
    giza = " ".join(rules_texts(MENU_GAMES[IDS.index("giza")]))
    assert "A pyramid of 7 rows, 28 cards, and 8 piles of 3 face up beside it" in giza
    dozen = " ".join(rules_texts(MENU_GAMES[IDS.index("pyramiddozen")]))
    assert "adding to 12" in dozen and "A Queen and a King go together." in dozen and "alone" not in dozen


def test_a_shape_needs_a_pyramid_and_its_piles():
    from host_tools import build_pairs

    t = {"name": "X", "layout": "piles", "size": 7, "match": "sum", "total": 13, "shape": "tableau", "beside": 8, "rows": 3}
    with pytest.raises(build_pairs.TableError, match="shape goes with layout pyramid"):
        build_pairs.record("x", t)
    t.update(layout="pyramid", rows=0)
    with pytest.raises(build_pairs.TableError, match="tableau and three with beside and rows"):
        build_pairs.record("x", t)
    t.update(beside=16, rows=3)
    with pytest.raises(build_pairs.TableError, match="beside = 16: 1 to 15"):
        build_pairs.record("x", t)


# -- the seed checker ------------------------------------------------------------------

import seed_pairs as P  # noqa: E402


@pytest.mark.parametrize("gid, fields, says", [
    ("giza", {"beside": 6}, "the record has 6 piles beside the pyramid, the seed 8"),
    ("giza", {"rows": 2}, "rows is 2 in the record; the seed says three (3)"),
    ("giza", {"shape": "triangle", "beside": None, "rows": None}, "shape is 2 in the record; the seed says tableau piles beside the pyramid (1)"),
    ("pyramiddozen", {"queen_king": False}, "the record does not remove a Queen with a King"),
    ("pyramiddozen", {"total": 13}, "total is 13 in the record; the seed says twelve (12)"),
])
def test_the_seed_checker_finds_a_record_that_disagrees(gid, fields, says):
    t = dict(P.politaire_records()[gid])
    t.update(fields)
    t = {k: v for k, v in t.items() if v is not None}  # (None: the field left out)
    wrong = P.check_record(gid, t)
    assert any(says in w for w in wrong), wrong


def test_pyramid_dozens_pasted_sentences_are_named_not_checked():
    """Pyramid Dozen's goal holds Pyramid's text after its own list: those
    four sentences are named as not checked, the rest are checked."""
    verdicts = P.read("pyramiddozen", P.politaire_records()["pyramiddozen"])
    pasted = [s for _, s, v in verdicts if "pasted" in v]
    assert pasted == ["that add to thirteen", "Kings can be removed singly", "Thus, the list of legal pairs that can be removed is:",
                      "Ace-Queen, Two-Jack,Three-Ten, Four-Nine, Five-Eight, Six-Seven, or King"]
    assert ("Goal", "Kings and Queens are removed together", "ok") in verdicts


# -- several wastes: Apophis, Triangle, Eleven Triangle (politaire) ---------------------


def test_the_wastes_places_and_moves_are_the_engines():
    from solitaire.pairs import wastes as W

    assert (W._PASSES, W._P_STOCK, W._P_WASTE, W._L0, W._DEAL, W._TURN, W._NONE, W._UNLIMITED, W._BY_GAME) == (
        E.PASSES, E.P_STOCK, E.P_WASTE, E.L0, E.DEAL, E.TURN, E.NONE, E.UNLIMITED, E.BY_GAME)


def deal_to(b, name):
    from solitaire.pairs.notation import parse_move

    m = parse_move(b, "s>" + name)
    assert b.check(m) is None, b.check(m)
    b.apply(m)


@pytest.mark.parametrize("gid, n", [("apophis", 3), ("triangle", 2), ("eleventriangle", 3)])
def test_a_card_is_dealt_to_the_waste_the_player_chooses(gid, n):
    """politaire: "The remaining cards form the stock and there are three
    waste piles" (Triangle: two). "Each time you click on the stock, one
    card will be dealt from the stock to the waste": the player chooses
    which (A on the stock, the wastes its partners)."""
    b = board(gid)
    assert b.size[E.P_STOCK] == 24 and len(b.size) == E.L0 + 28 + n - 1
    deals = b.legal_moves(E.P_STOCK)
    assert [m >> 8 & 0xFF for m in deals] == [E.P_WASTE] + list(range(E.L0 + 28, E.L0 + 28 + n - 1))
    top = b.top(E.P_STOCK)
    deal_to(b, "w%d" % n)
    assert b.top(E.L0 + 28 + n - 2) == top and b.size[E.P_WASTE] == 0 and b.size[E.P_STOCK] == 23
    b.undo()
    assert b.size[E.P_STOCK] == 24 and b.top(E.P_STOCK) == top
    assert b.check(E.DEAL << 16 | (E.L0 + 5) << 8 | E.NONE) == "Not a waste"


def test_apophis_the_top_card_of_each_waste_plays():
    """politaire (Apophis): "The top cards of the wastes are available for
    play." "Remove pairs of cards that add to thirteen." """
    b = board("apophis")
    lay(b, {"w": "9C 5D", "w2": "8S", "w3": "4H 2C", "22": "JD"})
    assert why(b, "w+w2") is None and why(b, "w3+22") is None
    assert why(b, "w+w3") == "Adds to 7, not 13"
    lay(b, {"w2": "KD"})
    assert why(b, "w2") is None


def test_apophis_two_passes_turn_every_waste_back():
    """politaire (Apophis): "Two passes through the stock are permitted."
    The wastes go back into the stock, the last first, each turned over:
    the first waste's first card is the stock's top again."""
    b = board("apophis")
    first = b.top(E.P_STOCK)
    while b.size[E.P_STOCK]:
        deal_to(b, ("w", "w2", "w3")[b.size[E.P_STOCK] % 3])
    assert b.check(E.TURN << 16) is None
    k = b.key()
    b.apply(E.TURN << 16)
    assert b.size[E.P_STOCK] == 24 and b.top(E.P_STOCK) == first and not any(b.size[p] for p in (E.P_WASTE, E.L0 + 28, E.L0 + 29))
    b.undo()
    assert b.key() == k
    b.apply(E.TURN << 16)
    while b.size[E.P_STOCK]:
        deal_to(b, "w2")
    assert b.check(E.TURN << 16) == "No passes left"


def test_the_fuzz_checker_lets_a_waste_after_the_places_hold_many():
    """sim/invariants.py holds a pyramid's place to one card; the wastes
    after the first are piles after the layout's places (pairs/wastes.py),
    not places. Two cards dealt onto Apophis' third waste are a legal
    position (the fuzz, apophis seed 1 token 41, called it "place 30 holds
    2 cards"); two cards on a place are still caught."""
    from sim.invariants import pile_problem

    b = board("apophis")
    deal_to(b, "w3")
    deal_to(b, "w3")
    assert b.size[E.L0 + 29] == 2 and pile_problem(b) is None
    lay(b, {"22": "JD 4H"})
    assert pile_problem(b) == "place 22 holds 2 cards"


def test_apophis_the_stocks_top_card_does_not_play():
    """politaire's Apophis says nothing of the stock's top card (Triangle's
    does): only the wastes' top cards play."""
    b = board("apophis")
    lay(b, {"s": "2C 5D", "w": "8S"})
    assert why(b, "w+t") == "Not a free card"


def test_triangle_only_the_last_rows_card_is_free_at_the_start():
    """politaire (Triangle): "First, seven cards are dealt in a row. Then,
    six cards are dealt in a second row overlapping the previous row" ...
    "and finally one card is dealt in the seventh row." "Cards on the
    pyramid that are not under another card are available for play": a
    row's end cards lie under one card only."""
    b = board("triangle")
    assert b.ncells == 28 and places(b) == [28]
    assert b.size[E.P_STOCK] == 24
    b.size[E.L0 + 27] = 0  # the seventh row's card gone: the sixth row's two
    assert places(b) == [26, 27]
    b.size[E.L0 + 25] = 0  # 26 gone: the fifth row's first (23) lies under 26 alone
    assert places(b) == [23, 27]
    lay(b, {"23": "6H", "27": "7C", "24": "7S"})
    assert why(b, "23+27") is None and why(b, "24+23") == "Not a free card"


def test_triangle_the_stocks_top_card_pairs_when_the_other_is_picked_first():
    """politaire (Triangle): "The top card of the stock is face up and is
    available for pairing with cards on the waste or elsewhere so long as
    you select the other card first." "Only one pass through the stock is
    permitted." """
    b = board("triangle")
    lay(b, {"s": "2C 9D", "w2": "4H"})
    assert why(b, "w2+t") is None
    lay(b, {"w2": "5H"})
    assert why(b, "w2+t") == "Adds to 14, not 13"
    assert E.REMOVE << 16 | E.P_STOCK << 8 | (E.L0 + 28) not in b.legal_moves(E.P_STOCK)  # (the stock picked first deals)
    while b.size[E.P_STOCK]:
        deal_to(b, "w")
    assert b.check(E.TURN << 16) == "No passes left"


def test_eleven_triangle_pairs_add_to_eleven_and_courts_pair_by_rank():
    """politaire (Eleven Triangle): "Remove pairs of cards that add to
    eleven. Jacks, queens, and kings can be removed by pairing them with
    another card of the same rank." """
    b = board("eleventriangle")
    lay(b, {"w": "5C", "w2": "6D", "w3": "QS", "28": "QH"})
    assert why(b, "w+w2") is None and why(b, "w3+28") is None
    lay(b, {"w2": "KD"})
    assert why(b, "w2+w3") == "Not a pair" and why(b, "w2") == "Not alone"


@pytest.mark.parametrize("gid", ["apophis", "triangle", "eleventriangle"])
def test_the_wastes_show_on_the_top_row_and_a_deal_picks_one(gid):
    """The stock, then the wastes on the top row; A on the stock marks the
    first waste, right the next, A deals onto the one marked."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index(gid), 3)
    app._draw()
    play = app.play
    b = play.board
    n = len(b.size) - E.L0 - 28 + 1
    assert list(play.top_piles[0 : 1 + n]) == [E.P_STOCK, E.P_WASTE] + list(range(E.L0 + 28, E.L0 + 27 + n))
    play.cur = E.P_STOCK
    top = b.top(E.P_STOCK)
    app.key(A)
    assert play.holding and len(play.cands) == n
    app.key(RIGHT)
    app._draw()
    assert app.screen.top[2] & T.INVERT  # (the second waste marked)
    app.key(A)
    assert b.top(E.L0 + 28) == top and not play.holding
    app._draw()
    assert app.screen.top[2] == T.FACE_OF[top]


def test_the_notation_names_the_wastes_and_a_deal_onto_one():
    from solitaire.pairs.notation import move_text, parse_move, parse_position, text

    b = board("apophis")
    m = parse_move(b, "s>w3")
    assert m == E.DEAL << 16 | (E.L0 + 29) << 8 | E.NONE and move_text(b, m) == "s>w3"
    b.apply(m)
    assert "w3: " in text(b) and parse_position(text(b), MENU_GAMES).key() == b.key()


@pytest.mark.parametrize("gid, deal", [("giza", 4), ("apophis", 1), ("triangle", 1)])
def test_the_free_card_that_goes_alone_is_the_engines(gid, deal):
    """shapes.py's ``alone`` (the cards of the rank first, then whether
    free) finds the move the engine's finds (the first free King in
    free_piles' order), in every position of random play."""
    from solitaire import prng

    b = board(gid, deal)
    rand = prng.Rand(3)
    for _ in range(120):
        want = E.Pairs.alone(b)
        assert b.alone() == want
        ms = b.legal_moves()
        if not ms:
            break
        b.apply(ms[rand.below(len(ms))])



# -- Pharaohs (politaire) ----------------------------------------------------------------


def test_pharaohs_three_pyramids_take_the_deck():
    """politaire (Pharaohs): "There are three pyramid." "Pyramid A contains
    twenty-eight cards." "Pyramid B contains twenty-one cards." "Pyramid C
    contains three cards." "All cards are dealt face up": 52, no stock;
    the bottom rows free (A's 22-28, B's 44-49, C's 51-52)."""
    b = board("pharaohs")
    assert b.ncells == 52 and b.size[E.P_STOCK] == 0 and b.x[E.STOCK] == E.STOCK_NONE
    assert places(b) == list(range(22, 29)) + list(range(44, 50)) + [51, 52]


def test_pharaohs_a_card_is_free_when_the_two_covering_it_are_gone():
    """politaire: "Cards on pyramid B that are not under another card are
    available for play." Pyramid B's apex (29) lies under 30 and 31;
    pyramid C's (50) under 51 and 52."""
    b = board("pharaohs")
    lay(b, {"50": "6H", "51": "7C", "52": "2D", "28": "7S"})
    assert why(b, "50+28") == "Not a free card"
    b.size[E.L0 + 50] = 0
    assert why(b, "50+28") == "Not a free card"
    b.size[E.L0 + 51] = 0
    assert why(b, "50+28") is None
    assert b.free(E.L0 + 28) is False  # (29, B's apex, under 30 and 31)


def test_pharaohs_pairs_add_to_thirteen_and_kings_go_alone():
    """politaire (Pharaohs): "Remove pairs of cards that add to thirteen.
    Kings can be removed singly." """
    b = board("pharaohs")
    lay(b, {"22": "6H", "44": "7H", "51": "5S", "45": "KD", "52": "QC"})
    assert why(b, "22+44") is None and why(b, "22+51") == "Adds to 11, not 13"
    assert why(b, "45") is None and why(b, "52") == "Not alone"


def test_pharaohs_every_free_card_shows_under_the_cursor():
    """Three pyramids side by side are 29 columns: the screen is a window
    of sixteen on them (pyramid_draw.py's, as Double Pyramid's), which
    follows the cursor: each free card is drawn inverted when the cursor
    is on it."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index("pharaohs"), 1)
    app.tick(app.now)
    app._draw()
    play = app.play
    b = play.board
    scr = app.screen
    assert play.view is not None and play.view.cols == 29 and scr.tab_cols == S.MAX_COLS
    seen = set()
    for _ in range(len(play.spots()) + 1):
        app.key(RIGHT)
        app._draw()
        assert T.FACE_OF[b.top(play.cur)] | T.INVERT in scr.tab, play.cur
        seen.add(play.cur)
    assert seen == set(play.spots())
    assert "Three pyramids of 7, 6, 2 rows, 28, 21, 3 cards" in " ".join(rules_texts(MENU_GAMES[IDS.index("pharaohs")]))


def test_pharaohs_seed_checker_reads_each_pyramid():
    t = dict(P.politaire_records()["pharaohs"])
    t["rows"] = 5
    wrong = P.check_record("pharaohs", t)
    assert any("the record's pyramid B holds 15 cards, the seed's twenty-one" in w for w in wrong), wrong
    assert any("the record's pyramid has 5 rows, the seed's last row the sixth (6)" in w for w in wrong), wrong
