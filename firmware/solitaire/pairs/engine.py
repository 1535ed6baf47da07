"""The pairing and removal games' engine: Pyramid, Fourteen Out, Accordion,
Monte Carlo and their kin, one engine played from each game's record.

A game is a ``Rules`` record of family ``pairs`` (its id and name, which
the menu reads from the family's table: ``famtable.py``) and its rule in
that table on flash, ``games.bin`` beside this module (built by ``host_tools/build_pairs.py`` from
``assets/pairs.toml``), a byte a place (``LAYOUT`` .. ``GOAL`` below), read
when a game is dealt (``record``):

* ``LAYOUT``: where the cards lie and which are free.
  ``PYRAMID``: rows of 1, 2, ... ``SIZE`` cards, each row overlapping the one
  above; a card is free when the two cards covering it are gone.
  ``PILES``: ``SIZE`` piles, the deck dealt round them; a pile's top card is
  free. ``GRID``: ``SIZE`` columns by ``ROWS`` rows of single cards; a card
  pairs only with one next to it across, up, down or corner to corner
  (Monte Carlo). ``ROW``: the deck dealt into a row of ``SIZE`` piles of one;
  a pile goes onto the pile ``LEAPS`` places to its left (Accordion).
* ``MATCH``: what goes together. ``SUM``: two cards adding up to ``TOTAL``
  (Ace 1, Jack 11, Queen 12, King 13, as politaire counts them), and a card
  of rank ``SINGLE`` alone (Pyramid's King); with ``COURTS`` set, a card of
  that rank or higher pairs with its own rank instead (Block Ten's Jacks,
  Queens and Kings). ``EQUAL``: two of a rank. ``SEQUENCE``: two ranks one
  apart, King and Ace too when ``WRAP`` is set (Shuffle). ``NEAR``: two of a
  rank or of ranks next to each other, no King-Ace wrap (Cheops).
  ``SUIT_OR_RANK``: a pile onto one whose top card has its suit or rank.
  ``MARRY``: a sum, Jack with Jack, Queen with King (Gay Gordons); ``ACES``: a sum, Ace with Ace.
  (``COURTS``, ``SEQUENCE``, ``NEAR``, ``MARRY`` and ``ACES`` are ``match.py``'s, loaded only by
  the games that use them.)
* ``STOCK``: ``STOCK_NONE``; ``STOCK_WASTE``: one card at a time to the
  waste, whose top card is free, and the stock's top card too when
  ``STOCK_FREE`` is set, ``DRAW`` cards a deal (0: one; fewer when fewer
  are left); ``PASSES`` passes through it (0: one; ``UNLIMITED``: no end);
  ``STOCK_GRID``: the grid closes its gaps (its cards move up, towards the
  first place, in order) and the stock fills the places at its end
  (``gaps.py``, loaded only by such a record);
  ``STOCK_FILL``: the game fills each empty place from the stock at once
  (Simple Pairs, Thirteens: its own move, ``own``). ``PILES`` deals ``ROWS``
  cards a pile when set, the rest to the stock (0: the whole deck).
* ``GOAL``: ``GOAL_ALL``: every card removed, but ``KEEP`` cards may be
  left (Block Ten, Neptune: four); ``GOAL_ONE_PILE``: one pile left
  (Accordion); ``GOAL_LAYOUT``: the layout's cards removed (King Tut's
  pyramid).
* ``DARK``: a pyramid's covered cards lie face down (Dark Pyramid: the
  screen shows a card when the two covering it are gone, when it is free);
  a pile's cards under its top card (Doublets). ``WAY``, ``FLAGS``: ``discard.py``.
* ``DECKS``: the decks dealt (0: one; Double Pyramid's two: a pyramid of
  nine rows, drawn by ``pyramid_draw.py``).
* ``SETS``: sets of more than two cards (``sets.py``'s ``Sets``, which ``new`` deals).
* ``WAY`` from ``OWN_WAYS`` on: a game of a module of its own (``own.py`` names them).
* ``LAID``, ``DEALT``: ``PILES`` dealt otherwise (``piledeal.py``), spaces refilled (``refill.py``).
* ``SHAPE``, ``BESIDE``: a pyramid's other shapes (``shapes.py``: Giza, Pharaohs, Triangle).
* ``CELLS``, ``COLOUR``: cells a free card goes into and back from (``cells.py``: Doublet Cell).

The piles: 0 the stock, 1 the waste, 2 the removed cards, then the layout's
(``L0`` on), each a bytearray of card bytes (``cards/card.py``) and its
size in ``size``. A move is an int: ``kind << 16 | a << 8 | b`` (``REMOVE``
a and b, b ``NONE`` for a card alone; ``ONTO``: pile a onto pile b; ``DEAL``
and ``TURN``, the stock's), with ``BY_GAME`` set for the game's own.
"""

