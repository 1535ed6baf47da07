"""The Wikibooks and PySolFC pairing games (issue 30: Aces Up, Baroness,
Nestor, Decade, Royal Marriage, One-Handed, Seven Up) and politaire's
discard games (Tens Out, Suits Up, The Wish, Doublets, Friday), played by
``solitaire/pairs/discard.py`` and ``runs.py``: a test per rule each text
states (a legal and an illegal move from a position, the deal, the goal),
the sentence quoted and checked against the seed file when it is on the
machine. (Wikibooks' and PySolFC's texts are free prose: these tests hold
their records to them; politaire's records are held by
host_tools/seed_pairs.py too. test_pairs.py's tests of every game of the
family, undo, a scripted win by keys, a power cut, the position text, run
these games as well.)"""

import os
import sys

import pytest

from test_pairs import WINS, board, lay, why
from sim.pairs_play import solve, started
from solitaire.cards.notation import parse_card
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import discard as D
from solitaire.pairs import engine as E
from solitaire.pairs import runs as R
from solitaire.pairs.notation import parse_move

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))  # (seed_pairs, as test_seed_pairs imports it)
SEEDS = os.path.join(REPO, "assets", "seeds")  # (the seeds as the repository holds them)
TEXTS = {"Wikibooks": "wikibooks.txt", "PySolFC": "pysolfc.txt", "politaire": "politaire.txt"}


def said(source, sentence):
    """Checks that the quoted sentence is the source's own (its copy in
    assets/seeds/): a test quotes the text it holds a record to."""
    path = os.path.join(SEEDS, TEXTS[source])
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            text = " ".join(f.read().replace("<b>", "").replace("</b>", "").split())
        assert " ".join(sentence.split()) in text, sentence
    return sentence


def card(name):
    return parse_card(name) | 0x80


def row(b, names):
    """Lays ``names`` as the row of a row game (the rest of its places emptied)."""
    cs = [card(c) for c in names.split()]
    for i in range(b.ncells):
        b.size[E.L0 + i] = 0
    for i, c in enumerate(cs):
        b.piles[E.L0 + i][0] = c
        b.size[E.L0 + i] = 1
    b.recount()


def won_by_search(gid):
    """Plays the searched win of the game's deal in WINS: gets the board
    before its last move and that move."""
    b = started(MENU_GAMES[MENU_GAMES.index(gid)], WINS[gid][0])
    moves, _ = solve(b, auto=False)
    for m in moves[:-1]:
        b.apply(m)
    return b, moves[-1]


def test_the_modules_name_the_engines_places():
    """discard.py and runs.py cannot import the engine (it imports them),
    so they name its places, piles and moves themselves: they are the
    engine's."""
    assert (D._ROWS, D._SINGLE, D._STOCK, D._WAY, D._FLAGS, D._P_STOCK, D._P_OUT, D._L0) == (E.ROWS, E.SINGLE, E.STOCK, E.WAY, E.FLAGS, E.P_STOCK, E.P_OUT, E.L0)
    assert (D._REMOVE, D._ONTO, D._DEAL, D._NONE, D._BY_GAME) == (E.REMOVE, E.ONTO, E.DEAL, E.NONE, E.BY_GAME)
    assert (R._ROWS, R._TOTAL, R._SINGLE, R._STOCK, R._WAY, R._FLAGS) == (E.ROWS, E.TOTAL, E.SINGLE, E.STOCK, E.WAY, E.FLAGS)
    assert (R._P_STOCK, R._P_OUT, R._L0, R._REMOVE, R._ONTO, R._DEAL, R._BY_GAME, R.STUCK) == (E.P_STOCK, E.P_OUT, E.L0, E.REMOVE, E.ONTO, E.DEAL, E.BY_GAME, D.STUCK)
    assert R.RUN not in (E.REMOVE, E.ONTO, E.DEAL, E.TURN) and D.STOCK_EACH not in (E.STOCK_NONE, E.STOCK_WASTE, E.STOCK_GRID, E.STOCK_FILL)


# -- Aces Up (Wikibooks) -----------------------------------------------------------------


def test_aces_up_deals_four_cards_in_a_row():
    said("Wikibooks", "1. Deal four cards in a row face up.")
    b = board("acesup")
    assert list(b.size[E.L0 :]) == [1] * 4 and b.size[E.P_STOCK] == 48


