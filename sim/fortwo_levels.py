"""Solitaire for Two's computer levels measured against each other: matches
on the host, and the device's fuel per thinking step (``make bench`` prints
both; the tests hold the deterministic facts, not the win rates).

A match is one game a deal, two computers, the stronger taking seat 1 on
even deals and seat 2 on odd ones (who opens goes by the deal). Level 3 was
tuned on deals 1-200; the figures that count are on deals 1001-1200.

    python -m sim.fortwo_levels [--deals 1001-1200] [--pairs 2-1,3-2,3-1]
"""

import argparse
import os
import sys

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from solitaire.sixsuit import fortwo_notation as FN  # noqa: E402
from solitaire.sixsuit.fortwo import ForTwo  # noqa: E402
from solitaire.tilegames import record  # noqa: E402

FORTWO = record("fortwo")

TUNED = range(1, 201)  # the deals level 3's weights were chosen on
HELD = range(1001, 1201)  # the deals its figures are measured on
PAIRS = ((2, 1), (3, 2), (3, 1))


def game(deal, seat1, seat2):
    """Plays deal ``deal`` between computers of levels ``seat1`` and
    ``seat2`` to its end; gets the game."""
    o = bytearray(FORTWO.default_options())
    o[1] = FORTWO.options[1][2].index("cpu%d" % seat1)
    o[2] = FORTWO.options[2][2].index("cpu%d" % seat2)
    g = ForTwo(FORTWO, deal, o)
    FN.parse_moves(g, "")
    return g


def match(hi, lo, deals):
    """Gets (wins, losses, ties) of level ``hi`` against level ``lo``."""
    out = [0, 0, 0]
    for d in deals:
        side = d % 2  # hi's seat: 1 on even deals, 2 on odd ones
        g = game(d, lo if side else hi, hi if side else lo)
        w = g.winner()
        out[0 if w == side else 2 if w < 0 else 1] += 1
    return tuple(out)


GUEST = """
import gc
from solitaire.tilegames import record
FORTWO = record("fortwo")
from solitaire.prng import Rand
from solitaire.sixsuit import plan
from solitaire.sixsuit.computer import think
from solitaire.sixsuit.fortwo import ForTwo
g = ForTwo(FORTWO, %(deal)d, %(opts)r)
gc.collect()
base = gc.mem_alloc()
worst = 0
steps = 0
most = 0
longest = 0  # the most steps and fuel one action's thinking took
longest_fuel = 0
held = 0  # the most heap in use between steps, over the game's own
while not g.over():
    m = g.round_end()
    if m is not None:
        g.apply(m, True)
        g.settle()
        continue
    seat = g.st[0]
    level = g.seats[seat]
    it = think(g, level, Rand(g.deal_no ^ g.nmoves << 8 ^ seat))
    m = None
    n = 0
    total = 0
    while m is None:
        a = kfuel()
        m = next(it)
        b = kfuel()
        if level == 3:
            steps += 1
            n += 1
            f = ticks_diff(b, a) * 1000
            total += f
            if f > worst:
                worst = f
            if plan.looked > most:
                most = plan.looked
        gc.collect()
        if level == 3 and gc.mem_alloc() - base > held:
            held = gc.mem_alloc() - base
    if n > longest:
        longest = n
        longest_fuel = total
    g.apply(m)
    g.settle()
print("fuel", worst, steps, most, longest, longest_fuel, held, g.scores()[0], g.scores()[1])
"""


def step_fuel(deal, other=2, as_mpy=True):
    """Plays deal ``deal`` on the device's interpreter, level 3 in seat 1
    against level ``other``, each thinking step run on its own, as the
    console runs one a tick; gets a dict: ``worst`` (the most fuel a level-3
    step took), ``steps`` (its steps in the game), ``most`` (the most
    positions a search looked at), ``longest`` and ``longest_fuel`` (the
    steps and fuel of its longest thinking for one action), ``held`` (the
    most heap in use between its steps, beyond the game's at the start,
    after a collection) and ``scores``. (A heap with room to spare: no
    collection runs inside a step; see sim/budget.py.)"""
    from sim import mpy

    o = bytearray(FORTWO.default_options())
    o[1] = FORTWO.options[1][2].index("cpu3")
    o[2] = FORTWO.options[2][2].index("cpu%d" % other)
    script = mpy.FUEL_PRELUDE + GUEST % {"deal": deal, "opts": bytes(o)}
    out = mpy.run_firmware(script, heap_kb=1024, mpy=as_mpy, timeout_s=1800).stdout.split()
    v = [int(w) for w in out[out.index("fuel") + 1 :]]
    r = dict(zip(("worst", "steps", "most", "longest", "longest_fuel", "held"), v))
    r["scores"] = v[6:8]
    return r


def _range(text):
    a, _, b = text.partition("-")
    return range(int(a), int(b or a) + 1)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", default="1001-1200", help="the deals, A-B (default 1001-1200: not the ones tuned on)")
    ap.add_argument("--pairs", default="2-1,3-2,3-1", help="the levels matched, HI-LO,... (default 2-1,3-2,3-1)")
    args = ap.parse_args(argv)
    try:
        deals = _range(args.deals)
        pairs = [tuple(int(x) for x in p.split("-")) for p in args.pairs.split(",")]
        if not deals or any(len(p) != 2 or not all(1 <= x <= 3 for x in p) for p in pairs):
            raise ValueError
    except ValueError:
        print("fortwo_levels: --deals wants A-B and --pairs HI-LO,... with levels 1-3", file=sys.stderr)
        return 2
    for hi, lo in pairs:
        w, l, t = match(hi, lo, deals)
        print("level %d against level %d, deals %d-%d: %d-%d-%d (%.0f%% won)" % (hi, lo, deals[0], deals[-1], w, l, t, 100.0 * w / len(deals)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
