"""The loupe: the cards under the cursor named in full on the message line,
for a layout whose faces are drawn smaller than the standard 16-pixel ones
(the 12- and 8-pixel faces of ten to sixteen piles on screen), and the
marks at the line's ends that say piles are off to the side of a wide row;
and Osmosis' foundations, whose rule asks which ranks lie under a pile's top
card, named rank by rank (``ranks``) at any size of face.

It costs no press: the line follows the cursor as it moves. A message the
game says (a refusal, "Piles 5-20 of 20") shows over it for its moment, and
the loupe comes back when it ends. Only a layout with small faces, or
Osmosis', loads this module (``cards.play.Play.draw``).

The writers take card bytes (``cards/card.py``) and know no game: a family
with small faces of its own (the pairing games' pyramids) keeps the *mark*
they return (``app.msg_until`` when the loupe wrote), writes only while
``shown(app, mark)`` (a message said since shows until it ends), and ends a
message in its ``tick`` only when ``app.msg_until`` is not the mark.
``draw`` is the card family's: it reads a ``cards.play.Play``'s cursor.

Every name here but the module's and ``mark`` is one the firmware already
has (or one MicroPython holds in flash): a new name can cost a game the
heap's next pool of names (ARCHITECTURE.md, "What costs heap on the
device"; the catalogue session ran out of its heap with a dozen more).
"""

from micropython import const

from solitaire.cards.card import FACE_UP
from solitaire.cards.piles import K_FOUND, STOCK
from solitaire.console import screen as S
from solitaire.console import tiles as T

LEFT = 1  # ``wide``, the edge marks: piles are off to the left of the screen ...
RIGHT = 2  # ... to the right
_SYM_CLUBS = const(1)  # tiles._SYM_CLUBS ...: the font's symbols it draws
_SYM_LEFT = const(7)
_SYM_RIGHT = const(8)
_MOST = const(9)  # cards the line holds: two characters each, between the edge marks
_END = const(20)  # the right edge mark's character (S.TEXT_COLS - 1)
_WILD = const(42)  # "*": the suits past the six-suit deck's (Solitaire Tiles' Wilds)
_OSMOSIS = const(7)  # a record's found_dir: a card goes up once its rank is on the pile above (fpiles.py)


def shown(app, mark):
    """True when the message line is the loupe's (``mark``: what it last
    returned) or nothing: a message said since shows until it ends."""
    return not app.screen.msg_on or app.msg_until == mark


def clear(scr, wide):
    """Blanks the line but for the edge marks ``wide`` asks for."""
    m = scr.msg
    m[:] = S.BLANK_LINE
    if wide & LEFT:
        m[0] = _SYM_LEFT
    if wide & RIGHT:
        m[_END] = _SYM_RIGHT
    return m


def write(m, at, card, invert):
    """Writes a card's rank and suit symbol at ``m[at]`` (``invert``: 0 or
    tiles.INVERT)."""
    m[at] = b"?A23456789TJQK??"[card & 15] | invert  # (notation.RANK_CHARS as bytes: a str's index makes a name of each character)
    s = (card >> 4) & 7
    m[at + 1] = (_SYM_CLUBS + s if s < 6 else _WILD) | invert


def show(app, cards, first, end, sel, wide):
    """Names ``cards[first:end]`` (card bytes) side by side, those from
    ``sel`` on inverted as the cursor marks them (up to nine: the first
    ones); gets the mark."""
    m = clear(app.screen, wide)
    if end - first > _MOST:
        end = first + _MOST
    at = 1
    for i in range(first, end):
        write(m, at, cards[i], T.INVERT if i >= sel else 0)
        at += 2
    app.screen.msg_on = True
    return app.msg_until


def ranks(app, pile, k, wide):
    """Names the ``k`` cards of a foundation of one suit (Osmosis', whose
    rule asks which ranks lie under the top card): the suit, then each rank
    in its own place, A to K, a space where the pile has none; the top card
    inverted. Gets the mark."""
    m = clear(app.screen, wide)
    m[1] = _SYM_CLUBS + ((pile[0] >> 4) & 7)  # (the suit; the ranks at 3 to 15)
    for i in range(k):
        r = pile[i] & 15
        m[2 + r] = b"?A23456789TJQK??"[r] | (T.INVERT if i == k - 1 else 0)
    app.screen.msg_on = True
    return app.msg_until


def move(app, card, onto, wide):
    """Names the held ``card`` (the first of the held cards), an arrow, and
    ``onto``, the card it would land on (0: an empty pile); gets the mark."""
    m = clear(app.screen, wide)
    write(m, 1, card, T.INVERT)
    m[3] = _SYM_RIGHT
    if onto:
        write(m, 4, onto, 0)
    else:
        m[4:6] = b"--"
    app.screen.msg_on = True
    return app.msg_until


def draw(play):
    """Writes the line for a card game's cursor (``cards.play.Play``) and
    gets its mark: the card the cursor is on (the first of its cards),
    inverted, after the face-up card it covers (a foundation: its top card
    alone); the first held card and the card it would land on. Two cards
    and no more: every character that changes is six more bytes to the
    panel on a cursor move (README, "The loupe and the edge marks")."""
    app = play.app
    if not shown(app, play.loupe):
        return play.loupe
    scr = app.screen
    b = play.board
    wide = (LEFT if play.scroll or play.top_scroll else 0) | (RIGHT if play.scroll + scr.tab_cols < b.rules.tab or play.top_scroll + scr.top_cols < play.top_cols else 0)
    if b.rules.extra[52] and play.row == 0 and not play.holding and play.cursor_pile() <= 1:  # (52: the gallery's, on the stock's or the waste's place: its available cards, gallery.py)
        return __import__("solitaire.cards.gallery", None, None, ("line",)).line(play, wide)
    size = b.size
    piles = b.piles
    if play.holding:
        m = play.shown_move()
        p = m & 0xFF
        q = (m >> 8) & 0xFF
        return move(app, piles[p][size[p] - (m >> 16)], piles[q][size[q] - 1] if size[q] else 0, wide)
    p = play.cursor_pile()
    k = size[p]
    if not k or p == STOCK and play.row == 0:  # (its tile reads at any size: the line has only the marks)
        clear(scr, wide)
        scr.msg_on = True
        return app.msg_until
    pile = piles[p]
    if b.kind[p] == K_FOUND and b.rules.found_dir == _OSMOSIS:
        return ranks(app, pile, k, wide)
    sel = k - (play.depth if play.row == 1 else 1)
    first = sel - 1 if sel and b.kind[p] != K_FOUND and pile[sel - 1] & FACE_UP else sel
    return show(app, pile, first, sel + 1, sel, wide)
