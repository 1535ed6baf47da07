"""The redeal of La Belle Lucie, Cruel and their like: the tableau (with the
cells the deal filled, in Seven by Seven) gathered up and dealt out again in
the arrangement of the first deal, as the record's ``redeal_how`` says; or
Crescent's rotation, each pile turned round by a card where it lies. It is
a move of its own, ``ALL -> ALL`` with no count (``legal.stock_move``); the
board loads this module only when a game redeals, and never for Capricieuse,
whose redeal is ``capric.py``'s (its deal's module, loaded all game).

``Board.recycles`` counts the redeals made (a game with redeals has no stock
to turn over; Tournament's, a row-dealing stock, redeals once it is out, and
the cards left after the tableau's places form the stock again). A shuffled redeal draws from a generator seeded by the deal
number, the game and that count, so a redeal made again after an undo, or
replayed from a move list, deals the same cards (and an undo can't be used to
deal again until they come out better). A redeal can't be worked back from
the position after it, so the piles before it are kept, one snapshot a
redeal, for its undo.
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import STOCK
from solitaire.prng import Rand, shuffle

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA), and the bits of redeal_how
_CELLS_DEALT = const(0)
_REDEAL_HOW = const(11)
_SHUFFLE = const(1)
_ROWS = const(2)
_TOP_FIRST = const(4)
_RIGHT_FIRST = const(8)
_DOWN_FIRST = const(16)  # the face-down places first, row by row in a zig-zag, then the face-up ones row by row (Tvete's Grandfather)
_PLAY_BITS = const(57)  # bit 1, redeal_tab: the tableau alone, never the cells the deal filled (Little Billie)
_REDEAL_STOCK = const(50)  # 1: the stock gathered too, the cards left over forming it again (Intelligence)
_ROTATE_UP = const(64)  # a rotation: each tableau pile's bottom card to its top (Crescent); 128, its top card to its bottom (Rainbow Fan)


def _piles(b):
    """Gets the piles a redeal gathers, in the order it gathers them: the
    cells the deal filled, then the tableau, left to right (or right to
    left as Amazons': its piles each put on its right-hand
    neighbour, the packet turned over, so the last pile's bottom card is
    dealt first); and the stock where the redeal gathers it (Intelligence)."""
    c0 = b.c0
    n = 0 if b.rules.stock or b.rules.extra[_PLAY_BITS] & 1 else b.rules.extra[_CELLS_DEALT]  # (a game with a stock gathers the tableau only: Tournament)
    tab = range(b.npiles - 1, b.t0 - 1, -1) if b.rules.extra[_REDEAL_HOW] & _RIGHT_FIRST else range(b.t0, b.npiles)
    return list(range(c0, c0 + n)) + list(tab) + ([STOCK] if b.rules.extra[_REDEAL_STOCK] else [])  # (the stock last: the deal's cells, before the tableau, are dealt from ps's head)


def apply(b):
    """Gathers the piles and deals them out again (the move's ``apply``)."""
    r = b.rules
    how = r.extra[_REDEAL_HOW]
    size = b.size
    piles = b.piles
    ps = _piles(b)
    n = len(ps)
    # the snapshot for undo: each pile's size, then their cards, bottom first
    held = bytearray(n)
    for i in range(n):
        p = ps[i]
        held[i] = size[p]
        held += piles[p][: size[p]]
    snaps = getattr(b, "redealt", None)
    if snaps is None:
        snaps = b.redealt = {}
    cards = held[n:]
    snaps[b.recycles] = held  # (never changed after: the cards dealt are a copy)
    if how >= _ROTATE_UP:  # a rotation: each pile turned round by a card, its size kept
        for p in range(b.t0, b.npiles):
            k = size[p]
            pile = piles[p]
            if k > 1 and how & _ROTATE_UP:
                c = pile[0]
                pile[0 : k - 1] = pile[1:k]
                pile[k - 1] = c
            elif k > 1:
                c = pile[k - 1]
                pile[1:k] = pile[0 : k - 1]
                pile[0] = c
        b.recycles += 1
        return
    # the cards in the order they are dealt back: as gathered, or shuffled
    if how & _TOP_FIRST:  # each pile picked up from its top card down
        at = 0
        for p in ps:
            k = size[p]
            for j in range(k):
                cards[at + j] = piles[p][k - 1 - j]
            at += k
    if how & _SHUFFLE:
        shuffle(cards, Rand(b.deal_no ^ r.salt() ^ (b.recycles + 1) << 20))
    # dealt to the places of the first deal (each face up or down as it was
    # there), pile by pile or a row at a time, until the cards run out
    deal = r.deal
    down = r.down
    t0 = b.t0
    for p in ps:
        size[p] = 0
    i = 0
    left = len(cards)
    if how & _DOWN_FIRST:
        i = _down_first(b, cards, left)
    elif how & _ROWS:
        for j in range(max(deal)):
            for p in range(r.tab):
                if j < deal[p] and i < left:
                    c = cards[i]
                    piles[t0 + p][j] = c | FACE_UP if j >= down[p] else c & 0x7F
                    size[t0 + p] = j + 1
                    i += 1
        for p in range(t0, b.npiles):  # a face-down card left on top turns up
            k = size[p]
            if k:
                piles[p][k - 1] |= FACE_UP
    else:
        for p in range(r.tab):
            k = min(deal[p], left - i)
            pile = piles[t0 + p]
            d = down[p]
            for j in range(k):  # (each with the face its place had in the deal, the top card up)
                c = cards[i + j]
                pile[j] = c | FACE_UP if j >= d or j == k - 1 else c & 0x7F
            size[t0 + p] = k
            i += k
    for p in ps:  # then the cells the deal filled, a card each
        if p >= t0 or i >= left:
            break
        b.push(p, cards[i] | FACE_UP)
        i += 1
    stock = piles[STOCK]  # the rest forms the stock, face down, the next of them on top (Tournament, Intelligence: written in place, a push a card cost 0.4M fuel of Intelligence's 50)
    k = size[STOCK]
    while i < left:
        left -= 1
        stock[k] = cards[left] & 0x7F
        k += 1
    size[STOCK] = k
    b.recycles += 1


def _down_first(b, cards, left):
    """Deals ``cards`` (``left`` of them) back to the first deal's places, the
    face-down ones first, row by row in a zig-zag (the piles' bottom row left
    to right, the next right to left ...), then the face-up ones row by row,
    left to right; a face-down card left on top turns up. Gets the cards dealt."""
    r = b.rules
    deal, down, t0 = r.deal, r.down, b.t0
    i = 0
    for j in range(max(deal)):  # the face-down rows (a place j < down[p]), then (again from the bottom) the face-up ones
        ps = [p for p in range(r.tab) if j < down[p]]
        for p in ps if j % 2 == 0 else ps[::-1]:
            if i < left:
                b.piles[t0 + p][j] = cards[i] & 0x7F
                b.size[t0 + p] = j + 1
                i += 1
    for j in range(max(deal)):
        for p in range(r.tab):
            if down[p] <= j < deal[p] and i < left:
                b.piles[t0 + p][j] = cards[i] | FACE_UP
                b.size[t0 + p] = j + 1
                i += 1
    for p in range(t0, b.npiles):
        k = b.size[p]
        if k:
            b.piles[p][k - 1] |= FACE_UP
    return i


def undo(b):
    """Puts the piles back as they were before the last redeal."""
    b.recycles -= 1
    if b.rules.extra[_REDEAL_HOW] < _ROTATE_UP:
        b.size[STOCK] = 0  # (a redeal's stock, where it left one: the stock was out before it; a rotation leaves Rainbow Fan's as it was)
    snap = b.redealt[b.recycles]
    ps = _piles(b)
    at = len(ps)
    for i in range(len(ps)):
        p = ps[i]
        k = snap[i]
        b.piles[p][0:k] = snap[at : at + k]
        b.size[p] = k
        at += k
