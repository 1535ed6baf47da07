"""The games of chance (solitaire/chance): Clock Solitaire, Hit or Miss,
Frustration and Royal Flush. Each rule its Wikibooks text states gets a
test quoting the sentence (a legal move and an illegal one from a position,
the deal's layout, the goal); then undo, the odds the rules screen shows,
the keys, a power cut, the position text, the command line, the table and
the menu."""

import math

import pytest

from test_cli import sim  # (the command line in a process of its own, as test_cli runs it)
from power_cut import resumes_after_power_cut
from test_pairs import Console  # (test_savegame's console over every family's games)
from solitaire.cards.notation import parse_card
from solitaire.chance import engine as E
from solitaire.chance.notation import parse_move, parse_position, text
from solitaire.chance.play import Play
from solitaire.chance.text import rules_texts
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES

IDS = [MENU_GAMES.text(i) for i in range(len(MENU_GAMES))]
GAMES = ("clocksolitaire", "hitormiss", "frustration", "royalflush")


def board(gid, deal=1):
    return E.Chance(MENU_GAMES[IDS.index(gid)], deal)


def cards(names, up=False):
    return bytes(parse_card(c) | (0x80 if up else 0) if not c.startswith("#") else parse_card(c) for c in names.split())


def lay(b, p, names):
    """Puts cards (bottom first; ``#`` face down) on pile ``p``."""
    cs = bytes(parse_card(c) for c in names.split())
    b.piles[p][0 : len(cs)] = cs
    b.size[p] = len(cs)


def play_out(b):
    m = b.next()
    while m is not None:
        b.apply(m)
        m = b.next()
    return b


def first_deal(gid, won=True):
    """Gets the first deal of game ``gid`` that is won (or lost)."""
    b = board(gid)
    for d in range(1, 5000):
        b.redeal(d)
        if bool(play_out(b).won()) == won:
            return d
    raise AssertionError("no such deal")


# -- Clock Solitaire ------------------------------------------------------------------


def test_clock_deals_twelve_piles_of_four_and_four_in_the_centre_face_down():
    """"The deck is shuffled and twelve piles of four cards each are laid
    out as shown in the figure, face down, in a circle." "The remaining four
    cards are placed, also face down, in a pile in the center of the
    circle." """
    b = board("clocksolitaire", 5)
    assert list(b.size) == [4] * 13 + [0]
    assert not any(b.piles[p][i] & E.UP for p in range(13) for i in range(4))
    assert b.check(E.TURN << 16 | E.FIRST | E.CENTRE) is None  # "Turn over the top card of the central pile."
    assert b.check(E.TURN << 16 | 0) == "Not the next card"


def test_clock_a_card_goes_face_up_under_its_hour_and_that_piles_top_turns():
    """"When a card is revealed, it is placed face up under the pile at the
    corresponding hour (i.e. Ace = 1 o'clock, 2 = 2 o'clock, etc. The Jack is
    11 o'clock and the Queen is 12 o'clock) and the top card of the pile of
    that hour is turned over." """
    b = board("clocksolitaire", 1)
    lay(b, E.CENTRE, "#2C #3C #4C #JD")
    lay(b, 10, "#5S #6S #7S #8S")  # 11 o'clock
    b.apply(b.next())  # the centre's top card: the Jack of diamonds
    assert b.top(E.HAND) == parse_card("JD")
    assert b.check(E.TURN << 16 | 10) is None  # to 11 o'clock
    assert b.check(E.TURN << 16 | 9) == "Not the next card"  # not to 10 o'clock
    b.apply(E.TURN << 16 | 10)
    assert bytes(b.piles[10][0:4]) == cards("JD", True) + cards("#5S #6S #7S")
    assert b.top(E.HAND) == parse_card("8S")  # the pile's top card turned


