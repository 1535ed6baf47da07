"""Each function's frame as MicroPython takes it, read from the firmware's
``.mpy`` (the tree ``sim.mpy.compiled_tree`` compiles, as ``make flash``
does): its state (locals and stack, ``n_state`` words, and its exception
stack, two words a level) and whether a call takes it from the heap. A
frame over eleven words (44 bytes: ``VM_MAX_STATE_ON_STACK``) is allocated
at each call, a search for room from the lowest free block past the heap's
holes (``basecards.lowest`` and ``put`` kept off it: Opus' new deal
1,972,000 -> 1,938,000 fuel, docs/heap.md's tcard36; ARCHITECTURE.md, "A
call costs heap too")::

    python -m sim.frames solitaire.cards.legal          # its functions on the heap
    python -m sim.frames --all solitaire/cards/hint.py  # every function

A name is the function's (``Class.method``; ``<listcomp>`` and the like
for comprehensions), found by walking the source's scopes in the order
the compiler makes them.
"""

import argparse
import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ON_STACK = 44  # bytes of state MicroPython keeps off the heap (py/objfun.c, 32-bit)
_SCOPES = {ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>", ast.DictComp: "<dictcomp>", ast.GeneratorExp: "<genexpr>", ast.Lambda: "<lambda>"}


class _Reader:
    def __init__(self, data):
        self.data = data
        self.i = 0

    def byte(self):
        self.i += 1
        return self.data[self.i - 1]

    def uint(self):
        u = 0
        while True:
            b = self.byte()
            u = u << 7 | b & 0x7F
            if not b & 0x80:
                return u

    def skip(self, n):
        self.i += n


def _skip_obj(r):
    kind = r.byte()  # 0-4: the function table, None, False, True, Ellipsis; 10: a tuple
    if kind == 10:
        for _ in range(r.uint()):
            _skip_obj(r)
    elif kind > 4:
        r.skip(r.uint() + (kind in (5, 6)))  # (a str's or bytes' terminating NUL)


def _signature(code):
    """Gets (n_state, n_exc_stack) from a bytecode prelude."""
    z = code[0]
    s, e, n, i = z >> 3 & 15, z >> 2 & 1, 0, 1
    while z & 0x80:
        z = code[i]
        i += 1
        s |= (z & 0x30) << 2 * n
        e |= (z & 2) << n
        n += 1
    return s + 1, e


def _raw_codes(r, out):
    kind_len = r.uint()
    code = r.data[r.i : r.i + (kind_len >> 3)]
    r.skip(kind_len >> 3)
    if kind_len & 3 == 0:  # bytecode (the firmware has no native code)
        out.append(_signature(code))
    if kind_len & 4:
        for _ in range(r.uint()):
            _raw_codes(r, out)


def mpy_frames(data):
    """Gets each raw code's (n_state, n_exc_stack) from ``.mpy`` bytes
    (format 6), the module first, then its scopes depth first."""
    r = _Reader(data)
    if r.byte() != ord("M") or r.byte() != 6:
        raise ValueError("not a .mpy of format 6")
    flags = r.byte()
    r.byte()
    if flags & 2:  # (the architecture's flags)
        r.uint()
    n_qstr, n_obj = r.uint(), r.uint()
    for _ in range(n_qstr):
        n = r.uint()
        if not n & 1:  # (a static qstr is its index alone)
            r.skip((n >> 1) + 1)
    for _ in range(n_obj):
        _skip_obj(r)
    out = []
    _raw_codes(r, out)
    return out


def scope_names(source):
    """Gets the names of a module's scopes in the compiler's order: the module,
    then each scope's own before the next (depth first, in source order)."""
    out = ["<module>"]

    def walk(node, prefix):
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else _SCOPES.get(type(child))
            if name is None:
                walk(child, prefix)
                continue
            out.append(prefix + name)
            walk(child, prefix + name + ".")

    walk(ast.parse(source), "")
    return out


def frames(py_path, mpy_path):
    """Gets (name, n_state, n_exc_stack, bytes) for each scope of module
    ``py_path`` compiled to ``mpy_path``."""
    with open(mpy_path, "rb") as f:
        got = mpy_frames(f.read())
    with open(py_path) as f:
        names = scope_names(f.read())
    if len(names) != len(got):  # (a scope the walk orders otherwise: numbered, not named)
        names = ["#%d" % i for i in range(len(got))]
    return [(n, s, e, 4 * s + 8 * e) for n, (s, e) in zip(names, got)]


def _module_path(arg):
    if arg.endswith(".py"):
        rel = os.path.relpath(os.path.abspath(arg), os.path.join(ROOT, "firmware"))
        return rel if not rel.startswith("..") else arg
    return arg.replace(".", "/") + ".py"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim.frames", description="Functions whose frame MicroPython takes from the heap at each call (from the firmware's .mpy).")
    ap.add_argument("modules", nargs="+", help="modules by import name (solitaire.cards.legal) or path")
    ap.add_argument("--all", action="store_true", help="every function, not only those on the heap")
    a = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    from sim.mpy import FIRMWARE_DIR, compiled_tree

    tree = compiled_tree(FIRMWARE_DIR)
    for m in a.modules:
        rel = _module_path(m)
        for name, s, e, size in frames(os.path.join(FIRMWARE_DIR, rel), os.path.join(tree, rel[:-3] + ".mpy")):
            if a.all or size > ON_STACK:
                print("%-44s %3d bytes%s  (%d words, %d exception levels)" % (rel[:-3].replace("/", ".") + ":" + name, size, " heap" if size > ON_STACK else "", s, e))
    return 0


if __name__ == "__main__":
    sys.exit(main())
