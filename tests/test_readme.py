"""The documented examples are what the tools print: the shot example's lines
(docs/command-line.md), and the first flash's file count and its bytes,
within a tenth (docs/flash.md). tests/test_docs.py keeps the README's and
the docs' links and commands working."""

import os
import re
import shlex

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(rel):
    with open(os.path.join(ROOT, rel)) as f:
        return f.read()


def test_the_shot_example_prints_what_the_docs_show(tmp_path, capsys, monkeypatch):
    from sim import cli

    m = re.search(r"\$ \.venv/bin/python -m sim (shot [^\n]*)\n(.*?)```", read("docs/command-line.md"), re.S)
    argv = shlex.split(m.group(1))
    want = m.group(2).strip().splitlines()
    monkeypatch.chdir(tmp_path)
    assert cli.main(argv) == 0
    assert capsys.readouterr().out.strip().splitlines() == want


def test_the_first_flash_summary_counts_what_the_docs_say(tmp_path):
    import sys

    sys.path.insert(0, os.path.join(ROOT, "host_tools"))
    import flash as F

    m = re.search(r"summary: (\d+) files copied \(([\d,]+) bytes\)", read("docs/flash.md"))
    (tmp_path / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    drive = F.Drive(str(tmp_path), (9, 2, 1), "Raspberry Pi Pico with rp2040")
    lines = []
    F.flash(drive, mpy_cross=None, say=lines.append)
    summary = [line for line in lines if line.startswith("summary:")][0]
    got = re.search(r"summary: (\d+) files copied \(([\d,]+) bytes\)", summary)
    assert got.group(1) == m.group(1), summary
    # the bytes move with every edit: the documented figure stays within a tenth
    want, have = int(m.group(2).replace(",", "")), int(got.group(2).replace(",", ""))
    assert abs(have - want) <= want // 10, summary
