"""The device-true heap: the whole firmware, as ``code.py`` runs it, on a real
MicroPython with a fixed heap.

What runs (as the device would, from ``.mpy`` or from ``.py``):

* ``boot.py``, then ``code.py`` unmodified: ``device.py``'s main loop, the
  renderer, ``savegame`` and ``store`` writing the save file and the NVM, and
  the Adafruit library ``adafruit_displayio_ssd1306``, compiled like the
  firmware; exactly the files ``make flash`` installs (``host_tools/flash.py``).
* Stand-ins only for CircuitPython's C modules (``sim/guest/``). displayio's
  stand-ins allocate on the heap what CircuitPython's C displayio allocates
  for each bitmap, palette, grid and group (sizes and sources in
  ``sim/guest/displayio.py``). The buttons press as a session script says on
  a virtual clock (``sim/guest/keypad.py``).
* The interpreter is the GC-safe build (``sim/mpy.py``): collections run
  whenever the heap needs one, inside calls too, as on the device.

The session (``session_steps``): power on with an empty drive, the game's
scripted session from the game menu (``sim/sessions.py``) with, three
quarters in, a pause long enough for an idle save and a power cut (the
device starts again from ``boot.py`` and resumes the saved game; the keys
after it are worked out on the resumed game: ``_with_power_cut``), an idle
save, 30 new deals (each a hard checkpoint, so the NVM log fills and compacts), then a
switch to a game of the other family (card games and tile games) while the
first family's modules are still loaded, a few keys there, and an idle save.

Figures (``run``):

* ``smallest_heap``: the smallest ``-X heapsize`` from which the session
  completes as it does on a large heap (no crash, no out-of-memory notice on
  the way, the same state at each mark and at the end: ``completes``), at
  every larger size checked too (``CHECK_ABOVE``). What a maker
  compares with ``gc.mem_free()`` at start-up is that heap's GC total less
  what the interpreter and the stand-ins hold before ``boot.py`` (``base``):
  the ``need`` figure.
* ``run(..., measure=True)``: on a large heap, the collector runs before each
  button event and is off in between, so the heap in use when the next event
  comes is what was live plus everything allocated since: a bound on the peak
  inside a key that no collection could lower. ``live`` is the most live
  after a collection.

The stand-ins' own code and objects count in ``base`` and are taken off; so
is the NVM's 4 KiB buffer (flash on the device). What the stand-ins cannot
show: CircuitPython's own start-up allocations before ``code.py`` (in the
boards' free figure already), and displayio's refresh work, which runs from
C stack buffers (see ``sim/guest/displayio.py``).
"""

import functools
import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

from sim import mpy

REPO = Path(__file__).resolve().parent.parent
GUEST = Path(__file__).resolve().parent / "guest"
LARGE_KB = 2048  # a heap no session comes near: the reference end state
CHECK_ABOVE = (1, 2, 3, 4, 6, 8)  # KB above the smallest heap that must pass too
BOARDS = (("Pico", 171), ("Pico W", 126), ("Pico 2", None))

# press and release times (ms), as a player's: a pause before each key, a tap
# shorter than the hold time, a hold past it (firmware/solitaire/buttons.py)
PAUSE_MS = 400
TAP_MS = 60
HOLD_MS = 600
TICK_MS = 100
IDLE_SAVE_MS = 5000
MARK, WAIT, CUT = 0x40, 0x7F, 0x7E
STANDINS = ("time", "supervisor", "board", "digitalio", "storage", "microcontroller", "busio",
            "keypad", "displayio", "busdisplay", "i2cdisplaybus", "terminalio", "bitmaptools")


def _press_steps(k):
    """Gets the button steps (code, ms before) of one UI key."""
    from solitaire.console import buttons as K

    if k in (K.A_HOLD, K.B_HOLD):
        b = K.A if k == K.A_HOLD else K.B
        return [(0x80 | b, PAUSE_MS), (b, HOLD_MS)]
    return [(0x80 | k, PAUSE_MS), (k, TAP_MS)]


