"""The pairing and removal games (issue 30): each game's rules, a legal and
an illegal move from a position, quoting the seed's sentence (politaire's
section, to which host_tools/seed_pairs.py holds the records too;
Wikibooks' for Monte Carlo); undo; a scripted win of each through the keys from the game menu;
save and resume across a power cut; the command line."""

import pytest

from groups import group
from test_cli import sim  # (the command line in a process of its own, as test_cli runs it)
from sim.pairs_play import solve, win_of, win_session
from solitaire import prng
from solitaire.cards.notation import parse_card
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from solitaire.pairs.notation import parse_move, parse_position, text
from solitaire.pairs.play import Engine
from solitaire.pairs.text import rules_texts
from solitaire.console import rebuild as RB
from solitaire.console import resume as RS
from solitaire.console import savegame as SG
from solitaire.console import store as ST
from solitaire.console.app import App
from solitaire.console.screen import Screen
from test_savegame import Console as CardConsole

IDS = [g.id for g in MENU_GAMES]
PAIRS = [MENU_GAMES[i] for i in range(MENU_GAMES.n, len(MENU_GAMES)) if MENU_GAMES[i].family == "pairs"]  # the family's records, in the menu's order
# a deal of each the search wins, and the most presses its pairs may take on average
WINS = {"pyramid": (1, 2.5), "accordion": (4, 5.0), "fourteenout": (3, 4.0), "montecarlo": (2, 4.0), "patientpairs": (6, 3.5), "isabel": (1, 3.5),
        "simplepairs": (2, 3.5), "thirteens": (2, 4.0), "cheops": (2, 3.0), "kingtut": (2, 3.0), "darkpyramid": (3, 3.0),
        "shuffle": (2, 4.5), "neptune": (3, 4.0), "blockten": (20, 3.5), "doublepyramid": (23, 2.0)}
WINS.update({"acesup": (1, 2.5), "baroness": (1, 3.0), "nestor": (3, 3.0), "decade": (1, 2.0), "royalmarriage": (2, 3.0),
             "onehanded": (49, 1.5), "sevenup": (1, 2.0), "tensout": (1, 3.5), "suitsup": (2, 2.5), "thewish": (2, 3.0),
             "doublets": (1, 4.0), "friday": (3, 4.0), "acessquare": (5, 5.5)})
WINS.update({"doublefourteens": (1, 5.0), "triplefourteens": (2, 6.0), "nines": (13, 3.5), "tens": (9, 3.5), "elevens": (1, 3.0), "suitelevens": (1, 3.5), "fifteens": (2, 4.0)})
WINS.update({"ladybug": (18, 2.5), "croix": (3, 2.0), "motion": (2, 1.0), "elevensup": (1, 1.5)})  # (wiki30: tests/test_pairs_wiki30.py)
WINS.update({"links": (1, 2.5), "juvenile": (1, 5.0), "gaygordons": (2, 3.5), "fifteenrush": (1, 3.5), "crisscross": (11, 3.0)})  # (pairs30b's)
WINS.update({"giza": (4, 4.0), "pyramiddozen": (11, 3.0), "apophis": (1, 2.5), "triangle": (1, 3.0), "eleventriangle": (2, 3.0)})  # (pyr30: shapes.py's pyramids)
WINS.update({"doubletcell": (4, 3.0), "pharaohs": (554, 3.0), "anubis": (1, 3.0)})  # (pairs30c: cells.py; Pharaohs by sim/pairs_open.py, Anubis by sim/pairs_beam.py)
NO_WIN = {"eighteens"}  # games no deal can win (each with its proof in a test: tests/test_pairs_sets.py)
UNWON = set()  # games no deal has been won of yet, none shown unwinnable (PROVEN.md: the search's budget; docs/pairs.md)
WON = [r.id for r in PAIRS if r.id not in NO_WIN and r.id not in UNWON]


def test_the_grid_closers_piles_are_the_engines():
    """gaps.py names the engine's piles itself (the engine imports it)."""
    from solitaire.pairs import gaps

    assert (gaps._P_STOCK, gaps._L0) == (E.P_STOCK, E.L0)


