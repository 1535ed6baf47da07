"""Issue 30's last Wikibooks pairing games played by modules of their own
(``solitaire/pairs/ladybug.py``, ``croix.py``): a test per rule each text
states (a legal and an illegal move from a position, the deal, the goal),
the sentence quoted and checked against the seed file when it is on the
machine (test_pairs_wiki.said). test_pairs.py's tests of every game of the
family (undo, a scripted win by keys, a power cut, the position text, the
rules screen) run these games as well."""

from test_pairs import board, lay, why
from test_pairs_wiki import card, said, won_by_search
from solitaire.pairs import croix as C
from solitaire.pairs import elevensup as EU
from solitaire.pairs import engine as E
from solitaire.pairs import ladybug as L
from solitaire.pairs import motion as M
from solitaire.pairs import own as O
from solitaire.pairs.notation import parse_move, parse_position, text
from solitaire.gamelist import MENU_GAMES


def test_the_modules_name_the_engines_places():
    """ladybug.py and croix.py cannot import the engine (it imports them),
    so they name its piles, moves and their ways themselves: the engine's."""
    assert (C._P_STOCK, C._P_WASTE, C._L0, C._REMOVE, C._ONTO, C._DEAL, C._TURN, C._BY_GAME) == (
        E.P_STOCK, E.P_WASTE, E.L0, E.REMOVE, E.ONTO, E.DEAL, E.TURN, E.BY_GAME)
    assert (L._P_STOCK, L._P_WASTE, L._L0, L._ONTO, L._DEAL, L._BY_GAME) == (E.P_STOCK, E.P_WASTE, E.L0, E.ONTO, E.DEAL, E.BY_GAME)
    assert (L.LADYBUG, C.CROIX, M.MOTION, EU.ELEVENSUP) == (O.LADYBUG, O.CROIX, O.MOTION, O.ELEVENSUP) and O._WAY == E.WAY and O.LADYBUG == E.OWN_WAYS
    assert (EU._TOTAL, EU._P_STOCK, EU._P_WASTE, EU._L0, EU._DEAL, EU._BY_GAME) == (E.TOTAL, E.P_STOCK, E.P_WASTE, E.L0, E.DEAL, E.BY_GAME)
    from solitaire.pairs.sets import SET

    assert EU._SET == SET


# -- La Croix d'Honneur (Wikibooks) ----------------------------------------------------------


def test_croix_deals_an_inner_and_an_outer_circle_of_eight():
    said("Wikibooks", "The cross in this game is an eight-rayed cross, composed of an inner circle and an outer circle, each having eight cards.")
    b = board("croix")
    assert list(b.size[E.L0 :]) == [2] * 8 and b.size[E.P_STOCK] == 36 and not b.size[E.P_WASTE]


def test_croix_pairs_are_two_of_a_rank():
    said("Wikibooks", "The object of this game is discard all cards in pairs. A pair in this game refers to two cards having the same rank.")
    b = board("croix")
    lay(b, {"w": "7S", "1": "4C 7H", "2": "JS 8H"})
    assert why(b, "w+1") is None
    assert why(b, "w+2") == "Not a pair"


def test_croix_first_stage_pairs_the_waste_with_the_inner_circle():
    said("Wikibooks", "In the first stage, only the top card of the waste pile and of the cards in the inner circle can make a pair.")
    b = board("croix")
    lay(b, {"w": "7S", "1": "4C 7H", "2": "JS 7D"})
    assert b.size[E.P_STOCK] and why(b, "w+2") is None
    assert why(b, "1+2") == "Pairs with the waste's card"  # two of the inner circle: the third stage's
    assert why(b, "w+t") == "Not a free card"  # (the stock's card is face down)


def test_croix_the_outer_card_replaces_the_inner_and_is_not_replaced():
    said("Wikibooks", "Once a card leaves the inner circle, it is immediately replaced only by the corresponding card from the outer circle.")
    said("Wikibooks", "Cards in the outer circle are not replaced.")
    b = board("croix")
    lay(b, {"w": "7S 4D", "1": "4C 7H"})
    b.apply(parse_move(b, "w+1"))
    assert b.top(E.L0) == card("4C")  # the outer card in its place
    b.apply(parse_move(b, "w+1"))
    assert not b.size[E.L0]
    lay(b, {"w": "9S"})
    assert why(b, "w>1") == "Spaces filled once the stock is out"  # nothing takes its place in the first stage


