"""Solitaire for Two in text: Six-Suit's notation (``notation.py``, which
hands a ``ForTwo`` game to this module) plus the turns. Host only.

Moves (added to Six-Suit's)
    ``s``          draw: the next column of three (or the reserve) turns up
    ``u1``-``u3``  an up tile as a source: ``u2h`` up top (``u2hW`` naming
                   the suit), ``u27`` onto layout column 7, ``u1j`` cashed
                   (a Joker). Before the draw they name the previous
                   player's up tiles, still playable; after it, this turn's
    ``k``          knock; ``kQS`` knock with QS, an up tile, as the talon
                   (needed when two or three up tiles are left), the
                   others under it in the order drawn; ``k9S6HQH`` every
                   up tile, in the order they go into the discards (the
                   last, QH, the talon: once it plays, 6H is the talon)
    ``trio`` ``round2`` ``end``  the game's own moves (written by
                   ``moves_text``; read only where they fall due)

Position: Six-Suit's lines, the header ``fortwo deal=N players=2
seats=human,cpu2 assist=on first=deal``, and

    ``u:``        the up tiles (this turn's, after the draw)
    ``r:``        round two's reserve, face down
    ``old: N``    the previous player's up tiles still playable: the last N
                  discards (under ``lift: N`` tiles taken by liberties)
    ``turn: N``   the seat on turn (1-4), then its state in words: ``first``
                  (the game's first turn), ``drawn``, ``three`` (the up
                  tiles are a column: a Trio counts), ``solo`` (a Deuce goes
                  up next), ``played``, ``passed`` (the turn just passed),
                  ``over``, ``passes=N``, ``ender=N``
    ``round: 2``  the second round (only then)
    ``pending: N`` tiles up top this turn, not scored yet
    ``scores: A B [C]``  each side's score

``play`` (``parse_moves``) makes the computer seats' turns before each token
and after the last, and ``sheet_lines`` writes the game turn by turn (a
computer seat marked ``*``) and the scores.
"""

from solitaire.cards.notation import NotationError, position_rows
from solitaire.cards.piles import F_AUTO
from solitaire.prng import Rand
from solitaire.sixsuit import fortwo as F
from solitaire.sixsuit import notation as N
from solitaire.sixsuit import position as P
from solitaire.sixsuit import piles as SP
from solitaire.sixsuit import turns as T
from solitaire.tilegames import HUMAN, record

FORTWO = record("fortwo")

# turns.py's numbers under their names, for the host (the device holds them as
# that module's consts alone, no entry in its globals: 576 bytes of its heap)
KNOCK, TRIO, ROUND, END = T._KNOCK, T._TRIO, T._ROUND, T._END
TURN, BITS, OLD, LIFT, PENDING, PASSES, ENDER, ROUND_NO, ST = T._TURN, T._BITS, T._OLD, T._LIFT, T._PENDING, T._PASSES, T._ENDER, T._ROUND_NO, T._ST
DRAWN, OPENING, THREE, SOLO, PLAYED, DONE, TURNED, LOG = T._DRAWN, T._OPENING, T._THREE, T._SOLO, T._PLAYED, T._DONE, T._TURNED, T._LOG

_OWN = (("trio", TRIO), ("round2", ROUND), ("end", END))
_FLAGS = (("first", OPENING), ("drawn", DRAWN), ("three", THREE), ("solo", SOLO), ("played", PLAYED), ("passed", TURNED), ("over", DONE))
KIND_NAMES = ("human", "cpu1", "cpu2", "cpu3")  # by seat kind (0 a person, 1-3 a level)


# -- moves ----------------------------------------------------------------------


def parse_move(game, token):
    """Parses one move token: Solitaire for Two's own, or Six-Suit's.

    :raises NotationError: when the token is not a move.
    """
    t = token.strip()
    for name, kind in _OWN:
        if t == name:
            return kind << 16
    if t[:1] == "k":
        return _parse_knock(game, t)
    if t[:1] != "u" or len(t) < 3 or t[1] not in "123":
        return N.parse_move(game, token)
    i = int(t[1]) - 1
    src = SP.U0 + i
    d = t[2]
    rest = t[3:]
    up = game.up_tile(i)
    if d == "j" and not rest:
        return SP.CASH << 16 | (N.colour_of(up) if up and SP.is_joker(up) else 3) << 8
    if d == "h" and len(rest) <= 1:
        return N._up_move(game, src, rest, token, up)
    if d in "123456789" and not rest:
        return (SP.L0 + int(d) - 1) << 8 | src
    raise NotationError("not a move: %r" % token)


