"""The card games' tableau drawn into the screen's tile map: each column
from its pile and its marks (the cursor, the held cards, where they would
land), redrawn only when those changed. ``Play.draw`` calls it; it is a
module of its own as the tableau's drawing is a job of its own, the
longest of the screen's."""

from micropython import const

from solitaire.cards import rules as R
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.console import tiles as T

_REDEALS = const(10)  # a place in Rules.extra (build_catalogue's EXTRA): the stock's slot redeals
_MERCI = const(15)  # (and one for the merci: merci.py)


def draw_tableau(self):
    """Draws the tableau columns whose cards or marks changed since they
    were drawn. A new deal draws them all, so this is one tight loop with
    every name it uses in a local. A column is drawn from its marks and its
    pile's size and top card: the engine changes a pile at its top only, and
    no key takes two cards or more off a pile and puts as many back, but a
    redeal, counted in the key (``Board.recycles``). (A layer or a merci
    may change a pile inside: it redraws by ``version``.)"""
    app = self.app
    b = self.board
    t0 = b.t0
    hs = hd = -1  # the held cards' source and destination columns
    hn = 0
    if self.holding:
        m = self.shown_move()
        hs = (m & 0xFF) - t0
        hd = ((m >> 8) & 0xFF) - t0
        hn = m >> 16
    cur = self.col if self.row == 1 and not self.holding else -1
    depth = self.depth
    r = b.rules
    v = ~self.version if self.ENGINE is not Board or r.extra[_MERCI] else (b.recycles & 3) << 16 if r.extra[_REDEALS] else 0  # (a layer's or a merci's move changes a pile inside: every column drawn again by version, negated; a redeal deals every pile again, its size and top card maybe as before: by the redeals made. By version, every move drew all 20 of Rainbow Fan's columns, 0.27M fuel of its pick)
    keys = self.col_key
    space = T.EMPTY_KING if r.fill == R.FILL_KING and not r.autofill else T.EMPTY_NONE if r.fill == R.FILL_NONE and not r.autofill else T.EMPTY
    tab = app.screen.tab
    cols = app.screen.tab_cols
    size = b.size
    piles = b.piles
    faces = self.faces
    up = FACE_UP
    inv = T.INVERT
    blank = T.BLANK
    rows = self.tab_rows
    span = cols * (rows - 1)  # from a column's top cell to its bottom row's
    backs = T.BACKS - 1  # (T.backs(), inlined)
    most = T.BACKS_MAX
    more = T.ELLIPSIS
    foot = T.FOOT
    fill = not self.tab_blank  # blank what is under each column
    small = self.loupe is not None  # (a cursor step there within 128 I2C bytes)
    self.tab_blank = False
    left = self.scroll  # (the first pile shown: screen column 0)
    for c in range(left, left + cols):
        sel = hn if c == hs else depth if c == cur else 0  # cards marked, from the top
        one = c == cur and small  # one cell marked: the foot, or a card above the last alone (docs/screen.md, "The loupe and the edge marks")
        land = c == hd  # the held cards would land here
        k = size[t0 + c]
        pile = piles[t0 + c]
        key = ((k << 8 | pile[k - 1] if k else 0) | v if v >= 0 else ~v) << 10 | sel << 2 | one << 1 | land
        at = c - left
        if keys[at] == key:
            continue
        keys[at] = key
        last = at + span  # the cell of the bottom row
        if not k:
            tab[at] = space | inv if sel or land else space
            at += cols
        else:
            d = 0  # face-down cards
            while d < k and not pile[d] & up:
                d += 1
            if d:
                tab[at] = backs + (d if d < most else most)
                at += cols
            # when they do not all fit, an ellipsis row, then the cards
            # from ``first`` on, then the foot
            first = k + 2 - rows + (d > 0)
            if first > d + 1:
                if k - sel < first:
                    first = k - sel if k - sel > d else d  # keep the marked cards in view
                if first > d:  # (all face-up cards marked: none left out above)
                    tab[at] = more
                    at += cols
            else:
                first = d
            end = first + (last - at) // cols  # (the rows left above the foot)
            if end > k:
                end = k
            lit = k - sel  # from here on the cards are marked
            if lit > end:
                lit = end
            if lit < first:
                lit = first
            hi = lit + (sel != 1) if one else end  # (one: no card lit over the foot, or the cursor's alone)
            for i in range(first, lit):
                tab[at] = faces[pile[i]]
                at += cols
            for i in range(lit, hi):
                tab[at] = faces[pile[i]] | inv
                at += cols
            for i in range(hi, end):  # (three loops: a test a card in one cost more fuel)
                tab[at] = faces[pile[i]]
                at += cols
            # the bottom edge is marked with the cards: a lit bar under dense faces
            tab[at] = (more if end < k else (T.LANDING if land else foot)) | (inv if sel and not (one and sel > 1) else 0)
            at += cols
        while fill and at <= last:
            tab[at] = blank
            at += cols
