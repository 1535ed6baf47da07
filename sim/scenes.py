"""Named screens of the device UI, each a game, deal and button presses.

The golden-screenshot tests compare them pixel for pixel; ``python -m
sim.scenes OUTDIR`` (``make screenshots``) writes them, scaled, for the README.
"""

import os
import sys

from sim.shot import run_keys

# name: (game or None for the game menu, deal, options, keys, what it shows)
SCENES = {
    "menu": (None, 1, [], "", "the game menu"),
    "klondike": ("klondike", 4, [], "right right", "Klondike: cursor on the third pile"),
    "klondike-pick": ("klondike", 4, [], "right right right a", "a pick: the picked card inverted, the landing marked"),
    "freecell": ("freecell", 1, [], "right right right", "FreeCell #1, cells and foundations on top"),
    "spider": ("spider", 1, ["suits=2"], "", "Spider, two suits, ten piles at the narrow pitch"),
    "yukon": ("yukon", 2, [], "right right right right right right up up up", "Yukon: a long pile, the cursor four cards deep"),
    "canfield": ("canfield", 2, [], "", "Canfield: stock, waste, reserve, foundations"),
    "pause": ("klondike", 4, [], "hold-b down down down down down", "the pause menu"),
    "rules": ("freecell", 1, [], "hold-b up up a", "the rules screen, written from the game's record"),
}


def render(name):
    """Runs a scene headless; gets the virtual panel at its end."""
    game, deal, options, keys, _ = SCENES[name]
    _, panel, _, _, _ = run_keys(game, deal, options, keys.split())
    return panel


def main(argv):
    out = argv[0] if argv else "assets/screenshots"
    os.makedirs(out, exist_ok=True)
    for name in SCENES:
        path = os.path.join(out, name + ".png")
        render(name).to_image(scale=4).save(path)
        print("wrote %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
