"""La Croix d'Honneur (Wikibooks), a pairing game in three stages (loaded
only by a record whose ``WAY`` is ``CROIX``: ``engine.Pairs`` calls
``attach`` as it is made, which binds this module's ``check``,
``legal_moves``, ``apply`` and ``undo`` over the engine's, each handing
the engine's own moves back to it).

The record: eight piles of two (``ROWS`` 2: the engine deals the outer
circle's card first, the inner circle's on it, so that a pile's top card is
the inner circle's and the card under it the outer card that replaces it
"immediately"), two of a rank go (``EQUAL``), the stock one card at a time
to the waste, one pass. The stage is read from the piles, no state of its
own (a saved game or a position text holds it):

* first (the stock not empty) and second (the stock empty, the waste not):
  a pair is the waste's top card and a top card of the circle; in the
  second the waste's top card may also go into an empty place of the
  circle (a ``ONTO`` move; "not all however": the player chooses);
* third (stock and waste empty): two top cards of the circle pair.
"""

from micropython import const

# engine.py's piles and moves (the engine imports this module: it cannot
# import the engine; tests/test_pairs_wiki30.py holds them equal)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_REMOVE = const(1)
_ONTO = const(2)
_DEAL = const(3)
_TURN = const(4)
_BY_GAME = const(0x400000)

CROIX = const(17)  # WAY (place 20: own.py's)


def attach(b):
    """Binds La Croix d'Honneur's rules over the engine's methods on board ``b``."""
    w = Croix(b)
    b.check = w.check
    b.legal_moves = w.legal_moves
    b.apply = w.apply
    b.undo = w.undo


class Croix:
    """A board's Croix rules: the engine's methods kept for the stock's moves
    and the pairs it removes."""

    def __init__(self, b):
        self.b = b
        self.check0 = b.check
        self.apply0 = b.apply
        self.undo0 = b.undo

    def stage(self):
        """Gets the stage: 1 while the stock lasts, 2 while the waste does, then 3."""
        size = self.b.size
        return 1 if size[_P_STOCK] else 2 if size[_P_WASTE] else 3

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not."""
        b = self.b
        size = b.size
        n = len(size)
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        c = m & 0xFF
        st = self.stage()
        if kind == _REMOVE:
            if not (a == _P_WASTE or _L0 <= a < n) or not (c == _P_WASTE or _L0 <= c < n) or a == c or not size[a] or not size[c]:
                return "Not a free card"
            if st < 3 and _P_WASTE not in (a, c):
                return "Pairs with the waste's card"
            return None if b.top(a) & 15 == b.top(c) & 15 else "Not a pair"
        if kind == _ONTO:
            if a != _P_WASTE or not _L0 <= c < n:
                return "Only the waste's card moves"
            if st != 2:
                return "Spaces filled once the stock is out"
            return "Not a space" if size[c] else None if size[a] else "The waste is empty"
        return self.check0(m)

    def legal_moves(self, src=-1):
        """Gets the legal moves (those of pile ``src``'s card when given),
        the stock's deal last."""
        b = self.b
        size = b.size
        n = len(size)
        out = []
        st = self.stage()
        if st < 3:
            if size[_P_WASTE] and src in (-1, -2, _P_WASTE):
                r = b.top(_P_WASTE) & 15
                for p in range(_L0, n):
                    if size[p] and b.top(p) & 15 == r:
                        out.append(_REMOVE << 16 | _P_WASTE << 8 | p)
                    elif st == 2 and not size[p]:
                        out.append(_ONTO << 16 | _P_WASTE << 8 | p)
            elif _L0 <= src < n and size[src] and size[_P_WASTE] and b.top(src) & 15 == b.top(_P_WASTE) & 15:
                out.append(_REMOVE << 16 | src << 8 | _P_WASTE)
        else:
            for a in range(_L0, n) if src < 0 else (src,) if _L0 <= src < n else ():
                if size[a]:
                    r = b.top(a) & 15
                    for c in range(a + 1 if src < 0 else _L0, n):
                        if c != a and size[c] and b.top(c) & 15 == r:
                            out.append(_REMOVE << 16 | a << 8 | c)
        if src < 0 and size[_P_STOCK]:
            out.append(_DEAL << 16)
        return out

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (the engine makes all but the waste's card into a space)."""
        b = self.b
        if m >> 16 & 0x3F != _ONTO:
            self.apply0(m, by_game)
            return
        b._put(m & 0xFF, b._take(_P_WASTE))
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(0)
        b.nmoves += 1

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        b = self.b
        if not b.hist or b.hist[-1] >> 16 & 0x3F != _ONTO:
            return self.undo0()
        m = b.hist.pop()
        b.aux.pop()
        b.nmoves -= 1
        b._put(_P_WASTE, b._take(m & 0xFF))
        return True
