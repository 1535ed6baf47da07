"""The games of chance' engine: Clock Solitaire, Hit or Miss, Frustration and
Royal Flush, games that leave the player no choice. A press makes the one
move there is (``next``), so the engine's only legal move is that one; the
family is a family because its play is of another kind (no card is picked,
no pile chosen), not because its cards move in unusual ways.

A game is a ``Rules`` record of family ``chance`` (its id and name, which the
menu reads from the family's table: ``famtable.py``) and its rule in that
table on flash, ``games.bin`` beside this module (built by
``host_tools/build_chance.py`` from ``assets/chance.toml``), a byte a place
(``KIND`` .. ``ODDS`` below), read when a game is dealt (``record``):

* ``KIND``: ``CLOCK`` (Clock Solitaire): twelve piles of four face down in
  a circle, the hours, and four in the centre, the Kings'. The first press
  turns the centre's top card; each press after puts the card turned face
  up under the pile of its hour (Ace 1 .. Queen 12, King the centre) and
  turns that pile's top card. The game ends when a card's pile has no card
  face down left: the fourth King. Won when every card is face up.
  ``COUNT`` (Hit or Miss, Frustration): the deck is dealt a card a press,
  the player saying Ace, 2 ... King, Ace ...; a card of the rank said is a
  *hit*. ``ROYAL`` (Royal Flush): the deck is dealt round ``PILES`` piles;
  each pile is searched from its top, a press a card: a card that is no
  card of the royal flush (Ace, King, Queen, Jack, 10; of the first such
  card's suit once one is found) is discarded, one that is stays on top
  and ends the pile's search. Once every pile is searched, a press gathers
  them (each onto its neighbour to the left, the last onto the first, the
  packet turned face down) and deals them round one pile fewer. The single
  pile's search ends the game: won when the royal flush's five cards are
  all that is left.
* ``HIT``: ``COUNT``'s hit. ``DISCARD`` (Hit or Miss): the card is
  discarded, the rest redealt and the count going on for as long as there
  are hits; the game is lost when ``PASSES`` times the cards left are dealt
  without a hit, won when every card is discarded. ``LOSES``
  (Frustration): the game is lost; won when the deck is dealt once (four
  rounds of the count) without a hit.
* ``PILES``: ``ROYAL``'s first deal (5: two piles of eleven, three of ten).
* ``ODDS``, ``ODDS + 1``: the odds of a win in hundredths of a percent (u16,
  little end), as ``host_tools/chance_odds.py`` measures them over many deals
  with the project's PRNG; the rules screen shows them.

The piles, each a bytearray of card bytes (``cards/card.py``, ``UP`` set on
a face-up card) and its size in ``size``: ``CLOCK``: 0-11 the hours 1-12,
12 the centre, 13 the card turned (the hand). ``COUNT``: 0 the stock (its
top card last), 1 the waste, 2 the cards hit. ``ROYAL``: 0-4 the piles, 5
the discards. The rest of the position is ``st`` (``key()`` ends with it):
``CLOCK``: [started]; ``COUNT``: [cards dealt, modulo 13 (the rank said next
less one), cards dealt since the last hit, lost]; ``ROYAL``: [piles this round, the
pile being searched, the flush's suit + 1 (0: none yet)].

A move is ``TURN << 16 | what undo needs`` (``next`` works it out, so a
saved game's moves are checked against it): ``CLOCK``: the pile the card
goes under, ``FIRST`` for the first turn; ``COUNT``: ``RECYCLE`` (the waste
turned over first), ``HITS`` and the count of cards since the last hit,
before; ``ROYAL``: ``FOUND``, ``SUITED`` (the card set the suit) and the pile
searched, or ``GATHER << 16 | piles``.
"""

from micropython import const

from solitaire import famtable as F
from solitaire.prng import Rand, shuffle

# the record's places (games.bin)
KIND = 0
HIT = 1
PASSES = 2
PILES = 3
ODDS = 4

CLOCK = 0
COUNT = 1
ROYAL = 2
DISCARD = 0
LOSES = 1

# moves
TURN = 1
GATHER = 2
FIRST = 0x100  # CLOCK: the centre's top card turned
RECYCLE = 0x100  # COUNT: the waste turned over into the stock first
HITS = 0x200  # COUNT: the card dealt is a hit
FOUND = 0x100  # ROYAL: the card is the flush's: it stays
SUITED = 0x200  # ROYAL: and it chose the flush's suit
UP = 0x80  # a card's face-up bit

CENTRE = 12
HAND = 13
STOCK = 0
WASTE = 1
OUT = 2
DISCARDS = 5
_ROYAL_RANKS = const(0x3C02)  # bits 1, 10, 11, 12, 13: Ace, 10, Jack, Queen, King


def record(gid):
    """Gets game ``gid``'s rule bytes from the family's table (``famtable``).

    :raises ValueError: when the table has no such game.
    """
    i = F.find("chance", gid)
    if i < 0:
        raise ValueError("no game of chance %r" % gid)
    return F.record("chance", i)[F.RULES :]


def odds(x):
    """Gets record ``x``'s odds of a win in hundredths of a percent."""
    return x[ODDS] | x[ODDS + 1] << 8


