"""A game's rules as one data record for the generic engine in ``board.py``.

A game is a ``Rules`` built from keyword fields; every field has a default, so
a record names only what differs from a plain one-deck build-down game. The
fields follow the regular shape of the politaire catalogue (decks, piles,
build direction, suit rule, move unit, fill rule, stock, foundations, goal).

A record's ``family`` names the package under ``solitaire`` that plays it
(see ARCHITECTURE.md): ``cards`` for this engine; games that do not build in
piles have engines of their own, such as Six-Suit Solitaire (``sixsuit``).
The generic engine refuses a record of another family.
"""

from micropython import const

from solitaire import prng

# family: the package that plays the game
BUILD = "cards"
TILES = "sixsuit"

# suit rule between a card and the card it goes on (tableau, runs, foundations)
ANY_SUIT = 0
SAME_SUIT = 1
ALT_COLOUR = 2
SAME_COLOUR = 3
OTHER_SUIT = 4
NO_BUILD = 5
# 6: the suits' rotation, a club on a heart, a diamond on a club, a spade on a
# diamond, a heart on a spade (Following); unnamed here: legal.py's _ROTATION

# build direction
DOWN = 0
UP = 1
UP_DOWN = 2
# found_dir 4 and 5: each foundation a rule of its own (fgroups.py), 4 its own
# step, the n-th from rank n up by n (Calculation); 5, the n-th from rank n + 1
# up in its colour, the colours alternating (Colors); 6, each card the double
# of the one below less 13 (Double or Quits); unnamed here. tab_dir 3: down in
# suit or onto its own rank (Curds and Whey); 4: up, and a King on an Ace too,
# never an Ace on a King (Up and Up: order.py); 13: up or down, the ranks
# from the foundations' base round to the rank below it, which goes on a base
# card too (Castle's End: order.py; the tableau's cut is the base, board.set_base); 9:
# up or down, and a King on an Ace too, never an Ace on a King (Box Kite: order.py);
# 14: down by two, round the corner only with tab_wrap (Mount Olympus: order.py).
# 16: onto a card of its own rank (Pile Up: order.py).
# found_dir 16: up by twos round the corner (A 3 5 ... K 2 4 ... Q), in two
# groups, the second's fg_dir 16 too (Even and Odd: fgroups.py); found_dir 24:
# down by twos to the Ace or the 2, in groups (Dorothy: fgroups.py)

# tableau move unit
ONE = 0  # single cards only
SUPER = 1  # runs, as many as free cells and empty piles allow
RUN = 2  # any run in sequence
GROUP = 3  # any face-up card with everything on it (Yukon)
FRONT = 4  # the whole face-up run, or its top card alone (Solitaire Tiles)

# what an empty tableau pile accepts
FILL_ANY = 0
FILL_KING = 1  # a King (whatever the foundations' base)
FILL_NONE = 2
# 3: only the high card, the rank below the base (Penguin); unnamed here, a
# name every game's heap would hold: legal.py's private _FILL_HIGH
# 4: only the rank Rules.extra's fill_rank names (Kingsley: Aces); 6: only a
# King while the stock lasts, then any card (Darwin: legal.py); unnamed

# what refills an empty tableau pile by itself
_AUTOFILL_NONE = const(0)
AUTOFILL_RESERVE = 1  # from the reserve while it lasts (Canfield)
# 2: from the stock while it lasts (Blockade); 3: from the waste's top card, or
# the stock's while the waste is empty (Corona: an emptied waste refills from
# the stock, one card dealt at a time); 4: a reserve pool's emptied pile from
# the stock (Labyrinth's first row); 5: from the stock, only the tableau's
# last quarter of piles (British Constitution's fourth row: britcon.py);
# 7: from the stock, or the waste's top card once the stock is out (Blondes
# and Brunettes); 9: from the stock as 2, and a space left while the stock
# was out fills from it once the waste is turned over again, the game's own
# move (Grandfather: after.forced_move); 11: an emptied reserve pile from the
# waste's top card, or the stock's while the waste is empty (Shady Lanes);
# unnamed here: names cost every game heap

# foundation base
BASE_RANDOM = 0  # the first card dealt to a foundation sets it (Canfield)

# what a foundation takes
FOUND_ONE = 0  # cards one at a time
FOUND_SUITE = 1  # only a whole suit from base to top, off the tableau (Spider)

# stock
STOCK_NONE = 0
STOCK_WASTE = 1  # deals ``draw`` cards to the waste
STOCK_ROW = 2  # deals one card onto every tableau pile
# 4: deals one card onto the (one) foundation (Golf); unnamed here: a name costs every game heap

# deal numbering
_SHUFFLE_OWN = const(0)  # the project's PRNG
_SHUFFLE_MS = const(1)  # Microsoft FreeCell numbers (one deck, eight piles)

# goal
_GOAL_FOUNDATION = const(0)  # every card on the foundations
# unnamed here (goals.py plays them): 1, the tableau sorted, each pile whole
# suits King down to Ace in suit (Spider One Suit; with foundations, the cards
# not up: Fred's Spider); 2, the same in alternate colours (Yukon Kings); 3,
# the stock (and the waste) emptied (Trusty Twelve, Bunker); 4, every tableau
# card on the foundation, the stock's aside (Golf); 5, the tableau piles' top
# cards total 91, every pile with one (Ninety-One); 6, the foundations full,
# found_cap cards each (Double or Quits: the 48 but the Kings); 8, the tableau
# sorted by its own build rule, piles of any length (Bavarian); 9, the same,
# each pile a whole rank (Pile Up)

