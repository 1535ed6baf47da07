"""The scored grids (solitaire/squares): Poker Squares and Cribbage Square.
Each rule its Wikibooks text states gets a test quoting the sentence (a
legal move and an illegal one, the deal, the scoring, the goal); then undo,
the score kept in the statistics, a power cut, the position text, the
command line, the table and the menu."""

import pytest

from test_cli import sim  # (the command line in a process of its own, as test_cli runs it)
from power_cut import resumes_after_power_cut
from test_pairs import Console  # (test_savegame's console over every family's games)
from solitaire.cards.notation import parse_card
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.squares import engine as E
from solitaire.squares.notation import parse_move, parse_position, text
from solitaire.squares.text import rules_texts

IDS = [MENU_GAMES.text(i) for i in range(len(MENU_GAMES))]
GAMES = ("pokersquares", "pokersquaresuk", "cribbagesquare")


def board(gid, deal=1):
    return E.Squares(MENU_GAMES[IDS.index(gid)], deal)


def cards(names):
    return [parse_card(c) for c in names.split()]


def fill(b, rows):
    """Lays ``rows`` (a string a row) on the grid, the cards taken from the stock."""
    n = b.side
    want = [c for r in rows for c in cards(r)]
    s = b.stock
    rest = [c for c in b.piles[s][0 : b.size[s]] if c & 0x7F not in want]
    b.piles[s][0 : len(rest)] = bytes(rest)
    b.size[s] = len(rest)
    for q, c in enumerate(want):
        b.piles[q][0] = c
        b.size[q] = 1
    assert len(want) == n * n
    b.rescore()


# -- Poker Squares -------------------------------------------------------------------


@pytest.mark.parametrize("gid", ("pokersquares", "pokersquaresuk"))
def test_poker_a_card_goes_on_a_space_of_the_grid_and_stays(gid):
    """"The game starts with placing a card onto a space in a 5x5 grid.
    Placing cards are done one at a time and once a card is placed on the
    grid, it can no longer be moved." """
    b = board(gid, 3)
    assert b.cells == 25 and b.size[b.stock] == 52 and b.empty() == 25
    card = b.top(b.stock)
    assert b.check(E.PLACE << 16 | 12) is None
    b.apply(E.PLACE << 16 | 12)
    assert b.piles[12][0] & 0x7F == card and b.size[b.stock] == 51
    assert b.check(E.PLACE << 16 | 12) == "That square is taken"
    assert b.check(E.PLACE << 16 | 0) is None  # (anywhere: no card need touch another)


def test_poker_the_texts_example_scores_197_american_and_66_english():
    """"Horizontally, the five hands formed were two full houses (jacks full
    of aces and nines full of sevens), a four-of-a-kind (four eights), Three
    tens, and a two-pair (sixes and fives). Vertically, four flushes (one for
    each suit) and a pair of fours are scored. The player therefore scores a
    total of 197 points (American system) or 66 points (English system)." """
    rows = ["JC JD JH AS AC", "9C 9D 9H 7S 7D", "8C 8D 8H 8S 4C", "TC TD TH 2S 4D", "6C 6D 5H 5S KH"]
    am = board("pokersquares")
    fill(am, rows)
    en = board("pokersquaresuk")
    fill(en, rows)
    assert [E.HANDS[E.poker_hand(am.line(i))] for i in range(5)] == ["Full house", "Full house", "Four of a kind", "Three of a kind", "Two pair"]
    assert [E.HANDS[E.poker_hand(am.line(i))] for i in range(5, 10)] == ["Flush"] * 4 + ["One pair"]
    assert am.score() == 197 and en.score() == 66
    assert not am.won() and not en.won()  # (200 and 70 win)


