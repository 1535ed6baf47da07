"""Which card builds on which: the ranks' order, with or without a cut,
and the suit rules (``rules.py``'s ``ANY_SUIT`` ... and Following's
rotation). Under every move check (``legal.py``, which the engine's
modules import these from) and the foundations' own rules (``fgroups.py``).
"""

from micropython import const

from solitaire.cards.card import SUIT_COLOUR

# the numbers of rules.py this module uses, as its own consts: no entry in
# its globals, no look-up in its code (tests/test_engine.py holds them
# equal)
_ANY_SUIT = const(0)
_SAME_SUIT = const(1)
_ALT_COLOUR = const(2)
_SAME_COLOUR = const(3)
_OTHER_SUIT = const(4)
_DOWN = const(0)
_UP = const(1)
_UP_DOWN = const(2)

_ROTATION = const(6)  # a suit rule: the suits' rotation, a club on a heart ... a heart on a spade (Following; rules.py)
_SUIT_OR_RANK = const(3)  # a tab_dir: down in suit, or onto its own rank of another suit (Curds and Whey; rules.py)
_UP_KINGS = const(4)  # a tab_dir: up, and a King on an Ace too, never an Ace on a King (Up and Up, Circle Eight; rules.py)
_TO_BASE = const(13)  # a tab_dir: up or down, the ranks from the base round to the rank below it, which goes on a base card too (Castle's End; rules.py)
_UPDOWN_KINGS = const(9)  # a tab_dir: up or down, and a King on an Ace too, never an Ace on a King (Box Kite; rules.py)
_TWOS_DOWN = const(14)  # a tab_dir: down by two, a Queen on an Ace and a King on a 2 only round the corner (Mount Olympus, Double Dot; rules.py)
_SAME_RANK = const(16)  # a tab_dir: onto a card of its own rank (Pile Up; rules.py)
_PIQUET_DOWN = const(19)  # a tab_dir: down through a piquet deck's ranks, A 7 8 ... K: an Ace on a 7 (Junction, Strata; rules.py)
_PIQUET_UP = const(22)  # a found_dir: up through them, a 7 on an Ace


def follows(a, b, direction, suit_rule, cut):
    """Checks if card ``b`` may go on card ``a``. (The hottest function of
    move generation: one subtraction for the ranks, the suit rule inline.)

    ``cut`` says where the ranks stop (``ring_cut``): 0 between King and Ace,
    ``RING`` nowhere (King and Ace are neighbours), else between that rank
    and the one below it (Canfield's base)."""
    d = (b & 15) - (a & 15)
    if direction == _DOWN:
        if not (d == -1 and a & 15 != cut or d == 12 and cut):
            return False
    elif direction == _UP:
        if not (d == 1 and b & 15 != cut or d == -12 and cut):
            return False
    elif direction == _SUIT_OR_RANK:  # (its own suit rule: the record's is not asked)
        return d == -1 and not (a ^ b) & 0x70 or d == 0 and (a ^ b) & 0x70 != 0
    elif direction == _UP_KINGS:  # (the seed's "You may also play kings on aces" as it says: one way, the cut unread)
        if not (d == 1 or d == 12):
            return False
    elif direction == _TO_BASE:  # (the seed's "the maximum card on the base card": down always, up never onto the rank below the base; cut is the base, RING before it is set)
        if not (d == -1 or d == 12 or (d == 1 or d == -12) and b & 15 != cut):
            return False
    elif direction == _UPDOWN_KINGS:  # (the same, up or down: the seed's "kings on aces" where the piles build both ways)
        if not (d == 1 or d == -1 or d == 12):
            return False
    elif direction == _TWOS_DOWN:  # (the ring's cut, where the ranks go round, is RING: no rank stops the step)
        if not (d == -2 or d == 11 and cut == RING):
            return False
    elif direction == _SAME_RANK:
        if d:
            return False
    elif direction == _PIQUET_DOWN or direction == _PIQUET_UP:  # (the 2-6 out: the Ace's rank read as a 6)
        if (b & 15 if b & 14 else 6) - (a & 15 if a & 14 else 6) != (-1 if direction == _PIQUET_DOWN else 1):
            return False
    elif not (d == -1 and a & 15 != cut or d == 1 and b & 15 != cut or (d == 12 or d == -12) and cut):
        return False
    if suit_rule == _ANY_SUIT:
        return True
    if suit_rule == _ALT_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] != SUIT_COLOUR[(b & 0x70) >> 4]
    return suit_ok(a, b, suit_rule)


RING = const(14)  # a ``cut`` below no rank: the ranks go round (a record's ``*_wrap``)


def ring_cut(base, direction, wrap):
    """Gets ``follows``' cut for piles built with foundations of ``base``
    going ``direction``: the ranks run from the base to the rank before it
    (the seed's Canfield: with a 5 as base, a 4 never goes on a 5), unless
    ``wrap`` goes round, and King to Ace is the plain order's own cut."""
    if wrap:
        return RING
    if direction == _UP_DOWN:
        return 0  # (Golf: King and Ace end the ranks, whatever the first card)
    cut = base if direction != _DOWN else base % 13 + 1
    return 0 if cut == 1 else cut


def suit_ok(a, b, rule):
    if rule == _ANY_SUIT:
        return True
    if rule == _SAME_SUIT:
        return not (a ^ b) & 0x70
    if rule == _ALT_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] != SUIT_COLOUR[(b & 0x70) >> 4]
    if rule == _SAME_COLOUR:
        return SUIT_COLOUR[(a & 0x70) >> 4] == SUIT_COLOUR[(b & 0x70) >> 4]
    if rule == _OTHER_SUIT:
        return (a ^ b) & 0x70
    if rule == _ROTATION:  # (clubs 0 on hearts 2, diamonds 1 on clubs, spades 3 on diamonds, hearts on spades)
        return b"\x01\x03\x00\x02"[(a & 0x70) >> 4] == (b & 0x70) >> 4
    return False


def top_rank(b):
    """Gets the rank a whole suit starts from, down to board ``b``'s base (a King when the base is the Ace, else the rank below)."""
    return 13 if b.base == 1 else b.base - 1
