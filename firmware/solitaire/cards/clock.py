"""The clocks' foundations (Grandfather's Clock, Big Ben, The Clock), for
the records whose ``found_dir`` is 8 to 10; the engine imports this module
only then.

Twelve foundations lie round a clock face, each one an hour: the screen
shows them in a row in the hours' order, 1 o'clock first, so a pile's
place in the row is its hour. Each starts with a base card the deal takes
out of the deck first, a 2 to a King (the 2 at 5 o'clock in Grandfather's
Clock, found_dir 8; at 9 o'clock in Big Ben, 9), in the record's ``suits``
in turn (Grandfather's Clock: the 2 of hearts, 3 of spades, 4 of diamonds,
5 of clubs, 6 of hearts ...), and builds up in suit, round the corner
(a King, then an Ace), until its top card shows its hour (a Jack 11, a
Queen 12): 4 or 5 cards a pile from one deck, 8 or 9 from two. The piles
hold the whole deck then, so the goal is every card up. (``deal`` deals
the base cards: ``Board.deal`` asks this module, not ``arrange.py``.)

Big Ben's twelve piles round the clock (``row_to`` 4, the gaps) are kept
at the cards each was dealt, three: a pile with fewer takes nothing,
and a press on the stock fills every gap, a card at a time clockwise from
the pile above 12 o'clock (the piles too lie in the hours' order), the
game's own moves after the player's first (``after.forced_move``); no card
moves until the gaps are filled or the stock is out. With no gap the stock
deals a card to the waste. ``legal.py`` asks ``held`` and ``stock_move``.

The Clock's thirteen (found_dir 10) are a rank each, Aces at 1 o'clock to
Queens at 12, the Kings in the centre (the last pile), each taking its
rank's four cards in layers: the colours alternate up a pile, and every
pile's n-th card is of one suit, the first card of a layer up anywhere
setting it (the player's choice, the first moves' only).

The rules screen's line is ``hours.py``'s, loaded only by that screen:
this module loads in a tick of its own as a clock game opens, and its
load costs by its size (1.8M fuel from ``.mpy`` with those paragraphs).
"""

from micropython import const

from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.order import RING, follows
from solitaire.cards.piles import K_TAB, NO, STOCK, WASTE, encode

_BIG_BEN = const(9)  # found_dir: the 2 at 9 o'clock (else 8, Grandfather's Clock: at 5 o'clock)
_LAYERS = const(10)  # found_dir: a rank a pile, its suits in layers (The Clock)


def rule(b, d):
    """Gets foundation ``d``'s (base, direction, suit rule, cut, capacity):
    from its base up in suit, round the corner, to its hour; The Clock's,
    its rank's four cards (``_layer`` has their suits)."""
    hour = d - b.f0 + 1
    if b.rules.found_dir == _LAYERS:
        return hour, 3, 0, 0, 4  # (its rank's four cards: direction 3, the rank again, as fgroups' Kings pile)
    base = (hour - (7 if b.rules.found_dir == _BIG_BEN else 3) - 2) % 12 + 2
    return base, 1, 1, RING, (hour - base) % 13 + 1


def base_card(b, d):
    """Gets foundation ``d``'s base card (face down): its rank, and the
    record's suits in turn from the 2's."""
    base = rule(b, d)[0]
    return b.rules.suits[(base - 2) % len(b.rules.suits)] << 4 | base


def deal(b, deck, i):
    """Deals the clocks' base cards from card ``i`` on, one a foundation in
    the hours' order (``base_card``), the cards before each closing up
    behind them; gets where the deal goes on. In one pass: a copy of the
    deck a base card, twelve, made garbage whose collection fell in the
    deal's tick (1,598,000 fuel, 1,445,000 in one pass in Grandfather's
    Clock's session). Their records set no other deal step, so the deal
    loads this module, which their play needs anyway, and not
    ``arrange.py`` (2.7 KB of heap for the whole game)."""
    n = b.rules.found
    cs = bytearray(n)
    for p in range(n):
        cs[p] = c = base_card(b, b.f0 + p)
        b.push(b.f0 + p, c | FACE_UP)
    d = bytes(deck)
    j = i + n
    k = i
    for at in sorted([d.find(bytes((c,)), i) for c in cs]):  # (each base card's first place: the ranks differ)
        deck[j : j + at - k] = d[k:at]
        j += at - k
        k = at + 1
    deck[i : i + n] = cs
    return i + n


