"""Power-on at any heap (sim/heap.py's ``power_on``): boot.py and code.py
run unmodified on the GC-safe MicroPython, as in test_heap.py, once, with
the first frames drawn. Every step of power-on (loading the console, the
buttons and the display, the game table, the settings, the saves, resuming
the saved game, the first draw) is inside the out-of-memory handling: a
MemoryError anywhere ends in the notice (the out-of-memory notice and the
game menu, or the halt's out-of-memory text when even the App could not be
made), never in a traceback, and the saves are kept.

The sweep runs from a heap too small to show anything up to the heap the
heaviest game's session needs (host_tools/device_heap.json; RESUME_KB more
with a game saved), from .mpy and
from .py, with an empty drive and with Solitaire Tiles' game saved (the
heaviest family to resume). ``python -m sim.heap --power-on A-B [game]``
prints the same sweep size by size (docs/heap.md: "Out of memory at power-on")."""

import json
import os

import pytest

from sim import heap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOWN = ("notice", "start")
LOW_KB = 40  # below what shows anything, from .mpy and from .py (the interpreter and the stand-ins need 30)


def _need_kb(as_mpy):
    """The heaviest game's device-true need (the firmware's KB, as make
    bench measured it)."""
    with open(os.path.join(ROOT, "host_tools", "device_heap.json")) as f:
        games = json.load(f)["games"]
    return max(g["mpy_kb" if as_mpy else "py_kb"] for g in games.values())


# The saved game's resume at power-on needed more than its session until
# 2026-12-01's second merge, and again after its fourth round's branches
# (Solitaire Tiles' save made just after opening, sim.heap.saved_drive:
# from 154 KB of raw heap, 121.4 KB for the firmware, against a session of
# 118.9 KB); with the Tiles record's room for its Play (tilegames.record)
# it starts from 151 KB, 118.5 KB (python -m sim.heap --power-on 146-156
# soltiles): the sweep with a saved game ends at the session's need,
# RESUME_KB above it should a resume again need more.
RESUME_KB = 0

# (from .mpy, the game saved on the drive, the step between sizes, the first
# size): the two drives take turns, on sizes between each other's
SWEEPS = [
    (True, None, 6, LOW_KB),
    (True, "soltiles", 6, LOW_KB + 3),
    (False, None, 10, LOW_KB),
    (False, "soltiles", 10, LOW_KB + 5),
]


@pytest.mark.parametrize("as_mpy,game,step,first", SWEEPS, ids=["mpy-empty", "mpy-soltiles", "py-empty", "py-soltiles"])
def test_power_on_at_every_heap_ends_in_the_notice_or_a_start(as_mpy, game, step, first):
    need = int((_need_kb(as_mpy) + (RESUME_KB if game else 0)) * 1024)
    top = heap.heap_for(need, heap.POWER_ON_STEPS, as_mpy)
    sweep = heap.power_on_sweep(list(range(first, top, step)) + [top], as_mpy, game)  # (ending at the need's heap itself: from .py, 260 and 265 KB show the notice where 255-264 start, a heap's chance)
    print("power-on, %s, %s:" % ("mpy" if as_mpy else "py", game or "empty drive"), heap.bands(sweep))
    outcomes = [w[1] for w in sweep]
    shown = min(i for i in range(len(outcomes)) if outcomes[i] in SHOWN)
    assert shown > 0, "the sweep starts where something shows already: %s" % (sweep[0],)
    wrong = [w[:3] for w in sweep[shown:] if w[1] not in SHOWN]
    assert not wrong, "above %d KB, where power-on first shows something: %s" % (sweep[shown][0], wrong)
    assert outcomes[-1] == "start", "the session's need does not start: %s" % (sweep[-1],)
    if game is not None:  # the saved game resumes
        assert sweep[-1][2].split()[3] != "-1"


def test_the_halt_at_power_on_says_out_of_memory_and_how_much_was_free():
    from solitaire.console.power_on import memory_lines

    assert memory_lines(98 * 1024 + 5) == [
        "Out of memory at",
        "power-on (98 KB",
        "free). Your saves are",
        "kept. Reset to try",
        "again.",
    ]
    assert memory_lines(-1)[:2] == ["Out of memory at", "power-on. Your saves"]


def test_the_halt_makes_the_display_when_the_heap_ran_out_before_it(monkeypatch):
    """From .py, with the card games' heap steps (app.py's room before a
    family's load), power-on at 124-130 KB ran out in its first stage
    before the buttons and the display were made: the halt had no display
    to show its text on, and the panel stayed dark. It makes the display
    once what the stage made is let go, and waits with no keys."""
    import sys
    import threading
    import types

    from solitaire.console import power_on as P

    class Halted(Exception):
        pass

    # only this thread's wait: Blinka's displayio thread sleeps through the
    # same time module, and must not meet Halted (an unhandled thread error)
    me, real = threading.current_thread(), P.time.sleep

    def sleep(seconds):
        if threading.current_thread() is not me:
            return real(seconds)
        raise Halted()

    shown = []
    monkeypatch.setitem(sys.modules, "board", types.ModuleType("board"))
    monkeypatch.setattr(P, "display", lambda board, problems: "panel")
    monkeypatch.setattr(P, "show_text", lambda display, lines, bmp: shown.append((display, lines)))
    monkeypatch.setattr(P.time, "sleep", sleep)
    console = types.SimpleNamespace(display=None, keys=None, event=None, board=None, shown_lines=None, fatal=None)
    with pytest.raises(Halted):  # (the halt's wait: it never returns)
        P.halt_no_memory(console, 98 * 1024)
    assert shown == [("panel", P.memory_lines(98 * 1024))] and console.shown_lines == shown[0][1]
