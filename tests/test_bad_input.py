"""The bad-input corpus (tests/bad_input/cases.txt): every case exits as it
says, with one short line on stderr and no traceback, and leaves the drive
folder as it was. Plus the cases a corpus line can't hold."""

import io
import os
import shlex
import shutil
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest

from sim import cli

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bad_input")


def cases():
    out = []
    with open(os.path.join(HERE, "cases.txt"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip() and not line.startswith("#"):
                code, argv, says = (part.strip() for part in line.split("|"))
                out.append(pytest.param(int(code), argv, says, id="%d:%s" % (n, argv[:40])))
    return out


def tree(folder):
    out = {}
    for base, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = os.path.join(base, name)
            out[os.path.relpath(path, folder)] = None if os.path.isdir(path) else open(path, "rb").read()
    return out


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as e:  # argparse
            code = e.code
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("code,argv,says", cases())
def test_bad_input_corpus(code, argv, says, tmp_path, monkeypatch):
    """Run from a copy of the corpus 300 characters deep, and with the drive
    there too: a message must say its reason wherever the clone lies."""
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    deep = tmp_path.joinpath(*["a-clone-deep-in-the-tree"] * 12)
    here = str(deep / "bad_input")
    shutil.copytree(HERE, here)
    drive = deep / "drive"
    drive.mkdir()
    (drive / "keep.txt").write_text("the player's file")
    before = tree(drive)
    args = shlex.split(argv.replace("{tmp}", str(drive)).replace("{here}", here))
    got, out, err = run(args)
    assert got == code, (got, out, err)
    assert "Traceback" not in err + out
    assert len(err.splitlines()) <= 1 and len(err) <= 240, err
    if code:
        assert says in err, err
    else:
        assert says in out and not err, (out, err)
    assert tree(drive) == before


def test_a_message_stays_short_for_3000_nul_bytes():
    code, out, err = run(["play", "freecell", "--position", os.path.join(HERE, "nul.txt"), "--moves", ""])
    assert code == 2 and len(err) < 240 and err.count("\n") == 1


def test_ctrl_c_exits_quietly(monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "cmd_list", interrupted)
    parser = cli.build_parser()
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    for action in parser._subparsers._group_actions[0].choices.values():
        if action.get_default("func") is not None and action.prog.endswith(" list"):
            action.set_defaults(func=interrupted)
    assert run(["list"]) == (130, "", "")


def test_shot_without_a_deal_opens_deal_1_and_every_key_lands(tmp_path):
    """The command line (docs/command-line.md) allows ``shot GAME`` without --deal: no notice about the
    deal, so the first key moves the cursor."""
    from sim.shot import run_keys

    console, _, _, _, _ = run_keys("klondike", None, [], ["right"])
    assert not console.problems
    assert console.app.board.deal_no == 1 and console.app.play.col == 1


def test_shot_keeps_stdout_for_its_own_output(tmp_path):
    code, out, err = run(["shot", "klondike", "--out", str(tmp_path / "x.png")])
    assert code == 0 and "WARNING" not in out and out.splitlines()[-1].startswith("saved ")


def test_the_headless_examples_make_sim_prints_work(tmp_path, monkeypatch):
    """``make sim`` without a display prints commands to try: each runs."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "Makefile")) as f:
        lines = [line for line in f if 'echo "  $(PY) -m sim ' in line]
    examples = [line.split("-m sim ", 1)[1].split("#")[0].strip().replace('\\"', '"') for line in lines]
    examples = [e for e in examples if e != "--help"]
    assert len(examples) == 4
    monkeypatch.chdir(tmp_path)
    for e in examples:
        code, out, err = run(shlex.split(e))
        assert code == 0 and not err, (e, err)


@pytest.mark.parametrize("deal", ["-3", str(2**40), "4294967296"])
def test_a_deal_setting_out_of_range_never_costs_the_game(tmp_path, deal):
    """SOLITAIRE_DEAL outside 0..2**31-1 is refused with a notice naming it
    (deal 1 opens); the game saved then resumes at every later power-on, with
    no notice and nothing set aside."""
    from sim.hw import Clock, Hardware, Stop
    from sim.panel import VirtualPanel

    def boot(nvm=None):
        def feed():
            raise Stop()

        hw = Hardware(VirtualPanel(), feed, Clock(), nvm=nvm, drive=str(tmp_path))
        return hw.run_code_py({"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": deal}), hw

    console, hw = boot()
    assert any(p.startswith("SOLITAIRE_DEAL=") and "deal 1" in p for p in console.problems)
    assert console.app.board.deal_no == 1
    for _ in range(3):
        console, hw = boot(hw.nvm)
        assert console.app.board is not None and console.app.board.deal_no == 1
        assert not console.app.saver.notices
    assert not [f for f in os.listdir(tmp_path / "saves") if f.startswith("aside")]


def _boot_with(env):
    from sim.hw import Clock, Hardware, Stop
    from sim.panel import VirtualPanel

    def feed():
        raise Stop()

    return Hardware(VirtualPanel(), feed, Clock()).run_code_py(env)


def test_a_bad_start_pin_leaves_the_start_button_off_not_on_b_s_pin():
    console = _boot_with({"SOLITAIRE_BTN_START": "GP99"})
    assert "start: no pin GP99; no start button" in console.problems
    assert 6 not in bytes(console.button_of[: 6])  # no keypad key is START


def test_two_buttons_on_one_pin_are_refused_with_a_notice():
    console = _boot_with({"SOLITAIRE_BTN_START": "GP15"})  # B's pin
    assert "start: pin GP15 is b's too; default pins" in console.problems
    assert bytes(console.button_of[:6]) == bytes(range(6))


def test_a_drive_with_no_room_for_the_save_file_gets_no_partial_file(tmp_path, monkeypatch):
    """No room for the 185 KiB save file: nothing is written to the drive,
    the console saves to its NVM only and says so, and the game resumes from
    the NVM at the next power-on with no set-aside files."""
    from sim.hw import Clock, Hardware, Stop
    from sim.panel import VirtualPanel

    real = os.statvfs
    small = (4096, 4096, 1000, 25, 25, 100, 100, 100, 0, 255)  # 100 KiB free

    monkeypatch.setattr(os, "statvfs", lambda path: small if str(path).startswith(str(tmp_path)) else real(path))

    def boot(nvm=None):
        def feed():
            raise Stop()

        hw = Hardware(VirtualPanel(), feed, Clock(), nvm=nvm, drive=str(tmp_path))
        return hw.run_code_py({"SOLITAIRE_GAME": "yukon", "SOLITAIRE_DEAL": "7"}), hw

    console, hw = boot()
    lines = " ".join(console.app.view.lines)
    assert "save file: drive full" in lines and "Saves go to NVM only" in lines, lines
    assert console.app.saver.store.mode == "nvm"
    assert not os.path.exists(tmp_path / "saves" / "solitaire.sav")
    console, hw = boot(hw.nvm)
    assert console.app.board is not None and console.app.board.deal_no == 7 and console.app.gi == 3
    assert [f for f in os.listdir(tmp_path / "saves")] == []


def test_a_failed_write_of_the_save_file_removes_the_partial_file(tmp_path):
    from sim.fuzz import MemFiles
    from solitaire.console import loading, media, reading

    class Full(MemFiles):
        def open(self, path, mode):
            f = MemFiles.open(self, path, mode)
            real = f.write

            def write(b):
                if len(f.data) >= 64 * 1024:
                    raise OSError(28, "no space")
                return real(b)

            f.write = write
            return f

        def remove(self, path):
            del self.files[path]

    fs = Full()
    ring = loading.ring(fs, "/saves/solitaire.sav")
    with pytest.raises(OSError):
        reading.open_ring(ring, lambda *a: None)
    assert fs.files == {}


@pytest.mark.parametrize("argv", [["--count", "-5"], ["--seconds", "-1"], ["--keys", "0"], ["--tokens", "a zz"], ["--game", "nope"]])
def test_fuzz_refuses_bad_arguments_in_one_line(argv):
    from sim import fuzz

    err = io.StringIO()
    with redirect_stderr(err), pytest.raises(SystemExit) as e:
        fuzz.main(argv)
    assert e.value.code == 2 and "Traceback" not in err.getvalue() and err.getvalue().count("error:") == 1
