"""The scored grids' engine: Poker Squares and Cribbage Square, one engine
played from each game's record. The stock's top card is placed, a card a
move, on an empty square of a grid, where it stays; once the grid is full
its rows and columns are scored as hands, and the game is won when the
score reaches the record's goal. The score is kept as the grid fills (the
hands as they stand), and the best in the statistics.

A game is a ``Rules`` record of family ``squares`` (its id and name, which
the menu reads from the family's table: ``famtable.py``) and its rule in
that table on flash, ``games.bin`` beside this module (built by
``host_tools/build_squares.py`` from ``assets/squares.toml``), a byte a
place (``SIZE`` .. ``GOAL`` below), read when a game is dealt (``record``):

* ``SIZE``: the grid's side (5: 25 squares; 4: 16).
* ``SCORING``: ``AMERICAN`` and ``ENGLISH``: each row and column a poker
  hand (Poker Squares' two point systems); ``CRIBBAGE``: each row and
  column a cribbage hand with the starter, the stock's top card once the
  grid is full (Cribbage Square).
* ``TOUCH``: a card must go next to one already placed, across, up, down
  or corner to corner (Cribbage Square).
* ``GOAL``, ``GOAL + 1``: the score that wins (u16, little end).

The piles: ``0 .. SIZE * SIZE - 1`` the squares, row by row (a card or
none), then ``STOCK`` (its top card last), each a bytearray of card bytes
(``cards/card.py``) and its size in ``size``. A move is ``PLACE << 16 |
square``.
"""

from micropython import const

from solitaire import famtable as F
from solitaire.prng import Rand, shuffle

# the record's places (games.bin)
SIZE = 0
SCORING = 1
TOUCH = 2
GOAL = 3

AMERICAN = 0
ENGLISH = 1
CRIBBAGE = 2

PLACE = 1
UP = 0x80
# poker hands, best first: royal flush, straight flush, four of a kind,
# full house, flush, straight, three of a kind, two pair, one pair
HANDS = ("Royal flush", "Straight flush", "Four of a kind", "Full house", "Flush", "Straight", "Three of a kind", "Two pair", "One pair")
POINTS = ((100, 75, 50, 25, 20, 15, 10, 5, 2), (30, 30, 16, 10, 5, 12, 6, 3, 1))
_NONE = const(9)  # no hand


def record(gid):
    """Gets game ``gid``'s rule bytes from the family's table (``famtable``).

    :raises ValueError: when the table has no such game.
    """
    i = F.find("squares", gid)
    if i < 0:
        raise ValueError("no scored grid %r" % gid)
    return F.record("squares", i)[F.RULES :]


def goal(x):
    """Gets record ``x``'s winning score."""
    return x[GOAL] | x[GOAL + 1] << 8


def poker_hand(cards):
    """Gets the poker hand ``cards`` (up to five card bytes) make, as an index
    of ``HANDS``, or ``_NONE`` (9). A flush and a straight need five cards."""
    counts = bytearray(14)
    for c in cards:
        counts[c & 15] += 1
    most = max(counts)
    pairs = 0
    for k in counts:
        if k == 2:
            pairs += 1
    if len(cards) == 5:
        suit = cards[0] & 0x70
        flush = True
        for c in cards:
            if c & 0x70 != suit:
                flush = False
        ranks = sorted(c & 15 for c in cards)
        straight = most == 1 and (ranks[4] - ranks[0] == 4 or ranks == [1, 10, 11, 12, 13])
        if straight and flush:
            return 0 if ranks[0] == 1 and ranks[1] == 10 else 1
        if most == 4:
            return 2
        if most == 3 and pairs:
            return 3
        if flush:
            return 4
        if straight:
            return 5
    if most == 4:
        return 2
    if most == 3:
        return 6
    return 7 if pairs == 2 else 8 if pairs else _NONE