from micropython import const

from solitaire import famtable as F
from solitaire.prng import Rand, shuffle

# the record's places (games.bin)
LAYOUT = 0
SIZE = 1
ROWS = 2
MATCH = 3
TOTAL = 4
SINGLE = 5
STOCK = 6
PASSES = 7
STOCK_FREE = 8
LEAPS = 9  # ROW: bit d - 1 set: a pile goes d places left
GOAL = 10
DRAW = 11
DARK = 12
KEEP = 13
WRAP = 14
COURTS = 15
DECKS = 16
SHAPE = 17  # (shapes.py's, with BESIDE: loaded by those games alone)
SETS = 18
LAID = 19  # (piledeal.py's: the cards laid round the piles, the rest the stock)
WAY = 20  # (discard.py's and runs.py's, loaded by those games alone)
OWN_WAYS = 16  # WAY: own.py's games from here on
FLAGS = 21
BESIDE = 22
DEALT = 23  # (bits 0-5 piledeal.py's: the first pile's cards, STEPS; 6-7 refill.py's)
CELLS = 24  # (cells.py's: the cells a free card may go into, piles after the layout's; 25-27 free)

PYRAMID = 0
PILES = 1
GRID = 2
ROW = 3
SUM = 0
EQUAL = 1
SUIT_OR_RANK = 2
SEQUENCE = 3
NEAR = 4
MARRY = 5
ACES = 6
COLOUR = 7  # (two of a rank and of a colour: cells.py's, which plays Doublet Cell's moves itself)
STOCK_NONE = 0
STOCK_WASTE = 1
STOCK_GRID = 2
STOCK_FILL = 3
GOAL_ALL = 0
GOAL_ONE_PILE = 1
GOAL_LAYOUT = 2
UNLIMITED = 255  # PASSES: the stock turned back as often as the player likes

# piles
P_STOCK = 0
P_WASTE = 1
P_OUT = 2
L0 = 3

# moves
REMOVE = 1
ONTO = 2
DEAL = 3
TURN = 4
NONE = 255
BY_GAME = 0x400000
_FACE_UP = const(0x80)


def record(gid):
    """Gets game ``gid``'s rule bytes from the family's table (``famtable``).

    :raises ValueError: when the table has no such game.
    """
    i = F.find("pairs", gid)
    if i < 0:
        raise ValueError("no pairing game %r" % gid)
    return F.record("pairs", i)[F.RULES :]


def matcher(x):
    """Gets the test two ranks must pass to go together for record ``x``
    when the engine's own sum and equal ranks are not it (``match.py``'s
    ``fits``, imported only then), or None."""
    if SEQUENCE <= x[MATCH] < COLOUR or x[COURTS]:
        from solitaire.pairs.match import fits

        return fits
    return None


def value(card):
    """Gets a card's value in a sum: its rank (Jack 11, Queen 12, King 13)."""
    return card & 15


