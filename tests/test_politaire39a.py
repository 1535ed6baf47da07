"""Issue 31's politaire games of cat39a ("Foundations with rules of their
own"), each held to its seed section (``assets/seeds/politaire.txt``),
position by position: a legal and an illegal move for each rule the text
states, the deal, the seed checker agreeing, the rules screen whole, the
hints played through the keys.

Both have more than two groups of foundations: ``fgroups.py``'s first group
(the record's found_*) and second (fg_*), then a third and a fourth of
``fg_piles`` piles each (``fg_third``, ``fg_fourth``, places 44 and 47 of
``Rules.extra``: a byte each, base | direction << 4), of the second group's
suit rule, built down to the Ace or up to the King, or holding their base
card alone.

Captive Queens: one deck, no tableau, the whole deck the stock, three
passes; the Fives down in suit round the corner to the King, the Sixes up in
suit to the Jack, the Queens a card each.

Racing Aces: Aces and Kings of three decks, regardless of suit: the Aces up,
13 cards, the Sixes down to the Ace, the Sevens up to the King, the Kings
down, 13 cards, their top cards coming back off; three reserves of 13 face
up, six piles of one face up building nothing, a space filled from the stock
by itself, any card once it is out; one pass.

Lady Cadogan: two decks, ten piles of 1 to 10 building down regardless of
suit, runs of one suit moving as one, a King into a space; four foundations
taking single cards up in suit from an Ace of each suit, four taking only
whole suits off the tableau (``fg_dir`` 17: ``legal.py``'s whole suit),
cards back off any of them; no limit of passes. Forty Devils: the same
foundations, ten piles of four face up building down in suit, any card into
a space, one pass."""

import os
import sys

import pytest

from solitaire.cards import fgroups
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

FAMILY = {"captive_queens": "Captive Queens", "racing_aces": "Aces and Kings", "lady_cadogan": "Diavolo", "forty_devils": "Diavolo"}  # the family each one's play belongs to (the seed's Similar Games)


# -- the record's places and the checker ------------------------------------------


def test_a_third_and_fourth_group_are_a_byte_each():
    """fg_third and fg_fourth: [base, direction] in the source, packed base |
    direction << 4 (0 down, 1 up, 5 its base card alone); a bad pair is
    refused with its field named."""
    assert BC.EXTRA.index("fg_third") == 44 and BC.EXTRA.index("fg_fourth") == 47
    assert BC.extra(fg_third=[12, "alone"])[44] == 12 | 5 << 4
    assert BC.extra(fg_fourth=[13, "down"])[47] == 13
    x = BC.extra_names(find("captive_queens").extra)
    assert x["fg_third"] == 12 | 5 << 4 and "fg_fourth" not in x and x["fg_piles"] == 4 and x["fg_cap"] == 6
    for bad in ([14, "up"], [7, "sideways"], [7]):
        with pytest.raises(ValueError, match="fg_third"):
            BC.extra(fg_third=bad)


def test_the_checker_refuses_a_wrong_third_group(seeds):
    """A third group read otherwise disagrees (the Queens built up, not
    alone). (Carousel, Dorothy, Royal Rendezvous, Diavolo, Rouge Forty and
    Rouge et Noir, refused here once, are read since: test_politaire41a and
    41b.)"""
    e = [e for e in BC.load() if e.id == "captive_queens"][0]
    wrong = dict(e.fields, extra=BC.extra(e.fields["extra"], fg_third=[12, "up"]))
    assert S.check(seeds["captive_queens"], BC.R.Rules("captive_queens", e.name, **wrong)) != []


def test_two_groups_keep_their_bounds():
    """fgroups.rule on the two-group games as before: the first group up to
    the second, the second to the last foundation (Aces and Kings, Sixes and
    Sevens), the second's base and size its fg_*'s."""
    for gid, first, second in (("aces_and_kings", (1, 1), (13, 0)), ("sixes_and_sevens", (6, 0), (7, 1))):
        b = Board(find(gid), 1)
        n = b.rules.extra[24]
        g = b.c0 - n
        assert fgroups.rule(b, b.f0)[:2] == first and fgroups.rule(b, b.f0)[5:] == (b.f0, g)
        assert fgroups.rule(b, b.c0 - 1)[:2] == second and fgroups.rule(b, g)[5:] == (g, b.c0)


