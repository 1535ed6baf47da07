"""The fuzzer's invariants (``sim/fuzz.py``), checked after every token:
each card or tile of the deal there exactly once, each pile the shape its
kind allows, every move legal where it was made (a shadow engine replays
them), undo giving back each position, and the save record rebuilding the
same game (``Checker``; ``pile_problem`` for the shapes).
"""

import os
import sys

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from host_tools.build_catalogue import EXTRA  # noqa: E402
from solitaire.cards import arrange  # noqa: E402 (the places of the deal rules it reads)
from solitaire.cards import rules as R  # noqa: E402
from solitaire.cards.board import K_CELL, K_FOUND, K_RESERVE, K_STOCK, K_TAB, K_WASTE  # noqa: E402
from solitaire.cards.card import FACE_UP  # noqa: E402
from solitaire.cards import legal  # noqa: E402
from solitaire.cards.legal import follows, suit_ok  # noqa: E402
from solitaire.console import rebuild  # noqa: E402
from solitaire.console import savegame as SG  # noqa: E402
from solitaire.console import rebuild as RB  # noqa: E402
from solitaire.gamelist import MENU_GAMES as SHIPPED  # noqa: E402

_EXTRA = EXTRA.index  # a rule's place in Rules.extra


def is_tiles(b):
    return hasattr(b, "jdecl")


def cards_of(b):
    """Every card as dealt (a Wild in play as the Wild), sorted."""
    return rebuild.cards(b)


class Checker:
    """Checks one App's board after each token; ``fail`` raises."""

    def __init__(self, fail):
        self.fail = fail
        self.board = None
        self.deal = None  # the board's deal number and snapshot origin
        self.shadow = None
        self.keys = []  # the position after i moves, from the shadow
        self.deck = None
        self.checks = 0
        self.saves = 0
        self.changes = 0
        self.last = None
        self.last_n = -1

    def reset(self, b, start=None):
        """A new board: ``start`` is the engine at its history's start
        (default: a fresh deal, or the board's ``origin`` when its history
        starts there: Bowling's each frame)."""
        self.board = b
        self.deal = (b.deal_no, getattr(b, "origin", None))
        if start is None:
            start = RB.new_engine(rules_of(b), b.deal_no, b.options)
            if self.deal[1]:
                RB.restore(start, self.deal[1])
        self.shadow = start
        self.keys = [start.key()]
        fresh = RB.new_engine(rules_of(b), b.deal_no, b.options)
        self.deck = cards_of(fresh)

    def check(self, app, full=1):
        """Checks the board after a token; the costly checks every ``full``
        changes (0: never). Gets True when the board changed."""
        b = app.board
        if b is None:
            return False
        if b is not self.board or self.deal != (b.deal_no, getattr(b, "origin", None)):
            # a new deal, or a restart, may reuse the Board object
            self.reset(b)
            self.last = None
        self.checks += 1
        bk = b.key()
        if bk == self.last and b.nmoves == self.last_n:
            return False  # the position checked last time, unchanged
        self.last = bk
        self.last_n = b.nmoves
        self.changes += 1
        # cards
        if cards_of(b) != self.deck:
            self.fail("cards: a card is missing or twice")
        # shapes
        why = pile_problem(b)
        if why:
            self.fail("rules: " + why)
        # history: sync the shadow
        sh = self.shadow
        n = b.nmoves
        d = min(n, sh.nmoves)
        while d > 0 and (b.move_at(d - 1), bool(b.by_game(d - 1))) != (sh.move_at(d - 1), bool(sh.by_game(d - 1))):
            d -= 1
        while sh.nmoves > d:
            sh.undo()
        if sh.nmoves != d or sh.key() != self.keys[d]:
            self.fail("undo: %d moves back is not the position it was" % d)
        del self.keys[d + 1 :]
        for i in range(d, n):
            m = b.move_at(i)
            a = b.by_game(i)
            why = sh.check(m)
            if why is not None:
                self.fail("rules: move %d (%#x) was not legal: %s" % (i + 1, m, why))
            sh.apply(m, bool(a))
            self.keys.append(sh.key())
        if self.keys[n] != bk:
            self.fail("rules: the board is not what its history gives")
        if full and self.changes % full == 0:
            self.full(app)
        return True

    def full(self, app):
        """The costly ones: undo a copy to the start; save and load."""
        b = app.board
        if b is None:
            return
        copy = RB.new_engine(rules_of(b), b.deal_no, b.options)
        start = self.keys[0]
        if copy.key() != start:
            RB.restore(copy, start)
        for i in range(b.nmoves):
            copy.apply(b.move_at(i), bool(b.by_game(i)))
        if copy.key() != b.key():
            self.fail("undo: the history does not replay to the board")
        while copy.undo():
            pass
        if copy.key() != start:
            self.fail("undo: undoing every move does not give the initial deal back")
        self.save_load(app)

    def save_load(self, app):
        b = app.board
        gid = app.games[app.gi].id
        try:
            payload = SG.game_payload(b, gid, app.player_moves, 0, 0)
            got, meta = RB.load_game(payload, app.games)
        except SG.SaveError as e:
            self.fail("save: %s" % e)
        self.saves += 1
        if got.key() != b.key():
            self.fail("save: the loaded position differs")
        off = b.nmoves - got.nmoves
        if off != meta.base:
            self.fail("save: the loaded history has %d moves, not %d" % (got.nmoves, b.nmoves - meta.base))
        for i in range(got.nmoves):
            if got.move_at(i) != b.move_at(off + i) or bool(got.by_game(i)) != bool(b.by_game(off + i)):
                self.fail("save: loaded move %d differs" % (off + i + 1))


