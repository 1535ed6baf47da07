"""The displayio-side stand-ins (``sim/guest/``: displayio, busdisplay,
i2cdisplaybus, terminalio, bitmaptools) under the real MicroPython: they cost
on the heap what CircuitPython 10.1.4's C objects cost (the table in
``sim/guest/displayio.py``), and adafruit_imageload loads a tile sheet into
them with the pixels Pillow reads.

Heap figures: ``gc.mem_alloc()`` differences between ``gc.collect()``s.
A single step can read a block or two off (garbage a stale pointer keeps for
one step more: the collector is conservative), so single steps get a
tolerance of two blocks (``STEP_TOL``) and their sum one block; the sizes are
also checked on batches of ``N`` objects less an empty batch, to within one
block for the whole batch (2 bytes an object).
"""

import shutil
from pathlib import Path

import pytest

from sim import mpy

ROOT = Path(__file__).resolve().parent.parent
GUEST = ROOT / "sim" / "guest"
SITE = next((ROOT / ".venv" / "lib").glob("python3*/site-packages"))
MINE = ("displayio", "busdisplay", "i2cdisplaybus", "terminalio", "bitmaptools")
BLOCK = 16
STEP_TOL = 2 * BLOCK
N = 8

# CircuitPython 10.1.4 on the RP2040, bytes of GC heap (sim/guest/displayio.py)
C_BITMAP_96x128x1 = 48 + 1536
C_PALETTE_2 = 16 + 2 * 16
C_PALETTE_16 = 16 + 16 * 16
C_TILEGRID_1x10_U16 = 96 + 32  # 256-tile sheet: 2 bytes a tile, 20 -> 32
C_TILEGRID_1x1 = 96  # inline tiles
C_TILEGRID_21x8_U16 = 96 + 336
C_TILEGRID_5x1_U8 = 96 + 16  # a one-tile bitmap: uint8 tiles
C_GROUP = 48 + 16 + 16
C_GROUP_5TH_MEMBER = 16  # list items 4 -> 8 slots
C_SSD1306 = 32 + 16  # instance with one native base + a 2-slot table
# what the stand-ins are documented to over-count
OVER_PALETTE_2 = 16
OVER_BUS = 16  # the I2CDisplayBus instance (static on the device)


