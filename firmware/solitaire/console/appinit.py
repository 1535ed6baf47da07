"""The App's first state (``app.App.__init__``'s body): what the App holds
as it is made, once a run at power-on (``power_on.start``). ``App`` loads
this module for it and drops it again (on the device), so its code is heap
the game can use. Nothing made here may hold a function of this module (a
function keeps its module's globals, and with them this code).
"""

from micropython import const

from solitaire.console.screens import Pause

_SLEEP_DEFAULT = const(2)  # app.SLEEPS' 120 seconds


def fill(app, screen, games, menu):
    """Sets ``app``'s attributes but its options and deals (``App.__init__``
    makes them: their class is ``app.py``'s); ``menu``: shows the game
    menu."""
    app.screen = screen
    app.games = games
    app.recent = []  # the ids of the games played last, the last first
    app.favourites = []  # the ids of the games marked (hold A in the menu)
    app.gi = 0  # the game on the board (or last played)
    app.family = None  # the package of the game family in memory
    app.family_module = None  # its play module
    app.play = None  # its Play: the game on the board, a screen of its own
    app.menu = None  # the game menu, while it shows (menu.py: dropped while a game plays)
    app.saved = False  # the device restarted into the menu from a game: Continue resumes it
    app.starting = False  # a new deal waits to be saved (``start``, ``tick``)
    # the device's restart with a fresh heap into a game (its id) or the
    # menu (resume._open_next; device.Console sets it): True if
    # it restarts, else the App goes on in place
    app.restart = None
    app.pause_menu = Pause(app)
    app.view = None  # the screen showing
    if menu:  # (the device shows it after power-on, when no game resumes: its code loads only then)
        app.show_menu(0)
    app.presses = 0
    app.keying = False  # a key is being handled (``key``)
    app.now = 0
    app.msg_until = 0
    app.collect = None  # the device's gc.collect (device.Console sets it)
    # saving and sleeping (savegame.py)
    app.saver = None  # a savegame.Saver, when there is somewhere to save
    app.unsaved = 0  # keys that changed the board since the game was saved
    app.ended = False  # this deal is over and counted in the statistics
    app.moved = False  # a key has changed this deal's board
    app.player_moves = 0  # moves the player made in this deal
    app.play_ms = 0  # time spent playing this deal
    app.idle_from = -1  # when the last key came (-1: none yet)
    app.asleep = False  # the display is off; the next key only wakes it
    # settings (panels.Settings changes them, savegame.Settings saves them)
    app.quick = True
    app.auto_finish = True
    app.swap_ab = False
    app.contrast = 4
    app.set_sleep(_SLEEP_DEFAULT)
    # free heap in bytes at power-on and the lowest since (device.Console
    # sets them; -1: not known, as on CPython)
    app.heap_boot = -1
    app.heap_low = -1
    if menu:
        app._draw()
