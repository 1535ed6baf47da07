"""``python -m sim.heap`` takes any game id, not only the scripted sessions
(issue 34: each family's heaviest game measured on a Pico W's heap): a game
with no session of its own runs its family's session shape
(``sessions.session_keys``, ``FAMILY_PLANS``), then the device-true
session's power cut, new deals and family switch (``heap.session_keys``)."""

import pytest

from groups import group
from sim import heap
from sim import sessions
from solitaire.console import screens as SC
from solitaire.gamelist import MENU_GAMES
from test_heap import LIMIT_KB


def test_a_pairing_game_with_no_session_plays_the_tours_shape_alone():
    """Eleven Triangle has no win of deal 1 to search (a pairing session's
    shape): it gets the tour's, for itself alone, and the device-true
    session around it (it failed before: no session of its own)."""
    keys, won = sessions.session_keys("eleventriangle")
    assert not won and keys == sessions._pairs_tour_session(("eleventriangle",), moves=60)
    dev = heap.session_keys("eleventriangle")
    assert dev.count(heap.POWER) == 1 and dev.count(heap.IDLE) == 4


@pytest.mark.parametrize("game_id", ["pokersquares", "spaces", "clocksolitaire"])
def test_a_game_of_another_family_with_no_session_plays_its_familys_shape(game_id):
    """Poker Squares, Spaces and Clock Solitaire play their family's
    session (Cribbage Square's, Gaps', Royal Flush's shape) on deal 1, and
    it is in play at the session's end."""
    keys, _ = sessions.session_keys(game_id)
    _, app, _, _ = heap._replay(keys)
    assert MENU_GAMES.text(app.gi) == game_id and app.state == SC.PLAY


def test_an_unknown_game_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as e:
        heap.main(["no_such_game"])
    assert e.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("python -m sim.heap: error: no session or game 'no_such_game'")


# the heaviest games with no session of their own measured within a Pico
# W's 120 KB (docs/heap.md, issue 34's seventh steps): the pairing games'
# (Anubis: 117,744 bytes) and the heaviest card game within it (Tournament:
# 119,712); Capricieuse and British Constitution need more (123,776 and
# 123,072: a Pico W's 126 KB, not 120). On issue 37's merged tree (527
# games; each branch alone 121,664-121,680, main 121,680) Tournament needs
# 122,688 bytes and runs out at 119 KB at step 81: out until it fits again.
# On issue 34's night round's merge (2026-11-30): Tournament 119,952 (in
# again), Anubis 113,792, British Constitution 121,232, Capricieuse 124,800.
# capr46: Capricieuse 119,808 (in: its redeal and base cards capric.py's,
# redeal.py, basecards.py and fgdeal.py off its heap). On issue 34's
# 2026-11-30 late merge: Capricieuse 117,824, British Constitution 121,232
# (in: 624 bytes under 119 KB's 121,856), Algerian 116,624.
HEAVIEST_PICO_W = ("anubis", "tournament", "capricieuse", "british_constitution")


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=group(g, "heap")) for g in HEAVIEST_PICO_W])
def test_the_heaviest_games_with_no_session_fit_a_pico_w_from_mpy(game_id):
    steps = heap.session_steps(game_id)
    ref = heap.reference(game_id, as_mpy=True)
    ok, r = heap.completes(game_id, heap.heap_for(LIMIT_KB * 1024, steps), True, ref, steps)
    assert ok, "%s in %d KB for the firmware: %s" % (game_id, LIMIT_KB, r.get("error") or r.get("end"))
