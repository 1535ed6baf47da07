"""Solitaire Tiles' notation (host only): the card games' (``cards/
notation.py``), with the special tiles.

Tiles: the cards' names (``QH``, ``#4C``); ``*R`` and ``*B`` the red and
black Wilds, ``@`` a Swirl; a Wild on a sequence is its rank, its colour and
a star (``4R*``), a Wild up top the tile it stands for and a star (``5H*``).

Moves, besides the card games' (``s`` draws as many as a draw turns now)::

    cw  c3     claim the special atop the play pile, or at pile 3's front
    *R3        the red Wild from the hand onto pile 3
    *BhS       the black Wild up, as the next spade (an Ace on an empty foundation)
    =w3  =5h   the play pile's top (pile 5's) replaces the Wild atop pile 3 (up top)
    @          a Swirl from the hand, and a draw of one
    hD3        (a Swirl active) the diamonds' top back onto pile 3
    x4D4H      (a Swirl active) the 4 of diamonds and the 4 of hearts swap
    k          (two players) knock: the turn ends
    end        end the game

A position adds ``hand:`` (the two places, ``-`` when empty, ``!`` after a
special claimed this turn), ``swirl:`` (the active Swirl), ``out:`` (the
retired specials) and ``over: yes`` (ended); with two players ``hand2:``
(seat 2's), ``turn: 2 first drawn played passes=1 pass=out swirl=1
bonus=2`` (the seat on turn and its turn, knocks in a row without a play,
how far a pass of the stock without a play has got: ``on``, ``out`` or
``done``, none when a play came since the stock was full; the active
Swirl's owner, who put the 52nd tile up) and ``credit: 1121 - 2 -`` (who put
each tile up, a word a foundation).
"""

from solitaire.cards import notation as N
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.piles import K_FOUND, K_TAB, STOCK, WASTE, encode
from solitaire.soltiles import turns as T
from solitaire.soltiles.engine import Tiles, cpu_on_turn
from solitaire.soltiles.legal import is_special, is_stand_in, wild_colour
from solitaire.soltiles.specials import (
    BLACK_WILD,
    END,
    RED_WILD,
    REPLACE,
    STANDARD,
    SWAP,
    SWIRL,
    WILD_UP,
)

NotationError = N.NotationError


def header(b):
    """The card games' header line; the two-player options only with two."""
    h = N.header(b)
    return h if b.two else " ".join(h.split()[:3])
_NAMES = {RED_WILD: "*R", BLACK_WILD: "*B", SWIRL: "@", SWIRL | 0x10: "@"}
_RANKS = "?A23456789TJQK"


def tile_name(b, p, i):
    """Gets the name of tile ``i`` of pile ``p``."""
    c = b.piles[p][i]
    down = "" if c & FACE_UP else "#"
    if is_special(c):
        return down + _NAMES[c & 0x7F]
    if is_stand_in(c):
        return _RANKS[c & 15] + "RB"[wild_colour(c) ^ 1] + "*"
    name = card_name(c | FACE_UP)
    if p < b.npiles and b.kind[p] == K_FOUND and b.wild_at(p, i) >= 0:
        name += "*"
    return down + name


def _pile_line(b, p, name):
    return (name + ": " + " ".join(tile_name(b, p, i) for i in range(b.size[p]))).rstrip()


def text(b):
    """Gets the position as text (see the module docstring)."""
    lines = [header(b)]
    if b.recycles:
        lines.append("recycles: %d" % b.recycles)
    for p in range(b.npiles):
        name = N.pile_name(b, p)
        if name == "h":
            name = "h%d" % (p - b.f0 + 1)
        lines.append(_pile_line(b, p, name))
    if b.rules.mode != STANDARD:
        for seat in range(2 if b.two else 1):
            hand = []
            for j in range(2 * seat, 2 * seat + 2):
                p = b.hand0 + j
                hand.append(tile_name(b, p, 0) + ("!" if b.fresh >> j & 1 else "") if b.size[p] else "-")
            lines.append("hand%s: %s" % ("2" if seat else "", " ".join(hand)))
        lines.append(_pile_line(b, b.swirl, "swirl"))
        lines.append(_pile_line(b, b.out, "out"))
    if b.two:
        st = b.st
        words = [str(st[T.TURN] + 1)] + [w for f, w in ((T.FIRST, "first"), (T.DRAWN, "drawn"), (T.PLAYED, "played")) if st[T.TFLAGS] & f]
        words.append("passes=%d" % (st[T.PASSES] & T.KNOCKS))
        if st[T.PASSES] >> 2:
            words.append("pass=" + _STAGES[st[T.PASSES] >> 2])
        if b.size[b.swirl]:
            words.append("swirl=%d" % (st[T.SWIRL_SEAT] + 1))
        if st[T.BONUS] != 0xFF:
            words.append("bonus=%d" % (st[T.BONUS] + 1))
        lines.append("turn: " + " ".join(words))
        lines.append("credit: " + " ".join("".join(str(_credited(b, p, i) + 1) for i in range(b.size[p])) or "-" for p in range(b.f0, b.c0)))
    if b.over:
        lines.append("over: yes")
    return "\n".join(lines)


