"""Six-Suit Solitaire's rules of play: whether a move is legal (and why
not), and the legal moves. Functions of the position (``self``: an
``engine.SixSuit``), bound there as its methods."""

from solitaire.sixsuit.piles import CASH, COLOURS, DECLARE, DISC, DRAW, DRAW_MOVE, EITHER, EXCHANGE, F0, JOKER, JOKERS, L0, LIBERTY, MOVE, NO, NPILES, ODD, PAIRS, RANK_WORDS, RES, STOCK, SUIT_COLOUR, T0, U0, UP, is_joker

def check(self, m, why=True):
    """Checks a move: gets None when it is legal, or why it is not (with
    ``why`` False perhaps just ``NO``, as ``Board.check``: move
    generation asks about many moves)."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    if kind == MOVE:
        return self._check_move(b, a, why)
    if kind == DRAW:
        return self._check_draw(m)
    if kind > LIBERTY:  # (Solitaire for Two's turns)
        return self._check_turn(m)
    if a > 2:
        return "Only a Joker is cashed" if kind == CASH else "No such Joker"
    if kind == DECLARE:
        return self._check_declare(a, b, why)
    if kind == EXCHANGE:
        return self._check_exchange(a, b)
    if kind == CASH:
        return self._check_cash(a)
    if kind == LIBERTY:
        return self._check_liberty(b)
    return "No such move"


def _check_draw(self, m):
    if m != DRAW_MOVE:
        return "No such move"
    return None if self.size[STOCK] else "The stock is empty"


def _check_liberty(self, i):
    if not self.libs:
        return "No liberty to take"
    if self.size[DISC] < 2:
        return "No discards"
    return None if i < self.size[DISC] - 1 else "Not a discard"


def _check_turn(self, m):
    return "No such move"


def _check_move(self, src, dst, why):
    if src == DISC:
        if not self.size[DISC]:
            return "No talon"
        t = self.top(DISC)
    elif L0 <= src < T0:
        k = self.size[src]
        if not k:
            return "That column is empty"
        t = self.piles[src][k - 1] if F0 <= dst < JOKERS else self.piles[src][0]
    elif src >= U0:
        t = self.up_tile(src - U0)
        if not t:
            return "No such up tile"
    elif src == STOCK or src == RES:
        return "Draw from the stock"
    elif F0 <= src < JOKERS:
        return "Tiles up top stay"
    elif src == JOKERS:
        return "Cashed Jokers stay"
    elif T0 <= src < NPILES:
        return "Down tiles stay"
    else:
        return "No such pile"
    if src == dst:
        return "Already there"
    if F0 <= dst < JOKERS:
        return self._check_up(t, dst, why, src)
    if not L0 <= dst < T0:
        return "Tiles can't go there"
    if src != DISC and self._odd_in(src):
        return "The Odd Joker stays where it is"
    r = self.rank(t)
    if not r:
        return "Declare the Joker first"
    k = self.size[dst]
    if k:
        under = self.piles[dst][k - 1]
        ru = self.rank(under)
        if not ru:
            return "Declare the Joker first"
        cu = SUIT_COLOUR[(under >> 4) & 7]
        if r != ru - 1 or cu == SUIT_COLOUR[(t >> 4) & 7]:
            if ru == 1:
                return "Nothing goes on an Ace"
            return "Needs %s, not %s" % (RANK_WORDS[ru - 1], COLOURS[cu]) if why else NO
        if not is_joker(under) and self.frozen(under & 0x7F):
            return "Exchange the Joker first"
        return None
    if self.size[T0 + dst - L0]:
        return "That column isn't open"
    if r == 13:
        return None
    if r == 12:
        return None if self.aces() else "A Queen needs an Ace in the layout"
    if r == 11:
        return None if self.aces() >= 2 else "A Jack needs two Aces in the layout"
    return "Only a King fills an open space"


def _check_up(self, t, dst, why, src=0):
    s = dst - F0
    k = self.size[dst]
    if k >= 13:
        return "That suit is complete"
    want = k + 1
    if is_joker(t):
        c = SUIT_COLOUR[(t >> 4) & 7]
        if self.jflags[c] & ODD:
            return "The Odd Joker stays where it is"
        if SUIT_COLOUR[s] != c:
            return "A %s Joker stands for %s tiles only" % (COLOURS[c], COLOURS[c]) if why else NO
        d = self.jdecl[c]
        if d & 15 and d & 15 != want:
            return "Needs %s" % RANK_WORDS[want] if why else NO
        if d & 15 and d >> 4 != EITHER and d >> 4 != s:
            return "The Joker stands for another suit"
        if self.showing(want | s << 4):
            return "That tile shows: the Joker can't stand for it"
        return None
    if (t >> 4) & 7 != s:
        return "Goes up on its own suit"
    if t & 15 != want:
        return "Needs %s" % RANK_WORDS[want] if why else NO
    if self.frozen(t & 0x7F):
        return "Exchange the Joker first"
    return None


def _check_declare(self, c, d, why):
    r = d & 15
    s = d >> 4
    if not 1 <= r <= 13:
        return "Not a rank"
    if s != EITHER and (s > 5 or SUIT_COLOUR[s] != c):
        return "A %s Joker stands for %s tiles only" % (COLOURS[c], COLOURS[c]) if why else NO
    j = JOKER[c]
    p = self.loc[j]
    if p == JOKERS:
        return "That Joker is cashed"
    if p == STOCK or p == RES or T0 <= p < NPILES:
        return "That Joker is face down"
    if F0 <= p < JOKERS:
        return "Its place up top names it"
    if p == DISC and not self.free(j):
        return "Only the talon plays from the discards"
    if self.jflags[c] & ODD:
        return "An Odd Joker stays as it is"
    old = self.jdecl[c]
    if old == d:
        return "Declared so already"
    if L0 <= p < T0 and old & 15:
        if old & 15 != r:
            return "Its rank is fixed in the layout"
        if old >> 4 != EITHER:
            return "Its suit is named already"
    if s != EITHER:
        return "That tile shows" if self.showing(d) else None
    if self.placed(r | PAIRS[2 * c] << 4) or self.placed(r | PAIRS[2 * c + 1] << 4):
        return "One of them is placed: name the suit"
    return None


def _check_exchange(self, c, t):
    if is_joker(t) or not 1 <= t & 15 <= 13 or (t >> 4) > 5:
        return "Not a natural tile"
    if SUIT_COLOUR[t >> 4] != c:
        return "That Joker can't stand for it"
    if self.loc[JOKER[c]] == JOKERS:
        return "That Joker is cashed"
    d = self.jdecl[c]
    if not d & 15 or d & 15 != t & 15 or (d >> 4 != EITHER and d >> 4 != t >> 4):
        return "The Joker doesn't stand for it"
    if self.jflags[c] & ODD:
        return "The Joker is odd: too late"
    if not self.showing(t):
        return "That tile hasn't turned up"
    if not self.due(c):
        return "The Joker still stands for the other one"
    if not self.free(t):
        return "That tile is covered" if self.loc[t] != DISC else "Only the talon plays from the discards"
    if F0 <= self.loc[t] < JOKERS:
        return "That tile is up top"
    return None


def _check_cash(self, c):
    j = JOKER[c]
    if self.loc[j] == JOKERS:
        return "Cashed already"
    if not self.free(j):
        return "Only the talon or a bottom tile is cashed"
    if self.jflags[c] & ODD:
        return None
    for s in range(6):
        if not self.size[F0 + s]:
            return "Only when all six Aces are up top"
    return None


def _pointless(self, src, dst):
    return L0 <= src < T0 and L0 <= dst < T0 and not self.size[dst] and not self.size[T0 + src - L0]


def legal_moves(self, src=-1, declare=True, limit=0, liberty=True, draw=True):
    """Gets the legal moves as a list: all of them, or those from pile
    ``src``; declarations, liberties and the draw only when asked; at
    most ``limit`` (0: no limit). A column moving from an open space to
    another is left out (it changes nothing)."""
    out = []
    size = self.size
    piles = self.piles
    if draw and src < 0 and size[STOCK]:
        out.append(DRAW_MOVE)
    for s in range(DISC, L0 + 9) if src < 0 else (src,):
        if s != DISC and not L0 <= s < T0:
            continue
        k = size[s]
        if not k:
            continue
        t = piles[s][k - 1]
        if t & 15 == 14:
            c = SUIT_COLOUR[(t >> 4) & 7]
            ups = (F0 + PAIRS[2 * c], F0 + PAIRS[2 * c + 1])
        else:
            ups = (F0 + ((t >> 4) & 7),)
        for d in ups:
            m = d << 8 | s
            if self.check(m, False) is None:
                out.append(m)
        head = t if s == DISC else piles[s][0]
        r = self.rank(head)
        if not r:
            continue
        col = SUIT_COLOUR[(head >> 4) & 7]
        for d in range(L0, T0):
            if d == s:
                continue
            kd = size[d]
            if kd:
                # the usual case, ruled out cheaply
                u = piles[d][kd - 1]
                if self.rank(u) != r + 1 or SUIT_COLOUR[(u >> 4) & 7] == col:
                    continue
            elif r < 11 or self._pointless(s, d):
                continue
            m = d << 8 | s
            if self.check(m, False) is None:
                out.append(m)
                if limit and len(out) >= limit:
                    return out
    if src >= 0:
        return out
    for c in range(3):
        if self.due(c):
            d = self.jdecl[c]
            for i in range(2):
                t = (d & 15) | PAIRS[2 * c + i] << 4
                m = EXCHANGE << 16 | c << 8 | t
                if self.check(m, False) is None:
                    out.append(m)
        m = CASH << 16 | c << 8
        if self.check(m, False) is None:
            out.append(m)
    if limit and len(out) >= limit:
        return out[:limit]
    if liberty and self.libs:
        for i in range(size[DISC] - 1):
            out.append(LIBERTY << 16 | i)
    if declare:
        for c in range(3):
            p = self.loc[JOKER[c]]
            if not (L0 <= p < T0 or p == UP or (p == DISC and self.free(JOKER[c]))):
                continue
            old = self.jdecl[c]
            fixed = L0 <= p < T0 and old & 15
            if fixed and old >> 4 != EITHER:
                continue
            for r in range(old & 15 if fixed else 1, (old & 15) + 1 if fixed else 14):
                for s in (EITHER, PAIRS[2 * c], PAIRS[2 * c + 1]):
                    m = DECLARE << 16 | c << 8 | r | s << 4
                    if self.check(m, False) is None:
                        out.append(m)
    if limit and len(out) > limit:
        return out[:limit]
    return out

# -- making and unmaking moves -------------------------------------


# -- for the computer players (computer.py, plan.py) -----------------------------


def left(game, m):
    """Gets how useful knock ``m`` leaves the table to the next player: the
    plays the talon has (the other up tiles play for them as much whichever
    is the talon; after their draw only the talon does)."""
    n = game.nmoves
    game.apply(m)
    v = len(game.legal_moves(src=DISC, declare=False, liberty=False, draw=False))
    while game.nmoves > n:
        game.undo()
    return v


def jokers(game):
    """Gets the exchanges and cashes that can be made."""
    out = []
    for c in range(3):
        if game.due(c):
            d = game.jdecl[c]
            for i in range(2):
                m = EXCHANGE << 16 | c << 8 | (d & 15) | PAIRS[2 * c + i] << 4
                if game.check(m, False) is None:
                    out.append(m)
        m = CASH << 16 | c << 8
        if game.check(m, False) is None:
            out.append(m)
    return out