def _parse_knock(game, t):
    """Parses ``k``, ``kQS`` (the talon, the others as drawn) or ``k9S6HQH``
    (every up tile, in the order they go into the discards)."""
    k = game.size[SP.UP]
    drawn = [game.piles[SP.UP][i] & 0x7F for i in range(k)]
    if t == "k":
        return KNOCK << 16 | (0 if k == 1 else 255)
    try:
        tile = N.parse_tile(t[1:])[0]
    except ValueError as e:
        names = _knock_names(t[1:])
        if len(names) < 2:
            raise NotationError("not a knock (k, kQS or k9S6HQH): %s" % e)
    else:
        return KNOCK << 16 | (drawn.index(tile) if tile in drawn else 254)  # (254: refused by check(), not an up tile)
    order = []
    for name in names:
        try:
            tile = N.parse_tile(name)[0]
        except ValueError as e:
            raise NotationError("not a knock (k, kQS or k9S6HQH): %s" % e)
        if tile not in drawn:
            raise NotationError("%s is not an up tile (%s)" % (name, " ".join(N.tile_name(game, game.piles[SP.UP][i], False) for i in range(k)) or "none"))
        if tile in order:
            raise NotationError("%s is named twice" % name)
        order.append(tile)
    if len(order) != k:
        raise NotationError("name all %d up tiles, the talon last, or only the talon" % k)
    talon = order[-1]
    rest = [x for x in drawn if x != talon]
    return KNOCK << 16 | (0 if order[:-1] == rest else 1) << 8 | drawn.index(talon)


def _knock_names(text):
    """Splits ``9S6HQH`` (``*G``, ``10S`` and ``TS`` too) into its tile names."""
    out = []
    i = 0
    while i < len(text):
        n = 3 if text.startswith("10", i) else 2
        out.append(text[i : i + n])
        i += n
    return out


