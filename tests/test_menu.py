"""The game menu for hundreds of games: the top level, the lists (seven
names and a status row), paging, A to Z's runs, favourites, recent games,
rules from a list, and any game within 17 presses (14 and fewer with up
to 720 games)."""

import pytest

from sim.autoplay import every_menu_keys, menu_keys
from solitaire.console import buttons as K
from solitaire.console import menu as MN
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.cards.rules import Rules
from solitaire.console.screen import TEXT_COLS, Screen
from solitaire.gamelist import MENU_GAMES as G


def rows(app):
    t = bytes(c & 0x7F for c in app.screen.text).decode()
    return [t[i : i + TEXT_COLS] for i in range(0, len(t), TEXT_COLS)]


def press(app, *keys):
    for k in keys:
        app.key(k)


def open_list(app, line):
    """Opens the top level's line ``line`` (from the top level)."""
    assert app.menu.list == MN._M_TOP
    d = line - app.menu.sel
    press(app, *([K.DOWN] * d if d > 0 else [K.UP] * -d) + [K.A])
    assert app.menu.list == line


def walk(app):
    """Gets every line of the list showing, by pressing down through it."""
    seen = []
    for _ in range(app.menu.count()):
        seen.append(rows(app)[app.menu.sel - app.menu.scroll][1:].rstrip())
        press(app, K.DOWN)
    return seen


def test_top_level_and_status_row():
    app = App(Screen(), G)
    r = rows(app)
    assert [x[1:].rstrip() for x in r[:7]] == ["Continue", "Recent", "Favourites", "Featured", "A to Z", "Families", "By decks"]
    assert r[0][0] == ">" and r[7].startswith("<settings  stats>")
    press(app, K.RIGHT)
    assert app.state == SC.STATS
    press(app, K.B, K.LEFT)
    assert app.state == SC.SETTINGS


@pytest.mark.parametrize("line", [MN._M_RECENT, MN._M_FAVOURITES])
def test_an_empty_list_says_so_and_every_key_is_safe(line):
    """Recent and Favourites start empty: the list says so and no key
    fails on it (a fuzzed session found Favourites' draw failing)."""
    app = App(Screen(), G)
    open_list(app, line)
    assert rows(app)[0].strip() == "(no games yet)" and rows(app)[7].strip() == "B:back"
    press(app, K.DOWN, K.UP, K.LEFT, K.RIGHT, K.A, K.A_HOLD, K.B_HOLD)
    app.tick(10_000)  # (the menu reads the selected game's record ahead while the keys rest)
    assert app.state == SC.MENU and app.menu.list == line
    press(app, K.B)
    assert app.menu.list == MN._M_TOP


def spin(app):
    """Lets the timer steps read A to Z's runs' names (``Menu.tick``): gets
    how many runs each step read."""
    steps = []
    while app.menu.todo or app.menu.spun < min(MN._RUNS, len(app.games)) or app.menu.stale:
        was = app.menu.spun
        app.tick(10_000)
        steps.append(app.menu.spun - was)
    return steps


def walk_az(app):
    """Gets every game's line of A to Z, run by run (from the run list's
    first line), and the run list's lines."""
    runs, names = [], []
    for r in range(app.menu.count()):
        assert app.menu.list == MN._M_AZ and app.menu.sel == r
        runs.append(rows(app)[r - app.menu.scroll][1:].rstrip())
        press(app, K.A)
        assert app.menu.list == MN._M_RUN and app.menu.group == r
        names += walk(app)
        press(app, K.B, K.DOWN)
    return runs, names


def test_a_to_z_lists_every_game_once_in_order_in_its_runs():
    """A to Z: 25 runs of the games by name, their sizes a game apart at
    most, each line its first and last names' first three letters and its
    size; every game once, in order."""
    app = App(Screen(), G)
    open_list(app, MN._M_AZ)
    assert app.menu.count() == MN._RUNS == 25
    spin(app)
    runs, names = walk_az(app)
    assert len(names) == len(G) and sorted(names, key=str.lower) == names
    assert sorted(names) == sorted(G.name(i) for i in range(len(G)))
    assert app.menu.sel == 0  # (down from the last run comes round)
    sizes = [int(x.rsplit("(", 1)[1][:-1]) for x in runs]
    assert sum(sizes) == len(G) and max(sizes) - min(sizes) <= 1
    at = 0
    for line, n in zip(runs, sizes):
        assert line == "%s - %s (%d)" % (names[at][:3].rstrip(), names[at + n - 1][:3].rstrip(), n)
        at += n
    assert rows(app)[7].rstrip() == "A:open  B:back"
    press(app, K.A)
    r = rows(app)
    assert len([x for x in r[:7] if x.strip()]) == 7
    first = G.index("accordion")  # (the pairing games' Accordion, an extra, sorts before the table's Acme)
    assert r[7].rstrip() == "Pyramid tiles 0/0" and app.menu.game() == first  # (its family as Families names it)


