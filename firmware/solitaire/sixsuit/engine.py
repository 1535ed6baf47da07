"""Six-Suit Solitaire (Joli Quentin Kansil, 2000): its own rules engine.

The game is played with 81 tiles: six suits of A..K in three colours (Clubs
and Spades black, Diamonds and Hearts red, Anchors and Wheels green) and one
Joker of each colour. Nine columns I..IX meet the rail: above it the
*tableau* (0, 1, ..., 8 face-down tiles), below it the *layout* (one face-up
tile each at the start); the other 36 tiles are the *stock*. Drawn tiles form
a row, the *discards*, whose last tile is the *talon*. Up top, each suit is
built from its Ace to its King over its rail column (I Anchors, II Clubs,
III Diamonds, IV Hearts, V Spades, VI Wheels); cashed Jokers go to the Joker
column.

Set-up: the 81 tiles are shuffled with the project PRNG (``Rand(deal ^
salt("sixsuit"))``, ``prng.shuffle``), then dealt tableau columns II..IX in
turn (1, 2, ..., 8 tiles), one tile face up to each layout column I..IX, and
the remaining 36 to the stock.

Tiles
    A natural tile is a card byte (``cards.py``): rank bits 0-3, suit bits
    4-6, face up bit 7. A Joker has rank 14 and, in the suit bits, the first
    suit of its colour, so ``cards.colour()`` is right for it too: black
    ``0x0E`` (suit Clubs), red ``0x1E`` (Diamonds), green ``0x4E`` (Anchors).
    ``JOKER[c]`` is the Joker of colour ``c`` (0 black, 1 red, 2 green).
    What a Joker stands for is kept beside the piles, one byte a colour in
    ``jdecl``: rank in bits 0-3 (0: undeclared), suit in bits 4-6, 7 meaning
    "either suit of the colour" (``*G=4?``); ``UNDECLARED`` is 0x70. A
    declared natural byte is the tile it stands for. ``jflags`` holds ``ODD``.

Piles
    ``piles[p]`` is a fixed-size ``bytearray`` with its length in
    ``size[p]``, bottom first, as in ``board.py``; ``loc[t]`` is the pile
    that tile ``t`` (without the face-up bit) is in, so finding a tile never
    scans. 0 ``STOCK`` (last = next draw), 1 ``DISC`` (the discards, last =
    the talon), 2-7 up top (``F0 + suit``, internal suit numbers), 8
    ``JOKERS`` (cashed), 9-17 the layout columns I..IX (``L0 + i``; first =
    the head at the rail, last = the bottom tile), 18-26 the tableau columns
    (``T0 + i``; last = the next to turn up).

Moves
    A move is one int, ``kind << 16 | a << 8 | b``, below 2**19 (a small int
    on MicroPython):

    ========  ==================  ======================================
    kind      a                   b
    ========  ==================  ======================================
    0 MOVE    destination pile    source pile: the talon (``DISC``) or a
                                  layout column; to a layout column a
                                  whole column moves, up top its bottom
                                  tile
    1 DRAW    ``DISC``            ``STOCK`` (one constant, ``DRAW_MOVE``)
    2 DECLARE Joker colour        declaration byte (as ``jdecl``)
    3 EXCHANGE Joker colour       the natural tile it is exchanged for
    4 CASH    Joker colour        0 (the Joker is wherever it is)
    5 LIBERTY 0                   index in the discards of the tile that
                                  becomes the talon (0 = the oldest)
    ========  ==================  ======================================

    ``check(m)`` gets None or why not; ``apply(m)`` trusts its caller;
    ``play(m)`` checks, applies, then makes the game's own moves
    (``forced_move``) flagged ``F_AUTO``. Each applied move leaves a 6-byte
    history record (kind, four data bytes, flags) from which ``undo()``
    restores everything and ``move_at(i)`` rebuilds the move, so (deal,
    options, moves) replays any position (``replay``).

Rules as the engine plays them (the rule sheet's text, with the decisions it
leaves open marked *decision*)

* Building: a tile goes on the next-higher bottom tile of a different
  colour; only whole layout columns move onto one (or into an open space);
  the talon is always playable, the other discards never; the bottom tile of
  a column or the talon goes up top on its suit, Ace first. Playing up top is
  never automatic (Aces in the layout help, see below). Up top tiles stay.
* Using the talon exposes the discard under it as the new talon.
* Vacant columns: a layout column that empties at once gets the top tile of
  its tableau column, face up. When the tableau column is empty too, the
  space is open: a King column fills it; a Queen column when an Ace is in
  the layout, a Jack column when two or more are. *Decision:* a Joker
  declared as an Ace counts as an Ace in the layout; an Ace is always the
  bottom tile of its column, so counting looks at bottom tiles only.
  ``legal_moves`` leaves out moving a column from an open space into another
  (it changes nothing); ``check`` allows it.
* Showing tiles: a natural tile *shows* when it is in the layout, up top,
  or the talon (*decision:* the talon counts, being in play). A tile drawn
  from the stock, turned up from the tableau, or exposed again as the talon
  (the talon above it used, or a liberty) turns up in this sense; a talon
  covered by a draw stops showing (it is a discard again).
* Declaring a Joker (``*G=4W``, ``*G=4?``): possible for the talon Joker
  and for a Joker in the layout. *Decisions:* a Joker's rank can be changed
  only while it is the talon; once in the layout its rank stays, and a
  ``?`` may only be narrowed to a named suit, never changed; an Odd Joker is
  not declared again. A Joker may not be declared as a showing tile; ``?``
  is refused while either tile of that rank and colour shows (the rule
  says the suit must be named then). A Joker going up top needs no
  declaration: the suit pile and its height name the tile, which must not
  be showing. A Joker covered by a draw loses its declaration (a discard
  stands for nothing); an undeclared Joker can't move or be built on.
* Undeclared suit (*decision*): a ``?`` Joker stands for whichever of its
  two tiles is not showing. When one of them turns up, nothing is due: the
  Joker now stands for the other one (its suit is implied; naming it is
  allowed only as that other suit). When both show, the exchange is due,
  for either tile that is free.
* Exchange: a Joker is *due* when every tile it can stand for shows. The
  natural must then be free (the talon or a bottom tile; it always is when
  the exchange falls due, since until then it is *frozen*: it can't go up
  top and nothing can be built on it). The natural takes the Joker's exact
  place (in a column, even in the middle: same rank and colour, so the
  column stays a sequence; up top in the suit pile; or the talon), and the
  Joker is cashed. The natural's old place empties (a column turns up its
  next tile; the talon exposes the next discard). Assist exchanges with the
  tile in the layout when both tiles of a ``?`` Joker are free.
* Liberty: each cashed Joker earns one when at least one discard lies under
  the talon at that moment (after the exchange); a liberty moves any
  discard under the talon to the end of the row, where it is the talon
  (``lKS``). Liberties lapse at the next draw.
* A cashed Joker stands for nothing any more (its declaration is cleared).
* Cashing directly (``wj``, ``3j``): a free Joker (the talon or a bottom
  tile) when all six suit piles have their Ace; it earns a liberty too.
* Odd Joker: a draw while a Joker is due makes it odd. With assist on (the
  default) the engine makes due exchanges itself at once, so this can't
  happen; with assist off it is up to the player. An Odd Joker keeps its
  place (and its rank for building), is no longer due, can't move, and is
  cashed by the engine, without a liberty, as soon as it is free. An Odd
  Joker up top stays there. *Decision:* a cashed Odd Joker still counts as a
  cashed Joker (+10), and each Odd Joker costs 10, cashed or not.
* Grand Sequence: the first time a layout column holds King down to Ace
  (13 tiles, Jokers included) earns 20; later ones nothing.
* The end: ``stuck()`` when the stock is empty and no move, exchange or
  cash can be made, even after one declaration or liberty; ``won()`` when
  all 81 tiles are up top.
* Score (``score()``): per tile up top Anchors 10, Clubs and Diamonds 20,
  Hearts and Spades 30, Wheels 40 (a Joker as the suit it stands in); Joker
  score = 10 per cashed Joker + 20 for a Grand Sequence - 10 per Odd Joker;
  down tiles left in the tableau -5 each. 500+ single victory, 1000+
  double, exactly 2000 (all 81 up top and a Grand Sequence) triple.
"""

