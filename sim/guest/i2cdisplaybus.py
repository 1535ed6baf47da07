"""Stand-in for CircuitPython's C module ``i2cdisplaybus``.

On the device ``I2CDisplayBus(...)`` is ``display_buses[0]``, a static slot
(shared-bindings/i2cdisplaybus/I2CDisplayBus.c make_new:
allocate_display_bus_or_raise), so it costs no GC heap; it keeps a pointer to
the busio.I2C. Its state lives here in ``displayio._BUS`` (made at import); a
plain instance is 16 bytes (over by 16: see sim/guest/displayio.py).

``send()`` sends nothing: it counts (``send_count()``).
"""

import displayio

_B = displayio._BUS


class I2CDisplayBus:
    def __init__(self, i2c_bus, *, device_address, reset=None):
        if _B[0]:
            raise RuntimeError("Too many display busses")
        _B[0] = True
        _B[1] = i2c_bus
        _B[2] = device_address

    def send(self, command, data):
        len(data)  # a buffer, as on the device
        _B[3] += 1

    def reset(self):
        pass

    def deinit(self):
        _B[0] = False
        _B[1] = None


def send_count():
    """Commands sent with ``send()`` since start-up."""
    return _B[3]
