"""A grid that closes its gaps (``STOCK_GRID``: Monte Carlo): the stock's
deal moves the grid's cards up, towards the first place, in order, and deals
the stock into the places left at its end; and its undo. Loaded only by a
record whose stock is the grid's (the engine imports it then).
"""

from micropython import const

# engine.py's piles (the engine imports this module: it cannot import the
# engine; tests/test_pairs.py holds them equal)
_P_STOCK = const(0)
_L0 = const(3)


def close(b):
    """Closes board ``b``'s gaps and deals the stock into the places left.
    Gets the gaps (a bit a place) and the cards dealt (from bit 25), for
    the undo."""
    piles = b.piles
    size = b.size
    gaps = 0
    k = _L0
    for p in range(_L0, _L0 + b.ncells):
        if size[p]:
            if k != p:
                piles[k][0] = piles[p][0]
                size[k] = 1
                size[p] = 0
            k += 1
        else:
            gaps |= 1 << (p - _L0)
    dealt = 0
    while k < _L0 + b.ncells and size[_P_STOCK]:
        b._put(k, b._take(_P_STOCK))
        k += 1
        dealt += 1
    return gaps | dealt << 25


def reopen(b, aux):
    """Takes back ``close``: the cards dealt back to the stock, and the
    cards left back out to their places, the last first."""
    piles = b.piles
    size = b.size
    n = b.ncells
    k = _L0 + n
    while k > _L0 and not size[k - 1]:
        k -= 1
    for _ in range(aux >> 25):
        k -= 1
        b._put(_P_STOCK, b._take(k))
    for p in range(_L0 + n - 1, _L0 - 1, -1):
        if aux >> (p - _L0) & 1:
            continue
        k -= 1
        if k != p:
            piles[p][0] = piles[k][0]
            size[p] = 1
            size[k] = 0
