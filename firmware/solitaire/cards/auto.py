"""The moves the game makes by itself or at a word: sending cards up (one,
or every safe one), a finished suit going up by itself, and the auto-finish
of a game won in all but name.

Everything here only reads the board or makes moves it takes back again, so
a key press stays fast on the device.
"""

from micropython import const

from solitaire.cards.piles import encode  # (not board.py's: arrange.py, which board.py loads, asks takes_of)
from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards import legal
from solitaire.cards.legal import fitter, follows

# the numbers of piles.py, card.py and rules.py this module uses, as its
# own consts: no entry in its globals, no look-up in its code
# (tests/test_engine.py holds them equal)
_FACE_UP = const(0x80)
_STOCK = const(0)
_WASTE = const(1)
_ALL = const(255)
_K_FOUND = const(2)
_K_TAB = const(5)
_DOWN = const(0)
_UP = const(1)
_UP_DOWN = const(2)
_SAME_SUIT = const(1)
_ALT_COLOUR = const(2)
_SAME_COLOUR = const(3)
_FOUND_ONE = const(0)
_FOUND_SUITE = const(1)
_STOCK_WASTE = const(1)
_STOCK_ROW = const(2)

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_FOUND_CAP = const(12)
_RESERVES = const(19)
_TOURNAMENT = const(7)
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_DIR = const(26)
_FG_THIRD = const(44)
_FG_FOURTH = const(47)
_OWN = const(4)  # a record's found_dir from 4: each foundation a rule of its own (Calculation's steps, Colors'; fpiles.py)
_AUDIENCE = const(15)  # a record's found_dir: King's Audience's pairs, the partner the game's own move (audience.py)
_TWOS = const(16)  # a record's found_dir: up by twos, in two groups (fgroups.py)
_WASTE_FILL = const(3)  # a record's autofill: the waste's, else a card from the stock (rules.py)
_ROTATION = const(6)  # a suit rule: the suits' rotation (Following; legal.py)


def is_stock_move(m):
    """Checks if ``m`` is the stock's: a deal, turning the waste over, or a redeal."""
    s = m & 0xFF
    return s == _STOCK or s == _ALL or (s == _WASTE and (m >> 8) & 0xFF == _STOCK)


def foundation_move(b, src, takes=None):
    """Gets a legal move of the top card (or whole suit) of ``src`` to a
    foundation, or None. ``takes``: ``takes_of(b)``, when a caller looks at
    many piles (else worked out here)."""
    k = b.size[src]
    if not k or b.kind[src] == _K_FOUND:
        return None
    r = b.rules
    if r.found_takes == _FOUND_SUITE:
        return legal._choose(b)[3].foundation_move(b, src)  # (suites.py)
    # a single card: only a foundation whose top it follows (or an empty one,
    # for the base rank) can take it, so look before asking check()
    card = b.piles[src][k - 1]
    if not card & _FACE_UP:
        return None
    if r.found_dir == _UP and r.found_suit == _SAME_SUIT and not b.found_cut and not r.extra[_FG_PILES]:
        # (the usual foundations, inlined: a card goes on the card of its
        # suit a rank below, or starts an empty one: sixteen foundations and
        # a call each made a four-deck game's look for a move up 2M fuel)
        want = (card & 0x7F) - 1
        base = card & 15 == b.base
        size = b.size
        piles = b.piles
        for d in range(b.f0, b.c0):
            k = size[d]
            if (piles[d][k - 1] & 0x7F == want) if k else base:
                m = encode(src, d, 1)
                if b.check(m, -1, False) is None:
                    return m
        return None
    if takes is None:
        takes = takes_of(b)
    t = takes[card & 15] if takes else -1  # (-1: every foundation)
    if not t:
        return None
    fit = fitter(b)  # (once, not a foundation)
    for d in range(b.f0, b.c0):
        if t >> (d - b.f0) & 1 and fit(b, card, d):
            m = encode(src, d, 1)
            if b.check(m, -1, False) is None:
                return m
    return None


