"""The card games' rules screen, written from a game's record so it is
always true to the engine."""

from sys import modules

from micropython import const

from solitaire.cards import rules as R
from solitaire.console.lines import Lines

# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_CELLS_DEALT = const(0)
_FOUND_DEALT = const(1)
_RANK_BOTTOM = const(2)
_LOW_BOTTOM = const(3)
_DEAL_PLAYS_UP = const(4)
_DOWN_ALTERNATE = const(5)
_RESERVE_UP = const(6)
_TOURNAMENT = const(7)
_DRAW_DROP = const(8)
_FILL_FROM = const(9)
_REDEALS = const(10)
_REDEAL_HOW = const(11)
_WASTES = const(14)
_MERCI = const(15)
_FOUND_CAP = const(12)
_DEALT_SUIT = const(13)
_POOL = const(16)
_FOUND_BACK = const(17)
_BASE_FIRST = const(18)
_RESERVES = const(19)
_ROW_TO = const(20)
_FILL_RANK = const(21)
_DUMP = const(22)
_POCKET = const(23)
_FG_PILES = const(24)
_FG_BASE = const(25)
_FG_DIR = const(26)
_FG_SUIT = const(27)
_FG_CAP = const(28)
_FG_CAP_FIRST = const(29)
_FG_DEALT = const(30)
_FG_FLAGS = const(31)
_FG_DEALT_SUIT = const(56)  # the second group's dealt base card's suit + 1 (fgdeal.deal)
_PLAY_BITS = const(57)  # bit 1, redeal_tab: a redeal leaves the cells the deal filled (redeal.py)
_SEED_DEALT = const(32)
_FOUND_ANY = const(39)  # 1: no card dealt up, no base: each empty foundation takes any card (Eliminator; board.py)
_FOUND_OWN = const(42)  # 1: the foundations dealt the deck's next cards whatever their ranks, each pile its own (Stalactites; basecards.py)
_FOUND_DIFFER = const(43)  # 1: the foundation piles start with different suits; 2: colours (HalfCell; basecards.py)
_FOUND_ACROSS = const(33)
_FG_THIRD = const(44)  # a third foundation group, base | direction << 4 (fgroups.py)
_FG_FOURTH = const(47)  # a fourth
_PHASES = const(35)
_SPACE_RUNS = const(41)
_EPHEMERAL = const(45)
_SUIT_OR_RANK = const(3)  # a tab_dir: down in suit, or onto its own rank of another suit (Curds and Whey; order.py)
_UP_KINGS = const(4)  # a tab_dir: up, and a King on an Ace too (Up and Up; order.py)
_TO_BASE = const(13)  # a tab_dir: up or down from the base round to the rank below it (Castle's End; order.py)
_UPDOWN_KINGS = const(9)  # a tab_dir: up or down, and a King on an Ace too (Box Kite; order.py)
_EVEN = const(3)  # a deal_plays_up: the piles dealt even, cards going up as they come (Capricieuse; capric.py)
_LEFT = const(51)  # 1: once the stock is out, a space takes the next pile's top card, else the waste's (Moving Left; after.forced_move)

