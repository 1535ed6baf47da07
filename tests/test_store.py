"""Records, slots, CRCs, the NVM log, the save file, and what a heavy day of
play costs the flash (a model of the FAT drive: ``sim.hw.FatVolume``).

``pytest -s tests/test_store.py -k wear`` prints the wear figures."""

import functools
import os
import sys
import random

import pytest

from sim.autoplay import keys_for
from sim.hw import SECTOR, FatVolume, Nvm
from sim import mpy
from solitaire.console import savegame as SG
from solitaire.console import media as MED
from solitaire.console import framing as REC
from solitaire.console import reading as RD
from solitaire.console import loading as LD
from solitaire.console import resume as RS
from solitaire.console import store as ST
from solitaire.console.app import App, IDLE_SAVE_MS
from solitaire.cards import tableau as cardplay
from solitaire.cards.games import GAMES
from solitaire.console.screen import Screen
from solitaire.sixsuit.engine import SIXSUIT
from solitaire.console import buttons as K
from solitaire.console import screens as SC

MENU_GAMES = GAMES + (SIXSUIT,)
FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
ERASE_CYCLES = 100_000  # per 4 KiB sector (W25Q16JV)
PATH = "/saves/solitaire.sav"


# -- records ------------------------------------------------------------------


def test_crc32_without_binascii_is_the_same():
    """A build without ``binascii.crc32`` loads ``crc.py``'s, the same
    figure (every other run holds none of its code: framing.py's is
    binascii's)."""
    import binascii

    from solitaire.console import crc

    data = bytes(range(256)) * 3
    assert crc.crc32(data) == binascii.crc32(data)
    assert crc.crc32(b"abc", crc.crc32(b"xyz")) == binascii.crc32(b"abc", binascii.crc32(b"xyz"))
    assert REC.crc32 is REC._crc32 is binascii.crc32


def test_a_record_reads_back_and_any_damage_is_seen():
    rec = REC.pack(REC.K_GAME, 7, b"hello world")
    st, kind, seq, payload, n, ver = RD.parse(rec)
    assert (st, kind, seq, payload, n, ver) == (RD.OK, REC.K_GAME, 7, b"hello world", len(rec), REC.VERSION)
    assert RD.parse(b"\xff" * 40)[0] == RD.BLANK
    assert RD.parse(b"")[0] == RD.BLANK
    for i in range(len(rec)):
        for bit in range(8):
            bad = bytearray(rec)
            bad[i] ^= 1 << bit
            assert RD.parse(bytes(bad))[0] == RD.BAD, (i, bit)
    for cut in range(len(rec)):
        assert RD.parse(rec[:cut] + b"\xff" * (len(rec) - cut))[0] in (RD.BAD, RD.BLANK)


def test_another_format_version_is_told_apart():
    rec = bytearray(REC.pack(REC.K_STATS, 3, b"xyz"))
    rec[2] = REC.VERSION + 1
    body = bytes(rec[:10])
    crc = REC.crc32(b"xyz", REC.crc32(body))
    rec[10:14] = crc.to_bytes(4, "little")
    st, kind, seq, payload, n, ver = RD.parse(bytes(rec))
    assert st == RD.OLD and ver == REC.VERSION + 1 and payload == b"xyz"


# -- the save file ------------------------------------------------------------


def test_no_erase_block_holds_two_slots_whatever_the_alignment():
    ring = LD.ring(None, PATH)
    slots = [ring.slot(i) for i in range(len(ring.seq))]
    n = LD.slot_layout()[1]
    assert n * SECTOR == ring.length and len(slots) == 45 and slots[0] == (REC.K_GAME, 7, 1)
    for align in range(8):
        owner = {}
        for i, (kind, s, k) in enumerate(slots):
            for sec in range(s, s + k):
                block = (sec + align) // 8
                assert owner.setdefault(block, i) == i, "slots %d and %d share a block" % (owner[block], i)
        # and every block a slot touches lies inside the file
        for kind, s, k in slots:
            for sec in range(s, s + k):
                b0 = (sec + align) // 8 * 8 - align
                assert b0 >= 0 and b0 + 8 <= n


