"""Fuzzing the device UI headless: seeded random button sequences for every
shipped game, with the game's invariants checked after every key.

``App.key`` is driven directly (no display), with the real ``Saver`` and
``Store`` over a stand-in NVM (``sim.hw.Nvm``) and an in-memory drive. The
sequence is made of *tokens*: the eight keys (``up down left right a b
hold-a hold-b``), and clock events: ``tick`` (an auto-finish step), ``wait``
(the idle look for "no moves left"), ``idle`` (a pause long enough for the
idle checkpoint), ``sleep`` (long enough for the display to sleep; the next
key only wakes it) and ``cut`` (a power cut: the App is dropped and a new one
boots from what the store holds).

After every token (see ``Checker``):

* cards: every card or tile of the deal is there exactly once;
* rules: each pile has the shape its kind allows, and every move in the
  history was legal where it was made (a shadow engine replays each new move
  through ``check()`` and must reach the same position);
* scores (Solitaire for Two): the shadow's replay of the history, a fresh
  engine, gives the same scores and turn (they are in ``key()``), and B never
  takes back a draw, a turn-up or a knock (``undo_floor``);
* undo: taking moves back gives back exactly the position that was there
  (every undo is compared with the position recorded at that depth, and
  every ``full`` tokens, and at a session's end, a copy is undone all the way
  and must be the initial deal);
* save: the game's save record, loaded as after a power cut, rebuilds the
  same position and history (after every board change when ``full`` is 1;
  every ``full`` changes otherwise); a ``cut`` token goes through the whole
  store and a fresh boot.

A failure prints the seed, the game, the tokens and a command that replays
them::

    python -m sim.fuzz                        # every game, 20,000 tokens each
    python -m sim.fuzz --seconds 600          # as long as asked (make fuzz SECONDS=600)
    python -m sim.fuzz --keys 1000000         # or this many tokens in all
    python -m sim.fuzz --game klondike --seed 7 --count 5000   # one session again
    python -m sim.fuzz --game klondike --tokens "a a right hold-b ..."
"""

import os
import random
import sys
import time

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

from sim.hw import Nvm  # noqa: E402
from solitaire.console import savegame as SG  # noqa: E402
from solitaire.console import framing as REC  # noqa: E402
from solitaire.console import store as ST  # noqa: E402
from solitaire.console.app import IDLE_SAVE_MS, App  # noqa: E402
from solitaire.cards import arrange  # noqa: E402 (the places of the deal rules it reads)
from host_tools.build_catalogue import EXTRA  # noqa: E402
from solitaire.cards import play as cardplay  # noqa: E402
from solitaire.cards.board import K_CELL, K_FOUND, K_RESERVE, K_STOCK, K_TAB, K_WASTE  # noqa: E402
from solitaire.cards.card import FACE_UP  # noqa: E402
from solitaire.cards.games import GAMES  # noqa: E402
from solitaire.cards.legal import follows  # noqa: E402
from solitaire.cards import rules as R  # noqa: E402
from solitaire.console.screen import Screen  # noqa: E402
from solitaire.console import buttons as K  # noqa: E402
from solitaire.console import screens as SC  # noqa: E402

try:
    from solitaire.gamelist import MENU_GAMES as SHIPPED
except Exception:  # pragma: no cover - the device module moved
    from solitaire.sixsuit.engine import SIXSUIT

    SHIPPED = GAMES + (SIXSUIT,)

_EXTRA = EXTRA.index  # a rule's place in Rules.extra

KEYS = K.KEY_NAMES
CLOCK = ("tick", "wait", "idle", "sleep", "cut")
TOKENS = KEYS + CLOCK
# how often each token comes: mostly picks, drops and cursor moves; "move"
# is not a token but the keys of a legal move (mostly a good one), so that
# deals get somewhere
DRAWN = TOKENS + ("move",)
WEIGHTS = (9, 9, 12, 12, 24, 5, 3, 2, 6, 3, 2, 0.15, 0.35, 10)
KEY_GAP_MS = 150
MIN_TOKENS = 40  # a timed session's least, however short its share of the time
# deals the hint engine wins by itself (sim/sessions.py), for the winning sessions
WIN_DEALS = {"klondike": 33, "spider": 2, "yukon": 2, "canfield": 2, "freecell": 1000}


class FuzzFailure(AssertionError):
    """An invariant broke; the message says which and how to replay it."""


# -- an in-memory drive ---------------------------------------------------------


