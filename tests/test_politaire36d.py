"""Issue 31's last politaire games of cat36d, each held to its seed section
(``assets/seeds/politaire.txt``), position by position: a legal and an
illegal move for each rule the text states, the deal, the goal, the seed
checker agreeing, the rules screen whole, the hints played through the keys.

Castle's End: Chessboard with a two-card reserve, its "You may also play
the maximum card on the base card in the tableau" read as it says (``tab_dir``
13, ``order.follows``: the ranks run from the foundations' base round to the
rank below it, which also goes on a base card, never a base card on it); its
seed deals 54 cards of 52, played by its repair (``seed_rules.REPAIRS``:
every tableau pile five cards).

Grandfather: Father with twenty piles whose spaces fill from the stock by
themselves; once the stock is out a space takes any card, and a space left
then fills from the stock once the waste is turned over again, the game's
own move (``autofill`` 9, ``after.forced_move``).

Tvete's Grandfather: Yukon's moves on an odd tableau whose first pile's one
card is dealt face down and turned up (``board.py``'s deal), and two
redeals dealt back to the face-down places first, row by row in a zig-zag,
then to the face-up ones (``redeal_how`` down_first, ``redeal.py``).

Waning Moon and Waxing Moon: Forty Thieves with more piles, their moons
played as diamonds, as their Description says they may be ("Politaire uses
moons instead of diamonds in this game, just for fun. You could play it with
a standard deck": the seed checker's ``stand_in``).

Stalactites: no building, two cells; its seed deals 48 cards of 52 to one
foundation of 13, played by its repair (``seed_rules.REPAIRS``): four
foundations, each dealt one of the four cards left whatever its rank, built
up from it regardless of suit round the corner (``found_own``,
``arrange.py``)."""

import os
import sys

import pytest

from solitaire.cards import notation, text
from solitaire.cards import after as cafter
from solitaire.cards.games import GAMES
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import F_AUTO
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402
from test_politaire_more import _round_trip, _sizes  # noqa: E402
from test_wikibooks32 import said  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402

POLITAIRE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "seeds", "politaire.txt")
FAMILY = {"castles_end": "Baker's Dozen", "grandfather": "Boulevard", "tvetes_grandfather": "Tvete's Grandfather",
          "waning_moon": "Forty and Eight", "waxing_moon": "Barricade A", "stalactites": "Stalactites"}  # the family each one's play belongs to (the seed's Similar Games)


def seed_says(sentence):
    return said(sentence, POLITAIRE)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Castle's End -----------------------------------------------------------------

CASTLE = {"1": "5H", "2": "4H", "3": "6H", "4": "3H", "5": "KS", "6": "AS", "7": "4C", "8": "QS", "9": "", "a": "2S", "b": "9D"}  # (the rest on pile 0)


def test_castles_end_deals_ten_piles_of_five_face_up_and_two_reserves_of_one():
    """"There are two reserves, initially containing one card each ... Ten
    tableau piles ... All cards are dealt face up": the seed's first two
    piles of six would make 54 cards of 52, so every pile has five (the
    repair: Chessboard's 52 cards, two of them in the reserve)."""
    seed_says("There are <b>two reserves</b>, initially containing <b>one card</b> each.")
    r = find("castles_end")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [5] * 10 and _sizes(b, b.r0, b.t0) == [1, 1]
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert sum(_sizes(b, b.f0, b.c0)) == 0 and b.base == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_castles_end_the_first_card_up_sets_the_base_of_every_foundation():
    """"The first card moved to an empty foundation pile may be any card.
    The rank of this card then becomes the base value for all the foundation
    piles"; then up in suit."""
    seed_says("The first card moved to an empty foundation pile may be any card.")
    b = position("castles_end deal=1", CASTLE, "0", True)
    play(b, "1h")  # the 5 of hearts up: any card may be first
    assert b.base == 5
    assert reason(b, "3h") is None  # the 6 of hearts on it
    assert reason(b, "7h") is not None  # the 4 of clubs: not the base rank
    b.undo()
    assert b.base == 0 and reason(b, "7h") is None  # (the move taken back, any card again)


