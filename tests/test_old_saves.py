"""Saves written by version 0.10 (before the game interface, issue 11) still
load: the same game, deal and position, resumed in play.

``tests/data/saves-0.10`` holds a save file and an NVM image from fuzz
sessions of that version (gzip'd), and what each held."""

import gzip
import json
import os

import pytest

from sim import fuzz
from solitaire.console import rebuild as RB
from solitaire.console import resume as RS
from solitaire.console import savegame as SG
from solitaire.console import store as ST
from solitaire.console.app import App
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen

DIR = os.path.join(os.path.dirname(__file__), "data", "saves-0.10")
with open(os.path.join(DIR, "expect.json")) as f:
    EXPECT = json.load(f)


def _read(name):
    with gzip.open(os.path.join(DIR, name)) as f:
        return f.read()


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_a_save_of_version_0_10_resumes(name):
    """From the save file (with the NVM), and from the NVM alone (as when
    the drive is lost), what 0.10 resumed."""
    gid, where = name.split("/")
    want = EXPECT[name]
    nvm = fuzz.Nvm(data=_read(gid + ".nvm.gz"))
    fs = fuzz.MemFiles()
    if where == "file":
        fs.files["/saves/solitaire.sav"] = bytearray(_read(gid + ".sav.gz"))
    st = ST.Store(nvm, fs, "/saves/solitaire.sav")
    st.open()
    app = App(Screen(), MENU_GAMES)
    app.saver = SG.Saver(st)
    assert not RS.boot(app.saver, app)
    b = app.board
    assert MENU_GAMES[app.gi].id == want["game"]
    assert (b.deal_no, b.nmoves, app.player_moves) == (want["deal"], want["nmoves"], want["player_moves"])
    assert b.key().hex() == want["key"]
    assert app.state == want["state"]


def test_a_solitaire_for_two_save_from_before_the_knocks_order_resumes():
    """``tests/data/saves-fortwo/deal5.json``: a whole game of two level-2
    computers (deal 5), saved before a knock could choose its order (commit
    96fcc55), with knocks of three up tiles: each still puts the others in
    the discards as drawn, and the game reads back to the same position and
    tokens."""
    from solitaire.sixsuit import fortwo_notation as FN
    from solitaire.sixsuit.fortwo_notation import KNOCK

    with open(os.path.join(os.path.dirname(DIR), "saves-fortwo", "deal5.json")) as f:
        want = json.load(f)
    b, meta = RB.load_game(bytes.fromhex(want["payload"]), MENU_GAMES)
    assert (b.deal_no, bytes(b.options), b.nmoves) == (want["deal"], bytes(want["options"]), want["nmoves"])
    assert b.key().hex() == want["key"] and b.over()
    knocks = [b.move_at(i) for i in range(b.nmoves) if b.move_at(i) >> 16 == KNOCK]
    assert knocks and all(not (m >> 8) & 0xFF for m in knocks)
    tokens = []
    moves = b.moves()
    auto = [b.by_game(i) for i in range(b.nmoves)]
    b.restart()
    for m, a in zip(moves, auto):
        tokens.append(FN.move_text(b, m))
        b.apply(m, a)
    assert " ".join(tokens) == want["moves"]


# Solitaire Tiles' two-player saves from before its end rule changed (issue
# 28: a whole pass of the stock without a play, not two knocks in a row):
# made by the firmware of commit 96fcc55 with the computer's choices for
# both seats (``soltiles/computer.py``): deal 1 after a knock without a play,
# deal 4 ended by both knocking without a play, deal 83 after 110 moves
# (saved as a snapshot and 64 moves); what each held then (``soltiles/older.py``).
with open(os.path.join(os.path.dirname(DIR), "soltiles-two-saves.json")) as f:
    TILES = json.load(f)


@pytest.mark.parametrize("name", sorted(TILES))
def test_a_two_player_solitaire_tiles_save_from_before_the_stocks_pass_loads(name):
    want = TILES[name]
    b, meta = RB.load_game(bytes.fromhex(want["payload"]), MENU_GAMES)
    assert (b.deal_no, meta.base + b.nmoves, meta.base) == (want["deal"], want["nmoves"], want["base"])
    assert b.key().hex() == want["key"] and b.over == want["over"]  # (a game that version ended stays over)


def test_a_two_player_solitaire_tiles_save_from_before_loads_on_the_device():
    """The same under the device's interpreter, from .mpy (``older.py`` is
    imported only there, by name)."""
    from sim import mpy

    want = TILES["ended"]
    script = "from solitaire.console import rebuild as RB\nfrom solitaire.console import savegame as SG\nfrom solitaire.gamelist import MENU_GAMES\n"
    script += "b, meta = RB.load_game(%r, MENU_GAMES)\nprint(b.key().hex(), b.over)\n" % bytes.fromhex(want["payload"])
    out = mpy.run_firmware(script, heap_kb=256, mpy=True).stdout.split()
    assert out == [want["key"], str(want["over"])]
