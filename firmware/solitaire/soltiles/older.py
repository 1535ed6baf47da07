"""Solitaire Tiles' saves from before the stock's pass (issue 28): loaded
only when a saved game's position does not match (``rebuild.load_game``).

That version ended a two-player game when both seats knocked in a row
without a play, and its turn state had no pass (``turns.py``): its
knocks were the whole ``PASSES`` byte.
"""

from micropython import const

# turns.py's numbers, as its own consts (turns.py is loaded only as two players are dealt)
_KNOCKS = const(3)
_PASSES = const(2)


def as_older(b):
    """Takes the position as that version held it: no pass under way, and a
    game both seats knocked in a row without a play over, as it ended then.
    Gets False when that is the position already (it is not an older save)."""
    st = b.st
    knocks = st[_PASSES] & _KNOCKS
    over = 1 if knocks >= 2 else b.over
    if not b.two or (st[_PASSES] == knocks and over == b.over):
        return False
    st[_PASSES] = knocks
    b.over = over
    return True
