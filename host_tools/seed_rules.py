"""The seed checker: reads the politaire catalogue (``assets/seeds/politaire.txt``)
into facts per game, independently of the game records, and says which games
the card engine can play exactly and whether a record agrees with its seed.

How it reads. The catalogue's rules sections (Cards, Goal, Foundation,
Tableau, Cells, Reserve, Stock and Waste, Redeals, and layout sections such
as Fan or Pyramid) are written in fixed sentence templates. Each section is
stripped of its tags (a ``<pre>`` deal grid becomes a sentence of its own,
``@GRID n@``), cut into sentences, and every sentence is matched in full
against the templates below (``@template``); a template's handler writes what
the sentence says into the game's ``Facts``. Examples ("Thus, the only card
that could be played on ...", "For example, ...") match templates that record
nothing. A sentence no template matches is kept in ``Game.unmatched``:
nothing is silently ignored. A sentence that describes something the engine
has no field for (pairs removed, Jacks swapped during the deal, rotations,
...) is still matched, and notes it in ``Facts.features`` as a short reason,
so that ``rules_fields`` refuses the game with it.

Then ``rules_fields(game)`` turns the facts into ``Rules`` keyword fields
(``solitaire.cards.rules``), or refuses with reasons; ``check(game, rules)``
compares a record with the facts, and also reports unmatched sentences and
decks the deal does not add up to (the dealt piles, reserve, cells,
foundation cards and stock must make the whole deck: a few seeds don't).

Game ids: the heading's markdown anchor ("Baker's Dozen Solitaire" ->
``bakers-dozen-solitaire``) without ``-solitaire``, dashes as underscores
(``bakers_dozen``); an id longer than 24 characters loses its words "a",
"an", "the" and "of" (``three_shuffles_and_draw``).

Families: the 16 featured games at the top of the catalogue (Klondike ...
Penguin) are their own families. Any other game's family is the first
featured game (in that order) whose Similar Games list names it; failing
that, the family of the first game in the file whose Similar Games names it
(followed on through such links, never round a loop), if that ends at a
featured game; else the first game in the file among those the links
went through (so a cluster that no featured game names, such as Outback
and Adelaide, is one family).

    .venv/bin/python host_tools/seed_rules.py              # summary
    .venv/bin/python host_tools/seed_rules.py --game spider
    .venv/bin/python host_tools/seed_rules.py --unmatched
"""

import argparse
import collections
import html
import os
import re
import sys
from dataclasses import dataclass, field, replace

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.join(ROOT, "firmware") not in sys.path:  # last: its code.py would shadow the stdlib's code
    sys.path.append(os.path.join(ROOT, "firmware"))

from solitaire.cards import rules as R  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_catalogue import EXTRA_BITS, extra, extra_names  # noqa: E402

SEED = os.path.join(ROOT, "assets", "seeds", "politaire.txt")
FILL_HIGH = 3  # Rules.fill: the high card only (legal.py's _FILL_HIGH; no name in rules.py)
KINGS_FIRST = 6  # Rules.fill: a King only while the stock lasts, then any card (Darwin; legal.py's _KINGS_FIRST)

FEATURED = (
    "Klondike", "Canfield", "FreeCell", "Spider", "Forty and Eight", "Yukon", "Accordion",
    "Baker's Dozen", "Miss Milligan", "Congress", "Fourteen Out", "Pyramid", "Flower Garden",
    "Cruel", "Tournament", "Penguin",
)

# sections that describe the game rather than state its rules
NOT_RULES = {
    "Description", "Difficulty", "Strategy", "References", "Common Variations",
    "Similar Games", "Some Winnable Seeds", "Some Unwinnable Seeds",
}

# pile kinds the engine has; any other kind of pile a seed deals (fan,
# pyramid, left tableau, ...) makes the game one the engine can't play
ENGINE_KINDS = {"foundation", "tableau", "cell", "reserve", "waste", "stock"}

