"""King's Audience (Wikibooks, issue 32) as a card engine record: sixteen
cards round a square (the antechamber: the tableau, sixteen piles of one
card, all available, building nothing), a space filled from the waste,
else the stock, the stock dealt once; a King and the Queen of its suit, both
available, go into the audience chamber (the fifth foundation) together; an
Ace and its Jack, both available, start a foundation together, the Jack on
top, built down in suit to the 2 (``found_dir`` 15, ``cards/audience.py``).

The text's move takes two cards from two piles; the engine's move has one
source and one target. So the player moves one card, legal only while its
partner is available too, and the partner follows at once as the game's
own move (``after.forced_move``): one undo takes both back, the save keeps
which move was the game's. Each test quotes the sentence it holds the
record to (``said``: checked against the seed file)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards import after as cafter
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards import notation

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GID = "kings_audience"

# a position: the antechamber's sixteen, the waste's two (the 7 of hearts on
# top), the rest of the deck in the stock
POS = {"1": "KS", "2": "QS", "3": "AH", "4": "JH", "5": "KD", "6": "5C", "7": "AC", "8": "9C",
       "9": "2C", "0": "3C", "A": "4C", "B": "6C", "C": "7C", "D": "8C", "E": "TH", "F": "9H", "w": "QD 7H"}


def pos():
    return position(GID + " deal=1", POS, "s")


def pair(b, token):
    """Plays the player's card of a pair, then the partner's, the game's
    own move as the device makes it (``Play.after_move``)."""
    play(b, token)
    m = cafter.forced_move(b)
    assert m is not None
    b.apply(m, True)
    assert cafter.forced_move(b) is None  # (one partner, then nothing more of the game's own)
    return b


def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family():
    """Not a politaire game (``seed = ""``); the menu lists it with Corona,
    whose play it shares: a space in the layout filled at once by itself
    from the waste, else the stock, the stock dealt to the waste once, the
    cards going only up."""
    sits_in_its_family(GID, "Corona")


def test_played_through_the_keys_by_its_hints():
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(GID, 1, 10)


def test_no_rules_line_is_cut_and_the_rules_are_named():
    rules_whole(GID)


def test_the_stored_win_replays():
    """``host_tools/solve.py kings_audience --deals 2 --budget 5000`` found a
    win; its stored moves (the partners' among them) win the deal they name."""
    from sim.sessions import stored_win

    b = Board(find(GID), 1)
    for m in stored_win(GID, 1):
        notation.play(b, m)
    assert b.won()


def test_deal_sixteen_cards_round_a_square_all_available_the_rest_the_stock():
    said('First, sixteen cards are dealt to form a square. These compose the reserve, or "antechamber."')
    said("All cards in the antechamber are available for play.")
    b = Board(find(GID), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 16
    assert all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[0] == 36 and b.size[1] == 0 and len(set(all_cards(b))) == 52
    assert b.c0 - b.f0 == 5 and not any(b.size[b.f0 : b.c0])  # four foundations and the audience chamber, empty


def test_a_king_and_its_queen_both_available_go_into_the_chamber_together():
    said("After the cards are dealt, the King and Queen of each suit, whenever both are available, are placed inside the audience "
         "chamber, never to take part in the rest of the game.")
    b = pos()
    assert reason(b, "1h5") is None  # the King of spades, its Queen a top card
    assert reason(b, "2h5") is None  # or the Queen first, its King a top card
    assert reason(b, "5h5") == "Its Queen must be free too"  # the Queen of diamonds lies under the waste's 7
    assert reason(b, "6h5") == "Only Kings and Queens go in"
    pair(b, "1h5")
    assert names(b, b.c0 - 1) == "KS QS"  # both in, the Queen after its King: the game's own move
    assert b.by_game(b.nmoves - 1) and not b.by_game(b.nmoves - 2)


def test_a_king_from_the_waste_with_its_queen_in_the_antechamber():
    said("When play goes on a standstill, cards from the stock are dealt one a time to a wastepile, the top card of which is "
         "available for play.")
    b = position(GID + " deal=1", dict(POS, w="QD 7H KH", F="QH"), "s")
    assert reason(b, "wh5") is None  # the waste's top card is available
    pair(b, "wh5")
    assert names(b, b.c0 - 1) == "KH QH"
    assert names(b, b.t0 + 15) == "7H" and names(b, 1) == "QD"  # the Queen's space took the waste's new top card


def test_an_ace_and_its_jack_both_available_start_a_foundation_the_jack_on_top():
    said("Also, the Jack and the Ace of each suit, whenever they become available at the same time, are placed inside the audience "
         "chamber with the Jack on top; these two become the foundation, to be built down by suit to deuces (twos).")
    b = pos()
    assert reason(b, "3h1") is None  # the Ace of hearts, its Jack a top card
    assert reason(b, "4h1") == "The Ace goes first, its Jack on it"
    assert reason(b, "7h1") == "Its Jack must be free too"  # the Jack of clubs lies in the stock
    assert reason(b, "6h1") == "Starts with an Ace and its Jack"
    pair(b, "3h1")
    assert names(b, b.f0) == "AH JH"


def test_a_foundation_builds_down_by_suit_to_the_two():
    said("these two become the foundation, to be built down by suit to deuces (twos).")
    b = pair(pos(), "3h1")
    assert reason(b, "Fh1") == "Needs a 10 of hearts"  # the 9 of hearts: the 10 first
    assert reason(b, "Eh1") is None
    play(b, "Eh1")
    assert reason(b, "Fh1") is None
    play(b, "Fh1")
    assert reason(b, "8h1") == "Needs an 8 of hearts"  # the 9 of clubs: another suit


def test_no_building_in_the_antechamber():
    said("There is no building among the cards in the antechamber; they are only available for play to the foundations.")
    b = pos()
    assert reason(b, "FE") is not None  # the 9 of hearts onto the 10 of hearts
    assert reason(b, "w6") is not None  # nor the waste's card onto a pile
    assert [m for m in b.legal_moves() if (m >> 8) & 0xFF >= b.t0] == []


def test_a_space_is_filled_from_the_waste_else_the_stock():
    said("When a card leaves the antechamber, it is replaced with a card from the wastepile or, if there is none, the stock.")
    b = position(GID + " deal=1", dict(POS, w="7H"), "s")
    top = b.top(0)
    pair(b, "1h5")  # two cards leave: the first space takes the waste's 7, the second the stock's card
    assert names(b, b.t0) == "7H" and b.top(b.t0 + 1) == top | FACE_UP
    b.undo()
    b.undo()
    assert names(b, b.t0) == "KS" and names(b, b.t0 + 1) == "QS" and names(b, 1) == "7H" and b.top(0) == top


def test_the_stock_one_at_a_time_to_the_waste_once():
    said("When play goes on a standstill, cards from the stock are dealt one a time to a wastepile, the top card of which is "
         "available for play. The stock can only be dealt once.")
    b = pos()
    k = b.size[0]
    play(b, "s")
    assert b.size[0] == k - 1 and b.size[1] == 3
    while b.size[0]:
        play(b, "s")
    assert reason(b, "s") is not None  # no second pass


def test_the_goal_every_card_in_the_audience_chamber():
    said("The game is won when all cards end up in the audience chamber.")
    b = Board(find(GID), 1)
    assert not b.won()
    for p in range(b.npiles):
        b.size[p] = 0
    for s in range(4):
        for rank in (1, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2):
            b.push(b.f0 + s, s << 4 | rank | FACE_UP)
        b.push(b.c0 - 1, s << 4 | 13 | FACE_UP)
        b.push(b.c0 - 1, s << 4 | 12 | FACE_UP)
    assert b.won()


def test_one_undo_takes_both_cards_of_a_pair_back():
    """On the device the partner follows the player's card at once, and B
    takes both back."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from sim.autoplay import play_moves

    app = new_app(GID, 1)
    b = app.board
    m = [m for m in b.legal_moves() if (m >> 8) & 0xFF >= b.f0][0]  # deal 1: the Ace of spades, its Jack a top card
    play_moves(app, [m])
    assert b.nmoves == 2 and names(b, b.f0) == "AS JS"
    app.key(K.B, 0)
    assert b.nmoves == 0 and not b.size[b.f0] and [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 16


def test_a_power_cut_after_a_pair_resumes_and_undo_takes_both_back():
    """Saved at the pause menu after a pair, the game comes back as it was,
    the partner's move still the game's own: B takes both back."""
    from test_card_play import new_app
    from test_pairs import Console
    from solitaire.console import buttons as K
    from solitaire.console import screens as SC
    from solitaire.gamelist import MENU_GAMES
    from sim.autoplay import play_moves
    from sim.sessions import stored_win

    keys = []
    play_moves(new_app(GID, 1), stored_win(GID, 1)[:1], on_key=keys.append)  # the first pair's Ace: its Jack is the game's move
    c = Console()
    c.app.start(MENU_GAMES.index(GID), 1)
    for k in keys:
        c.key(k)
    c.key(K.B_HOLD)
    c.key(K.B)
    want = c.app.board.key()
    n = c.app.board.nmoves
    assert n == 2 and c.app.board.by_game(1)
    c.cut()
    assert c.app.state == SC.PLAY and c.app.board.key() == want and c.app.board.nmoves == n
    c.key(K.B)
    assert c.app.board.nmoves == 0  # the pair: the player's card and the game's partner


def test_rules_screen():
    lines = " ".join(text.sentences(find(GID)))
    assert "A King and the Queen of its suit go in the chamber together when both are free" in lines
    assert "An Ace and its Jack, both free, start a foundation together, the Jack on top" in lines
    assert "On the tableau no building." in lines
    assert "A space fills from the waste, or the stock while the waste is empty, by itself" in lines


def test_a_position_read_from_text_holds_the_pairs_as_the_rules_lay_them():
    """The notation reads the chamber's pairs of several suits and a built
    suit pile (``audience.in_order``), and refuses a card the rules would
    not have put there, naming it."""
    from solitaire.cards import notation

    b = position(GID + " deal=1", dict(POS, w="7H", h1="AD JD", h5="KH QH QD KD", **{"5": "5H"}), "s")
    assert names(b, b.c0 - 1) == "KH QH QD KD" and names(b, b.f0) == "AD JD"
    with pytest.raises(notation.NotationError, match="QC can't go there"):
        position(GID + " deal=1", dict(POS, w="7H", h5="KH QC"), "s")  # a Queen of another suit
    with pytest.raises(notation.NotationError, match="TD can't go there"):
        position(GID + " deal=1", dict(POS, w="7H", h1="AD TD"), "s")  # the 10 before the Jack
