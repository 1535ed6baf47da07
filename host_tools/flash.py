"""``make flash``: put the firmware on a CircuitPython drive, safely.

    python host_tools/flash.py [--drive PATH] [--dry-run] [--py | --mpy-cross PATH]

What it does, in order, before writing anything:

1. Finds the drive: ``--drive`` (``make flash DRIVE=path``), or the one
   mounted CIRCUITPY drive (Linux: ``/proc/mounts``, ``/media/$USER``,
   ``/run/media/$USER``; macOS: ``/Volumes``; Windows: every drive letter).
   A drive is a CircuitPython drive when its ``boot_out.txt`` names a
   CircuitPython version; anything else is refused, saying what was looked for.
2. Plans the files: everything in ``firmware/`` (``code.py``, ``boot.py`` if
   there is one, ``solitaire/``, ``assets/``) plus, in ``lib/``, the Adafruit
   libraries pinned in ``host_tools/circuitpython-requirements.txt`` (the
   format ``circup install -r`` reads), taken as pure-Python sources from this
   Python's own installed packages (the project's ``.venv``), so no internet
   is needed. The firmware's imports are checked against that list and against
   the modules built into CircuitPython.
3. Compiles to ``.mpy`` with CircuitPython's own ``mpy-cross`` for the
   version ``boot_out.txt`` names: ``--mpy-cross`` / ``MPY_CROSS=path`` if
   given (refused unless it is a CircuitPython one of the board's major
   version); else one on PATH of exactly that version; else Adafruit's
   published static binary for this computer, downloaded once into a cache
   (``$XDG_CACHE_HOME/solitaire/mpy-cross``, default ``~/.cache/...``; on
   Windows ``%LOCALAPPDATA%``), as circuitpython-build-tools does. Each
   compiler is checked before use: it runs, ``--version`` names the right
   CircuitPython, and a test ``.mpy`` starts with CircuitPython 9+'s
   ``C\x06`` (MicroPython's ``mpy-cross`` makes files CircuitPython refuses).
   When none can be had (offline, say), it says which games will not fit in
   the board's heap from ``.py`` (``host_tools/device_heap.json``, written by
   ``make bench``) and stops, exit 2, saying how to get the compiler;
   ``--py`` (``make flash FLASH_ARGS=--py``) copies ``.py`` all the same.
4. Compares each file with what is on the drive; only changed files are
   written. Refuses when the drive lacks the room for them.

Then it writes each changed file to a temporary name, flushes it, renames it
over the old one and reads it back to verify it. ``code.py`` goes last, so the
board's auto-reload runs the new firmware only once everything is in place.
It never touches a file it did not install: the player's saves, statistics
and ``settings.toml`` stay as they are. A manifest on the drive
(``.solitaire-flash.json``) remembers what it installed, so a file dropped
from the firmware is removed on the next flash, but only when it is still
exactly as installed.
"""

import argparse
import ast
import getpass
import hashlib
import importlib.metadata
import json
import os
import platform
import re
import shutil
import string
import subprocess
import sys
import tempfile
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
REQUIREMENTS = os.path.join(ROOT, "host_tools", "circuitpython-requirements.txt")
MANIFEST = ".solitaire-flash.json"
TMP_SUFFIX = ".flash-tmp"
MIN_MAJOR = 9  # busdisplay / i2cdisplaybus, the names device.py uses, came with 9.0

# Modules a CircuitPython 9/10 build has without lib/ (the language core and
# the native modules of the RP2040 ports), as far as this firmware cares.
BUILTIN = frozenset(
    """
    array binascii builtins collections errno gc hashlib io json math micropython os
    random re select struct sys time traceback warnings zlib
    adafruit_bus_device adafruit_pixelbuf alarm analogbufio analogio atexit audiobusio
    audiocore audiomixer audiomp3 audiopwmio bitbangio bitmapfilter bitmaptools bitops
    board busdisplay busio codeop countio digitalio displayio epaperdisplay floppyio
    fontio fourwire framebufferio getpass gifio i2cdisplaybus i2ctarget imagecapture
    jpegio keypad keypad_demux locale lvfontio memorymap microcontroller msgpack
    neopixel_write nvm onewireio paralleldisplaybus picodvi pulseio pwmio qrio
    rainbowio rgbmatrix rotaryio rp2pio rtc sdcardio sdioio sharpdisplay storage
    supervisor synthio terminalio tilepalettemapper touchio ulab usb usb_cdc usb_hid
    usb_host usb_midi usb_video vectorio watchdog
    """.split()
)

BOOT_OUT_RE = re.compile(
    r"CircuitPython (\d+)\.(\d+)\.(\d+)([-+.0-9A-Za-z]*)(?: on [^;]*)?(?:; (.*))?"
)
MPY_CROSS_RE = re.compile(r"CircuitPython (\d+)\.(\d+)\.(\d+)([-+.0-9A-Za-z]*)")

# Adafruit's published mpy-cross builds (circuitpython-build-tools' S3_MPY_PREFIX);
# SOLITAIRE_MPY_CROSS_URL stands in for it (tests serve a fake from a file:// folder).
MPY_CROSS_URL = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross"
MPY_CROSS_URL_ENV = "SOLITAIRE_MPY_CROSS_URL"
MAX_DOWNLOAD = 32 << 20  # the static builds are about 1 MB
# Free heap per board and each game's need, in KB (make bench writes it).
DEVICE_HEAP = os.path.join(ROOT, "host_tools", "device_heap.json")
BOARD_NAMES = {
    "pico": "Raspberry Pi Pico",
    "pico_w": "Raspberry Pi Pico W",
    "pico2": "Raspberry Pi Pico 2",
    "pico2_w": "Raspberry Pi Pico 2 W",
}


class FlashError(Exception):
    """Something that stops the flash; the message says what and what to do."""


class NoCompiler(FlashError):
    """No CircuitPython mpy-cross could be had and ``.py`` was not asked for
    (exit 2: the firmware would not run from ``.py``)."""


# --- the drive ----------------------------------------------------------------


class Drive:
    """A CircuitPython drive: its path and what ``boot_out.txt`` says."""

    def __init__(self, path, version, board, tag=None):
        self.path = path
        self.version = version  # (major, minor, micro)
        self.board = board
        # the full version as Adafruit names its builds: "9.2.8", "10.0.0-beta.2"
        self.tag = tag or "%d.%d.%d" % version

    @property
    def major(self):
        return self.version[0]

    def __repr__(self):
        return "Drive(%r, %r, %r)" % (self.path, self.version, self.board)


