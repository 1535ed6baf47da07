"""The pairing games whose sets go beyond two cards: Nines' Ten-Jack-Queen-
King, Elevens' Jack-Queen-King, Tens' four of a rank, Fifteens' cards of any
number adding to 15, Eighteens' court and three cards adding to 18
(loaded only by a game whose record sets ``SETS``: ``play.Engine`` deals it
in a ``Sets``).

The record's place ``SETS`` (18): the kind in bits 0-2, ``SUITED`` (bit 3:
every card of a set of one suit, Suit Elevens) and in bits 4-7 the rank
the courts start from (``low``):

* ``RUN``: one card of each rank from ``low`` to the King (Nines' 10 up,
  Elevens' Jack up), besides two cards adding to ``TOTAL`` and a card of
  rank ``SINGLE`` alone;
* ``FOUR``: four cards of a rank from ``low`` up (Tens), besides the two
  adding to ``TOTAL``;
* ``ANY``: cards below ``low``, as many as add up to ``TOTAL`` (Fifteens:
  7-8, A-4-5-5, 3-4-8), and four of a rank from ``low`` up;
* ``COURT``: one card from ``low`` up with three of different ranks below
  it adding up to ``TOTAL`` (Eighteens: Q-3-5-10, not K-4-7-7).

The layout is piles of one card, each free (a fill game: 16 places at
most), so that a set is the places it takes: a move ``SET << 16 | mask``,
bit i the layout's place ``L0 + i`` (its cards go to the removed pile in
the places' order). Pairs and a card alone are such moves too.

Picking a set on the screen (``play.py``): A on a card puts the cursor on
the first set it is in, every card of it marked; left and right step
through its sets, A removes the one marked: two presses once the cursor
is on one of its cards (one when the card is in a single set, with the
quick setting), whatever the set's size.
"""

from micropython import const

from solitaire.pairs.engine import L0, P_OUT, SINGLE, SETS, TOTAL, BY_GAME, DEAL, TURN, Pairs

SET = 5  # a move's kind (engine's REMOVE .. TURN are 1-4)
ONE = -2  # legal_moves' src: one move will do (the hint, the look for none left: Pairs gives them all)
RUN = 1
FOUR = 2
ANY = 3
COURT = 4
SUITED = 8
_MASK = const(0xFFFF)


def bits(m):
    """Gets the places of set move ``m``, in order."""
    return [L0 + i for i in range(16) if m >> i & 1]


