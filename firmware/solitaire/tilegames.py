"""The tile games' records (Six-Suit Solitaire, Solitaire for Two, and
Solitaire Tiles, a card engine record its own package plays), apart from
``gamelist.py``: the game list names them by id, and a record is made here
when it is asked for, this module dropped after (``cards.games.GameList``'s
``_tiles``), so a card game's run holds none of them and a tile game's run
its own record alone (3,120 bytes of heap the three, in every run before:
docs/heap.md).
"""

from solitaire.cards.rules import FILL_KING, FRONT, TILES, Rules

# who plays a seat: 0 a person, 1-3 the computer at that level (seats 2-4:
# the computer first)
HUMAN = 0


def record(gid):
    """Makes tile game ``gid``'s record."""
    # Solitaire Tiles: a card engine record, played by its own package's
    # layer on the card engine (the Wilds and Swirls of Points, two players)
    if gid == "soltiles":
        r = Rules(
            "soltiles",
            "Solitaire Tiles",
            family="soltiles",
            move=FRONT,
            fill=FILL_KING,
            draw=3,
            options=(
                ("mode", (0, 1, 2), ("standard", "points", "two")),
                ("players", (2,), ("2",)),  # (two: for --players 2)
                ("seat2", (0, 1), ("human", "cpu")),
                ("colour", (1, 0), ("red", "black")),  # seat 1's
                ("match", (0, 1), ("games", "points")),  # three games, won by
            ),
        )
        # its Play's room at its family's load (``console.app``'s
        # ``_load_family``): the history (2,048 bytes for one player), the
        # two players' log and the piles, more than a card game's 3,072 (a
        # saved game of one player resumed at power-on from 154 KB of raw
        # heap in that room, from 151 in this)
        r.room = 4352
        return r  # (drawn at a card game's pitch)
    if gid == "sixsuit":
        r = Rules("sixsuit", "Six-Suit Solitaire", family=TILES, options=(("assist", (True, False), ("on", "off")),))
    else:
        r = Rules(
            "fortwo",
            "Solitaire for Two",
            family=TILES,
            options=(
                ("players", (2, 3, 4), ("2", "3", "4")),
                ("seat1", (0, 1, 2, 3), ("human", "cpu1", "cpu2", "cpu3")),
            )
            # (seats 2-4 share one pair of tuples, made once)
            + tuple((seat, (2, 3, 1, 0), ("cpu2", "cpu3", "cpu1", "human")) for seat in ("seat2", "seat3", "seat4"))
            + (
                ("assist", (True, False), ("on", "off")),
                ("first", (0, 1, 2, 3, 4), ("deal", "1", "2", "3", "4")),
            ),
        )
    # the widest pitch its tiles are drawn at (pixels; ten columns), read
    # before the family loads: power-on's room for the sheets is taken again
    # at its size (``console.resume.resume``, ``console.resume.reserve``)
    r.pitch = 12
    return r
