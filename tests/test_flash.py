"""``make flash`` (``host_tools/flash.py``) against fake CIRCUITPY folders."""

import json
import os
import re
import shutil
import stat
import sys
import types

import pytest

from host_tools import flash as F

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOOT_OUT = (
    "Adafruit CircuitPython {v} on 2024-11-20; {board}\r\n"
    "Board ID:raspberry_pi_pico\r\nUID:E6614C311B5B8A37\r\n"
)
LIB_FILES = {"lib/adafruit_displayio_ssd1306.py"}


def make_drive(path, version="9.2.1", board="Raspberry Pi Pico with rp2040"):
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "boot_out.txt"), "w", newline="") as f:
        f.write(BOOT_OUT.format(v=version, board=board))
    return str(path)


@pytest.fixture(autouse=True)
def server(tmp_path, monkeypatch):
    """Keeps every test off the network and out of the real cache: the
    mpy-cross download comes from a local folder (empty unless the test
    serves something), the cache is a fresh folder, PATH has no mpy-cross,
    the computer is Linux x86_64 and device_heap.json is missing. Gets the
    folder to serve from."""
    folder = tmp_path / "s3"
    folder.mkdir()
    monkeypatch.setenv(F.MPY_CROSS_URL_ENV, folder.as_uri())
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "cache"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    monkeypatch.delenv("MPY_CROSS", raising=False)
    monkeypatch.setattr(F, "host_os", lambda: ("Linux", "x86_64"))
    monkeypatch.setattr(F, "DEVICE_HEAP", str(tmp_path / "device_heap.json"))
    return str(folder)


def make_firmware(path):
    files = {
        "code.py": b"from solitaire.device import run\nrun()\n",
        "solitaire/device.py": b"import os\nimport board\nimport displayio\n"
        b"from adafruit_displayio_ssd1306 import SSD1306\n"
        b"def screen():\n    from solitaire import render\n",
        "solitaire/notation.py": b"# for the host's command line only\n",
        "solitaire/render.py": b"try:\n    from adafruit_imageload import load\nexcept ImportError:\n"
        b"    load = None\n",
        "solitaire/__pycache__/device.cpython-311.pyc": b"junk",
        "assets/font.bmp": b"BM" + bytes(200),
        "settings.toml": b'SOLITAIRE_GAME = "klondike"\n',
    }
    for rel, data in files.items():
        p = os.path.join(path, *rel.split("/"))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
    return str(path)


class Usage:
    def __init__(self, free):
        self.free = free

    def __call__(self, path):
        return types.SimpleNamespace(total=1 << 20, used=0, free=self.free)


ROOMY = Usage(2_000_000)  # (the real firmware as sources, --py: 105 files, 1,134,592 bytes at its peak in 4 KB blocks, more than a Pico's 1 MB drive holds; as .mpy, make flash's default, about a third of it)


def tree(path):
    """Gets {relative path: bytes} of every file under ``path``."""
    out = {}
    for dirpath, _, names in os.walk(path):
        for n in names:
            p = os.path.join(dirpath, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, path).replace(os.sep, "/")] = f.read()
    return out


def mtimes(path):
    return {
        os.path.relpath(os.path.join(d, n), path): os.stat(os.path.join(d, n)).st_mtime_ns
        for d, _, names in os.walk(path)
        for n in names
    }


@pytest.fixture
def fw(tmp_path):
    return make_firmware(tmp_path / "firmware")


@pytest.fixture
def drive(tmp_path):
    return F.read_drive(make_drive(tmp_path / "CIRCUITPY"))


def add_player_files(drive):
    """The player's saves, statistics and settings, and a library of their own."""
    files = {
        "saves/klondike.sav": b"\x01\x02save",
        "stats.sav": b"\x07stats",
        "settings.toml": b'SOLITAIRE_BTN_UP = "GP2"\n',
        "lib/adafruit_ticks.mpy": b"C\x06theirs",
    }
    for rel, data in files.items():
        p = os.path.join(drive.path, *rel.split("/"))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
    return files


def do_flash(drive, fw, **kw):
    kw.setdefault("disk_usage", ROOMY)
    kw.setdefault("mpy_cross", None)
    kw.setdefault("say", lambda s: None)
    return F.flash(drive, firmware=fw, **kw)


# --- finding and checking the drive ------------------------------------------


def test_boot_out_gives_the_version(drive):
    assert drive.version == (9, 2, 1)
    assert drive.board == "Raspberry Pi Pico with rp2040"


