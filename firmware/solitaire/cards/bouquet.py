"""A waste whose every card plays, for a record whose ``waste_all``
(Rules.extra's place 65) is 1; the engine imports this module only then.

Gloucestershire's seed: "The remaining cards form one waste pile. All cards
in the waste are available for play to the tableau or the foundation."
The record's stock "up" lays the deck's rest in the waste face up (its top
card playing, as any); a move from the waste of count ``n`` takes the card
``n`` deep instead (1: the top one), the cards above it closing up, and its
undo puts it back there. It goes where the top card would: ``check`` asks
``legal.check`` with it laid on top for the moment, so every rule of the
destination is the engine's own.

On the screen (``play.py``) up on the waste's place chooses the next card
down, round the end (``up``), the place shows it, and A picks it up as any
card; the message line says which one of how many, and the three after it.
The hints and the prover see its moves in ``legal_moves`` (``moves``)."""

from solitaire.cards import basecards, legal
from solitaire.cards import rules as R
from solitaire.cards.card import card_name
from solitaire.cards.piles import WASTE, encode


def _swap(b, n):
    """Swaps the waste's top card and the card ``n`` deep (its own undo)."""
    pile = b.piles[WASTE]
    k = b.size[WASTE]
    pile[k - 1], pile[k - n] = pile[k - n], pile[k - 1]


def check(b, dst, n, why=True):
    """Checks the waste's card ``n`` deep onto pile ``dst``: None when legal,
    else why not (without ``why``, maybe just legal.NO)."""
    if n > b.size[WASTE]:
        return "Not that many cards"
    _swap(b, n)
    no = legal.check(b, encode(WASTE, dst, 1), -1, why)
    _swap(b, n)
    return no


def moves(b, out, src=-1, limit=0):
    """Adds the moves of the waste's cards under its top one (the top card's
    are legal_moves' own) to ``out``: up, onto a tableau card, into a space;
    with ``limit``, no more once ``out`` holds as many.
    Cheap, as all 51 are asked in a hint's slice (legal.check a card and a
    pile, some 120k fuel from .mpy, cost one 7.8M): each pile is asked once
    for the rank it takes (a foundation's next up or its base, a tableau
    card's next down round the corner: 0, any), only a card of that rank
    is looked at, by the rule legal.check ends with for one card: onto a
    tableau card ``follows``; onto a foundation ``legal.fitter``'s look with room left,
    an empty one's base card not of a suit up there already (found_differ:
    basecards.refuse). A waste_all record sets no rarer rule of those piles
    (tests/test_politaire41d.py holds the list to every check's). The first
    empty foundation stands for the rest, and a space's answer for the top
    card is every card's when a space takes any card."""
    if src >= 0 and src != WASTE:
        return
    r = b.rules
    size = b.size
    piles = b.piles
    up = r.found_dir == R.UP
    at = [b""] * 14  # a rank: the piles asked that take it (0: any rank)
    empty = False
    for d in range(b.f0, b.c0):
        if size[d] or not empty:
            w = ((piles[d][size[d] - 1] & 15) % 13 + 1 if size[d] else b.base) if up else 0
            at[w] += bytes((d,))
        empty = empty or not size[d]
    spaces = []
    for d in range(b.t0, b.npiles):
        if size[d]:
            w = ((piles[d][size[d] - 1] & 15) + 11) % 13 + 1 if r.tab_dir == R.DOWN else 0
            at[w] += bytes((d,))
        else:
            spaces.append(d)
    if at[0]:
        for w in range(1, 14):
            at[w] += at[0]
    anyone = spaces and r.fill == R.FILL_ANY and legal.check(b, encode(WASTE, spaces[0], 1), -1, False) is None  # (the top card's answer: a space taking any card takes each)
    td, ts, cut = r.tab_dir, r.tab_suit, b.tab_cut
    t0 = b.t0
    cap = r.extra[12] or 13  # (found_cap: a foundation's cards)
    differ = r.extra[43]  # (found_differ)
    fit = legal.fitter(b)  # (the foundations' cheap look, got once)
    k = size[WASTE]
    pile = piles[WASTE]
    for n in range(2, k + 1):
        c = pile[k - n]
        if limit and len(out) >= limit:
            return  # (a stuck check's look: one move is enough)
        for d in at[c & 15]:
            if legal.follows(piles[d][size[d] - 1], c, td, ts, cut) if d >= t0 else fit(b, c, d) and (size[d] < cap if size[d] else not (differ and basecards.refuse(b, c))):
                out.append(encode(WASTE, d, n))
        if anyone:
            for d in spaces:
                out.append(encode(WASTE, d, n))
        elif spaces:
            for d in spaces:
                if check(b, d, n, False) is None:
                    out.append(encode(WASTE, d, n))


def apply(b, dst, n):
    """Moves the waste's card ``n`` deep onto pile ``dst``."""
    pile = b.piles[WASTE]
    k = b.size[WASTE]
    c = pile[k - n]
    for i in range(k - n, k - 1):
        pile[i] = pile[i + 1]
    b.size[WASTE] = k - 1
    b.push(dst, c)


def undo(b, dst, n):
    """Puts pile ``dst``'s top card back into the waste, ``n`` deep."""
    c = b.pop(dst)
    pile = b.piles[WASTE]
    k = b.size[WASTE]
    for i in range(k, k - n + 1, -1):
        pile[i] = pile[i - 1]
    pile[k - n + 1] = c
    b.size[WASTE] = k + 1


def up(play, depth):
    """Gets the next card down the waste to choose after the one ``depth``
    deep (round the end: the top one after the last), and says it."""
    b = play.board
    k = b.size[WASTE]
    if not k:
        return 1
    depth = depth % k + 1
    pile = b.piles[WASTE]
    play.app.say("%d of %d: %s" % (depth, k, " ".join([card_name(pile[k - n]) for n in range(depth, min(depth + 4, k + 1))])))
    return depth