def test_aces_up_discards_all_but_the_highest_of_a_suit_aces_high():
    said("Wikibooks", "Note: Aces are high.")
    said("Wikibooks", "2. If there are two or more cards of the same suit, discard all but the highest-ranked card of that suit.")
    b = board("acesup")
    lay(b, {"1": "5H", "2": "KH", "3": "AH", "4": "9C"})
    assert why(b, "1") is None and why(b, "2") is None  # both under the Ace of Hearts
    assert why(b, "3") == "No higher card of its suit"  # the Ace is highest
    assert why(b, "4") == "No higher card of its suit"
    assert why(b, "1+2") == "A card goes alone"


def test_aces_up_a_space_takes_the_top_card_of_another_pile():
    said("Wikibooks", "4. Whenever there are any empty spaces, you may choose the top card of another pile to be put into the empty space.")
    b = board("acesup")
    lay(b, {"1": "5H 9D", "2": "", "3": "AH", "4": "9C"})
    assert why(b, "1>2") is None
    assert why(b, "1>3") == "Not a space"
    assert why(b, "3>2") == "A lone card stays"  # (it would only move the space)
    b.apply(parse_move(b, "1>2"))
    assert b.top(E.L0 + 1) == card("9D") and b.top(E.L0) == card("5H")
    b.undo()
    assert b.top(E.L0) == card("9D") and not b.size[E.L0 + 1]


def test_aces_up_deals_four_more_when_nothing_moves_or_goes():
    said("Wikibooks", "5. When there are no more cards to move or remove, deal out the next four cards from the deck face-up onto each pile.")
    b = board("acesup")
    lay(b, {"1": "5H", "2": "KH", "3": "AS", "4": "9C"})
    assert why(b, "s") == "Play the cards first"  # the 5 of Hearts goes first
    lay(b, {"1": "5D"})
    assert why(b, "s") is None
    top = bytes(b.piles[E.P_STOCK][b.size[E.P_STOCK] - 4 : b.size[E.P_STOCK]])
    b.apply(E.DEAL << 16)
    assert [b.top(E.L0 + i) for i in range(4)] == list(reversed(top)) and b.size[E.P_STOCK] == 44


def test_aces_up_is_won_with_the_four_aces_left():
    said("Wikibooks", "To win is to have only the four aces left.")
    b, last = won_by_search("acesup")
    assert not b.won()
    b.apply(last)
    assert b.won() and sorted(c & 15 for p in range(E.L0, E.L0 + 4) for c in b.piles[p][0 : b.size[p]]) == [1, 1, 1, 1]


# -- Aces Square (Wikibooks) -------------------------------------------------------------


def test_aces_square_deals_a_four_by_four_square():
    said("Wikibooks", "16 cards are dealt in a 4 by 4 square. The rest remain in the deck.")
    b = board("acessquare")
    assert b.ncells == 16 and list(b.size[E.L0 :]) == [1] * 16 and b.size[E.P_STOCK] == 36


def test_aces_square_removes_two_of_a_suit_in_a_row_or_column():
    said("Wikibooks", "Remove and discard two cards in the same column or row that share the same suit.")
    b = board("acessquare")
    lay(b, {"1": "5H", "4": "9H", "13": "QH", "6": "2H", "2": "5C", "3": "AH"})
    assert why(b, "1+4") is None  # the first row
    assert why(b, "1+13") is None  # the first column
    assert why(b, "1+6") == "Not in its row or column"  # corner to corner
    assert why(b, "1+2") == "Not of its suit"
    assert why(b, "3+4") == "The Aces stay"  # (the goal leaves the four Aces)


def test_aces_square_replaces_the_two_from_the_deck():
    said("Wikibooks", "And then replace them with two new cards from the deck.")
    b = board("acessquare")
    lay(b, {"1": "5H", "4": "9H"})
    top = bytes(b.piles[E.P_STOCK][b.size[E.P_STOCK] - 2 : b.size[E.P_STOCK]])
    b.apply(parse_move(b, "1+4"))
    assert b.own(False) == E.DEAL << 16  # the game's own, whatever auto-finish says
    b.apply(E.DEAL << 16, True)
    assert b.top(E.L0) == top[1] and b.top(E.L0 + 3) == top[0] and b.size[E.P_STOCK] == 34


