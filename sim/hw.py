"""Stand-ins for the device's hardware modules, so ``firmware/code.py`` runs
unchanged on CPython.

Only the bus, the buttons and the buzzer are stood in: ``board`` (pin
names), ``busio`` (``I2C`` hands out the virtual panel), ``keypad`` (keys fed
from a script or the window), ``pwmio`` (the buzzer's notes, recorded and
played on a ``speaker`` when there is one) and ``supervisor`` (a virtual
millisecond clock). displayio, the I2C display bus and the SSD1306 driver
are the real ones.
"""

import contextlib
import io
import os
import runpy
import shutil
import sys
import tempfile
import threading
import time
import types

from sim import display, settings

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
BUTTON_KEYS = ("up", "down", "left", "right", "a", "b", "start", "select")


def _restore(modules, env):
    """Puts back sys.modules entries and environment variables as they were
    (None: there was none)."""
    for name, mod in modules.items():
        if mod is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = mod
    for k, v in env.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


class Stop(Exception):
    """Raised from the virtual keypad to end a simulated run."""


class Clock:
    """Virtual milliseconds; the console's idle sleeps advance it instead of
    waiting. Other threads (displayio's own poller sleeps every millisecond)
    really sleep, so they can't move the clock and make runs differ."""

    def __init__(self):
        self.ms = 0
        self.thread = threading.get_ident()
        self.real_sleep = time.sleep

    def ticks_ms(self):
        return self.ms & ((1 << 29) - 1)

    def sleep(self, seconds):
        if threading.get_ident() != self.thread:
            self.real_sleep(seconds)
            return
        self.ms += max(1, int(seconds * 1000))


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class EventQueue:
    """keypad's queue, fed by ``feed`` (a callable giving (key, pressed) or None)."""

    def __init__(self, feed):
        self.feed = feed
        self.overflowed = False

    def get_into(self, event):
        got = self.feed()
        if got is None:
            return False
        event.key_number, event.pressed = got
        return True

    def clear(self):
        self.overflowed = False


