"""Miss Milligan's waiving pocket (solitaire/cards/pocket.py, Rules.extra's
``pocket``), in positions written in the text notation: what goes in, when,
and that it comes out only whole."""

from solitaire.cards import notation, text
from solitaire.cards import rules as R
from solitaire.cards.board import Board, encode
from solitaire.cards.card import FACE_UP, card_name
from solitaire.cards.notation import parse_card
from solitaire.cards.games import GAMES, find

MILLIGAN = find("miss_milligan")
GUARDS = find("imperial_guards")


def position(game, piles, filler):
    """A position of ``game``: ``piles`` ({name: "cards"}); the cards not
    named go to ``filler``, sorted (face down on the stock, else face up)."""
    rules = find(game)
    b = Board(rules, 1)
    left = sorted(c & 0x7F for p in range(b.npiles) for c in b.cards(p))
    for cards in piles.values():
        for tok in cards.split():
            left.remove(parse_card(tok) & 0x7F)
    up = 0 if filler == "s" else FACE_UP
    piles = dict(piles)
    piles[filler] = (piles.get(filler, "") + " " + " ".join(card_name(c | up) for c in left)).strip()
    lines = ["%s deal=1" % game] + ["%s: %s" % (k, v) for k, v in piles.items()]
    return notation.parse_position("\n".join(lines), GAMES)


def reason(b, token):
    return b.check(notation.parse_move(b, token))


def test_records():
    for r in (MILLIGAN, GUARDS):
        assert r.cells == 1 and r.extra[23] == 1 and r.stock == 2 and r.found == 8
    assert MILLIGAN.fill == 1 and GUARDS.fill == 0
    assert len(Board(MILLIGAN, 1).piles[Board(MILLIGAN, 1).c0]) == 13  # a run of 13 at most


def test_pocket_closed_while_the_stock_lasts():
    b = Board(MILLIGAN, 1)
    assert b.size[0] == 96
    assert reason(b, "1a") == "The pocket opens once the stock is out"
    assert not [m for m in b.legal_moves() if (m >> 8) & 0xFF == b.c0]


def test_waive_a_card_or_a_run():
    b = position("miss_milligan", {"1": "9H 8S", "2": "9D 8D", "3": "TC", "4": "TH", "5": "", "6": "KH QS", "7": "AH"}, "8")
    assert b.size[0] == 0
    moves = b.legal_moves()
    t1, a = b.t0, b.c0
    assert encode(t1, a, 1) in moves and encode(t1, a, 2) in moves
    assert encode(t1 + 1, a, 1) in moves and encode(t1 + 1, a, 2) not in moves
    assert reason(b, "1av2") is None
    assert reason(b, "2av2") == "Those cards aren't a run"
    assert reason(b, "1av3") == "Not that many cards"
    assert reason(b, "h1a") is not None  # (nothing up there; and foundation cards never go in the pocket)
    notation.parse_moves(b, "1av2")
    assert "a: 9H 8S" in notation.text(b).split("\n")
    assert reason(b, "2a") == "The pocket is full"
    assert reason(b, "3a") == "The pocket is full"
    # out only whole: the notation's default is all of it
    assert b.check(encode(a, b.t0 + 2, 1)) == "The pocket's cards move together"
    assert notation.parse_move(b, "a3") == encode(a, b.t0 + 2, 2)
    assert reason(b, "a3") is None  # 9H on TC
    assert reason(b, "a4") == "Needs a black 9"
    assert reason(b, "a5") == "Only a King fills a space"
    assert reason(b, "ah") == "The pocket's cards move together"
    assert b.check(encode(a, b.f0, 2)) == "One card at a time"
    assert notation.move_text(b, encode(a, b.t0 + 2, 2)) == "a3"
    notation.parse_moves(b, "a3")
    assert b.size[a] == 0 and "3: TC 9H 8S" in notation.text(b).split("\n")
    b.undo()
    b.undo()
    assert b.size[a] == 0 and b.cards(b.t0) == bytes(parse_card(c) for c in ("9H", "8S"))


def test_pocket_to_foundation_and_spaces():
    b = position("miss_milligan", {"1": "AH", "5": "", "6": "KH QS"}, "8")
    notation.parse_moves(b, "1a")
    assert reason(b, "ah") is None
    assert notation.move_text(b, encode(b.c0, b.f0, 1)) == "ah"
    notation.parse_moves(b, "ah 6av2")
    assert notation.move_text(b, notation.moves(b)[-1]) == "6av2"
    assert reason(b, "a5") is None  # a King leads the run into a space
    assert reason(b, "a1") is None
    g = position("imperial_guards", {"1": "9H 8S", "5": ""}, "8")
    notation.parse_moves(g, "1av2")
    assert reason(g, "a5") is None  # any card fills a space in Imperial Guards