def read_drive(path):
    """Gets the :class:`Drive` at ``path``.

    :raises FlashError: when ``path`` is not a folder, has no ``boot_out.txt``,
        or its ``boot_out.txt`` names no CircuitPython version.
    """
    what = (
        "a CircuitPython drive has a boot_out.txt at its top whose first line reads like "
        "'Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040'"
    )
    if not os.path.isdir(path):
        raise FlashError("%s: no such folder (%s)" % (path, what))
    boot_out = os.path.join(path, "boot_out.txt")
    try:
        with open(boot_out, "rb") as f:
            text = f.read(4096).decode("utf-8", "replace")
    except FileNotFoundError:
        raise FlashError(
            "%s is not a CircuitPython drive: it has no boot_out.txt (%s). "
            "Is the board plugged in with CircuitPython on it? See 'Build your own' in README.md."
            % (path, what)
        ) from None
    except OSError as e:
        raise FlashError(
            "cannot read %s (%s; %s). Unplug the board, plug it in again and retry"
            % (boot_out, e.strerror or e, what)
        ) from None
    m = BOOT_OUT_RE.search(text)
    if not m:
        first = text.splitlines()[0] if text else "(empty)"
        raise FlashError(
            "%s is not a CircuitPython drive: its boot_out.txt begins %r and names no "
            "CircuitPython version (%s)" % (path, first[:80], what)
        )
    version = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    tag = "%d.%d.%d%s" % (version + (m.group(4),))
    return Drive(path, version, (m.group(5) or "").strip(), tag)


def version_text(drive):
    return "%d.%d.%d" % drive.version


FAT_TYPES = ("vfat", "msdos", "fat", "exfat", "fuseblk")


def linux_mount_points(mounts_text):
    """Gets the FAT mount points listed in ``/proc/mounts`` text (octal
    escapes such as ``\\040`` for a space undone).

    >>> linux_mount_points("/dev/sda1 /media/me/CIRCUITPY vfat rw 0 0\\nproc /proc proc rw 0 0")
    ['/media/me/CIRCUITPY']
    """
    points = []
    for line in mounts_text.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[2] in FAT_TYPES:
            points.append(re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), parts[1]))
    return points


def candidate_folders(system=None, mounts_text=None, user=None, drive_letters=None):
    """Gets ``(folders, where)``: the folders where a CIRCUITPY drive may be
    mounted on this system, and a description of where it looked.

    ``system`` is ``sys.platform``; the other arguments stand in for the
    machine in tests.
    """
    system = system or sys.platform
    if user is None:
        try:
            user = getpass.getuser()
        except Exception:  # no name for this uid (containers)
            user = ""
    found = []
    if system.startswith("win"):
        letters = drive_letters if drive_letters is not None else windows_drive_letters()
        found = ["%s:\\" % d for d in letters]
        where = "drives %s" % (" ".join("%s:" % d for d in letters) or "(none)")
    elif system == "darwin":
        try:
            found = [os.path.join("/Volumes", n) for n in sorted(os.listdir("/Volumes"))]
        except OSError:
            found = []
        where = "/Volumes/*"
    else:
        if mounts_text is None:
            try:
                with open("/proc/self/mounts") as f:
                    mounts_text = f.read()
            except OSError:
                mounts_text = ""
        found = linux_mount_points(mounts_text)
        bases = (("/media/%s" % user, "/run/media/%s" % user) if user else ()) + ("/media",)
        for base in bases:
            try:
                found += [os.path.join(base, n) for n in sorted(os.listdir(base))]
            except OSError:
                pass
        where = "FAT drives in /proc/mounts, %s/*" % "/*, ".join(bases)
    seen = []
    for p in found:
        if p not in seen:
            seen.append(p)
    return seen, where


def windows_drive_letters():
    """Gets the drive letters in use on Windows (skipping A: and B:)."""
    try:
        import ctypes

        mask = ctypes.windll.kernel32.GetLogicalDrives()
    except (ImportError, AttributeError, OSError):
        mask = (1 << 26) - 1
    return [c for i, c in enumerate(string.ascii_uppercase) if mask >> i & 1 and i >= 2]


def find_drives(candidates):
    """Gets the CircuitPython drives among ``candidates`` (folders)."""
    drives = []
    for path in candidates:
        try:
            if not os.path.isfile(os.path.join(path, "boot_out.txt")):
                continue
            drives.append(read_drive(path))
        except (OSError, FlashError):
            continue
    return drives


def pick_drive(explicit=None, candidates=None):
    """Gets the drive to flash: ``explicit``, or the one mounted CIRCUITPY drive.

    ``candidates`` is ``(folders, where)`` as :func:`candidate_folders` gives.

    :raises FlashError: when ``explicit`` is not a CircuitPython drive, or
        none or several are found.
    """
    if explicit:
        return read_drive(explicit)
    folders, where = candidates if candidates is not None else candidate_folders()
    drives = find_drives(folders)
    if len(drives) > 1:
        named = [d for d in drives if os.path.basename(d.path.rstrip("\\/")) == "CIRCUITPY"]
        if len(named) == 1:
            return named[0]
        raise FlashError(
            "several CircuitPython drives are mounted (%s): say which with "
            "make flash DRIVE=path" % ", ".join(d.path for d in drives)
        )
    if not drives:
        raise FlashError(
            "no CircuitPython drive found: looked for a boot_out.txt naming a CircuitPython "
            "version in %s (%d folders). Plug the board in (it shows up as a drive named "
            "CIRCUITPY) or name the folder: make flash DRIVE=path" % (where, len(folders))
        )
    return drives[0]


# --- what goes on the drive ---------------------------------------------------


def read_requirements(path=REQUIREMENTS):
    """Gets ``[(module, version)]`` from a circup requirements file.

    Lines are ``module==version``; ``#`` starts a comment.

    :raises FlashError: on a line that is not ``module==version``.
    """
    reqs = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            m = re.fullmatch(r"([A-Za-z0-9_]+)\s*==\s*([0-9][0-9A-Za-z.+-]*)", line)
            if not m:
                raise FlashError("%s:%d: expected module==version, got %r" % (path, n, line))
            reqs.append((m.group(1).lower(), m.group(2)))
    return reqs


