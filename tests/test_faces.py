"""Card faces told apart, measured on the built sheets.

For every set of face glyphs the sheets draw (the ranks and suit pips as they
stand on each sheet's faces, at each pitch), the fewest pixels in which two
ranks differ, two suits differ, and clubs and spades differ; and red told
from black on the one-colour panel, where red pips are hollow (a dark pixel
walled in) and black pips solid. ``pytest -s tests/test_faces.py`` prints
the table; assets/README.md says why the glyphs look as they do.
"""

import itertools
import os

import pytest
from PIL import Image

from solitaire.sixsuit import tiles as ST

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "firmware", "assets")

RANKS = "A23456789TJQK"
RED, BLACK = "DHR", "CSB"  # R and B: Solitaire Tiles' red and black Wilds
RANK_MIN = 3  # the closest ranks before the redesign (now 4: assets/README.md)
CLUBS_SPADES_MIN = 6  # a user test read spades as clubs at 4


from test_assets import load_build_assets  # noqa: E402

BA = load_build_assets()

# every sheet with card faces: (pitch, tile height, the suits its faces draw)
SHEETS = {"cards%d.bmp" % p: (p, 6, BA.SUITS) for p in BA.PITCHES}
SHEETS.update({"slots%d.bmp" % p: (p, 8, BA.SUITS) for p in BA.PITCHES})
SHEETS["tiles12.bmp"] = (12, 6, BA.SUITS[: ST.FACES // 13])
SHEETS["tslots12.bmp"] = (12, 8, BA.SUITS[: ST.FACES // 13])


def boxes(name):
    """Gets a sheet's face glyphs: ({rank: box}, {suit: box}, {suit: the
    pips of all its faces}); a box is a tuple of rows of 0/1, rows 1-5 of
    the face where the build puts the rank or the pip."""
    p, th, suits = SHEETS[name]
    img = Image.open(os.path.join(ASSETS, name)).convert("1")
    rank_x, pip_x = BA.face_layout(p)
    rank_w = 5 if p == 16 else 3  # the wide faces' 10 is 5 wide
    pip_w = 3 if p == BA.NARROW else 5

    def box(face, x0, w):
        ox, oy = (face % 16) * p, (face // 16) * th
        return tuple(tuple(1 if img.getpixel((ox + x0 + x, oy + y)) else 0 for x in range(w)) for y in range(1, 6))

    # the clubs' faces for the ranks and the 2s for the suits: no special
    # tile (a Wild, the Swirl) stands on either
    ranks = {r: box(RANKS.index(r), rank_x, rank_w) for r in RANKS}
    pips = {s: box(i * 13 + 1, pip_x, pip_w) for i, s in enumerate(suits)}
    every = {s: {box(i * 13 + r, pip_x, pip_w) for r in range(13)} for i, s in enumerate(suits)}
    return ranks, pips, every


def glyph_sets():
    """Gets [(the sheets that share it, ranks, pips, every pip)] for each
    distinct set of face glyphs."""
    sets = {}
    for name in SHEETS:
        ranks, pips, every = boxes(name)
        key = (tuple(sorted(ranks.items())), tuple(sorted(pips.items())))
        sets.setdefault(key, ([], ranks, pips, every))[0].append(name[:-4])
    return [(" ".join(names), ranks, pips, every) for names, ranks, pips, every in sets.values()]


SETS = glyph_sets()


def distance(a, b):
    """Counts the pixels in which two glyph boxes of one size differ."""
    return sum(x != y for ra, rb in zip(a, b) for x, y in zip(ra, rb))


def closest(glyphs):
    """Gets (distance, key, key) of the closest pair of glyphs."""
    return min((distance(glyphs[a], glyphs[b]), a, b) for a, b in itertools.combinations(glyphs, 2))


def has_hole(px):
    """Checks if some dark pixel is walled in by lit ones (an outline)."""
    h, w = len(px), len(px[0])
    outside = set()
    todo = [(-1, -1)]
    while todo:
        x, y = todo.pop()
        if (x, y) in outside or not (-1 <= x <= w and -1 <= y <= h):
            continue
        if 0 <= x < w and 0 <= y < h and px[y][x]:
            continue
        outside.add((x, y))
        todo += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    return any(not px[y][x] and (x, y) not in outside for y in range(h) for x in range(w))


def test_faces_are_far_apart():
    """Prints the table; holds the ranks and clubs/spades apart in every set."""
    print()
    print("%-30s %-14s %-14s %s" % ("set", "closest ranks", "closest suits", "clubs/spades"))
    for names, ranks, pips, _ in SETS:
        rd, ra, rb = closest(ranks)
        sd, sa, sb = closest(pips)
        print("%-30s %-14s %-14s %d" % (names, "%s/%s: %d" % (ra, rb, rd), "%s/%s: %d" % (sa, sb, sd), distance(pips["C"], pips["S"])))
    for names, ranks, pips, _ in SETS:
        assert closest(ranks)[0] >= RANK_MIN, names
        assert distance(pips["C"], pips["S"]) >= CLUBS_SPADES_MIN, names


@pytest.mark.parametrize("names, every", [(s[0], s[3]) for s in SETS], ids=[s[0] for s in SETS])
def test_red_is_told_from_black(names, every):
    """Every face's pip: red ones hollow, black ones solid, so no red pip
    ever looks like a black one."""
    red = set().union(*(every[s] for s in RED if s in every))
    black = set().union(*(every[s] for s in BLACK if s in every))
    assert red and black
    assert all(has_hole(px) for px in red), names
    assert not any(has_hole(px) for px in black), names
    assert not red & black, names
