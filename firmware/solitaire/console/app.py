"""The console's UI: key events in, rules applied, screen model out.

``App.key(k, now)`` is the one entry for input, on the device and in the
simulator alike; ``App.tick(now)`` runs timers. Both write tile indices into
a ``Screen`` and say whether anything changed; the renderer does the rest.

Controls (``buttons.py`` turns presses into these keys)::

    d-pad      move the cursor; up/down in a pile choose how many cards
    A          pick up / drop; on the stock, deal
    B          undo; while holding cards, put them back
    hold A     send the card under the cursor (or every safe card) up
    hold B     pause menu

After a pick, left and right step through the legal destinations only, and
the cursor starts on the best one. A card with a single legal destination
moves there at once.

The App holds the menus, the pause menu, the panels and what every game
shares; each game family plays through its own module, loaded while one of
its games is played (``_load_family``): ``cardplay.py`` for the card games,
``sixsuit_ui.py`` for Six-Suit Solitaire.
"""

import sys

from solitaire.cards import rules as R
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.ticks import MASK, ticks_diff

UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
A_HOLD = 6
B_HOLD = 7
KEY_NAMES = ("up", "down", "left", "right", "a", "b", "hold-a", "hold-b")

MENU = 0
PLAY = 1
PAUSE = 2
RULES = 3
WIN = 4  # a tile game's end shows its score sheet here
SHEET = 5  # a tile game's score sheet, from the pause menu
# screens of panels.py (statistics, settings, notices), numbered apart from
# the others so that more can come before them
STATS = 20
SETTINGS = 21
NOTICE = 22
ABOUT = 23  # from the settings

# saving (savegame.Saver decides what to write; see its class text)
IDLE_SAVE_MS = 4000  # a pause this long is a checkpoint ...
SAVE_MOVES = 1  # ... once a board change is waiting
SLEEPS = (30, 60, 120, 300, 600, 0)  # idle seconds before the display sleeps; 0: never
SLEEP_DEFAULT = 2

# each game family's own modules (under solitaire.), in memory only while
# one of its games is played (App._load_family)
FAMILY_MODULES = {
    R.BUILD: ("cards.play", "cards.board", "cards.legal", "cards.auto", "cards.hint", "cards.describe"),
    R.TILES: ("sixsuit.engine", "sixsuit.play", "sixsuit.tiles", "sixsuit.text"),
}

MSG_MS = 1800

# pause menu items
P_RESUME = 0
P_HINT = 1
P_UNDO = 2
P_NEW = 3
P_RESTART = 4
P_DEAL = 5
P_RULES = 6
P_QUIT = 7
P_SHEET = 8  # tile games: the score sheet (in place of the hint)
P_OPTION = 9  # P_OPTION + i: option i
_PAUSE_LABELS = ("Resume", "Hint", "Undo", "New deal", "Restart deal", "Deal", "Rules", "Quit to menu")
P_STATS = -1  # (negative: apart from P_OPTION + i)
P_SETTINGS = -2


