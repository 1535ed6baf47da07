"""Six-Suit Solitaire in text: tile names, move tokens, positions.

Tiles
    A natural tile is its rank then its suit: ``A 2 3 4 5 6 7 8 9 T J Q K``
    (``10`` is read as ``T``) and ``C`` Clubs, ``D`` Diamonds, ``H`` Hearts,
    ``S`` Spades, ``A`` Anchors, ``W`` Wheels: ``QW`` Queen of Wheels, ``JA``
    Jack of Anchors, ``AA`` Ace of Anchors, ``TH`` ten of Hearts. The Jokers
    are ``*B`` black, ``*R`` red, ``*G`` green. A face-down tile has ``#`` in
    front (``#QW``). A Joker that stands for a tile shows it after ``=``:
    ``*G=4W`` the 4 of Wheels, ``*G=4?`` a green 4 of either suit; an Odd
    Joker ends in ``!`` (``*G=4W!``, ``*G!``). In tile names, and in the
    suit after ``h``, lower case letters are read too (``qw``, ``*g=4w``);
    the letters that start a move (``s w h j x l``) are lower case only.

Moves (one token each, separated by blanks)
    ``s``        draw: the next stock tile becomes the talon
    ``w3``       the talon onto layout column 3 (columns ``1``-``9`` are I-IX)
    ``37``       the whole of column 3 onto the bottom of column 7, or into
                 it when it is an open space
    ``wh`` ``3h``  the talon, or the bottom tile of column 3, up top on its
                 suit; ``3hW`` names the suit, needed for a Joker whose suit
                 is open (``?`` or undeclared) when both suits would take it
    ``*G=6W``    declare the green Joker the 6 of Wheels; ``*G=6?`` a green 6
                 of either suit
    ``x4W``      exchange the natural 4W for the Joker that stands for it
                 (the Joker of its colour); ``x*G`` exchanges the due green
                 Joker when only one tile will do
    ``wj`` ``3j``  cash the Joker that is the talon, or column 3's bottom
                 tile, in the Joker column
    ``lKS``      take a liberty: the discard KS becomes the talon (``l*R``)

    ``play`` (and ``parse_moves``) makes the game's own moves after each
    token, as the game does: with assist on the due exchanges, always the
    cashing of an Odd Joker. Tokens for those moves may be written too, right
    after the move that caused them (as ``moves_text`` writes a history);
    they are then taken as the game's.

Position (``text`` writes it, ``parse_position`` reads it back)
    A header ``sixsuit deal=N assist=on|off``, then one line per pile, each
    pile's tiles in order with its open end last:

    ``s:``          the stock, face down; the last tile is drawn next
    ``w:``          the discards, oldest first; the last one is the talon
    ``hA:`` .. ``hW:``  up top, Ace first (Anchors, Clubs, Diamonds, Hearts,
                    Spades, Wheels; a Joker there may be written ``*G`` or
                    ``*G=4W``)
    ``j:``          cashed Jokers
    ``t1:`` .. ``t9:``  the tableau above the rail, face down; the last tile
                    turns up next
    ``1:`` .. ``9:``    the layout columns, from the head at the rail to the
                    bottom tile, each a run down in alternating colours
    ``liberties: N`` liberties not yet taken (only when there are some)
    ``grand: yes``  a Grand Sequence has been made (only then)

    ``#`` is optional on the ``s`` and ``t`` lines (their tiles are always
    face down) and wrong anywhere else. A declaration (``=``) is written
    only for a Joker that is the talon, in the layout or up top; the others
    stand for nothing. Layout columns must be runs down in alternating
    colours (an undeclared Joker only alone), up top piles in order. A pile without a line is empty;
    blank lines and ``;`` comments are skipped; all 81 tiles must be there
    once. Errors give the line and column.

    ::

        sixsuit deal=1 assist=on
        s: #4D #JC ... #9A
        w: 5H KS
        hA: AA 2A
        hC:
        hD:
        hH:
        hS:
        hW: AW *G=2W
        j: *B
        t1:
        t2: #TS
        ...
        1: KC QD JC
        2: *R=TD 9S
        ...
"""

