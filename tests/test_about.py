"""The About screen (settings): the versions, the board, the free heap at
power-on and the lowest since; on the simulator, through code.py, and its
keys' cost on a real MicroPython."""

import platform
import sys

from sim import mpy
from solitaire.console import panels
from solitaire.console.app import App
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console.version import VERSION
from solitaire.console import buttons as K
from solitaire.console import screens as SC


def text(app):
    t = bytes(c & 0x7F for c in app.screen.text).decode("latin-1")
    return [t[i : i + 21].rstrip() for i in range(0, len(t), 21)]


def to_about(app):
    """From the game menu: left (settings), down to the About line, A."""
    app.key(K.LEFT)
    while app.view.lines[app.view.sel] != (-1, panels._ABOUT):
        app.key(K.DOWN)
    app.key(K.A)


def test_about_from_the_settings_and_back():
    app = App(Screen(), MENU_GAMES)
    to_about(app)
    assert app.state == SC.ABOUT
    app.heap_boot, app.heap_low = 126016, 40000  # as device.Console sets them
    app._draw()
    v = sys.version_info
    assert text(app) == [
        " ABOUT",
        "Solitaire " + VERSION,
        "CPython %d.%d.%d" % (v[0], v[1], v[2]),
    ] + (panels.wrap("Board: " + platform.machine()) + [""])[:2] + [
        "Free at boot 123.0 KB",
        "Lowest free  39.0 KB",
        "B:back",
    ]
    sel = app.view.back.sel
    app.key(K.B)
    assert app.state == SC.SETTINGS and app.view.sel == sel  # back on the About line
    assert ">About (A)" in text(app)
    app.key(K.B)
    assert app.state == SC.MENU


def test_the_simulator_shows_the_heap_as_not_known():
    """CPython has no gc.mem_free: the console says n/a (and never reads
    it, so nothing is sampled)."""
    from sim.shot import run_keys

    shown = {}

    def per_key(i, name, console, panel):
        shown[i] = (console.app.state, text(console.app))

    keys = ["left"] + ["down"] * 7 + ["a", "wait", "wait", "b"]  # (the About line: the eighth)
    console, panel, boot, counts, hw = run_keys(None, 1, None, keys, per_key)
    state, lines = shown[8]
    assert state == SC.ABOUT, lines
    assert lines[5:7] == ["Free at boot n/a", "Lowest free  n/a"]
    assert console.app.heap_boot == console.app.heap_low == -1
    assert shown[11][0] == SC.SETTINGS


def test_the_lowest_free_heap_is_read_when_idle_after_keys(monkeypatch):
    """With a gc.mem_free (a board), the console reads the heap at boot and
    again once the keys pause, after a collection, keeping the lowest."""
    import gc

    frees = iter([95000, 90000, 70000, 80000])  # (the first: power-on's own read, for its out-of-memory halt)
    monkeypatch.setattr(gc, "mem_free", lambda: next(frees), raising=False)
    from sim.shot import run_keys

    seen = []

    def per_key(i, name, console, panel):
        seen.append((name, console.app.heap_boot, console.app.heap_low))

    run_keys(None, 1, None, ["down", "down", "wait"] + ["wait"] * 10 + ["up", "wait"] + ["wait"] * 10, per_key)
    assert seen[0] == ("down", 90000, 90000)  # at boot
    assert seen[1] == ("down", 90000, 90000)  # keys close together: not read
    assert seen[-1] == ("wait", 90000, 70000)  # read after each pause; the lowest kept


ABOUT_KEYS = """
import gc
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console.app import App
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console import panels
app = App(Screen(), MENU_GAMES)
app.heap_boot = 126016
app.heap_low = 101000
gc.collect()
for k in (K.LEFT,) + (K.DOWN,) * 7 + (K.A, K.UP, K.B, K.B):
    a = kfuel()
    app.key(k, 0)
    b = kfuel()
    print("key", k, app.state, ticks_diff(b, a) * 1000)
    if app.state == SC.ABOUT:
        t = bytes(c & 127 for c in app.screen.text)
        for i in range(8):
            print("|" + t[i * 21 : (i + 1) * 21].decode().rstrip())
    gc.collect()
"""


def test_about_keys_are_cheap_under_micropython():
    """The About screen's keys (opening it reads the versions and formats
    the figures) are held to the same 2M fuel as the other panels'."""
    res = mpy.run_firmware(mpy.FUEL_PRELUDE + ABOUT_KEYS, heap_kb=256, mpy=True)
    out = res.stdout.splitlines()
    keys = [line.split() for line in out if line.startswith("key")]
    assert [int(k[2]) for k in keys] == [SC.SETTINGS] * 8 + [SC.ABOUT] * 2 + [SC.SETTINGS, SC.MENU]
    for _, k, _, fuel in keys:
        assert int(fuel) <= 2_000_000, (k, fuel)
    screen = [line[1:] for line in out if line.startswith("|")][:8]
    assert screen[:3] == [" ABOUT", "Solitaire " + VERSION, "MicroPython 1.27.0"]
    assert screen[3].startswith("Board: ")  # the WASI port has no os.uname: its _machine
    assert screen[5:] == ["Free at boot 123.0 KB", "Lowest free  98.6 KB", "B:back"]
