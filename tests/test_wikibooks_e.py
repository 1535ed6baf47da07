"""The Wikibooks and PySolFC games (issue 32) played with a deck that is not
52 or 104 cards, card engine records held to their texts: a test per rule
the text states (a legal and an illegal move from a position, the deal,
the goal), the sentence quoted and checked against the seed file.

The stripped deck: ``Rules.extra``'s place 34, ``strip``, the ranks left out
of each suit (build_catalogue's ``strip = [low, high]``: the ``low`` ranks
from 2 up, the ``high`` from the King down), counted by ``Rules.cards()``
and dealt by ``board.py``; the rules screen's line is ``stripped.py``'s.

Amazons (both files, one game: PySolFC's text is Wikibooks' without the
list of the cards removed): A and 7 to Q (``strip`` [5, 1], 28 cards); four
piles a card each, the stock a card onto each; the foundations up through
the deck's ranks regardless of suit, an Ace from any pile onto the first
empty one, a pile's other cards only onto the foundation above it, a Queen
from any (``found_dir`` 13, ``amazons.py``); once the stock is out each pile
goes onto its right-hand neighbour and the packet, turned over, deals again
(``redeal_how`` right_first, ``redeal.py``), with no limit. On the screen the
stock is the top row's last place, so each foundation lies over its pile.
"""

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
from test_wikibooks32 import PYSOLFC, plays_by_its_hints, rules_whole, said, sits_in_its_family  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILY = {"amazons": "Acquaintance", "british_constitution": "Barricade A"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``); the menu lists it in the family
    its play belongs to: Amazons with Acquaintance's (Auld Lang Syne's: four
    piles a card each, the stock dealt a card onto each, nothing built on
    them, the foundations regardless of suit; PySolFC has Amazons as a kind
    of Auld Lang Syne); British Constitution with Blockade's (Barricade A:
    rows of cards whose spaces the stock fills by itself)."""
    sits_in_its_family(gid, FAMILY[gid])


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal,
    and undo takes the last back."""
    moves, n = plays_by_its_hints(gid, 1, 10)
    assert n == len(moves)


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_no_rules_line_is_cut_and_the_rules_are_named(gid):
    """The rules screen is the record's (``text.py``), each line whole."""
    rules_whole(gid)


# -- the stripped deck ---------------------------------------------------------


def test_a_strip_is_two_counts_packed_in_one_place():
    assert BC.extra(strip=[5, 1])[BC.EXTRA.index("strip")] == 5 | 1 << 4
    assert BC.EXTRA.index("strip") == 34  # (deck32's place: board.py and rules.py read it by number)
    for bad in ([5], [12, 0], [6, 6], ["a", 1]):
        with pytest.raises(ValueError):
            BC.extra(strip=bad)


def test_the_values_the_engine_reads_by_number_are_the_sources_names():
    """legal.py, text.py, play.py, board.py and hint.py read this round's
    values by number, in lines that are counted (no const a line): each is
    the value build_catalogue names."""
    assert BC.SYMBOLS["found_dir"]["amazons"] == 13 and BC.SYMBOLS["found_dir"]["britcon"] == 14
    assert BC.SYMBOLS["autofill"]["last_row"] == 5
    assert BC.EXTRA_BITS["redeal_how"]["right_first"] == 8
    assert find("amazons").extra[34] == 5 | 1 << 4 and find("british_constitution").extra[34] == 2 << 4
    assert find("british_constitution").extra[BC.EXTRA.index("row_to")] == 6


