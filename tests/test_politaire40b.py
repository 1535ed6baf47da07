"""Issue 31's games of cat40b, position by position: each dealt as its seed
lays it out, its moves legal and illegal as the seed's sentences say (quoted,
and checked against the seed file), the seed checker agreeing with its record
(tests/test_politaire_games.py: the menu's family, a deal played by its hints
through the keys with an undo, the rules screen whole, the stored win).

New York and Gotham: a face-up stock whose top card the player plays onto one
of three waste piles of their choice, or onto the tableau or a foundation.
The engine's stock "up" (3) lays the stock's cards face up in its waste's
pile, the top one playing; the seed's three waste piles are the engine's
reserve piles, empty at first, that take that card alone, onto any of them,
and play their top cards (Rules.extra's ``reserve_takes`` 1 with
``waste_piles`` 1, place 54: ``intake.py``). Spaces take the stock's card
or a waste pile's, never a tableau card (``fill_from`` waste and reserve)."""

import os
import sys

import pytest

from solitaire.cards import text
from solitaire.cards.board import ALL, STOCK, WASTE, Board, encode
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire37b import seed_says  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402

# the family each one's play belongs to: the seed's Similar Games group
FAMILY = {"new_york": "Big Apple", "gotham": "Big Apple", "sixteen_piles": "Sixteen Piles", "fair_maids": "Fair Maids"}
WASTE_PILES = BC.EXTRA.index("waste_piles")
TAKES = BC.EXTRA.index("reserve_takes")


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


def test_the_checker_reads_the_waste_piles_the_stock_plays_onto_as_reserve_piles(seeds):
    """"The remaining cards form the stock and there are three waste piles."
    "The top card of the stock is always face up so you can drag it at your
    discretion to any waste pile, the tableau or the foundation." The seed's
    waste piles are the engine's three reserve piles taking the stock's card
    alone; the stock is stock 3, its cards face up, never turned over."""
    seed_says("The remaining cards form the stock and there are three waste piles.")
    seed_says("The top card of the stock is always face up so you can drag it at your discretion to any waste pile, the tableau or the foundation.")
    for gid in ("gotham", "new_york"):
        f = seeds[gid].facts
        assert f.stock_to_wastes and f.piles["waste"] == 3
        fields, why = S.rules_fields(seeds[gid])
        assert why == [] and fields["stock"] == 3 and fields["passes"] == 1
        x = S.extra_names(fields["extra"])
        assert (x["reserves"], x["reserve_takes"], x["waste_piles"]) == (3, 1, 1)
        assert x["fill_from"] == BC.EXTRA_BITS["fill_from"]["waste"] | BC.EXTRA_BITS["fill_from"]["reserve"]
        r = find(gid)
        assert (r.stock, r.extra[TAKES], r.extra[WASTE_PILES], r.reserve) == (3, 1, 1, 0)
    # a face-up stock with no waste piles named is still stock 3 alone (Big Apple's cells)
    assert find("big_apple").extra[WASTE_PILES] == 0 and S.check(seeds["big_apple"], find("big_apple")) == []


