"""Named screens of the device UI, each a game, deal and button presses.

The golden-screenshot tests compare them pixel for pixel; ``python -m
sim.scenes OUTDIR`` (``make screenshots``) writes them, scaled, for the README.
"""

import os
import sys

from sim.shot import run_keys

# name: (game or None for the game menu, deal, options, keys, what it shows)
SCENES = {
    # the pairing games (solitaire/pairs)
    "pyramid": ("pyramid", 1, [], "right a right right right a", "Pyramid: the 28 cards in seven rows at the 8-pixel pitch, the stock's top card face up beside the waste; a deal (A on the stock), then the 8 of the bottom row and the stock's 5 removed with one press (the 5 is the only card the 8 goes with)"),
    "accordion": ("accordion", 4, [], "left*4", "Accordion: the row of 52 piles in rows of ten at the 12-pixel pitch, the cursor on the 48th"),
    "doublepyramid": ("doublepyramid", 1, [], "left", "Double Pyramid: its 45 cards in nine rows through a window of sixteen columns by seven rows that follows the cursor; the message line names the cursor's card, the rows in view (r3-9) and, by its arrow, the column out of view at the left"),
    "montecarlo": ("montecarlo", 2, [], "hold-a", "Monte Carlo: the 5 x 5 grid, the reserve up top; the hint: the cursor on a card, the message its pair"),
    "fourteenout": ("fourteenout", 3, [], "", "Fourteen Out: twelve piles in two bands of six, the first four of five cards (an ellipsis for the bottom one)"),
    # the games of chance (solitaire/chance) and the scored grids (solitaire/squares)
    "clocksolitaire": ("clocksolitaire", 14, [], "a*9", "Clock Solitaire: the twelve hours round the Kings' centre, stacks of backs and the cards put under them; the card turned above, the pile it goes to lit, the status line says where"),
    "royalflush": ("royalflush", 2, [], "a*12", "Royal Flush: the five piles' backs, the cards the searches found under them, the pile searched lit, the discards top right, the status line the round, the pile and the flush's suit"),
    "cribbagesquare": ("cribbagesquare", 2, [], "hold-a a hold-a a hold-a a hold-a a hold-a a", "Cribbage Square: five cards on the 4 x 4 grid by the hint, the next card top left, the score on the status line"),
    "gaps": ("gaps", 1, [], "", "Gaps: the four rows of thirteen, the Aces taken out to leave the gaps (dotted where a card fits), the gap under the cursor lit and the card that fits it lit where it lies; the message line names that card and the square it goes to (the 5 of hearts to h2), R1 the round"),
    "bowling": ("bowling", 1, [], "hold-a a hold-a a hold-a a hold-a a hold-a a hold-a a hold-a a hold-a a b", "Bowling: the ten pins in a triangle (pin 1 at the bottom), seven filled by the hint, the eighth card taken back (the cursor on its pin, pin 7 top left); the ball piles below the card to place, top right; the status line the frame and the score"),
    "menu": (None, 1, [], "", "the game menu"),
    "menu-az": (None, 1, [], "down down down down a down down a", "A to Z's third run of games by name, with the status row"),
    "wide": ("triple_klondike", 1, [], "right right right", "Triple Klondike: thirteen piles at the 8-pixel pitch"),
    "loupe": ("la_belle_lucie", 1, [], "right right right", "La Belle Lucie's fourth pile: the loupe on the message line names the cursor's 7 of spades after the 10 of hearts it covers; the right edge's arrow says piles are off that side"),
    "scrolled": ("la_belle_lucie", 1, [], "left", "La Belle Lucie's 18 piles scrolled to the last: piles 3-18 shown, the message line says so"),
    "pool": ("flower_garden", 1, [], "up right right", "Flower Garden: the bouquet's 16 cards a reserve pile each on top (scrolled), the cursor on the third"),
    "reserves": ("castile", 1, [], "up", "Castile: four reserve piles of seven on top, their top cards playing, the cursor on the first"),
    "golf": ("golf", 1, [], "up", "Golf: the stock and the one foundation up top, the cursor on the stock"),
    "klondike": ("klondike", 4, [], "right right", "Klondike: cursor on the third pile"),
    "klondike-pick": ("klondike", 4, [], "right right right a", "a pick: the picked card inverted, the landing marked"),
    "freecell": ("freecell", 1, [], "right right right", "FreeCell #1, cells and foundations on top"),
    "spider": ("spider", 1, ["suits=2"], "", "Spider, two suits, ten piles at the narrow pitch"),
    "yukon": ("yukon", 2, [], "right right right right right right up up up", "Yukon: a long pile, the cursor four cards deep"),
    "canfield": ("canfield", 2, [], "", "Canfield: stock, waste, reserve, foundations"),
    "pause": ("klondike", 4, [], "hold-b down down down down down", "the pause menu"),
    "rules": ("freecell", 1, [], "hold-b up up a", "the rules screen, written from the game's record"),
    # Six-Suit Solitaire, played to these points by the greedy player of
    # tests/test_sixsuit_play.py ("left*3" is left three times; "wait" lets the
    # clock run 100 ms, and the end of the game is found when the keys rest)
    "sixsuit": (
        "sixsuit",
        92,
        [],
        (
            "left*3 a*2 left a*2 right a left*3 a left*3 a left a right*2 a right*3 a left*3 "
            "a left*4 a*6 left a left*2 a right*3 a*2 left a*2 left*3 a left*4 a right*4"
        ),
        "Six-Suit Solitaire mid-game: up top, the Joker column, the stock; the tableau counts over the layout, a Joker standing for the 2 of either black suit; the discards, the talon last; the status line",
    ),
    "sixsuit-joker": (
        "sixsuit",
        44,
        [],
        (
            "left*5 a*2 left a left*2 a right*3 a*2 left*2 a*3 left*3 a right*2 a right a*2 "
            "left a left*4 a*2 left a"
        ),
        "the talon Joker picked up: it would land under the 5 of column I as a green 4 of either suit (up/down names the suit)",
    ),
    "sixsuit-liberty": (
        "sixsuit",
        34,
        [],
        (
            "left*5 a*4 left*4 a right*2 a*3 left*5 a*4 left a right a left a right a left "
            "a*2 right*3 a*2 left*2 a*4 left a*2 right a*4 left a right a left a*2 right a*2 "
            "left a*2 right a left a right a left a left a"
        ),
        "a Joker cashed: a liberty (L1 over the discards), the cursor on the discard likeliest to play",
    ),
    "sixsuit-sheet": (
        "sixsuit",
        23,
        [],
        (
            "right a left*2 a right*2 a*2 right a right*4 a left a left a*2 left a*2 left*2 "
            "a*2 left*3 a*2 left a*2 right a left a right a*5 left a*2 right a*7 left a right "
            "a*2 left a left*2 a right a left a left a left a right a right*5 a left*5 a "
            "left*3 a*2 left a right*3 a left*4 a right*4 a left*4 a right*5 up*4 a*2 left*3 "
            "a*2 right*2 a*2 left*3 a right*5 a left a right a right a left a right a left a "
            "right a right a left a*2 right a*2 left a right a left a right a right a left a "
            "right a left*2 a*3 right*2 a right a*2 left a right*2 a*2 right a left a right a "
            "left a right a right*5 a*2 left*5 a right*5 a left*5 a left*5 a left a right a "
            "left a left*3 a*2 left*5 a left a left*4 a left a right*2 a left*4 a left*3 a "
            "left*2 a right*3 a*2 left a right a right a*2 left a left a right a*3 left*3 a*2 "
            "right a right*3 a left*3 a right a right*4 a*2 left a*2 right a left a wait*4"
        ),
        "a whole game through the keys, to the score sheet: per suit, Joker score, up top, down tiles, total and victory circles",
    ),
    # Solitaire Tiles, Points, played to here by the greedy player of
    # sim/soltiles_play.py
    "soltiles": (
        "soltiles",
        3,
        ["mode=points"],
        "right a wait left*2 a wait right*3 a wait up a*2 wait right*2 down a wait left*3 a wait left*2 up a wait a*2 wait left a wait right*2 up a wait right a wait left*3 down up a wait a wait right*2 up a wait right a wait right a*2 wait left*2 a wait right a wait*20",
        "Solitaire Tiles, Points: two Wilds standing in (a rank and a star), a Swirl owned in the hand (the top row's gap), the status line: points, the goal, the specials owned",
    ),
}


def key_names(keys):
    """Gets a scene's key names: ``left*3`` stands for three lefts."""
    out = []
    for word in keys.split():
        name, star, count = word.partition("*")
        out.extend([name] * (int(count) if star else 1))
    return out


def render(name):
    """Runs a scene headless; gets the virtual panel at its end."""
    game, deal, options, keys, _ = SCENES[name]
    _, panel, _, _, _ = run_keys(game, deal, options, key_names(keys))
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
