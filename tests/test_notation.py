"""Move notation, the position text format, and Freecell Solver compatibility
(firmware/solitaire/notation.py)."""

import glob
import os
import random
import re

import pytest

from solitaire.cards import notation
from solitaire.cards.board import STOCK, WASTE, Board, IllegalMove, encode
from solitaire.cards.games import GAMES, find

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
FREECELL = find("freecell")

VARIANTS = [
    ("klondike", b"\x00\x00"),
    ("klondike", b"\x01\x01"),
    ("freecell", b""),
    ("spider", b"\x00"),
    ("spider", b"\x02"),
    ("yukon", b""),
    ("canfield", b"\x00\x00"),
    ("canfield", b"\x01\x02"),
]


# -- round trips -------------------------------------------------------------


@pytest.mark.parametrize("game,options", VARIANTS)
def test_move_text_round_trip(game, options):
    rules = find(game)
    rng = random.Random("moves " + game + options.hex())
    seen_v = 0
    for deal in (1, 2, 3):
        b = Board(rules, deal, options)
        for _ in range(120):
            ms = b.legal_moves()
            if not ms:
                break
            for m in ms:
                t = notation.move_text(b, m)
                assert notation.parse_move(b, t) == m, (t, m)
                seen_v += "v" in t
            b.apply(rng.choice(ms))
    if game == "yukon":
        assert seen_v  # the extended form came up (groups onto spaces)


@pytest.mark.parametrize("game,options", VARIANTS)
def test_text_round_trip(game, options):
    rules = find(game)
    rng = random.Random("text " + game + options.hex())
    for deal in (1, 5):
        b = Board(rules, deal, options)
        for step in range(100):
            if step % 7 == 0:
                t = notation.text(b)
                b2 = notation.parse_position(t, GAMES)
                assert b2.key() == b.key()
                assert b2.base == b.base
                assert notation.text(b2) == t
                assert b2.nmoves == 0
            ms = b.legal_moves()
            if not ms:
                break
            b.apply(rng.choice(ms))


def test_moves_text_replays():
    # a whole game written as text plays back to the same position
    rules = find("klondike")
    rng = random.Random(7)
    b = Board(rules, 11)
    tokens = []
    for _ in range(80):
        ms = b.legal_moves()
        m = rng.choice(ms)
        tokens.append(notation.move_text(b, m))
        b.apply(m)
    b2 = Board(rules, 11)
    assert notation.parse_moves(b2, " ".join(tokens)) == 80
    assert b2.key() == b.key() and notation.moves(b2) == notation.moves(b)


def test_text_format_example():
    b = Board(find("canfield"), 7)
    t = notation.text(b).split("\n")
    assert t[0] == "canfield deal=7 draw=3 passes=no-limit"
    assert t[1] == 'base: Q'
    assert t[2].startswith("s: #") and t[3] == "w:"
    assert t[4:8] == ['h1: QH', 'h2:', 'h3:', 'h4:']
    assert t[8] == 'r: #6D #AC #7C #QS #KD #8S #3C #TH #9S #4H #TS #3S 5D'
    assert t[9:] == ['1: 3H', '2: 2D', '3: 5C', '4: JC']


def test_parse_position_comments_blank_lines_and_ten():
    src = "\n; a comment\nspider deal=4 suits=1 ; trailing\n\n" + "\n".join(notation.text(Board(find("spider"), 4, b"\x02")).split("\n")[1:])
    b = notation.parse_position(src, GAMES)
    assert b.key() == Board(find("spider"), 4, b"\x02").key()
    assert notation.pile_name(b, b.t0 + 9) == "0"
    assert notation.parse_move(b, "01") & 0xFF == b.t0 + 9


# -- moves -------------------------------------------------------------------


def test_parse_move_basics():
    b = Board(FREECELL, 1)
    assert notation.parse_move(b, "8a") == encode(b.t0 + 7, b.c0, 1)
    assert notation.parse_move(b, "8d") == encode(b.t0 + 7, b.c0 + 3, 1)
    assert notation.parse_move(b, " 83 ") == notation.parse_move(b, "83")
    k = Board(find("klondike"), 1, b"\x01\x00")
    assert notation.parse_move(k, "s") == encode(STOCK, WASTE, 3)
    assert notation.parse_move(k, "w1") == encode(WASTE, k.t0, 1)
    s = Board(find("spider"), 1)
    assert notation.parse_move(s, "s") == encode(STOCK, 255, 10)
    c = Board(find("canfield"), 1)
    assert notation.parse_move(c, "r1") == encode(c.r0, c.t0, 1)


def test_cells_are_specific_cells():
    b = Board(FREECELL, 1)
    notation.parse_moves(b, "8c")
    assert b.size[b.c0 + 2] == 1 and b.size[b.c0] == 0
    with pytest.raises(IllegalMove) as e:
        notation.parse_moves(b, "7c")
    assert str(e.value) == "move 1 '7c': That cell is full"


