"""The pairing games' rarer matches (loaded only by a game whose record
asks for one: ``engine.matcher``): ranks in sequence (Shuffle, Neptune),
a rank or one apart (Cheops), a sum whose court cards pair with their own rank (Block Ten), and
a sum whose Jacks pair with Jacks and Queens with Kings (``MARRY``: Gay Gordons), and
a sum whose Aces pair with Aces (``ACES``: Fifteen Rush)."""

from micropython import const

# the record's places and match kinds it reads: engine.py's (which imports
# this module when a game asks for it, so this one cannot import engine;
# tests/test_pairs.py holds them equal)
_MATCH = const(3)
_TOTAL = const(4)
_WRAP = const(14)
_COURTS = const(15)
_SEQUENCE = const(3)
_NEAR = const(4)
_MARRY = const(5)
_ACES = const(6)


def fits(x, va, vb):
    """Do ranks ``va`` and ``vb`` go together under record ``x``?"""
    if x[_MATCH] == _NEAR:  # (no King-Ace wrap)
        return -1 <= va - vb <= 1
    if x[_MATCH] == _SEQUENCE:
        d = va - vb
        return d == 1 or d == -1 or x[_WRAP] and (d == 12 or d == -12)
    if x[_MATCH] == _MARRY:  # (Jack-Jack, Queen-King, the others adding up)
        return va == vb == 11 if va == 11 or vb == 11 else va + vb == 25 if va > 11 or vb > 11 else va + vb == x[_TOTAL]
    if x[_MATCH] == _ACES:  # (Ace-Ace, the others adding up)
        return va == vb == 1 if va == 1 or vb == 1 else va + vb == x[_TOTAL]
    courts = x[_COURTS]
    if va >= courts or vb >= courts:  # (a court pairs with its own rank, never in a sum)
        return va == vb
    return va + vb == x[_TOTAL]