def test_a_to_z_reads_its_runs_names_in_timer_steps():
    """A to Z's lines are its runs' names' first letters, read by the timer
    steps once the other games' places are worked out, _SPINES runs a step
    (fourteen names read in the key that opened A to Z took it to 3.5M
    fuel): before them a line shows its size, and A to Z showing is drawn
    again in the step after each step's reads (the two in one step: 3.6M)."""
    app = App(Screen(), G)
    open_list(app, MN._M_AZ)
    assert app.menu.todo and app.menu.spun == 0  # (the places not worked out in the key: A opening a run does that)
    lo, hi = app.menu.run(0)
    assert rows(app)[0].rstrip() == ">... (%d)" % (hi - lo)
    while app.menu.todo:
        assert not app.tick(10_000)
    assert not app.tick(10_000) and app.menu.spun == MN._SPINES and rows(app)[0].rstrip() == ">... (%d)" % (hi - lo)  # (read, not drawn)
    first, last = app.menu.names(lo, lo + 1)[0], app.menu.names(hi - 1, hi)[0]
    assert app.tick(10_000) and app.menu.spun == MN._SPINES
    assert rows(app)[0].rstrip() == ">%s - %s (%d)" % (first[:3], last[:3], hi - lo)  # (drawn again by the next step)
    steps = [MN._SPINES, 0] + spin(app)
    reads = [min(MN._SPINES, MN._RUNS - k) for k in range(0, MN._RUNS, MN._SPINES)]
    assert steps == [x for r in reads for x in (r, 0)]
    app = App(Screen(), G)
    ticks = spin(app)  # (the menu at rest: the places first, then the names, nothing drawn)
    assert ticks == [0] * (len(ticks) - len(reads)) + reads
    open_list(app, MN._M_AZ)
    assert rows(app)[0].rstrip() == ">%s - %s (%d)" % (first[:3], last[:3], hi - lo)


def test_a_to_z_runs_page_and_go_back_to_their_line():
    """In A to Z's run list and in a run, left/right turn a page of seven
    round the ends; B from a run goes back to its line, B again to the top
    level's A to Z."""
    app = App(Screen(), G)
    open_list(app, MN._M_AZ)
    press(app, K.RIGHT, K.RIGHT)
    assert app.menu.sel == 14
    press(app, K.A)
    assert app.menu.list == MN._M_RUN and app.menu.group == 14
    n = app.menu.count()
    press(app, K.LEFT)
    assert app.menu.sel == n - 7
    press(app, K.RIGHT, K.DOWN)
    assert app.menu.sel == 1
    lo, _ = app.menu.run(14)
    assert app.menu.game() == app.menu.by_name(lo + 1) and rows(app)[1][1:].rstrip() == app.menu.name(app.menu.game())
    press(app, K.B)
    assert app.menu.list == MN._M_AZ and app.menu.sel == 14
    press(app, K.B)
    assert app.menu.list == MN._M_TOP and app.menu.sel == MN._M_AZ


