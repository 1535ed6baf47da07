"""Issue 31's politaire games of cat41c's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Two tableaux with rules of their own (Rules.extra's places 62 and 63,
sides and side_rule: sides.py): the tableau's last piles are the seed's
right tableau, building, moving and filling a space by their own rules, the
first piles the left tableau, by the record's. Antares: FreeCell's four
left piles (down in alternate colours, supermoves counting the cells and
the left side's spaces, any card into a space) beside Scorpion's four right
piles (down in suit, any face-up card moving with the cards on it, a King
into a space), four cells. Demons and Thieves: Canfield's four left piles
of one (down in alternate colours, runs of alternate colours moving) beside
Forty Thieves' five right piles of eight (down in suit, runs in suit
moving), Canfield's reserve of 13 and random base, two decks, three passes.
A run crosses to the other side by its own side's rules onto a card by the
other side's. Penta: Busy Aces' two decks, suits playing no part, three
left piles of one down and three right piles up, a King on an Ace on either
side, one card at a time; four foundations from any 5 up and four from any
5 down round the corner, 13 cards each (fgroups.py), the first group's
cards coming back, the second's staying (sides' bit 7: sides.check)."""

import os
import random
import sys

from solitaire.cards import legal, sides, text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.piles import K_TAB, encode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import position  # noqa: E402
from test_politaire_more import _sizes  # noqa: E402
from test_politaire36c import quote  # noqa: E402


FAMILY = {"antares": "Antares", "demons_and_thieves": "Antares", "penta": "Busy Aces"}  # the seed's Similar Games group each heads or joins


def _move(b, src, dst, n=1):
    """Gets the move of ``n`` cards from tableau pile ``src`` onto ``dst`` (1-based, as the notation names them)."""
    return encode(b.t0 + src - 1, b.t0 + dst - 1, n)


# -- Antares: FreeCell's left, Scorpion's right ------------------------------------------


