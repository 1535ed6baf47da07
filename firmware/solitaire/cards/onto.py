"""Alhambra's tableau top cards onto the waste's top card, by the tableau's
build rule (``dump`` 4): the check ``legal.check`` asks only of the games
with it, kept out of the module every card game loads."""

from solitaire.cards.order import follows
from solitaire.cards.piles import NO, WASTE


def check(b, src, why):
    """Checks pile ``src``'s top card onto the waste's (both there):
    None when it builds, else why not (with ``why`` False, just ``NO``)."""
    r = b.rules
    onto = b.top(WASTE)
    if follows(onto, b.top(src), r.tab_dir, r.tab_suit, b.tab_cut):
        return None
    from solitaire.cards.why import needs

    return needs(onto, b.top(src), r.tab_dir, r.tab_suit, b.tab_cut) if why else NO
