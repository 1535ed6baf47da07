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

from solitaire.cards import after
from solitaire.cards import auto
from solitaire.cards import legal
from solitaire.cards import tableau
from solitaire.cards.tableau import STUCK_MS
from solitaire.console.screens import PLAY
from solitaire.console.ticks import MASK, ticks_diff

# modules of this package the console keeps when the family is dropped: the
# game list holds records made with them
KEEP = ("rules", "games", "card", "piles")
Engine = tableau.Board  # the family's engine: Engine(rules, deal, options) deals
_BIG = const(1500)  # the work (after.work: cards x piles) of a game whose look for moves is split across ticks
_UP_DOWN = const(2)  # rules.UP_DOWN: a tableau building up or down
_MERCI = const(15)  # a place in Rules.extra: the merci (merci.py)
_PLAYS_UP = const(4)  # ... 3: Capricieuse's deal round the piles, and its redeal (capric.py)
_REDEALS = const(10)  # ... the stock's slot redeals (redeal.py)
_HINT_SLICE = const(4)  # moves the hint's search tries in one tick (each: a move, a score, an undo)

# the rarer rules' modules it loads: each one's place in ``legal.module``'s table of names
_M_BASECARDS = const(51)
_M_BOUQUET = const(61)
_M_CAPRIC = const(77)
_M_LABYRINTH = const(129)
_M_MERCI = const(139)
_M_PUSS = const(159)
_M_REDEAL = const(164)



def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame)."""
    if len(rest) != 1:
        raise ValueError("snapshot too short")
    b.recycles = rest[0]
    for p in range(b.f0, b.c0):  # a base the first card up set (Big Apple): the snapshot's foundations say it
        if b.size[p] and not b.base:
            b.set_base(b.piles[p][0] & 15)


class Play(tableau.Play):
    """A card game on the board, and the screen that plays it."""

    def start(self, rules, deal, options, board=None):
        tableau.Play.start(self, rules, deal, options, board)
        r = self.board.rules
        self.loads = (r.extra[_REDEALS] > 0) | (legal.rare_found(r) > 0 or r.extra[65] > 0) << 1 | (r.extra[_MERCI] > 0 or r.extra[65] > 0) << 2 | (r.extra[_MERCI] == 4) << 3 | (r.extra[_MERCI] == 3) << 4  # (65, waste_all: bouquet.py as a merci's module, and the basecards.py it imports in a tick before: both in one, 2.04M fuel)

    def key(self, k):
        s = self.hinting
        self.hinting = None  # a key stops a hint still being looked for ...
        if s is not None and s.over:  # ... but one found shows first, as if in the tick it was found
            self._hint(s)
        tableau.Play.key(self, k)

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
        m = after.forced_move(b)
        while m is not None:
            b.apply(m, True)
            m = after.forced_move(b)
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
        """The card games' own timers: the rarer modules' loads, a tick each while the keys rest, the hint's slices and the check for a
        stuck game; the rest (a send-up, an auto-finish) the base's (``tableau.Play``)."""
        if self.loads:  # (a tick each: a load costs some 0.8M fuel; in the first redeal's key Royal Family's came to 2.06M, in a hint's slice Double Aces and Kings' to 2.07M)
            if self.loads & 1:
                legal.module(_M_CAPRIC if self.board.rules.extra[_PLAYS_UP] == 3 else _M_REDEAL)  # (Capricieuse's redeal is capric.py's, loaded with the deal: its tick kept, the same ticks)
            elif self.loads & 2:
                legal.module(_M_BASECARDS) if self.board.rules.extra[65] else legal.fitter(self.board)  # (which loads the foundations' modules)
            else:  # (the cursor's depth asks them at its first move: Puss in the Corner's two came to 2.02M fuel in a key; Labyrinth's draws loaded theirs once the stock was out, in a stuck check's slice: 2.08M)
                legal.module((_M_MERCI if self.board.rules.extra[_MERCI] else _M_BOUQUET) if self.loads & 4 else _M_PUSS if self.loads & 8 else _M_LABYRINTH)
            self.loads &= self.loads - 1  # (the lowest bit: done)
            return False
        s = self.hinting
        if s is not None:  # the hint's search, a slice a tick
            if not s.over:  # (found, it shows in the next tick: the last slice's tries and the hint's redraw in one cost 2.13M fuel in Alternative)
                s.over = s.step(_HINT_SLICE)
                return False
            self.hinting = None
            self._hint(s)
            return True
        if self.sending or self.finishing or not self.stuck_check or ticks_diff(now, self.next_step) < 0:
            return tableau.Play._timers(self, now)  # (an auto-finish's next step is the stuck check's: neither is due before it)
        b = self.board
        n = b.npiles
        s = self.stuck_check - 1  # the pile to look from; n: the stock's deals
        if self.app.state != PLAY:
            p = -1
        elif s < n and after.work_all(b) << (b.rules.tab_dir == _UP_DOWN) <= _BIG and after.few_asks(b):  # (the piles' whole look in one tick; building up or down, each run is tried both ways: twice the work, 2.6M fuel in Royal Family's 52 cards x 18 piles; Up and Up's ten piles of a card asked round the corner, 2.3M)
            p = -1 if b.won() or b.legal_moves(-1, False, 1) else n  # ... and the stock's deals in the next (both in one: Canfield Rush's 2.06M fuel, Circle Eight's 2.03M)
        elif s < n:  # a big game looks a few piles a tick (after.look) ...
            p = after.look(b, s, _BIG // 6)
        else:  # ... and at its stock's deals in a tick of their own
            p = n + 1 if b.stock_stuck(auto.takes_of(b)) else -1
        self.stuck_check = p + 1 if 0 <= p <= n else False
        if p > n:
            self.stuck()
            return True
        return False
