"""Bowling's move notation and position text (host only: the command
line's, never copied to the device).

A move names the pile the deck's card goes on: ``p1`` (the bottom pin) to
``p10`` (the top right one), ``b1`` and ``b2`` the ball piles.

A position: a header line ``GAME deal=N``, a ``;`` comment with the frame
and the score, then ``frames:`` each finished frame (``X`` a strike, ``7/``
a spare of 7 on the first ball, ``6-2`` an open frame's two balls),
``first: N`` once the frame in play has a card on a ball pile (its pins
before it), the pins a line each (``p1:`` to ``p10:``, bottom card first),
``b1:``, ``b2:`` and ``s:`` the deck, bottom card first, ``#`` before a
face-down card.
"""

from solitaire.cards.card import card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError, family_head, header, result_line  # noqa: F401 (the family's, the same)
from solitaire.bowling import engine as E

_NAMES = tuple("p%d" % (p + 1) for p in range(E.PINS)) + ("b1", "b2", "s")


def parse_move(board, token):
    """Gets the move a token names (see the module docstring).

    :raises NotationError: when it names none.
    """
    t = token.lower()
    if t not in _NAMES[: E.STOCK]:
        raise NotationError("not a pile: %r (p1 to p10, b1, b2)" % token)
    return E.PLACE << 16 | _NAMES.index(t)


def move_text(board, m):
    """Gets move ``m`` in the notation."""
    return _NAMES[m & 0xFF]


def parse_moves(board, text):
    """Plays a space-separated move list on ``board``.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.notation import parse_moves as play

    return play(board, text, parse_move)


def frame_text(board, i):
    """Gets finished frame ``i`` as the ``frames:`` line writes it."""
    m = board.marks[i]
    one, two = board.rolls[2 * i], board.rolls[2 * i + 1]
    return "X" if m == E.STRIKE else "%d/" % one if m == E.SPARE else "%d-%d" % (one, two)


def text(board):
    """Gets the position as text (see the module docstring)."""
    b = board
    n = b.x[E.FRAMES]
    where = "over" if b.over() else "frame %d" % (b.done + 1) if b.done < n else "bonus frame %d" % (b.done + 1 - n)
    lines = [header(b), "; %s, score %d, goal %d" % (where, b.score(), E.goal(b.x))]
    lines.append(("frames: " + " ".join(frame_text(b, i) for i in range(b.done))).rstrip())
    if b.first != E.NONE:
        lines.append("first: %d" % b.first)
    for p in range(E.STOCK + 1):
        lines.append(("%s: " % _NAMES[p] + " ".join(card_name(b.piles[p][i]) for i in range(b.size[p]))).rstrip())
    return "\n".join(lines)


def _frame(tok):
    """Gets (first ball, second ball, mark) of a ``frames:`` token, or None."""
    if tok.upper() == "X":
        return 10, 0, E.STRIKE
    if tok.endswith("/") and tok[:-1].isdigit() and int(tok[:-1]) < 10:
        return int(tok[:-1]), 10 - int(tok[:-1]), E.SPARE
    one, dash, two = tok.partition("-")
    if dash and one.isdigit() and two.isdigit() and int(one) + int(two) <= 10 and int(one) < 10:
        return int(one), int(two), E.OPEN
    return None


def parse_position(source, games):
    """Reads a position written by ``text()``. Gets an engine whose history
    starts there.

    :raises NotationError: with the line and column of the first problem.
    """
    rows, game, deal = family_head(source, games, "bowling")
    b = E.Bowling(game, deal)
    want = sorted(c & 0x7F for c in b.piles[E.STOCK][0 : b.size[E.STOCK]])
    b.size[:] = bytes(len(b.size))
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip().lower()
        toks = rest.split()
        if name == "frames" and colon:
            if len(toks) > 12:
                raise NotationError("twelve frames at most", lineno, 1)
            for i, tok in enumerate(toks):
                f = _frame(tok)
                if f is None:
                    raise NotationError("not a frame: %r (X, 7/ or 6-2)" % tok, lineno, line.find(tok) + 1)
                b.rolls[2 * i], b.rolls[2 * i + 1], b.marks[i] = f
            b.done = len(toks)
            continue
        if name == "first" and colon:
            if len(toks) != 1 or not toks[0].isdigit() or int(toks[0]) > 9:
                raise NotationError("first: the pins before the first ball card, 0 to 9", lineno, 1)
            b.first = int(toks[0])
            continue
        if not colon or name not in _NAMES:
            raise NotationError("not a pile: %r (p1 to p10, b1, b2, s)" % line, lineno, 1)
        p = _NAMES.index(name)
        if len(toks) > len(b.piles[p]):
            raise NotationError("%s holds %d cards at most" % (name, len(b.piles[p])), lineno, 1)
        for tok in toks:
            try:
                c = parse_card(tok)
            except ValueError as e:
                raise NotationError(str(e), lineno, line.find(tok) + 1)
            b.piles[p][b.size[p]] = c
            b.size[p] += 1
    lo = 0
    for p in range(E.PINS):
        cards = b.piles[p][0 : b.size[p]]
        if cards and (any(c & 15 != cards[0] & 15 for c in cards) or cards[0] & 15 <= lo):
            raise NotationError("p%d: one rank a pin, rising from p1 to p10" % (p + 1), rows[0][0], 1)
        lo = cards[0] & 15 if cards else lo
    have = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    if have != want:
        raise NotationError("the cards are not the deck's, each once", rows[0][0], 1)
    b.origin = b.key()
    return b
