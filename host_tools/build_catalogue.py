"""Compiles the card games' source table, ``assets/catalogue.toml``, into the
device's table on flash, ``firmware/solitaire/cards/games.bin`` (the format:
``solitaire/cards/games.py``).

The source table holds one TOML table per game, keyed by its id::

    [klondike]
    name = "Klondike"          # the seed's name, without "Solitaire"
    family = "Klondike"        # the seed's "Similar Games" group it is in
    featured = true            # one of the seed's featured games
    seed = "klondike"          # its section's id in the seed (default: the id; "": none)
    fill = "king"              # then the Rules fields that differ from the defaults
    draw = 3
    options = [["draw", [1, 3]], ["passes", [0, 3, 1], ["no limit", "3", "1"]]]

Rules fields take their values as plain numbers, lists and booleans, or by
the names in ``SYMBOLS`` (``tab_suit = "alt"``). An option is [field, values]
or [field, values, value names]; the record's own value, the one a new game
starts with, is one of the values (saves keep an option as its index there,
so a default changes without reordering the list). ``short`` gives a name of at most 19
characters for the menu when the name is longer (a menu line shows 20 after its cursor, one
of them kept for a favourite's ``*``).

Every field is checked before anything is written: its kind (a number, a
name, true or false, a list of numbers) and its range (a byte; a suit 0 to
7, a rank 1 to 13, a draw from 1), and a bad one refused with one line
naming the record and the field, exit 2. The deal (tableau, reserve, cells
and foundations dealt) must fit the deck, with each option's values too,
and ``family`` must be the name of a game of the seed (the game that heads
its Similar Games group).

    python host_tools/build_catalogue.py            # write games.bin
    python host_tools/build_catalogue.py --check    # exit 1 if games.bin is stale
"""

import argparse
import os
import struct
import sys
import tomllib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "firmware"))

from solitaire.cards import games as G  # noqa: E402
from solitaire.cards import rules as R  # noqa: E402
from solitaire.cards.notation import CELL_NAMES  # noqa: E402
from solitaire.cards.piles import K_CELL, K_RESERVE, K_TAB, K_WASTE  # noqa: E402
from solitaire.cards.tableau import ROW_MAX  # noqa: E402

SOURCE = os.path.join(REPO, "assets", "catalogue.toml")
TABLE = os.path.join(REPO, "firmware", "solitaire", "cards", "games.bin")

SHORT = 19  # characters a menu line shows after its cursor, less one for a favourite's "*"
FEATURED = 1  # a record's flags; its decks are the high four bits

