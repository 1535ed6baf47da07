"""The device-true heap limit (sim/heap.py; make bench reports the figures):
every game's session, run as code.py runs it on the device with the save
path, the renderer and the Adafruit libraries, from .mpy, completes when the
firmware has 141 KB of heap, as a board whose gc.mem_free() says 141 KB at
start-up (a Pico says 171). The limit was 150 KB until issue 28's fixes
(the knock's whole order, Solitaire Tiles' two players playing through the
stock, level 3's search) and issue 35's power-on handling: measured after
them, Solitaire for Two's session needs more than 156 KB (it fails at 150-156,
passes at 158-162) and Solitaire Tiles' more than 154 (passes at 156-162).
Issue 34's first steps (power-on's reading of the saves dropped before the
saved game's family loads, and its rebuild once it is on the board) brought
the heaviest down to 153.4 KB (Solitaire for Two, from 158.3; Solitaire
Tiles 152.0, from 156.8; Klondike 132.9, from 134.8; Pyramid 117.3, from 121.1: sim/heap.py's smallest heap), and
the limit to 154 KB. With the save file, the NVM's 4 KiB image let go after
power-on (media.NvmLog.let_go, before the saved game's family loads)
brought Solitaire for Two to 148.5 KB, Solitaire Tiles to 146.1 and
Klondike to 124.9, and the limit to 149 KB; the issue's 120 KB (a Pico W)
is not reached yet. The merges of issues 30-32 took Solitaire for Two to
151.4 KB (the game list's three tail tables opened at import) and Solitaire
Tiles to 162.7 (its session, longer since the send-up over ticks, resumed
in its two-player game: 1271 names, over the 1261st name's 9 KB pool); the
tail's counts read only when asked, rebuild.py's and card_name's names and
the checkpoint's record made in its payload brought both back under 149 KB
(tests/test_heap_levers.py). Issue 34's third steps (the save path a
run keeps made the writing alone, the save file's slot table four bytes a
slot) brought Solitaire for Two to 145.5 KB (147.5 on the tree before
them), Solitaire Tiles to 142.1 (144.1) and Klondike to 119.1 (126.9), and
the limit to 146 KB. Six-Suit's family loading no card module (its runs'
names under the 1261st's 9 KB pool) brought Solitaire for Two to 135.8 KB,
and the limit to 143 KB (Solitaire Tiles' 142.1). Solitaire Tiles' computer
seat loaded only when it first thinks brought it to 141.1 KB (144,528 bytes),
and the limit to 142 KB; with this round's card games' modules it needs
up to 144.1 KB (147,536 bytes measured on a merged tree), and the limit was
145 KB. Issue 34's sixth steps: Solitaire Tiles' Points code loaded when
first asked, its two players' log given room as the game is dealt, and a
game checkpoint's record made in the save file's sector brought it to
140.1 KB on their branches (143,504 bytes; the merged tree's figure is in
docs/heap.md), and the limit to 142 KB. Issue 34's card-game steps, landed
again on this round's tree (the sheets' room in a piece a sheet, Six-Suit's
undo marks at its first action, room for the game's piles taken before its
family's code loads, a snapshot's moves in one bytearray) brought Klondike
to 116.2 KB (118.1 before), Puss in the Corner to 116.3 (120.2), Big Ben to
119.4 (120.4) and Six-Suit to 118.0 (121.0): the sessions measured within a
Pico W's 120 KB are held to PICO_W_KB. On the merged tree Double or Quits
needs 119.1 KB (121,968 bytes): within 120 KB, but not held at 119; Big
Ben 120.4 KB (123,248; 119.4 on its branch), over. A game
checkpoint's record made in the save file's sector took Six-Suit and Big
Ben past 119 KB on the merged tree and was left out (docs/heap.md).
Completes means no out-of-memory screen, no crash, and the same state at
each mark and at the end as the session reaches on a heap no session comes
near: worked out on the host (sim/heap_expect.py, the device's main loop
played on CPython: the same as the run on 2048 KB for every session), one
MicroPython run a session where there were two (issue 33).
Issue 31's 36 games of this round (501 games: the shared card modules'
new rules and the table the menu reads) took, on the merged tree, Six-Suit
to 122,880 bytes (120.0 KB), Quadruple Yukon to 122,672 (119.8) and Big
Ben to 125,264 (122.3: 119,280 on the seventh steps' branch), over
PICO_W_KB; Labyrinth (119,024, 116.2 KB) and the pairing tour (120,352,
117.5) fail at exactly 119 KB by a hole (their needs are within it); the
catalogue's tour (now Sally ... Bucket) 123,376 (120.5); Solitaire Tiles needs 146,512 (143.1 KB):
the limit 142 -> 144 KB (issue 31's own limit is 150); issue 34's ninth steps
(its engine's history room taken as its Play is made) 145,488 (142.1): 143 KB. Each of them fits a
Pico W's 126 KB free but Solitaire Tiles (docs/heap.md, "The merged tree
of issue 31's games"). Issue 34's eighth steps (menulists.place reading
an initial's names 24 at a time: the menu's run after Big Ben's game; the
room before a family loads sized to a four-deck game's piles; a snapshot's
moves to make again in the save file's sector, where the record is made)
took Big Ben to 119,248 bytes, Quadruple Yukon to 119,664 and Six-Suit to
121,856; with Labyrinth and the pairing tour those five are in PICO_W.
The catalogue's tour, now fixed (sessions.CATALOGUE_TOUR), needs 121,984
and fails at 119 KB by a hole on this tree (docs/heap.md): LIMIT_KB.
Issue 34's ninth steps: the heap runs' drive shows the device's inodes
and times, not the host's (a host inode fitting a small int or not, by
chance, took an object more or less at each os.stat: the same run at one
heap completed or not), and Six-Suit's undo marks are taken in the
Play's room as it is made: Six-Suit 120,816 bytes (121,840 before),
back in PICO_W (29 of 32); the catalogue's tour, now repeatable, 123,952
(fails at 119 KB at step 2491, Rainbow Fan's redeal code): LIMIT_KB.

On issue 39's merged tree (545 games: thirteen more games' rules in the
shared card modules, A to Z's runs) Quadruple Yukon needs 122,784 bytes,
Puss in the Corner 122,320 and Double or Quits 122,128 (python -m sim.heap,
from .mpy): each fails at 119 KB and is out of PICO_W again (26 of 32 held
there), LIMIT_KB until the card engine's rarer rules leave the modules
every card game loads (docs/heap.md).

The heap is fragmented by then, so a few sizes below the smallest that
always works fail by chance (a block of about 1 KB not found in one piece):
BENCHMARKS.md's figure is the size from which every size checked above it
works too; this test asks for one size, deterministically."""

