"""Issue 31's politaire games, position by position: the seven the engine
could play already (Aces and Kings, Acey and Kingsley, Double Aces and
Kings, Barricade A, Bristol, Klondike Territory, Scorpion Tail), each dealt
as its seed lays it out, and what each needed: Scorpion Tail's whole
sequences in alternating colours, Klondike Territory's 24 pool piles'
names."""

import os
import sys

import pytest

from solitaire.cards import notation, text
from solitaire.cards.board import STOCK, WASTE, Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import GAMES, find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck, position, reason  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402
from build_catalogue import EXTRA  # noqa: E402

EXPRESSIBLE = ("aces_and_kings", "acey_and_kingsley", "barricade_a", "bristol", "double_aces_and_kings", "klondike_territory", "scorpion_tail")


def _round_trip(b):
    again = notation.parse_position(notation.text(b), GAMES)
    assert again.key() == b.key()


def _sizes(b, first, end):
    return [b.size[p] for p in range(first, end)]


@pytest.mark.parametrize("gid", EXPRESSIBLE)
def test_each_deals_every_card_once_and_reads_back(gid):
    r = find(gid)
    b = Board(r, 3)
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)
    # the rules screen says it all, no line cut (text.rules_lines wraps to the screen)
    assert text.sentences(r)


@pytest.mark.parametrize("gid, reserves, tab, found_dealt", [
    ("aces_and_kings", 2, 4, 0), ("acey_and_kingsley", 2, 4, 8), ("double_aces_and_kings", 4, 8, 0)])
def test_aces_and_kings_deals_two_reserves_of_thirteen_face_up(gid, reserves, tab, found_dealt):
    b = Board(find(gid), 1)
    assert _sizes(b, b.r0, b.t0) == [13] * reserves
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert _sizes(b, b.t0, b.npiles) == [1] * tab
    found = [b.cards(p) for p in range(b.f0, b.c0)]
    assert sum(map(len, found)) == found_dealt
    if found_dealt:  # an Ace on each of the first group, a King on each of the second
        half = len(found) // 2
        assert [c[0] & 15 for c in found] == [1] * half + [13] * half
    assert b.size[STOCK] == b.ncards - 13 * reserves - tab - found_dealt


def test_aces_and_kings_builds_up_on_the_aces_down_on_the_kings_and_not_on_the_tableau():
    b = position("aces_and_kings deal=1", {"h1": "AS", "h5": "KD", "1": "2H", "2": "QC", "3": "5S", "4": "6D"}, "s")
    assert reason(b, "1h") is None  # 2H onto the Ace, any suit
    assert reason(b, "2h5") is None  # QC onto the King, any suit
    assert reason(b, "34") is not None  # no building on the tableau
    assert reason(b, "43") is not None


