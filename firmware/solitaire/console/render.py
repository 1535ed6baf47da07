"""Draws the screen model with displayio: a few TileGrids over tile sheets.

One TileGrid per screen region (each top-row slot, each tableau column, the
message line, the text screen), each indexing into a 1-bit sheet from ``assets/`` (see
``tiles.py``). ``draw()`` compares the model with a shadow copy and writes
only the cells that changed: CircuitPython marks a cell dirty even when it is
set to the value it had, and every dirty area costs I2C bytes. Then one
``refresh()``. Nothing is allocated per frame; grids are rebuilt only when a
game with another layout starts, by ``layout.py`` (loaded for it and
dropped after), which reads the sheets too.
"""

import displayio

from solitaire.console import screen as S
from solitaire.console.app import _forget
from solitaire.console.tiles import NO_MEMORY, AssetError  # (the sheets' error: render.AssetError for its callers)


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
            from solitaire.console.layout import load_sheet  # (before the spare goes: its room is the sheet's)

            if self.spare:
                # this sheet's room (reserve); del, not pop: with pop the
                # collection in the load kept the piece (the value pop
                # returned, left where the collector scans: Six-Suit's
                # opening ran out of heap with its 4 KB let go)
                del self.spare[-1]
            sheet = self.sheets[name] = load_sheet(self.dir + "/" + name, tile_w, tile_h)
            if name == "font.bmp":  # (power-on's, power_on.renderer: no game's layout is built with it)
                _forget("solitaire.console.layout")
        return sheet

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
                from solitaire.console import layout

                layout.build(self, scr, _grid)
                _forget("solitaire.console.layout")  # (the game's run builds once: its code is heap the game can use)
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