def _credited(b, p, i):
    """Gets the seat that put tile ``i`` of foundation ``p`` up (the turn
    state's two bytes a foundation after ``BONUS``: ``turns.py``). Here, not
    in ``turns.py``: only the notation reads it, and this module stays off
    the drive."""
    j = T.BONUS + 1 + 2 * (p - b.f0)
    return (b.st[j] | b.st[j + 1] << 8) >> i & 1


def sheet_lines(b):
    """The score, as ``play`` prints it after the position (as comments)."""
    n = b.naturals_up()
    out = ["%d tiles up" % n]
    if b.two:
        for seat in range(2):  # (seat 1's colour is the ``colour`` option, 1 red; seat 2's the other)
            out.append("seat %d (%s): %+d" % (seat + 1, ("black", "red")[b.rules.colour ^ seat], b.seat_scores()[seat]))
        return out
    if b.rules.mode != STANDARD:
        out.append("points %+d" % b.score())
    if b.ended():
        out.append("ultimate victory" if n == 52 else "common victory" if n >= 10 else "no victory")
    return out


def result_line(b):
    """``won`` when the game is over with a common victory or better (two
    players: ``over: seat 1 wins 45-30``, ``over: tie 20-20``, ``not over``)."""
    if b.two:
        if not b.ended():
            return "not over"
        a, c = b.seat_scores()
        return "over: tie %d-%d" % (a, c) if a == c else "over: seat %d wins %d-%d" % (1 if a > c else 2, max(a, c), min(a, c))
    return "won" if b.won() else "not won"


# -- reading a position ----------------------------------------------------------


def _tile(b, p, tok):
    t = tok
    down = 0
    if t.startswith("#"):
        t = t[1:]
    else:
        down = FACE_UP
    for c, name in _NAMES.items():
        if t == name:
            if c == SWIRL and _count(b, SWIRL):
                c = SWIRL | 0x10  # the second Swirl
            return c | down
    if t.endswith("*"):
        t = t[:-1]
        if len(t) == 2 and t[1] in "RBrb":  # a Wild on a sequence
            r = _RANKS.find(t[0].upper(), 1)
            if r < 1 or not down or p >= b.npiles or b.kind[p] != K_TAB:
                raise ValueError("not a Wild on a sequence: %r" % tok)
            return r | (0x60 if t[1] in "Rr" else 0x70) | FACE_UP
        c = parse_card(t)
        if p >= b.npiles or b.kind[p] != K_FOUND:
            raise ValueError("a Wild up top lies on a foundation: %r" % tok)
        w = 0 if (c >> 4) & 7 in (1, 2) else 1  # red suits: the red Wild
        if b.wild_up[w] != 0xFF:
            raise ValueError("that Wild is up already: %r" % tok)
        b.wild_up[w] = (p - b.f0) << 4 | b.size[p]
        return c
    c = parse_card(tok)
    return c


def _count(b, c):
    n = 0
    for p in range(len(b.size)):
        for i in range(b.size[p]):
            if b.piles[p][i] & 0x7F == c:
                n += 1
    return n