def session_keys(game_id, new_deals=30):
    """Gets the UI keys of the device-true session of ``game_id`` (TICK where
    the clock runs a step, IDLE where the player pauses long enough for an idle
    save): see the module text."""
    from sim.autoplay import menu_keys
    from sim.sessions import session_keys as game_session
    from solitaire.console import buttons as K
    from solitaire.console import screens as SC
    from solitaire.gamelist import MENU_GAMES

    game_keys, _ = game_session(game_id)
    keys, app = _with_power_cut(game_keys)
    if app.state != SC.PLAY:
        raise ValueError("%s's session ends in state %d, not in play" % (game_id, app.state))
    keys.append(IDLE)

    def press(ks):
        for k in ks:
            app.key(k, 0)
            keys.append(k)

    for _ in range(new_deals):
        press([K.B_HOLD])
        press([K.DOWN] * app.pause_menu.items().index(SC._P_NEW) + [K.A])
        press([K.RIGHT, K.A, K.B])  # a look, a pick and a put-back
    keys.append(IDLE)
    # the other family, while this one's modules are loaded
    here = MENU_GAMES[app.gi].family
    other = [i for i in range(len(MENU_GAMES)) if MENU_GAMES[i].family != here][0]
    press([K.B_HOLD])
    press([K.DOWN] * app.pause_menu.items().index(SC._P_QUIT) + [K.A])
    press(menu_keys(app, other))
    press([K.RIGHT, K.RIGHT, K.A, K.B, K.DOWN])
    keys.append(IDLE)
    return keys


IDLE = 254  # in a device session: a pause long enough for an idle save
POWER = 253  # ... the power goes off and comes back (boot.py and code.py run afresh)


def _replay(game_keys, cut=-1):
    """Plays ``game_keys`` from power-on on an App as the device's (saves
    and all), with a power cut before key ``cut`` (after an idle save; -1:
    none). Gets (the keys with the cut's steps, the App, where it ended,
    the keys before which a cut could come: in play, nothing held, nothing
    playing by itself)."""
    from sim.fuzz import MemFiles
    from sim.hw import Nvm
    from sim.sessions import TICK
    from solitaire.console import screens as SC
    from solitaire.console.savegame import position_hash

    drive = (Nvm(), MemFiles())
    app = _boot(drive)
    now = 0
    keys = []
    can_cut = []
    for i, k in enumerate(game_keys):
        if app.state == SC.PLAY and not app.play.holding and not app.play.busy():
            can_cut.append(i)
        if i == cut:
            now += IDLE_SAVE_MS
            app.tick(now)  # the idle save; then the power goes, and comes back
            app = _boot(drive)
            keys += [IDLE, POWER]
        now += PAUSE_MS
        if k == TICK:
            app.tick(now)
        else:
            app.key(k, now)
        keys.append(k)
    b = app.board
    return keys, app, (app.state, None if b is None else (b.nmoves, position_hash(b))), can_cut


