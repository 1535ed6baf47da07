"""``python -m sim``: the simulator window.

It runs the firmware's own ``code.py`` with the virtual panel and virtual
buttons standing in for the hardware, and shows the panel's framebuffer (what
the SSD1306 would light) scaled up in a plain pygame window. With Settings'
Sound on, the buzzer's notes play on the sound card when there is one
(``sim/speaker.py``).
"""

import os
import sys
import time

from sim.cli import WINDOW_SCALE
from sim.hw import Clock, Hardware, Stop
from sim.panel import VirtualPanel
from sim.speaker import open_speaker

BORDER = 16
LIT = (120, 210, 255)
DARK = (8, 10, 14)

# keyboard -> (button number, as in solitaire.console.buttons.BUTTONS)
KEYMAP_NAMES = {
    "up": 0,
    "down": 1,
    "left": 2,
    "right": 3,
    "z": 4,
    "space": 4,
    "return": 4,
    "x": 5,
    "backspace": 5,
    "escape": 6,  # start: pause
    "a": 7,  # select: send up
}


LAST_CONSOLE = None  # the console of the last window, for tests


class RealClock(Clock):
    """Wall-clock milliseconds; sleeping really sleeps."""

    def __init__(self):
        Clock.__init__(self)
        self.t0 = time.monotonic()

    def ticks_ms(self):
        return int((time.monotonic() - self.t0) * 1000) & ((1 << 29) - 1)

    def sleep(self, seconds):
        self.real_sleep(seconds)


def default_drive():
    """Gets the window's drive folder, where its saves stay between runs as
    they do on the device: the platform's usual place for a user's data."""
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
    return os.path.join(base, "solitaire-console", "drive")


def main_window(args):
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # (its greeting on stdout)
    import pygame

    # the display alone: pygame.init() opens the sound card too, and on a
    # machine without one ALSA prints eight error lines on stderr (the
    # speaker opens it with them swallowed, or not at all)
    pygame.display.init()
    scale = getattr(args, "scale", None) or WINDOW_SCALE
    size = (128 * scale + 2 * BORDER, 64 * scale + 2 * BORDER)
    try:
        window = pygame.display.set_mode(size)
    except pygame.error as e:
        print("python -m sim: no window (%s); try 'python -m sim shot --help'" % e, file=sys.stderr)
        return 2
    pygame.display.set_caption("Solitaire console (simulator)")
    keymap = {pygame.key.key_code(name): button for name, button in KEYMAP_NAMES.items()}
    panel = VirtualPanel()
    clock = RealClock()
    pending = []
    state = {"frames": -1}

    def draw():
        img = panel.to_image(scale=1).convert("L")
        surf = pygame.Surface((128, 64))
        px = img.load()
        for y in range(64):
            for x in range(128):
                surf.set_at((x, y), LIT if px[x, y] else DARK)
        window.fill((30, 30, 34))
        window.blit(pygame.transform.scale(surf, (128 * scale, 64 * scale)), (BORDER, BORDER))
        pygame.display.flip()

    def feed():
        if not pending:
            for ev in pygame.event.get():
                if ev.type == pygame.QUIT:
                    raise Stop()
                if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in keymap:
                    pending.append((keymap[ev.key], ev.type == pygame.KEYDOWN))
            if panel.writes != state["frames"]:
                state["frames"] = panel.writes
                draw()
        return pending.pop(0) if pending else None

    pins = {"SOLITAIRE_BTN_START": "GP16", "SOLITAIRE_BTN_SELECT": "GP17"}  # (the keyboard's start and select; settings.toml may move them)
    env = {}
    if getattr(args, "game", None):
        env["SOLITAIRE_GAME"] = args.game
        env["SOLITAIRE_DEAL"] = str(1 if args.deal is None else args.deal)
        env["SOLITAIRE_OPTIONS"] = ",".join(args.option or ())
    global LAST_CONSOLE
    drive = getattr(args, "drive", None)
    if not drive:  # (a folder named on the command line must be there: cli.cmd_window)
        drive = default_drive()
        os.makedirs(drive, exist_ok=True)
    hw = Hardware(panel, feed, clock, drive=drive)
    hw.speaker = open_speaker()  # (None: no sound card, or a headless run)
    try:
        LAST_CONSOLE = hw.run_code_py(env, defaults=pins)
    finally:
        if hw.speaker is not None:
            hw.speaker.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(main_window(None))
