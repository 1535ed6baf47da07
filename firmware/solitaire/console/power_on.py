"""What the console does once, at power-on: the settings (from
``settings.toml``: see ``device.py``), the buttons' pins, the display, the
saves and the game to open. ``device.Console`` loads this module for that
and drops it again (on the device), so its code is heap the games can use.
"""

import os

from solitaire.console.buttons import BUTTONS

MAX_DEAL = 0x7FFFFFFF  # as the command line takes them
DEFAULT_PINS = ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15", "", "")


def setting(name, default, problems):
    """Gets one setting, or its default with a note in ``problems`` when the
    value is of the wrong type."""
    try:
        v = os.getenv(name)
    except ValueError:  # (CircuitPython raises for a broken line of settings.toml)
        problems.append(name + ": not read (settings.toml)")
        return default
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


def default_saves():
    """Gets where the save file goes: /saves/ on the CIRCUITPY drive; under
    Blinka (a Raspberry Pi, a desktop) the user's data folder, never the
    root of a computer's file system."""
    import sys

    if sys.implementation.name == "circuitpython":
        return "/saves/solitaire.sav"
    home = os.getenv("XDG_DATA_HOME") or (os.getenv("HOME", ".") + "/.local/share")
    return home + "/solitaire/solitaire.sav"


def keys(console, board, keypad, problems):
    """Sets up the buttons on the pins the settings name; on the
    default pins when those can't be used."""
    pins = []
    names = []
    console.button_of = bytearray(8)  # keypad key number -> button
    for i in range(len(BUTTONS)):
        what = BUTTONS[i]
        name = setting("SOLITAIRE_BTN_" + what.upper(), DEFAULT_PINS[i], problems)
        if not name:
            continue
        p = getattr(board, name, None)
        if p is None and not DEFAULT_PINS[i]:  # an extra button: left off, never on another's pin
            problems.append("%s: no pin %s; no %s button" % (what, name, what))
            continue
        if p is None:
            problems.append("%s: no pin %s; %s" % (what, name, DEFAULT_PINS[i]))
            name = DEFAULT_PINS[i]
            p = getattr(board, name)
        if name in names:
            problems.append("%s: pin %s is %s's too; default pins" % (what, name, BUTTONS[console.button_of[names.index(name)]]))
            pins = []  # the defaults below
            break
        console.button_of[len(pins)] = i
        pins.append(p)
        names.append(name)
    if not pins:
        pins = [getattr(board, DEFAULT_PINS[i]) for i in range(6)]
        for i in range(6):
            console.button_of[i] = i
    try:
        return keypad.Keys(pins, value_when_pressed=False, pull=True)
    except (ValueError, RuntimeError) as e:  # a pin twice, or in use
        problems.append("buttons: %s; default pins" % (e.args[0] if e.args else e))
        pins = [getattr(board, DEFAULT_PINS[i]) for i in range(6)]
        for i in range(6):
            console.button_of[i] = i
        return keypad.Keys(pins, value_when_pressed=False, pull=True)


def display(board, problems):
    """Starts the SSD1306 as the settings say, or on the default pins
    and address when that fails."""
    import busio
    import displayio
    import i2cdisplaybus
    from adafruit_displayio_ssd1306 import SSD1306

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
    tries = [(scl, sda, address)]
    if (scl, sda, address) != ("GP5", "GP4", 0x3C):
        tries.append(("GP5", "GP4", 0x3C))
    for n in range(len(tries)):
        c, d, a = tries[n]
        displayio.release_displays()
        i2c = None
        try:
            i2c = busio.I2C(pin(board, c, "GP5", problems, "SCL"), pin(board, d, "GP4", problems, "SDA"), frequency=hz)
            bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=a)
            display = SSD1306(bus, width=128, height=64, auto_refresh=False)
        except Exception as e:
            if i2c is not None:
                displayio.release_displays()
                i2c.deinit()
            if n + 1 == len(tries):
                raise
            problems.append("display at %s/%s 0x%02x: %s; defaults" % (c, d, a, e.args[0] if e.args else e))
            continue
        return display


def open_storage(console, problems):
    """Finds where saves go and opens them (the saved game is resumed after
    this module is dropped: ``Saver.boot``); gets the Saver and the notice
    to show about where saves go, or None."""
    from solitaire.console import store as ST
    from solitaire.console.media import Files
    from solitaire.console.savegame import Saver

    nvm = None
    try:
        import microcontroller

        nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        pass
    writable = True
    try:
        import storage

        writable = not storage.getmount("/").readonly
    except (ImportError, AttributeError, OSError):
        pass
    path = setting("SOLITAIRE_SAVES", default_saves(), problems)
    st = ST.Store(nvm, Files(), path, writable)
    st.open()
    saver = Saver(st)
    console.app.saver = saver
    if st.mode == ST.NVM and not writable:
        return saver, "USB drive mode: saves go to NVM only"
    if st.mode == ST.NVM:
        return saver, "Saves go to NVM only (no save file)"
    if st.mode != ST.FILES:
        return saver, "Saves off: nowhere to write"
    return saver, None


def game_to_open(problems):
    """Gets the game the settings name (SOLITAIRE_GAME, _DEAL, _OPTIONS) as
    (game index, deal, options), or None."""
    gid = setting("SOLITAIRE_GAME", "", problems)
    if not gid:
        return None
    from solitaire.gamelist import MENU_GAMES  # (the console has it by now: a missing table halts it first)

    gi = MENU_GAMES.index(gid)
    if gi < 0:
        problems.append("no game %s" % gid)
        return None
    g = MENU_GAMES[gi]
    opts = g.default_options()
    for word in setting("SOLITAIRE_OPTIONS", "", problems).split(","):
        if not word:
            continue
        key, _, val = word.partition("=")
        val = val.strip().replace(" ", "-")
        for i in range(len(g.options)):
            names = [n.replace(" ", "-") for n in g.options[i][2]]
            if g.options[i][0] == key.strip() and val in names:
                opts[i] = names.index(val)
                break
        else:
            problems.append("bad option %s" % word)
    deal = setting("SOLITAIRE_DEAL", 1, problems)
    if not 0 <= deal <= MAX_DEAL:  # (a save keeps 32 bits: another deal would not load)
        problems.append("SOLITAIRE_DEAL=%d: a deal is 0 to %d; deal 1" % (deal, MAX_DEAL))
        deal = 1
    return gi, deal, opts

