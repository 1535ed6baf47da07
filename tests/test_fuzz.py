"""The fuzzer (``sim/fuzz.py``): thousands of key presses in each of 51
games with the invariants after every key (102,000 in make test, over
500,000 in make sweep), and a winning session in each; a failure names its seed and tokens and the replay
reproduces it; and the same sessions give the same bytes under the real
MicroPython.

In ``make test`` the costly invariants (undo a copy to the start; save,
power cut and load) run every FULL board changes, and at every session's
end and every power cut; the cheap ones after every key. ``make fuzz``
runs them all after every key, for as long as asked.
"""

import pytest

from sim import fuzz as F
from sim import mpy
from solitaire.cards import board as B

TARGET_KEYS = 200_000  # make sweep's (conftest.py's sweep); make test presses a fifth
FULL = 8
COUNT = 9_000  # tokens a random session; about nine in ten are key presses


def _games():
    """The games fuzzed here: every session's (the flagship, the first five,
    the widest) and twenty of the catalogue drawn with the project's PRNG;
    ``make fuzz`` goes round them all."""
    from sim.sessions import SESSIONS, catalogue_games, session_game

    return [session_game(s) for s in SESSIONS if s != "catalogue"] + catalogue_games(seed=2, n=20)


GAMES = _games()


def presses(sweep):
    """Key presses a game: 10,000 in make sweep, 2,000 in make test."""
    return 10_000 if sweep else 2_000


def test_the_games_fuzzed_make_200k_key_presses_in_a_sweep():
    # each game's test below presses at least presses(sweep) keys
    assert len(GAMES) * presses(True) >= TARGET_KEYS


# (a test a game, not one over all of them, so that make test's workers
# share the games out)
@pytest.mark.parametrize("gid", GAMES)
def test_key_presses_of_a_game_keep_every_invariant(gid, sweep):
    gi = F.SHIPPED.index(gid)
    # its key presses (a game whose computer players take many clock turns,
    # Solitaire for Two, needs a second seed for them) ...
    t = F.fuzz([gi], [1], COUNT, FULL, keys=presses(sweep))
    # ... and seed 3: the winning session
    F.fuzz([gi], [3], 3000, FULL)
    assert t["keys"] >= presses(sweep), t["by_game"]


def test_the_checker_finds_each_game_s_own_record():
    """sim/invariants.rules_of looks the game up by the table's index (a
    new deal's check walked every record of games.bin before): each game
    its own record, a board of a game not in the table its own rules."""
    from types import SimpleNamespace

    from sim.invariants import rules_of

    for gi, g in enumerate(F.SHIPPED):
        assert rules_of(SimpleNamespace(rules=g)).id == g.id, gi
    other = SimpleNamespace(id="no_such_game")
    assert rules_of(SimpleNamespace(rules=other)) is other


def test_the_hint_engine_is_asked_once_for_the_same_inputs_and_the_tokens_are_its(monkeypatch):
    """Session.hint works the hint engine's move out once for all it is
    worked out from: a move whose keys can't be had leaves the position as
    it was, and the next "move" token asked again (2,228 of Imperial
    Guards' 2,538 asks in its winning session). A session whose hints are
    all asked afresh makes the same tokens."""
    from solitaire.cards import hintnow as H

    real = H.hint
    asked = []

    def counting(b, budget=400):
        asked.append((b.key(), bytes(b.hist[: b.nmoves * 4]), budget))
        return real(b, budget)

    class Forgets(dict):
        def __setitem__(self, k, v):
            pass

    monkeypatch.setattr(H, "hint", counting)
    gi = F.SHIPPED.index("klondike")
    kept = F.Session(gi, 3, FULL)
    kept.run(400)
    once = len(asked)
    assert once and once == len(set(asked))
    afresh = F.Session(gi, 3, FULL)
    afresh.hints = Forgets()
    afresh.run(400)
    assert afresh.tokens == kept.tokens and len(asked) - once > once


def test_a_failure_names_seed_and_tokens_and_the_replay_reproduces_it(monkeypatch, capsys):
    """Plant a bug (undoing a deal leaves the dealt card face up) and let the
    fuzzer find it."""
    real = B.Board.undo

    def broken(self):
        i = (self.nmoves - 1) * 4
        deal = self.nmoves and self.hist[i] == B.STOCK and self.hist[i + 1] == B.WASTE
        ok = real(self)
        if deal:
            self.piles[B.STOCK][self.size[B.STOCK] - 1] |= 0x80
        return ok

    monkeypatch.setattr(B.Board, "undo", broken)
    s = F.Session(0, 5, 1)
    with pytest.raises(F.FuzzFailure) as err:
        s.run(20000)
    msg = str(err.value)
    assert "seed 5" in msg and "tokens: " in msg and "replay: python -m sim.fuzz --game klondike --seed 5 --count %d" % len(s.tokens) in msg
    tokens = msg.split("tokens: ")[1].split("\n")[0].split()
    assert tokens == s.tokens
    # the printed tokens replay to the same failure ...
    with pytest.raises(F.FuzzFailure) as again:
        F.Session(0, 5, 1).replay(tokens)
    assert str(again.value).split("\n")[0] == msg.split("\n")[0]
    # ... and so does the printed command
    assert F.main(["--game", "klondike", "--seed", "5", "--count", str(len(tokens))]) == 1
    assert msg.split("\n")[0] in capsys.readouterr().err
    monkeypatch.setattr(B.Board, "undo", real)
    assert F.Session(0, 5, 1).replay(tokens) == len(tokens)  # fixed: it passes


