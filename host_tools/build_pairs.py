"""Compiles the pairing games' source table, ``assets/pairs.toml``, into the
family's table on flash, ``firmware/solitaire/pairs/games.bin``, which the
family's engine reads one record of when a game is dealt (no game's rules
stay in any other game's heap).

A source record names its fields (their places and values:
``solitaire/pairs/engine.py``'s docstring)::

    [pyramid]
    name = "Pyramid"           # as the menu names it (19 characters at most)
    seed = "politaire: Pyramid"  # where its rules text is
    featured = true            # in the menu's Featured list
    layout = "pyramid"         # pyramid, piles, grid, row
    size = 7                   # rows of the pyramid, piles, grid columns, row piles
    rows = 5                   # a grid's rows; piles: the cards dealt a pile (0: all)
    match = "sum"              # sum, equal, sequence, near (a rank or one apart, no wrap), suit_or_rank,
                               # marry (a sum, Jack with Jack, Queen with King: Gay Gordons), aces (a sum, Ace with Ace),
                               # colour (two of a rank and of a colour: way cells, Doublet Cell)
    total = 13                 # sum: what two cards add up to
    courts = 11                # sum: this rank and higher pair with their own rank instead (0: none)
    wrap = true                # sequence: a King and an Ace are one apart too
    single = 13                # the rank that goes alone (0: none)
    stock = "waste"            # none, waste, grid, fill (the game fills a gap from it); each (a card
                               # onto each pile: discard.py), row (a card onto the row's end: runs.py)
    passes = 3                 # passes through the stock ("unlimited": no end)
    draw = 1                   # cards a deal to the waste
    dark = false               # a pyramid's covered cards face down
    stock_free = true          # the stock's top card pairs too
    leaps = [1, 3]             # row: the places to the left a pile goes
    goal = "all"               # all, one_pile, layout (the layout's cards removed)
    keep = 4                   # goal all: the cards that may be left (0: none)
    way = "drop"               # a Wikibooks game's own rules (solitaire/pairs/discard.py): drop, suits,
                               # nestor, friday, square; runs, between, ends (a row growing from the stock: runs.py);
                               # ladybug, croix, motion, elevensup, cells (a game of a module of its own: pairs/own.py)
    space = true               # a pile's top card may go into an empty pile
    stuck = true               # the stock deals only when no card can go or move
    tens = true                # way runs: courts count ten, a run adds to at most three totals
    low = 7                    # a short deck: Aces and the ranks from this one up
    decks = 2                  # the decks dealt, 1 to 3 (Double Pyramid, Double Fourteens: 104 cards)
    sets = "run"               # sets of more than two (solitaire/pairs/sets.py): run, four, any, court
    sets_from = 11             # sets: the rank the courts start from (Elevens' J-Q-K: 11)
    suited = true              # sets: every set's cards of one suit (Suit Elevens)
    laid = 50                  # piles: the cards laid round them, the rest the stock (Gay Gordons; solitaire/pairs/piledeal.py)
    first = 8                  # piles: the first pile's cards (at most 31), dealt before the rest go round the others (Juvenile)
    steps = true               # piles: Klondike's, one card, two, ..., the rest the stock (Fifteen Rush)
    refill = "stock"           # piles: a space is filled from the stock at once as a set leaves it ("waste": from
                               # the waste once the stock is empty); the stock deals to the waste too (solitaire/pairs/refill.py)
    shape = "tableau"          # a pyramid's other shapes (solitaire/pairs/shapes.py): tableau (piles beside
                               # it), triangle (upside down), three (three pyramids)
    beside = 8                 # shape tableau: the piles beside the pyramid (of rows cards each);
                               # three: the third pyramid's rows (the second's: rows)
    queen_king = true          # a Queen and a King go together besides the pairs adding to total
    wastes = 3                 # the waste piles, 1 to 3 (more than one: solitaire/pairs/wastes.py)
    cells = 4                  # way cells: cells a free card goes into and back from, 1 to 8 (solitaire/pairs/cells.py)

The file is a family's table (``solitaire/famtable.py``, which the menu and
the game list read: no game's record stays in any run's heap):
``b"PAIR"``, u8 version 2, u8 records, u8 record size, then per record u8
flags (1: featured), the id and the name (each a u8 length and its room),
and ``RECORD`` bytes, the places in order. A bad record is refused with one
line naming it and the field, exit 2.

    python host_tools/build_pairs.py            # write games.bin
    python host_tools/build_pairs.py --check    # exit 1 if games.bin is stale
"""

import argparse
import os
import sys
import tomllib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))