def test_aces_square_is_won_with_the_four_aces_left():
    said("Wikibooks", "The goal is to remove all 48 cards, leaving only the four aces.")
    b, last = won_by_search("acessquare")
    assert not b.won()
    b.apply(last)
    assert b.won() and sorted(b.top(p) & 15 for p in range(E.L0, E.L0 + 16) if b.size[p]) == [1, 1, 1, 1]


# -- Baroness (Wikibooks, PySolFC) -------------------------------------------------------


def test_baroness_deals_five_piles_their_top_cards_free():
    said("Wikibooks", "Five cards are dealt in a row; they will form the bases of the five piles, the top cards of which are available for play.")
    said("PySolFC", "Five cards are dealt in a row; they will form the bases of the five piles, the top cards of which are available for play.")
    b = board("baroness")
    assert list(b.size[E.L0 :]) == [1] * 5 and b.size[E.P_STOCK] == 47
    lay(b, {"1": "6H 7C", "2": "6S"})
    assert why(b, "1+2") is None
    lay(b, {"1": "7C 6H", "2": "6S"})
    assert why(b, "1+2") == "Adds to 12, not 13"  # the 7 under the 6


def test_baroness_removes_kings_and_pairs_adding_to_thirteen():
    said("Wikibooks", "In order to win, one has to remove Kings and pairs of cards that total 13.")
    said("Wikibooks", "In this game, spot cards are taken at face value, Jacks value at 11, Queens 12, and Kings 13.")
    b = board("baroness")
    lay(b, {"1": "QD", "2": "AS", "3": "KC", "4": "JH", "5": "3C"})
    assert why(b, "1+2") is None and why(b, "3") is None
    assert why(b, "4+5") == "Adds to 14, not 13"
    assert why(b, "4") == "Not alone"


def test_baroness_gaps_are_filled_by_the_top_cards_of_other_piles():
    said("Wikibooks", "When gaps occur, they are filled by the top cards of the other piles;")
    b = board("baroness")
    lay(b, {"1": "4D 9H", "2": "", "3": "2C", "4": "5C", "5": "8S 7S"})
    assert why(b, "1>2") is None and why(b, "3>2") == "A lone card stays" and why(b, "5>4") == "Not a space"


def test_baroness_deals_five_more_when_nothing_goes_and_the_gaps_are_filled():
    said("Wikibooks", "When gaps are filled and no kings and/or pairs of cards totalling 13 are present, five new cards are dealt from the stock, one onto each pile.")
    b = board("baroness")
    lay(b, {"1": "4D", "2": "9S", "3": "2C", "4": "5C", "5": "7S"})
    assert why(b, "s") == "Play the cards first"  # 4 and 9
    lay(b, {"2": "3S"})
    assert why(b, "s") is None
    b.apply(E.DEAL << 16)
    assert list(b.size[E.L0 :]) == [2] * 5 and b.size[E.P_STOCK] == 42
    lay(b, {"1": "4D 9D", "2": ""})
    assert why(b, "s") == "Play the cards first"  # the gap can be filled


def test_baroness_is_won_with_every_card_discarded():
    said("Wikibooks", "The game is won when all cards have been discarded.")
    said("PySolFC", "The game is successfully won when all cards have been discarded.")
    b, last = won_by_search("baroness")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Nestor (Wikibooks) ------------------------------------------------------------------


@pytest.mark.parametrize("deal", range(1, 9))
def test_nestor_deals_eight_columns_of_six_no_rank_twice_and_a_reserve_of_four(deal):
    said("Wikibooks", "Cards are dealt into eight columns of six cards. They are dealt in such a way that no two cards in the same column have the same rank.")
    said("Wikibooks", "Once the eight columns are dealt, the four remaining cards are placed either face-up or face-down in a row above or below the columns. These four cards will be the reserve.")
    b = board("nestor", deal)
    assert list(b.size[E.L0 :]) == [6] * 8 + [1] * 4 and not b.size[E.P_STOCK]
    for p in range(E.L0, E.L0 + 8):
        ranks = [c & 15 for c in b.piles[p][0:6]]
        assert len(set(ranks)) == 6, (deal, p, ranks)
    assert sorted(c for p in range(E.L0, E.L0 + 12) for c in b.piles[p][0 : b.size[p]]) == sorted(b.order)