from solitaire.cards import rules as R
from solitaire.cards.piles import F_AUTO, NO, IllegalMove, windows
from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.prng import Rand, shuffle

# piles
STOCK = 0
DISC = 1
F0 = 2
JOKERS = 8
L0 = 9
T0 = 18
NPILES = 27
_REC = 6  # bytes per history record
# windows(_CAP): the piles, then the deck, size, loc, jdecl and jflags
_CAP = (81, 81) + (13,) * 6 + (3,) + (13,) * 9 + (8,) * 9 + (81, NPILES, 0x60, 3, 3)

# move kinds
MOVE = 0
DRAW = 1
DECLARE = 2
EXCHANGE = 3
CASH = 4
LIBERTY = 5
DRAW_MOVE = DRAW << 16 | DISC << 8 | STOCK

JOKER = b"\x0e\x1e\x4e"  # by colour: black, red, green
_DECK = bytes([r | s << 4 for s in range(6) for r in range(1, 14)]) + JOKER  # before the shuffle
PAIRS = b"\x00\x03\x01\x02\x04\x05"  # the two suits of each colour
UNDECLARED = 0x70
# what a deal starts from: no tiles in the piles, every tile in the stock,
# no Joker declared or odd; where the deck's first 45 tiles go (columns II..
# IX in turn, then one to each layout column)
_NO_SIZES = bytes(NPILES)
_IN_STOCK = bytes(0x60)  # (STOCK is pile 0)
_UNDECLARED = bytes((UNDECLARED,)) * 3
_NO_FLAGS = bytes(3)
_DEALT_TO = bytes([T0 + c for c in range(1, 9) for _ in range(c)] + [L0 + c for c in range(9)])
EITHER = 7  # the suit of a "?" declaration
ODD = 1

# points per tile up top, by internal suit number (C D H S A W)
VALUE = (20, 20, 30, 30, 10, 40)
# the rail's (and the score sheet's) order: Anchors Clubs Diamonds Hearts Spades Wheels
RAIL = b"\x04\x00\x01\x02\x03\x05"

