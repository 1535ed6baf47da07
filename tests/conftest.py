"""Shared test set-up: ``firmware/`` (the ``solitaire`` package) and the repo
root (the ``sim`` package) go on ``sys.path``.

``firmware/`` goes last, not first: it holds the device's ``code.py``, which
would otherwise shadow the standard library's ``code`` module (that ``pdb``
imports) and start the device.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)


# -- figures: what a test measured, in a section of the report --------------
# A test that measures a figure worth reading (a table's size, a fuel count)
# hands it to ``figure`` rather than printing it: a print would break into
# the rows of dots (or be lost to the capture). The figures travel with the
# test's report (``record_property``), so that they arrive from pytest-xdist's
# workers too, and are printed together after the run.

import pytest  # noqa: E402


# -- the long sweeps: a sample in make test, the whole of them in make sweep ---
# A few checks walk every game of the catalogue at length (the stuck check
# against dealing through the stock, legal_moves against check(), the
# hint's slices against the plain search, the fuzzer's key presses). make
# test runs each on every game with a shorter walk (the first six games,
# the flagships, at full length); ``--sweep`` (make sweep) runs them whole.

def pytest_addoption(parser):
    parser.addoption("--sweep", action="store_true",
                     help="run the long sweeps over the catalogue at full length (make sweep)")


@pytest.fixture(scope="session")
def sweep(request):
    """Whether the long sweeps run at full length (``--sweep``)."""
    return request.config.getoption("--sweep")


# -- make test's order: the long tests first ----------------------------------
# pytest-xdist (--dist loadgroup) hands out a session's group whole, the
# largest groups first, then the other tests in the order collected, a few at
# a time to whichever worker is free. A long test handed out last keeps one
# worker busy while the other has nothing left, so the files whose tests take
# longest (measured: make test's --durations) are collected first, and the
# run ends on short ones. A new file goes after these, as collected.
LONG_FIRST = ("test_fuzz.py", "test_solve.py", "test_heap.py", "test_decode_back.py", "test_fortwo.py", "test_power_on_heap.py",
              "test_store.py", "test_engine.py", "test_flash.py", "test_guest_displayio.py",
              "test_memory.py", "test_legal_moves.py", "test_sound.py")


def pytest_collection_modifyitems(items):
    rank = {name: i for i, name in enumerate(LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(LONG_FIRST)))  # (stable: a file's own order kept)


@pytest.fixture
def figure(record_property):
    """Gets a function that notes one line for the report's figures section."""
    return lambda line: record_property("figure", line)


def pytest_terminal_summary(terminalreporter):
    lines = []
    for kind in ("passed", "failed"):
        for report in terminalreporter.stats.get(kind, ()):
            lines.extend("%s: %s" % (report.nodeid.split("::")[-1], value)
                         for name, value in getattr(report, "user_properties", ()) if name == "figure")
    if lines:
        terminalreporter.write_sep("-", "figures the tests measured")
        for line in sorted(lines):
            terminalreporter.write_line(line)
