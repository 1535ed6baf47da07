"""What the console does once, at power-on: the settings (from
``settings.toml``: see ``device.py``), the buttons' pins, the display, the
App and the renderer (``start``; ``device.Console``'s attributes:
``console``), the saves and the game to open (``open_storage``,
``game_to_open``), and the text screens in the built-in font for when it can't
start (``show_text``; ``halt_no_memory``). ``device.Console`` loads this
module for that and drops it again (on the device), so its code is heap the
games can use.
"""

import os
import time

from micropython import const

# the buttons by number, in the order of the pins handed to keypad.Keys
# (buttons.py: 0-5 the keys UP ... B, 6 and 7 the extra START and SELECT)
BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
MAX_DEAL = 0x7FFFFFFF  # as the command line takes them
DEFAULT_PINS = ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15", "", "")
# keypad's queue: 8 presses and releases between two passes of the main
# loop (CircuitPython's 64 held 464 bytes in every run); one that overflows
# releases every button (``device.Console.step``), so none stays stuck
_EVENTS = const(16)


def console(c, notice):
    """``device.Console``'s attributes and the first stage of its power-on
    (``start``), then the saves opened and the game to open found (code run
    once, dropped with this module); gets what the second stage takes
    (``resume.start``: the saver, the line on where saves go, the game to
    open, the problems, whether the heap ran out), or None when the console
    can't run (its ``fatal``). ``notice``: the class of the out-of-memory
    notice that allocates nothing (``device.OomNotice``)."""
    problems = c.problems = []
    c.fatal = None
    c.dark = False  # the display is asleep
    c.hush = False  # woken by a press: ignore keys until all are up
    c.contrast = -1
    c.sample_due = False  # a key came: read the free heap when idle
    start(c, problems)
    if c.fatal is not None:
        return None
    c.oom_notice = notice(c.app)  # (in the room start's spare left)
    oom = False
    where = wanted = None
    try:
        saver, where = open_storage(c, problems)
        wanted = game_to_open(problems)
    except MemoryError:
        saver = None
        oom = True
    try:
        import supervisor

        if hasattr(supervisor, "reload"):
            c.app.restart = c.restart_into
    except ImportError:
        pass
    return saver, where, wanted, problems, oom


def start(console, problems):
    """Makes ``console``'s buttons, display, App and renderer (the first
    stage of power-on); sets its ``fatal`` when the display or an asset
    can't be had. Should they not fit in the heap, nothing is left to draw
    the out-of-memory notice with: lets go of what was made and halts on
    a text notice instead (``halt_no_memory``; never returns)."""
    import gc
    import sys

    free = gc.mem_free() if hasattr(gc, "mem_free") else -1
    # every attribute made now: a dict that grows after a MemoryError may
    # find no room to
    console.display = console.keys = console.event = console.buttons = console.board = None
    console.app = console.screen = console.renderer = console.oom_notice = console.shown_lines = None
    had = list(sys.modules)
    bmp = None
    try:
        bmp = _halt_bitmap()  # the halt's bitmap, made first: made as the halt drew, the heap's holes left it no 1 KB in one piece (dark from .mpy at 73-77 and 82 KB)
        spare = bytearray(SPARE)
        _start(console, problems)
    except MemoryError:
        spare = None
        _let_go(console, had)
        halt_no_memory(console, free, bmp)


SPARE = 4096  # bytes kept free while the first stage runs: should it not fit, the halt needs them in one piece (with its bitmap's 1 KB, made before them, 5 KB as before)


