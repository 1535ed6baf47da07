"""Proves card games winnable: a solver that plays the card engine itself,
and ``prove``, which looks for one winning deal of every game.

Run: ``python host_tools/solve.py GAME... [--deals N|A-B] [--budget NODES]
[--workers W] [--search NAME]...``, or ``--all`` for every game of the
console's list (``make prove``; ``--family pairs`` with it: the pairing
games alone). Each game is tried on deals 1..N (or A..B), with its
default options, until one is won; the results go into
``PROVEN.md`` (a row per game) and each win into ``tests/data/wins/<game
id>.moves`` (format in ``tests/data/README.md``), where they beat what is
there (``proven.py``: a run never loses a win). The pairing family's games
(Pyramid, Accordion, ...) are searched by their own engine's search
(``prove_pairs.py``: ``sim/pairs_play.solve``, depth first, or for Double
Pyramid ``rollouts``, by playouts), and the grids with gaps' (Gaps,
Spaces, Maze) by theirs (``prove_gaps.py``, best first; ``--search``
picks among the card engine's searches only). A game of another family
(Six-Suit, Solitaire Tiles) is refused, exit 2.

Three kinds of search run over the engine's own moves (``Board.legal_moves``,
``apply``, ``undo``): no rule is written twice, so a new record of the
catalogue is searched as the device plays it. ``solve`` is depth first, with
the moves in a fixed order of promise. ``solve_best`` is best first: it
always goes on from the position that looks nearest a win (``distance``),
by one of five sets of weights (``WEIGHTS``). ``solve_phases`` is a beam
over the stock's deals: it settles the play between two deals with short
best-first searches, and only the few positions nearest a win deal on
(``PHASES``). Each deal gets each search in turn (``SEARCHES``), ``budget``
positions each. The depth-first search wins the small and open games
fastest; it loses itself under its first moves in the big decks, which the
best-first ones win; where dealing can't be undone (Spider's stock, Forty
Thieves' one pass), the beam wins what the others don't. Last, ``hints``
plays the device's own hint line, no move taken back (``solve_hints``): a
one-pass game whose reserve plays only up (Signora, Roman) falls to it where
the searches lose themselves; ``by-rank`` puts each card the stock brings
onto the pile whose top is the lowest rank at or above it (``solve_by_rank``):
Strategy's and Colorado's waste piles then come off once the stock is out.

* **What the solver knows.** The search makes real moves on a real deal, so
  a card turned face up is the card the deal holds there: it sees through
  the face-down cards and the stock. A win it finds proves the deal can be
  won; a player who can't see those cards may well not find it. (FreeCell and
  Yukon's open cards need no such licence.)
* **Transpositions.** Each position reached is remembered by a key of its
  piles (``_key``), with foundations and cells in sorted order and, where the
  tableau piles are alike (always, except while a stock still deals one card
  onto each pile), the tableau too: FreeCell's cells and columns filled in
  another order are the same position. A position is searched once; passes
  through the stock are kept beside the key, and a position met again with as
  many passes left as before (or fewer) is not searched again. So the stock's
  cycle ends where it began, and limited passes are counted.
* **The game's own moves and safe moves.** After every move the solver makes
  what the device would make by itself (``after.forced_move``: Spider's whole
  suit going up) and sends up every card the device calls safe
  (``auto.auto_moves``: nothing can be built on it any more). A safe card
  on the waste of a game that deals more than one card at a time is not
  forced: taking it out shifts the cards that later deals bring up.
* **Move order.** Cards up first, then moves that turn a face-down card,
  empty a pile, play from the reserve, a cell or the waste; moves that break
  a run, fill a cell or a space come late; dealing and turning the stock
  over last. Moving a whole pile into a space is never tried (it changes
  nothing), and a move that undoes the one before it is left to the
  transposition table, which drops the position it leads back to.
* **Budget.** ``budget`` counts new positions searched, a search a deal.
  The answer is a win, ``budget`` (gave up), ``exhausted (no win exists)``
  (every position reachable was searched: no win, short of the safe-move
  assumption above; the other searches are then not tried), or ``stuck at
  start``.
"""

import argparse
import functools
import heapq
import multiprocessing
import os
import signal
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: the repo root holds ``sim``

from sim import cli  # noqa: E402 (puts firmware/ on sys.path; the game list the command line knows)
from solitaire.cards import auto, legal, merci, notation  # noqa: E402
from solitaire.cards import after as cafter  # noqa: E402
from solitaire.cards import rules as R  # noqa: E402
from solitaire.cards.games import GAMES  # noqa: E402
from solitaire.cards.board import ALL, K_CELL, K_FOUND, K_RESERVE, K_TAB, STOCK, WASTE, Board  # noqa: E402
from solitaire.cards.card import FACE_UP  # noqa: E402
from host_tools.build_catalogue import EXTRA, SYMBOLS  # noqa: E402
from host_tools import proven  # noqa: E402
from host_tools import prove_gaps as GAPS  # noqa: E402
from host_tools import prove_pairs as PAIRS  # noqa: E402
from host_tools.prove_progress import JOURNAL, Journal, Progress  # noqa: E402

