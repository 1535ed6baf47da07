"""What the game engines and the console share about piles and moves, kept
apart from the card engine (``board.py``) so that a tile game can be played
without the card engine in memory.

Piles are numbered from 0, the stock, and 1, the waste; a pile is a window
of one buffer (``windows``). A move is one small int, ``src | dst << 8 |
n << 16`` (``encode``); the history flags each move, ``F_AUTO`` when the game
made it rather than the player.
"""

STOCK = 0
WASTE = 1
ALL = 255  # a deal's destination: one card onto every tableau pile

# pile kinds
K_STOCK = 0
K_WASTE = 1
K_FOUND = 2
K_CELL = 3
K_RESERVE = 4
K_TAB = 5

# history flags
F_FLIP = 1  # the source's new top card was turned face up
F_FILL = 2  # the emptied source was refilled from the reserve
F_RFLIP = 4  # then the reserve's new top card was turned face up
F_AUTO = 0x80  # made by the game, not the player

NO = "Not allowed"  # check()'s answer when the caller does not need the reason


class IllegalMove(ValueError):
    """A move the rules do not allow; the message says why."""


def encode(src, dst, n):
    return src | dst << 8 | n << 16


def windows(sizes):
    """Gets one new bytearray cut into windows (memoryviews) of ``sizes``: a
    game's piles. One allocation finds room in a fragmented heap much sooner
    than one for each pile, and a window never moves or grows. Where no
    piece of the heap holds them all (a four-deck game's 3.7 KB amid the
    holes a run's opening left), each half gets one of its own."""
    try:
        mem = memoryview(bytearray(sum(sizes)))
    except MemoryError:
        h = len(sizes) // 2
        if not h:
            raise
        return windows(sizes[:h]) + windows(sizes[h:])
    out = [None] * len(sizes)  # (appending would grow the list, moving it four times)
    at = 0
    for i in range(len(sizes)):
        n = sizes[i]
        out[i] = mem[at : at + n]
        at += n
    return out
