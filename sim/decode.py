"""Reading the panel back: the pixels the virtual SSD1306 shows, after the
real displayio renderer, decoded into tiles by matching the built sheets'
glyphs (whatever ``host_tools/build_assets.py`` drew in them), and a card
game's tiles into cards, checked against the position on the board.

A cell the message line covers in part decodes from its pixels that show:
it reads when every tile they fit means the same. A card whose pixels fit
no tile, or fit two cards, can't be read: it overlaps something or is
clipped.

    python -m sim.decode [GAME ...] [--deals N] [--moves N] [--deep]   # every menu game by default

prints each game that does not read back and why (exit 1), or how many read.
"""

import argparse
import os
import sys
import time

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "firmware", "assets")
if os.path.join(ROOT, "firmware") not in sys.path:
    sys.path.append(os.path.join(ROOT, "firmware"))

from solitaire.console import screen as S  # noqa: E402
from solitaire.console import tiles as T  # noqa: E402

_SHEETS = {}


class Sheet:
    """A 256-tile sheet's glyphs: ``glyphs[i]`` is tile ``i``'s pixels, a
    tuple of rows of 0/1; ``index`` finds the tiles a whole glyph is;
    ``bits[i]`` is the glyph as one number (``_bits``), for matching the
    part of a glyph that shows."""

    def __init__(self, name, w, h):
        img = Image.open(os.path.join(ASSETS, name)).convert("1")
        px = img.load()
        self.w, self.h = w, h
        self.glyphs = []
        self.index = {}
        for i in range(256):
            ox, oy = (i % 16) * w, (i // 16) * h
            g = tuple(tuple(1 if px[ox + x, oy + y] else 0 for x in range(w)) for y in range(h))
            self.glyphs.append(g)
            self.index.setdefault(g, []).append(i)
        self.bits = [_bits(g) for g in self.glyphs]


def _bits(rows):
    """Gets a glyph's rows of 0/1 as one number, pixel (x, y) its bit
    ``y * width + x``; a pixel that is None (hidden) counts as 0."""
    n = 0
    for row in reversed(rows):
        for v in reversed(row):
            n = n << 1 | (v or 0)
    return n


def sheet(name, w, h):
    s = _SHEETS.get(name)
    if s is None:
        s = _SHEETS[name] = Sheet(name, w, h)
    return s


def read_cell(sh, lit, x0, y0, hidden):
    """Gets the tiles of sheet ``sh`` whose glyph the panel shows at (x0,
    y0): ``lit[y][x]`` the panel's pixels, ``hidden(x, y)`` true where
    something over the grid covers it (only the pixels that show count)."""
    rows = []
    covered = False
    for y in range(sh.h):
        row = []
        for x in range(sh.w):
            if hidden(x0 + x, y0 + y):
                covered = True
                row.append(None)
            elif 0 <= x0 + x < 128 and 0 <= y0 + y < 64:
                row.append(lit[y0 + y][x0 + x])
            else:
                covered = True
                row.append(None)
        rows.append(tuple(row))
    if not covered:
        return sh.index.get(tuple(rows), [])
    # (the pixels that show, as a mask over the glyph's bits: a number
    # compare a tile, not one a pixel)
    shows = _bits(tuple(tuple(v is not None for v in r) for r in rows))
    seen = _bits(rows)
    return [i for i, g in enumerate(sh.bits) if g & shows == seen]


def lit_pixels(panel):
    """Gets the panel's pixels as 64 rows of 0/1, as ``panel.pixel`` reads
    them (the module's orientation, offset and start line), read from its
    RAM a page at a time."""
    if not panel.on or panel.all_on:
        return [[int(panel.pixel(x, y)) for x in range(128)] for y in range(64)]
    ram = panel.ram
    inv = 1 if panel.inverted else 0
    cols = list(range(128)) if panel.seg_remap else list(range(127, -1, -1))
    out = []
    for y in range(64):
        if y > panel.mux:
            out.append([0] * 128)
            continue
        row = y if panel.com_reversed else 63 - y
        row = (row + panel.start_line + panel.offset) & 63
        page = (row >> 3) * 128
        bit = row & 7
        out.append([((ram[page + x] >> bit) & 1) ^ inv for x in cols])
    return out


def panel_tiles(scr, panel):
    """Decodes a game screen's top row and tableau from the panel: gets
    (top, tab), each cell a list of the tiles its pixels fit (in the
    screen model's order: ``tab[row * tab_cols + col]``)."""
    lit = lit_pixels(panel)
    p = scr.pitch
    slots = sheet("%s%d.bmp" % (scr.top_sheet, p), p, 8)
    cards = sheet("%s%d.bmp" % (scr.tab_sheet, p), p, 6)
    msg = scr.msg_on

    def hidden(x, y):  # the message line's grid lies over the tableau's last rows
        return msg and S.MSG_Y <= y < S.MSG_Y + 8 and 1 <= x < 1 + 6 * S.TEXT_COLS

    top = [read_cell(slots, lit, scr.x0 + c * p, S.TOP_Y, hidden) for c in range(scr.top_cols)]
    tab = []
    for r in range(S.TAB_ROWS):
        for c in range(scr.tab_cols):
            tab.append(read_cell(cards, lit, scr.x0 + c * p, S.TAB_Y + r * 6, hidden))
    return top, tab


def _meaning(t, faces):
    """What a tile says: a card face's tile (cursor or not), else the tile."""
    return t & 0x7F if (t & 0x7F) < faces else t


def check_model(scr, top, tab, faces):
    """Gets the problems of the panel against the screen model: a cell
    whose pixels fit no tile, fit tiles that mean different things, or
    show another tile than the model has there."""
    out = []
    cells = [("top", c, scr.top[c], top[c]) for c in range(scr.top_cols)]
    cells += [("tab", i, scr.tab[i], tab[i]) for i in range(scr.tab_cols * S.TAB_ROWS)]
    for where, i, want, got in cells:
        card = (want & 0x7F) < faces
        if not got:
            out.append("%s %d: no tile has these pixels (the model has %d)" % (where, i, want))
        elif want not in got:
            out.append("%s %d: shows %s, the model has %d" % (where, i, got[:4], want))
        elif card and len({_meaning(t, faces) for t in got}) > 1:
            out.append("%s %d: card tile %d can't be read (its pixels that show fit %s)" % (where, i, want, got[:6]))
    return out


def _one(cell, faces):
    """The tile a cell reads as, or None (hidden, or two cards). A picture
    that is no card may stand twice in a sheet (the cards sheet's top-row
    tiles 126 and 127 are its empty outlines there): the first one is it."""
    m = {_meaning(t, faces) & 0x7F for t in cell}
    if len(m) > 1 and min(m) < faces:
        return None
    return min(m) if m else None


def _run(where, cells, i, want, foot, faces):
    """Checks a column's cards from row ``i`` on: an ellipsis where cards
    above are left out, then a run of ``want`` (the pile's face-up cards'
    tiles, bottom first) in order, then ``foot`` (the pile's foot or a
    landing mark) or an ellipsis where cards below are left out. Gets the
    problem, or None."""
    rows = len(cells)
    k = len(want)
    skipped = i < rows and cells[i] == foot[2]
    if skipped:
        i += 1
    run = []
    while i < rows and cells[i] is not None and (cells[i] < faces or cells[i] in foot[3:]):
        run.append(cells[i])
        i += 1
    end = cells[i] if i < rows else None
    firsts = [f for f in range(k - len(run) + 1) if want[f : f + len(run)] == run]
    if end is None and run and firsts and firsts[-1] + len(run) == k:
        end = foot[0]  # (its foot under the message line: every card shows)
    if end is None:
        return "%s: its cards run into the screen's edge or under the message line (%d shown of %d)" % (where, len(run), k)
    if not run or not firsts:
        return "%s: reads %s, the pile is %s" % (where, run, want)
    f = firsts[-1] if skipped else firsts[0]
    if (f > 0) != skipped or (end == foot[2]) != (f + len(run) < k) or end not in foot[:3]:
        return "%s: cards %d-%d of %d shown, the marks around them wrong (%s)" % (where, f, f + len(run), k, end)
    return None


def check_cards(play, top, tab):
    """Gets the problems of a card engine game's panel against its position:
    each top-row slot shows its pile's top card, and each tableau column the
    pile's face-down count, then a run of its cards in order (an ellipsis
    where cards are left out), then its foot."""
    from solitaire.cards.card import FACE_UP
    from solitaire.cards.tableau import GAP

    b = play.board
    scr = play.app.screen
    faces = play.faces
    out = []
    for c in range(scr.top_cols):
        p = play.top_piles[play.top_scroll + c]
        t = _one(top[c], T.FACES)
        if p == GAP or p >= b.npiles or t is None or t >= T.FACES:
            continue
        want = faces[b.piles[p][b.size[p] - 1]] if b.size[p] else None
        if t != want:
            out.append("top slot %d (pile %d): reads %s, its top card is %s" % (c, p, t, want))
    rows = play.tab_rows
    marks = (T.FOOT, T.LANDING, T.ELLIPSIS, T.BACK)  # (a face-down card between face-up ones: a back)
    for c in range(scr.tab_cols):
        p = b.t0 + play.scroll + c
        k = b.size[p]
        pile = b.piles[p]
        cells = [_one(tab[r * scr.tab_cols + c], T.FACES) for r in range(rows)]
        where = "column %d (pile %d)" % (c, p)
        if not k:
            if cells[0] not in (T.EMPTY, T.EMPTY_KING, T.EMPTY_NONE):
                out.append("%s: empty, reads %s" % (where, cells[0]))
            continue
        d = 0
        while d < k and not pile[d] & FACE_UP:
            d += 1
        if d and cells[0] != T.backs(d):
            out.append("%s: %d face down, reads %s" % (where, d, cells[0]))
        elif d < k:
            why = _run(where, cells, 1 if d else 0, [faces[x] for x in pile[d:k]], marks, T.FACES)
            if why:
                out.append(why)
    return out


def check_sixsuit(play, top, tab):
    """Gets the problems of a Six-Suit Solitaire screen against its
    position: each foundation up top shows its top tile, and each layout
    column and the discards the run of their tiles (a column with a Joker,
    whose declaration takes a second row, or Solitaire for Two's up tiles
    under their mark is read for its tiles' faces alone)."""
    from solitaire.sixsuit import tiles as ST
    from solitaire.sixsuit.piles import DISC, F0, L0, RAIL

    b = play.board
    scr = play.screen
    out = []

    def face(t):
        return ((t & 0x70) >> 4) * 13 + (t & 15) - 1

    for i in range(6):
        p = F0 + RAIL[i]
        t = _one(top[i], ST.FACES)
        if b.size[p] and t is not None and t < ST.FACES and b.piles[p][b.size[p] - 1] & 15 != 14 and t != face(b.piles[p][b.size[p] - 1]):
            out.append("up top %d: reads %s, its top tile is %s" % (i, t, face(b.piles[p][b.size[p] - 1])))
    marks = (ST.FOOT, ST.LANDING, ST.ELLIPSIS)
    for c in range(10):
        p = DISC if c == 9 else L0 + c
        pile, k = (play.two.disc_view() if p == DISC and play.two is not None else (b.piles[p], b.size[p]))
        cells = [_one(tab[r * scr.tab_cols + c], ST.FACES) for r in range(8)]
        where = "column %d (pile %d)" % (c, p)
        if not k:
            continue
        tiles = list(pile[:k])
        if any(t & 15 == 14 for t in tiles):
            continue  # (a declared Joker's second row is a face its pile hasn't: read for the model alone)
        if 0xFF in tiles:  # (the discards' mark over Solitaire for Two's up tiles)
            faces = {face(t) for t in tiles if t != 0xFF}
            for t in cells[1:]:
                if t is not None and t < ST.FACES and t not in faces:
                    out.append("%s: reads %s, not among its tiles" % (where, t))
            continue
        why = _run(where, cells, 1, [face(t) for t in tiles], marks, ST.FACES)
        if why:
            out.append(why)
    return out


def play_to(app, gi, deal, moves):
    """Starts card game ``gi`` deal ``deal`` on ``app`` and makes up to
    ``moves`` of the hint's moves through the keys; gets the moves made."""
    from sim.autoplay import finish, keys_for
    from solitaire.cards.hintnow import hint
    from solitaire.console import screens as SC

    app.start(gi, deal)
    app.tick(100)
    app.tick(200)
    made = 0
    for _ in range(moves):
        if app.state != SC.PLAY:
            break
        m = hint(app.board)
        if m is None:
            break
        for k in keys_for(app, m):
            app.key(k)
        finish(app)
        app.tick(app.now + 100)  # (the device's next tick: a redeal is looked at and drawn there, play.py's _REDEALT)
        made += 1
    return made


def cursor_deep(app):
    """Puts a card game's cursor on the tableau pile with the most face-up
    cards, as deep into it as it goes (the column then keeps the marked
    cards in view: its ellipses), through the keys."""
    from solitaire.cards.card import FACE_UP
    from solitaire.console import buttons as K

    b = app.board
    play = app.play
    best = max(range(b.rules.tab), key=lambda c: sum(1 for x in b.piles[b.t0 + c][: b.size[b.t0 + c]] if x & FACE_UP))
    if play.row == 0:
        app.key(K.DOWN)
    for _ in range(2 * b.rules.tab):
        if play.col == best or play.row != 1:
            break
        app.key(K.RIGHT if play.col < best else K.LEFT)
    for _ in range(b.size[b.t0 + best]):
        depth = play.depth
        app.key(K.UP)
        if play.row != 1 or play.depth == depth:
            break
    if play.row != 1:  # (up from the pile's last card: the top row)
        app.key(K.DOWN)


def tiles_to(gid, deal, moves):
    """Six-Suit Solitaire or Solitaire for Two (``gid``), deal ``deal``,
    played through the keys by the simulator's players: Six-Suit's greedy
    player's first ``moves`` actions, Solitaire for Two's first ``moves``
    turns (seat 1 by level 2's choices, the computer seats their own); gets
    the App."""
    if gid == "fortwo":
        from sim import fortwo_play as FP
        from solitaire.sixsuit.fortwo_notation import TURN

        d = FP.Driver(deal)
        g = d.g
        for _ in range(moves):
            if g.over():
                break
            if g.seats[g.st[TURN]]:
                d.wait()
            else:
                d.turn()
        d.wait()
        return d.app
    from sim import sixsuit_play as SP

    d = SP.Driver(deal)
    SP.play_actions(d, set(), moves)
    return d.app


class Reader:
    """One real display stack (displayio, the SSD1306 driver, a virtual
    panel) and one renderer that draws game after game, as the device
    draws one game after another: each loaded sheet kept for the next
    game that shows it (loading one through Blinka's displayio takes most of
    a second)."""

    def __init__(self, games=None):
        from sim.display import make_display
        from solitaire.console import layout, power_on
        from solitaire.console.screen import Screen

        if games is None:
            from solitaire.gamelist import MENU_GAMES as games
        self.games = games
        self.screen = Screen()  # (one model: its layout number tells the renderer a new game's grids)
        display, self.panel = make_display()
        self.renderer = power_on.renderer(display, ASSETS)
        self.loaded = {}
        real = layout.load_sheet

        def load(path, w, h):  # the renderer drops another game's sheets: kept here
            if path not in self.loaded:
                self.loaded[path] = real(path, w, h)
            return self.loaded[path]

        self.renderer_load = load

    def check(self, gi, deal=1, moves=4, deep=False):
        """Plays game ``gi`` to a position ``moves`` hint moves into deal
        ``deal`` (``deep``: a card game's cursor then as deep as it goes in
        its longest pile), draws it through the display stack and reads it
        back; gets the problems (an empty list: every card reads)."""
        from solitaire.console import screens as SC
        from solitaire.console.app import App

        if self.games[gi].family in NOT_READ:
            return []
        if self.games[gi].family == "sixsuit":
            app = tiles_to(self.games[gi].id, deal, moves)
        else:
            app = App(self.screen, self.games)
            play_to(app, gi, deal, moves)
            if deep and app.state == SC.PLAY:
                cursor_deep(app)
        if app.state != SC.PLAY or app.screen.mode != S.GAME:
            return []  # (won, or a sheet: no cards to read)
        self.draw(app.screen)
        return check_screen(app, app.gi, self.panel)

    def draw(self, scr):
        """Draws screen model ``scr`` on the panel (one other than the
        reader's own gets grids made anew, before and after)."""
        from solitaire.console import layout

        real = layout.load_sheet
        layout.load_sheet = self.renderer_load
        own = scr is self.screen
        if not own:
            self.renderer.layout = -1
        try:
            self.renderer.draw(scr)
        finally:
            layout.load_sheet = real
            if not own:
                self.renderer.layout = -1


NOT_READ = ("pairs", "chance", "squares", "gaps", "bowling")  # families whose layouts the reader does not know yet: the pairing games' pyramids, grids and rows (issue 30), the games of chance', the scored grids', the grids with gaps' and Bowling's triangle (issue 32)


def check_screen(app, gi, panel):
    """Gets the problems of the panel against what game ``gi`` on ``app``
    has on its screen model and its board."""
    from solitaire.sixsuit import tiles as ST

    scr = app.screen
    top, tab = panel_tiles(scr, panel)
    if app.games[gi].family == "sixsuit":  # (its own sheets: 78 natural tiles, then Jokers and marks)
        return check_model(scr, top, tab, ST.FACES) + check_sixsuit(app.play, top, tab)
    return check_model(scr, top, tab, T.FACES) + check_cards(app.play, top, tab)


def main(argv=None):
    from solitaire.gamelist import MENU_GAMES as G

    ap = argparse.ArgumentParser(prog="python -m sim.decode", description="Read every card on the panel back and check it against the position.")
    ap.add_argument("games", nargs="*", help="game ids (default: every game in the menu)")
    ap.add_argument("--deals", type=int, default=1, help="deals 1..N of each game (default 1)")
    ap.add_argument("--moves", type=int, default=4, help="hint moves into each deal (default 4)")
    ap.add_argument("--deep", action="store_true", help="then the cursor as deep as it goes in the longest pile (card games)")
    args = ap.parse_args(argv)
    ids = [G[i].id for i in range(len(G))]
    for gid in args.games:
        if gid not in ids:
            print("error: unknown game %r; 'python -m sim list' names them all" % gid, file=sys.stderr)
            return 2
    if args.deals < 1 or args.moves < 0:
        print("error: --deals must be 1 or more and --moves 0 or more", file=sys.stderr)
        return 2
    todo = [ids.index(g) for g in args.games] if args.games else range(len(G))
    t = time.monotonic()
    reader = Reader(G)
    bad = 0
    n = 0
    for gi in todo:
        for deal in range(1, args.deals + 1):
            n += 1
            problems = reader.check(gi, deal, args.moves, args.deep)
            if problems:
                bad += 1
                print("%s deal %d: %s" % (ids[gi], deal, "; ".join(problems)))
    print("%d of %d positions read back (%.1f s)" % (n - bad, n, time.monotonic() - t))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
