"""What is saved, and when: the game, the statistics and the settings.

A saved game is its history, not its piles: game id, options, deal number
and the move list (each move as it went into the engine's history, with the
flag saying the game made it itself, so undo takes the same steps after a
reload). Loading deals the deal afresh and replays the moves, each checked
by the rules, then compares the position with the CRC-32 of ``key()``
stored beside it: a record that does not rebuild exactly the position that
was saved is not used, so the screen never shows a position that was not
reached in play.

Game payload (``record.K_GAME``)::

    1+L  game id (length, then ASCII)
    1+N  options (count, then one byte each)
    4    deal number
    4    CRC-32 of the position (``key()``)
    2    moves in the history
    2    base: how many of those moves the snapshot stands in for (0 without)
    2    player moves (the win screen's count)
    4    play time, seconds
    1    flags: ENDED (the deal is already counted in the statistics),
         SNAP (a snapshot follows)
    (SNAP) 2+S  snapshot: ``key()`` after ``base`` moves (or where a game
         rebuilt from a snapshot has its history start)
    3 a move   each: m & 0xFF, m >> 8 & 0xFF, m >> 16 | 0x80 when the game made it

A record must fit its slot (``media.LIMIT``: 498 bytes, about 150 moves).
A longer history is saved as a snapshot of the position some moves back
plus the moves since, as many as fit (at least ``MIN_TAIL``): the position is
whole, and undo reaches back that far after a reload (all the way while the
console stays on). Nothing is cut without the record saying so.

Statistics (``K_STATS``) and settings (``K_SETTINGS``) are described at
``Stats`` and ``Settings``. ``Saver`` decides when to write (see
``checkpoint``).
"""

from solitaire.console import record as REC
from solitaire.console.media import LIMIT
from solitaire.console import app as UI
from solitaire.cards.piles import F_AUTO
from solitaire.cards.rules import TILES

ENDED = 1  # flags: the deal is over and counted
SNAP = 2  # flags: a snapshot follows; the moves start from it
MIN_TAIL = 64  # moves a snapshot record keeps at least


class SaveError(ValueError):
    """A record that can't be used; the message is a short reason."""


class UnknownGame(SaveError):
    """A save for a game this firmware does not have."""


# -- bytes ------------------------------------------------------------------


class Reader:
    def __init__(self, b):
        self.b = b
        self.i = 0

    def take(self, n):
        i = self.i
        if i + n > len(self.b):
            raise SaveError("record too short")
        self.i = i + n
        return self.b[i : i + n]

    def u8(self):
        return self.take(1)[0]

    def u16(self):
        b = self.take(2)
        return b[0] | b[1] << 8

    def u32(self):
        b = self.take(4)
        return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24

    def s16(self):
        v = self.u16()
        return v - 0x10000 if v & 0x8000 else v

    def text(self):
        return self.take(self.u8()).decode()

    def blob(self):
        return bytes(self.take(self.u8()))

    def done(self):
        if self.i != len(self.b):
            raise SaveError("record too long")


def _text(out, s):
    b = s.encode()
    out.append(len(b))
    out.extend(b)


def _blob(out, b):
    out.append(len(b))
    out.extend(b)


def _s16(out, v):
    v = -32768 if v < -32768 else 32767 if v > 32767 else v
    REC.put16(out, v & 0xFFFF)


# -- games --------------------------------------------------------------------


def new_engine(rules, deal, options):
    """Gets a fresh deal of a game: a ``Board``, or the tile game's engine."""
    if rules.family == TILES:
        from solitaire.sixsuit.engine import SixSuit

        return SixSuit(rules, deal, options)
    from solitaire.cards.board import Board

    return Board(rules, deal, options)


def auto_at(b, i):
    """Checks if move ``i`` of the history was the game's own."""
    if hasattr(b, "flags_at"):
        return b.flags_at(i) & F_AUTO
    return b.hist[i * 4 + 3] & F_AUTO


def position_hash(b):
    return REC.crc32(b.key())


def key_at(b, base):
    """Gets ``key()`` as it was after ``base`` moves: undoes to there and
    makes the moves again (the history comes back byte for byte)."""
    n = b.nmoves
    redo = [(b.move_at(i), auto_at(b, i)) for i in range(base, n)]
    want = position_hash(b)
    for _ in range(n - base):
        b.undo()
    k = b.key()
    for m, a in redo:
        b.apply(m, a)
    if position_hash(b) != want:  # pragma: no cover - an engine bug
        raise SaveError("undo and redo disagree")
    return k


