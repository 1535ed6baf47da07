"""Plays Solitaire Tiles through the device's keys, headless: a greedy
player on the engine, and a driver that makes each of its moves with the
keys a player would press (the cursor the shortest way, A, left/right to
the destination, A). The tests and the benchmarks' session
(``sim/sessions.py``) use them."""

from sim.autoplay import menu_keys, shortest_keys
from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_FOUND, K_TAB, STOCK, WASTE, encode
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.soltiles.specials import END, REPLACE
from solitaire.soltiles.turns import KNOCK

GI = MENU_GAMES.index("soltiles")  # (the table's look-up: a list of every id reads all its records)


def rate(b, m):
    """Rates a move for the greedy player: up top first, then the specials,
    then moves that turn a tile or empty a pile for a King; a draw last."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if src == STOCK or (src == WASTE and dst == STOCK):
        return 1
    if n >= REPLACE:
        return 6 if n == REPLACE else 0  # (swaps: no use to this player)
    if dst >= b.npiles or src >= b.npiles:
        return 7  # a claim, a Wild or a Swirl from the hand
    if b.kind[src] == K_FOUND:
        return 0  # back down: no use to this player
    if b.kind[dst] == K_FOUND:
        return 9
    if b.kind[src] == K_TAB:
        left = b.size[src] - n
        if left and not b.piles[src][left - 1] & FACE_UP:
            return 8  # turns a tile
        if not left and b.piles[src][0] & 15 != 13:
            return 5  # empties a pile (not a King moving from space to space)
        return 0
    return 4  # from the play pile onto a sequence


def greedy_move(b, idle=0):
    """Gets the greedy player's move: the best-rated, a draw when nothing
    better; the end after ``idle`` draws in a row come to three passes of
    the stock. Gets (move, rating)."""
    best, best_v = None, 0
    for m in b.legal_moves():
        v = rate(b, m)
        if v > best_v:
            best, best_v = m, v
    if best is None or (best_v == 1 and idle > 3 * (b.size[STOCK] + b.size[WASTE] + 3)):
        return encode(0, END, 0), 0
    return best, best_v


def keys_for(app, m):
    """Gets the keys that make move ``m`` from the screen's state, without
    pressing them (the fuzzer's): the cursor the shortest way, A, then
    right to the destination and A, as ``Driver.move`` presses them.

    :raises ValueError: when the screen does not offer it.
    """
    u = app.play
    b = app.board
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if dst == END:
        return [K.B_HOLD] + [K.DOWN] * app.pause_menu.items().index(SC._P_EXTRA) + [K.A]
    if dst == KNOCK:
        return shortest_keys((u.row, u.col, u.depth), (0, u.find_top(STOCK), 1), u.step_cursor) + [K.A_HOLD]

    def walk(row, col, depth=1):
        return shortest_keys((u.row, u.col, u.depth), (row, col, depth), u.step_cursor)

    if src == STOCK or (src == WASTE and dst == STOCK):
        return walk(0, u.find_top(STOCK)) + [K.A]
    hand = src >= b.npiles
    if src < b.npiles and b.kind[src] == K_TAB:
        depth = n if 1 < n < REPLACE else 1
        keys = walk(1, src - b.t0, depth)
    else:
        depth = 1
        keys = walk(0, u.find_top(b.hand0 if hand else src))
    if hand:
        p = b.hand0 if b.size[b.hand0] else b.hand0 + 1
        cands = u.candidates(p, 1)
    else:
        cands = u.candidates(src, depth)
    if m not in cands:
        raise ValueError("the screen does not offer move %x" % m)
    keys.append(K.A)
    if len(cands) == 1 and app.quick:
        return keys
    start = 0
    if not hand and not (src < b.npiles and b.kind[src] == K_FOUND):  # the card games' pick: the best-rated first
        best_v = -1
        for i in range(len(cands)):
            v = u.worth(cands[i])
            if v > best_v:
                start, best_v = i, v
    return keys + [K.RIGHT] * ((cands.index(m) - start) % len(cands)) + [K.A]


class Driver:
    """An App on Solitaire Tiles from the game menu, a clock, and every key
    pressed (255: the clock ran)."""

    def __init__(self, app=None):
        self.now = 0
        self.keys = []
        if app is None:
            app = App(Screen(), MENU_GAMES)
            for k in menu_keys(app, GI):
                self.press(k, app)
        self.app = app

    def press(self, k, app=None):
        self.now += 100
        (app or self.app).key(k, self.now)
        self.keys.append(k)

    def wait(self, ms=1000):
        self.now += ms
        self.app.tick(self.now)
        self.keys.append(255)

    def cursor(self, row, col, depth=1):
        u = self.app.play
        for k in shortest_keys((u.row, u.col, u.depth), (row, col, depth), u.step_cursor):
            self.press(k)

    def move(self, m):
        """Makes move ``m`` with the keys.

        :raises ValueError: when the screen does not offer it.
        """
        app = self.app
        u = app.play
        b = app.board
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        if dst == END:
            self.press(K.B_HOLD)
            for k in [K.DOWN] * app.pause_menu.items().index(SC._P_EXTRA) + [K.A]:
                self.press(k)
            return
        if dst == KNOCK:  # hold A on the stock
            self.cursor(0, u.find_top(STOCK))
            self.press(K.A_HOLD)
            return
        if src == STOCK or (src == WASTE and dst == STOCK):
            self.cursor(0, u.find_top(STOCK))
            self.press(K.A)
            return
        if src < b.npiles and b.kind[src] == K_TAB:
            self.cursor(1, src - b.t0, n if 1 < n < REPLACE else 1)
        else:
            self.cursor(0, u.find_top(b.hand0 if src >= b.npiles else src))
        nmoves = b.nmoves
        self.press(K.A)
        if b.nmoves != nmoves:
            if b.move_at(nmoves) != m:
                raise ValueError("A made %x, not %x" % (b.move_at(nmoves), m))
            return
        if not u.holding or m not in u.cands:
            raise ValueError("the screen does not offer move %x" % m)
        while u.cands[u.target] != m:
            self.press(K.RIGHT)
        self.press(K.A)

    def play(self, limit=300):
        """Plays greedily with the keys (``greedy_move`` on the screen's own
        position), the clock running between moves, for ``limit`` moves or
        to the game's end; an auto-finish plays out on the clock."""
        app = self.app
        idle = 0
        for _ in range(limit):
            while app.play.finishing and app.state == SC.PLAY:
                self.wait(100)
            if app.state != SC.PLAY:
                break
            m, v = greedy_move(app.board, idle)
            idle = idle + 1 if v == 1 else 0
            self.move(m)
            self.wait(300)

    def play_two(self, limit=3000):
        """Plays a two-player game to its end: seat 1 with the keys as the
        computer would choose, the computer seat on the clock."""
        from solitaire.soltiles.notation import choose
        from solitaire.soltiles.engine import cpu_on_turn

        app = self.app
        for _ in range(limit):
            if app.state != SC.PLAY:
                break
            if cpu_on_turn(app.board):
                self.wait(100)
                continue
            self.move(choose(app.board))
            self.wait(100)
