"""The piezo buzzer: a click when the player makes a move (or takes one
back), a short tune when a game is won. Optional, and off until Settings'
*Sound* turns it on: this module is imported only then
(``device.Console._apply_settings``, ``apply``), so with the sound off neither it nor
a PWM output takes heap (the App's calls to it: a few dozen bytes of code,
docs/heap.md).

A passive piezo between a spare pin (``SOLITAIRE_BUZZER`` in
``settings.toml``, GP18 by default) and GND, driven by PWM
(``pwmio.PWMOut``): a square wave at the note's frequency, half on, half
off. Nothing here waits: a note starts, and the main loop's tick
(``Buzzer.tick``, from ``App.tick``) ends it, or starts the next, once its
time is up. A click lasts from one tick to the one after its 12 ms; the
tune plays through the ticks while the win screen shows.

In the simulator the same code drives a stand-in ``pwmio`` (``sim/hw.py``)
that records every note and, in the window with a sound card, plays it
(``sim/speaker.py``).
"""

import os

from micropython import const

from solitaire.console.ticks import MASK, ticks_diff

DEFAULT_PIN = "GP18"  # pin 24 of a Pico, beside a GND (pin 23)
_HALF = const(32768)  # duty cycle of a square wave: a piezo's loudest
# the sounds, by the number the App plays them by (app.py: _CLICK, _WIN):
# (frequency in Hz, milliseconds) pairs, frequency 0 a rest
SOUNDS = (
    (2000, 12),  # a click: a move
    (523, 90, 659, 90, 784, 90, 0, 40, 1047, 260),  # C E G, a breath, high C: a win
)


class Buzzer:
    """Plays one sound at a time on a PWM output (a later sound cuts off
    the one playing). ``notes`` is the sound playing (None: quiet), ``i``
    its next pair, ``until`` when the note sounding ends."""

    def __init__(self, pwm):
        self.pwm = pwm
        self.notes = None
        self.i = 0
        self.until = 0

    def play(self, which, now):
        """Starts sound ``which`` (an index into SOUNDS) at ``now`` (ms)."""
        self.notes = SOUNDS[which]
        self.i = 0
        self._next(now)

    def tick(self, now):
        """Ends the note whose time is up and starts the next one.
        Allocates nothing."""
        if self.notes is not None and ticks_diff(now, self.until) >= 0:
            self._next(now)

    def _next(self, now):
        notes = self.notes
        i = self.i
        if i >= len(notes):
            self.pwm.duty_cycle = 0
            self.notes = None
            return
        if notes[i]:
            self.pwm.frequency = notes[i]
            self.pwm.duty_cycle = _HALF
        else:
            self.pwm.duty_cycle = 0
        self.until = (now + notes[i + 1]) & MASK
        self.i = i + 2

    def deinit(self):
        """Lets go of the pin (Settings turned the sound off)."""
        self.pwm.deinit()


def apply(console, notes=None):
    """Turns the sound on or off as the App's setting now says
    (``device.Console._apply_settings``: here, not there, so the code is
    heap only while the sound is on, and as it goes off). When it can't
    sound (no such pin, no PWM on it) the sound is off and a line says why:
    in ``notes`` at power-on, else on a notice over the settings."""
    from solitaire.console.app import _forget

    app = console.app
    if not app.sound:
        app.buzzer.deinit()
        app.buzzer = None
        _forget("solitaire.console.sound")
        return
    got = start(console.board)
    if isinstance(got, str):
        app.sound = False
        _forget("solitaire.console.sound")
        if notes is None:
            from solitaire.console.screens import NOTICE

            app.open_panel(NOTICE, (got,))
            app._draw()
        else:
            notes.append(got)
    else:
        app.buzzer = got


def start(board):
    """Gets a Buzzer on the pin the settings name, or the one-line message
    that says why there is none (no such pin, the pin in use, no PWM on
    it): the sound is then off, never a crash."""
    try:
        name = os.getenv("SOLITAIRE_BUZZER") or DEFAULT_PIN
    except ValueError:  # (CircuitPython raises for a broken line of settings.toml)
        name = DEFAULT_PIN
    pin = getattr(board, name, None)
    if pin is None:
        return "Sound off: no pin " + name
    try:
        import pwmio

        return Buzzer(pwmio.PWMOut(pin, frequency=SOUNDS[0][0], duty_cycle=0, variable_frequency=True))
    except MemoryError:
        raise
    except Exception as e:  # ImportError (no pwmio), ValueError, RuntimeError (pin in use, no PWM)
        return "Sound off: %s: %s" % (name, e.args[0] if e.args else type(e).__name__)
