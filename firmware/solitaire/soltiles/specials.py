"""Solitaire Tiles' special tiles as card bytes, and the layer's move codes
(see ``engine.py``): the names the notation, the simulator and the tests
read. The device's modules hold the numbers they use as consts of their own
(``_NAME = const(n)``: a from-import is an entry in the module's globals for
as long as it is loaded), so a run never loads this module (the tile
predicates are ``legal.py``'s, the points' table ``Tiles.VALUE``);
``tests/test_soltiles.py`` holds every such const equal to its number here."""

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

GOAL = 1000
BONUS = 100

