"""The loupe: the cards under the cursor named in full on the message line,
for a layout whose faces are drawn smaller than the standard 16-pixel ones
(the 12- and 8-pixel faces of ten to sixteen piles on screen), and the
marks at the line's ends that say piles are off to the side of a wide row.

It costs no press: the line follows the cursor as it moves. A message the
game says (a refusal, "Piles 5-20 of 20") shows over it for its moment, and
the loupe comes back when it ends. Only a layout with small faces loads this
module (``cards.play.Play.start``).

A ``Loupe`` is the line of one game's screen. Its writers take card bytes
(``cards/card.py``) and know no game: a family with small faces of its own
(the pairing games' pyramids) keeps a ``Loupe``, asks ``shows(app)`` before
it writes (a message is left to end), writes with ``cards`` or ``move``, and
calls ``drawn(app)``; its ``tick`` ends a message only while ``shows`` is
False. ``draw`` is the card family's: it reads a ``cards.play.Play``'s
cursor.
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_FOUND, STOCK
from solitaire.console import screen as S
from solitaire.console import tiles as T

LEFT = 1  # ``edges``: piles are off to the left of the screen ...
RIGHT = 2  # ... to the right
_MOST = const(9)  # cards the line holds: two characters each, between the edge marks
_END = const(20)  # the right edge mark's character (S.TEXT_COLS - 1)
_RANKS = b"?A23456789TJQK??"
_WILD = const(42)  # "*": the suits past the six-suit deck's (Solitaire Tiles' Wilds)

def _start(scr, edges):
    m = scr.msg
    m[:] = S.BLANK_LINE
    if edges & LEFT:
        m[0] = T.SYM_LEFT
    if edges & RIGHT:
        m[_END] = T.SYM_RIGHT
    return m


def _name(m, at, card, inv):
    m[at] = _RANKS[card & 15] | inv
    s = (card >> 4) & 7
    m[at + 1] = (T.SYM_CLUBS + s if s < 6 else _WILD) | inv


class Loupe:
    """The loupe's line on one game's screen."""

    def __init__(self):
        self.mark = -1  # app.msg_until when the loupe last drew: a message said since has another

    def shows(self, app):
        """True when the message line is the loupe's (or nothing): a message
        said since the loupe drew shows until it ends."""
        return not app.screen.msg_on or app.msg_until == self.mark

    def drawn(self, app):
        """Notes that the loupe has just written the line (see ``shows``)."""
        self.mark = app.msg_until
        app.screen.msg_on = True

    def cards(self, scr, pile, first, end, lit, edges):
        """Names ``pile[first:end]`` (card bytes) side by side, a rank and a
        suit each, those from ``lit`` on inverted as the cursor marks them (up
        to nine: the first ones)."""
        m = _start(scr, edges)
        if end - first > _MOST:
            end = first + _MOST
        at = 1
        for i in range(first, end):
            _name(m, at, pile[i], T.INVERT if i >= lit else 0)
            at += 2

    def move(self, scr, card, onto, edges):
        """Names the held ``card`` (the first of the held cards), an arrow, and
        ``onto``, the card it would land on (0: an empty pile)."""
        m = _start(scr, edges)
        _name(m, 1, card, T.INVERT)
        m[3] = T.SYM_RIGHT
        if onto:
            _name(m, 4, onto, 0)
        else:
            m[4:6] = b"--"

    def draw(self, play):
        """Writes the line for a card game's cursor (``cards.play.Play``): the
        card the cursor is on (the first of its cards), inverted, after the
        face-up card it covers (a foundation: its top card alone); the first
        held card and the card it would land on. Two cards and no more:
        every character that changes is six more bytes to the panel on a
        cursor move (README, "The loupe")."""
        app = play.app
        if not self.shows(app):
            return
        scr = app.screen
        b = play.board
        edges = (LEFT if play.scroll or play.top_scroll else 0) | (RIGHT if play.scroll + scr.tab_cols < b.rules.tab or play.top_scroll + scr.top_cols < play.top_cols else 0)
        size = b.size
        piles = b.piles
        if play.holding:
            m = play.shown_move()
            p = m & 0xFF
            q = (m >> 8) & 0xFF
            self.move(scr, piles[p][size[p] - (m >> 16)], piles[q][size[q] - 1] if size[q] else 0, edges)
        else:
            p = play.cursor_pile()
            k = size[p]
            if not k or p == STOCK and play.row == 0:  # (its tile reads at any size: the line has only the marks)
                _start(scr, edges)
            else:
                pile = piles[p]
                lit = k - (play.depth if play.row == 1 else 1)
                first = lit - 1 if lit and b.kind[p] != K_FOUND and pile[lit - 1] & FACE_UP else lit
                self.cards(scr, pile, first, lit + 1, lit, edges)
        self.drawn(app)
