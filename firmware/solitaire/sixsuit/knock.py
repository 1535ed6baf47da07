"""Solitaire for Two's knock being chosen (A on the stock after the draw):
up/down the talon, left/right the order of the other two, A to knock, B not
to. Functions of ``match.Match`` (``self``), loaded as the choice opens and
dropped as it closes: the rest of the game (its end's result sheet, a
resumed run) doesn't hold their code."""

from micropython import const

from solitaire.console import buttons as U
from solitaire.sixsuit.draw import tile_text

# draw's, piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_NORMAL = const(0)
_KNOCK_MODE = const(3)
_UP = const(27)
_KNOCK = const(6)

def press_stock(self):
    """A on the stock after the draw: the knock opens (A again knocks)."""
    play = self.play
    g = play.board
    k = g.size[_UP]
    self.knock = k - 1 if k else 255
    why = g.check(_KNOCK << 16 | self.knock)
    if why is not None and why != "The solo Ace must be the talon":
        play.app.forget("solitaire.sixsuit.knock")
        play.say(why)
        return
    play.mode = _KNOCK_MODE
    _say_knock(self)


def _say_knock(self):
    g = self.play.board
    i = self.knock & 0xFF
    if i == 255:
        self.play.say("Knock? A:yes B:no")
        return
    up = g.piles[_UP]
    t = tile_text(up[i])
    if g.size[_UP] < 3:
        self.play.say("Knock, talon %s A B" % t)
    else:  # the other two as drawn, or turned round
        a = 0 if i else 1
        if self.knock >> 8:
            a = 3 - i - a
        self.play.say("Knock %s %s, talon %s" % (tile_text(up[a]), tile_text(up[3 - i - a]), t))


def knock_key(self, k):
    play = self.play
    n = play.board.size[_UP]
    if (k == U.UP or k == U.DOWN) and n > 1:
        self.knock = (self.knock & 0x100) | ((self.knock & 0xFF) + (1 if k == U.DOWN else -1)) % n
        _say_knock(self)
    elif k <= U.RIGHT and n == 3:  # left or right (up and down: above)
        self.knock ^= 0x100
        _say_knock(self)
    elif k >= U.A and k != U.A_HOLD:  # A knocks; B, hold B (the pause menu) don't
        play.mode = _NORMAL
        play._quiet()
        play.app.forget("solitaire.sixsuit.knock")  # (before the knock: its key's heap is the game's)
        if k == U.A:
            play._act(_KNOCK << 16 | self.knock)
        elif k == U.B_HOLD:
            play.app.pause()
