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

Tabbycat's tail (Rules.extra's ``tail``, place 49, with ``pocket``): the
same pile open at any time, the stock out or not, and any run from its top
moving out (the seed's Description: "Our implementation allows you to move
partial sequences out of the tail"), a whole sequence of 13 going up. It
holds 13 cards at most (the pile's room: a longer run, one round the corner,
stays on the tableau).
"""

from micropython import const

from solitaire.cards.piles import K_CELL, K_TAB, STOCK, encode

_TAIL = const(49)


def check(b, src, dst, n):
    """Checks a move into or out of the pocket: gets why it is illegal, or
    None (out of the pocket: so far; ``legal.check`` goes on). The usual
    checks of both piles and the count are done already."""
    tail = b.rules.extra[_TAIL]
    if b.kind[dst] == K_CELL:  # waiving
        if b.kind[src] != K_TAB:
            return "Only tableau cards go there" if tail else "Only tableau cards are waived"
        if b.size[STOCK] and not tail:
            return "The pocket opens once the stock is out"
        if b.size[dst]:
            return "The tail is full" if tail else "The pocket is full"
        if n > 1 and n > b.run_len(src):
            return "Those cards aren't a run"
        return "The tail holds 13 cards at most" if n > 13 else None
    if n != b.size[src] and not tail:
        return "The pocket's cards move together"
    return None


def moves(b, src, dst, most, out):
    """Adds to ``out`` the legal moves of tableau pile ``src`` into the
    empty pocket ``dst``: its top card, and each longer run up to ``most``."""
    if b.size[STOCK] and not b.rules.extra[_TAIL]:
        return
    for n in range(1, most + 1):
        if check(b, src, dst, n) is None:
            out.append(encode(src, dst, n))