def game_payload(b, game_id, player_moves=0, secs=0, flags=0, limit=LIMIT[REC.K_GAME]):
    """Gets the saved-game payload of engine ``b`` (see the module text).

    :raises SaveError: when even a snapshot and MIN_TAIL moves don't fit.
    """
    head = bytearray()
    _text(head, game_id)
    _blob(head, bytes(b.options))
    REC.put32(head, b.deal_no)
    REC.put32(head, position_hash(b))
    n = b.nmoves
    REC.put16(head, n)
    fixed = len(head) + 2 + 2 + 4 + 1
    base = 0
    snap = getattr(b, "origin", None)  # rebuilt from a snapshot: its history starts there
    if fixed + 3 * n + (2 + len(snap) if snap else 0) > limit:
        size = len(b.key())
        tail = (limit - fixed - 2 - size) // 3
        if tail < MIN_TAIL:
            raise SaveError("no room for a snapshot")
        base = n - tail
        snap = key_at(b, base)
    REC.put16(head, base)
    REC.put16(head, player_moves if player_moves < 0xFFFF else 0xFFFF)
    REC.put32(head, secs)
    head.append(flags | (SNAP if snap else 0))
    if snap:
        REC.put16(head, len(snap))
        head.extend(snap)
    for i in range(base, n):
        m = b.move_at(i)
        if m >> 16 > 0x7F:
            raise SaveError("move too large to save")
        head.append(m & 0xFF)
        head.append((m >> 8) & 0xFF)
        head.append(m >> 16 | (0x80 if auto_at(b, i) else 0))
    return bytes(head)


class GameMeta:
    """What a saved game holds besides the engine."""

    def __init__(self, gi, player_moves, secs, flags, base):
        self.gi = gi
        self.player_moves = player_moves
        self.secs = secs
        self.flags = flags
        self.base = base


def _cards(b):
    out = []
    for p in range(len(b.size)):
        pile = b.piles[p]
        for i in range(b.size[p]):
            out.append(pile[i] & 0x7F)
    out.sort()
    return out


def restore(b, snap):
    """Puts a ``key()`` snapshot into fresh engine ``b`` (same game, deal and
    options), with an empty history.

    :raises SaveError: when it is not a position of this deal (each card
        exactly once, piles within their room).
    """
    want = _cards(b)
    i = 0
    for p in range(len(b.size)):
        if i >= len(snap):
            raise SaveError("snapshot too short")
        n = snap[i]
        if n > len(b.piles[p]) or i + 1 + n > len(snap):
            raise SaveError("snapshot pile too long")
        b.piles[p][0:n] = snap[i + 1 : i + 1 + n]
        b.size[p] = n
        i += 1 + n
    rest = snap[i:]
    if hasattr(b, "jdecl"):  # the tile game
        if len(rest) != 8:
            raise SaveError("snapshot too short")
        b.jdecl[0:3] = rest[0:3]
        b.jflags[0:3] = rest[3:6]
        b.libs = rest[6]
        b.grand = rest[7]
        for p in range(len(b.size)):
            for j in range(b.size[p]):
                b.loc[b.piles[p][j] & 0x7F] = p
    else:
        if len(rest) != 1:
            raise SaveError("snapshot too short")
        b.recycles = rest[0]
    b.nmoves = 0
    if _cards(b) != want:
        raise SaveError("snapshot cards differ from the deal")
    b.origin = bytes(snap)  # the history starts here, not at the deal


def load_game(payload, games):
    """Rebuilds a saved game; gets (engine, GameMeta).

    :raises UnknownGame: for a game id not in ``games``.
    :raises SaveError: when the record does not rebuild the saved position.
    """
    r = Reader(payload)
    gid = r.text()
    opts = r.blob()
    deal = r.u32()
    want = r.u32()
    n = r.u16()
    base = r.u16()
    player = r.u16()
    secs = r.u32()
    flags = r.u8()
    gi = -1
    for i in range(len(games)):
        if games[i].id == gid:
            gi = i
    if gi < 0:
        raise UnknownGame("no game %s" % gid)
    rules = games[gi]
    try:
        rules.with_options(opts)
        b = new_engine(rules, deal, opts)
    except (ValueError, IndexError):
        raise SaveError("bad options")
    if base > n:
        raise SaveError("bad base")
    if flags & SNAP:
        restore(b, r.take(r.u16()))
    elif base:
        raise SaveError("bad base")
    for i in range(base, n):
        mv = r.take(3)
        m = mv[0] | mv[1] << 8 | (mv[2] & 0x7F) << 16
        why = b.check(m)
        if why is not None:
            raise SaveError("move %d: %s" % (i + 1, why))
        b.apply(m, bool(mv[2] & 0x80))
    r.done()
    if position_hash(b) != want:
        raise SaveError("position differs")
    return b, GameMeta(gi, player, secs, flags, base)


