"""The device-true heap limit (sim/heap.py; make bench reports the figures):
every game's session, run as code.py runs it on the device with the save
path, the renderer and the Adafruit libraries, from .mpy, completes when the
firmware has LIMIT_KB of heap, as a board whose gc.mem_free() says so at
start-up: within a Pico W's 120 KB (it says 126 KB; a Pico 171). Completes
means no out-of-memory screen, no crash, and the same state at each mark
and at the end as the session reaches on a heap no session comes near:
worked out on the host (sim/heap_expect.py, the device's main loop played
on CPython: the same as the run on 2048 KB for every session).

The figures' history, step by step, is docs/heap.md's; every session's
need on the current tree is in BENCHMARKS.md ("Device-true heap", make
bench). Until 2026-12-01's fourth round (issue 34: g1, g2, g3 and the
Tiles record's room) Solitaire Tiles alone was held to more: it needed
135,744 bytes on the tree of 579 games (2026-11-30), 131,776 after that
night's rounds (tsol46, tres46, cx49, tm49), 126,720 after the third round
of 2026-12-01 (h1, h2, h3), held at 124 KB; 121,728 since the fourth (the
refusals' words in pieces of at most 225 bytes, the rarer card modules
named by their place in one table, the layout's sheet loading and the
console's rare code out of every run), within 119 KB with the other 31.

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

# A Pico W's limit (126 KB free at start-up; issue 34 asks every game to need
# at most 120 KB). It is 119 KB: heap_for gives the firmware up to 1 KB more
# than it asks (the heap goes by the KB), so a session that completes there
# needs at most 120.
LIMIT_KB = 119


@functools.lru_cache(maxsize=None)
def at_the_limit(game_id):
    """The session's run at its limit, from .mpy, checked against where it
    should be at each mark and at its end (sim/heap_expect.py, worked out on
    the host; it was a second whole run on a large heap, as many fuel as this
    one, until issue 33's sixth round): gets (ok, the run, the limit in KB).
    Run once a game (the tests that read it share the session's heap group:
    tests/groups.py)."""
    steps = heap.session_steps(game_id)
    ok, r = heap.completes(game_id, heap.heap_for(LIMIT_KB * 1024, steps), True, expected(game_id), steps)
    return ok, r, LIMIT_KB


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
    family loads no card module, 135,424 the most of the five; since the tile
    games' records are read as asked, tilegames.py, 132,288, the last run's
    109,008; since two34's sheets and declaration out of the game's run,
    127,696; since two35b's numbers as consts, 120,736; with console35b's
    records' reading out of every run too, 119,616; two36's, 118,576;
    tcons38's console names as consts, 117,648; app49's win screen out of
    ``screens.py``, 116,544; gl49's game list let go as a game opens,
    113,920 on its branch, the last run's 102,288; h3's power-on code out of
    the console's kept modules, 111,440; g3's console code out of every
    run, 109,056)."""
    r = heap.run("fortwo", measure=True)
    assert r["measured"] == r["reloads"] + r["power_cuts"] + 1 == 5
    assert r["live"] - r["base"] > 106 * 1024


@group("klondike", "heap")
def test_an_out_of_memory_notice_fails_a_session_and_says_where():
    """A session that meets the out-of-memory notice has not fitted, and the
    check says at which step, whatever its end (the notice leads to the game
    menu, from which later keys may end where the reference does). 105 KB:
    below Klondike's need (108.5 KB, 111,152 bytes, on 2026-12-01's fourth
    round's merge; 106.5 KB, 109,104 bytes, on g3's branch, the console's
    code out of every run: it completed at 106 KB; 107.5 KB, 110,128 bytes, since h1's card engine
    cuts, the refusals' words and the host's code out of every card game's
    heap: it completed at 107 KB; 110.5 KB, 113,136 bytes, since app49's win screen
    and gl49's game list out of a game's play: it completed at 110 KB; 111.5
    KB, 114,160 bytes, since tres46's sheets'
    piece lent to a resume's rebuild.py and tsplit46's row stock and dumps
    out of every other run, each alone: it completed at 111 KB; 112.4 KB,
    115,120 bytes, since tcons38's console
    names as consts: it completed at 112 KB; 114.4 KB, 117,168 bytes, since
    the sheets' room
    sized by the saved game's family: at 114 KB it completed; 116.2 KB,
    118,944 bytes, since issue 34's sixth
    steps; 118.1 KB, 120,928 bytes, since Six-Suit's family
    loads no card module; 119.1 KB since issue 34's third steps; 124.9 KB
    since the NVM image's let go)."""
    ref = expected("klondike")
    steps = heap.session_steps("klondike")
    ok, r = heap.completes("klondike", heap.heap_for(105 * 1024, steps), True, ref, steps)
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
