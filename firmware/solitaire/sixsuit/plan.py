"""Solitaire for Two's level-3 computer: it plans its whole turn with a
bounded search, loaded only when a seat is level 3 (``computer.py`` hands
its turns to it).

``think(game)`` is the generator ``computer.think`` hands level 3's turns
to: it yields None after each bounded piece of work (a move made or taken
back, a part of a move generation: the console runs one a tick, each well
under a key's fuel), then the action: a play, or with the plays made the
draw, else the knock whose talon leaves the next player fewest plays (as
level 2's).

The search walks the orders of the seat's plays depth first, taking each
back, up to ``NODES`` positions (a position reached twice by two orders is
looked at once), and keeps the sequence whose end it values most:

* the points the turn has made (tiles up top at their 10 as the knock will
  count them, Trios, Jokers, Big Runs, the Grand Sequence), a down tile
  turned up, the Aces left in the layout (one keeps the open spaces open to
  Queens and Kings, two to Jacks too);
* a Trio with the stock left: the same seat draws again, worth ``_EXTRA``,
  and the next player gets nothing yet;
* else, less what the next player could take at once after the knock: each
  tile that goes up top, each Joker to cash, each Big Run, each down tile a
  column's move turns up (the up tiles left play for them too).

Before the turn's draw only what the draw ends is worth making now: the
previous player's up tiles (after the draw they are plain discards), a
liberty, a Joker's exchange. The plan is made up to its last such move;
the layout's own plays wait for the up tiles, when the search knows more.
After the draw the plan is the whole turn's.

The search plays in an engine of its own (``_mirror_of``), never on the
board. A plan is made once: its moves come out one a call while the
position is the one it was made for (``_steps``, by ``_print``); anything
else (an undo, a new deal, another seat) plans again. Nothing is random:
the same position gets the same plan, on the device as on the host.
"""

from micropython import const

from solitaire.sixsuit.legal import jokers, left
from solitaire.sixsuit.piles import JOKER, SUIT_COLOUR
from solitaire.sixsuit.turns import RUN

# piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_F_TURN = const(1)
_DECLARE = const(2)
_F0 = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_LIBERTY = const(5)
_REC = const(6)
_EITHER = const(7)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_UP = const(27)
_RES = const(28)
_U0 = const(29)
_DRAW_MOVE = const(65792)
_TURN = const(0)
_BITS = const(1)
_DRAWN = const(1)
_OPENING = const(2)
_PENDING = const(4)
_KNOCK = const(6)
_TRIO = const(7)
_SOLO = const(8)

NODES = const(120)  # positions a plan looks at, at most
_END = const(-1)  # the plan's end: the draw or the knock follows
SOURCES = (_U0, _U0 + 1, _U0 + 2, _DISC) + tuple(range(_L0, _T0))  # the up tiles' moves tried first
_TURN_UP = const(6)  # a down tile turned up
_EXTRA = const(30)  # a Trio's next draw
_ACE = const(6)  # an Ace in the layout (two or more: _ACE2)
_ACE2 = const(9)
_USED = const(2)  # an up tile used without a Trio
_OPEN = const(3)  # a down tile the next player's column move would turn up
_PRIME = const(1073741789)  # positions' prints: below 2**30, a small int on the device

_steps = []  # the plan still to make: (the position's print before it, move), then (print, _END)
looked = 0  # the positions the last search looked at (the tests hold it to NODES)
_mirror = None  # the engine the search plays in (_mirror_of)


def think(game):
    """Gets the seat's next action (see the module text)."""
    if not _steps or _steps[0][0] != _print(game):
        del _steps[:]
        yield None  # (the module's loading, the first time, is this step's)
        g = _mirror_of(game)
        yield None
        seat = g.st[_TURN]
        bits = g.st[_BITS]
        last = bits & (_DRAWN | _OPENING) or not (g.size[_STOCK] or g.size[_RES])
        best = None
        for best in _search(g, seat, last):
            if best is None:
                yield None
        k = len(best)
        if not last:  # before the draw: up to the last move the draw would end
            while k and not _lapses(best[k - 1]):
                k -= 1
        for i in range(len(best)):
            if i >= k and not g.st[_BITS] & _SOLO:  # (a solo Ace's Deuce goes too)
                break
            _steps.append((_print(g), best[i]))
            g.apply(best[i])
            g.settle()
            yield None
        _steps.append((_print(g), _END))
    m = _steps.pop(0)[1]
    if m != _END:
        yield m
        return
    # the plays made: the draw, else the knock whose talon plays least
    if game.check(_DRAW_MOVE) is None:
        yield _DRAW_MOVE
        return
    m = _KNOCK << 16 | 255
    least = -1
    for i in range(game.size[_UP]):
        k = _KNOCK << 16 | i
        if game.check(k) is None:
            v = left(game, k)
            yield None
            if least < 0 or v < least:
                least = v
                m = k
    yield m