def test_barricade_a_plays_its_face_up_stock_and_fills_spaces_from_it():
    b = Board(find("barricade_a"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 12 and b.rules.found == 2
    assert b.size[STOCK] == 0 and b.size[WASTE] == 104 - 36  # (the stock's cards lie face up, the top one playing)
    assert b.rules.extra[EXTRA.index("found_cap")] == 52  # two foundations of any suits: four rounds each


def test_bristol_deals_to_three_wastes_in_turn():
    b = Board(find("bristol"), 1)
    assert _sizes(b, b.t0, b.npiles) == [3] * 8 and b.size[STOCK] == 28
    for want in ([1, 0, 0], [1, 1, 0], [1, 1, 1], [2, 1, 1]):
        b.apply(b.stock_move())
        assert _sizes(b, WASTE, WASTE + 3) == want


def test_scorpion_tail_deals_four_piles_with_three_face_down():
    b = Board(find("scorpion_tail"), 1)
    assert _sizes(b, b.t0, b.npiles) == [7] * 7 and b.size[STOCK] == 3
    assert [sum(1 for c in b.cards(p) if not c & FACE_UP) for p in range(b.t0, b.npiles)] == [3, 3, 3, 3, 0, 0, 0]


ALT_RUN = "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS"  # King down to Ace, colours alternating
BLACK_RUN = "KH QS JS TS 9C 8C 7S 6S 5C 4C 3S 2S AC"  # (the Queen down to the Ace all black)


def test_scorpion_tail_takes_a_whole_sequence_in_alternating_colours_up():
    """Its seed's deck is of two suits (colour matters, suits don't): the
    sequence that goes up is one the tableau builds, alternating colours."""
    r = find("scorpion_tail")
    assert r.found_suit == 2  # (rules.py's ALT_COLOUR)
    b = position("scorpion_tail deal=1", {"1": ALT_RUN, "2": BLACK_RUN, "3": "", "4": "", "5": "", "6": "", "7": ""}, "s")
    assert reason(b, "1h") is None
    assert reason(b, "2h") is not None
    assert any("alternate colours" in s for s in text.sentences(r))


def test_the_checker_reads_a_two_suit_decks_whole_sequence_by_the_tableaus_colours():
    seeds = S.parse()
    fields, why = S.rules_fields(seeds["scorpion_tail"])
    assert why == [] and fields["found_suit"] == 2
    assert S.rules_fields(seeds["scorpion"])[0].get("found_suit", 1) == 1  # (four suits: a suit's run)


def test_klondike_territory_lays_its_24_reserve_cards_apart_and_names_each():
    b = Board(find("klondike_territory"), 1)
    assert b.t0 - b.r0 == 24 and _sizes(b, b.r0, b.t0) == [1] * 24
    assert _sizes(b, b.t0, b.npiles) == [1, 2, 3, 4, 5, 6, 7]
    names = [notation.pile_name(b, p) for p in range(b.r0, b.t0)]
    assert "".join(names) == "abcdefgijklmnopqtuABCDEF"
    m = notation.parse_move(b, "F7")  # the 24th pool pile's card onto the seventh tableau pile
    assert m & 0xFF == b.r0 + 23 and (m >> 8) & 0xFF == b.t0 + 6
    _round_trip(b)


def test_a_pool_named_by_capitals_with_ten_tableau_piles_more_is_refused(tmp_path):
    src = tmp_path / "catalogue.toml"
    src.write_text('[wide_pool]\nname = "Klondike Territory"\nfamily = "Flower Garden"\nseed = ""\n'
                   'deal = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\ndown = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]\n'
                   'reserve = 20\npool = 1\nstock = "none"\n', encoding="utf-8")
    with pytest.raises(BC.TableError, match="capitals would name two piles"):
        BC.load(str(src))


def test_the_checkers_game_view_names_a_face_up_stock(capsys):
    assert S.main(["--game", "barricade_a"]) == 0
    assert "stock=3" in capsys.readouterr().out


# -- seed text that does not add up ---------------------------------------------

REPAIRED = tuple(S.REPAIRS)


@pytest.mark.parametrize("gid", REPAIRED)
def test_a_repaired_deal_adds_up_and_the_record_carries_the_seeds_count(gid):
    """The seed's deal is still named an error; the checker reads the game
    from its repaired facts (the deck adds up, nothing refused), the record
    agrees with them and carries the seed's count, which its rules screen
    names; the same record without it disagrees."""
    seeds = S.parse()
    g = seeds[gid]
    assert S.card_count_error(g).startswith("seed error")
    assert S.card_count_error(g, S.repaired(g)) is None
    fields, why = S.rules_fields(g)
    assert why == []
    r = find(gid)
    said = S.dealt_cards(g.facts)
    assert r.extra[EXTRA.index("seed_dealt")] == said
    assert S.check(g, r) == []
    assert any(s.startswith("Repaired: the rules this game comes from deal %d cards of %d;" % (said, r.cards())) for s in text.sentences(r))
    plain = BC.extra_names(r.extra)
    del plain["seed_dealt"]
    bare = [e for e in BC.load() if e.id == gid][0]
    assert "seed_dealt: record 0, seed %d" % said in S.check(g, type(r)(gid, r.name, **dict(bare.fields, extra=BC.extra(**plain))))
    b = Board(r, 2)
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


@pytest.mark.parametrize("gid, piles, found", [
    ("box_fan", [3] * 16, 4), ("castle_of_indolence", [7, 7, 7, 7, 6, 6, 6, 6], 0), ("castles_end", [5] * 10, 0), ("chateau", [8] * 12, 8),
    ("dragon", [7] * 7, 0), ("midnight_clover", [3] * 16, 4), ("pitchfork", [8, 8, 4, 2, 0, 2, 4, 8, 8], 1), ("scotch", [3] * 16 + [2, 2], 0), ("stalactites", [6] * 8, 4),
    ("triple_russian", list(range(6, 19)), 0)])
def test_a_repaired_game_deals_its_repair(gid, piles, found):
    b = Board(find(gid), 1)
    assert _sizes(b, b.t0, b.npiles) == piles
    assert sum(_sizes(b, b.f0, b.c0)) == found


def test_the_readme_lists_every_repair():
    with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "README.md"), encoding="utf-8") as f:
        readme = f.read()
    at = readme.index("### Seed text that does not add up")
    table = readme[at: readme.index("\n#", at + 5)]
    for gid, fix in S.REPAIRS.items():
        row = next(line for line in table.splitlines() if line.startswith("| %s " % find(gid).name))
        assert fix.said in row and fix.repair in row and fix.support.replace("\"", "") in row.replace("\"", ""), gid


def test_midnight_clovers_draw_is_the_engines_merci(seeds):
    """Its "draw" moves a card of a fan pile to the top of that pile: its
    fans are its tableau, so the checker reads the engine's merci."""
    g = seeds["midnight_clover"]
    assert g.facts.merci == 1 and "merci (draw)" not in g.facts.features
    b = Board(find("midnight_clover"), 1)
    m = b.t0 | b.t0 << 8 | 3 << 16  # (the first fan pile's bottom card to its top: merci.py's move)
    assert b.check(m) is None
    b.apply(m)
    assert b.check(b.t0 + 1 | (b.t0 + 1) << 8 | 3 << 16) == "The merci is used"  # once a game


