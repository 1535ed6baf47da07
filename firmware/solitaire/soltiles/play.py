"""Solitaire Tiles on the console: the card games' screen and keys, with the special tiles, the game's
end and its score (the player's side of it all: docs/soltiles.md).

The card family's ``Play`` does the cursor, picks and drawing; this one adds (the rules are in
``engine.py``, the turns' in ``turns.py``, a match's in ``match.py``): the hand in the top row's gap (Points; two players: the
seat on turn's), a special's claim and a Wild's, a replacement's and a swap's destinations as any
pick's, the status line (the points, the goal, the specials owned, ``@`` while a Swirl is active;
two players: both seats' points, ``*`` on the seat on turn), the end (the pause menu's family item,
or no move left) and its screen, the draw and the knock on the stock, undo within the seat's own
turn, the computer seat (a slice of thinking a tick, a move at most every half second, A: at once)
and the match of three games the statistics keep.
"""

from micropython import const

from solitaire.cards import auto
from solitaire.cards import tableau as cards
from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import encode
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.screens import text_page, title
from solitaire.console.ticks import ticks_diff
from solitaire.soltiles import engine
from solitaire.soltiles.engine import Tiles, cpu_on_turn
from solitaire.soltiles import legal

_BLACK_WILD = const(0x7F)  # (the numbers of other modules it uses, as its own consts: a from-import is a globals entry while it is loaded; tests/test_soltiles.py)
_END = const(0xFE)
_GOAL = const(1000)
_KNOCK = const(0xFD)
_K_FOUND = const(2)
_PLAY = const(1)
_POINTS = const(1)
_RED_WILD = const(0x6F)
_REPLACE = const(0x40)
_STANDARD = const(0)
_STOCK = const(0)
_SWAP = const(0x60)
_SWIRL = const(0x4F)
_TWO = const(2)
_WASTE = const(1)
_WILD_UP = const(0x50)
_WIN = const(4)

KEEP = ()
Engine = Tiles


def restore_tail(b, rest):
    """Restores what a ``key()`` snapshot holds after the piles (``snap.py``)."""
    from solitaire.soltiles import snap

    snap.restore_tail(b, rest)


# each tile byte's face: the cards', and the specials in faces no card has (a bytearray: a bytes copy left a 256-byte hole in every run, docs/heap.md)
FACES = bytearray(256)
FACES[0:128] = FACES[128:256] = memoryview(T.FACE_OF)[128:]  # (face down or up, a tile shows its face)
FACES[_RED_WILD] = FACES[_RED_WILD | FACE_UP] = 90  # (no loop: its variables would be module globals, two names held for good)
FACES[_BLACK_WILD] = FACES[_BLACK_WILD | FACE_UP] = 103
FACES[_SWIRL] = FACES[_SWIRL | FACE_UP] = FACES[_SWIRL | 0x10] = FACES[_SWIRL | 0x10 | FACE_UP] = 52
_SUITS = ("clubs", "diamonds", "hearts", "spades")
# its messages, a line each in one bytes object (strings of their own were some 30-50 bytes of heap each
# while the module is loaded: docs/heap.md, tplay37); ``_say`` makes the line's string when said
_SAY = (
    b"No specials owned\nA picks a special up\n\nNo move\nUndo stays in your turn\nSwap the %ss\n\nWild up as %s\nReplace the Wild\n\nClaim it\n\n"
    b"Swirl on, draw one\n\nWild onto the sequence\n\nUltimate victory\n\nCommon victory\n\nNo victory\n\nS1 %s %+d  S2 %s %+d\n\nGame %d of %d, won %d-%d\n"
    b"\nPoints %d to %d\nDraw match\n\nSeat %d wins the match\n\nS1%s%+d S2%s%+d%s\n%+d %d/%d%s\nA tie\nSeat %d wins\n\n%s #%d\n\n%d tiles up\nPoints %+d\n"
    b"\nVoid:\nGOAL! %d in %d games\n\nGoal %d/%d\n\nA: next deal  B: menu\nYou own two already\n"
)
_AT = b"\x00\x09\x14\x18\x24\x2b\x32\x3b\x40\x4a\x56\x5f\x67\x6d\x78\x85\x8d\x93\x9f\xa8\xae\xb1\xb8\xbc\xc2\xc8\xcb\xd6\xdc\xe7"  # each line's start, in two-byte steps (a line starts at an even byte: an empty line pads; tests/test_soltiles.py)
_GAMES = const(3)  # a match's (two players)