def test_clock_a_king_goes_under_the_centre():
    """"If a King is revealed, it is placed face up under the central pile." """
    b = board("clocksolitaire", 1)
    lay(b, E.CENTRE, "#2C #3C #4C #KD")
    b.apply(b.next())
    assert b.next() == E.TURN << 16 | E.CENTRE
    b.apply(b.next())
    assert b.piles[E.CENTRE][0] == parse_card("KD") and b.top(E.HAND) == parse_card("4C")


def test_clock_is_won_with_every_card_revealed_and_lost_at_the_fourth_king():
    """"Play continues in this fashion and the game is won if all the cards
    are revealed. The game is lost if all four Kings are revealed and
    face-down cards are still present." """
    won = play_out(board("clocksolitaire", first_deal("clocksolitaire")))
    assert won.won() and won.down() == 0 and won.next() is None
    lost = play_out(board("clocksolitaire", first_deal("clocksolitaire", False)))
    assert not lost.won() and lost.down() > 0 and lost.lost()
    assert [c & 15 for c in lost.piles[E.CENTRE][0:4]] == [13] * 4  # the fourth King ended it
    assert lost.check(E.TURN << 16 | E.CENTRE) == "The game is over"


# -- Hit or Miss ------------------------------------------------------------------


def test_hit_or_miss_counts_ace_to_king_and_discards_a_hit():
    """"As the player deals the cards, s/he says "ace" when drawing the
    first card, "two" for the second, then "three, four... nine, ten, jack,
    queen, king" then starts again with "ace."" "Once the word uttered
    matches the rank of the card dealt, the card is "hit" and it is
    discarded." """
    b = board("hitormiss")
    lay(b, E.STOCK, "#3C #2D #5H")  # (the top card last: 5H is dealt first)
    assert b.next() == E.TURN << 16  # Ace said, a five dealt: a miss
    b.apply(b.next())
    assert b.top(E.WASTE) == parse_card("5H") | E.UP and b.st[0] == 1
    assert b.next() == E.TURN << 16 | E.HITS | 1  # two said, a two dealt: a hit
    assert b.check(E.TURN << 16 | 1) == "Not the next card"  # (not a miss)
    b.apply(b.next())
    assert b.top(E.OUT) == parse_card("2D") | E.UP and b.size[E.WASTE] == 1
    assert b.next() & E.HITS  # three said, a three dealt


def test_hit_or_miss_goes_on_counting_through_the_redeal():
    """"The player continues "counting" after the cards in the deck are used
    up, recollected and redealt." """
    b = board("hitormiss")
    lay(b, E.STOCK, "#9C #8D")
    b.size[E.WASTE] = b.size[E.OUT] = 0
    b.apply(b.next())  # Ace: 8D
    b.apply(b.next())  # two: 9C
    m = b.next()
    assert m & E.RECYCLE and b.st[0] == 2  # the waste turned over, "three" said next
    b.apply(m)
    assert b.top(E.WASTE) == parse_card("8D") | E.UP and b.size[E.STOCK] == 1  # the first card dealt comes first again


def test_hit_or_miss_is_lost_after_two_passes_without_a_hit_and_won_with_every_card_discarded():
    """"When all the remaining cards are dealt twice in succession without a
    "hit," the game is lost. Therefore, all cards must be discarded in order
    for the game to be won." """
    b = board("hitormiss")
    lay(b, E.STOCK, "#KC #KD")  # two Kings, said at the 13th word only
    b.size[E.WASTE] = b.size[E.OUT] = 0
    for _ in range(4):
        b.apply(b.next())
    assert b.st[1] == 4 and b.next() is None and b.lost()
    b.undo()
    assert b.next() is not None  # three cards dealt without a hit: not yet
    b = board("hitormiss")
    lay(b, E.STOCK, "#AC")
    b.size[E.WASTE] = b.size[E.OUT] = 0
    b.apply(b.next())
    assert b.won() and b.next() is None


# -- Frustration ------------------------------------------------------------------


