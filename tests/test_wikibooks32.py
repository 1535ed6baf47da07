"""The Wikibooks and PySolFC games (issue 32) that needed a small rule of
their own in the card engine, as card engine records: each held to its text,
a test per rule the text states (a legal and an illegal move from a
position, the deal, the goal), the sentence quoted and checked against the
seed file when it is on the machine. (``test_wikibooks.py`` holds the games
that were records with the rules the engine had.)

Curds and Whey (both files, the same game): a card goes on the next higher
card of its suit or on a card of its own rank in another suit, a run moves
if it is all of one kind (``tab_dir`` 3, ``order.follows`` and
``legal.run_len``). Eagle Wing: the trunk, a reserve face down whose last
card alone turns up (``reserve_up`` 2: ``arrange.py`` deals it, the
autofill in ``board.apply`` turns up only the last card). Alhambra: the
piles' top cards go up or onto the waste's card (``dump`` 4, ``legal.py``),
its Aces and Kings dealt a suit each (``fg_flags`` suits_differ, dealt so:
``arrange.py``, ``fgdeal.deal``)."""

import os
import subprocess
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(REPO, "assets", "seeds")  # (the seeds as the repository holds them)
WIKIBOOKS = os.path.join(SEEDS, "wikibooks.txt")
PYSOLFC = os.path.join(SEEDS, "pysolfc.txt")

