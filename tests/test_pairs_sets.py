"""The pairing family's games of issue 30 with more decks, sets of more
than two cards, and the grid and fill games (pairs_grid's block of
assets/pairs.toml): each rule a legal and an illegal move from a
position, quoting the seed's sentence (politaire's section, to which
host_tools/seed_pairs.py holds the records too). (What every game of the
family gets, the undo, the scripted win by keys, the power cut, the
position text: tests/test_pairs.py.)"""

import pytest

from solitaire.console import buttons as K
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.pairs import engine as E
from test_pairs import IDS, Console, board, lay, why


# -- Double and Triple Fourteens: two decks and three ----------------------------------------


@pytest.mark.parametrize("gid, decks, piles", [
    ("doublefourteens", 2, [6] * 14 + [5] * 4),
    ("triplefourteens", 3, [7] * 12 + [6] * 12),
])
def test_fourteens_deal_two_or_three_decks_round_their_piles(gid, decks, piles):
    """politaire: "Two standard decks" ("Three standard decks");
    "Eighteen tableau piles of cards, with the first fourteen having six
    cards each, and the next four having five cards each" ("Twenty-four
    ... the first twelve having seven cards each, and the next twelve
    having six cards each"); "All cards are dealt face up"."""
    b = board(gid)
    assert b.ncards == 52 * decks and list(b.size[E.L0 :]) == piles and not b.size[E.P_STOCK]
    cards = sorted(c & 0x7F for p in range(E.L0, len(b.size)) for c in b.piles[p][0 : b.size[p]])
    assert cards == sorted(c & 0x7F for c in b.order) and len(set(cards)) == 52  # each card of the deck `decks` times
    assert all(cards.count(c) == decks for c in set(cards))


@pytest.mark.parametrize("gid", ["doublefourteens", "triplefourteens"])
def test_fourteens_pairs_add_to_fourteen_and_only_a_piles_top_card_plays(gid):
    """politaire: "Remove pairs of cards that add to fourteen"; "Cards on
    the tableau that are not under another card are available for play";
    "Empty spaces in the tableau may not be filled"."""
    b = board(gid)
    lay(b, {"1": "2C 7D", "2": "7S", "3": "KH AD", "4": "8C"})
    assert why(b, "1+2") is None and why(b, "2+1") is None  # 7 + 7
    assert why(b, "3+4") == "Adds to 9, not 14"
    b.size[E.L0 + 2] = 1  # the Ace gone: the King under it is free
    assert why(b, "3+1") == "Adds to 20, not 14"
    b.apply(b.legal_moves(E.L0)[0])
    assert b.size[E.L0] == 1 and b.check(E.DEAL << 16) == "No stock"


def _next_deal(app):
    """The pause menu's deal, one on: the keys."""
    from solitaire.console import screens as SC

    app.key(K.B_HOLD)
    for _ in range(app.pause_menu.items().index(SC._P_DEAL)):
        app.key(K.DOWN)
    app.key(K.RIGHT)
    app.key(K.A)


def test_a_key_deals_three_decks_in_the_next_tick_and_draws_them_in_the_one_after():
    """A new deal of Triple Fourteens made by a key (the pause menu's next
    deal) took 2.88M fuel from .mpy, over issue 30's 2M a key: the key
    leaves the deal to the next tick and its drawing to the one after
    (tests/test_budgets.py measures the session: sim/sessions.py's
    triplefourteens), and the App saves it once it is out: a power cut
    then resumes the new deal."""
    c = Console()
    app = c.app
    app.start(IDS.index("triplefourteens"), 1)
    b = app.board
    old = b.key()
    _next_deal(app)
    assert app.board is b and b.key() == old and app.play.dealing is not None and app.starting
    app.tick(app.now + 400)
    assert b.deal_no == 2 and b.key() == board("triplefourteens", 2).key() and app.play.dealing is True
    drawn = app.play.drawn
    app.tick(app.now + 800)  # (the App's: the deal saved)
    assert not app.starting
    app.tick(app.now + 1200)
    assert app.play.dealing is None and app.play.drawn != drawn
    c.cut()
    assert c.app.board.deal_no == 2 and c.app.board.key() == board("triplefourteens", 2).key()


def test_a_key_before_the_tick_deals_first():
    app = App(Screen(), MENU_GAMES)
    app.start(IDS.index("doublefourteens"), 1)
    _next_deal(app)
    app.key(K.RIGHT)  # no tick between
    assert app.board.deal_no == 2 and app.play.dealing is None and app.board.key() == board("doublefourteens", 2).key()


# -- the sets of more than two cards (pairs/sets.py) ------------------------------------------


