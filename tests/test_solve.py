"""The solver (``host_tools/solve.py``) and the wins it stored: it wins
FreeCell deal 1 quickly; every stored win (a sample, when there are many)
replays to a win through the notation, and some through the device's keys;
and, where Freecell Solver is installed, its verdicts and solutions agree
with ours."""

import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from host_tools import solve as S
from sim.autoplay import play_moves
from sim import cli
from sim.cli import ALL_GAMES, find_game
from solitaire.cards import notation

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP, SUIT_COLOUR
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen

SAMPLE = 20  # stored wins replayed besides the featured games'
FEATURED = ("klondike", "freecell", "spider", "yukon", "canfield")  # the games shipped from the start


def _win_files():
    """Gets the card engine's stored wins (the pairing family's are
    test_prove_pairs', the grids with gaps' test_gaps')."""
    if not os.path.isdir(S.WINS):
        return []
    pairs = {g.id + ".moves" for g in ALL_GAMES if g.family in ("pairs", "gaps")}
    return sorted(f for f in os.listdir(S.WINS) if f.endswith(".moves") and f not in pairs)


def _read(name):
    with open(os.path.join(S.WINS, name)) as f:
        return f.read()


def _sample():
    """Gets the featured games' win files and an even spread of the others."""
    files = _win_files()
    rest = [f for f in files if f[: -len(".moves")] not in FEATURED]
    stride = max(1, len(rest) // SAMPLE)
    return [f for f in files if f[: -len(".moves")] in FEATURED] + rest[::stride][:SAMPLE]


def _assert_wins(rules, deal, moves):
    """Checks that ``moves``, each legal in turn, win deal ``deal``."""
    b = Board(rules, deal)
    for m in moves:
        assert b.check(m) is None
        b.apply(m)
    assert b.won()


def test_solver_wins_freecell_deal_1_quickly():
    t = time.time()
    moves, nodes, reason = S.solve(find_game("freecell"), 1, None, 20_000)
    assert reason == "won" and moves
    assert time.time() - t < 10
    _assert_wins(find_game("freecell"), 1, moves)


def test_the_by_rank_line_wins_strategy_where_the_searches_lose_themselves():
    """Each card the stock brings onto the pile whose top is the lowest
    rank at or above it: Strategy's deal 2 won in one line (each move legal
    in turn), its waste piles coming off once the stock is out; the
    depth-first search, nine places to try each card, finds none in the same
    number of positions."""
    rules = find_game("strategy")
    moves, nodes, reason = S.search("by-rank", rules, 2, None, 5_000)
    assert reason == "won" and nodes < 100
    _assert_wins(rules, 2, moves)
    assert S.solve(rules, 2, None, 5_000)[2] == "budget"
    assert S.search("by-rank", find_game("sir_tommy"), 1, None, 5_000)[2] == "budget"  # (one foundation round the corner: no such order)


def test_solver_writes_a_replayable_win(tmp_path):
    results = S.prove(["freecell"], deals=1, budget=20_000, workers=1,
                      table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path), report=lambda line: None)
    assert results[0]["deal"] == 1
    text = (tmp_path / "freecell.moves").read_text()
    assert text.startswith("freecell deal=1\n")
    assert S.replays_to_win(text)
    table = (tmp_path / "PROVEN.md").read_text()
    assert "proven 1 / 1 card-engine games (100%)" in table


@pytest.mark.parametrize("game_id", ["sixsuit", "fortwo", "soltiles"])
def test_a_game_the_solver_cant_play_is_refused(tmp_path, game_id):
    """Six-Suit, Solitaire for Two and Solitaire Tiles are not the card
    engine's games: refused before anything runs, no row written."""
    with pytest.raises(cli.UsageError, match=game_id + " is not a card-engine game"):
        S.prove([game_id, "freecell"], deals=1, budget=10, workers=1, table=str(tmp_path / "PROVEN.md"),
                wins=str(tmp_path), report=lambda line: None)
    assert not os.listdir(tmp_path)


