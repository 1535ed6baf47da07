"""The grids with gaps in play: the family's ``Play`` (ARCHITECTURE.md,
"The family interface"), the screen object shown while one is on the board.

The cursor is on a gap: left and right step to the previous and next gap
(row by row, wrapping round); up and down choose among the cards that may
go into it (Gaps: one, or a row's left end any of the Twos; Maze: up to
five), drawn inverted where they lie; A moves the card into the gap, and
the cursor goes to the gap it left when a card fits there, else to the
next gap that takes one. With no card to move, A ends the round and deals
again (Gaps, Spaces). B takes the last move back, hold A (the hint) puts
the cursor on the move that joins most cards to their neighbours in suit,
hold B pauses.

The grid is drawn with the small faces the wide card games use (13
columns at 8 pixels, 9 at 12: ``console/screen.py`` picks the pitch); the
message line names the chosen card in full, the square it goes to and the
round (``cards/loupe.py``'s glyphs), so a face too small to read is read
there.
"""

from micropython import const

from solitaire.cards import loupe as L
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PLAY, WIN
from solitaire.console.ticks import ticks_diff
from solitaire.gaps import engine as E

KEEP = ()
Engine = E.Gaps
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
_SPACED = const(5)  # rows up to this many are drawn a row apart, a foot under each card


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame):
    the round."""
    if len(rest) != 1 or not rest[0]:
        raise ValueError("snapshot: no round")
    b.round = rest[0]
    del b.hist[:]
    del b.before[:]
    b.index()


class Play:
    """A grid with gaps on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"

    def __init__(self, app):
        self.app = app
        self.board = None
        self.gap = 0  # the gap under the cursor
        self.pick = 0  # which of the cards that fit it
        self.cands = []  # the cards that fit it (worked out once a key: chosen, status and draw read it)
        self.holding = False  # (nothing is ever picked up)
        self.mark = -1  # app.msg_until as the status line was written
        self.dealing = False  # a redeal (or its undo) made: the new grid is drawn on the next tick

    # -- the family interface -------------------------------------------

    def start(self, rules, deal, options, board=None):
        b = self.board
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(rules):
            b.redeal(deal, rules.with_options(options), options)
        else:
            self.board = b = E.Gaps(rules.with_options(options), deal, options)
        self.app.screen.set_layout(1, b.cols)
        self.dealing = False
        self.gap = -1
        self.next_gap(0)
        self.status()

    def resume(self, board, ended):
        self.board = board
        self.next_gap(0)
        self.status()

    def busy(self):
        return False

    def score(self):
        return None

    def record(self, e, score):
        return False

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's item: the hint
        self.app.show_play()
        self.hint()

    def tick(self, now):
        """Draws the grid a redeal dealt (a tick of its own: with the key
        that dealt it, the whole grid drawn anew cost 2.1M fuel in the gaps
        budget session); ends a message (the status line comes back). True
        when the screen changed."""
        app = self.app
        if self.dealing:
            self.dealt()
            return True
        if app.screen.msg_on and app.msg_until != self.mark and ticks_diff(now, app.msg_until) >= 0:
            self.status()
            return True
        return False

    # -- the cursor -------------------------------------------------------

    def next_gap(self, step, first=-1):
        """Puts the cursor on the next gap ``step`` (1, -1) from it, or with
        ``step`` 0 on the first gap from ``first`` (-1: the cursor's) that a
        card fits, else the first gap there; the first card for it."""
        b = self.board
        n = b.cells
        q = self.gap if first < 0 else first
        self.pick = 0
        if step:
            for i in range(1, n + 1):
                g = (q + step * i) % n
                if not b.size[g]:
                    self.gap = g
                    return
            return
        q = q if q >= 0 else 0
        empty = -1
        for i in range(n):
            g = (q + i) % n
            if not b.size[g]:
                if b.fits_any(g):
                    self.gap = g
                    return
                if empty < 0:
                    empty = g
        self.gap = empty

    def chosen(self):
        """Gets the card chosen for the cursor's gap, or 0."""
        w = self.cands
        return w[self.pick % len(w)] if w else 0

    # -- keys -------------------------------------------------------------

    def dealt(self):
        """The grid a redeal (or its undo) left: the cursor on its first
        gap that takes a card, the status line, and the grid drawn again."""
        self.dealing = False
        self.next_gap(0, 0)
        self.status()

    def key(self, k):
        if self.dealing:  # (a key before the tick: the new grid first)
            self.dealt()
            return
        if k == LEFT or k == RIGHT:
            self.next_gap(1 if k == RIGHT else -1)
            self.status()
        elif k == UP or k == DOWN:
            self.pick += 1 if k == DOWN else -1
            self.status()
        elif k == A:
            self.move()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            self.hint()
        elif k == B_HOLD:
            self.app.pause()

    def move(self):
        """Moves the chosen card into the cursor's gap; with no card to move
        anywhere, ends the round."""
        app = self.app
        b = self.board
        c = self.chosen()
        if c:
            src = b.find(c)
            m = E.MOVE << 16 | src << 8 | self.gap
        elif not b.stuck():
            app.say("Nothing fits there")
            return
        else:
            src = 0
            m = E.REDEAL << 16
        why = b.check(m)
        if why is not None:
            app.say("No moves: lost" if why == "No rounds left" else why)
            return
        b.apply(m)
        app.player_moves += 1
        if m >> 16 == E.REDEAL:
            self.dealing = True
            app.screen.set_msg("Round %d" % b.round)
            return
        if b.won():
            from solitaire.console import won  # (the win screen: loaded as it shows)

            app.show(won.Won(app))
            return
        self.next_gap(0, src)
        self.status()

    def undo(self):
        app = self.app
        b = self.board
        if not b.nmoves:
            app.say("Nothing to undo")
            return
        m = b.hist[-1]
        b.undo()
        if m >> 16 == E.MOVE:
            self.gap = m & 0xFF
            w = b.wants(self.gap)
            c = b.at(m >> 8 & 0xFF)
            self.pick = w.index(c) if c in w else 0
        else:
            self.dealing = True  # (the grid before the redeal: drawn on the next tick)
            app.screen.set_msg("Round %d" % b.round)
            return
        if app.state == WIN:
            app.show_play()
        self.status()

    def hint(self):
        """Puts the cursor on the move that joins most cards (``best``)."""
        b = self.board
        m = b.best()
        if m is None:
            self.app.say("No moves: lost")
            return
        if m >> 16 == E.REDEAL:
            self.app.say("A deals round %d" % (b.round + 1))
            return
        self.gap = m & 0xFF
        w = b.wants(self.gap)
        self.pick = w.index(b.at(m >> 8 & 0xFF))
        self.status()

    def status(self):
        """Writes the status line: the chosen card, the square it goes to
        (its column letter, row number), the round; or what A does."""
        app = self.app
        b = self.board
        self.cands = b.wants(self.gap) if self.gap >= 0 else []
        c = self.chosen()
        scr = app.screen
        if c:
            m = L.clear(scr, 0)
            L.write(m, 0, c, T.INVERT)
            w = len(self.cands)
            t = " to %s%d%s" % (chr(97 + self.gap % b.cols), self.gap // b.cols + 1, " %d/%d" % (self.pick % w + 1, w) if w > 1 else "")
        elif b.stuck():
            scr.set_msg("A: round %d" % (b.round + 1) if b.rounds_left() else "No moves: lost")
            m = None
        else:
            scr.set_msg("Nothing fits here")
            m = None
        if m is not None:
            m[2 : 2 + len(t)] = t.encode()
            if not b.ring:
                r = "R%d" % b.round
                m[S.TEXT_COLS - len(r) :] = r.encode()
            scr.msg_on = True
        self.mark = app.msg_until

    # -- drawing ----------------------------------------------------------

    def draw(self):
        scr = self.app.screen
        scr.mode = S.GAME
        if self.dealing:
            return  # (the grid as it was until the tick draws the new one)
        b = self.board
        cols = b.cols
        rows = b.cells // cols
        tab = scr.tab
        tab[:] = _BLANK_TAB
        scr.top[0] = T.BLANK
        faces = T.FACE_OF
        step = 2 if rows < _SPACED else 1  # (Gaps' four rows a row apart, a foot under each card; Maze's six close)
        c = self.chosen()
        src = b.find(c) if c else -1
        for q in range(b.cells):
            at = (q // cols) * step * cols + q % cols
            if b.size[q]:
                t = faces[b.piles[q][0]]
                if q == src:
                    t |= T.INVERT
                if step == 2:
                    tab[at + cols] = T.FOOT
            else:
                t = T.EMPTY if b.fits_any(q) else T.EMPTY_NONE
                if q == self.gap:
                    t |= T.INVERT
            tab[at] = t
        if step == 1:
            for q in range(b.cells - cols, b.cells):
                if b.size[q]:
                    tab[rows * cols + q % cols] = T.FOOT
