"""Stand-in for CircuitPython's C module ``displayio``, for MicroPython: each
object allocates on the MicroPython GC heap what CircuitPython's C object
allocates on CircuitPython's GC heap, and holds its pixels and tiles for real.

Sources read: adafruit/circuitpython tag 10.1.4 (commit
a674b8cd3445596a0ce528f8bc467c9e4f7e9bd4), the firmware of the Pico figure
(171 KB); the files named below are identical at main cd3da4a5d8 (10.3.0-alpha),
and 9.0.0 (84e937f1c4, the Pico W figure) differs only where said.
Target: RP2040 (Cortex-M0+, ILP32: pointers, ``size_t`` and ``mp_obj_t`` are 4
bytes). Struct sizes below were worked out by hand from the headers and checked
with ``gcc -m32`` (i386 ILP32; no 8-byte members, so the layout is the same
under the ARM AAPCS).

GC blocks: ``MICROPY_BYTES_PER_GC_BLOCK`` = 4 words = 16 bytes on 32-bit
(py/mpconfig.h:182; the RP2040 port does not override it). Every allocation
is a whole number of blocks, no header: cost = ceil(n / 16) * 16. This
MicroPython (1.27, WASI, 32-bit) has the same 16-byte blocks, so
``gc.mem_alloc()`` here and on the device count alike. CircuitPython's
``m_malloc_without_collect`` (py/malloc.c) only marks a block as holding no
pointers (MICROPY_ENABLE_SELECTIVE_COLLECT); it costs the same blocks.

What CircuitPython 10.1.4 puts on the GC heap (bytes as allocated, then as
blocks):

=====================================  =====================================  =========================================
object                                 C allocation                           source
=====================================  =====================================  =========================================
Bitmap(w, h, value_count)              struct 36 -> 48                        shared-module/displayio/Bitmap.h
                                                                              ``displayio_bitmap_t``; mp_obj_malloc in
                                                                              shared-bindings/displayio/Bitmap.c
                                                                              ``displayio_bitmap_make_new``
  bits per value                       1, 2, 4, 8, 16 (24, 32): smallest     Bitmap.c make_new: ``while ((value_count
                                       power of two >= log2(value_count),    - 1) >> bits) bits = bits < 8 ? bits << 1
                                       then +8 steps; >8 must be 16 or 32     : bits + 8``
  data                                 stride * h * 4, stride = ceil(w *      shared-module/displayio/Bitmap.c
                                       bpv / 32) words, m_malloc_without_     ``stride()``, ``common_hal_displayio_
                                       collect -> GC heap                     bitmap_construct_from_buffer``
  e.g. 96x128, 2 values                48 + 1536 = 1584
Palette(n)                             struct 16 -> 16                        shared-module/displayio/Palette.h
                                                                              ``displayio_palette_t``
  colors                               16 * n (``_displayio_color_t`` is 16  Palette.h ``_displayio_color_t``;
                                       bytes: rgb888, colorspace pointer,     Palette.c ``common_hal_displayio_palette_
                                       cached_color, 3 bytes, pad)            construct`` (m_malloc_without_collect)
  e.g. Palette(2)                      16 + 32 = 48
TileGrid(bitmap, pixel_shader=, ...)   struct 84 -> 96                        shared-module/displayio/TileGrid.h
                                                                              ``displayio_tilegrid_t`` (11 one-bit
                                                                              bools + a 6-bit pad: 3 bytes, 83 -> 84)
  tiles                                none when width*height <= 4 (uint8)    shared-module/displayio/TileGrid.c
                                       or <= 2 (uint16): kept in the          ``common_hal_displayio_tilegrid_construct``
                                       pointer (``inline_tiles``); else       (``use_uint16 = tiles_in_bitmap > 255``,
                                       width*height bytes, or 2 bytes a tile  since 10.0.0-alpha.2; 9.0.0: always uint8,
                                       when the bitmap holds more than 255    inline when <= 4)
                                       tiles (m_malloc_without_collect)
  e.g. 1x10 over a 256-tile sheet      96 + 20 -> 96 + 32 = 128
  e.g. 21x8 over a 256-tile sheet      96 + 336 = 432
Group()                                struct 44 -> 48                        shared-module/displayio/Group.h
                                                                              ``displayio_group_t``
  members                              an ``mp_obj_list_t`` (16) from         shared-module/displayio/Group.c
                                       mp_obj_new_list(0): items for 4        ``common_hal_displayio_group_construct``;
                                       (16); doubles when full (8, 16, ...    py/objlist.c LIST_MIN_ALLOC 4,
                                       slots: 32, 64 bytes), halves on pop    ``mp_obj_list_append`` (alloc * 2),
                                       when alloc > 4 and alloc > 2 * len     ``mp_obj_list_pop``
  e.g. Group() with <= 4 members       48 + 16 + 16 = 80
I2CDisplayBus(i2c, device_address=)   0: the object is ``display_buses[0]``  shared-bindings/i2cdisplaybus/
                                       (static, shared-module/displayio/      I2CDisplayBus.c make_new
                                       __init__.c:56); it keeps a pointer to  (``allocate_display_bus_or_raise``)
                                       the busio.I2C (heap, the caller's)
BusDisplay(bus, init_sequence, ...)    0: ``displays[0]`` (static, __init__.  shared-bindings/busdisplay/BusDisplay.c
                                       c:57; CIRCUITPY_DISPLAY_LIMIT 1).      make_new (``allocate_display_or_raise``);
                                       The init sequence is read in place     shared-module/busdisplay/BusDisplay.c
                                       (mp_get_buffer) and not kept; refresh  construct, ``_refresh_area``
                                       buffers are C stack arrays             (``uint32_t buffer[buffer_size]``,
                                       (``buffer[]``, ``mask[]``).            ``mask[mask_length]``)
  a Python subclass (SSD1306)          its instance: mp_obj_instance_t 16 +   py/objtype.c (same as MicroPython)
                                       one native-base pointer = 20 -> 32,
                                       plus its attribute table
  the terminal                         supervisor_start_terminal's tiles:     supervisor/shared/display.c
                                       port_malloc (TLSF, outside the GC
                                       heap), freed by release_displays
release_displays()                     0 (clears the static slots)            shared-module/displayio/__init__.c
terminalio.FONT                        0: ``supervisor_terminal_font``,       tools/gen_display_resources.py
                                       const, in flash (ter-u12n, 6x12)       (supervisor/supervisor.mk:265)
  FONT.get_bounding_box()              a 2-tuple: 16                          shared-module/fontio/BuiltinFont.c
  FONT.get_glyph(c)                    an 8-field namedtuple: 40 -> 48        shared-module/fontio/BuiltinFont.c
bitmaptools.readinto(...)              0 (a row on the C stack)               shared-module/bitmaptools/__init__.c
=====================================  =====================================  =========================================

What these stand-ins allocate, and how far it is off (measured on this
MicroPython: an instance of a Python class is 16 bytes; its attribute table
is 8 bytes a slot, with 2, 4, 6, 8, 10... slots; a bytearray object is 16
bytes and its data separate; a 2-tuple 16; ``[]`` 16 + 16):

* Bitmap: instance 16 + table of 2 (``_d``, ``_m``) 16 + bytearray object 16
  = 48, the C struct's 3 blocks; ``_d`` holds the data in C's own layout
  (rows of ``stride`` words; below 8 bits a value, the first pixel in the high
  bits of each byte; 16-bit values little-endian). Exact. (width, height and
  bits per value are packed in the small int ``_m``.)
* Palette: instance 16 + table of 2 16 + bytearray object 16 = 48 for C's 16;
  the colours are kept in 4 bytes each and the bytearray is 16 * n - 32 bytes
  long (at least 4 * n), so the total is C's 16 + 16 * n for n >= 3. Over by
  32 bytes for Palette(1) and 16 bytes for Palette(2) (every 1-bit sheet).
* TileGrid: instance 16 + table of 8 (bitmap, pixel_shader, x, y, ``_f``,
  ``_t``, ``_w``, ``_k``) 64 + 16 = 96, C's struct; ``_t`` is the tiles
  bytearray (exactly C's tiles buffer) or, for inline tiles, a 2-tuple of two
  16-bit halves (16 bytes). Exact. Each tile write into an inline grid makes a
  new 2-tuple (16 bytes of garbage; the device allocates nothing).
* Group: instance 16 + table of 4 (``_m``, x, y, ``_f``) 32 = 48, C's struct,
  and a real list for the members (the same list code as CircuitPython's).
  Exact.
* BusDisplay / I2CDisplayBus: their state lives in the static slots below
  (``_DISPLAY``, ``_BUS``), made at import like the device's static arrays. A
  plain instance is 16 bytes where the device has 0 (over by 16). A Python
  subclass (SSD1306) gets one more attribute holding a 16-byte object, so its
  instance + table + that = the device's 32-byte instance + table, exact while
  its own attributes fit the same table (SSD1306: one, ``_is_awake``).
* The stand-ins' own code, classes and the static slots cost heap here and
  nothing on the device (ROM): import them first and take that off (as
  sim/heap.py does).
* Not modelled: temporary objects that differ (Python-level calls may make
  bound methods or argument tuples the C code does not; all garbage at once);
  float ``brightness`` is boxed here (16 bytes a value) and immediate on the
  device (MICROPY_OBJ_REPR_C).

Deviations from the C API, all outside what the firmware and the two Adafruit
libraries use: no buffer protocol on Bitmap, no OnDiskBitmap/ColorConverter/
Shape, TileGrid and Bitmap dimensions must be <= 32767, negative indices into
a TileGrid raise IndexError, hidden/scale/flip_* are properties.
"""

