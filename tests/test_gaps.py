"""The grids with gaps (solitaire/gaps): Gaps, Spaces and Maze. Each rule
its Wikibooks text states gets a test quoting the sentence (a legal move
and an illegal one, the deal, the redeal, the goal); then undo, the hint,
a win by keys counted in the statistics, a power cut, the position text,
the command line, the table, the menu and the prover's stored wins."""

import os

import pytest

from test_cli import sim  # (the command line in a process of its own, as test_cli runs it)
from power_cut import resumes_after_power_cut
from test_pairs import Console  # (test_savegame's console over every family's games)
from host_tools import prove_gaps as PG
from solitaire.cards.notation import parse_card
from solitaire.cards.notation import NotationError
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES
from solitaire.gaps import engine as E
from solitaire.gaps.notation import parse_move, parse_position, text
from solitaire.gaps.play import Play
from solitaire.gaps.text import rules_texts

GAMES = ("gaps", "spaces", "maze")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WINS = os.path.join(ROOT, "tests", "data", "wins")


def board(gid, deal=1):
    return E.Gaps(MENU_GAMES[MENU_GAMES.index(gid)], deal)


def card(name):
    return parse_card(name) | E.UP


def lay(b, rows):
    """Lays ``rows`` (a string a row: card names, ``..`` a gap) on the
    grid; the cards named nowhere go out (the deck stays whole)."""
    names = [t for r in rows for t in r.split()]
    assert len(names) == b.cells
    on = {card(t) for t in names if t != ".."}
    o = b.out
    b.size[:] = bytes(len(b.size))
    for c in [r | s << 4 | E.UP for s in range(4) for r in range(1, 14)]:
        if c not in on:
            b.piles[o][b.size[o]] = c
            b.size[o] += 1
    for q, t in enumerate(names):
        if t != "..":
            b.piles[q][0] = card(t)
            b.size[q] = 1
    b.index()


def move(b, name, q):
    """Gets the move of card ``name`` into place ``q``."""
    return E.MOVE << 16 | b.find(card(name)) << 8 | q


SUITS = "CDHS"


def row(suit, first, last):
    return " ".join("A23456789TJQK"[r - 1] + suit for r in range(first, last + 1))


def gaps_won():
    """Each row Two to King of one suit, the gap at its right end."""
    return [row(s, 2, 13) + " .." for s in SUITS]


def maze_won():
    """The four suits Ace to Queen, row by row, the six gaps at the end
    (the first two rows a place short at their ends, as dealt)."""
    cards = " ".join(row(s, 1, 12) for s in SUITS).split() + [".."] * 6
    return [" ".join(cards[i : i + 9]) for i in range(0, 54, 9)]


# -- Gaps and Spaces -----------------------------------------------------------------


@pytest.mark.parametrize("gid", ["gaps", "spaces"])
def test_gaps_deals_four_rows_of_thirteen_and_takes_the_aces_out(gid):
    """Wikibooks: "The cards are dealt into four rows of thirteen. The aces
    are removed and discarded from further play." """
    b = board(gid, 3)
    assert b.cells == 52 and b.cols == 13
    on = [b.at(q) for q in range(52) if b.size[q]]
    assert len(on) == 48 and all(c & 15 != 1 for c in on)
    assert sorted(b.piles[b.out][0:4]) == sorted(card("A" + s) for s in SUITS)


def test_gaps_a_gap_takes_the_next_card_of_its_left_neighbours_suit():
    """Wikibooks: "The gaps that they leave behind are filled by cards that
    are the same suit and a rank higher than the card on the left of the
    gap. (For example, 4♣ can be placed beside 3♣.)" """
    b = board("gaps")
    lay(b, ["2C 3C .. 5C 6C 7C 8C 9C TC JC QC KC 4C", row("D", 2, 13) + " ..", row("H", 2, 13) + " ..", row("S", 2, 13) + " .."])
    assert b.check(move(b, "4C", 2)) is None
    lay(b, ["2C 3C .. 5C 6C 7C 8C 9C TC JC QC KC 4H", row("D", 2, 13) + " ..", row("H", 2, 3) + " 4C " + row("H", 5, 13) + " ..", row("S", 2, 13) + " .."])
    assert b.check(move(b, "4H", 2)) == "Does not fit"
    assert b.check(move(b, "5C", 2)) == "Does not fit"