# -- Captive Queens ----------------------------------------------------------------

# the foundations: h1-h4 the Fives, h5-h8 the Sixes, h9-hc the Queens


def queens(piles, filler="s"):
    return position("captive_queens deal=1", piles, filler)


def test_captive_queens_deals_the_whole_deck_to_the_stock():
    """"The entire deck forms the stock and there is one waste pile"; no
    tableau; twelve foundations in three groups of four."""
    seed_says("The entire deck forms the stock and there is <b>one waste pile</b>.")
    seed_says("The queens foundation contains <b>four</b> piles.")
    r = find("captive_queens")
    b = Board(r, 1)
    assert b.size[STOCK] == 52 and r.tab == 0 and b.c0 - b.f0 == 12
    assert [fgroups.rule(b, d)[0] for d in range(b.f0, b.c0)] == [5] * 4 + [6] * 4 + [12] * 4
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_captive_queens_fives_build_down_in_suit_round_to_the_king():
    """"Any five may be moved to any empty pile in the fives foundation. A
    card may be added onto a fives foundation pile if it is one lower than
    the old top card of the pile and of the same suit ... Each pile is
    built down from five to king. No further cards may then be played."""
    seed_says("Any five may be moved to any empty pile in the fives foundation.")
    seed_says("Each pile is built down from five to king. No further cards may then be played.")
    b = queens({"w": "6D 5D", "h1": "5C 4C 3C 2C AC"})
    assert reason(b, "wh2") is None  # a 5 into an empty Fives pile
    assert reason(b, "wh5") is not None  # (the Sixes' pile takes no 5)
    b = queens({"w": "KD KC", "h1": "5C 4C 3C 2C AC", "h2": "5D"})
    assert reason(b, "wh1") is None  # the King of clubs on the Ace: round the corner
    assert reason(b, "wh2") is not None  # not on a 5
    b = queens({"w": "QC", "h1": "5C 4C 3C 2C AC KC"})
    assert reason(b, "wh1") == "That foundation is full"  # five to King: six cards
    b = queens({"w": "4H", "h1": "5C"})
    assert reason(b, "wh1") is not None  # in suit


def test_captive_queens_sixes_build_up_in_suit_to_the_jack():
    """"A card may be added onto a sixes foundation pile if it is one higher
    than the old top card of the pile and of the same suit ... Each pile is
    built up from six to jack."""
    seed_says("Each pile is built up from six to jack. No further cards may then be played.")
    b = queens({"w": "7S 6S", "h5": "6C 7C 8C 9C TC JC"})
    assert reason(b, "wh6") is None  # a 6 into an empty Sixes pile
    assert reason(b, "wh1") is not None  # not into the Fives'
    b = queens({"w": "QC", "h5": "6C 7C 8C 9C TC JC"})
    assert reason(b, "wh5") == "That foundation is full"  # no Queen on the Jack
    b = queens({"w": "7C", "h5": "6C"})
    assert reason(b, "wh5") is None
    b = queens({"w": "7H", "h5": "6C"})
    assert reason(b, "wh5") is not None


def test_captive_queens_queens_take_one_card_each():
    """"Any queen may be moved to any empty pile in the queens foundation. No
    building is permitted on the queens foundation"."""
    seed_says("<p>Any queen may be moved to any empty pile in the queens foundation.</p><p><b>No building</b> is permitted on the queens foundation</p>")
    b = queens({"w": "QH", "h9": "QC"})
    assert reason(b, "wha") is None  # a Queen into an empty Queens pile
    assert reason(b, "wh9") == "That foundation is full"  # nothing on a Queen, a Queen neither
    b = queens({"w": "KC", "h9": "QC"})
    assert reason(b, "wh9") is not None and reason(b, "wha") is not None
    b = queens({"w": "JC", "h9": "QC"})
    assert reason(b, "wh9") is not None


