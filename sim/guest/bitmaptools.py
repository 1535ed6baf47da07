"""Stand-in for CircuitPython's C module ``bitmaptools``: just ``readinto``,
which the renderer reads its tile sheets with (``layout.load_sheet``; so does
adafruit_imageload's BMP loader when it can import it) (the Pico's
CircuitPython has it: CIRCUITPY_BITMAPTOOLS follows CIRCUITPY_FULL_BUILD,
py/circuitpy_mpconfig.mk:283).

On the device readinto reads each row into a C stack array
(shared-module/bitmaptools/__init__.c ``common_hal_bitmaptools_readinto``):
no GC heap. Here one row buffer is made per call (garbage at once), and a
1-bit file into a 1-bit Bitmap is read straight into the Bitmap's data when
the row layouts agree.
"""


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    if bits_per_pixel not in (1, 2, 4, 8, 16, 24, 32):
        raise ValueError("bits_per_pixel must be 1, 2, 4, 8, 16, 24 or 32")
    if element_size not in (1, 2, 4):
        raise ValueError("element_size must be 1, 2 or 4")
    w = bitmap.width
    h = bitmap.height
    per_row = (w * bits_per_pixel + element_size * 8 - 1) // (element_size * 8)
    rowsize = element_size * per_row
    d = bitmap._d
    stride = len(d) // h if h else 0
    if (bits_per_pixel == 1 and bitmap.bits_per_value == 1 and reverse_pixels_in_element
            and not swap_bytes_in_element and rowsize == stride):
        mv = memoryview(d)
        for y in range(h):
            yd = h - 1 - y if reverse_rows else y
            if file.readinto(mv[yd * stride:(yd + 1) * stride]) != stride:
                raise EOFError()
        return
    mask = (1 << bitmap.bits_per_value) - 1
    row = bytearray(rowsize)
    for y in range(h):
        if file.readinto(row) != rowsize:
            raise EOFError()
        if swap_bytes_in_element and element_size > 1:
            for i in range(0, rowsize, element_size):
                row[i:i + element_size] = bytes(reversed(row[i:i + element_size]))
        yd = h - 1 - y if reverse_rows else y
        for x in range(w):
            if bits_per_pixel < 8:
                per_byte = 8 // bits_per_pixel
                i = x // per_byte
                k = x % per_byte
                if reverse_pixels_in_element:
                    k = per_byte - 1 - k
                v = (row[i] >> (k * bits_per_pixel)) & ((1 << bits_per_pixel) - 1)
            else:
                n = bits_per_pixel >> 3
                i = x * n
                v = 0
                for j in range(n):
                    v |= row[i + j] << (8 * j)
            bitmap[x, yd] = v & mask
