"""``settings.toml`` on the simulator's drive, read as CircuitPython's
``os.getenv`` reads it on the device.

CircuitPython reads the file again on each ``os.getenv(key)`` and looks
only for that key: a line ``KEY = VALUE`` at the top level (a ``[table]``
line ends what it reads), the first one that names the key. Its value is
a basic string in double quotes, which it gets as a ``str``, or an
integer, an ``int`` (9.x: the versions ``make flash`` takes). A broken
value of the key asked for raises ``ValueError``; a broken line of another
key is never looked at, and a missing file or key gives the default.
"""

import os
import tomllib


def lookup(path, key):
    """Gets ``key``'s value in the settings file at ``path``, or None when
    the file or the key is not there.

    :raises ValueError: the key's line holds no string or integer CircuitPython
        reads (naming the file's line).
    """
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        return None
    for n, line in enumerate(raw.split(b"\n"), 1):
        text = line.strip()
        if text.startswith(b"["):
            return None  # (a table: getenv reads no further)
        name, eq, value = text.partition(b"=")
        if not eq or name.strip() != key.encode():
            continue
        try:
            got = tomllib.loads("v = " + value.strip().decode("utf-8"))["v"]
        except (UnicodeDecodeError, tomllib.TOMLDecodeError):
            got = None
        if value.strip().startswith(b"'") or isinstance(got, bool) or not isinstance(got, (str, int)):
            raise ValueError("settings.toml line %d: %s is not a string in double quotes or a whole number" % (n, key))
        return got
    return None


def path_on(drive):
    """Gets where the settings file lies on a drive folder (its root, as on
    CIRCUITPY)."""
    return os.path.join(drive, "settings.toml")
