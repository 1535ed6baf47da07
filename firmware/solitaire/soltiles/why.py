"""Solitaire Tiles' answers to a move its layer refuses (``legal.py``'s
checks give a line's number): loaded only when a refusal is said, and
dropped after it (``legal._no``), so a run's heap holds none of the words.
Bytes: a str's find from a start walks its characters from the first (the
utf-8 index), so the walk to line 40 cost a refusal's key 0.9M fuel
(docs/heap.md, tsol38). Eight lines a bytes object (some 200 bytes each):
as one of 1 KB, its load on a full heap found no piece that size (a resumed
two-player game's knock refused, docs/heap.md, g2)."""

WHY = (
    b"The game is over\n"
    b"Only with two players\n"
    b"No such pile\n"
    b"Only with the special tiles\n"
    b"Foundation tiles stay\n"
    b"Only with a Swirl active\n"
    b"One tile at a time\n"
    b"Back onto a sequence only\n",
    b"A Wild never fills a space\n"
    b"That suit is up already\n"
    b"Does not fit there\n"
    b"Only a King fills a space\n"
    b"Starts with an Ace\n"
    b"Claim from the play pile or a compartment\n"
    b"Only a Wild or a Swirl is claimed\n"
    b"You own two already\n",
    b"Cards can't go there\n"
    b"A Swirl is played with a draw\n"
    b"Not in the turn it was claimed\n"
    b"A Swirl is active already\n"
    b"The stock is empty\n"
    b"A Wild goes onto a sequence or up\n"
    b"Needs a tile of the other colour\n"
    b"Only a Wild in hand goes up so\n",
    b"No such foundation\n"
    b"A Wild stands for its own colour\n"
    b"That foundation is another suit\n"
    b"That foundation is full\n"
    b"Nothing to replace\n"
    b"Only a natural tile replaces a Wild\n"
    b"No Wild on top there\n"
    b"Only the tile it stands for\n",
    b"Swaps are between two sequences\n"
    b"No such tile in both\n"
    b"Two tiles of one rank and colour\n"
    b"Draw first\n"
    b"No draw in the game's first turn\n"
    b"One draw a turn: knock\n"
    b"Not your special\n"
    b"Claims go to your own hand\n",
    b"A Swirl is played as the turn's draw\n",
)


def text(i):
    """Gets answer ``i``: line ``i & 7`` of ``WHY[i >> 3]``."""
    w = WHY[i >> 3]
    j = 0
    for _ in range(i & 7):
        j = w.find(b"\n", j) + 1
    return str(w[j : w.find(b"\n", j)], "ascii")
