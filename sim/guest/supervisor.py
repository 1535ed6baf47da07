"""Stand-in for CircuitPython's ``supervisor``: ticks from the virtual clock."""

import time


def ticks_ms():
    return time.ms & 0x1FFFFFFF
