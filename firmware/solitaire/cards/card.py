"""Cards as single bytes.

A card is one int in 0..255, so a pile is a ``bytearray``::

    bit 7      face up
    bits 4-6   suit, 0..7
    bits 0-3   rank, 1 (Ace) .. 13 (King); 0 never names a card

Suits 0-3 are the standard ones in Microsoft FreeCell order (clubs, diamonds,
hearts, spades). Suits 4 and 5 are the six-suit deck's anchors and wheels; 6
and 7, red and black, are Solitaire Tiles' Wilds. Several decks just repeat
the same bytes.

>>> card_name(make(12, HEARTS, True))
'QH'
>>> parse_card("#TS") == make(10, SPADES)
True
"""

from micropython import const

CLUBS = 0
DIAMONDS = 1
HEARTS = 2
SPADES = 3
ANCHORS = 4
WHEELS = 5

FACE_UP = 0x80
_RANK_MASK = const(0x0F)
_SUIT_MASK = const(0x70)

RANK_CHARS = "?A23456789TJQK??"  # (ranks 14, 15: tiles no card game has)
SUIT_CHARS = "CDHSAW??"
# Colour per suit: 0 black, 1 red, 2 green. Only the rules look at colour.
SUIT_COLOUR = b"\x00\x01\x01\x00\x02\x02\x01\x00"


def make(rank, suit, up=False):
    """Gets the byte for a card."""
    return rank | suit << 4 | (FACE_UP if up else 0)


def rank(card):
    return card & _RANK_MASK


def suit(card):
    return (card & _SUIT_MASK) >> 4


def colour(card):
    return SUIT_COLOUR[(card & _SUIT_MASK) >> 4]


def card_name(card):
    """Gets the two-letter name of a card, ``#`` in front when face down."""
    # (RANK_CHARS and SUIT_CHARS as bytes: a str's index makes a qstr of
    # each character, held for good, up to 19 names in every run that
    # names a card on the message line)
    name = str(bytes((b"?A23456789TJQK??"[card & _RANK_MASK], b"CDHSAW??"[(card & _SUIT_MASK) >> 4])), "utf-8")
    return name if card & FACE_UP else "#" + name


def parse_card(text):
    """Parses a card name such as ``QH``, ``10h`` or ``#KD`` (face down).

    :raises ValueError: when the text names no card.
    """
    up = True
    t = text.upper()
    if t.startswith("#"):
        up = False
        t = t[1:]
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2:
        raise ValueError("not a card: %r" % text)
    r = RANK_CHARS.find(t[0], 1)
    s = SUIT_CHARS.find(t[1])
    if not 1 <= r <= 13 or s < 0 or t[1] == "?":
        raise ValueError("not a card: %r" % text)
    return make(r, s, up)