def cribbage(hand, starter):
    """Gets the cribbage points of ``hand`` (up to four card bytes) with
    ``starter`` (0: not turned yet): fifteens, pairs, runs, a flush of the
    four (the starter's suit too: one more), his nobs (a Jack of the
    starter's suit). His heels, a Jack for the starter, is the deal's, not a
    hand's (``Squares.score``)."""
    k = len(hand)
    cards = hand  # (the caller's list, the starter put at its end and taken off again: no copy)
    if starter:
        cards.append(starter)
    ways = bytearray(16)  # fifteens: the sets of cards adding to each total (courts 10), counted as the cards come
    ways[0] = 1
    top = 0  # (the highest total so far: no set adds to more)
    counts = bytearray(15)
    ranks = 0  # a bit a rank present
    pts = 0
    for c in cards:
        r = c & 15
        pts += 2 * counts[r]  # a pair with each card of its rank before it (three 6, four 12)
        counts[r] += 1
        ranks |= 1 << r
        v = r if r < 10 else 10
        top = top + v if top + v < 15 else 15
        t = top
        while t >= v:
            ways[t] += ways[t - v]
            t -= 1
    pts += 2 * ways[15]
    if len(cards) >= 3:  # the run of three or more, each way it can be made (five cards hold one at most)
        r = 1
        while r <= 11:
            if ranks >> r & 7 == 7:
                n = 3
                while r + n <= 13 and ranks >> (r + n) & 1:
                    n += 1
                w = 1
                for i in range(r, r + n):
                    w *= counts[i]
                pts += n * w
                break
            r += 1
    if starter:
        cards.pop()
    if k == 4:
        s = hand[0] & 0x70
        if hand[1] & 0x70 == s and hand[2] & 0x70 == s and hand[3] & 0x70 == s:
            pts += 5 if starter and starter & 0x70 == s else 4
    if starter:
        s = starter & 0x70
        for c in hand:
            if c & 15 == 11 and c & 0x70 == s:
                pts += 1
    return pts


