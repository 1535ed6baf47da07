"""Errors on the device's own interpreter: the error screens' exceptions
built under a real MicroPython (its Exception has no ``__init__`` to call by
name), and a MemoryError in play, which leaves a notice and the game menu
and keeps the saved game."""

import textwrap

from sim import mpy

# displayio is not in the MicroPython build: render.py only names it in
# functions these scripts do not call
STUB_DISPLAYIO = """
import sys
class _Stub:
    pass
sys.modules["displayio"] = _Stub
"""


def test_the_asset_and_halt_screens_build_their_text_under_micropython():
    script = STUB_DISPLAYIO + textwrap.dedent(
        """
        from solitaire import render
        from solitaire.device import halt_lines
        from solitaire.notation import NotationError
        e = render.AssetError("/assets/font.bmp", "missing")
        print(e.path, e.why, e.args[0], isinstance(e, Exception))
        print("|".join(halt_lines("asset", e)))
        try:
            raise render.AssetError("/assets/cards16.bmp", render.NO_MEMORY)
        except render.AssetError as e2:
            print("|".join(halt_lines("asset", e2)))
        print("|".join(halt_lines("asset", render.AssetError("/assets/slots12.bmp", "is 8x8, not 192x128"))))
        print("|".join(halt_lines("display", OSError(5))))
        try:
            raise NotationError("bad card", 2, 7)
        except ValueError as n:
            print(str(n), n.line, n.col)
        """
    )
    out = mpy.run_firmware(script, heap_kb=1024, mpy=True).stdout.splitlines()
    assert out == [
        "/assets/font.bmp missing /assets/font.bmp: missing True",
        "Asset file problem:|/assets/font.bmp|missing|Copy assets again",
        "Can't load asset:|/assets/cards16.bmp|Out of memory|Reset to try again",
        "Asset file problem:|/assets/slots12.bmp|is 8x8, not 192x128|Copy assets again",
        "Can't start:|5",
        "line 2, column 7: bad card 2 7",
    ]


def test_a_full_heap_while_a_sheet_loads_is_an_asset_error_saying_so(monkeypatch):
    from solitaire import render

    def full(*args, **kwargs):
        raise MemoryError("memory allocation failed, allocating 4096 bytes")

    monkeypatch.setattr(render, "_load_image", full)
    try:
        render.load_sheet("/assets/font.bmp", 6, 8)
    except render.AssetError as e:
        assert (e.path, e.why) == ("/assets/font.bmp", render.NO_MEMORY)
    else:
        raise AssertionError("no AssetError")