def test_the_menu_reads_the_pairing_games_from_the_familys_table():
    """The pairing games' menu records (id, name, family) are read from the
    family's table on flash (famtable.py), not held in the game list: a
    game added to assets/pairs.toml costs no heap in another game's run."""
    from host_tools import build_pairs
    from solitaire import famtable

    assert not [r for r in MENU_GAMES.extra if r.family == "pairs"]
    entries = build_pairs.load()
    assert MENU_GAMES.tail[0] == "pairs" and MENU_GAMES.tn[0] == len(entries)
    first = MENU_GAMES.n + len(MENU_GAMES.extra)
    for j, (gid, name, rec, _) in enumerate(entries):
        r = MENU_GAMES[first + j]
        assert (r.id, r.name, r.family) == (gid, name, "pairs")
        assert MENU_GAMES.index(gid) == first + j and MENU_GAMES.name(first + j) == name
        assert E.record(gid) == rec and famtable.find("pairs", gid) == j
    assert MENU_GAMES.index("nosuchgame") == -1
    with pytest.raises(IndexError):
        MENU_GAMES[len(MENU_GAMES)]


def test_the_menu_reads_the_familys_table_once_and_keeps_its_names(monkeypatch):
    """The menu reads the pairing games' ids, names and Featured marks in
    one pass as it opens (menulists.entries, which reads famtable.py's
    layout itself) and keeps them while it shows: it opened the table once
    for each name it showed, 5.5M fuel a return to the menu on the device,
    and ran the catalogue's budget session out of heap."""
    import builtins

    from host_tools import build_pairs
    from solitaire import famtable
    from solitaire.console.app import App
    from solitaire.console.screen import Screen

    entries = build_pairs.load()
    opened = []
    real = builtins.open

    def counting(path, *a, **k):
        if str(path).endswith("pairs/games.bin"):
            opened.append(path)
        return real(path, *a, **k)

    monkeypatch.setattr(builtins, "open", counting)
    app = App(Screen(), MENU_GAMES, True)
    m = app.menu
    first = MENU_GAMES.n + len(MENU_GAMES.extra)
    ids, names, starred = m.extra
    end = first + len(entries)  # (the games of chance' table after the family's)
    assert ids[first - MENU_GAMES.n : end - MENU_GAMES.n] == [gid for gid, _, _, _ in entries]
    assert names[first - MENU_GAMES.n : end - MENU_GAMES.n] == [name for _, name, _, _ in entries]
    assert [gi for gi in starred if first <= gi < end] == [first + j for j, e in enumerate(entries) if e[3]]
    assert len(opened) == 1
    assert [famtable.text(b, 1) for b in famtable.entries("pairs")] == [name for _, name, _, _ in entries]
    del opened[:]
    for k in (1, 1, 1, 1, 4, 1, 3, 3, 3, 2, 5, 1, 4, 5, 0, 0, 4):  # A to Z: down, pages of runs, back; Families; Featured
        app.key(k, 0)
        app.tick(0)
        app._draw()
    assert app.menu is m and m.list == 3 and not opened, "the menu read the family's table again"


def board(gid, deal=1):
    return Engine(MENU_GAMES[IDS.index(gid)], deal)


def lay(b, cards):
    """Puts ``cards`` (place name: card names, bottom first) on ``b``'s
    piles: the rest of the layout stays as dealt (a rules test looks at
    the places it names)."""
    for name, names in cards.items():
        p = {"s": E.P_STOCK, "w": E.P_WASTE, "h": E.P_OUT}.get(name)
        p = E.L0 + int(name) - 1 if p is None else p
        cs = [parse_card(c) | 0x80 for c in names.split()]
        b.piles[p][0 : len(cs)] = bytes(cs)
        b.size[p] = len(cs)


def why(b, token):
    return b.check(parse_move(b, token))


