"""legal_moves() takes short cuts for speed; check() is the rule. For many
positions of every game the two must agree exactly."""

import random

import pytest

from solitaire.board import ALL, K_CELL, K_FOUND, STOCK, WASTE, Board, encode
from solitaire.games import GAMES


def brute_force(b):
    """Gets every legal move by asking check() about every encoding, keeping
    only the first of equal empty foundations or cells, as legal_moves does."""
    out = set()
    for s in range(b.npiles):
        for d in list(range(b.npiles)) + [ALL]:
            first_empty = {}
            for n in range(1, 60):
                m = encode(s, d, n)
                if b.check(m) is None:
                    out.add(m)
    dedup = set()
    for m in out:
        s, d, n = m & 0xFF, (m >> 8) & 0xFF, m >> 16
        k = b.kind[d] if d != ALL else -1
        if k in (K_FOUND, K_CELL) and not b.size[d]:
            lo = b.f0 if k == K_FOUND else b.c0
            firsts = [p for p in range(lo, d) if b.kind[p] == k and not b.size[p] and p != s]
            if firsts:
                continue
        dedup.add(m)
    return dedup


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_legal_moves_agrees_with_check(game):
    rnd = random.Random(7)
    for opt in range(len(game.options[0][2]) if game.options else 1):
        options = bytes([opt] + [0] * (len(game.options) - 1)) if game.options else None
        b = Board(game, rnd.randrange(1, 10000), options)
        for _ in range(120):
            fast = b.legal_moves()
            assert len(fast) == len(set(fast))
            assert set(fast) == brute_force(b)
            assert (not b.legal_moves(stock=False, limit=1)) == (not [m for m in fast if (m & 0xFF) != STOCK and not ((m & 0xFF) == WASTE and (m >> 8) & 0xFF == STOCK)])
            if not fast:
                break
            b.apply(rnd.choice(fast))
