"""Making and undoing Six-Suit Solitaire's moves, with the history that
undo and the save file replay. Functions of the position (``self``: an
``engine.SixSuit``), bound there as its methods."""

from micropython import const

from solitaire.sixsuit.piles import JOKER, SUIT_COLOUR

# piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_DRAW = const(1)
_F_TURN = const(1)
_ODD = const(1)
_DECLARE = const(2)
_F0 = const(2)
_F_GRAND = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_F_DECL = const(4)
_LIBERTY = const(5)
_REC = const(6)
_F_LIB = const(8)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_UP = const(27)
_UNDECLARED = const(112)
_FACE_UP = const(128)
_F_AUTO = const(128)

def _turn_up(self, col):
    tp = _T0 + col - _L0
    if self.size[tp]:
        self.push(col, self.pop(tp) | _FACE_UP)
        return _F_TURN
    return 0


def _unturn(self, col):
    self.push(_T0 + col - _L0, self.pop(col) & 0x7F)


def _index(self, p, t):
    pile = self.piles[p]
    for i in range(self.size[p]):
        if pile[i] & 0x7F == t:
            return i
    return -1


def apply(self, m, auto=False):
    """Makes a move without checking it (use ``play`` to check first)."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    flags = _F_AUTO if auto else 0
    h1 = h2 = h3 = h4 = 0
    if kind == _MOVE:
        src = b
        dst = a
        n = 1 if src == _DISC or src == _UP or dst < _JOKERS else self.size[src]
        sp = self.piles[src]
        ks = self.size[src] - n
        if dst < _JOKERS:
            t = sp[ks]
            if t & 15 == 14:
                c = SUIT_COLOUR[(t >> 4) & 7]
                new = (self.size[dst] + 1) | (dst - _F0) << 4
                if self.jdecl[c] != new:
                    h4 = self.jdecl[c]
                    self.jdecl[c] = new
                    flags |= _F_DECL
        dp = self.piles[dst]
        kd = self.size[dst]
        loc = self.loc
        for i in range(n):
            t = sp[ks + i]
            dp[kd + i] = t
            loc[t & 0x7F] = dst
        self.size[dst] = kd + n
        self.size[src] = ks
        if not ks and _L0 <= src < _T0:
            flags |= self._turn_up(src)
        if kd + n == 13 and dst >= _L0 and not self.grand:
            if self.rank(dp[0]) == 13 and self.rank(dp[12]) == 1:
                self.grand = 1
                flags |= _F_GRAND
        h1 = src
        h2 = dst
        h3 = n
    elif kind == _DRAW:
        h1 = self.libs
        self.libs = 0
        for c in range(3):
            if self.due(c):
                self.jflags[c] |= _ODD
                h2 |= 1 << c
        t = self.top(_DISC)
        if t & 15 == 14:
            c = SUIT_COLOUR[(t >> 4) & 7]
            if self.jdecl[c] != _UNDECLARED:
                h3 = self.jdecl[c]
                self.jdecl[c] = _UNDECLARED
                flags |= _F_DECL
        self.push(_DISC, self.pop(_STOCK) | _FACE_UP)
    elif kind == _DECLARE:
        h1 = a
        h2 = b
        h3 = self.jdecl[a]
        self.jdecl[a] = b
    elif kind == _EXCHANGE:
        j = JOKER[a]
        np = self.loc[b]
        self.pop(np)
        jp = self.loc[j]
        i = self._index(jp, j)
        self.piles[jp][i] = b | _FACE_UP
        self.loc[b] = jp
        self.push(_JOKERS, j | _FACE_UP)
        h4 = self.jdecl[a]
        self.jdecl[a] = _UNDECLARED
        if _L0 <= np < _T0 and not self.size[np]:
            flags |= self._turn_up(np)
        if self.size[_DISC] >= 2:
            self.libs += 1
            flags |= _F_LIB
        h1 = a
        h2 = b
        h3 = np
    elif kind == _CASH:
        j = JOKER[a]
        p = self.loc[j]
        self.pop(p)
        self.push(_JOKERS, j | _FACE_UP)
        h4 = self.jdecl[a]
        self.jdecl[a] = _UNDECLARED
        if _L0 <= p < _T0 and not self.size[p]:
            flags |= self._turn_up(p)
        if not self.jflags[a] & _ODD and self.size[_DISC] >= 2:
            self.libs += 1
            flags |= _F_LIB
        h1 = a
        h2 = p
    elif kind == _LIBERTY:
        row = self.piles[_DISC]
        k = self.size[_DISC] - 1
        t = row[b]
        for i in range(b, k):
            row[i] = row[i + 1]
        row[k] = t
        self.libs -= 1
        h1 = b
    record(self, kind, h1, h2, h3, h4, flags)


def record(self, kind, h1, h2, h3, h4, flags):
    """Writes a move's history record (Solitaire for Two's moves too)."""
    i = self.nmoves * _REC
    if i + _REC > len(self.hist):
        self.hist.extend(bytes(_REC * 32))
    h = self.hist
    h[i] = kind
    h[i + 1] = h1
    h[i + 2] = h2
    h[i + 3] = h3
    h[i + 4] = h4
    h[i + 5] = flags
    self.nmoves += 1


def undo(self):
    """Takes back the last move; returns False when there is none."""
    if not self.nmoves:
        return False
    self.nmoves -= 1
    i = self.nmoves * _REC
    h = self.hist
    kind = h[i]
    h1 = h[i + 1]
    h2 = h[i + 2]
    h3 = h[i + 3]
    h4 = h[i + 4]
    flags = h[i + 5]
    if kind == _MOVE:
        src = h1
        dst = h2
        n = h3
        if flags & _F_GRAND:
            self.grand = 0
        if flags & _F_TURN:
            self._unturn(src)
        sp = self.piles[src]
        dp = self.piles[dst]
        ks = self.size[src]
        kd = self.size[dst] - n
        loc = self.loc
        for j in range(n):
            t = dp[kd + j]
            sp[ks + j] = t
            loc[t & 0x7F] = src
        self.size[src] = ks + n
        self.size[dst] = kd
        if flags & _F_DECL:
            self.jdecl[SUIT_COLOUR[(sp[ks] >> 4) & 7]] = h4
    elif kind == _DRAW:
        self.push(_STOCK, self.pop(_DISC) & 0x7F)
        if flags & _F_DECL:
            self.jdecl[SUIT_COLOUR[(self.top(_DISC) >> 4) & 7]] = h3
        for c in range(3):
            if h2 & 1 << c:
                self.jflags[c] &= ~_ODD
        self.libs = h1
    elif kind == _DECLARE:
        self.jdecl[h1] = h3
    elif kind == _EXCHANGE:
        if flags & _F_LIB:
            self.libs -= 1
        if flags & _F_TURN:
            self._unturn(h3)
        j = self.pop(_JOKERS)
        jp = self.loc[h2]
        self.piles[jp][self._index(jp, h2)] = j
        self.loc[j & 0x7F] = jp
        self.push(h3, h2 | _FACE_UP)
        self.jdecl[h1] = h4
    elif kind == _CASH:
        if flags & _F_LIB:
            self.libs -= 1
        if flags & _F_TURN:
            self._unturn(h2)
        self.push(h2, self.pop(_JOKERS))
        self.jdecl[h1] = h4
    elif kind == _LIBERTY:
        row = self.piles[_DISC]
        k = self.size[_DISC] - 1
        t = row[k]
        for j in range(k, h1, -1):
            row[j] = row[j - 1]
        row[h1] = t
        self.libs += 1
    return True
