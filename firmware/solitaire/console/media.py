"""Where records live: the save file and the NVM. Each knows where its
records are and writes them whole; which to load is ``store.py``'s job.

``FileRing``: one file, ``/saves/solitaire.sav``, when ``boot.py`` has made
the drive writable for code. It holds fixed *slots*, a few per kind (the
game's record has ``GAME_SLOTS`` of them); a save goes to the kind's oldest
slot, so its writes rotate over that many flash blocks. Each slot is one or
two 512-byte sectors with seven unused sectors either side: whatever the
file's alignment on the drive, no 4 KiB erase block holds two slots, so a
power cut during one write can only damage the slot being written. The file
has its full size from the start and is kept open: a save is one ``seek``
and a ``write`` of each whole sector of the slot, which FatFs sends straight
to the flash without touching the directory entry or the allocation table
(they change only when the file is created).

``NvmLog``: ``microcontroller.nvm`` (4 KiB, one flash sector on the RP2040),
the second copy, and the only one when the drive is read-only for code. It
is a log: each record is appended where the sector is still erased (0xFF),
which CircuitPython programs without erasing, and only when the log is full
is the sector erased and rewritten with the newest two records of each kind
(*compaction*). Each record goes in with one slice assignment.

What only power-on does, making the two (``loading.log``, ``loading.ring``)
and reading the records where they are (the log's ``scan``, the file's
``open``), is ``loading.py``'s and ``reading.py``'s, dropped after it.
"""

from micropython import const

from solitaire.console.framing import HEADER, K_ASIDE, K_GAME, K_SETTINGS, K_STATS, KINDS

# where saves go (store.Store's mode)
FILES = "files"  # the save file, with the NVM as a second copy
NVM = "nvm"  # the NVM only (the drive is read-only for code)
NONE = "none"  # nowhere (no NVM either): nothing survives a power cut

SECTOR = 512
GAP = 7  # unused sectors between slots (an erase block is 8 sectors)
ALIGN = 16  # NVM records start on these boundaries
CHUNK = 256  # the most bytes read from the NVM at once (each read makes a new bytes object)

# the save file: (kind, slots, sectors a slot)
_GAME_SLOTS = const(40)
LAYOUT = ((K_GAME, _GAME_SLOTS, 1), (K_STATS, 3, 2), (K_SETTINGS, 2, 1))

# the largest payload of each kind (a slot, less the header)
LIMIT = {K_GAME: SECTOR - HEADER, K_STATS: 2 * SECTOR - HEADER, K_SETTINGS: SECTOR - HEADER, K_ASIDE: 1024}

_FF = b"\xff" * 64


def fill(buf, i, j):
    """Sets ``buf[i:j]`` to 0xFF (erased flash), 64 bytes at a time."""
    n = len(_FF)
    while j - i >= n:
        buf[i : i + n] = _FF
        i += n
    while i < j:
        buf[i] = 0xFF
        i += 1


# -- the NVM -------------------------------------------------------------


def align(n):
    return (n + ALIGN - 1) & ~(ALIGN - 1)


