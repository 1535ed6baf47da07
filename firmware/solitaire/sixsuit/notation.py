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
from solitaire.cards.card import FACE_UP
from solitaire.cards.notation import SUIT_CHARS, NotationError
from solitaire.sixsuit.names import JOKER_CHARS, _decl_text, _suit, colour_of, parse_decl, parse_tile, tile_name  # noqa: F401 (the notation's)

# draw.py's numbers under their names, for the host (the device holds them as
# consts of draw's, play's and declare's alone: no entry in their globals;
# tests/test_fortwo.py holds each module's equal to these)
NORMAL, HOLD, DECLARE_MODE, KNOCK_MODE = 0, 1, 2, 3
STOCK_POS, DISC_POS, STOPS, SIG, ONE = 10, 9, 11, 6, 0x80
DECL, MOVE_MASK, STUCK_MS = 1 << 28, 0x7FFFF, 250

_PILES = "w123456789"


def parse_move(game, token):
    """Parses one move token in the position ``game`` is in.

    :raises NotationError: when the token is not a move.
    """
    t = token.strip()
    if not t:
        raise NotationError("empty move")
    if t == "s":
        return SP.DRAW_MOVE
    head = t[0]
    if head == "*":
        if len(t) < 4 or t[2] != "=" or JOKER_CHARS.find(t[1].upper()) < 0:
            raise NotationError("not a declaration: %r (e.g. *G=6W or *G=6?)" % token)
        c = JOKER_CHARS.find(t[1].upper())
        try:
            d = parse_decl(t[3:])  # a suit of another colour: check() refuses it
        except ValueError as e:
            raise NotationError(str(e))
        return SP.DECLARE << 16 | c << 8 | d
    if head == "x":
        try:
            tile, _, _, down = parse_tile(t[1:])
        except ValueError as e:
            raise NotationError("not an exchange (x4W or x*G): %s" % e)
        if down:
            raise NotationError("not an exchange: %r" % token)
        if SP.is_joker(tile):
            c = colour_of(tile)
            d = game.jdecl[c]
            r = d & 15
            if r and game.due(c):
                t1 = r | S.PAIRS[2 * c] << 4
                t2 = r | S.PAIRS[2 * c + 1] << 4
                ok1 = game.check(SP.EXCHANGE << 16 | c << 8 | t1) is None
                ok2 = game.check(SP.EXCHANGE << 16 | c << 8 | t2) is None
                if ok1 and ok2:
                    raise NotationError("say which tile: x%s or x%s" % (tile_name(game, t1 | FACE_UP), tile_name(game, t2 | FACE_UP)))
                tile = t2 if ok2 else t1
            elif r:
                tile = r | (S.PAIRS[2 * c] if d >> 4 == SP.EITHER else d >> 4) << 4
            else:
                tile = 1 | S.PAIRS[2 * c] << 4  # refused by check(): stands for nothing
        return SP.EXCHANGE << 16 | colour_of(tile) << 8 | tile
    if head == "l":
        try:
            tile, _, _, down = parse_tile(t[1:])
        except ValueError as e:
            raise NotationError("not a liberty (lKS): %s" % e)
        i = 255
        if game.loc[tile] == SP.DISC:
            i = game._index(SP.DISC, tile)
        return SP.LIBERTY << 16 | i
    src = _PILES.find(head)
    if src < 0 or len(t) < 2:
        raise NotationError("not a move: %r" % token)
    src = SP.DISC if src == 0 else SP.L0 + src - 1
    d = t[1]
    rest = t[2:]
    if d == "j" and not rest:
        top = game.top(src)
        c = colour_of(top) if top and SP.is_joker(top) else 3
        return SP.CASH << 16 | c << 8
    if d == "h" and len(rest) <= 1:
        return _up_move(game, src, rest, token)
    i = "123456789".find(d)
    if i < 0 or rest:
        raise NotationError("not a move: %r" % token)
    return (SP.L0 + i) << 8 | src