from solitaire.sixsuit import engine as S

from solitaire.sixsuit import piles as SP

from solitaire.cards.piles import F_AUTO
from solitaire.cards.piles import IllegalMove
from solitaire.cards.card import FACE_UP, RANK_CHARS, SUIT_CHARS
from solitaire.cards.notation import NotationError, position_rows

JOKER_CHARS = "BRG"
_RANKS = "A23456789TJQK"
_PILES = "w123456789"


def _decl_text(d):
    return RANK_CHARS[d & 15] + ("?" if d >> 4 == S.EITHER else SUIT_CHARS[d >> 4])


def tile_name(game, t, decl=True):
    """Gets the name of tile ``t`` in ``game`` (a Joker with its declaration
    and odd mark when ``decl``), ``#`` in front when face down."""
    down = "" if t & FACE_UP else "#"
    if not SP.is_joker(t):
        return down + RANK_CHARS[t & 15] + SUIT_CHARS[(t >> 4) & 7]
    c = SP.colour_of(t)
    out = down + "*" + JOKER_CHARS[c]
    if decl:
        d = game.jdecl[c]
        if d & 15:
            out += "=" + _decl_text(d)
        if game.jflags[c] & S.ODD:
            out += "!"
    return out


def parse_tile(text):
    """Parses a tile name. Gets ``(tile, decl, odd, down)``: the tile byte
    without the face-up bit, a Joker's declaration byte (None when not
    given), whether it is marked odd, whether it has ``#``.

    :raises ValueError: when the text names no tile.
    """
    t = text.upper()
    down = t.startswith("#")
    if down:
        t = t[1:]
    if t.startswith("*"):
        odd = t.endswith("!")
        if odd:
            t = t[:-1]
        if len(t) < 2 or JOKER_CHARS.find(t[1]) < 0:
            raise ValueError("not a Joker: %r (*B, *R or *G)" % text)
        c = JOKER_CHARS.find(t[1])
        decl = None
        if len(t) > 2:
            if t[2] != "=":
                raise ValueError("not a Joker: %r" % text)
            decl = parse_decl(t[3:], c)
        return S.JOKER[c], decl, odd, down
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or _RANKS.find(t[0]) < 0 or SUIT_CHARS.find(t[1]) < 0 or t[1] == "?":
        raise ValueError("not a tile: %r" % text)
    return _RANKS.find(t[0]) + 1 | SUIT_CHARS.find(t[1]) << 4, None, False, down


def parse_decl(text, c=-1):
    """Parses what a Joker of colour ``c`` stands for: ``4W``, ``4?``, ``10H``
    (with ``c`` -1, a suit of any colour).

    :raises ValueError: for anything else.
    """
    t = text.upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or _RANKS.find(t[0]) < 0:
        raise ValueError("not a rank and suit: %r (e.g. 4W or 4?)" % text)
    r = _RANKS.find(t[0]) + 1
    if t[1] == "?":
        return r | S.EITHER << 4
    s = SUIT_CHARS.find(t[1])
    if s < 0 or t[1] == "?" or s > 5:
        raise ValueError("not a suit: %r" % t[1])
    if c >= 0 and S.SUIT_COLOUR[s] != c:
        raise ValueError("a %s Joker stands for %s tiles only" % (SP.COLOURS[c], SP.COLOURS[c]))
    return r | s << 4


def _suit(ch):
    i = SUIT_CHARS.find(ch.upper())
    if i < 0 or i > 5:
        return -1
    return i


