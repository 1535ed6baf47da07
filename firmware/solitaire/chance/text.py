"""The games of chance' rules screen, written from the record (loaded only
while the rules screen shows)."""

from solitaire.console.lines import Lines
from solitaire.chance import engine as E


def rules_texts(rules):
    """Gets the rules as sentences, from the record's places."""
    x = E.record(rules.id)
    kind = x[E.KIND]
    out = []
    if kind == E.CLOCK:
        out.append("52 cards: twelve piles of four face down in a circle, the hours, and four in the centre.")
        out.append("A turns the centre's top card; then each card turned goes face up under the pile of its hour (Ace 1, Jack 11, Queen 12; a King under the centre), and that pile's top card is turned.")
        out.append("Lost when the fourth King comes out with cards still face down. Goal: every card face up.")
    elif kind == E.COUNT:
        out.append("52 cards dealt one at a time, A a card, saying Ace, 2, 3 ... King, then Ace again.")
        if x[E.HIT] == E.LOSES:
            out.append("A card of the rank said loses the game. Goal: the deck dealt once, four rounds of the count, without one.")
        else:
            out.append("A card of the rank said is a hit: it is discarded. The rest is dealt again, the count going on.")
            out.append("Lost when the cards left are dealt %s without a hit. Goal: every card discarded." % ("twice" if x[E.PASSES] == 2 else "%d times" % x[E.PASSES]))
    else:
        out.append("52 cards dealt round %d piles. Each pile is searched from its top, A a card: a card of the royal flush (Ace, King, Queen, Jack, 10) stays on top, the cards above it are discarded; a pile without one goes whole." % x[E.PILES])
        out.append("The first such card found sets the flush's suit.")
        out.append("Then A gathers the piles, each onto the one to its left, and deals them face down round one pile fewer; down to one pile.")
        out.append("Goal: the royal flush's five cards all that is left.")
    o = E.odds(x)
    out.append("No choice: A turns the next card, B undoes, hold A plays on by itself.")
    out.append("Odds of a win: %d.%02d%% (measured over 20,000 deals)." % (o // 100, o % 100))
    return out


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    return Lines(rules_texts(rules), width)
