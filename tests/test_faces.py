"""Card faces told apart, measured on the built sheets.

For every set of face glyphs the sheets draw (the ranks and suit pips as they
stand on each sheet's faces, at each pitch), the fewest pixels in which two
ranks differ, two suits differ, and clubs and spades differ; and red told
from black on the one-colour panel, where red pips are hollow (a dark pixel
walled in) and black pips solid. ``pytest -s tests/test_faces.py`` prints
the table; assets/README.md says why the glyphs look as they do.

Issue 29 measures each face size on whole faces (``measure``: the fewest
pixels between two ranks, two suits, the two colours) and the cursor on
every kind of pile (the pixels it changes, and by how many it changes the
lit pixels there), before and after; before, on main's sheets (f46fae2):

    face size  ranks  suits  colours  cursor changed  cursor light
    8          4      6      6        48              0
    12         4      8      9        72              0
    16         4      8      9        96              0
    six-suit   4      5      9        72              0

``pytest -s -k measured`` prints them beside today's.
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


# Issue 29: each face size measured on whole faces, before and after, and
# the cursor on every kind of pile.

FACE_SIZES = {  # face size: (tableau sheet, top-row sheet, the suits its faces draw: {key: suit index})
    "8": ("cards8", "slots8", {"C": 0, "D": 1, "H": 2, "S": 3}),
    "12": ("cards12", "slots12", {"C": 0, "D": 1, "H": 2, "S": 3}),
    "16": ("cards16", "slots16", {"C": 0, "D": 1, "H": 2, "S": 3}),
    "six-suit 12": ("tiles12", "tslots12", {"C": 0, "D": 1, "H": 2, "S": 3, "A": 4, "W": 5}),
}
FIGURES = ("ranks", "suits", "colours", "cursor changed", "cursor light")
# ``measure(dir, foot_marked=False)`` on main's sheets before issue 29
# (f46fae2). The cursor then inverted its tile: every pixel changed and,
# on a face half lit, not the light (La Belle Lucie's 7 of spades, pitch 8:
# 22 lit pixels, 26 under the cursor), so at every size some pile's cursor
# was as bright as the card under it, another texture among many.
BEFORE = {
    "8": {"ranks": 4, "suits": 6, "colours": 6, "cursor changed": 48, "cursor light": 0},
    "12": {"ranks": 4, "suits": 8, "colours": 9, "cursor changed": 72, "cursor light": 0},
    "16": {"ranks": 4, "suits": 8, "colours": 9, "cursor changed": 96, "cursor light": 0},
    "six-suit 12": {"ranks": 4, "suits": 5, "colours": 9, "cursor changed": 72, "cursor light": 0},
}
# The minimums the sheets hold now. Ranks stay 4 apart: no 3x5 set of these
# thirteen shapes was found farther apart, and the 8 is no "x" now. The
# cursor lights at least 12 pixels more than the pile shows without it (a
# quarter of a narrow tableau tile; 26 or more on every tableau card, its
# foot lit with it; on the 8 and 12 faces, where the foot is lit alone under
# the pile's last card, 30 and 44): the least is the narrow top row's densest face. It
# changes fewer pixels than the inversion did (a back is lit through: only
# its dark pixels change), but it darkens none but a face's ink.
AFTER = {
    "8": {"ranks": 4, "suits": 6, "colours": 9, "cursor changed": 33, "cursor light": 12},
    "12": {"ranks": 4, "suits": 8, "colours": 9, "cursor changed": 40, "cursor light": 16},
    "16": {"ranks": 4, "suits": 8, "colours": 9, "cursor changed": 62, "cursor light": 30},
    "six-suit 12": {"ranks": 4, "suits": 5, "colours": 9, "cursor changed": 48, "cursor light": 16},
}


def sheet_tiles(assets, name):
    """Gets tile(i) -> rows of 0/1 for a built sheet in directory ``assets``."""
    if name.startswith("cards") or name == "tiles12":
        th = 6
    else:
        th = 8
    img = Image.open(os.path.join(assets, name + ".bmp")).convert("1")
    tw = img.width // 16
    px = img.load()
    cache = {}

    def tile(i):
        if i not in cache:
            ox, oy = (i % 16) * tw, (i // 16) * th
            cache[i] = tuple(tuple(1 if px[ox + x, oy + y] else 0 for x in range(tw)) for y in range(th))
        return cache[i]

    return tile


def lit(rows):
    return sum(map(sum, rows))


DEEPER = "card above the pile's last"  # the small faces' cursor climbed up a run


def cursor_cases(size, tab, top, foot_marked=True):
    """Gets [(pile kind, [[(tile, tile under the cursor)]])]: the cells the
    cursor changes on each kind of pile at this face size, for every card
    or mark the pile can show there. A tableau pile's marked run takes its
    bottom edge (the foot) with it (cards/play.py, sixsuit/draw.py), since
    issue 29: ``foot_marked`` False measures the cursor as it was before.
    On the card family's small faces (8 and 12) the cursor marks one cell,
    for a step within 128 I2C bytes (README, "The loupe and the edge
    marks"): the foot alone under the pile's last card, and a card above it
    (a run climbed with Up) alone, the ``DEEPER`` kind."""
    from solitaire.console import tiles as T
    from solitaire.sixsuit import tiles as ST

    inv = T.INVERT
    out = []
    if size.startswith("six"):
        faces = range(ST.FACES)
        foot = [(tab(ST.FOOT), tab(ST.FOOT | inv))] if foot_marked else []
        out.append(("layout tile", [[(tab(i), tab(i | inv))] + foot for i in list(faces) + list(range(ST.JOKER, ST.EITHER + 13))]))
        out.append(("open space", [[(tab(ST.OPEN), tab(ST.OPEN | inv))]]))
        up = list(faces) + list(range(ST.UP_JOKER, ST.UP_JOKER + 13)) + list(range(ST.PILE, ST.STOCK_OUT + 1))
        out.append(("up top, stock", [[(top(i), top(i | inv))] for i in up]))
        return out
    # the French suits; at 16, Solitaire Tiles' too (its seven piles take
    # the widest faces): its Wilds (suits 6, 7, whose Kings are its
    # two-star Wilds) and its Swirl (where the Ace of anchors is)
    faces = list(range(52))
    if size == "16":
        faces += [s * 13 + r for s in (6, 7) for r in range(13)] + [4 * 13]
    foot = [(tab(T.FOOT), tab(T.FOOT | inv))] if foot_marked else []
    if foot_marked and size in ("8", "12"):
        out.append(("tableau card", [foot]))  # (its face as it is)
        out.append((DEEPER, [[(tab(i), tab(i | inv))] for i in faces]))
    else:
        out.append(("tableau card", [[(tab(i), tab(i | inv))] + foot for i in faces]))
    out.append(("empty tableau pile", [[(tab(i), tab(i | inv))] for i in (T.EMPTY, T.EMPTY_KING, T.EMPTY_NONE)]))
    out.append(("top-row card", [[(top(i), top(i | inv))] for i in faces]))
    out.append(("empty foundation, cell", [[(top(i), top(i | inv))] for i in (T.FOUNDATION, T.EMPTY)]))
    out.append(("stock", [[(top(i), top(i | inv))] for i in (T.BACK, T.STOCK_RECYCLE, T.STOCK_DONE)]))
    return out


def measure(assets, foot_marked=True):
    """Gets {face size: {figure: value}} for the sheets in ``assets``: the
    fewest pixels in which two faces of different ranks (same suit), of
    different suits (same rank) and of different colours (same rank)
    differ, compared whole, on the tableau and the top-row sheets alike;
    and, least over every kind of pile and every card on it, the pixels
    the cursor changes and by how many it changes the lit pixels there."""
    out = {}
    for size, (tab_name, top_name, suits) in FACE_SIZES.items():
        tab, top = sheet_tiles(assets, tab_name), sheet_tiles(assets, top_name)
        fig = {}
        for sheet in (tab, top):
            face = lambda s, r: sheet(suits[s] * 13 + r)  # noqa: E731
            pairs = {
                "ranks": [(face(s, a), face(s, b)) for s in suits for a, b in itertools.combinations(range(13), 2)],
                "suits": [(face(x, r), face(y, r)) for r in range(13) for x, y in itertools.combinations(suits, 2)],
                "colours": [(face(x, r), face(y, r)) for r in range(13) for x in suits if x in RED for y in suits if y in BLACK],
            }
            for k, v in pairs.items():
                fig[k] = min([fig.get(k, 999)] + [distance(a, b) for a, b in v])
        kinds = cursor_cases(size, tab, top, foot_marked)
        cases = [cells for _, kind in kinds for cells in kind]
        fig["cursor changed"] = min(sum(distance(a, b) for a, b in cells) for cells in cases)
        # the light where a player looks for the cursor: not on a run the
        # cursor climbed from its lit foot (see test_a_climbed_card_flips_its_face)
        found = [cells for name, kind in kinds if name != DEEPER for cells in kind]
        fig["cursor light"] = min(abs(sum(lit(b) - lit(a) for a, b in cells)) for cells in found)
        out[size] = fig
    return out


def ink_box(rows):
    """Gets a glyph cropped to its lit pixels, as a tuple of '#'/'.' rows
    (rows of '#'/'.' or of 0/1)."""
    rows = ["".join("#" if c in ("#", 1) else "." for c in r) for r in rows]
    ys = [y for y, r in enumerate(rows) if "#" in r]
    if not ys:
        return ()
    xs = [x for r in rows for x, c in enumerate(r) if c == "#"]
    return tuple(r[min(xs) : max(xs) + 1] for r in rows[ys[0] : ys[-1] + 1])


def face_glyphs():
    """Gets {name: glyph} of every rank and pip a face can show."""
    art = BA.Art()
    out = {"rank " + k: g for k, g in art.ranks.items() if k not in ("0", "1")}  # (0, 1: counts on backs)
    out.update({"pip " + k: g for k, g in art.suits.items()})
    return out


def screen_marks():
    """Gets {name: (glyph, what it may stand for)} of everything else the
    screen draws that a face glyph could be taken for: the font's
    characters and arrows, and the marks on the sheets' other tiles."""
    art = BA.Art()
    out = {"font %r" % chr(int(k)): (g, chr(int(k))) for k, g in art.font.items() if int(k) > 32}
    for name in ("UP_ARROW", "DOWN_ARROW", "LEFT_ARROW", "RIGHT_ARROW", "BUILD_UP", "LANDING_ARROW", "CROSS", "RECYCLE", "INFINITY", "STAR5", "QUERY5", "RING", "DISC", "HALF", "BANG", "LETTER_L"):
        out[name] = (getattr(BA, name), None)
    return out


def closest_marks(faces, marks):
    """Gets [(pixels apart, face glyph, mark)], closest first, for every
    face glyph and every mark of the same size, cropped to their ink (a
    glyph of another size is not the same shape). A rank and the font's
    character of its own name (the A and "A") are not compared."""
    out = []
    for name, g in faces.items():
        box = ink_box(g)
        for other, (m, char) in marks.items():
            mbox = ink_box(m)
            if (len(mbox), len(mbox[0])) == (len(box), len(box[0])) and char != name.split()[1]:
                out.append((distance(box, mbox), name, other))
    return sorted(out)


def test_no_face_glyph_is_a_letter_or_an_arrow():
    """No rank or pip, cropped to its ink, is a character of the font, an
    arrow or another mark the sheets draw, or another face glyph; nor one
    pixel from one (the narrow heart was a font "v" but for its bar)."""
    faces = face_glyphs()
    near = [c for c in closest_marks(faces, screen_marks()) if c[0] < 2]
    boxes = sorted((ink_box(g), name) for name, g in faces.items())
    same = [(a[1], b[1]) for a, b in zip(boxes, boxes[1:]) if a[0] == b[0]]
    assert not near and not same, (near, same)


def test_the_spade_is_not_the_empty_foundation():
    """Issue 29: on the wide faces the spade read as the empty foundation's
    up arrow (4 pixels apart); the foundation's mark is far from every pip."""
    art = BA.Art()
    closest_pip = min((distance(art.suits[k], BA.BUILD_UP), k) for k in "CDHSAWRB@")
    assert distance(art.suits["S"], BA.UP_ARROW) == 4  # the arrow the foundation had
    assert distance(art.suits["S"], BA.BUILD_UP) >= 8
    assert closest_pip[0] >= 6, closest_pip


def test_the_full_stop_is_a_dot():
    """Issue 29: the font's full stop was a small plus; it is a dot, its
    ink filling its box as the colon's dots do."""
    dot = ink_box(BA.Art().font["46"])
    assert dot and all(c == "#" for row in dot for c in row), dot
    assert dot == ink_box(BA.Art().font["58"][4:])  # the colon's lower dot


def test_faces_and_cursor_measured_before_and_after():
    """Prints, per face size, the figures before issue 29 and now (``-s``
    shows the table) and holds the new minimums: see BEFORE and AFTER."""
    now = measure(ASSETS)
    lines = ["%-12s %s" % ("face size", " ".join("%-16s" % f for f in FIGURES))]
    for size in FACE_SIZES:
        lines.append("%-12s %s" % (size, " ".join("%-16s" % ("%d -> %d" % (BEFORE[size][f], now[size][f])) for f in FIGURES)))
    print("\n" + "\n".join(lines))
    for size, fig in now.items():
        for f, least in AFTER[size].items():
            assert fig[f] >= least, (size, f, fig[f], least)
    # and on every pile the light it changes is light gained: it lights its
    # pile up, never darkens it
    for size, (tab_name, top_name, _) in FACE_SIZES.items():
        tab, top = sheet_tiles(ASSETS, tab_name), sheet_tiles(ASSETS, top_name)
        for kind, cases in cursor_cases(size, tab, top):
            if kind != DEEPER:
                assert all(sum(lit(b) - lit(a) for a, b in cells) > 0 for cells in cases), (size, kind)


@pytest.mark.parametrize("size", ["8", "12"])
def test_a_climbed_card_flips_its_face(size):
    """On the small faces the cursor on a card above the pile's last (Up
    climbs a run from the lit foot) marks that card's cell alone: a second
    cell (the foot, for its light) would make the step off the run darken
    the whole run's height, over 128 I2C bytes. Every pixel inside the
    face's frame flips (48 of 8x6, 52 of 12x6 with its frame kept), though
    on the densest faces it lights at most 4 pixels fewer than the face
    (held here, printed with ``-s``), and the loupe names it inverted."""
    tab_name, top_name, _ = FACE_SIZES[size]
    tab, top = sheet_tiles(ASSETS, tab_name), sheet_tiles(ASSETS, top_name)
    cases = dict(cursor_cases(size, tab, top))[DEEPER]
    changed = min(sum(distance(a, b) for a, b in cells) for cells in cases)
    light = min(sum(lit(b) - lit(a) for a, b in cells) for cells in cases)
    print("\n%s: a climbed card changes %d pixels at least, its light by %+d at least" % (size, changed, light))
    assert changed >= {"8": 48, "12": 52}[size]
    assert light >= -4


@pytest.mark.parametrize("mode", [0, 2])
def test_solitaire_tiles_takes_the_widest_faces(mode):
    """The cursor and face figures measure Solitaire Tiles' special faces
    (its Wilds, its Swirl) at pitch 16 only: its layout is laid out there,
    in one player's game and in two players'."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    app.start(gi, 1, (mode,))
    assert app.screen.pitch == 16