def parse_move(game, token):
    """Parses one move token in the position ``game`` is in.

    :raises NotationError: when the token is not a move.
    """
    t = token.strip()
    if not t:
        raise NotationError("empty move")
    if t == "s":
        return S.DRAW_MOVE
    head = t[0]
    if head == "*":
        if len(t) < 4 or t[2] != "=" or JOKER_CHARS.find(t[1].upper()) < 0:
            raise NotationError("not a declaration: %r (e.g. *G=6W or *G=6?)" % token)
        c = JOKER_CHARS.find(t[1].upper())
        try:
            d = parse_decl(t[3:])  # a suit of another colour: check() refuses it
        except ValueError as e:
            raise NotationError(str(e))
        return S.DECLARE << 16 | c << 8 | d
    if head == "x":
        try:
            tile, _, _, down = parse_tile(t[1:])
        except ValueError as e:
            raise NotationError("not an exchange (x4W or x*G): %s" % e)
        if down:
            raise NotationError("not an exchange: %r" % token)
        if SP.is_joker(tile):
            c = SP.colour_of(tile)
            d = game.jdecl[c]
            r = d & 15
            if r and game.due(c):
                t1 = r | S.PAIRS[2 * c] << 4
                t2 = r | S.PAIRS[2 * c + 1] << 4
                ok1 = game.check(S.EXCHANGE << 16 | c << 8 | t1) is None
                ok2 = game.check(S.EXCHANGE << 16 | c << 8 | t2) is None
                if ok1 and ok2:
                    raise NotationError("say which tile: x%s or x%s" % (tile_name(game, t1 | FACE_UP), tile_name(game, t2 | FACE_UP)))
                tile = t2 if ok2 else t1
            elif r:
                tile = r | (S.PAIRS[2 * c] if d >> 4 == S.EITHER else d >> 4) << 4
            else:
                tile = 1 | S.PAIRS[2 * c] << 4  # refused by check(): stands for nothing
        return S.EXCHANGE << 16 | SP.colour_of(tile) << 8 | tile
    if head == "l":
        try:
            tile, _, _, down = parse_tile(t[1:])
        except ValueError as e:
            raise NotationError("not a liberty (lKS): %s" % e)
        i = 255
        if game.loc[tile] == S.DISC:
            i = game._index(S.DISC, tile)
        return S.LIBERTY << 16 | i
    src = _PILES.find(head)
    if src < 0 or len(t) < 2:
        raise NotationError("not a move: %r" % token)
    src = S.DISC if src == 0 else S.L0 + src - 1
    d = t[1]
    rest = t[2:]
    if d == "j" and not rest:
        top = game.top(src)
        c = SP.colour_of(top) if top and SP.is_joker(top) else 3
        return S.CASH << 16 | c << 8
    if d == "h" and len(rest) <= 1:
        return _up_move(game, src, rest, token)
    i = "123456789".find(d)
    if i < 0 or rest:
        raise NotationError("not a move: %r" % token)
    return (S.L0 + i) << 8 | src


def _up_move(game, src, suit_ch, token):
    s = -1
    if suit_ch:
        s = _suit(suit_ch)
        if s < 0:
            raise NotationError("no suit %r in %r" % (suit_ch, token))
        return (S.F0 + s) << 8 | src
    t = game.top(src)
    if not t:
        return S.F0 << 8 | src
    if not SP.is_joker(t):
        return (S.F0 + ((t >> 4) & 7)) << 8 | src
    c = SP.colour_of(t)
    d = game.jdecl[c]
    if d & 15 and d >> 4 != S.EITHER:
        return (S.F0 + (d >> 4)) << 8 | src
    m1 = (S.F0 + S.PAIRS[2 * c]) << 8 | src
    m2 = (S.F0 + S.PAIRS[2 * c + 1]) << 8 | src
    ok1 = game.check(m1) is None
    ok2 = game.check(m2) is None
    if ok1 and ok2:
        raise NotationError(
            "say which suit: %sh%s or %sh%s" % (token[0], SUIT_CHARS[S.PAIRS[2 * c]], token[0], SUIT_CHARS[S.PAIRS[2 * c + 1]])
        )
    return m2 if ok2 else m1


def pile_char(p):
    """Gets the one-character name of the talon or a layout column."""
    if p == S.DISC:
        return "w"
    if S.L0 <= p < S.T0:
        return "123456789"[p - S.L0]
    return "?"