_FIELDS = {
    "family": BUILD,
    "suits": b"\x00\x01\x02\x03",  # suit of each 13-card set, repeated
    "sets": 4,  # 13-card suit sets in the deck (4 per standard deck)
    "shuffle": _SHUFFLE_OWN,
    "found": 4,
    "found_base": 1,
    "found_dir": UP,
    "found_suit": SAME_SUIT,
    "found_wrap": False,  # King and Ace are neighbours up there; else the ranks stop below the base
    "found_takes": FOUND_ONE,
    "deal": (1, 2, 3, 4, 5, 6, 7),  # cards dealt to each tableau pile
    "down": (0, 1, 2, 3, 4, 5, 6),  # of which face down
    "tab_dir": DOWN,
    "tab_suit": ALT_COLOUR,
    "tab_wrap": False,  # the same on the tableau (Wikibooks' Canfield: both)
    "move": RUN,
    "move_suit": None,  # suit rule inside a moved run; None: as tab_suit
    "fill": FILL_ANY,
    "autofill": _AUTOFILL_NONE,
    "cells": 0,
    "reserve": 0,  # cards dealt to the reserve, only the top face up
    "stock": STOCK_WASTE,
    "draw": 1,
    "passes": 0,  # passes through the stock; 0 means no limit
    "deal_needs_full": False,  # STOCK_ROW: no empty pile when dealing
    "goal": _GOAL_FOUNDATION,
    # the rarer rules, a byte each (0: the plain game), in one field: one
    # more name in every game's heap, the cost of each field, would outgrow the
    # qstr pool of Solitaire for Two (ARCHITECTURE.md, "What costs heap"). The
    # places are ``host_tools/build_catalogue.py``'s EXTRA; the engine's
    # modules name the ones they read as private consts (tests hold them equal).
    "extra": bytes(66),
    "options": (),  # (field, values, value names) the player may pick; its label is the field's name
}


class Rules:
    """One game's rules.

    >>> Rules("klondike", "Klondike", draw=3).draw
    3
    """

    def __init__(self, id, name, **fields):
        self.id = id
        self.name = name
        unknown = [k for k in fields if k not in _FIELDS]
        if unknown:
            raise ValueError("unknown rule fields: %s" % ", ".join(unknown))
        for k in fields:
            if fields[k] != _FIELDS[k]:
                setattr(self, k, fields[k])  # the others the class holds, once for every game
        if self.move_suit is None:
            self.move_suit = self.tab_suit
        self.tab = len(self.deal)
        for o in self.options:  # an option of the family's own: its first value
            if o[0] not in _FIELDS:  # (so with_options() needs no copy for it)
                setattr(self, o[0], o[1][0])

    _variants = None  # option values -> the rules with them, made on the first deal
    _salt = -1  # (the class's until a deal works it out: a record holds only what it needs)

    def with_options(self, values):
        """Gets the rules with option i set to ``values[i]`` (an index into
        the option's value list): the record itself when that is what it
        holds already, else a copy made once; the record never changes.

        :raises ValueError: when a value is out of range.
        """
        if len(values) > len(self.options):
            raise ValueError("%s has %d options" % (self.name, len(self.options)))
        key = bytes(values)
        if self._variants is None:
            self._variants = {}
        r = self._variants.get(key)
        if r is not None:
            return r  # built once per set of options: a deal reuses it
        r = self
        for i in range(len(values)):
            field, choices, _ = self.options[i]
            if not 0 <= values[i] < len(choices):
                raise ValueError("bad value for option %s" % field)
            if choices[values[i]] != getattr(self, field, None):
                r = None
        if r is None:  # not just the record's own values: a copy
            r = Rules(self.id, self.name)
            for k in _FIELDS:  # (only what differs from the class's defaults)
                v = getattr(self, k)
                if v != _FIELDS[k]:
                    setattr(r, k, v)
            for i in range(len(values)):
                setattr(r, self.options[i][0], self.options[i][1][values[i]])
            r.tab = len(r.deal)
            if self._salt >= 0:
                r._salt = self._salt  # (the same id: the same salt, worked out once)
        self._variants[key] = r
        return r

    def salt(self):
        """Gets the game's salt for the shuffle (see ``prng.salt``), worked
        out on the first deal: it takes long-int arithmetic on the device."""
        if self._salt < 0:
            self._salt = prng.salt(self.id)
        return self._salt

    def default_options(self):
        """Gets the options a new game starts with: each the index of the
        record's own value. (Saves and statistics keep the indices, so a
        record that changes its default keeps its list's order: Klondike's
        draw is [1, 3], three the default, and an old save's 0 still draws one.)"""
        out = bytearray(len(self.options))
        for i in range(len(out)):
            o = self.options[i]
            out[i] = o[1].index(getattr(self, o[0]))
        return out

    def cards(self):
        x = self.extra[34]  # a stripped deck's ranks out, low | high << 4 (build_catalogue's strip; stripped.py)
        return self.sets * (13 - (x & 15) - (x >> 4))

    def decks(self):
        return (self.sets + 3) // 4


# The defaults are the class's: a record holds only the fields it sets (a
# record with every field of its own took 464 bytes of the device's heap).
for _k in _FIELDS:
    setattr(Rules, _k, _FIELDS[_k])
