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
_WIN = const(24)  # table names ``place`` reads at once: 480 bytes at most (19 letters a name)


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
    in lower case as bytes, game number, initial)], by name; the initial as
    the letter index numbers it (0: a; -1 before the letters, 26 after)."""
    out = []
    for j in range(len(names)):
        name = names[j].lower().encode()
        out.append((name, g.n + j, min(max(name[0] - 97, -1), 26)))
    out.sort()
    return out


def place(g, todo, az, most):
    """Works out where the first games of ``todo`` go among game list
    ``g``'s table names, A to Z, and appends them to ``az`` as (place, game
    number); gets the rest of ``todo`` (a list of its own: one emptied in
    place keeps its room, 256 bytes the menu would hold): ``az`` is in
    order when ``todo`` is done. The first ``most`` games (a timer step's
    share of the work), an initial's in parts when they don't fit: placed
    whole initials at a time, the four steps before A to Z opened in the
    catalogue session left S's and T's 15 for its key, 2.09M fuel.

    A game is searched for among its initial's names (the letter index
    says which), read ``_WIN`` names at a time, as ``page`` reads them, and
    searched as bytes; the window read stays for the next game, which goes
    at or after it (todo is by name). (A binary search over the whole
    table, a read a probe, cost 0.5M fuel a game; four reads an initial and
    a name lowered and a call a probe cost A to Z's opening key 2.77M in
    the catalogue session. Several initials' names read at once were 1.6 KB
    in one piece, twice with their lower case, with 501 games: the menu's
    run after a game ran out there.)"""
    j = min(most, len(todo))  # how many games this call places
    k = lo = hi = c = -2  # the search's start; the window read, [lo, hi); the initial
    for i in range(j):
        name = todo[i][0]
        if todo[i][2] != c:
            c = todo[i][2]
            k = g.get(8, c) if c >= 0 else 0  # the initial's names, [k, top)
            top = g.get(8, c + 1) if c < 26 else g.n
        while True:
            if not lo <= k < hi:
                lo, hi = k, min(k + _WIN, top)
                b = g.data(g.at[10] + 2 * lo, 2 * (hi - lo) + 2)  # where each of their names starts
                first = _u(b, 0)
                text = g.data(g.at[11] + first, _u(b, 2 * (hi - lo)) - first)
                low = text.lower()  # (once a window: a probe's name lowered was a third of its cost)
            n = hi
            while k < n:
                mid = (k + n) // 2
                at = (b[2 * (mid - lo)] | b[2 * (mid - lo) + 1] << 8) - first  # (_u inline: a call a probe was another third)
                if low[at + 1 : at + 1 + text[at]] < name:  # (its length from text: a length byte is no letter)
                    k = mid + 1
                else:
                    n = mid
            if k < hi or hi == top:
                break
        az.append((k, todo[i][1]))
    return todo[j:]


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
