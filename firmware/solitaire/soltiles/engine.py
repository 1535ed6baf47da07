"""Solitaire Tiles: Klondike with tiles, and its Wild and Swirl tiles.

The standard game is a record for the card engine (``tilegames.SOLTILES``):
52 tiles, seven compartments of 1 to 7 with the front tile up, a stock of 24
turned three at a time, the play pile back in order without limit, Kings
into empty compartments, foundations by suit from the Ace. The rack shapes
one rule: a compartment's front tile moves with its whole sequence, or a
sequence's top tile moves alone, nothing between (the ``FRONT`` move unit).
Nothing is compelled: no Ace goes up by itself. The game ends when no move
is left, or when the player ends it (a tile shuttling between sequences
never runs out): all 52 up is the ultimate victory, 10 or more a common one.

``Tiles`` is the card engine's ``Board`` with the special tiles as a layer
of its own (the seed's Points version, ``mode=points``):

* 56 tiles: two Wilds (one red, one black) and two Swirls mixed in, 28 in
  the stock. A special on top of the play pile or at a compartment's front
  may be claimed (``claim``); two owned at most. An unclaimed one stays,
  blocking the pile it is in.
* A Wild plays from the hand onto a sequence, as the tile of its colour one
  rank below (the place fixes rank and colour), or onto a foundation as its
  next tile (an empty one takes it as a named Ace of its colour); never
  into an empty compartment. It then moves as that tile. While nothing is
  on it, the natural tile it stands for may replace it; the Wild is then
  retired.
* A Swirl plays at the start of a later turn than its claim: a turn starts
  at a draw, so a Swirl is played with a draw of one. While it is active,
  draws turn one tile, a foundation's top tile may go back onto a sequence,
  and two natural tiles of one rank and colour in two sequences may swap.
  It is retired at the first draw made while the play pile's top can't be
  played, and that draw turns three.
* Score: Ace 1, 2-10 their value, Jack, Queen and King 15 (a suit is 100):
  the tiles up count for, the tiles in the stock and play pile and the
  compartments' face-down and front tiles against; sequences are neutral;
  all 52 up adds 100 (500 in all). Specials count 0. At the end each
  claimed special not played voids the least valuable foundation that has
  tiles. The goal is 1000 points over as many games as it takes.

Tiles are card bytes (``cards/card.py``). The specials have rank 15, which
builds on nothing and takes nothing in the card engine's rules: the red
Wild is suit 6, the black suit 7, the Swirls suits 4 and 5. A Wild on a
sequence is rank 1-13 of suit 6 (red) or 7 (black): the card engine builds
on it by colour. A Wild up top is the natural tile it stands for, and
``wild_up`` says where it is.

The layer's piles follow the tableau: each seat's two hand places (one
tile each), the active Swirl, and the retired specials. Moves are the card
engine's ints; the layer's own use ``n`` codes of 0x40 and above, and
``END`` as a destination.
"""

from micropython import const

from solitaire.cards.board import Board
from solitaire.soltiles import legal

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_BLACK_WILD = const(0x7F)
_END = const(0xFE)
_FACE_UP = const(0x80)
_F_AUTO = const(0x80)
_F_FLIP = const(1)
_KNOCK = const(0xFD)
_K_FOUND = const(2)
_K_TAB = const(5)
_NO_PLACE = const(0xFF)
_RED_WILD = const(0x6F)
_REPLACE = const(0x40)
_STANDARD = const(0)
_STOCK = const(0)
_ST_SIZE = const(13)
_ST_BONUS = const(4)  # (turns.BONUS: specials.BONUS is the 100 points)
_ST_CREDIT = const(5)  # (turns._CREDIT)
_ST_FIRST = const(4)  # (turns.FIRST)
_ST_ON = const(4)  # (turns._ON)
_ST_PASSES = const(2)  # (turns.PASSES)
_ST_TFLAGS = const(1)  # (turns.TFLAGS)
_LOG = const(3)  # (turns._LOG)
_SWAP = const(0x60)
_SWIRL = const(0x4F)
_SWIRL_SEAT = const(3)
_TURN = const(0)
_TWO = const(2)
_WASTE = const(1)
_WILD_UP = const(0x50)

# history flags of the layer's moves (the card engine's are F_FLIP,
# F_FILL, F_RFLIP and F_AUTO; a draw uses none of them, so its bits 0-3
# keep the hand's fresh bits)
_F_FRESH = const(8)  # the special that left the hand had been claimed this turn
_F_RETIRE = const(16)  # a draw that retired the active Swirl
_F_DREW = const(32)  # a Swirl's play that drew a tile
_F_WILD = const(64)  # the moved tile is a Wild that changed form (stand-in <-> up top)