import functools

import pytest

from groups import group, params
from sim import heap
from sim.heap_expect import expected
from sim.sessions import SESSIONS
from solitaire.gamelist import MENU_GAMES

LIMIT_KB = 143
# A Pico W's limit (126 KB free at start-up; issue 34 asks every game to need
# at most 120 KB): the sessions measured within it are held to it, so that a
# game's limit only moves down. The others keep LIMIT_KB until they fit. It
# is 119 KB: heap_for gives the firmware up to 1 KB more than it asks (the
# heap goes by the KB), so a session that completes there needs at most 120.
PICO_W_KB = 119
PICO_W = ("klondike", "spider", "yukon", "canfield", "strategy", "grandfathers_clock",
          "puss_in_the_corner", "pyramid", "royalflush", "cribbagesquare", "gaps", "bowling",
          "freecell", "curds_and_whey", "kings_audience", "accordion", "fourteenout",
          "montecarlo", "blockten", "triplefourteens", "fifteens", "hitormiss", "maze", "big_ben",
          "pairstour", "labyrinth", "sixsuit")


@functools.lru_cache(maxsize=None)
def at_the_limit(game_id):
    """The session's run at its limit, from .mpy, checked against where it
    should be at each mark and at its end (sim/heap_expect.py, worked out on
    the host; it was a second whole run on a large heap, as many fuel as this
    one, until issue 33's sixth round): gets (ok, the run, the limit in KB).
    Run once a game (the tests that read it share the session's heap group:
    tests/groups.py)."""
    steps = heap.session_steps(game_id)
    kb = PICO_W_KB if game_id in PICO_W else LIMIT_KB
    ok, r = heap.completes(game_id, heap.heap_for(kb * 1024, steps), True, expected(game_id), steps)
    return ok, r, kb


@pytest.mark.parametrize("game_id", params(SESSIONS, "heap"))
def test_device_session_fits_the_limit_from_mpy(game_id):
    ok, r, kb = at_the_limit(game_id)
    assert ok, "%s in %d KB for the firmware: %s (python -m sim.heap %s --heap 2048: its run on a large heap)" % (
        game_id, kb, r.get("error") or r.get("end"), game_id)


