"""The grids with gaps' engine: Gaps, Spaces and Maze, one engine played
from each game's record. The deck is dealt into a grid, one rank is taken
out, and the player moves a card into a gap: the card one rank higher, of
the same suit, than the card left of the gap (Maze: or one lower than the
card right of it). The card leaves a gap where it was.

Gaps and Spaces (Wikibooks, "Gaps"): 4 rows of 13, the Aces taken out.
A gap right of a King is dead; a gap at a row's left end takes any Two.
When no card can move the round is over: each row keeps its suit sequence
from the Two at its left end; the other cards are gathered (Spaces: and
shuffled) and dealt again, a gap right of each row's sequence. Three rounds.
Won with each row Two to King of one suit, the gap at its right end.

Maze (Wikibooks, "Maze"): 6 rows of 9, the first two rows of 8, the Kings
taken out: six gaps. The rows are one ring, the last place's right
neighbour the first place. Right of a Queen any Ace goes; no card goes left
of an Ace by that neighbour (nothing is one lower). Won with the 48 cards,
read row by row past the gaps, four suit sequences from Ace to Queen.

A game is a ``Rules`` record of family ``gaps`` (its id and name, which
the menu reads from the family's table: ``famtable.py``) and its rule in
that table on flash, ``games.bin`` beside this module (built by
``host_tools/build_gaps.py`` from ``assets/gaps.toml``), a byte a place:

* ``KIND``: ``ROWS_KIND`` (Gaps, Spaces: each row on its own, Twos at the
  left end, the Aces out) or ``RING`` (Maze: one ring, the Kings out).
* ``ROWS``, ``COLS``: the grid.
* ``SHORT``: the first rows dealt a card short (their last place a gap).
* ``ROUNDS``: the rounds (0: no end); ``SHUFFLE``: the redeal shuffles.

The piles: ``0 .. ROWS * COLS - 1`` the places, row by row (a card or
none), then ``OUT``, the cards taken out. A move is ``MOVE << 16 | from <<
8 | to`` (a card into a gap) or ``REDEAL << 16`` (the round's end, the
cards dealt again). The round is the byte ``key()`` holds after the piles.
"""

from micropython import const

from solitaire import famtable as F
from solitaire.prng import Rand, shuffle

# the record's places (games.bin)
KIND = 0
ROWS = 1
COLS = 2
SHORT = 3
ROUNDS = 4
SHUFFLE = 5

ROWS_KIND = 0
RING = 1

MOVE = 1
REDEAL = 2
UP = 0x80


def record(gid):
    """Gets game ``gid``'s rule bytes from the family's table (``famtable``).

    :raises ValueError: when the table has no such game.
    """
    i = F.find("gaps", gid)
    if i < 0:
        raise ValueError("no grid with gaps %r" % gid)
    return F.record("gaps", i)[F.RULES :]


