"""The game menu, for hundreds of games. It is loaded while it shows and
dropped (on the device) when a game starts: its code is heap the game can
use. On the device, leaving a game for the menu restarts the firmware into
it, so the menu never shares the heap with a game family's code; Continue
then resumes the saved game (``App.show_menu``, ``Saver.resume``).
"""

from micropython import const

from solitaire import menulists as L
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import MENU, NOTICE, SETTINGS, STATS, ListScreen, fit, text_page

# the game menu's lists (Menu.list): the top level, then what its lines open
# (private: every public name here would be a qstr in every game's heap)
_M_TOP = const(0)
_M_RECENT = const(1)
_M_FAVOURITES = const(2)
_M_FEATURED = const(3)
_M_AZ = const(4)
_M_FAMILIES = const(5)
_M_DECKS = const(6)
_M_FAMILY = const(7)  # one family's games
_M_DECK = const(8)  # one deck group's games
_M_RUN = const(9)  # one run of A to Z's games
_TOPS = const(7)  # lines of the top level
_ROWS = const(7)  # lines of a list; the eighth row is the status
# A to Z's runs: the games by name cut into this many runs of (nearly) the
# same size, a run a line: any game of 600 within 13 presses of power-on,
# of 533 to 720 within 14 (a run list of 25 is 3 presses at most, a run of
# 21 to 29 games 3 to 5; the letters' list and a letter's games, 17: S has
# 65; test_menu)
_RUNS = const(25)
# A to Z's runs whose names a timer step reads for their lines (``tick``):
# a run's some 270K fuel (its last name and the next run's first, one
# read), and fourteen names read in the key that opened A to Z took it to
# 3.5M in the catalogue session (1.8M without them); seven a step with
# A to Z drawn again in it, 3.6M (the drawing some 1.6M: a step of its own)
_SPINES = const(5)
# the other families' games placed in A to Z a timer step (menulists.place,
# some 50K fuel a game): 16 take the catalogue session's 64 in steps of at
# most 1.17M, A to Z opened four keys after the menu then 1.76M at most
# (20: steps of 1.42M, and A to Z's letter keys after them over 2M); each
# step a whole 16, an initial's games in parts (whole initials left 15 of
# 66 to that key: 2.09M), the steps 1.50M at most and that key 1.59M
_PLACE = const(16)


