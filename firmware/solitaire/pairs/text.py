"""The pairing games' rules screen, written from the record (loaded only
while the rules screen shows)."""

from solitaire.console.lines import Lines
from solitaire.pairs import engine as E

_NAMES = ("", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")
_PASSES = ("One pass", "One pass", "Two passes", "Three passes", "Four passes", "Five passes")
_DRAW = ("one card", "one card", "two cards", "three cards")


def rules_texts(rules):
    """Gets the rules as sentences, from the record's places."""
    x = E.record(rules.id)
    if x[E.WAY] >= E.OWN_WAYS:  # (a game of a module of its own: its sentences beside it)
        from solitaire.pairs.owntext import rules_texts as own

        return own(rules, x)
    if x[E.WAY] or x[E.FLAGS]:  # (the Wikibooks games' own rules: their sentences beside their module)
        from solitaire.pairs.waytext import rules_texts as own

        return own(rules, x)
    lay = x[E.LAYOUT]
    n = x[E.SIZE]
    deck = "%d cards" % rules.cards() if x[E.DECKS] < 2 else "%s decks, %d cards" % (("Two", "Three")[x[E.DECKS] - 2], x[E.DECKS] * rules.cards())
    out = []
    if x[E.SHAPE]:  # (the pyramids of other shapes: their sentences beside their module)
        from solitaire.pairs.shapes import layout_text

        out.append(layout_text(x, deck))
    elif lay == E.PYRAMID:
        out.append("%s. A pyramid of %d rows, %d cards; a card is free when the two covering it are gone." % (deck, n, n * (n + 1) // 2))
        if n > 7:
            out.append("The screen shows seven rows at a time, following the cursor (the rows shown: the message line's right).")
        if x[E.DARK]:
            out.append("Only the bottom row is dealt face up: a card turns up when it is free.")
    elif lay == E.PILES and (x[E.LAID] or x[E.DEALT] & 63):  # (piledeal.py's deal: the piles' sizes, runs of one size together)
        from solitaire.pairs.piledeal import STEPS, counts

        cs = counts(x, n, rules.cards() * (x[E.DECKS] or 1))
        runs = []
        for c in cs:
            if runs and runs[-1][1] == c:
                runs[-1][0] += 1
            else:
                runs.append([1, c])
        left = rules.cards() * (x[E.DECKS] or 1) - sum(cs)
        rest = "" if not left else " The %d left are a reserve: its top card is free." % left if not x[E.STOCK] else " The rest is the stock."
        shape = "1 to %d cards" % n if x[E.DEALT] & STEPS else ", ".join("%d of %d" % (k, c) for k, c in runs)
        up = "the top card face up" if x[E.DARK] else "face up"
        out.append("%s: %d in %d piles (%s), %s. A pile's top card is free.%s" % (deck, sum(cs), n, shape, up, rest))
    elif lay == E.PILES:
        if x[E.DARK]:
            out.append("%s: %d piles of %d, the top card face up. A pile's top card is free." % (deck, n, x[E.ROWS]))
        elif x[E.ROWS] == 1:
            out.append("%s. %d cards dealt face up; each is free." % (deck, n))
        else:
            out.append("%s dealt round %d piles, face up. A pile's top card is free." % (deck, n))
    elif lay == E.GRID:
        out.append("%s. A grid of %d x %d; a card pairs only with one next to it: across, up, down or corner to corner." % (deck, n, x[E.ROWS]))
    else:
        leaps = " or ".join(str(d) for d in range(1, 9) if x[E.LEAPS] >> (d - 1) & 1)
        out.append("%s dealt in a row of piles of one. A pile goes onto the pile %s places to its left; the row closes up." % (deck, leaps))
    m = x[E.MATCH]
    sets = x[E.SETS]  # (sets.py's: the kind, suited, the rank the courts start from)
    low = _NAMES[sets >> 4]
    if sets & 7 == 3:  # any number adding up
        out.append("Remove free cards below %s, any number, adding to %d; or four of a rank from %s up." % (low, x[E.TOTAL], low))
    elif sets & 7 == 4:  # a court and three
        out.append("Remove a card from %s up with three free cards of different ranks below it adding to %d." % (low, x[E.TOTAL]))
    elif m == E.SUM and x[E.COURTS]:
        s = "Remove two free cards adding to %d, or two of a rank from %s up%s." % (
            x[E.TOTAL], _NAMES[x[E.COURTS]], "; a %d never goes" % x[E.TOTAL] if x[E.COURTS] > x[E.TOTAL] else "")
        out.append(s)
    elif m == E.SUM:
        s = "Remove two free cards adding to %d (Jack 11, Queen 12, King 13)." % x[E.TOTAL]
        if x[E.SINGLE]:
            s += " A free %s goes alone." % ("King" if x[E.SINGLE] == 13 else str(x[E.SINGLE]))
        if x[E.SHAPE] and x[E.BESIDE] & 16:  # (shapes.QUEEN_KING: Pyramid Dozen)
            s += " A Queen and a King go together."
        out.append(s)
    elif m == E.EQUAL:
        out.append("Remove two free cards of a rank.")
    elif m == E.ACES:
        out.append("Remove two free cards adding to %d (Jack 11, Queen 12, King 13), or two Aces." % x[E.TOTAL])
    elif m == E.MARRY:
        out.append("Remove two free cards adding to %d, two Jacks, or a Queen and a King. No pile is dealt more than two Jacks." % x[E.TOTAL])
    elif m == E.NEAR:
        out.append("Remove two free cards of a rank or one apart (Ace and 2, Queen and King; not King and Ace).")
    elif m == E.SEQUENCE:
        out.append("Remove two free cards one rank apart%s." % (", King and Ace too" if x[E.WRAP] else " (not King and Ace)"))
    else:
        out.append("The top cards must have the same suit or the same rank; the pile moves whole.")
    if sets & 7 == 1:
        out.append("Also one of each rank from %s to King together." % low)
    elif sets & 7 == 2:
        out.append("%ss and up go four of a rank." % low)
    if sets & 8:
        out.append("Every set's cards of one suit.")
    st = x[E.STOCK]
    if st == E.STOCK_WASTE:
        w = x[E.SHAPE] >> 4  # (wastes.py's: more than one, the player picks the one a card goes to)
        to = "the waste" if w < 2 else "the waste you mark (left/right: another of the %d)" % w
        out.append("Stock: A deals %s to %s. %s top card is free%s." % (
            _DRAW[x[E.DRAW]], to, "The waste's" if w < 2 else "Each waste's", ", and the stock's" if x[E.STOCK_FREE] else ""))
        p = x[E.PASSES]
        out.append("%s through the stock." % ("As many passes as you like" if p == E.UNLIMITED else _PASSES[p] if p < len(_PASSES) else "%d passes" % p))
        if x[E.DEALT] >> 6:  # (refill.py's)
            out.append("A space a set leaves is filled from the stock at once%s." % (", then from the waste" if x[E.DEALT] >> 7 else ""))
    elif st == E.STOCK_FILL:
        out.append("The rest is the stock: a gap in the layout is filled from it at once.")
    elif st == E.STOCK_GRID:
        out.append("A on the stock closes the gaps, the cards moving up in order, and deals into the places left at the end.")
    g = x[E.GOAL]
    goal = "one pile left" if g == E.GOAL_ONE_PILE else "the pyramid's cards removed" if g == E.GOAL_LAYOUT else "every card removed but %d" % x[E.KEEP] if x[E.KEEP] else "every card removed"
    out.append("Goal: %s." % goal)
    out.append("Keys: A picks a card, then A removes it with the %s marked (left/right: another). B undoes." % ("ones" if sets else "one"))
    return out


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    return Lines(rules_texts(rules), width)
