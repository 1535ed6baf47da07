"""Cells a free card may go into and come back from (politaire's Doublet
Cell: "A combination between Doublets and FreeCell"). Loaded only by a
record whose ``WAY`` is ``CELLS`` (``own.py``): ``engine.Pairs`` calls
``attach`` as it is made, which adds the cells and binds this module's
``check``, ``legal_moves``, ``apply`` and ``undo`` over the engine's,
handing the engine's own moves back to it.

The cells (``CELLS``, place 24: Doublet Cell's four) are piles after the
layout's, a card each, empty at the deal; the engine's ``free`` and
``free_piles`` see their cards as free (a pile's top card, ``PILES``). Two
moves of their own, ``ONTO`` as a pile's card onto a pile is written:

* a pile's top card into an empty cell ("Available cards can be played
  into any cell": the cells are alike, so a card's move goes to the first
  empty one);
* a cell's card back onto a pile of the tableau ("Cards from cells can be
  played back to the tableau"; "No building is permitted on the tableau":
  any pile, whatever its top card, but never a space, "Empty spaces in the
  tableau may not be filled").

The match ``COLOUR`` (two free cards of a rank and of a colour: "Remove
pairs of cards of equal rank and the same color") reads the suits, which
the engine's matches never do, so it is this module's too.
"""

from micropython import const

from solitaire.cards.card import SUIT_COLOUR

# engine.py's places, piles and moves (the engine imports this module
# through own.py: it cannot import the engine; tests/test_pairs_cells.py
# holds them equal)
_MATCH = const(3)
_CELLS = const(24)
_COLOUR = const(7)
_L0 = const(3)
_REMOVE = const(1)
_ONTO = const(2)
_NONE = const(255)
_BY_GAME = const(0x400000)


def attach(b):
    """Adds board ``b``'s cells (piles after the layout's) and binds this
    module's rules over the engine's methods (before its first deal)."""
    Cells(b)


def pair(ca, cb):
    """Do cards ``ca`` and ``cb`` go together under ``COLOUR``: a rank and a colour?"""
    return ca & 15 == cb & 15 and SUIT_COLOUR[ca >> 4 & 7] == SUIT_COLOUR[cb >> 4 & 7]


class Cells:
    """A board's cells: the engine's methods kept for the moves not theirs."""

    def __init__(self, b):
        self.b = b
        self.n = n = b.x[_CELLS]
        self.at = _L0 + b.ncells  # the first cell
        # a pile may grow past its deal (a cell's card put back): room for every card
        b.piles[_L0:] = [bytearray(b.ncards) for _ in range(b.ncells)] + [bytearray(1) for _ in range(n)]
        b.size = bytearray(self.at + n)
        b.freecells = n  # (the screen's top row and the notation read it)
        self.check0 = b.check
        self.legal0 = b.legal_moves
        self.apply0 = b.apply
        self.undo0 = b.undo
        b.check = self.check
        b.legal_moves = self.legal_moves
        b.apply = self.apply
        b.undo = self.undo

    def check(self, m):
        """Gets None when move ``m`` is legal, else why not."""
        b = self.b
        kind = m >> 16 & 0x3F
        a = m >> 8 & 0xFF
        c = m & 0xFF
        size = b.size
        at = self.at
        if kind == _ONTO:
            if not _L0 <= a < at + self.n or not _L0 <= c < at + self.n or not size[a]:
                return "No card there"
            if a < at and c < at:
                return "No building here"
            if a < at:
                return None if not size[c] else "The cell is full"
            if c >= at:
                return "Cells go to the tableau"
            return None if size[c] else "Spaces are not filled"
        if kind == _REMOVE and c != _NONE and b.x[_MATCH] == _COLOUR:
            if a == c or not _L0 <= a < at + self.n or not _L0 <= c < at + self.n or not b.free(a) or not b.free(c):
                return "Not a free card"
            return None if pair(b.top(a), b.top(c)) else "Not a rank and colour"
        return self.check0(m)

    def legal_moves(self, src=-1):
        """Gets the legal moves (those of pile ``src``'s card when given):
        the pairs, then the cards into a cell, then the cells' cards back."""
        b = self.b
        size = b.size
        piles = b.piles
        at = self.at
        end = at + self.n
        if b.x[_MATCH] == _COLOUR:
            out = []
            free = b.free_piles()
            for i in range(len(free)) if src < 0 else (free.index(src),) if src in free else ():
                a = free[i]
                ca = piles[a][size[a] - 1]
                for j in range(i + 1, len(free)) if src < 0 else range(len(free)):
                    p = free[j]
                    if p != a and pair(ca, piles[p][size[p] - 1]):
                        out.append(_REMOVE << 16 | a << 8 | p)
        else:
            out = self.legal0(src)
        empty = _NONE
        for c in range(at, end):
            if not size[c]:
                empty = c
                break
        for a in range(_L0, end) if src < 0 else (src,) if _L0 <= src < end else ():
            if not size[a]:
                continue
            if a < at:
                if empty != _NONE:
                    out.append(_ONTO << 16 | a << 8 | empty)
            else:
                for p in range(_L0, at):
                    if size[p]:
                        out.append(_ONTO << 16 | a << 8 | p)
        return out

    def apply(self, m, by_game=False):
        if m >> 16 & 0x3F != _ONTO:
            return self.apply0(m, by_game)
        b = self.b
        b._put(m & 0xFF, b._take(m >> 8 & 0xFF))
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(0)
        b.nmoves += 1

    def undo(self):
        b = self.b
        if not b.hist or b.hist[-1] >> 16 & 0x3F != _ONTO:
            return self.undo0()
        m = b.hist.pop()
        b.aux.pop()
        b.nmoves -= 1
        b._put(m >> 8 & 0xFF, b._take(m & 0xFF))
        return True
