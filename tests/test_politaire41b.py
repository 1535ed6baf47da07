"""Issue 31's politaire games of cat41b's group, position by position: each
dealt as its seed lays it out, its moves legal and illegal as the seed's
sentences say (the seed checker's agreement, the family, the hints' play,
the rules screen and the stored win: test_politaire_games' ROUNDS).

Dorothy: Captive Queens' three groups of four (fgroups.py) with no tableau,
the whole deck the stock, one card at a time, two passes: the Nines and the
Tens built down by twos in suit (found_dir and fg_dir 24, "twos_down":
fgroups.rule gives it as order.follows' step down by two, no ring), five
cards each, so the Nines end at the Ace (9 7 5 3 A) and the Tens at the 2
(10 8 6 4 2); the Jacks up in suit to the King (fg_third [11, "up"]).

Royal Rendezvous: Royal Cotillion's Boulevard play (sixteen piles of one,
building nothing, a space filled from the waste, else the stock, one pass)
under four groups of four: the Aces dealt up and built up in suit; Aces
dealt up and built up by twos in suit, six cards (A 3 5 7 9 J); 2s dealt
up and built so too (2 4 6 8 10 Q: fg_third [2, "twos"], the second
group's fg_dir 16 and size, dealt after the second's: Rules.extra's place
60, fg_later third_dealt); a King each, nothing on it, each pile of a
different suit (fg_later fourth_differ: fgroups.check).

Diavolo, Rouge Forty and Rouge et Noir: three groups, two pairs from Aces
built up in colour, each pair a red pile and a black one (fg_later
colours_differ: fgroups.check), their top cards coming back, and four piles
taking whole sequences, King to Ace in alternate colours, off the tableau,
which stay (the engine's third and fourth groups of two, fg_third and
fg_fourth "suites", nibble 7: legal.py's whole-suit check, its colours
alternating; found_back refused from them). Their tableaux: Diavolo's
Klondike of nine piles, three passes; Rouge Forty's ten piles of four and
Rouge et Noir's 8 7 6 5 4 3 2 1 1 0, the stock a card onto each pile."""

import os
import sys

import pytest

from solitaire.cards import fgroups, text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.games import find
from solitaire.cards.notation import parse_move

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, position, reason  # noqa: E402
from test_politaire_more import _round_trip  # noqa: E402
from test_politaire38a import seed_says  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402


FAMILY = {"dorothy": "Captive Queens", "royal_rendezvous": "Boulevard", "diavolo": "Diavolo", "rouge_forty": "Diavolo", "rouge_et_noir": "Miss Milligan"}  # the seed's Similar Games group each joins
HINT_DEAL = {"dorothy": 3, "royal_rendezvous": 4}  # (the solver's wins' deals)


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


# -- Dorothy -----------------------------------------------------------------------

# the foundations: h1-h4 the Nines, h5-h8 the Tens, h9-hc the Jacks


def dorothy(piles, filler="s"):
    return position("dorothy deal=1", piles, filler)