class Pairs:
    """A deal of a pairing game, its history, and its rules."""

    def __init__(self, rules, deal, options=b""):
        self.rules = rules
        self.x = x = record(rules.id)
        self.layout = x[LAYOUT]
        n = x[SIZE]
        self.cols = n  # a pyramid's rows, the piles, the grid's columns
        self.ncells = n * (n + 1) // 2 if x[LAYOUT] == PYRAMID else n * x[ROWS] if x[LAYOUT] == GRID else n
        ncards = rules.cards() * (x[DECKS] or 1)
        self.ncards = ncards
        self.goes = matcher(x)  # (None: the sum or the equal ranks below)
        room = 1 if x[LAYOUT] in (PYRAMID, GRID) else max(x[DEALT] & 31, (ncards + n - 1) // n) if x[LAYOUT] == PILES else ncards
        self.piles = [bytearray(ncards), bytearray(ncards), bytearray(ncards)] + [bytearray(room) for _ in range(self.ncells)]
        self.size = bytearray(L0 + self.ncells)
        # a pyramid's place: the first of the two places covering it (255: none)
        self.cover = bytes(
            (i + r + 1 if r < n - 1 else NONE) for r in range(n) for i in range(r * (r + 1) // 2, r * (r + 1) // 2 + r + 1)
        ) if x[LAYOUT] == PYRAMID else b""
        self.leaps = tuple(d for d in range(1, 9) if x[LEAPS] >> (d - 1) & 1)  # a row's: the places left a pile goes
        # the deck in order, once: a deal copies and shuffles it
        self.order = bytes((i % 13 + 1 | rules.suits[(i // 13) % len(rules.suits)] << 4) | _FACE_UP for i in range(ncards))
        self.live = 0  # a row's piles left (they close up leftwards)
        # a grid's: each place's neighbours after it (a key may afford a look-up, not the working out)
        self.near = [bytes(L0 + j for j in (i + 1, i + n - 1, i + n, i + n + 1)
                           if j < self.ncells and -1 <= j % n - i % n <= 1 and j // n - i // n <= 1)
                     for i in range(self.ncells)] if x[LAYOUT] == GRID else None
        self.hist = []  # the moves made, BY_GAME set on the game's own
        self.aux = []  # per move: what its undo needs (ONTO: cards moved; a grid's deal: its gaps and cards dealt)
        if x[WAY] or x[FLAGS] or x[DEALT] >> 6:  # (its own moves, deal or deck, bound over the methods here: a row's in runs.py)
            if x[WAY] >= OWN_WAYS:
                from solitaire.pairs.own import attach
            elif x[LAYOUT] == ROW:
                from solitaire.pairs.runs import attach
            elif x[DEALT] >> 6:
                from solitaire.pairs.refill import attach
            else:
                from solitaire.pairs.discard import attach
            attach(self)
        if x[SHAPE]:
            from solitaire.pairs.shapes import attach

            attach(self)
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
        self.turns = 0  # the waste turned back into the stock so far
        del self.hist[:]
        del self.aux[:]
        n = len(self.order)
        deck = bytearray(self.order)
        shuffle(deck, Rand(deal ^ r.salt()))
        size = self.size
        size[:] = bytes(len(size))
        piles = self.piles
        i = 0
        if self.layout == PILES and (self.x[LAID] or self.x[DEALT] & 63):
            from solitaire.pairs.piledeal import lay

            i = lay(self, deck)
        elif self.layout == PILES:  # round the piles, a card each, as one deals them
            cols = self.cols
            k = min(n, cols * self.x[ROWS]) if self.x[ROWS] else n
            for i in range(k):
                p = L0 + i % cols
                piles[p][i // cols] = deck[i]
            for p in range(cols):
                size[L0 + p] = (k - p + cols - 1) // cols
            i = k
        else:
            i = min(n, self.ncells)
            for p in range(i):
                piles[L0 + p][0] = deck[p]
            size[L0 : L0 + i] = bytes((1,)) * i
        self.live = i
        k = n - i  # the rest is the stock, its top card last
        piles[P_STOCK][0:k] = deck[i:]
        size[P_STOCK] = k

    # -- the position -----------------------------------------------------

    def key(self):
        """Gets the position as bytes: each pile's size and cards, then the
        stock's turns (``restore_tail``)."""
        out = bytearray()
        for p in range(len(self.size)):
            k = self.size[p]
            out.append(k)
            out.extend(self.piles[p][0:k])
        out.append(self.turns if self.x[PASSES] != UNLIMITED else 0)  # (no end of passes: their count is no part of the position)
        return bytes(out)

    def top(self, p):
        """Gets pile ``p``'s top card, or 0."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def free(self, p):
        """Is pile ``p``'s top card free to play?"""
        if not self.size[p]:
            return False
        if p >= L0:
            if self.layout != PYRAMID:
                return True
            c = self.cover[p - L0]
            return c == NONE or not self.size[L0 + c] and not self.size[L0 + c + 1]
        if p == P_WASTE:
            return True
        return p == P_STOCK and self.x[STOCK_FREE]

    def free_piles(self):
        """Gets the piles whose top card is free, the stock and waste first
        (``free`` for every pile, in one loop: a key asks for them all)."""
        size = self.size
        out = []
        if size[P_STOCK] and self.x[STOCK_FREE]:
            out.append(P_STOCK)
        if size[P_WASTE]:
            out.append(P_WASTE)
        cover = self.cover
        none = NONE
        for p in range(L0, len(size)):
            if size[p]:
                if cover:
                    c = cover[p - L0]
                    if c != none and (size[L0 + c] or size[L0 + c + 1]):
                        continue
                out.append(p)
        return out

    def rows_alive(self):
        """Gets how many piles of a row are left (they close up leftwards)."""
        return self.live

    def recount(self):
        """Counts a row's piles again after its piles were set from outside
        (a snapshot, a position read)."""
        n = 0
        while n < self.ncells and self.size[L0 + n]:
            n += 1
        self.live = n

    def won(self):
        if self.x[GOAL] == GOAL_ONE_PILE:
            return not self.size[P_STOCK] and self.rows_alive() == 1
        if self.x[GOAL] == GOAL_LAYOUT:
            return not any(self.size[L0:])
        return self.size[P_OUT] >= self.ncards - self.x[KEEP]

    # -- the rules ------------------------------------------------------

    def adjacent(self, a, b):
        """Are grid places ``a`` and ``b`` next to each other (corners too)?"""
        c = self.cols
        a -= L0
        b -= L0
        return a != b and -1 <= a // c - b // c <= 1 and -1 <= a % c - b % c <= 1

    def neighbours(self, a):
        """Gets grid place ``a``'s neighbours after it (across, down and
        the corners below: ``near``, worked out with the engine)."""
        return self.near[a - L0]

    def around(self, a):
        """Gets grid place ``a``'s neighbours on every side."""
        out = bytearray(self.neighbours(a))
        for p in range(L0, a):
            if a in self.neighbours(p):
                out.append(p)
        return out

    def goes_with(self, a, b):
        """Do the free top cards of piles ``a`` and ``b`` make a set?"""
        x = self.x
        ca = self.top(a)
        cb = self.top(b)
        if self.goes is not None:
            return self.goes(x, ca & 15, cb & 15)
        if x[MATCH] == SUM:
            return value(ca) + value(cb) == x[TOTAL]
        if x[MATCH] == EQUAL:
            return ca & 15 == cb & 15
        return ca & 15 == cb & 15 or ca & 0x70 == cb & 0x70

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (a message line)."""
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        b = m & 0xFF
        x = self.x
        size = self.size
        n = len(size)
        if kind == REMOVE:
            if a >= n or not self.free(a) or a == P_OUT:
                return "Not a free card"
            if b == NONE:
                return None if x[SINGLE] and self.top(a) & 15 == x[SINGLE] else "Not alone"
            if b >= n or b == a or not self.free(b) or b == P_OUT:
                return "Not a free card"
            if x[LAYOUT] == ROW:
                return "Piles go onto piles"
            if x[LAYOUT] == GRID and not self.adjacent(a, b):
                return "Not next to it"
            if not self.goes_with(a, b):
                return "Adds to %d, not %d" % (value(self.top(a)) + value(self.top(b)), x[TOTAL]) if x[MATCH] == SUM and not x[COURTS] else "Not a pair"
            return None
        if kind == ONTO:
            if x[LAYOUT] != ROW:
                return "No building here"
            live = self.rows_alive()
            if not L0 <= b < a < L0 + live:
                return "No pile there"
            d = a - b
            if d > 8 or not x[LEAPS] >> (d - 1) & 1:
                return "Not %d to the left" % d if d != 1 else "Not the next pile"
            return None if self.goes_with(a, b) else "Needs its suit or rank"
        if kind == DEAL:
            if x[STOCK] == STOCK_WASTE:
                return None if size[P_STOCK] else "The stock is empty"
            if x[STOCK] == STOCK_GRID:  # closing moves a card up, or the stock fills a gap
                gap = False
                for p in range(L0, n):
                    if not size[p]:
                        gap = True
                    elif gap:
                        return None
                return None if gap and size[P_STOCK] else "No gaps to close"
            if x[STOCK] == STOCK_FILL:
                for p in range(L0, n):
                    if not size[p]:
                        return None if size[P_STOCK] else "The stock is empty"
                return "No gaps to fill"
            return "No stock"
        if kind == TURN:
            if x[STOCK] != STOCK_WASTE or size[P_STOCK] or not size[P_WASTE]:
                return "Not now"
            return None if x[PASSES] == UNLIMITED or self.turns + 1 < x[PASSES] else "No passes left"
        return "Not a move"

    def alone(self):
        """Gets a move removing a free card that goes alone (Pyramid's
        King: it goes with nothing else, so the game may remove it by
        itself), or None."""
        x = self.x
        if x[SINGLE]:
            size = self.size
            for p in self.free_piles():
                if self.piles[p][size[p] - 1] & 15 == x[SINGLE]:
                    return REMOVE << 16 | p << 8 | NONE
        return None

    def own(self, auto_finish):
        """Gets the game's own next move, or None: a gap filled from the
        stock (``STOCK_FILL``: the rules', whatever the setting), or with
        ``auto_finish`` a free card that goes alone (``alone``)."""
        if self.x[STOCK] == STOCK_FILL and self.check(DEAL << 16) is None:
            return DEAL << 16
        return self.alone() if auto_finish else None

    def legal_moves(self, src=-1):
        """Gets the legal moves (those of the cards from pile ``src`` when
        given), sets before the stock's. (What ``check`` asks, without its
        reasons and with the free cards found once: a key may afford it.)"""
        out = []
        x = self.x
        size = self.size
        piles = self.piles
        if x[LAYOUT] == ROW:
            live = self.live
            leaps = self.leaps
            for a in range(L0 + 1, L0 + live) if src < 0 else (src,) if L0 < src < L0 + live else ():
                ca = piles[a][size[a] - 1]
                for d in leaps:
                    b = a - d
                    if b >= L0:
                        cb = piles[b][size[b] - 1]
                        if ca & 15 == cb & 15 or ca & 0x70 == cb & 0x70:
                            out.append(ONTO << 16 | a << 8 | b)
        else:
            free = self.free_piles()
            single = x[SINGLE]
            match = x[MATCH]
            total = x[TOTAL]
            grid = x[LAYOUT] == GRID
            goes = self.goes
            nf = len(free)
            # the free cards' ranks, read once: on Triple Fourteens' 24 piles a
            # look at every pair read each twice took 2.08M fuel, now 1.03M
            vals = bytes(piles[p][size[p] - 1] & 15 for p in free)
            for i in range(nf) if src < 0 else (free.index(src),) if src in free else ():
                a = free[i]
                va = vals[i]
                if single and va == single:
                    out.append(REMOVE << 16 | a << 8 | NONE)
                if grid:
                    for b in self.neighbours(a) if src < 0 else self.around(a):
                        if size[b]:
                            vb = piles[b][size[b] - 1] & 15
                            if goes(x, va, vb) if goes is not None else va == vb if match == EQUAL else va + vb == total:
                                out.append(REMOVE << 16 | a << 8 | b)
                    continue
                want = va if match == EQUAL else total - va  # (the partner's rank, when the engine's own match it is)
                for j in range(i + 1, nf) if src < 0 else range(nf):
                    if j != i and (goes(x, va, vals[j]) if goes is not None else vals[j] == want):
                        out.append(REMOVE << 16 | a << 8 | free[j])
        if src < 0:
            for m in (DEAL << 16, TURN << 16):
                if self.check(m) is None:
                    out.append(m)
        return out

    # -- making and undoing moves -----------------------------------------

    def _take(self, p):
        self.size[p] -= 1
        return self.piles[p][self.size[p]]

    def _put(self, p, card):
        self.piles[p][self.size[p]] = card
        self.size[p] += 1

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (the game's own when ``by_game``)."""
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        b = m & 0xFF
        aux = 0
        if kind == REMOVE:
            self._put(P_OUT, self._take(a))
            if b != NONE:
                self._put(P_OUT, self._take(b))
        elif kind == ONTO:
            aux = self._onto(a, b)
        elif kind == DEAL:
            if self.x[STOCK] == STOCK_GRID:
                from solitaire.pairs.gaps import close

                aux = close(self)
            elif self.x[STOCK] == STOCK_FILL:  # each gap a card, in order (aux: the places filled, a bit each)
                for p in range(L0, L0 + self.ncells):
                    if not self.size[p] and self.size[P_STOCK]:
                        self._put(p, self._take(P_STOCK))
                        aux |= 1 << (p - L0)
            else:  # DRAW cards at a time, as many as are left
                aux = min(self.x[DRAW] or 1, self.size[P_STOCK])
                for _ in range(aux):
                    self._put(P_WASTE, self._take(P_STOCK))
        elif kind == TURN:
            while self.size[P_WASTE]:
                self._put(P_STOCK, self._take(P_WASTE))
            self.turns += 1
        self.hist.append(m | BY_GAME if by_game else m & ~BY_GAME)
        self.aux.append(aux)
        self.nmoves += 1

    def _onto(self, a, b):
        """Puts row pile ``a`` onto pile ``b``; the piles after it close up.
        Gets the cards moved."""
        piles = self.piles
        size = self.size
        k = size[a]
        piles[b][size[b] : size[b] + k] = piles[a][0:k]
        size[b] += k
        end = L0 + self.ncells
        piles.append(piles.pop(a))  # (the emptied pile goes to the end: no new bytearray)
        size[a : end - 1] = size[a + 1 : end]
        size[end - 1] = 0
        self.live -= 1
        return k

    def undo(self):
        """Takes back the last move; gets False when there was none."""
        if not self.hist:
            return False
        m = self.hist.pop()
        aux = self.aux.pop()
        self.nmoves -= 1
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        b = m & 0xFF
        piles = self.piles
        size = self.size
        if kind == REMOVE:
            if b != NONE:
                self._put(b, self._take(P_OUT))
            self._put(a, self._take(P_OUT))
        elif kind == ONTO:
            end = L0 + self.ncells
            piles.insert(a, piles.pop())
            size[a + 1 : end] = size[a : end - 1]
            size[b] -= aux
            piles[a][0:aux] = piles[b][size[b] : size[b] + aux]
            size[a] = aux
            self.live += 1
        elif kind == DEAL:
            if self.x[STOCK] == STOCK_GRID:
                from solitaire.pairs.gaps import reopen

                reopen(self, aux)
            elif self.x[STOCK] == STOCK_FILL:
                for p in range(L0 + self.ncells - 1, L0 - 1, -1):
                    if aux >> (p - L0) & 1:
                        self._put(P_STOCK, self._take(p))
            else:
                for _ in range(aux):
                    self._put(P_STOCK, self._take(P_WASTE))
        elif kind == TURN:
            while self.size[P_STOCK]:
                self._put(P_WASTE, self._take(P_STOCK))
            self.turns -= 1
        return True

    def move_at(self, i):
        return self.hist[i] & ~BY_GAME

    def by_game(self, i):
        return bool(self.hist[i] & BY_GAME)

    def last_by_game(self):
        return bool(self.hist and self.hist[-1] & BY_GAME)