def test_families_and_decks_open_their_games():
    app = App(Screen(), G)
    open_list(app, MN._M_FAMILIES)
    fams = walk(app)
    assert fams[:7] == ["Six-Suit Solitaire", "Solitaire Tiles (1)", "Pyramid (%d)" % G.tn[0], "Clock Solitaire (%d)" % G.tn[1], "Poker Squares (%d)" % G.tn[2],
                        "Gaps (%d)" % G.tn[3], "Bowling (%d)" % G.tn[4]]  # (a long name's count gives way to it; the other families' from their tables)
    assert fams[7].startswith("Klondike (")
    klondikes = int(fams[7].rsplit("(", 1)[1][:-1])
    counts = []
    for f in range(len(fams)):
        app.menu.list, app.menu.group = MN._M_FAMILY, f
        counts.append(app.menu.count())
    app.menu.open(MN._M_FAMILIES)
    for f, n in zip(fams, counts):
        assert f.endswith(" (%d)" % n) or "(" not in f, f
    assert sum(counts) == len(G)
    press(app, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.A)  # Klondike's family
    assert app.menu.list == MN._M_FAMILY
    games = walk(app)
    assert len(games) == klondikes > 20 and "Klondike" in games and games == sorted(games, key=str.lower)
    assert rows(app)[7].startswith("Klondike ")
    press(app, K.B)
    assert app.menu.list == MN._M_FAMILIES and app.menu.sel == 7
    press(app, K.B)
    assert app.menu.list == MN._M_TOP and app.menu.sel == MN._M_FAMILIES
    open_list(app, MN._M_DECKS)
    groups = walk(app)
    assert groups[0].startswith("1 deck (") and groups[-1] == "Other families (%d)" % (len(G) - G.n)
    assert sum(int(x.rsplit("(", 1)[1][:-1]) for x in groups) == len(G)
    press(app, K.DOWN, K.A)  # 2 decks
    first = {}  # a name's first game (a look-up a line went through every game's record)
    for gi in range(len(G)):
        first.setdefault(G.name(gi), gi)
    for line in walk(app):
        assert G[first[line]].decks() == 2


def test_featured_has_the_flagship_and_the_seeds_featured_games():
    app = App(Screen(), G)
    open_list(app, MN._M_FEATURED)
    names = walk(app)
    assert names[:3] == ["Six-Suit Solitaire", "Solitaire for Two", "Solitaire Tiles"]
    for want in ("Klondike", "Canfield", "FreeCell", "Spider", "Forty and Eight", "Yukon", "Baker's Dozen", "Congress",
                 "Flower Garden", "Cruel", "Penguin"):
        assert want in names


def test_paging_moves_seven_lines():
    app = App(Screen(), G)
    open_list(app, MN._M_FAMILIES)
    press(app, K.RIGHT)
    assert app.menu.sel == 7 and app.menu.scroll == 1
    press(app, K.RIGHT, K.LEFT)
    assert app.menu.sel == 7
    press(app, K.LEFT)
    assert app.menu.sel == 0
    # round the ends, as up and down go: left from the first page to the last
    # (issue 31's 17 presses: the Families list grew past eight pages)
    n = app.menu.count()
    press(app, K.LEFT)
    assert app.menu.sel == n - 7
    press(app, K.RIGHT)
    assert app.menu.sel == 0


def test_hold_a_marks_a_favourite_and_recent_games_are_kept():
    app = App(Screen(), G)
    open_list(app, MN._M_AZ)
    az = sorted((G.name(i) for i in range(len(G))), key=str.lower)
    assert az.index("Alaska") < app.menu.run(0)[1]  # (both in the first run)
    press(app, K.A, *[K.DOWN] * az.index("Agnes Sorel") + [K.A_HOLD])
    assert rows(app)[app.menu.sel - app.menu.scroll].rstrip().endswith("*") and app.favourites == ["agnes_sorel"]
    press(app, K.DOWN, K.A_HOLD, K.UP, K.A_HOLD)
    assert app.favourites == ["alaska"]
    press(app, K.B, K.B)
    open_list(app, MN._M_FAVOURITES)
    assert rows(app)[0].strip() == ">Alaska*"[1:] or rows(app)[0].startswith(">Alaska*")
    press(app, K.A)
    assert app.state == SC.PLAY and app.board.rules.id == "alaska"
    for gid in ("klondike", "spider", "alaska"):
        press(app, K.B_HOLD)
        press(app, *([K.DOWN] * app.pause_menu.items().index(SC._P_QUIT) + [K.A]))
        press(app, *menu_keys(app, G.index(gid)))
        assert app.board.rules.id == gid
    assert app.recent == ["alaska", "spider", "klondike"]
    press(app, K.B_HOLD)
    press(app, *([K.DOWN] * app.pause_menu.items().index(SC._P_QUIT) + [K.A]))
    assert rows(app)[0].startswith(">Continue Alaska")  # (quitting a game: the top level)
    press(app, K.DOWN, K.A)
    assert walk(app) == ["Alaska*", "Spider", "Klondike"]


def test_hold_b_shows_the_rules_from_a_list():
    app = App(Screen(), G)
    press(app, *menu_keys(app, G.index("freecell"))[:-1])
    press(app, K.B_HOLD)
    assert app.state == SC.RULES and app.view.gi == G.index("freecell")
    assert "FREECELL" in "".join(rows(app)) and "Cells" in " ".join(app.view.lines)
    press(app, K.B)
    assert app.state == SC.MENU and app.menu.list == MN._M_RUN
    press(app, K.A)
    assert app.state == SC.PLAY and app.board.rules.id == "freecell"