def rules_of(b):
    """Gets the game's own record (the board holds a copy with its options),
    by the table's own look-up: a walk over every game read each record from
    games.bin (a new deal's or a power cut's check cost as much as the
    catalogue is long)."""
    gi = SHIPPED.index(b.rules.id)
    return SHIPPED[gi] if gi >= 0 else b.rules


def pile_problem(b):
    """Gets what is wrong with the shape of some pile, or None."""
    if is_tiles(b):
        return _tile_problem(b)
    if b.rules.family == "pairs":
        return _pairs_problem(b)
    if b.rules.family == "chance":
        return _chance_problem(b)
    if b.rules.family == "squares":
        return _squares_problem(b)
    if b.rules.family == "gaps":
        return _gaps_problem(b)
    if b.rules.family == "bowling":
        return _bowling_problem(b)
    if b.rules.family == "soltiles":
        why = _soltiles_problem(b)
        if why:
            return why
    r = b.rules
    for p in range(b.npiles):
        pile = b.piles[p]
        k = b.size[p]
        kind = b.kind[p]
        if kind == K_STOCK:
            for i in range(k):
                if pile[i] & FACE_UP:
                    return "a face-up card in the stock"
        elif kind == K_WASTE:
            gather = r.extra[_EXTRA("merci")] == 4 and k and not pile[k - 1] & FACE_UP  # (Puss in the Corner's new stock, face down while its waste piles are picked up: puss.py)
            for i in range(k):
                if bool(pile[i] & FACE_UP) == bool(gather):
                    return "a face-up card in a stock being gathered" if gather else "a face-down card in the waste"
        elif kind == K_CELL:
            if k > 1 and not r.extra[_EXTRA("pocket")] or any(not c & FACE_UP for c in pile[:k]):
                return "cell %d holds %d cards" % (p - b.c0, k)  # (Miss Milligan's pocket holds a run)
        elif kind == K_FOUND:
            cap = r.extra[_EXTRA("found_cap")] or 13  # (more: rounds of 13, Golf's deck)
            if r.found_dir == 18:  # Beehive's: a rank's four cards a pile (cards/sets.py)
                if k not in (0, 4) or any(c & 15 != pile[0] & 15 or not c & FACE_UP for c in pile[:k]):
                    return "a foundation out of order"
            elif r.found_takes == R.FOUND_SUITE:
                if k % 13 or k > cap:
                    return "a foundation of %d cards" % k
                for j in range(0, k, 13):  # (Manx's takes four whole sequences, any suits)
                    want = b.top_rank()
                    for i in range(j, j + 13):
                        if pile[i] & 15 != want or i > j and not suit_ok(pile[i - 1], pile[i], r.found_suit) or not pile[i] & FACE_UP:
                            return "a foundation out of order"
                        want = want - 1 if want > 1 else 13
            else:
                base, fd, fs, cut = b.base, r.found_dir, r.found_suit, b.found_cut
                own = legal.own_rules(b)
                if own:  # two foundation groups, or a rule a pile (cards/fgroups.py, cards/fpiles.py)
                    base, fd, fs, cut, cap = own.rule(b, p)[:5]
                elif r.extra[_EXTRA("tournament")] & 1:  # Tournament's halves: up from the Ace, down from the King
                    base, fd, cut = (13, R.DOWN, 0) if p - b.f0 >= r.found // 2 else (1, R.UP, 0)
                elif r.extra[_EXTRA("found_own")] and k:  # each pile from the card dealt it, whatever its rank (Stalactites: cards/basecards.py)
                    base = pile[0] & 15
                if k > cap:
                    return "a foundation of %d cards" % k
                if fd == 15 and not own.in_order(b, p, k):  # King's Audience's pairs (cards/audience.py)
                    return "a foundation out of order"
                if fd == 17 and (k % 13 or any(pile[i] & 15 != 13 - i % 13 for i in range(k))):  # whole suits, King to Ace (fgroups.py's direction 17: legal.py checks each as it goes up)
                    return "a foundation out of order"
                golf = r.stock == 4 or fd == 15 or fd == 17  # (Golf's stock deals onto the foundation whatever its rank: no order; King's Audience's: above; whole suits: above)
                for i in range(k):
                    if not pile[i] & FACE_UP:
                        return "a face-down card up top"
                    if golf:
                        continue
                    if i == 0 and pile[0] & 15 != base and fd != R.UP_DOWN:  # (an Ants' foundation: any card starts it)
                        return "a foundation not starting at its base"
                    if i and not (pile[i] & 15 == base if fd == 3 else pile[i] & 15 == own.step(pile[i - 1], base, fd) if fd == 4 or fd == 6 else own.twos(pile[i - 1], pile[i], fs) if fd == 16 else not (pile[i] ^ pile[0]) & 0x70 if fd == 7 else follows(pile[i - 1], pile[i], fd, fs, cut)):  # (7, Osmosis': its suit, any order)
                        return "a foundation out of order"
        elif kind == K_RESERVE:
            for i in range(k):
                up = pile[i] & FACE_UP
                if r.extra[arrange._RESERVE_UP] == arrange._TRUNK:  # (Eagle Wing's trunk: face down but its last card)
                    if bool(up) != (k == 1):
                        return "the trunk shows a card while it has more than one"
                elif bool(up) != (i == k - 1) and not (up and (r.extra[arrange._RESERVE_UP] or r.extra[_EXTRA("row_to")] == 2 or r.extra[_EXTRA("reserve_takes")])):  # (the stock deals onto the reserves face up: Agnes Bernauer; a reserve that takes cards holds them face up: Batsford's Kings, intake.py)
                    return "the reserve shows a card other than its top one"
        elif kind == K_TAB:
            seen_up = False
            for i in range(k):
                if pile[i] & FACE_UP:
                    seen_up = True
                elif seen_up and not r.extra[arrange._DOWN_ALTERNATE]:
                    return "a face-down card on a face-up one"
            if k and not pile[k - 1] & FACE_UP:
                return "a pile whose top card is face down"
    return None