class Console(CardConsole):
    """test_savegame's console (an App, its Saver, a power cut) with every
    family's games."""

    def boot(self):
        st = ST.Store(self.nvm, self.fs, "/saves/solitaire.sav", self.writable)
        st.open()
        self.app = App(Screen(), MENU_GAMES)
        self.app.saver = SG.Saver(st)
        self.notes = RS.boot(self.app.saver, self.app)
        return self.app

    cut = boot


# -- Pyramid (politaire) ----------------------------------------------------------------


def test_pyramid_pairs_add_to_thirteen():
    """politaire: "Remove pairs of cards that add to thirteen." """
    b = board("pyramid")
    lay(b, {"22": "6H", "23": "7C", "24": "5S"})  # the bottom row's first three: free
    assert why(b, "22+23") is None
    assert why(b, "22+24") == "Adds to 11, not 13"


def test_pyramid_kings_go_alone_and_nothing_else_does():
    """politaire: "Kings can be removed singly." """
    b = board("pyramid")
    lay(b, {"22": "KD", "23": "QC"})
    assert why(b, "22") is None
    assert why(b, "23") == "Not alone"


def test_pyramid_a_covered_card_is_not_free():
    """politaire: "Cards on the pyramid that are not under another card are
    available for play." Place 16 (row six's first) is under 22 and 23."""
    b = board("pyramid")
    lay(b, {"16": "6H", "22": "7C", "23": "2D"})
    assert why(b, "16+22") == "Not a free card"
    lay(b, {"1": "KS"})
    b.size[E.L0 + 22 - 1] = b.size[E.L0 + 23 - 1] = 0  # both covering cards gone
    lay(b, {"24": "7S"})
    assert why(b, "16+24") is None


def test_pyramid_the_stocks_top_card_pairs_with_the_waste():
    """politaire: "The top card of the stock is face up and is available for
    pairing with cards on the waste or elsewhere so long as you select the
    other card first." (A on the stock deals: the other card is picked first.)"""
    b = board("pyramid")
    lay(b, {"s": "2C 9D", "w": "4H"})
    assert why(b, "w+t") is None
    lay(b, {"w": "5H"})
    assert why(b, "w+t") == "Adds to 14, not 13"


def test_pyramid_three_passes_through_the_stock():
    """politaire: "Three passes through the stock are permitted." """
    b = board("pyramid")
    for turn in range(3):
        while b.size[E.P_STOCK]:
            b.apply(E.DEAL << 16)
        if turn < 2:
            assert b.check(E.TURN << 16) is None
            b.apply(E.TURN << 16)
    assert b.check(E.TURN << 16) == "No passes left"


# -- Fourteen Out (politaire) -----------------------------------------------------------


def test_fourteen_out_pairs_add_to_fourteen():
    """politaire: "Remove pairs of cards that add to fourteen." """
    b = board("fourteenout")
    lay(b, {"1": "AS 3D 8H 6H 5D", "2": "2C 4D KH QS 9C", "3": "9H 2H 5D JS 8C"})
    assert why(b, "1+2") is None  # 5 and 9
    assert why(b, "1+3") == "Adds to 13, not 14"


def test_fourteen_out_only_a_piles_top_card_plays():
    """politaire: "Cards on the tableau that are not under another card are
    available for play." The 5 under pile 1's 2 would make fourteen with
    pile 2's 9: not until the 2 is gone (with pile 3's Queen)."""
    b = board("fourteenout")
    lay(b, {"1": "AS 3D 8H 5D 2H", "2": "2C 4D KH QS 9C", "3": "9H 2D 5H JS QC"})
    assert why(b, "1+2") == "Adds to 11, not 14"
    b.apply(parse_move(b, "1+3"))
    assert why(b, "1+2") is None


def test_fourteen_out_has_no_stock():
    """politaire: all 52 cards are dealt to the twelve piles, "the first four
    having five cards each, and the next eight having four cards each"."""
    b = board("fourteenout")
    assert list(b.size[E.L0 :]) == [5] * 4 + [4] * 8 and not b.size[E.P_STOCK]
    assert why(b, "s") == "No stock"


# -- Patient Pairs and Isabel (politaire: the same rules) ------------------------------


