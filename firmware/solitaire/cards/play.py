"""The card games on the screen: the cursor, picking up and putting down,
the moves the game makes itself, the hint, and drawing the top row and the
tableau. Part of the card family (with ``board``, ``auto`` and ``hint``): it
loads with the first card game and is dropped for a tile game
(``ui.App._load_family``), so a Six-Suit player's heap never holds it.

The state stays on the ``ui.App`` (``row``, ``col``, ``depth``,
``holding``, ``cands``, ``target``, ``hinting``, ``finishing`` ...); these
functions take the App first, as its methods did.
"""

from solitaire.cards import auto
from solitaire.cards import rules as R
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.piles import ALL, F_AUTO, K_FOUND, K_TAB, STOCK, WASTE, encode
from solitaire.console.ticks import MASK, ticks_diff
from solitaire.console.app import A, A_HOLD, B, B_HOLD, DOWN, LEFT, PLAY, RIGHT, UP, WIN

GAP = 255  # a top-row slot with no pile
_BLANK_TAB = bytes((T.BLANK,)) * (S.MAX_COLS * S.TAB_ROWS)
FINISH_MS = 60  # between the cards of an auto-finish
STUCK_MS = 250  # idle time before looking for "no moves left"
HINT_SLICE = 4  # moves the hint's search tries in one tick (each: a move, a score, an undo)


def start(app, gi, deal):
    """Deals card game ``gi`` (deal ``deal``) on the App's board, reusing
    its piles when they fit, lays out the screen and puts the cursor on
    the first column."""
    b = app.board
    rules = app.games[gi].with_options(app.options[gi])
    if b is not None and b.fits(rules):
        b.redeal(deal, rules, app.options[gi])  # the same piles: reused
    else:
        app.board = b = Board(app.games[gi], deal, app.options[gi])
    r = b.rules
    piles = []
    if r.stock == R.STOCK_WASTE:
        piles.append(STOCK)
        piles.append(WASTE)
    elif r.stock == R.STOCK_ROW:
        piles.append(STOCK)
    if r.reserve:
        piles.append(b.r0)
    left = len(piles)
    for p in range(b.c0, b.r0):
        piles.append(p)
    for p in range(b.f0, b.c0):
        piles.append(p)
    gaps = r.tab - len(piles)
    if gaps > 0:
        piles = piles[:left] + [GAP] * gaps + piles[left:]
    app.top_cols = len(piles)
    for i in range(len(piles)):
        app.top_piles[i] = piles[i]
    app.screen.set_layout(len(piles), r.tab)
    for c in range(S.MAX_COLS):
        app.col_key[c] = -1
    app.screen.tab[:] = _BLANK_TAB  # every column is drawn next, onto blank
    app.tab_blank = True
    app.row = 1
    app.col = 0
    app.depth = 1
    app.holding = False
    app.player_moves = 0
    app.finishing = False
    app.state = PLAY
    app.screen.msg_on = False
    after_move(app)


def tick(app, now):
    """Runs the card game's timers: the hint's search a slice at a time, an
    auto-finish a card at a time, the check for a stuck game. Gets True
    when the screen changed."""
    if app.hinting is not None:
        if app.hinting.step(HINT_SLICE):
            m = app.hinting.result()
            app.hinting = None
            hint_found(app, m)
            return True
    elif app.finishing and ticks_diff(now, app.next_step) >= 0:
        app.next_step = (now + FINISH_MS) & MASK
        finish_step(app)
        return True
    elif app.stuck_check and ticks_diff(now, app.next_step) >= 0:
        app.stuck_check = False
        if app.state == PLAY and app.board.stuck():
            app.say("No moves left: B undoes")
            return True
    return False


def undo(app):
    """Takes back the last player move and the game's moves after it."""
    b = app.board
    if not b.nmoves:
        app.say("Nothing to undo")
        return
    while b.nmoves and b.last_flags() & F_AUTO:
        b.undo()
    b.undo()
    app.version += 1
    app.depth = 1
    if app.state == WIN:
        app.state = PLAY


