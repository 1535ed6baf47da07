"""The pairing games' move notation and position text (host only: the
command line's, never copied to the device).

Places: ``t`` the stock's top card, ``w`` the waste's, and the layout's
places numbered from 1 in its order (a pyramid row by row from its apex,
left to right; Fourteen Out's piles; Monte Carlo's grid row by row;
Accordion's piles from the left). A move:

* ``3+7``, ``w+12``, ``t+w``: the two cards removed together; ``1+4+9``,
  ``2+3+5+8``: a set of more cards (Nines, Fifteens: ``sets.py``);
* ``12``: the card at 12 removed alone (Pyramid's King);
* ``5>4``: pile 5 onto pile 4 (Accordion), or its top card into the space
  at 4 (Aces Up, Baroness);
* ``3-6``: the row's places 3 to 6: the run removed (Decade, Seven Up), or
  the ends of the cards removed between them (Royal Marriage, One-Handed);
* ``s>w2``: a card dealt onto the waste named (Apophis' three: ``w``,
  ``w2``, ``w3``: ``wastes.py``);
* ``3>c1``, ``c1>5``: a pile's top card into a cell, a cell's card back
  onto a pile (Doublet Cell's ``c1`` .. ``c4``: ``cells.py``);
* ``s``: the stock: a card dealt to the (first) waste, the waste turned back when
  the stock is empty, or (Monte Carlo) the grid's gaps closed and dealt into.

A position: a header line ``GAME deal=N``, then ``turns: N`` (the waste
turned back so far), then one line a pile, ``name: cards`` bottom card
first (``s`` stock, ``w`` waste, ``h`` the removed cards, the layout's
numbers); a picture of the layout as ``;`` comments goes first.
"""

from solitaire.cards.card import card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError, family_head, header, result_line  # noqa: F401 (the family's, the same)
from solitaire.pairs import engine as E
from solitaire.pairs.play import Engine
from solitaire.pairs.runs import RUN


def place_name(p, board=None):
    """Gets pile ``p``'s name (the wastes after the first, piles after the
    layout's: ``w2``, ``w3``, pairs/wastes.py; or the cells, ``c1`` ..
    ``c4``, pairs/cells.py)."""
    if board is not None and p >= E.L0 + board.ncells:
        return "c%d" % (p - E.L0 - board.ncells + 1) if board.x[E.CELLS] else "w%d" % (p - E.L0 - board.ncells + 2)
    return "t" if p == E.P_STOCK else "w" if p == E.P_WASTE else "h" if p == E.P_OUT else str(p - E.L0 + 1)


def _place(board, name):
    if name == "t":
        return E.P_STOCK
    if name == "w":
        return E.P_WASTE
    if name.isdigit() and 1 <= int(name) <= board.ncells:
        return E.L0 + int(name) - 1
    if name[:1] == "c" and name[1:].isdigit() and board.x[E.CELLS] and 1 <= int(name[1:]) <= board.x[E.CELLS]:  # (a cell: pairs/cells.py)
        return E.L0 + board.ncells + int(name[1:]) - 1
    if name[:1] == "w" and name[1:].isdigit() and not board.x[E.CELLS] and 2 <= int(name[1:]) <= len(board.size) - E.L0 - board.ncells + 1:
        return E.L0 + board.ncells + int(name[1:]) - 2
    raise NotationError("no place %r in %s" % (name, board.rules.name))


def parse_move(board, token):
    """Gets the move a token names (see the module docstring).

    :raises NotationError: when it names none.
    """
    t = token.lower()
    if t == "s":
        if board.x[E.STOCK] == E.STOCK_WASTE and not board.size[E.P_STOCK]:
            return E.TURN << 16
        return E.DEAL << 16
    if t.startswith("s>"):  # a deal onto the waste named (several wastes: pairs/wastes.py)
        return E.DEAL << 16 | _place(board, t[2:]) << 8 | E.NONE
    if board.x[E.SETS] and (t.replace("+", "").isdigit()):  # a set of any size, a card alone too (sets.py)
        from solitaire.pairs.sets import SET

        m = 0
        for name in t.split("+"):
            m |= 1 << (_place(board, name) - E.L0)
        return SET << 16 | m
    if "+" in t:
        a, _, b = t.partition("+")
        return E.REMOVE << 16 | _place(board, a) << 8 | _place(board, b)
    if "-" in t:
        a, _, b = t.partition("-")
        return RUN << 16 | _place(board, a) << 8 | _place(board, b)
    if ">" in t:
        a, _, b = t.partition(">")
        return E.ONTO << 16 | _place(board, a) << 8 | _place(board, b)
    return E.REMOVE << 16 | _place(board, t) << 8 | E.NONE


