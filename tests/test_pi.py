"""The Raspberry Pi launcher (``host_tools/pi.py``, ``make pi``) with the bus
and the pins stood in.

Stand-ins here: ``board`` (Blinka's Raspberry Pi pin names), ``busio.I2C``
(records its arguments and what crosses the wire) and ``digitalio`` (pins the
test drives). Everything else is real: Blinka's ``keypad.Keys`` scanning the
pins in its thread, displayio, the SSD1306 driver, ``firmware/code.py``.
"""

import os
import sys
import threading
import time
import types

import pytest

from host_tools import pi
from sim.panel import VirtualPanel
from solitaire.cards import games as FIRMWARE_GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = pi.FIRMWARE
SETTINGS = os.path.join(ROOT, "host_tools", "pi-settings.toml")

needs_renderer = pytest.mark.skipif(
    not os.path.isfile(os.path.join(FIRMWARE, "assets", "font.bmp")),
    reason="firmware/assets/ not built (make assets)",
)


class Stop(Exception):
    pass


# --- stand-ins -----------------------------------------------------------------


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


def pi_board():
    board = types.ModuleType("board")
    for n in range(28):
        setattr(board, "D%d" % n, Pin("D%d" % n))
    board.SDA = Pin("SDA")
    board.SCL = Pin("SCL")
    board.board_id = "RASPBERRY_PI_4B"
    return board


class Bus(VirtualPanel):
    """The simulator's virtual SSD1306 as the Pi's ``busio.I2C``, noting
    the pins and speed it was opened with."""

    def __init__(self, scl, sda, frequency):
        VirtualPanel.__init__(self)
        self.args = (scl.name, sda.name, frequency)

    def snapshot(self):
        return self.rows(), self.writes


class Pins:
    """The stand-in ``digitalio``: pins read high (pulled up) unless the test
    holds a button down."""

    def __init__(self):
        self.low = set()
        self.opened = []

    def module(self):
        pins = self
        digitalio = types.ModuleType("digitalio")

        class Pull:
            UP = "UP"
            DOWN = "DOWN"

        class Direction:
            INPUT = "INPUT"
            OUTPUT = "OUTPUT"

        class DigitalInOut:
            def __init__(self, pin):
                self.pin = pin
                self.pull = None
                self.direction = Direction.INPUT
                pins.opened.append(self)

            @property
            def value(self):
                return self.pin.name not in pins.low

            def deinit(self):
                pass

        digitalio.Pull = Pull
        digitalio.Direction = Direction
        digitalio.DigitalInOut = DigitalInOut
        return digitalio


