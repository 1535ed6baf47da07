"""Solitaire Tiles' computer player (two players, ``seat2=cpu``).

It rates each legal move of the seat on turn and makes the best, a move at
a time; with nothing worth making it draws (once a turn) and then knocks:

* a tile of its own colour up: the most (its points, and they are its);
* a tile of the other colour up when the other seat could put it up next
  (it is on top somewhere and fits): that denies it;
* claiming a special; a Wild up on its own colour, else onto a sequence
  (one owned at the end costs 20); replacing a Wild;
* moves that turn a face-down tile or empty a compartment for a King;
* its Swirl when nothing else plays (returns and swaps are not for it).

``Think`` spreads the work over the console's ticks: a tick gets the card
moves, the next the layer's, each later one rates a few of them, so no tick
costs much more than a key; the screen makes the move when the thinking is
done and half a second has passed (``play.py``).
"""

from micropython import const

from solitaire.console.ticks import MASK, ticks_diff
from solitaire.soltiles import legal

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_DRAWN = const(1)
_FACE_UP = const(0x80)
_FIRST = const(4)
_KNOCK = const(0xFD)
_K_FOUND = const(2)
_K_TAB = const(5)
_REPLACE = const(0x40)
_STOCK = const(0)
_SWAP = const(0x60)
_TFLAGS = const(1)
_WASTE = const(1)
_WILD_UP = const(0x50)

_SLICE = const(6)  # moves rated a tick
_SHOW_MS = const(500)  # between its moves


def rate(b, m, seat):
    """Rates move ``m`` for ``seat`` (0: not worth making)."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if src == _STOCK or (src == _WASTE and dst == _STOCK):
        return 0  # (the draw: when nothing else, see fallback)
    if n >= _SWAP:
        return 0
    if n >= _WILD_UP:
        return 40 if 6 >> (n & 3) & 1 == b.rules.colour ^ seat else 0  # (a suit's colour: 1 red; the seat's: the ``colour`` option, seat 2 the other)
    if n == _REPLACE:
        return 30
    if dst >= b.npiles:
        return 50 if dst != b.swirl else 0  # a claim (a Swirl: when stuck)
    if src >= b.npiles:
        return 1  # a Wild onto a sequence: better than owning it at the end (20 each)
    if b.kind[src] == _K_FOUND:
        return 0
    c = b.top(src) if n == 1 else b.piles[src][b.size[src] - n]
    if b.kind[dst] == _K_FOUND:
        if 6 >> (c >> 4 & 3) & 1 == b.rules.colour ^ seat:
            return 60 + (c & 15)
        return 35  # the other's: up by the other next, unless denied now
    if b.kind[src] == _K_TAB:
        left = b.size[src] - n
        if left and not b.piles[src][left - 1] & _FACE_UP:
            return 20
        if not left and b.piles[src][0] & 15 != 13:
            return 10
        return 0
    return 5  # from the play pile onto a sequence


def fallback(b, moves):
    """With nothing worth making: the Swirl, a draw (once a turn), the knock."""
    for m in moves:
        if (m >> 8) & 0xFF == b.swirl:
            return m
    if not b.st[_TFLAGS] & (_DRAWN | _FIRST):
        for m in moves:
            if m & 0xFF == _STOCK or (m & 0xFF == _WASTE and (m >> 8) & 0xFF == _STOCK):
                return m
    return _KNOCK << 8  # (the knock: piles.encode(0, KNOCK, 0))


class Think:
    """The computer's choice, a slice a tick: ``step()`` until it is True,
    then ``move``."""

    def __init__(self, b):
        self.b = b
        self.moves = None
        self.i = -1  # (-1: the layer's moves still to get)
        self.best = None
        self.best_v = 0
        self.move = None

    def step(self):
        b = self.b
        if self.moves is None:  # the card moves, then the layer's: a tick each
            self.moves = legal.card_moves(b) if not b.ended() else []
            return False
        if self.i < 0:
            legal.layer_moves(b, self.moves)
            self.i = 0
            return False
        seat = b.seat()
        moves = self.moves
        end = min(self.i + _SLICE, len(moves))
        for i in range(self.i, end):
            v = rate(b, moves[i], seat)
            if v > self.best_v:
                self.best, self.best_v = moves[i], v
        self.i = end
        if end < len(moves):
            return False
        self.move = self.best if self.best is not None else fallback(b, moves)
        return True


def tick(play, now):
    """The computer seat on ``play``'s tick (``play.py``'s, it only while one is on turn): a slice
    of thinking a tick, then its move once the thinking is done and half a second has passed since
    its last (A makes it act at once). Gets True when the board changed."""
    t = play.thinking
    if t is None or play.think_version != play.version:  # (the board changed: think again)
        play.thinking = Think(play.board)
        play.think_version = play.version
        return False
    if t.move is None:  # (its move comes with the thinking's last slice)
        t.step()
        return False
    if ticks_diff(now, play.act_at) < 0:
        return False
    m = t.move
    play.thinking = None
    play.act_at = (now + _SHOW_MS) & MASK
    play.make(m, True)
    return True
