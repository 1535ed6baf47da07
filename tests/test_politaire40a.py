"""Issue 31's politaire games of cat40a ("Foundations with rules of their
own"), each held to its seed section (``assets/seeds/politaire.txt``),
position by position: a legal and an illegal move for each rule the text
states, the deal, the seed checker agreeing, the rules screen whole, the
hints played through the keys.

Beehive: one deck; a reserve of ten, its top card up, playing only onto the
tableau; six piles of one face up, a card onto a card of its own rank, any
suit, the cards of one rank moving as one (Pile Up's tab_dir 16: order.py),
any card into a space; the stock three at a time to the waste, no limit of
passes; thirteen foundations, each taking a rank's four cards together off
the top of a tableau pile, never a single card (``found_takes`` "suite"
with ``found_dir`` 18: ``ranksets.py``), and they go up by themselves as a
whole suit does in Spider (``auto.forced_move``)."""

import os
import sys

from solitaire.cards import auto, ranksets
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import find
from solitaire.cards import notation
from solitaire.cards.notation import parse_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_politaire38a import seed_says, seeds  # noqa: E402,F401 (seeds: the module's fixture, the seed read once)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

FAMILY = {"beehive": "Canfield"}  # the family each one's play belongs to (the seed's Similar Games: Canfield through Beehive)


def hive(piles, filler="s"):
    return position("beehive deal=1", piles, filler)


# -- the record and the checker ----------------------------------------------------


def test_rank_sets_is_found_dir_18_with_whole_suits():
    """build_catalogue's "rank_sets" is found_dir 18, the seed checker's
    RANK_SETS; the record takes whole sets, any suits."""
    assert BC.SYMBOLS["found_dir"]["rank_sets"] == 18 == S.RANK_SETS
    r = find("beehive")
    assert r.found_dir == 18 and r.found_takes == BC.R.FOUND_SUITE and r.found_suit == BC.R.ANY_SUIT and r.found == 13


def test_the_checker_reads_the_rank_sets_and_refuses_a_record_without_them(seeds):
    """"There is one foundation pile for each rank from ace to king.
    Completed groups of four cards of equal rank may be played to the
    appropriate pile": the checker reads found_dir 18, the tableau's own
    rank (tab_dir 16), and finds fault with a record taking single cards."""
    seed_says("<p>There is one foundation pile for each rank from ace to king. Completed groups of four cards of equal rank  may be played to the appropriate pile.</p>")
    fields, why = S.rules_fields(seeds["beehive"])
    assert why == [] and fields["found_dir"] == 18 and fields["tab_dir"] == 16
    e = [e for e in BC.load() if e.id == "beehive"][0]
    wrong = dict(e.fields, found_takes=BC.R.FOUND_ONE, found_dir=BC.R.UP)
    assert S.check(seeds["beehive"], BC.R.Rules("beehive", e.name, **wrong)) != []
    assert S.rules_fields(seeds["beehive_gallery_mode"])[1] == ["the rest of the deck forms the gallery", "gallery mode", "gallery piles"]  # (its foundations read; the gallery alone not here yet)


# -- the deal ----------------------------------------------------------------------


def test_beehive_deals_a_reserve_of_ten_and_six_piles_of_one():
    """"one reserve, initially containing ten cards. The top card in the pile
    is dealt face up, all others are face down", "Six tableau piles of one
    card each ... All cards are dealt face up", "The remaining cards form
    the stock"."""
    seed_says("There is <b>one reserve</b>, initially containing <b>ten cards</b>.  The top card in the pile is dealt face up, all others are face down.")
    seed_says("<b>Six</b> tableau piles of <b>one</b> card each, splayed downward. All cards are dealt face up.")
    b = Board(find("beehive"), 1)
    assert _sizes(b, b.r0, b.t0) == [10] and b.top(b.r0) & FACE_UP
    assert all(not c & FACE_UP for c in b.cards(b.r0)[:-1])
    assert _sizes(b, b.t0, b.npiles) == [1] * 6 and all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[STOCK] == 52 - 16 and b.c0 - b.f0 == 13
    assert all_cards(b) == sorted(full_deck(b.rules))
    _round_trip(b)


# -- the foundations ---------------------------------------------------------------


