"""Compiles the grids with gaps' source table, ``assets/gaps.toml``, into
the family's table on flash, ``firmware/solitaire/gaps/games.bin``, which
the family's engine reads one record of when a game is dealt (no game's
rules stay in any other game's heap).

A source record names its fields (their places and values:
``solitaire/gaps/engine.py``'s docstring)::

    [maze]
    name = "Maze"                 # as the menu names it (19 characters at most)
    seed = "Wikibooks: Maze"      # where its rules text is
    featured = false              # in the menu's Featured list
    kind = "ring"                 # rows (Gaps: Aces out, Twos at the left end), ring (Maze: Kings out)
    rows = 6                      # the grid: rows (2 to 8)
    cols = 9                      # and columns (4 to 16: the screen's 16 at most)
    short = 2                     # the first rows dealt a card short (0 to rows)
    rounds = 1                    # rows: the rounds (0: no end); ring: 1
    shuffle = false               # rows: the redeal shuffles the gathered cards

The file is a family's table as ``build_pairs.py`` writes it
(``solitaire/famtable.py``), named ``b"GAPS"``, each record's places
``RECORD`` bytes. A bad record is refused with one line naming it and the
field, exit 2.

    python host_tools/build_gaps.py            # write games.bin
    python host_tools/build_gaps.py --check    # exit 1 if games.bin is stale
"""

import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build_pairs import META, TableError, load, table_main  # noqa: E402, F401 (load: the tests read the source through it)
from solitaire import famtable as F  # noqa: E402
from solitaire.gaps import engine as E  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "gaps.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "gaps", "games.bin")
MAGIC = b"GAPS"
RECORD = 6  # bytes a record's places take (all 6 used)
KINDS = {"rows": E.ROWS_KIND, "ring": E.RING}
RANGES = {"rows": (E.ROWS, 2, 8), "cols": (E.COLS, 4, 16), "short": (E.SHORT, 0, 8), "rounds": (E.ROUNDS, 0, 255)}


def record(gid, t):
    """Gets a source record's places as bytes.

    :raises TableError: naming the record and the field.
    """
    out = bytearray(RECORD)
    for k, v in t.items():
        if k == "featured" or k == "shuffle":
            if not isinstance(v, bool):
                raise TableError("%s: %s = %r: true or false" % (gid, k, v))
            out[E.SHUFFLE] |= k == "shuffle" and v
            continue
        if k in META:
            if not isinstance(v, str) or not v:
                raise TableError("%s: %s = %r: a name in quotes" % (gid, k, v))
            continue
        if k == "kind":
            if v not in KINDS:
                raise TableError("%s: kind = %r: one of %s" % (gid, v, ", ".join(KINDS)))
            out[E.KIND] = KINDS[v]
        elif k in RANGES:
            place, lo, hi = RANGES[k]
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise TableError("%s: %s = %r: a number from %d to %d" % (gid, k, v, lo, hi))
            out[place] = v
        else:
            raise TableError("%s: unknown field %s (fields: kind, rows, cols, short, rounds, shuffle)" % (gid, k))
    if "name" not in t or "kind" not in t or "rows" not in t or "cols" not in t:
        raise TableError("%s: name, kind, rows and cols are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    if out[E.ROWS] * out[E.COLS] - out[E.SHORT] != 52 or out[E.SHORT] > out[E.ROWS]:
        raise TableError("%s: rows x cols less short must be the deck's 52 places" % gid)
    if out[E.KIND] == E.RING and (out[E.ROUNDS] != 1 or out[E.SHUFFLE]):
        raise TableError("%s: kind ring has one round (rounds = 1), no shuffle" % gid)
    return bytes(out)


def main(argv=None):
    return table_main(argv, "build_gaps.py", __doc__, SOURCE, TABLE, MAGIC, RECORD, record)


if __name__ == "__main__":
    sys.exit(main())
