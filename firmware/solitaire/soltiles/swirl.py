"""Solitaire Tiles' moves only an active Swirl allows (the rules are in
``engine.py``'s docstring): a foundation's top tile back onto a sequence,
and two naturals of one rank and colour in two sequences swapped; their
checks, their listing and the making of them; and whether a draw retires
the Swirl (``legal.draw_count``, ``Tiles._draw``). ``legal.py`` loads it
(``swirl_rules``) in a tick once a Swirl is active (``play.Play.tick``), or
at the first check, listing or move that asks, and lets it go in a tick once
none is: kept in ``legal.py`` and ``engine.py``, its code was heap every run
held, and a Swirl is active for a few moves of a game (docs/heap.md, h2).
"""

from micropython import const

from solitaire.cards import legal as card_rules
from solitaire.cards.board import Board
from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards.piles import encode

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_FACE_UP = const(0x80)
_F_WILD = const(64)  # (engine's)
_K_TAB = const(5)
_NO_PLACE = const(0xFF)
_SWAP = const(0x60)
_WASTE = const(1)
# legal.py's answers (lines of why.py)
_ONE_TILE = const(6)
_ONTO_SEQUENCE = const(7)
_NO_SPACE = const(8)
_NO_FIT = const(10)
_KING_ONLY = const(11)
_SWAP_WHERE = const(32)
_NOT_BOTH = const(33)
_SWAP_WHAT = const(34)


def back_check(b, src, dst, n, k):
    """Checks foundation ``src``'s top tile (of ``k``) going back onto
    sequence ``dst`` (a Swirl is active): gets an answer's line, or None."""
    if n != 1 or not k:
        return _ONE_TILE
    if b.kind[dst] != _K_TAB:
        return _ONTO_SEQUENCE
    if not b.size[dst] and b.wild_at(src, k - 1) >= 0:
        return _NO_SPACE
    c = b.piles[src][k - 1]
    if b.size[dst]:
        onto = b.top(dst)
        if onto & 15 != 15 and card_rules.follows(onto, c, 0, 2, False):
            return None
        return _NO_FIT
    return None if c & 15 == 13 else _KING_ONLY


def swap_check(b, pa, pb, rank):
    """Checks a swap of the naturals of ``rank`` in sequences ``pa`` and
    ``pb`` (a Swirl is active): gets an answer's line, or None."""
    if pa >= b.npiles or pb >= b.npiles or b.kind[pa] != _K_TAB or b.kind[pb] != _K_TAB or pa == pb:
        return _SWAP_WHERE
    i = rank_in(b, pa, rank)
    j = rank_in(b, pb, rank)
    if i < 0 or j < 0:
        return _NOT_BOTH
    ca = b.piles[pa][i]
    cb = b.piles[pb][j]
    if rank != 15 and (ca & 0x60 == 0x60 or cb & 0x60 == 0x60) or SUIT_COLOUR[(ca & 0x70) >> 4] != SUIT_COLOUR[(cb & 0x70) >> 4]:
        return _SWAP_WHAT  # (a Wild standing in swaps with nothing)
    return None


def retires(b, replace_check):
    """Checks if a draw now retires the active Swirl: the play pile's top
    can't be played (claimed, built, sent up, or put in a Wild's place:
    ``replace_check``, ``legal.py``'s, which loads this module and is not
    imported by it)."""
    if not b.size[_WASTE]:
        return True
    c = b.top(_WASTE)
    if c & 15 == 15:  # (a special: claimed, if a place is free)
        return b.free_place(b.seat()) < 0
    if card_rules.legal_moves(b, _WASTE, False, 1):
        return False
    for d in range(b.f0, b.npiles):
        if replace_check(b, _WASTE, d) is None:
            return False
    return True


def rank_in(b, p, rank):
    """Gets the index of the face-up tile of ``rank`` in pile ``p``, or -1
    (a sequence holds each rank once)."""
    pile = b.piles[p]
    for i in range(b.size[p] - 1, -1, -1):
        c = pile[i]
        if not c & _FACE_UP:
            break
        if c & 15 == rank:
            return i
    return -1


def back_moves(b, out, s, c):
    """Adds foundation ``s``'s top tile ``c`` back onto each sequence that
    takes it to ``out``."""
    size = b.size
    piles = b.piles
    for d in range(b.t0, b.npiles):
        if (piles[d][size[d] - 1] & 15 if size[d] else 14) == (c & 15) + 1:  # (the rank first: a King on a space, else one below the top; cheap)
            if b.check(encode(s, d, 1), -1, False) is None:
                out.append(encode(s, d, 1))


def swaps(b, out, s, nats):
    """Adds sequence ``s``'s swaps to ``out``. ``nats``: each sequence's
    naturals (``naturals``), or None: made here. Gets them."""
    t0, n = b.t0, b.npiles
    if nats is None:
        nats = [naturals(b, d) for d in range(t0, n)]
    mine = nats[s - t0]
    for d in range(t0, n):
        both = mine & nats[d - t0] if d != s and mine else 0
        bit = 0
        while both:  # (most pairs share nothing: no bit to walk)
            if both & 1:
                out.append(encode(s, d, _SWAP | bit & 15))
            both >>= 1
            bit += 1
    return nats


def naturals(b, p):
    """Gets the naturals face up in tableau pile ``p`` as bits: colour * 16
    + rank (a sequence holds a rank once)."""
    bits = 0
    pile = b.piles[p]
    for i in range(b.size[p] - 1, -1, -1):
        c = pile[i]
        if not c & _FACE_UP:
            break
        if c & 0x60 != 0x60 and c & 15 != 15:  # (no Wild standing in, no special)
            bits |= 1 << (SUIT_COLOUR[(c & 0x70) >> 4] << 4 | c & 15)
    return bits


def swap(b, pa, pb, rank):
    """Swaps the naturals of ``rank`` in sequences ``pa`` and ``pb`` (its
    own undo too)."""
    i = rank_in(b, pa, rank)
    j = rank_in(b, pb, rank)
    a = b.piles[pa]
    c = b.piles[pb]
    a[i], c[j] = c[j], a[i]


def back(b, m, auto):
    """Makes move ``m``, foundation ``src``'s top tile back onto a
    sequence: a Wild up top stands in on the sequence again."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    k = b.size[src]
    w = b.wild_at(src, k - 1)
    c = b.piles[src][k - 1]
    Board.apply(b, m, auto)
    if w >= 0:
        b.wild_up[w] = _NO_PLACE
        b.piles[dst][b.size[dst] - 1] = c & 15 | (0x60 if w == 0 else 0x70) | _FACE_UP
        b.hist[b.nmoves * 4 - 1] |= _F_WILD | (c & 0x30) >> 1  # (its suit up top, in bits 3-4)