_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
RANKS = ("", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king")
SUITS = ("clubs", "diamonds", "hearts", "spades")  # the engine's suit numbers 0..3

# a number as the seeds write it: "thirteen", "twenty-six", "13"
NUM = r"(?:\d+|(?:%s)(?:-(?:%s))?|%s)" % ("|".join(_TENS), "|".join(_UNITS[1:10]), "|".join(_UNITS[1:][::-1]))
RANK = r"(?:%s)" % "|".join(RANKS[1:])
KIND = r"[a-z]+(?: [a-z]+)?"  # a pile kind: "tableau", "flower beds", "left tableau"


def number(word):
    """Gets the value of a number word ("Seven", "twenty-six", "13")."""
    w = word.lower()
    if w.isdigit():
        return int(w)
    if "-" in w:
        tens, unit = w.split("-")
        return _TENS[tens] + _UNITS.index(unit)
    return _TENS[w] if w in _TENS else _UNITS.index(w)


def rank(word):
    """Gets the rank (1..13) of "ace", "kings", "Queen", ..."""
    w = word.lower()
    return RANKS.index(w[:-1] if w.endswith("s") and w[:-1] in RANKS else w[:-2] if w.endswith("es") and w[:-2] in RANKS else w)  # ("sixes")


@dataclass
class Facts:
    """What a game's rules sections say. Piles are named by kind
    ("tableau", "reserve", "cell", "fan", ...)."""

    decks: int = 0
    suits: tuple = SUITS  # the suits of one deck
    own_colours: bool = False  # each suit a colour of its own ("black spades, red hearts and blue diamonds")
    ranks: int = 13  # ranks in each suit
    strip: tuple = (0, 0)  # a stripped deck's ranks out, (from the 2 up, from the King down): Rules.extra's strip
    piquet: bool = False  # "sevens immediately follow aces": a piquet deck's order (order.py's, with strip (5, 0))
    low: int = 0  # the lowest rank, when the Cards section names one
    ring: bool = False  # "Kings may be played on aces and vice versa": every pile built wraps, a base of any rank
    base: object = None  # rank starting a foundation, "random", or "first" (the first card played)
    piles: dict = field(default_factory=dict)  # kind -> how many piles
    deal: dict = field(default_factory=dict)  # kind -> cards dealt to each pile
    down: dict = field(default_factory=dict)  # kind -> of which face down (the bottom ones)
    faced: set = field(default_factory=set)  # kinds whose cards' faces a sentence or grid states
    dealt: dict = field(default_factory=dict)  # kind -> cards dealt there in all, when not pile by pile
    rest: str = None  # the kind that takes the cards left after the deal (the stock, mostly)
    build: dict = field(default_factory=dict)  # kind -> (direction, suit rule); direction None: no building
    wrap: dict = field(default_factory=dict)  # kind -> True: a King and an Ace are next to each other
    move: dict = field(default_factory=dict)  # kind -> (unit, ...): RUN's suit rule and direction; SUPER's "cells", columns
    fill: dict = field(default_factory=dict)  # kind -> (what fills a space, when: "" or "if the reserve is empty")
    fill_from: dict = field(default_factory=dict)  # kind -> the pile kinds its spaces take cards from (when not any)
    fill_not: dict = field(default_factory=dict)  # kind -> the pile kinds its spaces take no cards from
    autofill: dict = field(default_factory=dict)  # kind -> what refills a space by itself
    plays: dict = field(default_factory=dict)  # kind -> where its cards may go (frozenset)
    found_dealt: int = 0  # cards dealt to the foundations
    rank_bottom: int = 0  # the rank the deal moves to the bottom of its tableau pile (Baker's Dozen: Kings)
    low_bottom: int = 0  # the first n tableau piles are dealt one of the n lowest cards at the bottom
    deal_plays_up: bool = False  # a card the deal turns up that fits a foundation goes there
    low_named: object = None  # the ranks the low_bottom sentence names, if it names them
    alternate: bool = False  # the tableau's face-down cards alternate with face-up ones, the top card up
    found_takes: int = R.FOUND_ONE
    found_cap: int = 0  # "No pile may contain more than N cards"
    rank_piles: bool = False  # "There is one foundation pile for each rank from ace to king"
    gallery: bool = False  # "The gallery simulates dealing three cards at a time from a stock pile with unlimited redeals"
    rank_sets: int = 0  # "Completed groups of N cards of equal rank may be played to the appropriate pile"
    restart: bool = False  # "After the complete sequence has been built on a pile, you may restart with another ace"
    suitless: bool = False  # "politaire substitutes a suitless deck"
    two_suit: bool = False  # "politaire substitutes a two-suit deck": colour matters, suits don't
    dealt_suit: int = 0  # the suit of the one base card dealt to the foundation, + 1 ("An ace of spades is initially dealt")
    fg_dealt_suit: int = 0  # the same of a second group's one pile (Binary Star's "A king of hearts is initially dealt to foundation B pile")
    cells_dealt: int = 0
    stock: object = R.STOCK_NONE  # or what else the stock does: "foundation", "face up"
    draw: int = 0
    passes: object = None  # a number; 0: no limit
    draw_drop: int = 0  # cards fewer each pass deals than the one before
    redeals: int = 0  # times the piles may be gathered and dealt again; 255: no limit
    found_back: int = 0  # a foundation's top card may come back onto the tableau (2: once the stock is empty)
    back_some: list = field(default_factory=list)  # the foundation groups (0 the first) whose cards come back ("Cards may be moved back off of foundation A")
    colours_differ: bool = False  # a foundation group's "Each pile must start with a different color"
    pocket: bool = False  # Miss Milligan's waiving pocket, once the stock is empty
    back_first: bool = False  # of two foundation groups, only the first's cards come back (Penta's left foundation)
    sides: tuple = ()  # a right tableau beside the left (Antares): its piles, direction, suit rule, move and fill (Rules.extra's sides, side_rule: _two_tableaux)
    tail: bool = False  # with pocket, Tabbycat's tail: the pocket open at any time, runs of its top moving out
    halves: list = field(default_factory=list)  # foundation groups, in order, as Tournament's halves read them: [piles, base, (direction, suit), different suits]
    cell_ace_king: bool = False  # the cells dealt hold an Ace or a King (Tournament)
    autofill_n: int = 1  # cards a space refills with by itself
    redeal: dict = field(default_factory=dict)  # how: "gather" (kinds), "order", "shuffle", "deal", "cells"
    needs_full: bool = False
    row_to: int = 0  # where the stock's row deal goes (build_catalogue's EXTRA row_to): 1 non-empty tableau piles, 2 reserve piles
    row_draw: int = 1  # cards the row deal puts on each reserve pile
    rest_named: str = ""  # what the seed calls the rest of the deck, when the engine's stock is another's (Scorpion's reserve)
    reserve_face: str = ""  # "top": only the top card face up; "up": all of them
    reserve_cap: int = 0  # the most cards the reserve holds, as the Description says (Haystack's "only 8 cards can be stored in the reserve")
    next_column: bool = False  # the Description's "empty spaces are automatically filled from the next column", or a version of Moving Left, which says it (its rules' "undefined")
    merci: int = 0  # 1: one merci (a card to the top of its pile) a game; 2: once the last redeal is made
    goal: str = ""
    features: list = field(default_factory=list)  # what the engine has no field for
    # foundations in groups (the engine's fg_* places): the groups read
    # before the last, each a dict of the facts above that were its own
    # (the last group's are the facts above themselves)
    ngroups: int = 0  # "There are N groups of foundation piles"
    groups: list = field(default_factory=list)
    found_span: int = 0  # "Each pile is built up from ace to queen": the ranks a pile holds
    same_rank: bool = False  # "Any king may be played to the kings foundation regardless of suit"
    suits_differ: bool = False  # "Each pile must start with a different suit"
    found_differ: str = ""  # "Each pile must start with a different color", one group: "suit" or "color"
    colour: str = ""  # "An red ace is initially dealt to each red foundation pile": the group's base cards' colour
    steps: bool = False  # Calculation's foundations: each pile its own step ("we use different increments in each")
    takes_any: dict = field(default_factory=dict)  # kind -> the kinds whose cards go onto its piles whatever lies there
    ephemeral: int = 0  # the last cells, vanishing after one use (Ephemeral FreeCell: 1)
    space_runs: int = 0  # what a space takes of a run: 1, one card (Eight by Eight); 2, as the other spaces let it move card by card (Martha)
    not_onto: dict = field(default_factory=dict)  # kind -> the kinds whose cards may not go onto its piles
    stock_to_wastes: bool = False  # the face-up stock's top card goes onto any waste pile, the player's choice (New York)
    fork: list = field(default_factory=list)  # Backbone's: the cards of each of its two piles dealt in a row, then 1 for the card dealt covering both
    rows: list = field(default_factory=list)  # a pyramid's rows, the cards of each as dealt ("First, one card is dealt. Then, two cards are dealt in a second row ...")
    covers: int = 0  # Rules.extra's covers: 1 Backbone's fork (_backbone), 2 Escalator's pyramid turned (_pyramid)


@dataclass
class Game:
    id: str
    name: str
    slug: str  # politaire's own name for it ("bakersdozen")
    family: str = ""
    facts: Facts = field(default_factory=Facts)
    unmatched: list = field(default_factory=list)
    similar: list = field(default_factory=list)  # slugs its Similar Games list names
    sentences: int = 0


# -- templates ---------------------------------------------------------------

_TEMPLATES = []


def template(*patterns):
    """Registers a handler for sentences matching any of ``patterns`` in
    full (``{NUM}``, ``{RANK}`` and ``{KIND}`` stand for their patterns)."""

    def register(handler):
        for p in patterns:
            p = p.replace("{NUM}", NUM).replace("{RANK}", RANK).replace("{KIND}", KIND)
            _TEMPLATES.append((re.compile(p, re.I), handler))
        return handler

    return register


class _Reader:
    """The state of reading one game: its facts, the section being read,
    and the pile kind whose grid comes next."""

    def __init__(self, facts, grids):
        self.f = facts
        self.grids = grids
        self.kind = ""
        self.grid_kind = None
        self.group = 0  # piles in the foundation group read last
        self.fill_kind = ""  # the kind of pile the last fill sentence named
        self.stand_in = {}  # a suit of fun standing in for a standard one, as the Description says (the Moons' moons for diamonds)

    def note(self, reason):
        if reason not in self.f.features:
            self.f.features.append(reason)


def _kind(word):
    """Gets the pile kind a sentence names: singular, lower case."""
    w = word.lower().strip()
    return {"cells": "cell", "tableaus": "tableau", "reserves": "reserve", "wastes": "waste"}.get(w, w)


def _piles(r, kind, n, deal=None):
    kind = _kind(kind)
    r.f.piles[kind] = r.f.piles.get(kind, 0) + n
    if deal is not None:
        r.f.deal[kind] = r.f.deal.get(kind, []) + list(deal)
        r.f.down.setdefault(kind, [])
        r.f.down[kind] += [0] * len(deal)  # until a face-down sentence says otherwise
    return kind


# examples and notes that state no rule of their own, or repeat one the
# engine keeps anyway
@template(
    r"Thus\b.*",
    r"For example\b.*",
    r"That is, any card may be played on any other card",
    r"Once on (?:the |any )?(?:[a-z]+ )?(?:foundation|hill)(?: [A-Z])?, cards may not be moved back off",
    r"Each cell can hold one card",
    r"Available cards +can be played into any cell",
    r"At the end of any pass where there are not enough cards left in the deck just the remaining cards are dealt",
    r"(?:If there is another pass, )?the waste will be flipped over to become a new stock before the next deal",
    r"It is not possible to move any cards into the (?:reserves?|storehouse|fly|frog|tableaus)",
    r"Since colors don't matter, politaire substitutes a four-color deck of cards",
    r"This is the base card",
    r"Start the remaining piles with cards of same rank",
    r"No pile may contain more than 13 cards",
    r"Ace-.*",  # the list of pairs a pairing game removes
    r"Single cards may never be moved to (?:the )?(?:[a-z]+ )?foundation(?: [A-Z])?",
    r"You may not wrap on the foundation so you can not play an ace on a king or a king on an ace",
)
def _example(r, m):
    pass


# -- cards --


@template(r"({NUM}) standard decks?")
def _decks(r, m):
    r.f.decks = number(m[1])


@template(r"({NUM}) decks? each containing (?:only one suit of (\w+)|the (?:two|three|four) suits (.*))")
def _suit_decks(r, m):
    r.f.decks = number(m[1])
    names = m[2] or m[3]
    words = [w for w in re.split(r",? and |, ", names)]
    r.f.suits = tuple(r.stand_in.get(w.split()[-1], w.split()[-1]) for w in words)  # "red hearts" -> "hearts"
    r.f.own_colours = len(words) > 1 and all(len(w.split()) == 2 for w in words) and len({w.split()[0] for w in words}) == len(words)
    for s in r.f.suits:
        if s not in SUITS:
            r.note("suit of %s" % s)


@template(r"({NUM}) decks?(?: each)? omitting (.*) so that each suit contains only ({NUM}) cards")
def _stripped(r, m):
    r.f.decks = number(m[1])
    r.f.ranks = number(m[3])
    out = sorted(rank(w) for w in re.split(r",? and |, ", m[2]))
    low = len([k for k in out if k < 8])
    if out != list(range(2, 2 + low)) + list(range(14 - len(out) + low, 14)) or 13 - len(out) != r.f.ranks:
        r.note("stripped deck")  # (ranks out that are not the lowest above the Ace and the highest: no Rules.extra strip)
    else:
        r.f.strip = (low, len(out) - low)


@template(
    r"The rank of the lowest and highest card will be determined by the first card played into the foundation",
    r"No card is \"lowest\" or \"highest\"",
)
def _ring(r, m):
    pass  # the ranks run round from the base: what a random base means to the engine


@template(r"The ({RANK}) is the lowest card followed by .*")
def _lowest(r, m):
    r.f.low = rank(m[1])  # the engine's order when it is the foundations' base


@template(r"In the sequence of cards sevens immediately follow aces")
def _rank_order(r, m):
    r.f.piquet = True  # (the engine's piquet order, where the deck is one: _derive)


@template(r"Kings may be played on aces and vice versa")
def _ring_order(r, m):
    # the ranks go round wherever cards are built (the engine's found_wrap,
    # fg_flags wrap and tab_wrap: _derive's), so any rank may be a base
    # (Deuces and Queens' 2 and Queen)
    r.f.ring = True


# -- goal --


@template(r"Move all cards to the (foundation|hill)")
def _goal_found(r, m):
    r.f.goal = "foundation"


@template(r"Sort all cards on the tableau downwards in (the same suit|alternate colors) or move them to the foundation")
def _goal_sort_or_found(r, m):
    r.f.goal = "sort or foundation" if m[1] == "the same suit" else "sort alternate or foundation"


@template(
    r"Sort all cards on the .*",
    r"Group all cards on the tableau .*",
    r"Move all cards not in the stock ?to the foundation",
    r"Empty the stock(?: and the waste)?",
    r"Collapse the deck down to one stack",
)
def _goal_other(r, m):
    r.f.goal = m[0][0].lower() + m[0][1:]


@template(
    r"Remove .*",
    r"(?:Kings|Tens|Jacks|Tens, jacks|Aces).* (?:removed|paired).*",
    r"You can (?:also )?(?:form|remove) a .*",
    r"You win if you successfully remove all .*",
)
def _goal_remove(r, m):
    r.f.goal = "remove cards"


# -- foundations --


@template(r"({NUM}) (?:off screen )?foundation piles?", r"There a (single) foundation pile where removed cards are stacked")
def _foundations(r, m):
    _piles(r, "foundation", 1 if m[1] == "single" else number(m[1]))


@template(r"({NUM}) ({KIND}) piles")
def _bare_piles(r, m):
    _piles(r, m[2], number(m[1]))


@template(r"There are ({NUM}) groups of foundation piles")
def _found_groups(r, m):
    r.f.ngroups = number(m[1])
    if not 2 <= r.f.ngroups <= 4:  # (a third and a fourth: the engine's fg_third, fg_fourth, read in _groups)
        r.note("several foundation groups")


def _next_group(f):
    """Puts the facts of the foundation group read so far aside, for the next
    group's own (``Facts.groups``)."""
    f.groups.append(dict(
        piles=f.piles.get("foundation", 0) - sum(g["piles"] for g in f.groups), base=f.base, build=f.build.pop("foundation", None), cap=f.found_cap,
        dealt=f.found_dealt, wrap=f.wrap.pop("foundation", None), span=f.found_span, same_rank=f.same_rank,
        suits_differ=f.suits_differ, colour=f.colour, colours_differ=f.colours_differ,
    ))
    f.base = None
    f.found_cap = f.found_span = 0
    f.same_rank = f.suits_differ = f.colours_differ = False
    f.colour = ""


@template(r"(?:The )?([\w ]+) foundation contains ({NUM}) piles?", r"Foundation (\w+) contains ({NUM}) piles?")
def _found_group(r, m):
    if r.f.ngroups >= 2 and r.f.piles.get("foundation"):
        _next_group(r.f)
    r.group = number(m[2])
    r.f.halves.append([r.group, None, None, False])
    _piles(r, "foundation", r.group)


@template(r"(?:[\w ]+ )?Foundation(?: \w)?:", r"(?:[\w ]+ )?(?:Pyramid|Tableau) \w:")
def _group_heading(r, m):
    pass  # a group's heading: its piles are counted where it says how many


@template(r"Any ({RANK}) may be (?:moved|played) to any empty pile in (?:the )?(.*foundation.*)")
def _found_base(r, m):
    base = rank(m[1])
    if r.f.base not in (None, base):
        r.note("foundations of different bases")
    if r.f.halves:
        r.f.halves[-1][1] = base
    r.f.base = base


@template(r"An? (red |black )?({RANK}) (of \w+ )?is initially dealt to (each |the first two |the |)(.*?) piles?")
def _found_dealt(r, m):
    r.f.base = rank(m[2])
    if m[4] == "each ":  # the group named last, or every pile of the kind named
        n = r.f.piles.get(m[5], 0) or r.group
    else:
        n = 2 if m[4] == "the first two " else 1
    r.f.found_dealt += n  # (the engine's ``found_dealt``: base cards the shuffle brings first)
    if m[3] and not m[1] and n == 1 and m[3][3:-1] in SUITS and not r.f.dealt_suit:
        r.f.dealt_suit = SUITS.index(m[3][3:-1]) + 1  # (Black Hole's Ace of spades: the engine's dealt_suit)
    elif m[3] and not m[1] and n == 1 and m[3][3:-1] in SUITS and r.f.ngroups == 2 and len(r.f.groups) == 1 and not r.f.fg_dealt_suit:
        r.f.fg_dealt_suit = SUITS.index(m[3][3:-1]) + 1  # (the second group's one pile: Binary Star's King of hearts, the engine's fg_dealt_suit)
    elif m[1] and not m[3] and r.f.ngroups == 2 and m[4] == "each ":
        r.f.colour = m[1].strip()  # (a group's own colour: the engine's fg_flags colours, read in _groups)
    elif m[1] or m[3]:
        r.note("cards of a named %s dealt to the foundations" % ("colour" if m[1] else "suit"))
    elif m[5] != "foundation" and m[5] not in FOUNDATION_NAMES and not (r.f.ngroups >= 2 and m[4] == "each "):  # (a group's own piles, each, read in _groups; the foundations by another name)
        r.note("cards dealt to some foundation piles")


@template(r"A random card will be dealt to a foundation pile")
def _random_base(r, m):
    r.f.base = "random"
    r.f.found_dealt += 1


@template(
    r"The first card moved to an empty foundation pile may be any card",
    r"The rank of this card then becomes the base value for all the foundation piles, .*",
)
def _first_base(r, m):
    r.f.base = "first"  # (Rules.extra's base_first)


@template(r"Each pile must start with a different (suit|color)")
def _different_suits(r, m):
    if r.f.halves and m[1] == "suit":
        r.f.halves[-1][3] = True
    if r.f.ngroups >= 2 and m[1] == "suit":  # (a group's: a third's is refused, a fourth's is fg_later's fourth_differ, read in _groups)
        r.f.suits_differ = True
        return
    if r.f.ngroups > 2 and m[1] == "color":  # (a group's: fg_later's colours_differ, read in _groups)
        r.f.colours_differ = True
        return
    if not r.f.ngroups and not r.f.halves:  # (one group: Rules.extra's found_differ, read in _derive)
        r.f.found_differ = m[1]
        return
    r.note("foundations start with different %ss" % m[1])


@template(r"No pile may contain more than ({NUM}) cards")
def _found_cap(r, m):
    r.f.found_cap = number(m[1])


@template(r"Since suits don't matter, politaire substitutes a suitless deck of cards")
def _suitless(r, m):
    r.f.suitless = True


@template(r"Since color matters but suits don't, politaire substitutes a two-suit deck of cards")
def _two_suit(r, m):
    r.f.two_suit = True


@template(r"Only when you have constructed a complete sequence on the tableau( or the tail)?, thirteen cards in sequence from ace to king, may you move it to (?:the )?(?:[a-z]+ )?foundation(?: [A-Z])?")
def _found_suite(r, m):
    r.f.base = 1
    if r.f.ngroups >= 2 and r.f.groups:  # (a later group's own: fg_dir 17, read in _groups; Lady Cadogan's right foundation)
        r.f.build["foundation"] = (SUITES, None)
        return
    r.f.found_takes = R.FOUND_SUITE


@template(r"You may wrap on (?:the )?foundation(?: \w)? so you can play an ace on a king( or a king on an ace)?",
          r"You may wrap on foundation [A-Z] so you (can) play a king on a queen or a queen on a king")
def _found_wrap(r, m):
    # (a group based on the King, built up and down: its Queen and King the
    # seed's words for the ring, Binary Star's second pile; both ways, m[1])
    r.f.wrap["foundation"] = True
    if not m[1] and r.f.build.get("foundation", (None,))[0] != R.UP:
        r.note("foundations wrap one way")  # (built up, an Ace on a King is the ring's one way: the engine's found_wrap)


@template(r"Cards may (?:only )?be moved (?:back )?off of (?:the )?.*foundation.*")
def _found_back(r, m):
    if "left foundation" in m[0] and r.f.ngroups == 2 and not r.f.groups:
        # the first of two groups' cards come back, the second's stay ("Once
        # on the right foundation, cards may not be moved back off": Penta);
        # with two tableaux, a bit of Rules.extra's sides (_derive)
        r.f.found_back = r.f.back_first = True
    elif "of foundation " in m[0] and r.f.ngroups > 2:
        r.f.back_some.append(len(r.f.groups))  # (this group's: read in _groups)
    elif "of foundation " in m[0] or "left foundation" in m[0]:
        r.note("cards come back off some foundations")
    else:  # (Rules.extra's found_back: onto the tableau, by its build rule; 2: once the stock is empty)
        r.f.found_back = 2 if "stock" in m[0] else 1


# -- building (any kind of pile) --

_DIRECTIONS = {
    "one lower": R.DOWN, "one higher": R.UP, "one higher than or one lower": R.UP_DOWN,
    "two lower": "by two", "two higher": "by two", "of equal rank": "equal rank",
}
_SUIT_RULES = {
    "same suit": R.SAME_SUIT, "opposite color": R.ALT_COLOUR, "any suit": R.ANY_SUIT,
    "same color": R.SAME_COLOUR, "a different suit": R.OTHER_SUIT,
}


@template(
    r"A card (?:from (?P<src>.*?) )?may be added onto (?:an? |the )?(?P<kind>[\w ]+?) pile if it is "
    r"(?P<dir>one lower|one higher|one higher than or one lower|two lower|two higher|of equal rank)"
    r"(?: than)? +(?:to )?the old top card of the pile and of (?:the |a |an )?(?P<suit>same suit|opposite color|any suit|same color|different suit)"
)
def _build(r, m):
    kind = _kind(re.sub(r" [A-Za-z]$", "", m["kind"]))  # "foundation A" -> "foundation"
    if kind.endswith(" foundation"):
        kind = "foundation"
    direction = _DIRECTIONS[m["dir"]]
    suit = _SUIT_RULES[m["suit"] if m["suit"] != "different suit" else "a different suit"]
    if kind == "foundation" and m["dir"] == "two higher":
        direction = TWOS  # (up by two round the corner: a group's pile holds as many as its "No pile may contain" says)
    elif kind == "foundation" and m["dir"] == "two lower":
        direction = FOUND_TWOS_DOWN  # (down by two to the Ace or the 2, in groups: fgroups.py's)
    elif kind == "tableau" and m["dir"] == "two lower":
        direction = TWOS_DOWN  # (down by two, order.py's; round the corner only where the ranks go round)
    if isinstance(direction, str):
        r.note("builds %s" % direction)
    old = r.f.build.get(kind)
    if old is not None and old != (direction, suit):
        r.note("%s piles built differently" % kind)
    if kind == "foundation" and r.f.halves:
        r.f.halves[-1][2] = (direction, suit)
    r.f.build[kind] = (direction, suit)
    if m["src"]:
        r.f.plays.setdefault(kind + " from", frozenset(_places(m["src"])))


@template(r"No building is permitted on (?:the )?(.*)")
def _no_build(r, m):
    kind = _kind(m[1])
    if kind.endswith(" foundation") and r.f.ngroups > 2:
        kind = "foundation"  # (a group's own: its base card alone, the engine's fg_third "alone", read in _groups)
    r.f.build[kind] = (None, R.NO_BUILD)


@template(r"You may also play (kings on aces|the maximum card on the base card) in the ({KIND})")
def _tab_wrap(r, m):
    r.f.wrap[_kind(m[2])] = "base" if "base" in m[1] else True  # ("base": the rank below the base on a base card, one way: Castle's End)


@template(
    r"Cards from (?:the )?(.*?) may be added to the (\w+) regardless of suit or rank",
    r"Cards may be added to the (reserve) regardless of suit or rank",
)
def _any_onto(r, m):
    # (the piles are waste piles, when the stock's card alone goes there:
    # Rules.extra's dump, read in _dump)
    r.f.takes_any[_kind(m[m.lastindex])] = frozenset(_places(m[1])) if m.lastindex > 1 else frozenset()
    r.note("any card goes on any card")


@template(r"Cards from (?:the |other )?(.*?) may not be moved to the (\w+)")
def _not_from(r, m):
    r.f.not_onto[_kind(m[2])] = frozenset(_places(m[1]))
    r.note("no cards from the %s onto the %s" % (m[1], m[2]))


@template(r"In each pile within the foundation, we build regardless of suit, but we use different increments in each",
          r"In the first pile we build up by one and in the first, up by one",
          r"The first pile of the foundation will start with an ace and the first with an ace",
          r"Cards will be initially dealt into each pile")
def _steps(r, m):
    # Calculation's foundations, each pile its own step: the catalogue's
    # text of them lost its piles' numbers ("the first ... and the first"),
    # and says one pile; _derive reads them as the engine's steps (fpiles.py)
    r.f.steps = True


@template(r"Any ({RANK}) may be played to the [\w ]+ foundation, in alternating color sequence")
def _rank_pile(r, m):
    # a group's pile of every card of a rank, each of the other colour from
    # the one below (Carousel's Aces): fgroups.py's direction 3 by the
    # group's suit rule, the record's found_* where it is the first group
    if r.f.ngroups >= 2:
        r.f.same_rank = True
        r.f.base = rank(m[1])
        r.f.build["foundation"] = (SAME_RANK_PILE, R.ALT_COLOUR)
    else:
        r.note("foundation rules of their own")


@template(r"There is one foundation pile for each rank from ace to king")
def _rank_piles(r, m):
    r.f.rank_piles = True  # (with the groups of equal rank below: _derive's rank sets, Beehive's)


@template(r"Completed groups of ({NUM}) cards of equal rank may be played to the appropriate pile")
def _rank_sets(r, m):
    # a rank's cards go up together, never one by one: the engine's whole
    # suits (found_takes "suite") of one rank (found_dir 18: sets.py)
    r.f.rank_sets = number(m[1])
    r.f.found_takes = R.FOUND_SUITE


@template(r"The pile must start with an? ({RANK}) of (\w+)")
def _found_named_base(r, m):
    # one foundation started by a named card, played there, not dealt (Ace
    # of Hearts: the engine's dealt_suit with no found_dealt)
    r.f.base = rank(m[1])
    if m[2] in SUITS and r.f.piles.get("foundation") == 1:
        r.f.dealt_suit = SUITS.index(m[2]) + 1
    else:
        r.note("foundation rules of their own")


@template(r"After the complete sequence has been built on a pile, you may restart with another ace")
def _restart(r, m):
    # a pile takes its share of the deck in rounds, Ace to King and on
    # round the corner (the engine's found_cap, over 13: _derive's)
    r.f.restart = True
    if r.f.ngroups or r.f.build.get("foundation", (None,))[0] != R.UP:
        r.note("foundation rules of their own")


@template(r"Any may be moved to any empty pile in the foundation")
def _found_any_start(r, m):
    pass  # (the seed names no rank: any card starts the foundation, All in a Row's; base None)
@template(r"Each pile is built (up|down) from ({RANK}) to ({RANK})")
def _found_span(r, m):
    a, b = rank(m[2]), rank(m[3])
    if r.f.ngroups < 2:
        r.note("foundation rules of their own")
    elif r.f.base is not None and r.f.base != a:
        r.note("foundations built from another rank than their base")
    else:
        r.f.found_span = (b - a if m[1] == "up" else a - b) % 13 + 1


@template(r"No further cards may then be played")
def _found_stop(r, m):
    if not r.f.found_span:
        r.note("foundation rules of their own")


@template(r"Any king may be played to the kings foundation regardless of suit")
def _kings_pile(r, m):
    if r.f.ngroups == 2:
        r.f.same_rank = True
        r.f.base = 13
    else:
        r.note("foundation rules of their own")


@template(r"Other cards of the same value are dealt to the (next two|other) piles")
def _more_bases(r, m):
    r.f.found_dealt += 2 if m[1] == "next two" else r.f.piles.get("foundation", 1) - 1


# -- where cards may go --


def _places(text):
    """Gets the places a "play onto ..." list names: "foundation", "cell",
    "tableau" (any pile), "empty tableau", "non-empty tableau", ..."""
    out = set()
    for part in re.split(r", | or ", text):
        part = re.sub(r"^(?:the|an?|any|other|to)\s+", "", part.strip())
        part = re.sub(r"^(?:the|an?|any|other)\s+", "", part)
        part = re.sub(r"\s*(?:piles?|cards?)$", "", part)
        part = part.replace("exposed ", "")
        if part.startswith("empty cell") or part == "cell":
            part = "cell"
        out.add(_kind(part))
    return out


@template(r"Cards on (?:the )?({KIND}|\w+ \w) (?:that are not under another card )?are available for play(?: onto (.*))?")
def _plays(r, m):
    r.f.plays[_kind(m[1])] = frozenset(_places(m[2])) if m[2] else frozenset({"anywhere"})


@template(
    r"The top cards? of (?:the |each )?(\w+) (?:is|are|can be) (?:available for )?play(?:ed)?(?: (only) to| to| for) (.*)",
    r"The top cards? of (?:the |each )?(\w+) (?:is|are|can be) (?:available for )?play(?:ed)?()()",
    r"All cards in the (\w+) are available for play( )to (.*)",
)
def _top_plays(r, m):
    kind = _kind(m[1])
    r.f.plays[kind] = frozenset(_places(m[3])) if m[3] else frozenset({"anywhere"})
    if m[0].startswith("All cards"):
        r.note("every card of the %s available" % kind)


@template(r"Cards from (?:cells|tail) can be played back to (?:the )?(.*)")
def _cell_plays(r, m):
    r.f.plays["cell"] = frozenset(_places(m[1].replace(" or to ", " or ")))


@template(r"Available cards from the (\w+) can be played into any cell")
def _cell_from(r, m):
    r.f.plays["cell from"] = frozenset({m[1]})


# -- the deal --


@template(r"({NUM}) ({KIND}) piles? with one card in the first pile, two cards in the second, three in the third, and so on")
def _triangle(r, m):
    n = number(m[1])
    _piles(r, m[2], n, range(1, n + 1))


@template(r"({NUM}) ({KIND}|tableau \w) piles? of ({NUM}) cards?(?: each)?(?:, splayed downward)?")
def _even_deal(r, m):
    n = number(m[1])
    kind = re.sub(r" [a-z]$", "", m[2]) if m[2].startswith("tableau ") else m[2]
    _piles(r, kind, n, [number(m[3])] * n)


@template(r"({NUM}) ({KIND}) piles of cards, with the first ({NUM}) having ({NUM}) cards each, and the next ({NUM}) having ({NUM}) cards each")
def _two_part_deal(r, m):
    a, b = number(m[3]), number(m[5])
    if a + b != number(m[1]):
        r.note("deal names %d piles of %s" % (a + b, m[1]))
    _piles(r, m[2], a + b, [number(m[4])] * a + [number(m[6])] * b)


@template(r"({NUM}) ({KIND}) piles(?:,)? all initially empty", r"({NUM}) (reserve),? all initially empty")
def _empty_piles(r, m):
    n = number(m[1])
    _piles(r, m[2], n, [0] * n)


@template(r"({NUM}) (reserve),? each of which initially contains one card")
def _one_each(r, m):
    n = number(m[1])
    _piles(r, m[2], n, [1] * n)


@template(r"({NUM}) ({KIND}) piles of cards, arranged as below, where \"D\" indicates a face-down card and \"U\" indicates a face-up card:")
def _grid_intro(r, m):
    r.grid_kind = (_kind(m[2]), number(m[1]))


@template(r"@GRID(\d+)@")
def _grid(r, m):
    """A deal grid: columns of D (face down) and U (face up), top row the
    bottom card of each pile."""
    if r.grid_kind is None:
        r.note("a grid of no pile")
        return
    kind, n = r.grid_kind
    r.grid_kind = None
    lines = r.grids[int(m[1])].strip("\n").split("\n")
    cols = [mm.end() - 1 for mm in re.finditer(r"\d+", lines[0])]  # numbers end over their column
    piles = [""] * len(cols)
    for line in lines[2:]:
        for i, c in enumerate(cols):
            if c < len(line) and line[c] in "DU":
                piles[i] += line[c]
    if len(cols) != n:
        r.note("grid of %d piles for %d" % (len(cols), n))
    _piles(r, kind, len(cols), [len(p) for p in piles])
    r.f.down[kind][-len(cols):] = [p.count("D") for p in piles]
    r.f.faced.add(kind)
    if any("UD" in p for p in piles):
        _alternates(r, kind, [p == ("DU" * len(p))[len(p) :] for p in piles])


@template(r"There (?:is|are) ({NUM}) (\w+), initially containing ({NUM}) cards?(?: each)?")
def _containing(r, m):
    n = number(m[1])
    kind = _piles(r, m[2], n, [number(m[3])] * n)
    if kind == "reserve":
        r.f.reserve_face = r.f.reserve_face or "?"


@template(r"(One) ({KIND}) pile, initially empty")
def _one_empty(r, m):
    _piles(r, m[2], 1, [0])


@template(r"The remaining cards form (?:one |the )?(\w+)(?: pile)?", r"The (entire deck) forms one (\w+) pile")
def _rest_pile(r, m):
    kind = _kind(m[m.lastindex])
    if kind == "gallery":  # (politaire's gallery: the stock and its waste shown as one row, _gallery_deals)
        _piles(r, "stock", 1)
        r.f.piles["waste"] = 1
        r.f.rest = "stock"
        return
    _piles(r, kind, 1)
    r.f.rest = kind
    if kind not in ("stock", "waste"):
        r.note("the rest of the deck forms the %s" % kind)


@template(r"The (remaining cards|entire deck) form(?:s)? the stock(?: and there (?:is|are) ({NUM}) waste piles?)?")
def _stock_rest(r, m):
    r.f.rest = "stock"
    _piles(r, "stock", 1)
    if m[2]:
        r.f.piles["waste"] = number(m[2])
        r.f.stock = R.STOCK_WASTE


@template(r"All cards are dealt face up")
def _face_up(r, m):
    kind = _kind(r.kind)
    r.f.faced.add(kind)
    if kind == "reserve" and r.f.piles.get("reserve"):
        r.f.reserve_face = "up"
    r.f.down[kind] = [0] * len(r.f.deal.get(kind, []))


@template(r"The top card in (?:each|the) pile is dealt face up, all others are face down")
def _top_up(r, m):
    kind = _kind(r.kind)
    r.f.faced.add(kind)
    if kind == "reserve":
        r.f.reserve_face = "top"
    r.f.down[kind] = [max(0, d - 1) for d in r.f.deal.get(kind, [])]


@template(r"The first (card|two cards) in each pile (?:is|are) dealt face down, all others are face up")
def _first_down(r, m):
    kind = _kind(r.kind)
    r.f.faced.add(kind)
    k = 1 if m[1] == "card" else 2
    r.f.down[kind] = [min(k, d) for d in r.f.deal.get(kind, [])]


@template(r"The (odd|even) numbered cards in each pile are dealt face down, all others are face up")
def _alternate(r, m):
    kind = _kind(r.kind)
    r.f.faced.add(kind)
    odd = m[1] == "odd"
    deal = r.f.deal.get(kind, [])
    r.f.down[kind] = [(d + 1) // 2 if odd else d // 2 for d in deal]
    _alternates(r, kind, [d % 2 != odd or d == 0 for d in deal])  # (the top card up: an even pile's if the odd ones are down)


def _alternates(r, kind, top_up):
    """Notes a deal of face-down cards between face-up ones: the engine's
    ``down_alternate`` when each tableau pile's cards alternate from a
    face-up top card (``top_up``: a pile does)."""
    if (kind == "tableau" or kind in TABLEAU_NAMES) and all(top_up):
        r.f.alternate = True  # (Trevi Garden's garden: its tableau, read so once its section is read)
    else:
        r.note("face-down cards over face-up ones")


@template(r"(?:The )?({KIND}|pyramid \w) contains ({NUM}) cards")
def _layout_cards(r, m):
    kind = _kind(re.sub(r" \w$", "", m[1]))  # "pyramid A" -> "pyramid"
    r.f.dealt[kind] = r.f.dealt.get(kind, 0) + number(m[2])
    r.f.piles[kind] = r.f.piles.get(kind, 0) + 1


@template(r"First, two piles of ({NUM}) cards each are dealt in a row", r"Then, (one) card is dealt covering both")
def _fork(r, m):
    r.f.fork.append(number(m[1]))  # (Backbone's fork: [11, 1], the two piles then the card covering both)


_ROW = r"({NUM}) cards? (?:is|are) dealt in the (?:%s) row" % "|".join(("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"))


@template(r"First, ({NUM}) cards? (?:is|are) dealt", r"Then, ({NUM}) cards? (?:is|are) dealt in a second row overlapping the previous row",
          r"Then, (%s(?:, (?:and finally )?%s)*)" % (_ROW.replace("(", "(?:", 1), _ROW.replace("(", "(?:", 1)))
def _rows(r, m):
    """A pyramid's rows, dealt one after the other (Escalator's seven): each
    row's cards in turn; the rows are a pyramid's when they grow by one."""
    r.f.rows += [number(n) for n in re.findall(_ROW.replace("{NUM}", NUM), m[1], re.I)] or [number(m[1])]


@template(r"Only the last row is dealt face up", r"First, ({NUM}) cards? (?:is|are) dealt in a row",
          r"Then, (?!without shuffling).* (?:dealt|covering) .*",
          r"There are three pyramid", r"Pyramid \w:")
def _layout_shape(r, m):
    pass  # a pyramid's (or backbone's) rows: its number of cards is what counts here


@template(r"(?:Any|While dealing to the (tableau), any) king that (?:turns|comes) up (?:while dealing to the (\w+) )?is moved (?:automatically )?to the bottom of (?:it's|its) stack")
def _kings_bottom(r, m):
    if (m[1] or m[2]) not in ("tableau",) + TABLEAU_NAMES:  # (Shamrocks' fan is its tableau)
        r.note("deal puts chosen cards in place")
    r.f.rank_bottom = 13


@template(r"(The first column|The first ({NUM}) columns|Each column) will be dealt with "
          r"(?:one of the ({NUM}) lowest cards in the deck|an? ({RANK})(?: or an? ({RANK}))?) at the bottom")
def _low_bottom(r, m):
    # (the engine's ``low_bottom``: the n lowest cards left, the shuffle's
    # order, one at the bottom of each of the first n piles; _derive checks
    # that the ranks named are those)
    n = 1 if m[1] == "The first column" else number(m[2]) if m[2] else r.f.piles.get("tableau", 0)
    r.f.low_bottom = n
    r.f.low_named = (rank(m[4]), rank(m[5]) if m[5] else 0) if m[4] else None
    if m[3] and number(m[3]) != n:
        r.note("deal puts chosen cards in place")


@template(r"Any card encountered during the deal that can be played to a foundation pile is played there")
def _deal_plays_up(r, m):
    r.f.deal_plays_up = True


@template(r"If, during the deal, .*")
def _deal_order(r, m):
    r.note("deal puts chosen cards in place")


# -- cells --


@template(r"({NUM}) cells?, (?:(one) ephemeral, )?all initially empty")
def _cells(r, m):
    _piles(r, "cell", number(m[1]), [0] * number(m[1]))
    if m[2]:  # ("Four cells, one ephemeral": Rules.extra's ephemeral, the last cell)
        r.f.ephemeral = 1


@template(r"({NUM}) cells?, ?(each|({NUM})) of which initially contains? one card( At least one of the initial cards must be an ace or king)?")
def _cells_dealt(r, m):
    n = number(m[1])
    k = n if m[2] == "each" else number(m[3])
    _piles(r, "cell", n, [1] * k + [0] * (n - k))
    r.f.cells_dealt = k  # (the engine's ``cells_dealt``: the first k cells, after the tableau)
    if m[4]:
        r.f.cell_ace_king = True  # (Rules.extra's tournament: ace_or_king)


@template(r"Each reserve can hold one card", r"Available cards can be played into any reserve",
          r"Cards from reserve can be played back to .*")
def _reserve_cells(r, m):
    r.note("reserve piles used as cells")


@template(r"Ephemeral cells vanish after one use", r"Note that ephemeral cells will never be used in supermoves")
def _ephemeral(r, m):
    pass  # (the engine's ephemeral: a cell gone once a card has left it, never counted for a run's room: legal.py)


# -- filling spaces --

_FILLS = {"any card": "any", "any single card, but not a stack of cards": "single", "kings only": "king", "high cards only": "high"}


@template(
    r"(?:If the (\w+) is empty, then )?empty spaces in (?:the )?({KIND}|tableau \w) may (?:(not) be filled|be filled by (.+?))"
    r"( until the stock is empty)?"
)
def _fill(r, m):
    kind = _kind(re.sub(r" [a-z]$", "", m[2]) if m[2].startswith("tableau ") else m[2])
    what = "none" if m[3] else m[4]
    r.fill_kind = kind
    if what.startswith("any card from "):
        r.f.fill_from[kind] = _places(what[len("any card from "):])
        what = "any"
    what = _FILLS.get(what, what)
    named = re.fullmatch(r"(\w+s)(?: only)?", what)  # ("aces only"; Gilbert's "sevens" says only too)
    if named and named[1].lower().rstrip("s") in RANKS:
        what = "rank %d" % rank(named[1])  # (Kingsley's aces: fill 4, extra's fill_rank)
    elif what == "aces or kings only":
        what = "rank %d" % (1 | 13 << 4)  # (Clover Leaf's: fill_rank's two ranks, packed low | high << 4)
    if what == "single" and kind == "tableau":  # ("any single card, but not a stack of cards": Rules.extra's space_runs 1)
        what = "any"
        r.f.space_runs = r.f.space_runs or 1
    if what not in ("any", "king", "none", "high") and not what.startswith("rank "):
        r.note("fill by " + what if what == "single" else "fill by named rank")
    if m[5] and what == "king":  # ("kings only until the stock is empty. Then any card": rules.py's fill 6, Darwin)
        what = "king first"
    elif m[5]:
        r.note("fill rule changes when the stock is empty")
    when = m[1] or ""
    if kind in r.f.fill and not when:
        r.note("two fill rules")
    if when or kind not in r.f.fill:
        r.f.fill[kind] = (what, when)


@template(r"Then any card")
def _then_any(r, m):
    pass  # ends "... kings only until the stock is empty": noted there


@template(r"Empty spaces in (?:the )?({KIND}) are automatically filled with (a|three|four) cards? from the (\w+)")
def _autofill(r, m):
    r.f.autofill[_kind(m[1])] = m[3]
    r.f.autofill_n = {"a": 1, "three": 3, "four": 4}[m[2]]  # (more than one: as many as the stock deals a pile)


@template(r"If the (\w+) is empty, then it is filled with (?:a|four) cards? from the (\w+)")
def _autofill_pile(r, m):
    r.note("the %s refills from the %s" % (m[1], m[2]))


@template(r"They may not be filed from (.*)")
def _fill_from(r, m):
    r.f.fill_not[r.fill_kind] = _places(m[1])


# -- moving runs --


@template(r"Only one card may moved at a time, never sequences")
def _one(r, m):
    r.f.move[_kind(r.kind)] = (R.ONE, None)


@template(
    r"Technically, only one card may be moved at a time, but (since supermoves are enabled|if you enable supermoves) politaire will allow you "
    r"to move sequences when there are enough empty (cells or |cells)?(?:([\w ]+) columns|reserve)? so that it would be possible to achieve the same end by +a sequence of single card moves",
    r"However, if there are enough empty spaces so that a move to a space would be possible by a series of single card moves, then the game will allow you to move the stack directly",
)
def _super(r, m):
    kind = _kind(r.kind)
    if m.lastindex is None:  # (Martha's "However, if there are enough empty spaces ...": a run into a space as single moves through the others would take it)
        r.f.space_runs = 2
        return
    r.f.move[kind] = (R.SUPER if m[1].startswith("since") else "one or super", m[2] or "", m[3] or "")


_RUN_SUITS = {
    "if the cards are alternately red and black": R.ALT_COLOUR,
    "if all cards are of the same suit": R.SAME_SUIT,
    "regardless of their suits": R.ANY_SUIT,
    "if all cards are of one color": R.SAME_COLOUR,
    "if no two consecutive cards are of the same suit": R.OTHER_SUIT,
    "if no two consecutive cards are of the same color": "no two of a colour",
}


@template(r"Groups of cards in sequence (down|up|up or down)( by two)? may be moved from one ([\w ]+) column to another (.*)")
def _runs(r, m):
    suit = _RUN_SUITS.get(m[4])
    if suit == "no two of a colour" and r.f.own_colours:
        suit = R.OTHER_SUIT  # (each suit its own colour: no two of a colour is no two of a suit, Chinese Klondike's)
    if suit is None or isinstance(suit, str):
        r.note("runs moved " + m[4])
    if m[2] and m[1] != "down":
        r.note("runs by two")
    r.f.move[_kind(m[3])] = (R.RUN, suit, m[1] + (m[2] or ""))  # ("down by two": the tableau's own TWOS_DOWN, checked with its build)


@template(r"Groups of cards of equal rank may be moved from one tableau column to another")
def _rank_groups(r, m):
    r.f.move["tableau"] = ("equal rank", None)
    r.note("groups of equal rank move")


@template(r"Furthermore, any face-up card anywhere in the ({KIND}) may be moved to another [\w ]+ column where it fits, taking all cards that were on top of it along")
def _group(r, m):
    r.f.move[_kind(m[1])] = (R.GROUP, None)


# -- stock and waste --


@template(r"Each time you click on the stock, (one card|three cards|two cards|{NUM} cards) will be dealt from the stock to the waste")
def _draw(r, m):
    r.f.stock = R.STOCK_WASTE
    r.f.draw = number(m[1].split()[0])


@template(r"Each time you click on the (stock|reserve), (a card|{NUM} cards) will be dealt on top of each (non-empty )?(\w+) pile")
def _row(r, m):
    r.f.stock = R.STOCK_ROW
    src, kind = m[1].lower(), _kind(m[4])
    n = 1 if m[2] == "a card" else number(m[2].split()[0])
    rest = "the rest of the deck forms the reserve"
    if src == "reserve" and r.f.rest == "reserve" and r.f.piles.get("reserve") == 1 and not r.f.deal.get("reserve"):
        # the deck's rest dealt a row at a time is the engine's stock, whatever
        # the seed calls it (Scorpion)
        del r.f.piles["reserve"]
        _piles(r, "stock", 1)
        r.f.rest = src = "stock"
        r.f.rest_named = "reserve"
        if rest in r.f.features:
            r.f.features.remove(rest)
    if src != "stock" or kind not in ("tableau", "reserve") or m[3] and (kind != "tableau" or n > 1):
        r.note("deals %s from the %s onto each %s%s pile" % (m[2], m[1], m[3] or "", m[4]))
    elif kind == "reserve":
        r.f.row_to = 2
        r.f.row_draw = n
    elif m[3]:
        r.f.row_to = 1
    elif n > 1:
        r.f.draw = n  # (the engine's ``draw`` with a row-dealing stock: cards a pile, Tournament's four)


@template(r"Each time you click on the stock, a card will be dealt on top of the foundation pile")
def _to_found(r, m):
    r.f.stock = "foundation"
    r.note("the stock deals to the foundation")


@template(r"The tableau piles must be filled before you can deal cards")
def _needs_full(r, m):
    r.f.needs_full = True


@template(r"(Unlimited|Only one|{NUM}) pass(?:es)? through the stock (?:are|is) permitted")
def _passes(r, m):
    r.f.passes = 0 if m[1] == "Unlimited" else 1 if m[1] == "Only one" else number(m[1])


@template(r"In each pass, the number of cards turned over at a time is reduced by (one), .*")
def _rush(r, m):
    r.f.draw_drop = number(m[1])


@template(r"The top card of the stock is (?:always )?face up .*", r"Cards cannot be manually removed from the stock")
def _stock_up(r, m):
    r.f.stock = r.f.stock or "face up"
    to = re.match(r".* so you can drag it at your discretion to (.*?)\.?$", m[0])
    if to and "waste" not in to[1]:  # (where it plays: the engine's waste's places, its cards lying there)
        r.f.plays["stock"] = frozenset(_places(to[1]))
    elif to and to[1].startswith("any waste pile, "):  # (onto a waste pile of the player's choice, or where it plays: New York)
        r.f.stock_to_wastes = True
        r.f.plays["stock"] = frozenset(_places(to[1][len("any waste pile, "):]))
    r.note("the stock's top card is face up" if "face up" in m[0] else "the stock plays by itself")


@template(r"The gallery simulates dealing (three) cards at a time from a stock pile with (unlimited) redeals")
def _gallery_deals(r, m):
    # the stock dealing three to the waste, no limit of passes, shown as the
    # gallery (Rules.extra's gallery: gallery.py, whose available cards are
    # the four rules below, the cards those deals bring to the waste's top)
    r.f.gallery = True
    r.f.stock = R.STOCK_WASTE
    r.f.draw = 3
    r.f.passes = 0


@template(r"All cards in the gallery are splayed out face up, .*",
          r"These are the cards that are currently playable", r"Specifically, the following cards will be available:",
          r"(?:The|Every) (?:one card|third card|last card) .*\(because .*\)")
def _gallery(r, m):
    if not r.f.gallery:
        r.note("gallery mode")


@template(r"When the deck is exhausted, a pocket will appear", r".* stored in this pocket", r"This is called \"waiving\"",
          r"If there is a stack of cards in the pocket .*", r"Only the complete sequence can be removed")
def _pocket(r, m):
    r.f.pocket = True  # (Rules.extra's pocket: the record's one cell, open once the stock is out)


# -- redeals and other rules of their own --


@template(r"You may pick up and redeal the cards on the (\w+) (?:({NUM}) times?|(an unlimited number of times))")
def _redeals(r, m):
    r.f.redeals = 255 if m[3] else number(m[2])
    if m[1] != "tableau":
        r.note("redeals of the %s" % m[1])


@template(r"The redeal procedure begins by picking up all cards (?:on|in) the (.*)")
def _redeal_gather(r, m):
    r.f.redeal["gather"] = _places(m[1].replace(" or on the ", " or ").replace(" or in the ", " or "))


@template(r"(?:First, |Then )?(?:the )?cards (?:from|in) the (\w+) are collected(.*)")
def _redeal_order(r, m):
    how = m[2]
    if m[1] == "cells" and how == " from left to right":
        r.f.redeal["cells"] = True
    elif m[1] not in ("tableau", "reserve") or not re.match(r", one column at a time, starting with the (left|right)-most column, picking up the cards in each column in ", how):
        r.note("redeal gathers the %s another way" % m[1])  # (a reserve gathered so: "redeal gathers the reserve" says it, unless it is the tableau: Acquaintance)
    else:
        r.f.redeal["order"] = how.split(" in ")[-1]  # "bottom to top order", "top to bottom order"
        r.f.redeal["right"] = "right-most" in how  # (the last pile first: redeal_how's right_first, Strata)


@template(r"After being picked up, the cards are shuffled thoroughly and are then dealt out again")
def _redeal_shuffled(r, m):
    r.f.redeal["shuffle"] = True


@template(r"Then, without shuffling, the cards are dealt out again, starting with the first card picked up(?:, and dealing the cards in the same order as they were picked up)?")
def _redeal_in_order(r, m):
    r.f.redeal["shuffle"] = False


@template(r"(?:First, )?[Dd]eal the (\w+) in the same arrangement as it was originally dealt(.*)")
def _redeal_arrangement(r, m):
    if m[2] == ", one column at a time, starting with the left-most column, dealing the cards in each column in left to right order":
        r.f.redeal["deal"] = "columns"
    elif m[2] == ", one row at a time, starting with the bottom-most row, dealing the cards in each row in left to right order":
        r.f.redeal["deal"] = "rows"  # (the row of the piles' bottom cards first: cards go on top)
    elif m[2] == ", starting by dealing all the face-down cards (marked with a 'D' above) row-by-row in a zig-zag pattern, then dealing the face up cards row-by-row, dealing each row left-to-right":
        r.f.redeal["deal"] = "down_first"  # (Tvete's Grandfather: redeal.py's down_first)
    else:
        r.note("redeal deals the %s another way" % m[1])


@template(r"Then, deal a card to each cell")
def _redeal_cells(r, m):
    r.f.redeal["cells dealt"] = True


@template(r"If any stacks end up with a face down card on top, turn it face up")
def _redeal_turns(r, m):
    r.f.redeal["turns"] = True  # the engine's redeal does (a face-down top card turns up); so does its deal, the redeal's arrangement being the deal's


@template(r"Any remaining cards form the new stock", r"Redeals may be performed whenever the stock is empty")
def _redeal_stock(r, m):
    r.f.redeal["stock"] = True  # (the engine's with a row-dealing stock: once it is out, the rest after the tableau's places)


@template(r"The collected cards form a new stock with the first card collected on top")
def _redeal_to_stock(r, m):
    r.f.redeal["to_stock"] = True  # (all of them: _derive reads it as the engine's redeal with a stock where that is the same)


@template(r"You may rotate the cards in the tableau ({NUM}) times in the course of the game")
def _rotations(r, m):
    r.f.redeals = number(m[1])  # (a redeal of its own kind: redeal.py's rotation)
    r.f.redeal.setdefault("rotate", None)


@template(r"In a rotation, the (bottom|top) card from each stack is moved to the (top|bottom) of that stack, leaving the other cards in their original order")
def _rotation(r, m):
    if m[1] == m[2]:
        r.note("rotations")
    r.f.redeal["rotate"] = "rotate_up" if m[1] == "bottom" else "rotate_down"  # (build_catalogue's redeal_how bits)


@template(r"Once per game.*you may execute a \"draw\" or a \"merci\" .*")
def _merci(r, m):
    r.f.merci = 2 if "after the last redeal" in m[0] else 1  # (merci.py)
    # (a fan pile is a tableau pile where the fans are the tableau, Midnight
    # Clover's; a game with both is refused for its fans)
    if not re.search(r"selecting one card in any (?:tableau|fan) pile and moving it to the top of that pile", m[0]):
        r.note("merci (draw)")


@template(r"(?:A|One) card on the waste may be moved on top of another card on the waste if:", r"the cards have .*", r"the covered card .*",
          r"Once one card covers another, the stack is treated as a single card for all purposes")
def _accordion(r, m):
    r.note("accordion moves")


# -- reading the catalogue ---------------------------------------------------

_BLOCK_TAGS = re.compile(r"</?(?:p|br|ul|li|dl|dt|dd|div|blockquote)\b[^>]*>", re.I)
# a sentence ends at . ! ? or : before a capital (seeds often omit the
# space), and before "Thus" even without a full stop
_SPLIT = re.compile(r"(?<=[.!?:])\s*(?=[A-Z\"@])|(?<=[♠♥♦♣])\s+(?=[A-Z])|\s+(?=Thus\b)|\s*\n\s*")


def sentences(section_html, grids):
    """Cuts one section into sentences: tags stripped, entities decoded,
    whitespace squeezed, each ``<pre>`` grid kept in ``grids`` and left as
    a sentence ``@GRID n@``."""

    def keep(m):
        grids.append(html.unescape(m.group(1)))
        return "\n@GRID%d@\n" % (len(grids) - 1)

    text = re.sub(r"<pre>(.*?)</pre>", keep, section_html, flags=re.S)
    text = _BLOCK_TAGS.sub("\n", text)
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    text = re.sub(r"[ \t\r\xa0]+", " ", text)
    out = []
    for s in _SPLIT.split(text):
        s = s.strip().rstrip(".").strip()
        if s:
            out.append(s)
    return out


def read_sentence(r, s):
    """Matches one sentence against the templates; False when none fits."""
    for pattern, handler in _TEMPLATES:
        m = pattern.fullmatch(s)
        if m:
            handler(r, m)
            return True
    return False


def game_id(name):
    """Gets a game's id from its heading (see the module's docstring)."""
    anchor = re.sub(r"[^a-z0-9 -]", "", name.lower()).replace(" ", "-")
    words = re.sub(r"-solitaire$", "", anchor).split("-")
    if len("_".join(words)) > 24:
        words = [w for w in words if w not in ("a", "an", "the", "of")]
    return "_".join(words)


def read_game(name, body):
    """Reads one game's text (after its ``# Name Solitaire`` heading)."""
    title = name[: -len(" Solitaire")] if name.endswith(" Solitaire") else name
    slug = re.search(r'<a href="/([^"]+)" target="mainwin">Play', body)
    g = Game(game_id(name), title, slug.group(1) if slug else "")
    grids = []
    r = _Reader(g.facts, grids)
    fun = re.search(r"Politaire uses (\w+) instead of (\w+) in this game, just for fun\. You could play it with a standard deck", body)
    if fun:  # (the Description's: the engine plays the standard suit, the Moons' diamonds)
        r.stand_in[fun[1]] = fun[2]
    if re.search(r"Politaire uses a deck of stars and moons for this game, but it could be played with a standard deck", body):
        r.stand_in.update(moons="spades", stars="hearts")  # (Falling Star's blue moons and red stars: a black suit and a red one, so its colours alternate as the seed's)
    about = re.search(r"<h3>Description:</h3>(.*?)</blockquote>", body, re.S)
    cap = about and re.search(r"only (\w+) cards can be stored in the reserve|a special reserve that can store up to (\w+) kings|you have a (\w+) card storage area", about[1])
    if cap:  # (the Description's, the only place Haystack's, Batsford's and Zerline's texts say it)
        g.facts.reserve_cap = number(cap[1] or cap[2] or cap[3])
    g.facts.next_column = bool(about and re.search(r'empty spaces are automatically filled from the next column|(?:version|blend) of (?:<a href="/help/trigon">Trigon</a> and )?<a href="/help/movingleft">', about[1]))  # (Single and Triple Left: "version of Moving Left", whose Description says it; Trigon Left: "A blend of Trigon and Moving Left")
    # a section runs to the next heading: groups of piles nest blockquotes
    parts = re.split(r"<h3>([^<]*):</h3>", body)
    for section, content in zip(parts[1::2], parts[2::2]):
        if section == "Similar Games":
            g.similar = re.findall(r'<dt><b>[^<]*</b> \(<a href="/([^"]+)"', content)
        if section in NOT_RULES:
            continue
        r.kind = {"Cells": "cell", "Stock and Waste": "stock", "Redeal": "redeals"}.get(section, section.lower())
        for s in sentences(content, grids):
            g.sentences += 1
            if not read_sentence(r, s):
                g.unmatched.append(s)
    _tableau_by_another_name(g.facts)
    if "left tableau" in g.facts.piles and "right tableau" in g.facts.piles and "tableau" not in g.facts.piles:
        _two_tableaux(g.facts)
    _backbone(g.facts)
    _pyramid(g.facts)
    return g


def _pyramid(f):
    """Reads Escalator's pyramid, its rows of 1 to 7 cards all face up, each
    card "not under another card" playing, building nothing, its spaces
    never filled, in a game with no tableau but foundations (the pairing
    games' pyramids have none: seed_pairs.py reads them), as the engine's tableau of the
    pyramid turned (Rules.extra's covers 2): pile i is its i-th diagonal
    from the left, the cards (r, i) of rows r = i to 7, the last row's on
    top, dealt 7, 6, ... 1. A card (r, i) lies under (r + 1, i), the next
    on its pile, and (r + 1, i + 1), pile i + 1's card as deep: it plays
    when it is its pile's top card and pile i + 1 is shorter
    (legal.check)."""
    n = len(f.rows)
    if not (f.piles.get("pyramid") == 1 and "tableau" not in f.piles and f.piles.get("foundation") and f.rows == list(range(1, n + 1)) and f.dealt.get("pyramid") == n * (n + 1) // 2
            and "pyramid" in f.faced and f.build.get("pyramid") == (None, R.NO_BUILD) and f.fill.get("pyramid") == ("none", "")):
        return
    _rename_kind(f, "pyramid", "tableau")
    f.piles["tableau"] = n
    f.dealt.pop("tableau")
    f.deal["tableau"] = list(range(n, 0, -1))
    f.down["tableau"] = [0] * n
    f.covers = 2


def _backbone(f):
    """Reads Backbone's backbone, "two piles of eleven cards each ... Then,
    one card is dealt covering both", all face up, as the engine's three
    reserve piles, the middle one's card covering the other two (Rules.extra's
    covers 1: board.py deals them 11, 1, 11; legal.check lets the two play
    once it is gone). "No building is permitted on the backbone" and its
    spaces "may not be filled": no card goes onto it, so a card playing to
    "any other exposed backbone card" (its own and the tableau's lists) is
    a move no pile takes, read so."""
    if not (f.piles.get("backbone") == 1 and len(f.fork) == 2 and f.fork[1] == 1 and f.dealt.get("backbone") == 2 * f.fork[0] + 1
            and "backbone" in f.faced and f.build.get("backbone") == (None, R.NO_BUILD) and f.fill.get("backbone") == ("none", "") and "reserve" not in f.piles):
        return
    _rename_kind(f, "backbone", "reserve")
    f.piles["reserve"] = 3
    f.plays = {k: frozenset(v) - {"reserve"} for k, v in f.plays.items()}
    f.reserve_face = "up"
    f.covers = 1


# the seed's names for a game's only tableau: its piles play as tableau piles
# do (build, move, fill, plays), only laid out otherwise on the table; and
# for its only reserve (Flower Garden's bouquet)
TABLEAU_NAMES = ("fan", "flower beds", "rough riders", "garden")
RESERVE_NAMES = ("bouquet", "frog", "fly", "storehouse", "fountain")
FOUNDATION_NAMES = ("hill",)  # (San Juan Hill's: its foundations, Forty Thieves' with the Aces dealt up)
# the seed's names for piles beside a tableau that take its cards by a rule
# of their own: the engine's reserve piles that take cards (Willow's fans,
# Bear River's holes: intake.py's reserve_builds); only beside a tableau
# that builds (Buffalo Bill's "tableau" is its reserve cells, renamed: its
# fans are what it plays on)
SIDE_NAMES = ("fan", "hole")


def _tableau_by_another_name(f):
    """Reads a game's fans (Fan, FreeFan) or flower beds (Flower Garden) as
    its tableau when it has no pile called that: every fact about them, and
    the places other piles' cards go ("non-empty fan"), say "tableau"; and
    its bouquet, frog or fly (a pile of its own, Frog's thirteen cards) as
    its reserve, the notes about it too. A game without a tableau whose
    reserve piles take the stock's cards whatever lies there (Sir Tommy's
    four) has them as its tableau: waste piles (Rules.extra's dump); so
    too a row of reserve piles that builds nothing (Auld Lang Syne's four,
    Carpet's twenty): tableau piles that build nothing, the stock's deal
    "on top of each reserve pile" the row deal onto each tableau pile."""
    if "tableau" in f.piles and "tableau" not in f.build and "tableau" not in f.fill and f.piles.get("reserve", 0) > 1 and "reserve" in f.build and f.stock == R.STOCK_ROW:
        # tableau piles that build nothing and take no card, the stock
        # dealing onto each, beside reserve piles that build (Saxony's eight
        # "tableaus" and four reserve piles): the engine's reserve piles,
        # the stock's row deal onto each (row_to 2), and its tableau
        _rename_kind(f, "tableau", "tableau piles")
        _rename_kind(f, "reserve", "tableau")
        _rename_kind(f, "tableau piles", "reserve")
        f.row_to, f.draw, f.reserve_face = 2, f.row_draw, ""  # (the face the seed's reserve was dealt is the tableau's now: in faced)
    if (f.piles.get("tail") == 1 and f.deal.get("tail") == [0] and f.build.get("tail") == (None, R.NO_BUILD) and f.fill.get("tail") == ("any", "")
            and "empty tail" in f.plays.get("tableau", ()) and "cell" not in f.piles):
        # Tabbycat's one tail, empty at first, building nothing, taking a
        # run of the tableau when empty, its cards played back: Miss
        # Milligan's pocket open at any time (Rules.extra's tail, pocket.py)
        for facts in (f.piles, f.deal, f.down, f.build, f.move, f.fill, f.plays):
            facts.pop("tail", None)
        f.plays = {k: frozenset(v) - {"empty tail"} for k, v in f.plays.items()}
        f.pocket = f.tail = True
    if "reserve piles used as cells" in f.features and "cell" not in f.piles and f.deal.get("reserve") in ([0] * f.piles.get("reserve", 0), [1] * f.piles.get("reserve", 0)):
        # reserve piles of a card each, any card going in, back out onto
        # the tableau or up (Little Billie's eight, each dealt a card, and
        # Buffalo Bill's, empty): cells, dealt after the tableau (cells_dealt)
        f.cells_dealt = sum(f.deal["reserve"])
        _rename_kind(f, "reserve", "cell")
        f.features.remove("reserve piles used as cells")
    row = f.piles.get("reserve", 0) > 1 and len(f.deal.get("reserve", ())) == f.piles["reserve"]
    if "tableau" not in f.piles and (f.takes_any.get("reserve") or row and f.build.get("reserve", (None,))[0] is None):
        _rename_kind(f, "reserve", "tableau")
        if f.row_to == 2:  # (onto each reserve pile: now each tableau pile, the engine's row deal)
            f.row_to, f.draw = 0, f.row_draw
        if "gather" in f.redeal:  # (its redeal gathers those piles: the tableau's, Acquaintance)
            f.redeal["gather"] = {"tableau" if k == "reserve" else k for k in f.redeal["gather"]}
            f.features = [w for w in f.features if w != "redeals of the tableau"]
    for new, names in (("tableau", TABLEAU_NAMES), ("reserve", RESERVE_NAMES + SIDE_NAMES), ("foundation", FOUNDATION_NAMES)):
        have = [k for k in names if k in f.piles]
        if new not in f.piles and len(have) == 1 and (new != "reserve" or have[0] not in SIDE_NAMES or "tableau" in f.build):
            _rename_kind(f, have[0], new)
            if new == "tableau" and f.redeal.get("gather") == {have[0]}:  # (its redeal gathers those piles: the tableau's, Sixteen Piles' and Little Billie's fans)
                f.redeal["gather"] = {"tableau"}
                f.features = [w for w in f.features if w != "redeals of the tableau"]
            if new == "reserve" and have[0] in ("frog", "fly") + SIDE_NAMES and "reserve" in f.faced and not any(f.down.get("reserve", ())):
                f.reserve_face = "up"  # ("All cards are dealt face up", read before the frog was the reserve)
            elif new == "reserve" and "reserve" in f.faced and f.down.get("reserve") == [max(0, n - 1) for n in f.deal.get("reserve", ())]:
                f.reserve_face = "top"  # ("The top card in the pile is dealt face up", read before the storehouse was the reserve)


def _rename_kind(f, old, new):
    """Calls the piles of kind ``old`` ``new`` in every fact and note."""

    def kind(k):
        return new if k == old else k[: -len(old)] + new if k.endswith(" " + old) else k

    for facts in (f.piles, f.deal, f.down, f.dealt, f.build, f.wrap, f.move, f.fill, f.autofill):
        for k in list(facts):
            facts[kind(k)] = facts.pop(k)
    f.autofill = {k: kind(v) for k, v in f.autofill.items()}  # (the pile a space fills from: Double Storehouse's storehouse)
    f.fill = {k: (what, kind(when)) for k, (what, when) in f.fill.items()}
    for places in (f.plays, f.fill_from, f.fill_not, f.takes_any, f.not_onto):
        for k in list(places):
            places[kind(k)] = type(places[k])(kind(p) for p in places.pop(k))
    f.faced = {kind(k) for k in f.faced}
    f.rest = f.rest and kind(f.rest)
    f.features = [w.replace("the " + old, "the " + new) for w in f.features]


def _families(games):
    """Sets each game's family (the rule is in the module's docstring)."""
    by_slug = {g.slug: g for g in games.values()}
    by_name = {g.name: g for g in games.values()}
    featured = [by_name[n] for n in FEATURED]
    listed_by = collections.defaultdict(list)  # slug -> games whose Similar Games name it, in file order
    for g in games.values():
        for s in g.similar:
            if s != g.slug:
                listed_by[s].append(g)

    def featured_for(g):
        if g in featured:
            return g
        for f in featured:
            if g.slug in f.similar:
                return f
        return None

    order = {g.slug: i for i, g in enumerate(games.values())}
    for g in games.values():
        chain = [g]
        family = featured_for(g)
        while family is None and listed_by.get(chain[-1].slug):
            nxt = listed_by[chain[-1].slug][0]
            if nxt in chain:
                break
            chain.append(nxt)
            family = featured_for(nxt)
        # else the cluster the links went round: named by its first game in the file
        g.family = (family or min(chain, key=lambda x: order[x.slug])).id


def parse(path=SEED):
    """Reads the catalogue: game id -> ``Game``, in the file's order."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    parts = re.split(r"^# (.+)$", text, flags=re.M)
    games = {}
    for name, body in zip(parts[1::2], parts[2::2]):
        g = read_game(name.strip(), body)
        if g.id in games:
            raise ValueError("two games have the id %s" % g.id)
        games[g.id] = g
    _families(games)
    return games


# -- the engine's view ---------------------------------------------------------


def total_cards(f):
    return f.decks * len(f.suits) * f.ranks


def dealt_cards(f):
    """Gets how many cards the deal puts down, the rest-of-the-deck pile
    aside: every pile dealt, the cells and the foundations' dealt cards."""
    return sum(sum(d) for d in f.deal.values()) + sum(f.dealt.values()) + f.found_dealt


def card_count_error(g, f=None):
    """Gets what is wrong with the deal's arithmetic, or None: without a
    pile that takes the rest, the deal must use the whole deck; with one,
    it must leave some cards for it. (``f``: other facts of the game, its
    repaired ones.)"""
    f = f or g.facts
    total, dealt = total_cards(f), dealt_cards(f)
    if f.rest is None and dealt != total:
        return "seed error: the deal puts down %d cards of %d and nothing takes the rest" % (dealt, total)
    if f.rest is not None and dealt >= total and (f.rest != "stock" or f.rest_named):
        return "seed error: the deal puts down %d cards of %d, leaving none for the %s" % (dealt, total, f.rest_named or f.rest)
    if dealt > total:
        return "seed error: the deal puts down %d cards of %d" % (dealt, total)
    return None


# -- repairs of deals that don't add up ------------------------------------------
#
# A few seeds deal more or fewer cards than the deck holds. Each is played by
# the smallest repair its own text supports (README, "Seed text that does not
# add up"): what the text says, the repair, the sentence that supports it, and
# the change to the facts. The checker reads the game from the repaired facts;
# the record carries ``seed_dealt`` (the cards the text deals), which its rules
# screen names, and a record without it disagrees.


@dataclass(frozen=True)
class Repair:
    said: str  # what the seed's text says
    repair: str  # how the record plays it
    support: str  # the seed's own sentence that supports the repair
    deal: dict  # kind -> the dealt piles, as repaired (with ``down``: kind -> face-down counts)
    down: dict = field(default_factory=dict)
    found_dealt: object = None  # the foundations' dealt cards, as repaired (None: as read)
    found_own: int = 0  # the foundations' piles, each dealt a card whatever its rank and built on from it round the corner (Stalactites: Rules.extra's found_own)
    no_rest: bool = False  # the pile the remaining cards form left out: none remain (Strata's waste)


REPAIRS = {
    "box_fan": Repair(
        "sixteen fan piles, the first four of four cards, the rest of three, and an Ace dealt to each foundation: 56 cards of 52",
        "every fan pile three cards (48, and the four Aces)",
        "Description: \"A Fan variant with building by alternate color\" (Fan deals three cards a pile)",
        {"tableau": [3] * 16}, {"tableau": [0] * 16}),
    "castles_end": Repair(
        "ten tableau piles, the first two of six cards, the next eight of five, and two reserves of one: 54 cards of 52",
        "every tableau pile five cards (50, and the two reserve cards)",
        "Description: \"A slightly different version of Chessboard with a two-card reserve\" (Chessboard deals its 52 cards to the same ten piles: the reserve's two are the first two piles' sixth)",
        {"tableau": [5] * 10}, {"tableau": [0] * 10}),
    "castle_of_indolence": Repair(
        "eight tableau piles of thirteen cards and four reserves of thirteen: 156 cards of 104",
        "the eight tableau piles hold 52 cards: four of seven, four of six",
        "Description: \"52 cards start on the tableau and another 52 start in the reserve\"",
        {"tableau": [7, 7, 7, 7, 6, 6, 6, 6]}, {"tableau": [0] * 8}),
    "chateau": Repair(
        "twelve tableau piles of eight cards: 96 cards of 104, and nothing takes the rest",
        "the eight Aces dealt to the foundations first, as Beleaguered Castle deals its Aces",
        "Description: \"A two-deck Beleaguered Castle variant\"",
        {}, {}, 8),
    "dragon": Repair(
        "a grid of eight rows (52 cards) and the remaining cards forming the reserve: none remain",
        "the grid's seven rows (seven piles of seven), three cards left for the reserve, as Chinese's seven piles of seven leave a stock",
        "Description: \"A variation of Chinese where you build in the same suit\"; Reserve: \"The remaining cards form the reserve\"",
        {"tableau": [7] * 7}, {"tableau": [0, 1, 2, 3, 4, 5, 6]}),
    "midnight_clover": Repair(
        "sixteen fan piles, the first four of four cards, the rest of three, and an Ace dealt to each foundation: 56 cards of 52",
        "every fan pile three cards (48, and the four Aces), as Box Fan",
        "Description: \"A Fan variant by Thomas Warfield where a draw is allowed\" (Fan deals three cards a pile); Similar Games: \"Box Fan: A Fan variant with building by alternate color\"",
        {"tableau": [3] * 16}, {"tableau": [0] * 16}),
    "pitchfork": Repair(
        "a base card dealt to a foundation and the other three of its rank to the others, a reserve of seven and 44 in the grid: 55 cards of 52",
        "the base card alone dealt to the foundations (the others of its rank are dealt with the rest)",
        "Cards: \"The rank of the lowest and highest card will be determined by the first card played into the foundation\"; Foundation: \"A random card will be dealt to a foundation pile. This is the base card\"",
        {}, {}, 1),
    "scotch": Repair(
        "eighteen tableau piles of three cards: 54 cards of 52",
        "the last two piles two cards each, as Fan deals its eighteen piles",
        "Similar Games: \"Fan: The original Fan game involves building in suit on eighteen tableau piles\"",
        {"tableau": [3] * 16 + [2, 2]}, {"tableau": [0] * 18}),
    "stalactites": Repair(
        "one foundation pile of at most 13 cards, eight tableau piles of six and two empty cells: 48 cards of 52, and nothing takes the rest",
        "four foundation piles, each dealt one of the four cards left, whatever its rank, and built up from it regardless of suit round the corner to 13 cards",
        "Cards: \"No card is lowest or highest. Kings may be played on aces and vice versa\"; Foundation: \"No pile may contain more than 13 cards\" (the deck's 52 in piles of 13: four)",
        {}, {}, None, 4),
    "strata": Repair(
        "eight tableau piles of eight cards and the remaining cards forming one waste pile: 64 cards of 64, none remain",
        "no waste: the deal's 64 cards are the game",
        "Description: \"An eight-by-eight square tableau, a short deck, and two redeals make this game interesting\"",
        {}, {}, no_rest=True),
    "triple_russian": Repair(
        "a grid of 136 cards (piles of 1, 7 to 15, then 11, 12, 13) and nothing takes the rest: 136 cards of 156",
        "Triple Yukon's layout, piles of 6 to 18 with 0 to 12 face down (its piles 2 to 10 are the grid's)",
        "Description: \"A three-deck version of Russian solitaire\"; Similar Games: \"Triple Yukon: A three-deck variation of Yukon\"",
        {"tableau": list(range(6, 19))}, {"tableau": list(range(13))}),
}


# A deal read against its text where the text's own figures say so (README,
# "Seed text that does not add up"): the game id, and the sentence. Contradance
# names no card dealt ("Any five may be moved to any empty pile"), but its
# Difficulty's figures are those of its Fives and Sixes dealt to the
# foundations first, as its Description's Sixes and Sevens deals its bases (a
# simulation of its rules: so dealt, 66 of 20,000 deals won with two passes
# and 12,995 with three; each base played as it comes, none of 30,000 and 378
# of 3,000).
BASES_DEALT = {
    "contradance": "Difficulty: \"found about one in three hundred to be solvable. If you allow one more pass through the deck, "
                   "things improve substantially with about 65% of games being winnable\"",
}


def repaired(g):
    """Gets the facts ``g`` is played by: its own, or with its repair made
    (a copy)."""
    if g.id in BASES_DEALT:  # (each group's piles dealt their base, as Sixes and Sevens')
        return replace(g.facts, found_dealt=g.facts.piles["foundation"], groups=[dict(x, dealt=x["piles"]) for x in g.facts.groups])
    fix = REPAIRS.get(g.id)
    if fix is None:
        return g.facts
    f = replace(g.facts, deal=dict(g.facts.deal, **fix.deal), down=dict(g.facts.down, **fix.down))
    if fix.found_dealt is not None:
        f.found_dealt = fix.found_dealt
    if fix.no_rest:  # (the pile the rest would form, which would stay empty: none)
        f.piles = {k: v for k, v in f.piles.items() if k != f.rest}
        f.plays = {k: v for k, v in f.plays.items() if k != f.rest}
        f.rest = None
    if fix.found_own:  # (the ranks round the corner are the piles' own: no base, no rank order of the deck's)
        f.piles = dict(f.piles, foundation=fix.found_own)
        f.found_dealt = fix.found_own
        f.base = "own"
        f.wrap = dict(f.wrap, foundation=True)
        f.features = [x for x in f.features if x != "rank order"]
    return f


def _seed_places(places, f):
    """Reads a seed's list of places a pile's cards may go to as the
    engine's words: "tableau" is any pile, empty or not. A space's own rule
    is the fill sentence's, so "empty tableau" is left out; "anywhere" (no
    list) is None."""
    if "anywhere" in places:
        return None
    out = set(places) - {"empty tableau"}
    if "tableau" in out:
        out.discard("tableau")
        out.add("non-empty tableau")
    return out


def _reserve_only_up(f):
    """Gets Rules.extra's reserve_to, where the reserve's cards go: 1 only to
    the foundations ("The top card of the reserve can be played only to the
    foundation" and "Cards from the reserve may not be moved to the
    tableau": Signora), 2 to the foundations or into a space ("... can be
    played to any empty tableau pile or the foundation", Balcony); 0: as any
    pile's. Only in a game whose tableau builds (a tableau building nothing
    takes no reserve card already: Frog's) and without cells (legal_moves
    puts any card into an empty cell unasked)."""
    if "reserve" not in f.not_onto.get("tableau", ()) or f.build.get("tableau", (None,))[0] is None or f.piles.get("cell"):
        return 0
    return {frozenset({"foundation"}): 1, frozenset({"foundation", "empty tableau"}): 2}.get(f.plays.get("reserve"), 0)


def _engine_places(f, fields, source):
    """Gets where the engine lets a card from ``source`` go (spaces aside)."""
    if source == "reserve" and _reserve_only_up(f):
        return {"foundation"}
    out = set()
    if fields.get("tab_suit") != R.NO_BUILD:
        out.add("non-empty tableau")
    if f.piles.get("foundation") and fields.get("found_takes", R.FOUND_ONE) == R.FOUND_ONE:
        out.add("foundation")
    if f.piles.get("cell") and source != "cell":
        out.add("cell")
    takes = extra_names(fields.get("extra", b"")).get("reserve_takes", 0)
    if takes == 3:
        out.add(("empty reserve", "non-empty reserve", "reserve")[extra_names(fields.get("extra", b"")).get("reserve_builds", 0) ^ (extra_names(fields.get("extra", b"")).get("play_bits", 0) & 4) // 4 * 3])  # (reserve_shut: builds 2, an empty one taking none, as 1)  # (reserve piles that are cells once empty, or build: from the reserve too, intake.py)
    elif takes and source != "reserve" and (source == "waste" or not extra_names(fields.get("extra", b"")).get("waste_piles")):
        out.add("empty reserve" if source == "waste" and extra_names(fields.get("extra", b"")).get("play_bits", 0) & 2 else "reserve")  # (a reserve that takes cards: intake.py; waste_piles, the face-up stock's alone; from the waste only into it empty, play_bits' waste_to_empty)
    return out


def _places_differ(f, fields, source):
    """Gets a reason when the seed sends ``source``'s cards elsewhere than
    the engine does, or None."""
    seed = _seed_places(f.plays.get(source, {"anywhere"}), f)
    if seed is not None and fields.get("tab_suit") == R.NO_BUILD:
        seed.discard("non-empty tableau")  # (no card goes onto a tableau card, whatever pile it comes from)
    if seed is None or seed == _engine_places(f, fields, source):
        return None
    return "%s cards play to %s" % (source, " or ".join(sorted(seed)) or "spaces only")


_GOALS = {"foundation", "sort or foundation", "sort alternate or foundation"}  # (sorted whole suits a complete sequence may take up: every card up is the same goal)
_SORT_BOTH = "sort all cards on the reserve and the tableau downwards in the same suit"
# the goals goals.py plays (rules.py's goal 1, 2, 3, 8), with or without foundations
_OTHER_GOALS = {
    "sort all cards on the tableau downwards in the same suit": 1,
    "sort all cards on the tableau downwards in alternate colors": 2,
    "sort all cards on the tableau upwards regardless of suit": 8,  # (by the tableau's build rule: Bavarian's up, any suit)
    "sort all cards on the reserve and the tableau downwards in the same suit": 1,  # (a reserve that builds nothing never holds a whole suit: emptied, as goal 1 asks; Wave Motion. One that builds: goal 11, _derive's)
    "group all cards on the tableau in groups of equal rank regardless of suit": 9,  # (a whole rank a pile, built on its own rank: Pile Up)
    "empty the stock": 3,
    "empty the stock and the waste": 3,
}
# Golf's: the stock deals onto the one foundation, and what is left in it stays
# (the engine's goal 4 and stock 4, build_catalogue's "tableau" and "foundation")
_GOLF_GOAL = "move all cards not in the stockto the foundation"
_GOLF_STOCK = "the stock deals to the foundation"

_HALF_NOTES = {"several foundation groups", "foundations start with different suits", "foundations of different bases", "foundation piles built differently"}


def _halves(f):
    """Checks if the foundations are Tournament's two halves: as many piles
    as a deck has suits starting with an Ace and building up in suit, then
    as many starting with a King and building down, each pile of a half its
    own suit, two decks."""
    g = f.halves
    n = len(f.suits)
    return (f.decks == 2 and len(g) == 2 and g[0] == [n, 1, (R.UP, R.SAME_SUIT), True]
            and g[1] == [n, 13, (R.DOWN, R.SAME_SUIT), True] and f.piles.get("foundation") == 2 * n)


def _dump(f):
    """Gets Rules.extra's dump when the tableau piles are waste piles: the
    stock's face-up card (or the waste's top card) goes onto any of them
    whatever lies there, no other card does, and their cards go only up
    (1: Sir Tommy, Colorado) or up and into a space (2: Father); or 5 when
    the piles build by their own rule on the waste's card alone and their
    cards go only into a space (Circle Eight); else 0."""
    feed = "stock" if f.stock == "face up" and not f.piles.get("waste") else "waste" if f.piles.get("waste") == 1 else None
    if feed == "waste" and f.plays.get("tableau from") == {"waste"} and f.plays.get("tableau") == {"empty tableau"} and f.not_onto.get("tableau") == {"tableau"}:
        return FROM_WASTE  # (the piles build by their rule from the waste alone, their cards only into a space: Circle Eight)
    if feed is None or f.takes_any.get("tableau") != {feed} or "tableau" in f.build:
        return 0
    if not {"tableau"} <= f.not_onto.get("tableau", set()) <= {"tableau", "reserve"}:
        return 0  # (the reserve's cards go only up: the engine's dump keeps them off)
    return {frozenset({"foundation"}): 1, frozenset({"foundation", "empty tableau"}): 2}.get(f.plays.get("tableau"), 0)


def _reserve_builds(f):
    """Gets Rules.extra's reserve_builds when several reserve piles build
    on their top cards, a card at a time, from the tableau and from each
    other (intake.py): 1, equal ranks of any suit, an empty pile never
    filled (Willow's fans); 2, by the tableau's rule, any card into an
    empty pile (Bear River's holes); else 0."""
    if f.piles.get("reserve", 0) < 2 or f.move.get("reserve", (0,))[0] not in (0, "one or super") or f.autofill.get("reserve"):
        return 0  # (one card at a time: "one or super", Bear River's, is supermoves off, politaire's default)
    seed = _seed_places(f.plays.get("reserve", {"anywhere"}), f)
    if (f.build.get("reserve") == ("equal rank", R.ANY_SUIT) and f.fill.get("reserve") == ("none", "")
            and seed == {"foundation", "non-empty tableau", "non-empty reserve"}):
        return 1
    if (f.build.get("reserve") == f.build.get("tableau") and f.fill.get("reserve") == ("any", "")
            and seed == {"foundation", "non-empty tableau", "reserve"}):
        return 2
    if (f.build.get("reserve") == f.build.get("tableau") and not f.piles.get("foundation") and f.goal == _SORT_BOTH
            and (f.fill.get("reserve") == ("single", "") and seed == {"non-empty tableau", "reserve"}
                 or f.fill.get("reserve") == ("none", "") and seed == {"non-empty tableau", "non-empty reserve"})):
        # no foundations, the reserve built as the tableau is, any single
        # card into an empty pile (Flow), or none (Wading Pool: play_bits'
        # reserve_shut, read in _derive)
        return 2
    return 0


def _reserve_takes(f):
    """Gets Rules.extra's reserve_takes when the reserve takes cards
    (intake.py): 1, any card onto any, any card into it empty (Needle,
    Haystack); 2, cards of its top card's rank, a King into it empty
    (Batsford); with the most it holds (the Description's) from bit 2 up;
    3, reserve piles building nothing, each a cell once empty (Carthage),
    or building by ``_reserve_builds``; else 0."""
    if _reserve_builds(f):
        return 3
    if (f.piles.get("reserve", 0) > 1 and f.build.get("reserve") == (None, R.NO_BUILD) and f.fill.get("reserve") == ("any", "")
            and "empty reserve" in f.plays.get("reserve", ()) and not f.autofill.get("reserve")):
        return 3
    if f.piles.get("reserve") != 1 or f.autofill.get("reserve") or f.reserve_cap > 63:
        return 0
    if "reserve" in f.takes_any and "any card goes on any card" in f.features and f.fill.get("reserve") == ("any", ""):
        return 1 | f.reserve_cap << 2
    if f.build.get("reserve") == ("equal rank", R.ANY_SUIT) and f.fill.get("reserve") == ("king", ""):
        return 2 | f.reserve_cap << 2
    return 0


FROM_WASTE = 5  # Rules.extra's dump: the piles build from the waste alone, their cards only into a space (legal.py's _FROM_WASTE)
RESERVE_REFILL = 11  # Rules.autofill: an emptied reserve pile fills from the waste, else the stock (build_catalogue's "reserve_waste": board.apply)
STOCK_AGAIN = 9  # Rules.autofill: the stock's, and spaces left while it was out filled once it is turned over again (build_catalogue's "stock_again": after.forced_move)
TO_BASE = 13  # Rules.tab_dir: up or down, the ranks from the foundations' base round to the rank below it, which goes on a base card too (build_catalogue's "to_base": order.py)
UP_KINGS = 4  # Rules.tab_dir: up, and a King on an Ace too, never an Ace on a King (build_catalogue's "up_kings": order.py)
UPDOWN_KINGS = 9  # Rules.tab_dir: the same, up or down (build_catalogue's "updown_kings": order.py)
SAME_RANK = 16  # Rules.tab_dir: onto a card of its own rank (build_catalogue's "same_rank": order.py)
RANK_SETS = 18  # Rules.found_dir, with found_takes "suite": a rank's four cards together (build_catalogue's "rank_sets": sets.py)
STEPS = 4  # Rules.found_dir: each foundation pile its own step (build_catalogue's "steps": fpiles.py)
TWOS_DOWN = 14  # Rules.tab_dir: down by two, round the corner where the ranks go round (build_catalogue's "twos_down": order.py)
TWOS = 16  # Rules.found_dir and fg_dir: up by two, round the corner, in two groups (build_catalogue's "twos": fgroups.py)
PIQUET_UP = 22  # Rules.found_dir: up through a piquet deck's ranks, a 7 on an Ace (build_catalogue's "piquet": order.py)
PIQUET_DOWN = 19  # Rules.tab_dir: down through them, an Ace on a 7 (build_catalogue's "piquet": order.py)
WASTE_FOUR = 15  # Rules.autofill: four cards from the waste, else from the stock (build_catalogue's "waste_four": board.apply)
SAME_RANK_PILE = 3  # a foundation group's direction: every card of its base rank, by its suit rule (fgroups.py's; Big Bertha's Kings, Carousel's Aces)
FOUND_TWOS_DOWN = 24  # Rules.found_dir and fg_dir: down by two to the Ace or the 2, in groups (build_catalogue's found_dir "twos_down": fgroups.py)
SUITES = 17  # Rules.extra's fg_dir: the second group takes whole suits off the tableau (fgroups.py, legal.py)


_SIDE_FILLS = {"any": R.FILL_ANY, "king": R.FILL_KING, "none": R.FILL_NONE}


def _two_tableaux(f):
    """Reads a left and a right tableau (Antares, Demons and Thieves) as the
    engine's one tableau, the left's piles first, its rules the record's,
    and the right's piles its last ones, of rules of their own (``f.sides``:
    Rules.extra's sides and side_rule, sides.py): their direction, suit
    rule, move and fill. Either side's cards go anywhere on the other by its
    rules, as every pile's cards go on the tableau: "left tableau" and
    "right tableau" in a list of places are the tableau. Both sides go round
    the corner alike (the record's tab_wrap) or not at all, and a space on
    the right fills by the player alone; else a feature says what the
    engine can't play."""
    n = f.piles.pop("right tableau")
    build, move = f.build.pop("right tableau", (None, None)), f.move.pop("right tableau", (None,))
    fill, wrap = f.fill.pop("right tableau", (None, "")), f.wrap.pop("right tableau", False)
    deal, down = f.deal.pop("right tableau", []), f.down.pop("right tableau", [])
    faced = "right tableau" in f.faced
    f.faced.discard("right tableau")
    if f.autofill.pop("right tableau", None):
        f.features.append("right tableau filled by itself")
    _rename_kind(f, "left tableau", "tableau")
    f.piles["tableau"] += n
    f.deal["tableau"] = f.deal.get("tableau", []) + deal
    f.down["tableau"] = f.down.get("tableau", []) + down
    if not faced:
        f.faced.discard("tableau")  # (each side's faces stated, or the tableau's are not)
    f.plays = {k: frozenset("tableau" if p == "right tableau" else p for p in v) for k, v in f.plays.items() if k != "right tableau"}
    direction, suit = build
    if suit is None or direction not in (R.DOWN, R.UP) or suit > 7:
        f.features.append("right tableau builds %s" % (direction,))
        return
    if bool(wrap) != bool(f.wrap.get("tableau")):
        f.features.append("one tableau wraps, the other not")
        return
    if wrap and direction == R.UP:
        direction = UP_KINGS  # ("kings on aces" building up: as the tableau's, order.py's tab_dir 4)
    if move[0] in (R.ONE, "one or super", R.GROUP):
        unit = R.GROUP if move[0] == R.GROUP else R.ONE  # (supermoves as an option: single cards, as the tableau's)
    elif move[0] == R.RUN and move[1] == suit and move[2] == ("down" if direction == R.DOWN else "up"):
        unit = R.RUN  # (runs of its own suit rule, in its own direction)
    else:
        f.features.append("right tableau moves %s" % (move,))
        return
    if fill[0] not in _SIDE_FILLS or fill[1]:
        f.features.append("right tableau's spaces take %s" % (fill,))
        return
    f.sides = (n, direction, suit, unit, _SIDE_FILLS[fill[0]])


def _steps_read(f):
    """Gets Calculation's facts as the engine plays them: four foundations
    (its Description: "each foundation pile advances by a different
    increment"; the one pile its Foundation section names is the text's
    lost numbering), the n-th started by rank n dealt to it ("Cards will be
    initially dealt into each pile") and built up by n regardless of suit,
    the Ace being the first's base as the text says."""
    n = len(f.suits)
    return replace(f, piles=dict(f.piles, foundation=n), build=dict(f.build, foundation=(STEPS, R.ANY_SUIT)), base=1, found_dealt=n)


def _derive(g):
    """Gets the fields the facts make (as far as they go) and the reasons
    the engine can't play the game exactly."""
    f = repaired(g)
    why = []
    fields = {}
    if f is not g.facts:  # (the record names the cards the seed's text deals: its rules screen says so)
        fields["extra"] = extra(seed_dealt=dealt_cards(g.facts))
    if f.steps:
        f = _steps_read(f)
    n = f.piles.get("waste", 0)
    if f.stock_to_wastes and n > 1 and f.stock == R.STOCK_WASTE and f.passes is None:
        # the face-up stock's top card onto a waste pile of the player's
        # choice (New York): the waste piles are the engine's reserve piles,
        # empty, taking that card alone (waste_piles 1: intake.py); the
        # stock is the face-up stock of stock 3, read below
        ff = {k: frozenset("reserve" if s == "waste" else s for s in v) for k, v in f.fill_from.items()}
        f = replace(f, stock="face up", piles=dict({k: v for k, v in f.piles.items() if k != "waste"}, reserve=n), deal=dict(f.deal, reserve=[0] * n),
                    plays=dict({k: v for k, v in f.plays.items() if k != "waste"}, reserve=f.plays.get("waste", frozenset({"anywhere"})), stock=f.plays["stock"] | {"reserve"}),
                    fill_from=ff)
        fields["extra"] = extra(fields.get("extra"), reserve_takes=1, waste_piles=1)
    takes, builds = _reserve_takes(f), _reserve_builds(f)
    shut = f.fill.get("reserve") == ("none", "")  # (read before the reserve's fill rule is taken as read)
    if takes:  # a reserve that takes cards: its build and fill rules, and the notes that said so, are read
        f = replace(f, build={k: v for k, v in f.build.items() if k != "reserve"}, fill={k: v for k, v in f.fill.items() if k != "reserve"},
                    features=[w for w in f.features if w not in ("any card goes on any card", "builds equal rank") and not (takes == 3 and w == "fill by single")])  # (intake.py takes one card at a time: Flow's "any single card")
        fields["extra"] = extra(fields.get("extra"), reserve_takes=takes, **({"reserve_builds": builds} if builds else {}))
        if builds == 2 and f.goal == _SORT_BOTH:
            fields["goal"] = 11  # (the reserve piles sorted too, whole suits on them as on the tableau: goals.py, Flow)
            if shut:
                fields["extra"] = extra(fields["extra"], play_bits=["reserve_shut"])  # (an emptied reserve pile takes no card: Wading Pool; intake.py)
        if takes & 3 == 1 and f.not_onto.get("reserve") == {"waste"} and "empty reserve" in f.plays.get("waste", ()):
            # "Cards from the waste may not be moved to the reserve", yet
            # the waste's card plays to "any empty reserve pile": onto its
            # cards never, into it empty (Zerline; play_bits' waste_to_empty)
            f = replace(f, features=[w for w in f.features if w != "no cards from the waste onto the reserve"])
            fields["extra"] = extra(fields["extra"], play_bits=["waste_to_empty"])
    dump = _dump(f)
    if dump == FROM_WASTE:  # (the sentences that said so are read)
        f = replace(f, features=[w for w in f.features if w != "no cards from the tableau piles onto the tableau"],
                    plays={k: v for k, v in f.plays.items() if k not in ("tableau", "tableau from")})
        fields["extra"] = extra(fields.get("extra"), dump=dump)
    elif dump:  # waste piles: no building on them, and the notes that said so are read
        read = [w for w in f.features if w == "any card goes on any card" or w.startswith("no cards from ") and w.endswith(" onto the tableau")]
        f = replace(f, build=dict(f.build, tableau=(None, R.NO_BUILD)), features=[w for w in f.features if w not in read])
        fields["extra"] = extra(fields.get("extra"), dump=dump)
    if f.sides:  # (a left and a right tableau: read as one, the right's rules the last piles', sides.py)
        n, direction, suit, unit, fill = f.sides
        fields["extra"] = extra(fields.get("extra"), sides=n | direction << 4 | f.back_first << 7, side_rule=suit | unit << 3 | fill << 6)
    elif f.back_first:
        why.append("cards come back off some foundations")  # (the first group's alone: a bit of sides, read only with two tableaux)
    if g.unmatched:
        why.append("unmatched sentence")
    golf = f.goal == _GOLF_GOAL and f.stock == "foundation" and f.piles.get("foundation") == 1
    if golf:
        fields["goal"] = 4
    elif f.goal in _OTHER_GOALS:
        fields["goal"] = fields.get("goal") or _OTHER_GOALS[f.goal]  # (11: set with the reserve's rules, above)
    elif f.goal not in _GOALS:
        why.append("goal: " + (f.goal or "unstated"))
    if f.ring:
        f = _ring_facts(f)
    halves = _halves(f)
    why += [w for w in f.features if not (golf and w == _GOLF_STOCK) and not (halves and w in _HALF_NOTES)]
    if card_count_error(g, f):
        why.append("cards don't add up")
    for kind in f.piles:
        if kind not in ENGINE_KINDS:
            why.append("%s piles" % kind)

    if f.covers == 2:  # (Escalator's pyramid turned: _pyramid)
        fields["extra"] = extra(fields.get("extra"), covers=2)

    # the deck
    fields["sets"] = f.decks * len(f.suits)
    fields["suits"] = bytes(SUITS.index(s) for s in f.suits if s in SUITS)
    if f.strip != (0, 0):  # (the ranks out: Rules.cards() counts the rest, board.py deals them; stripped.py)
        fields["extra"] = extra(fields.get("extra"), strip=list(f.strip))
    if f.piquet and f.strip != (5, 0):
        why.append("rank order")  # (the engine knows a 7 after an Ace only in a piquet deck: A, 7 to K)

    # foundations
    found = f.piles.get("foundation", 0)
    fields["found"] = found
    if f.groups and not halves:  # two groups: the record's found_* are the first's, fg_* the second's
        # (Tournament's halves, up from the Ace and down from the King, are
        # tournament.py's, which came first)
        f = _groups(f, fields, why)
    fields["found_takes"] = f.found_takes
    direction, suit = f.build.get("foundation", (R.UP, R.SAME_SUIT))
    fields["found_dir"], fields["found_suit"] = direction, suit
    if f.piquet and direction == R.UP:
        fields["found_dir"] = PIQUET_UP
    elif f.piquet and found:
        why.append("rank order")
    # a pile for each rank, taking its every card together off the tableau (Beehive's four): sets.py
    rank_sets = f.rank_piles and f.rank_sets == f.decks * len(f.suits) and found == 13 and "foundation" not in f.build
    if rank_sets:
        fields["found_dir"] = RANK_SETS
    elif f.rank_piles or f.rank_sets:
        why.append("foundation rules of their own")
    if f.found_takes == R.FOUND_SUITE and f.suitless:
        fields["found_suit"] = R.ANY_SUIT  # (a whole sequence of any suits goes up: Manx)
    elif f.found_takes == R.FOUND_SUITE and f.two_suit and "tableau" in f.build:
        # a two-suit deck's complete sequence is one the tableau builds: its
        # colours alternate where the tableau's do (Scorpion Tail), or where
        # its runs must to move (Fair Maids: built any suit, a run of
        # alternate colours moving; legal.check moves a sequence up as a run)
        run = f.move.get("tableau", (None, None))
        fields["found_suit"] = run[1] if run[0] == R.RUN and run[1] is not None else f.build["tableau"][1]
    if f.base == "random":
        fields["found_base"] = R.BASE_RANDOM
    elif isinstance(f.base, int):
        fields["found_base"] = f.base
    elif f.base == "first":
        fields["found_base"] = R.BASE_RANDOM  # (no card dealt up: the first card played sets it)
        fields["extra"] = extra(fields.get("extra"), base_first=1)
    elif f.base == "own":  # (each pile its own dealt card: Stalactites' repair, arrange.py)
        fields["found_base"] = R.BASE_RANDOM
        fields["extra"] = extra(fields.get("extra"), found_own=1)
    if f.found_back:
        fields["extra"] = extra(fields.get("extra"), found_back=int(f.found_back))
        if f.not_onto.get("tableau") == {"foundation"}:  # (but "Cards from the foundation may not be moved to the tableau": only across, Algerian's found_across)
            fields["extra"] = extra(fields["extra"], found_across=1)
            why = [w for w in why if w != "no cards from the foundation onto the tableau"]
    if halves:  # (the engine's up-and-down foundations with Rules.extra's tournament: kings_down)
        fields["found_dir"], fields["found_base"] = R.UP_DOWN, 1
        direction = R.UP_DOWN
        fields["extra"] = extra(fields.get("extra"), tournament=["kings_down"])
    if f.found_differ:  # (the piles start with different suits or colours: basecards.refuse)
        fields["extra"] = extra(fields.get("extra"), found_differ=1 if f.found_differ == "suit" else 2)
    if f.wrap.get("foundation") and f.base not in ("random", "first"):
        fields["found_wrap"] = True  # a full ring, as the seed says (a random base's ring needs none)
    _deal_extra(f, fields, why)
    if not found:
        if f.goal not in _OTHER_GOALS:
            why.append("no foundations")
    elif rank_sets:
        pass  # (no base, no build, four cards a pile: the rank's set, sets.py)
    elif (f.goal in _GOALS or golf) and ("several foundation groups" not in f.features or halves) and not f.groups:
        # a pile holds its share of the deck: more than a suit's 13 in
        # rounds (Assembly's one takes 52) or, Golf's, the whole deck
        cap = total_cards(f) // found
        anyone = f.base is None and direction == R.UP_DOWN and found > 1 and not f.found_dealt and f.wrap.get("foundation")
        if anyone:
            # several piles, each started by any card, up or down round the
            # corner (Eliminator): the seed sets no size, a pile may take the
            # whole deck (Rules.extra's found_any, found_cap)
            cap = total_cards(f)
            fields["extra"] = extra(fields.get("extra"), found_any=1, found_cap=cap)
            fields["found_base"] = R.BASE_RANDOM
        elif f.found_cap and f.found_cap not in (13, cap):
            why.append("foundation capacity %d" % f.found_cap)
        elif cap * found != total_cards(f) or not (13 <= cap <= 255 or cap == f.ranks and f.strip != (0, 0)):  # (a stripped deck's: a suit's cards)
            why.append("foundation capacity %d" % cap)
        elif f.restart and (cap == 13 or not f.wrap.get("foundation")):
            why.append("foundations restart, but hold a suit")  # (the engine's rounds: a share of the deck over 13, round the corner)
        elif cap != 13 and cap != f.ranks:
            # (a stated "No pile may contain more than 13 cards" is the
            # template's, the goal says more: Assembly's one pile takes all)
            fields["extra"] = extra(fields.get("extra"), found_cap=cap)
            if direction != R.UP_DOWN and not fields.get("found_wrap"):
                # the seed is silent on what follows the King: the next
                # round's Ace (the King on an Ace building down)
                fields["found_wrap"] = True
        if f.found_takes == R.FOUND_ONE and "foundation" not in f.build:
            why.append("no foundation build rule")
        if direction not in (R.UP, R.DOWN, STEPS) and found != 1 and not halves and not anyone:
            why.append("foundations built up and down")
        if anyone:
            pass  # (its base: none, above)
        elif f.base is None and direction == R.UP_DOWN and found == 1 and not f.found_dealt:
            # no base: an empty foundation takes any card (Golf's, Ants')
            fields["found_base"] = R.BASE_RANDOM
            fields["extra"] = extra(fields.get("extra"), base_first=1)
        elif f.base is None:
            why.append("no foundation base")
        elif (f.base == 13 and direction == R.UP or f.base == 1 and direction == R.DOWN) and f.low != f.base:
            # (but the King the lowest rank, the base, built up to the Queen:
            # ring_cut's order from that base, the tableau's too, Zerline's)
            why.append("foundations built past their base")
        elif isinstance(f.base, int) and f.base not in (1, 13) and f.low != f.base and not f.ring:
            why.append("base %s without a rank order" % RANKS[f.base])
    if f.low and f.low != f.base:
        why.append("rank order")
    if f.goal == "sort or foundation" and f.found_takes != R.FOUND_SUITE:
        fields["goal"] = 1  # the tableau sorted, what is not up (goals.py: Fred's Spider)
    elif f.goal == "sort alternate or foundation" and (f.found_takes != R.FOUND_SUITE or fields["found_suit"] not in (R.ANY_SUIT, R.ALT_COLOUR)):
        why.append("goal: the tableau sorted in alternate colours, or every card up")  # (a whole suit sorted so that can't go up: goals.py's 2 beside foundations)
    elif found and f.goal in _OTHER_GOALS:
        why.append("goal: %s, with foundations" % f.goal)

    # the tableau
    if not f.deal.get("tableau") and not f.piles.get("tableau"):
        if set(f.piles) - {"foundation", "stock", "waste"} or f.stock != R.STOCK_WASTE:
            why.append("no tableau")
            return fields, list(dict.fromkeys(why))
        # the stock, the waste and the foundations alone (Robert, Contradance):
        # the engine's tableau of no piles, building nothing and filled by nothing
        f = replace(f, build=dict(f.build, tableau=(None, R.NO_BUILD)), fill=dict(f.fill, tableau=("none", "")))
    fields["deal"] = tuple(f.deal.get("tableau", ()))
    fields["down"] = tuple(f.down.get("tableau", ()))
    if any(fields["deal"]) and "tableau" not in f.faced:
        why.append("tableau's face unstated")
    if any(d and d == n for d, n in zip(fields["down"], fields["deal"])):
        if not f.redeal.get("turns"):  # ("If any stacks end up with a face down card on top, turn it face up": the deal's arrangement is the redeal's, and the engine's deal turns it up: Tvete's Grandfather)
            why.append("a face-down card on top at the deal")  # (the engine turns a card up only as the one on it leaves)
    direction, suit = f.build.get("tableau", (None, None))
    if suit is None:
        why.append("no tableau build rule")
    elif direction is None:
        fields["tab_suit"] = R.NO_BUILD
    elif direction == "equal rank" and suit == R.ANY_SUIT and (fields.get("goal") == 9 and not found or found and fields.get("goal", R._GOAL_FOUNDATION) == R._GOAL_FOUNDATION):
        # onto its own rank: no foundations, the goal a whole rank a pile
        # (Pile Up), or every card up (Sixteen Piles; Beehive's rank sets): tab_dir 16
        fields["tab_dir"], fields["tab_suit"] = SAME_RANK, suit
        why = [w for w in why if w != "builds equal rank"]
    else:
        fields["tab_dir"], fields["tab_suit"] = direction, suit
        if f.piquet:  # (down through the piquet deck's ranks, an Ace on a 7: order.py)
            fields["tab_dir"] = PIQUET_DOWN if direction == R.DOWN else why.append("rank order") or direction
    if f.wrap.get("tableau"):
        fields["tab_wrap"] = True
        if f.ring:
            pass  # (the ranks go round both ways: the engine's ring, tab_wrap alone)
        elif direction == R.UP:  # "kings on aces" building up: a King on an Ace too, as it says (order.py's tab_dir 4)
            fields["tab_dir"] = UP_KINGS
        elif direction == R.UP_DOWN and f.wrap["tableau"] == "base" and f.base == "first":  # "the maximum card on the base card": tab_dir 13, its cut the base (order.py)
            fields["tab_dir"], fields["tab_wrap"] = TO_BASE, False
        elif direction == R.UP_DOWN and f.base != "first":  # (the same both ways; the max on a base the first card sets is not this)
            fields["tab_dir"] = UPDOWN_KINGS
        elif direction != R.DOWN:
            why.append("tableau wraps one way")
    if f.found_takes == R.FOUND_SUITE and direction != R.DOWN and not rank_sets:
        why.append("whole suits built up")
    move = f.move.get("tableau")
    if move is None:
        if direction is not None:
            why.append("no move rule")
        fields["move"] = R.ONE
    elif move[0] == R.RUN:
        fields["move"] = R.RUN
        fields["move_suit"] = move[1]
        one_way = move[2] == "up or down" and direction == R.UP_DOWN and move[1] == R.SAME_SUIT and total_cards(f) == 52  # (one deck in suit: each card once, a run up or down can't turn back: Lasker's)
        if move[2] != ("down" if direction == R.DOWN else "up" if direction == R.UP else "down by two" if direction == TWOS_DOWN else None) and not one_way:
            why.append("runs move %s" % move[2])  # (up or down: in one direction, or zigzag?)
    elif move[0] in (R.ONE, R.GROUP):
        fields["move"] = move[0]
    elif move[0] in (R.SUPER, "one or super"):
        # supermoves as an option leave single cards the game: the same
        # game, a supermove being a shortcut for single moves
        fields["move"] = R.SUPER if move[0] == R.SUPER else R.ONE
        fills_any = f.fill.get("tableau", ("",))[0] == "any"
        if fields["move"] == R.SUPER and bool(move[1]) != bool(f.piles.get("cell")):
            why.append("supermoves count %s" % ("cells the game hasn't" if move[1] else "no cells"))
        elif fields["move"] == R.SUPER and bool(move[2]) != fills_any:
            why.append("supermoves count spaces differently")  # the engine counts them when any card fills one
    elif move[0] == "equal rank" and fields.get("tab_dir") == SAME_RANK:
        fields["move"] = R.RUN  # (a run by the build rule: cards of one rank)
        why = [w for w in why if w != "groups of equal rank move"]
    else:
        why.append("moves %s" % move[0])
    bad = _places_differ(f, fields, "tableau")
    if bad:
        why.append(bad)
    named = f.plays.get("tableau from")  # "A card from the waste or other tableau piles may be added ..."
    if named is not None:
        sources = {"tableau", "waste" if f.stock == R.STOCK_WASTE else "", "reserve" if f.piles.get("reserve") else "",
                   "cell" if f.piles.get("cell") else ""} - {""}
        if _reserve_only_up(f):
            sources.discard("reserve")  # (its cards go nowhere but up: reserve_to)
        if sources - named:
            why.append("no building from the " + " or ".join(sorted(sources - named)))

    # spaces
    what, when = f.fill.get("tableau", (None, ""))
    auto = f.autofill.get("tableau")
    if auto == "reserve":
        fields["autofill"] = R.AUTOFILL_RESERVE
        if when != "reserve":
            why.append("no fill rule once the reserve is empty")
    elif auto in ("stock", "waste"):
        # rules.py's autofill 2 (the stock) and 3 (the waste, else a card from
        # the stock: "If the waste is empty, then it is filled with a card
        # from the stock", its "it" the space, as in the same sentence where
        # the stock empties first, autofill 7 below, one card though the
        # stock deals three, Whitehorse); the stock's checks come below
        fields["autofill"] = 2 if auto == "stock" else 3
        if auto == "stock" and when == "waste" and "the stock refills from the waste" in why:
            # "filled with a card from the stock. If the stock is empty, then
            # it is filled with a card from the waste. If the waste is empty
            # ...": rules.py's autofill 7 (Blondes and Brunettes)
            fields["autofill"] = 7
            why = [w for w in why if w != "the stock refills from the waste"]
        elif when != "stock":
            why.append("no fill rule once the stock is empty")
        chain = ["the stock refills from the undefined", "the undefined refills from the waste"]
        if auto == "stock" and f.next_column and all(c in why for c in chain):
            # "If the stock is empty, then it is filled with a card from the
            # undefined. If the undefined is empty, then it is filled with a
            # card from the waste": a pile the text can't name, read as its
            # Description's "filled from the next column" (the rules screen
            # says so): Rules.extra's left (Moving Left; after.forced_move)
            fields["extra"] = extra(fields.get("extra"), left=1)
            why = [w for w in why if w not in chain]
        refill = "the waste refills from the stock"
        if auto == "waste" and refill not in why:
            why.append("autofill from a waste that does not refill")
        why = [w for w in why if w != refill]
    elif auto:
        why.append("autofill from the %s" % auto)
    elif when:
        why.append("fill rule depends on the %s" % when)
    if f.space_runs:
        fields["extra"] = extra(fields.get("extra"), space_runs=f.space_runs)
    if f.ephemeral:
        fields["extra"] = extra(fields.get("extra"), ephemeral=f.ephemeral)
    if what is None:
        why.append("no fill rule")
    else:
        fields["fill"] = {"any": R.FILL_ANY, "king": R.FILL_KING, "none": R.FILL_NONE, "high": FILL_HIGH, "king first": KINGS_FIRST}.get(what, R.FILL_ANY)
        if what.startswith("rank "):
            fields["fill"] = 4  # (rules.py's fill 4: the rank extra's fill_rank names)
            fields["extra"] = extra(fields.get("extra"), fill_rank=int(what[5:]))
        if what == "high" and fields["found_dir"] != R.UP:
            why.append("fill by high cards, foundations built down")  # (the engine's high card: the rank below an upward base)
    src = f.fill_from.get("tableau")
    not_from = f.fill_not.get("tableau", set())
    if src and "stock" in src and f.stock == "face up" and not f.piles.get("waste"):
        src = (src - {"stock"}) | {"waste"}  # (the face-up stock's cards lie in the engine's waste)
    if src is not None:  # the engine's fill_from: spaces take cards from these kinds only
        bad = src - set(EXTRA_BITS["fill_from"])
        if bad:
            why.append("spaces filled from the " + " or ".join(sorted(bad)))  # (the stock deals to the waste only)
        elif src & not_from:
            why.append("spaces filled from piles they are not filled from")
        else:
            fields["extra"] = extra(fields.get("extra"), fill_from=sorted(src))
    elif not_from:
        why.append("spaces not filled from " + " or ".join(sorted(not_from)))
    for kind in (set(f.fill_from) | set(f.fill_not)) - {"tableau"}:
        why.append("%s spaces filled from some piles only" % kind)

    # cells
    if f.pocket:  # the waiving pocket: the engine's one cell, with pocket.py's rules
        if f.piles.get("cell"):
            why.append("waiving pocket beside cells")
        elif f.stock != R.STOCK_ROW:
            why.append("waiving pocket without a row-dealing stock")
        else:
            fields["cells"] = 1
            fields["extra"] = extra(fields.get("extra"), pocket=1, **({"tail": 1} if f.tail else {}))
    if f.piles.get("cell"):
        fields["cells"] = f.piles["cell"]
        if f.cells_dealt:
            fields["extra"] = extra(fields.get("extra"), cells_dealt=f.cells_dealt)
            if f.cell_ace_king:
                bits = ["kings_down"] if halves else []
                fields["extra"] = extra(fields.get("extra"), tournament=bits + ["ace_or_king"])
        bad = _places_differ(f, fields, "cell")
        if bad:
            why.append(bad)
        if "cell from" in f.plays and (f.piles.get("waste") or f.piles.get("reserve")):
            why.append("only tableau cards go to the cells")

    # reserve
    pool = {"the rest of the deck forms the reserve", "every card of the reserve available"}
    if f.piles.get("reserve") == 1 and f.rest == "reserve" and pool <= set(why):
        # the deck's rest, every card of it in play: the engine's pool, a pile a card
        why = [w for w in why if w not in pool]
        fields["reserve"] = total_cards(f) - dealt_cards(f)
        fields["extra"] = extra(fields.get("extra"), pool=1)
        bad = _places_differ(f, fields, "reserve")
        if bad:
            why.append(bad)
        if "reserve" in f.build or "reserve" in f.fill:
            why.append("building on the reserve")
    elif f.piles.get("reserve"):
        fields["reserve"] = sum(f.deal.get("reserve", ())) + f.dealt.get("reserve", 0)
        each = f.deal.get("reserve", [])
        if f.piles["reserve"] > 1:
            # several reserve piles, dealt alike: the engine's ``reserves``
            n, total = f.piles["reserve"], sum(each)
            if f.covers == 1:  # (Backbone's: two piles under the card between them, _backbone)
                fields["extra"] = extra(fields.get("extra"), reserves=3, covers=1)
            elif f.dealt.get("reserve") or each != [total // n + (i < total % n) for i in range(n)]:  # (shared evenly, the first piles a card more: Wave Motion's 7 7 7 7 6 6 6 6)
                why.append("reserve piles of different sizes")
            else:
                fields["extra"] = extra(fields.get("extra"), reserves=f.piles["reserve"])
        if f.rest != "reserve":  # (a reserve of the deck's rest is noted as it was read)
            if not fields["reserve"]:
                if not extra_names(fields.get("extra", b"")).get("reserve_takes"):  # (Batsford's, empty at first, takes Kings)
                    why.append("empty reserve")
            elif f.reserve_face == "up":
                fields["extra"] = extra(fields.get("extra"), reserve_up=1)
            elif f.reserve_face != "top" and not (f.piles["reserve"] > 1 and each and set(each) == {1}):
                # (a pile of one card: its top card, face up; said of several reserves)
                why.append("reserve's face unstated")
        bad = _places_differ(f, fields, "reserve")
        if bad:
            why.append(bad)
        refill = "the waste refills from the stock"
        if (f.autofill.get("reserve") == "waste" and f.fill.get("reserve") == ("none", "stock") and refill in why and "reserve" not in f.build
                and not fields.get("autofill") and fields.get("stock") != 3 and f.stock == R.STOCK_WASTE and f.draw == 1):
            # "Empty spaces in the reserve are automatically filled with a card
            # from the waste. If the waste is empty, then it is filled with a
            # card from the stock. If the stock is empty, then empty spaces in
            # the reserve may not be filled" (Shady Lanes): autofill 11
            fields["autofill"] = RESERVE_REFILL
            why = [w for w in why if w != refill]
        elif f.build.get("reserve", (None, R.NO_BUILD)) != (None, R.NO_BUILD) or f.fill.get("reserve", ("none", "")) != ("none", ""):
            why.append("building on the reserve")  # (no building, no space filled: the engine's reserve, Wave Motion's)
        if _reserve_only_up(f):
            fields["extra"] = extra(fields.get("extra"), reserve_to=_reserve_only_up(f))
            why = [w for w in why if w != "no cards from the reserve onto the tableau"]

    # stock
    if f.gallery:
        fields["extra"] = extra(fields.get("extra"), gallery=1)
    if f.rest == "stock" or f.stock:
        fields["stock"] = 4 if golf else f.stock  # (4: to the foundation, Golf's)
        if f.stock == R.STOCK_ROW and f.draw > 1:
            fields["draw"] = f.draw  # (cards a pile: Tournament's four)
        if f.stock == R.STOCK_WASTE:
            fields["draw"] = f.draw
            if f.draw_drop:
                fields["extra"] = extra(fields.get("extra"), draw_drop=f.draw_drop)
            if f.passes is None:
                why.append("passes unstated")
            else:
                fields["passes"] = f.passes
            if f.piles.get("waste", 0) > 1:
                # the stock deals a card to each in turn (the seed says "to the waste")
                fields["extra"] = extra(fields.get("extra"), wastes=f.piles["waste"])
                if f.passes != 1 or f.draw != 1:
                    why.append("several waste piles turned over, or dealt several cards")
                if f.piles.get("reserve") or f.cells_dealt or f.found_dealt:
                    why.append("several waste piles and other piles dealt")  # (legal.stock_move counts the stock's deals by the tableau's)
            bad = _places_differ(f, fields, "waste")
            if bad:
                why.append(bad)
        elif f.stock == R.STOCK_ROW:
            fields["deal_needs_full"] = f.needs_full
            if f.row_to:
                fields["extra"] = extra(fields.get("extra"), row_to=f.row_to)
            if f.row_to == 2:
                fields["draw"] = f.row_draw
                if not f.piles.get("reserve") or fields.get("extra", b"\0" * 24)[16]:
                    why.append("deals onto a reserve that is not piles")
        elif f.stock == R.STOCK_NONE:
            why.append("the stock deals nowhere")  # (else a reason is noted already)
    else:
        fields["stock"] = R.STOCK_NONE
    if f.draw_drop and fields["stock"] != R.STOCK_WASTE:
        why.append("the draw drops in a game without a waste")
    every = "every card of the waste available"
    if f.rest == "waste" and every in why and not f.piles.get("stock"):
        # the deck's rest in one waste pile, every card of it playing
        # (Gloucestershire): stock 3's cards, face up in the waste's pile,
        # each of them playing (waste_all: bouquet.py)
        why = [w for w in why if w != every]
        fields["stock"] = 3
        fields["passes"] = 1
        fields["extra"] = extra(fields.get("extra"), waste_all=1)
        bad = _places_differ(f, fields, "waste")
        if bad:
            why.append(bad)
    face_up = "the stock's top card is face up"
    if f.stock == "face up" and face_up in why and not f.piles.get("waste") and "stock" in f.plays:
        # rules.py's stock 3: its cards lie face up in the waste's pile, the top one playing
        why = [w for w in why if w != face_up]
        fields["stock"] = 3
        fields["passes"] = 1  # (its cards are never dealt again: auto.can_finish counts them in order only with passes)
        f.plays["waste"] = f.plays["stock"]
        bad = _places_differ(f, fields, "waste")
        if bad:
            why.append(bad.replace("waste", "stock"))
        if fields.get("autofill") == 2:
            fields["autofill"] = 3  # (the spaces take the face-up stock's top card: from the waste's pile)
    auto = fields.get("autofill", 0)
    by_itself = "the stock plays by itself"
    if f.autofill_n > 1 and auto == 2 and by_itself in why and f.stock == "face up" and "draw" not in fields:
        fields["draw"] = f.autofill_n  # (a stock no press deals from: autofill 2 takes draw's cards a space, Chelicera's three)
    if f.autofill_n == 4 and auto == 3 and fields["stock"] == R.STOCK_WASTE:
        fields["autofill"] = auto = WASTE_FOUR  # ("automatically filled with four cards from the waste. If the waste is empty, then ... from the stock": Carousel, board.apply)
    elif f.autofill_n > 1 and not (auto == 2 and fields["stock"] in (R.STOCK_ROW, "face up") and fields.get("draw") == f.autofill_n):
        why.append("spaces refilled with %s cards" % {3: "three", 4: "four"}[f.autofill_n])  # (the engine's: as many as the stock deals a pile)
    if auto == 2 and by_itself in why and f.stock == "face up":
        fields["stock"] = R.STOCK_NONE  # (its cards stay in the stock, for the spaces)
        why = [w for w in why if w != by_itself]
    if auto == 2 and fields["stock"] == R.STOCK_WASTE and fields.get("passes") != 1:
        fields["autofill"] = STOCK_AGAIN  # (spaces left meanwhile refill then: the game's own move, after.forced_move)

    if f.merci:
        fields["extra"] = extra(fields.get("extra"), merci=f.merci)
        if f.merci == 2 and not f.redeals:
            why.append("merci after redeals the game has not")
    # redeals: the engine's gather the tableau (and the cells the deal
    # filled) and deal them again to the places of the first deal
    if f.redeal.get("stock") and not f.redeals:
        why.append("redeals with a stock")
    if f.redeals and "rotate" in f.redeal:  # (Crescent's rotations: no gathering, each pile turned round by a card)
        if f.redeal["rotate"] is None:
            why.append("a rotation's way unstated")
        fields["extra"] = extra(fields.get("extra"), redeals=f.redeals, redeal_how=[f.redeal["rotate"] or "rotate_up"])
    elif f.redeals:
        how = f.redeal
        fields["extra"] = extra(fields.get("extra"), redeals=f.redeals)
        gather = how.get("gather", set())
        cells = how.get("cells", False)
        stock = fields["stock"] == R.STOCK_ROW and how.get("stock")  # (once a row-dealing stock is out; the rest forms it again)
        # a stock no press deals from gathered with the tableau and shuffled,
        # the cards left over forming it again (Intelligence): redeal_stock 1
        own = fields["stock"] == R.STOCK_NONE and how.get("stock") and "stock" in gather and how.get("shuffle")
        if own:
            fields["extra"] = extra(fields["extra"], redeal_stock=1)
            gather = gather - {"stock"}
        if fields["stock"] != R.STOCK_NONE and not stock or f.piles.get("reserve"):
            why.append("redeals with a stock or reserve")  # (the engine's stock slot is the redeal's)
        elif how.get("stock") and not stock and not own:
            why.append("redeals with a stock")
        elif how.get("to_stock") and not (set(fields["deal"]) == {1} and fields.get("draw", 1) == 1 and not f.row_to):
            # every card gathered forms the stock, the first on top: the
            # engine's redeal with a stock deals the piles' places first, the
            # same only where each pile takes one card and the stock deals
            # one onto each (the piles all empty, nothing plays before that
            # deal: Acquaintance)
            why.append("redeals with a stock")
        if gather - {"tableau", "cell"}:
            why.append("redeal gathers the " + " or ".join(sorted(gather - {"tableau", "cell"})))
        if ("cell" in gather) != cells or cells != how.get("cells dealt", False) or cells and f.cells_dealt != f.piles.get("cell"):
            why.append("redeal gathers cells other than those the deal filled")
        elif f.cells_dealt and not cells and not stock:
            fields["extra"] = extra(fields["extra"], play_bits=["redeal_tab"])  # (the tableau alone, the cells the deal filled left: Little Billie's; a game with a stock does so anyway, Tournament)
        if stock and cells:
            why.append("redeal with a stock gathers the cells")
        bits = []
        if how.get("shuffle") is None and not (how.get("to_stock") and how.get("order")):  # (gathered in an order stated into the stock: none)
            why.append("redeal's shuffle unstated")
        elif how.get("shuffle"):
            bits.append("shuffle")
        elif how.get("order") == "top to bottom order":
            bits.append("top_first")
        elif how.get("order") != "bottom to top order":
            why.append("redeal's order unstated")
        if how.get("right"):
            bits.append("right_first")
        if how.get("deal") == "rows":
            bits.append("rows")
        elif how.get("deal") == "down_first":
            bits.append("down_first")
        if bits:
            fields["extra"] = extra(fields["extra"], redeal_how=bits)
    elif f.redeal:
        why.append("a redeal with no count")
    return fields, list(dict.fromkeys(why))


def _span_cap(g, direction, why):
    """Gets the cards a pile of a foundation group holds (0: 13), checking
    its base and direction."""
    base = g["base"]
    if (base == 13 and direction == R.UP or base == 1 and direction == R.DOWN) and not g["wrap"]:
        why.append("foundations built past their base")
    cap = g["span"] or g["cap"]
    if base not in (1, 13) and not g["span"] and not g["wrap"] and direction not in (TWOS, FOUND_TWOS_DOWN):  # (by twos: round the corner, or down to the Ace or the 2, its size the seed's)
        why.append("base %s without a rank order" % RANKS[base])
    if direction == FOUND_TWOS_DOWN and cap and cap != (base + 1) // 2:
        why.append("foundations built down by two past the Ace or the 2")  # (a pile's size is its ranks' down to there: Dorothy's 9 7 5 3 A)
    return 0 if cap == 13 else cap


def _more_group(c, piles, suit, why, third, top=13):
    """Gets a third or fourth foundation group's direction by fg_third's
    name ("down", "up", "alone", "twos", "suites"), or None with the reason noted:
    ``piles`` piles of the second group's suit rule ``suit``, none dealt
    but a ``third`` group's base cards, a fourth's starting with different
    suits, built down to the Ace or up to the King (its span the ranks'
    end), up by twos to the deck's last rank ``top`` (its size those ranks:
    Royal Rendezvous' 2s to the Queen, Carousel's odds, 3 to the Jack without
    Kings), or no building on its base card (fgroups.py)."""
    if c["piles"] != piles or c["dealt"] not in (0, c["piles"] if third else 0) or c["wrap"] or c["same_rank"] or c["suits_differ"] and third or c["colour"] or not isinstance(c["base"], int):
        why.append("foundation groups the engine can't play")
        return None
    if c["build"] == (None, R.NO_BUILD):
        return "alone"
    if c["build"] == (SUITES, None) and c["base"] == 1:
        return "suites"  # (a third and a fourth alike, split from one group by _groups: whole sequences)
    if c["build"] == (TWOS, suit) and (c["span"] or c["cap"]) == len(range(c["base"], top + 1, 2)):
        return "twos"  # (the engine's twos hold those ranks, never round the corner: fgroups.rule)
    if c["build"] is None or c["build"][0] not in (R.UP, R.DOWN) or c["build"][1] != suit:
        why.append("foundation groups the engine can't play")
        return None
    up = c["build"][0] == R.UP
    if (c["span"] or c["cap"] or 13) != (14 - c["base"] if up else c["base"]):
        why.append("foundation groups the engine can't play")  # (one ending elsewhere than at the Ace or the King)
        return None
    return "up" if up else "down"


def _groups(f, fields, why):
    """Sets the second foundation group's places (fg_*) from the facts, and
    a third's and a fourth's (fg_third, fg_fourth), and gets the facts with
    the first group's foundation facts in place of the last's (a copy: the
    facts stay as read)."""
    a = f.groups[0]
    last = dict(piles=f.piles.get("foundation", 0) - sum(g["piles"] for g in f.groups), base=f.base, build=f.build.get("foundation"), cap=f.found_cap,
                dealt=f.found_dealt - a["dealt"], wrap=f.wrap.get("foundation"), span=f.found_span, same_rank=f.same_rank,
                suits_differ=f.suits_differ, colour=f.colour, colours_differ=f.colours_differ)
    dealt = [g["dealt"] for g in f.groups] + [f.found_dealt]  # (each group's read as the cards dealt so far)
    later = [dict(g, dealt=dealt[i + 1] - dealt[i]) for i, g in enumerate(f.groups[1:] + [last])]  # the second group, then a third's and a fourth's
    b = later[0]
    if len(later) == 1 and all(isinstance(c["base"], int) and c["base"] not in (1, 13) and not (c["wrap"] or c["span"] or c["cap"]) and c["build"] in ((R.UP, R.ANY_SUIT), (R.DOWN, R.ANY_SUIT)) for c in (a, b)) \
            and 13 * (a["piles"] + b["piles"]) == total_cards(f) and f.goal == "foundation":
        # two groups from a base of neither end, built one way, that must
        # take every card 13 a pile (the seed's "No pile may contain more
        # than 13 cards"): each goes round the corner, the only way a pile
        # from a 5 holds 13 (Penta's, whose text names no rank order)
        a, b = dict(a, wrap=True), dict(b, wrap=True)
    suites = len(later) == 2 and later[1]["build"] == (SUITES, None) and later[1]["piles"] == 2 * b["piles"]
    if suites:  # (a last group of whole sequences, twice the second's piles: the engine's third and fourth, fg_third and fg_fourth "suites", Diavolo's)
        later[1:] = [dict(later[1], piles=b["piles"])] * 2
        run = f.move.get("tableau", (None, None))
        if (run[1] if run[0] == R.RUN and run[1] is not None else f.build.get("tableau", (None, None))[1]) != R.ALT_COLOUR:
            why.append("foundation groups the engine can't play")  # (the engine's sequences alternate colours: the tableau's runs must)
    if f.back_some and (not suites or f.back_some != [0, 1] or f.found_back):
        why.append("cards come back off some foundations")  # (all but the whole sequences': found_back, legal.py's)
    if any(c["colours_differ"] for c in later[1:]) or a["colours_differ"] != b["colours_differ"]:
        why.append("foundations start with different colors")
    if len(later) > 3:
        why.append("several foundation groups")
    if len(later) > 1 and f.found_dealt and not (a["dealt"] == a["piles"] and b["dealt"] == b["piles"] and all(c["dealt"] in (0, c["piles"]) for c in later[1:])):
        why.append("cards dealt to some foundation piles")  # (every pile of the first, the second and the third dealt, or none: Royal Rendezvous)
    if len(later) > 1 and (a["suits_differ"] or b["suits_differ"]):
        why.append("foundations start with different suits")  # (fg_flags' suits_differ is every group's)
    f = replace(f, build=dict(f.build), wrap=dict(f.wrap))
    f.base, f.found_cap, f.found_dealt = a["base"], a["cap"], a["dealt"]
    f.build.pop("foundation", None)
    f.wrap.pop("foundation", None)
    if a["build"] is not None:
        f.build["foundation"] = a["build"]
    if a["wrap"]:
        f.wrap["foundation"] = a["wrap"]
    x = {"fg_piles": b["piles"]}
    first_rank = a["same_rank"] and a["build"] == (SAME_RANK_PILE, R.ALT_COLOUR)  # (every Ace, in alternating colours: found_dir 3 by found_suit, Carousel)
    if a["same_rank"] and not first_rank or not isinstance(a["base"], int) or not isinstance(b["base"], int) or a["build"] is None:
        why.append("foundation groups the engine can't play")
        return f
    if b["same_rank"]:
        x.update(fg_base=b["base"], fg_dir=3, fg_suit=R.ANY_SUIT)
        cap_b = f.decks * len(f.suits)  # (every card of its rank: a pile's share)
        cap_b = -(-cap_b // b["piles"])
    elif b["build"] is None:
        why.append("no foundation build rule")
        return f
    elif b["build"][0] == SUITES:
        # whole suits, King to Ace, by the first group's suit rule (legal.py
        # checks a suit so for every game): a group of four-colour decks'
        if a["build"][1] != R.SAME_SUIT or f.suitless or f.two_suit or len(later) > 1:
            why.append("foundation groups the engine can't play")
            return f
        x.update(fg_base=1, fg_dir=SUITES, fg_suit=R.SAME_SUIT)
        cap_b = 13
    else:
        if not isinstance(b["build"][0], int) or b["build"][0] == R.UP_DOWN and not b["wrap"]:
            why.append("foundations built up and down")
            return f
        x.update(fg_base=b["base"], fg_dir=b["build"][0], fg_suit=b["build"][1])
        x["fg_cap"] = cap_b = _span_cap(b, b["build"][0], why)
        cap_b = cap_b or 13
    ring = a["build"][0] == x.get("fg_dir") == R.UP_DOWN and a["wrap"] and b["wrap"]  # (both up or down round the corner: Binary Star's)
    if (a["build"][0] not in (R.UP, R.DOWN, TWOS, FOUND_TWOS_DOWN) and not ring or a["build"][0] in (TWOS, FOUND_TWOS_DOWN) and a["build"][0] != x.get("fg_dir")) and not first_rank:  # (a first group by twos, up or down: the second too, fgroups.py's; by ones beside one by twos, Royal Rendezvous')
        why.append("foundations built up and down")
    x["fg_cap_first"] = cap_a = _span_cap(a, a["build"][0], why)
    if ring and not cap_a and not x["fg_cap"]:
        # no pile's size stated: up and down round the corner a pile may
        # take the whole deck (fgroups.py's caps, a byte each; found_cap the
        # board's room for every foundation pile)
        x["fg_cap_first"] = x["fg_cap"] = x["found_cap"] = cap_a = cap_b = total_cards(f)
    room = (cap_a or 13) * a["piles"] + cap_b * b["piles"]
    bits = []  # fg_later's
    for name, c in zip(("fg_third", "fg_fourth"), later[1:]):
        way = _more_group(c, b["piles"], x["fg_suit"], why, name == "fg_third", 13 - f.strip[1])
        if way:
            x[name] = [c["base"], way]
            room += c["piles"] * (1 if way == "alone" else len(range(c["base"], 14 - f.strip[1], 2)) if way == "twos" else 13 if way == "suites" else 14 - c["base"] if way == "up" else c["base"])
        if c["dealt"]:
            bits.append("third_dealt")  # (after the second group's: fgdeal.deal)
        if c["suits_differ"]:
            bits.append("fourth_differ")
    if a["colours_differ"]:
        bits.append("colours_differ")  # (each group's piles of different colours: fgroups.check)
    if f.back_some:
        f.found_back = 1  # (all groups but the whole sequences': legal.py keeps those up)
    if bits:
        x["fg_later"] = bits
    if room < total_cards(f):
        why.append("foundations too small for the cards")
    if b["dealt"]:
        x["fg_dealt"] = 1
        x["fg_dealt_suit"] = f.fg_dealt_suit  # (its one card's suit named: Binary Star's King of hearts)
        if b["dealt"] != b["piles"] or a["dealt"] not in (0, a["piles"]) or not a["dealt"]:
            why.append("cards dealt to some foundation piles")
    flags = []
    if a["suits_differ"] or b["suits_differ"]:
        flags.append("suits_differ")
        if a["suits_differ"] != b["suits_differ"] and x.get("fg_dir") != SUITES:  # (whole suits: legal.py's, no start of their own)
            why.append("foundations start with different suits")
    if a["colour"] or b["colour"]:
        # the first group's base cards red, the second's black (Clover Leaf's
        # Aces and Kings: fg_flags colours, dealt so); a group's piles take a
        # base card of each suit of its colour, as one deck has it
        if (a["colour"], b["colour"]) != ("red", "black") or a["piles"] != 2 or b["piles"] != 2 or f.decks != 1 or "suits_differ" in flags:
            why.append("cards of a named colour dealt to the foundations")
        else:
            flags += ["suits_differ", "colours"]
    if b["wrap"]:
        flags.append("wrap")
    if flags:
        x["fg_flags"] = flags
    if f.decks == 1 and a["dealt"] and b["dealt"] and x.get("fg_dir") == a["build"][0] == TWOS and a["build"][1] == b["build"][1] == R.SAME_SUIT and not cap_a and cap_b == 13:
        # (each pile its suit's 13 cards round the corner: a suit whose Ace
        # and 2 were both dealt up has no room, one with neither no pile.
        # The seed names no suits; the only deal each suit can go up on is
        # the 2s of the two suits whose Aces are not up: Double Dot's)
        x["fg_apart"] = 1
    fields["extra"] = extra(fields.get("extra"), **{k: v for k, v in x.items() if v})
    return f


def _ring_facts(f):
    """Gets the facts with every kind built wrapping (``Facts.ring``): the
    foundations (each group's) and the tableau (a copy: the facts stay as
    read)."""
    wrap = {k: True for k, (d, suit) in f.build.items() if suit != R.NO_BUILD}
    f = replace(f, wrap=dict(f.wrap, **wrap), groups=[dict(g, wrap=True) for g in f.groups])
    return f


def _deal_extra(f, fields, why):
    """Sets the deal's rarer rules (``Rules.extra``) the facts state, or
    notes why the engine's can't be them."""
    found = f.piles.get("foundation", 0)
    n = f.found_dealt
    if n and (f.base in ("random", "own") and n > 1 or isinstance(f.base, int)):  # (a random base's first card: BASE_RANDOM)
        fields["extra"] = extra(fields.get("extra"), found_dealt=n)
        if f.dealt_suit:
            fields["extra"] = extra(fields["extra"], dealt_suit=f.dealt_suit)
        cap = total_cards(f) // found if found else 0
        if f.restart and n == found == len(f.suits) and cap > 13 and f.build.get("foundation", (None, None))[1] == R.SAME_SUIT and not f.groups:
            # a pile in suit taking its share in rounds takes every card of
            # its suit: the base cards dealt are one of each suit (Double
            # FreeCell's Aces; the engine's fg_flags suits_differ, dealt so)
            fields["extra"] = extra(fields["extra"], fg_flags=["suits_differ"])
        if n > found:
            why.append("more cards dealt to the foundations than piles")
    elif n and f.base not in ("random", "own"):
        why.append("cards dealt to the foundations, no base")
    elif f.dealt_suit:  # (the named card an empty foundation takes, played there: Ace of Hearts')
        fields["extra"] = extra(fields.get("extra"), dealt_suit=f.dealt_suit)
    if f.rank_bottom:
        fields["extra"] = extra(fields.get("extra"), rank_bottom=f.rank_bottom)
    if f.deal_plays_up:
        fields["extra"] = extra(fields.get("extra"), deal_plays_up=1)
    if f.alternate:
        fields["extra"] = extra(fields.get("extra"), down_alternate=1)
    k = f.low_bottom
    if k:
        fields["extra"] = extra(fields.get("extra"), low_bottom=k)
        # the ranks named must be the k lowest left: "an ace" is one of
        # the aces; "an ace or a two", with all of them at the bottoms
        left = f.decks * len(f.suits) - (n if isinstance(f.base, int) or f.base == "random" else 0)
        named = f.low_named
        if k > f.piles.get("tableau", 0):
            why.append("deal puts chosen cards in more piles than there are")
        elif named and (named[0] != f.base or not isinstance(f.base, int)):
            why.append("deal puts chosen cards in place: not the base rank")
        elif named and (k > left if not named[1] else named[1] != named[0] % 13 + 1 or k != left + f.decks * len(f.suits)):
            why.append("deal puts chosen cards in place: not the lowest cards")


def _fields_only_changed(fields):
    """Keeps the fields that differ from ``Rules``' defaults, as records do."""
    out = {}
    for k, v in fields.items():
        default = R._FIELDS[k]
        if k == "suits" and fields.get("sets"):
            if _deck(v, fields["sets"]) == _deck(default, fields["sets"]):
                continue
        if v != default:
            out[k] = v
    if out.get("move_suit") == fields.get("tab_suit", R._FIELDS["tab_suit"]):
        del out["move_suit"]
    return out


def rules_fields(game):
    """Gets the ``Rules`` keyword fields that play ``game`` exactly on the
    card engine and no reasons, or None and why it can't."""
    fields, why = _derive(game)
    if why:
        return None, why
    return _fields_only_changed(fields), []


def _deck(suits, sets):
    """Gets a deck's suits as a sorted list, one entry per 13-card set."""
    return sorted(suits[s % len(suits)] for s in range(sets))


def _agrees(rules, k, want):
    """Checks a record's field against the seed's value. The record's own
    value is the one a game starts with (``Rules.default_options``), so an
    option offering the seed's value is not enough: Klondike's seed deals
    three, and a record dealing one by default, three an option, disagrees."""
    have = getattr(rules, k)
    if k == "suits":
        return _deck(have, rules.sets) == _deck(want, rules.sets)
    if k in ("deal", "down"):
        return tuple(have) == tuple(want)  # (records may hold them as bytes)
    return have == want


def check(game, rules):
    """Compares a record with the seed's facts: a list of disagreements
    (empty: they agree). Also reports sentences no template reads, the
    deal's arithmetic, and what the engine can't do of the seed's rules."""
    out = ["unmatched sentence: " + s for s in game.unmatched]
    bad = card_count_error(game, repaired(game))
    if bad:
        out.append(bad)
    fields, why = _derive(game)
    out += ["seed rule the engine can't play: " + w for w in why if w not in ("unmatched sentence", "cards don't add up")]
    # supermoves as an option: single moves and supermoves play the same game
    either = game.facts.move.get("tableau", (None,))[0] == "one or super"
    for k in R._FIELDS:
        if k in ("family", "shuffle", "options") or k == "move_suit" and k not in fields:
            continue  # (not rules of play; a run's suit rule is the build's unless the seed says)
        want = fields.get(k, R._FIELDS[k])
        if k == "move" and either and rules.move in (R.ONE, R.SUPER):
            continue
        if not _agrees(rules, k, want):
            if k == "extra":  # (by name)
                have, want = extra_names(rules.extra), extra_names(want)
                for name in sorted(set(have) | set(want)):
                    if have.get(name, 0) != want.get(name, 0):
                        out.append("%s: record %r, seed %r" % (name, have.get(name, 0), want.get(name, 0)))
                continue
            out.append("%s: record %r, seed %r" % (k, getattr(rules, k), want))
    return out


# -- the command line -----------------------------------------------------------


def _shape(s):
    """Gets a sentence's shape: numbers, ranks and cards as #."""
    s = re.sub(r"\b(?:\d+|[AJQK])(?=[♠♥♦♣]|\b)[♠♥♦♣]?", "#", s)
    return re.sub(r"\b%s\b" % NUM, "N", s, flags=re.I)


def _constant_name(k, v):
    names = {
        "tab_dir": ("DOWN", "UP", "UP_DOWN", "3", "UP_KINGS"), "found_dir": ("DOWN", "UP", "UP_DOWN"),
        "tab_suit": ("ANY_SUIT", "SAME_SUIT", "ALT_COLOUR", "SAME_COLOUR", "OTHER_SUIT", "NO_BUILD"),
        "move": ("ONE", "SUPER", "RUN", "GROUP", "FRONT"),
        "fill": ("FILL_ANY", "FILL_KING", "FILL_NONE", "FILL_HIGH", "4"), "stock": ("STOCK_NONE", "STOCK_WASTE", "STOCK_ROW", "3", "4"),
        "found_takes": ("FOUND_ONE", "FOUND_SUITE"), "autofill": ("AUTOFILL_NONE", "AUTOFILL_RESERVE", "2", "3", "4", "5", "6", "7"),
    }
    names["found_suit"] = names["move_suit"] = names["tab_suit"]
    if k in names and isinstance(v, int) and not isinstance(v, bool):
        return names[k][v] if v < len(names[k]) else str(v)  # (the rarer values by number: tab_dir 4, 13)
    if k == "found_base" and v == R.BASE_RANDOM:
        return "BASE_RANDOM"
    if k == "extra":
        return "extra(%s)" % ", ".join("%s=%d" % kv for kv in extra_names(v).items())
    return repr(v)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game's facts, unmatched sentences and fields")
    ap.add_argument("--unmatched", action="store_true", help="the commonest unmatched sentence shapes")
    ap.add_argument("--seed", default=SEED)
    args = ap.parse_args(argv)
    games = parse(args.seed)
    if args.game:
        if args.game not in games:
            ap.error("no game %r in the seed (ids as python -m sim list prints them)" % args.game)
        g = games[args.game]
        print("%s (%s), family %s, %d sentences" % (g.name, g.id, g.family, g.sentences))
        for k, v in vars(g.facts).items():
            if v not in ({}, [], None, "", 0) or k == "decks":
                print("  %s: %s" % (k, v))
        for s in g.unmatched:
            print("  unmatched: " + s)
        fields, why = rules_fields(g)
        if fields is None:
            print("  can't be played yet: " + "; ".join(why))
        else:
            print("  Rules(%r, %r, %s)" % (g.id, g.name, ", ".join("%s=%s" % (k, _constant_name(k, v)) for k, v in fields.items())))
        return 0
    if args.unmatched:
        shapes = collections.Counter(_shape(s) for g in games.values() for s in g.unmatched)
        for s, n in shapes.most_common(40):
            print("%4d  %s" % (n, s))
        return 0
    matched = [g for g in games.values() if not g.unmatched]
    reasons = collections.Counter()
    playable = []
    for g in games.values():
        fields, why = rules_fields(g)
        if fields is None:
            reasons.update(why)
        else:
            playable.append(g.id)
    print("games parsed: %d" % len(games))
    print("every sentence matched: %d" % len(matched))
    print("expressible on the engine today: %d" % len(playable))
    print("  " + " ".join(playable))
    print("reasons for refusing (a game may have several):")
    for w, n in reasons.most_common():
        print("%5d  %s" % (n, w))
    print("decks that don't add up:")
    for g in games.values():
        bad = card_count_error(g)
        if bad:
            print("  %s: %s" % (g.id, bad))
    return 0


if __name__ == "__main__":
    sys.exit(main())
