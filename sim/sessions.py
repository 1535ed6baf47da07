"""Scripted play sessions: the keys a player presses, worked out on CPython,
then replayed anywhere (MicroPython for the budgets, the virtual panel for I2C
bytes). Each session opens its game from the game menu, moves the cursor,
picks and drops, sends cards up, undoes, deals anew, and wins where the game
allows it in a reasonable script."""

import os

from sim.autoplay import _cursor_keys, finish, keys_for, menu_keys, play_moves
from solitaire.cards import auto
from solitaire.cards import after as cafter
from solitaire.cards.hintnow import hint
from solitaire.cards import notation
from solitaire.cards.tableau import _DEALING as DEALING  # (the first column's key while a deal is out in ticks)
from solitaire.console.app import App
from solitaire.cards.board import Board
from solitaire.cards.games import find
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console import buttons as K
from solitaire.console import screens as SC

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "data")

# (game id, deal, how the session's moves are found)
PLANS = {
    "klondike": (33, "greedy"),  # (a deal the hint engine wins drawing three, the default)
    "freecell": (1, "fc-solve"),
    "spider": (2, "greedy"),
    "yukon": (2, "greedy"),
    "canfield": (2, "greedy"),
    "sixsuit": (4, "tiles"),
    "fortwo": (3, "fortwo"),
    "soltiles": (3, "soltiles"),
    "quadruple_yukon": (1, "greedy"),
    "strategy": (1, "greedy"),  # Wikibooks' (issue 32): waste piles the stock's card goes onto, legal.py's dump, the hint's fallback
    "double_or_quits": (1, "greedy"),  # Wikibooks' (issue 32): a foundation of its own rule (fgroups.py), the deal's Kings out (arrange.py), goal 6 (goals.py)
    "grandfathers_clock": (1, "greedy"),  # Wikibooks' (issue 32): twelve foundations each to its hour (clock.py), dealt their own base cards (arrange.py)
    "big_ben": (1, "greedy"),  # PySolFC's (issue 32): the clocks' foundations, two decks, the stock filling the piles' gaps as the game's own moves (clock.py, after.forced_move)
    "curds_and_whey": (1, "greedy"),  # Wikibooks' and PySolFC's (issue 32): a card on its own rank too, runs of one kind (order.py, legal.py), the tableau sorted (goals.py), no foundations
    "labyrinth": (1, "greedy"),  # Wikibooks' (issue 32): the first row a pool its gaps filled from the stock (autofill 4), rows dealt under it, the last resort's draw (merci 3: labyrinth.py)
    "puss_in_the_corner": (4, "win"),  # Wikibooks' (issue 32): the stored win (tests/data/wins), its waste piles picked up in the player's order (puss.py) and the second stock played out
    "kings_audience": (1, "win"),  # Wikibooks' (issue 32): the stored win, each pair the player's card and the game's partner (audience.py, after.forced_move)
    # the pairing games (sim/pairs_play.py: a searched win, played by keys)
    "pyramid": (1, "pairs"),
    "accordion": (4, "pairs"),
    "fourteenout": (3, "pairs"),
    "montecarlo": (2, "pairs"),  # the widest tableau (16 piles) and the largest deck (208)
    "blockten": (20, "pairs"),  # (the fill games' heaviest: it loads pairs/match.py too)
    "triplefourteens": (2, "pairs"),  # the family's largest deal (156 cards): a key's next deal is dealt and drawn in ticks
    "fifteens": (2, "pairs"),  # the dearest sets (pairs/sets.py): any number of 16 cards adding to 15
    "pairstour": (1, "pairs-tour"),  # the Wikibooks pairing games' heaviest and Double Pyramid, a few keys each (PAIRS_TOUR)
    # the games of chance (solitaire/chance: a press turns the next card)
    "royalflush": (2, "chance"),  # a win by A presses: the searches and the four gatherings
    "hitormiss": (12, "chance-hold"),  # played out by hold A, a move a tick: 301 moves, the longest history kept
    # the scored grids (solitaire/squares: the stock's card placed on a square)
    "cribbagesquare": (2, "squares"),  # the hint's square each card, to the full grid (cribbage hands: the dearest scoring)
    # Bowling (solitaire/bowling: the deck's card onto a pin or a ball pile, ten frames)
    "bowling": (1, "bowling"),  # the hint's pile each card through the ten frames, each frame dealt afresh; the end screen, an undo and the last card again
    # the grids with gaps (solitaire/gaps: a card moved into a gap)
    "gaps": (1, "gaps"),  # the hint's move each press through the three rounds (two redeals: the whole grid gathered and dealt again)
    "maze": (2, "gaps"),  # the 6 x 9 ring, up to five cards for a gap: the hint's move each press
    "catalogue": (1, "catalogue"),  # a tour of 30 of the table's games, each at its deal 1 (CATALOGUE_TOUR)
}
# a game with no plan of its own (sim/heap.py takes any game id): a card
# game plays fuel_session; a game of these families its family's sessions'
# shape, deal 1; a pairing game (some have no win of deal 1 to search)
# the tour's shape for it alone, the first legal move up to 60 times
FAMILY_PLANS = {"pairs": "pairs-one", "chance": "chance", "squares": "squares", "gaps": "gaps", "bowling": "bowling"}
# the pairing games the pairstour session visits: those with no session of
# their own whose keys and heap cost the most (docs/pairs.md has each one's
# figures), the last left on the board for the power cut and the new deals
PAIRS_TOUR = ("nestor", "baroness", "acessquare", "doublepyramid", "ladybug", "croix", "elevensup", "motion", "royalmarriage")
SESSIONS = tuple(PLANS)  # every measured session, in the order the benchmarks list them
# The catalogue session's tour: 30 card games, fixed so that its heap, fuel
# and I2C figures compare across merges (drawn from the table at random,
# every game added drew another tour). A hard tour, chosen 2026-11-30 from
# each game opened and played as the tour plays it (the cursor about, the
# hint's first eight moves), by the card modules it then held: every
# optional module of the engine with no session of its own to load it
# (rowdeal, fgroups, arrange, basecards, clock, goals, britcon, wide,
# fpiles, amazons, redeal, pocket, merci, tournament, capric, loupe), the
# games that load the most code (Algerian and Capricieuse, 40.5 and 40.3 KB
# of .mpy; Double Aces and Kings, Sixes and Sevens, Kingsdown Eights,
# Tournament), the most piles (FreeCell Four Deck 46, British Constitution
# 42, Big Bertha 40, Cromwell 36), one, two, three and four
# decks, a game of each of the largest families (Klondike, FreeCell, Spider,
# Yukon, Canfield, Baker's Dozen, Forty and Eight, Miss Milligan, Athena,
# Busy Aces, Balcony, Alternations, Bear River, Big Bertha, Cruel), names
# from A to W (the menu's walk over the whole of A to Z), and none of the
# games with a session of their own. The last stays on the board for the
# device-true session's power cut and new deals (sim/heap.py).
CATALOGUE_TOUR = ("algerian", "the_clock", "freds_spider", "british_constitution", "osmosis", "eighty_thieves",
                  "amazons", "waterloo", "la_belle_lucie", "big_bertha", "miss_milligan", "bakers_dozen",
                  "kingsdown_eights", "triple_yukon", "cromwell", "sixes_and_sevens", "empress_of_italy", "golf",
                  "trillium", "san_juan_hill", "duchess", "rainbow_fan", "double_aces_and_kings",
                  "quadruple_klondike", "shamrocks", "triple_minerva", "freecell_four_deck", "tournament",
                  "quadruple_interchange", "capricieuse")


