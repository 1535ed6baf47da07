"""``make wiring``: draws the wiring diagrams as PNGs with Pillow.

    python host_tools/wiring.py [--out DIR]

Writes ``wiring-pico.png`` (Raspberry Pi Pico, the firmware's default pins)
and ``wiring-pi.png`` (Raspberry Pi 40-pin header, the pins of
``host_tools/pi-settings.toml``) into ``assets/screenshots/``.

Schematic style: the board as a block with its pins down both edges (names
inside, the used ones tagged in their wire's colour), the OLED module, six
push buttons between their pin and a ground rail, orthogonal coloured wires,
and a hop where two wires cross without connecting. Everything is drawn at
twice the size and scaled down, for smooth lines.
"""

import argparse
import os
import sys

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "screenshots")
S = 2  # supersampling

BG = "#FFFFFF"
INK = "#1A1A1A"
MUTED = "#6B7B6E"
WIRE_W = 5

COLOURS = {
    "3V3": "#D62728",
    "GND": "#202020",
    "SDA": "#1F6FD1",
    "SCL": "#E8B100",
    "UP": "#2CA02C",
    "DOWN": "#FF7F0E",
    "LEFT": "#9467BD",
    "RIGHT": "#8C564B",
    "A": "#E377C2",
    "B": "#17BECF",
    "BUZZER": "#BCBD22",
}

_FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/Library/Fonts",
              "C:\\Windows\\Fonts")


def font(size, bold=False):
    """Gets DejaVu Sans (bold) at ``size`` (logical px), or Pillow's own font."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for d in _FONT_DIRS:
        p = os.path.join(d, name)
        if os.path.isfile(p):
            return ImageFont.truetype(p, size * S)
    return ImageFont.load_default(size * S)


class Canvas:
    """Logical-pixel drawing on a supersampled Pillow image."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.img = Image.new("RGB", (w * S, h * S), BG)
        self.d = ImageDraw.Draw(self.img)

    def _p(self, pts):
        return [(x * S, y * S) for x, y in pts]

    def line(self, pts, fill, width=1):
        self.d.line(self._p(pts), fill=fill, width=max(1, round(width * S)), joint="curve")

    def rect(self, box, fill=None, outline=None, width=1, radius=0):
        x0, y0, x1, y1 = box
        self.d.rounded_rectangle((x0 * S, y0 * S, x1 * S, y1 * S), radius=radius * S, fill=fill,
                                 outline=outline, width=round(width * S))

    def circle(self, c, r, fill=None, outline=None, width=1):
        x, y = c
        self.d.ellipse(((x - r) * S, (y - r) * S, (x + r) * S, (y + r) * S), fill=fill,
                       outline=outline, width=round(width * S))

    def arc(self, c, r, start, end, fill, width):
        x, y = c
        self.d.arc(((x - r) * S, (y - r) * S, (x + r) * S, (y + r) * S), start, end, fill=fill,
                   width=round(width * S))

    def text(self, xy, s, f, fill=INK, anchor="la"):
        self.d.text((xy[0] * S, xy[1] * S), s, font=f, fill=fill, anchor=anchor)

    def text_width(self, s, f):
        return self.d.textlength(s, font=f) / S

    def save(self, path):
        self.img.resize((self.w, self.h), Image.LANCZOS).save(path, optimize=True)


def _darker(hex_colour, k=0.55):
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02X%02X%02X" % (int(r * k), int(g * k), int(b * k))


# --- wires ---------------------------------------------------------------------


class Wire:
    def __init__(self, colour, pts):
        self.colour = colour
        self.pts = pts

    def segments(self):
        return list(zip(self.pts, self.pts[1:]))


def _crossings(seg, wires, me):
    """Gets ``[(y, wire)]`` where vertical ``seg`` crosses another wire's horizontal segment."""
    (x, y0), (_, y1) = seg
    lo, hi = min(y0, y1), max(y0, y1)
    out = []
    for w in wires:
        if w is me:
            continue
        for (ax, ay), (bx, by) in w.segments():
            if ay == by and min(ax, bx) < x < max(ax, bx) and lo < ay < hi:
                out.append((ay, w))
    return out