def _up_move(game, src, suit_ch, token, tile=None):
    """Gets the move up top of the tile at ``src`` (``tile``: the tile,
    when ``src`` is no pile's end: Solitaire for Two's up tiles)."""
    s = -1
    if suit_ch:
        s = _suit(suit_ch)
        if s < 0:
            raise NotationError("no suit %r in %r" % (suit_ch, token))
        return (SP.F0 + s) << 8 | src
    t = game.top(src) if tile is None else tile
    if not t:
        return SP.F0 << 8 | src
    if not SP.is_joker(t):
        return (SP.F0 + ((t >> 4) & 7)) << 8 | src
    c = colour_of(t)
    d = game.jdecl[c]
    if d & 15 and d >> 4 != SP.EITHER:
        return (SP.F0 + (d >> 4)) << 8 | src
    m1 = (SP.F0 + S.PAIRS[2 * c]) << 8 | src
    m2 = (SP.F0 + S.PAIRS[2 * c + 1]) << 8 | src
    ok1 = game.check(m1) is None
    ok2 = game.check(m2) is None
    if ok1 and ok2:
        pre = token[:-1]  # (``wh``, ``3h``, ``u2h``: the source)
        raise NotationError("say which suit: %sh%s or %sh%s" % (pre, SUIT_CHARS[S.PAIRS[2 * c]], pre, SUIT_CHARS[S.PAIRS[2 * c + 1]]))
    return m2 if ok2 else m1


def pile_char(p):
    """Gets the one-character name of the talon or a layout column."""
    if p == SP.DISC:
        return "w"
    if SP.L0 <= p < SP.T0:
        return "123456789"[p - SP.L0]
    return "?"


def move_text(game, m):
    """Gets the token of move ``m`` in the position before it is made."""
    kind = m >> 16
    a = (m >> 8) & 0xFF
    b = m & 0xFF
    if kind == SP.DRAW:
        return "s"
    if kind == SP.MOVE:
        src = pile_char(b)
        if SP.L0 <= a < SP.T0:
            return src + "123456789"[a - SP.L0]
        if SP.F0 <= a < SP.JOKERS:
            tok = src + "h"
            try:
                if parse_move(game, tok) == m:
                    return tok
            except NotationError:
                pass
            return tok + SUIT_CHARS[a - SP.F0]
        return src + "?"
    if kind == SP.DECLARE:
        return "*" + JOKER_CHARS[a] + "=" + _decl_text(b)
    if kind == SP.EXCHANGE:
        return "x" + tile_name(game, b | FACE_UP)
    if kind == SP.CASH:
        return pile_char(game.loc[S.JOKER[a]] if a < 3 else 0) + "j"
    if kind == SP.LIBERTY:
        if b < game.size[SP.DISC]:
            return "l" + tile_name(game, game.piles[SP.DISC][b], False)
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
    return play_tokens(game, text)


def play_tokens(game, text, between=None, parse=parse_move, name=move_text):
    """``parse_moves``, with ``between(game)`` called before each token
    and after the last, and a notation's own ``parse`` and ``name`` of
    moves (Solitaire for Two's: its computer turns, its tokens)."""
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
        if between is not None:
            between(game)
        try:
            m = parse(game, token)
        except NotationError as e:
            line = text.count("\n", 0, col - 1) + 1  # --moves may span lines
            raise NotationError("move %d %r: %s" % (k, token, str(e).split(": ", 1)[1]), line, col - 1 - text.rfind("\n", 0, col - 1))
        why = game.check(m)
        if why is not None:
            raise IllegalMove("move %d %r: %s" % (k, token, why))
        game.apply(m)
        f = game.forced_move()
        while f is not None:
            made.append(name(game, f))
            game.apply(f, True)
            f = game.forced_move()
        col += len(token)
    if between is not None:
        between(game)
    return k


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


def replay(rules, deal, options, moves):
    """Rebuilds a game from its rules record (``S.SIXSUIT``), deal, options
    and moves, as ``board.replay`` does (here, host only: the device's run
    never replays a whole game, so the engine's module does not carry it).
    The game's own moves may be listed (as ``moves()`` gives them; they are
    flagged ``F_AUTO`` again) or left out (they are made where they fall
    due).

    :raises IllegalMove: naming the first move that does not replay.
    """
    g = S.SixSuit(rules, deal, options)
    for i in range(len(moves)):
        m = moves[i]
        f = g.forced_move()
        while f is not None and f != m:
            g.apply(f, True)
            f = g.forced_move()
        if f is not None:
            g.apply(m, True)
            continue
        why = g.check(m)
        if why is not None:
            raise IllegalMove("move %d: %s" % (i + 1, why))
        g.apply(m)
    g.settle()
    return g


# -- positions: position.py (here for the family interface) --------------------

from solitaire.sixsuit.position import header, parse_position, text  # noqa: E402,F401
