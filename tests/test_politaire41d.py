"""Issue 31's politaire games of cat41d's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Backbone: Canfield's play in suit over two decks, eight foundations, eight
piles of one card, two passes; its backbone, "two piles of eleven cards"
and "one card ... covering both", is the engine's three reserve piles dealt
11, 1, 11 (Rules.extra's place 64, covers 1: board.py's deal), the forks'
top cards playing only once the card between them is gone (legal.check).

Escalator: Golf's play (one foundation building up or down regardless of
suit, round the corner here; the stock a card onto it) over a pyramid of
seven rows, read as the engine's tableau of the pyramid turned (covers 2):
pile i holds the pyramid's i-th diagonal from the left, cards (r, i) of rows
r = i to 7, the last row's on top, so the piles are dealt 7, 6, ... 1. A
card (r, i) lies under (r + 1, i), the next card on its own pile, and under
(r + 1, i + 1), the card of pile i + 1 as deep: it plays when it is its
pile's top card and pile i + 1 is shorter than its own (legal.check; golf.py's
stuck check asks the same).

Gloucestershire: Flower Garden's two-deck cousin, eight piles of 3 to 10
face up, down in alternate colours, a King on an Ace too; four foundations
of 26, each a suit of its own, Ace to King twice; the deck's rest, 52
cards, in one waste pile face up, every card of it playing (Rules.extra's
place 65, waste_all: bouquet.py): a move from the waste of count n takes
the card n deep, and on the screen up on the waste's place chooses it."""

import os
import sys

from solitaire.cards import text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.legal import legal_moves
from solitaire.cards.piles import encode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import names, play, position, reason  # noqa: E402
from test_politaire36c import quote  # noqa: E402


FAMILY = {"backbone": "Backbone", "escalator": "Pyramid", "gloucestershire": "Flower Garden"}  # the seed's Similar Games group each heads or joins


# -- Backbone: a forked reserve, two piles under the card covering both ----------