class MemFile:
    def __init__(self, fs, path, data):
        self.fs = fs
        self.path = path
        self.data = data
        self.pos = 0

    def seek(self, pos, whence=0):
        self.pos = pos if whence == 0 else self.pos + pos if whence == 1 else len(self.data) + pos
        return self.pos

    def read(self, n=-1):
        end = len(self.data) if n < 0 else min(len(self.data), self.pos + n)
        out = bytes(self.data[self.pos : end])
        self.pos = end
        return out

    def write(self, b):
        end = self.pos + len(b)
        if end > len(self.data):
            self.data.extend(bytes(end - len(self.data)))
        self.data[self.pos : end] = b
        self.pos = end
        return len(b)

    def close(self):
        pass

    def flush(self):
        pass


class MemFiles:
    """The store's file interface over a dict: path -> bytearray."""

    def __init__(self):
        self.files = {}

    def open(self, path, mode):
        if "w" in mode:
            self.files[path] = bytearray()
        elif path not in self.files:
            raise OSError(2, "no such file")
        return MemFile(self, path, self.files[path])

    def size(self, path):
        f = self.files.get(path)
        return -1 if f is None else len(f)

    def mkdir(self, path):
        pass

    mkdirs = mkdir

    def rename(self, a, b):
        self.files[b] = self.files.pop(a)


# -- the invariants ---------------------------------------------------------------


def is_tiles(b):
    return hasattr(b, "jdecl")


def cards_of(b):
    """Every card as dealt (a Wild in play as the Wild), sorted."""
    return SG._cards(b)


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
        (default: a fresh deal)."""
        self.board = b
        self.deal = (b.deal_no, getattr(b, "origin", None))
        if start is None:
            start = SG.new_engine(_rules(b), b.deal_no, b.options)
        self.shadow = start
        self.keys = [start.key()]
        fresh = SG.new_engine(_rules(b), b.deal_no, b.options)
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
        copy = SG.new_engine(_rules(b), b.deal_no, b.options)
        start = self.keys[0]
        if copy.key() != start:
            SG.restore(copy, start)
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
            got, meta = SG.load_game(payload, app.games)
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


def _rules(b):
    """Gets the game's own record (the board holds a copy with its options)."""
    for g in SHIPPED:
        if g.id == b.rules.id:
            return g
    return b.rules


def pile_problem(b):
    """Gets what is wrong with the shape of some pile, or None."""
    if is_tiles(b):
        return _tile_problem(b)
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
            for i in range(k):
                if not pile[i] & FACE_UP:
                    return "a face-down card in the waste"
        elif kind == K_CELL:
            if k > 1 and not r.extra[_EXTRA("pocket")] or any(not c & FACE_UP for c in pile[:k]):
                return "cell %d holds %d cards" % (p - b.c0, k)  # (Miss Milligan's pocket holds a run)
        elif kind == K_FOUND:
            cap = r.extra[_EXTRA("found_cap")] or 13  # (more: rounds of 13, Golf's deck)
            if r.found_takes == R.FOUND_SUITE:
                if k % 13 or k > cap:
                    return "a foundation of %d cards" % k
                for j in range(0, k, 13):  # (Manx's takes four whole sequences, any suits)
                    want = b.top_rank()
                    for i in range(j, j + 13):
                        if pile[i] & 15 != want or r.found_suit and (pile[i] ^ pile[j]) & 0x70 or not pile[i] & FACE_UP:
                            return "a foundation out of order"
                        want = want - 1 if want > 1 else 13
            else:
                base, fd, fs, cut = b.base, r.found_dir, r.found_suit, b.found_cut
                if r.extra[24]:  # two foundation groups (cards/fgroups.py)
                    from solitaire.cards import fgroups

                    base, fd, fs, cut, cap = fgroups.rule(b, p)[:5]
                elif r.extra[_EXTRA("tournament")] & 1:  # Tournament's halves: up from the Ace, down from the King
                    base, fd, cut = (13, R.DOWN, 0) if p - b.f0 >= r.found // 2 else (1, R.UP, 0)
                if k > cap:
                    return "a foundation of %d cards" % k
                golf = r.stock == 4  # (Golf's stock deals onto the foundation whatever its rank: no order)
                for i in range(k):
                    if not pile[i] & FACE_UP:
                        return "a face-down card up top"
                    if golf:
                        continue
                    if i == 0 and pile[0] & 15 != base and fd != R.UP_DOWN:  # (an Ants' foundation: any card starts it)
                        return "a foundation not starting at its base"
                    if i and not (pile[i] & 15 == base if fd == 3 else follows(pile[i - 1], pile[i], fd, fs, cut)):
                        return "a foundation out of order"
        elif kind == K_RESERVE:
            for i in range(k):
                up = pile[i] & FACE_UP
                if bool(up) != (i == k - 1) and not (up and (r.extra[arrange._RESERVE_UP] or r.extra[_EXTRA("row_to")] == 2)):  # (the stock deals onto the reserves face up: Agnes Bernauer)
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
        f = b.front(p)
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


