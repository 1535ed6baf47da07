"""politaire's pairing games whose piles are dealt otherwise than round
them all (``solitaire/pairs/shapes.py``: Links, Juvenile, Gay Gordons) and
Gay Gordons' match (``match.py``'s ``MARRY``): a test per rule of each
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
from solitaire.pairs import shapes


def cards_of(b):
    return [c for p in range(E.P_STOCK, len(b.size)) if p != E.P_OUT for c in b.piles[p][0 : b.size[p]]]


def test_the_modules_name_the_engines_places():
    """shapes.py and match.py cannot import the engine (it imports them):
    the places, match and first pile they name are the engine's."""
    assert (shapes._MATCH, shapes._LAID, shapes._FIRST, shapes._MARRY, shapes._L0) == (E.MATCH, E.LAID, E.FIRST, E.MARRY, E.L0)
    assert M._MARRY == E.MARRY and E.MARRY not in (E.SUM, E.EQUAL, E.SUIT_OR_RANK, E.SEQUENCE, E.NEAR)


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
    assert PP._waste_alone(board("links").x) and not PP._waste_alone(board("pyramid").x)  # (Pyramid's stock top pairs with its waste's)
    assert PP._hopeless(started(rules, 2)) and not PP._hopeless(started(rules, 1))
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
    shapes.lay(b, deck)
    pile = bytes(b.piles[E.L0][0:5])
    assert [c & 15 for c in pile[0:4]] == [11, end[1] & 15, end[0] & 15, 11]  # (the deck's last card to the first middle Jack)
    assert [c & 15 for c in deck[50:]] == [11, 11]


# -- the seed checker ---------------------------------------------------------------------


@pytest.mark.parametrize("gid", ["links", "juvenile", "gaygordons"])
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
    ("laid", "30", "laid and first go with layout piles (no rows), first fewer than the cards laid"),
    ("first", "60", "laid and first go with layout piles (no rows), first fewer than the cards laid"),
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


@pytest.mark.parametrize("gid, deal", [("links", 1), ("juvenile", 1), ("gaygordons", 2)])
def test_won_with_every_card_removed(gid, deal):
    said("politaire", "You win if you successfully remove all cards.")
    b = started(MENU_GAMES[MENU_GAMES.index(gid)], deal)
    moves, _ = solve(b, auto=False)
    for m in moves[:-1]:
        b.apply(m)
    assert not b.won()
    b.apply(moves[-1])
    assert b.won() and b.size[E.P_OUT] == b.ncards
