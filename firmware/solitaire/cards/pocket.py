"""Miss Milligan's waiving pocket: loaded only by a game whose record sets
``pocket`` in ``Rules.extra`` (``legal.py`` asks here about every move into
or out of its cells, and the record has one cell: the pocket).

Once the stock is empty, the player may lift ("waive") the top card of a
tableau pile, or a run of it that could move between piles, into the empty
pocket. What is in the pocket comes out only whole: onto a tableau pile by
the tableau's rules (its bottom card onto the pile's top card, or into a
space where that card may fill one), or up to a foundation when it is one
card; ``legal.check`` goes on with those checks as for a tableau pile's
run. Then the pocket is free for the next waive, as often as it empties.
"""

from solitaire.cards.piles import K_CELL, K_TAB, STOCK, encode


def check(b, src, dst, n):
    """Checks a move into or out of the pocket: gets why it is illegal, or
    None (out of the pocket: so far; ``legal.check`` goes on). The usual
    checks of both piles and the count are done already."""
    if b.kind[dst] == K_CELL:  # waiving
        if b.kind[src] != K_TAB:
            return "Only tableau cards are waived"
        if b.size[STOCK]:
            return "The pocket opens once the stock is out"
        if b.size[dst]:
            return "The pocket is full"
        if n > 1 and n > b.run_len(src):
            return "Those cards aren't a run"
        return None
    if n != b.size[src]:
        return "The pocket's cards move together"
    return None


def moves(b, src, dst, most, out):
    """Adds to ``out`` the legal moves of tableau pile ``src`` into the
    empty pocket ``dst``: its top card, and each longer run up to ``most``."""
    if b.size[STOCK]:
        return
    for n in range(1, most + 1):
        if check(b, src, dst, n) is None:
            out.append(encode(src, dst, n))
