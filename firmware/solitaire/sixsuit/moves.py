"""Making and undoing Six-Suit Solitaire's moves, with the history that
undo and the save file replay. Functions of the position (``self``: an
``engine.SixSuit``), bound there as its methods."""

from solitaire.sixsuit.piles import CASH, DECLARE, DISC, DRAW, EXCHANGE, F0, F_AUTO, FACE_UP, F_DECL, F_GRAND, F_LIB, F_TURN, JOKER, JOKERS, L0, LIBERTY, MOVE, ODD, REC, STOCK, SUIT_COLOUR, T0, UNDECLARED, UP

def _turn_up(self, col):
    tp = T0 + col - L0
    if self.size[tp]:
        self.push(col, self.pop(tp) | FACE_UP)
        return F_TURN
    return 0


def _unturn(self, col):
    self.push(T0 + col - L0, self.pop(col) & 0x7F)


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
    flags = F_AUTO if auto else 0
    h1 = h2 = h3 = h4 = 0
    if kind == MOVE:
        src = b
        dst = a
        n = 1 if src == DISC or src == UP or dst < JOKERS else self.size[src]
        sp = self.piles[src]
        ks = self.size[src] - n
        if dst < JOKERS:
            t = sp[ks]
            if t & 15 == 14:
                c = SUIT_COLOUR[(t >> 4) & 7]
                new = (self.size[dst] + 1) | (dst - F0) << 4
                if self.jdecl[c] != new:
                    h4 = self.jdecl[c]
                    self.jdecl[c] = new
                    flags |= F_DECL
        dp = self.piles[dst]
        kd = self.size[dst]
        loc = self.loc
        for i in range(n):
            t = sp[ks + i]
            dp[kd + i] = t
            loc[t & 0x7F] = dst
        self.size[dst] = kd + n
        self.size[src] = ks
        if not ks and L0 <= src < T0:
            flags |= self._turn_up(src)
        if kd + n == 13 and dst >= L0 and not self.grand:
            if self.rank(dp[0]) == 13 and self.rank(dp[12]) == 1:
                self.grand = 1
                flags |= F_GRAND
        h1 = src
        h2 = dst
        h3 = n
    elif kind == DRAW:
        h1 = self.libs
        self.libs = 0
        for c in range(3):
            if self.due(c):
                self.jflags[c] |= ODD
                h2 |= 1 << c
        t = self.top(DISC)
        if t & 15 == 14:
            c = SUIT_COLOUR[(t >> 4) & 7]
            if self.jdecl[c] != UNDECLARED:
                h3 = self.jdecl[c]
                self.jdecl[c] = UNDECLARED
                flags |= F_DECL
        self.push(DISC, self.pop(STOCK) | FACE_UP)
    elif kind == DECLARE:
        h1 = a
        h2 = b
        h3 = self.jdecl[a]
        self.jdecl[a] = b
    elif kind == EXCHANGE:
        j = JOKER[a]
        np = self.loc[b]
        self.pop(np)
        jp = self.loc[j]
        i = self._index(jp, j)
        self.piles[jp][i] = b | FACE_UP
        self.loc[b] = jp
        self.push(JOKERS, j | FACE_UP)
        h4 = self.jdecl[a]
        self.jdecl[a] = UNDECLARED
        if L0 <= np < T0 and not self.size[np]:
            flags |= self._turn_up(np)
        if self.size[DISC] >= 2:
            self.libs += 1
            flags |= F_LIB
        h1 = a
        h2 = b
        h3 = np
    elif kind == CASH:
        j = JOKER[a]
        p = self.loc[j]
        self.pop(p)
        self.push(JOKERS, j | FACE_UP)
        h4 = self.jdecl[a]
        self.jdecl[a] = UNDECLARED
        if L0 <= p < T0 and not self.size[p]:
            flags |= self._turn_up(p)
        if not self.jflags[a] & ODD and self.size[DISC] >= 2:
            self.libs += 1
            flags |= F_LIB
        h1 = a
        h2 = p
    elif kind == LIBERTY:
        row = self.piles[DISC]
        k = self.size[DISC] - 1
        t = row[b]
        for i in range(b, k):
            row[i] = row[i + 1]
        row[k] = t
        self.libs -= 1
        h1 = b
    record(self, kind, h1, h2, h3, h4, flags)


def record(self, kind, h1, h2, h3, h4, flags):
    """Writes a move's history record (Solitaire for Two's moves too)."""
    i = self.nmoves * REC
    if i + REC > len(self.hist):
        self.hist.extend(bytes(REC * 32))
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
    i = self.nmoves * REC
    h = self.hist
    kind = h[i]
    h1 = h[i + 1]
    h2 = h[i + 2]
    h3 = h[i + 3]
    h4 = h[i + 4]
    flags = h[i + 5]
    if kind == MOVE:
        src = h1
        dst = h2
        n = h3
        if flags & F_GRAND:
            self.grand = 0
        if flags & F_TURN:
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
        if flags & F_DECL:
            self.jdecl[SUIT_COLOUR[(sp[ks] >> 4) & 7]] = h4
    elif kind == DRAW:
        self.push(STOCK, self.pop(DISC) & 0x7F)
        if flags & F_DECL:
            self.jdecl[SUIT_COLOUR[(self.top(DISC) >> 4) & 7]] = h3
        for c in range(3):
            if h2 & 1 << c:
                self.jflags[c] &= ~ODD
        self.libs = h1
    elif kind == DECLARE:
        self.jdecl[h1] = h3
    elif kind == EXCHANGE:
        if flags & F_LIB:
            self.libs -= 1
        if flags & F_TURN:
            self._unturn(h3)
        j = self.pop(JOKERS)
        jp = self.loc[h2]
        self.piles[jp][self._index(jp, h2)] = j
        self.loc[j & 0x7F] = jp
        self.push(h3, h2 | FACE_UP)
        self.jdecl[h1] = h4
    elif kind == CASH:
        if flags & F_LIB:
            self.libs -= 1
        if flags & F_TURN:
            self._unturn(h2)
        self.push(h2, self.pop(JOKERS))
        self.jdecl[h1] = h4
    elif kind == LIBERTY:
        row = self.piles[DISC]
        k = self.size[DISC] - 1
        t = row[k]
        for j in range(k, h1, -1):
            row[j] = row[j - 1]
        row[h1] = t
        self.libs += 1
    return True