def _with_power_cut(game_keys):
    """Puts a power cut into a game's session, at the first place from three
    quarters in after which the session goes on as it would have (the
    device comes back with the cursor where a new game has it: the keys
    after the cut must mean the same there). Gets (keys, the App)."""
    _, _, end, can_cut = _replay(game_keys)
    for cut in [i for i in can_cut if i >= len(game_keys) * 3 // 4][:40]:
        keys, app, cut_end, _ = _replay(game_keys, cut)
        if cut_end == end:
            return keys, app
    raise ValueError("no power cut in the session's last quarter leaves it on its course")


def _boot(drive):
    """Gets the App the device has at power-on, over ``drive`` (an NVM and
    the files, kept across power cuts): the saves opened and the saved game
    resumed, as ``device.Console`` does, so the session's keys after a power
    cut are worked out on the position and screen the device comes back to."""
    from solitaire.console import resume, savegame as SG
    from solitaire.console import store as ST
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    st = ST.Store(drive[0], drive[1], "/saves/solitaire.sav", True)
    st.open()
    app = App(Screen(), MENU_GAMES)
    app.saver = SG.Saver(st)
    resume.boot(app.saver, app)
    return app


def session_steps(game_id, measure=False):
    """Gets the keypad stand-in's script (see sim/guest/keypad.py): worked
    out once a process (bytes: nothing changes it), as the reference run,
    the run at the limit and heap_for each ask for it (all 30 sessions'
    7.8 s of CPU: the power cut's replays on the host)."""
    return bytes((1 if measure else 0,)) + _steps(game_id)


@functools.lru_cache(maxsize=None)
def _steps(game_id):
    """The script's steps (session_steps' after its mode byte)."""
    from sim.sessions import TICK

    steps = []
    for k in session_keys(game_id):
        if k == TICK:
            steps.append((WAIT, TICK_MS))
        elif k == IDLE:
            steps.append((MARK, IDLE_SAVE_MS))
        elif k == POWER:
            steps.append((CUT, TICK_MS))
        else:
            steps += _press_steps(k)
    out = bytearray()
    for code, ms in steps:
        out += bytes((code, ms & 0xFF, ms >> 8))
    return bytes(out)


# -- the guest's drive ----------------------------------------------------------


def _source_tree():
    """Gets a folder (in the cache under build/) holding exactly what ``make
    flash`` installs: the firmware files the device imports, the assets, and
    lib/ with the pinned Adafruit libraries; and the stand-ins in _guest/."""
    return _kept_tree("heap-src", _source_files())


def _source_files():
    """Gets what ``_source_tree`` holds: [(relative path, source file)]."""
    sys.path.insert(0, str(REPO / "host_tools"))
    try:
        import flash
    finally:
        sys.path.pop(0)
    firmware = REPO / "firmware"
    files = [(rel, firmware / rel) for rel in sorted(flash.device_sources(str(firmware)))]
    files += [(rel, firmware / rel) for rel in flash.firmware_files(str(firmware)) if not rel.endswith(".py")]
    files += [("lib/" + rel, Path(src)) for rel, src in flash.library_files(flash.read_requirements())]
    files += [("_guest/" + f.name, f) for f in sorted(GUEST.glob("*.py"))]
    return files


def _kept_tree(name, files):
    """Gets a folder in the cache holding ``files`` ([(relative path, source
    file)]), named by their content: made once, in a temporary folder renamed
    into place, and never changed after, so that runs in parallel (the
    tests' pytest-xdist workers) share it and none sees one half made."""
    digest = hashlib.sha256()
    for rel, src in files:
        digest.update(rel.encode() + b"\0" + Path(src).read_bytes() + b"\0")
    cache = mpy.cache_dir()
    out = cache / ("%s-%s" % (name, digest.hexdigest()[:20]))
    if out.is_dir():
        return out
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-%s-" % name, dir=str(cache)))
    try:
        for rel, src in files:
            dest = tmp / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest)
        os.replace(tmp, out)
    except OSError:
        if not out.is_dir():  # (else another process made it first)
            raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    mpy.prune(cache, name + "-*", keep=4)
    return out


_TREES = {}


def _tree(as_mpy):
    """The staged tree, compiled to .mpy (the stand-ins too) or as .py (the
    stand-ins compiled all the same: their cost is taken off)."""
    if as_mpy not in _TREES:
        src = _source_tree()
        compiled = mpy.compiled_tree(src)
        if as_mpy:
            _TREES[as_mpy] = compiled
        else:
            files = [(p.relative_to(src).as_posix(), p) for p in sorted(src.rglob("*"))
                     if p.is_file() and p.relative_to(src).parts[0] != "_guest"]
            files += [(p.relative_to(compiled).as_posix(), p) for p in sorted((compiled / "_guest").rglob("*")) if p.is_file()]
            _TREES[as_mpy] = _kept_tree("heap-py", files)
    return _TREES[as_mpy]


BOOTSTRAP = """
import gc, os, sys
sys.path.insert(0, '/_guest')
import %(standins)s
gc.collect()
print('base', gc.mem_alloc(), gc.mem_alloc() + gc.mem_free())
ls = os.listdir('/')
if '_resume.bin' not in ls or '_power.bin' in ls:  # a reload does not run boot.py; power-on does
    if '_power.bin' in ls:
        os.remove('/_power.bin')
    exec(open('/boot.py').read(), {'__name__': '__main__'})
    gc.collect()
exec(open('/code.py').read(), {'__name__': '__main__'})
"""
MAX_RUNS = 80  # runs a session may take: each supervisor.reload() starts one (the catalogue tour: two a game)


