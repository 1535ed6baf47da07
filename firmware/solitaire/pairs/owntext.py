"""The rules screen's sentences for the pairing games of a module of their
own (``ladybug.py``, ``croix.py``, ``cells.py``: a record whose ``WAY`` names one),
written as ``text.py`` writes the others' (loaded only while it shows)."""

from solitaire.pairs import engine as E
from solitaire.pairs import own as O


def rules_texts(rules, x):
    """Gets the rules as sentences, for record ``x``."""
    if x[E.WAY] == O.LADYBUG:
        return [
            "52 cards. Seven slots, a card each; the rest is the stock.",
            "A deals three cards to the waste; only the top one shows, and it must be played before the next deal.",
            "The waste's card goes on a slot: four at most, adding to no more than 10, the fourth making 10.",
            "Ace 1, Jack, Queen, King 0; a Ten is wild (0 to 10). One pass through the stock.",
            "Goal: seven slots of four cards, each adding to 10.",
            "Keys: A on the waste picks its card, then A puts it on the slot marked (left/right: another). B undoes.",
        ]
    if x[E.WAY] == O.ELEVENSUP:
        return [
            "52 cards, Jacks, Queens and Kings made Aces (1). The text gives no layout: here three piles of five, levels 1 (the top card) to 5 (the peak).",
            "Remove two or more free cards adding to 11: the piles' top cards and the two dealt piles' cards.",
            "A on the stock turns up a card on the first dealt pile; its card moves to the second, whose card fills the tableau's first space, or goes out of play.",
            "Goal: the tableau removed.",
            "Keys: A picks a card, then A removes it with the ones marked (left/right: another set). B undoes.",
        ]
    if x[E.WAY] == O.CELLS:
        n = x[E.SIZE]
        k = rules.cards()
        few = k // n  # (dealt round: the first piles one card more)
        return [
            "%d cards dealt round %d piles, face up: %d of %d, %d of %d. A pile's top card is free; a space stays empty." % (
                k, n, k % n, few + 1, n - k % n, few),
            "%d cells, a card each: a free card may go into an empty one, a cell's card back onto any pile. A cell's card is free." % x[E.CELLS],
            "Remove two free cards of a rank and a colour (red with red, black with black).",
            "Goal: every card removed.",
            "Keys: A picks a card, then A removes it with the one marked, or puts it in a cell or on a pile (left/right: another). B undoes.",
        ]
    if x[E.WAY] == O.MOTION:
        return [
            "52 cards. Four piles, a card each; the rest is the stock. Only a pile's top card plays.",
            "A card of a rank another pile shows further left goes onto the leftmost such pile (auto-finish moves them by itself).",
            "A on the stock deals a card onto each pile; four dealt of a rank are discarded at once.",
            "With the stock out, A gathers the piles, the first on top, and deals them again: no end of rounds.",
            "Goal: every card discarded.",
            "Keys: A on the stock deals; A on a card moves it. B undoes.",
        ]
    return [
        "52 cards: a cross of eight, an inner circle's card on each outer one; the rest is the stock.",
        "A deals one card to the waste. Remove the waste's card with an inner card of its rank; the outer card under it takes its place.",
        "Once the stock is out, the waste's card may go into an empty place instead (you choose which).",
        "Once the waste is out too, two inner cards of a rank go. No redeal.",
        "Goal: every card removed.",
        "Keys: A picks a card, then A removes it with the one marked (left/right: another). B undoes.",
    ]
