"""sim/frames.py reads each function's frame from a .mpy: which calls take
theirs from the heap (over eleven words), a search past the heap's holes a
call. The card keys' hottest functions are held within the eleven words."""

import os
import random
import subprocess

import pytest

from sim import frames
from sim.mpy import FIRMWARE_DIR, compiled_tree, mpy_cross_path
from solitaire.cards.board import Board
from solitaire.cards.card import FACE_UP
from solitaire.cards.games import GAMES
from solitaire.cards.piles import ALL, F_AUTO, F_FILL, F_FLIP, F_RFLIP, K_FOUND, K_RESERVE, K_TAB, STOCK, WASTE

SOURCE = '''
def few(a):
    return a + 1


def many(a, b, c, d, e, f, g, h, i, j, k, l):
    return [x for x in (a, b, c)]


class K:
    def m(self):
        return lambda: self
'''


def _compiled(tmp_path, source):
    py = tmp_path / "m.py"
    py.write_text(source)
    out = tmp_path / "m.mpy"
    subprocess.run([mpy_cross_path(), "-O3", "-o", str(out), str(py)], check=True, capture_output=True)
    return frames.frames(str(py), str(out))


def test_the_scopes_are_named_in_the_compilers_order(tmp_path):
    got = _compiled(tmp_path, SOURCE)
    assert [n for n, *_ in got] == ["<module>", "few", "many", "many.<listcomp>", "K", "K.m", "K.m.<lambda>"]


def test_a_frame_over_eleven_words_is_the_heaps(tmp_path):
    size = {n: b for n, _, _, b in _compiled(tmp_path, SOURCE)}
    assert size["few"] <= frames.ON_STACK < size["many"]


def test_a_try_adds_its_exception_level(tmp_path):
    got = {n: (s, e) for n, s, e, _ in _compiled(tmp_path, "def f(a):\n    try:\n        return a\n    finally:\n        a = 0\n")}
    assert got["f"][1] == 1


@pytest.mark.parametrize(
    "module, names",
    [
        ("solitaire/cards/legal.py", ("stock_move", "_stock_check")),  # the stock's move in every listing (Bunker's hint slice 1,871,000 -> 1,845,000 fuel)
        ("solitaire/cards/hint.py", ("pile_score", "_touched")),
        ("solitaire/cards/order.py", ("follows",)),
        ("solitaire/cards/basecards.py", ("lowest", "put")),  # a new deal of Opus, Penguin
        ("solitaire/soltiles/legal.py", ("check",)),  # Solitaire Tiles' pick asks it some ten times: its pick with the sound on 2,074,000 -> 1,844,000 fuel
        ("solitaire/cards/board.py", ("Board.apply", "Board.undo", "move")),  # a plain move's, two calls a hint's try (Fortress of Mercy's slice 1,834,000 -> 1,653,000 fuel); the rarer moves' board.apply and undo take theirs from the heap
    ],
)
def test_the_card_keys_hottest_calls_keep_their_frames_off_the_heap(module, names):
    tree = compiled_tree(FIRMWARE_DIR)
    size = {n: b for n, _, _, b in frames.frames(os.path.join(FIRMWARE_DIR, module), os.path.join(tree, module[:-3] + ".mpy"))}
    for n in names:
        assert size[n] <= frames.ON_STACK, "%s:%s takes %d bytes from the heap a call" % (module, n, size[n])


# -- Board.apply and undo as they were before their plain moves went to board.move (tcard36b), for the fuzz


