"""Builds the tile sheets the device and the simulator load, from the pixel
art in ``assets/``:

* ``firmware/assets/cards12.bmp``, ``cards16.bmp``: 12x6 / 16x6 tableau tiles
* ``firmware/assets/slots12.bmp``, ``slots16.bmp``: 12x8 / 16x8 top-row tiles
* ``firmware/assets/cards8.bmp``, ``slots8.bmp``: the same at pitch 8, for
  tableaus of up to 16 piles (see "The narrow sheets" below)
* ``firmware/assets/font.bmp``: 6x8 text tiles, indexed by ASCII code
* ``firmware/assets/tiles12.bmp``, ``tslots12.bmp``: Six-Suit Solitaire's
  12x6 layout and 12x8 top-row tiles (``firmware/solitaire/sixsuit/tiles.py``)

Each sheet is a 1-bit BMP of 256 tiles, 16 to a row; tile ``i | 128`` is tile
``i`` under the cursor (see ``firmware/solitaire/console/tiles.py`` for what
each index is): a tile with ink (a card face's glyphs, an empty pile's mark;
a back has none) lit but for its ink, any other tile inverted (``Tile.cursor``).

The narrow sheets, ``cards8.bmp`` (8x6 tiles, 128x96) and ``slots8.bmp``
(8x8 tiles, 128x128), use the card sheets' indices unchanged (faces
``suit * 13 + rank - 1``, then ``BLANK`` .. ``FOUNDATION``), so a layout
switches to them by its pitch alone. A card there is 7 pixels wide with a
dark column before the next pile. Its face has no borders (there is no
room for them): the 3x5 rank at the card's left edge, a dark column, and a
3x5 pip (``C8`` .. ``@8`` in ``assets/suits.txt``) at its right edge, and
over them a black card's colour, a dotted top edge (a red card has none).
The other tiles are drawn as at the wider pitches, in the narrower box (the
ellipsis without sides). At every pitch the top row's faces have no bottom
edge (the cursor lights more of them).

    python host_tools/build_assets.py            # build
    python host_tools/build_assets.py --check    # exit 1 if a built file is stale
    python host_tools/build_assets.py --preview DIR   # also write x4 PNGs
"""

import argparse
import io
import os
import sys

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "firmware"))

from solitaire.sixsuit import tiles as ST  # noqa: E402
from solitaire.console import tiles as T  # noqa: E402

SRC = os.path.join(ROOT, "assets")
OUT = os.path.join(ROOT, "firmware", "assets")
SUITS = "CDHSAWRB"  # suits 6 and 7: Solitaire Tiles' Wilds standing in (a rank and a star)
BLACK = (0, 3, 7)  # the black suits (clubs, spades, the black Wild): their narrow faces' lit top edge
# faces no card has, that draw Solitaire Tiles' special tiles: a Wild (two
# stars, of its colour) where a Wild King would be, a Swirl where the Ace of
# anchors is (the card sheets draw no anchors: Six-Suit has sheets of its own)
SPECIAL_FACES = {6 * 13 + 12: "RR", 7 * 13 + 12: "BB", 4 * 13: "@@"}
PITCHES = (8, 12, 16)  # the card sheets' column pitches
NARROW = 8  # the pitch whose faces take the 3x5 pips


def read_glyphs(name):
    """Reads a glyph file: ``: KEY ...`` headers, then rows of '#'/'.';
    lines starting with '# ' are comments.

    :raises ValueError: naming the file and line of a malformed row.
    """
    glyphs = {}
    key = None
    path = os.path.join(SRC, name)
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("# "):  # a comment (glyph rows have no spaces)
                continue
            if line.startswith(":"):
                key = line[1:].split()[0]
                glyphs[key] = []
                continue
            if key is None or not set(line) <= {"#", "."}:
                raise ValueError("%s:%d: expected a glyph row of '#' and '.'" % (path, n))
            glyphs[key].append(line)
    return glyphs


