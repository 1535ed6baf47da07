"""A saved game rebuilt (``load_game``): dealt afresh and its moves
replayed, each checked by the rules, or put back from a snapshot
(``restore``); the record's format is ``savegame.py``'s. Loaded when a saved
game is resumed, after its family (``savegame.Saver.resume``), and dropped
again on the device as soon as the game is rebuilt: its code is then heap
the game and its sheets can use.
"""

from solitaire.console.app import family_module
from solitaire.console.records import SNAP, SaveError, UnknownGame, position_hash
from solitaire.console.unpack import Reader


class GameMeta:
    """What a saved game holds besides the engine."""

    def __init__(self, gi, player_moves, secs, flags, base):
        self.gi = gi
        self.player_moves = player_moves
        self.secs = secs
        self.flags = flags
        self.base = base


def cards(b):  # (a name the firmware has anyway: each new one is a qstr held for good)
    """Gets every card of the position as it was dealt, sorted (the
    engine's own ``deck_cards`` when it has one: the card engine's)."""
    own = getattr(b, "deck_cards", None)
    if own is not None:
        return own()
    out = []
    for p in range(len(b.size)):
        pile = b.piles[p]
        for i in range(b.size[p]):
            out.append(pile[i] & 0x7F)
    out.sort()
    return out


def restore(b, snap):
    """Puts a ``key()`` snapshot into fresh engine ``b`` (same game, deal and
    options), with an empty history.

    :raises SaveError: when it is not a position of this deal (each card
        exactly once, piles within their room).
    """
    want = cards(b)
    i = 0
    for p in range(len(b.size)):
        if i >= len(snap):
            raise SaveError("snapshot too short")
        n = snap[i]
        if n > len(b.piles[p]) or i + 1 + n > len(snap):
            raise SaveError("snapshot pile too long")
        b.piles[p][0:n] = snap[i + 1 : i + 1 + n]
        b.size[p] = n
        i += 1 + n
    try:
        family_module(b.rules.family).restore_tail(b, snap[i:])
    except ValueError as e:
        raise SaveError(e.args[0])
    b.nmoves = 0
    if cards(b) != want:
        raise SaveError("snapshot cards differ from the deal")
    b.origin = bytes(snap)  # the history starts here, not at the deal


def new_engine(rules, deal, options):
    """Gets a fresh deal of a game: its family's engine."""
    return family_module(rules.family).Engine(rules, deal, options)


def load_game(payload, games, into=None):
    """Rebuilds a saved game; gets (engine, GameMeta). ``into``: an engine
    to deal it into when it fits (the family's Play's own: no second set of
    piles on the heap), else a new one is made.

    :raises UnknownGame: for a game id not in ``games``.
    :raises SaveError: when the record does not rebuild the saved position.
    """
    r = Reader(payload)
    gid = r.text()
    opts = r.blob()
    deal = r.u32()
    want = r.u32()
    n = r.u16()
    base = r.u16()
    player = r.u16()
    secs = r.u32()
    flags = r.u8()
    gi = games.index(gid)
    if gi < 0:
        raise UnknownGame("no game %s" % gid)
    rules = games[gi]
    try:
        variant = rules.with_options(opts)
        if into is not None and into.fits(variant):
            b = into
            b.redeal(deal, variant, opts)
        else:
            b = new_engine(rules, deal, opts)
    except (ValueError, IndexError):
        raise SaveError("bad options")
    if base > n or base and not flags & SNAP:  # (one message of more than ten characters: no qstr)
        raise SaveError("bad base move")
    moves(b, r, base, n, flags, want)
    return b, GameMeta(gi, player, secs, flags, base)


def moves(b, r, base, n, flags, key):  # (a name the firmware has; load_game's code in two pieces: the resume, after its family, finds room for each)
    """Puts the record's snapshot back and replays its moves (``base`` to
    ``n``, at ``r``) on ``b``, each checked; a SaveError when the result is
    not the saved position (``key``, its hash: a name the firmware has)."""
    if flags & SNAP:
        restore(b, r.take(r.u16()))
    for i in range(base, n):
        mv = r.take(3)
        m = mv[0] | mv[1] << 8 | (mv[2] & 0x7F) << 16
        why = b.check(m)
        if why is not None:
            raise SaveError("move %d: %s" % (i + 1, why))
        b.apply(m, bool(mv[2] & 0x80))
    r.done()
    if position_hash(b) != key:
        # what an older version saved? A family whose positions hold more
        # since has ``older.as_older`` (loaded only then: Solitaire Tiles),
        # which takes its position as that version held it. (Here, not a
        # function of its own: each name is a qstr held for good.)
        try:
            older = __import__("solitaire.%s.older" % b.rules.family, None, None, ("as_older",))
        except ImportError:
            older = None
        if older is None or not older.as_older(b) or position_hash(b) != key:
            raise SaveError("position differs")