def test_frustration_a_match_loses_and_four_rounds_without_one_win():
    """"If the rank of a dealt card matches the rank uttered by the player
    while dealing it, the game is lost; the game is won if the sequence is
    successfully repeated four times (and the entire deck is thus dealt out)
    without any word/card matches causing a loss." """
    b = board("frustration")
    lay(b, E.STOCK, "#2C #5D")
    b.apply(b.next())  # Ace said, a five: fine
    assert not b.lost() and b.next() & E.HITS  # two said, a two dealt
    b.apply(b.next())
    assert b.lost() and b.next() is None and b.st[2] == 1
    d = first_deal("frustration")
    won = play_out(board("frustration", d))
    assert won.won() and won.size[E.WASTE] == 52 and won.size[E.STOCK] == 0  # the whole deck dealt once
    assert not any((won.piles[E.WASTE][i] & 15) == i % 13 + 1 for i in range(52))


# -- Royal Flush ------------------------------------------------------------------


def test_royal_flush_deals_two_piles_of_eleven_and_three_of_ten():
    """"First, the deck is dealt into five piles: two piles of eleven cards
    and three piles of ten." """
    b = board("royalflush", 7)
    assert list(b.size[0:5]) == [11, 11, 10, 10, 10] and b.size[E.DISCARDS] == 0 and b.st[0] == 5


def test_royal_flush_a_search_discards_down_to_a_card_of_the_flush():
    """"Once such a card is found, the search ends there, with the cards on
    top of it discarded and those under it left alone. The search then
    proceeds into the next pile" "Also, the suit of the first card found
    determines the suit of the entire royal flush." """
    b = board("royalflush", 7)
    lay(b, 0, "#2C #3C #QH #4D #5S")  # (top last)
    assert b.next() == E.TURN << 16 | 0  # the 5 of spades: discarded
    b.apply(b.next())
    b.apply(b.next())  # the 4 of diamonds
    assert b.next() == E.TURN << 16 | E.FOUND | E.SUITED | 0  # the Queen of hearts: found
    b.apply(b.next())
    assert b.st[2] - 1 == 2 and b.st[1] == 1  # hearts; on to the next pile
    assert bytes(b.piles[0][0:3]) == cards("#2C #3C") + cards("QH", True)  # those under it left alone
    lay(b, 1, "#7H #AS")
    assert not b.next() & E.FOUND  # an Ace of spades is no card of a heart flush
    assert b.check(E.TURN << 16 | E.FOUND | 1) == "Not the next card"


def test_royal_flush_a_pile_without_a_card_of_the_flush_goes_whole():
    """"When a pile contains no card of the royal flush being searched, the
    entire pile is discarded." """
    b = board("royalflush", 7)
    lay(b, 0, "#AH")
    b.apply(b.next())  # the Ace of hearts: found
    lay(b, 1, "#2C #KS #3D")
    b.apply(b.next())
    b.apply(b.next())
    b.apply(b.next())
    assert b.size[1] == 0 and b.st[1] == 2


def test_royal_flush_gathers_and_deals_one_pile_fewer_down_to_one():
    """"Then without shuffling, the remaining cards are dealt this time into
    four piles." "the remaining cards at this point are then dealt into a
    single pile." """
    b = board("royalflush", 7)
    rounds = []
    m = b.next()
    while m is not None:
        if m >> 16 == E.GATHER:
            left = sum(b.size[0:5])
            b.apply(m)
            rounds.append((b.st[0], sum(b.size[0:5]) == left))
        else:
            b.apply(m)
        m = b.next()
    assert rounds == [(4, True), (3, True), (2, True), (1, True)]


def test_royal_flush_is_won_when_the_flush_alone_is_left():
    """"The game is won when the cards of the royal flush are the only ones
    left in the pile and are arranged in any order. If there are any other
    cards sandwiched among the royal flush cards, the game is lost." """
    won = play_out(board("royalflush", first_deal("royalflush")))
    suit = won.st[2] - 1
    assert won.won() and sorted(c & 0x7F for c in won.piles[0][0 : won.size[0]]) == sorted(r | suit << 4 for r in (1, 10, 11, 12, 13))
    lost = play_out(board("royalflush", first_deal("royalflush", False)))
    assert lost.st[0] == 1 and lost.size[0] > 5 and lost.lost()


