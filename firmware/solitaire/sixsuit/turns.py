"""Making and undoing Solitaire for Two's moves, with the turn's state
(``st``), the scores and the log from which ``undo`` restores them.
Functions of the position (``self``: a ``fortwo.ForTwo``), bound there as
its methods; Six-Suit's own moves are made by ``moves.py``. The numbers of
the turn's state and move kinds are here, not in ``piles.py``: Six-Suit
loads that module too, and each name costs its heap (5.5 KB of Six-Suit's
device-true need, with these). They are consts (no entry in this module's
globals): the host reads them under their names in ``fortwo_notation.py``,
the other modules hold their own (``tests/test_fortwo.py``)."""

from micropython import const

from solitaire.prng import Rand, shuffle
from solitaire.sixsuit import moves as base
from solitaire.sixsuit.piles import JOKER

# piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_DRAW = const(1)
_ODD = const(1)
_DECLARE = const(2)
_F0 = const(2)
_F_GRAND = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_LIBERTY = const(5)
_REC = const(6)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_UP = const(27)
_RES = const(28)
_U0 = const(29)
_UNDECLARED = const(112)
_FACE_UP = const(128)
_F_AUTO = const(128)

# Solitaire for Two's: the end of a turn (b = the talon's index among the
# up tiles, 255 for none; a = 1: the others go under it the other way round
# from the order drawn), a Trio, the second round and the game's end
_KNOCK = const(6)
_TRIO = const(7)
_ROUND = const(8)
_END = const(9)

# Solitaire for Two (``fortwo.py``, ``turns.py``): ``st``, the turn's state,
# one byte each
_TURN = const(0)  # the seat on turn (0-3)
_BITS = const(1)
_OLD = const(2)  # the previous player's up tiles still playable (in the discards)
_LIFT = const(3)  # liberties' tiles stacked on those
_PENDING = const(4)  # tiles put up top this turn, not scored yet
_PASSES = const(5)  # knocks in a row without a play, the stock out
_ENDER = const(6)  # the seat that knocked last
_ROUND_NO = const(7)  # 1 or 2
_ST = const(8)

# st[BITS]
_DRAWN = const(1)  # this turn has drawn
_OPENING = const(2)  # the game's first turn: the layout only
_THREE = const(4)  # the up tiles are a column of three: all used is a Trio
_SOLO = const(8)  # a solo Ace went up: a Deuce goes up next
_PLAYED = const(16)  # this turn made a play
_DONE = const(32)  # the game is over
_TURNED = const(64)  # the turn has just passed (the round's end is looked for)

# the log, LOG bytes a move: the points it scored / 5, where its tile was,
# then st before it packed into four: BITS; TURN, ENDER, OLD (0-3 each) and
# ROUND_NO in one; LIFT and PASSES in one; PENDING (ten bytes a move
# unpacked: 768 bytes more of a Solitaire for Two run's live heap at its 192
# moves' room)
_LOG = const(6)
RUN = (0, 0, 0, 0, 0, 10, 0, 15, 0, 20, 0, 25)  # points / 5 for a whole column of n onto tiles



def _to_top(self, p, i):
    """Moves the tile at index ``i`` of pile ``p`` to its end."""
    pile = self.piles[p]
    k = self.size[p] - 1
    t = pile[i]
    for j in range(i, k):
        pile[j] = pile[j + 1]
    pile[k] = t

def _from_top(self, p, i):
    pile = self.piles[p]
    k = self.size[p] - 1
    t = pile[k]
    for j in range(k, i, -1):
        pile[j] = pile[j - 1]
    pile[i] = t

def _lift(self, t):
    """Brings tile ``t`` to the end of its pile when it is an up tile
    lying under others; gets where it was for the log (0: nowhere)."""
    p = self.loc[t & 0x7F]
    if p != _UP and p != _DISC:
        return 0
    pile = self.piles[p]
    k = self.size[p]
    for i in range(k):
        if pile[i] & 0x7F == t & 0x7F:
            if i == k - 1:
                return 0
            self._to_top(p, i)
            return (i + 1) | (0x80 if p == _UP else 0)
    return 0

