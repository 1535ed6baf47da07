"""The simulator window: pygame (SDL's dummy video driver in tests) showing
the virtual panel, keyboard keys as the console's buttons."""

import os

import pytest

pygame = pytest.importorskip("pygame")


def run_window(monkeypatch, tmp_path, script, scale=None):
    """Opens the window on Klondike #4, types ``script`` ([(event type,
    key)]) and closes it. Gets (the app module, the frames drawn, whether
    the sound card was open at each frame)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"  # (so that pygame.init() would open a sound card: none here)
    from sim import app

    frames = []
    sound = []
    real_flip = pygame.display.flip

    idle = [0]

    def get():
        # one event, then a few empty polls so the main loop handles it
        idle[0] += 1
        if idle[0] % 4:
            return []
        if script:
            kind, key = script.pop(0)
            return [pygame.event.Event(kind, key=key)]
        return [pygame.event.Event(pygame.QUIT)]

    def flip():
        frames.append(pygame.display.get_surface().copy())
        sound.append(pygame.mixer.get_init())
        real_flip()

    monkeypatch.setattr(pygame.event, "get", get)
    monkeypatch.setattr(pygame.display, "flip", flip)

    class Args:
        game = "klondike"
        deal = 4
        option = []
        drive = str(tmp_path / "drive")

    Args.scale = scale
    os.mkdir(Args.drive)  # (a drive named must be there: the command line refuses a missing one)
    assert app.main_window(Args()) == 0
    return app, frames, sound


def test_window_runs_code_py_and_maps_keys(monkeypatch, tmp_path):
    script = [
        (pygame.KEYDOWN, pygame.K_RIGHT),
        (pygame.KEYUP, pygame.K_RIGHT),
        (pygame.KEYDOWN, pygame.K_z),  # A
        (pygame.KEYUP, pygame.K_z),
    ]
    app, frames, sound = run_window(monkeypatch, tmp_path, script)
    assert (tmp_path / "drive" / "saves" / "solitaire.sav").exists()  # kept for the next run
    console = app.LAST_CONSOLE
    assert console.app.board.rules.id == "klondike"
    assert console.app.play.col == 1  # the right arrow moved the cursor
    assert frames  # the window drew the panel
    # lit panel pixels show in the window's colour
    surf = frames[-1]
    lit = sum(1 for x in range(16, 16 + 128 * 6, 6) for y in range(16, 16 + 64 * 6, 6) if surf.get_at((x, y))[:3] == app.LIT)
    assert lit > 300
    assert frames[-1].get_size() == (800, 416)  # the default scale, 6
    # the display alone was opened: a machine without a sound card prints
    # ALSA's error lines when pygame opens one
    assert set(sound) == {None}


def test_scale_sets_the_window_s_size(monkeypatch, tmp_path):
    app, frames, _ = run_window(monkeypatch, tmp_path, [], scale=2)
    assert frames and {f.get_size() for f in frames} == {(128 * 2 + 32, 64 * 2 + 32)}
    surf = frames[-1]
    lit = sum(1 for x in range(16, 16 + 128 * 2, 2) for y in range(16, 16 + 64 * 2, 2) if surf.get_at((x, y))[:3] == app.LIT)
    assert lit > 300  # the panel drawn whole, two screen pixels a panel pixel


def test_the_window_s_drive_is_the_user_s_data_folder_by_default(monkeypatch, tmp_path):
    from sim import app

    monkeypatch.setattr(app.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert app.default_drive() == str(tmp_path / "solitaire-console" / "drive")


def test_a_killed_run_s_scratch_drive_is_removed_by_the_next(tmp_path, monkeypatch):
    import tempfile

    from sim import hw

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    dead = tmp_path / "circuitpy-999999999-x"  # no such process
    dead.mkdir()
    mine = hw.scratch_drive()
    assert not dead.exists() and os.path.isdir(mine)



def test_make_sim_passes_scale():
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run(["make", "-n", "sim", "SCALE=3", "DISPLAY=:0"], cwd=root, capture_output=True, text=True).stdout
    assert '-m sim' in out and '--scale "3"' in out