def test_antares_deals_four_left_piles_of_seven_and_four_right_piles_of_six_face_up():
    quote("Four left tableau piles of seven cards each, splayed downward. All cards are dealt face up.")
    quote("Four right tableau piles of six cards each, splayed downward. All cards are dealt face up.")
    quote("Four cells, all initially empty")
    r = find("antares")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [7, 7, 7, 7, 6, 6, 6, 6] and r.cells == 4
    assert all(c & 0x80 for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert r.extra[62] & 15 == 4 and b.size[STOCK] == 0


def test_antares_left_piles_build_down_in_alternate_colours_right_piles_in_suit():
    quote("A card may be added onto a left tableau pile if it is one lower than the old top card of the pile and of the opposite color.")
    quote("A card may be added onto a right tableau pile if it is one lower than the old top card of the pile and of the same suit.")
    b = position("antares deal=1", {"1": "TD", "2": "9S", "3": "9D", "5": "TH", "6": "9H", "7": "8C"}, "4", True)
    assert b.check(_move(b, 2, 1)) is None  # (a black 9 on a red 10, left)
    assert b.check(_move(b, 3, 1)) is not None  # (a red 9 on a red 10, left)
    assert b.check(_move(b, 6, 5)) is None  # (a 9 of hearts on the 10 of hearts, right)
    assert b.check(_move(b, 3, 5)) is not None  # (another red suit, right)
    assert b.check(_move(b, 2, 5)) is not None  # (alternate colours are not the right's rule)
    moves = b.legal_moves()
    assert _move(b, 2, 1) in moves and _move(b, 6, 5) in moves and _move(b, 2, 5) not in moves and _move(b, 3, 1) not in moves


def test_antares_spaces_take_any_card_on_the_left_only_a_king_on_the_right():
    quote("Empty spaces in the left tableau may be filled by any card.")
    quote("Empty spaces in the right tableau may be filled by kings only.")
    b = position("antares deal=1", {"1": "QH", "2": "KS", "5": "7C", "6": "8D 3S 2C"}, "3", True)
    # piles 4, 7 and 8 are empty: 4 on the left, 7 and 8 on the right
    assert b.check(_move(b, 1, 7)) is not None and b.check(_move(b, 2, 7)) is None
    assert b.check(_move(b, 5, 4)) is None  # (any card into a left space)
    assert b.check(_move(b, 6, 8, 3)) is not None  # (a group led by an 8: only a King there)
    assert b.check(_move(b, 6, 4, 3)) is None  # (a right pile's face-up card with the cards on it, into a left space)


def test_antares_right_piles_move_any_face_up_card_with_the_cards_on_it():
    quote("Furthermore, any face-up card anywhere in the right tableau may be moved to another right tableau column where it fits, taking all cards that were on top of it along.")
    b = position("antares deal=1", {"5": "KD 9H 2S 7C", "6": "TH", "1": "9C 2D 7S", "2": "TC"}, "3", True)
    assert b.check(_move(b, 5, 6, 3)) is None  # (9H with 2S 7C on it, onto the 10 of hearts)
    assert b.check(_move(b, 1, 2, 3)) is not None  # (not a run: the left moves runs alone)
    assert _move(b, 5, 6, 3) in b.legal_moves()


def test_antares_supermoves_count_cells_and_the_left_spaces_alone():
    quote("Technically, only one card may be moved at a time, but since supermoves are enabled politaire will allow you to move sequences when there are enough empty cells or left tableau columns so that it would be possible to achieve the same end by  a sequence of single card moves.")
    run = {"1": "QH JC TD 9S 8D", "2": "KC", "3": "2H", "4": "TH"}
    b = position("antares deal=1", dict(run, a="AS", b="AH", c="AD"), "5", True)
    # one free cell, no left space (piles 7 and 8, right, are empty: they take Kings alone)
    assert b.check(_move(b, 1, 2, 5)) == "Room to move 2 only"
    assert b.check(_move(b, 1, 4, 2)) is None  # (two cards: the 9 of spades and the 8 on the 10 of hearts)
    b = position("antares deal=1", run, "5", True)  # four free cells: room for five
    assert b.check(_move(b, 1, 2, 5)) is None and _move(b, 1, 2, 5) in b.legal_moves()


def test_antares_a_run_crosses_by_its_own_side_onto_a_card_by_the_other():
    quote("Sequences can be moved from side to side, so long as they are legal sequences to move from the originating side and the top card fits according to the rules of the destination side.")
    b = position("antares deal=1", {"1": "9D 8S", "2": "9C 8H", "5": "TD", "6": "7C 9H 2S", "3": "TS"}, "4", True)
    assert b.check(_move(b, 1, 5, 2)) is None  # (a left run of alternate colours, its 9 of diamonds on the right's 10 of diamonds)
    assert b.check(_move(b, 2, 5, 2)) is not None  # (the 9 of clubs fits no 10 of diamonds on the right)
    assert b.check(_move(b, 6, 3, 2)) is None  # (the right's 9 of hearts with the 2 on it, onto the left's 10 of spades)


# -- Demons and Thieves: Canfield's left, Forty Thieves' right ---------------------------


def test_demons_and_thieves_deals_a_reserve_a_base_and_two_tableaux():
    quote("There is one reserve, initially containing thirteen cards. The top card in the pile is dealt face up, all others are face down.")
    quote("Four left tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("Five right tableau piles of eight cards each, splayed downward. All cards are dealt face up.")
    quote("A random card will be dealt to a foundation pile. This is the base card.")
    r = find("demons_and_thieves")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1, 1, 1, 1, 8, 8, 8, 8, 8] and r.extra[62] & 15 == 5
    assert b.size[b.r0] == 13 and [c >> 7 for c in b.cards(b.r0)] == [0] * 12 + [1]
    assert sum(b.size[b.f0 : b.c0]) == 1 and b.top(b.f0) & 15 == b.base
    assert b.size[STOCK] == 104 - 13 - 4 - 40 - 1 and r.passes == 3


def test_demons_and_thieves_runs_move_in_alternate_colours_left_in_suit_right():
    quote("Groups of cards in sequence down may be moved from one left tableau column to another if the cards are alternately red and black.")
    quote("Groups of cards in sequence down may be moved from one right tableau column to another if all cards are of the same suit.")
    b = position("demons_and_thieves deal=1\nbase: A", {"h1": "AS", "1": "9H 8S 7D", "2": "TC", "3": "9S 8S", "5": "9C 8C 7C", "6": "TC", "7": "8H 7S", "8": "9H"}, "4", True)
    assert b.check(_move(b, 1, 2, 3)) is None  # (a run of alternate colours, left to left)
    assert b.check(_move(b, 3, 2, 2)) is not None  # (two spades are no left run)
    assert b.check(_move(b, 5, 6, 3)) is None  # (a run of clubs, right to right)
    assert b.check(_move(b, 7, 8, 2)) is not None  # (a run of alternate colours is no right run)
    assert b.check(_move(b, 5, 1, 1)) is not None and b.check(_move(b, 1, 6, 3)) is not None  # (a card by the other side's rule: 7C on 7D; 9H on TC, not clubs)
    assert b.check(_move(b, 5, 2, 3)) is not None  # (the 9 of clubs on the left's 10 of clubs: not alternate colours)


def test_demons_and_thieves_spaces_take_any_card_the_player_puts_there():
    quote("Empty spaces in the left tableau may be filled by any card.")
    quote("Empty spaces in the right tableau may be filled by any card.")
    quote("The top card of the reserve can be played to the left tableau, the right tableau or the foundation.")
    b = position("demons_and_thieves deal=1\nbase: A", {"h1": "AS", "r": "#5D #6D 7H", "1": "2S", "5": "8C 7C", "6": "QH"}, "4", True)
    b.apply(encode(b.t0, b.f0, 1))  # the 2 of spades up: pile 1 empty, nothing fills it by itself
    assert b.size[b.t0] == 0 and b.size[b.r0] == 3
    assert b.check(encode(b.r0, b.t0, 1)) is None and b.check(_move(b, 5, 1, 2)) is None  # (the reserve's card, or a right run, into a left space)
    assert b.check(encode(b.r0, b.t0 + 4, 1)) is not None  # (7H on 7C: no)


def test_demons_and_thieves_three_passes_through_the_stock():
    quote("Each time you click on the stock, one card will be dealt from the stock to the waste. Three passes through the stock are permitted.")
    b = Board(find("demons_and_thieves"), 1)
    for turn in range(3):
        while b.size[STOCK]:
            b.apply(b.stock_move())
        if turn < 2:
            assert b.can_recycle()
            b.apply(encode(WASTE, STOCK, b.size[WASTE]))
    assert not b.can_recycle()


# -- Penta: a tableau down and a tableau up, foundations up and down from any 5 ------------


def test_penta_deals_three_left_piles_and_three_right_piles_of_one_and_nothing_up():
    quote("Three left tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("Three right tableau piles of one card each, splayed downward. All cards are dealt face up.")
    quote("The remaining cards form the stock and there is one waste pile.")
    r = find("penta")
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == [1] * 6 and r.extra[62] & 15 == 3
    assert sum(b.size[b.f0 : b.c0]) == 0 and b.size[STOCK] == 104 - 6 and r.passes == 1


def test_penta_left_piles_build_down_right_piles_up_a_king_on_an_ace_on_both():
    quote("A card may be added onto a left tableau pile if it is one lower than the old top card of the pile and of any suit.")
    quote("You may also play kings on aces in the left tableau.")
    quote("A card may be added onto a right tableau pile if it is one higher than the old top card of the pile and of any suit.")
    quote("You may also play kings on aces in the right tableau.")
    b = position("penta deal=1", {"1": "5S", "2": "4H", "3": "AC", "4": "8D", "5": "9C", "6": "AD", "w": "KH"}, "s")
    assert b.check(_move(b, 2, 1)) is None and b.check(_move(b, 1, 2)) is not None  # (down on the left, whatever the suit)
    assert b.check(_move(b, 5, 4)) is None and b.check(_move(b, 4, 5)) is not None  # (up on the right: the 9 onto the 8; an 8 onto a 9 is down)
    assert b.check(encode(WASTE, b.t0 + 2, 1)) is None and b.check(encode(WASTE, b.t0 + 5, 1)) is None  # (the King on an Ace, either side)
    assert b.check(_move(b, 2, 4)) is not None  # (the left's 4 onto the right's 8: no)
    assert b.check(_move(b, 3, 6)) is not None and b.check(_move(b, 6, 3)) is not None  # (an Ace on an Ace: no)


def test_penta_moves_one_card_at_a_time_and_fills_a_space_with_any_card():
    quote("Technically, only one card may be moved at a time, but if you enable supermoves politaire will allow you to move sequences when there are enough empty left tableau columns so that it would be possible to achieve the same end by  a sequence of single card moves.")
    quote("Empty spaces in the right tableau may be filled by any card.")
    b = position("penta deal=1", {"1": "6S 5H", "2": "7D", "5": "QC"}, "s")
    assert b.check(_move(b, 1, 2, 2)) == "One card at a time"
    assert b.check(_move(b, 5, 6)) is None and b.check(_move(b, 1, 4)) is None  # (piles 3, 4 and 6 are empty)


def test_penta_foundations_from_any_five_up_and_down_the_first_group_s_cards_come_back():
    quote("Any five may be moved to any empty pile in the left foundation.")
    quote("A card may be added onto a left foundation pile if it is one higher than the old top card of the pile and of any suit.")
    quote("Cards may be moved back off of the left foundation.")
    quote("A card may be added onto a right foundation pile if it is one lower than the old top card of the pile and of any suit.")
    quote("Once on the right foundation, cards may not be moved back off.")
    b = position("penta deal=1", {"h1": "5S 6H 7C 8D 9S TH JC QD KS", "h5": "5C 4D", "1": "AH", "2": "3S", "3": "6C", "4": "5D", "5": "4S"}, "s")
    assert b.check(encode(b.t0, b.f0, 1)) is None  # (an Ace on the first group's King: round the corner)
    assert b.check(encode(b.t0 + 1, b.f0 + 4, 1)) is None and b.check(encode(b.t0 + 2, b.f0 + 4, 1)) is not None  # (down from the 5 in the second)
    assert b.check(encode(b.t0 + 3, b.f0 + 1, 1)) is None and b.check(encode(b.t0 + 4, b.f0 + 1, 1)) is not None  # (an empty pile takes a 5 alone)
    assert b.check(encode(b.f0, b.t0 + 4, 1)) is not None  # (the King on the right's 4: no; up there it may come back where it fits)
    assert b.check(encode(b.f0 + 4, b.t0 + 2, 1)) == "Foundation cards stay"  # (the second group's 4 onto the left's... stays)
    b = position("penta deal=1", {"h1": "5S 6H", "h5": "5C 4D", "1": "7C", "4": "3H", "5": "5H"}, "s")
    assert b.check(encode(b.f0, b.t0, 1)) is None  # (the first group's 6 back onto the left's 7)
    assert b.check(encode(b.f0 + 4, b.t0 + 4, 1)) == "Foundation cards stay"  # (the 4 would fit the right's 3, but stays)
    assert encode(b.f0, b.t0, 1) in b.legal_moves() and all(m & 0xFF != b.f0 + 4 for m in b.legal_moves())


# -- the move list: sides.legal_moves' own checks are check's --------------------------


def _listed_by_check(b):
    """Gets the moves the permissive list holds that ``check`` lets through."""
    r = b.rules
    v = sides._made(r)
    sides._put(r, v[4])
    try:
        listed = legal.legal_moves(b)
    finally:
        sides._put(r, v[5])
    return [m for m in listed if b.check(m) is None]


def test_the_move_list_is_check_s_own_and_misses_no_move_between_the_piles():
    """sides.legal_moves checks a move between tableau piles inline; in
    random play of both games each listed move is one ``check`` allows, each
    move it allows between tableau piles is listed, and the record's fields
    are as they were after every call."""
    rnd = random.Random(41)
    for gid in FAMILY:
        for deal in (1, 2, 3):
            b = Board(find(gid), deal)
            own = (b.rules.tab_dir, b.rules.tab_suit, b.rules.move, b.rules.move_suit, b.rules.fill)
            for _ in range(60):
                moves = b.legal_moves()
                assert moves == _listed_by_check(b)
                assert (b.rules.tab_dir, b.rules.tab_suit, b.rules.move, b.rules.move_suit, b.rules.fill) == own
                tab = [p for p in range(b.npiles) if b.kind[p] == K_TAB]
                for s in tab:
                    for d in tab:
                        for n in range(1, b.size[s] + 1):
                            m = encode(s, d, n)
                            if s != d and b.check(m, -1, False) is None:
                                assert m in moves, (gid, deal, hex(m))
                if not moves:
                    break
                b.apply(rnd.choice(moves))


def test_the_rules_screen_says_each_side_s_rules():
    lines = " ".join(text.sentences(find("antares")))
    assert "Left tableau: four piles of 7 cards" in lines and "Right tableau, after it: four piles of 6 cards" in lines
    assert "On the left build down in alternate colours." in lines and "On the right build down in suit." in lines
    assert "A space takes only a King." in lines and "its own side alone" in lines
    lines = " ".join(text.sentences(find("demons_and_thieves")))
    assert "Right tableau, after it: five piles of 8 cards" in lines and "its own side alone" not in lines
