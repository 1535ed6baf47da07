"""The console on its hardware: settings, the SSD1306 on I2C, the buttons,
and the main loop. ``code.py`` calls ``run()``; the simulator runs the same
code with a virtual panel and virtual buttons standing in.

Settings come from ``settings.toml`` (read with ``os.getenv``); each has a
default for the Raspberry Pi Pico wiring in the README:

=======================  =======  ==========================================
SOLITAIRE_SDA            GP4      I2C data pin
SOLITAIRE_SCL            GP5      I2C clock pin
SOLITAIRE_ADDRESS        60       the panel's I2C address (0x3C)
SOLITAIRE_I2C_HZ         400000   bus speed
SOLITAIRE_BTN_UP ...     GP10..   up, down, left, right, a, b: GP10..GP15
SOLITAIRE_BTN_START      (none)   optional extra buttons
SOLITAIRE_BTN_SELECT     (none)
SOLITAIRE_ASSETS         /assets  where the tile sheets are
SOLITAIRE_GAME           (none)   a game id to open at power-on, e.g. klondike
SOLITAIRE_DEAL           1        ... with this deal number
SOLITAIRE_OPTIONS        (none)   ... and options, e.g. "draw=3,passes=3"
=======================  =======  ==========================================
"""

import os
import time

from solitaire.buttons import BUTTONS, Buttons
from solitaire.games import GAMES
from solitaire.screen import Screen
from solitaire.ticks import ticks_ms
from solitaire.ui import App

DEFAULT_PINS = ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15", "", "")


def setting(name, default, problems):
    """Gets one setting, or its default with a note in ``problems`` when the
    value is of the wrong type."""
    v = os.getenv(name)
    if v is None or v == "":
        return default
    if isinstance(default, int) and not isinstance(v, int):
        try:
            return int(v, 0)
        except (TypeError, ValueError):
            problems.append("%s=%r: not a number" % (name, v))
            return default
    if isinstance(default, str) and not isinstance(v, str):
        problems.append("%s: not a pin name" % name)
        return default
    return v


def pin(board, name, default, problems, what):
    """Gets a board pin by name, or the default pin when there is none."""
    p = getattr(board, name, None)
    if p is None:
        problems.append("%s: no pin %s" % (what, name))
        p = getattr(board, default)
    return p


class Console:
    """Everything the device runs, built once."""

    def __init__(self):
        import board
        import busio
        import displayio
        import i2cdisplaybus
        import keypad
        from adafruit_displayio_ssd1306 import SSD1306

        from solitaire.render import Renderer

        problems = []
        sda = setting("SOLITAIRE_SDA", "GP4", problems)
        scl = setting("SOLITAIRE_SCL", "GP5", problems)
        address = setting("SOLITAIRE_ADDRESS", 0x3C, problems)
        if not 0x08 <= address <= 0x77:
            problems.append("SOLITAIRE_ADDRESS=%d: not 8..119" % address)
            address = 0x3C
        hz = setting("SOLITAIRE_I2C_HZ", 400000, problems)
        if not 10000 <= hz <= 1000000:
            problems.append("SOLITAIRE_I2C_HZ=%d: too slow/fast" % hz)
            hz = 400000
        displayio.release_displays()
        i2c = busio.I2C(
            pin(board, scl, "GP5", problems, "SCL"),
            pin(board, sda, "GP4", problems, "SDA"),
            frequency=hz,
        )
        bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=address)
        self.display = SSD1306(bus, width=128, height=64, auto_refresh=False)
        pins = []
        self.button_of = bytearray(8)  # keypad key number -> button
        for i in range(len(BUTTONS)):
            name = setting("SOLITAIRE_BTN_" + BUTTONS[i].upper(), DEFAULT_PINS[i], problems)
            if name:
                self.button_of[len(pins)] = i
                pins.append(pin(board, name, DEFAULT_PINS[i] or "GP15", problems, BUTTONS[i]))
        self.keys = keypad.Keys(pins, value_when_pressed=False, pull=True)
        self.event = keypad.Event()
        self.buttons = Buttons()
        self.screen = Screen()
        self.app = App(self.screen, GAMES)
        self.renderer = Renderer(self.display, setting("SOLITAIRE_ASSETS", "/assets", problems))
        self._open_game(problems)
        if problems:
            self.app.say(problems[0][:21])
        self.renderer.draw(self.screen)

    def _open_game(self, problems):
        gid = setting("SOLITAIRE_GAME", "", problems)
        if not gid:
            return
        for gi in range(len(GAMES)):
            g = GAMES[gi]
            if g.id == gid:
                opts = g.default_options()
                for word in setting("SOLITAIRE_OPTIONS", "", problems).split(","):
                    if not word:
                        continue
                    key, _, val = word.partition("=")
                    val = val.strip().replace(" ", "-")
                    for i in range(len(g.options)):
                        names = [n.replace(" ", "-") for n in g.options[i][3]]
                        if g.options[i][0].lower() == key.strip() and val in names:
                            opts[i] = names.index(val)
                            break
                    else:
                        problems.append("bad option %s" % word)
                self.app.start(gi, setting("SOLITAIRE_DEAL", 1, problems), opts)
                self.app._draw()
                return
        problems.append("no game %s" % gid)

    def step(self, now):
        """Runs one pass of the main loop; returns True when it drew."""
        events = self.keys.events
        ev = self.event
        while events.get_into(ev):
            self.buttons.event(self.button_of[ev.key_number], ev.pressed, now)
        if events.overflowed:
            events.clear()
        changed = False
        k = self.buttons.poll(now)
        while k >= 0:
            self.app.key(k, now)
            changed = True
            k = self.buttons.poll(now)
        if self.app.tick(now):
            changed = True
        if changed:
            self.renderer.draw(self.screen)
        return changed


LAST = None  # the running console, for the simulator and the REPL


def run():
    """Runs the console for ever."""
    global LAST
    console = LAST = Console()
    while True:
        if not console.step(ticks_ms()):
            time.sleep(0.005)
