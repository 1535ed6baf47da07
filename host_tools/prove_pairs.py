"""The prover's part for the pairing family (``solitaire/pairs``):
``solve.prove_game`` tries a pairing game's deals with ``whole_win`` (the
family's one search, ``sim/pairs_play.solve``, depth first) in place of the
card engine's searches, and writes and checks its win with ``win_text``
and ``replays_to_win``.

A deal is searched as the console starts it (``pairs_play.started``: the
game's own moves made, a space filled from the stock, a free King
removed), ``budget`` positions at most. The search makes the game's own
moves after each of the player's, so it sees through the stock (as the
card games' solver sees through the face-down cards: a win proves the
deal winnable). A search that looks at every position it can reach within
the budget has shown that deal has no win ("exhausted (no win exists)").

The win file (``tests/data/wins/<id>.moves``, as the card games'): the
header line (``GAME deal=N``), then every move from the deal, the game's
own too (a King the console would remove by itself is a move of its own
in the notation, as on the command line), in the family's notation
(``solitaire/pairs/notation.py``), ``MOVES_A_LINE`` a line: the moves
played in turn on a fresh deal win it (``replays_to_win``).
"""

from sim import cli
from sim import pairs_beam as PB
from sim import pairs_open as PO
from sim import pairs_play as PP
from solitaire.pairs import engine as E
from solitaire.pairs import notation as N
from solitaire.pairs.play import Engine

FAMILY = "pairs"
SEARCH = "depth-first"  # (the family's search: sim/pairs_play.solve)
ROLLOUTS = "rollouts"  # (the games the depth-first search wins no deal of: sim/pairs_play.rollouts)
OPEN = "open-pyramids"  # (the open pyramids' search to the end: sim/pairs_open.search)
BEAM = "beam"  # (the several wastes' beam search: sim/pairs_beam.search)


def search_of(game_id):
    """Gets the name of the search game ``game_id``'s deals get."""
    return OPEN if game_id in PO.OPEN else BEAM if game_id in PB.BEAM else ROLLOUTS if game_id in PP.ROLLOUTS else SEARCH
MOVES_A_LINE = 20


def whole_win(rules, deal, options=b"", budget=PP.LIMIT):
    """Searches deal ``deal`` from where the console starts it. Gets
    ``(moves, positions, reason)``: every move of the win from the deal
    (the game's own too) or None, and ``"won"``, ``"budget"`` or
    ``"exhausted (no win exists)"``. A game of ``PP.ROLLOUTS`` is searched
    by playouts, a fifth of ``budget`` at most (its positions: the
    playouts), and never exhausts its deal; a game of ``pairs_open.OPEN``
    by that module's search, which does; a game of ``pairs_beam.BEAM`` by
    its beam, which never does (its positions: those weighed)."""
    b = PP.started(rules, deal, options)
    if rules.id in PO.OPEN:
        moves, seen = PO.search(b, limit=budget)
    elif rules.id in PB.BEAM:
        moves, seen = PB.search(b, PB.BEAM[rules.id])
        if moves is None:
            return None, seen, "budget"
    elif rules.id in PP.ROLLOUTS:
        moves, seen = PP.rollouts(b, PP.ROLLOUTS[rules.id], limit=budget // 5)
        if moves is None:
            return None, seen, "budget"
    else:
        moves, seen = PP.solve(b, limit=budget)
    if moves is None:
        return None, seen, "budget" if seen >= budget else "exhausted (no win exists)"
    for m in moves:
        b.apply(m)
        PP._auto(b, True)
    return [b.move_at(i) for i in range(b.nmoves)], seen, "won"


def win_text(rules, deal, moves):
    """Gets a win file's text (see the module docstring)."""
    b = Engine(rules, deal)
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
    b = Engine(rules, deal)
    N.parse_moves(b, moves)
    return b.won()
