"""The console: key events in, the screen showing handles them, the screen
model out.

``App.key(k, now)`` is the one entry for input, on the device and in the
simulator alike; ``App.tick(now)`` runs timers. Both leave tile indices in a
``Screen`` (the screen model) and say whether anything changed; the renderer
does the rest.

Controls (``buttons.py`` turns presses into these keys)::

    d-pad      move the cursor; up/down in a pile choose how many cards
    A          pick up / drop; on the stock, deal
    B          undo; while holding cards, put them back
    hold A     send the card under the cursor (or every safe card) up
    hold B     pause menu

The App holds the screen showing (``view``: a menu, a panel, or a game
family's ``Play``), and what is truly global: the settings, the clock, sleep
and the saving checkpoints. A game is played by its family's package,
``solitaire.<record.family>`` (see ARCHITECTURE.md for the interface): the
App imports its ``play`` module when one of its games is first played and,
on the device, drops the family's modules again when another family is
played, so only one family's code takes heap.
"""

import sys

from micropython import const

from solitaire.console import screens as SC
from solitaire.console.ticks import MASK, ticks_diff

IDLE_SAVE_MS = 4000  # a pause this long is a checkpoint once a board change is waiting
SLEEPS = (30, 60, 120, 300, 600, 0)  # idle seconds before the display sleeps; 0: never
_MSG_MS = const(1800)
_CLICK = const(0)  # the buzzer's sounds (console/sound.py: SOUNDS)
_WIN = const(1)
# room for a game's piles and history (Six-Suit's 645 + 1,536 bytes and its
# undo marks, a card game's piles and 512 bytes), taken before its family's
# code loads and let go just before they are made (``_load_family``)
_PLAY_ROOM = const(3072)


class SaveError(ValueError):
    """A record that can't be used; the message is a short reason."""


class UnknownGame(SaveError):
    """A save for a game this firmware does not have."""


class PerGame:
    """A value per game number, kept only for the games asked about: the menu
    holds hundreds of games and a player plays a few. A game's first value
    is its record's default options, read through ``app`` (the App: a game
    in play lets the list go), or 1 (its first deal) without one."""

    def __init__(self, app=None):
        self.d = {}
        self.app = app

    def __getitem__(self, gi):
        v = self.d.get(gi)
        if v is None:
            v = self.d[gi] = 1 if self.app is None else self.app.games[gi].default_options()
        return v

    def __setitem__(self, gi, v):
        self.d[gi] = v