def test_gaps_a_gap_right_of_a_king_is_dead():
    """Wikibooks: "However, any gap at the right of a King is considered
    dead and no card can fill it." """
    b = board("gaps")
    lay(b, ["2C KD .. 5C 6C 7C 8C 9C TC JC QC KC 3C", "4C " + row("D", 2, 12) + " ..", row("H", 2, 13) + " ..", row("S", 2, 13) + " .."])
    assert b.wants(2) == [] and b.check(move(b, "3C", 2)) == "Dead: right of a King"


def test_gaps_a_gap_at_a_rows_left_end_takes_a_two():
    """Wikibooks: "Any gap on the left hand side of the row should be
    placed by a deuce and the row should be built up by suit beside the
    deuce (i. e. 2-3-4-5, etc.). It is the discretion of the player on
    which suit would occupy which row." """
    b = board("gaps")
    lay(b, [".. 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D", "2C " + row("D", 3, 13) + " ..", row("H", 2, 13) + " ..", row("S", 2, 13) + " .."])
    assert b.check(move(b, "2D", 0)) is None  # (a Two of another suit than the row's: the player's choice)
    assert sorted(b.wants(0)) == [card("2D")]  # (2C, 2H and 2S already at a row's left end stay there)
    assert b.check(move(b, "5C", 0)) == "Only a Two there"


def stuck_gaps():
    """A Gaps position with no move: each gap right of a King."""
    b = board("gaps")
    lay(b, ["2C 3C 4C KH .. 9D 8D 7D 6D 5D 4D 3D 2D",
            "5C 6C KD .. 2H 3H 4H 5H 6H 7H 8H 9H TH",
            "JH QH KC .. 7C 8C 9C TC JC QC TD JD QD",
            "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS .."])
    return b


