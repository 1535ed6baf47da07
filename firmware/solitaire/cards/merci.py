"""The merci (or "draw") of Cromwell, Fortress of Mercy and Three Shuffles
and a Draw: once a game, one face-up card anywhere in a tableau pile (not
its top card) is taken out and put back on top of that same pile. It is a
move of its own, from a pile to itself, its count the card's depth from the
top: ``p | p << 8 | n << 16`` with ``n`` at least 2 (move notation ``m``,
then the pile and the depth in hex: ``m32``). The board loads this module
only when a game has the merci.

Whether it was used is read from the history (a merci is its only move from
a pile to itself, the redeal's ``ALL -> ALL`` aside), so undoing it gives it back, and a replay makes it again.
The record's ``merci`` place says when: 1 at any time; 2 only once the last
redeal is made (Three Shuffles and a Draw); 3, Labyrinth's draw, as often
as its own module, ``labyrinth.py``, allows. 4 is no merci: a move from a
pile to itself gathers the pile into the stock (Puss in the Corner's redeal,
``puss.py``, which the functions below hand it to).
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_TAB

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_REDEALS = const(10)
_MERCI = const(15)
_LABYRINTH = const(3)  # a merci value: Labyrinth's draws (labyrinth.py)


_own = []  # labyrinth.py once imported (an import in a function costs 44k fuel from .mpy: a hint's slice asks each pile)


def _labyrinth():
    if not _own:
        from solitaire.cards import labyrinth

        _own.append(labyrinth)
    return _own[0]
_GATHER = const(4)  # a merci value: Puss in the Corner's gather (puss.py)


def used(b):
    """Checks if the game's merci has been made (it is in the history)."""
    h = b.hist
    for i in range(0, b.nmoves * 4, 4):
        if h[i] == h[i + 1] and h[i] != 0xFF:  # (a redeal is ALL -> ALL)
            return True
    return False


def ready(b):
    """Checks if the merci may be made now: not made yet, and in a game that
    allows it only after the last redeal, every redeal made."""
    r = b.rules
    if r.extra[_MERCI] == _LABYRINTH:
        return not b.size[0]  # (its draws once the stock is out: labyrinth.check says which)
    if r.extra[_MERCI] == 2 and b.recycles < r.extra[_REDEALS]:
        return False
    return not used(b)


def check(b, p, n):
    """Checks a merci of the card ``n`` deep in pile ``p``: None when legal,
    else why not."""
    if b.rules.extra[_MERCI] == _LABYRINTH:
        return _labyrinth().check(b, p, n)
    if b.rules.extra[_MERCI] == _GATHER:
        from solitaire.cards import puss

        return puss.check(b, p, n)
    if b.kind[p] != K_TAB:
        return "Already there"
    if n < 2 or n > b.size[p]:
        return "Already there" if n == 1 else "Not that many cards"
    if not b.piles[p][b.size[p] - n] & FACE_UP:
        return "That card is face down"
    if used(b):
        return "The merci is used"
    if not ready(b):
        return "Merci after the last redeal"
    return None


def moves(b, out, src=-1):
    """Adds the legal mercis (from ``src`` only, when given) to ``out``."""
    if b.rules.extra[_MERCI] == _GATHER:
        from solitaire.cards import puss

        return puss.moves(b, out, src)
    if not ready(b):
        return
    if b.rules.extra[_MERCI] == _LABYRINTH:
        if src < 0 or b.kind[src] == K_TAB:
            _labyrinth().moves(b, out, src)
        return
    for p in range(b.t0, b.npiles) if src < 0 else (src,):
        if b.kind[p] != K_TAB:
            continue
        pile = b.piles[p]
        k = b.size[p]
        for n in range(2, k + 1):
            if pile[k - n] & FACE_UP:
                out.append(p | p << 8 | n << 16)


def apply(b, p, n):
    """Takes the card ``n`` deep in pile ``p`` out and puts it on top."""
    if b.rules.extra[_MERCI] == _GATHER:
        from solitaire.cards import puss

        return puss.apply(b, p, n)
    pile = b.piles[p]
    k = b.size[p]
    c = pile[k - n]
    for i in range(k - n, k - 1):
        pile[i] = pile[i + 1]
    pile[k - 1] = c


def undo(b, p, n):
    """Puts pile ``p``'s top card back ``n`` deep (the merci's undo)."""
    if b.rules.extra[_MERCI] == _GATHER:
        from solitaire.cards import puss

        return puss.undo(b, p, n)
    pile = b.piles[p]
    k = b.size[p]
    c = pile[k - 1]
    for i in range(k - 1, k - n, -1):
        pile[i] = pile[i - 1]
    pile[k - n] = c


def depth(b, p, n):
    """Gets how deep the cursor goes in pile ``p`` (``n``: its run): while
    the merci may be made, down to its deepest face-up card."""
    if b.rules.extra[_MERCI] == _GATHER:
        from solitaire.cards import puss

        return puss.depth(b, p, n)
    if not ready(b):
        return n
    pile = b.piles[p]
    k = b.size[p]
    while n < k and pile[k - n - 1] & FACE_UP:
        n += 1
    return n
