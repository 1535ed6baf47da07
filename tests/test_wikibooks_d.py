"""The Wikibooks and PySolFC games of issue 32, fourth part (Capricieuse,
Algerian): each held to its text, a test per rule the text states (a legal
and an illegal move from a position, the deal, the goal), the sentence
quoted and checked against the seed file. (``test_wikibooks32.py`` holds
the shared checks.)

Capricieuse (PySolFC): an Ace and a King of each suit up (``fgroups.py``'s
two groups, dealt so: ``fg_flags`` suits_differ); the rest dealt round
twelve piles, a card that fits a foundation going up as it comes and the
next card to the pile it left (``deal_plays_up`` 3: ``capric.py``); the
piles up or down in suit, never a King on an Ace; two redeals, the piles
gathered the last first and dealt the same way (``redeal.py``). The text
says both "cards that can be built on a foundation must be built" during
the deal and "no building is done during the process of dealing": read as
a player would, cards go up as they are dealt, and nothing builds on the
piles until the deal is done.

Algerian (Wikibooks): four foundations up from the Ace and four down from
the King, in suit, a suit each (``fgroups.py``, ``fg_flags`` suits_differ);
eight piles of one and two cards building up or down in suit round the
corner; six reserve piles of four, face up, that take no card; the stock
deals two cards onto each reserve pile, and its last eight cards one onto
each tableau pile (``row_to`` 5: ``rowdeal.py``); where a suit's two
foundations meet, their top cards go across, and never back onto the
tableau (``found_back`` 1 with ``found_across``: ``legal.check``). The text
deals "when game play comes to a standstill": here when the player selects
the stock.
"""

import os
import sys

import pytest

from solitaire.cards import capric, text
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards import notation

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_wikibooks32 import PYSOLFC, plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402

FAMILY = {"capricieuse": "Caprice", "algerian": "Tournament"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Capricieuse with Caprice (two decks, an Ace and a
    King of each suit up, twelve piles building up or down in suit);
    Algerian with Tournament (two decks, foundations up from the Aces and
    down from the Kings, reserve piles the stock deals onto, as Kingsdown
    Eights')."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 1, 5)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``), each line whole."""
    rules_whole(gid)


# -- Capricieuse -------------------------------------------------------------


def _is_run(cards, up):
    """Checks that a foundation's cards are one suit, a rank apart each, up
    from the Ace or down from the King."""
    step = 1 if up else -1
    return cards[0] & 15 == (1 if up else 13) and all(b & 0x7F == (a & 0x7F) + step for a, b in zip(cards, cards[1:]))


def test_capricieuse_deal_an_ace_and_a_king_of_each_suit_up_and_twelve_even_piles():
    said("The entire deck must be dealt into twelve piles of cards. Any arrangement will do, but for convenience, two rows of six piles each will be form. "
         "During dealing, one Ace and one King of each suit is removed, all of which will form the foundations. "
         "The Aces are built up while the Kings are built down, all by suit.", PYSOLFC)
    for deal in (1, 2, 3):
        b = Board(find("capricieuse"), deal)
        f = [b.cards(p) for p in range(b.f0, b.c0)]
        assert sorted(p[0] >> 4 & 7 for p in f[:4]) == [0, 1, 2, 3] and all(_is_run(p, True) for p in f[:4])  # an Ace of each suit, built up
        assert sorted(p[0] >> 4 & 7 for p in f[4:]) == [0, 1, 2, 3] and all(_is_run(p, False) for p in f[4:])  # a King of each suit, built down
        sizes = [b.size[p] for p in range(b.t0, b.npiles)]
        assert len(sizes) == 12 and sorted(sizes, reverse=True) == sizes and sizes[0] - sizes[-1] <= 1  # even, the last round short
        assert sum(sizes) + sum(len(p) for p in f) == 104 and b.size[0] == 0 and len(all_cards(b)) == 104  # the entire deck: no stock
        assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))