# history flags
F_TURN = 1  # the emptied column turned up its next tableau tile
F_GRAND = 2  # this move made the first Grand Sequence
F_DECL = 4  # a Joker's declaration changed (the old one is in the record)
F_LIB = 8  # a liberty was earned

_RANK_WORDS = ("", "an Ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9", "a 10", "a Jack", "a Queen", "a King")
_COLOURS = ("black", "red", "green")


SIXSUIT = R.Rules(
    "sixsuit",
    "Six-Suit Solitaire",
    family=R.TILES,
    suits=b"\x04\x00\x01\x02\x03\x05",
    sets=6,
    found=6,
    deal=(1, 2, 3, 4, 5, 6, 7, 8, 9),
    down=(0, 1, 2, 3, 4, 5, 6, 7, 8),
    fill=R.FILL_KING,
    passes=1,
    options=(("Assist", "assist", (True, False), ("on", "off")),),
)
SIXSUIT.assist = True


def encode(kind, a, b):
    return kind << 16 | a << 8 | b


def is_joker(t):
    return t & 15 == 14


def colour_of(t):
    """Gets the colour (0 black, 1 red, 2 green) of a tile or Joker."""
    return SUIT_COLOUR[(t >> 4) & 7]


class SixSuit:
    """A Six-Suit Solitaire position with its history.

    >>> g = SixSuit(SIXSUIT, 1)
    >>> g.size[STOCK], g.size[T0 + 8], g.size[L0]
    (36, 8, 1)
    """

    def __init__(self, rules=None, deal=1, options=None):
        if rules is None:
            rules = SIXSUIT
        if rules.family != R.TILES:
            raise ValueError("%s is not a tile game" % rules.name)
        if options is None:
            options = rules.default_options()
        self.options = bytes(options)
        self.rules = rules.with_options(self.options)
        self.assist = self.rules.assist
        # the piles, the deck, the sizes, where each tile is, the Jokers'
        # declarations and flags, in one allocation
        w = windows(_CAP)
        self.jflags = w.pop()
        self.jdecl = w.pop()
        self.loc = w.pop()
        self.size = w.pop()
        self.deck = w.pop()
        self.piles = w
        self.hist = bytearray(_REC * 256)  # (apart: it grows; most games stay within 256 records)
        self.redeal(deal)

    # -- set-up ---------------------------------------------------------

    def fits(self, rules):
        """Checks if ``redeal`` can deal a game with these rules here (as
        ``Board.fits``): any option of this engine's game."""
        return rules.family == R.TILES

    def redeal(self, deal, rules=None, options=None):
        """Deals deal number ``deal`` into this game's own piles, forgetting
        the history, with ``rules`` and ``options`` (the record's option
        values) when given: a new deal allocates nothing big."""
        if rules is not None:
            self.rules = rules
            self.options = bytes(options)
            self.assist = rules.assist
        self.deal_no = deal
        self.origin = None  # savegame's snapshot, when the history starts there
        self.clear()
        deck = self.deck
        deck[:] = _DECK
        shuffle(deck, Rand(deal ^ self.rules.salt()))
        # columns II..IX get 1..8 tiles face down, each liberty one face up,
        # the stock the rest, in the order shuffled
        piles = self.piles
        size = self.size
        k = 0
        for col in range(1, 9):
            piles[T0 + col][0:col] = deck[k : k + col]
            size[T0 + col] = col
            k += col
        for col in range(9):
            piles[L0 + col][0] = deck[k] | FACE_UP
            size[L0 + col] = 1
            k += 1
        piles[STOCK][0 : 81 - k] = deck[k:]
        size[STOCK] = 81 - k
        loc = self.loc
        loc[:] = _IN_STOCK  # every tile in the stock ...
        where = _DEALT_TO
        for i in range(k):  # ... but those dealt out
            loc[deck[i]] = where[i]

    def clear(self):
        """Empties every pile and forgets the history (to build a position)."""
        self.size[:] = _NO_SIZES
        self.jdecl[:] = _UNDECLARED
        self.jflags[:] = _NO_FLAGS
        self.libs = 0
        self.grand = 0
        self.nmoves = 0

    # -- piles ----------------------------------------------------------

    def push(self, p, t):
        self.piles[p][self.size[p]] = t
        self.size[p] += 1
        self.loc[t & 0x7F] = p

    def pop(self, p):
        self.size[p] -= 1
        return self.piles[p][self.size[p]]

    def top(self, p):
        """Gets the last tile of pile ``p`` (talon, bottom tile), 0 if none."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def tiles(self, p):
        """Gets pile ``p`` as bytes (allocates: not for hot paths)."""
        return bytes(self.piles[p][: self.size[p]])

    def key(self):
        """Gets the whole position as bytes, for comparing positions."""
        out = bytearray()
        for p in range(NPILES):
            out.append(self.size[p])
            out.extend(self.piles[p][: self.size[p]])
        out.extend(self.jdecl)
        out.extend(self.jflags)
        out.append(self.libs)
        out.append(self.grand)
        return bytes(out)

    # -- what tiles are ---------------------------------------------------

    def rank(self, t):
        """Gets the rank a tile plays as: a Joker's declared rank (0: none)."""
        r = t & 15
        if r == 14:
            return self.jdecl[SUIT_COLOUR[(t >> 4) & 7]] & 15
        return r

    def showing(self, t):
        """Checks if natural tile ``t`` is in the layout, up top or the talon."""
        p = self.loc[t]
        if L0 <= p < T0 or F0 <= p < JOKERS:
            return True
        if p == DISC:
            return self.piles[DISC][self.size[DISC] - 1] & 0x7F == t
        return False

    def free(self, t):
        """Checks if tile ``t`` is the talon or the bottom tile of a column."""
        p = self.loc[t & 0x7F]
        if p == DISC or L0 <= p < T0:
            k = self.size[p]
            return k and self.piles[p][k - 1] & 0x7F == t & 0x7F
        return False

    def cashed(self, c):
        return self.loc[JOKER[c]] == JOKERS

    def due(self, c):
        """Checks if the Joker of colour ``c`` must be exchanged: it stands
        for a tile, and every tile it could stand for shows."""
        d = self.jdecl[c]
        r = d & 15
        if not r or self.jflags[c] & ODD or self.loc[JOKER[c]] == JOKERS:
            return False
        s = d >> 4
        if s != EITHER:
            return self.showing(r | s << 4)
        return self.showing(r | PAIRS[2 * c] << 4) and self.showing(r | PAIRS[2 * c + 1] << 4)

    def partner(self, c):
        """Gets the free natural tile a due Joker is exchanged for (one in the
        layout first, then the talon), or 0."""
        d = self.jdecl[c]
        r = d & 15
        s = d >> 4
        best = 0
        for i in range(2):
            t = r | PAIRS[2 * c + i] << 4
            if s != EITHER and t >> 4 != s:
                continue
            if self.free(t):
                if self.loc[t] != DISC:
                    return t
                best = t
        return best

    def frozen(self, t):
        """Checks if natural ``t`` waits for its exchange (it can't go up top
        and nothing can go on it)."""
        c = SUIT_COLOUR[t >> 4]
        if not self.due(c):
            return False
        d = self.jdecl[c]
        return d & 15 == t & 15 and (d >> 4 == EITHER or d >> 4 == t >> 4) and self.free(t)

    def aces(self):
        """Gets how many Aces (Jokers as Aces too) are in the layout."""
        n = 0
        for p in range(L0, T0):
            k = self.size[p]
            if k and self.rank(self.piles[p][k - 1]) == 1:
                n += 1
        return n

    def _odd_in(self, p):
        for c in range(3):
            if self.jflags[c] & ODD and self.loc[JOKER[c]] == p:
                return True
        return False

    # -- legality -------------------------------------------------------

    def check(self, m, why=True):
        """Checks a move: gets None when it is legal, or why it is not (with
        ``why`` False perhaps just ``NO``, as ``Board.check``: move
        generation asks about many moves)."""
        kind = m >> 16
        a = (m >> 8) & 0xFF
        b = m & 0xFF
        if kind == MOVE:
            return self._check_move(b, a, why)
        if kind == DRAW:
            if m != DRAW_MOVE:
                return "No such move"
            return None if self.size[STOCK] else "The stock is empty"
        if a > 2:
            return "Only a Joker is cashed" if kind == CASH else "No such Joker"
        if kind == DECLARE:
            return self._check_declare(a, b, why)
        if kind == EXCHANGE:
            return self._check_exchange(a, b)
        if kind == CASH:
            return self._check_cash(a)
        if kind == LIBERTY:
            if not self.libs:
                return "No liberty to take"
            if self.size[DISC] < 2:
                return "No discards"
            return None if b < self.size[DISC] - 1 else "Not a discard"
        return "No such move"

    def _check_move(self, src, dst, why):
        if src == DISC:
            if not self.size[DISC]:
                return "No talon"
            t = self.top(DISC)
        elif L0 <= src < T0:
            k = self.size[src]
            if not k:
                return "That column is empty"
            t = self.piles[src][k - 1] if F0 <= dst < JOKERS else self.piles[src][0]
        elif src == STOCK:
            return "Draw from the stock"
        elif F0 <= src < JOKERS:
            return "Tiles up top stay"
        elif src == JOKERS:
            return "Cashed Jokers stay"
        elif T0 <= src < NPILES:
            return "Down tiles stay"
        else:
            return "No such pile"
        if src == dst:
            return "Already there"
        if F0 <= dst < JOKERS:
            return self._check_up(t, dst, why)
        if not L0 <= dst < T0:
            return "Tiles can't go there"
        if src != DISC and self._odd_in(src):
            return "The Odd Joker stays where it is"
        r = self.rank(t)
        if not r:
            return "Declare the Joker first"
        k = self.size[dst]
        if k:
            under = self.piles[dst][k - 1]
            ru = self.rank(under)
            if not ru:
                return "Declare the Joker first"
            cu = SUIT_COLOUR[(under >> 4) & 7]
            if r != ru - 1 or cu == SUIT_COLOUR[(t >> 4) & 7]:
                if ru == 1:
                    return "Nothing goes on an Ace"
                return "Needs %s, not %s" % (_RANK_WORDS[ru - 1], _COLOURS[cu]) if why else NO
            if not is_joker(under) and self.frozen(under & 0x7F):
                return "Exchange the Joker first"
            return None
        if self.size[T0 + dst - L0]:
            return "That column isn't open"
        if r == 13:
            return None
        if r == 12:
            return None if self.aces() else "A Queen needs an Ace in the layout"
        if r == 11:
            return None if self.aces() >= 2 else "A Jack needs two Aces in the layout"
        return "Only a King fills an open space"

    def _check_up(self, t, dst, why):
        s = dst - F0
        k = self.size[dst]
        if k >= 13:
            return "That suit is complete"
        want = k + 1
        if is_joker(t):
            c = SUIT_COLOUR[(t >> 4) & 7]
            if self.jflags[c] & ODD:
                return "The Odd Joker stays where it is"
            if SUIT_COLOUR[s] != c:
                return "A %s Joker stands for %s tiles only" % (_COLOURS[c], _COLOURS[c]) if why else NO
            d = self.jdecl[c]
            if d & 15 and d & 15 != want:
                return "Needs %s" % _RANK_WORDS[want] if why else NO
            if d & 15 and d >> 4 != EITHER and d >> 4 != s:
                return "The Joker stands for another suit"
            if self.showing(want | s << 4):
                return "That tile shows: the Joker can't stand for it"
            return None
        if (t >> 4) & 7 != s:
            return "Goes up on its own suit"
        if t & 15 != want:
            return "Needs %s" % _RANK_WORDS[want] if why else NO
        if self.frozen(t & 0x7F):
            return "Exchange the Joker first"
        return None

    def _check_declare(self, c, d, why):
        r = d & 15
        s = d >> 4
        if not 1 <= r <= 13:
            return "Not a rank"
        if s != EITHER and (s > 5 or SUIT_COLOUR[s] != c):
            return "A %s Joker stands for %s tiles only" % (_COLOURS[c], _COLOURS[c]) if why else NO
        j = JOKER[c]
        p = self.loc[j]
        if p == JOKERS:
            return "That Joker is cashed"
        if p == STOCK or T0 <= p < NPILES:
            return "That Joker is face down"
        if F0 <= p < JOKERS:
            return "Its place up top names it"
        if p == DISC and self.top(DISC) & 0x7F != j:
            return "Only the talon plays from the discards"
        if self.jflags[c] & ODD:
            return "An Odd Joker stays as it is"
        old = self.jdecl[c]
        if old == d:
            return "Declared so already"
        if L0 <= p < T0 and old & 15:
            if old & 15 != r:
                return "Its rank is fixed in the layout"
            if old >> 4 != EITHER:
                return "Its suit is named already"
        if s != EITHER:
            return "That tile shows" if self.showing(d) else None
        if self.showing(r | PAIRS[2 * c] << 4) or self.showing(r | PAIRS[2 * c + 1] << 4):
            return "One of them shows: name the suit"
        return None

    def _check_exchange(self, c, t):
        if is_joker(t) or not 1 <= t & 15 <= 13 or (t >> 4) > 5:
            return "Not a natural tile"
        if SUIT_COLOUR[t >> 4] != c:
            return "That Joker can't stand for it"
        if self.loc[JOKER[c]] == JOKERS:
            return "That Joker is cashed"
        d = self.jdecl[c]
        if not d & 15 or d & 15 != t & 15 or (d >> 4 != EITHER and d >> 4 != t >> 4):
            return "The Joker doesn't stand for it"
        if self.jflags[c] & ODD:
            return "The Joker is odd: too late"
        if not self.showing(t):
            return "That tile hasn't turned up"
        if not self.due(c):
            return "The Joker still stands for the other one"
        if not self.free(t):
            return "That tile is covered" if self.loc[t] != DISC else "Only the talon plays from the discards"
        if F0 <= self.loc[t] < JOKERS:
            return "That tile is up top"
        return None

    def _check_cash(self, c):
        j = JOKER[c]
        if self.loc[j] == JOKERS:
            return "Cashed already"
        if not self.free(j):
            return "Only the talon or a bottom tile is cashed"
        if self.jflags[c] & ODD:
            return None
        for s in range(6):
            if not self.size[F0 + s]:
                return "Only when all six Aces are up top"
        return None

    def _pointless(self, src, dst):
        return L0 <= src < T0 and L0 <= dst < T0 and not self.size[dst] and not self.size[T0 + src - L0]

    def legal_moves(self, src=-1, declare=True, limit=0, liberty=True, draw=True):
        """Gets the legal moves as a list: all of them, or those from pile
        ``src``; declarations, liberties and the draw only when asked; at
        most ``limit`` (0: no limit). A column moving from an open space to
        another is left out (it changes nothing)."""
        out = []
        size = self.size
        piles = self.piles
        if draw and src < 0 and size[STOCK]:
            out.append(DRAW_MOVE)
        for s in range(DISC, L0 + 9) if src < 0 else (src,):
            if s != DISC and not L0 <= s < T0:
                continue
            k = size[s]
            if not k:
                continue
            t = piles[s][k - 1]
            if t & 15 == 14:
                c = SUIT_COLOUR[(t >> 4) & 7]
                ups = (F0 + PAIRS[2 * c], F0 + PAIRS[2 * c + 1])
            else:
                ups = (F0 + ((t >> 4) & 7),)
            for d in ups:
                m = d << 8 | s
                if self.check(m, False) is None:
                    out.append(m)
            head = t if s == DISC else piles[s][0]
            r = self.rank(head)
            if not r:
                continue
            col = SUIT_COLOUR[(head >> 4) & 7]
            for d in range(L0, T0):
                if d == s:
                    continue
                kd = size[d]
                if kd:
                    # the usual case, ruled out cheaply
                    u = piles[d][kd - 1]
                    if self.rank(u) != r + 1 or SUIT_COLOUR[(u >> 4) & 7] == col:
                        continue
                elif r < 11 or self._pointless(s, d):
                    continue
                m = d << 8 | s
                if self.check(m, False) is None:
                    out.append(m)
                    if limit and len(out) >= limit:
                        return out
        if src >= 0:
            return out
        for c in range(3):
            if self.due(c):
                d = self.jdecl[c]
                for i in range(2):
                    t = (d & 15) | PAIRS[2 * c + i] << 4
                    m = EXCHANGE << 16 | c << 8 | t
                    if self.check(m, False) is None:
                        out.append(m)
            m = CASH << 16 | c << 8
            if self.check(m, False) is None:
                out.append(m)
        if limit and len(out) >= limit:
            return out[:limit]
        if liberty and self.libs:
            for i in range(size[DISC] - 1):
                out.append(LIBERTY << 16 | i)
        if declare:
            for c in range(3):
                p = self.loc[JOKER[c]]
                if not (L0 <= p < T0 or (p == DISC and self.free(JOKER[c]))):
                    continue
                old = self.jdecl[c]
                fixed = L0 <= p < T0 and old & 15
                if fixed and old >> 4 != EITHER:
                    continue
                for r in range(old & 15 if fixed else 1, (old & 15) + 1 if fixed else 14):
                    for s in (EITHER, PAIRS[2 * c], PAIRS[2 * c + 1]):
                        m = DECLARE << 16 | c << 8 | r | s << 4
                        if self.check(m, False) is None:
                            out.append(m)
        if limit and len(out) > limit:
            return out[:limit]
        return out

    # -- making and unmaking moves -------------------------------------

    def _turn_up(self, col):
        tp = T0 + col - L0
        if self.size[tp]:
            self.push(col, self.pop(tp) | FACE_UP)
            return F_TURN
        return 0

    def _unturn(self, col):
        self.push(T0 + col - L0, self.pop(col) & 0x7F)

    def _index(self, p, t):
        pile = self.piles[p]
        for i in range(self.size[p]):
            if pile[i] & 0x7F == t:
                return i
        return -1

    def apply(self, m, auto=False):
        """Makes a move without checking it (use ``play`` to check first)."""
        kind = m >> 16
        a = (m >> 8) & 0xFF
        b = m & 0xFF
        flags = F_AUTO if auto else 0
        h1 = h2 = h3 = h4 = 0
        if kind == MOVE:
            src = b
            dst = a
            n = 1 if src == DISC or dst < JOKERS else self.size[src]
            sp = self.piles[src]
            ks = self.size[src] - n
            if dst < JOKERS:
                t = sp[ks]
                if t & 15 == 14:
                    c = SUIT_COLOUR[(t >> 4) & 7]
                    new = (self.size[dst] + 1) | (dst - F0) << 4
                    if self.jdecl[c] != new:
                        h4 = self.jdecl[c]
                        self.jdecl[c] = new
                        flags |= F_DECL
            dp = self.piles[dst]
            kd = self.size[dst]
            loc = self.loc
            for i in range(n):
                t = sp[ks + i]
                dp[kd + i] = t
                loc[t & 0x7F] = dst
            self.size[dst] = kd + n
            self.size[src] = ks
            if not ks and src != DISC:
                flags |= self._turn_up(src)
            if kd + n == 13 and dst >= L0 and not self.grand:
                if self.rank(dp[0]) == 13 and self.rank(dp[12]) == 1:
                    self.grand = 1
                    flags |= F_GRAND
            h1 = src
            h2 = dst
            h3 = n
        elif kind == DRAW:
            h1 = self.libs
            self.libs = 0
            for c in range(3):
                if self.due(c):
                    self.jflags[c] |= ODD
                    h2 |= 1 << c
            t = self.top(DISC)
            if t & 15 == 14:
                c = SUIT_COLOUR[(t >> 4) & 7]
                if self.jdecl[c] != UNDECLARED:
                    h3 = self.jdecl[c]
                    self.jdecl[c] = UNDECLARED
                    flags |= F_DECL
            self.push(DISC, self.pop(STOCK) | FACE_UP)
        elif kind == DECLARE:
            h1 = a
            h2 = b
            h3 = self.jdecl[a]
            self.jdecl[a] = b
        elif kind == EXCHANGE:
            j = JOKER[a]
            np = self.loc[b]
            self.pop(np)
            jp = self.loc[j]
            i = self._index(jp, j)
            self.piles[jp][i] = b | FACE_UP
            self.loc[b] = jp
            self.push(JOKERS, j | FACE_UP)
            h4 = self.jdecl[a]
            self.jdecl[a] = UNDECLARED
            if np != DISC and not self.size[np]:
                flags |= self._turn_up(np)
            if self.size[DISC] >= 2:
                self.libs += 1
                flags |= F_LIB
            h1 = a
            h2 = b
            h3 = np
        elif kind == CASH:
            j = JOKER[a]
            p = self.loc[j]
            self.pop(p)
            self.push(JOKERS, j | FACE_UP)
            h4 = self.jdecl[a]
            self.jdecl[a] = UNDECLARED
            if p != DISC and not self.size[p]:
                flags |= self._turn_up(p)
            if not self.jflags[a] & ODD and self.size[DISC] >= 2:
                self.libs += 1
                flags |= F_LIB
            h1 = a
            h2 = p
        elif kind == LIBERTY:
            row = self.piles[DISC]
            k = self.size[DISC] - 1
            t = row[b]
            for i in range(b, k):
                row[i] = row[i + 1]
            row[k] = t
            self.libs -= 1
            h1 = b
        i = self.nmoves * _REC
        if i + _REC > len(self.hist):
            self.hist.extend(bytes(_REC * 32))
        h = self.hist
        h[i] = kind
        h[i + 1] = h1
        h[i + 2] = h2
        h[i + 3] = h3
        h[i + 4] = h4
        h[i + 5] = flags
        self.nmoves += 1

    def forced_move(self):
        """Gets a move the game makes by itself, or None: with assist on, a
        due exchange; always, cashing a free Odd Joker."""
        if self.assist:
            for c in range(3):
                if self.due(c):
                    t = self.partner(c)
                    if t:
                        return EXCHANGE << 16 | c << 8 | t
        for c in range(3):
            if self.jflags[c] & ODD and self.loc[JOKER[c]] != JOKERS and self.free(JOKER[c]):
                return CASH << 16 | c << 8
        return None

    def play(self, m):
        """Checks and makes a move, then the game's own moves after it.

        :raises IllegalMove: when the rules do not allow it.
        """
        why = self.check(m)
        if why is not None:
            raise IllegalMove(why)
        self.apply(m)
        self.settle()

    def settle(self):
        """Makes the game's own moves (``forced_move``) until there are none;
        gets how many were made."""
        n = 0
        f = self.forced_move()
        while f is not None:
            self.apply(f, True)
            n += 1
            f = self.forced_move()
        return n

    def last_flags(self):
        return self.hist[self.nmoves * _REC - 1] if self.nmoves else 0

    def undo(self):
        """Takes back the last move; returns False when there is none."""
        if not self.nmoves:
            return False
        self.nmoves -= 1
        i = self.nmoves * _REC
        h = self.hist
        kind = h[i]
        h1 = h[i + 1]
        h2 = h[i + 2]
        h3 = h[i + 3]
        h4 = h[i + 4]
        flags = h[i + 5]
        if kind == MOVE:
            src = h1
            dst = h2
            n = h3
            if flags & F_GRAND:
                self.grand = 0
            if flags & F_TURN:
                self._unturn(src)
            sp = self.piles[src]
            dp = self.piles[dst]
            ks = self.size[src]
            kd = self.size[dst] - n
            loc = self.loc
            for j in range(n):
                t = dp[kd + j]
                sp[ks + j] = t
                loc[t & 0x7F] = src
            self.size[src] = ks + n
            self.size[dst] = kd
            if flags & F_DECL:
                self.jdecl[SUIT_COLOUR[(sp[ks] >> 4) & 7]] = h4
        elif kind == DRAW:
            self.push(STOCK, self.pop(DISC) & 0x7F)
            if flags & F_DECL:
                self.jdecl[SUIT_COLOUR[(self.top(DISC) >> 4) & 7]] = h3
            for c in range(3):
                if h2 & 1 << c:
                    self.jflags[c] &= ~ODD
            self.libs = h1
        elif kind == DECLARE:
            self.jdecl[h1] = h3
        elif kind == EXCHANGE:
            if flags & F_LIB:
                self.libs -= 1
            if flags & F_TURN:
                self._unturn(h3)
            j = self.pop(JOKERS)
            jp = self.loc[h2]
            self.piles[jp][self._index(jp, h2)] = j
            self.loc[j & 0x7F] = jp
            self.push(h3, h2 | FACE_UP)
            self.jdecl[h1] = h4
        elif kind == CASH:
            if flags & F_LIB:
                self.libs -= 1
            if flags & F_TURN:
                self._unturn(h2)
            self.push(h2, self.pop(JOKERS))
            self.jdecl[h1] = h4
        elif kind == LIBERTY:
            row = self.piles[DISC]
            k = self.size[DISC] - 1
            t = row[k]
            for j in range(k, h1, -1):
                row[j] = row[j - 1]
            row[h1] = t
            self.libs += 1
        return True

    def move_at(self, i):
        """Gets move ``i`` of the history."""
        h = self.hist
        i *= _REC
        kind = h[i]
        if kind == MOVE:
            return h[i + 2] << 8 | h[i + 1]
        if kind == DRAW:
            return DRAW_MOVE
        if kind == LIBERTY:
            return LIBERTY << 16 | h[i + 1]
        if kind == CASH:
            return CASH << 16 | h[i + 1] << 8
        return kind << 16 | h[i + 1] << 8 | h[i + 2]

    def flags_at(self, i):
        return self.hist[i * _REC + 5]

    def moves(self):
        """Gets the history as a list of moves."""
        return [self.move_at(i) for i in range(self.nmoves)]

    def restart(self):
        while self.undo():
            pass

    # -- the end --------------------------------------------------------

    def up_top(self):
        """Gets how many tiles are up top (cashed Jokers included)."""
        n = self.size[JOKERS]
        for s in range(6):
            n += self.size[F0 + s]
        return n

    def won(self):
        return self.up_top() == 81

    def face_down(self):
        """Gets how many down tiles are left in the tableau."""
        n = 0
        for p in range(T0, NPILES):
            n += self.size[p]
        return n

    def _plays(self):
        return self.legal_moves(declare=False, liberty=False, draw=False, limit=1)

    def stuck(self):
        """Checks if the game is over without being won: the stock is empty
        and nothing can be played, even after one declaration or liberty."""
        if self.won() or self.size[STOCK]:
            return False
        if self._plays():
            return False
        for m in self.legal_moves():
            k = m >> 16
            if k != DECLARE and k != LIBERTY:
                return False
            self.apply(m)
            ok = self._plays()
            self.undo()
            if ok:
                return False
        return True

    def over(self):
        return self.won() or self.stuck()

    def odd_count(self):
        n = 0
        for c in range(3):
            n += self.jflags[c] & ODD
        return n

    def score(self):
        """Gets the score sheet of the position (see ``Sheet``)."""
        return Sheet(self)