def takes_of(b, every=False, out=None):
    """Gets, for each rank, the foundations (a bit each, from ``b.f0``) that
    may take a card of that rank, by rank alone: a rank up or down from the
    top card as the pile builds (``legal.fitter``'s look), or a base on an empty
    one; None where no foundation is asked by rule (``by_rule``), unless
    ``every`` (then None only where whole suits go up). A look at
    many cards asks ``fitter``'s look only of those (``legal_moves``, the stuck
    check's look at the stock): asking 16 foundations for each of 30
    piles, Double Aces and Kings' send-up cost 27M fuel a key from .mpy.
    ``out``: a list it made before, made again in place (no allocation)."""
    if b.rules.found_dir == _AUDIENCE:
        return legal.own_rules(b).takes_of(b)  # (King's Audience's, by rank: audience.py)
    if not by_rule(b) and not (every and b.rules.found_takes == _FOUND_ONE) or _OWN <= b.rules.found_dir < _TWOS:
        return None  # (a pile each its own rule, fpiles.py: every one asked)
    if out is None:
        out = [0] * 14 + [-1, -1]  # (ranks 14 and 15, Solitaire Tiles' specials: every foundation asked, as before)
    else:
        for i in range(14):
            out[i] = 0
    size = b.size
    piles = b.piles
    r = b.rules
    x = r.extra
    g = b.c0 - x[_FG_PILES] * (1 + (x[_FG_THIRD] > 0) + (x[_FG_FOURTH] > 0))  # a second group's first pile (fgroups.py: its own base and direction; a third's and a fourth's after it)
    way = r.found_dir
    base = b.base
    anyone = not base  # an empty one takes any card
    halves = r.found // 2 if x[_TOURNAMENT] & 1 else 0  # Tournament's: an empty one of the first half takes an Ace, of the second a King (tournament.py)
    at = 0  # the groups after the first met so far
    for d in range(b.f0, b.c0):
        if d == g:  # the next group's base and direction: the second's fg_*, a third's and a fourth's a byte each (fgroups.rule)
            v = x[_FG_THIRD if at == 1 else _FG_FOURTH] if at else x[_FG_BASE] | x[_FG_DIR] << 4
            way = v >> 4 if v >> 4 != 6 else _TWOS  # (6: a third group's by twos, fgroups.py)
            base = v & 15
            at += 1
            g += x[_FG_PILES]
        bit = 1 << (d - b.f0)
        k = size[d]
        if k:
            t = piles[d][k - 1] & 15
            if way == _TWOS:  # (by twos, round the corner: fgroups.py; Boulevard's hint asking all eight of each card, 2.2M fuel a slice)
                out[(t + 1) % 13 + 1] |= bit
                continue
            if way != _UP:  # (down, or either way; round from the Ace to the King)
                out[(t - 2) % 13 + 1] |= bit
            if way != _DOWN:
                out[t % 13 + 1 if t > 1 or way != 22 else 7] |= bit  # (22: a piquet deck's, a 7 on the Ace; order.py)
            if way > _UP_DOWN:  # (a Kings pile: its base rank)
                out[base] |= bit
        elif halves:  # (every empty one asked made Colorado's look for a card to send up 6.7M fuel from .mpy)
            out[1 if d - b.f0 < halves else 13] |= bit
        elif anyone:
            for i in range(1, 14):
                out[i] |= bit
        else:
            out[base] |= bit
    return out


def _levels(b):
    """Gets the highest rank up top per suit, the lowest of equal piles."""
    lv = bytearray(8)
    count = bytearray(8)
    for p in range(b.f0, b.c0):
        if b.size[p]:
            c = b.top(p)
            s = (c & 0x70) >> 4
            r = c & 15
            lv[s] = r if not count[s] or r < lv[s] else lv[s]
            count[s] += 1
    decks = b.rules.decks()
    for s in range(8):
        if count[s] < decks:
            lv[s] = 0
    return lv


