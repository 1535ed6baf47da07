"""The I2C limits of test_budgets (a cursor move at most 256 bytes, 128 on
the small faces of ten piles or more; a card move at most 768; a scroll or
a redeal, every pile laid out again, at most the whole frame) held for every
card game, not only the sessions' games: each game's short walk
(``sessions.i2c_walk``: the cursor over both rows, the hint's first moves)
through code.py on the virtual panel (``bench.panel_run``), some 2 s a game.

make test walks a sample (the flagships and the games a tour found over a
limit); make sweep walks every card game (conftest.py's sweep). What
remains over a limit is listed in OVER with its figure and why
(docs/screen.md, "I2C bytes of every card game"): a strict check, so a
figure that changes says so.
"""

import pytest

from sim.fuel import card_games
from sim.sessions import i2c_walk

CURSOR, CURSOR_SMALL, MOVE, FRAME = 256, 128, 768, 1100

# make test's sample: the flagships, the 18-pile games, a redeal's
SAMPLE = ("klondike", "freecell", "spider", "yukon", "canfield", "freefan", "fan", "la_belle_lucie", "seven_by_seven")

# (game, kind): bytes measured over the limit, and why (make sweep,
# 2026-11-29: 383 card games, 678 s on one core; docs/screen.md, "I2C bytes
# of every card game"). The cursor's: the games whose tableau is wider than
# the screen, a cursor step of some 56 bytes of its own and the scroll's
# message ("Piles 1-16 of 18", 1.8 s) ending in the same frames, the
# loupe's line written back over it. (A move whose landing scrolls a wide
# row, Cromwell's 26 piles, every column drawn anew, is a scroll: bench.py.)
OVER = {
    ("colorado", "cursor"): 206,
    ("demon_fan", "cursor"): 206,
    ("freefan", "cursor"): 198,
    ("huge_spider", "cursor"): 206,
    ("lucky_fan", "cursor"): 190,
    ("three_shuffles_and_draw", "cursor"): 206,
    ("unusual", "cursor"): 206,
}


def _limits(small):
    return {"cursor": CURSOR_SMALL if small else CURSOR, "target": MOVE, "move": MOVE, "scroll": FRAME, "redeal": FRAME}


def _games(sweep_all):
    every = card_games()
    return every if sweep_all else [g for g in SAMPLE if g in every]


def pytest_generate_tests(metafunc):
    if "game_id" in metafunc.fixturenames:
        metafunc.parametrize("game_id", _games(metafunc.config.getoption("--sweep")))


def test_every_card_games_cursor_and_moves_within_their_i2c_bytes(game_id):
    import bench

    keys, small = i2c_walk(game_id)
    names, rows = bench.panel_run(keys)
    worst = {}
    for kind, n, _ in rows[2:]:  # (from the third frame on, as bench.i2c_bytes)
        worst[kind] = max(worst.get(kind, 0), n)
    assert worst.get("cursor"), "the walk moved no cursor"
    for kind, limit in _limits(small).items():
        got = worst.get(kind, 0)
        if (game_id, kind) in OVER:
            assert got == OVER[game_id, kind], "%s's %s now %d bytes (OVER says %d)" % (game_id, kind, got, OVER[game_id, kind])
        else:
            assert got <= limit, "%s: a %s sent %d bytes (limit %d)" % (game_id, kind, got, limit)


def test_a_redeal_is_its_own_kind_held_to_the_frame():
    """Seven by Seven's redeal (every pile gathered and dealt again by
    rows) sent 880 bytes, counted as a card move's 768: it is counted as a
    redeal now, held to the whole frame."""
    import bench

    keys, _ = i2c_walk("seven_by_seven")
    _, rows = bench.panel_run(keys)
    redeals = [n for kind, n, _ in rows[2:] if kind == "redeal"]
    moves = [n for kind, n, _ in rows[2:] if kind == "move"]
    assert redeals and max(redeals) > MOVE and max(redeals) <= FRAME
    assert max(moves) <= MOVE
