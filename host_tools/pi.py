"""``make pi``: run the firmware on a Raspberry Pi (or any Linux board Blinka
supports) with a real SSD1306 on its I2C pins and buttons on its GPIO pins.

    python host_tools/pi.py [--settings FILE] [--check]
    make pi [SETTINGS=FILE]

Nothing in the firmware changes. Blinka provides the CircuitPython modules
(``board``, ``busio``, ``digitalio``, ``keypad``, ``displayio`` ...), so the
same ``firmware/code.py`` runs with the real ``busio.I2C`` and Blinka's
``keypad.Keys``, which scans the buttons through ``digitalio``. What differs
from the board is configuration only: this reads a ``settings.toml`` (the
firmware's format, default ``host_tools/pi-settings.toml``) and exports its
values to the environment, where ``os.getenv`` in ``solitaire/console/power_on.py``
finds them as it does on CircuitPython. The Pico's default pin names (GP4 ...)
do not exist on a Pi, so the file names Blinka's: ``SDA``, ``SCL``, ``D17`` ...

Before starting, every pin the firmware will ask for is looked up on this
board's ``board`` module; a missing one stops here with the names it has.
``--check`` stops after that check (and prints the settings it exported).
"""

import argparse
import os
import runpy
import sys
import traceback
import warnings

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
DEFAULT_SETTINGS = os.path.join(ROOT, "host_tools", "pi-settings.toml")
BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")


class SettingsError(Exception):
    """A settings.toml the firmware could not read, or a pin the board lacks."""


def read_settings(path):
    """Gets the root-level keys of a CircuitPython ``settings.toml`` as
    ``{name: str or int}``.

    :raises SettingsError: when the file does not parse, or holds anything
        but strings and integers at its root (what CircuitPython reads).
    """
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise SettingsError("%s: %s" % (path, e.strerror or e)) from None
    if tomllib is None:
        raise SettingsError("reading settings.toml needs Python 3.11 (tomllib)")
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise SettingsError("%s: %s" % (path, e)) from None
    out = {}
    for key, value in doc.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise SettingsError(
                "%s: %s is a %s; CircuitPython's settings.toml holds strings and integers at "
                "the top level only" % (path, key, type(value).__name__)
            )
        out[key] = value
    return out


def export(settings, environ=None, firmware=FIRMWARE):
    """Puts ``settings`` into the environment as strings (``os.getenv`` in
    the firmware turns numbers back into ints), and points
    ``SOLITAIRE_ASSETS`` at ``firmware/assets`` unless the file names a folder
    (a relative one counts from ``firmware/``, as ``/assets`` is the drive's).

    Gets the exported ``{name: str}``.
    """
    environ = os.environ if environ is None else environ
    out = {k: str(v) for k, v in settings.items()}
    assets = out.get("SOLITAIRE_ASSETS", "assets")
    if not os.path.isabs(assets):
        assets = os.path.join(firmware, assets)
    out["SOLITAIRE_ASSETS"] = assets
    environ.update(out)
    return out


def _device_defaults(firmware=FIRMWARE):
    """Gets ``{setting: default pin name}`` from ``solitaire/console/power_on.py``."""
    if firmware not in sys.path:
        sys.path.append(firmware)  # last: firmware/code.py must not hide the stdlib "code"
    from solitaire.console import power_on

    names = {"SOLITAIRE_SDA": "GP4", "SOLITAIRE_SCL": "GP5"}
    for i, button in enumerate(BUTTONS):
        names["SOLITAIRE_BTN_" + button.upper()] = power_on.DEFAULT_PINS[i]
    return names


def check_pins(board, environ=None, firmware=FIRMWARE):
    """Checks that every pin the firmware will ask ``board`` for exists.

    Gets ``[(setting, pin name)]`` of the pins in use.

    :raises SettingsError: naming each missing pin and the pins there are.
    """
    environ = os.environ if environ is None else environ
    used = []
    missing = []
    for key, default in _device_defaults(firmware).items():
        name = environ.get(key) or default
        if not name:
            continue  # an optional button left out
        if getattr(board, name, None) is None:
            how = "set to" if environ.get(key) else "not set, so the Pico default"
            missing.append('%s (%s "%s")' % (key, how, name))
        else:
            used.append((key, name))
    if missing:
        have = sorted(
            n
            for n in dir(board)
            if not n.startswith("_") and n.isupper() and getattr(board, n, None) is not None
        )
        raise SettingsError(
            "this board has no pin for %s. Name its pins in the settings file, e.g. "
            'SOLITAIRE_BTN_UP = "D17" (host_tools/pi-settings.toml). Pins here: %s'
            % (
                "; ".join(missing),
                " ".join(have)
                or "none (Blinka knows no GPIO on this %s: on a desktop, use make sim)"
                % getattr(board, "board_id", "machine"),
            )
        )
    return used