def draw_wires(c, wires, hop=12):
    """Draws the wires, each with a dark edge; where a vertical segment
    crosses another wire's horizontal one, the vertical hops over it."""
    edge_w = WIRE_W + 2.4
    for w in wires:
        for colour, width in ((_darker(w.colour), edge_w), (w.colour, WIRE_W)):
            for (x0, y0), (x1, y1) in w.segments():
                c.line([(x0, y0), (x1, y1)], colour, width)
            for x, y in w.pts[1:-1]:  # round the corners
                c.circle((x, y), width / 2, fill=colour)
    for w in wires:
        for seg in w.segments():
            (x, _), (x1, _) = seg
            if x != x1:
                continue
            for y, other in _crossings(seg, wires, w):
                # clear the vertical around the crossing, redraw the horizontal on top,
                # then the hop over it
                c.d.rectangle(((x - edge_w) * S, (y - hop) * S, (x + edge_w) * S, (y + hop) * S), fill=BG)
                for colour, width in ((_darker(other.colour), edge_w), (other.colour, WIRE_W)):
                    c.line([(x - hop - 3, y), (x + hop + 3, y)], colour, width)
                for colour, width in ((_darker(w.colour), edge_w), (w.colour, WIRE_W)):
                    c.arc((x, y), hop, 270, 90, colour, width)


# --- parts ---------------------------------------------------------------------


class Block:
    """A board drawn as a block with pads down both edges, pin 1 top left.

    ``left`` and ``right`` are ``[(number, name)]`` from the top; ``used``
    maps a pin number to the wire colour name that tags it.
    """

    def __init__(self, x, y, left, right, width=310, pitch=40, colour="#2E7D32", used=None):
        self.x, self.y = x, y
        self.left, self.right = left, right
        self.width, self.pitch = width, pitch
        self.colour = colour
        self.used = used or {}
        self.rows = {}
        for i, (n, _) in enumerate(left):
            self.rows[n] = ("L", i)
        for i, (n, _) in enumerate(right):
            self.rows[n] = ("R", i)

    def row_y(self, i):
        return self.y + i * self.pitch

    def pad(self, pin):
        """Gets the outer end of a pin's pad, where its wire attaches."""
        side, i = self.rows[pin]
        return (self.x - 14 if side == "L" else self.x + self.width + 14, self.row_y(i))

    def top(self):
        return self.y - 90

    def bottom(self):
        return self.row_y(max(len(self.left), len(self.right)) - 1) + 46

    def draw(self, c, title, subtitle, usb=False):
        x0, x1 = self.x, self.x + self.width
        if usb:
            c.rect((x0 + self.width / 2 - 42, self.top() - 26, x0 + self.width / 2 + 42, self.top() + 22),
                   fill="#C9CED3", outline="#7D858C", width=2, radius=5)
        c.rect((x0, self.top(), x1, self.bottom()), fill=self.colour, outline=_darker(self.colour, 0.6),
               width=3, radius=14)
        c.text(((x0 + x1) / 2, self.top() + 36), title, font(19, True), "#FFFFFF", "mm")
        c.text(((x0 + x1) / 2, self.top() + 60), subtitle, font(13), "#D8EED9", "mm")
        fn, fb, fs = font(15), font(15, True), font(11)
        for side, pins in (("L", self.left), ("R", self.right)):
            for i, (n, name) in enumerate(pins):
                y = self.row_y(i)
                px = x0 if side == "L" else x1
                used = n in self.used
                # the pad: a gold through-hole on the edge, square for pin 1
                c.line([(px - 14, y), (px + 4 if side == "L" else px - 4, y)], "#B8962E", 6)
                if n == 1:
                    c.rect((px - 8, y - 8, px + 8, y + 8), fill="#E7C55A", outline="#8A6D1A", width=2)
                else:
                    c.circle((px, y), 8, fill="#E7C55A", outline="#8A6D1A", width=2)
                c.circle((px, y), 3.2, fill="#5A4A1A")
                num_x = px + 14 if side == "L" else px - 14
                c.text((num_x, y), str(n), fs, "#CFE3D0", "lm" if side == "L" else "rm")
                name_x = px + 38 if side == "L" else px - 38
                anchor = "lm" if side == "L" else "rm"
                if used:
                    tw = c.text_width(name, fb)
                    bx0 = name_x - 5 if side == "L" else name_x - tw - 5
                    col = COLOURS[self.used[n]]
                    c.rect((bx0, y - 12, bx0 + tw + 10, y + 12), fill=col, radius=5)
                    light = self.used[n] in ("SCL", "A", "B", "DOWN", "BUZZER")
                    c.text((name_x, y + 1), name, fb, INK if light else "#FFFFFF", anchor)
                else:
                    c.text((name_x, y + 1), name, fn, "#BFD8C1", anchor)


