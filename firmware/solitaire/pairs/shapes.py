"""The pyramid games' other shapes (issue 30: Giza, Pyramid Dozen, Pharaohs,
Triangle, Eleven Triangle). Loaded only by a record whose ``SHAPE`` place
(17) is set: ``engine.Pairs`` calls ``attach`` as it is made, which lays
out the places, binds ``free`` and ``free_piles`` over the engine's and
gives the screen each place's cell (``cell``, ``width``).

Every layout place holds one card, and a card is free when the places
covering it are empty: each place has two covering places, or one, or none
(``cover``, two bytes a place, ``NONE`` for none). ``SHAPE``'s low four
bits:

* ``TABLEAU``: a pyramid of ``SIZE`` rows, then ``BESIDE`` tableau piles of
  ``ROWS`` cards each, splayed downward (Giza: eight of three; Pyramid
  Dozen: six of four), a pile's card covered by the one dealt after it.
  The screen puts half the piles left of the pyramid, half right, in the
  room its top rows leave.
* ``TRIANGLE``: the pyramid upside down (Triangle, Eleven Triangle): a row
  of ``SIZE`` cards, then rows of one fewer, each card overlapping two of
  the row before: a row's end cards lie under one card only, and the last
  row's card is the one free card of the deal.
* ``THREE``: three pyramids side by side, of ``SIZE``, ``ROWS`` and
  ``BESIDE`` rows (Pharaohs: 7, 6, 2: the deck's 52 cards), their bottom
  rows level; wider than the screen, so it shows through
  ``pyramid_draw.py``'s window.

``SHAPE``'s high four bits: the waste piles, when more than one (``wastes.py``:
Apophis, Anubis, Triangle, Eleven Triangle); a record of several wastes and
no other shape (low bits 0) lays out the pyramid as the engine does.

``BESIDE`` (place 22): the piles or the third pyramid's rows in its low
four bits; bit 4 (``QUEEN_KING``): a Queen and a King go together besides
the pairs adding to ``TOTAL`` (Pyramid Dozen's twelve).
"""

from micropython import const

# engine.py's places and piles (the engine imports this module, so it
# cannot import the engine: tests/test_pairs_pyr30.py holds them equal)
_SIZE = const(1)
_ROWS = const(2)
_TOTAL = const(4)
_SINGLE = const(5)
_STOCK_FREE = const(8)
_SHAPE = const(17)
_BESIDE = const(22)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_NONE = const(255)
_REMOVE = const(1)

TABLEAU = const(1)
TRIANGLE = const(2)
THREE = const(3)
QUEEN_KING = const(16)
_COLS = const(16)  # the screen's columns at the eight-pixel pitch (screen.MAX_COLS)


def layout(x):
    """Gets record ``x``'s places as (cover, cols, rows, width): the two
    places covering each (layout indexes from 0, ``NONE`` when fewer), each
    place's screen column and row, and the screen columns it takes."""
    cover = bytearray()
    cols = bytearray()
    rows = bytearray()
    kind = x[_SHAPE] & 15
    n = x[_SIZE]
    if kind == TRIANGLE:
        base = 0
        for r in range(n):
            k = n - r  # this row's cards; the next row's start after them
            for i in range(k):
                nxt = base + k  # the next row's first place
                cover.append(nxt + i - 1 if i else _NONE)
                cover.append(nxt + i if i < k - 1 else _NONE)
                cols.append(r + 2 * i)
                rows.append(r)
            base += k
        return cover, cols, rows, 2 * n - 1
    if kind == THREE:
        sizes = (n, x[_ROWS], x[_BESIDE] & 15)
        left = 0
        for m in sizes:
            _pyramid(cover, cols, rows, m, left, n - m)
            left += 2 * m
        return cover, cols, rows, left - 1
    if kind != TABLEAU:  # (0: the pyramid as the engine lays it, for a record of several wastes: wastes.py)
        _pyramid(cover, cols, rows, n, 0, 0)
        return cover, cols, rows, 2 * n - 1
    _pyramid(cover, cols, rows, n, 1, 0)  # (TABLEAU: one column in from the left, the piles either side)
    piles = x[_BESIDE] & 15
    deep = x[_ROWS]
    half = piles // 2
    for j in range(piles):
        at = len(cols)
        for d in range(deep):
            cover.append(at + d + 1 if d < deep - 1 else _NONE)
            cover.append(_NONE)
            cols.append(j if j < half else _COLS - piles + j)
            rows.append(d)
    return cover, cols, rows, _COLS


def _pyramid(cover, cols, rows, n, left, top):
    """Adds a pyramid of ``n`` rows whose bottom row starts at column
    ``left``, its top row at screen row ``top``."""
    base = len(cols)
    for r in range(n):
        first = base + r * (r + 1) // 2
        for i in range(r + 1):
            c = first + r + 1 + i  # the first of the two covering it, in the next row
            cover.append(c if r < n - 1 else _NONE)
            cover.append(c + 1 if r < n - 1 else _NONE)
            cols.append(left + n - 1 - r + 2 * i)
            rows.append(top + r)


