"""Goals without foundations (goals.py: the tableau sorted, the stock emptied)
and spaces filled by a named rank (fill 4, extra's fill_rank), position by
position, with the moves each rule must refuse."""

import os
import sys

from solitaire.cards import auto, notation
from solitaire.cards import rules as R
from solitaire.cards.board import STOCK, WASTE, Board, encode
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.games import GAMES, find
from solitaire.console import buttons as K
from solitaire.console.app import App
from solitaire.console.screen import Screen

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import seed_rules as S  # noqa: E402

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def position(head, piles, filler="s", filler_up=False):
    """A position from ``head`` and ``piles`` ({name: "cards"}); the cards
    not named go to pile ``filler`` (face down unless ``filler_up``)."""
    lines = head.strip().split("\n")
    b = Board(find(lines[0].split()[0]), 1)
    left = sorted(c & 0x7F for p in range(b.npiles) for c in b.cards(p))
    for cards in piles.values():
        for tok in cards.split():
            left.remove(parse_card(tok) & 0x7F)
    rest = " ".join(card_name(c | (FACE_UP if filler_up else 0)) for c in left)
    piles = dict(piles)
    piles[filler] = (piles.get(filler, "") + " " + rest).strip()
    for name, cards in piles.items():
        lines.append("%s: %s" % (name, cards))
    return notation.parse_position("\n".join(lines), GAMES)


def suit_run(suit, start=13, colours=None):
    """Thirteen cards down from ``start``, in ``suit`` (or in turn from ``colours``), round the corner."""
    out = []
    r = start
    for i in range(13):
        s = colours[i % 2] if colours else suit
        out.append("%s%s" % ("A23456789TJQK"[r - 1], s))
        r = r - 1 if r > 1 else 13
    return " ".join(out)


def reason(b, token):
    return b.check(notation.parse_move(b, token))


# -- the seed reads ------------------------------------------------------------


def test_seed_derives_the_goals_and_named_fills():
    games = S.parse()
    want = {
        "spider_one_suit": 1, "simon_says": 1, "brown_recluse": 1, "freds_spider": 1,
        "spidercells": 2, "yukon_kings": 2,
        "knotty_nines": 3, "sweet_sixteen": 3, "trusty_twelve": 3, "bunker": 3,
    }
    for gid, goal in want.items():
        fields, why = S.rules_fields(games[gid])
        assert fields is not None, (gid, why)
        assert fields["goal"] == goal and find(gid).goal == goal
        assert find(gid).found == (8 if gid == "freds_spider" else 0)
    for gid in ("kingsley", "swiss"):
        fields, why = S.rules_fields(games[gid])
        assert fields is not None, (gid, why)
        assert find(gid).fill == 4 and find(gid).extra[21] == 1  # Aces only
    assert find("spider").goal == 0  # whole suits go up by themselves: every card up
    # the tableau sorted by its own build rule, no foundations: read now (goal 8, test_politaire37c)
    assert S.rules_fields(games["bavarian"])[0]["goal"] == 8 == find("bavarian").goal


# -- the tableau sorted ---------------------------------------------------------


def test_spider_one_suit_won_when_every_pile_is_a_whole_suit():
    piles = {str(i): RUN for i in range(1, 9)}
    b = position("spider_one_suit deal=1", piles)
    assert b.size[STOCK] == 0 and b.won()
    assert not b.stuck()
    # a King on the last Ace does not go (no King on Ace here), so a pile of 26 can't be
    assert reason(b, "12") is not None
    # a run one short, its Ace on the next pile: not sorted
    piles["1"] = RUN[:-3]
    piles["2"] = RUN + " AS"
    assert not position("spider_one_suit deal=1", piles).won()
    # a face-down King under a sorted suit: not yet
    piles = {str(i): RUN for i in range(1, 9)}
    piles["1"] = "#" + RUN
    assert not position("spider_one_suit deal=1", piles).won()


def test_spider_one_suit_not_won_with_cards_in_the_stock():
    piles = {str(i): RUN for i in range(1, 8)}
    piles["8"] = RUN[:-6]
    b = position("spider_one_suit deal=1", piles)  # the rest (2 cards) in the stock
    assert b.size[STOCK] == 2 and not b.won()
    assert not auto.can_finish(b)  # nothing goes up: no auto-finish


def test_simon_says_sorted_pile_may_turn_the_corner():
    piles = {"1": suit_run("S"), "2": suit_run("H", 5), "3": suit_run("D", 1), "4": suit_run("C")}
    b = position("simon_says deal=1", piles, "5", True)
    assert b.size[b.t0 + 4] == 0 and b.won()
    # a card in a cell: not won
    piles["a"] = "KC"
    piles["4"] = suit_run("C")[3:]
    b = position("simon_says deal=1", piles, "5", True)
    assert b.size[b.t0 + 4] == 0 and not b.won()
    assert reason(b, "a4") is None  # the King on the Ace below it (King on Ace)
    notation.play(b, notation.parse_move(b, "a4"))
    assert b.won()
    # a pile in sequence but not in suit
    piles = {"1": suit_run("S"), "2": suit_run("H"), "3": suit_run("D").replace("QD", "QC"), "4": suit_run("C").replace("QC", "QD")}
    assert not position("simon_says deal=1", piles, "5", True).won()


