"""The seed checker's templates for the cells a free card goes into and
back from, and the match of a rank and a colour (``solitaire/pairs/cells.py``:
politaire's Doublet Cell), kept beside ``seed_pairs.py``, which calls
``register`` with itself once its own templates are made (as
``seed_shapes.py``'s; this module never imports it).

Each template compares a sentence with the record: the match, the cells'
count, and that the record plays cells at all (``way = "cells"``: a cell
holds one card, a free card goes into an empty one, a cell's card back
onto a pile, all ``cells.py``'s, which ``tests/test_pairs_cells.py``
holds to each sentence with a legal and an illegal move)."""

from solitaire.pairs import engine as E
from solitaire.pairs import own as O


def register(sp):
    """Makes this module's templates in the seed checker ``sp``'s list."""
    check, want, number = sp.check, sp._want, sp.number

    sp.not_checked("the console draws every card with its suit and colour; the match reads the colour (cells.py)",
                   r"Since color matters but suits don't, politaire substitutes a two-suit deck of cards")

    @check(r"Remove pairs of cards of equal rank and the same color")
    def _colour(v, m):
        return want(v, "match", E.COLOUR, "a rank and a colour")

    @check(r"(\w+) cells, all initially empty")
    def _cells(v, m):
        n = number(m.group(1))
        return want(v, "way", O.CELLS, "cells") or (None if v["cells"] == n else "cells: the record has %d, the seed %s" % (v["cells"], m.group(1)))

    @check(r"Each cell can hold one card", r"Available cards +can be played into any cell", r"Cards from cells can be played back to the tableau")
    def _cell_moves(v, m):
        return want(v, "way", O.CELLS, "cells")