def test_croix_second_stage_fills_spaces_from_the_waste():
    said("Wikibooks", "After the stock runs out, the second stage begins, wherein the cards from the waste pile are used to fill empty spaces in the inner circle (not all however).")
    b = board("croix")
    lay(b, {"s": "", "w": "9S 5D", "1": "", "2": "JS 7D"})
    assert why(b, "w>1") is None
    assert why(b, "w>2") == "Not a space"
    b.apply(parse_move(b, "w>1"))
    assert b.top(E.L0) == card("5D") and b.top(E.P_WASTE) == card("9S")
    b.undo()
    assert not b.size[E.L0] and b.top(E.P_WASTE) == card("5D")


def test_croix_second_stage_still_pairs_only_with_the_waste():
    said("Wikibooks", "The rule in which the top card of the waste pile should only be paired up with a card from the inner circle still applies.")
    b = board("croix")
    lay(b, {"s": "", "w": "7S", "1": "4C 7H", "2": "JS 7D"})
    assert why(b, "w+1") is None
    assert why(b, "1+2") == "Pairs with the waste's card"


def test_croix_third_stage_pairs_the_inner_circle_and_has_no_redeal():
    said("Wikibooks", "The third stage begins once all the cards from the waste pile are either discarded or end up in the inner circle.")
    said("Wikibooks", "At this stage, cards at the inner circle can now be paired with each other. There is no redeal.")
    b = board("croix")
    lay(b, {"s": "", "w": "", "1": "4C 7H", "2": "JS 7D", "3": "2C 8D"})
    assert why(b, "1+2") is None
    assert why(b, "1+3") == "Not a pair"
    lay(b, {"w": "9S"})
    assert why(b, "s") in ("No passes left", "Not now")  # (the waste is never turned back)


def test_croix_is_won_when_all_cards_are_discarded():
    said("Wikibooks", "The game is won when all cards are discarded.")
    b, last = won_by_search("croix")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Ladybug (Wikibooks) -----------------------------------------------------------------


def test_ladybug_deals_seven_slots_and_the_rest_is_the_stock():
    said("Wikibooks", "To begin the game, seven cards are dealt face up to start the seven slots. The remainder of the deck then becomes the stock pile.")
    b = board("ladybug")
    assert list(b.size[E.L0 :]) == [1] * 7 and b.size[E.P_STOCK] == 45


def test_ladybug_deals_three_only_the_top_one_seen():
    said("Wikibooks", "Each turn, three cards are dealt from the stock pile so that only the top one can be seen.")
    b = board("ladybug")
    top = bytes(b.piles[E.P_STOCK][42:45])
    b.apply(parse_move(b, "s"))
    assert b.size[E.P_WASTE] == 3 and b.top(E.P_WASTE) == top[0] and b.free_piles() == [E.P_WASTE]  # (the slots' cards never move)


def test_ladybug_the_deals_top_card_must_be_played_the_others_need_not():
    said("Wikibooks", "The top card of each deal must be used (placed on a slot). The other two cards are optional.")
    b = board("ladybug")
    lay(b, {"s": "KC KD KH KS 2C 3C", "w": "", "1": "5H"})
    b.apply(parse_move(b, "s"))
    assert why(b, "s") == "Play the dealt card"
    assert why(b, "w>1") is None  # (the 3 of Clubs on the 5: 8)
    b.apply(parse_move(b, "w>1"))
    assert why(b, "s") is None  # the 2 of Clubs, under it, may stay
    b.undo()
    assert why(b, "s") == "Play the dealt card"  # (undo brings the wait back)
    b = board("ladybug")
    b.apply(parse_move(b, "s"))
    again = parse_position(text(b), MENU_GAMES)  # (the wait is in the position, its turns: a saved game's too)
    assert again.key() == b.key() and again.check(parse_move(again, "s")) == "Play the dealt card"


