"""What is saved, and when: the game, the statistics and the settings.

A saved game is its history, not its piles: game id, options, deal number
and the move list (each move as it went into the engine's history, with the
flag saying the game made it itself, so undo takes the same steps after a
reload). Loading deals the deal afresh and replays the moves, each checked
by the rules, then compares the position with the CRC-32 of ``key()``
stored beside it: a record that does not rebuild exactly the position that
was saved is not used, so the screen never shows a position that was not
reached in play.

Game payload (``store.K_GAME``)::

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

A record must fit its slot (``store.LIMIT``: 498 bytes, about 150 moves).
A longer history is saved as a snapshot of the position some moves back
plus the moves since, as many as fit (at least ``MIN_TAIL``, less any of the
game's own moves the snapshot steps past, below): the position is whole, and
undo reaches back that far after a reload (all the way while the console
stays on). The snapshot stands where a player's move begins, never among the
game's own moves after one (Big Ben's fill goes on from the gap the history
says was filled last, ``cards/clock.py``: a snapshot inside it lost that,
and the resume refused the fill's next card). Nothing is cut without the
record saying so.

Statistics (``K_STATS``) and settings (``K_SETTINGS``) are described at
``records.Stats`` and ``records.settings``. ``Saver`` decides when to write (see
``checkpoint``).
"""

from micropython import const

from solitaire.console import framing as REC
from solitaire.console.media import LIMIT
from solitaire.console.app import _forget
from solitaire.console.records import ENDED, SNAP, SaveError, Stats, note, position_hash, put_blob, put_text, settings

_MIN_TAIL = const(64)  # moves a snapshot record keeps at least
_SAVE_MOVES = const(1)  # board changes that make an idle pause or the pause menu a checkpoint


# -- games --------------------------------------------------------------------


def key_at(b, base, sector=None):
    """Gets ``key()`` as it was after ``base`` moves: undoes to there and
    makes the moves again (the history comes back byte for byte)."""
    n = b.nmoves
    # the moves to make again, three bytes each as the record keeps them
    # (the game's own in the third's top bit): in ``sector`` when given (the
    # save file's, free till the record is made in it: Six-Suit's resumed
    # run found no 468 bytes in one piece at its game's end), else one
    # allocation, not a list of a tuple a move
    redo = bytearray(3 * (n - base)) if sector is None else memoryview(sector)[0 : 3 * (n - base)]
    j = 0
    for i in range(base, n):
        m = b.move_at(i)
        if m >> 16 > 0x7F:
            if m & 0xFFFF != 1:
                raise SaveError("move too large to save")
            m = 1  # (the waste turned over, WASTE -> STOCK, of over 127 cards, Quadruple Canfield's: saved as 0, the whole waste, legal.check)
        redo[j] = m & 0xFF
        redo[j + 1] = (m >> 8) & 0xFF
        redo[j + 2] = m >> 16 | (0x80 if b.by_game(i) else 0)
        j += 3
    want = position_hash(b)
    for _ in range(n - base):
        b.undo()
    k = b.key()
    for j in range(0, len(redo), 3):
        b.apply(redo[j] | redo[j + 1] << 8 | (redo[j + 2] & 0x7F) << 16, redo[j + 2] >> 7)
    if position_hash(b) != want:  # pragma: no cover - an engine bug
        raise SaveError("undo and redo disagree")
    return k