def test_saves_rotate_over_the_slots_and_the_newest_loads(tmp_path):
    fs = RD.Files()
    st = ST.Store(None, fs, str(tmp_path / "saves" / "solitaire.sav"))
    assert st.open() == [] and st.mode == ST.FILES
    n = MED._GAME_SLOTS + 18  # round the ring more than once
    for i in range(n):
        st.save(REC.K_GAME, b"game %d" % i)
    st.save(REC.K_SETTINGS, b"settings")
    again = ST.Store(None, fs, str(tmp_path / "saves" / "solitaire.sav"))
    again.open()
    got = list(LD.newest(again, REC.K_GAME))
    assert [r.payload for r in got] == [b"game %d" % i for i in range(n - 1, n - 1 - MED._GAME_SLOTS, -1)]
    assert list(LD.newest(again, REC.K_SETTINGS))[0].payload == b"settings"
    assert again.save(REC.K_GAME, b"next") == n + 1  # the numbers go on


def test_too_long_a_record_is_refused_not_cut():
    st = ST.Store(Nvm(), None)
    st.open()
    with pytest.raises(ValueError, match="limit"):
        st.save(REC.K_GAME, bytes(MED.LIMIT[REC.K_GAME] + 1))


# -- the NVM -------------------------------------------------------------------


def test_the_nvm_log_appends_without_erasing_and_compacts_when_full():
    nvm = Nvm()
    st = ST.Store(nvm, None, writable=False)
    st.open()
    assert st.mode == ST.NVM
    st.save(REC.K_SETTINGS, b"s" * 40)
    st.save(REC.K_STATS, b"t" * 300)
    for i in range(40):
        st.save(REC.K_GAME, bytes([i]) * 300)
    # 4 KiB holds about a dozen such records: each erase makes room for more
    assert 2 <= nvm.erases <= 5, nvm.erases
    assert nvm.programs > 30
    again = ST.Store(nvm, None, writable=False)
    again.open()
    assert list(LD.newest(again, REC.K_GAME))[0].payload == bytes([39]) * 300
    assert list(LD.newest(again, REC.K_SETTINGS))[0].payload == b"s" * 40  # kept through every compaction
    assert list(LD.newest(again, REC.K_STATS))[0].payload == b"t" * 300
    # each kind keeps two records through a rewrite: the newest and the one before
    assert [r.payload for r in list(LD.newest(again, REC.K_GAME))[:2]] == [bytes([39]) * 300, bytes([38]) * 300]


def test_the_nvm_is_the_second_copy_when_the_file_is_lost(tmp_path):
    nvm = Nvm()
    path = str(tmp_path / "saves" / "solitaire.sav")
    st = ST.Store(nvm, RD.Files(), path)
    st.open()
    st.save(REC.K_GAME, b"on the pause menu")
    st.save(REC.K_GAME, b"at the game's end", nvm_copy=True)
    st.save(REC.K_GAME, b"idle, file only")
    os.remove(path)
    again = ST.Store(nvm, RD.Files(), path)
    again.open()
    assert list(LD.newest(again, REC.K_GAME))[0].payload == b"at the game's end"
    ro = ST.Store(nvm, RD.Files(), path, writable=False)
    ro.open()
    assert ro.mode == ST.NVM and list(LD.newest(ro, REC.K_GAME))[0].payload == b"at the game's end"


def _fill_the_log(st, first=0):
    """Saves game records with their NVM copy until the next one compacts
    the log; gets the next record's number."""
    i = first
    while st.log.tail + REC.HEADER + 300 <= len(st.log.nvm):
        st.save(REC.K_GAME, bytes([i]) * 300, nvm_copy=True)
        i += 1
    return i


