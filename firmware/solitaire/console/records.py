"""The save file's records besides the game: statistics and settings, and
the byte writing every record shares (``savegame.py`` has the game record
and decides when to write; the reading back is ``unpack.py``'s, loaded
only while something is read)."""

import sys

from micropython import const

from solitaire.console import framing as REC
from solitaire.console.media import LIMIT
from solitaire.console.app import SaveError, UnknownGame, _forget  # (the errors: unpack.py raises them, and loads no records.py)

ENDED = 1  # a game record's flags: the deal is over and counted
SNAP = 2  # ... a snapshot follows; the moves start from it


def position_hash(b):
    """The CRC-32 of a position's ``key()``, which a game record holds."""
    return REC.crc32(b.key())


def note(what, e):
    """A notice's line about a record that can't be used or written."""
    return "%s: %s" % (what, e.args[0] if e.args else e)


# -- bytes ------------------------------------------------------------------


def put_text(out, s):
    b = s.encode()
    out.append(len(b))
    out.extend(b)


def put_blob(out, b):
    out.append(len(b))
    out.extend(b)


def put_s16(out, v):
    v = -32768 if v < -32768 else 32767 if v > 32767 else v
    REC.put16(out, v & 0xFFFF)


# -- statistics -----------------------------------------------------------------

SERIES = 5
_F_SCORE = const(1)
_F_SERIES = const(2)
_F_GOAL = const(4)
_F_MATCH = const(8)
_END = const(1023)  # the end's bits in a read entry's place (``Stats``; records are shorter: media.LIMIT)


class Entry:
    """Statistics of one game with one set of options.

    ``best_moves`` and ``best_secs`` come from won deals (0: none yet);
    ``best_score`` from games with a score (None: none). Six-Suit's score
    series: ``series`` holds the totals of the series in progress (up to
    five), ``series_done`` counts finished ones and ``best_avg10`` is the
    best finished series' average, times ten. A points goal (``goal``,
    Solitaire Tiles' 1000): ``series`` is [points so far, games so far],
    ``series_done`` counts goals reached and ``best_avg10`` the fewest games
    one took. A match of three games (``match``, two players): ``series`` is
    [games, won by seat 1, won by seat 2, points of seat 1, of seat 2] and
    ``series_done`` counts matches played.
    """

    def __init__(self, gid, opts):
        self.gid = gid
        self.opts = bytes(opts)
        self.played = 0
        self.won = 0
        self.streak = 0
        self.best_streak = 0
        self.best_moves = 0
        self.best_secs = 0
        self.best_score = None
        self.series = []
        self.series_done = 0
        self.best_avg10 = None
        self.goal = False
        self.match = False

    def encode(self):
        """Gets the entry's bytes in the record (``Stats``' layout)."""
        one = bytearray()
        put_text(one, self.gid)
        put_blob(one, self.opts)
        for v in (self.played, self.won, self.streak, self.best_streak, self.best_moves, self.best_secs):
            REC.put16(one, v if v < 0xFFFF else 0xFFFF)
        flags = (_F_SCORE if self.best_score is not None else 0) | (_F_SERIES if self.series or self.series_done else 0) | (_F_GOAL if self.goal else 0) | (_F_MATCH if self.match else 0)
        one.append(flags)
        if flags & _F_SCORE:
            put_s16(one, self.best_score)
        if flags & _F_SERIES:
            one.append(len(self.series))
            for t in self.series:
                put_s16(one, t)
            REC.put16(one, self.series_done)
            put_s16(one, self.best_avg10 if self.best_avg10 is not None else -32768)
        return one