def _took_disc(self, was_talon):
    """Counts a tile gone from the discards' end off the lifted tiles,
    else off the old up tiles."""
    st = self.st
    if was_talon and st[_LIFT]:
        st[_LIFT] -= 1
    elif st[_OLD]:
        st[_OLD] -= 1

def apply(self, m, auto=False):
    n = self.nmoves
    j = n * _LOG
    if j + _LOG > len(self.log):
        self.log.extend(bytes(_LOG * 32))
    log = self.log
    st = self.st
    log[j + 2] = st[_BITS]
    log[j + 3] = st[_TURN] | st[_ENDER] << 2 | st[_OLD] << 4 | st[_ROUND_NO] << 6
    log[j + 4] = st[_LIFT] | st[_PASSES] << 4  # (at most 3 liberties a game, 4 passes in a row)
    log[j + 5] = st[_PENDING]
    seat = st[_TURN]
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    gain = 0
    at = 0
    bits = st[_BITS] & ~_TURNED
    if kind == _MOVE:
        src = b
        disc = False
        if b >= _U0:
            p, first, _ = self.ups()
            at = self._lift(self.piles[p][first + b - _U0])
            if not at:
                at = (self.size[p]) | (0x80 if p == _UP else 0)  # (the last: nothing moved)
            src = p
            disc = p == _DISC
        elif b == _DISC:
            disc = True
        up = _F0 <= a < _JOKERS
        solo = up and not auto and not self.size[a] and self._lone_ace(src)
        talon = disc and (b == _DISC or (at & 0x7F) == self.size[_DISC])
        base.apply(self, a << 8 | src, auto)
        r = n * _REC
        self.hist[r + 1] = b  # the source as given (an up tile's number)
        if disc:
            self._took_disc(talon)
        if up:
            st[_PENDING] += 1
        else:
            k = self.hist[r + 3]
            if _L0 <= src < _T0 and self.size[a] > k:
                gain += RUN[k] if k < len(RUN) else 0
        if self.hist[r + 5] & _F_GRAND:
            gain += 25  # 125
        if not auto:
            bits = (bits | _PLAYED) & ~_SOLO
            if solo:
                bits |= _SOLO
    elif kind == _EXCHANGE or kind == _CASH:
        t = b if kind == _EXCHANGE else JOKER[a]
        p = self.loc[t]
        talon = p == _DISC and self.top(_DISC) & 0x7F == t
        old = p == _DISC and self._in_old(t)
        at = self._lift(t)
        odd = kind == _CASH and self.jflags[a] & _ODD
        base.apply(self, m, auto)
        if p == _DISC and (old or talon and st[_LIFT]):
            self._took_disc(talon)
        if not odd:
            gain += 8  # a cashed Joker: 40
        if not auto:
            bits |= _PLAYED
    elif kind == _LIBERTY:
        base.apply(self, m, auto)
        if st[_OLD] or st[_LIFT]:
            st[_LIFT] += 1
    elif kind == _DECLARE:
        base.apply(self, m, auto)
    elif kind == _DRAW:
        at = self._draw()
        bits = (bits & ~_THREE) | _DRAWN | (0 if at & 8 else _THREE)
    elif kind == _KNOCK:
        gain = 2 * st[_PENDING]
        self._knock(b, a)
        bits = self._pass_turn(bits, st)
    elif kind == _TRIO:
        gain = 5 + 2 * st[_PENDING]
        st[_PENDING] = 0
        base.record(self, _TRIO, 0, 0, self.libs, 0, _F_AUTO)
        bits &= ~(_THREE | _DRAWN | _PLAYED)
        if not self.size[_STOCK]:  # no column left: the turn passes
            self.libs = 0
            bits = self._pass_turn(bits | _PLAYED, st)
    elif kind == _ROUND:
        self._round_two()
        bits = 0  # round two's first player draws
    elif kind == _END:
        gain = 2 * st[_PENDING]
        st[_PENDING] = 0
        base.record(self, _END, 0, 0, self.libs, 0, _F_AUTO)
        bits |= _DONE
    st[_BITS] = bits
    log[j] = gain
    log[j + 1] = at
    if gain:
        self.pts[self.side(seat)] += gain * 5
    if bits & (_DONE | _SOLO) or self.strict:
        self.sync()

