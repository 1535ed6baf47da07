"""Rows wider than the screen: a card game with more piles to a row than the
screen's 16 columns shows 16 of them, scrolled sideways to follow the cursor
(and the held cards' landing place). Only such a game loads this module."""

from solitaire.cards.piles import K_TAB
from solitaire.console.screen import MAX_COLS

_UNDRAWN = (-1,) * MAX_COLS  # (Play.col_key's every column: none drawn)


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
    if left != play.scroll:
        play.scroll = left
        play.col_key[:] = _UNDRAWN  # every column shows another pile: all are drawn again (a copy in C: a loop of 16 cost 40k fuel from .mpy)
        play.app.say("Piles %d-%d of %d" % (left + 1, left + scr.tab_cols, n))
