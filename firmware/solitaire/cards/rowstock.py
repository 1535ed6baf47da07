"""The row stock's rules (a record's ``stock`` "row": a press deals onto
every tableau pile, Spider's, Scorpion's, Tournament's): the check of its
deal and the deal's count, ``legal.py``'s ``_stock_check`` and
``stock_move`` for these records. Loaded as such a game opens
(``Board.redeal``), so a run of any other game holds none of it (Solitaire
Tiles': docs/heap.md, tsplit46)."""

from micropython import const

from solitaire.cards.piles import encode

_STOCK = const(0)
_ALL = const(255)
_ROW_TO = const(20)  # a place in Rules.extra: where the deal goes (rowdeal.py)


def check(b, dst, n):
    """Gets why the deal ``STOCK -> dst``, ``n`` cards, is illegal (None when
    it is legal), the stock not empty."""
    r = b.rules
    if dst != _ALL:
        return "The stock deals onto every pile"
    if r.deal_needs_full:
        for p in range(b.t0, b.npiles):
            if not b.size[p]:
                return "Fill every space first"
    return None if n == move(b, b.size[_STOCK]) >> 16 else "Deals one card a pile" if r.draw == 1 else "Deals %d a pile" % r.draw  # (``draw``: cards a pile, Tournament's four)


def move(b, k):
    """Gets the deal's move, ``k`` cards in the stock."""
    r = b.rules
    k = __import__("solitaire.cards.rowdeal", None, None, ("count",)).count(b, k) if r.extra[_ROW_TO] else min(r.tab * r.draw, k)  # (row_to: onto the non-empty piles, or the reserves, rowdeal.py)
    return encode(_STOCK, _ALL, k)
