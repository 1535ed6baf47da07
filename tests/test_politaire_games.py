"""The checks every politaire game added by issue 31's rounds passes, once
for all of them (each round's file, tests/test_politaireNN.py, holds its
games' own rules, position by position, and its FAMILY: the family each
one's play belongs to, as the seed's Similar Games group them; HINT_DEAL or
HINTED, where a game's hints are played in a deal of its own):

- the seed checker reads every sentence of the game's section and agrees
  with its record;
- the record sits in its family, and the menu lists it there;
- a deal holds every card once and its position reads back;
- the hint engine's moves in a deal are made through the device's keys, and
  B takes the last back;
- the rules screen, written from the record, is whole sentences;
- its stored win (tests/data/wins, make prove) replays to a win."""

import importlib
import os
import sys

import pytest

from solitaire.cards import notation
from solitaire.cards.board import Board
from solitaire.cards.games import find

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_engine import all_cards, full_deck  # noqa: E402
from test_politaire_more import _round_trip  # noqa: E402
from test_wikibooks32 import plays_by_its_hints, rules_whole  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host_tools"))
import build_catalogue as BC  # noqa: E402
import seed_rules as S  # noqa: E402
import solve  # noqa: E402

# each round's file: its hints' deal and least moves (a game's own in the
# file's HINT_DEAL, a deal, or HINTED, a deal and a count, where it has one),
# and whether its games' families are the seed's families by name (the
# rounds of several areas: each game heads or joins a family the seed names)
ROUNDS = {"36a": (2, 3, False), "36b": (2, 3, True), "36c": (2, 5, False), "36d": (2, 5, False), "37a": (1, 5, False),
          "37b": (2, 5, True), "37c": (2, 5, False), "38a": (1, 5, False), "38c": (2, 5, False), "39a": (1, 5, False),
          "39b": (2, 5, True), "39c": (2, 5, False), "40a": (1, 5, False), "40b": (2, 5, True), "40c": (2, 5, True), "41a": (2, 5, False),
          "41b": (2, 5, True), "41c": (2, 5, True), "41d": (2, 5, True)}


def _registry():
    """Gets {game id: (its family, the hints' deal, the least moves, the seed's family by name)} over the rounds' files."""
    out = {}
    for name, (deal, least, named) in ROUNDS.items():
        m = importlib.import_module("test_politaire" + name)
        for gid, family in m.FAMILY.items():
            hinted = getattr(m, "HINTED", {}).get(gid) or (getattr(m, "HINT_DEAL", {}).get(gid, deal), least)
            out[gid] = (family,) + tuple(hinted) + (named,)
    return out


GAMES = _registry()
RECORDS = {e.id: e for e in BC.load()}


@pytest.fixture(scope="module")
def seeds():
    return S.parse()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_seed_checker_reads_every_sentence_and_agrees_with_the_record(seeds, gid):
    seed = seeds[RECORDS[gid].seed or gid]  # (Storehouse's rules are in the section headed Straight Fifteens)
    assert seed.unmatched == []
    assert S.rules_fields(seed)[1] == []
    assert S.check(seed, find(gid)) == []


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_record_sits_in_its_family_and_the_menu_lists_it_there(seeds, gid, capsys):
    from sim import cli

    family = GAMES[gid][0]
    assert RECORDS[gid].family == family
    if GAMES[gid][3]:
        assert family == seeds[seeds[RECORDS[gid].seed or gid].family].name
    assert cli.main(["list", "--family", family]) == 0
    assert gid in [line.split()[0] for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_deal_holds_every_card_once_and_reads_back(gid):
    r = find(gid)
    b = Board(r, 2)
    assert all_cards(b) == sorted(full_deck(r))
    _round_trip(b)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_played_through_the_keys_by_its_hints(gid):
    plays_by_its_hints(gid, GAMES[gid][1], GAMES[gid][2])


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_rules_screen_is_whole_sentences(gid):
    rules_whole(gid)


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if os.path.exists(os.path.join(solve.WINS, g + ".moves"))))
def test_the_stored_win_replays_to_a_win(gid):
    """``solve.py``'s win (tests/data/wins), each move legal in turn."""
    with open(os.path.join(solve.WINS, gid + ".moves")) as f:
        rules, deal, options, moves = solve.read_win(f.read())
    b = Board(rules, deal, options)
    notation.parse_moves(b, moves)
    assert rules.id == gid and b.won()
