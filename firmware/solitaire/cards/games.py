"""The card games, as data: hundreds of ``Rules`` records in a table on
flash, read one at a time. No game has code of its own.

``host_tools/build_catalogue.py`` compiles ``assets/catalogue.toml`` into
``games.bin`` beside this module; ``host_tools/seed_rules.py`` checks every
record against its rules in the seed (``assets/seeds/politaire.txt``).
Nothing of the table stays in the heap but its header: a menu line reads one
name, opening a game reads one record.

The file (little-endian)::

    header   b"SOLG", version, field count, then u16: games, record size,
             families, deck groups, featured games, 0; then u32 offsets of
             the sections below, in this order
    records  one per game, fixed size: u16 id, u16 name, u16 short name (pool
             offsets), u8 family, u8 flags (1: featured; the decks in the
             high four bits), then the ``Rules``
             fields but the family, sorted by name: each one byte, or a u16
             pool offset for a layout (the deal, the suits) or the options
             (0: none)
    by name  u16 record numbers, A to Z
    by id    the same, by id (for finding)
    families per family: u16 name, u16 first place in "by family", u16 count
    by family  u16 record numbers: each family's games by name
    by decks the same, by decks, then name
    deck groups  as families, over "by decks" ("2 decks")
    featured u16 record numbers: the seed's featured games
    letters  27 u16: the first place "by name" of a name at A or after, B
             or after ... ("[": the end), by the short names' first letters
    pool     names (u8 length, UTF-8), layouts (u8 length, bytes) and option
             sets, each stored once however many games share it
    starts   u16 per place "by name", and one more: where its short name
             starts in the next section (the end of the last)
    names    the short names by name, one after another (u8 length, UTF-8):
             a menu page of them is one read

An option set is a u8 length, a u8 count, then per option: u8 field (its
place among the record's fields), u8 kind (0: the values are bytes, 1:
layouts), u8 number of values, the values (a byte, or a layout: u8 length
and bytes), then the values' names (u8 length and UTF-8 each).

(Every identifier here is a qstr held in every game's heap, so the names
are ones the device has anyway: ARCHITECTURE.md, "What costs heap".)
"""

from micropython import const

from solitaire.cards.rules import _FIELDS, Rules

_HEADER = const(66)  # bytes: magic, version, field count, 6 x u16, 12 x u32
_VERSION = const(1)
# the sections' places among the header's offsets
_BY_ID = const(2)
_POOL = const(9)
_ID_MAX = const(24)  # an id's letters at most (host_tools/build_catalogue.py)


def _u(b, i, n=2):
    return int.from_bytes(b[i : i + n], "little")


