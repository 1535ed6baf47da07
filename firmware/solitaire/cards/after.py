"""What the card games' ``Play`` (play.py) looks at after a move: the moves
the game makes by itself, and the stuck check's look a few piles a tick, with
the work units the hint's slices count too (hint.py). Only the card games run
these: Solitaire Tiles' engine loads ``auto.py`` but plays its own look after
a move, so this module is loaded with the card games' ``Play`` alone."""

from micropython import const

from solitaire.cards import auto
from solitaire.cards import legal
from solitaire.cards.piles import encode

# the numbers of piles.py and rules.py this module uses, as its own consts (tests/test_engine.py holds them equal)
_STOCK = const(0)
_WASTE = const(1)
_K_FOUND = const(2)
_GROUP = const(3)
_UP_DOWN = const(2)
_FOUND_SUITE = const(1)
# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_FOUND_BACK = const(17)
_ROW_TO = const(20)  # 4: the stock fills the tableau's gaps first, a card a move (Big Ben: clock.py)
_LEFT = const(51)  # 1: once the stock is out, a space takes the next pile's top card, else the waste's (Moving Left; legal.py)
_ASKS = const(60)  # the piles asked (asks) a whole look asks at most in a tick (few_asks)
_AUDIENCE = const(15)  # a record's found_dir: King's Audience's pairs, the partner the game's own move (audience.py)
_STOCK_AGAIN = const(9)  # a record's autofill: the stock's, and spaces left while it was out filled once it is turned over again (Grandfather; rules.py)


def forced_move(b):
    """Gets a move the game makes by itself: a finished suit in a game that
    takes only whole suits goes up at once; Grandfather's spaces filled from
    the stock turned over again (autofill 9); Big Ben's gaps filled on from
    the stock once the player's press has filled the first (clock.py);
    King's Audience's partner after the card it pairs with (found_dir 15:
    audience.py); Moving Left's spaces filled from the next pile once the
    stock is out."""
    if b.rules.extra[_ROW_TO] == 4 or b.rules.found_dir == _AUDIENCE:
        return legal.own_rules(b).fill(b)  # (fill, a name every card game has: a new one in this module costs Solitaire Tiles the names' next pool)
    if b.rules.autofill == _STOCK_AGAIN and b.size[_STOCK]:  # (Grandfather: a space left while the stock was out, filled once the waste is turned over; an emptied pile fills as it empties, board.apply)
        for p in range(b.t0, b.npiles):
            if not b.size[p]:
                return encode(_STOCK, p, 1)
    if b.rules.extra[_LEFT] and not b.size[_STOCK]:  # (Moving Left: a space takes the next pile's top card, else the waste's, once the stock is out; an emptied pile fills from the stock as it empties, board.apply)
        for p in range(b.t0, b.npiles):
            if not b.size[p]:
                q = p + 1 if p + 1 < b.npiles and b.size[p + 1] else _WASTE
                if b.size[q]:
                    return encode(q, p, 1)
    return legal._choose(b)[3].forced_move(b) if b.rules.found_takes == _FOUND_SUITE else None  # (suites.py's)


def work(b, p, asked):
    """Gets what listing pile ``p``'s moves (``legal_moves(p)``) costs,
    roughly, in the units the sliced looks count (cards x piles): each of
    its cards against each pile; for a pile with cards, three times as
    much again for its top card against each pile (its rank and depth on
    each, its checks), and sixteen for each foundation
    ``asked`` by rule (``by_rule``): a call or two each. (By cards alone,
    a hint's slice cost 4.3M fuel from .mpy in Fan, 18 piles of three
    cards, and 3.6M in Double Aces and Kings, 16 foundations in two
    groups.)"""
    k = b.size[p]
    return (k + 4) * b.npiles + 16 * asked if k else b.npiles


def work_all(b):
    """Gets ``work`` for every pile: the whole list of moves."""
    asked = auto.by_rule(b)
    n = 0
    for p in range(b.npiles):
        n += work(b, p, asked)
    return n


def asks(b, asked):
    """Gets the piles a pile's look (``legal_moves(p)``) asks: the tableau's
    and the ``asked`` foundations (``by_rule``), twice where each of its
    face-up cards is asked (any leads, or a build up or down) or the ranks go
    round the corner. A pile of few cards costs by these, some 10k fuel each
    from .mpy, more than its ``work``."""
    r = b.rules
    return (b.npiles - b.t0 + asked) << (r.move == _GROUP or r.tab_dir >= _UP_DOWN or b.tab_cut > 0)


def few_asks(b):
    """Checks if every pile's look (the whole list of moves) asks few enough
    piles (``asks``) for a tick: at most ``_ASKS`` in all. Trusty Twelve's
    twelve piles of a card (its work with the stock's 1,470) cost 1.8-2.0M
    fuel a whole list in its session, Up and Up's 2.2M, Yukon's 1.4M."""
    size = b.size
    kind = b.kind
    back = b.rules.extra[_FOUND_BACK]
    n = 0
    for p in range(1, b.npiles):  # (the stock's deal: one check)
        if size[p] and (back or kind[p] != _K_FOUND):
            n += 1
    return n * asks(b, auto.by_rule(b)) <= _ASKS


def look(b, p, most):
    """Looks for a move (but the stock's) from pile ``p`` on, as many piles
    as ``most`` (``work``) allows: a big game's stuck check split
    across ticks, as one whole look costs up to 5M fuel in a three-deck game.
    Gets -1 when a move is found (or the game is won), else the next pile to
    look from (``b.npiles``: none has a move)."""
    if b.won():
        return -1
    done = 0
    asked = auto.by_rule(b)
    takes = auto.takes_of(b)
    while p < b.npiles and done < most:
        if b.legal_moves(p, False, 1, takes):
            return -1
        done += work(b, p, asked)
        p += 1
    return p