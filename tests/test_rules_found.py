"""Foundations of more than a suit's 13 cards (``found_cap``, Rules.extra
place 12) and the Golf family (the stock dealt onto the one foundation,
``stock`` 4; the goal of every tableau card up, ``goal`` 4; a foundation
built up and down with no base): positions for each rule, with the moves
it must refuse."""

import os
import sys

from solitaire.cards import notation, text
from solitaire.cards.board import STOCK, WASTE, Board, encode
from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import parse_card
from solitaire.cards.games import find

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402
from build_catalogue import EXTRA  # noqa: E402

NEW = ("all_in_a_row", "ants", "assembly", "black_hole", "bureau", "golf", "golf_rush", "kingdom", "lincoln_greens", "manx",
       "panther_creek", "putt_putt", "red_and_black")


def board(gid, piles, stock=""):
    """Gets a deal of ``gid`` with its piles emptied, then ``piles``
    ({pile: "cards", bottom first}, face up) and the stock laid on it (the
    deck's other cards are left out: the rules of play don't count them)."""
    b = Board(find(gid), 1)
    for p in range(len(b.size)):
        b.size[p] = 0
    for p, cards in piles.items():
        for tok in cards.split():
            b.push(p, parse_card(tok) | FACE_UP)
    for tok in stock.split():
        b.push(STOCK, parse_card(tok) & 0x7F)
    return b


def test_the_records_are_the_seeds():
    seeds = S.parse()
    for gid in NEW:
        fields, why = S.rules_fields(seeds[gid])
        assert why == [], gid
        assert S.check(seeds[gid], find(gid)) == [], gid
    assert EXTRA[12] == "found_cap" and EXTRA[13] == "dealt_suit"
    assert find("golf").extra[12] == 52 and find("panther_creek").extra[12] == 208
    assert find("bureau").extra[12] == 26 and find("red_and_black").extra[12] == 26


def test_golf_stock_deals_onto_the_foundation():
    b = Board(find("golf"), 1)
    f = b.f0
    assert b.size[f] == 0 and b.size[STOCK] == 52 - 35
    m = b.stock_move()
    assert m == encode(STOCK, f, 1)
    top = b.piles[STOCK][b.size[STOCK] - 1]
    notation.play(b, m)
    assert b.size[f] == 1 and b.top(f) == top | FACE_UP and b.size[WASTE] == 0
    assert b.check(encode(STOCK, WASTE, 1)) is not None  # (no waste: the stock deals to the foundation only)
    notation.play(b, b.stock_move())  # any rank: the stock's card goes on whatever is there
    assert b.size[f] == 2
    b.undo()
    b.undo()
    assert b.size[f] == 0 and b.size[STOCK] == 17 and b.piles[STOCK][16] == top


def test_golf_builds_up_or_down_without_wrapping():
    # (golf: stock, waste, one foundation, then the tableau from pile 3)
    b = board("golf", {2: "8C", 3: "9H", 4: "7D", 5: "TS", 6: "KH", 7: "AS", 8: "QD", 9: "2C"})
    assert b.t0 == 3 and b.npiles == 10
    f = 2
    assert b.check(encode(3, f, 1)) is None  # a 9 on an 8
    assert b.check(encode(4, f, 1)) is None  # a 7 on an 8
    assert b.check(encode(5, f, 1)) is not None  # a 10 on an 8: no
    assert b.check(encode(3, 4, 1)) is not None  # no building on the tableau
    notation.play(b, encode(4, f, 1))  # the 7: now the 9 no longer fits
    assert b.check(encode(3, f, 1)) is not None
    b = board("golf", {2: "KC", 6: "KH", 7: "AS", 8: "QD"})
    assert b.check(encode(7, f, 1)) is not None  # never an Ace on a King
    assert b.check(encode(8, f, 1)) is None
    b = board("golf", {2: "AC", 6: "KH", 7: "2S"})
    assert b.check(encode(6, f, 1)) is not None  # never a King on an Ace
    assert b.check(encode(7, f, 1)) is None
    assert b.check(encode(f, 7, 1)) is not None  # cards up there stay


def test_golf_an_empty_foundation_takes_any_card():
    b = board("golf", {3: "7D", 4: "KS"}, "5C")
    assert b.check(encode(3, 2, 1)) is None
    assert b.check(encode(4, 2, 1)) is None
    notation.play(b, encode(4, 2, 1))
    assert b.check(encode(3, 2, 1)) is not None  # then it builds from that card
    b.undo()
    assert b.base == 0 and b.check(encode(3, 2, 1)) is None