from solitaire import famtable as F  # noqa: E402  (its layout's _ consts: private on the device, no qstr)
from solitaire.pairs import discard as D  # noqa: E402
from solitaire.pairs import engine as E  # noqa: E402
from solitaire.pairs import own as O  # noqa: E402
from solitaire.pairs import runs as R  # noqa: E402
from solitaire.pairs import shapes as SH  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "pairs.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "pairs", "games.bin")
VERSION = 2
RECORD = 28  # bytes a record's places take (25-27 free)

NAMES = {
    "layout": {"pyramid": E.PYRAMID, "piles": E.PILES, "grid": E.GRID, "row": E.ROW},
    "match": {"sum": E.SUM, "equal": E.EQUAL, "sequence": E.SEQUENCE, "near": E.NEAR, "suit_or_rank": E.SUIT_OR_RANK,
              "marry": E.MARRY, "aces": E.ACES, "colour": E.COLOUR},
    "stock": {"none": E.STOCK_NONE, "waste": E.STOCK_WASTE, "grid": E.STOCK_GRID, "fill": E.STOCK_FILL, "each": D.STOCK_EACH,
              "row": R.STOCK_ROW},
    "goal": {"all": E.GOAL_ALL, "one_pile": E.GOAL_ONE_PILE, "layout": E.GOAL_LAYOUT},
    "way": {"drop": D.DROP, "suits": D.SUITS, "nestor": D.NESTOR, "friday": D.FRIDAY, "square": D.SQUARE, "runs": R.RUNS, "between": R.BETWEEN,
            "ends": R.ENDS, "ladybug": O.LADYBUG, "croix": O.CROIX, "motion": O.MOTION, "elevensup": O.ELEVENSUP,
            "cells": O.CELLS},
    "sets": {"run": 1, "four": 2, "any": 3, "court": 4},  # (sets.py's RUN .. COURT)
    "refill": {"stock": 1, "waste": 3},  # (refill.py's bits of DEALT >> 6)
    "shape": {"tableau": SH.TABLEAU, "triangle": SH.TRIANGLE, "three": SH.THREE},
}
FLAGS = {"space": D.SPACE, "stuck": D.STUCK, "tens": R.TENS}  # bits of place FLAGS; "low" its high four
PLACES = {"layout": E.LAYOUT, "size": E.SIZE, "rows": E.ROWS, "match": E.MATCH, "total": E.TOTAL, "single": E.SINGLE,
          "stock": E.STOCK, "passes": E.PASSES, "stock_free": E.STOCK_FREE, "leaps": E.LEAPS, "goal": E.GOAL,
          "draw": E.DRAW, "dark": E.DARK, "keep": E.KEEP, "wrap": E.WRAP, "courts": E.COURTS, "way": E.WAY,
          "sets": E.SETS, "sets_from": E.SETS, "suited": E.SETS, "decks": E.DECKS, "laid": E.LAID, "first": E.DEALT, "steps": E.DEALT, "refill": E.DEALT,
          "shape": E.SHAPE, "beside": E.BESIDE, "queen_king": E.BESIDE, "wastes": E.SHAPE, "cells": E.CELLS}
# the fields that share place SETS: the kind in bits 0-2, suited bit 3, the rank from which in bits 4-7;
# place DEALT: the first pile's cards in bits 0-4, steps bit 5, refill bits 6-7
SHIFTS = {"sets": 0, "suited": 3, "sets_from": 4, "first": 0, "steps": 5, "refill": 6}
META = ("name", "seed", "featured")


class TableError(ValueError):
    """A source record that can't be compiled; the message names it."""


