"""Move notation and the text format of a position.

Piles have one-letter names: ``s`` stock, ``w`` waste (where there are
several, ``w`` ``x`` ``y`` ``z`` from the left: Dover's three), ``h`` foundation,
``a``-``g`` cells, ``r`` reserve (several reserve piles, as Castile's
four, or a pool's piles: the letters after the cells', on past ``h``, then
``t`` ``u`` and capitals: Klondike Territory's 24), ``1``-``9`` and ``0`` the tableau piles (``0``
is the tenth). Where every waste card plays (Gloucestershire), ``v`` and a
hex count after a waste move name the card that deep: ``w3v5``, ``whv5``. A move is source then destination, ``83`` or ``8a`` or ``ah``;
``s`` alone deals from the stock (or turns the waste over when the stock is
empty; in a game that redeals, it gathers the tableau up and deals it again).
Between tableau piles the run that fits moves; onto an empty pile one
card, unless ``v`` and a hex count follow (``83v3``; so too a run into
Miss Milligan's pocket, ``8av3``, which moves back out whole: ``a3``; part
of Tabbycat's tail out, ``a3v2``). Where cards come
back off the foundations, ``h`` and the foundation's number (hex, from 1)
name the source: ``h23`` (foundation 2 to tableau pile 3); a move up to
another foundation than the first one the card fits (Bisley's up or down
group) names it the same way after the ``h``: ``3h5``. This is
FreeCell's standard notation, extended. The merci (Cromwell's "draw": a
card to the top of its own pile) is ``m``, the pile and the card's depth
from the top in hex: ``m32`` (the card under pile 3's top card).

A position is one line per pile, bottom card first, face-down cards with
``#`` in front, after a header line ``GAME key=value ...``. ``text()`` writes it
and ``parse_position()`` reads it back; errors give line and column.
"""

from micropython import const

from solitaire.cards import rules as R
from solitaire.cards.board import ALL, K_CELL, K_FOUND, K_TAB, K_WASTE, STOCK, WASTE, Board, IllegalMove, encode
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards import legal
from solitaire.cards.legal import follows

_REDEALS = const(10)  # a place in Rules.extra (build_catalogue's EXTRA)
_TOURNAMENT = const(7)  # (bit 1: the foundations' halves, up and down)

# one character a pile: tableau piles 1-9, 0 (the tenth, as FreeCell's), then
# A-V (11th to 32nd: the widest row, play.ROW_MAX); cells a-g, then on past h
# (the foundations) and without the stock's s, the waste's w, the reserve's r
# and the count's v
TAB_NAMES = "1234567890ABCDEFGHIJKLMNOPQRSTUV"

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_DOWN_ALTERNATE = const(5)  # face-down cards dealt between face-up ones
# cells then a pool's piles: a-q without h, then t u, then the capitals the
# tableau's 11th pile on would take (build_catalogue refuses a game with both)
CELL_NAMES = "abcdefgijklmnopqtuABCDEFGHIJKLMN"
WASTE_NAMES = "wxyz"  # the waste piles, from the left (Dover's three: w, x, y)
RANK_CHARS = "?A23456789TJQK??"  # a card's rank letters (ranks 14, 15: tiles no card game has)
SUIT_CHARS = "CDHSAW??"  # ... and suit letters (card.py: clubs, diamonds, hearts, spades, anchors, wheels; the Wilds')


def make(rank, suit, up=False):
    """Gets the byte for a card (``card.py``)."""
    return rank | suit << 4 | (FACE_UP if up else 0)


def parse_card(text):
    """Parses a card name such as ``QH``, ``10h`` or ``#KD`` (face down):
    ``parse_card("#TS") == make(10, 3)``; raises ValueError for no card."""
    up = True
    t = text.upper()
    if t.startswith("#"):
        up = False
        t = t[1:]
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2:
        raise ValueError("not a card: %r" % text)
    r = RANK_CHARS.find(t[0], 1)
    s = SUIT_CHARS.find(t[1])
    if not 1 <= r <= 13 or s < 0 or t[1] == "?":
        raise ValueError("not a card: %r" % text)
    return make(r, s, up)


def play(board, m, auto=False):
    """Checks and makes a move (the device checks where it moves: code only
    the host runs stays off its heap); raises ``IllegalMove`` if illegal."""
    why = board.check(m)
    if why is not None:
        raise IllegalMove(why)
    board.apply(m, auto)