def test_refuses_a_folder_that_is_not_a_circuitpython_drive(tmp_path, fw, capsys):
    plain = tmp_path / "USBSTICK"
    plain.mkdir()
    (plain / "holiday.jpg").write_bytes(b"\xff\xd8")
    with pytest.raises(F.FlashError, match=r"not a CircuitPython drive: it has no boot_out.txt.*"
                       r"Adafruit CircuitPython 9\.2\.1"):
        F.read_drive(str(plain))
    (plain / "boot_out.txt").write_text("MicroPython v1.27 on 2025-01-01\n")
    with pytest.raises(F.FlashError, match="names no CircuitPython version"):
        F.read_drive(str(plain))
    assert F.main(["--drive", str(plain), "--firmware", fw]) == 1
    err = capsys.readouterr().err
    assert "looked" not in err and "boot_out.txt" in err
    assert sorted(os.listdir(plain)) == ["boot_out.txt", "holiday.jpg"]  # nothing written
    with pytest.raises(F.FlashError, match="no such folder"):
        F.read_drive(str(tmp_path / "nowhere"))


def test_refuses_circuitpython_8(tmp_path, fw):
    old = F.read_drive(make_drive(tmp_path / "OLD", "8.2.10"))
    with pytest.raises(F.FlashError, match="needs 9.x or later"):
        do_flash(old, fw)
    assert os.listdir(old.path) == ["boot_out.txt"]


def test_finds_the_drive_on_linux_macos_and_windows(tmp_path):
    cp = make_drive(tmp_path / "media" / "me" / "CIRCUITPY")
    other = tmp_path / "media" / "me" / "STICK"
    other.mkdir()
    mounts = (
        "proc /proc proc rw 0 0\n"
        "/dev/sdb1 %s vfat rw,nosuid 0 0\n"
        "/dev/sdc1 %s vfat rw 0 0\n" % (cp.replace(" ", "\\040"), other)
    )
    folders, where = F.candidate_folders("linux", mounts_text=mounts, user="nobody-here")
    assert folders[:2] == [cp, str(other)] and "/proc/mounts" in where
    assert F.pick_drive(candidates=(folders, where)).path == cp
    # a label with a space, escaped in /proc/mounts
    spaced = make_drive(tmp_path / "my drive")
    folders, _ = F.candidate_folders("linux", mounts_text="/dev/sdd1 %s vfat rw 0 0\n"
                                     % spaced.replace(" ", "\\040"), user="")
    assert folders[0] == spaced
    # Windows: drive letters; macOS: /Volumes
    folders, where = F.candidate_folders("win32", drive_letters=["C", "E"])
    assert folders == ["C:\\", "E:\\"] and where == "drives C: E:"
    assert F.candidate_folders("darwin")[1] == "/Volumes/*"
    # none, and several
    with pytest.raises(F.FlashError, match=r"no CircuitPython drive found: looked for a boot_out.txt"
                       r".* in drives C: E:"):
        F.pick_drive(candidates=F.candidate_folders("win32", drive_letters=["C", "E"]))
    second = make_drive(tmp_path / "media" / "me" / "CIRCUITPY1")
    assert F.pick_drive(candidates=([cp, second], "x")).path == cp  # the one named CIRCUITPY
    third = make_drive(tmp_path / "b" / "GAME")
    with pytest.raises(F.FlashError, match="several CircuitPython drives"):
        F.pick_drive(candidates=([second, third], "x"))


# --- the files -----------------------------------------------------------------


def test_first_flash_copies_firmware_and_libraries(drive, fw):
    lines = []
    s = do_flash(drive, fw, say=lines.append)
    on = tree(drive.path)
    src = tree(fw)
    for rel in ("code.py", "solitaire/device.py", "solitaire/render.py", "assets/font.bmp"):
        assert on[rel] == src[rel]
    assert "settings.toml" not in on  # the player's file, never installed
    assert "solitaire/notation.py" not in on  # nothing on the device imports it
    assert any(line.startswith("left off (the device never imports them): solitaire/notation.py") for line in lines)
    assert not any("__pycache__" in r or r.endswith(F.TMP_SUFFIX) for r in on)
    assert LIB_FILES <= set(on)
    import adafruit_displayio_ssd1306

    with open(adafruit_displayio_ssd1306.__file__, "rb") as f:
        assert on["lib/adafruit_displayio_ssd1306.py"] == f.read()
    assert s.copied[-1][0] == "code.py"  # last: auto-reload runs complete firmware
    assert s.unchanged == 0 and len(s.copied) == len(on) - 2  # boot_out.txt, the manifest
    assert F.read_manifest(drive).keys() == {d for d, _ in s.copied}
    summary = lines[-1]
    assert re.match(r"summary: %d files copied \([\d,]+ bytes\), 0 unchanged, 0 removed; all %d "
                    r"firmware files on the drive match \(written ones read back\); 2,000,000 bytes "
                    r"free" % (len(s.copied), len(s.copied)), summary), summary
    assert format(s.bytes, ",") in summary
    assert "copying .py sources" in lines[1]


def test_reflash_with_nothing_changed_copies_nothing(drive, fw):
    do_flash(drive, fw)
    before = mtimes(drive.path)
    lines = []
    s = do_flash(drive, fw, say=lines.append)
    assert s.copied == [] and s.removed == [] and s.unchanged >= 5
    assert mtimes(drive.path) == before  # not even the manifest was rewritten
    assert lines[-1].startswith("summary: nothing changed: 0 files copied (0 bytes), %d unchanged"
                                % s.unchanged)


