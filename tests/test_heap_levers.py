"""Issue 34's levers on the device-true heap (sim/heap.py), each where a
session first ran out. Every name a run makes is a qstr held until the next
restart, in pools that double (the one taken at the 1261st name is 9 KB in
one piece: ARCHITECTURE.md, "What costs heap on the device"): Solitaire
Tiles' run resumed after the power cut had counted 1264 names, then 1271
after the 30 new deals (162.7 KB needed); the name fixes below took it to
1254. A table opened at import leaves its holes in every run, and a
checkpoint late in a long game needs its record's bytes in one piece, once."""

import re
import sys

import pytest

from sim.hw import Nvm
from sim.mpy import run_firmware
from solitaire.cards.board import Board
from solitaire.console import loading as LD
from solitaire.console import framing as REC
from solitaire.console import savegame as SG
from solitaire.console import store as ST
from solitaire.cards.games import GAMES, GameList
from solitaire.gamelist import MENU_GAMES


# A guest script's start: the device's App on a screen model, every game listed.
_APP = (
    "import sys\n"
    "from solitaire.console.app import App\n"
    "from solitaire.console.screen import Screen\n"
    "from solitaire.gamelist import MENU_GAMES\n"
    "app = App(Screen(), MENU_GAMES)\n"
)


def _qstrs(out):
    """Gets the n_qstr figures ``micropython.qstr_info()`` printed."""
    return [int(n) for n in re.findall(r"n_qstr=(\d+)", out)]


def _names(out):
    """Gets the names ``micropython.qstr_info(1)`` listed."""
    return set(re.findall(r"^Q\((.*)\)$", out, re.M))


def test_naming_a_card_makes_no_name_under_micropython():
    """``card_name`` indexes bytes, not the rank and suit strings: a str's
    index makes a qstr of each character (19 more names in a run that
    names every card on the message line, as a long session does)."""
    r = run_firmware(
        "import micropython\n"
        "from solitaire.cards import card as c\n"
        "print(c.card_name(12 | 2 << 4 | c.FACE_UP), c.card_name(1))\n"
        "micropython.qstr_info()\n"
        "for s in range(4):\n"
        "    for k in range(1, 14):\n"
        "        c.card_name(k | s << 4 | c.FACE_UP)\n"
        "micropython.qstr_info()\n",
        mpy=True,
    )
    assert r.stdout.splitlines()[0] == "QH #AC"
    before, after = _qstrs(r.stdout)
    assert after == before


def test_the_tail_tables_are_read_only_when_asked(monkeypatch):
    """A game list opens its tail families' tables (for their counts,
    ``tn``) only when something looks past the table and the extras: a card
    or tile game's run opens none of them, so a family more in the tail costs
    that run its name in ``tail`` and nothing more (three tables read at
    import had taken Solitaire for Two's need 148.5 -> 151.4 KB)."""
    want = (len(MENU_GAMES), MENU_GAMES.tn, MENU_GAMES[len(MENU_GAMES) - 1].id)
    opened = []
    real = open

    def spy(path, *a, **k):
        opened.append(str(path))
        return real(path, *a, **k)

    monkeypatch.setattr("builtins.open", spy)
    g = GameList(GAMES, MENU_GAMES.extra, MENU_GAMES.tail)
    assert "tn" not in vars(g) and not [p for p in opened if not p.endswith("cards/games.bin")]
    assert g[g.index("klondike")].id == "klondike" and g[g.n].id == MENU_GAMES.extra[0].id
    assert "tn" not in vars(g) and not [p for p in opened if not p.endswith("cards/games.bin")]
    assert (len(g), g.tn) == want[:2]
    assert len([p for p in opened if p.endswith("/games.bin") and "/cards/" not in p]) == len(g.tail)
    assert g[len(g) - 1].id == want[2]
    with pytest.raises(AttributeError):
        g.nothing_such


def test_a_resume_adds_no_helper_names_under_micropython():
    """The rebuild of a saved game (loaded only to resume one) brings no
    helpers' names of its own: ``_cards`` is ``cards`` (a name the firmware
    has), the older saves' hook is in ``load_game`` (``_older`` and its
    argument ``want`` went), and its one message is longer than ten
    characters ("bad base" was a qstr). Those four names more a resume had
    put Solitaire Tiles' resumed run over the 1261st."""
    r = run_firmware(
        "import micropython\n"
        "from solitaire.console import rebuild\n"
        "micropython.qstr_info(1)\n",
        mpy=True,
    )
    names = _names(r.stdout)
    assert "load_game" in names and "GameMeta" in names
    assert not names & {"_cards", "_older", "want", "bad base"}


def test_a_game_checkpoint_makes_its_record_in_its_payload():
    """The game's payload is made with room for the record's header in
    front, and the record is made there: no second buffer of its size
    (``framing.pack`` copied the payload into one: Solitaire for Two's
    resumed run ran out there, allocating 432 bytes at its game's end, at
    149 KB). The record is the same bytes, and it loads."""
    b = Board(MENU_GAMES[MENU_GAMES.index("klondike")], 3)
    for _ in range(40):
        b.apply(b.legal_moves()[0])
    plain = SG.game_payload(b, "klondike", 7, 60, 0)
    roomy = SG.game_payload(b, "klondike", 7, 60, 0, at=REC.HEADER)
    assert bytes(roomy[REC.HEADER :]) == bytes(plain)
    rec = REC.pack(REC.K_GAME, 5, roomy, REC.HEADER)
    assert rec is roomy and bytes(rec) == bytes(REC.pack(REC.K_GAME, 5, plain))
    nvm = Nvm()
    st = ST.Store(nvm, None)
    st.open()
    st.save(REC.K_GAME, SG.game_payload(b, "klondike", 7, 60, 0, at=REC.HEADER), True, REC.HEADER)
    again = ST.Store(nvm, None)
    again.open()
    assert [bytes(r.payload) for r in LD.newest(again, REC.K_GAME)] == [bytes(plain)]
    with pytest.raises(ValueError, match="game record of 499 bytes"):
        st.save(REC.K_GAME, bytearray(REC.HEADER + 499), False, REC.HEADER)


def test_a_game_checkpoint_makes_its_record_in_the_save_files_sector():
    """With the save file, a game checkpoint makes its record in the file's
    sector buffer (``FileRing.sector``: 512 bytes kept from power-on, which
    the write goes through anyway), not in a new bytearray of the record's
    size: Solitaire for Two's run resumed after the power cut ran out at
    its idle save, ``game_payload`` finding no 423 bytes in one piece
    (``python -m sim.heap fortwo``, 172 KB of heap). The same bytes go to
    the file and the NVM's copy, and both load."""
    from types import SimpleNamespace

    from sim.fuzz import MemFiles

    b = Board(MENU_GAMES[MENU_GAMES.index("klondike")], 3)
    for _ in range(40):
        b.apply(b.legal_moves()[0])
    nvm, fs = Nvm(), MemFiles()
    st = ST.Store(nvm, fs)
    st.open()
    written = []
    write = st.ring.write
    st.ring.write = lambda kind, seq, rec: written.append(rec) or write(kind, seq, rec)
    app = SimpleNamespace(board=b, games=MENU_GAMES, gi=MENU_GAMES.index("klondike"), unsaved=1, player_moves=7, play_ms=60000, ended=False)
    SG.Saver(st).save_game(app, True)
    assert isinstance(written[0], memoryview) and written[0].obj is st.ring.sector
    plain = bytes(SG.game_payload(b, "klondike", 7, 60, 0))
    for again in (ST.Store(nvm, MemFiles()), ST.Store(Nvm(), fs)):  # the NVM's copy, the file's
        again.open()
        assert [bytes(r.payload) for r in LD.newest(again, REC.K_GAME)] == [plain]