def _tile_problem(g):
    from solitaire.sixsuit import engine as X
    from solitaire.sixsuit import piles as XP

    for p in range(len(g.size)):  # (Solitaire for Two's up tiles and reserve too)
        pile = g.piles[p]
        k = g.size[p]
        for i in range(k):
            t = pile[i] & 0x7F
            if g.loc[t] != p:
                return "tile %#x is in pile %d, not %d as noted" % (t, p, g.loc[t])
            up = pile[i] & FACE_UP
            if (p == X.STOCK or X.T0 <= p < X.NPILES or p == XP.RES) and up:
                return "a face-up tile in the stock, the tableau or the reserve"
            if (X.L0 <= p < X.T0 or p == XP.UP) and not up:
                return "a face-down tile in the layout or among the up tiles"
        if X.F0 <= p < X.JOKERS:
            for i in range(k):
                t = pile[i]
                if t & 15 != 14 and (t & 15 != i + 1 or (t >> 4) & 7 != p - X.F0):
                    return "up top, %#x is out of place" % t
    return None


# -- sessions --------------------------------------------------------------------------


class Session:
    """One game's fuzzing: an App, its store, the checker and the tokens."""

    def __init__(self, gi, seed, full=1, games=SHIPPED, win=None):
        self.gi = gi
        self.seed = seed
        self.full = full
        self.games = games
        self.rng = random.Random(seed * 7919 + gi)
        # one session in three plays to win: a deal the hint engine wins,
        # its moves, and only keys and clock events that don't undo them
        self.win = (seed % 3 == 0) if win is None else win
        if games[gi].family == R.TILES:
            self.win = False  # no hint engine for the tile game: random keys
        self.tokens = []
        self.nvm = Nvm()
        self.fs = MemFiles()
        self.now = 1000
        self.cuts = 0
        self.checker = Checker(self._fail)
        self.app = self._boot()
        deal = WIN_DEALS.get(games[gi].id, 1) if self.win else 1 + self.rng.randrange(1000)
        # Solitaire Tiles: its modes by turns (two players: against the
        # computer on every other such seed)
        self.app.start(gi, deal, (seed % 3, 0, seed // 3 % 2, 0, 0) if games[gi].id == "soltiles" else None)

    def _boot(self):
        st = ST.Store(self.nvm, self.fs, "/saves/solitaire.sav")
        st.open()
        app = App(Screen(), self.games)
        app.saver = SG.Saver(st)
        app.saver.boot(app)
        return app

    def _fail(self, why):
        g = self.games[self.gi].id
        names = " ".join(self.tokens)
        raise FuzzFailure(
            "%s\n  game %s, seed %d, token %d (%s)\n  tokens: %s\n  replay: python -m sim.fuzz --game %s --seed %d --count %d\n"
            % (why, g, self.seed, len(self.tokens), self.tokens[-1] if self.tokens else "-", names, g, self.seed, len(self.tokens))
        )

    def next_token(self):
        app = self.app
        st = app.state
        if st == SC.MENU and self.rng.random() < 0.8:
            return "a"  # back into a game, mostly
        if st == SC.RULES or st >= SC.STATS:
            return self.rng.choice(("b", "a", "down", "right"))
        if st == SC.PAUSE and self.rng.random() < 0.7:
            return "b"  # back to the deal, mostly
        if self.win:
            if st == SC.WIN:
                return self.rng.choice(("a", "tick", "idle", "cut"))
            if self.rng.random() < 0.6 or st != SC.PLAY:
                return "move"
            return self.rng.choices(("left", "right", "up", "down", "tick", "wait", "idle", "sleep", "cut"), (3, 3, 3, 3, 4, 2, 2, 0.3, 0.3))[0]
        return self.rng.choices(DRAWN, WEIGHTS)[0]

    def move_keys(self):
        """Gets the keys of a legal move (a hint half the time), or []."""
        from sim.autoplay import keys_for
        from solitaire.cards import auto
        from solitaire.cards import hint as H

        app = self.app
        b = app.board
        if app.state == SC.PLAY and b is not None and hasattr(b, "undo_floor") and not app.play.holding:
            return self._turn_keys(b)
        if app.state != SC.PLAY or b is None or app.family not in (R.BUILD, "soltiles") or app.play.holding or app.play.finishing:
            return []
        if app.family == "soltiles":
            return self._tiles_keys(b)
        if self.win:
            m = auto.auto_moves(b) or auto.forced_move(b) or H.hint(b)
            if m is None:
                return ["hold-b", "down", "down", "down", "a"]  # lost: a new deal
        else:
            m = H.hint(b, 60) if self.rng.random() < 0.5 else None
        if m is None:
            moves = b.legal_moves()
            if not moves:
                return []
            m = self.rng.choice(moves)
        try:
            return [KEYS[k] for k in keys_for(app, m)]
        except (ValueError, KeyError, IndexError):
            return []

    def _tiles_keys(self, b):
        """Solitaire Tiles: the keys of the greedy player's move half the
        time, else of a random legal one (the end now and then)."""
        from sim.soltiles_play import greedy_move, keys_for
        from solitaire.soltiles.specials import END

        if self.rng.random() < 0.5:
            m = greedy_move(b)[0]
        else:
            moves = b.legal_moves()
            m = self.rng.choice(moves) if moves and self.rng.random() < 0.98 else END << 8
        try:
            return [KEYS[k] for k in keys_for(self.app, m)]
        except (ValueError, KeyError, IndexError):
            return []

    def _turn_keys(self, b):
        """Solitaire for Two: the keys of a random scoring play of the person
        on turn (as a level-1 computer would choose), or clock ticks while a
        computer seat thinks."""
        from sim.fortwo_play import keys_for
        from solitaire.prng import Rand
        from solitaire.sixsuit.computer import think

        if b.over():
            return ["wait"]
        if b.seats[b.st[0]]:
            return ["tick", "a"] * 4  # (A: the computer acts at once)
        m = None
        for m in think(b, 1, Rand(self.rng.randrange(1 << 16))):
            pass
        try:
            return [KEYS[k] for k in keys_for(self.app, m)]
        except (ValueError, StopIteration):
            return []

    def step(self, token):
        self.tokens.append(token)
        app = self.app
        if token in KEYS:
            self.now += KEY_GAP_MS
            b = app.board
            floor = b.undo_floor() if token == "b" and hasattr(b, "undo_floor") else 0
            app.key(KEYS.index(token), self.now)
            if app.board is b and b is not None and b.nmoves < floor:
                self._fail("undo: went back past a draw, a turn-up or a knock (%d < %d)" % (b.nmoves, floor))
        elif token == "tick":
            self.now += cardplay.FINISH_MS
            app.tick(self.now)
        elif token == "wait":
            self.now += cardplay.STUCK_MS + 10
            app.tick(self.now)
        elif token == "idle":
            self.now += IDLE_SAVE_MS + 10
            app.tick(self.now)
        elif token == "sleep":
            self.now += app.sleep_ms + 10 if app.sleep_ms else 1000
            app.tick(self.now)
        elif token == "cut":
            self.power_cut()
        if self.app.asleep and token in KEYS:
            self._fail("a key did not wake the console")
        self.checker.check(self.app, self.full)

    def power_cut(self):
        """Drops the App (what was not saved is lost) and boots a new one;
        it must show the position of the newest game record."""
        self.cuts += 1
        st = ST.Store(self.nvm, self.fs, "/saves/solitaire.sav")
        st.open()
        recs = list(st.newest(REC.K_GAME))  # newest() reads one at a time
        want = None
        if recs:
            want, meta = SG.load_game(recs[0].payload, self.games)
        app = App(Screen(), self.games)
        app.saver = SG.Saver(st)
        notes = app.saver.boot(app)
        if notes:
            self._fail("boot after a cut: %s" % "; ".join(notes))
        if want is not None and want.won() and meta.flags & SG.ENDED:
            if app.board is not None:
                self._fail("boot after a cut: a finished game was resumed")
            app.start(app.gi, app.deals[app.gi])
        elif want is not None:
            if app.board is None or app.board.key() != want.key():
                self._fail("boot after a cut: not the saved position")
            # the shadow starts where the saved history starts
            start = SG.new_engine(_rules(want), want.deal_no, want.options)
            if getattr(want, "origin", None):
                SG.restore(start, want.origin)
            self.checker.reset(app.board, start)
        else:
            app.start(self.gi, 1)
        self.app = app

    def step_random(self, most=1 << 30):
        """Makes the next random token (a "move": its keys, at most ``most``)."""
        t = self.next_token()
        if t == "move":
            for k in self.move_keys()[:most]:
                self.step(k)
        else:
            self.step(t)

    def run(self, count, deadline=None):
        while len(self.tokens) < count:
            self.step_random(count - len(self.tokens))
            if deadline is not None and time.time() > deadline and len(self.tokens) >= MIN_TOKENS:
                break
        self.checker.full(self.app)
        return len(self.tokens)

    def replay(self, tokens):
        for t in tokens:
            if t not in TOKENS:
                raise ValueError("unknown token %r (tokens: %s)" % (t, " ".join(TOKENS)))
            self.step(t)
        self.checker.full(self.app)
        return len(self.tokens)


def fuzz(games=None, seeds=(1,), count=20000, full=1, seconds=None, out=None, keys=None):
    """Runs sessions of ``count`` tokens for each game and seed; with
    ``seconds``, new seeds until the time is up; with ``keys``, until that
    many key presses in all. Gets a summary dict.

    :raises FuzzFailure: at the first broken invariant.
    """
    games = list(games) if games is not None else list(range(len(SHIPPED)))
    total = {"tokens": 0, "keys": 0, "checks": 0, "saves": 0, "cuts": 0, "sessions": 0, "by_game": {}}
    deadline = time.time() + seconds if seconds else None
    seed_list = list(seeds)
    i = 0
    while True:
        if deadline is None and keys is None and i >= len(seed_list):
            break
        seed = seed_list[i] if i < len(seed_list) else seed_list[-1] + i - len(seed_list) + 1
        for k, gi in enumerate(games):
            n_tokens = count
            until = deadline
            if deadline is not None:  # each game its share of the time left, so every game is reached
                until = time.time() + (deadline - time.time()) / (len(games) - k)
            if keys is not None:
                left = keys - total["keys"]
                if left <= 0:
                    return total
                share = keys // len(games) + keys // (5 * len(games)) + 10  # every game gets its share
                n_tokens = min(count, left + left // 5 + 10, share)
            s = Session(gi, seed, full)
            n = s.run(n_tokens, until)
            pressed = sum(1 for t in s.tokens if t in KEYS)
            total["tokens"] += n
            total["keys"] += pressed
            total["checks"] += s.checker.checks
            total["saves"] += s.checker.saves
            total["cuts"] += s.cuts
            total["sessions"] += 1
            gid = SHIPPED[gi].id
            total["by_game"][gid] = total["by_game"].get(gid, 0) + pressed
            if out is not None:
                out.write("%-9s seed %-5d %6d tokens (%d keys), %d checks, %d save/loads, %d power cuts\n" % (gid, seed, n, pressed, s.checker.checks, s.checker.saves, s.cuts))
                out.flush()
            if deadline is not None and time.time() > deadline and (i or k == len(games) - 1):
                return total  # (not before every game had its first session: a token at least)
        i += 1
    return total


def main(argv=None):
    from sim.cli import Parser  # errors on one line

    p = Parser(prog="python -m sim.fuzz", description="Fuzz the device UI with seeded random keys.")
    p.add_argument("--game", help="one game id (default: every shipped game)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--count", type=int, default=20000, help="tokens a session (default 20000)")
    p.add_argument("--seconds", type=float, help="run new seeds until this many seconds have passed")
    p.add_argument("--keys", type=int, help="run sessions until this many key presses in all")
    p.add_argument("--full", type=int, default=1, help="the costly checks every N board changes (default 1: every one)")
    p.add_argument("--tokens", help="replay these tokens (as a failure prints them) instead of random ones")
    a = p.parse_args(argv)
    if a.count < 1 or a.full < 1 or (a.seconds is not None and a.seconds <= 0) or (a.keys is not None and a.keys < 1):
        p.error("--count, --full and --keys take a whole number from 1, --seconds a time above 0")
    if a.tokens is not None:
        bad = [t for t in a.tokens.split() if t not in TOKENS]
        if bad:
            p.error("unknown token %r (tokens: %s)" % (bad[0][:20], " ".join(TOKENS)))
    ids = [g.id for g in SHIPPED]
    if a.game is not None and a.game not in ids:
        p.error("unknown game %r; games: %s" % (a.game, " ".join(ids)))
    games = [ids.index(a.game)] if a.game else list(range(len(SHIPPED)))
    t0 = time.time()
    try:
        if a.tokens is not None:
            s = Session(games[0], a.seed, a.full)
            n = s.replay(a.tokens.split())
            print("replayed %d tokens: every invariant held" % n)
            return 0
        total = fuzz(games, [a.seed], a.count, a.full, a.seconds, sys.stdout, a.keys)
    except FuzzFailure as e:
        print("FUZZ FAILURE: %s" % e, file=sys.stderr)
        return 1
    print(
        "%d tokens (%d key presses) in %d sessions, %.1f s: %d invariant checks, %d save/load round trips, %d power cuts; no failure"
        % (total["tokens"], total["keys"], total["sessions"], time.time() - t0, total["checks"], total["saves"], total["cuts"])
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