def test_yukon_kings_sorted_in_alternate_colours():
    piles = {"1": suit_run(None, colours="SH"), "2": suit_run(None, colours="HS"), "3": suit_run(None, colours="DC"), "4": suit_run(None, colours="CD")}
    b = position("yukon_kings deal=1", piles, "5", True)
    assert b.won()
    # two blacks together: not sorted
    piles["1"], piles["3"] = suit_run(None, colours="SC"), suit_run(None, colours="DH")
    b = position("yukon_kings deal=1", piles, "5", True)
    assert not b.won()
    # spaces take Kings only
    piles = {"1": "KS QH", "2": "5D", "3": "", "4": "", "5": "", "6": "", "7": ""}
    b = position("yukon_kings deal=1", piles, "1", True)
    assert reason(b, "23") == "Only a King fills a space"


def test_freds_spider_sorted_on_the_tableau_or_up():
    # every suit of one deck sorted on the tableau, the other deck up
    piles = {"1": suit_run("S"), "2": suit_run("H"), "3": suit_run("D"), "4": suit_run("C")}
    lines = "freds_spider deal=1\n" + "\n".join("%s: %s" % kv for kv in piles.items())
    ups = ["h%d: %s" % (i + 1, " ".join(reversed(suit_run(s).split()))) for i, s in enumerate("SHDC")]
    b = notation.parse_position(lines + "\n" + "\n".join(ups) + "\ns:", GAMES)
    assert b.won()
    # a King down to 6 on the tableau, its 5 to Ace up: not yet (the finish sends them up)
    piles["1"] = " ".join(suit_run("S").split()[:8])
    ups[0] = "h1: AS 2S 3S 4S 5S"
    ups.append("h5: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
    b = notation.parse_position("freds_spider deal=1\n" + "\n".join("%s: %s" % kv for kv in piles.items()) + "\n" + "\n".join(ups) + "\ns:", GAMES)
    assert not b.won()
    m = auto.auto_moves(b, False)
    assert m is not None
    b.apply(m)
    # one by one the rest goes up, and it is won either way
    while not b.won():
        b.apply(auto.auto_moves(b, False))
    assert sum(b.size[b.f0 : b.c0]) == 104 - 39


def test_spidercells_moves_and_goal():
    cols = ("SH", "HS", "DC", "CD")
    piles = {str(i + 1): suit_run(None, colours=cols[i]) for i in range(4)}
    b = position("spidercells deal=1", piles, "5", True)
    assert b.won()
    piles["a"] = "AC"
    piles["4"] = suit_run(None, colours="CD").rsplit(" ", 1)[0]
    b = position("spidercells deal=1", piles, "5", True)
    assert not b.won()
    assert reason(b, "a1") is not None and reason(b, "a3") is not None  # the Ace of clubs goes on a red 2 only
    notation.play(b, notation.parse_move(b, "a4"))
    assert b.won()


# -- the stock emptied ----------------------------------------------------------


def test_trusty_twelve_won_when_the_last_stock_card_fills_a_space():
    piles = {str(i): "" for i in range(1, 10)}
    piles.update({"0": "", "A": "", "B": ""})
    rules = find("trusty_twelve")
    assert rules.goal == 3 and rules.stock == R.STOCK_NONE and rules.autofill == 2
    piles["1"] = "7H"
    piles["2"] = "8C"
    b = position("trusty_twelve deal=1", piles, "3", True)
    # one card left in the stock: pile 12 is given a card
    b2 = position("trusty_twelve deal=1\n", dict(piles, s="#2D", **{"3": ""}), "4", True)
    assert b2.size[STOCK] == 1 and not b2.won()
    assert reason(b2, "s") is not None  # the stock deals only into spaces, by itself
    assert reason(b2, "43") is None
    assert reason(b2, "42") is not None  # one card at a time: the pile's top onto an 8 does not fit
    notation.play(b2, notation.parse_move(b2, "12"))  # 7 on 8: pile 1 empties, the stock fills it
    assert b2.size[STOCK] == 0 and b2.size[b2.t0] == 1 and b2.won()
    assert b.size[STOCK] == 0 and b.won()  # nothing in the stock: won at once


def test_bunker_needs_the_waste_empty_too():
    piles = {str(i): "" for i in range(1, 9)}
    b = position("bunker deal=1", dict(piles, w="5C"), "1", True)
    assert b.size[STOCK] == 0 and not b.won()
    b2 = position("bunker deal=1", dict(piles, s="#5C"), "1", True)
    assert not b2.won()
    b3 = position("bunker deal=1", piles, "1", True)
    assert b3.won()
    # builds up regardless of suit: a 6 on the 5
    b4 = position("bunker deal=1", dict(piles, **{"1": "5C", "2": "6D", "3": "4H"}), "4", True)
    assert reason(b4, "21") is None and reason(b4, "31") is not None


# -- spaces by a named rank ----------------------------------------------------


def test_kingsley_spaces_take_aces_only():
    b = position("kingsley deal=1", {"1": "", "2": "#3C AH", "3": "#4C KS", "4": "#5C 2D"}, "s")
    assert reason(b, "21") is None
    assert reason(b, "31") == "Only an Ace fills a space"
    assert reason(b, "41") == "Only an Ace fills a space"
    moves = b.legal_moves()
    assert encode(b.t0 + 1, b.t0, 1) in moves and encode(b.t0 + 2, b.t0, 1) not in moves
    # up on the tableau in alternate colours: the King of spades on the Queen of hearts
    b = position("kingsley deal=1", {"1": "#6C QH", "2": "#3C KS", "3": "#7C KD"}, "s")
    assert reason(b, "21") is None and reason(b, "31") is not None


def test_swiss_spaces_take_aces_only():
    b = position("swiss deal=1", {"1": "", "2": "#3C AH", "3": "#4C KS"}, "s")
    assert b.base == 2
    assert reason(b, "21") is None and reason(b, "31") == "Only an Ace fills a space"
    # the stuck check's look at the stock knows the rank too
    b = position("swiss deal=1", {"1": "", "2": "#9C 7S", "3": "#4C 7C", "4": "#5C 7D", "5": "#8C 7H", "6": "", "7": "", "8": "", "9": ""}, "s")
    assert b._any_fits(bytes((parse_card("AH") | FACE_UP,)))
    assert not b._any_fits(bytes((parse_card("KH") | FACE_UP,)))


# -- the screen -----------------------------------------------------------------


def test_yukon_kings_top_row_of_gaps_keeps_the_cursor_below():
    app = App(Screen(), GAMES)
    gi = GAMES.index("yukon_kings")
    app.start(gi, 1, None)
    play = app.play
    assert play.row == 1
    for _ in range(12):
        app.key(K.UP)
    assert play.row == 1
    app.key(K.LEFT)
    app.key(K.RIGHT)
    assert play.row == 1


def test_won_goal_shows_the_win_screen():
    from solitaire.console import screens as SC

    app = App(Screen(), GAMES)
    gi = GAMES.index("trusty_twelve")
    app.start(gi, 1, None)
    b = app.board
    while b.size[STOCK] > 1:
        b.apply(_empty_one(b))
    assert app.state == SC.PLAY
    # the last stock card: a move that empties a pile, through the keys' path
    m = _empty_one(b)
    app.play.make(m)
    assert b.won() and app.state == SC.WIN


def _empty_one(b):
    """Gets a move that empties a one-card pile, the stock filling it (any
    card goes nowhere else here but where it fits: made without a check)."""
    for p in range(b.t0, b.npiles):
        if b.size[p] == 1:
            for d in range(b.t0, b.npiles):
                if d != p and b.size[d]:
                    return encode(p, d, 1)
    raise AssertionError("no one-card pile")


def test_rules_screen_says_the_goal():
    from solitaire.cards.text import sentences

    def goal(gid):
        return [s for s in sentences(find(gid)) if s.startswith("Goal")][0]

    assert goal("spider_one_suit").startswith("Goal: sort every card on the tableau") and "in suit" in goal("spider_one_suit")
    assert "nothing left in the stock." in goal("spider_one_suit")
    assert "alternate colours" in goal("yukon_kings") and "nothing left" not in goal("yukon_kings")
    assert "or send cards up" in goal("freds_spider")
    assert goal("knotty_nines").startswith("Goal: empty the stock.")
    assert goal("bunker").startswith("Goal: empty the stock and the waste.")
    assert not any(s.startswith("Foundations") for s in sentences(find("simon_says")))
    assert any("turn the corner" in s for s in sentences(find("simon_says")))
    assert "A space takes only an Ace." in sentences(find("kingsley"))


def test_yukon_kings_pile_runs_on_past_the_corner_in_whole_13s():
    piles = {"1": suit_run(None, colours="SH") + " " + suit_run(None, colours="HS"), "2": suit_run(None, colours="DC") + " " + suit_run(None, colours="CD")}
    b = position("yukon_kings deal=1", piles, "3", True)
    assert b.size[b.t0] == 26 and b.won()
    # 12 cards here, 14 there: each pile in order, but not whole 13s
    cards = piles["2"].split()
    piles["2"], piles["3"] = " ".join(cards[:12]), " ".join(cards[12:])
    b = position("yukon_kings deal=1", piles, "4", True)
    assert b.size[b.t0 + 1] == 12 and b.size[b.t0 + 2] == 14 and not b.won()
