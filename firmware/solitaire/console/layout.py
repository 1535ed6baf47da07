"""A game's layout on the panel: its two tile sheets loaded and its grids
made (``build``), when a game with another layout is drawn
(``render.Renderer.draw``), and the sheets' reading (``load_sheet``; the
font's at power-on too). Loaded for that and dropped after: a game's run
builds its layout once, so this code is heap the game can use. Nothing
made here holds a function of this module (the sheets are Bitmaps and
Palettes, the grids TileGrids).
"""

import bitmaptools
import displayio

from solitaire.console import screen as S
from solitaire.console.tiles import NO_MEMORY, AssetError


def _u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def load_sheet(path, tile_w, tile_h):
    """Loads a 256-tile sheet (16 tiles a row) as (bitmap, palette): a 1-bit
    BMP as ``host_tools/build_assets.py`` writes it, bottom row first. The
    rows go straight into the Bitmap (``bitmaptools.readinto``, in C on the
    device), as adafruit_imageload would read them, without its modules:
    5.9 KB less heap for three sheets, measured under MicroPython.

    :raises AssetError: when the file is missing, unreadable, not such a
        BMP or the wrong size, or the heap has no room for it.
    """
    w, h = 16 * tile_w, 16 * tile_h
    try:
        with open(path, "rb") as f:
            head = f.read(54)
            if len(head) < 54 or head[0] != 0x42 or head[1] != 0x4D or head[28] != 1 or _u32(head, 30):
                raise ValueError("not a 1-bit BMP")
            if _u32(head, 18) != w or _u32(head, 22) != h:
                raise AssetError(path, "is %dx%d, not %dx%d" % (_u32(head, 18), _u32(head, 22), w, h))
            start = _u32(head, 10)
            f.seek(start - 8)  # the two colours, blue first, just before the pixels
            c = f.read(8)
            if len(c) < 8:
                raise ValueError("no palette")
            palette = displayio.Palette(2)
            palette[0] = c[2] << 16 | c[1] << 8 | c[0]
            palette[1] = c[6] << 16 | c[5] << 8 | c[4]
            f.seek(start)
            bitmap = displayio.Bitmap(w, h, 2)
            bitmaptools.readinto(bitmap, f, 1, 4, reverse_pixels_in_element=True, reverse_rows=True)
    except AssetError:
        raise
    except OSError:
        raise AssetError(path, "missing")
    except MemoryError:  # not the file's fault: said apart
        raise AssetError(path, NO_MEMORY)
    except Exception as e:  # a truncated or foreign file fails in many ways
        raise AssetError(path, "damaged (%s)" % e)
    return bitmap, palette


def build(r, scr, grid):
    """Makes renderer ``r``'s grids for ``scr``'s layout: one per top-row
    slot and per tableau column, over the layout's two sheets, each made by
    ``grid`` (``render._grid``: power-on's font grids are made with it too;
    passed, not imported, so this module imports no ``render.py``). A TileGrid
    refreshes one rectangle around all its changed cells, so a grid each
    keeps a move between far-apart slots or columns from redrawing
    everything between them."""
    p = scr.pitch
    slots_name = "%s%d.bmp" % (scr.top_sheet, p)
    cards_name = "%s%d.bmp" % (scr.tab_sheet, p)
    while len(r.game):
        r.game.pop()
    r.tops = r.cols = []
    # only this layout's sheets stay: another game's load again when played
    for name in [n for n in r.sheets if n not in ("font.bmp", slots_name, cards_name)]:
        del r.sheets[name]
    # both sheets before any grid: the room the spare left is theirs
    slots = r._sheet(slots_name, p, 8)
    cards = r._sheet(cards_name, p, 6)
    r.spare = None  # (a piece left when a sheet was loaded already)
    r.tops = []
    for c in range(scr.top_cols):
        slot = grid(slots, 1, 1, p, 8, scr.x0 + c * p, S.TOP_Y)
        r.tops.append(slot)
        r.game.append(slot)
    r.cols = []
    for c in range(scr.tab_cols):
        col = grid(cards, 1, S.TAB_ROWS, p, 6, scr.x0 + c * p, S.TAB_Y)
        r.cols.append(col)
        r.game.append(col)
    # new grids start at tile 0: make the shadows say so
    for i in range(len(r.top_shadow)):
        r.top_shadow[i] = 0
    for i in range(len(r.tab_shadow)):
        r.tab_shadow[i] = 0
    r.layout = scr.layout

