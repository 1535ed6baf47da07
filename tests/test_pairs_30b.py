"""politaire's pairing games whose piles are dealt otherwise than round
them all (``solitaire/pairs/piledeal.py``: Links, Juvenile, Gay Gordons,
Fifteen Rush) or refilled as a set leaves them (``refill.py``: Criss Cross,
Fifteen Rush), and their matches (``match.py``'s ``MARRY`` and ``ACES``): a test per rule of each
section, a legal and an illegal move from a position, the sentence quoted
and checked against the seed file when it is on the machine; the seed
checker (``host_tools/seed_pairs.py`` with ``seed_pairs_piles.py``'s
templates) agreeing with every sentence and failing an altered record.
(test_pairs.py's tests of every game of the family, undo, a scripted win by
keys, a power cut, the position text, run these games as well.)"""

import pytest

from test_pairs import board, lay, why
from test_pairs_wiki import said
from sim.pairs_play import solve, started
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs import match as M
from solitaire.pairs import piledeal


def cards_of(b):
    return [c for p in range(E.P_STOCK, len(b.size)) if p != E.P_OUT for c in b.piles[p][0 : b.size[p]]]


def test_the_modules_name_the_engines_places():
    """piledeal.py and match.py cannot import the engine (it imports them):
    the places, match and first pile they name are the engine's."""
    from solitaire.pairs import refill as R

    assert (piledeal._MATCH, piledeal._LAID, piledeal._DEALT, piledeal._MARRY, piledeal._L0) == (E.MATCH, E.LAID, E.DEALT, E.MARRY, E.L0)
    assert (M._MARRY, M._ACES) == (E.MARRY, E.ACES) and not {E.MARRY, E.ACES} & {E.SUM, E.EQUAL, E.SUIT_OR_RANK, E.SEQUENCE, E.NEAR}
    assert (R._DEALT, R._P_STOCK, R._P_WASTE, R._L0, R._REMOVE) == (E.DEALT, E.P_STOCK, E.P_WASTE, E.L0, E.REMOVE)


# -- Links -------------------------------------------------------------------------------


def test_links_deals_the_seeds_grid_and_the_rest_to_the_stock():
    said("politaire", "Seven tableau piles of cards, arranged as below")
    b = board("links")
    assert list(b.size[E.L0 :]) == [4, 5, 5, 5, 5, 5, 4] and b.size[E.P_STOCK] == 19
    assert sorted(cards_of(b)) == sorted(b.order)  # every card once


def test_links_pairs_add_to_thirteen_and_kings_go_alone():
    said("politaire", "Remove pairs of cards that add to thirteen. Kings can be removed singly.")
    b = board("links")
    lay(b, {"1": "2C 5D", "2": "8S", "3": "KH", "4": "9C", "w": "QS"})
    assert why(b, "1+2") is None and why(b, "3") is None
    assert why(b, "1+4") == "Adds to 14, not 13" and why(b, "2") == "Not alone"


def test_links_waste_top_plays_and_the_stock_goes_through_once():
    said("politaire", "Only one pass through the stock is permitted.")
    said("politaire", "The top card of the waste is available for play.")
    b = board("links")
    lay(b, {"1": "2C 5D", "w": "3S 8H"})
    assert why(b, "w+1") is None  # the waste's top card with a pile's
    lay(b, {"1": "2C 3D"})
    assert why(b, "w+1") == "Adds to 11, not 13"  # (not the card under the waste's top)
    assert not b.free(E.P_STOCK)
    b.apply(E.DEAL << 16)
    assert b.size[E.P_WASTE] == 3 and b.size[E.P_STOCK] == 18
    lay(b, {"s": ""})
    assert b.check(E.DEAL << 16) == "The stock is empty" and why(b, "s") == "No passes left"