def run(game_id, heap_kb=LARGE_KB, as_mpy=True, measure=False, steps=None, drive=None):
    """Runs the device-true session of ``game_id``; gets a dict: ok, end (the
    end state line), base, total (the GC heap), peak/live (measure mode),
    nvm (NVM writes), error (the last line of a failure). ``drive``: a drive
    made by ``_new_drive`` to run on (what it holds stays), instead of a
    fresh one."""
    if steps is None:
        steps = session_steps(game_id, measure)
    with tempfile.TemporaryDirectory(prefix="heap-") as tmp:
        root = drive or _new_drive(Path(tmp), as_mpy)
        (root / "_session.bin").write_bytes(steps)
        script = BOOTSTRAP % {"standins": ", ".join(STANDINS)}
        env = {"SOLITAIRE_SAVES": "/saves/solitaire.sav", "SOLITAIRE_ASSETS": "/assets"}
        out = {"game": game_id, "heap_kb": heap_kb, "mpy": as_mpy, "reloads": 0, "power_cuts": 0, "peak": 0, "live": 0}
        for _ in range(MAX_RUNS):
            # (no fuel counted: no figure here is one, and the count costs
            # about a quarter of the run's CPU)
            r = mpy.run(script, heap_kb=heap_kb, modules_dir=root, writable=True, gc_safe=True, env=env,
                        timeout_s=600, count_fuel=False, device_files=True)
            reloaded = False
            for line in r.stdout.splitlines():
                w = line.split()
                if not w:
                    continue
                if w[0] == "base":
                    out["base"], out["total"] = int(w[1]), int(w[2])
                elif w[0] == "peak":  # the most of any run (each prints its own: keypad.keep)
                    out["measured"] = out.get("measured", 0) + 1
                    if int(w[1]) > out["peak"]:
                        out["peak"], out["peak_step"] = int(w[1]), int(w[2])
                    out["live"] = max(out["live"], int(w[4]))
                elif w[0] == "end":
                    out["end"] = line
                elif w[0] == "mark":  # the state there (the heap figures apart)
                    out.setdefault("marks", []).append(" ".join(w[3:]))
                elif w[0] == "oom":
                    out.setdefault("ooms", []).append(int(w[1]))
                elif w[0] == "nvm":
                    out["nvm"] = out.get("nvm", 0) + int(w[1])
                    out["compactions"] = out.get("compactions", 0) + int(w[2])
                elif w[0] in ("reload", "power"):
                    reloaded = w[0]
            if not (r.ok and reloaded):
                break
            out["reloads" if reloaded == "reload" else "power_cuts"] += 1
    out["ok"] = r.ok
    if not r.ok:
        tail = (r.stderr.strip().splitlines() or [r.trap or "exit %d" % r.exit_code])[-1]
        out["error"] = tail
        out["stderr"] = r.stderr
    elif "end" not in out:
        out["ok"] = False
        out["error"] = "the session did not reach its end"
    return out


def _new_drive(folder, as_mpy):
    """Gets a drive (a folder under ``folder``) as ``make flash`` leaves it,
    with an empty saves folder."""
    root = folder / "drive"
    shutil.copytree(_tree(as_mpy), root)
    (root / "saves").mkdir()
    return root


# -- power-on at any heap (issue: a MemoryError at power-on shows the notice) --

POWER_ON_STEPS = bytes((0, WAIT, TICK_MS & 0xFF, TICK_MS >> 8))  # power on; the first frames; the end


def saved_drive(folder, game_id, as_mpy=True):
    """Gets a drive holding a saved game of ``game_id``: played on a large
    heap from the game menu (opened, a look right and a pick), paused for
    an idle save, and the power cut; the next run on it starts from
    ``boot.py`` and resumes that game."""
    from sim.autoplay import menu_keys
    from solitaire.console import buttons as K
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    root = _new_drive(folder, as_mpy)
    keys = menu_keys(App(Screen(), MENU_GAMES), MENU_GAMES.index(game_id)) + [K.RIGHT, K.A]
    steps = [s for k in keys for s in _press_steps(k)] + [(MARK, IDLE_SAVE_MS), (CUT, TICK_MS)]
    script = bytearray((0,))
    for code, ms in steps:
        script += bytes((code, ms & 0xFF, ms >> 8))
    r = run(game_id, LARGE_KB, as_mpy, steps=bytes(script), drive=root)
    if not (r["ok"] and r["power_cuts"] == 1):
        raise mpy.MicroPythonError("%s: the saved game's drive could not be made: %s" % (game_id, r.get("error")))
    (root / "_resume.bin").unlink()  # the script starts again with the next run's (boot.py runs: _power.bin)
    return root


