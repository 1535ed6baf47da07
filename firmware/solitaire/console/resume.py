"""Power-on's second stage, after ``power_on.py``'s first (``start``): the
saves read back, the saved game resumed or what the console restarted for
opened (``boot``), the settings applied and the first screen drawn. Loaded
for it and dropped after (``device.Console``; ``boot`` the simulator's
too, ``resume`` the menu's through ``savegame.Saver.resume``): code that runs once a run is
heap the game can use. So the resume's own parts of the App, the renderer
and the store are here too: the saved game's family loaded (``prepare``)
and shown (``show``), the sheets' room (``reserve``), the records' places
let go (``forget``).
"""

import gc

from micropython import const

from solitaire.console import framing as REC
from solitaire.console.app import _forget
from solitaire.console.records import ENDED, SaveError, UnknownGame, note
from solitaire.console.screens import NOTICE

_OPENING = const(3)  # device._OPENING: where the out-of-memory notice says it came


def start(c, saver, where, wanted, problems, oom):
    """The second stage of ``device.Console``'s power-on, inside the
    out-of-memory handling (the notice and the game menu, as in play)."""
    app = c.app
    try:
        if saver is not None:
            reserve(c.renderer)  # before the saved game's family loads and its moves replay
            notes = boot(saver, app, wanted, c.renderer)
            if where is not None:
                notes.append(where)
        else:
            notes = []
            app.show_menu(0)
        c._apply_settings(notes)  # (the saved settings: a buzzer that can't sound is a note)
        app._draw()
        if problems or notes:
            app.open_panel(NOTICE, problems + notes)
            app._draw()
            app.say((problems + notes)[0][:21])
    except MemoryError:  # the game did not fit: the menu, and say so
        oom = True
    if oom:
        c.out_of_memory(_OPENING, 0)
    from solitaire.console.render import NO_MEMORY, AssetError  # (loaded by power_on.start: a look-up)

    try:
        c.renderer.draw(c.screen)
    except MemoryError:
        c.out_of_memory(_OPENING, 0)
    except AssetError as e:
        if e.why != NO_MEMORY:  # a game's sheet is missing or damaged
            c.fatal = ("asset", e)
            return
        c.out_of_memory(_OPENING, 0)  # no heap to load the sheet
    free = getattr(gc, "mem_free", None)  # (CPython, the simulator: not known)
    if free is not None:  # the About screen's "free at boot"
        gc.collect()
        app.heap_boot = app.heap_low = free()


def reserve(renderer, pitch=16):
    """Takes room for the first game's sheets (``renderer.spare``) while the
    heap is still in one piece (at power-on, before a saved game's family
    loads and its moves replay): a piece for each sheet's pixels, let go
    just before that sheet loads (``render.Renderer._sheet``), so the
    collection its pixels' allocation then runs frees the piece for them,
    and what the load makes before them (the file, the palette) goes
    elsewhere. Later layouts load into the holes the sheets before them
    leave. Taken at the widest layout's ``pitch``, and again at a narrower
    one once the saved game's family is known to draw no wider
    (``resume``): the room the first left goes to the family's loading."""
    renderer.spare = None
    try:
        renderer.spare = [bytearray(pitch * 192), bytearray(pitch << 8)]  # (the slots' sheet loads first: the last piece)
    except MemoryError:
        renderer.spare = None


def boot(saver, app, wanted=None, renderer=None):
    """Loads everything into ``app`` and resumes the saved game, or else
    starts ``wanted`` ((game number, deal, options): settings.toml's game)
    or shows the game menu; gets the notices to show (one line each). The
    records are read by ``loading.py``, dropped before a game's family
    loads (``_read``)."""
    from solitaire.console import loading

    notes, open_next = loading.boot(saver, app)
    del loading
    _drop_reading()
    saver.notices = notes
    if open_next:
        _open_next(saver, app, open_next)
    else:
        resume(saver, app, notes, False, renderer)
    if app.play is None and (app.menu is None or app.view is not app.menu):  # (the game's family dropped it)
        if wanted is not None:
            app.start(wanted[0], wanted[1], wanted[2])
        else:  # (on the device a game over's family was loaded to see that: it restarts for the menu)
            app.show_menu(app.gi)
    _drop_reading()  # the game is on the board (rebuild.py's work done), or a record was set aside
    return notes