@pytest.mark.parametrize("gid", ("gotham", "new_york"))
def test_the_deal_eight_piles_of_one_the_stock_face_up_three_empty_waste_piles(gid):
    """"Eight tableau piles of one card each, splayed downward. All cards are
    dealt face up." "Eight foundation piles." Two decks: the other 96 cards
    form the stock, face up; the waste piles start empty."""
    seed_says("Eight tableau piles of one card each, splayed downward. All cards are dealt face up.")
    b = Board(find(gid), 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 8 and _sizes(b, b.r0, b.t0) == [0, 0, 0]
    assert b.size[WASTE] == 96 and b.size[STOCK] == 0 and b.c0 - b.f0 == 8 and b.r0 == b.c0  # (no cells)
    assert all(c & 0x80 for p in (WASTE,) + tuple(range(b.t0, b.npiles)) for c in b.cards(p))
    assert not b.base  # (the first card up sets it)


NY = {"w": "3C 9D", "a": "TH", "b": "", "c": "", "1": "TS", "2": "8C", "3": "", "4": "5D", "5": "4H", "6": "KS", "7": "QH"}


def test_new_york_the_stocks_card_goes_onto_any_waste_pile_the_tableau_or_a_foundation():
    """"The top card of the stock is always face up so you can drag it at
    your discretion to any waste pile, the tableau or the foundation." Onto
    a waste pile whatever lies there (the player's choice of the three)."""
    b = position("new_york deal=1", NY, "8", True)
    assert all(reason(b, "w" + p) is None for p in "abc")  # (9D onto TH, or into either empty waste pile)
    assert reason(b, "w1") is None  # (9D on TS: one lower, the other colour)
    assert reason(b, "w2") is not None and reason(b, "w7") is not None  # (9D on 8C; on QH)
    assert reason(b, "w3") is None  # (into a space)
    assert reason(b, "wh") is None  # (the first card up: any card, setting the base)
    play(b, "wc")
    assert names(b, b.r0 + 2) == "9D" and names(b, WASTE) == "3C"
    play(b, "wa")
    assert names(b, b.r0) == "TH 3C" and b.size[WASTE] == 0  # (onto a waste pile's card, whatever it is)


def test_new_york_the_waste_piles_take_the_stocks_card_alone():
    """The waste piles are filled from the stock: "drag it at your discretion
    to any waste pile"; "Cards on the tableau that are not under another
    card are available for play onto the foundation or any non-empty
    tableau pile" (no waste pile); a waste pile's card goes only "to the
    tableau or the foundation"."""
    seed_says("Cards on the tableau that are not under another card are available for play onto the foundation or any non-empty tableau pile.")
    b = position("new_york deal=1", NY, "8", True)
    assert reason(b, "1b") == "Only the stock's card" and reason(b, "ab") == "Cards can't go there"  # (a tableau card; another waste pile's)
    moves = b.legal_moves()
    into = sorted(((m >> 8) & 0xFF) - b.r0 for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0)
    assert into == [0, 1] and all(m & 0xFF == WASTE for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0)  # (onto TH, and one move for the two empty ones: alike)


def test_new_york_a_waste_piles_top_card_plays_to_the_tableau_or_the_foundation():
    """"The top cards of the wastes are available for play to the tableau or
    the foundation.\""""
    seed_says("The top cards of the wastes are available for play to the tableau or the foundation.")
    b = position("new_york deal=1\nbase: T", dict(NY, a="4C TH", h1=""), "8", True)
    assert reason(b, "a3") is None and reason(b, "ah") is None  # (into a space; the base card up)
    play(b, "ah")
    assert names(b, b.r0) == "4C" and reason(b, "a4") is None  # (4C now on top: on 5D)


def test_new_york_spaces_take_the_stock_or_a_waste_pile_never_the_tableau():
    """"Empty spaces in the tableau may be filled by any card from the stock
    or the waste. They may not be filed from other tableau piles.\""""
    seed_says("Empty spaces in the tableau may be filled by any card from the stock or the waste. They may not be filed from other tableau piles.")
    b = position("new_york deal=1", NY, "8", True)
    assert reason(b, "w3") is None and reason(b, "a3") is None
    assert reason(b, "13") == "Spaces take no cards from the tableau" and reason(b, "63") is not None  # (not even a King)


def test_new_york_builds_down_in_alternate_colours_one_card_at_a_time():
    """"A card may be added onto a tableau pile if it is one lower than the
    old top card of the pile and of the opposite color." "Only one card may
    moved at a time, never sequences.\""""
    seed_says("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the opposite color.")
    seed_says("Only one card may moved at a time, never sequences.")
    b = position("new_york deal=1", dict(NY, **{"4": "5D 4S"}), "8", True)
    assert reason(b, "76") is None  # (QH on KS)
    assert reason(b, "45") is not None  # (4S on 4H)
    b = position("new_york deal=1", dict(NY, **{"2": "3D 9H"}), "8", True)
    assert reason(b, "21") is None  # (9H on TS)
    b = position("new_york deal=1", dict(NY, **{"2": "9H 8C"}), "8", True)
    assert reason(b, "21v2") == "One card at a time"  # (never the run 9H 8C onto TS)


def test_new_york_foundations_in_suit_from_the_first_card_up():
    """"The first card moved to an empty foundation pile may be any card. The
    rank of this card then becomes the base value for all the foundation
    piles, so only cards of the same rank may be played there." "A card may
    be added onto a foundation pile if it is one higher than the old top
    card of the pile and of the same suit.\""""
    seed_says("The rank of this card then becomes the base value for all the foundation piles, so only cards of the same rank may be played there.")
    b = position("new_york deal=1", NY, "8", True)
    play(b, "1h")  # (TS up: the base is the Ten)
    assert b.base == 10
    assert reason(b, "ah") is None and reason(b, "wh") is not None  # (TH starts another pile; 9D is no Ten)


def test_new_york_a_game_goes_on_while_the_stock_has_cards():
    """The stock's card always has a waste pile to go to: no game is stuck
    while it lasts; once it is out and nothing moves, it is."""
    b = position("new_york deal=1", NY, "8", True)
    assert not b.stuck()
    b = position("new_york deal=1", {"w": "", "a": "2C 2D", "b": "2H", "c": "2S", "1": "TS", "2": "TC", "3": "TH", "4": "TD", "5": "6S", "6": "6C", "7": "6H"}, "8", True)
    assert b.stuck() == (not b.legal_moves())


# -- Gotham: New York building regardless of suit, runs of one suit moving --------


def test_gotham_builds_down_regardless_of_suit_and_moves_runs_of_one_suit():
    """"A card may be added onto a tableau pile if it is one lower than the
    old top card of the pile and of any suit." "Groups of cards in sequence
    down may be moved from one tableau column to another if all cards are
    of the same suit.\""""
    seed_says("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of any suit.")
    seed_says("Groups of cards in sequence down may be moved from one tableau column to another if all cards are of the same suit.")
    b = position("gotham deal=1", dict(NY, **{"2": "9S 8S", "5": "9H 8C", "4": "9C"}), "8", True)
    assert reason(b, "21v2") is None  # (9S 8S onto TS: one suit)
    assert reason(b, "51v2") == "Those cards aren't a run" and reason(b, "54") is None  # (9H 8C: not one suit; 8C alone onto 9C)
    assert reason(b, "w1") is None and reason(b, "w7") is not None  # (9D on TS: any suit; not on QH)
    play(b, "21v2")
    assert names(b, b.t0) == "TS 9S 8S"


def test_gotham_the_stock_and_waste_piles_as_new_yorks():
    """Gotham's Stock and Waste section is New York's word for word: the
    stock's card onto any waste pile, the waste piles' cards to the tableau
    or the foundation, spaces from either."""
    b = position("gotham deal=1", NY, "8", True)
    assert reason(b, "wb") is None and reason(b, "1b") == "Only the stock's card"
    assert reason(b, "a3") is None and reason(b, "13") is not None


@pytest.mark.parametrize("gid", ("gotham", "new_york"))
def test_the_rules_screen_names_the_waste_piles(gid):
    """The rules screen says what the engine does: three waste piles taking
    the stock's top card alone, a space filled from the stock or a waste pile."""
    lines = text.sentences(find(gid))
    assert "Waste piles: three, empty at first; the stock's top card goes onto any of them, no other card; the top card of each plays." in lines
    assert "A space takes any card from the stock or a waste pile." in lines
    assert not any(line.startswith("Reserve") for line in lines)


# -- Sixteen Piles: sixteen fans of three building on equal ranks, two redeals ----


def test_the_checker_reads_sixteen_piles_fans_as_the_tableau_and_their_redeals(seeds):
    """"Sixteen fan piles of three cards each" "You may pick up and redeal the
    cards on the fan 2 times." "The redeal procedure begins by picking up all
    cards on the fan." The fans are the tableau (La Belle Lucie's), their
    redeal the tableau's; "equal rank ... any suit" beside foundations is
    Pile Up's tab_dir same_rank."""
    seed_says("You may pick up and redeal the cards on the fan 2 times.")
    seed_says("The redeal procedure begins by picking up all cards on the fan.")
    f = seeds["sixteen_piles"].facts
    assert f.piles["tableau"] == 16 and f.redeal["gather"] == {"tableau"} and f.redeals == 2
    fields, why = S.rules_fields(seeds["sixteen_piles"])
    assert why == [] and fields["tab_dir"] == S.SAME_RANK and fields["fill"] == 2  # (FILL_NONE)
    assert S.extra_names(fields["extra"])["redeal_how"] == BC.EXTRA_BITS["redeal_how"]["shuffle"]


def test_sixteen_piles_deals_the_aces_up_and_sixteen_fans_of_three():
    """"An ace is initially dealt to each foundation pile." "Sixteen fan piles
    of three cards each, splayed downward. All cards are dealt face up.\""""
    seed_says("An ace is initially dealt to each foundation pile.")
    seed_says("Sixteen fan piles of three cards each, splayed downward. All cards are dealt face up.")
    b = Board(find("sixteen_piles"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 16 and _sizes(b, b.f0, b.c0) == [1] * 4
    assert sorted(b.top(p) & 15 for p in range(b.f0, b.c0)) == [1] * 4 and b.size[STOCK] == 0
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))


SP = {"h1": "AC", "h2": "AD", "h3": "AH", "h4": "AS", "1": "9S QC", "2": "KH QD", "3": "4S 2C", "4": "", "5": "7D 7H 7S"}


def test_sixteen_piles_a_card_goes_onto_its_own_rank_one_at_a_time_spaces_stay_empty():
    """"A card may be added onto a fan pile if it is of equal rank to the old
    top card of the pile and of any suit." "Cards on the fan that are not
    under another card are available for play onto the foundation or any
    non-empty fan pile." "Empty spaces in the fan may not be filled." "Only
    one card may moved at a time, never sequences.\""""
    seed_says("A card may be added onto a fan pile if it is of equal rank to the old top card of the pile and of any suit.")
    seed_says("Cards on the fan that are not under another card are available for play onto the foundation or any non-empty fan pile.")
    seed_says("Empty spaces in the fan may not be filled.")
    b = position("sixteen_piles deal=1", SP, "6", True)
    assert reason(b, "12") is None and reason(b, "21") is None  # (a Queen on a Queen, either suit)
    assert reason(b, "31") is not None  # (2C on QC)
    assert reason(b, "3h") is None  # (2C up on AC)
    assert reason(b, "14") == "Spaces stay empty" and reason(b, "54") is not None
    assert reason(b, "51v2") is not None and reason(b, "5" + "3") is not None  # (never two Sevens; 7S on 2C)
    play(b, "12")
    assert names(b, b.t0 + 1) == "KH QD QC" and names(b, b.t0) == "9S"


def test_sixteen_piles_two_redeals_gather_the_fans_shuffle_and_deal_them_as_first():
    """"After being picked up, the cards are shuffled thoroughly and are then
    dealt out again. Deal the fan in the same arrangement as it was originally
    dealt, one column at a time, starting with the left-most column, dealing
    the cards in each column in left to right order." Two redeals: the piles
    of three again, pile by pile, the last short; then no more."""
    seed_says("After being picked up, the cards are shuffled thoroughly and are then dealt out again.")
    b = position("sixteen_piles deal=1", SP, "6", True)
    play(b, "3h")  # (2C up: 47 cards left on the fans)
    before = sorted(c for p in range(b.t0, b.npiles) for c in b.cards(p))
    redeal = encode(ALL, ALL, 0)
    for i in range(2):
        assert b.check(redeal) is None
        b.apply(redeal)
        assert sorted(c for p in range(b.t0, b.npiles) for c in b.cards(p)) == before  # (the same cards, none lost)
        assert _sizes(b, b.t0, b.npiles) == [3] * 15 + [2]  # (pile by pile as first dealt, the last short)
    assert b.check(redeal) == "No more redeals"
    b.undo()
    assert b.check(redeal) is None  # (undo gives the redeal back)


# -- Fair Maids: Will o the Wisp in alternate colours, whole sequences up -------


def test_the_checker_reads_fair_maids_goal_as_every_card_up(seeds):
    """"Sort all cards on the tableau downwards in alternate colors or move
    them to the foundation." Its foundations take a whole sequence of
    alternate colours (its runs', which move: a sequence goes up as a run):
    a pile sorted so goes up, so the goal is every card up, as Spider's
    "sort ... in the same suit or move them" is."""
    seed_says("Sort all cards on the tableau downwards in alternate colors or move them to the foundation.")
    assert seeds["fair_maids"].facts.goal == "sort alternate or foundation"
    fields, why = S.rules_fields(seeds["fair_maids"])
    assert why == [] and fields.get("goal", 0) == 0 and fields["found_suit"] == 2  # (GOAL_FOUNDATION; ALT_COLOUR)
    assert S.extra_names(fields["extra"]) == {"found_cap": 26, "row_to": 1}


def test_fair_maids_deals_seven_piles_of_four_the_top_card_up():
    """"Seven tableau piles of four cards each, splayed downward. The top card
    in each pile is dealt face up, all others are face down." "Two foundation
    piles." The other 24 cards form the stock."""
    seed_says("Seven tableau piles of four cards each, splayed downward. The top card in each pile is dealt face up, all others are face down.")
    b = Board(find("fair_maids"), 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * 7 and b.size[STOCK] == 24 and b.c0 - b.f0 == 2
    assert all(bool(c & 0x80) == (i == 3) for p in range(b.t0, b.npiles) for i, c in enumerate(b.cards(p)))


FM = {"1": "9H", "2": "8S 7D 6C", "3": "8H 7H", "4": "", "5": "5D", "6": "KC", "7": "QD"}


def test_fair_maids_builds_down_any_suit_runs_of_alternate_colours_move():
    """"A card may be added onto a tableau pile if it is one lower than the
    old top card of the pile and of any suit." "Groups of cards in sequence
    down may be moved from one tableau column to another if the cards are
    alternately red and black." "Empty spaces in the tableau may be filled
    by any card.\""""
    seed_says("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of any suit.")
    seed_says("Groups of cards in sequence down may be moved from one tableau column to another if the cards are alternately red and black.")
    b = position("fair_maids deal=1", FM, "s")
    assert reason(b, "21v3") is None  # (8S 7D 6C onto 9H: alternate colours)
    assert reason(b, "31v2") is not None and reason(b, "31") is not None  # (8H 7H: both red; 7H alone on 9H: not one lower)
    assert reason(b, "76") is None  # (QD on KC: any suit)
    assert reason(b, "34") is None and reason(b, "24v3") is None  # (into a space: a card or a run)
    play(b, "21v3")
    assert names(b, b.t0) == "9H 8S 7D 6C"


def test_fair_maids_only_a_complete_sequence_goes_up():
    """"Single cards may never be moved to the foundation. Only when you have
    constructed a complete sequence on the tableau, thirteen cards in
    sequence from ace to king, may you move it to the foundation." "Cards on
    the tableau that are not under another card are available for play onto
    any other tableau pile.\""""
    seed_says("Single cards may never be moved to the foundation.")
    seed_says("Cards on the tableau that are not under another card are available for play onto any other tableau pile.")
    run = "KS QH JC TD 9S 8D 7C 6H 5S 4D 3C 2H AS"  # (alternate colours, as runs move)
    b = position("fair_maids deal=1", {"1": run, "2": "AC", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
    assert reason(b, "2h") is not None  # (an Ace alone)
    assert reason(b, "1hv1") is not None
    assert reason(b, "1hvd") is None  # (the whole sequence, thirteen cards)
    play(b, "1hvd")
    assert b.size[b.f0] == 13 and b.size[b.t0] == 0
    b = position("fair_maids deal=1", {"1": run.replace("3C 2H", "3H 2C"), "2": "AC", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
    assert reason(b, "1hvd") is not None  # (4D 3H: not alternate colours, no run of thirteen)


def test_fair_maids_the_stock_deals_onto_each_pile_that_is_not_empty():
    """"Each time you click on the stock, a card will be dealt on top of each
    non-empty tableau pile.\""""
    seed_says("Each time you click on the stock, a card will be dealt on top of each non-empty tableau pile.")
    b = position("fair_maids deal=1", FM, "s")
    before = _sizes(b, b.t0, b.npiles)
    play(b, "s")
    assert _sizes(b, b.t0, b.npiles) == [n + 1 if n else 0 for n in before]  # (the space stays empty)


def test_fair_maids_a_complete_sequence_goes_up_by_itself_onto_the_pile_with_room():
    """The seed's "Two foundation piles" take the deck's four complete
    sequences, 26 cards each (it names no limit a pile). A sequence finished goes up by
    itself (after.forced_move) onto a pile with room: the second once the
    first is full (before, only the first pile was asked, and the game's
    third sequence never went up: Scorpion Tail's too)."""
    from solitaire.cards import after as cafter

    one = "KS QH JC TD 9S 8D 7C 6H 5S 4D 3C 2H AS"
    two = "KC QD JS TH 9C 8H 7S 6D 5C 4H 3S 2D AC"
    three = "KH QS JD TC 9H 8S 7D 6C 5H 4S 3D 2C AH"
    b = position("fair_maids deal=1", {"h1": one + " " + two, "1": three, "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
    m = cafter.forced_move(b)
    assert m is not None and (m >> 8) & 0xFF == b.f0 + 1 and m >> 16 == 13
    assert reason(b, "1hvd") is None
    b.apply(m)
    assert b.size[b.f0 + 1] == 13 and b.size[b.t0] == 0


def test_new_york_lists_its_moves_with_intake_py_alone_and_checks_them_with_inrule_py(monkeypatch):
    """A module loads in one step and costs by its size (some 0.6k fuel a
    byte of ``.mpy``): the hint slice that first listed New York's moves
    loaded the whole of ``intake.py`` and cost 2,002,000 fuel (issue 41).
    The listing loads its half alone; the rule with its words
    (``inrule.py``) loads when a move onto a waste pile is checked, and
    says the same as the listing."""
    for m in ("solitaire.cards.intake", "solitaire.cards.inrule"):
        monkeypatch.delitem(sys.modules, m, raising=False)
    b = position("new_york deal=1", NY, "8", True)
    moves = b.legal_moves()
    assert "solitaire.cards.intake" in sys.modules and "solitaire.cards.inrule" not in sys.modules
    onto = [m for m in moves if b.r0 <= (m >> 8) & 0xFF < b.t0]
    assert onto and all(b.check(m) is None for m in onto) and "solitaire.cards.inrule" in sys.modules
    assert reason(b, "1b") == "Only the stock's card"
