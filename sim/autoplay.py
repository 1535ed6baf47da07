"""Plays a list of engine moves through the device UI's keys, the way a
player would: walk the cursor to the cards, pick, step to the destination,
drop. Used to check that wins are reachable through the UI, and to count the
presses each move takes."""

from collections import deque


from solitaire.cards import tableau as cardplay
from solitaire.cards.board import K_CELL, K_FOUND, STOCK, WASTE, Board, encode
from solitaire.cards import auto
from solitaire.cards.auto import is_stock_move
from solitaire.console import buttons as K
from solitaire.console import menu as MN
from solitaire.console import screens as SC

# the keys' names, by number (``buttons.UP`` ...): the fuzz's tokens and the
# behaviour record's (host only: the device names no key)
KEY_NAMES = ("up", "down", "left", "right", "a", "b", "hold-a", "hold-b")


def shortest_keys(start, goal, step):
    """Gets the shortest list of d-pad keys that takes a cursor from state
    ``start`` to ``goal``, where ``step(k, *state)`` gives the next state.

    :raises ValueError: when the cursor can't reach ``goal``.
    """
    return _path(_search(start, step, goal), goal)


def _search(start, step, goal=None):
    """Walks the cursor's states breadth first from ``start`` (the keys in
    one order), until ``goal`` is reached (None: every state it can reach);
    gets {state: (the state before, the key) or None for ``start``}. A state
    is reached by the same keys whether the walk stops there or goes on."""
    seen = {start: None}
    todo = deque([start])
    while todo:
        s = todo.popleft()
        if s == goal:
            break
        for k in (K.LEFT, K.RIGHT, K.UP, K.DOWN):
            t = step(k, *s)
            if t not in seen:
                seen[t] = (s, k)
                todo.append(t)
    return seen


def _path(seen, goal):
    """The keys to ``goal`` in a walk's ``seen`` (``_search``)."""
    if goal not in seen:
        raise ValueError("cursor can't reach %r" % (goal,))
    keys = []
    s = goal
    while seen[s] is not None:
        s, k = seen[s]
        keys.append(k)
    return keys[::-1]


def _top_keys(sel, line):
    """The keys from the top level's line ``sel`` to its ``line`` (the
    list goes round)."""
    n = MN._TOPS
    steps = (line - sel) % n
    return [K.DOWN] * steps if steps <= n - steps else [K.UP] * (n - steps)


def menu_keys(app, gi):
    """Gets the keys that start game ``gi`` from the game menu as it shows
    now: back to the top level, down to A to Z, the fewest presses to its
    run and in the run (its first line there), A."""
    from solitaire.console.menu import Menu

    keys = _into_az(app)
    scratch = Menu(app)  # (reads the games, changes nothing of the app's)
    scratch.open(MN._M_RUN)  # (the other games' places in A to Z worked out, as A opening a run does)
    scratch.open(MN._M_AZ)
    for r in range(scratch.count()):
        lo, hi = scratch.run(r)
        for k in range(hi - lo):
            if scratch.by_name(lo + k) == gi:
                return keys + _list_keys(scratch, MN._M_AZ, MN._M_RUN, r, k)
    raise ValueError("no game number %d in A to Z" % gi)


def _into_az(app):
    """The keys from the game menu as it shows now to the top level's A to
    Z line: back to the top level, down to it (not its A)."""
    menu = app.menu
    keys = []
    li = menu.list
    if li >= MN._M_FAMILY:  # (a run, a family, a deck group: back to its list first)
        keys.append(K.B)
    if li != MN._M_TOP:
        keys.append(K.B)
        sel = menu.top
    else:
        sel = menu.sel
    return keys + _top_keys(sel, MN._M_AZ)


def _list_step(scratch):
    def step(k, sel, li, f=0):
        scratch.list, scratch.group, scratch.sel = li, f, sel
        scratch.key(k)
        return (scratch.sel, li)

    return step


def _list_keys(scratch, top, inner, f, k, walks=None):
    """The keys from list ``top``'s A (opening it) to line ``k`` of its
    group ``f`` (list ``inner``) and its A; ``walks``: {(list, group): its
    walk}, kept for the next call."""
    step = _list_step(scratch)
    walks = {} if walks is None else walks
    if (top, -1) not in walks:
        walks[(top, -1)] = _search((0, top), step)
    if (inner, f) not in walks:
        walks[(inner, f)] = _search((0, inner), lambda key, sel, li: step(key, sel, li, f))
    return [K.A] + _path(walks[(top, -1)], (f, top)) + [K.A] + _path(walks[(inner, f)], (k, inner)) + [K.A]


