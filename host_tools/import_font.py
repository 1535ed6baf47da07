"""Writes the text glyph sources ``assets/font.txt`` (5x8) and
``assets/ranks.txt`` (3x5) from the X11 misc-fixed bitmap fonts that Debian's
``xfonts-base`` package ships (public domain). Run once by hand; the build
reads only the text files, which may then be edited as pixel art.

    apt-get install xfonts-base
    python host_tools/import_font.py
"""

import gzip
import os
import sys

from PIL import PcfFontFile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MISC = "/usr/share/fonts/X11/misc"


def glyph_rows(font, code, width, height):
    """Gets a glyph as ``height`` strings of ``width`` '#'/'.' characters."""
    g = font.glyph[code]
    rows = [["."] * width for _ in range(height)]
    if g is not None:
        img = g[3]
        for y in range(min(height, img.size[1])):
            for x in range(min(width, img.size[0])):
                if img.getpixel((x, y)):
                    rows[y][x] = "#"
    return ["".join(r) for r in rows]


def load(name):
    with gzip.open(os.path.join(MISC, name + ".pcf.gz")) as f:
        return PcfFontFile.PcfFontFile(f)


def main():
    if not os.path.isdir(MISC):
        sys.exit("no %s: apt-get install xfonts-base" % MISC)
    font = load("5x8")
    out = [
        "# The UI font: 5x8 glyphs for ASCII 32..126, drawn in 6x8 cells.",
        "# From the X11 misc-fixed 5x8 font (public domain), via host_tools/import_font.py.",
        "# Each glyph: a header ': CODE CHAR', then 8 rows of 5 pixels ('#' lit).",
    ]
    for code in range(32, 127):
        out.append(": %d %s" % (code, chr(code)))
        out.extend(glyph_rows(font, code, 5, 8))
    with open(os.path.join(ROOT, "assets", "font.txt"), "w") as f:
        f.write("\n".join(out) + "\n")
    small = load("4x6")
    out = [
        "# Card ranks and pile counts: 3x5 glyphs (a 5-wide '10' for wide tiles).",
        "# From the X11 misc-fixed 4x6 font (public domain), via host_tools/import_font.py.",
    ]
    for ch in "A23456789TJQK01":
        out.append(": %s" % ch)
        out.extend(glyph_rows(small, ord(ch), 3, 5))
    out.extend([": 10", "#.###", "#.#.#", "#.#.#", "#.#.#", "#.###"])
    with open(os.path.join(ROOT, "assets", "ranks.txt"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
