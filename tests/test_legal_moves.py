"""legal_moves() takes short cuts for speed; check() is the rule. For many
positions of every game the two must agree exactly."""

import random

import pytest

from solitaire.cards.board import ALL, K_CELL, K_FOUND, K_RESERVE, K_WASTE, STOCK, WASTE, Board, encode
from solitaire.cards import fgroups
from solitaire.cards import after as cafter
from solitaire.cards.games import GAMES


def brute_force(b):
    """Gets every legal move by asking check() about every encoding, keeping
    only the first of equal empty foundations or cells, as legal_moves does."""
    # (some 7,500 questions a position, 6 million in make test: the board's
    # check() called as the plain function it is, and each move encoded
    # inline as ``encode`` does, cost a third less than b.check(encode(...)))
    check = type(b).check if "check" not in vars(b) else lambda _, m: b.check(m)  # (two tableaux bind their check over the board's: sides.attach)
    out = set()
    dsts = list(range(b.npiles)) + [ALL]
    for s in range(b.npiles):
        counts = range(1, max(b.size[s], 16) + 1)  # (no move takes more than its source holds)
        for d in dsts:
            sd = s | d << 8
            for n in counts:
                m = sd | n << 16
                if check(b, m) is None:
                    out.add(m)
    redeal = encode(ALL, ALL, 0)  # (the tableau gathered and dealt again: La Belle Lucie's)
    if b.check(redeal) is None:
        out.add(redeal)
    dedup = set()
    for m in out:
        s, d, n = m & 0xFF, (m >> 8) & 0xFF, m >> 16
        if s == STOCK and d != ALL and b.rules.autofill == 9 and b.kind[d] != K_WASTE and not b.size[d]:
            continue  # (Grandfather's own fill of a space from the stock turned over: check allows it, a saved game replaying it; the game makes it, after.forced_move, not the player)
        k = b.kind[d] if d != ALL else -1
        if k in (K_FOUND, K_CELL) and not b.size[d] or k == K_RESERVE and b.rules.extra[40] and not b.size[d]:  # (40: reserve_takes, empty reserve piles alike: intake.py)
            lo = b.f0 if k == K_FOUND else b.c0 if k == K_CELL else b.r0
            g = b.c0 - b.rules.extra[24]  # (a second foundation group's empty piles are another kind: fgroups.py)
            if k == K_FOUND and b.rules.extra[7] & 1 and d - b.f0 >= b.rules.found // 2:
                lo = b.f0 + b.rules.found // 2  # (Tournament's halves: alike within each)
            elif k == K_FOUND and d >= g:
                lo = g
            elif k == K_FOUND and b.rules.extra[44]:
                lo = fgroups.rule(b, d)[5]  # (a third group, fg_third, and a fourth: alike within each, fgroups.py)
            if k == K_FOUND and 4 <= b.rules.found_dir < 16:
                lo = d  # (a rule a pile, fgroups.py: no two empty piles alike, Colors' 2 and 3; 16, by twos, two groups of alike piles: fgroups.py)
                if b.rules.found_dir == 15 and d < b.c0 - 1:
                    lo = b.f0  # (King's Audience's four suit piles: any takes an Ace with its Jack, alike as legal_moves has them; the chamber apart: audience.py)
            firsts = [p for p in range(lo, d) if b.kind[p] == k and not b.size[p] and p != s]
            if firsts:
                continue
        dedup.add(m)
    return dedup


@pytest.mark.parametrize("game", list(GAMES), ids=[g.id for g in GAMES])
def test_legal_moves_agrees_with_check(game, sweep):
    rnd = random.Random(7)
    for opt in range(len(game.options[0][1]) if game.options else 1):
        options = bytes([opt] + [0] * (len(game.options) - 1)) if game.options else None
        b = Board(game, rnd.randrange(1, 10000), options)
        # (the first six at length; the catalogue a shorter walk each, in
        # make test shorter still: conftest.py's sweep)
        for _ in range(120 if GAMES.index(game.id) < 6 else 40 if sweep else 10):
            fast = b.legal_moves()
            assert len(fast) == len(set(fast))
            assert set(fast) == brute_force(b)
            # (stock=False leaves out the stock's moves: dealing, turning the waste, a redeal)
            assert (not b.legal_moves(stock=False, limit=1)) == (not [m for m in fast if not stocks(m)])
            if not fast:
                break
            play(b, rnd.choice(fast))


def play(b, m):
    """Makes move ``m`` and then the game's own moves after it, as the
    console does (``Play.after_move``): Big Ben's fill, King's Audience's
    partner. A position between a player's move and the game's own is one
    no player meets."""
    b.apply(m)
    m = cafter.forced_move(b)
    while m is not None:
        b.apply(m, True)
        m = cafter.forced_move(b)


def stocks(m):
    """Checks if ``m`` is one of the stock's moves: a deal, turning the
    waste over, a redeal (what ``legal_moves(stock=False)`` leaves out)."""
    return (m & 0xFF) in (STOCK, ALL) or (m & 0xFF) == WASTE and (m >> 8) & 0xFF == STOCK


def stuck_by_dealing(b, moves):
    """The slow, sure way: deal and turn the stock through everything it can
    bring up, looking for any other move in the whole list of legal moves
    (``moves``, the position's: the walk's own), then undo it all."""
    if b.won():
        return False
    made = 0
    found = False
    while made < 400:
        if made:
            moves = b.legal_moves()
        if not all(stocks(m) for m in moves):
            found = True
            break
        step = [m for m in moves if (m & 0xFF) in (STOCK, WASTE)]
        if any((m & 0xFF) == ALL for m in moves):
            found = True  # a redeal (La Belle Lucie's) changes the game: not stuck while one is left
            break
        if not step or (b.rules.stock == 2):
            found = found or bool(step)
            break
        b.apply(step[0])
        made += 1
    for _ in range(made):
        b.undo()
    return not found


@pytest.mark.parametrize("game", list(GAMES), ids=[g.id for g in GAMES])
def test_stuck_agrees_with_dealing_through_the_stock(game, sweep):
    rnd = random.Random(11)
    seen_stuck = 0
    # (24 deals of the first six games; of the catalogue's, 24 in make
    # sweep and 4 in make test: conftest.py's sweep)
    for deal in range(1, 25 if sweep or GAMES.index(game.id) < 6 else 5):
        opts = game.default_options()
        if game.options:
            opts[0] = rnd.randrange(len(game.options[0][1]))
        if len(game.options) > 1:
            opts[1] = rnd.randrange(len(game.options[1][1]))
        b = Board(game, deal, opts)
        for _ in range(150):
            ms = b.legal_moves()  # (the oracle's first look, and the walk's next move)
            want = stuck_by_dealing(b, ms)
            assert b.stuck() == want, (game.id, deal, b.nmoves)
            if want:
                seen_stuck += 1
                break
            if not ms:  # (won: Fan's random play can win)
                assert b.won()
                break
            play(b, rnd.choice(ms))
    print(game.id, "stuck positions seen:", seen_stuck)
