"""The built tile sheets: up to date with their sources, the right shape,
loadable by displayio, and red told from black at a glance."""

import os
import subprocess
import sys

import pytest

from solitaire.console import tiles as T

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "firmware", "assets")
SHEETS = {
    "cards12.bmp": (12, 6),
    "cards16.bmp": (16, 6),
    "slots12.bmp": (12, 8),
    "slots16.bmp": (16, 8),
    "font.bmp": (6, 8),
}


def test_built_sheets_match_their_sources():
    res = subprocess.run(
        [sys.executable, os.path.join(ROOT, "host_tools", "build_assets.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert res.returncode == 0, res.stderr


def test_a_broken_source_is_reported_with_file_and_line(tmp_path, monkeypatch):
    build_assets = load_build_assets()
    (tmp_path / "ranks.txt").write_text(": A\n.#.\n#x#\n")
    monkeypatch.setattr(build_assets, "SRC", str(tmp_path))
    with pytest.raises(ValueError, match=r"ranks.txt:3"):
        build_assets.read_glyphs("ranks.txt")


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_sheets_load_in_displayio_with_256_tiles(name):
    from solitaire.console.layout import load_sheet

    tw, th = SHEETS[name]
    bitmap, palette = load_sheet(os.path.join(ASSETS, name), tw, th)
    assert (bitmap.width, bitmap.height) == (16 * tw, 16 * th)
    # tile i | 128 is tile i under the cursor: inverted, pixel for pixel;
    # a card face lit but for its glyphs (what is dark there is lit in the
    # face; tests/test_faces.py measures the light)
    for i in (0, 40, T.FOOT, T.backs(3)):
        ox, oy = (i % 16) * tw, (i // 16) * th
        jx, jy = ((i | 128) % 16) * tw, ((i | 128) // 16) * th
        pairs = [(bitmap[ox + x, oy + y], bitmap[jx + x, jy + y]) for y in range(th) for x in range(tw)]
        if i < T.FACES and name != "font.bmp":
            assert all(a for a, b in pairs if not b)
        else:
            assert all(a != b for a, b in pairs)


def load_build_assets():
    sys.path.insert(0, os.path.join(ROOT, "host_tools"))
    try:
        import build_assets
    finally:
        sys.path.pop(0)
    return build_assets


def tile_rows(name, index, tw, th):
    """Gets one tile of a built sheet as rows of 0/1."""
    from PIL import Image

    img = Image.open(os.path.join(ASSETS, name)).convert("1")
    ox, oy = (index % 16) * tw, (index // 16) * th
    return [[1 if img.getpixel((ox + x, oy + y)) else 0 for x in range(tw)] for y in range(th)]


def pip(name, index, tw, th):
    """Gets the suit pip of a face tile: the 5x5 where the build puts it."""
    _, left = load_build_assets().face_layout(tw)
    return [row[left : left + 5] for row in tile_rows(name, index, tw, th)[1:6]]


def has_hole(px):
    """Checks if some dark pixel is walled in by lit ones (an outline)."""
    seen = set()
    todo = [(x, y) for x in range(-1, 6) for y in (-1, 5)] + [(x, y) for y in range(5) for x in (-1, 5)]
    while todo:
        x, y = todo.pop()
        if (x, y) in seen or not (-1 <= x <= 5 and -1 <= y <= 5):
            continue
        if 0 <= x < 5 and 0 <= y < 5 and px[y][x]:
            continue
        seen.add((x, y))
        todo += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    return any(not px[y][x] and (x, y) not in seen for y in range(5) for x in range(5))


@pytest.mark.parametrize("name", ["cards12.bmp", "cards16.bmp", "slots12.bmp", "slots16.bmp"])
def test_red_pips_are_hollow_and_black_pips_solid(name):
    tw, th = SHEETS[name]
    for rank in range(1, 14):
        for suit in range(4):
            px = pip(name, T.face(rank | suit << 4), tw, th)
            assert sum(map(sum, px)) >= 7  # a pip is there
            assert has_hole(px) == (suit in (1, 2)), (rank, suit)  # red: diamonds, hearts


def test_missing_and_damaged_sheets_name_the_file(tmp_path):
    from solitaire.console.layout import load_sheet
    from solitaire.console.render import AssetError

    with pytest.raises(AssetError, match="nothere.bmp: missing"):
        load_sheet(str(tmp_path / "nothere.bmp"), 6, 8)
    bad = tmp_path / "font.bmp"
    with open(os.path.join(ASSETS, "font.bmp"), "rb") as f:
        bad.write_bytes(f.read()[:100])
    with pytest.raises(AssetError, match="font.bmp"):
        load_sheet(str(bad), 6, 8)
    with pytest.raises(AssetError, match="not 96x96"):
        load_sheet(os.path.join(ASSETS, "cards12.bmp"), 6, 6)
    png = tmp_path / "png.bmp"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    with pytest.raises(AssetError, match="png.bmp: damaged .not a 1-bit BMP."):
        load_sheet(str(png), 6, 8)


@pytest.mark.parametrize("name", ["cards12.bmp", "cards16.bmp", "slots12.bmp", "slots16.bmp"])
def test_red_and_black_pips_differ_in_lit_pixels(name):
    """Hollow red pips light fewer pixels than solid black ones, rank for rank."""
    tw, th = SHEETS[name]
    for rank in range(1, 14):
        lit = [sum(map(sum, pip(name, T.face(rank | suit << 4), tw, th))) for suit in range(4)]
        clubs, diamonds, hearts, spades = lit
        assert max(diamonds, hearts) < min(clubs, spades), (rank, lit)


@pytest.mark.parametrize("name", ["cards12.bmp", "slots12.bmp"])
def test_face_down_blocks_at_pitch_12_keep_a_dark_column(name):
    """At pitch 12 cards fill their tile; solid face-down blocks in
    neighbouring piles must still not run together into one band."""
    tw, th = SHEETS[name]
    for n in range(1, T.BACKS_MAX + 1):
        rows = tile_rows(name, T.backs(n), tw, th)
        assert all(row[tw - 1] == 0 for row in rows), n


def test_rank_glyphs_differ():
    """Every rank reads differently (the queen is not an O)."""
    art = load_build_assets().Art()
    shapes = [tuple(art.rank(r, wide)) for wide in (False, True) for r in range(1, 14)]
    assert len(set(shapes[:13])) == 13 and len(set(shapes[13:])) == 13
    assert any(row != row[::-1] for row in art.ranks["Q"])  # its tail
