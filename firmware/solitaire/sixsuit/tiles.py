"""Tile indices into Six-Suit Solitaire's own sheets.

The game has sheets of its own (built by ``host_tools/build_assets.py``, as
the card sheets are), because a Joker needs looks no card has. As in every
sheet, tile ``i | INVERT`` is tile ``i`` under the cursor (a face lit but
for its glyphs, other tiles inverted: ``console/tiles.py``), so the
pictures are 0..127.

``tiles12.bmp``: 12 x 6 heads for the layout columns and the discards
(a column shows each tile's head, the last one with a ``FOOT`` under it):

* 0..77: natural tiles, ``suit * 13 + rank - 1`` (suits as in ``cards.py``:
  0 Clubs, 1 Diamonds, 2 Hearts, 3 Spades, 4 Anchors, 5 Wheels), the same
  numbers as ``tiles.face()``.
* ``JOKER + c``: a Joker's head: no rank, a crown for a top edge and its
  colour's mark: black a solid disc, red a hollow ring, green a half-filled
  disc (black pips are solid, red ones hollow, green ones shapes of their
  own). ``ODD + c``: an Odd Joker (a ``!`` beside the mark).
* A Joker that stands for a tile takes a second row under its head: the
  natural tile's own face (``*G=4W``), or ``EITHER + rank - 1`` for a rank
  of either suit of its colour (``*G=4?``: the rank and a ``?``).
* ``BACKS + n - 1``: n = 1..8 face-down tiles above the rail (the tableau).
* ``LIBERTY + n - 1``: n = 1..3 liberties to take (over the discards).
* ``BLANK``, ``OPEN`` (an open space: takes a King, or a Queen / Jack with
  Aces in the layout), ``FOOT``, ``LANDING`` (where the held tiles would
  go), ``ELLIPSIS`` (tiles scrolled out of view), ``NO_TALON``.

``tslots12.bmp``: 12 x 8 whole tiles for the top row:

* 0..77: natural tiles, as above (the top of a pile up top).
* ``UP_JOKER + rank - 1``: a Joker up top standing for that rank (its pile
  names the suit): the rank and a star.
* ``PILE + i``: an empty pile up top for rail column i (0 Anchors, 1 Clubs,
  2 Diamonds, 3 Hearts, 4 Spades, 5 Wheels): a dotted outline with the pip.
* ``CASHED + n``: the Joker column with n = 0..3 cashed Jokers.
* ``STOCK``, ``STOCK_OUT`` (the stock is used up), ``BLANK``.
"""

from micropython import const

INVERT = 0x80
FACES = 78

# tiles12.bmp
JOKER = 78  # + colour (0 black, 1 red, 2 green)
ODD = 81  # + colour
EITHER = 84  # + rank - 1
BACKS = 97  # + n - 1, n = 1..8
BACKS_MAX = 8
LIBERTY = 105  # + n - 1, n = 1..3
BLANK = 108
OPEN = 109
FOOT = 110
LANDING = 111
ELLIPSIS = 112
NO_TALON = 113
_LAYOUT_TILES = const(114)

# tslots12.bmp
UP_JOKER = 78  # + rank - 1
PILE = 91  # + rail column 0..5
CASHED = 97  # + n, n = 0..3
STOCK = 101
STOCK_OUT = 102
SLOT_BLANK = 103
_SLOT_TILES = const(104)

# Font symbols (font.bmp), at control codes the card games leave free.
SYM_RING = 12  # a victory circle, open
SYM_DOT = 13  # a victory circle, filled in


def face(t):
    """Gets the face of natural tile ``t`` (the face-up bit is ignored)."""
    return ((t & 0x70) >> 4) * 13 + (t & 0x0F) - 1


def backs(n):
    """Gets the tile of ``n`` >= 1 face-down tiles (8 or more: 8)."""
    return BACKS + (n if n < BACKS_MAX else BACKS_MAX) - 1
