"""The games of Wikibooks' "Solitaire card games" (``seeds/001``) that
politaire lacks, as card engine records (issue 32): each held to its text,
a test per rule the text states, the sentence quoted. Their records have no
politaire section (``seed = ""``), so the seed checker skips them; these
tests are what holds them to their source.

Duchess and Gate fill a space from the reserve while it lasts, then from
the waste (build_catalogue's ``fill_from`` bit ``reserve_first``); Duchess's
first card up is a reserve fan's and sets the base (``base_first`` 2)."""

import os
import subprocess
import sys

import pytest

from solitaire.cards import notation
from solitaire.cards import text
from solitaire.cards.board import K_TAB, STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.games import GAMES, find
from solitaire.cards.rules import _GOAL_FOUNDATION as GOAL_FOUNDATION

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, names, play, position, reason  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIKIBOOKS = os.path.join(REPO, "assets", "seeds", "wikibooks.txt")  # (the seed as the repository holds it)

FAMILY = {"duchess": "Canfield", "gate": "Canfield", "six_by_six": "Spider", "strategy": "Sir Tommy", "following": "Klondike", "ninety_one": "Baker's Dozen", "betsy_ross": "Sir Tommy", "colors": "Sir Tommy", "double_or_quits": "Corona"}  # the family each one's play belongs to
GAMES_HERE = tuple(FAMILY)


def said(sentence):
    """Checks that the quoted sentence is Wikibooks' own (its copy in
    assets/seeds/), so a test quotes the text it holds a record to."""
    if os.path.exists(WIKIBOOKS):
        with open(WIKIBOOKS, encoding="utf-8") as f:
            assert " ".join(sentence.split()) in " ".join(f.read().split()), sentence
    return sentence


def _reserve(b):
    return [names(b, p) for p in range(b.r0, b.t0)]


ROTATION = (2, 0, 1, 3)  # Following's suits in turn: a club on a heart, a diamond on a club, a spade on a diamond, a heart on a spade


def _won(gid):
    """A position with every card on the foundations, Ace (or the base) up
    (Following's in the suits' rotation)."""
    b = Board(find(gid), 1)
    for p in range(len(b.size)):
        b.size[p] = 0
    base = 1
    for f in range(4):
        for i in range(13):
            suit = ROTATION[(f + i) % 4] if gid == "following" else f
            rank = (base + i - 1) % 13 + 1 if gid != "betsy_ross" else (f + 1) * (i + 1) % 13 or 13  # (its steps: the n-th pile by n)
            if gid == "colors":  # from 2, 3, 4, 5 up, each pile one colour, alternating: a colour's two suits shared by rank
                rank = (f + 1 + i) % 13 + 1
                suit = ((3, 0) if f % 2 == 0 else (2, 1))[(rank + f // 2) % 2]
            b.push(b.f0 + f, (suit << 4 | rank) | FACE_UP)
    b.set_base(base)
    assert len(set(all_cards(b))) == 52
    return b


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_the_record_is_marked_as_from_another_source_and_sits_in_its_family(gid):
    """Not a politaire game (``seed = ""``, as ``canfield_ring``); the menu
    lists it in the family its play belongs to: Duchess and Gate with
    Canfield (a reserve filling the tableau's spaces, a stock to the
    waste), Six By Six with Spider (down regardless of suit, runs of one
    suit moving as one), Strategy with Sir Tommy (waste piles the player deals onto;
    Wikibooks: "This game belongs to the same family of games as Sir Tommy")."""
    e = [e for e in BC.load() if e.id == gid][0]
    assert e.seed == "" and e.family == FAMILY[gid]
    out = subprocess.run([sys.executable, "-m", "sim", "list", "--family", FAMILY[gid]], cwd=REPO, capture_output=True, text=True).stdout
    assert gid in [line.split()[0] for line in out.splitlines()]
    r = find(gid)
    assert (r.goal == GOAL_FOUNDATION) == (gid not in OTHER_GOAL) and r.cards() == 52


OTHER_GOAL = ("ninety_one", "double_or_quits")  # (their goals' own tests below)


@pytest.mark.parametrize("gid", [g for g in GAMES_HERE if g not in OTHER_GOAL])
def test_the_goal_every_card_up(gid):
    said({"duchess": "The game is won when all cards are built onto the foundations.",
          "gate": "The game is won when all cards are played to the foundations.",
          "six_by_six": "If any aces are found during the deal then they are moved to the foundations",  # (its text names no goal but the foundations)
          "strategy": "The game is won when all cards end up in the foundations.",
          "following": "The game is won when all cards are built into the foundations",
          "betsy_ross": "The game is won when every card from the stock is built on the foundations.",
          "colors": "The game is won when all of the cards are built onto the foundations, which should have an ace, a deuce, a trey, and a four on top."}[gid])
    assert _won(gid).won()
    assert not Board(find(gid), 1).won()


# -- Duchess -----------------------------------------------------------------


def test_duchess_deal():
    said("First, four fans of three cards are set up; they form the reserve. Then a space is left for the four foundations, then four cards are placed in a row; they form the bases for the tableau columns.")
    b = Board(find("duchess"), 1)
    assert b.t0 - b.r0 == 4 and [b.size[p] for p in range(b.r0, b.t0)] == [3] * 4
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))  # (fans: all seen)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 4
    assert [b.size[p] for p in range(b.f0, b.c0)] == [0] * 4 and b.base == 0  # (a space left for them)
    assert b.size[STOCK] == 52 - 16 and len(set(all_cards(b))) == 52
    again = notation.parse_position(notation.text(b), GAMES)
    assert again.key() == b.key()


