"""The scored grids in play: the family's ``Play`` (ARCHITECTURE.md, "The
family interface"), the screen object shown while one is on the board.

The cursor steps over the grid's squares (the arrows, wrapping round); A
places the stock's top card, shown top left, on the square under it; B
takes the last card back; hold A (the hint) puts the cursor on the square
where the card adds most to its row's and column's hands; hold B pauses.
The message line keeps the score as the grid fills, and the goal. Once
the grid is full the game ends on a screen of its own with the score,
won or not (``End``: the statistics keep the best score), and Cribbage
Square's starter shows top left.
"""

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.card import card_name
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PLAY, WIN, heading, text_page
from solitaire.console.ticks import ticks_diff
from solitaire.squares import engine as E

KEEP = ()
Engine = E.Squares
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame):
    nothing more."""
    if len(rest):
        raise ValueError("snapshot too long")
    del b.hist[:]
    b.rescore()


class End:
    """The full grid's screen: the score, won or not; A deals the next
    deal, B goes back to the grid (undo from there), hold B to the menu."""

    kind = WIN

    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        if k == A:
            app.start(app.gi, app.play.board.deal_no + 1)
        elif k == B:
            app.show_play()
        elif k == B_HOLD:
            app.show_menu(app.gi)

    def draw(self):
        app = self.app
        b = app.play.board
        scr = app.screen
        text_page(scr)
        won = b.won()
        scr.put_text(1, 3, "*  YOU WON!  *" if won else "The grid is full", T.INVERT if won else 0)
        scr.put_text(3, 1, heading(app, app.gi, b.deal_no))
        scr.put_text(4, 1, "Score %d (goal %d)" % (b.score(), E.goal(b.x)))
        scr.put_text(6, 1, "A: next deal")
        scr.put_text(7, 1, "B: the grid")


class Play:
    """A scored grid on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"

    def __init__(self, app):
        self.app = app
        self.board = None
        self.cur = 0  # the square under the cursor
        self.holding = False  # (the stock's card is never picked up)
        self.mark = -1  # app.msg_until as the status line was written
        self.ending = False  # the grid is full: its scoring with the starter and the end screen, on the next tick

    # -- the family interface -------------------------------------------

    def start(self, rules, deal, options, board=None):
        b = self.board
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(rules):
            b.redeal(deal, rules.with_options(options), options)
        else:
            self.board = b = E.Squares(rules.with_options(options), deal, options)
        self.app.screen.set_layout(b.side, b.side)
        self.cur = b.cells // 2  # (the middle square)
        self.status()

    def resume(self, board, ended):
        self.board = board
        self.status()

    def busy(self):
        return False

    def score(self):
        b = self.board
        return b.score() if b.full() else None

    def record(self, e, score):
        return True  # (the best score only: Stats.record keeps it; no series)

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's item: the hint
        self.app.show_play()
        self.hint()

    def tick(self, now):
        """Scores the full grid and shows the end (a tick of its own: with
        the key that filled it, Cribbage Square's every line scored again
        with the starter cost 2.1M fuel); ends a message (the status line
        comes back). True when the screen changed."""
        app = self.app
        if self.ending:
            if self.board.rescore_some(4):  # (half the lines a tick: all eight with the starter, and the end screen, cost 2.1M)
                self.end()
                return True
            return False
        if app.screen.msg_on and app.msg_until != self.mark and ticks_diff(now, app.msg_until) >= 0:
            self.status()
            return True
        return False

    # -- keys -------------------------------------------------------------

    def end(self):
        """The full grid's score and end screen."""
        self.ending = False
        self.status()
        self.app.show(End(self.app))

    def key(self, k):
        if self.ending:  # (a key before the tick: the end first)
            self.end()
            return
        b = self.board
        n = b.side
        q = self.cur
        if k == LEFT or k == RIGHT:
            self.cur = q - q % n + (q % n + (1 if k == RIGHT else -1)) % n
        elif k == UP or k == DOWN:
            self.cur = (q + (n if k == DOWN else -n)) % b.cells
        elif k == A:
            self.place()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            self.hint()
        elif k == B_HOLD:
            self.app.pause()

    def place(self):
        """Places the stock's top card on the square under the cursor."""
        app = self.app
        b = self.board
        m = E.PLACE << 16 | self.cur
        why = b.check(m)
        if why is not None:
            app.say(why)
            return
        b.apply(m)
        app.player_moves += 1
        if b.full():
            self.ending = True
            return
        self.status()

    def undo(self):
        app = self.app
        b = self.board
        if not b.nmoves:
            app.say("Nothing to undo")
            return
        self.cur = b.hist[-1] & 0xFF
        b.undo()
        if app.state == WIN:
            app.show_play()
        self.status()

    def hint(self):
        """Puts the cursor on the square where the card adds most now."""
        b = self.board
        m = b.best()
        if m is None:
            self.app.say("The grid is full")
            return
        self.cur = m & 0xFF
        self.app.say("Hint: %s here" % card_name(b.top(b.stock) | E.UP))

    def status(self):
        """Writes the status line: the score as the hands stand, the goal."""
        b = self.board
        self.app.screen.set_msg("Score %d/%d" % (b.score(), E.goal(b.x)))
        self.mark = self.app.msg_until

    # -- drawing ----------------------------------------------------------

    def draw(self):
        scr = self.app.screen
        scr.mode = S.GAME
        b = self.board
        n = b.side
        top = scr.top
        tab = scr.tab
        tab[:] = _BLANK_TAB
        top[0:n] = bytes((T.BLANK,)) * n
        faces = T.FACE_OF
        st = b.starter()
        top[0] = faces[st] if st else T.STOCK_DONE if b.full() else faces[b.top(b.stock) | E.UP]
        for q in range(b.cells):
            t = faces[b.piles[q][0]] if b.size[q] else T.EMPTY
            tab[q] = t | T.INVERT if q == self.cur else t
        for c in range(n):
            if b.size[(n - 1) * n + c]:
                tab[n * n + c] = T.FOOT