class App:
    """The screen showing, the game in play, the settings and the clock."""

    # The sound: a setting, off by default (most consoles have no buzzer),
    # and sound.Buzzer while it is on (device.Console makes it). Class
    # attributes until then: the App made at power-on holds nothing more.
    sound = False
    buzzer = None

    def __init__(self, screen, games, menu=True):
        # per game: the options and the next deal, kept for the games given them
        self.options = PerGame(self)
        self.deals = PerGame()
        # the rest is set by appinit.py, loaded for it and dropped after:
        # code run once a run is heap the game can use
        from solitaire.console import appinit

        appinit.fill(self, screen, games, menu)
        _forget("solitaire.console.appinit")

    @property
    def state(self):
        """What kind of screen shows (``screens.MENU``, ``PLAY`` ...)."""
        return self.view.kind

    @property
    def board(self):
        """The position on the board (the family's engine), or None."""
        return self.play.board if self.play is not None else None

    # -- entry points -----------------------------------------------------

    def key(self, k, now=0):
        """Handles one key; returns True (the screen may have changed)."""
        self.now = now
        if self.asleep:  # a key only wakes the console
            self.wake(now)
            return True
        self.presses += 1
        kind = self.view.kind
        b = self.board
        n = b.nmoves if b is not None else -1
        self._clock(kind, now)
        self.keying = True  # (a deal made now may take the next tick to finish: cards/play.py)
        self.view.key(k)
        self.keying = False
        if b is not None and self.board is b and b.nmoves != n:
            self.unsaved += 1
            self.moved = True
            if self.buzzer is not None:
                self.buzzer.play(_CLICK, now)
        if self.view.kind != kind:
            self._state_changed(kind)
        self._draw()
        return True

    def tick(self, now):
        """Runs timers; returns True when the screen changed."""
        self.now = now
        self.keying = False  # (a key cut short by an error)
        if self.buzzer is not None:
            self.buzzer.tick(now)  # (a note's end, or the tune's next)
        changed = self._idle(now)
        view = self.view
        if self.starting and getattr(self.board, "rand", None) is None:
            self.starting = False  # (the deal is out: its save, a tick of its own)
            if self.saver is not None and self.board is not None:
                self.saver.started(self)
        elif self.play is not None and self.play.tick(now) and (view is self.play or self.view is not view):
            changed = True  # (a change under the pause menu shows when the game does)
        if view is self.view and (view is self.menu or view.kind == SC.RULES or view.kind == SC.STATS) and view.tick():
            changed = True  # (the menu reads a record while the keys rest; the rules' title counts their pages; the statistics look up their games)
        if changed:
            self._draw()
        return changed

    def say(self, text):
        """Shows a one-line message over the game for a moment (the game's
        ``tick`` takes it away)."""
        self.screen.set_msg(text)
        self.msg_until = (self.now + _MSG_MS) & MASK

    # -- screens ------------------------------------------------------------

    def show(self, view):
        self.view = view

    def show_play(self):
        """Back to the game in play."""
        self.play.kind = SC.PLAY
        self.view = self.play

    def show_menu(self, gi, restart=True):
        """The game menu's top level, on Continue (game ``gi`` is the one it
        goes back to). On the device, the menu and a game never share a
        run of the firmware: leaving a game for the menu restarts it
        (``restart``; not when ``restart`` is False), and so does starting a
        game from the menu (``start``). Each loads into a fresh heap, which
        holds one or the other, never both, nor the holes and names one
        left behind (Solitaire for Two started from the menu in place needed
        more than 150 KB)."""
        self.gi = gi
        if restart and self.family is not None and self.restart is not None:
            b = self.board  # (None: the saved game, if any, is the one to go back to)
            if self.restart(("-" if (self.saved if b is None else not (self.ended and b.won())) else "+") + self.games[gi].id):
                return  # (on the device the firmware restarts: it does not get here)
        if self.menu is None:
            if hasattr(self.games, "load"):  # (the menu reads the whole list, a game in play's held.py let go)
                self.games = self.games.load()
                _forget("solitaire.console.held")  # (made again as the next game opens)
            from solitaire.console import menu

            self.menu = menu.Menu(self)
        self.menu.open(0)
        self.view = self.menu

    def pause(self):
        """Opens the pause menu over the game in play."""
        self.pause_menu.sel = 0
        self.pause_menu.scroll = 0
        self.view = self.pause_menu

    def show_rules(self, back, gi):
        """Shows game ``gi``'s rules; Back goes to ``back``."""
        g = self.games[gi]
        name = "solitaire." + g.family + ".text"  # only for this screen: a few KB of heap
        __import__(name)
        lines = sys.modules[name].rules_lines(g.with_options(self.options[gi]))
        from solitaire.console.lines import Rules

        self.view = Rules(self, back, gi, lines)

    def open_panel(self, which, problems=None):
        """Opens the statistics (STATS), the settings (SETTINGS) or a notice
        listing ``problems`` (NOTICE) over the screen showing (``panels.py``,
        loaded for it: so is the choice)."""
        from solitaire.console import panels

        panels.open_panel(self, which, problems)

    # -- games ------------------------------------------------------------

    def start(self, gi, deal, options=None, board=None):
        """Deals game ``gi`` and shows it (``board``: shows that instead, a
        saved game rebuilt in the family's own engine: see ``resume``). A
        game whose record can't be read gets a notice instead. On
        the device a start from the menu, or of another family, restarts
        the firmware into the game (``show_menu``)."""
        try:
            g = self.games[gi]
        except (OSError, ValueError) as e:  # the table on flash can't be read
            self.open_panel(SC.NOTICE, ["Can't open that game:", str(e)])
            return
        family = g.family
        if self.saver is not None:
            self.saver.leaving(self)  # the deal on the board is left
        if options is not None:
            for i in range(len(options)):
                self.options[gi][i] = options[i]
        self.deals[gi] = deal
        if (self.menu is not None or self.family is not None and family != self.family) and self.restart is not None and self.restart(g.id):
            return  # (on the device the firmware restarts: it does not get here)
        self.saved = False  # (a new game instead of the saved one)
        self.play_ms = 0
        self.ended = False
        self.unsaved = 0
        self.moved = False
        self.player_moves = 0
        self.gi = gi
        gid = g.id
        if gid in self.recent:
            self.recent.remove(gid)
        self.recent.insert(0, gid)
        del self.recent[7:]  # (the Recent list's seven)
        self._load_family(family, g)
        self.play.start(self.games[gi], deal, self.options[gi], board)
        self.show_play()
        if self.saver is not None:
            if getattr(self.board, "rand", None) is None:
                self.saver.started(self)
            else:  # a big deal finishes in the next tick (cards/play.py): saved in the tick after
                self.saver.saved_board = None
                self.starting = True

    def forget(self, name):
        """Drops module ``name`` whose work is done (a panel's page: the
        panels reach the App, never import it)."""
        _forget(name)

    def _load_family(self, family, g=None):
        """Makes ``family`` the game family in memory: the other family's
        modules (its engine, its screen, its hint and rules text) are dropped
        with everything of theirs the App holds, so only one family's code
        takes heap. They load again when next played. ``g``: the game's
        record, whose piles may need more room than ``_PLAY_ROOM``."""
        if getattr(self.games, "gi", None) != self.gi:  # (a new deal, a restart: the same game's, kept)
            from solitaire.console.held import Held

            self.games = Held(self.games, self.gi, self, _forget)  # (before the family loads: its code takes the list's room)
        room = None  # (a bigger game's, kept till its Play is made: its start makes the piles, and the Play's own must take no piece of it)
        if self.menu is not None:  # (its code goes too on the device, and its table reads: heap for the game)
            self.menu = None
            _forget("solitaire.console.menu")
            _forget("solitaire.menulists")
            if family not in self.games.tail:  # (the table reader the menu's listing loaded: a game of that family reads it again)
                _forget("solitaire.famtable")
        if family != self.family or self.family_module is None:  # (None: its loading ran out of heap)
            if self.family is not None and family != self.family:
                mod = self.family_module
                self.play = self.family_module = None
                if self.saver is not None:
                    self.saver.saved_board = None
                if mod is not None:  # its modules but those in its KEEP (the game list holds them) are
                    # forgotten, so the next import loads them afresh and their heap can be collected
                    # (``_forget``: not in the simulator, whose tests and command line hold them too)
                    prefix = "solitaire." + self.family + "."
                    for name in [n for n in sys.modules if n.startswith(prefix) and n[len(prefix) :] not in mod.KEEP]:
                        _forget(name)
            self.family = family
            if self.collect is not None:
                self.collect()  # the family's code loads into as few holes as can be
                # (loaded first, it left Six-Suit's 1,536 bytes of history no
                # piece to be made in; a heap without 3 KB in one piece here
                # would not take the family's code either)
                # a card game's piles in one piece (cards/board.py's windows:
                # the stock, the wastes, the reserve piles, the tableau and
                # the deck each room for every card, a foundation 13 or its
                # cap, a cell one card or a pocket's run; Rules.extra's
                # places, build_catalogue's EXTRA): Quadruple Yukon's 4,160
                # bytes, Double Aces and Kings' 3,328. (Here, not a method of
                # the record: a name more in every run, and Rules' code moved
                # Solitaire Tiles' heap.)
                size = 0
                if g is not None:
                    x = g.extra
                    size = g.cards() * (2 + (x[14] or 1) + g.tab + (g.reserve if x[16] else x[19] or 1 if g.reserve else 0)) + (x[12] or 13) * g.found + (13 if x[23] else 1) * g.cells
                room = bytearray(max(size, getattr(g, "room", _PLAY_ROOM)))  # (a record may ask for more: Solitaire Tiles')
            self.family_module = family_module(family)
            if room is not None and size <= _PLAY_ROOM:
                room = None  # (the collection below frees it for the Play: Six-Suit's makes its engine)
        if self.play is None:  # (also after running out of memory: device.py)
            if self.collect is not None:
                self.collect()  # what loading left behind goes before the game's piles are made
            self.play = self.family_module.Play(self)
            if self.saver is not None:
                self.saver.restore_series(self)

    # -- saving, sleeping ------------------------------------------------------

    def _clock(self, kind, now):
        """Counts the time spent in play (each gap between keys up to a
        minute) and notes the key for the idle timers."""
        if kind == SC.PLAY and self.idle_from >= 0:
            d = ticks_diff(now, self.idle_from)
            if d > 0:
                self.play_ms += d if d < 60000 else 60000
        self.idle_from = now

    def _idle(self, now):
        """Runs the idle timers: a game over, the idle checkpoint, the
        display's sleep. Gets True when the screen changed. Allocates
        nothing when there is nothing to do."""
        if self.idle_from < 0:
            self.idle_from = now
            return False
        if self.view.kind == SC.WIN and not self.ended:
            self.game_over()
        idle = ticks_diff(now, self.idle_from)
        if self.unsaved and idle >= IDLE_SAVE_MS and self.saver is not None:
            self.saver.checkpoint(self)
        if self.sleep_ms and idle >= self.sleep_ms and not self.asleep and not (self.play is not None and self.play.busy()):
            # the display off (the device does that) after a checkpoint
            if self.saver is not None:
                self.saver.checkpoint(self, True)
            self.asleep = True
            return True
        return False

    def _state_changed(self, old):
        """Checkpoints on the way out of play: the pause menu (soft), the
        game menu (hard), the game's end."""
        st = self.view.kind
        if st == SC.WIN and not self.ended:
            self.game_over()
        elif self.saver is None:
            return
        elif st == SC.PAUSE and old != SC.RULES and old < SC.STATS:
            self.saver.checkpoint(self)
        elif st == SC.MENU:
            self.saver.checkpoint(self, True)

    def game_over(self):
        """The deal ended (won, or over by the family's rules): counts it
        once and saves. The game's next deal (the menu's) is the one after."""
        self.deals[self.gi] = self.board.deal_no + 1
        if self.buzzer is not None and self.board.won():
            self.buzzer.play(_WIN, self.now)
        if self.saver is not None:
            self.saver.ended(self)
        self.ended = True

    def wake(self, now):
        self.asleep = False
        self.idle_from = now

    def set_sleep(self, choice):
        self.sleep_choice = choice
        self.sleep_ms = SLEEPS[choice] * 1000

    def _draw(self):
        """Writes the screen showing into the screen model (key() and tick()
        do this themselves; call it after start() from outside)."""
        self.view.draw()


def family_module(family):
    """Gets the play module of game family ``family`` (a package under
    ``solitaire``), importing it the first time."""
    name = "solitaire." + family + ".play"
    mod = sys.modules.get(name)
    if mod is None:
        __import__(name)
        mod = sys.modules[name]
    return mod


def _forget(name):
    """Drops module ``name`` (its full name) whose work is done, so the heap
    its code holds is free (on the device: the simulator's tests hold it
    too)."""
    if sys.implementation.name == "cpython":
        return
    sys.modules.pop(name, None)
    up, _, leaf = name.rpartition(".")
    pkg = sys.modules.get(up)
    if pkg is not None and leaf in pkg.__dict__:
        delattr(pkg, leaf)

