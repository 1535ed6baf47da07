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
    displayio.release_displays()
    bus = i2cdisplaybus.I2CDisplayBus(panel, device_address=ADDRESS)
    display = SSD1306(bus, width=128, height=64, auto_refresh=False)
    if contrast is not None:
        display.brightness = contrast / 255
    return display, panel
