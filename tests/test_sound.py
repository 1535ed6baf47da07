"""The optional piezo buzzer (issue 33): Settings' Sound, saved like the
other settings and off by default; a click on a move and a tune on a win,
played through the main loop's ticks; the sound's module never loaded while
the sound is off; a pin that can't sound turns the sound off with a line on
the power-on notice, never a crash; the simulator's speaker (square waves
through pygame's mixer) only where the mixer opens, saying nothing where it
doesn't. The budget (fuel) with the sound on is in test_budgets."""

import os
import subprocess
import sys

import pytest

from sim.hw import Clock, Hardware, Stop, key_script
from sim.panel import VirtualPanel
from sim.sessions import TICK, session_keys
from sim.speaker import VOLUME, Speaker, square_wave
from solitaire.console import loading, records, sound
from solitaire.console import screens as SC
from solitaire.console.app import App
from solitaire.console.screen import Screen
from solitaire.gamelist import MENU_GAMES

SOUND_MODULE = "solitaire.console.sound"
CLICK, WIN = sound.SOUNDS
HALF = 32768


class FakePWM:
    """Records each change of the output as (ms, frequency, duty cycle)."""

    def __init__(self, clock):
        self.clock = clock
        self.frequency = 0
        self._duty = 0
        self.log = []

    @property
    def duty_cycle(self):
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, duty):
        self._duty = duty
        self.log.append((self.clock[0], self.frequency if duty else 0, duty))

    def deinit(self):
        pass


def notes_of(log):
    """Gets the sounds of a PWM log as (frequency, ms) notes, a rest's
    frequency 0, and the time of each note's start."""
    out = []
    for i in range(len(log) - 1):
        t, hz, duty = log[i]
        out.append((t, hz, log[i + 1][0] - t))
    return out


# -- the setting -------------------------------------------------------------------


@pytest.mark.parametrize("on", [False, True])
def test_the_sound_setting_is_saved_and_read_back(on):
    app = App(Screen(), MENU_GAMES)
    assert app.sound is False  # off by default
    app.sound = on
    payload = records.settings(app)
    back = App(Screen(), MENU_GAMES)
    loading.apply(payload, back)
    assert back.sound is on
    assert back.quick and back.auto_finish and not back.swap_ab  # (the flags byte's others as they were)


def test_with_the_sound_off_the_app_holds_nothing_of_it():
    # the setting and the buzzer are the App class's until set: an App made
    # at power-on, its saved settings applied with the sound off, has no
    # slot more (its size on the device's heap as before the sound)
    app = App(Screen(), MENU_GAMES, False)
    loading.apply(records.settings(app), app)
    assert "sound" not in vars(app) and "buzzer" not in vars(app)


def test_settings_before_the_sound_read_it_as_off():
    app = App(Screen(), MENU_GAMES)
    app.sound = True
    payload = bytearray(records.settings(app))
    payload[2] &= ~16  # the flags byte as a firmware before the sound wrote it
    back = App(Screen(), MENU_GAMES)
    back.sound = True
    loading.apply(bytes(payload), back)
    assert back.sound is False


# -- the sounds, on the App --------------------------------------------------------


def play_session(game_id, buzzer_clock=None):
    """Plays a session's keys on an App (400 ms before each key, 100 ms a
    clock step, ticks every 5 ms between as the main loop runs them) with a
    Buzzer on a FakePWM; gets (app, pwm, ms of each key that moved a card)."""
    keys, won = session_keys(game_id)
    assert won
    clock = [0]
    app = App(Screen(), MENU_GAMES)
    pwm = FakePWM(clock)
    app.buzzer = sound.Buzzer(pwm)
    moves = []
    for k in keys:
        for _ in range(20 if k == TICK else 80):
            clock[0] += 5
            app.tick(clock[0])
        if k != TICK:
            b = app.board
            n = b.nmoves if b is not None else -1
            app.key(k, clock[0])
            if b is not None and app.board is b and b.nmoves != n:
                moves.append(clock[0])
    for _ in range(200):  # the tune plays out
        clock[0] += 5
        app.tick(clock[0])
    return app, pwm, moves