def _mirror_of(game):
    """Gets the search's own engine, in the board's position with no
    history. (The board itself stays as it is at every step: the console
    draws it, takes keys and saves it between the steps.) Made once for a
    set-up, then copied into: the piles, the Jokers, the turn's state and
    the scores are all a position is (``key()``)."""
    global _mirror
    m = _mirror
    if m is None or m.options != game.options:
        m = _mirror = type(game)(game.rules, game.deal_no, game.options)
    for p in range(game.NP):
        m.piles[p][:] = game.piles[p]
    m.size[:] = game.size
    m.loc[:] = game.loc
    m.jdecl[:] = game.jdecl
    m.jflags[:] = game.jflags
    m.st[:] = game.st
    m.pts[:] = game.pts
    m.libs = game.libs
    m.grand = game.grand
    m.deal_no = game.deal_no
    m.nmoves = 0
    m.sync()
    return m


def _lapses(m):
    """Checks if move ``m`` is one the draw ends the chance of: an up tile
    played, a liberty, a Joker's exchange or cash or declaration."""
    return m >> 16 != _MOVE or m & 0xFF >= _U0


def _search(game, seat, last):
    """Walks the turn's orders of play: yields None after each piece of
    work (a move made, a part of a move generation, a move taken back),
    then the best sequence (a list of moves)."""
    side = game.side(seat)
    base = game.pts[side] + 10 * game.st[_PENDING]
    n0 = game.nmoves
    aces0 = _aces(game)
    moves = []
    for _ in _moves(game, moves):
        yield None
    best_v = _value(game, n0, base, side, aces0, moves, last)
    best = []
    path = []  # the moves made from the root
    marks = []  # the history's length before each
    stack = [[moves, 0]]  # per depth: the moves there, the next to try
    seen = set()
    seen.add(_print(game))
    nodes = 0
    while stack:
        top = stack[-1]
        i = top[1]
        if i >= len(top[0]) or nodes >= NODES:
            stack.pop()
            if path:
                path.pop()
                _back(game, marks.pop())
                yield None
            continue
        top[1] = i + 1
        m = top[0][i]
        n = game.nmoves
        game.apply(m)
        game.settle()
        h = _print(game)
        if h in seen:  # (another order of the same plays)
            _back(game, n)
            yield None
            continue
        seen.add(h)
        nodes += 1
        path.append(m)
        marks.append(n)
        yield None
        over = game.st[_TURN] != seat or _trio(game, n)  # (a Trio: the next draw's)
        moves = []
        if not over:
            for _ in _moves(game, moves):
                yield None
        v = _value(game, n0, base, side, aces0, moves, last)
        if v > best_v and not game.st[_BITS] & _SOLO:  # (a solo Ace's Deuce must follow)
            best_v = v
            best = path[:]
        yield None
        if over:
            path.pop()
            _back(game, marks.pop())
        else:
            stack.append([moves, 0])
    global looked
    looked = nodes
    yield best


def _print(game):
    """Gets a small int for the position within the turn: where each tile
    is (two orders of the same plays differ only in the up tiles' order,
    which changes nothing), the scores, the seat on turn and its bits, the
    liberties, the talon and the Jokers' ranks. The same on the device as here
    (MicroPython's ``hash`` of bytes has fewer bits, CPython's changes from
    run to run), so both prune the same orders; cheaper than ``key()``."""
    p = game.pts
    jd = game.jdecl
    x = int.from_bytes(game.loc, "little") << 100 | (p[0] | p[1] << 12 | p[2] << 24) << 50
    return (x | game.st[_BITS] | game.libs << 8 | game.top(_DISC) << 16 | jd[0] << 24 | jd[1] << 32 | jd[2] << 40 | game.st[_TURN] << 48) % _PRIME


