"""The pairing family's fill games of politaire (issue 30): Shuffle and
Neptune (ranks in sequence), Block Ten (courts paired by rank, Tens never;
four cards may be left):
each rule a legal and an illegal move from a position, quoting the seed's
sentence. (What every game of the family gets, the undo, the scripted win
by keys, the power cut, the position text: tests/test_pairs.py.)"""

import pytest

from sim.pairs_play import solve
from solitaire.pairs import engine as E
from test_pairs import WINS, board, lay, why


# -- Shuffle and Neptune: ranks in sequence -------------------------------------------------


def test_shuffle_removes_ranks_in_sequence_and_king_ace():
    """politaire: "Remove pairs of cards that are in sequence or King-Ace."
    "Eight tableau piles of one card each." """
    b = board("shuffle")
    assert list(b.size[E.L0 :]) == [1] * 8 and b.size[E.P_STOCK] == 44
    lay(b, {"1": "5D", "2": "6S", "3": "KH", "4": "AC", "5": "7C", "6": "5C"})
    assert why(b, "1+2") is None and why(b, "2+5") is None
    assert why(b, "3+4") is None  # King-Ace
    assert why(b, "1+5") == "Not a pair" and why(b, "1+6") == "Not a pair"  # two apart; the same rank


def test_neptune_removes_ranks_in_sequence_but_not_king_ace():
    """politaire: "Remove pairs of cards that are in sequence." "Aces
    cannot be removed with Kings." """
    b = board("neptune")
    assert list(b.size[E.L0 :]) == [1] * 8 and b.size[E.P_STOCK] == 44
    lay(b, {"1": "QD", "2": "KS", "3": "AH", "4": "2C"})
    assert why(b, "1+2") is None and why(b, "3+4") is None
    assert why(b, "2+3") == "Not a pair"


@pytest.mark.parametrize("gid, left", [("shuffle", 0), ("neptune", 4), ("blockten", 4)])
def test_won_with_every_card_removed_or_all_but_four(gid, left):
    """politaire: Shuffle "You win if you successfully remove all cards";
    Neptune and Block Ten "You win if you successfully remove all but
    four cards"."""
    b = board(gid, WINS[gid][0])
    moves, _ = solve(b, auto=False)
    for m in moves:
        assert not b.won()
        b.apply(m)
    assert b.won() and b.size[E.P_OUT] == 52 - left


@pytest.mark.parametrize("gid", ["shuffle", "neptune", "blockten"])
def test_a_space_is_filled_from_the_stock(gid):
    """politaire: "Empty spaces in the tableau are automatically filled
    with a card from the stock." """
    b = board(gid)
    lay(b, {"1": "5D", "2": "6S" if gid != "blockten" else "5S"})
    n = b.size[E.P_STOCK]
    b.apply(E.REMOVE << 16 | E.L0 << 8 | (E.L0 + 1))
    m = b.own(False)
    assert m == E.DEAL << 16
    b.apply(m, True)
    assert b.size[E.L0] == b.size[E.L0 + 1] == 1 and b.size[E.P_STOCK] == n - 2


# -- Block Ten ---------------------------------------------------------------------------


def test_block_ten_adds_to_ten_and_pairs_courts_by_rank():
    """politaire: "Remove pairs of cards that add to ten. Jacks, queens,
    and kings can be removed by pairing them with another card of the same
    rank. Tens cannot be removed." "Nine tableau piles of one card each." """
    b = board("blockten")
    assert list(b.size[E.L0 :]) == [1] * 9 and b.size[E.P_STOCK] == 43
    lay(b, {"1": "3D", "2": "7S", "3": "JH", "4": "JC", "5": "QC", "6": "TS", "7": "TD", "8": "5C", "9": "5H"})
    assert why(b, "1+2") is None and why(b, "8+9") is None  # Five-Five
    assert why(b, "3+4") is None  # Jack-Jack
    assert why(b, "3+5") == "Not a pair"  # a Jack and a Queen
    assert why(b, "6+7") == "Not a pair"  # Tens never go
    assert not [m for m in b.legal_moves() if (m >> 8 & 0xFF) in (E.L0 + 5, E.L0 + 6) or m & 0xFF in (E.L0 + 5, E.L0 + 6)]