def test_a_move_clicks_and_a_win_plays_the_tune_through_the_ticks():
    app, pwm, moves = play_session("klondike")
    notes = notes_of(pwm.log)
    sounding = [(t, hz, ms) for t, hz, ms in notes if hz]
    clicks = [(t, ms) for t, hz, ms in sounding if hz == CLICK[0]]
    # a click for every key that moved a card, none for the game's own moves
    # (the auto-finish after the last key)
    assert len(moves) > 20 and [t for t, _ in clicks] == moves
    assert all(CLICK[1] <= ms < CLICK[1] + 5 for _, ms in clicks)  # ended by the first tick after 12 ms
    assert all(duty in (0, HALF) for _, _, duty in pwm.log)
    # the tune: once, when the game is won (the auto-finish's last move, a
    # tick), each note (and the rest) as long as it says, to the tick
    start = [i for i in range(len(notes)) if notes[i][1] == WIN[0]]
    assert len(start) == 1 and notes[start[0]][0] not in moves
    want = list(zip(WIN[::2], WIN[1::2]))
    tune = notes[start[0] : start[0] + len(want)]
    assert [hz for _, hz, _ in tune] == [hz for hz, _ in want]
    assert all(w <= ms < w + 5 for (_, _, ms), (_, w) in zip(tune, want))
    assert pwm.log[-1][2] == 0  # quiet at the end


def test_no_sound_without_a_buzzer_and_no_import_of_the_module():
    # the App alone (sound off): a whole winning session, and nothing
    # imports the sound's module (sys.modules is cleared of it first)
    saved = sys.modules.pop(SOUND_MODULE, None)
    try:
        app = App(Screen(), MENU_GAMES)
        keys, _ = session_keys("klondike")
        now = 0
        for k in keys:
            now += 400
            app.tick(now)
            if k != TICK:
                app.key(k, now)
        assert app.buzzer is None and SOUND_MODULE not in sys.modules
    finally:
        if saved is not None:
            sys.modules[SOUND_MODULE] = saved


# -- the sound on the device (code.py with the stand-in pwmio) ---------------------

# from the game: the pause menu (hold B), up to its Settings, open them;
# down to the Sound line, turn it on, back to the pause menu and the game
SETTINGS = ["hold-b", "up", "up", "up", "a"]
SOUND_ON = ["down"] * 6 + ["right", "b", "b"]


def run(keys, drive, env=None, seen=None, speaker=None):
    """Runs code.py on the drive folder with Klondike open, pressing ``keys``;
    gets (console, hw). ``seen`` gets whether the sound's module was loaded
    after each key."""
    clock = Clock()

    def after(i, name):
        if seen is not None:
            seen.append(SOUND_MODULE in sys.modules)

    hw = Hardware(VirtualPanel(), key_script(keys, clock, after=after), clock, drive=str(drive))
    hw.speaker = speaker
    e = {"SOLITAIRE_GAME": "klondike", "SOLITAIRE_DEAL": "33"}
    e.update(env or {})
    console = hw.run_code_py(e)
    return console, hw


def test_with_the_sound_off_the_device_never_loads_the_sound_module(tmp_path):
    seen = []
    saved = sys.modules.pop(SOUND_MODULE, None)
    try:
        console, hw = run(["right", "a", "down", "a", "b", "hold-b", "b", "wait"], tmp_path, seen=seen)
    finally:
        if saved is not None:
            sys.modules[SOUND_MODULE] = saved
    assert seen and not any(seen)
    assert hw.tones == [] and console.app.buzzer is None