def test_castles_end_builds_up_or_down_in_suit_and_the_rank_below_the_base_on_a_base_card():
    """"A card may be added onto a tableau pile if it is one higher than or
    one lower than the old top card of the pile and of the same suit ... You
    may also play the maximum card on the base card in the tableau": with
    the base a 5, the 4 (the highest) goes on a 5, a 5 never on a 4, and
    King and Ace are neighbours both ways."""
    seed_says("You may also play the maximum card on the base card in the tableau.")
    b = position("castles_end deal=1\nbase: 5", dict(CASTLE, h1="5D"), "0", True)
    assert reason(b, "31") is None  # the 6 of hearts on the 5: up
    assert reason(b, "24") is None  # the 4 of hearts on the 3: up
    assert reason(b, "21") is None  # the 4 (the highest) on the 5 (the base)
    assert reason(b, "12") == "Does not fit there"  # the base card on the highest: never
    assert reason(b, "56") is None and reason(b, "65") is None  # the King on the Ace, the Ace on the King (spades)
    assert reason(b, "71") is not None  # the 4 of clubs on the 5 of hearts: not in suit
    moves = b.legal_moves(b.t0 + 1) + b.legal_moves(b.t0)  # (the list a hint and the solver search: the same rule)
    assert (b.t0 + 1) | b.t0 << 8 | 1 << 16 in moves and b.t0 | (b.t0 + 1) << 8 | 1 << 16 not in moves


def test_castles_end_with_aces_as_base_a_king_goes_on_an_ace_never_an_ace_on_a_king():
    b = position("castles_end deal=1\nbase: A", dict(CASTLE, h1="AD"), "0", True)
    assert reason(b, "56") is None  # the King (the highest) on the Ace (the base)
    assert reason(b, "65") == "Does not fit there"
    moves = b.legal_moves(b.t0 + 4)
    assert (b.t0 + 4) | (b.t0 + 5) << 8 | 1 << 16 in moves  # (the move list asks round the corner too)


def test_castles_end_reserve_cards_play_and_take_nothing():
    """"It is not possible to move any cards into the reserves. The top card
    of each reserve can be played to the tableau or the foundation"."""
    seed_says("It is not possible to move any cards into the reserves.")
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D"), "0", True)
    assert reason(b, "ah") is None  # the 2 of spades up: the base's rank, to an empty foundation
    assert reason(b, "a1") is not None  # not on the 5 of hearts
    assert reason(b, "ab") is not None and reason(b, "1a") is not None  # nothing onto a reserve
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D", a="JS"), "0", True)
    assert reason(b, "a8") is None  # the Jack of spades on the Queen: down in suit
    b = position("castles_end deal=1\nbase: 2", dict(CASTLE, h1="2D", a="3D"), "0", True)
    assert reason(b, "ah") is None  # the 3 of diamonds on the 2


def test_castles_end_a_space_takes_any_card_and_the_goal_is_the_foundations():
    """"Empty spaces in the tableau may be filled by any card"."""
    b = position("castles_end deal=1", dict(CASTLE, **{"9": ""}), "0", True)
    assert reason(b, "89") is None  # the Queen of spades into the space
    assert not b.won()
    assert "Goal: every card to the foundations." in text.sentences(find("castles_end"))


# -- Grandfather -------------------------------------------------------------------

def _forced(b):
    """Makes the game's own moves, as ``Play.after_move`` does."""
    m = cafter.forced_move(b)
    while m is not None:
        b.apply(m, True)
        m = cafter.forced_move(b)


def test_grandfather_deals_twenty_piles_of_one_and_the_rest_to_the_stock():
    """"Twenty tableau piles of one card each ... All cards are dealt face
    up ... The remaining cards form the stock"."""
    seed_says("<b>Twenty</b> tableau piles of <b>one</b> card each, splayed downward.")
    r = find("grandfather")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 20 and b.size[STOCK] == 84 and b.size[WASTE] == 0
    assert sum(_sizes(b, b.f0, b.c0)) == 0
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_grandfather_the_waste_card_goes_on_any_pile_a_piles_card_only_up_or_into_a_space():
    """"Cards from the waste may be added to the tableau regardless of suit or
    rank ... Cards from other tableau piles may not be moved to the tableau.
    Cards on the tableau that are not under another card are available for
    play onto the foundation or any empty tableau pile"."""
    seed_says("Cards from other tableau piles may not be moved to the tableau.")
    b = position("grandfather deal=1", {"1": "AH", "2": "7C", "3": "QD", "w": "9S"}, "s")
    assert reason(b, "w2") is None and reason(b, "w3") is None  # the 9 of spades onto any card
    assert reason(b, "23") is not None  # a pile's card onto another: never
    assert reason(b, "1h") is None  # the Ace up
    b = position("grandfather deal=1", {"1": "AH", "2": "7C", "3": "KD", "s": "", "4": ""}, "w", True)
    assert reason(b, "24") is None  # into a space, once the stock is out


