"""A game family's own table on flash (``pairs/games.bin``,
``chance/games.bin``): the menu's
records of its games and each game's rule bytes, read one record at a time,
so that a game more in the table costs no heap in any run.

The file, ``games.bin`` in the family's package: four bytes naming it, u8
version, u8 games, u8 record size, then the records, each of that size: u8
flags (1: featured), the id (u8 length, then ``_ID_ROOM`` bytes), the name
(u8 length, then ``_NAME_ROOM`` bytes), then the family's own rule bytes
(``RULES`` on).

Imported only when a game of such a table is looked at (``cards/games.py``'s
``GameList``: a game of the family, a search by id past the other families):
a run of any other game never loads it, nor does the menu's (it reads the
ids, names and flags once as it opens, itself: ``menulists.entries``).

(The layout's numbers are private consts, and the functions take names the
firmware has anyway: each new public name is a qstr, and a few more in the
menu's run once took the next qstr pool, 4.6 KB, in the game run after it.
``host_tools/build_pairs.py``, which writes the file, reads them here.)
"""

from micropython import const

from solitaire.cards.rules import Rules

_HEAD = const(7)
_ID_ROOM = const(24)
_NAME_ROOM = const(19)  # as the menu shows a name
RULES = const(46)  # 1 + 1 + _ID_ROOM + 1 + _NAME_ROOM


def path(family):
    """Gets the path of family ``family``'s table."""
    return __file__.rsplit("/", 1)[0] + "/" + family + "/games.bin"


def record(family, i):
    """Gets record ``i`` of family ``family``'s table.

    :raises ValueError: when the file is not a table of version 2, or cut short.
    """
    with open(path(family), "rb") as f:
        h = f.read(_HEAD)
        if len(h) < _HEAD or h[4] != 2:
            raise ValueError("a family's table: not of version 2")
        f.seek(_HEAD + i * h[6])
        b = f.read(h[6])
    if len(b) != h[6]:
        raise ValueError("%s's table is cut short" % family)
    return b


def text(b, k=0):
    """Gets a record's id (``k`` 0) or name (1)."""
    at = 1 if not k else 2 + _ID_ROOM
    return str(b[at + 1 : at + 1 + b[at]], "utf-8")


def rules(family, i):
    """Gets game ``i`` of family ``family``'s table as the menu's ``Rules``
    (its id, name and family: the family reads the rest)."""
    b = record(family, i)
    return Rules(text(b), text(b, 1), family=family)


def entries(family):
    """Yields each record of family ``family``'s table in turn, in one
    buffer (a record at a time: no table's worth in the heap; the file
    opened once).

    :raises ValueError: when the file is not a table of version 2.
    """
    with open(path(family), "rb") as f:
        h = f.read(_HEAD)
        if len(h) < _HEAD or h[4] != 2:
            raise ValueError("a family's table: not of version 2")
        b = bytearray(h[6])
        for _ in range(h[5]):
            f.readinto(b)
            yield b


def find(family, gid):
    """Gets the place of the game ``gid`` in family ``family``'s table, or -1."""
    want = gid.encode()
    n = len(want)
    i = 0
    for b in entries(family):
        if b[1] == n and b[2 : 2 + n] == want:  # (the length first: no slice made for most)
            return i
        i += 1
    return -1


def locate(g, t):
    """Gets (family, place in its table) of game list ``g``'s tail game
    ``t`` (its tail families' games in turn: ``GameList.tn``)."""
    f = 0
    while t >= g.tn[f]:
        t -= g.tn[f]
        f += 1
    return g.tail[f], t


def find_in(g, gid):
    """Gets the place of the game ``gid`` among game list ``g``'s tail
    games, or -1."""
    first = 0
    for f in range(len(g.tail)):
        j = find(g.tail[f], gid)
        if j >= 0:
            return first + j
        first += g.tn[f]
    return -1
