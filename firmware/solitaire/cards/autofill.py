"""An emptied tableau or reserve pile filled at once, as a record's
``autofill`` says (Canfield's from the reserve, Tournament's from the
stock, ...), and that fill taken back: ``Board.apply``'s and ``undo``'s for
these records. Loaded as such a game opens (``Board.redeal``), so a run of
any other game (Klondike's, Solitaire Tiles') holds none of it."""

from micropython import const

# numbers of piles.py and card.py used here as consts: no globals entry (tests/test_engine.py holds them equal)
_STOCK = const(0)
_WASTE = const(1)
_K_RESERVE = const(4)
_K_TAB = const(5)
_F_FILL = const(2)
_F_RFLIP = const(4)
_FACE_UP = const(0x80)
_F_STOCK = const(8)  # with F_FILL: the space was filled from the stock (autofill 2 or 3)
_RESERVE_UP = const(6)  # a place in Rules.extra: 2, Eagle Wing's trunk, face down but its last card


def fill(b, src):
    """Fills tableau or reserve pile ``src``, emptied, as the record's autofill says; gets the move's flags for it."""
    a = b.rules.autofill  # 1: from the reserve; 2: the stock; 3: the waste, else the stock; 4: a pool's pile from the stock; 5: the stock, the tableau's last quarter; 7: the stock, else the waste; 11: a reserve pile from the waste, else the stock (rules.py)
    if b.kind[src] != (_K_RESERVE if a == 4 or a == 11 else _K_TAB) or a == 5 and src - b.t0 < b.rules.tab * 3 // 4:  # (5: the last row's alone, British Constitution's)
        return 0
    p = b.r0 if a == 1 else _WASTE if (a == 3 or a == 11 or a == 15) and b.size[_WASTE] or a == 7 and not b.size[_STOCK] else _STOCK
    if not b.size[p]:
        return 0
    for _ in range(min(b.size[p], b.rules.draw if a == 2 else 4 if a == 15 else 1)):  # (Tournament's four; 15, Carousel's four from the waste, else the stock)
        b.push(src, b.pop(p) | _FACE_UP)
    flags = _F_FILL | (_F_STOCK if p == _STOCK else 0)
    k = b.size[p]
    if a == 1 and k and not b.piles[p][k - 1] & _FACE_UP and (k == 1 or b.rules.extra[_RESERVE_UP] != 2):  # (Eagle Wing's trunk: only its last card turns up)
        b.piles[p][k - 1] |= _FACE_UP
        flags |= _F_RFLIP
    return flags


def undo(b, src, flags):
    """Puts back the cards a fill put into pile ``src`` (the move's ``flags`` say from where)."""
    if flags & _F_RFLIP:
        b.piles[b.r0][b.size[b.r0] - 1] &= 0x7F
    p = _STOCK if flags & _F_STOCK else _WASTE if b.rules.autofill in (3, 7, 11, 15) else b.r0  # (back where it came from: the stock's face down)
    while b.size[src]:  # (the cards the space took)
        b.push(p, b.pop(src) & (0x7F if p == _STOCK or p == b.r0 and b.size[b.r0] and b.rules.extra[_RESERVE_UP] == 2 else 0xFF))