def test_golf_is_won_with_cards_left_in_the_stock():
    b = board("golf", {2: "8C", 3: "9H"}, "5C 6C")
    assert not b.won()
    assert not b.stuck()  # the stock still deals
    notation.play(b, encode(3, 2, 1))
    assert b.won()
    b = board("golf", {2: "8C", 3: "3H"})
    assert b.stuck()  # no stock left, nothing fits


def test_putt_putt_and_lincoln_greens_wrap():
    for gid in ("putt_putt", "lincoln_greens"):
        b = board(gid, {2: "KC", 3: "AS", 4: "QD", 5: "JH"})
        assert b.check(encode(3, 2, 1)) is None, gid  # an Ace on a King
        assert b.check(encode(4, 2, 1)) is None, gid
        assert b.check(encode(5, 2, 1)) is not None, gid
        notation.play(b, encode(3, 2, 1))
        b2 = board(gid, {2: "AC", 3: "KS"})
        assert b2.check(encode(3, 2, 1)) is None, gid  # and a King on an Ace
    b = board("panther_creek", {2: "KC", 3: "AS"})
    assert b.check(encode(3, 2, 1)) is not None


def test_ants_deals_a_row_and_takes_any_first_card():
    b = Board(find("ants"), 1)
    assert b.size[2] == 0 and b.rules.tab == 4
    m = b.stock_move()
    assert m >> 8 & 0xFF != 2  # onto the tableau piles, not the foundation
    card = b.top(b.t0 + 2)
    assert b.check(encode(b.t0 + 2, 2, 1)) is None
    notation.play(b, encode(b.t0 + 2, 2, 1))
    assert b.top(2) == card


def test_assembly_foundation_takes_four_rounds():
    f = 2
    b = board("assembly", {3: "AC", 4: "2C", 5: "KH"})
    assert b.check(encode(4, f, 1)) is not None  # an Ace starts it
    notation.play(b, encode(3, f, 1))
    assert b.check(encode(4, f, 1)) is None  # up, any suit
    b = board("assembly", {2: "AC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS KC", 3: "AH", 4: "2S"})
    assert b.check(encode(4, f, 1)) is not None
    assert b.check(encode(3, f, 1)) is None  # the next round's Ace on the King
    notation.play(b, encode(3, f, 1))
    assert b.check(encode(4, f, 1)) is None
    full = " ".join(" ".join("A23456789TJQK"[i] + "CDHS"[s] for i in range(13)) for s in range(4))
    b = board("assembly", {2: full, 3: "AH"})
    assert b.size[f] == 52 and b.won()


def test_two_deck_foundations_of_26():
    f = 2
    for gid in ("bureau", "red_and_black"):
        rounds = " ".join("A23456789TJQK"[i] + ("CD" if i % 2 == 0 else "DC")[0] for i in range(13))
        b = board(gid, {f: rounds, 7: "AH", 8: "AS"})
        assert b.check(encode(7, f, 1)) is None, gid  # (a red Ace on the black King: the next round)
        assert b.check(encode(8, f, 1)) is not None, gid  # alternate colours still
        notation.play(b, encode(7, f, 1))
        assert b.size[f] == 14
        b = board(gid, {f: rounds + " " + rounds.replace("C", "x").replace("D", "C").replace("x", "D"), 7: "AH", 8: "AS"})
        assert b.size[f] == 26
        assert b.check(encode(7, f, 1)) == "That foundation is full", gid
        assert b.check(encode(8, f, 1)) is not None, gid


def test_kingdom_two_foundations_of_52():
    b = Board(find("kingdom"), 1)
    assert b.rules.found == 2 and b.rules.extra[12] == 52
    assert len(b.piles[2]) == 52 and len(b.piles[3]) == 52  # (room for the four rounds)


def test_manx_sequences_go_up_four_times():
    seq = "KC QD JH TS 9C 8D 7H 6S 5C 4D 3H 2S AC"  # any suits
    b = board("manx", {2: seq.replace("C", "H"), 4: seq, 5: seq[:-3]})
    t = b.t0
    assert b.check(encode(t, 2, 13)) is None  # (a second sequence onto the foundation)
    assert b.check(encode(t + 1, 2, 12)) is not None  # only a whole one
    notation.play(b, encode(t, 2, 13))
    assert b.size[2] == 26
    b = board("manx", {2: " ".join([seq] * 4), 4: seq})
    assert b.check(encode(b.t0, 2, 13)) is not None  # four at most


