"""Compiles Bowling's source table, ``assets/bowling.toml``, into the
family's table on flash, ``firmware/solitaire/bowling/games.bin``, which
the family's engine reads one record of when a game is dealt.

A source record names its fields (their places: ``solitaire/bowling/engine.py``'s
docstring)::

    [bowling]
    name = "Bowling"                 # as the menu names it (19 characters at most)
    seed = "Wikibooks: Bowling"      # where its rules text is
    featured = false                 # in the menu's Featured list
    frames = 10                      # the frames a game plays (1 to 10)
    ball = 3                         # the cards a ball pile holds (1 to 3)
    goal = 120                       # the score that wins (0 to 65535)

The file is a family's table as ``build_pairs.py`` writes it
(``solitaire/famtable.py``), named ``b"BOWL"``, each record's places
``RECORD`` bytes. A bad record is refused with one line naming it and the
field, exit 2.

    python host_tools/build_bowling.py            # write games.bin
    python host_tools/build_bowling.py --check    # exit 1 if games.bin is stale
"""

import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build_pairs import META, TableError, load, table_main  # noqa: E402, F401 (load: the tests read the source through it)
from solitaire import famtable as F  # noqa: E402
from solitaire.bowling import engine as E  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "bowling.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "bowling", "games.bin")
MAGIC = b"BOWL"
RECORD = 4  # bytes a record's places take (all 4 used)
_RANGES = {"frames": (E.FRAMES, 1, 10), "ball": (E.BALL, 1, 3)}


def record(gid, t):
    """Gets a source record's places as bytes.

    :raises TableError: naming the record and the field.
    """
    out = bytearray(RECORD)
    for k, v in t.items():
        if k == "featured":
            if not isinstance(v, bool):
                raise TableError("%s: %s = %r: true or false" % (gid, k, v))
            continue
        if k in META:
            if not isinstance(v, str) or not v:
                raise TableError("%s: %s = %r: a name in quotes" % (gid, k, v))
            continue
        if k in _RANGES:
            at, lo, hi = _RANGES[k]
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise TableError("%s: %s = %r: a number from %d to %d" % (gid, k, v, lo, hi))
            out[at] = v
        elif k == "goal":
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 0xFFFF:
                raise TableError("%s: goal = %r: a number from 0 to 65535" % (gid, v))
            out[E.GOAL] = v & 0xFF
            out[E.GOAL + 1] = v >> 8
        else:
            raise TableError("%s: unknown field %s (fields: frames, ball, goal)" % (gid, k))
    for k in ("name", "frames", "ball"):
        if k not in t:
            raise TableError("%s: name, frames and ball are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    return bytes(out)


def main(argv=None):
    return table_main(argv, "build_bowling.py", __doc__, SOURCE, TABLE, MAGIC, RECORD, record)


if __name__ == "__main__":
    sys.exit(main())
