"""The pairing games in play: the family's ``Play`` (ARCHITECTURE.md, "The
family interface"), the screen object shown while one is on the board.

Picking a pair: the cursor steps over the free cards only (left and right
in the layout's order, up and down to the nearest free card of the next
row on the screen); A on a card picks it and puts the cursor on the first
card it goes with, left and right stepping over those only; A again removes
the two. A card that goes with one card alone (or alone, Pyramid's King)
goes at once with the quick setting, so a pair is at most two presses after
the cursor is on its first card. A on the stock deals (Monte Carlo: closes
the grid's gaps and deals into them). With auto-finish on, the game removes
a free card that goes alone by itself (a King of Pyramid goes with nothing
else: that is always safe).

The screen: the top row holds the stock, the waste and the removed cards;
the layout is drawn in the tableau's cells, eight pixels a card when it is
wider than eight (the 28-card pyramid: seven rows over 13 columns, each
card half a card left of the two covering it; Accordion's row wrapped in
rows of 13; Fourteen Out's twelve piles as columns; Monte Carlo's 5 x 5).
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.card import card_name
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PLAY, WIN
from solitaire.console.ticks import MASK, ticks_diff
from solitaire.pairs import engine as E

KEEP = ()

_GAP = const(255)  # a top-row slot with no pile
_ROW_COLS = const(10)  # Accordion's row, wrapped: 12-pixel cards, six rows of ten (a move closes the row up: the rows it redraws fit a card move's I2C bytes)
_STUCK_MS = const(250)  # the keys' rest before the look for "no moves left"
_BAND = const(4)  # rows a band of piles shows (more than eight piles: two bands)
_TOP = const(-1)  # the top row's screen row
_SEEN = const(7)  # a pyramid's rows the screen shows above the loupe's line (more: pyramid_draw.py's window)
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
_SET = const(5)  # sets.py's move of a set of any size: SET << 16 | a bit a layout place
_ONE = const(-2)  # legal_moves' src for a look that one move will do (sets.py's ONE: the sets of Fifteens' 16 cards, all of them, took the hint's key over 2M fuel)


def Engine(rules, deal, options=b""):
    """Deals game ``rules``: a ``Pairs``, or ``sets.py``'s ``Sets`` when the
    record removes sets of more than two (the engine can't import sets.py,
    which builds on it)."""
    if E.record(rules.id)[E.SETS]:
        from solitaire.pairs.sets import Sets

        return Sets(rules, deal, options)
    return E.Pairs(rules, deal, options)


def alone(m):
    """Is move ``m`` a card removed alone (Pyramid's King; Nines' Nine, a
    set of one)?"""
    kind = m >> 16 & 0x3F
    return m & 0xFF == E.NONE if kind == E.REMOVE else kind == _SET and not m & (m - 1) & 0xFFFF


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame)."""
    if len(rest) != 1:
        raise ValueError("snapshot too short")
    b.turns = rest[0]
    b.recount()
    del b.hist[:]
    del b.aux[:]


