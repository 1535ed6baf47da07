"""Six-Suit Solitaire's choices: where picked-up tiles may go, with the
Joker declarations each place needs, and which is likeliest. ``Choices`` is a
part of ``play.Play``."""

from micropython import const

from solitaire.sixsuit.piles import RAIL, SUIT_COLOUR
from solitaire.sixsuit.engine import JOKER, PAIRS

# draw's, engine's and piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE_MASK = const(524287)
_DECL = const(268435456)
_DISC = const(1)
_ODD = const(1)
_F0 = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_EITHER = const(7)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_UP = const(27)
_U0 = const(29)

class Choices:
    """Play's candidates and declarations."""

    def decl_table(self, c):
        """Gets, per rank, what the Joker of colour ``c`` may be declared
        where it is: bit 1 either suit, 2 and 4 its colour's first and
        second suit (0 for every rank when it can't be declared at all).
        The rule is the engine's (``SixSuit.check``), taken in one pass."""
        g = self.board
        out = bytearray(14)
        p = g.loc[JOKER[c]]
        old = g.jdecl[c]
        if g.jflags[c] & _ODD:
            return out
        if p == _DISC or p == _UP:
            if not g.free(JOKER[c]):
                return out
            lo, hi = 1, 14
        elif _L0 <= p < _T0:
            if old & 15 and old >> 4 != _EITHER:
                return out
            lo, hi = (old & 15, (old & 15) + 1) if old & 15 else (1, 14)
        else:
            return out
        s1 = PAIRS[2 * c] << 4
        s2 = PAIRS[2 * c + 1] << 4
        showing = g.showing
        placed = g.placed
        for r in range(lo, hi):
            a = not showing(r | s1)
            b = not showing(r | s2)
            either = not placed(r | s1) and not placed(r | s2)
            out[r] = (1 if either else 0) | (2 if a else 0) | (4 if b else 0)
        if old & 15:  # "declared so already"
            r = old & 15
            out[r] &= ~(1 if old >> 4 == _EITHER else 2 if old & 0x70 == s1 else 4)
        return out

    def candidates(self, src):
        """Gets where the talon, an up tile (``U0 + i``) or a column
        (``src``) can go, in screen order: per destination a list of
        variants, each a move, or a move with a Joker's declaration first
        (``DECL``)."""
        g = self.board
        size = g.size
        piles = g.piles
        jd = g.jdecl
        check = g.check
        one = src == _DISC or src >= _U0  # a single tile
        if src >= _U0:
            bottom = g.up_tile(src - _U0)
        else:
            bottom = piles[src][size[src] - 1]
        head = bottom if one else piles[src][0]
        jb = bottom & 15 == 14
        cb = SUIT_COLOUR[(bottom >> 4) & 7]
        xm = 0  # an exchange for the natural bottom tile (assist off)
        xp = -1
        if not jb and g.due(cb):
            m = _EXCHANGE << 16 | cb << 8 | (bottom & 0x7F)
            if check(m, False) is None:
                xm = m
                xp = g.loc[JOKER[cb]]
        out = []
        for i in range(6):
            s = RAIL[i]
            if xp == _F0 + s:
                out.append([xm])
            if SUIT_COLOUR[s] == cb if jb else s == (bottom >> 4) & 7 and size[_F0 + s] == (bottom & 15) - 1:
                m = (_F0 + s) << 8 | src
                if check(m, False) is None:
                    out.append([m])
        if jb and (src >= _U0 or g.loc[bottom & 0x7F] == src):
            m = _CASH << 16 | cb << 8
            if check(m, False) is None:
                out.append([m])
        hc = SUIT_COLOUR[(head >> 4) & 7]
        hr = head & 15
        hj = hr == 14
        if hj:
            hr = jd[hc] & 15
            hj = one or not hr  # its rank may be declared now
        table = self.decl_table(hc) if hj else None
        solo = not one and not size[_T0 + src - _L0]  # the column fills an open space
        for i in range(9):
            d = _L0 + i
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
            elif not size[_T0 + i] and not solo:
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
        if xp == _DISC:
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
        jd[c] = r | (_EITHER << 4 if bits & 1 else PAIRS[2 * c] << 4 if bits & 2 else PAIRS[2 * c + 1] << 4)
        ok = g.check(m, False) is None
        jd[c] = old
        if ok:
            head = m | _DECL | c << 26 | r << 19
            if bits & 1:
                out.append(head | _EITHER << 23)
            if bits & 2:
                out.append(head | PAIRS[2 * c] << 23)
            if bits & 4:
                out.append(head | PAIRS[2 * c + 1] << 23)

    def _worth(self, src, v):
        """Rates a destination for where the cursor starts after a pick:
        exchanges and cashing first, then moves that turn a tile up, the
        talon's moves, tiles up top (Aces last), columns, open spaces."""
        g = self.board
        m = v & _MOVE_MASK
        kind = m >> 16
        if kind == _EXCHANGE:
            return 9
        if kind == _CASH:
            return 8
        dst = (m >> 8) & 0xFF
        if dst < _JOKERS:
            return 2 if g.size[dst] == 0 else 5
        w = 6 if src == _DISC or src >= _U0 else 7 if g.size[_T0 + src - _L0] else 3
        return w if g.size[dst] else w - 2

    def _best_discard(self):
        """Gets the depth of the newest discard under the talon that could
        play as the talon (a Joker always can), else of the one under it."""
        g = self.board
        size = g.size
        piles = g.piles
        jd = g.jdecl
        want = bytearray(15)  # per rank, the colours (bits) a column takes
        for d in range(_L0, _T0):
            k = size[d]
            if k:
                u = piles[d][k - 1]
                cu = SUIT_COLOUR[(u >> 4) & 7]
                r = u & 15
                if r == 14:
                    r = jd[cu] & 15
                if r >= 2:
                    want[r - 1] |= 7 & ~(1 << cu)
            elif not size[_T0 + d - _L0]:
                want[13] = 7
        row = piles[_DISC]
        k = size[_DISC]
        for i in range(k - 2, -1, -1):
            t = row[i]
            r = t & 15
            s = (t >> 4) & 7
            if r == 14 or size[_F0 + s] == r - 1 or want[r] & (1 << SUIT_COLOUR[s]):
                return k - i
        return 2