def draw_oled(c, x, y, w=330, h=210):
    """Draws a 128x64 SSD1306 module with its header (GND VCC SCL SDA) on top.

    Gets ``{name: (x, y)}`` of the header pins.
    """
    c.rect((x, y, x + w, y + h), fill="#16467F", outline="#0B2746", width=3, radius=10)
    for hx, hy in ((x + 14, y + 14), (x + w - 14, y + 14), (x + 14, y + h - 14), (x + w - 14, y + h - 14)):
        c.circle((hx, hy), 6, fill="#0B2746")
    sx0, sy0, sx1, sy1 = x + 30, y + 62, x + w - 30, y + h - 22
    c.rect((sx0, sy0, sx1, sy1), fill="#050709", outline="#2A2F36", width=2, radius=3)
    # a hint of the game on the screen
    glow = "#9FD8FF"
    cw, ch = 26, 34
    for i in range(7):
        cx = sx0 + 12 + i * 35
        c.rect((cx, sy0 + 14, cx + cw, sy0 + 14 + ch), outline=glow, width=2, radius=3)
    for i in range(3):
        cx = sx0 + 12 + i * 35
        c.rect((cx, sy0 + 58, cx + cw, sy0 + 58 + ch - 8), outline=glow, width=2, radius=3)
    c.text(((sx0 + sx1) / 2 + 55, sy0 + 76), "128 x 64", font(14), glow, "mm")
    pins = {}
    fb = font(14, True)
    for i, name in enumerate(("GND", "VCC", "SCL", "SDA")):
        px = x + w / 2 - 60 + i * 40
        pins[name] = (px, y - 6)
        c.line([(px, y - 6), (px, y + 10)], "#B8962E", 6)
        c.circle((px, y + 12), 8, fill="#E7C55A", outline="#8A6D1A", width=2)
        c.circle((px, y + 12), 3.2, fill="#5A4A1A")
        c.text((px, y + 36), name, fb, "#FFFFFF", "mm")
    c.text((x + w / 2, y + h + 24), "SSD1306 OLED module, I2C, 0x3C", font(15, True), INK, "mm")
    c.text((x + w / 2, y + h + 44), "pin order varies: go by the labels on yours", font(13), MUTED, "mm")
    return pins


def draw_button(c, x, y, label, pin_text, facing="L"):
    """Draws a push button on a horizontal wire at height ``y``, its
    terminals at ``x`` and ``x + 56``, its name above the wire on the
    ``facing`` side (toward the board). Gets the two terminal points."""
    a, b = (x, y), (x + 56, y)
    grey = "#3A3A3A"
    c.line([(x + 6, y - 12), (x + 50, y - 12)], grey, 3)
    c.line([(x + 28, y - 12), (x + 28, y - 26)], grey, 3)
    c.line([(x + 17, y - 26), (x + 39, y - 26)], grey, 3)
    for t in (a, b):
        c.circle(t, 5.5, fill="#FFFFFF", outline=grey, width=2.5)
    f, fs = font(15, True), font(12)
    if facing == "R":
        c.text((x + 70, y - 17), label, f, INK, "lm")
        c.text((x + 77 + c.text_width(label, f), y - 16), pin_text, fs, MUTED, "lm")
    else:
        w = c.text_width(pin_text, fs)
        c.text((x - 14, y - 16), pin_text, fs, MUTED, "rm")
        c.text((x - 21 - w, y - 17), label, f, INK, "rm")
    return a, b


def draw_piezo(c, x, y, label, pin_text):
    """Draws a passive piezo buzzer, its two leads at ``(x, y)`` (the
    signal, marked +) and ``(x, y + 40)`` (GND), its disc to their right,
    its name and pins beside it."""
    cx, cy = x + 44, y + 20
    c.circle((cx, cy), 36, fill="#1A1A1A", outline="#000000", width=2)
    c.circle((cx, cy), 24, outline="#555555", width=2)
    c.circle((cx, cy), 6, fill="#555555")
    c.text((x + 10, y - 16), "+", font(15, True), INK, "mm")
    c.text((cx + 50, cy - 10), label, font(15, True), INK, "lm")
    c.text((cx + 50, cy + 12), pin_text, font(12), MUTED, "lm")


