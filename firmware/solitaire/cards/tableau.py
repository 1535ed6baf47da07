"""The card games' screen object: the ``Play`` both card families build on (the card games' own, ``play.py``, and Solitaire Tiles',
``soltiles/play.py``), which keeps the cursor, picking up and putting down, the moves the game makes itself and the ticks' timers, and draws the top
row and the tableau (each column from its pile and its marks, redrawn only when those changed). What only the card games run (the hint and its slices, the rarer modules' loads, the score's
and the series' answers, the end of a game, the look after a move) is their ``play.py``'s, which Solitaire Tiles' run never loads. A subclass gives
``after_move``, ``shown_move``, ``stuck`` and ``game_won``."""

from micropython import const

from solitaire.cards import auto
from solitaire.cards import legal
from solitaire.cards import rules as R
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.piles import ALL, F_AUTO, K_FOUND, STOCK, WASTE
from solitaire.console.buttons import A, A_HOLD, B, B_HOLD, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PLAY, WIN
from solitaire.console.ticks import MASK, ticks_diff

GAP = 255  # a top-row slot with no pile
ROW_MAX = 32  # piles a row may have (the table holds no wider game: build_catalogue.py)
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
FINISH_MS = 60  # between the cards of an auto-finish
STUCK_MS = 250  # idle time before looking for "no moves left"
_UP_WORK = const(35)  # looks for a safe card a send-up makes in a key or a tick, times their work (auto.up_work: some 34k fuel a unit from .mpy, so 1.2M of looks, the redraw after them up to 0.86M: at 60, Demon Fan's hold A cost 2.58M)
_FIRST = const(1)  # a send-up looking for its first card, the player's move
_GAMES = const(2)  # ... for the game's moves after it
_BIG_DEAL = const(52)  # more cards: a deal after a key is finished, looked at and drawn in the next tick
_MANY_PILES = const(12)  # a tableau of as many piles, one deck's too: the same (a new deal of 12-24 face-up piles cost 2.0-2.5M fuel in its key: dealt, laid out, drawn)
_BASE_PILES = const(10)  # ... and of as many whose foundations are dealt base cards first (basecards.py: Fortress of Mercy's new deal 2.08M fuel in its key, Good Measure's 2.03M)
_FOUND_DEALT = const(1)  # a place in Rules.extra: the foundations' base cards dealt first
_KEY_SHUFFLE = const(156)  # cards the key shuffles at most, 5k fuel each (half of two decks there, the rest with the deal, its look and drawing: Rainbow Fan's tick 2.17M)
_UP_SHARE = const(40)  # the work a tick of a deal that plays its cards up asking the foundations by call, after the tick that deals it out (arrange._play_up: Nationale's 96 cards with its deal in one tick, 9.5M fuel)
_DEAL_PLAYS_UP = const(4)  # a place in Rules.extra: 1, the deal's cards that fit go up as dealt (arrange.after: Citadel's new deal 2.04M fuel in its key)
_DEALING = const(-2)  # the first column's key while a deal waits for that tick
_REDEALT = const(-3)  # ... and while a redeal's drawing does (the screen shows the position before it until then)
_GRANDFATHERS_CLOCK = const(8)  # found_dir: its deal and first draw (twenty piles in small faces) cost 2.19M fuel in a key: finished in that tick too
_FG_PILES = const(24)  # a place in Rules.extra: a second foundation group, shown after a gap
_PHASES = const(35)  # a place in Rules.extra: Little Spider's parts (legal.py)
_OSMOSIS = const(7)  # a record's found_dir: a foundation's ranks all count (fpiles.py); the loupe names them
_GALLERY = const(52)  # a place in Rules.extra: the stock and waste shown as politaire's gallery (gallery.py)
_REDEALS = const(10)  # a place in Rules.extra (build_catalogue's EXTRA): the stock's slot redeals
_MERCI = const(15)  # (and one for the merci: merci.py)

# the rarer rules' modules it loads: each one's place in ``legal.module``'s table of names
_M_BOUQUET = const(61)
_M_MERCI = const(139)