def test_with_the_save_file_the_nvm_image_is_let_go_after_power_on(tmp_path):
    """Issue 34: with the save file the NVM is a second copy, so its 4 KiB
    image goes once power-on has read the records (resume.forget), and a
    compaction makes one for itself and drops it; with the NVM the only
    copy the image is kept."""
    nvm = Nvm()
    path = str(tmp_path / "saves" / "solitaire.sav")
    st = ST.Store(nvm, RD.Files(), path)
    st.open()
    assert st.log.img is not None  # power-on's reading reads the sector into it
    RS.forget(st)
    assert st.mode == ST.FILES and st.log.img is None and st.log.mv is None
    i = _fill_the_log(st)
    erases = nvm.erases
    st.save(REC.K_GAME, bytes([i]) * 300, nvm_copy=True)
    assert nvm.erases == erases + 1 and st.log.img is None  # compacted in one erase, its image dropped
    os.remove(path)
    again = ST.Store(nvm, RD.Files(), path)
    again.open()  # (the image made again for the reading)
    assert [r.payload for r in list(LD.newest(again, REC.K_GAME))[:2]] == [bytes([i]) * 300, bytes([i - 1]) * 300]
    ro = ST.Store(Nvm(), None, writable=False)
    ro.open()
    RS.forget(ro)
    assert ro.mode == ST.NVM and ro.log.img is not None


def test_a_compaction_without_room_for_its_image_leaves_the_nvm_for_later(tmp_path, monkeypatch):
    """No 4 KiB in one piece when the log fills: the save goes to the file
    all the same, the NVM is left as it was (no erase, nothing lost), and
    the next hard checkpoint with room compacts."""
    nvm = Nvm()
    path = str(tmp_path / "saves" / "solitaire.sav")
    st = ST.Store(nvm, RD.Files(), path)
    st.open()
    RS.forget(st)
    i = _fill_the_log(st)
    before = bytes(nvm.data)

    def no_room(n):
        raise MemoryError("memory allocation failed, allocating %d bytes" % n)

    monkeypatch.setattr(MED, "bytearray", no_room, raising=False)
    st.save(REC.K_GAME, b"no room for the image" * 14, nvm_copy=True)
    assert bytes(nvm.data) == before and st.problems == []
    monkeypatch.undo()
    st.save(REC.K_GAME, b"room again" * 30, nvm_copy=True)
    again = ST.Store(nvm, RD.Files(), path)
    again.open()
    assert list(LD.newest(again, REC.K_GAME))[0].payload == b"room again" * 30
    nvm_only = ST.Store(nvm, None, writable=False)
    nvm_only.open()
    assert [r.payload for r in list(LD.newest(nvm_only, REC.K_GAME))[:2]] == [b"room again" * 30, bytes([i - 1]) * 300]


def test_open_keeps_where_records_are_and_newest_reads_them_one_at_a_time(tmp_path):
    """open() notes where each record is; newest() reads each when its turn
    comes and checks it again: one damaged since (or overwritten by another
    record) is passed over, the copy of the same record elsewhere is taken,
    and a record longer than a sector reads back whole."""
    nvm = Nvm()
    path = str(tmp_path / "saves" / "solitaire.sav")
    st = ST.Store(nvm, RD.Files(), path)
    st.open()
    for i in range(5):
        st.save(REC.K_GAME, b"game %d" % i, nvm_copy=(i == 4))
    st.save(REC.K_STATS, bytes(range(256)) * 3)  # 768 bytes: two sectors
    st.ring.f.close()
    again = ST.Store(nvm, RD.Files(), path)
    again.open()
    assert not hasattr(again, "found")  # no payloads kept
    assert sum(len(v) for v in again.index.values()) == 2 * 7  # (seq, where) of 7 records
    assert [r.payload for r in LD.newest(again, REC.K_STATS)] == [bytes(range(256)) * 3]
    # the newest game's file slot damaged after open(): its NVM copy loads
    slot = again.ring.seq.index(5)
    with open(path, "r+b") as f:
        f.seek(again.ring.slot(slot)[1] * SECTOR + REC.HEADER)
        f.write(b"X")
    got = list(LD.newest(again, REC.K_GAME))
    assert [(r.payload, r.where) for r in got[:2]] == [(b"game 4", "nvm"), (b"game 3", "file")]
    assert [r.seq for r in got] == [5, 4, 3, 2, 1]
    assert got[0].raw == REC.pack(REC.K_GAME, 5, b"game 4")