def move_text(game, m):
    """Gets the token of move ``m`` in the position before it is made."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    for name, k in _OWN:
        if kind == k:
            return name
    if kind == KNOCK:
        k = game.size[SP.UP]
        if b == 255 or b >= k:
            return "k"
        if not a:
            return "k" + N.tile_name(game, game.piles[SP.UP][b], False)
        order = [j for j in range(k - 1, -1, -1) if j != b] + [b]  # (the others the other way round)
        return "k" + "".join(N.tile_name(game, game.piles[SP.UP][j], False) for j in order)
    if kind == SP.MOVE and b >= SP.U0:
        tok = "u%d" % (b - SP.U0 + 1)
        if SP.L0 <= a < SP.T0:
            return tok + "123456789"[a - SP.L0]
        try:
            if parse_move(game, tok + "h") == m:
                return tok + "h"
        except NotationError:
            pass
        return tok + "h" + N.SUIT_CHARS[a - SP.F0]
    if kind == SP.CASH and a < 3:
        p, first, n = game.ups()
        for i in range(n):
            if game.piles[p][first + i] & 0x7F == SP.JOKER[a] and (p == SP.UP or i < n - 1 or game.st[LIFT]):
                return "u%dj" % (i + 1)
    return N.move_text(game, m)


def parse_moves(game, text):
    """Six-Suit's ``parse_moves``, with the computer seats' turns made
    before each token and after the last."""
    return N.play_tokens(game, text, computer_turns, parse_move, move_text)


def computer_turns(game):
    """Plays the turns of computer seats until a person is on turn or the
    game is over. The computer's choices are repeatable: its random
    numbers come from the deal and the move count."""
    from solitaire.sixsuit.computer import MAX_ACTIONS, think

    _round_end(game)
    while not game.over():
        seat = game.st[TURN]
        level = game.seats[seat]
        if level == HUMAN:
            return
        rnd = game.st[ROUND_NO]
        for n in range(MAX_ACTIONS + 1):
            if n == MAX_ACTIONS:
                m = game.legal_moves(declare=False, liberty=False)[-1]  # a knock (or the draw)
            else:
                for m in think(game, level, Rand(game.deal_no ^ game.nmoves << 8 ^ seat)):
                    pass
            why = game.check(m)
            if why is not None:  # pragma: no cover - a computer player's bug
                raise RuntimeError("seat %d: %s: %s" % (seat + 1, move_text(game, m), why))
            game.apply(m)
            game.settle()
            _round_end(game)
            if game.over() or game.st[TURN] != seat or game.st[ROUND_NO] != rnd:
                break


def _round_end(game):
    """Ends the round when nothing plays (``ForTwo.round_end``), as the
    console does a tick after the knock."""
    m = game.round_end()
    if m is not None:
        game.apply(m, True)
        game.settle()


# -- positions --------------------------------------------------------------------


def header(game):
    o = game.options
    seats = ",".join(FORTWO.options[1 + s][2][o[1 + s]] for s in range(game.players))
    first = FORTWO.options[6][2][o[6]]
    return "fortwo deal=%d players=%d seats=%s assist=%s first=%s" % (game.deal_no, game.players, seats, "on" if game.assist else "off", first)


def text(game):
    """Gets the position as text (the module text says what it holds)."""
    st = game.st
    lines = [header(game)] + P.pile_lines(game)
    lines.append(P._line(game, "u", SP.UP))
    if game.size[SP.RES]:
        lines.append(P._line(game, "r", SP.RES))
    if st[OLD]:
        lines.append("old: %d" % st[OLD])
    if st[LIFT]:
        lines.append("lift: %d" % st[LIFT])
    words = ["turn: %d" % (st[TURN] + 1)]
    for name, bit in _FLAGS:
        if st[BITS] & bit:
            words.append(name)
    if st[PASSES]:
        words.append("passes=%d" % st[PASSES])
    words.append("ender=%d" % (st[ENDER] + 1))
    lines.append(" ".join(words))
    if st[ROUND_NO] == 2:
        lines.append("round: 2")
    if st[PENDING]:
        lines.append("pending: %d" % st[PENDING])
    lines.append("scores: " + " ".join(str(v) for v in game.scores()))
    return "\n".join(lines)


def _header(rows):
    hline, head = rows[0]
    words = head.split()
    deal = 1
    opts = FORTWO.default_options()
    seats = None
    col = head.find(words[0]) + len(words[0])
    for w in words[1:]:
        col = head.find(w, col) + 1
        key, eq, val = w.partition("=")
        vcol = col + len(key) + 1
        if not eq:
            raise NotationError("expected key=value, got %r" % w, hline, col)
        if key == "deal":
            if not val.isdigit() or int(val) > 0x7FFFFFFF:
                raise NotationError("deal must be a number, got %r" % val, hline, vcol)
            deal = int(val)
        elif key == "seats":
            seats = (val, vcol)
        else:
            i = {"players": 0, "assist": 5, "first": 6}.get(key)
            if i is None:
                raise NotationError("unknown option %r (players, seats, assist, first)" % key, hline, col)
            names = FORTWO.options[i][2]
            if val not in names:
                raise NotationError("%s must be one of %s" % (key, ", ".join(names)), hline, vcol)
            opts[i] = names.index(val)
        col += len(w) - 1
    players = opts[0] + 2
    if seats is not None:
        val, vcol = seats
        kinds = val.split(",")
        if len(kinds) != players:
            raise NotationError("seats names %d seats for %d players" % (len(kinds), players), hline, vcol)
        for s in range(players):
            names = FORTWO.options[1 + s][2]
            if kinds[s] not in names:
                raise NotationError("seat %d must be one of %s" % (s + 1, ", ".join(KIND_NAMES)), hline, vcol)
            opts[1 + s] = names.index(kinds[s])
    if opts[6] - 1 >= players:
        raise NotationError("first=%d but %d players" % (opts[6], players), hline, 1)
    return deal, opts


def _extra(game, name, rest, lineno, col):
    """Reads Solitaire for Two's own position lines (``notation.fill``)."""
    if name == "u":
        return SP.UP
    if name == "r":
        return SP.RES
    st = game.st
    v = rest.split()
    if name in ("old", "lift", "pending"):
        if len(v) != 1 or not v[0].isdigit() or int(v[0]) > (3 if name != "pending" else 81):
            raise NotationError("%s wants a small number" % name, lineno, col)
        st[{"old": OLD, "lift": LIFT, "pending": PENDING}[name]] = int(v[0])
        return True
    if name == "round":
        if v not in (["1"], ["2"]):
            raise NotationError("round must be 1 or 2", lineno, col)
        st[ROUND_NO] = int(v[0])
        return True
    if name == "scores":
        if len(v) != game.sides() or not all(x.isdigit() and int(x) < 10000 for x in v):
            raise NotationError("scores wants %d numbers, one a side" % game.sides(), lineno, col)
        for s in range(len(v)):
            game.pts[s] = int(v[s])
        return True
    if name == "turn":
        return _turn(game, v, lineno, col)
    return None


