"""The guest's files and its stdout and stderr, served by Python: WASI
preview1's ``fd_*`` and ``path_*`` functions for the MicroPython runs of
``sim/mpy.py`` (host-only).

Why: wasmtime's own WASI runs every file call (a ``read`` of the 20 to
a few hundred bytes MicroPython's reader asks for when it imports a
``.mpy``, a ``stat`` of each place an import looks) as a task on a tokio
thread pool, handed over and back with futex calls: about 33 us of CPU
a call measured here, and a device-true heap session makes some 29,000
of them (19,300 reads), an import of the card engine about 900. Served
here, in the thread that runs the guest, a call costs a few us.

What the guest sees is what wasmtime's WASI gives it, so the guest
takes the same paths and its fuel and heap figures are the same
(tests/test_wasi_fs.py runs scripts both ways and compares output,
files and fuel): the same errors (a write to a read-only mount is EPERM),
directories listed as the host lists them with ``.`` and ``..`` first,
and the same inode numbers (wasmtime's hash of the host's device and
inode, SipHash-1-3 with zero keys, as Rust's ``DefaultHasher``), which
matter: MicroPython keeps an inode that does not fit a small int on the
heap. Only what this MicroPython imports is served: fd 3 is the mount
(the guest's ``/``), fds 0-2 are an empty stdin and the captured output.

``Files(..., device=True)`` (sim/heap.py's runs) shows the guest a drive
as the device's instead: every inode number and time the same, whatever
the host's. The host's inode of a file copied afresh for each run fits a
small int or not by chance (the low 32 bits, signed: half the numbers),
so a session's heap took an object more or less at each ``os.stat`` and
its run at one heap size completed or not by chance (issue 34).
"""

import ctypes
import errno
import os
import stat
import struct
import threading

# WASI errno values (wasi_snapshot_preview1)
E_ACCES, E_BADF, E_EXIST, E_INVAL, E_IO, E_ISDIR, E_LOOP = 2, 8, 20, 28, 29, 31, 32
E_NAMETOOLONG, E_NOENT, E_NOSPC, E_NOTDIR, E_NOTEMPTY, E_PERM, E_SPIPE, E_NOTCAPABLE = 37, 44, 51, 54, 55, 63, 70, 76
_ERRNO = {errno.EACCES: E_ACCES, errno.EBADF: E_BADF, errno.EEXIST: E_EXIST, errno.EINVAL: E_INVAL,
          errno.EISDIR: E_ISDIR, errno.ELOOP: E_LOOP, errno.ENAMETOOLONG: E_NAMETOOLONG, errno.ENOENT: E_NOENT,
          errno.ENOSPC: E_NOSPC, errno.ENOTDIR: E_NOTDIR, errno.ENOTEMPTY: E_NOTEMPTY, errno.EPERM: E_PERM,
          errno.ESPIPE: E_SPIPE}
# file types, open and fd flags
T_UNKNOWN, T_DIR, T_FILE, T_LINK = 0, 3, 4, 7
O_CREAT, O_DIRECTORY, O_EXCL, O_TRUNC = 1, 2, 4, 8
FD_APPEND = 1
R_FD_READ, R_FD_WRITE = 1 << 1, 1 << 6
ALL_RIGHTS = (1 << 29) - 1
_M64 = (1 << 64) - 1


