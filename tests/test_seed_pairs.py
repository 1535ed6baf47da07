"""The pairing family's seed checker (``host_tools/seed_pairs.py``): every
politaire record of ``assets/pairs.toml`` held to its section sentence by
sentence; a record that disagrees fails, naming what it gets wrong."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "host_tools"))

import seed_pairs as P  # noqa: E402
import seed_rules as SR  # noqa: E402

RECORDS = P.politaire_records()


@pytest.mark.parametrize("gid", sorted(RECORDS))
def test_every_sentence_of_the_section_is_matched_and_the_record_agrees(gid):
    verdicts = P.read(gid, RECORDS[gid])
    assert verdicts and P.check_record(gid, RECORDS[gid]) == []
    assert all(v == "ok" or v.startswith("not checked: ") for _, _, v in verdicts)
    assert sum(v == "ok" for _, _, v in verdicts) >= 4  # (the layout, the match, the stock's, the goal)


def changed(gid, **fields):
    t = dict(RECORDS[gid])
    t.update(fields)
    return P.check_record(gid, t)


@pytest.mark.parametrize("gid, fields, says", [
    ("pyramid", {"total": 14}, "total is 14 in the record; the seed says thirteen (13)"),
    ("pyramid", {"total": 14}, "sets: the record also removes Ace-King"),
    ("pyramid", {"single": 0}, "single is 0"),
    ("pyramid", {"passes": 1}, "passes: the record has 1, the seed 3"),
    ("pyramid", {"stock_free": False}, "stock_free is 0"),
    ("pyramid", {"size": 6}, "the record's pyramid holds 21 cards, the seed's 28"),
    ("accordion", {"leaps": [1, 2]}, "leaps is 3 in the record"),
    ("accordion", {"goal": "all"}, "goal is 0 in the record"),
    ("fourteenout", {"size": 13}, "the record deals [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], the seed [5, 5, 5, 5, 4, 4"),
    ("patientpairs", {"match": "sum", "total": 13}, "match is 0 in the record; the seed says equal rank"),
    ("patientpairs", {"match": "sum", "total": 13}, "the record does not remove ('5', '♦') with ('5', '♠')"),
    ("simplepairs", {"stock": "none"}, "stock is 0 in the record; the seed says spaces filled from the stock"),
    ("simplepairs", {"rows": 2}, "the record's piles hold more than one card"),
    ("thirteens", {"stock": "waste", "rows": 0}, "the record has no stock"),
    ("shuffle", {"wrap": False}, "wrap is 0 in the record; the seed says King-Ace (1)"),
    ("shuffle", {"wrap": False}, "sets: the record does not remove Ace-King"),
    ("neptune", {"wrap": True}, "wrap is 1 in the record; the seed says not King-Ace (0)"),
    ("neptune", {"keep": 0}, "keep is 0 in the record; the seed says all but four (4)"),
    ("blockten", {"courts": 0}, "courts is 0 in the record"),
    ("blockten", {"courts": 10}, "the record removes Tens"),
    ("blockten", {"keep": 0}, "keep is 0 in the record"),
    ("cheops", {"match": "equal"}, "match is 1 in the record; the seed says equal or in sequence (4)"),
    ("cheops", {"match": "sequence", "wrap": True}, "sets: the record also removes Ace-King; does not remove Ace-Ace"),
    ("cheops", {"passes": "unlimited"}, "passes: the record has unlimited, the seed 1"),
    ("cheops", {"dark": True}, "dark is 1 in the record; the seed says every card face up (0)"),
    ("kingtut", {"draw": 1}, "draw: the record deals 1 a time to the waste, the seed 3"),
    ("kingtut", {"draw": 1}, "draw: the record deals one card a time; the seed's deals leave a rest"),
    ("kingtut", {"passes": 3}, "passes: the record has 3, the seed unlimited"),
    ("kingtut", {"passes": 1}, "passes: the record has one, the seed turns the waste over"),
    ("kingtut", {"goal": "all"}, "goal is 0 in the record; the seed says the pyramid's cards removed (2)"),
    ("pyramid", {"draw": 3}, "draw: the record deals 3 a time to the waste, the seed 1"),
    ("darkpyramid", {"dark": False}, "dark is 0 in the record; the seed says the covered cards face down (1)"),
    ("darkpyramid", {"layout": "piles", "size": 28, "rows": 1, "dark": False}, "layout is 1 in the record; the seed says a pyramid's last row (0)"),
])
def test_a_record_that_disagrees_fails(gid, fields, says):
    wrong = changed(gid, **fields)
    assert any(says in w for w in wrong), wrong


def test_neptunes_one_suit_decks_are_its_52_cards():
    """politaire: "Four decks each containing only one suit of tridents":
    52 cards, the engine's one deck (the suits play no part in a sequence)."""
    v = P.View("neptune", RECORDS["neptune"])
    m = next(p.fullmatch("Four decks each containing only one suit of tridents") for p, _, _ in P._TEMPLATES
             if p.fullmatch("Four decks each containing only one suit of tridents"))
    assert P._one_suit_decks(v, m) is None
    assert P._one_suit_decks(v, m.re.fullmatch("Five decks each containing only one suit of tridents")) == "cards: the record deals 52, the seed 65"


def test_a_sentence_no_template_knows_is_reported(tmp_path):
    with open(SR.SEED, encoding="utf-8") as f:
        text = f.read()
    seed = tmp_path / "politaire.txt"
    i = text.index("\n# Pyramid Solitaire\n")
    seed.write_text(text[:i] + text[i:].replace("singly</b>.", "singly</b>. Queens dance on Sundays.", 1), encoding="utf-8")
    assert P.check_record("pyramid", RECORDS["pyramid"], str(seed)) == ["pyramid: unmatched [Queens dance on Sundays]"]


def test_every_politaire_record_is_read():
    assert {"pyramid", "accordion", "fourteenout", "patientpairs", "isabel", "simplepairs", "thirteens", "cheops", "kingtut",
            "darkpyramid", "shuffle", "neptune", "blockten"} <= set(RECORDS)
    assert "montecarlo" not in RECORDS  # (Wikibooks' free prose: rule tests in test_pairs.py)


def run(*args):
    return subprocess.run([sys.executable, os.path.join(ROOT, "host_tools", "seed_pairs.py"), *args], capture_output=True, text=True)


def test_command_line():
    r = run()
    assert r.returncode == 0 and "pyramid          agrees (20 sentences)" in r.stdout
    r = run("--game", "accordion")
    assert r.returncode == 0 and "-> not checked: " in r.stdout
    r = run("--game", "nosuch")
    assert r.returncode == 2 and not r.stdout and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
