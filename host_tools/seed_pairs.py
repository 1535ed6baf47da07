"""The seed checker for the pairing family (``solitaire/pairs``): holds each
record of ``assets/pairs.toml`` whose seed is politaire's (``seed =
"politaire: Name"``) to its section of the catalogue, sentence by sentence.

A section is cut into sentences as ``seed_rules.py`` cuts the card games'
(``seed_rules.sentences``: tags out, a ``<pre>`` grid a sentence of its
own) and every sentence is matched in full against the templates below.
A ``check`` template reads what the sentence says and compares it with the
record (the place it names, the sets of ranks the record's match accepts,
the cards dealt to each pile as the record deals them, ...); a
``not_checked`` template names the sentence and why no record place stands
for it (an example, the removed cards' pile every game has, ...). A
sentence that neither kind matches is reported as unmatched: nothing is
silently passed over. ``check(gid, source)`` gets a record's
disagreements and unmatched sentences, each a line; none means it agrees.

    .venv/bin/python host_tools/seed_pairs.py                 # every record: agrees, or what differs
    .venv/bin/python host_tools/seed_pairs.py --game pyramid  # each sentence and what it checked

Exit 1 when a record disagrees; exit 2 for a game the table lacks.
"""

import argparse
import itertools
import os
import re
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import build_pairs as BP  # noqa: E402 (puts firmware/ on the path)
import seed_cells  # noqa: E402
import seed_pairs_piles  # noqa: E402
import seed_rules as SR  # noqa: E402
import seed_shapes  # noqa: E402
from solitaire.cards.card import SUIT_COLOUR  # noqa: E402
from solitaire.cards.notation import parse_card  # noqa: E402
from solitaire.pairs import discard as D  # noqa: E402
from solitaire.pairs import engine as E  # noqa: E402
from solitaire.pairs import piledeal  # noqa: E402
from solitaire.pairs import shapes as SH  # noqa: E402
from solitaire.pairs.sets import ANY, COURT, SUITED, Sets  # noqa: E402

_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
          " seventeen eighteen nineteen twenty").split()
_RANKS = {w: i for i, w in enumerate("_ ace two three four five six seven eight nine ten jack queen king".split()) if i}
_RANKS["eignt"] = 8  # (Fifteen Rush's section spells it so)
_ROWS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
         "nineth": 9}  # (Double Pyramid's section spells it so)


def number(word):
    """Gets a number written as digits or words ("twenty-eight", "nines")."""
    w = word.lower()
    if w.isdigit():
        return int(w)
    for tens, ten in (("twenty-", 20), ("thirty-", 30), ("forty-", 40)):  # (Double Pyramid's forty-five)
        if w.startswith(tens):
            n = number(w[len(tens):])
            return None if n is None else ten + n
    if w not in _WORDS and w.endswith("s"):  # ("add to nines")
        w = w[:-1]
    return _WORDS.index(w) if w in _WORDS else None


# -- what a record says (its places' meaning: build_pairs.py's docstring) --------------