def _start(console, problems):
    import gc

    import board
    import keypad
    from solitaire.console.app import App
    from solitaire.console.buttons import Buttons
    from solitaire.console.screen import Screen

    console.board = board
    console.keys = keys(console, board, keypad, problems)
    console.event = keypad.Event()
    console.buttons = Buttons()
    try:
        console.display = display(board, problems)
    except MemoryError:
        raise
    except Exception as e:  # no panel, bad wiring: the LED says so
        console.fatal = ("display", e)
        return
    from solitaire.console.render import NO_MEMORY, AssetError

    try:
        from solitaire.gamelist import MENU_GAMES
    except OSError:  # the card games' table (make flash copies it)
        console.fatal = ("asset", AssetError("solitaire/cards/games.bin", "missing"))
        return
    except ValueError as e:
        console.fatal = ("asset", AssetError("solitaire/cards/games.bin", "damaged (%s)" % e))
        return
    console.screen = Screen()
    app = console.app = App(console.screen, MENU_GAMES, False)  # (the menu after the saves)
    # (CPython, the simulator and the Pi, has no gc.mem_free: its heap is no
    # device's, and a full collection there at each family loaded, 17 ms in
    # a process rendering the 29 scenes and more the bigger its heap, frees
    # nothing a figure reads)
    app.collect = gc.collect if hasattr(gc, "mem_free") else None
    try:
        console.renderer = renderer(console.display, setting("SOLITAIRE_ASSETS", "/assets", problems))
    except AssetError as e:
        if e.why == NO_MEMORY:  # no heap for the font sheet
            raise MemoryError()
        console.fatal = ("asset", e)


def renderer(display, asset_dir="/assets"):
    """Gets the ``render.Renderer`` that shows screens on ``display``, the
    font's sheet loaded from ``asset_dir`` (its making, once a run: here,
    not in ``render.py``, which every run keeps).

    :raises render.AssetError: when the font's sheet can't be had.
    """
    import displayio

    from solitaire.console import screen as S
    from solitaire.console.render import Renderer, _grid

    r = Renderer()
    r.display = display
    r.dir = asset_dir
    r.sheets = {}
    r.spare = None  # room kept for the first game's sheets (resume.reserve)
    font = r._sheet("font.bmp", 6, 8)
    r.text = _grid(font, S.TEXT_COLS, S.TEXT_ROWS, 6, 8, 1, 0)
    r.msg = _grid(font, S.TEXT_COLS, 1, 6, 8, 1, S.MSG_Y)
    r.text_shadow = bytearray(S.TEXT_COLS * S.TEXT_ROWS)
    r.msg_shadow = bytearray(S.TEXT_COLS)
    r.top_shadow = bytearray(S.MAX_COLS)
    r.tab_shadow = bytearray(S.MAX_COLS * S.TAB_ROWS)
    r.game = displayio.Group()
    r.tops = []
    r.cols = []
    r.layout = -1
    r.root = displayio.Group()
    r.root.append(r.game)
    r.root.append(r.msg)
    r.root.append(r.text)
    display.root_group = r.root
    return r


