"""Six-Suit Solitaire's score: the score sheet of a game, its victory, and
the series of five games, and their screen (Six-Suit's alone: the module
loads as its game comes on the board, ``play.Play._match``)."""

from solitaire.console.screens import WIN
from solitaire.sixsuit.piles import DRAW_MOVE, F0, JOKERS, RAIL, STOCK, VALUE

_PIPS = "\x05\x01\x02\x03\x04\x06"  # font codes of the suit pips, in rail order (Anchors .. Wheels)

class Sheet:
    """One game's column of the score sheet.

    ``suits``: points per suit in the rail's order (Anchors, Clubs,
    Diamonds, Hearts, Spades, Wheels); ``cashed``, ``grand``, ``odd``: the
    Joker score's parts; ``jokers``: the Joker score; ``up_top``: the suits
    plus the Joker score; ``down_tiles``: tiles left face down, ``down``:
    their points (-5 each); ``total``; ``victory``: circles filled, 0..3.
    """

    def __init__(self, game):
        self.suits = tuple(game.size[F0 + s] * VALUE[s] for s in RAIL)
        self.cashed = game.size[JOKERS]
        self.grand = game.grand
        self.odd = game.odd_count()
        self.jokers = 10 * self.cashed + 20 * self.grand - 10 * self.odd
        up = self.jokers
        for v in self.suits:
            up += v
        self.up_top = up
        self.down_tiles = game.face_down()
        self.down = -5 * self.down_tiles
        self.total = up + self.down
        self.victory = victory(self.total)


def victory(total):
    """Gets the circles a total fills: 1 single (500+), 2 double (1000+),
    3 triple (a perfect game, exactly 2000)."""
    if total >= 2000:
        return 3
    if total >= 1000:
        return 2
    if total >= 500:
        return 1
    return 0


class Series:
    """A series of five games on one score sheet: totals, average, circles.

    >>> s = Series()
    >>> for t in (500, 1000, 2000, -20, 700): s.add(t)
    >>> s.average(), s.victories(), s.done()
    (836.0, 7, True)
    """

    GAMES = 5

    def __init__(self, totals=()):
        self.totals = []
        for t in totals:
            self.add(t)

    def add(self, total):
        """Adds a game's total.

        :raises ValueError: when the series has its five games.
        """
        if len(self.totals) >= self.GAMES:
            raise ValueError("a series has %d games" % self.GAMES)
        self.totals.append(total)

    def done(self):
        return len(self.totals) >= self.GAMES

    def average(self):
        """Gets the average total of the games so far (0 with none)."""
        n = 0
        for t in self.totals:
            n += t
        return n / len(self.totals) if self.totals else 0.0

    def victories(self):
        """Gets the circles filled over the series."""
        n = 0
        for t in self.totals:
            n += victory(t)
        return n


def draw_sheet(play, scr):
    """Writes the score sheet (``play.page`` 0) or the series (1) into the
    text screen ``scr`` (``draw.Drawing._draw_sheet``)."""
    g = play.board
    win = play.app.state == WIN
    if play.page == 0:
        sh = g.score()
        if win:
            title = "ALL 81 UP TOP!" if g.won() else "GAME OVER"
        else:
            title = "SCORE SHEET"
        play._title("%s #%d" % (title, g.deal_no))
        for i in range(6):
            scr.put_text(1 + i // 3, (i % 3) * 7, "%s%4d" % (_PIPS[i], sh.suits[i]))
        scr.put_text(3, 0, "Joker score %5d" % sh.jokers)
        scr.put_text(4, 0, "Up top score%5d" % sh.up_top)
        scr.put_text(5, 0, "Down tiles  %5d" % sh.down)
        scr.put_text(6, 0, "Total score %5d %s" % (sh.total, _circles(sh.victory)))
        scr.put_text(7, 0, "A:new B:board >series" if win else "B:back  >series")
    else:
        se = play.series
        n = len(se.totals)
        play._title("SERIES  game %d of 5" % n if n else "SERIES  no games yet")
        for i in range(5):
            if i < n:
                t = se.totals[i]
                scr.put_text(1 + i, 0, "%d %7d  %s" % (i + 1, t, _circles(victory(t))))
            else:
                scr.put_text(1 + i, 0, "%d %7s" % (i + 1, "-"))
        avg = se.average()
        scr.put_text(6, 0, "Average%6d  %d\x0d" % (int(avg + (0.5 if avg >= 0 else -0.5)), se.victories()))
        scr.put_text(7, 0, "<sheet A:new B:board" if win else "<sheet  B:back")


def _circles(n):
    return "\x0d" * n + "\x0c" * (3 - n)


# -- Six-Suit's alone of its screen (``play.Play``, ``draw.Drawing``): here,
# not there, so Solitaire for Two's run doesn't hold their code


def _status(self, g):
    """Writes Six-Suit's status line: the stock left and the score."""
    total = -5 * g.face_down() + 10 * g.size[JOKERS] + 20 * g.grand - 10 * g.odd_count()
    for s in range(6):
        total += g.size[F0 + s] * VALUE[s]
    text = "Stock %-2d  Score%6d" % (g.size[STOCK], total)
    self.status[:] = text.encode()


def _draw_stock(self, g):
    """A on Six-Suit's stock: the draw."""
    if not g.size[STOCK]:
        self.say("The stock is out")
        return
    lost = g.libs
    odd = g.odd_count()
    self._act(DRAW_MOVE)
    if g.odd_count() > odd:
        self.say("Odd Joker: -10")
    elif lost:
        self.say("Liberty lapsed")
