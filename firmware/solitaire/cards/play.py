"""The card games in play: the card family's ``Play``, the screen object
the console shows while a card game is on the board (see ARCHITECTURE.md for
the interface every family implements). The cursor, the moves, the timers and
the drawing are ``tableau.py``'s ``Play``, which Solitaire Tiles' builds on
too; this one adds what only the card games run: the hint, the look after a
move (the forced moves, an auto-finish, the stuck check), the game's end. The
family's modules (this one, ``board``, ``auto``, ``tableau``, ``hint``,
``text``) load with the first card game played and are dropped on the device
when another family is played (``console.app``)."""

from solitaire.cards import auto
from solitaire.cards import tableau
from solitaire.cards.tableau import STUCK_MS
from solitaire.console.screens import Won
from solitaire.console.ticks import MASK

# modules of this package the console keeps when the family is dropped: the
# game list holds records made with them
KEEP = ("rules", "games", "card", "piles")
Engine = tableau.Board  # the family's engine: Engine(rules, deal, options) deals


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
        m = auto.forced_move(b)
        while m is not None:
            b.apply(m, True)
            m = auto.forced_move(b)
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
        self.app.show(Won(self.app))