def is_safe(b, card, lv):
    """Checks if a card can go up without ever being wanted on the tableau:
    every card that could be built on it is already up."""
    r = b.rules
    rank = card & 15
    if r.found_dir == _UP_DOWN:
        return False  # (Golf: every card up is a choice)
    if r.found_dir >= _OWN:  # (a rule a pile: a card may fit two piles, or set the colours, and which one is the game)
        return False
    if r.extra[_FG_PILES]:  # two groups: only a base card, which no card is ever built on elsewhere than up there
        return rank == b.base or rank == r.extra[_FG_BASE]
    if r.found_base != 1 or r.found_wrap:
        return rank == b.base
    if rank <= 2:
        return True
    if r.tab_dir != _DOWN or r.tab_suit == _ROTATION:  # (rotation: the card a rank below that builds on it lies in no foundation's suit order)
        return False
    col = SUIT_COLOUR[(card & 0x70) >> 4]
    suit = (card & 0x70) >> 4
    for s in r.suits:
        if r.tab_suit == _ALT_COLOUR and SUIT_COLOUR[s] == col:
            continue
        if r.tab_suit == _SAME_SUIT and s != suit:
            continue
        if r.tab_suit == _SAME_COLOUR and SUIT_COLOUR[s] != col:
            continue
        if lv[s] < rank - 1:
            return False
    return True


def auto_moves(b, safe_only=True):
    """Gets one move to the foundation: a safe one when ``safe_only``,
    otherwise any; None when there is none."""
    lv = _levels(b) if safe_only else None
    takes = takes_of(b, True)
    size = b.size
    kind = b.kind
    piles = b.piles
    first = safe_only and (by_rule(b) or b.rules.tab_dir != _DOWN) and b.rules.found_takes != _FOUND_SUITE  # (is the card safe, before foundations asked by rule: Twenty's look 6.4M fuel from .mpy, its cards asked of two groups and checked, then not safe; or where that is by its rank alone, a build not down: Fortress of Mercy's two looks a tick, 1.2M)
    for p in range(_WASTE, b.npiles):
        k = size[p]
        if not k or kind[p] == _K_FOUND or takes and not takes[piles[p][k - 1] & 15]:
            continue  # (foundation_move's first looks, without its call: 18 piles and four foundations each made La Belle Lucie's 800k fuel)
        if first and not is_safe(b, piles[p][k - 1], lv):
            continue
        m = foundation_move(b, p, takes)
        if m is not None and (not safe_only or b.rules.found_takes == _FOUND_SUITE or is_safe(b, b.top(p), lv)):
            return m
    return None


def candidates(b, src, depth, moves, top_piles, top_cols):
    """Gets the moves the cards at the cursor can make (``Play.candidates``),
    in screen order: up top (the ``top_cols`` piles of ``top_piles``, left
    to right), then the tableau's. Of ``moves`` when given (the legal moves
    from ``src``), else of all of them.

    At depth 1 each destination gets the longest run that goes there,
    then the top card alone when that goes there too (onto an empty pile,
    or in Yukon); deeper, exactly ``depth`` cards move.
    """
    own = moves is None  # (then the top card's own move is legal if listed)
    if own:
        moves = b.legal_moves(src, False, 0, takes_of(b))  # (no stock: its moves are not the cursor's, and can_recycle asked for nothing)
    best = [0] * len(b.size)  # (a layer's piles too: Solitaire Tiles' hand. Each destination's move, 0 for none: a list made at once, not a dict grown a move at a time, each growth a look for room past the heap's holes; Colorado's twenty destinations 0.55M fuel from .mpy)
    t0 = b.t0
    end = lo = t0 + b.rules.tab
    hi = 0
    top = False  # (the rows' piles looked at only as far as there are moves there: a loop over 26 piles cost Crescent's pick of two moves 0.2M)
    for m in moves:
        s = m & 0xFF
        d = (m >> 8) & 0xFF
        n = m >> 16
        if s == _STOCK or s == _ALL or s == _WASTE and d == _STOCK or depth > 1 and n != depth:
            continue  # (the stock's, is_stock_move's test inline: a call a move cost Colorado's pick of twenty some 0.4M fuel from .mpy)
        if not best[d] or n > best[d] >> 16:
            best[d] = m
        if not t0 <= d < end:
            top = True
        elif d < lo:
            lo = d
        if d > hi:
            hi = d
    out = []
    for c in range(top_cols) if top else ():
        p = top_piles[c]
        if p != 255 and best[p]:  # (255: a gap, play.GAP)
            out.append(best[p])
    for p in range(lo, min(hi + 1, end)):
        m = best[p]
        if m:
            out.append(m)
            if depth == 1 and m >> 16 > 1 and (encode(src, p, 1) in moves if own else b.check(encode(src, p, 1), -1, False) is None):
                out.append(encode(src, p, 1))
    return out