def game_payload(b, game_id, player_moves=0, secs=0, flags=0, limit=LIMIT[REC.K_GAME], at=0, sector=None):
    """Gets the saved-game payload of engine ``b`` (see the module text),
    after ``at`` bytes of room (``REC.HEADER``: the record's header goes
    there, ``Store.save``'s ``at``). ``sector``: a bytearray to make it in
    (the save file's, ``media.FileRing.sector``, kept for the session), at
    least ``at`` + ``limit`` long; the payload is then a view of its first
    bytes. (No new names here: each is a qstr held for good in every run.)

    :raises SaveError: when even a snapshot and MIN_TAIL moves don't fit.
    """
    head = bytearray()
    put_text(head, game_id)
    put_blob(head, bytes(b.options))
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
        if tail < _MIN_TAIL:
            raise SaveError("no room for a snapshot")
        base = n - tail
        while base < n and b.by_game(base):
            base += 1  # (the snapshot not between a player's move and the game's own after it: those follow from the history, Big Ben's fill on clockwise from the gap it filled last, clock.py)
        snap = key_at(b, base, sector)
    REC.put16(head, base)
    REC.put16(head, player_moves if player_moves < 0xFFFF else 0xFFFF)
    REC.put32(head, secs)
    head.append(flags | (SNAP if snap else 0))
    if snap:
        REC.put16(head, len(snap))
        head.extend(snap)
    # the moves go into the sector given, or one allocation of the record's
    # final length: a checkpoint late in a long game, on a heap in pieces,
    # found no 423 bytes in one piece for it (Solitaire for Two's resumed run)
    size = at + len(head) + 3 * (n - base)
    out = bytearray(size) if sector is None else memoryview(sector)[0:size]
    out[at : at + len(head)] = head
    j = at + len(head)
    for i in range(base, n):
        m = b.move_at(i)
        if m >> 16 > 0x7F:
            if m & 0xFFFF != 1:
                raise SaveError("move too large to save")
            m = 1  # (as in key_at)
        out[j] = m & 0xFF
        out[j + 1] = (m >> 8) & 0xFF
        out[j + 2] = m >> 16 | (0x80 if b.by_game(i) else 0)
        j += 3
    return out


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

    def resume(self, app, notes, later=False):
        """Resumes the newest saved game that loads; gets True when a game
        is on the board (``resume.resume``: the game menu's Continue; a
        circle of imports if the menu loaded it itself)."""
        from solitaire.console import resume

        got = resume.resume(self, app, notes, later)
        del resume
        _forget("solitaire.console.resume")
        return got

    def restore_series(self, app):
        """Gives the family's Play, just made, the game's score series back
        from the statistics (a Play is made when its family is first played,
        so a family that keeps no series never loads anything for it)."""
        e = self.stats.get(app.games[app.gi].id, app.options[app.gi])
        if e is not None and e.series and app.play is not None:
            app.play.load_series(e.series)

    def switch_to(self, app, gid):
        """Saves everything for a restart that opens ``gid`` (a game of the
        other family, or the game menu: ``resume._open_next``): a hard checkpoint,
        then the settings with what to open. Gets True when that was written
        (else the restart can't happen: the caller goes on in place)."""
        self.checkpoint(app, True)
        writes = self.writes
        self._write(REC.K_SETTINGS, settings(app, gid), True)
        return self.writes > writes

    # -- checkpoints --------------------------------------------------------

    def checkpoint(self, app, hard=False):
        """Saves what a checkpoint should (see the class text); gets True
        when it wrote anything."""
        wrote = False
        b = app.board
        if b is not None and (app.unsaved >= _SAVE_MOVES or (hard and (app.unsaved or b is not self.saved_board))):
            self.save_game(app, hard)
            wrote = True
        if hard:
            s = settings(app)
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
        ring = self.store.ring  # (with the save file, the record is made in its sector: no buffer of its size)
        try:
            payload = game_payload(b, gid, app.player_moves, app.play_ms // 1000, ENDED if app.ended else 0, at=REC.HEADER, sector=None if ring is None else ring.sector)
        except SaveError as e:
            self.notices.append(note("game", e))
            return
        self._write(REC.K_GAME, payload, nvm, REC.HEADER)
        self.saved_board = b

    def _write(self, kind, payload, nvm, at=0):
        try:
            self.store.save(kind, payload, nvm, at)
            self.writes += 1
        except (OSError, ValueError) as e:
            self.notices.append(note(REC.KIND_NAMES[kind], e))

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
        score = app.play.score() if over else None
        kept = score is not None and app.play.record(self.stats.get(g.id, b.options, True), score)
        self.stats.record(g.id, b.options, won, app.player_moves, app.play_ms // 1000, score, score is not None and not kept)
        self.stats_dirty = True
        app.ended = True