def catalogue_games(seed, n):
    """Gets the ids of ``n`` games of the table drawn with the project's PRNG
    (seed ``seed``): the fuzzer's sample of the table (tests/test_fuzz.py)."""
    from solitaire import prng

    ids = [MENU_GAMES.text(i) for i in range(5, MENU_GAMES.n)]  # (past the five with sessions of their own; the ids alone, not each whole record)
    rand = prng.Rand(seed)
    out = []
    while len(out) < n:
        gid = ids[rand.below(len(ids))]
        if gid not in out:
            out.append(gid)
    return out


def session_game(session):
    """Gets the game a session opens first (its own id but for the tour; a
    card game with no session of its own: itself, see ``fuel_session``)."""
    if session not in PLANS:
        return session
    how = PLANS[session][1]
    return CATALOGUE_TOUR[0] if how == "catalogue" else PAIRS_TOUR[0] if how == "pairs-tour" else session


def greedy_moves(game_id, deal, options=None, limit=400):
    """Plays a deal with the hint engine alone; gets the moves and if it won."""
    b = Board(find(game_id), deal, options)
    for _ in range(limit):
        if b.won():
            break
        m = auto.auto_moves(b) or cafter.forced_move(b) or hint(b)
        if m is None:
            break
        b.apply(m)
    return notation.moves(b), b.won()


