"""Six-Suit Solitaire on the console: its screen and its keys.

Six-Suit's family ``Play`` (the interface is in ARCHITECTURE.md), shown in
play, on its score sheet and at the game's end; keys go to ``key()``,
timers to ``tick()``, ``draw()`` fills the ``Screen``; the menus stay the console's.

The screen, 128 x 64 (tiles from ``tslots12.bmp`` and ``tiles12.bmp``, see
``tiles.py``)::

    top row   up top, in rail order: Anchors Clubs Diamonds Hearts Spades
              Wheels, two blanks, the Joker column (cashed Jokers), the stock
    row 0     over each layout column, its face-down tiles (the tableau);
              over the discards, the liberties to take
    rows 1-7  the layout columns I..IX, each tile's head from the rail
              down, the bottom tile with a foot; the tenth column is the
              discards, oldest first, the talon at the bottom
    bottom    a status line: stock count and score (messages replace it
              for a moment)

A Joker's head has a crown for a top edge and its colour's mark (black a
solid disc, red a ring, green a half disc, as black pips are solid and red
ones hollow); one that stands for a tile shows that tile's face (or its rank
and ``?``) in a second row under it. Long columns (and the discards) show
their last tiles under an ellipsis; moving the cursor up scrolls. The cursor
inverts the one tile it is on (whole columns move); picked up, the moving
tiles are inverted and where they would land is marked.

Keys::

    left/right  the cursor: columns I..IX, the discards, the stock
    up/down     up a column (to see it, or to reach a Joker in it); up the
                discards (browse them); from the oldest discard up to the
                stock
    A           on the stock: draw. On a column or the talon: pick it up
                (the whole column moves; up top, its bottom tile); then
                left/right choose where it goes, up/down what a Joker
                stands for, A drops it. A tile with one place to go goes at
                once. On an older discard, with a liberty to take: take it
                (it becomes the talon and is picked up). On a Joker higher
                up a column: declare it.
    hold A      on a Joker (talon or layout): declare it (left/right rank,
                up/down suit, A); on another tile: send it up top
    B           undo: the last action, a declaration with the move it
                came with (holding or declaring: put it back)
    hold B      pause menu (score sheet, undo, new deal, ...)

A pick offers each place with the declaration it needs (either suit first),
so a Joker is declared as it moves: A, A; naming the suit is a down more.
When a liberty is earned the cursor goes to the discard likeliest to play,
so taking it and playing it is A, A.

The game ends when the stock is out and nothing can be played (checked when
the keys are idle): the score sheet shows, and its total goes into the five-
game series (``series``, a ``score.Series``, made for Six-Suit alone: its
``totals`` are saved).
"""

from array import array

from micropython import const

from solitaire.console import screen as S
from solitaire.console import buttons as U
from solitaire.sixsuit.piles import SUIT_COLOUR
from solitaire.sixsuit.engine import SIXSUIT, SixSuit
from solitaire.console.ticks import ticks_diff
from solitaire.sixsuit.choices import Choices
from solitaire.sixsuit.draw import tile_text, decl_text, Drawing

# engine's and piles' numbers as this module's own consts (a from-import is an entry in
# its globals for good; tests/test_fortwo.py holds them equal)
_STOCK = const(0)
_DISC = const(1)
_DECLARE = const(2)
_F0 = const(2)
_LIBERTY = const(5)
_L0 = const(9)
_NPILES = const(27)
_U0 = const(29)
_F_AUTO = const(128)
# draw's (its modes, its cursor's stops, a candidate's bits), no entry in either module's globals
_NORMAL = const(0)
_HOLD = const(1)
_DECLARE_MODE = const(2)
_KNOCK_MODE = const(3)
_DISC_POS = const(9)
_STOCK_POS = const(10)
_STOPS = const(11)
_SIG = const(6)
_DECL = const(268435456)
_MOVE_MASK = const(524287)
_STUCK_MS = const(250)
# the console's (screens' states, ticks' mask)
_PLAY = const(1)
_WIN = const(4)
_MASK = const(536870911)

KEEP = ()  # modules of this package the console keeps when the family is dropped


