"""make test's grouping of a scripted session's costly runs onto one
pytest-xdist worker (``--dist loadgroup``).

A session (sim/sessions.py) is measured by several tests in several files:
its App-level budget (test_budgets), its device-true heap (test_heap) and
its run on the virtual panel (test_budgets' I2C limits, test_behaviour's
record of the panel). Each of those runs is cached in the worker that makes
it (``functools.lru_cache``), so the tests that read one run must land on
the same worker: they share the session's group. A group a session, not a
group a file, lets the two workers share the sessions out between them.

test_heap's runs (the session at its limit, which several of its tests
read) are read by test_heap alone: its tests of a session are a group of
their own, ``heap-`` and the session (``runs="heap"``), which the other
worker may take while one runs the session's other group (in a whole run
the catalogue's heap test took 35 s and its panel run 36 s, one after the
other on one worker).
"""

import pytest


def group(session, runs="session"):
    """The xdist group of ``session``'s tests that read its ``runs``:
    "session" (test_budgets', the panel's) or "heap" (test_heap's); or
    "pairs-win" (test_pairs' two tests of a game whose searched win they
    share: ``sim.pairs_play.win_of``)."""
    return pytest.mark.xdist_group("%s-%s" % (runs, session))


def params(sessions, runs="session", **xfail):
    """``sessions`` as a test's parameters, each in its session's group
    (of ``runs``); ``xfail`` maps a session to the reason it is a strict
    expected failure."""
    return [pytest.param(s, marks=[group(s, runs)] + ([pytest.mark.xfail(reason=xfail[s], strict=True)] if s in xfail else []))
            for s in sessions]
