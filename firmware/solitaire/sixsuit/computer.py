"""Solitaire for Two's computer players, loaded only when a seat is one,
at its first thought (``match.Match.tick``).

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

# piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_DISC = const(1)
_F_TURN = const(1)
_DECLARE = const(2)
_F0 = const(2)
_LIBERTY = const(5)
_REC = const(6)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_UP = const(27)
_U0 = const(29)
_DRAW_MOVE = const(65792)
_TURN = const(0)
_PENDING = const(4)
_KNOCK = const(6)

MAX_ACTIONS = 80  # a turn's actions before the computer knocks anyway
_TURN_UP = const(6)  # a down tile turned up is worth this many points
_LONE_ACE = const(5)  # less for the layout's last Ace going up top


def _value(game, m, level):
    """Gets what move ``m`` is worth now (levels 1-2): the points it makes
    (tiles up top at their 10); at level 2 also a down tile turned up, less
    a lone Ace gone from the layout, plus a little for a tile from the up
    tiles or the talon."""
    side = game.side(game.st[_TURN])
    before = game.pts[side] + 10 * game.st[_PENDING]
    n = game.nmoves
    game.apply(m)
    game.settle()
    v = game.pts[side] + 10 * game.st[_PENDING] - before
    if level == 2:
        for i in range(n, game.nmoves):
            if game.hist[i * _REC + 5] & _F_TURN:
                v += _TURN_UP
    while game.nmoves > n:
        game.undo()
    if level == 1 or m >> 16 != _MOVE:
        return v
    b = m & 0xFF
    dst = (m >> 8) & 0xFF
    if _F0 <= dst < _JOKERS and _L0 <= b < _T0 and not game.size[dst] and game.aces() == 1:
        v -= _LONE_ACE  # the Ace keeps open spaces open to Queens
    if b >= _U0:
        v += 1  # a tile left is the next player's
    elif b == _DISC:
        v += 1
    return v


SOURCES = (_DISC,) + tuple(range(_L0, _T0)) + (_U0, _U0 + 1, _U0 + 2)


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
        if m >> 16 == _DECLARE or m >> 16 == _LIBERTY:
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
    if game.check(_DRAW_MOVE) is None:
        yield _DRAW_MOVE
        return
    k = game.size[_UP]
    if not k:
        yield _KNOCK << 16 | 255
        return
    choices = [_KNOCK << 16 | i for i in range(k) if game.check(_KNOCK << 16 | i) is None]
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