def Engine(rules, deal, options):
    """Deals a game of the family: Six-Suit's engine, or Solitaire for
    Two's (its module loads only for it)."""
    if rules.id == "fortwo":
        from solitaire.sixsuit.fortwo import ForTwo

        return ForTwo(rules, deal, options)
    return SixSuit(rules, deal, options)


def restore_tail(g, rest):
    """Restores what a ``key()`` snapshot holds after the piles (savegame:
    ``snap.py``, loaded only by a resume from one)."""
    from solitaire.sixsuit import snap

    snap.restore_tail(g, rest)

class Play(Choices, Drawing):
    """Six-Suit Solitaire on the board, and the screen that plays it (its
    score sheet too: ``kind`` is PLAY, WIN at the game's end, or SHEET)."""

    kind = _PLAY
    extra_label = "Score sheet"  # the pause menu's family item

    def __init__(self, app):
        self.app = app
        self.screen = app.screen
        r = app.games[app.gi] if app.gi is not None else None
        if r is not None and r.id == "fortwo" and app.collect is not None:
            # Solitaire for Two's own modules load into the heap's holes
            # while the room the App let go is held again: its piles and
            # history are made there after them, in one piece
            room = bytearray(3072)
            from solitaire.sixsuit import fortwo, match  # noqa: F401

            room = None
            app.collect()
        # the undo marks first, in the room the App let go for the Play
        # (_load_family): the history's length at each player action,
        # marks[1..marks[0]] (marks[0], range's 0, their count), room for
        # 256 (a list grown past 128 asked 1 KB in one piece mid-game), or
        # Solitaire for Two's 64: its undo stays in the turn (``_act``).
        # Taken at the first action, their 514 bytes found no piece there;
        # from range, not bytes(514): no copy in the room beside them
        self.marks = array("H", range(65 if r is not None and r.id == "fortwo" else 257))
        # the game's piles, made with the screen (once, as the modules load):
        # each start deals into them. The App has chosen the game (``gi``)
        # it is about to start (``r``): its engine (Six-Suit's or Solitaire for Two's)
        self.board = Engine(r, 1, r.default_options()) if r is not None and r.family == SIXSUIT.family else SixSuit()
        self.two = None  # Solitaire for Two's turns (a match.Match), or None
        self.series = None  # (Six-Suit's: _match)
        self._match()  # (its modules load now, with the family's, into as few holes)
        self.pos = 0
        self.depth = 1
        self.mode = _NORMAL
        self.src = 0  # HOLD: the pile picked up
        self.cands = []  # HOLD: per destination, its variants (packed moves)
        self.target = 0
        self.variant = 0
        self.decls = []  # DECLARE_MODE: the declarations the Joker may take
        self.dc = 0  # DECLARE_MODE: the Joker's colour
        self.di = 0
        self.version = 0  # bumped whenever the game changes
        self.sig = bytearray(_SIG * 10)  # what each column was last drawn from
        self.jstate = bytearray(9)  # where each Joker was, what it stood for
        self.force = bytearray(32)  # per pile: draw it again (a Joker was or is there)
        self.drawn = None  # the game and version the screen shows
        self.fill = True  # _draw_columns blanks under each column (not after a whole blanking)
        self.drawn_version = -1
        self.top_key = -1
        self.previewed = -1  # the pile whose Joker showed a declaration being chosen
        self.status = bytearray(S.TEXT_COLS)
        self.status_version = -1
        self.msg_live = False
        self.check_due = False
        self.check_at = 0
        self.recorded = False
        self.page = 0  # score sheet: 0 this game, 1 the series
        self.sheet_back = None  # SHEET: the screen Back goes to

    # -- starting ---------------------------------------------------------

    def start(self, rules, deal, options, board=None):
        """Deals a game, or takes ``board`` as it is (a saved game), and
        shows it; gets the game."""
        g = self.board
        variant = rules.with_options(options)
        if board is not None:
            self.board = board
        elif g is not None and g.fits(variant):  # the piles are reused
            g.redeal(deal, variant, options)
        else:
            self.board = None
            self.board = Engine(rules, deal, options)
        self._match()
        self.screen.set_layout(_STOPS - 1, _STOPS - 1, "tslots", "tiles")
        self.pos = 0
        self.depth = 1
        self.mode = _NORMAL
        self.marks[0] = 0
        self.version += 1
        self.drawn = None
        self.msg_live = False
        self.check_due = False
        self.recorded = False
        return self.board

    def resume(self, board, ended):
        """Plays on ``board``, a saved game of the deal just started (its end
        already counted when ``ended``)."""
        self.board = board
        self._match()
        self.check_due = True
        self.recorded = ended
        if board.won() or (not board.size[_STOCK] and board.stuck()):
            self.kind = _WIN

    def _match(self):
        """Holds Solitaire for Two's turns while its game is on the board."""
        if self.board.NP == _NPILES:
            self.two = None
            if self.series is None or type(self.series) is list:  # (load_series's totals)
                from solitaire.sixsuit.score import Series

                self.series = Series(self.series or ())
        else:
            self.app.forget("solitaire.sixsuit.result")  # (the sheet's, loaded to draw it)
            if self.two is None:
                from solitaire.sixsuit.match import Match

                self.two = Match(self)
            self.two.shown_pts = -1  # the status line afresh (the seats may differ)

    @property
    def holding(self):
        """Checks if tiles are picked up (or a Joker is being declared)."""
        return self.mode != _NORMAL

    def busy(self):
        """Checks if a computer seat is playing (Six-Suit never plays by
        itself: the display may sleep)."""
        return self.two is not None and self.two.busy()

    def score(self):
        """Gets the score the statistics keep: the game's total (Solitaire
        for Two: seat 1's side's)."""
        if self.two is not None:
            return self.board.scores()[0]
        return self.board.score().total

    def record(self, e, score):  # (the statistics' five-game series takes it)
        return False

    def load_series(self, totals):
        """Takes the five-game series back from the statistics (``_match`` makes it a Series)."""
        self.series = totals

    def say(self, text):
        self.app.say(text)
        self.msg_live = True

    def _quiet(self):
        """Lets the message showing go at the next tick."""
        if self.msg_live:
            self.app.msg_until = self.app.now

    # -- keys ---------------------------------------------------------------

    def key(self, k):
        """Handles a key in play, on the score sheet or at the game's end."""
        if self.two is not None:
            self.two.keyed = True  # (its draw leaves the columns to the ticks)
        if self.app.state != _PLAY:
            self._sheet_key(k)
        elif self.mode == _HOLD:
            self._hold_key(k)
        elif self.mode == _DECLARE_MODE:
            from solitaire.sixsuit.declare import _declare_key

            _declare_key(self, k)
        elif self.mode == _KNOCK_MODE:
            from solitaire.sixsuit.knock import knock_key

            knock_key(self.two, k)
        elif k <= U.RIGHT:
            self.pos, self.depth = self.step(k, self.pos, self.depth)
        elif self.two is not None and not self.two.mine() and k != U.B_HOLD:
            if k == U.A:
                self.two.skip()  # the computer's next action at once
        elif k == U.A:
            self._press()
        elif k == U.B:
            self.undo()
        elif k == U.A_HOLD:
            self._hold_a()
        elif k == U.B_HOLD:
            self.app.pause()

    def step(self, k, pos, depth):
        """Gets where the cursor goes on arrow key ``k``, as (pos, depth)."""
        if k == U.LEFT or k == U.RIGHT:
            return (pos + (1 if k == U.RIGHT else -1)) % _STOPS, 1
        if k == U.UP:
            if pos == _DISC_POS and self.two is not None:
                most = self.two.disc_view()[1]
            else:
                most = self.board.size[_DISC if pos == _DISC_POS else _L0 + pos] if pos < _STOCK_POS else 0
            if depth < most:
                return pos, depth + 1
            if pos == _DISC_POS:
                return _STOCK_POS, 1
        elif depth > 1:
            return pos, depth - 1
        elif pos == _STOCK_POS:
            return _DISC_POS, 1
        return pos, depth

    def _pile(self):
        return _DISC if self.pos == _DISC_POS else _L0 + self.pos

    def _two_press(self, hold):
        """Solitaire for Two's A (or hold A) on the discards or the stock
        (its up tiles, its draw and knock): gets False elsewhere."""
        if self.two is None or self.pos < _DISC_POS:
            return False
        if self.pos == _STOCK_POS:
            self.two.press_stock()
        else:
            self.two.press(hold)
        return True

    def _press(self):
        g = self.board
        if self._two_press(False):
            return
        if self.pos == _STOCK_POS:  # (Six-Suit's draw: its score's module, loaded with its game)
            from solitaire.sixsuit.score import _draw_stock

            _draw_stock(self, g)
            return
        p = self._pile()
        k = g.size[p]
        if not k:
            self.say("Nothing there")
            return
        if self.depth > k:  # the pile changed under the cursor
            self.depth = k
        if p == _DISC and self.depth > 1:
            self._liberty(k - self.depth)
            return
        t = g.piles[p][k - self.depth]
        if self.depth > 1 and t & 15 == 14 and self._open_declare(SUIT_COLOUR[(t >> 4) & 7]):
            return
        if not self._pick(p):
            t = g.top(p)
            if p != _DISC and t & 15 == 14:
                self._open_declare(SUIT_COLOUR[(t >> 4) & 7])

    def _hold_a(self):
        g = self.board
        if self._two_press(True):
            return
        if self.pos == _STOCK_POS:  # (Six-Suit's draw: its score's module, loaded with its game)
            from solitaire.sixsuit.score import _draw_stock

            _draw_stock(self, g)
            return
        p = self._pile()
        k = g.size[p]
        if not k:
            self.say("Nothing there")
            return
        if self.depth > k:
            self.depth = k
        if p == _DISC and self.depth > 1:
            self.say("Only the talon plays")
            return
        t = g.piles[p][k - self.depth]
        if t & 15 == 14:
            if not self._open_declare(SUIT_COLOUR[(t >> 4) & 7]):
                self.say("Nothing to declare")
            return
        t = g.top(p)
        m = (_F0 + ((t >> 4) & 7)) << 8 | p
        if g.check(m, False) is None:
            self._act(m)
        else:
            self.say("%s can't go up top" % tile_text(t))

    # -- picking up and dropping --------------------------------------------

    def _pick(self, src):
        """Picks up the talon or a column; gets False when it can't move."""
        g = self.board
        cands = self.candidates(src)
        if not cands:
            t = g.top(src) if src == _DISC else g.up_tile(src - _U0) if src >= _U0 else g.piles[src][0]
            self.say("%s: no move" % tile_text(t))
            return False
        if len(cands) == 1 and len(cands[0]) == 1:
            self._make(cands[0][0])
            return True
        self._hold(src, cands)
        return True

    def _hold(self, src, cands):
        best = 0
        best_v = -1
        for i in range(len(cands)):
            v = self._worth(src, cands[i][0])
            if v > best_v:
                best_v = v
                best = i
        self.src = src
        self.cands = cands
        self.target = best
        self.variant = 0
        self.mode = _HOLD
        self._say_variant()

    def _hold_key(self, k):
        n = len(self.cands)
        vs = self.cands[self.target]
        if (k == U.UP or k == U.DOWN) and len(vs) > 1:
            self.variant = (self.variant + (1 if k == U.DOWN else -1)) % len(vs)
            self._say_variant()
        elif k <= U.RIGHT:
            self.target = (self.target + (1 if k == U.RIGHT or k == U.DOWN else -1)) % n
            self.variant = 0
            self._say_variant()
        elif k == U.A:
            self.mode = _NORMAL
            self._quiet()
            self._make(vs[self.variant])
        elif k == U.B or k == U.B_HOLD:
            self.mode = _NORMAL
            self._quiet()
            if k == U.B_HOLD:
                self.app.pause()

    def _make(self, v):
        decl = 0
        if v & _DECL:
            decl = _DECLARE << 16 | ((v >> 26) & 3) << 8 | ((v >> 19) & 0x7F)
        self._act(v & _MOVE_MASK, decl, True)

    def _act(self, m, decl=0, checked=False):
        """Makes a player action (a declaration and a move, or either) and
        the game's own moves after it; gets False when it was refused.
        ``checked``: the candidates offered it, so it is legal (a second
        check would cost as much again: a Solo Ace's is dear)."""
        g = self.board
        n = g.nmoves
        libs = g.libs
        seat = g.st[0] if self.two is not None else 0
        floor = g.undo_floor() if self.two is not None else -1
        why = g.check(decl) if decl and not checked else None
        if why is None:
            if decl:
                g.apply(decl)
            if m:
                why = None if checked else g.check(m)
                if why is None:
                    g.apply(m)
        if why is not None:
            while g.nmoves > n:
                g.undo()
            self.say(why)
            return False
        marks = self.marks
        if floor == n:  # (Solitaire for Two: undo goes no further back, the marks under it are of no use)
            marks[0] = 0
        if marks[0] + 1 == len(marks):
            marks.extend(bytes(512))  # (256 more, rarely: MicroPython copies the bytes; CPython adds an item a byte, 512, the same play)
        marks[0] += 1
        marks[marks[0]] = n
        g.settle()
        self.version += 1
        self.depth = 1
        self.check_due = True
        self.check_at = (self.app.now + _STUCK_MS) & _MASK
        if self.two is not None:
            self.two.after(n, seat)
        if g.libs > libs and g.size[_DISC] > 1:
            # a liberty: the cursor goes to the discard likeliest to play
            self.pos = _DISC_POS
            self.depth = self._best_discard()
            if self.two is not None:
                self.depth = self.two.depth_of(g.size[_DISC] - self.depth)
            self.say("Liberty! A takes it")
        return True

    def _liberty(self, i):
        g = self.board
        if not g.libs:
            self.say("Only the talon plays")
            return
        if not self._act(_LIBERTY << 16 | i):
            return
        self.pos = _DISC_POS
        self.depth = self.two.talon_depth() if self.two is not None else 1
        cands = self.candidates(_DISC)
        if cands:
            self._hold(_DISC, cands)

    # -- declaring a Joker where it is (declare.py: loaded for it alone) -------

    def _open_declare(self, c):
        """Starts choosing what the Joker of colour ``c`` stands for; gets
        False when it can take no other declaration."""
        from solitaire.sixsuit import declare

        return declare._open_declare(self, c)

    # -- undo ----------------------------------------------------------------

    def undo(self):
        """Takes back the last player action and the game's moves after it."""
        g = self.board
        self.mode = _NORMAL
        if not g.nmoves:
            self.say("Nothing to undo")
            return
        floor = 0
        if self.two is not None:  # only in the player's own turn, and never past a draw, a turn-up or a knock
            floor = g.undo_floor()
            if g.nmoves <= floor or not self.two.mine():
                self.say("Undo stays in your turn")
                return
        marks = self.marks
        while marks[0] and marks[marks[0]] >= g.nmoves:
            marks[0] -= 1
        if marks[0]:
            to = marks[marks[0]]
            marks[0] -= 1
        else:
            to = g.nmoves
            while to and g.flags_at(to - 1) & _F_AUTO:
                to -= 1
            to = to - 1 if to else 0
        if to < floor:
            to = floor
        while g.nmoves > to:
            g.undo()
        self.version += 1
        self.depth = 1
        if self.app.state == _WIN:
            self.app.show_play()

    # -- time -----------------------------------------------------------------

    def tick(self, now):
        """Runs the message timer and, when the keys are idle, looks for the
        game's end; returns True when the screen changed."""
        app = self.app
        changed = False
        if self.two is not None:
            self.two.keyed = False
        if self.msg_live and ticks_diff(now, app.msg_until) >= 0:
            self.msg_live = False
            changed = True
        if self.two is not None and self.two.tick(now):
            changed = True
        if self.two is not None and self.two.pending and app.state == _PLAY:
            changed = True
        if self.check_due and app.state == _PLAY and self.mode == _NORMAL and ticks_diff(now, self.check_at) >= 0:
            self.check_due = False
            g = self.board
            if g.won() or (not g.size[_STOCK] and g.stuck()):
                self.game_over()
                changed = True
        return changed

    def game_over(self):
        """Shows the score sheet; the game's total goes into the series
        (once a game)."""
        if not self.recorded and self.two is None:
            if self.series.done():
                from solitaire.sixsuit.score import Series  # (loaded: _match's)

                self.series = Series()
            self.series.add(self.board.score().total)
            self.recorded = True
        self.kind = _WIN
        self.mode = _NORMAL
        self.page = 0

