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
SOLITAIRE_SAVES          /saves/solitaire.sav  the save file (under Blinka:
                                  ~/.local/share/solitaire/solitaire.sav)
SOLITAIRE_BUZZER         GP18     the piezo's pin, used while Settings'
                                  Sound is on (``sound.py``)
=======================  =======  ==========================================

A saved game is resumed at power-on (before SOLITAIRE_GAME, which opens a
game only when there is none to resume). Saves go to the save file when
``boot.py`` made the drive writable for code, else to ``microcontroller.nvm``
only (see ``store.py``); problems found at power-on (settings, saves) are
listed on a notice screen. When the display can't start, the board's LED
blinks three short flashes every two seconds (``halt.blink``); a missing or
damaged asset file is named on the screen in the built-in font
(``halt.show_text``), as is a missing or damaged game table
(``cards/games.bin``), and the console waits there. A MemoryError in the main
loop, or at power-on once the App is made, ends in a notice and the game
menu; the save keeps the last checkpoint (``Console.out_of_memory``). One
before that halts on a text notice (``power_on.start``).
"""

import gc
import time

from micropython import const

from solitaire.console import screen as S
from solitaire.console.app import _forget
from solitaire.console.screen import Screen
from solitaire.console.screens import NOTICE
from solitaire.console.ticks import ticks_diff, ticks_ms


# where in the main loop a MemoryError came (Console.step: the notice says
# it, ``panels.OOM_WHILE``)
_KEYS = const(0)
_TIMERS = const(1)
_DRAWING = const(2)
_OPENING = const(3)  # at power-on: resuming the saved game, or opening the one chosen
OOM_TITLE = "OUT OF MEMORY"
_SAMPLE_IDLE_MS = const(1000)  # keys this far apart: the free heap is read between them
_mem_free = getattr(gc, "mem_free", None)  # CircuitPython, MicroPython: not CPython


def _premade(title, lines, footer):
    """Gets a notice's text tiles, made once: for when the heap is too full
    to draw one."""
    from solitaire.console import tiles as T

    scr = Screen()
    scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
    scr.put_text(0, 1, title, T.INVERT)
    for i in range(len(lines)):
        scr.put_text(i + 1, 0, lines[i])
    scr.put_text(S.TEXT_ROWS - 1, 0, footer)
    return bytes(scr.text)


OOM_TEXT = _premade(OOM_TITLE, ("Out of memory: back", "to the game menu.", "The game is kept as", "it was last saved."), "A:go on")
del _premade  # (run once: its code is heap the game can use)


class Console:
    """Everything the device runs, built once.

    ``fatal`` is None, or why the console can't run: ("display", error)
    when the display did not start, ("asset", error) for a missing or
    damaged tile sheet (``run`` then shows it and waits), ("memory", the
    heap free at start) when power-on ran out of heap before the App was
    made (``power_on.start`` shows it and waits).
    """

    def __init__(self):
        # Power-on in two stages, each inside the out-of-memory handling:
        # the buttons, the display, the App and the renderer (P.start, which
        # halts on a text notice when they don't fit: nothing else could
        # draw one), then the saves, the saved game and the first draw
        # (``resume.start``: the out-of-memory notice and the game menu, as
        # in play). The console's attributes are set by ``P.console``.
        from solitaire.console import power_on as P  # (dropped below)

        got = P.console(self, OomNotice)
        if got is None:  # (``fatal``: ``run`` halts)
            return
        del P
        _forget("solitaire.console.power_on")  # its work is done: its code's heap is the game's
        try:  # the second stage (resume.py: loaded for it, dropped after)
            from solitaire.console import resume as R

            R.start(self, *got)
        except MemoryError:  # (no heap even to load it)
            self.out_of_memory(_OPENING, 0)
        _forget("solitaire.console.resume")

    def restart_into(self, gid):
        """Opens ``gid`` (a game of the other family, or the game menu: see
        ``resume._open_next``) by restarting the firmware
        (``supervisor.reload()``, a second or so): the saves say what to
        open (``Saver.switch_to``). A fresh heap holds one family's modules
        in one piece; loaded amid the holes the other family left, they
        needed up to 60 KB more than either family alone, and the menu with
        a family's code 14 KB more than either (``sim/heap.py``). Gets False
        when the choice can't be saved: the App then goes on in place."""
        import supervisor

        app = self.app
        if app.saver is None or not app.saver.switch_to(app, gid):
            return False
        supervisor.reload()  # ends this run; code.py starts again
        return True

    def _apply_settings(self, notes=None):
        """Brings the display's contrast and sleep, and the buzzer, up to
        the App's settings. The sound's module loads only while the sound
        is on and goes when it is turned off (``sound.apply``)."""
        app = self.app
        if app.sound != (app.buzzer is not None):  # (turned on or off: loaded for it, and held while on)
            from solitaire.console import sound

            sound.apply(self, notes)
        if app.contrast != self.contrast:
            self.contrast = app.contrast
            from solitaire.console.records import CONTRASTS

            try:
                self.display.brightness = CONTRASTS[app.contrast]
            except (AttributeError, ValueError, RuntimeError):
                pass
        if app.asleep != self.dark:
            self.dark = app.asleep
            try:
                if app.asleep:
                    self.display.sleep()
                else:
                    self.display.wake()
            except AttributeError:
                pass

    def step(self, now):
        """Runs one pass of the main loop; returns True when it drew. A
        MemoryError anywhere in it ends in ``out_of_memory``."""
        events = self.keys.events
        ev = self.event
        app = self.app
        changed = False
        stage = _KEYS
        try:
            while events.get_into(ev):
                btn = self.button_of[ev.key_number]
                if app.swap_ab and (btn == 4 or btn == 5):
                    btn ^= 1
                self.buttons.event(btn, ev.pressed, now)
                if ev.pressed and app.asleep:
                    app.wake(now)  # the press only wakes: its key is dropped
                    self.hush = True
                    changed = True
            if events.overflowed:  # a release may be lost: every button up, a held one pressed again (keypad)
                events.clear()
                self.keys.reset()
                p = self.buttons.pressed
                for i in range(len(p)):
                    p[i] = 0
            k = self.buttons.poll(now)
            while k >= 0:
                if not self.hush:
                    app.key(k, now)
                    changed = True
                    self.sample_due = True
                k = self.buttons.poll(now)
            if self.hush:
                self.hush = False
                for p in self.buttons.pressed:
                    if p:
                        self.hush = True
            stage = _TIMERS
            if app.tick(now):
                changed = True
            if changed:
                stage = _DRAWING
                self._apply_settings()
                self.renderer.draw(self.screen)
            elif self.sample_due and ticks_diff(now, app.idle_from) >= _SAMPLE_IDLE_MS:
                # the lowest free heap seen (the About screen shows it), read
                # after a collection, with the keys handled and drawn and the
                # console idle: uncollected garbage would count as used, and the
                # heap fills with it between the collections the interpreter
                # makes when full; nothing allocated (the figures are small ints)
                self.sample_due = False
                if _mem_free is not None:  # (CPython, the simulator: not known)
                    gc.collect()
                    f = _mem_free()
                    if f < app.heap_low:
                        app.heap_low = f
        except MemoryError:
            self.out_of_memory(stage, now)
            return True
        except Exception as e:
            from solitaire.console.render import NO_MEMORY, AssetError  # loaded already: a look-up

            if not isinstance(e, AssetError):
                raise
            if e.why != NO_MEMORY:  # a game's sheet is missing or damaged
                self.fatal = ("asset", e)
                from solitaire.console.halt import halt  # (never returns)

                halt(self)
            self.out_of_memory(stage, now)  # no heap to load the sheet
            return True
        return changed

    def out_of_memory(self, stage, now):
        """Gets the console going again after a MemoryError in ``stage`` of
        the main loop: lets go of what can be made again (the game on the
        board too: a key cut short may have left it half-moved, so it is
        never saved), goes to the game menu and says so on a notice. The
        save keeps the last checkpoint, which the menu's Continue (or a
        power-on) resumes. When the
        heap runs out again on the way, the notice made at import is shown
        instead; nothing is retried, so it can't loop."""
        app = self.app
        had_game = app.play is not None
        # first what must not fail: these only set attributes the App has
        app.play = None  # the game, its cursor and hint: nothing saves a half-moved game now
        app.view = self.oom_notice  # (until the menu is made, below)
        app.unsaved = 0
        app.moved = False  # nor counts it as lost: it resumes at power-on
        app.idle_from = now  # the idle timers start again (no loop through sleep)
        if app.saver is not None:
            app.saver.saved_board = None
            app.saved = had_game  # (the menu's Continue resumes the last checkpoint)
        try:
            gc.collect()
            self.renderer.drop()  # the game's grids and sheets load again
            gc.collect()
            app.show_menu(app.gi, False)  # (the notice goes back to it: no restart before it shows)
            from solitaire.console import panels

            panels.out_of_memory(app, stage, had_game)  # (its words are the panels', loaded for it)
            app._draw()
            self.renderer.draw(self.screen)
        except MemoryError:
            self._premade_notice()

    def _premade_notice(self):
        """Shows OOM_TEXT, made at import: allocates nothing. Should even
        the drawing fail, the screen stays as it was; any key goes on."""
        scr = self.screen
        scr.text[:] = OOM_TEXT
        scr.mode = S.TEXT
        scr.msg_on = False
        self.app.view = self.oom_notice  # any key goes to the game menu
        try:
            self.renderer.draw(scr)
        except MemoryError:
            pass


class OomNotice:
    """The notice shown when even that could not be made: its text is
    OOM_TEXT, made at import, so showing it allocates nothing."""

    kind = NOTICE

    def __init__(self, app):
        self.app = app

    def key(self, k):
        self.app.show_menu(self.app.gi)

    def draw(self):
        self.app.screen.text[:] = OOM_TEXT


LAST = None  # the running console, for the simulator and the REPL


def run():
    """Runs the console for ever."""
    global LAST
    console = LAST = Console()
    if console.fatal is not None:  # shows why, or blinks the LED with no display; never returns
        from solitaire.console.halt import halt  # (loaded only then)

        halt(console)
    while True:
        if not console.step(ticks_ms()):
            time.sleep(0.005)