def _line(b, name, rest):
    """Reads the layer's lines: the hand, the active Swirl, the retired
    specials, the end."""
    if name == "over":
        if rest.strip() not in ("yes", "no"):
            raise ValueError("over: yes or no")
        b.over = rest.strip() == "yes"
        return True
    if name in ("turn", "credit"):
        if not b.two:
            raise ValueError("%s: only with two players" % name)
        (_turn if name == "turn" else _credit)(b, rest.split())
        return True
    if name not in ("hand", "hand2", "swirl", "out"):
        return False
    if b.rules.mode == STANDARD:
        raise ValueError("no specials in the standard game")
    words = rest.split()
    if name in ("hand", "hand2"):
        if name == "hand2" and not b.two:
            raise ValueError("hand2: only with two players")
        if len(words) != 2:
            raise ValueError("%s: two places, a special or -" % name)
        for j in range(2):
            w = words[j]
            if w == "-":
                continue
            fresh = w.endswith("!")
            p = b.hand0 + j + (2 if name == "hand2" else 0)
            c = _tile(b, p, w.rstrip("!"))
            if not is_special(c):
                raise ValueError("only a Wild or a Swirl is owned: %r" % w)
            b.push(p, c | FACE_UP)
            if fresh:
                b.fresh |= 1 << (p - b.hand0)
        return True
    p = b.swirl if name == "swirl" else b.out
    for w in words:
        c = _tile(b, p, w)
        if not is_special(c) or (name == "swirl" and c & 0x60 != 0x40) or b.size[p] >= len(b.piles[p]):
            raise ValueError("not %s: %r" % ("a Swirl" if name == "swirl" else "a retired special", w))
        b.push(p, c | FACE_UP)
    return True


_STAGES = ("", "on", "out", "done")  # ``pass=``: st[PASSES] >> 2 (turns.py)


def _turn(b, words):
    """``turn: 2 drawn played first passes=1 pass=on swirl=2 bonus=1``."""
    st = b.st
    if not words or words[0] not in ("1", "2"):
        raise ValueError("turn: the seat on turn first, 1 or 2")
    st[T.TURN] = int(words[0]) - 1
    st[T.TFLAGS] = 0
    st[T.PASSES] = 0
    flags = {"first": T.FIRST, "drawn": T.DRAWN, "played": T.PLAYED}
    for w in words[1:]:
        key, eq, val = w.partition("=")
        if w in flags:
            st[T.TFLAGS] |= flags[w]
        elif eq and key in ("passes", "swirl", "bonus") and val in ("0", "1", "2"):
            v = int(val)
            if key == "passes":
                st[T.PASSES] = st[T.PASSES] & ~T.KNOCKS | v
            elif v:
                st[T.SWIRL_SEAT if key == "swirl" else T.BONUS] = v - 1
        elif key == "pass" and val in _STAGES[1:]:
            st[T.PASSES] = _STAGES.index(val) << 2 | st[T.PASSES] & T.KNOCKS
        else:
            raise ValueError("turn: first, drawn, played, passes=N, pass=on|out|done, swirl=N or bonus=N, not %r" % w)


def _credit(b, words):
    """``credit: 1121 - 22 1``: who put each tile up, a word a foundation."""
    if len(words) != b.c0 - b.f0:
        raise ValueError("credit: a word for each foundation")
    for i in range(len(words)):
        p = b.f0 + i
        w = words[i] if words[i] != "-" else ""
        if len(w) != b.size[p] or w.strip("12"):
            raise ValueError("credit: a 1 or a 2 for each tile of foundation %d" % (i + 1))
        for j in range(len(w)):
            T._set_credit(b, p, j, int(w[j]) - 1)


def parse_position(source, games):
    """Reads a position written by ``text()``.

    :raises NotationError: with the line and column of the first problem.
    """
    return N.parse_position(source, games, Tiles, _tile, _line)


# -- moves ------------------------------------------------------------------------


def _tab(b, ch):
    i = N.TAB_NAMES.find(ch)
    if ch and 0 <= i < b.rules.tab:
        return b.t0 + i
    raise NotationError("no pile %r" % ch)


def _suit(ch):
    i = "CDHS".find(ch.upper())
    if not ch or i < 0:
        raise NotationError("not a suit: %r" % ch)
    return i


def _found_of(b, suit):
    """Gets the foundation of ``suit``, else the first empty one."""
    empty = -1
    for p in range(b.f0, b.c0):
        if b.size[p] and (b.piles[p][0] >> 4) & 3 == suit:
            return p
        if not b.size[p] and empty < 0:
            empty = p
    return empty if empty >= 0 else b.f0


