"""British Constitution's rows (PySolFC), for the records whose
``found_dir`` is 14; the engine imports this module only then.

Two decks without Kings and Queens (``stripped.py``: 88 cards). The eight
Aces are dealt up first (``found_dealt`` 8) and build up in suit to the
Jacks, eleven cards a pile. The tableau is four rows of eight piles, a card
each, dealt face up: row 1 (the "Privy Council") the tableau's first eight
piles, row 4 (the "People") its last eight. The text's rules, each here:

* "The cards available for building in the foundations should come from
  Row 1 (also known as the "Privy Council") only": a card goes up only from
  row 1 (``held``).
* "cards in Row 1 can be built down by alternating colors. Available for
  building in Row 1 are the top cards of the piles in Row 1 ... and the
  cards from Row 2. Only one card can be moved at a time": a row 1 pile
  takes a card of row 1 or row 2 down in alternating colours (the record's
  tableau rule); rows 2 to 4 take nothing but a card into a space.
* "When a card leaves from either Row 1 or 2, the space it leaves behind
  must be filled with any card from the row immediately below it, not
  necessarily the one immediately below the space": a space of rows 1 to 3
  takes only a card of the row below, the player's choice of card, and
  "must": while such a space has a card in the row below to fill it, that
  is the next move (nothing else moves).
* "where it is filled with a card from the stock. This is the only way
  cards from the stock enter the game": a space of row 4 is filled from the
  stock by itself (``autofill`` 5, ``board.apply``); the stock deals
  nothing else.
* "If no more spaces appear in Row 4 with cards still undealt from the
  stock, the game is lost": no move left is the engine's stuck game.
"""

from micropython import const

from solitaire.cards.order import follows
from solitaire.cards.piles import K_FOUND, K_TAB, NO

_CAP = const(11)  # a foundation's cards: Ace to Jack


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity):
    up in suit from the Ace to the Jack."""
    return 1, 1, 1, 0, _CAP


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``held`` has said where it may come from)."""
    k = b.size[d]
    if not k:
        return None if card & 15 == 1 else "Starts with an Ace" if why else NO
    if k >= _CAP:
        return "That foundation is full" if why else NO
    top = b.piles[d][k - 1]
    if follows(top, card, 1, 1, 0):
        return None
    return needs(top, card, 1, 1, 0) if why else NO


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s)."""
    k = b.size[d]
    if not k:
        return card & 15 == 1
    top = b.piles[d][k - 1]
    return k < _CAP and not (top ^ card) & 0x70 and card & 15 == (top & 15) + 1


def row(b, p):
    """Gets the row of tableau pile ``p``, 0 (row 1) to 3 (row 4)."""
    return (p - b.t0) * 4 // b.rules.tab


def waiting(b):
    """Gets the first space of rows 1 to 3 that a card of the row below
    can fill, else -1: filling it is the next move."""
    n = b.rules.tab // 4
    size = b.size
    for r in range(3):
        first = b.t0 + r * n
        for p in range(first, first + n):
            if not size[p]:
                for q in range(first + n, first + 2 * n):
                    if size[q]:
                        return p
                break
    return -1


def held(b, dst, src):
    """Gets why the card of pile ``src`` may not go onto pile ``dst`` by the
    rows' rules, else None (``legal.check`` asks the rest: the build, the
    foundation's card)."""
    if b.kind[src] != K_TAB:
        return "Cards can't go there"
    s = row(b, src)
    if b.kind[dst] == K_FOUND:
        if s:
            return "Only row 1 goes up"
        return "Fill the space first" if waiting(b) >= 0 else None
    if b.kind[dst] != K_TAB:
        return "Cards can't go there"
    d = row(b, dst)
    if b.size[dst]:
        if d or s > 1:
            return "Builds on row 1 only" if d else "Only rows 1 and 2 build"
        return "Fill the space first" if waiting(b) >= 0 else None
    if s != d + 1:
        return "Fills from row %d only" % (d + 2) if d < 3 else "The stock fills row 4"
    return None


def words(r):
    """Gets the rules screen's lines for the foundations and the rows."""
    return ("Foundations: eight, the Aces dealt there first; each builds up in suit to the Jack. Only a row 1 card goes up. "
            "Tableau: four rows of eight piles, a card each, side by side on the screen: row 1 the first eight piles, row 4 the last. "
            "A row 1 pile builds down in alternating colours, a card at a time, from row 1 or row 2; rows 2 to 4 take nothing but a "
            "card into a space. A space of rows 1 to 3 takes any card of the row below it, and must be filled next; a space of row 4 "
            "is filled from the stock by itself, the only way its cards come in.")
