"""Plays Six-Suit Solitaire through the device's keys, headless: a driver
that walks the cursor the shortest way, and a greedy player that plays a
whole game to its score sheet. The tests and the benchmarks' session
(``sim/sessions.py``) use them."""

from sim.autoplay import menu_keys, shortest_keys
from solitaire.sixsuit import engine as G
from solitaire.sixsuit import piles as SP
from solitaire.sixsuit import notation as N
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.console import buttons as K
from solitaire.console import screens as SC

# the game list as the device has it (the other families' games in A to Z
# too: a list without them had the menu's keys, worked out here, open Six by
# Four on the device once Simple Pairs came before Six-Suit Solitaire)
MENU = MENU_GAMES
GI = MENU_GAMES.index("sixsuit")


class Driver:
    """An App on the six-suit game, a clock, and every key pressed."""

    def __init__(self, deal=1, options=None, game=None):
        self.app = App(Screen(), MENU)
        self.now = 0
        self.keys = []
        for k in menu_keys(self.app, GI):  # from the game menu
            self.press(k)
        if options is not None or deal != 1:
            self.app.start(GI, deal, options)
        self.ui = self.app.play
        if game is not None:  # a position of our own
            self.ui.board = self.app.play.board = game
            self.ui.drawn = False
            self.app._draw()

    @property
    def g(self):
        return self.app.board

    def press(self, k):
        self.now += 100
        self.app.key(k, self.now)
        self.keys.append(k)

    def wait(self, ms=1000):
        """Lets the clock run (messages go, the end of the game is found)."""
        self.now += ms
        self.app.tick(self.now)

    def go(self, pos, depth=1):
        """Walks the cursor to (pos, depth) the shortest way; gets the presses."""
        u = self.ui
        path = shortest_keys((u.pos, u.depth), (pos, depth), u.step)
        for k in path:
            self.press(k)
        return len(path)

    def choose(self, v):
        """While holding: steps to candidate variant ``v`` and drops it."""
        u = self.ui
        assert u.mode == N.HOLD
        for i, vs in enumerate(u.cands):
            if v in vs:
                n = len(u.cands)
                right = (i - u.target) % n
                for _ in range(right if right <= n - right else 0):
                    self.press(K.RIGHT)
                for _ in range(0 if right <= n - right else n - right):
                    self.press(K.LEFT)
                for _ in range(vs.index(v)):
                    self.press(K.DOWN)
                self.press(K.A)
                return
        raise AssertionError("the UI does not offer %r" % v)

    def move(self, src, v):
        """Picks the talon or a column up and drops it as variant ``v``."""
        self.go(N.DISC_POS if src == SP.DISC else src - SP.L0)
        n = self.g.nmoves
        self.press(K.A)
        if self.ui.mode == N.HOLD:
            self.choose(v)
        assert self.g.nmoves > n

    def draw(self):
        self.go(N.STOCK_POS)
        self.press(K.A)


def all_candidates(u):
    """Gets (src, variant) for every variant the UI offers."""
    g = u.board
    out = []
    for src in [SP.DISC] + list(range(SP.L0, SP.T0)):
        if g.size[src]:
            for vs in u.candidates(src):
                for v in vs:
                    out.append((src, v))
    return out


def rate(g, src, v):
    """A greedy player's liking for a move (higher is better, None: never)."""
    m = v & N.MOVE_MASK
    kind = m >> 16
    if kind in (SP.EXCHANGE, SP.CASH):
        return 100
    dst = (m >> 8) & 0xFF
    if dst < SP.JOKERS:
        return 80
    if src == SP.DISC:
        return 50
    if g.size[SP.T0 + src - SP.L0]:
        return 70 + g.size[SP.T0 + src - SP.L0]
    return 10 if g.size[dst] else None


def greedy_action(d, seen):
    """Gets the greedy player's next action: ('move', src, v), ('liberty',
    index), ('draw',) or None; never one that repeats a position."""
    g = d.g
    u = d.ui
    best = None
    best_r = -1
    for src, v in all_candidates(u):
        r = rate(g, src, v)
        if r is None or r <= best_r:
            continue
        n = g.nmoves
        if v & N.DECL:
            g.apply(SP.DECLARE << 16 | ((v >> 26) & 3) << 8 | (v >> 19) & 0x7F)
        g.apply(v & N.MOVE_MASK)
        g.settle()
        key = g.key()
        while g.nmoves > n:
            g.undo()
        if key not in seen:
            best, best_r = ("move", src, v), r
    if g.libs and g.size[SP.DISC] > 1 and (best is None or best_r < 50):
        return ("liberty", g.size[SP.DISC] - u._best_discard())
    if best is not None and (best_r >= 10 or not g.size[SP.STOCK]):
        return best
    if g.size[SP.STOCK]:
        return ("draw",)
    return best


def play_actions(d, seen, n):
    """Plays up to ``n`` of the greedy player's actions, each followed by a
    pause; gets False when nothing is left to do (the clock then runs once)."""
    for _ in range(n):
        if d.app.state == SC.WIN:
            return False
        seen.add(d.g.key())
        a = greedy_action(d, seen)
        if a is None:
            d.wait()
            return False
        if a[0] == "draw":
            d.draw()
        elif a[0] == "move":
            d.move(a[1], a[2])
        else:
            d.go(N.DISC_POS, d.g.size[SP.DISC] - a[1])
            d.press(K.A)
            if d.ui.mode == N.HOLD:
                d.press(K.A)
        d.wait()
    return True


def play_to_the_end(d, limit=600, seen=None):
    """Plays greedily through the keys until the score sheet shows."""
    if play_actions(d, set() if seen is None else seen, limit) and d.app.state != SC.WIN:
        raise AssertionError("no end after %d actions" % limit)
    assert d.app.state == SC.WIN, "nothing to do, yet not over"


def recorded_game(deal):
    """Plays a game through the keys; gets the keys, 255 where the clock ran."""
    d = Driver(deal)
    events = []
    press, wait = d.press, d.wait

    def p(k):
        events.append(k)
        press(k)

    def w(ms=1000):
        events.append(255)
        wait(ms)

    d.press, d.wait = p, w
    play_to_the_end(d)
    return d, events