def test_capricieuse_the_deal_builds_up_as_it_goes_the_next_card_to_the_pile_left():
    said("During the process of dealing the twelve piles, cards that can be built on a foundation must be built. Also, none of the twelve piles should be left out, "
         "i.e. when a card is immediately built on a foundation, the next card is dealt on the pile the previous card left.", PYSOLFC)
    said("No building is done during the process of dealing until all cards are dealt.", PYSOLFC)
    b = position("capricieuse deal=1", {"h1": "AC", "h2": "AD", "h3": "AH", "h4": "AS", "h5": "KC", "h6": "KD", "h7": "KH", "h8": "KS"}, "s")
    capric.deal_round(b, bytes((0x02, 0x35, 0x0C, 0x03, 0x27, 0x26)))  # 2C 5S QC 3C 7H 6H
    assert names(b, b.f0) == "AC 2C 3C" and names(b, b.f0 + 4) == "KC QC"  # each up as it came
    assert names(b, b.t0) == "5S" and names(b, b.t0 + 1) == "7H" and names(b, b.t0 + 2) == "6H"  # the next card to the pile left: none skipped
    assert b.size[b.t0 + 3] == 0  # (and the 6 of hearts was not built on the 7: no building in the deal)


def test_capricieuse_the_deal_where_both_foundations_of_a_suit_take_a_card_the_ace_ones_first():
    """The text names no choice where the two piles of a suit meet: the
    Ace's pile takes the card (the first group's)."""
    b = position("capricieuse deal=1", {"h1": "AC 2C 3C 4C 5C 6C", "h2": "AD", "h3": "AH", "h4": "AS", "h5": "KC QC JC TC 9C 8C", "h6": "KD", "h7": "KH", "h8": "KS"}, "s")
    capric.deal_round(b, bytes((0x07, 0x07)))  # both 7s of clubs
    assert names(b, b.f0) == "AC 2C 3C 4C 5C 6C 7C" and names(b, b.f0 + 4) == "KC QC JC TC 9C 8C 7C"


CAPRIC = {"h1": "AC 2C", "h2": "AD", "h3": "AH", "h4": "AS", "h5": "KC", "h6": "KD QD", "h7": "KH", "h8": "KS",
          "1": "9H 5H", "2": "7S 6H", "3": "4H", "4": "6S", "5": "JD 3C", "6": "AC", "7": "8C KC", "8": "JD", "9": "", "0": "QH", "A": "2H", "B": "TC"}


def test_capricieuse_the_piles_build_up_or_down_in_suit_never_king_on_ace():
    said("Afterwards, the top cards of each pile are built on the foundations or on each other's piles. The cards on the piles are built on each other either up or down by suit. "
         "Building can go on both directions, but a King cannot be placed over an Ace and vice versa.", PYSOLFC)
    b = position("capricieuse deal=1", CAPRIC, "s")
    assert reason(b, "12") is None  # the 5 of hearts on the 6 of hearts (down)
    assert reason(b, "13") is None  # and on the 4 of hearts (up)
    assert reason(b, "14") is not None  # not on the 6 of spades
    assert reason(b, "76") is not None and reason(b, "67") is not None  # not the King of clubs on the Ace of clubs, nor the Ace on the King
    play(b, "13")
    assert names(b, b.t0 + 2) == "4H 5H"


def test_capricieuse_one_card_at_a_time_and_a_space_takes_any_card():
    said("Only one card can be moved at a time, and any empty pile can be filled with any card.", PYSOLFC)
    b = position("capricieuse deal=1", CAPRIC, "s")
    assert reason(b, "19v2") is not None  # two cards: no
    assert reason(b, "29") is None and reason(b, "79") is None and reason(b, "59") is None  # a 6, a King, a 3 into the space
    play(b, "29")
    assert names(b, b.t0 + 8) == "6H"


