"""Golf's stock (a record's ``stock`` 4, ``foundation``: Golf, Golf Rush,
Lincoln Greens, Panther Creek, Putt Putt, Escalator): a press deals its top
card onto the foundation, where the tableau's top cards build on it (not
Escalator's covered ones: Rules.extra's covers 2). ``Board.stuck`` imports
this module only for such a record."""

from solitaire.cards.order import follows
from solitaire.cards.piles import STOCK


def stuck(b):
    """Checks, with no move on the board, if no deal can bring one: each
    stock card comes to the foundation's top in turn, so the game is stuck
    when no tableau pile's top card would go on any of them."""
    r = b.rules
    for i in range(b.size[STOCK]):
        for p in range(b.t0, b.npiles):
            if b.size[p] and not (r.extra[64] == 2 and p + 1 < b.npiles and b.size[p + 1] >= b.size[p]) and follows(b.piles[STOCK][i], b.top(p), r.found_dir, r.found_suit, b.found_cut):  # (64, covers 2: Escalator's pyramid turned, a top card under the next pile's: legal.check)
                return False
    return True