def test_nines_pairs_add_to_nine_a_nine_goes_alone_and_ten_to_king_together():
    """politaire: "Remove pairs of cards that add to nines"; "You can remove
    a ten, a jack, a queen, and a king together and nines can be removed
    singly"; "Nine tableau piles of one card each"."""
    b = board("nines")
    assert list(b.size[E.L0 :]) == [1] * 9 and b.size[E.P_STOCK] == 43
    lay(b, {"1": "4C", "2": "5D", "3": "9H", "4": "TS", "5": "JC", "6": "QD", "7": "KH", "8": "6S", "9": "TD"})
    assert why(b, "1+2") is None and why(b, "3") is None and why(b, "4+5+6+7") is None and why(b, "9+5+6+7") is None
    assert why(b, "1+8") == "Not a set" and why(b, "4+5+6") == "Not a set" and why(b, "4+9+6+7") == "Not a set"
    assert why(b, "1") == "Not a set" and why(b, "3+1+2") == "Not a set"


def test_tens_pairs_add_to_ten_and_tens_to_kings_go_four_of_a_rank():
    """politaire: "Remove pairs of cards that add to ten"; "Tens, jacks,
    queens, and kings can be removed by forming them into groups of four
    cards of the same rank"; "Thirteen tableau piles of one card each"."""
    b = board("tens")
    assert list(b.size[E.L0 :]) == [1] * 13 and b.size[E.P_STOCK] == 39
    lay(b, {"1": "3C", "2": "7D", "3": "5H", "4": "5S", "5": "QC", "6": "QD", "7": "QH", "8": "QS", "9": "TD", "10": "KD"})
    assert why(b, "1+2") is None and why(b, "3+4") is None and why(b, "5+6+7+8") is None
    assert why(b, "5+6") == "Not a set" and why(b, "5+6+7") == "Not a set" and why(b, "5+6+7+10") == "Not a set"
    assert why(b, "1+3") == "Not a set"


def test_elevens_pairs_add_to_eleven_and_jack_queen_king_go_together():
    """politaire: "Remove pairs of cards that add to eleven"; "You can also
    form a group of a Jack, a Queen, and a King"."""
    b = board("elevens")
    lay(b, {"1": "AC", "2": "TD", "3": "JH", "4": "QS", "5": "KC", "6": "KD", "7": "6C"})
    assert why(b, "1+2") is None and why(b, "3+4+5") is None and why(b, "3+4+6") is None
    assert why(b, "3+4") == "Not a set" and why(b, "5+6") == "Not a set" and why(b, "3+4+5+6") == "Not a set" and why(b, "1+7") == "Not a set"


def test_suit_elevens_removes_sets_of_one_suit():
    """politaire: "Remove pairs of cards that are of the same suit that add
    to eleven"; "You can also form a group containing a Jack, a Queen, and
    a King of the same suit"; "Fifteen tableau piles of one card each"."""
    b = board("suitelevens")
    assert list(b.size[E.L0 :]) == [1] * 15 and b.size[E.P_STOCK] == 37
    lay(b, {"1": "5H", "2": "6H", "3": "6S", "4": "JD", "5": "QD", "6": "KD", "7": "KC"})
    assert why(b, "1+2") is None and why(b, "4+5+6") is None
    assert why(b, "1+3") == "Not a set" and why(b, "4+5+7") == "Not a set"
    from solitaire.pairs.sets import bits

    # a pair of each suit among the moves (the suits' numbers 0 to 3: suit 0's were missed)
    lay(b, {"8": "2C", "9": "9C", "10": "2S", "11": "9S", "12": "2D", "13": "9D", "14": "AS", "15": "AC"})
    sets = [[b.top(p) & 0x7F for p in bits(m)] for m in b.legal_moves()]
    assert len(sets) == 5 and len({s[0] & 0x70 for s in sets}) == 4 and all(s[0] & 0x70 == s[-1] & 0x70 for s in sets)  # (4 pairs, J-Q-K)


def test_eighteens_removes_a_court_and_three_different_cards_adding_to_eighteen():
    """politaire: "Remove sets of four cards, each of which contains one face
    card and three different non-face cards that add to 18"; "Thus you
    could remove the group Q-3-5-10 or J-5-6-7, but not K-4-7-7 which adds
    to 18, but includes duplicate values"; "Twelve tableau piles of one
    card each"."""
    b = board("eighteens")
    assert list(b.size[E.L0 :]) == [1] * 12 and b.size[E.P_STOCK] == 40
    lay(b, {"1": "QC", "2": "3D", "3": "5H", "4": "TS", "5": "KC", "6": "4D", "7": "7H", "8": "7S", "9": "JD", "10": "8C"})
    assert why(b, "1+2+3+4") is None and why(b, "9+2+3+4") is None
    assert why(b, "5+6+7+8") == "Not a set"  # K-4-7-7: a rank twice
    assert why(b, "2+3+4+10") == "Not a set" and why(b, "1+5+3+4") == "Not a set" and why(b, "1+3+4") == "Not a set"


