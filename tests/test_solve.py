"""The solver (``host_tools/solve.py``) and the wins it stored: it wins
FreeCell deal 1 quickly; every stored win (a sample, when there are many)
replays to a win through the notation, and some through the device's keys;
and, where Freecell Solver is installed, its verdicts and solutions agree
with ours."""

import os
import re
import shutil
import subprocess
import time

import pytest

from host_tools import solve as S
from sim.autoplay import play_moves
from sim.cli import ALL_GAMES, find_game
from solitaire.cards import notation
from solitaire.cards.board import Board
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen

SAMPLE = 20  # stored wins replayed besides the featured games'
FEATURED = ("klondike", "freecell", "spider", "yukon", "canfield")  # the games shipped from the start


def _win_files():
    return sorted(f for f in os.listdir(S.WINS) if f.endswith(".moves")) if os.path.isdir(S.WINS) else []


def _read(name):
    with open(os.path.join(S.WINS, name)) as f:
        return f.read()


def _sample():
    """Gets the featured games' win files and an even spread of the others."""
    files = _win_files()
    rest = [f for f in files if f[: -len(".moves")] not in FEATURED]
    stride = max(1, len(rest) // SAMPLE)
    return [f for f in files if f[: -len(".moves")] in FEATURED] + rest[::stride][:SAMPLE]


def test_solver_wins_freecell_deal_1_quickly():
    t = time.time()
    moves, nodes, reason = S.solve(find_game("freecell"), 1, None, 20_000)
    assert reason == "won" and moves
    assert time.time() - t < 10
    b = Board(find_game("freecell"), 1)
    for m in moves:
        assert b.check(m) is None
        b.apply(m)
    assert b.won()


def test_solver_skips_other_families_and_writes_a_replayable_win(tmp_path):
    results = S.prove(["sixsuit", "freecell"], deals=1, budget=20_000, workers=1,
                      table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path), report=lambda line: None)
    by_id = {r["id"]: r for r in results}
    assert by_id["sixsuit"]["result"] == "skipped: " + S.NOT_CARDS
    assert by_id["freecell"]["deal"] == 1
    text = (tmp_path / "freecell.moves").read_text()
    assert text.startswith("freecell deal=1\n")
    assert S.replays_to_win(text)
    table = (tmp_path / "PROVEN.md").read_text()
    assert "proven 1 / 1 card-engine games (100%)" in table


def test_stored_wins_replay_through_the_notation():
    files = _sample()
    assert files, "no wins stored in tests/data/wins (make prove writes them)"
    for name in files:
        rules, deal, options, moves = S.read_win(_read(name))
        assert rules.id + ".moves" == name
        b = Board(rules, deal, options)
        notation.parse_moves(b, moves)
        assert b.won(), name


@pytest.mark.parametrize("game_id", ["freecell", "klondike", "yukon"])
def test_stored_wins_won_through_the_keys(game_id):
    name = game_id + ".moves"
    if name not in _win_files():
        pytest.skip("no stored win of %s" % game_id)
    rules, deal, options, text = S.read_win(_read(name))
    b = Board(rules, deal, options)
    moves = []
    for token in text.split():
        m = notation.parse_move(b, token)
        b.play(m)
        moves.append(m)
    app = App(Screen(), ALL_GAMES)
    app.start([g.id for g in ALL_GAMES].index(game_id), deal, options)
    play_moves(app, moves)
    assert app.state == SC.WIN and app.board.won()


# -- Freecell Solver (Debian's freecell-solver-bin), when installed ----------------

FC_SOLVE = shutil.which("fc-solve")
needs_fc_solve = pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is not installed (apt-get install freecell-solver-bin)")
FCS_MOVE = re.compile(r"^[1-8a-d][1-8a-dh](v[0-9a-f]+)?$")


def _fc_solve(deal):
    """Gets fc-solve's solution of Microsoft deal ``deal`` as move tokens
    (its standard notation), or None when it says there is none."""
    board = notation.fcs_text(Board(find_game("freecell"), deal))
    out = subprocess.run([FC_SOLVE, "-m", "-snx", "-"], input=board + "\n", capture_output=True, text=True,
                         env=dict(os.environ, FREECELL_SOLVER_QUIET="1"), timeout=60).stdout
    if "This game is solveable." not in out:
        assert "I could not solve this game." in out, out[-300:]
        return None
    return [t for t in out.split() if FCS_MOVE.match(t)]


@needs_fc_solve
@pytest.mark.parametrize("deal", [2, 5, 11982])
def test_fc_solve_and_our_solver_agree(deal):
    theirs = _fc_solve(deal)
    _, _, reason = S.solve(find_game("freecell"), deal, None, 200_000)
    if theirs is None:
        assert reason == "exhausted (no win exists)"
    else:
        assert reason == "won"


@needs_fc_solve
@pytest.mark.parametrize("deal", [3, 7])
def test_fc_solve_solutions_replay_on_our_engine(deal):
    tokens = _fc_solve(deal)
    assert tokens
    b = Board(find_game("freecell"), deal)
    notation.parse_moves(b, " ".join(tokens))
    assert b.won()
