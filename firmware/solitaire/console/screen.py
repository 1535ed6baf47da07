"""The screen model: what the panel should show, as tile indices.

The UI writes tile indices (see ``tiles.py``) into these byte arrays; the
renderer copies the cells that changed into displayio TileGrids. Nothing here
knows about displayio, so the whole model runs (and is tested) anywhere.

Game mode, 128 x 64 pixels::

    y 0..7    top row: ``top_cols`` slots of pitch x 8 (slots sheet); the
              pitch is 16, 12 or 8 pixels: the widest that fits the columns
    y 9..62   tableau: ``tab_cols`` x TAB_ROWS tiles of pitch x 6 (cards sheet)
    y 56..63  a one-line message over the tableau while ``msg_on``

Both grids start at x = ``x0`` so that they are centred. Text mode shows
TEXT_ROWS lines of TEXT_COLS characters (6 x 8 font) from x = 1.
"""

GAME = 0
TEXT = 1

TAB_ROWS = 9
TAB_Y = 9
TOP_Y = 0
MAX_COLS = 16  # at pitch 8 (eight-pixel cards: wide tableaus)
TEXT_COLS = 21
TEXT_ROWS = 8
MSG_Y = 56
WIDTH = 128
BLANK_TEXT = b" " * (TEXT_COLS * TEXT_ROWS)
BLANK_LINE = b" " * TEXT_COLS


class Screen:
    """Tile indices for every region, plus the layout they are drawn in."""

    def __init__(self):
        self.mode = TEXT
        self.pitch = 16
        self.top_cols = 8
        self.tab_cols = 8
        self.x0 = 0
        # The sheets of the top row and the tableau, ``<name><pitch>.bmp``: a
        # game with tiles of its own (Six-Suit Solitaire) names its own.
        self.top_sheet = "slots"
        self.tab_sheet = "cards"
        # Bumped whenever pitch or column counts change, so the renderer
        # knows to rebuild its grids (this happens per game, never per frame).
        self.layout = 0
        self.top = bytearray(MAX_COLS)
        self.tab = bytearray(MAX_COLS * TAB_ROWS)  # row-major, tab_cols wide
        self.text = bytearray(BLANK_TEXT)  # ASCII codes are font tiles
        self.msg = bytearray(BLANK_LINE)
        self.msg_on = False

    def set_layout(self, top_cols, tab_cols, top_sheet="slots", tab_sheet="cards"):
        """Chooses the widest pitch that fits both rows and centres them;
        the sheets default to the card sheets."""
        cols = top_cols if top_cols > tab_cols else tab_cols
        pitch = 16 if cols <= 8 else 12 if cols <= 10 else 8
        if (pitch, top_cols, tab_cols) != (self.pitch, self.top_cols, self.tab_cols) or top_sheet != self.top_sheet or tab_sheet != self.tab_sheet:
            self.pitch = pitch
            self.top_cols = top_cols
            self.tab_cols = tab_cols
            self.top_sheet = top_sheet
            self.tab_sheet = tab_sheet
            self.layout += 1
        self.x0 = (WIDTH - cols * pitch) // 2

    def put_text(self, row, col, s, invert=0):
        """Writes ``s`` (ASCII) into the text grid at (row, col), clipped at
        the edge; ``invert`` (0 or tiles.INVERT) draws it light on dark."""
        n = TEXT_COLS - col
        if len(s) > n:
            s = s[:n]
        base = row * TEXT_COLS + col
        t = self.text
        t[base : base + len(s)] = s.encode()
        if invert:
            for i in range(base, base + len(s)):
                t[i] |= invert

    def clear_text(self):
        self.text[:] = BLANK_TEXT

    def set_msg(self, s):
        """Shows a one-line message over the bottom of the tableau."""
        m = self.msg
        m[:] = BLANK_LINE
        s = s[:TEXT_COLS]
        m[0 : len(s)] = s.encode()
        self.msg_on = True