def _let_go(console, had):
    """Lets go of all that the first stage made but the display
    (CircuitPython keeps a display for the life of the run: it can't be
    made twice), the buttons and this module: the modules it loaded, which
    were not in ``had``, are heap the halt needs."""
    import gc
    import sys

    from solitaire.console.app import _forget

    console.app = console.screen = console.renderer = console.oom_notice = None
    gc.collect()
    dropped = True
    while dropped:
        dropped = False
        for name in sys.modules:  # (no copy of the names: the heap is full)
            if name not in had and name != __name__:
                dropped = True
                break
        if dropped:
            _forget(name)
    gc.collect()


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
        return keypad.Keys(pins, value_when_pressed=False, pull=True, max_events=_EVENTS)
    except (ValueError, RuntimeError) as e:  # a pin twice, or in use
        problems.append("buttons: %s; default pins" % (e.args[0] if e.args else e))
        pins = [getattr(board, DEFAULT_PINS[i]) for i in range(6)]
        for i in range(6):
            console.button_of[i] = i
        return keypad.Keys(pins, value_when_pressed=False, pull=True, max_events=_EVENTS)


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
        except MemoryError:  # not the wiring's fault: no other pins will help
            raise
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
    this module is dropped: ``resume.boot``); gets the Saver and the notice
    to show about where saves go, or None."""
    from solitaire.console import store as ST
    from solitaire.console.reading import Files  # (power-on's alone: loading.boot lets it go)
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


def memory_lines(free):
    """Gets the lines ``halt_no_memory`` shows: ``free`` is the heap free as
    the console started (-1: not known)."""
    kb = " (%d KB free)" % (free // 1024) if free >= 0 else ""
    return wrap("Out of memory at power-on%s. Your saves are kept. Reset to try again." % kb)


def halt_no_memory(console, free, bmp=None):
    """Shows that power-on ran out of heap before the App could be made
    (``free``: the heap free as it began), in the built-in font; with no
    display, or no heap even for that, the LED's long blinks
    (``blink``). Never returns. Here and not in halt.py: this module is
    loaded already, and loading another may not fit."""
    console.fatal = ("memory", free)
    lines = memory_lines(free)
    if console.display is None:
        # the heap ran out before the display was made (from .py, compiling
        # its driver): with all the first stage made let go, it may fit now
        # (dark from .py at 124-130 KB, where the display came after that)
        try:
            import board

            console.board = board
            console.display = display(board, [])
        except Exception:  # (MemoryError too: then only the LED can say it)
            console.display = None
    if console.display is not None:
        try:
            show_text(console.display, lines, bmp)
            console.shown_lines = lines
        except MemoryError:
            pass
    if console.shown_lines is None:
        blink(console.board, console.keys, console.event, MEMORY_BLINKS)
    while True:
        _wait(0.1, console.keys, console.event)  # (no keys when the heap ran out before they were made)


# (on, off) seconds of each flash of a round; a round every two seconds
DISPLAY_BLINKS = ((0.2, 0.2), (0.2, 0.2), (0.2, 1.0))  # three short: the display did not start
MEMORY_BLINKS = ((1.0, 1.0),)  # one long: out of memory at power-on (halt_no_memory)


def blink(board, keys=None, event=None, pattern=DISPLAY_BLINKS):
    """Blinks the board's LED for ever in ``pattern``: three short flashes
    every two seconds means the display did not start (check its wiring and
    SOLITAIRE_ADDRESS); one long flash every two seconds, the heap was too
    small to start. Without an LED it just waits."""
    led = None
    try:
        import digitalio

        led = digitalio.DigitalInOut(board.LED)
        led.direction = digitalio.Direction.OUTPUT
    except Exception:
        led = None
    while True:
        for on, off in pattern:
            if led is not None:
                led.value = True
            _wait(on, keys, event)
            if led is not None:
                led.value = False
            _wait(off, keys, event)


def _wait(seconds, keys, event):
    if keys is not None and event is not None:
        while keys.events.get_into(event):
            pass
    time.sleep(seconds)


def wrap(text, width=21):
    """Gets ``text`` as lines of at most ``width`` characters, broken at
    spaces where it can be."""
    out = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        out.append(text[:cut])
        text = text[cut:].lstrip()
    if text:
        out.append(text)
    return out


def _halt_bitmap():
    """Gets the bitmap the halt's text is drawn in (the whole panel)."""
    import displayio

    return displayio.Bitmap(128, 64, 2)


def show_text(display, lines, bmp=None):
    """Shows lines of text in the firmware's built-in font (terminalio), for
    when the tile sheets can't be loaded."""
    import displayio
    import terminalio

    font = terminalio.FONT
    box = font.get_bounding_box()
    w, h = box[0], box[1]
    if bmp is None:
        bmp = _halt_bitmap()
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    y = 0
    for line in lines:
        if y + h > 64:
            break
        x = 0
        for ch in line.encode():  # (bytes: a str's letters are each made a name, and their pool may find no room to grow)
            g = font.get_glyph(ch)
            if g is not None and x + w <= 128:
                src = g.bitmap
                gw = g.width or w
                per_row = src.width // gw or 1
                sx = (g.tile_index % per_row) * gw
                sy = (g.tile_index // per_row) * g.height
                for j in range(min(g.height, 64 - y)):
                    for i in range(gw):
                        if src[sx + i, sy + j]:
                            bmp[x + i, y + j] = 1
            x += w
        y += h
    group = displayio.Group()
    group.append(displayio.TileGrid(bmp, pixel_shader=pal))
    display.root_group = group
    try:
        display.wake()
    except AttributeError:
        pass
    display.refresh()