REDEALS = EXTRA.index("redeals")  # (the place in Rules.extra)
MERCI = EXTRA.index("merci")
ROW_TO = EXTRA.index("row_to")
LEFT = EXTRA.index("left")
OSMOSIS = SYMBOLS["found_dir"]["osmosis"]  # (a record's found_dir: fpiles.py)

WINS = os.path.join(ROOT, "tests", "data", "wins")
TABLE = os.path.join(ROOT, "PROVEN.md")
NOT_CARDS = "not a card-engine game"
OWN = {PAIRS.FAMILY: PAIRS, GAPS.FAMILY: GAPS}  # the families searched by a search of their own (their prove_*.py)
PROVABLE = (R.BUILD, PAIRS.FAMILY, GAPS.FAMILY)  # the families the solver plays
MOVES_A_LINE = 20  # in a win file: a line of moves stays readable in a diff


# -- the search -------------------------------------------------------------


def _alike(b):
    """Checks if the tableau piles are interchangeable: always, except while
    a stock still deals one card onto each pile in turn, or a redeal may
    still gather them up in their order, or in British Constitution, whose
    piles are four rows of their own rules (britcon.py), or in the Left
    games, whose spaces take the next pile's card (after.forced_move)."""
    if b.rules.extra[REDEALS] and b.can_recycle() or b.rules.extra[ROW_TO] == 6 or b.rules.extra[LEFT]:
        return False
    return b.rules.stock != R.STOCK_ROW or not b.size[STOCK]


_LENGTH = [bytes((n,)) for n in range(256)]  # a pile's length byte, made once (_key's: a fifth of a search's time)


def _key(b):
    """Gets the position's transposition key (without the passes through the
    stock, which the table keeps beside it): each pile's cards with its
    length in front, interchangeable piles sorted."""
    piles, size = b.piles, b.size

    def cards(p):
        n = size[p]
        return _LENGTH[n] + piles[p][:n]  # (bytes + a memoryview's slice: bytes, with one copy)

    found = sorted(cards(p) for p in range(b.f0, b.c0))
    if b.rules.found_dir == OSMOSIS:  # (Osmosis': which pile lies above which is the rule, fpiles.py)
        found = [cards(p) for p in range(b.f0, b.c0)]
    if b.rules.found_dir == R.UP_DOWN:
        # (Golf's one pile, cards up or down on it: only its top card and
        # size matter, the cards it holds being the ones found nowhere else)
        found = [bytes((size[p], b.top(p))) for p in range(b.f0, b.c0)]
    cells = sorted(cards(p) for p in range(b.c0, b.r0))
    tab = [cards(p) for p in range(b.t0, len(size))]
    if _alike(b):
        tab.sort()
    used = b"\x01" if b.rules.extra[MERCI] and merci.used(b) else b""  # (the merci made: not the same position)
    return used + b"".join([cards(p) for p in range(b.f0)] + found + cells + [cards(p) for p in range(b.r0, b.t0)] + tab)


def _rank(b, m):
    """Gets how soon to try move ``m`` (higher first; see the module docstring)."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if src == STOCK:
        return 2
    if src == WASTE and dst == STOCK or src == ALL:
        return 1  # (turning the waste over, or a redeal)
    if src == dst:
        return 3  # the merci: once a game, tried after the other moves (before a deal)
    ks = b.kind[src]
    kd = b.kind[dst]
    if kd == K_FOUND:
        return 100 + (b.size[src] if b.rules.found_dir == R.UP_DOWN else 0)  # (Golf's: the longest pile first)
    if ks == K_FOUND:
        return 0  # a card back down (where the game lets it): last; the table of positions seen stops it coming and going
    if ks == K_TAB:
        left = b.size[src] - n
        if left and not b.piles[src][left - 1] & FACE_UP:
            v = 90  # turns a card
        elif not left:
            v = 70  # empties a pile
        elif b.run_len(src) > n:
            v = 10  # breaks a run: worth it only for the card it uncovers
        else:
            v = 30
        if b.size[dst] and not (b.top(dst) ^ b.piles[src][left]) & 0x70:
            v += 5  # onto its own suit: where runs are built in suit (Spider), it may move on as one
    elif ks == K_RESERVE:
        v = 80
    elif ks == K_CELL:
        v = 60
    else:
        v = 50  # the waste
    if kd == K_CELL:
        v -= 40
    elif not b.size[dst]:
        v -= 20
    return v


def _pointless(b, m):
    """Checks if ``m`` moves a whole tableau pile into a space: the same
    position with the piles in another order, when they are alike."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    return (
        src < b.npiles and b.kind[src] == K_TAB and dst < b.npiles and b.kind[dst] == K_TAB
        and not b.size[dst] and m >> 16 == b.size[src] and _alike(b)
    )


