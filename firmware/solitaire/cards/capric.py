"""Capricieuse's deal (PySolFC), for the record whose ``deal_plays_up`` is
3: the cards go round the tableau piles a card a pile in turn, and a card
that fits a foundation as it comes goes there at once, the next card going
to the pile it left ("none of the twelve piles should be left out"), so the
piles stay even but for the last round. Its two redeals deal the same way,
the piles gathered the last one first ("collected in the reverse order the
piles are dealt"): ``apply`` and ``undo`` here, which ``Board.apply`` and
``Board.undo`` ask for that record instead of ``redeal.py``, whose 1.8 KB of
code then stays off its heap (the resume after a power cut ran out loading
it: ``python -m sim.heap capricieuse``). ``Board.deal`` imports this
module only for that record, for its base cards too (``deal``: what
``basecards.py`` and ``fgdeal.py`` dealt, their 2 KB of code then in its
heap all game).

Its foundations are in-suit piles of 13 at most, each dealt its base card
first (an Ace of each suit up, a King of each suit down: ``fgroups.py``'s
two groups, up or down as the record says), so each pile takes one card
next, kept in a table by card: one look a card of the 96 dealt, not a call
a card and a pile (`fgroups.fits`: a deal cost 1,899,000 fuel from .mpy
that way, 525,000 so).
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import STOCK
from solitaire.cards.rules import UP

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_FOUND_DEALT = const(1)
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_DIR = const(26)

# ``deal_round``'s tables, made once with the module (the first deal) and blank
# between deals: made in each deal's tick, they took 384 bytes in pieces a
# fragmented heap had none of (the catalogue's tour's new deals)
_AT = bytearray(256)  # which foundation (+ 1) takes each card, face up or down: one look a card, not one a foundation
_MANY = bytearray(128)  # how many take it (two where an Ace's pile meets its King's)


def deal(b, deck, i):
    """Deals the foundations their base cards from card ``i`` on, as
    ``basecards.deal`` and ``fgdeal.deal`` deal this record's: the first
    group an Ace of each suit (``found_dealt``, one a suit: the shuffle's
    first Ace of each moved to the front, the cards there taking the
    places they leave), then the second group its Kings (``fg_base``, each
    of a suit none before it has: moved to the front in the shuffle's
    order, the cards between them a place on); gets where the deal goes on."""
    n = b.rules.extra[_FOUND_DEALT] - i
    d = bytes(deck)
    got = sorted([d.find(bytes((t << 4 | b.base,)), i) for t in range(n)])
    cards = bytes(deck[j] for j in got)
    k = 0
    for j in range(i, i + n):  # (a card in the front places the bases don't hold goes to a place a base leaves, in order)
        if j not in got:
            while got[k] < i + n:
                k += 1
            deck[got[k]] = deck[j]
            k += 1
    deck[i : i + n] = cards
    for k in range(n):
        b.push(b.f0 + i + k, deck[i + k] | FACE_UP)
    i += n
    from solitaire.cards.legal import fitter  # (loaded: a look-up)

    fitter(b)  # (the groups' rules, fgroups.py, loaded with the deal, low in the heap: basecards.deal's order)
    x = b.rules.extra
    n = x[_FG_PILES]
    suits = 0
    j = i
    k = 0
    while k < n:
        c = deck[j]
        if c & 15 == x[_FG_BASE] and not suits >> (c >> 4) & 1:
            suits |= 1 << (c >> 4)
            deck[i + k + 1 : j + 1] = bytes(deck[i + k : j])
            deck[i + k] = c
            b.push(b.c0 - n + k, c | FACE_UP)
            k += 1
        j += 1
    return i + n


def after(b, at=0, work=0):
    """Deals the tableau's cards as dealt, in the order they lie, round the
    piles again once ``Board.deal`` has dealt them (``arrange.after``'s
    place: ``at`` and ``work`` unused)."""
    cards = bytearray(sum(b.size[b.t0 : b.npiles]))  # (in one piece at once: grown a pile at a time, its copies left holes a new deal's tick found no room in)
    k = 0
    for p in range(b.t0, b.npiles):
        cards[k : k + b.size[p]] = b.piles[p][: b.size[p]]
        k += b.size[p]
    deal_round(b, cards)


def deal_round(b, cards):
    """Deals ``cards`` (card bytes, in the order dealt) round the empty
    tableau piles from the first, face up, each that fits a foundation
    going up as it comes (the first group's pile before the second's,
    where two take it)."""
    f0 = b.f0
    nf = b.c0 - f0
    piles = b.piles
    size = b.size
    up = bytearray(nf)  # each foundation's direction, looked up once
    want = bytearray(nf)  # the card each takes next (0: none), face up
    at = _AT
    many = _MANY
    g = nf - b.rules.extra[_FG_PILES]  # the second group's first pile (fgroups.py's: its direction at _FG_DIR, the first's the record's)
    for d in range(nf - 1, -1, -1):
        up[d] = (b.rules.extra[_FG_DIR] if d >= g else b.rules.found_dir) == UP
        k = size[f0 + d]
        c = piles[f0 + d][k - 1] & 0x7F if k else 0
        w = 0 if not c else (c + 1 if c & 15 < 13 else 0) if up[d] else (c - 1 if c & 15 > 1 else 0)
        if w:
            want[d] = w | FACE_UP
            at[w] = at[w | FACE_UP] = d + 1
            many[w] += 1
    t0 = b.t0
    n = b.npiles - t0
    rows = [piles[p] for p in range(t0, b.npiles)]
    p = 0  # the pile the next card goes to, and its row
    row = 0
    face = FACE_UP
    for c in cards:
        d = at[c]
        if not d:
            rows[p][row] = c | face
            p += 1
            if p == n:
                p = 0
                row += 1
            continue
        d -= 1
        c &= 0x7F
        f = f0 + d
        piles[f][size[f]] = c | face
        size[f] += 1
        many[c] -= 1
        at[c] = at[c | face] = 0
        if many[c]:  # (the other pile that takes it)
            for e in range(nf):
                if e != d and want[e] == c | face:
                    at[c] = at[c | face] = e + 1
                    break
        w = (c + 1 if c & 15 < 13 else 0) if up[d] else (c - 1 if c & 15 > 1 else 0)
        want[d] = w | face if w else 0
        if w:
            many[w] += 1
            if not at[w] or at[w] > d + 1:
                at[w] = at[w | face] = d + 1
    for q in range(n):
        size[t0 + q] = row + (1 if q < p else 0)
    for w in want:  # (the tables blank again for the next deal: only the cards the foundations take next are in them)
        if w:
            at[w] = at[w & 0x7F] = many[w & 0x7F] = 0


def apply(b):
    """Gathers the tableau, the last pile first, and deals it round the
    piles again (the redeal's move, ``ALL -> ALL``; ``Board.recycles``
    counts them). The piles before it, their sizes, then their cards bottom
    first, and the foundations' sizes after them, are kept for its undo in
    ``b.redealt`` (as ``redeal.py`` keeps its snapshots)."""
    size = b.size
    piles = b.piles
    n = b.npiles - b.t0
    held = bytearray(n)
    for i in range(n):
        p = b.npiles - 1 - i
        held[i] = size[p]
        held += piles[p][: size[p]]
    snaps = getattr(b, "redealt", None)
    if snaps is None:
        snaps = b.redealt = {}
    snaps[b.recycles] = held + size[b.f0 : b.c0]
    deal_round(b, held[n:])
    b.recycles += 1


def undo(b):
    """Puts the piles and the foundations back as they were before the last redeal."""
    b.recycles -= 1
    size = b.size
    size[STOCK] = 0
    snap = b.redealt[b.recycles]
    size[b.f0 : b.c0] = snap[len(snap) - (b.c0 - b.f0) :]
    n = b.npiles - b.t0
    at = n
    for i in range(n):
        p = b.npiles - 1 - i
        k = snap[i]
        b.piles[p][0:k] = snap[at : at + k]
        size[p] = k
        at += k
