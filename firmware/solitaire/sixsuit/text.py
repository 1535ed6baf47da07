"""Six-Suit Solitaire's rules screen, in a module of its own: the text
loads only while the screen shows it (the device's heap is small)."""

from solitaire.console.lines import Lines

_RULES = (
    "81 tiles: six suits A-K in three colours (Clubs, Spades black; Diamonds, Hearts red; Anchors, Wheels green) and a Joker of each colour.",
    "Goal: as many tiles up top as you can, each suit Ace to King over its rail column (I Anchors .. VI Wheels).",
    "Layout: a tile goes on the next higher tile of another colour. Only whole columns move.",
    "An emptied column turns up its next face-down tile. An open space takes a King; a Queen with an Ace in the layout, a Jack with two.",
    "Stock: draw a tile to the talon; only the talon plays, the discards under it wait.",
    "A Joker stands for any tile of its colour that does not show (in the layout, up top or the talon). Its rank stays once it is in the layout.",
    "When its tile turns up, the Joker is exchanged for it (assist does this) and cashed: a liberty, one discard to the talon before the next draw.",
    "With all six Aces up top a Joker can be cashed directly.",
    "An exchange missed before the next draw makes an Odd Joker: -10.",
    "The end: the stock is out and nothing plays.",
    "Score: each tile up top Anchors 10, Clubs and Diamonds 20, Hearts and Spades 30, Wheels 40; each cashed Joker 10; a Grand Sequence (K to A in one column) 20; each down tile -5.",
    "500 a single victory, 1000 double, 2000 triple.",
)


def rules_lines(rules=None, width=21):
    """Gets the rules screen's lines, ``width`` characters at most (a
    ``console.lines.Lines``); one text for every option."""
    return Lines(_RULES, width)