def test_ladybug_values_aces_one_courts_nothing_and_tens_wild():
    said("Wikibooks", "Aces are worth 1 point, number cards are worth their face value, face cards are worth 0 points, and 10s are wild and can be any value between 0 and 10.")
    b = board("ladybug")
    lay(b, {"1": "9H", "2": "KH QC 5D", "3": "TH 5C 3C", "w": "AS"})
    assert why(b, "w>1") is None  # 9 + 1
    assert why(b, "w>2") == "Four must make 10"  # 0 + 0 + 5 + 1
    assert why(b, "w>3") is None  # the Ten counts 1: 1 + 5 + 3 + 1
    lay(b, {"w": "2S"})
    assert why(b, "w>1") == "Over 10"  # 9 + 2
    assert why(b, "w>3") is None  # the Ten counts 0: 5 + 3 + 2
    lay(b, {"w": "5S"})
    assert why(b, "w>2") is None  # the King and Queen count 0: 5 + 5
    lay(b, {"w": "TS"})
    assert why(b, "w>2") is None  # a Ten makes any slot ten (here 5)


def test_ladybug_a_slot_takes_no_card_over_ten_nor_a_fifth_nor_a_wrong_fourth():
    said("Wikibooks", "A card may not be played on a slot that would make the sum be greater than 10, a slot that already has four cards, or a slot with three cards that would make the sum not equal 10.")
    b = board("ladybug")
    lay(b, {"1": "5H 2C 3C JD", "2": "4H 3D", "3": "2H 2D AD", "4": "3H 2S AS", "w": "4S"})
    assert why(b, "w>1") == "The slot is full"
    assert why(b, "w>2") == "Over 10"  # 4 + 3 + 4
    assert why(b, "w>3") == "Four must make 10"  # 2 + 2 + 1 + 4
    assert why(b, "w>4") is None  # 3 + 2 + 1 + 4
    assert why(b, "3>4") == "Only the waste's card"  # (a slot's cards stay)


def test_ladybug_is_won_with_seven_slots_of_four_adding_to_ten():
    said("Wikibooks", "A player wins if all seven slots have exactly four cards each, summing to 10.")
    b, last = won_by_search("ladybug")
    assert not b.won()
    b.apply(last)
    assert b.won()
    for p in range(E.L0, E.L0 + 7):
        cs = b.piles[p][0:4]
        assert b.size[p] == 4 and (sum(L.value(c) for c in cs) == 10 or any(c & 15 == 10 for c in cs) and sum(L.value(c) for c in cs) <= 10)


# -- Perpetual Motion (Wikibooks) -------------------------------------------------------


def test_motion_deals_four_piles_of_one_and_the_rest_is_the_stock():
    said("Wikibooks", "The tableau is made up of four piles/columns. Four cards are dealt (the rest are left aside as the stock), one in each pile.")
    b = board("motion")
    assert list(b.size[E.L0 :]) == [1] * 4 and b.size[E.P_STOCK] == 48


def test_motion_duplicates_go_onto_the_leftmost_pile_of_their_rank():
    said("Wikibooks", "If there are cards of equal rank (such as three kings), the duplicates are moved to the leftmost pile with an equal card.")
    said("Wikibooks", "Example: The three kings mentioned are found at piles 2, 3, and 4. The kings in piles 3 and 4 are moved to pile 2.")
    b = board("motion")
    lay(b, {"1": "5C", "2": "KC", "3": "KD", "4": "KH"})
    assert why(b, "3>2") is None and why(b, "4>2") is None
    assert why(b, "4>3") == "Onto the leftmost of its rank"
    assert why(b, "2>1") == "No pile of its rank before it"
    b.apply(parse_move(b, "3>2"))
    assert b.size[E.L0 + 1] == 2 and not b.size[E.L0 + 2]
    assert b.own(True) == parse_move(b, "4>2") and b.own(False) is None  # (auto-finish moves them: the rules leave no choice)