def test_changed_file_is_the_only_one_copied(drive, fw):
    do_flash(drive, fw)
    with open(os.path.join(fw, "solitaire", "render.py"), "ab") as f:
        f.write(b"# changed\n")
    # and one damaged on the drive (a half-written file from a yanked cable)
    with open(os.path.join(drive.path, "lib", "adafruit_displayio_ssd1306.py"), "r+b") as f:
        f.truncate(10)
    s = do_flash(drive, fw)
    assert sorted(d for d, _ in s.copied) == ["lib/adafruit_displayio_ssd1306.py", "solitaire/render.py"]
    assert tree(drive.path)["solitaire/render.py"].endswith(b"# changed\n")


def test_full_drive_is_refused_before_writing_anything(drive, fw, capsys):
    before = tree(drive.path)
    with pytest.raises(F.FlashError, match=r"not enough room .* needs [\d,]+ bytes at its peak, the "
                       r"drive has 5,000 free\. Nothing was written"):
        do_flash(drive, fw, disk_usage=Usage(5000))
    assert tree(drive.path) == before
    # the same through the command line, with the free space pretended
    assert F.main(["--drive", drive.path, "--firmware", fw, "--py", "--free-bytes", "5000"]) == 1
    assert "not enough room" in capsys.readouterr().err
    assert tree(drive.path) == before
    # a re-flash that changes one small file fits in little room
    do_flash(drive, fw)
    with open(os.path.join(fw, "code.py"), "ab") as f:
        f.write(b"# v2\n")
    s = do_flash(drive, fw, disk_usage=Usage(4096), block=512)
    assert [d for d, _ in s.copied] == ["code.py"]


def test_room_needed_counts_old_and_new_side_by_side():
    # 1000 new bytes replacing 600 old, in 512-byte blocks: both exist for a moment
    assert F.room_needed([(1000, 600)], 512) == 1024
    # then a new file: the first grew by 0 blocks net (1024 - 1024) ... peak is the larger
    assert F.room_needed([(1000, 1000), (100, 0)], 512) == 1024
    assert F.room_needed([(100, 0), (100, 0), (100, 0)], 512) == 1536


def test_saves_and_other_files_are_never_touched(drive, fw):
    mine = add_player_files(drive)
    do_flash(drive, fw)
    stamp = {r: os.stat(os.path.join(drive.path, r)).st_mtime_ns for r in mine}
    # the firmware drops a file: the next flash removes it (it installed it) ...
    os.remove(os.path.join(fw, "solitaire", "render.py"))
    with open(os.path.join(fw, "code.py"), "ab") as f:
        f.write(b"# v2\n")
    s = do_flash(drive, fw)
    assert s.removed == ["solitaire/render.py"]
    on = tree(drive.path)
    for rel, data in mine.items():
        assert on[rel] == data
        assert os.stat(os.path.join(drive.path, rel)).st_mtime_ns == stamp[rel]
    # ... but not one it installed that was changed since
    do_flash(drive, fw)
    with open(os.path.join(fw, "assets", "font.bmp"), "rb") as f:
        font = f.read()
    os.remove(os.path.join(fw, "assets", "font.bmp"))
    with open(os.path.join(drive.path, "assets", "font.bmp"), "ab") as f:
        f.write(b"edited")
    s = do_flash(drive, fw)
    assert s.removed == [] and s.kept == ["assets/font.bmp"]
    assert tree(drive.path)["assets/font.bmp"] == font + b"edited"


def test_writes_through_a_temporary_name_and_verifies(drive, fw, monkeypatch):
    seen = []
    real_replace = os.replace

    def replace(src, dst):
        assert src == dst + F.TMP_SUFFIX and os.path.isfile(src)
        seen.append(os.path.relpath(dst, drive.path))
        real_replace(src, dst)

    monkeypatch.setattr(F.os, "replace", replace)
    # an interrupted earlier flash left a temporary file: it goes
    os.makedirs(os.path.join(drive.path, "solitaire"))
    with open(os.path.join(drive.path, "solitaire", "ui.py" + F.TMP_SUFFIX), "wb") as f:
        f.write(b"half")
    s = do_flash(drive, fw)
    assert seen[-1] == F.MANIFEST and len(seen) == len(s.copied) + 1
    assert not any(r.endswith(F.TMP_SUFFIX) for r in tree(drive.path))
    # a file that does not read back as written stops the flash
    monkeypatch.setattr(F, "read_bytes", lambda path, drop_cache=False: b"garbled" if drop_cache else None)
    with pytest.raises(F.FlashError, match="reading it back gave 7 bytes that differ"):
        F.write_file(os.path.join(drive.path, "x.py"), b"print(1)\n")


def test_read_only_drive_is_refused(drive, fw, monkeypatch):
    monkeypatch.setattr(F.os, "access", lambda path, mode: False)
    with pytest.raises(F.FlashError, match="read-only.*Nothing was written"):
        do_flash(drive, fw)
    assert os.listdir(drive.path) == ["boot_out.txt"]