def cursor_pile(app, row=-1, col=-1):
    row = app.row if row < 0 else row
    col = app.col if col < 0 else col
    return app.top_piles[col] if row == 0 else app.board.t0 + col


def max_depth(app, col):
    b = app.board
    n = b.run_len(b.t0 + col)
    return n if n else 1


def step_cursor(app, k, row, col, depth):
    """Gets where the cursor goes on key ``k``, as (row, col, depth)."""
    if k == LEFT or k == RIGHT:
        d = 1 if k == RIGHT else -1
        n = app.top_cols if row == 0 else app.board.rules.tab
        col = (col + d) % n
        while row == 0 and app.top_piles[col] == GAP:
            col = (col + d) % n
        return row, col, 1
    if k == UP:
        if row == 1 and depth < max_depth(app, col):
            return 1, col, depth + 1
        if row == 1:
            return 0, top_col_near(app, col), 1
        return row, col, depth
    if k == DOWN:
        if row == 1 and depth > 1:
            return 1, col, depth - 1
        if row == 0:
            return 1, min(col, app.board.rules.tab - 1), 1
    return row, col, depth


def top_col_near(app, col):
    col = min(col, app.top_cols - 1)
    for d in range(app.top_cols):
        for c in (col + d, col - d):
            if 0 <= c < app.top_cols and app.top_piles[c] != GAP:
                return c
    return 0


def play_key(app, k):
    if app.finishing:
        if k == B or k == B_HOLD:
            app.finishing = False
            app.undo()
        return
    if app.holding:
        n = len(app.cands)
        if k == LEFT or k == UP:
            app.target = (app.target - 1) % n
        elif k == RIGHT or k == DOWN:
            app.target = (app.target + 1) % n
        elif k == A:
            app.holding = False
            make(app, app.cands[app.target])
        elif k == B or k == B_HOLD:
            app.holding = False
            if k == B_HOLD:
                app._pause()
        return
    if k <= RIGHT:
        app.row, app.col, app.depth = step_cursor(app, k, app.row, app.col, app.depth)
    elif k == A:
        pick(app)
    elif k == B:
        app.undo()
    elif k == A_HOLD:
        auto_up(app)
    elif k == B_HOLD:
        app._pause()


def candidates(app, src, depth):
    """Gets the moves the cards at the cursor can make, in screen order.

    At depth 1 each destination gets the longest run that goes there,
    then the top card alone when that goes there too (onto an empty pile,
    or in Yukon); deeper, exactly ``depth`` cards move.
    """
    is_stock_move = auto.is_stock_move
    b = app.board
    best = {}
    for m in b.legal_moves(src):
        if is_stock_move(m):
            continue
        d = (m >> 8) & 0xFF
        n = m >> 16
        if depth > 1 and n != depth:
            continue
        if d not in best or n > best[d] >> 16:
            best[d] = m
    out = []
    for c in range(app.top_cols):
        p = app.top_piles[c]
        if p != GAP and p in best:
            out.append(best[p])
    for c in range(b.rules.tab):
        p = b.t0 + c
        if p in best:
            m = best[p]
            out.append(m)
            if depth == 1 and m >> 16 > 1 and b.check(encode(src, p, 1), -1, False) is None:
                out.append(encode(src, p, 1))
    return out


