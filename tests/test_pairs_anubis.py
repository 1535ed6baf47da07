"""Anubis (politaire; issue 30): Double Pyramid's 45 cards from two decks
with Apophis' three wastes and two passes, a record alone (``decks = 2``,
``size = 9``, ``wastes = 3``: ``pairs/shapes.py`` lays out the engine's
pyramid, ``pairs/wastes.py`` plays the wastes). Each rule a legal and an
illegal move from a position, quoting politaire's sentence
(``host_tools/seed_pairs.py`` holds the record to the section too); the
rules screen; every free card on the screen. (What every game of the
family gets, the undo, the power cut, the position text, the win by
keys: tests/test_pairs.py; the win, deal 1's, found by
``sim/pairs_beam.py``.)"""

import os
import sys

from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.buttons import RIGHT
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs.text import rules_texts
from test_pairs import IDS, WINS, board, why
from test_pairs_pyr30 import deal_to, lay, places

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_pairs as P  # noqa: E402


def test_anubis_pyramid_of_45_from_two_decks_and_three_wastes():
    """politaire (Anubis): "Two standard decks." "The pyramid contains
    forty-five cards" ... "and finally nine cards are dealt in the nineth
    row." "The remaining cards form the stock and there are three waste
    piles." The bottom row's nine cards are free at the start."""
    b = board("anubis")
    assert b.ncells == 45 and b.size[E.P_STOCK] == 104 - 45
    assert len(b.size) == E.L0 + 45 + 2  # (the wastes after the first: piles after the layout's)
    assert places(b) == list(range(37, 46))


def test_anubis_a_card_is_free_when_the_two_covering_it_are_gone():
    """politaire: "Cards on the pyramid that are not under another card are
    available for play." Place 29 (row 8) lies under 37 and 38."""
    b = board("anubis")
    lay(b, {"29": "6H", "39": "7C"})
    assert why(b, "29+39") == "Not a free card"
    b.size[E.L0 + 36] = b.size[E.L0 + 37] = 0  # 37 and 38 gone
    assert 29 in places(b) and why(b, "29+39") is None


def test_anubis_pairs_add_to_thirteen_and_kings_go_alone():
    """politaire: "Remove pairs of cards that add to thirteen. Kings can be
    removed singly." """
    b = board("anubis")
    lay(b, {"37": "QD", "38": "AC", "39": "QS", "40": "KH"})
    assert why(b, "37+38") is None and why(b, "38+39") is None
    assert why(b, "37+39") == "Adds to 24, not 13"
    assert why(b, "40") is None and why(b, "39") == "Not alone"


def test_anubis_a_card_is_dealt_to_the_waste_the_player_chooses_and_each_top_plays():
    """politaire: "Each time you click on the stock, one card will be dealt
    from the stock to the waste." (with three, the player picks which) "The
    top cards of the wastes are available for play." The stock's own top
    card does not."""
    b = board("anubis")
    deals = b.legal_moves(E.P_STOCK)
    assert [m >> 8 & 0xFF for m in deals] == [E.P_WASTE, E.L0 + 45, E.L0 + 46]
    top = b.top(E.P_STOCK)
    deal_to(b, "w3")
    assert b.top(E.L0 + 46) == top and b.size[E.P_STOCK] == 58
    lay(b, {"w": "9C 5D", "w2": "8S", "w3": "4H 2C", "s": "JD TC", "45": "JD"})
    assert why(b, "w+w2") is None and why(b, "w3+45") is None
    assert why(b, "w+w3") == "Adds to 7, not 13" and why(b, "45+t") == "Not a free card"


def test_anubis_two_passes_through_the_stock():
    """politaire: "Two passes through the stock are permitted." The wastes
    go back into the stock, the last first, each turned over."""
    b = board("anubis")
    first = b.top(E.P_STOCK)
    while b.size[E.P_STOCK]:
        deal_to(b, ("w", "w2", "w3")[(59 - b.size[E.P_STOCK]) % 3])
    assert b.check(E.TURN << 16) is None
    b.apply(E.TURN << 16)
    assert b.size[E.P_STOCK] == 59 and b.top(E.P_STOCK) == first
    while b.size[E.P_STOCK]:
        deal_to(b, "w")
    assert b.check(E.TURN << 16) == "No passes left"


def test_anubis_rules_screen_says_the_wastes_and_the_window():
    """The rules screen, from the record: the two-deck pyramid as Double
    Pyramid's (seen through a window), the three wastes the player picks
    from (before, the sentence of Giza's piles: "and 0 piles of 0 face up
    beside it", and one waste)."""
    text = " ".join(rules_texts(MENU_GAMES[IDS.index("anubis")]))
    assert "Two decks, 104 cards. A pyramid of 9 rows, 45 cards; a card is free when the two covering it are gone." in text
    assert "The screen shows seven rows at a time" in text and "0 piles" not in text
    assert "Stock: A deals one card to the waste you mark (left/right: another of the 3). Each waste's top card is free." in text
    assert "Two passes through the stock." in text and "Goal: every card removed." in text
    apophis = " ".join(rules_texts(MENU_GAMES[IDS.index("apophis")]))
    assert "0 piles" not in apophis and "seven rows at a time" not in apophis and "another of the 3" in apophis


def test_anubis_every_free_card_shows_under_the_cursor():
    """Nine rows are more than the screen's seven above the loupe's line:
    the screen is pyramid_draw.py's window (as Double Pyramid's), which
    follows the cursor: each free card, and each waste, drawn inverted when
    the cursor is on it."""
    app = App(Screen(), MENU_GAMES, False)
    app.start(IDS.index("anubis"), 1)
    app.tick(app.now)
    app._draw()
    play = app.play
    b = play.board
    assert play.view is not None
    seen = set()
    for _ in range(len(play.spots()) + 1):
        app.key(RIGHT)
        app._draw()
        if play.cur >= E.L0 and b.size[play.cur]:
            assert T.FACE_OF[b.top(play.cur)] | T.INVERT in app.screen.tab, play.cur
        seen.add(play.cur)
    assert seen == set(play.spots())


def test_anubis_seed_checker_agrees_and_refuses_one_waste():
    assert P.check_record("anubis", dict(P.politaire_records()["anubis"])) == []
    t = dict(P.politaire_records()["anubis"])
    t["wastes"] = 1
    assert P.check_record("anubis", t)


def test_anubis_deal_1_is_won_by_the_beam_search():
    """Playouts won none of deals 1-9 (docs/pairs.md); the beam search of
    thirty positions a step wins deal 1, and the board ends as it was."""
    from sim import pairs_beam as PB
    from sim import pairs_play as PP

    b = PP.started(MENU_GAMES[IDS.index("anubis")], WINS["anubis"][0])
    k = b.key()
    moves, weighed = PB.search(b, PB.BEAM["anubis"])
    assert moves and b.key() == k
    for m in moves:
        assert b.check(m) is None
        b.apply(m)
        PP._auto(b, True)
    assert b.won()
    assert PB.main(["pyramid", "1"]) == 2
