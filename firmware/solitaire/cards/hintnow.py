"""The hint searched at once, in one call: the simulator's, the fuzz's, the
host tools' and the tests'. The device searches a slice a tick
(``hint.Search``, ``Play``'s timers) and never imports this module
(``host_tools/flash.py`` leaves it off the drive), so none of its code is in
the heap that the first hint's load of ``hint.py`` must find room in (issue
34: Quadruple Yukon's first hint)."""

from solitaire.cards import after
from solitaire.cards import auto
from solitaire.cards import hint as H


def score(b):
    """Gets a rough worth of a position: cards up, cards turned, room (the
    search counts it a pile at a time: ``hint.pile_score``)."""
    v = 0
    for p in range(b.f0, b.npiles):
        v += H.pile_score(b, p)
    return v


def hint(b, budget=400):
    """Gets a move that makes progress, or None (see ``hint.Search``), at once."""
    s = AtOnce(b, budget)
    while not s.step(budget):
        pass
    return s.given()


class AtOnce(H.Search):
    """The search made at once: a big game's moves listed in one call, not a
    few piles a slice. The list is the one the slices make (legal_moves'
    whole list, but the stock pile's move that turns the waste over, or
    redeals, comes first, as the first pile's), so the search picks the
    same move."""

    def _moves(self):
        b = self.b
        if self.part is not None or b.rules.extra[H._MERCI]:
            return H.Search._moves(self)  # (a merci game's slices: its mercis put last)
        out = b.legal_moves(-1, True, 0, auto.takes_of(b))
        if b.can_recycle() and not (after.work_all(b) <= H._WHOLE and after.few_asks(b)):  # (a big game's, as its slices list it)
            m = b.stock_move()
            out.remove(m)
            out.insert(0, m)
        return out
