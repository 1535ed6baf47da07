"""When the console can't run: why, on the screen in the firmware's built-in
font (the tile sheets may be what is missing), or blinks of the LED when
there is no display to say it on. Loaded only then (``device.Console.halt``),
so the game never holds this code in its heap."""

import time

from solitaire.console.power_on import show_text, wrap


def halt(console):
    """Shows why ``console`` can't run (its ``fatal``), or blinks the LED
    when there is no display; never returns (and never restarts by itself,
    so a board too small for the console can't loop through power-ons)."""
    what, e = console.fatal
    if what == "display" or console.display is None:
        blink(console.board, console.keys, console.event)
    lines = halt_lines(what, e)
    show_text(console.display, lines)
    console.shown_lines = lines
    while True:
        while console.keys.events.get_into(console.event):
            pass
        time.sleep(0.1)


# (on, off) seconds of each flash of a round; a round every two seconds
DISPLAY_BLINKS = ((0.2, 0.2), (0.2, 0.2), (0.2, 1.0))  # three short: the display did not start
MEMORY_BLINKS = ((1.0, 1.0),)  # one long: out of memory at power-on (power_on.halt_no_memory)


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


def halt_lines(what, e):
    """Gets the lines ``Console.halt`` shows for its ``fatal`` (what, e)."""
    if what != "asset":
        return ["Can't start:"] + wrap(str(e))
    path = str(e.path)
    why = str(e.args[0])[len(path) + 2 :]  # the message is "<path>: <why>"
    if why == "out of memory":  # render.NO_MEMORY: the file is not at fault
        return ["Can't load asset:"] + wrap(path) + ["Out of memory", "Reset to try again"]
    return ["Asset file problem:"] + wrap(path) + wrap(why) + ["Copy assets again"]