def _pass_turn(self, bits, st):
    """Ends the turn of the seat on turn: the next seat's turn starts."""
    seat = st[_TURN]
    out = not self.size[_STOCK] and not self.size[_RES]
    st[_PASSES] = 0 if bits & _PLAYED or not out else st[_PASSES] + 1
    st[_ENDER] = seat
    st[_TURN] = (seat + 1) % self.players
    st[_PENDING] = 0
    st[_LIFT] = 0
    return (bits & ~(_DRAWN | _OPENING | _THREE | _PLAYED)) | _TURNED

def _draw(self):
    """Turns up the next column (or the reserve) as the up tiles; the
    previous player's up tiles become plain discards. Gets the log's
    byte: the Jokers made odd, 8 when the reserve was drawn."""
    st = self.st
    jd = self.jdecl
    base.record(self, _DRAW, self.libs, jd[0], jd[1], jd[2], 0)
    self.libs = 0
    odd = 0
    for c in range(3):
        if self.due(c):
            self.jflags[c] |= _ODD
            odd |= 1 << c
    top = self.top(_DISC) & 0x7F
    for c in range(3):
        j = JOKER[c]
        if self.loc[j] == _DISC and top != j:
            jd[c] = _UNDECLARED  # a discard stands for nothing
    st[_OLD] = 0
    st[_LIFT] = 0
    src = _STOCK if self.size[_STOCK] else _RES
    for _ in range(3 if src == _STOCK else self.size[_RES]):
        self.push(_UP, self.pop(src) | _FACE_UP)
    return odd | (8 if src == _RES else 0)

def _knock(self, i, a):
    """Puts the unused up tiles in the discards, up tile ``i`` last (the
    talon), the others before it as drawn (``a`` 0) or the other way round
    (``a`` 1)."""
    k = self.size[_UP]
    base.record(self, _KNOCK, a, i, k, self.libs, 0)
    self.libs = 0
    pile = self.piles[_UP]
    for j in range(k - 1, -1, -1) if a else range(k):
        if j != i:
            self.push(_DISC, pile[j])
    if k:
        self.push(_DISC, pile[i])
    self.size[_UP] = 0
    self.st[_OLD] = k

def _round_two(self):
    """Deals round two: the discards and the top down tile of each
    tableau column, sorted, shuffled from the deal number, in columns of
    three and the one or two over as the reserve."""
    st = self.st
    kd = self.size[_DISC]
    saved = bytearray(kd + 9 + 4)
    saved[0:kd] = self.piles[_DISC][0:kd]
    jd = self.jdecl
    saved[kd + 9 : kd + 13] = bytes((jd[0], jd[1], jd[2], self.libs))
    tiles = bytearray(self.piles[_DISC][0:kd])
    self.size[_DISC] = 0
    for c in range(9):
        p = _T0 + c
        if self.size[p]:
            t = self.pop(p)
            saved[kd + c] = t | _FACE_UP  # (face up: 0 means none)
            tiles.append(t)
    for c in range(3):
        if self.loc[JOKER[c]] == _DISC:
            jd[c] = _UNDECLARED
    for i in range(len(tiles)):
        tiles[i] &= 0x7F
    tiles = bytearray(sorted(tiles))
    shuffle(tiles, Rand(self.deal_no ^ self.rules.salt() ^ 0x2D2))
    n = len(tiles)
    cols = n - n % 3
    for i in range(cols):
        self.push(_STOCK, tiles[i])
    for i in range(cols, n):
        self.push(_RES, tiles[i])
    self.r2 = saved
    self.libs = 0
    base.record(self, _ROUND, 0, 0, kd, 0, _F_AUTO)
    # the lowest side starts: from the ender round the table, the first
    # seat whose side has the lowest score
    low = min(self.pts[: self.sides()])
    seat = st[_ENDER]
    for _ in range(self.players):
        if self.pts[self.side(seat)] == low:
            break
        seat = (seat + 1) % self.players
    st[_TURN] = seat
    st[_ROUND_NO] = 2
    st[_OLD] = st[_LIFT] = st[_PASSES] = st[_PENDING] = 0