# names for the Rules constants, per field
_SUITS = {"any": R.ANY_SUIT, "same": R.SAME_SUIT, "alt": R.ALT_COLOUR, "colour": R.SAME_COLOUR, "other": R.OTHER_SUIT, "none": R.NO_BUILD, "rotation": 6}  # (6: legal.py's _ROTATION)
_DIRS = {"down": R.DOWN, "up": R.UP, "updown": R.UP_DOWN}
SYMBOLS = {
    "shuffle": {"own": R._SHUFFLE_OWN, "ms": R._SHUFFLE_MS},
    "found_base": {"random": R.BASE_RANDOM, "ace": 1, "king": 13},
    "found_dir": dict(_DIRS, steps=4, colours=5, doubling=6, osmosis=7, clock=8, big_ben=9, layers=10, amazons=13, britcon=14, audience=15, twos=16, piquet=22, same_rank=3, twos_down=24, rank_sets=18),  # (3: the first of foundation groups takes every card of its base rank by found_suit, Carousel's Aces in alternating colours, fgroups.py (a second group's fg_dir 3); 22: up through a piquet deck's ranks, A 7 8 ... K, a 7 on an Ace, with strip [5, 0]: Junction, Strata, order.py; 4: each pile its own step, Calculation; 5: from 2, 3, 4, 5 up in alternating colours, Colors; 6: doubling, Double or Quits; 7: in suit in any order, a rank once on the pile above, Osmosis: fpiles.py; 8, 9: twelve piles each to its hour, the 2 at 5 o'clock (Grandfather's Clock) or 9 (Big Ben); 10, a rank a pile, its four suits in layers, The Clock's: clock.py; 13, up in the stripped deck's ranks regardless of suit, the Aces in turn onto the first empty pile, a tableau pile's other cards only onto the pile above it, Queens from any: Amazons, amazons.py; 14, up in suit to the Jack, with row_to 6: British Constitution, britcon.py; 15: King's Audience's four suit piles, each an Ace and its Jack together then down in suit to the 2, and the audience chamber, a King and its Queen together: audience.py; 16: up by twos round the corner, in two groups, fg_dir 16 too: Even and Odd, fgroups.py; 24: down by twos in groups, to the Ace or the 2, fg_dir 24 too: Dorothy, fgroups.py; 18, with found_takes "suite": a rank's four cards together off the top of a tableau pile into an empty pile, never a single card: Beehive, sets.py)
    "found_suit": _SUITS,
    "found_takes": {"one": R.FOUND_ONE, "suite": R.FOUND_SUITE},
    "tab_dir": dict(_DIRS, suit_or_rank=3, up_kings=4, updown_kings=9, to_base=13, twos_down=14, same_rank=16, piquet=19),  # (19: down through a piquet deck's ranks, an Ace on a 7, with strip [5, 0]: Junction, Strata; 14: down by two, a Queen on an Ace and a King on a 2 only with tab_wrap: Mount Olympus, Double Dot; 3: down in suit, or onto its own rank of another suit, runs of one kind: Curds and Whey; 4: up, and a King on an Ace, with tab_wrap: Up and Up; 9: up or down, and a King on an Ace, never an Ace on a King, with tab_wrap: Box Kite; 13: up or down, the ranks from the foundations' base round to the rank below it, which goes on a base card too, never a base card on it (a ring until the base is set; tab_wrap false): Castle's End; 16: onto a card of its own rank, Pile Up; order.py)
    "tab_suit": _SUITS,
    "move_suit": _SUITS,
    "move": {"one": R.ONE, "super": R.SUPER, "run": R.RUN, "group": R.GROUP, "front": R.FRONT},
    "fill": {"any": R.FILL_ANY, "king": R.FILL_KING, "none": R.FILL_NONE, "high": 3, "rank": 4, "kings_first": 6},  # (3: legal.py's _FILL_HIGH; 4: extra's fill_rank; 6: a King while the stock lasts, then any card, legal.py's _KINGS_FIRST: Darwin)
    "autofill": {"none": R._AUTOFILL_NONE, "reserve": R.AUTOFILL_RESERVE, "stock": 2, "waste": 3, "pool": 4, "last_row": 5, "stock_then_waste": 7, "stock_again": 9, "reserve_waste": 11, "waste_four": 15},  # (15: as 3, four cards a space, Carousel: board.apply; rules.py's 2 to 5, and 7; 9: the stock's, and a space left while it was out filled from it once the waste is turned over again, the game's own move: Grandfather, after.forced_move; 11: an emptied reserve pile from the waste's top card, else the stock's, Shady Lanes: board.apply)
    "stock": {"none": R.STOCK_NONE, "waste": R.STOCK_WASTE, "row": R.STOCK_ROW, "up": 3, "foundation": 4},  # (3: the stock's top card face up, playing; 4: a card onto the foundation, Golf; rules.py)
    "goal": {"foundation": R._GOAL_FOUNDATION, "sort_suit": 1, "sort_colours": 2, "stock": 3, "tableau": 4, "total91": 5, "full": 6, "sort_own": 8, "ranks": 9, "sort_all": 11},  # (rules.py's 1, 2, 3, 5, 6, 8, 9: goals.py; 4: every tableau card up, the stock aside: Golf; 11: goal 1 with the reserve piles sorted too, Flow's: goals.py)
}
# The rarer rules, packed into the Rules field ``extra`` a byte each, at
# their place in this list (a source record names them as fields of their own:
# ``cells_dealt = 4``; a set as a list of its bits' names, ``fill_from =
# ["waste"]``). The engine's modules name the places they read as private
# consts (``_CELLS_DEALT = const(0)``); test_catalogue holds them equal.
EXTRA = (
    "cells_dealt",  # the first cells dealt a card each, after the tableau (Eight Off: 4 of 8)
    # the deal's rarer steps (solitaire/cards/arrange.py), in the order it takes them:
    "found_dealt",  # foundations dealt a base card first, the shuffle's first ones (Beleaguered Castle: 4);
    # with a random base its first card counts (Penguin: 3, the base and two more of its rank)
    "rank_bottom",  # the rank the deal puts at the bottom of its tableau pile (Baker's Dozen: 13, Kings)
    "low_bottom",  # the first n tableau piles each get one of the n lowest cards left at the bottom (Eight On: 4)
    "deal_plays_up",  # 1: a tableau card that fits a foundation as it is dealt goes there (Citadel); 2: only a base card, the next card dealt in its place (Six By Six's Aces); 3: the tableau dealt round the piles a card each in turn, a card that fits going up and the next to the pile it left, the piles kept even, and so too each redeal, its piles gathered the last first (Capricieuse: capric.py)
    "down_alternate",  # 1: ``down`` face-down cards alternate with face-up ones from the top card down (Athena)
    "reserve_up",  # 1: the reserve is dealt face up (its top card still the only one that plays)
    "tournament",  # Tournament's rules, in EXTRA_BITS' bits (solitaire/cards/tournament.py; found_dir "updown")
    # the play's
    "draw_drop",  # each pass through the stock deals this many cards fewer at a time, down to one (Canfield Rush: 3, 2, 1)
    "fill_from",  # the pile kinds a space takes cards from, 1 << kind each (Congress: the waste's); 0: any
    "redeals",  # times the tableau may be gathered up and dealt again (La Belle Lucie: 2); 255: no limit
    "redeal_how",  # how, in EXTRA_BITS' bits; 0: in order, each pile from its bottom card up, dealt back pile by pile
    "found_cap",  # the cards a foundation pile holds when more than a suit's 13 (Assembly's one: 52, four rounds Ace to King)
    "dealt_suit",  # with found_dealt 1: the suit of the base card dealt, + 1 (Black Hole's Ace of spades: 4); with none, the suit of the one base card an empty foundation takes, played there (Ace of Hearts' Ace of hearts: 3; legal.py)
    "wastes",  # the waste piles, when more than one: the stock deals a card to each in turn, left to right (Dover: 3)
    "merci",  # 1: once a game a tableau card may go to the top of its own pile (Cromwell); 2: only after the last redeal; 3: Labyrinth's, a card drawn out of a column once the stock is out (labyrinth.py); 4: no merci, a move from a waste pile (dump) to itself gathers it into the stock, once it is out (Puss in the Corner: puss.py)
    "pool",  # 1: the reserve's cards lie apart, a pile each, every one plays (Flower Garden's bouquet)
    "found_back",  # 1: a foundation's top card may go back onto the tableau, by its build rule (Gypsy); 2: once the stock is empty (Giant)
    "base_first",  # 1: the first card played to a foundation sets the base rank of all (Selective FreeCell); 2: and it is a reserve pile's top card (Duchess)
    "reserves",  # reserve piles, ``reserve`` cards dealt among them evenly, each its top card playing (Castile: 4 of 7); 0: one
    "row_to",  # where STOCK_ROW deals (solitaire/cards/rowdeal.py): 1 onto each non-empty tableau pile (Grounds for Divorce); 2 ``draw`` cards onto each reserve pile (Agnes Bernauer: 1); 3 ``draw`` cards onto the first tableau pile (Six By Six); 4, with stock "waste": into the tableau's gaps first, a card a press clockwise from the last pile, each pile kept at the cards it was dealt, one with fewer taking nothing; with no gap, to the waste (Big Ben: solitaire/cards/clock.py); 5 as 2, and once the stock holds fewer cards than that deal, its last deal one card onto each tableau pile (Algerian: two cards a reserve pile, the last eight onto the eight piles; the tableau has fewer piles than a reserve deal has cards). 6: no deal: the tableau is four rows, a space filled from the row below it, the last row's from the stock (autofill last_row), only the first row building or going up (British Constitution: solitaire/cards/britcon.py, with found_dir 14)
    "fill_rank",  # with fill 4 (rules.py): the one rank a space takes (Kingsley: 1, Aces), or two, a pair in the source packed low | high << 4 (Clover Leaf's [1, 13]: an Ace or a King; legal.py, board.py, text.py)
    "dump",  # 1: the tableau piles are waste piles: the stock's face-up card (stock "up", or the waste's top card) goes onto any of them, whatever lies there; their top cards go only up (Strategy, Sir Tommy); 2: or into a space (Father); 3: any tableau pile's top card goes onto any other pile, whatever lies there (Ninety-One); 4: onto the waste's card (Alhambra); 5: the piles build by their rule from the waste alone, a pile's top card going only into a space (Circle Eight)
    "pocket",  # 1: the one cell is Miss Milligan's waiving pocket: a card or a run of the tableau, once the stock is empty, moved back whole (solitaire/cards/pocket.py)
)
EXTRA += (None,) * (24 - len(EXTRA)) + (
    # a second group of foundations, the last ``fg_piles`` of them, with rules
    # of its own (solitaire/cards/fgroups.py); the record's found_* fields are
    # the first group's (Bisley: 4 up from the Ace, 4 down from the King)
    "fg_piles",  # piles in the second group (0: one group)
    "fg_base",  # its base rank
    "fg_dir",  # its direction: rules.py's DOWN, UP, UP_DOWN; 3: every card of the base rank, any suit (a Kings pile); 16: up by twos round the corner (found_dir "twos"); 24: down by twos to the Ace or the 2 (found_dir "twos_down"); 17: whole suits off the tableau, King to Ace in suit, never a single card (Lady Cadogan: legal.py)
    "fg_suit",  # its suit rule (rules.py's ANY_SUIT ...)
    "fg_cap",  # cards a pile of it holds (0: 13)
    "fg_cap_first",  # cards a pile of the first group holds (0: 13)
    "fg_dealt",  # 1: its base cards are dealt to it first, after the first group's (found_dealt)
    "fg_flags",  # EXTRA_BITS' bits
    # the rules screen's
    "seed_dealt",  # the cards the seed's text deals when they don't add up to the deck: the record plays its repair (seed_rules.REPAIRS; Box Fan: 56)
    # the play's
    "found_across",  # with found_back 1: a foundation's top card goes only across to another foundation where it fits, never back onto the tableau (Algerian: the Ace's and the King's piles of a suit where they meet; legal.check)
)
EXTRA += (None,) * (34 - len(EXTRA)) + (
    # the deal's
    "strip",  # a stripped deck: the ranks left out of each suit, a pair in the source (low, high): the ``low`` ranks from 2 up and the ``high`` from the King down, packed low | high << 4 (Amazons' [5, 1]: A, 7 to Q; British Constitution's [0, 2]: A to J); read by Rules.cards() and board.py's deal (solitaire/cards/stripped.py)
    # the play's, in two parts (solitaire/cards/littlespider.py)
    "phases",  # 1: while the stock lasts the tableau builds nothing and its second row's piles play only to the foundation above each (Little Spider)
)
EXTRA += (None,) * (38 - len(EXTRA)) + (
    # the play's
    "reserve_to",  # 1: the reserve's top card plays only to the foundations, never onto the tableau or into a space (Signora); 2: to the foundations or into a space, never onto a card (Balcony); legal.check; the game has no cells
)
EXTRA += (None,) * (39 - len(EXTRA)) + (
    # the deal's and the play's (cat37a's place 39)
    "found_any",  # 1: with found_base random, no card is dealt up and no base is ever set: each empty foundation takes any card (Eliminator's six, up or down round the corner; board.py)
)
EXTRA += (None,) * (40 - len(EXTRA)) + (
    # the play's (cat37b's place 40)
    "reserve_takes",  # the one reserve pile takes single cards from the other piles (solitaire/cards/intake.py): 1, any card onto any (Needle); 2, a King into it empty, then cards of its top card's rank (Batsford); the bits from 4 up, the most cards it holds (Haystack: 1 | 8 << 2), 0 no limit; 3, several reserve piles building nothing, each a cell once empty, any card from the tableau or another reserve pile (Carthage)
)
EXTRA += (None,) * (41 - len(EXTRA)) + (
    # the play's (cat37c's place 41)
    "space_runs",  # what a space takes of a run (legal.capacity): 1, one card, never a run (Eight by Eight); 2, a run only as long as the other spaces would let it move card by card (Martha)
)
EXTRA += (None,) * (42 - len(EXTRA)) + (
    # the deal's (cat36d's place 42)
    "found_own",  # 1: with found_dealt, the foundations are dealt the deck's next cards whatever their ranks, each pile built on from its own card (found_wrap: round the corner, 13 cards; Stalactites: solitaire/cards/basecards.py)
    # the play's (cat37a's place 43)
    "found_differ",  # 1: the foundation piles start with different suits; 2: different colours, whichever pile takes which (HalfCell's two; basecards.refuse, asked by legal.py)
    # the play's (cat39a's places 44 and 47)
    "fg_third",  # a third foundation group, fg_piles piles after the second, fg_suit its suit rule: a pair in the source, [base rank, "down", "up" or "alone"], packed base | direction << 4 (0 down, 1 up, 5 its base card alone, 6 up by twos round the corner, fg_cap cards, 7 whole sequences in alternate colours: a third and a fourth so, none of their cards coming back); built down or up it ends at the Ace or the King (Captive Queens' Queens [12, "alone"], Racing Aces' Sevens [7, "up"]: fgroups.py)
)
EXTRA += (None,) * (45 - len(EXTRA)) + (
    # the play's (cat37c's place 45)
    "ephemeral",  # the last n cells vanish after one use: a cell empty again once a card has gone in (the history says so) takes no more, and never counts for a run's room (Ephemeral FreeCell: 1; legal.py, board._any_fits)
    "fg_apart",  # 1: the second group's base cards dealt of the suits the first group's are not (Double Dot: the 2s of the two suits whose Aces are up, so every suit has its pile; fgdeal.deal)
    "fg_fourth",  # a fourth foundation group after the third, as fg_third (Racing Aces' Kings [13, "down"])
)
EXTRA += (None,) * (48 - len(EXTRA)) + (
    # the play's (cat39b's place 48)
    "reserve_builds",  # with reserve_takes 3, the reserve piles build (solitaire/cards/intake.py): 1, cards of the top card's rank, never into an empty pile (Willow's fans); 2, by the tableau's rule, any card into an empty pile (Bear River's holes)
    # the play's (cat39b's place 49)
    "tail",  # 1: with pocket 1, the one cell is Tabbycat's tail: open at any time, a run of 13 at most going in, any run from its top out, a whole sequence up (solitaire/cards/pocket.py)
)
EXTRA += (None,) * (50 - len(EXTRA)) + (
    # the play's (cat38c's place 50)
    "redeal_stock",  # 1: a redeal gathers the stock too, a stock no press deals from, and the cards left over once the tableau's places are dealt form it again (Intelligence; redeal.py)
)
# fg_third's and fg_fourth's directions, by name (fgroups.py)
GROUP_WAYS = {"down": 0, "up": 1, "alone": 5, "twos": 6, "suites": 7}  # (6: up by twos to the deck's last rank, round the corner no further: Royal Rendezvous' 2s to the Queen, Carousel's odds 3 to the Jack; 7: whole sequences off the tableau, King to Ace in alternate colours, base 1, fg_dir 17's kind: Diavolo's, legal.py; fgroups.py)
EXTRA += (None,) * (51 - len(EXTRA)) + (
    # the play's (cat39c's place 51)
    "left",  # 1: once the stock is out, a space is filled from the next tableau pile's top card, else the waste's, the game's own move (Moving Left: after.forced_move; legal.check lets it in where only a King goes)
)
EXTRA += (None,) * (52 - len(EXTRA)) + (
    # the screen's (cat40a's place 52)
    "gallery",  # 1: the stock and the waste shown as politaire's gallery, every card in the stock's order, the available ones (the cards deals bring to the waste's top: the record's stock draws 3, no limit of passes) played from it, the deals the game's own moves (Klondike (Gallery Mode): solitaire/cards/gallery.py, play.py, loupe.py)
)
EXTRA += (None,) * (54 - len(EXTRA)) + (
    # the play's (cat40b's place 54)
    "waste_piles",  # 1: with reserve_takes 1 and stock "up", the reserve piles are the seed's waste piles: they take the face-up stock's top card alone, onto any of them, and play their top cards as a reserve's (New York, Gotham: intake.py)
)
EXTRA += (None,) * (56 - len(EXTRA)) + (
    # the deal's (cat40c's place 56)
    "fg_dealt_suit",  # with fg_dealt 1: the suit of the second group's base card dealt, + 1 (Binary Star's King of hearts: 3; fgdeal.deal)
    # the play's (cat40c's place 57), in EXTRA_BITS' bits
    "play_bits",
)
EXTRA += (None,) * (60 - len(EXTRA)) + (
    # the deal's and the play's (cat41b's place 60), in EXTRA_BITS' bits
    "fg_later",
)
EXTRA += (None,) * (62 - len(EXTRA)) + (
    # the play's (cat41c's places 62 and 63): a second tableau, the seed's
    # right tableau, of rules of its own (solitaire/cards/sides.py)
    "sides",  # [piles, direction]: the tableau's last piles, building that way (a tab_dir's name), packed piles | direction << 4 (Antares' [4, "down"]); a third, "back_first" (bit 7): of two foundation groups only the first's cards come back (found_back 1), the second's stay (Penta: sides.py)
    "side_rule",  # [suit rule, move, fill] of those piles (tab_suit's, move's and fill's names), packed suit | move << 3 | fill << 6 (Antares' ["same", "group", "king"])
)
EXTRA += (None,) * (64 - len(EXTRA)) + (
    # the deal's and the play's (cat41d's place 64)
    "covers",  # cards under others (legal.check): 1, with reserves 3, the reserve is Backbone's fork: the first and last piles (reserve // 2 cards each) lie under the middle pile's one card, which covers both: their cards play only once it is gone (board.py's deal); 2, the tableau is Escalator's pyramid turned, each pile a diagonal (dealt 7, 6, ... 1), a card under the one below it and the one to its right: a pile's top card plays only when the next pile is shorter (golf.py's stuck check too)
    # the play's (cat41d's place 65)
    "waste_all",  # 1: with stock "up", the deck's rest lies in the waste face up and every card of it plays, not only the top one (Gloucestershire: solitaire/cards/bouquet.py); a move from the waste of count n takes the card n deep; on the screen up on the waste's place chooses the next card
)
# names for the bits of the places that hold sets (a list of names in the source)
EXTRA_BITS = {
    "play_bits": {
        "redeal_tab": 1,  # a redeal gathers the tableau alone, the cells the deal filled left as they are (Little Billie; redeal.py)
        "waste_to_empty": 2,  # with reserve_takes 1: a waste card goes only into the reserve empty (Zerline; intake.py)
        "reserve_shut": 4,  # with reserve_builds 2: an empty reserve pile takes no card (Wading Pool; intake.py)
    },
    "fg_later": {
        "third_dealt": 1,  # with fg_dealt 1: the third group is dealt its base cards too, after the second's (Royal Rendezvous' 2s; fgdeal.deal)
        "fourth_differ": 2,  # the fourth group's piles each start with a different suit (Royal Rendezvous' Kings; fgroups.check)
        "colours_differ": 4,  # a group's piles each start with a different colour (Diavolo's two pairs of Aces; fgroups.check)
    },
    "fg_flags": {
        "suits_differ": 1,  # each pile of a group starts with a different suit (Fifteen)
        "wrap": 2,  # the second group's King and Ace are neighbours
        "colours": 4,  # with suits_differ: the first group's bases red, the second's black (Little Spider's Aces and Kings)
    },
    "fill_from": {
        "waste": 1 << K_WASTE,
        "cell": 1 << K_CELL,
        "reserve": 1 << K_RESERVE,
        "tableau": 1 << K_TAB,
        "reserve_first": 64,  # with "reserve": the reserve's cards only while it has any, then the other kinds named too (Duchess, Gate; legal.py's _RESERVE_FIRST)
    },
    "redeal_how": {
        "shuffle": 1,  # the cards gathered are shuffled (else dealt back in the order gathered)
        "rows": 2,  # dealt back a row at a time, the piles' bottom cards first (else pile by pile)
        "top_first": 4,  # each pile gathered from its top card down (else from its bottom card up)
        "right_first": 8,  # the piles gathered from the last one to the first, each put under the next (Amazons: each pile on its right-hand neighbour, the packet turned over)
        "down_first": 16,  # dealt back to the face-down places first, row by row in a zig-zag (the first row left to right, the next right to left ...), then to the face-up ones row by row, left to right (Tvete's Grandfather: redeal.py)
        "rotate_up": 64,  # no gathering: a rotation, each tableau pile's bottom card moved to its top, the piles as they lie (Crescent; redeal.py)
        "rotate_down": 128,  # a rotation the other way, each pile's top card moved to its bottom (Rainbow Fan; redeal.py)
    },
    "tournament": {
        "kings_down": 1,  # the first half of the foundations build up from the Ace, the second down from the King, each suit once a half
        "ace_or_king": 2,  # the cells dealt hold an Ace or a King: else the stock's first one takes a cell's place
    },
}


