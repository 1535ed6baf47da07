"""A pyramid bigger than the screen, seen through a window that follows the
cursor (Double Pyramid's nine rows: 17 columns of eight-pixel faces over
the screen's 16, nine rows over the seven above the loupe's line). Loaded
only by such a game (``play.Play.start``, ``needed``).

The window is the screen's 16 columns by seven rows of the pyramid's cells
(``play.Play.cells``: a place's cell, row by the pyramid's full width).
It moves as little as it can to keep the cursor's card in view, so it
starts on the bottom rows' right, where the cursor starts; a move of the
window redraws the tableau. The loupe's line shows which rows are in view
at its right ("r3-9") and its edge marks say a card is off to a side.
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.pairs import engine as E

_ROWS = const(7)  # the tableau's rows above the loupe's line
_LABEL = const(15)  # the rows' label's column on the message line (before the right edge mark)


def needed(cols, rows):
    """Does a pyramid of ``cols`` screen columns and ``rows`` rows need a
    window?"""
    return cols > S.MAX_COLS or rows > _ROWS


def _shown(at, first, room, n):
    """Gets the first of ``n`` lines (rows or columns) to show ``room`` of
    so that line ``at`` is in view, moving ``first`` as little as it can."""
    if at < first:
        first = at
    elif at >= first + room:
        first = at - room + 1
    return max(0, min(first, n - room))


class View:
    """The window's place over a pyramid of ``cols`` columns, ``rows`` rows
    (``cells``: each place's cell in it, ``Play.cells``)."""

    def __init__(self, cols, rows, cells):
        self.cols = cols
        self.rows = rows
        self.cells = cells
        self.row = bytes(v // cols for v in cells)  # each place's row and column, worked out once
        self.col = bytes(v % cols for v in cells)
        self.shown = bytearray(len(cells))  # each place's index in the tableau (255: out of the window)
        self.left = self.top = -1
        self.reset()

    def reset(self):
        """Puts the window where a deal starts: the bottom rows' right, where
        the cursor starts (worked out again only when it had moved)."""
        self.follow(self.cols - 1, self.rows - 1)

    def place(self):
        """Works out where each place shows (as the window moves, not as it
        draws: a redraw then costs what the 28-card pyramid's does)."""
        shown = self.shown
        row = self.row
        col = self.col
        top = self.top
        left = self.left
        for i in range(len(shown)):
            r = row[i] - top
            c = col[i] - left
            shown[i] = r * 16 + c if 0 <= r < _ROWS and 0 <= c < 16 else 255  # (16: S.MAX_COLS, a literal in the loop)

    def follow(self, col, row):
        """Moves the window so that cell (``col``, ``row``) shows (a row
        under 0, the top row's stock and waste: only across); True when
        it moved."""
        left = _shown(col, self.left, S.MAX_COLS, self.cols)
        top = self.top if row < 0 else _shown(row, self.top, _ROWS, self.rows)
        if left == self.left and top == self.top:
            return False
        self.left = left
        self.top = top
        self.place()
        return True

    def edges(self):
        """Gets the loupe's edge marks (``loupe.LEFT``, ``RIGHT``: columns
        out of view to that side)."""
        return (1 if self.left else 0) | (2 if self.left + S.MAX_COLS < self.cols else 0)

    def draw(self, play, mark, mark2):
        """Draws the pyramid's cards in the window (the tableau was blanked),
        ``mark`` and ``mark2`` inverted."""
        b = play.board
        tab = play.app.screen.tab
        faces = T.FACE_OF
        shown = self.shown
        size = b.size
        piles = b.piles
        for p in range(E.L0, E.L0 + b.ncells):
            k = size[p]
            if k:
                i = shown[p - E.L0]
                if i != 255:
                    tab[i] = faces[piles[p][k - 1]] | (T.INVERT if p == mark or p == mark2 else 0)

    def put(self, play, p, hi):
        """Draws place ``p``'s card, inverted when ``hi`` (when in view)."""
        b = play.board
        i = self.shown[p - E.L0]
        if i != 255:
            play.app.screen.tab[i] = T.FACE_OF[b.piles[p][b.size[p] - 1]] | (T.INVERT if hi else 0)

    def label(self, scr):
        """Writes the rows in view at the right of the loupe's line."""
        s = "r%d-%d" % (self.top + 1, self.top + _ROWS)
        scr.msg[_LABEL : _LABEL + len(s)] = s.encode()