# -- the same bytes under MicroPython ------------------------------------------------------

# Runs on CPython and on MicroPython alike: replays tokens through the App with
# an NVM-only store on a bytearray, power cuts included; prints a CRC chained
# over the position after every token, the final position and the NVM's CRC.
# (Loops stay at module level and collect there: see sim/mpy.py's notes.)
GUEST = """
import gc
from binascii import crc32
from solitaire.console.app import App, IDLE_SAVE_MS
from solitaire.console import resume as RS
from solitaire.console import savegame as SG
from solitaire.console import store as ST
from solitaire.cards import tableau as cardplay
from solitaire.cards.games import GAMES
from solitaire.sixsuit.engine import SIXSUIT
from solitaire.console.screen import Screen
GS = GAMES + (SIXSUIT,)
NVM = bytearray(b"\\xff" * 4096)
MPY = hasattr(gc, "mem_alloc")  # (CPython's full collections are slow and not needed)
TOK = %(tokens)r
NAMES = %(names)r
st = ST.Store(NVM, None, writable=False)
st.open()
app = App(Screen(), GS)
app.saver = SG.Saver(st)
RS.boot(app.saver, app)
app.start(%(gi)d, %(deal)d)
now = 1000
h = 0
for t in TOK:
    name = NAMES[t]
    if t < 8:
        now += 150
        app.key(t, now)
    elif name == "tick":
        now += cardplay.FINISH_MS
        app.tick(now)
    elif name == "wait":
        now += cardplay.STUCK_MS + 10
        app.tick(now)
    elif name == "idle":
        now += IDLE_SAVE_MS + 10
        app.tick(now)
    elif name == "sleep":
        now += app.sleep_ms + 10 if app.sleep_ms else 1000
        app.tick(now)
    else:
        st = ST.Store(NVM, None, writable=False)
        st.open()
        app = App(Screen(), GS)
        app.saver = SG.Saver(st)
        RS.boot(app.saver, app)
        if app.board is None:
            app.start(%(gi)d, 1)
    if app.board is not None:
        h = crc32(app.board.key(), h)
    if MPY:
        gc.collect()
print("chain", h)
print("key", app.board.key().hex())
print("nvm", crc32(NVM))
print("state", app.state, app.board.nmoves)
"""


def _guest(gi, deal, tokens):
    return GUEST % {"tokens": bytes(F.TOKENS.index(t) for t in tokens), "names": F.TOKENS, "gi": gi, "deal": deal}


def _cpython(script):
    import io
    from contextlib import redirect_stdout

    out = io.StringIO()
    with redirect_stdout(out):
        exec(compile(script, "<guest>", "exec"), {"__name__": "__guest__"})
    return out.getvalue()


@pytest.mark.parametrize("gid", ["klondike", "spider", "canfield", "sixsuit"])
def test_fuzz_sessions_give_the_same_bytes_under_micropython(gid):
    gi = F.SHIPPED.index(gid)
    s = F.Session(gi, 11, 1)
    deal = s.app.board.deal_no
    s.run(1500)  # a fuzz session: its tokens, power cuts included, from its first deal
    script = _guest(gi, deal, s.tokens)
    want = _cpython(script)
    r = mpy.run_firmware(script, heap_kb=1024, timeout_s=600)
    assert r.stdout == want, (r.stdout, want)
    print("\n%s: %d tokens, the same %s under MicroPython" % (gid, len(s.tokens), want.split()[1]))


def test_a_timed_fuzz_reaches_every_game():
    """make fuzz SECONDS=N gives each game its share of the time, so every
    game is fuzzed at any length."""
    from sim import fuzz

    # (every game's first turn, whatever the time: 350 games of 40 presses;
    # the costly checks every FULL changes, as in the sessions above, for
    # this test is of how the time is shared)
    total = fuzz.fuzz(seconds=3, full=FULL)
    assert sorted(total["by_game"]) == sorted(g.id for g in fuzz.SHIPPED)
    assert all(n > 0 for n in total["by_game"].values())


def test_a_timed_fuzz_gives_a_fast_and_a_slow_game_the_same_key_presses():
    """Klondike takes about a tenth of Solitaire Tiles' time a key: given
    the same share of time it had ten times the presses. Each now gets its
    turns of CHUNK presses, the one with the fewest first (issue 28, item 14)."""
    from sim import fuzz

    games = [i for i, g in enumerate(fuzz.SHIPPED) if g.id in ("klondike", "soltiles")]
    total = fuzz.fuzz(games, seconds=4)
    a, b = total["by_game"]["klondike"], total["by_game"]["soltiles"]
    assert min(a, b) >= fuzz.CHUNK and abs(a - b) <= fuzz.CHUNK + 10, total["by_game"]  # (a move's keys may run past a turn)


def test_a_key_budget_reaches_every_game_evenly():
    """--keys shared out: 1,000 presses over 30 games is 33 each (before,
    the first games took 44 and the last ones none)."""
    from sim import fuzz

    total = fuzz.fuzz(list(range(30)), keys=1000)
    counts = sorted(total["by_game"].values())
    assert len(counts) == 30 and counts[0] >= 1000 // 30 - 1 and counts[-1] - counts[0] <= 10, total["by_game"]
    assert 1000 <= total["keys"] <= 1000 + 10 * 30


def test_the_fuzz_ends_with_the_least_covered_games(capsys):
    from sim import fuzz

    assert fuzz.main(["--keys", "60", "--game", "freecell"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("least covered: freecell ") and "key presses a game: least " in last and "(1 game)" in last
