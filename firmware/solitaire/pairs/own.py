"""The pairing games played by a module of their own, one a game: which
module a record's ``WAY`` names (from the engine's ``OWN_WAYS`` on), loaded
only by those records (``engine.Pairs`` calls ``attach`` as it is made)."""

from micropython import const

LADYBUG = const(16)  # ladybug.py: Ladybug (Wikibooks)
CROIX = const(17)  # croix.py: La Croix d'Honneur (Wikibooks)
MOTION = const(18)  # motion.py: Perpetual Motion (Wikibooks)
ELEVENSUP = const(19)  # elevensup.py: Elevens Up (Wikibooks)
CELLS = const(20)  # cells.py: Doublet Cell (politaire)
_WAY = const(20)  # (engine.py's place; tests/test_pairs_wiki30.py holds it equal)


def attach(b):
    """Binds the rules of the module record ``b.x`` names over the engine's
    methods on board ``b`` (before its first deal)."""
    w = b.x[_WAY]
    if w == LADYBUG:
        from solitaire.pairs.ladybug import attach as own
    elif w == CROIX:
        from solitaire.pairs.croix import attach as own
    elif w == MOTION:
        from solitaire.pairs.motion import attach as own
    elif w == CELLS:
        from solitaire.pairs.cells import attach as own
    else:
        from solitaire.pairs.elevensup import attach as own
    own(b)
