"""Six-Suit Solitaire's screen: the cursor's stops and modes, and drawing
the game and the score sheet into the screen model (the layout is described
in ``play.py``), and the message line's Joker declarations. ``Drawing`` is a
part of ``play.Play``."""

from micropython import const

from solitaire.console import screen as S
from solitaire.sixsuit import tiles as T
from solitaire.console import buttons as U
from solitaire.sixsuit.piles import RAIL, SUIT_COLOUR
from solitaire.sixsuit.engine import JOKER

# engine's and piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_STOCK = const(0)
_DISC = const(1)
_ODD = const(1)
_F0 = const(2)
_CASH = const(4)
_EITHER = const(7)
_L0 = const(9)
_T0 = const(18)
_RES = const(28)
_U0 = const(29)


# The Play's modes, its cursor's stops and its numbers: consts, no entry in
# this module's globals nor in play.py's (the host reads them under their
# names from notation.py; tests/test_fortwo.py holds the copies equal)
_NORMAL = const(0)
_HOLD = const(1)
_DECLARE_MODE = const(2)
_KNOCK_MODE = const(3)  # Solitaire for Two: choosing the talon to knock with (match.py)

_STOCK_POS = const(10)  # cursor stops: 0..8 the layout columns, 9 the discards, 10 the stock
_DISC_POS = const(9)
_STOPS = const(11)
_ROWS = const(8)  # tableau rows used: the ninth lies under the status line

_DECL = const(268435456)  # 1 << 28, a candidate that first declares a Joker: bits 26-27 its colour, 19-25 the declaration
_MOVE_MASK = const(524287)  # 0x7FFFF
_STUCK_MS = const(250)
_INV = const(128)  # tiles.INVERT
NO_PILES = bytes(32)
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
_ONE = const(128)  # in a column's marks: the cursor's one tile, not the tiles under it too
_SIG = const(6)  # what a column was drawn from: its marks, size, last tile, count above
_MARK = const(0xFF)  # in a column's tiles as drawn: the mark over Solitaire for Two's up tiles
_COLUMNS_A_FRAME = const(2)  # Solitaire for Two: the columns a draw redraws at most
_STATUS_LATER = const(1 << 10)  # in ``pending``: the status line waits for a frame with columns to spare
_JOKERS_PILE = const(8)  # piles.JOKERS (``_JOKERS`` is the Jokers' letters)
# the console's (screens' states)
_PLAY = const(1)
_SHEET = const(5)
_WIN = const(4)

# The names' letters as bytes (cards/notation.py's RANK_CHARS and SUIT_CHARS;
# the Jokers' colours): a str's index or a tuple of its letters makes a
# qstr of each letter, held for good (a dozen names that took Solitaire for
# Two's runs toward the 1261st name's 9 KB pool)
_RANKS = b"?A23456789TJQK??"
_SUITS = b"CDHSAW??"
_JOKERS = b"BRG"


def tile_text(t):
    """Gets a tile's name as in the notation: ``QW``, ``*G``."""
    if t & 15 == 14:
        return str(bytes((42, _JOKERS[SUIT_COLOUR[(t >> 4) & 7]])), "utf-8")  # "*B"
    return str(bytes((_RANKS[t & 15], _SUITS[(t >> 4) & 7])), "utf-8")


def decl_text(c, d):
    """Gets a declaration as in the notation: ``*G=4W``, ``*G=4?``."""
    s = 63 if d >> 4 == _EITHER else _SUITS[d >> 4]  # 63: "?"
    return str(bytes((42, _JOKERS[c], 61, _RANKS[d & 15], s)), "utf-8")  # "*", "="


