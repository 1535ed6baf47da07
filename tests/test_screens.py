"""Golden screenshots and the I2C bytes of the real display path.

Each scene in ``sim/scenes.py`` runs ``firmware/code.py`` headless (real
displayio, the real SSD1306 driver, the virtual panel) and must light exactly
the pixels of ``tests/golden/NAME.png``. After a deliberate change to the
look, refresh them with ``UPDATE_GOLDEN=1 make test`` and look at the diff.
"""

import os

import pytest
from PIL import Image

from sim import scenes
from sim.hw import Clock, Hardware, Stop
from sim.panel import VirtualPanel
from sim.shot import run_keys

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")


@pytest.mark.parametrize("name", sorted(scenes.SCENES))
def test_golden_screens(name):
    panel = scenes.render(name)
    got = panel.to_image()
    path = os.path.join(GOLDEN, name + ".png")
    if os.environ.get("UPDATE_GOLDEN"):
        got.save(path)
    want = Image.open(path).convert("1")
    rows = ["".join("#" if want.getpixel((x, y)) else "." for x in range(128)) for y in range(64)]
    if rows != panel.rows():
        got.save(os.path.join(GOLDEN, "_actual_" + name + ".png"))
        pytest.fail("%s differs from %s (actual saved beside it); see %s" % (name, path, scenes.SCENES[name][4]))


def test_partial_updates_match_a_full_redraw():
    """After many small refreshes the panel equals a fresh full drawing of
    the same screen: nothing is lost or left behind by dirty-area updates."""
    keys = "right right a left up down right right b a right".split()
    console, panel, _, _, _ = run_keys("klondike", 4, [], keys)
    fresh = VirtualPanel()

    def feed():
        raise Stop()

    # a second console that boots straight into the same screen model
    hw = Hardware(fresh, feed, Clock())
    second = hw.run_code_py({"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"})
    second.app.play.board = console.app.board
    second.app.play.row, second.app.play.col, second.app.play.depth = console.app.play.row, console.app.play.col, console.app.play.depth
    second.app.play.holding, second.app.play.cands, second.app.play.target = console.app.play.holding, console.app.play.cands, console.app.play.target
    second.app.play.col_key = [-1] * len(second.app.play.col_key)
    second.app.screen.msg_on = console.app.screen.msg_on
    second.app.screen.msg[:] = console.app.screen.msg
    second.app._draw()
    second.renderer.draw(second.app.screen)
    assert fresh.rows() == panel.rows()


def test_i2c_bytes_per_key_and_the_bus_settings():
    keys = "right right right left a b".split()
    console, panel, boot, counts, hw = run_keys("klondike", 4, [], keys)
    assert hw.i2c_args[2] == 400000  # the bus runs at 400 kHz
    assert panel.address == 0x3C
    assert boot > 1000  # a whole frame at boot
    # Blinka sends everything once more after a new root group: from the
    # third frame on, a cursor move is two tiles
    assert all(n <= 256 for n in counts[1:4]), counts
    assert max(counts[1:]) <= 768, counts


def test_the_readmes_screenshots_are_the_golden_screens():
    """The screenshots the README shows (assets/screenshots, written by
    ``make screenshots`` at four times the size) are the scenes' golden
    screens pixel for pixel, so that test_golden_screens keeps them current:
    a change of look that refreshes a golden screen and not its screenshot
    fails here. Pyramid, Accordion and Monte Carlo among them (issue 30)."""
    with open(os.path.join(os.path.dirname(GOLDEN), "..", "README.md"), encoding="utf-8") as f:
        readme = f.read()
    shown = [n for n in sorted(scenes.SCENES) if "assets/screenshots/%s.png" % n in readme]
    assert {"pyramid", "accordion", "montecarlo"} <= set(shown)
    for name in shown:
        shot = Image.open(os.path.join(os.path.dirname(GOLDEN), "..", "assets", "screenshots", name + ".png")).convert("1")
        want = Image.open(os.path.join(GOLDEN, name + ".png")).convert("1")
        assert shot.size == (4 * want.width, 4 * want.height), name
        assert shot.tobytes() == want.resize(shot.size, Image.NEAREST).tobytes(), "%s: assets/screenshots/%s.png is not its golden screen (make screenshots)" % (name, name)


def test_a_boot_on_cpython_makes_no_full_collection(monkeypatch):
    """The device collects before and after a game's family loads (its code
    into as few holes as can be: app.py), and power_on hands the App
    gc.collect for it. CPython, the simulator's, has no gc.mem_free and no
    device heap: a full collection there, at each family loaded, cost 17 ms
    in a process rendering the 29 scenes (54 of them, 0.91 s), more the
    bigger its heap, and freed nothing a figure reads, so the App gets none."""
    import gc

    calls = []
    real = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append(a) or real(*a))
    panel = scenes.render("golf")
    assert panel.rows() and calls == []


def test_a_sheet_loaded_again_copies_the_pixels_its_rows_gave(monkeypatch, tmp_path):
    """Blinka's bitmaptools.readinto sets a sheet's Bitmap a pixel at a time
    (a third of a boot's time): sim/display.sheets_kept keeps the pixels a
    sheet's rows gave, so a boot loads each sheet through it once, and rows
    that differ by a byte get their own pixels."""
    import bitmaptools

    from sim import display
    from solitaire.console.layout import load_sheet

    display.sheets_kept()
    blinka = bitmaptools.readinto.real
    calls = []
    monkeypatch.setattr(bitmaptools, "readinto", lambda *a, **k: calls.append(a[1].name) or blinka(*a, **k))
    display.sheets_kept()  # (kept afresh, over the counting one)
    font = os.path.join(os.path.dirname(GOLDEN), "..", "firmware", "assets", "font.bmp")
    first, _ = load_sheet(font, 6, 8)
    again, _ = load_sheet(font, 6, 8)
    assert len(calls) == 1 and again is not first and again._data == first._data
    with open(font, "rb") as f:
        data = bytearray(f.read())
    data[-1] ^= 0x80  # (the file's last byte holds the top row's last 8 pixels, rows stored bottom first: its first, x 88)
    other = tmp_path / "font.bmp"
    other.write_bytes(bytes(data))
    changed, _ = load_sheet(str(other), 6, 8)
    assert len(calls) == 2
    assert [i for i in range(len(first._data)) if changed._data[i] != first._data[i]] == [2] and changed[88, 0] != first[88, 0]  # (x 88 of 96: the top row's third 32-pixel word)
    direct, _ = load_sheet(str(other), 6, 8)  # (kept: the same pixels again)
    assert len(calls) == 2 and direct._data == changed._data