def test_nestor_removes_two_of_a_rank_from_the_reserve_and_the_columns_tops():
    said("Wikibooks", "Play is composed of removing pairs of cards with the same rank (such as two kings or two 7s). All cards in the reserve and the top card of each column are available for play.")
    b = board("nestor")
    lay(b, {"1": "2C 3C 4C 5C 6C 7C", "2": "2D 3D 4D 5D 6D 7H", "9": "7S", "10": "3H"})
    assert why(b, "1+2") is None and why(b, "1+9") is None and why(b, "2+9") is None
    assert why(b, "1+10") == "Not a pair"  # the 3 of clubs lies under the 4


def test_nestor_is_won_once_all_cards_are_discarded():
    said("Wikibooks", "The game is won once all cards are discarded.")
    b, last = won_by_search("nestor")
    assert not b.won()
    b.apply(last)
    assert b.won()


# -- Decade (Wikibooks) ------------------------------------------------------------------


def test_decade_draws_three_cards_into_a_line():
    said("Wikibooks", "Three cards are drawn from the bottom of the deck and placed face-up in a line on the table laid out in the order they were drawn so the faces can be read.")
    b = board("decade")
    assert b.rows_alive() == 3 and b.size[E.P_STOCK] == 49


def test_decade_discards_neighbours_adding_to_ten_twenty_or_thirty():
    said("Wikibooks", "Spot cards (cards from ace, deuce, etc. to ten) count their face value while face cards (jack, queen, and king) are valued at ten points. If the total of at least two consecutive cards in the line equals 10, 20 or 30, they are discarded.")
    b = board("decade")
    row(b, "4D 6C JH QS 3C KD KC KH KS")
    assert why(b, "1-2") is None  # 10
    assert why(b, "3-4") is None and why(b, "2-4") == "Adds to 26"
    assert why(b, "1-4") is None  # 30
    assert why(b, "6-9") == "Adds to 40"  # more than 30
    assert why(b, "6-6") == "Two cards or more"
    b.apply(parse_move(b, "1-2"))
    assert b.rows_alive() == 7 and b.top(E.L0) == card("JH")
    b.undo()
    assert b.rows_alive() == 9 and b.top(E.L0 + 1) == card("6C")


def test_decade_draws_a_card_to_the_right_when_no_more_discards_are_possible():
    said("Wikibooks", "After this has been repeated until no more discards are possible, a card is drawn from the stock and placed face up on the extreme right of the line (or on top of the stack if playing on one hand), and checking for discards is resumed.")
    b = board("decade")
    row(b, "4D 6C 2H")
    assert why(b, "s") == "Play the cards first"
    row(b, "4D 5C 2H")
    assert why(b, "s") is None
    nxt = b.top(E.P_STOCK)
    b.apply(E.DEAL << 16)
    assert b.rows_alive() == 4 and b.top(E.L0 + 3) == nxt


def test_decade_is_won_when_all_cards_are_discarded():
    said("Wikibooks", "The object of the game is to have as few cards as possible at the end; the game is won when all cards are discarded.")
    b, last = won_by_search("decade")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Royal Marriage (Wikibooks) ----------------------------------------------------------


@pytest.mark.parametrize("deal", (1, 2, 3))
def test_royal_marriage_lays_the_queen_of_hearts_and_deals_the_king_last(deal):
    said("Wikibooks", "The Queen of Hearts is placed immediately on the table while the King of Hearts will be dealt last. The remaining fifty cards are shuffled and placed on the top of the King.")
    b = board("royalmarriage", deal)
    assert b.rows_alive() == 1 and b.top(E.L0) == card("QH")
    assert b.size[E.P_STOCK] == 51 and b.piles[E.P_STOCK][0] == card("KH")  # (the stock's last card: dealt last)


def test_royal_marriage_discards_the_one_or_two_cards_between_two_of_a_suit_or_rank():
    said("Wikibooks", "Cards are dealt one at a time to the right of the Queen. When a pair of cards with the same rank or suit are found to be separated by one or two cards, those in-between cards are discarded.")
    b = board("royalmarriage")
    row(b, "QH 5C 8D 2H 8S 9C 3C")
    assert why(b, "1-4") is None  # Hearts, two between
    assert why(b, "3-5") is None  # eights, one between
    assert why(b, "4-7") == "Needs its suit or rank"
    assert why(b, "2-7") == "One or two cards between"  # clubs, four between
    assert why(b, "3-4") == "One or two cards between"
    b.apply(parse_move(b, "1-4"))
    assert b.rows_alive() == 5 and b.top(E.L0 + 1) == card("2H")
    b.undo()
    assert b.rows_alive() == 7 and b.top(E.L0 + 1) == card("5C")
    nxt = b.top(E.P_STOCK)
    b.apply(E.DEAL << 16)
    assert b.top(E.L0 + 7) == nxt


