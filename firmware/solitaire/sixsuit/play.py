"""Six-Suit Solitaire on the console: its screen and its keys.

Six-Suit's family ``Play`` (the interface is in ARCHITECTURE.md): the
console shows it while the game is in play, on its score sheet and at the
game's end; keys go to ``key()``, timers to ``tick()``, and ``draw()`` fills
the ``Screen``; the menus stay the console's.

The screen, 128 x 64 (tiles from ``tslots12.bmp`` and ``tiles12.bmp``, see
``sixsuit_tiles.py``)::

    top row   up top, in rail order: Anchors Clubs Diamonds Hearts Spades
              Wheels, two blanks, the Joker column (cashed Jokers), the stock
    row 0     over each layout column, its face-down tiles (the tableau);
              over the discards, the liberties to take
    rows 1-7  the layout columns I..IX, each tile's head from the rail
              down, the bottom tile with a foot; the tenth column is the
              discards, oldest first, the talon at the bottom
    bottom    a status line: stock count and score (messages replace it
              for a moment)

A Joker's head has a crown for a top edge and its colour's mark (black a
solid disc, red a ring, green a half disc, as black pips are solid and red
ones hollow); one that stands for a tile shows that tile's face (or its rank
and ``?``) in a second row under it. Long columns (and the discards) show
their last tiles under an ellipsis; moving the cursor up scrolls. The cursor
inverts the one tile it is on (whole columns move); picked up, the moving
tiles are inverted and where they would land is marked.

Keys::

    left/right  the cursor: columns I..IX, the discards, the stock
    up/down     up a column (to see it, or to reach a Joker in it); up the
                discards (browse them); from the oldest discard up to the
                stock
    A           on the stock: draw. On a column or the talon: pick it up
                (the whole column moves; up top, its bottom tile); then
                left/right choose where it goes, up/down what a Joker
                stands for, A drops it. A tile with one place to go goes at
                once. On an older discard, with a liberty to take: take it
                (it becomes the talon and is picked up). On a Joker higher
                up a column: declare it.
    hold A      on a Joker (talon or layout): declare it (left/right rank,
                up/down suit, A); on another tile: send it up top
    B           undo: the last action, a declaration with the move it
                came with (holding or declaring: put it back)
    hold B      pause menu (score sheet, undo, new deal, ...)

A pick offers each place with the declaration it needs (either suit first),
so a Joker is declared as it moves: A, A; naming the suit is a down more.
When a liberty is earned the cursor goes to the discard likeliest to play,
so taking it and playing it is A, A.

The game ends when the stock is out and nothing can be played (checked when
the keys are idle): the score sheet shows, and its total goes into the
five-game series (``series``, a ``sixsuit.Series``: its ``totals`` are what
to save).
"""

from solitaire.console import screen as S
from solitaire.sixsuit import tiles as T
from solitaire.console import keys as U
from solitaire.console.screens import PLAY, SHEET, WIN
from solitaire.cards.piles import F_AUTO
from solitaire.cards.card import RANK_CHARS, SUIT_CHARS, SUIT_COLOUR
from solitaire.sixsuit.engine import (
    CASH,
    DECLARE,
    DISC,
    DRAW_MOVE,
    EITHER,
    EXCHANGE,
    F0,
    JOKER,
    JOKERS,
    L0,
    LIBERTY,
    ODD,
    PAIRS,
    RAIL,
    STOCK,
    T0,
    VALUE,
    Series,
    SixSuit,
    victory,
)
from solitaire.console.ticks import MASK, ticks_diff

KEEP = ()  # modules of this package the console keeps when the family is dropped
Engine = SixSuit  # the family's engine: Engine(rules, deal, options) deals


def restore_tail(g, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame):
    the Jokers' declarations and flags, liberties, the Grand Sequence."""
    if len(rest) != 8:
        raise ValueError("snapshot too short")
    g.jdecl[0:3] = rest[0:3]
    g.jflags[0:3] = rest[3:6]
    g.libs = rest[6]
    g.grand = rest[7]
    for p in range(len(g.size)):
        for j in range(g.size[p]):
            g.loc[g.piles[p][j] & 0x7F] = p

NORMAL = 0
HOLD = 1
DECLARE_MODE = 2

STOCK_POS = 10  # cursor stops: 0..8 the layout columns, 9 the discards, 10 the stock
DISC_POS = 9
STOPS = 11
ROWS = 8  # tableau rows used: the ninth lies under the status line

DECL = 1 << 28  # a candidate that first declares a Joker: bits 26-27 its colour, 19-25 the declaration
MOVE_MASK = 0x7FFFF
STUCK_MS = 250
INV = T.INVERT
_NO_PILES = bytes(32)
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
ONE = 0x80  # in a column's marks: the cursor's one tile, not the tiles under it too
_SIG = 6  # what a column was drawn from: its marks, size, last tile, count above

