"""The clocks of issue 32 as card engine records: Wikibooks' Grandfather's
Clock (and PySolFC's Big Ben), twelve foundations round a clock face, each
dealt its own base card and built up in suit, round the corner, to its hour
(``found_dir`` 8 and 9, ``cards/clock.py``). Each game is held to its text, a
test per rule the text states (the deal, a legal and an illegal move from a
position, the goal), the sentence quoted and checked against the seed file
(``said``). The screen shows the twelve in a row in the hours' order, 1
o'clock first: a pile's place in the row is its hour."""

import os
import sys

import pytest

from solitaire.cards import clock, text
from solitaire.cards.board import encode
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402
from test_wikibooks32 import PYSOLFC, plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FAMILY = {"grandfathers_clock": "Baker's Dozen", "big_ben": "Forty and Eight", "the_clock": "Sir Tommy"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


def tops(b):
    """The foundations' cards, 1 o'clock first."""
    return [names(b, p) for p in range(b.f0, b.c0)]


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Grandfather's Clock with Baker's Dozen (open
    columns built down regardless of suit, a card at a time, no stock:
    Beleaguered Castle's play, the foundations aside)."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 1, 5)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``, ``hours.words``), each line whole."""
    rules_whole(gid)


def test_play_loads_clock_py_and_only_the_rules_screen_loads_its_line(monkeypatch):
    """``clock.py`` loads in a clock game's first tick (``legal.fitter``)
    and costs by its size: The Clock's tick came to 2,015,000 fuel from
    ``.mpy`` with the rules screen's two paragraphs in it (issue 41). The
    line is ``hours.py``'s, loaded by the rules screen alone."""
    from solitaire.cards import legal

    monkeypatch.setattr(legal, "_seen", [None, None, None, None])
    for m in ("solitaire.cards.clock", "solitaire.cards.hours"):
        monkeypatch.delitem(sys.modules, m, raising=False)
    for gid in GAMES_HERE:
        b = Board(find(gid), 1)
        legal.fitter(b)
        b.legal_moves()
    assert "solitaire.cards.clock" in sys.modules and "solitaire.cards.hours" not in sys.modules
    assert any(line.startswith("Foundations: thirteen, a rank each round a clock face") for line in text.sentences(find("the_clock")))
    assert "solitaire.cards.hours" in sys.modules and not hasattr(sys.modules["solitaire.cards.clock"], "words")


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_stored_win_replays(gid):
    """``host_tools/solve.py GAME --deals 2 --budget 5000`` found a win; its
    stored moves win the deal they name."""
    from solitaire.cards import notation

    path = os.path.join(REPO, "tests", "data", "wins", gid + ".moves")
    with open(path) as f:
        lines = [line for line in f.read().split("\n") if line and not line.startswith("#")]
    head = lines[0].split()
    deal = int([w for w in head if w.startswith("deal=")][0][5:])
    b = Board(find(gid), deal)
    notation.parse_moves(b, " ".join(lines[1:]))
    assert b.won()


# -- Grandfather's Clock -------------------------------------------------------

GC_FULL = {  # every foundation built to its hour: the whole deck
    "h1": "TH JH QH KH AH", "h2": "JS QS KS AS 2S", "h3": "QD KD AD 2D 3D", "h4": "KC AC 2C 3C 4C",
    "h5": "2H 3H 4H 5H", "h6": "3S 4S 5S 6S", "h7": "4D 5D 6D 7D", "h8": "5C 6C 7C 8C",
    "h9": "6H 7H 8H 9H", "h10": "7S 8S 9S TS", "h11": "8D 9D TD JD", "h12": "9C TC JC QC"}


def test_grandfathers_clock_deal_twelve_base_cards_round_the_clock_and_eight_columns_of_five():
    said("Before the game begins, the following cards are taken out of the deck: 2, 3♠, 4, 5♣, 6, 7♠, 8, 9♣, 10, J♠, Q, and K♣. "
         "They are then arranged in a circular fashion like a clock face with the 2 on the \"five o' clock\" position, 3♠ on the "
         "\"six o' clock\" position, and so on. These cards will be the foundations. The remaining cards are then shuffled and dealt "
         "into eight columns of five cards each on the tableau.")
    # (the text's red suits are lost from the seed: hearts and diamonds in turn, as the black ones show it)
    for deal in (1, 2, 3):
        b = Board(find("grandfathers_clock"), deal)
        assert tops(b) == "TH JS QD KC 2H 3S 4D 5C 6H 7S 8D 9C".split()  # 1 o'clock to 12: the 2 at five
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [5] * 8
        assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
        assert b.size[0] == 0 and len(set(all_cards(b))) == 52  # no stock
    assert Board(find("grandfathers_clock"), 1).cards(b.t0) != b.cards(b.t0)  # (shuffled: deal 1's first column is not deal 3's)


def gc(**piles):
    """A Grandfather's Clock position: the foundations as dealt unless named,
    the cards not named face up in the last column."""
    layout = {"h%d" % (i + 1): c for i, c in enumerate("TH JS QD KC 2H 3S 4D 5C 6H 7S 8D 9C".split())}
    layout.update(piles)
    return position("grandfathers_clock deal=1", layout, "8", True)


def test_grandfathers_clock_foundations_up_in_suit_to_their_hour():
    said("Each foundation should be built up by suit until the card with the correct corresponding number on the clock face is placed.")
    b = gc(h5="2H 3H 4H", h9="6H 7H", **{"1": "5H", "2": "8H", "3": "5S", "4": "9H"})
    assert reason(b, "1h5") is None  # the 5 of hearts on the 4: up in suit
    assert reason(b, "3h5") is not None  # not the 5 of spades
    assert reason(b, "4h9") is not None  # nor the 9 of hearts on the 7
    assert reason(b, "2h5") is not None  # nor the 8 of hearts on the 4
    play(b, "1h5 2h9")
    assert names(b, b.f0 + 4) == "2H 3H 4H 5H"
    assert reason(b, "4h9") is None  # the 9 of hearts on the 8: nine o'clock
    play(b, "4h9")
    b = gc(h5="2H 3H 4H 5H")  # (the 6 of hearts that would follow is nine o'clock's base: asked of the rule itself)
    assert clock.check(b, parse_card("6H"), b.f0 + 4, True, None) == "That foundation shows its hour"  # the 5 at five o'clock: nothing more


def test_grandfathers_clock_a_foundation_goes_round_the_corner_to_its_hour():
    said("The object of the game is to distribute the cards to the foundations to point that the top cards of the foundations "
         "show the correct numbers on the clock face. (A queen is equal to twelve, a jack eleven.)")
    b = gc(h1="TH JH QH KH", h4="KC AC 2C 3C", **{"1": "AH", "2": "4C"})
    assert reason(b, "1h1") is None  # the Ace of hearts on the King: one o'clock
    assert reason(b, "2h4") is None  # the 4 of clubs on the 3: four o'clock
    play(b, "1h1 2h4")
    assert clock.check(b, parse_card("5C"), b.f0 + 3, True, None) == "That foundation shows its hour"  # four o'clock shows its hour
    assert names(b, b.f0) == "TH JH QH KH AH"


def test_grandfathers_clock_the_tableau_down_regardless_of_suit_a_card_at_a_time():
    said("The cards on the tableau on the other hand are built down regardless of suit. The top cards of each column are the only "
         "ones available for play. Only one card can be played at a time and any space that occurs is filled with any available card.")
    b = gc(**{"1": "QS", "2": "8S JH", "3": "TS JC", "4": "KD", "5": "9D", "6": "QH", "7": "JD TC"})
    assert reason(b, "21") is None  # the Jack of hearts on the Queen of spades
    assert reason(b, "26") is None  # or of hearts: regardless of suit
    assert reason(b, "31") is None  # the Jack of clubs too
    assert reason(b, "14") is None and reason(b, "61") is not None  # a Queen on a King; not a Queen on a Queen
    assert reason(b, "52") is not None  # not up: the 9 of diamonds on the Jack
    assert b.check(encode(b.t0 + 6, b.t0, 2)) is not None  # one card at a time: not the Jack and the 10 together onto the Queen
    play(b, "21 25")
    assert names(b, b.t0 + 1) == "" and names(b, b.t0) == "QS JH" and names(b, b.t0 + 4) == "9D 8S"


def test_grandfathers_clock_a_space_takes_any_card():
    said("Only one card can be played at a time and any space that occurs is filled with any available card.")
    b = gc(**{"1": "", "2": "5D", "3": "KS", "4": "9D"})
    for src in "234":
        assert reason(b, src + "1") is None  # any card into the space
    play(b, "31")
    assert names(b, b.t0) == "KS"


def test_grandfathers_clock_the_goal_every_card_up_each_showing_its_hour():
    said("The game ends either with all cards are put into the foundations with the clock face showing the correct numbers, "
         "or when there is a situation in the tableau that allows no more moves.")
    full = dict(GC_FULL)
    full["h12"] = "9C TC JC"  # the Queen of clubs left: the last card
    b = position("grandfathers_clock deal=1", full, "1", True)
    assert not b.won()
    play(b, "1hc")
    assert b.won() and [card_name(b.top(p)) for p in range(b.f0, b.c0)] == "AH 2S 3D 4C 5H 6S 7D 8C 9H TS JD QC".split()


def test_grandfathers_clock_rules_screen():
    lines = " ".join(text.sentences(find("grandfathers_clock")))
    assert "a 2 at 5 o'clock" in lines and "hearts, spades, diamonds, clubs" in lines and "until its top card shows its hour" in lines
    assert "Move one card at a time." in lines and "A space takes any card." in lines


# -- Big Ben -------------------------------------------------------------------

BB_BASES = "6C 7H 8S 9D TC JH QS KD 2C 3H 4S 5D".split()  # 1 o'clock to 12: the 2 at nine


def test_big_ben_deal_twelve_base_cards_round_the_clock_and_twelve_piles_of_three():
    said("This will be the foundations, or the \"inner circle\" (otherwise known as the \"clock\"). Twelves piles of three cards are "
         "then dealt around the inner circle. These piles form the tableaux, or the \"outer circle.\"", PYSOLFC)
    said("These cards to form a circle arranged like numbers on a clock face with the 2 on the \"9 o' clock\" position, the 5 at the "
         "\"12 o' clock\" position, and the K at the \"8 o' clock.\"", PYSOLFC)
    # (the seed's suits are lost: Wikipedia's, where the text is from, 2 of clubs, 3 of hearts, 4 of spades, 5 of diamonds in turn)
    for deal in (1, 2, 3):
        b = Board(find("big_ben"), deal)
        assert tops(b) == BB_BASES
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [3] * 12
        assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
        assert b.size[0] == 104 - 12 - 36 and b.size[1] == 0 and len(all_cards(b)) == 104  # two decks


def bb(**piles):
    """A Big Ben position: the foundations as dealt unless named, the cards
    not named face down in the stock."""
    layout = {"h%d" % (i + 1): c for i, c in enumerate(BB_BASES)}
    layout.update(piles)
    return position("big_ben deal=1", layout, "s")


TWELVE = {str(i + 1) if i < 9 else "0AB"[i - 9]: "" for i in range(12)}


def test_big_ben_foundations_up_in_suit_round_the_corner_to_their_hour():
    said("Building on the outer circle is down by suit, while the foundations in the inner circle are built up by suit until the "
         "last card corresponds to the its position on the clock", PYSOLFC)
    said("Building is also continuous, with Aces placed over Kings in the inner circle and vice versa in the outer circle.", PYSOLFC)
    b = bb(h8="KD", **dict(TWELVE, **{"1": "AD 9C 2D", "2": "5C 4C AD", "3": "8C 7C 3C", "4": "QH JH AC"}))
    assert reason(b, "2h8") is None  # the Ace of diamonds on the King: round the corner (eight o'clock)
    assert reason(b, "3h9") is None  # the 3 of clubs on the 2 (nine o'clock)
    assert reason(b, "4h9") is not None  # not the Ace of clubs on the 2
    play(b, "2h8")
    assert reason(b, "1h8") is None  # the 2 of diamonds on the Ace
    b = bb(h5="TC JC QC KC AC 2C 3C 4C", **dict(TWELVE, **{"1": "3S 4S 5C"}))
    assert reason(b, "1h5") is None  # the 5 of clubs: five o'clock shows its hour
    play(b, "1h5")
    assert clock.check(b, parse_card("6C"), b.f0 + 4, True, None) == "That foundation shows its hour"  # (the other deck's 6 of clubs: no more)


def test_big_ben_the_piles_down_in_suit_round_the_corner_a_pile_of_fewer_than_three_takes_nothing():
    said("Building on a pile having cards less than three is like \"filling a gap\" from the tableaux and is therefore not allowed.", PYSOLFC)
    b = bb(**dict(TWELVE, **{"1": "9C 8C 7S", "2": "3D 4D 6S", "3": "2H 3H AS", "4": "5D KS", "5": "9H 9H KS", "6": "TD TD QS"}))
    assert reason(b, "21") is None  # the 6 of spades on the 7: down in suit
    assert reason(b, "31") is not None  # not the Ace of spades on the 7 (down by one only)
    assert reason(b, "53") is None  # the King of spades on the Ace: round the corner, the outer circle's way
    assert reason(b, "63") is not None  # not the Queen of spades on the Ace
    assert reason(b, "24") == "A pile of fewer than 3 takes nothing"  # the 6 of spades would go on the King, but that pile holds two
    assert b.legal_moves().count(b.t0 + 1 | (b.t0 + 3) << 8 | 1 << 16) == 0
    assert b.check(encode(b.t0 + 4, b.t0 + 2, 2)) is not None  # (a card at a time)


def test_big_ben_the_stock_fills_every_gap_clockwise_from_twelve_before_anything_moves():
    said("It is the player's discretion when to fill the \"gaps,\" but when the player decides to do so, one has to fill all \"gaps,\" i. e. "
         "replenish all piles with less than three cards so each of them contains three cards once again.", PYSOLFC)
    said("He does this by dealing cards one card per pile at a time clockwise starting from the pile above the \"12 o' clock\" "
         "foundation. No building is done until this process is complete. The player can do this as long as there are \"gaps.\"", PYSOLFC)
    b = Board(find("big_ben"), 1)
    play(b, "1h 2h")  # two gaps: one o'clock's pile and two o'clock's hold two cards each
    top = b.top(0)
    assert b.stock_move() == encode(0, b.t0, 1)  # the first gap clockwise from twelve o'clock's pile (full): one o'clock's
    play(b, "s")
    assert b.top(b.t0) == top | FACE_UP
    assert b.legal_moves() == [encode(0, b.t0 + 1, 1)]  # no building until it is done: the stock only, into the next gap
    assert reason(b, "6h") == "Fill every gap first"
    play(b, "s")
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [3] * 12
    assert b.stock_move() == encode(0, 1, 1)  # no gap: a card to the waste
    assert reason(b, "6h") is None
    b.undo()
    b.undo()
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [2, 2] + [3] * 10 and b.top(0) == top & 0x7F


def test_big_ben_a_press_fills_every_gap_and_undo_takes_the_fill_back():
    """On the device one press fills every gap: the game deals on into the
    next gaps by itself (``after.forced_move``), and B takes the whole fill back."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from sim.autoplay import play_moves

    app = new_app("big_ben", 1)
    b = app.board
    ref = Board(find("big_ben"), 1)
    play_moves(app, [notation_move(ref, t) for t in ("1h", "2h")])
    n = b.nmoves
    play_moves(app, [b.stock_move()])
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [3] * 12 and b.nmoves == n + 2
    app.key(K.B, 0)
    assert b.nmoves == n and [b.size[p] for p in range(b.t0, b.npiles)] == [2, 2] + [3] * 10


def notation_move(b, token):
    from solitaire.cards import notation

    m = notation.parse_move(b, token)
    b.apply(m)
    return m


def test_big_ben_with_no_gap_the_stock_deals_to_the_waste_once():
    said("So the player can deal cards from the stock one at a time. Cards that cannot be built either onto the inner or outer circles "
         "are placed on the wastepile (as a suggestion, one can place the wastepile at the center of the inner circle for convenience). "
         "Again, cards at the wastepile cannot be used to fill \"gaps.\" But once the stock is exhausted, there are no redeals; the game "
         "ends sooner after this or later.", PYSOLFC)
    b = Board(find("big_ben"), 1)
    for _ in range(56):
        play(b, "s")
    assert b.size[0] == 0 and b.size[1] == 56 and not b.can_recycle()
    assert reason(b, "s") is not None


def test_big_ben_the_goal_every_foundation_showing_its_hour():
    said("The game is successfully won when all foundations show cards corresponding to their positions in the clock", PYSOLFC)
    full = {}
    for h, base in enumerate(BB_BASES):
        r = "A23456789TJQK".index(base[0]) + 1
        n = (h + 1 - r) % 13 + 1
        full["h%d" % (h + 1)] = " ".join("A23456789TJQK"[(r - 1 + i) % 13] + base[1] for i in range(n))
    full["h12"] = full["h12"].rsplit(" ", 1)[0]  # the Queen of diamonds left
    b = position("big_ben deal=1", dict(TWELVE, **full), "1", True)
    assert not b.won()
    play(b, "1hc")
    assert b.won() and [card_name(b.top(p))[0] for p in range(b.f0, b.c0)] == list("A23456789TJQ")


def test_big_ben_rules_screen():
    lines = " ".join(text.sentences(find("big_ben")))
    assert "a 2 at 9 o'clock" in lines and "clubs, hearts, spades, diamonds" in lines
    assert "a press fills every gap first" in lines and "the waste is never turned over" in lines
    # a space is a gap the stock fills: not one that stays empty
    assert "A space stays empty." not in lines and "No card moves into a space; the stock fills it." in lines


# -- The Clock -------------------------------------------------------------------


def test_the_clock_deal_thirteen_empty_foundations_and_the_stock():
    said("Imagine a clock on your game table. All ones will be placed at the 1 o'clock position, all Queens on 12 o'clock, and the "
         "kings in the center. This game has no cascades.")
    b = Board(find("the_clock"), 1)
    assert b.c0 - b.f0 == 13 and not any(b.size[b.f0 : b.c0])
    assert b.npiles == b.c0 and b.size[0] == 52 and b.size[1] == 0  # no tableau: the whole deck in the stock


def tc(**piles):
    """A position of The Clock: the cards not named face down in the stock."""
    return position("the_clock deal=1", piles, "s")


def test_the_clock_each_foundation_takes_its_own_rank_from_the_stock_or_waste():
    said("Draw card by card from the stock. If one fits to any of the 13 foundations play it, otherwise put it on the waste.")
    b = tc(w="5H")
    assert reason(b, "wh5") is None  # the 5 at five o'clock
    assert reason(b, "wh6") == "Only its own rank goes there" and reason(b, "wh4") is not None
    b = tc(w="KS")
    assert reason(b, "whd") is None and reason(b, "whc") is not None  # the King in the centre (the last pile), not on the Queens'


def test_the_clock_the_colours_alternate_up_a_foundation():
    said("Foundations are built by alternating color and layer wise, this means that you can choose your starting suit, but the "
         "second card on the foundation must be opposite color.")
    for first in ("AS", "AD"):  # any suit starts
        assert reason(tc(w=first), "wh1") is None
    b = tc(h1="AS", w="AC")
    assert reason(b, "wh1") == "The colours alternate"  # not a club on the spade
    b = tc(h1="AS", w="AH")
    assert reason(b, "wh1") is None  # a heart on it


def test_the_clock_every_foundation_layers_the_suits_in_one_order():
    said("Layer wise by suit means that you must have the same suit on each layer of the foundations. So on all foundations you must "
         "have - for example - Spades, Diamonds, Clubs, Hearts in the same order, though you can choose the order during the first moves of the game.")
    b = tc(h1="AS", w="2H")
    assert reason(b, "wh2") == "Layer 1 is spades"  # the Aces' pile set the first layer
    b = tc(h1="AS", w="2S")
    assert reason(b, "wh2") is None
    b = tc(h1="AS AD", h2="2S", w="2H")
    assert reason(b, "wh2") == "Layer 2 is diamonds"  # red, but the second layer is the Aces' diamond
    b = tc(h1="AS AD", h2="2S", w="2D")
    assert reason(b, "wh2") is None
    b = tc(h1="AS", h7="7S 7H", w="AD")
    assert reason(b, "wh1") == "Layer 2 is hearts"  # a layer set on the Sevens' pile holds for the Aces'


def test_the_clock_the_waste_turned_over_exactly_twice():
    said("The game allows you to recycle the waste stack exactly two times.")
    b = Board(find("the_clock"), 1)
    for turn in range(3):
        while b.size[0]:
            play(b, "s")
        if turn < 2:
            assert b.can_recycle()
            play(b, "s")
    assert not b.can_recycle() and b.recycles == 2


def test_the_clock_the_goal_every_card_up():
    said("Draw card by card from the stock. If one fits to any of the 13 foundations play it, otherwise put it on the waste.")
    full = {"h%d" % r: " ".join("A23456789TJQK"[r - 1] + s for s in "SDCH") for r in range(1, 14)}
    full["h13"] = "KS KD KC"
    b = position("the_clock deal=1", full, "w", True)
    assert not b.won() and names(b, 1) == "KH"
    play(b, "whd")
    assert b.won()


def test_the_clock_rules_screen():
    lines = " ".join(text.sentences(find("the_clock")))
    assert "Aces (1 o'clock) to Queens (12), the Kings' last (the centre)" in lines and "the colours alternate up a pile" in lines
    assert "Turn the waste over two more times." in lines and "No tableau." in lines


def test_grandfathers_clock_deal_after_a_key_finishes_in_the_next_tick():
    """Its deal and first draw (twelve foundations and eight columns in
    small faces) cost 2.19M fuel in a key, over the limit (test_budgets):
    after a key, as a two-deck game's, the deal shuffles its cards and
    shows a blank table, the next tick deals it out (the same deal as one
    made at once) and the one after draws it."""
    from solitaire.console.app import App
    from solitaire.console import tiles as T
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    app = App(Screen(), MENU_GAMES)
    app.keying = True  # (the pause menu's Deal: in a key)
    app.start(MENU_GAMES.index("grandfathers_clock"), 7)
    assert app.board.rand is not None and not any(app.board.size)  # shuffled, nothing dealt yet
    app._draw()
    blank = bytes((T.BLANK,)) * app.screen.top_cols
    assert app.screen.top[: app.screen.top_cols] == blank  # a blank table
    app.tick(100)
    assert app.board.rand is None and app.board.key() == Board(find("grandfathers_clock"), 7).key()
    app._draw()
    assert app.screen.top[: app.screen.top_cols] == blank  # dealt, not drawn yet
    app.tick(200)
    app._draw()
    assert app.screen.top[: app.screen.top_cols] != blank  # the foundations' base cards drawn