def test_capricieuse_foundations_aces_up_kings_down_in_suit():
    said("The Aces are built up while the Kings are built down, all by suit.", PYSOLFC)
    b = position("capricieuse deal=1", CAPRIC, "s")
    assert reason(b, "5h1") is None  # the 3 of clubs on the 2
    assert reason(b, "8h6") is None  # the Jack of diamonds on the Queen
    assert reason(b, "Ah3") is None  # the 2 of hearts on the Ace
    assert reason(b, "0h7") is None  # the Queen of hearts on the King
    assert reason(b, "Bh5") is not None and reason(b, "Bh1") is not None  # not the 10 of clubs
    assert reason(b, "3h3") is not None  # the 4 of hearts: not yet


def test_capricieuse_two_redeals_the_last_pile_gathered_first_dealt_again_building_up():
    said("After the player has made all the moves she can make, the piles are collected in the reverse order the piles are dealt and the process is repeated. "
         "This redeal can be done twice in the game.", PYSOLFC)
    b = Board(find("capricieuse"), 1)
    before = b.key()
    piles = [b.cards(p) for p in range(b.npiles - 1, b.t0 - 1, -1)]  # the last pile first
    gathered = bytes(c & 0x7F for p in piles for c in p)
    check = Board(find("capricieuse"), 1)  # the same redeal by hand: the gathered cards dealt round with capric.deal_round
    capric.deal_round(check, gathered)
    play(b, "s")
    assert b.recycles == 1 and all(b.cards(p) == check.cards(p) for p in range(b.f0, b.npiles))
    assert sum(b.size[b.f0 : b.c0]) > sum(Board(find("capricieuse"), 1).size[b.f0 : b.c0])  # cards went up in it
    b.undo()
    assert b.key() == before and b.recycles == 0  # undo takes back the redeal and the cards it sent up
    play(b, "s")
    play(b, "s")
    assert b.recycles == 2 and reason(b, "s") == "No more redeals"


def test_capricieuse_the_goal_every_card_up():
    said("The game is won when all cards end up in the foundations.", PYSOLFC)
    b = Board(find("capricieuse"), 1)
    assert not b.won()
    for p in range(b.f0, b.npiles):
        b.size[p] = 0
    for s in range(4):
        for rank in range(1, 14):
            b.push(b.f0 + s, (s << 4 | rank) | FACE_UP)
            b.push(b.f0 + 4 + s, (s << 4 | 14 - rank) | FACE_UP)
    assert b.won()


