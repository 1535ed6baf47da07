"""The hint: a short search for a move that makes progress. It loads when
the player first asks for one (it is not needed to play).

The search only makes moves it takes back again, and it is bounded, so a key
press stays fast on the device.
"""

from micropython import const

from solitaire.cards import after
from solitaire.cards import auto
from solitaire.cards.auto import is_stock_move
from solitaire.cards.board import ALL, K_FOUND, K_TAB, STOCK, WASTE
from solitaire.cards.card import FACE_UP
from solitaire.cards.legal import run_len

# A game this big (cards x piles: after.work) lists its moves a few source
# piles a slice: Quadruple Yukon's whole list costs some 9M fuel, far over a
# tick's 2M, and Fan's (18 piles of three cards, a tableau of 22 piles) 4.3M.
_WHOLE = const(1500)
_PAIR = const(20)  # the work of a pile asked (some 12-30k fuel from .mpy), at least, in a slice (after.asks)
_SLICE = const(500)  # cards x piles a slice lists at most (past the first pile)
_FOUND = const(80)  # the work of a move found where foundations are asked by rule (auto.by_rule): its checks there, some 200k fuel each
_MOVE = const(90)  # ... and elsewhere: its check, some 90k fuel from .mpy (slices counted by their piles alone cost up to 2.46M: Lucky Piles', Three Shuffles and a Draw's three piles 1.4M)
# places in Rules.extra (build_catalogue's EXTRA)
_DEAL_PLAYS_UP = const(4)
_MERCI = const(15)
_FOUND_BACK = const(17)
_BASE_FIRST = const(18)
_DUMP = const(22)
_FOUND_ACROSS = const(33)
_SIDES = const(62)  # two tableaux of their own rules (Antares: sides.py), each listed move onto a pile checked again by its sides: a quarter of a slice listed (a pile of its 1.0M fuel from .mpy)
_RESERVE_TAKES = const(40)  # a reserve that takes cards (Needle, Batsford: intake.py), asked of every pile: a quarter of a slice listed (Needle 1,847,000 fuel from .mpy, 2,105,000 at half; Batsford Again 1,343,000, 2,004,000 at a whole)
_EVEN = const(3)  # a deal_plays_up: Capricieuse's piles dealt even (capric.py)
_ROW_TO = const(20)  # 6: British Constitution's rows, a space filled next from the row below (britcon.py)
_TOTAL_GOAL = const(5)  # a record's goal: the top cards total 91 (Ninety-One; goals.py)
_SUIT_OR_RANK = const(3)  # a record's tab_dir: a card on the next of its suit or its own rank (Curds and Whey; order.py)
_UPDOWN_KINGS = const(9)  # a record's tab_dir: up or down, a King on an Ace (Box Kite; order.py)
_UP_DOWN = const(2)  # a record's tab_dir: up or down (rules.py's UP_DOWN)
_SUPER = const(1)  # a record's move: runs, as many as spaces allow (rules.py's SUPER)


def pile_score(b, p):
    """Gets one pile's part of a position's rough worth: cards up, cards
    turned, room (the stock and the waste have none; ``hintnow.score``)."""
    k = b.size[p]
    kind = b.kind[p]
    if p < b.c0:
        return 20 * k if p >= b.f0 else 0  # cards up
    if not k:
        return 6 if kind == K_TAB else 3  # room
    pile = b.piles[p]
    v = 0
    if kind == K_TAB:
        run = run_len(b, p)
        v = 2 * run
        k -= run  # (a run's cards are face up: only those under it are looked at)
    elif b.rules.goal and p >= b.r0:  # (a reserve card where the goal sorts the tableau, no foundation taking it: one to move, Wave Motion's)
        v -= 5 * k
    while k:  # (not ``for i in range(k)``: the range's iterator took the frame past the eleven words MicroPython keeps off the heap, 68 bytes taken past its holes a call; Little Billie's first hint slice, 42 piles scored, 2,086,000 -> 1,828,000 fuel)
        k -= 1
        if not pile[k] & FACE_UP:
            v -= 8
    return v