@pytest.mark.parametrize("gid", ["patientpairs", "isabel"])
def test_patient_pairs_and_isabel_remove_two_of_a_rank(gid):
    """politaire: "Remove pairs of cards of equal rank. For example, a 5♦
    could be removed by pairing it with a 5♠" (suits don't matter)."""
    b = board(gid)
    lay(b, {"1": "KC 2H AS 5D", "2": "QC 4D 9H 5S", "3": "JC TH 3C 8S"})
    assert why(b, "1+2") is None  # 5♦ and 5♠
    assert why(b, "1+3") == "Not a pair"  # 5 and 8


@pytest.mark.parametrize("gid", ["patientpairs", "isabel"])
def test_patient_pairs_and_isabel_only_a_piles_top_card_plays(gid):
    """politaire: "Cards on the tableau that are not under another card are
    available for play." Pile 1's 8 under its 5 pairs with pile 3's 8 once
    the 5 is gone (with pile 2's 5); empty piles are not filled."""
    b = board(gid)
    lay(b, {"1": "KC 2H 8D 5D", "2": "QC 4D 9H 5S", "3": "JC TH 3C 8S"})
    assert why(b, "1+3") == "Not a pair"
    b.apply(parse_move(b, "1+2"))
    assert why(b, "1+3") is None


@pytest.mark.parametrize("gid", ["patientpairs", "isabel"])
def test_patient_pairs_and_isabel_deal_thirteen_piles_of_four_and_no_stock(gid):
    """politaire: "Thirteen tableau piles of four cards each, splayed
    downward. All cards are dealt face up." """
    b = board(gid)
    assert list(b.size[E.L0 :]) == [4] * 13 and not b.size[E.P_STOCK]
    assert all(b.piles[p][i] & 0x80 for p in range(E.L0, E.L0 + 13) for i in range(4))
    assert why(b, "s") == "No stock"


@pytest.mark.parametrize("gid", ["patientpairs", "isabel"])
def test_patient_pairs_and_isabel_are_won_with_every_card_removed(gid):
    """politaire: "You win if you successfully remove all cards." """
    b = board(gid, WINS[gid][0])
    moves, _ = solve(b, auto=False)
    for m in moves[:-1]:
        b.apply(m)
    assert not b.won() and b.size[E.P_OUT] == 50
    b.apply(moves[-1])
    assert b.won()


# -- Simple Pairs and Thirteens (politaire: spaces filled from the stock) -------------


def test_simple_pairs_removes_two_of_a_rank_from_nine_cards():
    """politaire: "Remove pairs of cards of equal rank." "Nine tableau piles
    of one card each. All cards are dealt face up." "Cards on the tableau
    are available for play." """
    b = board("simplepairs")
    assert list(b.size[E.L0 :]) == [1] * 9 and b.size[E.P_STOCK] == 43
    lay(b, {"1": "5D", "5": "5S", "9": "8C"})
    assert why(b, "1+5") is None  # any two of the nine, wherever they lie
    assert why(b, "1+9") == "Not a pair"


@pytest.mark.parametrize("gid", ["simplepairs", "thirteens"])
def test_a_space_is_filled_from_the_stock_at_once(gid):
    """politaire: "Empty spaces in the tableau are automatically filled with
    a card from the stock. If the stock is empty, then empty spaces in the
    tableau may not be filled." and "Cards cannot be manually removed from
    the stock." """
    b = board(gid)
    lay(b, {"1": "5D", "2": "5S" if gid == "simplepairs" else "8S"})
    assert b.own(False) is None and why(b, "s") == "No gaps to fill"
    top = b.piles[E.P_STOCK][b.size[E.P_STOCK] - 2 : b.size[E.P_STOCK]]
    b.apply(parse_move(b, "1+2"))
    m = b.own(False)  # the game's own move, whatever auto-finish is
    assert m is not None
    b.apply(m, True)
    assert b.top(E.L0) == top[1] and b.top(E.L0 + 1) == top[0]  # the stock's top card into the first space
    b.undo()
    assert not b.size[E.L0] and b.piles[E.P_STOCK][b.size[E.P_STOCK] - 2 : b.size[E.P_STOCK]] == top
    assert not b.free(E.P_STOCK)
    b.size[E.P_STOCK] = 0
    assert b.own(False) is None and why(b, "s") == "The stock is empty"