def extra(base=None, **named):
    """Gets ``Rules.extra`` with the places ``named`` set (over ``base``,
    the bytes so far, if given).

    >>> extra(cells_dealt=4)[0]
    4
    """
    out = bytearray(base if base is not None else R._FIELDS["extra"])
    for k, v in named.items():
        if k not in EXTRA or k is None:
            raise KeyError("no rule %s in Rules.extra" % k)
        if k == "strip" and isinstance(v, (list, tuple)):  # (low, high): a nibble each
            if len(v) != 2 or not all(isinstance(n, int) and 0 <= n <= 11 for n in v) or sum(v) > 11:
                raise ValueError("strip = %r: [ranks out from 2 up, ranks out from the King down], 0 to 11, two ranks kept at least" % (v,))
            v = v[0] | v[1] << 4
        elif k == "fill_rank" and isinstance(v, (list, tuple)):  # two ranks: a nibble each
            if len(v) != 2 or not all(isinstance(n, int) and 1 <= n <= 13 for n in v) or v[0] >= v[1]:
                raise ValueError("fill_rank = %r: [a rank, a higher rank], 1 to 13" % (v,))
            v = v[0] | v[1] << 4
        elif k in ("fg_third", "fg_fourth") and isinstance(v, (list, tuple)):  # (base, direction): a nibble each
            if len(v) != 2 or not isinstance(v[0], int) or not 1 <= v[0] <= 13 or v[1] not in GROUP_WAYS:
                raise ValueError("%s = %r: [a rank 1 to 13, one of %s]" % (k, v, ", ".join(GROUP_WAYS)))
            v = v[0] | GROUP_WAYS[v[1]] << 4
        elif k == "sides" and isinstance(v, (list, tuple)):  # (piles, direction[, "back_first"]): 4, 3 and 1 bits
            if len(v) not in (2, 3) or not isinstance(v[0], int) or not 1 <= v[0] <= 15 or SYMBOLS["tab_dir"].get(v[1], 8) > 7 or v[2:] not in ([], ["back_first"]):
                raise ValueError("sides = %r: [piles 1 to 15, a tab_dir of 0 to 7], and \"back_first\" third where it is so" % (v,))
            v = v[0] | SYMBOLS["tab_dir"][v[1]] << 4 | (128 if v[2:] else 0)
        elif k == "side_rule" and isinstance(v, (list, tuple)):  # (suit rule, move, fill): 3, 3 and 2 bits
            if len(v) != 3 or SYMBOLS["tab_suit"].get(v[0], 8) > 7 or SYMBOLS["move"].get(v[1], 8) > 7 or SYMBOLS["fill"].get(v[2], 4) > 3:
                raise ValueError("side_rule = %r: [a tab_suit, a move, a fill of 0 to 3]" % (v,))
            v = SYMBOLS["tab_suit"][v[0]] | SYMBOLS["move"][v[1]] << 3 | SYMBOLS["fill"][v[2]] << 6
        elif isinstance(v, (list, tuple)):  # a set, by the names of its bits
            bits = EXTRA_BITS.get(k, {})
            if not set(v) <= set(bits):
                raise ValueError("%s = %r: names of %s" % (k, v, ", ".join(bits) or "(a number)"))
            v = sum(bits[n] for n in set(v))
        if not 0 <= v <= 255:
            raise ValueError("%s = %r: a byte" % (k, v))
        out[EXTRA.index(k)] = v
    return bytes(out)