def _touched(b, m):
    """Gets the piles whose scores move ``m`` changes (made or not yet)."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    if dst == ALL:  # a deal onto every tableau pile (or every reserve pile)
        return range(b.r0, b.npiles)
    if src == dst:  # a merci (merci.py): one pile
        return (src,)
    if b.rules.extra[_BASE_FIRST] and b.kind[dst] == K_FOUND and sum(b.size[b.f0 : b.c0]) <= 1:
        return range(b.npiles)  # the first card up sets the base: every pile's runs may change (Big Apple)
    r0 = b.r0
    if r0 < b.t0 and r0 != src and r0 != dst:  # an emptied pile may fill from the reserve
        return (src, dst, r0)
    return (src, dst)


def _undoes(b, m):
    """Checks if ``m`` just moves back the cards the last move moved."""
    if not b.nmoves:
        return False
    last = b.move_at(b.nmoves - 1)
    return (m & 0xFF) == (last >> 8) & 0xFF and (m >> 8) & 0xFF == (last & 0xFF) and m >> 16 == last >> 16


class Search:
    """The hint's search, done a slice at a time (``step``) so that no slice
    keeps the device busy long: a whole search costs up to some 60M fuel in
    FreeCell, half a second on the device.

    Each legal move is scored by the best position it leads to within two
    moves (trying at most ``budget`` second moves in all); a move must beat
    the current position. When nothing does, a deal from the stock is the
    hint. Between slices the board is as it was: a slice makes its moves and
    takes them back.
    """

    def __init__(self, b, budget=400):
        self.b = b
        self.budget = budget
        self.scores = None  # each pile's score, by the first slice (or two)
        self.scores1 = None  # ... and after the first move being looked at
        self.first = None  # the first moves, listed by the second
        self.best = None
        self.stock = None
        self.tried = 0
        self.i = 0  # the first move being looked at
        self.seconds = None  # its second moves, once made
        self.j = 0  # the next of them to try; before them, the next pile scored or listed (``_slice``). (One attribute: a Search has 17, its table's room; an 18th grew it mid-search to 184 bytes in one piece, where Quadruple Yukon's first hint ran out at 119 KB)
        self.v = 0  # the best score it has reached so far
        self.part = None  # a list of moves half made (a big game's: ``_moves``; its next source pile ``j``)
        self.over = False  # found: shown in the next tick (or key), not in the last slice's (``Play._timers``)

    def step(self, work):
        """Goes on with the search for one slice: listing the position's
        moves; or making a first move and listing the moves after it (the
        costly part); or trying up to ``work`` of those second moves. Gets
        True when the search is over (then see ``result``)."""
        b = self.b
        if b.rules.extra[_DEAL_PLAYS_UP] == _EVEN or b.rules.extra[_FOUND_ACROSS] or b.rules.extra[_BASE_FIRST] and not b.base or b.rules.extra[65]:  # (Capricieuse's twelve piles of eight, Algerian's 22 piles; 65, waste_all, Gloucestershire's four tries a waste card each 1.9-2.2M, bouquet.py:
            work >>= 1  # the last slice's hint is drawn in the same tick, some 0.7M fuel; four tries and the drawing came to 2.25M in each. No base yet: a try up sets it, every pile scored again, _touched: Signora's slices 2.8M)
        work = (work >> (b.rules.extra[_ROW_TO] == 6) * 2) or 1  # (British Constitution's moves cost more: 32 piles, each held by its rows; a quarter a slice leaves its last one room for the hint's redraw. At least one try a slice: none would never end)
        if self.first is None:  # the first two slices: the position's scores, then its moves
            p = self.j
            if p < b.npiles and self.part is None:  # each pile's, as it is (British Constitution's 42 piles in two slices: all in one cost 2.15M fuel from .mpy)
                s = self.scores = self.scores or [0] * b.npiles  # (made whole: grown a pile at a time, Quadruple Yukon's 34 took up to 256 bytes in one piece)
                n = b.npiles >> (not p and b.rules.extra[_ROW_TO] == 6)
                while p < n:
                    s[p] = pile_score(b, p)
                    p += 1
                self.j = p
                if p == b.npiles:
                    self.base = self.best_v = sum(s)
                return False
            first = self._moves()
            if first is None:
                return False  # listed on in the next slice
            self.first = first
            return not first
        first = self.first
        while self.i < len(first):
            m = first[self.i]
            if self.seconds is None:  # a new first move
                if is_stock_move(m):
                    self.stock = self.stock or m
                    self.i += 1
                    continue
                if _undoes(b, m):
                    self.i += 1
                    continue
                b.apply(m)
                if self.part is None:  # (its moves not half listed: its scores first)
                    scores = self.scores1 = self.scores1 or [0] * b.npiles  # the pile scores after it (one list, made once)
                    scores[:] = self.scores
                    v = self.base
                    for p in _touched(b, m):
                        s = pile_score(b, p)
                        v += s - scores[p]
                        scores[p] = s
                    self.v = self.v1 = v
                seconds = self._moves() if self.tried < self.budget else []
                b.undo()
                if seconds is None:
                    return False  # listed on in the next slice
                self.seconds = seconds
                self.j = 0
                if self.seconds:
                    return False
            else:
                self._tries(m, work)
                if self.j < len(self.seconds) and self.tried < self.budget:
                    return False  # this first move goes on in the next slice
            if self.v > self.best_v:
                self.best_v = self.v
                self.best = m
            self.i += 1
            self.seconds = None
            return self.i >= len(first)  # the next first move starts a slice
        return True

    def _tries(self, m, work):
        """Tries the second moves of first move ``m``, up to ``work`` of them.
        (A method of its own: with it ``step`` was one piece of bytecode that
        the load of this module, at the first hint, found no room for in a
        heap in pieces: Puss in the Corner's device-true session, docs/heap.md.)"""
        b = self.b
        seconds = self.seconds
        b.apply(m)
        # (the hottest loop of the search, a second move each: its
        # state in locals, and the checks is_stock_move and _undoes
        # make written inline, their answers the same)
        last = b.move_at(b.nmoves - 1)
        back = (last >> 8) & 0xFF | (last & 0xFF) << 8 | last >> 16 << 16  # the move that takes ``m`` back
        j = self.j
        tried = self.tried
        budget = self.budget
        v = self.v
        v1 = self.v1 - 1
        scores = self.scores1
        n = len(seconds)
        while j < n and work > 0 and tried < budget:
            m2 = seconds[j]
            j += 1
            src = m2 & 0xFF
            if src == STOCK or src == ALL or src == WASTE and (m2 >> 8) & 0xFF == STOCK or m2 == back:
                continue
            tried += 1
            work -= 1
            b.apply(m2)
            v2 = v1  # (the score after it: only the piles it touched count anew)
            for p in _touched(b, m2):
                v2 += pile_score(b, p) - scores[p]
            b.undo()
            if v2 > v:
                v = v2
        self.j = j
        self.tried = tried
        self.v = v
        b.undo()

    def _moves(self):
        """Lists the legal moves of the position as it is: at once, or in a
        big game a few source piles a slice. Gets the list, or None when it
        goes on in the next slice (the board as it is then)."""
        b = self.b
        takes = auto.takes_of(b)  # (the foundations each card's rank may go on: only those are asked)
        if self.part is None:
            if after.work_all(b) <= _WHOLE and after.few_asks(b):
                return b.legal_moves(-1, True, 0, takes)
            self.part = []
            self.j = 0
        if self._slice(b, takes):
            return None
        out = self.part
        self.part = None
        return _ordered(b, out)

    def _slice(self, b, takes):
        """Lists a big game's moves from a few source piles on (``_moves``);
        gets True when some are left for the next slice. (A method of its
        own, and the list's order ``_ordered``'s: ``_moves`` whole was the
        355-byte piece of bytecode that the load of this module, at the first
        hint, found no room for in a heap in pieces: Quadruple Yukon's
        device-true session, docs/heap.md.)"""
        work = 0
        asked = auto.by_rule(b)
        # (Curds and Whey's search runs on past its message's end, whose redraw of
        # thirteen piles costs some 0.9M fuel: its slices list half as much; so
        # those asking each card both ways of twelve piles with a King on an Ace
        # or of 18 and more: a slice of Box Kite's 2,057,000 fuel from .mpy,
        # 1,293,000 halved; Shamrocks' 2,397,000, Rainbow Fan's 2,245,000), and
        # runs up or down, each depth of each asked both ways (Fortress of
        # Mercy's pile of five 0.37-0.56M: a slice of four 2,204,000; and
        # Alternative's sixteen of three, a slice of two piles 1.4-1.8M)
        td = b.rules.tab_dir
        most = _SLICE >> (td == _SUIT_OR_RANK or td == _UPDOWN_KINGS or td == _UP_DOWN) >> (b.rules.extra[_ROW_TO] == 6 or b.rules.extra[_RESERVE_TAKES] > 0 or b.rules.extra[_SIDES] > 0) * 2  # (British Constitution's: a quarter, each pile asked of 32 piles and held by its rows, britcon.py; a reserve taking cards, each pile asked of it too: intake.py; two tableaux, each move onto a pile checked by its sides: sides.py)
        # an empty pile or a foundation nothing leaves lists nothing, and
        # not asking it saves the call: legal_moves' frame is taken from the
        # heap, past its holes, some 50k fuel from .mpy for an empty list
        # (ARCHITECTURE.md, "A call costs heap too")
        size = b.size
        kind = b.kind
        back = b.rules.extra[_FOUND_BACK]
        pairs = _PAIR * after.asks(b, asked)  # (a pile of few cards costs by the piles it asks: Up and Up's six piles of a card a slice, 1.9M)
        while self.j < b.npiles and work < most:
            p = self.j
            ask = p != STOCK and size[p] and (back or kind[p] != K_FOUND)
            got = b.legal_moves(p, p == STOCK, 0, takes) if p == STOCK or ask else ()  # (the stock's: its deal, and turning the waste)
            self.part += got
            work += max(after.work(b, p, asked), pairs if ask else 0) + (_FOUND if asked else _MOVE) * len(got)
            self.j = p + 1
        return self.j < b.npiles

    def result(self):
        """Gets the search's move: the move found, or None."""
        return self.best if self.best is not None else self.stock

    def given(self):
        """Gets the hint to give: the search's move (Ninety-One's: the move
        nearest its goal, goals.py); or, when it found none in a dump game
        (Strategy: legal.py's _DUMP), the stock's card onto the waste pile
        where it blocks least. That is the game's deal, a
        fallback like the stock's deal above, but kept out of the search
        (sliced or whole, the plain two-ply one): a card onto a waste pile
        never scores better than the position."""
        if self.b.rules.goal == _TOTAL_GOAL:  # (the search's worth knows no total: goals.py's pick)
            from solitaire.cards import goals

            return goals.nearest(self.b, self.first)
        m = self.result()
        if m is None and self.b.rules.extra[_DUMP]:
            return _dump_move(self.b, self.first)  # (the moves listed at the start)
        if m is None and self.b.rules.extra[_ROW_TO] == 6 and self.first and not self.b.size[(self.first[0] >> 8) & 0xFF]:
            return self.first[0]  # (British Constitution's space, filled next: every move is a fill, none may beat the position, one must be made)
        return m


def _ordered(b, out):
    """Gets a big game's moves, listed a few piles a slice, in the order
    legal_moves lists them whole."""
    if b.rules.extra[_MERCI]:  # (the whole list has them last: legal.legal_moves)
        return [m for m in out if m & 0xFF != (m >> 8) & 0xFF] + [m for m in out if m & 0xFF == (m >> 8) & 0xFF]
    if b.rules.extra[65]:  # (65, waste_all: so too the waste's cards under its top one, bouquet.py)
        return [m for m in out if m & 0xFF != WASTE or m >> 16 < 2] + [m for m in out if m & 0xFF == WASTE and m >> 16 > 1]
    return out


def _dump_move(b, moves):
    """Gets the move of the stock's card onto the waste pile where it
    blocks least (Strategy: legal.py's _DUMP), or None: onto the lowest
    card above its rank, else an empty pile, else onto the highest card
    (a lower card buried is one more to dig out)."""
    best = None
    best_v = 99
    for m in moves:
        d = (m >> 8) & 0xFF
        if b.kind[d] != K_TAB:
            continue
        c = b.top(m & 0xFF) & 15
        t = b.top(d) & 15 if b.size[d] else 0
        v = t - c if t >= c else 14 if not t else 40 - t
        if v < best_v:
            best = m
            best_v = v
    return best


def look(play):
    """Starts looking for a hint for ``play`` (``cards.play.Play``): its
    tick runs the search a slice at a time and then shows it (``show``; a
    key in between stops it)."""
    play.hinting = Search(play.board)
    play.app.say("Looking for a hint...")


def show(play, m, moves=None):
    """Shows the hint's move ``m`` (None: there is none) on ``play``'s
    screen: the cursor on the cards, held over where they go, A to move.
    ``moves``: the position's legal moves, when the search listed them (the
    cards' own listed again cost 1.4M fuel from .mpy in Acey and Kingsley,
    on top of the search's last slice in the same tick)."""
    app = play.app
    b = play.board
    if m is None:
        app.say("No hint: try undo")
        return
    src = m & 0xFF
    if is_stock_move(m):
        play.row = 0
        play.col = play.find_top(STOCK)
        app.say("Hint: deal")
        return
    if b.kind[src] == K_TAB:
        play.row = 1
        play.col = src - b.t0
    else:
        play.row = 0
        play.col = play.find_top(src)
    play.depth = m >> 16 if b.kind[src] == K_TAB else 1
    play.cands = play.candidates(src, play.depth, [x for x in moves if x & 0xFF == src] if moves else None)
    if m not in play.cands:
        play.cands.append(m)
    play.target = play.cands.index(m)
    play.holding = True
    app.say("Hint: A to move")
