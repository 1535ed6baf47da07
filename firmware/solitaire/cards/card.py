"""Cards as single bytes.

A card is one int in 0..255, so a pile is a ``bytearray``::

    bit 7      face up
    bits 4-6   suit, 0..7
    bits 0-3   rank, 1 (Ace) .. 13 (King); 0 never names a card

Suits 0-3 are the standard ones in Microsoft FreeCell order (clubs, diamonds,
hearts, spades). Suits 4 and 5 are the six-suit deck's anchors and wheels; 6
and 7, red and black, are Solitaire Tiles' Wilds. Several decks just repeat
the same bytes.

>>> card_name(12 | 2 << 4 | FACE_UP)
'QH'

Card names are read from text by the notation (``notation.parse_card``,
with its ``RANK_CHARS`` and ``SUIT_CHARS``): code and names only the host
uses stay off the device's heap.
"""

from micropython import const

FACE_UP = 0x80
_RANK_MASK = const(0x0F)
_SUIT_MASK = const(0x70)

# Colour per suit: 0 black, 1 red, 2 green. Only the rules look at colour.
SUIT_COLOUR = b"\x00\x01\x01\x00\x02\x02\x01\x00"


def card_name(card):
    """Gets the two-letter name of a card, ``#`` in front when face down."""
    # (the notation's RANK_CHARS and SUIT_CHARS as bytes: a str's index makes a qstr of
    # each character, held for good, up to 19 names in every run that
    # names a card on the message line)
    name = str(bytes((b"?A23456789TJQK??"[card & _RANK_MASK], b"CDHSAW??"[(card & _SUIT_MASK) >> 4])), "utf-8")
    return name if card & FACE_UP else "#" + name
