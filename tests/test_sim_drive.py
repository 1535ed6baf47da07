"""The simulator's drive folder (issue 28, item 11): ``python -m sim
--drive DIR`` and ``make sim DRIVE=DIR`` name it, a missing one is refused,
and a ``settings.toml`` there is read as CircuitPython's ``os.getenv``
reads it on the device, a broken line named on the notice screen."""

import io
import os
import subprocess
from contextlib import redirect_stderr

import pytest

from sim import cli, settings
from sim.hw import Clock, Hardware, Stop
from sim.panel import VirtualPanel

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _window_args(monkeypatch, argv):
    """Runs the command line with the window stubbed out: gets its exit code
    and the arguments the window got (None: it never opened)."""
    from sim import app

    got = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(app, "main_window", lambda args: got.append(args) or 0)
    err = io.StringIO()
    with redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as e:  # argparse
            code = e.code
    return code, (got[0] if got else None), err.getvalue()


@pytest.mark.parametrize("argv", [["--drive", "{d}"], ["window", "--drive", "{d}"], ["--drive", "{d}", "window", "klondike"]])
def test_the_readme_s_drive_commands_reach_the_window(monkeypatch, tmp_path, argv):
    code, args, err = _window_args(monkeypatch, [a.replace("{d}", str(tmp_path)) for a in argv])
    assert code == 0 and not err, err
    assert args.drive == str(tmp_path)


def test_a_missing_drive_folder_is_refused_and_not_made(monkeypatch, tmp_path):
    missing = tmp_path / "no" / "such"
    code, args, err = _window_args(monkeypatch, ["window", "--drive", str(missing)])
    assert code == 2 and args is None
    assert "--drive: no folder" in err and "mkdir" in err and err.count("\n") == 1
    assert not (tmp_path / "no").exists()


def test_make_sim_passes_drive():
    out = subprocess.run(["make", "-n", "sim", "DRIVE=/some/dir", "DISPLAY=:0"], cwd=ROOT, capture_output=True, text=True).stdout
    assert '-m sim --drive "/some/dir"' in out


def _boot(drive, env=None, defaults=None):
    """Powers on with ``drive``: gets the console and the hardware it ran on."""
    def feed():
        raise Stop()

    hw = Hardware(VirtualPanel(), feed, Clock(), drive=str(drive))
    return hw.run_code_py(env or {}, defaults=defaults), hw


def test_settings_toml_on_the_drive_opens_its_game(tmp_path):
    (tmp_path / "settings.toml").write_text('SOLITAIRE_GAME = "yukon"  # a comment\nSOLITAIRE_DEAL = 7\n')
    console, hw = _boot(tmp_path)
    assert console.app.board.rules.id == "yukon" and console.app.board.deal_no == 7
    assert not console.problems


def test_the_command_line_s_game_comes_before_settings_toml_and_settings_toml_before_the_window_s_pins(tmp_path):
    (tmp_path / "settings.toml").write_text('SOLITAIRE_GAME = "yukon"\nSOLITAIRE_BTN_START = "GP20"\n')
    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "3"}
    console, hw = _boot(tmp_path, env, defaults={"SOLITAIRE_BTN_START": "GP16", "SOLITAIRE_BTN_SELECT": "GP17"})
    assert console.app.board.rules.id == "klondike" and console.app.board.deal_no == 3
    assert "GP20" in hw.key_pins and "GP16" not in hw.key_pins and "GP17" in hw.key_pins


@pytest.mark.parametrize("line", ["SOLITAIRE_DEAL = 7x", "SOLITAIRE_DEAL = 'seven'", "SOLITAIRE_DEAL = true", 'SOLITAIRE_DEAL = "7'])
def test_a_broken_line_of_settings_toml_is_a_notice_as_on_the_device(tmp_path, line):
    """CircuitPython's getenv raises ValueError for the key's broken line;
    the console names it and uses the default (deal 1); the other lines
    still count."""
    (tmp_path / "settings.toml").write_text('SOLITAIRE_GAME = "yukon"\n%s\n' % line)
    with pytest.raises(ValueError, match="line 2"):
        settings.lookup(str(tmp_path / "settings.toml"), "SOLITAIRE_DEAL")
    console, hw = _boot(tmp_path)
    assert "SOLITAIRE_DEAL: not read (settings.toml)" in console.problems
    assert console.app.board.rules.id == "yukon" and console.app.board.deal_no == 1


def test_settings_toml_is_read_as_circuitpython_reads_it(tmp_path):
    path = str(tmp_path / "settings.toml")
    with open(path, "w") as f:
        f.write('A = "x"\nA = "second"\nB = 0x3D\nBROKEN = [1\n[table]\nC = "in a table"\n')
    assert settings.lookup(path, "A") == "x"  # the first line that names it
    assert settings.lookup(path, "B") == 61
    assert settings.lookup(path, "C") is None  # (getenv reads no table)
    assert settings.lookup(path, "NONE") is None
    assert settings.lookup(str(tmp_path / "missing.toml"), "A") is None