match = None  # match.py (two players: the match's sums, winner and lines), loaded in a tick of its own after a deal of two (Play.tick)


def _match():
    """Gets ``match.py``, loading it if it is not (two players: not in the key that ends the game,
    whose fuel it took over 2M: 1,769,000 -> 2,377,000 with the sound)."""
    global match
    if match is None:
        from solitaire.soltiles import match
    return match


def _swirl_off(app):
    """Lets ``swirl.py`` go, if it is loaded (no Swirl is on, the game is over)."""
    if legal.swirl is not None:
        legal.swirl = None
        app.forget("solitaire.soltiles.swirl")


def _say(i):
    """Gets message ``i`` (line ``i`` of ``_SAY``; bytes: a str's find walks its characters from its
    start, a loop over its lines cost the end screen's key 0.5M fuel)."""
    j = _AT[i] * 2
    return str(_SAY[j : _SAY.find(b"\n", j)], "ascii")


def victory(b):
    """Gets the victory's name: 52 up ultimate, 10 or more common."""
    n = b.naturals_up()
    return _say(10) if n == 52 else _say(11) if n >= 10 else _say(12)  # "Ultimate victory", "Common victory", "No victory"


class Play(cards.Play):
    """Solitaire Tiles on the board, and the screen that plays it."""

    ENGINE = Tiles
    faces = FACES
    extra_label = "End game"

    def __init__(self, app):
        # The game about to start (``gi``) gets its engine now, first, in the room the App let go
        # for the Play: its history (a two-player game seldom passes 192 moves, the session's 97:
        # 1 KB left the resume no 408 bytes in one piece for rebuild.py; a Points game runs to some
        # 400; the mode's value index is its value), its two players' log and its piles; each start
        # and the resume's rebuild deal into them. Made later, the device-true session found no
        # room in one piece (docs/heap.md).
        r = app.games[app.gi] if app.gi is not None else None
        ours = r is not None and r.family == Tiles.FAMILY
        two = ours and app.options[app.gi][0] == _TWO
        if not two and engine.undoing is None:  # undo.py with the family's code, as one player opens (loaded later it moved the Points game's layout: its first tick, loading score.py, took 2,177,000 fuel with the sound)
            from solitaire.soltiles import undo

            engine.undoing = undo
        Tiles.hist = bytearray(768 if two else 2048)
        Tiles.tlog = bytearray(320)
        cards.Play.__init__(self, app)
        if ours:
            self.board = Tiles(r)
        self.total = 0  # points towards the goal (Points), as the statistics keep them
        self.games = 0  # games they took
        self.reached = 0  # the game just ended reached the goal, in this many games
        self.status_mark = None  # the message line shows the status line: till this message's end (None: not)
        self.status_text = ""
        self.status_due = False  # the board changed: the status line on the next tick
        self.stuck_half = False  # the stuck check found no move on the board: the deals next
        # two players: the match so far, as the statistics keep it (games, games won by seat 1 and 2,
        # points of seat 1 and 2), the computer's thinking (done: its ``move`` made) and when it may
        # act (the Play's attributes stay 37 at most: the 38th grew its dict by 376 bytes in one
        # piece at the first opening, docs/heap.md)
        self.match = [0, 0, 0, 0, 0]
        self.thinking = None
        self.think_version = -1  # the board it thinks about
        self.act_at = 0
        if two:  # turns.py as a Play for two is made, after its room (a deal of two on a Play for one loads it after the deal's key: Play.tick, Tiles.apply)
            engine.turns_loaded()

    # -- the family interface ---------------------------------------------------

    def start(self, rules, deal, options, board=None):
        global match
        if self.reached:  # the goal was reached: a new one starts
            self.total = self.games = self.reached = 0
        if self.match[0] >= _GAMES:  # the match is over: a new one
            self.match = [0, 0, 0, 0, 0]
        self.thinking = None
        two = options and options[0] == _TWO
        if engine.undoing is not None and two:  # undo.py goes as two players are dealt (their game and its resume are a run's tightest; a seat undoes only in its own turn), before the deal: their first undo loads it again
            engine.undoing = None
            self.app.forget("solitaire.soltiles.undo")
        if engine.turns is not None and not two:  # turns.py and match.py go as one player is dealt
            engine.turns = None
            self.app.forget("solitaire.soltiles.turns")
        if match is not None and not two:
            match = None
            self.app.forget("solitaire.soltiles.match")
        _swirl_off(self.app)  # (a game left with a Swirl on: its moves' code goes before the deal)
        cards.Play.start(self, rules, deal, options, board)
        b = self.board
        if b.rules.mode != _POINTS and engine.score is not None:  # Points' points (score.py) go for a game of another mode: their code's holes take the two players' and the computer's
            engine.score = None
            self.app.forget("solitaire.soltiles.score")
        points = b.rules.mode != _STANDARD
        self.tab_rows = S.TAB_ROWS - 1 if points else S.TAB_ROWS  # the status line takes the last
        if points:
            for c in range(self.top_cols):
                if self.top_piles[c] == cards.GAP:
                    self.top_piles[c] = b.hand0
                    break

    def score(self):
        """Gets the score the statistics keep: the points (Points; two players: seat 1's), or the
        tiles up."""
        b = self.board
        if b.two:
            return b.seat_scores()[0]
        return b.score() if b.rules.mode != _STANDARD else b.naturals_up()

    def record(self, e, score):
        """Keeps the points towards the goal (Points: ``e.series`` is [points, games],
        ``series_done`` the goals reached, ``best_avg10`` the fewest games one took) or the match
        (two players: [games, won by seat 1, by seat 2, points of seat 1, of seat 2],
        ``series_done`` the matches) in the statistics' entry ``e`` (``records.Entry``), as
        ``count_goal`` keeps them on the screen."""
        b = self.board
        if b.two:
            _match().record(e, b.seat_scores())
        elif b.rules.mode == _POINTS:
            b.points().record(e, score)
        return True

    def load_series(self, totals):
        """Takes the points towards the goal, or the match so far, back from the statistics."""
        if len(totals) == 2:
            self.total, self.games = totals
        elif len(totals) == 5:
            self.match = list(totals)

    def count_goal(self):
        """The game ended: its points go towards the goal (two players: into the match), as the
        statistics count them (``records.Stats.record``)."""
        b = self.board
        if b.two:
            _match().add_game(self.match, b.seat_scores())
            return
        self.total += self.board.score()
        self.games += 1
        self.reached = self.games if self.total >= _GOAL else 0

    def extra(self, pause):
        """The pause menu's family item: end the game (one already over, come back to from the
        menu, says so)."""
        app = self.app
        app.show_play()
        m = encode(0, _END, 0)
        why = self.board.check(m)
        if why is not None:
            app.say(why)
            return
        self.make(m)

    def tick(self, now):
        """The card games' timers; a message over, the status line shows again (it stays, and costs
        no redraw, until the next message)."""
        app = self.app
        if self.col_key[0] < -1:  # a deal the card games' tick finishes (cards.Play.start), its status line too
            cards.Play.tick(self, now)
            if self.status_due:
                self.status()
            return True
        if self.status_due:
            self.status()
            return True
        b = self.board
        if b.size[b.swirl]:
            if legal.swirl is None:  # a Swirl came on: its moves' code (swirl.py) loads in a tick of its own, not in the next pick's key
                legal.swirl_rules()
                return False
        else:  # none is on: it goes
            _swirl_off(app)
        if self.hinting is not None or self.sending or self.finishing or self.stuck_check:
            return self._timers(now)  # (a message ends on a later tick: one costly step a tick; a send-up's cards: cards.Play.send_up)
        if app.state == _PLAY and cpu_on_turn(b):
            from solitaire.soltiles import computer  # (only here: a run with no computer seat never loads it)

            return computer.tick(self, now)
        if b.two:  # a deal of two: turns.py loads in a tick with nothing else to do (or the computer's first move loads it: Tiles.apply), match.py in a later one (or the game's end)
            if engine.turns is None:
                engine.turns_loaded()
            elif match is None:
                _match()
        changed = False
        scr = app.screen
        if self.status_mark is not None and app.msg_until != self.status_mark:
            self.status_mark = None  # a message came
        if scr.msg_on and self.status_mark is None and ticks_diff(now, app.msg_until) >= 0:
            scr.msg_on = False
            if b.rules.mode != _STANDARD:
                self.show_status()  # (as it was: the board has not changed since)
            changed = True
        return changed

    # -- keys ---------------------------------------------------------------------

    def pick(self):
        b = self.board
        p = self.cursor_pile()
        if cpu_on_turn(b):  # A: the computer acts at once
            self.act_at = self.app.now
            return
        if p == _STOCK and (b.size[_STOCK] or b.two):  # a draw turns as many as it turns now
            m = encode(_STOCK, _WASTE, b.draw_count())
            why = b.check(m, -1, not b.two)  # (two players: no words, the knock may follow: they load why.py)
            if why is not None and b.two:  # (two players: no draw left, the knock)
                m = _match().stock(b, m)
                why = b.check(m)
            if why is None:
                self.make(m)
            else:
                self.app.say(why)
            return
        if p == b.hand0:  # the hand: the seat on turn's
            p = b.hand(b.seat())
            if not b.size[p]:
                p += 1
        if p != _STOCK and p < b.npiles and b.size[p] and legal.is_special(b.top(p)) and not self.candidates(p, 1):
            self.app.say(_say(29))  # "You own two already"
            return
        if p >= b.hand0 or (b.kind[p] == _K_FOUND and b.swirl_active() and b.size[p]):
            if not b.size[p]:
                self.app.say(_say(0))  # "No specials owned"
                return
            self.offer(self.candidates(p, 1))
            return
        cards.Play.pick(self)

    def auto_up(self):
        """Hold A: the card games' (the tile under the cursor up, or every safe one); on the hand,
        a word on what to do; on the stock with two players, the knock."""
        b = self.board
        p = self.cursor_pile()
        if p >= b.npiles:
            self.app.say(_say(1))  # "A picks a special up"
        elif p == _STOCK and b.two:
            _match().knock(self, b)
        else:
            cards.Play.auto_up(self)

    def offer(self, cands):
        if not cands:
            self.app.say(_say(2))  # "No move"
            return
        if len(cands) == 1 and self.app.quick:
            self.make(cands[0])
            return
        self.cands = cands
        self.target = 0
        self.holding = True
        self.explain()

    def play_key(self, k):
        if cpu_on_turn(self.board) and k not in (cards.A, cards.B_HOLD) and k > cards.RIGHT:
            return  # the computer's turn: the cursor, A (act now) and the pause menu only
        cards.Play.play_key(self, k)
        if self.holding:
            self.explain()

    def explain(self):
        """Says what the move held is, when it is more than a tile going somewhere: a claim, a
        Wild's place, a replacement, a swap."""
        b = self.board
        m = self.cands[self.target]
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        if n >= _SWAP:
            t = _say(4) % "?A23456789TJQK"[n & 15]  # "Swap the %ss"
        elif n >= _WILD_UP:
            t = _say(5) % _SUITS[n & 3]  # "Wild up as %s"
        elif n == _REPLACE:
            t = _say(6)  # "Replace the Wild"
        elif dst >= b.npiles:
            t = _say(7) if dst != b.swirl else _say(8)  # "Claim it", "Swirl on, draw one"
        elif src >= b.npiles:
            t = _say(9)  # "Wild onto the sequence"
        else:
            return
        self.app.say(t)

    def candidates(self, src, depth):
        """The card family's candidates, then the layer's moves (each move once: a claim, a Wild's
        places, a replacement, a swap)."""
        b = self.board
        if src >= b.npiles:  # the hand: both places
            h = b.hand(b.seat())
            return b.legal_moves(h) + b.legal_moves(h + 1)
        moves = b.legal_moves(src)
        out = cards.Play.candidates(self, src, depth, [m for m in moves if m >> 16 < _REPLACE]) if b.kind[src] != _K_FOUND else []
        rank = b.piles[src][b.size[src] - depth] & 15 if b.size[src] >= depth else 0
        for m in moves:
            n = m >> 16
            dst = (m >> 8) & 0xFF
            if n >= _SWAP:
                if n & 15 == rank:
                    out.append(m)
            elif depth == 1 and (n >= _REPLACE or dst >= b.npiles or b.kind[src] == _K_FOUND) and m not in out:
                out.append(m)
        return out

    def worth(self, m):
        """The card games' rating, and the layer's moves first (a claim, a replacement: what the
        pick was most likely for)."""
        b = self.board
        if m >> 16 >= _REPLACE or (m >> 8) & 0xFF >= b.npiles:
            return 7
        return cards.Play.worth(self, m)

    def shown_move(self):
        """The layer's moves mark one tile at the source and the destination (a claim marks the
        hand's slot)."""
        m = self.cands[self.target]
        b = self.board
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        if m >> 16 >= _REPLACE:
            return src | dst << 8 | 1 << 16
        if src > b.hand0 and src < b.swirl:
            src = b.hand0
        if dst >= b.npiles:
            dst = b.hand0
        return src | dst << 8 | (m >> 16) << 16

    def undo(self):
        """The card games' undo; with two players only within the seat's own turn: never a knock, a
        draw or the computer's move."""
        b = self.board
        if b.two and b.nmoves and _match().undo_stays(b):
            self.app.say(_say(3))  # "Undo stays in your turn"
            return
        cards.Play.undo(self)

    # -- two players ---------------------------------------------------------------

    # -- the game's course --------------------------------------------------------

    def after_move(self):
        app = self.app
        b = self.board
        self.version += 1
        if b.ended():
            self.finishing = False
            _swirl_off(app)  # (the end's key holds none of it: with it, a two-player game's took 2,197,000 fuel, docs/heap.md, h2)
            app.show(End(app))
            return
        if app.auto_finish and not (b.two or b.owned(0) or b.swirl_active()) and auto.can_finish(b):
            self.finishing = True  # tick() plays it out, a tile at a time
            self.idle_deals = 0
        elif b.nmoves:
            self.stuck_check = True
            self.stuck_half = False
            self.next_step = (app.now + cards.STUCK_MS) & cards.MASK
        self.status_due = b.rules.mode != _STANDARD  # (on the next tick: a key does enough)

    def game_won(self):
        """All 52 up (an auto-finish): the end."""
        self.after_move()

    def _timers(self, now):
        """The card games' timers, but the check for a stuck game in two ticks, as each costs about
        what a key may: the moves on the board, then the deals (``Tiles.stuck`` in two)."""
        app = self.app
        if not self.stuck_check or self.hinting is not None or self.sending or self.finishing or ticks_diff(now, self.next_step) < 0:
            return cards.Play._timers(self, now)
        b = self.board
        if not self.stuck_half:
            if app.state != _PLAY or b.over or b.owned(0) or b.owned(1) or b.swirl_active() or b.won() or b.legal_moves(-1, False, 1):
                self.stuck_check = False
            else:
                self.stuck_half = True
            return False
        self.stuck_check = self.stuck_half = False
        if app.state == _PLAY and b.stock_stuck():
            self.stuck()
            return True
        return False

    def stuck(self):
        """No move is left: the game ends, by itself."""
        self.board.apply(encode(0, _END, 0), True)
        self.after_move()

    def status(self):
        """Writes the status line (Points), after the board changed: the points, the goal, the
        specials owned, ``@`` while a Swirl is active."""
        self.status_due = False
        b = self.board
        if b is None or b.rules.mode == _STANDARD:
            return
        own = ""
        h = b.hand(b.seat())
        for p in (h, h + 1):
            if b.size[p]:
                c = b.top(p) & 0x7F
                own += " W" + ("r" if c == _RED_WILD else "b") if c in (_RED_WILD, _BLACK_WILD) else " S"
        if b.swirl_active():
            own += " @"
        if b.two:
            seat = b.seat()
            a, c = b.seat_scores()
            self.status_text = _say(18) % ("*" if seat == 0 else " ", a, "*" if seat == 1 else " ", c, own)  # "S1%s%+d S2%s%+d%s"
        else:
            self.status_text = _say(19) % (b.score(), self.total, _GOAL, own)  # "%+d %d/%d%s"
        app = self.app
        if not app.screen.msg_on or app.msg_until == self.status_mark:
            self.show_status()  # (else a message shows till it ends)

    def show_status(self):
        app = self.app
        app.screen.set_msg(self.status_text)
        self.status_mark = app.msg_until

    def draw_top(self):
        cards.Play.draw_top(self)
        b = self.board
        top = self.app.screen.top
        size = b.size
        for c in range(self.top_cols):
            p = self.top_piles[c]
            if p == b.hand0:  # the hand of the seat on turn (empty: its active Swirl)
                inv = top[c] & T.INVERT
                q = b.hand(b.seat())
                q = q if size[q] else q + 1 if size[q + 1] else b.swirl if b.swirl_active() else -1
                top[c] = (self.faces[b.top(q)] if q >= 0 else T.EMPTY) | inv
            elif p != cards.GAP and b.kind[p] == _K_FOUND and size[p] and b.wild_at(p, size[p] - 1) >= 0:
                # a Wild up top: its rank and its star
                w = b.wild_at(p, size[p] - 1)
                top[c] = T.face((b.top(p) & 15) | (0x60 if w == 0 else 0x70)) | top[c] & T.INVERT


class End:
    """The game's end: the victory, the tiles up, the points (Points: with the foundations voided
    and the points towards the goal; two players: both seats' and the match's). A deals the next
    deal, B goes to the game menu."""

    kind = _WIN

    def __init__(self, app):
        self.app = app
        if not app.ended:  # (a saved game that had ended was counted then)
            app.play.count_goal()

    def key(self, k):
        app = self.app
        if k == cards.A:
            app.start(app.gi, app.play.board.deal_no + 1)
        elif k == cards.B:
            app.show_menu(app.gi)

    def draw(self):
        app = self.app
        play = app.play
        b = play.board
        scr = app.screen
        text_page(scr)
        if b.two:
            _match().end(scr, play, _say, title)
        else:
            title(scr, victory(b))
            scr.put_text(3, 1, _say(23) % b.naturals_up())  # "%d tiles up"
        scr.put_text(2, 1, _say(22) % (app.games[app.gi].name, b.deal_no))  # "%s #%d"
        if b.rules.mode == _POINTS:
            b.points().end(scr, b, play, _say, _SUITS)
        # from column 0: the line is the row's 21 characters
        scr.put_text(7, 0, _say(28))  # "A: next deal  B: menu"