def test_fifteens_adds_any_number_below_ten_to_fifteen_and_tens_to_kings_go_four_of_a_rank():
    """politaire: "Remove cards of rank less than ten in sets of any size
    that add to 15"; "Remove tens, jacks, kings and queens in groups of four
    cards of the same rank"; "Thus you could remove sets like 7-8, A-4-5-5,
    3-4-8, or J-J-J-J"; "Sixteen tableau piles of one card each"."""
    b = board("fifteens")
    assert list(b.size[E.L0 :]) == [1] * 16 and b.size[E.P_STOCK] == 36
    lay(b, {"1": "7C", "2": "8D", "3": "AH", "4": "4S", "5": "5C", "6": "5D", "7": "3H", "8": "JC", "9": "JD", "10": "JH",
            "11": "JS", "12": "TS", "13": "2C", "14": "9D", "15": "6H", "16": "KS"})
    assert why(b, "1+2") is None and why(b, "3+4+5+6") is None and why(b, "7+4+2") is None and why(b, "8+9+10+11") is None
    assert why(b, "3+13+4+5+7") is None  # five cards: A-2-4-5-3
    assert why(b, "12+6") == "Not a set" and why(b, "8+9+10") == "Not a set" and why(b, "1+2+3") == "Not a set"


def _kinds(b, ps):
    """Gets a set's ranks as the rules tell sets apart: ascending, with
    their suit when a set is of one suit."""
    return tuple(sorted(b.top(p) & (0x7F if b.suited else 15) for p in ps))


@pytest.mark.parametrize("gid", ["nines", "tens", "elevens", "suitelevens", "eighteens", "fifteens"])
def test_the_sets_found_are_every_set_of_ranks_the_rules_allow_once(gid):
    """Every card is free and the stock fills the places in order, so the
    moves are the sets of ranks (sets.Sets.sets: one move for each, from
    how many cards of each rank show): over positions of random play, the
    moves' sets of ranks are exactly those of the subsets is_set allows,
    each once, each move a set; with a picked card, those with its card
    (every subset tried)."""
    import itertools

    from solitaire import prng
    from solitaire.pairs.sets import bits

    steps = {"tens": 6, "suitelevens": 4, "fifteens": 2}.get(gid, 12)  # (every subset of 16 cards: 2 s a position)
    for deal in (1, 2, 3) if steps > 4 else (1,):
        b = board(gid, deal)
        rand = prng.Rand(deal)
        for _ in range(steps):
            ps = [p for p in range(E.L0, len(b.size)) if b.size[p]]
            allowed = [c for k in range(1, len(ps) + 1) for c in itertools.combinations(ps, k) if b.is_set([b.top(p) for p in c])]
            got = [_kinds(b, bits(m)) for m in b.sets()]
            assert sorted(got) == sorted(set(_kinds(b, c) for c in allowed))
            assert all(b.check(m) is None for m in b.sets())
            for src in ps[:3]:
                got = [_kinds(b, bits(m)) for m in b.legal_moves(src)]
                assert all(m >> (src - E.L0) & 1 for m in b.legal_moves(src))
                assert sorted(got) == sorted(set(_kinds(b, c) for c in allowed if src in c))
            ms = b.legal_moves()
            if not ms:
                break
            b.apply(ms[rand.below(len(ms))])
            while b.own(True) is not None:
                b.apply(b.own(True), True)