def test_captive_queens_lists_each_groups_empty_pile():
    """The move list names one empty pile of each group a card may start
    (of equal empty piles only the first: a 6 with every pile empty goes to
    the first of the Sixes, not lost behind the empty Fives)."""
    b = queens({"w": "6H"})
    moves = [m for m in b.legal_moves(WASTE, False, 0, None)]
    assert parse_move(b, "wh5") in moves and len(moves) == 1
    b = queens({"w": "QH"})
    assert [parse_move(b, "wh9")] == b.legal_moves(WASTE, False, 0, None)


def test_captive_queens_three_passes():
    """"Three passes through the stock are permitted"; cards up there stay
    ("Once on any foundation, cards may not be moved back off")."""
    seed_says("<b>Three passes</b> through the stock are permitted.")
    r = find("captive_queens")
    assert r.passes == 3 and r.draw == 1 and not BC.extra_names(r.extra).get("found_back")


# -- Racing Aces -------------------------------------------------------------------

# the foundations: h1-h4 the Aces, h5-h8 the Sixes, h9-hc the Sevens, hd-hg the Kings


def racing(piles, filler="s"):
    return position("racing_aces deal=1", piles, filler)


def test_racing_aces_deals_three_reserves_and_six_piles():
    """"Three standard decks", "There are three reserves, initially
    containing thirteen cards each. All cards are dealt face up", "Six
    tableau piles of one card each. All cards are dealt face up"."""
    seed_says("There are <b>three reserves</b>, initially containing <b>thirteen cards</b> each.  All cards are dealt face up.")
    seed_says("<b>Six</b> tableau piles of <b>one</b> card each. All cards are dealt face up.")
    r = find("racing_aces")
    b = Board(r, 1)
    assert _sizes(b, b.r0, b.t0) == [13] * 3 and all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert _sizes(b, b.t0, b.npiles) == [1] * 6 and all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[STOCK] == 156 - 39 - 6 and b.c0 - b.f0 == 16
    assert [fgroups.rule(b, d)[:2] for d in range(b.f0, b.c0, 4)] == [(1, 1), (6, 0), (7, 1), (13, 0)]
    x = BC.extra_names(r.extra)
    assert x["fg_third"] == 7 | 1 << 4 and x["fg_fourth"] == 13 and x["fg_cap"] == 6  # ([7, "up"], [13, "down"])
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_racing_aces_aces_and_kings_build_regardless_of_suit():
    """"A card may be added onto a aces foundation pile if it is one higher
    than the old top card of the pile and of any suit ... No pile may
    contain more than 13 cards"; the Kings' one lower."""
    seed_says("Any ace may be moved to any empty pile in the aces foundation.")
    seed_says("Any king may be moved to any empty pile in the kings foundation.")
    b = racing({"1": "2H", "2": "AS", "3": "QD", "4": "KC", "5": "7H", "h1": "AC", "h13": "KH"})
    assert reason(b, "1h1") is None  # the 2 of hearts on the Ace of clubs
    assert reason(b, "2h2") is None  # an Ace into an empty Aces pile
    assert reason(b, "3hd") is None  # the Queen of diamonds on the King of hearts
    assert reason(b, "4he") is None  # a King into an empty Kings pile
    assert reason(b, "4h9") is not None  # (the Sevens' piles take no King)
    assert reason(b, "5h1") is not None  # not three higher


