"""The generic rules engine: one ``Board`` plays any ``Rules`` record.

Piles are numbered: 0 the stock, 1 the waste, then the foundations (from
``f0``), the cells (from ``c0``), the reserve (``r0``, when the game has one)
and the tableau (from ``t0``). Each pile is a fixed-size ``bytearray`` of card
bytes (see ``cards.py``), bottom card first, with its length in ``size``, so
moving cards never allocates.

A move is one small int: ``src | dst << 8 | n << 16``. Dealing from the stock
is ``STOCK -> WASTE`` (or ``STOCK -> ALL`` onto every tableau pile), turning
the waste over is ``WASTE -> STOCK``. The rules of play are ``legal.py``'s:
``check()`` says why a move is illegal, ``legal_moves()`` lists the legal
ones. ``apply()`` trusts its caller, like python-chess's ``push()`` (the
host's ``notation.play`` checks first). Every
applied move is kept in ``hist`` (4 bytes: src, dst, n, flags), so undo goes
back to the start of the deal, and the game id, options, deal number and
move list rebuild any position by replay.
"""

from micropython import const

from solitaire.cards import legal
from solitaire.cards import rules as R
from solitaire.cards.legal import follows
from solitaire.cards.piles import (  # noqa: F401 - the card engine's names for them too
    ALL, F_AUTO, F_FILL, F_FLIP, K_CELL, K_FOUND, K_RESERVE, K_STOCK, K_TAB, K_WASTE, STOCK, WASTE, IllegalMove, encode, windows,
)
from solitaire.prng import Rand, shuffle

# numbers of card, rules and order used here as consts: no globals entry (tests/test_engine.py holds them equal; piles' stay imported, names others read here)
_FACE_UP = const(0x80)
_RING = const(14)
_BASE_RANDOM = const(0)
_FILL_ANY = const(0)
_FILL_KING = const(1)
_NO_BUILD = const(5)
_FOUND_ONE = const(0)
_FOUND_SUITE = const(1)
_SHUFFLE_MS = const(1)
_STOCK_WASTE = const(1)
_STOCK_ROW = const(2)

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_CELLS_DEALT = const(0)
_FOUND_DEALT = const(1)
_DRAW_DROP = const(8)
_FILL_FROM = const(9)
_REDEALS = const(10)
_FOUND_CAP = const(12)
_WASTES = const(14)
_POOL = const(16)
_PLAYS_UP = const(4)  # 1, 2: the deal's cards that fit go up as dealt (arrange.py); 3: Capricieuse's (capric.py)
_RESERVE_UP = const(6)  # 1: every reserve card dealt face up (2, Eagle Wing's trunk: arrange.py)
_BASE_FIRST = const(18)
_RESERVES = const(19)
_ROW_TO = const(20)
_FILL_RANK = const(21)
_POCKET = const(23)
_STEPS = const(4)  # a record's found_dir: each foundation its own step, dealt its first cards (fpiles.py)
_DOUBLING = const(6)  # a record's found_dir: the doubling foundation, whose deal leaves the Kings out (fpiles.py)
_CLOCK = const(8)  # a record's found_dir: Grandfather's Clock's foundations, each dealt its base card (clock.py)
_BIG_BEN = const(9)  # ... Big Ben's, the same from 9 o'clock

_FILL_HIGH = const(3)  # a record's ``fill``: the high card only (rules.py)
_STOCK_FOUND = const(4)  # a record's ``stock``: deals a card onto the foundation (Golf; rules.py)
_DUMP = const(22)  # a place in Rules.extra: the tableau's dumps, 1-4 (dumps.py)