@pytest.mark.parametrize("gid", ["gaps", "spaces"])
def test_gaps_the_round_ends_with_no_move_and_the_rows_sequences_stay(gid):
    """Wikibooks: "When there are no more possible moves, the round is over.
    The cards that are not in order are gathered, making sure to leave any
    suit sequence (e.g., 2-3-4-5) behind. In Montana and Spaces, the cards
    are then shuffled; in Gaps, they are not. The cards are then redealt,
    making sure there is a gap in each row at the immediate right of each
    suit sequence or at the extreme left of the row if no suit sequence is
    formed in that row." """
    b = stuck_gaps()
    if gid == "spaces":
        b.rules = MENU_GAMES[MENU_GAMES.index("spaces")]
        b.x = E.record("spaces")
    assert b.legal_moves() == [E.REDEAL << 16] and b.check(E.REDEAL << 16) is None
    before = [b.at(q) for q in range(52)]
    gathered = [before[q] for q in range(52) if before[q] and q not in (0, 1, 2) and q // 13 != 3]
    b.apply(E.REDEAL << 16)
    assert b.round == 2
    assert [b.at(q) for q in (0, 1, 2, 3)] == [card("2C"), card("3C"), card("4C"), 0]  # the sequence stays, a gap right of it
    assert b.at(13 * 3 + 12) == 0 and [b.at(q) for q in range(39, 51)] == before[39:51]  # the whole row 4 is one
    assert [b.size[q] for q in (13, 26)] == [0, 0] and b.at(14) and b.at(27)  # the gap at the extreme left of a row without one
    dealt = [b.at(q) for q in range(52) if b.size[q] and q not in (0, 1, 2) and q // 13 != 3]
    if gid == "gaps":
        assert dealt == gathered  # not shuffled: in the order gathered
    else:
        assert dealt != gathered and sorted(dealt) == sorted(gathered)
    assert b.undo() and [b.at(q) for q in range(52)] == before and b.round == 1


def test_gaps_the_round_does_not_end_while_a_card_can_move():
    b = board("gaps", 2)
    assert not b.stuck() and b.check(E.REDEAL << 16) == "A card can still move"


def test_gaps_three_rounds():
    """Wikibooks: "There are only three rounds in the usual rules." """
    b = stuck_gaps()
    b.round = 3
    assert b.check(E.REDEAL << 16) == "No rounds left" and b.legal_moves() == [] and b.lost()


def test_gaps_goal():
    """Wikibooks: "The game is won when all 48 cards are arranged in
    numerical order and in suits, with the gaps of each row beside the
    Kings at the extreme right hand of the row." """
    b = board("gaps")
    lay(b, gaps_won())
    assert b.won()
    rows = gaps_won()
    rows[0] = ".. " + row("C", 2, 13)
    lay(b, rows)
    assert not b.won()


# -- Maze -------------------------------------------------------------------------


def test_maze_deals_six_rows_of_nine_the_first_two_of_eight_and_takes_the_kings_out():
    """Wikibooks: "First, all 52 cards are laid out into 6 rows, similar to
    a 6 x 9 grid. The first two rows should have 8 cards each, while the
    rest have 9 cards each. Then, the Kings are moved and discarded from
    play. This leaves six gaps, four left behind by the Kings and the two
    spaces formed on the first two rows." """
    b = board("maze", 4)
    assert b.cells == 54 and b.cols == 9
    assert b.size[8] == 0 and b.size[17] == 0
    gaps = [q for q in range(54) if not b.size[q]]
    assert len(gaps) == 6 and all(b.at(q) & 15 != 13 for q in range(54))
    assert sorted(b.piles[b.out][0:4]) == sorted(card("K" + s) for s in SUITS)


def maze_with(*moves):
    """The won Maze grid (its gaps at places 48-53) after ``moves``, each
    (a card's name, the place it goes to: a gap), the card's place left a
    gap."""
    names = " ".join(maze_won()).split()
    for t, q in moves:
        assert names[q] == ".."
        names[names.index(t)] = ".."
        names[q] = t
    b = board("maze")
    lay(b, [" ".join(names[i : i + 9]) for i in range(0, 54, 9)])
    return b


def test_maze_a_gap_takes_one_higher_than_its_left_or_one_lower_than_its_right():
    """Wikibooks: "A gap is filled by a card that is the same suit and a
    rank higher than the card on the gap's left or one that is the same
    suit and a rank lower than the card on the gap's right, whichever is
    more advantageous." 5C and 6C moved away: place 4 takes 5C, one higher
    than 4C on its left; place 5 takes 6C, one lower than 7C on its right."""
    b = maze_with(("5C", 48), ("6C", 49))
    assert b.wants(4) == [card("5C")] and b.check(move(b, "5C", 4)) is None
    assert b.wants(5) == [card("6C")] and b.check(move(b, "6C", 5)) is None
    assert b.check(move(b, "6C", 4)) == "Does not fit"


def test_maze_right_of_a_queen_any_ace():
    """Wikibooks: "A gap to the right of a Queen can be filled with any ace
    or a card that is the same suit and a rank lower than the card on the
    gap's right, again, whichever is more advantageous." AD moved away:
    its place, between QC and 2D, takes any Ace."""
    b = maze_with(("AD", 48))
    assert sorted(b.wants(12)) == sorted(card("A" + s) for s in SUITS)
    for s in SUITS:
        assert b.check(move(b, "A" + s, 12)) is None, s
    assert b.check(move(b, "2D", 12)) == "Does not fit"


def test_maze_no_card_goes_left_of_an_ace_by_it():
    """Wikibooks: "However, a gap to the left of an Ace is not filled."
    JC and QC moved away: place 11's left is a gap and its right AD, so
    nothing goes there (no card is one lower than an Ace; no Queen follows
    by it as an Ace follows a Queen)."""
    b = maze_with(("JC", 48), ("QC", 49))
    assert b.wants(11) == [] and b.check(move(b, "QC", 11)) == "Nothing fits there"


def test_maze_the_rows_are_one_ring():
    """Wikibooks: "The rows are continuous. The last card of one row is
    connected to the first card of the next. So goes with the last card of
    the sixth row to the first card of the first row." The first place's
    left neighbour is the sixth row's last; a row's first place's, the row
    above's last."""
    b = maze_with(("QS", 53), ("AC", 48))  # QS last of all, AC's place empty: any Ace, by the ring
    assert card("AC") in b.wants(0) and b.check(move(b, "AC", 0)) is None
    b = maze_with(("TC", 49))  # row 2's first place: its left is row 1's last (9C)
    assert b.wants(9) == [card("TC")]


def test_maze_goal():
    """Wikibooks: "The game is won when all 48 cards are arranged in four
    suit sequences from Ace to Queen with an Ace as the first card on the
    first row and a Queen as the last card of the sixth row; it does not
    matter where the gaps end up when this is achieved." """
    b = board("maze")
    lay(b, maze_won())
    assert b.won()
    names = " ".join(maze_won()).split()
    names.insert(20, names.pop())  # a gap moved in among the cards: still won
    lay(b, [" ".join(names[i : i + 9]) for i in range(0, 54, 9)])
    assert b.won()
    names[0], names[1] = names[1], names[0]
    lay(b, [" ".join(names[i : i + 9]) for i in range(0, 54, 9)])
    assert not b.won()


# -- every game -------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_every_move_back(gid):
    b = board(gid, 5)
    keys = [b.key()]
    for _ in range(60):
        m = b.best()
        if m is None:
            break
        assert b.check(m) is None
        b.apply(m)
        keys.append(b.key())
    keys.pop()
    while keys:
        assert b.undo() and b.key() == keys.pop()
    assert not b.undo()


def press_move(c, m):
    """Makes move ``m`` by keys: right to its gap, down to its card, A.
    Gets the presses."""
    p = c.app.play
    b = c.app.board
    n = 0
    if m >> 16 == E.MOVE:
        while p.gap != m & 0xFF:
            c.key(K.RIGHT)
            n += 1
        while p.chosen() != b.at(m >> 8 & 0xFF):
            c.key(K.DOWN)
            n += 1
    c.key(K.A)
    return n + 1


@pytest.mark.parametrize("gid", GAMES)
def test_the_stored_win_replays_and_by_keys_is_counted_in_the_statistics(gid, figure):
    """The prover's win (tests/data/wins) replays in the notation, and by
    keys through the Play (the cursor to the gap, the card chosen, A) to
    the win screen; the statistics count it. The presses a move measured."""
    with open(os.path.join(WINS, gid + ".moves")) as f:
        win = f.read()
    assert PG.replays_to_win(win)
    rules, deal, moves = PG.read_win(win)
    b = board(gid, deal)
    ms = []
    for t in moves.split():
        m = parse_move(b, t)
        ms.append(m)
        b.apply(m)
    c = Console()
    c.app.start(MENU_GAMES.index(gid), deal)
    presses = sum(press_move(c, m) for m in ms)
    c.pause(20)
    assert c.app.state == SC.WIN and c.app.board.won()
    e = c.app.saver.stats.get(gid, c.app.board.options)
    assert e.played == 1 and e.won == 1
    figure("%s deal %d: %d moves, %d presses (%.1f a move)" % (gid, deal, len(ms), presses, presses / len(ms)))


@pytest.mark.parametrize("gid", GAMES)
def test_the_hint_puts_the_cursor_on_a_legal_move(gid):
    c = Console()
    c.app.start(MENU_GAMES.index(gid), 3)
    c.key(K.A_HOLD)
    p = c.app.play
    m = E.MOVE << 16 | c.app.board.find(p.chosen()) << 8 | p.gap
    assert c.app.board.check(m) is None and m == c.app.board.best()
    c.key(K.A)
    assert c.app.board.nmoves == 1 and c.app.board.hist[0] == m


def test_a_stuck_round_ends_by_a():
    c = Console()
    c.app.start(MENU_GAMES.index("gaps"), 1)
    b = c.app.board
    lay(b, [" ".join(r.split()) for r in ["2C 3C 4C KH .. 9D 8D 7D 6D 5D 4D 3D 2D", "5C 6C KD .. 2H 3H 4H 5H 6H 7H 8H 9H TH",
                                           "JH QH KC .. 7C 8C 9C TC JC QC TD JD QD", "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS .."]])
    c.app.play.status()
    assert bytes(c.app.screen.msg).decode().startswith("A: round 2")
    tab = bytes(c.app.screen.tab)
    c.key(K.A)
    assert b.round == 2 and b.hist == [E.REDEAL << 16]
    assert c.app.play.dealing and bytes(c.app.screen.tab) == tab  # (the new grid waits for the tick: a key under 2M fuel)
    c.pause(1)
    assert not c.app.play.dealing and bytes(c.app.screen.tab) != tab and not b.size[c.app.play.gap]


@pytest.mark.parametrize("gid", GAMES)
def test_power_cut_resumes_the_game_and_its_undo(gid):
    resumes_after_power_cut(gid, [K.A_HOLD, K.A] * 5, play=Play)


@pytest.mark.parametrize("gid", GAMES)
def test_position_text_reads_back(gid):
    b = board(gid, 3)
    for _ in range(7):
        b.apply(b.best())
    again = parse_position(text(b), MENU_GAMES)
    assert again.key() == b.key() and again.legal_moves() == b.legal_moves()


def test_a_bad_position_says_its_line_and_column():
    """The position's frame (cards/notation.family_head): the header's game
    and fields, with the line and column."""
    with pytest.raises(NotationError, match="line 1, column 1: unknown game 'klondike'"):
        parse_position("klondike deal=1\n", MENU_GAMES)
    with pytest.raises(NotationError, match="line 1, column 6: not a header field: 'seed=3'"):
        parse_position("maze seed=3\n", MENU_GAMES)
    with pytest.raises(NotationError, match="line 2, column 1: a row of 9 places"):
        parse_position("maze deal=1\n1: AC\n", MENU_GAMES)


@pytest.mark.parametrize("gid", GAMES)
def test_rules_screen_from_the_record(gid):
    texts = rules_texts(MENU_GAMES[MENU_GAMES.index(gid)])
    assert any(t.startswith("Goal: ") for t in texts) and texts[-1].startswith("Keys: ")
    if gid != "maze":
        assert (", shuffled," in texts[2]) == (gid == "spaces") and "3 rounds" in texts[2]


def test_command_line_plays_and_refuses():
    b = board("maze", 2)
    m = b.legal_moves()[0]
    tok = "%s>%s" % ("A23456789TJQK"[(b.at(m >> 8 & 0xFF) & 15) - 1] + "CDHS"[b.at(m >> 8 & 0xFF) >> 4 & 3], "%s%d" % (chr(97 + (m & 0xFF) % 9), (m & 0xFF) // 9 + 1))
    assert parse_move(b, tok) == m
    rc, out, err = sim("play", "maze", "--deal", "2", "--moves", tok)
    assert rc == 0 and out.rstrip().endswith("not won"), err
    rc, out, err = sim("play", "gaps", "--deal", "2", "--moves", "r")
    assert rc == 1 and "A card can still move" in err and err.count("\n") == 1
    rc, out, err = sim("play", "gaps", "--moves", "7H>z9")
    assert rc == 2 and "not a move" in err and err.count("\n") == 1


# -- the family's table and the menu ------------------------------------------------


def test_the_table_is_built_from_the_source_and_the_menu_lists_its_games():
    from host_tools import build_gaps

    entries = build_gaps.load(build_gaps.SOURCE, compile_record=build_gaps.record)
    assert [e[0] for e in entries] == list(GAMES)
    assert build_gaps.main(["--check"]) == 0
    assert MENU_GAMES.tail[:4] == ("pairs", "chance", "squares", "gaps") and MENU_GAMES.tn[3] == len(entries)
    first = MENU_GAMES.n + len(MENU_GAMES.extra) + sum(MENU_GAMES.tn[:3])
    for j, (gid, name, rec, _) in enumerate(entries):
        r = MENU_GAMES[first + j]
        assert (r.id, r.name, r.family) == (gid, name, "gaps") and MENU_GAMES.index(gid) == first + j
        assert E.record(gid) == rec


@pytest.mark.parametrize("field,value,says", [
    ("kind", '"spiral"', "kind = 'spiral': one of rows, ring"),
    ("cols", "20", "cols = 20: a number from 4 to 16"),
    ("rows", "5", "rows x cols less short must be the deck's 52 places"),
    ("colour", "1", "unknown field colour"),
])
def test_a_bad_source_record_is_refused_in_one_line(tmp_path, monkeypatch, capsys, field, value, says):
    from bad_source import refused_in_one_line
    from host_tools import build_gaps

    fields = {"name": '"Bad"', "kind": '"rows"', "rows": "4", "cols": "13", "rounds": "3"}
    fields[field] = value
    refused_in_one_line(build_gaps, tmp_path, monkeypatch, capsys, fields, says)


def test_the_menu_lists_the_family_and_its_games():
    from test_menu import open_list, press, walk
    from solitaire.console import menu as MN

    app = App(Screen(), MENU_GAMES)
    open_list(app, MN._M_FAMILIES)
    fams = walk(app)
    f = fams.index("Gaps (3)")  # (a family is named by its first game)
    press(app, *[K.DOWN] * f + [K.A])
    assert sorted(walk(app)) == ["Gaps", "Maze", "Spaces"]


# -- the prover -------------------------------------------------------------------


def test_make_prove_covers_the_family(tmp_path):
    """solve.py's --family gaps: the family's own search (prove_gaps, best
    first) wins Maze's deal 2, writes its win in the family's notation and
    its row under the family's summary."""
    from host_tools import solve as S

    results = S.prove(["maze"], deals=range(2, 3), budget=20_000, workers=1, table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path),
                      report=lambda line: None, progress=lambda line: None)
    assert results[0]["deal"] == 2 and results[0]["search"] == PG.SEARCH
    text_ = (tmp_path / "maze.moves").read_text()
    assert text_.startswith("maze deal=2\n") and PG.replays_to_win(text_)
    assert "proven 1 / 1 grids with gaps (100%)" in (tmp_path / "PROVEN.md").read_text()
    assert "gaps" in S.PROVABLE


def test_a_search_that_runs_out_of_budget_says_so():
    moves, nodes, reason = PG.whole_win(MENU_GAMES[MENU_GAMES.index("maze")], 1, budget=100)
    assert (moves, reason) == (None, "budget") and nodes == 100