def test_motion_only_a_piles_top_card_is_in_play():
    said("Wikibooks", "Only the top card of each pile is in play.")
    b = board("motion")
    lay(b, {"1": "KC 5D", "2": "KD", "3": "9S", "4": "5H"})
    assert why(b, "2>1") == "No pile of its rank before it"  # (the King under the 5 of Diamonds)
    assert why(b, "4>1") is None


def test_motion_deals_four_more_once_the_duplicates_are_moved_even_onto_an_empty_pile():
    said("Wikibooks", "After that, four cards are again dealt from the stock (even if one pile is empty) and plays already mentioned are made.")
    b = board("motion")
    lay(b, {"1": "5C", "2": "KC", "3": "KD", "4": "2H"})
    assert why(b, "s") == "Move the duplicates first"
    lay(b, {"3": ""})
    assert why(b, "s") is None
    top = bytes(b.piles[E.P_STOCK][b.size[E.P_STOCK] - 4 : b.size[E.P_STOCK]])
    b.apply(parse_move(b, "s"))
    assert [b.top(E.L0 + i) for i in range(4)] == list(reversed(top)) and b.size[E.L0 + 2] == 1


def test_motion_four_dealt_of_a_rank_are_discarded_at_once():
    said("Wikibooks", "In case the four cards dealt from the stock are all of the same rank, they are immediately discarded.")
    b = board("motion")
    lay(b, {"s": "2C 3C QC QD QH QS", "1": "5C", "2": "KC", "3": "9D", "4": "2H"})
    k = b.key()
    b.apply(parse_move(b, "s"))
    assert b.size[E.P_OUT] == 4 and b.size[E.P_STOCK] == 2 and b.top(E.L0) == card("5C")
    b.undo()
    assert b.key() == k
    b.apply(parse_move(b, "s"))
    b.apply(parse_move(b, "s"))  # (the 2 and 3 of Clubs: not four of a rank)
    assert b.size[E.P_OUT] == 4 and b.top(E.L0) == card("3C") and b.top(E.L0 + 1) == card("2C")


def test_motion_the_piles_are_gathered_rightmost_first_and_dealt_again():
    said("Wikibooks", "This continues until the stock runs out. After this first round, the piles are picked up, starting from the rightmost pile, and put over one another either faced down or face up without disturbing the order of the cards in each pile.")
    said("Wikibooks", "Four cards are again dealt and the steps mentioned earlier are again done.")
    b = board("motion")
    lay(b, {"s": "", "1": "5C 8D", "2": "KC", "3": "9D 4S 7H", "4": "2H"})
    assert why(b, "s") is None
    k = b.key()
    b.apply(parse_move(b, "s"))  # the gather: face up, the first pile on top
    assert not any(b.size[E.L0 :]) and b.size[E.P_STOCK] == 7
    assert [b.piles[E.P_STOCK][i] for i in range(7)] == [card(c) for c in "2H 9D 4S 7H KC 5C 8D".split()]
    b.apply(parse_move(b, "s"))
    assert [b.top(E.L0 + i) for i in range(4)] == [card(c) for c in "8D 5C KC 7H".split()]
    b.undo()
    b.undo()
    assert b.key() == k


def test_motion_is_won_when_all_cards_are_discarded():
    said("Wikibooks", "The game is won when all cards are discarded (in fours).")
    b, last = won_by_search("motion")
    assert not b.won()
    b.apply(last)
    assert b.won() and b.size[E.P_OUT] == 52


# -- Elevens Up (Wikibooks) -------------------------------------------------------------


def test_elevens_up_the_tableau_is_three_piles_of_five_levels():
    """The text scores the tableau by levels and names its three peak
    cards but gives no layout: the smallest it supports, three piles of
    five, the top card level 1, the bottom card the peak (docs/pairs.md)."""
    said("Wikibooks", "Level 5 (top level) = 800 points")
    said("Wikibooks", "The first time any of the 3 peak cards are removed, a bonus is rewarded.")
    b = board("elevensup")
    assert list(b.size[E.L0 :]) == [5, 5, 5, 0, 0] and b.size[E.P_STOCK] == 37
    assert b.free_piles() == [E.L0, E.L0 + 1, E.L0 + 2]  # (each pile's top card; the rest covered)


