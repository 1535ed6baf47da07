"""Faults and bad input: a power cut at every byte of a save, bit flips,
corrupt or foreign saves, a broken settings.toml, no display, missing or
damaged asset files, boot.py's USB mode, sleep and wake on the device."""

import copy
import os
import sys
import random

import pytest

from sim.fuzz import MemFiles
from sim.hw import Clock, FatVolume, Hardware, Nvm, PowerCut, Stop, run_boot_py
from sim.panel import VirtualPanel
from solitaire.console import rebuild as RB
from solitaire.console import savegame as SG
from solitaire.console import media as MED
from solitaire.console import reading as RD
from solitaire.console import loading
from solitaire.console import framing as REC
from solitaire.console import store as ST
from solitaire.console.app import App, IDLE_SAVE_MS
from solitaire.cards.games import GAMES
from solitaire.console.screen import Screen
from solitaire.sixsuit.engine import SIXSUIT
from solitaire.console import buttons as K
from solitaire.console import screens as SC

MENU_GAMES = GAMES + (SIXSUIT,)
IDS = [g.id for g in MENU_GAMES]
PATH = "/saves/solitaire.sav"
FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")


def game_records(n, gid="klondike", deal=4):
    """Gets ``n`` successive saved-game payloads of one deal (a move apart)."""
    rng = random.Random(deal)
    b = RB.new_engine(MENU_GAMES[IDS.index(gid)], deal, None)
    out = [SG.game_payload(b, gid)]
    while len(out) < n:
        b.apply(rng.choice(b.legal_moves()))
        out.append(SG.game_payload(b, gid))
    return out


def loads(payload):
    """Checks that a record rebuilds a real position (every move legal,
    the position hash matching)."""
    b, meta = RB.load_game(payload, MENU_GAMES)
    return b.key()


# -- power cuts ------------------------------------------------------------------


@pytest.mark.parametrize("model", ["torn", "flash"])
def test_a_power_cut_at_every_byte_of_a_file_save(model):
    """The save file on the FAT model: cut the sector write of the next game
    record at every byte; the next boot loads that record (when it got
    through) or the one before it, and nothing else."""
    recs = game_records(6)
    vol = FatVolume()
    nvm = Nvm()
    st = ST.Store(nvm, vol, PATH)
    st.open()
    for r in recs[:-1]:
        st.save(REC.K_GAME, r)
    for k in range(0, MED.SECTOR + 1):
        v = copy.deepcopy(vol)
        s2 = ST.Store(copy.deepcopy(nvm), v, PATH)
        s2.open()
        v.cut = (0, k, model)
        with pytest.raises(PowerCut):
            s2.save(REC.K_GAME, recs[-1])
        s3 = ST.Store(s2.log.nvm, v, PATH)
        assert s3.open() == []
        got = list(loading.newest(s3, REC.K_GAME))[0].payload
        assert got in (recs[-1], recs[-2]), k
        if k < len(REC.pack(REC.K_GAME, 1, recs[-1])):
            assert got == recs[-2]  # torn: the one before it
        loads(got)


@pytest.mark.parametrize("model", ["torn", "flash"])
def test_a_power_cut_at_every_byte_of_an_nvm_append(model):
    recs = game_records(4)
    nvm = Nvm()
    st = ST.Store(nvm, None, writable=False)
    st.open()
    for r in recs[:-1]:
        st.save(REC.K_GAME, r)
    st.save(REC.K_STATS, b"\x00")
    n = len(REC.pack(REC.K_GAME, 9, recs[-1]))
    for k in range(n + 1):
        cut = Nvm(data=nvm.data)
        s2 = ST.Store(cut, None, writable=False)
        s2.open()
        cut.cut = (k, model)
        with pytest.raises(PowerCut):
            s2.save(REC.K_GAME, recs[-1])
        s3 = ST.Store(cut, None, writable=False)
        s3.open()
        got = list(loading.newest(s3, REC.K_GAME))[0].payload
        assert got == (recs[-1] if k == n else recs[-2]), k
        assert list(loading.newest(s3, REC.K_STATS))[0].payload == b"\x00"  # the rest untouched
        assert not s3.problems
        loads(got)


