"""The card engine's rules of play: which moves a ``Board`` allows.

``check()`` says why a move is illegal (None when it is legal) and
``legal_moves()`` lists the legal ones; ``follows()`` (``order.py``), under
both, says which card builds on which. They are ``Board`` methods (``board.py`` binds them in
its class), written as functions of the board ``b`` so that they call one
another as plain functions: on the device a method call costs more.
"""

from sys import modules

from micropython import const

from solitaire.cards import rules as R
from solitaire.cards.piles import NO, encode
from solitaire.cards.order import RING, follows, ring_cut, suit_ok, top_rank  # noqa: F401 (the engine's modules import them from here too)

# numbers of piles, card and rules used here as consts: no globals entry (tests/test_engine.py holds them equal)
_FACE_UP = const(0x80)
_STOCK = const(0)
_WASTE = const(1)
_ALL = const(255)
_K_STOCK = const(0)
_K_WASTE = const(1)
_K_FOUND = const(2)
_K_CELL = const(3)
_K_RESERVE = const(4)
_K_TAB = const(5)
_UP = const(1)
_SAME_SUIT = const(1)
_ALT_COLOUR = const(2)
_FOUND_SUITE = const(1)
_STOCK_NONE = const(0)

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_TOURNAMENT = const(7)  # bit 1: the foundations' halves build up and down (tournament.py)
_DRAW_DROP = const(8)
_FILL_FROM = const(9)
_REDEALS = const(10)
_FOUND_CAP = const(12)
_WASTES = const(14)
_MERCI = const(15)
_FOUND_BACK = const(17)
_BASE_FIRST = const(18)
_ROW_TO = const(20)
_FILL_RANK = const(21)
_DUMP = const(22)
_POCKET = const(23)
_FG_PILES = const(24)
_RESERVE_TAKES = const(40)  # a reserve that takes cards: intake.py (its listing; its rule in inrule.py, which intake.check loads), loaded only then
_SPACE_RUNS = const(41)  # what a space takes of a run: 1, one card; 2, as the other spaces let it move card by card
_DEALT_SUIT = const(13)  # with no found_dealt: the suit + 1 the one empty foundation takes (Ace of Hearts)
_FOUND_DIFFER = const(43)  # 1, 2: the foundation piles start with different suits, colours (basecards.refuse)
_EPHEMERAL = const(45)  # the last cells vanish after one use: one a card has gone into (the history) and left is gone
_LEFT = const(51)  # 1: once the stock is out, a space takes the next pile's top card, else the waste's (Moving Left: after.forced_move)
_REDEAL = const(0xFFFF)  # the redeal's move: ALL -> ALL, no count (redeal.py)
_STOCK_FOUND = const(4)  # a record's ``stock``: deals a card onto the foundation (Golf; rules.py)
_RESERVE_FIRST = const(64)  # a bit of fill_from: a space takes the reserve's cards while it has any (Duchess)
_OWN = const(4)  # a record's found_dir from 4: each foundation a rule of its own (Calculation's steps, Colors'; fpiles.py)
_SUIT_OR_RANK = const(3)  # a tab_dir: down in suit, or onto its own rank of another suit (Curds and Whey; order.py)
_ONTO_WASTE = const(4)  # a dump value: the tableau piles' top cards go up or onto the waste's top card, by the tableau's build rule (Alhambra)
_PHASES = const(35)  # 1: while the stock lasts no building, and the second row's piles play only to the foundation above each (Little Spider)
_CLOCK = const(8)  # a record's found_dir from 8: the clocks' foundations, each built to its hour (clock.py)
_TWOS = const(16)  # a record's found_dir: up by twos, in two groups (fgroups.py)
_GAPS = const(4)  # a row_to value: the stock fills the piles' gaps first, a card into each (Big Ben: clock.py)
_TWOS_DOWN = const(14)  # a tab_dir: down by two (Mount Olympus; order.py)
_SAME_RANK = const(16)  # a tab_dir: onto a card of its own rank alone (Pile Up; order.py)
_FROM_WASTE = const(5)  # a dump value: only the waste's card builds on a tableau pile, a pile's top card goes only into a space (Circle Eight)

_KING = const(13)  # the rank FILL_KING lets fill a space, whatever the foundations' base
_FILL_HIGH = const(3)  # a record's ``fill``: only the high card, the rank the foundations end with (Penguin)
_STOCK_AGAIN = const(9)  # a record's ``autofill``: the stock's, and spaces left while it was out filled once it is turned over again (Grandfather)
_KINGS_FIRST = const(6)  # a record's ``fill``: only a King while the stock lasts, then any card (Darwin)