def move_text(board, m):
    """Gets move ``m`` in the notation."""
    kind = m >> 16 & 0x3F
    a = m >> 8 & 0xFF
    b = m & 0xFF
    if kind == E.DEAL and a:  # (onto the waste it names: pairs/wastes.py)
        return "s>" + place_name(a, board)
    if kind == E.DEAL or kind == E.TURN:
        return "s"
    if kind == E.ONTO:
        return "%s>%s" % (place_name(a, board), place_name(b, board))
    if board.x[E.SETS] and kind != E.REMOVE:  # (sets.py's SET)
        from solitaire.pairs.sets import bits

        return "+".join(place_name(p) for p in bits(m))
    if kind == RUN:
        return "%s-%s" % (place_name(a), place_name(b))
    return place_name(a, board) if b == E.NONE else "%s+%s" % (place_name(a, board), place_name(b, board))


def parse_moves(board, text):
    """Plays a space-separated move list on ``board``.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.notation import parse_moves as play

    return play(board, text, parse_move)


def picture(board):
    """Gets the layout as lines of card names (``..`` a place emptied)."""
    size = board.size
    names = []
    for p in range(E.L0, E.L0 + board.ncells):
        names.append(card_name(board.top(p)) if size[p] else "..")
    lay = board.layout
    out = []
    if board.x[E.SHAPE]:  # (shapes.py's: each place at its screen cell, three characters a column)
        grid = {}
        for i, name in enumerate(names):
            c, r = board.cell(i)
            grid.setdefault(r, {})[c] = name
        for r in sorted(grid):
            out.append("".join(grid[r].get(c, "  ").ljust(3) for c in range(max(grid[r]) + 1)).rstrip())
    elif lay == E.PYRAMID:
        n = board.cols
        i = 0
        for r in range(n):
            out.append("  " * (n - 1 - r) + "  ".join(names[i : i + r + 1]))
            i += r + 1
    elif lay == E.PILES:
        for r in range(max(size[E.L0 :]) if board.ncells else 0):
            out.append(" ".join(card_name(board.piles[p][r]) if size[p] > r else "  " for p in range(E.L0, E.L0 + board.ncells)))
    else:
        w = board.cols if lay == E.GRID else 13
        live = board.ncells if lay == E.GRID else board.rows_alive()
        for i in range(0, live, w):
            out.append(" ".join(names[i : min(i + w, live)]))
    return out


def text(board):
    """Gets the position as text (see the module docstring)."""
    lines = [header(board)]
    lines += ["; " + s for s in picture(board)]
    lines.append("turns: %d" % board.turns)
    for p in range(len(board.size)):
        name = "s" if p == E.P_STOCK else place_name(p, board)
        cards = " ".join(card_name(board.piles[p][i]) for i in range(board.size[p]))
        lines.append(("%s: %s" % (name, cards)).rstrip())
    return "\n".join(lines)


def parse_position(source, games):
    """Reads a position written by ``text()``. Gets an engine whose history
    starts there.

    :raises NotationError: with the line and column of the first problem.
    """
    rows, game, deal = family_head(source, games, "pairs")
    b = Engine(game, deal)
    want = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    seen = set()
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        if not colon:
            raise NotationError("not a pile line: %r" % line, lineno, 1)
        if name == "turns":
            if not rest.strip().isdigit():
                raise NotationError("turns: a number", lineno, len(name) + 2)
            b.turns = int(rest)
            continue
        p = E.P_STOCK if name == "s" else E.P_OUT if name == "h" else _place(b, name) if name != "t" else -1
        if p < 0 or p in seen:
            raise NotationError("pile %r twice or unknown" % name, lineno, 1)
        seen.add(p)
        cards = []
        for tok in rest.split():
            try:
                cards.append(parse_card(tok) | 0x80)
            except ValueError as e:
                raise NotationError(str(e), lineno, line.find(tok) + 1)
        if len(cards) > len(b.piles[p]):
            raise NotationError("too many cards on %s" % name, lineno, 1)
        b.piles[p][0 : len(cards)] = bytes(cards)
        b.size[p] = len(cards)
    for p in range(len(b.size)):
        if p not in seen:
            b.size[p] = 0
    have = sorted(c & 0x7F for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]])
    if have != want:
        raise NotationError("the cards are not the deck's, each once", rows[0][0], 1)
    b.recount()
    b.origin = b.key()
    return b
