"""What the console makes and reads only at power-on: the store, its NVM
log and its save file (``made``, ``log``, ``ring``), where the saved records are
(``open_store``: ``store.Store.open``'s), the newest whole ones
(``newest``, ``record``), setting aside what can't be used (``set_aside``),
and the settings and statistics (``boot``: ``resume.boot``'s).
``store.Store`` keeps the writing, which every checkpoint needs, and calls
in here for the reading (the NVM log's and the save file's own is
``reading.py``'s). ``Saver`` drops both modules before a game's family
loads (``resume._drop_reading``), so that their code is heap the family
can use; the game's record is read first, and rebuilt after
(``rebuild.load_game``). A menu's Continue restarts the firmware to resume,
as a power-on does.
"""

from micropython import const

from solitaire.console.framing import HEADER, K_ASIDE, K_GAME, K_SETTINGS, K_STATS, KIND_NAMES, KINDS, VERSION, pack
from solitaire.console.media import FILES, GAP, LAYOUT, LIMIT, NONE, NVM, SECTOR, FileRing, NvmLog, oserror
from solitaire.console.reading import BAD, OK, OLD, Files, aside_name, check, check_slot, find, open_ring, payload, replace, scan, slot, u32
from solitaire.console.app import SLEEPS
from solitaire.console.records import CONTRASTS, Entry, SaveError, Stats, note, settings
from solitaire.console.unpack import Reader, decode

_NVM_AT = const(0x10000)  # where a record is noted: a file slot, or this plus an NVM offset


# -- the store made ---------------------------------------------------------------


def made(store, nvm, fs, path, writable):
    """Sets a new ``store.Store``'s attributes (its ``__init__``): the NVM
    log and the save file made, nothing read yet (``open_store``)."""
    store.log = log(nvm) if nvm is not None and len(nvm) >= 1024 else None
    store.fs = fs
    store.ring = ring(fs, path) if fs is not None and writable else None
    store.problems = []
    # where the whole records are, not what they hold (read when loaded):
    # kind -> [seq, loc, seq, loc, ...], newest first, the file's copy
    # before the NVM's; loc is a file slot, or NVM_AT + an NVM offset
    store.index = {}
    store.damaged = []  # [kind, status, version, loc, size, ...]: what can't be loaded
    store.seq = {}  # kind -> the highest sequence number seen
    store.nvm_ok = 0  # whole records of ours in the NVM
    store.erases = 0  # the NVM's erases when it was read (a compaction since moves its records)
    store.aside = []  # records set aside this session (NVM-only mode keeps one)
    store.mode = NONE


def log(nvm):
    """Gets a ``media.NvmLog`` over ``nvm``, its image of the sector made
    now, while the heap is still in one piece (``scan`` reads into it)."""
    g = NvmLog()
    g.nvm = nvm
    g.size = len(nvm)
    g.img = bytearray(g.size)
    g.mv = memoryview(g.img)  # kept: one view, not one a record
    g.tail = 0  # first offset from which the sector is erased
    g.where = {}  # kind -> [(offset, length)] of its newest records here, newest first (two)
    g.erases = 0
    g.appends = 0
    g.garbage = False  # bytes that are neither records nor erased
    return g


