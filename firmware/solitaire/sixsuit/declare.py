"""Declaring a Joker where it is (hold A on it, or A on one higher up a
column): the declarations it may take, left/right the rank, up/down the
suit, A to declare. Functions of ``play.Play`` (``self``), loaded as the
choice opens and dropped as it closes: the rest of the game doesn't hold
their code."""

from micropython import const

from solitaire.console import buttons as U
from solitaire.sixsuit.draw import decl_text
from solitaire.sixsuit.piles import DECLARE, DISC, EITHER, JOKER, L0, PAIRS, SUIT_COLOUR, T0

# draw's modes as this module's own consts (tests/test_fortwo.py holds them equal)
_NORMAL = const(0)
_DECLARE_MODE = const(2)


def _open_declare(self, c):
    """Starts choosing what the Joker of colour ``c`` stands for; gets
    False when it can take no other declaration."""
    table = self.decl_table(c)
    ds = []
    for r in range(1, 14):
        bits = table[r]
        if bits & 1:
            ds.append(r | EITHER << 4)
        if bits & 2:
            ds.append(r | PAIRS[2 * c] << 4)
        if bits & 4:
            ds.append(r | PAIRS[2 * c + 1] << 4)
    if not ds:
        self.app.forget("solitaire.sixsuit.declare")
        return False
    self.decls = ds
    self.dc = c
    # start on the highest rank something could be built with
    use = _useful(self, c)
    i = len(ds) - 1
    while i and not use[ds[i] & 15]:
        i -= 1
    if not use[ds[i] & 15]:
        i = len(ds) - 1
    self.di = _rank_group(self, i)[0]
    self.mode = _DECLARE_MODE
    self._say_decl()
    return True


def _declare_key(self, k):
    ds = self.decls
    i = self.di
    a, b = _rank_group(self, i)
    if k == U.UP or k == U.DOWN:  # the suit: either, then each suit
        i += 1 if k == U.DOWN else -1
        self.di = a if i > b else b if i < a else i
        self._say_decl()
    elif k == U.LEFT or k == U.RIGHT:  # the rank: right up, left down
        i = (b + 1) % len(ds) if k == U.RIGHT else (a - 1) % len(ds)
        self.di = _rank_group(self, i)[0]
        self._say_decl()
    elif k == U.A or k == U.B or k == U.B_HOLD:
        self.mode = _NORMAL
        self.app.forget("solitaire.sixsuit.declare")  # (this code runs on: its function is held)
        if k == U.A:
            if self._act(0, DECLARE << 16 | self.dc << 8 | ds[i]):
                self.say(decl_text(self.dc, ds[i]))
            return
        self._quiet()
        if k == U.B_HOLD:
            self.app.pause()


def _useful(self, c):
    """Gets, per rank, if the Joker of colour ``c`` as that rank could
    take the talon or a column's head, or go onto a column's bottom."""
    g = self.board
    jd = g.jdecl
    use = bytearray(15)
    here = g.loc[JOKER[c]]
    for p in range(DISC, T0):
        k = g.size[p]
        if not k or p == here or DISC < p < L0:
            continue
        pile = g.piles[p]
        t = pile[k - 1] if p == DISC else pile[0]  # what could go on the Joker
        ct = SUIT_COLOUR[(t >> 4) & 7]
        r = jd[ct] & 15 if t & 15 == 14 else t & 15
        if r and ct != c:
            use[r + 1] = 1
        if p != DISC:
            t = pile[k - 1]  # what the Joker could go on
            ct = SUIT_COLOUR[(t >> 4) & 7]
            r = jd[ct] & 15 if t & 15 == 14 else t & 15
            if r and ct != c:
                use[r - 1] = 1
    return use


def _rank_group(self, i):
    """Gets the first and last index of the declarations of the rank of
    declaration ``i`` (the list runs Ace to King, each rank's suits
    together)."""
    ds = self.decls
    r = ds[i] & 15
    a = b = i
    while a and ds[a - 1] & 15 == r:
        a -= 1
    while b + 1 < len(ds) and ds[b + 1] & 15 == r:
        b += 1
    return a, b