FAMILY = {"curds_and_whey": "Spider", "eagle_wing": "Canfield", "alhambra": "Aces and Kings"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


def said(sentence, seed=WIKIBOOKS):
    """Checks that the quoted sentence is the seed's own (when the seed is
    on this machine), so a test quotes the text it holds a record to."""
    if os.path.exists(seed):
        with open(seed, encoding="utf-8") as f:
            assert " ".join(sentence.split()) in " ".join(f.read().split()), sentence
    return sentence


def sits_in_its_family(gid, family):
    """Checks a Wikibooks or PySolFC record: not a politaire game (``seed =
    ""``), and ``sim list --family`` lists it in the family its play belongs
    to (test_wikibooks_a, _b, _c and test_clocks ask it too)."""
    e = [e for e in BC.load() if e.id == gid][0]
    assert e.seed == "" and e.family == family
    out = subprocess.run([sys.executable, "-m", "sim", "list", "--family", family], cwd=REPO, capture_output=True, text=True).stdout
    assert gid in [line.split()[0] for line in out.splitlines()]


def plays_by_its_hints(gid, deal, least):
    """Plays the moves the hint engine makes in ``deal`` (at least ``least``)
    by the device's keys, then undoes the last with B. Gets the moves and
    the moves made before the undo."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from sim.autoplay import play_moves
    from sim.sessions import greedy_moves

    app = new_app(gid, deal)
    moves, _ = greedy_moves(gid, deal, limit=60)
    assert len(moves) >= least
    play_moves(app, moves)
    n = app.board.nmoves
    assert n >= least
    app.key(K.B, 0)
    assert app.board.nmoves < n
    return moves, n


def rules_whole(gid):
    """Checks the rules screen written from the record (``text.py``): some
    sentences, each whole."""
    lines = text.sentences(find(gid))
    assert lines and all(line.endswith((".", ")")) for line in lines)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Curds and Whey with Spider (no foundations to
    send to one by one, whole suits sorted King to Ace, runs in suit
    moving as one; PySolFC's own games list has it among its Spider type),
    Eagle Wing with Canfield (a reserve filling the tableau's gaps by
    itself, a random base, the stock to the waste), Alhambra with Aces and
    Kings (an Ace and a King of each suit up, piles that only give cards)."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    plays_by_its_hints(gid, 2, 10)  # (deal 2: the hints play 15 moves, then find none)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``), each line whole."""
    rules_whole(gid)


# -- Curds and Whey ----------------------------------------------------------


def test_curds_and_whey_deal_thirteen_piles_of_four():
    said("The cards are dealt into 13 piles (or columns) of four cards each. The top card of each pile is available for play.")
    said("The cards are dealt into 13 piles (or columns) of four cards each. The top card of each pile is available for play.", PYSOLFC)
    b = Board(find("curds_and_whey"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 13
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))  # (all seen; only the top card plays, runs aside)
    assert b.size[0] == 0 and len(set(all_cards(b))) == 52  # no stock


CURDS = {"1": "9C", "2": "8S", "3": "TC", "4": "8C", "5": "9H", "6": "KD TS 9S", "7": "QD 5D 5H", "8": "JH 7S 6S 6H",
         "9": "", "0": "5C KH QH", "A": "QC 7C", "B": "6D"}


def test_curds_and_whey_a_card_on_the_next_higher_of_its_suit_or_on_its_own_rank():
    said("Over a card that is of the same suit and of a higher rank, or")
    said("Over a card that is of the same rank but of a different suit.")
    said("For example, the 8♣ can be built over the 9♣ or any other 8 (such as the 8♠).")
    said("For example, the 8 of spades can be built over the 9 of spades or any other 8 (such as the 8 of clubs).", PYSOLFC)
    b = position("curds_and_whey deal=1", CURDS, "C", True)
    assert reason(b, "41") is None  # the 8 of clubs on the 9 of clubs
    assert reason(b, "42") is None  # and on any other 8: the 8 of spades
    assert reason(b, "45") == "In suit or same rank"  # not on the 9 of hearts (another suit)
    assert reason(b, "43") == "In suit or same rank"  # not on the 10 of clubs: the next higher card of its suit only (the example's, and the runs')
    assert reason(b, "4A") == "In suit or same rank"  # not on the 7 of clubs (lower)
    play(b, "42")
    assert names(b, b.t0 + 1) == "8S 8C"


def test_curds_and_whey_a_run_of_one_kind_moves_in_part_or_whole():
    said("One card can be moved at a time unless a sequence has been made. If a sequence of cards follows either one of the following two guidelines:")
    said("...it can be moved as a unit in part or in whole.")
    b = position("curds_and_whey deal=1", CURDS, "C", True)
    assert b.run_len(b.t0 + 5) == 2 and b.run_len(b.t0 + 6) == 2  # TS 9S down in suit; 5D 5H of one rank
    assert reason(b, "63v2") is None  # whole: the 10 of spades onto the 10 of clubs, its 9 with it
    assert reason(b, "61") is None  # in part: the 9 of spades onto the 9 of clubs
    assert reason(b, "65v2") == "In suit or same rank"  # (the 10 leads: not onto a 9)
    assert reason(b, "7Bv2") is None  # the 5s onto the 6 of diamonds, the 5 of diamonds leading
    assert reason(b, "7Bv1") == "In suit or same rank"  # the 5 of hearts alone doesn't fit there
    play(b, "7Bv2")
    assert names(b, b.t0 + 11) == "6D 5D 5H"


def test_curds_and_whey_a_run_of_both_kinds_moves_only_its_top_kind():
    said("However, a sequence that follows both guidelines at once must be rearranged to follow only one guideline before moving as a unit.")
    b = position("curds_and_whey deal=1", CURDS, "C", True)
    assert b.run_len(b.t0 + 7) == 2  # JH 7S 6S 6H: 7S 6S down in suit, 6S 6H of one rank: the run is the 6s
    assert reason(b, "82v3") == "Those cards aren't a run"  # the 7 of spades would fit the 8 of spades, but can't take its 6s along
    assert reason(b, "8Bv2") is None  # the 6s, onto the 6 of diamonds


def test_curds_and_whey_a_space_takes_only_a_king_or_a_run_led_by_one():
    said("When a column becomes empty, it can only be filled by a King or a sequence starting with a King.")
    said("When a column becomes empty, it can only be filled by a King or a sequence starting with a King.", PYSOLFC)
    b = position("curds_and_whey deal=1", CURDS, "C", True)
    assert reason(b, "09v2") is None  # KH QH, a run led by a King
    assert reason(b, "09") == "Only a King fills a space"  # its Queen alone doesn't
    assert reason(b, "A9") == "Only a King fills a space"
    assert reason(b, "69v3") == "Those cards aren't a run"  # (KD TS 9S)
    play(b, "09v2")
    assert names(b, b.t0 + 8) == "KH QH"


def test_curds_and_whey_the_goal_four_suits_king_down_to_ace():
    said("There are no foundations in this game; the object is to form four suit sequences each running from King down to Ace.")
    said("The game is won when the object above is fulfilled, forming four suit sequences each running from King down to Ace.")
    b = Board(find("curds_and_whey"), 1)
    assert b.f0 == b.c0  # no foundations
    for p in range(b.t0, b.npiles):
        b.size[p] = 0
    for s in range(4):
        for rank in range(13, 0, -1):
            b.push(b.t0 + 2 * s, (s << 4 | rank) | FACE_UP)
    assert b.won()
    pile = b.piles[b.t0]
    pile[0], pile[1] = pile[1], pile[0]  # a Queen under the King: not a sequence
    assert not b.won()
    assert not Board(find("curds_and_whey"), 1).won()


def test_curds_and_whey_rules_screen():
    lines = " ".join(text.sentences(find("curds_and_whey")))
    assert "a card goes on the next higher card of its suit, or on a card of its own rank in another suit" in lines
    assert "A run moves as one, whole or in part, if it is all down in suit or all of one rank, not both." in lines
    assert "A space takes only a King." in lines and "King down to an Ace" in lines


def test_curds_and_whey_the_solver_counts_only_runs_down_in_suit_as_sorted():
    """The prover's distance (``solve.distance``) counts a card on its own
    rank as a break: the goal is the suits, King down to Ace (before, a pile
    of one rank looked sorted, and deals 1-2 found no win in 100,000
    positions; now deal 1 is won in 1,785)."""
    import solve

    b = Board(find("curds_and_whey"), 1)
    for p in range(b.t0, b.npiles):
        b.size[p] = 0
    for p, cards in ((b.t0, (0x39, 0x38)), (b.t0 + 1, (0x18, 0x28))):  # 9S 8S; 8D 8H
        for c in cards:
            b.push(p, c | FACE_UP)
    breaks = (0, 0, 1, 0, 0, 0, 0, 0, 0, 0)  # (w_break alone)
    assert solve.distance(b, breaks) == 1


def test_curds_and_whey_the_hints_slices_list_half_as_many_piles():
    """The hint's search lists a big game's moves a few piles a tick
    (``hint._SLICE``, in ``after.work``'s units); Curds and Whey's search
    runs on past its "Looking for a hint..." line's end, whose redraw of
    thirteen piles of small faces costs some 0.9M fuel in the same tick:
    with five piles listed there that tick cost 2,039,000 fuel from .mpy
    (/tmp/worst.py: the game's session, sessions.fuel_session), over the
    2M a key or tick may cost; with half the slice, 1,332,000."""
    from solitaire.cards import hint
    from solitaire.cards import after as cafter

    b = Board(find("curds_and_whey"), 1)
    assert cafter.work_all(b) > 1500  # (listed a slice at a time: hint._WHOLE)
    s = hint.Search(b)
    s.step(4)  # the position's scores
    s.step(4)  # the first slice of its moves: the stock, the waste and at most two piles
    assert b.t0 < s.j <= b.t0 + 2  # (one since issue 39's count of a pile asked, 20 units at least: hint.py)


# -- Eagle Wing ----------------------------------------------------------------


def test_eagle_wing_deal_the_trunk_the_wings_and_the_first_base():
    said("First, 13 cards are dealt face down as one pile. They will act as the \"trunk\" of the eagle, i.e. the reserve.")
    said("Then, four cards are dealt each to the left and right of the trunk (eight cards in all). They act as the \"wings\" of the eagle, i.e. the tableau.")
    said("After these 21 cards are dealt, a twenty-second card is placed above the \"eagle.\" This is the base of the first foundation and the three other foundations must start with cards with the same rank.")
    b = Board(find("eagle_wing"), 1)
    assert b.t0 - b.r0 == 1 and b.size[b.r0] == 13 and not any(c & FACE_UP for c in b.cards(b.r0))  # the trunk, all face down
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 8 and all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert [b.size[p] for p in range(b.f0, b.c0)] == [1, 0, 0, 0] and b.base == b.top(b.f0) & 15
    assert b.size[0] == 52 - 22 and len(set(all_cards(b))) == 52


EAGLE = {"h1": "9D TD JD QD KD", "h2": "9S", "r": "#5H #2C", "1": "AD", "2": "8C", "3": "TS", "4": "4C",
         "5": "7H", "6": "3S", "7": "6C", "8": "KC"}
EAGLE_HEAD = "eagle_wing deal=1\nbase: 9"


def test_eagle_wing_the_wings_build_nothing_the_foundations_up_in_suit_round_the_corner():
    said("The cards on the wings are available only to be built on the foundations, which are built up by suit and round-the-corner (aces placed on top of kings).")
    b = position(EAGLE_HEAD, EAGLE, "s")
    assert reason(b, "1h1") is None  # the Ace of diamonds on the King of diamonds
    assert reason(b, "3h2") is None  # the 10 of spades on the 9
    assert reason(b, "2h2") is not None  # not the 8 of clubs
    assert reason(b, "13") == "No building here" and reason(b, "38") == "No building here"  # wing onto wing: never


def test_eagle_wing_gaps_filled_from_the_trunk_which_stays_face_down():
    said("Gaps are immediately filled with cards from the trunk, turning it face up.")
    b = position(EAGLE_HEAD, EAGLE, "s")
    play(b, "3h2")  # the 10 of spades up: its gap takes the trunk's top card
    assert names(b, b.t0 + 2) == "2C" and b.size[b.r0] == 1
    b.undo()
    assert names(b, b.t0 + 2) == "TS" and b.size[b.r0] == 2 and not any(c & FACE_UP for c in b.cards(b.r0))


def test_eagle_wing_the_trunks_last_card_turns_up_and_plays():
    said("When the trunk is down to its last card, it is turned face up and immediately available to be built onto the foundations without having to wait for an empty space on the wings.")
    b = position(EAGLE_HEAD, dict(EAGLE, r="#9H #5H"), "s")
    r = b.r0
    assert reason(b, "rh3") == "That card is face down"  # (two in the trunk: none plays)
    play(b, "3h2")  # a gap filled: one card left in the trunk, turned up
    assert b.size[r] == 1 and b.top(r) & FACE_UP and names(b, r) == "9H"
    assert reason(b, "rh3") is None  # it plays up at once, a 9 starting a foundation
    b.undo()
    assert b.size[r] == 2 and not any(c & FACE_UP for c in b.cards(r))  # (taken back: face down again)


def test_eagle_wing_after_the_trunk_spaces_take_the_stock_or_waste_card():
    said("Afterwards, any space on the wings may be filled with a card from the stock or the wastepile.")
    b = position(EAGLE_HEAD, dict(EAGLE, r=""), "s")
    play(b, "3h2")  # no trunk left: the gap stays
    assert b.size[b.t0 + 2] == 0
    play(b, "s")  # a card to the waste
    assert reason(b, "w3") is None  # the waste's card into the space


def test_eagle_wing_the_stock_three_times():
    said("The stock can be dealt three times, i.e. two redeals are allowed by picking up the wastepile and turning it face down.")
    b = position(EAGLE_HEAD, EAGLE, "s")
    for turn in range(3):
        while b.size[0]:
            play(b, "s")
        if turn < 2:
            assert b.can_recycle()
            play(b, "s")
    assert not b.can_recycle()
    assert b.recycles == 2


def test_eagle_wing_rules_screen():
    lines = " ".join(text.sentences(find("eagle_wing")))
    assert "Reserve: 13 cards face down; none plays until one is left, which turns up and plays." in lines
    assert "On the tableau no building." in lines and "Turn the waste over two more times." in lines


# -- Alhambra ----------------------------------------------------------------


def test_alhambra_deal_an_ace_and_a_king_of_each_suit_and_eight_piles_of_four():
    said("First, one King and one Ace is removed from the shuffled decks and placed in a row as foundations. Right below them, eight piles of four cards are dealt; these piles serve as the reserve.", PYSOLFC)
    for deal in (1, 2, 3):
        b = Board(find("alhambra"), deal)
        ups = [b.top(p) & 0x7F for p in range(b.f0, b.c0)]
        assert sorted(c >> 4 for c in ups[:4]) == [0, 1, 2, 3] and all(c & 15 == 1 for c in ups[:4])  # an Ace of each suit
        assert sorted(c >> 4 for c in ups[4:]) == [0, 1, 2, 3] and all(c & 15 == 13 for c in ups[4:])  # a King of each suit
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 8 and all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
        assert b.size[0] == 104 - 8 - 32 and b.size[1] == 0 and len(all_cards(b)) == 104


ALHAMBRA = {"h1": "AC 2C", "h2": "AD", "h3": "AH 2H", "h4": "AS", "h5": "KH", "h6": "KS", "h7": "KD", "h8": "KC",
            "1": "5D 3C", "2": "9H QS", "3": "7C 4H", "4": "8D", "5": "JC 2H", "6": "TC", "7": "QD", "8": "6S", "w": "3H"}


def test_alhambra_aces_up_kings_down_in_suit():
    said("The King foundations are built down by suit while the Ace foundations are built up, also by suit.", PYSOLFC)
    b = position("alhambra deal=1", ALHAMBRA, "s")
    assert reason(b, "1h1") is None  # the 3 of clubs on the 2
    assert reason(b, "2h6") is None  # the Queen of spades on the King
    assert reason(b, "7h6") is not None  # not the Queen of diamonds


def test_alhambra_no_building_on_the_piles_their_cards_onto_the_waste():
    said("The top cards of the reserve piles are available only to be built on the foundation; there is no building. When there are no more moves possible, the stock is dealt, one card at a time, on the waste pile, the top card of which is available. The cards on the wastepile can be built on the foundations, while it can be built upon by cards from the reserve piles.", PYSOLFC)
    b = position("alhambra deal=1", ALHAMBRA, "s")
    assert reason(b, "12") == "No building here" and reason(b, "w4") == "No building here"  # nothing goes on the piles
    assert reason(b, "3w") is None  # the 4 of hearts onto the waste's 3 of hearts (up in suit)
    assert reason(b, "5w") is None  # the 2 of hearts too (down in suit)
    assert reason(b, "1w") == "Does not fit there" and reason(b, "4w") is not None  # not the 3 of clubs, nor the 8 of diamonds
    assert reason(b, "wh3") is None  # the waste's card goes up
    play(b, "3w")
    assert names(b, 1) == "3H 4H" and names(b, b.t0 + 2) == "7C"
    assert b.legal_moves().count(b.t0 + 4 | 1 << 8 | 1 << 16) == 0  # (the 2 of hearts no longer fits the 4)


def test_alhambra_the_waste_turned_over_twice():
    said("When the stock is exhausted, the waste pile (which by then already includes cards from the reserve) is picked up and turned over to become the new stock. This can be done twice in the entire game.", PYSOLFC)
    b = Board(find("alhambra"), 1)
    for turn in range(3):
        while b.size[0]:
            play(b, "s")
        if turn < 2:
            assert b.can_recycle()
            play(b, "s")
    assert not b.can_recycle() and b.recycles == 2


def test_alhambra_rules_screen():
    lines = " ".join(text.sentences(find("alhambra")))
    assert "Their top cards go up, or onto the waste's top card: build up or down in suit, King and Ace next to each other." in lines
    assert "The piles of a group start with different suits." in lines
