"""Stand-in for CircuitPython's C module ``busdisplay``: a display on a bus.

On the device ``BusDisplay(...)`` is ``displays[0]``, a static slot
(shared-bindings/busdisplay/BusDisplay.c make_new: allocate_display_or_raise;
shared-module/displayio/__init__.c), so it costs no GC heap; the init sequence
is read in place and not kept, and a refresh renders into C stack buffers. Its
state lives here in ``displayio._DISPLAY`` (made at import, like the static
array); see sim/guest/displayio.py for the sizes and what this over-counts.

``refresh()`` renders nothing: it counts (``refresh_count()``).
"""

import displayio

_S = displayio._DISPLAY
# a 16-byte object: stands for the native-base pointer that makes a Python
# subclass's instance 20 bytes (2 blocks) on the device instead of 16
_PAD = (0, 0)


class BusDisplay:
    def __init__(self, display_bus, init_sequence, *, width, height, colstart=0, rowstart=0, rotation=0,
                 color_depth=16, grayscale=False, pixels_in_byte_share_row=True, bytes_per_cell=1,
                 reverse_pixels_in_byte=False, reverse_bytes_in_word=True, set_column_command=0x2A,
                 set_row_command=0x2B, write_ram_command=0x2C, set_vertical_scroll=0, backlight_pin=None,
                 brightness_command=None, brightness=1.0, single_byte_bounds=False, data_as_commands=False,
                 auto_refresh=True, native_frames_per_second=60, backlight_on_high=True,
                 SH1107_addressing=False, backlight_pwm_frequency=50000):
        if rotation % 90 != 0:
            raise ValueError("Display rotation must be in 90 degree increments")
        len(init_sequence)  # a buffer, read in place on the device
        if _S[0]:
            raise RuntimeError("Too many displays")
        _S[0] = True
        _S[1] = display_bus
        g = displayio.CIRCUITPYTHON_TERMINAL
        _S[2] = None
        if not g._f & 2:
            g._f |= 2
            _S[2] = g
        _S[3] = bool(auto_refresh)
        _S[4] = brightness
        _S[5] = width
        _S[6] = height
        _S[7] = rotation % 360
        if type(self) is not BusDisplay:
            self._n = _PAD

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        _S[8] += 1
        return True

    @property
    def root_group(self):
        return _S[2]

    @root_group.setter
    def root_group(self, group):
        if group is not None and not isinstance(group, displayio.Group):
            raise TypeError("root_group must be a Group or None")
        old = _S[2]
        if group is old:
            return
        if group is not None:
            if group._f & 2:
                raise ValueError("Group already used")
            group._f |= 2
        if old is not None:
            old._f &= ~2
        _S[2] = group

    @property
    def auto_refresh(self):
        return _S[3]

    @auto_refresh.setter
    def auto_refresh(self, v):
        _S[3] = bool(v)

    @property
    def brightness(self):
        return _S[4]

    @brightness.setter
    def brightness(self, v):
        if not 0 <= v <= 1:
            raise ValueError("brightness must be 0.0-1.0")
        _S[4] = v

    @property
    def width(self):
        return _S[5]

    @property
    def height(self):
        return _S[6]

    @property
    def rotation(self):
        return _S[7]

    @property
    def bus(self):
        return _S[1]


def refresh_count():
    """Refreshes since start-up (all displays)."""
    return _S[8]
