"""The words of a refusal: why a card may not go where the player put it
(``legal.check``'s message, a line of 21 characters). Loaded only when a
refusal is said, never in a search or a hint, which ask ``check`` with
``why`` False."""

from micropython import const

from solitaire.cards import rules as R
from solitaire.cards.card import SUIT_COLOUR
from solitaire.cards.order import suit_ok

_ROTATION = const(6)  # a suit rule: the suits' rotation, a club on a heart ... a heart on a spade (Following; rules.py)
_SUIT_OR_RANK = const(3)  # a tab_dir: down in suit, or onto its own rank of another suit (Curds and Whey; order.py)
_UP_KINGS = const(4)  # a tab_dir: up, and a King on an Ace too (Up and Up; order.py)
_TO_BASE = const(13)  # a tab_dir: up or down from the base round to the rank below it (Castle's End; order.py)
_UPDOWN_KINGS = const(9)  # a tab_dir: up or down, and a King on an Ace too (Box Kite; order.py)
_TWOS_DOWN = const(14)  # a tab_dir: down by two (Mount Olympus; order.py)
_SAME_RANK = const(16)  # a tab_dir: onto its own rank (Pile Up; order.py)
_PIQUET_DOWN = const(19)  # a tab_dir: down through a piquet deck's ranks, an Ace on a 7 (Junction, Strata; order.py)
RANK_WORDS = ("", "an Ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9", "a 10", "a Jack", "a Queen", "a King")
COLOURS = ("black", "red", "green", "?")
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades", "anchors", "wheels", "?", "?")


def needs(onto, card, direction, suit_rule, cut):
    """Gets why ``card`` may not go on ``onto``, naming the rule that
    refuses it: nothing builds there, or the rank (with the suit or colour
    it needs), or, for a card of the right rank where a card builds on
    another suit, the suit. (A message line holds 21 characters.)"""
    if suit_rule == R.NO_BUILD:
        return "No building here"
    if direction == _SUIT_OR_RANK:
        return "In suit or same rank"
    ra = onto & 15
    if direction == _UP_KINGS:  # (any suit: Up and Up's and Circle Eight's piles)
        return "Needs a 2 or a King" if ra == 1 else "Nothing goes on a King" if ra == 13 else "Needs %s" % RANK_WORDS[ra + 1]
    if direction == _UPDOWN_KINGS:  # (Box Kite's: a rank either way, a King on an Ace, nothing above a King)
        want = (2, 13) if ra == 1 else (12,) if ra == 13 else (ra - 1, ra + 1)
        if card & 15 in want:  # (the rank fits: the suit refuses)
            return "Needs %s" % SUIT_WORDS[(onto & 0x70) >> 4] if suit_rule == R.SAME_SUIT else "Does not fit there"
        return "Needs " + " or ".join(RANK_WORDS[w].split()[1] for w in want)
    want = ra - 1 if direction == R.DOWN else ra - 2 if direction == _TWOS_DOWN else ra if direction == _SAME_RANK else (1 if ra == 7 else ra - 1 if ra > 1 else 0) if direction == _PIQUET_DOWN else ra + 1
    if cut:
        want = (want - 1) % 13 + 1
    if direction == R.UP_DOWN or direction == _TO_BASE or not 1 <= want <= 13 or (ra if direction == R.DOWN else want) == cut:
        return "Does not fit there"
    s = (onto & 0x70) >> 4
    c = SUIT_COLOUR[s]
    if suit_rule == _ROTATION:  # the suit that follows the card's in the rotation
        s = [t for t in range(4) if suit_ok(onto, t << 4, suit_rule)][0]
        suit_rule = R.SAME_SUIT
    if suit_rule == R.SAME_SUIT:
        return "Needs %s of %s" % (RANK_WORDS[want], SUIT_WORDS[s])
    if suit_rule == R.ALT_COLOUR:
        if c < 2:
            return "Needs a %s %s" % (COLOURS[1 - c], RANK_WORDS[want].split()[1])
        return "Needs %s, not %s" % (RANK_WORDS[want], COLOURS[c])
    if suit_rule == R.SAME_COLOUR:
        return "Needs a %s %s" % (COLOURS[c], RANK_WORDS[want][2:].lstrip())
    if suit_rule == R.OTHER_SUIT and card & 15 == want:  # (the rank is right: the suit refuses)
        return "Needs another suit"
    return "Needs %s" % RANK_WORDS[want]


def rank_words(rank, suit=0):
    """Gets the words for the rank a space or an empty foundation takes: two
    ranks packed low | high << 4 ("an Ace or a King"); with ``suit`` (+ 1) a
    named card's ("an Ace of hearts"). Legal.py's refusals, loaded only for one said."""
    return RANK_WORDS[rank & 15] + (" or " + RANK_WORDS[rank >> 4] if rank > 15 else "") + (" of " + SUIT_WORDS[suit - 1] if suit else "")
