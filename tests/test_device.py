"""The device layer: buttons into keys (taps, holds, repeats) and settings
read from settings.toml, good and bad, through the real code.py path."""

from sim.shot import run_keys
from sim.hw import Clock, Hardware, Stop
from sim.panel import VirtualPanel

from solitaire.console.buttons import _HOLD_MS as HOLD_MS
from solitaire.console.buttons import _REPEAT_DELAY_MS as REPEAT_DELAY_MS
from solitaire.console.buttons import Buttons
from solitaire.console import buttons as K
from solitaire.console import screens as SC


def drain(b, now):
    out = []
    k = b.poll(now)
    while k >= 0:
        out.append(k)
        k = b.poll(now)
    return out


def test_a_tap_acts_on_release_and_a_hold_once_while_held():
    b = Buttons()
    b.event(4, True, 0)
    assert drain(b, 10) == []  # A waits: it may become a hold
    b.event(4, False, 100)
    assert drain(b, 100) == [K.A]
    b.event(5, True, 1000)
    assert drain(b, 1000 + HOLD_MS - 1) == []
    assert drain(b, 1000 + HOLD_MS) == [K.B_HOLD]
    assert drain(b, 3000) == []  # only once
    b.event(5, False, 3000)
    assert drain(b, 3000) == []  # and nothing on release


def test_the_d_pad_acts_on_press_and_repeats():
    b = Buttons()
    b.event(3, True, 0)
    assert drain(b, 0) == [K.RIGHT]
    assert drain(b, REPEAT_DELAY_MS - 1) == []
    got = []
    for t in range(REPEAT_DELAY_MS, REPEAT_DELAY_MS + 500, 10):
        got += drain(b, t)
    assert got and set(got) == {K.RIGHT} and len(got) >= 4
    b.event(3, False, 2000)
    assert drain(b, 3000) == []


def test_start_and_select_map_to_pause_and_send_up():
    b = Buttons()
    b.event(6, True, 0)
    b.event(7, True, 0)
    assert drain(b, 0) == [K.B_HOLD, K.A_HOLD]


def test_ticks_wrap_around():
    from solitaire.console.ticks import MASK, ticks_diff

    assert ticks_diff(5, MASK - 4) == 10
    b = Buttons()
    b.event(5, True, MASK - 100)
    assert drain(b, (MASK - 100 + HOLD_MS) & MASK) == [K.B_HOLD]


def boot(env):
    panel = VirtualPanel(address=env.pop("_addr", 0x3C))

    def feed():
        raise Stop()

    hw = Hardware(panel, feed, Clock())
    console = hw.run_code_py(env)
    return console, hw, panel


def test_settings_choose_pins_address_and_speed():
    console, hw, panel = boot({"SOLITAIRE_SDA": "GP0", "SOLITAIRE_SCL": "GP1", "SOLITAIRE_BTN_A": "GP20", "_addr": 0x3D, "SOLITAIRE_ADDRESS": "0x3D"})
    scl, sda, hz = hw.i2c_args
    assert (scl.name, sda.name, hz) == ("GP1", "GP0", 400000)
    assert hw.key_pins[4] == "GP20"
    assert panel.bytes_total > 1000  # the panel at 0x3D was drawn


def test_bad_settings_fall_back_and_say_what_is_wrong():
    console, hw, panel = boot({"SOLITAIRE_SDA": "GP99", "SOLITAIRE_ADDRESS": "lots", "SOLITAIRE_BTN_UP": "PIN7"})
    scl, sda, hz = hw.i2c_args
    assert sda.name == "GP4" and hw.key_pins[0] == "GP10"
    assert console.app.screen.msg_on
    msg = bytes(console.app.screen.msg).decode().strip()
    assert "SOLITAIRE_ADDRESS" in msg or "GP99" in msg or "PIN7" in msg


def test_the_shot_command_reports_bytes_per_key(tmp_path):
    console, panel, boot_bytes, counts, hw = run_keys("freecell", 1, [], ["right", "hold-b"])
    assert len(counts) == 2 and boot_bytes > 1000
    assert console.app.state == SC.PAUSE


def test_a_keypad_queue_that_overflowed_leaves_no_button_held():
    """keypad's queue is small (``power_on._EVENTS``): one that overflowed
    may have lost a release, so every button is let go and keypad told to
    press again what is still down; a lost A's release is no key, and no
    hold fires later from a button that is up."""
    from solitaire.console import device

    class Queue:
        overflowed = False

        def __init__(self):
            self.todo = []

        def get_into(self, ev):
            if not self.todo:
                return False
            ev.key_number, ev.pressed = self.todo.pop(0)
            return True

        def clear(self):
            self.overflowed = False

    class Keys:
        resets = 0

        def __init__(self):
            self.events = Queue()

        def reset(self):
            Keys.resets += 1

    class App:
        asleep = swap_ab = False
        keys = []

        def key(self, k, now):
            self.keys.append(k)

        def tick(self, now):
            return False

    class Bare(device.Console):
        def __init__(self):  # what a step uses, below
            pass

        def _apply_settings(self):  # (no display: a key's drawing is not what this checks)
            pass

    c = Bare()
    c.keys, c.event, c.buttons, c.app = Keys(), type("Event", (), {})(), Buttons(), App()
    c.renderer, c.screen = type("Renderer", (), {"draw": lambda self, scr: None})(), None
    c.button_of = bytearray(range(8))
    c.hush = c.sample_due = False
    c.keys.events.todo.append((4, True))  # A down; its release lost in the overflow
    c.keys.events.overflowed = True
    c.step(10)
    assert Keys.resets == 1 and not c.keys.events.overflowed and not any(c.buttons.pressed)
    c.step(10 + 2 * HOLD_MS)
    assert c.app.keys == []  # no hold of a button that is up
    c.keys.events.todo += [(3, True), (3, False)]  # the next press acts as ever
    c.step(3000)
    assert c.app.keys == [K.RIGHT] and Keys.resets == 1
