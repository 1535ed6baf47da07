"""Six-Suit Solitaire's positions in text: writing them (``text``) and
reading them back (``parse_position``); ``notation.py``'s docstring
describes the format. Host only, as the notation."""

from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import RANK_CHARS, SUIT_CHARS, NotationError, position_rows
from solitaire.sixsuit import engine as S
from solitaire.sixsuit import piles as SP
from solitaire.sixsuit.names import JOKER_CHARS, _suit, colour_of, parse_tile, tile_name

_UP_NAMES = ("hA", "hC", "hD", "hH", "hS", "hW")


def header(game):
    r = game.rules
    out = [r.id, "deal=%d" % game.deal_no]
    for i in range(len(r.options)):
        field, _, names = r.options[i]
        out.append("%s=%s" % (field, names[game.options[i]].replace(" ", "-")))
    return " ".join(out)


def _line(game, name, p):
    out = name + ":"
    for i in range(game.size[p]):
        out += " " + tile_name(game, game.piles[p][i])
    return out


def text(game):
    """Gets the position as text (see the module docstring)."""
    return "\n".join([header(game)] + pile_lines(game))


def pile_lines(game):
    """Gets the position's lines after the header (``text``)."""
    lines = [_line(game, "s", SP.STOCK), _line(game, "w", SP.DISC)]
    for i in range(6):
        lines.append(_line(game, _UP_NAMES[i], SP.F0 + SP.RAIL[i]))
    lines.append(_line(game, "j", SP.JOKERS))
    for i in range(9):
        lines.append(_line(game, "t%d" % (i + 1), SP.T0 + i))
    for i in range(9):
        lines.append(_line(game, "%d" % (i + 1), SP.L0 + i))
    if game.libs:
        lines.append("liberties: %d" % game.libs)
    if game.grand:
        lines.append("grand: yes")
    return lines


def _pile_of(name):
    if name == "s":
        return SP.STOCK
    if name == "w":
        return SP.DISC
    if name == "j":
        return SP.JOKERS
    if len(name) == 2 and name[0] == "h":
        s = _suit(name[1])
        return SP.F0 + s if s >= 0 else None
    if len(name) == 2 and name[0] == "t" and "1" <= name[1] <= "9":
        return SP.T0 + int(name[1]) - 1
    if len(name) == 1 and "1" <= name <= "9":
        return SP.L0 + int(name) - 1
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
            field, _, names = rules.options[i]
            if field == key:
                vals = [n.replace(" ", "-") for n in names]
                if val not in vals:
                    raise NotationError("%s must be one of %s" % (key, ", ".join(vals)), hline, col + len(key) + 1)
                options[i] = vals.index(val)
                break
        else:
            raise NotationError("unknown option %r" % key, hline, col)
        col += len(w) - 1
    return fill(S.SixSuit(rules, deal, options), rows)


def fill(game, rows, extra=None):
    """Puts the pile lines of ``rows`` (after the header) into ``game``;
    ``extra(game, name, rest, lineno, col)`` reads the lines of another
    game's own (a pile number, or True when it took the line)."""
    hline = rows[0][0]
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
        if p is None and extra is not None:
            p = extra(game, name, rest, lineno, vcol)
            if p is True:
                continue
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
        if not game.size[SP.L0 + i] and game.size[SP.T0 + i]:
            raise NotationError("column %d is empty but its tableau is not: a tile turns up" % (i + 1), where.get(SP.L0 + i, where[SP.T0 + i]), 1)
    return game


def _put(game, p, tok, n, count, seen, lineno, col):
    try:
        t, decl, odd, down = parse_tile(tok)
    except ValueError as e:
        raise NotationError(str(e), lineno, col)
    if seen[t]:
        raise NotationError("%s is there twice" % tok, lineno, col)
    seen[t] = 1
    face_down = p == SP.STOCK or p == SP.RES or SP.T0 <= p < SP.NPILES
    if down and not face_down:
        raise NotationError("a face-down tile can't be here: %r" % tok, lineno, col)
    if game.size[p] >= len(game.piles[p]):
        raise NotationError("too many tiles", lineno, col)
    joker = SP.is_joker(t)
    if not joker and (decl is not None or odd):
        raise NotationError("only a Joker is declared", lineno, col)
    if joker:
        c = colour_of(t)
        if odd:
            if face_down:
                raise NotationError("a face-down Joker is not odd: %r" % tok, lineno, col)
            if (p == SP.DISC or SP.L0 <= p < SP.T0) and n == count - 1:
                # refused, not cashed on load: a free Odd Joker is cashed by
                # the game at once, so no play leaves one there
                raise NotationError("an Odd Joker here is free, and the game cashes it at once: %r" % tok, lineno, col)
            game.jflags[c] |= SP.ODD
        if decl is not None:
            if face_down or p == SP.JOKERS or (p == SP.DISC and n != count - 1 and game.NP == SP.NPILES):
                raise NotationError("a Joker here stands for nothing: %r" % tok, lineno, col)
            game.jdecl[c] = decl
    if SP.F0 <= p < SP.JOKERS:
        s = p - SP.F0
        want = game.size[p] + 1 | s << 4
        if joker:
            if S.SUIT_COLOUR[s] != colour_of(t) or (decl is not None and decl != want):
                raise NotationError("%s can't stand for %s%s here" % (tok, RANK_CHARS[want & 15], SUIT_CHARS[s]), lineno, col)
            game.jdecl[colour_of(t)] = want
        elif t != want:
            raise NotationError("up top %s needs %s%s here, not %s" % (SUIT_CHARS[s], RANK_CHARS[want & 15], SUIT_CHARS[s], tok), lineno, col)
    if SP.L0 <= p < SP.T0:
        r = game.rank(t)
        if not r and count > 1:
            raise NotationError("an undeclared Joker stands alone: %r" % tok, lineno, col)
        k = game.size[p]
        if k:
            above = game.piles[p][k - 1]
            if r != game.rank(above) - 1 or colour_of(above) == colour_of(t):
                raise NotationError("%s doesn't go on %s" % (tok, tile_name(game, above)), lineno, col)
    game.push(p, t if face_down else t | FACE_UP)
