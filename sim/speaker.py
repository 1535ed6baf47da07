"""The window's speaker: the buzzer's notes (the stand-in ``pwmio`` of
``sim/hw.py``, driven by the firmware's ``console/sound.py``) played as
square waves through pygame's mixer, made in code: no sound file.

Only when the mixer opens. ALSA writes its errors on a machine without a
sound card straight to the process's stderr, from C (eight lines), so the
mixer is opened with file descriptor 2 pointed at the null device; when it
does not open, there is no speaker and nothing is said. Headless runs
(``SDL_AUDIODRIVER=dummy``, as the tests and ``shot`` run) get no speaker
at all: they stay silent and open nothing.
"""

import array
import contextlib
import os
import sys

RATE = 22050  # samples a second: asked for (the mixer may give another)
VOLUME = 3000  # of 32767: a piezo is not loud
LOOP_MS = 100  # each tone is this much square wave, looped while it sounds


def open_speaker():
    """Gets a Speaker on the sound card, or None (no card, no mixer, a
    headless run), printing nothing either way."""
    if os.environ.get("SDL_AUDIODRIVER", "") in ("dummy", "disk"):
        return None
    import pygame

    try:
        with _quiet_stderr():
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
    except pygame.error:
        return None
    got = pygame.mixer.get_init()
    if got is None or got[1] != -16:  # (the mixer keeps the format asked for: pygame 2's default)
        pygame.mixer.quit()
        return None
    return Speaker(pygame.mixer, got[0], got[2])


@contextlib.contextmanager
def _quiet_stderr():
    """Points file descriptor 2 at the null device for the block (C
    libraries write there past Python's sys.stderr)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (AttributeError, OSError, ValueError):  # no descriptor 2 to point
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


class Speaker:
    """Sounds one tone at a time: ``tone(hz)`` starts a square wave at
    ``hz`` (each frequency's samples made once), ``tone(0)`` stops it."""

    def __init__(self, mixer, rate, channels):
        self.mixer = mixer
        self.rate = rate
        self.channels = channels
        self.sounds = {}
        self.playing = None

    def tone(self, hz):
        if self.playing is not None:
            self.playing.stop()
            self.playing = None
        if hz <= 0:
            return
        s = self.sounds.get(hz)
        if s is None:
            s = self.sounds[hz] = self.mixer.Sound(buffer=square_wave(hz, self.rate, self.channels))
        s.play(loops=-1)
        self.playing = s

    def close(self):
        self.tone(0)
        self.mixer.quit()


def square_wave(hz, rate, channels=1, ms=LOOP_MS):
    """Gets about ``ms`` of a square wave at ``hz`` as signed 16-bit
    samples (``channels`` of each), a whole number of periods so that it
    loops without a click."""
    period = rate / hz
    n = max(1, round(hz * ms / 1000)) * period
    out = array.array("h")
    for i in range(int(round(n))):
        v = VOLUME if (i % period) < period / 2 else -VOLUME
        out.extend([v] * channels)
    return out.tobytes()
