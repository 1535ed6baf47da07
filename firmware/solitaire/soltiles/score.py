"""Solitaire Tiles' points (the Points version): what the tiles up count,
what the stock and the compartments count against, the foundations voided
by unplayed specials; the end screen's lines and the goal's record of a
Points game (``play.py``'s). ``Tiles.points`` imports it when first asked
(``engine.py``): a run of the standard game or two players never
carries its code. (Forgotten again at a deal of another mode, the hole it
left cost the session 1 KB more, with heap34a's ``savegame.key_at``, than
kept: docs/heap.md.)"""

from micropython import const

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_BONUS = const(100)
_GOAL = const(1000)  # (play.py's)
_FACE_UP = const(0x80)
_STOCK = const(0)
_WASTE = const(1)


def tab_value(b):
    """Gets the points held against the player: the stock and play pile,
    and each compartment's face-down and front tiles."""
    t = 0
    size = b.size
    value = b.VALUE
    for p in (_STOCK, _WASTE):
        pile = b.piles[p]
        for i in range(size[p]):
            t += value[pile[i] & 15]
    for p in range(b.t0, b.npiles):
        pile = b.piles[p]
        for i in range(size[p]):
            c = pile[i]
            if c & 0x60 != 0x60:  # (a Wild counts nothing)
                t += value[c & 15]
            if c & _FACE_UP:
                break  # the front tile is the last that counts
    return t


def found_value(b, p):
    """Gets the points of foundation ``p``'s naturals."""
    t = 0
    value = b.VALUE
    pile = b.piles[p]
    for i in range(b.size[p]):
        t += value[pile[i] & 15]
    for v in b.wild_up:  # (a Wild up counts nothing)
        if v >> 4 == p - b.f0:
            t -= value[pile[v & 15] & 15]
    return t


def voided(b):
    """Gets the foundations an unplayed special voids at the end, as a
    bit per foundation: each special in a hand the least valuable
    foundation with tiles not voided yet."""
    out = 0
    for _ in range(b.owned(b.seat())):
        best = -1
        low = 9999
        for p in range(b.f0, b.c0):
            bit = 1 << (p - b.f0)
            if b.size[p] and not out & bit:
                v = found_value(b, p)
                if v < low:
                    low = v
                    best = bit
        if best > 0:
            out |= best
    return out


def score(b):
    """Gets the game's points as they stand (Points): the tiles up, less
    the tiles in the stock and the compartments; all 52 up adds 100; at
    the end, less the foundations voided by unplayed specials."""
    t = 0
    void = voided(b) if b.ended() else 0
    for p in range(b.f0, b.c0):
        if not void & 1 << (p - b.f0):
            t += found_value(b, p)
    if b.naturals_up() == 52:
        t += _BONUS
    return t - tab_value(b)


def end(scr, b, play, _say, suits):
    """Writes the end screen's Points lines (``play.End.draw``): the points,
    the foundations voided, the goal."""
    void = voided(b)
    names = ""
    for i in range(4):
        if void & 1 << i:
            names += " " + suits[(b.piles[b.f0 + i][0] >> 4) & 3]
    scr.put_text(4, 1, _say(24) % score(b))  # "Points %+d"
    if names:
        scr.put_text(5, 1, _say(25) + names)  # "Void:"
    if play.reached:
        scr.put_text(6, 1, _say(26) % (play.total, play.reached))  # "GOAL! %d in %d games"
    else:
        scr.put_text(6, 1, _say(27) % (play.total, _GOAL))  # "Goal %d/%d"


def record(e, score):
    """Keeps a Points game's points towards the goal in the statistics'
    entry ``e`` (``play.Play.record``): ``e.series`` is [points, games],
    ``series_done`` the goals reached, ``best_avg10`` the fewest games one
    took."""
    e.goal = True
    g = e.series if e.series else [0, 0]
    g[0] += score
    g[1] += 1
    e.series = g
    if g[0] >= _GOAL:
        if e.best_avg10 is None or g[1] < e.best_avg10:
            e.best_avg10 = g[1]
        e.series_done += 1
        e.series = []
