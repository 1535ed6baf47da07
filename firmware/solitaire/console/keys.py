"""The console's keys: what ``buttons.py`` makes of the presses, and what
every screen and game family is handed."""

UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
A_HOLD = 6
B_HOLD = 7
KEY_NAMES = ("up", "down", "left", "right", "a", "b", "hold-a", "hold-b")
