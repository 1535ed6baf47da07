"""A record's bytes read back (``Reader``) and a statistics entry decoded
(``decode``): power-on's reading (``loading.py``, ``rebuild.py``) and an
entry asked for later (``records.Stats``). Out of ``records.py``, so a
game's run does not keep its code: power-on decodes the game's own entry
(``resume.resume``, ``_open_next``) and drops this module with its
reading (``resume._drop_reading``); a later decode (the menu's lists, the
statistics screens, a deal with another option set) loads it and drops
it again."""

from micropython import const

from solitaire.console.app import SaveError

_SERIES = const(5)  # (records.SERIES: a score series' games)
_F_SCORE = const(1)  # (records.py's: an entry's flags)
_F_SERIES = const(2)
_F_GOAL = const(4)
_F_MATCH = const(8)


class Reader:
    def __init__(self, b, i=0):
        self.b = b
        self.i = i

    def take(self, n):
        i = self.i
        if i + n > len(self.b):
            raise SaveError("record too short")
        self.i = i + n
        return self.b[i : i + n]

    def u8(self):
        return self.take(1)[0]

    def u16(self):
        b = self.take(2)
        return b[0] | b[1] << 8

    def u32(self):
        b = self.take(4)
        return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24

    def s16(self):
        v = self.u16()
        return v - 0x10000 if v & 0x8000 else v

    def text(self):
        return self.take(self.u8()).decode()

    def blob(self):
        return bytes(self.take(self.u8()))

    def done(self):
        if self.i != len(self.b):
            raise SaveError("record too long")


def decode(r, make):  # (a name the firmware has: str.decode's)
    """Reads an entry at ``r``'s place (``Stats``' layout) into a new
    ``make`` (``records.Entry``: this module loads no ``records.py``); a
    SaveError for one that can't be used."""
    e = make(r.text(), r.blob())
    e.played = r.u16()
    e.won = r.u16()
    e.streak = r.u16()
    e.best_streak = r.u16()
    e.best_moves = r.u16()
    e.best_secs = r.u16()
    flags = r.u8()
    if flags & _F_SCORE:
        e.best_score = r.s16()
    if flags & _F_SERIES:
        c = r.u8()
        e.goal = bool(flags & _F_GOAL)
        e.match = bool(flags & _F_MATCH)
        if (c >= _SERIES and not e.match) or (e.goal and c not in (0, 2)) or (e.match and c not in (0, 5)):
            raise SaveError("bad series")
        e.series = [r.s16() for _ in range(c)]
        e.series_done = r.u16()
        a = r.s16()
        e.best_avg10 = None if a == -32768 else a
    if e.won > e.played:
        raise SaveError("won more than played")
    return e
