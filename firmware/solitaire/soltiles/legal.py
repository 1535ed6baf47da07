"""Solitaire Tiles' rules of play: which moves a ``Tiles`` position allows
(the rules are in ``engine.py``'s docstring).

``check()`` says why a move is illegal (None when it is legal): the card
engine's ``check`` for card moves, the layer's rules for the rest (claims,
Wilds, Swirls, replacements, swaps, the end). ``legal_moves()`` lists them.
They are ``Tiles`` methods (``engine.py`` binds them), written as functions
of the position ``b``, as the card engine's ``legal.py`` is.
"""

from micropython import const

from solitaire.cards import legal as card_rules
from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards.piles import NO, encode

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_DRAWN = const(1)
_END = const(0xFE)
_FACE_UP = const(0x80)
_FIRST = const(4)
_KNOCK = const(0xFD)
_K_FOUND = const(2)
_K_TAB = const(5)
_REPLACE = const(0x40)
_STANDARD = const(0)
_STOCK = const(0)
_SWAP = const(0x60)
_TFLAGS = const(1)
_TURN = const(0)
_WASTE = const(1)
_WILD_UP = const(0x50)

# The layer's answers to a move it refuses are lines of ``why.py``'s
# bytes objects, loaded only when one is said and dropped after (here, some
# 1 KB of heap every run held: docs/heap.md, h2): the checks give a line's
# number, ``_no`` makes its string only when the caller asks why.
_OVER = const(0)
_TWO_ONLY = const(1)
_NO_PILE = const(2)
_SPECIALS_ONLY = const(3)
_FOUND_STAYS = const(4)
_SWIRL_ONLY = const(5)
_ONE_TILE = const(6)
_ONTO_SEQUENCE = const(7)
_NO_SPACE = const(8)
_SUIT_UP = const(9)
_NO_FIT = const(10)
_KING_ONLY = const(11)
_ACE_FIRST = const(12)
_CLAIM_FROM = const(13)
_CLAIM_WHAT = const(14)
_OWN_TWO = const(15)
_NOT_THERE = const(16)
_SWIRL_DRAW = const(17)
_NOT_YET = const(18)
_SWIRL_ON = const(19)
_STOCK_EMPTY = const(20)
_WILD_WHERE = const(21)
_OTHER_COLOUR = const(22)
_WILD_UP_HOW = const(23)
_NO_FOUNDATION = const(24)
_OWN_COLOUR = const(25)
_OTHER_SUIT = const(26)
_FULL = const(27)
_NOTHING = const(28)
_NATURAL_ONLY = const(29)
_NO_WILD = const(30)
_STANDS_FOR = const(31)
_SWAP_WHERE = const(32)
_NOT_BOTH = const(33)
_SWAP_WHAT = const(34)
_DRAW_FIRST = const(35)
_FIRST_TURN = const(36)
_ONE_DRAW = const(37)
_NOT_YOURS = const(38)
_OWN_HAND = const(39)
_SWIRL_TURN = const(40)
_NOT_ALLOWED = const(-1)  # (the card engine's ``NO``)


swirl = None  # swirl.py (the moves only an active Swirl allows): loaded in a tick once a Swirl is active (play.Play.tick) or by the first check, listing or move that asks (swirl_rules), dropped in a tick once none is


def swirl_rules():
    """Gets ``swirl.py``, loading it if it is not."""
    global swirl
    if swirl is None:
        from solitaire.soltiles import swirl
    return swirl


def is_special(c):
    """Checks if a tile is a special (rank 15): a Wild or a Swirl in the hand."""
    return c & 15 == 15


def is_stand_in(c):
    """Checks if a tile is a Wild standing on a sequence."""
    return c & 0x60 == 0x60 and c & 15 != 15


def wild_colour(c):
    """Gets the colour (0 black, 1 red) of a Wild, in the hand or standing in."""
    return 1 if c & 0x70 == 0x60 else 0


def check(b, m, run=-1, why=True):
    """Checks a move: None when it is legal, else why not (``legal.check``
    for the card moves, the layer's rules for the rest). A natural tile's
    move between tableau piles, one player's, goes straight to the card
    rules: a pick asks this some ten times, and a frame within eleven words
    (no locals) stays off the heap (tests/test_frames.py)."""
    if (
        b.over
        or b.two
        or m >> 16 >= _REPLACE
        or m & 0xFF == _STOCK
        or m & 0xFF >= b.npiles
        or (m >> 8) & 0xFF >= b.npiles
        or b.kind[m & 0xFF] == _K_FOUND
        or b.kind[(m >> 8) & 0xFF] == _K_FOUND
    ):
        return _check(b, m, run, why)
    return card_rules.check(b, m, run, why)


