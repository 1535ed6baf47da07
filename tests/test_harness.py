"""The test harness itself (``tests/conftest.py``): figures a test measured
are reported in a section after the run, also from pytest-xdist's workers,
and never break into the rows of dots."""

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