def test_a_snapshot_checkpoint_redoes_its_moves_from_the_sector():
    """A game too long for its record keeps a snapshot (``key_at``: the
    moves undone to it and made again); with the save file's sector given,
    the moves to make again are kept there, not in a new bytearray (Six-Suit's
    resumed run found no 468 bytes in one piece at its game's end: ``python
    -m sim.heap sixsuit`` 122,880 -> 121,856 bytes). The record is the same
    byte for byte, and so is the board after it."""
    b = Board(MENU_GAMES[MENU_GAMES.index("klondike")], 3)
    for _ in range(120):
        b.apply(b.legal_moves()[0])
    key, hist = b.key(), bytes(b.hist)
    plain = bytes(SG.game_payload(b, "klondike", 7, 60, 0, limit=320, at=REC.HEADER))
    made = SG.game_payload(b, "klondike", 7, 60, 0, limit=320, at=REC.HEADER, sector=bytearray(512))
    assert len(plain) - REC.HEADER < 3 * 120  # (the moves alone would not fit: a snapshot and its tail)
    assert bytes(made[REC.HEADER:]) == plain[REC.HEADER:]  # (the header Store.save writes in front)
    assert (b.key(), bytes(b.hist), b.nmoves) == (key, hist, 120)


def test_the_room_before_a_family_loads_is_a_big_card_games_piles():
    """The room the App takes before a game's family loads (on the device:
    ``App.collect`` set) is the game's piles in one piece when they need
    more than ``_PLAY_ROOM`` (Quadruple Yukon's first opening found no
    4,160 bytes in one piece for them, Double Aces and Kings' resume no
    3,328): the board's windows, every card game's; another family's game
    takes ``_PLAY_ROOM``, or its record's ``room`` where it asks for more
    (Solitaire Tiles' 4,352: its one-player history and log before its
    piles; a saved game of it resumed at power-on from 154 KB of raw heap
    in 3,072, from 151 in that)."""
    from solitaire.console import app as A
    from solitaire.console.screen import Screen

    app = A.App(Screen(), MENU_GAMES)
    app.collect = lambda: None
    made = []
    A.bytearray = lambda n: made.append(n) or bytearray(n)  # (the module's first bytearray there is the room)
    try:
        for i in range(len(MENU_GAMES)):
            r = MENU_GAMES[i]
            app.gi, app.family, app.family_module, app.play = i, None, None, None
            del made[:]
            app._load_family(r.family, r)
            b = Board(r, 1) if r.family == "cards" else None
            want = len(b.piles[0].obj) + (0 if len(b.piles[0]) else b.f0 * b.ncards) if b else 0  # (a stock's and a waste's too where the deal leaves none: a bigger piece, measured better)
            assert made[0] == max(want, getattr(r, "room", A._PLAY_ROOM)), r.id
    finally:
        del A.bytearray
    assert len(Board(MENU_GAMES[MENU_GAMES.index("quadruple_yukon")], 1).piles[0].obj) == 3744
    assert MENU_GAMES[MENU_GAMES.index("soltiles")].room == 4352 > A._PLAY_ROOM


def test_a_deal_that_leaves_no_stock_keeps_no_room_for_one():
    """A game that deals every card to the tableau, with no stock and no
    redeal gathering the cards, keeps no room for a stock and a waste (cards/board.py's
    windows: Quadruple Yukon's 416 bytes, its first hint's search found no
    192 bytes in one piece at 119 KB). Every such game of the catalogue is
    played a while at random, undoing now and then: no move ever puts a
    card there. The others keep room for the whole deck."""
    import random

    from solitaire.cards import rules as R
    from solitaire.cards.games import GAMES

    rand = random.Random(35)
    bare = []
    for i in range(GAMES.n):
        r = GAMES[i]
        if r.family != R.BUILD:
            continue
        b = Board(r, 1)
        if r.stock or r.extra[10] or sum(r.deal) != b.ncards:  # (10: redeals)
            assert len(b.piles[0]) == len(b.piles[1]) == b.ncards, r.id
            continue
        bare.append(r.id)
        assert [len(b.piles[p]) for p in range(b.f0)] == [0] * b.f0, r.id
        for _ in range(150):
            moves = b.legal_moves()
            if not moves or b.nmoves and rand.random() < 0.2:
                b.undo()
            else:
                b.apply(rand.choice(moves))
            assert not any(b.size[:b.f0]), r.id
        b.redeal(2)
        assert not any(b.size[:b.f0]), r.id
    assert len(bare) > 80 and "quadruple_yukon" in bare and "freecell" in bare


def test_the_sheets_room_at_power_on_is_the_saved_games_familys():
    """The renderer's room for the first game's sheets, taken at power-on
    before the saves are read (``resume.reserve``), is the pixels of the
    widest layout's (16-pixel pitch); once the saved game is known and
    before its family loads (``resume.resume``), a record that says its
    family draws narrower (``pitch``: Six-Suit's and Solitaire for Two's
    tiles, 12) has it taken again at that size (Solitaire for Two's resume
    found no 408 bytes for ``rebuild.py`` with the other 1,792 held)."""
    from sim.display import make_display
    from solitaire.console.app import App
    from solitaire.console.power_on import renderer as Renderer
    from solitaire.console.layout import load_sheet
    from solitaire.console.resume import reserve
    from solitaire.console.screen import Screen

    assets = __file__.rsplit("/", 2)[0] + "/firmware/assets"

    def pixels(name, p, tile_h):
        bitmap = load_sheet("%s/%s%d.bmp" % (assets, name, p), p, tile_h)[0]
        return bitmap.width * bitmap.height // 8

    r = Renderer(make_display()[0], assets)
    reserve(r)
    assert [len(b) for b in r.spare] == [pixels("cards", 16, 6), pixels("slots", 16, 8)] == [3072, 4096]
    narrow = [i for i in range(len(MENU_GAMES)) if getattr(MENU_GAMES[i], "pitch", 16) < 16]
    assert sorted(MENU_GAMES[i].id for i in narrow) == ["fortwo", "sixsuit"]
    for i in narrow:
        app = App(Screen(), MENU_GAMES)
        app.start(i, 1)
        scr = app.screen
        assert (scr.pitch, scr.top_sheet, scr.tab_sheet) == (MENU_GAMES[i].pitch, "tslots", "tiles")
    reserve(r, 12)
    assert [len(b) for b in r.spare] == [pixels("tiles", 12, 6), pixels("tslots", 12, 8)] == [2304, 3072]


def test_solitaire_tiles_takes_room_for_a_points_games_history_at_once():
    """A Points game runs to some 400 moves: the engine takes room for 512
    in its history as it is made (the heap still in one piece), and a
    whole Points game played by the greedy player never grows it (the
    device-true session had found no 1,792 bytes in one piece for the
    history's growth at its Points game's end, at 150 KB)."""
    from sim.sessions import _other_option, _pause_to_deal
    from sim.soltiles_play import Driver
    from solitaire.console import buttons as K
    from solitaire.console import screens as SC

    d = Driver()  # the session's way to its Points game (sim/sessions.py)
    _pause_to_deal(d.app, 3)
    assert len(d.app.board.hist) == 2048
    d.play(40)
    d.press(K.B)
    d.press(K.B)
    _other_option(d.app)  # Points
    d.play()
    assert d.app.state == SC.WIN and 300 < d.app.board.nmoves <= 512 and len(d.app.board.hist) == 2048


