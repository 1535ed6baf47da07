"""The generic rules engine: one ``Board`` plays any ``Rules`` record.

Piles are numbered: 0 the stock, 1 the waste, then the foundations (from
``f0``), the cells (from ``c0``), the reserve (``r0``, when the game has one)
and the tableau (from ``t0``). Each pile is a fixed-size ``bytearray`` of card
bytes (see ``cards.py``), bottom card first, with its length in ``size``, so
moving cards never allocates.

A move is one small int: ``src | dst << 8 | n << 16``. Dealing from the stock
is ``STOCK -> WASTE`` (or ``STOCK -> ALL`` onto every tableau pile), turning
the waste over is ``WASTE -> STOCK``. ``check()`` says why a move is illegal;
``apply()`` trusts its caller, like python-chess's ``push()``. Every applied
move is kept in ``hist`` (4 bytes: src, dst, n, flags), so undo goes back to
the start of the deal, and the game id, options, deal number and move list
rebuild any position by replay.
"""

from solitaire.cards import rules as R
from solitaire.cards.rules import ALT_COLOUR, ANY_SUIT, DOWN, OTHER_SUIT, SAME_COLOUR, SAME_SUIT, UP
from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.piles import (  # noqa: F401 - the card engine's names for them too
    ALL,
    F_AUTO,
    F_FILL,
    F_FLIP,
    F_RFLIP,
    K_CELL,
    K_FOUND,
    K_RESERVE,
    K_STOCK,
    K_TAB,
    K_WASTE,
    NO,
    STOCK,
    WASTE,
    IllegalMove,
    encode,
    windows,
)
from solitaire.prng import Rand, ms_freecell_order, shuffle


# each suit's 13 cards, Ace to King, face down, suit after suit: a deck is
# built from these (one object: eight would take 170 bytes more of heap)
_SUIT_RUNS = memoryview(bytes(s << 4 | r for s in range(8) for r in range(1, 14)))


# Microsoft's card indices as card bytes: index i is rank i // 4 + 1 of suit i % 4
_MS_CARDS = bytes((i >> 2) + 1 | (i & 3) << 4 for i in range(52))


def follows(a, b, direction, suit_rule, wrap):
    """Checks if card ``b`` may go on card ``a``. (The hottest function of
    move generation: one subtraction for the ranks, the suit rule inline.)"""
    d = (b & 15) - (a & 15)
    if direction == DOWN:
        if d != -1 and not (wrap and d == 12):
            return False
    elif direction == UP:
        if d != 1 and not (wrap and d == -12):
            return False
    elif d != 1 and d != -1 and not (wrap and (d == 12 or d == -12)):
        return False
    if suit_rule == ANY_SUIT:
        return True
    if suit_rule == ALT_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] != SUIT_COLOUR[(b & 0x70) >> 4]
    return suit_ok(a, b, suit_rule)


def suit_ok(a, b, rule):
    if rule == ANY_SUIT:
        return True
    if rule == SAME_SUIT:
        return not (a ^ b) & 0x70
    if rule == ALT_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] != SUIT_COLOUR[(b & 0x70) >> 4]
    if rule == SAME_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] == SUIT_COLOUR[(b & 0x70) >> 4]
    if rule == OTHER_SUIT:
        return (a ^ b) & 0x70
    return False


_RANK_WORDS = ("", "an Ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9", "a 10", "a Jack", "a Queen", "a King")
_COLOURS = ("black", "red", "green", "?")
_SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades", "anchors", "wheels", "?", "?")