def extra_names(value):
    """Gets the places of ``Rules.extra`` that are set, by name."""
    return {EXTRA[i]: v for i, v in enumerate(value) if v and i < len(EXTRA) and EXTRA[i]}


_META = ("name", "family", "featured", "seed", "short")
_LAYOUTS = ("suits", "deal", "down")
_AT_LEAST_ONE = ("sets", "draw")  # (no deck without a suit set; a stock deals a card at least)
SEED = os.path.join(REPO, "assets", "seeds", "politaire.txt")


class TableError(ValueError):
    """A source record that can't be compiled; the message names it."""


class Entry:
    """One game of the source table: its menu facts and its Rules fields."""

    def __init__(self, gid, name, family, featured, seed, short, fields):
        self.id = gid
        self.name = name
        self.family = family
        self.featured = featured
        self.seed = seed
        self.short = short
        self.fields = fields  # Rules keyword fields, engine values

    def rules(self):
        return R.Rules(self.id, self.name, **self.fields)


def _is_number(v):
    return isinstance(v, int) and not isinstance(v, bool)  # (TOML's true is no number)


def _check(gid, field, v):
    """Checks a source value's kind and range for a Rules field before it is
    compiled, each card and pile count a byte of the table.

    :raises TableError: naming the record and the field.
    """
    default = R._FIELDS[field]
    if isinstance(default, bool):
        if not isinstance(v, bool):
            raise TableError("%s: %s = %r: true or false" % (gid, field, v))
        return
    if field in _LAYOUTS:
        if not isinstance(v, list) or not v and field == "suits" or not all(_is_number(x) and 0 <= x <= 255 for x in v):  # (no tableau: Betsy Ross)
            raise TableError("%s: %s = %r: a list of numbers from 0 to 255" % (gid, field, v))
        if field == "suits" and max(v) > 7:
            raise TableError("%s: suits = %r: a suit is 0 to 7 (solitaire/cards/card.py)" % (gid, v))
        return
    if isinstance(v, str):
        return  # (a name: _value checks it is one of SYMBOLS')
    if not _is_number(v):
        raise TableError("%s: %s = %r: a number%s" % (gid, field, v, " or a name" if field in SYMBOLS else ""))
    low = 1 if field in _AT_LEAST_ONE else 0
    if field == "found_base" and not 0 <= v <= 13:
        raise TableError("%s: found_base = %r: a rank, 1 to 13 (0: random)" % (gid, v))
    if field in SYMBOLS and field != "found_base" and v not in SYMBOLS[field].values():
        raise TableError("%s: %s = %r: not one of %s" % (gid, field, v, ", ".join(SYMBOLS[field])))
    if not low <= v <= 255:
        raise TableError("%s: %s = %r: a number from %d to 255" % (gid, field, v, low))


