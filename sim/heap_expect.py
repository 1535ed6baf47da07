"""Where a device-true heap session (sim/heap.py) should be at each mark and
at its end, worked out on CPython: what a run at a small heap is checked
against (``heap.completes``), instead of a whole second run on MicroPython
with a large heap (issue 33: that run was half of test_heap's time).

The host plays the session's script (``heap.session_steps``: the bytes the
keypad stand-in reads) as the device's main loop meets it: the App over a
drive that keeps the NVM and the files across the power cut (``heap._boot``,
as power-on resumes the saved game), the firmware's own ``Buttons`` fed
each press and release when it falls due, and the loop's virtual clock
(sim/guest/keypad.py and sim/guest/time.py): a pass that drew nothing
sleeps ``SLEEP_MS`` (``device.run``), one that drew goes round at once.
A mark is the App's state after the mark's pause, the end its state a
second after the last step, in the words sim/guest/keypad.py's ``_state``
prints them. A tick a pass matters: an auto-finish, a computer seat's move
or a deal drawn over ticks goes on during a pause.

Checked against the run on a large heap (``heap.reference``, 2048 KB) for
every session: the same marks and end for all 32 (and a key pressed at once,
with one tick at a mark, gave another position in four of them).
``supervisor.reload()`` (the switch to the other family) is not played: the
App goes on in place, which reaches the same state.
"""

import functools

from sim import heap

SLEEP_MS = 5  # device.run's sleep after a pass of the main loop that drew nothing


def state_line(app):
    """The App's state, game, deal and position hash, as the guest's
    ``_state`` prints them at a mark (-1 for no deal on the board)."""
    from solitaire.console.records import position_hash

    b = app.board
    if b is None:
        return "%d %d -1 -1" % (app.state, app.gi)
    return "%d %d %d %d" % (app.state, app.gi, b.deal_no, position_hash(b))


@functools.lru_cache(maxsize=None)
def expected(game_id):
    """Gets the session's marks and end as ``heap.run`` reports them
    ({"marks": [state, ...], "end": "end state"}), worked out once a process."""
    from sim.fuzz import MemFiles
    from sim.hw import Nvm
    from solitaire.console.buttons import Buttons

    s = heap.session_steps(game_id)
    drive = (Nvm(), MemFiles())
    app = heap._boot(drive)
    buttons = Buttons()
    now = 0
    i = 1  # (after the mode byte: 3 bytes a step, the code and the ms since the step before)
    due = s[2] | s[3] << 8
    marks = []
    hush = drew = False  # (hush: woken by a press, no key until every button is up)
    while True:
        while i < len(s) and now >= due:  # the keypad stand-in's get_into
            code = s[i]
            i += 3
            if i < len(s):
                due = now + (s[i + 1] | s[i + 2] << 8)
            if code == heap.MARK:
                marks.append(state_line(app))
            elif code == heap.CUT:  # the power goes: boot.py and code.py again, over what the drive kept
                app = heap._boot(drive)
                buttons = Buttons()
                hush = False
            elif code != heap.WAIT:
                btn, pressed = code & 7, code >= 0x80
                if app.swap_ab and (btn == 4 or btn == 5):
                    btn ^= 1
                buttons.event(btn, pressed, now)
                if pressed and app.asleep:  # the press only wakes: its key is dropped
                    app.wake(now)
                    hush = drew = True
        if i >= len(s) and now >= due + 1000:  # (the stand-in's end: a second after the last step)
            return {"marks": marks, "end": "end " + state_line(app)}
        k = buttons.poll(now)  # device.Console.step: the keys, then the timers
        while k >= 0:
            if not hush:
                app.key(k, now)
                drew = True
            k = buttons.poll(now)
        hush = hush and any(buttons.pressed)
        if app.tick(now):
            drew = True
        if not drew:
            now += SLEEP_MS
        drew = False