def test_sound_turned_on_in_settings_clicks_on_a_move_and_stays_on_after_power_off(tmp_path):
    # turn it on in the game's Settings
    console, hw = run(SETTINGS + SOUND_ON, tmp_path)
    assert console.app.sound and console.app.buzzer is not None
    assert hw.tones == []  # nothing sounds until a move
    # power on again: the saved setting starts the buzzer; the stock's deal
    # (A) is a move; the window's speaker (here a fake) sounds the click
    speaker = FakeSpeaker()
    console, hw = run(["a", "wait"], tmp_path, speaker=speaker)
    assert speaker.tones == [CLICK[0], 0]
    assert console.app.sound and console.app.buzzer is not None
    assert console.problems == []
    (t0, hz, duty), (t1, _, off) = hw.tones
    assert (hz, duty, off) == (CLICK[0], HALF, 0)
    assert CLICK[1] <= t1 - t0 <= CLICK[1] + 20
    # and off again in Settings: the buzzer lets go of its pin
    console, hw = run(SETTINGS + SOUND_ON[:-3] + ["left", "b", "b", "wait"], tmp_path)
    assert not console.app.sound and console.app.buzzer is None


@pytest.mark.parametrize("pin, message", [("GP99", "Sound off: no pin GP99"), ("GP14", "Sound off: GP14: pin in use")])
def test_a_buzzer_pin_that_cannot_sound_turns_the_sound_off_with_a_line(tmp_path, pin, message):
    run(SETTINGS + SOUND_ON, tmp_path)  # (the sound on, saved)
    console, hw = run(["wait"], tmp_path, {"SOLITAIRE_BUZZER": pin})
    app = console.app
    assert not app.sound and app.buzzer is None
    assert app.state == SC.NOTICE
    assert message.replace(" ", "") in "".join(app.view.lines).replace(" ", "")


def test_turning_the_sound_on_with_no_pin_says_so_over_the_settings(tmp_path):
    console, hw = run(SETTINGS + SOUND_ON[:-2], tmp_path, {"SOLITAIRE_BUZZER": "GP99"})
    app = console.app
    assert not app.sound and app.buzzer is None
    assert app.state == SC.NOTICE and app.view.back.kind == SC.SETTINGS


# -- the simulator's speaker -------------------------------------------------------


class FakeSpeaker:
    def __init__(self):
        self.tones = []

    def tone(self, hz):
        self.tones.append(hz)


def test_the_speaker_opens_the_mixer_saying_nothing_where_there_is_no_sound_card():
    # as the window opens it, SDL's audio driver left to choose (this
    # machine has no sound card: ALSA's eight lines would go to stderr)
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    code = "from sim.speaker import open_speaker; s = open_speaker(); s is not None and s.close()"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")


def test_a_headless_run_opens_no_mixer(monkeypatch):
    from sim import speaker

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert speaker.open_speaker() is None


def test_a_square_wave_is_whole_periods_half_up_half_down():
    wave = square_wave(2000, 22050)
    import array

    a = array.array("h")
    a.frombytes(wave)
    assert set(a) == {VOLUME, -VOLUME}
    assert abs(len(a) - 2205) < 22050 / 2000  # about 100 ms
    assert abs(len(a) / (22050 / 2000) - round(len(a) / (22050 / 2000))) < 0.05  # whole periods: it loops clean
    assert abs(a.tolist().count(VOLUME) - len(a) / 2) < 22050 / 2000
    stereo = array.array("h")
    stereo.frombytes(square_wave(2000, 22050, 2))
    assert stereo[::2] == stereo[1::2] == a


def test_the_speaker_loops_one_tone_at_a_time_each_frequency_made_once():
    class Sound:
        made = []

        def __init__(self, buffer):
            Sound.made.append(len(buffer))
            self.log = []

        def play(self, loops=0):
            self.log.append(("play", loops))

        def stop(self):
            self.log.append("stop")

    class Mixer:
        pass

    Mixer.Sound = Sound
    sp = Speaker(Mixer, 22050, 1)
    sp.tone(2000)
    first = sp.playing
    sp.tone(0)
    sp.tone(523)
    sp.tone(2000)
    assert sp.playing is first and len(Sound.made) == 2
    assert first.log == [("play", -1), "stop", ("play", -1)]