DUCHESS = {"a": "5D 7H", "b": "KC 2S", "c": "", "d": "QD", "1": "9C", "2": "", "3": "AS", "4": "8C 7D", "w": "6S"}


def test_duchess_the_player_picks_a_reserve_card_to_start_the_foundations():
    said("To start the game, the player will choose among the top cards of the reserve fans which will start the first foundation pile.")
    b = position("duchess deal=1", DUCHESS, "s")
    assert reason(b, "1h") == "Reserve card first"  # a tableau card can't start them
    assert reason(b, "wh") == "Reserve card first"  # nor the waste's
    assert reason(b, "ah") is None and reason(b, "bh") is None and reason(b, "dh") is None
    play(b, "ah")
    assert b.base == 7
    b.undo()
    assert b.base == 0  # (taken back, the choice is open again)


def test_duchess_the_other_three_foundations_start_with_the_same_rank():
    said("Once he/she makes that decision and picks a card, the three other cards with the same rank, whenever they become available, will start the other three foundations.")
    b = play(position("duchess deal=1", DUCHESS, "s"), "ah")
    assert reason(b, "4h") is None  # the 7 of diamonds, from the tableau, starts the next
    assert reason(b, "wh") is not None  # a 6 starts none
    assert reason(b, "3h") is not None  # nor an Ace


def test_duchess_foundations_build_up_in_suit_round_the_corner():
    said("The foundations are built up by suit and ranking is continuous as Aces are placed over Kings.")
    b = position("duchess deal=1\nbase: 7", {"h1": "7H 8H 9H TH JH QH", "a": "2H AH KH", "b": "AC", "1": "KS"}, "s")
    assert reason(b, "1h1") == "Needs a King of hearts"  # by suit
    play(b, "ah1")
    assert reason(b, "ah1") is None  # the Ace on the King
    assert reason(b, "bh1") is not None  # another suit's Ace: no


def test_duchess_tableau_builds_down_in_alternate_colours_king_on_ace():
    said("The cards on the tableau are built down in alternating colors. Ranking is also continuous in the tableau as Kings can be placed over Aces.")
    b = position("duchess deal=1\nbase: 7", {"h1": "7C", "1": "AD", "2": "KS", "3": "KH", "4": "QD", "a": "JC"}, "s")
    assert reason(b, "21") is None  # a black King on a red Ace
    assert reason(b, "31") == "Needs a black King"  # a red one: no
    assert reason(b, "a4") is None  # Jack of clubs on the Queen of diamonds
    assert reason(b, "42") is None and reason(b, "43") is not None


def test_duchess_runs_move_as_one_and_nothing_goes_on_the_reserve():
    said("One card can be moved at a time, but sequences can also be moved as one unit. No cards can be built on the reserve.")
    b = position("duchess deal=1\nbase: 7", {"h1": "7C", "1": "9C 8D 7S", "2": "TH", "3": "QS", "a": "KD"}, "s")
    assert reason(b, "12v3") is None  # the run 9-8-7 onto the 10 of hearts, as one
    play(b, "12")
    assert names(b, b.t0 + 1) == "TH 9C 8D 7S" and b.size[b.t0] == 0
    assert reason(b, "3a") == "Cards can't go there"


def test_duchess_spaces_fill_from_the_reserve_then_from_the_waste():
    said("Spaces that occur on the tableau are filled with any top card in the reserve. If the entire reserve is exhausted however, it is not replenished; spaces that occur after this point have to be filled with cards from the waste pile or, if a wastepile has not been made yet, the stock.")
    b = position("duchess deal=1", DUCHESS, "s")
    assert reason(b, "a2") is None and reason(b, "d2") is None  # any reserve fan's top card
    assert reason(b, "w2") == "Fill from the reserve"  # not the waste's while the reserve lasts
    assert reason(b, "12") is not None  # nor another column's
    b = position("duchess deal=1", {"a": "", "b": "", "c": "", "d": "", "1": "9C", "2": "", "w": "6S"}, "s")
    assert reason(b, "w2") is None  # the reserve gone: the waste's top card
    assert reason(b, "12") is not None


def test_duchess_one_redeal():
    said("The stock is dealt one card at a time to the wastepile, the top card of which is available for play. There is one redeal allowed.")
    r = find("duchess")
    assert r.draw == 1 and r.passes == 2
    b = position("duchess deal=1", {"s": "", "w": "6S 5D"}, "1", True)
    assert b.check(b.stock_move()) is None  # the waste turned over: the one redeal
    b = position("duchess deal=1\nrecycles: 1", {"s": "", "w": "6S 5D"}, "1", True)
    assert b.stock_move() >> 8 & 0xFF == STOCK and b.check(b.stock_move()) == "No more passes"


# -- Gate --------------------------------------------------------------------


def test_gate_deal():
    said("First, two columns of five cards are dealt face up. These act as the reserve or \"gate posts.\" Then, between these columns, two rows of four cards are dealt, again face-up.")
    b = Board(find("gate"), 1)
    assert _reserve(b) and [b.size[p] for p in range(b.r0, b.t0)] == [5, 5]
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 8  # (the rails: eight piles in one row on the screen)
    assert all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert b.size[STOCK] == 52 - 18 and b.size[WASTE] == 0


