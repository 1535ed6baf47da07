"""The real display stack over the virtual panel, in one call.

``make_display()`` builds what ``firmware/solitaire/device.py`` builds on the
device: displayio's ``I2CDisplayBus`` and the real
``adafruit_displayio_ssd1306.SSD1306`` driver, here talking to a
``VirtualPanel`` instead of ``busio.I2C``. For tests and tools that drive a
``Renderer`` directly, without booting ``code.py``.
"""

from sim.panel import VirtualPanel

ADDRESS = 0x3C


def make_display(panel=None, contrast=None):
    """Makes an SSD1306 display (auto_refresh off) on a virtual panel.

    Releases any display made before (displayio allows one per process).
    ``contrast`` (0..255) is sent as the driver's brightness when given.
    Gets (display, panel).
    """
    import displayio
    import i2cdisplaybus
    from adafruit_displayio_ssd1306 import SSD1306

    if panel is None:
        panel = VirtualPanel(ADDRESS)
    poller_safe()
    displayio.release_displays()
    bus = i2cdisplaybus.I2CDisplayBus(panel, device_address=ADDRESS)
    display = SSD1306(bus, width=128, height=64, auto_refresh=False)
    if contrast is not None:
        display.brightness = contrast / 255
    return display, panel


def poller_safe():
    """Blinka's displayio refreshes its displays from a thread of its own,
    every millisecond; busdisplay lists a display in ``__new__``, before
    ``__init__`` gives it ``_auto_refresh``, so the thread could meet one
    without it: an AttributeError there, which pytest reported as a warning
    with its traceback in make test's output now and then. The class's own
    False, what ``__init__`` sets first, closes the gap."""
    import busdisplay

    busdisplay.BusDisplay._auto_refresh = False
