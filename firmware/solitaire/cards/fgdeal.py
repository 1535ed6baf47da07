"""The base cards dealt to a second foundation group (``fgroups.py``), and
to a third after it where ``fg_later`` says (Royal Rendezvous' 2s): loaded
by ``arrange.before`` for the records that set ``fg_dealt``, and by
``fgroups.rule`` for a first group down by twos (Dorothy), so that the
groups' play (``fgroups.py``, loaded by every game of groups, its size its
first load's fuel) holds none of it (``arrange.before`` loads that first,
with the deal). Its ``takes_of``, bound over ``auto.takes_of`` by
``fgroups.rule`` for such a group alone (``bind``), adds the ranks ``auto.py`` has none for:
two below a top card down by twos (a third group's by twos up ``auto.py``
reads as the second's; ``auto.py`` is in every card game's heap: a few bytes more there moved
Puss in the Corner's session out of a Pico W's 119 KB)."""

from micropython import const

from solitaire.cards import auto
from solitaire.cards.card import FACE_UP, SUIT_COLOUR

# places in Rules.extra
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_FLAGS = const(31)
_FG_THIRD = const(44)  # a third group: its base | its direction << 4
_FG_APART = const(46)  # 1: the group's base cards of the suits the first group's are not (Double Dot)
_FG_FOURTH = const(47)
_FG_DEALT_SUIT = const(56)  # the suit + 1 of the group's one base card dealt (Binary Star's King of hearts)
_FG_LATER = const(60)  # bit 1: the third group is dealt its base cards too, after the second's

_TWOS_DOWN = const(24)  # found_dir: down by twos (Dorothy's groups)

_SUITS_DIFFER = const(1)  # fg_flags: a group's piles start with different suits
_COLOURS = const(4)  # fg_flags: the first group's bases red, the second's black (Little Spider)


def deal(b, deck, i, third=0):
    """Deals the second group its base cards (the ``third``'s with 1), the
    shuffle's first ones of its base rank from card ``i`` on (after the
    first group's); then the third's where ``fg_later`` says; gets where
    the deal goes on."""
    x = b.rules.extra
    n = x[_FG_PILES]
    g = b.c0 - n * (1 + (x[_FG_THIRD] > 0) + (x[_FG_FOURTH] > 0) - third)  # the group's first pile
    base = x[_FG_THIRD] & 15 if third else x[_FG_BASE]
    got = []
    suits = 0  # (each a different suit, where the group's piles start so: Alhambra's Kings)
    if x[_FG_APART]:  # (none of the first group's suits: one deck's Aces and 2s, each suit a pile)
        for p in range(b.f0, g):
            suits |= 1 << ((b.piles[p][0] & 0x70) >> 4)
    if x[_FG_DEALT_SUIT]:  # (that suit's alone)
        suits = 0xFF ^ 1 << x[_FG_DEALT_SUIT] - 1
    for j in range(i, len(deck)):
        if deck[j] & 15 == base and not suits >> (deck[j] >> 4) & 1 and not (x[_FG_FLAGS] & _COLOURS and SUIT_COLOUR[deck[j] >> 4]):  # (colours: black ones)
            got.append(j)
            if x[_FG_FLAGS] & _SUITS_DIFFER:
                suits |= 1 << (deck[j] >> 4)
            if len(got) == n:
                break
    for k in range(n):  # each to the front, in the shuffle's order
        j = got[k]
        c = deck[j]
        deck[i + k + 1 : j + 1] = bytes(deck[i + k : j])
        deck[i + k] = c
        b.push(g + k, c | FACE_UP)
    return deal(b, deck, i + n, 1) if x[_FG_LATER] & 1 and not third else i + n


_plain_takes = auto.takes_of


def bind():
    """Binds ``takes_of`` over ``auto.takes_of`` (``fgroups.rule``, for a
    first group down by twos alone: bound as this module loaded, every game
    dealt a group's base cards paid its call in each look, Acey and
    Kingsley's dearest send-up tick 0.1M fuel from .mpy)."""
    auto.takes_of = takes_of


def takes_of(b, every=False, out=None):
    """``auto.takes_of``, with the ranks it has none for: two below a top
    card of the first two groups down by twos."""
    out = _plain_takes(b, every, out)
    if out is None or b.rules.found_dir != _TWOS_DOWN:
        return out
    x = b.rules.extra
    g = b.c0 - x[_FG_PILES] * ((x[_FG_THIRD] > 0) + (x[_FG_FOURTH] > 0))  # the second group's end
    for d in range(b.f0, g):
        k = b.size[d]
        if k:
            out[((b.piles[d][k - 1] & 15) - 3) % 13 + 1] |= 1 << (d - b.f0)
    return out
