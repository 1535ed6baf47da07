"""The prover's part for the grids with gaps (``solitaire/gaps``):
``solve.prove_game`` tries such a game's deals with ``whole_win`` (the
family's search, below) in place of the card engine's searches, and writes
and checks its win with ``win_text`` and ``replays_to_win``.

The search is best first: of the positions seen and not yet looked past,
the one whose cards join most neighbours in suit (``Gaps.links``: a Gaps
row's sequence from its left end counts double), each position once
(its ``key()``), ``budget`` positions at most. Gaps' and Spaces' redeal is
a move like any other, made only when no card can move, so a win may take
every round. A search that looks at every position it can reach within
the budget has shown that deal has no win ("exhausted (no win exists)").

The win file (``tests/data/wins/<id>.moves``, as the card games'): the
header line (``GAME deal=N``), then every move from the deal in the
family's notation (``solitaire/gaps/notation.py``), ``MOVES_A_LINE`` a
line: the moves played in turn on a fresh deal win it (``replays_to_win``).
"""

import heapq

from sim import cli
from solitaire.gaps import engine as E
from solitaire.gaps import notation as N

FAMILY = "gaps"
SEARCH = "best-first"
MOVES_A_LINE = 16
LIMIT = 50000


def search_of(game_id):
    """Gets the name of the search game ``game_id``'s deals get."""
    return SEARCH


def worth(b):
    """Gets how near position ``b`` is a win, the larger the nearer: every
    card joined to its neighbours in suit; each card of a Gaps row's
    sequence from its left end twice more (the redeal keeps those)."""
    t = 0
    for q in range(b.cells):
        if b.size[q]:
            c = b.piles[q][0]
            t += b.links(q, c)
            if not b.ring and b.run_at(q):
                t += 2
    return t - 3 * (b.round - 1)


def whole_win(rules, deal, options=b"", budget=LIMIT):
    """Searches deal ``deal``. Gets ``(moves, positions, reason)``: every
    move of the win from the deal or None, and ``"won"``, ``"budget"`` or
    ``"exhausted (no win exists)"``."""
    b = E.Gaps(rules, deal, options)
    seen = {b.key(): None}  # each position's (the one before it, the move that made it)
    heap = [(-worth(b), 0, b.key(), ())]
    tie = 0
    while heap:
        _, _, key, path = heapq.heappop(heap)
        b = E.Gaps(rules, deal, options)
        for m in path:
            b.apply(m)
        if b.won():
            return list(path), len(seen), "won"
        for m in b.legal_moves():
            b.apply(m)
            k = b.key()
            if k not in seen:
                seen[k] = None
                tie += 1
                heapq.heappush(heap, (-worth(b), tie, k, path + (m,)))
                if len(seen) >= budget:
                    return None, len(seen), "budget"
            b.undo()
    return None, len(seen), "exhausted (no win exists)"


def win_text(rules, deal, moves):
    """Gets a win file's text (see the module docstring)."""
    b = E.Gaps(rules, deal)
    tokens = []
    for m in moves:
        tokens.append(N.move_text(b, m))  # (written in the position before the move)
        b.apply(m)
    lines = [N.header(b)] + [" ".join(tokens[i : i + MOVES_A_LINE]) for i in range(0, len(tokens), MOVES_A_LINE)]
    return "\n".join(lines) + "\n"


def read_win(text):
    """Reads a win file's text: gets ``(rules, deal, moves text)``.

    :raises sim.cli.UsageError: for an unknown game.
    """
    head, _, moves = text.partition("\n")
    words = head.split()
    deal = int(words[1].partition("=")[2]) if len(words) > 1 else 1
    return cli.find_game(words[0]), deal, moves


def replays_to_win(text):
    """Checks that a win file's moves, played in turn on a fresh deal, win it."""
    rules, deal, moves = read_win(text)
    b = E.Gaps(rules, deal)
    N.parse_moves(b, moves)
    return b.won()