def move_text(game, m):
    """Gets the token of move ``m`` in the position before it is made."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    if kind == S.DRAW:
        return "s"
    if kind == S.MOVE:
        src = pile_char(b)
        if S.L0 <= a < S.T0:
            return src + "123456789"[a - S.L0]
        if S.F0 <= a < S.JOKERS:
            tok = src + "h"
            try:
                if parse_move(game, tok) == m:
                    return tok
            except NotationError:
                pass
            return tok + SUIT_CHARS[a - S.F0]
        return src + "?"
    if kind == S.DECLARE:
        return "*" + JOKER_CHARS[a] + "=" + _decl_text(b)
    if kind == S.EXCHANGE:
        return "x" + tile_name(game, b | FACE_UP)
    if kind == S.CASH:
        return pile_char(game.loc[S.JOKER[a]] if a < 3 else 0) + "j"
    if kind == S.LIBERTY:
        if b < game.size[S.DISC]:
            return "l" + tile_name(game, game.piles[S.DISC][b], False)
        return "l?"
    return "?"


def moves_text(game):
    """Gets the game's history as tokens (the game's own moves included),
    leaving the game as it is."""
    n = game.nmoves
    ms = game.moves()
    flags = [game.flags_at(i) for i in range(n)]
    game.restart()
    out = []
    for i in range(n):
        out.append(move_text(game, ms[i]))
        game.apply(ms[i], bool(flags[i] & F_AUTO))
    return " ".join(out)


def parse_moves(game, text):
    """Parses and plays a blank-separated list of move tokens on ``game``,
    with the game's own moves after each (see the module docstring). Gets
    how many tokens were read.

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    col = 1
    k = 0
    made = []  # tokens of the game's own moves after the last player move
    for token in text.split():
        k += 1
        col = text.find(token, col - 1) + 1
        if made and token == made[0]:
            made.pop(0)
            col += len(token)
            continue
        made = []
        try:
            m = parse_move(game, token)
        except NotationError as e:
            line = text.count("\n", 0, col - 1) + 1  # --moves may span lines
            raise NotationError("move %d %r: %s" % (k, token, str(e).split(": ", 1)[1]), line, col - 1 - text.rfind("\n", 0, col - 1))
        why = game.check(m)
        if why is not None:
            raise IllegalMove("move %d %r: %s" % (k, token, why))
        game.apply(m)
        f = game.forced_move()
        while f is not None:
            made.append(move_text(game, f))
            game.apply(f, True)
            f = game.forced_move()
        col += len(token)
    return k


# -- positions ----------------------------------------------------------

_UP_NAMES = ("hA", "hC", "hD", "hH", "hS", "hW")


def header(game):
    r = game.rules
    out = [r.id, "deal=%d" % game.deal_no]
    for i in range(len(r.options)):
        label, _, _, names = r.options[i]
        out.append("%s=%s" % (label.lower(), names[game.options[i]].replace(" ", "-")))
    return " ".join(out)


def _line(game, name, p):
    out = name + ":"
    for i in range(game.size[p]):
        out += " " + tile_name(game, game.piles[p][i])
    return out


def text(game):
    """Gets the position as text (see the module docstring)."""
    lines = [header(game), _line(game, "s", S.STOCK), _line(game, "w", S.DISC)]
    for i in range(6):
        lines.append(_line(game, _UP_NAMES[i], S.F0 + SP.RAIL[i]))
    lines.append(_line(game, "j", S.JOKERS))
    for i in range(9):
        lines.append(_line(game, "t%d" % (i + 1), S.T0 + i))
    for i in range(9):
        lines.append(_line(game, "%d" % (i + 1), S.L0 + i))
    if game.libs:
        lines.append("liberties: %d" % game.libs)
    if game.grand:
        lines.append("grand: yes")
    return "\n".join(lines)