def test_a_set_is_picked_with_its_first_card_and_each_of_its_cards_is_marked():
    """On the screen: A on a card puts the cursor on the first set it is in
    with every card of it inverted; right steps to the next set; A removes
    it: two presses; with the quick setting one, when the card is in one
    set only."""
    from solitaire.console import tiles as T

    app = App(Screen(), MENU_GAMES)
    app.start(IDS.index("fifteens"), 1)
    b = app.board
    play = app.play
    cards = {"1": "7C", "2": "8D", "3": "3H", "4": "5S", "5": "TC", "6": "TD", "7": "JC", "8": "JD", "9": "QC", "10": "QD",
             "11": "KC", "12": "KD", "13": "TH", "14": "JH", "15": "QH", "16": "KH"}

    def marked():
        cols = play.tab_cols  # (16 piles of one card: two bands of eight, four rows each)
        return [i + 1 for i in range(16) if app.screen.tab[i // cols * 4 * cols + i % cols] & T.INVERT]

    lay(b, cards)
    play.version += 1
    play.cur = E.L0 + 1
    assert app.quick
    app.key(K.A)  # the 8: with the 7 only, at once
    assert not play.holding and b.size[E.P_OUT] == 2
    app.key(K.B)  # (the removal undone, and the stock's filling after it)
    assert not b.size[E.P_OUT]
    lay(b, cards)
    play.version += 1
    play.cur = E.L0
    app.key(K.A)  # the 7: with the 3 and the 5, or with the 8
    assert play.holding and len(play.cands) == 2
    first = marked()
    assert first in ([1, 3, 4], [1, 2])
    app.key(K.RIGHT)
    assert sorted([first, marked()]) == [[1, 2], [1, 3, 4]]
    if marked() != [1, 2]:
        app.key(K.LEFT)
    app.key(K.A)
    assert b.size[E.P_OUT] == 2 and not play.holding and b.size[E.L0 + 2] and b.size[E.L0 + 3]


# -- the seed checker reads the sets' sentences ----------------------------------------------


@pytest.mark.parametrize("gid, fields, says", [
    ("doublefourteens", {"decks": 1}, "decks: the record deals 1, the seed says 2"),
    ("triplefourteens", {"size": 18}, "the record deals [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8], the seed [7"),
    ("nines", {"sets_from": 11}, "the record does not remove a ten, a jack, a queen, and a king together"),
    ("nines", {"single": 0}, "single is 0 in the record; the seed says nines alone"),
    ("tens", {"sets": "run"}, "the record does not remove Tens four together only"),
    ("elevens", {"sets_from": 10}, "the record does not remove a Jack, a Queen, and a King together"),
    ("suitelevens", {"suited": False}, "the record's pairs are not of one suit"),
    ("suitelevens", {"suited": False}, "the record does not remove a Jack, a Queen, and a King of one suit only"),
    ("eighteens", {"total": 17}, "the record's sets are not a court and three different others adding to 18"),
    ("eighteens", {"sets": "any"}, "the record's sets are not a court"),
    ("fifteens", {"sets": "four"}, "the record's sets are not cards below ten of any number adding to 15"),
    ("fifteens", {"sets": "four"}, "the record does not remove A-4-5-5"),
    ("fifteens", {"sets_from": 11}, "the record does not remove tens four together only"),
])
def test_a_set_record_that_disagrees_with_its_seed_fails(gid, fields, says):
    """host_tools/seed_pairs.py holds the new records to their sections:
    an altered record fails, naming what it gets wrong."""
    from test_seed_pairs import changed

    wrong = changed(gid, **fields)
    assert any(says in w for w in wrong), wrong


def test_the_rules_screen_names_the_sets():
    """The rules screen, written from the record, says what sets go (it
    said only "two free cards adding to 15" of Fifteens)."""
    from solitaire.pairs.text import rules_texts

    def texts(gid):
        return " ".join(rules_texts(MENU_GAMES[IDS.index(gid)]))

    assert "A free 9 goes alone. Also one of each rank from 10 to King together." in texts("nines")
    assert "10s and up go four of a rank." in texts("tens")
    assert "Every set's cards of one suit." in texts("suitelevens") and "one suit" not in texts("elevens")
    assert "Remove a card from Jack up with three free cards of different ranks below it adding to 18." in texts("eighteens")
    assert "Remove free cards below 10, any number, adding to 15; or four of a rank from 10 up." in texts("fifteens")
    assert "adding to 15 (" not in texts("fifteens") and "with the ones marked" in texts("fifteens")


def test_no_deal_of_eighteens_can_be_won():
    """politaire's Eighteens asks for every card removed, but each of its
    sets holds exactly one Jack, Queen or King and three cards below: the
    twelve courts take 36 of the 40 others, and four are always left
    (PROVEN.md: no win in 20 deals, 14 of them searched to the end)."""
    import itertools

    from test_pairs import NO_WIN

    assert NO_WIN == {"eighteens"}
    b = board("eighteens")
    for n in range(1, 6):
        for ranks in itertools.combinations_with_replacement(range(1, 14), n):
            if b.is_set([r | (i % 4) << 4 for i, r in enumerate(ranks)]):
                assert n == 4 and sum(r >= 11 for r in ranks) == 1
    assert 12 * 4 < 52 and b.ncards == 52 and not b.x[E.KEEP]


def test_eighteens_resumes_after_a_power_cut():
    """(test_pairs' power cut plays a searched win: Eighteens has none.)"""
    from sim.pairs_play import play_moves
    from solitaire import prng

    c = Console()
    c.app.start(IDS.index("eighteens"), 2)
    b = c.app.board
    rand = prng.Rand(4)
    for _ in range(5):
        ms = b.legal_moves()
        if not ms:
            break
        play_moves(c.app, [ms[rand.below(len(ms))]])  # (by keys, as a player)
    c.key(K.B_HOLD)  # the pause menu: a checkpoint
    c.key(K.B)
    want = c.app.board.key()
    n = c.app.board.nmoves
    assert n
    c.cut()
    assert c.app.board.key() == want and c.app.board.nmoves == n
    c.key(K.B)
    assert c.app.board.nmoves < n
