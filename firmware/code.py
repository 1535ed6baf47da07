"""Solitaire console: the CircuitPython entry point (see solitaire/device.py)."""

from solitaire.device import run

run()
