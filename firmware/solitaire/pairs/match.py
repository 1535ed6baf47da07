"""The pairing games' rarer matches (loaded only by a game whose record
asks for one: ``engine.matcher``): ranks in sequence (Shuffle, Neptune),
a rank or one apart (Cheops), and a sum whose court cards pair with their own rank (Block Ten)."""

from solitaire.pairs import engine as E


def fits(x, va, vb):
    """Do ranks ``va`` and ``vb`` go together under record ``x``?"""
    if x[E.MATCH] == E.NEAR:  # (no King-Ace wrap)
        return -1 <= va - vb <= 1
    if x[E.MATCH] == E.SEQUENCE:
        d = va - vb
        return d == 1 or d == -1 or x[E.WRAP] and (d == 12 or d == -12)
    courts = x[E.COURTS]
    if va >= courts or vb >= courts:  # (a court pairs with its own rank, never in a sum)
        return va == vb
    return va + vb == x[E.TOTAL]