def moves(board):
    """Gets the history as a list of moves."""
    return [board.move_at(i) for i in range(board.nmoves)]


def restart(board):
    """Takes back every move."""
    while board.undo():
        pass


def face_down(board):
    """Gets how many cards are face down on the tableau and reserve."""
    return sum(1 for p in range(board.r0, board.npiles) for i in range(board.size[p]) if not board.piles[p][i] & FACE_UP)


class NotationError(ValueError):
    """Text that can't be parsed; ``line`` and ``col`` count from 1."""

    def __init__(self, msg, line=1, col=1):
        super().__init__("line %d, column %d: %s" % (line, col, msg))
        self.line = line
        self.col = col


def pile_name(board, p):
    """Gets the one-letter name of pile ``p``."""
    if p == STOCK:
        return "s"
    k = board.kind[p]
    if k == K_WASTE:
        return WASTE_NAMES[p - WASTE]
    if k == K_FOUND:
        return "h"
    if k == K_CELL:
        return CELL_NAMES[p - board.c0]
    if k == K_TAB:
        return TAB_NAMES[p - board.t0]
    if board.t0 - board.r0 > 1:  # a pool's piles: named on from the cells'
        return CELL_NAMES[board.rules.cells + p - board.r0]
    return "r"


def _pile(board, ch, as_dst):
    if ch == "s":
        return STOCK
    i = WASTE_NAMES.find(ch)
    if 0 <= i < board.f0 - WASTE:
        return WASTE + i
    if ch == "r" and board.t0 - board.r0 == 1:
        return board.r0
    if ch == "h":
        return -1  # resolved by the card
    i = CELL_NAMES.find(ch)
    if 0 <= i < board.rules.cells + (board.t0 - board.r0 if board.t0 - board.r0 > 1 else 0):
        return board.c0 + i  # (a pool's piles come right after the cells)
    i = TAB_NAMES.find(ch)
    if 0 <= i < board.rules.tab:
        return board.t0 + i
    return None


def parse_move(board, token):
    """Parses one move in the position ``board`` is in.

    :raises NotationError: when the token is not a move of this game.
    """
    t = token.strip()
    if t == "s":
        return board.stock_move()
    if len(t) >= 3 and t[0] == "m" and "v" not in t:  # the merci: pile, then depth (hex)
        p = _pile(board, t[1], False)
        try:
            n = int(t[2:], 16)
        except ValueError:
            raise NotationError("bad depth in %r" % token)
        if p is None or board.kind[p] != K_TAB:
            raise NotationError("no tableau pile %r in %s" % (t[1], board.rules.name))
        return encode(p, p, n)
    count = 0
    if "v" in t:
        t, _, hexn = t.partition("v")
        try:
            count = int(hexn, 16)
        except ValueError:
            raise NotationError("bad count %r in %r" % (hexn, token))
        if count < 1:
            raise NotationError("bad count in %r" % token)
    src = None
    if len(t) == 3 and t[1] == "h" and t[0] != "h":  # onto foundation 1, 2, ... (hex; g: 16, h: 17), where the card's own choice is another
        src = _pile(board, t[0], False)
        i = "0123456789abcdefgh".find(t[2]) - 1
        if src is None or src == -1 or not 0 <= i < board.rules.found:
            raise NotationError("not a move: %r" % token)
        return encode(src, board.f0 + i, count or 1)
    if len(t) == 4 and t[0] == "h" and t[2] == "h":  # off foundation 1, 2, ... onto foundation 1, 2, ... (hex)
        i = "0123456789abcdefgh".find(t[1]) - 1
        j = "0123456789abcdefgh".find(t[3]) - 1
        if not (0 <= i < board.rules.found and 0 <= j < board.rules.found):
            raise NotationError("not a move: %r" % token)
        return encode(board.f0 + i, board.f0 + j, count or 1)
    if len(t) == 3 and t[0] == "h":  # off foundation 1, 2, ... (hex; g: 16, h: 17), where cards come back
        i = "0123456789abcdefgh".find(t[1]) - 1
        src = board.f0 + i if 0 <= i < board.rules.found else None
        t = t[1:]
    elif len(t) == 2:
        src = _pile(board, t[0], False)
    else:
        raise NotationError("not a move: %r" % token)
    dst = _pile(board, t[1], True)
    if src is None or src == -1:
        raise NotationError("no source pile %r in %s" % (t[0], board.rules.name))
    if dst is None:
        raise NotationError("no destination pile %r in %s" % (t[1], board.rules.name))
    if dst == -1:
        return _to_foundation(board, src, count)
    if count:
        return encode(src, dst, count)
    if board.kind[src] == K_TAB and board.kind[dst] == K_TAB and board.size[dst]:
        # the run that fits, longest first; when none may move, the one
        # that fits by rank and suit, so check() says why (too many cards)
        r = board.rules
        onto = board.top(dst)
        pile = board.piles[src]
        k = board.size[src]
        fits = 1
        for n in range(board.run_len(src), 0, -1):
            m = encode(src, dst, n)
            if board.check(m, -1, False) is None:
                return m
            if fits == 1 and follows(onto, pile[k - n], r.tab_dir, r.tab_suit, board.tab_cut):
                fits = n
        return encode(src, dst, fits)
    if board.kind[src] == K_CELL and board.size[src] > 1:  # a waiving pocket's run: all of it
        return encode(src, dst, board.size[src])
    return encode(src, dst, 1)


