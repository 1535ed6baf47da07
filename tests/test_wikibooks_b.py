"""The Wikibooks games of issue 32 that needed a rule of their own, second
part (King's Audience, Osmosis, Little Spider as each is built): each held to
its text, a test per rule the text states (a legal and an illegal move from
a position, the deal, the goal), the sentence quoted and checked against the
seed file. (``test_wikibooks32.py`` holds the first part's games.)

Osmosis: four piles of four, the top card up, building nothing; the first
foundation's base the first card dealt; the foundations in suit in any
order, a card only once its rank lies on the pile above (``found_dir`` 7,
``fpiles.py``); the ranks a foundation holds, under its top card, named on
the loupe's line (``loupe.ranks``), since the pile shows only its top card.

Little Spider: the red Aces and the black Kings dealt up (``fgroups.py``'s
two groups, ``fg_flags`` colours: ``arrange.py``, ``fgdeal.deal``); two rows
of four, the stock a card onto each pile; its two parts (``phases``,
``legal.check``): while the stock lasts nothing builds and a second-row pile
plays only to the foundation above it, then up or down regardless of suit,
round the corner, every pile to any foundation."""

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

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))  # (the prover, solve.py)


FAMILY = {"osmosis": "Canfield", "little_spider": "Bisley"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Osmosis with Canfield (the first card dealt up
    sets the base rank the other foundations start with, piles that only
    give cards, the stock by three); Little Spider with Bisley (Aces up and
    Kings down in suit, a tableau building up or down)."""
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


# -- Osmosis -------------------------------------------------------------------


def test_osmosis_deal_four_piles_of_four_and_the_seventeenth_card_up():
    said("Game play consists of four, vertically arranged reserve piles of four cards each (one face-up card on top of three face-down cards). "
         "A seventeenth card is put in the first (top) of four foundations, which are also arranged vertically to the right of the reserve piles.")
    for deal in (1, 2, 3):
        b = Board(find("osmosis"), deal)
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 4
        for p in range(b.t0, b.npiles):
            assert [bool(c & FACE_UP) for c in b.cards(p)] == [False, False, False, True]
        assert [b.size[p] for p in range(b.f0, b.c0)] == [1, 0, 0, 0] and b.base == b.top(b.f0) & 15
        assert b.size[0] == 52 - 17 and b.size[1] == 0 and len(set(all_cards(b))) == 52


# The text's example (foundations only), its rows' suits as its sentences
# after it name them: hearts, spades, diamonds (the 2 it speaks of), clubs.
OSMOSIS = {"h1": "7H 8H TH 2H 4H 9H KH AH", "h2": "7S AS 8S KS 9S", "h3": "7D 8D KD", "h4": "",
           "1": "#3C #JS #6D TS", "2": "#4D 2D", "3": "5C", "4": "#QC 7C", "w": "QH"}
OSMOSIS_HEAD = "osmosis deal=1\nbase: 7"


def test_osmosis_a_card_up_once_its_rank_is_on_the_foundation_above():
    said("A card can be moved to a foundation if a card of the same value has already been placed in the foundation above it.")
    said("Suppose that from the example above, any heart card can be moved to the top foundation. One can also place 10♠ into its foundation, "
         "but one cannot put 2 yet into its foundation because 2♠ hasn't turned up yet in its foundation.")
    b = position(OSMOSIS_HEAD, OSMOSIS, "s")
    assert reason(b, "1h2") is None  # the 10 of spades: a 10 lies on the hearts above
    assert reason(b, "2h3") == "Its rank isn't above"  # the 2 of diamonds: no 2 among the spades yet
    assert reason(b, "wh1") is None  # any heart goes on the top foundation
    assert reason(b, "wh2") == "Builds in suit"  # (not a heart among the spades)
    play(b, "1h2")
    assert names(b, b.f0 + 1) == "7S AS 8S KS 9S TS"


def test_osmosis_the_foundations_below_start_with_the_base_rank():
    said("The other three foundations are also built by suit, but must begin with cards of the same rank as the first card of the top foundation (the 17th card previously mentioned).")
    said("No club can be placed at this time as the 7♣ hasn't appeared.")
    b = position(OSMOSIS_HEAD, OSMOSIS, "s")
    assert reason(b, "3h4") == "Starts with the base rank"  # the 5 of clubs: clubs start with the 7
    assert reason(b, "4h4") is None  # the 7 of clubs, once it shows
    b = position(OSMOSIS_HEAD, dict(OSMOSIS, h3="", h4="", **{"3": "5C 7D"}), "s")
    assert reason(b, "4h4") == "Its rank isn't above"  # not while the pile above it is empty: no 7 there
    assert reason(b, "3h3") is None


def test_osmosis_the_piles_build_nothing_their_next_card_turns_up():
    said("To begin, the top cards in each reserve pile are the only cards in play and must be moved to the foundations if possible. "
         "A card can be moved to a foundation if a card of the same value has already been placed in the foundation above it. "
         "Once all possible cards have been placed in the foundations, the next face-down cards remaining in the reserve piles are turned face-up.")
    b = position(OSMOSIS_HEAD, OSMOSIS, "s")
    assert reason(b, "21") == "No building here" and reason(b, "w3") == "No building here"
    assert reason(b, "13") == "No building here"
    play(b, "1h2")
    assert b.top(b.t0) & FACE_UP and names(b, b.t0) == "#3C #JS 6D"  # the next card turned up
    b.undo()
    assert not b.piles[b.t0][2] & FACE_UP


def test_osmosis_the_stock_by_three_dealt_again_and_again():
    said("When placing cards from the reserve piles is no longer possible, one can use the stock, deal three cards at a time, and use its top card to make possible moves. "
         "One can redeal the stock as long as there are possible moves from the stock or from the reserve piles to the foundations.")
    b = Board(find("osmosis"), 1)
    play(b, "s")
    assert b.size[1] == 3 and b.size[0] == 32
    for turn in range(4):  # (no limit on the passes; a game with no move left is lost, as any stuck game)
        while b.size[0]:
            play(b, "s")
        assert b.can_recycle()
        play(b, "s")
    assert b.recycles == 4


def test_osmosis_the_goal_every_card_up():
    said("The game is won when all cards have been moved to the foundations.")
    b = Board(find("osmosis"), 1)
    assert not b.won()
    for p in range(b.npiles):
        b.size[p] = 0
    for s in range(4):
        for rank in range(1, 14):
            b.push(b.f0 + s, (s << 4 | rank) | FACE_UP)
    assert b.won()


def test_osmosis_the_loupe_names_a_foundations_ranks():
    """The text's foundations are fanned, every rank seen; here a pile
    shows its top card, so the cursor on a foundation names the ranks it
    holds on the message line, each in its place A to K (the top card's
    inverted), after the suit: what the rule asks of the pile above."""
    from test_loupe import new_app, press
    from solitaire.console import buttons as K
    from solitaire.console import tiles as T

    app = new_app("osmosis", 1)
    b, scr, play_ = app.board, app.screen, app.play
    assert scr.pitch == 16 and play_.loupe is not None  # (16-pixel faces: the line is Osmosis' own)
    for c in (0x01, 0x0D, 0x0A):  # the Ace, the King and the 10 of clubs onto the first pile, as if played
        b.push(b.f0, c | FACE_UP)
    top = b.piles[b.f0][0]
    press(app, K.UP)
    for _ in range(8):
        if play_.cursor_pile() == b.f0:
            break
        press(app, K.RIGHT)
    assert play_.cursor_pile() == b.f0
    line = bytes(scr.msg)
    assert line[1] == T._SYM_CLUBS + (top >> 4 & 7)
    shown = {chr(line[2 + r] & 0x7F) for r in range(1, 14)} - {" "}
    assert shown == {"?A23456789TJQK"[c & 15] for c in b.cards(b.f0)}
    assert line[2 + 10] & T.INVERT and not line[2 + 1] & T.INVERT  # the top card, the 10, inverted


def test_osmosis_rules_screen():
    lines = " ".join(text.sentences(find("osmosis")))
    assert "a card only once its rank is on the pile to the left" in lines
    assert "the line below names the ranks it holds" in lines
    assert "On the tableau no building." in lines and "Turn the waste over as often as you like." in lines


def test_osmosis_the_prover_tells_the_foundations_order_apart():
    """The prover's transposition key (``solve._key``) sorts the
    foundations, alike in most games; in Osmosis which pile lies above which
    is the rule (the spades above the diamonds or below them take other
    cards), so its key keeps their order: before, the two positions were
    one, and a search could drop the one a win went through."""
    import solve

    keys = []
    for second, third in ((0x37, 0x17), (0x17, 0x37)):  # 7S above 7D, then 7D above 7S
        b = Board(find("osmosis"), 1)
        b.size[b.f0 + 1] = b.size[b.f0 + 2] = 0
        b.push(b.f0 + 1, second | FACE_UP)
        b.push(b.f0 + 2, third | FACE_UP)
        keys.append(solve._key(b))
    assert keys[0] != keys[1]


def test_osmosis_the_quick_look_agrees_with_the_rule():
    """``fpiles.fits``, the stuck check's and the move list's look (the
    suit first, with no call: 2,992,000 fuel a timer step before, the stuck
    check asking ``check`` about every card of the stock), says what
    ``check`` says, for every card onto every foundation of a deal as it
    is played."""
    from solitaire.cards import fpiles
    from sim.sessions import greedy_moves

    b = Board(find("osmosis"), 1)
    moves, _ = greedy_moves("osmosis", 1, limit=40)
    seen = 0
    for m in [None] + moves:
        if m is not None:
            b.apply(m)
        for card in all_cards(b):
            for d in range(b.f0, b.c0):
                assert fpiles.fits(b, card, d) == (fpiles.check(b, card, d, False, None) is None), (card, d)
                seen += fpiles.fits(b, card, d)
    assert seen > 40


# -- Little Spider -------------------------------------------------------------


def test_little_spider_deal_the_red_aces_the_black_kings_and_two_rows_of_four():
    said("There are three rows of four cards in this game and the foundations are placed in the middle row.")
    said("First, remove the two red aces and two black kings from the pack and place them in the foundations.")
    for deal in (1, 2, 3):
        b = Board(find("little_spider"), deal)
        ups = [b.top(p) & 0x7F for p in range(b.f0, b.c0)]
        assert sorted(ups[:2]) == [0x11, 0x21]  # the Aces of diamonds and hearts
        assert sorted(ups[2:]) == [0x0D, 0x3D]  # the Kings of clubs and spades
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 8 and all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
        assert b.size[0] == 52 - 12 and len(set(all_cards(b))) == 52


def test_little_spider_the_foundations_stand_right_above_the_second_row():
    """On the screen the four foundations are the top row's last four
    columns, each over a pile of the tableau's second row (piles 5-8), with
    no gap between the groups (the gap other two-group games get)."""
    from test_loupe import new_app

    app = new_app("little_spider", 1)
    b, play_ = app.board, app.play
    assert play_.top_cols == 8 and list(play_.top_piles[4:8]) == [b.f0, b.f0 + 1, b.f0 + 2, b.f0 + 3]


LSPIDER = {"h1": "AD 2D", "h2": "AH 2H", "h3": "KS QS", "h4": "KC", "1": "3D", "2": "JS", "3": "2S", "4": "9C",
           "5": "3H", "6": "2C", "7": "JC", "8": "QC"}


def test_little_spider_first_part_no_building_the_second_row_only_to_the_foundation_above():
    said("Game play in this part is composed strictly of moving cards from the two rows to the foundations. Cards from the upper row can be placed on any of the foundations, "
         "while cards from the lower row can only be placed on the foundations directly on top of it.")
    b = position("little_spider deal=1", LSPIDER, "s")
    assert reason(b, "1h1") is None and reason(b, "2h3") is None  # the first row: onto any
    assert reason(b, "8h4") is None  # the Queen of clubs onto the King of clubs right above it
    assert reason(b, "5h2") == "Only to the foundation above"  # the 3 of hearts would fit the hearts, but those stand over pile 6
    assert reason(b, "5h1") is not None  # (and the diamonds above it take no heart)
    assert reason(b, "12") == "No building here" and reason(b, "56") == "No building here"  # (a 3 on a 2, a 2 on a 3: not yet)


def test_little_spider_the_stock_deals_a_card_onto_every_pile_empty_or_not():
    said("Once possible plays are made, eight new cards are dealt from the stock, one on each pile, empty or otherwise.")
    b = position("little_spider deal=1", LSPIDER, "s")
    play(b, "1h1")  # pile 1 empty
    n = b.size[0]
    play(b, "s")
    assert b.size[0] == n - 8 and [b.size[p] for p in range(b.t0, b.npiles)] == [1, 2, 2, 2, 2, 2, 2, 2]


def test_little_spider_second_part_building_up_or_down_round_the_corner_any_pile_up():
    said("At the second part of game play, cards from both rows can be placed on the foundations as well as around the piles at both rows, building either up or down regardless of suit at the piles. "
         "Building is also continuous as a king can be placed over an ace and vice versa.")
    b = position("little_spider deal=1", dict(LSPIDER, **{"4": "AC", "6": "KH"}), "s")
    b.size[0] = 0  # the stock out: the second part
    assert reason(b, "5h2") is None  # the 3 of hearts from the second row onto the hearts, not above it
    assert reason(b, "13") is None  # the 3 of diamonds onto the 2 of spades, up, regardless of suit
    assert reason(b, "31") is None  # and the 2 down onto the 3
    assert reason(b, "46") is None and reason(b, "64") is None  # an Ace onto a King, a King onto an Ace
    assert reason(b, "28") is None  # the Jack of spades onto the Queen of clubs
    assert reason(b, "21") is not None  # not onto the 3 of diamonds


def test_little_spider_the_goal_every_card_up():
    said("The game is won when all cards made their way to the foundations.")
    b = Board(find("little_spider"), 1)
    assert not b.won()
    for p in range(b.npiles):
        b.size[p] = 0
    for i, s_ in enumerate((1, 2)):
        for rank in range(1, 14):
            b.push(b.f0 + i, (s_ << 4 | rank) | FACE_UP)
    for i, s_ in enumerate((3, 0)):
        for rank in range(13, 0, -1):
            b.push(b.f0 + 2 + i, (s_ << 4 | rank) | FACE_UP)
    assert b.won()


def test_little_spider_rules_screen():
    lines = " ".join(text.sentences(find("little_spider")))
    assert "the first group's red, the second's black" in lines
    assert "Until the stock is out nothing builds on the tableau, and a pile of its second row (piles 5-8) plays only to the foundation right above it" in lines
    assert "On the tableau build up or down regardless of suit, King and Ace next to each other." in lines
