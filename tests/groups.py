"""make test's grouping of a scripted session's costly runs onto one
pytest-xdist worker (``--dist loadgroup``).

A session (sim/sessions.py) is measured by several tests in several files:
its App-level budget (test_budgets), its device-true heap (test_heap) and
its run on the virtual panel (test_budgets' I2C limits, test_behaviour's
record of the panel). Each of those runs is cached in the worker that makes
it (``functools.lru_cache``), so the tests that read one run must land on
the same worker: they share the session's group. A group a session, not a
group a file, lets the two workers share the sessions out between them.
"""

import pytest


def group(session):
    """The xdist group of ``session``'s tests."""
    return pytest.mark.xdist_group("session-%s" % session)


def params(sessions, **xfail):
    """``sessions`` as a test's parameters, each in its session's group;
    ``xfail`` maps a session to the reason it is a strict expected failure."""
    return [pytest.param(s, marks=[group(s)] + ([pytest.mark.xfail(reason=xfail[s], strict=True)] if s in xfail else []))
            for s in sessions]