def _soltiles_problem(b):
    """Solitaire Tiles' layer: each sequence in order (Wilds standing in by
    their colour), the specials only where specials go, two owned at most,
    each Wild up top where ``wild_up`` says."""
    for p in range(b.t0, b.npiles):
        pile = b.piles[p]
        f = next((i for i in range(b.size[p]) if pile[i] & FACE_UP), -1)  # (its front tile)
        for i in range(f + 1, b.size[p]) if f >= 0 else ():
            if not follows(pile[i - 1], pile[i], R.DOWN, R.ALT_COLOUR, False):
                return "pile %d is out of sequence" % (p - b.t0 + 1)
    for p in range(b.hand0, b.hand0 + 4):
        if b.size[p] > 1 or (b.size[p] and b.top(p) & 15 != 15):
            return "a hand place holds %d tiles or a natural" % b.size[p]
    for p in (b.swirl, b.out):
        for i in range(b.size[p]):
            if b.piles[p][i] & 15 != 15 or (p == b.swirl and b.piles[p][i] & 0x60 != 0x40):
                return "a natural among the specials"
    for w in range(2):
        v = b.wild_up[w]
        if v != 0xFF:
            p = b.f0 + (v >> 4)
            if (v & 15) >= b.size[p] or ((b.piles[p][v & 15] >> 4) & 7) not in ((1, 2) if w == 0 else (0, 3)):
                return "a Wild up top is not where it is said to be, or of another colour"
    return None