class Hardware:
    """The stand-in modules and what they saw."""

    def __init__(self, panel, feed, clock=None, nvm=None, drive=None, writable=True, held=()):
        self.panel = panel
        self.clock = clock or Clock()
        self.feed = feed
        self.i2c_args = None
        self.key_pins = None
        # storage (see the stand-ins at the end of this file): the NVM, a
        # folder standing in for the CIRCUITPY drive (None: a fresh one each
        # run), whether boot.py left it writable for code, pins held at boot
        self.nvm = nvm if nvm is not None else Nvm()
        self.drive = drive
        self.writable = writable
        self.held = set(held)
        self.led = []  # (ms, value) each time the LED was set
        self.remounts = []  # storage.remount() calls: (path, readonly)
        # the buzzer: (ms, frequency, duty cycle) each time its PWM output
        # changed, and what plays it (the window's sim.speaker.Speaker, or None)
        self.tones = []
        self.speaker = None

    def modules(self):
        hw = self
        board = types.ModuleType("board")
        for i in range(29):
            setattr(board, "GP%d" % i, Pin("GP%d" % i))
        board.LED = Pin("LED")

        busio = types.ModuleType("busio")
        # displayio's own modules name busio.SPI and friends in annotations
        for name in ("SPI", "UART"):
            setattr(busio, name, type(name, (), {}))

        def I2C(scl, sda, *, frequency=100000, timeout=255):
            hw.i2c_args = (scl, sda, frequency)
            hw.panel.frequency = frequency
            return hw.panel

        busio.I2C = I2C

        keypad = types.ModuleType("keypad")

        class Keys:
            def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
                hw.key_pins = [p.name for p in pins]
                self.key_count = len(pins)
                self.events = EventQueue(hw.feed)

        keypad.Keys = Keys
        keypad.Event = Event

        supervisor = types.ModuleType("supervisor")
        supervisor.ticks_ms = self.clock.ticks_ms
        mods = {"board": board, "busio": busio, "keypad": keypad, "supervisor": supervisor, "pwmio": pwm_module(self)}
        mods.update(storage_modules(self))
        return mods

    def run_code_py(self, env=None, defaults=None):
        """Runs ``firmware/code.py`` until the feed raises ``Stop``.

        The firmware's ``os.getenv`` gets a key from ``env`` (the command
        line's game, a test's settings), else from ``settings.toml`` on the
        drive, read as CircuitPython reads it (``sim/settings.py``: a broken
        line raises ValueError as on the device), else from the host's
        environment, else from ``defaults``.

        Gets the ``Console`` the run built (for inspection); it is also kept as
        ``self.console``.
        """
        saved = {name: sys.modules.get(name) for name in ("board", "busio", "keypad", "supervisor", "pwmio") + STORAGE_MODULES}
        saved_sleep = time.sleep
        saved_getenv = os.getenv
        env = dict(env or {})
        defaults = defaults or {}
        toml = settings.path_on(self.drive) if self.drive else None

        def getenv(key, default=None):
            value = settings.lookup(toml, key) if toml and key not in env else None
            return saved_getenv(key, defaults.get(key, default)) if value is None else value

        scratch = None
        if "SOLITAIRE_SAVES" not in env:
            if self.drive is None:
                scratch = scratch_drive()
            env["SOLITAIRE_SAVES"] = os.path.join(self.drive or scratch, "saves", "solitaire.sav")
        saved_env = {k: os.environ.get(k) for k in env}
        sys.modules.update(self.modules())
        display.poller_safe()  # (before the firmware makes its display)
        display.sheets_kept()
        # the firmware is imported afresh for this run (it binds the stand-in
        # modules at import) and the caller's own copy is put back after
        ours = {n: m for n, m in sys.modules.items() if n == "solitaire" or n.startswith("solitaire.")}
        for name in ours:
            del sys.modules[name]
        if FIRMWARE not in sys.path:
            sys.path.append(FIRMWARE)  # last: firmware/code.py must not hide the stdlib module "code"
        os.environ.setdefault("SOLITAIRE_ASSETS", os.path.join(FIRMWARE, "assets"))
        for k, v in (env or {}).items():
            os.environ[k] = v
        time.sleep = self.clock.sleep
        os.getenv = getenv
        try:
            runpy.run_path(os.path.join(FIRMWARE, "code.py"), run_name="__main__")
        except Stop:
            pass
        finally:
            device = sys.modules.get("solitaire.console.device")
            self.console = getattr(device, "LAST", None)
            for name in [n for n in sys.modules if n == "solitaire" or n.startswith("solitaire.")]:
                del sys.modules[name]
            sys.modules.update(ours)
            time.sleep = saved_sleep
            os.getenv = saved_getenv
            _restore(saved, saved_env)
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
        return self.console


def pwm_module(hw):
    """Gets the stand-in ``pwmio``: a ``PWMOut`` that records each change in
    ``hw.tones`` and sounds it on ``hw.speaker``; as CircuitPython's, it
    raises ValueError for a pin the buttons or the display hold."""
    pwmio = types.ModuleType("pwmio")

    class PWMOut:
        def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
            taken = list(hw.key_pins or ())
            if hw.i2c_args:
                taken += [p.name for p in hw.i2c_args[:2]]
            if pin.name in taken:
                raise ValueError("pin in use")
            self._frequency = frequency
            self._duty = duty_cycle

        def _sound(self):
            tone = (hw.clock.ticks_ms(), self._frequency, self._duty)
            if hw.tones and hw.tones[-1] == tone:  # (a note's frequency, then its duty cycle)
                return
            hw.tones.append(tone)
            if hw.speaker is not None:
                hw.speaker.tone(self._frequency if self._duty else 0)

        @property
        def frequency(self):
            return self._frequency

        @frequency.setter
        def frequency(self, hz):
            self._frequency = hz
            if self._duty:
                self._sound()

        @property
        def duty_cycle(self):
            return self._duty

        @duty_cycle.setter
        def duty_cycle(self, duty):
            self._duty = duty
            self._sound()

        def deinit(self):
            if self._duty and hw.speaker is not None:
                hw.speaker.tone(0)

    pwmio.PWMOut = PWMOut
    return pwmio