def _pile_of(name):
    if name == "s":
        return S.STOCK
    if name == "w":
        return S.DISC
    if name == "j":
        return S.JOKERS
    if len(name) == 2 and name[0] == "h":
        s = _suit(name[1])
        return S.F0 + s if s >= 0 else None
    if len(name) == 2 and name[0] == "t" and "1" <= name[1] <= "9":
        return S.T0 + int(name[1]) - 1
    if len(name) == 1 and "1" <= name <= "9":
        return S.L0 + int(name) - 1
    return None


def parse_position(source, games=None):
    """Reads a position written by ``text()``. Gets a ``SixSuit`` whose
    history starts there. (``games`` is ignored: the signature is
    ``notation.parse_position``'s.)

    :raises NotationError: with the line and column of the first problem.
    """
    rows = position_rows(source)
    hline, head = rows[0]
    words = head.split()
    rules = S.SIXSUIT
    if words[0] != rules.id:
        raise NotationError("not a %s position: %r" % (rules.name, words[0]), hline, head.find(words[0]) + 1)
    deal = 1
    options = rules.default_options()
    col = head.find(words[0]) + len(words[0])
    for w in words[1:]:
        col = head.find(w, col) + 1
        key, eq, val = w.partition("=")
        if not eq:
            raise NotationError("expected key=value, got %r" % w, hline, col)
        if key == "deal":
            try:
                deal = int(val)
            except ValueError:
                raise NotationError("deal must be a number, got %r" % val, hline, col + 5)
            if not 0 <= deal <= 0x7FFFFFFF:
                raise NotationError("deal out of range", hline, col + 5)
            col += len(w) - 1
            continue
        for i in range(len(rules.options)):
            label, _, _, names = rules.options[i]
            if label.lower() == key:
                vals = [n.replace(" ", "-") for n in names]
                if val not in vals:
                    raise NotationError("%s must be one of %s" % (key, ", ".join(vals)), hline, col + len(key) + 1)
                options[i] = vals.index(val)
                break
        else:
            raise NotationError("unknown option %r" % key, hline, col)
        col += len(w) - 1
    game = S.SixSuit(rules, deal, options)
    game.clear()
    seen = bytearray(0x60)
    where = {}
    for lineno, line in rows[1:]:
        name, colon, rest = line.partition(":")
        name = name.strip()
        ncol = line.find(name) + 1 if name else 1
        if not colon:
            raise NotationError("expected 'pile: tiles'", lineno, 1)
        vcol = line.find(rest.strip(), line.find(":")) + 1
        if name == "liberties":
            v = rest.strip()
            if not v.isdigit() or int(v) > 3:
                raise NotationError("liberties must be 0 to 3", lineno, vcol)
            game.libs = int(v)
            continue
        if name == "grand":
            v = rest.strip()
            if v not in ("yes", "no"):
                raise NotationError("grand must be yes or no", lineno, vcol)
            game.grand = 1 if v == "yes" else 0
            continue
        p = _pile_of(name)
        if p is None:
            raise NotationError("no pile %r (s w hA..hW j t1..t9 1..9)" % name, lineno, ncol)
        if p in where:
            raise NotationError("pile %r given twice" % name, lineno, ncol)
        where[p] = lineno
        col = line.find(":") + 1
        toks = rest.split()
        for n in range(len(toks)):
            tok = toks[n]
            col = line.find(tok, col) + 1
            _put(game, p, tok, n, len(toks), seen, lineno, col)
            col += len(tok) - 1
    missing = []
    for s in range(6):
        for r in range(1, 14):
            if not seen[r | s << 4]:
                missing.append(RANK_CHARS[r] + SUIT_CHARS[s])
    for c in range(3):
        if not seen[S.JOKER[c]]:
            missing.append("*" + JOKER_CHARS[c])
    if missing:
        raise NotationError("tiles missing: %s" % " ".join(missing[:8]) + (" ..." if len(missing) > 8 else ""), hline, 1)
    for i in range(9):
        if not game.size[S.L0 + i] and game.size[S.T0 + i]:
            raise NotationError("column %d is empty but its tableau is not: a tile turns up" % (i + 1), where.get(S.L0 + i, where[S.T0 + i]), 1)
    return game


