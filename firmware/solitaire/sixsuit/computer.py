"""Solitaire for Two's computer players, loaded only when a seat is one.

``think(game, level, rand)`` is a generator: it yields None after each
bounded piece of work (a move generation, or one move tried and taken back)
so the console can spread its thinking over clock slices, then yields the
action to make: a move, the draw, or the knock.

Levels:
    1  a random scoring play; else the draw; else a knock with any talon
    2  greedy: the most points now, then turning up down tiles, then using
       its up tiles and the talon; keeps a lone Ace in the layout; knocks
       leaving the talon least useful to the next player
    3  as 2, and plays its up tiles first (a Trio is 25), and knocks leaving
       the fewest plays of all to the next player

The computer never declares a Joker for the layout; it plays a Joker up top
(which needs no declaration), exchanges and cashes it.
"""

from micropython import const

from solitaire.sixsuit.piles import CASH, DECLARE, DISC, DRAW_MOVE, EXCHANGE, F0, F_TURN, JOKERS, L0, LIBERTY, MOVE, PAIRS, REC, T0, U0, UP
from solitaire.sixsuit.turns import KNOCK, PENDING, TURN

MAX_ACTIONS = 80  # a turn's actions before the computer knocks anyway
_TURN_UP = const(6)  # a down tile turned up is worth this many points
_LONE_ACE = const(5)  # less for the layout's last Ace going up top
_UP_USED = const(3)  # level 3: more for an up tile used (toward a Trio)


def _value(game, m, level):
    """Gets what move ``m`` is worth now: the points it makes (tiles up top
    at their 10), a down tile turned up, less a lone Ace gone from the
    layout (levels 2-3), plus its up tile used (level 3)."""
    side = game.side(game.st[TURN])
    before = game.pts[side] + 10 * game.st[PENDING]
    n = game.nmoves
    game.apply(m)
    game.settle()
    v = game.pts[side] + 10 * game.st[PENDING] - before
    if level >= 2:
        for i in range(n, game.nmoves):
            if game.hist[i * REC + 5] & F_TURN:
                v += _TURN_UP
    while game.nmoves > n:
        game.undo()
    if level == 1 or m >> 16 != MOVE:
        return v
    b = m & 0xFF
    dst = (m >> 8) & 0xFF
    if F0 <= dst < JOKERS and L0 <= b < T0 and not game.size[dst] and game.aces() == 1:
        v -= _LONE_ACE  # the Ace keeps open spaces open to Queens
    if b >= U0:
        v += _UP_USED if level >= 3 else 1  # a tile left is the next player's
    elif b == DISC:
        v += 1
    return v


def _left(game, m, level):
    """Gets how useful knock ``m`` leaves the table to the next player: the
    plays the talon has (level 2), or all the plays there are (level 3)."""
    n = game.nmoves
    game.apply(m)
    if level >= 3:
        v = len(game.legal_moves(declare=False, liberty=False, draw=False))
    else:
        v = len(game.legal_moves(src=DISC, declare=False, liberty=False, draw=False))
    while game.nmoves > n:
        game.undo()
    return v


SOURCES = (DISC,) + tuple(range(L0, T0)) + (U0, U0 + 1, U0 + 2)


def _jokers(game):
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


def think(game, level, rand):
    """Chooses the next action of the seat on turn (see the module text)."""
    moves = _jokers(game)
    for s in SOURCES:  # a source at a step: a move generation is dear
        moves += game.legal_moves(s, False, 0, False, False)
        yield None
    best = None
    best_v = 0
    good = []
    for m in moves:
        if m >> 16 == DECLARE or m >> 16 == LIBERTY:
            continue
        v = _value(game, m, level)
        yield None
        if v > 0:
            good.append(m)
        if v > best_v:
            best_v = v
            best = m
    if level == 1 and good:
        yield good[rand.below(len(good))]
        return
    if best is None and level >= 3:
        # a Joker that could play once declared: the declaration first
        for m in game.legal_moves(liberty=False, draw=False):
            if m >> 16 != DECLARE:
                continue
            n = game.nmoves
            game.apply(m)
            v = 0
            for f in game.legal_moves(declare=False, liberty=False, draw=False):
                if f >> 16 != KNOCK:
                    v = max(v, _value(game, f, level))
            yield None
            while game.nmoves > n:
                game.undo()
            if v > best_v:
                best_v = v
                best = m
    if best is not None:
        yield best
        return
    if game.check(DRAW_MOVE) is None:
        yield DRAW_MOVE
        return
    k = game.size[UP]
    if not k:
        yield KNOCK << 16 | 255
        return
    choices = [KNOCK << 16 | i for i in range(k) if game.check(KNOCK << 16 | i) is None]
    if level == 1 or len(choices) == 1:
        yield choices[rand.below(len(choices))]
        return
    least = None
    least_v = 0
    for m in choices:
        v = _left(game, m, level)
        yield None
        if least is None or v < least_v:
            least = m
            least_v = v
    yield least

