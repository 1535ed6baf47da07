"""A stripped deck: a deck with some ranks of every suit left out, for the
records whose ``Rules.extra`` place 34, ``strip``, is set (Amazons: 2 to 6
and the Kings out, 28 cards; British Constitution: the Queens and Kings of
two decks out, 88). The place packs the ranks out as ``low | high << 4``:
the ``low`` ranks from 2 up and the ``high`` from the King down; a suit
keeps its Ace and the ranks between (build_catalogue's ``strip``).

``Rules.cards()`` counts the cards left and ``board.py``'s deal builds the
deck of them (both with no call here: every card game deals); this module
holds what only the stripped games ask, the rules screen's line, and only
the rules screen imports it.
"""

from micropython import const

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_STRIP = const(34)  # (rules.py and board.py read it by its number: every card game deals)
_PIQUET_UP = const(22)  # a found_dir: up through a piquet deck's ranks, A 7 8 ... K (order.py)

_RANKS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def kept(r):
    """Gets the ranks a suit keeps, low to high (Amazons': 1, 7, 8 ... 12)."""
    x = r.extra[_STRIP]
    return (1,) + tuple(range(2 + (x & 15), 14 - (x >> 4)))


def words(r):
    """Gets the rules screen's line for the deck: its cards and the ranks out."""
    x = r.extra[_STRIP]
    low, high = x & 15, x >> 4
    out = []
    if low:
        out.append("2 to %s" % _RANKS[low + 1] if low > 1 else "the 2s")
    if high:
        out.append(("Kings", "Queens and Kings")[high - 1] if high < 3 else "%s to K" % _RANKS[14 - high])
    ks = kept(r)
    n = r.decks()
    return "Cards: %d, %s deck%s with %s out: A, %s to %s in each suit.%s" % (
        r.cards(), "one" if n == 1 else "%d" % n, "" if n == 1 else "s", " and ".join(out), _RANKS[ks[1]], _RANKS[ks[-1]],
        " A 7 follows an Ace, up and down." if r.found_dir == _PIQUET_UP else "")  # (order.py's piquet order, the foundations' and the tableau's)