@pytest.mark.parametrize("model", ["torn", "flash"])
def test_a_power_cut_while_the_nvm_is_rewritten(model):
    """When the log is full the sector is erased and rewritten (about one
    save in 30): a cut there can lose the NVM's saves (in normal use the
    file is the first copy), but what loads is always a whole record that
    was saved, never a damaged one."""
    recs = game_records(14)
    nvm = Nvm()
    st = ST.Store(nvm, None, writable=False)
    st.open()
    st.save(REC.K_SETTINGS, b"\x04\x02\x03\x00")
    i = 0
    while True:  # fill the log up to where the next save compacts
        st.save(REC.K_GAME, recs[i % 10])
        i += 1
        if st.log.tail + len(REC.pack(REC.K_GAME, 99, recs[13])) > len(nvm):
            break
    before = recs[(i - 1) % 10]
    outcomes = set()
    for k in list(range(0, 600)) + list(range(600, 4097, 7)):
        cut = Nvm(data=nvm.data)
        s2 = ST.Store(cut, None, writable=False)
        s2.open()
        cut.cut = (k, model)
        with pytest.raises(PowerCut):
            s2.save(REC.K_GAME, recs[13])
        assert cut.erases == 1
        s3 = ST.Store(cut, None, writable=False)
        s3.open()
        got = list(loading.newest(s3, REC.K_GAME))
        if got:
            assert got[0].payload in recs
            loads(got[0].payload)
            outcomes.add("new" if got[0].payload == recs[13] else "previous" if got[0].payload == before else "older")
        else:
            outcomes.add("none")
    print("\ncut while rewriting the NVM (%s): %s" % (model, sorted(outcomes)))
    assert "new" in outcomes


