"""The pairing games' own rules for the Wikibooks games and politaire's
discard games (loaded only by a record whose ``WAY`` or ``FLAGS`` place is
set and whose layout is not a row, ``runs.py``'s: ``engine.Pairs`` calls
``attach`` as it is made, which binds this module's ``check``,
``legal_moves``, ``apply``, ``undo`` or ``redeal`` over the engine's, each
handing the engine's own moves back to it).

``WAY`` (place 20):

* ``DROP``: Aces Up. A pile's top card is discarded alone when a higher
  card of its suit (Aces high) tops another pile; no pairs.
* ``SUITS``: two top cards of a suit go together (Suits Up).
* ``NESTOR``: the deal: eight columns of six in which no two cards share a
  rank (a card that would is put under the deck and the next one dealt),
  then the reserve, four piles of one.
* ``FRIDAY``: three piles of one, filled from the stock at once, then ten
  piles of three, never filled (the record's stock is ``fill``).
* ``SQUARE``: Aces Square. A grid's two cards of a suit in one row or one
  column go, never an Ace (the goal leaves the four Aces).
* ``ROW_WAYS`` and over: a row that grows from the stock (``runs.py``, a
  module of its own: a row's game never loads this one).

``STOCK`` (the engine's place) ``STOCK_EACH``: A on the stock deals a card
onto each pile in turn (fewer at the stock's end). (The values from 8 up
are this module's, of the engine's places.)

``FLAGS`` (place 21), bits: ``SPACE``: a pile's top card may
go into an empty pile (a ``ONTO`` move; from a pile of two or more: a lone
card moved would only move the space); ``STUCK``: the stock deals only when
no card can be discarded or moved; bits 4-7: a short deck's lowest rank
after the Ace (The Wish: 7, so Ace and 7 to King).
"""

from micropython import const

# engine.py's places, piles and moves (the engine imports this module: it
# cannot import the engine; tests/test_pairs_wiki.py holds them equal)
_ROWS = const(2)
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
_NONE = const(255)
_BY_GAME = const(0x400000)

DROP = const(1)
SUITS = const(2)
NESTOR = const(3)
FRIDAY = const(4)
SQUARE = const(5)
ROW_WAYS = const(8)
STOCK_EACH = const(8)
SPACE = const(1)
STUCK = const(2)
_NESTOR_ROWS = const(6)
_FRIDAY_LEFT = const(3)  # Friday's piles filled from the stock; the ten after them hold three


def attach(b):
    """Binds record ``b.x``'s own rules over the engine's methods on board
    ``b`` (before its first deal)."""
    x = b.x
    low = x[_FLAGS] >> 4
    if low:  # a short deck: Aces and the ranks from ``low`` up
        b.order = bytes(c for c in b.order if c & 15 == 1 or c & 15 >= low)
        b.ncards = len(b.order)
    w = Way(b)
    if x[_WAY] == SUITS or x[_WAY] == SQUARE:
        b.goes_with = w.suited
    if x[_WAY] == NESTOR:
        for p in range(_L0, _L0 + 8):
            b.piles[p] = bytearray(_NESTOR_ROWS)
    if x[_WAY] in (NESTOR, FRIDAY):
        b.redeal = w.redeal
    if x[_WAY] in (DROP, SUITS, FRIDAY, SQUARE) or x[_STOCK] == STOCK_EACH or x[_FLAGS] & SPACE:
        b.check = w.check
        b.legal_moves = w.legal_moves
        b.apply = w.apply
        b.undo = w.undo


def high(card):
    """Gets a card's rank with Aces high (Aces Up: 14)."""
    r = card & 15
    return 14 if r == 1 else r


