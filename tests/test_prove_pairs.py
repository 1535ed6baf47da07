"""``make prove`` over the pairing family (``host_tools/solve.py`` with
``host_tools/prove_pairs.py``): a pairing game is searched by its own
engine's search, its win written in the family's notation and replayed;
PROVEN.md lists the family; every stored win of the family replays to a
win, and a game without one says why."""

import os
import subprocess
import sys

import pytest

from host_tools import prove_pairs as PP
from host_tools import proven
from host_tools import solve as S
from sim.cli import ALL_GAMES, find_game
from solitaire.pairs import engine as E
from solitaire.pairs.play import Engine
from solitaire.pairs import notation as N

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAIRS = [g.id for g in ALL_GAMES if g.family == PP.FAMILY]


def test_a_pairing_game_is_proven_and_its_win_replays(tmp_path):
    results = S.prove(["pyramid"], deals=1, budget=20_000, workers=1, table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path),
                      report=lambda line: None, progress=lambda line: None)
    assert results[0]["deal"] == 1 and results[0]["search"] == PP.SEARCH
    text = (tmp_path / "pyramid.moves").read_text()
    assert text.startswith("pyramid deal=1\n") and PP.replays_to_win(text)
    table = (tmp_path / "PROVEN.md").read_text()
    assert "proven 1 / 1 pairing games (100%)" in table and "| `pyramid` |  | 1 |" in table


def test_the_win_holds_the_games_own_moves_and_starts_where_the_deal_does():
    """Thirteens deal 2: a space is filled from the stock by the game
    itself; the win file has those moves too, so that the notation alone
    replays it on a fresh deal."""
    rules = find_game("thirteens")
    moves, _, reason = PP.whole_win(rules, 2)
    assert reason == "won" and E.DEAL << 16 in moves
    b = Engine(rules, 2)
    for m in moves:
        assert b.check(m) is None
        b.apply(m)
    assert b.won()
    assert PP.replays_to_win(PP.win_text(rules, 2, moves))
    assert not PP.replays_to_win(PP.win_text(rules, 2, moves[:-1]))


def test_a_search_that_runs_out_of_budget_says_so(tmp_path):
    r = S.prove(["accordion"], deals=1, budget=50, workers=1, table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path),
                report=lambda line: None, progress=lambda line: None)[0]
    assert r["text"] is None and r["result"] == "no win found: budget (deals 1)"


def test_a_deal_searched_to_the_end_has_no_win():
    """Simple Pairs deal 1: every position the search can reach is searched
    (15), so that deal has no win; the prover says so, and goes on to deal
    2, which it wins."""
    moves, nodes, reason = PP.whole_win(find_game("simplepairs"), 1, budget=1000)
    assert (moves, reason) == (None, "exhausted (no win exists)") and nodes < 1000
    r = S.prove_game("simplepairs", range(1, 3), 1000)
    assert r["deal"] == 2 and r["deals"] == 2


def test_the_family_alone_with_family_pairs(tmp_path, monkeypatch):
    seen = []
    monkeypatch.setattr(S, "prove_game", lambda gid, **kw: seen.append(gid) or {"id": gid, "options": "", "deal": None, "moves": None,
                        "text": None, "search": None, "nodes": 1, "seconds": 0.0, "deals": 1, "result": "no win found: budget (deals 1)"})
    S.prove(None, deals=1, budget=1, workers=1, table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path), report=lambda line: None,
            progress=lambda line: None, family="pairs")
    assert seen == PAIRS


def test_family_without_all_is_refused():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "host_tools", "solve.py"), "pyramid", "--family", "pairs"], capture_output=True, text=True)
    assert r.returncode == 2 and "--family goes with --all" in r.stderr and "Traceback" not in r.stderr


# -- what make prove stored --------------------------------------------------------------


def test_proven_lists_every_pairing_game():
    rows = proven.read_rows(S.TABLE)
    assert [g for g in PAIRS if g not in rows] == []
    with open(S.TABLE) as f:
        assert "pairing games (" in f.read()
    for gid in PAIRS:
        result = rows[gid].split(" | ")[-1]
        assert result.startswith(("won: ", "no win found: ")), rows[gid]  # (a game without a win says why)


@pytest.mark.parametrize("gid", PAIRS)
def test_stored_pairing_wins_replay(gid):
    path = os.path.join(S.WINS, gid + ".moves")
    if "| won: " not in proven.read_rows(S.TABLE).get(gid, ""):
        pytest.skip("%s: no win stored (PROVEN.md says why)" % gid)
    with open(path) as f:
        text = f.read()
    rules, deal, moves = PP.read_win(text)
    b = Engine(rules, deal)  # (a Pairs, or sets.py's Sets)
    N.parse_moves(b, moves)
    assert b.won()