def record(gid, t):
    """Gets a source record's places as bytes.

    :raises TableError: naming the record and the field.
    """
    out = bytearray(RECORD)
    for k, v in t.items():
        if k == "featured":
            if not isinstance(v, bool):
                raise TableError("%s: featured = %r: true or false" % (gid, v))
            continue
        if k in META:
            if not isinstance(v, str) or not v:
                raise TableError("%s: %s = %r: a name in quotes" % (gid, k, v))
            continue
        if k in FLAGS or k == "low":
            if k == "low" and (isinstance(v, bool) or not isinstance(v, int) or not 2 < v < 14) or k != "low" and not isinstance(v, bool):
                raise TableError("%s: %s = %r: %s" % (gid, k, v, "a rank, 3 to 13" if k == "low" else "true or false"))
            out[E.FLAGS] |= v << 4 if k == "low" else FLAGS[k] * v
            continue
        if k not in PLACES:
            raise TableError("%s: unknown field %s (fields: %s)" % (gid, k, ", ".join(list(PLACES) + list(FLAGS) + ["low"])))
        if k in NAMES:
            if v not in NAMES[k]:
                raise TableError("%s: %s = %r: one of %s" % (gid, k, v, ", ".join(NAMES[k])))
            v = NAMES[k][v]
        elif k == "leaps":
            if not isinstance(v, list) or not v or not all(isinstance(d, int) and 1 <= d <= 8 for d in v):
                raise TableError("%s: leaps = %r: a list of places, 1 to 8" % (gid, v))
            v = sum(1 << (d - 1) for d in set(v))
        elif k == "passes" and v == "unlimited":
            v = E.UNLIMITED
        elif isinstance(v, bool):
            v = int(v)
        elif not isinstance(v, int) or not 0 <= v <= 255:
            raise TableError("%s: %s = %r: a number from 0 to 255" % (gid, k, v))
        if k in SHIFTS:
            if k == "sets_from" and not 2 <= v <= 13:
                raise TableError("%s: sets_from = %r: a rank from 2 to 13" % (gid, v))
            if k == "first" and not 1 <= v <= 31:
                raise TableError("%s: first = %r: a number from 1 to 31" % (gid, v))
            v = out[PLACES[k]] | v << SHIFTS[k]
        if k == "wastes":
            if not 1 <= v <= 3:
                raise TableError("%s: wastes = %r: 1 to 3" % (gid, v))
            v = out[E.SHAPE] | v << 4
        elif k == "shape":
            v |= out[E.SHAPE]
        if k == "beside" and not 1 <= v <= 15:
            raise TableError("%s: beside = %r: 1 to 15" % (gid, v))
        if PLACES[k] == E.BESIDE:
            v = out[E.BESIDE] | (SH.QUEEN_KING if k == "queen_king" and v else v if k == "beside" else 0)
        out[PLACES[k]] = v
    if "name" not in t or "layout" not in t or "size" not in t:
        raise TableError("%s: name, layout and size are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    lay, n = out[E.LAYOUT], out[E.SIZE]
    kind = out[E.SHAPE] & 15
    if out[E.SHAPE] >> 4 > 1 and out[E.STOCK] != E.STOCK_WASTE:
        raise TableError("%s: wastes goes with stock waste" % gid)
    if out[E.SHAPE] and (lay != E.PYRAMID or kind in (SH.TABLEAU, SH.THREE) and not (out[E.BESIDE] & 15 and out[E.ROWS])):
        raise TableError("%s: shape goes with layout pyramid; tableau and three with beside and rows" % gid)
    cells = len(SH.layout(out)[1]) if out[E.SHAPE] else n * (n + 1) // 2 if lay == E.PYRAMID else n * out[E.ROWS] if lay == E.GRID else n
    if not 1 <= n or cells > 52 * (out[E.DECKS] or 1) or lay == E.GRID and not out[E.ROWS]:
        raise TableError("%s: a layout of %d places: 1 to 52 (a grid needs rows)" % (gid, cells))
    if out[E.MATCH] == E.SUIT_OR_RANK and lay != E.ROW or lay == E.ROW and not out[E.LEAPS] and out[E.WAY] < D.ROW_WAYS:
        raise TableError("%s: match suit_or_rank and leaps go with layout row" % gid)
    if out[E.DRAW] > 3 or out[E.DARK] and lay not in (E.PYRAMID, E.PILES):
        raise TableError("%s: draw is 0 to 3, and dark goes with layout pyramid or piles" % gid)
    if (out[E.FLAGS] & D.SPACE or out[E.STOCK] == D.STOCK_EACH) and lay != E.PILES or (D.ROW_WAYS <= out[E.WAY] < E.OWN_WAYS or out[E.STOCK] == R.STOCK_ROW or out[E.FLAGS] & R.TENS) and lay != E.ROW:
        raise TableError("%s: stock each and space go with layout piles; stock row, tens and ways runs, between, ends with layout row" % gid)
    if out[E.MATCH] in (E.SUM, E.MARRY, E.ACES) and not out[E.TOTAL]:
        raise TableError("%s: match sum needs a total" % gid)
    first = out[E.DEALT] & 31
    if (out[E.LAID] or out[E.DEALT]) and (lay != E.PILES or out[E.ROWS] and (out[E.DEALT] & 63 or out[E.LAID]) or first >= (out[E.LAID] or 52 * (out[E.DECKS] or 1)) or n < 2):
        raise TableError("%s: laid, first, steps and refill go with layout piles (no rows but refill's), first fewer than the cards laid" % gid)
    if out[E.DEALT] >> 6 and out[E.STOCK] != E.STOCK_WASTE:
        raise TableError("%s: refill goes with stock waste" % gid)
    if out[E.COURTS] and out[E.MATCH] != E.SUM or out[E.WRAP] and out[E.MATCH] != E.SEQUENCE:
        raise TableError("%s: courts goes with match sum, wrap with match sequence" % gid)
    if out[E.SETS] and (not out[E.SETS] & 7 or not out[E.SETS] >> 4 or lay != E.PILES or out[E.ROWS] != 1 or n > 16):
        raise TableError("%s: sets, with sets_from, go with piles of one card, 16 at most" % gid)
    if (out[E.WAY] == O.CELLS) != bool(out[E.CELLS]) or out[E.CELLS] and (not 1 <= out[E.CELLS] <= 8 or lay != E.PILES or out[E.STOCK]) \
            or out[E.MATCH] == E.COLOUR and out[E.WAY] != O.CELLS:
        raise TableError("%s: cells, 1 to 8, go with way cells and layout piles, no stock; match colour with way cells" % gid)
    if not 1 <= (out[E.DECKS] or 1) <= 3:
        raise TableError("%s: decks is 1 to 3" % gid)
    if out[E.KEEP] and (out[E.GOAL] != E.GOAL_ALL or out[E.KEEP] >= 52 * (out[E.DECKS] or 1)):
        raise TableError("%s: keep goes with goal all, fewer than the deck's 52 cards" % gid)
    if out[E.DECKS] > 1 and lay not in (E.PYRAMID, E.PILES):
        raise TableError("%s: more than one deck goes with layout pyramid or piles" % gid)
    if out[E.WAY] >= E.OWN_WAYS and out[E.WAY] != O.CELLS and (lay != E.PILES or out[E.STOCK] != (D.STOCK_EACH if out[E.WAY] == O.MOTION else E.STOCK_WASTE)):
        raise TableError("%s: ways ladybug, croix and elevensup go with layout piles and stock waste, motion with stock each" % gid)
    return bytes(out)


def load(path=SOURCE, *, compile_record=record):
    """Reads the source table: [(id, name, record bytes, featured)] in file
    order, each record's places made by ``compile_record(id, fields)`` (a
    family's own: ``build_chance.py`` passes its).

    :raises TableError: naming the first bad record.
    """
    with open(path, "rb") as f:
        try:
            data = tomllib.load(f)
        except tomllib.TOMLDecodeError as e:
            raise TableError("%s: %s" % (path, e)) from None
    out = []
    for gid, t in data.items():
        if not gid.isalnum() or not gid.islower() or len(gid) > F._ID_ROOM:
            raise TableError("%s: an id is lowercase letters and digits, at most %d" % (gid, F._ID_ROOM))
        if not isinstance(t, dict):
            raise TableError("%s: not a table of fields" % gid)
        out.append((gid, t.get("name"), compile_record(gid, t), t.get("featured", False)))
    return out


def compile_table(entries, magic=b"PAIR", places=RECORD):
    """Gets a family's table (``famtable.py``) of ``entries`` (``load``'s),
    named ``magic``, each record's places ``places`` bytes."""
    size = F.RULES + places
    out = bytearray(magic) + bytes((VERSION, len(entries), size))
    for gid, name, rec, featured in entries:
        i = gid.encode()
        n = name.encode()
        out += bytes((1 if featured else 0, len(i))) + i.ljust(F._ID_ROOM, b"\0")
        out += bytes((len(n),)) + n.ljust(F._NAME_ROOM, b"\0") + rec
    return bytes(out)


def table_main(argv, prog, doc, source, table, magic, places, compile_record):
    """The command line every family's table builder runs (``main``): reads
    ``source``, compiles each record with ``compile_record`` and writes the
    table to ``table`` (``--check``: exit 1 if it is stale instead). A bad
    record: one line on stderr naming it, exit 2. ``doc``: the builder's
    docstring, whose first paragraph ``--help`` shows."""
    p = argparse.ArgumentParser(prog=prog, description=doc.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if games.bin is stale")
    args = p.parse_args(argv)
    try:
        entries = load(source, compile_record=compile_record)
    except TableError as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        return 2
    data = compile_table(entries, magic, places)
    if args.check:
        with open(table, "rb") as f:
            if f.read() != data:
                sys.stderr.write("%s: %s is stale: run python host_tools/%s\n" % (prog, table, prog))
                return 1
        return 0
    with open(table, "wb") as f:
        f.write(data)
    print("wrote %s: %d games, %d bytes" % (os.path.relpath(table, REPO), len(entries), len(data)))
    return 0


def main(argv=None):
    return table_main(argv, "build_pairs.py", __doc__, SOURCE, TABLE, b"PAIR", RECORD, record)


if __name__ == "__main__":
    sys.exit(main())
