"""Stand-in for CircuitPython's ``time`` in the device-true heap runs
(sim/heap.py): a virtual clock that only ``sleep`` moves, so the main loop's
idle sleeps pass the session's time at once and every run is the same."""

ms = 0  # virtual milliseconds since power-on


deadline = 60000  # pushed on by each poll of the keys (the keypad stand-in): past it, a sleeping run ends


def sleep(seconds):
    global ms
    ms += max(1, int(seconds * 1000))
    if ms > deadline:  # (halted, blinking: nothing else ends the run)
        import keypad

        if keypad._SCRIPT is not None:
            keypad._SCRIPT._end()


def monotonic():
    return ms / 1000


def monotonic_ns():
    return ms * 1000000
