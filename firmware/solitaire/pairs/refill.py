"""Spaces refilled as a set leaves them (loaded only by a record whose
``DEALT`` place sets bit 6: the engine calls ``attach`` as it is made,
which binds ``apply`` and ``undo`` over the engine's). The stock deals to
the waste as the record's stock says; a pile left empty by a set is filled
at once with the stock's top card, part of the set's move (Criss Cross,
Fifteen Rush: "Empty spaces in the tableau are automatically filled with a
card from the stock"); with bit 7 set too, from the waste's top card once
the stock is empty (Fifteen Rush: "If the stock is empty, then it is
filled with a card from the waste"). A space left when both are empty
stays.
"""

from micropython import const

# engine.py's places, piles and moves (the engine imports this module: it
# cannot import the engine; tests/test_pairs_30b.py holds them equal)
_DEALT = const(23)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_REMOVE = const(1)
_FROM_WASTE = const(128)  # DEALT's bit: the waste fills a space once the stock is empty


def attach(b):
    """Binds the refill over board ``b``'s ``apply`` and ``undo``."""
    Refill(b)


class Refill:
    """A board's moves, a set's followed by the spaces it left filled."""

    def __init__(self, b):
        self.b = b
        self.apply0 = b.apply
        self.undo0 = b.undo
        self.waste = b.x[_DEALT] & _FROM_WASTE
        b.apply = self.apply
        b.undo = self.undo

    def apply(self, m, by_game=False):
        """Makes move ``m``; after a set, fills the spaces it left (the
        move's aux: the places filled, a bit each, from bit 16 those from
        the waste)."""
        b = self.b
        self.apply0(m, by_game)
        if m >> 16 & 0x3F != _REMOVE:
            return
        size = b.size
        aux = 0
        for p in (m >> 8 & 0xFF, m & 0xFF):
            if p >= _L0 and p < len(size) and not size[p]:
                src = _P_STOCK if size[_P_STOCK] else _P_WASTE if self.waste and size[_P_WASTE] else -1
                if src >= 0:
                    b._put(p, b._take(src))
                    aux |= 1 << (p - _L0) << (16 if src == _P_WASTE else 0)
        b.aux[-1] = aux

    def undo(self):
        """Takes back the last move, the spaces it filled emptied first."""
        b = self.b
        if b.hist and b.aux[-1]:
            aux = b.aux[-1]
            m = b.hist[-1]
            for p in (m & 0xFF, m >> 8 & 0xFF):  # (the last filled first: the cards back in order)
                if p < _L0 or p == 0xFF:
                    continue
                if aux >> (p - _L0) & 1:
                    b._put(_P_STOCK, b._take(p))
                elif aux >> (p - _L0 + 16) & 1:
                    b._put(_P_WASTE, b._take(p))
        return self.undo0()
