"""The games of chance' move notation and position text (host only: the
command line's, never copied to the device).

A move is the one there is, so the notation only names it: ``t`` turns the
next card (Clock Solitaire: the card turned goes under its hour and that
pile's top card turns; Hit or Miss, Frustration: a card dealt, the waste
turned over first when the stock is empty; Royal Flush: the searched
pile's top card turned), ``g`` gathers Royal Flush's piles and deals them
round one pile fewer. A token that is not the next move is refused.

A position: a header line ``GAME deal=N``, then ``state: a b c`` (the
engine's ``st``: ``solitaire/chance/engine.py``), then one line a pile,
``name: cards`` bottom card first, ``#`` before a face-down card: Clock
Solitaire's hours ``1`` .. ``12``, ``k`` the centre, ``h`` the card turned;
Hit or Miss' and Frustration's ``s`` stock, ``w`` waste, ``h`` the cards hit;
Royal Flush's piles ``1`` .. ``5`` and ``d`` the discards. A picture of the
layout as ``;`` comments goes first.
"""

from solitaire.cards.card import card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError, family_head, header, result_line  # noqa: F401 (the family's, the same)
from solitaire.chance import engine as E


def pile_names(board):
    """Gets the name of each pile, in the engine's order."""
    if board.kind == E.CLOCK:
        return [str(h) for h in range(1, 13)] + ["k", "h"]
    if board.kind == E.COUNT:
        return ["s", "w", "h"]
    return [str(p) for p in range(1, 6)] + ["d"]


def parse_move(board, token):
    """Gets the move a token names (see the module docstring).

    :raises NotationError: when it names none.
    """
    t = token.lower()
    if t not in ("t", "g"):
        raise NotationError("not a move: %r (t turns the next card, g gathers the piles)" % token)
    m = board.next()
    if m is None:
        return E.TURN << 16  # (refused: the game is over)
    if (m >> 16 == E.GATHER) != (t == "g"):
        return (E.GATHER if t == "g" else E.TURN) << 16  # (refused: not the next move)
    return m


def move_text(board, m):
    """Gets move ``m`` in the notation."""
    return "g" if m >> 16 == E.GATHER else "t"


def parse_moves(board, text):
    """Plays a space-separated move list on ``board``.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.notation import parse_moves as play

    return play(board, text, parse_move)


def picture(board):
    """Gets the layout as lines: the clock's hours round its centre; the
    next word and the cards left; the piles and the flush's suit."""
    st = board.st
    if board.kind == E.CLOCK:
        def show(p):
            pile = board.piles[p]
            k = board.size[p]
            down = sum(1 for i in range(k) if not pile[i] & E.UP)
            return ("#%d" % down if down else card_name(pile[0])).rjust(3)
        return [
            "      %s %s %s" % (show(10), show(11), show(0)),
            "  %s             %s" % (show(9), show(1)),
            "  %s     %s     %s   turned: %s" % (show(8), show(12), show(2), card_name(board.top(E.HAND)) if board.size[E.HAND] else "--"),
            "  %s             %s" % (show(7), show(3)),
            "      %s %s %s" % (show(6), show(5), show(4)),
        ]
    if board.kind == E.COUNT:
        from solitaire.chance.play import _WORDS

        return ["say next: %s, cards left: %d, dealt since a hit: %d%s" % (_WORDS[st[0]], board.left(), st[1], ", lost" if st[2] else "")]
    return ["%d piles, searching pile %d, flush: %s" % (st[0], st[1] + 1, "CDHS"[st[2] - 1] if st[2] else "no suit yet")]


def text(board):
    """Gets the position as text (see the module docstring)."""
    lines = [header(board)]
    lines += ["; " + s for s in picture(board)]
    lines.append("state: %d %d %d" % tuple(board.st))
    names = pile_names(board)
    for p in range(len(board.size)):
        cards = " ".join(card_name(board.piles[p][i]) for i in range(board.size[p]))
        lines.append(("%s: %s" % (names[p], cards)).rstrip())
    return "\n".join(lines)


def parse_position(source, games):
    """Reads a position written by ``text()``. Gets an engine whose history
    starts there.

    :raises NotationError: with the line and column of the first problem.
    """
    rows, game, deal = family_head(source, games, "chance")
    b = E.Chance(game, deal)
    want = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    names = pile_names(b)
    seen = set()
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        if not colon:
            raise NotationError("not a pile line: %r" % line, lineno, 1)
        if name == "state":
            vals = rest.split()
            if len(vals) != 3 or not all(v.isdigit() and int(v) < 256 for v in vals):
                raise NotationError("state: three numbers, 0 to 255", lineno, len(name) + 2)
            b.st[:] = bytes(int(v) for v in vals)
            continue
        if name not in names or name in seen:
            raise NotationError("pile %r twice or unknown" % name, lineno, 1)
        seen.add(name)
        p = names.index(name)
        cards = []
        for tok in rest.split():
            try:
                cards.append(parse_card(tok))
            except ValueError as e:
                raise NotationError(str(e), lineno, line.find(tok) + 1)
        if len(cards) > len(b.piles[p]):
            raise NotationError("too many cards on %s" % name, lineno, 1)
        b.piles[p][0 : len(cards)] = bytes(cards)
        b.size[p] = len(cards)
    for p in range(len(b.size)):
        if names[p] not in seen:
            b.size[p] = 0
    have = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    if have != want:
        raise NotationError("the cards are not the deck's, each once", rows[0][0], 1)
    b.origin = b.key()
    return b
