"""The grids with gaps' move notation and position text (host only: the
command line's, never copied to the device).

A move names the card and the gap it goes into, ``CARD>SQUARE``: ``7H>c2``
moves the Seven of hearts into the gap in column c of row 2 (columns ``a``
on from the left, rows ``1`` on from the top); ``r`` ends the round and
deals the cards again (Gaps, Spaces: only when no card can move).

A position: a header line ``GAME deal=N``, then ``round: N``, then the
grid, a line a row (``1:`` on, a card or ``..`` a gap, left to right),
then ``out:`` the cards taken out.
"""

from solitaire.cards.card import card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError, family_head, header, result_line  # noqa: F401 (the family's, the same)
from solitaire.gaps import engine as E


def square_name(board, q):
    """Gets place ``q``'s name: its column letter and row number."""
    return "%s%d" % (chr(97 + q % board.cols), q // board.cols + 1)


def parse_move(board, token):
    """Gets the move a token names (see the module docstring).

    :raises NotationError: when it names none.
    """
    t = token.lower()
    if t == "r":
        return E.REDEAL << 16
    card, arrow, sq = t.partition(">")
    n = board.cells // board.cols
    last = "%s%d" % (chr(96 + board.cols), n)
    if not arrow or len(sq) < 2 or not "a" <= sq[0] < chr(97 + board.cols) or not sq[1:].isdigit() or not 1 <= int(sq[1:]) <= n:
        raise NotationError("not a move: %r (CARD>SQUARE, a1 to %s; r redeals)" % (token, last))
    try:
        c = parse_card(card)
    except ValueError as e:
        raise NotationError(str(e))
    src = board.find(c)
    if src < 0:
        raise NotationError("%s is not on the grid" % card_name(c))
    return E.MOVE << 16 | src << 8 | (int(sq[1:]) - 1) * board.cols + ord(sq[0]) - 97


def move_text(board, m):
    """Gets move ``m`` in the notation (written in the position before it)."""
    if m >> 16 == E.REDEAL:
        return "r"
    return "%s>%s" % (card_name(board.at(m >> 8 & 0xFF)), square_name(board, m & 0xFF))


def parse_moves(board, text):
    """Plays a space-separated move list on ``board``.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.notation import parse_moves as play

    return play(board, text, parse_move)


def text(board):
    """Gets the position as text (see the module docstring)."""
    cols = board.cols
    lines = [header(board), "round: %d" % board.round]
    for r in range(board.cells // cols):
        lines.append("%d: %s" % (r + 1, " ".join(card_name(board.at(q)) if board.size[q] else ".." for q in range(r * cols, r * cols + cols))))
    o = board.out
    lines.append(("out: " + " ".join(card_name(board.piles[o][i]) for i in range(board.size[o]))).rstrip())
    return "\n".join(lines)


def parse_position(source, games):
    """Reads a position written by ``text()``. Gets an engine whose history
    starts there.

    :raises NotationError: with the line and column of the first problem.
    """
    rows, game, deal = family_head(source, games, "gaps")
    b = E.Gaps(game, deal)
    cols = b.cols
    n = b.cells // cols
    want = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    b.size[:] = bytes(len(b.size))
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        if name == "round":
            v = rest.strip()
            if not v.isdigit() or not 1 <= int(v) <= 255:
                raise NotationError("round: a number, 1 to 255", lineno, len(name) + 2)
            b.round = int(v)
            continue
        if not colon or not (name == "out" or name.isdigit() and 1 <= int(name) <= n):
            raise NotationError("not a row, round or out: %r" % line, lineno, 1)
        toks = rest.split()
        if name != "out" and len(toks) != cols:
            raise NotationError("a row of %d places" % cols, lineno, 1)
        for i, tok in enumerate(toks):
            if tok == "..":
                continue
            try:
                c = parse_card(tok) | E.UP
            except ValueError as e:
                raise NotationError(str(e), lineno, line.find(tok) + 1)
            p = b.out if name == "out" else (int(name) - 1) * cols + i
            if b.size[p] >= len(b.piles[p]):
                raise NotationError("too many cards out", lineno, line.find(tok) + 1)
            b.piles[p][b.size[p]] = c
            b.size[p] += 1
    have = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    if have != want:
        raise NotationError("the cards are not the deck's, each once", rows[0][0], 1)
    b.index()
    b.origin = b.key()
    return b