def test_links_search_drops_a_deal_whose_stock_outnumbers_its_partners():
    """The stock's and the waste's cards go only with the layout's (one
    waste, the stock's card never free), so Links' deal 2, three Aces and
    three Queens in its stock and one Queen and one Ace in its layout, has
    no win: the prover says so after one position, not a budget's search.
    Deal 1, whose counts leave a chance, is searched and won."""
    from host_tools import prove_pairs as PRP
    from sim import pairs_play as PP

    rules = MENU_GAMES[MENU_GAMES.index("links")]
    assert PP._waste_alone(board("links").x) == (E.P_STOCK, E.P_WASTE)  # (its stock's cards go only to the waste)
    assert PP._waste_alone(board("crisscross").x) == (E.P_WASTE,)  # (its stock's top card pairs, and fills spaces)
    assert PP._waste_alone(board("pyramid").x) is None  # (three passes: the waste goes back into the stock)
    assert PP._waste_alone(board("fifteenrush").x) is None  # (its waste fills spaces)
    alone = (E.P_STOCK, E.P_WASTE)
    assert PP._hopeless(started(rules, 2), alone) and not PP._hopeless(started(rules, 1), alone)
    moves, seen, reason = PRP.whole_win(rules, 2)
    assert (moves, seen, reason) == (None, 1, "exhausted (no win exists)")
    assert PRP.whole_win(rules, 1)[2] == "won"


# -- Juvenile ----------------------------------------------------------------------------


def test_juvenile_deals_tableau_a_of_eight_then_sixteen_piles_of_six():
    said("politaire", "One tableau A pile of eight cards, splayed downward.")
    said("politaire", "Sixteen tableau B piles of six cards each, splayed downward.")
    b = board("juvenile")
    assert list(b.size[E.L0 :]) == [8] + [6] * 16 and not b.size[E.P_STOCK] and b.ncards == 104
    assert sorted(cards_of(b)) == sorted(b.order)


def test_juvenile_pairs_add_to_fourteen_from_either_tableau():
    said("politaire", "Remove pairs of cards that add to fourteen. Thus, the list of legal pairs that can be removed is:")
    b = board("juvenile")
    lay(b, {"1": "2C 7D", "2": "7S", "3": "KH", "4": "AC", "5": "QS"})
    assert why(b, "1+2") is None and why(b, "3+4") is None
    assert why(b, "1+5") == "Adds to 19, not 14" and why(b, "3") == "Not alone"


# -- Gay Gordons -------------------------------------------------------------------------


def test_gay_gordons_deals_ten_piles_of_five_and_a_reserve_of_two():
    said("politaire", "There is one reserve, initially containing two cards.")
    said("politaire", "Ten tableau piles of five cards each, splayed downward.")
    b = board("gaygordons")
    assert list(b.size[E.L0 :]) == [5] * 10 and b.size[E.P_STOCK] == 2
    assert sorted(cards_of(b)) == sorted(b.order)


def test_gay_gordons_pairs_add_to_eleven_jacks_together_kings_with_queens():
    said("politaire", "Kings are paired with queens, and Jacks are removed together Thus, the list of legal sets that can be removed is:")
    b = board("gaygordons")
    lay(b, {"1": "5C", "2": "6D", "3": "JH", "4": "JS", "5": "QD", "6": "KC", "7": "QH", "8": "KS", "9": "AC"})
    assert why(b, "1+2") is None and why(b, "3+4") is None and why(b, "5+6") is None
    assert why(b, "5+7") == "Not a pair" and why(b, "6+8") == "Not a pair" and why(b, "3+5") == "Not a pair"
    assert why(b, "9+3") == "Not a pair"  # (a Jack is no 10: Ace-Jack would add to 12 anyway)
    assert why(b, "8") == "Not alone"


