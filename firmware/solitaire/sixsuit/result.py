"""Solitaire for Two's result sheet at the game's end (and the scores so
far from the pause menu), loaded only to draw it: ``play.Play`` drops the
module again as each deal starts (``_match``), so the game doesn't hold its
code."""

from micropython import const

from solitaire.console.screens import WIN

# piles' and turns' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_STOCK = const(0)
_ROUND_NO = const(7)

def draw_sheet(play, scr):
    """Writes the result sheet (or, from the pause menu, the scores so far)
    into the text screen ``scr`` (``draw.Drawing._draw_sheet``)."""
    g = play.board
    over = g.over()
    play._title("%s #%d" % ("GAME OVER" if over else "SCORES", g.deal_no))
    pts = g.scores()
    names = []
    for s in range(len(pts)):
        if g.players == 4:
            name = "Seats %d+%d" % (s + 1, s + 3)
            cpu = g.seats[s] and g.seats[s + 2]
        else:
            name = "Seat %d" % (s + 1)
            cpu = g.seats[s]
        names.append(name)
        scr.put_text(1 + s, 0, "%-10s%s%6d" % (name, "*" if cpu else " ", pts[s]))
    w = g.winner()
    best = max(pts)
    if over:
        if w < 0:
            line = "A tie at %d" % best
        else:
            second = max(pts[i] for i in range(len(pts)) if i != w)
            line = "%s wins by %d" % (names[w], best - second)
    else:
        line = "Round %d, %d columns" % (g.st[_ROUND_NO], g.size[_STOCK] // 3)
    scr.put_text(5, 0, line)
    scr.put_text(7, 0, "A:new B:board" if play.app.state == WIN else "B:back")
