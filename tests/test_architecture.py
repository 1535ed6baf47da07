"""The architecture as ARCHITECTURE.md states it, held: modules of a few
hundred lines, no import circles, a console that names no game family, and
every family providing the whole interface."""

import ast
import importlib
import os

import pytest

from solitaire.gamelist import MENU_GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, "firmware", "solitaire")
FAMILIES = sorted({g.family for g in MENU_GAMES})


def modules():
    """Gets {dotted name: path} of every firmware module."""
    out = {}
    for folder, _, files in os.walk(PKG):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, os.path.dirname(PKG))[:-3]
                out[rel.replace(os.sep, ".")] = path
    return out


def imports(path):
    """Gets the firmware modules a file imports, at any depth (lazy ones too)."""
    with open(path) as f:
        tree = ast.parse(f.read())
    names = modules()
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("solitaire"):
            for a in node.names:
                full = node.module + "." + a.name
                out.add(full if full in names else node.module)
    return {m for m in out if m in names}


def test_no_firmware_module_is_over_600_lines():
    long = {}
    for name, path in modules().items():
        with open(path) as f:
            n = sum(1 for _ in f)
        if n > 600:
            long[name] = n
    assert not long, long


def test_no_import_circles():
    graph = {name: imports(path) for name, path in modules().items()}
    state = {}

    def visit(m, stack):
        state[m] = 1
        for d in graph[m]:
            if state.get(d) == 1:
                raise AssertionError("import circle: " + " -> ".join(stack[stack.index(d) :] + [d]))
            if d not in state:
                visit(d, stack + [d])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])


def test_the_console_names_no_family_and_no_game():
    """The console reaches a family only through a record's ``family``: it
    imports no family's module and compares nothing with a family's or a
    game's name."""
    words = set(FAMILIES) | {g.id for g in MENU_GAMES} | {"TILES", "BUILD"}
    for name, path in modules().items():
        if not name.startswith("solitaire.console."):
            continue
        for dep in imports(path):
            assert dep.split(".")[1] not in FAMILIES, "%s imports %s" % (name, dep)
        with open(path) as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):  # a test for a game or a family by name
                for c in [node.left] + node.comparators:
                    if isinstance(c, ast.Constant):
                        assert c.value not in words, "%s tests for %r" % (name, c.value)
            elif isinstance(node, (ast.Name, ast.Attribute)):
                ident = node.id if isinstance(node, ast.Name) else node.attr
                assert ident not in ("TILES", "BUILD"), "%s names %s" % (name, ident)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_provides_the_interface(family):
    play = importlib.import_module("solitaire.%s.play" % family)
    for name in ("Engine", "restore_tail", "KEEP", "Play"):
        assert hasattr(play, name), name
    from solitaire.gamelist import MENU_GAMES

    games = [g for g in MENU_GAMES if g.family == family]
    assert games
    for g in games:  # Engine deals each game of the family (a class, or a function choosing one)
        engine = play.Engine(g, 1, g.default_options())
        for name in ("key", "won", "check", "apply", "undo", "move_at", "by_game", "redeal", "fits"):
            assert hasattr(engine, name), name
        assert engine.fits(g.with_options(g.default_options()))
    for name in ("start", "resume", "key", "tick", "draw", "undo", "busy", "score", "load_series", "extra", "kind", "extra_label"):
        assert hasattr(play.Play, name), name
    text = importlib.import_module("solitaire.%s.text" % family)
    assert callable(text.rules_lines)
    from sim.cli import notation_for

    for g in games:  # the family's notation, or a game's own that extends it
        nota = notation_for(g)
        for name in ("text", "header", "parse_position", "parse_moves", "result_line"):
            assert callable(getattr(nota, name)), name