def _old_table(tmp_path, row):
    """Gets a table holding FreeCell's ``row`` (its stored win beside it), as paths."""
    table, wins = tmp_path / "PROVEN.md", tmp_path / "wins"
    wins.mkdir()
    (wins / "freecell.moves").write_text(_read("freecell.moves"))
    table.write_text("| `freecell` |  | %s |\n" % row)
    return str(table), str(wins)


def test_a_run_that_finds_no_win_keeps_the_win_in_the_table(tmp_path):
    """``solve.py freecell --deals 1 --budget 10`` finds nothing: the
    table's win, its row and its file stay, and the run says it kept them."""
    row = "1 | 251 | 2,508 | 0.3 | won: `tests/data/wins/freecell.moves`"
    table, wins = _old_table(tmp_path, row)
    lines = []
    results = S.prove(["freecell"], deals=1, budget=10, workers=1, table=table, wins=wins, report=lines.append,
                      searches=("depth-first",))
    assert results[0]["result"].startswith("no win found")
    assert "| `freecell` |  | %s |" % row in open(table).read()
    assert open(os.path.join(wins, "freecell.moves")).read() == _read("freecell.moves")
    assert "kept the table's better result for 1 game: freecell" in lines
    assert lines[-1] == "proven 1 / 1 card-engine games (100%)"


def test_a_better_result_replaces_the_tables_and_says_so(tmp_path):
    """A shorter win replaces a longer one (its file too), and a search
    without a win replaces one that searched fewer positions."""
    table, wins = _old_table(tmp_path, "1 | 9,999 | 2,508 | 0.3 | won: `tests/data/wins/freecell.moves`")
    lines = []
    S.prove(["freecell"], deals=1, budget=20_000, workers=1, table=table, wins=wins, report=lines.append,
            searches=("depth-first",))
    assert "improved: freecell: won at deal 1 in 251 moves (was won at deal 1 in 9999 moves)" in lines
    assert "| 251 |" in open(table).read()
    assert S.replays_to_win(open(os.path.join(wins, "freecell.moves")).read())
    (tmp_path / "again").mkdir()
    table, wins = _old_table(tmp_path / "again", " |  | 5 | 0.0 | no win found: budget (deals 1)")
    lines = []
    S.prove(["freecell"], deals=1, budget=10, workers=1, table=table, wins=wins, report=lines.append,
            searches=("depth-first",))
    assert "improved: freecell: no win found (10 positions) (was no win found (5 positions))" in lines
    assert "| 10 |" in open(table).read()


def test_best_first_wins_where_depth_first_gives_up(tmp_path, monkeypatch):
    """Spiderette deal 2: the depth-first search spends 20,000 positions
    under its first moves; the best-first one wins it inside them. ``prove``
    tries the searches in turn and names the one that won."""
    rules = find_game("spiderette")
    # (the searches prove makes are the ones looked at: each ran twice
    # before, once here and once in prove)
    ran = []
    real = S.search

    def spy(name, rules, deal, options, budget):
        ran.append((name, deal, real(name, rules, deal, options, budget)))
        return ran[-1][2]

    monkeypatch.setattr(S, "search", spy)
    # (prove on deal 2 alone: deal 1 would cost two more searches of 20,000
    # positions; test_prove_tries_a_range_of_deals holds where a range starts)
    results = S.prove(["spiderette"], deals=S._deal_range("2-2"), budget=20_000, workers=1, table=str(tmp_path / "PROVEN.md"),
                      wins=str(tmp_path), report=lambda line: None, searches=("depth-first", "best-first"))
    assert [(name, deal) for name, deal, _ in ran] == [("depth-first", 2), ("best-first", 2)]
    assert ran[0][2][2] == "budget"
    moves, nodes, reason = ran[1][2]
    assert reason == "won" and nodes < 20_000
    _assert_wins(rules, 2, moves)
    assert (results[0]["deal"], results[0]["search"]) == (2, "best-first")
    assert "| won: `" in (tmp_path / "PROVEN.md").read_text() and "(best-first) |" in (tmp_path / "PROVEN.md").read_text()


