"""``make prove``'s progress line, and a run stopped (Ctrl-C) and started
again: it goes on where it stopped and loses nothing it found
(``host_tools/prove_progress.py``, ``solve.prove``)."""

import os

import pytest

from host_tools import prove_progress as P
from host_tools import solve as S


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def test_the_progress_line_says_games_deals_wins_and_time_left(tmp_path):
    clock, lines = Clock(), []
    count = P.Progress(4, P.Journal(None, "settings"), lines.append, now=clock)
    clock.t += 30
    count.done("freecell", 1, True)
    clock.t += 90
    count.done("spider", 10, False)
    clock.t += 3600
    count.done("klondike", 2, True)
    count.done("golf", 1, True)
    assert lines == [
        "prove: 1 of 4 games, 1 deal searched, 1 won; 0:00:30 so far, about 0:01:30 left",
        "prove: 2 of 4 games, 11 deals searched, 1 won; 0:02:00 so far, about 0:02:00 left",
        "prove: 3 of 4 games, 13 deals searched, 2 won; 1:02:00 so far, about 0:20:40 left",
        "prove: 4 of 4 games, 14 deals searched, 3 won; 1:02:00 so far, none left",
    ]


def test_a_journal_keeps_its_settings_games_and_forgets_other_settings(tmp_path):
    path = str(tmp_path / "build" / "journal.txt")
    j = P.Journal(path, "deals=1-10 budget=5")
    j.add("freecell", 1, True)
    j.add("spider", 10, False)
    with open(path, "a") as f:
        f.write("klondi")  # (a line cut short by a stop while it was written)
    assert P.Journal(path, "deals=1-10 budget=5").done == {"freecell": (1, True), "spider": (10, False)}
    again = P.Journal(path, "deals=1-10 budget=5")
    count = P.Progress(350, again, None)
    assert count.resumed() == ("prove: going on from a stopped run: 2 of 350 games done before (%s; --fresh starts over)"
                               % os.path.relpath(path))
    assert count.deals == 11 and count.won == 1
    assert P.Journal(path, "deals=1-10 budget=5", fresh=True).done == {}
    P.Journal(path, "deals=1-10 budget=5").add("golf", 1, True)
    assert P.Journal(path, "deals=1-20 budget=5").done == {}  # other settings: a new run
    assert P.Journal(path, "deals=1-10 budget=5").done == {}  # (and the old one is gone)
    P.Journal(path, "x").finish()
    assert not os.path.exists(path)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_stopped_run_keeps_what_it_found_and_goes_on_where_it_stopped(tmp_path, workers):
    """Ctrl-C after the first game (KeyboardInterrupt, here from the
    progress line's callback): that game's row is in the table and its win
    file written; the same command then searches only the other game, and
    the run that finishes removes the journal."""
    table, wins, journal = str(tmp_path / "PROVEN.md"), str(tmp_path / "wins"), str(tmp_path / "build" / "journal.txt")
    said, lines = [], []

    def stop(line):
        said.append(line)
        raise KeyboardInterrupt

    games = ["golf", "freecell"]
    run = dict(deals=1, budget=20_000, workers=workers, table=table, wins=wins, report=lines.append,
               searches=("depth-first",), journal=journal)
    with pytest.raises(KeyboardInterrupt):
        S.prove(games, progress=stop, **run)
    assert len(said) == 1 and said[0].startswith("prove: 1 of 2 games, 1 deal searched, 1 won; ")
    done = "golf" if any("`golf`" in line for line in lines) else "freecell"  # (with two workers, either may be first)
    assert os.path.exists(os.path.join(wins, done + ".moves"))
    assert "| `%s` |" % done in open(table).read()
    assert lines[-1] == "stopped: 1 of 2 games done, their results kept in %s; the same command goes on from there" % os.path.relpath(table)
    said = []
    results = S.prove(games, progress=said.append, **run)
    assert [r["id"] for r in results] == [g for g in games if g != done]
    assert said[0].startswith("prove: going on from a stopped run: 1 of 2 games done before")
    assert said[-1].startswith("prove: 2 of 2 games, 2 deals searched, 2 won; ") and said[-1].endswith(", none left")
    assert open(table).read().count("| won: ") == 2 and "proven 2 / 2" in open(table).read()
    assert not os.path.exists(journal)


def test_the_command_line_exits_130_when_stopped(monkeypatch):
    def stopped(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(S, "prove", stopped)
    assert S.main(["freecell"]) == 130


def test_a_long_game_says_its_deals_once_a_minute():
    clock, lines = Clock(), []
    count = P.Progress(2, P.Journal(None, "settings"), lines.append, now=clock)
    clock.t += 30
    count.searched("spider")  # (within the minute: nothing said)
    clock.t += 31
    count.searched("spider")
    count.searched("spider")
    assert lines == ["prove: 0 of 2 games, 2 deals searched, 0 won; 0:01:01 so far, time left not known yet"]
    count.done("spider", 3, True)  # (its third deal won: the game's own count replaces its deals so far)
    assert lines[-1].startswith("prove: 1 of 2 games, 3 deals searched, 1 won; ")
    count.searched("spider")  # (late news of a game done counts nothing)
    assert count.line().startswith("prove: 1 of 2 games, 3 deals searched, ")


@pytest.mark.parametrize("workers", [1, 2])
def test_the_deals_a_game_searches_reach_the_progress(tmp_path, workers, monkeypatch):
    """From the one process, or from a worker through its queue: three
    deals of FreeCell searched without a win (budget 10) are three deals
    counted before the game is done."""
    monkeypatch.setattr(P, "SAY_EVERY", 0)  # (a line at every deal)
    said = []
    S.prove(["freecell"], deals=3, budget=10, workers=workers, table=str(tmp_path / "PROVEN.md"), wins=str(tmp_path),
            report=lambda line: None, searches=("depth-first",), progress=said.append)
    assert [line.split(";")[0] for line in said] == [
        "prove: 0 of 1 games, 1 deal searched, 0 won", "prove: 0 of 1 games, 2 deals searched, 0 won",
        "prove: 0 of 1 games, 3 deals searched, 0 won", "prove: 1 of 1 games, 3 deals searched, 0 won"]