def _guarded(node):
    """Checks if a ``try`` statement catches ImportError (an optional import)."""
    for h in node.handlers:
        names = []
        if h.type is None:
            return True
        for t in h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]:
            if isinstance(t, ast.Name):
                names.append(t.id)
        if {"ImportError", "ModuleNotFoundError", "Exception"} & set(names):
            return True
    return False


def imported_modules(source, filename="<firmware>"):
    """Gets ``(required, optional)``: the top-level names a Python source
    imports, the optional ones being those inside a ``try`` that catches
    ImportError. Relative imports are left out.

    >>> required, optional = imported_modules(
    ...     "import os, a.b\\nfrom c import d\\ntry:\\n import e\\nexcept ImportError:\\n pass")
    >>> sorted(required), sorted(optional)
    (['a', 'c', 'os'], ['e'])
    """
    required = set()
    optional = set()

    def visit(node, names):
        if isinstance(node, ast.Try) and _guarded(node):
            for child in node.body:
                visit(child, optional)
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, names)
            return
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names.add(node.module.split(".")[0])
        for child in ast.iter_child_nodes(node):
            visit(child, names)

    visit(ast.parse(source, filename), required)
    required.discard("__future__")
    return required, optional - required


def firmware_files(firmware=FIRMWARE):
    """Gets the firmware's files as ``[relative path with /]``, sorted, leaving
    out caches and hidden files."""
    files = []
    for dirpath, dirnames, filenames in os.walk(firmware):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        for name in sorted(filenames):
            if name.startswith(".") or name.endswith((".pyc", TMP_SUFFIX)):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), firmware)
            files.append(rel.replace(os.sep, "/"))
    return files


def device_sources(firmware=FIRMWARE):
    """Gets the firmware's ``.py`` files the device can import, as relative
    paths: those reached from code.py and boot.py, and from each game
    family's ``play`` and ``text`` modules (which the console imports by
    name), through imports of the firmware's own modules (at any depth, lazy
    ones too, ``__import__`` of a module's whole name, and the names of a
    table of them, ``legal.module``'s). The rest (the notation parsers: the simulator's command line
    uses them) stay off the drive."""
    todo = [rel for rel in ("code.py", "boot.py") if os.path.isfile(os.path.join(firmware, rel))]
    # the console imports each game family's play and rules text by name
    # (``solitaire.<family>.play``, ``.text``: see ARCHITECTURE.md)
    pkgs = os.path.join(firmware, "solitaire")
    for family in sorted(os.listdir(pkgs)) if os.path.isdir(pkgs) else ():
        for mod in ("play.py", "text.py"):
            rel = "solitaire/%s/%s" % (family, mod)
            if os.path.isfile(os.path.join(firmware, rel)):
                todo.append(rel)
    seen = set(todo)
    while todo:
        rel = todo.pop()
        with open(os.path.join(firmware, rel), "rb") as f:
            tree = ast.parse(f.read(), rel)
        for node in ast.walk(tree):
            paths = []
            if isinstance(node, ast.Import):
                paths = [a.name.replace(".", "/") + ".py" for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                base = node.module.replace(".", "/")
                paths = [base + ".py"] + [base + "/" + a.name + ".py" for a in node.names]
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"solitaire(\.\w+)+", node.value):
                # a module's whole name, a string: a lazy ``__import__`` of it (no name
                # of its own on the device: ARCHITECTURE.md), of one of two or three
                # (``a if x else b``), or of a name set to one (legal.py's foundations)
                paths = [node.value.replace(".", "/") + ".py"]
            elif isinstance(node, ast.Constant) and isinstance(node.value, bytes) and re.match(rb"solitaire(\.\w+)+\. ", node.value):
                # a table of modules' names: a package's name, then its modules' (``legal.module``'s)
                words = node.value.decode().split()
                paths = [(words[0] + w).replace(".", "/") + ".py" for w in words[1:]]
            for path in paths:
                if path not in seen and os.path.isfile(os.path.join(firmware, path)):
                    seen.add(path)
                    todo.append(path)
    return seen


def check_imports(firmware, reqs):
    """Checks that every module the firmware imports is built into
    CircuitPython, part of the firmware, or pinned in ``reqs``.

    Gets the set of pinned modules the firmware imports.

    :raises FlashError: naming a module that is none of these.
    """
    own = set()
    for rel in firmware_files(firmware):
        top = rel.split("/")[0]
        own.add(top[:-3] if top.endswith(".py") else top)
    pinned = {m for m, _ in reqs}
    used = set()
    for rel in firmware_files(firmware):
        if not rel.endswith(".py"):
            continue
        with open(os.path.join(firmware, rel), "rb") as f:
            src = f.read()
        required, optional = imported_modules(src, rel)
        for name in required | optional:
            if name in own or name in BUILTIN:
                continue
            if name in pinned:
                used.add(name)
            elif name in required:
                raise FlashError(
                    "firmware/%s imports %s, which is neither built into CircuitPython nor "
                    "pinned in %s: add it there (module==version) and to requirements.txt"
                    % (rel, name, os.path.relpath(REQUIREMENTS, ROOT))
                )
    return used


def library_files(reqs):
    """Gets the pinned libraries' sources from this Python's installed
    packages, as ``[(path under lib/, source file)]``.

    :raises FlashError: when a library is missing or not the pinned version.
    """
    dists = importlib.metadata.packages_distributions()
    out = []
    for module, version in reqs:
        names = dists.get(module)
        if not names:
            raise FlashError(
                "%s is not installed in this Python (%s): run make flash, which uses the "
                "project's .venv (built from requirements.txt)" % (module, sys.executable)
            )
        dist = importlib.metadata.distribution(names[0])
        if dist.version != version:
            raise FlashError(
                "%s: this Python has %s %s, but %s pins %s; run make venv (requirements.txt "
                "and the pins must agree)"
                % (module, names[0], dist.version, os.path.relpath(REQUIREMENTS, ROOT), version)
            )
        found = []
        for f in dist.files or ():
            parts = f.parts
            if "__pycache__" in parts or not f.name.endswith(".py"):
                continue
            if parts[0] == module + ".py" or (parts[0] == module and len(parts) > 1):
                found.append(("/".join(parts), str(dist.locate_file(f))))
        if not found:
            raise FlashError("%s %s installs no %s sources" % (names[0], version, module))
        out += sorted(found)
    return out


# --- mpy-cross ----------------------------------------------------------------


def _first_line(text):
    text = (text or "").strip()
    return text.splitlines()[0][:70] if text else "nothing"