# -- the static slots (shared-module/displayio/__init__.c: displays[], display_buses[])
# _DISPLAY: [in use, bus, root_group, auto_refresh, brightness, width, height, rotation, refreshes]
_DISPLAY = [False, None, None, False, 1.0, 0, 0, 0, 0]
# _BUS: [in use, i2c, device_address, sends]
_BUS = [False, None, 0, 0]


def release_displays():
    """Releases the display and its bus (the static slots); the root group
    leaves its parent."""
    d = _DISPLAY
    if d[0]:
        g = d[2]
        if g is not None:
            g._f &= ~2
        d[0] = False
        d[1] = None
        d[2] = None
    b = _BUS
    if b[0]:
        b[0] = False
        b[1] = None


# -- Bitmap ------------------------------------------------------------------------

_ZERO_W = 0x40000  # _m: width 0, bits 0-14 hold the height


class Bitmap:
    """A 2D map of values, stored as CircuitPython stores it (see the module
    text). ``_d``: the data; ``_m``: width | log2(bits per value) << 15, or
    height | code << 15 | _ZERO_W when the width is 0."""

    def __init__(self, width, height, value_count):
        if not 0 <= width <= 32767:
            raise ValueError("width must be 0-32767")
        if not 0 <= height <= 32767:
            raise ValueError("height must be 0-32767")
        if not 1 <= value_count <= 65536:
            raise ValueError("value_count must be 1-65536")
        bits = 1
        while (value_count - 1) >> bits:
            bits = bits << 1 if bits < 8 else bits + 8
        if bits > 8 and bits != 16 and bits != 32:
            raise NotImplementedError("Invalid bits per value")
        code = 0
        while (1 << code) < bits:
            code += 1
        self._d = bytearray((((width * bits + 31) >> 5) * height) << 2)
        if width:
            self._m = width | code << 15
        else:
            self._m = height | code << 15 | _ZERO_W

    @property
    def width(self):
        m = self._m
        return 0 if m & _ZERO_W else m & 0x7FFF

    @property
    def height(self):
        m = self._m
        if m & _ZERO_W:
            return m & 0x7FFF
        return len(self._d) // ((((m & 0x7FFF) << ((m >> 15) & 7)) + 31) >> 5 << 2)

    @property
    def bits_per_value(self):
        return 1 << ((self._m >> 15) & 7)

    def _at(self, index):
        """The bit position of a pixel: byte offset << 3 | the shift in the
        byte (0 from 8 bits a value up)."""
        m = self._m
        if m & _ZERO_W:
            raise IndexError("index out of range")
        w = m & 0x7FFF
        code = (m >> 15) & 7
        stride = ((w << code) + 31) >> 5 << 2
        if type(index) is int:
            n = w * (len(self._d) // stride)
            if index < 0 or index >= n:
                raise IndexError("index must be 0-%d" % (n - 1))
            x = index % w
            y = index // w
        else:
            x, y = index
            if x < 0 or x >= w:
                raise IndexError("x must be 0-%d" % (w - 1))
            h = len(self._d) // stride
            if y < 0 or y >= h:
                raise IndexError("y must be 0-%d" % (h - 1))
        if code < 3:
            xs = 3 - code  # values a byte = 1 << xs
            return (y * stride + (x >> xs)) << 3 | (((1 << xs) - 1 - (x & ((1 << xs) - 1))) << code)
        return (y * stride + (x << (code - 3))) << 3

    def __getitem__(self, index):
        p = self._at(index)
        d = self._d
        code = (self._m >> 15) & 7
        i = p >> 3
        if code < 3:
            return (d[i] >> (p & 7)) & ((1 << (1 << code)) - 1)
        if code == 3:
            return d[i]
        if code == 4:
            return d[i] | d[i + 1] << 8
        return d[i] | d[i + 1] << 8 | d[i + 2] << 16 | d[i + 3] << 24

    def __setitem__(self, index, value):
        p = self._at(index)
        code = (self._m >> 15) & 7
        if value < 0 or value > (1 << (1 << code)) - 1:
            raise ValueError("value must be 0-%d" % ((1 << (1 << code)) - 1))
        d = self._d
        i = p >> 3
        if code < 3:
            s = p & 7
            mask = ((1 << (1 << code)) - 1) << s
            d[i] = (d[i] & ~mask) | (value << s)
        elif code == 3:
            d[i] = value
        else:
            d[i] = value & 0xFF
            d[i + 1] = (value >> 8) & 0xFF
            if code == 5:
                d[i + 2] = (value >> 16) & 0xFF
                d[i + 3] = value >> 24

    def fill(self, value):
        """Sets every pixel (and the padding at the end of each row, as
        CircuitPython does) to ``value``."""
        code = (self._m >> 15) & 7
        bits = 1 << code
        if value < 0 or value > (1 << bits) - 1:
            raise ValueError("value must be 0-%d" % ((1 << bits) - 1))
        d = self._d
        if bits <= 8:
            b = value
            k = bits
            while k < 8:
                b |= b << k
                k <<= 1
            for i in range(len(d)):
                d[i] = b
        else:
            n = bits >> 3
            for i in range(len(d)):
                d[i] = (value >> ((i % n) << 3)) & 0xFF

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        pass

    def deinit(self):
        self._d = bytearray(0)


# -- Palette -----------------------------------------------------------------------


class Palette:
    """Maps pixel values to colours. ``_c`` holds 4 bytes a colour (rgb888
    little-endian, then the flags: 1 transparent) and is padded to
    16 * n - 32 bytes so the heap cost matches C's (see the module text)."""

    def __init__(self, color_count, *, dither=False):
        if not 1 <= color_count <= 32767:
            raise ValueError("color_count must be 1-32767")
        n = color_count
        self._c = bytearray(16 * n - 32 if n > 2 else 4 * n)
        if dither:
            self._o = True

    def __len__(self):
        n = len(self._c)
        return n >> 2 if n < 16 else (n + 32) >> 4

    def _index(self, i):
        n = len(self)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("Palette index out of range")
        return i << 2

    def __getitem__(self, index):
        i = self._index(index)
        c = self._c
        return c[i] | c[i + 1] << 8 | c[i + 2] << 16

    def __setitem__(self, index, value):
        i = self._index(index)
        if type(value) is int:
            if value < 0 or value > 0xFFFFFF:
                raise ValueError("color must be between 0x000000 and 0xffffff")
            r, g, b = value >> 16, (value >> 8) & 0xFF, value & 0xFF
        else:
            if isinstance(value, (tuple, list)):
                value = bytes(value)
            if len(value) != 3 and len(value) != 4:
                raise ValueError("color buffer must be 3 bytes (RGB) or 4 bytes (RGB + pad byte)")
            r, g, b = value[0], value[1], value[2]
        c = self._c
        c[i] = b
        c[i + 1] = g
        c[i + 2] = r

    def make_transparent(self, index):
        i = self._index(index)
        self._c[i + 3] |= 1

    def make_opaque(self, index):
        i = self._index(index)
        self._c[i + 3] &= 0xFE

    def is_transparent(self, index):
        return bool(self._c[self._index(index) + 3] & 1)

    @property
    def dither(self):
        return getattr(self, "_o", False)

    @dither.setter
    def dither(self, v):
        self._o = bool(v)


# -- TileGrid ----------------------------------------------------------------------


class TileGrid:
    """A grid of tiles from a bitmap. ``_t``: the tiles (a bytearray of 1 or
    2 bytes a tile, or for inline tiles a 2-tuple of 16-bit halves of C's
    4-byte pointer); ``_w``: width | height << 15 (in tiles); ``_k``:
    tile_width | tile_height << 15; ``_f``: 1 hidden, 2 in a group, 4 flip_x,
    8 flip_y, 16 transpose_xy."""

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=0, tile_height=0,
                 default_tile=0, x=0, y=0):
        if not isinstance(bitmap, Bitmap):
            raise TypeError("unsupported bitmap type")
        if not isinstance(pixel_shader, Palette):
            raise TypeError("unsupported pixel_shader type")
        bw = bitmap.width
        bh = bitmap.height
        if not tile_width:
            tile_width = bw
        if not tile_height:
            tile_height = bh
        if bw % tile_width:
            raise ValueError("Tile width must exactly divide bitmap width")
        if bh % tile_height:
            raise ValueError("Tile height must exactly divide bitmap height")
        if not (0 <= width <= 32767 and 0 <= height <= 32767 and tile_width <= 32767 and tile_height <= 32767):
            raise ValueError("TileGrid dimensions must be <= 32767 here")
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self._f = 0
        total = width * height
        if (bw // tile_width) * (bh // tile_height) > 255:
            if total <= 2:
                t = default_tile & 0xFFFF
                self._t = (t, t if total == 2 else 0)
            else:
                t = bytearray(total << 1)
                if default_tile:
                    for i in range(total):
                        t[i << 1] = default_tile & 0xFF
                        t[(i << 1) + 1] = (default_tile >> 8) & 0xFF
                self._t = t
        elif total <= 4:
            t = default_tile & 0xFF
            lo = t | (t << 8 if total > 1 else 0)
            hi = (t if total > 2 else 0) | (t << 8 if total > 3 else 0)
            self._t = (lo, hi)
        else:
            t = bytearray(total)
            if default_tile:
                for i in range(total):
                    t[i] = default_tile & 0xFF
            self._t = t
        self._w = width | height << 15
        self._k = tile_width | tile_height << 15

    @property
    def width(self):
        return self._w & 0x7FFF

    @property
    def height(self):
        return self._w >> 15

    @property
    def tile_width(self):
        return self._k & 0x7FFF

    @property
    def tile_height(self):
        return self._k >> 15

    def _flag(bit):
        def get(self):
            return bool(self._f & bit)

        def put(self, v):
            if v:
                self._f |= bit
            else:
                self._f &= ~bit

        return property(get, put)

    hidden = _flag(1)
    flip_x = _flag(4)
    flip_y = _flag(8)
    transpose_xy = _flag(16)
    del _flag

    def _tiles_in_bitmap(self):
        k = self._k
        b = self.bitmap
        return (b.width // (k & 0x7FFF)) * (b.height // (k >> 15))

    def _cell(self, index):
        w = self._w & 0x7FFF
        if type(index) is int:
            if index < 0 or w == 0:
                raise IndexError("Tile index out of bounds")
            x = index % w
            y = index // w
        else:
            x, y = index
        if x < 0 or y < 0 or x >= w or y >= (self._w >> 15):
            raise IndexError("Tile index out of bounds")
        return y * w + x

    def __getitem__(self, index):
        i = self._cell(index)
        t = self._t
        if type(t) is tuple:
            if self._tiles_in_bitmap() > 255:
                return t[i]
            return (t[i >> 1] >> ((i & 1) << 3)) & 0xFF
        if len(t) > (self._w & 0x7FFF) * (self._w >> 15):
            return t[i << 1] | t[(i << 1) + 1] << 8
        return t[i]

    def __setitem__(self, index, value):
        i = self._cell(index)
        n = self._tiles_in_bitmap()
        if value < 0 or value > n - 1:
            raise ValueError("tile must be 0-%d" % (n - 1))
        t = self._t
        if type(t) is tuple:
            if n > 255:
                self._t = (value, t[1]) if i == 0 else (t[0], value)
            else:
                s = (i & 1) << 3
                h = (t[i >> 1] & ~(0xFF << s)) | (value << s)
                self._t = (h, t[1]) if i < 2 else (t[0], h)
        elif n > 255:
            t[i << 1] = value & 0xFF
            t[(i << 1) + 1] = value >> 8
        else:
            t[i] = value

    def contains(self, touch_tuple):
        x, y = touch_tuple[0], touch_tuple[1]
        k = self._k
        return (self.x <= x < self.x + (self._w & 0x7FFF) * (k & 0x7FFF)
                and self.y <= y < self.y + (self._w >> 15) * (k >> 15))


# -- Group -------------------------------------------------------------------------


def _add_layer(layer):
    if not isinstance(layer, (TileGrid, Group)):
        raise ValueError("Layer must be a Group or TileGrid subclass")
    if layer._f & 2:
        raise ValueError("Layer already in a group")
    layer._f |= 2


class Group:
    """Holds TileGrids and Groups. ``_m``: the members (a list, as C's
    mp_obj_list_t); ``_f``: 1 hidden, 2 in a group, scale << 2."""

    def __init__(self, *, scale=1, x=0, y=0):
        if not 1 <= scale <= 32767:
            raise ValueError("scale must be 1-32767")
        self._m = []
        self.x = x
        self.y = y
        self._f = scale << 2

    @property
    def hidden(self):
        return bool(self._f & 1)

    @hidden.setter
    def hidden(self, v):
        if v:
            self._f |= 1
        else:
            self._f &= ~1

    @property
    def scale(self):
        return self._f >> 2

    @scale.setter
    def scale(self, v):
        if not 1 <= v <= 32767:
            raise ValueError("scale must be 1-32767")
        self._f = (self._f & 3) | v << 2

    def append(self, layer):
        _add_layer(layer)
        self._m.append(layer)

    def insert(self, index, layer):
        _add_layer(layer)
        self._m.insert(index, layer)

    def index(self, layer):
        return self._m.index(layer)

    def pop(self, i=-1):
        layer = self._m.pop(i)
        layer._f &= ~2
        return layer

    def remove(self, layer):
        self.pop(self._m.index(layer))

    def sort(self, key=None, reverse=False):
        self._m.sort(key=key, reverse=reverse)

    def __len__(self):
        return len(self._m)

    def __bool__(self):
        return len(self._m) != 0

    def __getitem__(self, index):
        return self._m[index]

    def __setitem__(self, index, layer):
        _add_layer(layer)
        old = self._m[index]
        old._f &= ~2
        self._m[index] = layer

    def __delitem__(self, index):
        self.pop(index)


# The CircuitPython terminal's group (static on the device): what a new
# display shows until root_group is set.
CIRCUITPYTHON_TERMINAL = Group(scale=2)