def pick(app):
    b = app.board
    p = cursor_pile(app)
    if p == STOCK:
        if b.size[STOCK]:
            n = min(b.rules.draw if b.rules.stock == R.STOCK_WASTE else b.rules.tab, b.size[STOCK])
            m = encode(STOCK, ALL if b.rules.stock == R.STOCK_ROW else WASTE, n)
        else:
            m = encode(WASTE, STOCK, b.size[WASTE])
        why = b.check(m)
        if why is None:
            make(app, m)
        else:
            app.say(why)
        return
    if not b.size[p]:
        app.say("Nothing there")
        return
    if b.kind[p] == K_FOUND:
        app.say("Foundation cards stay")
        return
    depth = app.depth if app.row == 1 else 1
    cands = candidates(app, p, depth)
    if not cands:
        card = b.piles[p][b.size[p] - depth]
        app.say("%s: no move" % card_name(card | FACE_UP))
        return
    if len(cands) == 1 and app.quick:
        make(app, cands[0])
        return
    # start on the likeliest destination (see _worth)
    best = 0
    best_v = -1
    for i in range(len(cands)):
        v = worth(app, cands[i])
        if v > best_v:
            best_v = v
            best = i
    app.cands = cands
    app.target = best
    app.holding = True


def worth(app, m):
    """Rates a destination for where the cursor starts after a pick,
    cheaply: up top first, then moves that turn a card or build on a
    card, then spaces, cells last."""
    b = app.board
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    kd = b.kind[dst]
    if kd == K_FOUND:
        return 6
    v = 0
    left = b.size[src] - n
    if b.kind[src] == K_TAB and left and not b.piles[src][left - 1] & FACE_UP:
        v = 2  # turns a card
    if kd == K_TAB:
        if b.size[dst]:
            return v + 3
        return v + (0 if b.kind[src] == K_TAB and not left else 1)
    return v  # a cell


def make(app, m, by_game=False):
    app.board.apply(m, by_game)
    if not by_game:
        app.player_moves += 1
    app.depth = 1
    after_move(app)


def after_move(app):
    app.version += 1
    b = app.board
    m = auto.forced_move(b)
    while m is not None:
        b.apply(m, True)
        m = auto.forced_move(b)
    if app.auto_finish and auto.can_finish(b):
        app.finishing = True  # tick() plays it out, a card at a time
        app.idle_deals = 0
    if b.won():
        app.state = WIN
    elif b.nmoves:
        # looking for a way out can take a while: do it when idle
        app.stuck_check = True
        app.next_step = (app.now + STUCK_MS) & MASK


def auto_up(app):
    """Sends the cursor's card up, or else every safe card."""
    b = app.board
    p = cursor_pile(app)
    m = auto.foundation_move(b, p) if p != STOCK else None
    if m is not None:
        make(app, m)
        return
    m = auto.auto_moves(b, True)
    if m is None:
        app.say("Nothing can go up")
        return
    by_game = False  # the first move up is the player's, the rest the game's
    while m is not None:
        b.apply(m, by_game)
        by_game = True
        m = auto.auto_moves(b, True)
    app.player_moves += 1
    after_move(app)


def show_hint(app):
    """Starts looking for a hint: tick() runs the search a slice at a
    time and then shows it (a key in between stops it)."""
    from solitaire.cards import hint  # loads at the first hint: play needs none of it

    app.hinting = hint.Search(app.board)
    app.say("Looking for a hint...")


def hint_found(app, m):
    b = app.board
    if m is None:
        app.say("No hint: try undo")
        return
    src = m & 0xFF
    if src == STOCK or (src == WASTE and (m >> 8) & 0xFF == STOCK):
        app.row = 0
        app.col = find_top(app, STOCK)
        app.say("Hint: deal")
        return
    if b.kind[src] == K_TAB:
        app.row = 1
        app.col = src - b.t0
    else:
        app.row = 0
        app.col = find_top(app, src)
    app.depth = m >> 16 if b.kind[src] == K_TAB else 1
    app.cands = candidates(app, src, app.depth)
    if m not in app.cands:
        app.cands.append(m)
    app.target = app.cands.index(m)
    app.holding = True
    app.say("Hint: A to move")


def find_top(app, p):
    for c in range(app.top_cols):
        if app.top_piles[c] == p:
            return c
    return 0