def test_gay_gordons_reserve_top_card_plays_and_takes_nothing():
    said("politaire", "It is not possible to move any cards into the reserve. The top card of the reserve can be played.")
    b = board("gaygordons")
    lay(b, {"s": "9D 4H", "1": "7C", "2": "TS"})
    assert why(b, "t+1") is None  # the reserve's top card (the notation's t) with a pile's
    assert why(b, "t+2") == "Not a pair"
    assert why(b, "s") == "No stock"  # nothing deals, nothing goes into it
    b.apply(E.REMOVE << 16 | E.P_STOCK << 8 | E.L0)
    assert b.top(E.P_STOCK) & 15 == 9 and b.free(E.P_STOCK)


def test_gay_gordons_reserve_is_picked_by_a_on_the_screen():
    """A on the reserve picks its card (A on a stock deals: the reserve
    never does)."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.console import buttons as K

    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index("gaygordons"), 1)
    b = app.board
    lay(b, {"s": "9D 4H", "1": "7C", "2": "7S"})
    app.play.cur = E.P_STOCK
    app.key(K.A)  # two cards it goes with: picked, the first marked
    assert app.play.holding and app.play.cands[app.play.target] == E.REMOVE << 16 | E.P_STOCK << 8 | E.L0
    app.key(K.A)
    assert b.size[E.P_STOCK] == 1 and b.size[E.L0] == 0 and b.size[E.P_OUT] == 2


@pytest.mark.parametrize("deal", range(1, 41))
def test_gay_gordons_no_pile_is_dealt_more_than_two_jacks(deal):
    said("politaire", "If, during the deal, any tableau pile is dealt more than two jacks, then the middle jacks will be swapped with cards from the end of the deck.")
    b = board("gaygordons", deal)
    assert all(sum(1 for c in b.piles[p][0 : b.size[p]] if c & 15 == 11) <= 2 for p in range(E.L0, len(b.size)))
    assert sorted(cards_of(b)) == sorted(b.order)


def test_gay_gordons_middle_jacks_go_to_the_deck_end():
    """A pile dealt four Jacks keeps its bottom and top ones; the two
    between change places with the deck's last two cards."""
    b = board("gaygordons")
    deck = bytearray(range(20, 72))  # (not Jacks: 20 .. 71 & 15 never 11 where set below)
    deck = bytearray(c if c & 15 != 11 else c + 1 for c in deck)
    for i in (0, 10, 20, 30):  # pile 1's first four cards (dealt round ten piles)
        deck[i] = 0x8B | (i // 10) << 4
    end = bytes(deck[50:])
    piledeal.lay(b, deck)
    pile = bytes(b.piles[E.L0][0:5])
    assert [c & 15 for c in pile[0:4]] == [11, end[1] & 15, end[0] & 15, 11]  # (the deck's last card to the first middle Jack)
    assert [c & 15 for c in deck[50:]] == [11, 11]


# -- Criss Cross -------------------------------------------------------------------------


def test_criss_cross_deals_four_cards_and_pairs_two_of_a_rank():
    said("politaire", "Remove pairs of cards of equal rank.")
    b = board("crisscross")
    assert list(b.size[E.L0 :]) == [1] * 4 and b.size[E.P_STOCK] == 48
    lay(b, {"1": "5D", "2": "5S", "3": "6H", "4": "KC"})
    assert why(b, "1+2") is None and why(b, "1+3") == "Not a pair"


def test_criss_cross_fills_a_space_from_the_stock_at_once_and_not_from_the_waste():
    said("politaire", "Empty spaces in the tableau are automatically filled with a card from the stock. If the stock is empty, then empty spaces in the tableau may")
    b = board("crisscross")
    lay(b, {"1": "5D", "2": "5S", "3": "6H", "4": "KC", "s": "9C 2D 7S", "w": "QH"})
    stock = bytes(b.piles[E.P_STOCK][0:3])
    b.apply(E.REMOVE << 16 | (E.L0 + 1) << 8 | E.L0)  # (2+1: the stock's last card fills 2, the one under it 1)
    assert [b.top(E.L0 + i) & 15 for i in (0, 1)] == [2, 7] and b.size[E.P_STOCK] == 1
    b.undo()
    assert [b.top(p) & 15 for p in (E.L0, E.L0 + 1)] == [5, 5] and bytes(b.piles[E.P_STOCK][0:3]) == stock
    lay(b, {"s": ""})
    b.apply(E.REMOVE << 16 | E.L0 << 8 | (E.L0 + 1))
    assert not b.size[E.L0] and not b.size[E.L0 + 1] and b.size[E.P_WASTE] == 1  # the spaces stay: the waste never fills them
    assert b.own(True) is None


def test_criss_cross_stock_top_pairs_and_goes_through_once():
    said("politaire", "The top card of the stock is face up and is available for pairing with cards on the waste or elsewhere so long as you select the other card first.")
    said("politaire", "Only one pass through the stock is permitted.")
    b = board("crisscross")
    lay(b, {"1": "5D", "s": "9C 5H", "w": "9S"})
    assert b.free(E.P_STOCK) and why(b, "1+t") is None and why(b, "w+t") == "Not a pair"
    lay(b, {"s": "9C 9H"})
    assert why(b, "w+t") is None  # the stock's top with the waste's
    lay(b, {"s": ""})
    assert why(b, "s") == "No passes left"


# -- Fifteen Rush ------------------------------------------------------------------------


def test_fifteen_rush_deals_klondikes_piles_the_top_card_up():
    said("politaire", "tableau piles with one card in the first pile, two cards in the second, three in the third, and so on.")
    said("politaire", "The top card in each pile is dealt face up, all others are face down.")
    b = board("fifteenrush")
    assert list(b.size[E.L0 :]) == list(range(1, 8)) and b.size[E.P_STOCK] == 24 and b.x[E.DARK]
    assert sorted(cards_of(b)) == sorted(b.order)


def test_fifteen_rush_pairs_add_to_fifteen_or_two_aces():
    said("politaire", "Remove pairs of cards that add to fifteen, or remove pairs of aces")
    b = board("fifteenrush")
    lay(b, {"1": "7D", "2": "8S", "3": "AH", "4": "AC", "5": "KD", "6": "2S", "7": "AD"})
    assert why(b, "1+2") is None and why(b, "3+4") is None and why(b, "5+6") is None
    assert why(b, "7+1") == "Not a pair" and why(b, "5") == "Not alone"


def test_fifteen_rush_fills_a_space_from_the_stock_then_the_waste():
    said("politaire", "If the stock is empty, then it is filled with a card from the waste. If the waste is empty, then empty spaces in the tableau may")
    said("politaire", "Each time you click on the stock, three cards will be dealt from the stock to the waste. Unlimited passes through the stock are permitted.")
    b = board("fifteenrush")
    lay(b, {"1": "7D", "2": "3C 8S", "s": "4H", "w": "JC 6D"})
    b.apply(E.REMOVE << 16 | E.L0 << 8 | (E.L0 + 1))
    assert b.top(E.L0) & 15 == 4 and b.top(E.L0 + 1) & 15 == 3 and not b.size[E.P_STOCK]
    lay(b, {"3": "9S"})
    b.apply(E.REMOVE << 16 | (E.L0 + 2) << 8 | E.P_WASTE)  # 9 and the waste's 6: the space from the waste's next card
    assert b.top(E.L0 + 2) & 15 == 11 and not b.size[E.P_WASTE]
    b.undo()
    assert b.top(E.L0 + 2) & 15 == 9 and [c & 15 for c in b.piles[E.P_WASTE][0:2]] == [11, 6]
    lay(b, {"w": "", "3": "9S", "4": "6H"})
    b.apply(E.REMOVE << 16 | (E.L0 + 2) << 8 | (E.L0 + 3))
    assert not b.size[E.L0 + 2] and not b.size[E.L0 + 3]  # both empty: the spaces stay
    lay(b, {"s": "2C 5C 9C 4D"})
    b.apply(E.DEAL << 16)
    assert b.size[E.P_WASTE] == 3 and b.size[E.P_STOCK] == 1 and why(b, "s") is None
    b.apply(E.DEAL << 16)
    assert why(b, "s") is None  # (turned over: passes without end)


# -- the seed checker ---------------------------------------------------------------------


@pytest.mark.parametrize("gid", ["links", "juvenile", "gaygordons", "crisscross", "fifteenrush"])
def test_the_seed_checker_agrees_with_every_sentence(gid):
    import seed_pairs as P

    records = P.politaire_records()
    verdicts = P.read(gid, records[gid])
    assert P.check_record(gid, records[gid]) == []
    assert all(v == "ok" or v.startswith("not checked: ") for _, _, v in verdicts)
    assert any("GRID" in s for _, s, v in verdicts) == (gid == "links")


@pytest.mark.parametrize("gid, fields, drop, says", [
    ("links", {}, ("first",), "the record deals [5, 5, 5, 5, 5, 4, 4], the seed [4, 5, 5, 5, 5, 5, 4]"),
    ("links", {"passes": 2}, (), "passes: the record has 2, the seed 1"),
    ("juvenile", {"first": 7}, (), "first is 7 in the record; the seed says tableau A's pile, dealt first (8)"),
    ("juvenile", {}, ("first",), "the record deals"),
    ("gaygordons", {"match": "sum"}, (), "the record does not pair Jack with Jack and Queen with King only"),
    ("gaygordons", {"laid": 49}, (), "the record's reserve holds 3 cards, the seed's two"),
    ("gaygordons", {"stock_free": False}, (), "stock_free is 0 in the record; the seed says the reserve's top card plays (1)"),
    ("gaygordons", {"stock": "waste"}, (), "stock is 1 in the record; the seed says a reserve, never dealt from (0)"),
    ("crisscross", {"refill": "waste"}, (), "the record fills spaces from the waste too"),
    ("crisscross", {}, ("refill",), "stock is 1 in the record; the seed says spaces filled from the stock (3)"),
    ("fifteenrush", {"refill": "stock"}, (), "the record does not fill spaces from the waste after the stock"),
    ("fifteenrush", {"match": "sum"}, (), "match is 0 in the record; the seed says Aces with Aces (6)"),
    ("fifteenrush", {}, ("steps",), "the record deals"),
])
def test_the_seed_checker_fails_an_altered_record(gid, fields, drop, says):
    import seed_pairs as P

    t = dict(P.politaire_records()[gid])
    t.update(fields)
    for k in drop:
        del t[k]
    wrong = P.check_record(gid, t)
    assert any(says in w for w in wrong), wrong


def test_the_grid_reader_reads_each_piles_cards():
    import seed_pairs_piles as SP

    grid = " 1  2  3\n ---------\n U  U  U\n D  U  U\n    U   \n"
    assert SP.grid_piles(grid) == ["UD", "UUU", "UU"]


@pytest.mark.parametrize("field, value, says", [
    ("laid", "30", "laid, first, steps and refill go with layout piles (no rows but refill's), first fewer than the cards laid"),
    ("first", "40", "first = 40: a number from 1 to 31"),
    ("refill", '"stock"', "refill goes with stock waste"),
    ("match", '"wed"', "match = 'wed': one of sum, equal, sequence, near, suit_or_rank, marry"),
])
def test_a_bad_shape_field_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from host_tools import build_pairs

    src = tmp_path / "pairs.toml"
    fields = {"name": '"Bad"', "layout": '"grid"' if field == "laid" else '"piles"', "size": "4", "rows": "4", "match": '"equal"'}
    if field != "laid":
        del fields["rows"]
    fields[field] = value
    src.write_text("[bad]\n" + "".join("%s = %s\n" % kv for kv in fields.items()))
    monkeypatch.setattr(build_pairs, "SOURCE", str(src))
    monkeypatch.setattr(build_pairs.load, "__defaults__", (str(src),))
    assert build_pairs.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad: " + says in err


# -- the goal -----------------------------------------------------------------------------


@pytest.mark.parametrize("gid, deal", [("links", 1), ("juvenile", 1), ("gaygordons", 2), ("fifteenrush", 1), ("crisscross", 11)])
def test_won_with_every_card_removed(gid, deal):
    said("politaire", "You win if you successfully remove all cards.")
    b = started(MENU_GAMES[MENU_GAMES.index(gid)], deal)
    moves, _ = solve(b, auto=False)
    for m in moves[:-1]:
        b.apply(m)
    assert not b.won()
    b.apply(moves[-1])
    assert b.won() and b.size[E.P_OUT] == b.ncards


@pytest.mark.parametrize("gid, says", [
    ("links", "52 cards: 33 in 7 piles (1 of 4, 5 of 5, 1 of 4), face up. A pile's top card is free. The rest is the stock."),
    ("juvenile", "Two decks, 104 cards: 104 in 17 piles (1 of 8, 16 of 6), face up. A pile's top card is free."),
    ("gaygordons", "52 cards: 50 in 10 piles (10 of 5), face up. A pile's top card is free. The 2 left are a reserve: its top card is free."),
    ("gaygordons", "Remove two free cards adding to 11, two Jacks, or a Queen and a King. No pile is dealt more than two Jacks."),
    ("crisscross", "A space a set leaves is filled from the stock at once."),
    ("fifteenrush", "52 cards: 28 in 7 piles (1 to 7 cards), the top card face up. A pile's top card is free. The rest is the stock."),
    ("fifteenrush", "Remove two free cards adding to 15 (Jack 11, Queen 12, King 13), or two Aces."),
    ("fifteenrush", "A space a set leaves is filled from the stock at once, then from the waste."),
])
def test_the_rules_screen_says_the_deal_and_the_match(gid, says):
    from solitaire.pairs.text import rules_texts

    assert says in rules_texts(MENU_GAMES[MENU_GAMES.index(gid)])


@pytest.mark.parametrize("gid", ["links", "juvenile", "gaygordons", "crisscross", "fifteenrush"])
def test_the_device_deals_and_plays_as_the_host_does(gid):
    """The firmware under MicroPython from .mpy (piledeal.py's deal, Gay
    Gordons' Jacks parted, refill.py's spaces and their undo): the same
    positions as CPython's, a deal and its first twelve moves, then back.
    (Each deal is dealt again on one board, as the console deals the next:
    a new board a deal, read from the table each time, ran into "I/O
    operation on closed file" in famtable.record on the third for Suits Up,
    Shuffle and Neptune as well, a fault of that reading left alone here.)"""
    from sim import mpy

    script = (
        "from solitaire.gamelist import MENU_GAMES\n"
        "from solitaire.pairs.play import Engine\n"
        "b = Engine(MENU_GAMES[MENU_GAMES.index(%r)], 1)\n"
        "for deal in (1, 2, 1000):\n"
        "    b.redeal(deal)\n"
        "    print(b.key().hex())\n"
        "    for _ in range(12):\n"
        "        ms = b.legal_moves()\n"
        "        if not ms:\n"
        "            break\n"
        "        b.apply(ms[-1])\n"
        "    print(b.key().hex())\n"
        "    while b.undo():\n"
        "        pass\n"
        "    print(b.key().hex())\n" % gid
    )
    want = []
    for deal in (1, 2, 1000):
        b = board(gid, deal)
        want.append(b.key().hex())
        for _ in range(12):
            ms = b.legal_moves()
            if not ms:
                break
            b.apply(ms[-1])
        want.append(b.key().hex())
        while b.undo():
            pass
        want.append(b.key().hex())
    # (a heap no collection comes to: in this WASI build one inside a call
    # can free what only wasm locals hold, sim/budget.py's note; at 96 KB
    # Juvenile's run trapped on the merged tree of issue 31's games)
    res = mpy.run_firmware(script, heap_kb=256, mpy=True)
    assert res.stdout.split() == want and want[0] == want[2]
