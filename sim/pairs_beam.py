"""The pairing games' beam search (host only): for the pyramids with
several wastes, whose deals neither the depth-first search nor playouts
win (Anubis: Double Pyramid's 45 cards, 59 in the stock, three wastes the
player deals onto, two passes).

From the deal, every line of moves is followed a move at a time, and at
each step only the ``width`` best positions reached are kept (one of each
position: the piles and the turns, the removed cards' order left out). A
position's worth (``worth``): the cards removed first, then the free cards,
less the cards buried in the wastes under their top card (a card the next
pass deals again, worth less once no pass is left). The search is the same
every time (no randomness: ties kept in the order the moves come).

    python -m sim.pairs_beam anubis 1     # the win's moves
"""

import sys

from sim import pairs_play as PP
from solitaire.pairs import engine as E

BEAM = {"anubis": 30}  # the games searched here and their beam's width (prove_pairs.search_of)
STEPS = 400  # moves a line may take before the search gives up


def _wastes(b):
    """Gets the wastes' piles (the first, then those after the layout's: pairs/wastes.py)."""
    return [E.P_WASTE] + list(range(E.L0 + b.ncells, len(b.size)))


def position(b):
    """Gets the position as bytes, the removed cards' order left out."""
    ps = [E.P_STOCK] + _wastes(b)
    return bytes(b.size[E.L0 :]) + b"".join(bytes((b.size[p],)) + bytes(b.piles[p][0 : b.size[p]]) for p in ps) + bytes((b.turns,))


def worth(b):
    """Gets how good a position looks (the bigger the better)."""
    buried = sum(max(0, b.size[p] - 1) for p in _wastes(b))
    last = b.x[E.PASSES] != E.UNLIMITED and b.turns + 1 >= b.x[E.PASSES]
    return b.size[E.P_OUT] * 100 + len(b.free_piles()) * 3 - buried * (6 if last else 1)


def search(b, width, steps=STEPS):
    """Gets a list of moves that wins from ``b``'s position, or None (``b``
    ends as it was); and the positions weighed."""
    beam = [[]]
    weighed = 0
    for _ in range(steps):
        reached = {}
        for path in beam:
            for m in path:
                b.apply(m)
                PP._auto(b, True)
            won = b.won()
            if not won:
                for m in b.legal_moves():
                    b.apply(m)
                    PP._auto(b, True)
                    k = position(b)
                    if k not in reached:
                        reached[k] = (worth(b), len(reached), path + [m])
                    PP._undo(b)
            for _ in path:
                PP._undo(b)
            if won:
                return path, weighed
        weighed += len(reached)
        if not reached:
            break
        beam = [p for _, _, p in sorted(reached.values(), key=lambda t: (-t[0], t[1]))[:width]]
    return None, weighed


def main(argv=None):
    from solitaire.gamelist import MENU_GAMES
    from solitaire.pairs.notation import move_text

    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 2 or args[0] not in BEAM or not args[1].isdigit():
        print("usage: python -m sim.pairs_beam GAME DEAL  (GAME: %s)" % " ".join(BEAM), file=sys.stderr)
        return 2
    b = PP.started(MENU_GAMES[MENU_GAMES.index(args[0])], int(args[1]))
    moves, weighed = search(b, BEAM[args[0]])
    if moves is None:
        print("%s deal %s: no win (%d positions weighed)" % (args[0], args[1], weighed))
        return 1
    words = []
    for m in moves:
        words.append(move_text(b, m))
        b.apply(m)
        PP._auto(b, True)
    print(" ".join(words))
    print("%d moves, %d positions weighed" % (len(moves), weighed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
