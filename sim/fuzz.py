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

After every token (see ``Checker``, in ``sim/invariants.py``):

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
    python -m sim.fuzz --keys 1000000         # or this many key presses in all

With ``--seconds`` or ``--keys`` every game gets the same share of key
presses, whatever its speed: the games take turns of ``CHUNK`` presses,
the one with the fewest first, each session going on where its last turn
stopped. The run ends with a line naming the least-covered games.
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
from sim.invariants import SHIPPED, Checker, rules_of  # noqa: E402
from solitaire.console import savegame as SG  # noqa: E402
from solitaire.console import loading as LD  # noqa: E402
from solitaire.console import rebuild as RB  # noqa: E402
from solitaire.console import resume as RS  # noqa: E402
from solitaire.console import framing as REC  # noqa: E402
from solitaire.console import store as ST  # noqa: E402
from solitaire.console.app import IDLE_SAVE_MS, App  # noqa: E402
from solitaire.cards import tableau as cardplay  # noqa: E402
from solitaire.cards import rules as R  # noqa: E402
from solitaire.console.screen import Screen  # noqa: E402
from solitaire.console import buttons as K  # noqa: E402
from sim.autoplay import KEY_NAMES  # noqa: E402
from solitaire.console import screens as SC  # noqa: E402

KEYS = KEY_NAMES
CLOCK = ("tick", "wait", "idle", "sleep", "cut")
TOKENS = KEYS + CLOCK
# how often each token comes: mostly picks, drops and cursor moves; "move"
# is not a token but the keys of a legal move (mostly a good one), so that
# deals get somewhere
DRAWN = TOKENS + ("move",)
WEIGHTS = (9, 9, 12, 12, 24, 5, 3, 2, 6, 3, 2, 0.15, 0.35, 10)
KEY_GAP_MS = 150
MIN_TOKENS = 40  # a timed session's least, however short its share of the time
CHUNK = 40  # key presses a game's turn when the time (or the presses) are shared out (fuzz._shared)
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


# -- sessions (the invariants: sim/invariants.py) ---------------------------------------


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
        self.hints = {}  # the hint engine's moves by what each was worked out from (``hint``)
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
        RS.boot(app.saver, app)
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
        from solitaire.cards import after as cafter

        app = self.app
        b = app.board
        if app.state == SC.PLAY and b is not None and hasattr(b, "undo_floor") and not app.play.holding:
            return self._turn_keys(b)
        if app.state != SC.PLAY or b is None or app.family not in (R.BUILD, "soltiles") or app.play.holding or app.play.finishing:
            return []
        if app.family == "soltiles":
            return self._tiles_keys(b)
        if self.win:
            m = auto.auto_moves(b) or cafter.forced_move(b) or self.hint(b)
            if m is None:
                return ["hold-b", "down", "down", "down", "a"]  # lost: a new deal
        else:
            m = self.hint(b, 60) if self.rng.random() < 0.5 else None
        if m is None:
            moves = b.legal_moves()
            if not moves:
                return []
            m = self.rng.choice(moves)
        try:
            return [KEYS[k] for k in keys_for(app, m)]
        except (ValueError, KeyError, IndexError):
            return []

    def hint(self, b, budget=400):
        """Gets the hint engine's move for card board ``b`` (``hintnow.hint``),
        worked out once for all it is worked out from: the position, the
        history (a merci's count and the last move, which the search won't
        undo, are read from it), the foundations' base, the game and its
        options, and the budget. A move whose keys can't be had leaves the
        position as it was, and the next "move" token asks again: in
        Imperial Guards' winning session 2,228 of the 2,538 asks were
        repeats, Klondike's 232 of 1,032."""
        from solitaire.cards import hintnow as H

        k = (b.key(), bytes(b.hist[: b.nmoves * 4]), b.base, b.options, b.rules.id, budget)
        m = self.hints.get(k, -1)  # (-1: not asked; None is an answer)
        if m == -1:
            m = self.hints[k] = H.hint(b, budget)
        return m

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
        on turn (as a level-1 computer would choose; a knock of three up
        tiles half the time with the two under the talon turned round), or
        clock ticks while a computer seat thinks."""
        from sim.fortwo_play import keys_for
        from solitaire.prng import Rand
        from solitaire.sixsuit.computer import think
        from solitaire.sixsuit.piles import UP
        from solitaire.sixsuit.fortwo_notation import KNOCK

        if b.over():
            return ["wait"]
        if b.seats[b.st[0]]:
            return ["tick", "a"] * 4  # (A: the computer acts at once)
        m = None
        for m in think(b, 1, Rand(self.rng.randrange(1 << 16))):
            pass
        if m >> 16 == KNOCK and b.size[UP] == 3 and self.rng.random() < 0.5:
            m |= 1 << 8
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
        recs = list(LD.newest(st, REC.K_GAME))  # newest() reads one at a time
        want = None
        if recs:
            want, meta = RB.load_game(recs[0].payload, self.games)
        app = App(Screen(), self.games)
        app.saver = SG.Saver(st)
        notes = RS.boot(app.saver, app)
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
            start = RB.new_engine(rules_of(want), want.deal_no, want.options)
            if getattr(want, "origin", None):
                RB.restore(start, want.origin)
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

    def run(self, count, deadline=None, keys=None, finish=True):
        """Makes random tokens until the session holds ``count`` (or the
        ``deadline`` passed, after ``MIN_TOKENS`` at least), or, with
        ``keys``, until this call pressed that many keys (a move's keys are
        never cut short but at ``count``: a session run in parts makes the
        tokens one run makes, so ``--count`` replays it). ``finish``: the
        costly checks of the session's end (``fuzz`` leaves them to the
        last part). Gets the session's tokens."""
        pressed = 0
        while len(self.tokens) < count and (keys is None or pressed < keys):
            before = len(self.tokens)
            self.step_random(count - len(self.tokens))
            pressed += sum(1 for t in self.tokens[before:] if t in KEYS)
            if deadline is not None and time.time() > deadline and len(self.tokens) >= MIN_TOKENS:
                break
        if finish:
            self.checker.full(self.app)
        return len(self.tokens)

    def replay(self, tokens):
        for t in tokens:
            if t not in TOKENS:
                raise ValueError("unknown token %r (tokens: %s)" % (t, " ".join(TOKENS)))
            self.step(t)
        self.checker.full(self.app)
        return len(self.tokens)


