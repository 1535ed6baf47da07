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

The making and the reading (``Store()``, ``open``, ``set_aside``, and
``loading.newest``) are power-on's: their code is ``loading.py``'s, loaded
for it and dropped after; so is ``resume.forget``, which drops what the reading
noted once the saves are loaded.
"""

from solitaire.console.media import FILES, LIMIT, NONE, NVM, oserror  # (the modes: store.FILES for its callers)
from solitaire.console.framing import KIND_NAMES, pack



class Store:
    """The save file and the NVM behind one ``save``/``load``.

    ``mode`` says where saves go (FILES, NVM or NONE); ``problems`` collects
    one-line notices for the screen.
    """

    def __init__(self, nvm=None, fs=None, path="/saves/solitaire.sav", writable=True):
        # its attributes are set by loading.py, power-on's (``made``),
        # loaded for it and dropped after, as the reading is
        from solitaire.console import loading

        loading.made(self, nvm, fs, path, writable)

    def open(self):
        """Reads both copies; gets the problems found (one line each).
        Power-on's reading: ``loading.open_store``."""
        from solitaire.console import loading

        return loading.open_store(self)

    def save(self, kind, payload, nvm_copy=False, at=0):
        """Saves a payload as the newest record of its kind: into the file's
        oldest slot, and into the NVM when ``nvm_copy`` or when there is no
        file. Gets the sequence number. ``at`` HEADER: ``payload`` has room
        for the record's header in front, and the record is made in it
        (``framing.pack``).

        :raises ValueError: when the payload is longer than the kind's limit.
        """
        if len(payload) - at > LIMIT[kind]:
            raise ValueError("%s record of %d bytes (limit %d)" % (KIND_NAMES[kind], len(payload) - at, LIMIT[kind]))
        seq = self.seq.get(kind, 0) + 1
        self.seq[kind] = seq
        rec = pack(kind, seq, payload, at)
        if self.ring is not None:
            try:
                self.ring.write(kind, seq, rec)
            except OSError as e:
                self.problems.append("save file: %s; NVM now" % oserror(e))
                self.ring = None
                self.mode = NVM if self.log is not None else NONE
                nvm_copy = True
        if self.log is not None and (nvm_copy or self.ring is None):
            try:
                self.log.write(kind, rec)
            except MemoryError:
                if self.ring is None:
                    raise
                # the file holds it: the NVM's full log has no image to be
                # compacted in (NvmLog's image let go), and waits for a hard
                # checkpoint that finds 4 KiB in one piece
        return seq

    def set_aside(self, raw):
        """Keeps bytes that can't be used (``loading.set_aside``); gets
        where they went, or None."""
        from solitaire.console import loading

        return loading.set_aside(self, raw)