def _sip13(data):
    """SipHash-1-3 of ``data`` with keys (0, 0): Rust's DefaultHasher::new()."""
    def rotl(x, b):
        return ((x << b) | (x >> (64 - b))) & _M64

    v0, v1, v2, v3 = 0x736F6D6570736575, 0x646F72616E646F6D, 0x6C7967656E657261, 0x7465646279746573

    def rnd():
        nonlocal v0, v1, v2, v3
        v0 = (v0 + v1) & _M64
        v1 = rotl(v1, 13) ^ v0
        v0 = rotl(v0, 32)
        v2 = (v2 + v3) & _M64
        v3 = rotl(v3, 16) ^ v2
        v0 = (v0 + v3) & _M64
        v3 = rotl(v3, 21) ^ v0
        v2 = (v2 + v1) & _M64
        v1 = rotl(v1, 17) ^ v2
        v2 = rotl(v2, 32)

    n = len(data)
    tail = n - n % 8
    words = [struct.unpack_from("<Q", data, i)[0] for i in range(0, tail, 8)]
    words.append(struct.unpack("<Q", data[tail:] + bytes(7 - n % 8) + bytes((n & 0xFF,)))[0])
    for m in words:
        v3 ^= m
        rnd()
        v0 ^= m
    v2 ^= 0xFF
    for _ in range(3):
        rnd()
    return v0 ^ v1 ^ v2 ^ v3


def ino(st):
    """The inode number wasmtime gives the guest for the host's ``os.stat`` result."""
    key = (st.st_dev, st.st_ino)
    got = _INOS.get(key)
    if got is None:
        got = _INOS[key] = _sip13(struct.pack("<QQ", st.st_dev & _M64, st.st_ino & _M64))
    return got


_INOS = {}  # (a hash a file: the drive's files are looked at again and again)


def _kind(mode):
    if stat.S_ISDIR(mode):
        return T_DIR
    if stat.S_ISREG(mode):
        return T_FILE
    if stat.S_ISLNK(mode):
        return T_LINK
    return T_UNKNOWN


# ``device=True``'s inode and times: a small int, as CircuitPython's FAT
# gives (0 there; not 0 here, which wasi-libc's readdir takes as unknown and
# looks up), and 2000-01-01, the time a Pico with no clock set writes
DEVICE_INO = 1
DEVICE_TIME_NS = 946684800 * 10**9


def _filestat(st, node, times):
    # (dev is 1 for every file, as wasmtime's WASI reports it; the status
    # change time is its "created", the ctime here: the same size of number)
    return ((0, struct.pack("<QQB", 1, node, _kind(st.st_mode))),
            (24, struct.pack("<QQQQQ", st.st_nlink, st.st_size, *times)))


def _fdstat(kind, flags, rights, inheriting):
    return (0, struct.pack("<B", kind)), (2, struct.pack("<H", flags)), (8, struct.pack("<QQ", rights, inheriting))


class _Fd:
    """An open file or directory of the guest."""

    __slots__ = ("host", "os_fd", "is_dir", "flags", "rights", "listing")

    def __init__(self, host, os_fd, is_dir, flags=0, rights=ALL_RIGHTS):
        self.host = host  # the host path
        self.os_fd = os_fd  # the host's fd (None for a directory)
        self.is_dir = is_dir
        self.flags = flags
        self.rights = rights
        self.listing = None  # a directory's entries, as fd_readdir serves them


