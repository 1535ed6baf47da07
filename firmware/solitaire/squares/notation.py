"""The scored grids' move notation and position text (host only: the
command line's, never copied to the device).

A move names the square the stock's top card goes on: its column letter
and row number, ``a1`` top left to ``e5`` (Cribbage Square: ``d4``)
bottom right.

A position: a header line ``GAME deal=N``, then the grid, a line a row
(``1:`` to ``5:``, a card or ``..`` a square, left to right), then ``s:``
the stock, bottom card first, ``#`` before a face-down card. A picture of
the score as ``;`` comments goes first.
"""

from solitaire.cards.card import card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError, family_head, header, result_line  # noqa: F401 (the family's, the same)
from solitaire.squares import engine as E


def parse_move(board, token):
    """Gets the move a token names (see the module docstring).

    :raises NotationError: when it names none.
    """
    t = token.lower()
    n = board.side
    if len(t) != 2 or not "a" <= t[0] < chr(97 + n) or not "1" <= t[1] <= str(n):
        raise NotationError("not a square: %r (a1 to %s%d)" % (token, chr(96 + n), n))
    return E.PLACE << 16 | (int(t[1]) - 1) * n + ord(t[0]) - 97


def move_text(board, m):
    """Gets move ``m`` in the notation."""
    q = m & 0xFF
    return "%s%d" % (chr(97 + q % board.side), q // board.side + 1)


def parse_moves(board, text):
    """Plays a space-separated move list on ``board``.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.notation import parse_moves as play

    return play(board, text, parse_move)


def text(board):
    """Gets the position as text (see the module docstring)."""
    n = board.side
    lines = [header(board)]
    lines.append("; score %d, goal %d%s" % (board.score(), E.goal(board.x), ", starter " + card_name(board.starter()) if board.starter() else ""))
    for r in range(n):
        lines.append("%d: %s" % (r + 1, " ".join(card_name(board.piles[q][0]) if board.size[q] else ".." for q in range(r * n, r * n + n))))
    s = board.stock
    lines.append(("s: " + " ".join(card_name(board.piles[s][i]) for i in range(board.size[s]))).rstrip())
    return "\n".join(lines)


def parse_position(source, games):
    """Reads a position written by ``text()``. Gets an engine whose history
    starts there.

    :raises NotationError: with the line and column of the first problem.
    """
    rows, game, deal = family_head(source, games, "squares")
    b = E.Squares(game, deal)
    n = b.side
    want = sorted(c & 0x7F for c in b.piles[b.stock][0 : b.size[b.stock]])
    b.size[:] = bytes(len(b.size))
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        if not colon or not (name == "s" or name.isdigit() and 1 <= int(name) <= n):
            raise NotationError("not a row or the stock: %r" % line, lineno, 1)
        toks = rest.split()
        if name != "s" and len(toks) != n:
            raise NotationError("a row of %d squares" % n, lineno, 1)
        for i, tok in enumerate(toks):
            if tok == "..":
                continue
            try:
                c = parse_card(tok)
            except ValueError as e:
                raise NotationError(str(e), lineno, line.find(tok) + 1)
            p = b.stock if name == "s" else (int(name) - 1) * n + i
            b.piles[p][b.size[p]] = c
            b.size[p] += 1
    have = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    if have != want:
        raise NotationError("the cards are not the deck's, each once", rows[0][0], 1)
    b.rescore()
    b.origin = b.key()
    return b