def _check_extra(gid, field, v):
    """Checks a value for a place of ``Rules.extra``: a byte, or a list of
    the names of its bits (``extra`` checks the names).

    :raises TableError: naming the record and the field.
    """
    if isinstance(v, list) and field in ("strip", "fill_rank", "fg_third", "fg_fourth", "sides", "side_rule"):
        try:
            extra(**{field: v})
        except ValueError as e:
            raise TableError("%s: %s" % (gid, e))
    elif isinstance(v, list) and field in EXTRA_BITS:
        if not all(isinstance(n, str) for n in v):
            raise TableError("%s: %s = %r: a list of names of %s" % (gid, field, v, ", ".join(EXTRA_BITS[field])))
    elif not _is_number(v) or not 0 <= v <= 255:
        raise TableError("%s: %s = %r: a byte" % (gid, field, v))


def _dealt(r):
    """Gets the cards the deal of rules ``r`` puts down: the tableau, the
    reserve, the cells dealt and the foundations' dealt cards."""
    x = r.extra
    fg_dealt = x[EXTRA.index("fg_piles")] if x[EXTRA.index("fg_dealt")] else 0
    return sum(r.deal) + r.reserve + x[EXTRA.index("cells_dealt")] + x[EXTRA.index("found_dealt")] + fg_dealt


