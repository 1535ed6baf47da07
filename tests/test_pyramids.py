"""politaire's pyramid games beyond Pyramid (issue 30): Cheops, King Tut and
Dark Pyramid, records of the pairing family (assets/pairs.toml). Each rule
quoted from the game's section of politaire, with a legal and an illegal
move from a position, the deal's layout and the goal; the undo, the searched
win by keys, the power cut and the rules screen are test_pairs' for every
game of the family."""

from test_pairs import board, lay, why

from solitaire.console import tiles as T
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs.text import rules_texts

DEAL = E.DEAL << 16
TURN = E.TURN << 16


def test_the_pyramid_games_deal_a_pyramid_of_28_and_the_rest_to_the_stock():
    """politaire, each: "The pyramid contains twenty-eight cards ... The
    remaining cards form the stock and there is one waste pile." """
    for gid in ("cheops", "kingtut", "darkpyramid"):
        b = board(gid)
        assert b.layout == E.PYRAMID and b.ncells == 28
        assert all(b.size[E.L0 + i] == 1 for i in range(28))
        assert b.size[E.P_STOCK] == 24 and not b.size[E.P_WASTE]


# -- Cheops ---------------------------------------------------------------------------


def test_cheops_removes_pairs_equal_or_in_sequence():
    """politaire: "Remove pairs of cards that are equal or in sequence." """
    b = board("cheops")
    lay(b, {"22": "6H", "23": "7C", "24": "6S", "25": "9D"})  # the bottom row: free
    assert why(b, "22+23") is None  # in sequence
    assert why(b, "22+24") is None  # equal
    assert why(b, "22+25") == "Not a pair"  # three apart
    assert E.REMOVE << 16 | (E.L0 + 21) << 8 | (E.L0 + 24) not in b.legal_moves()


def test_cheops_aces_do_not_go_with_kings_nor_a_king_alone():
    """politaire: "Aces cannot be removed with Kings." (Queen-King and
    Ace-Two are in the list; no card goes alone.)"""
    b = board("cheops")
    lay(b, {"22": "AH", "23": "KC", "24": "QS", "25": "2D"})
    assert why(b, "22+23") == "Not a pair"
    assert why(b, "23+24") is None
    assert why(b, "22+25") is None
    assert why(b, "23") == "Not alone"


def test_cheops_one_pass_through_the_stock_whose_top_card_pairs():
    """politaire: "Only one pass through the stock is permitted." and "The
    top card of the stock is face up and is available for pairing." """
    b = board("cheops")
    lay(b, {"s": "2C 9D", "w": "8H"})
    assert why(b, "w+t") is None
    while b.size[E.P_STOCK]:
        b.apply(DEAL)
    assert b.check(TURN) == "No passes left"


def test_cheops_is_won_with_every_card_removed():
    """politaire: "You win if you successfully remove all cards." """
    b = board("cheops")
    b.size[E.L0 : E.L0 + 28] = bytes(28)
    assert not b.won()  # the stock's cards are still there
    b.size[E.P_STOCK] = 0
    b.size[E.P_OUT] = 52
    assert b.won()


# -- King Tut -------------------------------------------------------------------------


def test_king_tut_deals_three_cards_and_the_rest_at_a_passes_end():
    """politaire: "Each time you click on the stock, three cards will be
    dealt from the stock to the waste. ... At the end of any pass where
    there are not enough cards left in the deck just the remaining cards
    are dealt." The waste's top card is the third dealt; undo puts all
    three back."""
    b = board("kingtut")
    stock = bytes(b.piles[E.P_STOCK][0 : b.size[E.P_STOCK]])
    b.apply(DEAL)
    assert b.size[E.P_WASTE] == 3 and b.top(E.P_WASTE) == stock[-3]
    b.undo()
    assert b.size[E.P_WASTE] == 0 and bytes(b.piles[E.P_STOCK][0:24]) == stock
    for _ in range(8):
        b.apply(DEAL)
    assert b.size[E.P_STOCK] == 0
    b.apply(TURN)
    lay(b, {"s": "2C 9D", "w": "4H"})
    b.apply(DEAL)
    assert b.size[E.P_STOCK] == 0 and b.size[E.P_WASTE] == 3  # the two left, not three


def test_king_tut_has_unlimited_passes_and_the_stocks_top_card_is_not_free():
    """politaire: "Unlimited passes through the stock are permitted." and
    "The top card of the waste is available for play." (the stock's is not,
    as it is in Pyramid)."""
    b = board("kingtut")
    for _ in range(10):
        while b.size[E.P_STOCK]:
            b.apply(DEAL)
        assert b.check(TURN) is None
        b.apply(TURN)
    lay(b, {"s": "2C 9D", "w": "4H"})
    assert why(b, "w+t") == "Not a free card"
    assert b.key()[-1] == 0  # (the passes made are no part of the position)


def test_king_tut_pairs_add_to_thirteen_and_a_king_goes_alone():
    """politaire: "Remove pairs of cards that add to thirteen. Kings can be
    removed singly." """
    b = board("kingtut")
    lay(b, {"22": "6H", "23": "7C", "24": "5S", "25": "KD"})
    assert why(b, "22+23") is None
    assert why(b, "22+24") == "Adds to 11, not 13"
    assert why(b, "25") is None


def test_king_tut_is_won_with_the_pyramid_removed():
    """politaire: "Goal: Remove all cards in the pyramid." (the stock and
    waste may keep cards)."""
    b = board("kingtut")
    b.size[E.L0 : E.L0 + 27] = bytes(27)
    assert not b.won()
    b.size[E.L0 + 27] = 0
    assert b.won() and b.size[E.P_STOCK] == 24


# -- Dark Pyramid -----------------------------------------------------------------------


def test_dark_pyramid_shows_only_the_last_row_face_up():
    """politaire: "Only the last row is dealt face up." A covered card shows
    its back on the screen until the two covering it are gone."""
    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index("darkpyramid"), 1)
    app._draw()
    b, play, tab = app.board, app.play, app.screen.tab
    backs = [p for p in range(E.L0, E.L0 + 28) if tab[play.cells[p - E.L0]] & ~T.INVERT == T.BACK]
    assert backs == list(range(E.L0, E.L0 + 21))  # rows one to six
    b.size[E.L0 + 21] = b.size[E.L0 + 22] = 0  # the two covering place 16 (row six's first)
    play.version += 1
    app._draw()
    assert tab[play.cells[15]] & ~T.INVERT == T.FACE_OF[b.top(E.L0 + 15)]
    assert tab[play.cells[16]] & ~T.INVERT == T.BACK


def test_dark_pyramid_pairs_add_to_thirteen_from_free_cards_alone():
    """politaire: "Remove pairs of cards that add to thirteen." and "Cards
    on the pyramid that are not under another card are available for
    play." """
    b = board("darkpyramid")
    lay(b, {"16": "6H", "22": "7C", "23": "2D"})
    assert why(b, "22+16") == "Not a free card"
    lay(b, {"24": "6S"})
    assert why(b, "22+24") is None


def test_the_rules_screens_say_what_differs():
    texts = {gid: " ".join(rules_texts(MENU_GAMES[MENU_GAMES.index(gid)])) for gid in ("cheops", "kingtut", "darkpyramid")}
    assert "one apart" in texts["cheops"] and "One pass" in texts["cheops"]
    assert "three cards" in texts["kingtut"] and "As many passes" in texts["kingtut"] and "pyramid's cards removed" in texts["kingtut"]
    assert "face up" in texts["darkpyramid"]