class Squares:
    """A deal of a scored grid, its history, and its rules."""

    def __init__(self, rules, deal, options=b""):
        self.rules = rules
        self.x = x = record(rules.id)
        n = x[SIZE]
        self.side = n
        self.cells = n * n
        self.stock = n * n
        ncards = rules.cards()
        self.piles = [bytearray(1) for _ in range(self.cells)] + [bytearray(ncards)]
        self.size = bytearray(self.cells + 1)
        self.order = bytes(i % 13 + 1 | rules.suits[(i // 13) % len(rules.suits)] << 4 for i in range(ncards))
        self.hist = []
        self.pts = bytearray(2 * n)  # each line's points as its cards stand (a key rescores only the lines it changed)
        # each square's neighbours, corners too (the touch rule: worked out once, a key looks them up)
        self.near = [bytes(r * n + c for r in range(q // n - 1, q // n + 2) for c in range(q % n - 1, q % n + 2)
                           if 0 <= r < n and 0 <= c < n and r * n + c != q) for q in range(n * n)] if x[TOUCH] else None
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
        del self.hist[:]
        deck = bytearray(self.order)
        shuffle(deck, Rand(deal ^ r.salt()))
        self.size[:] = bytes(len(self.size))
        self.piles[self.stock][0 : len(deck)] = deck
        self.size[self.stock] = len(deck)
        self.pts[:] = bytes(len(self.pts))
        self.stale = 0

    def rescore(self, q=-1):
        """Scores again the row and the column of square ``q`` (-1: every
        line: after a position was set from outside, or the starter came or
        went)."""
        n = self.side
        pts = self.pts
        if q < 0 or self.x[SCORING] == CRIBBAGE and self.empty() == 1 and not self.size[q]:  # (the last card taken back: the starter goes)
            for i in range(2 * n):
                pts[i] = self.line_score(i)
            self.stale = 0
        elif self.x[SCORING] == CRIBBAGE and self.full():
            self.stale = 1  # the starter came: every line scored again, from line stale - 1 on (a few a tick: Play.tick; all when the score is asked for)
        else:
            pts[q // n] = self.line_score(q // n)
            pts[n + q % n] = self.line_score(n + q % n)

    def rescore_some(self, k):
        """Scores ``k`` more of the lines the starter left stale; gets True
        when none is left."""
        if not self.stale:
            return True
        i = self.stale - 1
        end = min(i + k, 2 * self.side)
        while i < end:
            self.pts[i] = self.line_score(i)
            i += 1
        self.stale = 0 if i >= 2 * self.side else i + 1
        return not self.stale

    # -- the position -----------------------------------------------------

    def key(self):
        """Gets the position as bytes: each pile's size and cards."""
        out = bytearray()
        for p in range(len(self.size)):
            k = self.size[p]
            out.append(k)
            out.extend(self.piles[p][0:k])
        return bytes(out)

    def top(self, p):
        """Gets pile ``p``'s top card, or 0."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def empty(self):
        """Gets how many squares hold no card."""
        n = 0
        size = self.size
        for q in range(self.cells):
            if not size[q]:
                n += 1
        return n

    def full(self):
        """Is every square filled (the game over)?"""
        return not self.empty()

    def starter(self):
        """Gets Cribbage Square's starter once the grid is full, else 0."""
        return self.top(self.stock) | UP if self.x[SCORING] == CRIBBAGE and self.full() else 0

    def line(self, i):
        """Gets the cards of line ``i``: rows 0 .. side - 1, then the columns."""
        n = self.side
        out = []
        for j in range(n):
            p = i * n + j if i < n else j * n + i - n
            if self.size[p]:
                out.append(self.piles[p][0])
        return out

    def line_score(self, i):
        """Gets line ``i``'s points as its cards stand."""
        s = self.x[SCORING]
        cards = self.line(i)
        if s == CRIBBAGE:
            return cribbage(cards, self.starter())
        h = poker_hand(cards)
        return POINTS[s][h] if h < _NONE else 0

    def score(self):
        """Gets the score: every row's and column's hand as it stands (his
        heels too, Cribbage Square's starter a Jack: 2)."""
        if self.stale:
            self.rescore()
        t = 0
        for p in self.pts:
            t += p
        st = self.starter()
        if st & 15 == 11:
            t += 2
        return t

    def won(self):
        return self.full() and self.score() >= goal(self.x)

    # -- the rules ------------------------------------------------------

    def touches(self, q):
        """Does square ``q`` touch a filled one (corners too)?"""
        size = self.size
        for p in self.near[q]:
            if size[p]:
                return True
        return False

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (a message line)."""
        q = m & 0xFF
        if m >> 16 != PLACE or q >= self.cells:
            return "Not a square"
        if self.full():
            return "The grid is full"
        if self.size[q]:
            return "That square is taken"
        if self.x[TOUCH] and self.empty() < self.cells and not self.touches(q):
            return "Must touch a card"
        return None

    def legal_moves(self):
        return [PLACE << 16 | q for q in range(self.cells) if self.check(PLACE << 16 | q) is None]

    def apply(self, m, by_game=False):
        """Makes legal move ``m``: the stock's top card onto its square."""
        q = m & 0xFF
        s = self.stock
        self.size[s] -= 1
        self.piles[q][0] = self.piles[s][self.size[s]] | UP
        self.size[q] = 1
        self.hist.append(m)
        self.nmoves += 1
        self.rescore(q)

    def undo(self):
        """Takes back the last move; False when there is none."""
        if not self.hist:
            return False
        q = self.hist.pop() & 0xFF
        self.nmoves -= 1
        s = self.stock
        self.piles[s][self.size[s]] = self.piles[q][0] & 0x7F
        self.size[s] += 1
        self.size[q] = 0
        self.rescore(q)
        return True

    def hand_score(self, cards):
        """Gets the points of a line holding ``cards`` (no starter: the
        grid is not full)."""
        s = self.x[SCORING]
        if s == CRIBBAGE:
            return cribbage(cards, 0)
        h = poker_hand(cards)
        return POINTS[s][h] if h < _NONE else 0

    def best(self):
        """Gets the move that adds most to the score now, its row's and
        column's hands (the hint), or None. Each line's gain with the card is
        worked out once, and a square's is its two lines' (a hint made and
        took back every move and rescored: 9.2M fuel on Cribbage Square's
        first card; each square's two lines scored: 3.1M)."""
        n = self.side
        size = self.size
        c = self.top(self.stock) | UP
        # the squares that may take it: empty, and (touch) next to a card, or any on an empty grid
        if self.full():
            return None
        touch = self.x[TOUCH] and self.empty() < self.cells
        pts = self.pts
        more = [self.hand_score(self.line(i) + [c]) - pts[i] for i in range(2 * n)]  # each line's gain with the card (a line's, whichever of its squares)
        best = None
        gain = -1
        for q in range(self.cells):
            if not size[q] and (not touch or self.touches(q)):
                t = more[q // n] + more[n + q % n]
                if t > gain:
                    best = PLACE << 16 | q
                    gain = t
        return best

    def move_at(self, i):
        return self.hist[i]

    def by_game(self, i):
        return False

    def last_by_game(self):
        return False
