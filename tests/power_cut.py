"""The power-cut check every family's tests share (not a test module):
a game played by keys, a checkpoint from the pause menu, the power cut,
then the game as it was and its undo going on.
"""

from test_pairs import Console  # (test_savegame's console over every family's games)
from solitaire.console import buttons as K
from solitaire.console import screens as SC
from solitaire.gamelist import MENU_GAMES


def resumes_after_power_cut(gid, keys, deal=2, play=None):
    """Plays game ``gid``'s deal ``deal`` by ``keys`` (a list of key
    codes), saves at the pause menu, cuts the power and asserts the game
    came back as it was (its Play of class ``play`` when given) and that B
    still takes its last move back. Gets the console."""
    c = Console()
    c.app.start(MENU_GAMES.index(gid), deal)
    for k in keys:
        c.key(k)
    c.key(K.B_HOLD)  # the pause menu: a checkpoint
    c.key(K.B)
    want = c.app.board.key()
    n = c.app.board.nmoves
    assert n, "the keys made no move"
    c.cut()
    app = c.app
    assert app.state == SC.PLAY and app.board.key() == want and app.board.nmoves == n
    assert play is None or isinstance(app.play, play)
    c.key(K.B)  # undo goes on after the power cut
    assert app.board.nmoves == n - 1
    return c