def test_records_moved_by_a_compaction_while_loading_are_found_again():
    """With the NVM only, setting a record aside while loading can compact
    the log, which moves the records not yet read: they are looked for."""
    nvm = Nvm()
    st = ST.Store(nvm, None, writable=False)
    st.open()
    st.save(REC.K_SETTINGS, b"s" * 40)
    st.save(REC.K_SETTINGS, b"r" * 40)
    for i in range(12):
        st.save(REC.K_GAME, bytes([i]) * 250)
    again = ST.Store(nvm, None, writable=False)
    again.open()
    erases = nvm.erases
    it = LD.newest(again, REC.K_SETTINGS)
    assert next(it).payload == b"r" * 40
    while nvm.erases == erases:  # what a set-aside of that record would do, and more
        again.save(REC.K_GAME, b"g" * 300)
    assert [r.payload for r in it] == [b"s" * 40]


# -- the FAT model -------------------------------------------------------------


def test_the_fat_model_writes_what_fatfs_writes():
    vol = FatVolume()
    vol.mkdir("/saves")
    vol.trace = []
    f = vol.open("/saves/new.bin", "wb")
    f.write(b"x" * 1000)
    f.close()
    data = [s for s in vol.trace if s >= vol.data0]
    meta = [s for s in vol.trace if s < vol.data0]
    assert len(data) >= 2  # two data sectors (the second one partial, from the buffer) ...
    assert any(vol.fat0 <= s < vol.root0 for s in meta)  # ... the allocation table ...
    assert any(s >= vol.data0 for s in vol.trace[-2:])  # ... and the directory entry (in /saves)
    # open for update and write whole sectors: the sectors and nothing else
    f = vol.open("/saves/new.bin", "r+b")
    vol.trace = []
    f.seek(512)
    f.write(b"y" * 512)
    assert len(vol.trace) == 1
    # closing a changed file rewrites its directory entry (new time and size)
    f.close()
    assert len(vol.trace) == 2
    # a partial write waits in the file's buffer until the file moves on
    f = vol.open("/saves/new.bin", "r+b")
    vol.trace = []
    f.write(b"z" * 10)
    assert vol.trace == []
    f.close()
    assert len(vol.trace) == 2


# -- a heavy day ----------------------------------------------------------------


def drive_with_firmware(shift):
    """A FatVolume as `make flash` leaves it: the firmware and libraries."""
    vol = FatVolume(shift=shift)
    for d in ("/lib", "/solitaire", "/assets"):
        vol.mkdir(d)
    for path, size in _flashed_sizes():
        if "/" in path[1:]:
            folder = path[: path.rfind("/")]
            parts = folder.split("/")
            for i in range(2, len(parts) + 1):
                vol.mkdir("/".join(parts[:i]))
        f = vol.open(path, "wb")
        f.write(b"\x00" * size)
        f.close()
    return vol


@functools.lru_cache(maxsize=None)
def _flashed_sizes():
    """The files `make flash` copies and their sizes, worked out once a
    worker: the same for every alignment (flash.device_sources reads every
    module's imports, seconds of work)."""
    sys.path.insert(0, os.path.join(os.path.dirname(FIRMWARE), "host_tools"))
    import flash

    # what make flash copies: the modules the device can import, compiled to
    # .mpy as make flash compiles them (code.py and boot.py as they are), and
    # the assets, not the host's notation parsers (as sources, --py, the
    # firmware no longer fits a Pico's drive: test_flash's ROOMY)
    needed = flash.device_sources(FIRMWARE)
    tree = mpy.compiled_tree(FIRMWARE)
    sizes = []
    for rel in flash.firmware_files(FIRMWARE):
        if rel.endswith(".py") and rel not in needed and rel != "settings.toml":
            continue
        if rel in needed and rel not in ("code.py", "boot.py"):
            sizes.append(("/" + rel[:-3] + ".mpy", os.path.getsize(os.path.join(tree, rel[:-3] + ".mpy"))))
        else:
            sizes.append(("/" + rel, os.path.getsize(os.path.join(FIRMWARE, rel))))
    sizes += [("/lib/adafruit_displayio_ssd1306.mpy", 2400), ("/lib/adafruit_imageload/bmp/indexed.mpy", 3200), ("/settings.toml", 180), ("/boot_out.txt", 120)]
    return tuple(sizes)