def test_empty_column_takes_one_card_unless_counted():
    b = notation.parse_position(
        "freecell deal=1\n1: KC 9D 8C 7H\n2:\n3: AS\n4: AH\n5: AD\n6: AC\n7: 2H\n8: "
        + " ".join(c for c in remaining(["KC", "9D", "8C", "7H", "AS", "AH", "AD", "AC", "2H"])),
        GAMES,
    )
    assert notation.parse_move(b, "12") == encode(b.t0, b.t0 + 1, 1)
    assert notation.parse_move(b, "12v3") == encode(b.t0, b.t0 + 1, 3)
    assert notation.parse_move(b, "12vA") == encode(b.t0, b.t0 + 1, 10)  # hex, illegal but well-formed
    assert b.check(notation.parse_move(b, "12vA")) == "Not that many cards"
    assert notation.move_text(b, encode(b.t0, b.t0 + 1, 3)) == "12v3"
    assert notation.move_text(b, encode(b.t0, b.t0 + 1, 1)) == "12"


def remaining(used):
    left = ["%s%s" % (r, s) for s in "CDHS" for r in "A23456789TJQK"]
    for c in used:
        left.remove(c)
    return left


@pytest.mark.parametrize(
    "token,msg",
    [
        ("x9", "no source pile 'x'"),
        ("19", "no destination pile '9'"),
        ("8e", "no destination pile 'e'"),
        ("r1", "no source pile 'r'"),
        ("h1", "no source pile 'h'"),
        ("8", "not a move"),
        ("812", "not a move"),
        ("", "not a move"),
        ("83v", "bad count"),
        ("83vz", "bad count"),
        ("83v0", "bad count"),
    ],
)
def test_bad_move_tokens(token, msg):
    b = Board(FREECELL, 1)
    with pytest.raises(notation.NotationError) as e:
        notation.parse_move(b, token)
    assert msg in str(e.value)


def test_parse_moves_column_of_bad_token():
    b = Board(FREECELL, 1)
    with pytest.raises(notation.NotationError) as e:
        notation.parse_moves(b, "5a  5b x9 5c")
    assert (e.value.line, e.value.col) == (1, 8)
    assert "move 3 'x9'" in str(e.value)
    assert b.nmoves == 2  # the moves before it were made


def test_parse_moves_names_illegal_move():
    b = Board(FREECELL, 1)
    with pytest.raises(IllegalMove) as e:
        notation.parse_moves(b, "5a 5b 5a")
    assert str(e.value) == "move 3 '5a': That cell is full"


# -- malformed positions -----------------------------------------------------

GOOD = notation.text(Board(find("klondike"), 3))


def error_at(src):
    with pytest.raises(notation.NotationError) as e:
        notation.parse_position(src, GAMES)
    return e.value.line, e.value.col, str(e.value)


def replace_line(src, n, line):
    lines = src.split("\n")
    lines[n - 1] = line
    return "\n".join(lines)


def test_good_position_parses():
    assert notation.parse_position(GOOD, GAMES).key() == Board(find("klondike"), 3).key()


def test_error_unknown_game():
    line, col, msg = error_at("\n\nklondyke deal=3\n")
    assert (line, col) == (3, 1) and "unknown game 'klondyke'" in msg


def test_error_bad_option_value():
    line, col, msg = error_at(replace_line(GOOD, 1, "klondike deal=3 draw=2 passes=no-limit"))
    assert (line, col) == (1, 22)
    assert msg.startswith("line 1, column 22: draw must be one of 1, 3")


def test_error_unknown_option():
    line, col, msg = error_at(replace_line(GOOD, 1, "klondike deal=3 suits=4"))
    assert (line, col) == (1, 17) and "unknown option 'suits'" in msg


def test_error_deal_not_a_number():
    line, col, msg = error_at(replace_line(GOOD, 1, "klondike deal=x3"))
    assert (line, col) == (1, 15) and "deal must be a number" in msg


def test_error_not_a_card():
    lines = GOOD.split("\n")
    k = [i for i, l in enumerate(lines) if l.startswith("5: ")][0]
    bad = lines[k].split(" ")
    bad[3] = "1X"
    line, col, msg = error_at(replace_line(GOOD, k + 1, " ".join(bad)))
    assert line == k + 1
    assert col == len(" ".join(bad[:3])) + 2
    assert "not a card: '1X'" in msg


def test_error_missing_colon_and_unknown_pile():
    line, col, msg = error_at(GOOD + "\n8 AS")
    assert (line, col) == (GOOD.count("\n") + 2, 1) and "expected 'pile: cards'" in msg
    line, col, msg = error_at(GOOD.replace("\n7: ", "\n8: "))
    assert col == 1 and "no pile '8' in Klondike" in msg
    line, col, msg = error_at(GOOD.replace("h4:", "h5:"))
    assert "no foundation h5" in msg


def test_error_pile_twice():
    line, col, msg = error_at(GOOD + "\nw:")
    assert line == GOOD.count("\n") + 2 and "given twice" in msg