def scratch_drive():
    """Makes a drive folder for one run (``shot``, tests) in the temporary
    folder, named for this process; first removes those of processes that
    are gone (killed before they could clean up: a save file is 185 KiB)."""
    tmp = tempfile.gettempdir()
    for name in os.listdir(tmp):
        parts = name.split("-")
        if len(parts) == 3 and parts[0] == "circuitpy" and parts[1].isdigit() and not _alive(int(parts[1])):
            shutil.rmtree(os.path.join(tmp, name), ignore_errors=True)
    return tempfile.mkdtemp(prefix="circuitpy-%d-" % os.getpid())


def _alive(pid):
    if sys.platform == "win32":  # (os.kill there would end the process)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's, or it can't be told: kept
    return True


def key_script(names, clock, hold_ms=600, gap_ms=60, settle_ms=40, after=None):
    """Gets a keypad feed that presses the named buttons in turn.

    ``up down left right a b start select`` press and release; ``hold-a`` and
    ``hold-b`` hold A or B past the hold time; ``wait`` presses nothing for
    100 ms (the console's timers run). ``after(i, name)`` is called once key
    ``i`` has been handled. Raises ``Stop`` when done.

    :raises ValueError: for an unknown key name.
    """
    steps = []
    for name in names:
        if name == "wait":
            steps.append((None, 100, name))
            continue
        hold = name.startswith("hold-")
        base = name[5:] if hold else name
        if base not in BUTTON_KEYS:
            raise ValueError("unknown key %r (keys: %s hold-a hold-b)" % (name, " ".join(BUTTON_KEYS)))
        steps.append((BUTTON_KEYS.index(base), hold_ms if hold else gap_ms, name))
    state = {"i": 0, "pressed": False, "until": 0}

    def feed():
        i = state["i"]
        now = clock.ms
        if now < state["until"]:
            return None
        if state["pressed"]:
            state["pressed"] = False
            state["until"] = now + settle_ms
            if steps[i - 1][0] is None:
                return None  # a wait: nothing to release
            return (steps[i - 1][0], False)
        # the last key has settled: it has been handled and drawn
        if i and after is not None and state.get("told") != i:
            state["told"] = i
            after(i - 1, steps[i - 1][2])
        if i >= len(steps):
            raise Stop()
        state["i"] = i + 1
        state["pressed"] = True
        state["until"] = now + steps[i][1]
        if steps[i][0] is None:
            return None
        return (steps[i][0], True)

    return feed


# -- storage: the NVM, storage, digitalio, and a model of the FAT drive ---------
#
# ``microcontroller.nvm`` is ``Nvm`` (4 KiB of flash that counts erases and can
# be cut off mid-write); ``storage.getmount("/").readonly`` says what boot.py
# left; ``digitalio`` drives the LED (recorded in ``Hardware.led``) and reads
# the pins held at boot. ``FatVolume`` models the CIRCUITPY drive as FatFs
# writes it, sector by sector, to count what a save costs the flash.

STORAGE_MODULES = ("microcontroller", "digitalio", "storage")
SECTOR = 512
ERASE_SECTORS = 8  # a 4 KiB flash erase block holds eight 512-byte sectors


class PowerCut(Exception):
    """A simulated power cut stopped a write."""


