"""The foundations' base cards dealt first (a record's ``found_dealt``),
for the records that set it: ``Board.deal`` imports this module for a
record whose only rarer deal step it is (33 games: Beleaguered Castle,
British Constitution ...), ``arrange.py`` for the others, so that their
heap holds this third of the deal's rarer steps, not ``arrange.py`` whole
(issue 34). The cards are the lowest ones of the foundations' order from
their base (the deck's first ones of each rank, as the shuffle left them),
or the record's one suit, or a base card of each suit. ``refuse`` says
which base card an empty foundation may not take where the piles start
with different suits or colours (``found_differ``: HalfCell's):
``legal.py`` asks it, only for such a record.
"""

from micropython import const

from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.cards.rules import UP

_FOUND_DEALT = const(1)  # foundations dealt a base card first (with a random base: counting its first)
_DEALT_SUIT = const(13)  # the suit of the one base card dealt up, + 1 (Black Hole's Ace of spades)
_FG_FLAGS = const(31)
_SUITS_DIFFER = const(1)  # fg_flags: a group's piles start with different suits (dealt so: Alhambra's)
_COLOURS = const(4)  # fg_flags: the first group's bases red, the second's black (Little Spider)
_FOUND_OWN = const(42)  # 1: the foundations dealt the deck's next cards whatever their ranks, each pile its own (Stalactites)
_FG_DEALT = const(30)  # the second group of foundations is dealt its base cards (fgdeal.py)
_FOUND_DIFFER = const(43)  # 1: the foundation piles start with different suits; 2: different colours (HalfCell)


def find(deck, i, rank, end=None):
    """Gets the positions, from ``i`` to ``end``, of the deck's cards of
    ``rank``, in the order the shuffle left them (a search a suit, not a
    look at each card)."""
    if end is None:
        end = len(deck)
    out = []
    for s in range((max(deck) >> 4 & 7) + 1):  # (every suit the deck holds: a search each cost some 10k fuel from .mpy, four of eight for nothing in one deck)
        c = bytes((s << 4 | rank,))
        j = deck.find(c, i, end)
        while j >= 0:
            out.append(j)
            j = deck.find(c, j + 1, end)
    out.sort()
    return out


def lowest(deck, i, rank, up, n):
    """Gets the positions from ``i`` on of the ``n`` lowest cards (the
    foundations' order from ``rank``), in the order the shuffle left them."""
    out = []
    while n > 0:  # (``n`` the cards still to find: the frame in the eleven words MicroPython keeps off the heap, as ``put``'s; ARCHITECTURE.md, "A call costs heap too")
        got = find(deck, i, rank)[:n]
        out += got
        n -= len(got)
        rank = rank % 13 + 1 if up else (rank + 11) % 13 + 1
    out.sort()
    return out


def put(deck, got, at):
    """Moves the cards at positions ``got`` to positions ``at``, in order;
    the cards they displace take the places they leave."""
    cards = bytes(deck[j] for j in got)
    taken = [j for j in at if j not in got]
    got = [j for j in got if j not in at]  # (the places they leave)
    k = len(got)
    while k:  # (no two places alike: any order. Counted down, not a range: its iterator took the frame past the eleven words MicroPython keeps off the heap)
        k -= 1
        deck[got[k]] = deck[taken[k]]
    k = len(at)
    while k:
        k -= 1
        deck[at[k]] = cards[k]


def deal(b, deck, i):
    """Deals the foundations their ``found_dealt`` base cards from card
    ``i`` on (the ones before are on the foundations already: a random
    base's first card), then a second group its own (``fg_dealt``); gets
    where the deal goes on. For a record whose only rarer deal steps they
    are (Rainbow Fan, Crescent, Sixes and Sevens: 18 games; Capricieuse's
    are ``capric.deal``'s), ``Board.deal`` asks this
    module, not ``arrange.py``, whose 2.3 KB more stayed in the heap all
    game (the catalogue's tour ran out in Rainbow Fan with it)."""
    x = b.rules.extra
    n = x[_FOUND_DEALT] - i
    if n > 0:
        d = bytes(deck)
        s = x[_DEALT_SUIT]
        if s:
            got = [d.find(bytes(((s - 1) << 4 | b.base,)), i)]
        elif x[_FG_FLAGS] & _SUITS_DIFFER:  # (a base card of each suit: Alhambra's Aces)
            got = sorted([d.find(bytes((t << 4 | b.base,)), i) for t in ((1, 2) if x[_FG_FLAGS] & _COLOURS else range(n))])  # (colours: the red ones, Little Spider's Aces)
        elif x[_FOUND_OWN]:  # (the next cards as they come: each pile built on from its own, Stalactites)
            got = list(range(i, i + n))
        else:
            got = lowest(d, i, b.base, b.rules.found_dir == UP, n)
        put(deck, got, list(range(i, i + n)))
        for k in range(n):
            b.push(b.f0 + i + k, deck[i + k] | FACE_UP)
        i += n
    if x[_FG_DEALT]:  # the second group's base cards, and a third's (fgdeal.py: by its long name, no name of its own in every card game's run)
        from solitaire.cards.legal import fitter  # (loaded: a look-up; only these records pay for it)

        fitter(b)  # (the groups' rules, fgroups.py, loaded with the deal, low in the heap, not in Play.loads' tick: there they left holes that Acey and Kingsley's send-up ticks paid for, 2,275,000 fuel where 1,377,000 before)
        i = __import__("solitaire.cards.fgdeal", None, None, ("deal",)).deal(b, deck, i)
    return i


def after(b, at=0, work=0):
    """Nothing to finish once the tableau is dealt (``Board.deal`` asks it
    as it asks ``arrange.after``; Capricieuse's deal round the piles after
    it is ``capric.after``'s)."""


def refuse(b, card):
    """Gets why an empty foundation may not take ``card``: a pile up there
    started with its suit or colour (``found_differ`` 1 or 2); else None."""
    how = b.rules.extra[_FOUND_DIFFER]
    c = card >> 4 & 7
    for p in range(b.f0, b.c0):
        t = b.piles[p][0] >> 4 & 7
        if b.size[p] and (t == c if how == 1 else SUIT_COLOUR[t] == SUIT_COLOUR[c]):
            return "A pile of that %s is there" % ("suit" if how == 1 else "colour")
    return None
