"""The table of proven games, ``PROVEN.md``: a row per card-engine game,
per pairing game and per grid with gaps, and the merge that keeps the best result known for each.

``solve.prove`` hands each game's result to ``Merge.better`` before it
writes a win file, and the rows to ``write_table`` at the end. A run never
loses what an earlier one found: a result replaces the table's row only
when it is better (``_score``), and the run says which games it improved
and where it kept the table's row.
"""

import os

HEAD = """# Proven games

For each card-engine game of the console's list, and each game of the
pairing family (Pyramid, Accordion, ...: searched by their own engine's
depth-first search, `sim/pairs_play.py`, the game's own moves made as the
console makes them), and each grid with gaps (Gaps, Spaces, Maze:
searched best first, `host_tools/prove_gaps.py`), a deal that the solver (`host_tools/solve.py`) won
with the game's default options, the moves in
`tests/data/wins/` (`make test` replays them) and the search that won it
(a row without one is the depth-first search's, from before there were
two). The solver sees the face-down cards: a win proves the deal winnable,
not that a player can find it. Written by `make prove` (`DEALS=`,
`BUDGET=`, `WORKERS=`, `SEARCH=`); a run keeps each game's best result
known (a win over none, the shorter of two wins, of two searches without a
win the one that searched more positions), so it never loses a win. Nodes
and seconds are those of the search that won, or of all the deals and
searches tried when none did.

"""
FAMILIES = (("cards", "card-engine games"), ("pairs", "pairing games"), ("gaps", "grids with gaps"))  # (each family's summary, in this order)
KEPT_NAMED = 10  # games the closing line names where the table's row was kept (a whole run keeps hundreds)
COLUMNS = "| game | options | deal | moves | nodes | seconds | result |\n|---|---|---|---|---|---|---|"


def row(r):
    """Gets a result's row of the table."""
    cells = (
        "`%s`" % r["id"],
        r["options"],
        "" if r["deal"] is None else "%d" % r["deal"],
        "" if r["moves"] is None else "%d" % r["moves"],
        "" if r["nodes"] is None else "{:,}".format(r["nodes"]),
        "" if r["seconds"] is None else "%.1f" % r["seconds"],
        r["result"],
    )
    return "| " + " | ".join(cells) + " |"


def _cells(line):
    """Gets a row's cells back as a result dict (the fields ``row`` writes)."""
    gid, options, deal, moves, nodes, seconds, result = line.strip().strip("|").split(" | ")
    number = lambda text: int(text.replace(",", "")) if text.strip() else None  # noqa: E731
    return {"id": gid.strip(" `"), "options": options.strip(), "deal": number(deal), "moves": number(moves),
            "nodes": number(nodes), "result": result.strip()}


def _score(r):
    """Gets how good a result is, to compare two of the same game: a win
    beats everything, and the shorter of two wins the longer; a search that
    found no win beats an error, and of two such the one that searched more
    positions (it says more about the game)."""
    if r["result"].startswith("won"):
        return (2, -(r["moves"] or 0))
    if r["result"].startswith("error"):
        return (0, 0)
    return (1, r["nodes"] or 0)


def _summary(r):
    """Gets a result in a few words, for the run's report."""
    if r["result"].startswith("won"):
        return "won at deal %d in %d moves" % (r["deal"], r["moves"])
    return r["result"].split(":")[0] + (" (%s positions)" % "{:,}".format(r["nodes"]) if r["nodes"] else "")


def read_rows(path):
    """Gets the rows of an existing table by game id."""
    rows = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.startswith("| `"):
                    rows[line.split("`")[1]] = line.rstrip("\n")
    return rows


class Merge:
    """This run's results against the table's rows: which to keep."""

    def __init__(self, path):
        self.rows = read_rows(path)
        self.improved = []  # lines saying what this run improved
        self.kept = []  # the games whose row in the table was better

    def better(self, r):
        """Checks if result ``r`` beats the table's row for its game (there
        is none, it is better, or the game's default options changed, so
        that the row is another game's), and notes what the run did."""
        line = self.rows.get(r["id"])
        if line is None:
            self.improved.append("%s: %s (new)" % (r["id"], _summary(r)))
            return True
        old = _cells(line)
        if old["options"] != r["options"]:
            self.improved.append("%s: %s (the table's row was for options %s)" % (r["id"], _summary(r), old["options"] or "none"))
            return True
        if _score(r) > _score(old):
            self.improved.append("%s: %s (was %s)" % (r["id"], _summary(r), _summary(old)))
            return True
        self.kept.append(r["id"])
        return False

    def report(self):
        """Gets the lines that say what the run improved and what it kept."""
        lines = ["improved: " + line for line in self.improved]
        if self.kept:
            more = " and %d more" % (len(self.kept) - KEPT_NAMED) if len(self.kept) > KEPT_NAMED else ""
            lines.append("kept the table's better result for %d game%s: %s%s"
                         % (len(self.kept), "" if len(self.kept) == 1 else "s", ", ".join(self.kept[:KEPT_NAMED]), more))
        return lines


def write_table(rows, games, path):
    """Writes the table: ``rows`` ({game id: row}) in the order of ``games``
    (the console's list). Gets the summary line."""
    games = list(games)  # (each record read once, not once a family and again for the rows)
    lines = []
    for family, what in FAMILIES:
        rows_of = [rows[g.id] for g in games if g.id in rows and g.family == family]
        won = [line for line in rows_of if "| won: " in line]
        if rows_of or family == FAMILIES[0][0]:
            lines.append("proven %d / %d %s (%d%%)" % (len(won), len(rows_of), what, round(100 * len(won) / max(1, len(rows_of)))))
    summary = "; ".join(lines)
    ordered = [rows[g.id] for g in games if g.id in rows]
    with open(path, "w") as f:
        f.write(HEAD + summary + "\n\n" + COLUMNS + "\n" + "\n".join(ordered) + "\n")
    return summary