# the rarer rules' modules it loads: each one's place in ``legal.module``'s table of names
_M_AMAZONS = const(17)
_M_AUDIENCE = const(33)
_M_BASECARDS = const(51)
_M_BOUQUET = const(61)
_M_BRITCON = const(69)
_M_CLOCK = const(84)
_M_DUMPS = const(90)
_M_FGROUPS = const(96)
_M_FPILES = const(104)
_M_INTAKE = const(122)
_M_MERCI = const(139)
_M_POCKET = const(152)
_M_REFUSALS = const(171)
_M_ROWSTOCK = const(188)
_M_SUITES = const(203)
_M_TOURNAMENT = const(210)
_M_WHY = const(221)


def run_len(b, p):
    """Gets how many cards from the top of tableau pile ``p`` move as one unit."""
    pile = b.piles[p]
    n = b.size[p]
    if not n or not pile[n - 1] & _FACE_UP:
        return 0
    r = b.rules
    k = 1
    if r.move == R.GROUP:
        while k < n and pile[n - k - 1] & _FACE_UP:
            k += 1
        return k
    td, ms, tw = r.tab_dir, r.move_suit, b.tab_cut
    i = n - 2  # the card under the run found so far
    while i >= 0:
        a = pile[i]
        if not a & _FACE_UP or not follows(a, pile[i + 1], td, ms, tw):
            break
        i -= 1
    if td == _SUIT_OR_RANK and n - i > 3:  # a run of one kind, down in suit or of one rank, never both (Curds and Whey)
        last = i
        ranks = pile[n - 1] & 15 == pile[n - 2] & 15  # (the top two say which kind)
        i = n - 3
        while i > last and (pile[i] & 15 == pile[i + 1] & 15) == ranks:
            i -= 1
    return n - 1 - i


def _depth_of(b, low, rank):
    """Gets how deep in a run whose top card has rank ``low`` the card of
    ``rank`` lies (1: the top card), or 0 when it can't be there."""
    if not rank:
        return 0
    r = b.rules
    n = rank - low if r.tab_dir == R.DOWN else low - rank
    if b.tab_cut:
        n %= 13
    return n + 1 if n >= 0 else 0


def capacity(b, dst):
    """Gets how many cards may move onto tableau pile ``dst`` at once."""
    r = b.rules
    if r.move == R.ONE or r.extra[_SPACE_RUNS] == 1 and not b.size[dst]:  # (1, a space takes one card: Eight by Eight)
        return 1
    if r.move != R.SUPER and not (r.extra[_SPACE_RUNS] and not b.size[dst]):  # (2: a run into a space as the other spaces let it move card by card: Martha)
        return 255
    free = 1
    for p in range(b.c0, b.r0 - r.extra[_EPHEMERAL]):  # (an ephemeral cell never counts: Ephemeral FreeCell)
        if not b.size[p]:
            free += 1
    fm = r.extra[_FILL_FROM]
    if r.fill == R.FILL_ANY and (not fm or fm >> _K_TAB & 1):  # an empty pile holds part of the run only where any card may go
        for p in range(b.t0, b.npiles):
            if not b.size[p] and p != dst:
                free += free
    return free


def module(i):
    """Gets the rarer rules' module whose name begins at place ``i`` of
    this table (a ``_M_`` const of the module asking: ``tests/test_engine.py``
    holds each to its name), imported when it is not yet. One bytes object:
    the modules' whole names as strings (40 in legal.py, board.py,
    tableau.py and play.py, some 50 bytes each, with their imports' tuples)
    were some 2 KB of every card game's heap and Solitaire Tiles', and as
    short names they would be names of their own in every run (the names'
    next pool: ARCHITECTURE.md)."""
    names = (
        b"solitaire.cards. amazons arrange audience autofill basecards bouquet britcon capric clock dumps fgroups fpiles goals golf"
        b" intake labyrinth merci msdeal pocket puss redeal refusals rowdeal rowstock sides suites tournament why "
    )
    n = str(names[:16] + names[i : names.find(b" ", i)], "ascii")
    return modules.get(n) or __import__(n) and modules[n]


def _no(why, i, arg=None):
    """Gets refusal ``i``'s words (``refusals.py``'s: loaded only when one is said), or ``NO`` when the caller does not ask why."""
    return module(_M_REFUSALS).text(i, arg) if why else NO


def _needs(onto, card, direction, suit_rule, cut):
    """Gets why ``card`` may not go on ``onto`` (``why.py``'s words, loaded only for a refusal said)."""
    return module(_M_WHY).needs(onto, card, direction, suit_rule, cut)