def test_grandfather_a_space_fills_from_the_stock_by_itself():
    """"Empty spaces in the tableau are automatically filled with a card
    from the stock"."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the stock.")
    b = position("grandfather deal=1", {"1": "AH", "s": "#5C #4D"}, "w", True)
    play(b, "1h")
    assert names(b, b.t0) == "4D" and b.size[STOCK] == 1
    b.undo()
    assert names(b, b.t0) == "AH" and b.size[STOCK] == 2


def test_grandfather_a_space_left_while_the_stock_was_out_fills_once_the_waste_is_turned_over():
    """"If the stock is empty, then empty spaces in the tableau may be
    filled by any card ... Two passes through the stock are permitted": a
    space left empty then is still a space the stock fills by itself, so it
    fills from the stock made again of the waste (the game's own move, undone
    with the turn)."""
    seed_says("If the stock is empty, then empty spaces in the tableau may be filled by <b>any card</b>.")
    b = position("grandfather deal=1", {"1": "AH", "2": "KS", "s": ""}, "w", True)  # (piles 3 to 20 empty too)
    play(b, "1h")
    play(b, "2h")
    assert _sizes(b, b.t0, b.npiles) == [0] * 20  # (no stock: the spaces stay)
    assert cafter.forced_move(b) is None
    waste = b.size[WASTE]
    b.apply(b.stock_move())  # the waste turned over: the stock again
    _forced(b)
    assert _sizes(b, b.t0, b.npiles) == [1] * 20 and b.size[STOCK] == waste - 20
    assert b.last_flags() & F_AUTO  # (the game's own moves)
    while b.last_flags() & F_AUTO:  # (B takes them back with the turn: Play.undo)
        b.undo()
    b.undo()
    assert b.size[b.t0] == 0 and b.size[WASTE] == waste and b.size[STOCK] == 0
    assert "a space left then fills from the stock once the waste is turned over" in " ".join(text.sentences(find("grandfather")))


def test_grandfather_the_stocks_own_fill_of_a_space_replays_as_a_legal_move():
    """The game's own fill of a space from the stock turned over is a move
    the rules allow: a saved game replays its history through
    ``Board.check`` (console/rebuild.py), and the fuzz's history check does
    too. It was refused ("The stock deals to the waste": make fuzz, seed 39,
    Grandfather's 443rd token), so such a game saved could not be resumed.
    The stock still goes only to the waste at a press, and never onto a card."""
    b = position("grandfather deal=1", {"1": "AH", "2": "KS", "s": ""}, "w", True)
    start = notation.text(b)
    play(b, "1h")
    play(b, "2h")
    b.apply(b.stock_move())
    _forced(b)
    again = notation.parse_position(start, GAMES)
    for i in range(b.nmoves):
        m = b.move_at(i)
        assert again.check(m) is None, (i, hex(m))
        again.apply(m, bool(b.by_game(i)))
    assert again.key() == b.key()
    assert b.stock_move() >> 8 & 0xFF == WASTE  # (a press deals to the waste)
    assert b.check(STOCK | b.t0 << 8 | 1 << 16) is not None  # (onto a card: no)
    k = position("klondike", {"1": ""}, "s")
    assert k.check(STOCK | k.t0 << 8 | 1 << 16) is not None  # (another game's stock never fills a space)


# -- Tvete's Grandfather -----------------------------------------------------------

TVETE_DEAL = [1, 7, 9, 11, 10, 8, 6]
TVETE_DOWN = [1, 2, 4, 6, 5, 3, 1]  # (the seed's D's; the first pile's, alone, is on top and turns up)


def test_tvetes_grandfather_deals_its_odd_tableau_the_first_piles_card_turned_up():
    """"Seven tableau piles of cards, arranged as below, where D indicates a
    face-down card and U indicates a face-up card ... If any stacks end up
    with a face down card on top, turn it face up"."""
    seed_says("If any stacks end up with a face down card on top, turn it face up.")
    r = find("tvetes_grandfather")
    assert list(r.deal) == TVETE_DEAL and list(r.down) == TVETE_DOWN
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == TVETE_DEAL
    downs = [sum(1 for c in b.cards(p) if not c & FACE_UP) for p in range(b.t0, b.npiles)]
    assert downs == [0, 2, 4, 6, 5, 3, 1]
    assert all(b.cards(p)[-1] & FACE_UP for p in range(b.t0, b.npiles))
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)
    assert "21 of them face down" in " ".join(text.sentences(r))


