"""The firmware core on a real MicroPython (1.27, under wasmtime) with a capped
heap: the same keys give the same game, byte for byte, as on CPython."""

import functools

import pytest

from sim import mpy
from sim.autoplay import play_moves
from sim.sessions import solver_moves
from solitaire.console.app import App
from solitaire.cards.board import Board
from solitaire.cards.games import GAMES, find
from solitaire.console.screen import Screen
from solitaire.console import screens as SC

HEAP_KB = 96  # from .mpy: the cap the benchmarks hold every game to
RUN_GAMES = 160  # games a MicroPython run deals (dealt_under_micropython)
PY_HEAP_KB = 126  # from .py source, compiled on the device: a Pico W's free heap


def freecell_win_keys(deal):
    moves = solver_moves(deal)
    app = App(Screen(), GAMES)
    app.start(1, deal)
    events = []
    play_moves(app, moves, on_key=events.append, on_tick=lambda t: events.append(255))
    return events, app


SCRIPT = """
import gc
# From .py the device compiles each module as it is imported. In this WASI
# build a collection inside a nested call can crash (see sim/budget.py), so
# the modules are imported one at a time, bottom up, with a collection at
# module level after each: the compiler's leftovers are gone before the next
# module is compiled, as the device's own collector would clear them.
for name in ("cards.card", "cards.rules", "prng", "cards.legal", "cards.board", "cards.auto", "console.tiles", "console.screen", "console.ticks", "cards.games", "console.app"):
    __import__("solitaire." + name)
    gc.collect()
from solitaire.cards.games import GAMES
from solitaire.console.screen import Screen
from solitaire.console.app import App
# The game's own run, as the device makes it: a game chosen in the menu
# restarts the firmware into a fresh heap, which holds the game and never
# the menu's leavings too (App.show_menu), so no menu is made here.
app = App(Screen(), GAMES, False)
app.start(%(gi)d, %(deal)d)
peak = 0
now = 0
for k in %(keys)r:
    if k == 255:  # the clock runs: an auto-finish step
        now += 100
        app.tick(now)
    else:
        app.key(k, now)
    gc.collect()
    used = gc.mem_alloc()
    if used > peak:
        peak = used
print("state", app.state, "won", app.board.won(), "moves", app.board.nmoves)
print("key", app.board.key().hex())
print("tab", bytes(app.screen.tab).hex())
print("peak", peak)
"""


@pytest.mark.parametrize("as_mpy", [False, True], ids=["py", "mpy"])
def test_freecell_won_through_the_ui_keys_under_micropython(as_mpy):
    keys, app = freecell_win_keys(1)
    assert app.state == SC.WIN
    script = SCRIPT % {"gi": 1, "deal": 1, "keys": bytes(keys)}
    res = mpy.run_firmware(script, heap_kb=HEAP_KB if as_mpy else PY_HEAP_KB, mpy=as_mpy)
    lines = dict(line.split(" ", 1) for line in res.stdout.strip().splitlines())
    assert lines["state"] == "%d won True moves %d" % (SC.WIN, app.board.nmoves)
    assert lines["key"] == app.board.key().hex()
    assert lines["tab"] == bytes(app.screen.tab).hex()
    print("freecell #1 under MicroPython (%s): peak %s bytes, %d keys, fuel %d" % ("mpy" if as_mpy else "py", lines["peak"], len(keys), res.fuel_used))


DEALS = """
import gc
from solitaire.cards.games import find
from solitaire.cards.board import Board
for gid in %r.split():
    try:
        for deal in (1, 2, 1000):
            print(gid, Board(find(gid), deal).key().hex())
    except Exception as e:
        print(gid, "failed:", repr(e))
    gc.collect()
"""


@functools.lru_cache(maxsize=None)
def dealt_under_micropython():
    """Every game's deals 1, 2 and 1000 as MicroPython deals them, a run a
    RUN_GAMES games a worker, collected after each game: {game id: [the
    boards' keys]}. (A run a game started the interpreter and imported the
    engine once a game, 393 times; one run for all 460 games piled up the
    rarer rules' modules each game loads until Quadruple Klondike found no
    4,160 bytes in one piece at 96 KB, a heap no device session holds.) The
    GC-safe build: a collection inside a call, when the heap fills, trapped
    the plain one in the long run (sim/mpy.py)."""
    ids = [g.id for g in GAMES]
    out = {"(the run)": "ok"}
    for i in range(0, len(ids), RUN_GAMES):
        res = mpy.run_firmware(DEALS % " ".join(ids[i : i + RUN_GAMES]), heap_kb=HEAP_KB, mpy=True, gc_safe=True, check=False,
                               count_fuel=False, timeout_s=600)  # (no figure here is fuel; a loaded machine's wall clock)
        if res.stderr.strip() or res.trap:  # (a failed run is kept too: not run again a game)
            out["(the run)"] = (res.stderr.strip().splitlines() or [res.trap])[-1]
        for line in res.stdout.splitlines():
            gid, rest = line.split(" ", 1)
            out.setdefault(gid, []).append(rest)
    return out


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_every_game_deals_the_same_bytes_under_micropython(game_id):
    g = find(game_id)
    want = [Board(g, deal).key().hex() for deal in (1, 2, 1000)]
    dealt = dealt_under_micropython()
    assert dealt.get(game_id) == want, dealt["(the run)"]


def test_idle_main_loop_does_not_allocate_under_micropython():
    """The work the device's loop does between key presses (button polling,
    timers) allocates nothing, so the loop never triggers a collection.
    (Measured after the first pause, whose one-off checks may allocate.)"""
    script = """
import gc
from solitaire.cards.games import GAMES
from solitaire.console.screen import Screen
from solitaire.console.buttons import Buttons
from solitaire.console.app import App
app = App(Screen(), GAMES)
app.start(0, 1)
app.say("hello")
buttons = Buttons()
buttons.event(2, True, 0)  # left held: it repeats
def loop(start, end):  # as in device.run(): locals, not module globals
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    keys = 0
    for now in range(start, end, 5):
        k = buttons.poll(now)
        if k >= 0:
            keys += 1
        app.tick(now)
    return gc.mem_alloc() - before, keys
loop(0, 1000)  # the first idle pause looks for a stuck game (once)
print("%d %d" % loop(1000, 4000))
"""
    res = mpy.run_firmware(script, heap_kb=HEAP_KB, mpy=True)
    grew, keys = res.stdout.split()
    assert int(keys) > 10  # the held button repeated
    assert int(grew) == 0