GATE = {"a": "5D 2H", "b": "9S 3C", "1": "9C", "2": "", "3": "AS", "4": "8H", "5": "7S 6D", "6": "TD", "7": "4H", "8": "2S", "w": "JH"}


def test_gate_aces_up_by_suit():
    said("The object of the game, like many solitaire games, is to find the aces, place then onto the foundations, and build each of them up by suit to kings.")
    b = position("gate deal=1", GATE, "s")
    assert reason(b, "3h") is None
    assert reason(b, "8h") == "Starts with an Ace"
    play(b, "3h")
    assert reason(b, "8h") is None  # the 2 of spades on its Ace
    assert reason(b, "ah") is not None  # the 2 of hearts: another suit


def test_gate_rails_build_down_in_alternate_colours_and_runs_move_whole():
    said("The cards in the rails are available for play, to be placed on the foundations or onto other cards in the rail. The cards in the rails are built down by alternating color (a card with a red suit over a one with a black suit, and vice versa).")
    said("The most prevalent rule regarding moves of sequences is that sequences can be moved as a whole.")
    b = position("gate deal=1", GATE, "s")
    assert reason(b, "41") is None  # a red 8 on a black 9
    assert reason(b, "16") is None  # a black 9 on a red 10
    assert reason(b, "61") == "Needs a red 8"  # a red 10 on a black 9: no
    b = position("gate deal=1", {"1": "9C", "4": "8H 7S"}, "s")
    assert reason(b, "41v2") is None  # the run 8H-7S onto the 9 of clubs, whole
    play(b, "41")
    assert names(b, b.t0) == "9C 8H 7S"


def test_gate_spaces_fill_from_the_gate_posts_then_the_waste():
    said("Spaces in the rails are filled using cards from the gate posts. If the cards in the gate posts are used up, the top card of the wastepile, or the next card in the stock if there is no wastepile, can be used to fill spaces. The gate posts are never replenished.")
    b = position("gate deal=1", GATE, "s")
    assert reason(b, "a2") is None and reason(b, "b2") is None
    assert reason(b, "w2") == "Fill from the reserve"
    assert reason(b, "12") is not None  # a rail's card: no
    assert reason(b, "1a") == "Cards can't go there"  # never replenished
    b = position("gate deal=1", dict(GATE, a="", b=""), "s")
    assert reason(b, "w2") is None


def test_gate_no_redeal():
    said("However, once the stock runs out, there are no redeals.")
    b = position("gate deal=1", {"s": "", "w": "6S 5D"}, "1", True)
    assert b.check(b.stock_move()) == "No more passes"


def test_the_rules_screen_says_the_stocks_card_goes_onto_any_waste_pile():
    s = " ".join(text.sentences(find("strategy")))
    assert "Tableau: eight waste piles, empty at first. The stock's top card goes onto any of them, whatever lies there; their top cards go only up." in s
    assert "On the tableau" not in s and "A space" not in s  # (no build rule, no fill rule: they don't apply)


@pytest.mark.parametrize("gid", ("duchess", "gate"))
def test_the_rules_screen_says_the_reserve_fills_spaces_first(gid):
    """The rules screen is written from the record: the fill rule in words."""
    s = " ".join(text.sentences(find(gid)))
    assert "A space takes any card from the reserve while it lasts, then from the waste." in s
    if gid == "duchess":
        assert "the first card played up, a reserve pile's top card, sets the base rank" in s
        assert "Turn the waste over one more time." in s


# -- Strategy ----------------------------------------------------------------


