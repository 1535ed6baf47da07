"""Text wrapped into the text screen's lines, kept as bytes, and the rules
screen that shows them (loaded only with a game's rules text: no game needs
this code in its heap while it plays)."""

from solitaire.console import screen as S
from solitaire.console import tiles as T
from solitaire.console.buttons import A, B, DOWN, LEFT, RIGHT, UP
from solitaire.console.screens import PAUSE, RULES, fit, text_page


class Lines:
    """Text wrapped into lines of at most ``width`` characters, at spaces (a
    word longer than a line breaks after a hyphen), each text starting a
    line, as the lines are asked for (the first page of a game's rules
    wraps a few of its sentences). It is kept as one bytes object and where
    each line starts and ends: making a str of every line cost more on the
    device than a key may, so the screen copies a line's bytes straight into
    its text grid (``put``), and ``lines[i]`` makes the str only when
    asked."""

    def __init__(self, texts, width):
        self.text = bytearray()
        self.starts = []
        self.ends = []
        self.texts = texts
        self.width = width
        self.done = 0  # texts wrapped so far: a page wraps only what it shows

    def _wrap(self, s):
        """Wraps the next text, ``s``, onto the lines."""
        text = self.text
        starts = self.starts
        ends = self.ends
        width = self.width
        if "  " in s or "\n" in s or "\t" in s or s[:1] == " " or s[-1:] == " ":
            s = " ".join(s.split())  # (a word at a time is slow: only when needed)
        b = s.encode()
        base = len(text)
        text.extend(b)
        start = 0
        n = len(b)
        while n - start > width:
            end = start + width  # (the first character past the line)
            cut = b.rfind(b" ", start, end + 1)
            word = cut + 1 if cut >= start else start  # where the word across the line's end starts
            after = b.find(b" ", end)
            if word < end and (n if after < 0 else after) - word > width:
                # a word longer than a line (a deal's "1-2-3-...-13") is
                # broken after its last hyphen in reach, else at the edge:
                # the screen clips nothing
                cut = b.rfind(b"-", word, end)
                cut = end if cut < 0 else cut + 1
                starts.append(base + start)
                ends.append(base + cut)
                start = cut
                continue
            starts.append(base + start)
            ends.append(base + cut)
            start = cut + 1
        if start < n:
            starts.append(base + start)
            ends.append(base + n)

    def _upto(self, i):
        """Wraps texts until line ``i`` is there or none is left; gets
        whether it is there."""
        while i >= len(self.starts) and self.done < len(self.texts):
            self._wrap(self.texts[self.done])
            self.done += 1
        return i < len(self.starts)

    def __len__(self):
        self._upto(1 << 30)
        return len(self.starts)

    def __getitem__(self, i):
        if not self._upto(i):
            raise IndexError(i)
        return self.text[self.starts[i] : self.ends[i]].decode()

    def put(self, screen, row, i):
        """Writes line ``i`` into the screen's text grid at ``row`` (its
        bytes, clipped at the edge: no str is made); gets False when there
        is no such line."""
        if not self._upto(i):
            return False
        a = self.starts[i]
        b = self.ends[i]
        if b - a > S.TEXT_COLS:
            b = a + S.TEXT_COLS
        at = row * S.TEXT_COLS
        screen.text[at : at + b - a] = self.text[a:b]
        return True


def wrap(text, width):
    """Splits text into lines of at most ``width`` characters (see ``Lines``)."""
    lines = Lines((text,), width)
    return [lines[i] for i in range(len(lines))]


_BAR = bytes((T.INVERT | 32,)) * S.TEXT_COLS  # a title bar: inverted blanks


class Rules:
    """A game's rules, a page of text lines (``lines``, a ``Lines``) that
    up/down and left/right scroll; A or B goes back. The title says where
    the page is: "2/5", the page of the last line in view, of the pages the
    whole text makes ("1" alone until the keys first rest: opening wraps
    only the first page, and wrapping all of a long text too would take more
    than a key's time on the device; ``tick`` wraps the rest)."""

    kind = RULES

    def __init__(self, app, back, gi, lines):
        self.app = app
        self.back = back
        self.gi = gi
        self.lines = lines
        self.scroll = 0

    def key(self, k):
        page = S.TEXT_ROWS - 1
        most = max(0, len(self.lines) - page)
        if k == DOWN or k == RIGHT:
            self.scroll = min(most, self.scroll + (1 if k == DOWN else page))
        elif k == UP or k == LEFT:
            self.scroll = max(0, self.scroll - (1 if k == UP else page))
        elif k == A or k == B:
            back = self.back
            if back.kind == PAUSE:
                back.sel = len(back.items()) - 2  # on the Rules line
            back.scroll = 0
            app = self.app
            app.show(back)
            # this screen's code, loaded for it alone (``App.show_rules``): no
            # game needs it in its heap while it plays
            app.forget("solitaire." + app.games[self.gi].family + ".text")
            app.forget("solitaire.console.lines")

    def tick(self):
        """Wraps the rest of the text while the keys rest; gets True when
        the title can now count the pages."""
        lines = self.lines
        if lines.done < len(lines.texts):
            len(lines)
            return True
        return False

    def draw(self):
        scr = self.app.screen
        text_page(scr)
        page = S.TEXT_ROWS - 1
        lines = self.lines
        n = max(1, len(lines.starts))
        if lines.done == len(lines.texts):
            at = "%d/%d" % ((min(n, self.scroll + page) - 1) // page + 1, (n + page - 1) // page)
        else:  # (opening: only the first page is wrapped, until the keys rest or a key pages)
            at = "1"
        # the title bar, then the name and the page on it (few new strings:
        # each is heap a collection may have to take back within the key)
        scr.text[0 : S.TEXT_COLS] = _BAR
        name = self.app.games[self.gi].name
        if len(name) >= S.TEXT_COLS - len(at):
            name = fit(self.app.games.name(self.gi), S.TEXT_COLS - 1 - len(at))  # (the menu's short name, at a word's end)
        scr.put_text(0, 0, name.upper(), T.INVERT)
        scr.put_text(0, S.TEXT_COLS - len(at), at, T.INVERT)
        for i in range(page):
            if not self.lines.put(scr, i + 1, self.scroll + i):
                break