def layout_text(x, deck):
    """Gets the rules screen's sentence of record ``x``'s layout (``deck``:
    its cards, "52 cards")."""
    kind = x[_SHAPE] & 15
    n = x[_SIZE]
    if kind == TRIANGLE:
        return "%s. A pyramid upside down: a row of %d, then rows of one fewer, %d cards; a card is free when the cards covering it are gone (a row's end cards: one)." % (deck, n, n * (n + 1) // 2)
    if kind == THREE:
        sizes = (n, x[_ROWS], x[_BESIDE] & 15)
        return "%s. Three pyramids of %s rows, %s cards; a card is free when the two covering it are gone. The screen shows sixteen columns at a time, following the cursor." % (
            deck, ", ".join(str(r) for r in sizes), ", ".join(str(r * (r + 1) // 2) for r in sizes))
    if kind != TABLEAU:  # (0: the engine's pyramid, a record of several wastes: Apophis, Anubis)
        s = "%s. A pyramid of %d rows, %d cards; a card is free when the two covering it are gone." % (deck, n, n * (n + 1) // 2)
        return s + " The screen shows seven rows at a time, following the cursor." if n > 7 else s
    return "%s. A pyramid of %d rows, %d cards, and %d piles of %d face up beside it; a card is free when the cards covering it are gone (a pile's: its top card)." % (
        deck, n, n * (n + 1) // 2, x[_BESIDE] & 15, x[_ROWS])


def queen_king(x, va, vb):
    """Do ranks ``va`` and ``vb`` go together: adding to the total, or a
    Queen and a King (Pyramid Dozen)?"""
    return va + vb == x[_TOTAL] or va + vb == 25  # (12 + 13: no other two ranks)


def attach(b):
    """Lays out board ``b``'s places by its record's shape and binds this
    module's ``free`` and ``free_piles`` over the engine's (before its
    first deal)."""
    s = Shape(b)
    b.free = s.free
    b.free_piles = s.free_piles
    b.cell = s.cell
    b.alone = s.alone
    if b.x[_BESIDE] & QUEEN_KING:
        b.goes = queen_king
    if s.wastes:
        from solitaire.pairs.wastes import Wastes

        Wastes(b)


class Shape:
    """A board's places: what covers each and where each shows."""

    def __init__(self, b):
        self.b = b
        self.cover, self.cols, self.rows, b.width = layout(b.x)
        n = len(self.cols)
        b.ncells = n
        self.wastes = more = (b.x[_SHAPE] >> 4 or 1) - 1  # (the wastes after the first: piles after the layout's)
        b.piles[3:] = [bytearray(1) for _ in range(n)] + [bytearray(b.ncards) for _ in range(more)]
        b.size = bytearray(_L0 + n + more)
        end = _L0 + n
        self.order = bytes((_P_STOCK, _P_WASTE)) + bytes(range(end, end + more)) + bytes(range(_L0, end))  # (free_piles' order)

    def alone(self):
        """Gets a move removing a free card that goes alone (a King), or
        None: the engine's, the cards of that rank found first and then
        asked if free (a deal's own moves ask after each King removed:
        Giza's deal key took 2.28M fuel from .mpy through free_piles)."""
        b = self.b
        single = b.x[_SINGLE]
        if single:
            size = b.size
            piles = b.piles
            for p in self.order:
                if size[p] and piles[p][size[p] - 1] & 15 == single and self.free(p):
                    return _REMOVE << 16 | p << 8 | _NONE
        return None

    def cell(self, i):
        """Gets layout place ``i``'s (column, row) on the screen."""
        return self.cols[i], self.rows[i]

    def free(self, p):
        """Is pile ``p``'s top card free to play?"""
        b = self.b
        size = b.size
        if not size[p]:
            return False
        if p >= _L0 + b.ncells:  # (a waste of wastes.py's)
            return True
        if p >= _L0:
            cover = self.cover
            i = 2 * (p - _L0)
            c = cover[i]
            d = cover[i + 1]
            return (c == _NONE or not size[_L0 + c]) and (d == _NONE or not size[_L0 + d])
        if p == _P_WASTE:
            return True
        return p == _P_STOCK and b.x[_STOCK_FREE]

    def free_piles(self):
        """Gets the piles whose top card is free, the stock and waste first."""
        b = self.b
        size = b.size
        out = []
        if size[_P_STOCK] and b.x[_STOCK_FREE]:
            out.append(_P_STOCK)
        if size[_P_WASTE]:
            out.append(_P_WASTE)
        end = _L0 + b.ncells
        for p in range(end, end + self.wastes):
            if size[p]:
                out.append(p)
        cover = self.cover
        none = _NONE
        for p in range(_L0, end):
            if size[p]:
                i = 2 * (p - _L0)
                c = cover[i]
                if c != none and size[_L0 + c]:
                    continue
                c = cover[i + 1]
                if c != none and size[_L0 + c]:
                    continue
                out.append(p)
        return out