def _pairs_problem(b):
    """The pairing games' shapes (solitaire/pairs/engine.py): every card face
    up, a pyramid's or a grid's place one card at most, a row closed up
    with its count of piles kept, the removed cards in sets. The layout's
    places are the ``ncells`` piles from ``L0``; piles after them are the
    wastes of a game with several (pairs/wastes.py: Apophis' second and
    third), which hold any number of cards."""
    from solitaire.pairs import engine as E

    end = E.L0 + b.ncells
    for p in range(len(b.size)):
        pile = b.piles[p]
        for i in range(b.size[p]):
            if not pile[i] & FACE_UP:
                return "a face-down card"
        if E.L0 <= p < end and b.layout in (E.PYRAMID, E.GRID) and b.size[p] > 1:
            return "place %d holds %d cards" % (p - E.L0 + 1, b.size[p])
    if b.layout == E.ROW:
        live = sum(1 for p in range(E.L0, end) if b.size[p])
        if any(b.size[E.L0 : E.L0 + live]) and not all(b.size[E.L0 : E.L0 + live]) or live != b.live:
            return "the row has a gap, or %d piles where the engine counts %d" % (live, b.live)
    return None


def _chance_problem(b):
    """The games of chance' shapes (solitaire/chance/engine.py): a clock
    pile's face-up cards under its face-down ones, each of its hour; the
    stock face down, the waste and the hits face up; a royal pile face down
    but for a card of the flush its search found on top."""
    from solitaire.chance import engine as E

    up = E.UP
    if b.kind == E.CLOCK:
        for p in range(13):
            pile = b.piles[p]
            k = b.size[p]
            down = 0
            while down < k and not pile[k - 1 - down] & up:
                down += 1
            for i in range(k - down):
                if not pile[i] & up or pile[i] & 15 != p + 1:
                    return "hour %d holds %s face up" % (p + 1, hex(pile[i]))
        if b.size[E.HAND] and not b.piles[E.HAND][0] & up:
            return "the card turned is face down"
    elif b.kind == E.COUNT:
        for p, want in ((E.STOCK, 0), (E.WASTE, up), (E.OUT, up)):
            if any(c & up != want for c in b.piles[p][: b.size[p]]):
                return "pile %d has a card the wrong way up" % p
    else:
        for p in range(5):
            pile = b.piles[p]
            k = b.size[p]
            if p >= b.st[0] and k:
                return "pile %d past the round's %d holds cards" % (p + 1, b.st[0])
            if k and any(c & up for c in pile[: k - 1]):
                return "pile %d has a face-up card under its top" % (p + 1)
            if k and pile[k - 1] & up and (p >= b.st[1] or not b.royal(pile[k - 1] & 0x7F)):
                return "pile %d shows a card its search did not find" % (p + 1)
    return None