def test_phase_beam_wins_where_best_first_gives_up():
    """Titan deal 1 (its stock deals a card onto every pile, which can't be
    undone): the best-first search, by the same weights, spends 50,000
    positions before the first deal; the beam over the stock's phases wins
    inside them."""
    rules = find_game("titan")
    weights, width, phase = S.PHASES["phases-runs"]
    assert S.solve_best(rules, 1, None, 50_000, S.WEIGHTS[weights])[2] == "budget"
    moves, nodes, reason = S.search("phases-runs", rules, 1, None, 50_000)
    assert reason == "won" and nodes < 50_000
    _assert_wins(rules, 1, moves)


def test_waste_beam_wins_a_one_pass_game():
    """McClellan deal 19 (one pass through the stock, a card at a time):
    the best-first search by the same weights, and the wide beam by the
    weights without the waste's cost, give up at 5,000 positions; the
    almost greedy beam that counts the waste's cards wins in fewer."""
    rules = find_game("mcclellan")
    assert S.search("best-waste", rules, 19, None, 5_000)[2] == "budget"
    assert S.search("phases-next", rules, 19, None, 5_000)[1:] == (5_000, "budget")
    moves, nodes, reason = S.search("phases-waste", rules, 19, None, 5_000)
    assert reason == "won" and nodes < 5_000
    _assert_wins(rules, 19, moves)


def test_phase_beam_deals_only_between_phases(monkeypatch):
    """A phase's best-first searches never deal, and the beam's step from one
    phase to the next only deals: each set of moves the beam tries is all
    deals or none (Titan deal 1, until the budget is spent)."""
    calls = []
    real = S._Tree.children

    def spy(tree, moves, seen):
        calls.append((sum(map(S._deals, moves)), len(moves)))
        return real(tree, moves, seen)

    monkeypatch.setattr(S._Tree, "children", spy)
    assert S.solve_phases(find_game("titan"), 1, None, 5_000, S.WEIGHTS["best-runs"], 3, 200)[2] == "budget"
    assert all(n in (0, total) for n, total in calls)
    assert any(n == 0 < total for n, total in calls) and any(n > 0 for n, total in calls)


def test_prove_tries_a_range_of_deals(tmp_path):
    """``--deals A-B`` (a range) starts at deal A: FreeCell's first deal tried is 2."""
    results = S.prove(["freecell"], deals=S._deal_range("2-3"), budget=20_000, workers=1, table=str(tmp_path / "PROVEN.md"),
                      wins=str(tmp_path), report=lambda line: None)
    assert results[0]["deal"] == 2
    assert (tmp_path / "freecell.moves").read_text().startswith("freecell deal=2\n")


def _unit(i):
    """Gets weights that count only ``distance``'s term ``i``."""
    return tuple(int(j == i) for j in range(10))


@pytest.mark.parametrize("game_id", ["klondike", "beetle", "black_widow", "freecell"])
def test_distance_counts_each_term(game_id):
    """Each weight of ``distance`` counts what its docstring says, checked
    against a count of the dealt position made here."""
    b = Board(find_game(game_id), 3)
    r = b.rules
    tab = [b.cards(p) for p in range(b.r0, b.npiles)]
    up = sum(b.size[p] for p in range(b.f0, b.c0))
    assert S.distance(b, _unit(0)) == b.ncards - up
    assert S.distance(b, _unit(1)) == notation.face_down(b)
    pairs = [(x, y) for pile in tab for x, y in zip(pile, pile[1:]) if y & FACE_UP]  # (a face-down card is no break)
    colour = lambda card: SUIT_COLOUR[(card & 0x70) >> 4]  # noqa: E731
    rank_ok = [(x & FACE_UP and (y & 15) == (x & 15) - 1, not (x ^ y) & 0x70, colour(x) != colour(y)) for x, y in pairs]
    same = r.move_suit == 1 or r.found_takes == 1  # (runs move in suit, or go up only as whole suits)
    if r.tab_suit == 0:  # any suit (Beetle): a break is a rank out of order; a suit break, a rank in order off suit
        assert S.distance(b, _unit(2)) == sum(1 for ok, s, c in rank_ok if not ok)
        assert S.distance(b, _unit(3)) == (sum(1 for ok, s, c in rank_ok if ok and not s) if same else 0)
    else:  # alternate colours
        assert S.distance(b, _unit(2)) == sum(1 for ok, s, c in rank_ok if not (ok and c))
    assert S.distance(b, _unit(4)) == sum(b.size[p] for p in range(b.c0, b.r0))
    buried = sum(len(p) - 1 - min(range(len(p)), key=lambda i: (p[i] & 15, i)) for p in tab if p)
    assert S.distance(b, _unit(5)) == buried
    assert S.distance(b, _unit(6)) == b.size[0]
    assert S.distance(b, _unit(7)) == sum(1 for p in tab if not p)
    aces = sorted(len(p) - 1 - i for p in tab for i in range(len(p)) if p[i] & 15 == 1)  # (no card up yet: each foundation wants an Ace)
    assert S.distance(b, _unit(8)) == sum(aces[: r.found])
    deal = [m for m in b.legal_moves() if m & 0xFF == STOCK]
    if deal:
        b.apply(deal[0])
    assert S.distance(b, _unit(9)) == b.size[WASTE]
    assert b.size[WASTE] or game_id != "klondike"  # (Klondike's stock deals to the waste: the term counts something)


