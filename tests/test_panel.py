"""The virtual SSD1306: its decoding of the wire protocol, and the renderer
driving it through real displayio and the real driver.

Byte counts include each write's address byte. Run with ``-s`` to see them.
"""

import os

import pytest

from sim.panel import VirtualPanel
from solitaire.console import screen as S
from solitaire.console import tiles as T

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "firmware", "assets")


def cmds(panel, *bytes_):
    """Sends commands the way the driver does: 0x80 before each byte."""
    buf = bytearray()
    for b in bytes_:
        buf += bytes((0x80, b))
    panel.writeto(0x3C, buf)


def data(panel, payload):
    panel.writeto(0x3C, bytes((0x40,)) + bytes(payload))


def on_panel():
    """A panel set up the way the driver's init sequence leaves it."""
    p = VirtualPanel()
    cmds(p, 0xAE, 0x20, 0x01, 0xA1, 0xC8, 0xA8, 0x3F, 0xAF)
    return p


# --- decoding ------------------------------------------------------------


def test_vertical_mode_fills_a_window_column_by_column():
    p = on_panel()
    cmds(p, 0x21, 10, 11, 0x22, 2, 3)  # columns 10-11, pages 2-3
    data(p, [0x01, 0x02, 0x03, 0x04])
    assert p.ram[2 * 128 + 10] == 0x01  # page 2 col 10, then down a page
    assert p.ram[3 * 128 + 10] == 0x02
    assert p.ram[2 * 128 + 11] == 0x03
    assert p.ram[3 * 128 + 11] == 0x04
    assert p.pixel(10, 16) and p.pixel(10, 25) and not p.pixel(10, 17)


def test_horizontal_and_page_modes():
    p = on_panel()
    cmds(p, 0x20, 0x00, 0x21, 126, 127, 0x22, 0, 1)
    data(p, [1, 2, 3])  # wraps to the next page at the window's edge
    assert (p.ram[126], p.ram[127], p.ram[128 + 126]) == (1, 2, 3)
    cmds(p, 0x20, 0x02, 0xB5, 0x04, 0x12)  # page 5, column 0x24
    data(p, [0xFF, 0x81])
    assert p.ram[5 * 128 + 0x24] == 0xFF and p.ram[5 * 128 + 0x25] == 0x81


def test_control_bytes_and_multi_byte_commands():
    p = on_panel()
    # Co clear, D/C# clear: all the rest are commands; the scroll set-up's
    # six arguments must not be taken for commands (0xA7 among them)
    p.writeto(0x3C, bytes((0x00, 0x26, 0x00, 0x00, 0x00, 0xA7, 0x00, 0xFF, 0x81, 0x42)))
    assert not p.inverted and p.contrast == 0x42
    # Co set with D/C# set: a single data byte, then a command
    cmds(p, 0x21, 0, 127, 0x22, 0, 7)
    p.writeto(0x3C, bytes((0xC0, 0x0F, 0x80, 0xA7)))
    assert p.ram[0] == 0x0F and p.inverted
    assert p.writes == 1


def test_invert_display_off_start_line_and_flips():
    p = on_panel()
    cmds(p, 0x21, 0, 0, 0x22, 0, 0)
    data(p, [0x01])  # pixel (0, 0)
    assert p.pixel(0, 0) and not p.pixel(1, 0)
    cmds(p, 0xA7)
    assert not p.pixel(0, 0) and p.pixel(1, 0)
    cmds(p, 0xA6, 0x41)  # start line 1: the picture moves up a row
    assert p.pixel(0, 63) and not p.pixel(0, 0)
    cmds(p, 0x40, 0xA0)  # segment remap off: mirrored left-right
    assert p.pixel(127, 0)
    cmds(p, 0xA1, 0xC0)  # COM scan normal: upside down
    assert p.pixel(0, 63)
    cmds(p, 0xC8, 0xAE)
    assert not p.pixel(0, 0)
    assert p.to_image().getbbox() is None  # off shows nothing
    cmds(p, 0xAF)
    assert p.to_image(scale=4).size == (512, 256)


def test_bus_side_of_the_stand_in():
    p = VirtualPanel()
    assert p.try_lock() and not p.try_lock()  # displayio relies on this
    p.unlock()
    assert p.try_lock()
    p.unlock()
    with pytest.raises(OSError):
        p.writeto(0x3D, b"\x80\xaf")
    p.writeto(0x3C, bytearray(b"\xff\x80\xaf\xff"), start=1, end=3)
    assert p.on
    assert p.bytes_total == 3 and p.take_count() == 3 and p.take_count() == 0
    p.deinit()