def test_capricieuse_rules_screen():
    lines = " ".join(text.sentences(find("capricieuse")))
    assert "The deal goes round the piles a card each in turn; a card that fits a foundation as it comes goes there" in lines
    assert "build up or down in suit, but never Ace on King or King on Ace" in lines
    assert "Redeal twice (select the stock's place): gather up the tableau pile after pile, the last first, and deal it round again" in lines


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_its_stored_win_is_won_through_the_keys(gid):
    """The prover's win (``host_tools/solve.py``, stored in tests/data/wins)
    replays move by move and wins through the device's keys: the redeals
    and the cards they send up included."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
    import solve
    from sim.autoplay import play_moves
    from solitaire.cards import notation
    from solitaire.console import screens as SC
    from test_card_play import new_app

    with open(os.path.join(solve.WINS, gid + ".moves")) as f:
        rules, deal, options, tokens = solve.read_win(f.read())
    b = Board(rules, deal, options)
    moves = []
    for token in tokens.split():
        m = notation.parse_move(b, token)
        notation.play(b, m)
        moves.append(m)
    assert b.won()
    app = new_app(gid, deal)
    play_moves(app, moves)
    assert app.state == SC.WIN and app.board.won()


def test_the_catalogue_session_leaves_a_game_won_by_the_hint_through_the_win_screen():
    """The catalogue's session (``sim/sessions.py``, the behaviour records'
    and the budgets' tour) goes back to the menu from each game of its tour
    by the pause menu's Quit; a game the hint's moves win shows the win
    screen, where B goes back. Drawn from 394 card games the tour meets
    Ninety-One, whose deal 1 the hint's first move wins: the session failed
    there (no menu to find the next game from)."""
    from sim import sessions

    keys = sessions._catalogue_session(("ninety_one", "capricieuse"))
    from solitaire.console import buttons as K

    assert K.B in keys


# -- Algerian ------------------------------------------------------------------


def test_algerian_deal_eight_piles_six_reserves_of_four_and_eight_foundations():
    said("Algerian has eight tableau stacks. Four of the tableau stacks contain only one card. The other four contain two cards each. "
         "Towards the bottom are six reserve stacks of four cards each. Eight foundations are present towards the top.")
    for deal in (1, 2, 3):
        b = Board(find("algerian"), deal)
        assert sorted(b.size[p] for p in range(b.t0, b.npiles)) == [1, 1, 1, 1, 2, 2, 2, 2]
        assert [b.size[p] for p in range(b.r0, b.t0)] == [4] * 6
        assert b.c0 - b.f0 == 8 and not any(b.size[b.f0 : b.c0])  # empty: an Ace or a King starts each
        assert b.size[0] == 104 - 12 - 24 and len(all_cards(b)) == 104


ALGERIAN = {"h1": "AC 2C 3C 4C 5C 6C", "h2": "AD", "h3": "", "h4": "", "h5": "KC QC JC TC 9C 8C", "h6": "KD QD", "h7": "", "h8": "",
            "a": "9H 7C", "b": "3H KH", "c": "JD", "d": "5S", "e": "AH", "f": "KS",
            "1": "2D", "2": "6H", "3": "AS", "4": "KH", "5": "8D 5H", "6": "", "7": "QS", "8": "6S"}


def test_algerian_foundations_aces_up_kings_down_in_suit():
    said("Four start with an Ace and build up in suit (e.g. A, 2, 3, 4...), while the other four start with a King and build down in suit (e.g. K♣, Q♣, J♣, 10♣...)")
    b = position("algerian deal=1", ALGERIAN, "s")
    assert reason(b, "1h2") is None  # the 2 of diamonds on the Ace
    assert reason(b, "eh3") is None  # an Ace starts an empty one of the first group
    assert reason(b, "fh7") is None  # a King one of the second
    assert reason(b, "eh7") is not None and reason(b, "fh3") is not None  # not the other way round
    assert reason(b, "ch6") is None  # the Jack of diamonds on the Queen
    assert reason(b, "ch2") is not None and reason(b, "2h2") is not None  # not onto the Ace of diamonds' pile
    play(b, "eh3")
    assert reason(b, "3h4") is None  # (the Ace of spades: a suit no pile of the group has)


def test_algerian_the_tableau_up_or_down_in_suit_round_the_corner_top_cards_only():
    said("Cards in the tableau or the reserve can be moved to a foundation or onto another tableau stack. Only the topmost card of any stack can be moved. "
         "The tableau builds up or down in suit (e.g 4, 5, 6... OR 6♠, 5♠, 4♠...)")
    said("Tableau stacks can wrap from King to Ace, and an emptied stack can be filled with any card.")
    b = position("algerian deal=1", ALGERIAN, "s")
    assert reason(b, "52") is None and reason(b, "25") is None  # the 5 of hearts down on the 6, or the 6 up on the 5
    assert reason(b, "82") is not None  # not the 6 of spades on the 6 of hearts
    assert reason(b, "56v2") == "Those cards aren't a run"  # the topmost card only: not the 8 of diamonds under it, even into a space
    assert reason(b, "f3") is None  # the King of spades on the Ace: round the corner
    assert reason(b, "34") is not None and reason(b, "37") is not None  # the Ace of spades not on the King of hearts, nor on a Queen
    assert reason(b, "16") is None and reason(b, "d6") is None  # any card into the space
    play(b, "f3")
    assert names(b, b.t0 + 2) == "AS KS"


def test_algerian_the_reserve_plays_onto_the_tableau_and_up_not_onto_other_reserve_piles():
    said("Cards from the reserve can play onto the tableau or foundations, but not onto other reserve piles.")
    b = position("algerian deal=1", ALGERIAN, "s")
    assert reason(b, "d8") is None  # the 5 of spades onto the 6 of spades
    assert reason(b, "eh3") is None  # the Ace of hearts up
    assert reason(b, "be") == "Cards can't go there" and reason(b, "dc") == "Cards can't go there"  # not onto a reserve pile
    assert reason(b, "d5") is not None  # (nor onto a pile out of suit)
    play(b, "d8")
    assert names(b, b.t0 + 7) == "6S 5S" and b.size[b.r0 + 3] == 0


def test_algerian_the_stock_deals_two_cards_onto_each_reserve_pile_the_last_one_onto_each_pile():
    said("When game play comes to a standstill, deal two cards from the stock onto each reserve pile. The final time you go through the deck, deal one card to each tableau pile.")
    b = Board(find("algerian"), 1)
    before = [b.size[p] for p in range(b.r0, b.npiles)]
    stock = b.cards(0)
    play(b, "s")
    assert [b.size[p] for p in range(b.r0, b.t0)] == [6] * 6 and [b.size[p] for p in range(b.t0, b.npiles)] == before[6:]
    assert b.cards(b.r0)[-2:] == bytes(c | FACE_UP for c in stock[-2:][::-1])  # the stock's top two, onto the first pile
    for _ in range(4):
        play(b, "s")
    assert b.size[0] == 8  # 68 cards: five deals of twelve, then eight
    play(b, "s")
    assert b.size[0] == 0 and [b.size[p] for p in range(b.r0, b.t0)] == [14] * 6
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [n + 1 for n in before[6:]]  # one card onto each tableau pile
    b.undo()
    assert b.size[0] == 8 and [b.size[p] for p in range(b.t0, b.npiles)] == before[6:]


def test_algerian_cards_go_across_where_a_suits_two_foundations_meet_never_back_down():
    said("When the foundations of the same suit will meet (e.g. one builds up A♣, 2♣, 3♣, 4♣, 5♣, 6♣ and the other builds down K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣), "
         "cards can be transferred between these two foundations.")
    b = position("algerian deal=1", dict(ALGERIAN, h5="KC QC JC TC 9C 8C 7C"), "s")
    assert reason(b, "h5h1") is None  # the 7 of clubs across, onto the 6
    assert reason(b, "h1h5") is None  # or the 6 onto the 7
    assert reason(b, "h6h2") is not None  # the diamonds don't meet: the Queen doesn't go on the Ace
    assert reason(b, "h58") == "Foundation cards stay" and reason(b, "h16") == "Foundation cards stay"  # nothing comes back down, not even into a space
    play(b, "h5h1")
    assert names(b, b.f0) == "AC 2C 3C 4C 5C 6C 7C" and names(b, b.f0 + 4) == "KC QC JC TC 9C 8C"


def test_algerian_the_goal_every_card_up():
    said("The game is won after all cards have been moved to the foundations.")
    b = Board(find("algerian"), 1)
    assert not b.won()
    for p in range(b.npiles):
        b.size[p] = 0
    for s in range(4):
        for rank in range(1, 14):
            b.push(b.f0 + s, (s << 4 | rank) | FACE_UP)
            b.push(b.f0 + 4 + s, (s << 4 | 14 - rank) | FACE_UP)
    assert b.won()


def test_algerian_rules_screen():
    lines = " ".join(text.sentences(find("algerian")))
    assert "A top card up there may go across to the other group, where it fits." in lines and "come back onto the tableau" not in lines
    assert "its last deal is one card onto each tableau pile" in lines
    assert "Reserve: six piles of four cards, all face up" in lines
