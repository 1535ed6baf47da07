"""The console's keys, and the button presses and releases that make them.

The d-pad acts on press and repeats while held. A and B act on release, or,
held for ``HOLD_MS``, give their hold key at once (and nothing on release).
Extra buttons, when fitted, map straight to a key: START pauses, SELECT sends
cards up. Keys wait in a small ring buffer, so nothing allocates.
"""

from micropython import const

from solitaire.console.ticks import MASK, ticks_diff

# The keys every screen and game family is handed.
UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
A_HOLD = 6
B_HOLD = 7

# Button numbers, in the order of the pins handed to keypad.Keys
# (power_on.BUTTONS).
_START = const(6)
_SELECT = const(7)
_HOLD_MS = const(450)
_REPEAT_DELAY_MS = const(380)
_REPEAT_MS = const(110)
_PRESS_KEY = (UP, DOWN, LEFT, RIGHT, A, B, B_HOLD, A_HOLD)


class Buttons:
    """Key events from button edges and time."""

    def __init__(self):
        self.down_at = [0] * 8
        self.pressed = bytearray(8)
        self.fired = bytearray(8)  # a hold or repeat already fired
        self.queue = bytearray(16)
        self.head = 0
        self.tail = 0

    def _put(self, key):
        nxt = (self.tail + 1) & 15
        if nxt != self.head:  # full: drop the key rather than block
            self.queue[self.tail] = key
            self.tail = nxt

    def event(self, button, pressed, now):
        """Feeds one press (``pressed`` True) or release of ``button``."""
        if not 0 <= button < 8:
            return
        if pressed:
            self.pressed[button] = 1
            self.fired[button] = 0
            self.down_at[button] = now
            if button <= 3 or button >= _START:
                self._put(_PRESS_KEY[button])
        else:
            if self.pressed[button] and (button == 4 or button == 5) and not self.fired[button]:
                self._put(_PRESS_KEY[button])
            self.pressed[button] = 0

    def poll(self, now):
        """Gets the next key, or -1; fires holds and repeats that are due."""
        for b in range(6):
            if not self.pressed[b]:
                continue
            held = ticks_diff(now, self.down_at[b])
            if b >= 4:
                if not self.fired[b] and held >= _HOLD_MS:
                    self.fired[b] = 1
                    self._put(A_HOLD if b == 4 else B_HOLD)
            elif held >= _REPEAT_DELAY_MS:
                self.down_at[b] = (now - _REPEAT_DELAY_MS + _REPEAT_MS) & MASK
                self._put(_PRESS_KEY[b])
        if self.head == self.tail:
            return -1
        k = self.queue[self.head]
        self.head = (self.head + 1) & 15
        return k