def draw_tableau(self):
    """Draws the tableau columns whose cards or marks changed since they were drawn. A new deal draws them all, so this is one tight loop with every
    name it uses in a local. A column is drawn from its marks and its pile's size and top card: the engine changes a pile at its top only, and no key
    takes two cards or more off a pile and puts as many back, but a redeal, counted in the key (``Board.recycles``). (A layer or a merci may change a
    pile inside: it redraws by ``version``.)"""
    app = self.app
    b = self.board
    t0 = b.t0
    hs = hd = -1  # the held cards' source and destination columns
    hn = 0
    if self.holding:
        m = self.shown_move()
        hs = (m & 0xFF) - t0
        hd = ((m >> 8) & 0xFF) - t0
        hn = m >> 16
    cur = self.col if self.row == 1 and not self.holding else -1
    depth = self.depth
    r = b.rules
    v = ~self.version if self.ENGINE is not Board or r.extra[_MERCI] else (b.recycles & 3) << 16 if r.extra[_REDEALS] else 0  # (a layer's or a merci's move changes a pile inside: every column drawn again by version, negated; a redeal deals every pile again, its size and top card maybe as before: by the redeals made. By version, every move drew all 20 of Rainbow Fan's columns, 0.27M fuel of its pick)
    keys = self.col_key
    space = T.EMPTY_KING if r.fill == R.FILL_KING and not r.autofill else T.EMPTY_NONE if r.fill == R.FILL_NONE and not r.autofill else T.EMPTY
    tab = app.screen.tab
    cols = app.screen.tab_cols
    size = b.size
    piles = b.piles
    faces = self.faces
    up = FACE_UP
    inv = T.INVERT
    blank = T.BLANK
    rows = self.tab_rows
    span = cols * (rows - 1)  # from a column's top cell to its bottom row's
    backs = T.BACKS - 1  # (T.backs(), inlined)
    most = T.BACKS_MAX
    more = T.ELLIPSIS
    foot = T.FOOT
    fill = not self.tab_blank  # blank what is under each column
    small = self.loupe is not None  # (a cursor step there within 128 I2C bytes)
    self.tab_blank = False
    left = self.scroll  # (the first pile shown: screen column 0)
    for c in range(left, left + cols):
        sel = hn if c == hs else depth if c == cur else 0  # cards marked, from the top
        one = c == cur and small  # one cell marked: the foot, or a card above the last alone (docs/screen.md, "The loupe and the edge marks")
        land = c == hd  # the held cards would land here
        k = size[t0 + c]
        pile = piles[t0 + c]
        key = ((k << 8 | pile[k - 1] if k else 0) | v if v >= 0 else ~v) << 10 | sel << 2 | one << 1 | land
        at = c - left
        if keys[at] == key:
            continue
        keys[at] = key
        last = at + span  # the cell of the bottom row
        if not k:
            tab[at] = space | inv if sel or land else space
            at += cols
        else:
            d = 0  # face-down cards
            while d < k and not pile[d] & up:
                d += 1
            if d:
                tab[at] = backs + (d if d < most else most)
                at += cols
            # when they do not all fit, an ellipsis row, then the cards
            # from ``first`` on, then the foot
            first = k + 2 - rows + (d > 0)
            if first > d + 1:
                if k - sel < first:
                    first = k - sel if k - sel > d else d  # keep the marked cards in view
                if first > d:  # (all face-up cards marked: none left out above)
                    tab[at] = more
                    at += cols
            else:
                first = d
            end = first + (last - at) // cols  # (the rows left above the foot)
            if end > k:
                end = k
            lit = k - sel  # from here on the cards are marked
            if lit > end:
                lit = end
            if lit < first:
                lit = first
            hi = lit + (sel != 1) if one else end  # (one: no card lit over the foot, or the cursor's alone)
            for i in range(first, lit):
                tab[at] = faces[pile[i]]
                at += cols
            for i in range(lit, hi):
                tab[at] = faces[pile[i]] | inv
                at += cols
            for i in range(hi, end):  # (three loops: a test a card in one cost more fuel)
                tab[at] = faces[pile[i]]
                at += cols
            # the bottom edge is marked with the cards: a lit bar under dense faces
            tab[at] = (more if end < k else (T.LANDING if land else foot)) | (inv if sel and not (one and sel > 1) else 0)
            at += cols
        while fill and at <= last:
            tab[at] = blank
            at += cols


