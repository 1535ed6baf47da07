"""The deal's rarer steps, for the records that set them (``Board.deal``
imports this module only then, so a plain game's heap never holds it):
base cards dealt to the foundations, chosen cards put at the bottom of
piles, cards the deal turns up played to the foundations, face-down cards
between face-up ones, a reserve dealt face up, and Tournament's cells that
hold an Ace or a King.

Every step is a pure function of the shuffled deck, so a deal number still
names one deal. The places of ``Rules.extra`` are build_catalogue's EXTRA.
"""

from micropython import const

from solitaire.cards import auto, basecards
from solitaire.cards.card import FACE_UP
from solitaire.cards.legal import fitter
from solitaire.cards.rules import SAME_SUIT, UP

_FOUND_DEALT = const(1)  # foundations dealt a base card first (with a random base: counting its first)
_RANK_BOTTOM = const(2)  # the rank that goes to the bottom of its tableau pile as the deal turns it up
_LOW_BOTTOM = const(3)  # the first n tableau piles each get one of the n lowest cards at the bottom
_DEAL_PLAYS_UP = const(4)  # 1: a tableau card that fits a foundation as it is dealt goes there; 2: only a base card, replaced; 3: dealt round the piles, the next card to the pile a card up left (capric.py)
_DOWN_ALTERNATE = const(5)  # the face-down cards alternate with face-up ones, the top card up
_RESERVE_UP = const(6)  # every reserve card is dealt face up; 2: all face down but a last one (Eagle Wing's trunk)
_TRUNK = const(2)
_CELLS_DEALT = const(0)
_TOURNAMENT = const(7)  # bit 2: the cells dealt hold an Ace or a King
_FG_PILES = const(24)  # a second group of foundations (fgroups.py)
_FG_DEALT = const(30)  # the second group of foundations is dealt its base cards
_ALL = const(0x3FFF)  # work enough to play up a whole deal at once (``_play_up``: Nationale's deals 1-100, 344-710)


def before(b, deck, i):
    """Arranges the shuffled ``deck`` from card ``i`` on (the ones before
    are on the foundations), before the reserve and the tableau are dealt
    from it; gets where they start."""
    r = b.rules
    x = r.extra
    up = r.found_dir == UP
    d = bytes(deck)
    if x[_FOUND_DEALT] > i or x[_FG_DEALT]:  # the foundations' base cards first, a second group's after them (basecards.py)
        i = basecards.deal(b, deck, i)
        d = bytes(deck)
    if x[_DEAL_PLAYS_UP] == 2:
        # the deal's base cards go up as it turns them up, the next card
        # dealt in each one's place (Six By Six): the ones the tableau's
        # cards would reach go before them, onto the foundations
        ups = bytearray()
        rest = bytearray()
        j = i
        while len(rest) < r.reserve + sum(r.deal) and j < len(deck):
            (ups if deck[j] & 15 == b.base else rest).append(deck[j])
            j += 1
        deck[i:j] = ups + rest
        for k in range(len(ups)):
            b.push(b.f0 + k, ups[k] | FACE_UP)
        i += len(ups)
        d = bytes(deck)
    at = i + r.reserve  # the bottom of the first tableau pile
    n = x[_LOW_BOTTOM]
    if n:
        starts = []
        for p in range(n):
            starts.append(at)
            at += r.deal[p]
        basecards.put(deck, basecards.lowest(d, i, b.base, up, n), starts)
        d = bytes(deck)
    rank = x[_RANK_BOTTOM]
    if rank:
        # one search of the whole layout (a search a pile cost 0.8M fuel
        # from .mpy in Baker's Dozen's deal); a card moved shifts only the
        # cards of its pile above where it was, so the later places hold
        at = end = i + r.reserve
        p = -1
        for q in basecards.find(d, at, rank, at + sum(r.deal[: r.tab])):
            while q >= end:  # (the pile it lies in)
                p += 1
                at = end
                end += r.deal[p]
            # to the very bottom, under any card of the rank before it
            c = deck[q]
            deck[at + 1 : q + 1] = bytes(deck[at:q])
            deck[at] = c
    if x[_TOURNAMENT] & 2:
        # the cells, dealt after the tableau, hold an Ace or a King: if none
        # does, the stock's first one takes the place of the cell card that
        # its place in the stock picks, and that card takes its place there
        at = i + r.reserve + sum(r.deal)
        n = x[_CELLS_DEALT]
        for j in range(at, len(deck)):
            if deck[j] & 15 == 1 or deck[j] & 15 == 13:
                if j >= at + n:
                    c = at + (j - at - n) % n
                    deck[c], deck[j] = deck[j], deck[c]
                break
    return i


