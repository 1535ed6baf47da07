"""Solitaire for Two (Joli Quentin Kansil, 2010): Six-Suit Solitaire for 2-4
players taking turns on one layout, its engine (``ForTwo``, a ``SixSuit``).

Everything of Six-Suit's plays as there (``engine.py``); this adds the turns,
the up tiles, the second round and the score. All is public: the players sit
side by side (the seed's Player Positions).

The piles add two to Six-Suit's: ``UP`` (27), the *up tiles* a turn turned up,
and ``RES`` (28), round two's reserve. A move may take an up tile as its
source: ``U0 + i`` is up tile ``i`` (``u1``..``u3`` in the notation). New
move kinds: ``KNOCK`` (``b`` the index among the up tiles of the one that
becomes the talon, 255 with none; ``a`` the order of the others under it: 0
as drawn, 1 the other way round, which only three up tiles have), and the
game's own ``TRIO``, ``ROUND`` (the second round's deal) and ``END``. A
knock saved before ``a`` had a meaning has it 0: the order it made.

Rules as the engine plays them (the seed's, with the issue's *decisions*)

* Set-up as Six-Suit's; the stock is 12 columns of three: a draw (``s``)
  turns up the next three as the up tiles.
* The first player (``first=``; by the deal: ``Rand(deal ^ salt)``) plays
  the layout only and draws nothing, then knocks. Choosing a face-down
  column isn't modelled: columns are drawn in the stock's order.
* A turn: plays, one draw (none in the game's first turn), plays, a knock
  (``k``). No knock before the draw while the stock or reserve has tiles.
* Up tiles play in any order, to the layout, up top, into a Joker's place
  (an exchange) or cashed: each is then *used*. All three used is a Trio:
  +25 at once, and the turn ends at once (its pending tiles are scored);
  while the stock lasts the same player starts the next turn (a draw),
  else the turn passes. The reserve (round two's one or two tiles over) is
  the draw after the last column; no Trio from it.
* The knock puts the unused up tiles in the discards in the order the
  player chooses, the last the talon (the seed: "in any order"; once the
  talon is played, the tile under it is the next talon). Until the next
  player's draw, those up tiles all stay playable (missed plays), not only
  the talon; then they are plain discards (a Joker among them stands for
  nothing any more).
* Up tiles *show*, and are free, for the Joker rules, as the talon is.
* Solo Ace (*decision*): an Ace goes up freely while another Ace is in the
  layout, among the up tiles or the talon; else it goes up only if a Deuce
  (any suit that is then legal, a Joker too) can follow, and then only
  that may be the next player move (the game's own moves between don't
  count). At the knock a lone Ace among the up tiles, with no Ace in the
  layout, must be the talon.
* A Joker's liberty may be taken before the next draw or the knock. A
  liberty's tile stacks above the previous player's up tiles; one of those
  can't be taken as a liberty (it plays already).
* Score (per side; 4 players play seats 1+3 against 2+4): each tile up top
  10, pending until the knock (or the Trio, or the game's end); a Trio 25;
  a cashed Joker 40 (an exchange, or cashed directly; a Joker up top
  counts its 10 as a tile, exchanged there only the 40); a Grand Sequence
  125, once a game; a whole column of 5, 7, 9 or 11 tiles onto tiles 50,
  75, 100, 125 (6, 8, 10, 12 score nothing). No down-tile penalty. With
  assist off an exchange left at the knock is a missed play for the next
  player; a draw makes a due Joker odd, and an Odd Joker scores 0.
* A round ends when the stock and reserve are out and, after a knock,
  nothing plays or every player has knocked in turn without a play. Round
  two (the game's own move): the discards and the top down tile of each
  tableau column with any are sorted, then shuffled from the deal number,
  and laid as columns of three, one or two over as the reserve; the lowest
  side starts, ties to the player who ended round one, else the next tied
  seat. Round two ends as round one; then the game is over (``END``), or
  at once when all 81 tiles are up top. The higher score wins, by the
  difference.
* Undo (the console's, ``undo_floor``) stays in the player's own turn:
  never past a draw, a turn-up or a knock.
"""

