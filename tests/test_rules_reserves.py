"""Several reserve piles (Castile, Countess, Agnes Bernauer, Kingsdown
Eights: build_catalogue's EXTRA ``reserves``), the stock's rarer row deals
(``row_to``, solitaire/cards/rowdeal.py: onto each non-empty tableau pile,
Grounds for Divorce and Incompatibility; onto each reserve pile, Agnes
Bernauer and Kingsdown Eights) and Scorpion's leftover reserve, which is the
engine's row-dealing stock (Scorpion, Chinese), position by position."""

import os
import sys

from solitaire.cards import notation
from solitaire.cards import text
from solitaire.cards.board import ALL, STOCK, Board, encode
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import GAMES, find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, names, play, position, reason  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
from build_catalogue import EXTRA  # noqa: E402
import seed_rules as S  # noqa: E402

NEW = ("agnes_bernauer", "castile", "chinese", "countess", "grounds_for_divorce", "incompatibility", "kingsdown_eights", "scorpion")


def _round_trip(b):
    again = notation.parse_position(notation.text(b), GAMES)
    assert again.key() == b.key()


def _deal_and_undo(b):
    """Deals from the stock and takes it back: the position comes back."""
    before = b.key()
    m = b.stock_move()
    assert b.check(m) is None
    b.apply(m)
    assert len(set(all_cards(b))) == len(all_cards(b)) or b.rules.sets > 4
    _round_trip(b)
    b.undo()
    assert b.key() == before
    return m


# -- several reserves --------------------------------------------------------


def test_castile_deals_four_reserve_piles_of_seven_face_up():
    r = find("castile")
    assert r.extra[EXTRA.index("reserves")] == 4 and r.reserve == 28
    b = Board(r, 1)
    assert b.t0 - b.r0 == 4 and b.r0 == b.c0  # (no cells: the reserves follow the foundations)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [7] * 4
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))  # (reserve_up)
    assert b.size[STOCK] == 0 and len(set(all_cards(b))) == 52
    assert [notation.pile_name(b, p) for p in range(b.r0, b.t0)] == list("abcd")
    _round_trip(b)
    assert Board(r, 1).fits(r)


def test_a_reserve_piles_top_card_plays_and_nothing_goes_back():
    b = position(
        "castile deal=1",
        {"a": "5D 3C", "b": "KH AH", "c": "9C", "d": "", "1": "QD 4S", "2": "8S", "3": "", "4": "2H",
         "5": "", "6": "", "7": ""},
        "8",
        True,
    )
    assert reason(b, "bh") is None  # AH, b's top card, goes up
    assert reason(b, "a1") is None  # 3C onto 4S (down, any suit)
    assert reason(b, "a3") == "Only a King fills a space"  # 3C into a space: kings only
    assert reason(b, "ah") is not None  # 3C fits no foundation
    play(b, "bh")
    assert names(b, b.r0 + 1) == "KH" and b.top(b.r0 + 1) & FACE_UP
    assert reason(b, "b3") is None  # the King now on top goes into the space
    # nothing goes onto a reserve pile, not even the emptied one
    assert reason(b, "4h") is None
    assert reason(b, "1d") == "Cards can't go there"
    assert reason(b, "1a") == "Cards can't go there"
    assert reason(b, "ca") == "Cards can't go there"
    _round_trip(b)
    b.undo()
    assert names(b, b.r0 + 1) == "KH AH"


def test_countess_has_four_reserves_of_three_and_a_waste():
    r = find("countess")
    b = Board(r, 2)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [3] * 4
    assert b.size[b.f0] == 1 and b.size[STOCK] == 52 - 1 - 12 - 4
    assert (b.stock_move() >> 8) & 0xFF == 1  # (to the waste: 3, 2, then 1 a pass)
    _round_trip(b)


