"""The command line, ``python -m sim ...`` (sim/cli.py), run as a user runs it."""

import os
import subprocess
import sys
import types

import pytest

from solitaire.cards import notation
from solitaire.cards.board import Board
from solitaire.cards.games import GAMES, find

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data")


def sim(*args):
    p = subprocess.run(
        [sys.executable, "-m", "sim"] + list(args),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return p.returncode, p.stdout, p.stderr


def moves_of(deal):
    with open(os.path.join(DATA, "freecell_ms%d.moves" % deal)) as f:
        return " ".join(f.read().split())


def test_list():
    rc, out, err = sim("list")
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["klondike", "Klondike", "Klondike"]
    from sim.cli import ALL_GAMES

    assert [g.id for g in GAMES] + ["sixsuit", "fortwo", "soltiles", "pyramid", "accordion", "fourteenout", "montecarlo", "patientpairs", "isabel",
            "simplepairs", "thirteens", "cheops", "kingtut", "darkpyramid", "shuffle", "neptune", "blockten", "doublepyramid",
            "doublefourteens", "triplefourteens", "nines", "tens", "elevens", "suitelevens", "eighteens", "fifteens",
            "acesup", "baroness", "acessquare", "nestor", "decade", "royalmarriage", "onehanded", "sevenup", "tensout",
            "suitsup", "thewish", "doublets", "friday", "ladybug", "croix", "motion", "elevensup", "links", "juvenile",
            "gaygordons", "crisscross", "fifteenrush", "giza", "pyramiddozen", "apophis", "anubis", "triangle", "eleventriangle",
            "pharaohs", "doubletcell", "clocksolitaire", "hitormiss", "frustration", "royalflush", "pokersquares", "pokersquaresuk",
            "cribbagesquare", "gaps", "spaces", "maze", "bowling"] == [g.id for g in ALL_GAMES]
    assert [l.split()[0] for l in lines] == [g.id for g in ALL_GAMES]  # id first
    width = lines[0].index("Klondike")
    assert [l[width:].startswith(g.name + "  ") for l, g in zip(lines, ALL_GAMES)] == [True] * len(lines)


def test_list_by_family():
    rc, out, err = sim("list", "--family", "canfield")
    assert rc == 0 and err == ""
    ids = [l.split()[0] for l in out.splitlines()]
    assert "canfield" in ids and "canfield_ring" in ids and "klondike" not in ids
    assert all(l.rstrip().endswith("  Canfield") for l in out.splitlines())
    rc, out2, err = sim("list")
    assert [l for l in out2.splitlines() if l.rstrip().endswith("  Canfield")] == out.splitlines()
    rc, out, err = sim("list", "--family", "Nowhere")
    assert rc == 2 and out == "" and "no family 'Nowhere': the list names each game's family" in err


def test_rules_prints_the_devices_rules_screen():
    from solitaire.cards import text

    rc, out, err = sim("rules", "klondike", "--option", "draw=3")
    assert rc == 0 and err == ""
    lines = text.rules_lines(find("klondike").with_options(b"\x01\x00"))
    assert out.splitlines() == [lines[i].rstrip() for i in range(len(lines))]
    assert "deals 3 cards" in out.replace("\n", " ")
    rc, out, err = sim("rules", "klondyke")
    assert rc == 2 and "did you mean klondike" in err


def test_deal_text():
    rc, out, err = sim("deal", "klondike", "--deal", "5", "--option", "draw=3", "--option", "passes=3")
    assert rc == 0, err
    assert out == notation.text(Board(find("klondike"), 5, b"\x01\x01")) + "\n"
    assert out.startswith("klondike deal=5 draw=3 passes=3\n")


def test_deal_defaults_and_spider_suits():
    rc, out, _ = sim("deal", "spider", "--option", "suits=1")
    assert rc == 0
    assert out == notation.text(Board(find("spider"), 1, b"\x02")) + "\n"
    rc, out, _ = sim("deal", "klondike", "--option", "passes=no-limit")
    assert out.splitlines()[0] == "klondike deal=1 draw=3 passes=no-limit"


def test_deal_fcs_matches_fc_solve_board():
    rc, out, err = sim("deal", "freecell", "--deal", "1", "--format", "fcs")
    assert rc == 0, err
    assert out.splitlines()[0] == "JD KD 2S 4C 3S 6D 6S"
    with open(os.path.join(DATA, "freecell_ms1.board")) as f:
        assert out.strip("\n") == f.read().strip("\n")


def test_deal_fcs_refused_for_other_games():
    rc, out, err = sim("deal", "klondike", "--format", "fcs")
    assert rc == 2 and out == ""
    assert "FreeCell" in err


def test_unknown_game_names_the_nearest():
    rc, out, err = sim("deal", "klondyke")
    assert rc == 2 and out == ""
    assert "klondyke" in err and "did you mean klondike" in err and "list" in err


@pytest.mark.parametrize("opt,words", [("draw=2", "draw must be one of 1, 3"), ("suits=1", "no option 'suits'"), ("draw", "NAME=VALUE")])
def test_bad_option(opt, words):
    rc, out, err = sim("deal", "klondike", "--option", opt)
    assert rc == 2 and words in err


def test_bad_deal_number():
    rc, out, err = sim("deal", "freecell", "--deal", "-3")
    assert rc == 2 and "deal" in err
    rc, out, err = sim("deal", "freecell", "--deal", "x")
    assert rc == 2 and "deal" in err


def test_play_not_won():
    rc, out, err = sim("play", "klondike", "--deal", "3", "--moves", "s s s")
    assert rc == 0, err
    b = Board(find("klondike"), 3)
    notation.parse_moves(b, "s s s")
    assert out == notation.text(b) + "\nnot won\n"


def test_play_illegal_move():
    rc, out, err = sim("play", "freecell", "--deal", "1", "--moves", "5a 5b 5a 5c")
    assert rc == 1
    assert out == ""
    assert "move 3 '5a'" in err and "That cell is full" in err


def test_play_illegal_reason_names_the_room(tmp_path):
    # 8 cards from the 9 of diamonds fit on the 10 of spades, but 4 free
    # cells and no empty column move 5 at most
    run = "KC 9D 8C 7H 6S 5D 4C 3H 2S".split()
    used = run + ["TS", "AS", "AH", "AD", "AC", "2H"]
    rest = ["%s%s" % (r, s) for s in "CDHS" for r in "A23456789TJQK" if "%s%s" % (r, s) not in used]
    text = "freecell deal=1\n1: %s\n2: TS\n3: AS\n4: AH\n5: AD\n6: AC\n7: 2H\n8: %s\n" % (" ".join(run), " ".join(rest))
    f = tmp_path / "room.txt"
    f.write_text(text)
    rc, out, err = sim("play", "freecell", "--position", str(f), "--moves", "12")
    assert rc == 1 and "move 1 '12': Room to move 5 only" in err
    rc, out, err = sim("play", "freecell", "--position", str(f), "--moves", "1a 12")
    assert rc == 1 and "move 2 '12': Room to move 4 only" in err


def test_play_malformed_move():
    rc, out, err = sim("play", "freecell", "--moves", "5a 5b x9")
    assert rc == 2
    assert "line 1, column 7" in err and "'x9'" in err


@pytest.mark.parametrize("deal", [1, 4, 617])
def test_play_fc_solve_solution_wins(deal):
    rc, out, err = sim("play", "freecell", "--deal", str(deal), "--moves", moves_of(deal))
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[-1] == "won"
    found = [l.split()[1:] for l in lines if l.startswith("h")]
    assert len(found) == 4 and all(len(f) == 13 and f[-1][0] == "K" for f in found)


def test_play_fc_solve_solution_cut_short_is_not_won():
    moves = moves_of(1).split()
    rc, out, err = sim("play", "freecell", "--deal", "1", "--moves", " ".join(moves[:-1]))
    assert rc == 0 and out.splitlines()[-1] == "not won"


def test_play_from_position_file(tmp_path):
    b = Board(find("freecell"), 1)
    notation.parse_moves(b, "5a 5b")
    f = tmp_path / "pos.txt"
    f.write_text(notation.text(b) + "\n")
    rc, out, err = sim("play", "freecell", "--position", str(f), "--moves", "5c 5d 5h")
    assert rc == 0, err
    notation.parse_moves(b, "5c 5d 5h")
    assert out == notation.text(b) + "\nnot won\n"
    # the game named must be the file's
    rc, out, err = sim("play", "klondike", "--position", str(f), "--moves", "")
    assert rc == 2 and "freecell" in err
    rc, out, err = sim("play", "freecell", "--deal", "2", "--position", str(f), "--moves", "")
    assert rc == 2 and "deal" in err


def test_play_malformed_position_file(tmp_path):
    lines = notation.text(Board(find("klondike"), 1)).split("\n")
    lines[9] = lines[9] + " QX"  # "3: #TH #QS 8H QX"
    f = tmp_path / "bad.txt"
    f.write_text("\n".join(lines) + "\n")
    rc, out, err = sim("play", "klondike", "--position", str(f), "--moves", "s")
    assert rc == 2 and out == ""
    assert "line 10, column %d" % (len(lines[9]) - 1) in err
    assert "QX" in err and "/bad.txt: " in err  # (the path's end: where the tmp folder lies is no matter)


def test_play_missing_position_file(tmp_path):
    rc, out, err = sim("play", "klondike", "--position", str(tmp_path / "nope.txt"), "--moves", "s")
    assert rc == 2 and "nope.txt" in err


def test_help_and_no_moves():
    rc, out, _ = sim("--help")
    assert rc == 0 and "deal" in out and "play" in out and "shot" in out
    rc, out, err = sim("play", "klondike")
    assert rc == 2 and "--moves" in err


# -- the window and shot subcommands dispatch lazily (in process) ------------


def run_main(argv, capsys):
    from sim import cli

    rc = cli.main(argv)
    return rc, capsys.readouterr()


def fake_module(monkeypatch, name, func):
    calls = []
    mod = types.ModuleType(name)
    setattr(mod, func, lambda args: calls.append(args) or 0)
    monkeypatch.setitem(sys.modules, name, mod)
    return calls


def test_window_is_the_default(monkeypatch, capsys):
    calls = fake_module(monkeypatch, "sim.app", "main_window")
    rc, _ = run_main([], capsys)
    assert rc == 0 and len(calls) == 1 and calls[0].game is None
    rc, _ = run_main(["window", "yukon", "--deal", "9"], capsys)
    assert rc == 0 and calls[1].game == "yukon" and calls[1].deal == 9


def test_window_scale(monkeypatch, capsys):
    """--scale before the command or after it; the window's own default
    when not given."""
    calls = fake_module(monkeypatch, "sim.app", "main_window")
    for argv in ([], ["--scale", "3"], ["window", "--scale", "2"], ["--scale", "4", "window", "klondike"]):
        rc, _ = run_main(argv, capsys)
        assert rc == 0
    assert [a.scale for a in calls] == [6, 3, 2, 4]
    assert "--scale N" in build_help(["window", "--help"], capsys) and "--scale N" in build_help(["--help"], capsys)


def build_help(argv, capsys):
    from sim import cli

    with pytest.raises(SystemExit):
        cli.main(argv)
    return capsys.readouterr().out


def test_window_missing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "sim.app", None)  # as if sim/app.py weren't there
    rc, io = run_main([], capsys)
    assert rc == 2 and "sim/app.py" in io.err