def test_poker_the_point_systems_rate_each_hand_as_the_text_lists():
    """The text's table: Royal Flush 100/30, Straight flush 75/30, Four of a
    kind 50/16, Full House 25/10, Flush 20/5, Straight 15/12, Three Of A
    Kind 10/6, Two pair 5/3, One Pair 2/1 (American/English)."""
    hands = ["TS JS QS KS AS", "9S TS JS QS KS", "2C 2D 2H 2S 3C", "2C 2D 2H 3S 3C", "2C 5C 7C 9C JC",
             "AC 2D 3H 4S 5C", "2C 2D 2H 5S 9C", "2C 2D 3H 3S 9C", "2C 2D 5H 7S 9C"]
    assert [E.poker_hand(cards(h)) for h in hands] == list(range(9))
    assert E.POINTS == ((100, 75, 50, 25, 20, 15, 10, 5, 2), (30, 30, 16, 10, 5, 12, 6, 3, 1))
    assert E.poker_hand(cards("2C 5D 7H 9S JC")) == 9  # nothing
    assert E.poker_hand(cards("TC JD QH KS AC")) == 5  # Ace high straight


def test_poker_goal():
    """"to win one must score at least 200 points in the American system or
    70 in the English system." """
    assert E.goal(E.record("pokersquares")) == 200 and E.goal(E.record("pokersquaresuk")) == 70
    b = board("pokersquares")
    fill(b, ["TS JS QS KS AS", "2C 2D 2H 2S 3C", "4C 4D 4H 4S 3D", "5C 5D 5H 5S 3H", "6C 6D 6H 6S 3S"])
    assert b.full() and b.score() >= 200 and b.won()


# -- Cribbage Square -------------------------------------------------------------------


def test_cribbage_each_card_must_touch_one_already_in_the_grid():
    """"First, sixteen cards are dealt one at a time in a 4x4 grid, provided
    that card must touch horizontally, vertically, or diagonally to any of
    those already in the grid." """
    b = board("cribbagesquare", 2)
    assert b.cells == 16
    assert b.check(E.PLACE << 16 | 0) is None  # the first anywhere
    b.apply(E.PLACE << 16 | 0)
    assert b.check(E.PLACE << 16 | 5) is None  # corner to corner
    assert b.check(E.PLACE << 16 | 2) == "Must touch a card"
    assert b.check(E.PLACE << 16 | 15) == "Must touch a card"


def test_cribbage_the_starter_is_turned_once_sixteen_cards_are_placed():
    """"After these sixteen cards are put into place, a seventeenth card, the
    starter, is turned face-up." """
    b = board("cribbagesquare", 2)
    while not b.full():
        assert b.starter() == 0
        b.apply(b.legal_moves()[0])
    assert b.starter() == b.top(b.stock) | E.UP and b.check(E.PLACE << 16 | 0) == "The grid is full"


def test_cribbage_hands_score_as_in_cribbage():
    """"Fifteens - ... a combination of two or more cards that add up to
    fifteen are scored two points each" "Pairs - each pair in a hand is
    scored two points each pair. A pair royal ... scores six points ... a
    double pair royal ... twelve points" "Runs - Three or more consecutive
    cards (regardless of suit) is scored three to five points" "Flush - If the
    four cards on the hand is of the same suit, it is scored four points,
    plus an additional point if the starter is of the very same suit" "His
    Nobs - A jack ... that has the same suit as the starter, scores a point." """
    assert E.cribbage(cards("5C 5D 5H JS"), parse_card("5S")) == 29  # eight fifteens, a double pair royal, his nobs
    assert E.cribbage(cards("7C 8D 2H 4S"), parse_card("KC")) == 2  # 7 + 8
    assert E.cribbage(cards("3C 3D 3H 8S"), parse_card("KC")) == 6  # a pair royal
    assert E.cribbage(cards("AC 2D 3H 9S"), parse_card("KC")) == 3 + 2 + 2  # a run of three; 2 + 3 + K, A + 2 + 3 + 9
    assert E.cribbage(cards("2H 4H 6H 8H"), parse_card("KC")) == 4  # a flush of four (even cards: no fifteen)
    assert E.cribbage(cards("2H 4H 6H 8H"), parse_card("KH")) == 5
    assert E.cribbage(cards("JH 2C 4D 6S"), parse_card("QH")) == 1 + 0  # his nobs


