"""Compiles the games of chance' source table, ``assets/chance.toml``, into
the family's table on flash, ``firmware/solitaire/chance/games.bin``, which
the family's engine reads one record of when a game is dealt (no game's
rules stay in any other game's heap).

A source record names its fields (their places and values:
``solitaire/chance/engine.py``'s docstring)::

    [hitormiss]
    name = "Hit or Miss"          # as the menu names it (19 characters at most)
    seed = "Wikibooks: Hit or Miss"  # where its rules text is
    featured = false              # in the menu's Featured list
    kind = "count"                # clock, count, royal
    hit = "discard"               # count: a hit is discarded (discard) or loses (loses)
    passes = 2                    # count, discard: passes of the cards left without a hit that lose
    piles = 5                     # royal: the first deal's piles (1 to 5)
    odds = 769                    # a win's chance in hundredths of a percent (0 to 10000)

The file is a family's table as ``build_pairs.py`` writes it
(``solitaire/famtable.py``), named ``b"CHNC"``, each record's places
``RECORD`` bytes. A bad record is refused with one line naming it and the
field, exit 2.

    python host_tools/build_chance.py            # write games.bin
    python host_tools/build_chance.py --check    # exit 1 if games.bin is stale
"""

import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build_pairs import META, TableError, load, table_main  # noqa: E402, F401 (load: the tests read the source through it)
from solitaire import famtable as F  # noqa: E402
from solitaire.chance import engine as E  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "chance.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "chance", "games.bin")
MAGIC = b"CHNC"
RECORD = 6  # bytes a record's places take (all 6 used)

NAMES = {
    "kind": {"clock": E.CLOCK, "count": E.COUNT, "royal": E.ROYAL},
    "hit": {"discard": E.DISCARD, "loses": E.LOSES},
}
PLACES = {"kind": E.KIND, "hit": E.HIT, "passes": E.PASSES, "piles": E.PILES, "odds": E.ODDS}


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
        elif k == "odds":
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10000:
                raise TableError("%s: odds = %r: hundredths of a percent, 0 to 10000" % (gid, v))
            out[E.ODDS + 1] = v >> 8
            v &= 0xFF
        elif isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 255:
            raise TableError("%s: %s = %r: a number from 0 to 255" % (gid, k, v))
        out[PLACES[k]] = v
    if "name" not in t or "kind" not in t:
        raise TableError("%s: name and kind are needed" % gid)
    if len(t["name"].encode()) > F._NAME_ROOM:
        raise TableError("%s: name = %r: at most %d characters" % (gid, t["name"], F._NAME_ROOM))
    kind = out[E.KIND]
    if kind == E.COUNT and out[E.HIT] == E.DISCARD and not out[E.PASSES]:
        raise TableError("%s: hit discard needs passes (the passes without a hit that lose)" % gid)
    if kind == E.ROYAL and not 1 <= out[E.PILES] <= 5:
        raise TableError("%s: kind royal needs piles, 1 to 5" % gid)
    if kind != E.COUNT and ("hit" in t or "passes" in t) or kind != E.ROYAL and "piles" in t:
        raise TableError("%s: hit and passes go with kind count, piles with kind royal" % gid)
    return bytes(out)


def main(argv=None):
    return table_main(argv, "build_chance.py", __doc__, SOURCE, TABLE, MAGIC, RECORD, record)


if __name__ == "__main__":
    sys.exit(main())
