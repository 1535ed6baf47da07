"""sim/wasi_fs.py: the guest's files served by Python give the guest what
wasmtime's own WASI gives it (``mpy.HOST_FILES`` off), so that its output,
its fuel and its heap are the same: each script here runs both ways.

Fuel is compared within a few hundred units: a run that spans one of the
epoch ticker's ticks (sim/mpy.py's timeouts) counts a few units more or
less either way (measured: 12 to 24 in 60 M)."""

import os
import shutil

import pytest

from sim import mpy, wasi_fs

FILES = """
import os
print(os.stat('/blob.bin')[:7])
print(os.stat('/sub')[:7])
print(os.stat('/'))
print(sorted(os.ilistdir('/')))
print(list(os.ilistdir('/sub')))
print(sorted(os.listdir()), os.getcwd())
for bad in ('/nope', '/sub/a.txt/b'):
    try:
        os.stat(bad)
    except OSError as e:
        print('stat', bad, e)
    try:
        open(bad)
    except OSError as e:
        print('open', bad, e)
f = open('/sub/a.txt')
print(repr(f.read()), f.seek(0, 2), f.seek(-2, 2), repr(f.read()))
f.close()
f = open('/blob.bin', 'rb')
f.seek(1000)
print(len(f.read(3000)), f.tell(), sum(f.read(20)))
b = bytearray(5000)
print(f.readinto(b), sum(b))
f.close()
"""

CHANGES = """
import os
def tried(name, *args):
    try:
        print(name, getattr(os, name)(*args))
    except OSError as e:
        print(name, args, e)
tried('mkdir', '/saves')
tried('mkdir', '/saves')
f = open('/saves/a.sav', 'wb')
print(f.write(b'0123456789'))
f.close()
f = open('/saves/a.sav', 'ab')
f.write(b'ab')
f.close()
f = open('/saves/a.sav', 'r+b')
f.seek(4)
f.write(b'XY')
f.seek(0)
print(f.read())
f.close()
tried('rename', '/saves/a.sav', '/saves/b.sav')
tried('remove', '/saves/a.sav')
print(sorted(os.listdir('/saves')), os.stat('/saves/b.sav')[6])
tried('rmdir', '/saves')
tried('remove', '/sub/a.txt')
tried('rmdir', '/sub')
print(sorted(os.listdir('/')))
"""


def _tree(root):
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "a.txt").write_text("hi\n")
    (root / "blob.bin").write_bytes(bytes(range(256)) * 400)
    return root


def _both(monkeypatch, script, **kw):
    out = []
    for host in (False, True):
        monkeypatch.setattr(mpy, "HOST_FILES", host)
        out.append(mpy.run(script, heap_kb=256, **kw))
    return out


def _same(wasmtime_run, python_run):
    assert python_run.stdout == wasmtime_run.stdout and python_run.stderr == wasmtime_run.stderr
    assert (python_run.exit_code, python_run.trap) == (wasmtime_run.exit_code, wasmtime_run.trap)
    assert abs(python_run.fuel_used - wasmtime_run.fuel_used) <= 300, (wasmtime_run.fuel_used, python_run.fuel_used)


def test_reading_and_looking_at_files_is_wasmtimes(tmp_path, monkeypatch):
    a, b = _both(monkeypatch, FILES, modules_dir=_tree(tmp_path / "t"))
    _same(a, b)
    assert "stat /nope [Errno 44] ENOENT" in a.stdout and a.exit_code == 0


def test_a_read_only_mount_refuses_changes_as_wasmtime_does(tmp_path, monkeypatch):
    a, b = _both(monkeypatch, CHANGES, modules_dir=_tree(tmp_path / "t"))
    _same(a, b)
    assert "mkdir ('/saves',) [Errno 63] EPERM" in a.stdout


def test_changes_on_a_writable_mount_are_wasmtimes(tmp_path, monkeypatch):
    runs, files = [], []
    for host in (False, True):
        root = _tree(tmp_path / str(host))
        monkeypatch.setattr(mpy, "HOST_FILES", host)
        runs.append(mpy.run(CHANGES, heap_kb=256, modules_dir=root, writable=True))
        files.append(sorted((p.relative_to(root).as_posix(), p.is_dir() or p.read_bytes()) for p in root.rglob("*")))
    a, b = runs
    # (the new files' inode numbers differ between the two drives, so fuel
    # may too: a number that fits a small int costs no heap)
    assert (b.stdout, b.stderr, b.exit_code) == (a.stdout, a.stderr, a.exit_code)
    assert files[1] == files[0] and ("saves/b.sav", b"0123XY6789ab") in files[0]
    assert "rmdir ('/saves',) 55" in a.stdout  # (ENOTEMPTY: the guest knows no name for it)


def test_the_firmware_imports_from_mpy_as_under_wasmtime(monkeypatch):
    script = "from solitaire.cards.games import find\nfrom solitaire.cards.board import Board\nprint(Board(find('klondike'), 1).key().hex())\n"
    a, b = _both(monkeypatch, script, modules_dir=mpy.FIRMWARE_DIR, mpy=True)
    _same(a, b)


def test_inode_numbers_are_wasmtimes_hash():
    """wasmtime gives a file's inode as Rust's DefaultHasher (SipHash-1-3,
    zero keys) of the host's device and inode: three values it gave."""
    class St:
        def __init__(self, dev, ino):
            self.st_dev, self.st_ino = dev, ino

    # (the guest's os.stat shows the low 32 bits, signed)
    assert [wasi_fs.ino(St(65024, i)) & 0xFFFFFFFF for i in (2403380, 2400390, 2400562)] == [
        145677783, 651260923, (1 << 32) - 723236377]
    assert wasi_fs.ino(St(65024, 2403380)) == 16515770551880310231


def test_a_device_drive_shows_every_copy_the_same_inodes_and_times(tmp_path):
    """``device_files`` (sim/heap.py's runs): two copies of one drive, whose
    host inodes differ, show the guest the same stat and listing, the
    inodes small ints as a FAT drive's (no heap taken for them), and the
    same heap after; the host's own numbers differ between the copies."""
    script = ("import gc, os\ngc.collect()\nm = gc.mem_alloc()\nst = [os.stat(p) for p in ('/blob.bin', '/sub', '/sub/a.txt')]\n"
              "ls = sorted(os.ilistdir('/'))\ngc.collect()\nprint(st, ls, gc.mem_alloc() - m)\n")
    runs = {}
    for device in (True, False):
        for copy in ("a", "b"):
            root = _tree(tmp_path / ("%s%s" % (copy, device)))
            runs[device, copy] = mpy.run(script, heap_kb=256, modules_dir=root, device_files=device, check=True).stdout
    assert runs[True, "a"] == runs[True, "b"] and runs[False, "a"] != runs[False, "b"]
    stats = runs[True, "a"].split("]")[0]
    assert "(32768, 1, 1, 1, 0, 0, 102400, 946684800, 946684800, 946684800)" in stats