def test_solitaire_tiles_play_makes_its_engine_as_it_is_made():
    """The Play makes the engine of the game about to start as the family's
    Play is made, first, in the room the App let go for the game: its
    history's room (2 KB; 768 bytes for two players: 1 KB left the
    resume no 408 bytes in one piece for rebuild.py), its two players' log's
    (320 bytes) and its piles; each start deals into it, and the resume's
    rebuild (``into``). An engine made after it makes its own. Made later,
    the device-true session's resume found no 621 bytes in one piece for
    the piles (python -m sim.heap soltiles: 146,752 -> 145,728 bytes with
    Points' points dropped at a deal of another mode, docs/heap.md)."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.soltiles.engine import Tiles
    from solitaire.soltiles.play import Play
    from solitaire.soltiles.specials import TWO

    app = App(Screen(), MENU_GAMES)
    app.gi = gi = MENU_GAMES.index("soltiles")
    play = Play(app)
    b = play.board
    assert isinstance(b, Tiles) and len(b.hist) == 2048 and len(b.tlog) == 320
    assert Tiles.hist is None and Tiles.tlog is None
    app.play = play  # (the App's own, as _load_family would have made it)
    app.start(gi, 7)
    assert app.play is play and app.board is b and b.deal_no == 7 and len(b.hist) == 2048  # dealt into it
    other = Tiles(MENU_GAMES[gi], 2)
    assert other.hist is not b.hist and len(other.hist) == 2048 and not other.tlog
    app.options[gi][0] = TWO  # (the mode's value index is its value)
    assert len(Play(app).board.hist) == 768


def test_solitaire_tiles_play_keeps_its_attributes_within_one_dict_size():
    """Solitaire Tiles' Play has at most 37 attributes in every mode, once
    dealt and once the computer seat has thought and moved: MicroPython's
    dict of 37 slots holds them, where a 38th grew it to 47 slots, 376
    bytes in one piece, at the device-true session's first opening (python
    -m sim.heap soltiles: 142,784 -> 141,760 bytes with the two-player
    history's room and ``Tiles.key`` in one piece, docs/heap.md)."""
    from sim.soltiles_play import Driver
    from solitaire.soltiles.specials import POINTS, TWO

    d = Driver()
    app = d.app
    gi = MENU_GAMES.index("soltiles")
    for mode in (0, POINTS, TWO):
        app.options[gi][0] = mode
        app.options[gi][2] = 1  # (seat 2: the computer)
        app.start(gi, 4)  # (an even deal: seat 2, the computer, has the first turn)
        play = app.play
        assert len(vars(play)) <= 37, sorted(vars(play))
    b = play.board
    assert b.two and play.thinking is None
    for _ in range(200):
        d.wait(100)
        if b.nmoves:
            break
    assert b.nmoves and len(vars(play)) <= 37  # (the computer seat moved: its thinking made and let go)


def test_solitaire_tiles_key_is_the_card_engines_then_the_layers():
    """``Tiles.key`` is made in one piece (``Board.key(extra)``: no copies
    at each checkpoint), and is the card engine's key, then the Wilds up
    top, the fresh claims, the end and the turn state."""
    from solitaire.cards.board import Board
    from solitaire.soltiles.engine import Tiles
    from solitaire.soltiles.specials import TWO

    g = MENU_GAMES[MENU_GAMES.index("soltiles")]
    b = Tiles(g.with_options([TWO, 0, 1, 0, 0]), 5)
    b.wild_up[0] = 0x13
    b.fresh = 5
    b.st[1] = 9
    k = b.key()
    assert isinstance(k, bytes)
    assert k == Board.key(b) + bytes(b.wild_up) + bytes((5, b.over)) + bytes(b.st)
    assert isinstance(Board.key(b), bytes) and isinstance(Board.key(b, 3), bytearray)


def test_solitaire_tiles_drops_points_points_at_a_deal_of_another_mode():
    """Points' points (``score.py``) load at a Points game's first ask and go
    at the deal of a game of another mode (their code's heap is the two
    players' and the computer's: docs/heap.md)."""
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.soltiles import engine, score
    from solitaire.soltiles.specials import POINTS, STANDARD

    app = App(Screen(), MENU_GAMES)
    gi = MENU_GAMES.index("soltiles")
    opts = bytearray(MENU_GAMES[gi].default_options())
    opts[0] = POINTS
    app.start(gi, 3, opts)
    app.board.score()
    assert engine.score is score and app.board.rules.mode == POINTS
    opts[0] = STANDARD
    app.start(gi, 4, opts)
    assert engine.score is None and app.board.rules.mode == STANDARD


def test_statistics_read_back_hold_their_bytes_until_an_entry_is_asked_under_micropython():
    """Every run reads the statistics back, an entry a game played: decoded
    whole, nine entries (the pairing games' tour) held 2,192 bytes of every
    run's heap, 243 an entry from 24 bytes of record, so each game played
    before took that much more from the game played now (up to 42 entries in
    the record's 1 KB). Read back, they stay bytes until asked for: a game's
    run decodes its own entry alone, and a record written again without
    changes is the same bytes."""
    r = run_firmware(
        "import gc\n"
        "from solitaire.console import records as R\n"
        "from solitaire.console import loading as L\n"
        "ids = ('nestor', 'baroness', 'acessquare', 'doublepyramid', 'ladybug', 'croix', 'elevensup', 'motion', 'royalmarriage')\n"
        "s = R.Stats()\n"
        "for g in ids:\n"
        "    s.record(g, b'', g == 'croix', 10, 20)\n"
        "p = s.encode()\n"
        "s = None\n"
        "gc.collect()\n"
        "a = gc.mem_alloc()\n"
        "s = L.stats(p)\n"
        "e = s.get('croix', b'')\n"
        "gc.collect()\n"
        "print(gc.mem_alloc() - a, e.played, e.won, s.encode() == p, s.get('nestor', b'\\x01'))\n",
        mpy=True,
    )
    held, played, won, same, missing = r.stdout.split()
    assert (played, won, same, missing) == ("1", "1", "True", "None")
    assert int(held) < 900, "%s bytes held by nine entries read back" % held  # (2,208 decoded whole; 368 now)


def test_power_ons_reading_leaves_little_of_the_save_path_under_micropython():
    """What only power-on does with the records (a record's check, the
    settings' and statistics' reading back) is in ``reading.py`` and
    ``loading.py``, dropped before the saved game's family loads; the save
    path every run keeps (store, media, framing, records, savegame) is the
    writing. From .mpy, after the drop: 19,472 bytes with the check in
    ``framing.py`` and the decoders in ``records.py``, 17,808 with them
    out (names 476 both: the moved code takes names the firmware has);
    15,792 on 2026-11-30's round, 14,640 with the byte reader and the
    statistics entry's decode in ``unpack.py``, dropped with the reading."""
    r = run_firmware(
        "import gc, micropython\n"
        "import solitaire.console.app\n"
        "from solitaire.console.app import _forget\n"
        "gc.collect()\n"
        "a = gc.mem_alloc()\n"
        "from solitaire.console import store, savegame, loading\n"
        "del loading\n"
        "_forget('solitaire.console.loading')\n"
        "_forget('solitaire.console.reading')\n"
        "_forget('solitaire.console.unpack')\n"
        "gc.collect()\n"
        "print(gc.mem_alloc() - a)\n",
        mpy=True,
    )
    kept = int(r.stdout.split()[0])
    assert kept < 15_300, "%d bytes of the save path kept after power-on" % kept


