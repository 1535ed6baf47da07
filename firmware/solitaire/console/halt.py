"""When the console can't run: why, on the screen in the firmware's built-in
font (the tile sheets may be what is missing), or three blinks of the LED
when there is no display. Loaded only then (``device.Console.halt``), so the
game never holds this code in its heap."""

import time


def halt(console):
    """Shows why ``console`` can't run (its ``fatal``), or blinks the LED
    when there is no display; never returns (and never restarts by itself)."""
    what, e = console.fatal
    if what == "display" or console.display is None:
        blink(console.board, console.keys, console.event)
    lines = console.shown_lines = halt_lines(what, e)
    show_text(console.display, lines)
    while True:
        while console.keys.events.get_into(console.event):
            pass
        time.sleep(0.1)

BLINK_ON = 0.2  # three flashes of this long ...
BLINK_OFF = 0.2  # ... this far apart ...
BLINK_PAUSE = 1.0  # ... then a pause: one round every two seconds


def blink(board, keys=None, event=None):
    """Blinks the board's LED for ever: three short flashes every two
    seconds means the display did not start (check its wiring and
    SOLITAIRE_ADDRESS). Without an LED it just waits."""
    led = None
    try:
        import digitalio

        led = digitalio.DigitalInOut(board.LED)
        led.direction = digitalio.Direction.OUTPUT
    except Exception:
        led = None
    while True:
        for i in range(3):
            if led is not None:
                led.value = True
            _wait(BLINK_ON, keys, event)
            if led is not None:
                led.value = False
            _wait(BLINK_OFF if i < 2 else BLINK_PAUSE, keys, event)


def _wait(seconds, keys, event):
    if keys is not None:
        while keys.events.get_into(event):
            pass
    time.sleep(seconds)


def halt_lines(what, e):
    """Gets the lines ``Console.halt`` shows for its ``fatal`` (what, e)."""
    if what != "asset":
        return ["Can't start:"] + _wrap(str(e))
    path = str(e.path)
    why = str(e.args[0])[len(path) + 2 :]  # the message is "<path>: <why>"
    if why == "out of memory":  # render.NO_MEMORY: the file is not at fault
        return ["Can't load asset:"] + _wrap(path) + ["Out of memory", "Reset to try again"]
    return ["Asset file problem:"] + _wrap(path) + _wrap(why) + ["Copy assets again"]


def _wrap(text, width=21):
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


def show_text(display, lines):
    """Shows lines of text in the firmware's built-in font (terminalio), for
    when the tile sheets can't be loaded."""
    import displayio
    import terminalio

    font = terminalio.FONT
    box = font.get_bounding_box()
    w, h = box[0], box[1]
    bmp = displayio.Bitmap(128, 64, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFFFFFF
    y = 0
    for line in lines:
        if y + h > 64:
            break
        x = 0
        for ch in line:
            g = font.get_glyph(ord(ch))
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