def test_thirteens_pairs_add_to_thirteen_and_a_king_goes_alone():
    """politaire: "Remove pairs of cards that add to thirteen. Kings can be
    removed singly." "Ten tableau piles of one card each." """
    b = board("thirteens")
    assert list(b.size[E.L0 :]) == [1] * 10 and b.size[E.P_STOCK] == 42
    lay(b, {"1": "5D", "2": "8S", "3": "KH", "4": "9C"})
    assert why(b, "1+2") is None
    assert why(b, "1+4") == "Adds to 14, not 13"
    assert why(b, "3") is None and why(b, "4") == "Not alone"


@pytest.mark.parametrize("gid", ["simplepairs", "thirteens"])
def test_simple_pairs_and_thirteens_are_won_with_every_card_removed(gid):
    """politaire: "You win if you successfully remove all cards." """
    b = board(gid, WINS[gid][0])
    moves, _ = solve(b, auto=False)
    for m in moves:
        assert not b.won()
        b.apply(m)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Accordion (politaire) --------------------------------------------------------------


def test_accordion_one_or_three_to_the_left_by_suit_or_rank():
    """politaire: "A card on the waste may be moved on top of another card on
    the waste if: the cards have either the same suit or the same rank, and
    the covered card was one or three cards left of the moved card." """
    b = board("accordion")
    lay(b, {"1": "3S", "2": "9D", "3": "JH", "4": "3C", "5": "4C"})
    assert why(b, "5>4") is None  # one left, the same suit
    assert why(b, "4>1") is None  # three left, the same rank
    assert why(b, "4>2") == "Not 2 to the left"
    assert why(b, "3>2") == "Needs its suit or rank"


def test_accordion_a_stack_moves_whole_and_the_row_closes_up():
    """politaire: "Once one card covers another, the stack is treated as a
    single card for all purposes." """
    b = board("accordion")
    lay(b, {"1": "3S", "2": "9D", "3": "JH", "4": "3C", "5": "4C", "6": "8H"})
    k = b.key()
    b.apply(parse_move(b, "5>4"))
    assert b.size[E.L0 + 3] == 2 and b.top(E.L0 + 4) == parse_card("8H") | 0x80  # 6 moved up to 5
    assert b.rows_alive() == 51
    b.apply(parse_move(b, "4>1"))  # the stack 3C 4C onto 3S: its top card, 4C, is no spade
    assert b.size[E.L0] == 3
    b.undo()
    b.undo()
    assert b.key() == k


def test_accordion_goal_is_one_pile():
    """politaire: "Collapse the deck down to one stack." """
    b = board("accordion", 4)
    moves, _ = solve(b)
    for m in moves:
        assert not b.won()
        b.apply(m)
    assert b.won() and b.rows_alive() == 1 and b.size[E.L0] == 52


# -- Monte Carlo (Wikibooks) ------------------------------------------------------------


def test_monte_carlo_pairs_must_touch():
    """Wikibooks: "Cards that make up a pair (such as two Kings or two Sixes)
    are removed when they are immediately next to each other horizontally,
    vertically, or diagonally." """
    b = board("montecarlo")
    lay(b, {"1": "6S", "7": "6D", "3": "6C", "2": "9H"})
    assert why(b, "1+7") is None  # diagonal
    assert why(b, "1+3") == "Not next to it"  # the same row, two apart
    assert why(b, "1+2") == "Not a pair"
    lay(b, {"5": "9C", "6": "9S"})  # the first row's last and the second row's first: not neighbours
    assert why(b, "5+6") == "Not next to it"


