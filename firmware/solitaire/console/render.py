"""Draws the screen model with displayio: a few TileGrids over tile sheets.

One TileGrid per screen region (each top-row slot, each tableau column, the
message line, the text screen), each indexing into a 1-bit sheet from ``assets/`` (see
``tiles.py``). ``draw()`` compares the model with a shadow copy and writes
only the cells that changed: CircuitPython marks a cell dirty even when it is
set to the value it had, and every dirty area costs I2C bytes. Then one
``refresh()``. Nothing is allocated per frame; grids are rebuilt only when a
game with another layout starts.
"""

import bitmaptools
import displayio

from solitaire.console import screen as S


NO_MEMORY = "out of memory"  # AssetError's ``why`` when the heap was full


class AssetError(Exception):
    """A tile sheet that is missing or damaged, or that there was no heap
    to load; the message names the file, ``why`` says what went wrong."""

    def __init__(self, path, why):
        # super(): MicroPython's Exception has no __init__ to call by name
        super().__init__("%s: %s" % (path, why))
        self.path = path
        self.why = why


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


def _grid(sheet, cols, rows, tile_w, tile_h, x, y):
    bitmap, palette = sheet
    return displayio.TileGrid(bitmap, pixel_shader=palette, width=cols, height=rows, tile_width=tile_w, tile_height=tile_h, x=x, y=y)


def _sync(grid, shadow, cells, n):
    """Writes the cells that differ from the shadow into the grid."""
    for i in range(n):
        v = cells[i]
        if shadow[i] != v:
            shadow[i] = v
            grid[i] = v


# A game's two sheets need 5-7 KB in two pieces. Loaded after the game's
# modules, into a heap their loading has left in small holes, they failed
# with 29 KB free (the largest hole 2 KB: Six-Suit's device session then
# needed 7 KB more). See ``resume.reserve``: a piece of room for each sheet's
# pixels, the largest layout's (16-pixel pitch: 256 x 128 and 256 x 96 at
# one bit a pixel). In one piece of 7,424 bytes, the second sheet's file
# and palette, made before its pixels, took part of what the first left
# (Puss in the Corner's resume found 2,640 bytes in one piece for 3,072).
# At a pitch of p pixels the sheets' pixels take p * 256 and p * 192 bytes.


class Renderer:
    """Shows a ``Screen`` on a displayio display (made with auto_refresh off).
    Made once a run, at power-on, by ``power_on.renderer``, which lists its
    attributes; ``resume.reserve`` takes its ``spare``."""

    def _sheet(self, name, tile_w, tile_h):
        sheet = self.sheets.get(name)
        if sheet is None:
            if self.spare:
                # this sheet's room (reserve); del, not pop: with pop the
                # collection in the load kept the piece (the value pop
                # returned, left where the collector scans: Six-Suit's
                # opening ran out of heap with its 4 KB let go)
                del self.spare[-1]
            sheet = self.sheets[name] = load_sheet(self.dir + "/" + name, tile_w, tile_h)
        return sheet

    def _build(self, scr):
        """Makes one grid per top-row slot and per tableau column for the
        screen's layout. A TileGrid refreshes one rectangle around all its
        changed cells, so a grid each keeps a move between far-apart slots
        or columns from redrawing everything between them."""
        p = scr.pitch
        slots_name = "%s%d.bmp" % (scr.top_sheet, p)
        cards_name = "%s%d.bmp" % (scr.tab_sheet, p)
        while len(self.game):
            self.game.pop()
        self.tops = self.cols = []
        # only this layout's sheets stay: another game's load again when played
        for name in [n for n in self.sheets if n not in ("font.bmp", slots_name, cards_name)]:
            del self.sheets[name]
        # both sheets before any grid: the room the spare left is theirs
        slots = self._sheet(slots_name, p, 8)
        cards = self._sheet(cards_name, p, 6)
        self.spare = None  # (a piece left when a sheet was loaded already)
        self.tops = []
        for c in range(scr.top_cols):
            slot = _grid(slots, 1, 1, p, 8, scr.x0 + c * p, S.TOP_Y)
            self.tops.append(slot)
            self.game.append(slot)
        self.cols = []
        for c in range(scr.tab_cols):
            col = _grid(cards, 1, S.TAB_ROWS, p, 6, scr.x0 + c * p, S.TAB_Y)
            self.cols.append(col)
            self.game.append(col)
        # new grids start at tile 0: make the shadows say so
        for i in range(len(self.top_shadow)):
            self.top_shadow[i] = 0
        for i in range(len(self.tab_shadow)):
            self.tab_shadow[i] = 0
        self.layout = scr.layout

    def drop(self):
        """Lets go of the game's grids and of every sheet but the font, for
        the heap (after a MemoryError); the next game drawn loads what it
        needs again."""
        font = self.sheets["font.bmp"]
        self.sheets.clear()
        self.sheets["font.bmp"] = font
        while len(self.game):
            self.game.pop()
        self.tops.clear()
        self.cols.clear()
        self.layout = -1

    def draw(self, scr):
        """Brings the panel up to date with ``scr`` and refreshes it once."""
        game = scr.mode == S.GAME
        if game:
            if scr.layout != self.layout:
                self._build(scr)
            shadow = self.top_shadow
            top = scr.top
            for c in range(scr.top_cols):
                v = top[c]
                if shadow[c] != v:
                    shadow[c] = v
                    self.tops[c][0] = v
            cols = scr.tab_cols
            shadow = self.tab_shadow
            tab = scr.tab
            for c in range(cols):
                grid = self.cols[c]
                i = c
                for row in range(S.TAB_ROWS):
                    v = tab[i]
                    if shadow[i] != v:
                        shadow[i] = v
                        grid[row] = v
                    i += cols
            if scr.msg_on:
                _sync(self.msg, self.msg_shadow, scr.msg, S.TEXT_COLS)
        else:
            _sync(self.text, self.text_shadow, scr.text, S.TEXT_COLS * S.TEXT_ROWS)
        # only real changes: setting ``hidden`` marks the whole area dirty
        _show(self.game, game)
        _show(self.msg, game and scr.msg_on)
        _show(self.text, not game)
        self.display.refresh()


def _show(layer, on):
    if layer.hidden == on:
        layer.hidden = not on