class Sheet:
    """One game's column of the score sheet.

    ``suits``: points per suit in the rail's order (Anchors, Clubs,
    Diamonds, Hearts, Spades, Wheels); ``cashed``, ``grand``, ``odd``: the
    Joker score's parts; ``jokers``: the Joker score; ``up_top``: the suits
    plus the Joker score; ``down_tiles``: tiles left face down, ``down``:
    their points (-5 each); ``total``; ``victory``: circles filled, 0..3.
    """

    def __init__(self, game):
        self.suits = tuple(game.size[F0 + s] * VALUE[s] for s in RAIL)
        self.cashed = game.size[JOKERS]
        self.grand = game.grand
        self.odd = game.odd_count()
        self.jokers = 10 * self.cashed + 20 * self.grand - 10 * self.odd
        up = self.jokers
        for v in self.suits:
            up += v
        self.up_top = up
        self.down_tiles = game.face_down()
        self.down = -5 * self.down_tiles
        self.total = up + self.down
        self.victory = victory(self.total)

    def lines(self):
        """Gets the sheet as text lines, as the printed score sheet has them."""
        out = []
        names = ("Anchors", "Clubs", "Diamonds", "Hearts", "Spades", "Wheels")
        for i in range(6):
            out.append("%-12s %5d" % (names[i], self.suits[i]))
        out.append("%-12s %5d  (%d cashed, grand sequence %d, odd %d)" % ("Joker score", self.jokers, self.cashed, self.grand, self.odd))
        out.append("%-12s %5d" % ("Up top", self.up_top))
        out.append("%-12s %5d  (%d left)" % ("Down tiles", self.down, self.down_tiles))
        out.append("%-12s %5d" % ("Total", self.total))
        out.append("%-12s %s" % ("Victory", ("none", "single", "double", "triple")[self.victory]))
        return out


