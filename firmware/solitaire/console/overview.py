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
    for e in stats.entries:
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


def _name(games, ids, gid, n):
    """Gets the game's name as the menu shows it (its text alone read, not
    its whole record; ``ids``: its number, as the panel found it) within
    ``n`` characters, cut at a word's end."""
    i = ids.get(gid, -1)
    return fit(games.name(i) if i >= 0 else gid, n)


def draw(app, scr, ids):
    """Writes the page into the text screen (its title and the panel's
    bottom line are the panel's); ``ids``: the played games' numbers."""
    played, won, n, best, best_gid, most = figures(app.saver.stats)
    if not played:
        scr.put_text(3, 0, "Not played yet")
        return
    scr.put_text(1, 0, "Played %d in %d game%s" % (played, n, "" if n == 1 else "s"))
    scr.put_text(2, 0, "Won %d  Win rate %d%%" % (won, (100 * won + played // 2) // played))
    if best:
        scr.put_text(3, 0, "Best streak %d:" % best)
        scr.put_text(4, 2, _name(app.games, ids, best_gid, S.TEXT_COLS - 2))
    row = 5
    for deals, gid in most:
        head = ("Most: " if row == 5 else "      ") + "%d " % deals
        scr.put_text(row, 0, head + _name(app.games, ids, gid, S.TEXT_COLS - len(head)))
        row += 1