def test_backbone_deals_two_piles_of_eleven_and_one_card_covering_both_all_face_up():
    quote("The backbone contains twenty-three cards. First, two piles of eleven cards each are dealt in a row. Then, one card is dealt covering both. All cards are dealt face up.")
    quote("Eight tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("The remaining cards form the stock and there is one waste pile.")
    r = find("backbone")
    b = Board(r, 1)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [11, 1, 11]
    assert all(c & 0x80 for p in range(b.r0, b.t0) for c in b.cards(p))
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 8 and b.size[STOCK] == 104 - 23 - 8 and not b.size[WASTE]
    assert r.found == 8 and r.sets == 8
    words = " ".join(text.sentences(r))
    assert "two piles of 11 cards" in words and "one card covering both" in words


def test_backbone_forks_play_only_once_the_card_covering_both_is_gone():
    quote("Cards on the backbone that are not under another card are available for play onto the foundation, any tableau pile or any other exposed backbone card.")
    b = position("backbone", {"a": "3S 9D", "b": "AH", "c": "4C AS", "1": "TD", "h1": "AC"}, "s")
    assert reason(b, "ah") == "Under another card" and reason(b, "a1") == "Under another card"  # (the 9 of diamonds would fit the 10 but lies under the Ace of hearts)
    assert reason(b, "ch") is not None
    moves = legal_moves(b)
    assert not [m for m in moves if m & 0xFF in (b.r0, b.r0 + 2)]  # (the hints and the game's own moves ask legal_moves and check)
    assert reason(b, "bh") is None  # (the card covering both plays)
    play(b, "bh")
    assert reason(b, "a1") is None and reason(b, "ch") is None  # (both forks open at once)
    b.undo()
    assert reason(b, "a1") == "Under another card"  # (undo covers them again)


def test_backbone_builds_nothing_and_its_spaces_stay_empty():
    quote("No building is permitted on the backbone")
    quote("Empty spaces in the backbone may not be filled.")
    b = position("backbone", {"a": "3S", "b": "9D", "c": "4C 8D", "1": "TD", "2": "9H", "w": "7D"}, "s")
    assert reason(b, "2b") is not None and reason(b, "wb") is not None  # (nothing onto the backbone's card)
    play(b, "b1")
    assert b.size[b.r0 + 1] == 0
    assert reason(b, "2b") is not None and reason(b, "wb") is not None and reason(b, "ab") is not None  # (its emptied place takes nothing)
    assert reason(b, "c1") is None  # (the 8 of diamonds, uncovered, on the 9)


def test_backbone_tableau_builds_down_in_suit_any_card_into_a_space_and_runs_as_spaces_allow():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the same suit.")
    quote("Empty spaces in the tableau may be filled by any card.")
    quote("Technically, only one card may be moved at a time, but since supermoves are enabled politaire will allow you to move sequences when there are enough empty tableau columns so that it would be possible to achieve the same end by a sequence of single card moves.")
    b = position("backbone", {"b": "KD", "1": "TS 9S 8S", "2": "JS", "3": "9H", "6": "8H", "7": "5C", "8": "4D"}, "s")
    assert reason(b, "12v3") is None  # (the run of three onto the Jack: the two spaces would let it move card by card)
    assert reason(b, "63") is None and reason(b, "36") is not None and reason(b, "32") is not None  # (down in suit only)
    assert reason(b, "87") is not None  # (down, but not in suit)
    assert reason(b, "b4") is None and reason(b, "34") is None  # (any card into a space, the backbone's too)
    play(b, "b4")
    assert reason(b, "12v3") is not None and reason(b, "12v2") is not None  # (one space left: room for a run of two, and the 9 of spades leads none onto the Jack)


def test_backbone_foundations_build_up_in_suit_from_any_ace_and_the_waste_card_plays_two_passes():
    quote("Any ace may be moved to any empty pile in the foundation.")
    quote("A card may be added onto a foundation pile if it is one higher than the old top card of the pile and of the same suit.")
    quote("Each time you click on the stock, one card will be dealt from the stock to the waste. Two passes through the stock are permitted.")
    quote("The top card of the waste is available for play to the tableau or the foundation.")
    b = position("backbone", {"b": "KD", "1": "2S", "2": "3H", "w": "AS", "s": "9C 8C"}, "3", True)
    assert reason(b, "wh") is None
    play(b, "wh")
    assert reason(b, "1h") is None and reason(b, "2h") is not None  # (the 2 of spades on its Ace; the 3 of hearts not)
    play(b, "s s")
    assert b.size[STOCK] == 0 and reason(b, "w2") is not None and reason(b, "w4") is None  # (a club on the 3 of hearts never; into a space, yes)
    assert b.check(b.stock_move()) is None  # (the waste turned over: the second pass)
    play(b, "s s s")
    assert b.size[STOCK] == 0 and b.check(b.stock_move()) == "No more passes"  # (no third)


# -- Escalator: a pyramid, turned into the tableau's diagonals ----------


def test_escalator_deals_the_pyramid_of_seven_rows_as_its_diagonals_face_up():
    quote("The pyramid contains twenty-eight cards. First, one card is dealt. Then, two cards are dealt in a second row overlapping the previous row.")
    quote("Then, three cards are dealt in the third row, four cards are dealt in the fourth row, five cards are dealt in the fifth row, six cards are dealt in the sixth row, and finally seven cards are dealt in the seventh row. All cards are dealt face up.")
    quote("The remaining cards form the stock.")
    r = find("escalator")
    b = Board(r, 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [7, 6, 5, 4, 3, 2, 1] and b.size[STOCK] == 52 - 28
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert not b.size[b.f0] and r.found == 1
    assert "The pyramid turned" in " ".join(text.sentences(r))


def test_escalator_a_card_plays_only_when_no_card_lies_under_it_in_the_pyramid():
    quote("Cards on the pyramid that are not under another card are available for play onto the foundation.")
    # pile 1's 8 of hearts lies beside pile 2's 9 of spades, as deep: in the pyramid, under it
    b = position("escalator", {"1": "KS 8H", "2": "9S 7H", "3": "8S", "7": "2D", "h1": "6C"}, "s")
    assert reason(b, "1h") == "Under another card"  # (said before the rank: it would not fit the 6 either)
    assert reason(b, "2h") is None and reason(b, "3h") is not None  # (the 7 of hearts on the 6, free: pile 3 is shorter; the 8 does not fit)
    moves = legal_moves(b)
    assert encode(b.t0 + 1, b.f0, 1) in moves and not [m for m in moves if m & 0xFF == b.t0]
    play(b, "2h")
    assert reason(b, "1h") is None and reason(b, "3h") is None  # (pile 2 shorter now: the 8 of hearts is free, onto the 7, as the 8 of spades)
    b.undo()
    assert reason(b, "1h") == "Under another card"
    assert reason(b, "7h") == "Does not fit there"  # (the last pile has no pile beside it: free, but a 2 does not fit a 6)


def test_escalator_builds_up_or_down_round_the_corner_and_nothing_on_the_pyramid():
    quote("A card may be added onto the foundation pile if it is one higher than or one lower than the old top card of the pile and of any suit.")
    quote("You may wrap on the foundation so you can play an ace on a king or a king on an ace.")
    quote("No building is permitted on the pyramid")
    quote("Empty spaces in the pyramid may not be filled.")
    b = position("escalator", {"3": "JD", "5": "QD", "7": "AD", "h1": "KC"}, "s")
    assert reason(b, "7h") is None and reason(b, "5h") is None and reason(b, "3h") is not None  # (an Ace or a Queen on the King; a Jack not)
    assert reason(b, "75") is not None and reason(b, "74") is not None  # (nothing onto a pile, nothing into a space)
    play(b, "7h")
    assert reason(b, "3h") is not None and b.top(b.f0) & 15 == 1  # (the Ace on the King; a Jack never on an Ace)


def test_escalator_the_stock_deals_onto_the_foundation_and_the_goal_leaves_it():
    quote("Each time you click on the stock, a card will be dealt on top of the foundation pile.")
    quote("Move all cards not in the stockto the foundation.")
    b = position("escalator", {"7": "5S", "s": "3D 4C", "h1": "9C"}, "h1", True)
    assert reason(b, "7h") is not None
    play(b, "s")  # (the 4 of clubs onto the 9 of clubs, whatever its rank)
    assert b.top(b.f0) & 15 == 4 and b.size[STOCK] == 1 and not b.won()
    play(b, "7h")
    assert b.won() and b.size[STOCK] == 1  # (the 3 of diamonds still in the stock)


def test_escalator_is_stuck_when_only_covered_cards_would_fit_a_stock_card():
    # the stock's last card, the 7 of clubs, would take pile 1's 8 of hearts, but the 9 of spades lies over it
    b = position("escalator", {"1": "KS 8H", "2": "9S 2H", "h1": "QC", "s": "7C"}, "h1", True)
    assert not b.legal_moves(stock=False, limit=1) and b.stuck()
    b = position("escalator", {"1": "KS 8H", "2": "2H", "h1": "QC", "s": "7C"}, "h1", True)
    assert not b.legal_moves(stock=False, limit=1) and not b.stuck()  # (pile 2 shorter: the 8 free, the 7 will take it)


# -- Gloucestershire: a waste whose every card plays ----------


def test_gloucestershire_deals_eight_piles_of_three_to_ten_and_the_rest_to_the_waste_face_up():
    quote("Eight tableau piles of cards")
    quote("The remaining cards form one waste pile.")
    r = find("gloucestershire")
    b = Board(r, 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == list(range(3, 11)) and r.found == 4 and r.sets == 8
    assert b.size[WASTE] == 104 - 52 and not b.size[STOCK]
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p)) and all(c & 0x80 for c in b.cards(WASTE))
    assert "every one plays" in " ".join(text.sentences(r))


def test_gloucestershire_every_waste_card_plays_and_its_undo_puts_it_back_where_it_lay():
    quote("All cards in the waste are available for play to the tableau or the foundation.")
    b = position("gloucestershire", {"w": "AS 5H 9C KD 7D", "1": "8S", "2": "6C", "3": ""}, "4", True)
    assert reason(b, "w1") is None and reason(b, "w2v3") is not None  # (the 7 of diamonds, on top, on the black 8; the 9 of clubs, three deep, not on the 6)
    assert reason(b, "whv5") is None and reason(b, "w2v4") is None  # (the Ace of spades, at the bottom, up; the 5 of hearts, four deep, on the black 6)
    assert reason(b, "w3v2") is None and reason(b, "w1v6") == "Not that many cards"  # (the King, two deep, into a space)
    moves = legal_moves(b, WASTE)
    assert encode(WASTE, b.t0 + 1, 4) in moves and encode(WASTE, b.t0 + 2, 2) in moves and encode(WASTE, b.f0, 5) in moves
    assert encode(WASTE, b.t0 + 1, 3) not in moves
    play(b, "w2v4")
    assert names(b, WASTE) == "AS 9C KD 7D" and names(b, b.t0 + 1) == "6C 5H"
    b.undo()
    assert names(b, WASTE) == "AS 5H 9C KD 7D" and names(b, b.t0 + 1) == "6C"


def test_gloucestershire_foundations_start_with_different_suits_and_take_two_rounds_of_a_suit():
    quote("Each pile must start with a different suit.")
    quote("You may wrap on the foundation so you can play an ace on a king.")
    quote("After the complete sequence has been built on a pile, you may restart with another ace.")
    spades = " ".join(r + "S" for r in "A23456789TJQK")
    b = position("gloucestershire", {"h1": spades, "h2": "AH", "w": "AH AS 2C", "1": "AD"}, "2", True)
    assert reason(b, "whv2") is None  # (the second Ace of spades onto the first round's King)
    assert reason(b, "wh3v3") is not None  # (the other Ace of hearts starts no pile: hearts has one)
    assert reason(b, "1h3") is None  # (the Ace of diamonds starts a pile of its own)
    play(b, "whv2 1h3")
    assert b.size[b.f0] == 14 and reason(b, "wh4") is not None  # (a 2 of clubs on no pile: clubs has none yet)


def test_gloucestershire_tableau_builds_down_in_alternate_colours_kings_on_aces_any_card_into_a_space():
    quote("A card may be added onto a tableau pile if it is one lower than the old top card of the pile and of the opposite color.")
    quote("You may also play kings on aces in the tableau.")
    quote("Empty spaces in the tableau may be filled by any card.")
    b = position("gloucestershire", {"1": "QD", "2": "JS", "3": "JH", "4": "AC", "5": "KH", "6": "", "w": "KD"}, "7", True)
    assert reason(b, "21") is None and reason(b, "31") is not None  # (alternate colours only)
    assert reason(b, "54") is None and reason(b, "w4") is None  # (a King on an Ace, the waste's too)
    assert reason(b, "36") is None  # (any card into a space)


def test_gloucestershire_a_waste_card_is_chosen_by_up_on_the_waste_and_picked_up_as_any():
    from test_card_play import new_app
    from sim.autoplay import play_moves
    from solitaire.console import buttons as K

    app = new_app("gloucestershire", 1)
    pl = app.play
    b = app.board
    app.key(K.UP, 0)  # (from the tableau to the top row: the waste's place)
    assert pl.row == 0 and pl.cursor_pile() == WASTE and pl.depth == 1
    k = b.size[WASTE]
    for want in range(2, k + 1):
        app.key(K.UP, 0)
        assert pl.depth == want
    app.key(K.UP, 0)
    assert pl.depth == 1  # (round the end: the top card again)
    # a card deep in the waste with a move: up brings the cursor to it, the waste's place shows it, A picks it up
    m = next(m for m in legal_moves(b, WASTE) if m >> 16 > 1)
    n = m >> 16
    card = b.piles[WASTE][k - n]
    for _ in range(n - 1):
        app.key(K.UP, 0)
    pl.draw()
    assert app.screen.top[0] & 0x7F == pl.faces[card] & 0x7F
    assert m in pl.candidates(WASTE, n)
    copies = b.cards(WASTE).count(card)  # (two decks: its twin may lie in the waste too)
    play_moves(app, [m])
    assert b.move_at(0) == m and b.size[WASTE] == k - 1 and b.cards(WASTE).count(card) == copies - 1


def test_gloucestershire_listed_waste_moves_are_every_legal_one_as_check_finds_them():
    """bouquet.moves' cheap look (a rank a pile, follows, legal.fitter's look with room,
    found_differ's suits) lists exactly the moves legal.check lets the waste's
    cards under its top one make: the first empty foundation standing for the
    rest, as legal_moves lists them; in positions along a walk of its moves."""
    from solitaire.cards import bouquet

    def agrees(b):
        out = []
        bouquet.moves(b, out)
        k = b.size[WASTE]
        empty = [d for d in range(b.f0, b.c0) if not b.size[d]]
        asked = [d for d in range(b.f0, b.c0) if b.size[d]] + empty[:1] + list(range(b.t0, b.npiles))
        want = [encode(WASTE, d, n) for n in range(2, k + 1) for d in asked if b.check(encode(WASTE, d, n)) is None]
        return sorted(out) == sorted(want)

    for deal in (1, 3):
        b = Board(find("gloucestershire"), deal)
        for step in range(60):
            assert agrees(b), (deal, step)
            moves = b.legal_moves()
            b.apply(moves[(step * 7 + deal) % len(moves)])
        assert sum(1 for d in range(b.f0, b.c0) if b.size[d]) >= 3  # (the walk went some way: foundations started)
    # spaces, a foundation under way and another's base card twice
    b = position("gloucestershire", {"w": "AS 5H 9C KD 7D 2S AH 8D AS", "1": "8S", "2": "6C", "3": "", "5": "", "h1": "AH"}, "4", True)
    assert agrees(b) and sum(1 for n in range(2, 10) if encode(WASTE, b.t0 + 4, n) in b.legal_moves(WASTE)) == 8


def test_gloucestershire_a_waste_card_deep_down_is_written_and_read_back_by_the_notation():
    from solitaire.cards import notation

    b = position("gloucestershire", {"w": "AS 5H 9C KD 7D", "1": "8S", "2": "6C", "3": ""}, "4", True)
    for m in legal_moves(b, WASTE):
        assert notation.parse_move(b, notation.move_text(b, m)) == m, notation.move_text(b, m)
    assert notation.move_text(b, encode(WASTE, b.t0 + 1, 4)) == "w2v4"
