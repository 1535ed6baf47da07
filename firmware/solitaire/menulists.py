"""The card games' table as the game menu lists it: a page of short names
A to Z, and a family's or deck group's place and size (the format:
``cards/games.py``). Apart from the table's reader because only the menu's
run of the firmware loads it (and the command line): a game's heap holds
none of it.
"""

from solitaire.cards.games import _u


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


def places(g):
    """Gets where each of game list ``g``'s extras (the other families'
    games) goes among the table's names, A to Z: [(place, game number)]
    (worked out when the A to Z list opens: the menu's run alone keeps it)."""
    out = []
    for gi in range(g.n, len(g)):
        name = g.name(gi).lower()
        lo, hi = 0, g.n
        while lo < hi:
            mid = (lo + hi) // 2
            if g.text(g.get(1, mid), 2).lower() < name:
                lo = mid + 1
            else:
                hi = mid
        out.append((lo, gi))
    out.sort()
    return out


def featured(g):
    """Gets game list ``g``'s other families' games that Featured lists:
    the extras, and the tail's games its table marks featured."""
    out = list(range(g.n, g.n + len(g.extra)))
    if g.tn:
        from solitaire import famtable as F

        gi = g.n + len(g.extra)
        for b in F.records(g.tail):
            if b[0] & F.FEATURED:
                out.append(gi)
            gi += 1
    return out
