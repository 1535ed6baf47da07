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
with ``found_dir`` 18: ``sets.py``), and they go up by themselves as a
whole suit does in Spider (``after.forced_move``).

Beehive (Gallery Mode) and Klondike (Gallery Mode): their games with the
stock and the waste shown as politaire's gallery (Rules.extra's gallery,
place 52: ``gallery.py``), the stock dealing three, no limit of passes: the
available cards are those the deals bring to the waste's top, played from
the gallery through the keys (up on the waste's place chooses, A picks)."""

import os
import sys

import pytest

from solitaire.cards import auto, gallery, sets
from solitaire.cards import after as cafter
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

FAMILY = {"beehive": "Canfield", "beehive_gallery_mode": "Canfield", "klondike_gallery_mode": "Klondike"}  # the family each one's play belongs to (the seed's Similar Games: Canfield through Beehive, Klondike's group)


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
    assert S.rules_fields(seeds["beehive_gallery_mode"])[0]["found_dir"] == 18  # (and its gallery's: below)


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
    assert sets.check(b, b.t0 + 3, b.f0, 4) == "Only a rank's four cards go up"


def test_a_set_goes_up_by_itself_and_a_pile_holds_one_rank():
    """A set completed goes up at once (the game's own move, as a whole suit
    in Spider: ``after.forced_move``); a foundation holding a set takes no
    more ("one foundation pile for each rank"); once up, cards stay ("Once
    on the foundation, cards may not be moved back off")."""
    seed_says("<p>Once on the foundation, cards may not be moved back off.</p>")
    b = hive({"1": "5C 5D 5H", "2": "5S", "3": "QC QD QH QS", "h1": "KC KD KH KS"})
    play(b, "21")
    m = cafter.forced_move(b)
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


# -- the gallery (Beehive (Gallery Mode), Klondike (Gallery Mode)) -----------------

GALLERY = ("beehive_gallery_mode", "klondike_gallery_mode")


def _reachable(b):
    """The gallery's cards the stock's presses bring to the waste's top from
    here (two passes and more), each press taken back again."""
    seen = set()
    n0 = b.nmoves
    for _ in range(2 * gallery.size(b) + 6):
        if b.size[WASTE]:
            seen.add(b.size[WASTE] - 1)
        b.apply(b.stock_move(), True)
    while b.nmoves > n0:
        b.undo()
    return seen


@pytest.mark.parametrize("gid", GALLERY)
def test_the_checker_reads_the_gallery_as_the_stock_shown_as_one_row(seeds, gid):
    """"The remaining cards form one gallery pile. The gallery simulates
    dealing three cards at a time from a stock pile with unlimited redeals":
    the stock dealing three to the waste, no limit of passes, with
    Rules.extra's gallery (place 52); a record without it disagrees."""
    seed_says("The remaining cards form <b>one gallery pile</b>.<p>\nThe gallery simulates dealing three cards at a time from a stock pile with unlimited redeals.")
    fields, why = S.rules_fields(seeds[gid])
    assert why == [] and BC.extra_names(fields["extra"])["gallery"] == 1 and BC.EXTRA.index("gallery") == 52
    r = find(gid)
    assert r.extra[52] == 1 and r.draw == 3 and r.passes == 0 and r.stock == BC.R.STOCK_WASTE
    e = [e for e in BC.load() if e.id == gid][0]
    wrong = dict(e.fields, extra=BC.extra(e.fields.get("extra"), gallery=0))
    assert S.check(seeds[gid], BC.R.Rules(gid, e.name, **wrong)) != []


@pytest.mark.parametrize("gid", GALLERY)
def test_the_available_cards_are_the_seeds_four_rules(gid):
    """"The one card immediately before the last card that was played from
    the gallery ... Every third card after that card ... The last card of the
    gallery ... Every third card from the start of the gallery": at the deal
    the 3rd, 6th ... and the last; once the 9th is played, the 8th and every
    third after it too. Those are the cards the stock's deals of three bring
    to the waste's top, position after position."""
    seed_says("<ol><li>The one card immediately before the last card that was played from the gallery (because that card would have been uncovered when you played the last card).</li>")
    seed_says("<li>Every third card from the start of the gallery (because once the stock is empty you start redealing three cards at a time from the beginning).</li></ol>")
    b = Board(find(gid), 1)
    n = gallery.size(b)
    assert n == b.size[STOCK] and b.size[WASTE] == 0
    assert [g for g in range(n) if gallery.available(b, g)] == list(range(2, n, 3)) + ([n - 1] if (n - 1) % 3 != 2 else [])
    assert gallery.card(b, 0) == b.top(STOCK)  # (the gallery's first card: the stock's top, dealt first)
    c = gallery.card(b, 8)
    gallery.bring(b, 8)
    assert b.size[WASTE] == 9 and b.top(WASTE) == c | FACE_UP
    b.size[WASTE] -= 1  # (the 9th played: taken off the waste's top)
    got = [g for g in range(n - 1) if gallery.available(b, g)]
    assert got == sorted(set(range(7, n - 1, 3)) | set(range(2, n - 1, 3)) | {n - 2})  # (the 8th, every third after it, every third from the start, the last)
    for deal in (1, 2, 3):
        b = Board(find(gid), deal)
        for g in (5, 1, 0):
            assert {h for h in range(gallery.size(b)) if gallery.available(b, h)} == _reachable(b)
            if gallery.available(b, g) or g == 0:
                gallery.bring(b, g if gallery.available(b, g) else gallery.step(b, -1))
                b.size[WASTE] -= 1


def _deal_with_a_play(gid):
    """Gets the first deal where a gallery card has a move at the start."""
    for deal in range(1, 50):
        b = Board(find(gid), deal)
        for g in range(gallery.size(b)):
            if gallery.available(b, g):
                gallery.bring(b, g)
                if b.legal_moves(WASTE, False, 0, None):
                    return deal
                while b.nmoves:
                    b.undo()
    raise AssertionError("no deal of 49 has a gallery card to play")


@pytest.mark.parametrize("gid", GALLERY)
def test_every_available_card_is_reached_and_picked_through_the_keys(gid):
    """Up on the waste's place chooses the next available card, round the
    end, so each one is reached; A picks the chosen card up (the deals that
    bring it up made as the game's own moves), B puts it back and takes the
    deals back too; a move of it made, undo takes back the deals with it."""
    from test_card_play import new_app
    from solitaire.console import buttons as K

    app = new_app(gid, _deal_with_a_play(gid))
    b = app.board
    app.key(K.UP)
    while app.play.row != 0 or app.play.cursor_pile() != WASTE:
        app.key(K.RIGHT if app.play.row == 0 else K.UP)
    want = [g for g in range(gallery.size(b)) if gallery.available(b, g)]
    seen = []
    for _ in want:
        seen.append(gallery.chosen(app.play))
        app.key(K.UP)
    assert sorted(seen) == want and gallery.chosen(app.play) == seen[0]  # (round the end)
    n0 = b.nmoves
    for g in seen:
        while gallery.chosen(app.play) != g:
            app.key(K.UP)
        app.key(K.A)
        if app.play.holding:
            assert b.top(WASTE) & 0x7F == gallery.card(b, g) & 0x7F and b.size[WASTE] == g + 1
            app.key(K.B)  # put back
        elif b.nmoves > n0:  # (its one destination: moved at once, then undone)
            assert b.size[WASTE] == g and b.move_at(b.nmoves - 1) & 0xFF == WASTE
            app.key(K.B)
        assert b.nmoves == n0 and b.size[WASTE] == 0  # (put back, undone, or no move: the deals taken back)
    for g in seen:  # a card that goes somewhere: played, then undone
        while gallery.chosen(app.play) != g:
            app.key(K.UP)
        app.key(K.A)
        if app.play.holding:
            app.key(K.A)
        if b.nmoves > n0:
            assert b.size[WASTE] == g
            app.key(K.B)
            assert b.nmoves == n0 and b.size[WASTE] == 0
            break
    else:
        pytest.fail("no gallery card plays")


def test_the_gallery_line_names_the_available_cards():
    """The message line names the available cards from the chosen one on
    (the chosen one inverted) while the cursor is on the stock's or the
    waste's place, as the gallery raises them."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from solitaire.console import tiles as T

    app = new_app("klondike_gallery_mode", 1)
    app.key(K.UP)
    app.play.draw()
    b = app.board
    m = app.screen.msg
    first = gallery.card(b, 2)
    assert m[1] == b"?A23456789TJQK"[first & 15] | T.INVERT
    assert m[3] & 0x7F == b"?A23456789TJQK"[gallery.card(b, 5) & 15] and not m[3] & T.INVERT


def test_a_beehive_of_piles_of_one_rank_is_no_finish():
    """No card goes up alone: piles each of one rank, every card face up and
    the reserve empty, are no game won in all but name (``auto.can_finish``:
    the sets go up by themselves once whole); a stock card that would start
    an empty foundation frees nothing either (``Board.stuck``'s look at the
    stock, held to dealing through it by test_legal_moves)."""
    b = hive({"1": "5C 5D", "2": "9C 9D", "3": "KS"})
    assert b.size[b.r0] == 0 and b.size[STOCK] and not auto.can_finish(b)