def test_next_depth_counts_the_cards_on_each_foundations_next_card():
    """Half way through FreeCell deal 1's stored win, each foundation wants
    the card one above its top (an empty one, an Ace): ``distance``'s last
    term adds up how many cards lie on each of those."""
    rules, deal, options, text = S.read_win(_read("freecell.moves"))
    b = Board(rules, deal, options)
    tokens = text.split()
    for token in tokens[: len(tokens) // 2]:
        b.apply(notation.parse_move(b, token))
    tops = {b.piles[p][b.size[p] - 1] & 0x70: b.piles[p][b.size[p] - 1] & 15 for p in range(b.f0, b.c0) if b.size[p]}
    want = [suit << 4 | tops.get(suit << 4, 0) + 1 for suit in range(4)]
    assert any(tops.values()) and max(tops.values()) < 13  # (some cards up, none of the suits done)
    expected = 0
    for p in range(b.r0, b.npiles):
        pile = b.cards(p)
        expected += sum(len(pile) - 1 - i for i in range(len(pile)) if pile[i] & 0x7F in want)
    assert S.distance(b, _unit(8)) == expected


def test_stored_wins_replay_through_the_notation():
    files = _sample()
    assert files, "no wins stored in tests/data/wins (make prove writes them)"
    for name in files:
        rules, deal, options, moves = S.read_win(_read(name))
        assert rules.id + ".moves" == name
        b = Board(rules, deal, options)
        notation.parse_moves(b, moves)
        assert b.won(), name


@pytest.mark.parametrize("game_id", ["freecell", "klondike", "yukon", "tournament", "flower_garden", "spider"])
def test_stored_wins_won_through_the_keys(game_id):
    name = game_id + ".moves"
    if name not in _win_files():
        pytest.skip("no stored win of %s" % game_id)
    rules, deal, options, text = S.read_win(_read(name))
    b = Board(rules, deal, options)
    moves = []
    for token in text.split():
        m = notation.parse_move(b, token)
        notation.play(b, m)
        moves.append(m)
    app = App(Screen(), ALL_GAMES)
    app.start(ALL_GAMES.index(game_id), deal, options)
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


@pytest.mark.parametrize("args", [["klondike", "--deals", "0"], ["klondike", "--budget", "-5"], ["klondike", "--workers", "0"], ["klondike", "--search", "breadth-first"], ["klondike", "--deals", "5-3"], ["klondike", "--deals", "x-3"], ["nosuch"], ["sixsuit"], []])
def test_bad_arguments_exit_2_and_write_nothing(args):
    """A bad flag or game is refused before anything runs: PROVEN.md and the
    wins stay as they were."""
    before = open(os.path.join(ROOT, "PROVEN.md")).read()
    r = subprocess.run([sys.executable, os.path.join(ROOT, "host_tools", "solve.py")] + args, capture_output=True, text=True)
    assert r.returncode == 2 and "error:" in r.stderr and "Traceback" not in r.stderr
    assert open(os.path.join(ROOT, "PROVEN.md")).read() == before