def test_monte_carlo_closes_its_gaps_and_deals_from_the_reserve():
    """Wikibooks: "the cards are consolidated, i.e. moving cards to the left
    as if towards the upper left corner to fill any gaps left behind by the
    discarded pairs. New cards are then laid out from the reserve to form a
    fresh layout of 25 cards." """
    b = board("montecarlo")
    assert why(b, "s") == "No gaps to close"
    lay(b, {"1": "6S", "7": "6D"})
    k = b.key()
    order = [b.top(p) for p in range(E.L0, E.L0 + 25) if p not in (E.L0, E.L0 + 6)]
    reserve = b.size[E.P_STOCK]
    b.apply(parse_move(b, "1+7"))
    b.apply(parse_move(b, "s"))
    assert [b.top(p) for p in range(E.L0, E.L0 + 23)] == order
    assert all(b.size[E.L0 : E.L0 + 25]) and b.size[E.P_STOCK] == reserve - 2
    b.undo()
    b.undo()
    assert b.key() == k


def test_monte_carlo_deals_a_five_by_five_grid_and_is_won_with_every_card_discarded():
    """Wikibooks: "Game starts when 25 cards are laid out in such a way that
    they form a 5x5 grid [...] The rest of the deck are set aside for later
    as the reserve." and "The game finishes when all cards have been
    discarded." """
    deal = WINS["montecarlo"][0]
    b = board("montecarlo", deal)
    assert b.ncells == 25 and list(b.size[E.L0 :]) == [1] * 25 and b.size[E.P_STOCK] == 27
    moves, _ = solve(b)
    for m in moves[:-1]:
        b.apply(m)
    assert not b.won() and b.size[E.P_OUT] == 50
    b.apply(moves[-1])
    assert b.won()


# -- every game -------------------------------------------------------------------------


@pytest.mark.parametrize("gid", [r.id for r in PAIRS])
def test_undo_takes_every_move_back(gid):
    """Moves drawn with the project's PRNG, each undone and made again (at
    most 400: with no end of passes, King Tut's stock always deals)."""
    b = board(gid, 7)
    rand = prng.Rand(5)
    keys = [b.key()]
    for _ in range(400):
        ms = b.legal_moves()
        if not ms:
            break
        m = ms[rand.below(len(ms))]
        k = b.key()
        b.apply(m)
        b.undo()
        assert b.key() == k
        b.apply(m)
        keys.append(b.key())
    while b.nmoves:
        assert b.key() == keys.pop()
        b.undo()
    assert b.key() == keys[0]


# (the two tests of a game whose win the search takes long to find share an
# xdist group, so that one search serves both: pairs_play.win_of)
WON_PARAMS = [pytest.param(g, marks=group(g, "pairs-win")) if g in ("anubis", "doublepyramid") else g for g in WON]


@pytest.mark.parametrize("gid", WON_PARAMS)
def test_a_scripted_win_through_the_keys(gid):
    """A win the search finds, played by keys from the game menu; the
    presses each pair took on average within what docs/pairs.md says."""
    deal, most = WINS[gid]
    keys, counts, app = win_session(gid, deal)
    assert app.state == SC.WIN
    assert sum(counts) / len(counts) <= most


@pytest.mark.parametrize("gid", [r.id for r in PAIRS])
def test_rules_screen_from_the_record(gid):
    texts = rules_texts(MENU_GAMES[IDS.index(gid)])
    assert texts[-2].startswith("Goal: ")


@pytest.mark.parametrize("gid", WON_PARAMS)
def test_power_cut_resumes_the_game_and_its_undo(gid):
    c = Console()
    c.app.start(IDS.index(gid), WINS[gid][0])
    moves = win_of(MENU_GAMES[IDS.index(gid)], WINS[gid][0])  # (the game's search: Double Pyramid's by playouts)
    from sim.pairs_play import play_moves

    play_moves(c.app, moves[:12])
    c.key(K.B_HOLD)  # the pause menu: a checkpoint
    c.key(K.B)
    want = c.app.board.key()
    n = c.app.board.nmoves
    c.cut()
    app = c.app
    assert app.state == SC.PLAY and app.board.key() == want and app.board.nmoves == n
    c.key(K.B)  # undo goes on after the power cut
    assert app.board.nmoves < n