def undo(self):
    if not self.nmoves:
        return False
    n = self.nmoves - 1
    r = n * _REC
    h = self.hist
    kind = h[r]
    j = n * _LOG
    log = self.log
    at = log[j + 1]
    gain = log[j]
    if kind == _MOVE and h[r + 1] >= _U0:
        b = h[r + 1]
        h[r + 1] = _UP if at & 0x80 else _DISC
        base.undo(self)
        h[r + 1] = b  # (the record as move_at reads it)
        self._from_top(_UP if at & 0x80 else _DISC, (at & 0x7F) - 1)
    elif kind == _EXCHANGE or kind == _CASH:
        base.undo(self)
        if at:
            self._from_top(_UP if at & 0x80 else _DISC, (at & 0x7F) - 1)
    elif kind == _DRAW:
        src = _RES if at & 8 else _STOCK
        while self.size[_UP]:
            self.push(src, self.pop(_UP) & 0x7F)
        for c in range(3):
            self.jdecl[c] = h[r + 2 + c]
            if at & 1 << c:
                self.jflags[c] &= ~_ODD
        self.libs = h[r + 1]
        self.nmoves = n
    elif kind == _KNOCK:
        k = h[r + 3]
        i = h[r + 2]
        pile = self.piles[_UP]
        d = self.piles[_DISC]
        top = self.size[_DISC] - k
        if k:
            w = 0
            for x in range(k):
                if x == i:
                    t = k - 1  # the talon
                else:
                    t = k - 2 - w if h[r + 1] else w  # (the others turned round: from the end)
                    w += 1
                pile[x] = d[top + t]
                self.loc[pile[x] & 0x7F] = _UP
        self.size[_UP] = k
        self.size[_DISC] = top
        self.libs = h[r + 4]
        self.nmoves = n
    elif kind == _ROUND:
        saved = self.r2
        kd = h[r + 3]
        self.size[_STOCK] = 0
        self.size[_RES] = 0
        for i in range(kd):
            self.push(_DISC, saved[i])
        for c in range(9):
            t = saved[kd + c]
            if t:
                self.push(_T0 + c, t & 0x7F)
        self.jdecl[0:3] = saved[kd + 9 : kd + 12]
        self.libs = saved[kd + 12]
        self.r2 = None
        self.nmoves = n
    elif kind == _TRIO or kind == _END:
        self.libs = h[r + 3]
        self.nmoves = n
    else:
        base.undo(self)
    st = self.st
    st[_BITS] = log[j + 2]
    v = log[j + 3]
    st[_TURN] = v & 3
    st[_ENDER] = v >> 2 & 3
    st[_OLD] = v >> 4 & 3
    st[_ROUND_NO] = v >> 6
    st[_LIFT] = log[j + 4] & 15
    st[_PASSES] = log[j + 4] >> 4
    st[_PENDING] = log[j + 5]
    if gain:
        self.pts[self.side(st[_TURN])] -= gain * 5
    if st[_BITS] & (_DONE | _SOLO) or self.strict:
        self.sync()
    return True