class Sets(Pairs):
    """A deal of a game whose sets go beyond two cards (module docstring)."""

    def __init__(self, rules, deal, options=b""):
        Pairs.__init__(self, rules, deal, options)
        s = self.x[SETS]
        self.kind = s & 7
        self.suited = s & SUITED
        self.low = s >> 4
        self.one = False  # (sets(): one set will do)

    def is_set(self, cards):
        """Do the card bytes ``cards`` make a set of this game?"""
        n = len(cards)
        if not n:
            return False
        suit = cards[0] & 0x70
        ranks = []
        for c in cards:
            if self.suited and c & 0x70 != suit:
                return False
            ranks.append(c & 15)
        low = self.low
        total = self.x[TOTAL]
        kind = self.kind
        high = [r for r in ranks if r >= low]
        if kind == COURT:
            rest = [r for r in ranks if r < low]
            return n == 4 and len(high) == 1 and len(set(rest)) == 3 and sum(rest) == total
        if n == 4 and len(high) == 4 and (kind == FOUR or kind == ANY) and min(ranks) == max(ranks):
            return True
        if kind == ANY:
            return n > 1 and not high and sum(ranks) == total
        if n == 1:
            return ranks[0] == self.x[SINGLE]
        if n == 2:
            return not high and ranks[0] + ranks[1] == total
        return kind == RUN and n == 14 - low and sorted(ranks) == list(range(low, 14))

    def cards_of(self, m):
        return [self.top(p) for p in bits(m)]

    def sets(self, src=-1):
        """Gets the sets of the free cards as set moves, one for each set
        of ranks (of each suit's, when a set is of one suit), with pile
        ``src``'s card in each when given: every card is free and the stock
        fills the places in order, so which card of a rank goes makes no
        difference to the game (a player picks the card; the others are
        the first places of their ranks). Worked out from how many cards of
        each rank show, not from subsets of the cards: Fifteens' 16 cards
        tried a subset at a time cost 8M fuel a look from .mpy."""
        size = self.size
        piles = self.piles
        out = []
        self.one = src == ONE
        want = self.top(src) if src >= L0 and size[src] else 0
        if src >= 0 and not want:
            return out
        for suit in (0, 0x10, 0x20, 0x30) if self.suited else (-1,):  # (-1: every suit together)
            if want and suit >= 0 and want & 0x70 != suit:
                continue
            # the places of each rank: at[r * 4 + i], the first src
            at = bytearray(56)
            n = bytearray(14)
            if want:
                at[(want & 15) * 4] = src
                n[want & 15] = 1
            for p in range(L0, len(size)):
                if size[p] and p != src:
                    c = piles[p][size[p] - 1]
                    r = c & 15
                    if (suit < 0 or c & 0x70 == suit) and n[r] < 4:
                        at[r * 4 + n[r]] = p
                        n[r] += 1
            if out and self.one:
                break
            for ranks in self.rank_sets(n, want & 15):
                m = 0
                k = 0
                last = 0
                for r in ranks:  # (ranks ascending: the places of a rank in turn)
                    k = k + 1 if r == last else 0
                    last = r
                    m |= 1 << (at[r * 4 + k] - L0)
                out.append(SET << 16 | m)
        return out

    def rank_sets(self, n, want):
        """Gets the sets of ranks (each a bytes, ascending) that ``n`` cards
        of each rank (``n[r]``) make, with rank ``want`` in each when given."""
        low = self.low
        total = self.x[TOTAL]
        kind = self.kind
        out = []
        single = self.x[SINGLE]
        if single and n[single] and (not want or want == single):
            out.append(bytes((single,)))
        if kind == RUN or kind == FOUR:  # two adding to the total
            for a in range(1, total // 2 + 1):
                b = total - a
                if b < low and n[a] and n[b] and (a != b or n[a] > 1) and (not want or want == a or want == b):
                    out.append(bytes((a, b)))
        if kind == RUN:
            if (not want or want >= low) and all(n[r] for r in range(low, 14)):
                out.append(bytes(range(low, 14)))
        elif kind == COURT:
            for r in range(low, 14):
                if n[r] and (not want or want == r or want < low):
                    for a in range(1, low):
                        for b in range(a + 1, low):
                            c = total - a - b
                            if b < c < low and n[a] and n[b] and n[c] and (not want or want in (r, a, b, c)):
                                out.append(bytes((a, b, c, r)))
        else:  # four of a rank from low up; ANY: any number below it adding to the total
            for r in range(low, 14):
                if n[r] == 4 and (not want or want == r):
                    out.append(bytes((r,)) * 4)
            if kind == ANY and want < low and not (out and self.one):
                if want:  # (the sets with it: it, and the others adding to the rest)
                    n[want] -= 1
                # the ranks below low that show, going down, and what those
                # from each on add up to (a branch that can't reach its sum is cut)
                vs = bytes(v for v in range(low - 1, 0, -1) if n[v])
                cap = bytearray(len(vs) + 1)
                for i in range(len(vs) - 1, -1, -1):
                    cap[i] = cap[i + 1] + vs[i] * n[vs[i]]
                # first[x]: the first of vs not over x (the ranks too big for a sum left skipped at once)
                first = bytearray(total + 1)
                i = len(vs)
                for x in range(total + 1):
                    while i and vs[i - 1] <= x:
                        i -= 1
                    first[x] = i
                got = bytearray(16)
                got[0] = want
                self._sums(n, vs, cap, first, 0, total - want, got, 1 if want else 0, out)
                if want:
                    n[want] += 1
        return out

    def _sums(self, n, vs, cap, first, i, left, got, d, out):
        """Adds to ``out`` the sets of ranks ``vs[i:]`` adding to ``left``
        after the ``d`` ranks of ``got`` (ranks going down: the big ones
        first leave little to add up). A recursion a rank taken: each call
        costs some 20k fuel from .mpy, so the cuts matter."""
        if out and self.one:
            return
        if i < first[left]:
            i = first[left]
        while cap[i] >= left and i < len(vs):
            v = vs[i]
            i += 1
            k = 0
            while k < n[v] and (k + 1) * v <= left:
                got[d + k] = v
                k += 1
                if k * v == left:
                    if d + k > 1:
                        out.append(bytes(sorted(got[:d + k])))
                else:
                    self._sums(n, vs, cap, first, i, left - k * v, got, d + k, out)

    # -- the engine's methods, for set moves ---------------------------------------

    def check(self, m):
        kind = m >> 16 & 0x3F
        if kind != SET:
            return Pairs.check(self, m) if kind == DEAL or kind == TURN else "Not a move"
        m &= _MASK
        ps = bits(m)
        if not ps or ps[-1] >= len(self.size):
            return "No such place"
        for p in ps:
            if not self.size[p]:
                return "Not a free card"
        return None if self.is_set(self.cards_of(m)) else "Not a set"

    def legal_moves(self, src=-1):
        """Gets the sets (those with pile ``src``'s card when given; at
        least one when there is one, not every one, for ``ONE``), then the
        stock's moves."""
        out = self.sets(src)
        if src >= 0:
            return out
        for m in (DEAL << 16, TURN << 16):
            if Pairs.check(self, m) is None:
                out.append(m)
        return out

    def alone(self):
        single = self.x[SINGLE]
        if single:
            for p in range(L0, len(self.size)):
                if self.size[p] and self.top(p) & 15 == single:
                    return SET << 16 | 1 << (p - L0)
        return None

    def apply(self, m, by_game=False):
        if m >> 16 & 0x3F != SET:
            return Pairs.apply(self, m, by_game)
        for p in bits(m):
            self._put(P_OUT, self._take(p))
        self.hist.append(m | BY_GAME if by_game else m & ~BY_GAME)
        self.aux.append(0)
        self.nmoves += 1

    def undo(self):
        if not self.hist or self.hist[-1] >> 16 & 0x3F != SET:
            return Pairs.undo(self)
        m = self.hist.pop()
        self.aux.pop()
        self.nmoves -= 1
        ps = bits(m)
        for i in range(len(ps) - 1, -1, -1):
            self._put(ps[i], self._take(P_OUT))
        return True