def _to_foundation(board, src, count):
    n = count or ((4 if board.rules.found_dir == 18 else 13) if board.rules.found_takes == R.FOUND_SUITE else 1)  # (18: Beehive's rank sets, sets.py)
    first = None
    for d in range(board.f0, board.c0):
        m = encode(src, d, n)
        if first is None:
            first = m
        if board.check(m, -1, False) is None:
            return m
    if not count and (board.rules.extra[26] == 17 or board.rules.extra[47] >> 4 == 7):  # (no card alone goes up: a whole suit to a group of them, fg_dir 17 or fg_fourth's 7, fgroups.py)
        return _to_foundation(board, src, 13)
    return first


def move_text(board, m):
    """Gets the notation of move ``m`` in the position before it is made."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    if src == STOCK or src == ALL or (src == WASTE and dst == STOCK):
        return "s"
    if src == dst:  # the merci
        return "m%s%x" % (pile_name(board, src), n)
    t = pile_name(board, src) + pile_name(board, dst)
    if board.kind[dst] == K_FOUND and n > 1 and board.rules.found_takes == R.FOUND_ONE:  # (a whole suit to a group of them, fg_dir 17: its pile and count said)
        return t + "0123456789abcdefgh"[dst - board.f0 + 1] + "v%x" % n
    if board.kind[dst] == K_FOUND and board.rules.found_takes == R.FOUND_ONE and _to_foundation(board, src, n) != m:
        return t + "0123456789abcdefgh"[dst - board.f0 + 1]  # (not the first foundation the card fits: Bisley's up or down)
    if board.kind[src] == K_FOUND:
        return "h" + "0123456789abcdefgh"[src - board.f0 + 1] + t[1:]  # (g: the 16th, Double Aces and Kings'; h: the 17th, Carousel's)
    if board.kind[src] == K_TAB and board.kind[dst] == K_TAB:
        if board.size[dst]:
            if parse_move(board, t) == m:
                return t
        elif n == 1:
            return t
        return t + "v%x" % n
    if n > 1 and (board.kind[dst] == K_CELL or src == WASTE) or board.kind[src] == K_CELL and n != board.size[src]:  # a run into a waiving pocket; part of Tabbycat's tail out; a waste card n deep (waste_all: bouquet.py)
        return t + "v%x" % n
    return t


def parse_moves(board, text, parse=parse_move, between=None):
    """Parses and plays a space-separated move list on ``board`` (each
    token read by ``parse``: a family's own notation passes its own;
    ``between(board)``, when given, runs before each token and after the
    last: a computer seat's turns).

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    from solitaire.cards.board import IllegalMove

    col = 1
    k = 0
    for token in text.split():
        k += 1
        col = text.find(token, col - 1) + 1
        if between is not None:
            between(board)
        try:
            m = parse(board, token)
        except NotationError as e:
            line = text.count("\n", 0, col - 1) + 1  # --moves may span lines
            raise NotationError("move %d %r: %s" % (k, token, str(e).split(": ", 1)[1]), line, col - 1 - text.rfind("\n", 0, col - 1))
        why = board.check(m)
        if why is not None:
            raise IllegalMove("move %d %r: %s" % (k, token, why))
        board.apply(m)
        col += len(token)
    if between is not None:
        between(board)
    return k


# -- positions ----------------------------------------------------------


def result_line(board):
    """Gets the last line ``play`` prints: ``won`` or ``not won``."""
    return "won" if board.won() else "not won"


def header(board):
    r = board.rules
    out = [r.id, "deal=%d" % board.deal_no]
    for i in range(len(r.options)):
        field, _, names = r.options[i]
        out.append("%s=%s" % (field, names[board.options[i]].replace(" ", "-")))
    return " ".join(out)


def text(board):
    """Gets the position as text (see the module docstring)."""
    lines = [header(board)]
    r = board.rules
    if r.found_base == R.BASE_RANDOM and board.base:  # (none yet where the first card up sets it)
        lines.append("base: %s" % "?A23456789TJQK"[board.base])
    if r.extra[_REDEALS]:
        lines.append("redeals: %d" % board.recycles)
    elif r.stock == R.STOCK_WASTE and (r.passes or board.recycles):
        lines.append("recycles: %d" % board.recycles)
    for p in range(board.npiles):
        if (p == STOCK and (r.stock == R.STOCK_NONE and not r.autofill or r.stock == 3)) or (p == WASTE and r.stock != R.STOCK_WASTE and r.stock != 3):  # (Block: spaces take the stock's)
            continue
        name = pile_name(board, p)
        if name == "h":
            name = "h%d" % (p - board.f0 + 1)
        cards = " ".join(card_name(c) for c in board.cards(p))
        lines.append((name + ": " + cards).rstrip())
    return "\n".join(lines)


def fcs_text(board):
    """Gets a FreeCell-family position in Freecell Solver's board format.

    :raises ValueError: for a game that isn't of the FreeCell family.
    """
    r = board.rules
    if r.stock != R.STOCK_NONE or r.tab_suit != R.ALT_COLOUR or r.sets != 4 or r.reserve:
        raise ValueError("fcs format is for the FreeCell family only")
    lines = []
    found = {}
    for p in range(board.f0, board.c0):
        if board.size[p]:
            c = board.top(p)
            found["CDHS"[(c & 0x70) >> 4]] = c & 15
    if found:
        lines.append("Foundations: " + " ".join("%s-%d" % (s, found.get(s, 0)) for s in "HCDS"))
    if r.cells and any(board.size[p] for p in range(board.c0, board.r0)):
        cells = [card_name(board.top(p)) if board.size[p] else "-" for p in range(board.c0, board.r0)]
        lines.append("Freecells: " + " ".join(cells))
    for p in range(board.t0, board.npiles):
        lines.append(" ".join(card_name(c) for c in board.cards(p)))
    return "\n".join(lines)


def position_rows(source):
    """Gets the (line number, text) of each line of a position that says
    something: ``;`` comments and blank lines are dropped.

    :raises NotationError: when nothing is left.
    """
    rows = []
    for i, line in enumerate(source.split("\n")):
        s = line.split(";")[0].rstrip()
        if s.strip():
            rows.append((i + 1, s))
    if not rows:
        raise NotationError("empty position", 1, 1)
    return rows


def _named(games, game_id):
    """Gets the record of ``game_id`` among ``games``, or None: by the
    table's look-up where ``games`` is a table (``GameList.index``, -1 for
    none; a walk reads every record, some 11 ms of CPU for the 501 games).
    The table's class is not imported here: its module opens games.bin."""
    if not isinstance(games, (list, tuple)):
        i = games.index(game_id)
        return games[i] if i >= 0 else None
    for g in games:
        if g.id == game_id:
            return g
    return None


def family_head(source, games, family):
    """Reads the frame a family's position text shares (the pairing games',
    the games of chance', the scored grids', the grids with gaps'): the
    header line ``GAME deal=N``. Gets (the rows, ``position_rows``'s; the
    game's record; the deal number, 1 when the header names none).

    :raises NotationError: for an unknown game, one not of ``family``, or a
        header word other than ``deal=N``, with its line and column.
    """
    rows = position_rows(source)
    lineno, head = rows[0]
    words = head.split()
    game = _named(games, words[0])
    if game is None or game.family != family:
        raise NotationError("unknown game %r" % words[0], lineno, 1)
    deal = 1
    for w in words[1:]:
        key, _, val = w.partition("=")
        if key != "deal" or not val.isdigit():
            raise NotationError("not a header field: %r" % w, lineno, head.find(w) + 1)
        deal = int(val)
    return rows, game, deal


def parse_position(source, games, engine=Board, card=None, read_line=None):
    """Reads a position written by ``text()`` (blank lines and ``;`` comments
    are skipped). Gets a ``Board`` whose history starts there.

    A family on this engine reads its own with ``engine`` (the class),
    ``card(board, p, token)`` (gets the byte of a token on pile ``p``, or
    raises ValueError) and ``read_line(board, name, rest)`` (reads a line this
    notation doesn't know: True when it did).

    :raises NotationError: with the line and column of the first problem.
    """
    rows = position_rows(source)
    lineno, head = rows[0]
    words = head.split()
    game = _named(games, words[0])
    if game is None:
        raise NotationError("unknown game %r" % words[0], lineno, 1)
    deal = 1
    options = game.default_options()
    col = len(words[0]) + 1
    for w in words[1:]:
        col = head.find(w, col) + 1
        key, eq, val = w.partition("=")
        if not eq:
            raise NotationError("expected key=value, got %r" % w, lineno, col)
        if key == "deal":
            try:
                deal = int(val)
            except ValueError:
                raise NotationError("deal must be a number, got %r" % val, lineno, col + 5)
            continue
        for i in range(len(game.options)):
            field, _, names = game.options[i]
            if field == key:
                vals = [n.replace(" ", "-") for n in names]
                if val not in vals:
                    raise NotationError("%s must be one of %s" % (key, ", ".join(vals)), lineno, col + len(key) + 1)
                options[i] = vals.index(val)
                break
        else:
            raise NotationError("unknown option %r" % key, lineno, col)
    try:
        board = engine(game, deal, options)
    except ValueError as e:
        raise NotationError(str(e), lineno, 1)
    for p in range(len(board.size)):
        board.size[p] = 0
    seen = {}
    hcount = 0
    where = {}  # pile -> (line, [column of each card])
    deals_down = any(game.down)
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        if not colon:
            raise NotationError("expected 'pile: cards'", lineno, 1)
        if name == "base":
            v = "?A23456789TJQK".find(rest.strip().upper())
            if v < 1:
                raise NotationError("base must be a rank", lineno, len(name) + 3)
            board.set_base(v)
            continue
        if name == "recycles" or name == "redeals":  # (the board counts either)
            try:
                board.recycles = int(rest)
            except ValueError:
                raise NotationError("%s must be a number" % name, lineno, len(name) + 3)
            continue
        try:
            if read_line is not None and read_line(board, name, rest):
                continue
        except ValueError as e:
            raise NotationError(str(e), lineno, len(name) + 3)
        if name.startswith("h") and name[1:].isdigit():
            p = board.f0 + int(name[1:]) - 1
            if not board.f0 <= p < board.c0:
                raise NotationError("no foundation %s" % name, lineno, 1)
            hcount += 1
        else:
            p = _pile(board, name, False) if len(name) == 1 else None
            if p is None or p == -1:
                raise NotationError("no pile %r in %s" % (name, game.name), lineno, 1)
        if p in seen:
            raise NotationError("pile %r given twice" % name, lineno, 1)
        seen[p] = True
        col = len(name) + 2
        cols = []
        for tok in rest.split():
            col = line.find(tok, col) + 1
            try:
                c = parse_card(tok) if card is None else card(board, p, tok)
            except ValueError as e:
                raise NotationError(str(e) if card is not None else "not a card: %r" % tok, lineno, col)
            if board.size[p] >= len(board.piles[p]):
                raise NotationError("too many cards", lineno, col)
            if board.kind[p] == K_TAB and not c & FACE_UP:
                if not deals_down:
                    raise NotationError("%s deals no face-down cards" % game.name, lineno, col)
                if board.size[p] and board.piles[p][board.size[p] - 1] & FACE_UP and not game.extra[_DOWN_ALTERNATE]:
                    raise NotationError("a face-down card can't lie on a face-up one", lineno, col)
            elif board.kind[p] in (K_FOUND, K_CELL) and not c & FACE_UP:
                raise NotationError("cards %s lie face up" % ("on a foundation" if board.kind[p] == K_FOUND else "in a cell"), lineno, col)
            board.push(p, c)
            cols.append(col)
            col += len(tok) - 1
        where[p] = (lineno, cols)
    _check_foundations(board, where)
    _check_cards(board, rows[0][0], engine, where)
    return board


def _check_foundations(board, where):
    """Checks that each foundation builds from the base by the game's rules
    (cards go up one at a time; a whole-suit foundation takes only whole
    suits, which ``check()`` holds on its own)."""
    r = board.rules
    if r.found_takes != R.FOUND_ONE or r.stock == 4:
        return  # (4: Golf's stock deals any card onto its foundation)
    halves = r.extra[_TOURNAMENT] & 1  # (up from the Ace, then down from the King: tournament.py)
    for p in range(board.f0, board.c0):
        pile = board.piles[p]
        way = R.DOWN if halves and p - board.f0 >= r.found // 2 else r.found_dir if not halves else R.UP
        base = (13 if way == R.DOWN else 1) if halves else board.base
        fd, fs, cut = way, r.found_suit, board.found_cut
        own = legal.own_rules(board)
        if own:  # a group of foundations of its own rules, or a rule a pile (fgroups.py, fpiles.py)
            base, fd, fs, cut = own.rule(board, p)[:4]
            if fd == 17:
                continue  # (a group of whole suits: check() holds them, as a whole-suit foundation's)
        for i in range(board.size[p]):
            c = pile[i]
            if fd == 15:  # King's Audience's: the chamber's pairs, a suit pile's Ace, Jack, 10 ... 2 (audience.py)
                ok, rule = own.in_order(board, p, i + 1), "holds the pairs the rules put there"
            elif i == 0:
                ok = c & 15 == base or r.extra[42] or r.extra[39]  # (42, found_own: each pile starts with its own card, Stalactites: basecards.py; 39, found_any: any card, Eliminator's)
                rule = "starts with the base rank, %s" % "?A23456789TJQK"[base]
            else:
                ok = c & 15 == base if fd == 3 else c & 15 == own.step(pile[i - 1], base, fd) if fd == 4 or fd == 6 else own.twos(pile[i - 1], c, fs) if fd == 16 else not (c ^ pile[0]) & 0x70 if fd == 7 else follows(pile[i - 1], c, fd, fs, cut)  # (7, Osmosis': its suit, any order)
                rule = "builds %s from the base" % ("in suit" if r.found_suit == R.SAME_SUIT else "by the game's rules")
            if not ok:
                lineno, cols = where[p]
                raise NotationError("%s can't go there: a foundation %s" % (card_name(c | FACE_UP), rule), lineno, cols[i])


def _extra_at(board, where, need):
    """Gets the line and column of the first card, in reading order, that
    is one copy more than the deck holds (the second 8S, not the first), or
    None when the cards that are too many came from a line of a family's own."""
    read = sorted((lineno, cols[i], board.piles[p][i] & 0x7F) for p, (lineno, cols) in where.items() for i in range(len(cols)))
    left = {}
    for c in need:
        left[c] = left.get(c, 0) + 1
    for lineno, col, c in read:
        left[c] = left.get(c, 0) - 1
        if left[c] < 0:
            return lineno, col
    return None


def _check_cards(board, lineno, engine=Board, where=None):
    """Checks that the position holds the deck's cards, each once: a card
    too many is named where its extra copy lies, a missing one on the
    header line."""
    want = engine(board.rules, 1, board.options)
    have = board.deck_cards()
    need = want.deck_cards()
    if have != need:
        missing = list(need)
        extra = []
        for c in have:
            if c in missing:
                missing.remove(c)
            else:
                extra.append(c)
        parts = []
        if missing:
            parts.append("missing " + " ".join(card_name(c | FACE_UP) for c in missing[:6]))
        col = 1
        if extra:
            parts.append("extra " + " ".join(card_name(c | FACE_UP) for c in extra[:6]))
            lineno, col = _extra_at(board, where or {}, need) or (lineno, col)
        raise NotationError("cards don't make up the deck: " + "; ".join(parts), lineno, col)