turns = None  # turns.py (two players' moves' turn state): loaded as a Play for two is made, or after a deal of two on one made for one player (a tick, or their first move: turns_loaded); dropped as one player is dealt (play.Play.start), so a one-player run never carries its code
undoing = None  # undo.py: loaded as a Play for one player is made, or by an undo (Tiles.undo); dropped as two players are dealt (play.Play.start)
score = None  # score.py (Points' points), imported by the first ask (Tiles.score): kept here, an import in a method costs some 59k fuel a call


def turns_loaded():
    """Gets ``turns.py``, loading it if it is not (two players: not in the deal's key, whose
    fuel it would take over 2M)."""
    global turns
    if turns is None:
        from solitaire.soltiles import turns
    return turns


def cpu_on_turn(b):
    """Checks if the computer seat (``seat2=cpu``) is on turn in a game in play."""
    return b.two and b.st[_TURN] == 1 and b.rules.seat2 == 1 and not b.ended()


class Tiles(Board):
    """A Solitaire Tiles position: the card engine's, and the specials."""

    FAMILY = "soltiles"
    # each seat's two hand places, the active Swirl, the retired specials
    EXTRA = b"\x01\x01\x01\x01\x01\x04"
    SPECIALS = bytes((_RED_WILD, _BLACK_WILD, _SWIRL, _SWIRL | 0x10))
    VALUE = b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0f\x0f\x0f\x00\x00"  # each tile's points: Ace 1, 2-10 their value, the court tiles 15 (two players' and Points', score.py)
    hist = None  # the next engine's history room, taken as the Play is made (play.py)
    tlog = None  # ... and its two players' log's (room for 64 moves: redeal)

    def __init__(self, rules, deal=1, options=None):
        self.wild_up = bytearray(2)  # red, black Wild up top: foundation << 4 | height - 1
        self.fresh = 0  # bit per hand place: claimed in this turn
        self.over = 0  # the game has ended
        self.decks = None  # the deck's window: the standard game's 52, Points' 56
        self.st = bytearray(_ST_SIZE)  # two players: the turn state (turns.py)
        self.tlog = Tiles.tlog or bytearray()  # ... and what each move changed of it
        Tiles.tlog = None
        self.two = False
        # A Points game runs to some 400 moves (draws, claims, replacements,
        # send-ups), 4 bytes each in the history: room for 512 taken now,
        # while the heap is in one piece, rather than grown 256 bytes at a
        # time late in a long game (Solitaire Tiles' device-true session
        # found no 1,792 bytes in one piece at its Points game's end, at
        # 150 KB: sim/heap.py). A longer game grows it as before. The Play
        # took it in the room the App let go for the game, before the
        # resume's rebuild code loaded into that room (the device-true
        # session's first opening and resume found no 2 KB in one piece).
        hist = Tiles.hist or bytearray(2048)
        Tiles.hist = None
        Board.__init__(self, rules, deal, options)
        self.hist = hist
        self.hand0 = n = self.npiles
        self.swirl = n + 4
        self.out = n + 5

    def deck_size(self, rules):
        """Room for 56 whatever the mode, so a change of mode deals in the
        same piles (``redeal`` deals 52 of them in the standard game)."""
        return 56

    def fits(self, rules):
        return rules.family == self.FAMILY

    def redeal(self, deal, rules=None, options=None):
        if self.decks is None:  # (the first deal: Board.__init__ made the deck's window)
            self.decks = (self.deck[:52], self.deck)
        r = rules if rules is not None else self.rules
        self.deck = self.decks[r.mode != _STANDARD]
        self.ncards = len(self.deck)
        w = self.wild_up
        w[0] = w[1] = _NO_PLACE
        self.fresh = 0
        self.over = 0
        self.two = r.mode == _TWO
        Board.redeal(self, deal, rules, options)
        st = self.st  # the turn state (turns.py's)
        for i in range(_ST_SIZE):
            st[i] = 0
        st[_ST_BONUS] = 0xFF
        if self.two:
            st[_TURN] = (self.deal_no + 1) % 2
            st[_ST_TFLAGS] = _ST_FIRST
            st[_ST_PASSES] = _ST_ON  # (the stock is full)
            if not self.tlog:  # room for 64 moves' log as the first two-player game is dealt, not at its first move
                self.tlog = bytearray(_LOG * 64)

    def key(self):
        """The card engine's key, then the layer's state."""
        st = self.st
        out = Board.key(self, 4 + len(st))
        i = len(out) - 4 - len(st)
        out[i : i + 2] = self.wild_up
        out[i + 2] = self.fresh
        out[i + 3] = self.over
        out[i + 4 :] = st
        return bytes(out)

    # -- what is where ------------------------------------------------------

    def hand(self, seat=0):
        """Gets the first hand place of ``seat`` (its two: this and the next)."""
        return self.hand0 + 2 * seat

    def owned(self, seat=0):
        h = self.hand0 + 2 * seat
        return self.size[h] + self.size[h + 1]

    def seat(self):
        """Gets the seat on turn (0: seat 1, the one player outside ``two``)."""
        return self.st[_TURN]

    def swirl_active(self):
        """Checks if a Swirl is active (two players: the seat on turn's own)."""
        return self.size[self.swirl] and (not self.two or self.st[_SWIRL_SEAT] == self.st[_TURN])

    def wild_at(self, p, i):
        """Gets which Wild (0 red, 1 black) is up top at foundation ``p``,
        height ``i``, or -1."""
        v = (p - self.f0) << 4 | i
        w = self.wild_up
        return 0 if w[0] == v else 1 if w[1] == v else -1

    def naturals_up(self):
        n = 0
        for p in range(self.f0, self.c0):
            n += self.size[p]
        w = self.wild_up
        return n - (w[0] != _NO_PLACE) - (w[1] != _NO_PLACE)

    def deck_cards(self):
        """The card engine's, with each Wild in play as the Wild it is
        (``snap.deck_cards``: a snapshot's check at the resume is its one
        caller on the device, so its code is not in every run)."""
        from solitaire.soltiles import snap

        return snap.deck_cards(self)

    def ended(self):
        """Checks if the game is over: ended, or all 52 up."""
        return self.over or self.naturals_up() == 52

    def won(self):
        """Checks if the game is won: all 52 up, or ended with a common
        victory (10 or more up)."""
        n = self.naturals_up()
        return n == 52 or (self.over and n >= 10)

    # -- the rules of play (legal.py) ----------------------------------------

    check = legal.check
    legal_moves = legal.legal_moves
    draw_count = legal.draw_count
    free_place = legal.free_place

    def seat_scores(self):
        """Gets both seats' points (a list): each its colour's tiles it put up,
        less its colour left over and 20 a special it owns; 100 for the 52nd
        tile up. (One pass over the tiles, for the status line: a tile's colour
        is ``6 >> suit & 1``, red for diamonds and hearts. Here, not in
        ``turns.py``: the status line of a deal of two asks it before a move.)"""
        out = [0, 0]
        value = self.VALUE
        red = self.rules.colour  # seat 1's colour: 1 red
        st = self.st
        w0 = self.wild_up[0]
        w1 = self.wild_up[1]
        piles = self.piles
        size = self.size
        f0 = self.f0
        for p in range(f0, self.c0):
            pile = piles[p]
            j = _ST_CREDIT + 2 * (p - f0)
            credit = st[j] | st[j + 1] << 8
            f = (p - f0) << 4
            for i in range(size[p]):
                c = pile[i]
                seat = credit >> i & 1
                if 6 >> (c >> 4 & 3) & 1 == red ^ seat and w0 != f | i and w1 != f | i:
                    out[seat] += value[c & 15]
        t0 = self.t0
        for p in (_STOCK, _WASTE) + tuple(range(t0, self.npiles)):
            pile = piles[p]
            for i in range(size[p]):
                c = pile[i]
                if c & 15 != 15 and c & 0x60 != 0x60:  # (no special, no Wild standing in)
                    out[6 >> (c >> 4 & 3) & 1 ^ red] -= value[c & 15]
                if c & _FACE_UP and p >= t0:
                    break  # the front tile is the last that counts
        if st[_ST_BONUS] != 0xFF:
            out[st[_ST_BONUS]] += 100
        out[0] -= 20 * self.owned(0)
        out[1] -= 20 * self.owned(1)
        return out

    # -- the points (Points: score.py, loaded by the first ask, so a run of
    # the standard game or two players never carries its code) ---------------

    def points(self):
        """Gets ``score.py``, loaded by the first ask (its Points-only code: the points, the end
        screen's lines, the goal's record)."""
        global score
        if score is None:
            from solitaire.soltiles import score
        return score

    def score(self):
        """Gets the game's points as they stand (``score.score``)."""
        return self.points().score(self)

    # -- making and unmaking moves ---------------------------------------------

    def apply(self, m, auto=False):
        """Makes a move without checking it (``play`` checks first)."""
        if self.two:
            t = turns if turns is not None else turns_loaded()
            t.log(self)
            self._apply(m, auto)
            t.after(self, m)
        else:
            self._apply(m, auto)

    def _apply(self, m, auto):
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        size = self.size
        piles = self.piles
        h = self.hand0
        flags = 0
        if dst == _END:
            self.over = 1
        elif dst == _KNOCK:
            pass  # (turns.after)
        elif n >= _SWAP:
            legal.swirl_rules().swap(self, src, dst, n & 15)
        elif n >= _WILD_UP:
            flags = self._leave_hand(src)
            c = self.pop(src) & 0x7F
            k = size[dst]
            self.push(dst, ((self.top(dst) & 15) + 1 if k else 1) | (n & 3) << 4 | _FACE_UP)
            self.wild_up[0 if c == _RED_WILD else 1] = (dst - self.f0) << 4 | k
        elif n == _REPLACE:
            flags = self._replace(src, dst)
        elif src == _STOCK and dst == _WASTE:
            flags = self._draw(n, True)
        elif h <= src < h + 4:
            flags = self._leave_hand(src)
            c = self.pop(src)
            if dst == self.swirl:
                self.push(dst, c)
                if size[_STOCK]:
                    flags |= _F_DREW | self._draw(1, False)
            else:  # a Wild onto a sequence: the tile of its colour a rank below
                self.push(dst, (self.top(dst) & 15) - 1 | (c & 0x70) | _FACE_UP)
        elif h <= dst < h + 4:  # a claim
            Board.apply(self, m, auto)
            self.fresh |= 1 << (dst - h)
            return
        elif self.kind[src] == _K_FOUND:  # back down, with a Swirl (a Wild stands in on the sequence again)
            legal.swirl_rules().back(self, m, auto)
            return
        else:
            c = self.top(src)
            Board.apply(self, m, auto)
            if legal.is_stand_in(c) and self.kind[dst] == _K_FOUND:  # a Wild goes up as the tile it stands for
                k = size[dst]
                suit = piles[dst][k - 2] & 0x30 if k > 1 else legal.free_suit(self, legal.wild_colour(c)) << 4
                piles[dst][k - 1] = c & 15 | suit | _FACE_UP
                self.wild_up[0 if c & 0x70 == 0x60 else 1] = (dst - self.f0) << 4 | (k - 1)
                self.hist[self.nmoves * 4 - 1] |= _F_WILD
            return
        self.record(src, dst, n, flags | (_F_AUTO if auto else 0))

    def undo(self):
        """Takes back the last move; returns False when there is none (``undo.py``; two
        players': loaded by their first undo)."""
        if not self.nmoves:
            return False
        global undoing
        if undoing is None:
            from solitaire.soltiles import undo as undoing
        undoing.undo(self)
        return True

    def _leave_hand(self, p):
        """Notes a special leaving hand place ``p``: gets the flag that keeps
        whether it was claimed this turn."""
        bit = 1 << (p - self.hand0)
        was = self.fresh & bit
        self.fresh &= ~bit
        return _F_FRESH if was else 0

    def _draw(self, n, may_retire):
        """Turns ``n`` tiles onto the play pile: a new turn (nothing claimed
        before it is fresh). Gets the flags that undo it."""
        flags = self.fresh
        if not self.two:  # (two players: a seat's claims grow old at its knock)
            self.fresh = 0
        # (a draw of more than one with a Swirl active is the one that
        # retires it; only a draw of the stock's last tile needs the look)
        if may_retire and self.swirl_active() and (n > 1 or (self.size[_STOCK] == 1 and legal.swirl_rules().retires(self, legal.replace_check))):
            self.push(self.out, self.pop(self.swirl))
            flags |= _F_RETIRE
        for _ in range(n):
            self.push(_WASTE, self.pop(_STOCK) | _FACE_UP)
        return flags

    def _replace(self, src, dst):
        """The natural atop ``src`` takes the place of the Wild atop
        ``dst``; the Wild is retired. Gets the undo flags."""
        flags = 0
        c = self.pop(src)
        k = self.size[src]
        pile = self.piles[src]
        if k and self.kind[src] == _K_TAB and not pile[k - 1] & _FACE_UP:
            pile[k - 1] |= _FACE_UP
            flags = _F_FLIP
        kd = self.size[dst] - 1
        if self.kind[dst] == _K_FOUND:
            w = self.wild_at(dst, kd)
            self.wild_up[w] = _NO_PLACE
        else:
            w = 0 if self.piles[dst][kd] & 0x70 == 0x60 else 1
        self.piles[dst][kd] = c | _FACE_UP
        self.push(self.out, (_RED_WILD if w == 0 else _BLACK_WILD) | _FACE_UP)
        return flags

    # -- the end -------------------------------------------------------------------

    def stuck(self):
        """Checks if no move is left. While a special is owned (two players:
        by either seat) or a Swirl is active there is always one in reach (a
        Swirl plays after the next draw, a Wild goes where its colour
        builds, an active Swirl's draws turn one tile at a time): the player
        ends such a game."""
        if self.owned(0) or self.owned(1) or self.size[self.swirl]:
            return False
        return Board.stuck(self)

    def _any_fits(self, cards, takes=None):
        if self.rules.mode != _STANDARD and self.free_place(self.seat()) >= 0:
            for c in cards:
                if c & 15 == 15:
                    return True  # a special: it can be claimed
        return Board._any_fits(self, cards, takes)