def power_on(heap_kb, as_mpy=True, drive=None):
    """Powers on once at ``heap_kb`` (an empty drive, or ``drive`` from
    ``saved_drive``, left as it was) and lets the first frames pass. Gets
    (outcome, the run): outcome is "start" (the menu or the resumed game,
    no notice), "notice" (the out-of-memory notice, or the halt's
    out-of-memory text on the panel), "dark" (halted with nothing on the
    panel: the LED's blinks), or "error" (an uncaught error: a traceback)."""
    with tempfile.TemporaryDirectory(prefix="heap-") as tmp:
        if drive is None:
            root = _new_drive(Path(tmp), as_mpy)
        else:
            root = Path(tmp) / "drive"
            shutil.copytree(drive, root)
        r = run("power-on", heap_kb, as_mpy, steps=POWER_ON_STEPS, drive=root)
    end = r.get("end", "").split()
    if not r["ok"]:
        return "error", r
    if end[1:2] == ["halt"]:
        return ("notice" if end[3] == "panel" else "dark"), r
    if end[1:2] == ["no-heap-to-tell"]:  # (the stand-ins could not read the state: nothing was drawn)
        return "dark", r
    return ("notice" if r.get("ooms") else "start"), r


def power_on_sweep(sizes, as_mpy=True, game_id=None):
    """Powers on at each heap size (KB) in ``sizes``: with an empty drive,
    or with ``game_id``'s game saved (``saved_drive``). Gets [(kb, outcome,
    the end line or the error, the firmware's bytes: the heap less what
    the interpreter and the stand-ins hold, as ``gc.mem_free()`` at
    start-up)]."""
    out = []
    with tempfile.TemporaryDirectory(prefix="heap-") as tmp:
        drive = None if game_id is None else saved_drive(Path(tmp), game_id, as_mpy)
        for kb in sizes:
            outcome, r = power_on(kb, as_mpy, drive)
            out.append((kb, outcome, r.get("error") or r.get("end"), r.get("total", 0) - r.get("base", 0)))
    return out


def bands(sweep):
    """Gets a sweep as runs of one outcome: [(from KB, to KB, outcome)]."""
    out = []
    for kb, outcome, _, _ in sweep:
        if out and out[-1][2] == outcome:
            out[-1][1] = kb
        else:
            out.append([kb, kb, outcome])
    return [tuple(b) for b in out]


