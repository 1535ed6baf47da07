"""Stand-in for CircuitPython's ``time`` in the device-true heap runs
(sim/heap.py): a virtual clock that only ``sleep`` moves, so the main loop's
idle sleeps pass the session's time at once and every run is the same."""

ms = 0  # virtual milliseconds since power-on


def sleep(seconds):
    global ms
    ms += max(1, int(seconds * 1000))


def monotonic():
    return ms / 1000


def monotonic_ns():
    return ms * 1000000
