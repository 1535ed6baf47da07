"""Two tableaux with rules of their own (Antares, Demons and Thieves,
Penta), for a record whose ``sides`` (Rules.extra's place 62) is set;
``board.py`` binds this module over the engine's rules of play
(``attach``) only then.

The tableau's last ``sides & 15`` piles are the seed's right tableau: they
build in the direction ``sides >> 4 & 7`` by the suit rule ``side_rule & 7``,
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

With ``sides``' bit 7 the foundations' second group (fgroups.py) keeps its
cards where the record's ``found_back`` lets the first group's come back
(Penta's "Once on the right foundation, cards may not be moved back off").

The rules of a pair of sides are the record's own five fields of the
tableau (tab_dir, tab_suit, move, move_suit, fill) set for the call and put
back after it (``_put``): a copy of the record for each pair took 0.3M fuel
from .mpy to make, and the heap's collection it set off as much again.
"""

from micropython import const

from solitaire.cards import legal
from solitaire.cards import rules as R
from solitaire.cards.order import follows
from solitaire.cards.piles import K_FOUND, K_TAB

_SIDES = const(62)
_SIDE_RULE = const(63)
_FG_PILES = const(24)  # the second foundation group's piles, the last (fgroups.py)
_SUPER = const(1)  # rules.py's SUPER
_RUN = const(2)  # rules.py's RUN
_GROUP = const(3)  # rules.py's GROUP
_ANY = const(0)  # rules.py's FILL_ANY and ANY_SUIT


_FIELDS = ("tab_dir", "tab_suit", "move", "move_suit", "fill")


def _made(r):
    """Gets the tableau's five fields for each pair of sides, worked out once
    for the record: index origin * 2 + destination (0 left, 1 right), a
    supermove's room left to ``capacity``; then (4) those ``legal_moves``
    lists under, which let every move of either side through (any suit; any
    face-up card leading where one side's does, else runs in sequence); then
    (5) the record's own, (6) the right side's own."""
    v = getattr(r, "sides", None)
    if v is None:
        y = r.extra[_SIDE_RULE]
        d, s, mv, f = r.extra[_SIDES] >> 4 & 7, y & 7, y >> 3 & 7, y >> 6  # (bit 7: the second foundation group's cards stay, _stays)
        moves = (_RUN if r.move == _SUPER else r.move, r.move_suit), (_RUN if mv == _SUPER else mv, s)
        builds = (r.tab_dir, r.tab_suit, r.fill), (d, s, f)
        v = [(builds[t][0], builds[t][1], moves[o][0], moves[o][1], builds[t][2]) for o in (0, 1) for t in (0, 1)]
        most = max(moves[0][0], moves[1][0])
        v.append((d if d == r.tab_dir else R.UP_DOWN, _ANY, _GROUP if most >= _GROUP else most, _ANY, _ANY))  # (FRONT, 4, lists no part of a run: GROUP lists every one)
        v.append((r.tab_dir, r.tab_suit, r.move, r.move_suit, r.fill))
        v.append((d, s, mv, s, f))
        r.sides = v
    return v


def _put(r, w):
    """Sets record ``r``'s five fields of the tableau to ``w``."""
    r.tab_dir, r.tab_suit, r.move, r.move_suit, r.fill = w


def _variant(r, w, deal, down):
    """Gets a copy of record ``r`` with the five fields ``w``, ``deal`` and
    ``down`` (the rules screen's, each side's sentences)."""
    v = R.Rules(r.id, r.name)
    for k, x in r.__dict__.items():
        setattr(v, k, x)
    for i in range(5):
        setattr(v, _FIELDS[i], w[i])
    v.deal, v.down, v.tab = deal, down, len(deal)
    return v


def capacity(b, r, src, dst):
    """Gets how many cards may move from tableau pile ``src`` onto ``dst`` by
    record ``r``: a supermove's room, the free cells and the spaces of the
    origin's side that take any card."""
    t = b.npiles - (r.extra[_SIDES] & 15)
    o = src >= t
    w = r.sides[6 if o else 5]
    if w[2] != _SUPER:
        return 1 if w[2] == R.ONE else 255
    free = 1
    for p in range(b.c0, b.r0):
        if not b.size[p]:
            free += 1
    if w[4] == _ANY:
        for p in range(t if o else b.t0, b.npiles if o else t):
            if not b.size[p] and p != dst:
                free += free
    return free


def _check(b, r, v, m, why, run=-1):
    """Checks move ``m`` under the rules of its sides (``v``: ``_made(r)``);
    ``run``, when known, the origin's ``run_len`` by its side's rules. (The
    record's fields are left as its sides have them: the caller puts them back.)"""
    src, dst, n = m & 0xFF, m >> 8 & 0xFF, m >> 16
    kind = b.kind
    t = b.npiles - (r.extra[_SIDES] & 15)
    o = kind[src] == K_TAB and src >= t
    if n > 1 and kind[src] == K_TAB and kind[dst] == K_TAB:
        cap = capacity(b, r, src, dst)
        if n > cap:
            return ("One card at a time" if cap < 2 else "Room to move %d only" % cap) if why else legal.NO
    _put(r, v[o * 2 + (dst >= t if kind[dst] == K_TAB else o)])
    return legal.check(b, m, run, why)


