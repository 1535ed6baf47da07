"""The clocks' line on the rules screen (``words``: ``text.py`` imports
this module for a record whose ``found_dir`` is 8 to 10, as it imports
``amazons.py`` for 13): apart from ``clock.py``, whose load in the first
tick of The Clock cost 1.8M fuel of a 2,015,000 step from ``.mpy`` with
these two paragraphs in it (2.5 KB of ``.mpy``, 1.8 KB without)."""

from micropython import const

_BIG_BEN = const(9)  # found_dir: the 2 at 9 o'clock (else 8, Grandfather's Clock: at 5 o'clock)
_LAYERS = const(10)  # found_dir: a rank a pile, its suits in layers (The Clock)


def words(r):
    """Gets the rules screen's line for the foundations."""
    if r.found_dir == _LAYERS:
        return ("Foundations: thirteen, a rank each round a clock face, shown in a row: Aces (1 o'clock) to Queens (12), the Kings' "
                "last (the centre). Each takes its rank's four cards; the colours alternate up a pile, and each layer is of one suit "
                "on every pile: the first card of a layer up sets its suit. Cards up there stay.")
    suits = ", ".join(("clubs", "diamonds", "hearts", "spades")[s] for s in r.suits[:4])
    return ("Foundations: twelve round a clock face, shown in a row from 1 o'clock to 12, each dealt its base card: a 2 at %s o'clock, "
            "then a 3, 4 ... King clockwise, the suits in turn: %s. Each builds up in suit, round the corner (a King, then an Ace), "
            "until its top card shows its hour (a Jack 11, a Queen 12). Cards up there stay." % ("9" if r.found_dir == _BIG_BEN else "5", suits))