def _squares_problem(b):
    """The scored grids' shapes (solitaire/squares/engine.py): a square one
    card at most, face up; the stock face down; as many squares filled as
    moves made since the deal."""
    from solitaire.squares import engine as E

    for q in range(b.cells):
        if b.size[q] > 1 or b.size[q] and not b.piles[q][0] & E.UP:
            return "square %d holds %d cards, or one face down" % (q, b.size[q])
    if any(c & E.UP for c in b.piles[b.stock][: b.size[b.stock]]):
        return "a face-up card in the stock"
    if b.origin is None and b.cells - b.empty() != b.nmoves:
        return "%d squares filled after %d moves" % (b.cells - b.empty(), b.nmoves)
    return None


def _bowling_problem(b):
    """Bowling's shapes (solitaire/bowling/engine.py): a pin one rank, the
    pins' ranks rising from pin 1; the ball piles within their room, the
    second only once the first is full; the cards on the pins and ball
    piles face up, the deck's face down; as many cards out of the deck as
    moves made in the frame."""
    from solitaire.bowling import engine as E

    lo = 0
    for p in range(E.PINS):
        cards = b.piles[p][: b.size[p]]
        if cards and (any(c & 15 != cards[0] & 15 for c in cards) or cards[0] & 15 <= lo):
            return "pin %d holds %s: not one rank above the pins below" % (p + 1, list(cards))
        lo = cards[0] & 15 if cards else lo
    cap = b.x[E.BALL]
    if b.size[E.BALL1] > cap or b.size[E.BALL2] > cap or b.size[E.BALL2] and b.size[E.BALL1] < cap:
        return "ball piles of %d and %d cards" % (b.size[E.BALL1], b.size[E.BALL2])
    for p in range(E.STOCK):
        if any(not c & E.UP for c in b.piles[p][: b.size[p]]):
            return "a face-down card on pile %d" % p
    if any(c & E.UP for c in b.piles[E.STOCK][: b.size[E.STOCK]]):
        return "a face-up card in the deck"
    if b.origin is None and sum(b.size[: E.STOCK]) != b.nmoves:
        return "%d cards out of the deck after %d moves" % (sum(b.size[: E.STOCK]), b.nmoves)
    return None


def _gaps_problem(b):
    """The grids with gaps' shapes (solitaire/gaps/engine.py): a place one
    card at most, face up; the four cards of the rank taken out and no
    other out; every card's place as the engine's look-up (``where``)
    says."""
    from solitaire.gaps import engine as E

    for q in range(b.cells):
        if b.size[q] > 1 or b.size[q] and not b.piles[q][0] & E.UP:
            return "place %d holds %d cards, or one face down" % (q, b.size[q])
        if b.size[q] and b.find(b.piles[q][0]) != q:
            return "place %d's card is looked up elsewhere (%d)" % (q, b.find(b.piles[q][0]))
    out = b.piles[b.out][: b.size[b.out]]
    if len(out) != 4 or any(c & 15 != b.gone for c in out):
        return "out: not the four cards of rank %d" % b.gone
    if b.cells - sum(b.size[: b.cells]) != b.cells - 48:
        return "%d gaps, not %d" % (b.cells - sum(b.size[: b.cells]), b.cells - 48)
    return None


def _tile_problem(g):
    from solitaire.sixsuit import piles as XP

    for p in range(len(g.size)):  # (Solitaire for Two's up tiles and reserve too)
        pile = g.piles[p]
        k = g.size[p]
        for i in range(k):
            t = pile[i] & 0x7F
            if g.loc[t] != p:
                return "tile %#x is in pile %d, not %d as noted" % (t, p, g.loc[t])
            up = pile[i] & FACE_UP
            if (p == XP.STOCK or XP.T0 <= p < XP.NPILES or p == XP.RES) and up:
                return "a face-up tile in the stock, the tableau or the reserve"
            if (XP.L0 <= p < XP.T0 or p == XP.UP) and not up:
                return "a face-down tile in the layout or among the up tiles"
        if XP.F0 <= p < XP.JOKERS:
            for i in range(k):
                t = pile[i]
                if t & 15 != 14 and (t & 15 != i + 1 or (t >> 4) & 7 != p - XP.F0):
                    return "up top, %#x is out of place" % t
    return None