def test_moves_out_of_the_pocket_listed_whole():
    b = position("miss_milligan", {"1": "TS 9H 8S", "3": "TC", "5": ""}, "8")
    notation.parse_moves(b, "1av2")
    out = b.legal_moves(b.c0)
    assert encode(b.c0, b.t0 + 2, 2) in out and encode(b.c0, b.t0, 2) in out
    assert all(m >> 16 == 2 for m in out)
    assert encode(b.c0, b.t0 + 4, 2) not in out  # (not a King)


# -- Tournament (solitaire/cards/tournament.py, Rules.extra's tournament) ----

TOURNAMENT = find("tournament")
# the same deals without the cells' rule (the same id: the same shuffle)
PLAIN = R.Rules("tournament", "Tournament", **dict({k: getattr(TOURNAMENT, k) for k in R._FIELDS}, extra=bytes(TOURNAMENT.extra[:7]) + b"\x01" + bytes(TOURNAMENT.extra[8:])))


def test_tournament_record():
    r = TOURNAMENT
    assert (r.found, r.cells, r.tab, r.draw, r.autofill, r.fill, r.extra[7], r.extra[0], r.extra[10]) == (8, 8, 6, 4, 2, 2, 3, 8, 2)


def test_tournament_cells_dealt_an_ace_or_king():
    swapped = 0
    for deal in range(1, 120):
        b = Board(TOURNAMENT, deal)
        cells = [b.top(p) & 15 for p in range(b.c0, b.r0)]
        assert 1 in cells or 13 in cells, deal
        assert b.size[0] == 104 - 24 - 8
        plain = Board(PLAIN, deal)
        assert sorted(c & 0x7F for p in range(b.npiles) for c in b.cards(p)) == sorted(c & 0x7F for p in range(plain.npiles) for c in plain.cards(p))
        # the tableau is dealt as the shuffle left it, whatever the cells needed
        assert all(b.cards(p) == plain.cards(p) for p in range(b.t0, b.npiles))
        moved = [p for p in range(b.c0, b.r0) if b.cards(p) != plain.cards(p)]
        if moved:
            swapped += 1
            assert len(moved) == 1 and not any(plain.top(p) & 15 in (1, 13) for p in range(b.c0, b.r0))
            assert b.top(moved[0]) & 15 in (1, 13) 
    assert swapped  # (a deal whose cells had none: the stock's first one took a place)


def test_tournament_foundation_halves():
    b = position("tournament", {"a": "AS", "b": "KS", "c": "KH", "d": "2S", "e": "QS", "f": "AS", "g": "JS", "i": "KS",
                                "1": "4C", "2": "5C", "3": "6C", "4": "7C", "5": "8C", "6": "9C"}, "s")
    assert reason(b, "bh") is None
    assert b.check(encode(b.c0 + 1, b.f0, 1)) == "Starts with an Ace"
    assert b.check(encode(b.c0, b.f0 + 4, 1)) == "Starts with a King"
    moves = b.legal_moves()
    assert encode(b.c0 + 1, b.f0 + 4, 1) in moves and encode(b.c0, b.f0, 1) in moves  # (a King is offered past the empty Ace half)
    assert encode(b.c0 + 1, b.f0 + 5, 1) not in moves  # empty piles of a half are alike
    notation.parse_moves(b, "ah bh")
    assert b.size[b.f0] == 1 and b.size[b.f0 + 4] == 1
    assert b.check(encode(b.c0 + 5, b.f0 + 1, 1)) == "That suit has its pile here"  # the other AS
    assert b.check(encode(b.c0 + 7, b.f0 + 5, 1)) == "That suit has its pile here"  # the other KS
    assert reason(b, "ch") is None  # KH starts the next King pile
    assert b.check(encode(b.c0 + 6, b.f0 + 4, 1)) == "Builds down in suit"
    assert b.check(encode(b.c0 + 4, b.f0 + 4, 1)) is None and b.check(encode(b.c0 + 3, b.f0, 1)) is None
    notation.parse_moves(b, "eh dh")
    assert b.cards(b.f0 + 4) == bytes(parse_card(c) for c in ("KS", "QS")) and b.size[b.f0] == 2
    assert b.check(encode(b.f0 + 4, b.c0 + 4, 1)) == "Foundation cards stay"  # (a cell takes the tableau's cards)
    assert "h5: KS QS" in notation.text(b).split("\n")
    notation.parse_position(notation.text(b), GAMES)  # (the halves read back)


