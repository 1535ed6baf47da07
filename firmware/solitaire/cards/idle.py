"""What the card games' ``Play`` does in the ticks while the keys rest: the
hint's search a slice a tick, the look for "no moves left" (a big game's a
few piles a tick), the rarer modules' loads in ticks of their own, and the
game's own moves after a player's.

The card family's ``Play`` loads it as it is made (``play.py``); a layer on
the card engine with its own ``Play`` looks its own way and never loads it
(Solitaire Tiles: its run keeps none of this code, docs/heap.md, tcard35).
Its functions have names the card games' runs hold already (``hint``,
``show``, ``stuck``, ``look``, ``load``): a new name is a qstr held for
good, and four took Big Ben's run to the names' next pool, 4.6 KB.
"""

from micropython import const

from solitaire.cards import auto, legal
from solitaire.cards import rules as R
from solitaire.console.screens import PLAY

_BIG = const(1500)  # the work (auto.work: cards x piles) of a game whose look for moves is split across ticks
_HINT_SLICE = const(4)  # moves the hint's search tries in one tick (each: a move, a score, an undo)
_MERCI = const(15)  # a place in Rules.extra (build_catalogue's EXTRA): the merci (merci.py)


def hint(play):
    """Runs a slice of the hint's search (``play.hinting``); gets True when
    the hint found shows."""
    s = play.hinting
    if not s.over:  # (found, it shows in the next tick: the last slice's tries and the hint's redraw in one cost 2.13M fuel in Alternative)
        s.over = s.step(_HINT_SLICE)
        return False
    play.hinting = None
    show(play, s)
    return True


def show(play, s):
    """Shows the hint search ``s`` found."""
    from solitaire.cards import hint  # (the module, in here; loaded: it found the move)

    hint.show(play, s.given(), s.first)


def stuck(play):
    """Looks on for a move (``play.stuck_check``: 1 + the pile to look from,
    the board's pile count for the stock's deals); says so when none is left.
    Gets True when the screen changed."""
    b = play.board
    n = b.npiles
    s = play.stuck_check - 1
    if play.app.state != PLAY:
        p = -1
    elif s < n and auto.work_all(b) << (b.rules.tab_dir == R.UP_DOWN) <= _BIG and auto.few_asks(b):  # (the piles' whole look in one tick, the stock's deals in the next (both in one: Canfield Rush's 2.06M fuel, Circle Eight's 2.03M); building up or down, each run is tried both ways: twice the work, 2.6M fuel in Royal Family's 52 cards x 18 piles; Up and Up's ten piles of a card asked round the corner, 2.3M)
        p = -1 if b.won() or b.legal_moves(-1, False, 1) else n
    elif s < n:  # a big game looks a few piles a tick (look) ...
        p = look(b, s, _BIG // 6)
    else:  # ... and at its stock's deals in a tick of their own
        p = n + 1 if b.stock_stuck(auto.takes_of(b)) else -1
    play.stuck_check = p + 1 if 0 <= p <= n else False
    if p > n:
        play.stuck()
        return True
    return False


def look(b, p, most):
    """Looks for a move (but the stock's) from pile ``p`` on, as many piles
    as ``most`` (``auto.work``) allows: a big game's stuck check split
    across ticks, as one whole look costs up to 5M fuel in a three-deck game.
    Gets -1 when a move is found (or the game is won), else the next pile to
    look from (``b.npiles``: none has a move)."""
    if b.won():
        return -1
    done = 0
    asked = auto.by_rule(b)
    takes = auto.takes_of(b)
    while p < b.npiles and done < most:
        if b.legal_moves(p, False, 1, takes):
            return -1
        done += auto.work(b, p, asked)
        p += 1
    return p


def load(play):
    """Loads the next of the rarer modules a game needs (``play.loads``), a
    tick each: a load costs some 0.8M fuel; in the first redeal's key Royal
    Family's came to 2.06M, in a hint's slice Double Aces and Kings' to 2.07M."""
    loads = play.loads
    r = play.board.rules
    if loads & 1:
        __import__("solitaire.cards.redeal")
    elif loads & 2:
        __import__("solitaire.cards.basecards") if r.extra[65] else legal.fitter(play.board)  # (which loads the foundations' modules)
    else:  # (the cursor's depth asks them at its first move: Puss in the Corner's two came to 2.02M fuel in a key; Labyrinth's draws loaded theirs once the stock was out, in a stuck check's slice: 2.08M)
        __import__(("solitaire.cards.merci" if r.extra[_MERCI] else "solitaire.cards.bouquet") if loads & 4 else "solitaire.cards.puss" if loads & 8 else "solitaire.cards.labyrinth")
    play.loads = loads & (loads - 1)  # (the lowest bit: done)


def after_move(play):
    """After a move: the game's own moves (``auto.forced_move``), an
    auto-finish starting, the end; gets True when the stuck check is to
    start once the keys rest (``play.STUCK_MS``)."""
    app = play.app
    play.version += 1
    b = play.board
    m = auto.forced_move(b)
    while m is not None:
        b.apply(m, True)
        m = auto.forced_move(b)
    if app.auto_finish and auto.can_finish(b):
        play.finishing = True  # tick() plays it out, a card at a time
        play.idle_deals = 0
    if b.won():
        play.game_won()
    elif b.nmoves:
        # looking for a way out can take a while: do it when idle
        play.stuck_check = True
        return True
    return False
