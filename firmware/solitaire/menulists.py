"""The card games' table as the game menu lists it: a page of short names
A to Z, and a family's or deck group's place and size (the format:
``cards/games.py``). Apart from the table's reader because only the menu's
run of the firmware loads it (and the command line): a game's heap holds
none of it.
"""

from micropython import const

from solitaire.cards.games import _u

_HEAD = const(7)  # famtable.py's layout (test_pairs holds the two equal)
_ID_ROOM = const(24)


def page(g, k, n):
    """Gets the short names at places ``k`` to ``k + n`` by name of game
    list ``g`` (one read for the lot: a menu page)."""
    b = g.data(g.at[10] + 2 * k, 2 * n + 2)
    first = _u(b, 0)
    text = g.data(g.at[11] + first, _u(b, 2 * n) - first)
    out = []
    j = 0
    for _ in range(n):
        out.append(str(text[j + 1 : j + 1 + text[j]], "utf-8"))
        j += 1 + text[j]
    return out


def family(g, f, k=3):
    """Gets family ``f``'s (name, first place in "by family", count) in game
    list ``g``; ``k`` 6: deck group ``f``'s, over "by decks"."""
    b = g.data(g.at[k] + 6 * f, 6)
    return str(g.read(_u(b, 0)), "utf-8"), _u(b, 2), _u(b, 4)


def todo(g, names):
    """Gets what ``place`` works through for game list ``g``'s other
    families' games (``names``: theirs, from game number ``g.n`` on): [(name
    in lower case as bytes, game number)], by name."""
    return sorted([(names[j].lower().encode(), g.n + j) for j in range(len(names))])


def place(g, todo, az):
    """Works out where the first games of ``todo`` that share an initial go
    among game list ``g``'s table names, A to Z, and moves them to ``az`` as
    (place, game number): ``az`` is in order when ``todo`` is done.

    An initial at a time (a timer step's or a key's share of the work): the
    table's short names of that initial (the letter index says which) are
    read at once, as ``page`` reads them, and searched as bytes. (A binary
    search over the whole table, a read a probe, cost 0.5M fuel a game; a
    read costs some 60K.)"""
    c = min(max(todo[0][0][0] - 97, -1), 26)  # (the initial, 0: a; -1 before the letters, 26 after)
    lo = g.get(8, c) if c >= 0 else 0
    size = (g.get(8, c + 1) if c < 26 else g.n) - lo
    b = g.data(g.at[10] + 2 * lo, 2 * size + 2)  # where each of their names starts
    first = _u(b, 0)
    text = g.data(g.at[11] + first, _u(b, 2 * size) - first)
    while todo and min(max(todo[0][0][0] - 97, -1), 26) == c:
        name, gi = todo.pop(0)
        k = 0
        n = size
        while k < n:
            mid = (k + n) // 2
            at = _u(b, 2 * mid) - first
            if text[at + 1 : at + 1 + text[at]].lower() < name:
                k = mid + 1
            else:
                n = mid
        az.append((lo + k, gi))

def entries(g, ids, names, starred):
    """Appends game list ``g``'s tail games (each tail family's own table on flash:
    ``famtable.py``) to ``ids`` and ``names``, and the game numbers of the
    featured ones to ``starred``: one read of the table, without loading its
    reader (1.1 KB of code the menu's run would hold beside a game's
    leavings in the catalogue session, where it found no room)."""
    for family in g.tail:
        with open(__file__.rsplit("/", 1)[0] + "/" + family + "/games.bin", "rb") as f:
            h = f.read(_HEAD)
            b = bytearray(h[6])
            for _ in range(h[5]):
                f.readinto(b)
                if b[0] & 1:  # featured
                    starred.append(g.n + len(ids))
                ids.append(str(b[2 : 2 + b[1]], "utf-8"))
                at = 2 + _ID_ROOM
                names.append(str(b[at + 1 : at + 1 + b[at]], "utf-8"))