def test_dorothy_deals_the_whole_deck_to_the_stock_under_three_groups():
    """"One standard deck", "There are three groups of foundation piles",
    each of four; "The entire deck forms the stock and there is one waste
    pile"."""
    seed_says("There are <b>three</b> groups of foundation piles.")
    seed_says("Foundation C contains <b>four</b> piles.")
    seed_says("The entire deck forms the stock and there is <b>one waste pile</b>.")
    r = find("dorothy")
    b = Board(r, 1)
    assert b.size[STOCK] == 52 and r.tab == 0 and b.c0 - b.f0 == 12
    assert [fgroups.rule(b, d)[0] for d in range(b.f0, b.c0)] == [9] * 4 + [10] * 4 + [11] * 4
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_dorothy_nines_build_down_by_twos_in_suit_to_the_ace():
    """"Any nine may be moved to any empty pile in foundation A. A card may
    be added onto a foundation A pile if it is two lower than the old top
    card of the pile and of the same suit ... No pile may contain more than
    5 cards.\""""
    seed_says("Any nine may be moved to any empty pile in foundation A.")
    seed_says("A card may be added onto a foundation A pile if it is <b>two lower</b> than  the old top card of the pile and of the <b>same suit</b>.")
    seed_says("No pile may contain more than 5 cards.")
    b = dorothy({"w": "9D 9H"})
    assert reason(b, "wh1") is None  # a 9 into an empty Nines pile
    assert reason(b, "wh5") is not None and reason(b, "wh9") is not None  # (not the Tens' or the Jacks')
    b = dorothy({"w": "7C", "h1": "9C"})
    assert reason(b, "wh1") is None  # two lower, in suit
    b = dorothy({"w": "8C", "h1": "9C"})
    assert reason(b, "wh1") is not None  # one lower: no
    b = dorothy({"w": "7H", "h1": "9C"})
    assert reason(b, "wh1") == "Needs a 7 of clubs"  # another suit: the refusal names the card
    b = dorothy({"w": "JC", "h1": "9C 7C 5C 3C AC"})
    assert reason(b, "wh1") == "That foundation is full"  # the Ace ends it: five cards
    b = dorothy({"w": "3C", "h1": "9C 7C 5C"})
    assert reason(b, "wh1") is None


def test_dorothy_tens_build_down_by_twos_to_the_two():
    """"Any ten may be moved to any empty pile in foundation B. A card may be
    added onto a foundation B pile if it is two lower ... Thus, the only card
    that could be played on a 5♠ would be a 3♠\""""
    seed_says("Any ten may be moved to any empty pile in foundation B.")
    b = dorothy({"w": "TS", "h1": "9C"})
    assert reason(b, "wh5") is None and reason(b, "wh2") is not None
    b = dorothy({"w": "8S", "h5": "TS"})
    assert reason(b, "wh5") is None
    b = dorothy({"w": "AS", "h5": "TS 8S 6S 4S 2S"})
    assert reason(b, "wh5") is not None  # nothing on the 2: the ranks do not go round
    b = dorothy({"w": "QS", "h5": "TS 8S 6S 4S 2S"})
    assert reason(b, "wh5") == "That foundation is full"


def test_dorothy_jacks_build_up_in_suit_to_the_king():
    """"Any jack may be moved to any empty pile in foundation C. A card may
    be added onto a foundation C pile if it is one higher ... Each pile is
    built up from jack to king. No further cards may then be played.\""""
    seed_says("Any jack may be moved to any empty pile in foundation C.")
    seed_says("Each pile is built up from jack to king. No further cards may then be played.")
    b = dorothy({"w": "QD", "h9": "JD"})
    assert reason(b, "wh9") is None
    b = dorothy({"w": "TD", "h9": "JD"})
    assert reason(b, "wh9") is not None  # up only
    b = dorothy({"w": "AD", "h9": "JD QD KD"})
    assert reason(b, "wh9") is not None  # nothing past the King


def test_dorothy_lists_each_groups_empty_pile_and_the_hint_asks_the_step_down():
    """The move list names one empty pile of the group a card starts, and a
    card two below a Nines pile's top one onto it, with the foundations the
    hint and the stuck check ask (fgdeal.py's takes_of, bound over auto's by
    fgroups.rule for such a group, adds the rank two below; the
    other games of groups keep auto's)."""
    from solitaire.cards import auto, fgdeal

    b = dorothy({"w": "TH"})
    assert b.legal_moves(WASTE, False, 0, None) == [parse_move(b, "wh5")]
    b = dorothy({"w": "5H", "h1": "9H 7H"})
    takes = auto.takes_of(b)
    assert auto.takes_of is fgdeal.takes_of and takes[5] & 1 and not fgdeal._plain_takes(b)[5] & 1
    assert parse_move(b, "wh1") in b.legal_moves(WASTE, False, 0, takes)
    queens = Board(find("captive_queens"), 1)
    assert auto.takes_of(queens) == fgdeal._plain_takes(queens) is not None


