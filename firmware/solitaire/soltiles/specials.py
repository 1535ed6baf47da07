"""Solitaire Tiles' special tiles as card bytes, and the layer's move codes
(see ``engine.py``)."""

RED_WILD = 0x6F
BLACK_WILD = 0x7F
SWIRL = 0x4F  # (and 0x5F: the second Swirl)
SPECIAL = 15  # the specials' rank
STANDARD = 0  # the modes
POINTS = 1
TWO = 2

END = 0xFE  # a destination: the player ends the game
NO_PLACE = 0xFF  # ``Tiles.wild_up``: that Wild is not up top

# ``n`` codes of the layer's moves (a card move's ``n`` is a count, < 0x40)
REPLACE = 0x40  # src's top natural takes the place of the Wild atop dst
WILD_UP = 0x50  # | suit: a Wild from the hand onto foundation dst as that suit
SWAP = 0x60  # | rank: two naturals of that rank and colour in piles src, dst swap

# each tile's points: Ace 1, 2-10 their value, the court tiles 15
VALUE = b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0f\x0f\x0f\x00\x00"
GOAL = 1000
BONUS = 100


def is_special(c):
    return c & 15 == SPECIAL


def is_stand_in(c):
    """Checks if a tile is a Wild standing on a sequence."""
    return c & 0x60 == 0x60 and c & 15 != SPECIAL


def wild_colour(c):
    """Gets the colour (0 black, 1 red) of a Wild, in the hand or standing in."""
    return 1 if c & 0x70 == 0x60 else 0
