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
    match = "sum"              # sum, equal, sequence, near (a rank or one apart, no wrap), suit_or_rank
    total = 13                 # sum: what two cards add up to
    courts = 11                # sum: this rank and higher pair with their own rank instead (0: none)
    wrap = true                # sequence: a King and an Ace are one apart too
    single = 13                # the rank that goes alone (0: none)
    stock = "waste"            # none, waste, grid, fill (the game fills a gap from it)
    passes = 3                 # passes through the stock ("unlimited": no end)
    draw = 1                   # cards a deal to the waste
    dark = false               # a pyramid's covered cards face down
    stock_free = true          # the stock's top card pairs too
    leaps = [1, 3]             # row: the places to the left a pile goes
    goal = "all"               # all, one_pile, layout (the layout's cards removed)
    keep = 4                   # goal all: the cards that may be left (0: none)

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
from solitaire.pairs import engine as E  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "pairs.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "pairs", "games.bin")
VERSION = 2
RECORD = 16  # bytes a record's places take (all 16 used)

NAMES = {
    "layout": {"pyramid": E.PYRAMID, "piles": E.PILES, "grid": E.GRID, "row": E.ROW},
    "match": {"sum": E.SUM, "equal": E.EQUAL, "sequence": E.SEQUENCE, "near": E.NEAR, "suit_or_rank": E.SUIT_OR_RANK},
    "stock": {"none": E.STOCK_NONE, "waste": E.STOCK_WASTE, "grid": E.STOCK_GRID, "fill": E.STOCK_FILL},
    "goal": {"all": E.GOAL_ALL, "one_pile": E.GOAL_ONE_PILE, "layout": E.GOAL_LAYOUT},
}
PLACES = {"layout": E.LAYOUT, "size": E.SIZE, "rows": E.ROWS, "match": E.MATCH, "total": E.TOTAL, "single": E.SINGLE,
          "stock": E.STOCK, "passes": E.PASSES, "stock_free": E.STOCK_FREE, "leaps": E.LEAPS, "goal": E.GOAL,
          "draw": E.DRAW, "dark": E.DARK, "keep": E.KEEP, "wrap": E.WRAP, "courts": E.COURTS}
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
        if k not in PLACES:
            raise TableError("%s: unknown field %s (fields: %s)" % (gid, k, ", ".join(PLACES)))
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
        out[PLACES[k]] = v
    if "name" not in t or "layout" not in t or "size" not in t:
        raise TableError("%s: name, layout and size are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    lay, n = out[E.LAYOUT], out[E.SIZE]
    cells = n * (n + 1) // 2 if lay == E.PYRAMID else n * out[E.ROWS] if lay == E.GRID else n
    if not 1 <= n or cells > 52 or lay == E.GRID and not out[E.ROWS]:
        raise TableError("%s: a layout of %d places: 1 to 52 (a grid needs rows)" % (gid, cells))
    if out[E.MATCH] == E.SUIT_OR_RANK and lay != E.ROW or lay == E.ROW and not out[E.LEAPS]:
        raise TableError("%s: match suit_or_rank and leaps go with layout row" % gid)
    if out[E.DRAW] > 3 or out[E.DARK] and lay != E.PYRAMID:
        raise TableError("%s: draw is 0 to 3, and dark goes with layout pyramid" % gid)
    if out[E.MATCH] == E.SUM and not out[E.TOTAL]:
        raise TableError("%s: match sum needs a total" % gid)
    if out[E.COURTS] and out[E.MATCH] != E.SUM or out[E.WRAP] and out[E.MATCH] != E.SEQUENCE:
        raise TableError("%s: courts goes with match sum, wrap with match sequence" % gid)
    if out[E.KEEP] and (out[E.GOAL] != E.GOAL_ALL or out[E.KEEP] >= 52):
        raise TableError("%s: keep goes with goal all, fewer than the deck's 52 cards" % gid)
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


def main(argv=None):
    p = argparse.ArgumentParser(prog="build_pairs.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if games.bin is stale")
    args = p.parse_args(argv)
    try:
        data = compile_table(load())
    except TableError as e:
        sys.stderr.write("build_pairs.py: %s\n" % e)
        return 2
    if args.check:
        with open(TABLE, "rb") as f:
            if f.read() != data:
                sys.stderr.write("build_pairs.py: %s is stale: run python host_tools/build_pairs.py\n" % TABLE)
                return 1
        return 0
    with open(TABLE, "wb") as f:
        f.write(data)
    print("wrote %s: %d games, %d bytes" % (os.path.relpath(TABLE, REPO), len(load()), len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