def find_mpy_cross(major, explicit=None, tag=None, which=shutil.which, run=subprocess.run):
    """Gets ``(path, note)``: a CircuitPython ``mpy-cross`` for a device of
    major version ``major`` (``explicit``, else the one on PATH), or
    ``(None, why not)``.

    With ``tag`` ("9.2.8") its version must be exactly that one. It is
    checked by running it: ``--version`` must name CircuitPython, and a test
    file it compiles must start with CircuitPython 9+'s ``C\\x06``.
    """
    path = explicit or which("mpy-cross")
    if not path:
        return None, "no mpy-cross on PATH"
    try:
        r = run([path, "--version"], capture_output=True, text=True, timeout=20)
        banner = (r.stdout or r.stderr or "").strip()
    except (OSError, subprocess.SubprocessError, ValueError) as e:
        return None, "%s does not run (%s)" % (path, e)
    m = MPY_CROSS_RE.search(banner)
    if not m:
        return None, (
            "%s is not CircuitPython's (it says %r; MicroPython's .mpy files do not load on "
            "CircuitPython 9+)" % (path, _first_line(banner))
        )
    version = "%s.%s.%s%s" % m.groups()
    if int(m.group(1)) != major:
        return None, "%s is CircuitPython %s's, the board runs %d.x" % (path, version, major)
    if tag and version != tag:
        return None, "%s is CircuitPython %s's, the board runs %s" % (path, version, tag)
    header = probe_header(path, run)
    if isinstance(header, str):
        return None, header
    if major >= 9 and header[:2] != b"C\x06":
        return None, (
            "%s says it is CircuitPython %s's, but the .mpy it makes starts %r, not "
            "CircuitPython 9+'s b'C\\x06' (MicroPython's mpy-cross?); the board would refuse "
            "those files" % (path, version, header[:2])
        )
    return path, "%s (CircuitPython %s)" % (path, version)


