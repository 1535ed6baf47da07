"""The pairing games played by the host (never copied to the device): a
depth-first search for a win (``solve``), for the games it finds none of a
search by random playouts (``rollouts``: Double Pyramid's 104 cards), the
keys that play a move on the console (``keys_for``) and a whole scripted
win from the game menu (``win_session``), with the presses each pair took.

    python -m sim.pairs_play pyramid 3     # the win's moves and its key count
"""

import os
import sys

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from sim.autoplay import menu_keys  # noqa: E402
from solitaire.console import buttons as K  # noqa: E402
from solitaire.console import screens as SC  # noqa: E402
from solitaire.console.app import App  # noqa: E402
from solitaire.console.screen import Screen  # noqa: E402
from solitaire.gamelist import MENU_GAMES  # noqa: E402
from solitaire.pairs import engine as E  # noqa: E402
from solitaire.pairs.notation import move_text  # noqa: E402
from solitaire.pairs.play import Engine, alone  # noqa: E402
from solitaire.pairs.sets import SET, bits  # noqa: E402

LIMIT = 200_000  # positions a search looks at before giving up


def _order(b, moves):
    """Puts the moves a search tries first first: sets out of the layout
    (the pyramid's lower rows before its higher), the stock's last; a card
    into a cell after the sets, a cell's card back onto a pile after that."""

    def rank(m):
        kind = m >> 16
        if kind == E.DEAL or kind == E.TURN:
            return 1000
        a = m >> 8 & 0xFF
        if kind == E.ONTO and b.x[E.CELLS]:  # (cells.py's: into a cell after the pairs, a cell's card back last)
            return 500 if a < E.L0 + b.ncells else 900
        c = m & 0xFF
        lay = sum(1 for p in (a, c) if p != E.NONE and p >= E.L0)
        return -lay * 100 - (a if c == E.NONE else max(a, c) if c >= E.L0 else a) % 100

    return sorted(moves, key=rank)


def _waste_alone(x):
    """Gets the piles of record ``x`` whose cards each need a partner from
    the other piles (a tuple), or None. The waste's: one waste, only its top
    card free, so no two of its cards go together, and a card leaves it only
    in a pair (no space filled from it, one pass: never turned back into the
    stock); the stock's too when its top card
    is never free and never fills a space (it goes only to the waste:
    Links). A sum's pairs or a rank's, every card to go."""
    if (x[E.STOCK] != E.STOCK_WASTE or x[E.PASSES] > 1 or x[E.MATCH] not in (E.SUM, E.EQUAL) or x[E.COURTS] or x[E.DEALT] >> 7
            or x[E.GOAL] != E.GOAL_ALL or x[E.KEEP] or x[E.SETS] or x[E.WAY] or x[E.FLAGS]):
        return None
    return (E.P_WASTE,) if x[E.STOCK_FREE] or x[E.DEALT] >> 6 else (E.P_STOCK, E.P_WASTE)


def _hopeless(b, alone):
    """Is ``b`` lost because piles ``alone`` (``_waste_alone``'s) hold more
    cards of a rank than the other piles hold of the rank they go with?
    (Links' deal 2 has three Aces and three Queens in its stock, so one
    Queen in its layout for three Aces: no search need look further.
    Without this the depth-first search won none of Links' deals 1-40 at
    50,000 positions each; with it, deal 1 in 146.)"""
    out = [0] * 14
    rest = [0] * 14
    size = b.size
    piles = b.piles
    for p in range(len(size)):
        if p != E.P_OUT:
            n = out if p in alone else rest
            for c in piles[p][0 : size[p]]:
                n[c & 15] += 1
    x = b.x
    if x[E.MATCH] == E.EQUAL:
        return any(out[v] > rest[v] for v in range(1, 14))
    total = x[E.TOTAL]
    return any(out[v] > rest[total - v] for v in range(1, 14) if v != x[E.SINGLE] and 0 < total - v < 14)


def solve(b, limit=LIMIT, auto=True):
    """Gets a list of moves that wins from ``b``'s position (played out and
    taken back: ``b`` ends as it was), or None when none is found within
    ``limit`` positions; with ``auto`` the game removes a card that goes
    alone by itself, as the console's auto-finish does. Gets (moves,
    positions looked at)."""
    seen = set()
    path = []
    alone = _waste_alone(b.x)  # (a position lost by its counts alone: not searched on)

    def go():
        if b.won():
            return True
        if len(seen) >= limit:
            return False
        k = b.key()
        if k in seen:
            return False
        seen.add(k)
        if alone and _hopeless(b, alone):
            return False
        for m in _order(b, b.legal_moves()):
            b.apply(m)
            path.append(m)
            _auto(b, auto)
            if go():
                return True
            path.pop()
            _undo(b)
        return False

    sys.setrecursionlimit(10000)
    won = go()
    moves = list(path)
    for _ in path:
        _undo(b)
    return (moves if won else None), len(seen)