def _turn(game, words, lineno, col):
    st = game.st
    if not words or not words[0].isdigit() or not 1 <= int(words[0]) <= game.players:
        raise NotationError("turn wants a seat, 1 to %d" % game.players, lineno, col)
    st[TURN] = int(words[0]) - 1
    bits = 0
    for w in words[1:]:
        key, eq, val = w.partition("=")
        if eq and key in ("passes", "ender") and val.isdigit():
            n = int(val)
            if key == "ender":
                if not 1 <= n <= game.players:
                    raise NotationError("ender wants a seat, 1 to %d" % game.players, lineno, col)
                n -= 1
            st[PASSES if key == "passes" else ENDER] = n
            continue
        for name, bit in _FLAGS:
            if w == name:
                bits |= bit
                break
        else:
            raise NotationError("unknown turn word %r" % w, lineno, col)
    st[BITS] = bits
    return True


def parse_position(source, games=None):
    """Reads a position written by ``text()``: a ``ForTwo`` whose history
    starts there. (``games`` is ignored, as Six-Suit's.)

    :raises NotationError: with the line and column of the first problem.
    """
    rows = position_rows(source)
    hline, head = rows[0]
    word = head.split()[0]
    if word != FORTWO.id:
        raise NotationError("not a %s position: %r" % (FORTWO.name, word), hline, head.find(word) + 1)
    deal, opts = _header(rows)
    game = F.ForTwo(FORTWO, deal, opts)
    P.fill(game, rows, _extra)
    game.sync()
    hline = rows[0][0]
    st = game.st
    if game.size[SP.UP] and st[OLD]:
        raise NotationError("old up tiles are discards once this turn's are up (u:)", hline, 1)
    if st[OLD] + st[LIFT] > game.size[SP.DISC]:
        raise NotationError("old and lift count more tiles than the discards hold", hline, 1)
    if game.size[SP.STOCK] % 3:
        raise NotationError("the stock is columns of three: %d tiles" % game.size[SP.STOCK], hline, 1)
    for c in range(3):
        j = SP.JOKER[c]
        if game.jdecl[c] != SP.UNDECLARED and game.loc[j] == SP.DISC and not game.free(j):
            raise NotationError("a Joker in the discards stands for nothing: *%s" % N.JOKER_CHARS[c], hline, 1)
    return game


# -- the end --------------------------------------------------------------------


def _side_name(game, s):
    if game.players == 4:
        return "seats %d+%d" % (s + 1, s + 3)
    return "seat %d" % (s + 1)


def result_line(game):
    """Gets ``play``'s last line: ``over: seat 2 wins 635-420``, ``over: tie
    635-635`` or ``not over``."""
    if not game.over():
        return "not over"
    pts = game.scores()
    w = game.winner()
    if w < 0:
        return "over: tie " + "-".join(str(v) for v in pts)
    rest = [str(pts[s]) for s in range(len(pts)) if s != w]
    verb = "win" if game.players == 4 else "wins"
    return "over: %s %s %s" % (_side_name(game, w), verb, "-".join([str(pts[w])] + rest))


def sheet_lines(game):
    """Gets the game turn by turn (each seat's tokens, ``*`` a computer)
    and the scores, for ``play`` to print as comments."""
    n = game.nmoves
    ms = game.moves()
    flags = [game.flags_at(i) for i in range(n)]
    key = game.key()
    game.restart()
    out = []
    line = None
    seat = -1
    for i in range(n):
        s = game.st[TURN]
        if ms[i] >> 16 == ROUND:
            out.append("round 2")
            line = None
        elif s != seat or line is None:
            seat = s
            line = "seat %d%s:" % (s + 1, "*" if game.seats[s] != HUMAN else "")
            out.append(line)
        if ms[i] >> 16 != ROUND:
            out[-1] += " " + move_text(game, ms[i])
        game.apply(ms[i], bool(flags[i] & F_AUTO))
    if game.key() != key:  # pragma: no cover - an engine bug
        raise RuntimeError("the history does not replay")
    out.append("scores: " + ", ".join("%s %d" % (_side_name(game, s), game.pts[s]) for s in range(game.sides())) + (", %d pending" % (10 * game.st[PENDING]) if game.st[PENDING] else ""))
    return out
