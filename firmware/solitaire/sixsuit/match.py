"""Solitaire for Two on the console: what Six-Suit's ``Play`` adds for it.
``play.Play`` holds a ``Match`` while Solitaire for Two is on the board (the
module loads only then).

The screen is Six-Suit's (``play.py``). What changes:

* The discards column (the tenth) ends in the up tiles, under a mark (the
  column's foot): after the draw this turn's, before it the previous
  player's that still play. The cursor goes down the column onto them;
  A picks one up as it picks the talon.
* On the stock's place A draws (a column of three, or the reserve); after
  the draw A knocks: A again to confirm, with up/down choosing which of the
  up tiles left is the talon and, with three left, left/right turning the
  other two round: the message shows the order they go into the discards
  (``Knock 9S 6H, talon QH``). Any of the six orders is then at most one
  press of each away (four in all with the two As), one more than the
  talon alone took; cycling all six with up/down would take up to three
  (five in all) and change what up/down did.
* The status line: the side on turn (``*`` a computer), the scores, the
  points pending, the columns left (``R``: the reserve).
* Messages: Trio, Joker, runs, the Grand Sequence, whose turn it is.
* A computer seat thinks in clock slices (``computer.think``, one step a
  tick) and makes an action every half second; A makes it at once.
* At the end a result sheet: each side's score and who won (``result.py``).
"""

from micropython import const

from solitaire.console.ticks import ticks_diff
from solitaire.prng import Rand
from solitaire.sixsuit.draw import tile_text
from solitaire.sixsuit.piles import SUIT_COLOUR

# draw's, piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_DISC_POS = const(9)
_MARK = const(255)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_F_GRAND = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_REC = const(6)
_UP = const(27)
_RES = const(28)
_U0 = const(29)
_DRAW_MOVE = const(65792)
_TURN = const(0)
_PENDING = const(4)
_LOG = const(6)
_ROUND_NO = const(7)
_TRIO = const(7)
_ROUND = const(8)
_DONE = const(32)
_TURNED = const(64)


_LATER = const(6)  # modules a game loads later (knock, declare, computer, plan, result, snap)
_STEP_MS = const(500)  # a computer's actions, this far apart
# the console's (screens' state, ticks' mask)
_PLAY = const(1)
_MASK = const(536870911)
RUNS = (0, 0, 0, 0, 0, 5, 0, 7, 0, 9, 0, 11)  # a run's points / 5 -> its length