@pytest.mark.parametrize("gid", [r.id for r in PAIRS])
def test_position_text_reads_back(gid):
    b = board(gid, 3)
    rand = prng.Rand(9)
    for _ in range(6):
        ms = b.legal_moves()
        if ms:
            b.apply(ms[rand.below(len(ms))])
    again = parse_position(text(b), MENU_GAMES)
    assert again.key() == b.key()


def test_command_line_plays_a_win():
    b = board("pyramid", 1)
    moves, _ = solve(b, auto=False)  # (the command line plays no move by itself)
    from solitaire.pairs.notation import move_text

    tokens = " ".join(move_text(b, m) for m in moves)
    rc, out, err = sim("play", "pyramid", "--deal", "1", "--moves", tokens)
    assert rc == 0 and out.rstrip().endswith("won") and not out.rstrip().endswith("not won"), err


def test_command_line_refuses_an_illegal_pair():
    rc, out, err = sim("play", "pyramid", "--deal", "1", "--moves", "1+2")
    assert rc == 1 and "Not a free card" in err and err.count("\n") == 1


# -- the family's table ------------------------------------------------------------------


def test_the_table_is_built_from_the_source_and_the_menu_lists_its_games():
    from host_tools import build_pairs

    entries = build_pairs.load()
    assert [(g, n) for g, n, _, _ in entries] == [(r.id, r.name) for r in PAIRS]
    assert build_pairs.main(["--check"]) == 0  # games.bin is what the source compiles to
    for gid, _, rec, _ in entries:
        assert E.record(gid) == rec


@pytest.mark.parametrize("field, value, says", [
    ("layout", '"circle"', "layout = 'circle': one of pyramid, piles, grid, row"),
    ("total", "300", "total = 300: a number from 0 to 255"),
    ("colour", "1", "unknown field colour"),
    ("keep", "52", "keep goes with goal all, fewer than the deck's 52 cards"),
])
def test_a_bad_source_record_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from host_tools import build_pairs

    src = tmp_path / "pairs.toml"
    fields = {"name": '"Bad"', "layout": '"piles"', "size": "12", "match": '"sum"', "total": "14"}
    fields[field] = value
    src.write_text("[bad]\n" + "".join("%s = %s\n" % kv for kv in fields.items()))
    monkeypatch.setattr(build_pairs, "SOURCE", str(src))
    monkeypatch.setattr(build_pairs.load, "__defaults__", (str(src),))
    assert build_pairs.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad: " + says in err


def test_the_menu_lists_the_family_and_features_its_best_known_games():
    from test_menu import open_list, walk
    from solitaire.console import menu as MN

    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FEATURED)
    featured = walk(app)
    assert {"Pyramid", "Accordion", "Fourteen Out"} <= set(featured)
    assert "Isabel" not in featured  # (the table's featured flag: pairs.toml)
    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FAMILIES)
    assert "Pyramid (%d)" % len(PAIRS) in walk(app)


def test_no_moves_left_is_said_once_the_keys_rest():
    """The look for a move left runs when the keys rest (a key's time has no
    room for it on top of its own work)."""
    app = App(Screen(), MENU_GAMES)
    app.start(IDS.index("fourteenout"), 1)  # (deal 1: the search finds no win)
    b = app.board
    rand = prng.Rand(3)
    while b.legal_moves():
        ms = b.legal_moves()
        b.apply(ms[rand.below(len(ms))])
    app.play.after_move()
    assert not app.screen.msg_on
    app.tick(app.now + 300)
    assert app.screen.msg_on and bytes(app.screen.msg).startswith(b"No moves left")


def test_the_hint_puts_the_cursor_on_a_card_that_plays():
    app = App(Screen(), MENU_GAMES)
    app.start(IDS.index("montecarlo"), 2)
    app.key(K.A_HOLD)
    p = app.play.cur
    assert app.board.legal_moves(p) and bytes(app.screen.msg).startswith(b"Hint: ")