def test_royal_marriage_is_won_when_the_king_and_queen_come_together():
    said("Wikibooks", "The game is won when the King and Queen are brought together -- that is, when only one or two cards remain in between them, which can then be discarded.")
    b, last = won_by_search("royalmarriage")
    assert not b.won()
    b.apply(last)
    assert b.won() and [b.top(E.L0), b.top(E.L0 + 1)] == [card("QH"), card("KH")] and b.rows_alive() == 2


# -- One-Handed (Wikibooks) --------------------------------------------------------------


def test_one_handed_draws_four_cards():
    said("Wikibooks", "Draw from the back of the deck four cards and place them on top fanned out so that the suit and number can be seen.")
    b = board("onehanded")
    assert b.rows_alive() == 4 and b.size[E.P_STOCK] == 48


def test_one_handed_ends_of_a_suit_discard_the_middle_two():
    said("Wikibooks", "If the first and fourth card are the same suit, discard the two middle cards, placing them on your lap if seated or in a pocket or elsewhere if standing.")
    b = board("onehanded")
    row(b, "9D 2C 7H 5S 3C")
    assert why(b, "2-5") is None
    assert why(b, "1-4") == "The last four play"  # 9 of diamonds and 5 of spades: and not the last four
    b.apply(parse_move(b, "2-5"))
    assert b.rows_alive() == 3 and b.top(E.L0 + 2) == card("3C")
    row(b, "9D 2C 7H 5S 3D")
    assert why(b, "2-5") == "Ends: no suit or rank"


def test_one_handed_ends_of_a_rank_discard_all_four():
    said("Wikibooks", "If the first and fourth card are the same number (or face card) discard all four cards.")
    b = board("onehanded")
    row(b, "9D QC 7H 5S QD")
    b.apply(parse_move(b, "2-5"))
    assert b.rows_alive() == 1 and b.size[E.P_OUT] == 4
    b.undo()
    assert b.rows_alive() == 5 and b.top(E.L0 + 4) == card("QD")


def test_one_handed_draws_one_card_when_the_ends_match_neither_way():
    said("Wikibooks", "Repeat the above process of discarding until the first and fourth card are neither the same suit nor number, upon which you draw one card from the back of the deck and place it after the fourth card, rearranging the drawn cards so that only four are visible.")
    b = board("onehanded")
    row(b, "9C 2D 7H 5C")
    assert why(b, "s") == "Play the cards first"
    row(b, "9D 2C 7H 5S")
    assert why(b, "s") is None
    assert b.free_piles() == [E.L0 + i for i in range(4)]
    b.apply(E.DEAL << 16)
    assert b.free_piles() == [E.L0 + i for i in range(1, 5)]  # only four are visible


def test_one_handed_is_won_with_every_card_discarded():
    said("Wikibooks", "Continue in this fashion until the end of the deck is reached. If all cards are discarded, you win the game.")
    b, last = won_by_search("onehanded")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Seven Up (Wikibooks) ----------------------------------------------------------------


def test_seven_up_discards_neighbours_adding_to_a_multiple_of_seven():
    said("Wikibooks", "Cards are dealt in a row. Spot cards (cards that value from ace to ten) are taken at face value, while jacks are valued at eleven, queens at twelve, and kings at thirteen. Groups of any number of cards that are next to each other and total to a multiple of seven can be discarded.")
    b = board("sevenup")
    assert b.rows_alive() == 1 and b.size[E.P_STOCK] == 51
    row(b, "3D 4C KH AS 5D 9C")
    assert why(b, "1-2") is None  # 7
    assert why(b, "3-4") is None  # 14: King 13 and Ace
    assert why(b, "1-4") is None  # 21
    assert why(b, "4-5") == "Adds to 6"
    assert why(b, "5-6") is None  # 14


def test_seven_up_discards_a_seven_on_its_own():
    said("Wikibooks", "A seven can be discarded on its own.")
    b = board("sevenup")
    row(b, "7D 8C")
    assert why(b, "1-1") is None
    assert why(b, "2-2") == "Two cards or more"
    assert b.own(True) == R.RUN << 16 | E.L0 << 8 | E.L0 and b.own(False) is None  # (auto-finish: a seven alone is safe)


