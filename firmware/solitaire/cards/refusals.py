"""The words of ``legal.check``'s refusals, a line each: ``legal._no``'s
numbers (the number at each call there, the line's words in its comment:
``tests/test_refusals.py`` holds them equal). As strings in ``legal.py``
they were some 1.8 KB of every card game's heap, Solitaire Tiles' too; a
device's run says almost none of them (a search asks without ``why``; the
stock's refusals, said at a press on it, stay ``legal.py``'s), so this
module loads only when one is said. Bytes, one object: a str's ``find``
from a start walks its characters from the first (``soltiles/legal.py``'s
``_WHY``)."""

_LINES = (
    b"One card at a time\n"  # 0
    b"Reserve card first\n"
    b"That foundation is full\n"
    b"No more redeals\n"
    b"No such pile\n"
    b"Nothing to turn over\n"  # 5
    b"No more passes\n"
    b"Turns the whole waste\n"
    b"Under another card\n"
    b"Cards can't go there\n"
    b"Foundation cards stay\n"  # 10
    b"Already there\n"
    b"Not that many cards\n"
    b"That card is face down\n"
    b"Only to the foundations\n"
    b"Only up or into a space\n"  # 15
    b"Those cards aren't a run\n"
    b"The whole run moves, or its top card\n"
    b"Only to the foundation above\n"
    b"Gather the waste piles first\n"
    b"That changes nothing\n"  # 20
    b"Already in a cell\n"
    b"That cell is full\n"
    b"That cell is gone\n"
    b"One card per cell\n"
    b"Room to move %d only\n"  # 25
    b"Spaces take no cards from the stock\n"  # 26 + a pile kind (piles.py's K_STOCK ...)
    b"Spaces take no cards from the waste\n"
    b"Spaces take no cards from the foundations\n"
    b"Spaces take no cards from the cells\n"
    b"Spaces take no cards from the reserve\n"  # 30
    b"Spaces take no cards from the tableau\n"
    b"Fill from the reserve\n"
    b"Only the stock's card\n"
    b"Spaces stay empty\n"
    b"Only into a space\n"  # 35
    b"No building here\n"
)


def text(i, arg=None):
    """Gets refusal ``i``, with ``arg`` in its ``%d``."""
    j = 0
    for _ in range(i):
        j = _LINES.find(b"\n", j) + 1
    t = str(_LINES[j : _LINES.find(b"\n", j)], "ascii")
    return t if arg is None else t % arg