def stored_win(game_id, deal):
    """Gets the moves of ``game_id``'s stored win (``host_tools/solve.py``
    writes tests/data/wins/GAME.moves), which must be of deal ``deal``."""
    with open(os.path.join(DATA, "wins", game_id + ".moves")) as f:
        head, _, text = f.read().partition("\n")
    assert head.split() == [game_id, "deal=%d" % deal], head  # (a win found anew for another deal: the plan's deal follows it)
    b = Board(find(game_id), deal)
    moves = []
    for tok in text.split():
        m = notation.parse_move(b, tok)
        notation.play(b, m)
        moves.append(m)
    return moves


def solver_moves(deal):
    """Gets the fc-solve solution of Microsoft FreeCell deal ``deal``."""
    b = Board(find("freecell"), deal)
    moves = []
    with open(os.path.join(DATA, "freecell_ms%d.moves" % deal)) as f:
        for tok in f.read().split():
            m = notation.parse_move(b, tok)
            notation.play(b, m)
            moves.append(m)
    return moves


TICK = 255  # in a session: let the clock run (an auto-finish step)


def session_keys(game_id, max_moves=60):
    """Gets (keys, won): a whole session of ``game_id`` from the game menu.
    ``keys`` holds key codes, and TICK where the clock runs a step.

    The session: walk the menu to the game, open it; wiggle the cursor; ask
    for a hint (the clock runs while it is looked for) and put the cards it
    picks up back; play up to ``max_moves`` moves (all of them for a winning line); then,
    if not won, undo twice, open the pause menu and deal anew; last, for a
    game with options, change the first one in the pause menu and deal.
    """
    if game_id in PLANS:
        deal, how = PLANS[game_id]
    else:
        deal, how = 1, FAMILY_PLANS.get(MENU_GAMES[MENU_GAMES.index(game_id)].family)
        if how is None:  # a card game
            return fuel_session(game_id), False
    if how == "catalogue":
        return _catalogue_session(), False
    if how == "pairs-tour":
        return _pairs_tour_session(), False
    if how == "pairs-one":
        return _pairs_tour_session((game_id,), moves=60), False
    gi = MENU_GAMES.index(game_id)
    if how == "tiles":
        keys, app = _tiles_session(deal)
        return keys + _other_option(app), True
    if how == "fortwo":
        keys, app = _fortwo_session(deal)
        return keys + _other_option(app), True
    if how == "soltiles":
        keys, app = _soltiles_session(deal)
        return keys + _other_option(app), True
    if how == "squares":
        return _squares_session(game_id, deal)
    if how == "gaps":
        return _gaps_session(game_id, deal)
    if how == "bowling":
        return _bowling_session(game_id, deal)
    if how in ("chance", "chance-hold"):
        return _chance_session(game_id, deal, how == "chance-hold")
    if how == "pairs":
        from sim.pairs_play import win_session

        keys, _, app = win_session(game_id, deal)
        for k in (K.A, K.RIGHT, K.A_HOLD, K.A, K.B, K.B):  # the win screen's next deal; a hint, a pick put back, an undo
            app.key(k)
            keys.append(k)
        return keys, True
    app = App(Screen(), MENU_GAMES)
    keys = menu_keys(app, gi)
    for k in keys:
        app.key(k)
    # the menu opens deal 1: go to the planned deal through the pause menu
    keys += _pause_to_deal(app, deal)
    for k in (K.RIGHT, K.RIGHT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        app.key(k)
        keys.append(k)
    keys += _hint(app)
    if how == "fc-solve":
        moves = solver_moves(deal)
    elif how == "win":
        moves = stored_win(game_id, deal)
    else:
        moves, wins = greedy_moves(game_id, deal)
        if not wins:
            moves = moves[:max_moves]
    play_moves(app, moves, on_key=keys.append, on_tick=lambda t: keys.append(TICK))
    won = app.state == SC.WIN
    if not won:
        for k in (K.B, K.B, K.A_HOLD, K.B_HOLD):
            app.key(k)
            keys.append(k)
        sel = app.pause_menu.items().index(SC._P_NEW)
        for k in [K.DOWN] * sel + [K.A]:
            app.key(k)
            keys.append(k)
    else:
        app.key(K.A)  # next deal from the win screen
        keys.append(K.A)
    return keys + _other_option(app), won


def fuel_session(game_id, deal=1, moves=30):
    """Gets the keys of a card game's session for its fuel (a game with no
    scripted session: ``sim.fuel`` and test_budgets measure them): from the
    game menu to deal ``deal``, the cursor about, a hint (the clock runs
    until it shows) and the cards put back; up to ``moves`` of the hint
    engine's moves (``greedy_moves``), then undos until five cards have come
    down from the foundations (or none is left to undo), and a send-up of
    every safe card (hold A with the cursor on a pile whose card can't go
    up), the clock run until the screen rests; last, a new deal through
    the pause menu, and two ticks of the clock (where a big deal ends), or
    more while it is still being dealt (Nationale's play-up)."""
    gi = MENU_GAMES.index(game_id)
    app = App(Screen(), MENU_GAMES)
    keys = menu_keys(app, gi)
    for k in keys:
        app.key(k)
    if deal != 1:
        keys += _pause_to_deal(app, deal)
    for k in (K.RIGHT, K.RIGHT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        app.key(k)
        keys.append(k)
    keys += _hint(app)
    played, _ = greedy_moves(game_id, deal, app.board.options, limit=moves)
    try:
        play_moves(app, played, on_key=keys.append, on_tick=lambda t: keys.append(TICK))
    except ValueError:
        pass  # (a move the keys can't make as the engine listed it: the session goes on from there)
    b = app.board
    down = 0
    while app.state == SC.PLAY and b.nmoves and down < 5:
        up = sum(b.size[b.f0 : b.c0])
        app.key(K.B)
        keys.append(K.B)
        down += up - sum(b.size[b.f0 : b.c0])
    if app.state == SC.PLAY:
        for c in range(b.rules.tab):  # the cursor onto a pile whose card can't go up
            if auto.foundation_move(b, b.t0 + c) is None:
                for k in _cursor_keys(app, 1, c, 1) + [K.A_HOLD]:
                    app.key(k)
                    keys.append(k)
                finish(app, lambda t: keys.append(TICK))
                break
    if app.state != SC.PLAY:
        return keys
    keys += [K.B_HOLD]
    app.key(K.B_HOLD)
    sel = app.pause_menu.items().index(SC._P_NEW)
    for k in [K.DOWN] * sel + [K.A]:
        app.key(k)
        keys.append(k)
    for n in range(99):  # (a big deal is dealt out in the next tick and drawn in the one after: Play.start; measured too. Nationale's plays its cards up a few at a time in ticks between: arrange._play_up)
        if n >= 2 and app.play.col_key[0] != DEALING:
            break
        app.tick(app.now + 100)
        keys.append(TICK)
    return keys


def _dealt(game_id, deal):
    """A session of another family's game from the game menu to deal
    ``deal``: gets (the app, the keys so far, ``press``: keys or TICKs
    made a tenth of a second apart and added to the keys)."""
    app = App(Screen(), MENU_GAMES)
    keys = menu_keys(app, MENU_GAMES.index(game_id))
    for k in keys:
        app.key(k)
    keys += _pause_to_deal(app, deal)

    def press(*ks):
        for k in ks:
            if k == TICK:
                app.tick(app.now + 100)
            else:
                app.key(k, app.now + 100)
            keys.append(k)

    return app, keys, press


def _next_deal(app, press):
    """Ends a session's game: the win screen's A to the next deal, or two
    undos and a new deal from the pause menu. Gets whether it was won."""
    if app.state == SC.WIN:
        press(K.A)
        return True
    press(K.B, K.B, K.B_HOLD)
    press(*[K.DOWN] * app.pause_menu.items().index(SC._P_NEW) + [K.A])
    return False


def _chance_session(game_id, deal, hold):
    """A game of chance's session: from the game menu to the deal, the
    hint, then the game played to its end by A a move, or (``hold``) by
    hold A, a move a tick; the next deal from the win screen, or two undos
    and the next deal from the pause menu. Gets (keys, won)."""
    app, keys, press = _dealt(game_id, deal)

    press(K.B_HOLD, K.DOWN, K.A)  # the pause menu's Hint (its second item)
    b = app.board
    if not hold:
        while app.state == SC.PLAY and b.next() is not None:
            press(K.A)
    else:
        press(K.A_HOLD)
        while app.play.busy():
            press(TICK)
    return keys, _next_deal(app, press)


def _squares_session(game_id, deal):
    """A scored grid's session: from the game menu to the deal, the cursor
    about, then each card placed where the hint puts the cursor (hold A,
    A) to the full grid, two undos and the grid filled again, the next deal
    from the end screen. Gets (keys, won)."""
    app, keys, press = _dealt(game_id, deal)

    def fill():
        while app.state == SC.PLAY:
            press(K.A_HOLD, K.A, TICK)
            while app.play.ending:  # (the full grid's end comes on the ticks after)
                press(TICK)

    press(K.RIGHT, K.DOWN, K.LEFT, K.UP)
    fill()
    press(K.B)  # (the end screen's B: back to the grid)
    press(K.B, K.B)
    fill()
    won = app.board.won()
    press(K.A)  # the next deal
    return keys, won


def _bowling_session(game_id, deal):
    """Bowling's session: from the game menu to the deal, the cursor about
    the triangle, then each card placed where the hint puts the cursor
    (hold A, A) through every frame to the end screen, back to the pins,
    the last card taken back and placed again, the next deal from the end
    screen. Gets (keys, won)."""
    app, keys, press = _dealt(game_id, deal)

    def bowl():
        while app.state == SC.PLAY:
            press(K.A_HOLD, K.A, TICK)

    press(K.RIGHT, K.UP, K.LEFT, K.DOWN)
    bowl()
    press(K.B)  # (the end screen's B: back to the pins)
    press(K.B)
    bowl()
    won = app.board.won()
    press(K.A)  # the next deal
    return keys, won


def _gaps_session(game_id, deal, moves=120):
    """A grid with gaps' session: from the game menu to the deal, the
    cursor over the gaps and the cards for one, then the hint's move (hold
    A, A) ``moves`` times or to the end (Gaps: A deals each new round), two
    undos, and a new deal from the pause menu (the win screen's A after a
    win). Gets (keys, won)."""
    app, keys, press = _dealt(game_id, deal)

    press(K.RIGHT, K.RIGHT, K.LEFT, K.DOWN, K.UP)
    for _ in range(moves):
        if app.state != SC.PLAY or app.board.lost():
            break
        press(K.A_HOLD, K.A, TICK)
    return keys, _next_deal(app, press)


def _catalogue_session(tour=CATALOGUE_TOUR, moves=8):
    """The catalogue's session: from the game menu, for each game of the
    tour, through A to Z to it, the cursor about, a greedy player's first
    moves, then back to the menu; the last game stays on the board."""
    app = App(Screen(), MENU_GAMES)
    keys = []
    for n, gid in enumerate(tour):
        for k in menu_keys(app, MENU_GAMES.index(gid)):
            app.key(k)
            keys.append(k)
        assert app.state == SC.PLAY and app.board.rules.id == gid, gid
        for k in (K.RIGHT, K.RIGHT, K.LEFT, K.DOWN, K.UP):
            app.key(k)
            keys.append(k)
        for _ in range(moves):  # the hint's moves, as a player taking its advice
            m = hint(app.board) if app.state == SC.PLAY else None
            if m is None:
                break
            for k in keys_for(app, m):
                app.key(k)
                keys.append(k)
            finish(app, lambda t: keys.append(TICK))
        if n < len(tour) - 1:  # back to the menu: the pause menu's Quit, or a game the hints won, the win screen's B
            for k in [K.B] if app.state == SC.WIN else [K.B_HOLD] + [K.DOWN] * app.pause_menu.items().index(SC._P_QUIT) + [K.A]:
                app.key(k)
                keys.append(k)
    return keys


def _pairs_tour_session(games=PAIRS_TOUR, moves=4, parts=None):
    """The pairing games' tour: from the game menu, for each game of
    ``games``, through A to Z to its deal 1, the cursor about, the hint
    (A held), the first legal move ``moves`` times by keys, an undo, a new
    deal through the pause menu, then back to the menu; the last game stays
    on the board (the device-true session's power cut and new deals are
    its: sim/heap.py). ``parts``: a list to which (game id, first key, end)
    is added for each game's run, from its opening to the key that leaves
    it for the menu (``pairs_tour_parts``)."""
    from sim.pairs_play import play_moves as play_pairs

    app = App(Screen(), MENU_GAMES)
    keys = []

    def press(ks):
        for k in ks:
            app.key(k)
            keys.append(k)

    def ticks():  # (a deal of two decks is dealt in a tick and drawn in the next: pairs/play.py)
        for _ in range(2):
            app.tick(app.now)
            keys.append(TICK)

    for n, gid in enumerate(games):
        press(menu_keys(app, MENU_GAMES.index(gid)))
        first = len(keys)
        ticks()
        assert app.state == SC.PLAY and app.board.rules.id == gid, gid
        press([K.RIGHT, K.LEFT, K.A_HOLD])
        for _ in range(moves):
            ms = app.board.legal_moves() if app.state == SC.PLAY else None
            if not ms:
                break
            play_pairs(app, ms[:1], on_key=keys.append)
        press([K.B, K.B_HOLD] + [K.DOWN] * app.pause_menu.items().index(SC._P_NEW) + [K.A])
        ticks()
        if n < len(games) - 1:
            press([K.B_HOLD] + [K.DOWN] * app.pause_menu.items().index(SC._P_QUIT) + [K.A])
        if parts is not None:
            parts.append((gid, first, len(keys)))
    return keys


def pairs_tour_parts():
    """Gets the pairing games' tour as each game's run: [(game id, its
    keys)], from the game open at deal 1 to the key that leaves it (on the
    device the menu restarts into a game and a game into the menu: each
    game is a run of its own, and the menu's keys are the menu's run,
    which the catalogue's session measures). ``sim/budget.py`` measures
    the parts one by one."""
    parts = []
    keys = _pairs_tour_session(parts=parts)
    return [(gid, keys[a:b]) for gid, a, b in parts]


def _hint(app):
    """Gets the keys that ask for a hint through the pause menu, let the
    clock run until it shows, and put the picked-up cards back."""
    keys = [K.B_HOLD]
    app.key(K.B_HOLD)
    for k in [K.DOWN] * app.pause_menu.items().index(SC._P_EXTRA) + [K.A]:
        app.key(k)
        keys.append(k)
    while app.play.hinting is not None:
        app.tick(app.now)
        keys.append(TICK)
    if app.play.holding:
        app.key(K.B)
        keys.append(K.B)
    return keys


def _other_option(app):
    """Gets the keys that deal with the game's first option changed, through
    the pause menu (none for a game without options), pressing them."""
    if not app.games[app.gi].options:
        return []
    keys = [K.B_HOLD]
    app.key(K.B_HOLD)
    sel = app.pause_menu.items().index(SC._P_OPTION)
    for k in [K.DOWN] * sel + [K.RIGHT, K.A]:
        app.key(k)
        keys.append(k)
    return keys


def _pause_to_deal(app, deal):
    keys = [K.B_HOLD]
    app.key(K.B_HOLD)
    sel = app.pause_menu.items().index(SC._P_DEAL)
    for k in [K.DOWN] * sel + [K.RIGHT] * (deal - app.board.deal_no) + [K.A]:
        app.key(k)
        keys.append(k)
    return keys


def _fortwo_session(deal):
    """Solitaire for Two's session: from the game menu to deal ``deal``
    against the level-2 computer, the cursor about, the whole game through
    both rounds to the result (seat 1 played with the keys), then the next
    deal."""
    from sim.fortwo_play import Driver

    d = Driver()
    d.keys += _pause_to_deal(d.app, deal)
    for k in (K.RIGHT, K.RIGHT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        d.press(k)
    d.play_to_the_end()
    assert d.g.st[7] == 2 or d.g.won(), "the session reaches round two"
    d.press(K.A)
    return [TICK if k == 255 else k for k in d.keys], d.app


def _soltiles_session(deal):
    """Solitaire Tiles' session: from the game menu to deal ``deal`` of the
    standard game, the cursor about, forty of a greedy player's moves, two
    undos; then the Points version (through the pause menu's option) played
    to its end with the specials, and the next deal."""
    from sim.soltiles_play import Driver

    d = Driver()
    d.keys += _pause_to_deal(d.app, deal)
    for k in (K.RIGHT, K.RIGHT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        d.press(k)
    app = d.app
    d.play(40)
    d.press(K.B)
    d.press(K.B)
    d.keys += _other_option(app)
    d.play()
    assert app.state == SC.WIN, "the Points game reaches its end"
    d.press(K.A)
    # two players against the computer, a whole game
    d.keys += _pause_options(app, {0: 2, 2: 1})
    d.play_two()
    assert app.state == SC.WIN, "the two-player game reaches its end"
    d.press(K.A)
    return [TICK if k == 255 else k for k in d.keys], app


def _pause_options(app, values):
    """Gets the keys that set options (index: value index) in the pause
    menu and deal, pressing them."""
    keys = [K.B_HOLD]
    app.key(K.B_HOLD)
    at = 0
    items = app.pause_menu.items()
    for i in sorted(values):
        sel = items.index(SC._P_OPTION + i)
        n = len(app.games[app.gi].options[i][1])
        steps = [K.DOWN] * (sel - at) + [K.RIGHT] * ((values[i] - app.options[app.gi][i]) % n)
        for k in steps:
            app.key(k)
        keys += steps
        at = sel
    app.key(K.A)
    return keys + [K.A]


def _tiles_session(deal):
    """Six-Suit Solitaire's session: from the game menu to deal ``deal``, the
    cursor about, fifteen of a greedy player's actions, two undos, the rest
    of the game to its score sheet, then the next game of the series."""
    from sim.sixsuit_play import Driver, play_actions, play_to_the_end

    d = Driver()
    keys = list(d.keys)
    keys += _pause_to_deal(d.app, deal)
    press, wait = d.press, d.wait

    def p(k):
        keys.append(k)
        press(k)

    def w(ms=1000):
        keys.append(TICK)
        wait(ms)

    d.press, d.wait = p, w
    for k in (K.RIGHT, K.RIGHT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        d.press(k)
    seen = set()
    play_actions(d, seen, 15)
    d.press(K.B)
    d.press(K.B)
    play_to_the_end(d, seen=seen)
    d.press(K.A)
    return keys, d.app


def i2c_walk(game_id, moves=6):
    """Gets (keys, small) of a card game's short walk for its I2C bytes (the
    sweep of tests/test_i2c_sweep.py): from the game menu to deal 1, the
    cursor right over every pile of the top row and the tableau's and back,
    then up to ``moves`` of the hint's moves made by keys, as a player
    taking its advice (the catalogue session's, for every card game).
    ``small``: the game's faces are the small ones (ten piles or more on
    the screen: the loupe's layouts)."""
    app = App(Screen(), MENU_GAMES)
    keys = menu_keys(app, MENU_GAMES.index(game_id))
    for k in keys:
        app.key(k)
    tab = app.board.rules.tab
    small = app.play.loupe is not None
    for k in [K.RIGHT] * (tab + 1) + [K.DOWN] + [K.RIGHT] * (tab + 1) + [K.LEFT, K.UP]:
        app.key(k)
        keys.append(k)
    for _ in range(moves):
        m = hint(app.board) if app.state == SC.PLAY else None
        if m is None:
            break
        for k in keys_for(app, m):
            app.key(k)
            keys.append(k)
        finish(app, lambda t: keys.append(TICK))
    return keys, small
