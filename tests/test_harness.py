"""The test harness itself (``tests/conftest.py``): figures a test measured
are reported in a section after the run, also from pytest-xdist's workers,
and never break into the rows of dots; a session's tests share its xdist
group (``tests/groups.py``); make test keeps
Python's compiled files."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_a_figure_goes_to_the_figures_section_not_the_dots():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                        "tests/test_catalogue.py::test_table_size", "tests/test_catalogue.py::test_table_on_flash_is_the_sources"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    section = [i for i, line in enumerate(lines) if "figures the tests measured" in line]
    assert len(section) == 1
    figure = lines[section[0] + 1]
    assert figure.startswith("test_table_size: games.bin: ") and "games, " in figure
    assert all("games.bin" not in line for line in lines[: section[0]])  # (not among the dots)


def test_the_heap_harness_s_staged_tree_is_shared_safely_by_parallel_runs(tmp_path, monkeypatch):
    """sim/heap.py stages what make flash installs in a folder named by its
    content, made once and renamed into place: pytest-xdist's workers
    (threads here, at once) share it; none sees one half made. (It was one
    folder, build/heap-src, removed and copied again by every process.)"""
    import threading

    from sim import heap

    monkeypatch.setenv("SOLITAIRE_MPY_CACHE", str(tmp_path))
    got, errors = [], []

    # (the files listed once, here: listing them parses the firmware, and
    # CPython 3.11's parser is not safe in threads at once, "SystemError: AST
    # constructor recursion depth mismatch"; xdist's workers are processes)
    files = heap._source_files()

    def stage():
        try:
            got.append(heap._kept_tree("heap-src", files))
        except Exception as e:  # (an assertion in a thread would be lost)
            errors.append(e)

    threads = [threading.Thread(target=stage) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(set(got)) == 1
    tree = got[0]
    assert (tree / "code.py").read_bytes() == open(os.path.join(ROOT, "firmware", "code.py"), "rb").read()
    assert (tree / "_guest" / "keypad.py").is_file() and (tree / "lib").is_dir()
    assert [p.name for p in tmp_path.iterdir()] == [tree.name]  # (no half-made folder left behind)
    before = tree.stat().st_mtime_ns
    assert heap._source_tree() == tree and tree.stat().st_mtime_ns == before  # made once


def test_the_gc_safe_interpreter_is_built_once_for_parallel_runs(tmp_path, monkeypatch):
    """sim/mpy.py builds the GC-safe interpreter (Binaryen's wasm-opt, about
    15 s of CPU) under a lock in the cache: make test's workers on a fresh
    clone asked for it at once and each built it. Here four threads ask at
    once of a stand-in wasm-opt that counts its runs."""
    import sys
    import threading

    from sim import mpy

    fake = tmp_path / "wasm_opt.py"
    fake.write_text("import shutil, sys, time\n"
                    "time.sleep(0.5)\n"
                    "open(%r, 'a').write('run\\n')\n"
                    "shutil.copy(sys.argv[-3], sys.argv[-1])\n" % str(tmp_path / "runs"))
    monkeypatch.setenv("SOLITAIRE_WASM_OPT", "%s %s" % (sys.executable, fake))
    monkeypatch.setenv("SOLITAIRE_MPY_CACHE", str(tmp_path / "cache"))
    got, errors = [], []

    def build():
        try:
            got.append(mpy.gc_safe_wasm_path())
        except Exception as e:  # (an assertion in a thread would be lost)
            errors.append(e)

    threads = [threading.Thread(target=build) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(set(got)) == 1 and got[0].is_file()
    assert (tmp_path / "runs").read_text() == "run\n"


# Collects the tests that read a session's runs cached in the worker and
# prints each one's xdist groups.
GROUPS = """
import pytest

class Groups:
    def pytest_collection_modifyitems(self, items):
        for item in items:
            print("GROUPS", item.nodeid, " ".join(sorted(m.args[0] for m in item.iter_markers("xdist_group"))))

pytest.main(["--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", "tests/test_budgets.py", "tests/test_heap.py",
             "tests/test_behaviour.py::test_i2c_bytes_and_panel_per_key_are_unchanged"], plugins=[Groups()])
"""


def test_a_sessions_cached_runs_are_read_by_its_groups_tests_alone():
    """make test's workers make a session's costly runs once each, cached
    in the worker (tests/groups.py): every test that reads one, by the
    session it names, is in that session's xdist group and in no other
    (test_heap's in the session's heap group: its runs are its own)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-c", GROUPS], cwd=ROOT, env=env, capture_output=True, text=True)
    rows = [line.split()[1:] for line in r.stdout.splitlines() if line.startswith("GROUPS ")]
    assert len(rows) > 50, r.stdout + r.stderr
    for row in rows:
        nodeid, groups = row[0], row[1:]
        runs = "heap-" if nodeid.startswith("tests/test_heap.py") else "session-"
        if "[" in nodeid:  # (a test a session)
            assert groups == [runs + nodeid.split("[")[1].rstrip("]")], row
        elif groups:  # (a test of one session's run: it names the session in its group)
            assert len(groups) == 1 and groups[0].startswith(runs), row


def test_the_long_files_collected_first_are_there():
    """conftest.py's LONG_FIRST names files of tests/: a file renamed or
    gone would quietly go back among the rest."""
    import conftest

    here = os.path.dirname(os.path.abspath(__file__))
    assert [f for f in conftest.LONG_FIRST if not os.path.isfile(os.path.join(here, f))] == []


def test_a_display_half_made_does_not_trip_displayio_s_poller():
    """busdisplay lists a display in ``__new__``, before ``__init__`` sets
    ``_auto_refresh``; Blinka's poller thread, meeting it there, raised an
    AttributeError that make test printed as a warning with its traceback.
    sim/display.py gives the class its False (make_display and every boot
    on the virtual hardware)."""
    import busdisplay
    import displayio

    from sim.display import make_display

    make_display()
    displayio.release_displays()
    half = busdisplay.BusDisplay.__new__(busdisplay.BusDisplay)  # listed, not yet made
    try:
        half._background()  # what the poller does to each display listed
    finally:
        displayio.displays.remove(half)


def test_make_test_and_sweep_keep_compiled_files_in_build():
    """make test and make sweep write Python's compiled files (and pytest's
    rewritten test files) under build/pycache, whatever the environment's
    PYTHONDONTWRITEBYTECODE: without them every worker and every command a
    test runs compiles again each module it imports. Read from make's own
    database of the targets' variables (``make -pn``: nothing runs)."""
    for target in ("test", "sweep"):
        r = subprocess.run(["make", "-pn", target], cwd=ROOT, capture_output=True, text=True)
        own = dict(line.split(": ", 1)[1].split(" = ", 1) for line in r.stdout.splitlines()
                   if line.startswith(target + ": ") and " = " in line)
        assert own.get("PYTHONDONTWRITEBYTECODE") == "", (target, own)
        assert own.get("PYTHONPYCACHEPREFIX") == "$(CURDIR)/build/pycache", (target, own)