def draw_ground(c, x, y):
    c.line([(x, y), (x, y + 16)], COLOURS["GND"], 3)
    for i, half in enumerate((16, 10, 4)):
        c.line([(x - half, y + 16 + i * 6), (x + half, y + 16 + i * 6)], COLOURS["GND"], 3)


def draw_notes(c, x, y, lines, width):
    """Draws a notes box: ``lines`` of (text, colour name or None, bold)."""
    h = 24 + 26 * len(lines)
    c.rect((x, y, x + width, y + h), fill="#F6F7F9", outline="#C9CED6", width=2, radius=10)
    f, fb = font(14), font(14, True)
    for i, (s, key, bold) in enumerate(lines):
        ly = y + 24 + i * 26
        tx = x + 16
        if key:
            c.line([(x + 16, ly), (x + 46, ly)], _darker(COLOURS[key]), WIRE_W + 2.4)
            c.line([(x + 16, ly), (x + 46, ly)], COLOURS[key], WIRE_W)
            tx = x + 58
        c.text((tx, ly), s, fb if bold else f, INK, "lm")


def draw_title(c, title, sub):
    c.text((40, 34), title, font(28, True), INK, "lm")
    c.text((40, 70), sub, font(16), MUTED, "lm")


# --- the two diagrams ----------------------------------------------------------

PICO_LEFT = [(1, "GP0"), (2, "GP1"), (3, "GND"), (4, "GP2"), (5, "GP3"), (6, "GP4"), (7, "GP5"),
             (8, "GND"), (9, "GP6"), (10, "GP7"), (11, "GP8"), (12, "GP9"), (13, "GND"),
             (14, "GP10"), (15, "GP11"), (16, "GP12"), (17, "GP13"), (18, "GND"), (19, "GP14"),
             (20, "GP15")]
PICO_RIGHT = [(40, "VBUS"), (39, "VSYS"), (38, "GND"), (37, "3V3_EN"), (36, "3V3(OUT)"),
              (35, "ADC_VREF"), (34, "GP28"), (33, "AGND"), (32, "GP27"), (31, "GP26"), (30, "RUN"),
              (29, "GP22"), (28, "GND"), (27, "GP21"), (26, "GP20"), (25, "GP19"), (24, "GP18"),
              (23, "GND"), (22, "GP17"), (21, "GP16")]

PI_NAMES = {1: "3V3", 2: "5V", 3: "GPIO2 SDA", 4: "5V", 5: "GPIO3 SCL", 6: "GND", 7: "GPIO4",
            8: "GPIO14 TXD", 9: "GND", 10: "GPIO15 RXD", 11: "GPIO17", 12: "GPIO18", 13: "GPIO27",
            14: "GND", 15: "GPIO22", 16: "GPIO23", 17: "3V3", 18: "GPIO24", 19: "GPIO10", 20: "GND",
            21: "GPIO9", 22: "GPIO25", 23: "GPIO11", 24: "GPIO8", 25: "GND", 26: "GPIO7",
            27: "ID_SD", 28: "ID_SC", 29: "GPIO5", 30: "GND", 31: "GPIO6", 32: "GPIO12",
            33: "GPIO13", 34: "GND", 35: "GPIO19", 36: "GPIO16", 37: "GPIO26", 38: "GPIO20",
            39: "GND", 40: "GPIO21"}
PI_LEFT = [(n, PI_NAMES[n]) for n in range(1, 41, 2)]
PI_RIGHT = [(n, PI_NAMES[n]) for n in range(2, 41, 2)]


def _button_row(c, board, wires, pin, name, pin_text, x, side):
    """Draws a button on the row of ``pin``; gets the terminal toward the rail."""
    px, py = board.pad(pin)
    facing = "R" if side == "L" else "L"
    a, b = draw_button(c, x, py, name, pin_text, facing)
    near, far = (b, a) if side == "L" else (a, b)
    wires.append(Wire(COLOURS[name], [near, (px, py)]))
    return far