class Stats:
    """Statistics per game and option set, most recently played first.

    Payload: a count, then per entry: game id, options, played, won, current
    and best streak (2 bytes each), fewest moves and best time in a win (2
    bytes each), a flags byte, then a best score (2 bytes, signed) when
    flags & 1, and the score series (count, totals as 2 signed bytes each,
    series finished, best average x10) when flags & 2. What does not fit the
    record (``store.LIMIT``) is the least recently played; ``dropped`` says
    how many entries a save had to leave out.

    A record read back (``loading.stats``, power-on's) stays as read
    (``data``) until an entry is asked for: ``entries`` holds an entry as
    an ``Entry`` once decoded, else where its bytes are in ``data``
    (``start << 10 | end``, a small int: no heap). A decoded entry holds some 240 bytes of heap, its bytes
    24: every run reads the statistics back, and a game's run decodes only
    its own (``get``: power-on does, ``resume.py``, so the run needs no
    ``unpack.py``; another's id and options are compared as bytes); the
    menu's lists and the statistics screens decode them all (``all``). (No names of its own: a name more in every run can
    take the qstr pool's 9 KB step, ARCHITECTURE.md.)
    """

    def __init__(self):
        self.entries = []
        self.data = b""
        self.dropped = 0

    def all(self):
        """Gets every entry, decoded, most recently played first."""
        es = self.entries
        held = "solitaire.console.unpack" in sys.modules
        for i in range(len(es)):
            if isinstance(es[i], int):
                es[i] = self.decode(es[i])
        self.data = b""
        if not held:
            _forget("solitaire.console.unpack")
        return es

    def get(self, gid, opts, make=False):
        opts = bytes(opts)
        es = self.entries
        d = self.data
        for i in range(len(es)):
            e = es[i]
            if isinstance(e, int):  # (its id and options compared as bytes: no decoding for another's)
                p = e >> 10
                n = p + 1 + d[p]
                if d[p + 1 : n] != gid.encode() or d[n + 1 : n + 1 + d[n]] != opts:
                    continue
                held = "solitaire.console.unpack" in sys.modules
                e = es[i] = self.decode(e)
                if not held:
                    _forget("solitaire.console.unpack")
            if e.gid == gid and e.opts == opts:
                return e
        if not make:
            return None
        e = Entry(gid, opts)
        self.entries.insert(0, e)
        return e

    def decode(self, at):  # (names the firmware has: str.decode's)
        """Decodes the entry at ``at`` (``entries``' small int) with
        ``unpack.py``: power-on's reading holds it (and drops it); loaded
        for a decode after it, and dropped again by the caller."""
        from solitaire.console import unpack

        return unpack.decode(unpack.Reader(self.data, at >> 10), Entry)

    def record(self, gid, opts, won, moves=0, secs=0, score=None, series=False):
        """Counts a deal that was played: won, or left unwon (a loss). With
        ``series`` the score goes into a five-game series (a family that
        keeps a series of another kind keeps it in the entry itself: its
        Play's ``record``)."""
        e = self.get(gid, opts, True)
        self.entries.remove(e)
        self.entries.insert(0, e)
        e.played += 1
        if won:
            e.won += 1
            e.streak += 1
            if e.streak > e.best_streak:
                e.best_streak = e.streak
            if moves and (not e.best_moves or moves < e.best_moves):
                e.best_moves = moves
            if secs and (not e.best_secs or secs < e.best_secs):
                e.best_secs = secs if secs < 0xFFFF else 0xFFFF
        else:
            e.streak = 0
        if score is not None:
            if e.best_score is None or score > e.best_score:
                e.best_score = score
            if series:
                e.series.append(score)
                if len(e.series) >= SERIES:
                    total = 0
                    for t in e.series:
                        total += t
                    avg10 = (total * 10) // len(e.series)
                    if e.best_avg10 is None or avg10 > e.best_avg10:
                        e.best_avg10 = avg10
                    e.series_done += 1
                    e.series = []
        return e

    def encode(self, limit=LIMIT[REC.K_STATS]):
        out = bytearray(1)
        n = 0
        self.dropped = 0
        for e in self.entries:
            if isinstance(e, int):  # as read: its bytes again
                one = self.data[e >> 10 : e & _END]
            else:
                one = e.encode()
            if len(out) + len(one) > limit or n == 255:
                self.dropped += 1
                continue
            out.extend(one)
            n += 1
        out[0] = n
        return bytes(out)


# -- settings ---------------------------------------------------------------------

CONTRASTS = (0.05, 0.25, 0.5, 0.75, 1.0)  # display brightness at levels 1..5
_QUICK = const(1)
_AUTO_FINISH = const(2)
_SWAP_AB = const(4)
_LISTS = const(8)  # the recent and favourite games follow the games (since 0.11)
_SOUND = const(16)  # the buzzer's sounds on (console/sound.py)


def settings(app, open_next=""):
    """Gets the record of the settings an App runs with.

    Payload: contrast level (0..4), sleep choice (index into SLEEPS), a flags
    byte (QUICK: a card with one legal move goes there at once; AUTO_FINISH:
    a game won in all but name plays out; SWAP_AB: the A and B buttons
    swapped; LISTS: the lists below are there; SOUND: the buzzer clicks and
    plays the win's tune), then per game given a deal
    or options: id, next deal number (4 bytes) and options. Games the
    firmware does not have are kept as they are. Then (LISTS) the recent
    games' ids and the favourites' ids, each a count and ids. Last, only when
    the console restarted to change game family or to show the game menu
    (``Saver.switch_to``), what to open at power-on instead of resuming the
    saved game (``open_next``): a game's id, or "-" or "+" and a game's id,
    the game menu on that game ("-": its Continue resumes the saved game;
    "+": that game was over). Power-on reads it back (``loading.apply``: the
    reading is dropped after power-on, the writing kept). Written straight
    from the App: no object between (a class of its own was 600 bytes of
    code in every run).
    """
    out = bytearray()
    out.append(app.contrast)
    out.append(app.sleep_choice)
    out.append((_QUICK if app.quick else 0) | (_AUTO_FINISH if app.auto_finish else 0) | (_SWAP_AB if app.swap_ab else 0) | (_SOUND if app.sound else 0) | _LISTS)
    at = len(out)
    out.append(0)  # how many games: counted below
    deals = app.deals.d
    for d in (deals, app.options.d):  # (only games given a deal or options: the rest are as new)
        for gi in d:
            opts = bytes(app.options[gi])
            deal = deals.get(gi, 1)
            if (d is deals or gi not in deals) and (deal != 1 or any(opts)):
                put_text(out, app.games.text(gi))  # (its id: a game in play's list, held.py's Held, holds the ids)
                REC.put32(out, deal)
                put_blob(out, opts)
                out[at] += 1
    for ids in (app.recent, app.favourites[:255]):  # (a count byte)
        out.append(len(ids))
        for gid in ids:
            put_text(out, gid)
    if open_next:
        put_text(out, open_next)
    return bytes(out)