class _Before(Board):
    def apply(self, m, auto=False):
        src = m & 0xFF
        dst = (m >> 8) & 0xFF
        n = m >> 16
        flags = F_AUTO if auto else 0
        if src == ALL:
            __import__("solitaire.cards.capric" if self.rules.extra[4] == 3 else "solitaire.cards.redeal", None, None, ("apply",)).apply(self)
        elif src == STOCK:
            if dst == ALL and self.rules.extra[20]:
                __import__("solitaire.cards.rowdeal", None, None, ("apply",)).apply(self, n)
            elif dst == ALL:
                d = self.rules.draw
                for i in range(n):
                    self.push(self.t0 + i // d, self.pop(STOCK) | FACE_UP)
            else:
                for _ in range(n):
                    self.push(dst, self.pop(STOCK) | FACE_UP)
        elif src == WASTE and dst == STOCK:
            n = self.size[WASTE]
            while self.size[WASTE]:
                self.push(STOCK, self.pop(WASTE) & 0x7F)
            self.recycles += 1
        elif src == dst or src == WASTE and n > 1 and self.rules.extra[65]:
            __import__("solitaire.cards.merci", None, None, ("apply",)).apply(self, src, n) if src == dst else __import__("solitaire.cards.bouquet", None, None, ("apply",)).apply(self, dst, n)
        else:
            s = self.piles[src]
            d = self.piles[dst]
            ks = self.size[src] - n
            kd = self.size[dst]
            for i in range(n):
                d[kd + i] = s[ks + i]
            self.size[dst] = kd + n
            self.size[src] = ks
            if not self.base and self.kind[dst] == K_FOUND and not self.rules.extra[39]:
                self.set_base(d[kd] & 15)
            kind = self.kind[src]
            if ks and not s[ks - 1] & FACE_UP and (kind == K_TAB or kind == K_RESERVE):
                s[ks - 1] |= FACE_UP
                flags |= F_FLIP
            a = self.rules.autofill
            if not ks and a and kind == (K_RESERVE if a == 4 or a == 11 else K_TAB) and (a != 5 or src - self.t0 >= self.rules.tab * 3 // 4):
                p = self.r0 if a == 1 else WASTE if (a == 3 or a == 11 or a == 15) and self.size[WASTE] or a == 7 and not self.size[STOCK] else STOCK
                if self.size[p]:
                    for _ in range(min(self.size[p], self.rules.draw if a == 2 else 4 if a == 15 else 1)):
                        self.push(src, self.pop(p) | FACE_UP)
                    flags |= F_FILL | (8 if p == STOCK else 0)
                    k = self.size[p]
                    if a == 1 and k and not self.piles[p][k - 1] & FACE_UP and (k == 1 or self.rules.extra[6] != 2):
                        self.piles[p][k - 1] |= FACE_UP
                        flags |= F_RFLIP
        self.record(src, dst, n, flags)

    def undo(self):
        if not self.nmoves:
            return False
        self.nmoves -= 1
        i = self.nmoves * 4
        h = self.hist
        src = h[i]
        dst = h[i + 1]
        n = h[i + 2]
        flags = h[i + 3]
        if src == ALL:
            __import__("solitaire.cards.capric" if self.rules.extra[4] == 3 else "solitaire.cards.redeal", None, None, ("undo",)).undo(self)
        elif src == STOCK:
            if dst == ALL and self.rules.extra[20]:
                __import__("solitaire.cards.rowdeal", None, None, ("undo",)).undo(self, n)
            elif dst == ALL:
                d = self.rules.draw
                for j in range(n - 1, -1, -1):
                    self.push(STOCK, self.pop(self.t0 + j // d) & 0x7F)
            else:
                for _ in range(n):
                    self.push(STOCK, self.pop(dst) & 0x7F)
        elif src == WASTE and dst == STOCK:
            while self.size[STOCK]:
                self.push(WASTE, self.pop(STOCK) | FACE_UP)
            self.recycles -= 1
        elif src == dst or src == WASTE and n > 1 and self.rules.extra[65]:
            __import__("solitaire.cards.merci", None, None, ("undo",)).undo(self, src, n) if src == dst else __import__("solitaire.cards.bouquet", None, None, ("undo",)).undo(self, dst, n)
        else:
            r0 = self.r0
            if flags & F_RFLIP:
                self.piles[r0][self.size[r0] - 1] &= 0x7F
            if flags & F_FILL:
                p = STOCK if flags & 8 else WASTE if self.rules.autofill in (3, 7, 11, 15) else r0
                while self.size[src]:
                    self.push(p, self.pop(src) & (0x7F if p == STOCK or p == r0 and self.size[r0] and self.rules.extra[6] == 2 else 0xFF))
            if flags & F_FLIP:
                self.piles[src][self.size[src] - 1] &= 0x7F
            s = self.piles[src]
            d = self.piles[dst]
            ks = self.size[src]
            kd = self.size[dst] - n
            for j in range(n):
                s[ks + j] = d[kd + j]
            self.size[src] = ks + n
            self.size[dst] = kd
            if self.rules.extra[18] and not kd and self.kind[dst] == K_FOUND and not sum(self.size[self.f0 : self.c0]):
                self.set_base(0)
        return True


def _state(b):
    return (b.key(), bytes(b.hist[: 4 * b.nmoves]), b.recycles, b.base)


def test_apply_and_undo_do_as_before_their_split():
    """Every card game of the engine, a random walk of legal moves and undos
    on the board as it is and on ``_Before``: the same position after each."""
    rng = random.Random(36)
    played = set()
    for i in range(len(GAMES)):
        rules = GAMES[i]
        if rules.family != Board.FAMILY:
            continue
        deal = rng.randrange(1, 1000)
        now, before = Board(rules, deal), _Before(rules, deal)
        for _ in range(60):
            ms = now.legal_moves()
            if now.nmoves and (not ms or rng.random() < 0.25):
                assert now.undo() and before.undo()
            elif ms:
                m = rng.choice(ms)
                auto = rng.random() < 0.2
                now.apply(m, auto)
                before.apply(m, auto)
                played.add((m & 0xFF == m >> 8 & 0xFF, now.last_flags() & (F_FILL | F_RFLIP | F_FLIP)))
            else:
                break
            assert _state(now) == _state(before), (rules.id, deal, now.nmoves)
    assert {(False, F_FILL), (False, F_FILL | F_RFLIP), (False, F_FLIP), (True, 0)} <= played  # (a space filled, the reserve's card turned with it, a card turned, a merci)
