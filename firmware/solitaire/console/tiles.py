"""Tile indices into the pre-rendered sheets in ``firmware/assets``.

The screen is drawn as tile maps (see ``render.py``). Every sheet holds 256
tiles: 128 pictures, then the same 128 under the cursor, so the cursor is
just ``index | INVERT``: a card face or an empty pile's mark lit but for its
glyphs, a back lit through, any other tile inverted (``build_assets.py``). Indices stay below 256 so one ``bytearray`` cell holds one
tile.

Card sheets, one pair per column pitch P (12 or 16 pixels):

* ``cards{P}.bmp``: P x 6 tiles for the tableau. A card face is its head: a
  top border, the rank and the suit; the pile's last card gets a ``FOOT``
  tile under it.
* ``slots{P}.bmp``: P x 8 tiles for the top row (stock, waste, reserve,
  cells, foundations). A card face is a whole small card.

``font.bmp`` holds 6 x 8 text tiles indexed by ASCII code (32..126), so the
bytes of a string are its tiles; the symbols sit at the control codes, from
``SYM_CLUBS`` on, and the same inverted at ``| INVERT``.
"""

from micropython import const

INVERT = 0x80

NO_MEMORY = "out of memory"  # AssetError's ``why`` when the heap was full


class AssetError(Exception):
    """A tile sheet that is missing or damaged, or that there was no heap
    to load; the message names the file, ``why`` says what went wrong
    (``layout.load_sheet`` raises it; ``render.AssetError`` is this)."""

    def __init__(self, path, why):
        # super(): MicroPython's Exception has no __init__ to call by name
        super().__init__("%s: %s" % (path, why))
        self.path = path
        self.why = why

# Card faces: suit * 13 + rank - 1, for suits 0..7 (0..103).
FACES = 104
BLANK = 104  # nothing there
EMPTY = 105  # dotted outline: an empty pile that takes any card
EMPTY_KING = 106  # dotted outline with a K: an empty pile that takes a King
EMPTY_NONE = 107  # outline with a cross: an empty pile nothing can fill
FOOT = 108  # the bottom edge of a pile's last card
LANDING = 109  # the bottom edge with an arrow: where picked cards would land
ELLIPSIS = 110  # face-up cards scrolled out of view
BACK = 111  # one face-down card (a plain back)
BACKS = 112  # BACKS + n - 1: a stack of n face-down cards, n = 1..13
BACKS_MAX = 13
STOCK_RECYCLE = 125  # empty stock that can be turned over again
STOCK_DONE = 126  # empty stock with no passes left
FOUNDATION = 127  # empty foundation


def face(card):
    """Gets the tile of a card's face (the face-up bit is ignored)."""
    return ((card & 0x70) >> 4) * 13 + (card & 0x0F) - 1


# face(card) for every card byte: a lookup is cheaper than the arithmetic
# when a whole tableau is drawn (bytes that are not cards map to BLANK; a
# face-down card, which a pile shows only between face-up ones, to BACK)
FACE_OF = bytes((face(c) if c & 0x80 else BACK) if 1 <= c & 15 <= 13 else BLANK for c in range(256))


def backs(n):
    """Gets the tile of a stack of ``n`` face-down cards (n >= 1)."""
    return BACKS + (n if n < BACKS_MAX else BACKS_MAX) - 1


# Font symbols, at control codes (ASCII 32..126 are the characters).
_SYM_CLUBS = const(1)
_SYM_DIAMONDS = const(2)
_SYM_HEARTS = const(3)
_SYM_SPADES = const(4)
_SYM_ANCHORS = const(5)
_SYM_WHEELS = const(6)
_SYM_LEFT = const(7)
_SYM_RIGHT = const(8)
_SYM_UP = const(9)
_SYM_DOWN = const(10)
_SYM_INFINITY = const(11)
