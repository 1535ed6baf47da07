"""A to Z's keys cost no more as the other families' games grow (issue
31: 527 card games and more to come). The keys' work over those games
(``Menu.before``, ``Menu.names``, ``Menu.by_name``: a run's line, a page
of names) goes by halves: a walk through them all, in each of them, made
the catalogue tour's left press in A to Z 1,993,000 fuel with 64 of them
(383 card games), over the 2M limit at 385; by halves 1,716,000 at most
(test_budgets -k catalogue).

Counted here as the lines of menu.py run (CPython's trace): the same keys
with ten times the other games run under twice the lines, not ten times
as many (with A to Z's letter keys, before its runs: 1,407 -> 1,991 by
halves, 3,907 -> 31,421 walking them).
"""

import sys

from solitaire.console import buttons as K
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES as G


def _lines(times):
    """Gets the lines of menu.py A to Z's keys run (pages of runs, a run
    opened, its pages, back) with the other families' games placed
    ``times`` over (each at its place again: the list ``times`` longer)."""
    app = App(Screen(), G)
    for k in (K.DOWN,) * 4 + (K.A, K.A, K.B):  # (A to Z, a run opened: the places worked out, back)
        app.key(k)
    menu = app.menu
    assert menu.az, "A to Z has the other families' games"
    menu.az = [it for it in menu.az for _ in range(times)]
    count = [0]

    def trace(frame, event, arg):
        if frame.f_code.co_filename.endswith("menu.py"):
            if event == "line":
                count[0] += 1
            return trace
        return None

    sys.settrace(trace)
    try:
        for k in (K.LEFT, K.LEFT, K.RIGHT, K.A, K.LEFT, K.LEFT, K.RIGHT, K.B):
            app.key(k)
    finally:
        sys.settrace(None)
    return count[0]


def test_a_to_z_keys_do_not_walk_the_other_families_games():
    one, ten = _lines(1), _lines(10)
    print("\nA to Z's keys: %d lines of menu.py, %d with ten times the other games" % (one, ten))
    assert ten < one * 2, (one, ten)
