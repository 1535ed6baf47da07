"""Records that survive power cuts and spare the flash: the save file and
the NVM (``media.py``) behind one ``save``/``load``; the records' format is
``framing.py``'s.

Saves go to the save file, with the NVM as a second copy, or to the NVM only
when the drive is read-only for code. Loading takes the newest record of a
kind that is whole (its CRC matches); a torn or damaged one is passed over.
What can't be used (another format version, a save for a game that is gone,
data that is not ours) is *set aside*: copied to ``/saves/aside-N.bin`` (or
kept in the NVM as a K_ASIDE record when the drive is read-only), never
deleted by the game.
"""

from micropython import const

from solitaire.console.media import LAYOUT, LIMIT, FileRing, NvmLog, aside_name
from solitaire.console.framing import BAD, HEADER, K_ASIDE, K_GAME, K_SETTINGS, K_STATS, KIND_NAMES, KINDS, OK, OLD, VERSION, check, pack, u32

_NVM_AT = const(0x10000)  # where Store notes a record: a file slot, or this plus an NVM offset


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


FILES = "files"  # the save file, with the NVM as a second copy
NVM = "nvm"  # the NVM only (the drive is read-only for code)
NONE = "none"  # nowhere (no NVM either): nothing survives a power cut


class Store:
    """The save file and the NVM behind one ``save``/``load``.

    ``mode`` says where saves go (FILES, NVM or NONE); ``problems`` collects
    one-line notices for the screen.
    """

    def __init__(self, nvm=None, fs=None, path="/saves/solitaire.sav", writable=True):
        self.log = NvmLog(nvm) if nvm is not None and len(nvm) >= 1024 else None
        self.fs = fs
        self.ring = FileRing(fs, path, LAYOUT) if fs is not None and writable else None
        self.problems = []
        # where the whole records are, not what they hold (read when loaded):
        # kind -> [seq, loc, seq, loc, ...], newest first, the file's copy
        # before the NVM's; loc is a file slot, or NVM_AT + an NVM offset
        self.index = {}
        self.damaged = []  # [kind, status, version, loc, size, ...]: what can't be loaded
        self.seq = {}  # kind -> the highest sequence number seen
        self.nvm_ok = 0  # whole records of ours in the NVM
        self.erases = 0  # the NVM's erases when it was read (a compaction since moves its records)
        self.aside = []  # records set aside this session (NVM-only mode keeps one)
        self.mode = NONE

    def open(self):
        """Reads both copies; gets the problems found (one line each).

        Only where each record is gets kept, a few small ints a record: the
        payloads are read again, one at a time, by ``newest`` (40 payloads
        copied at power-on were 13 KB of heap, and the small objects made
        for each left the heap in pieces)."""
        self._reset()
        if self.ring is not None:
            try:
                found, ok, problem = self.ring.open(self._note)
                if problem:
                    self.problems.append(problem + ": set aside")
                elif found and not ok:
                    # not one whole record of ours: another format, or not ours
                    what = "damaged"
                    d = self.damaged
                    for i in range(0, len(d), 5):
                        if d[i + 1] == OLD:
                            what = "of format %d" % d[i + 2]
                            break
                    self.ring.replace()
                    self.problems.append("save file %s: set aside" % what)
                    self._reset()
            except OSError as e:
                self.problems.append("save file: %s" % _oserror(e))
                self.ring = None
                self._reset()
        if self.log is not None:
            self.nvm_ok = self.log.scan(self._note_nvm)
            self.erases = self.log.erases
        self.mode = FILES if self.ring is not None else NVM if self.log is not None else NONE
        # damage matters only where nothing whole is left to load (a torn
        # write beside whole records is what a power cut leaves: passed
        # over). Every blob is read before any is set aside: setting one
        # aside in the NVM can compact it, which moves what is there.
        d = self.damaged
        blobs = []
        for kind in (K_GAME, K_STATS, K_SETTINGS):
            if self.index[kind]:
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
                blob.extend(self._raw(d[i + 1], d[i + 3], d[i + 4]))
            if blob is None:
                continue
            if old >= 0:
                self.problems.append("%s save is format %d: set aside" % (KIND_NAMES[kind], old))
            else:
                self.problems.append("%s save damaged: set aside" % KIND_NAMES[kind])
            blobs.append(blob)
        self.damaged = []
        for blob in blobs:
            self.set_aside(blob)
        if self.log is not None and self.log.garbage and not self.nvm_ok:
            # scan's image of the sector, not a copy of it (a compaction
            # since, which would have rebuilt it, clears ``garbage``)
            self.problems.append("NVM data damaged or not ours: set aside")
            self.set_aside(memoryview(self.log.img))
        return self.problems

    def _reset(self):
        self.index = {}
        self.damaged = []
        for kind in KINDS:
            self.index[kind] = []
            self.seq[kind] = 0

    def _note(self, st, kind, seq, ver, loc, n):
        """Takes note of a record found at ``loc``: where it is when whole
        and ours, else what to set aside if nothing of its kind loads."""
        lst = self.index.get(kind)
        if lst is None:
            return  # not a kind of ours
        if st != BAD and seq > self.seq[kind]:
            self.seq[kind] = seq
        if st == OK:
            i = 0
            while i < len(lst) and lst[i] >= seq:  # a copy of the same record goes after
                i += 2
            lst.insert(i, loc)
            lst.insert(i, seq)
        else:
            d = self.damaged
            d.append(kind)
            d.append(st)
            d.append(ver)
            d.append(loc)
            d.append(n)

    def _note_nvm(self, st, kind, seq, ver, off, n):
        self._note(st, kind, seq, ver, _NVM_AT + off, n)

    def _raw(self, st, loc, n):
        """Gets the bytes of a record that can't be loaded (to set aside):
        a whole OLD record, or a damaged file slot whole."""
        if loc >= _NVM_AT:
            off = loc - _NVM_AT
            return bytes(self.log.mv[off : off + n])
        if self.ring is None:
            return b""
        _, s, k = self.ring.slots[loc]
        raw = self.ring._slot(s, k)
        return raw if st == BAD else raw[0:n]

    def _read(self, kind, seq, loc):
        """Reads the record of this kind and number at ``loc``; gets it as a
        ``Found``, or None when it is not (or no longer) there whole."""
        if loc >= _NVM_AT:
            log = self.log
            if log is None:
                return None
            off = loc - _NVM_AT
            img = log.img
            r = check(img, off, -1, log.mv)
            if r & 3 != OK or img[off + 3] != kind or u32(img, off + 4) != seq:
                if log.erases == self.erases:
                    return None
                off = log.find(kind, seq)  # compacted since: it may have moved
                if off < 0:
                    return None
                r = check(img, off, -1, log.mv)
            return Found(kind, seq, bytes(log.mv[off + HEADER : off + (r >> 2)]), "nvm")
        ring = self.ring
        if ring is None:
            return None
        try:
            r = ring.check(loc)
            sec = ring.sector
            if r & 3 != OK or sec[3] != kind or u32(sec, 4) != seq:
                return None
            return Found(kind, seq, ring.payload(loc, r >> 2), "file")
        except OSError:
            return None

    def forget(self):
        """Drops what was noted at power-on of where the records are, once
        the saver has loaded what it needs; saving needs only the sequence
        numbers."""
        for kind in self.index:
            self.index[kind] = []

    def newest(self, kind):
        """Gets the whole records of a kind, newest first, one at a time (a
        caller that can't use one takes the next): each is read, and its
        CRC checked again, when its turn comes; one that no longer checks
        out is passed over, and so is the second copy of one read."""
        lst = self.index.get(kind)
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
            r = self._read(kind, seq, loc)
            if r is not None:
                done = seq
                yield r

    def save(self, kind, payload, nvm_copy=False):
        """Saves a payload as the newest record of its kind: into the file's
        oldest slot, and into the NVM when ``nvm_copy`` or when there is no
        file. Gets the sequence number.

        :raises ValueError: when the payload is longer than the kind's limit.
        """
        if len(payload) > LIMIT[kind]:
            raise ValueError("%s record of %d bytes (limit %d)" % (KIND_NAMES[kind], len(payload), LIMIT[kind]))
        seq = self.seq.get(kind, 0) + 1
        self.seq[kind] = seq
        rec = pack(kind, seq, payload)
        if self.ring is not None:
            try:
                self.ring.write(kind, seq, rec)
            except OSError as e:
                self.problems.append("save file: %s; NVM now" % _oserror(e))
                self.ring = None
                self.mode = NVM if self.log is not None else NONE
                nvm_copy = True
        if self.log is not None and (nvm_copy or self.ring is None):
            self.log.write(kind, rec)
        return seq

    def set_aside(self, raw):
        """Keeps bytes that can't be used: in a file of their own when the
        drive is writable, else as a K_ASIDE record in the NVM (the first
        LIMIT bytes). Gets where they went, or None."""
        if not raw:
            return None
        if self.ring is not None:
            name = aside_name(self.fs, self.ring.dir, "bin")
            if name is None:
                return None
            try:
                f = self.fs.open(name, "wb")
                f.write(raw)
                f.close()
                return name
            except OSError:
                return None
        if self.log is not None:
            part = raw[: LIMIT[K_ASIDE]]
            if isinstance(part, memoryview):
                part = bytes(part)  # kept: not a view of a buffer that is used again
            self.aside.append(part)
            seq = self.seq.get(K_ASIDE, 0) + 1
            self.seq[K_ASIDE] = seq
            self.log.write(K_ASIDE, pack(K_ASIDE, seq, part))
            return "nvm"
        return None


def _oserror(e):
    code = e.args[0] if e.args else 0
    if code == 30:
        return "read-only"
    if code == 28:
        return "drive full"
    if len(e.args) > 1:
        return str(e.args[1])
    return "error %s" % code