def _play_up(b, at, work):
    """Plays up the tableau's cards that fit a foundation, in the order
    dealt, from ``at`` (a pile << 8 | a card of it; 0: the first card of
    the first pile); where the foundations are asked by call, until ``work``
    is spent (a card 1, a foundation asked 4, a card up 10: some 14k fuel
    a unit from .mpy, Nationale's), none of it in the first call unless
    all of it. Gets where it stopped, 0 when done: a
    card asks only of the foundations the cards before it left, so a deal
    played up over several calls is the same deal."""
    r = b.rules
    piles = b.piles
    size = b.size
    # in the order dealt: a card goes up if it fits as it comes, and
    # its pile is one card shorter. The usual foundations (up in suit
    # from the base) by an index of their top cards, the others asked
    # (48 cards and four foundations asked by call: 2.4M fuel from
    # .mpy in Citadel's deal); the others only those their rank may go
    # on (auto.takes_of: 96 cards and eight foundations, two groups,
    # asked by call cost 13.9M in Nationale's deal, 7M so, in ticks)
    usual = r.found_dir == UP and r.found_suit == SAME_SUIT and not b.found_cut and b.base and not r.extra[_FG_PILES]
    if usual:
        work = _ALL  # (the index's look is cheap: Citadel's whole deal 0.9M fuel)
        tops = bytearray(128)  # how many foundations have each card (& 0x7F) on top
        for f in range(b.f0, b.c0):
            if size[f]:
                tops[piles[f][size[f] - 1] & 0x7F] += 1
    elif not at and work < _ALL:  # (a share of it: none in the call that deals the cards out, Nationale's 1.2M fuel)
        return b.t0 << 8
    else:
        fit = fitter(b)
        takes = auto.takes_of(b, True)
    j0 = at & 255
    for p in range(max(at >> 8, b.t0), b.npiles):
        pile = piles[p]
        k = j0
        for j in range(j0, size[p]):
            if work <= 0:  # the rest from here in the next call, the cards kept so far below it
                n = size[p] - j
                pile[k : k + n] = bytes(pile[j : j + n])
                size[p] = k + n
                return p << 8 | k
            c = pile[j]
            to = -1
            work -= 1
            if not usual:
                t = takes[c & 15] if takes else -1  # (-1: every one; 0, most cards: no look)
                f = b.f0
                while t and f < b.c0:
                    if t & 1 and size[f] < 13:
                        work -= 4
                        if fit(b, c, f):
                            to = f
                            break
                    t >>= 1
                    f += 1
            elif c & 15 == b.base or tops[(c & 0x7F) - 1]:  # (else no foundation takes it: no look)
                for f in range(b.f0, b.c0):
                    n = size[f]
                    if (n < 13 and piles[f][n - 1] & 0x7F == (c & 0x7F) - 1) if n else c & 15 == b.base:
                        to = f
                        break
            if to < 0:
                pile[k] = c
                k += 1
            elif usual:
                if size[to]:
                    tops[piles[to][size[to] - 1] & 0x7F] -= 1
                tops[c & 0x7F] += 1
                b.push(to, c | FACE_UP)
            else:
                b.push(to, c | FACE_UP)
                if takes:
                    work -= 10
                    takes = auto.takes_of(b, True, takes)  # (its top card moved on: made again in place)
        size[p] = k
        j0 = 0
    return 0


def after(b, at=0, work=_ALL):
    """Finishes the deal once the tableau is dealt: its cards that fit a
    foundation go up, its face-down cards move between face-up ones, the
    reserve turns face up. The cards go up from ``at`` on (``_play_up``),
    ``work`` of it in this call: with cards left, ``b.rand`` is where it
    stopped and ``Board.deal`` goes on from there."""
    r = b.rules
    x = r.extra
    piles = b.piles
    size = b.size
    if x[_DEAL_PLAYS_UP] == 1:
        at = _play_up(b, at, work)
        if at:
            b.rand = at  # (the deal's later steps once they are up)
            return
    elif x[_DEAL_PLAYS_UP] == 3:  # (Capricieuse's, with any other step: capric.after, which Board.deal asks for it alone)
        __import__("solitaire.cards.capric", None, None, ("after",)).after(b)
    if x[_DOWN_ALTERNATE]:
        # the top card up, then down and up in turn, as many down as dealt
        for p in range(r.tab):
            pile = piles[b.t0 + p]
            n = size[b.t0 + p]
            for j in range(n):
                pile[j] |= FACE_UP
            for j in range(n - 2, n - 2 - 2 * r.down[p], -2):
                pile[j] &= 0x7F
    if x[_RESERVE_UP] == _TRUNK:  # (Eagle Wing: its top card turns up only as the last one; board.apply's autofill)
        k = size[b.r0]
        if k > 1:
            piles[b.r0][k - 1] &= 0x7F
    elif x[_RESERVE_UP]:
        for p in range(b.r0, b.t0):  # (each reserve pile: Castile has four)
            pile = piles[p]
            for j in range(size[p]):
                pile[j] |= FACE_UP