def _hand_with(b, tiles):
    h = b.hand(b.seat())
    for p in (h, h + 1):
        if b.size[p] and b.top(p) & 0x7F in tiles:
            return p
    raise NotationError("no %s in the hand" % ("Swirl" if SWIRL in tiles else "such Wild"))


def parse_move(b, token):
    """Parses one move in the position ``b`` is in.

    :raises NotationError: when the token is not a move of this game.
    """
    t = token.strip()
    if t == "end":
        return encode(0, END, 0)
    if t == "k":
        return encode(0, T.KNOCK, 0)
    if t == "s":
        if b.size[STOCK]:
            return encode(STOCK, WASTE, b.draw_count())
        return encode(WASTE, STOCK, b.size[WASTE])
    if t == "@":
        return encode(_hand_with(b, (SWIRL, SWIRL | 0x10)), b.swirl, 1)
    if t[:1] == "c" and len(t) == 2:
        src = WASTE if t[1] == "w" else _tab(b, t[1])
        p = b.free_place(b.seat())
        return encode(src, p if p >= 0 else b.hand(b.seat()), 1)
    if t[:1] == "*" and len(t) >= 3:
        if t[1] not in "RB":
            raise NotationError("a Wild is *R or *B")
        src = _hand_with(b, (RED_WILD,) if t[1] == "R" else (BLACK_WILD,))
        if t[2] == "h":
            suit = _suit(t[3:4])
            if len(t) != 4:
                raise NotationError("not a move: %r" % token)
            return encode(src, _found_of(b, suit), WILD_UP | suit)
        if len(t) != 3:
            raise NotationError("not a move: %r" % token)
        return encode(src, _tab(b, t[2]), 1)
    if t[:1] == "=" and len(t) == 3:
        src = WASTE if t[1] == "w" else _tab(b, t[1])
        if t[2] != "h":
            return encode(src, _tab(b, t[2]), REPLACE)
        for p in range(b.f0, b.c0):  # the foundation whose top is a Wild
            if b.size[p] and b.wild_at(p, b.size[p] - 1) >= 0:
                return encode(src, p, REPLACE)
        return encode(src, b.f0, REPLACE)
    if t[:1] == "h" and len(t) == 3 and t[1].upper() in "CDHS":
        return encode(_found_of(b, _suit(t[1])), _tab(b, t[2]), 1)
    if t[:1] == "x" and len(t) == 5:
        try:
            c1 = parse_card(t[1:3])
            c2 = parse_card(t[3:5])
        except ValueError:
            raise NotationError("a swap names two tiles: %r" % token)
        if c1 & 15 != c2 & 15:
            raise NotationError("a swap is of one rank: %r" % token)
        p1 = p2 = -1
        for p in range(b.t0, b.npiles):
            for i in range(b.size[p]):
                c = b.piles[p][i] | FACE_UP
                if c == c1:
                    p1 = p
                if c == c2:
                    p2 = p
        if p1 < 0 or p2 < 0:
            raise NotationError("no %s in a sequence" % t[1:3] if p1 < 0 else "no %s in a sequence" % t[3:5])
        return encode(p1, p2, SWAP | (c1 & 15))
    return N.parse_move(b, t)


def choose(b, moves=None):
    """Gets the move the computer seat makes for the seat on turn, at once
    (``computer.Think`` makes it over ticks on the device; here, not in
    ``computer.py``, as only the host asks so): the best rated, else its
    Swirl when stuck, else a draw, else the knock."""
    from solitaire.soltiles import computer

    seat = b.seat()
    if moves is None:
        moves = b.legal_moves()
    best, best_v = None, 0
    for m in moves:
        v = computer.rate(b, m, seat)
        if v > best_v:
            best, best_v = m, v
    return best if best is not None else computer.fallback(b, moves)


def computer_turns(b):
    """Plays the computer seat's turns while it is on turn (``seat2=cpu``)."""
    for _ in range(5000):  # (a turn ends with a knock: this never runs out)
        if not cpu_on_turn(b):
            return
        b.apply(choose(b), True)


def parse_moves(b, text):
    """Parses and plays a space-separated move list on ``b`` (the computer
    seat's turns before each token and after the last).

    :raises NotationError: for a token that is not a move.
    :raises IllegalMove: naming the move and why it is refused.
    """
    return N.parse_moves(b, text, parse_move, computer_turns)