# --- mpy-cross -----------------------------------------------------------------


def fake_mpy_cross(folder, banner, header=b"C\x06\x01\x1f", name="mpy-cross"):
    """Writes an ``mpy-cross`` that prints ``banner`` for --version and
    "compiles" a file to ``header`` and the source's first 16 bytes."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(
            "#!%s\nimport sys\n"
            "if '--version' in sys.argv:\n    print(%r)\n    sys.exit(0)\n"
            "out = sys.argv[sys.argv.index('-o') + 1]\n"
            "open(out, 'wb').write(%r + open(sys.argv[-1], 'rb').read()[:16])\n"
            % (sys.executable, banner, header)
        )
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return path


@pytest.mark.skipif(os.name != "posix", reason="fake mpy-cross is a script with a #! line")
def test_mpy_only_with_circuitpythons_mpy_cross_of_the_same_major(drive, fw, tmp_path, monkeypatch):
    monkeypatch.delenv("MPY_CROSS", raising=False)
    bin_dir = str(tmp_path / "bin")
    monkeypatch.setenv("PATH", bin_dir)
    fake_mpy_cross(bin_dir, "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.1")
    lines = []
    s = do_flash(drive, fw, mpy_cross="auto", say=lines.append)
    assert "compiling: .mpy with" in lines[1] and "CircuitPython 9.2.1" in lines[1]
    on = tree(drive.path)
    assert on["solitaire/device.mpy"].startswith(b"C\x06")
    assert "solitaire/device.py" not in on
    assert "lib/adafruit_displayio_ssd1306.mpy" in on
    assert on["code.py"].startswith(b"from solitaire")  # code.py stays source
    assert any(d == "solitaire/render.mpy" for d, _ in s.copied)
    # back to .py: the .mpy files it installed are removed (a .py would hide nothing, but
    # a stale .mpy is clutter and a trap)
    s = do_flash(drive, fw, mpy_cross=None)
    on = tree(drive.path)
    assert "solitaire/device.py" in on and "solitaire/device.mpy" not in on
    assert "solitaire/device.mpy" in s.removed

    # MicroPython's mpy-cross: .py, and it says why
    fake_mpy_cross(bin_dir, "MicroPython v1.27.0 on 2025-12-09; mpy-cross emitting mpy v6.3")
    with pytest.raises(F.NoCompiler) as e:
        do_flash(drive, fw, mpy_cross="auto")
    assert "is not CircuitPython's" in str(e.value)
    assert "MicroPython v1.27.0" in str(e.value) and "could not download" in str(e.value)
    # CircuitPython 10's mpy-cross for a 9.x board: .py
    fake_mpy_cross(bin_dir, "CircuitPython 10.0.3 on 2025-10-17; mpy-cross emitting mpy v6.3")
    path, note = F.find_mpy_cross(9)
    assert path is None and "10.0.3's, the board runs 9.x" in note
    # asked for one that is not right: refused
    with pytest.raises(F.FlashError, match="cannot compile"):
        do_flash(drive, fw, mpy_cross=os.path.join(bin_dir, "mpy-cross"))
    # none at all
    os.remove(os.path.join(bin_dir, "mpy-cross"))
    assert F.find_mpy_cross(9) == (None, "no mpy-cross on PATH")


def test_compiled_modules_carry_their_import_names():
    """make flash compiles each module under its import name (a qstr the
    import makes anyway), as the heap harness does (sim/mpy.py)."""
    from sim.mpy import module_name

    for dest in ("solitaire/console/app.py", "solitaire/__init__.py", "lib/adafruit_displayio_ssd1306.py"):
        assert F.module_name(dest) == module_name(dest)
    assert F.module_name("solitaire/sixsuit/match.py") == "solitaire.sixsuit.match"
    assert F.module_name("lib/adafruit_displayio_ssd1306.py") == "adafruit_displayio_ssd1306"


def compiling(lines):
    """Gets the one line that says how the files were compiled, or why not."""
    found = [line for line in lines if line.startswith("compiling: ")]
    assert len(found) == 1, lines
    return found[0]


posix_only = pytest.mark.skipif(os.name != "posix", reason="fake mpy-cross is a script with a #! line")
SERVED = "linux-amd64/mpy-cross-linux-amd64-{v}.static"
HEAP = {
    "boards": {"pico": 171, "pico_w": 126, "pico2": 400},
    "games": {
        "klondike": {"mpy_kb": 150, "py_kb": 210},
        "freecell": {"mpy_kb": 100, "py_kb": 140},
        "golf": {"mpy_kb": 60, "py_kb": 90},
    },
}


def serve(server, version="9.2.8", banner=None, header=b"C\x06\x03\x1f"):
    """Puts a fake mpy-cross where the download looks for CircuitPython
    ``version``'s, not executable (the download must make it so)."""
    rel = SERVED.format(v=version)
    banner = banner or "CircuitPython %s on 2025-05-28; mpy-cross emitting mpy v6.3" % version
    path = fake_mpy_cross(os.path.join(server, os.path.dirname(rel)), banner, header,
                          name=os.path.basename(rel))
    os.chmod(path, 0o644)
    return path


