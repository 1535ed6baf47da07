"""Tournament's foundations: loaded only by a record whose ``tournament``
place of ``Rules.extra`` sets ``kings_down`` (its ``found_dir`` is then
``UP_DOWN``, so the usual foundations' shortcuts in ``legal.py`` and
``auto.py`` stay off).

The first half of the foundations start with an Ace and build up in suit,
the second half start with a King and build down in suit; in each half
every pile starts with a suit of its own (two decks: one up and one down
foundation a suit). ``legal.py`` asks ``fits`` and ``found_check`` here
(this module imports none of it: ``legal`` imports it).
The deal's own rule (a cell holds an Ace or a King) is ``arrange.py``'s.
"""

from solitaire.cards.rules import DOWN, UP
from solitaire.cards.piles import NO


def _half(b, d):
    """Gets the first foundation of ``d``'s half, its end and its direction."""
    h = b.rules.found // 2
    if d - b.f0 < h:
        return b.f0, b.f0 + h, UP
    return b.f0 + h, b.c0, DOWN


def fits(b, card, d):
    """Checks if ``card`` may go on foundation ``d`` (``legal.fitter``)."""
    lo, hi, way = _half(b, d)
    k = b.size[d]
    if k:  # (in suit, a rank up or down: the ranks stop at the Ace and the King)
        top = b.piles[d][k - 1]
        return k < 13 and not (top ^ card) & 0x70 and (card & 15) - (top & 15) == (1 if way == UP else -1)
    if card & 15 != (1 if way == UP else 13):
        return False
    for p in range(lo, hi):
        if b.size[p] and not (b.piles[p][0] ^ card) & 0x70:
            return False  # (its suit has a pile in this half)
    return True


def found_check(b, src, dst, n, why):
    """Checks a move onto foundation ``dst`` (``legal._found_check``)."""
    if n != 1:
        return "One card at a time"
    card = b.top(src)
    if fits(b, card, dst):
        return None
    if not why:
        return NO
    k = b.size[dst]
    way = _half(b, dst)[2]
    if not k:
        first = "an Ace" if way == UP else "a King"
        return "Starts with %s" % first if card & 15 != (1 if way == UP else 13) else "That suit has its pile here"
    if k >= 13:
        return "That foundation is full"
    return "Builds up in suit" if way == UP else "Builds down in suit"