def _ordered(b):
    """Gets the legal moves worth trying, the best last (the search pops them)."""
    moves = [m for m in b.legal_moves() if not _pointless(b, m)]
    moves.sort(key=lambda m: _rank(b, m))
    return moves


def _play_own_moves(b):
    """Makes the game's own moves and sends up every safe card (see the
    module docstring: not from the waste when several cards are dealt)."""
    waste_shifts = b.rules.stock == R.STOCK_WASTE and b.rules.draw > 1
    while True:
        m = cafter.forced_move(b)
        if m is None:
            m = auto.auto_moves(b, True)
            if m is not None and waste_shifts and m & 0xFF == WASTE:
                m = None
        if m is None:
            return
        b.apply(m)


def _start(rules, deal, options):
    """Gets the deal's board after the game's own first moves, and the
    answer when the search is over before it starts (see ``solve``)."""
    b = Board(rules, deal, options)
    if b.stuck():
        return b, "stuck at start"
    _play_own_moves(b)
    return b, "won" if b.won() else None


def solve(rules, deal, options=None, budget=100_000):
    """Searches deal ``deal`` of ``rules`` (with ``options``, the record's
    option values; default its defaults) for a win, depth first.

    Gets ``(moves, nodes, reason)``: the winning moves from the deal's start
    (engine moves, or None), the positions searched, and ``"won"``,
    ``"budget"``, ``"exhausted (no win exists)"`` or ``"stuck at start"``.
    """
    b, over = _start(rules, deal, options)
    if over:
        return (notation.moves(b) if over == "won" else None), int(over == "won"), over
    seen = {_key(b): b.recycles}
    nodes = 1
    # a frame: the history's length at the position, and the moves left to try
    stack = [(b.nmoves, _ordered(b))]
    while stack:
        mark, moves = stack[-1]
        while b.nmoves > mark:
            b.undo()
        if not moves:
            stack.pop()
            continue
        b.apply(moves.pop())
        _play_own_moves(b)
        if b.won():
            return notation.moves(b), nodes, "won"
        k = _key(b)
        passes = seen.get(k)
        if passes is not None and passes <= b.recycles:
            continue  # searched already, with as many passes left or more
        seen[k] = b.recycles
        nodes += 1
        if nodes >= budget:
            return None, nodes, "budget"
        stack.append((b.nmoves, _ordered(b)))
    return None, nodes, "exhausted (no win exists)"


# -- the best-first search ------------------------------------------------------

# What a position's distance from a win counts, in ``WEIGHTS``' order: each
# card not up yet; each face-down card; each tableau or reserve card that
# does not build on the card under it (a break); each that builds on it but
# is off the suit that runs move in, or go up in (Spider's, Black Widow's);
# each card in a cell; each card above the lowest rank of its pile
# (FreeCell's buried Ace); each card in the stock; each empty tableau pile (a
# negative weight: a space is worth having); each card above the next card a
# foundation takes (``_next_depth``); and each card in the waste.
WEIGHTS = {
    "best-first": (4, 3, 2, 1, 1, 1, 0, 0, 0, 0),  # (the foundation games: wins FreeCell's bigger decks, Tournament)
    "best-next": (4, 3, 2, 1, 1, 1, 0, 0, 2, 0),  # (dig for the cards the foundations want: Flower Garden)
    "best-runs": (4, 3, 3, 2, 1, 0, 1, -4, 0, 0),  # (Spider's: suited runs and spaces count for more)
    "best-suits": (4, 3, 3, 2, 1, 0, 1, 0, 0, 0),  # (the same without the spaces: Will o' the Wisp)
    "best-waste": (4, 3, 2, 1, 1, 1, 0, 0, 2, 2),  # (a waste card costs a break: one pass, where the waste buries what it holds)
}


def distance(b, weights):
    """Gets how far position ``b`` looks from a win, by ``weights`` (lower is
    nearer; see ``WEIGHTS``)."""
    w_up, w_down, w_break, w_suit, w_cell, w_buried, w_stock, w_empty, w_next, w_waste = weights
    r = b.rules
    td, ts, cut = r.tab_dir, r.tab_suit, b.tab_cut
    if td == 3:  # (Curds and Whey's: a card on its own rank too; only the runs down in suit are its goal's)
        td, ts = R.DOWN, R.SAME_SUIT
    # the runs that count: the ones a foundation takes whole (in suit, or
    # Scorpion Tail's alternating colours; Manx's any suits scored as in suit)
    ms = r.move_suit if r.move_suit != ts else (r.found_suit or R.SAME_SUIT) if r.found_takes == R.FOUND_SUITE else ts
    piles, size = b.piles, b.size
    up = 0
    for p in range(b.f0, b.c0):
        up += size[p]
    v = w_up * (b.ncards - up) + w_stock * size[STOCK] + w_waste * size[WASTE]
    for p in range(b.c0, b.r0):
        v += w_cell * size[p]
    for p in range(b.r0, b.npiles):
        n = size[p]
        if not n:
            v += w_empty
            continue
        pile = piles[p]
        low = pile[0] & 15
        lowi = 0
        if not pile[0] & FACE_UP:
            v += w_down
        for i in range(1, n):
            a, c = pile[i - 1], pile[i]
            if c & 15 < low:
                low, lowi = c & 15, i
            if not c & FACE_UP:
                v += w_down
            elif not a & FACE_UP or not legal.follows(a, c, td, ts, cut):
                v += w_break
            elif ms != ts and not legal.follows(a, c, td, ms, cut):
                v += w_suit
        v += w_buried * (n - 1 - lowi)
    if w_next:
        v += w_next * _next_depth(b)
    return v