def test_the_save_files_slot_table_is_four_bytes_a_slot_under_micropython():
    """The save file's 45 slots (kind, first sector, sectors) are a
    bytearray of four bytes each (``FileRing.slot``), not a list of tuples:
    the ring every run keeps held 2,624 bytes, now 1,120 (from .mpy)."""
    from solitaire.console import loading

    ring = loading.ring(None, "/saves/solitaire.sav")
    slots = [ring.slot(i) for i in range(len(ring.seq))]
    assert slots[:2] == [(REC.K_GAME, 7, 1), (REC.K_GAME, 15, 1)] and slots[-1][0] == REC.K_SETTINGS and len(slots) == 45
    r = run_firmware(
        "import gc\n"
        "from solitaire.console import loading\n"
        "gc.collect()\n"
        "a = gc.mem_alloc()\n"
        "r = loading.ring(None, '/saves/solitaire.sav')\n"
        "gc.collect()\n"
        "print(gc.mem_alloc() - a)\n",
        mpy=True,
    )
    held = int(r.stdout.split()[0])
    assert held < 1_400, "%d bytes held by the save file's ring" % held


def test_a_game_in_play_holds_no_game_list_under_micropython():
    """A game that opens lets the game list go (``App._Held``): neither
    ``gamelist.py`` nor ``cards/games.py`` stays loaded while it plays, nor
    loads again for a new deal, the pause menu's title or its settings'
    record (the ids of the games given a deal); the statistics' look-up of
    another game loads the list again. Every run had held them: 2,948
    bytes of .mpy, the table's header and its open file."""
    r = run_firmware(
        _APP +
        "kl, ft = MENU_GAMES.index('klondike'), MENU_GAMES.index('freecell')\n"
        "app.deals[ft] = 4\n"  # (a game played before: the settings name it)
        "del MENU_GAMES\n"
        "from solitaire.console import records\n"
        "app.start(kl, 1)\n"
        "listed = lambda: [m for m in ('solitaire.gamelist', 'solitaire.cards.games') if m in sys.modules]\n"
        "print(listed())\n"
        "app.start(kl, 2)\n"  # (a new deal)
        "s = records.settings(app)\n"
        "print(listed(), app.games[kl].id, app.games.name(kl), b'freecell' in s, b'klondike' in s)\n"
        "print(app.games.index('spider') > 0, listed())\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split("\n")[:3] == ["[]", "[] klondike Klondike True True", "True ['solitaire.gamelist', 'solitaire.cards.games']"]


def test_the_six_suit_family_loads_no_card_module_under_micropython():
    """Six-Suit's and Solitaire for Two's run loads neither ``cards/card.py``
    nor ``cards/piles.py``: the few numbers the family shares with them are
    its own (``sixsuit/piles.py``), and a tile's name indexes bytes (a str's
    index, or a tuple of its letters, makes a qstr of each letter). The two
    modules' names and the letters had taken Solitaire for Two's runs to
    1292 and 1300 names, over the 1261st name's 9 KB pool; 45 fewer now."""
    r = run_firmware(
        "import sys, micropython\n"
        "from solitaire.sixsuit import play, fortwo, match, computer\n"
        "from solitaire.sixsuit.draw import tile_text, decl_text\n"
        "micropython.qstr_info()\n"
        "t = [tile_text(r | s << 4) for s in range(6) for r in range(1, 14)] + [tile_text(14 | c << 4) for c in (0, 1, 4)]\n"
        "print(t[11], t[-1], decl_text(2, 0x54), decl_text(1, 0x7C))\n"
        "micropython.qstr_info()\n"
        "print(sorted(m for m in sys.modules if m.startswith('solitaire.cards.')))\n",
        mpy=True,
    )
    lines = r.stdout.splitlines()
    assert "QC *G *G=4W *R=Q?" in lines
    before, after = _qstrs(r.stdout)
    assert after == before
    assert lines[-1] == "['solitaire.cards.rules']"


def test_the_six_suit_familys_own_numbers_are_the_card_engines():
    """``sixsuit/piles.py`` defines again what it shares with the card
    engine (so that its run loads no card module): the same values."""
    from solitaire.cards import card as C
    from solitaire.cards import piles as CP
    from solitaire.sixsuit import piles as SP

    assert (SP.FACE_UP, SP.SUIT_COLOUR, SP.F_AUTO, SP.NO) == (C.FACE_UP, C.SUIT_COLOUR, CP.F_AUTO, CP.NO)
    a, b = SP.windows(SP.CAP), CP.windows(SP.CAP)
    assert [len(w) for w in a] == [len(w) for w in b] == list(SP.CAP)


def test_solitaire_tiles_play_module_brings_no_private_names_under_micropython():
    """Solitaire Tiles' resumed run sits just below the 1261st name (its 9
    KB pool): ``soltiles/play.py``'s private numbers are ``const`` and its
    faces' table is made with no loop variables (module globals), so the
    module brings none of those four names; the table is as before."""
    r = run_firmware(
        "import micropython\n"
        "from solitaire.soltiles import play\n"
        "print(play.FACES[0x6F], play.FACES[0xFF], play.FACES[0xCF], play.FACES[0x5F], play.FACES[0x81])\n"
        "micropython.qstr_info(1)\n",
        mpy=True,
    )
    names = _names(r.stdout)
    assert "Tiles" in names and "FACES" in names
    assert not names & {"_GAMES", "_SHOW_MS", "_c", "_f"}
    from solitaire.console import tiles as T
    from solitaire.soltiles import play

    assert r.stdout.split()[:5] == [str(play.FACES[i]) for i in (0x6F, 0xFF, 0xCF, 0x5F, 0x81)]
    assert (play.FACES[0x6F], play.FACES[0xFF], play.FACES[0xCF], play.FACES[0x5F]) == (90, 103, 52, 52)
    assert play.FACES[0x81] == play.FACES[0x01] == T.FACE_OF[0x81]


def test_solitaire_tiles_faces_table_is_the_one_filled_at_import():
    """``soltiles/play.py``'s faces' table stays the bytearray it fills at
    import: a ``bytes`` copy of it left the filled one's 256 bytes as a hole
    in every run (``python -m sim.heap soltiles`` 145,728 -> 144,768 bytes
    without it)."""
    from solitaire.soltiles import play

    assert type(play.FACES) is bytearray and len(play.FACES) == 256
    assert play.Play.faces is play.FACES


def test_solitaire_tiles_loads_its_computer_seat_only_when_one_thinks_under_micropython():
    """``soltiles/computer.py`` is imported where the computer seat first
    thinks (``computer.tick``, from ``Play.tick``), not with the family: a run with no
    computer seat (one player, or two at one console) never loads it."""
    r = run_firmware(
        "import sys\n"
        "from solitaire.soltiles import play\n"
        "print('solitaire.soltiles.computer' in sys.modules)\n",
        mpy=True,
    )
    assert r.stdout.split()[-1] == "False"


def test_solitaire_tiles_loads_its_points_only_for_points_under_micropython():
    """``soltiles/score.py`` (Points' points) is imported by ``Tiles.score``
    and ``Tiles.voided`` when first asked, not with the family: a run of the
    standard game or two players (the session's resumed run) never carries
    its code."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('soltiles')\n"
        "app.start(gi, 1)\n"  # (the standard game)
        "print(app.play.score(), 'solitaire.soltiles.score' in sys.modules)\n"
        "app.start(gi, 1, bytes([2, 0, 0, 0, 0]))\n"  # (two players)
        "print(app.play.score(), 'solitaire.soltiles.score' in sys.modules)\n"
        "app.start(gi, 1, bytes([1, 0, 0, 0, 0]))\n"  # (Points)
        "print(app.play.score(), 'solitaire.soltiles.score' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    from sim.soltiles_play import Driver

    d = Driver()
    gi = d.app.gi
    d.app.start(gi, 1, bytes([2, 0, 0, 0, 0]))
    seat1 = d.app.play.score()
    d.app.start(gi, 1, bytes([1, 0, 0, 0, 0]))
    assert r.stdout.split() == ["0", "False", str(seat1), "False", str(d.app.play.score()), "True"]


def test_solitaire_tiles_loads_its_snapshot_code_only_to_put_one_back_under_micropython():
    """``soltiles/snap.py`` (a snapshot's layer state and the deal's tiles
    to check it against) loads only as a resume puts a snapshot back
    (``play.restore_tail``, ``Tiles.deck_cards``): a game played and its
    checkpoints' keys never carry its code (``python -m sim.heap soltiles``
    144,768 -> 143,744 bytes, with the notation's alone out of the engine)."""
    r = run_firmware(
        _APP +
        "from solitaire.console import rebuild\n"
        "from solitaire.soltiles.engine import Tiles\n"
        "gi = MENU_GAMES.index('soltiles')\n"
        "app.start(gi, 3, bytes([1, 0, 0, 0, 0]))\n"  # (Points: the specials' layer)
        "b = app.play.board\n"
        "for _ in range(30):\n"
        "    b.apply(b.legal_moves()[-1])\n"
        "k = b.key()\n"
        "print('solitaire.soltiles.snap' in sys.modules)\n"
        "c = Tiles(b.rules, 3, bytes([1, 0, 0, 0, 0]))\n"
        "rebuild.restore(c, k)\n"
        "print(c.key() == k, c.nmoves, 'solitaire.soltiles.snap' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["False", "True", "0", "True"]


def test_solitaire_tiles_drops_its_undo_code_as_two_players_are_dealt_under_micropython():
    """``soltiles/undo.py`` (a move taken back, two players' turn state put
    back) loads as a Play for one player is made (``Play.__init__``), stays
    over other deals and goes as two players are dealt (``Play.start``);
    their first undo loads it again (``Tiles.undo``): that game's first
    moves and a resume's rebuild of it hold none of its code (docs/heap.md,
    tsol46). Each undo gives the position before its move back."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('soltiles')\n"
        "for deal, opts in ((3, bytes([1, 0, 0, 0, 0])), (4, bytes([1, 0, 0, 0, 0])), (5, bytes([2, 0, 0, 0, 0])), (6, bytes([2, 0, 0, 0, 0]))):\n"  # (Points twice, then two players)
        "    app.start(gi, deal, opts)\n"
        "    print('solitaire.soltiles.undo' in sys.modules)\n"
        "    b = app.play.board\n"
        "    keys = []\n"
        "    for _ in range(20):\n"
        "        keys.append(b.key())\n"
        "        b.apply(b.legal_moves()[-1])\n"
        "    ok = True\n"
        "    while b.nmoves:\n"
        "        b.undo()\n"
        "        ok = ok and b.key() == keys[b.nmoves]\n"
        "    print(ok, 'solitaire.soltiles.undo' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["True", "True", "True", "True", "True", "True", "False", "True", "True", "False", "True", "True"]


def test_solitaire_tiles_loads_its_turns_code_only_for_two_players_under_micropython():
    """``soltiles/turns.py`` (what a move of two players changes of their
    turn state, its log) is no part of a one-player run: a Play for two
    loads it as it is made; a deal of two on a Play made for one (the pause
    menu's) leaves it to a tick or their first move, not the deal's key
    (its load took that key to 3,049,000 fuel), and a one-player deal drops
    it again (``Play.start``; docs/heap.md, tt49: 1,072-1,216 bytes less
    live at the session's one-player steps). The two players' status line
    asks the engine's ``seat_scores`` before any move."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('soltiles')\n"
        "for deal, opts in ((3, bytes([1, 0, 0, 0, 0])), (5, bytes([2, 0, 0, 0, 0])), (4, bytes([0, 0, 0, 0, 0]))):\n"  # (Points, two players, the standard game)
        "    app.start(gi, deal, opts)\n"
        "    b = app.play.board\n"
        "    print('solitaire.soltiles.turns' in sys.modules, b.seat_scores()[0] < 0)\n"
        "    b.apply(b.legal_moves()[-1])\n"
        "    print('solitaire.soltiles.turns' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["False", "True", "False", "False", "True", "True", "False", "True", "False"]


def test_solitaire_tiles_loads_its_match_code_only_after_a_two_player_deal_under_micropython():
    """``soltiles/match.py`` (the two players' match: a game's scores added,
    the winner, the end screen's lines; a pick of the stock that knocks,
    undo's turn rule) is no part of a one-player run nor of a deal of two's
    key: a tick after the deal loads it (one after ``turns.py``'s: its load
    in the key that ends the game took that key from 1,769,000 to 2,377,000
    fuel with the sound), and a one-player deal drops it again
    (``Play.start``). ``play.py`` keeps none of it, nor the computer's tick
    (``computer.tick``): docs/heap.md, tm49 (``python -m sim.heap soltiles``
    133,760 -> 132,736 bytes)."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('soltiles')\n"
        "now = 0\n"
        "for deal, opts in ((3, bytes([0, 0, 0, 0, 0])), (5, bytes([2, 0, 0, 0, 0])), (4, bytes([0, 0, 0, 0, 0]))):\n"  # (one player, two at one console, one)
        "    app.start(gi, deal, opts)\n"
        "    dealt = 'solitaire.soltiles.match' in sys.modules\n"
        "    for _ in range(40):\n"
        "        now += 100\n"
        "        app.tick(now)\n"
        "    print(dealt, 'solitaire.soltiles.match' in sys.modules)\n"
        "print(hasattr(app.play, 'winner'), hasattr(app.play, 'match_lines'), hasattr(app.play, 'computer_tick'))\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["False", "False", "False", "True", "False", "False", "False", "False", "False"]


def test_six_suit_and_solitaire_for_two_load_their_snapshot_code_only_to_put_one_back_under_micropython():
    """``sixsuit/snap.py`` (what ``key()`` holds after the piles, the turn's
    state and the scores for two) loads only as a resume puts a snapshot
    back (``play.restore_tail``): a game played and its checkpoints' keys
    never carry its code; the snapshot gives the same position back."""
    r = run_firmware(
        _APP +
        "from solitaire.console import rebuild\n"
        "for gid in ('fortwo', 'sixsuit'):\n"
        "    app.start(MENU_GAMES.index(gid), 3)\n"
        "    b = app.play.board\n"
        "    for _ in range(12):\n"
        "        b.apply(b.legal_moves()[0])\n"
        "    k = b.key()\n"
        "    print('solitaire.sixsuit.snap' in sys.modules)\n"
        "    c = type(b)(b.rules, 3, b.options)\n"
        "    rebuild.restore(c, k)\n"
        "    print(c.key() == k, c.nmoves, 'solitaire.sixsuit.snap' in sys.modules)\n"
        "    sys.modules.pop('solitaire.sixsuit.snap')\n"
        "    delattr(sys.modules['solitaire.sixsuit'], 'snap')\n",  # (as if never loaded, for the next game)
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["False", "True", "0", "True"] * 2


def test_solitaire_tiles_rules_screen_loads_no_card_sentences_under_micropython():
    """Solitaire Tiles' rules screen (``soltiles/text.py``) has its record's
    card sentences written out: it loads no ``cards/text.py``, whose code
    and names took some 30 KB at the session's first rules screen (``python
    -m sim.heap soltiles``: its step 23 ran out at 180 KB)."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('soltiles')\n"
        "app.show_rules(None, gi)\n"
        "print(len(app.view.lines) > 10, 'solitaire.cards.text' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["True", "False"]


def test_solitaire_for_two_loads_no_score_sheet_under_micropython():
    """Six-Suit's score sheet and five-game series (``sixsuit/score.py``)
    load as Six-Suit's game comes on the board (``Play._match``), not with
    the family: Solitaire for Two's run never carries them, its series from
    the statistics (``load_series``) kept as the totals until then
    (``python -m sim.heap fortwo`` 138,240 -> 136,256 bytes)."""
    r = run_firmware(
        _APP +
        "app.start(MENU_GAMES.index('fortwo'), 1)\n"
        "app.play.load_series([300, -20])\n"  # (as restore_series does)
        "app.start(MENU_GAMES.index('fortwo'), 2)\n"
        "print(app.play.score(), 'solitaire.sixsuit.score' in sys.modules)\n"
        "app.start(MENU_GAMES.index('sixsuit'), 1)\n"
        "print(app.play.series.totals, 'solitaire.sixsuit.score' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["0", "False", "[300,", "-20]", "True"]


def test_solitaire_for_two_loads_its_result_sheet_only_to_draw_it_under_micropython():
    """Solitaire for Two's result sheet (``sixsuit/result.py``) loads when
    the sheet is drawn and goes as the next deal starts (``Play._match``);
    Six-Suit's sheet is drawn by its score's module (``score.draw_sheet``),
    not by ``draw.py`` (``python -m sim.heap fortwo`` 136,256 -> 134,272
    bytes, ``sixsuit`` 119,056 -> 117,072)."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('fortwo')\n"
        "app.start(gi, 1)\n"
        "had = 'solitaire.sixsuit.result' in sys.modules\n"
        "app.play.extra(None)\n"  # (the pause menu's score sheet)
        "app.play.draw()\n"
        "row = bytes(app.screen.text[21:42]).decode()\n"  # (the sheet's second row: seat 1)
        "print(had, 'solitaire.sixsuit.result' in sys.modules, row.split()[:2])\n"
        "app.start(gi, 2)\n"
        "print('solitaire.sixsuit.result' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split("\n")[:2] == ["False True ['Seat', '1']", "False"]


def test_declaring_a_joker_loads_its_chooser_only_while_it_is_open_under_micropython():
    """Declaring a Joker where it is (``sixsuit/declare.py``) loads as the
    choice opens and goes as it closes: the rest of a Six-Suit or Solitaire
    for Two game doesn't hold its code (``python -m sim.heap fortwo``
    133,248 -> 132,224 bytes)."""
    r = run_firmware(
        _APP +
        "from solitaire.console import buttons as K\n"
        "found = 0\n"
        "for deal in range(1, 60):\n"
        "    app.start(MENU_GAMES.index('sixsuit'), deal)\n"
        "    if any(app.play._open_declare(c) for c in range(3)):\n"
        "        found = deal\n"
        "        break\n"
        "    assert 'solitaire.sixsuit.declare' not in sys.modules\n"
        "print(found > 0, app.play.mode, 'solitaire.sixsuit.declare' in sys.modules)\n"
        "app.play.key(K.B)\n"
        "print(app.play.mode, 'solitaire.sixsuit.declare' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["True", "2", "True", "0", "False"]


def test_solitaire_for_two_loads_its_knock_chooser_only_while_it_is_open_under_micropython():
    """Choosing the knock (A on the stock after the draw: ``sixsuit/knock.py``)
    loads as the choice opens and goes as it closes, before the knock is
    made: the rest of the game, its result sheet, doesn't hold its code."""
    r = run_firmware(
        _APP +
        "from solitaire.console import buttons as K\n"
        "app.start(MENU_GAMES.index('fortwo'), 1, bytes([0, 0, 0, 0, 0, 0, 1]))\n"  # (two people, seat 1 first)
        "g = app.play.board\n"
        "had = 'solitaire.sixsuit.knock' in sys.modules\n"
        "app.play.two.press_stock()\n"  # (the game's first turn: no draw, the knock)
        "print(had, app.play.mode, 'solitaire.sixsuit.knock' in sys.modules, g.nmoves)\n"
        "app.play.key(K.A)\n"
        "print(app.play.mode, 'solitaire.sixsuit.knock' in sys.modules, g.nmoves, g.st[0])\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split() == ["False", "3", "True", "0", "0", "False", "1", "1"]


def test_solitaire_for_two_loads_its_computer_seat_at_its_first_thought_under_micropython():
    """``sixsuit/computer.py`` is imported where a computer seat first
    thinks (``Match.tick``), not as the game's ``Match`` is made: a resumed
    game's rebuild, between the two, doesn't hold its code (``python -m
    sim.heap fortwo`` 123,264 -> 122,240 bytes, with the history's room made
    before the piles)."""
    r = run_firmware(
        _APP +
        "gi = MENU_GAMES.index('fortwo')\n"
        "o = bytearray(app.options[gi])\n"
        "o[1] = 2\n"  # (seat 1 a level-2 computer too, and first: it thinks at once)
        "o[5] = 1\n"
        "app.start(gi, 1, bytes(o))\n"
        "had = 'solitaire.sixsuit.computer' in sys.modules\n"
        "for t in range(1, 80):\n"
        "    app.tick(t * 100)\n"
        "print(app.board.seats, had, 'solitaire.sixsuit.computer' in sys.modules, app.board.nmoves > 0)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split()[-3:] == ["False", "True", "True"], r.stdout


def test_solitaire_for_twos_undo_marks_start_afresh_where_its_undo_stops():
    """Solitaire for Two's Play takes room for 64 undo marks, not Six-Suit's
    256: its undo never goes back past the turn's draw, turn-up or knock
    (``undo_floor``), so an action made there starts the marks afresh (the
    ones under it are of no use). A whole game against the computer never
    grows them; each action at the floor leaves it the only mark, and undo
    goes back to the last mark and never under the floor."""
    from sim.fortwo_play import Driver

    d = Driver()
    ui, g = d.ui, d.g
    assert len(ui.marks) == 65 and g.seats[1]
    act = ui._act
    seen = {"afresh": 0, "most": 0, "undone": 0}

    def checked(m, decl=0, checked=False):
        n, floor = g.nmoves, g.undo_floor()
        ok = act(m, decl, checked)
        if ok:
            marks = ui.marks
            assert marks[marks[0]] == n and all(marks[i] < marks[i + 1] for i in range(1, marks[0]))
            if floor == n:
                assert marks[0] == 1
                seen["afresh"] += 1
            seen["most"] = max(seen["most"], marks[0])
            if marks[0] >= 2 and not g.seats[g.st[0]] and g.nmoves > g.undo_floor():
                back = max(marks[marks[0]], g.undo_floor())  # (a snapshot: undo, then the same action again)
                ui.undo()
                assert g.nmoves == back
                seen["undone"] += 1
                act(m, decl, checked)
        return ok

    ui._act = checked
    d.play_to_the_end()
    assert len(ui.marks) == 65 and seen["afresh"] > 20 and 2 <= seen["most"] < 64 and seen["undone"] >= 2, seen


def test_solitaire_tiles_two_player_log_takes_its_first_room_as_the_game_is_dealt():
    """The two players' log (``turns.log``, three bytes a move since
    tengine37, five before) has room (the Play's 320 bytes) as the first
    two-player game is dealt, not grown at its first move, the computer's,
    where the device-true session first ran out below its need (step 1399:
    321 bytes): python -m sim.heap soltiles 144,528 -> 143,504 bytes. A
    later deal keeps the room it has."""
    from sim.soltiles_play import Driver

    d = Driver()
    d.app.start(d.app.gi, 1, bytes([2, 0, 0, 0, 0]))
    b = d.app.board
    assert b.two and not b.nmoves and len(b.tlog) == 5 * 64
    b.tlog.extend(bytes(5 * 64))
    d.app.start(d.app.gi, 2, bytes([2, 0, 0, 0, 0]))
    assert len(d.app.board.tlog) == 5 * 128


OWN_DEAL = {4: "fpiles", 6: "fpiles", 8: "clock", 9: "clock"}  # found_dir: the module that deals those foundations
# deals 1-3 of each as arrange.before dealt them (main before the change:
# the first 12 hex digits of the sha1 of their three Board.key()s)
DEALT_BEFORE = {"big_ben": "978b033cf4b7", "grandfathers_clock": "492d6cff429d", "double_or_quits": "760c98981fb3",
                "calculation": "56a060918b77", "betsy_ross": "d005f5f593c5"}


def test_the_clocks_and_own_step_foundations_deal_without_arrange(monkeypatch):
    """Big Ben's and Grandfather's Clock's base cards, Calculation's and
    Betsy Ross' steps and Double or Quits' Kings are dealt by their
    foundations' module (``clock.deal``, ``fpiles.deal``), which their play
    loads anyway, not by ``arrange.py``: its 2.7 KB stayed in the heap all
    game (Big Ben's device-true need 123,248 -> 119,280 bytes, Double or
    Quits' 122,928 -> 120,944: ``python -m sim.heap``). The deals are the
    same (tests/test_engine.py's, and the hashes below)."""
    import hashlib
    import sys

    from solitaire.cards.games import find

    seen = {}
    for gid in DEALT_BEFORE:
        r = find(gid)
        keys = b""
        for deal in (1, 2, 3):
            monkeypatch.delitem(sys.modules, "solitaire.cards.arrange", raising=False)
            keys += bytes(Board(r, deal).key())
            assert "solitaire.cards.arrange" not in sys.modules, gid
        assert "solitaire.cards." + OWN_DEAL[r.found_dir] in sys.modules
        seen[gid] = hashlib.sha1(keys).hexdigest()[:12]
    assert seen == DEALT_BEFORE


_FG_DEALT = 30  # Rules.extra's place (build_catalogue.EXTRA's "fg_dealt")


def test_no_record_of_those_foundations_sets_another_deal_step():
    """``Board.deal`` leaves ``arrange.py`` out for those foundations: no
    record of theirs may set a deal step it would need (places 2-7 of
    ``Rules.extra``, the second group's dealt bases)."""
    from solitaire.cards.games import find

    n = 0
    for i in range(GAMES.n):
        r = find(GAMES.text(i))
        if r is not None and r.found_dir in OWN_DEAL:
            n += 1
            assert not max(r.extra[2:8]) and not r.extra[_FG_DEALT], GAMES.text(i)
    assert n == 5


# deals 1-3 of games whose only rarer deal step is their base cards, as
# arrange.before dealt them (main before the change; as DEALT_BEFORE)
BASES_BEFORE = {"british_constitution": "35e33a34dcae", "beleaguered_castle": "8e2a1fce3bc8", "black_hole": "4e57ecc1cdc0",
                "bisley": "e89e644df793"}


def test_base_cards_alone_deal_without_arrange(monkeypatch):
    """A record whose only rarer deal step is its foundations' base cards
    (``found_dealt``: 33 games, British Constitution among them) deals them
    with ``basecards.py``, a third of ``arrange.py``'s heap, which stays in
    the heap all game; the same deals."""
    assert _deals_without_arrange(monkeypatch, BASES_BEFORE) == BASES_BEFORE
    assert "solitaire.cards.basecards" in sys.modules


def _deals_without_arrange(monkeypatch, games):
    """Gets each of ``games``' hash of its deals 1-3 (``Board.key``),
    checking that none loads ``arrange.py``."""
    import hashlib

    from solitaire.cards.games import find

    seen = {}
    for gid in games:
        keys = b""
        for deal in (1, 2, 3):
            monkeypatch.delitem(sys.modules, "solitaire.cards.arrange", raising=False)
            keys += bytes(Board(find(gid), deal).key())
            assert "solitaire.cards.arrange" not in sys.modules, gid
        seen[gid] = hashlib.sha1(keys).hexdigest()[:12]
    return seen


# deals 1-3 of games that arrange.before and arrange.after dealt (main
# before the change: the reserve face up, a second group's base cards,
# Capricieuse's deal round the piles)
LIGHT_BEFORE = {"rainbow_fan": "a379eb9d8881", "sixes_and_sevens": "e6bd4520dfbc", "algerian": "04adcfb95fed",
                "double_aces_and_kings": "1823e8934b9c", "capricieuse": "a04743504a14", "fly": "524f5bcbf8e1"}


def test_the_reserve_up_a_second_groups_bases_and_capricieuse_deal_without_arrange(monkeypatch):
    """A deal whose only rarer steps are the foundations' base cards and a
    second group's (Rainbow Fan, Sixes and Sevens: 18 games), Capricieuse's
    deal round the piles after them (``capric.after``), or every
    reserve card face up (Algerian, Double Aces and Kings, Fly: 34 games,
    ``Board.deal``) loads no ``arrange.py``, whose 2.3 KB stayed in the heap
    all game (the catalogue's tour ran out in Rainbow Fan with it, then in
    Capricieuse: ``python -m sim.heap catalogue``); the same deals."""
    assert _deals_without_arrange(monkeypatch, LIGHT_BEFORE) == LIGHT_BEFORE


def test_a_card_games_run_holds_no_tile_record_under_micropython():
    """The tile games' records are ``tilegames.py``'s, read as one is asked
    for and the module dropped (3,120 bytes of heap the three, in every run
    before): a card game's record, its name and the index of any game read
    none; a tile game's record is its own alone, the same as the host's
    (python -m sim.heap klondike: 123,120 -> 120,112 bytes)."""
    r = run_firmware(
        "import sys\n"
        "from solitaire.gamelist import MENU_GAMES as G\n"
        "k = G.index('klondike')\n"
        "print(G[k].id, G.name(k), G.index('fortwo') - G.n, G.text(G.index('soltiles')), len(G) == G.n + 3 + sum(G.tn))\n"
        "print('solitaire.tilegames' in sys.modules, 'extra' in G.__dict__)\n"
        "r = G[G.index('fortwo')]\n"
        "print(r.id, r.name, len(r.options), 'solitaire.tilegames' in sys.modules, 'extra' in G.__dict__)\n"
        "print([e.id for e in G.extra], 'solitaire.tilegames' in sys.modules)\n",
        mpy=True,
    )
    out = r.stdout.splitlines()
    assert out[0] == "klondike Klondike 1 soltiles True"
    assert out[1] == "False False"  # (nothing of the tile games read)
    fortwo = MENU_GAMES[MENU_GAMES.index("fortwo")]
    assert out[2] == "fortwo %s %d False False" % (fortwo.name, len(fortwo.options))
    assert out[3] == "['sixsuit', 'fortwo', 'soltiles'] False"


def test_a_games_piles_take_pieces_of_the_heap_when_no_one_piece_holds_them(monkeypatch):
    """``piles.windows`` makes the piles' windows in one bytearray; where the
    heap has no piece for it (FreeCell Four Deck's 3,758 bytes, when the
    catalogue's tour opens it at 119 KB; 3,342 once a deal that leaves no
    stock kept no room for one), each half gets one of its own:
    the same windows, none overlapping another, and the same deal. A
    window no piece holds still fails."""
    from solitaire.cards import piles as CP
    from solitaire.cards.games import find

    b = Board(find("freecell_four_deck"), 2)
    want = ([len(p) for p in b.piles], bytes(b.key()))
    assert sum(want[0]) + len(b.deck) > 3072
    made = []

    def holes(n):  # a heap whose largest free piece is 1 KB
        if n > 1024:
            raise MemoryError
        made.append(n)
        return bytearray(n)

    monkeypatch.setattr(CP, "bytearray", holes, raising=False)
    b = Board(find("freecell_four_deck"), 2)
    assert ([len(p) for p in b.piles], bytes(b.key())) == want
    assert len(made) > 3
    w = CP.windows(bytes((208,)) * 9)
    for i, x in enumerate(w):
        x[:] = bytes((i,)) * 208
    assert [bytes(x) for x in w] == [bytes((i,)) * 208 for i in range(9)]
    with pytest.raises(MemoryError):
        CP.windows([1025])


def test_power_on_lets_the_drive_s_file_operations_go_under_micropython(tmp_path):
    """The save file's drive (``reading.Files``: making the file, setting
    files aside) is power-on's alone: its class is not in every run's
    ``media.py``, and once power-on has read the saves the store lets it go
    (about 600 bytes of code); a set-aside or a reading after that makes
    one again."""
    r = run_firmware(
        _APP + "import gc\n"
        "from solitaire.console import loading, media, reading, savegame, store\n"
        "st = store.Store(None, reading.Files(), '/saves/solitaire.sav')\n"
        "st.open()\n"
        "saver = savegame.Saver(st)\n"
        "loading.boot(saver, app)\n"
        "print('let go', st.fs is None, st.ring.fs is None, hasattr(media, 'Files'))\n"
        "print('aside', loading.set_aside(st, b'not ours'), type(st.fs) is reading.Files)\n"
        "st.fs = st.ring.fs = None\n"
        "print('open', st.open(), st.mode, type(st.ring.fs) is reading.Files)\n",
        mpy=True,
        fs_dir=tmp_path / "fs",
    )
    assert r.stdout.splitlines() == ["let go True True False", "aside /saves/aside-1.bin True", "open [] files True"]


def test_a_full_pitch_resume_lends_the_sheets_first_piece_to_rebuild(monkeypatch):
    """At a resume (``resume.resume``) of a family drawn at the full pitch,
    the renderer's first room piece (the tableau sheet's 3,072 bytes) is let
    go while ``rebuild.py`` loads and replays the moves, and taken again
    once the game is rebuilt: Solitaire Tiles' session 136,768 -> 134,720
    bytes, its saved game's power-on from 168 to 166 KB (docs/heap.md,
    tres46). A narrower family's room (Six-Suit's, pitch 12) stays whole:
    lent, Solitaire for Two's resume ran out."""
    from sim.display import make_display
    from sim.fuzz import MemFiles
    from solitaire.console import rebuild, resume
    from solitaire.console.app import IDLE_SAVE_MS, App
    from solitaire.console.power_on import renderer as Renderer
    from solitaire.console.screen import Screen

    r = Renderer(make_display()[0], __file__.rsplit("/", 2)[0] + "/firmware/assets")
    seen = []
    load = rebuild.load_game

    def spy(*args, **kw):
        seen.append([len(b) for b in r.spare])
        return load(*args, **kw)

    monkeypatch.setattr(rebuild, "load_game", spy)
    ids = [g.id for g in MENU_GAMES]
    for gid, during, after in (("klondike", [4096], [3072, 4096]), ("sixsuit", [2304, 3072], [2304, 3072])):
        nvm, fs = Nvm(), MemFiles()
        st = ST.Store(nvm, fs, "/saves/solitaire.sav", True)
        st.open()
        app = App(Screen(), MENU_GAMES)
        app.saver = SG.Saver(st)
        resume.boot(app.saver, app)
        app.start(ids.index(gid), 4)
        for now in (100, 200 + IDLE_SAVE_MS):
            app.tick(now)
        st = ST.Store(nvm, fs, "/saves/solitaire.sav", True)  # the power cut
        st.open()
        app = App(Screen(), MENU_GAMES, False)
        app.saver = SG.Saver(st)
        resume.reserve(r)
        del seen[:]
        resume.boot(app.saver, app, None, r)
        assert app.games[app.gi].id == gid and app.board is not None
        assert seen == [during] and [len(b) for b in r.spare] == after


def test_a_card_games_win_screen_loads_only_as_it_shows_under_micropython():
    """The win screen (``console/won.py``) is not in ``screens.py``, which
    every run holds: a card game's run loads it as the game is won and drops
    it as the next deal starts, and Solitaire Tiles' (its own end screen)
    never does (``python -m sim.heap klondike`` 116,144 -> 114,160 bytes,
    the catalogue's tour 119,4xx -> 118,432; Solitaire Tiles' live heap
    165,408 -> 165,120)."""
    from solitaire.console import buttons as K
    from solitaire.console import screens as SC
    from solitaire.console import won

    assert not hasattr(SC, "Won")
    assert (won._A, won._B, won._WIN) == (K.A, K.B, SC.WIN)
    r = run_firmware(
        _APP +
        "from solitaire.console import buttons as K\n"
        "app.start(MENU_GAMES.index('klondike'), 1)\n"
        "had = 'solitaire.console.won' in sys.modules\n"
        "app.play.game_won()\n"
        "app._draw()\n"
        "print(had, app.state, 'solitaire.console.won' in sys.modules, bytes(c & 127 for c in app.screen.text[24:38]).decode())\n"
        "app.key(K.A)\n"
        "print(app.state, app.board.deal_no, 'solitaire.console.won' in sys.modules)\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split("\n")[:2] == ["False 4 True *  YOU WON!  *", "1 2 False"]


def test_the_rules_screens_code_goes_as_it_closes_under_micropython():
    """The rules screen (``lines.py`` and the family's ``text.py``) loads as
    it opens and is dropped as it closes: a game played on after a look at
    its rules doesn't hold their code for the rest of the run (Klondike's
    ``cards/text.py``: 36,368 bytes held after one visit, 5,088 now; every
    visit loads it, as the first did: 13.5M fuel for Klondike's, 3.9M for
    Solitaire Tiles'). The statistics' ``panels.py`` stays, as before: its
    load would take every opening over 2M fuel (tests/test_budgets.py)."""
    r = run_firmware(
        _APP +
        "from solitaire.console import buttons as K\n"
        "app.start(MENU_GAMES.index('soltiles'), 1)\n"
        "def loaded():\n"
        "    return [m for m in ('solitaire.console.lines', 'solitaire.soltiles.text') if m in sys.modules]\n"
        "app.pause()\n"
        "app.show_rules(app.view, app.gi)\n"
        "print(app.state, loaded())\n"
        "app.key(K.B)\n"
        "print(app.state, loaded())\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split("\n")[:2] == ["3 ['solitaire.console.lines', 'solitaire.soltiles.text']", "2 []"]


def test_a_tiles_run_holds_none_of_the_card_games_own_moves_or_stuck_slices_under_micropython():
    """The game's own moves (``forced_move``) and the stuck check's slices
    (``work``, ``work_all``, ``asks``, ``few_asks``, ``look``) are only the
    card games' (their ``Play``, ``hint.py``): they live in ``cards/after.py``,
    which the card games' ``Play`` loads and Solitaire Tiles' run never does,
    not in ``cards/auto.py``, which both load (cx49: ``auto.mpy`` 3,570 ->
    2,998 bytes). A card game's ``Play`` finds them there."""
    r = run_firmware(
        _APP +
        "app.start(MENU_GAMES.index('soltiles'), 1)\n"
        "from solitaire.cards import auto\n"
        "names = ('forced_move', 'look', 'few_asks', 'asks', 'work', 'work_all')\n"
        "print('solitaire.cards.after' in sys.modules, [n for n in names if hasattr(auto, n)])\n"
        "app.start(MENU_GAMES.index('klondike'), 1)\n"
        "from solitaire.cards import after\n"
        "print('solitaire.cards.after' in sys.modules, [n for n in names if hasattr(after, n)] == list(names), after.forced_move(app.board))\n",
        heap_kb=256,
        mpy=True,
    )
    assert r.stdout.split("\n")[:2] == ["False []", "True True None"]
