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


_FORTWO = (
    "Solitaire for Two: 2-4 players take turns on one Six-Suit layout; everything is public.",
    "Stock: 12 columns of three. The first player plays the layout only and knocks.",
    "A turn: plays, one draw (A on the stock: three up tiles, below the discards' mark), plays, a knock (A on the stock, A).",
    "Up tiles play in any order. All three used: a Trio, 25, and another column.",
    "At the knock the rest go to the discards in any order, the talon last (up/down picks it, left/right turns the other two round). The next player may first play any of them, then draws.",
    "Solo Ace: the only Ace about goes up top only if a Deuce goes up next; a lone Ace left must be the talon.",
    "Score: each tile up top 10 (counted at the knock), Trio 25, Joker cashed 40, Grand Sequence 125 once, a whole column of 5/7/9/11 onto tiles 50/75/100/125.",
    "Round two: discards and the top down tiles, shuffled into columns of three, one or two over as the reserve; the lower score starts.",
    "The end: all tiles up, or nothing plays with the stock out. The higher score wins. Four players: seats 1+3 against 2+4.",
    "Undo stays in your turn, never past a draw, a turn-up or a knock.",
)


def rules_lines(rules=None, width=21):
    """Gets the rules screen's lines, ``width`` characters at most (a
    ``console.lines.Lines``): Six-Suit Solitaire's, or Solitaire for Two's
    (one text for every option)."""
    return Lines(_FORTWO if rules is not None and rules.id == "fortwo" else _RULES, width)
