"""Amazons' foundations (Wikibooks and PySolFC, one game), for the records
whose ``found_dir`` is 13; the engine imports this module only then.

The deck is stripped (``stripped.py``: A, 7 to Q of each suit, 28 cards),
and four foundations build up through its ranks regardless of suit, A 7 8
9 10 J Q, seven cards each. The texts: "Once an ace is available, it is
placed on the foundations and each ace should be placed in order on which
they become available": an Ace goes from any pile onto the first empty
foundation from the left (so the first Ace up starts the first). "The
first four cards dealt are the bases of the reserve piles, the top card of
each being available only to the foundation immediately above it. The
exception to this rule is a queen can be moved to its foundation from any
pile": the n-th tableau pile's other cards go only onto the n-th
foundation; a Queen from any pile onto any foundation that holds a Jack.

``check`` has only the card (``legal.py`` asks a foundation's module about
a card and a pile): its pile is the tableau pile it tops, one deck holding
each card once.
"""

from micropython import const

from solitaire.cards.piles import NO

_CAP = const(7)  # a foundation's cards: A 7 8 9 10 J Q
_QUEEN = const(12)
_STEP = const(4)  # rule()'s direction for notation.py: each card the one that follows the card below (``step``)


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity):
    from the Ace, each card the deck's next rank, any suit."""
    return 1, _STEP, 0, 0, _CAP


def step(below, base=1, dr=_STEP):
    """Gets the rank that goes on card ``below``: the deck's next, a 7 on
    the Ace (``rule``'s direction is this step: notation.py asks it too)."""
    r = below & 15
    return 7 if r == 1 else r + 1


def _pile(b, card):
    """Gets the tableau pile ``card`` tops (-1: none)."""
    for p in range(b.t0, b.npiles):
        k = b.size[p]
        if k and b.piles[p][k - 1] & 0x7F == card & 0x7F:
            return p
    return -1


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not."""
    k = b.size[d]
    rank = card & 15
    if not k:
        if rank != 1:
            return "Starts with an Ace" if why else NO
        for p in range(b.f0, d):
            if not b.size[p]:
                return "Aces go up in turn" if why else NO
        return None
    if k >= _CAP:
        return "That foundation is full" if why else NO
    want = step(b.piles[d][k - 1])
    if rank != want:
        return ("Needs an 8" if want == 8 else "Needs a %s" % ("", "", "", "", "", "", "", "7", "", "9", "10", "Jack", "Queen")[want]) if why else NO
    if rank != _QUEEN and _pile(b, card) - b.t0 != d - b.f0:
        return "Only from pile below" if why else NO
    return None


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s)."""
    return check(b, card, d, False, None) is None


def words(r):
    """Gets the rules screen's line for the foundations."""
    return ("Foundations: four, empty at first. Each builds up regardless of suit through the deck's ranks, A 7 8 9 10 J Q. "
            "An Ace goes up from any pile onto the first empty foundation from the left; a pile's other cards go only onto the "
            "foundation above it, but a Queen goes up from any pile. Cards up there stay.")