class Tile:
    """A tile being drawn: a small 1-bit canvas."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = [[0] * w for _ in range(h)]
        self.ink = None  # the pixels that say what the tile shows, when it has a cursor of its own (``cursor``)

    def set(self, x, y, v=1):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = v

    def hline(self, x0, x1, y, step=1):
        for x in range(x0, x1 + 1, step):
            self.set(x, y)

    def vline(self, x, y0, y1, step=1):
        for y in range(y0, y1 + 1, step):
            self.set(x, y)

    def set_ink(self, x, y):
        """Lights a pixel that says which card this is (a glyph's, a colour
        mark's): it stays dark under the cursor."""
        self.set(x, y)
        if self.ink is None:
            self.ink = set()
        self.ink.add((x, y))

    def glyph(self, rows, x0, y0, v=1):
        for y, row in enumerate(rows):
            for x, c in enumerate(row):
                if c == "#":
                    self.set(x0 + x, y0 + y, v)

    def ink_glyph(self, rows, x0, y0):
        for y, row in enumerate(rows):
            for x, c in enumerate(row):
                if c == "#":
                    self.set_ink(x0 + x, y0 + y)

    def cursor(self, x, y):
        """Gets pixel (x, y) of this tile under the cursor (tile ``i | 128``).
        A tile with ink (a card face, an empty pile's mark, a back, with no
        ink: lit through) is lit but for its ink under the cursor: inverted,
        a face whose frame and glyphs light half its pixels is as bright as
        before, only another texture, and in a column of such faces the
        cursor could not be found (issue 29). Any other tile is inverted."""
        if self.ink is None:
            return 1 - self.px[y][x]
        return 0 if (x, y) in self.ink else 1

    def fill(self, x0, y0, x1, y1, v=1):
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                self.set(x, y, v)


class Art:
    """Everything drawn from the glyph sources."""

    def __init__(self):
        self.ranks = read_glyphs("ranks.txt")
        self.suits = read_glyphs("suits.txt")
        self.font = read_glyphs("font.txt")

    def rank(self, r, wide):
        if r == 10 and wide:
            return self.ranks["10"]
        return self.ranks["?A23456789TJQK"[r]]

    def pip(self, key, p):
        """Gets suit mark ``key`` for a face at pitch ``p``: 5x5, or its
        3x5 version at the narrow pitch."""
        return self.suits[key + "8" if p == NARROW else key]

    def number(self, t, n, cx, y, v):
        """Draws ``n`` (0..99) centred at x = cx with 3x5 digits."""
        digits = str(n)
        width = 4 * len(digits) - 1
        x = cx - width // 2
        for d in digits:
            t.glyph(self.ranks[d], x, y, v)
            x += 4


def card_box(p):
    """Gets (left, width) of a card inside a tile of pitch ``p``: at 12 the
    card fills its tile; at 8 it leaves a dark column after it, at 16 one
    on either side."""
    width = {8: 7, 12: 12, 16: 14}[p]
    return (p - width) // 2, width


def face_layout(p):
    """Gets (rank x, pip x) of a card face at pitch ``p``. The narrow face
    has no side borders: the rank starts at the card's left edge and the
    3x5 pip ends at its right edge, a dark column between them."""
    x0, w = card_box(p)
    if p == NARROW:
        return x0, x0 + w - 3
    return x0 + 2, x0 + w - 7


def draw_backs_block(t, p, top, bottom):
    """Draws the lit block of a face-down stack over rows top..bottom; gets
    its rightmost x.

    At pitch 12 cards fill their tile, and solid blocks side by side would
    run together into one band: there the block leaves the tile's last
    column dark.
    """
    x0, w = card_box(p)
    right = x0 + w - (2 if w == p else 1)
    t.fill(x0, top, right, bottom)
    return right


def draw_face_head(art, t, p, card, specials=False):
    """A card's head: top border, rank, suit, side borders (rows 0-5);
    with ``specials``, Solitaire Tiles' special tiles where no card is.

    The narrow face has no side borders, and its top edge is its colour: a
    black card's is dotted across the whole card, a red (or green) card has
    none. A 3x5 pip can be hollow only by the one pixel in its middle, too
    little to see at a glance (issue 29); an edge on every black card
    stripes a column by colour, and stays one under the cursor (dark dots
    on a lit card). The glyphs and that edge are the face's ink (``Tile.cursor``)."""
    x0, w = card_box(p)
    suit, rank = card // 13, card % 13 + 1
    if p != NARROW:  # the narrow face's glyphs take its side columns
        t.hline(x0 + 1, x0 + w - 2, 0)
        t.vline(x0, 1, t.h - 1)
        t.vline(x0 + w - 1, 1, t.h - 1)
    elif suit in BLACK:
        for x in range(x0, x0 + w, 2):  # dotted: a solid edge ran into the glyphs' tops
            t.set_ink(x, 0)
    special = SPECIAL_FACES.get(card) if specials else None
    if special:
        rx, px = face_layout(p)
        t.ink_glyph(art.pip(special[0], p), rx, 1)
        t.ink_glyph(art.pip(special[1], p), px, 1)
    elif suit < len(SUITS):
        rx, px = face_layout(p)
        t.ink_glyph(art.rank(rank, p > 12), rx, 1)
        t.ink_glyph(art.pip(SUITS[suit], p), px, 1)


def draw_dotted_box(t, p, top, bottom):
    x0, w = card_box(p)
    t.hline(x0 + 1, x0 + w - 2, top, 2)
    t.vline(x0, top + 1, bottom, 2)
    t.vline(x0 + w - 1, top + 1, bottom, 2)
    if bottom < t.h:
        t.hline(x0 + 1, x0 + w - 2, bottom, 2)


def draw_back(t, p, top, bottom):
    """A card back: border and a check pattern inside."""
    x0, w = card_box(p)
    t.hline(x0 + 1, x0 + w - 2, top)
    t.vline(x0, top + 1, bottom)
    t.vline(x0 + w - 1, top + 1, bottom)
    t.ink = set()  # under the cursor the back is lit through: a check pattern inverted is as bright as before
    for y in range(top + 1, bottom + 1):
        for x in range(x0 + 2, x0 + w - 2):
            if (x + y) % 2 == 0:
                t.set(x, y)


RECYCLE = [".###.", "#...#", "#.#.#", "...##", ".###."]
CROSS = ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"]
UP_ARROW = ["..#..", ".###.", "#.#.#", "..#..", "..#.."]
# an empty foundation: cards build up from here, an open chevron over a
# base line. Not the up arrow: that was 4 pixels from the spade (issue 29);
# this is 11 from it and 6 or more from every pip (tests/test_faces.py).
BUILD_UP = ["..#..", ".#.#.", "#...#", ".....", "#####"]
DOWN_ARROW = ["..#..", "..#..", "#.#.#", ".###.", "..#.."]
LEFT_ARROW = ["..#..", ".#...", "#####", ".#...", "..#.."]
RIGHT_ARROW = ["..#..", "...#.", "#####", "...#.", "..#.."]
INFINITY = [".....", ".#.#.", "#.#.#", ".#.#.", "....."]
LANDING_ARROW = ["#####", ".###.", "..#.."]  # cut out of a solid bottom edge


def card_tile(art, p, i):
    """Draws tableau tile ``i`` (0..127) at pitch ``p`` (p x 6)."""
    t = Tile(p, 6)
    x0, w = card_box(p)
    mid = x0 + w // 2
    if i < T.FACES:
        draw_face_head(art, t, p, i, True)
    elif i in (T.EMPTY, T.EMPTY_KING, T.EMPTY_NONE, T.FOUNDATION, T.STOCK_RECYCLE, T.STOCK_DONE):
        draw_dotted_box(t, p, 0, 6)
        mark = {T.EMPTY_KING: art.ranks["K"], T.EMPTY_NONE: CROSS[:5], T.STOCK_RECYCLE: RECYCLE, T.STOCK_DONE: CROSS}.get(i)
        if mark:
            t.ink_glyph(mark, mid - len(mark[0]) // 2, 1)
    elif i == T.FOOT:
        t.vline(x0, 0, 1)
        t.vline(x0 + w - 1, 0, 1)
        t.hline(x0 + 1, x0 + w - 2, 2)
    elif i == T.LANDING:
        # a solid bottom edge with an arrow cut out: where the cards go
        t.fill(x0, 0, x0 + w - 1, 4)
        t.glyph(LANDING_ARROW, mid - 2, 1, 0)
    elif i == T.ELLIPSIS:
        if p == NARROW:  # no room for sides and spaced dots: dots only, as on its faces
            dots = (-2, 0, 2)
        else:
            t.vline(x0, 0, 5)
            t.vline(x0 + w - 1, 0, 5)
            dots = (-3, 0, 3)
        for k in dots:
            t.set(mid + k, 3)
    elif i == T.BACK:
        draw_back(t, p, 0, 5)
    elif T.BACKS <= i < T.BACKS + T.BACKS_MAX:
        n = i - T.BACKS + 1
        right = draw_backs_block(t, p, 1, 5)
        t.hline(x0 + 1, right - 1, 0)
        art.number(t, n, (x0 + right + 1) // 2, 1, 0)
        if n == T.BACKS_MAX:  # "13 or more": a notch in the corner
            t.set(right - 1, 1, 0)
    return t


def slot_tile(art, p, i, specials=True):
    """Draws top-row tile ``i`` (0..127) at pitch ``p`` (p x 8): whole cards
    (with Solitaire Tiles' specials, unless for Six-Suit's sheet)."""
    t = Tile(p, 8)
    x0, w = card_box(p)
    mid = x0 + w // 2
    if i < T.FACES:
        # no bottom edge: with it the frame and the glyphs lit half the tile
        # and the cursor, lit but for the glyphs, was hardly brighter
        draw_face_head(art, t, p, i, specials)
    elif i in (T.EMPTY, T.EMPTY_KING, T.EMPTY_NONE, T.FOUNDATION, T.STOCK_RECYCLE, T.STOCK_DONE, T.LANDING, T.FOOT):
        draw_dotted_box(t, p, 0, 7)
        mark = {
            T.EMPTY_KING: art.ranks["K"],
            T.EMPTY_NONE: CROSS,
            T.STOCK_RECYCLE: RECYCLE,
            T.STOCK_DONE: CROSS,
            T.FOUNDATION: BUILD_UP,
        }.get(i)
        if mark:
            t.ink_glyph(mark, mid - len(mark[0]) // 2, 2 if len(mark) == 5 else 1)
    elif i == T.BACK or i == T.ELLIPSIS:
        draw_back(t, p, 0, 6)
        t.hline(x0 + 1, x0 + w - 2, 7)
    elif T.BACKS <= i < T.BACKS + T.BACKS_MAX:
        n = i - T.BACKS + 1
        right = draw_backs_block(t, p, 1, 6)
        t.hline(x0 + 1, right - 1, 0)
        t.hline(x0 + 1, right - 1, 7)
        art.number(t, n, (x0 + right + 1) // 2, 2, 0)
        if n == T.BACKS_MAX:  # "13 or more", as on the tableau
            t.set(right - 1, 1, 0)
    return t


def font_tile(art, i):
    """Draws text tile ``i`` (0..127): ASCII glyphs and the symbols."""
    t = Tile(6, 8)
    if 32 <= i < 127:
        t.glyph(art.font[str(i)], 0, 0)
        return t
    sym = {
        T._SYM_CLUBS: art.suits["C"],
        T._SYM_DIAMONDS: art.suits["D"],
        T._SYM_HEARTS: art.suits["H"],
        T._SYM_SPADES: art.suits["S"],
        T._SYM_ANCHORS: art.suits["A"],
        T._SYM_WHEELS: art.suits["W"],
        T._SYM_LEFT: LEFT_ARROW,
        T._SYM_RIGHT: RIGHT_ARROW,
        T._SYM_UP: UP_ARROW,
        T._SYM_DOWN: DOWN_ARROW,
        T._SYM_INFINITY: INFINITY,
        ST.SYM_RING: RING,
        ST.SYM_DOT: DISC,
    }.get(i)
    if sym:
        t.glyph(sym, 0, 1)
    return t


# Six-Suit Solitaire's own sheets (firmware/solitaire/sixsuit_tiles.py)

RING = [".###.", "#...#", "#...#", "#...#", ".###."]  # red: hollow
DISC = [".###.", "#####", "#####", "#####", ".###."]  # black: solid
HALF = [".###.", "##..#", "##..#", "##..#", ".###."]  # green: a shape of its own
JOKER_MARKS = (DISC, RING, HALF)  # by Joker colour: black, red, green
BANG = ["#", "#", "#", ".", "#"]  # an Odd Joker
STAR5 = ["#.#.#", ".###.", "#####", ".###.", "#.#.#"]  # a Joker, in place of a pip
QUERY5 = [".###.", "#...#", "..##.", ".....", "..#.."]  # either suit
LETTER_L = ["#..", "#..", "#..", "#..", "###"]


def sixsuit_layout_tile(art, i):
    """Draws tiles12 tile ``i`` (0..127): 12 x 6 heads for the layout and
    the discards."""
    p = 12
    t = Tile(p, 6)
    x0, w = card_box(p)
    mid = x0 + w // 2
    if i < ST.FACES:
        draw_face_head(art, t, p, i)
    elif ST.JOKER <= i < ST.EITHER:
        # no rank: a crown for a top border and the colour's mark
        c = (i - ST.JOKER) % 3
        t.hline(x0 + 1, x0 + w - 2, 0, 3)
        t.vline(x0, 0, 5)
        t.vline(x0 + w - 1, 0, 5)
        t.glyph(JOKER_MARKS[c], mid - 2, 1)
        if i >= ST.ODD:
            t.glyph(BANG, x0 + 2, 1)
    elif ST.EITHER <= i < ST.EITHER + 13:
        t.hline(x0 + 1, x0 + w - 2, 0)
        t.vline(x0, 1, 5)
        t.vline(x0 + w - 1, 1, 5)
        t.glyph(art.rank(i - ST.EITHER + 1, False), x0 + 2, 1)
        t.glyph(QUERY5, x0 + w - 7, 1)
    elif ST.BACKS <= i < ST.BACKS + ST.BACKS_MAX:
        right = draw_backs_block(t, p, 1, 5)
        t.hline(x0 + 1, right - 1, 0)
        art.number(t, i - ST.BACKS + 1, (x0 + right + 1) // 2, 1, 0)
    elif ST.LIBERTY <= i < ST.LIBERTY + 3:
        t.glyph(LETTER_L, mid - 3, 1)
        t.glyph(art.ranks[str(i - ST.LIBERTY + 1)], mid + 1, 1)
    elif i == ST.OPEN or i == ST.NO_TALON:
        draw_dotted_box(t, p, 0, 6)
        if i == ST.OPEN:
            t.glyph(art.ranks["K"], mid - 1, 1)
    elif i == ST.FOOT:
        t.vline(x0, 0, 1)
        t.vline(x0 + w - 1, 0, 1)
        t.hline(x0 + 1, x0 + w - 2, 2)
    elif i == ST.LANDING:
        t.fill(x0, 0, x0 + w - 1, 4)
        t.glyph(LANDING_ARROW, mid - 2, 1, 0)
    elif i == ST.ELLIPSIS:
        t.vline(x0, 0, 5)
        t.vline(x0 + w - 1, 0, 5)
        for k in (-3, 0, 3):
            t.set(mid + k, 3)
    return t


def sixsuit_slot_tile(art, i):
    """Draws tslots12 tile ``i`` (0..127): 12 x 8 whole tiles for the top row."""
    p = 12
    if i < ST.FACES:
        return slot_tile(art, p, i, False)
    t = Tile(p, 8)
    x0, w = card_box(p)
    mid = x0 + w // 2
    if ST.UP_JOKER <= i < ST.UP_JOKER + 13:
        draw_face_head(art, t, p, 0)
        t.fill(x0 + 1, 1, x0 + w - 2, 5, 0)
        t.ink = None  # (the Ace's glyphs are gone: the rank and the star are its ink; no bottom edge, as a face)
        t.ink_glyph(art.rank(i - ST.UP_JOKER + 1, False), x0 + 2, 1)
        t.ink_glyph(STAR5, x0 + w - 7, 1)
    elif ST.PILE <= i < ST.PILE + 6:
        draw_dotted_box(t, p, 0, 7)
        t.ink_glyph(art.suits["ACDHSW"[i - ST.PILE]], mid - 2, 2)
    elif i == ST.CASHED:
        draw_dotted_box(t, p, 0, 7)
        t.ink_glyph(STAR5, mid - 2, 2)
    elif ST.CASHED < i <= ST.CASHED + 3:
        draw_face_head(art, t, p, 0)
        t.fill(x0 + 1, 1, x0 + w - 2, 5, 0)
        t.ink = None  # (the Ace's glyphs are gone: the rank and the star are its ink; no bottom edge, as a face)
        t.ink_glyph(art.ranks[str(i - ST.CASHED)], x0 + 2, 1)
        t.ink_glyph(STAR5, x0 + w - 7, 1)
    elif i == ST.STOCK:
        # a back inside a dark ring (lit through under the cursor, as a back is)
        t.hline(x0 + 1, x0 + w - 2, 0)
        t.hline(x0 + 1, x0 + w - 2, 7)
        t.vline(x0, 1, 6)
        t.vline(x0 + w - 1, 1, 6)
        t.ink = set()
        for y in range(2, 6):
            for x in range(x0 + 2, x0 + w - 2):
                if (x + y) % 2 == 0:
                    t.set(x, y)
    elif i == ST.STOCK_OUT:
        draw_dotted_box(t, p, 0, 7)
        t.ink_glyph(CROSS, mid - 2, 2)
    return t


def sheet(tiles, tw, th):
    """Lays 128 tiles and the same under the cursor out as a 1-bit image,
    16 a row."""
    img = Image.new("1", (16 * tw, 16 * th))
    px = img.load()
    for i in range(256):
        t = tiles[i & 127]
        ox, oy = (i % 16) * tw, (i // 16) * th
        for y in range(th):
            for x in range(tw):
                px[ox + x, oy + y] = t.cursor(x, y) if i & 128 else t.px[y][x]
    return img


def build():
    """Gets {file name: (image, BMP bytes)} for every sheet."""
    art = Art()
    out = {}
    for p in PITCHES:
        out["cards%d.bmp" % p] = sheet([card_tile(art, p, i) for i in range(128)], p, 6)
        out["slots%d.bmp" % p] = sheet([slot_tile(art, p, i) for i in range(128)], p, 8)
    out["font.bmp"] = sheet([font_tile(art, i) for i in range(128)], 6, 8)
    out["tiles12.bmp"] = sheet([sixsuit_layout_tile(art, i) for i in range(128)], 12, 6)
    out["tslots12.bmp"] = sheet([sixsuit_slot_tile(art, i) for i in range(128)], 12, 8)
    result = {}
    for name, img in out.items():
        buf = io.BytesIO()
        img.save(buf, format="BMP")
        result[name] = (img, buf.getvalue())
    return result


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the built files differ from the sources")
    ap.add_argument("--preview", metavar="DIR", help="also write the sheets as PNGs scaled x4")
    args = ap.parse_args(argv)
    try:
        built = build()
    except (OSError, ValueError, KeyError) as e:
        print("build_assets: %s" % e, file=sys.stderr)
        return 2
    stale = []
    for name, (img, data) in sorted(built.items()):
        path = os.path.join(OUT, name)
        try:
            with open(path, "rb") as f:
                same = f.read() == data
        except OSError:
            same = False
        if args.check:
            if not same:
                stale.append(name)
            continue
        if not same:
            os.makedirs(OUT, exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
            print("built firmware/assets/%s (%d bytes)" % (name, len(data)))
        if args.preview:
            os.makedirs(args.preview, exist_ok=True)
            img.resize((img.width * 4, img.height * 4), Image.NEAREST).save(os.path.join(args.preview, name[:-4] + ".png"))
    if stale:
        print("stale (run make assets): %s" % ", ".join("firmware/assets/" + n for n in stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
