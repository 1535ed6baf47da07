"""Milliseconds as small ints: CircuitPython's ``supervisor.ticks_ms()``
(29 bits, wraps after about six days), or a stand-in from ``time``."""

import time

from micropython import const

try:
    from supervisor import ticks_ms as _ticks_ms
except ImportError:
    _ticks_ms = None

MASK = (1 << 29) - 1
_HALF = const(1 << 28)


def ticks_ms():
    if _ticks_ms is not None:
        return _ticks_ms()
    if hasattr(time, "ticks_ms"):  # MicroPython
        return time.ticks_ms() & MASK
    return int(time.monotonic() * 1000) & MASK


def ticks_diff(a, b):
    """Gets ``a - b`` in milliseconds, right across a wrap."""
    return ((a - b + _HALF) & MASK) - _HALF
