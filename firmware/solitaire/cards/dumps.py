"""The tableau's dumps (Rules.extra's ``dump``, place 22): waste piles
the stock's card goes onto whatever lies there (1, Strategy's; 2, a pile's
top card into a space too, Father's), any top card onto any other pile (3,
Ninety-One), the piles' top cards onto the waste's by the tableau's rule
(4, Alhambra): ``legal_moves``' listing of their moves. Loaded as such a
game opens (``Board.redeal``), so a run of any other game holds none of it
(Solitaire Tiles': docs/heap.md, tsplit46)."""

from micropython import const

from solitaire.cards.legal import check

_FACE_UP = const(0x80)
_WASTE = const(1)
_K_WASTE = const(1)
_K_TAB = const(5)
_DUMP = const(22)
_ONTO_WASTE = const(4)  # a dump value: the tableau piles' top cards go up or onto the waste's top card, by the tableau's build rule (Alhambra)


def moves(b, s, out):
    """Adds to ``out`` the dumps' moves from pile ``s``, not empty."""
    dump = b.rules.extra[_DUMP]
    ks = b.kind[s]
    size = b.size
    if dump == 3 or 0 < dump < 3 and ks == _K_WASTE and b.piles[s][size[s] - 1] & _FACE_UP:  # (3: any top card onto any other pile, Ninety-One; the stock's card face down while Puss in the Corner's waste piles are gathered, puss.py)
        out.extend([s | d << 8 | 1 << 16 for d in range(b.t0, b.npiles) if d != s])
    elif dump == 2 and ks == _K_TAB:  # (a pile's top card into a space: Father)
        out.extend([s | d << 8 | 1 << 16 for d in range(b.t0, b.npiles) if not size[d]])
    elif dump == _ONTO_WASTE and ks == _K_TAB and check(b, s | _WASTE << 8 | 1 << 16, -1, False) is None:  # (onto the waste's card: Alhambra)
        out.append(s | _WASTE << 8 | 1 << 16)