def _next_depth(b):
    """Gets how many cards lie on the next card each foundation takes (its
    shallowest copy on the tableau or reserve; an empty foundation takes a
    base card of any suit), summed over the foundations. A card not on the
    tableau or reserve counts nothing. 0 where foundations take another
    suit's card, or go both ways (Golf)."""
    r = b.rules
    if r.found_suit != R.SAME_SUIT or r.found_dir not in (R.UP, R.DOWN):
        return 0
    step = 1 if r.found_dir == R.UP else -1
    wanted = {}  # card (or 0: any base card) -> how many foundations want it
    for p in range(b.f0, b.c0):
        n = b.size[p]
        c = (b.piles[p][n - 1] & 0x7F) + step if n else 0
        if not n or 1 <= (c & 15) <= 13:  # (a full foundation wants nothing)
            wanted[c] = wanted.get(c, 0) + 1
    base = b.base or r.found_base
    depths = {}
    for p in range(b.r0, b.npiles):
        pile, n = b.piles[p], b.size[p]
        for i in range(n):
            c = pile[i] & 0x7F
            key = c if c in wanted else 0 if c & 15 == base and 0 in wanted else -1
            if key >= 0:
                depths.setdefault(key, []).append(n - 1 - i)
    total = 0
    for c, d in depths.items():
        d.sort()
        total += sum(d[: wanted[c]])
    return total


class _Tree:
    """The positions a best-first search has reached, each kept as its parent
    and the moves that led from it (no position is ever copied), and the
    board's walk between them: back to their last common position with
    ``undo``, then on with ``apply``."""

    def __init__(self, b):
        self.b = b
        self.parent, self.depth, self.mark, self.path = [-1], [0], [b.nmoves], [()]
        self.at = 0  # the position on the board

    def go(self, target):
        """Walks the board to position ``target``."""
        parent, depth = self.parent, self.depth
        a, x, down = self.at, target, []  # (down: the positions from the common one to the target)
        while depth[x] > depth[a]:
            down.append(x)
            x = parent[x]
        while depth[a] > depth[x]:
            a = parent[a]
        while a != x:
            down.append(x)
            a, x = parent[a], parent[x]
        b = self.b
        while b.nmoves > self.mark[a]:
            b.undo()
        for y in reversed(down):
            for m in self.path[y]:
                b.apply(m)
        self.at = target

    def children(self, moves, seen):
        """Makes each of ``moves`` in turn from the position on the board,
        with the game's own moves after it. Yields None for a win (the board
        on it: stop there), else the index of each position not in ``seen``
        (the board on it, now in ``seen`` and the tree); the board comes back
        after each."""
        b, at = self.b, self.at
        here = b.nmoves
        for m in moves:
            b.apply(m)
            _play_own_moves(b)
            if b.won():
                yield None
            k = _key(b)
            passes = seen.get(k)
            if passes is None or passes > b.recycles:
                seen[k] = b.recycles
                self.parent.append(at)
                self.depth.append(self.depth[at] + 1)
                self.mark.append(b.nmoves)
                self.path.append(tuple(b.move_at(i) for i in range(here, b.nmoves)))
                yield len(self.parent) - 1
            while b.nmoves > here:
                b.undo()


def solve_best(rules, deal, options=None, budget=100_000, weights=WEIGHTS["best-first"]):
    """Searches deal ``deal`` for a win, best first: the position nearest a
    win by ``distance`` is the next one whose moves are tried (the deepest of
    those alike). Where the depth-first search spends its budget under one
    early move, this one leaves it for a better line. Gets what ``solve``
    gets."""
    b, over = _start(rules, deal, options)
    if over:
        return (notation.moves(b) if over == "won" else None), int(over == "won"), over
    tree = _Tree(b)
    seen = {_key(b): b.recycles}
    queue = [(distance(b, weights), 0, 0)]
    nodes = 1
    while queue:
        tree.go(heapq.heappop(queue)[2])
        for x in tree.children(_ordered(b), seen):
            if x is None:
                return notation.moves(b), nodes, "won"
            nodes += 1
            if nodes >= budget:
                return None, nodes, "budget"
            heapq.heappush(queue, (distance(b, weights), -tree.depth[x], x))
    return None, nodes, "exhausted (no win exists)"