def test_shot_dispatch(monkeypatch, capsys):
    calls = fake_module(monkeypatch, "sim.shot", "main_shot")
    argv = ["shot", "spider", "--deal", "2", "--option", "suits=2", "--keys", "right a", "--out", "x.png", "--scale", "3"]
    rc, _ = run_main(argv, capsys)
    assert rc == 0
    a = calls[0]
    assert (a.game, a.deal, a.option, a.keys, a.out, a.scale) == ("spider", 2, ["suits=2"], "right a", "x.png", 3)
    monkeypatch.setitem(sys.modules, "sim.shot", None)
    rc, io = run_main(argv, capsys)
    assert rc == 2 and "sim/shot.py" in io.err


def test_shot_shows_a_screen_drawn_over_several_frames_whole(tmp_path, capsys):
    """Solitaire for Two draws its columns two a frame: the shot lets the
    console's timers run after the last key, so the status line and every
    column are on it (the shot showed two columns and no status line)."""
    import argparse

    from PIL import Image

    from sim.shot import main_shot

    out = tmp_path / "fortwo.png"
    args = argparse.Namespace(game="fortwo", deal=None, option=[], keys="", out=str(out), scale=1)
    assert main_shot(args) == 0
    img = Image.open(out).convert("1")
    lit = lambda x0, y0, x1, y1: sum(1 for x in range(x0, x1) for y in range(y0, y1) if img.getpixel((x, y)))
    assert lit(0, 56, 128, 64) > 0  # the status line
    assert all(lit(1 + 12 * c, 16, 13 + 12 * c, 24) > 0 for c in range(9))  # each layout column's first tile