def _put(game, p, tok, n, count, seen, lineno, col):
    try:
        t, decl, odd, down = parse_tile(tok)
    except ValueError as e:
        raise NotationError(str(e), lineno, col)
    if seen[t]:
        raise NotationError("%s is there twice" % tok, lineno, col)
    seen[t] = 1
    face_down = p == S.STOCK or S.T0 <= p < S.NPILES
    if down and not face_down:
        raise NotationError("a face-down tile can't be here: %r" % tok, lineno, col)
    if game.size[p] >= len(game.piles[p]):
        raise NotationError("too many tiles", lineno, col)
    joker = SP.is_joker(t)
    if not joker and (decl is not None or odd):
        raise NotationError("only a Joker is declared", lineno, col)
    if joker:
        c = SP.colour_of(t)
        if odd:
            if face_down:
                raise NotationError("a face-down Joker is not odd: %r" % tok, lineno, col)
            if (p == S.DISC or S.L0 <= p < S.T0) and n == count - 1:
                # refused, not cashed on load: a free Odd Joker is cashed by
                # the game at once, so no play leaves one there
                raise NotationError("an Odd Joker here is free, and the game cashes it at once: %r" % tok, lineno, col)
            game.jflags[c] |= S.ODD
        if decl is not None:
            if face_down or p == S.JOKERS or (p == S.DISC and n != count - 1):
                raise NotationError("a Joker here stands for nothing: %r" % tok, lineno, col)
            game.jdecl[c] = decl
    if S.F0 <= p < S.JOKERS:
        s = p - S.F0
        want = game.size[p] + 1 | s << 4
        if joker:
            if S.SUIT_COLOUR[s] != SP.colour_of(t) or (decl is not None and decl != want):
                raise NotationError("%s can't stand for %s%s here" % (tok, RANK_CHARS[want & 15], SUIT_CHARS[s]), lineno, col)
            game.jdecl[SP.colour_of(t)] = want
        elif t != want:
            raise NotationError("up top %s needs %s%s here, not %s" % (SUIT_CHARS[s], RANK_CHARS[want & 15], SUIT_CHARS[s], tok), lineno, col)
    if S.L0 <= p < S.T0:
        r = game.rank(t)
        if not r and count > 1:
            raise NotationError("an undeclared Joker stands alone: %r" % tok, lineno, col)
        k = game.size[p]
        if k:
            above = game.piles[p][k - 1]
            if r != game.rank(above) - 1 or SP.colour_of(above) == SP.colour_of(t):
                raise NotationError("%s doesn't go on %s" % (tok, tile_name(game, above)), lineno, col)
    game.push(p, t if face_down else t | FACE_UP)


def result_line(game):
    """Gets the last line ``play`` prints: ``won`` when the game is over with
    a Single Victory or better (the seed calls 500 a win), else ``not won``
    (a game still in play is not won yet, whatever its score so far)."""
    return "won" if game.over() and game.score().victory else "not won"


def sheet_lines(game):
    """Gets the score sheet as text lines, as the printed score sheet has
    them (the command line prints them; the device draws its own sheet)."""
    sh = game.score()
    out = []
    names = ("Anchors", "Clubs", "Diamonds", "Hearts", "Spades", "Wheels")
    for i in range(6):
        out.append("%-12s %5d" % (names[i], sh.suits[i]))
    out.append("%-12s %5d  (%d cashed, grand sequence %d, odd %d)" % ("Joker score", sh.jokers, sh.cashed, sh.grand, sh.odd))
    out.append("%-12s %5d" % ("Up top", sh.up_top))
    out.append("%-12s %5d  (%d left)" % ("Down tiles", sh.down, sh.down_tiles))
    out.append("%-12s %5d" % ("Total", sh.total))
    out.append("%-12s %s" % ("Victory", ("none", "single", "double", "triple")[sh.victory]))
    return out