def _stage(tmp_path, bitmaptools=True):
    root = tmp_path / "drive"
    (root / "lib").mkdir(parents=True)
    (root / "assets").mkdir()
    for name in MINE:
        if name == "bitmaptools" and not bitmaptools:
            continue
        shutil.copy2(GUEST / (name + ".py"), root / (name + ".py"))
    shutil.copytree(SITE / "adafruit_imageload", root / "lib" / "adafruit_imageload",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(SITE / "adafruit_displayio_ssd1306.py", root / "lib" / "adafruit_displayio_ssd1306.py")
    shutil.copy2(ROOT / "firmware" / "assets" / "font.bmp", root / "assets" / "font.bmp")
    (root / "busio.py").write_text(
        "class I2C:\n    def __init__(self, scl=None, sda=None, frequency=100000):\n        pass\n"
    )
    return root


def _run(script, root, heap_kb=256):
    r = mpy.run(script, heap_kb=heap_kb, modules_dir=root, gc_safe=True, timeout_s=300)
    r.check()
    return r.stdout


def _figures(out):
    got = {}
    for line in out.splitlines():
        w = line.split()
        if len(w) == 2 and w[0].startswith("="):
            got[w[0][1:]] = int(w[1])
    return got


SCENARIO = """
import gc
import displayio, busdisplay, i2cdisplaybus, terminalio
step = 0
bmp = pal = grid = group = None
def mark(name):
    global step
    gc.collect()
    a = gc.mem_alloc()
    print('=' + name, a - step)
    step = a
gc.collect()
step = gc.mem_alloc()
bmp = displayio.Bitmap(96, 128, 2)
mark('bitmap')
pal = displayio.Palette(2)
mark('palette')
grid = displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=10, tile_width=6, tile_height=8)
mark('tilegrid')
group = displayio.Group()
mark('group')
group.append(grid)
mark('append')
"""


def test_scenario_costs_what_circuitpython_allocates(tmp_path):
    got = _figures(_run(SCENARIO, _stage(tmp_path)))
    expect = {
        "bitmap": C_BITMAP_96x128x1,
        "palette": C_PALETTE_2 + OVER_PALETTE_2,
        "tilegrid": C_TILEGRID_1x10_U16,
        "group": C_GROUP,
        "append": 0,
    }
    for name, want in expect.items():
        assert abs(got[name] - want) <= STEP_TOL, (name, got[name], want)
    assert abs(sum(got.values()) - sum(expect.values())) <= BLOCK, got


BATCH = """
import gc
import displayio, busdisplay, i2cdisplaybus, terminalio
keep = [None] * %(n)d
step = 0
bmp = displayio.Bitmap(96, 128, 2)
one = displayio.Bitmap(6, 8, 2)
pal = displayio.Palette(2)
def make(kind, i):
    if kind == 0: return displayio.Bitmap(96, 128, 2)
    if kind == 1: return displayio.Palette(2)
    if kind == 2: return displayio.Palette(16)
    if kind == 3: return displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=10, tile_width=6, tile_height=8)
    if kind == 4: return displayio.TileGrid(bmp, pixel_shader=pal, tile_width=6, tile_height=8, default_tile=255)
    if kind == 5: return displayio.TileGrid(bmp, pixel_shader=pal, width=21, height=8, tile_width=6, tile_height=8)
    if kind == 6: return displayio.TileGrid(one, pixel_shader=pal, width=5, height=1)
    if kind == 7: return displayio.TileGrid(one, pixel_shader=pal, width=2, height=2, default_tile=0)
    if kind == 8: return displayio.Group()
    if kind == 9:
        g = displayio.Group()
        for j in range(5):
            g.append(displayio.Group())
        return g
    return None
def fill(kind):
    for i in range(%(n)d):
        keep[i] = make(kind, i)
def clear():
    for i in range(%(n)d):
        keep[i] = None
for kind in (10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9):
    gc.collect()
    step = gc.mem_alloc()
    fill(kind)
    gc.collect()
    print('=k%%d' %% kind, gc.mem_alloc() - step)
    clear()
"""


def test_batches_cost_what_circuitpython_allocates(tmp_path):
    got = _figures(_run(BATCH % {"n": N}, _stage(tmp_path)))
    expect = [
        C_BITMAP_96x128x1,
        C_PALETTE_2 + OVER_PALETTE_2,
        C_PALETTE_16,
        C_TILEGRID_1x10_U16,
        C_TILEGRID_1x1,
        C_TILEGRID_21x8_U16,
        C_TILEGRID_5x1_U8,
        96,  # 2x2 uint8 tiles: inline
        C_GROUP,
        C_GROUP + C_GROUP_5TH_MEMBER + 5 * C_GROUP,
    ]
    base = got["k10"]  # an empty batch
    for kind, want in enumerate(expect):
        assert abs(got["k%d" % kind] - base - N * want) <= BLOCK, (kind, (got["k%d" % kind] - base) / N, want)


DISPLAY = """
import gc
import busio, displayio, busdisplay, i2cdisplaybus
from adafruit_displayio_ssd1306 import SSD1306
step = 0
i2c = bus = display = group = None
gc.collect()
step = gc.mem_alloc()
i2c = busio.I2C()
gc.collect()
step = gc.mem_alloc()
displayio.release_displays()
bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=0x3C)
display = SSD1306(bus, width=128, height=64, auto_refresh=False)
gc.collect()
print('=display', gc.mem_alloc() - step)
group = displayio.Group()
display.root_group = group
print(display.root_group is group, display.width, display.height, display.auto_refresh)
print(display.refresh(target_frames_per_second=30, minimum_frames_per_second=0), busdisplay.refresh_count())
display.sleep()
display.wake()
print(i2cdisplaybus.send_count(), display.is_awake)
try:
    i2cdisplaybus.I2CDisplayBus(i2c, device_address=0x3C)
except RuntimeError as e:
    print('second bus:', e)
displayio.release_displays()
bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=0x3D)
display = SSD1306(bus, width=128, height=64, auto_refresh=False)
display.root_group = group
print('again ok')
"""


def test_display_and_bus(tmp_path):
    out = _run(DISPLAY, _stage(tmp_path))
    got = _figures(out)
    assert abs(got["display"] - (C_SSD1306 + OVER_BUS)) <= BLOCK, got
    lines = [l for l in out.splitlines() if not l.startswith("=")]
    assert lines == ["True 128 64 False", "True 1", "2 True", "second bus: Too many display busses", "again ok"]


ACCESS = """
import displayio, terminalio
for bits, count in ((1, 2), (2, 4), (4, 16), (8, 256), (16, 65536)):
    b = displayio.Bitmap(13, 5, count)
    assert b.bits_per_value == bits and b.width == 13 and b.height == 5, (bits, b.bits_per_value)
    top = (1 << bits) - 1
    for y in range(5):
        for x in range(13):
            b[x, y] = (x * 7 + y * 3) & top
    ok = all(b[x, y] == (x * 7 + y * 3) & top for y in range(5) for x in range(13))
    assert ok and b[13 * 2 + 3] == b[3, 2]
    b.fill(top)
    assert b[12, 4] == top and b[0] == top
    try:
        b[13, 0] = 0
        assert False
    except IndexError:
        pass
    try:
        b[0, 0] = top + 1
        assert False
    except ValueError:
        pass
b = displayio.Bitmap(9, 2, 2)
b[0, 0] = 1
b[8, 1] = 1
print(bytes(b._d))
p = displayio.Palette(3)
p[0] = 0x123456
p[1] = b'\\x01\\x02\\x03'
p[2] = (4, 5, 6)
p.make_transparent(1)
print(len(p), hex(p[0]), hex(p[1]), hex(p[-1]), p.is_transparent(1), p.is_transparent(0))
p.make_opaque(1)
print(p.is_transparent(1))
sheet = displayio.Bitmap(96, 128, 2)
small = displayio.Bitmap(12, 8, 2)
for w, h, src, tw, th in ((1, 1, sheet, 6, 8), (2, 1, sheet, 6, 8), (1, 10, sheet, 6, 8),
                          (2, 2, small, 6, 8), (3, 1, small, 6, 8), (7, 3, small, 6, 8)):
    g = displayio.TileGrid(src, pixel_shader=p, width=w, height=h, tile_width=tw, tile_height=th, default_tile=1)
    n = (src.width // tw) * (src.height // th)
    assert g.width == w and g.height == h and g.tile_width == tw and g.tile_height == th
    assert all(g[i] == 1 for i in range(w * h))
    for i in range(w * h):
        g[i] = (i * 37 + 5) % n
    assert all(g[i] == (i * 37 + 5) % n for i in range(w * h)), (w, h)
    assert g[w - 1, h - 1] == ((w * h - 1) * 37 + 5) % n
    try:
        g[0] = n
        assert False
    except ValueError:
        pass
    try:
        g[w, 0]
        assert False
    except IndexError:
        pass
g.hidden = True
print(g.hidden, g.flip_x)
root = displayio.Group()
a = displayio.Group(x=3, y=4, scale=2)
root.append(a)
root.append(g)
print(len(root), root[0] is a, root.index(g), a.x, a.y, a.scale, a.hidden)
try:
    root.append(g)
except ValueError as e:
    print(e)
print(root.pop() is g, len(root))
root.insert(0, g)
root.remove(a)
print(len(root), root[0] is g)
f = terminalio.FONT
print(f.get_bounding_box())
gl = f.get_glyph(ord('A'))
print(gl.tile_index, gl.width, gl.height, gl.bitmap.width, gl.bitmap[gl.tile_index * 6 + 1, 4], f.get_glyph(0x2603))
"""


def test_bitmap_palette_tilegrid_group_behave(tmp_path):
    out = _run(ACCESS, _stage(tmp_path)).splitlines()
    # 9 pixels a row: one 32-bit word a row; pixel 0 is the high bit of byte 0
    assert out[0] == repr(bytes([0x80, 0, 0, 0, 0, 0x80, 0, 0]))
    assert out[1] == "3 0x123456 0x10203 0x40506 True False"
    assert out[2] == "False"
    assert out[3] == "True False"
    assert out[4] == "2 True 1 3 4 2 False"
    assert out[5] == "Layer already in a group"
    assert out[6] == "True 1"
    assert out[7] == "1 True"
    assert out[8] == "(6, 12)"
    assert out[9] == "33 6 12 570 1 None"


LOAD = """
import gc
import displayio
from adafruit_imageload import load
gc.collect()
a = gc.mem_alloc()
bmp, pal = load('/assets/font.bmp', bitmap=displayio.Bitmap, palette=displayio.Palette)
gc.collect()
print('=kept', gc.mem_alloc() - a)
print(bmp.width, bmp.height, bmp.bits_per_value, len(pal), pal[0], pal[1])
for y in range(bmp.height):
    print(''.join('1' if bmp[x, y] else '0' for x in range(bmp.width)))
"""


def _pillow_rows(path):
    from PIL import Image

    im = Image.open(path)
    w, h = im.size
    raw = path.read_bytes()
    data_start = int.from_bytes(raw[10:14], "little")
    pal = [int.from_bytes(raw[data_start - 8 + 4 * i : data_start - 8 + 4 * i + 3], "little") for i in range(2)]
    if im.mode == "1":  # Pillow gives 0/255 for the two palette entries in order
        rows = ["".join("1" if im.getpixel((x, y)) else "0" for x in range(w)) for y in range(h)]
    else:
        rows = ["".join(str(im.getpixel((x, y))) for x in range(w)) for y in range(h)]
    return w, h, pal, rows


@pytest.mark.parametrize("bitmaptools", [True, False], ids=["bitmaptools", "python-loop"])
def test_imageload_reads_the_font_sheet_as_pillow_does(tmp_path, bitmaptools):
    root = _stage(tmp_path, bitmaptools=bitmaptools)
    out = _run(LOAD, root).splitlines()
    w, h, pal, rows = _pillow_rows(ROOT / "firmware" / "assets" / "font.bmp")
    assert (w, h) == (96, 128)
    kept = int(out[0].split()[1])
    # what stays: the bitmap and the palette (the loader's modules are
    # imported inside load(), so they stay too; count only an upper bound)
    assert kept >= C_BITMAP_96x128x1 + C_PALETTE_2
    assert out[1] == "96 128 1 2 %d %d" % (pal[0], pal[1])
    assert out[2:] == rows
