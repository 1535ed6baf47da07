"""Behaviour is preserved: every recorded run (tests/behaviour.py) gives the
same position, screen and I2C bytes after every token as when it was
recorded."""

import json

import pytest

import behaviour as BH
import bench
from groups import params

with open(BH.RECORD) as f:
    REC = json.load(f)


def _first_difference(want, got, tokens):
    for i in range(min(len(want), len(got))):
        if want[i] != got[i]:
            return "token %d (%s): recorded %s, now %s; tokens before: %s" % (i, tokens[i], want[i], got[i], " ".join(tokens[max(0, i - 12) : i]))
    return "%d states recorded, %d now" % (len(want), len(got))


@pytest.mark.parametrize("gid", sorted(REC["sessions"]))
def test_scripted_session_keys_are_unchanged(gid):
    # the session script itself (worked out on the App) still makes the same keys
    assert BH.session_tokens(gid) == REC["sessions"][gid]["tokens"]


@pytest.mark.parametrize("gid", sorted(REC["sessions"]))
def test_scripted_session_plays_as_recorded(gid):
    r = REC["sessions"][gid]
    got = BH.replay_session(gid, r["tokens"])
    assert got == r["states"], _first_difference(r["states"], got, r["tokens"])


@pytest.mark.parametrize("name", sorted(REC["wins"]))
def test_ui_win_plays_as_recorded(name):
    gid, deal = name.split("/")
    r = REC["wins"][name]
    got = BH.replay_app(BH._app_on(gid, int(deal)), r["tokens"])
    assert got == r["states"], _first_difference(r["states"], got, r["tokens"])


@pytest.mark.parametrize("name", sorted(REC["fuzz"]))
def test_fuzz_seed_plays_as_recorded(name):
    gid, seed = name.split("/")
    r = REC["fuzz"][name]
    got = BH.replay_fuzz(gid, int(seed), r["tokens"])
    assert got == r["states"], _first_difference(r["states"], got, r["tokens"])


@pytest.mark.parametrize("gid", params(sorted(REC["panel"])))
def test_i2c_bytes_and_panel_per_key_are_unchanged(gid):
    toks = REC["sessions"][gid]["tokens"]
    want = REC["panel"][gid]
    names, per_key = bench.panel_session(gid)
    if list(names) == BH.panel_names(toks):
        # the session's keys are the recorded ones (the first test here):
        # test_budgets' run of them on the panel is this replay
        got = BH.panel_record([n for _, n, _ in per_key], [ram for _, _, ram in per_key])
    else:
        got = BH.replay_panel(toks)
    assert got == want, _first_difference(want, got, toks)
