"""Solitaire for Two's level-3 computer (``plan.py``): what its search does
from positions, and that it stays in its budget. How often each level beats
the one below is a benchmark figure (``make bench``, ``python -m
sim.fortwo_levels``), not held here; the device's fuel per step is held in
test_budgets.py."""

from test_fortwo import _up, pos

from sim import fortwo_levels as FL
from solitaire.prng import Rand
from solitaire.sixsuit import fortwo_notation as FN
from solitaire.sixsuit import plan
from solitaire.sixsuit import fortwo_notation as T  # (turns' numbers under their names)
from solitaire.sixsuit.computer import think
from solitaire.sixsuit.fortwo import ForTwo
from solitaire.sixsuit.piles import DRAW_MOVE
from solitaire.tilegames import record

FORTWO = record("fortwo")


def turn(g, level):
    """Makes the seat's plays at ``level`` until its draw or knock (not
    made); gets them as tokens and that action."""
    seat = g.st[T.TURN]
    out = []
    for _ in range(40):
        m = None
        for m in think(g, level, Rand(1)):
            pass
        if m == DRAW_MOVE or m >> 16 == T.KNOCK or g.st[T.TURN] != seat:
            return out, m
        out.append(FN.move_text(g, m))
        n = g.nmoves
        g.apply(m)
        g.settle()
        if g.st[T.TURN] != seat or plan._trio(g, n):  # (a Trio: the next draw is another turn's)
            return out, None
    raise AssertionError("no end to the turn")


# 9D fits up top and onto TC; 8S fits only onto 9D; 3H goes up top. Taking
# 9D up top (the most points now) strands 8S; laid on TC it takes 8S, and
# with 3H up the three are a Trio.
TRIO_BY_ORDER = "\n".join([
    "s: #QW #JW #TW #QA #JA #TA",
    "1: KS",
    "2: TC",
    _up("D", "8"),
    _up("H", "2"),
    "u: 9D 8S 3H",
    "turn: 1 drawn three",
    "scores: 0 0",
])


def test_level_3_orders_its_up_tiles_into_a_trio_where_level_2_takes_the_points():
    g = pos(TRIO_BY_ORDER)
    plays, _ = turn(g, 3)
    assert plays == ["u12", "u12", "u1h"]  # 9D onto TC, 8S (now u1) onto 9D, 3H up (the tokens name the up tiles left)
    assert g.scores() == [35, 0]  # the Trio's 25 and 3H's 10
    assert g.st[T.TURN] == 0 and not g.st[T.BITS] & T.DRAWN  # the same seat draws again
    g = pos(TRIO_BY_ORDER)
    turn(g, 2)
    assert g.size[27] == 1  # 8S left over: no Trio
    assert g.scores() == [0, 0] and g.st[T.PENDING] == 2


def test_before_the_draw_level_3_keeps_the_layouts_plays_for_after_it():
    """5C could go up top now, and will as well after the draw, when the up
    tiles might want its place; level 2 plays it at once."""
    body = "\n".join(["s: #QW #JW #TW #QA #JA #TA", "1: 5C", "2: KS", _up("C", "4"), "turn: 1", "scores: 0 0"])
    plays, m = turn(pos(body), 3)
    assert plays == [] and m == DRAW_MOVE
    plays, m = turn(pos(body), 2)
    assert plays == ["1h"]


def test_before_the_draw_level_3_plays_what_the_draw_would_end():
    """The previous player's up tiles play only until the draw: 9D goes up
    top from them first."""
    body = "\n".join(["s: #QW #JW #TW #QA #JA #TA", "1: KS", _up("D", "8"), "w: 4H 9D 2S", "old: 3", "turn: 1", "scores: 0 0"])
    g = pos(body)
    plays, m = turn(g, 3)
    assert plays == ["u2h"] and m == DRAW_MOVE


def test_level_3_searches_within_its_budget():
    """Every search looks at NODES positions at most, and some reach it (the
    budget is what bounds them); the plans are legal (computer_turns checks
    each move) and the games end."""
    looked = []
    search = plan._search

    def spy(*args):
        for x in search(*args):
            yield x
        looked.append(plan.looked)

    plan._search = spy
    try:
        for d in (1001, 1002, 1003):
            assert FL.game(d, 3, 2).over()
    finally:
        plan._search = search
    assert looked and max(looked) == plan.NODES


def test_the_levels_command_line_plays_matches_and_refuses_bad_input():
    import subprocess
    import sys

    from test_fortwo import ROOT

    def run(*args):
        p = subprocess.run([sys.executable, "-m", "sim.fortwo_levels"] + list(args), cwd=ROOT, capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout, p.stderr

    rc, out, err = run("--deals", "1-2", "--pairs", "2-1")
    assert rc == 0 and out.startswith("level 2 against level 1, deals 1-2: "), err
    for bad in (["--deals", "x"], ["--deals", "5-1"], ["--pairs", "4-1"], ["--pairs", "3"]):
        rc, out, err = run(*bad)
        assert rc == 2 and len(err.strip().splitlines()) == 1 and "fortwo_levels:" in err, (bad, err)


def test_level_3_thinks_in_an_engine_of_its_own_and_leaves_the_board_be():
    """Between thinking steps the console draws the board, takes keys and
    may save it: at every step of a whole game (level 3 against level 2,
    stepped as the console steps them) the board is as it was; the
    search's engine is a copy of the board's very position."""
    g = FL.game(1001, 3, 2)  # (for its options)
    h = ForTwo(FORTWO, 1001, g.options)
    steps = 0
    while not h.over():
        m = h.round_end()
        if m is None:
            key = h.key()
            if h.seats[h.st[T.TURN]] == 3:
                mirror = plan._mirror_of(h)
                assert mirror.key() == key and mirror is not h and mirror.nmoves == 0
            it = think(h, h.seats[h.st[T.TURN]], Rand(h.nmoves))
            m = next(it)
            while m is None:
                steps += 1
                assert h.key() == key
                m = next(it)
            assert h.key() == key and h.check(m) is None
        h.apply(m)
        h.settle()
    assert steps > 1000