class View:
    """A source record's places, and what follows from them."""

    def __init__(self, gid, source):
        self.gid = gid
        self.x = BP.record(gid, source)
        self.decks = self["decks"] or 1  # (0: one)
        self.pyramid = 0  # (Pharaohs: the rows of the pyramid the sentences speak of, seed_shapes.py)

    def __getitem__(self, field):
        return self.x[BP.PLACES[field]]

    def cards(self):
        """Gets the cards the record deals (a short deck: ``low`` in its flags)."""
        low = self.x[E.FLAGS] >> 4
        return 4 + 4 * (14 - low) if low else 52 * self.decks

    def deal(self):
        """Gets the cards dealt to each layout pile, as the engine deals
        them: round the piles a card each (``ROWS`` a pile when set), or
        a card a place (Friday's and Nestor's ways: as discard.py deals)."""
        n, cards = self["size"], self.cards()
        if self["way"] == D.FRIDAY:
            return [1] * D._FRIDAY_LEFT + [3] * (n - D._FRIDAY_LEFT)
        if self["way"] == D.NESTOR:
            return [6] * 8 + [1] * (n - 8)
        if self["layout"] == E.PILES and (self["laid"] or self.x[E.DEALT] & 63):
            return piledeal.counts(self.x, n, cards)
        if self["layout"] == E.PILES:
            k = min(cards, n * self["rows"]) if self["rows"] else cards
            return [(k - p + n - 1) // n for p in range(n)]
        cells = n * (n + 1) // 2 if self["layout"] == E.PYRAMID else n * self["rows"] if self["layout"] == E.GRID else n
        return [1] * cells

    def goes(self, cards):
        """Does the record's match remove ``cards`` (card bytes) as a set?
        (The engine's own rule asked of two top cards; for a record whose
        sets go beyond two, ``sets.py``'s.)"""
        if self.x[E.SETS]:
            return Sets.is_set(_SetRule(self.x), cards)
        if len(cards) == 1:
            return self["single"] == cards[0] & 15
        if len(cards) != 2:
            return False  # (the record removes one card or two)
        if self["match"] == E.COLOUR:  # (cells.py's: a rank and a colour)
            return cards[0] & 15 == cards[1] & 15 and SUIT_COLOUR[cards[0] >> 4 & 7] == SUIT_COLOUR[cards[1] >> 4 & 7]
        if self["way"] == D.SUITS:  # (discard.py's match: two of a suit)
            return cards[0] & 0x70 == cards[1] & 0x70
        return E.Pairs.goes_with(_Tops(self.x, cards), 0, 1)

    def sets(self):
        """Gets the rank sets the record removes (sorted tuples of ranks):
        of one or two cards, and of three or four when its sets go beyond
        two (the cards of a set of one suit when the record says so, else
        of two suits)."""
        out = {(r,) for r in range(1, 14) if self.goes([r])}
        other = 0 if self.x[E.SETS] & SUITED else 0x10
        out |= {(a, b) for a in range(1, 14) for b in range(a, 14) if self.goes([a, b | other])}
        if self.x[E.SETS]:
            for n in (3, 4):
                out |= {rs for rs in itertools.combinations_with_replacement(range(1, 14), n) if self.goes([rs[0]] + [r | other for r in rs[1:]])}
        return out


class _SetRule:
    """A record's places as ``sets.Sets.is_set`` reads them."""

    def __init__(self, x):
        self.x = x
        self.kind = x[E.SETS] & 7
        self.suited = x[E.SETS] & SUITED
        self.low = x[E.SETS] >> 4


class _Tops:
    """Two cards as the tops of piles 0 and 1, for ``Pairs.goes_with``."""

    def __init__(self, x, cards):
        self.x = x
        self.cards = cards
        self.goes = SH.queen_king if x[E.BESIDE] & SH.QUEEN_KING else E.matcher(x)

    def top(self, p):
        return self.cards[p]


# -- the templates ---------------------------------------------------------------------

_TEMPLATES = []  # (compiled pattern, handler or None, why not checked)


def check(*patterns):
    """Registers ``handler(view, match)`` for sentences matching any of
    ``patterns`` in full: it gets what the record gets wrong (a line), or
    None."""

    def register(handler):
        for p in patterns:
            _TEMPLATES.append((re.compile(p, re.I), handler, None))
        return handler

    return register


def not_checked(why, *patterns):
    for p in patterns:
        _TEMPLATES.append((re.compile(p, re.I), None, why))


def _want(v, field, want, says):
    got = v[field]
    return None if got == want else "%s is %d in the record; the seed says %s (%d)" % (field, got, says, want)


NUM = r"([a-z0-9-]+)"

not_checked("the console draws every card with its suit and colour; the rules read the suit where a record's match says so",
            r"Since (?:suits|colors) don't matter, politaire substitutes a (?:suitless|four-color) deck of cards")
not_checked("an example heading; the list after it is checked",
            r"Thus,? the list of legal (?:pairs|sets) that can be removed is:?")
not_checked("every game of the family stacks its removed cards on one pile (the top row's last place)",
            r"There a single foundation pile where removed cards are stacked")
not_checked("no game of the family builds (Accordion's piles go whole onto piles: its waste sentences are checked)",
            r"No building is permitted on (?:the )?(?:pyramid|(?:left |right )?tableau)")
not_checked("how the pyramid is dealt, row by row: the rows' count is checked by the last row's sentence",
            r"First, one card is dealt", r"Then, two cards are dealt in a second row overlapping the previous row")


@check(r"All cards are dealt face up")
def _face_up(v, m):
    return _want(v, "dark", 0, "every card face up")


@check(r"Only the last row is dealt face up")
def _dark(v, m):
    return _want(v, "layout", E.PYRAMID, "a pyramid's last row") or _want(v, "dark", 1, "the covered cards face down")


@check(r"(One|Two|Three|Four) standard decks?")
def _decks(v, m):
    want = number(m.group(1))
    return None if v.decks == want else "decks: the record deals %d, the seed says %d" % (v.decks, want)


@check(r"(\w+) decks each containing only one suit of \w+")
def _one_suit_decks(v, m):
    n = number(m.group(1)) * 13  # (the suits play no part: the console deals a standard deck's cards)
    return None if v.decks * 52 == n else "cards: the record deals %d, the seed %d" % (v.decks * 52, n)


@check(r"Remove pairs of cards that are in sequence( or King-Ace)?")
def _sequence(v, m):
    return _want(v, "match", E.SEQUENCE, "in sequence") or _want(v, "wrap", int(bool(m.group(1))), "King-Ace" if m.group(1) else "in sequence")


@check(r"Aces cannot be removed with Kings")
def _no_wrap(v, m):
    return _want(v, "wrap", 0, "not King-Ace")


@check(r"(Tens, j|J)acks, queens, and kings can be removed by pairing them with another card of the same rank")
def _courts(v, m):
    return _want(v, "courts", 10, "Tens and up by rank") if m.group(1) != "J" else _want(v, "courts", 11, "Jacks and up by rank")


@check(r"Remove pairs of cards of the same suit")
def _suits(v, m):
    return _want(v, "way", D.SUITS, "two of a suit")


@check(r"Each time you click on the stock, a card will be dealt on top of each tableau pile")
def _each(v, m):
    return _want(v, "stock", D.STOCK_EACH, "a card onto each pile")


@check(r"One deck omitting ((?:\w+, )*\w+) and (\w+) so that each suit contains only (\w+) cards")
def _short(v, m):
    gone = [_RANKS.get(w[:-1], _RANKS.get(w[:-2])) for w in m.group(1).split(", ") + [m.group(2)]]  # (twos, sixes)
    if None in gone or gone != list(range(gone[0], gone[-1] + 1)):
        return "the ranks omitted: %r, not a run the record can hold" % m.group(0)
    low = gone[-1] + 1
    got = v.x[E.FLAGS] >> 4
    bad = None if got == low else "low is %d in the record; the seed omits %s to %s (%d)" % (got, m.group(1).split(", ")[0], m.group(2), low)
    return bad or (None if v.cards() == 4 * number(m.group(3)) else "cards: the record deals %d, the seed %d" % (v.cards(), 4 * number(m.group(3))))


@check(r"The top card in each pile is dealt face up, all others are face down")
def _dark_piles(v, m):
    return _want(v, "layout", E.PILES, "piles") or _want(v, "dark", 1, "the covered cards face down")


@check(r"(\w+) left tableau piles of one card each",
       r"Cards on the left tableau are available for play",
       r"Empty spaces in the left tableau are automatically filled with a card from the stock",
       r"If the stock is empty, then empty spaces in the left tableau may not be filled",
       r"Empty spaces in the right tableau may not be filled")
def _left(v, m):
    # (Friday's way: its first three piles of one filled from the stock,
    # the ten after them never: discard.py)
    bad = _want(v, "way", D.FRIDAY, "a left and a right tableau") or _want(v, "stock", E.STOCK_FILL, "the left piles filled from the stock")
    if bad or not m.groups():
        return bad
    return None if number(m.group(1)) == D._FRIDAY_LEFT else "the record's left piles are %d, the seed's %s" % (D._FRIDAY_LEFT, m.group(1))


@check(r"(\w+) right tableau piles of (\w+) cards each, splayed downward",
       r"Cards on the right tableau that are not under another card are available for play")
def _right(v, m):
    bad = _want(v, "way", D.FRIDAY, "a left and a right tableau")
    if bad or not m.groups():
        return bad
    got = v.deal()[D._FRIDAY_LEFT :]
    want = [number(m.group(2))] * number(m.group(1))
    return None if got == want else "the record deals %s to the right, the seed %s" % (got, want)


@check(r"(\w+)s cannot be removed")
def _never(v, m):
    r = _RANKS.get(m.group(1).lower())
    return None if r and not any(r in s for s in v.sets()) else "the record removes %ss" % m.group(1)


@check(r"Remove pairs of cards that add to %s" % NUM)
def _sum(v, m):
    return _want(v, "match", E.MARRY if v["match"] == E.MARRY else E.SUM, "add to") or _want(v, "total", number(m.group(1)), m.group(1))


@check(r"Remove pairs of cards that are equal or in sequence")
def _near(v, m):
    return _want(v, "match", E.NEAR, "equal or in sequence")


@check(r"Remove pairs of cards of equal rank")
def _equal(v, m):
    return _want(v, "match", E.EQUAL, "equal rank")


def _ranks(text):
    """Gets the ranks a list of cards names ("a ten, a jack, and a king";
    "Q-3-5-10"), or None for a word the checker can't read."""
    out = []
    short = " " not in text.strip()  # ("A-4-5-5": A an Ace, not an article)
    for w in re.split(r"[-\s,]+", text.strip()):
        w = w.lower()
        if not short and w in ("a", "an", "and") or not w:
            continue
        r = _RANKS.get(w[:-1] if w.endswith("s") and w[:-1] in _RANKS else w)
        r = r or {"a": 1, "j": 11, "q": 12, "k": 13}.get(w) or (int(w) if w.isdigit() and 1 <= int(w) <= 13 else None)
        if r is None:
            return None
        out.append(r)
    return out


def _removes(v, ranks, suits=True):
    """Does record ``v`` remove the cards of ``ranks`` as a set (of one
    suit, or of suits drawn round, when ``suits``)?"""
    return v.goes([r | (0 if not suits else (i % 4) << 4) for i, r in enumerate(ranks)])


@check(r"You can remove (an? [\w ,]+?) together and (\w+)s can be removed singly")
def _group_and_single(v, m):
    group, one = _ranks(m.group(1)), _RANKS.get(m.group(2).lower())
    if not _removes(v, group):
        return "the record does not remove %s together" % m.group(1)
    return None if v["single"] == one else "single is %d in the record; the seed says %ss alone" % (v["single"], m.group(2))


@check(r"You can also form a group (?:of|containing) (an? [\w ,]+?)( of the same suit)?")
def _group(v, m):
    group = _ranks(m.group(1))
    if m.group(2):
        if not _removes(v, group, False) or _removes(v, group):
            return "the record does not remove %s of one suit only" % m.group(1)
        return None
    return None if _removes(v, group) else "the record does not remove %s together" % m.group(1)


@check(r"(\w+)s, (\w+)s, (\w+)s,? and (\w+)s can be removed by forming them into groups of four cards of the same rank",
       r"Remove (\w+)s, (\w+)s, (\w+)s and (\w+)s in groups of four cards of the same rank")
def _fours(v, m):
    for w in m.groups():
        r = _RANKS[w.lower()]
        if not _removes(v, [r] * 4) or any(r in s and len(s) < 4 for s in v.sets()):
            return "the record does not remove %ss four together only" % w
    return None


@check(r"Remove pairs of cards that are of the same suit that add to %s" % NUM)
def _suited_sum(v, m):
    total = number(m.group(1))
    bad = _want(v, "match", E.SUM, "add to") or _want(v, "total", total, m.group(1))
    if bad:
        return bad
    a = 1 if total > 1 else 0
    return None if v.goes([a | 0x10, total - a | 0x10]) and not v.goes([a | 0x10, total - a | 0x20]) else "the record's pairs are not of one suit"


@check(r"Remove sets of four cards, each of which contains one face card and three different non-face cards that add to (\d+)")
def _court_sets(v, m):
    s = v.x[E.SETS]
    ok = s & 7 == COURT and s >> 4 == 11 and v["total"] == int(m.group(1))
    return None if ok else "the record's sets are not a court and three different others adding to %s" % m.group(1)


@check(r"Thus you could remove the group (\S+) or (\S+), but not (\S+) which adds to \d+, but includes duplicate values")
def _court_examples(v, m):
    a, b, c = (_ranks(m.group(i)) for i in (1, 2, 3))
    if not _removes(v, a) or not _removes(v, b):
        return "the record does not remove %s or %s" % m.group(1, 2)
    return "the record removes %s" % m.group(3) if _removes(v, c) else None


@check(r"Remove cards of rank less than (\w+) in sets of any size that add to (\d+)")
def _any_sets(v, m):
    s = v.x[E.SETS]
    ok = s & 7 == ANY and s >> 4 == _RANKS[m.group(1).lower()] and v["total"] == int(m.group(2))
    return None if ok else "the record's sets are not cards below %s of any number adding to %s" % m.group(1, 2)


@check(r"Thus you could remove sets like (.+)")
def _set_examples(v, m):
    for item in re.split(r",\s*(?:or\s+)?", m.group(1)):
        if not _removes(v, _ranks(item) or []):
            return "the record does not remove %s" % item
    return None


@check(r"Kings can be removed singly")
def _kings(v, m):
    return _want(v, "single", 13, "Kings singly")


@check(r"(?:Ace|Two)-.*")
def _set_list(v, m):
    want = set()
    for item in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", m.group(0)):
        ranks = [_RANKS.get(w.lower()) for w in re.split(r"[- ]", item.strip())]
        if None in ranks:
            return "a rank the checker can't read in %r" % item
        want.add(tuple(sorted(ranks)))
    got = v.sets()
    if got == want:
        return None
    diff = []
    if got - want:
        diff.append("also removes " + _set_names(got - want))
    if want - got:
        diff.append("does not remove " + _set_names(want - got))
    return "sets: the record " + "; ".join(diff)


def _set_names(sets):
    return ", ".join("-".join(SR.RANKS[r].title() for r in s) for s in sorted(sets))


@check(r"For example, an? (\S+?)([♠♥♦♣]) could be removed by pairing it with an? (\S+?)([♠♥♦♣])")
def _example(v, m):
    suit = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
    a, b = (parse_card(m.group(i) + suit[m.group(i + 1)]) for i in (1, 3))
    return None if v.goes([a, b]) else "the record does not remove %s with %s" % (m.group(1, 2), m.group(3, 4))


@check(r"You win if you successfully remove all cards")
def _goal_all(v, m):
    return _want(v, "goal", E.GOAL_ALL, "every card removed") or _want(v, "keep", 0, "every card removed")


@check(r"You win if you successfully remove all but %s cards" % NUM)
def _goal_but(v, m):
    return _want(v, "goal", E.GOAL_ALL, "cards removed") or _want(v, "keep", number(m.group(1)), "all but " + m.group(1))


@check(r"Remove all cards in the pyramid")
def _goal_layout(v, m):
    return _want(v, "layout", E.PYRAMID, "a pyramid") or _want(v, "goal", E.GOAL_LAYOUT, "the pyramid's cards removed")


@check(r"Collapse the deck down to one stack")
def _goal_one(v, m):
    return _want(v, "goal", E.GOAL_ONE_PILE, "one stack")


@check(r"The pyramid contains %s cards" % NUM)
def _pyramid(v, m):
    n = number(m.group(1))
    return _want(v, "layout", E.PYRAMID, "a pyramid") or (None if len(v.deal()) == n else "the record's pyramid holds %d cards, the seed's %d" % (len(v.deal()), n))


@check(r"Then, three cards are dealt in the third row, .* and finally (\w+) cards are dealt in the (\w+) row")
def _pyramid_rows(v, m):
    n = _ROWS[m.group(2).lower()]
    if v.pyramid:  # (one of Pharaohs' three: seed_shapes.py)
        return None if v.pyramid == n else "the record's pyramid has %d rows, the seed's last row the %s (%d)" % (v.pyramid, m.group(2), n)
    return _want(v, "size", n, "its last row the " + m.group(2))


def _piles(v, deal):
    if v["layout"] != E.PILES:
        return _want(v, "layout", E.PILES, "tableau piles")
    got = v.deal()
    return None if got == deal else "the record deals %s, the seed %s" % (got, deal)


@check(r"%s tableau piles of %s cards? each(?:, splayed downward)?" % (NUM, NUM))
def _piles_each(v, m):
    return _piles(v, [number(m.group(2))] * number(m.group(1)))


@check(r"%s tableau piles of cards, with the first %s having %s cards each, and the next %s having %s cards each" % ((NUM,) * 5))
def _piles_two(v, m):
    n = [number(m.group(i)) for i in range(2, 6)]
    return _piles(v, [n[1]] * n[0] + [n[3]] * n[2]) or _want(v, "size", number(m.group(1)), m.group(1))


@check(r"Cards on the (?:pyramid|tableau) that are not under another card are available for play")
def _top_free(v, m):
    ok = v["layout"] == E.PYRAMID or v["layout"] == E.PILES and max(v.deal()) > 1
    return None if ok else "the record's layout has no card under another"


@check(r"Cards on the tableau are available for play")
def _all_free(v, m):
    return None if v["layout"] == E.PILES and max(v.deal()) == 1 else "the record's piles hold more than one card"


@check(r"Empty spaces in the (?:pyramid|tableau) may not be filled")
def _no_fill(v, m):
    return "the record fills spaces from the stock" if v["stock"] in (E.STOCK_FILL, E.STOCK_GRID) else None


@check(r"Empty spaces in the tableau are automatically filled with a card from the stock",
       r"If the stock is empty, then empty spaces in the tableau may not be filled",
       r"Cards cannot be manually removed from the stock")
def _fill(v, m):
    if v.x[E.DEALT] >> 6:  # (refill.py's: the spaces a set leaves filled at once; the waste not after the stock here)
        return "the record fills spaces from the waste too" if "stock is empty" in m.group(0) and v.x[E.DEALT] >> 7 else None
    return _want(v, "stock", E.STOCK_FILL, "spaces filled from the stock")


@check(r"The remaining cards form the stock")
def _stock(v, m):
    return None if v["stock"] != E.STOCK_NONE and sum(v.deal()) < v.cards() else "the record has no stock"


@check(r"The remaining cards form the stock and there is one waste pile",
       r"The top card of the waste is available for play")
def _waste(v, m):
    return _want(v, "stock", E.STOCK_WASTE, "a waste")


def _dealt(v):
    """Gets the cards a deal turns to the waste (``draw`` 0 is one)."""
    return max(v["draw"], 1)


@check(r"Each time you click on the stock, (one) card will be dealt from the stock to the waste",
       r"Each time you click on the stock, (\w+) cards will be dealt from the stock to the waste")
def _draw(v, m):
    n = number(m.group(1))
    bad = _want(v, "stock", E.STOCK_WASTE, "a waste")
    return bad or (None if _dealt(v) == n else "draw: the record deals %d a time to the waste, the seed %d" % (_dealt(v), n))


@check(r"At the end of any pass where there are not enough cards left in the deck just the remaining cards are dealt")
def _draw_rest(v, m):
    # The engine deals what is left when the stock holds fewer than a
    # deal's cards (tests/test_pyramids.py plays it); the sentence tells of
    # a deal of more than one card.
    return _want(v, "stock", E.STOCK_WASTE, "a waste") or (None if _dealt(v) > 1 else "draw: the record deals one card a time; the seed's deals leave a rest")


@check(r"The waste will be flipped over to become a new stock before the next deal")
def _redeal(v, m):
    return None if v["passes"] == E.UNLIMITED or v["passes"] > 1 else "passes: the record has one, the seed turns the waste over"


@check(r"The top card of the stock is face up and is available for pairing with cards on the waste or elsewhere"
       r" so long as you select the other card first")
def _stock_free(v, m):
    return _want(v, "stock_free", 1, "the stock's top card pairs")


@check(r"(?:Only )?(\w+) pass(?:es)? through the stock (?:is|are) permitted")
def _passes(v, m):
    got = "unlimited" if v["passes"] == E.UNLIMITED else max(v["passes"], 1)
    n = "unlimited" if m.group(1).lower() == "unlimited" else number(m.group(1))
    return None if got == n else "passes: the record has %s, the seed %s" % (got, n)


@check(r"The entire deck forms one waste pile")
def _row(v, m):
    return _want(v, "layout", E.ROW, "a row") or _want(v, "size", 52 * v.decks, "the whole deck")


@check(r"A card on the waste may be moved on top of another card on the waste if:?",
       r"Once one card covers another, the stack is treated as a single card for all purposes")
def _onto(v, m):
    return _want(v, "layout", E.ROW, "piles move onto piles, whole")


@check(r"the cards have either the same suit or the same rank, and")
def _suit_or_rank(v, m):
    return _want(v, "match", E.SUIT_OR_RANK, "suit or rank")


@check(r"the covered card was (\w+) or (\w+) cards left of the moved card")
def _leaps(v, m):
    want = sum(1 << (number(m.group(i)) - 1) for i in (1, 2))
    return _want(v, "leaps", want, "%s or %s to the left" % m.group(1, 2))


_TEMPLATES.extend(seed_pairs_piles.templates(sys.modules[__name__]))
seed_shapes.register(sys.modules[__name__])  # (the pyramids of other shapes' templates, after these)
seed_cells.register(sys.modules[__name__])  # (Doublet Cell's cells and its match of a rank and a colour)


# -- reading a section -----------------------------------------------------------------


def section(name, path=SR.SEED):
    """Gets the sentences of politaire's rules sections for game ``name``
    (its heading without " Solitaire"), each with its section's name.

    :raises KeyError: when the catalogue has no such game.
    """
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^# %s Solitaire\n(.*?)(?=^# |\Z)" % re.escape(name), text, re.M | re.S)
    if not m:
        raise KeyError(name)
    parts = re.split(r"<h3>([^<]*):</h3>", m.group(1))
    grids = []
    out = [(sec, s) for sec, body in zip(parts[1::2], parts[2::2]) if sec not in SR.NOT_RULES for s in SR.sentences(body, grids)]
    return [(sec, "@GRID@\n" + grids[int(s[5:-1])] if re.fullmatch(r"@GRID\d+@", s) else s) for sec, s in out]  # (a grid read whole)


def read(gid, source, path=SR.SEED):
    """Gets each sentence of record ``gid``'s seed section as (section,
    sentence, verdict): "ok", "not checked: why", "wrong: what" or
    "unmatched". ``source`` is the record's fields (a pairs.toml table)."""
    v = View(gid, source)
    out = []
    sentences = section(source["seed"].split(": ", 1)[1], path)
    for (sec, s), other in zip(sentences, seed_shapes.pasted(gid, [s for _, s in sentences])):
        verdict = "not checked: " + other if other else "unmatched"
        for pattern, handler, why in () if other else _TEMPLATES:
            m = pattern.fullmatch(s)
            if m:
                bad = handler(v, m) if handler else None
                verdict = "not checked: " + why if why else "wrong: " + bad if bad else "ok"
                break
        out.append((sec, s, verdict))
    return out


def check_record(gid, source, path=SR.SEED):
    """Gets what record ``gid`` gets wrong against its section (lines), and
    the sentences nothing matched; an empty list when it agrees."""
    return ["%s: %s [%s]" % (gid, verdict, s) for _, s, verdict in read(gid, source, path) if verdict.startswith(("wrong", "unmatched"))]


def politaire_records(path=BP.SOURCE):
    """Gets pairs.toml's records whose seed is politaire's: {id: fields}."""
    with open(path, "rb") as f:
        data = tomllib.load(f)
    return {gid: t for gid, t in data.items() if t.get("seed", "").startswith("politaire: ")}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="seed_pairs.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one record's sentences and what each checked")
    args = ap.parse_args(argv)
    records = politaire_records()
    if args.game:
        if args.game not in records:
            sys.stderr.write("seed_pairs.py: no politaire record %r in assets/pairs.toml (ids: %s)\n" % (args.game, " ".join(records)))
            return 2
        for sec, s, verdict in read(args.game, records[args.game]):
            print("%-16s %s\n%16s -> %s" % (sec, s, "", verdict))
        return 1 if check_record(args.game, records[args.game]) else 0
    bad = 0
    for gid, t in records.items():
        wrong = check_record(gid, t)
        n = len(read(gid, t))
        print("%-16s %s" % (gid, "agrees (%d sentences)" % n if not wrong else "%d of %d sentences disagree or unmatched" % (len(wrong), n)))
        for w in wrong:
            print("  " + w)
        bad += bool(wrong)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