def _found_check(b, src, dst, n, why):
    r = b.rules
    k = b.size[dst]
    cap = r.extra[_FOUND_CAP] or 13  # (more: several rounds, Golf's deck)
    if r.found_takes == _FOUND_SUITE or r.extra[26] == 17 and dst >= b.c0 - r.extra[_FG_PILES] or r.extra[47] >> 4 == 7 and dst >= b.c0 - 2 * r.extra[_FG_PILES]:  # (26: fg_dir 17, a second group taking whole suits, Lady Cadogan's; 47: fg_fourth's 7, a third and a fourth group taking whole sequences in alternate colours, Diavolo's; fgroups.py)
        return _choose(b)[3].found_check(b, src, dst, n)  # (suites.py: loaded by these records alone)
    if r.extra[_TOURNAMENT] & 1:  # (Tournament's halves)
        return module(_M_TOURNAMENT).found_check(b, src, dst, n, why)
    if n != 1:
        return _no(why, 0)  # One card at a time
    card = b.top(src)
    own = own_rules(b)
    if own:  # foundations in groups of their own rules, or a rule a pile
        return own.check(b, card, dst, why, _needs)
    if not k:
        if not b.base and r.extra[_BASE_FIRST] > 1 and b.kind[src] != _K_RESERVE:
            return _no(why, 1)  # Reserve card first (base_first 2: the first card up is a reserve's, Duchess)
        no = r.extra[_FOUND_DIFFER] and module(_M_BASECARDS).refuse(b, card)  # (found_differ: piles of different suits or colours, HalfCell's)
        if (card & 15 == b.base or not b.base) and (not r.extra[_DEALT_SUIT] or card >> 4 & 7 == r.extra[_DEALT_SUIT] - 1) and not no:  # (no base yet: the first card up sets it; dealt_suit, none dealt: that suit's alone, Ace of Hearts')
            return None
        return (no or "Starts with %s" % module(_M_WHY).rank_words(b.base, r.extra[_DEALT_SUIT])) if why else NO
    if k >= cap:
        return _no(why, 2)  # That foundation is full
    if follows(b.top(dst), card, r.found_dir, r.found_suit, b.found_cut):
        return None
    return _needs(b.top(dst), card, r.found_dir, r.found_suit, b.found_cut) if why else NO


def _stock_check(b, dst, n):
    r = b.rules
    if r.stock == _STOCK_NONE:
        return "This game has no stock"
    if not b.size[_STOCK]:  # (no local for it: the frame in the eleven words MicroPython keeps off the heap, as stock_move's)
        return "The stock is empty"
    if r.stock == R.STOCK_ROW:  # (rowstock.py, loaded as such a game opens: Board.redeal)
        return module(_M_ROWSTOCK).check(b, dst, n)
    if dst != (stock_move(b) >> 8) & 0xFF:
        return None if r.autofill == _STOCK_AGAIN and n == 1 and dst < b.npiles and b.kind[dst] == _K_TAB and not b.size[dst] else "The stock deals to the waste"  # (a space left while the stock was out, filled once the waste is turned over: the game's own move, after.forced_move; a saved game replays it)
    if n == stock_move(b) >> 16:
        return None
    return "Deals %d at a time" % max(1, r.draw - r.extra[_DRAW_DROP] * b.recycles)


def stock_move(b):
    """Gets the move a press on the stock makes: a deal (as many cards as this pass deals, or
    into a gap: Big Ben's), turning the waste over, or a redeal (``check()`` has the last word)."""
    r = b.rules
    k = b.size[_STOCK]
    if k and not (r.extra[_REDEALS] and r.stock == _STOCK_NONE):  # (a stock no press deals from, its redeal anyway: Rainbow Fan's rotations)
        if r.extra[_ROW_TO] == _GAPS:
            return _choose(b)[1].stock_move(b)
        if r.stock == R.STOCK_ROW:  # (rowstock.py)
            return module(_M_ROWSTOCK).move(b, k)
        d = r.draw - r.extra[_DRAW_DROP] * b.recycles  # (Canfield Rush: a card fewer each pass)
        w = r.extra[_WASTES]  # (several waste piles: a card to each in turn, left to right)
        return encode(_STOCK, b.f0 if r.stock == _STOCK_FOUND else _WASTE + (b.ncards - sum(r.deal) - k) % w if w else _WASTE, min(d if d > 1 else 1, k))
    return _REDEAL if r.extra[_REDEALS] else encode(_WASTE, _STOCK, b.size[_WASTE])


def rare_found(r):
    """Gets the modules rules ``r``'s foundations need, a bit each (the one place
    the choice is made): 1 ``fpiles.py`` (a rule a pile: found_dir 4 to 7), or with 8 ``clock.py`` (8
    to 10, the clocks), ``amazons.py`` (13), ``britcon.py`` (14) or ``audience.py`` (15, King's Audience), 2 ``fgroups.py`` (two groups; found_dir 16, by twos), 4 ``tournament.py`` (Tournament's halves)."""
    return (9 if _CLOCK <= r.found_dir < _TWOS else 1 if _OWN <= r.found_dir < _CLOCK else 2 if r.extra[_FG_PILES] else 0) | (4 if r.extra[_TOURNAMENT] & 1 else 0)