def test_error_cards_missing_or_extra():
    # take one card out: the header line is blamed, and the card named
    lines = GOOD.split("\n")
    k = [i for i, l in enumerate(lines) if l.startswith("1: ")][0]
    gone = lines[k][3:]
    lines[k] = "1:"
    line, col, msg = error_at("\n".join(lines))
    assert (line, col) == (1, 1) and "missing " + gone in msg
    lines[k] = "1: " + gone + " AS"
    line, col, msg = error_at("\n".join(lines))
    assert "extra AS" in msg
    assert (line, col) == (k + 1, len("1: " + gone) + 2)  # the AS added: the deck's own AS lies in the stock, read first


def test_a_duplicated_card_is_named_where_its_second_copy_lies():
    """A card written twice (one replaced by a copy of another) is named at
    the copy read second, not on the header line (issue 28, item 13)."""
    src = notation.text(Board(find("klondike"), 1))
    lines = src.split("\n")
    k = [i for i, l in enumerate(lines) if l.startswith("7: ")][0]
    assert lines[k].endswith(" 4D") and "1: 8S" in lines
    lines[k] = lines[k][: -len("4D")] + "8S"
    line, col, msg = error_at("\n".join(lines))
    assert "missing 4D" in msg and "extra 8S" in msg
    assert (line, col) == (k + 1, len(lines[k]) - 1)
    assert msg.startswith("line %d, column %d: " % (k + 1, len(lines[k]) - 1))


def test_error_base_and_recycles():
    src = notation.text(Board(find("canfield"), 2))
    assert src.split("\n")[1].startswith("base: ")
    line, col, msg = error_at(replace_line(src, 2, "base: Z"))
    assert (line, col) == (2, 7) and "base must be a rank" in msg
    src = notation.text(Board(find("klondike"), 2, b"\x00\x01"))
    line, col, msg = error_at(src.replace("recycles: 0", "recycles: x"))
    assert (line, col) == (2, 11) and "recycles must be a number" in msg


def test_error_empty():
    assert error_at("\n ; nothing\n")[:2] == (1, 1)


# -- Freecell Solver ----------------------------------------------------------


def test_fcs_board_of_deal_1():
    want = [
        "JD KD 2S 4C 3S 6D 6S",
        "2D KC KS 5C TD 8S 9C",
        "9H 9S 9D TS 4S 8D 2H",
        "JC 5S QD QH TH QS 6H",
        "5D AD JS 4H 8H 6C",
        "7H QC AS AC 2C 3D",
        "7C KH AH 4D JH 8C",
        "5H 3H 3C 7S 7D TC",
    ]
    assert notation.fcs_text(Board(FREECELL, 1)) == "\n".join(want)


def test_fcs_board_mid_game():
    b = Board(FREECELL, 1)
    notation.parse_moves(b, "5a 5b 5c 5d 5h b2 8b a8 7a b7 58 6b 65 6h 5h 6h 76")
    t = notation.fcs_text(b).split("\n")
    assert t[0] == "Foundations: H-0 C-2 D-1 S-1"
    assert t[1] == "Freecells: 8C 3D 4H JS"
    assert t[6] == ""  # the empty fifth column


def test_fcs_refuses_other_games():
    with pytest.raises(ValueError):
        notation.fcs_text(Board(find("klondike"), 1))


def data_files(ext):
    return sorted(glob.glob(os.path.join(DATA, "freecell_ms*." + ext)))


def deal_of(path):
    return int(re.search(r"freecell_ms(\d+)\.", path).group(1))


def solution(path):
    """Gets the move tokens of an fc-solve ``-m -snx`` solution file."""
    pat = re.compile(r"^[1-8a-d][1-8a-dh](v[0-9a-f]+)?$")
    out = []
    with open(path) as f:
        for line in f:
            toks = line.split()
            if toks and all(pat.match(t) for t in toks):
                out.extend(toks)
    return out


def test_fc_solve_data_present():
    deals = [deal_of(p) for p in data_files("moves") if solution(p)]
    assert 1 in deals and 617 in deals
    assert any("v" in t for p in data_files("moves") for t in solution(p))


@pytest.mark.parametrize("path", data_files("board"), ids=os.path.basename)
def test_fcs_board_matches_make_microsoft_freecell_board(path):
    with open(path) as f:
        want = f.read().strip("\n")
    assert notation.fcs_text(Board(FREECELL, deal_of(path))) == want


@pytest.mark.parametrize("path", [p for p in data_files("moves") if solution(p)], ids=os.path.basename)
def test_fc_solve_solution_wins(path):
    b = Board(FREECELL, deal_of(path))
    moves = solution(path)
    assert notation.parse_moves(b, " ".join(moves)) == len(moves)
    assert b.won()
    # and the engine writes the same notation back
    b2 = Board(FREECELL, deal_of(path))
    for t, m in zip(moves, notation.moves(b)):
        assert notation.move_text(b2, m) == t
        b2.apply(m)
