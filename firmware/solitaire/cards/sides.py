"""Two tableaux with rules of their own (Antares, Demons and Thieves), for
a record whose ``sides`` (Rules.extra's place 62) is set; ``board.py``
binds this module over the engine's rules of play (``attach``) only then.

The tableau's last ``sides & 15`` piles are the seed's right tableau: they
build in the direction ``sides >> 4`` by the suit rule ``side_rule & 7``,
move ``side_rule >> 3 & 7`` (a record's ``move``; their runs by their own
suit rule) and take ``side_rule >> 6`` into a space (a record's ``fill``).
The other piles, the left tableau, play by the record's own fields.

The seed (Antares): "Sequences can be moved from side to side, so long as
they are legal sequences to move from the originating side and the top card
fits according to the rules of the destination side." A move between
tableau piles is checked by ``legal.check`` under the rules of its two
sides: the destination's build and fill, the origin's runs. Room for a run
by supermoves counts the free cells and the spaces of the origin's side that
take any card ("enough empty cells or left tableau columns"). The move list
is ``legal.legal_moves``' under rules that let every such move through (any
suit, any face-up card leading), each move onto the tableau then checked so.
"""

from micropython import const

from solitaire.cards import legal
from solitaire.cards import rules as R
from solitaire.cards.piles import K_TAB

_SIDES = const(62)
_SIDE_RULE = const(63)
_SUPER = const(1)  # rules.py's SUPER
_RUN = const(2)  # rules.py's RUN
_GROUP = const(3)  # rules.py's GROUP
_ANY = const(0)  # rules.py's FILL_ANY and ANY_SUIT


def _variant(r, **changes):
    """Gets a copy of record ``r`` with ``changes`` (only the fields that differ from
    the class's defaults held, as ``Rules.with_options`` makes one)."""
    v = R.Rules(r.id, r.name)
    for k in R._FIELDS:
        x = changes[k] if k in changes else getattr(r, k)
        if x != R._FIELDS[k]:
            setattr(v, k, x)
    v.tab = r.tab
    return v


def _made(r):
    """Gets the rules of each pair of sides, made once for the record: index
    origin * 2 + destination (0 left, 1 right), then the rules that let every
    move through (``legal_moves``'); a supermove's room is ``check``'s."""
    v = getattr(r, "sides", None)
    if v is None:
        y = r.extra[_SIDE_RULE]
        d, s, mv, f = r.extra[_SIDES] >> 4, y & 7, y >> 3 & 7, y >> 6
        moves = (_RUN if r.move == _SUPER else r.move, r.move_suit), (_RUN if mv == _SUPER else mv, s)
        builds = (r.tab_dir, r.tab_suit, r.fill), (d, s, f)
        v = [_variant(r, move=moves[o][0], move_suit=moves[o][1], tab_dir=builds[t][0], tab_suit=builds[t][1], fill=builds[t][2]) for o in (0, 1) for t in (0, 1)]
        v.append(_variant(r, move=_GROUP, move_suit=_ANY, tab_suit=_ANY, fill=_ANY, tab_dir=d if d == r.tab_dir else R.UP_DOWN))
        r.sides = v
    return v


def side(b, p):
    """Gets 1 when pile ``p`` is a right tableau pile, else 0."""
    return int(b.kind[p] == K_TAB and p >= b.npiles - (b.rules.extra[_SIDES] & 15))


def capacity(b, src, dst):
    """Gets how many cards may move from tableau pile ``src`` onto ``dst``."""
    r = b.rules
    o = side(b, src)
    mv = r.extra[_SIDE_RULE] >> 3 & 7 if o else r.move
    if mv == R.ONE:
        return 1
    if mv != _SUPER:
        return 255
    free = 1
    for p in range(b.c0, b.r0):
        if not b.size[p]:
            free += 1
    if (r.extra[_SIDE_RULE] >> 6 if o else r.fill) == _ANY:
        for p in range(b.t0, b.npiles):
            if not b.size[p] and p != dst and side(b, p) == o:
                free += free
    return free


