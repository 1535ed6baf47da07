"""The Wikibooks games played in a row that grows from the stock (loaded
only by a record of one of the ways below: ``discard.attach`` calls
``attach``): Decade and Seven Up (a run of neighbours adding up), Royal
Marriage (the cards between two of a suit or rank) and One-Handed (the
last four cards).

The record: layout ``ROW`` (a card a place; a removal closes the row up),
``ROWS`` the cards laid at the deal, the rest the stock, whose ``STOCK_ROW``
deal puts its top card at the row's end. ``WAY`` (place 20):

* ``RUNS``: neighbours adding up to a multiple of ``TOTAL`` go, at least
  two cards (one when it is of rank ``SINGLE``: Seven Up's seven); with
  ``FLAGS``' ``TENS`` the court cards count ten and a run at most three
  times ``TOTAL`` (Decade: 10, 20 or 30).
* ``BETWEEN``: the one or two cards between two of a suit or of a rank go
  (Royal Marriage: the Queen of Hearts dealt first, the King last).
* ``ENDS``: only the last four cards play: the first and the fourth of a
  suit, the two between them go; of a rank, all four go (One-Handed).

A move ``RUN``: ``a << 8 | c``, the row's places a to c (``RUNS``: the run
removed; ``BETWEEN`` and ``ENDS``: the ends, as above). With ``FLAGS``'
``STUCK`` the stock deals only when nothing can go.
"""

from micropython import const

# engine.py's places, piles and moves (tests/test_pairs_wiki.py holds them equal)
_ROWS = const(2)
_TOTAL = const(4)
_SINGLE = const(5)
_STOCK = const(6)
_WAY = const(20)
_FLAGS = const(21)
_P_STOCK = const(0)
_P_OUT = const(2)
_L0 = const(3)
_REMOVE = const(1)
_ONTO = const(2)
_DEAL = const(3)
_BY_GAME = const(0x400000)

RUNS = const(8)
BETWEEN = const(9)
ENDS = const(10)
STOCK_ROW = const(9)
RUN = const(9)  # the move
STUCK = const(2)  # FLAGS' bits (discard.py's STUCK)
TENS = const(4)
_QUEEN_H = const(0xAC)  # (face up)
_KING_H = const(0xAD)


def attach(b):
    """Binds the row's rules over the engine's methods on board ``b``."""
    for p in range(_L0, _L0 + b.ncells):
        b.piles[p] = bytearray(1)  # (a card a place: not the engine's room for a row's piles' stacks)
    w = Row(b)
    b.check = w.check
    b.legal_moves = w.legal_moves
    b.apply = w.apply
    b.undo = w.undo
    b.redeal = w.redeal
    b.free_piles = w.free_piles
    b.own = w.own


def value(x, card):
    """Gets a card's value in a run's total (``TENS``: courts ten)."""
    r = card & 15
    return 10 if r > 10 and x[_FLAGS] & TENS else r


