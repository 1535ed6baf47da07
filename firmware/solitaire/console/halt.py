"""When the console can't run: why, on the screen in the firmware's built-in
font (the tile sheets may be what is missing), or blinks of the LED when
there is no display to say it on (both drawn by ``power_on.py``). Loaded
only then (``device.run``, ``Console.step``), so the game never holds this
code in its heap."""

import time

from solitaire.console.power_on import blink, show_text, wrap


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


def halt_lines(what, e):
    """Gets the lines the halt shows for its ``fatal`` (what, e)."""
    if what != "asset":
        return ["Can't start:"] + wrap(str(e))
    path = str(e.path)
    why = str(e.args[0])[len(path) + 2 :]  # the message is "<path>: <why>"
    if why == "out of memory":  # render.NO_MEMORY: the file is not at fault
        return ["Can't load asset:"] + wrap(path) + ["Out of memory", "Reset to try again"]
    return ["Asset file problem:"] + wrap(path) + wrap(why) + ["Copy assets again"]
