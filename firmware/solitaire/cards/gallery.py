"""Politaire's Gallery Mode, for a record whose ``gallery`` (Rules.extra's
place 52) is 1; the engine imports this module only then.

The seed: "The remaining cards form one gallery pile. The gallery simulates
dealing three cards at a time from a stock pile with unlimited redeals ...
the following cards will be available: the one card immediately before the
last card that was played from the gallery; every third card after that
card; the last card of the gallery; every third card from the start of the
gallery."

The gallery is the stock and the waste read as one row in the order the
stock deals them (the waste's cards from its bottom, then the stock's from
its top): the record's stock deals three to the waste with no limit of
passes, and the engine plays it as any other. A card is on the waste's top
exactly when the waste holds it and the cards before it, so the four rules
are the cards deals and turns of the waste bring to the top from where the
waste is: its top card, the last card played's neighbour (1); every third
after it, the deals (2); the last, the end of a pass (3); every third from
the start, the passes after (4). A gallery card played is brought to the
waste's top by those deals, the game's own moves made just before the
player's, which undo takes back with it (``undo``): the stock is never dealt
but to play a card, as the gallery has none to deal.

The screen (``attach``, over ``cards/play.py``'s Play): the waste's place shows the card chosen on
the gallery, up there chooses the next available card (round the end) and A
picks it up as any card; the message line names the available cards from
the chosen one on (``line``), the chosen one inverted. The stock's place
deals as Beehive's and Klondike's do (a deal only takes cards out of
reach, but it is the game the gallery stands for, and the way
``sim.autoplay`` plays a win through the keys).
"""

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import F_AUTO, STOCK, WASTE
from solitaire.cards import loupe
from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.buttons import B, B_HOLD, UP


def size(b):
    """Gets the gallery's cards."""
    return b.size[WASTE] + b.size[STOCK]


def card(b, g):
    """Gets the gallery's card ``g``, counted from the first the stock deals."""
    w = b.size[WASTE]
    return b.piles[WASTE][g] if g < w else b.piles[STOCK][b.size[STOCK] - 1 - g + w]


def available(b, g):
    """Checks the seed's four rules for card ``g``: the waste's top (the card
    before the last one played) and every third after it, the last card,
    every third from the start."""
    w = b.size[WASTE]
    n = w + b.size[STOCK]
    return 0 <= g < n and (g == n - 1 or g % 3 == 2 or w > 0 and g >= w - 1 and (g - w + 1) % 3 == 0)


def step(b, g):
    """Gets the next available card after ``g`` (-1: from the start), round
    the end; -1 when the gallery is empty."""
    n = size(b)
    for i in range(1, n + 1):
        h = (g + i) % n if g >= 0 else i - 1
        if available(b, h):
            return h
    return -1


def chosen(play):
    """Gets the card chosen on the gallery (its place in it): after each move
    the waste's top card, else the first available."""
    b = play.board
    at = getattr(play, "gallery_at", None)
    if at is None:
        at = play.gallery_at = [-1, -1]
    if at[0] != play.version or not available(b, at[1]):
        at[0] = play.version
        at[1] = b.size[WASTE] - 1 if b.size[WASTE] else step(b, -1)
    return at[1]


def shown(play):
    """Gets the card the waste's place shows: the one chosen on the gallery
    (face up), or -1 when the gallery is empty."""
    g = chosen(play)
    return card(play.board, g) | FACE_UP if g >= 0 else -1


def bring(b, g):
    """Makes the deals and turns of the waste (the game's own moves) that put
    the available card ``g`` on the waste's top (any other: none, as the
    deals would never bring it there)."""
    while available(b, g) and b.size[WASTE] != g + 1:
        b.apply(b.stock_move(), True)


def undo(b):
    """Takes back the game's deals made to bring a card to the waste's top
    (after the player's move that played it is taken back, or a pick put
    back)."""
    while b.nmoves and b.last_flags() & F_AUTO and (b.move_at(b.nmoves - 1) & 0xFF == STOCK or b.move_at(b.nmoves - 1) & 0xFFFF == WASTE | STOCK << 8):
        b.undo()


def pick(play, p):
    """The keys' up on the waste's place (``p`` the stock: the next available
    card is chosen) or A there (the chosen card brought to the waste's top,
    and the pick goes on: False; with no move, ``play.py`` takes the deals
    back). Gets True when the pick is done."""
    b = play.board
    g = chosen(play)
    if g < 0:
        play.app.say("The gallery is empty")
        return True
    if p == STOCK:
        play.gallery_at[1] = g = step(b, g)
        play.app.say("Gallery: card %d of %d" % (g + 1, size(b)))
        return True
    bring(b, g)
    return False


def line(play, wide):
    """Writes the message line: the available cards from the chosen one on,
    in the gallery's order round the end, the chosen one inverted (nine at
    most); gets the mark. (``available`` inline: by call, each card's look
    cost a key of Beehive's 0.26M fuel from .mpy.)"""
    app = play.app
    m = loupe.clear(app.screen, wide)
    b = play.board
    w = b.size[WASTE]
    k = b.size[STOCK]
    n = w + k
    waste = b.piles[WASTE]
    stock = b.piles[STOCK]
    g = first = chosen(play)
    at = 1
    for _ in range(n if first >= 0 else 0):
        if g == n - 1 or g % 3 == 2 or w and g >= w - 1 and (g - w + 1) % 3 == 0:
            loupe.write(m, at, waste[g] if g < w else stock[k - 1 - g + w], T.INVERT if g == first else 0)
            at += 2
            if at > 17:
                break
        g = g + 1 if g + 1 < n else 0
    app.screen.msg_on = True
    return app.msg_until


def attach(play):
    """Binds the gallery's keys, pick, undo and top row over ``play``'s (Play
    calls this as it starts a gallery record, so the hooks cost the other
    games no heap); each does Play's own for a record dealt later on the same
    Play that is not a gallery's. The message line is the gallery's: the
    loupe's line takes the last row."""
    P = type(play)
    play.loupe = -1
    play.tab_rows = S.TAB_ROWS - 1
    play.undo = lambda: _undo(play, P)
    play.play_key = lambda k: _key(play, P, k)
    play.pick = lambda: _pick(play, P)
    play.draw_top = lambda: _draw_top(play, P)


def _undo(play, P):
    P.undo(play)
    if play.board.rules.extra[52]:
        undo(play.board)  # (and the deals that brought a gallery card up)


def _key(play, P, k):
    if play.board.rules.extra[52] and not play.finishing:
        if play.holding:
            if k == B or k == B_HOLD:
                undo(play.board)  # (a gallery card put back: the deals that brought it up too)
        elif k == UP and play.row == 0 and play.cursor_pile() == WASTE:
            pick(play, STOCK)  # (the gallery's next available card chosen)
            return
    P.play_key(play, k)


def _pick(play, P):
    b = play.board
    if not b.rules.extra[52] or play.cursor_pile() != WASTE:
        P.pick(play)
    elif not pick(play, WASTE):
        n = b.nmoves
        P.pick(play)
        if not play.holding and b.nmoves == n:
            undo(b)  # (no move: the deals that brought it up taken back)


def _draw_top(play, P):
    P.draw_top(play)
    g = shown(play) if play.board.rules.extra[52] else -1
    if g >= 0:  # (the waste's place: the card chosen on the gallery)
        top = play.app.screen.top
        left = play.top_scroll
        for c in range(left, left + play.app.screen.top_cols):
            if play.top_piles[c] == WASTE:
                top[c - left] = play.faces[g] | top[c - left] & T.INVERT