def test_a_ranks_four_cards_go_up_together_off_a_tableau_pile():
    """"Completed groups of four cards of equal rank may be played to the
    appropriate pile": four of a rank on top of a pile, any suits, go up
    together; three don't, nor a single card, nor four of two ranks."""
    seed_says("Completed groups of four cards of equal rank  may be played to the appropriate pile.")
    b = hive({"1": "5C 5D 5H 5S", "2": "9C 9D 9H", "3": "KS 7C 7D 7H 7S", "4": "8C 8D 8H 9S", "w": "KC"})
    assert reason(b, "1h1v4") is None
    assert parse_move(b, "1h1v4") in b.legal_moves(b.t0, False, 0, None)
    assert reason(b, "3h1v4") is None  # (its four 7s on a King: the top four)
    assert reason(b, "2h1v3") is not None and reason(b, "1h1") is not None  # not three, nor one
    assert reason(b, "4h1v4") is not None  # not of two ranks
    assert reason(b, "wh1") is not None  # the waste's card plays only to the tableau
    assert ranksets.check(b, b.t0 + 3, b.f0, 4) == "Only a rank's four cards go up"


def test_a_set_goes_up_by_itself_and_a_pile_holds_one_rank():
    """A set completed goes up at once (the game's own move, as a whole suit
    in Spider: ``auto.forced_move``); a foundation holding a set takes no
    more ("one foundation pile for each rank"); once up, cards stay ("Once
    on the foundation, cards may not be moved back off")."""
    seed_says("<p>Once on the foundation, cards may not be moved back off.</p>")
    b = hive({"1": "5C 5D 5H", "2": "5S", "3": "QC QD QH QS", "h1": "KC KD KH KS"})
    play(b, "21")
    m = auto.forced_move(b)
    assert m == parse_move(b, "1h2v4")
    assert reason(b, "3h1v4") == "That foundation is full"
    b = hive({"1": "KD", "h1": "5C 5D 5H 5S"})
    assert reason(b, "h12") is not None


def test_the_reserve_plays_only_to_the_tableau():
    """"The top card of the reserve can be played only to the tableau"; "It
    is not possible to move any cards into the reserve"."""
    seed_says("It is not possible to move any cards into the reserve. The top card of the reserve can be played only to the tableau.")
    b = hive({"r": "6C 6D", "1": "6H 6S", "2": "JC"})
    assert reason(b, "r1") is None
    assert reason(b, "rh1") is not None
    assert reason(b, "2r") is not None


# -- the tableau -------------------------------------------------------------------


def test_beehive_builds_on_its_own_rank_and_moves_groups_of_a_rank():
    """"A card may be added onto a tableau pile if it is of equal rank to the
    old top card of the pile and of any suit", "Groups of cards of equal
    rank may be moved from one tableau column to another", "Empty spaces in
    the tableau may be filled by any card"."""
    seed_says("A card may be added onto a tableau pile if it is of <b>equal rank</b> to the old top card of the pile and of <b>any suit</b>.")
    seed_says("Groups of cards of equal rank may be moved from one tableau column to another.")
    seed_says("Empty spaces in the tableau may be filled by <b>any card</b>.")
    b = hive({"1": "9C 9D", "2": "9H", "3": "8H", "4": "TC", "w": "9S"})
    assert reason(b, "12v2") is None  # the two 9s onto the 9
    assert reason(b, "21") is None and reason(b, "w2") is None
    assert reason(b, "31") is not None and reason(b, "41") is not None  # only its own rank
    b = hive({"1": "9C 9D", "3": "8H"})
    assert reason(b, "32") is None and reason(b, "12v2") is None  # any card, or a group, into a space


def test_beehive_stock_three_at_a_time_no_limit():
    """"Each time you click on the stock, three cards will be dealt from the
    stock to the waste. Unlimited passes through the stock are permitted"."""
    seed_says("Each time you click on the stock, <b>three cards</b> will be dealt from the stock to the waste. <b>Unlimited passes</b> through the stock are permitted.")
    r = find("beehive")
    assert r.draw == 3 and r.passes == 0 and r.stock == BC.R.STOCK_WASTE


def test_a_sets_move_is_written_with_its_count():
    """A win file writes a set's move as the pile and the foundation ("1h":
    four cards, the set's count, where a count is left out), and reads it
    back as that move."""
    b = hive({"1": "5C 5D 5H 5S"})
    m = parse_move(b, "1h1v4")
    assert notation.move_text(b, m) in ("1h", "1h1", "1h1v4") and parse_move(b, notation.move_text(b, m)) == m
    assert names(b, b.t0) == "5C 5D 5H 5S"
    assert b.size[WASTE] == 0