def test_a_card_off_the_sixteenth_foundation_is_written_and_read_back():
    """Double Aces and Kings' sixteen foundations: foundation 16 is ``g``
    as a source too (the writer wrote ``h10``, which read back as nothing)."""
    b = position("double_aces_and_kings deal=1", {"h16": "KS QH", "1": "", "2": "", "3": "", "4": "", "5": "", "6": "", "7": "", "8": ""}, "s")
    m = notation.parse_move(b, "hg1")
    assert m & 0xFF == b.f0 + 15 and (m >> 8) & 0xFF == b.t0
    assert notation.move_text(b, m) == "hg1"


# -- the stock dealt to a pile the player chooses -----------------------------

DUMP = ("sir_tommy", "lady_betty", "frog", "fly", "colorado", "father")


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid, piles, reserve, found, waste, stock", [
    ("sir_tommy", [0] * 4, 0, 0, 52, 0), ("lady_betty", [0] * 6, 0, 0, 52, 0),
    ("frog", [0] * 5, 13, 0, 91, 0), ("fly", [0] * 5, 13, 2, 89, 0),
    ("colorado", [1] * 20, 0, 0, 84, 0), ("father", [1] * 12, 0, 0, 0, 92)])
def test_a_dump_game_deals_its_layout(gid, piles, reserve, found, waste, stock):
    """Each deals as its seed lays it out: the waste piles (Sir Tommy's
    reserve, Frog's tableau) empty or a card each, the frog's thirteen
    face up, Fly's Aces up, the face-up stock's cards in the waste's place."""
    r = find(gid)
    b = Board(r, 1)
    assert _sizes(b, b.t0, b.npiles) == piles
    assert _sizes(b, b.r0, b.t0) == ([reserve] if reserve else [])
    assert all(c & FACE_UP for p in range(b.r0, b.t0) for c in b.cards(p))
    assert [c & 15 for p in range(b.f0, b.c0) for c in b.cards(p)] == [1] * found
    assert b.size[WASTE] == waste and b.size[STOCK] == stock
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)
    assert text.sentences(r)


@pytest.mark.parametrize("gid", DUMP)
def test_the_checker_reads_the_waste_piles_as_the_engines_dump(seeds, gid):
    fields, why = S.rules_fields(seeds[gid])
    assert why == [] and fields["tab_suit"] == 5  # (rules.py's NO_BUILD: nothing builds on a waste pile)
    assert fields["extra"][EXTRA.index("dump")] == (2 if gid == "father" else 1)
    assert S.check(seeds[gid], find(gid)) == []


def test_the_checker_reads_grandfather_and_refuses_a_game_of_other_moves(seeds):
    assert S.rules_fields(seeds["grandfather"])[0]["autofill"] == 9  # (read now: its spaces refill from the stock turned over again, test_politaire36d)
    assert "accordion moves" in S.rules_fields(seeds["accordion"])[1]  # (the pairing family's, seed_pairs.py; the card games refused here once are read now: Carousel's groups, test_politaire41a; Calculation's steps, test_politaire31; Haystack's reserve, test_politaire37b; Zerline's, test_politaire40c; Diavolo's groups, test_politaire41b)


FATHER = {"w": "5H", "1": "KS 2D", "2": "", "3": "7C"}


def test_father_sends_a_piles_top_card_into_a_space_but_not_onto_a_pile():
    """Father's tableau cards "are available for play onto the foundation
    or any empty tableau pile" (Rules.extra's dump 2); the waste's card goes
    onto any pile, whatever lies there."""
    b = position("father deal=1", FATHER, "s")
    assert reason(b, "12") is None  # the 2 of diamonds into the space
    assert reason(b, "13") == "No building here"
    assert reason(b, "w3") is None and reason(b, "w1") is None and reason(b, "w2") is None
    assert b.t0 | (b.t0 + 1) << 8 | 1 << 16 in b.legal_moves(b.t0)
    s = position("sir_tommy deal=1", {"w": "5H", "1": "KS 2D", "2": ""}, "3", True)
    assert reason(s, "12") is not None  # (dump 1: only the stock's card fills one)
    assert any("only up or into a space" in t for t in text.sentences(find("father")))


def test_colorado_fills_a_space_from_its_face_up_stock():
    for deal in range(1, 40):
        b = Board(find("colorado"), deal)
        at = [p for p in range(b.t0, b.npiles) if b.top(p) & 15 in (1, 13)]
        if at:
            break
    m = next(m for m in b.legal_moves(at[0]) if (m >> 8) & 0xFF < b.c0)
    left = b.size[WASTE]
    b.apply(m)
    assert b.size[at[0]] == 1 and b.size[WASTE] == left - 1
    b.undo()
    assert b.size[WASTE] == left
    assert any(t.startswith("A space fills from the stock by itself") for t in text.sentences(find("colorado")))
