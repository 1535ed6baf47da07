"""``python -m sim shot``: press buttons on the device UI, headless, through
the real displayio stack and SSD1306 driver, and save what the panel shows."""

import sys

from sim.hw import Clock, Hardware, key_script
from sim.panel import VirtualPanel

ALL_BUTTONS = {"SOLITAIRE_BTN_START": "GP16", "SOLITAIRE_BTN_SELECT": "GP17"}


def option_string(options):
    return ",".join(options or ())


def run_keys(game, deal, options, names, per_key=None):
    """Runs code.py on a virtual panel, opening ``game`` (None: the game
    menu) and pressing ``names`` in turn.

    Gets (console, panel, boot_bytes, bytes_per_key). ``per_key(i, name,
    console, panel)`` is called after each key is handled and drawn.
    """
    panel = VirtualPanel()
    clock = Clock()
    counts = []
    hw = None

    def after(i, name):
        counts.append(panel.take_count())
        if per_key is not None:
            per_key(i, name, sys.modules["solitaire.console.device"].LAST, panel)

    feed = key_script(names, clock, after=after)
    boot = {}

    def first_feed():
        if "bytes" not in boot:
            boot["bytes"] = panel.take_count()
        return feed()

    hw = Hardware(panel, first_feed, clock)
    env = dict(ALL_BUTTONS)
    if game:
        env["SOLITAIRE_GAME"] = game
        env["SOLITAIRE_DEAL"] = str(1 if deal is None else deal)
        env["SOLITAIRE_OPTIONS"] = option_string(options)
    console = hw.run_code_py(env)
    return console, panel, boot.get("bytes", 0), counts, hw


SETTLE = ["wait"]  # after the last key the console's timers run 100 ms: screens drawn over several frames
# (Solitaire for Two draws its columns two a frame) are whole; a computer seat acts only every 500 ms


def main_shot(args):
    names = args.keys.split() if args.keys else []
    try:
        console, panel, boot, counts, hw = run_keys(args.game, args.deal, args.option, names + SETTLE)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    problems = console.problems if hasattr(console, "problems") else []
    for p in problems:
        print("settings: %s" % p, file=sys.stderr)
    print("boot: %d bytes" % boot)
    for i, name in enumerate(names):
        n = counts[i] if i < len(counts) else 0
        print("key %d %s: %d bytes (%.2f ms at %d kHz)" % (i + 1, name, n, n * 9 / 400.0, 400))
    img = panel.to_image(scale=args.scale or 1)
    img.save(args.out)
    print("saved %s" % args.out)
    return 0