def test_a_missing_game_table_says_to_build_it():
    """Without cards/games.bin (not built yet) every command says so on
    stderr and which command builds it: exit 1, no traceback."""
    code = (
        "import builtins, runpy, sys\n"
        "real = builtins.open\n"
        "def fake(path, *a, **k):\n"
        "    if str(path).endswith('games.bin'):\n"
        "        raise OSError(2, 'No such file or directory')\n"
        "    return real(path, *a, **k)\n"
        "builtins.open = fake\n"
        "sys.argv = ['sim', 'list']\n"
        "runpy.run_module('sim', run_name='__main__')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 1 and p.stdout == ""
    assert "games.bin" in p.stderr and "make assets" in p.stderr and "Traceback" not in p.stderr


def test_shot_takes_a_game_wider_than_the_screen(tmp_path):
    """More than 16 piles to a row: the screen shows 16 of them, scrolled."""
    rc, out, err = sim("shot", "quadruple_klondike", "--keys", "left", "--out", str(tmp_path / "x.png"))
    assert rc == 0 and (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "args, why",
    [
        (["fortwo", "--option", "seat3=cpu1"], "seat3=cpu1: seat 3 is past the 2 players"),
        (["fortwo", "--option", "first=3"], "first=3: seat 3 is past the 2 players"),
        (["fortwo", "--players", "3", "--option", "players=2"], "fortwo: players given twice, as 2 and 3"),
        (["fortwo", "--seat", "2=cpu1", "--option", "seat2=human"], "fortwo: seat2 given twice, as human and cpu1"),
        (["soltiles", "--seat", "2=cpu"], "soltiles: seat2 is for mode=two, not mode=standard"),
        (["soltiles", "--players", "2"], "soltiles: players is for mode=two, not mode=standard"),
        (["soltiles", "--option", "mode=points", "--option", "colour=red"], "soltiles: colour is for mode=two, not mode=points"),
        (["klondike", "--option", "draw=3", "--option", "draw=1"], "klondike: draw given twice, as 3 and 1"),
    ],
)
def test_options_the_game_would_take_and_ignore_are_refused(args, why):
    """Issue 28, item 10: each exit 2 with one line, in every command that takes them."""
    for cmd in (["deal"], ["play", "--moves", ""]):
        rc, out, err = sim(cmd[0], *(args + cmd[1:]))
        assert (rc, out) == (2, "") and err.count("\n") == 1 and why in err, (cmd, err)
    if "--players" not in args and "--seat" not in args:
        rc, out, err = sim("rules", *args)
        assert rc == 2 and why in err


def test_options_that_count_are_still_taken():
    for args in (
        ["fortwo", "--players", "3", "--seat", "3=cpu1", "--option", "first=3"],
        ["fortwo", "--players", "3", "--option", "players=3"],
        ["soltiles", "--option", "mode=two", "--players", "2", "--seat", "2=cpu", "--option", "colour=black"],
        ["klondike", "--option", "draw=3", "--option", "draw=3"],
    ):
        rc, out, err = sim("deal", *args)
        assert rc == 0 and err == "", (args, err)