class Way:
    """A board's own rules: the engine's methods kept, and the moves of
    the record's way made here."""

    def __init__(self, b):
        self.b = b
        self.x = b.x
        self.check0 = b.check  # (the engine's, bound before attach binds over them)
        self.legal0 = b.legal_moves
        self.apply0 = b.apply
        self.undo0 = b.undo
        self.redeal0 = b.redeal

    def suited(self, a, c):
        """Do the top cards of piles ``a`` and ``c`` share a suit (and,
        Aces Square, neither is an Ace)?"""
        b = self.b
        ca = b.top(a)
        cc = b.top(c)
        return ca & 0x70 == cc & 0x70 and (self.x[_WAY] != SQUARE or ca & 15 != 1 and cc & 15 != 1)

    def lined(self, a, c):
        """Are grid places ``a`` and ``c`` in one row or one column?"""
        n = self.b.cols
        a -= _L0
        c -= _L0
        return a // n == c // n or a % n == c % n

    def beaten(self, a):
        """Is pile ``a``'s top card below another top card of its suit?"""
        b = self.b
        ca = b.top(a)
        for p in range(_L0, len(b.size)):
            cp = b.top(p)
            if p != a and cp and cp & 0x70 == ca & 0x70 and high(cp) > high(ca):
                return True
        return False

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (the engine's
        ``check`` for the moves the record's way leaves to it)."""
        b = self.b
        x = self.x
        size = b.size
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        c = m & 0xFF
        n = len(size)
        if kind == _REMOVE and x[_WAY] == DROP:
            if c != _NONE:
                return "A card goes alone"
            if not _L0 <= a < n or not size[a]:
                return "Not a free card"
            return None if self.beaten(a) else "No higher card of its suit"
        if kind == _REMOVE and x[_WAY] == SQUARE and c != _NONE:
            if not (_L0 <= a < n and _L0 <= c < n and size[a] and size[c]) or a == c:
                return "Not a free card"
            if not self.lined(a, c):
                return "Not in its row or column"
            if b.top(a) & 15 == 1 or b.top(c) & 15 == 1:
                return "The Aces stay"
            return None if self.suited(a, c) else "Not of its suit"
        if kind == _ONTO and x[_FLAGS] & SPACE:
            if not (_L0 <= a < n and _L0 <= c < n):
                return "No pile there"
            if size[c]:
                return "Not a space"
            return None if size[a] > 1 else "A lone card stays"
        if kind == _DEAL and x[_STOCK] == STOCK_EACH:
            if not size[_P_STOCK]:
                return "The stock is empty"
            return "Play the cards first" if x[_FLAGS] & STUCK and self.plays(-1) else None
        if kind == _DEAL and x[_WAY] == FRIDAY:
            for p in range(_L0, _L0 + _FRIDAY_LEFT):
                if not size[p]:
                    return None if size[_P_STOCK] else "The stock is empty"
            return "No gaps to fill"
        return self.check0(m)

    def plays(self, src):
        """Gets the discards, sets and moves into spaces (those of pile
        ``src``'s card when it is one), the stock's deal left out."""
        b = self.b
        x = self.x
        size = b.size
        out = []
        n = len(size)
        way = x[_WAY]
        single = x[_SINGLE]
        space = x[_FLAGS] & SPACE
        for a in range(_L0, n) if src < 0 else (src,) if _L0 <= src < n else ():
            if not size[a]:
                continue
            if way == DROP:
                if self.beaten(a):
                    out.append(_REMOVE << 16 | a << 8 | _NONE)
            elif way == SQUARE:
                self.square(a, src, out)
            else:
                if single and b.top(a) & 15 == single:
                    out.append(_REMOVE << 16 | a << 8 | _NONE)
                for c in range(a + 1 if src < 0 else _L0, n):
                    if c != a and size[c] and b.goes_with(a, c):
                        out.append(_REMOVE << 16 | a << 8 | c)
            if space and size[a] > 1:
                for c in range(_L0, n):
                    if not size[c]:
                        out.append(_ONTO << 16 | a << 8 | c)
        return out

    def square(self, a, src, out):
        """Adds Aces Square's sets of place ``a`` to ``out``: a card of its
        suit in its row or column, no Ace (after it when ``src`` is -1, as
        each set is found once). Only its row and column are looked at, the
        cards read once: every pair of the sixteen asked through
        ``goes_with`` took the hint 1.96M fuel from .mpy."""
        b = self.b
        size = b.size
        piles = b.piles
        n = b.cols
        i = a - _L0
        ca = piles[a][0]
        if ca & 15 == 1:
            return
        s = ca & 0x70
        r0 = i - i % n
        for j in tuple(range(r0, r0 + n)) + tuple(range(i % n, n * self.x[_ROWS], n)):  # (its row, then its column)
            c = _L0 + j
            if j != i and size[c] and (src >= 0 or j > i):
                cc = piles[c][0]
                if cc & 0x70 == s and cc & 15 != 1:
                    out.append(_REMOVE << 16 | a << 8 | c)

    def legal_moves(self, src=-1):
        """Gets the legal moves (pile ``src``'s when given), the stock's
        last."""
        if self.x[_WAY] == FRIDAY:
            return self.legal0(src)  # (the engine's sets; its deal asks check, ours)
        out = self.plays(src)
        if src < 0 and self.check(_DEAL << 16) is None:
            out.append(_DEAL << 16)
        return out

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (the engine makes those that are its own)."""
        b = self.b
        x = self.x
        kind = m >> 16 & 0x3F
        aux = 0
        if kind == _ONTO:
            b._put(m & 0xFF, b._take(m >> 8 & 0xFF))
        elif kind == _DEAL and x[_STOCK] == STOCK_EACH:  # a card a pile, in turn (aux: the piles dealt to)
            for p in range(_L0, len(b.size)):
                if b.size[_P_STOCK]:
                    b._put(p, b._take(_P_STOCK))
                    aux += 1
        elif kind == _DEAL and x[_WAY] == FRIDAY:  # the left piles' gaps (aux: a bit each, as the engine's fill)
            for p in range(_L0, _L0 + _FRIDAY_LEFT):
                if not b.size[p] and b.size[_P_STOCK]:
                    b._put(p, b._take(_P_STOCK))
                    aux |= 1 << (p - _L0)
        else:
            self.apply0(m, by_game)
            return
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(aux)
        b.nmoves += 1

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        b = self.b
        if not b.hist:
            return False
        m = b.hist[-1]
        kind = m >> 16 & 0x3F
        if kind == _ONTO:
            b._put(m >> 8 & 0xFF, b._take(m & 0xFF))
        elif kind == _DEAL and self.x[_STOCK] == STOCK_EACH:
            for p in range(_L0 + b.aux[-1] - 1, _L0 - 1, -1):
                b._put(_P_STOCK, b._take(p))
        else:
            return self.undo0()  # (Friday's fill too: the engine's, by its bits)
        b.hist.pop()
        b.aux.pop()
        b.nmoves -= 1
        return True

    def redeal(self, deal, rules=None, options=b""):
        """Deals deal number ``deal`` as the record's way lays it out: the
        engine's deal made first (for all it sets, and its shuffle: the
        record's ``ROWS`` 1 deals a card a pile and the rest to the stock
        in one copy, so the deck is read back from them, not shuffled
        again), then the cards laid out again."""
        b = self.b
        self.redeal0(deal, rules, options)
        piles = b.piles
        size = b.size
        n = len(b.order)
        cols = len(size) - _L0
        deck = bytearray(n)
        for p in range(cols):
            deck[p] = piles[_L0 + p][0]
        deck[cols:n] = piles[_P_STOCK][0 : n - cols]  # (the engine's stock: the deck's rest in order)
        # (the cards written in place and the sizes set once: a method call
        # a card took Nestor's first key over 2M fuel on the device)
        if self.x[_WAY] == NESTOR:
            seen = [0] * 8  # each column's ranks, a bit each
            h = 0  # the deck's top; a card of a rank the column holds goes under the deck (its end)
            cols8 = piles[_L0 : _L0 + 8]
            for r in range(_NESTOR_ROWS):
                for p in range(8):
                    m = seen[p]
                    c = deck[h]
                    t = len(deck) - h  # (a whole turn of the deck at most)
                    while m >> (c & 15) & 1 and t:
                        deck.append(c)
                        h += 1
                        c = deck[h]
                        t -= 1
                    h += 1
                    seen[p] = m | 1 << (c & 15)
                    cols8[p][r] = c
            size[:] = bytes(len(size))
            size[_L0 : _L0 + 8] = bytes((_NESTOR_ROWS,)) * 8
            for i in range(len(deck) - h):
                piles[_L0 + 8 + i][0] = deck[h + i]
                size[_L0 + 8 + i] = 1
            return
        size[:] = bytes(len(size))
        i = 0  # Friday: a card each to the left piles, then three each round the right
        for p in range(_L0, _L0 + _FRIDAY_LEFT):
            piles[p][0] = deck[i]
            size[p] = 1
            i += 1
        for r in range(3):
            for p in range(_L0 + _FRIDAY_LEFT, len(size)):
                piles[p][r] = deck[i]
                i += 1
        size[_L0 + _FRIDAY_LEFT :] = bytes((3,)) * (len(size) - _L0 - _FRIDAY_LEFT)
        k = n - i  # (the rest is the stock, its top card last)
        piles[_P_STOCK][0:k] = deck[i:]
        size[_P_STOCK] = k