def test_a_resumed_game_is_the_saved_position_whatever_auto_finish_says():
    """A King left free with auto-finish off is still there when the saved
    game resumes in a console whose auto-finish is on: the game makes no
    move of its own on a saved game (the fuzz found the position after a
    power cut differ from the saved one)."""
    from sim.pairs_play import play_moves

    app = App(Screen(), MENU_GAMES)
    app.auto_finish = False
    gi = IDS.index("pyramid")
    app.start(gi, 1)
    moves, _ = solve(board("pyramid", 1), auto=False)
    for m in moves:
        play_moves(app, [m])
        if app.board.alone() is not None:
            break
    assert app.board.alone() is not None
    want = app.board.key()
    payload = SG.game_payload(app.board, "pyramid", app.player_moves, 0, 0)
    again = App(Screen(), MENU_GAMES)
    assert again.auto_finish
    b, meta = RB.load_game(payload, MENU_GAMES)
    from solitaire.console import resume as R  # (power-on's: a saved game shown)
    R.show(again, gi, b, meta.player_moves)
    assert again.board.key() == want



def test_the_rarer_matches_read_the_engines_places():
    """match.py cannot import the engine (the engine imports it), so it
    names the record's places and match kinds itself: they are the engine's."""
    from solitaire.pairs import match as M

    assert (M._MATCH, M._TOTAL, M._WRAP, M._COURTS, M._SEQUENCE, M._NEAR) == (E.MATCH, E.TOTAL, E.WRAP, E.COURTS, E.SEQUENCE, E.NEAR)


def test_the_rules_screens_names_are_discard_s_and_runs_own():
    """waytext.py names discard.py's and runs.py's values itself, so that
    the rules screen loads neither module."""
    from solitaire.pairs import discard as D
    from solitaire.pairs import runs as R
    from solitaire.pairs import waytext as W

    assert (W._DROP, W._SUITS, W._NESTOR, W._FRIDAY, W._SQUARE, W._ROW_WAYS, W._SPACE, W._STUCK, W._STOCK_EACH) == (
        D.DROP, D.SUITS, D.NESTOR, D.FRIDAY, D.SQUARE, D.ROW_WAYS, D.SPACE, D.STUCK, D.STOCK_EACH)
    assert (W._RUNS, W._BETWEEN, W._ENDS, W._TENS, W._STUCK) == (R.RUNS, R.BETWEEN, R.ENDS, R.TENS, R.STUCK)


def _pile_games():
    """Gets the numbers of the pairing games laid out in piles (Fourteen
    Out's layout: draw_piles)."""
    out = []
    for gi in range(MENU_GAMES.n, len(MENU_GAMES)):
        g = MENU_GAMES[gi]
        if g.family == "pairs" and Engine(g, 1).layout == E.PILES:
            out.append(gi)
    return out


def test_a_pile_layout_drawn_again_in_part_shows_what_a_whole_drawing_shows():
    """draw_piles draws again only the piles whose size or top card changed
    and the marks' (Triple Fourteens' pair took 2.2M fuel drawing all 24):
    after every key of a walk of cursor moves, picks, pairs and undos on
    each pile game, the tableau is what drawing it whole shows."""
    games = _pile_games()
    assert len(games) >= 20 and MENU_GAMES.index("triplefourteens") in games
    rand = prng.Rand(35)
    keys = (K.LEFT, K.RIGHT, K.UP, K.DOWN, K.A, K.A, K.A, K.B)
    for gi in games:
        app = App(Screen(), MENU_GAMES)
        app.start(gi, 1 + rand.below(50))
        app.tick(0)
        app._draw()
        for i in range(120):
            if app.state != SC.PLAY:  # (won: a new deal, as the win screen's A makes it)
                app.start(gi, 1 + rand.below(50))
                app.tick(0)
            app.key(keys[rand.below(len(keys))])
            app.tick(0)  # (a new deal of three decks is dealt and drawn in ticks)
            app._draw()
            part = bytes(app.screen.tab)
            app.play.drawn = -1
            app._draw()
            assert bytes(app.screen.tab) == part, (MENU_GAMES[gi].id, i)
