"""legal_moves asks ``follows`` only of a card whose rank may build on the
pile it would go onto: one rank either way, round the corner too where the
ranks wrap (a game whose tableau builds round the corner, Up and Up's and
Circle Eight's). Every call there is a frame of the device's heap: asked
of every card onto every pile, Up and Up's hint listed its moves for 3.1M
fuel from .mpy (sim.fuel, 2026-11-29)."""

from solitaire.cards import legal
from solitaire.cards.board import Board
from solitaire.cards.games import find


def test_follows_is_asked_only_of_a_neighbouring_rank_round_the_corner(monkeypatch):
    asked = []
    real = legal.follows

    def counting(a, b, *rest):
        asked.append(((b & 15) - (a & 15)) % 13)
        return real(a, b, *rest)

    monkeypatch.setattr(legal, "follows", counting)
    for gid in ("up_and_up", "circle_eight"):
        for deal in range(1, 6):
            b = Board(find(gid), deal)
            assert b.tab_cut, gid  # (a game of ranks round the corner: the test's case)
            asked.clear()
            b.legal_moves()
            # the step from the pile's card to the card put on it: -1 or +1 (12 or 1, mod 13)
            assert set(asked) <= {1, 12}, (gid, deal, sorted(set(asked)))
