"""Plays Solitaire for Two through the device's keys, headless: seat 1 a
person whose choices are the level-2 computer's, made with the keys as a
player would (walk the cursor, pick, choose, drop; draw and knock on the
stock), the other seats the console's own computers, left to the clock. The
tests and the benchmarks' session (``sim/sessions.py``) use it."""

from sim.autoplay import menu_keys, shortest_keys
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.prng import Rand
from solitaire.sixsuit import notation as N
from solitaire.sixsuit.piles import DISC, DRAW_MOVE, L0, MOVE, T0, U0, UP
from solitaire.sixsuit.fortwo_notation import KNOCK, TURN

GI = MENU_GAMES.index("fortwo")  # (the table's look-up: a list of every id reads all its records)


class Driver:
    """An App on Solitaire for Two, a clock, and every key pressed (255:
    the clock ran)."""

    def __init__(self, deal=1, options=None):
        self.app = App(Screen(), MENU_GAMES)
        self.now = 0
        self.keys = []
        for k in menu_keys(self.app, GI):
            self.press(k)
        if options is not None or deal != 1:
            self.app.start(GI, deal, options)

    @property
    def g(self):
        return self.app.board

    @property
    def ui(self):
        return self.app.play

    def press(self, k):
        self.now += 100
        self.app.key(k, self.now)
        self.keys.append(k)

    def wait(self, ms=600):
        self.now += ms
        self.app.tick(self.now)
        self.keys.append(255)

    def act(self, m):
        """Makes action ``m`` of the seat on turn with the keys."""
        g = self.g
        n = g.nmoves
        for k in keys_for(self.app, m):
            self.press(k)
        if g.nmoves == n:
            raise AssertionError("the keys did not make %x" % m)

    def turn(self, level=2):
        """Plays the person's turn with level ``level``'s choices."""
        from solitaire.sixsuit.computer import think

        g = self.g
        seat = g.st[TURN]
        for _ in range(80):
            if g.over():
                return
            m = None
            for m in think(g, level, Rand(g.deal_no ^ g.nmoves)):
                pass
            self.act(m)
            self.wait()
            if g.over() or g.st[TURN] != seat:
                return
        raise AssertionError("a turn of 80 actions")

    def play_to_the_end(self, limit=4000):
        """Plays seat 1 with the keys and lets the computers play, until the
        result shows."""
        g = self.g
        for _ in range(limit):
            if self.app.state == SC.WIN:
                return
            if g.seats[g.st[TURN]] or g.over():
                self.wait()
            else:
                self.turn()
        raise AssertionError("no end after %d steps" % limit)


def keys_for(app, m):
    """Gets the keys that make action ``m`` on the screen showing now: walk
    the cursor, pick (A), choose the place (as ``Play._hold`` starts from
    the likeliest), drop; draw and knock on the stock. Worked out before any
    is pressed, from what the screen would offer."""
    u = app.play
    g = u.board
    kind = m >> 16
    keys = []

    def go(pos, depth=1):
        keys.extend(shortest_keys((u.pos, u.depth), (pos, depth), u.step))

    if kind == DRAW_MOVE >> 16 or kind == KNOCK:
        go(N.STOCK_POS)
        keys.append(K.A)
        if kind == KNOCK:
            k = g.size[UP]
            if k > 1:
                keys.extend([K.DOWN] * (((m & 0xFF) - (k - 1)) % k))  # from the last up tile
            if (m >> 8) & 0xFF:
                keys.append(K.RIGHT)  # the other two turned round
            keys.append(K.A)
        return keys
    src = m & 0xFF if kind == MOVE else _place(g, m)
    if L0 <= src < T0:
        go(src - L0)
    else:
        two = u.two
        depth = next(d for d in range(1, two.disc_view()[1] + 1) if two.at_depth(d) == src)
        go(N.DISC_POS, depth)
    keys.append(K.A)
    cands = u.candidates(src)
    if len(cands) == 1 and len(cands[0]) == 1:
        return keys  # one place: it goes at once
    best = 0
    best_v = -1
    for i in range(len(cands)):
        v = u._worth(src, cands[i][0])
        if v > best_v:
            best_v = v
            best = i
    for i, vs in enumerate(cands):
        for j, v in enumerate(vs):
            if v & N.MOVE_MASK == m and not v & N.DECL:
                n = len(cands)
                right = (i - best) % n
                keys.extend([K.RIGHT] * right if right <= n - right else [K.LEFT] * (n - right))
                keys.extend([K.DOWN] * j)
                keys.append(K.A)
                return keys
    raise ValueError("the screen does not offer %x" % m)


def _place(g, m):
    """Gets the source (a pile, or ``U0 + i``) of the tile an exchange or a
    cash moves."""
    from solitaire.sixsuit.piles import CASH, JOKER

    t = JOKER[(m >> 8) & 3] if m >> 16 == CASH else m & 0x7F
    p = g.loc[t]
    if p == UP:
        for i in range(g.size[UP]):
            if g.piles[UP][i] & 0x7F == t:
                return U0 + i
    if p == DISC:
        pile, a, n = g.ups()
        for i in range(n):
            if pile == DISC and g.piles[DISC][a + i] & 0x7F == t and a + i != g.size[DISC] - 1:
                return U0 + i
    return p