def test_a_bad_strip_is_refused_in_one_line(tmp_path):
    src = tmp_path / "c.toml"
    src.write_text('[klondike]\nname = "Klondike"\nfamily = "Klondike"\nstrip = [7, 7]\n')
    out = subprocess.run([sys.executable, "host_tools/build_catalogue.py", "--source", str(src), "--out", str(tmp_path / "g.bin")],
                         cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "klondike" in out.stderr and "strip" in out.stderr


def test_a_full_deck_deals_as_before():
    """A deck with nothing stripped is the 13 ranks of each suit set, as
    every game dealt before the strip (the same cards, so the same deals)."""
    for gid, n in (("klondike", 52), ("spider", 104), ("tournament", 104)):
        b = Board(find(gid), 3)
        assert b.ncards == find(gid).cards() == n == len(all_cards(b))
        assert sorted({c & 15 for c in all_cards(b)}) == list(range(1, 14))


# -- Amazons -------------------------------------------------------------------

HEAD = "amazons deal=1"
AMAZONS = "A 7 8 9 10 J Q".split()


def test_amazons_a_deck_of_28_a_and_7_to_q():
    said("Remove all 2, 3, 4, 5, 6, and K's from the deck.")
    said("The order of placing is A-7-8-9-10-J-Q.", PYSOLFC)
    r = find("amazons")
    assert r.cards() == 28
    for deal in (1, 2, 3):
        cards = all_cards(Board(r, deal))
        assert len(cards) == len(set(cards)) == 28
        assert sorted({c & 15 for c in cards}) == [1, 7, 8, 9, 10, 11, 12]
        assert len({c >> 4 & 7 for c in cards}) == 4
    assert text.sentences(r)[0] == "Cards: 28, one deck with 2 to 6 and Kings out: A, 7 to Q in each suit."


def test_amazons_deal_four_cards_the_reserve():
    said("Deal four cards. They would be the reserve.")
    said("First, four cards are dealt. They would be the reserve.", PYSOLFC)
    for deal in (1, 2, 3):
        b = Board(find("amazons"), deal)
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [1, 1, 1, 1]
        assert all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
        assert b.c0 - b.f0 == 4 and not any(b.size[p] for p in range(b.f0, b.c0))  # four foundations, empty
        assert b.size[0] == 24


# the first foundation holds A 7 8 9 10 J (a Queen to come); the second an Ace
SPREAD = {"h1": "AS 7S 8H 9C TD JH", "h2": "AD", "1": "7D", "2": "QH", "3": "AC 7C", "4": "8S"}


def test_amazons_aces_go_up_in_the_order_they_come():
    said("Once an ace is available, it is placed on the foundations and each ace should be placed in order on which they become available.")
    b = position(HEAD, {"1": "7D", "2": "QH", "3": "AC", "4": "8S"}, "s")
    assert reason(b, "3h1") is None  # an Ace from any pile onto the first empty foundation
    assert reason(b, "3h2") == "Aces go up in turn"  # not past it
    assert reason(b, "1h1") == "Starts with an Ace"
    play(b, "3h1")
    assert names(b, b.f0) == "AC"


def test_amazons_a_pile_plays_only_to_the_foundation_above_it():
    said("The first four cards dealt are the bases of the reserve piles, the top card of each being available only to the foundation immediately above it.")
    said("The first four cards dealt are the bases of the reserve piles, the top card of each being available only to the foundation immediately above it.", PYSOLFC)
    b = position(HEAD, {"h1": "AS", "h2": "AD", "1": "8D", "2": "7H", "3": "7C", "4": "8S"}, "s")
    assert reason(b, "2h2") is None  # the 7 of hearts from pile 2 onto the second foundation
    assert reason(b, "2h1") == "Only from pile below"  # not onto the first: pile 1 feeds it
    assert reason(b, "3h1") == "Only from pile below" and reason(b, "3h2") == "Only from pile below"  # pile 3's foundation is empty


def test_amazons_a_queen_goes_up_from_any_pile():
    said("The exception to this rule is a queen can be moved to its foundation from any pile.")
    said("The exception to this rule is a queen can be moved to its foundation from any pile.", PYSOLFC)
    b = position(HEAD, SPREAD, "s")
    assert reason(b, "2h1") is None  # the Queen of hearts from pile 2 onto the first foundation's Jack
    assert reason(b, "2h2") == "Needs a 7"  # but only on a Jack
    play(b, "2h1")
    assert b.size[b.f0] == 7


def test_amazons_the_order_a_7_8_9_10_j_q():
    said("The order of placing is A-7-8-9-10-J-Q.")
    b = position(HEAD, {"h1": "AS", "h2": "AD 7S", "1": "8D", "2": "8H", "3": "7C", "4": "9S"}, "s")
    assert reason(b, "2h2") is None  # an 8 on the 7, any suit
    assert reason(b, "1h1") == "Needs a 7"  # nothing between the Ace and the 7 in this deck: an 8 waits
    b = position(HEAD, {"h1": "AS 7S 8H 9C TD JH QS", "1": "7D"}, "s")
    assert reason(b, "1h1") == "That foundation is full"  # seven cards, a Queen on top


def test_amazons_the_stock_deals_a_card_onto_each_pile_spaces_wait_for_it():
    said("When play goes on a standstill, four more cards are then dealt, one on each reserve pile, and stop to see if any of the cards dealt can be placed on the foundations.")
    said("Spaces are not filled until the next deal.")
    b = position(HEAD, {"h1": "AS", "1": "", "2": "QH", "3": "8C", "4": "8S", "s": "9D 9H 9S 9C JD"}, "s")
    assert reason(b, "32") is not None and reason(b, "31") is not None  # no building, nothing into a space
    assert b.stuck() is False  # the stock deals
    stock = b.size[0]
    play(b, "s")
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1, 2, 2, 2]  # the space too gets a card
    assert b.size[0] == stock - 4


