"""Six-Suit Solitaire's numbers: its piles, move kinds, history flags and
tiles, shared by the engine (``engine.py``, which describes the rules), the
rules of play (``legal.py``) and making moves (``moves.py``).

The few numbers the family shares with the card engine are defined here
again (``FACE_UP``, ``SUIT_COLOUR``: ``cards/card.py``'s; ``F_AUTO``, ``NO``:
``cards/piles.py``'s; test_sixsuit holds them equal), and so is
``windows`` (``cards/piles.py``'s, the card engine's, whose module holds
20 names more): the family's run loads neither card module, whose names
(about 40 qstrs, held for good) took Solitaire for Two's runs past the
1261st name's 9 KB pool (ARCHITECTURE.md)."""

from micropython import const

FACE_UP = 0x80  # a tile's face-up bit
# colour per suit (C D H S A W, two unused): 0 black, 1 red, 2 green
SUIT_COLOUR = b"\x00\x01\x01\x00\x02\x02\x01\x00"
F_AUTO = 0x80  # a history flag: made by the game, not the player
NO = "Not allowed"  # legal.check's answer when the caller does not need the reason

# piles
STOCK = 0
DISC = 1
F0 = 2
JOKERS = 8
L0 = 9
T0 = 18
NPILES = 27
REC = 6  # bytes per history record
# Solitaire for Two's piles after those (``fortwo.py``): the up tiles, the
# reserve; and move sources naming the up tiles (``U0 + i``: up tile i)
UP = 27
RES = 28
U0 = 29
# windows(CAP): the piles, then the deck, size, loc, jdecl and jflags
CAP = (81, 81) + (13,) * 6 + (3,) + (13,) * 9 + (8,) * 9 + (81, NPILES, 0x60, 3, 3)

# move kinds
MOVE = 0
DRAW = 1
DECLARE = 2
EXCHANGE = 3
CASH = 4
LIBERTY = 5
DRAW_MOVE = DRAW << 16 | DISC << 8 | STOCK

JOKER = b"\x0e\x1e\x4e"  # by colour: black, red, green
DECK = bytes([r | s << 4 for s in range(6) for r in range(1, 14)]) + JOKER  # before the shuffle
PAIRS = b"\x00\x03\x01\x02\x04\x05"  # the two suits of each colour
UNDECLARED = 0x70
# what a deal starts from: no tiles in the piles, every tile in the stock,
# no Joker declared or odd; where the deck's first 45 tiles go (columns II..
# IX in turn, then one to each layout column)
NO_SIZES = bytes(32)  # (any engine's piles: sliced to their number)
IN_STOCK = bytes(0x60)  # (STOCK is pile 0)
ALL_UNDECLARED = bytes((UNDECLARED,)) * 3
NO_FLAGS = bytes(3)
DEALT_TO = bytes([T0 + c for c in range(1, 9) for _ in range(c)] + [L0 + c for c in range(9)])
EITHER = 7  # the suit of a "?" declaration
ODD = 1

# points per tile up top, by internal suit number (C D H S A W)
VALUE = (20, 20, 30, 30, 10, 40)
# the rail's (and the score sheet's) order: Anchors Clubs Diamonds Hearts Spades Wheels
RAIL = b"\x04\x00\x01\x02\x03\x05"

# history flags
F_TURN = 1  # the emptied column turned up its next tableau tile
F_GRAND = 2  # this move made the first Grand Sequence
_F_DECL = const(4)  # a Joker's declaration changed (the old one is in the record)
F_LIB = 8  # a liberty was earned

RANK_WORDS = ("", "an Ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9", "a 10", "a Jack", "a Queen", "a King")
COLOURS = ("black", "red", "green")




def windows(sizes):
    """Gets one new bytearray cut into windows (memoryviews) of ``sizes``: a
    game's piles. One allocation finds room in a fragmented heap much sooner
    than one for each pile, and a window never moves or grows."""
    mem = memoryview(bytearray(sum(sizes)))
    out = [None] * len(sizes)  # (appending would grow the list, moving it four times)
    at = 0
    for i in range(len(sizes)):
        n = sizes[i]
        out[i] = mem[at : at + n]
        at += n
    return out


def is_joker(t):
    return t & 15 == 14
