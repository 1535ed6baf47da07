"""A virtual SSD1306 on a virtual I2C bus.

``VirtualPanel`` stands in for ``busio.I2C``: the real
``adafruit_displayio_ssd1306`` driver, through displayio's ``I2CDisplayBus``,
writes to it exactly what it would write to the chip. The panel decodes that
command and data stream into the chip's display RAM (8 pages of 128 column
bytes, one bit a pixel) and counts the bytes that crossed the wire.

On the wire, each I2C write starts with a control byte. With its Co bit
(0x80) set, one byte follows and then another control byte (the driver sends
``0x80 cmd 0x80 arg ...``); with Co clear, every byte up to the end of the
write follows. Its D/C# bit (0x40) tells display data from commands, so 0x40
comes before a run of display data.
"""

from PIL import Image

WIDTH = 128
PAGES = 8

# commands followed by this many argument bytes
_ARGS = {
    0x20: 1,  # memory addressing mode
    0x21: 2,  # column window
    0x22: 2,  # page window
    0x26: 6,  # scroll set-up (right)
    0x27: 6,  # scroll set-up (left)
    0x29: 5,
    0x2A: 5,
    0x81: 1,  # contrast
    0x8D: 1,  # charge pump
    0xA3: 2,  # vertical scroll area
    0xA8: 1,  # multiplex ratio
    0xD3: 1,  # display offset
    0xD5: 1,  # clock divide
    0xD9: 1,  # pre-charge
    0xDA: 1,  # COM pins
    0xDB: 1,  # VCOMH level
}


class VirtualPanel:
    """busio.I2C stand-in with an SSD1306 at its far end."""

    def __init__(self, address=0x3C):
        self.address = address
        self.frequency = None
        self.ram = bytearray(WIDTH * PAGES)
        self.bytes_total = 0
        self._count = 0
        self.writes = 0  # data writes so far (a window can redraw on change)
        self.locked = False
        self.mode = 2  # page addressing after reset
        self.col_lo, self.col_hi = 0, WIDTH - 1
        self.page_lo, self.page_hi = 0, PAGES - 1
        self.col = 0
        self.page = 0
        self.contrast = 0x7F
        self.inverted = False
        self.on = False
        self.all_on = False
        self.start_line = 0
        self.offset = 0  # display offset (0xD3): rows the picture moves up
        self.mux = 63  # multiplex ratio (0xA8): rows driven, less one
        self.seg_remap = True
        self.com_reversed = True
        self._cmd = None
        self._args = []

    # -- the busio.I2C interface the display bus uses -------------------

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def deinit(self):
        self.locked = False

    def writeto(self, address, buffer, *, start=0, end=None):
        if address != self.address:
            raise OSError(121, "no I2C device at 0x%02x" % address)
        data = bytes(buffer[start:end])
        self.bytes_total += len(data) + 1  # and the address byte
        self._count += len(data) + 1
        wrote = False
        i = 0
        n = len(data)
        while i < n:
            control = data[i]
            i += 1
            if control & 0x80:  # Co: one byte, then another control byte
                if i < n:
                    if control & 0x40:
                        self._data(data[i])
                        wrote = True
                    else:
                        self._command(data[i])
                    i += 1
                continue
            for b in data[i:]:  # no Co: the rest is all data or all commands
                if control & 0x40:
                    self._data(b)
                    wrote = True
                else:
                    self._command(b)
            break
        if wrote:
            self.writes += 1

    # -- decoding ---------------------------------------------------------

    def _command(self, b):
        if self._cmd is not None:
            self._args.append(b)
            if len(self._args) == _ARGS[self._cmd]:
                self._run(self._cmd, self._args)
                self._cmd = None
                self._args = []
            return
        if b in _ARGS:
            self._cmd = b
            self._args = []
            return
        if b <= 0x0F:
            self.col = (self.col & 0xF0) | b
        elif b <= 0x1F:
            self.col = (self.col & 0x0F) | (b & 0x0F) << 4
        elif 0x40 <= b <= 0x7F:
            self.start_line = b & 0x3F
        elif 0xB0 <= b <= 0xB7:
            self.page = b & 7
        elif b in (0xA0, 0xA1):
            self.seg_remap = b == 0xA1
        elif b in (0xC0, 0xC8):
            self.com_reversed = b == 0xC8
        elif b in (0xA6, 0xA7):
            self.inverted = b == 0xA7
        elif b in (0xA4, 0xA5):
            self.all_on = b == 0xA5
        elif b in (0xAE, 0xAF):
            self.on = b == 0xAF
        # 0x2E/0x2F (scroll off/on) and 0xE3 (nop) change nothing shown here

    def _run(self, cmd, args):
        if cmd == 0x20:
            self.mode = args[0] & 3
        elif cmd == 0x21:
            self.col_lo, self.col_hi = args[0] & 0x7F, args[1] & 0x7F
            self.col = self.col_lo
        elif cmd == 0x22:
            self.page_lo, self.page_hi = args[0] & 7, args[1] & 7
            self.page = self.page_lo
        elif cmd == 0x81:
            self.contrast = args[0]
        elif cmd == 0xA8:
            self.mux = max(15, args[0] & 0x3F)
        elif cmd == 0xD3:
            self.offset = args[0] & 0x3F

    def _data(self, b):
        self.ram[self.page * WIDTH + self.col] = b
        if self.mode == 0:  # horizontal: along the window, then down a page
            if self.col >= self.col_hi:
                self.col = self.col_lo
                self.page = self.page_lo if self.page >= self.page_hi else self.page + 1
            else:
                self.col += 1
        elif self.mode == 1:  # vertical: down the pages, then a column on
            if self.page >= self.page_hi:
                self.page = self.page_lo
                self.col = self.col_lo if self.col >= self.col_hi else self.col + 1
            else:
                self.page += 1
        else:  # page mode: along the page only
            self.col = (self.col + 1) & 0x7F

    # -- what a person sees ---------------------------------------------

    def take_count(self):
        """Gets the bytes sent since the last call, and starts counting anew."""
        n = self._count
        self._count = 0
        return n

    def pixel(self, x, y):
        """Checks if the panel lights pixel (x, y), as the module is mounted."""
        if not self.on or y > self.mux:
            return False
        if self.all_on:
            return not self.inverted
        # the driver's A1/C8 set-up is the module's upright orientation
        col = x if self.seg_remap else WIDTH - 1 - x
        row = y if self.com_reversed else PAGES * 8 - 1 - y
        row = (row + self.start_line + self.offset) & 63
        lit = (self.ram[(row >> 3) * WIDTH + col] >> (row & 7)) & 1
        return bool(lit) != self.inverted

    def to_image(self, scale=1):
        """Gets the panel as a black-and-white Pillow image (mode "1")."""
        img = Image.new("1", (WIDTH, 64))
        px = img.load()
        for y in range(64):
            for x in range(WIDTH):
                if self.pixel(x, y):
                    px[x, y] = 255
        if scale != 1:
            img = img.resize((WIDTH * scale, 64 * scale), Image.NEAREST)
        return img

    def rows(self):
        """Gets the panel as 64 strings of '#' and '.', for tests and diffs."""
        return ["".join("#" if self.pixel(x, y) else "." for x in range(WIDTH)) for y in range(64)]