class Files:
    """One run's file table: fd 3 the mount (``root``, when given), read-only
    unless ``writable``; ``out`` and ``err`` collect what the guest writes
    to fds 1 and 2."""

    def __init__(self, root=None, writable=False, device=False):
        self.root = None if root is None else os.path.realpath(str(root))
        self.writable = writable
        self.device = device
        self.out = bytearray()
        self.err = bytearray()
        self.fds = {}
        if self.root is not None:
            self.fds[3] = _Fd(self.root, None, True)
        self.next_fd = 4
        self.base = 0  # where the guest's memory starts, looked up at each call (see attach)
        self._memory = None

    def attach(self, store, memory):
        """Serves the instance whose ``memory`` (its export) is in ``store``."""
        from wasmtime import _ffi as ffi

        global _memory_data
        if _memory_data is None:
            _memory_data = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(
                ("wasmtime_memory_data", ffi.dll))
        # (the store and the memory kept with the pointers into them)
        self._memory = (ctypes.cast(store._context(), ctypes.c_void_p), ctypes.byref(memory._memory), store, memory)

    def look_up_base(self):
        """The memory's start (it may move when the guest grows it)."""
        self.base = _memory_data(self._memory[0], self._memory[1])

    def close_all(self):
        for f in self.fds.values():
            if f.os_fd is not None:
                os.close(f.os_fd)
        self.fds.clear()

    def _ino(self, st):
        return DEVICE_INO if self.device else ino(st)

    # -- the guest's memory ----------------------------------------------------

    def _read(self, ptr, n):
        return ctypes.string_at(self.base + ptr, n)

    def _write(self, ptr, data):
        ctypes.memmove(self.base + ptr, data, len(data))

    def _fields(self, ptr, fields):
        """Writes a struct's fields, [(offset, bytes)], and not its padding:
        wasmtime writes a struct a field at a time, and the padding's old
        bytes (the guest's stack) are what MicroPython's collector scans."""
        base = self.base + ptr
        for at, data in fields:
            ctypes.memmove(base + at, data, len(data))

    def _iovecs(self, iovs, n):
        raw = self._read(iovs, 8 * n)
        return [struct.unpack_from("<II", raw, 8 * i) for i in range(n)]

    def _path(self, dirfd, ptr, n):
        """Gets (the host path, None) for a guest path relative to ``dirfd``,
        or (None, errno)."""
        d = self.fds.get(dirfd)
        if d is None:
            return None, E_BADF
        if not d.is_dir:
            return None, E_NOTDIR
        rel = self._read(ptr, n).decode("utf-8", "surrogateescape")
        if rel.startswith("/"):
            return None, E_NOTCAPABLE
        host = os.path.normpath(os.path.join(d.host, rel))
        if host != self.root and not host.startswith(self.root + os.sep):
            return None, E_NOTCAPABLE
        return host, None

    # -- the WASI functions (each gets an errno) ---------------------------------

    def fd_prestat_get(self, fd, buf):
        if fd != 3 or 3 not in self.fds:
            return E_BADF
        self._fields(buf, ((0, b"\0"), (4, struct.pack("<I", 1))))
        return 0

    def fd_prestat_dir_name(self, fd, ptr, n):
        if fd != 3 or 3 not in self.fds:
            return E_BADF
        self._write(ptr, b"/"[:n])
        return 0

    def fd_fdstat_get(self, fd, buf):
        if fd <= 2:
            self._fields(buf, _fdstat(T_UNKNOWN, FD_APPEND if fd else 0, R_FD_WRITE if fd else R_FD_READ, 0))
            return 0
        f = self.fds.get(fd)
        if f is None:
            return E_BADF
        self._fields(buf, _fdstat(T_DIR if f.is_dir else T_FILE, f.flags, f.rights, ALL_RIGHTS if f.is_dir else 0))
        return 0

    def fd_read(self, fd, iovs, n, nread):
        if fd == 0:
            self._write(nread, struct.pack("<I", 0))
            return 0
        f = self.fds.get(fd)
        if f is None or fd <= 2:
            return E_BADF
        if f.is_dir:
            return E_ISDIR
        total = 0
        for ptr, size in self._iovecs(iovs, n):
            data = os.read(f.os_fd, size)
            if data:
                self._write(ptr, data)
            total += len(data)
            if len(data) < size:
                break
        self._write(nread, struct.pack("<I", total))
        return 0

    def fd_write(self, fd, iovs, n, nwritten):
        total = 0
        f = None
        if fd > 2:
            f = self.fds.get(fd)
            if f is None or f.is_dir:
                return E_BADF
        elif fd == 0:
            return E_BADF
        for ptr, size in self._iovecs(iovs, n):
            data = self._read(ptr, size)
            if f is None:
                (self.out if fd == 1 else self.err).extend(data)
            else:
                os.write(f.os_fd, data)
            total += size
        self._write(nwritten, struct.pack("<I", total))
        return 0

    def fd_seek(self, fd, offset, whence, newoffset):
        f = self.fds.get(fd)
        if fd <= 2:
            return E_SPIPE
        if f is None:
            return E_BADF
        if f.is_dir:
            return E_BADF
        if whence not in (0, 1, 2):
            return E_INVAL
        try:
            pos = os.lseek(f.os_fd, offset, whence)
        except OSError as exc:
            return _ERRNO.get(exc.errno, E_INVAL)
        self._write(newoffset, struct.pack("<Q", pos))
        return 0

    def fd_close(self, fd):
        f = self.fds.pop(fd, None)
        if f is None:
            return 0 if fd <= 2 else E_BADF
        if f.os_fd is not None:
            os.close(f.os_fd)
        return 0

    def fd_sync(self, fd):
        # (nothing to make durable: the drive is a scratch folder)
        return 0 if fd in self.fds or fd <= 2 else E_BADF

    def fd_readdir(self, fd, buf, size, cookie, bufused):
        f = self.fds.get(fd)
        if f is None:
            return E_BADF
        if not f.is_dir:
            return E_NOTDIR
        if f.listing is None or cookie == 0:
            try:
                here = self._ino(os.stat(f.host))
                entries = [(here, T_DIR, b"."), (here, T_DIR, b"..")]
                with os.scandir(f.host) as it:
                    for e in it:
                        st = e.stat(follow_symlinks=False)
                        entries.append((self._ino(st), _kind(st.st_mode), os.fsencode(e.name)))
            except OSError as exc:
                return _ERRNO.get(exc.errno, E_IO)
            f.listing = entries
        out = bytearray()
        for i in range(cookie, len(f.listing)):
            node, kind, name = f.listing[i]
            out += struct.pack("<QQIB3x", i + 1, node, len(name), kind) + name
            if len(out) >= size:
                break
        out = bytes(out[:size])
        self._write(buf, out)
        self._write(bufused, struct.pack("<I", len(out)))
        return 0

    def path_filestat_get(self, fd, flags, ptr, n, buf):
        host, err = self._path(fd, ptr, n)
        if err:
            return err
        try:
            st = os.stat(host) if flags & 1 else os.lstat(host)
        except OSError as exc:
            return _ERRNO.get(exc.errno, E_IO)
        times = (DEVICE_TIME_NS,) * 3 if self.device else (st.st_atime_ns, st.st_mtime_ns, st.st_ctime_ns)
        self._fields(buf, _filestat(st, self._ino(st), times))
        return 0

    def path_open(self, fd, dirflags, ptr, n, oflags, rights, inheriting, fdflags, out):
        host, err = self._path(fd, ptr, n)
        if err:
            return err
        write = bool(rights & R_FD_WRITE) or bool(fdflags & FD_APPEND)
        if (write or oflags & (O_CREAT | O_TRUNC)) and not self.writable:
            return E_PERM
        try:
            st = os.stat(host)
        except OSError as exc:
            if exc.errno != errno.ENOENT or not oflags & O_CREAT:
                return _ERRNO.get(exc.errno, E_IO)
            st = None
        if st is not None and oflags & O_CREAT and oflags & O_EXCL:
            return E_EXIST
        if st is not None and stat.S_ISDIR(st.st_mode):
            if write:
                return E_ISDIR
            f = _Fd(host, None, True, fdflags, rights)
        else:
            if oflags & O_DIRECTORY:
                return E_NOTDIR
            mode = (os.O_RDWR if rights & R_FD_READ else os.O_WRONLY) if write else os.O_RDONLY
            mode |= (os.O_CREAT if oflags & O_CREAT else 0) | (os.O_TRUNC if oflags & O_TRUNC else 0)
            mode |= os.O_APPEND if fdflags & FD_APPEND else 0
            try:
                f = _Fd(host, os.open(host, mode, 0o644), False, fdflags, rights)
            except OSError as exc:
                return _ERRNO.get(exc.errno, E_IO)
        new = self.next_fd
        self.next_fd += 1
        self.fds[new] = f
        self._write(out, struct.pack("<I", new))
        return 0

    def _change(self, fd, ptr, n, do):
        host, err = self._path(fd, ptr, n)
        if err:
            return err
        if not self.writable:
            return E_PERM
        try:
            do(host)
        except OSError as exc:
            return _ERRNO.get(exc.errno, E_IO)
        return 0

    def path_create_directory(self, fd, ptr, n):
        return self._change(fd, ptr, n, os.mkdir)

    def path_unlink_file(self, fd, ptr, n):
        return self._change(fd, ptr, n, os.unlink)

    def path_remove_directory(self, fd, ptr, n):
        return self._change(fd, ptr, n, os.rmdir)

    def path_rename(self, fd, ptr, n, new_fd, new_ptr, new_n):
        new, err = self._path(new_fd, new_ptr, new_n)
        if err:
            return err
        return self._change(fd, ptr, n, lambda old: os.rename(old, new))

    def path_readlink(self, fd, ptr, n, buf, size, used):
        host, err = self._path(fd, ptr, n)
        if err:
            return err
        try:
            target = os.fsencode(os.readlink(host))[:size]
        except OSError as exc:
            return _ERRNO.get(exc.errno, E_IO)
        self._write(buf, target)
        self._write(used, struct.pack("<I", len(target)))
        return 0


