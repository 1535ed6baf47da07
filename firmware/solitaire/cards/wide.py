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
        _shift(play, left - play.scroll, scr.tab, scr.tab_cols)
        play.scroll = left
        play.app.say("Piles %d-%d of %d" % (left + 1, left + scr.tab_cols, n))


def _shift(play, d, tab, cols):
    """Moves the tableau's columns still shown ``d`` piles over, drawn as
    they are, and marks the rest undrawn (``draw_tableau`` draws those,
    and those whose marks changed): a column is drawn from its pile and
    marks alone, wherever it shows (the 16 of a pick's scroll drawn again
    cost Chequers 0.56M fuel from .mpy)."""
    keys = play.col_key
    if not 0 < abs(d) < cols:
        keys[:] = _UNDRAWN
        return
    n = cols - abs(d)  # the columns still shown
    a, b, u = (d, 0, n) if d > 0 else (0, -d, 0)  # (from screen column a to b; the new ones from u)
    for r in range(play.tab_rows):  # (the rows the tableau draws: the loupe's line under them stays)
        i = r * cols
        tab[i + b : i + b + n] = tab[i + a : i + a + n]
    keys[b : b + n] = keys[a : a + n]
    keys[u : u + cols - n] = _UNDRAWN[: cols - n]
