"""Solitaire Tiles' match of two players (three games, the statistics keep it: ``play.py``'s): a
game's scores added to it, its winner, the end screen's lines. Only a game of two uses it:
``play.py`` loads it in a tick of its own after a deal of two (or, before such a tick, at the game's
end, a pick of the stock or an undo) and forgets it as one player is dealt, so a one-player game
carries none of its code (docs/heap.md, tm49)."""

from micropython import const

from solitaire.cards.piles import encode
from solitaire.soltiles.engine import cpu_on_turn

_GAMES = const(3)  # a match's (play.py's)
_KNOCK = const(0xFD)
_STOCK = const(0)
_WASTE = const(1)


def add_game(m, scores):
    """Adds a game's two scores to a match: [games, games won by seat 1, by seat 2, points of seat
    1, of seat 2] (a tied game is won by neither)."""
    a, c = scores
    m[0] += 1
    if a != c:
        m[1 if a > c else 2] += 1
    m[3] += a
    m[4] += c


def record(e, scores):
    """Adds the game's ``scores`` to the match the statistics' entry ``e`` keeps (``e.series``:
    [games, won by seat 1, by seat 2, points of seat 1, of seat 2], ``series_done`` the matches)."""
    e.match = True
    m = e.series if e.series else [0, 0, 0, 0, 0]
    add_game(m, scores)
    e.series = m if m[0] < _GAMES else []
    e.series_done += m[0] >= _GAMES


def winner(play):
    """Gets the match's winner: 0 seat 1, 1 seat 2, -1 a draw (its games done), or None while it
    goes on. By games won, then the points; or (``match=points``) by the points, then the games
    won."""
    m = play.match
    if m[0] < _GAMES:
        return None
    keys = ((m[1], m[2]), (m[3], m[4]))
    if play.board.rules.match:
        keys = keys[::-1]
    for a, c in keys:
        if a != c:
            return 0 if a > c else 1
    return -1


def end(scr, play, _say, title):
    """Writes the end screen's title and lines for two players (``_say``: ``play.py``'s messages;
    ``title``: the screens'): who won the game, both seats' points and the match's. (The points
    counted once: a count is a pass over every tile, some 0.3M fuel in the key that ends the game.)"""
    b = play.board
    m = play.match
    a, c = b.seat_scores()
    title(scr, _say(20) if a == c else _say(21) % (1 if a > c else 2))  # "A tie", "Seat %d wins"
    scr.put_text(3, 1, _say(13) % ("BR"[b.rules.colour], a, "BR"[b.rules.colour ^ 1], c))  # "S1 %s %+d  S2 %s %+d"
    scr.put_text(4, 1, _say(14) % (m[0], _GAMES, m[1], m[2]))  # "Game %d of %d, won %d-%d"
    scr.put_text(5, 1, _say(15) % (m[3], m[4]))  # "Points %d to %d"
    w = winner(play)
    if w is not None:
        # from column 0: the seat's line is the row's 21 characters
        scr.put_text(6, 0, _say(16) if w < 0 else _say(17) % (w + 1))  # "Draw match", "Seat %d wins the match"


def stock(b, m):
    """Gets the move a pick of the stock makes when its draw ``m`` is not legal: the play pile
    turned back, else the knock (else ``m``)."""
    if not b.size[_STOCK] and b.size[_WASTE]:
        return encode(_WASTE, _STOCK, b.size[_WASTE])
    if b.check(encode(0, _KNOCK, 0), -1, False) is None:  # (no words: a refusal's load why.py)
        return encode(0, _KNOCK, 0)
    return m


def knock(play, b):
    """Hold A on the stock: the knock (or why not)."""
    why = b.check(encode(0, _KNOCK, 0))
    if why is None:
        play.make(encode(0, _KNOCK, 0))
    else:
        play.app.say(why)


def undo_stays(b):
    """Checks if the last move is not the seat's own to undo: a knock, a draw, a Swirl, the game's
    or the computer's move."""
    m = b.move_at(b.nmoves - 1)
    return (m >> 8) & 0xFF in (_KNOCK, b.swirl) or m & 0xFF == _STOCK or b.by_game(b.nmoves - 1) or cpu_on_turn(b)