def check(b, m, run=-1, why=True):
    """``legal.check`` under the rules of the move's sides."""
    r = b.rules
    src, dst, n = m & 0xFF, m >> 8 & 0xFF, m >> 16
    if not r.extra[_SIDES] or dst >= b.npiles or src >= b.npiles or b.kind[src] != K_TAB and b.kind[dst] != K_TAB:
        return legal.check(b, m, run, why)
    if n > 1 and b.kind[src] == K_TAB and b.kind[dst] == K_TAB:
        cap = capacity(b, src, dst)
        if n > cap:
            return ("One card at a time" if cap < 2 else "Room to move %d only" % cap) if why else legal.NO
    o = side(b, src)
    b.rules = _made(r)[o * 2 + (side(b, dst) if b.kind[dst] == K_TAB else o)]
    try:
        return legal.check(b, m, -1, why)
    finally:
        b.rules = r


def run_len(b, p):
    """``legal.run_len`` by pile ``p``'s side."""
    r = b.rules
    if not r.extra[_SIDES] or not side(b, p):
        return legal.run_len(b, p)
    b.rules = _made(r)[3]
    try:
        return legal.run_len(b, p)
    finally:
        b.rules = r


def legal_moves(b, src=-1, stock=True, limit=0, takes=None):
    """``legal.legal_moves``, each move onto the tableau checked by its sides."""
    r = b.rules
    if not r.extra[_SIDES]:
        return legal.legal_moves(b, src, stock, limit, takes)
    b.rules = _made(r)[4]
    try:
        out = legal.legal_moves(b, src, stock, 0, takes)
    finally:
        b.rules = r
    kind, npiles = b.kind, b.npiles
    out = [m for m in out if (m >> 8 & 0xFF) >= npiles or kind[m >> 8 & 0xFF] != K_TAB or check(b, m, -1, False) is None]
    return out[:limit] if limit else out


def any_fits(b, cards, takes=None):
    """``Board._any_fits`` (a stuck check's look) by either side's rules:
    never stuck while a card fits a pile of either side."""
    r = b.rules
    if not r.extra[_SIDES]:
        return b.__class__._any_fits(b, cards, takes)
    for v in (r, _made(r)[3]):
        b.rules = v
        try:
            if b.__class__._any_fits(b, cards, takes):
                return True
        finally:
            b.rules = r
    return False


def lines(r, tableau):
    """Gets the rules screen's tableau sentences, each side's by ``text.py``'s
    ``tableau(rules)``, then how a run crosses."""
    n = r.extra[_SIDES] & 15
    k = r.tab - n
    y = r.extra[_SIDE_RULE]
    out = []
    for name, v in (("left", _variant(r, deal=r.deal[:k], down=r.down[:k])),
                    ("right", _variant(r, deal=r.deal[k:], down=r.down[k:], tab_dir=r.extra[_SIDES] >> 4, tab_suit=y & 7, move_suit=y & 7, move=y >> 3 & 7, fill=y >> 6))):
        v.tab = len(v.deal)
        for s in tableau(v):
            out.append(s.replace("Tableau:", "Left tableau:" if name == "left" else "Right tableau, after it:").replace("On the tableau", "On the " + name))
    room = "; a run's room counts the spaces of its own side alone" if _SUPER in (r.move, y >> 3 & 7) else ""
    out.append("A run crosses to the other side when its own side would move it and its first card fits there%s." % room)
    return out


def attach(b):
    """Binds the rules of the two sides over board ``b``'s (each falls back
    to the engine's for a record without sides, should the board be dealt
    another game)."""
    b.check = lambda m, run=-1, why=True: check(b, m, run, why)
    b.run_len = lambda p: run_len(b, p)
    b.legal_moves = lambda src=-1, stock=True, limit=0, takes=None: legal_moves(b, src, stock, limit, takes)
    b._any_fits = lambda cards, takes=None: any_fits(b, cards, takes)
