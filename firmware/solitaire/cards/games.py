"""The games, as data. No game has code of its own.

Rule sources: the politaire catalogue sections for each game
(shared/seeds/004_*.txt).
"""

from solitaire.cards.rules import (
    ALT_COLOUR,
    ANY_SUIT,
    AUTOFILL_RESERVE,
    BASE_RANDOM,
    FILL_KING,
    FOUND_SUITE,
    GROUP,
    RUN,
    SAME_SUIT,
    SHUFFLE_MS,
    STOCK_NONE,
    STOCK_ROW,
    SUPER,
    Rules,
)

GAMES = (
    Rules(
        "klondike",
        "Klondike",
        fill=FILL_KING,
        options=(("draw", (1, 3), ("1", "3")), ("passes", (0, 3, 1), ("no limit", "3", "1"))),
    ),
    Rules(
        "freecell",
        "FreeCell",
        shuffle=SHUFFLE_MS,
        deal=(7, 7, 7, 7, 6, 6, 6, 6),
        down=(0,) * 8,
        cells=4,
        move=SUPER,
        stock=STOCK_NONE,
    ),
    Rules(
        "spider",
        "Spider",
        sets=8,
        suits=b"\x03\x02\x00\x01",
        found=8,
        found_takes=FOUND_SUITE,
        deal=(6, 6, 6, 6, 5, 5, 5, 5, 5, 5),
        down=(5, 5, 5, 5, 4, 4, 4, 4, 4, 4),
        tab_suit=ANY_SUIT,
        move_suit=SAME_SUIT,
        stock=STOCK_ROW,
        deal_needs_full=True,
        options=(
            (
                "suits",
                (b"\x03\x02\x00\x01", b"\x03\x02", b"\x03"),
                ("4", "2", "1"),
            ),
        ),
    ),
    Rules(
        "yukon",
        "Yukon",
        deal=(1, 6, 7, 8, 9, 10, 11),
        down=(0, 1, 2, 3, 4, 5, 6),
        move=GROUP,
        fill=FILL_KING,
        stock=STOCK_NONE,
    ),
    Rules(
        "canfield",
        "Canfield",
        found_base=BASE_RANDOM,
        deal=(1, 1, 1, 1),
        down=(0, 0, 0, 0),
        tab_suit=ALT_COLOUR,
        move=RUN,
        autofill=AUTOFILL_RESERVE,
        reserve=13,
        draw=3,
        options=(
            ("draw", (3, 1), ("3", "1")),
            ("passes", (0, 3, 1), ("no limit", "3", "1")),
        ),
    ),
)

def find(game_id):
    """Gets the record of a game by id.

    :raises ValueError: for an unknown id.
    """
    for g in GAMES:
        if g.id == game_id:
            return g
    raise ValueError("no such game: %r (try: %s)" % (game_id, " ".join(g.id for g in GAMES)))
