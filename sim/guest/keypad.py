"""Stand-in for ``keypad`` in the device-true heap runs (sim/heap.py): the
buttons press and release as ``/_session.bin`` says, on the virtual clock.

The file is a mode byte, then 3 bytes a step: a code and the milliseconds
(little-endian) since the step before. Codes: 0x80 | n presses button n, n
releases it, MARK prints the heap there, WAIT only lets time pass, CUT is a
power cut (the run ends; the next starts from boot.py). After the
last step the run prints its end state and stops (SystemExit). Across a
``supervisor.reload()`` the script goes on where it was, the clock too
(``/_resume.bin``: see ``keep``).

Mode 1 (measure) bounds the transient peak: before each step it closes a
window (gc.mem_alloc() with the collector off since the window opened: what
was live then plus all allocated since, which no peak inside the window can
exceed), collects, and opens the next window with the collector off.

Heap: the script is read when this module is imported, before ``boot.py``,
so it counts in the base that sim/heap.py takes off (the device has no such
file). ``Keys`` then allocates what CircuitPython 10.1.4's C ``keypad.Keys``
does (adafruit/circuitpython tag 10.1.4; 32-bit, 16-byte GC blocks), no more:

=================================  ======  ===========================================
C allocation                       bytes   source
=================================  ======  ===========================================
``keypad_keys_obj_t``              48      shared-module/keypad/Keys.h (the scanner
                                           fields of keypad/__init__.h, a uint64
                                           among them: 45 -> 48), mp_obj_malloc in
                                           shared-bindings/keypad/Keys.c
a DigitalInOut per pin             16 each common-hal/digitalio/DigitalInOut.h
                                           (raspberrypi: 10 -> 16), Keys.c construct
their tuple                        8 + 4n  mp_obj_new_tuple, Keys.c construct
``debounce_counter``               n -> 16 keypad/__init__.c keypad_construct_common
``keypad_eventqueue_obj_t``        32      keypad/EventQueue.h (a ringbuf_t of 20)
its ring buffer                    6 an    EventQueue.c: max_events *
                                   event   (uint16_t + mp_obj_t), ringbuf_alloc
=================================  ======  ===========================================

Six pins and 64 events: 48 + 96 + 32 + 16 + 32 + 384 = 608 bytes. Here the
two instances, their attribute tables and a padding bytearray add up to the
same (``_PAD_LESS``: what the Python objects cost before the padding,
measured on this MicroPython). ``Event()`` is the firmware's own object:
16 bytes there (``keypad_event_obj_t``), 48 here (over by 32)."""

import gc
import sys
import time

MARK = 0x40
WAIT = 0x7F
CUT = 0x7E


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = 0