def _deals(m):
    """Checks if ``m`` deals from the stock, turns the waste over or
    redeals: a move that ends one of the stock's phases."""
    src = m & 0xFF
    return src == STOCK or src == ALL or src == WASTE and (m >> 8) & 0xFF == STOCK


def solve_phases(rules, deal, options=None, budget=100_000, weights=WEIGHTS["best-next"], width=100, phase=300):
    """Searches deal ``deal`` for a win, a beam over the stock's phases.
    Between two deals, each of ``width`` positions gets a best-first search
    of ``phase`` positions that never deals; of all the positions those
    reach, the ``width`` nearest a win by ``distance`` deal, and the
    positions after their deals start the next phase. Once nothing can deal
    (the stock out, or no stock), one best-first search from all the last
    phase's positions spends the budget left. Gets what ``solve`` gets; a
    beam that runs dry gives up as the budget does (it dropped positions:
    never ``exhausted``).

    Where dealing can't be undone (Spider's stock, Forty Thieves' one pass),
    a search over the whole game sees the positions after a deal as further
    from a win (more cards on the tableau) and never goes on from them. This
    one settles each phase before the next.
    """
    b, over = _start(rules, deal, options)
    if over:
        return (notation.moves(b) if over == "won" else None), int(over == "won"), over
    tree = _Tree(b)
    seen = {_key(b): b.recycles}
    nodes = 1
    starts = [0]
    while starts:
        tree.go(starts[0])
        last = not b.size[STOCK] and not any(_deals(m) for m in b.legal_moves())
        limit = budget if last else phase
        reached = []  # (distance, -depth, index) of each position of the phase
        for group in [starts] if last else [[s] for s in starts]:
            queue = []
            for s in group:
                tree.go(s)
                queue.append((distance(b, weights), -tree.depth[s], s))
            heapq.heapify(queue)
            reached += queue
            searched = 0
            while queue and searched < limit:
                tree.go(heapq.heappop(queue)[2])
                for x in tree.children([m for m in _ordered(b) if not _deals(m)], seen):
                    if x is None:
                        return notation.moves(b), nodes, "won"
                    nodes += 1
                    searched += 1
                    if nodes >= budget:
                        return None, nodes, "budget"
                    item = (distance(b, weights), -tree.depth[x], x)
                    heapq.heappush(queue, item)
                    reached.append(item)
        reached.sort()
        starts = []
        for item in reached:
            if len(starts) >= width:
                break
            tree.go(item[2])
            for x in tree.children([m for m in b.legal_moves() if _deals(m)], seen):
                if x is None:
                    return notation.moves(b), nodes, "won"
                nodes += 1
                if nodes >= budget:
                    return None, nodes, "budget"
                starts.append(x)
    return None, nodes, "budget"


# The beams over the stock's phases: their weights, width and phase searches.
PHASES = {
    "phases-next": ("best-next", 100, 300),  # (a wide beam, short phases: Forty Thieves' one pass, a card a deal)
    "phases-runs": ("best-runs", 10, 2000),  # (a narrow beam, long phases: the stocks dealt onto every pile, Black Widow, Titan)
    "phases-deep": ("best-runs", 20, 5000),  # (twice as wide, phases 2.5 times as long: Spider's four suits)
    "phases-waste": ("best-waste", 2, 300),  # (almost greedy: one pass, a card a deal, Lady Palk)
}
SEARCHES = ("depth-first",) + tuple(WEIGHTS) + tuple(PHASES) + ("hints", "by-rank")  # (tried in this order on each deal)


def solve_hints(rules, deal, options=None, budget=100_000):
    """Plays deal ``deal`` as the device's hint engine would have a player
    play it: the game's own moves, else its forced move, else the hint's,
    no move taken back (one line, ``budget`` moves at most). Some games the
    searches lose themselves in, a one-pass stock and a reserve that plays
    only up, fall to the hint's sense of progress (Roman: won on deal 2 with
    120,000 positions of the other searches not). Gets what ``solve`` gets."""
    from solitaire.cards.hintnow import hint  # (the device's own search, made at once: loads its modules once)

    b, over = _start(rules, deal, options)
    if over:
        return (notation.moves(b) if over == "won" else None), int(over == "won"), over
    nodes = 1
    while nodes < budget:
        m = auto.auto_moves(b) or cafter.forced_move(b) or hint(b)
        if m is None:
            return None, nodes, "budget"  # (the hints at a loss prove nothing: as a search out of positions)
        b.apply(m)
        nodes += 1
        if b.won():
            return notation.moves(b), nodes, "won"
    return None, nodes, "budget"


