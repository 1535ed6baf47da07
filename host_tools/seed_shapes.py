"""The seed checker's templates for the pyramid games of other shapes
(``solitaire/pairs/shapes.py``: Giza, Pyramid Dozen, Pharaohs, Triangle,
Eleven Triangle), kept beside ``seed_pairs.py``, which calls ``register``
with itself once its own templates are made (this module never imports
it: ``seed_pairs.py`` runs as a script too).

Each template compares a sentence with the record as ``seed_pairs``'s do:
the piles beside the pyramid and their cards, the three pyramids and
their rows (a sentence "Pyramid B contains twenty-one cards" names the
pyramid the section's next sentences speak of), the upside-down rows, a
Queen and a King removed together. ``PASTED`` names the sentences a
section holds from another game's text (Pyramid Dozen's goal goes on with
Pyramid's list of pairs adding to thirteen): the game plays its own rule
and the checker names them as not checked.
"""

from solitaire.pairs import engine as E
from solitaire.pairs import shapes as SH

_LETTERS = "ABC"
# a section's sentences from another game's text: the first and the last, and why
PASTED = {
    "pyramiddozen": ("that add to thirteen", "Ace-Queen, Two-Jack,Three-Ten, Four-Nine, Five-Eight, Six-Seven, or King",
                     "Pyramid's goal pasted after Pyramid Dozen's own list (pairs adding to thirteen, Kings alone): "
                     "the game's own, pairs adding to twelve and a Queen with a King, is checked before it"),
}


def pasted(gid, sentences):
    """Gets, for record ``gid``'s sentences (in order), the reason each
    is another game's text, or None."""
    out = [None] * len(sentences)
    first, last, why = PASTED.get(gid, (None, None, None))
    inside = False
    for i, s in enumerate(sentences):
        inside = inside or s == first
        if inside:
            out[i] = why
        if s == last:
            inside = False
    return out


def kind(v):
    """Gets record ``v``'s shape (the place's low four bits)."""
    return v["shape"] & 15


def wastes(v):
    """Gets record ``v``'s waste piles (the shape place's high four bits; 0: the engine's one)."""
    return v["shape"] >> 4 or 1


def pyramid_rows(v):
    """Gets the rows of each pyramid record ``v`` lays out (Pharaohs:
    three)."""
    if kind(v) == SH.THREE:
        return (v["size"], v["rows"], v["beside"] & 15)
    return (v["size"],)


def register(sp):
    """Makes this module's templates in the seed checker ``sp``'s list."""
    check, want, number = sp.check, sp._want, sp.number
    NUM = sp.NUM

    @check(r"%s tableau piles of %s cards? each, splayed downward" % (NUM, NUM))
    def _beside(v, m):
        # (before seed_pairs' own, which reads tableau piles as the layout)
        if v["layout"] == E.PILES:  # (the layout's own piles: seed_pairs' template)
            return sp._piles_each(v, m)
        n, deep = number(m.group(1)), number(m.group(2))
        if kind(v) != SH.TABLEAU:
            return "shape is %d in the record; the seed says tableau piles beside the pyramid (%d)" % (kind(v), SH.TABLEAU)
        piles = v["beside"] & 15  # (bit 4: queen_king)
        return ("the record has %d piles beside the pyramid, the seed %d" % (piles, n) if piles != n else None) or want(v, "rows", deep, m.group(2))

    sp._TEMPLATES.insert(0, sp._TEMPLATES.pop())

    @check(r"Kings and Queens are removed together")
    def _queen_king(v, m):
        return None if v.goes([12, 13 | 0x10]) else "the record does not remove a Queen with a King"

    @check(r"There are (\w+) pyramids?")
    def _pyramids(v, m):
        n = len(pyramid_rows(v))
        return None if n == number(m.group(1)) else "the record lays out %d pyramids, the seed %s" % (n, m.group(1))

    @check(r"Pyramid ([ABC]) contains %s cards" % NUM)
    def _pyramid_of(v, m):
        rows = pyramid_rows(v)
        i = _LETTERS.index(m.group(1))
        if i >= len(rows):
            return "the record has no pyramid %s" % m.group(1)
        v.pyramid = rows[i]  # (the next sentences' pyramid: its last row's sentence checks its rows)
        n = rows[i] * (rows[i] + 1) // 2
        return None if n == number(m.group(2)) else "the record's pyramid %s holds %d cards, the seed's %s" % (m.group(1), n, m.group(2))

    sp.not_checked("a heading; the pyramid's cards and rows are checked by the sentences after it",
                   r"Pyramid [ABC]:")
    sp.not_checked("no game of the family builds", r"No building is permitted on pyramid [ABC]")
    sp.not_checked("every place is filled once, by the deal: the engine fills no empty place",
                   r"Empty spaces in pyramid [ABC] may not be filled")

    @check(r"Cards on pyramid [ABC] that are not under another card are available for play")
    def _top_free(v, m):
        return want(v, "layout", E.PYRAMID, "a pyramid")

    @check(r"First, (\w+) cards are dealt in a row")
    def _triangle(v, m):
        return (None if kind(v) == SH.TRIANGLE else "shape is %d in the record; the seed says the pyramid upside down (%d)" % (kind(v), SH.TRIANGLE)) or want(v, "size", number(m.group(1)), m.group(1))

    @check(r"Then, (?!two )(\w+) cards are dealt in a second row overlapping the previous row")
    def _second(v, m):
        n = number(m.group(1))
        if kind(v) != SH.TRIANGLE:
            return "the rows shrink: the seed's pyramid is upside down"
        return None if n == v["size"] - 1 else "the record's second row holds %d cards, the seed's %d" % (v["size"] - 1, n)


    @check(r"Then, (\w+) cards are dealt in the third row, .* and finally (\w+) cards? (?:is|are) dealt in the (\w+) row")
    def _rows(v, m):
        if kind(v) != SH.TRIANGLE:
            return "the rows shrink: the seed's pyramid is upside down"
        n = sp._ROWS[m.group(3).lower()]
        return want(v, "size", n, "its last row the " + m.group(3)) or (None if number(m.group(2)) == 1 else "the last row holds %s cards" % m.group(2))

    @check(r"The remaining cards form the stock and there are (\w+) waste piles")
    def _wastes(v, m):
        n = number(m.group(1))
        bad = want(v, "stock", E.STOCK_WASTE, "a waste")
        return bad or (None if wastes(v) == n else "wastes: the record has %d, the seed %d" % (wastes(v), n))

    @check(r"The top cards of the wastes are available for play")
    def _wastes_free(v, m):
        return None if wastes(v) > 1 else "the record has one waste"
