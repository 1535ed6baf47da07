"""Six-Suit Solitaire's tile names in text (the notation's, and its
positions'): ``QW``, ``#QW``, ``*G=4W``, ``*G=4?``, ``*G!``. Host only."""

from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import RANK_CHARS, SUIT_CHARS
from solitaire.sixsuit import engine as S
from solitaire.sixsuit import piles as SP

JOKER_CHARS = "BRG"
_RANKS = "A23456789TJQK"


def colour_of(t):
    """Gets the colour (0 black, 1 red, 2 green) of a tile or Joker (the
    host's alone: off the device's ``piles.py``)."""
    return SP.SUIT_COLOUR[(t >> 4) & 7]


def _decl_text(d):
    return RANK_CHARS[d & 15] + ("?" if d >> 4 == SP.EITHER else SUIT_CHARS[d >> 4])


def tile_name(game, t, decl=True):
    """Gets the name of tile ``t`` in ``game`` (a Joker with its declaration
    and odd mark when ``decl``), ``#`` in front when face down."""
    down = "" if t & FACE_UP else "#"
    if not SP.is_joker(t):
        return down + RANK_CHARS[t & 15] + SUIT_CHARS[(t >> 4) & 7]
    c = colour_of(t)
    out = down + "*" + JOKER_CHARS[c]
    if decl:
        d = game.jdecl[c]
        if d & 15:
            out += "=" + _decl_text(d)
        if game.jflags[c] & SP.ODD:
            out += "!"
    return out


def parse_tile(text):
    """Parses a tile name. Gets ``(tile, decl, odd, down)``: the tile byte
    without the face-up bit, a Joker's declaration byte (None when not
    given), whether it is marked odd, whether it has ``#``.

    :raises ValueError: when the text names no tile.
    """
    t = text.upper()
    down = t.startswith("#")
    if down:
        t = t[1:]
    if t.startswith("*"):
        odd = t.endswith("!")
        if odd:
            t = t[:-1]
        if len(t) < 2 or JOKER_CHARS.find(t[1]) < 0:
            raise ValueError("not a Joker: %r (*B, *R or *G)" % text)
        c = JOKER_CHARS.find(t[1])
        decl = None
        if len(t) > 2:
            if t[2] != "=":
                raise ValueError("not a Joker: %r" % text)
            decl = parse_decl(t[3:], c)
        return S.JOKER[c], decl, odd, down
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or _RANKS.find(t[0]) < 0 or SUIT_CHARS.find(t[1]) < 0 or t[1] == "?":
        raise ValueError("not a tile: %r" % text)
    return _RANKS.find(t[0]) + 1 | SUIT_CHARS.find(t[1]) << 4, None, False, down


def parse_decl(text, c=-1):
    """Parses what a Joker of colour ``c`` stands for: ``4W``, ``4?``, ``10H``
    (with ``c`` -1, a suit of any colour).

    :raises ValueError: for anything else.
    """
    t = text.upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or _RANKS.find(t[0]) < 0:
        raise ValueError("not a rank and suit: %r (e.g. 4W or 4?)" % text)
    r = _RANKS.find(t[0]) + 1
    if t[1] == "?":
        return r | SP.EITHER << 4
    s = SUIT_CHARS.find(t[1])
    if s < 0 or t[1] == "?" or s > 5:
        raise ValueError("not a suit: %r" % t[1])
    if c >= 0 and S.SUIT_COLOUR[s] != c:
        raise ValueError("a %s Joker stands for %s tiles only" % (SP.COLOURS[c], SP.COLOURS[c]))
    return r | s << 4


def _suit(ch):
    i = SUIT_CHARS.find(ch.upper())
    if i < 0 or i > 5:
        return -1
    return i