def solve_by_rank(rules, deal, options=None, budget=100_000):
    """Plays deal ``deal`` in one line, no move taken back: every card up
    that can go, else the stock's (or the waste's) card onto the tableau
    pile whose top card is the lowest rank at or above its own, else into a
    space, else a deal, else onto any pile. Where nothing builds on the
    tableau and its top cards go only up (Strategy's, Colorado's waste
    piles), piles whose ranks fall from bottom to top always come off once
    the stock is out, the lowest rank left always on top somewhere: the
    searches, nine places to try a card, lose themselves before that (no
    win in Strategy's deals 1-5 at 500,000 positions each). Gets what
    ``solve`` gets."""
    b, over = _start(rules, deal, options)
    if over:
        return (notation.moves(b) if over == "won" else None), int(over == "won"), over
    nodes = 1
    while nodes < budget:
        moves = [m for m in b.legal_moves() if (m >> 8) & 0xFF < b.npiles]  # (a row deal's: ALL, no pile)
        up = [m for m in moves if b.kind[(m >> 8) & 0xFF] == K_FOUND]
        m = up[0] if up else None
        if m is None:
            best = None
            for x in moves:
                dst = (x >> 8) & 0xFF
                if x & 0xFF in (STOCK, WASTE) and b.kind[dst] == K_TAB:
                    card, top = b.top(x & 0xFF) & 0x0F, b.top(dst) & 0x0F if b.size[dst] else 0
                    order = (0, top) if top >= card else (1, 0) if not top else (3, -top)
                    if best is None or order < best[0]:
                        best = (order, x)
            deal_move = b.stock_move() if b.size[STOCK] else None
            if best is not None and best[0][0] < 3 or deal_move is None or b.check(deal_move) is not None:
                m = best and best[1]
            else:
                m = deal_move
        if m is None:
            return None, nodes, "budget"  # (a line at its end proves nothing: as a search out of positions)
        b.apply(m)
        _play_own_moves(b)
        nodes += 1
        if b.won():
            return notation.moves(b), nodes, "won"
    return None, nodes, "budget"


def search(name, rules, deal, options, budget):
    """Runs the search ``name`` (one of ``SEARCHES``) on a deal; gets what
    ``solve`` gets."""
    if name == "depth-first":
        return solve(rules, deal, options, budget)
    if name == "hints":
        return solve_hints(rules, deal, options, budget)
    if name == "by-rank":
        return solve_by_rank(rules, deal, options, budget)
    if name in PHASES:
        weights, width, phase = PHASES[name]
        return solve_phases(rules, deal, options, budget, WEIGHTS[weights], width, phase)
    return solve_best(rules, deal, options, budget, WEIGHTS[name])


# -- win files ----------------------------------------------------------------


def win_text(rules, deal, options, moves):
    """Gets a win file's text: the deal's header line (``notation.header``:
    game id, ``deal=N``, each option as ``field=value``), then the moves in
    the move notation, ``MOVES_A_LINE`` a line."""
    b = Board(rules, deal, options)
    lines = [notation.header(b)]
    tokens = []
    for m in moves:
        tokens.append(notation.move_text(b, m))  # (written in the position before the move)
        b.apply(m)
    for i in range(0, len(tokens), MOVES_A_LINE):
        lines.append(" ".join(tokens[i : i + MOVES_A_LINE]))
    return "\n".join(lines) + "\n"


def read_win(text):
    """Reads a win file's text: gets ``(rules, deal, options, moves text)``;
    ``notation.parse_moves`` plays the moves on ``Board(rules, deal, options)``.

    :raises sim.cli.UsageError: for an unknown game or option.
    """
    head, _, moves = text.partition("\n")
    words = head.split()
    rules = cli.find_game(words[0])
    deal = 1
    items = []
    for w in words[1:]:
        field, _, value = w.partition("=")
        if field == "deal":
            deal = int(value)
        else:
            items.append(w)
    return rules, deal, cli.parse_options(rules, items), moves


def replays_to_win(text):
    """Checks that a win file's moves, replayed on a fresh deal, win it."""
    rules, deal, options, moves = read_win(text)
    b = Board(rules, deal, options)
    notation.parse_moves(b, moves)
    return b.won()


# -- proving the catalogue ------------------------------------------------------


_searched = None  # told a game's id after each deal searched without a win (prove sets it: the progress, or a worker's queue)


