"""The games of chance in play: the family's ``Play`` (ARCHITECTURE.md, "The
family interface"), the screen object shown while one is on the board.

There is no choice to make, so there is no cursor: A makes the one move
there is (turns the next card), B takes it back, hold A plays the game out
by itself (a move a timer step; any key stops it), hold B pauses. The
pile the next card goes to or comes from is drawn inverted, and the message
line keeps a status line (the card turned and where it goes; the rank said
next; the round and the pile searched); a message shows over it for a
moment. The pause menu's Hint says what A does next.

The screen: Clock Solitaire's thirteen piles in a circle (each pile a stack
of backs while it has cards face down, then the card last put under it),
the card turned above the circle; Hit or Miss' and Frustration's stock,
waste and hit cards in the top row, the waste's last cards under it; Royal
Flush's piles in a row (each a stack of backs, the card its search found
under it), the discards in the top row.
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.card import card_name
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD
from solitaire.console.screens import PLAY, WIN
from solitaire.console.ticks import ticks_diff
from solitaire.chance import engine as E

KEEP = ()
Engine = E.Chance
_COLS = const(5)
_FAN = const(7)  # the waste's cards shown under it
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
# Clock Solitaire's piles (hours 1-12, the centre) as tableau cells, five
# columns wide: a circle over rows 0-6
_CLOCK = bytes((3, 9, 19, 29, 33, 32, 31, 25, 15, 5, 1, 2, 17))
_WORDS = ("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame)."""
    if len(rest) != 3:
        raise ValueError("snapshot too short")
    b.st[:] = rest
    del b.hist[:]
    del b.aux[:]


def says(b, m):
    """Gets what move ``m`` does, as the message line says it."""
    if b.kind == E.CLOCK:
        if m & E.FIRST:
            return "A turns the centre's top card"
        c = card_name(b.top(E.HAND))
        return "%s under the centre" % c if m & 0xFF == E.CENTRE else "%s to %d o'clock" % (c, (m & 0xFF) + 1)
    if b.kind == E.COUNT:
        return "A deals, saying %s%s" % (_WORDS[b.st[0]], ": turned over" if m & E.RECYCLE else "")
    if m >> 16 == E.GATHER:
        return "A gathers; %d piles" % ((m & 0xFF) - 1)
    return "A turns pile %d's card" % ((m & 0xFF) + 1)


class Play:
    """A game of chance on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"

    def __init__(self, app):
        self.app = app
        self.board = None
        self.holding = False  # (nothing is ever picked up)
        self.running = False  # hold A: the game plays itself, a move a tick
        self.mark = -1  # app.msg_until as the status line was written

    # -- the family interface -------------------------------------------

    def start(self, rules, deal, options, board=None):
        b = self.board
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(rules):
            b.redeal(deal, rules.with_options(options), options)
        else:
            self.board = b = E.Chance(rules.with_options(options), deal, options)
        self.app.screen.set_layout(_COLS, _COLS)
        self.running = False
        self.after_move()

    def resume(self, board, ended):
        self.board = board
        self.running = False
        self.after_move()

    def busy(self):
        return self.running

    def score(self):
        return None

    def record(self, e, score):
        return False

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's item: what A does next
        self.app.show_play()
        self.hint()

    def tick(self, now):
        """Plays a move while the game plays itself; ends a message (the
        status line comes back). True when the screen changed."""
        app = self.app
        if self.running and app.state == PLAY:
            self.turn()
            return True
        if app.screen.msg_on and app.msg_until != self.mark and ticks_diff(now, app.msg_until) >= 0:
            self.status()
            return True
        return False

    # -- keys -------------------------------------------------------------

    def key(self, k):
        if self.running:  # any key stops the game playing itself
            self.running = False
            self.status()
            return
        if k == A:
            self.turn()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            if self.board.next() is not None:
                self.running = True
        elif k == B_HOLD:
            self.app.pause()

    def turn(self):
        """Makes the one move there is, or says how the game ended."""
        app = self.app
        b = self.board
        m = b.next()
        if m is None:
            self.running = False
            app.say("Lost: B undoes")
            return
        b.apply(m)
        app.player_moves += 1
        self.after_move()

    def after_move(self):
        """The end, when it came; the status line."""
        app = self.app
        b = self.board
        if b.won():
            self.running = False
            from solitaire.console import won  # (the win screen: loaded as it shows)

            app.show(won.Won(app))
            return
        if b.next() is None:
            self.running = False
            app.say("Lost: B undoes")
            return
        self.status()

    def undo(self):
        """Takes back the last move."""
        app = self.app
        if not self.board.undo():
            app.say("Nothing to undo")
            return
        if app.state == WIN:
            app.show_play()
        self.status()

    def hint(self):
        """Says what A does next."""
        b = self.board
        m = b.next()
        self.app.say("Lost: B undoes" if m is None else says(b, m))

    def status(self):
        """Writes the status line: the card turned and where it goes (Clock
        Solitaire), the rank said next and the cards left, the round and
        the pile searched (Royal Flush)."""
        b = self.board
        st = b.st
        if b.kind == E.CLOCK:
            m = b.next()
            t = "A turns the first card" if m is not None and m & E.FIRST else says(b, m) if m is not None else "Kings out"
        elif b.kind == E.COUNT:
            t = "Say %s  Left %d" % (_WORDS[st[0]], b.left())
        else:
            s = st[2]
            t = "%d piles: pile %d%s" % (st[0], st[1] + 1 if st[1] < st[0] else st[0], " " + "CDHS"[s - 1] if s else "")
        scr = self.app.screen
        scr.set_msg(t)
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
        size = b.size
        piles = b.piles
        m = b.next()
        at = -1 if m is None or m >> 16 == E.GATHER else m & 0xFF  # the pile the next card goes to or comes from
        if b.kind == E.CLOCK:
            top[2] = faces[piles[E.HAND][0]] if size[E.HAND] else T.EMPTY
            for p in range(13):
                k = size[p]
                pile = piles[p]
                down = 0
                while down < k and not pile[k - 1 - down] & E.UP:
                    down += 1
                t = T.backs(down) if down else faces[pile[0]] if k else T.EMPTY
                tab[_CLOCK[p]] = t | T.INVERT if p == at else t
        elif b.kind == E.COUNT:
            k = size[E.STOCK]
            top[0] = T.backs(k) if k else T.STOCK_RECYCLE if size[E.WASTE] else T.STOCK_DONE
            top[0] |= T.INVERT if m is not None else 0
            k = size[E.WASTE]
            top[1] = faces[b.top(E.WASTE)] if k else T.EMPTY
            top[4] = faces[b.top(E.OUT)] if size[E.OUT] else T.FOUNDATION
            w = piles[E.WASTE]
            first = k - _FAN if k > _FAN else 0
            for i in range(first, k):
                tab[(i - first) * _COLS + 1] = faces[w[i]]
            if k:
                tab[(k - first) * _COLS + 1] = T.FOOT
        else:
            top[4] = faces[b.top(E.DISCARDS)] if size[E.DISCARDS] else T.FOUNDATION
            for p in range(b.st[0]):
                k = size[p]
                t = piles[p][k - 1] if k else 0
                down = k - 1 if t & E.UP else k
                hi = T.INVERT if p == at else 0
                tab[p] = (T.backs(down) if down else T.EMPTY) | hi
                if t & E.UP:
                    tab[_COLS + p] = faces[t]
                    tab[2 * _COLS + p] = T.FOOT
