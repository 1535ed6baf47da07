"""Solitaire Tiles, two players, the computer against itself: how games end.

``python -m sim.soltiles_duel [FIRST LAST]`` plays the deals FIRST to LAST
(default 1 to 40) with the computer's choices (``soltiles/computer.py``)
for both seats, seat 1 red, on the engine, and prints a line a game and
the totals: the games that ended before the stock was once gone through
(never drawn out, never turned over), those with nothing up, and the
points. Issue 28 measured the end rule with it. Host only.
"""

import os
import sys

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from solitaire.cards.piles import STOCK  # noqa: E402
from solitaire.soltiles.notation import choose  # noqa: E402
from solitaire.soltiles.engine import Tiles  # noqa: E402
from solitaire.tilegames import record  # noqa: E402

SOLTILES = record("soltiles")

OPTIONS = bytes([2, 0, 1, 0, 0])  # mode=two players=2 seat2=cpu colour=red match=games
LIMIT = 5000  # moves: a game that runs longer is a bug


def duel(deal):
    """Plays deal ``deal`` to its end, the computer's choice for each seat;
    gets the board.

    :raises ValueError: for an illegal choice or a game without an end.
    """
    b = Tiles(SOLTILES, deal, OPTIONS)
    for _ in range(LIMIT):
        if b.ended():
            return b
        m = choose(b)
        why = b.check(m)
        if why is not None:
            raise ValueError("deal %d: the computer chose %x: %s" % (deal, m, why))
        b.apply(m)
    raise ValueError("deal %d: no end after %d moves" % (deal, LIMIT))


def report(deals):
    """Gets the lines of the report on ``deals`` (see the module text)."""
    out = []
    early = blank = 0
    points = []
    for deal in deals:
        b = duel(deal)
        up = b.naturals_up()
        a, c = b.seat_scores()
        once = b.recycles or not b.size[STOCK]  # (drawn out, or turned over)
        early += not once
        blank += not up
        points += [a, c]
        out.append("deal %d: %d moves, %d turn-overs, stock %d, %d up, %+d %+d" % (deal, b.nmoves, b.recycles, b.size[STOCK], up, a, c))
    out.append(
        "%d games: %d ended before one pass of the stock, %d with nothing up; points %+d to %+d, mean %+.1f"
        % (len(points) // 2, early, blank, min(points), max(points), sum(points) / len(points))
    )
    return out


def main(argv):
    if len(argv) not in (0, 2) or not all(a.isdigit() for a in argv):
        sys.stderr.write("usage: python -m sim.soltiles_duel [FIRST LAST]\n")
        return 2
    first, last = (int(a) for a in argv) if argv else (1, 40)
    for line in report(range(first, last + 1)):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