def test_tvetes_grandfather_moves_any_face_up_card_with_the_cards_on_it():
    """"A card may be added onto a tableau pile if it is one lower than the
    old top card of the pile and of the same suit ... any face-up card
    anywhere in the tableau may be moved to another tableau column where it
    fits, taking all cards that were on top of it along"; a space takes a
    King only."""
    seed_says("Empty spaces in the tableau may be filled by <b>kings only</b>.")
    b = position("tvetes_grandfather deal=1", {"1": "", "2": "9H 5C 2D", "3": "TH", "4": "6C", "5": "KS QS", "6": "", "7": ""}, "7", True)
    assert reason(b, "23") is None  # the 9 of hearts and the two cards on it onto the 10
    assert reason(b, "24") is None  # the 5 of clubs and the 2 on it onto the 6 of clubs
    assert reason(b, "43") is not None  # the 6 of clubs on the 10 of hearts: not one lower in suit
    assert reason(b, "51v2") is None  # the King of spades with its Queen into the space
    assert reason(b, "31") is not None  # the 10 into a space: a King only


def test_tvetes_grandfather_redeals_to_the_face_down_places_first_in_a_zig_zag():
    """"The cards from the tableau are collected, one column at a time,
    starting with the left-most column, picking up the cards in each column
    in bottom to top order ... Deal the tableau in the same arrangement as
    it was originally dealt, starting by dealing all the face-down cards
    ... row-by-row in a zig-zag pattern, then dealing the face up cards
    row-by-row, dealing each row left-to-right"."""
    seed_says("starting by dealing all the face-down cards (marked with a 'D' above) row-by-row in a zig-zag pattern")
    b = Board(find("tvetes_grandfather"), 1)
    g = b"".join(b.cards(p) for p in range(b.t0, b.npiles))  # the cards as gathered
    g = [c & 0x7F for c in g]
    m = b.stock_move()
    assert b.check(m) is None
    b.apply(m)
    pile = lambda n: [c & 0x7F for c in b.cards(b.t0 + n - 1)]  # noqa: E731
    assert pile(1) == [g[0]]  # the first row of D's left to right: g0 to g6, pile 1's turned up
    assert pile(7)[0] == g[6] and pile(2)[:2] == [g[1], g[11]]  # the second row right to left: pile 6 g7 ... pile 2 g11
    assert pile(3)[:3] == [g[2], g[10], g[12]]  # the third row left to right again: pile 3 g12 ...
    assert pile(2)[2:4] == [g[23], g[25]] and pile(7)[1:4] == [g[22], g[24], g[27]]  # the U's, row by row, left to right, from g22
    assert _sizes(b, b.t0, b.npiles) == TVETE_DEAL and sorted(g) == sorted(all_cards(b))
    assert [sum(1 for c in b.cards(p) if not c & FACE_UP) for p in range(b.t0, b.npiles)] == [0, 2, 4, 6, 5, 3, 1]
    b.undo()
    assert [c & 0x7F for p in range(b.t0, b.npiles) for c in b.cards(p)] == g