class Play:
    """A card game on the board, and the screen that plays it."""

    kind = PLAY
    extra_label = "Hint"  # the pause menu's family item
    ENGINE = Board  # what a deal is made with (a family on this engine names its own)
    faces = T.FACE_OF  # each card byte's face tile
    tab_rows = S.TAB_ROWS  # tableau rows the cards may take (the message line covers the last)

    def __init__(self, app):
        self.app = app
        self.board = None
        self.top_piles = bytearray(ROW_MAX)  # the pile in each top-row slot (GAP: none)
        self.top_cols = 0
        # a row wider than the screen's MAX_COLS shows MAX_COLS of them from these (wide.py scrolls them to the cursor)
        self.scroll = 0  # the tableau's first pile shown
        self.top_scroll = 0
        self.row = 1  # cursor: 0 the top row, 1 the tableau
        self.col = 0
        self.depth = 1  # cards counted from the top of the cursor's pile
        self.holding = False
        self.cands = []  # legal moves of the held cards, in screen order
        self.target = 0
        self.version = 0  # bumped whenever the board changes
        self.finishing = False  # playing out a game won in all but name
        self.sending = 0  # sending every safe card up, a few a tick (send_up: _FIRST, then _GAMES)
        self.stuck_check = False  # look for "no moves left" when idle (a big game: 1 + the pile it looks at next)
        self.hinting = None  # the hint's search (hint.Search) while it runs, a slice a tick
        self.next_step = 0
        self.idle_deals = 0
        self.col_key = [-1] * S.MAX_COLS  # what each column was last drawn from
        self.tab_blank = False  # the tableau was blanked whole: no column needs its foot blanked
        self.loupe = None  # small faces: the loupe's mark (loupe.py names the cursor's cards on the message line)
        self.loads = 0  # the rarer modules a game needs, to load in ticks of their own while the keys rest (play.py's start and timers): 1 redeal.py (a game that redeals), 2 its foundations' (legal.rare_found), 4 merci.py (a game with a merci; bouquet.py, a waste whose every card plays, waste_all), 8 puss.py (merci 4: Puss in the Corner's gather), 16 labyrinth.py (merci 3: Labyrinth's draws; not once a hint is asked)

    # -- the family interface -------------------------------------------------

    def start(self, rules, deal, options, board=None):
        """Deals ``rules`` (deal ``deal``, ``options``), reusing the piles when they fit, or takes ``board`` as it is (a saved game), lays out the
        screen and puts the cursor on the first column.  A deal after a key that takes more than a key's time ends in the next ticks, dealt out in one
        and looked at and drawn in the next (or at once in a key: ``resume``): two decks or more (and Grandfather's Clock, whose first draw is dear,
        and a deal that plays its cards up), one deck in 12 piles or more, shuffle up to three decks now, the rest there (``Board.key`` deals at once
        if asked first); and a layer's deal (dealt now) is looked at and drawn there too."""
        app = self.app
        b = self.board
        variant = rules.with_options(options)
        n = variant.cards()
        work = 0
        if board is None and app.keying and (n > _BIG_DEAL or variant.tab >= _MANY_PILES or variant.tab >= _BASE_PILES and variant.extra[_FOUND_DEALT] or variant.found_dir == _GRANDFATHERS_CLOCK or variant.extra[_DEAL_PLAYS_UP] == 1):
            work = min(n - 1, _KEY_SHUFFLE)
        if board is not None:
            self.board = b = board
        elif b is not None and b.fits(variant):  # the same piles: reused
            b.redeal(deal, variant, options, work) if work else b.redeal(deal, variant, options)
        else:  # (a layer's engine takes no ``work``: its deals are small)
            self.board = b = self.ENGINE(rules, deal, options, work) if work else self.ENGINE(rules, deal, options)
        r = b.rules
        # the top row: the stock (and waste), the reserve; gaps; the cells, the foundations
        tp = self.top_piles
        n = b.f0 if r.stock == R.STOCK_WASTE else 1 if r.stock >= R.STOCK_ROW or r.extra[_REDEALS] or r.autofill % 3 == 2 else 0  # (autofill 2, 5: the stock fills spaces, Block's, British Constitution's)
        tp[0:n] = bytes(range(n))  # (the stock, the waste piles: Dover has three)
        if r.stock == 3:  # (the stock's top card face up: its cards lie in the waste's pile)
            tp[0] = WASTE
            n = 1
        tp[n : n + b.t0 - b.r0] = bytes(range(b.r0, b.t0))  # (several: a pool, Flower Garden's)
        n += b.t0 - b.r0
        gaps = min(r.tab, S.MAX_COLS) - n - (b.r0 - b.f0)
        if gaps > 0:
            tp[n : n + gaps] = bytes((GAP,)) * gaps
            n += gaps
        tp[n : n + b.r0 - b.f0] = bytes(range(b.c0, b.r0)) + bytes(range(b.f0, b.c0))
        self.top_cols = n = n + b.r0 - b.f0
        if r.found_dir == 13:  # Amazons': the stock last, so that each foundation lies over the pile that feeds it (amazons.py)
            tp[0:n] = tp[1:n] + tp[0:1]
        x = r.extra[_FG_PILES]
        if x and gaps > 0 and not r.extra[_PHASES]:  # a gap before a second foundation group (fgroups.py); not Little Spider's, each pile above a pile of the tableau's second row
            s = n - b.r0 + b.f0
            tp[s - 1 : n - x - 1] = tp[s : n - x]
            tp[n - x - 1] = GAP
        app.screen.set_layout(min(n, S.MAX_COLS), min(r.tab, S.MAX_COLS))
        self.loupe = None if app.screen.pitch >= 16 and r.found_dir != _OSMOSIS else -1  # (small faces, or Osmosis' ranks up top: the loupe's line takes the last row)
        self.tab_rows = S.TAB_ROWS if self.loupe is None else S.TAB_ROWS - 1
        if r.extra[_GALLERY]:  # (its keys, pick, undo and top row bound over these: gallery.py)
            from solitaire.cards import gallery

            gallery.attach(self)
        self.scroll = self.top_scroll = 0
        for c in range(S.MAX_COLS):
            self.col_key[c] = -1
        app.screen.tab[:] = _BLANK_TAB  # every column is drawn next, onto blank
        self.tab_blank = True
        self.row = 1 if r.tab else 0  # (no tableau, Betsy Ross: the top row only)
        self.col = 0
        self.depth = 1
        self.holding = False
        self.finishing = False
        self.sending = 0
        app.screen.msg_on = False
        if work or (app.keying and board is None and self.ENGINE is not Board):
            self.col_key[0] = _DEALING
        else:
            self.after_move()

    def resume(self, board, ended):
        """Plays on ``board``, the deal just started: a saved game, or a big deal the tick (or a key) deals out now (see ``start``)."""
        self.col_key[0] = -1
        board.deal()
        self.board = board
        self.after_move()

    def busy(self):  # playing by itself (the display stays on)
        return self.finishing or self.sending

    def key(self, k):
        if self.sending:  # a key stops a send-up still going (the cards up so far stay; a hint's search: play.py)
            if self.sending == _GAMES:
                self.after_move()
            self.sending = 0
        if self.col_key[0] < -1:  # (a deal or a redeal to finish)
            self.resume(self.board, False)
        self.play_key(k)

    def draw(self):
        self.app.screen.mode = S.GAME
        if self.col_key[0] < -1:  # (a blank table until it is dealt; a redeal's, the table before it)
            if self.col_key[0] == _DEALING:
                self.app.screen.top[:] = _BLANK_TAB[: S.MAX_COLS]
            return
        scr = self.app.screen
        if self.top_cols > scr.top_cols or self.board.rules.tab > scr.tab_cols:
            from solitaire.cards import wide  # (only a game wider than the screen loads it)

            wide.follow(self)
        self.draw_top()
        draw_tableau(self)
        if self.loupe is not None:
            from solitaire.cards import loupe  # (only a layout of small faces loads it)

            self.loupe = loupe.draw(self)

    def tick(self, now):
        """Runs the card game's timers: the hint's search a slice at a time, an auto-finish a card at a time, the check for a stuck game, the end of a
        message. Gets True when the screen changed."""
        if self.col_key[0] < -1:
            b = self.board
            changed = getattr(b, "rand", None) is None
            if changed:
                self.resume(b, False)
            else:  # (the deal in a tick of its own, its look and drawing in the next: Capricieuse's 1.9M and 0.8M fuel; its cards played up by call in ticks between, arrange._play_up)
                b.deal(_UP_SHARE)
        else:
            changed = (self.loads or self.hinting is not None or self.sending or self.finishing or self.stuck_check) and self._timers(now)  # (loads and the stuck check: the card games' own, play.py)
        scr = self.app.screen
        if scr.msg_on and ticks_diff(now, self.app.msg_until) >= 0 and self.app.msg_until != self.loupe:  # (not the loupe's line)
            scr.msg_on = False
            changed = True
        return changed

    def _timers(self, now):
        if self.sending:
            self.send_up(max(1, _UP_WORK // auto.up_work(self.board)))
            return True
        elif self.finishing and ticks_diff(now, self.next_step) >= 0:
            self.next_step = (now + FINISH_MS) & MASK
            self.finish_step()
            return True
        return False

    def undo(self):
        """Takes back the last player move and the game's moves after it."""
        app = self.app
        b = self.board
        if not b.nmoves:
            app.say("Nothing to undo")
            return
        while b.nmoves and b.last_flags() & F_AUTO:
            b.undo()
        b.undo()
        self.version += 1
        self.depth = 1
        if app.state == WIN:
            app.show_play()

    def cursor_pile(self, row=-1, col=-1):
        row = self.row if row < 0 else row
        col = self.col if col < 0 else col
        return self.top_piles[col] if row == 0 else self.board.t0 + col

    def max_depth(self, col):
        b = self.board
        n = b.run_len(b.t0 + col)
        if b.rules.extra[_MERCI]:  # (the merci takes any face-up card: its module)
            n = legal.module(_M_MERCI).depth(b, b.t0 + col, n)
        return n if n else 1

    def step_cursor(self, k, row, col, depth):
        """Gets where the cursor goes on key ``k``, as (row, col, depth)."""
        if k == LEFT or k == RIGHT:
            d = 1 if k == RIGHT else -1
            n = self.top_cols if row == 0 else self.board.rules.tab
            col = (col + d) % n
            while row == 0 and self.top_piles[col] == GAP:
                col = (col + d) % n
            return row, col, 1
        whole = self.board.rules.move == R.FRONT  # only the whole run or its top card moves: no depth between
        if k == UP:
            if row == 1:
                most = self.max_depth(col)
                if depth < most:
                    return 1, col, most if whole else depth + 1
                c = self.top_col_near(col)
                return (0, c, 1) if c >= 0 else (1, col, depth)  # (a top row of gaps only: Yukon Kings')
            return (0, col, legal.module(_M_BOUQUET).up(self, depth)) if self.board.rules.extra[65] and self.top_piles[col] == WASTE else (row, col, depth)  # (65, waste_all: the waste's next card chosen)
        if k == DOWN:
            if row == 1 and depth > 1:
                return 1, col, 1 if whole else depth - 1
            if row == 0 and self.board.rules.tab:
                return 1, min(col, self.board.rules.tab - 1), 1
        return row, col, depth

    def top_col_near(self, col):
        col = min(col, self.top_cols - 1)
        for d in range(self.top_cols):
            for c in (col + d, col - d):
                if 0 <= c < self.top_cols and self.top_piles[c] != GAP:
                    return c
        return -1

    def play_key(self, k):
        app = self.app
        if self.finishing:
            if k == B or k == B_HOLD:
                self.finishing = False
                self.undo()
            return
        if self.holding:
            n = len(self.cands)
            if k == LEFT or k == UP:
                self.target = (self.target - 1) % n
            elif k == RIGHT or k == DOWN:
                self.target = (self.target + 1) % n
            elif k == A:
                self.holding = False
                self.make(self.cands[self.target])
            elif k == B or k == B_HOLD:
                self.holding = False
                if k == B_HOLD:
                    app.pause()
            return
        if k <= RIGHT:
            self.row, self.col, self.depth = self.step_cursor(k, self.row, self.col, self.depth)
        elif k == A:
            self.pick()
        elif k == B:
            self.undo()
        elif k == A_HOLD:
            self.auto_up()
        elif k == B_HOLD:
            app.pause()

    def candidates(self, src, depth, moves=None):
        """Gets the moves the cards at the cursor can make, in screen order (of ``moves`` when given: the legal moves from ``src``): see
        ``auto.candidates``."""
        return auto.candidates(self.board, src, depth, moves, self.top_piles, self.top_cols)

    def pick(self):
        app = self.app
        b = self.board
        p = self.cursor_pile()
        if p == STOCK:  # a deal, turning the waste over, or a redeal
            m = b.stock_move()
            why = b.check(m)
            if why is None:
                self.make(m)
            else:
                app.say(why)
            return
        if not b.size[p]:
            app.say("Nothing there")
            return
        if b.kind[p] == K_FOUND and not b.legal_moves(p):  # (some games let cards come back)
            app.say("Foundation cards stay")
            return
        depth = self.depth if self.row == 1 or p == WASTE else 1  # (the waste's card chosen, waste_all: step_cursor)
        cands = self.candidates(p, depth)
        if not cands:
            card = b.piles[p][b.size[p] - depth]
            app.say("%s: no move" % card_name(card | FACE_UP))
            return
        if len(cands) == 1 and app.quick:
            self.make(cands[0])
            return
        # start on the likeliest destination (see _worth)
        best = 0
        best_v = -1
        for i in range(len(cands)):
            v = self.worth(cands[i])
            if v > best_v:
                best_v = v
                best = i
        self.cands = cands
        self.target = best
        self.holding = True

    def worth(self, m):
        """Rates a destination for where the cursor starts after a pick (``auto.worth``)."""
        return auto.worth(self.board, m)

    def make(self, m, by_game=False):
        app = self.app
        self.board.apply(m, by_game)
        if not by_game:
            app.player_moves += 1
        self.depth = 1
        if m & 0xFF == ALL:  # a redeal: its look and drawing in the next tick (Unusual's 96 cards gathered and dealt again, then 24 piles drawn, 2.14M fuel in a key from .mpy)
            self.col_key[0] = _REDEALT
        else:
            self.after_move()

    def auto_up(self):
        """Sends the cursor's card up, or else every safe card."""
        app = self.app
        b = self.board
        p = self.cursor_pile()
        m = auto.foundation_move(b, p) if p != STOCK else None
        if m is not None:
            self.make(m)
            return
        self.sending = _FIRST
        self.send_up(_UP_WORK // auto.up_work(b))  # (none: a look costs a key's time, Big Bertha's 1.4M fuel; the ticks look)

    def send_up(self, n):
        """Sends safe cards up, looking for one at most ``n`` times: the first the player's move (or "Nothing can go up"), the rest the game's; when
        none is left, the send-up is over (``after_move``). Each look is at every pile (Fan's cost 550k fuel from .mpy): a key sends as many as its
        time allows, the ticks the rest."""
        app = self.app
        b = self.board
        while n > 0:
            n -= 1
            m = auto.auto_moves(b, True)
            if m is None:
                if self.sending == _FIRST:
                    app.say("Nothing can go up")
                else:
                    self.after_move()
                self.sending = 0
                return
            b.apply(m, self.sending != _FIRST)  # the first move up is the player's, the rest the game's
            if self.sending == _FIRST:
                app.player_moves += 1
                self.sending = _GAMES
        self.version += 1

    def find_top(self, p):
        for c in range(self.top_cols):
            if self.top_piles[c] == p:
                return c
        return 0

    def finish_step(self):
        """Plays one move of an auto-finish (as the game's own move, so an undo takes the whole finish back with the last player move)."""
        app = self.app
        b = self.board
        m = auto.finish_step(b)
        if m is not None and not auto.is_stock_move(m):
            self.idle_deals = 0
        elif m is not None:
            self.idle_deals += 1
        if m is None or self.idle_deals > b.size[STOCK] + b.size[WASTE] + 2:
            self.finishing = False  # it could not go on: the player takes over
            return
        b.apply(m, True)
        self.version += 1
        if b.won():
            self.finishing = False
            self.game_won()

    def draw_top(self):
        app = self.app
        b = self.board
        top = app.screen.top
        size = b.size
        piles = b.piles
        src = dst = cur = -1
        if self.holding:
            m = self.shown_move()
            src = m & 0xFF
            dst = (m >> 8) & 0xFF
        elif self.row == 0:
            cur = self.col
        tp = self.top_piles
        faces = self.faces
        kind = b.kind
        found = T.FOUNDATION
        left = self.top_scroll
        for c in range(left, left + self.app.screen.top_cols):
            p = tp[c]
            if p == GAP:
                top[c - left] = T.BLANK
                continue
            k = size[p]
            if p == STOCK:
                t = T.BACK if k else T.STOCK_RECYCLE if b.can_recycle() else T.STOCK_DONE
            elif k:
                t = faces[piles[p][k - (self.depth if p == WASTE and self.row == 0 and self.depth <= k else 1)]]  # (the waste's card chosen, waste_all)
            else:
                t = found if p < len(kind) and kind[p] == K_FOUND else T.EMPTY  # (past npiles: a layer's pile)
            if p == src or p == dst or c == cur:
                t |= T.INVERT
            top[c - left] = t