def finish_step(app):
    """Plays one move of an auto-finish (as the game's own move, so an
    undo takes the whole finish back with the last player move)."""
    b = app.board
    m = auto.finish_step(b)
    if m is not None and not auto.is_stock_move(m):
        app.idle_deals = 0
    elif m is not None:
        app.idle_deals += 1
    if m is None or app.idle_deals > b.size[STOCK] + b.size[WASTE] + 2:
        app.finishing = False  # it could not go on: the player takes over
        return
    b.apply(m, True)
    app.version += 1
    if b.won():
        app.finishing = False
        app.state = WIN


def draw_top(app):
    b = app.board
    top = app.screen.top
    size = b.size
    piles = b.piles
    src = dst = cur = -1
    if app.holding:
        m = app.cands[app.target]
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
    elif app.row == 0:
        cur = app.col
    for c in range(app.top_cols):
        p = app.top_piles[c]
        if p == GAP:
            top[c] = T.BLANK
            continue
        k = size[p]
        if p == STOCK:
            t = T.BACK if k else T.STOCK_RECYCLE if b.can_recycle() else T.STOCK_DONE
        elif k:
            t = T.FACE_OF[piles[p][k - 1]]
        else:
            t = T.FOUNDATION if b.kind[p] == K_FOUND else T.EMPTY
        if p == src or p == dst or c == cur:
            t |= T.INVERT
        top[c] = t


def draw_tableau(app):
    """Draws the tableau columns whose cards or marks changed since they
    were drawn. A new deal draws them all, so this is one tight loop with
    every name it uses in a local."""
    b = app.board
    t0 = b.t0
    hs = hd = -1  # the held cards' source and destination columns
    hn = 0
    if app.holding:
        m = app.cands[app.target]
        hs = (m & 0xFF) - t0
        hd = ((m >> 8) & 0xFF) - t0
        hn = m >> 16
    cur = app.col if app.row == 1 and not app.holding else -1
    depth = app.depth
    v = app.version << 9
    keys = app.col_key
    r = b.rules
    space = T.EMPTY if r.fill == R.FILL_ANY or r.autofill else T.EMPTY_KING if r.fill == R.FILL_KING else T.EMPTY_NONE
    tab = app.screen.tab
    cols = app.screen.tab_cols
    size = b.size
    piles = b.piles
    faces = T.FACE_OF
    up = FACE_UP
    inv = T.INVERT
    blank = T.BLANK
    rows = S.TAB_ROWS
    fill = not app.tab_blank  # blank what is under each column
    app.tab_blank = False
    for c in range(r.tab):
        sel = hn if c == hs else depth if c == cur else 0  # cards marked, from the top
        land = c == hd  # the held cards would land here
        key = v | sel << 1 | land
        if keys[c] == key:
            continue
        keys[c] = key
        k = size[t0 + c]
        pile = piles[t0 + c]
        last = c + cols * (rows - 1)  # the cell of the bottom row
        at = c
        if not k:
            tab[at] = space | inv if sel or land else space
            at += cols
        else:
            d = 0  # face-down cards
            while d < k and not pile[d] & up:
                d += 1
            if d:
                tab[at] = T.backs(d)
                at += cols
            # when they do not all fit, an ellipsis row, then the cards
            # from ``first`` on, then the foot
            first = k - (rows - 2 - (1 if d else 0))
            if first > d + 1:
                if k - sel < first:
                    first = k - sel  # keep the marked cards in view
                tab[at] = T.ELLIPSIS
                at += cols
            else:
                first = d
            lit = k - sel  # from here on the cards are marked
            i = first
            while i < k and at < last:
                tab[at] = faces[pile[i]] | inv if i >= lit else faces[pile[i]]
                at += cols
                i += 1
            tab[at] = T.ELLIPSIS if i < k else (T.LANDING if land else T.FOOT)
            at += cols
        while fill and at <= last:
            tab[at] = blank
            at += cols