_seen = [None, None, None, None]  # the rules last asked, their own_rules(), their fitter() and suites.py or None (see _choose)


def _choose(b):
    """Gets ``_seen`` for ``b``'s rules, imported once for a set of rules (an import in
    a function costs 44k fuel from .mpy: 0.75M in a hint's slice of Double Aces and Kings)."""
    r = b.rules
    if _seen[0] is not r:
        w = rare_found(r)
        own = None
        if w & 8:
            own = module(_M_AMAZONS if r.found_dir == 13 else _M_BRITCON if r.found_dir == 14 else _M_AUDIENCE if r.found_dir == 15 else _M_CLOCK)  # (13: Amazons', 14: British Constitution's, 15: King's Audience's pairs)
        elif w & 3:
            own = module(_M_FPILES if w & 1 else _M_FGROUPS)
        if w & 4:
            fit = module(_M_TOURNAMENT).fits
        else:
            fit = own.fits if own else _fits
        _seen[0], _seen[1], _seen[2], _seen[3] = r, own, fit, module(_M_SUITES) if r.found_takes == _FOUND_SUITE or r.extra[26] == 17 or r.extra[47] >> 4 == 7 else None  # (whole suites go up: Board.redeal asks as the game opens, or the groups' load, Play.loads)
    return _seen


def own_rules(b):
    """Gets the module of the foundations' own rules (``fpiles.py``, ``fgroups.py``), else
    None: each has ``rule(b, d)``, ``fits(b, card, d)``, ``check(b, card, d, why, needs)``."""
    return _choose(b)[1]


def fitter(b):
    """Gets ``f(b, card, d)``, the cheap look if a card may go on a foundation (``check()``
    has the last word): ``own_rules``', Tournament's halves' or the record's (``_fits``)."""
    return _choose(b)[2]


def _fits(b, card, d):
    k = b.size[d]
    if k:
        return follows(b.piles[d][k - 1], card, b.rules.found_dir, b.rules.found_suit, b.found_cut)
    return card & 15 == b.base or not b.base


def can_recycle(b):
    """Checks if the stock, empty, may start again: the waste turned over,
    or the tableau gathered and dealt again (``b.recycles`` counts either:
    a game with redeals has no stock)."""
    r = b.rules
    k = r.extra[_REDEALS]
    if k:  # (once the stock is out, where there is one: Tournament)
        return (not b.size[_STOCK] or r.stock == _STOCK_NONE) and (k == 255 or b.recycles < k)
    return (
        r.stock == R.STOCK_WASTE
        and not b.size[_STOCK]
        and b.size[_WASTE]
        and (r.passes == 0 or b.recycles < r.passes - 1)
    )