class Drawing:
    """Play's drawing: ``draw()`` and what it calls."""

    def draw(self):
        if self.app.state == _PLAY:
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
        if mode == _HOLD:
            v = self.cands[self.target][self.variant]
            m = v & _MOVE_MASK
            kind = m >> 16
            src = self.src
            if kind == 0:  # a move
                dst = (m >> 8) & 0xFF
                sel_src = 1 if src == _DISC or src >= _U0 or dst < _JOKERS_PILE else g.size[src]
            elif kind == _CASH:
                dst = _JOKERS_PILE
                sel_src = 1
            else:  # an exchange: the natural takes the Joker's place
                dst = g.loc[JOKER[(m >> 8) & 3]]
                sel_src = 1
            if v & _DECL:
                pc = (v >> 26) & 3
                pd = (v >> 19) & 0x7F
            if self.two is not None and (src == _DISC or src >= _U0):
                src = _DISC  # in the discards column: the tile under the cursor
                sel_src = _ONE | self.depth
        elif mode == _DECLARE_MODE:
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
        cur = self.pos if mode == _NORMAL else -1
        tk = dst << 1 | (cur == _STOCK_POS)
        if changed or tk != self.top_key:
            self.top_key = tk
            self._draw_top(dst, cur == _STOCK_POS)
        self._draw_columns(mode, src, dst, sel_src, cur, changed, every, shown)
        if pc >= 0:
            jd[pc] = old
        if forced:
            force[:] = NO_PILES
        if not self.msg_live:
            if self.status_version != self.version or self.drawn is not g:
                two = self.two
                if two is not None and two.pending & 0x3FF:
                    two.pending |= _STATUS_LATER  # (its text costs as much as a column)
                else:
                    if two is not None:
                        two.pending &= ~_STATUS_LATER
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
            p = _F0 + RAIL[i]
            k = size[p]
            if not k:
                t = T.PILE + i
            else:
                t = g.piles[p][k - 1]
                t = T.UP_JOKER + k - 1 if t & 15 == 14 else ((t & 0x70) >> 4) * 13 + (t & 15) - 1
            top[i] = t | (_INV if p == dst else 0)
        top[6] = T.SLOT_BLANK
        top[7] = T.SLOT_BLANK
        top[8] = (T.CASHED + size[_JOKERS_PILE]) | (_INV if dst == _JOKERS_PILE else 0)
        top[9] = (T.STOCK if size[_STOCK] or (self.two is not None and size[_RES]) else T.STOCK_OUT) | (_INV if stock_cur else 0)

    def _status(self):
        g = self.board
        if self.two is not None:
            self.two.status(self.status)
            return
        from solitaire.sixsuit.score import _status  # (Six-Suit's: its score's module, loaded with its game)

        _status(self, g)

    def _say_variant(self):
        """Says the declaration the chosen place needs (a pick's)."""
        vs = self.cands[self.target]
        v = vs[self.variant]
        if v & _DECL:
            self.say(decl_text((v >> 26) & 3, (v >> 19) & 0x7F) + ("  up/dn:suit" if len(vs) > 1 else ""))
        else:
            self._quiet()

    def _say_decl(self):
        """Says the declaration being chosen for a Joker."""
        self.say(decl_text(self.dc, self.decls[self.di]) + " A:ok B:back")

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
        holding = mode == _HOLD
        disc = _DISC
        inv_bit = _INV
        colour = SUIT_COLOUR
        last = _ROWS - 1  # the foot's row at the lowest
        # Solitaire for Two draws its columns in the ticks after a key, a few
        # a tick (``pending``): its rules take a key's time
        two = self.two
        limit = 10 if two is None else 0 if two.keyed else _COLUMNS_A_FRAME
        pend = two.pending if two is not None else 0
        for c in range(10):
            bit = 1 << c
            p = disc if c == _DISC_POS else _L0 + c
            if holding:
                sel = sel_src if p == src else 0
                view = 0  # the bottom in view
            else:  # the cursor marks one tile (whole columns move)
                view = depth if cur == c else 0
                sel = view | _ONE if view else 0
            land = 1 if p == dst else 0
            j = c * _SIG
            same = mk[j] == sel and mk[j + 1] == view and mk[j + 2] == land and not every and p != shown and p != previewed and not force[p]
            if same and not changed and not pend & bit:
                continue
            k = size[p]
            above = g.libs if p == disc else size[_T0 + c]
            pile = piles[p]
            if p == disc and self.two is not None:
                pile, k = self.two.disc_view()  # the up tiles under a mark
            top = pile[k - 1] if k else 0
            if same and mk[j + 3] == k and mk[j + 4] == top and mk[j + 5] == above and not pend & bit:
                continue
            if not limit:
                pend |= bit
                continue
            limit -= 1
            pend &= ~bit
            mk[j] = sel
            mk[j + 1] = view
            mk[j + 2] = land
            mk[j + 3] = k
            mk[j + 4] = top
            mk[j + 5] = above
            # ``sel`` tiles at the bottom inverted (``_ONE | n``: only the
            # n-th from the bottom), the tile ``view`` from the bottom kept
            # on screen, the foot marked when ``land``
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
                hi = lo if sel & _ONE else k
                i = first
                while i < k:
                    t = pile[i]
                    inv = inv_bit if lo <= i <= hi and sel else 0
                    if t == _MARK:  # Solitaire for Two: the up tiles below
                        if row + 1 > last:
                            break
                        tab[at] = T.FOOT | inv
                        row += 1
                        at += cols
                    elif t & 15 == 14:
                        jc = colour[(t >> 4) & 7]
                        d = jd[jc]
                        h = 2 if d & 15 else 1
                        if row + h > last:
                            break
                        tab[at] = (T.ODD if jf[jc] & _ODD else T.JOKER) + jc | inv
                        row += 1
                        at += cols
                        if h == 2:
                            tab[at] = (T.EITHER + (d & 15) - 1 if d >> 4 == _EITHER else ((d & 0x70) >> 4) * 13 + (d & 15) - 1) | inv
                            row += 1
                            at += cols
                    else:
                        if row + 1 > last:
                            break
                        tab[at] = ((t & 0x70) >> 4) * 13 + (t & 15) - 1 | inv
                        row += 1
                        at += cols
                    i += 1
                # the bottom edge marked with the column: lit under the
                # cursor, it shows where it is among dense faces
                tab[at] = (T.ELLIPSIS if i < k else T.LANDING if land else T.FOOT) | (inv_bit if sel else 0)
                at += cols
            if fill:
                blank = T.BLANK
                end = c + cols * S.TAB_ROWS
                while at < end:
                    tab[at] = blank
                    at += cols
        if two is not None:
            two.pending = pend

    def extra(self, pause):
        """The pause menu's family item: the score sheet; Back returns to
        ``pause``."""
        self.kind = _SHEET
        self.page = 0
        self.sheet_back = pause
        self.app.show(self)

    def _sheet_key(self, k):
        app = self.app
        if k <= U.RIGHT:
            self.page ^= 1 if self.two is None else 0
        elif app.state == _WIN:
            if k == U.A:
                app.start(app.gi, self.board.deal_no + 1)
            elif k == U.B:
                self.kind = _PLAY
            elif k == U.B_HOLD:
                app.pause()
        elif k == U.A or k == U.B or k == U.B_HOLD:
            self.kind = _PLAY
            app.show(self.sheet_back)

    def _draw_sheet(self):
        scr = self.screen
        scr.mode = S.TEXT
        scr.msg_on = False
        scr.clear_text()
        self.drawn = None  # the game screen is drawn afresh when it comes back
        if self.two is not None:  # (its module loads for the sheet alone: Play._match drops it)
            from solitaire.sixsuit.result import draw_sheet
        else:  # (loaded with Six-Suit's series: Play._match)
            from solitaire.sixsuit.score import draw_sheet
        draw_sheet(self, scr)

    def _title(self, text):
        scr = self.screen
        scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
        scr.put_text(0, 1, text, T.INVERT)
