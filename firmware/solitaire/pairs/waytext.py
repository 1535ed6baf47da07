"""The rules screen's sentences for the games of ``discard.py`` and
``runs.py`` (a record with ``WAY`` or ``FLAGS`` set), written from the
record as ``text.py`` writes the others' (loaded only while it shows)."""

from micropython import const

from solitaire.pairs import engine as E

# discard.py's and runs.py's values, named here so that the rules screen
# loads neither (their code, 600 lines, cost 3M fuel to load in the key that
# opens the screen from the menu; tests/test_pairs.py holds them equal)
_DROP = const(1)
_SUITS = const(2)
_NESTOR = const(3)
_FRIDAY = const(4)
_SQUARE = const(5)
_ROW_WAYS = const(8)
_RUNS = const(8)
_BETWEEN = const(9)
_ENDS = const(10)
_SPACE = const(1)  # FLAGS' bits
_STUCK = const(2)
_TENS = const(4)
_STOCK_EACH = const(8)  # a value of the engine's STOCK place

_KEYS = "Keys: A picks a card, then A removes it with the one marked (left/right: another). B undoes."


def rules_texts(rules, x):
    """Gets the rules as sentences, from record ``x``'s places."""
    way = x[E.WAY]
    n = x[E.SIZE]
    low = x[E.FLAGS] >> 4
    deck = "%d cards" % (4 + 4 * (14 - low) if low else rules.cards())
    out = []
    if way >= _ROW_WAYS:
        if way == _BETWEEN:
            out.append("%s. The Queen of Hearts starts a row; the King of Hearts is the stock's last card." % deck)
            out.append("Two cards of a suit or a rank with one or two cards between them: those between go.")
        elif way == _ENDS:
            out.append("%s. %d cards dealt in a row; only the last four play." % (deck, x[E.ROWS]))
            out.append("The first and fourth of a suit: the two between go. Of a rank: all four go.")
        else:
            out.append("%s. %d dealt in a row; a card dealt goes on its right." % (deck, x[E.ROWS]))
            if x[E.FLAGS] & _TENS:
                out.append("Two or more cards side by side adding to %d, %d or %d go (Jack, Queen, King 10)." % (
                    x[E.TOTAL], 2 * x[E.TOTAL], 3 * x[E.TOTAL]))
            else:
                out.append("Cards side by side adding to a multiple of %d go (Jack 11, Queen 12, King 13); a %d alone too." % (
                    x[E.TOTAL], x[E.SINGLE]))
        out.append("Stock: A deals its top card onto the row's right%s." % (", when nothing goes" if x[E.FLAGS] & _STUCK else ""))
    else:
        if way == _SQUARE:
            out.append("%s. A %d x %d square; every card is free. The rest is the stock." % (deck, n, x[E.ROWS]))
        elif way == _NESTOR:
            out.append("%s: 8 columns of 6, no two of a rank in a column; the other 4 the reserve. The top cards and the reserve are free." % deck)
        elif way == _FRIDAY:
            out.append("%s: 3 piles of one, refilled from the stock at once, then 10 piles of 3 (never refilled). Top cards are free." % deck)
        elif x[E.ROWS] == 1:
            out.append("%s. %d cards dealt face up; each pile's top card is free." % (deck, n))
        else:
            out.append("%s dealt round %d piles of %d, face up. A pile's top card is free." % (deck, n, x[E.ROWS] or (4 + 4 * (14 - low)) // n))
        if way == _DROP:
            out.append("A top card goes when a higher card of its suit tops another pile (Aces high).")
        elif way == _SUITS:
            out.append("Remove two free cards of a suit.")
        elif way == _SQUARE:
            out.append("Remove two cards of a suit in one row or column, never an Ace; the stock fills their places at once.")
        elif x[E.MATCH] == E.SUM:
            out.append("Remove two free cards adding to %d (Jack 11, Queen 12, King 13). A King goes alone." % x[E.TOTAL])
        else:
            out.append("Remove two free cards of a rank.")
        if x[E.FLAGS] & _SPACE:
            out.append("A top card of a pile of two or more may go into an empty pile.")
        if x[E.STOCK] == _STOCK_EACH:
            out.append("Stock: A deals a card onto each pile%s." % (", when nothing goes or moves" if x[E.FLAGS] & _STUCK else ""))
    k = x[E.KEEP]
    out.append("Goal: %s." % ("the four Aces left" if way == _DROP or way == _SQUARE else "the King and Queen of Hearts together" if way == _BETWEEN
                              else "every card removed but %d" % k if k else "every card removed"))
    if way == _DROP:
        out.append("Keys: A on a card discards it, or picks it to go into the space marked (left/right: another). B undoes.")
    elif way == _ENDS:
        out.append("Keys: A on the first of the last four discards (auto-finish does it by itself); A on the stock draws. B undoes.")
    elif way >= _ROW_WAYS:
        out.append("Keys: A picks a card, then A removes %s the one marked (left/right: another). B undoes." % (
            "the cards between it and" if way != _RUNS else "the run from it to"))
    else:
        out.append(_KEYS)
    return out
