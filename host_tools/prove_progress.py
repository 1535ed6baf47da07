"""A ``make prove`` run's progress: the line it prints after each game, and
the journal that lets a stopped run go on where it stopped.

``solve.prove`` makes a ``Journal`` for its run and a ``Progress`` over it,
and hands each game's result to ``Progress.done`` once the table
(``PROVEN.md``) and the win file hold it; Ctrl-C then loses at most the
games being searched at that moment.

The progress line (stderr, one a game done, and at most one a minute
while games take longer, with the deals searched so far)::

    prove: 12 of 350 games, 87 deals searched, 10 won; 0:02:10 so far, about 1:02:05 left

``about ... left`` is the time this run took a game so far, times the games
still to do (games differ a great deal: Spider's take minutes, FreeCell's
a second; the figure settles as the run goes on).

The journal (``build/prove-progress.txt``) holds the run's settings on its
first line and a line a game done: ``<game id> <deals searched> <won: 0 or
1>``. A run with the same settings (deals, budget, searches, games) skips
the games it lists and counts them as done; one with other settings starts
a new journal. A run that finishes removes it.
"""

import os
import time

SAY_EVERY = 60  # seconds: a line while a long game is searched, deal by deal
JOURNAL = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build", "prove-progress.txt")


def clock(seconds):
    """Gets a duration as ``H:MM:SS``."""
    s = int(round(seconds))
    return "%d:%02d:%02d" % (s // 3600, s // 60 % 60, s % 60)


class Journal:
    """The games a run has done, kept on disk as they are done.

    ``settings`` is one line naming what the run searches; the games listed
    under the same line are skipped by the next run with those settings
    (``fresh`` forgets them). With no ``path`` it is kept in memory only
    (a run from a test, or from the Python API)."""

    def __init__(self, path, settings, fresh=False):
        self.path = path
        self.settings = settings
        self.done = {}  # game id -> (deals searched, won)
        if path is None:
            return
        if not fresh and os.path.exists(path):
            with open(path) as f:
                lines = f.read().splitlines()
            if lines and lines[0] == settings:
                for line in lines[1:]:
                    words = line.split()
                    if len(words) == 3 and words[1].isdigit() and words[2] in ("0", "1"):
                        self.done[words[0]] = (int(words[1]), words[2] == "1")
                    # (a line cut short by a stop mid-write: that game is searched again)
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(path, "w") as f:
            f.write(settings + "\n" + "".join("%s %d %d\n" % (g, d, w) for g, (d, w) in self.done.items()))

    def add(self, game_id, deals, won):
        """Notes a game done (its results are in the table already)."""
        self.done[game_id] = (deals, won)
        if self.path is None:
            return
        with open(self.path, "a") as f:
            f.write("%s %d %d\n" % (game_id, deals, won))

    def finish(self):
        """Removes the journal: the run is over, the next starts afresh."""
        if self.path is None:
            return
        try:
            os.remove(self.path)
        except OSError:
            pass


class Progress:
    """Counts a run's games, deals and wins and says them in one line."""

    def __init__(self, total, journal, say, now=time.monotonic):
        self.total = total
        self.journal = journal
        self.say = say
        self.now = now
        self.t0 = self.said = now()
        self.running = {}  # game id -> deals searched so far, of the games not done yet
        self.before = len(journal.done)  # (done by an earlier run with these settings)
        self.deals = sum(d for d, _ in journal.done.values())
        self.won = sum(1 for _, w in journal.done.values() if w)

    @property
    def games(self):
        return len(self.journal.done)

    def resumed(self):
        """Gets the line that says what an earlier run did, or None."""
        if not self.before:
            return None
        return "prove: going on from a stopped run: %d of %d games done before (%s; --fresh starts over)" % (
            self.before, self.total, os.path.relpath(self.journal.path))

    def searched(self, game_id):
        """Notes a deal of a game not done yet searched without a win; says
        the progress line when none was said for SAY_EVERY seconds."""
        if game_id in self.journal.done:
            return
        self.running[game_id] = self.running.get(game_id, 0) + 1
        if self.now() - self.said >= SAY_EVERY:
            self.say(self.line())
            self.said = self.now()

    def done(self, game_id, deals, won):
        """Notes a game done and says the progress line."""
        self.running.pop(game_id, None)
        self.journal.add(game_id, deals, won)
        self.deals += deals
        self.won += bool(won)
        self.say(self.line())
        self.said = self.now()

    def line(self):
        """Gets the progress line."""
        spent = self.now() - self.t0
        here = self.games - self.before  # games this run did, the estimate's base
        left = self.total - self.games
        if left == 0:
            guess = "none left"
        elif here:
            guess = "about %s left" % clock(spent / here * left)
        else:
            guess = "time left not known yet"
        deals = self.deals + sum(self.running.values())
        return "prove: %d of %d games, %d deal%s searched, %d won; %s so far, %s" % (
            self.games, self.total, deals, "" if deals == 1 else "s", self.won, clock(spent), guess)
