"""Perpetual Motion (Wikibooks): four piles, a duplicate moved onto the
leftmost pile of its rank, fours dealt of a rank discarded, the piles
gathered and dealt again without end (loaded only by a record whose ``WAY``
is ``MOTION``: ``engine.Pairs`` calls ``attach`` as it is made, which binds
this module's methods over the engine's).

The record: four piles of one (``ROWS`` 1), the rest the stock. The moves:

* ``DEAL`` (A on the stock): a card onto each pile, the stock's top card
  onto the first; four of a rank are discarded at once (the deal's aux:
  the cards dealt, and ``_FOUR`` when they were discarded).
  With the stock empty the same move gathers the piles into the stock (the
  deal's aux: the piles' sizes, six bits each): the rightmost picked up
  first, each pile to its left put on it, face up, and dealt from the top
  as it lies, so that the next round deals the first pile's top card
  first. (The text lets the piles be put together face down or face up;
  face up, 112 of deals 1-300 go round a cycle, 37%, nearer the text's
  "about 45%" than face down's 56% in a host simulation; the 188 won take
  34 rounds on average, at most 67, not the text's 128.)
  Neither is made while a duplicate is left to move.
* ``ONTO`` a to c: pile a's top card onto pile c, the leftmost whose top
  card is of its rank. The rules leave no choice, so with auto-finish the
  game makes these moves itself (``own``) and the player only deals.

Won when every card is discarded. A deal may come round to a sequence
seen before and never end (the text: about 45% of deals); a search sees
that as a position seen before.
"""

from micropython import const

# engine.py's piles and moves (the engine imports this module: it cannot
# import the engine; tests/test_pairs_wiki30.py holds them equal)
_P_STOCK = const(0)
_P_OUT = const(2)
_L0 = const(3)
_ONTO = const(2)
_DEAL = const(3)
_TURN = const(4)
_BY_GAME = const(0x400000)

MOTION = const(18)  # WAY (place 20: own.py's)
_PILES = const(4)
_BITS = const(6)  # a pile's size in a gather's aux
_FOUR = const(8)  # a deal's aux: its four cards (the count, bits 0-2) were of a rank and discarded


def attach(b):
    """Binds Perpetual Motion's rules over the engine's methods on board ``b``."""
    for p in range(_L0, _L0 + _PILES):
        b.piles[p] = bytearray(b.ncards)  # (a pile may hold every card: duplicates gather on the left)
    w = Motion(b)
    b.check = w.check
    b.legal_moves = w.legal_moves
    b.apply = w.apply
    b.undo = w.undo
    b.own = w.own


class Motion:
    """A board's Perpetual Motion rules."""

    def __init__(self, b):
        self.b = b

    def target(self, a):
        """Gets the leftmost pile before ``a`` whose top card is of the rank
        of ``a``'s, or -1."""
        b = self.b
        if not b.size[a]:
            return -1
        r = b.top(a) & 15
        for c in range(_L0, a):
            if b.size[c] and b.top(c) & 15 == r:
                return c
        return -1

    def duplicate(self):
        """Gets the first duplicate's move, or None."""
        for a in range(_L0 + 1, _L0 + _PILES):
            c = self.target(a)
            if c >= 0:
                return _ONTO << 16 | a << 8 | c
        return None

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not."""
        b = self.b
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        c = m & 0xFF
        if kind == _ONTO:
            if not (_L0 <= a < _L0 + _PILES and _L0 <= c < _L0 + _PILES) or not b.size[a]:
                return "Not a free card"
            t = self.target(a)
            if t < 0:
                return "No pile of its rank before it"
            return None if t == c else "Onto the leftmost of its rank"
        if kind == _DEAL or kind == _TURN:
            if b.size[_P_OUT] >= b.ncards:
                return "Every card is out"
            if self.duplicate() is not None:
                return "Move the duplicates first"
            return "Not now" if kind == _TURN and b.size[_P_STOCK] else None
        return "Not a move"

    def legal_moves(self, src=-1):
        """Gets the legal moves (pile ``src``'s when given): the duplicates,
        else the deal (the gather)."""
        out = []
        for a in range(_L0 + 1, _L0 + _PILES) if src < 0 else (src,) if _L0 < src < _L0 + _PILES else ():
            c = self.target(a)
            if c >= 0:
                out.append(_ONTO << 16 | a << 8 | c)
        if src < 0 and not out and self.check(_DEAL << 16) is None:
            out.append(_DEAL << 16)
        return out

    def own(self, auto_finish):
        """Gets the game's own next move with ``auto_finish``: a duplicate
        moved (the rules leave no choice), or None."""
        return self.duplicate() if auto_finish else None

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (a ``TURN``, the stock's icon's, is the gather: a ``DEAL``)."""
        b = self.b
        size = b.size
        piles = b.piles
        kind = m >> 16 & 0x3F
        aux = 0
        if kind == _ONTO:
            b._put(m & 0xFF, b._take(m >> 8 & 0xFF))
        elif size[_P_STOCK]:
            m = _DEAL << 16
            s = size[_P_STOCK]
            r = piles[_P_STOCK][s - 1] & 15
            four = s >= _PILES
            for i in range(s - _PILES, s):
                four = four and piles[_P_STOCK][i] & 15 == r
            for p in range(_L0, _L0 + _PILES):
                if size[_P_STOCK]:
                    b._put(_P_OUT if four else p, b._take(_P_STOCK))
                    aux += 1
            if four:
                aux |= _FOUR
        else:  # the gather (aux: the piles' sizes): the rightmost pile at the stock's bottom, the first on top
            m = _DEAL << 16
            stock = piles[_P_STOCK]
            k = 0
            for i in range(_PILES - 1, -1, -1):
                p = _L0 + i
                n = size[p]
                aux |= n << (_BITS * i)
                stock[k : k + n] = piles[p][0:n]
                k += n
                size[p] = 0
            size[_P_STOCK] = k
            aux |= 1 << (_BITS * _PILES)  # (a gather, not a deal)
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(aux)
        b.nmoves += 1

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        b = self.b
        if not b.hist:
            return False
        m = b.hist.pop()
        aux = b.aux.pop()
        b.nmoves -= 1
        size = b.size
        piles = b.piles
        if m >> 16 & 0x3F == _ONTO:
            b._put(m >> 8 & 0xFF, b._take(m & 0xFF))
        elif aux >> (_BITS * _PILES):  # a gather: the stock laid back out
            stock = piles[_P_STOCK]
            k = 0
            for i in range(_PILES - 1, -1, -1):
                p = _L0 + i
                n = aux >> (_BITS * i) & ((1 << _BITS) - 1)
                piles[p][0:n] = stock[k : k + n]
                k += n
                size[p] = n
            size[_P_STOCK] = 0
        else:  # a deal: its cards back from the piles, or four of a rank from the discards
            for i in range((aux & 7) - 1, -1, -1):
                b._put(_P_STOCK, b._take(_P_OUT if aux & _FOUR else _L0 + i))
        return True