def worth(b, m):
    """Rates a destination for where the cursor starts after a pick
    (``Play.worth``), cheaply: up top first, then moves that turn a card
    or build on a card, then spaces, cells last."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    kd = b.kind[dst]
    if kd == _K_FOUND:
        return 6
    v = 0
    left = b.size[src] - n
    if b.kind[src] == _K_TAB and left and not b.piles[src][left - 1] & _FACE_UP:
        v = 2  # turns a card
    if kd == _K_TAB:
        if b.size[dst]:
            return v + 3
        return v + (0 if b.kind[src] == _K_TAB and not left else 1)
    return v  # a cell


def _in_order(b, p):
    """Checks if a tableau pile is one run by the tableau's build rule."""
    r = b.rules
    pile = b.piles[p]
    for i in range(1, b.size[p]):
        if not follows(pile[i - 1], pile[i], r.tab_dir, r.tab_suit, b.tab_cut):
            return False
    return True


def can_finish(b):
    """Checks if the game is won in all but name, cheaply: no card face down
    or in a reserve, no row deal pending, no stock to pass through a limited
    number of times, every tableau pile one run. Then the lowest card left
    is always on top of a pile, in a cell, or in the stock, so sending cards
    up (and dealing) wins."""
    if not b.rules.found:
        return False  # (nothing goes up: the goal is the tableau's or the stock's, goals.py)
    if b.rules.reserve and (b.size[b.r0] or b.rules.extra[_RESERVES] and max(b.size[b.r0 : b.t0])):
        return False
    if b.rules.stock == _STOCK_ROW and b.size[_STOCK] or b.rules.extra[_FOUND_CAP]:
        return False  # (rounds of a foundation, Golf's: the order matters)
    if b.rules.passes or b.rules.autofill == _WASTE_FILL:
        # (Whitehorse: its piles of one card are runs from the deal on, its
        # spaces taking the waste's cards, and a card the finish needs may
        # stay buried in a stock dealing three, turned over without end)
        for p in range(b.f0):  # the stock and the waste piles (Dover has three)
            if b.size[p]:
                return False  # (a pass the finish spends may bury a card it needs: Congress turns its waste once)
    for p in range(b.t0, b.npiles):
        # face-down cards lie at the bottom of a pile, or (dealt between
        # face-up ones) one of them is the second card: two looks each
        if b.size[p] and not b.piles[p][0] & _FACE_UP or b.size[p] > 1 and not b.piles[p][1] & _FACE_UP:
            return False
    for p in range(b.t0, b.npiles):
        if not _in_order(b, p):
            return False
    return True


def by_rule(b):
    """Gets how many foundations ``legal_moves`` asks by their rules
    (``legal.fitter``'s look) for each card: all of them, but for the usual ones
    (one card at a time, up in suit from the base), looked at inline."""
    r = b.rules
    if r.found_takes != _FOUND_ONE:
        return 0
    usual = r.found_dir == _UP and r.found_suit == _SAME_SUIT and not b.found_cut and b.base and not r.extra[_FG_PILES]
    return 0 if usual else b.c0 - b.f0


def up_work(b):
    """Gets the work of one look for a safe card to send up (``auto_moves``),
    in ``Play.send_up``'s units: a pile each, sixteen for each foundation
    asked by rule."""
    return b.npiles + 16 * by_rule(b)



def finish_step(b):
    """Gets the next move of an auto-finish: a card up, or else a deal or a
    turn of the stock; None when neither is possible."""
    m = auto_moves(b, False)
    if m is not None or b.rules.stock != _STOCK_WASTE:
        return m
    if b.size[_STOCK] or b.can_recycle():
        return b.stock_move()
    return None
