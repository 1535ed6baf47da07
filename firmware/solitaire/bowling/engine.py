"""Bowling's engine (Wikibooks' *Bowling*, Sid Sackson's; issue 32): ten
pin piles in a triangle, the deck turned a card at a time, each card
planted on a pin where its rank fits the pins' order or put on a ball
pile, ten frames scored as bowling.

The text is vague in places; this is the reading the rules screen states
(``text.py``), docs/bowling.md and tests/test_bowling.py hold:

* The pins are numbered from the bottom of the triangle (pin 1) along its
  rows, left to right, to the top right (pin 10). Their ranks rise with
  their numbers ("filled in order from lowest ranking cards (towards the
  bottom) to the highest ranking cards (towards the top right)"), Ace low:
  a card may go on an empty pin when its rank is above every filled pin's
  below it and below every filled pin's above it. A card of a rank already
  on a pin goes on that pin and no other ("cards of the same rank into the
  same piles"); it fills no new pin.
* Any card may go on a ball pile instead ("planted on one of the Pin
  Piles, or placed onto one of the Ball Piles"): the first until it holds
  the record's ``BALL`` cards (three), then the second.
* A frame ends when every pin is filled, or when both ball piles are full.
  Its pins filled are its count. A strike: all ten filled before any card
  went on a ball pile; a spare: all ten before any went on the second.
  Each frame deals the whole deck afresh (the pins are set up again, as in
  bowling), so a frame never runs out of cards: the ranks no pin holds are
  at least three, twelve cards, more than the ball piles take.
* Scoring is bowling's: a frame scores its count; a strike 10 and the next
  two balls' pins, a spare 10 and the next ball's. A frame's first ball is
  the pins filled before its first ball card, its second the rest. A
  strike or spare in the tenth frame earns a bonus frame (two after two
  strikes) played only for those balls, as bowling's bonus balls.
* A finished frame stays: undo takes back the cards of the frame in play
  (and the last card of the last frame, from the end screen).

A game is a ``Rules`` record of family ``bowling`` (its id and name, read
from the family's table: ``famtable.py``) and its rule in that table on
flash, ``games.bin`` beside this module (built by
``host_tools/build_bowling.py`` from ``assets/bowling.toml``), a byte a
place: ``FRAMES`` (ten), ``BALL`` (cards a ball pile holds), ``GOAL`` and
``GOAL + 1`` (the score that wins, u16, little end).

The piles: ``0 .. 9`` the pins (pin 1 first), ``BALL1``, ``BALL2``, then
``STOCK`` (its top card last). A move is ``PLACE << 16 | pile``. Each
frame's deal starts the history afresh: ``origin`` is the frame's first
position (``key()``, the piles, then the frames' balls: ``restore_tail``),
so a save holds it and the frame's cards.
"""

from micropython import const

from solitaire import famtable as F
from solitaire.prng import Rand, shuffle

# the record's places (games.bin)
FRAMES = 0
BALL = 1
GOAL = 2

PINS = 10
BALL1 = 10
BALL2 = 11
STOCK = 12
PLACE = 1
UP = 0x80
NONE = 255  # the frame's first ball not yet over
OPEN = 0  # a frame's marks
SPARE = 1
STRIKE = 2
_MOST = const(12)  # frames a game plays at most: ten and two bonus frames


def record(gid):
    """Gets game ``gid``'s rule bytes from the family's table (``famtable``).

    :raises ValueError: when the table has no such game.
    """
    i = F.find("bowling", gid)
    if i < 0:
        raise ValueError("no bowling game %r" % gid)
    return F.record("bowling", i)[F.RULES :]


def goal(x):
    """Gets record ``x``'s winning score."""
    return x[GOAL] | x[GOAL + 1] << 8


def room(ranks):
    """Gets how many more pins can still be filled, the pins' ranks as they
    stand (``ranks``: a rank a pin, 0 empty): each run of empty pins between
    filled ones takes as many as it has pins and ranks between theirs."""
    n = 0
    lo = 0
    run = 0
    for p in range(PINS + 1):
        r = ranks[p] if p < PINS else 14
        if not r:
            run += 1
            continue
        k = r - lo - 1
        n += run if run < k else k
        lo = r
        run = 0
    return n