def _check(b, m, run, why):
    """``check``'s every other move."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if b.over:
        return _no(why, _OVER)
    if dst == _END:
        return None if src == 0 and n == 0 else NO
    cards = why  # (what the card rules are asked with: with two players, never why, as ever)
    if b.two:  # whose turn it is, the draw and the knock
        if dst == _KNOCK:
            return _no(why, _turn_check(b, src, dst, n)) if src == 0 and n == 0 else NO
        no = _turn_check(b, src, dst, n)
        if no is not None:
            return _no(why, no)
        cards = None
    elif dst == _KNOCK:
        return _no(why, _TWO_ONLY)
    size = b.size
    if src >= len(size) or dst >= len(size):
        return _no(why, _NO_PILE)
    layer = n >= _REPLACE or src >= b.npiles or dst >= b.npiles
    if layer and b.rules.mode == _STANDARD:
        return _no(why, _SPECIALS_ONLY)
    if n >= _SWAP:
        return _no(why, swirl_rules().swap_check(b, src, dst, n & 15) if b.swirl_active() else _SWIRL_ONLY)
    if n >= _WILD_UP:
        return _no(why, _wild_up_check(b, src, dst, n & 15))
    if n == _REPLACE:
        return _no(why, replace_check(b, src, dst))
    if layer:
        return _no(why, _hand_check(b, src, dst, n))
    if src == _STOCK and dst == _WASTE and size[_STOCK]:
        return None if n == draw_count(b) else "Deals %d now" % draw_count(b)
    k = size[src]
    if b.kind[src] == _K_FOUND:
        if not b.swirl_active() or b.ended():
            return _no(why, _FOUND_STAYS if b.rules.mode == _STANDARD else _SWIRL_ONLY)
        no = swirl_rules().back_check(b, src, dst, n, k)
        return _no(cards if no == _NO_FIT else why, no)
    if k and b.kind[dst] == _K_FOUND and n == 1:
        c = b.piles[src][k - 1]
        if is_stand_in(c):
            return _no(why, _stand_in_up(b, c, dst))
        if not size[dst] and c & _FACE_UP and suit_up(b, c & 0x70) >= 0:
            return _no(why, _SUIT_UP)
    return card_rules.check(b, m, run, cards)


def _no(why, i):
    """Gets answer ``i`` (``why.text(i)``; None: none, the move is
    legal), or ``NO`` when the caller does not ask why (no string made)."""
    if i is None:
        return None
    if not why or i < 0:
        return NO
    from sys import modules

    t = __import__("solitaire.soltiles.why", None, None, ("text",)).text(i)
    modules.pop("solitaire.soltiles.why")  # (dropped, and the package's name for it: the next refusal loads it again)
    delattr(modules["solitaire.soltiles"], "why")
    return t


def _turn_check(b, src, dst, n):
    """Two players: the turns' rules (their state: ``turns.py``; None: the move is the
    seat's to make as far as turns go; the tiles' rules still apply). Gets
    an answer's line, as the checks below do (``_no``)."""
    st = b.st
    seat = st[_TURN]
    h = b.hand0 + 2 * seat
    if dst == _KNOCK:
        if st[_TFLAGS] & (_DRAWN | _FIRST) or not (b.size[_STOCK] or b.size[_WASTE]):
            return None
        return _DRAW_FIRST
    if src == _STOCK and dst == _WASTE:
        if st[_TFLAGS] & _FIRST:
            return _FIRST_TURN
        if st[_TFLAGS] & _DRAWN and not b.swirl_active():
            return _ONE_DRAW
        return None
    if b.hand0 <= src < b.hand0 + 4 and not h <= src < h + 2:
        return _NOT_YOURS
    if b.hand0 <= dst < b.hand0 + 4 and not h <= dst < h + 2:
        return _OWN_HAND
    if dst == b.swirl and st[_TFLAGS] & (_DRAWN | _FIRST):
        return _SWIRL_TURN
    return None


def suit_up(b, suit_bits):
    """Gets the foundation pile holding suit ``suit_bits`` (the card
    byte's suit bits), or -1."""
    for p in range(b.f0, b.c0):
        if b.size[p] and not (b.piles[p][0] ^ suit_bits) & 0x70:
            return p
    return -1