def test_seven_up_is_won_when_all_cards_have_been_discarded():
    said("Wikibooks", "The game is won when all cards have been discarded. The game is lost if all cards have been dealt from the deck, no more matches are possible and cards are left on the row.")
    b, last = won_by_search("sevenup")
    assert not b.won()
    b.apply(last)
    assert b.won()


# -- politaire's discard games -----------------------------------------------------------


def test_tens_out_pairs_add_to_ten_and_tens_and_courts_pair_by_rank():
    said("politaire", "Remove pairs of cards that add to ten. Tens, jacks, queens, and kings can be removed by pairing them with another card of the same rank.")
    b = board("tensout")
    assert list(b.size[E.L0 :]) == [5] * 4 + [4] * 8 and not b.size[E.P_STOCK]
    lay(b, {"1": "3C", "2": "7D", "3": "TH", "4": "TS", "5": "KC", "6": "5D", "7": "5H"})
    assert why(b, "1+2") is None and why(b, "3+4") is None and why(b, "6+7") is None
    assert why(b, "3+5") == "Not a pair" and why(b, "1+6") == "Not a pair"


def test_suits_up_pairs_two_of_a_suit_and_deals_a_card_on_each_pile():
    said("politaire", "Remove pairs of cards of the same suit.")
    said("politaire", "Each time you click on the stock, a card will be dealt on top of each tableau pile.")
    b = board("suitsup")
    assert list(b.size[E.L0 :]) == [1] * 4 and b.size[E.P_STOCK] == 48
    lay(b, {"1": "3D", "2": "QD", "3": "QC", "4": "9S"})
    assert why(b, "1+2") is None
    assert why(b, "2+3") == "Not a pair"
    assert why(b, "s") is None  # (any time: politaire deals on a click)
    b.apply(E.DEAL << 16)
    assert list(b.size[E.L0 :]) == [2] * 4
    b.undo()
    assert list(b.size[E.L0 :]) == [1] * 4 and b.size[E.P_STOCK] == 48


def test_suits_up_is_won_with_all_but_four_cards_removed():
    said("politaire", "You win if you successfully remove all but four cards.")
    b, last = won_by_search("suitsup")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 48


def test_the_wish_uses_a_deck_without_twos_to_sixes():
    said("politaire", "One deck omitting twos, threes, fours, fives and sixes so that each suit contains only eight cards.")
    b = board("thewish")
    cards = [c for p in range(E.L0, E.L0 + 8) for c in b.piles[p][0 : b.size[p]]]
    assert list(b.size[E.L0 :]) == [4] * 8 and not b.size[E.P_STOCK] and b.ncards == 32
    assert sorted({c & 15 for c in cards}) == [1, 7, 8, 9, 10, 11, 12, 13] and len(set(cards)) == 32
    lay(b, {"1": "7H", "2": "7S", "3": "8S"})
    assert why(b, "1+2") is None and why(b, "1+3") == "Not a pair"
    b, last = won_by_search("thewish")
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 32


def test_doublets_deals_piles_of_four_the_top_card_up_and_fills_spaces_from_the_stock():
    said("politaire", "Twelve tableau piles of four cards each, splayed downward. The top card in each pile is dealt face up, all others are face down.")
    said("politaire", "Empty spaces in the tableau are automatically filled with a card from the stock.")
    from solitaire.console import tiles as T
    from solitaire.console.app import App
    from solitaire.console.screen import Screen

    b = board("doublets")
    assert list(b.size[E.L0 :]) == [4] * 12 and b.size[E.P_STOCK] == 4
    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index("doublets"), 1)
    app._draw()
    tab = app.screen.tab
    cols = app.play.tab_cols
    assert tab[0] == T.BACK and tab[cols] == T.BACK and tab[2 * cols] == T.BACK and tab[3 * cols] & 0x7F != T.BACK  # the first pile: three backs, its top card
    lay(b, {"1": "2C 5D", "2": "9H 5S"})
    b.apply(parse_move(b, "1+2"))
    assert b.own(False) is None
    lay(b, {"1": "", "2": "9H"})
    assert b.own(False) == E.DEAL << 16


