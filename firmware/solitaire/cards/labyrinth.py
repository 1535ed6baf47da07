"""Labyrinth's columns (Wikibooks): loaded only by a record whose ``merci``
place in ``Rules.extra`` is 3, through ``merci.py``, whose move it uses: a
card taken out of a tableau pile and put on that pile's top, from where it
goes up (move ``p | p << 8 | n << 16``, ``n`` the card's depth, at least 2).

The record lays the first row as a reserve pool (a pile a card, each one
playing, an emptied one refilled from the stock: ``autofill`` 4) and the
rows dealt under it as the tableau's columns, a card a column a deal (the
stock's row deal), their bottom cards on top. "Only cards on the top and
bottom rows are available" is the pool's and the piles' top cards. Once the
stock is out a gap of the first row stays, and "the card which is below a
card from the top row" plays: a column's first card under an empty pool
pile. And "when the player gets stuck after this point, he can draw any
card from the other rows as a last resort": once a game, any card that goes
up, once none of those does (read as one card: else every deal would be
won, as a card of each foundation's next rank could always be drawn). A
card is drawn only to go up, so only one that fits.
"""

from solitaire.cards.piles import K_TAB, STOCK, WASTE


def _below(b):
    """Gets the cards that go up now, each less one: the foundations' top
    cards. (The record's foundations build up in suit from the Aces dealt
    there, a suit each, so a card goes up where the card below it of its
    suit is on top: one look in a list of four, where the engine's rule
    asked each foundation in turn, 0.6M fuel from .mpy to see if a deal is
    stuck.)"""
    return [b.piles[d][b.size[d] - 1] & 0x7F for d in range(b.f0, b.c0)]


def stuck(b, low):
    """Checks if no card of the top and bottom rows goes up: the pool's, the
    columns' top cards, and a column's first card under an empty pool pile
    (``low``: ``_below(b)``)."""
    size = b.size
    for p in range(b.r0, b.t0):
        if size[p] and (b.piles[p][0] & 0x7F) - 1 in low:
            return False
    for p in range(b.t0, b.npiles):
        k = size[p]
        pile = b.piles[p]
        if k and ((pile[k - 1] & 0x7F) - 1 in low or k > 1 and not size[b.r0 + p - b.t0] and (pile[0] & 0x7F) - 1 in low):
            return False
    return True


def resort_used(b):
    """Checks if the last resort's draw has been made: a draw in the history
    of a card that was not a column's first under a gap. The piles' sizes
    then are read back from now: after the stock is out, the only moves are
    cards going up from the pool and the columns, and draws."""
    size = bytearray(b.size)
    h = b.hist
    for i in range((b.nmoves - 1) * 4, -1, -4):
        src = h[i]
        if src == STOCK or src == WASTE:
            return False  # (the stock's deals: every draw comes after them)
        if src != h[i + 1]:
            size[src] += 1
        elif h[i + 2] != size[src] or size[b.r0 + src - b.t0]:
            return True
    return False


def check(b, p, n):
    """Checks drawing the card ``n`` deep in column ``p``: None when legal,
    else why not."""
    k = b.size[p]
    if b.kind[p] != K_TAB or n < 2:
        return "Already there"
    if n > k:
        return "Not that many cards"
    if b.size[STOCK]:
        return "Only top and bottom rows play"
    low = _below(b)
    if (b.piles[p][k - n] & 0x7F) - 1 not in low:
        return "That card can't go up"
    if n == k and not b.size[b.r0 + p - b.t0]:
        return None  # (under a gap of the first row: the top row's now)
    if not stuck(b, low):
        return "Only once nothing else goes up"
    return "The last resort is used" if resort_used(b) else None


def moves(b, out, src=-1):
    """Adds the legal draws (from ``src`` only, when given) to ``out``."""
    if b.size[STOCK]:
        return
    last = None  # stuck(b), asked once
    low = _below(b)
    for p in range(b.t0, b.npiles) if src < 0 else (src,):
        if b.kind[p] != K_TAB:
            continue
        pile = b.piles[p]
        k = b.size[p]
        for n in range(2, k + 1):
            if (pile[k - n] & 0x7F) - 1 not in low:
                continue
            if n == k and not b.size[b.r0 + p - b.t0]:
                out.append(p | p << 8 | n << 16)
                continue
            if last is None:
                last = stuck(b, low) and not resort_used(b)
            if last:
                out.append(p | p << 8 | n << 16)