def cached(tmp_path, version="9.2.8"):
    return str(tmp_path / "cache" / "solitaire" / "mpy-cross" / os.path.basename(SERVED.format(v=version)))


def write_heap(doc=HEAP):
    with open(F.DEVICE_HEAP, "w") as f:
        f.write(doc if isinstance(doc, str) else json.dumps(doc))


def test_download_names_follow_adafruits_layout():
    assert F.download_names("9.2.8", "Linux", "x86_64") == [
        "linux-amd64/mpy-cross-linux-amd64-9.2.8.static"]
    assert F.download_names("9.2.8", "Linux", "aarch64") == [
        "linux-aarch64/mpy-cross-linux-aarch64-9.2.8.static-aarch64"]
    assert F.download_names("9.2.8", "Linux", "armv7l") == [
        "linux-raspbian/mpy-cross-linux-raspbian-9.2.8.static-raspbian"]
    assert F.download_names("10.0.0-beta.2", "Windows", "AMD64") == [
        "windows/mpy-cross-windows-10.0.0-beta.2.static.exe"]
    assert F.download_names("9.2.8", "Darwin", "arm64")[0] == "macos-11/mpy-cross-macos-11-9.2.8-universal"
    assert F.download_names("9.2.8", "FreeBSD", "amd64") == []
    assert F.cache_dir({"XDG_CACHE_HOME": "/x/cache"}) == os.path.join(
        "/x/cache", "solitaire", "mpy-cross") or os.name == "nt"


@posix_only
def test_downloads_circuitpythons_mpy_cross_once_then_uses_the_cache(tmp_path, fw, server):
    drive = F.read_drive(make_drive(tmp_path / "CP", "9.2.8"))
    serve(server)
    lines = []
    do_flash(drive, fw, mpy_cross="auto", say=lines.append)
    url = "%s/%s" % (F.os.environ[F.MPY_CROSS_URL_ENV], SERVED.format(v="9.2.8"))
    assert any(line.startswith("mpy-cross: downloading") and url in line for line in lines)
    line = compiling(lines)
    assert line == "compiling: .mpy with %s (CircuitPython 9.2.8), downloaded from %s" % (
        cached(tmp_path), url)
    assert os.access(cached(tmp_path), os.X_OK)
    assert os.listdir(os.path.dirname(cached(tmp_path))) == [os.path.basename(cached(tmp_path))]
    on = tree(drive.path)
    assert on["solitaire/device.mpy"].startswith(b"C\x06") and "solitaire/device.py" not in on

    # the second run: nothing to download from, the cached one is used
    shutil.rmtree(server)
    render = os.path.join(fw, "solitaire", "render.py")
    with open(render, "rb") as f:
        old = f.read()
    with open(render, "wb") as f:
        f.write(b"# changed at the top, where the fake compiler looks\n" + old)
    lines = []
    s = do_flash(drive, fw, mpy_cross="auto", say=lines.append)
    assert not any("downloading" in line for line in lines)
    assert compiling(lines) == "compiling: .mpy with %s (CircuitPython 9.2.8), cached" % cached(tmp_path)
    assert [d for d, _ in s.copied] == ["solitaire/render.mpy"]


@posix_only
def test_a_download_of_the_wrong_version_is_refused_and_deleted(tmp_path, fw, server, capsys):
    drive_path = make_drive(tmp_path / "CP", "9.2.8")
    serve(server, banner="CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3")
    assert F.main(["--drive", drive_path, "--firmware", fw, "--free-bytes", "900000"]) == 2
    line = capsys.readouterr().err
    assert "nothing was copied" in line and "failed its check and was deleted" in line
    assert "is CircuitPython 9.2.1's, the board runs 9.2.8" in line
    assert not os.path.exists(cached(tmp_path))
    assert os.listdir(drive_path) == ["boot_out.txt"]