class GameList:
    """Games by number: the table's in ``path``, then ``extra`` records held
    in the heap (the other families' games), then the games of each family
    of ``tail`` from its own table on flash (``famtable.py``), in turn
    (``tn``: how many each has).
    ``games[i]`` reads a record from flash; the last one read is kept (the
    game in play asks for it often).

    :raises ValueError: when the file is not a table this firmware reads.
    """

    def __init__(self, path, extra=(), tail=()):
        self.extra = extra
        self.key = -1  # the last record read: its number and its Rules
        self.value = None
        self.tail = tail  # (``tn``, their counts, read when first asked: ``__getattr__``)
        if type(path) is GameList:  # (``__add__``: the same file, its handle and header shared)
            for k in ("path", "file", "n", "size", "at", "groups", "names"):
                setattr(self, k, getattr(path, k))
            return
        self.path = path
        # The file stays open: opening it is most of the cost of a read, and
        # the menu reads a dozen times a key (the handle takes well under 1 KB).
        self.file = f = open(path, "rb")
        h = f.read(_HEADER)
        if len(h) < _HEADER or h[0:4] != b"SOLG" or h[4] != _VERSION or h[5] != len(_FIELDS) - 1:
            raise ValueError("%s: not a game table of version %d" % (path, _VERSION))
        self.n = _u(h, 6)
        self.size = _u(h, 8)  # of a record
        self.at = [_u(h, 18 + 4 * i, 4) for i in range(12)]  # the sections
        self.groups = (_u(h, 10), _u(h, 12), _u(h, 14))  # families, deck groups, featured
        # a record's fields in order (their names are qstrs: the list is all it costs)
        self.names = [k for k in sorted(_FIELDS) if k != "family"]

    def __getattr__(self, name):
        """Reads ``tn``, each tail family's count of games (bytes), from
        the tables' headers when it is first asked for: a game's run that
        never looks past the table and the extras (a card or tile game's)
        opens no tail table, so a family more in the tail costs it nothing
        but its name in ``tail``."""
        if name != "tn":
            raise AttributeError(name)
        tn = bytearray()
        for family in self.tail:
            with open(__file__.rsplit("/", 2)[0] + "/" + family + "/games.bin", "rb") as f:
                tn.append(f.read(6)[5])
        self.tn = bytes(tn)
        return self.tn

    def __len__(self):
        return self.n + len(self.extra) + sum(self.tn)

    def __getitem__(self, gi):
        t = gi - self.n - len(self.extra)  # the place in the tail's table
        if gi >= self.n and t < 0:
            return self.extra[gi - self.n]
        if gi != self.key:
            if t < 0:
                self.value = self.rules(gi)
            elif t >= sum(self.tn):
                raise IndexError("no game number %d" % gi)  # (ends a for loop)
            else:
                from solitaire import famtable

                self.value = famtable.rules(*famtable.locate(self, t))
            self.key = gi
        return self.value

    def __add__(self, extra):
        """Gets a game list with ``extra`` records after these (where each
        goes among the table's names, A to Z, is the menu's to work out:
        ``menulists.places``)."""
        return GameList(self, self.extra + tuple(extra), self.tail)

    def name(self, gi):
        """Gets game ``gi``'s name as the menu shows it (19 characters at most)."""
        return self.text(gi, 2)

    def index(self, game_id):
        """Gets the number of the game with ``game_id``, or -1. Each id
        probed is read into one buffer and compared there, so the search
        makes the same objects whatever the table holds (a probe's reads
        made bytes and a str the length of the id probed: garbage that,
        with one record more in the table, moved a game's heap by a KB
        step: docs/heap.md)."""
        key = game_id.encode()
        b = bytearray(_ID_MAX + 1)  # (an id's length byte, then the id)
        lo, hi = 0, self.n
        while lo < hi:
            mid = (lo + hi) // 2
            i = self._at(b, self.at[_BY_ID] + 2 * mid)
            self._at(b, self.at[_POOL] + self._at(b, self.at[0] + i * self.size))  # (the record's first: its id's pool offset)
            n = b[0]
            j = 0
            while j < n and j < len(key) and b[1 + j] == key[j]:
                j += 1
            if j == n == len(key):
                return i
            if j == n or j < len(key) and b[1 + j] < key[j]:
                lo = mid + 1
            else:
                hi = mid
        for j in range(len(self.extra)):
            if self.extra[j].id == game_id:
                return self.n + j
        if self.tail:
            from solitaire import famtable

            j = famtable.find_in(self, game_id)
            if j >= 0:
                return self.n + len(self.extra) + j
        return -1

    # -- the file ------------------------------------------------------

    def _at(self, b, off):
        """Reads ``b``'s length of the file at ``off`` into ``b`` (a later
        section follows whatever part of a section is asked); gets its first
        two bytes' u16."""
        f = self.file
        f.seek(off)
        if f.readinto(b) < len(b):
            raise ValueError("%s is cut short" % self.path)
        return b[0] | b[1] << 8

    def data(self, off, n):
        """Gets ``n`` bytes of the file at ``off``."""
        f = self.file
        f.seek(off)
        b = f.read(n)
        if len(b) != n:
            raise ValueError("%s is cut short" % self.path)
        return b

    def record(self, i):
        """Gets table game ``i``'s record bytes."""
        if not 0 <= i < self.n:
            raise IndexError("no game number %d" % i)
        return self.data(self.at[0] + i * self.size, self.size)

    def read(self, off):
        """Gets the pool's item at ``off``: a name's or a layout's bytes."""
        f = self.file
        f.seek(self.at[_POOL] + off)
        n = f.read(1)
        b = f.read(n[0]) if n else b""
        if not n or len(b) != n[0]:
            raise ValueError("%s is cut short" % self.path)
        return b

    def text(self, i, k=0):
        """Gets game ``i``'s id (``k`` 0), name (1) or short name (2) (an
        extra's and a tail game's name is short)."""
        if i >= self.n:
            j = i - self.n - len(self.extra)
            if j < 0:
                r = self.extra[i - self.n]
                return r.name if k else r.id
            from solitaire import famtable

            return famtable.text(famtable.record(*famtable.locate(self, j)), k and 1)
        return str(self.read(_u(self.data(self.at[0] + i * self.size + 2 * k, 2), 0)), "utf-8")

    def get(self, index, k):
        """Gets the table game at place ``k`` of an index: 1 by name, 2 by
        id, 4 by family, 5 by decks, 7 featured; 8: the first place by name
        of letter ``k`` (0: A) or after."""
        return _u(self.data(self.at[index] + 2 * k, 2), 0)

    def rules(self, i):
        """Reads table game ``i`` as a ``Rules`` record."""
        b = self.record(i)
        values = {}  # (only what differs from the defaults: a record holds no more)
        at = 8
        names = self.names
        for name in names:
            v = _FIELDS[name]
            if type(v) is tuple or type(v) is bytes:  # a pool offset
                off = b[at] | b[at + 1] << 8
                at += 2
                if name != "options":
                    values[name] = bytes(self.read(off))
                elif off:  # the option set: a count, then the options
                    p = self.read(off)
                    opts = []
                    j = 1
                    for _ in range(p[0]):
                        field, kind, k = names[p[j]], p[j + 1], p[j + 2]
                        j += 3
                        vals = []
                        for _ in range(k):
                            if kind:  # a layout: its length, its bytes
                                vals.append(bytes(p[j + 1 : j + 1 + p[j]]))
                                j += 1 + p[j]
                            else:
                                vals.append(bool(p[j]) if type(_FIELDS[field]) is bool else p[j])
                                j += 1
                        texts = []
                        for _ in range(k):
                            texts.append(str(p[j + 1 : j + 1 + p[j]], "utf-8"))
                            j += 1 + p[j]
                        opts.append((field, tuple(vals), tuple(texts)))
                    values[name] = tuple(opts)
            else:
                if b[at] != v:
                    values[name] = b[at] if type(v) is not bool else bool(b[at])
                at += 1
        return Rules(self.text(i), self.text(i, 1), **values)


GAMES = GameList(__file__.rsplit("/", 2)[0] + "/cards/games.bin")


def find(game_id):
    """Gets the record of a card game by id.

    :raises ValueError: for an unknown id.
    """
    i = GAMES.index(game_id)
    if i < 0:
        raise ValueError("no such game: %r (python -m sim list names them)" % game_id)
    return GAMES[i]