def test_stock_moves_are_written_s():
    b = Board(find("golf"), 1)
    notation.parse_moves(b, "s s")
    assert b.size[2] == 2
    assert notation.move_text(b, b.stock_move()) == "s"


def test_rules_screen_says_so():
    golf = " ".join(text.sentences(find("golf")))
    assert "cards left in the stock don't count" in golf
    assert "empty, it takes any card" in golf and "never Ace on King or King on Ace" in golf
    assert "deals one card onto the foundation" in golf
    assert "King and Ace next to each other" in " ".join(text.sentences(find("putt_putt")))
    assembly = " ".join(text.sentences(find("assembly")))
    assert "Ace on King" in assembly and "It takes 52 cards: four rounds of 13." in assembly
    assert "Each takes 26 cards: two rounds of 13." in " ".join(text.sentences(find("bureau")))
    assert "in any suits" in " ".join(text.sentences(find("manx")))


def test_golf_position_text_reads_back():
    from solitaire.cards.games import GAMES

    b = Board(find("golf"), 1)
    notation.parse_moves(b, "s s s")  # (the stock's cards on the foundation follow no rule)
    assert notation.parse_position(notation.text(b), GAMES).key() == b.key()


def test_black_hole_deals_the_ace_of_spades_up():
    for deal in (1, 2, 3):
        b = Board(find("black_hole"), deal)
        assert b.size[2] == 1 and b.top(2) == parse_card("AS") | FACE_UP
        assert sum(b.size[b.t0 : b.npiles]) == 51 and b.rules.tab == 17
    b = board("black_hole", {2: "AS", 3: "KD", 4: "2C", 5: "3H", 6: "AD"})
    assert b.check(encode(3, 2, 1)) is None  # a King on the Ace: they wrap
    assert b.check(encode(4, 2, 1)) is None
    assert b.check(encode(5, 2, 1)) is not None
    assert b.check(encode(6, 2, 1)) is not None  # no Ace on an Ace
    assert b.check(encode(4, 3, 1)) is not None  # no building on the tableau
    assert b.stock_move() is not None and b.check(b.stock_move()) is not None  # no stock
    assert "the Ace of spades dealt there" in " ".join(text.sentences(find("black_hole")))


def test_all_in_a_row_starts_with_any_card():
    b = Board(find("all_in_a_row"), 1)
    assert b.size[2] == 0 and b.size[STOCK] == 0
    moves = [m for m in b.legal_moves() if m >> 8 & 0xFF == 2]
    assert len(moves) == 13  # every pile's top card may start it


def test_golf_won_through_the_keys():
    """The device screen: A on the stock deals onto the foundation, and a
    solver's win plays out key by key to the win screen."""
    from sim.autoplay import play_moves
    from solitaire.console import screens as SC
    from test_card_play import new_app

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from host_tools import solve

    moves, _, why = solve.solve(find("golf"), 1, None, 15000)
    assert why == "won"
    app = new_app("golf", 1)
    assert any(m & 0xFF == STOCK for m in moves)  # (the stock's deals among them)
    play_moves(app, moves)
    assert app.state == SC.WIN and app.board.won() and app.board.size[STOCK] >= 0


def test_a_fixed_base_goes_round_the_corner_and_the_rules_screen_says_so():
    """From a base other than the Ace (the King going down) a foundation's
    13 cards run round the corner to the rank below the base (order.ring_cut):
    Deuces' 2s take the Ace after the King, Eights Down's 8s the King after
    the Ace, and the rules screen names that step (it said only "build up in
    suit", and a player looked for the Ace's place)."""
    b = board("deuces", {})
    f = b.f0
    for tok in "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH".split():
        b.push(f, parse_card(tok) | FACE_UP)
    b.push(b.t0, parse_card("AH") | FACE_UP)
    assert b.check(encode(b.t0, f, 1)) is None
    b.push(f + 1, parse_card("2S") | FACE_UP)
    b.push(b.t0 + 1, parse_card("AS") | FACE_UP)
    assert b.check(encode(b.t0 + 1, f + 1, 1)) is not None  # (the Ace is the last, not the next)
    assert "build up in suit, Ace on King." in " ".join(text.sentences(find("deuces")))
    assert "start with an 8 (dealt to each); build down in suit, King on Ace." in " ".join(text.sentences(find("eights_down")))
    assert "build up in suit. Cards" in " ".join(text.sentences(find("klondike")))  # (from the Ace: no corner)