def test_amazons_the_piles_gathered_right_onto_left_and_dealt_again_without_limit():
    said("When it does, a new stock is formed by placing each pile over its right-hand neighbor, turn them face down and deal; this should be done without reshuffling.")
    said("The process of dealing the cards, building to the foundations, and redealing, is repeated without limits until the game is won or lost.")
    piles = {"h1": "AS 7S 8S 9S TS JS QS", "h2": "AH 7H 8H", "h3": "AD", "h4": "AC",
             "1": "9H TH", "2": "JH QH 7D", "3": "8D 9D TD JD QD 7C", "4": "8C 9C TC JC QC", "s": ""}
    b = position(HEAD, piles, "s", True)
    assert b.size[0] == 0
    m = b.stock_move()
    assert b.check(m) is None
    b.apply(m)
    # pile 1 onto pile 2, that onto 3, onto 4; turned over: pile 4's bottom card first, pile 1's top last
    order = "8C 9C TC JC QC 8D 9D TD JD QD 7C JH QH 7D 9H TH".split()
    assert [names(b, p) for p in range(b.t0, b.npiles)] == order[:4]
    assert names(b, 0).replace("#", "").split()[::-1] == order[4:]  # face down (#), the next dealt on top: last in its list
    assert b.recycles == 1
    b.recycles = 254  # no limit: the 255th redeal is as good as the first
    while b.size[0]:
        b.apply(b.stock_move())
    assert b.can_recycle()
    b.undo()
    assert b.size[0] == 4


def test_amazons_won_with_every_card_up_the_queens_on_top():
    said("The game is won when all cards are built onto the foundations, with the queens at the top.")
    piles = {"h1": "AS 7S 8S 9S TS JS", "h2": "AH 7H 8H 9H TH JH QH", "h3": "AD 7D 8D 9D TD JD QD", "h4": "AC 7C 8C 9C TC JC QC", "1": "QS", "s": ""}
    b = position(HEAD, piles, "s", True)
    assert not b.won()
    play(b, "1h1")
    assert b.won() and all(b.top(p) & 15 == 12 for p in range(b.f0, b.c0))


# -- British Constitution ------------------------------------------------------

BC_HEAD = "british_constitution deal=1"
ROW = {1: "12345678", 2: "90ABCDEF", 3: "GHIJKLMN", 4: "OPQRSTUV"}  # the notation's names of each row's eight piles
BC_ROWS = {"h1": "AH", "h2": "AS",
           **dict(zip(ROW[1], "9S 2H 5C 7D JC 3S 4D 6C".split())), **dict(zip(ROW[2], "8H 2S 8C TD TC 5H 6D 7H".split())),
           **dict(zip(ROW[3], "2H 9D 4C 7S 8D 5S 6H 9C".split())), **dict(zip(ROW[4], "3C 3D 4H 4S 7C 7H TH TS".split()))}


def test_british_constitution_two_decks_without_kings_and_queens_the_aces_up():
    said("First, the kings, queens, and aces are removed from the stock. The kings and queens are discarded, while the aces are "
         "placed in a row to form the \"Government\" or the foundations, which are built up by suit to jacks.", PYSOLFC)
    r = find("british_constitution")
    assert r.cards() == 88
    for deal in (1, 2):
        b = Board(r, deal)
        cards = all_cards(b)
        assert len(cards) == 88 and sorted({c & 15 for c in cards}) == list(range(1, 12))
        assert all(cards.count(c) == 2 for c in cards)  # two decks
        assert [b.size[p] for p in range(b.f0, b.c0)] == [1] * 8 and all(b.top(p) & 15 == 1 for p in range(b.f0, b.c0))
    assert text.sentences(r)[0] == "Cards: 88, 2 decks with Queens and Kings out: A, 2 to J in each suit."