class Board:
    """A position of one game, with its history.

    >>> from solitaire.cards.games import find
    >>> b = Board(find("freecell"), 1)
    >>> b.size[b.t0], b.size[b.t0 + 7]
    (7, 6)
    """

    def __init__(self, rules, deal=1, options=None):
        if rules.family != R.BUILD:
            raise ValueError("%s needs its own engine" % rules.name)
        if options is None:
            options = rules.default_options()
        self.options = bytes(options)
        self.rules = rules = rules.with_options(self.options)
        self.f0 = 2
        self.c0 = c0 = 2 + rules.found
        self.r0 = r0 = c0 + rules.cells
        self.t0 = t0 = r0 + (1 if rules.reserve else 0)
        self.npiles = n = t0 + rules.tab
        self.ncards = cap = rules.cards()
        # a foundation holds one suit at most, a cell one card; the last
        # window is the deck, shuffled and dealt from
        room = bytearray(n + 1)
        self.kind = kind = bytearray(n)
        for p in range(n):
            # the stock and the waste are piles 0 and 1, K_STOCK and K_WASTE
            k = K_TAB if p >= t0 else K_RESERVE if p >= r0 else K_CELL if p >= c0 else K_FOUND if p >= 2 else p
            kind[p] = k
            room[p] = 13 if k == K_FOUND else 1 if k == K_CELL else cap
        room[n] = cap
        self.piles = windows(room)
        self.deck = self.piles.pop()
        self.size = bytearray(n)
        self.hist = bytearray(256)
        self.redeal(deal)

    def fits(self, rules):
        """Checks if a game with these rules (options applied) has this
        board's piles: then ``redeal`` can deal it here."""
        r = self.rules
        return (
            rules.family == R.BUILD and rules.found == r.found and rules.cells == r.cells
            and bool(rules.reserve) == bool(r.reserve) and rules.tab == r.tab and rules.cards() == self.ncards
        )

    def redeal(self, deal, rules=None, options=None):
        """Deals deal number ``deal`` into this board's own piles, forgetting
        the history, with ``rules`` and ``options`` (the record's option
        values) when given, for a game that ``fits``: a new deal allocates
        nothing big, so it stays quick on the device."""
        if rules is not None:
            self.rules = rules
            self.options = bytes(options)
        self.deal_no = deal
        self.origin = None  # savegame's snapshot, when the history starts there
        self.nmoves = 0
        self.recycles = 0
        self.base = self.rules.found_base
        size = self.size
        for p in range(self.npiles):
            size[p] = 0
        self._deal()

    def _shuffled(self):
        """Gets ``self.deck`` shuffled for this deal."""
        r = self.rules
        deck = self.deck
        if r.shuffle == R.SHUFFLE_MS:
            deck[0:52] = ms_freecell_order(self.deal_no, _MS_CARDS)
            return deck
        suits = r.suits
        for s in range(r.sets):
            u = 13 * suits[s % len(suits)]
            deck[13 * s : 13 * s + 13] = _SUIT_RUNS[u : u + 13]
        shuffle(deck, Rand(self.deal_no ^ r.salt()))
        return deck

    def _deal(self):
        r = self.rules
        deck = self._shuffled()
        piles = self.piles
        size = self.size
        i = 0
        if r.found_base == R.BASE_RANDOM:
            self.base = deck[0] & 15
            self.push(self.f0, deck[0] | FACE_UP)
            i = 1
        if r.reserve:
            n = r.reserve
            piles[self.r0][0:n] = deck[i : i + n]
            piles[self.r0][n - 1] |= FACE_UP
            size[self.r0] = n
            i += n
        deal = r.deal
        down = r.down
        t0 = self.t0
        if r.shuffle == R.SHUFFLE_MS:
            # Microsoft's numbers deal a row at a time, round the piles
            for row in range(max(deal)):
                for p in range(r.tab):
                    if row < deal[p]:
                        piles[t0 + p][row] = deck[i] | FACE_UP
                        i += 1
        else:
            # a shuffled deck may as well go pile by pile: one slice each
            for p in range(r.tab):
                pile = piles[t0 + p]
                n = deal[p]
                pile[0:n] = deck[i : i + n]
                for j in range(down[p], n):
                    pile[j] |= FACE_UP
                i += n
        for p in range(r.tab):
            size[t0 + p] = deal[p]
        n = len(deck) - i
        piles[STOCK][0:n] = deck[i:]
        size[STOCK] = n

    # -- piles ----------------------------------------------------------

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

    def key(self):
        """Gets the whole position as bytes, for comparing positions."""
        out = bytearray()
        for p in range(self.npiles):
            out.append(self.size[p])
            out.extend(self.piles[p][: self.size[p]])
        out.append(self.recycles if self.recycles < 255 else 255)  # no limit: past 255 it counts for nothing
        return bytes(out)

    def run_len(self, p):
        """Gets how many cards from the top of tableau pile ``p`` move as one unit."""
        pile = self.piles[p]
        n = self.size[p]
        if not n or not pile[n - 1] & FACE_UP:
            return 0
        r = self.rules
        k = 1
        if r.move == R.GROUP:
            while k < n and pile[n - k - 1] & FACE_UP:
                k += 1
            return k
        td, ms, tw = r.tab_dir, r.move_suit, r.tab_wrap
        i = n - 2  # the card under the run found so far
        while i >= 0:
            a = pile[i]
            if not a & FACE_UP or not follows(a, pile[i + 1], td, ms, tw):
                break
            i -= 1
        return n - 1 - i

    def _depth_of(self, low, rank):
        """Gets how deep in a run whose top card has rank ``low`` the card of
        ``rank`` lies (1: the top card), or 0 when it can't be there."""
        if not rank:
            return 0
        r = self.rules
        n = rank - low if r.tab_dir == R.DOWN else low - rank
        if r.tab_wrap:
            n %= 13
        return n + 1 if n >= 0 else 0

    def capacity(self, dst):
        """Gets how many cards may move onto tableau pile ``dst`` at once."""
        r = self.rules
        if r.move == R.ONE:
            return 1
        if r.move != R.SUPER:
            return 255
        free = 1
        for p in range(self.c0, self.r0):
            if not self.size[p]:
                free += 1
        for p in range(self.t0, self.npiles):
            if not self.size[p] and p != dst:
                free += free
        return free

    def top_rank(self):
        """Gets the rank that fills a King-only space (below the base with wrap)."""
        return 13 if self.base == 1 else self.base - 1

    # -- legality -------------------------------------------------------

    def _needs(self, onto, direction, suit_rule, wrap):
        ra = onto & 15
        want = ra - 1 if direction == R.DOWN else ra + 1
        if wrap:
            want = (want - 1) % 13 + 1
        if direction == R.UP_DOWN or not 1 <= want <= 13:
            return "Does not fit there"
        c = SUIT_COLOUR[(onto & 0x70) >> 4]
        if suit_rule == R.SAME_SUIT:
            return "Needs %s of %s" % (_RANK_WORDS[want], _SUIT_WORDS[(onto & 0x70) >> 4])
        if suit_rule == R.ALT_COLOUR:
            if c < 2:
                return "Needs a %s %s" % (_COLOURS[1 - c], _RANK_WORDS[want].split()[1])
            return "Needs %s, not %s" % (_RANK_WORDS[want], _COLOURS[c])
        if suit_rule == R.SAME_COLOUR:
            return "Needs a %s %s" % (_COLOURS[c], _RANK_WORDS[want][2:].lstrip())
        return "Needs %s" % _RANK_WORDS[want]

    def _found_check(self, src, dst, n, why):
        r = self.rules
        k = self.size[dst]
        if r.found_takes == R.FOUND_SUITE:
            if self.kind[src] != K_TAB or n != 13:
                return "Only whole suits go up"
            if k:
                return "That foundation is full"
            pile = self.piles[src]
            j = self.size[src] - 13
            if j < 0:
                return "Only whole suits go up"
            want = self.top_rank()
            for i in range(j, j + 13):
                c = pile[i]
                if not c & FACE_UP or c & 15 != want or (c ^ pile[j]) & 0x70:
                    return "Only whole suits go up"
                want = want - 1 if want > 1 else 13
            return None
        if n != 1:
            return "One card at a time"
        card = self.top(src)
        if not k:
            if card & 15 == self.base:
                return None
            return "Starts with %s" % _RANK_WORDS[self.base] if why else NO
        if k >= 13:
            return "That foundation is full"
        if follows(self.top(dst), card, r.found_dir, r.found_suit, r.found_wrap):
            return None
        return self._needs(self.top(dst), r.found_dir, r.found_suit, r.found_wrap) if why else NO

    def _stock_check(self, dst, n):
        r = self.rules
        if r.stock == R.STOCK_NONE:
            return "This game has no stock"
        k = self.size[STOCK]
        if not k:
            return "The stock is empty"
        if r.stock == R.STOCK_ROW:
            if dst != ALL:
                return "The stock deals onto every pile"
            if r.deal_needs_full:
                for p in range(self.t0, self.npiles):
                    if not self.size[p]:
                        return "Fill every space first"
            return None if n == min(r.tab, k) else "Deals one card a pile"
        if dst != WASTE:
            return "The stock deals to the waste"
        return None if n == min(r.draw, k) else "Deals %d at a time" % r.draw

    def fits_up(self, card, d):
        """Checks, cheaply, if ``card`` follows foundation ``d``'s top card
        (or starts it); ``check()`` still has the last word."""
        k = self.size[d]
        if k:
            r = self.rules
            return follows(self.piles[d][k - 1], card, r.found_dir, r.found_suit, r.found_wrap)
        return card & 15 == self.base

    def can_recycle(self):
        r = self.rules
        return (
            r.stock == R.STOCK_WASTE
            and not self.size[STOCK]
            and self.size[WASTE]
            and (r.passes == 0 or self.recycles < r.passes - 1)
        )

    def check(self, m, run=-1, why=True):
        """Checks a move: gets None when it is legal, or why it is not.

        ``run``, when known, is ``run_len(src)`` (move generation passes it
        so it is not counted again for every destination). With ``why``
        False an illegal move may get just ``NO``: move generation asks about
        many moves, and putting a reason into words costs more than the check.
        """
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        npiles = self.npiles
        if src >= npiles or (dst >= npiles and dst != ALL):
            return "No such pile"
        if src == STOCK:
            return self._stock_check(dst, n)
        if src == WASTE and dst == STOCK:
            if self.size[STOCK] or not self.size[WASTE]:
                return "Nothing to turn over"
            if not self.can_recycle():
                return "No more passes"
            return None if n == self.size[WASTE] else "Turns the whole waste"
        if dst == ALL:
            return "No such pile"
        ks = self.kind[src]
        kd = self.kind[dst]
        if kd == K_STOCK or kd == K_WASTE or kd == K_RESERVE:
            return "Cards can't go there"
        if ks == K_FOUND:
            return "Foundation cards stay"
        if src == dst:
            return "Already there"
        k = self.size[src]
        if n < 1 or n > k:
            return "Not that many cards"
        card = self.piles[src][k - n]
        if not card & FACE_UP:
            return "That card is face down"
        if n > 1 and ks != K_TAB:
            return "One card at a time"
        if ks == K_TAB and n > 1 and n > (run if run >= 0 else self.run_len(src)):
            return "Those cards aren't a run"
        if kd == K_FOUND:
            return self._found_check(src, dst, n, why)
        if kd == K_CELL:
            if ks == K_CELL:
                return "Already in a cell"
            if self.size[dst]:
                return "That cell is full"
            return None if n == 1 else "One card per cell"
        # onto the tableau
        r = self.rules
        if n > 1:
            cap = self.capacity(dst)
            if n > cap:
                if cap < 2:
                    return "One card at a time"
                return "Room to move %d only" % cap if why else NO
        if not self.size[dst]:
            if r.fill == R.FILL_ANY:
                return None
            if r.fill == R.FILL_KING:
                if card & 15 == self.top_rank():
                    return None
                return "Only %s fills a space" % _RANK_WORDS[self.top_rank()] if why else NO
            return "Spaces stay empty"
        onto = self.top(dst)
        if follows(onto, card, r.tab_dir, r.tab_suit, r.tab_wrap):
            return None
        return self._needs(onto, r.tab_dir, r.tab_suit, r.tab_wrap) if why else NO

    def legal_moves(self, src=-1, stock=True, limit=0):
        """Gets the legal moves as a list: all of them, or those from ``src``;
        without the stock's when ``stock`` is False; at most ``limit`` (0: no
        limit).

        Moves onto the tableau come one per destination and run length;
        among equal empty foundations or cells only the first is offered.
        """
        out = []
        r = self.rules
        td, ts, wrap, fill = r.tab_dir, r.tab_suit, r.tab_wrap, r.fill  # (read once: hot)
        npiles = self.npiles
        kind = self.kind
        size = self.size
        for s in range(npiles) if src < 0 else (src,):
            ks = kind[s]
            if ks == K_STOCK:
                if stock and size[STOCK]:
                    row = r.stock == R.STOCK_ROW
                    m = encode(STOCK, ALL if row else WASTE, min(r.tab if row else r.draw, size[STOCK]))
                    if self.check(m, -1, False) is None:
                        out.append(m)
                continue
            if ks == K_FOUND or not size[s]:
                continue
            pile = self.piles[s]
            k = size[s]
            most = self.run_len(s) if ks == K_TAB else 1
            top = self.top_rank()
            if ks == K_TAB and r.found_takes == R.FOUND_SUITE and k >= 13:
                for d in range(self.f0, self.c0):
                    if not size[d]:
                        m = encode(s, d, 13)
                        if self.check(m, -1, False) is None:
                            out.append(m)
                        break
            # single cards up top and into a cell
            if r.found_takes == R.FOUND_ONE:
                empty_seen = False
                card = pile[k - 1]
                for d in range(self.f0, self.c0):
                    if not size[d]:
                        if empty_seen:
                            continue  # empty foundations are all alike
                        empty_seen = True
                    if self.fits_up(card, d):
                        m = encode(s, d, 1)
                        if self.check(m, -1, False) is None:
                            out.append(m)
            if ks != K_CELL:
                for d in range(self.c0, self.r0):
                    if not size[d]:
                        out.append(encode(s, d, 1))
                        break
            if limit and len(out) >= limit:
                return out[:limit]
            # onto the tableau: in a run each card is one rank from the next,
            # so the card that fits a pile's top card is at a known depth
            seq = r.move != R.GROUP and td != R.UP_DOWN
            low = pile[k - 1] & 15
            down = td == R.DOWN
            for d in range(self.t0, npiles):
                if d == s:
                    continue
                k = size[d]
                if k and not seq:
                    # any face-up card may lead (Yukon): only those that fit,
                    # looked for by rank first (cheap), then by the full rule
                    onto = self.piles[d][k - 1]
                    ro = onto & 15
                    top_s = size[s]
                    for n in range(1, most + 1):
                        rc = pile[top_s - n] & 15
                        if rc != ro - 1 and rc != ro + 1 and not wrap:
                            continue
                        if follows(onto, pile[top_s - n], td, ts, wrap):
                            m = s | d << 8 | n << 16
                            if self.check(m, most, False) is None:
                                out.append(m)
                                if limit and len(out) >= limit:
                                    return out
                    continue
                if k:
                    if seq:  # the rank that builds on the top card, and its depth (hot: inlined)
                        want = (self.piles[d][k - 1] & 15) + (-1 if down else 1)
                        if wrap:
                            want = (want - 1) % 13 + 1
                        elif not 1 <= want <= 13:
                            continue
                        n = want - low if down else low - want
                        if wrap:
                            n %= 13
                        lo = hi = n + 1
                    else:
                        lo, hi = 1, most
                elif fill == R.FILL_NONE:
                    continue
                elif fill == R.FILL_KING and seq:
                    lo = hi = self._depth_of(low, top)
                else:
                    lo, hi = 1, most
                if lo < 1:
                    lo = 1
                if hi > most:
                    hi = most
                kings = not k and fill == R.FILL_KING  # only a King leads into this space
                for n in range(lo, hi + 1):
                    if kings and pile[size[s] - n] & 15 != top:
                        continue
                    m = s | d << 8 | n << 16
                    if self.check(m, most, False) is None:
                        out.append(m)
                        if limit and len(out) >= limit:
                            return out
        if stock and self.can_recycle():
            out.append(encode(WASTE, STOCK, size[WASTE]))
        return out

    # -- making and unmaking moves -------------------------------------

    def apply(self, m, auto=False):
        """Makes a move without checking it (use ``play`` to check first)."""
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        flags = F_AUTO if auto else 0
        if src == STOCK:
            if dst == ALL:
                for i in range(n):
                    self.push(self.t0 + i, self.pop(STOCK) | FACE_UP)
            else:
                for _ in range(n):
                    self.push(WASTE, self.pop(STOCK) | FACE_UP)
        elif src == WASTE and dst == STOCK:
            while self.size[WASTE]:
                self.push(STOCK, self.pop(WASTE) & 0x7F)
            self.recycles += 1
        else:
            s = self.piles[src]
            d = self.piles[dst]
            ks = self.size[src] - n
            kd = self.size[dst]
            for i in range(n):
                d[kd + i] = s[ks + i]
            self.size[dst] = kd + n
            self.size[src] = ks
            kind = self.kind[src]
            if ks and not s[ks - 1] & FACE_UP and (kind == K_TAB or kind == K_RESERVE):
                s[ks - 1] |= FACE_UP
                flags |= F_FLIP
            if not ks and kind == K_TAB and self.rules.autofill == R.AUTOFILL_RESERVE and self.size[self.r0]:
                self.push(src, self.pop(self.r0) | FACE_UP)
                flags |= F_FILL
                k = self.size[self.r0]
                if k and not self.piles[self.r0][k - 1] & FACE_UP:
                    self.piles[self.r0][k - 1] |= FACE_UP
                    flags |= F_RFLIP
        i = self.nmoves * 4
        if i + 4 > len(self.hist):
            self.hist.extend(bytes(256))
        h = self.hist
        h[i] = src
        h[i + 1] = dst
        h[i + 2] = n
        h[i + 3] = flags
        self.nmoves += 1

    def play(self, m, auto=False):
        """Checks and makes a move.

        :raises IllegalMove: when the rules do not allow it.
        """
        why = self.check(m)
        if why is not None:
            raise IllegalMove(why)
        self.apply(m, auto)

    def last_flags(self):
        return self.hist[self.nmoves * 4 - 1] if self.nmoves else 0

    def undo(self):
        """Takes back the last move; returns False when there is none."""
        if not self.nmoves:
            return False
        self.nmoves -= 1
        i = self.nmoves * 4
        h = self.hist
        src = h[i]
        dst = h[i + 1]
        n = h[i + 2]
        flags = h[i + 3]
        if src == STOCK:
            if dst == ALL:
                for j in range(n - 1, -1, -1):
                    self.push(STOCK, self.pop(self.t0 + j) & 0x7F)
            else:
                for _ in range(n):
                    self.push(STOCK, self.pop(WASTE) & 0x7F)
        elif src == WASTE and dst == STOCK:
            while self.size[STOCK]:
                self.push(WASTE, self.pop(STOCK) | FACE_UP)
            self.recycles -= 1
        else:
            r0 = self.r0
            if flags & F_RFLIP:
                self.piles[r0][self.size[r0] - 1] &= 0x7F
            if flags & F_FILL:
                self.push(r0, self.pop(src))
            if flags & F_FLIP:
                self.piles[src][self.size[src] - 1] &= 0x7F
            s = self.piles[src]
            d = self.piles[dst]
            ks = self.size[src]
            kd = self.size[dst] - n
            for j in range(n):
                s[ks + j] = d[kd + j]
            self.size[src] = ks + n
            self.size[dst] = kd
        return True

    def move_at(self, i):
        """Gets move ``i`` of the history."""
        h = self.hist
        return h[i * 4] | h[i * 4 + 1] << 8 | h[i * 4 + 2] << 16

    def moves(self):
        """Gets the history as a list of moves."""
        return [self.move_at(i) for i in range(self.nmoves)]

    def restart(self):
        while self.undo():
            pass

    # -- the end --------------------------------------------------------

    def won(self):
        total = 0
        for p in range(self.f0, self.c0):
            total += self.size[p]
        return total == self.ncards

    def face_down(self):
        """Gets how many cards are face down on the tableau and reserve."""
        n = 0
        for p in range(self.r0, self.npiles):
            pile = self.piles[p]
            for i in range(self.size[p]):
                if not pile[i] & FACE_UP:
                    n += 1
        return n

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
        r = self.rules
        if r.stock == R.STOCK_ROW:
            return not self.size[STOCK]
        if r.stock != R.STOCK_WASTE:
            return True
        # Deal the rest of this pass and, if the waste may be turned again,
        # one whole pass more (later passes repeat it), noting each card that
        # comes to the top of the waste.
        stock = list(self.cards(STOCK))
        waste = list(self.cards(WASTE))
        more = r.passes == 0 or self.recycles < r.passes - 1
        tops = bytearray()
        for _ in range(2):
            while stock:
                for _ in range(min(r.draw, len(stock))):
                    waste.append(stock.pop())
                tops.append(waste[-1] | FACE_UP)
            if not more or not waste:
                break
            stock = waste[::-1]
            waste = []
        return not self._any_fits(tops)

    def _any_fits(self, cards):
        """Checks if any of ``cards`` could go alone on a foundation, a cell
        or a tableau pile as they are now (the piles and the rules are read
        once: a stuck check asks about every card of the stock)."""
        r = self.rules
        size = self.size
        piles = self.piles
        base = self.base
        ups = r.found_takes == R.FOUND_ONE
        fd, fs, fw = r.found_dir, r.found_suit, r.found_wrap
        td, ts, tw = r.tab_dir, r.tab_suit, r.tab_wrap
        space = r.fill == R.FILL_ANY
        king = self.top_rank() if r.fill == R.FILL_KING else 0
        for d in range(self.c0, self.r0):
            if not size[d]:
                return bool(cards)  # an empty cell takes any card
        for card in cards:
            rank = card & 15
            for d in range(self.f0, self.c0):
                k = size[d]
                if (not k and rank == base) or (k and k < 13 and ups and follows(piles[d][k - 1], card, fd, fs, fw)):
                    return True
            for d in range(self.t0, self.npiles):
                k = size[d]
                if not k:
                    if space or rank == king:
                        return True
                elif follows(piles[d][k - 1], card, td, ts, tw):
                    return True
        return False


def replay(rules, deal, options, moves):
    """Rebuilds a position from a game's history.

    :raises IllegalMove: naming the first move that does not replay.
    """
    b = Board(rules, deal, options)
    for i in range(len(moves)):
        why = b.check(moves[i])
        if why is not None:
            raise IllegalMove("move %d: %s" % (i + 1, why))
        b.apply(moves[i])
    return b
