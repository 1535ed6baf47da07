"""Solitaire Tiles' undo: a move taken back (``Tiles.undo``), and two
players' turn state as it was (``turns.log`` kept it). Loaded as a Play
for one player is made (``play.Play.__init__``: with the family's code, as
the engine held it before) and dropped as two players are dealt
(``play.Play.start``); their first undo loads it again (``Tiles.undo``). So
the two-player game's first moves (its computer seat's first tick) and a
resume's rebuild of it hold none of its code (docs/heap.md, tsol46).
"""

from micropython import const

from solitaire.cards.board import Board
from solitaire.soltiles import legal

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_BLACK_WILD = const(0x7F)
_BONUS = const(4)
_END = const(0xFE)
_FACE_UP = const(0x80)
_F_DREW = const(32)
_F_FLIP = const(1)
_F_FRESH = const(8)
_F_RETIRE = const(16)
_F_WILD = const(64)
_KNOCK = const(0xFD)
_K_FOUND = const(2)
_LOG = const(3)
_NO_PLACE = const(0xFF)
_PASSES = const(2)
_RED_WILD = const(0x6F)
_REPLACE = const(0x40)
_STOCK = const(0)
_SWAP = const(0x60)
_SWIRL_SEAT = const(3)
_TFLAGS = const(1)
_TURN = const(0)
_WASTE = const(1)
_WILD_UP = const(0x50)
_CREDIT = const(5)


def undo(b):
    """Takes back engine ``b``'s last move (there is one)."""
    _undo(b)
    if b.two:
        _restore(b)


def _undo(b):
    i = b.nmoves * 4 - 4
    hist = b.hist
    src = hist[i]
    dst = hist[i + 1]
    n = hist[i + 2]
    flags = hist[i + 3]
    h = b.hand0
    if dst == _END:
        b.over = 0
    elif dst == _KNOCK:
        pass
    elif n >= _SWAP:
        legal.swirl_rules().swap(b, src, dst, n & 15)  # (a swap is its own undo)
    elif n >= _WILD_UP:
        b.pop(dst)
        red = n + 1 & 2  # (the suit in bits 0-1: diamonds and hearts are red, card.SUIT_COLOUR)
        b.wild_up[0 if red else 1] = _NO_PLACE
        b.push(src, (_RED_WILD if red else _BLACK_WILD) | _FACE_UP)
        _back_to_hand(b, src, flags)
    elif n == _REPLACE:
        _unreplace(b, src, dst, flags)
    elif src == _STOCK and dst == _WASTE:
        _undraw(b, n, flags)
    elif h <= src < h + 4:
        if flags & _F_DREW:
            _undraw(b, 1, flags)
        c = b.pop(dst)
        if dst != b.swirl:
            c = c | 15  # the Wild itself
        b.push(src, c)
        _back_to_hand(b, src, flags)
    else:
        if h <= dst < h + 4:
            b.fresh &= ~(1 << (dst - h))
        elif flags & _F_WILD:
            k = b.size[dst]
            pile = b.piles[dst]
            c = pile[k - 1]
            if b.kind[src] == _K_FOUND:  # a Wild back down: up top again
                pile[k - 1] = c & 15 | (flags & 0x18) << 1 | _FACE_UP
                b.wild_up[0 if c & 0x70 == 0x60 else 1] = (src - b.f0) << 4 | b.size[src]
            else:  # a Wild that went up: standing in again
                w = b.wild_at(dst, k - 1)
                pile[k - 1] = c & 15 | (0x60 if w == 0 else 0x70) | _FACE_UP
                b.wild_up[w] = _NO_PLACE
        Board.undo(b)
        return
    b.nmoves -= 1


def _back_to_hand(b, p, flags):
    if flags & _F_FRESH:
        b.fresh |= 1 << (p - b.hand0)


def _undraw(b, n, flags):
    for _ in range(n):
        b.push(_STOCK, b.pop(_WASTE) & 0x7F)
    if flags & _F_RETIRE:
        b.push(b.swirl, b.pop(b.out))
    b.fresh = flags & 15


def _unreplace(b, src, dst, flags):
    w = 0 if b.pop(b.out) & 0x7F == _RED_WILD else 1
    kd = b.size[dst] - 1
    c = b.piles[dst][kd]
    if b.kind[dst] == _K_FOUND:
        b.wild_up[w] = (dst - b.f0) << 4 | kd
    else:
        b.piles[dst][kd] = c & 15 | (0x60 if w == 0 else 0x70) | _FACE_UP
    if flags & _F_FLIP:
        b.piles[src][b.size[src] - 1] &= 0x7F
    b.push(src, c)


def _restore(b):
    """Puts back two players' turn state as it was before the move just undone (``turns.log``)."""
    i = b.nmoves * _LOG
    st = b.st
    t = b.tlog
    st[_TURN] = t[i] & 1
    st[_TFLAGS] = t[i] >> 1 & 7
    st[_PASSES] = t[i] >> 4
    b.over = t[i + 1] >> 7
    b.fresh = t[i + 1] & 15
    st[_SWIRL_SEAT] = t[i + 1] >> 4 & 1
    st[_BONUS] = (t[i + 1] >> 5 & 3) - 1 & 0xFF
    v = t[i + 2]
    if v != 0xFF:  # the credit bit the move set: as it was
        j = _CREDIT + 2 * (v >> 5) + (v >> 4 & 1)
        bit = 1 << (v >> 1 & 7)
        st[j] = st[j] | bit if v & 1 else st[j] & ~bit
