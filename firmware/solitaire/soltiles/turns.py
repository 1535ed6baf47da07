"""Solitaire Tiles for two players (``mode=two``): the turns, the knock,
who put each tile up, and each seat's points (see ``engine.py`` for the
rules of the tiles).

The seed's two-player version, with the issue's decisions:

* Seat 1 picks red or black (``colour``), seat 2 has the other. A seat
  scores only the tiles it puts on its colour's foundations (each tile up is
  credited to the seat that put it there; a Swirl's return takes it back);
  a tile of the other colour scores nothing, and denies it to the other.
  Each seat loses the values of its colour left over (the stock, the play
  pile, the compartments' face-down and front tiles), and 20 for each
  special it still owns. The 100 goes to whoever puts the 52nd tile up.
* A turn is one draw (none in a game's first turn) and the plays around it,
  ended by a knock. With the seat's own Swirl active, draws turn one and
  may repeat. Each seat owns up to two specials; a Swirl is played at the
  start of a later turn than its claim, as that turn's draw, and only its
  owner has its powers (one tile a draw, returns, swaps); only the owner's
  draws retire it.
* The game ends when neither seat can make a play (the seed: "when you
  can no longer move any tile ... the game ends"): a whole pass of the
  stock by both without a play (a draw, a turn-over of the play pile and a
  knock are not plays) counts as that. The pass starts with the stock
  full (dealt, or the play pile turned over) and no play since (a play
  from the play pile changes which tiles the threes turn up: only a pass
  from a full stock turns up each one the next passes would), runs till
  the stock is drawn out, and is done when the other seat has turned the
  play pile over too (so the last tile drawn was the other seat's to play
  as well): the knock after that, both having knocked in a row without a
  play, ends the game. With no stock and no play pile, both knocking in a
  row without a play ends it (a game's first turn, with no draw, counts
  for nothing). It also ends when it is ended (the pause menu), or with
  all 52 up.
  The first seat alternates: seat 1 on odd deals, seat 2 on even ones, so
  the three games of a match (consecutive deals) take turns.

``st`` holds the turn state: TURN (the seat on turn), TFLAGS (``DRAWN``,
``PLAYED``, ``FIRST``), PASSES (knocks in a row without a play, 2 at
most, in bits 0-1; the stock's pass in bits 2-3: ``_ON``, ``_OUT``,
``_DONE``, 0 after a play),
SWIRL_SEAT (the active Swirl's owner), BONUS (who put the 52nd tile up,
0xFF: nobody), then two bytes a foundation: bit ``i`` set when seat 2 put
tile ``i`` up. Each move logs what it may change (``log``, three bytes: the
state's bytes, and the one credit bit it set, ``after``), so undo puts it
back (``undo.py``).
"""

from micropython import const

# the numbers of other modules it uses, as its own consts (a from-import is an
# entry in its globals while it is loaded): tests/test_soltiles.py holds them equal
_END = const(0xFE)
_FACE_UP = const(0x80)
_K_FOUND = const(2)
_STOCK = const(0)
_SWAP = const(0x60)
_WASTE = const(1)

KNOCK = 0xFD  # a destination: the seat on turn knocks

TURN = 0
TFLAGS = 1
PASSES = 2
SWIRL_SEAT = 3
BONUS = 4
_CREDIT = const(5)  # two bytes a foundation
ST_SIZE = 13

DRAWN = 1
PLAYED = 2
FIRST = 4

KNOCKS = 3  # st[PASSES]: the knocks in a row without a play (2: both seats)
# st[PASSES] & 12: how far a pass of the stock without a play has got (0:
# a play came since the stock was last full)
_ON = const(4)  # the stock full (dealt or turned over), no play since
_OUT = const(8)  # ... and drawn out
_DONE = const(12)  # ... and turned over by the other seat: both have had each tile

_LOG = const(3)  # bytes a move logs (the Play's 320 bytes: 106 moves, the session's game 97)


def _set_credit(b, p, i, seat):
    """Credits tile ``i`` of foundation ``p`` to ``seat``; gets what undo
    needs to put it back (foundation << 5 | tile << 1 | the bit it had)."""
    q = p - b.f0
    j = _CREDIT + 2 * q + (i >> 3)
    bit = 1 << (i & 7)
    v = q << 5 | i << 1 | (1 if b.st[j] & bit else 0)
    b.st[j] = b.st[j] | bit if seat else b.st[j] & ~bit
    return v


def _found(b, src, dst):
    """Gets the foundation a move puts a tile on or takes one from, or -1."""
    if dst < b.npiles and b.kind[dst] == _K_FOUND:
        return dst
    if src < b.npiles and b.kind[src] == _K_FOUND:
        return src
    return -1


def log(b):
    """Keeps what the move about to be made may change, for its undo."""
    i = b.nmoves * _LOG
    if i + _LOG > len(b.tlog):
        b.tlog.extend(bytes(_LOG * 64))
    st = b.st
    t = b.tlog
    t[i] = st[TURN] | st[TFLAGS] << 1 | st[PASSES] << 4  # (PASSES: four bits)
    t[i + 1] = b.fresh | st[SWIRL_SEAT] << 4 | (st[BONUS] + 1 & 3) << 5 | b.over << 7
    t[i + 2] = 0xFF  # (no credit changed: after() says which it changes)


def after(b, m):
    """Brings the turn state up to date after move ``m``."""
    src = m & 0xFF
    dst = (m >> 8) & 0xFF
    n = m >> 16
    st = b.st
    seat = st[TURN]
    knocks = st[PASSES] & KNOCKS
    stage = st[PASSES] & _DONE
    if dst == KNOCK:
        if st[TFLAGS] & PLAYED:
            knocks = 0
        elif not st[TFLAGS] & FIRST and knocks < 2:  # (the first turn, with no draw, counts for nothing)
            knocks += 1
        b.fresh &= ~(3 << 2 * seat)  # its claims are of a past turn now
        st[TURN] = seat ^ 1
        st[TFLAGS] = 0
        st[PASSES] = stage | knocks
        if knocks >= 2 and (stage == _DONE or not (b.size[_STOCK] or b.size[_WASTE])):
            b.over = 1  # neither seat can make a play
        return
    if src == _STOCK and dst == _WASTE:
        st[TFLAGS] |= DRAWN
        if stage == _ON and not b.size[_STOCK]:
            st[PASSES] = _OUT | knocks
        return
    if src == _WASTE and dst == _STOCK:
        # (done when the other seat turns it over: the last tile drawn was its
        # to play too; the seat that drew it out turning it over starts again)
        st[PASSES] = (_DONE if stage == _OUT and not st[TFLAGS] & DRAWN else _ON) | knocks
        return
    if dst == _END:
        return
    st[TFLAGS] |= PLAYED
    # a play: the pass starts again, from here if the stock is full
    st[PASSES] = (0 if b.size[_WASTE] else _ON) | knocks
    if dst == b.swirl:
        st[SWIRL_SEAT] = seat
        st[TFLAGS] |= DRAWN  # (a Swirl is played with the turn's draw)
    if n < _SWAP:
        f = _found(b, src, dst)
        if f == dst:
            b.tlog[b.nmoves * _LOG - 1] = _set_credit(b, f, b.size[f] - 1, seat)
        elif f >= 0:
            b.tlog[b.nmoves * _LOG - 1] = _set_credit(b, f, b.size[f], 0)  # (back down: no one's)
    if st[BONUS] == 0xFF and b.naturals_up() == 52:
        st[BONUS] = seat