def test_tvetes_grandfather_a_short_redeal_fills_the_places_in_the_same_order():
    """With cards gone up the places fill in the same order until the cards
    run out: the face-down ones first, so a pile left short has its
    face-down cards and its top card turned up."""
    b = position("tvetes_grandfather deal=1", {"h1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "h2": "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"}, "4", True)
    b.apply(b.stock_move())
    assert sum(_sizes(b, b.t0, b.npiles)) == 26
    assert all(b.cards(p)[-1] & FACE_UP for p in range(b.t0, b.npiles) if b.size[p])
    assert sum(1 for p in range(b.t0, b.npiles) for c in b.cards(p) if not c & FACE_UP) == 22 - sum(1 for p in range(b.t0, b.npiles) if b.size[p] and b.size[p] <= TVETE_DOWN[p - b.t0])


# -- Waning Moon, Waxing Moon -----------------------------------------------------

@pytest.mark.parametrize("gid", ["waning_moon", "waxing_moon"])
def test_the_moons_are_played_as_diamonds_as_the_description_allows(seeds, gid):
    seed_says("Politaire uses moons instead of diamonds in this game, just for fun. You could play it with a standard deck.")
    assert seeds[gid].facts.suits == ("spades", "hearts", "clubs", "diamonds")
    assert "suit of moons" not in seeds[gid].facts.features


@pytest.mark.parametrize("gid, piles", [("waning_moon", 13), ("waxing_moon", 12)])
def test_the_moons_deal_piles_of_four_face_up_and_the_rest_to_the_stock(gid, piles):
    """"Thirteen (Twelve) tableau piles of four cards each ... All cards are
    dealt face up ... The remaining cards form the stock"."""
    r = find(gid)
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [4] * piles and b.size[STOCK] == 104 - 4 * piles
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_waning_moon_builds_down_in_suit_moves_runs_by_supermoves_and_fills_with_any_card():
    """"one lower than the old top card of the pile and of the same suit ...
    Empty spaces in the tableau may be filled by any card ... since
    supermoves are enabled"; one pass through the stock."""
    b = position("waning_moon deal=1", {"1": "9C", "2": "TC 9D", "3": "TD", "4": "", "w": "8C"}, "s")
    assert reason(b, "w1") is None  # the 8 of clubs on the 9 of clubs
    assert reason(b, "23") is None and reason(b, "21") is not None  # the 9 of diamonds on the 10 of diamonds, not on a club
    assert reason(b, "34") is None  # any card into a space
    assert find("waning_moon").passes == 1


def test_waxing_moon_a_card_at_a_time_and_a_king_into_a_space():
    """"Empty spaces in the tableau may be filled by kings only. Only one card
    may moved at a time, never sequences"."""
    seed_says("Only one card may moved at a time, never sequences.")
    b = position("waxing_moon deal=1", {"1": "KS QS", "2": "TH", "3": "", "4": "JH TS"}, "s")
    assert reason(b, "13") is not None  # the Queen alone into the space: a King only
    assert reason(b, "13v2") is not None  # the King and its Queen: one card at a time
    assert reason(b, "2h") is not None and reason(b, "42") is not None  # (the 10 of spades on the 10 of hearts: no)
    b = position("waxing_moon deal=1", {"1": "KS", "2": "QS", "3": ""}, "s")
    assert reason(b, "13") is None and reason(b, "21") is None  # a King into the space; the Queen on the King of spades


# -- Stalactites -------------------------------------------------------------------

def test_stalactites_deals_eight_piles_of_six_and_a_card_of_any_rank_to_each_of_four_foundations():
    """"Eight tableau piles of six cards each ... All cards are dealt face
    up"; the four cards left start the four foundations, whatever their ranks
    (the repair: "No card is lowest or highest ... No pile may contain more
    than 13 cards")."""
    seed_says("No card is \"lowest\" or \"highest\". Kings may be played on aces and vice versa..")
    r = find("stalactites")
    ranks = set()
    for deal in range(1, 6):
        b = Board(r, deal)
        assert _sizes(b, b.t0, b.npiles) == [6] * 8 and _sizes(b, b.f0, b.c0) == [1] * 4 and _sizes(b, b.c0, b.c0 + 2) == [0, 0]
        assert all_cards(b) == sorted(full_deck(r))
        ranks.add(len({b.top(p) & 15 for p in range(b.f0, b.c0)}))
        _round_trip(b)
    assert max(ranks) > 1  # (not four of one rank, as a base rank's deal would make)


def test_stalactites_foundations_build_up_regardless_of_suit_round_the_corner_to_13_cards():
    """"A card may be added onto the foundation pile if it is one higher than
    the old top card of the pile and of any suit ... Kings may be played on
    aces and vice versa ... No pile may contain more than 13 cards"."""
    b = position("stalactites deal=1", {"h1": "QS", "h2": "3C", "h3": "9H", "h4": "AD", "1": "KH", "2": "AS", "3": "4D", "4": "5D"}, "5", True)
    assert reason(b, "1h1") is None  # the King of hearts on the Queen of spades: any suit
    assert reason(b, "3h2") is None and reason(b, "4h2") is not None  # the 4 on the 3, not the 5
    play(b, "1h1")
    assert reason(b, "2h1") is None  # the Ace on the King: round the corner
    full = position("stalactites deal=1", {"h1": "QS KH AS 2C 3C 4C 5C 6C 7C 8C 9C TC JC", "1": "QH"}, "5", True)
    assert reason(full, "1h1") is not None  # 13 cards: full


def test_stalactites_no_building_cells_take_a_card_and_spaces_stay_empty():
    """"No building is permitted on the tableau ... Cards on the tableau that
    are not under another card are available for play onto the foundation
    or an empty cell ... Empty spaces in the tableau may not be filled"."""
    seed_says("Empty spaces in the tableau may <b>not be filled</b>.")
    b = position("stalactites deal=1", {"h1": "QS", "h2": "3C", "h3": "9H", "h4": "AD", "1": "7H", "2": "6H", "3": ""}, "5", True)
    assert reason(b, "21") is not None  # no building
    assert reason(b, "1a") is None  # into a cell
    assert reason(b, "13") is not None  # nor into a space
    play(b, "1a")
    assert reason(b, "a3") is not None and reason(b, "a1") is not None  # a cell's card back only where the tableau takes it: nowhere
