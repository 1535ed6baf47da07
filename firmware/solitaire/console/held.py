"""The game list while a game plays: what the game in play asks of it, the
list itself let go (loaded as a game opens, by ``App._load_family``; kept
while it plays)."""

import sys


class Held:
    """The game list while a game plays (``App._load_family`` makes it): the record
    of the game in play, its names, and the ids of the games given a deal or
    options (the settings' record names them), so a new deal, a restart, the
    pause menu, the rules' title and the saves read nothing; anything else
    (the statistics, another game) loads the list again (``games``). On the
    device the list goes as a game opens: ``gamelist.py``, ``cards/
    games.py``, the table's header and its open file (closed as the next
    collection takes it: some 4 KB of every game's heap); the simulator
    keeps it (its tests hold it too)."""

    def __init__(self, games, gi, app, forget):
        if hasattr(games, "load"):  # (another game of the family, started in place)
            games = games.load()
        self.gi = gi
        self.value = games[gi]
        self.names = (games.text(gi), games.text(gi, 1), games.name(gi))
        for i in app.deals.d:
            app.options[i]  # (made while the list is here: the settings' record asks each game's)
        self.tail = games.tail  # (the menu's families: ``App._load_family`` asks)
        self.ids = {}
        for i in app.options.d:
            self.ids[i] = games.text(i)
        self.games = games if sys.implementation.name == "cpython" else None
        forget("solitaire.gamelist")  # (App's ``_forget``: the simulator keeps them)
        forget("solitaire.cards.games")

    def load(self):
        """Gets the game list, loading it again the first time it is asked for."""
        if self.games is None:
            from solitaire.gamelist import MENU_GAMES

            self.games = MENU_GAMES
        return self.games

    def __getitem__(self, gi):
        return self.value if gi == self.gi else self.load()[gi]

    def __getattr__(self, name):  # (index, get, n, tail ...: the list's)
        return getattr(self.load(), name)

    def index(self, game_id):
        return self.gi if game_id == self.names[0] else self.load().index(game_id)

    def text(self, gi, k=0):
        if gi == self.gi:
            return self.names[k]
        if k == 0 and gi in self.ids:
            return self.ids[gi]
        return self.load().text(gi, k)

    def name(self, gi):
        return self.text(gi, 2)