def victory(total):
    """Gets the circles a total fills: 1 single (500+), 2 double (1000+),
    3 triple (a perfect game, exactly 2000)."""
    if total >= 2000:
        return 3
    if total >= 1000:
        return 2
    if total >= 500:
        return 1
    return 0


class Series:
    """A series of five games on one score sheet: totals, average, circles.

    >>> s = Series()
    >>> for t in (500, 1000, 2000, -20, 700): s.add(t)
    >>> s.average(), s.victories(), s.done()
    (836.0, 7, True)
    """

    GAMES = 5

    def __init__(self, totals=()):
        self.totals = []
        for t in totals:
            self.add(t)

    def add(self, total):
        """Adds a game's total.

        :raises ValueError: when the series has its five games.
        """
        if len(self.totals) >= self.GAMES:
            raise ValueError("a series has %d games" % self.GAMES)
        self.totals.append(total)

    def done(self):
        return len(self.totals) >= self.GAMES

    def sum(self):
        n = 0
        for t in self.totals:
            n += t
        return n

    def average(self):
        """Gets the average total of the games so far (0 with none)."""
        return self.sum() / len(self.totals) if self.totals else 0.0

    def victories(self):
        """Gets the circles filled over the series."""
        n = 0
        for t in self.totals:
            n += victory(t)
        return n

    def best(self):
        return max(self.totals) if self.totals else 0


def replay(rules, deal, options, moves):
    """Rebuilds a game from its rules record (``SIXSUIT``), deal, options and
    moves, as ``board.replay`` does. The game's own moves
    may be listed (as ``moves()`` gives them; they are flagged ``F_AUTO``
    again) or left out (they are made where they fall due).

    :raises IllegalMove: naming the first move that does not replay.
    """
    g = SixSuit(rules, deal, options)
    for i in range(len(moves)):
        m = moves[i]
        f = g.forced_move()
        while f is not None and f != m:
            g.apply(f, True)
            f = g.forced_move()
        if f is not None:
            g.apply(m, True)
            continue
        why = g.check(m)
        if why is not None:
            raise IllegalMove("move %d: %s" % (i + 1, why))
        g.apply(m)
    g.settle()
    return g