class Nvm:
    """``microcontroller.nvm`` on an RP2040: one 4 KiB flash sector.

    As CircuitPython's RP2040 port writes it
    (ports/raspberrypi/common-hal/nvm/ByteArray.c): a slice assignment whose
    target bytes are all erased (0xFF) is only programmed; any other erases
    the whole sector and programs it again. ``erases`` and ``programs``
    count them.

    ``cut = (k, model)`` makes the next assignment fail with ``PowerCut``
    partway: model "torn" writes its first ``k`` bytes over the old ones;
    model "flash" is what the chip holds when power fails ``k`` bytes into
    programming (after an erase: the sector's first ``k`` bytes of the new
    image, 0xFF after them).
    """

    def __init__(self, size=4096, data=None):
        self.data = bytearray(b"\xff" * size) if data is None else bytearray(data)
        self.erases = 0
        self.programs = 0
        self.cut = None
        self.writes = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        v = self.data[i]
        return bytes(v) if isinstance(i, slice) else v

    def __setitem__(self, i, value):
        if not isinstance(i, slice):
            i = slice(i, i + 1)
            value = bytes([value])
        start, stop, step = i.indices(len(self.data))
        value = bytes(value)
        if step != 1 or stop - start != len(value):
            raise ValueError("nvm: slice and value differ in length")
        self.writes += 1
        erased = all(b == 0xFF for b in self.data[start:stop])
        new = bytearray(self.data)
        new[start:stop] = value
        if erased:
            self.programs += 1
        else:
            self.erases += 1
        cut, self.cut = self.cut, None
        if cut is not None:
            k, model = cut
            if model == "torn" or erased:
                k = min(k, len(value))
                self.data[start : start + k] = value[:k]
            else:
                self.data[:] = b"\xff" * len(self.data)
                self.data[:k] = new[:k]
            raise PowerCut()
        self.data[:] = new


def storage_modules(hw):
    """Gets the stand-in ``microcontroller``, ``digitalio`` and ``storage``."""
    mc = types.ModuleType("microcontroller")
    try:  # Blinka's, for everything but the NVM (busdisplay names its Pin)
        with contextlib.redirect_stdout(io.StringIO()):  # its "GENERIC_X86 is not fully
            # supported" warning: stdout is the command's own output
            import microcontroller as real
            import microcontroller.pin  # noqa: F401 (warns too)

        mc.__getattr__ = lambda name: getattr(real, name)
    except Exception:  # pragma: no cover
        mc.Pin = Pin
    mc.nvm = hw.nvm

    dio = types.ModuleType("digitalio")

    class Direction:
        INPUT = 0
        OUTPUT = 1

    class Pull:
        UP = 1
        DOWN = 2

    class DigitalInOut:
        def __init__(self, pin):
            self.pin = pin
            self.direction = Direction.INPUT
            self.pull = None
            self._value = False

        def switch_to_input(self, pull=None):
            self.direction = Direction.INPUT
            self.pull = pull

        def switch_to_output(self, value=False, **kw):
            self.direction = Direction.OUTPUT
            self.value = value

        @property
        def value(self):
            if self.direction == Direction.OUTPUT:
                return self._value
            held = self.pin.name in hw.held  # a button to GND reads low
            return not held if self.pull == Pull.UP else held

        @value.setter
        def value(self, v):
            self._value = bool(v)
            if self.pin.name == "LED":
                hw.led.append((hw.clock.ms, bool(v)))

        def deinit(self):
            pass

    dio.Direction = Direction
    dio.Pull = Pull
    dio.DigitalInOut = DigitalInOut

    st = types.ModuleType("storage")

    class Mount:
        @property
        def readonly(self):
            return not hw.writable

    def getmount(path):
        return Mount()

    def remount(path, readonly=False, *, disable_concurrent_write_protection=False):
        hw.remounts.append((path, readonly))
        hw.writable = not readonly

    st.getmount = getmount
    st.remount = remount
    return {"microcontroller": mc, "digitalio": dio, "storage": st}


def run_boot_py(hw, env=None):
    """Runs ``firmware/boot.py`` with the stand-ins; gets ``hw.remounts``."""
    saved = {name: sys.modules.get(name) for name in ("board",) + STORAGE_MODULES}
    saved_env = {k: os.environ.get(k) for k in (env or {})}
    mods = hw.modules()
    for name in saved:
        sys.modules[name] = mods[name]
    for k, v in (env or {}).items():
        os.environ[k] = v
    try:
        runpy.run_path(os.path.join(FIRMWARE, "boot.py"), run_name="__main__")
    finally:
        _restore(saved, saved_env)
    return hw.remounts


