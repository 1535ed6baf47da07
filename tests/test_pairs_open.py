"""The open pyramids' search (``sim/pairs_open.py``, host only): Pharaohs'
deals searched to their end, a position keyed by the places still filled
and given up when a card can never go. Its win of Pharaohs (deal 554) is
stored and replayed as every win is (tests/test_prove_pairs.py) and played
by keys (tests/test_pairs.py)."""

import pytest

from sim import pairs_open as PO
from sim import pairs_play as PP
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from test_pairs import IDS, WINS, board
from test_pairs import lay


def rules(gid):
    return MENU_GAMES[IDS.index(gid)]


def test_a_card_whose_partners_all_lie_under_it_is_stuck():
    """Pyramid C (places 50-52: its apex 50 under 51 and 52): an Ace at 51
    whose Queens are all under it (the apex) or gone can never go; with a
    Queen of pyramid B's bottom row free it can."""
    b = board("pharaohs")
    above = PO._above(b)
    assert above[49] == 1 << 50 | 1 << 51 and not above[50]  # (the apex under both, a bottom card under none)
    for p in range(E.L0, E.L0 + b.ncells):  # every Queen gone but the apex's
        if b.piles[p][0] & 15 == 12:
            b.size[p] = 0
    lay(b, {"50": "QD", "51": "AC"})
    assert PO._stuck(b, above)
    lay(b, {"49": "QS"})  # (pyramid B's last place: its bottom row, free)
    assert not PO._stuck(b, above)


def test_a_queen_above_its_ace_is_stuck_too():
    """The partner covered by the card is no partner either: the Ace at the
    apex can't go with the Queen on it."""
    b = board("pharaohs")
    for p in range(E.L0, E.L0 + b.ncells):
        if b.piles[p][0] & 15 in (1, 12):
            b.size[p] = 0
    lay(b, {"50": "AD", "52": "QC"})
    assert PO._stuck(b, PO._above(b))


def test_it_finds_an_open_deals_win_and_leaves_the_board_as_it_was():
    """Giza deal 4 (proven winnable by playouts): won here too, the moves
    played on a fresh deal win it."""
    b = PP.started(rules("giza"), 4)
    k = b.key()
    moves, seen = PO.search(b)
    assert moves and seen < PP.LIMIT and b.key() == k
    for m in moves:
        assert b.check(m) is None
        b.apply(m)
        PP._auto(b, True)
    assert b.won()


@pytest.mark.parametrize("deal", [2, 5])
def test_a_deal_without_a_win_is_searched_to_its_end_as_the_whole_search_does(deal):
    """Pharaohs deals 2 and 5: the depth-first search of every move
    (``pairs_play.solve``, no cut) looks at all it can reach and finds no
    win; this search says the same, in as many positions or fewer."""
    b = PP.started(rules("pharaohs"), deal)
    whole, n = PP.solve(b)
    moves, seen = PO.search(b)
    assert whole is None and n < PP.LIMIT and moves is None and seen <= n


def test_pharaohs_deal_554_is_won():
    from host_tools.prove_pairs import whole_win

    moves, seen, why = whole_win(rules("pharaohs"), WINS["pharaohs"][0])
    assert why == "won" and len(moves) == 28 and seen < 100


def test_the_command_line_refuses_a_game_it_does_not_search():
    assert PO.main(["pyramid", "1"]) == 2
    assert PO.main(["pharaohs", "x"]) == 2
    assert PO.main(["pharaohs", "554"]) == 0
    assert PP.main(["pharaohs", "554"]) == 0  # (sim.pairs_play hands the game to this search)