def test_friday_fills_its_three_left_piles_from_the_stock_and_never_the_right():
    said("politaire", "Three left tableau piles of one card each.")
    said("politaire", "Ten right tableau piles of three cards each, splayed downward.")
    said("politaire", "Empty spaces in the left tableau are automatically filled with a card from the stock.")
    said("politaire", "Empty spaces in the right tableau may not be filled.")
    b = board("friday")
    assert list(b.size[E.L0 :]) == [1] * 3 + [3] * 10 and b.size[E.P_STOCK] == 19
    lay(b, {"1": "6H", "4": "2C 4D 7S"})
    assert why(b, "1+4") is None and why(b, "s") == "No gaps to fill"
    b.apply(parse_move(b, "1+4"))
    assert b.own(False) == E.DEAL << 16
    b.apply(E.DEAL << 16, True)
    assert b.size[E.L0] == 1 and b.size[E.L0 + 3] == 2 and b.size[E.P_STOCK] == 18
    lay(b, {"5": ""})
    assert b.own(False) is None  # a right pile's space stays
    b.undo()
    assert not b.size[E.L0] and b.size[E.P_STOCK] == 19


def test_friday_pairs_add_to_thirteen_and_kings_go_alone():
    said("politaire", "Remove pairs of cards that add to thirteen. Kings can be removed singly.")
    b = board("friday")
    lay(b, {"1": "QH", "2": "KD", "4": "2C 4D AS", "5": "2D 4S 5C"})
    assert why(b, "1+4") is None and why(b, "2") is None
    assert why(b, "1+5") == "Adds to 17, not 13"


# -- the table --------------------------------------------------------------------------


@pytest.mark.parametrize("field, value, says", [
    ("low", "2", "low = 2: a rank, 3 to 13"),
    ("space", "1", "space = 1: true or false"),
    ("way", '"loop"', "way = 'loop': one of drop, suits"),
    ("stock", '"row"', "stock each and space go with layout piles; stock row, tens and ways runs, between, ends with layout row"),
])
def test_a_bad_wiki_field_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from host_tools import build_pairs

    src = tmp_path / "pairs.toml"
    fields = {"name": '"Bad"', "layout": '"piles"', "size": "4", "rows": "1", "match": '"equal"'}
    fields[field] = value
    src.write_text("[bad]\n" + "".join("%s = %s\n" % kv for kv in fields.items()))
    monkeypatch.setattr(build_pairs, "SOURCE", str(src))
    monkeypatch.setattr(build_pairs.load, "__defaults__", (str(src),))
    assert build_pairs.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad: " + says in err


# -- the seed checker (host_tools/seed_pairs.py) on politaire's five ----------------------


@pytest.mark.parametrize("gid", ["tensout", "suitsup", "thewish", "doublets", "friday"])
def test_the_seed_checker_agrees_with_every_sentence(gid):
    import seed_pairs as P

    records = P.politaire_records()
    verdicts = P.read(gid, records[gid])
    assert P.check_record(gid, records[gid]) == []
    assert all(v == "ok" or v.startswith("not checked: ") for _, _, v in verdicts)


@pytest.mark.parametrize("gid, fields, drop, says", [
    ("tensout", {"courts": 11}, (), "courts is 11 in the record; the seed says Tens and up by rank (10)"),
    ("tensout", {"courts": 11}, (), "sets: the record does not remove Ten-Ten"),
    ("suitsup", {}, ("way",), "way is 0 in the record; the seed says two of a suit (2)"),
    ("suitsup", {"stock": "fill"}, (), "stock is 3 in the record; the seed says a card onto each pile (8)"),
    ("thewish", {"low": 8}, (), "low is 8 in the record; the seed omits twos to sixes (7)"),
    ("thewish", {"low": 8}, (), "the record deals [4, 4, 4, 4, 3, 3, 3, 3], the seed [4, 4, 4, 4, 4, 4, 4, 4]"),
    ("doublets", {"dark": False}, (), "dark is 0 in the record; the seed says the covered cards face down (1)"),
    ("friday", {}, ("way",), "way is 0 in the record; the seed says a left and a right tableau (4)"),
    ("friday", {"stock": "none"}, (), "the record has no stock"),
])
def test_the_seed_checker_fails_an_altered_record(gid, fields, drop, says):
    import seed_pairs as P

    t = dict(P.politaire_records()[gid])
    t.update(fields)
    for k in drop:
        del t[k]
    wrong = P.check_record(gid, t)
    assert any(says in w for w in wrong), wrong
