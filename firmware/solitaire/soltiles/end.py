"""Solitaire Tiles' end: the end screen (the victory, the tiles up, the
points; Points: with the foundations voided and the points towards the goal;
two players: both seats' and the match's), and the game counted into the
goal or the match, on the screen and in the statistics.

Loaded when a game ends (``play.Play.after_move``) and dropped when the next
one starts (``play.Play.start``), so a game in play carries none of its code
(1.1 KB of ``.mpy``: issue 34).
"""

from micropython import const

from solitaire.cards.play import A, B
from solitaire.console.screens import WIN, text_page, title
from solitaire.soltiles.specials import GOAL, POINTS, SUIT_NAMES

_GAMES = const(3)  # a match's (play.py's _GAMES: test_heap_levers holds them equal)


def victory(b):
    """Gets the victory's name: 52 up ultimate, 10 or more common."""
    n = b.naturals_up()
    return "Ultimate victory" if n == 52 else "Common victory" if n >= 10 else "No victory"


def _add_game(m, scores):
    """Adds a game's two scores to a match: [games, games won by seat 1, by
    seat 2, points of seat 1, of seat 2] (a tied game is won by neither)."""
    a, c = scores
    m[0] += 1
    if a != c:
        m[1 if a > c else 2] += 1
    m[3] += a
    m[4] += c


def record(play, e, score):
    """Keeps the points towards the goal (Points: ``e.series`` is [points,
    games], ``series_done`` the goals reached, ``best_avg10`` the fewest
    games one took) or the match (two players: [games, won by seat 1, by
    seat 2, points of seat 1, of seat 2], ``series_done`` the matches) in
    the statistics' entry ``e`` (``records.Entry``), as ``count_goal``
    keeps them on the screen (``Play.record``)."""
    b = play.board
    if b.two:
        e.match = True
        m = e.series if e.series else [0, 0, 0, 0, 0]
        _add_game(m, b.seat_scores())
        e.series = m if m[0] < _GAMES else []
        e.series_done += m[0] >= _GAMES
    elif b.rules.mode == POINTS:
        e.goal = True
        g = e.series if e.series else [0, 0]
        g[0] += score
        g[1] += 1
        e.series = g
        if g[0] >= GOAL:
            if e.best_avg10 is None or g[1] < e.best_avg10:
                e.best_avg10 = g[1]
            e.series_done += 1
            e.series = []
    return True


def count_goal(play):
    """The game ended: its points go towards the goal (two players: into
    the match), as the statistics count them (``records.Stats.record``)."""
    b = play.board
    if b.two:
        _add_game(play.match, b.seat_scores())
        return
    play.total += b.score()
    play.games += 1
    play.reached = play.games if play.total >= GOAL else 0


def winner(play):
    """Gets the match's winner: 0 seat 1, 1 seat 2, -1 a draw (its games
    done), or None while it goes on. By games won, then the points; or
    (``match=points``) by the points, then the games won."""
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


def match_lines(play):
    """The end screen's lines for two players."""
    from solitaire.soltiles.turns import seat_colour  # (loaded: two players; a one-player game's end loads no turns.py)

    b = play.board
    m = play.match
    a, c = b.seat_scores()
    out = [
        "S1 %s %+d  S2 %s %+d" % ("BR"[seat_colour(b, 0)], a, "BR"[seat_colour(b, 1)], c),
        "Game %d of %d, won %d-%d" % (m[0], _GAMES, m[1], m[2]),
        "Points %d to %d" % (m[3], m[4]),
    ]
    w = winner(play)
    if w is not None:
        out.append("Draw match" if w < 0 else "Seat %d wins the match" % (w + 1))
    return out


class End:
    """The game's end. A deals the next deal, B goes to the game menu."""

    kind = WIN

    def __init__(self, app):
        self.app = app
        if not app.ended:  # (a saved game that had ended was counted then)
            count_goal(app.play)

    def key(self, k):
        app = self.app
        if k == A:
            app.start(app.gi, app.play.board.deal_no + 1)
        elif k == B:
            app.show_menu(app.gi)

    def draw(self):
        app = self.app
        play = app.play
        b = play.board
        scr = app.screen
        text_page(scr)
        if b.two:
            a, c = b.seat_scores()
            title(scr, "A tie" if a == c else "Seat %d wins" % (1 if a > c else 2))
        else:
            title(scr, victory(b))
        scr.put_text(2, 1, "%s #%d" % (app.games[app.gi].name, b.deal_no))
        if not b.two:
            scr.put_text(3, 1, "%d tiles up" % b.naturals_up())
        else:
            lines = match_lines(play)
            for i in range(len(lines)):
                scr.put_text(3 + i, 1, lines[i])
        if b.rules.mode == POINTS:
            void = b.voided()
            names = ""
            for i in range(4):
                if void & 1 << i:
                    names += " " + SUIT_NAMES[(b.piles[b.f0 + i][0] >> 4) & 3]
            score = b.score()
            scr.put_text(4, 1, "Points %+d" % score)
            if names:
                scr.put_text(5, 1, "Void:" + names)
            if play.reached:
                scr.put_text(6, 1, "GOAL! %d in %d games" % (play.total, play.reached))
            else:
                scr.put_text(6, 1, "Goal %d/%d" % (play.total, GOAL))
        scr.put_text(7, 1, "A: next deal  B: menu")