def _check_deck(gid, r):
    """Checks that the deal of each of the record's variants (its options'
    values, one at a time) fits its deck.

    :raises TableError: naming the record and what doesn't fit.
    """
    variants = [((), r)] + [((o[0], o[2][k]), r.with_options([0] * i + [k])) for i, o in enumerate(r.options) for k in range(1, len(o[1]))]
    for option, v in variants:
        if len(v.suits) == 0 or v.sets < 1:
            raise TableError("%s: no deck (sets, suits)" % gid)
        deck = 52 if v.shuffle == R._SHUFFLE_MS else v.cards()
        if _dealt(v) > deck:
            raise TableError("%s: deal: %d cards dealt (deal, reserve, cells_dealt, found_dealt), the deck has %d%s"
                             % (gid, _dealt(v), deck, " (with %s = %s)" % option if option else ""))


def seed_names(path=SEED):
    """Gets the names of the seed's games, as the seed checker names them
    (the heading without "Solitaire"): a family is named after one."""
    names = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("# "):
                name = line[2:].strip()
                names.add(name[: -len(" Solitaire")] if name.endswith(" Solitaire") else name)
    return names


def _value(gid, field, v):
    _check(gid, field, v)
    if isinstance(v, str):
        names = SYMBOLS.get(field, {})
        if v not in names:
            raise TableError("%s: %s = %r: not one of %s" % (gid, field, v, ", ".join(names) or "(numbers)"))
        return names[v]
    if field in _LAYOUTS:
        return bytes(v) if field == "suits" else tuple(v)
    return v


