"""Compiles the scored grids' source table, ``assets/squares.toml``, into
the family's table on flash, ``firmware/solitaire/squares/games.bin``, which
the family's engine reads one record of when a game is dealt (no game's
rules stay in any other game's heap).

A source record names its fields (their places and values:
``solitaire/squares/engine.py``'s docstring)::

    [cribbagesquare]
    name = "Cribbage Square"         # as the menu names it (19 characters at most)
    seed = "Wikibooks: Cribbage Square"  # where its rules text is
    featured = false                 # in the menu's Featured list
    size = 4                         # the grid's side: 4 or 5
    scoring = "cribbage"             # american, english (poker hands), cribbage
    touch = true                     # a card must touch one already placed
    goal = 61                        # the score that wins (0 to 65535)

The file is a family's table as ``build_pairs.py`` writes it
(``solitaire/famtable.py``), named ``b"SQRS"``, each record's places
``RECORD`` bytes. A bad record is refused with one line naming it and the
field, exit 2.

    python host_tools/build_squares.py            # write games.bin
    python host_tools/build_squares.py --check    # exit 1 if games.bin is stale
"""

import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build_pairs import META, TableError, load, table_main  # noqa: E402, F401 (load: the tests read the source through it)
from solitaire import famtable as F  # noqa: E402
from solitaire.squares import engine as E  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "squares.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "squares", "games.bin")
MAGIC = b"SQRS"
RECORD = 5  # bytes a record's places take (all 5 used)
SCORINGS = {"american": E.AMERICAN, "english": E.ENGLISH, "cribbage": E.CRIBBAGE}


def record(gid, t):
    """Gets a source record's places as bytes.

    :raises TableError: naming the record and the field.
    """
    out = bytearray(RECORD)
    for k, v in t.items():
        if k == "featured" or k == "touch":
            if not isinstance(v, bool):
                raise TableError("%s: %s = %r: true or false" % (gid, k, v))
            out[E.TOUCH] |= k == "touch" and v
            continue
        if k in META:
            if not isinstance(v, str) or not v:
                raise TableError("%s: %s = %r: a name in quotes" % (gid, k, v))
            continue
        if k == "scoring":
            if v not in SCORINGS:
                raise TableError("%s: scoring = %r: one of %s" % (gid, v, ", ".join(SCORINGS)))
            out[E.SCORING] = SCORINGS[v]
        elif k == "size":
            if v not in (4, 5):
                raise TableError("%s: size = %r: 4 or 5" % (gid, v))
            out[E.SIZE] = v
        elif k == "goal":
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 0xFFFF:
                raise TableError("%s: goal = %r: a number from 0 to 65535" % (gid, v))
            out[E.GOAL] = v & 0xFF
            out[E.GOAL + 1] = v >> 8
        else:
            raise TableError("%s: unknown field %s (fields: size, scoring, touch, goal)" % (gid, k))
    if "name" not in t or "size" not in t or "scoring" not in t:
        raise TableError("%s: name, size and scoring are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    if (out[E.SCORING] == E.CRIBBAGE) != (out[E.SIZE] == 4):
        raise TableError("%s: cribbage scoring goes with size 4 (hands of four and the starter), poker with 5" % gid)
    return bytes(out)


def main(argv=None):
    return table_main(argv, "build_squares.py", __doc__, SOURCE, TABLE, MAGIC, RECORD, record)


if __name__ == "__main__":
    sys.exit(main())
