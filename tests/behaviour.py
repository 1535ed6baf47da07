"""What the console does, recorded key by key, so that a refactor can show it
changed nothing a player sees.

Three kinds of run, each a list of tokens (keys and clock events):

* the scripted session of every game (``sim/sessions.py``), on the App;
* the UI tests' wins: FreeCell deals 1 and 1000 (fc-solve's moves) and
  Klondike deal 33 (the hint engine's, drawing three), played through the keys;
* fuzz seeds: ``sim.fuzz`` sessions (a random one and a winning one for each
  game), with their saves, power cuts and sleeps.

After every token the run keeps a short hash of the position (the engine's
``key()`` bytes) and of what the screen model shows. The sessions also run
through ``code.py`` on the virtual panel (the real displayio stack and SSD1306
driver): there it keeps the I2C bytes each key sent and a hash of the panel's
RAM. ``tests/data/behaviour.json`` holds the record made before the game
interface was refactored (issue 11); ``test_behaviour.py`` replays the tokens
and compares. The golden screenshots (``test_screens.py``) are the third check.

    python tests/behaviour.py --write     # record again (a deliberate change only)
    python tests/behaviour.py --write klondike   # only these sessions' runs and wins
"""

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if os.path.join(ROOT, "firmware") not in sys.path:  # last: its code.py would shadow the stdlib's code
    sys.path.append(os.path.join(ROOT, "firmware"))

RECORD = os.path.join(HERE, "data", "behaviour.json")
FUZZ_TOKENS = 400
FUZZ_SEEDS = (1, 3)  # seed 3: a session that plays to win (sim.fuzz)


def _h(*parts):
    h = hashlib.sha1()
    for p in parts:
        h.update(p)
        h.update(b"|")
    return h.hexdigest()[:10]


def screen_bytes(scr):
    """Gets what the screen model shows (not the buffers it hides)."""
    from solitaire.console import screen as S

    if scr.mode == S.TEXT:
        return b"T" + bytes(scr.text)
    head = ("G %d %d %d %d %s %s" % (scr.pitch, scr.top_cols, scr.tab_cols, scr.x0, scr.top_sheet, scr.tab_sheet)).encode()
    out = head + bytes(scr.top[: scr.top_cols]) + bytes(scr.tab[: scr.tab_cols * S.TAB_ROWS])
    if scr.msg_on:
        out += b"M" + bytes(scr.msg)
    return out


def position_bytes(app):
    b = app.board
    return b.key() if b is not None else b""


def state_hash(app):
    return _h(position_bytes(app), screen_bytes(app.screen), b"z" if app.asleep else b"")


# -- the runs ------------------------------------------------------------------


def session_tokens(game_id):
    from sim.sessions import TICK, session_keys
    from sim.autoplay import KEY_NAMES

    keys, _ = session_keys(game_id)
    return ["tick" if k == TICK else KEY_NAMES[k] for k in keys]


def win_tokens(game_id, deal):
    """The keys of test_ui's wins, played on an App from the game's screen."""
    from sim.autoplay import play_moves
    from sim.sessions import greedy_moves, solver_moves
    from sim.autoplay import KEY_NAMES

    app = _app_on(game_id, deal)
    moves = solver_moves(deal) if game_id == "freecell" else greedy_moves(game_id, deal)[0]
    keys = []
    play_moves(app, moves, on_key=keys.append, on_tick=lambda t: keys.append(-1))
    return ["tick" if k == -1 else KEY_NAMES[k] for k in keys]


def _app_on(game_id, deal):
    from solitaire.console.app import App
    from solitaire.gamelist import MENU_GAMES
    from solitaire.console.screen import Screen

    app = App(Screen(), MENU_GAMES)
    app.start(MENU_GAMES.index(game_id), deal)
    return app


def fuzz_tokens(game_id, seed):
    from sim import fuzz
    from sim.sessions import session_game

    gi = fuzz.SHIPPED.index(session_game(game_id))  # (a session's game: the catalogue's first)
    s = fuzz.Session(gi, seed)
    s.run(FUZZ_TOKENS)
    return s.tokens


# -- replaying -----------------------------------------------------------------


def replay_app(app, tokens):
    """Plays ``tokens`` on ``app`` (400 ms before each key, 100 ms a tick);
    gets the state hash after each."""
    from sim.autoplay import KEY_NAMES

    now = 0
    out = []
    for t in tokens:
        if t == "tick":
            now += 100
            app.tick(now)
        else:
            now += 400
            app.tick(now)
            app.key(KEY_NAMES.index(t), now)
        out.append(state_hash(app))
    return out


def replay_session(game_id, tokens):
    from solitaire.console.app import App
    from solitaire.gamelist import MENU_GAMES
    from solitaire.console.screen import Screen

    return replay_app(App(Screen(), MENU_GAMES), tokens)


def replay_fuzz(game_id, seed, tokens):
    from sim import fuzz
    from sim.sessions import session_game

    gi = fuzz.SHIPPED.index(session_game(game_id))
    s = fuzz.Session(gi, seed)
    out = []
    for t in tokens:
        s.step(t)
        out.append(state_hash(s.app))
    return out


def replay_panel(tokens):
    """Runs the tokens through code.py on the virtual panel from the game
    menu; gets [(I2C bytes, hash of the panel's RAM)] per key."""
    from sim.shot import run_keys

    rams = []
    _, _, _, counts, _ = run_keys(None, 1, [], panel_names(tokens), per_key=lambda i, name, console, panel: rams.append(bytes(panel.ram)))
    return panel_record(counts, rams)


def panel_names(tokens):
    """The key names the virtual panel's run takes for ``tokens``."""
    return ["wait" if t == "tick" else t for t in tokens]


def panel_record(counts, rams):
    """[(I2C bytes, hash of the panel's RAM)] a key, as the record keeps them."""
    return [[n, _h(r)] for n, r in zip(counts, rams)]


def games():
    from sim.sessions import SESSIONS

    return list(SESSIONS)


WINS = (("freecell", 1), ("freecell", 1000), ("klondike", 33))


def record(only=None):
    """Records every run, or (``only``: session names) those sessions' runs
    and wins, keeping the rest of the record as it is."""
    if only:
        with open(RECORD) as f:
            out = json.load(f)
        for kind in out.values():
            for name in [n for n in kind if n.split("/")[0] in only]:
                del kind[name]
    else:
        out = {"sessions": {}, "wins": {}, "fuzz": {}, "panel": {}}
    for gid in only or games():
        toks = session_tokens(gid)
        out["sessions"][gid] = {"tokens": toks, "states": replay_session(gid, toks)}
        out["panel"][gid] = replay_panel(toks)
        for seed in FUZZ_SEEDS:
            toks = fuzz_tokens(gid, seed)
            out["fuzz"]["%s/%d" % (gid, seed)] = {"tokens": toks, "states": replay_fuzz(gid, seed, toks)}
    for gid, deal in WINS:
        if not only or gid in only:
            toks = win_tokens(gid, deal)
            out["wins"]["%s/%d" % (gid, deal)] = {"tokens": toks, "states": replay_app(_app_on(gid, deal), toks)}
    return out


if __name__ == "__main__":
    only = sys.argv[2:]
    if sys.argv[1:2] != ["--write"] or not set(only) <= set(games()):
        sys.exit("usage: python tests/behaviour.py --write [SESSION ...]  (sessions: %s)" % " ".join(games()))
    data = record(only)
    with open(RECORD, "w") as f:
        json.dump(data, f, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    print("wrote %s (%d bytes)" % (RECORD, os.path.getsize(RECORD)))