FUNCTIONS = ("fd_prestat_get", "fd_prestat_dir_name", "fd_fdstat_get", "fd_read", "fd_write", "fd_seek",
             "fd_close", "fd_sync", "fd_readdir", "path_filestat_get", "path_open", "path_create_directory",
             "path_unlink_file", "path_remove_directory", "path_rename", "path_readlink")

_current = threading.local()  # the Files of the run in this thread
_memory_data = None  # wasmtime_memory_data, answering the address as a number


def using(files):
    """Makes ``files`` the file table of the runs in this thread (None: none)."""
    _current.files = files


def define(linker, module):
    """Defines the FUNCTIONS on ``linker`` (``allow_shadowing`` set: over
    wasmtime's WASI), with the types ``module`` imports them with; each
    serves the file table ``using`` set in the calling thread. They are
    defined unchecked (raw arguments, wasmtime_linker_define_func_unchecked):
    wasmtime-py's own callback wraps each argument in an object, which cost
    more than wasmtime's WASI call saved."""
    from wasmtime import _ffi as ffi

    types = {i.name: i.type for i in module.imports if i.module == "wasi_snapshot_preview1"}
    for name in FUNCTIONS:
        if name not in types:
            continue
        kinds = [str(p) for p in types[name].params]
        callback = ffi.wasmtime_func_unchecked_callback_t(_serve(name, kinds))
        _KEEP.append(callback)  # (ctypes frees a callback no longer referenced)
        mod, nm = b"wasi_snapshot_preview1", name.encode()
        err = ffi.wasmtime_linker_define_func_unchecked(
            linker.ptr(), ctypes.create_string_buffer(mod), len(mod), ctypes.create_string_buffer(nm), len(nm),
            types[name].ptr(), callback, None, _NO_FINALIZER)
        if err:
            from wasmtime import WasmtimeError

            raise WasmtimeError._from_ptr(err)


_KEEP = []
_NO_FINALIZER = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(lambda env: None)


def _serve(name, kinds):
    # each argument is a 16-byte raw value: an i32's low 4 bytes (read
    # unsigned: addresses and lengths), an i64's 8
    layout = "<" + "".join("q8x" if k == "i64" else "I12x" for k in kinds)
    size = 16 * len(kinds)

    def call(env, caller, raw, n):
        files = getattr(_current, "files", None)
        if files is None:
            raw[0].i32 = E_BADF
            return 0
        files.look_up_base()
        raw[0].i32 = getattr(files, name)(*struct.unpack(layout, ctypes.string_at(raw, size)))
        return 0

    return call
