"""Six-Suit Solitaire's rules of play: whether a move is legal (and why
not), and the legal moves. Functions of the position (``self``: an
``engine.SixSuit``), bound there as its methods."""

from micropython import const

from solitaire.sixsuit.piles import COLOURS, JOKER, NO, PAIRS, RANK_WORDS, SUIT_COLOUR, is_joker

# piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_DRAW = const(1)
_ODD = const(1)
_DECLARE = const(2)
_F0 = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_LIBERTY = const(5)
_EITHER = const(7)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_NPILES = const(27)
_UP = const(27)
_RES = const(28)
_U0 = const(29)
_DRAW_MOVE = const(65792)

def check(self, m, why=True):
    """Checks a move: gets None when it is legal, or why it is not (with
    ``why`` False perhaps just ``NO``, as ``Board.check``: move
    generation asks about many moves)."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    if kind == _MOVE:
        return self._check_move(b, a, why)
    if kind == _DRAW:
        return self._check_draw(m)
    if kind > _LIBERTY:  # (Solitaire for Two's turns)
        return self._check_turn(m)
    if a > 2:
        return "Only a Joker is cashed" if kind == _CASH else "No such Joker"
    if kind == _DECLARE:
        return self._check_declare(a, b, why)
    if kind == _EXCHANGE:
        return self._check_exchange(a, b)
    if kind == _CASH:
        return self._check_cash(a)
    if kind == _LIBERTY:
        return self._check_liberty(b)
    return "No such move"


def _check_draw(self, m):
    if m != _DRAW_MOVE:
        return "No such move"
    return None if self.size[_STOCK] else "The stock is empty"


def _check_liberty(self, i):
    if not self.libs:
        return "No liberty to take"
    if self.size[_DISC] < 2:
        return "No discards"
    return None if i < self.size[_DISC] - 1 else "Not a discard"


def _check_turn(self, m):
    return "No such move"


def _check_move(self, src, dst, why):
    if src == _DISC:
        if not self.size[_DISC]:
            return "No talon"
        t = self.top(_DISC)
    elif _L0 <= src < _T0:
        k = self.size[src]
        if not k:
            return "That column is empty"
        t = self.piles[src][k - 1] if _F0 <= dst < _JOKERS else self.piles[src][0]
    elif src >= _U0:
        t = self.up_tile(src - _U0)
        if not t:
            return "No such up tile"
    elif src == _STOCK or src == _RES:
        return "Draw from the stock"
    elif _F0 <= src < _JOKERS:
        return "Tiles up top stay"
    elif src == _JOKERS:
        return "Cashed Jokers stay"
    elif _T0 <= src < _NPILES:
        return "Down tiles stay"
    else:
        return "No such pile"
    if src == dst:
        return "Already there"
    if _F0 <= dst < _JOKERS:
        return self._check_up(t, dst, why, src)
    if not _L0 <= dst < _T0:
        return "Tiles can't go there"
    if src != _DISC and self._odd_in(src):
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
    if self.size[_T0 + dst - _L0]:
        return "That column isn't open"
    if r == 13:
        return None
    if r == 12:
        return None if self.aces() else "A Queen needs an Ace in the layout"
    if r == 11:
        return None if self.aces() >= 2 else "A Jack needs two Aces in the layout"
    return "Only a King fills an open space"


def _check_up(self, t, dst, why, src=0):
    s = dst - _F0
    k = self.size[dst]
    if k >= 13:
        return "That suit is complete"
    want = k + 1
    if is_joker(t):
        c = SUIT_COLOUR[(t >> 4) & 7]
        if self.jflags[c] & _ODD:
            return "The Odd Joker stays where it is"
        if SUIT_COLOUR[s] != c:
            return "A %s Joker stands for %s tiles only" % (COLOURS[c], COLOURS[c]) if why else NO
        d = self.jdecl[c]
        if d & 15 and d & 15 != want:
            return "Needs %s" % RANK_WORDS[want] if why else NO
        if d & 15 and d >> 4 != _EITHER and d >> 4 != s:
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
    if s != _EITHER and (s > 5 or SUIT_COLOUR[s] != c):
        return "A %s Joker stands for %s tiles only" % (COLOURS[c], COLOURS[c]) if why else NO
    j = JOKER[c]
    p = self.loc[j]
    if p == _JOKERS:
        return "That Joker is cashed"
    if p == _STOCK or p == _RES or _T0 <= p < _NPILES:
        return "That Joker is face down"
    if _F0 <= p < _JOKERS:
        return "Its place up top names it"
    if p == _DISC and not self.free(j):
        return "Only the talon plays from the discards"
    if self.jflags[c] & _ODD:
        return "An Odd Joker stays as it is"
    old = self.jdecl[c]
    if old == d:
        return "Declared so already"
    if _L0 <= p < _T0 and old & 15:
        if old & 15 != r:
            return "Its rank is fixed in the layout"
        if old >> 4 != _EITHER:
            return "Its suit is named already"
    if s != _EITHER:
        return "That tile shows" if self.showing(d) else None
    if self.placed(r | PAIRS[2 * c] << 4) or self.placed(r | PAIRS[2 * c + 1] << 4):
        return "One of them is placed: name the suit"
    return None


def _check_exchange(self, c, t):
    if is_joker(t) or not 1 <= t & 15 <= 13 or (t >> 4) > 5:
        return "Not a natural tile"
    if SUIT_COLOUR[t >> 4] != c:
        return "That Joker can't stand for it"
    if self.loc[JOKER[c]] == _JOKERS:
        return "That Joker is cashed"
    d = self.jdecl[c]
    if not d & 15 or d & 15 != t & 15 or (d >> 4 != _EITHER and d >> 4 != t >> 4):
        return "The Joker doesn't stand for it"
    if self.jflags[c] & _ODD:
        return "The Joker is odd: too late"
    if not self.showing(t):
        return "That tile hasn't turned up"
    if not self.due(c):
        return "The Joker still stands for the other one"
    if not self.free(t):
        return "That tile is covered" if self.loc[t] != _DISC else "Only the talon plays from the discards"
    if _F0 <= self.loc[t] < _JOKERS:
        return "That tile is up top"
    return None


def _check_cash(self, c):
    j = JOKER[c]
    if self.loc[j] == _JOKERS:
        return "Cashed already"
    if not self.free(j):
        return "Only the talon or a bottom tile is cashed"
    if self.jflags[c] & _ODD:
        return None
    for s in range(6):
        if not self.size[_F0 + s]:
            return "Only when all six Aces are up top"
    return None


def _pointless(self, src, dst):
    return _L0 <= src < _T0 and _L0 <= dst < _T0 and not self.size[dst] and not self.size[_T0 + src - _L0]


def legal_moves(self, src=-1, declare=True, limit=0, liberty=True, draw=True):
    """Gets the legal moves as a list: all of them, or those from pile
    ``src``; declarations, liberties and the draw only when asked; at
    most ``limit`` (0: no limit). A column moving from an open space to
    another is left out (it changes nothing)."""
    out = []
    size = self.size
    piles = self.piles
    if draw and src < 0 and size[_STOCK]:
        out.append(_DRAW_MOVE)
    for s in range(_DISC, _L0 + 9) if src < 0 else (src,):
        if s != _DISC and not _L0 <= s < _T0:
            continue
        k = size[s]
        if not k:
            continue
        t = piles[s][k - 1]
        if t & 15 == 14:
            c = SUIT_COLOUR[(t >> 4) & 7]
            ups = (_F0 + PAIRS[2 * c], _F0 + PAIRS[2 * c + 1])
        else:
            ups = (_F0 + ((t >> 4) & 7),)
        for d in ups:
            m = d << 8 | s
            if self.check(m, False) is None:
                out.append(m)
        head = t if s == _DISC else piles[s][0]
        r = self.rank(head)
        if not r:
            continue
        col = SUIT_COLOUR[(head >> 4) & 7]
        for d in range(_L0, _T0):
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
                m = _EXCHANGE << 16 | c << 8 | t
                if self.check(m, False) is None:
                    out.append(m)
        m = _CASH << 16 | c << 8
        if self.check(m, False) is None:
            out.append(m)
    if limit and len(out) >= limit:
        return out[:limit]
    if liberty and self.libs:
        for i in range(size[_DISC] - 1):
            out.append(_LIBERTY << 16 | i)
    if declare:
        for c in range(3):
            p = self.loc[JOKER[c]]
            if not (_L0 <= p < _T0 or p == _UP or (p == _DISC and self.free(JOKER[c]))):
                continue
            old = self.jdecl[c]
            fixed = _L0 <= p < _T0 and old & 15
            if fixed and old >> 4 != _EITHER:
                continue
            for r in range(old & 15 if fixed else 1, (old & 15) + 1 if fixed else 14):
                for s in (_EITHER, PAIRS[2 * c], PAIRS[2 * c + 1]):
                    m = _DECLARE << 16 | c << 8 | r | s << 4
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
    v = len(game.legal_moves(src=_DISC, declare=False, liberty=False, draw=False))
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
                m = _EXCHANGE << 16 | c << 8 | (d & 15) | PAIRS[2 * c + i] << 4
                if game.check(m, False) is None:
                    out.append(m)
        m = _CASH << 16 | c << 8
        if game.check(m, False) is None:
            out.append(m)
    return out