def check(b, card, d, why, needs):
    """Gets None when ``card`` may go onto foundation ``d``, else why not
    (``needs``: legal.py's words for what a card needs)."""
    base, dr, su, cut, cap = rule(b, d)
    k = b.size[d]
    if dr == 3:  # (The Clock's: its rank's four cards in layers)
        if card & 15 != base:
            return "Only its own rank goes there" if why else NO
        return ("That foundation is full" if why else NO) if k >= cap else _layer(b, card, d, k, why)
    if not k:  # (only before the deal has put the base there)
        return None if card & 0x7F == base_card(b, d) else "Starts with its base card" if why else NO
    if k >= cap:
        return "That foundation shows its hour" if why else NO
    if follows(b.piles[d][k - 1], card, dr, su, cut):
        return None
    return needs(b.piles[d][k - 1], card, dr, su, cut) if why else NO


def _layer(b, card, d, k, why):
    """Gets None when ``card``, of pile ``d``'s rank, may be its ``k``-th
    card (from 0): of the suit another pile's ``k``-th card has, else (the
    layer's first) of the other colour than the card below; else why not."""
    pile = b.piles[d]
    for p in range(b.f0, b.c0):
        if b.size[p] > k:
            s = (b.piles[p][k] & 0x70) >> 4
            if (card & 0x70) >> 4 == s:
                return None
            return "Layer %d is %s" % (k + 1, ("clubs", "diamonds", "hearts", "spades")[s]) if why else NO
    if k and SUIT_COLOUR[(pile[k - 1] & 0x70) >> 4] == SUIT_COLOUR[(card & 0x70) >> 4]:
        return "The colours alternate" if why else NO
    return None


def fits(b, card, d):
    """Checks cheaply if ``card`` may go on foundation ``d`` (``legal.fitter``'s)."""
    if b.rules.found_dir == _LAYERS:
        return card & 15 == d - b.f0 + 1 and check(b, card, d, False, None) is None
    k = b.size[d]
    if not k:
        return False
    top = b.piles[d][k - 1]
    if (top ^ card) & 0x70 or card & 15 != (top & 15) % 13 + 1:
        return False  # (not in suit, the next rank round the corner: most asked end here, before the rule's tuple)
    return k < rule(b, d)[4]


# -- Big Ben's piles, kept at ``keep`` cards from the stock -------------------


def _filled(b):
    """Gets the tableau pile the last move dealt a card into from the
    stock (a gap filled), else -1."""
    i = b.nmoves * 4 - 4
    h = b.hist
    return h[i + 1] if i >= 0 and h[i] == STOCK and h[i + 1] >= b.t0 else -1


def _gap(b, start):
    """Gets the first tableau pile from the ``start``-th on, clockwise (the
    piles lie in the hours' order, 1 o'clock first), holding fewer than
    the cards it was dealt, else -1."""
    keep = b.rules.deal[0]
    n = b.npiles - b.t0
    for j in range(n):
        p = b.t0 + (start + j) % n
        if b.size[p] < keep:
            return p
    return -1


def fill(b):
    """Gets the next card of a fill under way, the game's own move (the last
    move filled a gap, the stock has a card and a gap is left: nothing else
    moves until it is done), else None."""
    p = _filled(b)
    if p < 0 or not b.size[STOCK]:
        return None
    q = _gap(b, p - b.t0 + 1)
    return None if q < 0 else encode(STOCK, q, 1)


def stock_move(b):
    """Gets the stock's move (a card in it): into the next gap, clockwise
    from the pile above 12 o'clock (the last one) or from the one filled
    last, while a pile holds fewer than it was dealt; else to the waste."""
    p = _filled(b)
    q = _gap(b, p - b.t0 + 1 if p >= 0 else b.npiles - b.t0 - 1)
    return encode(STOCK, q if q >= 0 else WASTE, 1)


def held(b, dst, src=0):
    """Gets why no card may go onto pile ``dst`` now (a move but the
    stock's), else None: the gaps are being filled, or a tableau pile holds
    fewer than it was dealt (building on it would fill a gap)."""
    if fill(b) is not None:
        return "Fill every gap first"
    k = b.rules.deal[0]
    return "A pile of fewer than %d takes nothing" % k if b.kind[dst] == K_TAB and b.size[dst] < k else None