def test_racing_aces_sixes_go_down_to_the_ace_and_sevens_up_to_the_king():
    """"Each pile is built down from six to ace. No further cards may then be
    played", "Each pile is built up from seven to king"."""
    seed_says("Each pile is built down from six to ace. No further cards may then be played.")
    seed_says("Each pile is built up from seven to king. No further cards may then be played.")
    b = racing({"1": "6D", "2": "7C", "3": "KS", "4": "AH", "5": "5S", "h5": "6C 5C 4C 3C 2C AC", "h9": "7D 8D 9D TD JD QD KD", "h6": "6H"})
    assert reason(b, "1h7") is None  # a 6 into an empty Sixes pile
    assert reason(b, "2ha") is None  # a 7 into an empty Sevens pile
    assert reason(b, "1ha") is not None and reason(b, "2h7") is not None
    assert reason(b, "5h6") is None  # the 5 of spades on the 6 of hearts
    assert reason(b, "3h5") == "That foundation is full"  # no King on the Ace
    assert reason(b, "4h9") is not None  # no Ace on the King: the ranks end there


def test_racing_aces_cards_come_back_off_any_foundation():
    """"Cards may be moved back off of any foundation": into a space (the
    tableau builds nothing) or across to another group where it fits."""
    seed_says("Cards may be moved back off of any foundation..")
    b = racing({"h1": "AC 2C 3C 4C 5C", "h5": "6H", "2": "QS"}, "a")  # (the stock out: the space stays)
    assert b.size[STOCK] == 0 and b.size[b.t0] == 0
    assert reason(b, "h51") is None  # the 6 back into the space
    assert reason(b, "h1h5") is None  # the 5 across onto the Sixes' 6
    assert reason(b, "h5h1") is None  # and the 6 onto the Aces' 5
    assert reason(b, "h12") is not None  # nothing builds on the tableau


# -- Lady Cadogan and Forty Devils -------------------------------------------------

# the foundations: h1-h4 the left group (single cards), h5-h8 the right (whole suits)


def cadogan(piles, filler="s", gid="lady_cadogan"):
    return position("%s deal=1" % gid, piles, filler)


HEARTS = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"  # (a whole suit as the tableau holds it, the Ace on top)


@pytest.mark.parametrize("gid", ("lady_cadogan", "forty_devils"))
def test_the_right_foundation_takes_only_whole_suits_off_the_tableau(gid):
    """"Single cards may never be moved to the right foundation. Only when you
    have constructed a complete sequence on the tableau, thirteen cards in
    sequence from ace to king, may you move it to the right foundation"
    (fg_dir 17: legal.py's whole suit, in suit as the runs that move)."""
    seed_says("<p>Single cards may never be moved to the right foundation. Only when you have constructed a <b>complete sequence</b> on the tableau, thirteen cards in sequence from ace to king, may you move it to the right foundation.</p>")
    b = cadogan({"1": HEARTS, "2": "AS", "3": "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AD", "w": "KC"}, "s", gid)
    assert reason(b, "1h5vd") is None  # the whole suit
    assert parse_move(b, "1h5vd") in b.legal_moves(b.t0, False, 0, None)
    assert reason(b, "1h1vd") is not None  # not to the left group
    assert reason(b, "2h5") is not None and reason(b, "1h5") is not None  # no single card, an Ace neither
    assert reason(b, "wh5") is not None
    assert reason(b, "3h5vd") is not None  # thirteen cards, not one suit
    assert reason(b, "2h1") is None  # the left group takes its Ace


@pytest.mark.parametrize("gid", ("lady_cadogan", "forty_devils"))
def test_the_left_foundation_builds_up_in_suit_from_an_ace_of_each_suit(gid):
    """"Any ace may be moved to any empty pile in the left foundation. Each
    pile must start with a different suit. A card may be added onto a left
    foundation pile if it is one higher than the old top card of the pile
    and of the same suit"."""
    seed_says("<p>Any ace may be moved to any empty pile in the left foundation. Each pile must start with a different suit.</p>")
    b = cadogan({"h1": "AS", "1": "AS", "2": "2S", "3": "2H", "4": "AH"}, "s", gid)
    assert reason(b, "1h2") is not None  # a second spade pile
    assert reason(b, "4h2") is None
    assert reason(b, "2h1") is None and reason(b, "3h1") is not None