def test_cribbage_his_heels_and_the_goal():
    """"His Heels - A jack in "his heels," i.e. one that is the starter gives
    two points to the entire tally for the deal." "the player is considered
    to "win" if the total score is at least 61." """
    b = board("cribbagesquare", 2)
    while not b.full():
        b.apply(b.legal_moves()[0])
    s = b.stock
    k = b.size[s]
    j = [i for i in range(k) if b.piles[s][i] & 15 == 11][0]
    b.piles[s][j], b.piles[s][k - 1] = b.piles[s][k - 1], b.piles[s][j]  # a Jack the starter
    b.rescore()  # (the position set from outside)
    lines = sum(b.line_score(i) for i in range(8))
    assert b.score() == lines + 2
    assert E.goal(b.x) == 61 and b.won() == (b.score() >= 61)


# -- every game -------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_every_card_back(gid):
    b = board(gid, 5)
    keys = [b.key()]

    def fresh():  # (the score worked out anew: a key rescores only the lines it changed)
        return sum(b.line_score(i) for i in range(2 * b.side)) + (2 if b.starter() & 15 == 11 else 0)

    while not b.full():
        b.apply(b.best())
        keys.append(b.key())
        assert b.score() == fresh()
    keys.pop()
    while keys:
        assert b.undo() and b.key() == keys.pop() and b.score() == fresh()
    assert not b.undo()


@pytest.mark.parametrize("gid", GAMES)
def test_a_game_by_keys_keeps_its_score_in_the_statistics(gid):
    """The hint's squares placed by keys to the full grid: the end screen,
    the score as the statistics' best; a better score replaces it, a worse
    one does not."""
    c = Console()
    c.app.start(IDS.index(gid), 4)
    while c.app.state == SC.PLAY:
        c.key(K.A_HOLD)
        c.key(K.A)
        while c.app.play.ending:
            c.pause(20)  # (the full grid's end comes on the ticks after: Cribbage Square's lines scored with the starter, half a tick)
    c.pause(20)  # (and the App counts the game on the next)
    assert c.app.state == SC.WIN and c.app.board.full()
    e = c.app.saver.stats.get(gid, c.app.board.options)
    assert e.played == 1 and e.best_score == c.app.board.score()
    assert e.won == int(c.app.board.score() >= E.goal(c.app.board.x))


def test_the_status_line_shows_the_score_as_the_grid_fills():
    c = Console()
    c.app.start(IDS.index("pokersquares"), 4)
    assert bytes(c.app.screen.msg).decode().startswith("Score 0/200")
    for _ in range(8):
        c.key(K.A_HOLD)
        c.key(K.A)
    assert bytes(c.app.screen.msg).decode().startswith("Score %d/200" % c.app.board.score())


@pytest.mark.parametrize("gid", GAMES)
def test_power_cut_resumes_the_game_and_its_undo(gid):
    c = resumes_after_power_cut(gid, [K.A_HOLD, K.A] * 5)
    assert c.app.board.nmoves == 4


@pytest.mark.parametrize("gid", GAMES)
def test_position_text_reads_back(gid):
    b = board(gid, 3)
    for _ in range(7):
        b.apply(b.best())
    again = parse_position(text(b), MENU_GAMES)
    assert again.key() == b.key() and again.score() == b.score()


@pytest.mark.parametrize("gid", GAMES)
def test_rules_screen_from_the_record(gid):
    texts = rules_texts(MENU_GAMES[IDS.index(gid)])
    assert any(t.startswith("Goal: %d points" % E.goal(E.record(gid))) for t in texts)


def test_command_line_plays_and_refuses():
    b = board("cribbagesquare", 3)
    assert parse_move(b, "b2") == E.PLACE << 16 | 5
    rc, out, err = sim("play", "cribbagesquare", "--deal", "3", "--moves", "b2 c3")
    assert rc == 0 and out.rstrip().endswith("not won") and "2: .. " in out, err
    rc, out, err = sim("play", "cribbagesquare", "--deal", "3", "--moves", "a1 d4")
    assert rc == 1 and "Must touch a card" in err and err.count("\n") == 1
    rc, out, err = sim("play", "pokersquares", "--moves", "f1")
    assert rc == 2 and "not a square" in err and err.count("\n") == 1