class Bowling:
    """A deal of Bowling, the frame in play, its history, and its rules."""

    def __init__(self, rules, deal, options=b""):
        self.rules = rules
        self.x = x = record(rules.id)
        ncards = rules.cards()
        self.piles = [bytearray(4) for _ in range(PINS)] + [bytearray(x[BALL]), bytearray(x[BALL]), bytearray(ncards)]
        self.size = bytearray(STOCK + 1)
        self.order = bytes(i % 13 + 1 | rules.suits[(i // 13) % len(rules.suits)] << 4 for i in range(ncards))
        self.hist = []
        self.rolls = bytearray(2 * _MOST)  # each finished frame's two balls: its pins before its first ball card, the rest
        self.marks = bytearray(_MOST)  # and its mark: OPEN, SPARE, STRIKE
        self.redeal(deal, rules, options)

    def fits(self, rules):
        return rules.id == self.rules.id

    def redeal(self, deal, rules=None, options=b""):
        """Deals deal number ``deal`` afresh (in these piles): frame 1."""
        r = self.rules = rules or self.rules
        self.deal_no = deal
        self.options = bytes(options)
        self.done = 0  # frames finished
        self.rolls[:] = bytes(len(self.rolls))
        self.marks[:] = bytes(len(self.marks))
        self.salt = deal ^ r.salt()
        self.frame()

    def frame(self):
        """Deals the next frame: the pins and ball piles empty, the whole
        deck shuffled into the stock (its own shuffle: the deal's and the
        frame's number), a history of its own."""
        deck = bytearray(self.order)
        shuffle(deck, Rand(self.salt ^ self.done << 24))
        self.size[:] = bytes(len(self.size))
        self.piles[STOCK][0 : len(deck)] = deck
        self.size[STOCK] = len(deck)
        self.first = NONE  # pins filled before the frame's first ball card
        self.nmoves = 0
        del self.hist[:]
        self.origin = self.key() if self.done else None  # (frame 1's is the deal: savegame's snapshot needs none)

    # -- the position -----------------------------------------------------

    def key(self):
        """Gets the position as bytes: each pile's size and cards, then the
        frames finished, the first ball's pins, each frame's balls and
        mark."""
        out = bytearray()
        for p in range(len(self.size)):
            k = self.size[p]
            out.append(k)
            out.extend(self.piles[p][0:k])
        out.append(self.done)
        out.append(self.first)
        out.extend(self.rolls)
        out.extend(self.marks)
        return bytes(out)

    def top(self, p):
        """Gets pile ``p``'s top card, or 0."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def card(self):
        """Gets the card to place, the stock's top (face up), or 0."""
        return self.top(STOCK) | UP if self.size[STOCK] and not self.over() else 0

    def ranks(self):
        """Gets each pin's rank (0: empty), pin 1 first."""
        return bytes(self.piles[p][0] & 15 if self.size[p] else 0 for p in range(PINS))

    def pins(self):
        """Gets how many pins the frame in play has filled."""
        n = 0
        for p in range(PINS):
            if self.size[p]:
                n += 1
        return n

    def owed(self):
        """Gets how many frames the game plays: ten, one more for a strike
        or spare in the tenth, two for two strikes there."""
        n = self.x[FRAMES]
        m = self.marks
        if self.done >= n and m[n - 1]:
            if self.done > n and m[n - 1] == STRIKE and m[n] == STRIKE:
                return n + 2
            return n + 1
        return n

    def over(self):
        """Is every frame owed played (the game over)?"""
        return self.done >= self.owed()

    def ball(self, i):
        """Gets ball ``i``'s pins (a finished frame's first, second, the
        next frame's first, ...), or None before it is bowled."""
        if i // 2 >= self.done:
            return None
        return self.rolls[i]

    def frame_score(self, i):
        """Gets frame ``i``'s score as far as its balls are known."""
        m = self.marks[i]
        t = self.rolls[2 * i] + self.rolls[2 * i + 1]
        if m == OPEN:
            return t
        j = 2 * i + 2  # the next frame's first ball
        more = self.ball(j) or 0
        if m == STRIKE:
            if self.marks[i + 1] == STRIKE:
                more += self.ball(j + 2) or 0
            else:
                more += self.ball(j + 1) or 0
        return 10 + more

    def score(self):
        """Gets the score as it stands: the finished frames', with the
        bonus balls bowled so far, and the pins of the frame in play."""
        n = self.x[FRAMES]
        t = 0
        for i in range(min(self.done, n)):
            t += self.frame_score(i)
        if self.done < n:
            t += self.pins()
        return t

    def won(self):
        return self.over() and self.score() >= goal(self.x)

    # -- the rules ------------------------------------------------------

    def gap(self, p):
        """Gets (the rank of the nearest filled pin below empty pin ``p``, 0
        for none; the nearest above's, 14 for none): a card between them fits."""
        lo = 0
        hi = 14
        for q in range(PINS):
            if self.size[q]:
                r = self.piles[q][0] & 15
                if q < p:
                    lo = r
                elif q > p and hi == 14:
                    hi = r
        return lo, hi

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not (a message line)."""
        t = m & 0xFF
        if m >> 16 != PLACE or t >= STOCK:
            return "Not a pile"
        if self.over():
            return "The game is over"
        r = self.top(STOCK) & 15
        cap = self.x[BALL]
        if t == BALL1:
            return "Ball pile 1 is full" if self.size[BALL1] >= cap else None
        if t == BALL2:
            return "Ball pile 1 first" if self.size[BALL1] < cap else None
        if self.size[t]:
            k = self.piles[t][0] & 15
            return None if k == r else "This pin holds %ss" % _name(k)
        lo, hi = self.gap(t)
        if lo < r < hi:
            return None
        if hi - lo < 2:
            return "No rank fits here"
        return "Takes %s to %s here" % (_name(lo + 1), _name(hi - 1)) if hi - lo > 2 else "Takes %ss here" % _name(lo + 1)

    def legal_moves(self):
        return [PLACE << 16 | t for t in range(STOCK) if self.check(PLACE << 16 | t) is None]

    def apply(self, m, by_game=False):
        """Makes legal move ``m``: the stock's top card onto its pile; a
        frame ended is scored and the next dealt."""
        t = m & 0xFF
        s = STOCK
        self.size[s] -= 1
        if t == BALL1 and not self.size[BALL1]:
            self.first = self.pins()
        self.piles[t][self.size[t]] = self.piles[s][self.size[s]] | UP
        self.size[t] += 1
        self.hist.append(m)
        self.nmoves += 1
        cap = self.x[BALL]
        k = self.pins()
        if k < PINS and self.size[BALL2] < cap:
            return
        i = self.done  # the frame ends: its balls and mark
        one = k if self.first == NONE else self.first
        self.rolls[2 * i] = one
        self.rolls[2 * i + 1] = k - one
        self.marks[i] = STRIKE if one == PINS else SPARE if k == PINS and not self.size[BALL2] else OPEN
        self.done += 1
        if not self.over():
            self.frame()

    def undo(self):
        """Takes back the last move of the frame in play; False when there
        is none (a finished frame stays)."""
        if not self.hist:
            return False
        t = self.hist.pop() & 0xFF
        self.nmoves -= 1
        if self.over():  # (the game's last card: its frame is in play again)
            self.done -= 1
            i = self.done
            self.rolls[2 * i] = self.rolls[2 * i + 1] = self.marks[i] = 0
        s = STOCK
        self.size[t] -= 1
        self.piles[s][self.size[s]] = self.piles[t][self.size[t]] & 0x7F
        self.size[s] += 1
        if t == BALL1 and not self.size[BALL1]:
            self.first = NONE
        return True

    def best(self):
        """Gets a reasonable move for the card (the hint), or None: its
        rank's pin; else of the empty pins it fits, the one that leaves
        the most pins still to be filled (``room``), nearest its rank's
        share of the triangle (Ace pin 1, King pin 10) among those; else
        a ball pile."""
        if self.over():
            return None
        r = self.top(STOCK) & 15
        ranks = bytearray(self.ranks())
        best = None
        most = -1
        for p in range(PINS):
            if ranks[p] == r:
                return PLACE << 16 | p
            if ranks[p] or self.check(PLACE << 16 | p) is not None:
                continue
            ranks[p] = r
            d = 9 * r - 9 - 12 * p  # (9 times the distance from the pin's share, Ace to King over pins 1 to 10)
            v = room(ranks) * 256 - (d if d > 0 else -d)
            ranks[p] = 0
            if v > most:
                best = PLACE << 16 | p
                most = v
        if best is None:
            best = PLACE << 16 | (BALL1 if self.size[BALL1] < self.x[BALL] else BALL2)
        return best

    def move_at(self, i):
        return self.hist[i]

    def by_game(self, i):
        return False

    def last_by_game(self):
        return False


def _name(r):
    """Gets rank ``r``'s letter as the cards' names have it (T for ten)."""
    return str(b"?A23456789TJQK"[r : r + 1], "utf-8")