from micropython import const

from solitaire.prng import Rand
from solitaire.sixsuit import moves, turns
from solitaire.sixsuit.engine import SixSuit
from solitaire.sixsuit.piles import CAP, JOKER, SUIT_COLOUR

# piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_DRAW = const(1)
_F_TURN = const(1)
_ODD = const(1)
_F0 = const(2)
_LIBERTY = const(5)
_REC = const(6)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_NPILES = const(27)
_UP = const(27)
_RES = const(28)
_U0 = const(29)
_DRAW_MOVE = const(65792)
_TURN = const(0)
_BITS = const(1)
_DRAWN = const(1)
_OLD = const(2)
_OPENING = const(2)
_LIFT = const(3)
_THREE = const(4)
_PASSES = const(5)
_ENDER = const(6)
_KNOCK = const(6)
_LOG = const(6)
_ROUND_NO = const(7)
_TRIO = const(7)
_ROUND = const(8)
_SOLO = const(8)
_ST = const(8)
_END = const(9)
_DONE = const(32)
_TURNED = const(64)


CAP2 = CAP[:_NPILES] + (3, 2) + (81, _NPILES + 2) + CAP[_NPILES + 2 :]


class ForTwo(SixSuit):
    """A Solitaire for Two position with its history (``SixSuit``'s, plus
    the turn's state ``st``, the sides' scores ``pts`` and a log per move
    from which ``undo`` restores them).

    >>> g = ForTwo(FORTWO, 1)
    >>> g.size[STOCK], g.players, g.st[ROUND_NO]
    (36, 2, 1)
    """

    CAP = CAP2
    NP = _NPILES + 2
    ROOM = 192  # (its games end in 62-179 moves; the log takes 6 bytes a move)

    def __init__(self, rules=None, deal=1, options=None):
        self.st = bytearray(_ST)
        self.pts = [0, 0, 0]
        self.log = bytearray(_LOG * self.ROOM)  # (grows as hist does)
        self.r2 = None  # what round two gathered, for its undo
        self.strict = False  # check is _strict (see sync)
        SixSuit.__init__(self, rules, deal, options)

    # -- set-up -------------------------------------------------------------

    def redeal(self, deal, rules=None, options=None):
        SixSuit.redeal(self, deal, rules, options)
        r = self.rules
        self.players = r.players
        seats = (r.seat1, r.seat2, r.seat3, r.seat4)[: r.players]
        if seats != getattr(self, "seats", None):  # (the old tuple kept when the same: a new deal's long-lived objects as before)
            self.seats = seats
        first = r.first - 1 if 0 < r.first <= r.players else Rand(deal ^ r.salt() ^ 0x7E57).below(r.players)
        st = self.st
        st[_TURN] = first
        st[_BITS] = _OPENING
        st[_ENDER] = first
        st[_ROUND_NO] = 1
        self.sync()

    def clear(self):
        SixSuit.clear(self)
        st = self.st
        for i in range(_ST):
            st[i] = 0
        st[_ROUND_NO] = 1
        self.pts[0] = self.pts[1] = self.pts[2] = 0
        self.r2 = None
        self.sync()

    def sides(self):
        """Gets how many score columns there are: 3 with three players, else 2."""
        return 3 if self.players == 3 else 2

    def side(self, seat):
        """Gets the score column of a seat (seats 1+3 and 2+4 are partners)."""
        return seat % 2 if self.players == 4 else seat

    def key(self):
        out = SixSuit.key(self, _ST + 6)  # (one piece: the turn's state and the scores after the piles)
        i = len(out) - _ST - 6
        out[i : i + _ST] = self.st
        for s in range(3):
            v = self.pts[s]
            out[i + _ST + 2 * s] = v >> 8
            out[i + _ST + 2 * s + 1] = v & 0xFF
        return out

    # -- the up tiles ---------------------------------------------------------

    def ups(self):
        """Gets the up tiles in play as (pile, first index, count): this
        turn's, or before the draw the previous player's in the discards."""
        k = self.size[_UP]
        if k:
            return _UP, 0, k
        o = self.st[_OLD]
        return _DISC, self.size[_DISC] - self.st[_LIFT] - o, o

    def up_tile(self, i):
        # (no tuple from ups(): on the device every allocation costs a search
        # of the heap, and this runs in move checks)
        k = self.size[_UP]
        if k:
            return self.piles[_UP][i] if i < k else 0
        o = self.st[_OLD]
        return self.piles[_DISC][self.size[_DISC] - self.st[_LIFT] - o + i] if i < o else 0

    def _in_old(self, t):
        o = self.st[_OLD]
        if not o:
            return False
        pile = self.piles[_DISC]
        a = self.size[_DISC] - self.st[_LIFT] - o
        for i in range(a, a + o):
            if pile[i] & 0x7F == t:
                return True
        return False

    def showing(self, t):
        # (SixSuit.showing's, with the up tiles: inlined, as move checks ask)
        p = self.loc[t]
        if _L0 <= p < _T0 or _F0 <= p < _JOKERS or p == _UP:
            return True
        if p == _DISC:
            return self.piles[_DISC][self.size[_DISC] - 1] & 0x7F == t or (self.st[_OLD] and self._in_old(t))
        return False

    def free(self, t):
        p = self.loc[t & 0x7F]
        if p == _UP or (p == _DISC and self._in_old(t & 0x7F)):
            return True
        return SixSuit.free(self, t)

    def _ace(self, t):
        return t and self.rank(t) == 1

    def aces_about(self):
        """Gets the Aces in the layout, among the up tiles and the talon."""
        n = self.aces()
        k = 0
        for i in range(3):
            t = self.up_tile(i)
            if t:
                k += 1
                if t & 15 == 1 or (t & 15 == 14 and self.rank(t) == 1):
                    n += 1
        if self.size[_UP] or self.st[_LIFT] or not k:  # (else the talon is an up tile)
            if self._ace(self.top(_DISC)):
                n += 1
        return n

    # -- legality -------------------------------------------------------------

    # Six-Suit's check() (legal.py) runs as it is: it asks these methods
    # about the draw, liberties, the turn's own moves and tiles going up
    # top. Only while a Solo Ace waits for its Deuce, or the game is over,
    # does ``check`` become ``_strict`` (``sync``): a check runs for every
    # move a key looks at, and each wrapper costs time on the device.

    def sync(self):
        """Puts the stricter check in place while the turn's state needs it."""
        if self.st[_BITS] & (_DONE | _SOLO):
            if not self.strict:
                self.check = self._strict
                self.strict = True
        elif self.strict:
            del self.check
            self.strict = False

    def _strict(self, m, why=True):
        bits = self.st[_BITS]
        if bits & _DONE:
            return "The game is over"
        dst = (m >> 8) & 0xFF
        if m >> 16 != _MOVE or not _F0 <= dst < _JOKERS or self.size[dst] != 1:
            if m != self.forced_move():  # (the game's own moves between don't count)
                return "After a solo Ace a Deuce goes up next"
        return SixSuit.check(self, m, why)

    def _check_turn(self, m):
        kind = m >> 16
        if kind == _KNOCK:  # (its order: only three up tiles have one to choose)
            return self._check_knock(m & 0xFF) if (m >> 8) & 0xFF <= (self.size[_UP] == 3) else "No such move"
        return None if kind <= _END and (self.forced_move() == m or self.round_end() == m) else "The game makes that move"

    def _check_liberty(self, i):
        if self.st[_OLD] and i < self.size[_DISC] and self._in_old(self.piles[_DISC][i] & 0x7F):
            return "That up tile plays already"
        return SixSuit._check_liberty(self, i)

    def _check_up(self, t, dst, why, src=0):
        no = SixSuit._check_up(self, t, dst, why)
        if no is None and not self.size[dst]:
            return self._check_solo(dst << 8 | src)
        return no

    def _check_draw(self, m):
        if m != _DRAW_MOVE:
            return "No such move"
        bits = self.st[_BITS]
        if bits & _SOLO:
            return "After a solo Ace a Deuce goes up next"
        if bits & _OPENING:
            return "The first turn plays the layout only: knock"
        if bits & _DRAWN:
            return "One draw a turn: knock to end it"
        if not self.size[_STOCK] and not self.size[_RES]:
            return "The stock is out"
        return None

    def _check_knock(self, i):
        bits = self.st[_BITS]
        if not bits & (_DRAWN | _OPENING) and (self.size[_STOCK] or self.size[_RES]):
            return "Draw first"
        if bits & _SOLO:
            return "After a solo Ace a Deuce goes up next"
        k = self.size[_UP]
        if not k:
            return None if i == 255 else "No up tiles to discard"
        if i >= k:
            return "Say which up tile is the talon" if i == 255 else "That is not an up tile"
        if not self.aces():
            ace = -1
            for j in range(k):
                if self._ace(self.piles[_UP][j]):
                    ace = j if ace < 0 else 99
            if 0 <= ace < 99 and not self._ace(self.top(_DISC)) and i != ace:
                return "The solo Ace must be the talon"
        return None

    def _lone_ace(self, src):
        """Checks if the tile at the end of pile ``src``, going up as an
        Ace, is the only Ace about (the Solo Ace rule)."""
        n = self.aces_about()
        if not self._ace(self.top(src)):
            n += 1  # a Joker going up as the Ace: another Ace besides it counts
        return n < 2

    def _check_solo(self, m):
        b = m & 0xFF
        if b >= _U0:
            p, a, _ = self.ups()
            t = self.piles[p][a + b - _U0]
            n = self.aces_about() + (0 if self._ace(t) else 1)
        else:
            n = 2 if not self._lone_ace(b) else 1
        if n >= 2:
            return None
        # the Ace up (Six-Suit's move alone: no turn bookkeeping), then is
        # there a Deuce to follow? then back
        dst = (m >> 8) & 0xFF
        src = b
        if b >= _U0:  # (p, a: the up tiles, as found above)
            src = p
            at = a + b - _U0
            self._to_top(p, at)
        moves.apply(self, dst << 8 | src)
        ok = False
        size = self.size
        piles = self.piles
        p2, a2, k2 = self.ups()
        for s2 in range(_DISC, _U0 + 3):  # a Deuce (or a Joker) free to go up next
            if s2 == _DISC or _L0 <= s2 < _T0:
                t = piles[s2][size[s2] - 1] if size[s2] else 0
            elif s2 >= _U0 and s2 - _U0 < k2:
                t = piles[p2][a2 + s2 - _U0]
            else:
                continue
            if t & 15 != 2 and t & 15 != 14:
                continue
            for s in range(_F0, _JOKERS):
                if size[s] == 1 and SixSuit.check(self, s << 8 | s2, False) is None:
                    ok = True
                    break
            if ok:
                break
        moves.undo(self)
        if b >= _U0:
            self._from_top(p, at)
        return None if ok else "A solo Ace goes up only with a Deuce after it"

    def legal_moves(self, src=-1, declare=True, limit=0, liberty=True, draw=True):
        if self.st[_BITS] & _DONE:
            return []
        out = [] if src >= _U0 else SixSuit.legal_moves(self, src, declare, limit, liberty, False)
        if liberty and self.st[_OLD] and src < 0:
            out = [m for m in out if m >> 16 != _LIBERTY or self.check(m, False) is None]
        if src < 0 or src >= _U0:
            p, a, k = self.ups()
            if p == _DISC and not self.st[_LIFT] and k:
                k -= 1  # the talon: its source is the discards'
            for i in range(k):
                s = _U0 + i
                if 0 <= src != s:
                    continue
                t = self.piles[p][a + i]
                c = SUIT_COLOUR[(t >> 4) & 7]
                r = self.rank(t)
                for d in range(_F0, _T0):
                    if d < _JOKERS:  # up top: its suit (a Joker: either of its colour)
                        if (SUIT_COLOUR[d - _F0] != c) if t & 15 == 14 else d - _F0 != (t >> 4) & 7:
                            continue
                    elif d < _L0 or not r:
                        continue
                    else:  # the layout: the usual case ruled out cheaply
                        kd = self.size[d]
                        u = self.piles[d][kd - 1] if kd else 0
                        if (kd and (self.rank(u) != r + 1 or SUIT_COLOUR[(u >> 4) & 7] == c)) or (not kd and r < 11):
                            continue
                    m = d << 8 | s
                    if self.check(m, False) is None:
                        out.append(m)
        if draw and src < 0:
            if self.check(_DRAW_MOVE) is None:
                out.insert(0, _DRAW_MOVE)
            k = self.size[_UP]
            for i in range(k) if k else (255,):
                m = _KNOCK << 16 | i
                if self.check(m) is None:
                    out.append(m)
                    if k == 3:
                        out.append(m | 1 << 8)  # the other two the other way round
        return out[:limit] if limit else out

    def forced_move(self):
        f = SixSuit.forced_move(self)
        if f is not None:
            return f
        st = self.st
        bits = st[_BITS]
        if bits & _DONE:
            return None
        if bits & _THREE and not self.size[_UP]:
            return _TRIO << 16
        if self.up_top() == 81:
            return _END << 16
        if bits & _TURNED and st[_PASSES] >= self.players and not self.size[_STOCK] and not self.size[_RES]:
            return (_ROUND if st[_ROUND_NO] == 1 else _END) << 16
        return None

    def round_end(self):
        """Gets the move that ends the round (``ROUND``, or ``END`` in round
        two) when, the turn just passed and the stock out, nothing plays;
        else None. Not a forced move: a move generation costs a key's worth
        of time on the device, so the console looks in a tick of its own
        (``match.py``) and the command line between tokens."""
        st = self.st
        if st[_BITS] & (_TURNED | _DONE) == _TURNED and not self.size[_STOCK] and not self.size[_RES] and self.no_play():
            return (_ROUND if st[_ROUND_NO] == 1 else _END) << 16
        return None

    def no_play(self):
        """Checks if nothing plays for the seat on turn (after a knock: its
        liberties have lapsed). A free Joker not yet named could play once
        declared: then the round waits for the knocks (one move generation,
        not one after each declaration: this runs inside the knock's key)."""
        if self._plays():
            return False
        for c in range(3):  # a Joker whose rank may still be named
            j = JOKER[c]
            p = self.loc[j]
            if p != _JOKERS and not self.jflags[c] & _ODD and self.free(j) and (not self.jdecl[c] & 15 or p == _DISC or p == _UP):
                return False
        return True

    def undo_floor(self):
        """Gets how far the player's undo may go back: to just after the
        last draw, turn-up or knock (or the game's own turn moves)."""
        i = self.nmoves
        h = self.hist
        while i:
            r = (i - 1) * _REC
            if h[r] == _DRAW or h[r] >= _KNOCK or h[r + 5] & _F_TURN:
                break
            i -= 1
        return i

    # making and undoing moves (turns.py), bound here as methods
    _to_top = turns._to_top
    _from_top = turns._from_top
    _lift = turns._lift
    _took_disc = turns._took_disc
    apply = turns.apply
    _pass_turn = turns._pass_turn
    _draw = turns._draw
    _knock = turns._knock
    _round_two = turns._round_two
    undo = turns.undo

    # -- the end --------------------------------------------------------------

    def over(self):
        return bool(self.st[_BITS] & _DONE) or self.won()

    def stuck(self):
        return bool(self.st[_BITS] & _DONE)

    def scores(self):
        """Gets each side's score, as a list."""
        return self.pts[: self.sides()]

    def winner(self):
        """Gets the side with the most points, or -1 for a tie at the top."""
        pts = self.scores()
        best = max(pts)
        if pts.count(best) > 1:
            return -1
        return pts.index(best)

