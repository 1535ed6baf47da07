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
    3  plans its whole turn with a bounded search (``plan.py``, loaded only
       for it): the order of its plays, Trios, Big Runs, Jokers and
       liberties, an Ace kept back, what it leaves the next player; knocks
       as 2

Levels 1 and 2 never declare a Joker for the layout; they play a Joker up
top (which needs no declaration), exchange and cash it. Level 3 also names
the rank of a Joker among its up tiles to put it in the layout.
"""

from micropython import const

from solitaire.sixsuit.legal import jokers, left
from solitaire.sixsuit.piles import DECLARE, DISC, DRAW_MOVE, F0, F_TURN, JOKERS, L0, LIBERTY, MOVE, REC, T0, U0, UP
from solitaire.sixsuit.turns import KNOCK, PENDING, TURN

MAX_ACTIONS = 80  # a turn's actions before the computer knocks anyway
_TURN_UP = const(6)  # a down tile turned up is worth this many points
_LONE_ACE = const(5)  # less for the layout's last Ace going up top


def _value(game, m, level):
    """Gets what move ``m`` is worth now (levels 1-2): the points it makes
    (tiles up top at their 10); at level 2 also a down tile turned up, less
    a lone Ace gone from the layout, plus a little for a tile from the up
    tiles or the talon."""
    side = game.side(game.st[TURN])
    before = game.pts[side] + 10 * game.st[PENDING]
    n = game.nmoves
    game.apply(m)
    game.settle()
    v = game.pts[side] + 10 * game.st[PENDING] - before
    if level == 2:
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
        v += 1  # a tile left is the next player's
    elif b == DISC:
        v += 1
    return v


SOURCES = (DISC,) + tuple(range(L0, T0)) + (U0, U0 + 1, U0 + 2)


def think(game, level, rand):
    """Chooses the next action of the seat on turn (see the module text)."""
    if level > 2:  # (its plays, the draw and the knock: plan.py, loaded for it)
        from solitaire.sixsuit import plan

        yield from plan.think(game)
        return
    moves = jokers(game)
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
        v = left(game, m)
        yield None
        if least is None or v < least_v:
            least = m
            least_v = v
    yield least

