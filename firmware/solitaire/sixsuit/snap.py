"""Six-Suit's and Solitaire for Two's snapshot of a saved game, put back at
the resume (``rebuild.restore``): what ``key()`` holds after the piles.
Loaded only there (``play.restore_tail``) and let go after it: kept in the
engines, its code was heap every run held, and a run that resumes by its
moves never calls it."""

from micropython import const

from solitaire.sixsuit.piles import NPILES

# turns.py's numbers (its consts: tests/test_fortwo.py holds them equal)
_TURN = const(0)
_ROUND_NO = const(7)


def restore_tail(g, rest):
    """Restores the Jokers' declarations and flags, liberties, the Grand
    Sequence and where each tile is; for Solitaire for Two (``g.NP`` over
    Six-Suit's piles) the turn's state and the scores after them.

    :raises ValueError: when ``rest`` is not that long, or its turn is not
        one of the game's.
    """
    two = g.NP > NPILES
    st = g.st if two else b""
    if len(rest) != (8 + len(st) + 6 if two else 8):
        raise ValueError("snapshot too short")
    g.jdecl[0:3] = rest[0:3]
    g.jflags[0:3] = rest[3:6]
    g.libs = rest[6]
    g.grand = rest[7]
    for p in range(g.NP):
        for j in range(g.size[p]):
            g.loc[g.piles[p][j] & 0x7F] = p
    if not two:
        return
    n = 8 + len(st)
    st[:] = rest[8:n]
    for s in range(3):
        g.pts[s] = rest[n + 2 * s] << 8 | rest[n + 1 + 2 * s]
    if st[_TURN] >= g.players or not 1 <= st[_ROUND_NO] <= 2:
        raise ValueError("bad turn")
    g.sync()
