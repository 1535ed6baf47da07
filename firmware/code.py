"""Solitaire console: the CircuitPython entry point (see solitaire/device.py)."""

from solitaire.console.device import run

run()