def _seed(seeds, j):
    """Gets the seed of a game's ``j``-th session: the list's, then on."""
    return seeds[j] if j < len(seeds) else seeds[-1] + j - len(seeds) + 1


def _add(total, s, out):
    """Counts a finished session into ``total`` and prints its line."""
    pressed = sum(1 for t in s.tokens if t in KEYS)
    gid = s.games[s.gi].id
    total["tokens"] += len(s.tokens)
    total["keys"] += pressed
    total["checks"] += s.checker.checks
    total["saves"] += s.checker.saves
    total["cuts"] += s.cuts
    total["sessions"] += 1
    total["by_game"][gid] = total["by_game"].get(gid, 0) + pressed
    if out is not None:
        out.write("%-9s seed %-5d %6d tokens (%d keys), %d checks, %d save/loads, %d power cuts\n" % (gid, s.seed, len(s.tokens), pressed, s.checker.checks, s.checker.saves, s.cuts))
        out.flush()


def fuzz(games=None, seeds=(1,), count=20000, full=1, seconds=None, out=None, keys=None):
    """Runs sessions of ``count`` tokens for each game and seed; with
    ``seconds`` (or ``keys``: key presses in all), shares the time (or the
    presses) out fairly among the games (``_shared``). Gets a summary dict,
    ``by_game`` the key presses each game had.

    :raises FuzzFailure: at the first broken invariant.
    """
    games = list(games) if games is not None else list(range(len(SHIPPED)))
    total = {"tokens": 0, "keys": 0, "checks": 0, "saves": 0, "cuts": 0, "sessions": 0, "by_game": {}}
    if seconds or keys is not None:
        return _shared(games, list(seeds), count, full, seconds, out, keys, total)
    for seed in seeds:
        for gi in games:
            s = Session(gi, seed, full)
            s.run(count)
            _add(total, s, out)
    return total


def _shared(games, seeds, count, full, seconds, out, keys, total):
    """Fuzzes every game by turns, ``CHUNK`` key presses a turn, the game
    with the fewest so far first, until the time (or the presses) are
    spent: each game's session goes on where its last turn stopped (a new
    seed once it holds ``count`` tokens), so a fast game gets no more
    presses than a slow one, and every game is reached, its first turn
    whatever the time. Gets ``total``."""
    deadline = time.time() + seconds if seconds else None
    chunk = CHUNK if keys is None else max(1, min(CHUNK, keys // len(games)))
    live = {}  # game -> its session running
    started = dict.fromkeys(games, 0)  # game -> sessions begun
    pressed = dict.fromkeys(games, 0)  # game -> key presses so far
    first = True
    spent = False
    while not spent:
        for gi in sorted(games, key=lambda g: pressed[g]):  # (a stable sort: the list's order among equals)
            left = None if keys is None else keys - sum(pressed.values())
            if not first and (left is not None and left <= 0 or deadline is not None and time.time() > deadline):  # (the first turns whole: a move's keys running past an earlier turn left the last game short)
                spent = True
                break
            s = live.get(gi)
            if s is None:
                s = live[gi] = Session(gi, _seed(seeds, started[gi]), full)
                started[gi] += 1
            before = len(s.tokens)
            s.run(count, keys=chunk if left is None or first else min(chunk, left), finish=False)
            pressed[gi] += sum(1 for t in s.tokens[before:] if t in KEYS)
            if len(s.tokens) >= count:
                s.checker.full(s.app)
                _add(total, live.pop(gi), out)
        first = False
    for gi in games:
        if gi in live:
            live[gi].checker.full(live[gi].app)
            _add(total, live.pop(gi), out)
    return total


def least_covered(by_game, n=5):
    """Gets a line naming the ``n`` games that had the fewest key presses,
    and the spread over all of them."""
    counts = sorted(by_game.values())
    if not counts:
        return "no game fuzzed"
    low = sorted(by_game.items(), key=lambda kv: kv[1])[:n]
    return "least covered: %s; key presses a game: least %d, median %d, most %d (%d game%s)" % (
        ", ".join("%s %d" % kv for kv in low), counts[0], counts[len(counts) // 2], counts[-1], len(counts), "" if len(counts) == 1 else "s")


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
    print(least_covered(total["by_game"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