class Device:
    """The console's App, Saver and Store over a drive model and an NVM."""

    def __init__(self, vol, nvm, writable=True):
        self.vol = vol
        self.nvm = nvm
        self.writable = writable

    def boot(self):
        st = ST.Store(self.nvm, self.vol if self.writable else None, PATH, self.writable)
        st.open()
        app = App(Screen(), MENU_GAMES)
        app.saver = SG.Saver(st)
        notes = RS.boot(app.saver, app)
        assert not notes, notes
        return app, st


HEAVY_DAY_MOVES = 1000
SESSIONS = 4  # the console is switched on four times a day
GAME_MOVES = 50  # a new deal every 50 moves: short games, many end-of-game saves
HEAVY_GAMES = ("klondike", "freecell", "spider", "yukon", "canfield")


def play_heavy_day(dev, rng, now, game_at):
    """A heavy player's day: 1,000 moves in four sessions, and after every
    single move a pause long enough for the idle checkpoint (the worst
    case); the pause menu every 20 moves; a new deal every GAME_MOVES
    moves or at a win; the display left to sleep at the end of each session,
    then the power goes."""
    moves = 0
    for _ in range(SESSIONS):
        app, st = dev.boot()
        if app.board is None or app.state != SC.PLAY:
            gid = HEAVY_GAMES[game_at[0] % len(HEAVY_GAMES)]
            app.start(MENU_GAMES.index(gid), 1 + rng.randrange(10000))
        done = 0
        while done < HEAVY_DAY_MOVES // SESSIONS:
            b = app.board
            legal = [m for m in b.legal_moves()] if app.state == SC.PLAY else []
            ks = []
            if legal:
                try:
                    ks = keys_for(app, rng.choice(legal))
                except ValueError:
                    ks = []
            if not ks or app.player_moves >= GAME_MOVES or app.state != SC.PLAY:
                game_at[0] += 1  # a new deal of the next game, from the pause menu
                now += 300
                app.key(K.B_HOLD, now)
                gid = HEAVY_GAMES[game_at[0] % len(HEAVY_GAMES)]
                gi = MENU_GAMES.index(gid)  # (the table's own look-up: a list of every game's id would read the whole table)
                if app.state == SC.PAUSE:
                    app.key(K.B, now)
                app.start(gi, 1 + rng.randrange(10000))
                continue
            for k in ks:
                now += 300
                app.key(k, now)
            while app.play.finishing:
                now += cardplay.FINISH_MS
                app.tick(now)
            moves += 1
            done += 1
            now += IDLE_SAVE_MS + 500  # thinking
            app.tick(now)
            if moves % 20 == 0:
                app.key(K.B_HOLD, now)
                now += 2000
                app.key(K.B, now)
        now += app.sleep_ms + 1000
        app.tick(now)  # the display sleeps (a checkpoint) ...
        assert app.asleep
        # ... and the power goes: nothing is closed or flushed
    return now, moves


def wear_figures(writable, shift=0, days=3, seed=1):
    vol = drive_with_firmware(shift)
    nvm = Nvm()
    dev = Device(vol, nvm, writable)
    before = vol.writes
    app, st = dev.boot()  # the first power-on makes the save file
    created = vol.writes - before
    base = list(vol.erases)
    nvm_base = nvm.erases
    rng = random.Random(seed)
    now, game_at, moves = 0, [0], 0
    for _ in range(days):
        now, n = play_heavy_day(dev, rng, now, game_at)
        moves += n
    per_day = [(vol.erases[i] - base[i]) / days for i in range(len(base))]
    worst = max(per_day)
    nvm_day = (nvm.erases - nvm_base) / days
    return {
        "moves_per_day": moves / days,
        "worst_block_per_day": worst,
        "worst_block": per_day.index(worst),
        "blocks_written": sum(1 for x in per_day if x),
        "nvm_erases_per_day": nvm_day,
        "file_years": ERASE_CYCLES / worst / 365.25 if worst else float("inf"),
        "nvm_years": ERASE_CYCLES / nvm_day / 365.25 if nvm_day else float("inf"),
        "creation_writes": created,
        "sectors_per_day": (vol.writes - before - created) / days,
    }


