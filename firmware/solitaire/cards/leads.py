"""Any face-up card leading a move onto a tableau pile's top card: the
records whose runs are no plain sequence (``move`` GROUP, Yukon's; a
``tab_dir`` of UP_DOWN and past it: up or down, Curds and Whey's, Mount
Olympus', Pile Up's), ``legal_moves``' look at the non-empty piles for
them. Loaded as such a game opens (``Board.redeal``), so a run of any
other game holds none of it (Solitaire Tiles': docs/heap.md, tsplit46).
Called once for each stretch of non-empty piles, not for each pile: a
call a destination would take its frame from the heap each time."""

from micropython import const

from solitaire.cards.legal import check
from solitaire.cards.order import follows

_FACE_UP = const(0x80)
_K_TAB = const(5)
_DOWN = const(0)
_UP = const(1)
_GROUP = const(3)
_SUIT_OR_RANK = const(3)  # a tab_dir: down in suit, or onto its own rank of another suit (Curds and Whey; order.py)
_TWOS_DOWN = const(14)  # a tab_dir: down by two (Mount Olympus; order.py)
_SAME_RANK = const(16)  # a tab_dir: onto a card of its own rank alone (Pile Up; order.py)


def moves(b, s, d, most, out, limit):
    """Adds to ``out`` the moves from tableau pile ``s`` (``most`` cards of a
    run, ``run_len``'s) onto the non-empty piles from ``d`` on, in order;
    gets the first empty pile met (``b.npiles``: none), or -1 when ``out``
    reached ``limit``. A group of a tableau pile (Yukon) that follows the top
    card it goes onto is a legal move: ``check`` would find nothing more to
    ask (its face-up cards, no room limit)."""
    r = b.rules
    td, ts, wrap = r.tab_dir, r.tab_suit, b.tab_cut
    # the ranks that may go onto a card of rank ``ro`` (``wrap`` 0): ``ro + above`` the higher
    # (Curds and Whey's, tab_dir 3: a card of the rank below, or of its own; Pile Up's, 16: of its own alone)
    above = 0 if td == _SUIT_OR_RANK or td == _SAME_RANK else -2 if td == _TWOS_DOWN else -6 if td == 19 else 1  # (down by two: Mount Olympus, order.py; 19, a piquet deck's, an Ace on a 7; the -1 asked too, follows refusing it)
    near = (-1,) if td == _DOWN else (1,) if td == _UP else (-1, above)
    free = r.move == _GROUP and b.kind[s] == _K_TAB
    size = b.size
    bp = b.piles
    pile = bp[s]
    top_s = size[s]
    low = pile[top_s - 1] & 15
    ranks = None  # a long face-up run's ranks, top card first (made once: see below)
    for d in range(d, b.npiles):
        if d == s:
            continue
        k = size[d]
        if not k:
            return d
        # only the cards that fit, looked for by rank first (cheap), then by the full rule
        onto = bp[d][k - 1]
        ro = onto & 15
        if not above and not 0 <= ro - low <= most:
            continue  # (Curds and Whey: a run's cards are of its top card's rank or up to ``most`` - 1 above)
        depths = range(1, most + 1)
        if most > 8 and not wrap:  # (a long run: find the two ranks in C, not card by card)
            if ranks is None:
                ranks = bytes(pile[top_s - n] & 15 for n in depths)
            depths = []
            for w in near:
                w += ro
                if not 1 <= w <= 13:
                    continue
                key = bytes((w,))
                i = ranks.find(key)
                while i >= 0:
                    depths.append(i + 1)
                    i = ranks.find(key, i + 1)
            depths.sort()
        for n in depths:
            rc = (pile[top_s - n] & 15) - ro  # (the ranks' step: -1, or ``above``)
            if rc != -1 and rc != above and (not wrap or (rc + 1) % 13 and (rc - above) % 13):
                continue  # (round the corner too: follows asked only of a neighbour's rank, 2.5M fuel in Up and Up's list)
            if follows(onto, pile[top_s - n], td, ts, wrap):
                m = s | d << 8 | n << 16
                if free or check(b, m, most, False) is None:
                    out.append(m)
                    if limit and len(out) >= limit:
                        return -1
    return b.npiles