class NvmLog:
    """``microcontroller.nvm`` as an append-only log of records.

    ``erases`` and ``appends`` count what this session did to the sector.

    ``img`` is the sector's image in RAM, allocated as the log is made
    (``loading.log``, power-on's, while the heap is still in one piece; the
    attributes are listed there): power-on's ``reading.scan`` reads the sector into
    it CHUNK bytes at a time, ``compact`` builds the new sector in it. The
    compaction can't do with less: each slice assignment to the NVM erases
    the whole sector and programs it again with the old bytes outside the
    slice, so the one assignment that rewrites it must hold every byte to
    be blanked.

    With the NVM the only copy (no save file) the image is kept: a 4 KiB
    buffer made when the log fills, hours into a session, may not be there
    to be had. With the save file, the NVM is a second copy, and 4 KiB
    kept for every game is heap the game can use (issue 34): the image is
    let go (``img`` and ``mv`` None) once power-on has read the settings and statistics,
    before the saved game's family loads (``loading.boot``: a record still
    wanted from the NVM scans the sector again), and a compaction
    then makes one for itself; when the heap has no 4 KiB in one piece it
    raises MemoryError having changed nothing, and the store leaves the
    second copy for the next hard checkpoint (``store.Store.save``).
    """

    def write(self, kind, rec):
        """Appends a record, or, when the log is full, rewrites the sector
        (``compact``). Gets True when that took an erase."""
        n = len(rec)
        off = self.tail
        if off + n <= self.size:
            self.nvm[off : off + n] = rec  # erased space: programmed, not erased
            self.tail = align(off + n)
            self.where[kind] = [(off, n)] + self.where.get(kind, [])[:1]
            self.appends += 1
            return False
        self.compact(kind, rec)
        return True

    def compact(self, kind, rec):
        """Rewrites the whole sector (one erase): ``rec`` first, then the
        newest record of every other kind, then, as room allows, the record
        before the newest of each kind (so each kind keeps two).

        The new sector is built in ``img`` (the kept records are read from
        the NVM, which still holds them, CHUNK bytes at a time) and goes in
        with one assignment: one erase, ``rec`` programmed first. Without
        the kept image (let go) one is made for it and dropped after:
        a MemoryError there comes before anything has changed."""
        nvm = self.nvm
        img = self.img
        if img is None:
            img = bytearray(self.size)
        fill(img, 0, self.size)
        img[0 : len(rec)] = rec
        where = {kind: [(0, len(rec))]}
        pos = align(len(rec))
        order = []
        for k in KINDS:
            w = self.where.get(k, [])
            if k != kind and w:
                order.append((k, w[0]))
        for k in KINDS:
            w = self.where.get(k, [])
            if k == kind and w:
                order.append((k, w[0]))
            elif len(w) > 1:
                order.append((k, w[1]))
        for k, (off, n) in order:
            if pos + n > self.size:
                continue  # no room for this one: never overwrite what is in
            i = 0
            while i < n:
                j = min(i + CHUNK, n)
                img[pos + i : pos + j] = nvm[off + i : off + j]
                i = j
            where.setdefault(k, []).append((pos, n))
            pos = align(pos + n)
        nvm[0 : self.size] = img
        self.where = where
        self.tail = pos
        self.erases += 1
        self.garbage = False


# -- files ---------------------------------------------------------------


class FileRing:
    """The save file: slots at fixed places, written a whole slot at a time.
    Power-on makes it (``loading.ring``, which lists its attributes) and
    opens it (``loading.open_ring``: ``f`` is the file from then on)."""

    def slot(self, i):
        """Gets slot ``i``: (kind, first sector, sectors) (``loading.slot_layout``)."""
        t = self.slots
        return t[4 * i], t[4 * i + 2] | t[4 * i + 3] << 8, t[4 * i + 1]

    def write(self, kind, seq, rec):
        """Writes a record into the kind's oldest slot."""
        best = -1
        t = self.slots
        for i in range(len(self.seq)):
            if t[4 * i] == kind and (best < 0 or self.seq[i] < self.seq[best]):
                best = i
        if best < 0:
            raise ValueError("no slot for kind %d" % kind)
        s = t[4 * best + 2] | t[4 * best + 3] << 8  # (``slot``'s fields read in place: a save allocates no tuple)
        k = t[4 * best + 1]
        if len(rec) > k * SECTOR:
            raise ValueError("record of %d bytes for a %d-byte slot" % (len(rec), k * SECTOR))
        self.f.seek(s * SECTOR)
        sec = self.sector
        mv = memoryview(rec)
        n = len(rec)
        for j in range(0, k * SECTOR, SECTOR):
            m = min(max(n - j, 0), SECTOR)
            sec[0:m] = mv[j : j + m]  # (a game record made in ``sec``, ``savegame.Saver.save_game``: the same bytes onto themselves)
            fill(sec, m, SECTOR)
            self.f.write(sec)  # a whole sector: straight to the flash, no directory update
        self.seq[best] = seq
        self.writes += 1
        self.sectors += k


def oserror(e):
    """A save problem's words for an OSError."""
    code = e.args[0] if e.args else 0
    if code == 30:
        return "read-only"
    if code == 28:
        return "drive full"
    if len(e.args) > 1:
        return str(e.args[1])
    return "error %s" % code