class Play:
    """A pairing game on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"

    def __init__(self, app):
        self.app = app
        self.board = None
        self.cur = 0  # the pile under the cursor
        self.holding = False
        self.cands = []  # the picked card's moves, in the layout's order
        self.target = 0
        self.top_piles = bytearray(S.MAX_COLS)
        self.tab_cols = 1
        self.cells = bytearray(52)  # each layout place's tableau cell (where the layout has one a place)
        self.shown = bytearray(104)  # a pile layout's piles as drawn: each one's size and top card (draw_piles())
        self.view = None  # a pyramid bigger than the screen: the window on it (pyramid_draw.View)
        self.pending = False  # a deal's own moves and first drawing are the next tick's (Double Pyramid's deal key took 2.3M fuel)
        self.top_n = 1  # the top row's columns
        self.ready = None  # the id of the game whose places cells holds
        self.version = 0  # bumped when the cards change
        self.drawn = -1  # the version the tableau shows
        self.marks = [_GAP, _GAP]  # the places drawn inverted
        self.inset = 0  # a set's places drawn inverted, a bit each (sets.py's moves)
        self.stuck_check = False  # look for "no moves left" when the keys rest
        self.stuck_at = 0
        self.loupe = None  # faces under 16 pixels (the pyramid's, Accordion's): the loupe's mark (cards/loupe.py)
        # A new deal of two decks or three made by a key (the next deal of
        # the one on the board) is dealt in the next tick and drawn in the
        # one after: shuffling 156 cards and dealing them out cost 1.32M fuel
        # from .mpy, drawing them 0.79M, and the key's own work on top took
        # Triple Fourteens' next deal to 2.88M. (deal, rules, options) until
        # it is dealt, True until it is drawn.
        self.dealing = None

    # -- the family interface -------------------------------------------

    def start(self, rules, deal, options, board=None):
        b = self.board
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(rules):
            if self.app.keying and b.ncards > 52:  # (below)
                self.dealing = (deal, rules.with_options(options), options)
                b.rand = 1  # (the App saves the deal once it is out: cards/play.py's protocol)
            else:
                b.redeal(deal, rules.with_options(options), options)
        else:
            self.board = b = Engine(rules.with_options(options), deal, options)
        lay = b.layout
        cols = b.width if b.x[E.SHAPE] else 2 * b.cols - 1 if lay == E.PYRAMID else _ROW_COLS if lay == E.ROW else (b.cols + 1) // 2 if lay == E.PILES and b.cols > 8 else b.cols
        self.tab_cols = cols  # (a pyramid's width, the window's when it has one)
        big = lay == E.PYRAMID and (b.cols > _SEEN or cols > S.MAX_COLS)  # (more rows or columns than show: a window on it, pyramid_draw.py)
        if big:
            cols = S.MAX_COLS
        self.top_n = cols
        tp = self.top_piles
        tp[0:cols] = bytes((_GAP,)) * cols
        x = b.x
        if x[E.STOCK] or x[E.STOCK_FREE]:  # (a reserve that never deals: Gay Gordons')
            tp[0] = E.P_STOCK
        if x[E.STOCK] == E.STOCK_WASTE:
            tp[1] = E.P_WASTE
        for j in range(1, x[E.SHAPE] >> 4):  # (the other wastes, piles after the layout's: wastes.py)
            tp[1 + j] = E.L0 + b.ncells + j - 1
        for j in range(x[E.CELLS]):  # (the cells, piles after the layout's, from the left: cells.py)
            tp[j] = E.L0 + b.ncells + j
        if x[E.GOAL] == E.GOAL_ALL:
            tp[cols - 1] = E.P_OUT
        self.app.screen.set_layout(cols, cols)
        self.loupe = None if self.app.screen.pitch >= 16 else -1  # (the layout keeps above the line: seven rows at most)
        if lay != E.PILES and self.ready != b.rules.id:  # (a place's cell, worked out once a game: draw() runs every key)
            self.ready = None
            if len(self.cells) < b.ncells:
                self.cells = bytearray(b.ncells)
            for p in range(E.L0, E.L0 + b.ncells):
                c, r = self.place(p)
                self.cells[p - E.L0] = r * self.tab_cols + c
            self.ready = b.rules.id
        if not big:
            self.view = None
        elif self.view is None or len(self.view.cells) != b.ncells:  # (a deal more of the game: the window back to its start)
            from solitaire.cards import loupe  # noqa: F401 (loaded here, not by the first drawing: the deal's tick, pending, took 2.8M fuel with it)
            from solitaire.pairs.pyramid_draw import View

            self.view = View(self.tab_cols, b.cols, self.cells[0 : b.ncells])
        else:
            self.view.reset()
        self.holding = False
        self.drawn = -1
        self.app.screen.msg_on = False
        if self.dealing is None:
            if board is None:  # (a fresh deal's last place is free, the pyramid's bottom row's right: no look at every place, 0.16M fuel in Double Pyramid's)
                self.cur = E.L0 + b.ncells - 1
            else:
                free = b.free_piles()
                self.cur = free[-1] if free else E.P_STOCK
            self.pending = big and board is None
            if not self.pending:  # (a big pyramid's fresh deal: its own moves and first drawing in the next tick or key, pending)
                self.after_move(board is None)

    def resume(self, board, ended):
        self.board = board
        self.drawn = -1
        self.pending = False  # (the saved position as it was: no own moves of the deal's)
        self.after_move(False)  # (the saved position as it was)

    def busy(self):
        return False

    def score(self):
        return None

    def record(self, e, score):
        return False

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's item: a hint
        self.app.show_play()
        self.hint()

    def tick(self, now):
        """Looks for "no moves left" once the keys rest (a look at every
        move is more than a key should take on top of its own), and ends a
        message. True when the screen changed."""
        d = self.dealing
        if d is not None:
            if d is True:
                self.dealing = None
                return True  # (drawn now)
            self.deal_out()
            return False
        app = self.app
        scr = app.screen
        if self.pending:
            self.pending = False
            self.after_move()
            return True
        if self.stuck_check and ticks_diff(now, self.stuck_at) >= 0:
            self.stuck_check = False
            if app.state == PLAY and not self.board.legal_moves(_ONE):
                app.say("No moves left: B undoes")
                return True
        if scr.msg_on and ticks_diff(now, app.msg_until) >= 0 and app.msg_until != self.loupe:  # (not the loupe's line)
            scr.msg_on = False
            return True
        return False

    def deal_out(self):
        """Deals the new deal a key left for a tick (``dealing``)."""
        b = self.board
        b.redeal(*self.dealing)
        b.rand = None
        self.dealing = True
        free = b.free_piles()
        self.cur = free[-1] if free else E.P_STOCK
        self.after_move()

    # -- keys -------------------------------------------------------------

    def key(self, k):
        app = self.app
        if self.dealing is not None:  # (a key before the tick: the deal first)
            if self.dealing is not True:
                self.deal_out()
            self.dealing = None
        if self.pending:  # (a key before the tick that finishes the deal)
            self.pending = False
            self.after_move()
        if self.holding:
            n = len(self.cands)
            if k == LEFT or k == UP:
                self.target = (self.target - 1) % n
            elif k == RIGHT or k == DOWN:
                self.target = (self.target + 1) % n
            elif k == A:
                self.holding = False
                self.make(self.cands[self.target])
            elif k == B or k == B_HOLD:
                self.holding = False
                if k == B_HOLD:
                    app.pause()
            return
        if k == LEFT or k == RIGHT:
            self.step(1 if k == RIGHT else -1)
        elif k == UP or k == DOWN:
            self.vertical(-1 if k == UP else 1)
        elif k == A:
            self.pick()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            self.hint()
        elif k == B_HOLD:
            app.pause()

    def spots(self):
        """Gets the piles the cursor may rest on, in the layout's order: the
        stock (when it deals), the free cards."""
        b = self.board
        out = b.free_piles()
        if b.x[E.STOCK] and E.P_STOCK not in out:
            out.insert(0, E.P_STOCK)
        return out

    def step(self, d):
        s = self.spots()
        if not s:
            return
        i = s.index(self.cur) if self.cur in s else -1 if d > 0 else 0
        self.cur = s[(i + d) % len(s)]

    def place(self, p):
        """Gets pile ``p``'s (column, row) on the screen (row -1: the top row)."""
        b = self.board
        if p < E.L0 or p >= E.L0 + b.ncells:  # (the top row's: the stock, wastes, the removed cards)
            tp = self.top_piles
            for c in range(self.top_n):
                if tp[c] == p:
                    return c, _TOP
            return 0, _TOP
        i = p - E.L0
        lay = b.layout
        if lay != E.PILES and self.ready == b.rules.id:  # (worked out at the start: start() fills cells from here)
            v = self.cells[i]
            return v % self.tab_cols, v // self.tab_cols
        if b.x[E.SHAPE]:  # (shapes.py's: Giza's piles, the triangle, Pharaohs' three)
            return b.cell(i)
        if lay == E.PYRAMID:
            r = 0
            while i > r:
                i -= r + 1
                r += 1
            return b.cols - 1 - r + 2 * i, r
        if lay == E.PILES:  # (two bands of four rows when there are more piles than eight)
            k = b.size[p]
            cols = self.tab_cols
            if b.cols <= 8:
                return i, (k - 1 if k else 0)
            return i % cols, i // cols * _BAND + (min(k, _BAND) - 1 if k else 0)
        return i % self.tab_cols, i // self.tab_cols

    def vertical(self, d, spots=None):
        """Moves the cursor to the nearest spot of the next row up or down
        (among ``spots`` when the caller has them). A spot's place is worked
        out here, not made a tuple nor asked of place(): a move that takes
        the cursor's card looks through every free card (Accordion's took
        2.5M fuel with the tuples, Triple Fourteens' 2.2M with the calls)."""
        c, r = self.place(self.cur)
        best = -1
        to = self.cur
        b = self.board
        piles = b.layout == E.PILES
        cells = self.cells if not piles and self.ready == b.rules.id else None
        cols = self.tab_cols
        for p in spots or self.spots():
            i = p - E.L0
            if i < 0 or i >= b.ncells or cells is None and not piles:
                pc, pr = self.place(p)
            elif piles:  # (place()'s sums)
                k = b.size[p]
                pc, pr = i, k - 1 if k else 0
                if b.cols > 8:
                    pc, pr = i % cols, i // cols * _BAND + (min(k, _BAND) - 1 if k else 0)
            else:
                v = cells[i]
                pc, pr = v % cols, v // cols
            if (pr - r) * d <= 0:
                continue
            v = abs(pr - r) * 64 + abs(pc - c)
            if best < 0 or v < best:
                best = v
                to = p
        self.cur = to

    def pick(self):
        app = self.app
        b = self.board
        p = self.cur
        several = b.x[E.SHAPE] >> 4 and p == E.P_STOCK and b.size[p]  # (wastes.py's: the stock's card picked, the waste it goes to its partner)
        if p == E.P_STOCK and b.x[E.STOCK] and not several:  # (its top card pairs when the other card is picked first)
            m = E.DEAL << 16
            if b.check(m) is not None and b.check(E.TURN << 16) is None:
                m = E.TURN << 16
            why = b.check(m)
            if why is None:
                self.make(m)
            else:
                app.say(why)
            return
        if not several and not b.free(p):
            app.say("Not a free card")
            return
        cands = self.cands_of(p)
        if not cands:
            app.say("%s: goes with nothing" % card_name(b.top(p)))
            return
        if len(cands) == 1 and (app.quick or alone(cands[0])):
            self.make(cands[0])
            return
        self.cands = cands
        self.target = 0
        self.holding = True

    def cands_of(self, p):
        """Gets the moves of pile ``p``'s card, the card alone first."""
        return self.board.legal_moves(p)

    def make(self, m, by_game=False):
        self.board.apply(m, by_game)
        if not by_game:
            self.app.player_moves += 1
        self.after_move()

    def after_move(self, auto=True):
        """The game's own moves (a gap filled from the stock; a card that
        goes alone, with auto-finish;
        none on a saved game laid out as it was: ``auto`` False), the
        cursor kept on a spot, the end."""
        app = self.app
        b = self.board
        if auto:
            m = b.own(app.auto_finish)
            while m is not None:
                b.apply(m, True)
                m = b.own(app.auto_finish)
        s = self.spots()
        if s and self.cur not in s:
            self.vertical(-1, s)  # (the card that uncovered it, often)
            if self.cur not in s:
                self.cur = s[-1]
        self.version += 1
        if b.won():
            app.show(__import__("solitaire.console.won").console.won.Won(app))  # (the win screen: loaded as it shows)
        elif b.nmoves:
            self.stuck_check = True
            self.stuck_at = (app.now + _STUCK_MS) & MASK

    def undo(self):
        """Takes back the last player move and the game's moves after it."""
        app = self.app
        b = self.board
        if not b.nmoves:
            app.say("Nothing to undo")
            return
        while b.nmoves and b.last_by_game():
            b.undo()
        if b.nmoves:
            b.undo()
        self.version += 1
        if app.state == WIN:
            app.show_play()
        s = self.spots()
        if s and self.cur not in s:
            self.cur = s[-1]

    def hint(self):
        """Shows a legal move: the cursor on its first card, the message its
        cards."""
        b = self.board
        ms = b.legal_moves(_ONE)
        if not ms:
            self.app.say("No moves left: B undoes")
            return
        m = ms[0]
        kind = m >> 16
        if kind == E.DEAL or kind == E.TURN:
            self.cur = E.P_STOCK
            self.app.say("Hint: the stock")
            return
        if kind == _SET:  # (its cards, the cursor on the first)
            ps = [p for p in range(E.L0, len(b.size)) if m >> (p - E.L0) & 1]
            self.cur = ps[0]
            self.app.say("Hint: " + " ".join(card_name(b.top(p)) for p in ps) + (" alone" if len(ps) == 1 else ""))
            return
        a = m >> 8 & 0xFF
        c = m & 0xFF
        self.cur = a
        self.app.say("Hint: %s %s" % (card_name(b.top(a)), "alone" if c == E.NONE else card_name(b.top(c)) if b.size[c] else "to the space"))

    # -- drawing ----------------------------------------------------------

    def draw(self):
        if self.dealing is not None:  # (the screen as it was until the deal is out)
            return
        scr = self.app.screen
        scr.mode = S.GAME
        if self.pending:  # (the deal shows in the next tick: a blank board for its moment)
            scr.top[:] = _BLANK_TAB[0 : S.MAX_COLS]
            scr.tab[:] = _BLANK_TAB
            return
        b = self.board
        cols = self.top_n
        faces = T.FACE_OF
        inv = T.INVERT
        mark = self.cur
        mark2 = _GAP
        inset = 0
        if self.holding:
            m = self.cands[self.target]
            if m >> 16 == _SET:  # (every card of the set marked: the layout drawn again)
                inset = m & 0xFFFF
            else:
                mark = m >> 8 & 0xFF
                mark2 = m & 0xFF
        if inset != self.inset:
            self.inset = inset
            self.drawn = -1
        view = self.view
        if view is not None:  # (the window follows the cursor, or the card it would go with)
            p = mark2 if E.L0 <= mark2 < _GAP else mark
            if E.L0 <= p < E.L0 + b.ncells and view.follow(self.cells[p - E.L0] % self.tab_cols, self.cells[p - E.L0] // self.tab_cols):
                self.drawn = -1
        top = scr.top
        tp = self.top_piles
        size = b.size
        for c in range(cols):
            p = tp[c]
            if p == _GAP:
                t = T.BLANK
            elif p == E.P_STOCK:
                t = T.BACK if size[p] and not b.x[E.STOCK_FREE] else faces[b.top(p)] if size[p] else T.STOCK_RECYCLE if b.check(E.TURN << 16) is None else T.STOCK_DONE
            else:
                t = faces[b.top(p)] if size[p] else T.FOUNDATION if p == E.P_OUT else T.EMPTY
            top[c] = t | inv if p != _GAP and (p == mark or p == mark2) else t
        tab = scr.tab
        marks = self.marks
        if b.layout == E.PILES:  # (the piles that changed and the marks, as drawn: draw_piles)
            if self.drawn < 0:
                tab[:] = _BLANK_TAB
            if self.drawn != self.version:
                self.draw_piles(range(E.L0, E.L0 + b.ncells), mark, mark2, inset, self.drawn >= 0)
            elif marks[0] != mark or marks[1] != mark2:
                self.draw_piles((marks[0], marks[1], mark, mark2), mark, mark2, inset, True)
            self.drawn = self.version
        elif self.drawn == self.version:  # the cards as drawn: only the marks move
            if marks[0] != mark or marks[1] != mark2:
                for p in (marks[0], marks[1], mark, mark2):
                    if E.L0 <= p < E.L0 + b.ncells and size[p]:
                        self.draw_place(p, p == mark or p == mark2)
        else:
            self.drawn = self.version
            tab[:] = _BLANK_TAB
            if view is not None:
                view.draw(self, mark, mark2)
            else:  # (one loop, its names in locals: a new deal draws every card)
                cells = self.cells
                piles = b.piles
                dark = b.x[E.DARK]  # (Dark Pyramid: a covered card shows its back)
                for p in range(E.L0, E.L0 + b.ncells):
                    k = size[p]
                    if k:
                        tab[cells[p - E.L0]] = T.BACK if dark and not b.free(p) else faces[piles[p][k - 1]] | (inv if p == mark or p == mark2 else 0)
        marks[0] = mark
        marks[1] = mark2
        if self.loupe is not None:
            from solitaire.cards import loupe  # (only a layout of small faces loads it)

            app = self.app
            if loupe.shown(app, self.loupe):
                # the cursor's card (inverted) after the card under it in
                # its pile (none under the stock's top card: face down); a
                # card picked, that card, an arrow and the card it would go
                # with (one that goes alone: that card alone)
                k = size[mark]
                wide = 0 if view is None else view.edges()
                if self.holding and mark2 != E.NONE:
                    self.loupe = loupe.move(app, b.top(mark), b.top(mark2), wide)
                elif not k or mark == E.P_STOCK and not b.x[E.STOCK_FREE]:  # (a back: the line blank)
                    loupe.clear(scr, wide)
                    scr.msg_on = True
                    self.loupe = app.msg_until
                else:
                    self.loupe = loupe.show(app, b.piles[mark], k - 2 if k > 1 and mark != E.P_STOCK and not self.holding else k - 1, k, k - 1, wide)
                if view is not None:
                    view.label(scr)

    def draw_place(self, p, hi):
        """Draws layout place ``p``'s card, inverted when ``hi``."""
        b = self.board
        if self.view is not None:
            self.view.put(self, p, hi)
        else:
            self.app.screen.tab[self.cells[p - E.L0]] = T.FACE_OF[b.piles[p][b.size[p] - 1]] | (T.INVERT if hi else 0)

    def draw_piles(self, ps, mark, mark2, inset, again):
        """Draws piles ``ps`` of Fourteen Out and the like down their columns
        (two bands of four rows, or one; an ellipsis for the cards under the
        top three that don't fit); ``again``: only those whose size or top card changed
        since drawn (``shown``) and the marks' (all 24, a call each, took Triple Fourteens' pair to 1.9M fuel)."""
        b = self.board
        cols = self.tab_cols
        tab = self.app.screen.tab
        shown = self.shown
        marks = self.marks
        wide = b.cols > 8
        room = _BAND if wide else S.TAB_ROWS - 1
        faces = T.FACE_OF
        dark = b.x[E.DARK]  # (Doublets: the cards under the top face down)
        for p in ps:
            i = p - E.L0
            if i < 0 or i >= b.ncells:  # (a mark on the top row)
                continue
            pile = b.piles[p]
            k = b.size[p]
            top = pile[k - 1] if k else 0
            if again and shown[2 * i] == k and shown[2 * i + 1] == top and p != mark and p != mark2 and p != marks[0] and p != marks[1]:
                continue
            hi = p == mark or p == mark2 or inset >> i & 1
            at = i // cols * _BAND * cols + i % cols if wide else i
            end = at + room * cols  # (the pile's rows: those a bigger pile had blanked)
            shown[2 * i], shown[2 * i + 1] = k, top
            first = k - room + 1 if k > room else 0
            if first:
                tab[at] = T.ELLIPSIS
                at += cols
            if not k:  # a space: shown when marked, the place a card goes to
                tab[at] = T.EMPTY | T.INVERT if hi else T.BLANK
                at += cols
            for j in range(first, k):
                tab[at] = T.BACK if dark and j < k - 1 else faces[pile[j]] | (T.INVERT if hi and j == k - 1 else 0)
                at += cols
            while at < end:
                tab[at] = T.BLANK
                at += cols