ROLLOUTS = {"doublepyramid": 12, "giza": 4, "pyramiddozen": 4, "triangle": 4, "eleventriangle": 4}  # the games searched by ``rollouts``: the playouts a move tries
ROLLOUT_LIMIT = 20_000  # playouts a search by rollouts makes before giving up


def _playout(b, rand):
    """Plays ``b`` out at random, a set out of the layout first when there
    is one (one time in ten any move), else a set, else the stock, and
    takes it all back. Gets (the cards removed at its end, its moves)."""
    path = []
    while not b.won():
        ms = b.legal_moves()
        if not ms:
            break
        lay = [m for m in ms if m >> 16 == E.REMOVE and ((m >> 8 & 0xFF) >= E.L0 or E.L0 <= (m & 0xFF) != E.NONE)]
        pool = lay or [m for m in ms if m >> 16 == E.REMOVE] or ms
        if lay and rand.below(10) == 0:
            pool = ms
        m = pool[rand.below(len(pool))]
        b.apply(m)
        _auto(b, True)
        path.append(m)
    out = b.size[E.P_OUT]
    for _ in path:
        _undo(b)
    return out, path


def rollouts(b, tries, limit=ROLLOUT_LIMIT):
    """Searches for a win from ``b``'s position by nested playouts (the
    project's PRNG seeded with the deal number, so a deal's search is the
    same every time): at each step every legal move is tried ``tries``
    times by ``_playout``, and the best line found so far (the most cards
    removed at its end) is followed a move. Gets (the moves that win or
    None, the playouts made); ``b`` ends as it was."""
    from solitaire.prng import Rand

    rand = Rand(b.deal_no)
    path = []
    best = None  # (cards removed, the line's moves from here)
    n = 0
    while not b.won() and n < limit:
        ms = b.legal_moves()
        if not ms:
            break
        step = (-1, None, None)
        for m in ms:
            b.apply(m)
            _auto(b, True)
            for _ in range(tries):
                got, line = _playout(b, rand)
                n += 1
                if got > step[0]:
                    step = (got, m, line)
            _undo(b)
        if best is None or step[0] >= best[0]:
            best = (step[0], [step[1]] + step[2])
        m = best[1].pop(0)
        b.apply(m)
        _auto(b, True)
        path.append(m)
    won = b.won()
    for _ in path:
        _undo(b)
    return (path if won else None), n


def find_win(b):
    """Gets a win from ``b``'s position by the game's search (``rollouts``
    for the games in ``ROLLOUTS``, ``pairs_open.search`` for the open
    pyramids', ``pairs_beam.search`` for Anubis', else ``solve``), or None."""
    from sim import pairs_beam, pairs_open  # (they build on this module)

    if b.rules.id in pairs_open.OPEN:
        return pairs_open.search(b)[0]
    if b.rules.id in pairs_beam.BEAM:
        return pairs_beam.search(b, pairs_beam.BEAM[b.rules.id])[0]
    if b.rules.id in ROLLOUTS:
        return rollouts(b, ROLLOUTS[b.rules.id])[0]
    return solve(b)[0]


def _auto(b, on):
    """Makes the game's own moves (Play.after_move's)."""
    m = b.own(True) if on else None
    while m is not None:
        b.apply(m, True)
        m = b.own(True)


def _undo(b):
    """Takes back the last player move and the game's after it."""
    while b.last_by_game():
        b.undo()
    b.undo()


def keys_for(play, m):
    """Gets the keys that make move ``m`` on the screen of ``play`` (a
    pairs ``Play`` with its cursor where it is): the cursor stepped to the
    first card the shorter way round, A, then the partner picked out of
    the picked card's moves, A (none when the pick made it at once)."""
    kind = m >> 16
    if kind == SET:  # (picked from whichever of its cards takes the fewest keys)
        return min((_keys_from(play, m, p) for p in bits(m)), key=len)
    return _keys_from(play, m, E.P_STOCK if kind in (E.DEAL, E.TURN) else m >> 8 & 0xFF)