class FatVolume:
    """A model of the CIRCUITPY drive as CircuitPython's FatFs writes it, to
    count the flash erases a save costs.

    The layout is what FatFs ``f_mkfs`` makes of CircuitPython's 1 MB drive
    on a 2 MB Pico: FAT12, 512-byte sectors, one sector a cluster, one FAT,
    a 512-entry root directory (32 sectors); ``shift`` moves the data area
    by that many sectors, to try every alignment of clusters to erase blocks.

    What is modelled, as in FatFs R0.1x (lib/oofatfs/ff.c):

    * one *window* sector shared by the FAT and the directories; a changed
      window is written when another sector is moved into it and at sync;
    * a file's own one-sector buffer for partial sectors, written when the
      file moves to another sector and at sync;
    * whole sectors written straight from the caller's buffer, one sector a
      call (a cluster is one sector);
    * ``flush``/``close`` of a changed file: its buffer, then its directory
      entry (size, cluster, time: always rewritten), then the window;
    * new clusters next-fit from the last one allocated; ``mkdir`` writes the
      FAT, the new directory's sector and the parent's entry.

    And the flash under it: every sector write costs its 4 KiB erase block
    one erase (CircuitPython's RP2040 driver erases on every flush of its
    one-block cache, and reads flush it too; the count is an upper bound).
    ``erases[b]`` counts erase block ``b``; ``writes`` counts sector writes.
    """

    def __init__(self, sectors=2048, root_entries=512, shift=0):
        self.sectors = sectors
        self.fat0 = 1 + shift
        nclust = sectors - self.fat0 - root_entries // 16
        self.fat_sectors = (nclust * 3 // 2 + SECTOR - 1) // SECTOR
        self.root0 = self.fat0 + self.fat_sectors
        self.root_sectors = root_entries * 32 // SECTOR
        self.data0 = self.root0 + self.root_sectors
        self.nclust = sectors - self.data0
        self.fat = [0] * (self.nclust + 2)
        self.last = 1
        self.content = {}
        self.erases = [0] * ((sectors + ERASE_SECTORS - 1) // ERASE_SECTORS)
        self.writes = 0
        self.win = -1
        self.win_dirty = False
        self.root = _Dir(self, None)
        self.trace = None  # a list: each write's sector is appended
        self.cut = None  # (writes to let through, bytes of the next, model): a power cut

    # -- sectors ---------------------------------------------------------

    def write(self, sector, data=None):
        if self.cut is not None:
            n, k, model = self.cut
            if n > 0:
                self.cut = (n - 1, k, model)
            else:
                self.cut = None
                self._cut(sector, data, k, model)
                raise PowerCut()
        self.erases[sector // ERASE_SECTORS] += 1
        self.writes += 1
        if self.trace is not None:
            self.trace.append(sector)
        if data is not None:
            self.content[sector] = bytes(data)

    def _cut(self, sector, data, k, model):
        """What a power cut ``k`` bytes into writing ``sector`` leaves."""
        new = bytes(data) if data is not None else self.read(sector)
        if model == "torn":
            self.content[sector] = new[:k] + self.read(sector)[k:]
            return
        # "flash": the block was erased, then programmed from its start
        b0 = sector // ERASE_SECTORS * ERASE_SECTORS
        img = bytearray()
        for s in range(b0, b0 + ERASE_SECTORS):
            img += new if s == sector else self.read(s)
        cut = (sector - b0) * SECTOR + k
        img[cut:] = b"\xff" * (len(img) - cut)
        for i in range(ERASE_SECTORS):
            self.content[b0 + i] = bytes(img[i * SECTOR : (i + 1) * SECTOR])

    def read(self, sector):
        return self.content.get(sector, bytes(SECTOR))

    def move_window(self, sector):
        if sector != self.win:
            self.sync_window()
            self.win = sector

    def sync_window(self):
        if self.win_dirty:
            self.write(self.win)
            self.win_dirty = False

    def touch(self, sector):
        """Changes a FAT or directory sector (through the window)."""
        self.move_window(sector)
        self.win_dirty = True

    # -- clusters --------------------------------------------------------

    def csect(self, c):
        return self.data0 + c - 2

    def fat_sector(self, c):
        return self.fat0 + (c * 3 // 2) // SECTOR

    def alloc(self, prev=0):
        c = self.last
        for _ in range(self.nclust):
            c = c + 1 if c + 1 < self.nclust + 2 else 2
            if not self.fat[c]:
                self.fat[c] = -1
                self.touch(self.fat_sector(c))
                if prev:
                    self.fat[prev] = c
                    self.touch(self.fat_sector(prev))
                self.last = c
                return c
        raise OSError(28, "drive full")

    def free_chain(self, c):
        while c > 1:
            nxt = self.fat[c]
            self.fat[c] = 0
            self.touch(self.fat_sector(c))
            c = nxt

    def chain(self, c):
        out = []
        while c > 1:
            out.append(c)
            self.move_window(self.fat_sector(c))  # get_fat reads through the window
            c = self.fat[c]
        return out

    # -- paths -----------------------------------------------------------

    def _lookup(self, path):
        parts = [p for p in path.split("/") if p]
        d = self.root
        for p in parts[:-1]:
            e = d.find(p)
            if e is None or e.dir is None:
                raise OSError(2, "no such directory: %s" % path)
            d = e.dir
        return d, parts[-1] if parts else ""

    def size(self, path):
        try:
            d, name = self._lookup(path)
        except OSError:
            return -1
        e = d.find(name)
        return -1 if e is None or e.dir is not None else e.size

    def mkdir(self, path):
        d, name = self._lookup(path)
        if d.find(name) is not None:
            return
        c = self.alloc()
        self.sync_window()  # f_mkdir syncs the FAT before clearing the cluster
        self.move_window(self.csect(c))  # dir_clear, then "." and ".."
        self.win_dirty = True
        e = d.add(name)
        e.cluster = c
        e.dir = _Dir(self, c)
        self.sync_window()

    def mkdirs(self, path):
        parts = [p for p in path.split("/") if p]
        for i in range(1, len(parts) + 1):
            self.mkdir("/" + "/".join(parts[:i]))

    def remove(self, path):
        """Deletes a file, its clusters freed (FatFs ``f_unlink``)."""
        d, name = self._lookup(path)
        e = d.find(name)
        if e is None:
            raise OSError(2, "no such file")
        if e.cluster:
            self.free_chain(e.cluster)
        d.remove(e)

    def open(self, path, mode):
        d, name = self._lookup(path)
        e = d.find(name)
        if "w" in mode:
            if e is None:
                e = d.add(name)
            else:
                d.lookup_window(e)
                if e.cluster:
                    self.free_chain(e.cluster)
                e.cluster = 0
                e.size = 0
            f = FatFile(self, e)
            f.modified = True
            return f
        if e is None:
            raise OSError(2, "no such file: %s" % path)
        d.lookup_window(e)
        return FatFile(self, e)

    def rename(self, a, b):
        da, na = self._lookup(a)
        db, nb = self._lookup(b)
        e = da.find(na)
        if e is None:
            raise OSError(2, "no such file: %s" % a)
        da.remove(e)
        e2 = db.add(nb)
        e2.cluster, e2.size, e2.dir = e.cluster, e.size, e.dir
        self.sync_window()

    def files(self):
        """Gets the FatFs-style interface ``store.Store`` takes (``fs``)."""
        return self


class _Entry:
    def __init__(self, name, slot, nslots):
        self.name = name
        self.slot = slot  # index of its last 32-byte entry (the short one) in the directory
        self.nslots = nslots
        self.cluster = 0
        self.size = 0
        self.dir = None


def _slots_for(name):
    base, _, ext = name.partition(".")
    if 0 < len(base) <= 8 and len(ext) <= 3 and "." not in ext and (name == name.lower() or name == name.upper()):
        return 1
    return 1 + (len(name) + 12) // 13  # long-name entries, then the short one


class _Dir:
    def __init__(self, vol, cluster):
        self.vol = vol
        self.cluster = cluster  # None: the root directory
        self.entries = []
        self.used = 2 if cluster else 0  # "." and ".."

    def sector_of(self, slot):
        v = self.vol
        if self.cluster is None:
            return v.root0 + slot // 16
        chain = v.chain(self.cluster)
        i = slot // 16
        while i >= len(chain):  # the directory grows by a cluster
            c = v.alloc(chain[-1])
            v.sync_window()
            v.move_window(v.csect(c))
            v.win_dirty = True
            chain.append(c)
        return v.csect(chain[i])

    def find(self, name):
        for e in self.entries:
            if e.name == name:
                return e
        return None

    def lookup_window(self, e):
        self.vol.move_window(self.sector_of(e.slot))

    def add(self, name):
        n = _slots_for(name)
        e = _Entry(name, self.used + n - 1, n)
        self.used += n
        for k in range(n):  # dir_register writes each entry through the window
            self.vol.touch(self.sector_of(e.slot - n + 1 + k))
        self.entries.append(e)
        return e

    def remove(self, e):
        for k in range(e.nslots):
            self.vol.touch(self.sector_of(e.slot - e.nslots + 1 + k))
        self.entries.remove(e)


class FatFile:
    """An open file on a ``FatVolume``, written as FatFs ``f_write`` does."""

    def __init__(self, vol, entry):
        self.vol = vol
        self.e = entry
        self.pos = 0
        self.buf_sector = -1  # the file's own sector buffer
        self.buf = None
        self.dirty = False
        self.modified = False
        self.clusters = vol.chain(entry.cluster) if entry.cluster else []  # (FatFs follows it with get_fat)

    def _cluster_at(self, i, grow):
        v = self.vol
        chain = self.clusters
        while i >= len(chain):
            if not grow:
                return -1
            c = v.alloc(chain[-1] if chain else 0)
            if not chain:
                self.e.cluster = c
            chain.append(c)
        return chain[i]

    def seek(self, pos, whence=0):
        self.pos = pos if whence == 0 else self.pos + pos if whence == 1 else self.e.size + pos
        return self.pos

    def tell(self):
        return self.pos

    def _flush_buf(self):
        if self.dirty:
            self.vol.write(self.buf_sector, self.buf)
            self.dirty = False

    def read(self, n=-1):
        if n < 0:
            n = self.e.size - self.pos
        n = max(0, min(n, self.e.size - self.pos))
        out = bytearray()
        while n:
            i, off = divmod(self.pos, SECTOR)
            c = self._cluster_at(i, False)
            s = self.vol.csect(c)
            data = self.buf if s == self.buf_sector else self.vol.read(s)
            k = min(n, SECTOR - off)
            out += data[off : off + k]
            self.pos += k
            n -= k
        return bytes(out)

    def write(self, data):
        data = bytes(data)
        v = self.vol
        done = 0
        while done < len(data):
            i, off = divmod(self.pos, SECTOR)
            c = self._cluster_at(i, True)
            s = v.csect(c)
            left = len(data) - done
            if off == 0 and left >= SECTOR:
                if self.buf_sector == s:  # the direct write refreshes the buffer
                    self.buf = data[done : done + SECTOR]
                    self.dirty = False
                v.write(s, data[done : done + SECTOR])
                k = SECTOR
            else:
                if self.buf_sector != s:
                    self._flush_buf()
                    self.buf_sector = s
                    self.buf = v.read(s)
                k = min(left, SECTOR - off)
                self.buf = self.buf[:off] + data[done : done + k] + self.buf[off + k :]
                self.dirty = True
            self.pos += k
            done += k
            if self.pos > self.e.size:
                self.e.size = self.pos
        if data:
            self.modified = True
        return len(data)

    def flush(self):
        v = self.vol
        self._flush_buf()
        if self.modified:
            d = self._parent()
            v.touch(d.sector_of(self.e.slot))  # size, first cluster, time
            v.sync_window()
            self.modified = False

    def _parent(self):
        def walk(d):
            if self.e in d.entries:
                return d
            for x in d.entries:
                if x.dir is not None:
                    found = walk(x.dir)
                    if found is not None:
                        return found
            return None

        return walk(self.vol.root)

    def close(self):
        self.flush()
