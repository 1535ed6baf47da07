"""Solitaire console: runs before code.py at power-on and reset.

It makes the CIRCUITPY drive writable for the game, so it can keep its saves
in /saves/ (the computer then sees the drive read-only), unless B is held:

* Power on (or press reset) as usual: the game saves to the drive, with the
  NVM as a second copy.
* Hold B (GP15, or the pin SOLITAIRE_BTN_B names in settings.toml) while
  plugging in or pressing reset, and keep it held a moment: the drive stays
  writable from the computer, for updates (make flash). The game then saves
  to the NVM only and says so when it starts.

boot.py runs only at power-on and reset, not when code.py reloads; what it
printed is in boot_out.txt.
"""

import os

import board
import digitalio
import storage
import time


def b_held():
    """Checks if the B button is held (it pulls its pin to ground)."""
    try:
        name = os.getenv("SOLITAIRE_BTN_B")
    except ValueError:  # a broken line in settings.toml: B's default pin (code.py names the line)
        name = None
    pin = getattr(board, name, None) if isinstance(name, str) else None
    if pin is None:
        pin = getattr(board, "GP15", None)
    if pin is None:
        return False
    button = digitalio.DigitalInOut(pin)
    button.switch_to_input(pull=digitalio.Pull.UP)
    time.sleep(0.02)  # let the pull-up settle
    held = not button.value
    button.deinit()
    return held


try:
    if b_held():
        print("B held: the drive stays writable from USB; saves go to the NVM")
    else:
        storage.remount("/", readonly=False)
        print("the drive is writable for the game's saves (hold B at reset for USB)")
except Exception as e:  # never stop the board from starting
    print("boot.py:", e)