def test_strategy_deal_one_card_at_a_time_onto_eight_waste_piles():
    said("The cards in the deck are dealt one at a time.")
    b = Board(find("strategy"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [0] * 8  # eight waste piles, empty
    assert b.size[STOCK] == 0 and b.size[WASTE] == 52  # (stock "up": its cards lie in the waste's place)
    assert b.top(WASTE) & FACE_UP  # its top card seen, the one that plays
    assert b.legal_moves(STOCK) == []  # nothing is dealt past it


STRATEGY = {"w": "9S 2C AH", "1": "KD 5S", "2": "", "3": "2H", "h1": "AS"}


def test_strategy_aces_go_up_and_build_up_by_suit():
    said("Aces, whenever they appear, are placed onto the foundations and are built up by suit.")
    b = position("strategy deal=1", STRATEGY, "4", True)
    assert reason(b, "wh2") is None  # the Ace of hearts starts a foundation
    assert reason(b, "3h1") == "Needs a 2 of spades"  # the 2 of hearts not on the spades
    play(b, "wh2")
    assert reason(b, "3h2") is None


def test_strategy_any_card_onto_any_waste_pile_top_cards_play():
    said("Cards that cannot yet be built are placed on any one of eight wastepiles, the top cards of which are available for play.")
    b = position("strategy deal=1", dict(STRATEGY, w="9S 2C"), "4", True)
    for p in "12345678":  # onto a King, a 5, a 2, into a space: any of them
        assert reason(b, "w" + p) is None
    assert set(b.legal_moves(WASTE)) >= {WASTE | p << 8 | 1 << 16 for p in range(b.t0, b.npiles)}
    assert reason(b, "1h1") is not None and names(b, b.t0) == "KD 5S"  # the 5 of spades plays, up only


def test_strategy_a_card_on_a_waste_pile_goes_only_up():
    said("Once a card is placed on a wastepile, the next place it will go is to foundations; it cannot be moved to another wastepile.")
    b = position("strategy deal=1", STRATEGY, "4", True)
    assert reason(b, "12") == "Only the stock's card"  # not into an empty one
    assert reason(b, "31") == "No building here"  # nor onto another
    b = position("strategy deal=1", dict(STRATEGY, h1="AS 2S 3S 4S"), "4", True)
    assert reason(b, "1h1") is None  # the 5 of spades goes up


def test_strategy_the_hint_puts_the_stocks_card_where_it_blocks_least():
    """With nothing to send up, the hint still has a move (it had none: a
    card onto a waste pile scores no better than the position)."""
    from solitaire.cards import hintnow

    b = position("strategy deal=1", {"w": "9S 6C", "1": "KD", "2": "5H", "3": "7D"}, "4", True)
    m = hintnow.hint(b)
    assert m is not None and (m >> 8) & 0xFF == b.t0 + 2  # the 6 of clubs onto the 7, not the King


def test_strategy_the_device_shows_the_stocks_card_where_it_blocks_least():
    """On the device (the search a slice a tick) the hint is the same
    fallback: in deal 1's first position nothing goes up, the search finds
    no move, and the stock's card is held over a waste pile."""
    from test_card_play import ask_for_hint, new_app
    from solitaire.cards import hint, hintnow

    app = new_app("strategy", 1)
    s = hint.Search(Board(app.board.rules, 1))
    while not s.step(4):
        pass
    assert s.result() is None  # (the search's own: nothing beats the position)
    ask_for_hint(app)
    now = 0
    while app.play.hinting is not None:
        now += 10
        app.tick(now)
    assert app.play.holding
    m = app.play.cands[app.play.target]
    assert m == s.given() == hintnow.hint(Board(app.board.rules, 1))
    assert m & 0xFF == WASTE and app.board.kind[(m >> 8) & 0xFF] == K_TAB


@pytest.mark.parametrize("gid", GAMES_HERE)
def test_played_through_the_keys_by_its_hints(gid):
    """The device's keys make every move the hint engine plays in a deal
    (picks, the waste piles' and the reserve's cards, spaces), and undo
    takes the last back."""
    from test_card_play import new_app
    from solitaire.console import buttons as K
    from sim.autoplay import play_moves
    from sim.sessions import greedy_moves

    app = new_app(gid, 2)
    moves, _ = greedy_moves(gid, 2, limit=60)
    least = 1 if gid == "ninety_one" else 30  # (Ninety-One's hints win deal 2 in one move)
    assert len(moves) >= least
    play_moves(app, moves)
    n = app.board.nmoves
    assert n >= least
    if gid == "ninety_one":
        assert app.board.won()  # (the game over: no undo)
        return
    app.key(K.B, 0)
    assert app.board.nmoves < n


# -- Six By Six --------------------------------------------------------------


def test_six_by_six_deal_six_columns_of_six_the_aces_up_and_replaced():
    said("The game consists of 6 columns each with 6 cards dealt to them at the start of the game. If any aces are found during the deal then they are moved to the foundations and the next card dealt replaces it.")
    r = find("six_by_six")
    seen = set()
    for deal in range(1, 21):
        b = Board(r, deal)
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [6] * 6  # (replaced: no pile a card short)
        assert not [c for p in range(b.t0, b.npiles) for c in b.cards(p) if c & 15 == 1]
        ups = [c for p in range(b.f0, b.c0) for c in b.cards(p)]
        assert all(c & 15 == 1 for c in ups) and len(set(all_cards(b))) == 52
        # the Aces up are those the deal reached: the stock's cards come after the 36th card dealt
        assert b.size[STOCK] == 52 - 36 - len(ups)
        seen.add(len(ups))
        again = notation.parse_position(notation.text(b), GAMES)
        assert again.key() == b.key()
    assert len(seen) > 1  # (some deals reach more Aces than others)


SIX = {"1": "9C 8C", "2": "7H", "3": "9H 8S 7S", "4": "TD 8D 7C", "5": "", "6": "KS"}


def test_six_by_six_build_down_regardless_of_suit():
    said("Build in descending sequence on the tableau.")
    b = position("six_by_six deal=1", SIX, "s")
    assert reason(b, "21") is None  # a red 7 on a black 8
    assert reason(b, "26") == "Needs a Queen"  # not on a King


def test_six_by_six_a_block_of_one_suit_moves_at_once():
    said("A block of same suit cards can be moved at once.")
    b = position("six_by_six deal=1", dict(SIX, **{"5": "9D"}), "s")
    assert reason(b, "35v2") is None  # 8S-7S onto the 9 of diamonds, as one
    assert reason(b, "45v2") == "Those cards aren't a run"  # 8D-7C: two suits, no block


def test_six_by_six_a_space_takes_any_card():
    said("A space can be filled by any card.")
    b = position("six_by_six deal=1", SIX, "s")
    assert reason(b, "25") is None and reason(b, "65") is None and reason(b, "35v2") is None


def test_six_by_six_the_stock_deals_onto_the_first_column_no_redeal():
    said("Cards are dealt from the stock to the first tableau column. There is no redeal.")
    b = Board(find("six_by_six"), 1)
    before = [b.size[p] for p in range(b.t0, b.npiles)]
    top = b.top(STOCK)
    play(b, "s")
    assert b.size[b.t0] == before[0] + 1 and b.top(b.t0) == top | FACE_UP
    assert [b.size[p] for p in range(b.t0 + 1, b.npiles)] == before[1:]
    b.undo()
    assert [b.size[p] for p in range(b.t0, b.npiles)] == before and b.top(STOCK) == top
    b = position("six_by_six deal=1", dict(SIX, s=""), "1", True)
    assert b.size[STOCK] == 0 and b.legal_moves(STOCK) == [] and b.check(b.stock_move()) is not None  # no redeal


def test_six_by_six_rules_screen():
    s = " ".join(text.sentences(find("six_by_six")))
    assert "The deal's Aces go up as it turns them up, the next card dealt in each one's place." in s
    assert "Stock: deals one card onto the first pile; no redeal." in s


# -- Following ---------------------------------------------------------------


def test_following_deal_six_cards_in_a_row():
    said("At the onset, one has to lay six cards in a row; this will compose the tableau.")
    b = Board(find("following"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 6
    assert all(b.top(p) & FACE_UP for p in range(b.t0, b.npiles))
    assert [b.size[p] for p in range(b.f0, b.c0)] == [0] * 4 and b.size[WASTE] == 0
    assert b.size[STOCK] == 46 and len(set(all_cards(b))) == 52


def test_following_the_suits_rotation_on_the_tableau():
    said("A Club must be placed over a Heart, a Diamond over a Club, a Spade on a Diamond, and a Heart on a Spade. This rule applies to both the foundations and the tableau.")
    said("Building on the tableau is down, provided that the rotation of suits described above is followed.")
    b = position("following deal=1", {"1": "8H", "2": "7C", "3": "7D", "4": "QD", "5": "", "6": ""}, "s")
    assert reason(b, "21") is None  # the 7 of clubs on the 8 of hearts
    assert reason(b, "31") == "Needs a 7 of clubs"  # not the 7 of diamonds
    b = position("following deal=1", {"1": "8C", "2": "7D", "3": "7S", "4": "8D", "5": "8S", "6": "7H"}, "s")
    assert reason(b, "21") is None and reason(b, "34") is None and reason(b, "65") is None  # diamond on club, spade on diamond, heart on spade
    assert reason(b, "24") == "Needs a 7 of spades"  # not a diamond on a diamond
    assert reason(b, "61") == "Needs a 7 of diamonds"  # nor a heart on a club


SPADES_UP = "AS 2H 3C 4D 5S 6H 7C 8D 9S TH JC QD"  # an Ace of spades' foundation in the rotation, up to the Queen


def test_following_the_suits_rotation_on_the_foundations():
    said("Like any solitaire game, the object is to remove the aces and build them up to kings.")
    b = position("following deal=1", {"1": "2C", "2": "2S", "3": "3H", "h1": "AH", "h2": SPADES_UP}, "s")
    assert reason(b, "1h1") is None  # the 2 of clubs on the Ace of hearts
    assert reason(b, "2h1") == "Needs a 2 of clubs"  # not the 2 of spades
    assert reason(b, "3h1") is not None  # nor a 3
    said("with the King of a foundation pile being the same suit as the Ace that started the pile.")
    b = position("following deal=1", {"1": "KS", "2": "KH", "h2": SPADES_UP}, "s")
    assert reason(b, "1h2") is None and reason(b, "2h2") == "Needs a King of spades"


def test_following_a_whole_sequence_moves_and_a_space_takes_any_card():
    said("An entire sequence in any length can be moved, again retaining the rotation of suits.")
    b = position("following deal=1", {"1": "TC", "2": "9D 8S 7H", "3": "", "4": "9S 8D", "w": "5C"}, "s")
    assert reason(b, "21v3") is None  # 9D 8S 7H onto the 10 of clubs, whole
    assert reason(b, "43v2") == "Those cards aren't a run"  # a diamond doesn't follow a spade
    said("Also, spaces in the tableau can be filled up with any card, whether it is from one of the cards already in the tableau, the top card of the wastepile, or the next card from the stock.")
    assert reason(b, "43") is None and reason(b, "23v3") is None and reason(b, "w3") is None


def test_following_the_stock_one_card_at_a_time_and_once_again():
    said("When the cards in the tableau are not sufficient for building, the stock is dealt one card at a time onto a wastepile. The top card of the wastepile can be used to build on the tableau and the foundations. Once the stock is used up, the wastepile is picked up to become the new stock. This can be done only once in the game.")
    b = Board(find("following"), 1)
    play(b, "s")
    assert b.size[WASTE] == 1 and b.size[STOCK] == 45
    b = position("following deal=1", {"s": "", "w": "5C 6D"}, "1", True)
    assert b.check(b.stock_move()) is None  # the waste picked up once
    play(b, "s")
    assert b.size[STOCK] == 2 and b.size[WASTE] == 0
    play(b, "s s")
    assert b.size[STOCK] == 0 and b.check(b.stock_move()) is not None  # and no more


# -- Ninety-One --------------------------------------------------------------


def _total(b):
    return sum(b.top(p) & 15 for p in range(b.t0, b.npiles))


def test_ninety_one_deal_thirteen_piles_of_four():
    said("Thirteen piles of four cards each are dealt.")
    b = Board(find("ninety_one"), 2)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 13
    assert all(c & FACE_UP for p in range(b.t0, b.npiles) for c in b.cards(p))
    assert b.f0 == b.c0 and b.size[STOCK] == 0 and len(set(all_cards(b))) == 52  # no foundations, no stock


NINETY = {"1": "5S 4H", "2": "KD 5C", "3": "", "4": "AS", "5": "9C QH", "6": "2S", "7": "4D",
          "8": "2H", "9": "6D", "0": "JS", "A": "AC", "B": "4S", "C": "7H"}


def test_ninety_one_any_top_card_onto_any_pile_one_at_a_time():
    said("Only one card can be moved at a time and the top cards of the piles are ones that are counted. Cards are even transferred without any regard to suit or value.")
    b = position("ninety_one deal=1", NINETY, "C", True)
    assert reason(b, "12") is None and reason(b, "21") is None  # a 4 on a 5, a 5 on a 4: no regard to value
    assert reason(b, "5C") is None and reason(b, "13") is None  # onto anything, into a space
    assert reason(b, "12v2") == "Those cards aren't a run"  # (a card at a time: none is)
    assert reason(b, "11") is not None  # (not onto itself)
    assert len(b.legal_moves()) == 12 * 12  # twelve piles with a card, each onto the twelve others (the space among them)


def test_ninety_one_the_goal_the_top_cards_total_91():
    said("The game is won when the top cards of the thirteen piles have a total value of 91.")
    said("Spot cards (cards from ace to ten) are taken at their face value, while jacks are valued at 11, queens at 12, and kings at 13.")
    # Ace to King on top of the thirteen piles, the rest under them, three a pile
    # (the game deals every card to the piles: it keeps no stock to put them in)
    tops = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH".split()
    under = [card_name(c | FACE_UP) for c in full_deck(find("ninety_one"))]
    under = [c for c in under if c not in tops]
    piles = {n: " ".join(under[3 * i:3 * i + 3] + [t]) for i, (n, t) in enumerate(zip("1234567890ABC", tops))}
    b = position("ninety_one deal=1", piles, "1")
    assert _total(b) == 91
    assert not b.won()  # (no card moved yet: the text's object is to move cards so)
    m = [m for m in b.legal_moves() if b.piles[m & 0xFF][2] & 15 == b.top((m >> 8) & 0xFF) & 15]
    if m:  # a card moved that uncovers the rank it covers: still 91
        b.apply(m[0])
        assert _total(b) == 91 and b.won()
        b.undo()
    b2 = position("ninety_one deal=1", dict(NINETY, **{"3": "KS"}), "C", True)
    assert _total(b2) != 91 and not b2.won()


def test_ninety_one_rules_screen():
    s = " ".join(text.sentences(find("ninety_one")))
    assert "Goal: move cards until the top cards of the 13 piles total 91 (Ace 1, Jack 11, Queen 12, King 13), every pile with one" in s
    assert "A pile's top card goes onto any other pile, whatever lies there, or into a space: one card at a time." in s


def test_ninety_one_an_empty_pile_counts_for_nothing():
    """The thirteen piles must each have a top card: a space leaves the
    total short of the goal."""
    b = position("ninety_one deal=1", NINETY, "C", True)
    from solitaire.cards import goals

    assert goals.total(b) == 0


def test_ninety_one_the_hint_brings_the_total_nearest_91():
    from solitaire.cards import hintnow

    b = Board(find("ninety_one"), 2)
    t = _total(b)
    m = hintnow.hint(b)
    b.apply(m)
    assert abs(_total(b) - 91) == min(abs(_total(b) - 91), abs(t - 91)) and abs(_total(b) - 91) <= abs(t - 91)
    for _ in range(20):  # the hints reach it
        if b.won():
            break
        b.apply(hintnow.hint(b))
    assert b.won()


# -- Betsy Ross --------------------------------------------------------------


def test_betsy_ross_deal_the_foundations_two_rows_and_no_tableau():
    said("To begin the game, four cards (regardless of suit) are removed from the deck and placed in a row: an ace, a two, a three, and a four. Another four cards are placed in a row below those four cards: a two, a four, a six, and an eight.")
    said("This game is largely similar to Calculation except that there isn't a tableau, and there is only one waste pile instead of four")
    r = find("betsy_ross")
    suits = set()
    for deal in range(1, 11):
        b = Board(r, deal)
        assert [[c & 15 for c in b.cards(p)] for p in range(b.f0, b.c0)] == [[1, 2], [2, 4], [3, 6], [4, 8]]
        suits |= {c & 0x70 for p in range(b.f0, b.c0) for c in b.cards(p)}
        assert b.t0 == b.npiles and b.size[STOCK] == 44 and b.size[WASTE] == 0 and len(set(all_cards(b))) == 52
        again = notation.parse_position(notation.text(b), GAMES)
        assert again.key() == b.key()
    assert len(suits) == 4  # (regardless of suit)


BETSY = {"h1": "AD 2S", "h2": "2C 4H", "h3": "3S 6H", "h4": "4S 8D"}


def test_betsy_ross_each_foundation_builds_by_its_own_step():
    said("The foundation placed under the ace starts with the two and it is built in ones. The foundation under the two starts with the four and it is built in twos, and so on.")
    b = position("betsy_ross deal=1", dict(BETSY, w="3C"), "s")
    assert reason(b, "wh1") is None  # 3 on the 2, by ones
    assert reason(b, "wh2") == "Needs a 6"  # by twos: a 6 on the 4
    assert reason(b, "wh3") == "Needs a 9" and reason(b, "wh4") == "Needs a Queen"
    b = position("betsy_ross deal=1", dict(BETSY, w="6D"), "s")
    assert reason(b, "wh2") is None and reason(b, "wh1") == "Needs a 3"


def test_betsy_ross_the_steps_go_round_the_corner_to_a_king():
    said("2 4 6 8 10 Q A 3 5 7 9 J K")
    b = position("betsy_ross deal=1", {"h1": "AD 2S", "h2": "2C 4H 6D 8S TC QH", "h3": "3S 6H", "h4": "4S 8D", "w": "AC"}, "s")
    assert reason(b, "wh2") is None  # an Ace on the Queen, by twos
    said("4 8 Q 3 7 J 2 6 10 A 5 9 K")
    b = position("betsy_ross deal=1", {"h1": "AD 2S", "h2": "2C 4H", "h3": "3S 6H", "h4": "4S 8D QC 3C 7C JC 2D 6D TD AH 5H 9H", "w": "KD"}, "s")
    assert reason(b, "wh4") is None  # the King ends it
    assert reason(b, "wh1") == "Needs a 3"


def test_betsy_ross_one_waste_no_turning_over():
    said("The game is lost, however, if it ends with cards still on the wastepile that cannot be transferred to the foundations.")
    b = Board(find("betsy_ross"), 1)
    play(b, "s")
    assert b.size[WASTE] == 1 and b.size[STOCK] == 43
    b = position("betsy_ross deal=1", dict(BETSY, s=""), "w", True)
    assert b.size[STOCK] == 0 and b.check(b.stock_move()) == "No more passes"  # the waste is never turned over


def test_betsy_ross_rules_screen():
    s = " ".join(text.sentences(find("betsy_ross")))
    assert "Foundations: four, dealt an Ace, a 2, a 3 and a 4 (then a 2, a 4, a 6 and an 8 on them); each builds up regardless of suit by its own step" in s
    assert "No tableau." in s


# -- Colors ------------------------------------------------------------------


def test_colors_deal_one_by_one_onto_six_waste_piles():
    said("The cards are shuffled, then dealt out one by one the foundations or onto one of six waste piles, the top cards of which are available for building only on the foundations.")
    b = Board(find("colors"), 1)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [0] * 6 and b.size[WASTE] == 52 and b.top(WASTE) & FACE_UP
    assert [b.size[p] for p in range(b.f0, b.c0)] == [0] * 4
    b = position("colors deal=1", {"w": "9D", "1": "KS", "2": "TC"}, "3", True)
    assert reason(b, "w1") is None and reason(b, "w4") is None  # onto any waste pile
    assert reason(b, "21") is not None and reason(b, "24") is not None  # their cards only go up


def test_colors_foundations_start_2_3_4_5_in_alternating_colours():
    said("A two, a three, a four, and a five are needed to start the foundations. The deuce and the four should be of one color (regardless of suit) and the trey and the five be of the other color. Naturally, the color of the first foundation card that turns up during dealing dictates the colors of the other cards.")
    b = position("colors deal=1", {"w": "3H", "1": "2S", "2": "4C", "3": "5S", "4": "6D"}, "5", True)
    assert reason(b, "4h1") is not None and reason(b, "wh1") is not None  # a 2 starts the first, nothing else
    assert reason(b, "wh2") is None and reason(b, "1h1") is None  # a red 3 or a black 2: either may come first
    assert WASTE | (b.f0 + 1) << 8 | 1 << 16 in b.legal_moves(WASTE)  # (the move list offers it too: the empty piles are not alike)
    play(b, "wh2")  # the 3 of hearts: red for the 3's and the 5's, black for the 2's and 4's
    assert reason(b, "1h1") is None and reason(b, "2h3") is None  # a black 2, a black 4
    assert reason(b, "3h4") == "The colours alternate"  # not a black 5
    b.undo()
    play(b, "1h1")  # the 2 of spades first: the 3's must be red
    assert reason(b, "wh2") is None and reason(b, "3h4") == "The colours alternate"


def test_colors_foundations_build_up_by_colour_round_the_corner():
    said("The foundations are built up by color.")
    b = position("colors deal=1", {"h1": "2S 3C 4S 5C 6S 7C 8S 9C TS JC QS KC", "h2": "3H", "1": "AD", "2": "AS", "3": "4D", "4": "4C"}, "5", True)
    assert reason(b, "2h1") is None  # a black Ace on the black King: round the corner
    assert reason(b, "1h1") is not None  # not a red one
    assert reason(b, "3h2") is None and reason(b, "4h2") is not None  # a red 4 on the red 3, not a black one


def test_colors_no_redeal():
    said("Dealing of cards from the stock continues until the stock runs out.")
    b = position("colors deal=1", {"w": ""}, "1", True)
    assert b.size[WASTE] == 0 and b.legal_moves(STOCK) == [] and b.check(b.stock_move()) is not None


# -- Double or Quits ---------------------------------------------------------

DOUBLING = "A 2 4 8 3 6 Q J 9 5 T 7".split()


def test_double_or_quits_deal_the_foundation_and_seven_reserve_cards_no_king():
    said("The game starts with eight cards dealt in a 3x3 grid with a hollow center. The middle card of the bottom row becomes the foundation and all other cards form the reserve.")
    said("Furthermore, in the beginning of the game, if any king appears in the tableau, it is removed and placed at the bottom of the deck and another card is placed on it.")
    r = find("double_or_quits")
    kings_moved = 0
    for deal in range(1, 21):
        b = Board(r, deal)
        assert b.c0 - b.f0 == 1 and b.size[b.f0] == 1 and b.base == b.top(b.f0) & 15 != 13
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 7
        assert not [p for p in range(b.t0, b.npiles) if b.top(p) & 15 == 13]
        under = [c & 15 for c in b.cards(STOCK)]
        kings_moved += under[: under.index(13) + 1].count(13) if under[0] == 13 else 0
        assert b.size[STOCK] == 44 and len(set(all_cards(b))) == 52
        again = notation.parse_position(notation.text(b), GAMES)
        assert again.key() == b.key()
    assert kings_moved  # (some deals met Kings: at the stock's bottom)


def test_double_or_quits_the_foundation_doubles_regardless_of_suit():
    said("The foundation is built regardless of suit using a sequence in which the value doubles: A-2-4-8-3-6-Q-J-9-5-10-7-A-2, etc. For instance, if the card on the foundation is a 4, an 8 should be placed over it.")
    b = position("double_or_quits deal=1\nbase: 4", {"h1": "4H", "1": "8C", "2": "5D", "3": "KS", "4": "", "5": "", "6": "", "7": ""}, "s")
    assert reason(b, "1h1") is None  # an 8 on the 4, of any suit
    assert reason(b, "2h1") == "Needs an 8"
    for i, rank in enumerate(DOUBLING):  # each card's successor, round to the Ace again
        nxt = DOUBLING[(i + 1) % 12]
        b = position("double_or_quits deal=1\nbase: %s" % rank, {"h1": rank + "H", "1": nxt + "C", "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
        assert reason(b, "1h1") is None, (rank, nxt)


def test_double_or_quits_kings_never_go_up_and_stay():
    said("One can notice that kings are not involved in the sequence above. The prevalent rule set states that the kings are left in the deck and when a king ends up in the reserve, it stays there.")
    for top in DOUBLING:  # on no card of the sequence
        b = position("double_or_quits deal=1\nbase: %s" % top, {"h1": top + "H", "1": "KC", "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
        assert reason(b, "1h1") is not None
    b = position("double_or_quits deal=1\nbase: A", {"h1": "AH", "1": "KC", "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
    assert [m for m in b.legal_moves() if m & 0xFF == b.t0] == []  # the King has nowhere to go


def test_double_or_quits_gaps_filled_from_the_waste_then_the_stock():
    said("Cards in the reserve are available for play and any gaps on the reserve are immediately filled by cards from the wastepile, or from the stock in case the wastepile is empty.")
    b = position("double_or_quits deal=1\nbase: 4", {"h1": "4H", "1": "8C", "2": "5D", "3": "KS", "4": "2C", "5": "3C", "6": "7C", "7": "9C", "w": "TC JC"}, "s")
    play(b, "1h1")
    assert names(b, b.t0) == "JC" and names(b, WASTE) == "TC"  # the waste's top card fills the gap
    b = position("double_or_quits deal=1\nbase: 4", {"h1": "4H", "1": "8C", "2": "5D", "3": "KS", "4": "2C", "5": "3C", "6": "7C", "7": "9C", "w": ""}, "s")
    top = b.top(STOCK)
    play(b, "1h1")
    assert b.top(b.t0) == top | FACE_UP  # the stock's, the waste being empty


def test_double_or_quits_the_waste_picked_up_twice():
    said("If play is not possible from the reserve, the cards from the stock are dealt one at a time into the wastepile. When the stock runs out, the wastepile is picked up and becomes the new stock. This can be done only twice in the game.")
    b = Board(find("double_or_quits"), 1)
    for _ in range(3):
        while b.size[STOCK]:
            play(b, "s")
        if b.recycles < 2:
            assert b.check(b.stock_move()) is None
            play(b, "s")
    assert b.size[STOCK] == 0 and b.recycles == 2 and b.check(b.stock_move()) == "No more passes"


def test_double_or_quits_the_goal_48_cards_up_the_kings_left():
    said("The game is won when all 48 cards are put in the foundation, with the kings end up in the reserve.")
    b = position("double_or_quits deal=1\nbase: A", {"h1": " ".join(r + s for s in "CDHS" for r in DOUBLING), "1": "KC", "2": "KD", "3": "KH", "4": "KS", "5": "", "6": "", "7": ""}, "s")
    assert b.size[b.f0] == 48 and b.won()
    b = position("double_or_quits deal=1\nbase: A", {"h1": " ".join(r + s for s in "CDH" for r in DOUBLING), "1": "KC", "2": "KD", "3": "KH", "4": "KS", "5": "", "6": "", "7": ""}, "s")
    assert not b.won()