# -- the family's table and the menu ------------------------------------------------


def test_the_table_is_built_from_the_source_and_the_menu_lists_its_games():
    from host_tools import build_squares

    entries = build_squares.load(build_squares.SOURCE, compile_record=build_squares.record)
    assert [e[0] for e in entries] == list(GAMES)
    assert build_squares.main(["--check"]) == 0
    assert MENU_GAMES.tail[:3] == ("pairs", "chance", "squares") and MENU_GAMES.tn[2] == len(entries)
    first = MENU_GAMES.n + len(MENU_GAMES.extra) + MENU_GAMES.tn[0] + MENU_GAMES.tn[1]
    for j, (gid, name, rec, _) in enumerate(entries):
        r = MENU_GAMES[first + j]
        assert (r.id, r.name, r.family) == (gid, name, "squares") and MENU_GAMES.index(gid) == first + j
        assert E.record(gid) == rec


@pytest.mark.parametrize("field,value,says", [
    ("scoring", '"bridge"', "scoring = 'bridge': one of american, english, cribbage"),
    ("size", "6", "size = 6: 4 or 5"),
    ("goal", "70000", "goal = 70000: a number from 0 to 65535"),
    ("colour", "1", "unknown field colour"),
])
def test_a_bad_source_record_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from bad_source import refused_in_one_line
    from host_tools import build_squares

    fields = {"name": '"Bad"', "size": "5", "scoring": '"american"', "goal": "200"}
    fields[field] = value
    refused_in_one_line(build_squares, tmp_path, monkeypatch, capsys, fields, says)


def test_the_menu_lists_the_family_and_its_games():
    from test_menu import open_list, press, walk
    from solitaire.console import menu as MN

    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FAMILIES)
    fams = walk(app)
    f = fams.index("Poker Squares (3)")  # (a family is named by its first game)
    press(app, *[K.DOWN] * f + [K.A])
    assert sorted(walk(app)) == ["Cribbage Square", "Poker Squares", "Poker Squares (Eng)"]


def test_cribbage_scoring_agrees_with_counting_every_set_of_cards():
    """The engine's cribbage count (fifteens as the cards come, pairs and
    runs from the ranks) against a plain count over every set of cards, on
    2,000 hands of up to four cards with a starter or none."""
    import itertools
    import random

    def plain(hand, starter):
        cs = list(hand) + ([starter] if starter else [])
        pts = sum(2 for n in range(2, len(cs) + 1) for sub in itertools.combinations(cs, n) if sum(min(c & 15, 10) for c in sub) == 15)
        pts += sum(2 for a, b in itertools.combinations(cs, 2) if a & 15 == b & 15)
        for n in range(len(cs), 2, -1):
            runs = [sub for sub in itertools.combinations(cs, n) if sorted(c & 15 for c in sub) == list(range(min(c & 15 for c in sub), min(c & 15 for c in sub) + n))]
            if runs:
                pts += n * len(runs)
                break
        if len(hand) == 4 and len({c & 0x70 for c in hand}) == 1:
            pts += 5 if starter and starter & 0x70 == hand[0] & 0x70 else 4
        return pts + sum(1 for c in hand if starter and c & 15 == 11 and c & 0x70 == starter & 0x70)

    deck = [r | s << 4 | 0x80 for s in range(4) for r in range(1, 14)]
    rnd = random.Random(5)  # (the test's own draw of hands: no deal of the game's)
    for _ in range(2000):
        k = rnd.randint(0, 4)
        cs = rnd.sample(deck, k + 1)
        hand, starter = cs[:k], cs[k] if rnd.random() < 0.5 else 0
        assert E.cribbage(hand, starter) == plain(hand, starter), (hand, starter)