def prove_game(game_id, deals, budget, searches=SEARCHES):
    """Tries deals 1..``deals`` (or the deals of a range) of a game (default
    options), each with every search of ``searches`` in turn, until one is
    won.

    Gets a result dict: ``id``, ``options`` (as the header writes them),
    ``deal`` (the deal won, or None), ``moves`` (their count), ``text`` (the
    win file), ``search`` (the one that won), ``nodes`` and ``seconds`` (for
    the search that won; else for all the deals and searches tried),
    ``deals`` (how many were searched) and ``result`` (what the table says).
    """
    rules = cli.find_game(game_id)
    out = {"id": game_id, "options": "", "deal": None, "moves": None, "text": None, "search": None, "nodes": None, "seconds": None,
           "deals": 0}
    own = OWN.get(rules.family)  # (a pairing game, a grid with gaps: its family's search and notation, no options)
    options = None if own else rules.default_options()
    if not own:
        out["options"] = " ".join(notation.header(Board(rules, 1, options)).split()[2:])
    reasons = {}
    total_nodes = 0
    t0 = time.time()
    try:
        for deal in deals if isinstance(deals, range) else range(1, deals + 1):
            out["deals"] += 1
            why = None
            for name in (own.search_of(game_id),) if own else searches:
                t = time.time()
                if own:
                    moves, nodes, reason = own.whole_win(rules, deal, budget=budget)
                else:
                    moves, nodes, reason = search(name, rules, deal, options, budget)
                total_nodes += nodes
                if moves is not None:
                    text = own.win_text(rules, deal, moves) if own else win_text(rules, deal, options, moves)
                    if not (own.replays_to_win if own else replays_to_win)(text):  # the file must replay: never write one that doesn't
                        raise AssertionError("deal %d: the win found does not replay from its notation" % deal)
                    out.update(deal=deal, moves=len(moves), text=text, search=name, nodes=nodes, seconds=time.time() - t)
                    out["result"] = "won"
                    return out
                if why is None or reason != "budget":  # (a search that looked at everything says more)
                    why = reason
                if reason != "budget":
                    break  # exhausted or stuck: another search finds no more
            reasons.setdefault(why, []).append(deal)
            if _searched is not None:
                _searched(game_id)
    except Exception as e:  # one game's fault must not lose the others' results
        out["result"] = "error: %s: %s" % (type(e).__name__, e)
        return out
    out.update(nodes=total_nodes, seconds=time.time() - t0)
    out["result"] = "no win found: " + "; ".join("%s (deals %s)" % (r, _ranges(d)) for r, d in reasons.items())
    return out


def _ranges(numbers):
    """Gets ``[1, 2, 3, 5]`` as ``1-3, 5``."""
    parts = []
    for n in numbers:
        if parts and parts[-1][1] == n - 1:
            parts[-1][1] = n
        else:
            parts.append([n, n])
    return ", ".join("%d" % a if a == b else "%d-%d" % (a, b) for a, b in parts)


def _say(line):
    print(line, file=sys.stderr, flush=True)


def prove(game_ids=None, deals=10, budget=50_000, workers=None, table=TABLE, wins=WINS, report=print, searches=SEARCHES,
          progress=_say, journal=None, fresh=False, family=None):
    """Proves games winnable (``game_ids``, or every game of the list the
    solver plays: the card engine's and the pairing family's, or those of
    ``family`` alone), with ``searches`` on each deal (a pairing game: its
    family's one search, ``prove_pairs``): one game a worker process,
    ``workers`` at once (default: one a core). Keeps the best result known
    for each game (``proven.Merge``): a win goes into ``wins`` and its row
    into ``table`` only when it beats the table's, as each game is done.
    ``report`` gets each game's row as it is done, then what the run
    improved and kept, then the summary; ``progress`` gets the progress
    line after each game (``prove_progress``). The games done are noted in
    ``journal`` (a file: ``make prove``'s is ``prove_progress.JOURNAL``):
    after a stop (Ctrl-C: KeyboardInterrupt, raised again once the report
    is made), a run with the same settings skips them, unless ``fresh``.
    Gets the results.

    :raises cli.UsageError: a game unknown, or not one the solver plays.
    """
    if game_ids is None:
        games = [g for g in cli.ALL_GAMES if g.family in PROVABLE and family in (None, g.family)]
    else:
        games = [cli.find_game(g) for g in game_ids]
    for g in games:
        if g.family not in PROVABLE:
            raise cli.UsageError("%s is %s: the solver plays only the card engine's games, the pairing family's and the grids with gaps'" % (g.id, NOT_CARDS))
    ids = [g.id for g in games]
    deal_range = deals if isinstance(deals, range) else range(1, deals + 1)
    settings = "deals=%d-%d budget=%d searches=%s games=%s" % (
        deal_range[0], deal_range[-1], budget, ",".join(searches),
        ",".join(ids) if game_ids is not None else "all" if family is None else "family " + family)
    run = Journal(journal, settings, fresh)
    count = Progress(len(ids), run, progress)
    if count.resumed():
        progress(count.resumed())
    ids = [gid for gid in ids if gid not in run.done]
    workers = workers or os.cpu_count() or 1
    merge = proven.Merge(table)
    results = []

    def done(r):
        path = os.path.join(wins, r["id"] + ".moves")
        if r["text"] is not None:
            r["result"] = "won: `%s` (%s)" % (os.path.relpath(path, ROOT), r["search"])
        if merge.better(r):
            if r["text"] is not None:
                os.makedirs(wins, exist_ok=True)
                with open(path, "w") as f:
                    f.write(r["text"])
            merge.rows[r["id"]] = proven.row(r)
            proven.write_table(merge.rows, cli.ALL_GAMES, table)  # (now: a stop must not lose it)
        results.append(r)
        report(proven.row(r))
        count.done(r["id"], r["deals"], r["text"] is not None)

    global _searched
    one = functools.partial(prove_game, deals=deals, budget=budget, searches=searches)
    try:
        if workers == 1:
            _searched = count.searched
            for gid in ids:
                done(one(gid))
        else:
            deals_searched = multiprocessing.SimpleQueue()
            with multiprocessing.Pool(workers, initializer=_worker, initargs=(deals_searched,)) as pool:
                coming = pool.imap_unordered(one, ids)
                while True:
                    try:
                        r = coming.next(timeout=1)
                    except multiprocessing.TimeoutError:
                        r = None
                    except StopIteration:
                        break
                    while not deals_searched.empty():  # (a game's deals come before its result)
                        count.searched(deals_searched.get())
                    if r is not None:
                        done(r)
    except KeyboardInterrupt:  # (a Pool's workers are stopped on the way out of the with)
        for line in merge.report():
            report(line)
        report("stopped: %d of %d games done, their results kept in %s; the same command goes on from there"
               % (count.games, count.total, os.path.relpath(table)))
        raise
    finally:
        _searched = None
    summary = proven.write_table(merge.rows, cli.ALL_GAMES, table)
    run.finish()
    for line in merge.report():
        report(line)
    report(summary)
    return results