def pico():
    c = Canvas(1740, 1120)
    draw_title(c, "Solitaire console: wiring on a Raspberry Pi Pico",
               "The firmware's default pins (no settings.toml needed). Top view, USB at the top.")
    used = {36: "3V3", 3: "GND", 6: "SDA", 7: "SCL", 14: "UP", 15: "DOWN", 16: "LEFT", 17: "RIGHT",
            19: "A", 20: "B", 18: "GND", 24: "BUZZER", 23: "GND"}
    board = Block(930, 250, PICO_LEFT, PICO_RIGHT, used=used)
    oled = draw_oled(c, 110, 300)
    wires = []
    # OLED: GND and the data lines from above on the left; 3V3 round the top to pin 36
    gx, gy = oled["GND"]
    vx, vy = oled["VCC"]
    sclx, scly = oled["SCL"]
    sdax, sday = oled["SDA"]
    p3, p6, p7, p36 = board.pad(3), board.pad(6), board.pad(7), board.pad(36)
    wires.append(Wire(COLOURS["3V3"], [(vx, vy), (vx, 128), (board.x + board.width + 90, 128),
                                       (board.x + board.width + 90, p36[1]), p36]))
    # the outer wire takes the top pad; SCL and SDA swap order, so they cross once
    wires.append(Wire(COLOURS["GND"], [(gx, gy), (gx, 176), (860, 176), (860, p3[1]), p3]))
    wires.append(Wire(COLOURS["SCL"], [(sclx, scly), (sclx, 212), (830, 212), (830, p7[1]), p7]))
    wires.append(Wire(COLOURS["SDA"], [(sdax, sday), (sdax, 244), (800, 244), (800, p6[1]), p6]))
    # buttons: each between its pin and the ground rail, which goes to pin 18
    rail_x = 470
    ends = []
    for pin, name, gp in ((14, "UP", "GP10"), (15, "DOWN", "GP11"), (16, "LEFT", "GP12"),
                          (17, "RIGHT", "GP13"), (19, "A", "GP14"), (20, "B", "GP15")):
        ends.append(_button_row(c, board, wires, pin, name, "%s, pin %d" % (gp, pin), 560, "L"))
    for e in ends:
        wires.append(Wire(COLOURS["GND"], [e, (rail_x, e[1])]))
    top, bottom = ends[0][1], ends[-1][1]
    wires.append(Wire(COLOURS["GND"], [(rail_x, top), (rail_x, bottom + 30)]))
    p18 = board.pad(18)
    wires.append(Wire(COLOURS["GND"], [p18, (rail_x, p18[1])]))
    # the optional piezo: GP18 (pin 24) and the GND beside it (pin 23)
    p24, p23 = board.pad(24), board.pad(23)
    piezo_x = p24[0] + 70
    wires.append(Wire(COLOURS["BUZZER"], [p24, (piezo_x + 14, p24[1])]))
    wires.append(Wire(COLOURS["GND"], [p23, (piezo_x + 14, p23[1])]))
    draw_wires(c, wires)
    draw_piezo(c, piezo_x, p24[1], "Piezo (optional)", "passive; GP18, pin 24 / GND, pin 23")
    for e in ends:
        c.circle((rail_x, e[1]), 6, fill=COLOURS["GND"])
    c.circle((rail_x, p18[1]), 6, fill=COLOURS["GND"])
    draw_ground(c, rail_x, bottom + 30)
    c.text((rail_x - 16, top - 40), "ground rail", font(13), MUTED, "lm")
    board.draw(c, "Raspberry Pi Pico", "RP2040, CircuitPython 9 or 10", usb=True)
    draw_notes(c, 1310, 560, [
        ("3V3(OUT), pin 36 to OLED VCC", "3V3", False),
        ("GND, pins 3, 18 and 23", "GND", False),
        ("GP4, pin 6 to SDA (I2C0 data)", "SDA", False),
        ("GP5, pin 7 to SCL (I2C0 clock)", "SCL", False),
        ("GP18, pin 24 to the piezo (Sound)", "BUZZER", False),
        ("Buttons: pin to GND, no resistors", None, True),
        ("(internal pull-ups; keypad debounces)", None, False),
        ("I2C at 400 kHz, OLED address 0x3C", None, False),
        ("Other pins: settings.toml on CIRCUITPY", None, False),
    ], 400)
    return c