def test_cards_come_back_off_any_foundation():
    """"Cards may be moved back off of any foundation": a whole suit up
    lies as it lay on the tableau, its Ace on top, which may come back
    onto the tableau or go across to the left group."""
    seed_says("</blockquote><p>Cards may be moved back off of any foundation..</p></blockquote><h3>Tableau:</h3><blockquote><b>Ten</b> tableau piles with one card in the first pile")
    b = cadogan({"1": HEARTS, "2": "2S"})
    play(b, "1h5vd")
    assert names(b, b.f0 + 4) == HEARTS
    assert reason(b, "h52") is None  # onto the 2 of spades: down regardless of suit
    assert reason(b, "h5h1") is None  # across, an Ace starting the left group
    assert reason(b, "h51") == "Only a King fills a space"


def test_lady_cadogan_deals_ten_piles_and_its_rules():
    """"Ten tableau piles with one card in the first pile, two cards in the
    second ... The top card in each pile is dealt face up", "Empty spaces in
    the tableau may be filled by kings only", "Groups of cards in sequence
    down may be moved ... if all cards are of the same suit", "Unlimited
    passes"; Forty Devils' "Ten tableau piles of four cards each", all face
    up, down in suit, any card into a space, one pass."""
    seed_says("Empty spaces in the tableau may be filled by <b>kings only</b>.")
    seed_says("<b>Unlimited passes</b> through the stock are permitted.")
    b = Board(find("lady_cadogan"), 1)
    assert _sizes(b, b.t0, b.npiles) == list(range(1, 11)) and b.size[STOCK] == 104 - 55
    assert all_cards(b) == sorted(full_deck(b.rules))
    _round_trip(b)
    r = find("lady_cadogan")
    assert r.fill == BC.R.FILL_KING and r.passes == 0 and r.move_suit == BC.R.SAME_SUIT and r.tab_suit == BC.R.ANY_SUIT
    seed_says("<b>Ten</b> tableau piles of <b>four</b> cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("forty_devils"), 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 10 and all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    r = find("forty_devils")
    assert r.fill == BC.R.FILL_ANY and r.passes == 1 and r.tab_suit == BC.R.SAME_SUIT
    b = cadogan({"1": "9C", "2": "8H", "3": "8C 7C 6C", "4": "9D"})
    assert reason(b, "21") is None  # down regardless of suit
    assert reason(b, "34v3") is None and reason(b, "31v3") is None  # a run of one suit


def test_the_keys_offer_a_whole_suit_up():
    """The pile's pick offers the whole suit's move to the right group among
    its destinations (``auto.candidates``, what the cursor steps through
    after a pick), as it does any legal move."""
    from test_card_play import new_app
    from solitaire.cards import auto

    b = cadogan({"1": HEARTS})
    app = new_app("lady_cadogan", 1)
    app.play.start(b.rules, b.deal_no, b.options, b)
    offered = auto.candidates(b, b.t0, 1, None, app.play.top_piles, app.play.top_cols)
    assert parse_move(b, "1h5vd") in offered and parse_move(b, "1h1") in offered  # (and the Ace alone, to the left group)


def test_a_whole_suits_move_is_written_with_its_pile_and_count():
    """A win file names a whole suit's move with its pile and count ("1h5vd":
    the first pile's 13 cards onto the fifth foundation), which reads back
    as that move, never as the Ace alone; "1h" reads as the whole suit when
    no card alone goes up."""
    b = cadogan({"1": HEARTS, "2": "KS"})
    m = parse_move(b, "1h5vd")
    assert notation.move_text(b, m) == "1h5vd" and parse_move(b, "1h5vd") == m
    assert parse_move(b, "1h") == parse_move(b, "1h1")  # (the Ace alone, to the left group, where it goes)
    b = cadogan({"1": HEARTS, "h1": "AH", "h2": "AC", "h3": "AD", "h4": "AS"})
    assert parse_move(b, "1h") == m  # (the hearts' left pile is there: the whole suit)