def test_british_constitution_deal_four_rows_of_eight():
    said("Below the aces, four rows of eight cards each are dealt. This forms the tableaux (also known as the \"Constitution\").", PYSOLFC)
    b = Board(find("british_constitution"), 1)
    assert b.npiles - b.t0 == 32 and [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 32
    assert all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[0] == 88 - 8 - 32


def test_british_constitution_only_row_1_goes_up():
    said("The cards available for building in the foundations should come from Row 1 (also known as the \"Privy Council\") only.", PYSOLFC)
    b = position(BC_HEAD, BC_ROWS, "s")
    assert reason(b, "2h1") is None  # row 1's 2 of hearts onto the Ace
    assert reason(b, "0h2") == "Only row 1 goes up"  # row 2's 2 of spades
    assert reason(b, "Gh1") == "Only row 1 goes up"  # row 3's 2 of hearts


def test_british_constitution_row_1_builds_down_in_alternating_colours_from_rows_1_and_2():
    said("Furthermore, cards in Row 1 can be built down by alternating colors. Available for building in Row 1 are the top cards "
         "of the piles in Row 1 (initially containing only one card per pile) and the cards from Row 2. Only one card can be moved at a time.", PYSOLFC)
    b = position(BC_HEAD, BC_ROWS, "s")
    assert reason(b, "91") is None  # row 2's 8 of hearts onto row 1's 9 of spades
    assert reason(b, "67") is None  # row 1's 3 of spades onto row 1's 4 of diamonds
    assert reason(b, "A1") is not None  # the 8 of clubs: black on black
    assert reason(b, "K1") == "Only rows 1 and 2 build"  # row 3's 8 of diamonds, whose colour would do
    assert reason(b, "8F") == "Builds on row 1 only"  # the 6 of clubs onto row 2's 7 of hearts
    play(b, "91")
    assert names(b, b.t0) == "9S 8H" and reason(b, "1h1") is not None  # (and the 8 waits on top)


def test_british_constitution_a_space_is_filled_next_from_the_row_below():
    said("When a card leaves from either Row 1 or 2, the space it leaves behind must be filled with any card from the row "
         "immediately below it, not necessarily the one immediately below the space.", PYSOLFC)
    b = position(BC_HEAD, BC_ROWS, "s")
    play(b, "2h1")  # row 1's second pile empties
    assert reason(b, "G2") == "Fills from row 2 only"
    assert reason(b, "67") == "Fill the space first" and reason(b, "91") == "Fill the space first"  # it must be filled: that first
    assert reason(b, "F2") is None and reason(b, "92") is None  # any card of row 2, not only the one below it
    play(b, "F2")
    assert reason(b, "GF") is None and reason(b, "OF") == "Fills from row 3 only"


def test_british_constitution_row_4_is_filled_from_the_stock_the_only_way_in():
    said("The space, in essence, is pushed downwards until it reaches Row 4 (the \"People Row\"), where it is filled with a card "
         "from the stock. This is the only way cards from the stock enter the game. Furthermore, cards from the stock cannot be "
         "played directly to the foundations.", PYSOLFC)
    b = position(BC_HEAD, BC_ROWS, "s")
    play(b, "2h1 92 G9")
    stock, top = b.size[0], b.top(0)
    play(b, "OG")
    assert b.size[0] == stock - 1 and b.top(b.t0 + 24) == top | FACE_UP  # row 4's space took the stock's top card by itself
    assert b.check(b.stock_move()) is not None and b.check(0 | b.f0 << 8 | 1 << 16) is not None  # the stock deals nothing else, nor goes up
    b.undo()
    assert b.size[0] == stock and b.top(0) == top  # back in the stock, face down
    assert names(b, b.t0 + 24) == "3C" and not b.size[b.t0 + 16]


def test_british_constitution_lost_with_no_move_and_the_stock_left():
    said("If no more spaces appear in Row 4 with cards still undealt from the stock, the game is lost.", PYSOLFC)
    piles = {**{"h%d" % (i + 1): a for i, a in enumerate("AC AC AD AD AH AH AS AS".split())},
             **dict(zip(ROW[1], "9C 9C 9S 9S TC TC TS TS".split())), **dict(zip(ROW[2], "8C 8C 8S 8S JC JC JS JS".split())),
             **dict(zip(ROW[3], "2C 2C 2S 2S 3C 3C 3S 3S".split())), **dict(zip(ROW[4], "2D 2D 2H 2H 3D 3D 3H 3H".split()))}
    b = position(BC_HEAD, piles, "s")
    assert b.size[0] and not b.legal_moves() and b.stuck()


def test_british_constitution_won_with_every_card_up_to_the_jacks():
    said("The game is won when all cards are built in the foundations up to jacks.", PYSOLFC)
    up = " ".join("A 2 3 4 5 6 7 8 9 T J".split())
    piles = {"h%d" % (i + 1): " ".join(r + s for r in up.split()) for i, s in enumerate("CCDDHHSS")}
    piles["h8"] = piles["h8"][:-3]
    piles["1"] = "JS"
    b = position(BC_HEAD, piles, "s")
    assert not b.won() and b.size[0] == 0
    assert reason(b, "1h7") == "That foundation is full"  # eleven cards, up to the Jack
    play(b, "1h8")
    assert b.won()


def test_the_modules_named_only_by_their_whole_name_go_on_the_drive():
    """legal.py and text.py import the foundations' module by a name put in
    a variable (clock, amazons, britcon): ``flash.device_sources`` finds a
    module's whole name as any string, so each is on the device (Amazons'
    session failed there with ImportError before)."""
    import flash

    have = flash.device_sources()
    for m in ("amazons", "britcon", "clock", "stripped", "hours", "inrule"):  # (hours: text.py's, the clocks' rules line; inrule: intake.check's)
        assert "solitaire/cards/%s.py" % m in have