# --- through displayio and the real driver ------------------------------


@pytest.fixture
def stack():
    """The real display stack on a virtual panel, and a renderer on it."""
    from sim.display import make_display
    from solitaire.console.power_on import renderer as Renderer

    display, panel = make_display()
    return Renderer(display, ASSETS), panel


def deal(scr, cols):
    scr.mode = S.GAME
    scr.set_layout(cols, cols)
    for c in range(cols):
        scr.top[c] = T.face((1 + c) | (c % 4) << 4)
        pile = [T.backs(c + 1)] + [T.face((13 - r) | ((r + c) % 4) << 4) for r in range(c % 6)]
        pile.append(T.FOOT)
        for r in range(S.TAB_ROWS):
            scr.tab[r * cols + c] = pile[r] if r < len(pile) else T.BLANK


def fresh_rows(scr):
    """Draws ``scr`` once on a new display and panel; gets the panel RAM."""
    from sim.display import make_display
    from solitaire.console.power_on import renderer as Renderer

    display, panel = make_display()
    Renderer(display, ASSETS).draw(scr)
    return bytes(panel.ram), panel


def test_partial_updates_leave_the_same_ram_as_a_full_redraw(stack):
    renderer, panel = stack
    scr = S.Screen()
    deal(scr, 7)
    for _ in range(3):  # Blinka redraws everything once more after a new group
        renderer.draw(scr)
    counts = []
    cursor = 0
    for step in range(12):
        # cursor moves, a card turns over, a message comes and goes
        scr.tab[cursor] &= ~T.INVERT & 0xFF
        cursor = (cursor + 8) % (7 * 3)
        scr.tab[cursor] |= T.INVERT
        if step == 4:
            scr.top[2] = T.FOUNDATION
        if step == 6:
            scr.set_msg("Nothing to move")
        if step == 9:
            scr.msg_on = False
        panel.take_count()
        renderer.draw(scr)
        counts.append(panel.take_count())
    want, _ = fresh_rows(scr)
    assert bytes(panel.ram) == want
    print("\npartial updates, bytes per frame:", counts)


def test_text_mode_and_back(stack):
    renderer, panel = stack
    scr = S.Screen()
    deal(scr, 7)
    renderer.draw(scr)
    deal(scr, 10)  # a new layout: pitch 12
    renderer.draw(scr)
    scr.mode = S.TEXT
    scr.put_text(0, 0, "Klondike", T.INVERT)
    scr.put_text(2, 1, "Draw 3")
    renderer.draw(scr)
    text_ram = bytes(panel.ram)
    scr.mode = S.GAME
    renderer.draw(scr)
    game_ram = bytes(panel.ram)
    # (a fresh display releases this one, so compare last)
    assert game_ram == fresh_rows(scr)[0]
    scr.mode = S.TEXT
    assert text_ram == fresh_rows(scr)[0]
    assert text_ram != game_ram


def test_one_tile_costs_far_less_than_a_frame():
    from sim.display import make_display
    from solitaire.console.power_on import renderer as Renderer

    display, panel = make_display()
    panel.take_count()
    renderer = Renderer(display, ASSETS)
    scr = S.Screen()
    deal(scr, 7)
    renderer.draw(scr)
    full = panel.take_count()
    renderer.draw(scr)  # Blinka's second pass after a new root group
    again = panel.take_count()
    renderer.draw(scr)
    idle = panel.take_count()
    scr.tab[7 + 3] ^= T.INVERT  # one card head
    renderer.draw(scr)
    one = panel.take_count()
    scr.top[0] ^= T.INVERT  # one top-row slot
    renderer.draw(scr)
    slot = panel.take_count()
    scr.tab[7 + 3] ^= T.INVERT  # a cursor move: two tiles, columns apart
    scr.tab[7 * 2 + 5] ^= T.INVERT
    renderer.draw(scr)
    move = panel.take_count()
    print("\nbytes: full frame %d, second pass %d, idle %d, one tableau tile %d, one slot %d, cursor move %d" % (full, again, idle, one, slot, move))
    assert full >= 1024  # every pixel once
    assert idle <= 16  # nothing changed, nearly nothing sent
    assert one * 8 < full and slot * 8 < full
    assert move < full // 2