def probe_header(mpy_cross, run=subprocess.run):
    """Gets the first bytes of a one-line ``.mpy`` that ``mpy_cross`` makes,
    or a string saying why it made none."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "probe.py")
        out = os.path.join(tmp, "probe.mpy")
        with open(src, "w") as f:
            f.write("x = 1\n")
        try:
            r = run([mpy_cross, "-o", out, "-s", "probe.py", src], capture_output=True,
                    text=True, timeout=30)
        except (OSError, subprocess.SubprocessError, ValueError) as e:
            return "%s does not run (%s)" % (mpy_cross, e)
        if r.returncode != 0 or not os.path.isfile(out):
            return "%s could not compile a one-line test file (exit %d: %s)" % (
                mpy_cross, r.returncode, _first_line(r.stderr or r.stdout))
        with open(out, "rb") as f:
            return f.read(4)


def host_os():
    """Gets ``(system, machine)`` of this computer, as :mod:`platform` names them."""
    return platform.system(), platform.machine()


def download_names(tag, system=None, machine=None):
    """Gets the paths, under Adafruit's ``bin/mpy-cross/`` folder, of the
    static ``mpy-cross`` builds for CircuitPython ``tag`` that run on this
    computer (``[]`` when Adafruit publishes none for it), most likely first.

    The names are circuitpython-build-tools' (``build.py``, ``mpy_cross()``),
    plus Linux on 64-bit ARM (CircuitPython's own ``build-mpy-cross.yml``
    uploads ``static-aarch64``) and the newer macOS folder.

    >>> download_names("9.2.8", "Linux", "x86_64")
    ['linux-amd64/mpy-cross-linux-amd64-9.2.8.static']
    >>> download_names("9.2.8", "Windows", "AMD64")
    ['windows/mpy-cross-windows-9.2.8.static.exe']
    """
    if system is None or machine is None:
        system, machine = host_os()
    system, machine = system.title(), machine.lower()
    if system == "Linux" and machine in ("amd64", "x86_64"):
        return ["linux-amd64/mpy-cross-linux-amd64-%s.static" % tag]
    if system == "Linux" and machine in ("aarch64", "arm64"):
        return ["linux-aarch64/mpy-cross-linux-aarch64-%s.static-aarch64" % tag]
    if system == "Linux" and machine.startswith(("armv7", "armv6")):
        return ["linux-raspbian/mpy-cross-linux-raspbian-%s.static-raspbian" % tag]
    if system == "Darwin":
        names = ["macos-11/mpy-cross-macos-11-%s-universal" % tag]
        if machine == "arm64":
            names.append("macos/mpy-cross-macos-%s-arm64" % tag)
        return names
    if system == "Windows" and machine in ("amd64", "x86_64"):
        return ["windows/mpy-cross-windows-%s.static.exe" % tag]
    return []


def cache_dir(env=None):
    """Gets the folder downloaded ``mpy-cross`` builds are kept in:
    ``$XDG_CACHE_HOME/solitaire/mpy-cross`` (default ``~/.cache``; on Windows
    ``%LOCALAPPDATA%``)."""
    env = os.environ if env is None else env
    if os.name == "nt":
        base = env.get("LOCALAPPDATA") or os.path.join(os.path.expanduser("~"), "AppData", "Local")
    else:
        base = env.get("XDG_CACHE_HOME")
        if not base or not os.path.isabs(base):
            base = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "solitaire", "mpy-cross")


class CacheError(Exception):
    """The cache folder cannot be written."""


def download(url, dest, urlopen=urllib.request.urlopen):
    """Downloads ``url`` to ``dest`` (a temporary name beside it first,
    renamed over it once complete) and makes it executable.

    :raises CacheError: when ``dest``'s folder cannot be written.
    :raises Exception: whatever the download raises (offline, 404, ...).
    """
    folder = os.path.dirname(dest)
    try:
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=os.path.basename(dest) + ".", suffix=".part", dir=folder)
    except OSError as e:
        raise CacheError(
            "cannot write in the mpy-cross cache %s (%s); point XDG_CACHE_HOME at a writable "
            "folder, or name a CircuitPython mpy-cross with MPY_CROSS=path"
            % (folder, e.strerror or e)
        ) from None
    try:
        with os.fdopen(fd, "wb") as f:
            with urlopen(url, timeout=60) as r:
                size = 0
                while True:
                    chunk = r.read(1 << 16)
                    if not chunk:
                        break
                    size += len(chunk)
                    if size > MAX_DOWNLOAD:
                        raise ValueError("more than %d MB: not an mpy-cross" % (MAX_DOWNLOAD >> 20))
                    f.write(chunk)
            if not size:
                raise ValueError("the download is empty")
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o755)
        os.replace(tmp, dest)
    except BaseException:
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise


def fetch_mpy_cross(major, tag, cache=None, base_url=None, names=None, say=print,
                    run=subprocess.run, urlopen=urllib.request.urlopen):
    """Gets ``(path, note)``: Adafruit's ``mpy-cross`` for CircuitPython
    ``tag`` from the cache, else downloaded into it, checked as
    :func:`find_mpy_cross` checks; or ``(None, why not)``.

    A cached or downloaded binary that fails the check is deleted.
    ``base_url`` defaults to ``$SOLITAIRE_MPY_CROSS_URL``, else Adafruit's.
    """
    names = download_names(tag) if names is None else names
    if not names:
        system, machine = host_os()
        return None, (
            "Adafruit publishes no mpy-cross for this computer (%s %s); name one with "
            "MPY_CROSS=path" % (system, machine)
        )
    cache = cache or cache_dir()
    base = (base_url or os.environ.get(MPY_CROSS_URL_ENV) or MPY_CROSS_URL).rstrip("/")

    for name in names:
        cached = os.path.join(cache, os.path.basename(name))
        if not os.path.lexists(cached):
            continue
        path, note = find_mpy_cross(major, explicit=cached, tag=tag, run=run)
        if path:
            return path, note + ", cached"
        say("mpy-cross: the cached %s fails its check (%s); deleting it" % (cached, note))
        try:
            os.remove(cached)
        except OSError as e:
            return None, "the cached %s is bad (%s) and cannot be deleted (%s); delete it by hand" % (
                cached, note, e.strerror or e)

    failures = []
    for name in names:
        url = "%s/%s" % (base, name)
        dest = os.path.join(cache, os.path.basename(name))
        say("mpy-cross: downloading CircuitPython %s's from %s into %s" % (tag, url, cache))
        try:
            download(url, dest, urlopen)
        except CacheError as e:
            return None, str(e)
        except Exception as e:  # offline, 404, a bad URL: all mean "not from there"
            failures.append("%s: %s" % (url, getattr(e, "reason", None) or e))
            continue
        path, note = find_mpy_cross(major, explicit=dest, tag=tag, run=run)
        if path:
            return path, note + ", downloaded from %s" % url
        try:
            os.remove(dest)
        except OSError:
            pass
        return None, "the mpy-cross downloaded from %s failed its check and was deleted: %s" % (
            url, note)
    return None, "could not download CircuitPython %s's mpy-cross (offline?) (%s)" % (
        tag, "; ".join(failures))


# --- does it fit? -------------------------------------------------------------


def _kb(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


def load_device_heap(path=None):
    """Gets ``(figures, problem)``: the free heap per board and what each
    game needs, in KB, from ``device_heap.json``, as
    ``({"boards": {key: kb}, "games": {name: (mpy_kb, py_kb)}}, None)``, or
    ``(None, what is wrong with the file)``. Entries of the wrong shape are
    left out."""
    path = path or DEVICE_HEAP
    shown = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
    try:
        with open(path, "rb") as f:
            doc = json.loads(f.read().decode("utf-8"))
    except FileNotFoundError:
        return None, "%s is missing (make bench writes it)" % shown
    except OSError as e:
        return None, "%s cannot be read (%s)" % (shown, e.strerror or e)
    except ValueError as e:
        return None, "%s is not valid JSON (%s)" % (shown, e)
    boards = doc.get("boards") if isinstance(doc, dict) else None
    games = doc.get("games") if isinstance(doc, dict) else None
    boards = {str(k): v for k, v in boards.items() if _kb(v)} if isinstance(boards, dict) else {}
    out = {}
    for name, g in games.items() if isinstance(games, dict) else ():
        if isinstance(g, dict) and _kb(g.get("py_kb")) and _kb(g.get("mpy_kb")):
            out[str(name)] = (g["mpy_kb"], g["py_kb"])
    if not boards or not out:
        return None, (
            "%s has no usable figures (expected {\"boards\": {\"pico\": KB, ...}, \"games\": "
            "{\"klondike\": {\"mpy_kb\": KB, \"py_kb\": KB}, ...}})" % shown
        )
    return {"boards": boards, "games": out}, None


def board_key(board):
    """Gets the key in ``device_heap.json`` of the board ``boot_out.txt``
    names, or None.

    >>> board_key("Raspberry Pi Pico W with rp2040"), board_key("Raspberry Pi Pico 2 with rp2350a")
    ('pico_w', 'pico2')
    """
    name = " ".join(board.split(" with ")[0].lower().split())
    return {v.lower(): k for k, v in BOARD_NAMES.items()}.get(name)


def fit_note(drive, path=None):
    """Gets one line saying which games will not fit in ``drive``'s board's
    free heap when installed as ``.py``."""
    figures, problem = load_device_heap(path)
    if figures is None:
        return "which games fit from .py on this board is unknown: %s" % problem
    boards, games = figures["boards"], figures["games"]
    key = board_key(drive.board)
    if key in boards:
        where = "the %s's %g KB of free heap" % (BOARD_NAMES[key], boards[key])
    else:
        key = "pico_w" if "pico_w" in boards else min(boards, key=boards.get)
        where = "%g KB of free heap (the %s's, the smallest; %s has no figures of its own)" % (
            boards[key], BOARD_NAMES.get(key, key), repr(drive.board) if drive.board else
            "this board")
    free = boards[key]
    big = sorted((name, mpy, py) for name, (mpy, py) in games.items() if py > free)
    if not big:
        return "every game fits from .py in %s" % where
    return (
        "from .py these games will not fit in %s: %s. Give make flash a CircuitPython mpy-cross "
        "(MPY_CROSS=path, or run it once online)"
        % (where, ", ".join(
            "%s (%g KB as .py, %g KB as .mpy%s)"
            % (name, py, mpy, "" if mpy <= free else ": too big either way")
            for name, mpy, py in big))
    )


def choose_compiler(drive, mpy_cross="auto", say=print, heap=None, **fetch):
    """Gets the ``mpy-cross`` to compile for ``drive`` with, or None to copy
    ``.py``, and says which in one line (and, for ``.py``, which games will
    not fit).

    ``mpy_cross``: "auto" (``$MPY_CROSS``, else one on PATH of the board's
    exact version, else Adafruit's, cached or downloaded, else a
    CircuitPython one on PATH of the same major version), None (``.py``) or a
    path. ``fetch`` goes to :func:`fetch_mpy_cross`.

    :raises FlashError: when the named ``mpy-cross`` is not fit to use.
    """
    if mpy_cross is None:
        say("compiling: no, copying .py sources (asked for)")
        say(fit_note(drive, heap))
        return None
    explicit = mpy_cross if mpy_cross != "auto" else os.environ.get("MPY_CROSS")
    if explicit:
        path, note = find_mpy_cross(drive.major, explicit=explicit)
        if not path:
            raise FlashError(
                "cannot compile with the mpy-cross named (--mpy-cross or MPY_CROSS): %s. Name "
                "CircuitPython %d's mpy-cross, or leave MPY_CROSS unset to download it"
                % (note, drive.major)
            )
        say("compiling: .mpy with %s" % note)
        return path
    path, on_path = find_mpy_cross(drive.major, tag=drive.tag)
    if path:
        say("compiling: .mpy with %s, from PATH" % on_path)
        return path
    path, note = fetch_mpy_cross(drive.major, drive.tag, say=say, **fetch)
    if path:
        say("compiling: .mpy with %s" % note)
        return path
    near, near_note = find_mpy_cross(drive.major)
    if near:
        say("compiling: .mpy with %s, from PATH: %s" % (near_note, note))
        return near
    why = note if on_path == "no mpy-cross on PATH" else "%s; %s" % (note, on_path)
    say(fit_note(drive, heap))
    names = download_names(drive.tag)
    where = "%s/%s" % (os.environ.get(MPY_CROSS_URL_ENV) or MPY_CROSS_URL, names[0]) if names else "Adafruit's bin/mpy-cross/ folder"
    raise NoCompiler(
        "no CircuitPython %s mpy-cross, so nothing was copied (from .py the games would not fit the "
        "board's heap): %s. Get the compiler: run make flash once online (it keeps Adafruit's in %s), "
        "or download %s and give make flash MPY_CROSS=path; make flash FLASH_ARGS=--py copies .py anyway"
        % (drive.tag, why, cache_dir(), where)
    )


# -O3 leaves out the line-number tables (CircuitPython's py/emitbc.c,
# mp_emit_bc_set_source_line): about 8% less code on the heap; a traceback
# then names the function but not the line. sim/mpy.py compiles the same way.
MPY_OPT = ("-O3",)


def module_name(dest):
    """Gets the import name of the module installed at ``dest``
    (``solitaire/console/app.py`` -> ``solitaire.console.app``,
    ``lib/x.py`` -> ``x``): the source name its ``.mpy`` carries, for
    tracebacks. The import makes that string a qstr anyway, where a file
    path would be one more a module, held in the heap for good (sim/mpy.py
    ``module_name`` names the harness's the same way)."""
    parts = dest[:-3].split("/")
    if len(parts) > 1 and parts[0] == "lib":
        parts = parts[1:]
    if len(parts) > 1 and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def compile_mpy(mpy_cross, source, name, major, run=subprocess.run):
    """Gets the ``.mpy`` bytes of ``source`` (a file), compiled as ``name``
    (its import name: ``module_name``).

    :raises FlashError: when mpy-cross fails or its output is not a
        CircuitPython 9+ ``.mpy``.
    """
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.mpy")
        try:
            r = run([mpy_cross, *MPY_OPT, "-o", out, "-s", name, source], capture_output=True, text=True)
        except (OSError, subprocess.SubprocessError) as e:
            raise FlashError("mpy-cross (%s) does not run: %s" % (mpy_cross, e)) from None
        if r.returncode != 0 or not os.path.isfile(out):
            raise FlashError("mpy-cross failed on %s: %s" % (name, (r.stderr or r.stdout).strip()))
        with open(out, "rb") as f:
            data = f.read()
    if major >= 9 and data[:2] != b"C\x06":
        raise FlashError(
            "mpy-cross made %s starting %r, not the CircuitPython 9+ header b'C\\x06'; "
            "MicroPython's mpy-cross? Name CircuitPython's with MPY_CROSS=path, or use --py to "
            "copy sources" % (name, data[:2])
        )
    return data


# --- the plan -----------------------------------------------------------------


class Item:
    """One file to put on the drive."""

    def __init__(self, dest, data, origin):
        self.dest = dest  # relative, with /
        self.data = data
        self.origin = origin
        self.sha = hashlib.sha256(data).hexdigest()

    def __repr__(self):
        return "Item(%r, <%d bytes>, %r)" % (self.dest, len(self.data), self.origin)


def _order(dest):
    """Sort key: libraries, assets, the package, boot.py, and code.py last."""
    if dest == "code.py":
        return (3, dest)
    if dest == "boot.py":
        return (2, dest)
    if dest.startswith("lib/"):
        return (0, dest)
    return (1, dest)


def plan(drive, firmware=FIRMWARE, requirements=REQUIREMENTS, mpy_cross=None, libs=True, say=print):
    """Gets the files to install as ``[Item]``, code.py last.

    ``mpy_cross`` is a CircuitPython mpy-cross to compile with (None: copy
    ``.py``). ``code.py`` and ``boot.py`` are always sources.
    """
    items = []

    def add(dest, path, origin):
        if mpy_cross and dest.endswith(".py") and dest not in ("code.py", "boot.py"):
            data = compile_mpy(mpy_cross, path, module_name(dest), drive.major)
            dest = dest[:-3] + ".mpy"
        else:
            with open(path, "rb") as f:
                data = f.read()
        items.append(Item(dest, data, origin))

    if not os.path.isfile(os.path.join(firmware, "code.py")):
        raise FlashError("%s has no code.py: nothing to flash" % firmware)
    reqs = read_requirements(requirements)
    used = check_imports(firmware, reqs)
    needed = device_sources(firmware)
    left = []
    for rel in firmware_files(firmware):
        if rel == "settings.toml":
            continue  # the player's: pins and options live there
        if rel.endswith(".py") and rel not in needed:
            left.append(rel)
            continue
        add(rel, os.path.join(firmware, *rel.split("/")), "firmware")
    if left:
        say("left off (the device never imports them): %s" % ", ".join(left))
    if libs:
        for rel, path in library_files(reqs):
            add("lib/" + rel, path, "lib")
        unused = sorted({m for m, _ in reqs} - used)
        say(
            "libraries: %s (from %s)%s"
            % (
                ", ".join("%s %s" % r for r in reqs),
                "this Python's site-packages",
                "; pinned but not imported by firmware/: %s" % ", ".join(unused) if unused else "",
            )
        )
    items.sort(key=lambda it: _order(it.dest))
    return items


# --- writing ------------------------------------------------------------------


def _path(drive, dest):
    return os.path.join(drive.path, *dest.split("/"))


def read_bytes(path, drop_cache=False):
    """Gets a file's bytes, or None when there is none. With ``drop_cache``,
    asks the OS to forget its cached pages first, so the bytes come from the
    drive itself (Linux; elsewhere a plain read)."""
    try:
        with open(path, "rb") as f:
            if drop_cache and hasattr(os, "posix_fadvise"):
                try:
                    os.posix_fadvise(f.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)
                except OSError:
                    pass
            return f.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def _fsync_dir(path):
    if os.name != "posix":
        return
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_file(path, data):
    """Writes ``data`` to ``path`` through a temporary name, then reads it
    back.

    :raises FlashError: when what reads back is not what was written.
    """
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    tmp = path + TMP_SUFFIX
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(folder)
    back = read_bytes(path, drop_cache=True)
    if back != data:
        raise FlashError(
            "%s: reading it back gave %s bytes that differ from the %d written; the drive may "
            "have been unplugged or be failing. Run make flash again."
            % (path, "no" if back is None else len(back), len(data))
        )


def read_manifest(drive):
    """Gets ``{dest: sha256}`` of what the last flash installed ({} when none)."""
    raw = read_bytes(os.path.join(drive.path, MANIFEST))
    if not raw:
        return {}
    try:
        files = json.loads(raw.decode("utf-8")).get("files", {})
        return {str(k): str(v) for k, v in files.items()}
    except (ValueError, AttributeError):
        return {}


def manifest_bytes(items, drive):
    doc = {
        "about": "files installed by the solitaire console's make flash (host_tools/flash.py); "
        "anything not listed here is never touched",
        "circuitpython": version_text(drive),
        "files": {it.dest: it.sha for it in items},
    }
    return (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode()


def _rounded(n, block):
    return -(-n // block) * block if n else 0


def room_needed(changes, block):
    """Gets the most space the copy takes beyond what is free now: each file
    is written whole beside its old version, then replaces it.

    ``changes`` is ``[(new size, old size or 0)]`` in the order written.
    """
    grown = 0
    peak = 0
    for new, old in changes:
        peak = max(peak, grown + _rounded(new, block))
        grown += _rounded(new, block) - _rounded(old, block)
    return max(peak, grown)


class Summary:
    def __init__(self):
        self.copied = []  # (dest, bytes)
        self.unchanged = 0
        self.removed = []
        self.kept = []  # dropped from the firmware but changed on the drive: left alone
        self.free = 0

    @property
    def bytes(self):
        return sum(n for _, n in self.copied)


def save_file_room(drive, block=512):
    """Gets the bytes the console's save file will take on ``drive`` (0 when
    it is there already): its size comes from the firmware's own layout."""
    if os.path.exists(os.path.join(drive.path, "saves", "solitaire.sav")):
        return 0
    if FIRMWARE not in sys.path:
        sys.path.append(FIRMWARE)
    from solitaire.console.loading import ring

    return _rounded(ring(None, "/saves/solitaire.sav").length, block) + block  # and its folder


def flash(
    drive,
    firmware=FIRMWARE,
    requirements=REQUIREMENTS,
    mpy_cross="auto",
    libs=True,
    dry_run=False,
    disk_usage=shutil.disk_usage,
    block=None,
    say=print,
    heap=None,
):
    """Installs the firmware on ``drive`` (a :class:`Drive`) and gets a
    :class:`Summary`.

    ``mpy_cross``: "auto" (CircuitPython's mpy-cross for the board's version:
    see :func:`choose_compiler`), None (copy ``.py``) or a path.
    ``disk_usage(path)`` gives ``.free`` (a stand-in for tests). ``block`` is
    the drive's allocation unit (default: from ``os.statvfs``, else 512).
    ``heap`` is the ``device_heap.json`` to read (default: host_tools').

    :raises FlashError: before writing anything when the drive is read-only
        or too full; while writing, when a file does not read back.
    """
    say(
        "drive: %s (CircuitPython %s%s)"
        % (drive.path, version_text(drive), ", " + drive.board if drive.board else "")
    )
    if drive.major < MIN_MAJOR:
        raise FlashError(
            "%s runs CircuitPython %s; the firmware needs %d.x or later (it uses busdisplay and "
            "i2cdisplaybus). Put a newer CircuitPython on the board first ('Build your own' "
            "in README.md)" % (drive.path, version_text(drive), MIN_MAJOR)
        )
    compiler = choose_compiler(drive, mpy_cross, say, heap)
    items = plan(drive, firmware, requirements, compiler, libs, say)
    old_manifest = read_manifest(drive)
    summary = Summary()
    changes = []
    todo = []
    for it in items:
        path = _path(drive, it.dest)
        if os.path.isdir(path):
            raise FlashError(
                "%s is a folder on the drive, where the firmware has a file; move it away" % path
            )
        folder = os.path.dirname(it.dest)
        while folder:  # every folder on the way, checked before the first write
            if os.path.isfile(_path(drive, folder)):
                raise FlashError(
                    "%s is a file on the drive, where the firmware needs a folder; move it away. "
                    "Nothing was written" % _path(drive, folder)
                )
            folder = os.path.dirname(folder)
        current = read_bytes(path)
        if current == it.data:
            summary.unchanged += 1
            continue
        todo.append(it)
        changes.append((len(it.data), len(current) if current is not None else 0))

    # files the last flash installed that the firmware no longer has
    dest_set = {it.dest for it in items}
    stale = []
    for dest, sha in sorted(old_manifest.items()):
        if dest in dest_set or dest == MANIFEST:
            continue
        current = read_bytes(_path(drive, dest))
        if current is None:
            continue
        if hashlib.sha256(current).hexdigest() == sha:
            stale.append(dest)
        else:
            summary.kept.append(dest)

    # a source installed by hand shadows a compiled module (.py wins over .mpy)
    for it in items:
        if it.dest.endswith(".mpy"):
            src = it.dest[:-4] + ".py"
            if os.path.isfile(_path(drive, src)) and src not in old_manifest:
                say("warning: %s on the drive hides the new %s; delete it by hand" % (src, it.dest))

    new_manifest = manifest_bytes(items, drive)
    manifest_changed = read_bytes(os.path.join(drive.path, MANIFEST)) != new_manifest
    if todo or stale or manifest_changed:
        old = read_bytes(os.path.join(drive.path, MANIFEST))
        changes.append((len(new_manifest), len(old) if old else 0))

    free = disk_usage(drive.path).free
    if block is None:
        try:
            block = os.statvfs(drive.path).f_bsize or 512
        except (AttributeError, OSError):
            block = 512
    new_dirs = {os.path.dirname(_path(drive, it.dest)) for it in todo}
    new_dirs = [d for d in new_dirs if not os.path.isdir(d)]
    need = room_needed(changes, block) + block * len(new_dirs)
    if need > free:
        raise FlashError(
            "not enough room on %s: copying %d changed files needs %s bytes at its peak, the "
            "drive has %s free. Nothing was written. Make room (libraries in lib/ you no longer "
            "use, say; not your saves) or compile to .mpy, and run it again"
            % (drive.path, len(todo), format(need, ","), format(free, ","))
        )
    save_room = save_file_room(drive, block)
    if save_room and need + save_room > free:
        say(
            "warning: after this copy %s has about %s bytes free; the save file (saves/solitaire.sav) "
            "needs %s. The console will then save to its NVM only (the game, the statistics and "
            "settings, no set-aside copies) and say so once. Make room to keep the save file."
            % (drive.path, format(max(0, free - need), ","), format(save_room, ","))
        )
    if dry_run:
        for it in todo:
            say("  would copy %-52s %8s bytes" % (it.dest, format(len(it.data), ",")))
        for dest in stale:
            say("  would remove %s (installed by an earlier flash, no longer in firmware/)" % dest)
        summary.free = free
        say(
            "dry run: %d files would be copied (%s bytes), %d unchanged, %d removed; %s bytes free"
            % (len(todo), format(sum(len(i.data) for i in todo), ","), summary.unchanged,
               len(stale), format(free, ","))
        )
        return summary

    writes = bool(todo or stale or manifest_changed)
    if writes and not os.access(drive.path, os.W_OK):
        raise FlashError(
            "%s is read-only: the board's boot.py may have given the storage to the game (for "
            "saves); restart it in USB-write mode (see 'Build your own' in README.md) and run "
            "make flash again. Nothing was written." % drive.path
        )

    _remove_leftovers(drive, items)
    for it in todo:
        write_file(_path(drive, it.dest), it.data)
        summary.copied.append((it.dest, len(it.data)))
        say("  copied %-52s %8s bytes" % (it.dest, format(len(it.data), ",")))
    for dest in stale:
        os.remove(_path(drive, dest))
        summary.removed.append(dest)
        say("  removed %s (installed by an earlier flash, no longer in firmware/)" % dest)
    for dest in summary.kept:
        say("  kept %s: no longer in firmware/, but changed since it was installed" % dest)
    if writes:
        write_file(os.path.join(drive.path, MANIFEST), new_manifest)
    summary.free = disk_usage(drive.path).free
    say(
        "summary: %s%d files copied (%s bytes), %d unchanged, %d removed; all %d firmware files "
        "on the drive match (written ones read back); %s bytes free"
        % (
            "" if todo or stale else "nothing changed: ",
            len(summary.copied),
            format(summary.bytes, ","),
            summary.unchanged,
            len(summary.removed),
            len(items),
            format(summary.free, ","),
        )
    )
    return summary


def _remove_leftovers(drive, items):
    """Removes temporary files an interrupted flash left (only our suffix,
    only beside files we install)."""
    for folder in {os.path.dirname(_path(drive, it.dest)) for it in items} | {drive.path}:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if name.endswith(TMP_SUFFIX):
                try:
                    os.remove(os.path.join(folder, name))
                except OSError:
                    pass


def run_circup(drive, requirements=REQUIREMENTS, run=subprocess.run):
    """Installs the pinned libraries with circup (needs the internet): it
    fetches the Adafruit bundle's ``.mpy`` builds for the board's version."""
    circup = shutil.which("circup")
    if not circup:
        raise FlashError("--circup: circup is not on PATH (pip install circup)")
    r = run([circup, "--path", drive.path, "install", "-r", requirements])
    if r.returncode:
        raise FlashError("circup failed (exit %d)" % r.returncode)


def main(argv=None, disk_usage=shutil.disk_usage):
    p = argparse.ArgumentParser(
        prog="make flash",
        description="Copy firmware/ and its libraries to a CircuitPython drive (only what "
        "changed; the player's saves are never touched).",
    )
    p.add_argument("--drive", help="the drive's folder (default: find the mounted CIRCUITPY)")
    p.add_argument("--firmware", default=FIRMWARE, help=argparse.SUPPRESS)
    g = p.add_mutually_exclusive_group()
    g.add_argument("--py", action="store_true", help="copy .py sources even if mpy-cross is found (without --py, "
                   "no CircuitPython mpy-cross to be had stops it, exit 2: from .py the games don't fit the heap)")
    g.add_argument(
        "--mpy-cross",
        help="compile with this CircuitPython mpy-cross (or MPY_CROSS=path; default: "
        "Adafruit's for the board's version, downloaded once into %s)" % cache_dir(),
    )
    p.add_argument(
        "--circup",
        action="store_true",
        help="install lib/ with circup (internet; the bundle's .mpy) instead of from .venv",
    )
    p.add_argument("--dry-run", action="store_true", help="say what would change, write nothing")
    p.add_argument("--free-bytes", type=int, help=argparse.SUPPRESS)  # tests: pretend this is free
    args = p.parse_args(argv)

    if args.free_bytes is not None:
        free = args.free_bytes

        class Usage:
            def __init__(self, path):
                self.free = free

        disk_usage = Usage
    try:
        drive = pick_drive(args.drive)
        mpy = None if args.py else (args.mpy_cross or "auto")
        flash(
            drive,
            firmware=args.firmware,
            mpy_cross=mpy,
            libs=not args.circup,
            dry_run=args.dry_run,
            disk_usage=disk_usage,
        )
        if args.circup and not args.dry_run:
            run_circup(drive)
    except NoCompiler as e:  # (refused: asked for nothing that can run)
        print("make flash: %s" % e, file=sys.stderr)
        return 2
    except FlashError as e:
        print("make flash: %s" % e, file=sys.stderr)
        return 1
    except OSError as e:
        print("make flash: %s (the drive may have been unplugged)" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