def _stand_in_up(b, c, dst):
    """Checks a Wild standing in on a sequence going up onto ``dst``: it
    moves as the tile it stands for (an Ace as the first suit of its
    colour not up yet)."""
    k = b.size[dst]
    if not k:
        return None if c & 15 == 1 and free_suit(b, wild_colour(c)) >= 0 else _ACE_FIRST
    top = b.top(dst)
    if SUIT_COLOUR[(top & 0x70) >> 4] == wild_colour(c) and top & 15 == (c & 15) - 1:
        return None
    return _NO_FIT


def free_suit(b, colour):
    for s in range(4):
        if SUIT_COLOUR[s] == colour and suit_up(b, s << 4) < 0:
            return s
    return -1


def _hand_check(b, src, dst, n):
    """Claims (onto a hand place), a Wild from the hand onto a sequence,
    a Swirl from the hand. (Its frame within eleven words, off the heap:
    a pick's listing checks each hand move, tsol38.)"""
    h = b.hand0
    if n != 1:
        return _ONE_TILE
    if h <= dst < h + 4:  # a claim
        if src >= b.npiles or (src != _WASTE and b.kind[src] != _K_TAB):
            return _CLAIM_FROM
        if not b.size[src] or not is_special(b.top(src)):
            return _CLAIM_WHAT
        n = free_place(b, (dst - h) >> 1)
        if b.size[dst] or dst != n:
            return _OWN_TWO if n < 0 else _NOT_ALLOWED
        return None
    if not h <= src < h + 4 or not b.size[src]:
        return _NOT_THERE
    c = b.top(src)
    if c & 0x60 == 0x40:  # a Swirl
        if dst != b.swirl:
            return _SWIRL_DRAW
        if (b.fresh >> (src - h)) & 1:
            return _NOT_YET
        if b.size[b.swirl]:
            return _SWIRL_ON
        if not b.size[_STOCK]:
            return _STOCK_EMPTY
        return None
    if dst >= b.npiles or b.kind[dst] != _K_TAB:
        return _WILD_WHERE
    if not b.size[dst]:
        return _NO_SPACE
    h = b.top(dst)  # (the tile it goes onto)
    if is_special(h) or h & 15 == 1 or SUIT_COLOUR[(h & 0x70) >> 4] == wild_colour(c):
        return _OTHER_COLOUR
    return None


def free_place(b, seat):
    h = b.hand0 + 2 * seat
    return h if not b.size[h] else h + 1 if not b.size[h + 1] else -1


def _wild_up_check(b, src, dst, suit):
    h = b.hand0
    if not h <= src < h + 4 or not b.size[src] or b.top(src) & 0x60 != 0x60:
        return _WILD_UP_HOW
    if dst >= b.npiles or b.kind[dst] != _K_FOUND or suit > 3:
        return _NO_FOUNDATION
    if SUIT_COLOUR[suit] != wild_colour(b.top(src)):
        return _OWN_COLOUR
    k = b.size[dst]
    if not k:
        return None if suit_up(b, suit << 4) < 0 else _SUIT_UP
    h = b.top(dst)  # (its top: the frame within eleven words, tsol38)
    if (h >> 4) & 7 != suit:
        return _OTHER_SUIT
    return None if k < 13 else _FULL


def replace_check(b, src, dst):
    """The natural on top of ``src`` takes the place of the Wild atop
    ``dst``, when it could be played there."""
    size = b.size
    if src >= b.npiles or dst >= b.npiles or not size[src] or not size[dst] or src == dst:
        return _NOTHING
    c = b.top(src)
    if is_special(c) or is_stand_in(c) or not c & _FACE_UP or b.kind[src] == _K_FOUND:
        return _NATURAL_ONLY
    k = size[dst]
    w = b.top(dst)
    if b.kind[dst] == _K_FOUND:
        if b.wild_at(dst, k - 1) < 0:
            return _NO_WILD
        return None if (w ^ c) & 0x7F == 0 else _STANDS_FOR
    if not is_stand_in(w):
        return _NO_WILD
    if w & 15 != c & 15 or wild_colour(w) != SUIT_COLOUR[(c & 0x70) >> 4]:
        return _STANDS_FOR
    return None


def draw_count(b):
    """Gets how many tiles a draw turns now: one with a Swirl active,
    unless the play pile's top can't be played (the draw then retires
    the Swirl and turns three)."""
    if b.swirl_active() and not swirl_rules().retires(b, replace_check):
        return min(1, b.size[_STOCK])
    return min(b.rules.draw, b.size[_STOCK])


