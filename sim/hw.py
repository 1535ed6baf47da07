"""Stand-ins for the device's hardware modules, so ``firmware/code.py`` runs
unchanged on CPython.

Only the bus and the buttons are stood in: ``board`` (pin names), ``busio``
(``I2C`` hands out the virtual panel), ``keypad`` (keys fed from a script or
the window) and ``supervisor`` (a virtual millisecond clock). displayio, the
I2C display bus and the SSD1306 driver are the real ones.
"""

import os
import runpy
import sys
import threading
import time
import types

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
BUTTON_KEYS = ("up", "down", "left", "right", "a", "b", "start", "select")


class Stop(Exception):
    """Raised from the virtual keypad to end a simulated run."""


class Clock:
    """Virtual milliseconds; the console's idle sleeps advance it instead of
    waiting. Other threads (displayio's own poller sleeps every millisecond)
    really sleep, so they can't move the clock and make runs differ."""

    def __init__(self):
        self.ms = 0
        self.thread = threading.get_ident()
        self.real_sleep = time.sleep

    def ticks_ms(self):
        return self.ms & ((1 << 29) - 1)

    def sleep(self, seconds):
        if threading.get_ident() != self.thread:
            self.real_sleep(seconds)
            return
        self.ms += max(1, int(seconds * 1000))


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class EventQueue:
    """keypad's queue, fed by ``feed`` (a callable giving (key, pressed) or None)."""

    def __init__(self, feed):
        self.feed = feed
        self.overflowed = False

    def get_into(self, event):
        got = self.feed()
        if got is None:
            return False
        event.key_number, event.pressed = got
        return True

    def clear(self):
        self.overflowed = False


class Hardware:
    """The stand-in modules and what they saw."""

    def __init__(self, panel, feed, clock=None):
        self.panel = panel
        self.clock = clock or Clock()
        self.feed = feed
        self.i2c_args = None
        self.key_pins = None

    def modules(self):
        hw = self
        board = types.ModuleType("board")
        for i in range(29):
            setattr(board, "GP%d" % i, Pin("GP%d" % i))
        board.LED = Pin("LED")

        busio = types.ModuleType("busio")
        # displayio's own modules name busio.SPI and friends in annotations
        for name in ("SPI", "UART"):
            setattr(busio, name, type(name, (), {}))

        def I2C(scl, sda, *, frequency=100000, timeout=255):
            hw.i2c_args = (scl, sda, frequency)
            hw.panel.frequency = frequency
            return hw.panel

        busio.I2C = I2C

        keypad = types.ModuleType("keypad")

        class Keys:
            def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
                hw.key_pins = [p.name for p in pins]
                self.key_count = len(pins)
                self.events = EventQueue(hw.feed)

        keypad.Keys = Keys
        keypad.Event = Event

        supervisor = types.ModuleType("supervisor")
        supervisor.ticks_ms = self.clock.ticks_ms
        return {"board": board, "busio": busio, "keypad": keypad, "supervisor": supervisor}

    def run_code_py(self, env=None):
        """Runs ``firmware/code.py`` until the feed raises ``Stop``.

        Gets the ``Console`` the run built (for inspection); it is also kept as
        ``self.console``.
        """
        saved = {name: sys.modules.get(name) for name in ("board", "busio", "keypad", "supervisor")}
        saved_sleep = time.sleep
        saved_env = {k: os.environ.get(k) for k in (env or {})}
        sys.modules.update(self.modules())
        # the firmware is imported afresh for this run (it binds the stand-in
        # modules at import) and the caller's own copy is put back after
        ours = {n: m for n, m in sys.modules.items() if n == "solitaire" or n.startswith("solitaire.")}
        for name in ours:
            del sys.modules[name]
        if FIRMWARE not in sys.path:
            sys.path.append(FIRMWARE)  # last: firmware/code.py must not hide the stdlib module "code"
        os.environ.setdefault("SOLITAIRE_ASSETS", os.path.join(FIRMWARE, "assets"))
        for k, v in (env or {}).items():
            os.environ[k] = v
        time.sleep = self.clock.sleep
        try:
            runpy.run_path(os.path.join(FIRMWARE, "code.py"), run_name="__main__")
        except Stop:
            pass
        finally:
            device = sys.modules.get("solitaire.device")
            self.console = getattr(device, "LAST", None)
            for name in [n for n in sys.modules if n == "solitaire" or n.startswith("solitaire.")]:
                del sys.modules[name]
            sys.modules.update(ours)
            time.sleep = saved_sleep
            for name, mod in saved.items():
                if mod is None:
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = mod
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
        return self.console


def key_script(names, clock, hold_ms=600, gap_ms=60, settle_ms=40, after=None):
    """Gets a keypad feed that presses the named buttons in turn.

    ``up down left right a b start select`` press and release; ``hold-a`` and
    ``hold-b`` hold A or B past the hold time; ``wait`` presses nothing for
    100 ms (the console's timers run). ``after(i, name)`` is called once key
    ``i`` has been handled. Raises ``Stop`` when done.

    :raises ValueError: for an unknown key name.
    """
    steps = []
    for name in names:
        if name == "wait":
            steps.append((None, 100, name))
            continue
        hold = name.startswith("hold-")
        base = name[5:] if hold else name
        if base not in BUTTON_KEYS:
            raise ValueError("unknown key %r (keys: %s hold-a hold-b)" % (name, " ".join(BUTTON_KEYS)))
        steps.append((BUTTON_KEYS.index(base), hold_ms if hold else gap_ms, name))
    state = {"i": 0, "pressed": False, "until": 0}

    def feed():
        i = state["i"]
        now = clock.ms
        if now < state["until"]:
            return None
        if state["pressed"]:
            state["pressed"] = False
            state["until"] = now + settle_ms
            if steps[i - 1][0] is None:
                return None  # a wait: nothing to release
            return (steps[i - 1][0], False)
        # the last key has settled: it has been handled and drawn
        if i and after is not None and state.get("told") != i:
            state["told"] = i
            after(i - 1, steps[i - 1][2])
        if i >= len(steps):
            raise Stop()
        state["i"] = i + 1
        state["pressed"] = True
        state["until"] = now + steps[i][1]
        if steps[i][0] is None:
            return None
        return (steps[i][0], True)

    return feed