def _keys_from(play, m, a):
    """Gets the keys that make move ``m`` picking the card at ``a`` first."""
    b = play.board
    kind = m >> 16
    keys = []
    s = play.spots()
    i = s.index(play.cur) if play.cur in s else 0
    j = s.index(a)
    fwd = (j - i) % len(s)
    keys += [K.RIGHT] * fwd if fwd <= len(s) - fwd else [K.LEFT] * (len(s) - fwd)
    keys.append(K.A)
    if kind == E.TURN or kind == E.DEAL and not m >> 8 & 0xFF:  # (a deal naming its waste: picked as a partner, pairs/wastes.py)
        return keys
    cands = b.legal_moves(a)
    quick = play.app.quick
    if len(cands) == 1 and (quick or alone(cands[0])):
        return keys
    t = cands.index(m) if m in cands else cands.index(_swap(m))  # (a pair is found from either card)
    keys += [K.RIGHT] * t if t <= len(cands) - t else [K.LEFT] * (len(cands) - t)
    keys.append(K.A)
    return keys


def _swap(m):
    return m & 0xFF0000 | (m & 0xFF) << 8 | m >> 8 & 0xFF


def play_moves(app, moves, on_key=None):
    """Plays ``moves`` on ``app``'s pairs game by keys; gets the keys a
    move took, one count a move."""
    counts = []
    if app.play.pending:  # (a big pyramid's deal finishes in the clock's next step, before a player's key)
        app.tick(app.now)
    for m in moves:
        n = 0
        if (m >> 16) == E.REMOVE and (m >> 8 & 0xFF) == E.P_STOCK:
            m = _swap(m)  # (the stock's top card pairs with a card picked first: A on the stock deals)
        for k in keys_for(app.play, m):
            app.key(k)
            n += 1
            if on_key is not None:
                on_key(k)
        counts.append(n)
    return counts


def started(rules, deal, options=b""):
    """Gets deal ``deal`` as the console starts it: the game's own moves
    made (a space filled from the stock, a free King removed)."""
    b = Engine(rules, deal, options)
    _auto(b, True)
    return b


_WINS = {}  # (game, deal, options) -> its searched win (``win_of``)


def win_of(rules, deal, options=b""):
    """Gets ``find_win``'s win of deal ``deal`` as the console starts it
    (a list of moves, or None), searched once a process: test_pairs' win by
    keys and its power cut search the same deal (Anubis' and Double
    Pyramid's searches some 1.4 s of CPU each)."""
    k = (rules.id, deal, bytes(options or b""))
    if k not in _WINS:
        _WINS[k] = find_win(started(rules, deal, options))
    w = _WINS[k]
    return None if w is None else list(w)


def play_win(app, on_key=None):
    """Plays a searched win of the pairs game on ``app``'s board by keys
    (the board as dealt). Gets the presses each move took.

    :raises ValueError: when the search finds no win.
    """
    b = app.board
    moves = win_of(b.rules, b.deal_no, b.options)
    if moves is None:
        raise ValueError("%s deal %d: no win found" % (b.rules.id, b.deal_no))
    return play_moves(app, moves, on_key=on_key)


def win_session(game_id, deal):
    """Opens ``game_id`` from the game menu, goes to deal ``deal`` through
    the pause menu and plays the searched win by keys. Gets (keys, presses
    of each move, app)."""
    from sim.sessions import _pause_to_deal  # (sessions imports this module)

    app = App(Screen(), MENU_GAMES)
    keys = menu_keys(app, MENU_GAMES.index(game_id))
    for k in keys:
        app.key(k)
    keys += _pause_to_deal(app, deal)
    for t in (400, 800):  # (a deal of two decks or three is dealt in a tick, drawn in the next: pairs/play.py)
        app.tick(app.now + t)
    counts = play_win(app, on_key=keys.append)
    return keys, counts, app


def main(argv=None):
    args = (argv if argv is not None else sys.argv[1:]) or ["pyramid", "1"]
    gid, deal = args[0], int(args[1]) if len(args) > 1 else 1
    from sim import pairs_beam, pairs_open  # (the games they search: their own command lines)

    if gid in pairs_open.OPEN or gid in pairs_beam.BEAM:
        return (pairs_open if gid in pairs_open.OPEN else pairs_beam).main([gid, str(deal)])
    b = started(MENU_GAMES[MENU_GAMES.index(gid)], deal)
    moves, seen = rollouts(b, ROLLOUTS[gid]) if gid in ROLLOUTS else solve(b)
    if moves is None:
        print("%s deal %d: no win in %d %s" % (gid, deal, seen, "playouts" if gid in ROLLOUTS else "positions"))
        return 1
    for m in moves:
        b.apply(m)
        _auto(b, True)
    print(" ".join(move_text(b, m) for m in moves))
    print("%d moves, %d %s" % (len(moves), seen, "playouts" if gid in ROLLOUTS else "positions"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