def _options(gid, opts):
    out = []
    if not isinstance(opts, list):
        raise TableError("%s: options = %r: a list of [field, values] or [field, values, value names]" % (gid, opts))
    for o in opts:
        if not isinstance(o, list) or len(o) not in (2, 3) or o[0] not in R._FIELDS or o[0] in ("family", "extra", "options"):
            raise TableError("%s: bad option %r" % (gid, o))
        if not isinstance(o[1], list) or not o[1] or len(o) == 3 and not (isinstance(o[2], list) and all(isinstance(n, str) for n in o[2])):
            raise TableError("%s: option %s: a list of values, and of their names" % (gid, o[0]))
        values = tuple(_value(gid, o[0], v) for v in o[1])
        names = tuple(o[2]) if len(o) == 3 else tuple(str(v) for v in o[1])
        if len(names) != len(values):
            raise TableError("%s: option %s has %d values and %d names" % (gid, o[0], len(values), len(names)))
        out.append((o[0], values, names))
    return tuple(out)


def load(path=SOURCE):
    """Reads the source table into ``Entry`` records, in file order.

    :raises TableError: naming the first bad record.
    """
    with open(path, "rb") as f:
        try:
            data = tomllib.load(f)
        except tomllib.TOMLDecodeError as e:
            raise TableError("%s: %s" % (path, e)) from None
    out = []
    families = None  # (the seed's names, read when a record names a family)
    for gid, t in data.items():
        if not gid.replace("_", "").isalnum() or not gid.islower() or len(gid) > 24:
            raise TableError("%s: an id is lowercase letters, digits and _, at most 24" % gid)
        if not isinstance(t, dict):
            raise TableError("%s: not a table of fields" % gid)
        for k in ("name", "family"):
            if k not in t:
                raise TableError("%s: no %s" % (gid, k))
        for k in ("name", "family", "seed", "short"):
            if k in t and not (isinstance(t[k], str) and (t[k] or k == "seed")):
                raise TableError("%s: %s = %r: a name in quotes" % (gid, k, t[k]))
            if k in t and not t[k].isascii():  # (the device's font has ASCII alone, and A to Z's run lines take a name's first three bytes: menu.py)
                raise TableError("%s: %s = %r: ASCII letters only, as the screen's font has" % (gid, k, t[k]))
        if not isinstance(t.get("featured", False), bool):
            raise TableError("%s: featured = %r: true or false" % (gid, t["featured"]))
        fields = {}
        for k, v in t.items():
            if k in _META:
                continue
            if k in EXTRA and k is not None:
                _check_extra(gid, k, v)
                try:
                    fields["extra"] = extra(fields.get("extra"), **{k: v})
                except (TypeError, ValueError, KeyError) as err:
                    raise TableError("%s: %s" % (gid, err)) from None
                continue
            if k not in R._FIELDS or k == "family" or k == "extra":
                raise TableError("%s: unknown field %s" % (gid, k))
            fields[k] = _options(gid, v) if k == "options" else _value(gid, k, v)
        short = t.get("short", t["name"])
        if len(short) > SHORT:
            raise TableError("%s: %r is longer than %d: give a short name" % (gid, short, SHORT))
        e = Entry(gid, t["name"], t["family"], bool(t.get("featured")), t.get("seed", gid), short, fields)
        try:
            r = e.rules()
        except (ValueError, TypeError) as err:
            raise TableError("%s: %s" % (gid, err)) from None
        for field, values, _ in r.options:
            if getattr(r, field) not in values:  # (a new game starts with the record's own value: Rules.default_options)
                raise TableError("%s: option %s has no value %r, the record's own" % (gid, field, getattr(r, field)))
        if len(r.deal) != len(r.down) or any(d > n for d, n in zip(r.down, r.deal)):
            raise TableError("%s: deal and down don't match" % gid)
        top = (2 if r.stock == R.STOCK_WASTE else 1 if r.stock == R.STOCK_ROW else 0) + (1 if r.reserve else 0) + r.cells + r.found
        if max(top, r.tab) > ROW_MAX:  # (the device's screen scrolls a wide row, up to its piles' room)
            raise TableError("%s: %d piles to a row, the device lays out %d at most" % (gid, max(top, r.tab), ROW_MAX))
        named = r.cells + (r.reserve if r.extra[EXTRA.index("pool")] else 0)
        if named > len(CELL_NAMES):
            raise TableError("%s: more cells and pool piles than the notation's %d names" % (gid, len(CELL_NAMES)))
        if named > CELL_NAMES.index("A") and r.tab > 10:  # (the capitals name the 11th tableau pile on too)
            raise TableError("%s: more than %d cells and pool piles with more than 10 tableau piles: the notation's capitals would name two piles" % (gid, CELL_NAMES.index("A")))
        _check_deck(gid, r)
        families = families or seed_names()
        if e.family not in families:
            raise TableError("%s: family = %r: no game of the seed has that name (a family is named after its first game)" % (gid, e.family))
        out.append(e)
    return out