@pytest.mark.parametrize("shift", range(8))
def test_wear_a_heavy_player_wears_no_sector_out_in_ten_years(shift):
    """Every alignment of the drive's clusters to the flash's 4 KiB erase
    blocks: the most-erased block of the drive, and the NVM sector."""
    w = wear_figures(True, shift)
    print(
        "\nfiles, alignment %d: %.0f moves/day; %.1f sectors written/day; worst block %d: %.1f erases/day = %.1f years; "
        "NVM copy %.1f erases/day = %.0f years; %d blocks written; creating the file took %d sector writes"
        % (shift, w["moves_per_day"], w["sectors_per_day"], w["worst_block"], w["worst_block_per_day"], w["file_years"], w["nvm_erases_per_day"], w["nvm_years"], w["blocks_written"], w["creation_writes"])
    )
    assert w["moves_per_day"] >= HEAVY_DAY_MOVES
    assert w["file_years"] >= 10
    assert w["nvm_years"] >= 10


def test_wear_nvm_only_mode_figure():
    """With the drive read-only for code (B held at boot: USB mode) every
    save goes to the NVM: its one sector takes all the wear."""
    w = wear_figures(False)
    print("\nNVM only: %.0f moves/day; %.1f erases/day of the NVM sector = %.1f years" % (w["moves_per_day"], w["nvm_erases_per_day"], w["nvm_years"]))
    assert w["worst_block_per_day"] == 0  # nothing written to the drive
    assert w["nvm_years"] >= 3  # stated in host_tools/SAVES_README.md


# -- memory under MicroPython ----------------------------------------------------

# A save, a compaction and a boot's open() under the real interpreter, with
# the collector off: what ``gc.mem_alloc()`` grows by is every byte the call
# allocated, and the heap's block map before and after (``mem_info(1)``)
# shows the largest block it took. The NVM stand-in returns a new bytes
# object for each slice read, as CircuitPython's does.
MEMORY_SCRIPT = r"""
import gc
import micropython
gc.disable()
from solitaire.console import loading as LD
from solitaire.console import media as MED
from solitaire.console import reading as RD
from solitaire.console import framing as REC
from solitaire.console import store as ST


class Nvm:
    def __init__(self, n):
        self.b = bytearray(n)
        for i in range(n):
            self.b[i] = 0xFF
        self.m = memoryview(self.b)
        self.erases = 0

    def __len__(self):
        return len(self.b)

    def __getitem__(self, k):
        return bytes(self.m[k])

    def __setitem__(self, k, v):
        for x in self.m[k]:
            if x != 0xFF:
                self.erases += 1
                break
        self.m[k] = v


PATH = "/saves/solitaire.sav"
nvm = Nvm(4096)
st = ST.Store(nvm, RD.Files(), PATH)
st.open()
st.save(REC.K_SETTINGS, b"s" * 40, True)
st.save(REC.K_STATS, b"t" * 700, True)
i = 0
while True:  # every slot of the file used, the NVM log full
    st.save(REC.K_GAME, bytes([i & 255]) * 300, True)
    i += 1
    if i >= MED.LAYOUT[0][1] and st.log.tail + 314 > len(nvm):  # (the game slots: _GAME_SLOTS is a const there)
        break
st.ring.f.close()
game = bytes([7]) * 300
stats = b"u" * 700
st = ST.Store(nvm, RD.Files(), PATH)
print("== open")
micropython.mem_info(1)
a = gc.mem_alloc()
st.open()
b = gc.mem_alloc()
micropython.mem_info(1)
print("alloc", b - a)
kept = 0
n = 0
for k in REC.KINDS:
    for r in LD.newest(st, k):
        kept += len(r.payload)
        n += 1
print("kept", kept, n)
e = nvm.erases
print("== save")
micropython.mem_info(1)
a = gc.mem_alloc()
st.save(REC.K_GAME, game)
b = gc.mem_alloc()
micropython.mem_info(1)
print("alloc", b - a)
print("== compaction")
micropython.mem_info(1)
a = gc.mem_alloc()
st.save(REC.K_GAME, game, True)
b = gc.mem_alloc()
micropython.mem_info(1)
print("alloc", b - a)
print("erases", nvm.erases - e)
print("== stats")
micropython.mem_info(1)
a = gc.mem_alloc()
st.save(REC.K_STATS, stats, True)
b = gc.mem_alloc()
micropython.mem_info(1)
print("alloc", b - a)
"""