def _trio(game, n):
    """Checks if a Trio was made since move ``n``."""
    for i in range(n, game.nmoves):
        if game.hist[i * _REC] == _TRIO:
            return True
    return False


def _back(game, n):
    while game.nmoves > n:
        game.undo()


def _aces(game):
    n = game.aces()
    return _ACE2 if n >= 2 else _ACE if n else 0


def _value(game, n0, base, side, aces0, moves, last):
    """Gets what the position is worth to the seat that made the moves
    since ``n0`` (see the module text); ``moves``: its plays from here;
    ``last``: no draw is to come, the knock ends the turn."""
    v = game.pts[side] + 10 * game.st[_PENDING] - base + _aces(game) - aces0
    h = game.hist
    for i in range(n0, game.nmoves):
        if h[i * _REC] == _MOVE and h[i * _REC + 5] & _F_TURN:
            v += _TURN_UP
    if _trio(game, n0) and (game.size[_STOCK] or game.size[_RES]):
        return v + _EXTRA
    if not last:
        return v
    if game.st[_BITS] & _DRAWN:
        v += _USED * (3 - game.size[_UP])
    return v - _threat(game, moves)


def _threat(game, moves):
    """Gets what the next player could take at once from ``moves`` (the
    plays there are now: after the knock they are theirs)."""
    v = 0
    srcs = 0  # the sources whose tile goes up top, counted once
    size = game.size
    for m in moves:
        kind = m >> 16
        if kind == _EXCHANGE or kind == _CASH:
            v += 40
            continue
        if kind != _MOVE:
            continue
        b = m & 0xFF
        d = (m >> 8) & 0xFF
        if _F0 <= d < _JOKERS:
            if not srcs >> b & 1:
                srcs |= 1 << b
                v += 10
        elif _L0 <= b < _T0 and size[d]:
            k = size[b]
            if k < len(RUN):
                v += 5 * RUN[k]
            if size[_T0 + b - _L0]:
                v += _OPEN
    return v


def _moves(game, out):
    """Puts in ``out`` the plays the search tries, yielding None between
    groups of sources (a move generation costs more than a key on the
    device): the legal moves but the draw and the knock, the up tiles'
    first (a Trio wants all three); a liberty only for a discard that fits
    somewhere; for a Joker among the up tiles with no rank yet, the ranks
    that would put it in the layout."""
    out += jokers(game)
    for s in SOURCES:
        out += game.legal_moves(s, False, 0, False, False)
        if s == _U0 + 2 or s == _L0 + 1 or s == _L0 + 4 or s == _L0 + 7:
            yield None
    if game.libs:
        d = game.piles[_DISC]
        for i in range(game.size[_DISC] - 1):
            if _fits(game, d[i]):
                m = _LIBERTY << 16 | i
                if game.check(m, False) is None:
                    out.append(m)
    yield None
    for c in range(3):
        j = JOKER[c]
        if game.loc[j] != _UP or game.jdecl[c] & 15:
            continue
        for p in range(_L0, _T0):
            k = game.size[p]
            r = game.rank(game.piles[p][k - 1]) - 1 if k else 13
            if r < 1 or (k and SUIT_COLOUR[(game.piles[p][k - 1] >> 4) & 7] == c):
                continue
            m = _DECLARE << 16 | c << 8 | r | _EITHER << 4
            if m not in out and game.check(m, False) is None:
                out.append(m)


def _fits(game, t):
    """Checks if natural tile ``t`` could go up top or onto a column's
    bottom tile (not if it may: a cheap filter before the check)."""
    r = t & 15
    if r == 14:
        return False
    s = (t >> 4) & 7
    if game.size[_F0 + s] == r - 1:
        return True
    c = SUIT_COLOUR[s]
    for p in range(_L0, _T0):
        k = game.size[p]
        if k:
            u = game.piles[p][k - 1]
            if game.rank(u) == r + 1 and SUIT_COLOUR[(u >> 4) & 7] != c:
                return True
        elif r >= 11:
            return True
    return False