class Chance:
    """A deal of a game of chance, its history, and its rules."""

    def __init__(self, rules, deal, options=b""):
        self.rules = rules
        self.x = x = record(rules.id)
        self.kind = x[KIND]
        n = rules.cards()
        # (room: a clock pile never holds more than four; a royal pile all
        # the cards that are left, in the last round)
        self.piles = [bytearray(4) for _ in range(13)] + [bytearray(1)] if self.kind == CLOCK else [bytearray(n) for _ in range(3 if self.kind == COUNT else 6)]
        self.size = bytearray(len(self.piles))
        self.st = bytearray(3)
        self.order = bytes(i % 13 + 1 | rules.suits[(i // 13) % len(rules.suits)] << 4 for i in range(n))
        self.hist = []
        self.aux = []  # ROYAL: a gathering's pile sizes before it, for its undo
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
        del self.aux[:]
        deck = bytearray(self.order)
        shuffle(deck, Rand(deal ^ r.salt()))
        size = self.size
        size[:] = bytes(len(size))
        self.st[:] = b"\0\0\0"
        piles = self.piles
        n = len(deck)
        if self.kind == COUNT:
            piles[STOCK][0:n] = deck
            size[STOCK] = n
            return
        k = 13 if self.kind == CLOCK else self.x[PILES]  # round the piles, as one deals them
        for i in range(n):
            p = i % k
            piles[p][size[p]] = deck[i]
            size[p] += 1
        if self.kind == ROYAL:
            self.st[0] = k

    # -- the position -----------------------------------------------------

    def key(self):
        """Gets the position as bytes: each pile's size and cards, then
        ``st`` (``restore_tail``)."""
        out = bytearray()
        for p in range(len(self.size)):
            k = self.size[p]
            out.append(k)
            out.extend(self.piles[p][0:k])
        out.extend(self.st)
        return bytes(out)

    def top(self, p):
        """Gets pile ``p``'s top card, or 0."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def left(self):
        """Gets the cards still in play (COUNT: the stock's and the waste's)."""
        return self.size[STOCK] + self.size[WASTE]

    def down(self):
        """Gets how many cards lie face down."""
        n = 0
        for p in range(len(self.size)):
            pile = self.piles[p]
            for i in range(self.size[p]):
                if not pile[i] & UP:
                    n += 1
        return n

    def royal(self, c):
        """Is card ``c`` one of the royal flush's (its suit, once chosen)?"""
        s = self.st[2]
        return _ROYAL_RANKS >> (c & 15) & 1 and (not s or (c >> 4 & 7) == s - 1)

    def lost(self):
        """Is the game over and not won?"""
        return self.next() is None and not self.won()

    def won(self):
        st = self.st
        if self.kind == CLOCK:
            return st[0] and not self.size[HAND] and not self.down()
        if self.kind == COUNT:
            if self.x[HIT] == LOSES:
                return not self.size[STOCK] and not st[2]
            return not self.left()
        if st[0] != 1 or st[1] != 1 or self.size[0] != 5:
            return False
        for i in range(5):
            if not self.royal(self.piles[0][i]):
                return False
        return True

    # -- the rules ------------------------------------------------------

    def next(self):
        """Gets the one move there is, or None: the game is over."""
        st = self.st
        size = self.size
        if self.kind == CLOCK:
            if size[HAND]:
                r = self.piles[HAND][0] & 15
                return TURN << 16 | r - 1
            return None if st[0] else TURN << 16 | FIRST | CENTRE
        if self.kind == COUNT:
            if st[2] or not self.left():
                return None
            if self.x[HIT] == LOSES:
                if not size[STOCK]:
                    return None
            elif st[1] >= self.x[PASSES] * self.left():
                return None
            m = TURN << 16 | st[1]
            if size[STOCK]:
                c = self.top(STOCK)
            else:
                c = self.piles[WASTE][0]  # (the waste turned over: its first card on top)
                m |= RECYCLE
            if c & 15 == st[0] + 1:
                m |= HITS
            return m
        k = st[0]
        p = st[1]
        if p < k:
            if self.royal(self.top(p)):
                return TURN << 16 | FOUND | (0 if st[2] else SUITED) | p
            return TURN << 16 | p
        return GATHER << 16 | k if k > 1 else None

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (a message line)."""
        n = self.next()
        if n is None:
            return "The game is over"
        return None if m == n else "Not the next card"

    def legal_moves(self):
        n = self.next()
        return [] if n is None else [n]

    def _seek(self, p):
        """Sets the pile searched to the first pile from ``p`` with cards."""
        k = self.st[0]
        while p < k and not self.size[p]:
            p += 1
        self.st[1] = p

    def apply(self, m, by_game=False):
        """Makes legal move ``m`` (no move here is the game's own)."""
        piles = self.piles
        size = self.size
        st = self.st
        kind = self.kind
        a = m & 0xFF
        if kind == CLOCK:
            if m & FIRST:
                st[0] = 1
                c = piles[CENTRE][size[CENTRE] - 1]
                size[CENTRE] -= 1
            else:
                c = piles[HAND][0]
                pile = piles[a]
                k = size[a]
                t = pile[k - 1] if k else UP
                if not t & UP:  # (a face-down card on top: the next card turned)
                    k -= 1
                pile[1 : k + 1] = pile[0:k]  # (the card goes under the pile)
                pile[0] = c
                size[a] = k + 1
                if t & UP:
                    size[HAND] = 0
                    c = 0
                else:
                    c = t
            if c:
                piles[HAND][0] = c | UP
                size[HAND] = 1
        elif kind == COUNT:
            if m & RECYCLE:
                n = size[WASTE]
                w = piles[WASTE]
                s = piles[STOCK]
                for i in range(n):
                    s[i] = w[n - 1 - i] & 0x7F
                size[STOCK] = n
                size[WASTE] = 0
            size[STOCK] -= 1
            c = piles[STOCK][size[STOCK]] | UP
            p = OUT if m & HITS and self.x[HIT] == DISCARD else WASTE
            piles[p][size[p]] = c
            size[p] += 1
            st[0] = (st[0] + 1) % 13
            if m & HITS:
                st[1] = 0
                if self.x[HIT] == LOSES:
                    st[2] = 1
            else:
                st[1] += 1
        elif m >> 16 == GATHER:
            self.aux.append(bytes(size[0:a]))
            self._gather(a)
        elif m & FOUND:
            piles[a][size[a] - 1] |= UP
            if m & SUITED:
                st[2] = (self.top(a) >> 4 & 7) + 1
            self._seek(a + 1)
        else:
            size[a] -= 1
            piles[DISCARDS][size[DISCARDS]] = piles[a][size[a]] | UP
            size[DISCARDS] += 1
            if not size[a]:
                self._seek(a + 1)
        self.hist.append(m)
        self.nmoves += 1

    def _gather(self, k):
        """Gathers the ``k`` piles, each onto its neighbour to the left, turns
        the packet over and deals it round ``k - 1`` piles."""
        piles = self.piles
        size = self.size
        packet = bytearray()
        for p in range(k):
            packet.extend(piles[p][0 : size[p]])
        n = len(packet)
        k -= 1
        for p in range(k + 1):
            size[p] = 0
        for j in range(n):  # (the packet face down: its top card, the last pile's, dealt first)
            p = j % k
            piles[p][size[p]] = packet[n - 1 - j] & 0x7F
            size[p] += 1
        self.st[0] = k
        self._seek(0)

    def undo(self):
        """Takes back the last move; False when there is none."""
        if not self.hist:
            return False
        m = self.hist.pop()
        self.nmoves -= 1
        piles = self.piles
        size = self.size
        st = self.st
        kind = self.kind
        a = m & 0xFF
        if kind == CLOCK:
            if m & FIRST:
                st[0] = 0
                piles[CENTRE][size[CENTRE]] = piles[HAND][0] & 0x7F
                size[CENTRE] += 1
                size[HAND] = 0
            else:
                pile = piles[a]
                k = size[a]
                c = pile[0]
                pile[0 : k - 1] = pile[1:k]
                k -= 1
                if size[HAND]:  # (a card was turned from this pile: back on top, face down)
                    pile[k] = piles[HAND][0] & 0x7F
                    k += 1
                size[a] = k
                piles[HAND][0] = c
                size[HAND] = 1
        elif kind == COUNT:
            p = OUT if m & HITS and self.x[HIT] == DISCARD else WASTE
            size[p] -= 1
            piles[STOCK][size[STOCK]] = piles[p][size[p]] & 0x7F
            size[STOCK] += 1
            st[0] = (st[0] + 12) % 13
            st[1] = m & 0xFF
            st[2] = 0
            if m & RECYCLE:
                n = size[STOCK]
                s = piles[STOCK]
                w = piles[WASTE]
                for i in range(n):
                    w[i] = s[n - 1 - i] | UP
                size[WASTE] = n
                size[STOCK] = 0
        elif m >> 16 == GATHER:
            self._ungather(a, self.aux.pop())
        else:
            if m & FOUND:
                piles[a][size[a] - 1] &= 0x7F
                if m & SUITED:
                    st[2] = 0
            else:
                size[DISCARDS] -= 1
                piles[a][size[a]] = piles[DISCARDS][size[DISCARDS]] & 0x7F
                size[a] += 1
            st[1] = a
        return True

    def _ungather(self, k, was):
        """Takes back a gathering into ``k - 1`` piles whose ``k`` piles had
        the sizes ``was``: each pile's top card face up again (its search
        found it)."""
        piles = self.piles
        size = self.size
        n = sum(was)
        packet = bytearray(n)
        for j in range(n):
            p = j % (k - 1)
            packet[n - 1 - j] = piles[p][j // (k - 1)]
        i = 0
        for p in range(k):
            size[p] = was[p]
            piles[p][0 : was[p]] = packet[i : i + was[p]]
            i += was[p]
            if was[p]:
                piles[p][was[p] - 1] |= UP
        self.st[0] = k
        self.st[1] = k

    def move_at(self, i):
        return self.hist[i]

    def by_game(self, i):
        return False

    def last_by_game(self):
        return False
