"""Beehive's foundations, for the record whose ``found_dir`` is 18 (with
``found_takes`` "suite"); the engine imports this module only then.

The seed: "There is one foundation pile for each rank from ace to king.
Completed groups of four cards of equal rank may be played to the
appropriate pile." The engine's whole suits (``found_takes`` "suite",
Spider's: a set goes up by itself, ``auto.forced_move``) with a set of a
rank's four cards, face up together on top of one tableau pile (the tableau
builds on its own rank: tab_dir 16, order.py), in place of a suit's
thirteen. Each pile takes one rank's set: the first empty one takes it, as
thirteen piles for thirteen ranks are all alike.
"""

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_TAB

SET = 4  # the cards of a rank in the deck (one deck of four suits)


def check(b, src, dst, n):
    """Gets why ``n`` cards of pile ``src`` may not go onto foundation ``dst``, else None."""
    k = b.size[src]
    if b.kind[src] != K_TAB or n != SET or k < SET:
        return "Only a rank's four cards go up"
    if b.size[dst]:
        return "That foundation is full"
    pile = b.piles[src]
    rank = pile[k - 1] & 15
    for i in range(k - SET, k):
        if not pile[i] & FACE_UP or pile[i] & 15 != rank:
            return "Only a rank's four cards go up"
    return None


def words(r):
    """Gets the rules screen's line on the foundations."""
    return "Foundations: thirteen, one a rank. Only a rank's four cards go up, together off the top of a tableau pile, and they go up by themselves."