def _stays(b, r, src):
    """Checks if pile ``src`` is a foundation of the second group whose cards
    stay where the first's come back (``sides``' bit 7: Penta's)."""
    return r.extra[_SIDES] & 128 and src < b.npiles and b.kind[src] == K_FOUND and src >= b.c0 - r.extra[_FG_PILES]


def check(b, m, run=-1, why=True):
    """``legal.check`` under the rules of the move's sides."""
    r = b.rules
    src, dst = m & 0xFF, m >> 8 & 0xFF
    if _stays(b, r, src):
        return "Foundation cards stay"
    if not r.extra[_SIDES] or dst >= b.npiles or src >= b.npiles or b.kind[src] != K_TAB and b.kind[dst] != K_TAB:
        return legal.check(b, m, run, why)
    v = _made(r)
    try:
        return _check(b, r, v, m, why)
    finally:
        _put(r, v[5])


def run_len(b, p):
    """``legal.run_len`` by pile ``p``'s side."""
    r = b.rules
    if not r.extra[_SIDES] or p < b.npiles - (r.extra[_SIDES] & 15):
        return legal.run_len(b, p)
    v = _made(r)
    _put(r, v[3])
    try:
        return legal.run_len(b, p)
    finally:
        _put(r, v[5])


def legal_moves(b, src=-1, stock=True, limit=0, takes=None):
    """``legal.legal_moves``, each move onto the tableau checked by its sides.
    A move between tableau piles is checked here, cheaply (a pile of many
    face-up cards on one side may go into a space on the other at every
    depth: ``legal.check`` asked of each cost 1.4M fuel a pile from .mpy): its
    count within the origin's run (counted once a pile) and room, then the
    destination's top card or its space's rule. (That is the whole of
    ``legal.check`` for a record with sides: it sets no dump, phases,
    fill_from, row_to or pocket, and neither side moves a run's front
    alone, move 4 (the seed checker reads none so); a space taking any card, a King or nothing
    is read here, another rule by ``legal.check``: test_politaire41c holds
    the list to ``check``'s.)"""
    r = b.rules
    if not r.extra[_SIDES]:
        return legal.legal_moves(b, src, stock, limit, takes)
    v = _made(r)
    _put(r, v[4])
    out = []
    try:
        listed = legal.legal_moves(b, src, stock, 0, takes)
        kind, npiles, size, piles, cut = b.kind, b.npiles, b.size, b.piles, b.tab_cut
        t = npiles - (r.extra[_SIDES] & 15)
        ran, run = -1, 0  # (the pile whose run was counted last, and its run)
        for m in listed:
            d = m >> 8 & 0xFF
            if _stays(b, r, m & 0xFF):
                continue
            if d < npiles and kind[d] == K_TAB:
                s, k, n = m & 0xFF, size[d], m >> 16
                w = v[1 if d >= t else 0]
                if kind[s] != K_TAB:
                    if _check(b, r, v, m, False) is not None:
                        continue
                elif k and not follows(piles[d][k - 1], piles[s][size[s] - n], w[0], w[1], cut):
                    continue
                else:
                    if s != ran:
                        _put(r, v[3 if s >= t else 0])
                        ran, run = s, legal.run_len(b, s)
                    if n > run or n > 1 and n > capacity(b, r, s, d) or not k and (w[4] == 2 or w[4] == 1 and piles[s][size[s] - n] & 15 != 13 or w[4] > 2 and _check(b, r, v, m, False, run) is not None):
                        continue
            out.append(m)
            if len(out) == limit:
                break
    finally:
        _put(r, v[5])
    return out


def any_fits(b, cards, takes=None):
    """``Board._any_fits`` (a stuck check's look) by either side's rules:
    never stuck while a card fits a pile of either side."""
    r = b.rules
    if not r.extra[_SIDES]:
        return b.__class__._any_fits(b, cards, takes)
    v = _made(r)
    try:
        for w in (v[5], v[6]):
            _put(r, w)
            if b.__class__._any_fits(b, cards, takes):
                return True
    finally:
        _put(r, v[5])
    return False


def lines(r, tableau):
    """Gets the rules screen's tableau sentences, each side's by ``text.py``'s
    ``tableau(rules)``, then how a run crosses."""
    n = r.extra[_SIDES] & 15
    k = r.tab - n
    w = _made(r)
    out = []
    for name, v in (("left", _variant(r, w[5], r.deal[:k], r.down[:k])), ("right", _variant(r, w[6], r.deal[k:], r.down[k:]))):
        for s in tableau(v):
            out.append(s.replace("Tableau:", "Left tableau:" if name == "left" else "Right tableau, after it:").replace("On the tableau", "On the " + name))
    room = "; a run's room counts the spaces of its own side alone" if _SUPER in (w[5][2], w[6][2]) else ""
    if w[5][2] == w[6][2] == R.ONE:
        out.append("A card crosses to the other side onto a card it fits there.")
    else:
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
