"""King's Audience's foundations (Wikibooks), for the record whose
``found_dir`` is 15; the engine imports this module only then.

Five foundations: four suit piles, then the "audience chamber" (the last
one). The text moves two cards at once from two piles: "the King and
Queen of each suit, whenever both are available, are placed inside the
audience chamber" and "the Jack and the Ace of each suit, whenever they
become available at the same time, are placed inside the audience chamber
with the Jack on top; these two become the foundation, to be built down by
suit to deuces". A card is available when it is a top card of the
antechamber (the tableau: sixteen piles of one card, building nothing) or
the waste's top card.

The engine's move has one source and one target, so the pair is two moves
of one card: the player's, legal only while the partner is available too
(a King or its Queen into the chamber; an Ace onto an empty suit pile, its
Jack free), then the partner's, the game's own move made at once
(``after.forced_move`` asks ``fill``, as Big Ben's gaps are filled), flagged
so that one undo takes back both and a replay makes both again. Each card
that leaves the antechamber has its space filled as any other (``autofill``
3: from the waste, else the stock), so the pair needs nothing more in the
history. The chamber takes a card only when it holds whole pairs (or the
partner of its lone top card), a suit pile its Jack only on its Ace: the
order Ace, then Jack on top, is the text's.
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import NO, WASTE, encode

_JACK = const(11)
_QUEEN = const(12)


def _free(b, card):
    """Gets the pile whose top card is ``card`` (suit and rank) and plays:
    an antechamber pile or the waste; else -1."""
    c = card | FACE_UP
    k = b.size[WASTE]
    if k and b.piles[WASTE][k - 1] == c:
        return WASTE
    for p in range(b.t0, b.npiles):
        k = b.size[p]
        if k and b.piles[p][k - 1] == c:
            return p
    return -1


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity),
    of which the simulator's checks read the capacity (``in_order`` the
    order): the chamber holds the eight Kings and Queens, a suit pile its
    Ace, its Jack and the ten below."""
    return (13, 15, 1, 0, 8) if d == b.c0 - 1 else (1, 15, 1, 0, 11)


def in_order(b, d, n):
    """Checks that foundation ``d``'s first ``n`` cards lie as the rules lay them (a
    position read from text, the simulator's checks): a suit pile an Ace,
    its Jack, then down in suit to the 2; the chamber Kings and Queens, a
    King and the Queen of its suit after another pair (the last card may
    wait for its partner, the game's next move)."""
    pile = b.piles[d]
    for i in range(n):
        c = pile[i]
        if d == b.c0 - 1:
            if c & 15 < _QUEEN or i & 1 and ((c ^ pile[i - 1]) & 0x70 or (c ^ pile[i - 1]) & 15 == 0):
                return False
        elif c & 15 != (1 if i == 0 else _JACK + 1 - i) or (c ^ pile[0]) & 0x70:
            return False
    return True


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``needs``: legal.py's words for what a card needs)."""
    k = b.size[d]
    rank = card & 15
    suit = card & 0x70
    if d == b.c0 - 1:  # the audience chamber: a King and its Queen
        if rank < _QUEEN:
            return "Only Kings and Queens go in" if why else NO
        if k & 1:  # (its lone top card's partner follows it: the game's move)
            top = b.piles[d][k - 1]
            return None if not (top ^ card) & 0x70 and (top & 15) != rank else "Its partner goes in first" if why else NO
        if _free(b, suit | (25 - rank)) < 0:
            return ("Its Queen must be free too" if rank > _QUEEN else "Its King must be free too") if why else NO
        return None
    if not k:  # an Ace, its Jack free: the Jack follows, on top
        if rank == 1 and _free(b, suit | _JACK) >= 0:
            return None
        if not why:
            return NO
        return "Its Jack must be free too" if rank == 1 else "The Ace goes first, its Jack on it" if rank == _JACK else "Starts with an Ace and its Jack"
    top = b.piles[d][k - 1]
    if k == 1:
        return None if card & 0x7F == (top & 0x70) | _JACK else "Only its Jack goes on the Ace" if why else NO
    if top & 15 == 2:
        return "That foundation is full" if why else NO
    if not (top ^ card) & 0x70 and rank == (top & 15) - 1:
        return None
    return needs(top, card, 0, 1, 0) if why else NO  # (down in suit: rules.py's DOWN, SAME_SUIT)


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s:
    asked of every top card and foundation, an auto-finish's look cost 1.9M
    fuel from .mpy going through ``check``: most end here on the rank)."""
    rank = card & 15
    k = b.size[d]
    if d < b.c0 - 1:  # a suit pile
        if k > 1:
            top = b.piles[d][k - 1]
            return rank == (top & 15) - 1 and not (top ^ card) & 0x70
        if rank != (_JACK if k else 1):
            return False
    elif rank < _QUEEN:
        return False
    return check(b, card, d, False, None) is None  # (an Ace, a Jack, a King or a Queen: its partner)


def takes_of(b):
    """Gets, for each rank, the foundations (a bit each, from ``b.f0``) that
    may take a card of that rank, by rank alone (``auto.takes_of``'s for
    this record): an empty suit pile an Ace, one holding its Ace a Jack,
    else the rank below its top card; the chamber a King or a Queen. A look
    at every top card asks ``fits`` only of those: an auto-finish's look
    asking all five foundations for each of sixteen cards cost 1.9M fuel
    from .mpy."""
    out = [0] * 16
    c = b.c0 - 1
    for d in range(b.f0, c):
        k = b.size[d]
        out[(b.piles[d][k - 1] & 15) - 1 if k > 1 else _JACK if k else 1] |= 1 << (d - b.f0)
    out[_QUEEN] = out[13] = 1 << (c - b.f0)
    return out


def fill(b):
    """Gets the partner's move, the game's own (a lone King or Queen in the
    chamber, or a lone Ace on a suit pile: its partner follows from where
    it lies), else None."""
    c = b.c0 - 1
    k = b.size[c]
    if k & 1:
        top = b.piles[c][k - 1]
        return _from(b, (top & 0x70) | (25 - (top & 15)), c)
    for d in range(b.f0, c):
        if b.size[d] == 1:
            return _from(b, (b.piles[d][0] & 0x70) | _JACK, d)
    return None


def _from(b, card, d):
    """Gets the move of ``card`` onto foundation ``d`` from where it lies
    free, else None (a position read from text may have it buried)."""
    p = _free(b, card)
    return encode(p, d, 1) if p >= 0 else None


def words(r):
    """Gets the rules screen's line for the foundations."""
    return ("Foundations: four, and the audience chamber (the last pile). A King and the Queen of its suit go in the chamber "
            "together when both are free (a top card of the sixteen, or the waste's): move one, the other follows. An Ace and "
            "its Jack, both free, start a foundation together, the Jack on top: move the Ace up, its Jack follows. Each then "
            "builds down in suit from the Jack to the 2. Cards up there stay.")


def frees(b, cards):
    """Checks if a card of ``cards`` (the stock's: each comes to the waste's
    top in turn) has its partner on top of an antechamber pile, so that the
    pair could go in once it is dealt: a stock with one is no standstill
    (``Board.stock_stuck``), though neither card fits by itself."""
    for c in cards:
        rank = c & 15
        partner = 25 - rank if rank > _JACK else _JACK if rank == 1 else 1 if rank == _JACK else 0
        if partner:
            want = (c & 0x70) | partner | FACE_UP
            for p in range(b.t0, b.npiles):
                k = b.size[p]
                if k and b.piles[p][k - 1] == want:
                    return True
    return False