def test_elevens_up_the_face_cards_are_aces():
    said("Wikibooks", "The face cards have been replaced with extra aces with a value of 1.")
    b = board("elevensup")
    cards = [c for p in range(len(b.size)) for c in b.piles[p][0 : b.size[p]]]
    assert len(cards) == 52 and not [c for c in cards if c & 15 > 10] and len([c for c in cards if c & 15 == 1]) == 16


def test_elevens_up_removes_two_or_more_exposed_cards_adding_to_eleven():
    said("Wikibooks", "Remove any 2 or more exposed cards that add up to 11.")
    said("Wikibooks", "Here is an example: 4 + 3 + 2 + 1 + 1= 11")
    b = board("elevensup")
    lay(b, {"1": "9C 4H", "2": "3S", "3": "2D", "4": "AC", "5": "AD"})
    assert why(b, "1+2+3+4+5") is None  # the text's example
    assert why(b, "1+2+3+4") == "Not a set"  # 10
    lay(b, {"1": "9C 5H", "2": "6S"})
    assert why(b, "1+2") is None
    lay(b, {"1": "5H 9C"})
    assert why(b, "1+2") == "Not a set"  # (the Nine on top: the Five under it is not exposed)


def test_elevens_up_a_card_not_used_moves_to_the_second_dealt_pile():
    said("Wikibooks", "The Deck turns up 1 card at a time. If the first card cannot be used, it will be moved to the second Dealt Pile when you deal the next card.")
    b = board("elevensup")
    s = b.size[E.P_STOCK]
    first, second = b.piles[E.P_STOCK][s - 1], b.piles[E.P_STOCK][s - 2]
    b.apply(parse_move(b, "s"))
    assert b.top(E.L0 + 3) == first and not b.size[E.L0 + 4]
    b.apply(parse_move(b, "s"))
    assert b.top(E.L0 + 3) == second and b.top(E.L0 + 4) == first


def test_elevens_up_the_second_dealt_card_fills_a_space_or_goes_to_the_waste():
    said("Wikibooks", "If the card in the second Dealt Pile cannot be used, it will replace empty spaces on the tableau. If there are no spaces available in the Tableau, the card will be discarded to the Waste Pile.")
    b = board("elevensup")
    lay(b, {"s": "7D 8D", "1": "9C 4H", "2": "", "3": "2D", "4": "AC", "5": "AD"})
    k = b.key()
    b.apply(parse_move(b, "s"))
    assert b.top(E.L0 + 1) == card("AD") and b.top(E.L0 + 4) == card("AC") and b.top(E.L0 + 3) == card("8D")
    b.apply(parse_move(b, "s"))
    assert b.top(E.P_WASTE) == card("AC") and b.size[E.P_WASTE] == 1  # (no space left: out of play)
    assert why(b, "w+1") is not None and b.legal_moves(E.P_WASTE) == []
    b.undo()
    b.undo()
    assert b.key() == k


def test_elevens_up_ends_when_the_deck_is_out_and_nothing_goes():
    said("Wikibooks", "When there is no more cards in the Deck and you are unable to remove any cards, the game is finished.")
    b = board("elevensup")
    lay(b, {"s": "", "1": "9C 4H", "2": "3S", "3": "2D", "4": "AC", "5": ""})
    assert why(b, "s") is not None and not b.legal_moves()  # (the waste is never turned back)
    lay(b, {"5": "AD"})
    assert b.legal_moves() == [parse_move(b, "1+2+3+4+5")]


def test_elevens_up_is_won_when_the_tableau_is_removed():
    said("Wikibooks", "The game is won when the entire tableau has been removed.")
    b, last = won_by_search("elevensup")
    assert not b.won()
    b.apply(last)
    assert b.won() and not any(b.size[E.L0 : E.L0 + 3]) and b.size[E.P_STOCK]  # (won with cards left in the deck: its scoring counts them)
