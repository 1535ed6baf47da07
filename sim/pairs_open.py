"""The pairing games' search for open pyramids (host only): the games whose
cards all lie in the layout, face up, and no stock (Pharaohs' three
pyramids), searched depth first to the end where ``sim/pairs_play.solve``
gives up.

Two things make it go to the end. The position is which places still hold
their card (``solve`` keys a position by every pile, the removed cards'
order too, so the same layout reached by two orders of the same pairs is
searched twice). And a position is lost when a card can never go: a card
leaves only with a partner free at the same time, so a card each of whose
partners it covers, or is covered by (through the cards between them), is
there for good (``_stuck``; a King goes alone, and the game removes a free
one by itself). The search at most ``limit`` positions a deal; one that
ends below it has looked at every position the deal can reach.

    python -m sim.pairs_open pharaohs 1-400   # each deal: won, or no win (positions)
"""

import sys

from sim import pairs_play as PP
from solitaire.pairs import engine as E

OPEN = ("pharaohs",)  # the games searched here (prove_pairs.search_of)


def _above(b):
    """Gets, for each layout place, the places that must go before its card
    is free (a bit each): those covering it, and theirs in turn. The places
    covering one are ``shapes.py``'s (two bytes a place, 255 for none)."""
    cover = b.free.__self__.cover
    n = b.ncells
    above = [0] * n
    for i in range(n - 1, -1, -1):  # (a place's covers come after it)
        m = 0
        for c in (cover[2 * i], cover[2 * i + 1]):
            if c != E.NONE:
                m |= 1 << c | above[c]
        above[i] = m
    return above


def _stuck(b, above):
    """Is a card left that can never go: each partner it could go with is
    above it or below it in its pyramid (a sum's partner: the rank adding
    to the total; a King goes alone)?"""
    size = b.size
    piles = b.piles
    by_rank = {}
    for i in range(b.ncells):
        if size[E.L0 + i]:
            by_rank.setdefault(piles[E.L0 + i][0] & 15, []).append(i)
    single = b.x[E.SINGLE]
    for v, places in by_rank.items():
        if v == single:
            continue
        partners = by_rank.get(b.x[E.TOTAL] - v, ())
        for x in places:
            if not any(not above[p] >> x & 1 and not above[x] >> p & 1 for p in partners):
                return True
    return False


def search(b, limit=PP.LIMIT):
    """Gets a list of moves that wins from ``b``'s position (played out and
    taken back), or None; and the positions looked at (fewer than
    ``limit``: every one the deal can reach)."""
    above = _above(b)
    seen = set()
    path = []

    def go():
        if b.won():
            return True
        if len(seen) >= limit:
            return False
        k = bytes(b.size[E.L0 :])
        if k in seen:
            return False
        seen.add(k)
        if _stuck(b, above):
            return False
        for m in PP._order(b, b.legal_moves()):
            b.apply(m)
            path.append(m)
            PP._auto(b, True)
            if go():
                return True
            path.pop()
            PP._undo(b)
        return False

    sys.setrecursionlimit(10000)
    won = go()
    moves = list(path)
    for _ in path:
        PP._undo(b)
    return (moves if won else None), len(seen)


def main(argv=None):
    from solitaire.gamelist import MENU_GAMES

    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 2 or args[0] not in OPEN or not all(p.isdigit() for p in args[1].split("-", 1)):
        print("usage: python -m sim.pairs_open GAME A-B  (GAME: %s)" % " ".join(OPEN), file=sys.stderr)
        return 2
    a, _, z = args[1].partition("-")
    rules = MENU_GAMES[MENU_GAMES.index(args[0])]
    for deal in range(int(a), int(z or a) + 1):
        moves, seen = search(PP.started(rules, deal))
        print("%s deal %d: %s (%d positions)" % (args[0], deal, "won in %d moves" % len(moves) if moves else "no win" if seen < PP.LIMIT else "given up", seen))
        if moves:
            return 0
    return 1


if __name__ == "__main__":
    sys.exit(main())
