"""Ladybug (Wikibooks): seven slots of four cards adding to ten, built from
the waste (loaded only by a record whose ``WAY`` is ``LADYBUG``:
``engine.Pairs`` calls ``attach`` as it is made, which binds this module's
methods over the engine's, handing the stock's moves back to it).

The record: seven piles of one (``ROWS`` 1), the rest the stock, dealt
three at a time (``DRAW`` 3) to the waste, one pass. A move is the waste's
top card onto a slot (``ONTO``); the slots' cards never move, so only the
waste's card is free (``free_piles``). A card's value: Ace 1, two to nine
their rank, Jack, Queen and King 0, a Ten wild (any value from 0 to 10,
so a slot holding one adds to at most ten and its fourth card is free to
make it ten). The top card of each deal must be played before the next
deal: the engine's ``turns`` (no pass is ever turned here) is 1 while it
waits, so a saved game and a position text hold it with the piles. Won
when the seven slots hold four cards each (each then adds to ten).
"""

from micropython import const

# engine.py's piles and moves (the engine imports this module: it cannot
# import the engine; tests/test_pairs_wiki30.py holds them equal)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_ONTO = const(2)
_DEAL = const(3)
_BY_GAME = const(0x400000)

LADYBUG = const(16)  # WAY (place 20: own.py's)
SLOT = const(4)  # cards a full slot holds
TEN = const(10)  # a slot's total, and the wild rank


def attach(b):
    """Binds Ladybug's rules over the engine's methods on board ``b``."""
    w = Ladybug(b)
    b.check = w.check
    b.legal_moves = w.legal_moves
    b.apply = w.apply
    b.undo = w.undo
    b.free_piles = w.free_piles
    b.won = w.won


def value(card):
    """Gets a card's least value in a slot (a Ten's: 0, it is wild)."""
    r = card & 15
    return r if r < TEN else 0


class Ladybug:
    """A board's Ladybug rules: the engine's methods kept for the stock."""

    def __init__(self, b):
        self.b = b
        self.check0 = b.check
        self.apply0 = b.apply
        self.undo0 = b.undo

    def free_piles(self):
        return [_P_WASTE] if self.b.size[_P_WASTE] else []

    def won(self):
        size = self.b.size
        for p in range(_L0, len(size)):
            if size[p] != SLOT:
                return False
        return True

    def fits(self, card, p):
        """Gets None when ``card`` may go on slot ``p``, else why not."""
        b = self.b
        k = b.size[p]
        if k >= SLOT:
            return "The slot is full"
        total = value(card)
        wild = card & 15 == TEN
        for c in b.piles[p][0:k]:
            total += value(c)
            wild = wild or c & 15 == TEN
        if total > TEN:
            return "Over 10"
        return None if k < SLOT - 1 or total == TEN or wild else "Four must make 10"

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not."""
        b = self.b
        size = b.size
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        c = m & 0xFF
        if kind == _ONTO:
            if a != _P_WASTE or not size[a]:
                return "Only the waste's card"
            if not _L0 <= c < len(size):
                return "Not a slot"
            return self.fits(b.top(a), c)
        if kind == _DEAL and b.turns:
            return "Play the dealt card"
        return self.check0(m)

    def legal_moves(self, src=-1):
        """Gets the legal moves (the waste's card's when ``src`` is given),
        the stock's deal last."""
        b = self.b
        size = b.size
        out = []
        if size[_P_WASTE] and src in (-1, -2, _P_WASTE):
            card = b.top(_P_WASTE)
            for p in range(_L0, len(size)):
                if self.fits(card, p) is None:
                    out.append(_ONTO << 16 | _P_WASTE << 8 | p)
        if src < 0 and size[_P_STOCK] and not b.turns:
            out.append(_DEAL << 16)
        return out

    def apply(self, m, by_game=False):
        """Makes legal move ``m``: a deal leaves its top card waiting
        (``turns`` 1); a card played from the waste ends the wait (its
        move's aux: the wait before it)."""
        b = self.b
        kind = m >> 16 & 0x3F
        if kind == _DEAL:
            self.apply0(m, by_game)
            b.turns = 1
            return
        if kind != _ONTO:
            self.apply0(m, by_game)
            return
        b._put(m & 0xFF, b._take(_P_WASTE))
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(b.turns)
        b.turns = 0
        b.nmoves += 1

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        b = self.b
        if not b.hist:
            return False
        kind = b.hist[-1] >> 16 & 0x3F
        if kind == _DEAL:
            b.turns = 0  # (a deal waits for no card before it)
            return self.undo0()
        if kind != _ONTO:
            return self.undo0()
        m = b.hist.pop()
        b.turns = b.aux.pop()
        b.nmoves -= 1
        b._put(_P_WASTE, b._take(m & 0xFF))
        return True
