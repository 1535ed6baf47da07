"""Bowling's rules screen, written from the record (loaded only while the
rules screen shows)."""

from solitaire.console.lines import Lines
from solitaire.bowling import engine as E


def rules_texts(rules):
    """Gets the rules as sentences, from the record's places."""
    x = E.record(rules.id)
    return [
        "52 cards, dealt afresh each frame and turned a card at a time. Ten pins stand in a triangle: pin 1 at the bottom, pins 7-10 along the top.",
        "Each card goes on a pin or a ball pile. Pin ranks rise from pin 1 to pin 10 (Ace low): a card fits an empty pin when its rank is between the filled pins' below and above it. A card of a rank on a pin goes on that pin.",
        "Ball pile 1 takes %d cards, then ball pile 2. A frame ends when all ten pins are filled or both ball piles are full; its pins filled are its count." % x[E.BALL],
        "A strike: all ten pins before a card on a ball pile (10 and the next two balls' pins). A spare: before one on ball pile 2 (10 and the next ball's). A frame's first ball: its pins before its first ball card; its second: the rest.",
        "%d frames; a strike or spare in the last earns a bonus frame (two after two strikes) for its balls. A bowled frame stays: undo takes back the frame in play." % x[E.FRAMES],
        "Goal: %d points (ours: the text names none). The score shows as the frames go; the statistics keep the best." % E.goal(x),
        "Keys: the arrows choose a pin or ball pile, A places the card, B undoes, hold A: a hint.",
    ]


def rules_lines(rules, width=21):
    """Gets the rules screen's lines (a ``console.lines.Lines``)."""
    return Lines(rules_texts(rules), width)
