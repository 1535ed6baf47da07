"""Shared test set-up: ``firmware/`` (the ``solitaire`` package) and the repo
root (the ``sim`` package) go on ``sys.path``.

``firmware/`` goes last, not first: it holds the device's ``code.py``, which
would otherwise shadow the standard library's ``code`` module (that ``pdb``
imports) and start the device.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)