def test_dorothy_two_passes_and_cards_stay_up():
    """"Two passes through the stock are permitted"; "Once on any foundation,
    cards may not be moved back off"."""
    seed_says("<b>Two passes</b> through the stock are permitted.")
    seed_says("Once on any foundation, cards may not be moved back off..")
    r = find("dorothy")
    assert r.passes == 2 and r.draw == 1 and not BC.extra_names(r.extra).get("found_back")


def test_dorothy_the_checker_reads_two_lower_on_the_foundations_as_twos_down(seeds):
    """The seed checker reads "two lower" on a foundation group as found_dir
    and fg_dir 24, both groups so; a size other than the ranks down to the
    Ace or the 2 is refused, and a record saying otherwise disagrees."""
    fields, why = S.rules_fields(seeds["dorothy"])
    assert why == [] and fields["found_dir"] == 24 and BC.extra_names(fields["extra"])["fg_dir"] == 24
    e = [e for e in BC.load() if e.id == "dorothy"][0]
    wrong = dict(e.fields, extra=BC.extra(e.fields["extra"], fg_dir=16))
    assert S.check(seeds["dorothy"], BC.R.Rules("dorothy", e.name, **wrong)) != []
    no = []
    S._span_cap(dict(base=9, span=0, cap=6, wrap=None), S.FOUND_TWOS_DOWN, no)
    assert no == ["foundations built down by two past the Ace or the 2"]  # (9 7 5 3 A: five)


def test_dorothy_rules_screen_says_down_by_twos_to_the_ace_or_the_two():
    words = " ".join(" ".join(text.sentences(find("dorothy"))).split())
    assert "four start with a 9 and build down by twos in suit, nothing on an Ace or a 2" in words
    assert "four start with a Jack and build up in suit, up to a King" in words


# -- Royal Rendezvous --------------------------------------------------------------

# the foundations: h1-h4 the straight, h5-h8 the odd, h9-hc the even, hd-hg the Kings


def rendezvous(piles, filler="s"):
    return position("royal_rendezvous deal=1", piles, filler)


def test_royal_rendezvous_deals_aces_and_twos_up_and_sixteen_piles():
    """"An ace is initially dealt to each straight foundation pile", "An ace
    is initially dealt to each odd foundation pile", "A two is initially
    dealt to each even foundation pile"; "Sixteen tableau piles of one card
    each. All cards are dealt face up"; the King foundation empty."""
    seed_says("An ace is initially dealt to each straight foundation pile.")
    seed_says("An ace is initially dealt to each odd foundation pile.")
    seed_says("A two is initially dealt to each even foundation pile.")
    seed_says("<b>Sixteen</b> tableau piles of <b>one</b> card each. All cards are dealt face up.")
    r = find("royal_rendezvous")
    for deal in (1, 2, 4):
        b = Board(r, deal)
        tops = [b.piles[p][0] & 15 if b.size[p] else 0 for p in range(b.f0, b.c0)]
        assert tops == [1] * 8 + [2] * 4 + [0] * 4 and all(b.size[p] <= 1 for p in range(b.f0, b.c0))
        assert [b.size[p] for p in range(b.t0, b.npiles)] == [1] * 16 and all(b.piles[p][0] & 0x80 for p in range(b.t0, b.npiles))
        assert b.size[STOCK] == 104 - 12 - 16 and all_cards(b) == sorted(full_deck(r))
    assert [fgroups.rule(b, d)[:2] for d in (b.f0, b.f0 + 4, b.f0 + 8, b.f0 + 12)] == [(1, 1), (1, 16), (2, 16), (13, 5)]
    _round_trip(b)


def test_royal_rendezvous_straight_builds_up_in_suit():
    """"A card may be added onto a straight foundation pile if it is one
    higher than the old top card of the pile and of the same suit"."""
    seed_says("A card may be added onto a straight foundation pile if it is <b>one higher</b> than  the old top card of the pile and of the <b>same suit</b>.")
    b = rendezvous({"w": "2H", "h1": "AH", "h5": "AH", "h9": "2C"})
    assert reason(b, "wh1") is None
    b = rendezvous({"w": "2C", "h1": "AH", "h5": "AC", "h9": "2S"})
    assert reason(b, "wh1") is not None and reason(b, "wh5") is not None  # (another suit; the odd pile wants a 3)


