"""Rows wider than the screen: a card game with more piles to a row than the
screen's 16 columns shows 16 of them, scrolled sideways to follow the cursor
(and the held cards' landing place). Only such a game loads this module."""

from solitaire.cards.piles import K_TAB


def _shown(col, left, cols, n):
    """Gets the first pile to show of ``n`` so that pile ``col`` is among
    the ``cols`` shown, moving ``left`` as little as it can."""
    if col < left:
        left = col
    elif col >= left + cols:
        left = col - cols + 1
    return max(0, min(left, n - cols))


def follow(play):
    """Scrolls ``play``'s rows so that the cursor shows, or where the held
    cards would land; says which piles show when the tableau moves."""
    b = play.board
    scr = play.app.screen
    row, col = play.row, play.col
    if play.holding:
        p = (play.shown_move() >> 8) & 0xFF
        if b.kind[p] == K_TAB:
            row, col = 1, p - b.t0
        else:
            row, col = 0, play.find_top(p)
    if row == 0:
        play.top_scroll = _shown(col, play.top_scroll, scr.top_cols, play.top_cols)
        return
    n = b.rules.tab
    left = _shown(col, play.scroll, scr.tab_cols, n)
    d = left - play.scroll
    if d:
        play.scroll = left
        keys = play.col_key
        cols = scr.tab_cols
        kept = cols - abs(d)  # the columns still shown: moved over as drawn, their keys with them (a column is drawn from its pile and marks alone, wherever it shows: all 16 drawn again cost Chequers' pick 0.56M fuel from .mpy)
        if kept > 0:
            a = d if d > 0 else 0  # the first kept column's place before the scroll; a - d, after it
            for r in range(play.tab_rows):  # (the rows the tableau draws: the loupe's line under them stays)
                i = r * cols
                scr.tab[i + a - d : i + a - d + kept] = scr.tab[i + a : i + a + kept]
            keys[a - d : a - d + kept] = keys[a : a + kept]
            new = range(kept, cols) if d > 0 else range(-d)  # (brought in on the right, or on the left)
        else:
            new = range(cols)
        for c in new:
            keys[c] = -1  # the piles the scroll brings in are drawn
        play.app.say("Piles %d-%d of %d" % (left + 1, left + scr.tab_cols, n))