# -- statistics -----------------------------------------------------------------


class Entry:
    """Statistics of one game with one set of options.

    ``best_moves`` and ``best_secs`` come from won deals (0: none yet);
    ``best_score`` from games with a score (None: none). The tile game's
    score series: ``series`` holds the totals of the series in progress (up
    to five), ``series_done`` counts finished ones and ``best_avg10`` is the
    best finished series' average, times ten.
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

    def rate(self):
        """Gets the win rate in whole percent."""
        return (100 * self.won + self.played // 2) // self.played if self.played else 0


SERIES = 5
_F_SCORE = 1
_F_SERIES = 2


class Stats:
    """Statistics per game and option set, most recently played first.

    Payload: a count, then per entry: game id, options, played, won, current
    and best streak (2 bytes each), fewest moves and best time in a win (2
    bytes each), a flags byte, then a best score (2 bytes, signed) when
    flags & 1, and the score series (count, totals as 2 signed bytes each,
    series finished, best average x10) when flags & 2. What does not fit the
    record (``media.LIMIT``) is the least recently played; ``dropped`` says
    how many entries a save had to leave out.
    """

    def __init__(self):
        self.entries = []
        self.dropped = 0

    def get(self, gid, opts, make=False):
        opts = bytes(opts)
        for e in self.entries:
            if e.gid == gid and e.opts == opts:
                return e
        if not make:
            return None
        e = Entry(gid, opts)
        self.entries.insert(0, e)
        return e

    def record(self, gid, opts, won, moves=0, secs=0, score=None, series=False):
        """Counts a deal that was played: won, or left unwon (a loss)."""
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
            one = bytearray()
            _text(one, e.gid)
            _blob(one, e.opts)
            for v in (e.played, e.won, e.streak, e.best_streak, e.best_moves, e.best_secs):
                REC.put16(one, v if v < 0xFFFF else 0xFFFF)
            flags = (_F_SCORE if e.best_score is not None else 0) | (_F_SERIES if e.series or e.series_done else 0)
            one.append(flags)
            if flags & _F_SCORE:
                _s16(one, e.best_score)
            if flags & _F_SERIES:
                one.append(len(e.series))
                for t in e.series:
                    _s16(one, t)
                REC.put16(one, e.series_done)
                _s16(one, e.best_avg10 if e.best_avg10 is not None else -32768)
            if len(out) + len(one) > limit or n == 255:
                self.dropped += 1
                continue
            out.extend(one)
            n += 1
        out[0] = n
        return bytes(out)

    @staticmethod
    def decode(payload):
        r = Reader(payload)
        s = Stats()
        for _ in range(r.u8()):
            e = Entry(r.text(), r.blob())
            e.played = r.u16()
            e.won = r.u16()
            e.streak = r.u16()
            e.best_streak = r.u16()
            e.best_moves = r.u16()
            e.best_secs = r.u16()
            flags = r.u8()
            if flags & _F_SCORE:
                e.best_score = r.s16()
            if flags & _F_SERIES:
                c = r.u8()
                if c >= SERIES:
                    raise SaveError("bad series")
                e.series = [r.s16() for _ in range(c)]
                e.series_done = r.u16()
                a = r.s16()
                e.best_avg10 = None if a == -32768 else a
            if e.won > e.played:
                raise SaveError("won more than played")
            s.entries.append(e)
        r.done()
        return s


# -- settings ---------------------------------------------------------------------

CONTRASTS = (0.05, 0.25, 0.5, 0.75, 1.0)  # display brightness at levels 1..5
SLEEPS = UI.SLEEPS  # idle seconds before the display sleeps; 0: never
QUICK = 1
AUTO_FINISH = 2
SWAP_AB = 4


class Settings:
    """The console's settings.

    Payload: contrast level (0..4), sleep choice (index into SLEEPS), a flags
    byte (QUICK: a card with one legal move goes there at once; AUTO_FINISH:
    a game won in all but name plays out; SWAP_AB: the A and B buttons
    swapped), then per game: id, next deal number (4 bytes) and options.
    Games the firmware does not have are kept as they are. Last, only when
    the console restarted to change game family (``Saver.switch_to``), the
    id of the game to open at power-on instead of resuming one.
    """

    def __init__(self):
        self.contrast = 4
        self.sleep = 2
        self.flags = QUICK | AUTO_FINISH
        self.games = []  # [(id, deal, options)]
        self.open_next = ""  # a game id to open at power-on

    def encode(self):
        out = bytearray()
        out.append(self.contrast)
        out.append(self.sleep)
        out.append(self.flags)
        out.append(len(self.games))
        for gid, deal, opts in self.games:
            _text(out, gid)
            REC.put32(out, deal)
            _blob(out, bytes(opts))
        if self.open_next:
            _text(out, self.open_next)
        return bytes(out)

    @staticmethod
    def decode(payload):
        r = Reader(payload)
        s = Settings()
        s.contrast = r.u8()
        s.sleep = r.u8()
        s.flags = r.u8()
        if s.contrast >= len(CONTRASTS) or s.sleep >= len(SLEEPS):
            raise SaveError("setting out of range")
        for _ in range(r.u8()):
            s.games.append((r.text(), r.u32(), r.blob()))
        if r.i < len(payload):
            s.open_next = r.text()
        r.done()
        return s

    @staticmethod
    def of(app):
        """Gets the settings an App runs with."""
        s = Settings()
        s.contrast = app.contrast
        s.sleep = app.sleep_choice
        s.flags = (QUICK if app.quick else 0) | (AUTO_FINISH if app.auto_finish else 0) | (SWAP_AB if app.swap_ab else 0)
        for gi in range(len(app.games)):
            s.games.append((app.games[gi].id, app.deals[gi], bytes(app.options[gi])))
        return s

    def apply(self, app):
        """Sets an App's settings (options a game does not have are left at
        their defaults)."""
        app.contrast = self.contrast
        app.set_sleep(self.sleep)
        app.quick = bool(self.flags & QUICK)
        app.auto_finish = bool(self.flags & AUTO_FINISH)
        app.swap_ab = bool(self.flags & SWAP_AB)
        for gid, deal, opts in self.games:
            for gi in range(len(app.games)):
                g = app.games[gi]
                if g.id != gid:
                    continue
                app.deals[gi] = deal if deal > 0 else 1
                if len(opts) == len(g.options):
                    ok = True
                    for i in range(len(opts)):
                        if opts[i] >= len(g.options[i][2]):
                            ok = False
                    if ok:
                        for i in range(len(opts)):
                            app.options[gi][i] = opts[i]


# -- when to write -------------------------------------------------------------------


class Saver:
    """Writes the game, the statistics and the settings at checkpoints.

    The policy (``checkpoint``): the game is written when ``SAVE_MOVES``
    board changes are waiting and the player has paused for IDLE_SAVE_MS or
    opened the pause menu (*soft* checkpoints), and whenever anything at all
    changed when the display goes to sleep, the player leaves the deal (new
    deal, restart, another game, the game menu) or the game ends (*hard*
    checkpoints). Statistics and settings go with hard checkpoints when they
    changed. In FILES mode the hard checkpoints also refresh the NVM copy.
    """

    def __init__(self, store):
        self.store = store
        self.stats = Stats()
        self.saved_board = None
        self.saved_settings = b""
        self.stats_dirty = False
        self.notices = []
        self.writes = 0

    # -- power on --------------------------------------------------------

    def boot(self, app):
        """Loads everything into ``app`` and resumes the saved game; gets the
        notices to show (one line each)."""
        st = self.store
        notes = list(st.problems)
        open_next = ""
        for r in st.newest(REC.K_SETTINGS):
            try:
                s = Settings.decode(r.payload)
                s.apply(app)
                open_next = s.open_next
                self.saved_settings = Settings.of(app).encode()
                break
            except (SaveError, ValueError, IndexError) as e:
                notes.append(_note("settings", e))
                st.set_aside(r.raw)
        for r in st.newest(REC.K_STATS):
            try:
                self.stats = Stats.decode(r.payload)
                break
            except (SaveError, ValueError, IndexError) as e:
                notes.append(_note("statistics", e))
                st.set_aside(r.raw)
        tried = 0
        if open_next:
            st.forget()
            self.notices = notes
            self._open_next(app, open_next)
            return notes
        for r in st.newest(REC.K_GAME):
            tried += 1
            try:
                b, meta = load_game(r.payload, app.games)
            except UnknownGame as e:
                notes.append(_note("game", e))
                st.set_aside(r.raw)
                break  # a clean start: an older record would be stale
            except (SaveError, ValueError, IndexError) as e:
                notes.append(_note("game", e))
                st.set_aside(r.raw)
                continue  # the one before it, then
            self.saved_board = b
            if b.won() and meta.flags & ENDED:
                app.sel = meta.gi  # over and counted: the game menu, on that game
            else:
                app.resume(meta.gi, b, meta.player_moves, meta.secs * 1000, bool(meta.flags & ENDED))
            if tried > 1:
                notes.append("older save loaded")
            break
        st.forget()
        self.notices = notes
        return notes

    def restore_series(self, app):
        """Gives the tile game's screen, just made, its score series back
        from the statistics (the screen is made when a tile game is played,
        so a card game's player never loads the tile game for it)."""
        for gi in range(len(app.games)):
            g = app.games[gi]
            if g.family != TILES:
                continue
            e = self.stats.get(g.id, app.options[gi])
            if e is not None and e.series and app.tiles is not None:
                from solitaire.sixsuit.engine import Series

                app.tiles.series = Series(e.series)

    def _open_next(self, app, gid):
        """Opens the game the console restarted for. The settings are
        written without it first, so a start that fails can't fail again
        at every power-on."""
        self._write(REC.K_SETTINGS, self.saved_settings, True)
        for gi in range(len(app.games)):
            if app.games[gi].id == gid:
                app.start(gi, app.deals[gi])
                return
        self.notices.append("no game %s" % gid)

    def switch_to(self, app, gi):
        """Saves everything for a restart that opens game ``gi`` (of the
        other family): a hard checkpoint, then the settings with the game to
        open. Gets True when that was written (else the restart can't
        happen: the caller switches in place)."""
        self.checkpoint(app, True)
        s = Settings.of(app)
        s.open_next = app.games[gi].id
        writes = self.writes
        self._write(REC.K_SETTINGS, s.encode(), True)
        return self.writes > writes

    # -- checkpoints --------------------------------------------------------

    def checkpoint(self, app, hard=False):
        """Saves what a checkpoint should (see the class text); gets True
        when it wrote anything."""
        wrote = False
        b = app.board
        if b is not None and (app.unsaved >= UI.SAVE_MOVES or (hard and (app.unsaved or b is not self.saved_board))):
            self.save_game(app, hard)
            wrote = True
        if hard:
            s = Settings.of(app).encode()
            if s != self.saved_settings:
                self._write(REC.K_SETTINGS, s, True)
                self.saved_settings = s
                wrote = True
            if self.stats_dirty:
                self._write(REC.K_STATS, self.stats.encode(), True)
                self.stats_dirty = False
                wrote = True
        return wrote

    def save_game(self, app, nvm=False):
        b = app.board
        gid = app.games[app.gi].id
        app.unsaved = 0  # even when it fails: no retry on every tick
        try:
            payload = game_payload(b, gid, app.player_moves, app.play_ms // 1000, ENDED if app.ended else 0)
        except SaveError as e:
            self.notices.append(_note("game", e))
            return
        self._write(REC.K_GAME, payload, nvm)
        self.saved_board = b

    def _write(self, kind, payload, nvm):
        try:
            self.store.save(kind, payload, nvm)
            self.writes += 1
        except (OSError, ValueError) as e:
            self.notices.append(_note(REC.KIND_NAMES[kind], e))

    # -- the events the UI tells ------------------------------------------------

    def leaving(self, app):
        """The deal on the board is about to be replaced: a deal that was
        played and not counted yet counts as a loss."""
        b = app.board
        if b is None or app.ended or not app.moved:
            return
        self.count(app, False, False)

    def started(self, app):
        """A new deal is on the board (perhaps dealt into the same Board
        object, so it is saved whatever ``saved_board`` says)."""
        self.saved_board = None
        self.checkpoint(app, True)

    def ended(self, app):
        """The game ended (won; for the tile game, no move left)."""
        if not app.ended:
            self.count(app, app.board.won(), True)
        app.ended = True
        self.checkpoint(app, True)

    def count(self, app, won, over):
        """Counts the deal on the board: won or not; ``over`` when it ended
        by the rules (a tile game's score then goes into its series, as the
        tile game's own screen does)."""
        b = app.board
        g = app.games[app.gi]
        score = None
        if g.family == TILES and over:
            score = b.score().total
        self.stats.record(g.id, b.options, won, app.player_moves, app.play_ms // 1000, score, score is not None)
        self.stats_dirty = True
        app.ended = True


def _note(what, e):
    return "%s: %s" % (what, e.args[0] if e.args else e)
