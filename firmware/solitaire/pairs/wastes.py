"""Several waste piles (Apophis, Anubis: three; Triangle: two; Eleven
Triangle: three). Loaded only by a record whose ``SHAPE`` place's high
four bits count more than one waste (``shapes.attach`` makes a ``Wastes``
on the board, which binds its ``check``, ``legal_moves``, ``apply`` and
``undo`` over the engine's, handing the engine's own moves back to it).

The first waste is the engine's waste pile; the others are piles after
the layout's places (``shapes.Shape`` makes them; their top cards are free
as the first's is). politaire says only "Each time you click on the stock,
one card will be dealt from the stock to the waste": with more than one,
the player chooses the waste the card goes to (as Pretty Good Solitaire
plays Apophis), so a deal is ``DEAL << 16 | waste << 8 | NONE``, picked on
the screen as a pair's partner is (A on the stock, left and right through
the wastes, A). A pass's end turns the wastes back into the stock, the
last waste first, each turned over: the first waste's first card is the
stock's top again.
"""

from micropython import const

# engine.py's piles and moves (the engine imports shapes.py, which imports
# this module: tests/test_pairs_pyr30.py holds them equal)
_PASSES = const(7)
_P_STOCK = const(0)
_P_WASTE = const(1)
_L0 = const(3)
_DEAL = const(3)
_TURN = const(4)
_NONE = const(255)
_UNLIMITED = const(255)
_BY_GAME = const(0x400000)


class Wastes:
    """A board's wastes: the engine's methods kept, the stock's moves made here."""

    def __init__(self, b):
        self.b = b
        self.check0 = b.check  # (the engine's, bound before these)
        self.legal0 = b.legal_moves
        self.apply0 = b.apply
        self.undo0 = b.undo
        b.check = self.check
        b.legal_moves = self.legal_moves
        b.apply = self.apply
        b.undo = self.undo

    def piles(self):
        """Gets the wastes' piles, the first first."""
        end = _L0 + self.b.ncells
        return (_P_WASTE,) + tuple(range(end, len(self.b.size)))

    def target(self, m):
        """Gets the waste deal ``m`` puts its card on (the first when it names none)."""
        return m >> 8 & 0xFF or _P_WASTE

    def check(self, m):
        kind = m >> 16 & 0x3F
        b = self.b
        if kind == _DEAL:
            if self.target(m) not in self.piles():
                return "Not a waste"
            return None if b.size[_P_STOCK] else "The stock is empty"
        if kind == _TURN:
            if b.size[_P_STOCK] or not any(b.size[w] for w in self.piles()):
                return "Not now"
            return None if b.x[_PASSES] == _UNLIMITED or b.turns + 1 < b.x[_PASSES] else "No passes left"
        return self.check0(m)

    def legal_moves(self, src=-1):
        """Gets the legal moves, the stock's last: a deal onto each waste
        (the stock's card picked, the wastes its partners: ``src`` the
        stock gets those alone)."""
        b = self.b
        out = [] if src == _P_STOCK else [m for m in self.legal0(src) if m >> 16 & 0x3F not in (_DEAL, _TURN)]
        if src < 0 or src == _P_STOCK:
            if b.size[_P_STOCK]:
                out += [_DEAL << 16 | w << 8 | _NONE for w in self.piles()]
            elif src < 0 and self.check(_TURN << 16) is None:
                out.append(_TURN << 16)
        return out

    def apply(self, m, by_game=False):
        kind = m >> 16 & 0x3F
        b = self.b
        if kind == _DEAL:
            b._put(self.target(m), b._take(_P_STOCK))
            aux = 1
        elif kind == _TURN:  # (the last waste first, each turned over; aux: each waste's count, a byte each)
            aux = 0
            ws = self.piles()
            for i in range(len(ws) - 1, -1, -1):
                w = ws[i]
                aux |= b.size[w] << (8 * i)
                while b.size[w]:
                    b._put(_P_STOCK, b._take(w))
            b.turns += 1
        else:
            return self.apply0(m, by_game)
        b.hist.append(m | _BY_GAME if by_game else m & ~_BY_GAME)
        b.aux.append(aux)
        b.nmoves += 1

    def undo(self):
        b = self.b
        if not b.hist:
            return False
        m = b.hist[-1]
        kind = m >> 16 & 0x3F
        if kind != _DEAL and kind != _TURN:
            return self.undo0()
        b.hist.pop()
        aux = b.aux.pop()
        b.nmoves -= 1
        if kind == _DEAL:
            b._put(_P_STOCK, b._take(self.target(m)))
        else:
            ws = self.piles()
            for i in range(len(ws)):
                for _ in range(aux >> (8 * i) & 0xFF):
                    b._put(ws[i], b._take(_P_STOCK))
            b.turns -= 1
        return True
