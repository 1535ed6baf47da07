"""Golf's stock (a record's ``stock`` 4, ``foundation``: Golf, Golf Rush,
Lincoln Greens, Panther Creek, Putt Putt): a press deals its top card onto
the foundation, where the tableau's top cards build on it. ``Board.stuck``
imports this module only for such a record."""

from solitaire.cards.order import follows
from solitaire.cards.piles import STOCK


def stuck(b):
    """Checks, with no move on the board, if no deal can bring one: each
    stock card comes to the foundation's top in turn, so the game is stuck
    when no tableau pile's top card would go on any of them."""
    r = b.rules
    for i in range(b.size[STOCK]):
        for p in range(b.t0, b.npiles):
            if b.size[p] and follows(b.piles[STOCK][i], b.top(p), r.found_dir, r.found_suit, b.found_cut):
                return False
    return True