def _block_map(lines):
    """Reads the heap's block map from ``mem_info(1)`` lines: {block: char}."""
    blocks = {}
    for line in lines:
        head, sep, rest = line.partition(": ")
        if sep and len(head) == 8 and all(c in "0123456789abcdef" for c in head):
            first = int(head, 16) // 16
            for i, c in enumerate(rest.rstrip("\n")):
                blocks[first + i] = c
    return blocks


def _largest_new_block(before, after):
    """Gets the size in bytes of the largest block allocated between two maps
    (blocks free before, a head and its tail after)."""
    best = run = 0
    for i in sorted(after):
        c = after[i]
        new = before.get(i, ".") == "."
        if new and c not in ".=":
            run = 1
        elif new and c == "=" and run:
            run += 1
        else:
            run = 0
        best = max(best, run)
    return best * 16


def memory_figures(tmp_path, script=MEMORY_SCRIPT):
    """Runs the script; gets {step: {"alloc": bytes, "largest": bytes, ...}}."""
    from sim import mpy

    res = mpy.run_firmware(script, heap_kb=2048, mpy=True, fs_dir=tmp_path / "fs")
    out = {}
    step = None
    maps = []
    for line in res.stdout.splitlines():
        if line.startswith("== "):
            step = out.setdefault(line[3:], {})
            maps = []
        elif line.startswith("GC memory layout"):
            maps.append([])
        elif line.split(" ")[0] in ("alloc", "kept", "erases"):
            words = line.split()
            step[words[0]] = [int(w) for w in words[1:]] if len(words) > 2 else int(words[1])
            if words[0] == "alloc":
                step["largest"] = _largest_new_block(_block_map(maps[0]), _block_map(maps[1]))
        elif maps:
            maps[-1].append(line)
    return out


def test_the_save_path_allocates_only_small_blocks_under_micropython(tmp_path):
    """No 4 KiB temporary (a fragmented heap may not have one to give):
    nothing a save, a compaction or the boot's open() allocates is bigger
    than a record (payload and header) or a sector, and a save allocates
    little more than its record."""
    f = memory_figures(tmp_path)
    print("\n" + "\n".join("%s: %s" % (k, v) for k, v in f.items()))
    rec = REC.HEADER + 300
    assert f["compaction"]["erases"] == 1  # the save did compact, in one erase
    assert f["save"]["largest"] <= MED.SECTOR and f["compaction"]["largest"] <= MED.SECTOR
    assert f["save"]["alloc"] <= rec + 512
    assert f["compaction"]["alloc"] <= rec + 3 * 1024  # the kept records are read, a few hundred bytes at a time
    assert f["stats"]["largest"] <= 2 * MED.SECTOR and f["stats"]["alloc"] <= (REC.HEADER + 700) + 1024
    # the open() keeps no payload (newest() reads them, one at a time), only
    # where each record is: the NVM read 256 bytes at a time (4 KiB of
    # bytes objects), then small pieces, about 80 bytes a record (a view for
    # its CRC, the index list growing); a stats record longer than a sector
    # is checked a sector at a time. It was 51,584 bytes when it kept them
    # (12,740 of payloads), and a big int or more for each CRC.
    kept, n = f["open"]["kept"]
    assert n == 42
    assert f["open"]["largest"] <= MED.SECTOR + 16
    assert f["open"]["alloc"] <= 4096 + 512 + 100 * n


def test_a_drive_too_full_for_the_save_file_leaves_no_part_of_it():
    """The save file is made whole or not at all: on a drive with too little
    room left the writing fails part way, the part is deleted, and the
    console says so and saves to the NVM alone."""
    from sim.hw import FatVolume

    vol = FatVolume()
    f = vol.open("/big", "wb")
    f.write(b"\x00" * (vol.nclust * 512 - 100 * 1024))  # 100 KB left: less than the file
    f.close()
    st = ST.Store(Nvm(), vol, PATH, True)
    assert st.open() == ["save file: drive full"]
    d, name = vol._lookup(PATH)
    assert d.find(name) is None