def resume(saver, app, notes, later=False, renderer=None):
    """Resumes the newest saved game that loads (passing over damaged ones,
    with a line in ``notes`` for each); gets True when a game is on the
    board. At power-on, and ``later`` from the game menu's Continue, which
    on the device restarts the firmware to do it as a power-on does
    (``App.show_menu``); the simulator reads the save again (the records'
    places were dropped after power-on)."""
    st = saver.store
    if later:
        if app.restart is not None and app.restart(""):
            return True  # (the device restarts: a power-on resumes the game)
        st.open()
    tried = 0
    resumed = False
    while True:
        r = _read(st, REC.K_GAME, tried)
        if r is None:
            break
        seq, payload = r
        tried += 1
        try:
            gi = app.games.index(payload[1 : 1 + payload[0]].decode())  # (the record starts with the game's id: its length, its bytes)
            if gi >= 0:  # its family first, into a heap still in one piece, then its moves
                pitch = getattr(app.games[gi], "pitch", 16)  # (the widest its family draws at: a record says if narrower)
                if renderer is not None and renderer.spare and pitch < 16:  # (power-on's room for the sheets: what the family's need not)
                    reserve(renderer, pitch)
                prepare(app, gi)
                if renderer is not None and renderer.spare and pitch > 15:  # the sheets' first piece lent to rebuild.py's code (amid the family's pieces the heap had no hole for it), taken again below (a narrower room lent: Solitaire for Two's resume ran out)
                    del renderer.spare[0]
                    if app.collect is not None:
                        app.collect()
            from solitaire.console import rebuild  # (dropped once the game is rebuilt, below)

            b, meta = rebuild.load_game(payload, app.games, app.board if gi >= 0 else None)
            saver.stats.get(app.games[meta.gi].id, b.options)  # (its statistics decoded while rebuild.py holds unpack.py: counting its deals loads nothing)
            rebuild = None  # its code let go (this frame held it) before the sheets' piece is taken again
            _drop_reading()
            if gi >= 0 and renderer is not None and renderer.spare and pitch > 15:
                if app.collect is not None:
                    app.collect()
                try:
                    renderer.spare.insert(0, bytearray(pitch * 192))
                except MemoryError:
                    pass  # (no 3 KB in one piece now: the sheet finds its own as it loads, after the resume's let go)
        except UnknownGame as e:
            notes.append(note("game", e))
            st.set_aside(REC.pack(REC.K_GAME, seq, payload))  # (the whole record: loading.Found.raw)
            break  # a clean start: an older record would be stale
        except (SaveError, ValueError, IndexError) as e:
            notes.append(note("game", e))
            st.set_aside(REC.pack(REC.K_GAME, seq, payload))
            continue  # the one before it, then
        saver.saved_board = b
        if b.won() and meta.flags & ENDED:
            app.gi = meta.gi  # over and counted: the game menu will be on that game
        else:
            show(app, meta.gi, b, meta.player_moves, meta.secs * 1000, bool(meta.flags & ENDED))
            resumed = True
        if tried > 1:
            notes.append("older save loaded")
        break
    if not resumed:
        app.play = None  # a family loaded for a game not resumed: no game on the board (its modules stay)
    forget(st)
    return resumed


def prepare(app, gi):
    """Loads game ``gi``'s family (its modules and its Play) before a saved
    game of it is rebuilt (``rebuild.py``): into a heap still in one piece,
    not amid what replaying the game's moves leaves behind."""
    app.gi = gi
    g = app.games[gi]
    app._load_family(g.family, g)


def show(app, gi, board, player_moves=0, play_ms=0, ended=False):
    """Shows a saved game (``board``, rebuilt by ``rebuild.py``) in ``app``
    as it was (the App's ``start`` with it)."""
    saver = app.saver
    app.saver = None  # not a new deal: nothing is left, nothing to save
    try:
        app.start(gi, board.deal_no, board.options, board)
    finally:
        app.saver = saver
    app.player_moves = player_moves
    app.play_ms = play_ms
    app.ended = ended
    app.moved = bool(player_moves or board.nmoves)
    if saver is not None:  # the family's Play may be new, made with no saver to ask
        saver.restore_series(app)
    app.play.resume(board, ended)
    app.unsaved = 0
    app._draw()


def forget(store):
    """Drops what ``store`` noted at power-on of where the records are,
    once the saver has loaded what it needs; saving needs only the sequence
    numbers. With the save file, the NVM's image of its sector goes too
    (``media.NvmLog``'s text)."""
    for kind in store.index:
        store.index[kind] = []
    if store.log is not None and store.ring is not None:
        store.log.img = store.log.mv = None


def _read(store, kind, skip):
    """Gets (sequence number, payload) of the whole record of ``kind`` after
    the ``skip`` newest, or None (``loading.record``), and drops the
    reading's code again: the heap it held is the family's, which loads
    next. (Not the ``loading.Found`` itself: its class would keep the
    module's code.)"""
    from solitaire.console import loading

    r = loading.record(store, kind, skip)
    del loading
    _drop_reading()
    return None if r is None else (r.seq, r.payload)


def _open_next(saver, app, gid):
    """Opens what the console restarted for: a game (its id), or the game
    menu on one ("-" and its id: the saved game to go back to; "+": a game
    over). The settings are written without it first, so a start that
    fails can't fail again at every power-on."""
    saver._write(REC.K_SETTINGS, saver.saved_settings, True)
    menu = gid[0] in "-+"
    gi = app.games.index(gid[1:] if menu else gid)
    forget(saver.store)
    if gi < 0:
        saver.notices.append("no game %s" % gid)
    elif not menu:
        saver.stats.get(gid, app.options[gi])  # (decoded before its family loads: counting its deals loads nothing)
        app.start(gi, app.deals[gi])
    else:
        app.saved = gid[0] == "-"
        app.show_menu(gi)


def _drop_reading():
    """Drops power-on's reading of the records (``loading.py``,
    ``reading.py``, ``unpack.py``) and the rebuild of a saved game (``rebuild.py``) on the
    device, so that their code is heap the game's family can use (the
    simulator keeps them: ``app._forget``)."""
    _forget("solitaire.console.loading")
    _forget("solitaire.console.reading")
    _forget("solitaire.console.rebuild")
    _forget("solitaire.console.unpack")
