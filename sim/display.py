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
    sheets_kept()
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


def sheets_kept():
    """Blinka's ``bitmaptools.readinto``, with which the renderer loads its
    tile sheets (``layout.load_sheet``), sets the Bitmap a pixel at a time
    in Python: some 29 ms a sheet, a third of a scene's boot (three sheets
    at every boot of ``code.py``). The same rows give the same pixels, so
    the pixels a file's rows gave are kept, keyed on what the call reads
    (the rows' bytes, the bitmap's shape and the call's arguments): a later
    load of the same rows copies them, and any other goes through Blinka's
    own, which also raises what it raises (a short file)."""
    import bitmaptools

    if getattr(bitmaptools.readinto, "kept", None) is not None:
        return
    real = bitmaptools.readinto
    kept = {}

    def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False, swap_bytes=False, reverse_rows=False):
        args = (bits_per_pixel, element_size, reverse_pixels_in_element, swap_bytes, reverse_rows)
        row = element_size * ((bitmap.width * bits_per_pixel + element_size * 8 - 1) // (element_size * 8))  # (as Blinka's)
        at = file.tell()
        rows = file.read(row * bitmap.height)
        key = (rows, bitmap.width, bitmap.height, bitmap._bits_per_value, args)
        pixels = kept.get(key)
        if pixels is None:
            file.seek(at)
            real(bitmap, file, *args)
            kept[key] = bitmap._data[:]
        else:
            bitmap._data[:] = pixels  # (a new Bitmap's dirty area is already the whole of it, as after the real call)

    readinto.kept = kept
    readinto.real = real
    bitmaptools.readinto = readinto
