"""The card games' table: the source (assets/catalogue.toml) compiles to the
file on flash (firmware/solitaire/cards/games.bin), which reads back to the
same records one at a time; bad sources and bad files get clear errors."""

import os
import subprocess
import sys

import pytest

from solitaire import menulists as lists
from solitaire.cards import rules as R
from solitaire.cards.games import GAMES, GameList, _HEADER, find

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules  # noqa: E402


def _same(a, b):
    for k in R._FIELDS:
        va, vb = getattr(a, k), getattr(b, k)
        if k in ("deal", "down", "suits"):
            va, vb = bytes(va), bytes(vb)
        if k == "options":
            va = [(f, tuple(bytes(v) if isinstance(v, (bytes, tuple)) else v for v in vs), ns) for f, vs, ns in va]
            vb = [(f, tuple(bytes(v) if isinstance(v, (bytes, tuple)) else v for v in vs), ns) for f, vs, ns in vb]
        assert va == vb, (a.id, k, va, vb)


def test_table_on_flash_is_the_sources():
    """make assets was run after the last change to the source table."""
    r = subprocess.run([sys.executable, os.path.join(REPO, "host_tools", "build_catalogue.py"), "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_every_record_reads_back_as_compiled():
    entries = BC.load()
    assert len(GAMES) == len(entries)
    for i, e in enumerate(entries):
        g = GAMES[i]
        assert (g.id, g.name, GAMES.name(i)) == (e.id, e.name, e.short)
        _same(g, e.rules())
        assert GAMES.index(e.id) == i
        assert lists.family(GAMES, GAMES.record(i)[6])[0] == e.family
        assert GAMES.record(i)[7] == (BC.FEATURED if e.featured else 0) | e.rules().decks() << 4


def test_indexes_sort_and_group():
    t = GAMES
    names = [t.text(t.get(1, k), 1).lower() for k in range(t.n)]
    assert names == sorted(names)
    nfamilies = int.from_bytes(open(t.path, "rb").read(12)[10:12], "little")
    families = [lists.family(t, f) for f in range(nfamilies)]
    assert sum(n for _, _, n in families) == t.n
    for f, (name, first, n) in enumerate(families):
        assert {t.record(t.get(4, first + k))[6] for k in range(n)} == {f}
    decks = [t[t.get(5, k)].decks() for k in range(t.n)]
    assert decks == sorted(decks)


def test_bad_source_records_are_named(tmp_path, capsys):
    cases = [
        ("[kl]\nname = 'K'\nfamily = 'K'\nfil = 'king'\n", "kl: unknown field fil"),
        ("[kl]\nname = 'K'\nfamily = 'K'\nfill = 'queen'\n", "kl: fill = 'queen': not one of any, king, none"),
        ("[kl]\nname = 'K'\n", "kl: no family"),
        ("[kl]\nname = 'A name that is far too long'\nfamily = 'K'\n", "give a short name"),
        ("[Kl]\nname = 'K'\nfamily = 'K'\n", "an id is lowercase"),
        ("[kl]\nname = 'K'\nfamily = 'K'\ndeal = [1, 2]\n", "kl: deal and down don't match"),
        ("[kl]\nname = 'K'\nfamily = 'K'\noptions = [['draw', [1, 3], ['one']]]\n", "option draw has 2 values and 1 names"),
        ("[kl]\nname = 'K'\nfamily = 'K'\npool = 300\n", "kl: pool = 300: a byte"),
        ("[kl]\nname = 'K'\nfamily = 'K'\ndeal = [1]\ndown = [0]\nreserve = 40\npool = 1\nstock = 'none'\n", "kl: more cells and pool piles"),
        ("[kl]\nname = 'K'\nfamily = 'K'\ndeal = [1, 2]\ndown = [0, 0]\ncells = 30\n", "kl: 36 piles to a row"),
        ("[kl]\nname = 'K'\nfamily = 'K'\noptions = [['draw', [3]]]\n", "kl: option draw has no value 1, the record's own"),
        ("[kl\n", "catalogue.toml"),
        # every field checked, the record and the field named (issue 28, item 9)
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ndeal = [7, 7, 7, 'x']\ndown = [0, 0, 0, 0]\n", "kl: deal = [7, 7, 7, 'x']: a list of numbers"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ncells = -1\n", "kl: cells = -1: a number from 0 to 255"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ndraw = [1, 9]\n", "kl: draw = [1, 9]: a number"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ndraw = 0\n", "kl: draw = 0: a number from 1 to 255"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\nfound_wrap = 1\n", "kl: found_wrap = 1: true or false"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\nfound_base = 14\n", "kl: found_base = 14: a rank"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\nmove = 9\n", "kl: move = 9: not one of one, super"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\nsuits = [0, 9]\n", "kl: suits = [0, 9]: a suit is 0 to 7"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ncells_dealt = 'x'\n", "kl: cells_dealt = 'x': a byte"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\nfeatured = 1\n", "kl: featured = 1: true or false"),
        ("[kl]\nname = 3\nfamily = 'Klondike'\n", "kl: name = 3: a name in quotes"),
        ("[kl]\nname = 'K\u00f6nig'\nfamily = 'Klondike'\n", "kl: name = 'K\u00f6nig': ASCII letters only"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\noptions = [['draw', [1, 'x']]]\n", "kl: draw = 'x': not one of (numbers)"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\noptions = [['draw', 3]]\n", "kl: option draw: a list of values"),
        # a deal must fit its deck (a FreeCell of 106 cards broke sim deal)
        ("[fc]\nname = 'F'\nfamily = 'FreeCell'\nshuffle = 'ms'\nstock = 'none'\ndeal = [14, 14, 14, 14, 13, 13, 12, 12]\n"
         "down = [0, 0, 0, 0, 0, 0, 0, 0]\n", "fc: deal: 106 cards dealt (deal, reserve, cells_dealt, found_dealt), the deck has 52"),
        ("[kl]\nname = 'K'\nfamily = 'Klondike'\ndeal = [20, 20, 20]\ndown = [0, 0, 0]\noptions = [['sets', [8, 4]]]\nsets = 8\n",
         "kl: deal: 60 cards dealt (deal, reserve, cells_dealt, found_dealt), the deck has 52 (with sets = 4)"),
        ("[kl]\nname = 'K'\nfamily = 'Klondyke'\n", "kl: family = 'Klondyke': no game of the seed has that name"),
    ]
    src = tmp_path / "catalogue.toml"
    args = ["--source", str(src), "--out", str(tmp_path / "g.bin")]
    # the command line itself, once: exit 2 and one line, no traceback ...
    src.write_text(cases[0][0])
    r = subprocess.run([sys.executable, os.path.join(REPO, "host_tools", "build_catalogue.py")] + args, capture_output=True, text=True)
    assert r.returncode == 2 and cases[0][1] in r.stderr, r.stderr
    assert len(r.stderr.splitlines()) == 1 and "Traceback" not in r.stderr, r.stderr
    # ... and every case through its main() in this process (a Python
    # started and the seed read a case cost a second of CPU each); an
    # exception main() lets out fails the test as a traceback would
    for text, words in cases:
        src.write_text(text)
        code = BC.main(args)
        err = capsys.readouterr().err
        assert code == 2 and words in err, (text, err)
        assert len(err.splitlines()) == 1, err
        assert not (tmp_path / "g.bin").exists()


def test_bad_table_file(tmp_path):
    good = open(GAMES.path, "rb").read()
    for name, data, words in [
        ("empty", b"", "not a game table"),
        ("other", b"XXXX" + good[4:], "not a game table"),
        ("version", good[:4] + b"\x09" + good[5:], "not a game table"),
    ]:
        p = tmp_path / name
        p.write_bytes(data)
        with pytest.raises(ValueError, match=words):
            GameList(str(p))
    p = tmp_path / "cut"
    p.write_bytes(good[: _HEADER + 10])
    t = GameList(str(p))
    with pytest.raises(ValueError, match="cut short"):
        t.rules(t.n - 1)


def test_table_size(figure):
    """Reports the table's bytes (a figure for the notes; the limit is the
    flash's, far away)."""
    size = os.path.getsize(GAMES.path)
    figure("games.bin: %d games, %d bytes, %d-byte records" % (len(GAMES), size, GAMES.size))
    assert size < 64 * 1024


@pytest.fixture(scope="module")
def seed():
    """The seed read once for the tests below (its parse is seconds of CPU;
    they only read it)."""
    return seed_rules.parse()


def test_every_record_agrees_with_its_rules_in_the_seed(figure, seed):
    """The seed checker reads each game's rules text on its own (its
    templates, not the records) and compares: every field, every sentence
    matched, the deck accounted for."""
    checked = 0
    problems = []
    for e in BC.load():
        if not e.seed:
            continue  # (a variant from another source: canfield_ring)
        assert e.seed in seed, "%s: no game %r in the seed" % (e.id, e.seed)
        checked += 1
        g = seed[e.seed]
        if e.family != seed[g.family].name:
            problems.append("%s: family %r, the seed groups it with %r" % (e.id, e.family, seed[g.family].name))
        for p in seed_rules.check(seed[e.seed], e.rules()):
            problems.append("%s: %s" % (e.id, p))
    figure("seed checker: %d of %d records agree with the seed" % (checked - len({p.split(":")[0] for p in problems}), checked))
    assert problems == []


def test_seed_checker_catches_a_wrong_record(seed):
    records = {e.id: e for e in BC.load()}
    for gid, wrong in [("freecell", {"cells": 3}), ("forty_thieves", {"passes": 0}), ("yukon", {"fill": R.FILL_ANY}), ("canfield", {"found_wrap": True})]:
        e = records[gid]
        fields = dict(e.fields, **wrong)
        assert seed_rules.check(seed[gid], R.Rules(gid, e.name, **fields)) != [], gid


def test_seed_checker_holds_a_records_defaults_to_the_seed(seed):
    """A record agrees with its seed by the values a game starts with, its
    own: an option offering the seed's value is not enough (Klondike's seed
    deals three; a record dealing one, three an option, disagrees)."""
    e = [e for e in BC.load() if e.id == "klondike"][0]
    one = dict(e.fields, draw=1)
    assert seed_rules.check(seed["klondike"], R.Rules("klondike", e.name, **one)) == ["draw: record 1, seed 3"]
    assert seed_rules.check(seed["klondike"], e.rules()) == []


def test_a_new_game_starts_with_the_records_own_values_and_old_indices_keep_their_meaning():
    """Options are kept as indices into their value lists (saves, statistics):
    Klondike's draw stays [1, 3], so an old save's 0 still draws one, and a
    new game starts at the record's own value, three."""
    k = find("klondike")
    assert k.options[0][1] == (1, 3) and k.draw == 3
    assert list(k.default_options()) == [1, 0] and k.with_options(k.default_options()) is k
    assert k.with_options(b"\x00\x00").draw == 1
    assert list(find("canfield").default_options()) == [0, 0] and list(find("spider").default_options()) == [0]


def test_fuel_to_open_a_record_under_micropython(figure):
    """The device reads one record at a time: the figure the notes report
    (MicroPython 1.27, .mpy, the file kept open)."""
    from sim import mpy

    script = mpy.FUEL_PRELUDE + (
        "import gc\n"
        "from solitaire.cards.games import GAMES as G\n"
        "from solitaire import menulists as lists\n"
        "for i in (0, G.index('forty_thieves'), G.index('quadruple_yukon')):\n"
        "    gc.collect()\n"
        "    a = kfuel()\n"
        "    r = G.rules(i)\n"
        "    b = kfuel()\n"
        "    print(r.id, r.cards(), ticks_diff(b, a) * 1000)\n"
        "gc.collect()\n"
        "a = kfuel()\n"
        "names = lists.page(G, 40, 7)\n"
        "b = kfuel()\n"
        "print('page', len(names), ticks_diff(b, a) * 1000)\n"
    )
    out = [line.split() for line in mpy.run_firmware(script, heap_kb=128, mpy=True).stdout.splitlines()]
    figure("opening a record: %s; seven names: %s fuel" % (", ".join("%s %s" % (w[0], w[2]) for w in out[:3]), out[3][2]))
    assert [w[0] for w in out[:3]] == ["klondike", "forty_thieves", "quadruple_yukon"] and out[2][1] == "208"
    assert all(int(w[2]) < 1_000_000 for w in out[:3])  # (well inside a key's 2M)
    assert out[3][1] == "7"


def test_finding_a_game_makes_the_same_objects_whatever_the_table_holds(tmp_path):
    """GameList.index reads each id it probes into one buffer: under
    MicroPython, finding a game allocates the same bytes in the table on
    flash and in one with three records more (sorted among the others by id
    and by name), so a record more moves nothing in a running game's heap
    (docs/heap.md: a probe's garbage moved Big Ben's need by a KB step)."""
    from sim import mpy

    src = open(BC.SOURCE).read() + "".join(
        '\n[%s]\nname = "%s"\nfamily = "Klondike"\nseed = ""\n' % (gid, name)
        for gid, name in (("bee_copy", "Bee Copy"), ("mid_copy", "Mid Copy"), ("zz_copy", "Zz Copy")))
    (tmp_path / "more.toml").write_text(src)
    assert BC.main(["--source", str(tmp_path / "more.toml"), "--out", str(tmp_path / "more.bin")]) == 0
    script = (
        "import gc\n"
        "from solitaire.cards.games import GAMES, GameList\n"
        "more = GameList('/more.bin')\n"
        "def made(g, gid):\n"  # (a function's locals: no name added to the module's dict on the way)
        "    gc.collect()\n"
        "    a = gc.mem_alloc()\n"
        "    i = g.index(gid)\n"
        "    return gc.mem_alloc() - a, g.text(i) if i >= 0 else '-'\n"
        "for gid in ('big_ben', 'puss_in_the_corner', 'klondike', 'sixsuit', 'zz_copy'):\n"
        "    print(gid, *(made(GAMES, gid) + made(more, gid)))\n"
    )
    stage = mpy.stage_tree(mpy.FIRMWARE_DIR, tmp_path / "fs", mpy=True)
    (stage / "more.bin").write_bytes((tmp_path / "more.bin").read_bytes())
    r = mpy.run(script, heap_kb=128, modules_dir=stage, check=True, gc_safe=True)  # (collections in a loop)
    rows = [line.split() for line in r.stdout.splitlines()]
    assert [w[0] for w in rows] == ["big_ben", "puss_in_the_corner", "klondike", "sixsuit", "zz_copy"]
    for gid, here, found, there, found_there in rows:
        assert here == there and int(here) <= 64, (gid, here, there)  # (the id as bytes and the buffer)
        assert found == (gid if gid in ("big_ben", "puss_in_the_corner", "klondike") else "-")
        assert found_there == (gid if gid != "sixsuit" else "-")


def test_the_engine_reads_rules_extra_at_its_places():
    """Each firmware module names the places of ``Rules.extra`` it reads as
    private consts (``_CELLS_DEALT = const(0)``); each must be the place of
    that name in build_catalogue's EXTRA, or a record's rule would be read as
    another's."""
    import re

    seen = 0
    for folder, _, files in os.walk(os.path.join(REPO, "firmware")):
        for name in files:
            if name.endswith(".py"):
                text = open(os.path.join(folder, name)).read()
                # (the block under a "places in Rules.extra" comment)
                block = text.split("places in Rules.extra", 1)[1].split("\n\n", 1)[0] if "places in Rules.extra" in text else ""
                for const, place in re.findall(r"^_([A-Z_]+) = const\((\d+)\)", block, re.M):
                    if const.lower() in BC.EXTRA:
                        assert BC.EXTRA.index(const.lower()) == int(place), (name, const)
                        seen += 1
    assert seen >= 2  # (board.py and text.py read cells_dealt at least)
    assert len(BC.EXTRA) <= len(R._FIELDS["extra"])