class App:
    """The whole UI state: which screen, the game, the cursor."""

    def __init__(self, screen, games):
        self.screen = screen
        self.games = games
        self.state = MENU
        self.sel = 0  # selected line in the game menu / pause menu
        self.scroll = 0  # first line shown on text screens
        self.options = [g.default_options() for g in games]
        self.deals = [1] * len(games)
        self.board = None
        self.gi = 0
        self.top_piles = bytearray(S.MAX_COLS)
        self.row = 1  # cursor: 0 the top row, 1 the tableau
        self.col = 0
        self.depth = 1  # cards counted from the top of the cursor's pile
        self.holding = False
        self.cands = []  # legal moves of the held cards, in screen order
        self.target = 0
        self.presses = 0
        self.player_moves = 0
        self.msg_until = 0
        self.now = 0
        self.rules_back = MENU
        self.quick = True
        self.version = 0  # bumped whenever the board changes
        self.finishing = False  # playing out a game won in all but name
        self.stuck_check = False  # look for "no moves left" when idle
        self.hinting = None  # the hint's search (hint.Search) while it runs, a slice a tick
        self.next_step = 0
        self.idle_deals = 0
        self.col_key = [-1] * S.MAX_COLS  # what each column was last drawn from
        self.tab_blank = False  # the tableau was blanked whole: no column needs its foot blanked
        self.tiles = None  # the tile games' own UI (sixsuit_ui), made on first use
        self.tiles_on = False  # the game is a tile game: keys and drawing go there
        self.family = -1  # the game family whose modules are in memory (-1: none yet)
        # the device's restart into game gi with a fresh heap (device.Console
        # sets it): True if it restarts, else the family changes in place
        self.restart = None
        self.cards = None  # the card games' play (cardplay.py) while a card game is played
        # saving, sleeping and the panels (savegame.py, panels.py)
        self.saver = None  # a savegame.Saver, when there is somewhere to save
        self.unsaved = 0  # keys that changed the board since the game was saved
        self.ended = False  # this deal is over and counted in the statistics
        self.moved = False  # a key has changed this deal's board
        self.play_ms = 0  # time spent playing this deal
        self.idle_from = -1  # when the last key came (-1: none yet)
        self.asleep = False  # the display is off; the next key only wakes it
        self.auto_finish = True
        self.swap_ab = False
        self.contrast = 4
        self.sleep_choice = SLEEP_DEFAULT
        self.sleep_ms = SLEEPS[SLEEP_DEFAULT] * 1000
        self.panel_back = MENU
        self.panel_sel = 0
        self.panel_list = []
        self.panel_pause_sel = 0
        self.notice_title = ""
        self.notice_lines = []
        # free heap in bytes at power-on and the lowest since (device.Console
        # sets them; -1: not known, as on CPython)
        self.heap_boot = -1
        self.heap_low = -1
        self._draw()

    # -- entry points -----------------------------------------------------

    def key(self, k, now=0):
        """Handles one key; returns True (the screen may have changed)."""
        self.now = now
        if self.asleep:  # a key only wakes the console
            self.wake(now)
            return True
        self.presses += 1
        self.hinting = None  # a key stops a hint still being looked for
        st = self.state
        b = self.board
        n = b.nmoves if b is not None else -1
        self._clock(st, now)
        if self.tiles_on and (st == PLAY or st == WIN or st == SHEET):
            self.tiles.key(k)
        elif st == PLAY:
            self.cards.play_key(self, k)
        elif st == MENU:
            self._menu_key(k)
        elif st == PAUSE:
            self._pause_key(k)
        elif st == RULES:
            self._rules_key(k)
        elif st >= STATS:
            self._panel_key(k)
        else:
            self._win_key(k)
        if b is not None and self.board is b and b.nmoves != n:
            self.unsaved += 1
            self.moved = True
        if self.state != st:
            self._state_changed(st)
        self._draw()
        return True

    def tick(self, now):
        """Runs timers; returns True when the screen changed."""
        self.now = now
        idle = self._idle(now)
        if self.tiles_on:
            return self.tiles.tick(now) or idle
        changed = idle
        # (the main loop ticks every few ms: call into the card family only
        # when one of its timers is waiting)
        if (self.hinting is not None or self.finishing or self.stuck_check) and self.cards.tick(self, now):
            changed = True
        if self.screen.msg_on and ticks_diff(now, self.msg_until) >= 0:
            self.screen.msg_on = False
            changed = True
        if changed:
            self._draw()
        return changed

    def say(self, text):
        self.screen.set_msg(text)
        self.msg_until = (self.now + MSG_MS) & MASK

    # -- starting games ---------------------------------------------------

    def start(self, gi, deal, options=None):
        """Deals game ``gi`` and shows it."""
        if self.saver is not None:
            self.saver.leaving(self)  # the deal on the board is left
        if options is not None:
            for i in range(len(options)):
                self.options[gi][i] = options[i]
        self.deals[gi] = deal
        family = self.games[gi].family
        if self.family >= 0 and family != self.family and self.restart is not None and self.restart(gi):
            return  # (on the device the firmware restarts: it does not get here)
        self.play_ms = 0
        self.ended = False
        self.unsaved = 0
        self.moved = False
        self.gi = gi
        self._load_family(family)
        self.tiles_on = self.games[gi].family == R.TILES
        if self.tiles_on:
            self.board = self.tiles_ui().start(self.games[gi], deal, self.options[gi])
            self.state = PLAY
            if self.saver is not None:
                self.saver.started(self)
            return
        self.cards.start(self, gi, deal)
        if self.saver is not None:
            self.saver.started(self)

    # -- playing ----------------------------------------------------------

    def _load_family(self, family):
        """Makes ``family``'s game the one in memory: the modules of the
        other family (its engine, its screen, its hint and rules text) are
        dropped with everything of theirs the App holds, so only one family's
        code takes heap. They load again when next played."""
        if family == self.family:
            return
        if self.family >= 0:
            self.board = None
            self.hinting = None
            self.finishing = self.stuck_check = False
            self.cands = []
            self.tiles = None
            self.tiles_on = False
            self.cards = None
            if self.saver is not None:
                self.saver.saved_board = None
            if sys.implementation.name != "cpython":  # (the simulator has memory to spare,
                # and its tests and command line hold these modules too: they stay)
                mods = sys.modules
                for name in FAMILY_MODULES[self.family]:
                    pkg_name, mod = ("solitaire." + name).rsplit(".", 1)
                    pkg = mods.get(pkg_name)
                    if mods.pop("solitaire." + name, None) is not None and pkg is not None and mod in pkg.__dict__:
                        delattr(pkg, mod)
        if family == R.BUILD:
            from solitaire.cards import play as cardplay

            self.cards = cardplay
        self.family = family

    def tiles_ui(self):
        """Gets the tile games' UI (``sixsuit_ui.SixSuitUI``, which keeps the
        five-game series), made on first use."""
        if self.tiles is None:
            from solitaire.sixsuit.play import SixSuitUI

            self.tiles = SixSuitUI(self)
            if self.saver is not None:
                self.saver.restore_series(self)
        return self.tiles

    def undo(self):
        """Takes back the last player move and the game's moves after it."""
        if self.tiles_on:
            self.tiles.undo()
            return
        self.cards.undo(self)

    # -- menus ------------------------------------------------------------

    def _menu_key(self, k):
        n = len(self.games)
        if k == UP:
            self.sel = (self.sel - 1) % n
        elif k == DOWN:
            self.sel = (self.sel + 1) % n
        elif k == A:
            self.start(self.sel, self.deals[self.sel])
        elif k == B:
            self._rules(MENU, self.sel)
        elif k == RIGHT:
            self.open_panel(STATS)
        elif k == LEFT:
            self.open_panel(SETTINGS)

    def _pause(self):
        self.state = PAUSE
        self.sel = 0
        self.scroll = 0

    def _pause_items(self):
        items = [P_RESUME, P_SHEET if self.tiles_on else P_HINT, P_UNDO, P_NEW, P_RESTART, P_DEAL]
        for i in range(len(self.games[self.gi].options)):
            items.append(P_OPTION + i)
        items.append(P_STATS)
        items.append(P_SETTINGS)
        items.append(P_RULES)
        items.append(P_QUIT)
        return items

    def _pause_key(self, k):
        items = self._pause_items()
        item = items[self.sel]
        g = self.games[self.gi]
        if k == UP or k == DOWN:
            self.sel = (self.sel + (1 if k == DOWN else -1)) % len(items)
        elif k == LEFT or k == RIGHT:
            d = 1 if k == RIGHT else -1
            if item == P_DEAL:
                self.deals[self.gi] = max(1, self.deals[self.gi] + d)
            elif item >= P_OPTION:
                i = item - P_OPTION
                self.options[self.gi][i] = (self.options[self.gi][i] + d) % len(g.options[i][2])
        elif k == B or k == B_HOLD:
            self.state = PLAY
        elif k == A:
            if item == P_RESUME:
                self.state = PLAY
            elif item == P_HINT:
                self.state = PLAY
                self.cards.show_hint(self)
            elif item == P_SHEET:
                self.tiles.show_sheet(PAUSE)
            elif item == P_UNDO:
                self.state = PLAY
                self.undo()
            elif item == P_NEW:
                self.start(self.gi, self.board.deal_no + 1)
            elif item == P_RESTART:
                self.start(self.gi, self.board.deal_no, self.board.options)
            elif item == P_STATS or item == P_SETTINGS:
                self.open_panel(STATS if item == P_STATS else SETTINGS)
            elif item == P_DEAL or item >= P_OPTION:
                self.start(self.gi, self.deals[self.gi])
            elif item == P_RULES:
                self._rules(PAUSE, self.gi)
            elif item == P_QUIT:
                self.state = MENU
                self.sel = self.gi

    def _rules(self, back, gi):
        self.rules_back = back
        self.rules_gi = gi
        if self.games[gi].family == R.TILES:
            from solitaire.sixsuit.text import rules_lines

            self.rules_lines = rules_lines()
        else:
            from solitaire.cards import describe  # only for this screen: 5 KB of heap

            self.rules_lines = describe.lines(self.games[gi].with_options(self.options[gi]))
        self.scroll = 0
        self.state = RULES

    def _rules_key(self, k):
        page = S.TEXT_ROWS - 1
        most = max(0, len(self.rules_lines) - page)
        if k == DOWN or k == RIGHT:
            self.scroll = min(most, self.scroll + (1 if k == DOWN else page))
        elif k == UP or k == LEFT:
            self.scroll = max(0, self.scroll - (1 if k == UP else page))
        elif k == A or k == B:
            self.state = self.rules_back
            if self.rules_back == PAUSE:
                self.sel = len(self._pause_items()) - 2
            self.scroll = 0

    def _win_key(self, k):
        if k == A:
            self.start(self.gi, self.board.deal_no + 1)
        elif k == B:
            self.state = MENU
            self.sel = self.gi

    # -- saving, sleeping, panels ------------------------------------------

    def _clock(self, st, now):
        """Counts the time spent in play (each gap between keys up to a
        minute) and notes the key for the idle timers."""
        if st == PLAY and self.idle_from >= 0:
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
        if self.state == WIN and not self.ended:
            self.game_over()
        idle = ticks_diff(now, self.idle_from)
        if self.unsaved >= SAVE_MOVES and idle >= IDLE_SAVE_MS and self.saver is not None:
            self.saver.checkpoint(self)
        if self.sleep_ms and not self.asleep and not self.finishing and idle >= self.sleep_ms:
            self.sleep()
            return True
        return False

    def _state_changed(self, old):
        """Checkpoints on the way out of play: the pause menu (soft), the
        game menu (hard), the game's end."""
        st = self.state
        if st == WIN and not self.ended:
            self.game_over()
        elif self.saver is None:
            return
        elif st == PAUSE and old != RULES and old < STATS:
            self.saver.checkpoint(self)
        elif st == MENU:
            self.saver.checkpoint(self, True)

    def game_over(self):
        """The deal ended (a win; for a tile game, no move left): counts it
        once and saves."""
        if self.saver is not None:
            self.saver.ended(self)
        self.ended = True

    def sleep(self):
        """Turns the display off (the device does that) after a checkpoint."""
        if self.saver is not None:
            self.saver.checkpoint(self, True)
        self.asleep = True

    def wake(self, now):
        self.asleep = False
        self.idle_from = now

    def set_sleep(self, choice):
        self.sleep_choice = choice
        self.sleep_ms = SLEEPS[choice] * 1000

    def resume(self, gi, board, player_moves=0, play_ms=0, ended=False):
        """Shows a saved game (``board``, rebuilt by ``savegame``) as it was."""
        saver = self.saver
        self.saver = None  # not a new deal: nothing is left, nothing to save
        try:
            self.start(gi, board.deal_no, board.options)
        finally:
            self.saver = saver
        self.board = board
        self.player_moves = player_moves
        self.play_ms = play_ms
        self.ended = ended
        self.moved = bool(player_moves or board.nmoves)
        if self.tiles_on:
            if saver is not None:  # the screen was made just now, with no saver to ask
                saver.restore_series(self)
            self.tiles.game = board
            self.tiles.check_due = True
            self.tiles.recorded = ended
            if board.won() or (not board.size[0] and board.stuck()):
                self.state = WIN
        else:
            self.cards.after_move(self)
        self.unsaved = 0
        self._draw()

    def open_panel(self, which, problems=None):
        """Opens the statistics (STATS), the settings (SETTINGS) or a notice
        listing ``problems`` (NOTICE)."""
        from solitaire.console import panels

        back = self.state
        if which == STATS:
            panels.open_stats(self, back)
        elif which == SETTINGS:
            panels.open_settings(self, back)
        else:
            panels.open_notice(self, problems or ())

    def _panel_key(self, k):
        from solitaire.console import panels

        panels.key(self, k)

    # -- drawing ----------------------------------------------------------

    def _draw(self):
        """Writes the current screen into the screen model (key() and tick()
        do this themselves; call it after start() from outside)."""
        scr = self.screen
        st = self.state
        if self.tiles_on and (st == PLAY or st == WIN or st == SHEET):
            self.tiles.draw()
            return
        if st == PLAY:
            scr.mode = S.GAME
            self.cards.draw_top(self)
            self.cards.draw_tableau(self)
            return
        scr.mode = S.TEXT
        scr.msg_on = False
        scr.clear_text()
        if st == MENU:
            self._draw_list("SOLITAIRE", [g.name for g in self.games], "A:play  B:rules")
        elif st == PAUSE:
            b = self.board
            g = self.games[self.gi]
            labels = []
            for item in self._pause_items():
                if item == P_SHEET:
                    labels.append("Score sheet")
                elif item == P_DEAL:
                    labels.append("Deal: <%d>%s" % (self.deals[self.gi], "" if self.deals[self.gi] == b.deal_no else "*"))
                elif item >= P_OPTION:
                    i = item - P_OPTION
                    label, _, _, names = g.options[i]
                    v = self.options[self.gi][i]
                    labels.append("%s: %s%s" % (label, names[v], "" if v == b.options[i] else "*"))
                elif item == P_STATS or item == P_SETTINGS:
                    labels.append("Statistics" if item == P_STATS else "Settings")
                else:
                    labels.append(_PAUSE_LABELS[item])
            self._draw_list("%s #%d" % (g.name, b.deal_no), labels, "%d moves" % b.nmoves)
        elif st == RULES:
            scr.put_text(0, 0, self.games[self.rules_gi].name[: S.TEXT_COLS].upper(), T.INVERT)
            for i in range(S.TEXT_ROWS - 1):
                j = self.scroll + i
                if j < len(self.rules_lines):
                    self.rules_lines.put(scr, i + 1, j)
        elif st >= STATS:
            from solitaire.console import panels

            panels.draw(self)
        else:
            b = self.board
            scr.put_text(1, 3, "*  YOU WON!  *", T.INVERT)
            scr.put_text(3, 1, "%s #%d" % (self.games[self.gi].name, b.deal_no))
            scr.put_text(4, 1, "%d moves" % self.player_moves)
            scr.put_text(6, 1, "A: next deal")
            scr.put_text(7, 1, "B: game menu")

    def _draw_list(self, title, labels, footer):
        scr = self.screen
        scr.put_text(0, 0, " " * S.TEXT_COLS, T.INVERT)
        scr.put_text(0, 1, title, T.INVERT)
        rows = S.TEXT_ROWS - 2
        if self.sel < self.scroll:
            self.scroll = self.sel
        if self.sel >= self.scroll + rows:
            self.scroll = self.sel - rows + 1
        for i in range(rows):
            j = self.scroll + i
            if j < len(labels):
                inv = T.INVERT if j == self.sel else 0
                scr.put_text(i + 1, 0, (">" if inv else " ") + labels[j] + " " * (S.TEXT_COLS - 1 - len(labels[j])), inv)
        scr.put_text(S.TEXT_ROWS - 1, 0, footer)