def every_menu_keys(app):
    """Gets, for every game from the game menu's top level, the keys that
    start it: by A to Z (``menu_keys``' keys) and the fewest by any of its
    ways in (its run in A to Z, its family in Families, its deck group in
    By decks): (a list of each, by game number). Each list is walked once
    for all the games (a walk a game was most of test_menu's time)."""
    from solitaire.console.menu import Menu

    assert app.menu.list == MN._M_TOP
    scratch = Menu(app)  # (reads the games, changes nothing of the app's)
    scratch.open(MN._M_RUN)  # (the other games' places in A to Z worked out, as A opening a run does)
    scratch.open(MN._M_AZ)
    az = best = None
    for top, inner in ((MN._M_AZ, MN._M_RUN), (MN._M_FAMILIES, MN._M_FAMILY), (MN._M_DECKS, MN._M_DECK)):
        scratch.open(top)
        found = {}  # game number: (its group, its first line there), the first group it is in
        for f in range(scratch.count()):
            scratch.list, scratch.group = inner, f
            for k in range(scratch.count()):
                found.setdefault(scratch.game(k), (f, k))
        walks = {}
        into = _top_keys(app.menu.sel, top)
        ways = [into + _list_keys(scratch, top, inner, *found[gi], walks) if gi in found else None for gi in range(len(app.games))]
        if az is None:
            az, best = ways, list(ways)
        for gi in range(len(app.games)):
            if ways[gi] is not None and len(ways[gi]) < len(best[gi]):
                best[gi] = ways[gi]
    return az, best

def _cursor_keys(app, row, col, depth):
    """Gets the shortest key list that brings the cursor to (row, col, depth)."""
    return shortest_keys((app.play.row, app.play.col, app.play.depth), (row, col, depth), lambda k, r, c, d: app.play.step_cursor(k, r, c, d))


def keys_for(app, m):
    """Gets the keys that make move ``m`` from the UI's current state."""
    b = app.board
    src = m & 0xFF
    n = m >> 16
    if is_stock_move(m):
        return _cursor_keys(app, 0, app.play.find_top(STOCK), 1) + [K.A]
    if b.kind[src] == 5:  # tableau
        col = src - b.t0
        depth = 1
        if m not in app.play.candidates(src, 1):
            depth = n
        keys = _cursor_keys(app, 1, col, depth)
    else:
        depth = n if src == WASTE and b.rules.extra[65] else 1  # (65, waste_all: the waste's card n deep, chosen by up: cards/bouquet.py)
        keys = _cursor_keys(app, 0, app.play.find_top(src), depth)
    if b.kind[(m >> 8) & 0xFF] == K_FOUND and auto.foundation_move(b, src) == m:
        return keys + [K.A_HOLD]  # hold A sends the card up in one press
    cands = app.play.candidates(src, depth)
    if m not in cands:
        raise ValueError("the UI does not offer move %r" % m)
    keys.append(K.A)
    if len(cands) == 1 and app.quick:
        return keys
    # the pick starts on the destination the UI rates best; step from there
    best, best_v = 0, -1
    for i, c in enumerate(cands):
        v = app.play.worth(c)
        if v > best_v:
            best, best_v = i, v
    want = cands.index(m)
    steps = (want - best) % len(cands)
    if steps <= len(cands) - steps:
        keys += [K.RIGHT] * steps
    else:
        keys += [K.LEFT] * (len(cands) - steps)
    keys.append(K.A)
    return keys


def translate(board, ref, m):
    """Gets the move on ``board`` that does what ``m`` does on ``ref``.

    Cells and foundations are interchangeable, so the two boards may hold a
    card in different ones; the tableau and the stock are the same on both.
    A card goes to the foundation ``m`` names where it fits there.
    """
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if is_stock_move(m):
        return m
    if ref.kind[src] == K_CELL:
        card = ref.top(src)
        src = next(p for p in range(board.c0, board.r0) if board.size[p] and board.top(p) == card)
    if ref.kind[dst] == K_CELL:
        dst = next(p for p in range(board.c0, board.r0) if not board.size[p])
    elif ref.kind[dst] == K_FOUND and board.check(encode(src, dst, n)) is not None:
        for p in range(board.f0, board.c0):  # (the same pile where it fits: Tournament's halves both take a Jack)
            if board.check(encode(src, p, n)) is None:
                dst = p
                break
    return encode(src, dst, n)


def finish(app, on_tick=None):
    """Lets the clock run until an auto-finish (or a send-up of every safe
    card) is over."""
    t = app.now
    while app.play.busy():
        t += cardplay.FINISH_MS
        app.tick(t)
        if on_tick is not None:
            on_tick(t)


def play_moves(app, moves, now=0, on_key=None, on_tick=None):
    """Makes ``moves`` (as made on a fresh deal of the same game) through
    ``app.key``; stops early when the game is won (the UI finishes a won game
    by itself, on the clock). Gets the keys pressed.

    :raises ValueError: when a move can't be made through the UI.
    """
    b = app.board
    ref = Board(b.rules, b.deal_no, b.options)
    pressed = []
    i = 0
    while i < len(moves):
        m = moves[i]
        i += 1
        if app.state != SC.PLAY:
            break
        mine = translate(app.board, ref, m)
        why = app.board.check(mine)
        if why is not None:
            raise ValueError("move %r is not legal here: %s" % (mine, why))
        ref.apply(m)
        done = app.board.nmoves + 1
        for k in keys_for(app, mine):
            app.key(k, now)
            pressed.append(k)
            if on_key is not None:
                on_key(k)
        finish(app, on_tick)
        while done < app.board.nmoves and app.state == SC.PLAY:  # the game's own moves
            own = translate(ref, app.board, app.board.move_at(done))
            ref.apply(own)
            done += 1
            if i < len(moves) and moves[i] == own:
                i += 1  # (listed too, as a solver's win lists Spider's suits going up: made once)
    return pressed