class Match:
    """Solitaire for Two's turns on Six-Suit's screen (see the module text)."""

    def __init__(self, play):
        import sys

        # sys.modules' table grown now to hold the modules a game loads later,
        # while the family's load leaves room: a table grows in one piece (47
        # to 59 entries: 472 bytes), which a load mid-game (the first knock's)
        # found no hole for; keys that are no module names, let go at once
        m = sys.modules
        for i in range(_LATER):
            m[i] = None
        for i in range(_LATER):
            del m[i]
        self.play = play
        self.view = bytearray(88)  # the discards column: discards, the mark, up tiles
        self.think = None  # a computer's thinking (a generator), or None
        self.move = None  # the action it chose, waiting for its time
        self.due = 0
        self.at = 0  # the history's length the thinking is for
        self.looked = -1  # the history's length when the round's end was looked for
        self.end = None  # the move that ends the round, found a tick ago
        self.knock = 0  # KNOCK_MODE (knock.py): the knock being chosen, the move's low bits (the talon; 1 << 8 the others turned round)
        self.pending = 0  # columns (bits) still to draw: the ticks after a key draw them (draw.py)
        self.keyed = False  # a key is being handled
        self.shown = bytearray(5)  # what the status line shows: turn, pending, stock, reserve, round
        self.shown_pts = -1  # and the scores (-1: write it afresh)

    # -- the discards column ---------------------------------------------------

    def disc_view(self):
        """Gets the discards column as drawn: (tiles, count)."""
        g = self.play.board
        d = g.piles[_DISC]
        k = g.size[_DISC]
        v = self.view
        p, a, n = g.ups()
        if p == _UP:
            v[0:k] = d[0:k]
            v[k] = _MARK
            for i in range(n):
                v[k + 1 + i] = g.piles[_UP][i]
            return v, k + 1 + n
        if n:
            v[0:a] = d[0:a]
            v[a] = _MARK
            v[a + 1 : k + 1] = d[a:k]
            return v, k + 1
        v[0:k] = d[0:k]
        return v, k

    def at_depth(self, depth):
        """Gets what the cursor ``depth`` tiles up the discards column is
        on: ``U0 + i`` up tile i, ``DISC`` the talon, -1 the mark, or ``-2 -
        i`` discard i."""
        g = self.play.board
        k = g.size[_DISC]
        p, a, n = g.ups()
        if p == _UP:
            if depth <= n:
                return _U0 + n - depth
            if depth == n + 1:
                return -1
            i = k - depth + n + 1
        elif n:
            below = k - a  # the old up tiles and the liberties' above them
            if depth == below + 1:
                return -1
            i = k - depth + (1 if depth > below else 0)
            if a <= i < a + n and i != k - 1:
                return _U0 + i - a
        else:
            i = k - depth
        return _DISC if i == k - 1 else -2 - i

    def depth_of(self, i):
        """Gets the cursor's depth for discard ``i``."""
        g = self.play.board
        k = g.size[_DISC]
        p, a, n = g.ups()
        if p == _UP:
            return k - i + n + 1
        return k - i + (1 if n and i < a else 0)

    def talon_depth(self):
        n = self.play.board.size[_UP]
        return n + 2 if n else 1

    # -- keys ------------------------------------------------------------------

    def mine(self):
        """Checks if a person is on turn (else the keys only watch)."""
        g = self.play.board
        return not g.seats[g.st[_TURN]] or g.over()

    def press(self, hold):
        """A (or hold A: up top) on the discards column."""
        play = self.play
        g = play.board
        if not self.disc_view()[1]:
            play.say("Nothing there")
            return
        s = self.at_depth(play.depth)
        if s == -1:
            play.say("Up tiles below the mark")
        elif s < -1:
            if hold:
                play.say("Only the talon plays")
            else:
                play._liberty(-2 - s)
        else:
            t = g.up_tile(s - _U0) if s >= _U0 else g.top(_DISC)
            if hold:
                for m in play.candidates(s):
                    if m[0] >> 16 == _MOVE and (m[0] >> 8) & 0xFF < 8:
                        play._make(m[0])
                        return
                play.say("%s can't go up top" % tile_text(t))
            elif not play._pick(s) and t & 15 == 14:
                play._open_declare(SUIT_COLOUR[(t >> 4) & 7])

    def press_stock(self):
        """A on the stock: draw, or after the draw knock (A again)."""
        play = self.play
        g = play.board
        if g.check(_DRAW_MOVE) is None:
            play._act(_DRAW_MOVE)
            play.depth = 1
            play.pos = _DISC_POS  # the up tiles
            return
        from solitaire.sixsuit.knock import press_stock  # (the knock's choice: knock.py, loaded for it)

        press_stock(self)

    def after(self, n, seat):
        """Says what the action made (from history record ``n`` on) scored,
        and whose turn it is when that changed from ``seat``."""
        play = self.play
        g = play.board
        said = None
        for i in range(n, g.nmoves):
            kind = g.hist[i * _REC]
            gain = g.log[i * _LOG]  # (turns.py's log: the points first)
            if kind == _TRIO:
                said = "Trio! +25"
            elif kind == _ROUND:
                said = "Round two"
            elif kind == _EXCHANGE or kind == _CASH:
                said = "Joker! +40" if gain else "Odd Joker cashed"
            elif kind == _MOVE and gain:
                if g.hist[i * _REC + 5] & _F_GRAND:
                    said = "Grand Sequence! +125"
                else:
                    said = "Run of %d! +%d" % (RUNS[gain] if gain < len(RUNS) else 0, 5 * gain)
        turn = g.st[_TURN]
        if g.over():
            return
        if turn != seat and not g.seats[turn]:
            said = (said + "  " if said else "") + "Seat %d: your turn" % (turn + 1)
        if said:
            play.say(said)

    # -- the computer seats -----------------------------------------------------

    def busy(self):
        g = self.play.board
        return not self.mine() and not g.st[1] & _DONE

    def skip(self):
        """A in a computer's turn: its next action at once."""
        self.due = self.play.app.now

    def tick(self, now):
        """Looks for the round's end after a knock (a tick to look, the next
        to end it), runs a computer seat's thinking, one step a tick, and
        makes its action when its time comes; True when the screen changed."""
        play = self.play
        g = play.board
        if play.app.state == _PLAY and not play.mode and not g.over():
            if self.end is not None:
                m = self.end
                self.end = None
                if g.round_end() == m:  # (still so: nothing moved since)
                    n = g.nmoves
                    seat = g.st[_TURN]
                    g.apply(m, True)
                    g.settle()
                    play.version += 1
                    play.check_due = True
                    self.after(n, seat)
                    self.at = g.nmoves
                    return True
            elif g.nmoves != self.looked and g.st[1] & _TURNED:
                self.looked = g.nmoves
                self.end = g.round_end()
                return False
        if play.app.state != _PLAY or play.mode or self.mine() or g.nmoves != self.at:
            self.think = self.move = None  # (and a position changed under it: think again)
            self.at = g.nmoves
            if play.app.state != _PLAY or play.mode or self.mine():
                return False
        if self.move is None:
            if self.think is None:
                from solitaire.sixsuit.computer import think  # (loaded at its first thought: not held through a resume's rebuild)

                self.think = think(g, g.seats[g.st[_TURN]], Rand(g.deal_no ^ g.nmoves << 8 ^ g.st[_TURN]))
            m = next(self.think)
            if m is None:
                return False
            self.think = None
            self.move = m
        if ticks_diff(now, self.due) < 0:
            return False
        m = self.move
        self.move = None
        self.due = (now + _STEP_MS) & _MASK
        play._act(m, 0, True)  # legal: the computer chose it from the legal moves, here
        self.at = g.nmoves
        return True

    # -- the status line and the result ------------------------------------------

    def status(self, out):
        """Writes the status line into ``out`` (bytes): ``S2* 120-85 +30
        11c`` (``R``: the reserve is left; `` r2``: round two). Only when
        what it shows changed: formatting text costs a key's worth of time
        on the device, and most moves change none of it."""
        g = self.play.board
        st = g.st
        pts = g.pts
        now = self.shown
        if (now[0] == st[_TURN] and now[1] == st[_PENDING] and now[2] == g.size[_STOCK] and now[3] == g.size[_RES]
                and now[4] == st[_ROUND_NO] and self.shown_pts == pts[0] | pts[1] << 12 | pts[2] << 24):
            return
        now[0] = st[_TURN]
        now[1] = st[_PENDING]
        now[2] = g.size[_STOCK]
        now[3] = g.size[_RES]
        now[4] = st[_ROUND_NO]
        self.shown_pts = pts[0] | pts[1] << 12 | pts[2] << 24
        # byte by byte: formatting text would cost more than the key
        seat = st[_TURN]
        for i in range(len(out)):
            out[i] = 32
        out[0] = 83  # S
        out[1] = 49 + seat
        out[2] = 42 if g.seats[seat] else 32  # *
        at = 4
        for s in range(g.sides()):
            if s:
                out[at] = 45  # -
                at += 1
            at = _digits(out, at, pts[s])
        out[at] = 32
        out[at + 1] = 43  # +
        at = _digits(out, at + 2, 10 * st[_PENDING])
        at = _digits(out, at + 1, g.size[_STOCK] // 3)
        out[at] = 99  # c
        if g.size[_RES]:
            out[at + 1] = 82  # R
        if st[_ROUND_NO] == 2 and at + 5 <= len(out):
            out[at + 3] = 114  # r2
            out[at + 4] = 50


def _digits(out, at, n):
    """Writes ``n`` (0-9999) in decimal at ``out[at]``; gets where it ended."""
    d = 1000
    while d > n and d > 1:
        d //= 10
    while d:
        out[at] = 48 + n // d % 10
        at += 1
        d //= 10
    return at
