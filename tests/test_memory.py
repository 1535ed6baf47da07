"""Errors on the device's own interpreter: the error screens' exceptions
built under a real MicroPython (its Exception has no ``__init__`` to call by
name), and a MemoryError in play, which leaves a notice and the game menu
and keeps the saved game."""

import os
import textwrap

import pytest

from sim import mpy
from solitaire.console import screens as SC

# displayio and bitmaptools are not in the MicroPython build: render.py only names them in
# functions these scripts do not call
STUB_DISPLAYIO = """
import sys
class _Stub:
    pass
sys.modules["displayio"] = _Stub
sys.modules["bitmaptools"] = _Stub
"""


def test_the_asset_and_halt_screens_build_their_text_under_micropython():
    script = STUB_DISPLAYIO + textwrap.dedent(
        """
        from solitaire.console import render
        from solitaire.console.halt import halt_lines
        from solitaire.cards.notation import NotationError
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
    from solitaire.console import layout, render

    def full(*args, **kwargs):
        raise MemoryError("memory allocation failed, allocating 4096 bytes")

    monkeypatch.setattr(layout.displayio, "Bitmap", full)  # the sheet's pixels find no room
    font = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware", "assets", "font.bmp")
    try:
        layout.load_sheet(font, 6, 8)
    except render.AssetError as e:
        assert (e.path, e.why) == (font, render.NO_MEMORY)
    else:
        raise AssertionError("no AssetError")


# -- out of memory in play, on the simulator --------------------------------------


def _run(tmp_path, names, after, env=None):
    """Runs code.py on a drive folder, pressing ``names``; ``after(i, name,
    console)`` runs once key ``i`` is handled and drawn."""
    import sys

    from sim.hw import Clock, Hardware, key_script
    from sim.panel import VirtualPanel

    clock = Clock()
    panel = VirtualPanel()

    def told(i, name):
        after(i, name, sys.modules["solitaire.console.device"].LAST)

    hw = Hardware(panel, key_script(names, clock, after=told), clock, drive=str(tmp_path))
    return hw.run_code_py(env or {}), panel


def _text(console):
    t = bytes(c & 0x7F for c in console.app.screen.text).decode("latin-1")
    return [t[i : i + 21].rstrip() for i in range(0, len(t), 21)]


def _fail_once(app, also_draw=False):
    """Makes the next key move a card and then run out of heap, as a key
    cut short would: the board is left with a move no checkpoint saw.
    ``also_draw``: the notice's own drawing runs out too."""
    key, draw = app.key, app._draw

    def failing(k, now=0):
        del app.key
        b = app.board
        b.apply(b.legal_moves()[0])
        raise MemoryError("memory allocation failed, allocating 2048 bytes")

    def failing_draw():
        del app._draw
        raise MemoryError("memory allocation failed, allocating 512 bytes")

    app.key = failing
    if also_draw:
        app._draw = failing_draw


def _checkpoint(console, seen):
    """Plays a move and saves it as a checkpoint would."""
    app = console.app
    b = app.board
    b.apply(b.legal_moves()[0])
    app.unsaved += 1
    app.saver.checkpoint(app)
    seen["saved"] = b.key()


def test_a_memory_error_in_a_key_shows_a_notice_goes_to_the_menu_and_keeps_the_save(tmp_path):

    seen = {}

    def after(i, name, console):
        app = console.app
        if i == 0:  # a checkpoint, then a key that runs out of heap half-way
            assert app.state == SC.PLAY
            _checkpoint(console, seen)
            _fail_once(app)
        elif i == 1:
            seen["notice"] = (app.state, _text(console), app.board)
        elif i == 2:
            seen["menu"] = (app.state, _text(console))
        elif i == 3:
            seen["down"] = app.view.sel

    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"}
    console, panel = _run(tmp_path, ["wait", "right", "a", "down"], after, env)
    state, lines, board = seen["notice"]
    assert state == SC.NOTICE and board is None
    assert lines[:7] == [
        " OUT OF MEMORY",
        "Out of memory while",
        "handling a key.",
        "The game is kept as",
        "it was last saved:",
        "Continue resumes it.",
        "New games replace it.",
    ]
    assert all(len(line) <= 21 for line in lines)
    assert seen["menu"][0] == SC.MENU and seen["menu"][1][0] == ">Continue Klondike"
    assert seen["down"] == 1  # the next key works
    assert panel.bytes_total > 0
    # power on again: the game as the checkpoint saved it, not the half-made move
    again, _ = _run(tmp_path, [], lambda *a: None)
    assert again.app.state == SC.PLAY
    assert again.app.board.key() == seen["saved"]


def test_after_a_memory_error_continue_resumes_the_saved_game(tmp_path):

    seen = {}

    def after(i, name, console):
        app = console.app
        if i == 0:
            _checkpoint(console, seen)
            _fail_once(app)
        elif i == 3:
            seen["back"] = (app.state, app.board.key() if app.board is not None else None)

    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"}
    _run(tmp_path, ["wait", "right", "a", "a"], after, env)  # the notice, the menu, Continue
    assert seen["back"] == (SC.PLAY, seen["saved"])


def test_when_the_notice_itself_runs_out_the_premade_one_shows(tmp_path):

    seen = {}

    def after(i, name, console):
        app = console.app
        if i == 0:
            _checkpoint(console, seen)
            _fail_once(app, also_draw=True)
        elif i == 1:
            import sys

            device = sys.modules["solitaire.console.device"]
            seen["notice"] = (app.state, bytes(app.screen.text) == device.OOM_TEXT, _text(console))
        elif i == 2:
            seen["menu"] = app.state

    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"}
    _run(tmp_path, ["wait", "right", "b"], after, env)
    state, premade, lines = seen["notice"]
    assert state == SC.NOTICE and premade, lines
    assert lines[1:5] == ["Out of memory: back", "to the game menu.", "The game is kept as", "it was last saved."]
    assert seen["menu"] == SC.MENU
    again, _ = _run(tmp_path, [], lambda *a: None)
    assert again.app.board.key() == seen["saved"]


# -- the same on a real MicroPython ---------------------------------------------------

OOM_STEP = STUB_DISPLAYIO + '''
import gc
from solitaire.console import device
from solitaire.console.app import App
from solitaire.console import screens as SC
from solitaire.console import panels
from solitaire.console import render
from solitaire.gamelist import MENU_GAMES
from solitaire.console.screen import Screen
from solitaire.console.buttons import Buttons
gc.collect()


class Collector:
    """device's gc: this WASI build must not collect in a nested call (see
    sim/mpy.py), so the collections asked for are counted, and made at
    module level."""

    n = 0

    def collect(self):
        Collector.n += 1


class Queue:
    def __init__(self):
        self.todo = []
        self.overflowed = False

    def get_into(self, ev):
        if not self.todo:
            return False
        ev.key_number, ev.pressed = self.todo.pop(0)
        return True


class Keys:
    def __init__(self):
        self.events = Queue()


class Event:
    key_number = 0
    pressed = False


class Renderer:
    dropped = 0

    def draw(self, scr):
        pass

    def drop(self):
        Renderer.dropped += 1


class Bare(device.Console):
    def __init__(self):  # what a step uses is set below
        pass


c = Bare()
c.keys = Keys()
c.event = Event()
c.buttons = Buttons()
c.button_of = bytearray(range(8))
c.hush = False
c.sample_due = False
c.dark = False
c.contrast = 4
c.display = None
c.screen = Screen()
c.app = App(c.screen, MENU_GAMES)
del MENU_GAMES  # (the App's alone, as on the device: a game in play lets it go, held.py)
c.renderer = Renderer()
c.oom_notice = device.OomNotice(c.app)
device.gc = Collector()
c.app.start(0, 4)
gc.collect()


def big_key(k, now=0):
    b = bytearray(1000000)  # more than the heap: a real MemoryError


c.app.key = big_key
gc.disable()  # no automatic collection in a nested call either
c.keys.events.todo.append((3, True))  # right: acts on press
print("step", c.step(10))
gc.enable()
gc.collect()
app = c.app
print("notice", app.state == SC.NOTICE, app.board is None, Collector.n, Renderer.dropped)
t = bytes(ch & 127 for ch in app.screen.text)
for i in range(8):
    print("|" + t[i * 21 : (i + 1) * 21].decode().rstrip())
del app.key
gc.disable()
c.keys.events.todo.append((4, True))  # A: acts on release
c.step(20)
c.keys.events.todo.append((4, False))
c.step(120)
gc.enable()
gc.collect()
print("menu", app.state == SC.MENU)
'''


def test_a_real_memory_error_in_a_key_under_micropython():
    """A key handler's stand-in asks for more than a 136 KB heap; the main
    loop's step catches the MemoryError, and its notice is drawn with the
    interpreter's own str and list code. (At 128 and 132 KB the game menu
    behind the notice, which loads the game list again since a game in
    play holds none (gl49: console/held.py), found no 512 bytes in one piece
    among 5.5 KB free, so the notice made at import showed, and A still
    reached the menu.)"""
    out = mpy.run_firmware(OOM_STEP, heap_kb=136, mpy=True).stdout.splitlines()
    assert out == [
        "step True",
        "notice True True 2 1",
        "| OUT OF MEMORY",
        "|Out of memory while",
        "|handling a key.",
        "|Saves are off: the",  # no saver here
        "|game is lost.",
        "|",
        "|",
        "|A:go on",
        "menu True",
    ]


def _assets(tmp_path, missing):
    import os

    here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware", "assets")
    assets = tmp_path / "assets"
    assets.mkdir()
    for name in os.listdir(here):
        if name != missing:
            (assets / name).write_bytes(open(os.path.join(here, name), "rb").read())
    return str(assets)


def test_a_game_sheet_that_cant_load_in_play(tmp_path, monkeypatch):
    """Spider's sheets load when it is first drawn: missing, the asset
    screen names it; no heap for it, the out-of-memory notice and the menu."""
    from sim.autoplay import KEY_NAMES, menu_keys
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    keys = [KEY_NAMES[k] for k in menu_keys(App(Screen(), MENU_GAMES), MENU_GAMES.index("spider"))]  # the game menu: Spider
    (tmp_path / "1").mkdir()
    env = {"SOLITAIRE_ASSETS": _assets(tmp_path / "1", "cards12.bmp")}
    console, panel = _run(tmp_path / "1", keys, lambda *a: None, env)
    what, e = console.fatal
    assert what == "asset" and e.path.endswith("cards12.bmp") and e.why == "missing"
    assert console.shown_lines[0] == "Asset file problem:" and "cards12.bmp" in "".join(console.shown_lines)

    seen = {}

    def after(i, name, console):
        import sys

        last = len(keys) - 1  # the key that opens Spider
        if i == last - 1:  # the next sheet to load finds the heap full
            def full(*args, **kwargs):
                raise MemoryError()

            monkeypatch.setattr(sys.modules["solitaire.console.render"].displayio, "Bitmap", full)
        elif i == last:
            monkeypatch.undo()
            seen["shown"] = (console.app.state, _text(console)[:3], console.fatal)
        elif i == last + 1:
            seen["next"] = console.app.state

    (tmp_path / "2").mkdir()
    _run(tmp_path / "2", keys + ["a"], after, {"SOLITAIRE_ASSETS": _assets(tmp_path / "2", "")})
    state, lines, fatal = seen["shown"]
    assert state == SC.NOTICE and fatal is None
    assert lines == [" OUT OF MEMORY", "Out of memory while", "drawing the screen."]
    assert seen["next"] == SC.MENU


def test_a_game_too_big_to_open_at_power_on_leaves_the_menu_and_says_so(tmp_path, monkeypatch):
    """Power-on opens a game (the one SOLITAIRE_GAME names here; after a
    change of family, the one chosen): when it does not fit, the console
    starts at the game menu with the out-of-memory notice instead of
    stopping with a traceback."""
    import runpy

    real = runpy.run_path

    def run_path(path, run_name=None):
        from solitaire.console.app import App  # the run's own copy, imported afresh

        start = App.start

        def too_big(self, *args, **kwargs):
            App.start = start  # once
            raise MemoryError("memory allocation failed, allocating 1024 bytes")

        App.start = too_big
        return real(path, run_name=run_name)

    monkeypatch.setattr(runpy, "run_path", run_path)
    seen = {}

    def after(i, name, console):
        seen[i] = (console.app.state, _text(console))

    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"}
    console, _ = _run(tmp_path, ["wait", "a", "a"], after, env)
    state, lines = seen[0]
    assert state == SC.NOTICE
    assert lines[1:4] == ["Out of memory while", "opening the game.", "Nothing was lost."]
    assert seen[1][0] == SC.MENU  # any key goes on to the menu ...
    assert seen[2][0] == SC.PLAY  # ... and a game opens from there


def test_no_heap_for_the_first_sheet_at_power_on_says_so(tmp_path, monkeypatch):
    """Power-on opens a game and draws it: when its first sheet finds the
    heap full (a saved game's family loaded and its moves replayed leave it
    in small holes), the console shows the out-of-memory notice and the
    menu, as it does in play, instead of stopping with a traceback."""
    import displayio

    real = displayio.Bitmap
    made = []

    def bitmap(*args, **kwargs):
        made.append(args)
        if len(made) == 3:  # the halt's bitmap (power_on.start) and the font made; the game's first sheet finds the heap full
            raise MemoryError("memory allocation failed, allocating 3072 bytes")
        return real(*args, **kwargs)

    monkeypatch.setattr(displayio, "Bitmap", bitmap)
    seen = {}

    def after(i, name, console):
        seen[i] = (console.app.state, _text(console), console.fatal)

    env = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "4"}
    _run(tmp_path, ["wait", "a", "a"], after, env)
    state, lines, fatal = seen[0]
    assert state == SC.NOTICE and fatal is None
    assert lines[1:3] == ["Out of memory while", "opening the game."]
    assert seen[1][0] == SC.MENU  # any key goes on to the menu ...
    assert seen[2][0] == SC.PLAY  # ... and the game opens from there, its sheets loading now


def test_a_family_that_ran_out_of_heap_loading_loads_again():
    """A MemoryError while a family's modules load leaves no half-made
    family behind: the next start loads it again (before: an AttributeError
    on a family module of None, a crash on the device)."""
    from solitaire.console import app as A
    from solitaire.console.app import App
    from solitaire.console.screen import Screen
    from solitaire.gamelist import MENU_GAMES

    app = App(Screen(), MENU_GAMES)
    real = A.family_module
    calls = []

    def short_of_heap(family):
        calls.append(family)
        if len(calls) == 1:
            raise MemoryError("memory allocation failed, allocating 512 bytes")
        return real(family)

    A.family_module = short_of_heap
    try:
        with pytest.raises(MemoryError):
            app.start(0, 1)
        app.play = None  # (as device.out_of_memory leaves it)
        app.start(0, 1)
    finally:
        A.family_module = real
    assert app.play is not None and app.board is not None and calls == ["cards", "cards"]