def test_tournament_cards_come_back_off_any_foundation():
    """The seed: "Cards may be moved back off of any foundation." Nothing
    builds on the tableau, and a cell takes only the tableau's cards, so a
    top card comes back across the halves, where it fits: the Ace pile's 7
    of hearts onto the King pile's 8, and back."""
    b = position("tournament", {"h1": "AH 2H 3H 4H 5H 6H 7H", "h5": "KH QH JH TH 9H 8H", "h6": "KS", "1": "9C", "a": "AS"}, "s")
    up, down = encode(b.f0, b.f0 + 4, 1), encode(b.f0 + 4, b.f0, 1)
    assert b.check(up) is None and b.check(down) is None  # (the King pile's 8 onto the Ace pile's 7 fits too)
    assert up in b.legal_moves() and up in b.legal_moves(b.f0)
    assert b.check(encode(b.f0 + 5, b.f0, 1)) == "Builds up in suit"  # (the spades' King: not onto the hearts)
    assert b.check(encode(b.f0, b.t0, 1)) == "No building here"
    assert b.check(encode(b.f0, b.c0 + 1, 1)) == "Foundation cards stay"
    assert notation.move_text(b, up) == "h1h" and notation.parse_move(b, "h1h") == up and notation.parse_move(b, "h1h5") == up
    notation.play(b, up)
    assert b.size[b.f0] == 6 and b.size[b.f0 + 4] == 7 and b.check(encode(b.f0 + 4, b.f0, 1)) is None
    assert b.check(encode(b.f0 + 4, b.f0 + 5, 1)) == "Builds down in suit"
    b.undo()
    assert b.size[b.f0] == 7 and b.size[b.f0 + 4] == 6
    assert "A top card up there may go across to the other half, where it fits." in " ".join(text.sentences(TOURNAMENT))


def test_tournament_stock_deals_four_a_pile_and_spaces_take_four():
    b = Board(TOURNAMENT, 3)
    m = b.stock_move()
    assert m == encode(0, 255, 24) and b.check(m) is None
    assert b.check(encode(0, 255, 6)) == "Deals 4 a pile"
    top = bytes(b.piles[0][b.size[0] - 4 : b.size[0]])
    b.apply(m)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [8] * 6
    assert bytes(c & 0x7F for c in b.cards(b.t0)[4:]) == top[::-1]  # the stock's top card first
    b.undo()
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 6 and b.size[0] == 72
    # no building, and a space refills with four cards
    assert b.check(encode(b.t0, b.t0 + 1, 1)) is not None
    assert b.check(encode(b.c0, b.t0 + 1, 1)) is not None
    g = position("tournament", {"1": "AS"}, "s")
    before = g.size[0]
    notation.parse_moves(g, "1h")
    assert g.size[g.t0] == 4 and g.size[0] == before - 4 and all(c & 0x80 for c in g.cards(g.t0))
    g.undo()
    assert g.size[g.t0] == 1 and g.size[0] == before and not any(c & 0x80 for c in g.cards(0))


def test_tournament_redeal_once_the_stock_is_out():
    b = Board(TOURNAMENT, 5)
    assert b.check(0xFFFF) == "No more redeals"  # (not while the stock lasts)
    for _ in range(3):
        b.apply(b.stock_move())
    assert b.size[0] == 0 and [b.size[p] for p in range(b.t0, b.npiles)] == [16] * 6
    cells = [b.cards(p) for p in range(b.c0, b.r0)]
    tab = b"".join(b.cards(p) for p in range(b.t0, b.npiles))
    m = b.stock_move()
    assert m == 0xFFFF and b.check(m) is None
    b.apply(m)
    assert [b.size[p] for p in range(b.t0, b.npiles)] == [4] * 6 and b.size[0] == 96 - 24
    assert b"".join(b.cards(p) for p in range(b.t0, b.npiles)) == tab[:24]
    assert bytes(c | 0x80 for c in b.cards(0)) == tab[24:][::-1]  # the next card on top
    assert [b.cards(p) for p in range(b.c0, b.r0)] == cells  # the cells stay
    assert b.stock_move() == encode(0, 255, 24)
    b.undo()
    assert b.size[0] == 0 and b"".join(b.cards(p) for p in range(b.t0, b.npiles)) == tab
    for _ in range(2):
        b.apply(0xFFFF)
        while b.size[0]:
            b.apply(b.stock_move())
    assert b.recycles == 2 and b.check(0xFFFF) == "No more redeals" and b.stuck() == (not b.legal_moves(stock=False))