def i2c_speed_note(hz, sysfs="/sys/class/i2c-adapter/i2c-1/of_node/clock-frequency"):
    """Gets a note when Linux runs the I2C bus slower than ``hz`` (Blinka
    cannot set the speed: the kernel's device tree does), or None."""
    try:
        with open(sysfs, "rb") as f:
            actual = int.from_bytes(f.read(4), "big")
    except (OSError, ValueError):
        return None
    if actual >= hz:
        return None
    return (
        "note: the I2C bus runs at %d Hz, the firmware asks for %d; a full frame then takes "
        "longer. Add dtparam=i2c_arm_baudrate=%d to /boot/firmware/config.txt and reboot"
        % (actual, hz, hz)
    )


def _fresh_firmware():
    """Forgets any imported firmware modules, so the run starts from scratch."""
    for name in list(sys.modules):
        if name == "solitaire" or name.startswith("solitaire."):
            del sys.modules[name]


def run(settings_path=DEFAULT_SETTINGS, check_only=False, say=print, firmware=FIRMWARE):
    """Exports the settings, checks the pins and runs ``firmware/code.py``
    (for ever, unless the firmware raises).

    :raises SettingsError: on a bad settings file or a missing pin.
    """
    settings = read_settings(settings_path)
    exported = export(settings, firmware=firmware)
    _fresh_firmware()
    import board

    used = check_pins(board, firmware=firmware)
    say(
        "make pi: %s: %s"
        % (
            os.path.relpath(settings_path),
            ", ".join("%s=%s" % (k[len("SOLITAIRE_"):] if k.startswith("SOLITAIRE_") else k, v)
                      for k, v in used),
        )
    )
    if check_only:
        for k in sorted(exported):
            say("  %s=%s" % (k, exported[k]))
        return None
    try:
        note = i2c_speed_note(int(exported.get("SOLITAIRE_I2C_HZ", "400000"), 0))
    except ValueError:
        note = None  # the firmware names the bad value on the screen
    if note:
        say(note)
    # Blinka warns on every busio.I2C that Linux ignores the frequency; the note above says it once.
    warnings.filterwarnings("ignore", message="I2C frequency is not settable")
    return runpy.run_path(os.path.join(firmware, "code.py"), run_name="__main__")


HINTS = (
    ("gpiod", "Blinka's GPIO backend is missing: .venv/bin/pip install 'gpiod>=2.2.2,<3'"),
    ("I2C Bus", "enable I2C: sudo raspi-config nonint do_i2c 0 (or Interface Options > I2C), "
     "then reboot"),
    ("I2C write error", "the panel does not answer: check its address (SOLITAIRE_ADDRESS) and "
     "i2cdetect -y 1"),
    ("Remote I/O", "nothing answers at the panel's address: check the wiring and i2cdetect -y 1"),
    ("No such device", "nothing answers at the panel's address: check the wiring and i2cdetect -y 1"),
    ("Permission denied", "add your user to the i2c and gpio groups: sudo adduser $USER i2c gpio"),
)


def _sleep_panel():
    device = sys.modules.get("solitaire.console.device")
    console = getattr(device, "LAST", None)
    try:
        console.display.sleep()
    except Exception:  # best effort on the way out
        pass


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="make pi",
        description="Run the console on a Raspberry Pi (or another Linux board Blinka supports) "
        "with a real SSD1306 and buttons; configuration comes from a settings.toml.",
    )
    p.add_argument("--settings", default=DEFAULT_SETTINGS, help="settings.toml to use (default: %(default)s)")
    p.add_argument("--check", action="store_true", help="check the settings and pins, then stop")
    args = p.parse_args(argv)
    try:
        run(args.settings, args.check)
    except SettingsError as e:
        print("make pi: %s" % e, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        _sleep_panel()
        print("make pi: stopped", file=sys.stderr)
        return 0
    except Exception as e:  # hardware set-up errors: say what usually fixes them
        traceback.print_exc()
        text = "%s %s" % (type(e).__name__, e)
        for needle, hint in HINTS:
            if needle in text:
                print("make pi: %s" % hint, file=sys.stderr)
                break
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