@group("klondike", "heap")
def test_the_session_switches_family_and_compacts_the_nvm():
    keys = heap.session_keys("klondike")
    assert keys.count(heap.IDLE) == 4 and keys.count(heap.POWER) == 1
    r = at_the_limit("klondike")[1]
    assert r["reloads"] == 3  # the device restarts into a game from the menu, into the menu from a game, and into the other family's game (device.Console.restart_into)
    assert r["end"].split()[2] == str(MENU_GAMES.index("sixsuit"))
    assert r["compactions"] >= 1  # the NVM log filled and was rewritten whole


@group("fortwo", "heap")
def test_a_power_cut_mid_game_resumes_the_saved_game_and_the_session_goes_on():
    """Three quarters into the game (Solitaire for Two: in round two) the
    player pauses (an idle save) and the power goes: the device starts again
    from boot.py, resumes the game where it was saved, and the session's
    keys go on as they would have (sim/heap.py works them out on the
    resumed game)."""
    from sim.sessions import session_keys

    game_keys, _ = session_keys("fortwo")
    keys = heap.session_keys("fortwo")
    cut = keys.index(heap.POWER)
    assert cut >= len(game_keys) * 3 // 4 and keys[cut - 1] == heap.IDLE
    _, app, _, _ = heap._replay(game_keys[: cut - 1])
    assert app.board.st[7] == 2  # round two
    r = at_the_limit("fortwo")[1]
    assert r["power_cuts"] == 1 and r["marks"][0].split()[1:3] == [str(app.gi), str(app.board.deal_no)]


@group("fortwo", "heap")
def test_the_measure_takes_every_run_of_the_session():
    """``--measure``'s live and peak bound are the most of every run of the
    session (the first opening, the resumed game after the power cut, the
    other family): each run prints its own before the restart. Only the
    last run's were counted before (Solitaire for Two's live 146,256 bytes,
    the other family's run; its own game's runs hold 145,168; since Six-Suit's
    family loads no card module, 135,424 the most of the five)."""
    r = heap.run("fortwo", measure=True)
    assert r["measured"] == r["reloads"] + r["power_cuts"] + 1 == 5
    assert r["live"] - r["base"] > 130 * 1024


@group("klondike", "heap")
def test_an_out_of_memory_notice_fails_a_session_and_says_where():
    """A session that meets the out-of-memory notice has not fitted, and the
    check says at which step, whatever its end (the notice leads to the game
    menu, from which later keys may end where the reference does). 114 KB:
    below Klondike's need (116.2 KB, 118,944 bytes, since issue 34's sixth
    steps; 118.1 KB, 120,928 bytes, since Six-Suit's family
    loads no card module; 119.1 KB since issue 34's third steps; 124.9 KB
    since the NVM image's let go)."""
    ref = expected("klondike")
    steps = heap.session_steps("klondike")
    ok, r = heap.completes("klondike", heap.heap_for(114 * 1024, steps), True, ref, steps)
    assert not ok and r["ooms"] and r["error"] == "the out-of-memory notice at step %d" % r["ooms"][0]


@group("spider", "heap")
def test_a_heap_too_small_fails_the_check():
    """Too small even for the game menu: power-on halts on its out-of-memory
    notice (tests/test_power_on_heap.py), and the session has not fitted."""
    ref = expected("spider")
    ok, r = heap.completes("spider", 48, True, ref)
    assert not ok and r["end"].split()[1:3] == ["halt", "start"]


def test_a_sessions_steps_are_worked_out_once(monkeypatch):
    """The host's expectation, the run at the limit, heap_for, the measure
    and the reference run (python -m sim.heap's search) ask for a session's
    steps: its keys (the power cut's replays on the host) are worked out
    once, whatever the mode byte asked for."""
    calls = []
    keys = heap.session_keys
    monkeypatch.setattr(heap, "session_keys", lambda g: calls.append(g) or keys(g))
    heap._steps.cache_clear()
    plain, again, measured = heap.session_steps("fifteens"), heap.session_steps("fifteens", False), heap.session_steps("fifteens", measure=True)
    assert calls == ["fifteens"] and plain == again and measured[1:] == plain[1:] and (plain[0], measured[0]) == (0, 1)