def test_royal_rendezvous_odd_and_even_build_up_by_twos_six_cards():
    """"A card may be added onto a odd foundation pile if it is two higher
    than the old top card of the pile and of the same suit ... No pile may
    contain more than 6 cards", the even ones from their 2s the same way."""
    seed_says("A card may be added onto a odd foundation pile if it is <b>two higher</b> than  the old top card of the pile and of the <b>same suit</b>.")
    seed_says("A card may be added onto a even foundation pile if it is <b>two higher</b> than  the old top card of the pile and of the <b>same suit</b>.")
    seed_says("No pile may contain more than 6 cards.")
    b = rendezvous({"w": "3C", "h1": "AH", "h5": "AC", "h9": "2C"})
    assert reason(b, "wh5") is None and reason(b, "wh9") is not None  # 3 on the odd Ace, not on the even 2
    b = rendezvous({"w": "4C", "h1": "AH", "h5": "AC", "h9": "2C"})
    assert reason(b, "wh9") is None and reason(b, "wh5") is not None  # 4 on the even 2
    b = rendezvous({"w": "4H", "h1": "AH", "h5": "AC", "h9": "2C"})
    assert reason(b, "wh9") is not None  # in suit
    b = rendezvous({"w": "KC", "h1": "AH", "h5": "AC 3C 5C 7C 9C JC", "h9": "2C"})
    assert reason(b, "wh5") == "That foundation is full"  # the Jack ends the odd pile: six cards
    b = rendezvous({"w": "AC", "h1": "AH", "h5": "AH", "h9": "2C 4C 6C 8C TC QC"})
    assert reason(b, "wh9") == "That foundation is full"  # the Queen ends the even one


def test_royal_rendezvous_kings_each_alone_each_of_another_suit():
    """"Any king may be moved to any empty pile in the king foundation. Each
    pile must start with a different suit. No building is permitted on the
    king foundation"."""
    seed_says("Any king may be moved to any empty pile in the king foundation. Each pile must start with a different suit.")
    seed_says("<b>No building</b> is permitted on the king foundation")
    b = rendezvous({"w": "KH KS", "h1": "AH", "h5": "AC", "h9": "2C", "h13": "KH"})
    assert reason(b, "whe") is None  # a King of another suit into the next empty pile
    assert reason(b, "whd") == "That foundation is full"  # nothing on a King
    b = rendezvous({"w": "KS KH", "h1": "AH", "h5": "AC", "h9": "2C", "h13": "KH"})
    assert reason(b, "whe") == "A pile of that suit is there"
    b = rendezvous({"w": "QH", "h1": "AH", "h5": "AC", "h9": "2C"})
    assert reason(b, "whd") is not None  # a King only


def test_royal_rendezvous_a_space_fills_from_the_waste_then_the_stock():
    """"Empty spaces in the tableau are automatically filled with a card from
    the waste. If the waste is empty, then it is filled with a card from the
    stock. If the stock is empty, then empty spaces in the tableau may not
    be filled"; one pass."""
    seed_says("Empty spaces in the tableau are automatically filled with a card from the waste. If the waste is empty, then it is filled with a card from the stock.")
    seed_says("<b>Only one pass</b> through the stock is permitted.")
    r = find("royal_rendezvous")
    assert BC.extra_names(r.extra)["fg_later"] == 3 and r.passes == 1 and r.tab_suit == BC.R.NO_BUILD


