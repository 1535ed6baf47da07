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
    options, moves) replays any position (``notation.replay``, host only: the
    device's run never replays a whole game).

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
  not declared again. Two readings of "visible" sit side by side here:
  a Joker may not be declared as a *showing* tile (the layout, up top or
  the talon: "the Joker may not be used for a particular tile that is
  already up top or in the layout", and the talon is in play); but its
  suit must be named (``?`` refused) only while the other tile of that
  rank and colour is *placed*, in the layout or up top, the seed's own
  words (``placed()``): with the other 9 the talon, ``*R=9?`` stands,
  for the 9 that does not show. A Joker going up top needs no
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

from micropython import const

from solitaire.cards import rules as R
from solitaire.prng import Rand, shuffle
from solitaire.sixsuit import legal, moves
from solitaire.sixsuit.piles import ALL_UNDECLARED, CAP, DEALT_TO, DECK, IN_STOCK, JOKER, NO_FLAGS, NO_SIZES, PAIRS, SUIT_COLOUR, windows

# piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_MOVE = const(0)
_STOCK = const(0)
_DISC = const(1)
_DRAW = const(1)
_ODD = const(1)
_DECLARE = const(2)
_F0 = const(2)
_EXCHANGE = const(3)
_CASH = const(4)
_LIBERTY = const(5)
_REC = const(6)
_EITHER = const(7)
_JOKERS = const(8)
_L0 = const(9)
_T0 = const(18)
_NPILES = const(27)
_FACE_UP = const(128)
_F_AUTO = const(128)
_DRAW_MOVE = const(65792)

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
    options=(("assist", (True, False), ("on", "off")),),
)


class SixSuit:
    """A Six-Suit Solitaire position with its history.

    >>> g = SixSuit(SIXSUIT, 1)
    >>> g.size[STOCK], g.size[T0 + 8], g.size[L0]
    (36, 8, 1)
    """

    # the rules of play (legal.py) and making and undoing moves (moves.py),
    # functions of the position bound here as its methods
    check = legal.check
    _check_move = legal._check_move
    _check_up = legal._check_up
    _check_draw = legal._check_draw
    _check_liberty = legal._check_liberty
    _check_turn = legal._check_turn
    _check_declare = legal._check_declare
    _check_exchange = legal._check_exchange
    _check_cash = legal._check_cash
    _pointless = legal._pointless
    legal_moves = legal.legal_moves
    _turn_up = moves._turn_up
    _unturn = moves._unturn
    _index = moves._index
    apply = moves.apply
    undo = moves.undo

    CAP = CAP  # windows(CAP): the piles, then deck, size, loc, jdecl, jflags
    ROOM = 256  # moves the history has room for from the deal (it grows past them)
    NP = _NPILES  # how many piles

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
        self.hist = bytearray(_REC * self.ROOM)  # (apart: it grows; most games stay within its room; before the piles, the bigger piece)
        # the piles, the deck, the sizes, where each tile is, the Jokers'
        # declarations and flags, in one allocation
        w = windows(self.CAP)
        self.jflags = w.pop()
        self.jdecl = w.pop()
        self.loc = w.pop()
        self.size = w.pop()
        self.deck = w.pop()
        self.piles = w
        self.redeal(deal)

    # -- set-up ---------------------------------------------------------

    def fits(self, rules):
        """Checks if ``redeal`` can deal a game with these rules here (as
        ``Board.fits``): any option of this engine's game (Solitaire for
        Two has an engine of its own)."""
        return rules.id == self.rules.id

    def redeal(self, deal, rules=None, options=None):
        """Deals deal number ``deal`` into this game's own piles, forgetting
        the history, with ``rules`` and ``options`` (the record's option
        values) when given: a new deal allocates nothing big."""
        if rules is not None:
            self.rules = rules
            if options != self.options:
                self.options = bytes(options)
            self.assist = rules.assist
        self.deal_no = deal
        self.origin = None  # savegame's snapshot, when the history starts there
        self.clear()
        deck = self.deck
        deck[:] = DECK
        shuffle(deck, Rand(deal ^ self.rules.salt()))
        # columns II..IX get 1..8 tiles face down, each liberty one face up,
        # the stock the rest, in the order shuffled
        piles = self.piles
        size = self.size
        k = 0
        for col in range(1, 9):
            piles[_T0 + col][0:col] = deck[k : k + col]
            size[_T0 + col] = col
            k += col
        for col in range(9):
            piles[_L0 + col][0] = deck[k] | _FACE_UP
            size[_L0 + col] = 1
            k += 1
        piles[_STOCK][0 : 81 - k] = deck[k:]
        size[_STOCK] = 81 - k
        loc = self.loc
        loc[:] = IN_STOCK  # every tile in the stock ...
        where = DEALT_TO
        for i in range(k):  # ... but those dealt out
            loc[deck[i]] = where[i]

    def clear(self):
        """Empties every pile and forgets the history (to build a position)."""
        self.size[:] = NO_SIZES[: self.NP]
        self.jdecl[:] = ALL_UNDECLARED
        self.jflags[:] = NO_FLAGS
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

    def key(self, extra=0):
        """Gets the whole position as bytes, for comparing positions; with
        ``extra``, a bytearray with that many bytes more at its end, for
        Solitaire for Two's turn state (made whole: grown a pile at a time
        and copied twice, a resume's rebuild found no piece for it)."""
        size = self.size
        n = self.NP
        out = bytearray(n + sum(size) + 8 + extra)  # (the sizes and tiles, jdecl, jflags, libs, grand)
        i = 0
        for p in range(n):
            k = size[p]
            out[i] = k
            out[i + 1 : i + 1 + k] = self.piles[p][:k]
            i += 1 + k
        out[i : i + 3] = self.jdecl
        out[i + 3 : i + 6] = self.jflags
        out[i + 6] = self.libs
        out[i + 7] = self.grand
        return out if extra else bytes(out)

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
        if _L0 <= p < _T0 or _F0 <= p < _JOKERS:
            return True
        if p == _DISC:
            return self.piles[_DISC][self.size[_DISC] - 1] & 0x7F == t
        return False

    def up_tile(self, i):
        """Gets up tile ``i`` (Solitaire for Two's; Six-Suit has none): 0."""
        return 0

    def placed(self, t):
        """Checks if natural tile ``t`` is in the layout or up top (the
        seed's words for when a Joker's suit must be named)."""
        p = self.loc[t]
        return _L0 <= p < _T0 or _F0 <= p < _JOKERS

    def free(self, t):
        """Checks if tile ``t`` is the talon or the bottom tile of a column."""
        p = self.loc[t & 0x7F]
        if p == _DISC or _L0 <= p < _T0:
            k = self.size[p]
            return k and self.piles[p][k - 1] & 0x7F == t & 0x7F
        return False

    def due(self, c):
        """Checks if the Joker of colour ``c`` must be exchanged: it stands
        for a tile, and every tile it could stand for shows."""
        d = self.jdecl[c]
        r = d & 15
        if not r or self.jflags[c] & _ODD or self.loc[JOKER[c]] == _JOKERS:
            return False
        s = d >> 4
        if s != _EITHER:
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
            if s != _EITHER and t >> 4 != s:
                continue
            if self.free(t):
                if self.loc[t] != _DISC:
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
        return d & 15 == t & 15 and (d >> 4 == _EITHER or d >> 4 == t >> 4) and self.free(t)

    def aces(self):
        """Gets how many Aces (Jokers as Aces too) are in the layout."""
        n = 0
        size = self.size
        piles = self.piles
        jd = self.jdecl
        for p in range(_L0, _T0):  # (rank() inlined: this runs in move checks)
            k = size[p]
            if k:
                t = piles[p][k - 1] & 15
                if t == 1 or (t == 14 and jd[SUIT_COLOUR[(piles[p][k - 1] >> 4) & 7]] & 15 == 1):
                    n += 1
        return n

    def _odd_in(self, p):
        for c in range(3):
            if self.jflags[c] & _ODD and self.loc[JOKER[c]] == p:
                return True
        return False

    # -- legality -------------------------------------------------------


    def forced_move(self):
        """Gets a move the game makes by itself, or None: with assist on, a
        due exchange; always, cashing a free Odd Joker."""
        if self.assist:
            for c in range(3):
                if self.due(c):
                    t = self.partner(c)
                    if t:
                        return _EXCHANGE << 16 | c << 8 | t
        for c in range(3):
            if self.jflags[c] & _ODD and self.loc[JOKER[c]] != _JOKERS and self.free(JOKER[c]):
                return _CASH << 16 | c << 8
        return None

    def play(self, m):
        """Checks and makes a move, then the game's own moves after it.

        :raises IllegalMove: when the rules do not allow it.
        """
        why = self.check(m)
        if why is not None:
            from solitaire.cards.piles import IllegalMove  # (only here: the family's run loads no card module)

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


    def move_at(self, i):
        """Gets move ``i`` of the history."""
        h = self.hist
        i *= _REC
        kind = h[i]
        if kind == _MOVE:
            return h[i + 2] << 8 | h[i + 1]
        if kind == _DRAW:
            return _DRAW_MOVE
        if kind == _LIBERTY:
            return _LIBERTY << 16 | h[i + 1]
        if kind == _CASH:
            return _CASH << 16 | h[i + 1] << 8
        return kind << 16 | h[i + 1] << 8 | h[i + 2]

    def flags_at(self, i):
        return self.hist[i * _REC + 5]

    def by_game(self, i):
        """Checks if move ``i`` of the history was the game's own."""
        return self.hist[i * _REC + 5] & _F_AUTO

    def moves(self):
        """Gets the history as a list of moves."""
        return [self.move_at(i) for i in range(self.nmoves)]

    def restart(self):
        while self.undo():
            pass

    # -- the end --------------------------------------------------------

    def up_top(self):
        """Gets how many tiles are up top (cashed Jokers included)."""
        n = self.size[_JOKERS]
        for s in range(6):
            n += self.size[_F0 + s]
        return n

    def won(self):
        return self.up_top() == 81

    def face_down(self):
        """Gets how many down tiles are left in the tableau."""
        n = 0
        for p in range(_T0, _NPILES):
            n += self.size[p]
        return n

    def _plays(self):
        return self.legal_moves(declare=False, liberty=False, draw=False, limit=1)

    def stuck(self):
        """Checks if the game is over without being won: the stock is empty
        and nothing can be played, even after one declaration or liberty."""
        if self.won() or self.size[_STOCK]:
            return False
        return self.no_play()

    def no_play(self):
        """Checks if nothing can be played, even after one declaration or
        liberty (the draw left aside)."""
        if self._plays():
            return False
        for m in self.legal_moves(draw=False):
            k = m >> 16
            if k != _DECLARE and k != _LIBERTY:
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
            n += self.jflags[c] & _ODD
        return n

    def score(self):
        """Gets the score sheet of the position (see ``Sheet``)."""
        from solitaire.sixsuit.score import Sheet  # (only here: Solitaire for Two's run has no sheet)

        return Sheet(self)