class Gaps:
    """A deal of a grid with gaps, its history, and its rules."""

    def __init__(self, rules, deal, options=b""):
        self.rules = rules
        self.x = x = record(rules.id)
        self.ring = x[KIND] == RING
        self.cols = x[COLS]
        self.cells = x[ROWS] * x[COLS]
        self.out = self.cells  # the pile of the cards taken out
        self.gone = 13 if self.ring else 1  # the rank taken out
        self.piles = [bytearray(1) for _ in range(self.cells)] + [bytearray(4)]
        self.size = bytearray(self.cells + 1)
        self.hist = []
        self.before = []  # each redeal's grid before it (its undo)
        self.where = bytearray(64)  # each card's place plus one (find): a move looks its card up, not the grid
        self.redeal(deal, rules, options)

    def fits(self, rules):
        return rules.id == self.rules.id

    def redeal(self, deal, rules=None, options=b""):
        """Deals deal number ``deal`` afresh (in these piles)."""
        r = self.rules = rules or self.rules
        self.deal_no = deal
        self.options = bytes(options)
        self.origin = None  # savegame's snapshot, when the history starts there
        self.nmoves = 0
        self.round = 1
        del self.hist[:]
        del self.before[:]
        deck = bytearray(i % 13 + 1 | (i // 13) << 4 | UP for i in range(52))
        shuffle(deck, Rand(deal ^ r.salt()))
        size = self.size
        size[:] = bytes(len(size))
        cols = self.cols
        short = self.x[SHORT]
        k = 0
        for q in range(self.cells):
            if q // cols < short and q % cols == cols - 1:
                continue  # (a short row's last place: a gap from the start)
            c = deck[k]
            k += 1
            if c & 15 == self.gone:
                o = self.out
                self.piles[o][size[o]] = c
                size[o] += 1
            else:
                self.piles[q][0] = c
                size[q] = 1
        self.index()

    # -- the position -----------------------------------------------------

    def key(self):
        """Gets the position as bytes: each pile's size and cards, the round."""
        out = bytearray()
        for p in range(len(self.size)):
            k = self.size[p]
            out.append(k)
            out.extend(self.piles[p][0:k])
        out.append(self.round)
        return bytes(out)

    def at(self, q):
        """Gets the card at place ``q``, or 0 (a gap)."""
        return self.piles[q][0] if self.size[q] else 0

    def index(self):
        """Works out ``where`` afresh: each card's place on the grid, plus
        one (0: not on it), by the card's rank and suit bits."""
        w = self.where
        w[:] = bytes(64)
        for q in range(self.cells):
            if self.size[q]:
                w[self.piles[q][0] & 0x3F] = q + 1

    def find(self, c):
        """Gets the place of card ``c``, or -1."""
        return self.where[c & 0x3F] - 1

    def wants(self, g):
        """Gets the cards that may go into gap ``g``, as a list of card bytes
        (Gaps: one at most, a row's left end up to four Twos; Maze: up to
        two, a Queen's gap any Ace). Every card but the rank taken out is
        on the grid, so each card named is there to move."""
        out = []
        if self.size[g]:
            return out
        cols = self.cols
        if self.ring:
            n = self.cells
            left = self.at(g - 1 if g else n - 1)
            right = self.at(g + 1 if g + 1 < n else 0)
            if left:
                if left & 15 == 12:
                    for s in range(4):
                        out.append(1 | s << 4 | UP)
                else:
                    out.append(left + 1)
            if right and right & 15 > 1 and right - 1 not in out:
                out.append(right - 1)
        elif g % cols == 0:
            for s in range(4):
                c = 2 | s << 4 | UP
                if (self.where[c & 0x3F] - 1) % cols:  # (a Two already at a row's left end stays there)
                    out.append(c)
        else:
            left = self.at(g - 1)
            if left and left & 15 < 13:
                out.append(left + 1)
        return out

    def fits_any(self, g):
        """Does some card fit gap ``g`` (``wants`` not empty)? Worked out
        without a list: the screen asks it of every gap each time it is
        drawn."""
        if self.size[g]:
            return False
        if self.ring:
            n = self.cells
            right = self.at(g + 1 if g + 1 < n else 0)
            return bool(self.at(g - 1 if g else n - 1)) or right & 15 > 1
        cols = self.cols
        if g % cols == 0:
            for s in range(4):
                if (self.where[(2 | s << 4) & 0x3F] - 1) % cols:
                    return True
            return False
        return 0 < self.at(g - 1) & 15 < 13

    def run_at(self, q):
        """Is the card at place ``q`` in the sequence from its row's left end
        (Gaps: the Two at the left end, then each card one higher, of its
        suit), so the redeal keeps it?"""
        cols = self.cols
        first = q - q % cols
        c = self.at(first)
        if c & 15 != 2:
            return False
        for p in range(first + 1, q + 1):
            n = self.at(p)
            if n != c + 1:
                return False
            c = n
        return True

    def won(self):
        if self.ring:
            want = 0
            for q in range(self.cells):
                c = self.at(q)
                if not c:
                    continue
                if want and c != want:
                    return False
                if not want and c & 15 != 1:
                    return False
                want = 0 if c & 15 == 12 else c + 1
            return not want
        cols = self.cols
        for r in range(self.cells // cols):
            if not self.run_at(r * cols + cols - 2):
                return False
        return True

    # -- the rules ------------------------------------------------------

    def legal_moves(self):
        """Gets every legal move, gap by gap in order; the redeal alone
        when no card can move and a round is left."""
        out = []
        for g in range(self.cells):
            if not self.size[g]:
                for c in self.wants(g):
                    out.append(MOVE << 16 | self.find(c) << 8 | g)
        if not out and self.rounds_left():
            out.append(REDEAL << 16)
        return out

    def rounds_left(self):
        """Gets True when another round may be dealt."""
        n = self.x[ROUNDS]
        return not self.ring and (not n or self.round < n)

    def stuck(self):
        """No card can move (the round is over)."""
        for g in range(self.cells):
            if self.fits_any(g):
                return False
        return True

    def lost(self):
        return not self.won() and self.stuck() and not self.rounds_left()

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (a message line)."""
        kind = m >> 16
        if kind == REDEAL:
            if not self.rounds_left():
                return "No rounds left"
            if not self.stuck():
                return "A card can still move"
            return None
        src = m >> 8 & 0xFF
        g = m & 0xFF
        if kind != MOVE or src >= self.cells or g >= self.cells:
            return "Not a move"
        if self.size[g]:
            return "Not a gap"
        if not self.size[src]:
            return "No card there"
        want = self.wants(g)
        if self.piles[src][0] not in want:
            if not want:
                return "Dead: right of a King" if not self.ring and g % self.cols and self.at(g - 1) & 15 == 13 else "Nothing fits there"
            if not self.ring and g % self.cols == 0:
                return "Only a Two there"
            return "Does not fit"
        return None

    def apply(self, m, by_game=False):
        """Makes legal move ``m``."""
        if m >> 16 == REDEAL:
            self.before.append(bytes(self.at(q) for q in range(self.cells)))
            self.deal_again()
        else:
            src = m >> 8 & 0xFF
            g = m & 0xFF
            c = self.piles[g][0] = self.piles[src][0]
            self.size[g] = 1
            self.size[src] = 0
            self.where[c & 0x3F] = g + 1
        self.hist.append(m)
        self.nmoves += 1

    def deal_again(self):
        """The round's end: each row keeps its sequence from the left end;
        the other cards, gathered row by row (Spaces: shuffled), are dealt
        again after a gap right of each row's sequence."""
        cols = self.cols
        keep = bytearray(self.cells)  # (each row's sequence length, at its first place)
        cards = bytearray()
        for q in range(self.cells):
            if q % cols == 0:
                n = 1 if self.at(q) & 15 == 2 else 0  # (the row's sequence, in one pass: run_at a place would go over it again)
                while 0 < n < cols - 1 and self.at(q + n) == self.at(q + n - 1) + 1:
                    n += 1
                keep[q] = n
            if self.size[q] and not q % cols < keep[q - q % cols]:
                cards.append(self.piles[q][0])
        if self.x[SHUFFLE]:
            shuffle(cards, Rand(self.deal_no ^ self.rules.salt() ^ self.round << 20))
        self.round += 1
        k = 0
        for q in range(self.cells):
            c = q % cols
            n = keep[q - c]
            if c < n:
                continue  # (the row's sequence stays)
            if c == n:
                self.size[q] = 0  # (the gap right of it)
                continue
            self.piles[q][0] = cards[k]
            self.size[q] = 1
            k += 1
        self.index()

    def undo(self):
        """Takes back the last move; False when there is none."""
        if not self.hist:
            return False
        m = self.hist.pop()
        self.nmoves -= 1
        if m >> 16 == REDEAL:
            grid = self.before.pop()
            for q in range(self.cells):
                self.piles[q][0] = grid[q]
                self.size[q] = 1 if grid[q] else 0
            self.round -= 1
            self.index()
        else:
            src = m >> 8 & 0xFF
            g = m & 0xFF
            c = self.piles[src][0] = self.piles[g][0]
            self.size[src] = 1
            self.size[g] = 0
            self.where[c & 0x3F] = src + 1
        return True

    def links(self, q, c):
        """Gets how many of place ``q``'s neighbours card ``c`` joins in
        suit (the card one lower on its left, one higher on its right; a
        row's left end counts for a Two, Gaps' rows ending at their ends)."""
        cols = self.cols
        n = 0
        if self.ring:
            left = self.at((q - 1) % self.cells)
            right = self.at((q + 1) % self.cells)
        else:
            left = self.at(q - 1) if q % cols else 0
            right = self.at(q + 1) if q % cols < cols - 1 else 0
            if not q % cols and c & 15 == 2:
                n += 1
        if left and (left + 1 == c or self.ring and left & 15 == 12 and c & 15 == 1):
            n += 1
        if right and right - 1 == c:
            n += 1
        return n

    def best(self):
        """Gets the move the hint shows, or None: the one that joins most
        cards to their neighbours less those it parts (Gaps: a card that
        grows a row's sequence from its left end first); the redeal when
        no card can move."""
        best = None
        gain = -99
        for m in self.legal_moves():
            if m >> 16 == REDEAL:
                return m
            src = m >> 8 & 0xFF
            g = m & 0xFF
            c = self.piles[src][0]
            self.size[src] = 0  # (the card lifted: its old place is a gap as the move leaves it)
            t = self.links(g, c)
            self.size[src] = 1
            t -= self.links(src, c)
            if not self.ring and (not g % self.cols and c & 15 == 2 or g % self.cols and self.run_at(g - 1)):
                t += 4
            if not self.ring and self.run_at(src):
                t -= 8
            if t > gain:
                best = m
                gain = t
        return best

    def move_at(self, i):
        return self.hist[i]

    def by_game(self, i):
        return False

    def last_by_game(self):
        return False
