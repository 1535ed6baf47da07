"""Stand-in for CircuitPython's C module ``terminalio``: just ``FONT``.

On the device ``terminalio.FONT`` is ``supervisor_terminal_font``, a const
fontio.BuiltinFont in flash (tools/gen_display_resources.py; the default
font is ter-u12n, 6x12, supervisor/supervisor.mk:265) with a const Bitmap of
all glyphs in one row: no GC heap. Here FONT and its bitmap are two 16-byte
instances made at import (stand-in cost, taken off with the rest).

What calls allocate, as on the device (shared-module/fontio/BuiltinFont.c):
``get_bounding_box()`` a new 2-tuple (16 bytes); ``get_glyph(c)`` a new
8-field Glyph namedtuple (40 -> 48 bytes), or None for a character the font
lacks. The glyph images are not the real font: each printable character
other than space is a hollow 4x7 box, which is enough for an error screen.
"""

from collections import namedtuple

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"))

_W = 6
_H = 12
_N = 0x7F - 0x20  # the printable ASCII glyphs (the device's font has a few more)


class _FontBitmap:
    """The font's bitmap (read-only): glyph i at x = 6 * i, one row."""

    width = _W * _N
    height = _H
    bits_per_value = 1

    def __getitem__(self, index):
        if type(index) is int:
            x = index % (_W * _N)
            y = index // (_W * _N)
        else:
            x, y = index
        if x < 0 or x >= _W * _N or y < 0 or y >= _H:
            raise IndexError("index out of range")
        g = x // _W
        x -= g * _W
        if g == 0 or not (1 <= x <= 4 and 2 <= y <= 8):
            return 0
        return 1 if x == 1 or x == 4 or y == 2 or y == 8 else 0


class _BuiltinFont:
    def __init__(self):
        self.bitmap = _FontBitmap()

    def get_bounding_box(self):
        return (_W, _H)

    def get_glyph(self, codepoint):
        if 0x20 <= codepoint <= 0x7E:
            return Glyph(self.bitmap, codepoint - 0x20, _W, _H, 0, 0, _W, 0)
        return None


FONT = _BuiltinFont()