def test_royal_rendezvous_the_checker_reads_four_groups(seeds):
    """The seed checker reads the third group by twos (fg_third "twos", its
    six cards the 2s' to the Queen), the first three groups dealt and the fourth's
    different suits (fg_later); a third group by ones disagrees, and a
    third group starting with different suits is refused."""
    fields, why = S.rules_fields(seeds["royal_rendezvous"])
    x = BC.extra_names(fields["extra"])
    assert why == [] and x["fg_third"] == 2 | 6 << 4 and x["fg_fourth"] == 13 | 5 << 4 and x["fg_later"] == 3 and x["fg_cap"] == 6
    e = [e for e in BC.load() if e.id == "royal_rendezvous"][0]
    wrong = dict(e.fields, extra=BC.extra(e.fields["extra"], fg_third=[2, "up"]))
    assert S.check(seeds["royal_rendezvous"], BC.R.Rules("royal_rendezvous", e.name, **wrong)) != []
    no = []
    c = dict(piles=4, dealt=0, wrap=None, same_rank=False, suits_differ=True, colour="", base=2, build=(S.TWOS, 1), cap=6, span=0)
    assert S._more_group(c, 4, 1, no, True) is None and no
    assert S._more_group(dict(c, suits_differ=False), 4, 1, [], True) == "twos"


def test_royal_rendezvous_rules_screen_says_each_group():
    words = " ".join(" ".join(text.sentences(find("royal_rendezvous"))).split())
    assert "four start with a 2 (dealt there) and build up by twos in suit" in words and "6 cards each, up to a Queen" in words
    assert "four take a King each, nothing on it" in words and "The last group's piles start with different suits." in words


# -- Diavolo, Rouge Forty, Rouge et Noir --------------------------------------------

# the foundations: h1-h2 foundation A, h3-h4 B, h5-h8 C (the engine's third and fourth groups)

SEQUENCE = "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS"  # King to Ace in alternate colours


def diavolo(piles, gid="diavolo", filler="s"):
    return position(gid + " deal=1", piles, filler)


@pytest.mark.parametrize("gid,deal", [("diavolo", list(range(1, 10))), ("rouge_forty", [4] * 10), ("rouge_et_noir", [8, 7, 6, 5, 4, 3, 2, 1, 1, 0])])
def test_diavolo_games_deal_their_tableaux_under_three_groups(gid, deal):
    """"Foundation A contains two piles", "Foundation B contains two piles",
    "Foundation C contains four piles"; Diavolo's "Nine tableau piles with
    one card in the first pile, two cards in the second ...", Rouge Forty's
    "Ten tableau piles of four cards each", Rouge et Noir's rows; the top
    cards face up; nothing dealt up."""
    seed_says("Foundation A contains <b>two</b> piles.")
    seed_says("Foundation C contains <b>four</b> piles.")
    r = find(gid)
    b = Board(r, 1)
    assert b.c0 - b.f0 == 8 and all(b.size[p] == 0 for p in range(b.f0, b.c0))
    assert [b.size[p] for p in range(b.t0, b.npiles)] == deal
    assert all(bool(b.piles[p][i] & 0x80) == (i == b.size[p] - 1) for p in range(b.t0, b.npiles) for i in range(b.size[p]))
    assert [fgroups.rule(b, d)[1] for d in range(b.f0, b.c0)] == [1] * 4 + [17] * 4
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


def test_diavolo_a_and_b_build_up_in_colour_a_red_pile_and_a_black_one():
    """"Any ace may be moved to any empty pile in foundation A. Each pile must
    start with a different color. A card may be added onto a foundation A
    pile if it is one higher than the old top card of the pile and of the
    same color"; B the same."""
    seed_says("Any ace may be moved to any empty pile in foundation A. Each pile must start with a different color.")
    seed_says("A card may be added onto a foundation A pile if it is <b>one higher</b> than  the old top card of the pile and of the <b>same color</b>.")
    b = diavolo({"w": "AH", "h1": "AD"})
    assert reason(b, "wh2") == "A pile of that colour is there"  # a second red pile in A: no
    assert reason(b, "wh3") is None  # B's first pile: any colour
    b = diavolo({"w": "AC", "h1": "AD"})
    assert reason(b, "wh2") is None
    b = diavolo({"w": "2H", "h1": "AD"})
    assert reason(b, "wh1") is None  # in colour, any red suit
    b = diavolo({"w": "2S", "h1": "AD"})
    assert reason(b, "wh1") is not None
    b = diavolo({"w": "AH", "h3": "AS"})
    assert reason(b, "wh4") is None and reason(b, "wh5") is not None  # (C takes no single card)