def test_the_auto_finish_waits_for_every_reserve_pile():
    from solitaire.cards import auto

    b = position(
        "castile deal=1",
        {"a": "", "b": "", "c": "", "d": "KD", "1": "", "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""},
        "8",
        True,
    )
    assert b.size[b.r0] == 0 and b.size[b.t0 - 1] == 1
    assert not auto.can_finish(b)


# -- the stock onto each reserve pile --------------------------------------


def test_agnes_bernauers_stock_deals_a_card_onto_each_reserve_pile():
    r = find("agnes_bernauer")
    b = Board(r, 1)
    assert b.t0 - b.r0 == 7 and [b.size[p] for p in range(b.r0, b.t0)] == [1] * 7
    assert b.size[STOCK] == 52 - 1 - 7 - 28 == 16
    m = _deal_and_undo(b)
    assert m == encode(STOCK, ALL, 7)
    top = b.top(STOCK) & 0x7F
    b.apply(m)
    assert [b.size[p] for p in range(b.r0, b.t0)] == [2] * 7 and b.size[b.t0] == 1  # (the tableau gets none)
    assert b.top(b.r0) == top | FACE_UP  # the stock's top card onto the first reserve pile
    b.apply(b.stock_move())
    assert b.stock_move() == encode(STOCK, ALL, 2)  # the last two: onto the first two piles
    assert reason(b, "s") is None
    assert b.check(encode(STOCK, ALL, 7)) == "Deals one card a pile"
    assert b.check(encode(STOCK, 1, 2)) == "The stock deals onto every pile"
    before = b.key()
    b.apply(b.stock_move())
    assert [b.size[p] for p in range(b.r0, b.t0)] == [4, 4, 3, 3, 3, 3, 3] and b.size[STOCK] == 0
    assert b.check(encode(STOCK, ALL, 0)) == "The stock is empty"
    b.undo()
    assert b.key() == before


def test_kingsdown_eights_deals_four_cards_onto_each_reserve_pile_in_turn():
    r = find("kingsdown_eights")
    b = Board(r, 1)
    assert b.t0 - b.r0 == 8 and [b.size[p] for p in range(b.r0, b.t0)] == [4] * 8
    assert b.size[STOCK] == 104 - 32 - 8 == 64
    assert [notation.pile_name(b, p) for p in range(b.r0, b.t0)] == list("abcdefgi")  # (past h)
    m = _deal_and_undo(b)
    assert m == encode(STOCK, ALL, 32)
    stock = b.cards(STOCK)
    b.apply(m)
    # the stock's top four onto a, the next four onto b, ...
    assert bytes(c & 0x7F for c in b.cards(b.r0)[4:]) == bytes(reversed(stock[-4:]))
    assert bytes(c & 0x7F for c in b.cards(b.r0 + 1)[4:]) == bytes(reversed(stock[-8:-4]))
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert [b.size[p] for p in range(b.r0, b.t0)] == [8] * 8
    assert b.check(encode(STOCK, ALL, 8)) == "Deals 4 a pile"
    assert reason(b, "1a") == "Cards can't go there"


# -- the stock onto each non-empty tableau pile ---------------------------


def test_grounds_for_divorce_deals_no_card_into_a_space():
    b = position(
        "grounds_for_divorce deal=1",
        {"1": "KS", "2": "", "3": "QH", "4": "", "5": "9C", "6": "", "7": "", "8": "", "9": "", "0": "2D"},
        "s",
    )
    assert b.stock_move() == encode(STOCK, ALL, 4)
    assert b.check(encode(STOCK, ALL, 10)) == "Deals one card a pile"
    before = b.key()
    top = b.top(STOCK)
    b.apply(b.stock_move())
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [2, 0, 2, 0, 2, 0, 0, 0, 0, 2]
    assert b.top(b.t0) == top | FACE_UP
    _round_trip(b)
    b.undo()
    assert b.key() == before


def test_a_short_stock_deals_to_the_first_non_empty_piles():
    b = position(
        "incompatibility deal=1",
        {"s": "#3C #4C", "1": "", "2": "KS", "3": "", "4": "QH", "5": "9C", "6": "", "7": "", "8": "", "9": ""},
        "0",
        True,
    )
    assert b.stock_move() == encode(STOCK, ALL, 2)
    before = b.key()
    b.apply(b.stock_move())
    assert names(b, b.t0 + 1) == "KS 4C" and names(b, b.t0 + 3) == "QH 3C"
    assert names(b, b.t0 + 4) == "9C" and b.size[b.t0] == 0
    b.undo()
    assert b.key() == before


def test_with_every_pile_empty_the_deal_goes_onto_every_pile():
    b = Board(find("incompatibility"), 1)
    for p in range(b.t0, b.npiles):
        b.size[p] = 0  # (their cards gone up, say)
    b.size[STOCK] = 3
    assert b.stock_move() == encode(STOCK, ALL, 3)
    before = b.key()
    b.apply(b.stock_move())
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1, 1, 1] + [0] * 7
    b.undo()
    assert b.key() == before


def test_grounds_for_divorce_deals_and_undoes_from_the_start():
    for gid in ("grounds_for_divorce", "incompatibility"):
        b = Board(find(gid), 3)
        assert _deal_and_undo(b) == encode(STOCK, ALL, 10)


# -- Scorpion's leftover reserve: the engine's row-dealing stock ---------------


def test_scorpions_three_leftover_cards_go_onto_the_first_three_piles():
    for gid, down in (("scorpion", (3, 3, 3, 3, 0, 0, 0)), ("chinese", (0, 0, 0, 3, 4, 5, 6))):
        r = find(gid)
        assert bytes(r.deal) == bytes((7,) * 7) and bytes(r.down) == bytes(down) and r.extra[EXTRA.index("row_to")] == 0
        b = Board(r, 1)
        assert b.size[STOCK] == 3
        m = _deal_and_undo(b)
        assert m == encode(STOCK, ALL, 3)
        assert b.check(encode(STOCK, ALL, 7)) == "Deals one card a pile"
        b.apply(m)
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [8, 8, 8, 7, 7, 7, 7]
        assert b.check(encode(STOCK, ALL, 1)) == "The stock is empty"


# -- the checker and the rules screen ----------------------------------------


def test_the_checker_derives_the_new_games():
    games = S.parse()
    for gid in NEW:
        fields, why = S.rules_fields(games[gid])
        assert fields is not None, (gid, why)
    # Dragon deals its whole deck, leaving its reserve nothing: still a seed
    # error, played by its repair (seed_rules.REPAIRS: the grid's seven rows)
    assert S.card_count_error(games["dragon"]).startswith("seed error")
    fields, why = S.rules_fields(games["dragon"])
    assert why == [] and fields["deal"] == (7,) * 7


def test_the_rules_screen_says_how_the_piles_deal():
    said = {gid: " ".join(text.sentences(find(gid))) for gid in NEW}
    assert "four piles of seven cards, all face up" in said["castile"]
    assert "seven piles of one card;" in said["agnes_bernauer"]
    assert "deals one card onto each reserve pile" in said["agnes_bernauer"]
    assert "four cards onto each reserve pile, all of them onto one pile before the next" in said["kingsdown_eights"]
    assert "each pile that is not empty" in said["grounds_for_divorce"]
    assert "its three cards go one each onto the first three piles" in said["scorpion"]
