"""sim/frames.py reads each function's frame from a .mpy: which calls take
theirs from the heap (over eleven words), a search past the heap's holes a
call. The card keys' hottest functions are held within the eleven words."""

import os
import subprocess

import pytest

from sim import frames
from sim.mpy import FIRMWARE_DIR, compiled_tree, mpy_cross_path

SOURCE = '''
def few(a):
    return a + 1


def many(a, b, c, d, e, f, g, h, i, j, k, l):
    return [x for x in (a, b, c)]


class K:
    def m(self):
        return lambda: self
'''


def _compiled(tmp_path, source):
    py = tmp_path / "m.py"
    py.write_text(source)
    out = tmp_path / "m.mpy"
    subprocess.run([mpy_cross_path(), "-O3", "-o", str(out), str(py)], check=True, capture_output=True)
    return frames.frames(str(py), str(out))


def test_the_scopes_are_named_in_the_compilers_order(tmp_path):
    got = _compiled(tmp_path, SOURCE)
    assert [n for n, *_ in got] == ["<module>", "few", "many", "many.<listcomp>", "K", "K.m", "K.m.<lambda>"]


def test_a_frame_over_eleven_words_is_the_heaps(tmp_path):
    size = {n: b for n, _, _, b in _compiled(tmp_path, SOURCE)}
    assert size["few"] <= frames.ON_STACK < size["many"]


def test_a_try_adds_its_exception_level(tmp_path):
    got = {n: (s, e) for n, s, e, _ in _compiled(tmp_path, "def f(a):\n    try:\n        return a\n    finally:\n        a = 0\n")}
    assert got["f"][1] == 1


@pytest.mark.parametrize(
    "module, names",
    [
        ("solitaire/cards/legal.py", ("stock_move", "_stock_check")),  # the stock's move in every listing (Bunker's hint slice 1,871,000 -> 1,845,000 fuel)
        ("solitaire/cards/hint.py", ("pile_score", "_touched")),
        ("solitaire/cards/order.py", ("follows",)),
        ("solitaire/cards/basecards.py", ("lowest", "put")),  # a new deal of Opus, Penguin
    ],
)
def test_the_card_keys_hottest_calls_keep_their_frames_off_the_heap(module, names):
    tree = compiled_tree(FIRMWARE_DIR)
    size = {n: b for n, _, _, b in frames.frames(os.path.join(FIRMWARE_DIR, module), os.path.join(tree, module[:-3] + ".mpy"))}
    for n in names:
        assert size[n] <= frames.ON_STACK, "%s:%s takes %d bytes from the heap a call" % (module, n, size[n])