def test_diavolo_c_takes_only_whole_sequences_of_alternate_colours():
    """"Single cards may never be moved to foundation C. Only when you have
    constructed a complete sequence on the tableau, thirteen cards in
    sequence from ace to king, may you move it to foundation C"; the
    tableau's sequences alternate colours, and so do those that go up."""
    seed_says("Single cards may never be moved to foundation C. Only when you have constructed a <b>complete sequence</b> on the tableau, thirteen cards in sequence from ace to king, may you move it to foundation C.")
    b = diavolo({"1": SEQUENCE})
    assert reason(b, "1h5vd") is None and reason(b, "1h8vd") is None
    assert reason(b, "1h5") is not None  # one card: no
    assert reason(b, "1h1vd") is not None  # not into A
    assert parse_move(b, "1h5vd") in b.legal_moves(-1, False, 0, None)
    b = diavolo({"1": "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AH"})
    assert reason(b, "1h5vd") is not None  # two reds together: no sequence


def test_diavolo_cards_come_back_off_a_and_b_but_not_c():
    """"Cards may be moved back off of foundation A", "... of foundation B";
    "Once on foundation C, cards may not be moved back off"."""
    seed_says("Cards may be moved back off of foundation A.")
    seed_says("Once on foundation C, cards may not be moved back off.")
    b = diavolo({"1": "KS QH 3C", "h1": "AH 2D", "h5": SEQUENCE})
    assert reason(b, "h11") is None  # the red 2 back onto the black 3
    assert reason(b, "h51") == "Foundation cards stay"  # C's Ace stays
    b = diavolo({"1": "", "h5": SEQUENCE})
    assert reason(b, "h5h1") == "Foundation cards stay"  # not across either


def test_diavolo_stock_and_the_rouge_games_rows():
    """Diavolo: "one card will be dealt from the stock to the waste. Three
    passes through the stock are permitted"; Rouge Forty and Rouge et Noir:
    "a card will be dealt on top of each tableau pile"."""
    seed_says("<b>Three passes</b> through the stock are permitted.")
    seed_says("Each time you click on the stock, a card will be dealt on top of each tableau pile.")
    assert find("diavolo").passes == 3 and find("diavolo").draw == 1
    for gid in ("rouge_forty", "rouge_et_noir"):
        assert find(gid).stock == BC.R.STOCK_ROW


def test_diavolo_the_checker_reads_the_groups(seeds):
    """The seed checker reads the groups' different colours (fg_later
    colours_differ), C's four piles as a third and a fourth group of whole
    sequences, and cards back off A and B only (found_back, C's kept up by
    legal.py); a record with C's cards coming back as single cards, or
    without the colours, disagrees; a C whose sequences the tableau's runs
    don't alternate is refused."""
    for gid in ("diavolo", "rouge_forty", "rouge_et_noir"):
        fields, why = S.rules_fields(seeds[gid])
        x = BC.extra_names(fields["extra"])
        assert why == [] and x["fg_third"] == x["fg_fourth"] == 1 | 7 << 4 and x["fg_later"] == 4 and x["found_back"] == 1 and x["fg_piles"] == 2
    e = [e for e in BC.load() if e.id == "diavolo"][0]
    for wrong in (dict(fg_third=[1, "up"]), dict(fg_later=[])):
        rules = BC.R.Rules("diavolo", e.name, **dict(e.fields, extra=BC.extra(e.fields["extra"], **wrong)))
        assert S.check(seeds["diavolo"], rules) != []
    f = seeds["diavolo"].facts
    no = []
    S._groups(S.replace(f, build=dict(f.build, tableau=(BC.R.DOWN, BC.R.SAME_SUIT)), move={}), {}, no)
    assert "foundation groups the engine can't play" in no


def test_diavolo_rules_screen_says_the_groups():
    words = " ".join(" ".join(text.sentences(find("diavolo"))).split())
    assert "two start with an Ace and build up in one colour" in words and "take only a whole suit, King to Ace in alternate colours" in words
    assert "The piles of a group start with different colours." in words and "Whole suits up there stay." in words