# -- every game ------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_every_move_back(gid):
    for deal in range(1, 16):
        b = board(gid, deal)
        keys = [b.key()]
        m = b.next()
        while m is not None:
            b.apply(m)
            keys.append(b.key())
            m = b.next()
        keys.pop()
        while keys:
            assert b.undo() and b.key() == keys.pop(), (gid, deal, b.nmoves)
        assert not b.undo()


@pytest.mark.parametrize("gid,deals", [("clocksolitaire", 3000), ("hitormiss", 1000), ("frustration", 3000), ("royalflush", 3000)])
def test_the_odds_the_rules_screen_shows_are_as_measured(gid, deals, figure):
    """The record's odds (host_tools/chance_odds.py over deals 1-20000) hold
    over other deals, within four standard errors; the rules screen shows them."""
    from host_tools.chance_odds import wins

    p = E.odds(E.record(gid)) / 10000
    w = wins(gid, deals, 20001)
    figure("%s: %d wins in deals 20001-%d, %.2f%% (its record %.2f%%)" % (gid, w, 20000 + deals, 100.0 * w / deals, 100 * p))
    assert abs(w / deals - p) <= 4 * math.sqrt(max(p, 1 / deals) * (1 - p) / deals)
    assert "Odds of a win: %d.%02d%%" % (p * 10000 // 100, round(p * 10000) % 100) in rules_texts(MENU_GAMES[IDS.index(gid)])[-1]


def test_a_win_through_the_keys_is_counted_in_the_statistics():
    """A press turns the next card: A played to the win screen; the win is
    counted as any game's."""
    gid = "clocksolitaire"
    d = first_deal(gid)
    c = Console()
    c.app.start(IDS.index(gid), d)
    presses = 0
    while c.app.state == SC.PLAY:
        c.key(K.A)
        presses += 1
    assert c.app.state == SC.WIN and presses == 53  # (the first turn, then each of the 52 cards put under its hour)
    e = c.app.saver.stats.get(gid, c.app.board.options)
    assert e.played == 1 and e.won == 1


def test_hold_a_plays_the_game_out_a_move_a_tick_and_a_key_stops_it():
    c = Console()
    c.app.start(IDS.index("hitormiss"), 3)
    c.key(K.A_HOLD)
    assert c.app.play.busy()
    for _ in range(5):
        c.pause(20)
    assert c.app.board.nmoves == 5
    c.key(K.LEFT)
    c.pause(20)
    assert not c.app.play.busy() and c.app.board.nmoves == 5


def test_the_status_line_says_the_rank_said_next():
    c = Console()
    c.app.start(IDS.index("hitormiss"), 3)
    assert bytes(c.app.screen.msg).decode().startswith("Say Ace  Left 52")
    c.key(K.A)
    assert bytes(c.app.screen.msg).decode().startswith("Say 2  Left ")
    c.app.play.hint()
    assert bytes(c.app.screen.msg).decode().startswith("A deals, saying 2")


@pytest.mark.parametrize("gid", GAMES)
def test_power_cut_resumes_the_game_and_its_undo(gid):
    resumes_after_power_cut(gid, [K.A] * 6, play=Play)


@pytest.mark.parametrize("gid", GAMES)
def test_position_text_reads_back(gid):
    b = board(gid, 3)
    for _ in range(9):
        b.apply(b.next())
    again = parse_position(text(b), MENU_GAMES)
    assert again.key() == b.key() and again.next() == b.next()


@pytest.mark.parametrize("gid", GAMES)
def test_rules_screen_from_the_record(gid):
    texts = rules_texts(MENU_GAMES[IDS.index(gid)])
    assert any(t.startswith("Goal: ") or "Goal: " in t for t in texts) and texts[-1].startswith("Odds of a win: ")


def test_command_line_plays_a_game_to_its_end():
    d = first_deal("royalflush")
    b = board("royalflush", d)
    tokens = []
    m = b.next()
    while m is not None:
        tokens.append("g" if m >> 16 == E.GATHER else "t")
        b.apply(m)
        m = b.next()
    rc, out, err = sim("play", "royalflush", "--deal", str(d), "--moves", " ".join(tokens))
    assert rc == 0 and out.rstrip().endswith("won") and not out.rstrip().endswith("not won"), err


def test_command_line_refuses_a_move_that_is_not_the_next():
    rc, out, err = sim("play", "royalflush", "--deal", "1", "--moves", "g")
    assert rc == 1 and "Not the next card" in err and err.count("\n") == 1
    rc, out, err = sim("play", "royalflush", "--deal", "1", "--moves", "x")
    assert rc == 2 and "not a move" in err and err.count("\n") == 1


def test_parse_move_names_the_next_move():
    b = board("clocksolitaire")
    assert parse_move(b, "t") == b.next()


# -- the family's table and the menu ------------------------------------------------


def test_the_table_is_built_from_the_source_and_the_menu_lists_its_games():
    from host_tools import build_chance

    entries = build_chance.load(build_chance.SOURCE, compile_record=build_chance.record)
    assert [e[0] for e in entries] == list(GAMES)
    assert build_chance.main(["--check"]) == 0  # games.bin is what the source compiles to
    first = MENU_GAMES.n + len(MENU_GAMES.extra) + MENU_GAMES.tn[0]
    assert MENU_GAMES.tail[:2] == ("pairs", "chance") and MENU_GAMES.tn[1] == len(entries)
    for j, (gid, name, rec, _) in enumerate(entries):
        r = MENU_GAMES[first + j]
        assert (r.id, r.name, r.family) == (gid, name, "chance")
        assert MENU_GAMES.index(gid) == first + j and MENU_GAMES.name(first + j) == name
        assert E.record(gid) == rec


@pytest.mark.parametrize("field,value,says", [
    ("kind", '"spiral"', "kind = 'spiral': one of clock, count, royal"),
    ("odds", "20000", "odds = 20000: hundredths of a percent, 0 to 10000"),
    ("piles", "3", "hit and passes go with kind count, piles with kind royal"),
    ("colour", "1", "unknown field colour"),
])
def test_a_bad_source_record_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from bad_source import refused_in_one_line
    from host_tools import build_chance

    fields = {"name": '"Bad"', "kind": '"count"', "hit": '"discard"', "passes": "2"}
    fields[field] = value
    refused_in_one_line(build_chance, tmp_path, monkeypatch, capsys, fields, says)


def test_the_menu_lists_the_family_and_its_games():
    from test_menu import open_list, press, walk
    from solitaire.console import menu as MN

    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FAMILIES)
    fams = walk(app)
    f = fams.index("Clock Solitaire (4)")  # (a family is named by its first game)
    assert app.menu.sel == 0
    press(app, *[K.DOWN] * f + [K.A])
    assert app.menu.list == MN._M_FAMILY
    assert sorted(walk(app)) == ["Clock Solitaire", "Frustration", "Hit or Miss", "Royal Flush"]


@pytest.mark.parametrize("gid", GAMES)
def test_the_fuzz_checker_holds_the_familys_shapes(gid):
    """sim/invariants.py's shapes hold over a game played out, and a card
    the wrong way up is caught."""
    from sim.invariants import pile_problem

    b = board(gid, 4)
    m = b.next()
    while m is not None:
        assert pile_problem(b) is None, (gid, b.nmoves)
        b.apply(m)
        m = b.next()
    assert pile_problem(b) is None
    b.undo()
    p = {"clocksolitaire": 0, "hitormiss": E.STOCK, "frustration": E.STOCK, "royalflush": 0}[gid]
    k = b.size[p]
    b.piles[p][0] ^= E.UP if k > 1 or gid != "royalflush" else 0
    assert k and pile_problem(b) is not None
