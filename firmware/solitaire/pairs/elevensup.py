"""Elevens Up (Wikibooks): two or more exposed cards adding to 11 go, the
deck turned up a card at a time through two dealt piles (loaded only by a
record whose ``WAY`` is ``ELEVENSUP``, own.py's; the record's ``SETS`` is
``ANY`` below the Jack, adding to ``TOTAL`` 11, so that ``play.Engine``
deals a ``sets.Sets`` and its set moves and their check are the game's).

The text gives the tableau's scoring, "Level 1" to "Level 5 (top level)"
and "the 3 peak cards", but not its layout. The smallest layout it
supports: three piles of five, a pile's top card the exposed one (level
1) and its bottom card the peak (level 5). The record: five piles of one
(``ROWS`` 1: the engine's deal, laid again here, ``redeal``): the layout's
places 1-3 the tableau's piles, 4 the first dealt pile, 5 the second, the
rest of the deck the stock; Jacks, Queens and Kings are Aces ("The face
cards have been replaced with extra aces with a value of 1": the deck's
order, ``attach``).

A deal (``DEAL``, A on the stock): the second dealt pile's card goes into
the first empty pile of the tableau, or with none to the waste (out of
play); the first dealt pile's card moves to the second; the stock's top
card is turned up on the first (the deal's aux: where the second's card
went, its place + 1, and ``_MOVED`` when the first's moved). A set is any
two or more of the tableau's top cards and the dealt piles' cards adding
to 11 (``legal_moves``: every subset of the five at most, each its own
move, since which of two cards of a rank goes changes what shows). Won
when the tableau is gone, whatever the deck holds.
"""

from micropython import const

# engine.py's piles and moves (the engine imports this module: it cannot
# import the engine; tests/test_pairs_wiki30.py holds them equal)
_TOTAL = const(4)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_DEAL = const(3)
_SET = const(5)  # sets.py's move
_BY_GAME = const(0x400000)

ELEVENSUP = const(19)  # WAY (place 20: own.py's)
_TABLEAU = const(3)  # the tableau's piles, the first places
_HIGH = const(5)  # a tableau pile's cards at the deal (the levels)
_D1 = const(_L0 + 3)  # the first dealt pile
_D2 = const(_L0 + 4)  # the second
_MOVED = const(8)  # a deal's aux: the first dealt pile's card moved to the second


def attach(b):
    """Binds Elevens Up's rules over the engine's methods on board ``b``
    (before its first deal): the courts made Aces."""
    b.order = bytes(c & 0xF0 | 1 if c & 15 > 10 else c for c in b.order)
    w = ElevensUp(b)
    b.check = w.check
    b.legal_moves = w.legal_moves
    b.apply = w.apply
    b.undo = w.undo
    b.redeal = w.redeal
    b.won = w.won
    b.free_piles = w.free_piles


class ElevensUp:
    """A board's Elevens Up rules: the set moves are ``sets.Sets``'."""

    def __init__(self, b):
        self.b = b
        self.check0 = b.check
        self.apply0 = b.apply
        self.undo0 = b.undo
        self.redeal0 = b.redeal

    def free_piles(self):
        """Gets the places whose card plays (not the waste's: out of play)."""
        size = self.b.size
        return [p for p in range(_L0, _D2 + 1) if size[p]]

    def won(self):
        size = self.b.size
        return not (size[_L0] or size[_L0 + 1] or size[_L0 + 2])

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (the sets: ``Sets.check``)."""
        kind = m >> 16 & 0x3F
        if kind == _DEAL:
            return None if self.b.size[_P_STOCK] else "The stock is empty"
        if kind == _SET and (m & 0xFFFF) >> (_D2 + 1 - _L0):
            return "No such place"
        return self.check0(m)

    def legal_moves(self, src=-1):
        """Gets the sets (with pile ``src``'s card when given), the deal last."""
        b = self.b
        size = b.size
        if 0 <= src < _L0:
            return []  # (the waste's cards are out of play)
        free = self.free_piles()
        vals = [b.top(p) & 15 for p in free]
        total = b.x[_TOTAL]
        out = []
        n = len(free)
        for mask in range(3, 1 << n):
            if not mask & (mask - 1):
                continue  # (one card: a set is two or more)
            s = 0
            m = 0
            for i in range(n):
                if mask >> i & 1:
                    s += vals[i]
                    m |= 1 << (free[i] - _L0)
            if s == total and (src < 0 or m >> (src - _L0) & 1):
                out.append(_SET << 16 | m)
        if src < 0 and size[_P_STOCK]:
            out.append(_DEAL << 16)
        return out

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (a set: ``Sets.apply``)."""
        b = self.b
        if m >> 16 & 0x3F != _DEAL:
            self.apply0(m, by_game)
            return
        size = b.size
        aux = 0
        if size[_D2]:  # into the tableau's first space, or out of play
            to = _P_WASTE
            for p in range(_L0, _L0 + _TABLEAU):
                if not size[p]:
                    to = p
                    break
            b._put(to, b._take(_D2))
            aux = to + 1
        if size[_D1]:
            b._put(_D2, b._take(_D1))
            aux |= _MOVED
        b._put(_D1, b._take(_P_STOCK))
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(aux)
        b.nmoves += 1

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        b = self.b
        if not b.hist or b.hist[-1] >> 16 & 0x3F != _DEAL:
            return self.undo0()
        b.hist.pop()
        aux = b.aux.pop()
        b.nmoves -= 1
        b._put(_P_STOCK, b._take(_D1))
        if aux & _MOVED:
            b._put(_D1, b._take(_D2))
        if aux & 7:
            b._put(_D2, b._take((aux & 7) - 1))
        return True

    def redeal(self, deal, rules=None, options=b""):
        """Deals deal number ``deal``: the engine's deal (a card a place,
        the rest the stock, in the deck's order), read back and laid as
        three piles of five, the dealt piles empty."""
        b = self.b
        self.redeal0(deal, rules, options)
        piles = b.piles
        size = b.size
        n = len(b.order)
        places = len(size) - _L0
        deck = bytearray(n)
        for p in range(places):
            deck[p] = piles[_L0 + p][0]
        deck[places:n] = piles[_P_STOCK][0 : n - places]
        k = _TABLEAU * _HIGH
        for i in range(k):  # round the piles, a card each, as one deals them
            piles[_L0 + i % _TABLEAU][i // _TABLEAU] = deck[i]
        size[_L0 : _L0 + places] = bytes((_HIGH,)) * _TABLEAU + bytes(places - _TABLEAU)
        piles[_P_STOCK][0 : n - k] = deck[k:]
        size[_P_STOCK] = n - k
