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
# module is compiled, as the device's own collector would clear them. The
# family's Play too: app.start would compile it inside a call, where this
# build can't collect safely (sim/budget.py); there, with the evening
# round's board.py, it found no 2,344 bytes in one piece at 126 KB.
for name in ("cards.card", "cards.rules", "prng", "cards.legal", "cards.board", "cards.auto", "console.tiles", "console.screen", "console.ticks", "cards.games", "console.app", "cards.tableau", "cards.play"):
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


WINS = """
import gc
from solitaire.cards.games import find
from solitaire.cards.board import Board
for gid, deal, opts, hist, every in %r:
    try:
        b = Board(find(gid), deal, opts)
        counts = []
        for i in range(0, len(hist), 4):
            m = hist[i] | hist[i + 1] << 8 | hist[i + 2] << 16
            if i // 4 %% every == 0:
                counts.append(len(b.legal_moves()))
            why = b.check(m)
            if why is not None:
                raise ValueError("move %%d: %%s" %% (i // 4 + 1, why))
            b.apply(m, bool(hist[i + 3]))
        print(gid, b.won(), b.key().hex(), counts)
    except Exception as e:
        print(gid, "failed:", repr(e))
    gc.collect()
"""
WINS_EVERY = 8  # the moves listed at every 8th move of a replay (the listing is the replay's dearest part)
WINS_MOST = 600  # a replay's moves at most: a long win (Triple Minerva's 25,773) is replayed up to there
WINS_RUN = 40  # games a MicroPython run replays
WINS_HEAP_KB = 512


@functools.lru_cache(maxsize=None)
def stored_wins():
    """Every card-engine game's stored win (tests/data/wins, make prove) as
    the device replays a saved game (console/rebuild.py): the history's
    moves, each with the game's-own flag, up to WINS_MOST: [(id, deal,
    options, history bytes)], read once a process."""
    import os

    from host_tools import solve as S
    from solitaire.cards import notation

    out = []
    for g in GAMES:
        path = os.path.join(S.WINS, g.id + ".moves")
        if os.path.exists(path):
            with open(path) as f:
                rules, deal, options, text = S.read_win(f.read())
            b = Board(rules, deal, options)
            notation.parse_moves(b, text)
            out.append((g.id, deal, bytes(b.options), bytes(b.hist[: 4 * min(b.nmoves, WINS_MOST)])))
    return out


@functools.lru_cache(maxsize=None)
def wins_under_micropython():
    """Every stored win replayed under MicroPython, each move checked then
    made as a resumed game's are, the legal moves listed every WINS_EVERY
    moves: {game id: its line}, in runs of RUN_GAMES games."""
    wins = stored_wins()
    out = {"(the run)": "ok"}
    for i in range(0, len(wins), WINS_RUN):
        run = [(gid, deal, opts, hist, WINS_EVERY) for gid, deal, opts, hist in wins[i : i + WINS_RUN]]
        res = mpy.run_firmware(WINS % (run,), heap_kb=WINS_HEAP_KB, mpy=True, gc_safe=True, check=False, count_fuel=False, timeout_s=900)
        if res.stderr.strip() or res.trap:
            out["(the run)"] = (res.stderr.strip().splitlines() or [res.trap])[-1]
        for line in res.stdout.splitlines():
            gid, rest = line.split(" ", 1)
            out[gid] = rest
    return out


@pytest.mark.parametrize("game_id", [w[0] for w in stored_wins()])
def test_every_stored_win_replays_the_same_under_micropython(game_id):
    """A stored win, replayed on the device's interpreter as a resumed game
    is (each move through ``check``, then made), wins (or reaches its
    WINS_MOST-th move) with the same position,
    and the legal moves listed along the way are as many as on CPython: the
    rules of play, not only the deal, run on the device (Ephemeral FreeCell's
    check sliced the history with a step, which MicroPython refuses)."""
    gid, deal, opts, hist = next(w for w in stored_wins() if w[0] == game_id)
    b = Board(find(gid), deal, opts)
    counts = []
    for i in range(0, len(hist), 4):
        if i // 4 % WINS_EVERY == 0:
            counts.append(len(b.legal_moves()))
        b.apply(hist[i] | hist[i + 1] << 8 | hist[i + 2] << 16, bool(hist[i + 3]))
    got = wins_under_micropython()
    assert got.get(game_id) == "%s %s %s" % (b.won(), b.key().hex(), counts), got["(the run)"]
    assert b.won() or len(hist) == 4 * WINS_MOST  # (the whole win, where it is short enough)


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
