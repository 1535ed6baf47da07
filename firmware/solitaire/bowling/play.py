"""Bowling in play: the family's ``Play`` (ARCHITECTURE.md, "The family
interface"), the screen object shown while it is on the board.

The ten pins stand in a triangle, pin 1 at the bottom, pins 7 to 10 along
the top; the card to place, the deck's top, shows top right, the two ball
piles below it. The arrows step over the pins and ball piles (left and
right along a row, up and down to the nearest in the next, wrapping
round); A places the card on the one under the cursor; B takes the last
card back (within the frame in play); hold A (the hint) puts the cursor on
a reasonable pile (``Bowling.best``); hold B pauses. The message line keeps
the frame and the score; a frame's end is said over it (a strike, a spare,
its pins). After the last frame the game ends on a screen of its own with
each frame's mark and the score, won or not (``End``: the statistics keep
the best score).
"""

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.card import card_name
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PLAY, WIN, heading, text_page
from solitaire.console.ticks import ticks_diff
from solitaire.bowling import engine as E

KEEP = ()
Engine = E.Bowling
_COLS = 8
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
# each pile's column and row of the triangle (the cursor's steps): pins 1
# to 10, then the ball piles beside the top row and the third; a pin's
# card is drawn on the tableau's row twice its row, its foot below it
_COL = b"\x03\x02\x04\x01\x03\x05\x00\x02\x04\x06\x07\x07"
_ROW = b"\x03\x02\x02\x01\x01\x01\x00\x00\x00\x00\x00\x02"


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame):
    the frames finished, the frame's first ball, each frame's balls and
    mark; the history starts there.

    :raises ValueError: when it is not of that length.
    """
    n = len(b.rolls)
    if len(rest) != 2 + n + len(b.marks):
        raise ValueError("snapshot tail of the wrong length")
    b.done = rest[0]
    b.first = rest[1]
    b.rolls[:] = rest[2 : 2 + n]
    b.marks[:] = rest[2 + n :]
    del b.hist[:]


def marks(b):
    """Gets each finished frame's mark, four characters a frame (five a
    line of the end screen): ``X`` a strike, ``/`` a spare, else its pins
    (``10`` for all ten filled once the second ball pile had a card)."""
    out = ""
    for i in range(min(b.done, b.x[E.FRAMES])):
        m = b.marks[i]
        out += "   X" if m == E.STRIKE else "   /" if m == E.SPARE else "%4d" % (b.rolls[2 * i] + b.rolls[2 * i + 1])
    return out


class End:
    """The last frame's screen: each frame's mark, the score, won or not;
    A deals the next deal, B goes back to the pins (undo from there), hold
    B to the menu."""

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
        scr.put_text(0, 3, "*  YOU WON!  *" if won else "Ten frames bowled", T.INVERT if won else 0)
        scr.put_text(2, 1, heading(app, app.gi, b.deal_no))
        f = marks(b)
        scr.put_text(3, 0, f[:20])
        scr.put_text(4, 0, f[20:])
        scr.put_text(5, 1, "Score %d (goal %d)" % (b.score(), E.goal(b.x)))
        scr.put_text(6, 1, "A: next deal")
        scr.put_text(7, 1, "B: the pins")


class Play:
    """Bowling on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"

    def __init__(self, app):
        self.app = app
        self.board = None
        self.cur = 0  # the pile under the cursor: a pin (0: pin 1) or a ball pile
        self.holding = False  # (the deck's card is never picked up)
        self.mark = -1  # app.msg_until as the status line was written

    # -- the family interface -------------------------------------------

    def start(self, rules, deal, options, board=None):
        b = self.board
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(rules):
            b.redeal(deal, rules.with_options(options), options)
        else:
            self.board = b = E.Bowling(rules.with_options(options), deal, options)
        self.app.screen.set_layout(_COLS, _COLS)
        self.cur = 0
        self.status()

    def resume(self, board, ended):
        self.board = board
        self.status()

    def busy(self):
        return False

    def score(self):
        b = self.board
        return b.score() if b.over() else None

    def record(self, e, score):
        return True  # (the best score only: Stats.record keeps it; no series)

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's item: the hint
        self.app.show_play()
        self.hint()

    def tick(self, now):
        """Ends a message (the status line comes back). True when the
        screen changed."""
        app = self.app
        if app.screen.msg_on and app.msg_until != self.mark and ticks_diff(now, app.msg_until) >= 0:
            self.status()
            return True
        return False

    # -- keys -------------------------------------------------------------

    def key(self, k):
        if k == LEFT or k == RIGHT or k == UP or k == DOWN:
            self.cur = step(self.cur, k)
        elif k == A:
            self.place()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            self.hint()
        elif k == B_HOLD:
            self.app.pause()

    def place(self):
        """Places the deck's card on the pile under the cursor; says a
        frame's end, shows the game's."""
        app = self.app
        b = self.board
        m = E.PLACE << 16 | self.cur
        why = b.check(m)
        if why is not None:
            app.say(why)
            return
        done = b.done
        b.apply(m)
        app.player_moves += 1
        if b.over():
            self.status()
            app.show(End(app))
            return
        self.status()
        if b.done != done:
            m = b.marks[done]
            app.say("Strike!" if m == E.STRIKE else "Spare!" if m == E.SPARE else "Frame %d: %d pins" % (done + 1, b.rolls[2 * done] + b.rolls[2 * done + 1]))
            self.cur = 0

    def undo(self):
        app = self.app
        b = self.board
        if not b.nmoves:
            app.say("A bowled frame stays" if b.done else "Nothing to undo")
            return
        self.cur = b.hist[-1] & 0xFF
        b.undo()
        if app.state == WIN:
            app.show_play()
        self.status()

    def hint(self):
        """Puts the cursor on a reasonable pile for the card."""
        b = self.board
        m = b.best()
        if m is None:
            self.app.say("The game is over")
            return
        self.cur = m & 0xFF
        self.app.say("Hint: %s here" % card_name(b.card()))

    def status(self):
        """Writes the status line: the frame, the score as it stands, the goal."""
        b = self.board
        n = b.x[E.FRAMES]
        f = "Frame %d" % (b.done + 1) if b.done < n else "Bonus" if not b.over() else "Done"
        self.app.screen.set_msg("%s Score %d/%d" % (f, b.score(), E.goal(b.x)))
        self.mark = self.app.msg_until

    # -- drawing ----------------------------------------------------------

    def draw(self):
        scr = self.app.screen
        scr.mode = S.GAME
        b = self.board
        top = scr.top
        tab = scr.tab
        tab[:] = _BLANK_TAB
        top[0:_COLS] = bytes((T.BLANK,)) * _COLS
        faces = T.FACE_OF
        c = b.card()
        top[_COLS - 1] = faces[c] if c else T.STOCK_DONE
        for p in range(E.PINS):
            at = 2 * _ROW[p] * _COLS + _COL[p]
            t = faces[b.top(p)] if b.size[p] else T.EMPTY
            tab[at] = t | T.INVERT if p == self.cur else t
            tab[at + _COLS] = T.FOOT if b.size[p] else T.BLANK
        for j in range(2):  # the ball piles, fanned down the last column
            p = E.BALL1 + j
            at = (4 * j + 1) * _COLS - 1
            k = b.size[p]
            for i in range(k):
                tab[at + i * _COLS] = faces[b.piles[p][i]]
            if not k:
                tab[at] = T.EMPTY
            else:
                tab[at + k * _COLS] = T.FOOT
            if p == self.cur:
                tab[at + (k - 1 if k else 0) * _COLS] |= T.INVERT


def step(cur, k):
    """Gets the pile the cursor goes to from pile ``cur`` with arrow ``k``:
    left and right along its row, up and down to the nearest pile in the
    row above or below (wrapping round)."""
    c = _COL[cur]
    r = _ROW[cur]
    if k == LEFT or k == RIGHT:
        d = 1 if k == RIGHT else -1
        for i in range(1, _COLS + 1):  # the next column along the row with a pile in it
            want = (c + d * i) % _COLS
            for p in range(len(_COL)):
                if _ROW[p] == r and _COL[p] == want:
                    return p
        return cur
    r = (r + (1 if k == DOWN else 3)) % 4
    best = cur
    far = 99
    for p in range(len(_COL)):
        if _ROW[p] == r:
            d = _COL[p] - c
            d = d if d > 0 else -d
            if d < far:
                best = p
                far = d
    return best
