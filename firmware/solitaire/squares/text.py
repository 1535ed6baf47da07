"""The scored grids' rules screen, written from the record (loaded only
while the rules screen shows)."""

from solitaire.console.lines import Lines
from solitaire.squares import engine as E


def rules_texts(rules):
    """Gets the rules as sentences, from the record's places."""
    x = E.record(rules.id)
    n = x[E.SIZE]
    s = x[E.SCORING]
    out = ["52 cards. The stock's top card is placed on an empty square of a %d x %d grid, A a card; a card placed stays." % (n, n)]
    if x[E.TOUCH]:
        out.append("Each card after the first must touch one already placed: across, up, down or corner to corner.")
    if s == E.CRIBBAGE:
        out.append("Once the grid is full the next card is the starter. Each row and column is a cribbage hand with it: fifteens 2, a pair 2, runs 1 a card, a flush of four 4 (5 with the starter), his nobs 1; a Jack starter 2 more.")
    else:
        pts = E.POINTS[s]
        out.append("Each row and column is a poker hand (%s points): %s." % (
            "American" if s == E.AMERICAN else "English",
            ", ".join("%s %d" % (E.HANDS[i], pts[i]) for i in range(len(pts)))))
    out.append("Goal: %d points. The score shows as the grid fills; the statistics keep the best." % E.goal(x))
    out.append("Keys: the arrows choose a square, A places the card, B undoes, hold A: a hint.")
    return out


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    return Lines(rules_texts(rules), width)