class Menu(ListScreen):
    """The game menu, for hundreds of games: a top level (Continue, Recent,
    Favourites, Featured, A to Z, Families, By decks), each opening a list of
    seven lines and a status row (the game's family, decks and won/played).
    A to Z lists the games by name in ``_RUNS`` runs ("Acc - Alt (22)": the
    first three letters of its first and last names), each opening its games.

    Up/down move, left/right page (round the ends), A plays (or opens a run,
    a family or a deck group), hold A marks a favourite (a ``*`` after the
    name), B goes back, hold B shows the rules. On the top level left opens
    the settings and right the statistics.

    The lists read the game table on flash a line at a time (``cards/
    games.py``, ``menulists.py``): nothing per game stays in the heap.
    The other families'
    games (``games.extra``, in the heap, then ``games.tail``'s, each
    family's own table on flash) join each list: first in Featured (the tail's
    featured ones), by name in A to Z, as families and as the "Other
    families" deck group. Their ids and names are read once, as the menu
    opens, and kept while it shows (``extra``): a tail game's name read
    from its table would open that file each time, and a key walks them all.
    """

    kind = MENU

    def __init__(self, app):
        ListScreen.__init__(self, app)
        self.list = _M_TOP
        self.top = 0  # the top level's line, to come back to
        self.group = 0  # the run, family or deck group _M_RUN / _M_FAMILY / _M_DECK shows
        self.items = ()  # a short list's game numbers (Recent, Favourites, Featured)
        g = app.games
        # the other families' games from game number g.n on: [ids], [names],
        # and the game numbers Featured lists (the tail's table read once)
        ids = [r.id for r in g.extra]
        names = [r.name for r in g.extra]
        starred = list(range(g.n, g.n + len(g.extra)))
        if g.tn:
            L.entries(g, ids, names, starred)
        self.extra = (ids, names, starred)
        # where each of the other families' games goes in A to Z: worked out
        # _PLACE games a timer step while the keys rest (menulists.place), the
        # rest when A to Z opens (at once, 3.4M fuel for the 64 games, as the
        # menu opened it had no room beside a game's leavings in the
        # catalogue session, and in a key was over 2M)
        self.todo = L.todo(g, names)
        self.az = []
        # each of A to Z's runs' first and last names' first three letters,
        # its line (``text``), read _SPINES runs a timer step once the places
        # are worked out (``tick``): the runs before ``spun`` have theirs
        self.spines = bytearray(6 * _RUNS)
        self.spun = 0
        self.stale = False  # A to Z shows lines without the names read since (the next step draws it)
        self.page = None  # the lines in view, read once for the page (a name is a read from flash)
        self.shown = None  # which page that is: (list, group, scroll)
        self.fam = (-1, "")  # the family the status row named last: (number, name)
        self.done = None  # the line whose record was read ahead (``tick``)

    # -- what a list holds ------------------------------------------------

    def groups(self):
        """Gets the other families as [first game number, count] pairs
        (their games are in family order in ``games.extra``; each tail
        family's after them, in turn)."""
        g = self.app.games
        out = []
        for j in range(len(g.extra)):
            if j and g.extra[j].family == g.extra[j - 1].family:
                out[-1][1] += 1
            else:
                out.append([g.n + j, 1])
        first = g.n + len(g.extra)
        for k in g.tn:
            out.append([first, k])
            first += k
        return out

    def count(self):
        """Gets how many lines the list has."""
        g = self.app.games
        li = self.list
        if li == _M_TOP:
            return _TOPS
        if li == _M_AZ:
            return min(_RUNS, len(g))
        if li == _M_RUN:
            lo, hi = self.run(self.group)
            return hi - lo
        if li == _M_FAMILIES:
            return len(self.groups()) + g.groups[0]
        if li == _M_DECKS:
            return g.groups[1] + (1 if len(g) > g.n else 0)
        if li == _M_FAMILY or li == _M_DECK:
            return self.family()[1]
        return len(self.items)

    def run(self, r):
        """Gets A to Z's run ``r``'s lines among the games by name: [lo, hi)."""
        n = len(self.app.games)
        k = min(_RUNS, n)
        return n * r // k, n * (r + 1) // k

    def family(self):
        """Gets (first place, count, index) of the family or deck group
        shown: an extras' group's places are game numbers (index 0)."""
        g = self.app.games
        f = self.group
        if self.list == _M_FAMILY:
            ex = self.groups()
            if f < len(ex):
                return ex[f][0], ex[f][1], 0
            _, first, n = L.family(g, f - len(ex))
            return first, n, 4
        if f >= g.groups[1]:
            return g.n, len(g) - g.n, 0  # "Other families": their games
        _, first, n = L.family(g, f, 6)
        return first, n, 5

    def game(self, k=-1):
        """Gets the game number on line ``k`` (default: the selected one),
        or -1 on a line that is no game."""
        if k < 0:
            k = self.sel
        g = self.app.games
        li = self.list
        if li == _M_RUN:
            return self.by_name(self.run(self.group)[0] + k)
        if li == _M_FAMILY or li == _M_DECK:
            first, n, index = self.family()
            return first + k if not index else g.get(index, first + k)
        if li <= _M_FEATURED and li != _M_TOP:
            return self.items[k] if k < len(self.items) else -1  # (an empty list: no line)
        return -1

    def by_name(self, k):
        """Gets the game number at place ``k`` of the games by name (A to
        Z's runs, one after another)."""
        items = self.az
        lo = self.before(k)
        if lo < len(items) and items[lo][0] + lo == k:
            return items[lo][1]
        return self.app.games.get(1, k - lo)

    def before(self, k):
        """Gets how many of the other families' games come before place
        ``k`` of the games by name (the first at or after it: its index in ``az``), by
        halves: a walk through them all, one a line of 43, cost 0.13M fuel
        a call from .mpy, and a key makes several."""
        items = self.az
        lo, hi = 0, len(items)
        while lo < hi:
            mid = (lo + hi) // 2
            if items[mid][0] + mid < k:  # (its line: its place among the table's, after the ones before it)
                lo = mid + 1
            else:
                hi = mid
        return lo

    def text(self, k):
        """Gets line ``k``'s text."""
        app = self.app
        g = app.games
        li = self.list
        if li == _M_TOP:
            if k == 0 and (app.play is not None or app.saved):
                return fit("Continue " + self.name(app.gi), S.TEXT_COLS - 1)  # (its words that fit)
            return ("Continue", "Recent", "Favourites", "Featured", "A to Z", "Families", "By decks")[k]
        if li == _M_AZ:
            lo, hi = self.run(k)
            if k >= self.spun:
                return "... (%d)" % (hi - lo)  # (its names not read yet: the next timer steps)
            s = self.spines
            return "%s - %s (%d)" % (str(s[6 * k : 6 * k + 3], "utf-8").rstrip(), str(s[6 * k + 3 : 6 * k + 6], "utf-8").rstrip(), hi - lo)
        if li == _M_FAMILIES or li == _M_DECKS:
            ex = self.groups() if li == _M_FAMILIES else ()
            if li == _M_DECKS and k >= g.groups[1]:
                return "Other families (%d)" % (len(g) - g.n)
            elif k < len(ex):
                name, n = self.name(ex[k][0]), ex[k][1]
            else:
                name, _, n = L.family(g, k - len(ex), 3 if li == _M_FAMILIES else 6)
            line = "%s (%d)" % (name, n)
            return line if len(line) < S.TEXT_COLS else fit(name, S.TEXT_COLS - 1)  # (a long name gives way to its count: its games' list shows them)
        gi = self.game(k)
        return self.name(gi) + ("*" if app.favourites and self.id(gi) in app.favourites else "")

    def id(self, gi):
        """Gets game ``gi``'s id (another family's from ``extra``)."""
        g = self.app.games
        return g.text(gi) if gi < g.n else self.extra[0][gi - g.n]

    def name(self, gi):
        """Gets game ``gi``'s name as the menu shows it (another family's
        from ``extra``)."""
        g = self.app.games
        return g.name(gi) if gi < g.n else self.extra[1][gi - g.n]

    def find(self, gid):
        """Gets the number of the game with id ``gid``, or -1 (another
        family's from ``extra``: no read)."""
        ids = self.extra[0]
        for j in range(len(ids)):
            if ids[j] == gid:
                return self.app.games.n + j
        return self.app.games.index(gid)

    def names(self, a, b):
        """Gets the names at places ``a`` to ``b`` of the games by name: the
        table's read at once, the other families' games between them where
        they go."""
        g = self.app.games
        ex = self.az  # [(place among the table's names, game number)]
        skip = j = self.before(a)  # (by halves: a walk through them all, twice, was a third of a letter key's page)
        lines = [-1] * (b - a)  # an extra's game number, or -1: the table's next
        while j < len(ex) and ex[j][0] + j < b:
            lines[ex[j][0] + j - a] = ex[j][1]
            j += 1
        table = L.page(g, a - skip, lines.count(-1))
        out = []
        for gi in lines:
            out.append(table.pop(0) if gi < 0 else self.name(gi))
        return out

    def status(self):
        """Gets the status row: the selected game's family, decks and
        won/played, or what the keys do."""
        app = self.app
        g = app.games
        gi = self.game()
        if gi < 0:
            return "<settings  stats>" if self.list == _M_TOP else "A:open  B:back"
        if gi < g.n:
            rec = g.record(gi)
            if self.fam[0] != rec[6]:  # (the last family named: a list goes through one family at a time)
                self.fam = (rec[6], L.family(g, rec[6])[0])
            fam = self.fam[1]
            size = str(rec[7] >> 4) + "d"  # (the record's decks: no Rules read for a cursor move)
        else:
            first = g.n
            for f, _ in self.groups():
                if f <= gi:
                    first = f  # (the family as Families names it: its first game, Solitaire for Two's Six-Suit)
            fam = self.name(first)
            size = "tiles"
        won = played = 0
        if app.saver is not None:
            gid = self.id(gi)
            for e in app.saver.stats.all():
                if e.gid == gid:
                    won += e.won
                    played += e.played
        tail = len(size) + len(str(won)) + len(str(played)) + 3
        return "%s %s %d/%d" % (fit(fam, S.TEXT_COLS - tail), size, won, played)  # (one long format: no qstr)

    def tick(self):
        """Reads the selected game's record while the keys rest, once per
        selection: A then starts it without the read (a game's start costs
        most of a key's fuel as it is); works out A to Z's places of
        _PLACE of the other games (``todo``) first (A to Z opened a few
        keys after the menu then has little left to do in its key), then
        reads _SPINES of A to Z's runs' names for their lines (``spines``)
        while no record is to be read, and when A to Z shows draws it again
        in the next step (gets True)."""
        if self.todo:
            self.todo = L.place(self.app.games, self.todo, self.az, _PLACE)
            return
        if self.stale:
            self.stale = False
            if self.list == _M_AZ:
                self.page = None  # (read again: the lines with their names)
                return True
        at = (self.list, self.group, self.sel)
        if at != self.done:
            self.done = at
            gi = self.game()
            if 0 <= gi < self.app.games.n:
                self.app.games[gi]  # (the game list keeps the last record read)
                return  # (before the runs' names: an A read it in its key, 2.06M in the catalogue session)
        n = min(_RUNS, len(self.app.games))
        if self.spun < n:
            s = self.spines
            for r in range(self.spun, min(self.spun + _SPINES, n)):
                hi = self.run(r)[1]
                j = 6 * r + 3 if r else 0  # (the first run's first name too)
                for x in ([] if r else self.names(0, 1)) + self.names(hi - 1, min(hi + 1, len(self.app.games))):  # (its last name and the next run's first: one read)
                    if j < 6 * n:
                        s[j : j + 3] = (x + "   ")[:3].encode()
                    j += 3
                self.spun = r + 1
            self.stale = self.list == _M_AZ

    # -- keys -------------------------------------------------------------

    def open(self, k):
        """Shows list ``k`` from its first line."""
        app = self.app
        g = app.games
        self.list = li = k
        self.sel = self.scroll = 0
        self.page = None
        if li == _M_RECENT or li == _M_FAVOURITES:
            ids = app.recent if li == _M_RECENT else app.favourites
            self.items = [i for i in [self.find(x) for x in ids] if i >= 0]
        elif li == _M_FEATURED:
            self.items = self.extra[2] + [g.get(7, k) for k in range(g.groups[2])]
        elif li == _M_RUN:  # (A to Z's run list needs no places: its lines are read in timer steps)
            while self.todo:
                self.todo = L.place(g, self.todo, self.az, _PLACE)

    def key(self, k):
        app = self.app
        li = self.list
        n = self.count()
        if k == UP or k == DOWN:
            if n:
                self.sel = (self.sel + (1 if k == DOWN else -1)) % n
        elif k == LEFT or k == RIGHT:
            if li == _M_TOP:
                app.open_panel(STATS if k == RIGHT else SETTINGS)
            elif n:
                self.sel = (self.sel + (_ROWS if k == RIGHT else -_ROWS)) % n  # (round the ends, as Up and Down go)
        elif k == A:
            if li == _M_TOP:
                self.top = self.sel
                if self.sel == 0:
                    if app.play is not None:
                        app.show_play()
                    elif app.saved and app.saver is not None:  # (a restart into the menu, or out of heap)
                        app.saved = False
                        notes = []
                        if not app.saver.resume(app, notes, True):
                            app.show_menu(app.gi, False)
                            notes.append("No saved game loads.")
                        if notes:
                            app.open_panel(NOTICE, notes)
                    else:
                        app.start(app.gi, app.deals[app.gi])
                else:
                    self.open(self.sel)
            elif li == _M_AZ or li == _M_FAMILIES or li == _M_DECKS:
                self.group = self.sel
                self.open(_M_RUN if li == _M_AZ else _M_FAMILY if li == _M_FAMILIES else _M_DECK)
            elif n:
                gi = self.game()
                app.start(gi, app.deals[gi])
        elif k == A_HOLD and n:
            gi = self.game()
            if gi >= 0:
                gid = self.id(gi)
                if gid in app.favourites:
                    app.favourites.remove(gid)
                else:
                    app.favourites.append(gid)
                self.page = None  # (its mark)
        elif k == B:
            if li >= _M_FAMILY:
                self.open(_M_AZ if li == _M_RUN else _M_FAMILIES if li == _M_FAMILY else _M_DECKS)
                self.sel = self.group
            elif li != _M_TOP:
                self.open(_M_TOP)
                self.sel = self.top
        elif k == B_HOLD and n and self.game() >= 0:
            app.show_rules(self, self.game())

    def draw(self):
        scr = self.app.screen
        text_page(scr)
        n = self.count()
        if self.sel < self.scroll:
            self.scroll = self.sel
        if self.sel >= self.scroll + _ROWS:
            self.scroll = self.sel - _ROWS + 1
        at = (self.list, self.group, self.scroll)
        old, was = self.page, self.shown
        if old is None or was != at or self.list == _M_TOP or len(old) != min(n, self.scroll + _ROWS) - self.scroll:
            same = old is not None and was[:2] == at[:2] and self.list != _M_TOP
            end = min(n, self.scroll + _ROWS)
            if self.list == _M_RUN and not self.app.favourites and not (same and -2 < self.scroll - was[2] < 2):
                lo = self.run(self.group)[0]
                page = self.names(lo + self.scroll, lo + end)  # (the table's names: one read)
            else:
                page = []
                for j in range(self.scroll, end):
                    i = j - was[2] if same else -1  # (a line still in view is not read again)
                    page.append(old[i] if 0 <= i < len(old) else self.text(j)[: S.TEXT_COLS - 1])
            self.page = page
            self.shown = at
        for i in range(_ROWS):
            j = self.scroll + i
            if j == self.sel and j < n:  # (the others on the blank page as they are: no new strings)
                t = self.page[i]
                scr.put_text(i, 0, ">" + t + " " * (S.TEXT_COLS - 1 - len(t)), T.INVERT)
            elif j < n:
                scr.put_text(i, 1, self.page[i])
        if not n:
            scr.put_text(0, 1, "(no games yet)")
        scr.put_text(_ROWS, 0, self.status() if n else "B:back")
