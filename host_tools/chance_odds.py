"""Measures the games of chance' odds of a win: each game played out over
deals 1 to N with the project's PRNG (the deals the console deals), as
``assets/chance.toml``'s ``odds`` give them (hundredths of a percent).

    python host_tools/chance_odds.py                 # every game, 20000 deals
    python host_tools/chance_odds.py --deals 4000 frustration

Prints a line a game: its id, the wins, the deals, the odds as measured and
as its record has them. A game the table lacks: one line on stderr, exit 2.
"""

import argparse
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))

from solitaire import famtable as F  # noqa: E402
from solitaire.chance import engine as E  # noqa: E402


def ids():
    """Gets the ids of the family's games, in the table's order."""
    return [F.text(b) for b in F.entries("chance")]


def wins(gid, deals, first=1):
    """Gets how many of deals ``first`` .. ``first + deals - 1`` of game
    ``gid`` are won, each played out."""
    i = ids().index(gid)
    b = E.Chance(F.rules("chance", i), first)
    n = 0
    for d in range(first, first + deals):
        b.redeal(d)
        m = b.next()
        while m is not None:
            b.apply(m)
            m = b.next()
        n += bool(b.won())
    return n


def main(argv=None):
    p = argparse.ArgumentParser(prog="chance_odds.py", description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", metavar="GAME", help="game ids (default: every game of the family)")
    p.add_argument("--deals", type=int, default=20000, help="deals 1 to N (default 20000)")
    args = p.parse_args(argv)
    known = ids()
    for g in args.games:
        if g not in known:
            sys.stderr.write("chance_odds.py: no game of chance %r (games: %s)\n" % (g, ", ".join(known)))
            return 2
    if args.deals < 1:
        sys.stderr.write("chance_odds.py: --deals %d: at least 1\n" % args.deals)
        return 2
    for g in args.games or known:
        w = wins(g, args.deals)
        x = E.record(g)
        print("%s: %d wins in %d deals, %.2f%% (its record: %.2f%%)" % (g, w, args.deals, 100.0 * w / args.deals, E.odds(x) / 100.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
