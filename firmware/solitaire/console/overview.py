"""The statistics of the whole collection: one page beside the per-game
pages of the statistics panel (``panels.Stats``): deals played and won, in
how many games, the best streak and the games played most.

It reads the saved statistics records alone (``records.Stats``, already in
memory) and the names of the few games it shows from the game list, a
record at a time: no game's module loads. ``panels.Stats`` imports it when
the page first shows and forgets it when the panel closes, so its code's
heap is free again.
"""

from micropython import const

from solitaire.console import screen as S
from solitaire.console.screens import fit

_MOST = const(2)  # the games played most, shown by name


def figures(stats):
    """Gets (deals played, won, games played, best streak and the id of its
    game, [(deals, game id)] the games played most, most first) over every
    entry of ``stats``; a game's option sets count together."""
    played = won = best = 0
    best_gid = ""
    per = {}
    for e in stats.all():
        if e.played:
            played += e.played
            won += e.won
            if e.best_streak > best:
                best = e.best_streak
                best_gid = e.gid
            per[e.gid] = per.get(e.gid, 0) + e.played
    most = []  # (kept in order by hand: no sort, no key function a game)
    for gid in per:
        n = per[gid]
        at = len(most)
        while at and (most[at - 1][0] < n or most[at - 1][0] == n and most[at - 1][1] > gid):  # (ties by id: the same order on the device)
            at -= 1
        if at < _MOST:
            most.insert(at, (n, gid))
            del most[_MOST:]
    return played, won, len(per), best, best_gid, most


def _name(app, ids, gid):
    """Gets the game's name as the menu shows it (its text alone read, not
    its whole record); ``ids``: the games' numbers the panel has looked up
    (a game not yet among them is looked up here). The menu, when it shows,
    holds the other families' ids and names: no read of their tables."""
    menu = app.menu
    i = ids.get(gid)
    if i is None:
        i = ids[gid] = menu.find(gid) if menu is not None else app.games.index(gid)
    return gid if i < 0 else menu.name(i) if menu is not None else app.games.name(i)


class Page:
    """The page, worked out a part at a time while the keys rest (``step``:
    the figures, then each game's name, a look-up on flash each) so that
    the key that shows it only writes it; ``ids``: the panel's looked-up
    game numbers."""

    def __init__(self, app, ids):
        self.app = app
        self.ids = ids
        self.fig = None  # figures()
        self.names = []  # the best streak's game, then the games played most

    def step(self):
        """Works out the next part; False once all is."""
        app = self.app
        if self.fig is None:
            self.fig = figures(app.saver.stats)
            return True
        fig = self.fig
        best = fig[3]
        k = len(self.names) - (1 if best else 0)  # (the next of the games played most)
        if best and not self.names:
            self.names.append(_name(app, self.ids, fig[4]))
        elif k < len(fig[5]):
            self.names.append(_name(app, self.ids, fig[5][k][1]))
        else:
            return False
        return True

    def draw(self, scr):
        """Writes the page into the text screen (its title and the panel's
        bottom line are the panel's)."""
        while self.step():
            pass
        played, won, n, best, best_gid, most = self.fig
        if not played:
            scr.put_text(3, 0, "Not played yet")
            return
        scr.put_text(1, 0, "Played %d in %d game%s" % (played, n, "" if n == 1 else "s"))
        scr.put_text(2, 0, "Won %d  Win rate %d%%" % (won, (100 * won + played // 2) // played))
        k = 0
        if best:
            scr.put_text(3, 0, "Best streak %d:" % best)
            scr.put_text(4, 2, fit(self.names[0], S.TEXT_COLS - 2))
            k = 1
        row = 5
        for deals, gid in most:
            head = ("Most: " if row == 5 else "      ") + "%d " % deals
            scr.put_text(row, 0, head + fit(self.names[k], S.TEXT_COLS - len(head)))
            row += 1
            k += 1