def check(b, m, run=-1, why=True):
    """Checks a move: gets None when it is legal, or why it is not. ``run``, when known, is
    ``run_len(src)`` (move generation passes it, counted once for every destination). With ``why``
    False an illegal move may get just ``NO``: words cost more than the check, asked of many moves."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    npiles = b.npiles
    if m == _REDEAL and b.rules.extra[_REDEALS]:
        return None if can_recycle(b) else _no(why, 3)  # No more redeals
    if src >= npiles or (dst >= npiles and dst != _ALL):
        return _no(why, 4)  # No such pile
    if src == _STOCK:
        return _stock_check(b, dst, n)
    if src == dst and b.rules.extra[_MERCI] or src == _WASTE and n > 1 and b.rules.extra[65]:  # (65, waste_all: a waste card n deep, bouquet.py)
        return module(_M_MERCI).check(b, src, n) if src == dst else module(_M_BOUQUET).check(b, dst, n, why)
    if src == _WASTE and dst == _STOCK:
        if b.size[_STOCK] or not b.size[_WASTE]:
            return _no(why, 5)  # Nothing to turn over
        if not can_recycle(b):
            return _no(why, 6)  # No more passes
        return None if n == b.size[_WASTE] or not n else _no(why, 7)  # Turns the whole waste (0: the whole waste, as a save record has it past 127 cards: savegame.py)
    if dst == _ALL:
        return _no(why, 4)  # No such pile
    no = b.rules.extra[_ROW_TO] in (_GAPS, 6) and _choose(b)[1].held(b, dst, src)  # (Big Ben's piles kept at three: clock.py; 6, British Constitution's rows: britcon.py; "held", a name every card game has: a new one costs Solitaire Tiles the names' next pool)
    if no:
        return no
    ks = b.kind[src]
    kd = b.kind[dst]
    if b.rules.extra[64] and (ks == _K_RESERVE and src != b.r0 + 1 and b.size[b.r0 + 1] if b.rules.extra[64] == 1 else ks == _K_TAB and src + 1 < npiles and b.size[src + 1] >= b.size[src]):  # (64, covers: 1, Backbone's forks under the card covering both; 2, Escalator's pyramid turned, a pile's top card under the next pile's card beside it)
        return _no(why, 8)  # Under another card
    if kd == _K_RESERVE and b.rules.extra[_RESERVE_TAKES]:  # (a reserve that takes cards: Needle's, Batsford's Kings)
        return module(_M_INTAKE).check(b, src, dst, n, why)
    if kd == _K_STOCK or kd == _K_WASTE or kd == _K_RESERVE:
        if kd == _K_WASTE and ks == _K_TAB and b.rules.extra[_DUMP] == _ONTO_WASTE and n == 1 and b.size[_WASTE] and b.size[src]:  # (Alhambra: the piles' cards build on the waste)
            r = b.rules
            onto = b.top(_WASTE)
            return None if follows(onto, b.top(src), r.tab_dir, r.tab_suit, b.tab_cut) else _needs(onto, b.top(src), r.tab_dir, r.tab_suit, b.tab_cut) if why else NO  # (inline: in onto.py, a module of its own, Alhambra's stuck check's tick cost 2.2M fuel from .mpy, 0.77M here)
        return _no(why, 9)  # Cards can't go there
    if ks == _K_FOUND:  # (a top card may come back where the record says: onto the tableau, or across the foundations)
        back = b.rules.extra[_FOUND_BACK]
        if not back or back > 1 and b.size[_STOCK] or kd != _K_FOUND and (kd != _K_TAB or b.rules.extra[33]) or b.rules.extra[47] >> 4 == 7 and src >= b.c0 - 2 * b.rules.extra[_FG_PILES]:  # (33: found_across, only across: Algerian; 47's 7: Diavolo's whole sequences stay)
            return _no(why, 10)  # Foundation cards stay
    if src == dst:
        return _no(why, 11)  # Already there
    k = b.size[src]
    if n < 1 or n > k:
        if kd == _K_FOUND and b.rules.found_takes == _FOUND_SUITE:
            return _choose(b)[3].WHOLE_SUIT  # (suites.py's)
        return _no(why, 12)  # Not that many cards
    card = b.piles[src][k - n]
    if not card & _FACE_UP:
        return _no(why, 13)  # That card is face down
    if (ks == _K_CELL or kd == _K_CELL) and b.rules.extra[_POCKET]:  # the waiving pocket's own rules (pocket.py)
        no = module(_M_POCKET).check(b, src, dst, n)
        if no is not None or kd == _K_CELL:
            return no
        ks = _K_TAB  # (the whole pocket, a run, goes on as a tableau pile's run would)
    if n > 1 and ks != _K_TAB or ks == _K_RESERVE and kd != _K_FOUND and b.rules.extra[38] and (b.rules.extra[38] == 1 or b.size[dst]):  # (38: reserve_to; 1, the reserve's cards go only up: Signora; 2, up or into a space: Balcony)
        return _no(why, 0 if n > 1 else 14 if b.rules.extra[38] == 1 else 15)  # One card at a time; Only to the foundations; Only up or into a space
    if ks == _K_TAB and n > 1:
        most = run if run >= 0 else run_len(b, src)
        if n > most:
            return _no(why, 16)  # Those cards aren't a run
        if n < most and b.rules.move == R.FRONT:
            return _no(why, 17)  # The whole run moves, or its top card
    if kd == _K_FOUND:
        no = _no(why, 18) if b.rules.extra[_PHASES] and b.size[_STOCK] and ks == _K_TAB and src - b.t0 >= b.rules.tab // 2 and dst - b.f0 != src - b.t0 - b.rules.tab // 2 else _no(why, 19) if b.size[_WASTE] and not b.piles[_WASTE][b.size[_WASTE] - 1] & _FACE_UP else _found_check(b, src, dst, n, why)  # (Only to the foundation above: Little Spider's first part; Gather the waste piles first: the stock face down, Puss in the Corner's gather, puss.py)
        if no is None and ks == _K_FOUND and (b.size[dst] and b.top(dst) & 0x7F == b.piles[src][k - 2] & 0x7F if k > 1 else not b.size[dst]):
            # (``dst`` would hold what ``src`` holds now, and ``src`` what
            # ``dst`` holds: two piles of one suit and rule in two decks
            # trading places. Across piles of other rules, Tournament's
            # halves or fgroups.py's groups, a card that fits never does.)
            return _no(why, 20)  # That changes nothing
        return no
    if kd == _K_CELL:
        if ks == _K_CELL:
            return _no(why, 21)  # Already in a cell
        if b.size[dst] or dst >= b.r0 - b.rules.extra[_EPHEMERAL] and any(b.hist[i] == dst for i in range(1, 4 * b.nmoves, 4)):  # (an ephemeral cell a card has been in: the history's destinations, asked a move at a time, as MicroPython slices only with a step of 1)
            return _no(why, 22 if b.size[dst] else 23)  # That cell is full; That cell is gone
        return None if n == 1 else _no(why, 24)  # One card per cell
    # onto the tableau
    r = b.rules
    if n > 1:
        cap = capacity(b, dst)
        if n > cap:
            return _no(why, 0) if cap < 2 else _no(why, 25, cap)  # One card at a time; Room to move %d only
    if not b.size[dst]:
        fm = r.extra[_FILL_FROM]
        if fm and not fm >> ks & 1:
            return _no(why, 26 + ks)  # Spaces take no cards from the stock (26), ... the tableau (31)
        if fm & _RESERVE_FIRST and ks != _K_RESERVE and sum(b.size[b.r0 : b.t0]):
            return _no(why, 32)  # Fill from the reserve
        if ks != _K_WASTE and 0 < r.extra[_DUMP] < 3 and (ks != _K_TAB or r.extra[_DUMP] == 1):
            return _no(why, 33)  # Only the stock's card (waste piles: Strategy; 2, a pile's top card too: Father)
        if r.extra[_LEFT] and n == 1 and not b.size[_STOCK] and (src == dst + 1 or ks == _K_WASTE):
            return None  # (Moving Left: the next pile's top card, else the waste's, the game's own move once the stock is out: after.forced_move)
        fill = r.fill if r.fill != _KINGS_FIRST else int(b.size[_STOCK] > 0)  # (FILL_KING while the stock lasts, then FILL_ANY)
        if fill == R.FILL_ANY:
            return None
        lead = _KING if fill == R.FILL_KING else top_rank(b) if fill == _FILL_HIGH else r.extra[_FILL_RANK]
        if lead:
            if card & 15 == lead & 15 or card & 15 == lead >> 4:  # (fill_rank 209: an Ace or a King, Clover Leaf's)
                return None
            return "Only %s fills a space" % module(_M_WHY).rank_words(lead) if why else NO
        return _no(why, 34)  # Spaces stay empty
    if r.extra[_DUMP] == _ONTO_WASTE or r.extra[_PHASES] and b.size[_STOCK] or r.extra[_DUMP] == _FROM_WASTE and ks == _K_TAB:
        return _no(why, 35 if r.extra[_DUMP] == _FROM_WASTE else 36)  # Only into a space; No building here (Alhambra's build rule is the waste's; Little Spider's, until the stock is out; Circle Eight's piles take the waste's cards alone)
    onto = b.top(dst)
    if follows(onto, card, r.tab_dir, r.tab_suit, b.tab_cut) or 0 < r.extra[_DUMP] < 4 and (ks == _K_WASTE or r.extra[_DUMP] == 3):
        return None  # (dump: waste piles, the stock's card goes on any card, Strategy; 3: any top card, Ninety-One)
    return _needs(onto, card, r.tab_dir, r.tab_suit, b.tab_cut) if why else NO


def legal_moves(b, src=-1, stock=True, limit=0, takes=None):
    """Gets the legal moves as a list: all of them, or those from ``src``; without the stock's when
    ``stock`` is False; at most ``limit`` (0: no limit). ``takes``: ``auto.takes_of(b)``, the foundations
    to ask. Onto the tableau, one move per destination and run length; of equal empty foundations
    or cells only the first."""
    if src >= 0 and not stock and (not b.size[src] or b.kind[src] == _K_FOUND and not b.rules.extra[_FOUND_BACK]):
        return []  # (nothing moves from there, the stock's turn asked apart: a sliced look asks each pile, and the set-up below costs 80k fuel from .mpy, 1.4M for Double Aces and Kings' 16 foundations)
    out = []
    r = b.rules
    td, ts, wrap, fill = r.tab_dir, r.tab_suit, b.tab_cut, r.fill if r.fill != _KINGS_FIRST else int(b.size[_STOCK] > 0)  # (read once: hot)
    lead = _KING if fill == R.FILL_KING else top_rank(b) if fill == _FILL_HIGH else r.extra[_FILL_RANK]  # the only rank a space takes (fill 4: a named one)
    fm = r.extra[_FILL_FROM]
    waive = r.extra[_POCKET]
    dump = r.extra[_DUMP]
    alike = r.found_dir != R.UP_DOWN and r.found_dir < _OWN and not r.extra[44]  # (else, Tournament's, up from the Ace or down from the King, or a pile each its rule, or a third group's, fg_third 44, fgroups.py: not all alike)
    npiles, bp = b.npiles, b.piles  # (read once: hot)
    kind = b.kind
    size = b.size
    # the usual foundations (up, in suit, from the base): a card goes on the
    # one a rank below it of its suit, checked here with no call (see fitter)
    g = b.c0 - r.extra[_FG_PILES]  # a second group of foundations' first pile (fgroups.py)
    gn = r.extra[_FG_PILES] if r.extra[44] else 0  # (a third group's, fg_third: each group's first empty pile listed, a card fitting two: Diavolo's Aces)
    quick = r.found_dir == _UP and r.found_suit == _SAME_SUIT and not b.found_cut and b.base and g == b.c0
    fit = None if quick else fitter(b)  # (once a look, not a card and a pile)
    group = r.move == R.GROUP
    seq = not group and td < R.UP_DOWN
    down = td == R.DOWN
    # the ranks that may go onto a card of rank ``ro`` (``wrap`` 0): ``ro + above`` the higher
    # (Curds and Whey's, tab_dir 3: a card of the rank below, or of its own; Pile Up's, 16: of its own alone)
    above = 0 if td == _SUIT_OR_RANK or td == _SAME_RANK else -2 if td == _TWOS_DOWN else -6 if td == 19 else 1  # (down by two: Mount Olympus, order.py; 19, a piquet deck's, an Ace on a 7; the -1 asked too, follows refusing it)
    near = (-1,) if down else (1,) if td == _UP else (-1, above)
    for s in range(npiles) if src < 0 else (src,):
        ks = kind[s]
        if ks == _K_STOCK:
            if stock and size[_STOCK]:
                m = stock_move(b)
                if check(b, m, -1, False) is None:
                    out.append(m)
            continue
        if ks == _K_FOUND and not r.extra[_FOUND_BACK] or not size[s]:
            continue
        pile = bp[s]
        k = size[s]
        most = run_len(b, s) if ks == _K_TAB else k if ks == _K_CELL else 1  # (a cell's one card, or a pocket's run)
        if (ks == _K_TAB or waive) and (r.found_takes == _FOUND_SUITE or r.extra[26] == 17 or r.extra[47] >> 4 == 7) and k >= 13:  # (26: fg_dir 17, the second group's whole suits; 47's 7, the third's and the fourth's)
            _choose(b)[3].moves(b, s, g, out)  # (suites.py)
        # single cards up top and into a cell
        if r.found_takes == R.FOUND_ONE:
            empty_seen = False
            card = pile[k - 1]
            want = (card & 0x7F) - 1
            t = takes[card & 15] if takes else -1  # (-1: every one)
            for d in range(b.f0, b.c0) if t else ():
                kd = size[d]
                if d == g or gn and (b.c0 - d) % gn == 0:
                    empty_seen = False
                if not kd:
                    if empty_seen:
                        continue  # empty foundations are all alike
                    empty_seen = alike
                if (((bp[d][kd - 1] & 0x7F) == want) if kd else card & 15 == b.base) if quick else t >> (d - b.f0) & 1 and fit(b, card, d):
                    m = encode(s, d, 1)
                    if check(b, m, -1, False) is None:
                        out.append(m)
                        empty_seen = empty_seen or not kd  # (Tournament's: the empty one that took it stands for the rest)
        if ks != _K_CELL and ks != _K_FOUND:
            for d in range(b.c0, b.r0):
                if not size[d] and (d < b.r0 - r.extra[_EPHEMERAL] or check(b, encode(s, d, 1), -1, False) is None):  # (an ephemeral cell gone: Ephemeral FreeCell)
                    if waive:  # (the waiving pocket takes runs too, when the stock is out: pocket.py)
                        module(_M_POCKET).moves(b, s, d, most, out)
                    else:
                        out.append(encode(s, d, 1))
                    break
        if r.extra[_RESERVE_TAKES] and (ks != _K_RESERVE or r.extra[_RESERVE_TAKES] == 3):  # (3, cells once empty, from a reserve pile too, a reserve that takes cards: intake.py, looked up, an import costing 44k fuel; after each pile's own moves, as a slice lists them)
            module(_M_INTAKE).moves(b, s, out)
        if limit and len(out) >= limit:
            return out[:limit]
        if 0 < dump < _FROM_WASTE or ts == R.NO_BUILD and fill == R.FILL_NONE:  # waste piles: the stock's card onto any of them, nothing else; or nothing goes on the tableau (Double or Quits)
            if 0 < dump < _FROM_WASTE:  # (dumps.py, loaded as such a game opens)
                module(_M_DUMPS).moves(b, s, out)
            continue
        # onto the tableau: in a run each card is one rank from the next,
        # so the card that fits a pile's top card is at a known depth
        low = pile[k - 1] & 15
        ranks, top_s = None, k  # a long face-up run's ranks, top card first (made once: see below)
        # a group of a tableau pile (Yukon) that follows the top card it goes
        # onto, or a King into a space, is a legal move: ``check`` would
        # find nothing more to ask (its face-up cards, no room limit)
        free = group and ks == _K_TAB
        spaces = None  # the run lengths the first space took: every other takes the same (check() asks an empty tableau pile no more)
        for d in range(b.t0, npiles):
            if d == s:
                continue
            k = size[d]
            if k and not seq:
                # any face-up card may lead (Yukon): only those that fit,
                # looked for by rank first (cheap), then by the full rule
                onto = bp[d][k - 1]
                ro = onto & 15
                if not above and not 0 <= ro - low <= most:
                    continue  # (Curds and Whey: a run's cards are of its top card's rank or up to ``most`` - 1 above)
                depths = range(1, most + 1)
                if most > 8 and not wrap:  # (a long run: find the two ranks in C, not card by card)
                    if ranks is None:
                        ranks = bytes(pile[top_s - n] & 15 for n in depths)
                    depths = []
                    for w in near:
                        w += ro
                        if not 1 <= w <= 13:
                            continue
                        key = bytes((w,))
                        i = ranks.find(key)
                        while i >= 0:
                            depths.append(i + 1)
                            i = ranks.find(key, i + 1)
                    depths.sort()
                for n in depths:
                    rc = (pile[top_s - n] & 15) - ro  # (the ranks' step: -1, or ``above``)
                    if rc != -1 and rc != above and (not wrap or (rc + 1) % 13 and (rc - above) % 13):
                        continue  # (round the corner too: follows asked only of a neighbour's rank, 2.5M fuel in Up and Up's list)
                    if follows(onto, pile[top_s - n], td, ts, wrap):
                        m = s | d << 8 | n << 16
                        if free or check(b, m, most, False) is None:
                            out.append(m)
                            if limit and len(out) >= limit:
                                return out
                continue
            if k:
                if seq:  # the rank that builds on the top card, and its depth (hot: inlined)
                    onto = bp[d][k - 1]
                    top = onto & 15
                    if not wrap and not (0 < (top - low if down else low - top) <= most):  # (the depth below, first: most piles end here)
                        continue
                    want = top + (-1 if down else 1)
                    if wrap:
                        want = (want - 1) % 13 + 1
                    elif not 1 <= want <= 13:
                        continue
                    if (top if down else want) == wrap:
                        continue  # the ring's cut: nothing builds on this card
                    n = (want - low if down else low - want) + 1
                    if wrap:
                        n = (n - 1) % 13 + 1
                    # (``check`` ends with this test: a card that does not
                    # follow needs no more)
                    if n < 1 or n > most or not follows(onto, pile[size[s] - n], td, ts, wrap):
                        continue
                    lo = hi = n
                else:
                    lo, hi = 1, most
            elif fill == R.FILL_NONE or fm and (not fm >> ks & 1 or fm & _RESERVE_FIRST and ks != _K_RESERVE and sum(size[b.r0 : b.t0])):
                continue
            elif 0 < lead < 16 and seq:  # (two ranks: each depth tried, the loop below checks the rank)
                lo = hi = _depth_of(b, low, lead)
            else:
                lo, hi = 1, most
            lo, hi = max(lo, 1), min(hi, most)
            if not k and spaces is not None and r.extra[_ROW_TO] != 6:  # (Lucas' runs into four spaces: 25 checks, 1.9M fuel from .mpy; British Constitution's spaces each take from the row below theirs)
                out.extend([s | d << 8 | n << 16 for n in spaces])
                if limit and len(out) >= limit:
                    return out[:limit]
                continue
            kings = not k and lead  # only a King (or the high card) leads into this space
            start = len(out)
            for n in range(lo, hi + 1):
                if kings and pile[size[s] - n] & 15 != lead & 15 and pile[size[s] - n] & 15 != lead >> 4:
                    continue
                m = s | d << 8 | n << 16
                if free or check(b, m, most, False) is None:
                    out.append(m)
                    if limit and len(out) >= limit:
                        return out
            if not k:
                spaces = [m >> 16 for m in out[start:]]
    if stock and can_recycle(b) and not size[_STOCK]:
        out.append(stock_move(b))  # turning the waste over, or a redeal (Rainbow Fan's with its stock there: listed as the stock's)
    if r.extra[_MERCI] or r.extra[65] and src <= _WASTE:  # (65, waste_all: the waste's cards under its top one, bouquet.py)
        module(_M_MERCI).moves(b, out, src) if r.extra[_MERCI] else module(_M_BOUQUET).moves(b, out, src, limit)
    return out
