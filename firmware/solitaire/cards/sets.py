"""Beehive's foundations, for the record whose ``found_dir`` is 18 (with
``found_takes`` "suite"); the engine imports this module only then.

The seed: "There is one foundation pile for each rank from ace to king.
Completed groups of four cards of equal rank may be played to the
appropriate pile." The engine's whole suits (``found_takes`` "suite",
Spider's: a set goes up by itself, ``after.forced_move``) with a set of a
rank's four cards, face up together on top of one tableau pile (the tableau
builds on its own rank: tab_dir 16, order.py), in place of a suit's
thirteen. Each pile takes one rank's set: the first empty one takes it, as
thirteen piles for thirteen ranks are all alike.

Nothing of it is in the modules every card game loads: ``Board.deal``
imports this module for such a record (by the name ``sets``, a field's,
so no new name in every run: ``ranksets``, a string, cost Klondike 2 KB), and its import binds its own over
the engine's functions that whole suits go through (``_found_check`` in
``legal.py``, ``Board.legal_moves``, and ``auto.py``'s ``foundation_move``,
``forced_move`` and ``can_finish``), each doing the engine's own for any
other record (a line in ``legal.py`` cost Puss in the Corner's session
1,984 bytes of heap in every form tried: docs/heap.md).
"""

from solitaire.cards import after, auto, legal
from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_TAB, encode

Board = __import__("solitaire.cards.board", None, None, ("Board",)).Board  # (the module that imports this one, from its deal: by name, not an import statement's circle)

SET = 4  # the cards of a rank in the deck (one deck of four suits)


def check(b, src, dst, n):
    """Gets why ``n`` cards of pile ``src`` may not go onto foundation ``dst``, else None."""
    k = b.size[src]
    if b.kind[src] != K_TAB or n != SET or k < SET:
        return "Only a rank's four cards go up"
    if b.size[dst]:
        return "That foundation is full"
    pile = b.piles[src]
    rank = pile[k - 1] & 15
    for i in range(k - SET, k):
        if not pile[i] & FACE_UP or pile[i] & 15 != rank:
            return "Only a rank's four cards go up"
    return None


def words(r):
    """Gets the rules screen's line on the foundations."""
    return "Foundations: thirteen, one a rank. Only a rank's four cards go up, together off the top of a tableau pile, and they go up by themselves."


# the engine's own, for every other record
_found_check = legal._found_check
_legal_moves = Board.legal_moves
_foundation_move = auto.foundation_move
_forced_move = after.forced_move
_can_finish = auto.can_finish


def _found(b, src, dst, n, why):
    return check(b, src, dst, n) if b.rules.found_dir == 18 else _found_check(b, src, dst, n, why)


def _moves(b, src=-1, stock=True, limit=0, takes=None):
    """``legal_moves`` with a set's move up first among its pile's moves,
    where the engine's would list a whole suit's."""
    sets = []
    for s in (range(b.t0, b.npiles) if src < 0 else (src,)) if b.rules.found_dir == 18 else ():
        if b.kind[s] == K_TAB and b.size[s] >= SET:
            for d in range(b.f0, b.c0):
                if not b.size[d]:  # (empty foundations are all alike)
                    m = encode(s, d, SET)
                    if legal.check(b, m, -1, False) is None:
                        sets.append(m)
                    break
    if not sets:  # (the engine's list, its ``limit`` cutting the look short)
        return _legal_moves(b, src, stock, limit, takes)
    out = _legal_moves(b, src, stock, 0, takes)
    for m in sets:
        i = 0
        while i < len(out) and not m & 0xFF <= out[i] & 0xFF < b.npiles:  # (before its pile's first move)
            i += 1
        out.insert(i, m)
    return out[:limit] if limit else out


def _up(b, src, takes=None):
    """``auto.foundation_move``: a set goes up where a whole suit would."""
    if b.rules.found_dir != 18:
        return _foundation_move(b, src, takes)
    if b.kind[src] != K_TAB or b.size[src] < SET:
        return None
    for d in range(b.f0, b.c0):
        if not b.size[d]:
            m = encode(src, d, SET)
            return m if b.check(m, -1, False) is None else None
    return None


def _forced(b):
    """``after.forced_move``: a whole set goes up by itself (a tableau pile
    of one rank never holds more than its four cards)."""
    m = _forced_move(b)
    if m is not None or b.rules.found_dir != 18:
        return m
    for p in range(b.t0, b.npiles):
        if b.size[p] >= SET:
            m = _up(b, p)
            if m is not None:
                return m
    return None


def _finish(b):
    """``auto.can_finish``: never Beehive's (its sets go up by themselves
    once whole, and piles of one rank are not whole sets)."""
    return b.rules.found_dir != 18 and _can_finish(b)


legal._found_check = _found
Board.legal_moves = _moves
auto.foundation_move = _up
after.forced_move = _forced
auto.can_finish = _finish