def test_every_game_within_17_presses():
    """Any game at most 17 presses from power-on (issue 31's limit, as README
    and docs/controls.md say): the shortest of A to Z, its family, its deck
    group. A game that makes the menu deeper fails here rather than in a
    player's hands."""
    app = App(Screen(), G)
    by_az, fewest = every_menu_keys(app)  # (each list searched once for every game)
    az = max(len(keys) for keys in by_az)
    most = max(len(keys) for keys in fewest)
    print("\nmenu: any of %d games in %d presses at most (%d by A to Z alone)" % (len(G), most, az))
    assert most <= 17
    assert az <= 14  # (A to Z's runs: test_any_of_600_games_within_13_presses)


def more_games(total):
    """Gets the game list with other games added up to ``total``: names
    beside the table's (one after every few, " II" added), so the letters
    grow as they are, in families of nine."""
    more = total - len(G)
    return G + tuple(Rules("more%d" % j, G.name(j * len(G) // more)[:16] + " II", family="more%d" % (j // 9)) for j in range(more))


@pytest.mark.parametrize("total", [600] + list(range(len(G) + 1, 721, 31)))
def test_any_of_600_games_within_13_presses(total):
    """Issue 31's 17 presses with room for the games to come: with other
    games added to the list (as the menu lists the other families' games,
    by name in A to Z, as families), any of 600 games within 13 presses of
    power-on by A to Z alone, and of up to 720 within 14 (A to Z's 25 runs:
    3 presses at most to a run, 3 to 5 in a run of 21 to 29)."""
    games = more_games(total)
    app = App(Screen(), games)
    assert len(games) == total
    by_az, fewest = every_menu_keys(app)
    az = max(len(keys) for keys in by_az)
    assert max(len(keys) for keys in fewest) <= az <= (13 if total == 600 else 14), (total, az)


@pytest.mark.parametrize("gid", ["klondike", "sixsuit", "soltiles", "forty_thieves_3_deck"])
def test_menu_keys_open_the_game(gid):
    app = App(Screen(), G)
    press(app, *menu_keys(app, G.index(gid)))
    assert app.state == SC.PLAY and app.games[app.gi].id == gid


def test_the_fewest_keys_open_the_game():
    """Every way in the press count takes opens the game it names (the
    family and deck lists as well as A to Z), and its A to Z keys are
    menu_keys' (each list searched once for all the games)."""
    app = App(Screen(), G)
    by_az, fewest = every_menu_keys(app)
    ways = set()
    for gi in range(0, len(G), 7):
        keys = fewest[gi]
        assert by_az[gi] == menu_keys(app, gi)
        ways.add(keys[:4] == by_az[gi][:4])
        app = App(Screen(), G)
        press(app, *keys)
        assert app.state == SC.PLAY and app.gi == gi
        app = App(Screen(), G)
    assert ways == {True, False}  # (both A to Z and the other lists were taken)


def whole_words(shown, full):
    """Checks that ``shown`` is ``full`` or its first words: no word cut."""
    return shown == full or (full.startswith(shown) and full[len(shown)] == " " and shown.strip() == shown)


def test_no_menu_line_cuts_a_word():
    """Every line of every list (each game marked a favourite, so its line
    carries the ``*``), every status row, the Continue line for every game and
    the pause and win screens' headings show whole words: a name is whole,
    or its first words ("Six-Suit Solitai (2)" was cut)."""
    from sim.cli import family_name
    from solitaire.console.screens import heading

    def menu_family(gi):  # (the other families' games: the first game's name)
        return family_name(G[gi]) if gi < G.n else G.name(min(i for i in range(G.n, len(G)) if G[i].family == G[gi].family))

    app = App(Screen(), G)
    app.favourites = [G[gi].id for gi in range(len(G))]
    cut = []
    open_list(app, MN._M_AZ)
    spin(app)
    for _ in range(app.menu.count()):  # (a run's line: its names' first three letters, test_a_to_z_lists_every_game_once_in_order_in_its_runs)
        press(app, K.A)
        for _ in range(app.menu.count()):
            gi = app.menu.game()
            line, status = rows(app)[app.menu.sel - app.menu.scroll][1:].rstrip(), rows(app)[7].rstrip()
            if line != G.name(gi) + "*":
                cut.append(line)
            if not whole_words(status.rsplit(" ", 2)[0], menu_family(gi)):
                cut.append(status)
            press(app, K.DOWN)
        press(app, K.B, K.DOWN)
    press(app, K.B)
    for top in (MN._M_FAMILIES, MN._M_DECKS):
        open_list(app, top)
        for k in range(app.menu.count()):
            line = rows(app)[app.menu.sel - app.menu.scroll][1:].rstrip()
            press(app, K.A)
            n = app.menu.count()
            name = menu_family(app.menu.game(0)) if top == MN._M_FAMILIES else line.rsplit(" (", 1)[0]
            if line != "%s (%d)" % (name, n) and not whole_words(line, name):
                cut.append(line)
            for _ in range(n):
                gi = app.menu.game()
                if rows(app)[app.menu.sel - app.menu.scroll][1:].rstrip() != G.name(gi) + "*":
                    cut.append(rows(app)[app.menu.sel - app.menu.scroll])
                press(app, K.DOWN)
            press(app, K.B, K.DOWN)
        press(app, K.B)
    app.saved = True  # (Continue names the game left)
    for gi in range(len(G)):
        app.gi = gi
        if not whole_words(app.menu.text(0), "Continue " + G.name(gi)):
            cut.append(app.menu.text(0))
        head = heading(app, gi, 12345)  # (the name alone when the deal doesn't fit: no "#")
        if len(head) > 20 or head not in ("%s #12345" % G[gi].name, "%s #12345" % G.name(gi), G[gi].name, G.name(gi)):
            cut.append(head)
    assert not cut, cut


def test_a_to_z_line_to_game_by_halves_is_the_walk_through_every_extra():
    """``Menu.by_name`` finds A to Z's place among the other families' games
    by halves (a walk through all 43 cost 0.13M fuel a call, two or three a
    key: the catalogue tour's dearest key, LEFT there): the same game at
    every place as the walk."""
    app = App(Screen(), G)
    open_list(app, MN._M_AZ)
    press(app, K.A)  # (a run: the places all worked out)
    m = app.menu
    items = m.az
    assert len(items) > 8

    def walk(k):
        skip = 0
        for j in range(len(items)):
            at = items[j][0] + j
            if k == at:
                return items[j][1]
            if k > at:
                skip = j + 1
        return app.games.get(1, k - skip)

    for k in range(len(G)):
        assert m.by_name(k) == walk(k), k


@pytest.mark.parametrize("ticks", [0, 1, 2, 3, 6])
def test_a_to_z_places_the_other_games_as_the_table_sorts_whatever_the_ticks_did_first(ticks):
    """The other families' games' places in A to Z (``menulists.place``,
    ``_PLACE`` games a timer step, the rest as the list opens, several
    initials a read of the table) are where their names sort among the
    table's, lower case, each game once, in order, however many timer steps
    came before the list opened."""
    import bisect

    from solitaire import menulists as L

    app = App(Screen(), G)
    m = app.menu
    left = [len(m.todo)]
    for _ in range(ticks):
        app.tick(10_000)
        left.append(len(m.todo))
    assert all(0 < a - b <= MN._PLACE or b == 0 == a for a, b in zip(left, left[1:]))  # (a step's share: no more than _PLACE games, some)
    open_list(app, MN._M_AZ)
    press(app, K.A)  # (a run: the places all worked out)
    assert not m.todo
    table = [x.lower().encode() for x in L.page(G, 0, G.n)]
    assert table == sorted(table)
    names = m.extra[1]
    want = sorted((bisect.bisect_left(table, names[j].lower().encode()), names[j].lower().encode(), G.n + j) for j in range(len(names)))
    assert len(want) > 60 and m.az == [(at, gi) for at, _, gi in want]


def test_each_timer_step_places_a_whole_share_of_the_other_games():
    """A timer step places ``_PLACE`` of the other families' games, an
    initial's in parts when they don't fit, till none are left: the work A
    to Z's opening key is left is what the steps before it could not do.
    (Placed whole initials at a time the steps placed 11, 15, 16 and 9 of
    66, and the catalogue session's A opening A to Z four keys after the
    menu placed S's and T's 15 itself: 2,086,000 fuel, over the 2M limit.)"""
    app = App(Screen(), G)
    m = app.menu
    left = [len(m.todo)]
    while m.todo:
        app.tick(10_000)
        left.append(len(m.todo))
    assert left[0] > 4 * MN._PLACE
    assert all(a - b == min(MN._PLACE, a) for a, b in zip(left, left[1:])), left