@pytest.fixture
def pi_hw(monkeypatch, tmp_path):
    """Stands in for the Pi's bus and pins; Blinka's own keypad scans them.
    Saves go to a fresh home folder, so no run resumes another's game."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    hw = types.SimpleNamespace(panel=None, pins=Pins())
    # displayio and the driver, imported as on the Pi (their annotations name
    # the real busio classes); only what the firmware asks busio for is stood in
    import adafruit_displayio_ssd1306  # noqa: F401
    import displayio  # noqa: F401
    import i2cdisplaybus  # noqa: F401

    busio = types.ModuleType("busio")

    def I2C(scl, sda, frequency=100000):
        hw.panel = Bus(scl, sda, frequency)
        return hw.panel

    busio.I2C = I2C
    monkeypatch.setitem(sys.modules, "board", pi_board())
    monkeypatch.setitem(sys.modules, "busio", busio)
    monkeypatch.setitem(sys.modules, "digitalio", hw.pins.module())
    monkeypatch.delitem(sys.modules, "supervisor", raising=False)  # Blinka has none
    monkeypatch.delitem(sys.modules, "keypad", raising=False)
    import keypad  # Blinka's, bound to the stand-in digitalio

    assert hasattr(keypad, "_KeysBase"), "expected Blinka's keypad.py"
    monkeypatch.setitem(sys.modules, "keypad", keypad)
    for key in list(os.environ):
        if key.startswith("SOLITAIRE_"):
            monkeypatch.delenv(key)
    saved = dict(os.environ)
    # pi.run forgets the imported firmware to start it afresh (on a Pi it is
    # the whole process); here the later tests' modules hold the firmware
    # imported at collection, so that copy goes back once the run is over
    firmware = {n: m for n, m in sys.modules.items() if n == "solitaire" or n.startswith("solitaire.")}
    yield hw
    os.environ.clear()
    os.environ.update(saved)
    for name in [n for n in sys.modules if n == "solitaire" or n.startswith("solitaire.")]:
        del sys.modules[name]
    sys.modules.update(firmware)


def press_down_then_stop(hw, monkeypatch, pin="D27"):
    """Makes the main loop's idle sleeps run a script: once running, hold
    ``pin`` for 100 ms, release it, and stop once the panel was redrawn."""
    real_sleep = time.sleep
    main = threading.main_thread()
    state = {"step": 0}

    def sleep(seconds):
        real_sleep(seconds)
        device = sys.modules.get("solitaire.console.device")
        if threading.current_thread() is not main or getattr(device, "LAST", None) is None:
            return  # another thread, or the driver's set-up pauses
        now = time.monotonic()
        if state["step"] == 0:
            state["boot"] = hw.panel.snapshot()
            state["env"] = {k: v for k, v in os.environ.items() if k.startswith("SOLITAIRE_")}
            hw.pins.low.add(pin)
            state.update(step=1, t=now)
        elif state["step"] == 1 and now - state["t"] > 0.1:
            hw.pins.low.discard(pin)
            state.update(step=2, t=now)
        elif state["step"] == 2:
            fb, writes = hw.panel.snapshot()
            if fb != state["boot"][0] or now - state["t"] > 5:
                state["after"] = (fb, writes)
                raise Stop()

    monkeypatch.setattr(time, "sleep", sleep)
    return state


# --- tests ---------------------------------------------------------------------


def test_settings_file_is_circuitpython_format(tmp_path):
    s = pi.read_settings(SETTINGS)
    assert s["SOLITAIRE_SDA"] == "SDA" and s["SOLITAIRE_SCL"] == "SCL"
    assert s["SOLITAIRE_ADDRESS"] == 0x3C and s["SOLITAIRE_I2C_HZ"] == 400000
    assert [s["SOLITAIRE_BTN_" + b] for b in ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")] == [
        "D17", "D27", "D22", "D23", "D24", "D25"]
    bad = tmp_path / "settings.toml"
    bad.write_text('[wifi]\nSSID = "x"\n')
    with pytest.raises(pi.SettingsError, match="top level"):
        pi.read_settings(str(bad))
    bad.write_text("SOLITAIRE_GAME = klondike\n")
    with pytest.raises(pi.SettingsError):
        pi.read_settings(str(bad))


def test_export_makes_strings_and_points_at_the_assets():
    env = {}
    out = pi.export({"SOLITAIRE_DEAL": 7, "SOLITAIRE_GAME": "klondike"}, env, FIRMWARE)
    assert env["SOLITAIRE_DEAL"] == "7" and env["SOLITAIRE_GAME"] == "klondike"
    assert env["SOLITAIRE_ASSETS"] == os.path.join(FIRMWARE, "assets") == out["SOLITAIRE_ASSETS"]


def test_missing_pins_are_named_before_anything_starts():
    board = pi_board()
    with pytest.raises(pi.SettingsError) as e:
        pi.check_pins(board, {"SOLITAIRE_SDA": "SDA", "SOLITAIRE_SCL": "SCL", "SOLITAIRE_BTN_UP": "D99"})
    msg = str(e.value)
    assert 'SOLITAIRE_BTN_UP (set to "D99")' in msg
    assert 'SOLITAIRE_BTN_DOWN (not set, so the Pico default "GP11")' in msg
    assert "D17" in msg  # lists the pins the board has
    env = {k: v for k, v in pi.read_settings(SETTINGS).items() if isinstance(v, str)}
    used = dict(pi.check_pins(board, env))
    assert used["SOLITAIRE_BTN_B"] == "D25" and "SOLITAIRE_BTN_START" not in used


def test_check_only(pi_hw, capsys):
    assert pi.main(["--settings", SETTINGS, "--check"]) == 0
    out = capsys.readouterr().out
    assert "SDA=SDA, SCL=SCL, BTN_UP=D17" in out
    assert pi_hw.panel is None  # --check opens no bus


@needs_renderer
def test_pi_path_reads_settings_opens_i2c_and_draws(pi_hw, monkeypatch, capsys):
    state = press_down_then_stop(pi_hw, monkeypatch)
    with pytest.raises(Stop):
        pi.run(SETTINGS, firmware=FIRMWARE)
    panel = pi_hw.panel
    # settings.toml reached os.getenv

    assert state["env"]["SOLITAIRE_BTN_DOWN"] == "D27"
    assert state["env"]["SOLITAIRE_ASSETS"] == os.path.join(FIRMWARE, "assets")
    # the bus: the right pins, 400 kHz, the panel's address
    assert panel.args == ("SCL", "SDA", 400000)
    assert panel.on and panel.bytes_total > 1024  # the panel's address (others raise) and a frame
    # the buttons: Blinka's keypad on the six pins, pulled up
    opened = [(d.pin.name, d.pull) for d in pi_hw.pins.opened]
    assert opened == [(n, "UP") for n in ("D17", "D27", "D22", "D23", "D24", "D25")]
    # it drew at boot, and again after the button
    boot_rows, boot_writes = state["boot"]
    assert "".join(boot_rows).count("#") > 100
    rows, writes = state["after"]
    assert writes > boot_writes and rows != boot_rows, "no redraw after pressing down"
    assert "SDA=SDA" in capsys.readouterr().out


@needs_renderer
def test_pi_boot_screen_is_the_simulators(pi_hw, monkeypatch):
    """The Pi path and the simulator share everything but the bus and the
    buttons: the same settings give the same boot screen, byte for byte."""
    from sim import hw as simhw

    real_sleep = time.sleep
    state = press_down_then_stop(pi_hw, monkeypatch)
    with pytest.raises(Stop):
        pi.run(SETTINGS, firmware=FIRMWARE)
    pi_boot = state["boot"][0]
    monkeypatch.setattr(time, "sleep", real_sleep)

    sim_panel = VirtualPanel()

    def feed():
        raise simhw.Stop()

    monkeypatch.setattr(simhw, "FIRMWARE", FIRMWARE)
    for key in list(os.environ):
        if key.startswith("SOLITAIRE_"):
            del os.environ[key]
    simhw.Hardware(sim_panel, feed).run_code_py({})
    assert sim_panel.rows() == pi_boot


def test_wiring_diagrams_draw(tmp_path):
    from PIL import Image

    from host_tools import wiring

    assert wiring.main(["--out", str(tmp_path)]) == 0
    for name in ("wiring-pico.png", "wiring-pi.png"):
        with Image.open(tmp_path / name) as im:
            assert im.size[0] >= 1600 and im.size[1] >= 1000
            # the wire colours are there
            colours = {c for _, c in im.convert("RGB").getcolors(1 << 20)}
            keys = ("3V3", "SDA", "SCL", "UP", "B") + (("BUZZER",) if name == "wiring-pico.png" else ())
            for key in keys:  # (the Pico's has the optional piezo: issue 33)
                rgb = tuple(int(wiring.COLOURS[key][i:i + 2], 16) for i in (1, 3, 5))
                assert rgb in colours, (name, key)


def test_i2c_speed_note_reads_the_device_tree(tmp_path):
    dt = tmp_path / "clock-frequency"
    dt.write_bytes((100000).to_bytes(4, "big"))
    note = pi.i2c_speed_note(400000, str(dt))
    assert "runs at 100000 Hz" in note and "dtparam=i2c_arm_baudrate=400000" in note
    dt.write_bytes((400000).to_bytes(4, "big"))
    assert pi.i2c_speed_note(400000, str(dt)) is None
    assert pi.i2c_speed_note(400000, str(tmp_path / "none")) is None


def test_bad_settings_exit_2(tmp_path, pi_hw, capsys):
    bad = tmp_path / "settings.toml"
    bad.write_text('SOLITAIRE_BTN_UP = "D99"\n')
    assert pi.main(["--settings", str(bad)]) == 2
    assert 'SOLITAIRE_BTN_UP (set to "D99")' in capsys.readouterr().err
    assert pi_hw.panel is None
    assert pi.main(["--settings", str(tmp_path / "missing.toml")]) == 2


def test_the_firmware_the_other_tests_imported_is_there_after_a_run():
    """After the runs above (each forgets the imported firmware), the copy
    that the other test files imported at collection is the one imported
    again: test_faults swaps out ``solitaire.gamelist`` by name, and failed
    after this file when a run had left its own copy, without that module."""
    assert sys.modules["solitaire.cards.games"] is FIRMWARE_GAMES