def test_every_single_bit_flip_is_caught():
    """Flip each bit of the newest record in the file and in the NVM: the
    copy or the record before it loads; the flipped one never does."""
    recs = game_records(3)
    vol = FatVolume()
    nvm = Nvm()
    st = ST.Store(nvm, vol, PATH)
    st.open()
    st.save(REC.K_GAME, recs[0], nvm_copy=True)
    st.save(REC.K_GAME, recs[1], nvm_copy=True)
    st.save(REC.K_GAME, recs[2])  # file only
    slot = next(i for i, s in enumerate(st.ring.seq) if s == 3)
    sector = vol.csect(vol.root.find("saves").dir.find("solitaire.sav").cluster) + st.ring.slot(slot)[1]
    good = vol.read(sector)
    n = len(REC.pack(REC.K_GAME, 3, recs[2]))
    for bit in range(n * 8):
        bad = bytearray(good)
        bad[bit // 8] ^= 1 << (bit % 8)
        vol.content[sector] = bytes(bad)
        s2 = ST.Store(nvm, vol, PATH)
        s2.open()
        assert list(loading.newest(s2, REC.K_GAME))[0].payload == recs[1], bit
    vol.content[sector] = good
    # and in the NVM copy (NVM-only mode)
    log = ST.Store(nvm, None, writable=False)
    log.open()
    off, size = log.log.where[REC.K_GAME][0]
    for bit in range(size * 8):
        flipped = Nvm(data=nvm.data)
        flipped.data[off + bit // 8] ^= 1 << (bit % 8)
        s2 = ST.Store(flipped, None, writable=False)
        s2.open()
        assert list(loading.newest(s2, REC.K_GAME))[0].payload == recs[0], bit


def test_a_cut_save_resumes_the_game_before_it_through_the_ui():
    """The same through the App: the console comes back on the position of
    the last whole save, with its history."""
    nvm, fs = Nvm(), MemFiles()

    def boot():
        st = ST.Store(nvm, fs, PATH)
        st.open()
        app = App(Screen(), MENU_GAMES)
        app.saver = SG.Saver(st)
        from solitaire.console import resume

        assert resume.boot(app.saver, app) == []
        return app

    from sim.autoplay import keys_for

    app = boot()
    app.start(IDS.index("klondike"), 2)
    rng = random.Random(3)
    now = 0
    saved = []
    for _ in range(200):
        legal = app.board.legal_moves()
        try:
            ks = keys_for(app, rng.choice(legal))
        except ValueError:
            ks = [K.RIGHT]
        for k in ks:
            now += 150
            app.key(k, now)
        if rng.random() < 0.2:
            now += IDLE_SAVE_MS + 1
            w = app.saver.writes
            app.tick(now)
            if app.saver.writes > w:
                saved.append(app.board.key())
    assert len(saved) > 3
    data = fs.files[PATH]
    ring = app.saver.store.ring
    slot = [ring.slot(i) for i in range(len(ring.seq)) if ring.slot(i)[0] == REC.K_GAME]
    newest = max(range(len(slot)), key=lambda i: app.saver.store.ring.seq[i])
    data[slot[newest][1] * MED.SECTOR + 40] ^= 0x10  # that sector was cut short
    assert boot().board.key() == saved[-2]


# -- corrupt or foreign saves ----------------------------------------------------------


def device(tmp_path, nvm=None, writable=True, env=None, stop_after=None, panel_address=0x3C, keys=None):
    """Runs code.py on the simulator with a drive folder; gets (console, hw, panel)."""
    panel = VirtualPanel(address=panel_address)
    clock = Clock()
    script = list(keys or ())

    def feed():
        if stop_after is not None and clock.ms < stop_after:
            return None
        if script:
            return script.pop(0)
        raise Stop()

    hw = Hardware(panel, feed, clock, nvm=nvm, drive=str(tmp_path), writable=writable)
    console = hw.run_code_py(env or {})
    return console, hw, panel


def text(console):
    return bytes(c & 0x7F for c in console.app.screen.text).decode("latin-1")


def save_file(tmp_path):
    return tmp_path / "saves" / "solitaire.sav"


def asides(tmp_path):
    return sorted(p.name for p in (tmp_path / "saves").glob("aside-*"))


def test_a_clean_drive_gives_no_notice_and_files_mode(tmp_path):
    console, hw, panel = device(tmp_path)
    assert console.app.state == SC.MENU and console.app.saver.store.mode == ST.FILES
    assert save_file(tmp_path).stat().st_size == loading.ring(None, PATH).length


@pytest.mark.parametrize("what", ["garbage", "empty", "old version", "unknown game", "nvm garbage"])
def test_corrupt_or_foreign_saves_give_a_notice_a_clean_start_and_are_kept(tmp_path, what):
    length = loading.ring(None, PATH).length
    (tmp_path / "saves").mkdir()
    nvm = Nvm()
    bad = None
    if what == "garbage":
        bad = random.Random(1).randbytes(length)
        save_file(tmp_path).write_bytes(bad)
        want = "save file damaged"
    elif what == "empty":
        bad = b""
        save_file(tmp_path).write_bytes(b"")
        want = "save file empty"
    elif what == "old version":
        st = ST.Store(None, RD.Files(), str(save_file(tmp_path)))
        st.open()
        rec = bytearray(REC.pack(REC.K_GAME, 1, game_records(1)[0]))
        rec[2] = 0  # format 0
        rec[10:14] = REC.crc32(bytes(rec[14:]), REC.crc32(bytes(rec[:10]))).to_bytes(4, "little")
        data = bytearray(save_file(tmp_path).read_bytes())
        data[MED.GAP * MED.SECTOR : MED.GAP * MED.SECTOR + len(rec)] = rec
        save_file(tmp_path).write_bytes(bytes(data))
        bad = bytes(data)
        want = "format 0"
    elif what == "unknown game":
        st = ST.Store(None, RD.Files(), str(save_file(tmp_path)))
        st.open()
        b = RB.new_engine(GAMES[0], 3, None)
        payload = SG.game_payload(b, "nosuchgame")  # (it was "pyramid", a game of the console's since issue 30)
        st.save(REC.K_GAME, payload)
        bad = payload
        want = "no game nosuchgame"
    else:
        nvm = Nvm(data=random.Random(2).randbytes(4096))
        bad = bytes(nvm.data)
        want = "NVM data damaged"
    console, hw, panel = device(tmp_path, nvm=nvm)
    app = console.app
    assert app.state == SC.NOTICE, text(console)
    shown = text(console)
    assert want.split()[0] in shown and any(want in line for line in app.view.lines + [" ".join(app.view.lines)]), (shown, app.view.lines)
    assert app.board is None  # a clean start
    kept = asides(tmp_path)
    assert kept, "nothing set aside"
    if bad:
        blobs = [(tmp_path / "saves" / k).read_bytes() for k in kept]
        assert any(bad in blob or blob in bad for blob in blobs)
    # any key goes on to the game menu; the console plays and saves again
    console.app.key(K.A, 10 ** 6)
    assert console.app.state == SC.MENU


# -- settings.toml, the display, the assets -----------------------------------------------------


def test_a_broken_settings_toml_is_listed_on_a_notice_and_defaults_are_used(tmp_path):
    env = {"SOLITAIRE_SDA": "GP99", "SOLITAIRE_ADDRESS": "300", "SOLITAIRE_I2C_HZ": "fast", "SOLITAIRE_BTN_UP": "PIN7"}
    console, hw, panel = device(tmp_path, env=env)
    app = console.app
    assert app.state == SC.NOTICE
    lines = " ".join(app.view.lines)
    for word in ("GP99", "SOLITAIRE_ADDRESS=300", "SOLITAIRE_I2C_HZ", "PIN7"):
        assert word in lines, lines
    scl, sda, hz = hw.i2c_args
    assert (sda.name, hz, hw.key_pins[0]) == ("GP4", 400000, "GP10")
    assert panel.bytes_total > 1000  # and the panel shows it


def test_no_display_blinks_the_led_and_never_crash_loops(tmp_path):
    # the panel is at 0x3D and nothing says so: the display can't start
    console, hw, panel = device(tmp_path, stop_after=6000, panel_address=0x3D)
    assert console.fatal[0] == "display"
    ons = [t for t, v in hw.led if v]
    assert len(ons) >= 6
    # three flashes 400 ms apart, then the next three two seconds on
    gaps = [b - a for a, b in zip(ons, ons[1:])]
    assert gaps[:5] == [400, 400, 1200, 400, 400], gaps


def test_a_wrong_address_falls_back_to_the_default_and_says_so(tmp_path):
    console, hw, panel = device(tmp_path, env={"SOLITAIRE_ADDRESS": "0x3D"})
    assert console.fatal is None and console.app.state == SC.NOTICE
    assert "0x3d" in " ".join(console.app.view.lines)


@pytest.mark.parametrize("damage", ["missing", "damaged"])
def test_a_missing_or_damaged_asset_is_named_on_screen_and_the_console_waits(tmp_path, damage):
    assets = tmp_path / "assets"
    assets.mkdir()
    for name in os.listdir(os.path.join(FIRMWARE, "assets")):
        (assets / name).write_bytes(open(os.path.join(FIRMWARE, "assets", name), "rb").read())
    if damage == "missing":
        (assets / "font.bmp").unlink()
    else:
        (assets / "font.bmp").write_bytes((assets / "font.bmp").read_bytes()[:100])
    console, hw, panel = device(tmp_path, env={"SOLITAIRE_ASSETS": str(assets)}, stop_after=3000)
    what, e = console.fatal
    assert what == "asset" and e.path.endswith("font.bmp") and damage in str(e)
    assert "font.bmp" in "".join(console.shown_lines)
    lit = sum(row.count("#") for row in panel.rows())
    assert lit > 100  # the message is on the panel, in the built-in font


@pytest.mark.parametrize("damage", ["missing", "damaged"])
def test_a_missing_or_damaged_game_table_is_named_on_screen(tmp_path, monkeypatch, damage):
    """cards/games.bin (make flash copies it) is read at power-on: without
    it, or with another file there, the console names it and waits."""
    import builtins
    import io

    real = builtins.open

    def fake(path, *a, **k):
        if str(path).endswith("games.bin"):
            if damage == "missing":
                raise OSError(2, "No such file or directory")
            return io.BytesIO(b"not a table")
        return real(path, *a, **k)

    for name in ("solitaire.gamelist", "solitaire.cards.games"):
        monkeypatch.delitem(sys.modules, name)  # (imported again, from the file that isn't there)
    monkeypatch.setattr(builtins, "open", fake)
    console, hw, panel = device(tmp_path, stop_after=3000)
    what, e = console.fatal
    assert what == "asset" and e.path.endswith("games.bin") and damage in str(e)
    assert "games.bin" in "".join(console.shown_lines)


# -- boot.py and USB mode ------------------------------------------------------------------


def test_boot_py_makes_the_drive_writable_unless_b_is_held():
    hw = Hardware(VirtualPanel(), lambda: None, writable=False)
    assert run_boot_py(hw) == [("/", False)]
    held = Hardware(VirtualPanel(), lambda: None, writable=False, held={"GP15"})
    assert run_boot_py(held) == []
    other = Hardware(VirtualPanel(), lambda: None, writable=False, held={"GP20"})
    assert run_boot_py(other, {"SOLITAIRE_BTN_B": "GP20"}) == []


def test_usb_mode_says_so_and_saves_to_the_nvm(tmp_path):
    nvm = Nvm()
    console, hw, panel = device(tmp_path, nvm=nvm, writable=False, env={"SOLITAIRE_GAME": "yukon"})
    app = console.app
    assert app.state == SC.NOTICE and "USB drive mode" in " ".join(app.view.lines)
    assert not save_file(tmp_path).exists() and nvm.programs > 0  # the new deal went to the NVM
    assert app.saver.store.mode == ST.NVM
    app.key(K.A, 10)
    app.open_panel(SC.SETTINGS)
    app._draw()
    assert "Saves: NVM (USB)" in text(console)


# -- sleep and wake on the device ------------------------------------------------------------------


def test_the_display_sleeps_when_idle_and_a_press_only_wakes_it(tmp_path):
    clock = Clock()
    panel = VirtualPanel()
    seen = {}
    script = [(4, True), (4, False)]  # A: press and release

    def feed():
        if clock.ms < 125_000:  # past the default two minutes
            return None
        if "asleep" not in seen:
            c = Hardware.last.console_now()
            seen["asleep"] = (panel.on, c.app.asleep, c.app.board.key(), c.app.play.col)
        if script:
            return script.pop(0)
        if clock.ms < 125_500:
            return None
        raise Stop()

    hw = Hardware(panel, feed, clock, drive=str(tmp_path))
    Hardware.last = hw
    hw.console_now = lambda: __import__("sys").modules["solitaire.console.device"].LAST
    console = hw.run_code_py({"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"})
    on, asleep, key, col = seen["asleep"]
    assert not on and asleep  # the display was off
    assert panel.on and not console.app.asleep  # the press woke it ...
    assert console.app.board.key() == key and console.app.play.col == col and console.app.state == SC.PLAY  # ... and did nothing else


# -- the host side: malformed input names its line and column ------------------------------


def test_the_command_line_names_line_and_column_of_bad_input(tmp_path, capsys):
    from sim.cli import main

    binary = tmp_path / "binary.pos"
    binary.write_bytes(b"klondike deal=1\ns: #4D \xff\xfe\n")
    assert main(["play", "klondike", "--position", str(binary), "--moves", "s"]) == 2
    assert "line 2, column 8: not UTF-8" in capsys.readouterr().err
    assert main(["play", "klondike", "--moves", "s\n  wx 1h"]) == 2
    assert "--moves: line 2, column 3" in capsys.readouterr().err
    crlf = tmp_path / "crlf.pos"
    main(["deal", "klondike"])
    crlf.write_bytes(capsys.readouterr().out.replace("\n", "\r\n").encode())
    assert main(["play", "klondike", "--position", str(crlf), "--moves", "s"]) == 0
    assert capsys.readouterr().out.strip().endswith("not won")