# font codes of the suit pips, in rail order (Anchors .. Wheels)
_PIPS = "\x05\x01\x02\x03\x04\x06"


def tile_text(t):
    """Gets a tile's name as in the notation: ``QW``, ``*G``."""
    if t & 15 == 14:
        return "*" + "BRG"[SUIT_COLOUR[(t >> 4) & 7]]
    return RANK_CHARS[t & 15] + SUIT_CHARS[(t >> 4) & 7]


def decl_text(c, d):
    """Gets a declaration as in the notation: ``*G=4W``, ``*G=4?``."""
    return "*" + "BRG"[c] + "=" + RANK_CHARS[d & 15] + ("?" if d >> 4 == EITHER else SUIT_CHARS[d >> 4])


class Play:
    """Six-Suit Solitaire on the board, and the screen that plays it (its
    score sheet too: ``kind`` is PLAY, WIN at the game's end, or SHEET)."""

    kind = PLAY
    extra_label = "Score sheet"  # the pause menu's family item

    def __init__(self, app):
        self.app = app
        self.screen = app.screen
        # the game's piles, made with the screen (once, as the modules load):
        # each start deals into them
        self.board = SixSuit()
        self.series = Series()
        self.pos = 0
        self.depth = 1
        self.mode = NORMAL
        self.src = 0  # HOLD: the pile picked up
        self.cands = []  # HOLD: per destination, its variants (packed moves)
        self.target = 0
        self.variant = 0
        self.decls = []  # DECLARE_MODE: the declarations the Joker may take
        self.dc = 0  # DECLARE_MODE: the Joker's colour
        self.di = 0
        self.marks = []  # history length at the start of each player action
        self.version = 0  # bumped whenever the game changes
        self.sig = bytearray(_SIG * 10)  # what each column was last drawn from
        self.jstate = bytearray(9)  # where each Joker was, what it stood for
        self.force = bytearray(_NO_PILES)  # per pile: draw it again (a Joker was or is there)
        self.drawn = None  # the game and version the screen shows
        self.fill = True  # _draw_columns blanks under each column (not after a whole blanking)
        self.drawn_version = -1
        self.top_key = -1
        self.previewed = -1  # the pile whose Joker showed a declaration being chosen
        self.status = bytearray(S.TEXT_COLS)
        self.status_version = -1
        self.msg_live = False
        self.check_due = False
        self.check_at = 0
        self.recorded = False
        self.page = 0  # score sheet: 0 this game, 1 the series
        self.sheet_back = None  # SHEET: the screen Back goes to

    # -- starting ---------------------------------------------------------

    def start(self, rules, deal, options):
        """Deals a game and shows it; gets the game."""
        g = self.board
        variant = rules.with_options(options)
        if g is not None and g.fits(variant):  # the piles are reused
            g.redeal(deal, variant, options)
        else:
            self.board = SixSuit(rules, deal, options)
        self.screen.set_layout(STOPS - 1, STOPS - 1, "tslots", "tiles")
        self.pos = 0
        self.depth = 1
        self.mode = NORMAL
        self.marks = []
        self.version += 1
        self.drawn = None
        self.msg_live = False
        self.check_due = False
        self.recorded = False
        return self.board

    def resume(self, board, ended):
        """Plays on ``board``, a saved game of the deal just started (its end
        already counted when ``ended``)."""
        self.board = board
        self.check_due = True
        self.recorded = ended
        if board.won() or (not board.size[STOCK] and board.stuck()):
            self.kind = WIN

    @property
    def holding(self):
        """Checks if tiles are picked up (or a Joker is being declared)."""
        return self.mode != NORMAL

    def busy(self):
        """(Six-Suit never plays by itself: the display may sleep.)"""
        return False

    def score(self):
        """Gets the score the statistics keep: the game's total."""
        return self.board.score().total

    def load_series(self, totals):
        """Takes the five-game series back from the statistics."""
        self.series = Series(totals)

    def say(self, text):
        self.app.say(text)
        self.msg_live = True

    def _quiet(self):
        """Lets the message showing go at the next tick."""
        if self.msg_live:
            self.app.msg_until = self.app.now

    # -- keys ---------------------------------------------------------------

    def key(self, k):
        """Handles a key in play, on the score sheet or at the game's end."""
        if self.app.state != PLAY:
            self._sheet_key(k)
        elif self.mode == HOLD:
            self._hold_key(k)
        elif self.mode == DECLARE_MODE:
            self._declare_key(k)
        elif k <= U.RIGHT:
            self.pos, self.depth = self.step(k, self.pos, self.depth)
        elif k == U.A:
            self._press()
        elif k == U.B:
            self.undo()
        elif k == U.A_HOLD:
            self._hold_a()
        elif k == U.B_HOLD:
            self.app.pause()

    def step(self, k, pos, depth):
        """Gets where the cursor goes on arrow key ``k``, as (pos, depth)."""
        if k == U.LEFT or k == U.RIGHT:
            return (pos + (1 if k == U.RIGHT else -1)) % STOPS, 1
        if k == U.UP:
            if pos < STOCK_POS and depth < self.board.size[DISC if pos == DISC_POS else L0 + pos]:
                return pos, depth + 1
            if pos == DISC_POS:
                return STOCK_POS, 1
        elif depth > 1:
            return pos, depth - 1
        elif pos == STOCK_POS:
            return DISC_POS, 1
        return pos, depth

    def _pile(self):
        return DISC if self.pos == DISC_POS else L0 + self.pos

    def _press(self):
        g = self.board
        if self.pos == STOCK_POS:
            self._draw_stock()
            return
        p = self._pile()
        k = g.size[p]
        if not k:
            self.say("Nothing there")
            return
        if self.depth > k:  # the pile changed under the cursor
            self.depth = k
        if p == DISC and self.depth > 1:
            self._liberty(k - self.depth)
            return
        t = g.piles[p][k - self.depth]
        if self.depth > 1 and t & 15 == 14 and self._open_declare(SUIT_COLOUR[(t >> 4) & 7]):
            return
        if not self._pick(p):
            t = g.top(p)
            if p != DISC and t & 15 == 14:
                self._open_declare(SUIT_COLOUR[(t >> 4) & 7])

    def _draw_stock(self):
        g = self.board
        if not g.size[STOCK]:
            self.say("The stock is out")
            return
        lost = g.libs
        odd = g.odd_count()
        self._act(DRAW_MOVE)
        if g.odd_count() > odd:
            self.say("Odd Joker: -10")
        elif lost:
            self.say("Liberty lapsed")

    def _hold_a(self):
        g = self.board
        if self.pos == STOCK_POS:
            self._draw_stock()
            return
        p = self._pile()
        k = g.size[p]
        if not k:
            self.say("Nothing there")
            return
        if self.depth > k:
            self.depth = k
        if p == DISC and self.depth > 1:
            self.say("Only the talon plays")
            return
        t = g.piles[p][k - self.depth]
        if t & 15 == 14:
            if not self._open_declare(SUIT_COLOUR[(t >> 4) & 7]):
                self.say("Nothing to declare")
            return
        t = g.top(p)
        m = (F0 + ((t >> 4) & 7)) << 8 | p
        if g.check(m, False) is None:
            self._act(m)
        else:
            self.say("%s can't go up top" % tile_text(t))

    # -- picking up and dropping --------------------------------------------

    def _pick(self, src):
        """Picks up the talon or a column; gets False when it can't move."""
        g = self.board
        cands = self.candidates(src)
        if not cands:
            t = g.top(src) if src == DISC else g.piles[src][0]
            self.say("%s: no move" % tile_text(t))
            return False
        if len(cands) == 1 and len(cands[0]) == 1:
            self._make(cands[0][0])
            return True
        self._hold(src, cands)
        return True

    def _hold(self, src, cands):
        best = 0
        best_v = -1
        for i in range(len(cands)):
            v = self._worth(src, cands[i][0])
            if v > best_v:
                best_v = v
                best = i
        self.src = src
        self.cands = cands
        self.target = best
        self.variant = 0
        self.mode = HOLD
        self._say_variant()

    def decl_table(self, c):
        """Gets, per rank, what the Joker of colour ``c`` may be declared
        where it is: bit 1 either suit, 2 and 4 its colour's first and
        second suit (0 for every rank when it can't be declared at all).
        The rule is the engine's (``SixSuit.check``), taken in one pass."""
        g = self.board
        out = bytearray(14)
        p = g.loc[JOKER[c]]
        old = g.jdecl[c]
        if g.jflags[c] & ODD:
            return out
        if p == DISC:
            if g.top(DISC) & 0x7F != JOKER[c]:
                return out
            lo, hi = 1, 14
        elif L0 <= p < T0:
            if old & 15 and old >> 4 != EITHER:
                return out
            lo, hi = (old & 15, (old & 15) + 1) if old & 15 else (1, 14)
        else:
            return out
        s1 = PAIRS[2 * c] << 4
        s2 = PAIRS[2 * c + 1] << 4
        showing = g.showing
        for r in range(lo, hi):
            a = not showing(r | s1)
            b = not showing(r | s2)
            out[r] = (1 if a and b else 0) | (2 if a else 0) | (4 if b else 0)
        if old & 15:  # "declared so already"
            r = old & 15
            out[r] &= ~(1 if old >> 4 == EITHER else 2 if old & 0x70 == s1 else 4)
        return out

    def candidates(self, src):
        """Gets where the talon or a column (``src``) can go, in screen
        order: per destination a list of variants, each a move, or a move
        with a Joker's declaration first (``DECL``)."""
        g = self.board
        size = g.size
        piles = g.piles
        jd = g.jdecl
        check = g.check
        k = size[src]
        bottom = piles[src][k - 1]
        head = bottom if src == DISC else piles[src][0]
        jb = bottom & 15 == 14
        cb = SUIT_COLOUR[(bottom >> 4) & 7]
        xm = 0  # an exchange for the natural bottom tile (assist off)
        xp = -1
        if not jb and g.due(cb):
            m = EXCHANGE << 16 | cb << 8 | (bottom & 0x7F)
            if check(m, False) is None:
                xm = m
                xp = g.loc[JOKER[cb]]
        out = []
        for i in range(6):
            s = RAIL[i]
            if xp == F0 + s:
                out.append([xm])
            if SUIT_COLOUR[s] == cb if jb else s == (bottom >> 4) & 7 and size[F0 + s] == (bottom & 15) - 1:
                m = (F0 + s) << 8 | src
                if check(m, False) is None:
                    out.append([m])
        if jb and g.loc[bottom & 0x7F] == src:
            m = CASH << 16 | cb << 8
            if check(m, False) is None:
                out.append([m])
        hc = SUIT_COLOUR[(head >> 4) & 7]
        hr = head & 15
        hj = hr == 14
        if hj:
            hr = jd[hc] & 15
            hj = src == DISC or not hr  # its rank may be declared now
        table = self.decl_table(hc) if hj else None
        solo = src != DISC and not size[T0 + src - L0]  # the column fills an open space
        for i in range(9):
            d = L0 + i
            if xp == d:
                out.append([xm])
            if d == src:
                continue
            m = d << 8 | src
            kd = size[d]
            vs = None
            if kd:
                u = piles[d][kd - 1]
                cu = SUIT_COLOUR[(u >> 4) & 7]
                if cu == hc:
                    continue
                ru = u & 15
                uj = ru == 14
                if uj:
                    ru = jd[cu] & 15
                if hj:
                    vs = []
                    if hr and hr == ru - 1 and check(m, False) is None:
                        vs.append(m)
                    if ru >= 2:
                        self._declared(vs, m, hc, ru - 1, table)
                elif uj and not ru:
                    if hr and hr < 13:
                        vs = []
                        self._declared(vs, m, cu, hr + 1, self.decl_table(cu))
                elif hr and hr == ru - 1 and check(m, False) is None:
                    vs = [m]
            elif not size[T0 + i] and not solo:
                if hj:
                    vs = []
                    if hr >= 11 and check(m, False) is None:
                        vs.append(m)
                    aces = g.aces()
                    for r in (13, 12, 11) if aces > 1 else (13, 12) if aces else (13,):
                        self._declared(vs, m, hc, r, table)
                elif hr >= 11 and check(m, False) is None:
                    vs = [m]
            if vs:
                out.append(vs)
        if xp == DISC:
            out.append([xm])
        return out

    def _declared(self, out, m, c, r, table):
        """Adds move ``m`` with the Joker of colour ``c`` declared as rank
        ``r``, of either suit, then of each suit, as far as ``table`` (see
        ``decl_table``) allows and the move is legal so. (Only the rank and
        colour decide a move, so one check stands for all three.)"""
        bits = table[r]
        if not bits:
            return
        g = self.board
        jd = g.jdecl
        old = jd[c]
        jd[c] = r | (EITHER << 4 if bits & 1 else PAIRS[2 * c] << 4 if bits & 2 else PAIRS[2 * c + 1] << 4)
        ok = g.check(m, False) is None
        jd[c] = old
        if ok:
            head = m | DECL | c << 26 | r << 19
            if bits & 1:
                out.append(head | EITHER << 23)
            if bits & 2:
                out.append(head | PAIRS[2 * c] << 23)
            if bits & 4:
                out.append(head | PAIRS[2 * c + 1] << 23)

    def _worth(self, src, v):
        """Rates a destination for where the cursor starts after a pick:
        exchanges and cashing first, then moves that turn a tile up, the
        talon's moves, tiles up top (Aces last), columns, open spaces."""
        g = self.board
        m = v & MOVE_MASK
        kind = m >> 16
        if kind == EXCHANGE:
            return 9
        if kind == CASH:
            return 8
        dst = (m >> 8) & 0xFF
        if dst < JOKERS:
            return 2 if g.size[dst] == 0 else 5
        w = 6 if src == DISC else 7 if g.size[T0 + src - L0] else 3
        return w if g.size[dst] else w - 2

    def _hold_key(self, k):
        n = len(self.cands)
        vs = self.cands[self.target]
        if (k == U.UP or k == U.DOWN) and len(vs) > 1:
            self.variant = (self.variant + (1 if k == U.DOWN else -1)) % len(vs)
            self._say_variant()
        elif k <= U.RIGHT:
            self.target = (self.target + (1 if k == U.RIGHT or k == U.DOWN else -1)) % n
            self.variant = 0
            self._say_variant()
        elif k == U.A:
            self.mode = NORMAL
            self._quiet()
            self._make(vs[self.variant])
        elif k == U.B or k == U.B_HOLD:
            self.mode = NORMAL
            self._quiet()
            if k == U.B_HOLD:
                self.app.pause()

    def _say_variant(self):
        vs = self.cands[self.target]
        v = vs[self.variant]
        if v & DECL:
            self.say(decl_text((v >> 26) & 3, (v >> 19) & 0x7F) + ("  up/dn:suit" if len(vs) > 1 else ""))
        else:
            self._quiet()

    def _make(self, v):
        decl = 0
        if v & DECL:
            decl = DECLARE << 16 | ((v >> 26) & 3) << 8 | ((v >> 19) & 0x7F)
        self._act(v & MOVE_MASK, decl)

    def _act(self, m, decl=0):
        """Makes a player action (a declaration and a move, or either) and
        the game's own moves after it; gets False when it was refused."""
        g = self.board
        n = g.nmoves
        libs = g.libs
        why = g.check(decl) if decl else None
        if why is None:
            if decl:
                g.apply(decl)
            if m:
                why = g.check(m)
                if why is None:
                    g.apply(m)
        if why is not None:
            while g.nmoves > n:
                g.undo()
            self.say(why)
            return False
        self.marks.append(n)
        g.settle()
        self.version += 1
        self.depth = 1
        self.check_due = True
        self.check_at = (self.app.now + STUCK_MS) & MASK
        if g.libs > libs and g.size[DISC] > 1:
            # a liberty: the cursor goes to the discard likeliest to play
            self.pos = DISC_POS
            self.depth = self._best_discard()
            self.say("Liberty! A takes it")
        return True

    def _liberty(self, i):
        g = self.board
        if not g.libs:
            self.say("Only the talon plays")
            return
        if not self._act(LIBERTY << 16 | i):
            return
        self.pos = DISC_POS
        self.depth = 1
        cands = self.candidates(DISC)
        if cands:
            self._hold(DISC, cands)

    def _best_discard(self):
        """Gets the depth of the newest discard under the talon that could
        play as the talon (a Joker always can), else of the one under it."""
        g = self.board
        size = g.size
        piles = g.piles
        jd = g.jdecl
        want = bytearray(15)  # per rank, the colours (bits) a column takes
        for d in range(L0, T0):
            k = size[d]
            if k:
                u = piles[d][k - 1]
                cu = SUIT_COLOUR[(u >> 4) & 7]
                r = u & 15
                if r == 14:
                    r = jd[cu] & 15
                if r >= 2:
                    want[r - 1] |= 7 & ~(1 << cu)
            elif not size[T0 + d - L0]:
                want[13] = 7
        row = piles[DISC]
        k = size[DISC]
        for i in range(k - 2, -1, -1):
            t = row[i]
            r = t & 15
            s = (t >> 4) & 7
            if r == 14 or size[F0 + s] == r - 1 or want[r] & (1 << SUIT_COLOUR[s]):
                return k - i
        return 2

    # -- declaring a Joker where it is ---------------------------------------

    def _open_declare(self, c):
        """Starts choosing what the Joker of colour ``c`` stands for; gets
        False when it can take no other declaration."""
        table = self.decl_table(c)
        ds = []
        for r in range(1, 14):
            bits = table[r]
            if bits & 1:
                ds.append(r | EITHER << 4)
            if bits & 2:
                ds.append(r | PAIRS[2 * c] << 4)
            if bits & 4:
                ds.append(r | PAIRS[2 * c + 1] << 4)
        if not ds:
            return False
        self.decls = ds
        self.dc = c
        # start on the highest rank something could be built with
        use = self._useful(c)
        i = len(ds) - 1
        while i and not use[ds[i] & 15]:
            i -= 1
        if not use[ds[i] & 15]:
            i = len(ds) - 1
        self.di = self._rank_group(i)[0]
        self.mode = DECLARE_MODE
        self._say_decl()
        return True

    def _useful(self, c):
        """Gets, per rank, if the Joker of colour ``c`` as that rank could
        take the talon or a column's head, or go onto a column's bottom."""
        g = self.board
        jd = g.jdecl
        use = bytearray(15)
        here = g.loc[JOKER[c]]
        for p in range(DISC, T0):
            k = g.size[p]
            if not k or p == here or DISC < p < L0:
                continue
            pile = g.piles[p]
            t = pile[k - 1] if p == DISC else pile[0]  # what could go on the Joker
            ct = SUIT_COLOUR[(t >> 4) & 7]
            r = jd[ct] & 15 if t & 15 == 14 else t & 15
            if r and ct != c:
                use[r + 1] = 1
            if p != DISC:
                t = pile[k - 1]  # what the Joker could go on
                ct = SUIT_COLOUR[(t >> 4) & 7]
                r = jd[ct] & 15 if t & 15 == 14 else t & 15
                if r and ct != c:
                    use[r - 1] = 1
        return use

    def _rank_group(self, i):
        """Gets the first and last index of the declarations of the rank of
        declaration ``i`` (the list runs Ace to King, each rank's suits
        together)."""
        ds = self.decls
        r = ds[i] & 15
        a = b = i
        while a and ds[a - 1] & 15 == r:
            a -= 1
        while b + 1 < len(ds) and ds[b + 1] & 15 == r:
            b += 1
        return a, b

    def _declare_key(self, k):
        ds = self.decls
        i = self.di
        a, b = self._rank_group(i)
        if k == U.UP or k == U.DOWN:  # the suit: either, then each suit
            i += 1 if k == U.DOWN else -1
            self.di = a if i > b else b if i < a else i
            self._say_decl()
        elif k == U.LEFT or k == U.RIGHT:  # the rank: right up, left down
            i = (b + 1) % len(ds) if k == U.RIGHT else (a - 1) % len(ds)
            self.di = self._rank_group(i)[0]
            self._say_decl()
        elif k == U.A:
            self.mode = NORMAL
            if self._act(0, DECLARE << 16 | self.dc << 8 | ds[i]):
                self.say(decl_text(self.dc, ds[i]))
        elif k == U.B or k == U.B_HOLD:
            self.mode = NORMAL
            self._quiet()
            if k == U.B_HOLD:
                self.app.pause()

    def _say_decl(self):
        self.say(decl_text(self.dc, self.decls[self.di]) + " A:ok B:back")

    # -- undo ----------------------------------------------------------------

    def undo(self):
        """Takes back the last player action and the game's moves after it."""
        g = self.board
        self.mode = NORMAL
        if not g.nmoves:
            self.say("Nothing to undo")
            return
        marks = self.marks
        while marks and marks[-1] >= g.nmoves:
            marks.pop()
        if marks:
            to = marks.pop()
        else:
            to = g.nmoves
            while to and g.flags_at(to - 1) & F_AUTO:
                to -= 1
            to = to - 1 if to else 0
        while g.nmoves > to:
            g.undo()
        self.version += 1
        self.depth = 1
        if self.app.state == WIN:
            self.app.show_play()

    # -- time -----------------------------------------------------------------

    def tick(self, now):
        """Runs the message timer and, when the keys are idle, looks for the
        game's end; returns True when the screen changed."""
        app = self.app
        changed = False
        if self.msg_live and ticks_diff(now, app.msg_until) >= 0:
            self.msg_live = False
            changed = True
        if self.check_due and app.state == PLAY and self.mode == NORMAL and ticks_diff(now, self.check_at) >= 0:
            self.check_due = False
            g = self.board
            if g.won() or (not g.size[STOCK] and g.stuck()):
                self.game_over()
                changed = True
        return changed

    def game_over(self):
        """Shows the score sheet; the game's total goes into the series
        (once a game)."""
        if not self.recorded:
            if self.series.done():
                self.series = Series()
            self.series.add(self.board.score().total)
            self.recorded = True
        self.kind = WIN
        self.mode = NORMAL
        self.page = 0

    def extra(self, pause):
        """The pause menu's family item: the score sheet; Back returns to
        ``pause``."""
        self.kind = SHEET
        self.page = 0
        self.sheet_back = pause
        self.app.show(self)

    def _sheet_key(self, k):
        app = self.app
        if k <= U.RIGHT:
            self.page ^= 1
        elif app.state == WIN:
            if k == U.A:
                app.start(app.gi, self.board.deal_no + 1)
            elif k == U.B:
                self.kind = PLAY
            elif k == U.B_HOLD:
                app.pause()
        elif k == U.A or k == U.B or k == U.B_HOLD:
            self.kind = PLAY
            app.show(self.sheet_back)

    # -- drawing ----------------------------------------------------------------

    def draw(self):
        if self.app.state == PLAY:
            self._draw_game()
        else:
            self._draw_sheet()

    def _draw_game(self):
        g = self.board
        scr = self.screen
        scr.mode = S.GAME
        src = dst = -1
        sel_src = 0
        pc = -1
        pd = 0
        mode = self.mode
        if mode == HOLD:
            v = self.cands[self.target][self.variant]
            m = v & MOVE_MASK
            kind = m >> 16
            src = self.src
            if kind == 0:  # a move
                dst = (m >> 8) & 0xFF
                sel_src = 1 if src == DISC or dst < JOKERS else g.size[src]
            elif kind == CASH:
                dst = JOKERS
                sel_src = 1
            else:  # an exchange: the natural takes the Joker's place
                dst = g.loc[JOKER[(m >> 8) & 3]]
                sel_src = 1
            if v & DECL:
                pc = (v >> 26) & 3
                pd = (v >> 19) & 0x7F
        elif mode == DECLARE_MODE:
            pc = self.dc
            pd = self.decls[self.di]
        # What must be drawn again: everything for another game; the piles a
        # Joker left or changed in, and the one of a Joker whose declaration
        # is being chosen (and the one that showed it last time); each
        # column whose tiles changed when the game did; else only the
        # columns whose marks (cursor, picked tiles, landing) changed.
        every = self.drawn is not g
        if every:
            self.screen.tab[:] = _BLANK_TAB  # every column is drawn, onto blank
        self.fill = not every
        changed = every or self.drawn_version != self.version
        loc = g.loc
        jd = g.jdecl
        jf = g.jflags
        js = self.jstate
        force = self.force
        forced = False
        for c in range(3):
            j = 3 * c
            p = loc[JOKER[c]]
            if js[j] != p or js[j + 1] != jd[c] or js[j + 2] != jf[c]:
                force[js[j]] = 1
                force[p] = 1
                forced = True
                js[j] = p
                js[j + 1] = jd[c]
                js[j + 2] = jf[c]
        old = 0
        shown = self.previewed  # the pile that showed a declaration last time
        self.previewed = -1
        if pc >= 0:  # show the declaration being chosen
            old = jd[pc]
            jd[pc] = pd
            self.previewed = loc[JOKER[pc]]
            changed = True
        cur = self.pos if mode == NORMAL else -1
        tk = dst << 1 | (cur == STOCK_POS)
        if changed or tk != self.top_key:
            self.top_key = tk
            self._draw_top(dst, cur == STOCK_POS)
        self._draw_columns(mode, src, dst, sel_src, cur, changed, every, shown)
        if pc >= 0:
            jd[pc] = old
        if forced:
            force[:] = _NO_PILES
        if not self.msg_live:
            if self.status_version != self.version or self.drawn is not g:
                self.status_version = self.version
                self._status()
            scr.msg[:] = self.status
        scr.msg_on = True
        self.drawn = g
        self.drawn_version = self.version

    def _draw_top(self, dst, stock_cur):
        g = self.board
        top = self.screen.top
        size = g.size
        for i in range(6):
            p = F0 + RAIL[i]
            k = size[p]
            if not k:
                t = T.PILE + i
            else:
                t = g.piles[p][k - 1]
                t = T.UP_JOKER + k - 1 if t & 15 == 14 else ((t & 0x70) >> 4) * 13 + (t & 15) - 1
            top[i] = t | (INV if p == dst else 0)
        top[6] = T.SLOT_BLANK
        top[7] = T.SLOT_BLANK
        top[8] = (T.CASHED + size[JOKERS]) | (INV if dst == JOKERS else 0)
        top[9] = (T.STOCK if size[STOCK] else T.STOCK_OUT) | (INV if stock_cur else 0)

    def _status(self):
        g = self.board
        total = -5 * g.face_down() + 10 * g.size[JOKERS] + 20 * g.grand - 10 * g.odd_count()
        for s in range(6):
            total += g.size[F0 + s] * VALUE[s]
        text = "Stock %-2d  Score%6d" % (g.size[STOCK], total)
        self.status[:] = text.encode()

    def _draw_columns(self, mode, src, dst, sel_src, cur, changed, every, shown):
        """Draws the layout columns and the discards whose tiles or marks
        changed: in each, the count of face-down tiles (or liberties) above,
        then its tiles, an ellipsis over those scrolled away, and the foot.
        A new deal draws them all, so this is one loop with every name it
        uses in a local."""
        g = self.board
        size = g.size
        piles = g.piles
        jd = g.jdecl
        jf = g.jflags
        mk = self.sig
        depth = self.depth
        force = self.force
        previewed = self.previewed
        tab = self.screen.tab
        cols = self.screen.tab_cols
        fill = self.fill
        holding = mode == HOLD
        disc = DISC
        inv_bit = INV
        colour = SUIT_COLOUR
        last = ROWS - 1  # the foot's row at the lowest
        for c in range(10):
            p = disc if c == DISC_POS else L0 + c
            if holding:
                sel = sel_src if p == src else 0
                view = 0  # the bottom in view
            else:  # the cursor marks one tile (whole columns move)
                view = depth if cur == c else 0
                sel = view | ONE if view else 0
            land = 1 if p == dst else 0
            j = c * _SIG
            same = mk[j] == sel and mk[j + 1] == view and mk[j + 2] == land and not every and p != shown and p != previewed and not force[p]
            if same and not changed:
                continue
            k = size[p]
            above = g.libs if p == disc else size[T0 + c]
            top = piles[p][k - 1] if k else 0
            if same and mk[j + 3] == k and mk[j + 4] == top and mk[j + 5] == above:
                continue
            mk[j] = sel
            mk[j + 1] = view
            mk[j + 2] = land
            mk[j + 3] = k
            mk[j + 4] = top
            mk[j + 5] = above
            # ``sel`` tiles at the bottom inverted (``ONE | n``: only the
            # n-th from the bottom), the tile ``view`` from the bottom kept
            # on screen, the foot marked when ``land``
            pile = piles[p]
            if not above:
                tab[c] = T.BLANK
            elif p == disc:
                tab[c] = T.LIBERTY + above - 1
            else:
                tab[c] = T.BACKS + (above if above < T.BACKS_MAX else T.BACKS_MAX) - 1  # T.backs(), inlined
            row = 1
            at = cols + c  # the cell of ``row``
            if not k:
                tab[at] = (T.NO_TALON if p == disc else T.OPEN) | (inv_bit if sel or land else 0)
                row = 2
                at += cols
            else:
                first = 0
                room = last - row
                need = k  # rows: one a tile, two a declared Joker
                if 2 * k > room:  # (else they fit whatever the Jokers)
                    for i in range(k):
                        t = pile[i]
                        if t & 15 == 14 and jd[colour[(t >> 4) & 7]] & 15:
                            need += 1
                if need > room:
                    room -= 1  # the ellipsis over the hidden tiles takes a row
                    first = k
                    used = 0
                    while first > 1:
                        t = pile[first - 1]
                        h = 2 if t & 15 == 14 and jd[colour[(t >> 4) & 7]] & 15 else 1
                        if used + h > room:
                            break
                        used += h
                        first -= 1
                    if view and k - view < first:
                        first = k - view
                    if first:
                        tab[at] = T.ELLIPSIS
                        row += 1
                        at += cols
                lo = k - (sel & 0x7F)
                hi = lo if sel & ONE else k
                i = first
                while i < k:
                    t = pile[i]
                    inv = inv_bit if lo <= i <= hi and sel else 0
                    if t & 15 == 14:
                        jc = colour[(t >> 4) & 7]
                        d = jd[jc]
                        h = 2 if d & 15 else 1
                        if row + h > last:
                            break
                        tab[at] = (T.ODD if jf[jc] & ODD else T.JOKER) + jc | inv
                        row += 1
                        at += cols
                        if h == 2:
                            tab[at] = (T.EITHER + (d & 15) - 1 if d >> 4 == EITHER else ((d & 0x70) >> 4) * 13 + (d & 15) - 1) | inv
                            row += 1
                            at += cols
                    else:
                        if row + 1 > last:
                            break
                        tab[at] = ((t & 0x70) >> 4) * 13 + (t & 15) - 1 | inv
                        row += 1
                        at += cols
                    i += 1
                tab[at] = T.ELLIPSIS if i < k else T.LANDING if land else T.FOOT
                at += cols
            if fill:
                blank = T.BLANK
                end = c + cols * S.TAB_ROWS
                while at < end:
                    tab[at] = blank
                    at += cols

    # -- the score sheet --------------------------------------------------------

    def _draw_sheet(self):
        scr = self.screen
        scr.mode = S.TEXT
        scr.msg_on = False
        scr.clear_text()
        g = self.board
        self.drawn = None  # the game screen is drawn afresh when it comes back
        if self.page == 0:
            sh = g.score()
            if self.app.state == WIN:
                title = "ALL 81 UP TOP!" if g.won() else "GAME OVER"
            else:
                title = "SCORE SHEET"
            self._title("%s #%d" % (title, g.deal_no))
            for i in range(6):
                scr.put_text(1 + i // 3, (i % 3) * 7, "%s%4d" % (_PIPS[i], sh.suits[i]))
            scr.put_text(3, 0, "Joker score %5d" % sh.jokers)
            scr.put_text(4, 0, "Up top score%5d" % sh.up_top)
            scr.put_text(5, 0, "Down tiles  %5d" % sh.down)
            scr.put_text(6, 0, "Total score %5d %s" % (sh.total, self._circles(sh.victory)))
            scr.put_text(7, 0, "A:new B:board >series" if self.app.state == WIN else "B:back  >series")
        else:
            se = self.series
            n = len(se.totals)
            self._title("SERIES  game %d of 5" % n if n else "SERIES  no games yet")
            for i in range(5):
                if i < n:
                    t = se.totals[i]
                    scr.put_text(1 + i, 0, "%d %7d  %s" % (i + 1, t, self._circles(victory(t))))
                else:
                    scr.put_text(1 + i, 0, "%d %7s" % (i + 1, "-"))
            avg = se.average()
            scr.put_text(6, 0, "Average%6d  %d\x0d" % (int(avg + (0.5 if avg >= 0 else -0.5)), se.victories()))
            scr.put_text(7, 0, "<sheet A:new B:board" if self.app.state == WIN else "<sheet  B:back")

    def _title(self, text):
        scr = self.screen
        scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
        scr.put_text(0, 1, text, T.INVERT)

    def _circles(self, n):
        return "\x0d" * n + "\x0c" * (3 - n)