class _Script:
    """Where the session is: made at import, with the script (see above)."""

    def __init__(self):
        with open("/_session.bin", "rb") as f:
            self.steps = f.read()
        self.measure = self.steps[0] == 1
        self.i = 1
        self.due = self.steps[2] | self.steps[3] << 8
        try:
            with open(RESUME, "rb") as f:
                kept = f.read()
            self.i = _u32(kept, 0)
            self.due = _u32(kept, 4)
            time.ms = _u32(kept, 8)
        except OSError:
            pass
        time.deadline = time.ms + 60000
        self.peak = 0  # the highest window end (measure mode)
        self.peak_step = 0
        self.live = 0  # the most live after a collection before a step
        self.oom_shown = False
        self.device = None  # solitaire.console.device, once the main loop runs

    def get_into(self, event):
        # a run halted with only the LED to blink never polls the keys: the
        # clock ends it a minute after the last poll (time.sleep)
        time.deadline = time.ms + 60000
        s = self.steps
        while self.i < len(s) and time.ms >= self.due:
            code = s[self.i]
            self.i += 3
            if self.i < len(s):
                self.due = time.ms + (s[self.i + 1] | s[self.i + 2] << 8)
            self._window(self.i // 3)
            self._oom(self.i // 3)
            if code == MARK:
                print("mark", gc.mem_alloc(), gc.mem_free(), *_state())
            elif code == CUT:
                _power_cut()
            elif code != WAIT:
                event.key_number = code & 7
                event.pressed = code >= 0x80
                event.released = not event.pressed
                return True
        if self.i >= len(s) and time.ms >= self.due + 1000:
            self._end()
        return False

    def _oom(self, step):
        """Prints ``oom`` and the step when the out-of-memory notice has come
        up since the step before: a session that meets one has not fitted,
        whatever its end (sim/heap.py)."""
        d = self.device
        if d is None:
            from solitaire.console import device as d  # (loaded already: main loop's)

            self.device = d
        c = d.LAST
        if getattr(c, "app", None) is None:  # halted at power-on: no App
            return
        v = c.app.view
        shown = v is c.oom_notice or getattr(v, "title", None) == d.OOM_TITLE
        if shown and not self.oom_shown:
            print("oom", step)
        self.oom_shown = shown

    def _window(self, step):
        if self.measure:
            used = gc.mem_alloc()
            if used > self.peak:
                self.peak = used
                self.peak_step = step
            gc.enable()
            gc.collect()
            used = gc.mem_alloc()
            if used > self.live:
                self.live = used
            gc.disable()

    def _end(self):
        self._window(len(self.steps) // 3)
        gc.enable()
        print("peak", self.peak, self.peak_step, "live", self.live)
        try:
            try:
                print("end", *_state())
            except MemoryError:  # (the firmware's MemoryError handling must not see the harness's own)
                print("end", "no-heap-to-tell")
            import microcontroller

            microcontroller.report()
        finally:
            sys.exit(0)


RESUME = "/_resume.bin"


def _state():
    """The App's state, game, deal and position (its hash): what each mark
    and the end print, for sim/heap.py to compare with a run on a large heap."""
    device = sys.modules.get("solitaire.console.device")  # (None: code.py could not load it)
    c = None if device is None else device.LAST
    if c is None:  # Console() never returned: halted as it started (power_on.halt_no_memory), or code.py waits
        import busdisplay

        return "halt", "start", "panel" if busdisplay.refresh_count() else "dark", -1
    if c.fatal is not None:  # halted (device.run, halt.py): its text on the panel, or dark (the LED)
        return "halt", c.fatal[0], "panel" if c.shown_lines else "dark", -1
    app = c.app
    b = app.board
    if b is None:
        return app.state, app.gi, -1, -1
    from solitaire.console.savegame import position_hash

    return app.state, app.gi, b.deal_no, position_hash(b)


def _u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def _power_cut():
    """Ends the run as the power going off would: what the drive and the NVM
    hold stays (and where the script is); the next run starts with boot.py,
    as power-on does (``/_power.bin`` tells sim/heap.py's bootstrap)."""
    import microcontroller

    microcontroller.keep()
    microcontroller.report()
    keep()
    with open("/_power.bin", "wb") as f:
        f.write(b"1")
    print("power")
    sys.exit(0)


def keep():
    """Writes where the script and the clock are, for the run after a reload
    (or the power cut); in measure mode, prints this run's figures first, as
    the session's end does (sim/heap.py takes the most of every run)."""
    q = _SCRIPT
    if q.measure:
        q._window(q.i // 3)
        print("peak", q.peak, q.peak_step, "live", q.live)
    out = bytearray()
    for v in (q.i, q.due, time.ms):
        out += bytes((v & 255, v >> 8 & 255, v >> 16 & 255, v >> 24 & 255))
    with open(RESUME, "wb") as f:
        f.write(out)


try:
    _SCRIPT = _Script()
except OSError:  # no script (a guest run that only imports the stand-ins)
    _SCRIPT = None


def _blocks(n):
    return (n + 15) & ~15


_PAD_LESS = 144  # what the Keys and _Queue instances cost here without the padding (measured)


class _Queue:
    """The Keys' event queue: it hands out the script's steps."""

    overflowed = False  # (the script never overflows it)

    def __init__(self, pad):
        self._pad = bytearray(pad)

    def get_into(self, event):
        return _SCRIPT.get_into(event)

    def clear(self):
        pass


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True, interval=0.02, max_events=64):
        n = len(pins)
        c = 48 + 16 * n + _blocks(8 + 4 * n) + _blocks(n) + 32 + _blocks(6 * max_events)
        self.events = _Queue(c - _PAD_LESS)

    def deinit(self):
        pass