def heap_for(need, steps, as_mpy=True):
    """Gets the smallest ``-X heapsize`` (KB) whose GC total, less what the
    interpreter and the stand-ins hold (``base``, with the session script
    ``steps``: the keypad stand-in holds it), is at least ``need`` bytes:
    the heap that gives the firmware ``need`` bytes, as a board whose
    ``gc.mem_free()`` says ``need`` at start-up does."""
    script = (BOOTSTRAP % {"standins": ", ".join(STANDINS)}).split("if '_resume.bin'")[0]
    kb = need // 1024
    with tempfile.TemporaryDirectory(prefix="heap-") as tmp:
        root = Path(tmp) / "drive"
        shutil.copytree(_tree(as_mpy), root)
        (root / "_session.bin").write_bytes(steps)
        while True:
            r = mpy.run(script, heap_kb=kb, modules_dir=root, gc_safe=True, check=True, count_fuel=False,
                        device_files=True)
            base, total = map(int, r.stdout.split()[1:3])
            if total - base >= need:
                return kb
            kb += max(1, (need - total + base) // 1024)


def reference(game_id, as_mpy=True):
    """The session's end on a large heap (what every smaller heap must reach)."""
    r = run(game_id, LARGE_KB, as_mpy)
    if r["ok"] and r.get("ooms"):
        r["ok"], r["error"] = False, "the out-of-memory notice at step %d" % r["ooms"][0]
    if not r["ok"]:
        raise mpy.MicroPythonError("%s's device session fails even on %d KB: %s" % (game_id, LARGE_KB, r.get("error")))
    return r


def completes(game_id, heap_kb, as_mpy, ref, steps=None):
    """Checks if the session goes as ``ref`` says in ``heap_kb`` (``ref``: the
    reference run, or sim/heap_expect.py's expectation worked out on the
    host): no out-of-memory notice on the way, the same state at each mark
    and at the end; gets (bool, the run)."""
    r = run(game_id, heap_kb, as_mpy, steps=steps)
    if r["ok"] and r.get("ooms"):
        r["error"] = "the out-of-memory notice at step %d" % r["ooms"][0]
    elif r["ok"] and r.get("marks") != ref.get("marks"):
        r["error"] = "another state at a mark: %s, not %s" % (r.get("marks"), ref.get("marks"))
    ok = r["ok"] and not r.get("ooms") and r.get("marks") == ref.get("marks") and r.get("end") == ref["end"]
    return ok, r


def smallest_heap(game_id, as_mpy=True, lo=32, hi=400):
    """Finds the smallest heap (KB) from which the session completes, checking
    the sizes in CHECK_ABOVE above it too; gets a dict: kb, need (bytes: the
    GC total there less ``base``), base, runs, failures (what went wrong
    just below: the first out-of-memory)."""
    ref = reference(game_id, as_mpy)
    steps = session_steps(game_id)
    runs = 1
    ok, r = completes(game_id, hi, as_mpy, ref, steps)
    runs += 1
    if not ok:
        raise mpy.MicroPythonError("%s does not complete in %d KB: %s" % (game_id, hi, r.get("error")))
    below = None
    while True:
        while hi - lo > 1:
            mid = (lo + hi) // 2
            ok, r = completes(game_id, mid, as_mpy, ref, steps)
            runs += 1
            if ok:
                hi = mid
            else:
                lo, below = mid, r
        for d in CHECK_ABOVE:
            ok, r = completes(game_id, hi + d, as_mpy, ref, steps)
            runs += 1
            if not ok:  # not monotonic: start again above the failure
                lo, hi, below = hi + d, hi + d + 32, r
                break
        else:
            break
    top = run(game_id, hi, as_mpy, steps=steps)
    return {
        "game": game_id,
        "mpy": as_mpy,
        "kb": hi,
        "need": top["total"] - top["base"],
        "base": top["base"],
        "runs": runs + 1,
        "below": None if below is None else below.get("error", "a different end: " + str(below.get("end"))),
    }


def main(argv=None):
    import argparse

    sys.path.append(str(REPO / "firmware"))
    p = argparse.ArgumentParser(prog="python -m sim.heap", description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", help="sessions: game ids, or catalogue (default: every session, sim/sessions.py); "
                   "a game with no session of its own runs its family's session shape (sessions.session_keys)")
    p.add_argument("--py", action="store_true", help="from .py (default .mpy)")
    p.add_argument("--heap", type=int, help="one run at this heap (KB) instead of the search")
    p.add_argument("--measure", action="store_true", help="one run bounding the peak inside keys")
    p.add_argument("--power-on", metavar="A-B", help="power on once at each heap from A to B KB (an empty "
                   "drive; with a game id, that game saved) and print what each shows: start, notice, dark, error")
    a = p.parse_args(argv)
    if a.power_on is not None:
        return _print_power_on(p, a)
    from sim.sessions import SESSIONS
    from solitaire.gamelist import MENU_GAMES

    ids = list(SESSIONS)
    for g in a.games:
        if g not in ids and MENU_GAMES.index(g) < 0:
            p.error("no session or game %r (sessions: %s; or any game id of the menu)" % (g, " ".join(ids)))
    if a.heap is not None and not 16 <= a.heap <= 4096:
        p.error("--heap %d: give 16 to 4096 (KB)" % a.heap)
    for g in a.games or ids:
        if a.heap or a.measure:
            print(run(g, a.heap or LARGE_KB, not a.py, measure=a.measure))
        else:
            print(smallest_heap(g, not a.py))
    return 0


def _print_power_on(p, a):
    """``--power-on A-B``: the sweep, size by size, then its bands."""
    lo, _, hi = a.power_on.partition("-")
    if not (lo.isdigit() and hi.isdigit() and 16 <= int(lo) <= int(hi) <= 4096):
        p.error("--power-on %s: give A-B, heap sizes in KB from 16 to 4096" % a.power_on)
    if len(a.games) > 1:
        p.error("--power-on takes at most one game (the one saved on the drive)")
    from solitaire.gamelist import MENU_GAMES

    game = a.games[0] if a.games else None
    if game is not None and MENU_GAMES.index(game) < 0:
        p.error("no game %r" % game)
    sweep = power_on_sweep(range(int(lo), int(hi) + 1), not a.py, game)
    print("heap KB  firmware's KB  outcome  end (or error)")
    for kb, outcome, line, free in sweep:
        print("%7d  %13.1f  %-7s  %s" % (kb, free / 1024, outcome, line))
    for first, last, outcome in bands(sweep):
        print("bands: %d-%d KB %s" % (first, last, outcome))
    return 0 if all(w[1] != "error" for w in sweep) else 1


if __name__ == "__main__":
    sys.exit(main())