def legal_moves(b, src=-1, stock=True, limit=0, takes=None):
    """The card engine's moves (a draw turning as many as it turns now),
    then the layer's, then (two players) the knock; never ``END``. At most
    ``limit`` (0: no limit). ``takes``: the card engine's (``auto.takes_of``)."""
    if b.ended():  # (once: check() looks at ``over`` only)
        return []
    out = card_moves(b, src, stock, limit, takes)
    if b.rules.mode != _STANDARD and (not limit or len(out) < limit):
        layer_moves(b, out, src, limit)
    return out[:limit] if limit else out


def card_moves(b, src=-1, stock=True, limit=0, takes=None):
    """The card engine's moves as the layer allows them (the first half of
    ``legal_moves``: the computer gets them a tick apart)."""
    out = card_rules.legal_moves(b, src, stock, limit, takes) if src < b.npiles else []
    if b.rules.mode == _STANDARD:
        return out
    for i in range(len(out) - 1, -1, -1):
        m = out[i]
        dst = (m >> 8) & 0xFF
        if m & 0xFF == _STOCK and dst == _WASTE:
            if b.two and _turn_check(b, _STOCK, _WASTE, 0) is not None:
                out.pop(i)  # (two players: one draw a turn, none in the first)
                continue
            out[i] = encode(_STOCK, _WASTE, draw_count(b))
        elif dst < b.npiles and b.kind[dst] == _K_FOUND and not b.size[dst] and check(b, m, -1, False) is not None:
            out.pop(i)  # (an Ace whose suit a Wild has started)
            if limit:
                return card_moves(b, src, stock, 0)[:limit]  # (rare: the rest then counts)
    return out


def layer_moves(b, out, src=-1, limit=0):
    """Adds the layer's moves to ``out``, then (two players) the knock."""
    _layer_moves(b, out, src, limit)
    if b.two and src <= 0 and _turn_check(b, 0, _KNOCK, 0) is None:
        out.append(encode(0, _KNOCK, 0))  # (two players: the knock, from the stock's place)


def _wild_tops(b):
    """Gets the piles with a Wild on top (at most two)."""
    out = []
    size = b.size
    piles = b.piles
    wu = b.wild_up
    f0 = b.f0
    for d in range(f0, b.npiles):
        k = size[d]
        if k:
            c = piles[d][k - 1]
            v = (d - f0) << 4 | (k - 1)
            if c & 0x60 == 0x60 and c & 15 != 15 or (d < b.c0 and (wu[0] == v or wu[1] == v)):
                out.append(d)
    return out


def _layer_moves(b, out, src, limit):
    size = b.size
    f0, t0, n = b.f0, b.t0, b.npiles
    wilds = None
    nats = None  # (the tableau's naturals, each pile's once: every pair of piles compares them)
    active = swirl_rules() if b.swirl_active() else None  # (swirl.py: a Swirl's moves)
    piles = b.piles
    for s in range(len(size)) if src < 0 else (src,):
        if limit and len(out) >= limit:
            return
        k = size[s]
        if not k or s == _STOCK or s >= b.swirl:
            continue
        c = piles[s][k - 1]
        if s >= n:  # a hand place: its Wild or Swirl
            if c & 0x60 == 0x40:
                _add(b, out, encode(s, b.swirl, 1))
                continue
            for d in range(t0, n):
                _add(b, out, encode(s, d, 1))
            red = wild_colour(c)
            empty = True  # (empty foundations are all alike: the first only)
            for d in range(f0, b.c0):
                if size[d]:
                    suit = (b.piles[d][0] >> 4) & 3
                    if SUIT_COLOUR[suit] == red:
                        _add(b, out, encode(s, d, _WILD_UP | suit))
                elif empty:
                    empty = False
                    for suit in range(4):
                        if SUIT_COLOUR[suit] == red:
                            _add(b, out, encode(s, d, _WILD_UP | suit))
            continue
        if c & 15 == 15:  # a special: claim it
            p = free_place(b, b.seat())
            if p >= 0:
                _add(b, out, encode(s, p, 1))
            continue
        kind = b.kind[s]
        if kind == _K_FOUND:  # with a Swirl: back onto a sequence
            if active:
                active.back_moves(b, out, s, c)
            continue
        if c & 0x60 == 0x60:  # a Wild standing in: up
            for d in range(f0, b.c0):
                _add(b, out, encode(s, d, 1))
            continue
        if wilds is None:
            wilds = _wild_tops(b)
        for d in wilds:
            if d != s and piles[d][size[d] - 1] & 15 == c & 15:  # (the rank first: cheap)
                _add(b, out, encode(s, d, _REPLACE))
        if kind == _K_TAB and active:
            nats = active.swaps(b, out, s, nats)


def _add(b, out, m):
    if check(b, m, -1, False) is None:
        out.append(m)
