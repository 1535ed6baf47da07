"""The pairing family's games of issue 30 with more decks, sets of more
than two cards, and the grid and fill games (pairs_grid's block of
assets/pairs.toml): each rule a legal and an illegal move from a
position, quoting the seed's sentence (politaire's section, to which
host_tools/seed_pairs.py holds the records too). (What every game of the
family gets, the undo, the scripted win by keys, the power cut, the
position text: tests/test_pairs.py.)"""

import pytest

from solitaire.console import buttons as K
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from test_pairs import IDS, Console, board, lay, why


# -- Double and Triple Fourteens: two decks and three ----------------------------------------


@pytest.mark.parametrize("gid, decks, piles", [
    ("doublefourteens", 2, [6] * 14 + [5] * 4),
    ("triplefourteens", 3, [7] * 12 + [6] * 12),
])
def test_fourteens_deal_two_or_three_decks_round_their_piles(gid, decks, piles):
    """politaire: "Two standard decks" ("Three standard decks");
    "Eighteen tableau piles of cards, with the first fourteen having six
    cards each, and the next four having five cards each" ("Twenty-four
    ... the first twelve having seven cards each, and the next twelve
    having six cards each"); "All cards are dealt face up"."""
    b = board(gid)
    assert b.ncards == 52 * decks and list(b.size[E.L0 :]) == piles and not b.size[E.P_STOCK]
    cards = sorted(c & 0x7F for p in range(E.L0, len(b.size)) for c in b.piles[p][0 : b.size[p]])
    assert cards == sorted(c & 0x7F for c in b.order) and len(set(cards)) == 52  # each card of the deck `decks` times
    assert all(cards.count(c) == decks for c in set(cards))


@pytest.mark.parametrize("gid", ["doublefourteens", "triplefourteens"])
def test_fourteens_pairs_add_to_fourteen_and_only_a_piles_top_card_plays(gid):
    """politaire: "Remove pairs of cards that add to fourteen"; "Cards on
    the tableau that are not under another card are available for play";
    "Empty spaces in the tableau may not be filled"."""
    b = board(gid)
    lay(b, {"1": "2C 7D", "2": "7S", "3": "KH AD", "4": "8C"})
    assert why(b, "1+2") is None and why(b, "2+1") is None  # 7 + 7
    assert why(b, "3+4") == "Adds to 9, not 14"
    b.size[E.L0 + 2] = 1  # the Ace gone: the King under it is free
    assert why(b, "3+1") == "Adds to 20, not 14"
    b.apply(b.legal_moves(E.L0)[0])
    assert b.size[E.L0] == 1 and b.check(E.DEAL << 16) == "No stock"


def _next_deal(app):
    """The pause menu's deal, one on: the keys."""
    from solitaire.console import screens as SC

    app.key(K.B_HOLD)
    for _ in range(app.pause_menu.items().index(SC.P_DEAL)):
        app.key(K.DOWN)
    app.key(K.RIGHT)
    app.key(K.A)


def test_a_key_deals_three_decks_in_the_next_tick_and_draws_them_in_the_one_after():
    """A new deal of Triple Fourteens made by a key (the pause menu's next
    deal) took 2.88M fuel from .mpy, over issue 30's 2M a key: the key
    leaves the deal to the next tick and its drawing to the one after
    (tests/test_budgets.py measures the session: sim/sessions.py's
    triplefourteens), and the App saves it once it is out: a power cut
    then resumes the new deal."""
    c = Console()
    app = c.app
    app.start(IDS.index("triplefourteens"), 1)
    b = app.board
    old = b.key()
    _next_deal(app)
    assert app.board is b and b.key() == old and app.play.dealing is not None and app.starting
    app.tick(app.now + 400)
    assert b.deal_no == 2 and b.key() == board("triplefourteens", 2).key() and app.play.dealing is True
    drawn = app.play.drawn
    app.tick(app.now + 800)  # (the App's: the deal saved)
    assert not app.starting
    app.tick(app.now + 1200)
    assert app.play.dealing is None and app.play.drawn != drawn
    c.cut()
    assert c.app.board.deal_no == 2 and c.app.board.key() == board("triplefourteens", 2).key()


def test_a_key_before_the_tick_deals_first():
    app = App(Screen(), MENU_GAMES)
    app.start(IDS.index("doublefourteens"), 1)
    _next_deal(app)
    app.key(K.RIGHT)  # no tick between
    assert app.board.deal_no == 2 and app.play.dealing is None and app.board.key() == board("doublefourteens", 2).key()