class Row:
    """A board's row rules: the engine's methods kept for what it does."""

    def __init__(self, b):
        self.b = b
        self.x = b.x
        self.check0 = b.check
        self.redeal0 = b.redeal

    def free_piles(self):
        """Gets the row's places that play (``ENDS``: the last four)."""
        live = self.b.live
        first = live - 4 if self.x[_WAY] == ENDS and live > 4 else 0
        return list(range(_L0 + first, _L0 + live))

    def goes(self, a, c):
        """Gets None when the row's places a to c make a move, else why not."""
        b = self.b
        x = self.x
        piles = b.piles
        way = x[_WAY]
        if not _L0 <= a <= c < _L0 + b.live:
            return "No card there"
        ca = piles[a][0]
        cc = piles[c][0]
        if way == BETWEEN:
            if not 2 <= c - a <= 3:
                return "One or two cards between"
            return None if ca & 15 == cc & 15 or ca & 0x70 == cc & 0x70 else "Needs its suit or rank"
        if way == ENDS:
            if a != _L0 + b.live - 4 or c != a + 3:
                return "The last four play"
            return None if ca & 15 == cc & 15 or ca & 0x70 == cc & 0x70 else "Ends: no suit or rank"
        t = x[_TOTAL]
        s = 0
        for p in range(a, c + 1):
            s += value(x, piles[p][0])
        if a == c and ca & 15 != x[_SINGLE]:
            return "Two cards or more"
        if s % t or x[_FLAGS] & TENS and s > 3 * t:
            return "Adds to %d" % s
        return None

    def check(self, m):
        kind = m >> 16 & 0x3F
        b = self.b
        if kind == RUN:
            return self.goes(m >> 8 & 0xFF, m & 0xFF)
        if kind == _DEAL:
            if not b.size[_P_STOCK]:
                return "The stock is empty"
            return "Play the cards first" if self.x[_FLAGS] & STUCK and self.plays(-1) else None
        return "Not in this game" if kind == _REMOVE or kind == _ONTO else self.check0(m)  # (the stock's turn: the engine's "Not now")

    def plays(self, src):
        """Gets the row's moves (those starting at place ``src`` when given)."""
        b = self.b
        x = self.x
        piles = b.piles
        end = _L0 + b.live
        out = []
        way = x[_WAY]
        if way == ENDS:
            a = end - 4
            if a >= _L0 and (src < 0 or src == a) and self.goes(a, a + 3) is None:
                out.append(RUN << 16 | a << 8 | a + 3)
            return out
        for a in range(_L0, end) if src < 0 else (src,) if _L0 <= src < end else ():
            if way == BETWEEN:
                for c in (a + 2, a + 3):
                    if c < end and self.goes(a, c) is None:
                        out.append(RUN << 16 | a << 8 | c)
                continue
            t = x[_TOTAL]
            top = 3 * t if x[_FLAGS] & TENS else 9999
            s = 0
            for c in range(a, end):
                s += value(x, piles[c][0])
                if s > top:
                    break
                if s % t == 0 and (c > a or piles[a][0] & 15 == x[_SINGLE]):
                    out.append(RUN << 16 | a << 8 | c)
        return out

    def own(self, auto_finish):
        """Gets the game's own next move with ``auto_finish``, or None: a
        card of rank ``SINGLE`` alone (Seven Up's seven: whatever run holds
        it adds to a multiple of seven without it too, so it is safe), or
        One-Handed's discard (the rules leave it no choice)."""
        if not auto_finish:
            return None
        b = self.b
        x = self.x
        if x[_WAY] == ENDS:
            ms = self.plays(-1)
            return ms[0] if ms else None
        if x[_SINGLE]:
            piles = b.piles
            for p in range(_L0, _L0 + b.live):
                if piles[p][0] & 15 == x[_SINGLE]:
                    return RUN << 16 | p << 8 | p
        return None

    def legal_moves(self, src=-1):
        out = self.plays(src)
        if src < 0 and self.check(_DEAL << 16) is None:
            out.append(_DEAL << 16)
        return out

    def cut(self, m):
        """Gets the first place and the count of the cards move ``m`` removes."""
        a = m >> 8 & 0xFF
        c = m & 0xFF
        if self.x[_WAY] == RUNS or self.x[_WAY] == ENDS and self.b.piles[a][0] & 15 == self.b.piles[c][0] & 15:
            return a, c - a + 1
        return a + 1, c - a - 1

    def apply(self, m, by_game=False):
        b = self.b
        piles = b.piles
        size = b.size
        kind = m >> 16 & 0x3F
        aux = 0
        if kind == RUN:
            a, k = self.cut(m)
            aux = a << 8 | k  # (the undo's: the ends' cards are gone by then)
            for p in range(a, a + k):
                b._put(_P_OUT, piles[p][0])
            end = _L0 + b.live
            for p in range(a, end - k):
                piles[p][0] = piles[p + k][0]
            for p in range(end - k, end):
                size[p] = 0
            b.live -= k
        else:  # the deal: the stock's top card at the row's end
            b._put(_L0 + b.live, b._take(_P_STOCK))
            b.live += 1
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(aux)
        b.nmoves += 1

    def undo(self):
        b = self.b
        if not b.hist:
            return False
        m = b.hist.pop()
        aux = b.aux.pop()
        b.nmoves -= 1
        piles = b.piles
        size = b.size
        if m >> 16 & 0x3F == RUN:
            a = aux >> 8
            k = aux & 0xFF
            end = _L0 + b.live
            for p in range(end + k - 1, a + k - 1, -1):
                piles[p][0] = piles[p - k][0]
                size[p] = 1
            for p in range(a + k - 1, a - 1, -1):
                piles[p][0] = b._take(_P_OUT)
                size[p] = 1
            b.live += k
        else:
            b.live -= 1
            b._put(_P_STOCK, b._take(_L0 + b.live))
        return True

    def redeal(self, deal, rules=None, options=b""):
        """Deals deal ``deal``: ``ROWS`` cards in the row, the rest the
        stock (Royal Marriage: the Queen of Hearts alone in the row, the
        King of Hearts the stock's last card). The engine's deal is made
        first, for all it sets and its shuffle (it lays the whole deck in
        the row: the deck is read back from it)."""
        b = self.b
        self.redeal0(deal, rules, options)
        piles = b.piles
        size = b.size
        n = len(b.order)
        between = self.x[_WAY] == BETWEEN
        deck = bytearray(n)
        j = 1 if between else 0  # (Royal Marriage: its Queen first, its King last, the rest between in their order)
        for i in range(n):
            c = piles[_L0 + i][0]
            if not between or c != _QUEEN_H and c != _KING_H:
                deck[j] = c
                j += 1
        if between:
            deck[0] = _QUEEN_H
            deck[n - 1] = _KING_H
        size[:] = bytes(len(size))
        k = self.x[_ROWS]
        for i in range(k):
            piles[_L0 + i][0] = deck[i]
            size[_L0 + i] = 1
        b.live = k
        stock = piles[_P_STOCK]
        for i in range(n - k):  # (the stock's top card last: the next one dealt)
            stock[i] = deck[n - 1 - i]
        size[_P_STOCK] = n - k
