"""Stand-in for CircuitPython's ``supervisor``: ticks from the virtual clock,
and ``reload()``, which ends this run the way CircuitPython ends code.py
for a soft restart. What lives on across it is kept on the drive for the
next run (sim/heap.py starts it): the NVM's bytes, and where the session's
script and the clock were."""

import time


def ticks_ms():
    return time.ms & 0x1FFFFFFF


def reload():
    import sys

    import keypad
    import microcontroller

    microcontroller.keep()
    microcontroller.report()
    keypad.keep()
    print("reload")
    sys.exit(0)