def _worker(deals_searched):
    """Sets a worker process up: Ctrl-C is the parent's to handle (it stops
    the workers), each deal searched goes to the parent's progress through
    ``deals_searched``, and the worker gets a handle of its own on the game
    table (a forked one shares the parent's file offset with every other
    worker, and their record reads cross)."""
    global _searched
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _searched = deals_searched.put
    f = open(cli.ALL_GAMES.path, "rb")
    cli.ALL_GAMES.file = GAMES.file = f


def _deal_range(text):
    """Gets ``--deals``' value as a range: ``N`` is 1..N, ``A-B`` is A..B."""
    first, dash, last = text.partition("-")
    try:
        return range(int(first), int(last) + 1) if dash else range(1, int(first) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError("not N or A-B: %r" % text) from None


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="host_tools/solve.py",
        description="Proves card games winnable: tries deals 1..N (or A..B) of each game until the solver wins one; "
        "writes PROVEN.md and tests/data/wins/GAME.moves, keeping each game's best result known (a run never loses a win) "
        "and saying what it improved. The card engine's games, the pairing family's (its own search, sim/pairs_play.py) "
        "and the grids with gaps' (host_tools/prove_gaps.py): "
        "sixsuit, fortwo and soltiles are refused (exit 2).",
    )
    parser.add_argument("games", nargs="*", metavar="GAME", help="card-engine game ids (python -m sim list)")
    parser.add_argument("--all", action="store_true", help="every game of the list")
    parser.add_argument("--family", choices=PROVABLE, help="with --all: only this family's games (pairs: the pairing games; gaps: Gaps, Spaces, Maze)")
    parser.add_argument("--deals", type=_deal_range, default=range(1, 11), metavar="N|A-B",
                        help="deals to try: 1 to N, or A to B (default 10)")
    parser.add_argument("--budget", type=int, default=50_000, metavar="NODES", help="positions searched, a search a deal (default 50000)")
    parser.add_argument("--search", action="append", choices=SEARCHES, metavar="NAME",
                        help="a search to try on each deal, repeatable: %s (default: all, in that order)" % ", ".join(repr(n) for n in SEARCHES))
    parser.add_argument("--workers", type=int, default=None, metavar="W", help="worker processes (default: one a core)")
    parser.add_argument("--fresh", action="store_true",
                        help="start over: a run stopped with Ctrl-C otherwise goes on where it stopped when started again "
                        "with the same settings (its games done are listed in build/prove-progress.txt)")
    args = parser.parse_args(argv)
    if bool(args.games) == args.all:
        parser.error("name the games, or --all")
    if args.family and not args.all:
        parser.error("--family goes with --all")
    if not args.deals or args.deals[0] < 1 or args.budget < 1 or (args.workers is not None and args.workers < 1):
        parser.error("--deals, --budget and --workers take a whole number from 1 (--deals also A-B, A at most B)")
    try:
        prove(None if args.all else args.games, args.deals, args.budget, args.workers, searches=tuple(args.search or SEARCHES),
              journal=JOURNAL, fresh=args.fresh, family=args.family)
    except cli.UsageError as e:
        parser.error(str(e))
    except KeyboardInterrupt:  # (prove has said what it kept)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
