"""The seed checker's templates for the piles dealt otherwise than round them
all (``solitaire/pairs/piledeal.py``: Links' grid of piles, Juvenile's
tableaux A and B, Gay Gordons' reserve and its Jacks), kept apart from
``seed_pairs.py`` (which holds every other template and reads the
sections): ``templates(P)`` gets them, ``P`` that module, whose helpers
(``_want``, ``number``, ``_piles``) they use.
"""

import re

from solitaire.pairs import engine as E


def grid_piles(text):
    """Reads a politaire tableau grid (a header of pile numbers, a rule,
    then a row of "U" or "D" a card): gets each pile's cards as a string of
    U and D, bottom card first."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    head = [(m.start(), m.end()) for m in re.finditer(r"\d+", lines[0])]
    piles = [""] * len(head)
    for ln in lines[2:]:
        for m in re.finditer(r"[UD]", ln):
            i = min(range(len(head)), key=lambda j: abs((head[j][0] + head[j][1] - 1) / 2 - m.start()))
            piles[i] += m.group(0)
    return piles


def templates(P):
    """Gets the templates, as ``seed_pairs._TEMPLATES`` holds them."""
    out = []

    def check(*patterns):
        def register(handler):
            out.extend((re.compile(p, re.I), handler, None) for p in patterns)
            return handler

        return register

    def not_checked(why, *patterns):
        out.extend((re.compile(p, re.I), None, why) for p in patterns)

    @check(r"%s tableau piles of cards, arranged as below, where \"D\" indicates a face-down card and \"U\" indicates a face-up card:" % P.NUM)
    def _arranged(v, m):
        return P._want(v, "layout", E.PILES, "tableau piles") or P._want(v, "size", P.number(m.group(1)), m.group(1))

    @check(r"(?s)@GRID@\n(.*)")
    def _grid(v, m):
        piles = grid_piles(m.group(1))
        bad = P._piles(v, [len(p) for p in piles])
        if bad:
            return bad
        down = any("D" in p[:-1] for p in piles)
        if any("D" in p for p in piles) and not down or any(p.endswith("D") for p in piles):
            return "a grid the record cannot hold: a top card face down"
        return P._want(v, "dark", int(down), "the covered cards face down" if down else "every card face up")

    not_checked("no game of the family builds", r"No building is permitted on tableau [AB]")

    @check(r"One tableau A pile of %s cards, splayed downward" % P.NUM)
    def _tableau_a(v, m):
        got, want = v.x[E.DEALT] & 31, P.number(m.group(1))
        return None if got == want else "first is %d in the record; the seed says tableau A's pile, dealt first (%d)" % (got, want)

    @check(r"%s tableau B piles of %s cards each, splayed downward" % (P.NUM, P.NUM))
    def _tableau_b(v, m):
        want = [P.number(m.group(2))] * P.number(m.group(1))
        got = v.deal()[1:] if v.x[E.DEALT] & 31 else v.deal()
        return None if got == want else "the record deals %s to tableau B, the seed %s" % (got, want)

    @check(r"Cards on tableau [AB] that are not under another card are available for play")
    def _ab_top(v, m):
        return P._want(v, "layout", E.PILES, "tableau piles")

    @check(r"Empty spaces in tableau [AB] may not be filled")
    def _ab_no_fill(v, m):
        return "the record fills spaces from the stock" if v["stock"] in (E.STOCK_FILL, E.STOCK_GRID) else None

    @check(r"Kings are paired with queens, and Jacks are removed together")
    def _marry(v, m):
        sets = v.sets()
        if (11, 11) not in sets or (12, 13) not in sets or {(12, 12), (13, 13), (11, 12), (11, 13)} & sets:
            return "the record does not pair Jack with Jack and Queen with King only"
        return None

    @check(r"There is one reserve, initially containing (\w+) cards?")
    def _reserve(v, m):
        left = v.cards() - sum(v.deal())
        bad = P._want(v, "stock", E.STOCK_NONE, "a reserve, never dealt from")
        return bad or (None if left == P.number(m.group(1)) else "the record's reserve holds %d cards, the seed's %s" % (left, m.group(1)))

    @check(r"It is not possible to move any cards into the reserve")
    def _reserve_shut(v, m):
        return P._want(v, "stock", E.STOCK_NONE, "a reserve, nothing moved into it")

    @check(r"The top card of the reserve can be played")
    def _reserve_top(v, m):
        return P._want(v, "stock_free", 1, "the reserve's top card plays")

    @check(r"If, during the deal, any tableau pile is dealt more than two jacks, then the middle jacks will be swapped with cards from the end of the deck")
    def _jacks(v, m):
        # (piledeal.py parts the Jacks of a record whose Jacks go only with
        # Jacks; tests/test_pairs_30b.py deals it)
        bad = P._want(v, "match", E.MARRY, "Jacks with Jacks (their deal parted)")
        return bad or (None if v["laid"] or v.x[E.DEALT] & 31 else "the record's deal is not piledeal.py's (laid or first)")

    @check(r"Remove pairs of cards that add to %s, or remove pairs of aces" % P.NUM)
    def _aces(v, m):
        return P._want(v, "match", E.ACES, "Aces with Aces") or P._want(v, "total", P.number(m.group(1)), m.group(1))

    @check(r"%s tableau piles with one card in the first pile, two cards in the second, three in the third, and so on" % P.NUM)
    def _steps(v, m):
        n = P.number(m.group(1))
        return P._piles(v, list(range(1, n + 1))) or P._want(v, "size", n, m.group(1))

    @check(r"If the stock is empty, then it is filled with a card from the waste",
           r"If the waste is empty, then empty spaces in the tableau may not be filled")
    def _refill_waste(v, m):
        return None if v.x[E.DEALT] >> 6 == 3 else "the record does not fill spaces from the waste after the stock (refill \"waste\")"

    return out
