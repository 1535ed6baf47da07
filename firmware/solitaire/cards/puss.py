"""Puss in the Corner's redeal (Wikibooks): once the stock is out, "the
player must pick up the four waste piles in any order one wishes, and
without shuffling, restarts dealing". The waste piles are the tableau of a
dump game (legal.py's _DUMP) whose stock's cards lie face up in the waste's
pile (``stock`` 3), its top card the one that plays.

A gather is a move from a waste pile to itself, the whole pile (``p | p << 8
| n << 16``, ``n`` its size): the move the merci makes in Cromwell, so the
board, the move list and the hint hand it to ``merci.py``, which hands it
here when the record's ``merci`` place is 4 (no line of its own in
legal.py or board.py). The pile goes under the cards gathered before it,
its bottom card first, so the first pile picked up is dealt first, from the
card that lay lowest in it: a packet picked up and turned over.

While the gathering is under way the new stock lies face down: nothing is
dealt from it and nothing goes up (legal.check refuses a foundation move
then), so the four piles are all picked up before the deal goes on; the
last one turns the stock face up and counts the redeal (``b.recycles``,
``passes`` 2: one redeal). The face of the stock's top card says which
phase it is, so a position, a save and an undo need nothing more.
"""

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_TAB, WASTE


def gathering(b):
    """Checks if a gather is under way: the new stock lies face down."""
    k = b.size[WASTE]
    return k and not b.piles[WASTE][k - 1] & FACE_UP


def check(b, p, n):
    """Checks a gather of pile ``p``'s ``n`` cards: None when legal, else why not."""
    if b.kind[p] != K_TAB:
        return "Already there"
    if not b.size[p] or n != b.size[p]:
        return "Gather the whole pile" if b.size[p] else "Nothing there"
    if not gathering(b):
        if b.size[WASTE]:
            return "Once the stock is out"
        r = b.rules
        if r.passes and b.recycles >= r.passes - 1:
            return "No more redeals"
    return None


def moves(b, out, src=-1):
    """Adds the legal gathers (from ``src`` only, when given) to ``out``."""
    for p in range(b.t0, b.npiles) if src < 0 else (src,):
        if b.kind[p] == K_TAB and check(b, p, b.size[p]) is None:
            out.append(p | p << 8 | b.size[p] << 16)


def apply(b, p, n):
    """Puts pile ``p`` under the stock gathered so far, its bottom card on top
    of the pile's own cards, face down; the last pile turns the stock up."""
    w = b.piles[WASTE]
    k = b.size[WASTE]
    pile = b.piles[p]
    for i in range(k - 1, -1, -1):  # (the cards gathered before move up n places)
        w[i + n] = w[i]
    for i in range(n):
        w[n - 1 - i] = pile[i] & 0x7F
    b.size[WASTE] = k + n
    b.size[p] = 0
    for q in range(b.t0, b.npiles):
        if b.size[q]:
            return
    for i in range(k + n):  # the four picked up: the stock face up, a pass more
        w[i] |= FACE_UP
    b.recycles += 1


def undo(b, p, n):
    """Takes the gather of pile ``p`` back (the last one, also the stock's turn)."""
    w = b.piles[WASTE]
    k = b.size[WASTE] - n
    if w[k + n - 1] & FACE_UP:  # (it was the last: the stock face down again)
        b.recycles -= 1
        for i in range(k + n):
            w[i] &= 0x7F
    pile = b.piles[p]
    for i in range(n):
        pile[i] = w[n - 1 - i] | FACE_UP
    for i in range(k):
        w[i] = w[i + n]
    b.size[WASTE] = k
    b.size[p] = n


def depth(b, p, n):
    """Gets how deep the cursor goes in pile ``p``: the whole pile while it
    may be gathered."""
    return b.size[p] if check(b, p, b.size[p]) is None else n