@posix_only
def test_offline_refuses_says_which_games_will_not_fit_and_how_to_get_the_compiler(tmp_path, fw, capsys):
    """Offline, with no compiler to be had, nothing is copied (exit 2): the
    games would not run from .py. The error says how to get the compiler;
    --py copies .py all the same (issue 28, item 12)."""
    pico = make_drive(tmp_path / "PICO", "9.2.8")
    # no device_heap.json yet: the figures are unknown, and it says so
    assert F.main(["--drive", pico, "--firmware", fw, "--free-bytes", "900000"]) == 2
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert not any(line.startswith("compiling: ") for line in lines)
    assert lines[-1].startswith("which games fit from .py on this board is unknown: ")
    assert lines[-1].endswith("device_heap.json is missing (make bench writes it)")
    assert out.err.count("\n") == 1 and "Traceback" not in out.err
    assert out.err.startswith("make flash: no CircuitPython 9.2.8 mpy-cross, so nothing was copied")
    assert "could not download CircuitPython 9.2.8's mpy-cross (offline?)" in out.err
    assert "run make flash once online" in out.err and "MPY_CROSS=path" in out.err and "FLASH_ARGS=--py" in out.err
    assert "mpy-cross-linux-amd64-9.2.8.static" in out.err or "bin/mpy-cross" in out.err
    assert os.listdir(pico) == ["boot_out.txt"]  # nothing written
    # asked for .py: copied, with the same note
    assert F.main(["--drive", pico, "--firmware", fw, "--free-bytes", "900000", "--py"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert compiling(lines) == "compiling: no, copying .py sources (asked for)"
    assert "solitaire/device.py" in tree(pico)

    write_heap()
    lines = []
    do_flash(F.read_drive(pico), fw, mpy_cross=None, say=lines.append)
    fit = lines[lines.index(compiling(lines)) + 1]
    assert fit.startswith("from .py these games will not fit in the Raspberry Pi Pico's 171 KB of "
                          "free heap: klondike (210 KB as .py, 150 KB as .mpy).")
    assert "freecell" not in fit
    # a Pico W has less
    pico_w = F.read_drive(make_drive(tmp_path / "PICOW", "9.2.8", "Raspberry Pi Pico W with rp2040"))
    lines = []
    do_flash(pico_w, fw, say=lines.append)  # .py asked for: the same note
    fit = lines[lines.index(compiling(lines)) + 1]
    assert "Raspberry Pi Pico W's 126 KB" in fit and "freecell (140 KB" in fit and "golf" not in fit
    # a Pico 2 has room for all
    pico2 = F.read_drive(make_drive(tmp_path / "PICO2", "9.2.8", "Raspberry Pi Pico 2 with rp2350a"))
    assert F.fit_note(pico2) == "every game fits from .py in the Raspberry Pi Pico 2's 400 KB of free heap"
    # a board without figures: the Pico W's, as the smallest
    other = F.read_drive(make_drive(tmp_path / "FEATHER", "9.2.8", "Adafruit Feather RP2040 with rp2040"))
    fit = F.fit_note(other)
    assert "126 KB of free heap (the Raspberry Pi Pico W's, the smallest;" in fit
    assert "klondike" in fit and "freecell" in fit
    # a malformed file: unknown, and why
    write_heap("{not json")
    assert "is not valid JSON" in F.fit_note(other)
    write_heap({"boards": {"pico": "lots"}, "games": []})
    assert "has no usable figures" in F.fit_note(other)


@posix_only
def test_mpy_cross_named_is_used_and_nothing_downloaded(tmp_path, fw, server, monkeypatch, capsys):
    serve(server)  # there to be ignored
    mine = fake_mpy_cross(str(tmp_path / "mine"), "CircuitPython 9.2.1 on 2024-11-20; mpy-cross")
    drive = make_drive(tmp_path / "CP", "9.2.8")
    monkeypatch.setenv("MPY_CROSS", mine)
    assert F.main(["--drive", drive, "--firmware", fw, "--free-bytes", "900000"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert compiling(lines) == "compiling: .mpy with %s (CircuitPython 9.2.1)" % mine
    assert not any("downloading" in line for line in lines)
    assert not os.path.exists(cached(tmp_path))
    assert tree(drive)["solitaire/device.mpy"].startswith(b"C\x06\x01")  # mine's header
    # --mpy-cross (make flash FLASH_ARGS=...) does the same
    monkeypatch.delenv("MPY_CROSS")
    other = make_drive(tmp_path / "CP2", "9.2.8")
    assert F.main(["--drive", other, "--firmware", fw, "--free-bytes", "900000",
                   "--mpy-cross", mine]) == 0
    assert compiling(capsys.readouterr().out.splitlines()).endswith(mine + " (CircuitPython 9.2.1)")


@posix_only
def test_a_micropython_format_mpy_cross_is_refused(tmp_path, fw, server, monkeypatch, capsys):
    liar = fake_mpy_cross(str(tmp_path / "mine"), "CircuitPython 9.2.8 on x", header=b"M\x06\x00\x1f")
    drive = make_drive(tmp_path / "CP", "9.2.8")
    monkeypatch.setenv("MPY_CROSS", liar)
    assert F.main(["--drive", drive, "--firmware", fw, "--free-bytes", "900000"]) == 1
    err = capsys.readouterr().err
    assert "cannot compile with the mpy-cross named" in err and "starts b'M\\x06'" in err
    assert "MicroPython's mpy-cross?" in err and "Traceback" not in err
    assert os.listdir(drive) == ["boot_out.txt"]  # nothing written
    # the same from the download: deleted, and nothing copied
    monkeypatch.delenv("MPY_CROSS")
    serve(server, banner="CircuitPython 9.2.8 on x", header=b"M\x06\x00\x1f")
    with pytest.raises(F.NoCompiler, match="failed its check and was deleted"):
        do_flash(F.read_drive(drive), fw, mpy_cross="auto")
    assert not os.path.exists(cached(tmp_path)) and os.listdir(drive) == ["boot_out.txt"]
    # and compile_mpy, the last line of defence, checks every file it makes
    with pytest.raises(F.FlashError, match="not the CircuitPython 9\\+ header"):
        F.compile_mpy(liar, os.path.join(fw, "code.py"), "code.py", 9)


@posix_only
def test_a_corrupt_cached_binary_is_replaced_and_an_unwritable_cache_means_py(
        tmp_path, fw, server, monkeypatch, capsys):
    drive = F.read_drive(make_drive(tmp_path / "CP", "9.2.8"))
    bad = cached(tmp_path)
    os.makedirs(os.path.dirname(bad))
    with open(bad, "wb") as f:
        f.write(b"\x7fELF\x02\x01 truncated")
    os.chmod(bad, 0o755)
    # offline: the bad one is deleted, and nothing copied
    lines = []
    with pytest.raises(F.NoCompiler):
        do_flash(drive, fw, mpy_cross="auto", say=lines.append)
    assert any(line.startswith("mpy-cross: the cached %s fails its check" % bad) and
               "deleting it" in line for line in lines)
    assert not os.path.exists(bad) and not any(line.startswith("compiling: ") for line in lines)
    # online: a bad one is replaced by a good download
    with open(bad, "wb") as f:
        f.write(b"#!/bin/sh\necho garbage\n")
    os.chmod(bad, 0o755)
    serve(server)
    lines = []
    do_flash(drive, fw, mpy_cross="auto", say=lines.append)
    assert "downloaded from" in compiling(lines) and os.access(bad, os.X_OK)
    assert tree(drive.path)["solitaire/device.mpy"].startswith(b"C\x06")
    # a cache folder that cannot be written (here: a file in its way): refused, and why
    blocked = tmp_path / "blocked"
    blocked.write_text("a file, not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert F.main(["--drive", drive.path, "--firmware", fw, "--free-bytes", "900000"]) == 2
    out = capsys.readouterr()
    line = out.err
    assert "nothing was copied (from .py the games would not fit the board's heap): cannot write in the mpy-cross cache %s" % os.path.join(
        str(blocked), "solitaire", "mpy-cross") in line
    assert "MPY_CROSS=path" in line and "Traceback" not in out.out + out.err


@posix_only
def test_odd_boot_out_files(tmp_path, fw, server, capsys):
    odd = tmp_path / "ODD"
    odd.mkdir()
    (odd / "boot_out.txt").write_bytes(b"\xff\xfe\x00garbage\x00")
    assert F.main(["--drive", str(odd), "--firmware", fw]) == 1
    err = capsys.readouterr().err
    assert "names no CircuitPython version" in err and "Traceback" not in err
    (odd / "boot_out.txt").write_bytes(b"")
    assert F.main(["--drive", str(odd), "--firmware", fw]) == 1
    assert "begins '(empty)'" in capsys.readouterr().err
    (odd / "boot_out.txt").unlink()
    (odd / "boot_out.txt").mkdir()
    assert F.main(["--drive", str(odd), "--firmware", fw]) == 1
    err = capsys.readouterr().err
    assert "cannot read %s" % (odd / "boot_out.txt") in err and "Traceback" not in err
    # a pre-release names its build: that is the one downloaded
    beta = F.read_drive(make_drive(tmp_path / "BETA", "10.0.0-beta.2"))
    assert beta.version == (10, 0, 0) and beta.tag == "10.0.0-beta.2"
    serve(server, "10.0.0-beta.2")
    lines = []
    do_flash(beta, fw, mpy_cross="auto", say=lines.append)
    assert compiling(lines).startswith("compiling: .mpy with %s (CircuitPython 10.0.0-beta.2)" %
                                       cached(tmp_path, "10.0.0-beta.2"))
    # no board named: the figures are the smallest board's
    bare = tmp_path / "BARE"
    bare.mkdir()
    (bare / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.8 on 2025-05-28\n")
    write_heap()
    assert "(the Raspberry Pi Pico W's, the smallest; this board has no figures" in F.fit_note(
        F.read_drive(str(bare)))


# --- the libraries -------------------------------------------------------------


def test_requirements_are_circup_format_and_match_the_venv_pins():
    reqs = dict(F.read_requirements())
    assert set(reqs) == {"adafruit_displayio_ssd1306"}
    pins = {}
    with open(os.path.join(ROOT, "requirements.txt")) as f:
        for line in f:
            m = re.match(r"([\w.-]+)==(\S+)", line)
            if m:
                pins[m.group(1).lower()] = m.group(2)
    assert reqs["adafruit_displayio_ssd1306"] == pins["adafruit-circuitpython-displayio-ssd1306"]


def test_the_real_firmwares_imports_are_all_provided():
    used = F.check_imports(F.FIRMWARE, F.read_requirements())
    assert "adafruit_displayio_ssd1306" in used
    for builtin in ("displayio", "busio", "keypad", "board", "i2cdisplaybus", "supervisor",
                    "microcontroller", "storage"):
        assert builtin in F.BUILTIN


def test_an_unknown_import_is_named(tmp_path, fw, drive):
    with open(os.path.join(fw, "solitaire", "extra.py"), "w") as f:
        f.write("import adafruit_ticks\n")
    with pytest.raises(F.FlashError, match="solitaire/extra.py imports adafruit_ticks, which is "
                       "neither built into CircuitPython nor pinned"):
        do_flash(drive, fw)
    assert os.listdir(drive.path) == ["boot_out.txt"]


def test_wrong_library_version_is_refused(tmp_path, fw, drive):
    reqs = tmp_path / "reqs.txt"
    reqs.write_text("adafruit_displayio_ssd1306==0.0.1\n")
    with pytest.raises(F.FlashError, match="pins 0.0.1; run make venv"):
        do_flash(drive, fw, requirements=str(reqs))
    reqs.write_text("adafruit displayio\n")
    with pytest.raises(F.FlashError, match="expected module==version"):
        F.read_requirements(str(reqs))


def test_the_real_firmware_flashes_and_reflashes(drive):
    lines = []
    s = F.flash(drive, mpy_cross=None, disk_usage=ROOMY, say=lines.append)
    assert ("code.py", os.path.getsize(os.path.join(F.FIRMWARE, "code.py"))) == s.copied[-1]
    s2 = F.flash(drive, mpy_cross=None, disk_usage=ROOMY, say=lines.append)
    assert s2.copied == [] and s2.unchanged == len(s.copied)


def test_each_family_s_play_and_text_are_copied_though_imported_by_name():
    """The console imports ``solitaire.<family>.play`` and ``.text`` by name
    (no import statement names them): they and what they import go on the
    drive; the notation modules still don't."""
    fw = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
    on = F.device_sources(fw)
    for family in ("cards", "sixsuit"):
        assert "solitaire/%s/play.py" % family in on and "solitaire/%s/text.py" % family in on
        assert "solitaire/%s/notation.py" % family not in on
    assert "solitaire/sixsuit/engine.py" in on and "solitaire/cards/board.py" in on


def test_a_module_imported_by_its_whole_name_goes_on_the_drive(tmp_path):
    """``__import__("solitaire.cards.clock")`` (a long string: no name of its
    own in every card game's run) reaches the module as an import statement
    would, one of two names too; before, the clocks' module stayed off the
    drive and Grandfather's Clock failed on the device with an ImportError."""
    pkg = tmp_path / "solitaire"
    (pkg / "cards").mkdir(parents=True)
    for name in ("__init__", "cards/__init__", "cards/a", "cards/b", "cards/c", "cards/d"):
        (pkg / (name + ".py")).write_text("")
    (tmp_path / "code.py").write_text("from solitaire.cards import a\n")
    (pkg / "cards" / "a.py").write_text('__import__("solitaire.cards.b")\n__import__("solitaire.cards.c" if x else "solitaire.cards.d")\n')
    on = F.device_sources(str(tmp_path))
    assert {"solitaire/cards/b.py", "solitaire/cards/c.py", "solitaire/cards/d.py"} <= on
    fw = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
    assert "solitaire/cards/clock.py" in F.device_sources(fw)


@pytest.mark.parametrize("name", ["lib", "assets", "solitaire"])
def test_a_file_where_the_firmware_needs_a_folder_stops_before_any_write(drive, fw, name):
    """``lib`` (or ``assets``) as a plain file: found before the first write,
    so nothing is half installed."""
    with open(os.path.join(drive.path, name), "wb") as f:
        f.write(b"a file")
    before = tree(drive.path)
    with pytest.raises(F.FlashError, match="is a file on the drive, where the firmware needs a folder.*Nothing was written"):
        do_flash(drive, fw)
    assert tree(drive.path) == before


def test_flash_counts_the_save_file_s_room_and_says_so_with_the_numbers(drive, fw):
    """Room for the firmware but not for the 185 KiB save file: a warning
    with the numbers (the console then saves to its NVM only); with the save
    file already there, nothing to say."""
    room = F.save_file_room(drive)
    assert room > 185 * 1024
    lines = []
    do_flash(drive, fw, disk_usage=Usage(100_000), say=lines.append)
    warn = [line for line in lines if line.startswith("warning: after this copy")]
    assert len(warn) == 1 and "NVM only" in warn[0]
    needs = int(warn[0].split("needs ")[1].split(".")[0].replace(",", ""))
    assert room <= needs <= room + 8192  # (rounded to the drive's blocks)
    os.makedirs(os.path.join(drive.path, "saves"))
    with open(os.path.join(drive.path, "saves", "solitaire.sav"), "wb") as f:
        f.write(bytes(1000))
    assert F.save_file_room(drive) == 0
    lines = []
    do_flash(drive, fw, disk_usage=Usage(100_000), say=lines.append)
    assert not [line for line in lines if line.startswith("warning: after this copy")]
