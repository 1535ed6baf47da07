"""The card games in play: the card family's ``Play``, the screen object
the console shows while a card game is on the board (see ARCHITECTURE.md for
the interface every family implements). The cursor, the moves, the timers and
the drawing are ``tableau.py``'s ``Play``, which Solitaire Tiles' builds on
too; this one adds what only the card games run: the hint, the look after a
move (the forced moves, an auto-finish, the stuck check), the game's end. The
family's modules (this one, ``board``, ``auto``, ``tableau``, ``hint``,
``text``) load with the first card game played and are dropped on the device
when another family is played (``console.app``)."""

from micropython import const

from solitaire.cards import auto
from solitaire.cards import legal
from solitaire.cards import tableau
from solitaire.cards.piles import encode
from solitaire.cards.tableau import STUCK_MS
from solitaire.console.screens import PLAY
from solitaire.console.ticks import MASK, ticks_diff

# modules of this package the console keeps when the family is dropped: the
# game list holds records made with them
KEEP = ("rules", "games", "card", "piles")
Engine = tableau.Board  # the family's engine: Engine(rules, deal, options) deals
_BIG = const(1500)  # the work (work: cards x piles) of a game whose look for moves is split across ticks
_UP_DOWN = const(2)  # rules.UP_DOWN: a tableau building up or down
_MERCI = const(15)  # a place in Rules.extra: the merci (merci.py)
_PLAYS_UP = const(4)  # ... 3: Capricieuse's deal round the piles, and its redeal (capric.py)
# the numbers of piles.py and rules.py the game's own moves and the stuck check's slices use (tests/test_engine.py holds them equal)
_STOCK = const(0)
_WASTE = const(1)
_K_FOUND = const(2)
_GROUP = const(3)
_FOUND_SUITE = const(1)
# places in Rules.extra (host_tools/build_catalogue.py's EXTRA)
_FOUND_BACK = const(17)
_ROW_TO = const(20)  # 4: the stock fills the tableau's gaps first, a card a move (Big Ben: clock.py)
_LEFT = const(51)  # 1: once the stock is out, a space takes the next pile's top card, else the waste's (Moving Left; legal.py)
_ASKS = const(60)  # the piles asked (asks) a whole look asks at most in a tick (few_asks)
_AUDIENCE = const(15)  # a record's found_dir: King's Audience's pairs, the partner the game's own move (audience.py)
_STOCK_AGAIN = const(9)  # a record's autofill: the stock's, and spaces left while it was out filled once it is turned over again (Grandfather; rules.py)


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame)."""
    if len(rest) != 1:
        raise ValueError("snapshot too short")
    b.recycles = rest[0]
    for p in range(b.f0, b.c0):  # a base the first card up set (Big Apple): the snapshot's foundations say it
        if b.size[p] and not b.base:
            b.set_base(b.piles[p][0] & 15)


# The game's own moves and the stuck check's slices: only the card games' (this
# module's ``Play`` and ``hint.py``); Solitaire Tiles' run never holds them (cx49).
def forced_move(b):
    """Gets a move the game makes by itself: a finished suit in a game that
    takes only whole suits goes up at once; Grandfather's spaces filled from
    the stock turned over again (autofill 9); Big Ben's gaps filled on from
    the stock once the player's press has filled the first (clock.py);
    King's Audience's partner after the card it pairs with (found_dir 15:
    audience.py); Moving Left's spaces filled from the next pile once the
    stock is out."""
    if b.rules.extra[_ROW_TO] == 4 or b.rules.found_dir == _AUDIENCE:
        return legal.own_rules(b).fill(b)  # (fill, a name every card game has: a new one in this module costs Solitaire Tiles the names' next pool)
    if b.rules.autofill == _STOCK_AGAIN and b.size[_STOCK]:  # (Grandfather: a space left while the stock was out, filled once the waste is turned over; an emptied pile fills as it empties, board.apply)
        for p in range(b.t0, b.npiles):
            if not b.size[p]:
                return encode(_STOCK, p, 1)
    if b.rules.extra[_LEFT] and not b.size[_STOCK]:  # (Moving Left: a space takes the next pile's top card, else the waste's, once the stock is out; an emptied pile fills from the stock as it empties, board.apply)
        for p in range(b.t0, b.npiles):
            if not b.size[p]:
                q = p + 1 if p + 1 < b.npiles and b.size[p + 1] else _WASTE
                if b.size[q]:
                    return encode(q, p, 1)
    return legal._choose(b)[3].forced_move(b) if b.rules.found_takes == _FOUND_SUITE else None  # (suites.py's)


def work(b, p, asked):
    """Gets what listing pile ``p``'s moves (``legal_moves(p)``) costs,
    roughly, in the units the sliced looks count (cards x piles): each of
    its cards against each pile; for a pile with cards, three times as
    much again for its top card against each pile (its rank and depth on
    each, its checks), and sixteen for each foundation
    ``asked`` by rule (``by_rule``): a call or two each. (By cards alone,
    a hint's slice cost 4.3M fuel from .mpy in Fan, 18 piles of three
    cards, and 3.6M in Double Aces and Kings, 16 foundations in two
    groups.)"""
    k = b.size[p]
    return (k + 4) * b.npiles + 16 * asked if k else b.npiles


def work_all(b):
    """Gets ``work`` for every pile: the whole list of moves."""
    asked = auto.by_rule(b)
    n = 0
    for p in range(b.npiles):
        n += work(b, p, asked)
    return n


def asks(b, asked):
    """Gets the piles a pile's look (``legal_moves(p)``) asks: the tableau's
    and the ``asked`` foundations (``by_rule``), twice where each of its
    face-up cards is asked (any leads, or a build up or down) or the ranks go
    round the corner. A pile of few cards costs by these, some 10k fuel each
    from .mpy, more than its ``work``."""
    r = b.rules
    return (b.npiles - b.t0 + asked) << (r.move == _GROUP or r.tab_dir >= _UP_DOWN or b.tab_cut > 0)


def few_asks(b):
    """Checks if every pile's look (the whole list of moves) asks few enough
    piles (``asks``) for a tick: at most ``_ASKS`` in all. Trusty Twelve's
    twelve piles of a card (its work with the stock's 1,470) cost 1.8-2.0M
    fuel a whole list in its session, Up and Up's 2.2M, Yukon's 1.4M."""
    size = b.size
    kind = b.kind
    back = b.rules.extra[_FOUND_BACK]
    n = 0
    for p in range(1, b.npiles):  # (the stock's deal: one check)
        if size[p] and (back or kind[p] != _K_FOUND):
            n += 1
    return n * asks(b, auto.by_rule(b)) <= _ASKS


def look(b, p, most):
    """Looks for a move (but the stock's) from pile ``p`` on, as many piles
    as ``most`` (``work``) allows: a big game's stuck check split
    across ticks, as one whole look costs up to 5M fuel in a three-deck game.
    Gets -1 when a move is found (or the game is won), else the next pile to
    look from (``b.npiles``: none has a move)."""
    if b.won():
        return -1
    done = 0
    asked = auto.by_rule(b)
    takes = auto.takes_of(b)
    while p < b.npiles and done < most:
        if b.legal_moves(p, False, 1, takes):
            return -1
        done += work(b, p, asked)
        p += 1
    return p


class Play(tableau.Play):
    """A card game on the board, and the screen that plays it."""

    def score(self):  # the card games keep wins, no score
        return None

    def record(self, e, score):  # ... and no series of scores
        return False

    def load_series(self, totals):
        return None

    def extra(self, pause):  # the pause menu's family item: look for a hint
        self.app.show_play()
        from solitaire.cards import hint  # loads at the first hint: play needs none of it

        self.loads &= 15  # (labyrinth.py's tick would put the hint's slices off a tick: it loads at its first draw, as it did)
        hint.look(self)

    def _hint(self, s):
        """Shows the hint search ``s`` found."""
        from solitaire.cards import hint  # (loaded: it found the move)

        hint.show(self, s.given(), s.first)

    def stuck(self):
        """No move is left (found when the keys were idle)."""
        self.app.say("No moves left: B undoes")

    def shown_move(self):
        """Gets the held cards' move as the screen marks it: its source,
        its destination and how many cards."""
        return self.cands[self.target]

    def after_move(self):
        app = self.app
        self.version += 1
        b = self.board
        m = forced_move(b)
        while m is not None:
            b.apply(m, True)
            m = forced_move(b)
        if app.auto_finish and auto.can_finish(b):
            self.finishing = True  # tick() plays it out, a card at a time
            self.idle_deals = 0
        if b.won():
            self.game_won()
        elif b.nmoves:
            # looking for a way out can take a while: do it when idle
            self.stuck_check = True
            self.next_step = (app.now + STUCK_MS) & MASK

    def game_won(self):
        """The game is won: its screen."""
        from solitaire.console import won  # (the win screen: loaded as it shows)

        self.app.show(won.Won(self.app))

    def _timers(self, now):
        """The card games' own timers: the rarer modules' loads, a tick each while the keys rest, and the check for a stuck game; the rest
        (the hint's slices, a send-up, an auto-finish) the base's (``tableau.Play``)."""
        if self.loads:  # (a tick each: a load costs some 0.8M fuel; in the first redeal's key Royal Family's came to 2.06M, in a hint's slice Double Aces and Kings' to 2.07M)
            if self.loads & 1:
                __import__("solitaire.cards.capric" if self.board.rules.extra[_PLAYS_UP] == 3 else "solitaire.cards.redeal")  # (Capricieuse's redeal is capric.py's, loaded with the deal: its tick kept, the same ticks)
            elif self.loads & 2:
                __import__("solitaire.cards.basecards") if self.board.rules.extra[65] else legal.fitter(self.board)  # (which loads the foundations' modules)
            else:  # (the cursor's depth asks them at its first move: Puss in the Corner's two came to 2.02M fuel in a key; Labyrinth's draws loaded theirs once the stock was out, in a stuck check's slice: 2.08M)
                __import__(("solitaire.cards.merci" if self.board.rules.extra[_MERCI] else "solitaire.cards.bouquet") if self.loads & 4 else "solitaire.cards.puss" if self.loads & 8 else "solitaire.cards.labyrinth")
            self.loads &= self.loads - 1  # (the lowest bit: done)
            return False
        if self.hinting is not None or self.sending or self.finishing or not self.stuck_check or ticks_diff(now, self.next_step) < 0:
            return tableau.Play._timers(self, now)  # (an auto-finish's next step is the stuck check's: neither is due before it)
        b = self.board
        n = b.npiles
        s = self.stuck_check - 1  # the pile to look from; n: the stock's deals
        if self.app.state != PLAY:
            p = -1
        elif s < n and work_all(b) << (b.rules.tab_dir == _UP_DOWN) <= _BIG and few_asks(b):  # (the piles' whole look in one tick; building up or down, each run is tried both ways: twice the work, 2.6M fuel in Royal Family's 52 cards x 18 piles; Up and Up's ten piles of a card asked round the corner, 2.3M)
            p = -1 if b.won() or b.legal_moves(-1, False, 1) else n  # ... and the stock's deals in the next (both in one: Canfield Rush's 2.06M fuel, Circle Eight's 2.03M)
        elif s < n:  # a big game looks a few piles a tick (look) ...
            p = look(b, s, _BIG // 6)
        else:  # ... and at its stock's deals in a tick of their own
            p = n + 1 if b.stock_stuck(auto.takes_of(b)) else -1
        self.stuck_check = p + 1 if 0 <= p <= n else False
        if p > n:
            self.stuck()
            return True
        return False
