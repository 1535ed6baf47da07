"""The grids with gaps' rules screen, written from the record (loaded only
while the rules screen shows)."""

from solitaire.console.lines import Lines
from solitaire.gaps import engine as E


def rules_texts(rules):
    """Gets the rules as sentences, from the record's places."""
    x = E.record(rules.id)
    rows = x[E.ROWS]
    cols = x[E.COLS]
    out = []
    if x[E.KIND] == E.RING:
        out.append("52 cards in %d rows of %d, the first %d rows of %d; the Kings are taken out: %d gaps." % (
            rows, cols, x[E.SHORT], cols - 1, 4 + x[E.SHORT]))
        out.append("A gap takes the card one higher, of its suit, than the card on its left, or one lower than the card on its right. Right of a Queen any Ace goes; nothing goes left of an Ace by it.")
        out.append("The rows are one ring: a row's last place is next to the next row's first, the last row's to the first row's.")
        out.append("Goal: the 48 cards, read row by row past the gaps, four suit sequences from Ace to Queen.")
    else:
        out.append("52 cards in %d rows of %d; the Aces are taken out: 4 gaps." % (rows, cols))
        out.append("A gap takes the card one higher, of its suit, than the card on its left. A gap right of a King is dead. A gap at a row's left end takes any Two.")
        n = x[E.ROUNDS]
        out.append("When no card can move the round is over (A deals): each row keeps its sequence from the Two at its left end; the other cards are gathered%s and dealt again, a gap right of each sequence. %s." % (
            ", shuffled," if x[E.SHUFFLE] else ", not shuffled,", "%d rounds" % n if n else "No end of rounds"))
        out.append("Goal: each row Two to King of one suit, the gap at its right end.")
    out.append("Keys: left and right choose a gap, up and down the card for it, A moves it, B undoes, hold A: a hint.")
    return out


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    return Lines(rules_texts(rules), width)