# the rarer rules' modules it loads: each one's place in ``legal.module``'s table of names
_M_ARRANGE = const(25)
_M_AUTOFILL = const(42)
_M_BASECARDS = const(51)
_M_BOUQUET = const(61)
_M_CAPRIC = const(77)
_M_DUMPS = const(90)
_M_GOALS = const(111)
_M_GOLF = const(117)
_M_MERCI = const(139)
_M_MSDEAL = const(145)
_M_REDEAL = const(164)
_M_ROWDEAL = const(180)
_M_ROWSTOCK = const(188)
_M_SIDES = const(197)


# each suit's 13 cards, Ace to King, face down, suit after suit: a deck is
# built from these (one object: eight would take 170 bytes more of heap)
_SUIT_RUNS = memoryview(bytes(s << 4 | r for s in range(8) for r in range(1, 14)))


class Board:
    """A position of one game, with its history.

    >>> from solitaire.cards.games import find
    >>> b = Board(find("freecell"), 1)
    >>> b.size[b.t0], b.size[b.t0 + 7]
    (7, 6)
    """

    FAMILY = R.BUILD  # the records this engine plays
    EXTRA = b""  # room of each pile a layer on this engine keeps after the tableau
    SPECIALS = b""  # the layer's own tiles, shuffled in when ``deck_size`` counts them

    def __init__(self, rules, deal=1, options=None, work=0):
        if rules.family != self.FAMILY:
            raise ValueError("%s needs its own engine" % rules.name)
        if options is None:
            options = rules.default_options()
        self.options = bytes(options)
        self.rules = rules = rules.with_options(self.options)
        w = rules.extra[_WASTES] or 1  # the waste piles, from 1 (Dover: 3)
        self.f0 = f0 = 1 + w
        self.c0 = c0 = f0 + rules.found
        self.r0 = r0 = c0 + rules.cells
        # the reserve: one pile, several (Castile), or a pool of its cards a pile each (Flower Garden)
        self.t0 = t0 = r0 + (rules.reserve if rules.extra[_POOL] else rules.extra[_RESERVES] or 1 if rules.reserve or rules.extra[40] else 0)
        self.npiles = n = t0 + rules.tab
        self.ncards = cap = self.deck_size(rules)
        extra = self.EXTRA
        # a foundation holds one suit at most, a cell one card; then the layer's piles; the last window is the deck, shuffled and
        # dealt from (each kind's piles in one slice, not a loop a pile: a four-deck game has 34; the stock and the waste are piles 0 and 1, K_STOCK and K_WASTE)
        kind = bytearray((K_STOCK,)) + bytes((K_WASTE,)) * w + bytes((K_FOUND,)) * rules.found + bytes((K_CELL,)) * rules.cells
        self.kind = kind + bytes((K_RESERVE,)) * (t0 - r0) + bytes((K_TAB,)) * rules.tab
        room = bytearray(bytes((cap,)) * (n + len(extra) + 1))
        room[f0:c0] = bytes((rules.extra[_FOUND_CAP] or 13,)) * rules.found  # (Golf's one pile: the deck)
        room[c0:r0] = (b"\r" if rules.extra[_POCKET] else b"\x01") * rules.cells  # (a waiving pocket holds a run: pocket.py)
        room[n : n + len(extra)] = extra
        if not rules.stock and not rules.extra[_REDEALS] and sum(rules.deal) == cap:  # (every card dealt to the tableau, no redeal gathering them: the stock and the waste hold none all game; Quadruple Yukon's 416 bytes)
            room[0:f0] = bytes(f0)
        self.piles = windows(room)
        self.deck = self.piles.pop()
        self.size = bytearray(n + len(extra))
        self.hist = bytearray(256)
        self.redeal(deal, None, None, work) if work else self.redeal(deal)  # (a layer's own redeal: it deals at once)

    def deck_size(self, rules):
        """Gets how many cards a deal of ``rules`` has (a layer adds its own)."""
        return rules.cards()

    def fits(self, rules):
        """Checks if a game with these rules (options applied) has this
        board's piles: then ``redeal`` can deal it here."""
        r = self.rules
        return (
            rules.family == self.FAMILY and rules.found == r.found and rules.cells == r.cells and rules.extra[_WASTES] == r.extra[_WASTES]
            and self.t0 - self.r0 == (rules.reserve if rules.extra[_POOL] else rules.extra[_RESERVES] or 1 if rules.reserve or rules.extra[40] else 0) and rules.tab == r.tab
            and self.deck_size(rules) == self.ncards and rules.extra[_FOUND_CAP] == r.extra[_FOUND_CAP]
            and (len(self.piles[STOCK]) > 0 or not rules.stock and not rules.extra[_REDEALS] and rules.deal == r.deal)  # (no room for a stock: one that deals the same way)
        )

    def redeal(self, deal, rules=None, options=None, work=0):
        """Deals deal number ``deal`` into this board's own piles, forgetting
        the history, with ``rules`` and ``options`` (the record's option
        values) when given, for a game that ``fits``: a new deal allocates
        nothing big, so it stays quick on the device.

        With ``work`` the shuffle takes only its first ``work`` cards now
        and the board stays empty until ``deal()`` shuffles the rest and
        deals them out (the same deal: a big game's deal split across two
        ticks of the main loop, ``Play.start``); ``key()`` deals first."""
        if rules is not None:
            self.rules = rules
            self.options = bytes(options)
        r = self.rules
        if r.extra[62]:  # (62, sides: two tableaux of their own rules, sides.py's checks bound over these)
            legal.module(_M_SIDES).attach(self)
        if r.stock == _STOCK_ROW:  # (the row stock's check and move: rowstock.py, loaded as the game opens, not in a key's listing)
            legal.module(_M_ROWSTOCK)
        if r.found_takes == _FOUND_SUITE or r.extra[26] == 17 or r.extra[47] >> 4 == 7:  # (whole suites go up, a group's too: suites.py, loaded as the game opens, legal._choose; with the groups' module, not in Play.loads' tick: Diavolo's came to 2.08M fuel)
            legal.fitter(self)
        if 0 < r.extra[_DUMP] < 5:  # (the dumps' moves, dumps.py, the same)
            legal.module(_M_DUMPS)
        if r.autofill:  # (a space filled at once: autofill.py, the same)
            legal.module(_M_AUTOFILL)
        self.deal_no = deal
        self.origin = None  # savegame's snapshot, when the history starts there
        self.nmoves = 0
        self.recycles = 0
        self.base = r.found_base
        size = self.size
        size[0 : len(size)] = bytes(len(size))
        deck = self.deck
        if r.shuffle == _SHUFFLE_MS:  # (Microsoft FreeCell's numbers, FreeCell's alone: msdeal.py)
            legal.module(_M_MSDEAL).deal(self, deal)
        else:
            suits = r.suits
            n, m, k = r.cards(), r.cards() // r.sets, 13 - (r.extra[34] >> 4)  # the deck's cards, a suit's, its last rank (13; a stripped deck's fewer, rules.py)
            for s in range(r.sets):  # (a suit: its Ace, then its ranks up to k, m - 1 of them: Amazons' A, 7 to Q; stripped.py)
                u = 13 * suits[s % len(suits)]
                deck[m * s], deck[m * s + 1 : m * s + m] = _SUIT_RUNS[u], _SUIT_RUNS[u + k - m + 1 : u + k]
            if self.ncards > n:
                deck[n:] = self.SPECIALS
            rand = Rand(deal ^ r.salt())
            n = len(deck)
            if work:
                shuffle(deck, rand, n - 1 - work)  # (its first ``work`` cards: the rest is deck[:n - work]'s shuffle)
                n -= work
            self.rand = (rand, n)  # the shuffle ``deal()`` finishes: its generator, the cards left to shuffle
        if not work:
            self.deal()

    def deal(self, share=0x3FFF):
        """Deals the deck out, its shuffle finished first, when ``redeal``
        left the deal to finish (else does nothing); a deal that plays its
        cards up, ``share`` of that work a call (``arrange._play_up``: all)."""
        rest = self.rand
        if rest is None:
            return
        self.rand = None
        if type(rest) is int:  # (the play-up goes on from card ``rest``)
            return legal.module(_M_ARRANGE).after(self, rest, share)
        r = self.rules
        deck = self.deck
        if rest[0] is not None:
            shuffle(deck[0 : rest[1]], rest[0])
        piles = self.piles
        size = self.size
        i = 0
        if r.found_base == _BASE_RANDOM and not r.extra[_BASE_FIRST] and not r.extra[39]:  # (39, found_any: no card up, no base, Eliminator's)
            self.base = deck[0] & 15
            self.push(self.f0, deck[0] | _FACE_UP)
            i = 1
        self.set_base(self.base)
        arrange = None
        fd = r.found_dir
        if fd == 18:  # (Beehive's sets: its module binds its rules over the engine's, sets.py. Its name, a field's, is one every card game's run has: a new string here cost Klondike 2 KB of heap)
            from solitaire.cards import sets  # noqa: F401
        if fd == _STEPS or fd == _DOUBLING or fd == _CLOCK or fd == _BIG_BEN:  # (their foundations' module deals them, loaded for their play anyway: arrange.py's 2.7 KB would stay all game; they set no other deal step)
            i = legal.own_rules(self).deal(self, deck, i)
        elif max(r.extra[2:4]) or r.extra[5] or r.extra[7] or r.extra[_RESERVE_UP] > 1 or 0 < r.extra[_PLAYS_UP] < 3:  # (the rarer deal rules' places, but the reserve face up, dealt so below, and Capricieuse's deal, capric.py's: only then the module.)
            arrange = legal.module(_M_ARRANGE)
            i = arrange.before(self, deck, i)
        elif r.extra[_FOUND_DEALT]:  # only base cards dealt first, a second group's too (and Capricieuse's deal after them): a third of arrange.py's heap
            arrange = legal.module(_M_CAPRIC if r.extra[_PLAYS_UP] == 3 else _M_BASECARDS)  # (Capricieuse's, and its deal round the piles: capric.py, basecards.py's and fgdeal.py's 2 KB off its heap)
            i = arrange.deal(self, deck, i)
        if r.extra[_POOL]:  # a card a pile, face up
            for p in range(self.r0, self.t0):
                piles[p][0] = deck[i] | _FACE_UP
                size[p] = 1
                i += 1
        elif r.reserve:
            for p in range(self.r0, self.t0):
                n = (r.reserve // 2, 1, r.reserve // 2)[p - self.r0] if r.extra[64] == 1 else r.reserve // (self.t0 - self.r0) + (p - self.r0 < r.reserve % (self.t0 - self.r0))  # (several piles: the cards shared evenly, the first ones a card more: Wave Motion's 7 7 7 7 6 6 6 6; 64, covers 1: Backbone's two forks of 11 under the one card between them)
                piles[p][0:n] = deck[i : i + n]
                for j in range(n - 1 if r.extra[_RESERVE_UP] != 1 else 0, n):  # (reserve_up 1: every card face up, Algerian's, Duchess': arrange.py's 2.7 KB stayed all game for it)
                    piles[p][j] |= _FACE_UP
                size[p] = n
                i += n
        deal = r.deal
        down = r.down
        t0 = self.t0
        # a shuffled deck may as well go pile by pile: one slice each (Microsoft's deal, a row at a time round the piles, put in that order: msdeal.py)
        up = _FACE_UP
        for p in range(r.tab):
            pile = piles[t0 + p]
            n = deal[p]
            pile[0:n] = deck[i : i + n]
            for j in range(down[p] - (down[p] == n > 0), n):  # (a face-down card dealt on top turns up: Tvete's Grandfather's first pile)
                pile[j] |= up
            i += n
        size[t0 : t0 + r.tab] = bytes(deal)
        if arrange:
            arrange.after(self, 0, share)
        for c in range(r.extra[_CELLS_DEALT]):
            self.push(self.c0 + c, deck[i] | _FACE_UP)
            i += 1
        n = len(deck) - i
        p = WASTE if r.stock == 3 else STOCK  # (3: the stock's top card face up, playing: rules.py)
        piles[p][0:n] = deck[i:]
        size[p] = n
        if p == WASTE:  # (there its cards lie face up; the top one plays)
            for j in range(n):
                piles[p][j] |= _FACE_UP

    # -- piles ----------------------------------------------------------

    def set_base(self, base):
        """Sets the foundations' base rank, and with it where the ranks stop
        (``legal.ring_cut``) on the foundations and on the tableau."""
        r = self.rules
        self.base = base
        self.found_cut = legal.ring_cut(base, r.found_dir, r.found_wrap)
        self.tab_cut = (base or _RING) if r.tab_dir == 13 else legal.ring_cut(base, r.found_dir, r.tab_wrap)  # (13: the tableau's cut is the base itself, none before it: order.py's _TO_BASE)

    def push(self, p, card):
        self.piles[p][self.size[p]] = card
        self.size[p] += 1

    def pop(self, p):
        self.size[p] -= 1
        return self.piles[p][self.size[p]]

    def top(self, p):
        """Gets the top card of pile ``p``, or 0 when it is empty."""
        k = self.size[p]
        return self.piles[p][k - 1] if k else 0

    def cards(self, p):
        """Gets pile ``p`` as bytes, bottom first (allocates: not for hot paths)."""
        return bytes(self.piles[p][: self.size[p]])

    def deck_cards(self):
        """Gets every card of the position as it was dealt (face down),
        sorted: a snapshot must hold the deal's cards, each once."""
        self.deal()
        out = []
        for p in range(len(self.size)):
            pile = self.piles[p]
            for i in range(self.size[p]):
                out.append(pile[i] & 0x7F)
        out.sort()
        return out

    def key(self, extra=0):
        """Gets the whole position as bytes, for comparing positions (the
        deal dealt out first, when ``redeal`` left it to finish); with
        ``extra``, a bytearray with that many bytes more at its end, for a
        layer's state (``soltiles/engine.py``: one piece, not three copies)."""
        self.deal()
        size = self.size
        out = bytearray(len(size) + sum(size) + 1 + extra)  # (made whole: grown a pile at a time, Quadruple Yukon's 243 bytes took pieces of every size up to it, a checkpoint's)
        i = 0
        for p in range(len(size)):  # (with a layer's piles)
            k = size[p]
            out[i] = k
            out[i + 1 : i + 1 + k] = self.piles[p][:k]
            i += 1 + k
        out[i] = self.recycles if self.recycles < 255 else 255  # no limit: past 255 it counts for nothing
        return out if extra else bytes(out)

    # -- the rules of play (legal.py) ----------------------------------

    run_len = legal.run_len
    capacity = legal.capacity
    top_rank = legal.top_rank
    can_recycle = legal.can_recycle
    stock_move = legal.stock_move
    check = legal.check
    legal_moves = legal.legal_moves

    # -- making and unmaking moves -------------------------------------

    def apply(self, m, auto=False):
        """Makes a move without checking it (``notation.play`` checks first); the rarer ones: ``apply``."""
        src = m & 0xFF
        dst = m >> 8 & 0xFF
        auto = F_AUTO if auto else 0  # (the move's flags)
        if src == ALL or src == STOCK or src == dst or src == WASTE and (dst == STOCK or m >> 16 > 1 and self.rules.extra[65]):
            return apply(self, m, auto)
        move(self, src, dst, m >> 16)
        if not self.base and self.kind[dst] == K_FOUND and not self.rules.extra[39]:
            self.set_base(self.piles[dst][self.size[dst] - (m >> 16)] & 15)  # (the first card up sets every foundation's base: Selective FreeCell; 39, found_any: never, Eliminator's)
        if not self.size[src]:
            auto |= legal.module(_M_AUTOFILL).fill(self, src) if self.rules.autofill else 0  # (autofill.py, loaded as the game opens)
        elif not self.piles[src][self.size[src] - 1] & _FACE_UP and self.kind[src] | 1 == K_TAB:  # (K_RESERVE 4 or K_TAB 5)
            self.piles[src][self.size[src] - 1] |= _FACE_UP
            auto |= F_FLIP
        self.record(src, dst, m >> 16, auto)

    def record(self, src, dst, n, flags):
        """Adds a move made to the history."""
        i = self.nmoves * 4
        if i + 4 > len(self.hist):
            self.hist.extend(bytes(256))
        h = self.hist
        h[i] = src
        h[i + 1] = dst
        h[i + 2] = n
        h[i + 3] = flags
        self.nmoves += 1

    def last_flags(self):
        return self.hist[self.nmoves * 4 - 1] if self.nmoves else 0

    def undo(self):
        """Takes back the last move; returns False when there is none."""
        if not self.nmoves:
            return False
        self.nmoves -= 1
        i = self.nmoves * 4
        src, dst = self.hist[i], self.hist[i + 1]
        n = self.hist[i + 2]
        if (src == ALL or src == STOCK or src == dst or src == WASTE and (dst == STOCK or n > 1 and self.rules.extra[65]) or self.hist[i + 3] & F_FILL) and undo(self, i):
            return True
        if self.hist[i + 3] & F_FLIP:
            self.piles[src][self.size[src] - 1] &= 0x7F
        if not move(self, dst, src, n) and self.rules.extra[_BASE_FIRST] and self.kind[dst] == K_FOUND and not sum(self.size[self.f0 : self.c0]):
            self.set_base(0)
        return True

    def by_game(self, i):
        """Checks if move ``i`` of the history was the game's own."""
        return self.hist[i * 4 + 3] & F_AUTO

    def move_at(self, i):
        """Gets move ``i`` of the history."""
        h = self.hist
        return h[i * 4] | h[i * 4 + 1] << 8 | h[i * 4 + 2] << 16

    # -- the end --------------------------------------------------------

    def won(self):
        if self.rules.goal == 4:  # every tableau card up, the stock aside (Golf; rules.py)
            return not sum(self.size[self.t0 : self.npiles])
        if self.rules.goal:  # the tableau sorted, or the stock emptied: goals.py
            return legal.module(_M_GOALS).won(self)
        total = 0
        for p in range(self.f0, self.c0):
            total += self.size[p]
        return total == self.ncards

    def stuck(self):
        """Checks if no move can change the game any more.

        Turning the stock over does not count as a move. With no other move
        on the board, the game is stuck unless a card that dealing could
        bring to the top of the waste fits somewhere; the board does not
        change while only the stock turns, so one look at each is enough.
        """
        if self.won():
            return False
        if self.legal_moves(stock=False, limit=1):
            return False
        return self.stock_stuck()

    def stock_stuck(self, takes=None):
        """Checks, with no move on the board, if no deal can bring one (see
        ``stuck``: a check a layer may make on its own). ``takes``:
        ``auto.takes_of(self)``, the foundations each rank may go on (a
        stock of 124 cards asked 16 foundations each: 1.6M fuel)."""
        r = self.rules
        if r.extra[_REDEALS]:
            return not (self.size[STOCK] and r.stock) and not self.can_recycle()  # (a stock no press deals from, Rainbow Fan's, brings no move)
        if r.stock == _STOCK_FOUND:  # Golf's: each stock card comes to the foundation's top in turn (golf.py)
            return legal.module(_M_GOLF).stuck(self)
        if r.stock == _STOCK_ROW or r.extra[_ROW_TO] == 4:  # (4: Big Ben's stock fills the gaps first, clock.py: a card in it is a move)
            return not self.size[STOCK]
        if r.stock != _STOCK_WASTE:
            return True
        if r.found_dir == 15 and legal.own_rules(self).frees(self, self.cards(STOCK)):  # (King's Audience's pairs: audience.py)
            return False
        drop = r.extra[_DRAW_DROP]
        if r.draw == 1 and not drop:  # every card comes to the waste's top: the stock's, then the waste's while it may turn again
            return not self._any_fits(self.cards(STOCK) + (self.cards(WASTE) if r.passes == 0 or self.recycles < r.passes - 1 else b""), takes)  # (takes: Boulevard's 60 cards each asked of eight foundations by twos, 2.2M fuel)
        # Else deal the rest of this pass and, while the waste may turn again, the passes after it until they repeat
        # (one more, or as many as it takes the draw to drop to one card), noting each card that comes to the top.
        stock = list(self.cards(STOCK))
        waste = list(self.cards(WASTE))
        n = self.recycles
        tops = bytearray()
        for _ in range(2 + (r.draw if drop else 0)):
            d = r.draw - drop * n
            while stock:
                for _ in range(min(d if d > 1 else 1, len(stock))):
                    waste.append(stock.pop())
                tops.append(waste[-1] | _FACE_UP)
            if not (r.passes == 0 or n < r.passes - 1) or not waste:
                break
            n += 1
            stock = waste[::-1]
            waste = []
        return not self._any_fits(tops, takes)

    def _any_fits(self, cards, takes=None):
        """Checks if any of ``cards`` could go alone on a foundation, a cell
        or a tableau pile as they are now (the piles and the rules are read
        once: a stuck check asks about every card of the stock)."""
        r = self.rules
        size = self.size
        piles = self.piles
        base = self.base
        ups = r.found_takes == _FOUND_ONE
        cap = r.extra[_FOUND_CAP] or 13
        fd, fs, fw = r.found_dir, r.found_suit, self.found_cut
        td, ts, tw = r.tab_dir, r.tab_suit, self.tab_cut
        fm = r.extra[_FILL_FROM]
        fill = r.fill if r.fill != 6 else int(size[STOCK] > 0)  # (6, legal.py's _KINGS_FIRST: a King while the stock lasts, then any card)
        space = fill == _FILL_ANY and (not fm or fm >> K_WASTE & 1)  # (the cards are the waste's)
        king = 13 if fill == _FILL_KING else self.top_rank() if fill == _FILL_HIGH else r.extra[_FILL_RANK]  # (a King whatever the base; the high card; a named rank)
        for d in range(self.c0, self.r0):
            if not size[d] and (d < self.r0 - r.extra[45] or not any(self.hist[i] == d for i in range(1, 4 * self.nmoves, 4))):  # (45: ephemeral, a cell a card has been in is gone; a slice with a step MicroPython refuses)
                return bool(cards)  # an empty cell takes any card
        own = legal.own_rules(self)  # (foundations of their own rules: their module's look, got once)
        fit = own.fits if own else None
        for card in set(cards):  # (each once: a card comes to the waste's top again in each pass)
            rank = card & 15
            t = takes[rank] if takes else -1
            for d in range(self.f0, self.c0) if t else ():
                if not t >> (d - self.f0) & 1:
                    continue
                k = size[d]
                if fit:
                    if fit(self, card, d):
                        return True
                elif ups and (not k and (rank == base or not base and r.extra[_BASE_FIRST] < 2) or k and k < cap and follows(piles[d][k - 1], card, fd, fs, fw)):  # (no base yet: the first card up sets it, unless a reserve's must: Duchess; whole suits or sets only, Beehive's: never a card alone)
                    return True
            for d in range(self.t0, self.npiles if ts != _NO_BUILD or space or king else self.t0):  # (nothing goes on the layout: Double or Quits')
                k = size[d]
                if not k:
                    if space or rank == king & 15 or rank == king >> 4:  # (fill_rank: two ranks packed low | high << 4)
                        return True
                elif follows(piles[d][k - 1], card, td, ts, tw):
                    return True
        return False


def move(b, src, dst, n):
    """Moves the top ``n`` cards of pile ``src`` onto ``dst``; gets how many ``src`` keeps. Each frame of a plain
    move's (``Board.apply``, ``undo``) within eleven words: off the heap, two calls a hint's try (test_frames.py)."""
    ks = b.size[src] - n
    kd = b.size[dst]
    b.size[src] = ks
    b.size[dst] = kd + n
    src = b.piles[src]
    dst = b.piles[dst]
    while n:  # (counted down: a ``for`` holds its iterator in the frame)
        n -= 1
        dst[kd + n] = src[ks + n]
    return ks


def apply(b, m, flags):
    """Makes ``Board.apply``'s other moves: a redeal, a deal from the stock, the waste turned over, a merci."""
    src, dst, n = m & 0xFF, m >> 8 & 0xFF, m >> 16
    if src == ALL:  # a redeal (its own module: few games have one; Capricieuse's, its deal's)
        legal.module(_M_CAPRIC if b.rules.extra[_PLAYS_UP] == 3 else _M_REDEAL).apply(b)
    elif src == STOCK:
        if dst == ALL and b.rules.extra[_ROW_TO]:  # (onto the non-empty piles, or the reserves)
            legal.module(_M_ROWDEAL).apply(b, n)
        else:  # (to the waste, or Golf's foundation; ALL, ``draw`` cards a pile: Tournament's four)
            for i in range(n):
                b.push(b.t0 + i // b.rules.draw if dst == ALL else dst, b.pop(STOCK) | _FACE_UP)
    elif src == WASTE and dst == STOCK:
        n = b.size[WASTE]  # (the count turned, recorded: the move's may be 0, the whole waste, legal.check)
        while b.size[WASTE]:
            b.push(STOCK, b.pop(WASTE) & 0x7F)
        b.recycles += 1
    else:  # a merci: a card to the top of its own pile (its own module); 65, waste_all: the waste's card n deep (bouquet.py)
        legal.module(_M_MERCI).apply(b, src, n) if src == dst else legal.module(_M_BOUQUET).apply(b, dst, n)  # (looked up: an import a move cost a hint's try 0.1M fuel)
    b.record(src, dst, n, flags)


def undo(b, i):
    """Takes back ``Board.undo``'s other moves, the history's at ``i``: gets False for
    cards between two piles, a space's fill put back (the cards left to ``Board.undo``)."""
    h = b.hist
    src, dst = h[i], h[i + 1]
    n, flags = h[i + 2], h[i + 3]
    if src == ALL:
        legal.module(_M_CAPRIC if b.rules.extra[_PLAYS_UP] == 3 else _M_REDEAL).undo(b)
    elif src == STOCK:
        if dst == ALL and b.rules.extra[_ROW_TO]:
            legal.module(_M_ROWDEAL).undo(b, n)
        else:
            for j in range(n - 1, -1, -1):
                b.push(STOCK, b.pop(b.t0 + j // b.rules.draw if dst == ALL else dst) & 0x7F)
    elif src == WASTE and dst == STOCK:
        while b.size[STOCK]:
            b.push(WASTE, b.pop(STOCK) | _FACE_UP)
        b.recycles -= 1
    elif src == dst or src == WASTE and n > 1 and b.rules.extra[65]:
        legal.module(_M_MERCI).undo(b, src, n) if src == dst else legal.module(_M_BOUQUET).undo(b, dst, n)
    else:  # a space's fill (autofill.py, loaded as the game opens)
        return legal.module(_M_AUTOFILL).undo(b, src, flags)
    return True