class _Pool:
    """The pool: each distinct item stored once, offsets from 1 (0: none)."""

    def __init__(self):
        self.data = bytearray(b"\x00")
        self.seen = {}

    def add(self, item):
        item = bytes(item)
        if item not in self.seen:
            self.seen[item] = len(self.data)
            self.data += item
        return self.seen[item]

    def text(self, s):
        b = s.encode("utf-8")
        return self.add(bytes((len(b),)) + b)

    def layout(self, v):
        return self.add(bytes((len(v),)) + bytes(v))


def fields():
    """Gets a record's fields in file order (``solitaire/cards/games.py``):
    the ``Rules`` fields but the family, by name."""
    return sorted(k for k in R._FIELDS if k != "family")


def _option_set(pool, options):
    out = bytearray((len(options),))
    names = fields()
    for field, values, vnames in options:
        kind = 1 if isinstance(values[0], (bytes, tuple)) else 0
        out += bytes((names.index(field), kind, len(values)))
        for v in values:  # (all in the set: one read gets an option set)
            out += bytes((len(v),)) + bytes(v) if kind else bytes((int(v),))
        for n in vnames:
            out += bytes((len(n.encode()),)) + n.encode()
    if len(out) > 255:
        raise TableError("an option set of %d bytes: 255 at most" % len(out))
    return pool.add(bytes((len(out),)) + out)


def _sort_key(e):
    return (e.name.lower(), e.id)


def compile_table(entries):
    """Gets the table file's bytes for ``entries`` (records in their order)."""
    pool = _Pool()
    families = []
    for e in entries:
        if e.family not in families:
            families.append(e.family)
    records = bytearray()
    for e in entries:
        flags = (FEATURED if e.featured else 0) | e.rules().decks() << 4
        rec = bytearray(struct.pack("<HHHBB", pool.text(e.id), pool.text(e.name), pool.text(e.short), families.index(e.family), flags))
        r = e.rules()
        for f in fields():
            if isinstance(R._FIELDS[f], (tuple, bytes)):
                if f == "options":
                    off = _option_set(pool, r.options) if r.options else 0
                else:
                    off = pool.layout(getattr(r, f))
                rec += struct.pack("<H", off)
            else:
                rec += bytes((int(getattr(r, f)),))
        records += rec
    size = len(records) // len(entries)
    n = range(len(entries))
    az = sorted(n, key=lambda i: _sort_key(entries[i]))
    for a, b in zip(az, az[1:]):  # (the menu shows the short names, and jumps by their letters)
        if entries[a].short.lower() > entries[b].short.lower():
            raise TableError("%s and %s: their short names sort apart from their names" % (entries[a].id, entries[b].id))
    ids = sorted(n, key=lambda i: entries[i].id)
    by_family = sorted(n, key=lambda i: (families.index(entries[i].family),) + _sort_key(entries[i]))
    decks = sorted(n, key=lambda i: (entries[i].rules().decks(),) + _sort_key(entries[i]))
    def groups(order, key, name):
        # (name, first place in ``order``, count) of each run of equal keys
        out = bytearray()
        n = 0
        for k in range(len(order)):
            if k == 0 or key(order[k]) != key(order[k - 1]):
                first = k
            if k == len(order) - 1 or key(order[k]) != key(order[k + 1]):
                out += struct.pack("<HHH", pool.text(name(order[k])), first, k - first + 1)
                n += 1
        return out, n

    fam, nfam = groups(by_family, lambda i: families.index(entries[i].family), lambda i: entries[i].family)
    dk, ndk = groups(decks, lambda i: entries[i].rules().decks(), lambda i: "%d deck%s" % (entries[i].rules().decks(), "s" if entries[i].rules().decks() > 1 else ""))
    featured = [i for i in n if entries[i].featured]

    def u16s(x):
        return struct.pack("<%dH" % len(x), *x)

    # where each letter starts among the names, A to Z ("[": the end): the
    # menu's letter jumps, without a search
    initials = [entries[i].short[0].upper() for i in az]
    letters = [sum(1 for c in initials if c < chr(ord("A") + k)) for k in range(27)]
    # the short names A to Z, one after another (a menu page is one read),
    # and where each starts (one more: where the last ends)
    names = bytearray()
    starts = []
    for i in az:
        starts.append(len(names))
        b = entries[i].short.encode("utf-8")
        names += bytes((len(b),)) + b
    starts.append(len(names))
    # (the order of the sections is the header's)
    parts = [records, u16s(az), u16s(ids), fam, u16s(by_family), u16s(decks), dk, u16s(featured), u16s(letters), pool.data, u16s(starts), names]
    offsets = []
    at = G._HEADER
    for p in parts:
        offsets.append(at)
        at += len(p)
    head = b"SOLG" + struct.pack("<BBHHHHHH12I", G._VERSION, len(fields()), len(entries), size, nfam, ndk, len(featured), 0, *offsets)
    assert len(head) == G._HEADER
    return head + b"".join(bytes(p) for p in parts)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if the table on flash is not the source's")
    p.add_argument("--source", default=SOURCE)
    p.add_argument("--out", default=TABLE)
    args = p.parse_args(argv)
    try:
        data = compile_table(load(args.source))
    except (OSError, TableError) as e:
        print("build_catalogue: %s" % e, file=sys.stderr)
        return 2
    if args.check:
        try:
            with open(args.out, "rb") as f:
                same = f.read() == data
        except OSError:
            same = False
        if not same:
            print("build_catalogue: %s is stale: run make assets" % os.path.relpath(args.out, REPO), file=sys.stderr)
            return 1
        return 0
    with open(args.out, "wb") as f:
        f.write(data)
    print("build_catalogue: %d games, %d bytes -> %s" % (len(load(args.source)), len(data), os.path.relpath(args.out, REPO)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