def raspberry_pi():
    c = Canvas(1640, 1120)
    draw_title(c, "Solitaire console: wiring on a Raspberry Pi",
               "40-pin header, pins as in host_tools/pi-settings.toml (Blinka names: SDA, SCL, D17 ...). "
               "make pi runs it.")
    used = {1: "3V3", 3: "SDA", 5: "SCL", 6: "GND", 11: "UP", 13: "DOWN", 15: "LEFT", 16: "RIGHT",
            18: "A", 22: "B", 9: "GND", 20: "GND"}
    board = Block(760, 250, PI_LEFT, PI_RIGHT, width=330, colour="#1B5E20", used=used)
    oled = draw_oled(c, 90, 300)
    wires = []
    gx, gy = oled["GND"]
    vx, vy = oled["VCC"]
    sclx, scly = oled["SCL"]
    sdax, sday = oled["SDA"]
    p1, p3, p5, p6 = board.pad(1), board.pad(3), board.pad(5), board.pad(6)
    wires.append(Wire(COLOURS["GND"], [(gx, gy), (gx, 128), (board.x + board.width + 70, 128),
                                       (board.x + board.width + 70, p6[1]), p6]))
    wires.append(Wire(COLOURS["3V3"], [(vx, vy), (vx, 158), (700, 158), (700, p1[1]), p1]))
    wires.append(Wire(COLOURS["SCL"], [(sclx, scly), (sclx, 188), (670, 188), (670, p5[1]), p5]))
    wires.append(Wire(COLOURS["SDA"], [(sdax, sday), (sdax, 218), (640, 218), (640, p3[1]), p3]))
    # left buttons: GPIO17, 27, 22, rail to pin 9; right: GPIO23, 24, 25, rail to pin 20
    left_rail, right_rail = 470, 1500
    left_ends, right_ends = [], []
    for pin, name, gpio in ((11, "UP", 17), (13, "DOWN", 27), (15, "LEFT", 22)):
        left_ends.append(_button_row(c, board, wires, pin, name, "D%d, pin %d" % (gpio, pin), 530, "L"))
    for pin, name, gpio in ((16, "RIGHT", 23), (18, "A", 24), (22, "B", 25)):
        right_ends.append(_button_row(c, board, wires, pin, name, "D%d, pin %d" % (gpio, pin), 1290, "R"))
    p9, p20 = board.pad(9), board.pad(20)
    for ends, rail, gnd in ((left_ends, left_rail, p9), (right_ends, right_rail, p20)):
        for e in ends:
            wires.append(Wire(COLOURS["GND"], [e, (rail, e[1])]))
        wires.append(Wire(COLOURS["GND"], [gnd, (rail, gnd[1])]))
        ys = [e[1] for e in ends] + [gnd[1]]
        wires.append(Wire(COLOURS["GND"], [(rail, min(ys)), (rail, max(ys) + 30)]))
    draw_wires(c, wires)
    for ends, rail, gnd in ((left_ends, left_rail, p9), (right_ends, right_rail, p20)):
        for e in ends + [gnd]:
            c.circle((rail, e[1]), 6, fill=COLOURS["GND"])
        draw_ground(c, rail, max(e[1] for e in ends + [gnd]) + 30)
    board.draw(c, "Raspberry Pi GPIO header", "any Pi with 40 pins: Zero, 3, 4, 5")
    draw_notes(c, 90, 770, [
        ("3V3, pin 1 to OLED VCC", "3V3", False),
        ("GND, pins 6, 9 and 20", "GND", False),
        ("GPIO2 (SDA), pin 3 to SDA", "SDA", False),
        ("GPIO3 (SCL), pin 5 to SCL", "SCL", False),
        ("Buttons: pin to GND, no resistors", None, True),
        ("Enable I2C: sudo raspi-config", None, False),
        ("400 kHz: dtparam=i2c_arm_baudrate=400000", None, False),
        ("in /boot/firmware/config.txt, then reboot", None, False),
    ], 420)
    return c


def main(argv=None):
    p = argparse.ArgumentParser(prog="make wiring", description=__doc__.splitlines()[0])
    p.add_argument("--out", default=OUT, help="folder for the PNGs (default: %(default)s)")
    args = p.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for name, make in (("wiring-pico.png", pico), ("wiring-pi.png", raspberry_pi)):
        path = os.path.join(args.out, name)
        make().save(path)
        print("wrote %s" % os.path.relpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