_RANKS = ("", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")
_SUITS = ("clubs", "diamonds", "hearts", "spades", "anchors", "wheels", "?", "?")
_SUIT_RULES = ("regardless of suit", "in suit", "in alternate colours", "in one colour", "in another suit", "",
               "in the suits' rotation (a club on a heart, a diamond on a club, a spade on a diamond, a heart on a spade)")  # (rules.py's ANY_SUIT ...; 6: Following's)
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _num(n):
    return _NUMBERS[n] if n < len(_NUMBERS) else str(n)


def _steps(r):
    n = r.found
    rows = []
    for m in range(1, (r.extra[_FOUND_DEALT] + n - 1) // n + 1):  # the ranks dealt there, a row a step
        ranks = ["%s %s" % ("an" if k * m % 13 in (1, 8) else "a", _RANKS[(k * m - 1) % 13 + 1]) for k in range(1, n + 1)]
        rows.append(", ".join(ranks[:-1]) + " and " + ranks[-1])
    dealt = "dealt %s" % rows[0] + "".join(" (then %s on them)" % t for t in rows[1:])
    return ("Foundations: %s, %s; each builds up regardless of suit by its own step, the first by ones, the second by twos, "
            "the third by threes, the fourth by fours, round the corner (the second: 2 4 6 8 10 Q A 3 5 7 9 J K); "
            "a King ends each. Cards up there stay." % (_num(n), dealt))


def _build(direction, suit_rule, wrap):
    if suit_rule == R.NO_BUILD:
        return "no building"
    if direction == _SUIT_OR_RANK:
        return "a card goes on the next higher card of its suit, or on a card of its own rank in another suit"
    if direction == _UP_KINGS:  # (the record's tab_wrap is the seed's "kings on aces": this, not a ring)
        return "build up %s, and a King on an Ace, but nothing on a King" % _SUIT_RULES[suit_rule]
    if direction == _TO_BASE:  # (the seed's "the maximum card on the base card": one way round the corner)
        return "build up or down %s, the ranks running from the foundations' base round to the rank below it, which goes on a base card too (until the base is set, round the corner either way)" % _SUIT_RULES[suit_rule]
    if direction == 16:  # (Pile Up's: order.py)
        return "a card goes on a card of its own rank, any suit"
    if direction == _UPDOWN_KINGS:  # (tab_wrap too: one way, as Up and Up's)
        return "build up or down %s, and a King on an Ace, but never an Ace on a King" % _SUIT_RULES[suit_rule]
    if direction == 14:  # down by two (order.py's _TWOS_DOWN): odd and even ranks in runs of their own
        return "build down by twos %s%s" % (_SUIT_RULES[suit_rule], ", a Queen on an Ace and a King on a 2" if wrap else ", nothing on an Ace or a 2")
    d = ("down", "up", "up or down")[direction if direction < 3 else direction == 22]  # (a piquet deck's, 19 down and 22 up: stripped.py's line says a 7 follows an Ace)
    out = "build %s %s" % (d, _SUIT_RULES[suit_rule])
    if direction == R.UP_DOWN:  # (Golf's)
        out += ", King and Ace next to each other" if wrap else ", but never Ace on King or King on Ace"
    elif wrap:
        out += ", King on Ace" if direction == R.DOWN else ", Ace on King"
    return out


def _group(n, base, dealt, direction, suit_rule, wrap, cap):
    """One foundation group's rule (fgroups.py), as a clause."""
    a = "an" if base == 1 or base == 8 else "a"
    direction, cap = (14, 0) if direction == 24 else (direction, cap)  # (24: down by twos, ending at the Ace or the 2: fgroups.py, order.py's step)
    if direction == 17:  # whole suits off the tableau (fgroups.py; legal.py checks them)
        return "%s take only a whole suit, King to Ace %s, off the tableau" % (_num(n), _SUIT_RULES[suit_rule])
    if direction == 5:  # its base card alone (a third or fourth group: fgroups.py)
        return "%s take %s %s each, nothing on it" % (_num(n), a, _RANKS[base])
    if direction == 3:  # every card of the base rank, any suit (or by its suit rule: Carousel's Aces)
        return "%s take%s every %s, %s" % (_num(n), "s" if n == 1 else "", _RANKS[base], _SUIT_RULES[suit_rule] if suit_rule else "of any suit")
    if direction == 16:  # up by twos round the corner (fgroups.py)
        top = (base + 2 * (cap or 13) - 3) % 13 + 1
        return "%s start with %s %s%s and build up by twos %s%s, %d cards each, up to %s %s" % (
            _num(n), a, _RANKS[base], " (dealt there)" if dealt else "", _SUIT_RULES[suit_rule], ", round the corner (a Queen, then an Ace; a King, then a 2)" if base + 2 * (cap or 13) > 15 else "", cap or 13, "an" if top == 1 else "a", _RANKS[top])
    out = "%s start with %s %s%s and %s" % (_num(n), a, _RANKS[base], " (dealt there)" if dealt else "", _build(direction, suit_rule, wrap or direction < 2 and not cap and base != (1 if direction == R.UP else 13)))  # (from another base the ranks go round the corner: order.ring_cut)
    if 0 < cap <= 13:  # (more: a pile up and down round the corner takes what comes, Binary Star's)
        top = (base + cap - 2) % 13 + 1 if direction == R.UP else (base - cap + 13) % 13 + 1
        out += ", %s to %s %s%s" % ("up" if direction == R.UP else "down", "an" if top == 1 else "a", _RANKS[top],
                                  " round the corner" if not wrap and (base + cap > 14 if direction == R.UP else cap > base) else "")
    return out


def _back(r, across):
    """The foundations' sentence on their top cards coming back: onto the
    tableau by its build rule, and (``across``: Tournament's halves, the
    groups of fgroups.py) onto the other half or group where it fits."""
    n = r.extra[_FOUND_BACK]  # 1; 2: once the stock is empty
    if not n:
        return "Cards up there stay."
    to = ["come back onto the tableau"] if r.tab_suit != R.NO_BUILD and not r.extra[_FOUND_ACROSS] else []  # (found_across: only across, Algerian's)
    if across:
        to.append("go across to the other %s, where it fits" % across)
    if not to:
        return "Cards up there could come back only onto the tableau, where nothing builds: they stay."
    return "%s top card up there may %s." % ("Once the stock is empty, a" if n > 1 else "A first group's" if r.extra[62] & 128 else "A", ", or ".join(to)) + (" The second group's stay." if r.extra[62] & 128 else "")  # (62, sides' bit 7: Penta's, sides.py)


def _groups(r):
    """The foundations' sentence for a record of two foundation groups."""
    x = r.extra
    n = x[_FG_PILES]
    d = x[_FOUND_DEALT]
    more = 2 + (x[_FG_THIRD] > 0) + (x[_FG_FOURTH] > 0)  # the groups
    k = r.found - n * (more - 1)  # the first group's piles
    first = _group(k, r.found_base, d, r.found_dir, r.found_suit, r.found_wrap, x[_FG_CAP_FIRST])
    if 0 < d < k:
        first = first.replace("(dealt there)", "(dealt to %s)" % _num(d))
    second = _group(n, x[_FG_BASE], x[_FG_DEALT], x[_FG_DIR], x[_FG_SUIT], x[_FG_FLAGS] & 2, x[_FG_CAP])
    if x[_FG_DEALT_SUIT]:  # (a named card dealt to each group: Binary Star's Ace of spades and King of hearts)
        first = first.replace(" (dealt", " of %s (dealt" % _SUITS[x[_DEALT_SUIT] - 1])
        second = second.replace(" (dealt", " of %s (dealt" % _SUITS[x[_FG_DEALT_SUIT] - 1])
    for v in x[_FG_THIRD], x[_FG_FOURTH]:  # (down to the Ace or up to the King: its length, said)
        if v:
            second += "; " + _group(n, v & 15, x[60] & 1 and v == x[_FG_THIRD], {6: 16, 7: 17}.get(v >> 4, v >> 4), R.ALT_COLOUR if v >> 4 == 7 else x[_FG_SUIT], 0, (14 - (x[34] >> 4) - (v & 15)) // 2 if v >> 4 == 6 else 14 - (v & 15) if v >> 4 == R.UP else v & 15)  # (60, fg_later: a third group dealt; 6, up by twos to the deck's last rank, 34 its strip; 7, whole sequences in alternate colours: fgroups.py)
    differ = " The piles of a group start with different suits%s." % (", the first group's red, the second's black" if x[_FG_FLAGS] & 4 else "") if x[_FG_FLAGS] & 1 else ""
    differ += " The last group's piles start with different suits." if x[60] & 2 else " The piles of a group start with different colours." if x[60] & 4 else ""  # (fg_later's fourth_differ, colours_differ: fgroups.check)
    if x[46]:  # (fg_apart: fgdeal.deal)
        differ += " The second group's base cards are of the suits the first group's are not, a pile for each suit."
    return "Foundations: %s, in %s groups: %s; %s.%s %s" % (_num(r.found), _num(more), first, second, differ, _back(r, "group" if more == 2 else "groups") + (" Whole suits up there stay." if x[47] >> 4 == 7 and x[_FOUND_BACK] else ""))


def _tableau(r):
    """The tableau's sentences: the deal, the build, what moves, what fills a space."""
    if not r.tab:
        return ["No tableau."]  # (Betsy Ross: the stock, the waste and the foundations)
    x = r.extra
    out = []
    sizes = r.deal
    same = True
    for n in sizes:
        same = same and n == sizes[0]
    downs = 0
    for p in range(r.tab):
        downs += r.down[p] - (r.down[p] == sizes[p] > 0)  # (a face-down card dealt on top turns up: board.py's deal)
    if same:
        deal = "%s pile%s of %d card%s" % (_num(r.tab), "" if r.tab == 1 else "s", sizes[0], "" if sizes[0] == 1 else "s")
    else:
        runs = []  # [piles, cards] of each run of equal piles
        for n in sizes:
            if runs and runs[-1][1] == n:
                runs[-1][0] += 1
            else:
                runs.append([1, n])
        if len(runs) * 2 <= len(sizes):  # long runs (Fan's 3-3-...-2-2): counted
            deal = "%s piles: %s" % (_num(r.tab), ", ".join("%d of %d card%s" % (k, n, "" if n == 1 else "s") for k, n in runs))
        else:
            deal = "%s piles of %s cards" % (_num(r.tab), "-".join([str(n) for n in sizes]))
    faces = "all face up" if not downs else "%d of them face down" % downs
    if downs and x[_DOWN_ALTERNATE]:
        faces = "face up and down in turn from the top card, %d down" % downs
    out.append("Tableau: %s, %s.%s" % (deal, faces, " The pyramid turned: each pile one of its diagonals, a card under the one below it and the one to its right; a top card plays once the next pile is shorter." if x[64] == 2 else ""))  # (64, covers 2: legal.check)
    n = x[_LOW_BOTTOM]
    if n == 1:
        out.append("The first pile has the lowest card left at its bottom.")
    elif n:
        out.append("The first %s piles each have one of the %s lowest cards left at the bottom." % (_num(n), _num(n)))
    if x[_RANK_BOTTOM]:
        out.append("The deal puts every %s at the bottom of its pile." % _RANKS[x[_RANK_BOTTOM]])
    if x[_DEAL_PLAYS_UP] == 2:
        out.append("The deal's %ss go up as it turns them up, the next card dealt in each one's place." % _RANKS[r.found_base])
    elif x[_DEAL_PLAYS_UP] == _EVEN:  # (capric.py)
        out.append("The deal goes round the piles a card each in turn; a card that fits a foundation as it comes goes there, "
                   "and the next card goes to the pile it left, so the piles stay even, short by the cards that went up.")
    elif x[_DEAL_PLAYS_UP]:
        out.append("A card the deal turns up that fits a foundation goes there, leaving its pile a card short.")
    low = ", a King on an Ace, nothing on a King: the King is the lowest rank" if r.found_base == 13 and r.found_dir == R.UP and r.tab_dir == R.DOWN and not r.tab_wrap else ""  # (order.ring_cut's from the foundations' base: Zerline)
    out.append("On the tableau %s%s." % (_build(r.tab_dir, r.tab_suit, r.tab_wrap), low))
    if r.tab_dir == _SUIT_OR_RANK:
        out.append("A run moves as one, whole or in part, if it is all down in suit or all of one rank, not both.")
    elif r.move == R.ONE:
        out.append("Move one card at a time.")
    elif r.move == R.SUPER:
        out.append("Move a run as long as free cells and spaces would let you move it card by card.")
    elif r.move == R.GROUP:
        out.append("Any face-up card moves with all the cards on it, in order or not.")
    elif r.move == R.FRONT:
        out.append("A pile's face-up cards move all together, or its top card alone.")
    elif r.move_suit != r.tab_suit:
        out.append("A run moves as one only if it is %s." % ("all one suit" if r.move_suit == R.SAME_SUIT else "in alternate colours"))
    else:
        out.append("A run in sequence moves as one.")
    out.append(_space(r, x))
    if r.found_base == R.BASE_RANDOM and r.fill == R.FILL_KING:
        out.append("(The rank below the base counts as King.)")
    return out


def _space(r, x):
    """Gets the sentence on what fills a space."""
    k = x[_FILL_RANK]  # (fill 4: a named rank, or two packed low | high << 4: "an Ace or a King")
    fill = ("any card", "only a King", "nothing", "only the high card, the rank below the base")[r.fill] if r.fill < 4 else "only a King while the stock lasts, then any card" if r.fill == 6 else "only " + " or ".join("%s %s" % ("an" if j in (1, 8) else "a", _RANKS[j]) for j in (k & 15, k >> 4) if j)
    if r.autofill == R.AUTOFILL_RESERVE:
        return "A space fills from the reserve by itself; once the reserve is gone it takes %s." % fill
    if x[_LEFT]:  # (the seed's second source is "the undefined": its Description's "filled from the next column", the repair shown)
        return "A space fills from the stock by itself; once it is out, from the next pile's top card, else the waste's (the seed's \"undefined\" read as its next column); once all are gone it takes %s." % fill
    if r.autofill and r.autofill != 11:  # 2: from the stock; 3: the waste, else the stock; 7: the stock, else the waste (rules.py; 11 fills the reserve's piles: their line says so)
        w = r.autofill in (3, 7, 15) and r.stock != 3  # (stock 3: the face-up stock's cards lie in the waste's pile)
        n = "" if w or r.draw == 1 else " (%s cards)" % _num(r.draw)
        return "A space fills from the %s%s by itself; once %s gone it takes %s%s." % (("waste, or the stock while the waste is empty," if r.autofill == 3 else "waste, four cards (its top card at the bottom), or four from the stock while the waste is empty," if r.autofill == 15 else "stock, or the waste once the stock is out,") if w else "stock", n, "both are" if w else "the stock is", fill,
                                                                                 ", and a space left then fills from the stock once the waste is turned over" if r.autofill == 9 else "")  # (9: Grandfather's, after.forced_move)
    if r.fill == R.FILL_NONE:  # (Big Ben's spaces are gaps the stock fills: its line says how)
        return "No card moves into a space; the stock fills it." if x[_ROW_TO] == 4 else "A space stays empty."
    fm = x[_FILL_FROM]  # the pile kinds a space takes cards from, a bit each (1 << kind)
    src = " or ".join(n for k, n in ((1, "the stock" if r.stock == 3 else "the waste"), (3, "a cell"), (4, "a waste pile" if x[54] else "the reserve"), (5, "another pile")) if fm >> k & 1 and (k != 4 or fm < 64))  # (54: waste_piles, New York's, reserve piles: intake.py)
    if fm & 64:  # (fill_from's reserve_first: legal.py's _RESERVE_FIRST)
        return "A space takes %s from the reserve while it lasts, then from %s." % (fill, src or "anywhere")
    out = "A space takes %s%s." % (fill, " from " + src if src else "")
    k = x[_SPACE_RUNS]  # (legal.capacity: 1, one card; 2, a run as the other spaces let it move card by card)
    return out[:-1] + (", but never a run." if k == 1 else "; a run only as long as the other spaces would let you move it card by card." if k else ".")


def _labyrinth(r):
    """Gets Labyrinth's rows (merci 3: labyrinth.py), the top line's pool
    and the columns under it."""
    n = _num(r.reserve)
    return ["First row (the top line, after the stock): %s cards, face up; each plays up. A gap there fills from the stock by itself." % n,
            "Rows under it: the stock deals a new row of %s, a card onto each column (the line below); a column's last card plays up. "
            "Nothing is built on the rows. The text deals a row once nothing goes up; here the stock deals when you select it." % n,
            "Once the stock is out a first row gap stays, and the card under it, its column's first, plays too (select it, then its own column, then up).",
            "Last resort, once a game: when nothing else goes up, draw any card that goes up from the columns the same way."]


def sentences(rules):
    """Gets the rules as a list of plain sentences."""
    r = rules
    x = r.extra  # (read often: a local)
    out = []
    decks = r.decks()
    if x[34]:  # a stripped deck (stripped.py)
        __import__("solitaire.cards.stripped")
        out.append(modules["solitaire.cards.stripped"].words(r))
    elif r.sets % 4 == 0 and len(r.suits) == 4:
        out.append("Cards: %s deck%s." % (_num(decks), "" if decks == 1 else "s"))
    else:
        names = " and ".join(_SUITS[s] for s in r.suits)
        out.append("Cards: %d, all %s." % (r.cards(), names) if len(r.suits) == 1 else "Cards: %d in %s." % (r.cards(), names))
    g = r.goal  # 1, 2: the tableau sorted; 3: the stock emptied (rules.py, goals.py)
    if g == 6:  # (goals.py)
        out.append("Goal: the foundation%s full, %d cards%s." % ("s" if r.found > 1 else "", x[_FOUND_CAP], " each" if r.found > 1 else ""))
    elif g == 5:  # (goals.py)
        out.append("Goal: move cards until the top cards of the %s piles total 91 (Ace 1, Jack 11, Queen 12, King 13), every pile with one: a deal dealt at 91 needs a move that keeps it." % _num(r.tab))
    elif g == 9:  # (goals.py)
        out.append("Goal: group the cards by rank: each pile all %s cards of one rank, any suit." % _num(r.sets))
    elif g == 8:  # (goals.py: by the tableau's build rule)
        out.append("Goal: sort every card on the tableau, each pile one sequence as it builds; nothing left in the stock or the waste.")
    elif g == 4:
        out.append("Goal: every tableau card to the foundation; cards left in the stock don't count.")
    elif g == 11:  # (goals.py: Flow's)
        out.append("Goal: sort every card on the reserve and the tableau: each pile whole suits, a King down to an Ace in suit.")
    elif g == 3:
        out.append("Goal: empty the stock%s. No foundations: the cards stay on the tableau." % (" and the waste" if r.stock == R.STOCK_WASTE else ""))
    elif g:
        left = (["stock"] if r.stock or r.autofill == 2 else []) + (["waste"] if r.stock == R.STOCK_WASTE else []) + (["cells"] if r.cells else []) + (["reserve"] if r.reserve else [])
        out.append("Goal: sort %s: each pile whole suits, a King down to an Ace %s, all face up%s." % (
            "the tableau, or send cards up" if r.found else "every card on the tableau", "in suit" if g == 1 else "in alternate colours",
            "; nothing left in the " + " or ".join(left) if left else ""))
        if r.tab_wrap:
            out.append("As a King goes on an Ace, a sorted pile may turn the corner (5 down to Ace, then King down to 6) and run on past 13 cards, in whole 13s.")
    else:
        out.append("Goal: every card to the foundations.")
    cap = x[_FOUND_CAP]  # a pile of more than 13 cards: rounds of them, or Golf's whole deck
    rounds = (" Each takes %d cards: %s rounds of 13." % (cap, _num(cap // 13)) if r.found > 1 else " It takes %d cards: %s rounds of 13." % (cap, _num(cap // 13))) if cap and r.found_dir != R.UP_DOWN else ""
    if not r.found:
        pass
    elif r.found_dir == 18:  # Beehive's rank sets (sets.py)
        out.append(__import__("solitaire.cards.sets", None, None, ("words",)).words(r))
    elif r.found_takes == R.FOUND_SUITE:
        whole = "sequence, King down to Ace in any suits," if r.found_suit == R.ANY_SUIT else "suit, King down to Ace," if r.found_suit == R.SAME_SUIT else "sequence, King down to Ace %s," % _SUIT_RULES[r.found_suit]
        out.append("Foundations: %s. Only a whole %s goes up, and it goes up by itself.%s" % (_num(r.found), whole, rounds))
    elif x[_FG_PILES]:
        out.append(_groups(r))
    elif 8 <= r.found_dir < 16:  # the clocks' (hours.py: not clock.py, the smaller load for play), Amazons' (13: amazons.py), British Constitution's (14: britcon.py, its rows too), King's Audience's pairs (15: audience.py)
        n = "solitaire.cards.amazons" if r.found_dir == 13 else "solitaire.cards.britcon" if r.found_dir == 14 else "solitaire.cards.audience" if r.found_dir == 15 else "solitaire.cards.hours"  # (no name of its own; "hours" as long as "clock": text.py's .mpy the same size)
        out.append((__import__(n) and modules[n]).words(r))
    elif r.found_dir == 4:  # each pile its own step (fgroups.py)
        out.append(_steps(r))
    elif r.found_dir == 6:  # doubling (fgroups.py)
        out.append("Foundation: one, the first card dealt; each card on it is the double of the one below, less 13 when over it, "
                   "regardless of suit: A 2 4 8 3 6 Q J 9 5 10 7 A and so on. No King goes up: the deal puts the Kings it meets "
                   "at the bottom of the stock, and one dealt later stays where it lies.")
    elif r.found_dir == 7:  # Osmosis': a rank once the pile to the left holds it (fpiles.py)
        out.append("Foundations: %s; the first card dealt starts the first, any card of its suit goes there, in any order. The others start "
                   "with its rank and take their own suit in any order, a card only once its rank is on the pile to the left: "
                   "on a foundation the line below names the ranks it holds." % _num(r.found))
    elif r.found_dir == 5:  # each pile from its own rank, in alternating colours (fgroups.py)
        out.append("Foundations: %s, empty at first; they start with a 2, a 3, a 4 and a 5 and build up in the colour they start with, "
                   "round the corner (a King, then an Ace), 13 cards each. The 2's and the 4's are one colour, the 3's and the 5's the other: "
                   "the first card up sets which. Cards up there stay." % _num(r.found))
    else:
        base = "a random card dealt first sets the base rank, the lowest (the rank below it is the highest)" if r.found_base == R.BASE_RANDOM else "start with an %s" % _RANKS[r.found_base] if r.found_base == 1 or r.found_base == 8 else "start with a %s" % _RANKS[r.found_base]
        if x[_BASE_FIRST]:
            base = "the first card played up%s sets the base rank of them all, the lowest (the rank below it is the highest)" % (", a reserve pile's top card," if x[_BASE_FIRST] > 1 else "")
            if r.found_dir == R.UP_DOWN:  # (the seed names no base: Golf's, Ants')
                base = "empty, it takes any card"
        n = x[_FOUND_DEALT]
        if x[_FOUND_ANY]:  # (Eliminator's: no base, board.py)
            base = "each empty one takes any card"
        elif x[_FOUND_OWN]:  # (Stalactites': basecards.py)
            base = "each dealt a card, whatever its rank, which starts it, 13 cards each"
        elif r.found_base == R.BASE_RANDOM and n > 1:
            base += ", and %s more of its rank are dealt there" % _num(n - 1)
        elif x[_DEALT_SUIT] and not n:  # (a named card starts it, played there: Ace of Hearts')
            base = "%s start with the %s of %s" % ("it must" if r.found == 1 else "they must", _RANKS[r.found_base], _SUITS[x[_DEALT_SUIT] - 1])
        elif r.found_base != R.BASE_RANDOM and n:
            base += " (dealt to %s)" % ("each" if n == r.found else "%s of them" % _num(n))
            if x[_DEALT_SUIT]:  # (Black Hole's)
                base = "the %s of %s dealt there" % (_RANKS[r.found_base], _SUITS[x[_DEALT_SUIT] - 1])
        if x[_FOUND_DIFFER]:  # (basecards.refuse: HalfCell's)
            base += ", each pile a different %s" % ("suit" if x[_FOUND_DIFFER] == 1 else "colour")
        if x[_TOURNAMENT] & 1:
            h = _num(r.found // 2)
            out.append("Foundations: %s start with an Ace and build up in suit, %s with a King and build down in suit; in each half every suit has one. %s" % (h, h, _back(r, "half")))
        else:
            turn = r.found_dir < 2 and r.found_base != R.BASE_RANDOM and not x[_BASE_FIRST] and r.found_base != (1 if r.found_dir == R.UP else 13)  # (a fixed base but the Ace's (the King's): the ranks go round the corner to the one below it, order.ring_cut)
            out.append("Foundations: %s; %s; %s. %s%s" % (_num(r.found), base, _build(r.found_dir, r.found_suit, r.found_wrap or turn), _back(r, ""), rounds))
    if x[_MERCI] == 3:  # (Labyrinth's rows: labyrinth.py)
        return out + _labyrinth(r)
    if r.found_dir == 14:  # (British Constitution's rows: the foundations' line says them, britcon.py)
        return out
    if x[_DUMP] == 4:  # (the piles' cards onto the waste: legal.py's _ONTO_WASTE)
        out.append("Tableau: %s piles of %d cards, all face up; nothing goes on them. Their top cards go up, or onto the waste's top card: %s." % (
            _num(r.tab), r.deal[0], _build(r.tab_dir, r.tab_suit, r.tab_wrap)))
    elif x[_DUMP] == 3:  # (any top card onto any pile: legal.py's _DUMP)
        out.append("Tableau: %s piles of %d cards, all face up. A pile's top card goes onto any other pile, whatever lies there, or into a space: one card at a time." % (_num(r.tab), r.deal[0]))
    elif 0 < x[_DUMP] < 5:  # (waste piles the player deals onto: legal.py's _DUMP; 2, their top cards into a space too)
        out.append("Tableau: %s waste piles, %s at first. The %s top card goes onto any of them, whatever lies there; their top cards go only up%s." % (
            _num(r.tab), "a card each" if any(r.deal) else "empty", "stock's" if r.stock == 3 else "waste's", " or into a space" if x[_DUMP] > 1 else ""))
        if r.autofill:
            out.append(_space(r, x))
    else:
        out += __import__("solitaire.cards.sides", None, None, ("lines",)).lines(r, _tableau) if x[62] else _tableau(r)  # (62, sides: a left and a right tableau, sides.py)
        if x[_DUMP]:  # (5: legal.py's _FROM_WASTE, Circle Eight)
            out.append("Only the waste's card builds on a pile; a pile's top card goes only into a space.")
    if x[_PHASES]:  # (Little Spider's two parts: legal.py)
        h = r.tab // 2
        out.append("Until the stock is out nothing builds on the tableau, and a pile of its second row (piles %d-%d) plays only to the foundation right above it; "
                   "the first row's play to any. Then the tableau builds as said and every pile plays to any foundation." % (h + 1, r.tab))
    if x[_POCKET] and x[49]:  # (49: tail, Tabbycat's: pocket.py)
        out.append("Tail (the cell): nothing builds on it, but empty it takes a pile's top card or a run that could move, 13 cards at most; "
                   "any run from its top moves out onto the tableau by the build rule, and a whole sequence goes up.")
    elif x[_POCKET]:
        out.append("Pocket (the cell): once the stock is out, waive a pile's top card, or a run that could move, into it; "
                   "it comes out only whole, onto the tableau by the build rule or, one card, up. Use it as often as it empties.")
    elif r.cells:
        n = x[_CELLS_DEALT]
        dealt = " (%s dealt a card)" % ("each" if n == r.cells else _num(n)) if n else ""
        gone = x[_EPHEMERAL]  # (legal.py: a cell a card has been in and left takes no more, nor counts for a run)
        out.append("Cells: %s%s, one card each." % (_num(r.cells), dealt) + (" The last is gone once a card has been in it and left, and never counts for moving a run." if gone else ""))
        if x[_TOURNAMENT] & 2:
            out.append("One cell at least is dealt an Ace or a King: if none is, the stock's first one takes the place of a cell's card.")
    if x[_POOL]:
        out.append("Reserve: %d cards laid apart, face up; every one plays, and none goes back." % r.reserve)
    elif x[54]:  # (54: waste_piles, reserve piles taking the stock's card alone: intake.py)
        out.append("Waste piles: %s, empty at first; the stock's top card goes onto any of them, no other card; the top card of each plays." % _num(x[_RESERVES]))
    elif x[64] == 1:  # (64, covers 1, Backbone's: board.py's deal, legal.check)
        out.append("Reserve, the backbone: two piles of %s cards, all face up, and one card covering both; a top card plays once none covers it; you put no card on them." % _num(r.reserve // 2))
    elif x[_RESERVES]:
        n = x[_RESERVES]
        k = r.reserve // n
        more = r.reserve % n  # (the first piles a card more: board.deal, Wave Motion's 7 7 7 7 6 6 6 6)
        out.append("Reserve: %s piles of %s card%s%s%s; the top card of each plays; %s.%s" % (
            _num(n), _num(k), "" if k == 1 else "s", ", the first %s a card more" % _num(more) if more else "", ", all face up" if x[_RESERVE_UP] and k > 1 else "",
            ("nothing builds on them, but an empty one takes any card of the tableau or of another reserve pile, as a cell does",
             "a card of the same rank, any suit, goes onto one from the tableau or another reserve pile; an empty one takes none",
             "each builds as the tableau does, one card at a time, from it or another reserve pile; an empty one takes %s" % ("none" if x[_PLAY_BITS] & 4 else "any card"))[x[48]] if x[40] == 3 else "you put no card on them",  # (4: play_bits' reserve_shut, Wading Pool's)  # (40: reserve_takes 3, 48: reserve_builds, intake.py)
            " An emptied pile fills from the waste, or the stock while the waste is empty, by itself; once both are out it stays empty." if r.autofill == 11 else ""))  # (board.apply)
    elif x[40]:  # (40: reserve_takes, a reserve that takes cards: intake.py)
        k = x[40]
        most = " It holds %s cards at most." % _num(k >> 2) if k >> 2 else ""
        if x[_PLAY_BITS] & 2:  # (waste_to_empty: intake.py, Zerline)
            most += " A waste card goes only into it empty."
        out.append("Reserve: %s; its top card plays. Any card of another pile goes onto it, one at a time.%s" % ("%d cards, all face up" % r.reserve if r.reserve else "empty at first", most) if k & 3 == 1 else
                   "Reserve: empty at first; a King goes into it, then only cards of its rank, one at a time; its top card plays.%s" % most)
    elif r.reserve and x[_RESERVE_UP] == 2:  # (Eagle Wing's trunk: arrange.py)
        out.append("Reserve: %d cards face down; none plays until one is left, which turns up and plays." % r.reserve)
    elif r.reserve:
        out.append("Reserve: %d cards%s; its top card plays%s." % (r.reserve, ", all face up" if x[_RESERVE_UP] else "", ("", " only to the foundations", " only up or into a space")[x[38]]))  # (38: reserve_to, legal.py)
    if r.stock == R.STOCK_WASTE:
        passes = "as often as you like" if not r.passes else "%s more time%s" % (_num(r.passes - 1), "" if r.passes == 2 else "s") if r.passes > 1 else "never"
        drop = x[_DRAW_DROP]
        fewer = "; each pass deals %s fewer than the one before, down to one" % ("one" if drop == 1 else _num(drop)) if drop else ""
        w = x[_WASTES]
        if x[_ROW_TO] == 4:  # (Big Ben's gaps: clock.py)
            out.append("Stock: a press fills every gap first: each pile is kept at %s cards, one with fewer takes nothing, and the stock deals "
                       "a card at a time clockwise from the pile above 12 o'clock until every pile holds %s again; nothing moves until it is done. "
                       "With no gap it deals one card to the waste, whose top card plays; the waste is never turned over." % (_num(r.deal[0]), _num(r.deal[0])))
        elif x[52]:  # (52: politaire's gallery, gallery.py)
            out.append("Gallery: the rest of the deck in a row, all face up; a card plays if dealing three at a time, as often as you like, would bring it up: "
                       "the card before the last one played, every third after it, the last card, every third from the start. "
                       "Up on the place beside the stock chooses the next one (the bottom line names them), A picks it up; the stock deals three too.")
        elif w:  # (the seed says "to the waste": the piles in turn is this engine's reading)
            out.append("Stock: deals one card at a time to the %s waste piles in turn, from the left (the seed leaves which one open); their top cards play. One pass only." % _num(w))
        else:
            out.append("Stock: deals %s to the waste, whose top card plays%s. Turn the waste over %s." % ("one card" if r.draw == 1 else "%d cards" % r.draw, fewer, passes))
    elif x[_ROW_TO] == 5:  # (rowdeal.py: Algerian's)
        out.append("Stock: deals %s onto each reserve pile, all of them onto one pile before the next; once it holds fewer cards than that, "
                   "its last deal is one card onto each tableau pile. Deal when you like (the text deals when play comes to a standstill)." % (_num(r.draw) + " cards"))
    elif x[_ROW_TO] == 2:
        k = r.draw
        out.append("Stock: deals %s onto each reserve pile%s; a short stock's last cards go to the first piles." % (
            "one card" if k == 1 else _num(k) + " cards", "" if k == 1 else ", all of them onto one pile before the next"))
    elif x[_ROW_TO] == 3:
        out.append("Stock: deals %s onto the first pile; no redeal." % ("one card" if r.draw == 1 else _num(r.draw) + " cards"))
    elif x[_ROW_TO]:
        out.append("Stock: deals one card onto each pile that is not empty (onto every pile if all are empty); a short stock's last cards go to the first of them.")
    elif r.stock == R.STOCK_ROW and r.cards() - sum(r.deal) < r.tab:
        n = r.cards() - sum(r.deal)
        out.append("Stock: at a press its %s cards go one each onto the first %s piles." % (_num(n), _num(n)))
    elif r.stock == 4:  # (Golf's: rules.py)
        out.append("Stock: deals one card onto the foundation, whatever its rank (select the stock).")
    elif r.stock == R.STOCK_ROW:
        n = "one card" if r.draw == 1 else "%s cards" % _num(r.draw)
        out.append("Stock: deals %s onto every pile%s." % (n, ", but only when no pile is empty" if r.deal_needs_full else ""))
    elif r.stock == 3:  # (rules.py: its cards lie face up, in the waste's place on the screen)
        out.append("Waste: %d cards, all face up; every one plays (up on the waste chooses the next)." % (r.cards() - sum(r.deal)) if x[65] else "Stock: its top card is face up and plays; nothing is dealt from it%s." % (", and nothing goes onto it" if x[_MERCI] != 4 else ""))  # (65, waste_all: bouquet.py)
    n = x[_REDEALS]
    if n:
        how = x[_REDEAL_HOW]
        times = "as often as you like" if n == 255 else "once" if n == 1 else "twice" if n == 2 else "%s times" % _num(n)
        cells = " (the cells first)" if x[_CELLS_DEALT] and not r.stock and not x[_PLAY_BITS] & 1 else " (not the cells)" if x[_CELLS_DEALT] and not r.stock else ""
        order = "shuffle it and deal it" if how & 1 else "and deal it in that order"
        out.append("Redeal %s (select the stock's place): gather up the tableau%s pile after pile%s, %s again as first dealt, %s." % (
            times, cells, ", each from its top card" if how & 4 else ", the last first, each from its bottom card" if how & 8 else "", order, "a row at a time" if how & 2 else "pile by pile"))
        if x[_DEAL_PLAYS_UP] == _EVEN:  # (redeal.py, capric.py)
            out[-1] = "Redeal %s (select the stock's place): gather up the tableau pile after pile, the last first, and deal it round again as first dealt, cards that fit going up." % times
        if how & 16:  # (Tvete's Grandfather's: redeal.py's _down_first)
            out[-1] = ("Redeal %s (select the stock's place): gather up the tableau pile after pile, each from its bottom card, and deal it in that order to the first deal's places: "
                       "the face-down ones first, row by row from the bottom in a zig-zag (left to right, then right to left), then the face-up ones row by row, left to right; a face-down card left on top turns up." % times)
        if how >= 64:  # (Crescent's rotations, 64; 128 the other way: redeal.py)
            out[-1] = "Rotate %s (select the stock's place): each pile's %s card goes to its %s, the others kept in order." % (times, "bottom" if how & 64 else "top", "top" if how & 64 else "bottom")
        elif how & 8 and r.stock:  # (Amazons': redeal.py; Strata's, no stock, the line above)
            out[-1] = "Once the stock is out, redeal %s (select the stock's place): each pile goes onto its right-hand neighbour, and the packet turned over, the last pile's bottom card on top, is the stock again; it deals a card onto each pile at once." % times
        elif r.stock:
            out[-1] = out[-1].replace("Redeal", "Once the stock is out, redeal") + " The cards left over form the stock, the next of them on top."
        elif x[50]:  # (50: redeal_stock, Intelligence's: redeal.py)
            out[-1] = out[-1].replace(" pile after pile", " pile after pile and the stock", 1) + " The cards left over form the stock."
    n = x[_MERCI]
    if n == 4:  # (no merci: a waste pile onto its own place is gathered, puss.py)
        out.append("Redeal once the stock is out: pick up the waste piles one at a time, in any order (select a pile, then its own place); the first picked up deals first, from its bottom card. Nothing plays until all are picked up.")
    elif n:
        out.append("Merci, once a game%s: any face-up card of a tableau pile but its top one goes to the top of that pile (select the card, then its own pile). Undo gives it back." % (
            ", once the last redeal is made" if n == 2 else ""))
    n = x[_SEED_DEALT]
    if n:  # (a seed whose deal doesn't add up: README, "Seed text that does not add up")
        out.append("Repaired: the rules this game comes from deal %d cards of %d; the deal here is the smallest fix their own text supports%s." % (n, r.cards(), ": none is left for the waste they name, so there is none" if n == r.cards() else ""))  # (Strata's)
    return out


def rules_lines(rules, width=21):
    """Gets the rules screen's lines of ``width`` characters (a ``console.lines.Lines``)."""
    return Lines(sentences(rules), width)