def ring(fs, path, layout=LAYOUT):
    """Gets a ``media.FileRing``: the save file at ``path`` on drive ``fs``
    (``open_ring`` opens it), its slots as ``layout`` says."""
    r = FileRing()
    r.fs = fs
    r.path = path
    r.dir = path[: path.rfind("/")] or "/"
    r.slots, n = slot_layout(layout)
    r.length = n * SECTOR
    r.seq = [-1] * (len(r.slots) // 4)  # the sequence number in each slot (-1: none)
    r.f = None
    r.writes = 0
    r.sectors = 0
    r.sector = bytearray(SECTOR)  # one sector, read or written at a time
    r.mv = memoryview(r.sector)
    return r


def slot_layout(layout=LAYOUT):
    """Gets the save file's slot table, four bytes a slot (its kind, its
    sectors, its first sector in two bytes: ``FileRing.slot`` reads one),
    and the file's length in sectors: GAP unused sectors before, between
    and after the slots. (A list of 45 tuples was 1.7 KB, held by every run
    or, made and dropped at power-on, holes in its heap.)"""
    count = 0
    for kind, n, k in layout:
        count += n
    t = bytearray(4 * count)
    i = 0
    s = GAP
    for kind, n, k in layout:
        for _ in range(n):
            t[i] = kind
            t[i + 1] = k
            t[i + 2] = s & 0xFF
            t[i + 3] = s >> 8
            i += 4
            s += k + GAP
    return t, s


# -- power on: the saver --------------------------------------------------------------


def boot(saver, app):
    """Reads the settings into ``app`` and the statistics into ``saver``
    (``resume.boot`` then opens what they say, the reading dropped); gets
    (the notices, one line each; the game to open, or "")."""
    st = saver.store
    notes = list(st.problems)
    open_next = ""
    for r in newest(st, K_SETTINGS):
        try:
            open_next = apply(r.payload, app)
            saver.saved_settings = settings(app)
            break
        except (SaveError, ValueError, IndexError) as e:
            notes.append(note("settings", e))
            set_aside(st, r.raw)
    for r in newest(st, K_STATS):
        try:
            saver.stats = stats(r.payload)
            break
        except (SaveError, ValueError, IndexError) as e:
            notes.append(note("statistics", e))
            set_aside(st, r.raw)
    if st.ring is not None and st.log is not None:
        st.log.img = st.log.mv = None  # the sector's image let go (media.NvmLog) before the game's family loads: a record wanted from the NVM scans it again (_read)
    if type(st.fs) is Files:  # (a model of the drive the simulator hands in stays)
        st.fs = None  # its class's code goes with it (power-on's alone; ``_drive``)
        if st.ring is not None:
            st.ring.fs = None
    return notes, open_next


def _drive(store):
    """Gets the save file's drive (``reading.Files``), made again where
    ``boot`` let it go (a reading after power-on's)."""
    if store.ring.fs is None:
        store.ring.fs = store.fs = Files()
    return store.ring.fs


# the settings record's flag bits (its layout: ``records.settings``, the writing)
_QUICK = const(1)
_AUTO_FINISH = const(2)
_SWAP_AB = const(4)
_LISTS = const(8)
_SOUND = const(16)


def apply(payload, app):
    """Reads a settings record (``records.settings``' layout) back into
    ``app`` (options a game does not have are left at their defaults);
    gets what it says to open (its ``open_next``). The record is
    checked whole before ``app`` is touched: a SaveError for one that can't
    be used."""
    r = Reader(payload)
    contrast = r.u8()
    sleep = r.u8()
    flags = r.u8()
    if contrast >= len(CONTRASTS) or sleep >= len(SLEEPS):
        raise SaveError("setting out of range")
    games = [(r.text(), r.u32(), r.blob()) for _ in range(r.u8())]
    recent = []
    favourites = []
    if flags & _LISTS:
        for ids in (recent, favourites):
            for _ in range(r.u8()):
                ids.append(r.text())
    open_next = r.text() if r.i < len(payload) else ""
    r.done()
    app.contrast = contrast
    app.set_sleep(sleep)
    app.quick = bool(flags & _QUICK)
    app.auto_finish = bool(flags & _AUTO_FINISH)
    app.swap_ab = bool(flags & _SWAP_AB)
    if bool(flags & _SOUND) != app.sound:  # (off: left as the App class's default, no slot in the App)
        app.sound = not app.sound
    app.recent = recent
    app.favourites = favourites
    for gid, deal, opts in games:
        gi = app.games.index(gid)
        if gi < 0:
            continue
        g = app.games[gi]
        app.deals[gi] = deal if deal > 0 else 1
        if len(opts) == len(g.options):
            ok = True
            for i in range(len(opts)):
                if opts[i] >= len(g.options[i][1]):
                    ok = False
            if ok:
                for i in range(len(opts)):
                    app.options[gi][i] = opts[i]
    return open_next


def stats(payload):
    """Reads a statistics record back (``records.Stats``' layout), checking
    every entry (a SaveError for one that can't be used); the entries stay
    as read (``Stats``' text)."""
    payload = bytes(payload)
    r = Reader(payload)
    s = Stats()
    s.data = payload
    for _ in range(r.u8()):
        start = r.i
        decode(r, Entry)
        s.entries.append(start << 10 | r.i)
    r.done()
    return s


def record(store, kind, skip):
    """Gets the whole record of ``kind`` after the ``skip`` newest (see
    ``newest``), or None."""
    for r in newest(store, kind):
        if not skip:
            return r
        skip -= 1
    return None


# -- power on: the store (store.Store's records found) ---------------------------


class Found:
    """A record read while loading (``Store.newest`` makes one at a time)."""

    def __init__(self, kind, seq, payload, where, status=OK, version=VERSION, raw=None):
        self.kind = kind
        self.seq = seq
        self.payload = payload
        self.where = where  # "file" or "nvm"
        self.status = status
        self.version = version
        self._raw = raw  # None: a whole record of ours, rebuilt from the payload when asked

    @property
    def raw(self):
        """The whole record (for setting it aside). A whole record of this
        format is exactly ``pack(kind, seq, payload)``, so it is not kept
        twice: it is rebuilt when needed."""
        if self._raw is None:
            return pack(self.kind, self.seq, self.payload)
        return self._raw



def open_store(store):
    """Reads both copies; gets the problems found (one line each).

    Only where each record is gets kept, a few small ints a record: the
    payloads are read again, one at a time, by ``newest`` (40 payloads
    copied at power-on were 13 KB of heap, and the small objects made
    for each left the heap in pieces)."""
    _reset(store)
    if store.ring is not None:
        _drive(store)
        try:
            found, ok, problem = open_ring(store.ring, lambda s, kind, seq, ver, i, n: _note_at(store, s, kind, seq, ver, i, n))
            if problem:
                store.problems.append(problem + ": set aside")
            elif found and not ok:
                # not one whole record of ours: another format, or not ours
                what = "damaged"
                d = store.damaged
                for i in range(0, len(d), 5):
                    if d[i + 1] == OLD:
                        what = "of format %d" % d[i + 2]
                        break
                replace(store.ring)
                store.problems.append("save file %s: set aside" % what)
                _reset(store)
        except OSError as e:
            store.problems.append("save file: %s" % oserror(e))
            store.ring = None
            _reset(store)
    if store.log is not None:
        store.nvm_ok = scan(store.log, lambda s, kind, seq, ver, off, n: _note_at(store, s, kind, seq, ver, _NVM_AT + off, n))
        store.erases = store.log.erases
    store.mode = FILES if store.ring is not None else NVM if store.log is not None else NONE
    # damage matters only where nothing whole is left to load (a torn
    # write beside whole records is what a power cut leaves: passed
    # over). Every blob is read before any is set aside: setting one
    # aside in the NVM can compact it, which moves what is there.
    d = store.damaged
    blobs = []
    for kind in (K_GAME, K_STATS, K_SETTINGS):
        if store.index[kind]:
            continue
        blob = None
        old = -1
        for i in range(0, len(d), 5):
            if d[i] != kind:
                continue
            if blob is None:
                blob = bytearray()
            if d[i + 1] == OLD and old < 0:
                old = d[i + 2]
            blob.extend(_raw(store, d[i + 1], d[i + 3], d[i + 4]))
        if blob is None:
            continue
        if old >= 0:
            store.problems.append("%s save is format %d: set aside" % (KIND_NAMES[kind], old))
        else:
            store.problems.append("%s save damaged: set aside" % KIND_NAMES[kind])
        blobs.append(blob)
    store.damaged = []
    for blob in blobs:
        set_aside(store, blob)
    if store.log is not None and store.log.garbage and not store.nvm_ok:
        # scan's image of the sector, not a copy of it (a compaction
        # since, which would have rebuilt it, clears ``garbage``)
        store.problems.append("NVM data damaged or not ours: set aside")
        set_aside(store, memoryview(store.log.img))
    return store.problems


def _reset(store):
    store.index = {}
    store.damaged = []
    for kind in KINDS:
        store.index[kind] = []
        store.seq[kind] = 0


def _note_at(store, st, kind, seq, ver, loc, n):
    """Takes note of a record found at ``loc``: where it is when whole
    and ours, else what to set aside if nothing of its kind loads."""
    lst = store.index.get(kind)
    if lst is None:
        return  # not a kind of ours
    if st != BAD and seq > store.seq[kind]:
        store.seq[kind] = seq
    if st == OK:
        i = 0
        while i < len(lst) and lst[i] >= seq:  # a copy of the same record goes after
            i += 2
        lst.insert(i, loc)
        lst.insert(i, seq)
    else:
        d = store.damaged
        d.append(kind)
        d.append(st)
        d.append(ver)
        d.append(loc)
        d.append(n)


def _raw(store, st, loc, n):
    """Gets the bytes of a record that can't be loaded (to set aside):
    a whole OLD record, or a damaged file slot whole."""
    if loc >= _NVM_AT:
        off = loc - _NVM_AT
        return bytes(store.log.mv[off : off + n])
    if store.ring is None:
        return b""
    _, s, k = store.ring.slot(loc)
    raw = slot(store.ring, s, k)
    return raw if st == BAD else raw[0:n]

def _read(store, kind, seq, loc):
    """Reads the record of this kind and number at ``loc``; gets it as a
    ``Found``, or None when it is not (or no longer) there whole."""
    if loc >= _NVM_AT:
        log = store.log
        if log is None:
            return None
        off = loc - _NVM_AT
        if log.img is None:  # let go after the settings (boot): read again
            scan(log)
        img = log.img
        r = check(img, off, -1, log.mv)
        if r & 3 != OK or img[off + 3] != kind or u32(img, off + 4) != seq:
            if log.erases == store.erases:
                return None
            off = find(log, kind, seq)  # compacted since: it may have moved
            if off < 0:
                return None
            r = check(img, off, -1, log.mv)
        return Found(kind, seq, bytes(log.mv[off + HEADER : off + (r >> 2)]), "nvm")
    ring = store.ring
    if ring is None:
        return None
    try:
        r = check_slot(ring, loc)
        sec = ring.sector
        if r & 3 != OK or sec[3] != kind or u32(sec, 4) != seq:
            return None
        return Found(kind, seq, payload(ring, loc, r >> 2), "file")
    except OSError:
        return None


def newest(store, kind):
    """Gets the whole records of a kind, newest first, one at a time (a
    caller that can't use one takes the next): each is read, and its
    CRC checked again, when its turn comes; one that no longer checks
    out is passed over, and so is the second copy of one read."""
    lst = store.index.get(kind)
    if not lst:
        return
    done = -1
    i = 0
    while i < len(lst):
        seq = lst[i]
        loc = lst[i + 1]
        i += 2
        if seq == done:
            continue
        r = _read(store, kind, seq, loc)
        if r is not None:
            done = seq
            yield r


def set_aside(store, raw):
    """Keeps bytes that can't be used: in a file of their own when the
    drive is writable, else as a K_ASIDE record in the NVM (the first
    LIMIT bytes). Gets where they went, or None."""
    if not raw:
        return None
    if store.ring is not None:
        fs = _drive(store)
        name = aside_name(fs, store.ring.dir, "bin")
        if name is None:
            return None
        try:
            f = fs.open(name, "wb")
            f.write(raw)
            f.close()
            return name
        except OSError:
            return None
    if store.log is not None:
        part = raw[: LIMIT[K_ASIDE]]
        if isinstance(part, memoryview):
            part = bytes(part)  # kept: not a view of a buffer that is used again
        store.aside.append(part)
        seq = store.seq.get(K_ASIDE, 0) + 1
        store.seq[K_ASIDE] = seq
        store.log.write(K_ASIDE, pack(K_ASIDE, seq, part))
        return "nvm"
    return None
