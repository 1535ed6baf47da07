"""The stock's rarer row deals; only a game whose ``row_to`` place is set
loads this module. The stock's ``STOCK -> ALL`` move deals its ``n`` cards,
face up, onto each non-empty tableau pile in turn (Grounds for Divorce: the
spaces get none; with every pile empty, onto every pile), or ``draw`` cards
onto each reserve pile in turn (Agnes Bernauer: one; Kingsdown Eights:
four, all onto the first pile, then the next), or ``draw`` cards onto the
first tableau pile (Six By Six: one); or ``draw`` cards onto each reserve
pile until the stock is too short for that, its last cards then one onto
each tableau pile (Algerian). A short stock deals what it has to the first
piles. Undo finds the piles again: the deal leaves the
non-empty piles the same ones."""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import STOCK

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_ROW_TO = const(20)  # 1: onto each non-empty tableau pile; 2: ``draw`` cards onto each reserve pile; 3: ``draw`` cards onto the first tableau pile; 5: as 2, the last deal onto the tableau
_RESERVES_LAST_TAB = const(5)  # row_to: ``draw`` cards onto each reserve pile, and a stock too short for that deals one card onto each tableau pile (Algerian)


def _last(b, n):
    """Checks if a deal of ``n`` cards (or a stock of ``n``) is row_to 5's
    last, onto the tableau: fewer than a deal onto the reserve piles."""
    return b.rules.extra[_ROW_TO] == _RESERVES_LAST_TAB and n < (b.t0 - b.r0) * b.rules.draw


def count(b, k):
    """Gets how many cards a deal deals, ``k`` in the stock."""
    r = b.rules
    if _last(b, k):
        return min(r.tab, k)
    if r.extra[_ROW_TO] == 2 or r.extra[_ROW_TO] == _RESERVES_LAST_TAB:
        return min((b.t0 - b.r0) * r.draw, k)
    if r.extra[_ROW_TO] == 3:
        return min(r.draw, k)
    n = 0
    for p in range(b.t0, b.npiles):
        if b.size[p]:
            n += 1
    return min(n or r.tab, k)


def apply(b, n):
    """Deals ``n`` cards from the stock (``count``'s)."""
    r = b.rules
    if _last(b, n):  # (one onto each tableau pile, the spaces too)
        for i in range(n):
            b.push(b.t0 + i, b.pop(STOCK) | FACE_UP)
        return
    if r.extra[_ROW_TO] == 2 or r.extra[_ROW_TO] == _RESERVES_LAST_TAB:
        for i in range(n):
            b.push(b.r0 + i // r.draw, b.pop(STOCK) | FACE_UP)
        return
    if r.extra[_ROW_TO] == 3:
        for _ in range(n):
            b.push(b.t0, b.pop(STOCK) | FACE_UP)
        return
    full = any(b.size[b.t0 : b.npiles])  # (else onto every pile)
    p = b.t0
    for _ in range(n):
        while full and not b.size[p]:
            p += 1
        b.push(p, b.pop(STOCK) | FACE_UP)
        p += 1


def undo(b, n):
    """Takes a deal of ``n`` cards back into the stock, face down."""
    r = b.rules
    if _last(b, n):
        for i in range(n - 1, -1, -1):
            b.push(STOCK, b.pop(b.t0 + i) & 0x7F)
        return
    if r.extra[_ROW_TO] == 2 or r.extra[_ROW_TO] == _RESERVES_LAST_TAB:
        for i in range(n - 1, -1, -1):
            b.push(STOCK, b.pop(b.r0 + i // r.draw) & 0x7F)
        return
    if r.extra[_ROW_TO] == 3:
        for _ in range(n):
            b.push(STOCK, b.pop(b.t0) & 0x7F)
        return
    got = [p for p in range(b.t0, b.npiles) if b.size[p]][:n]
    for i in range(n - 1, -1, -1):
        b.push(STOCK, b.pop(got[i]) & 0x7F)
