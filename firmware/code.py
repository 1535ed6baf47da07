"""Solitaire console: the CircuitPython entry point (see solitaire/console/device.py)."""

try:
    from solitaire.console.device import run

    run()
except MemoryError:
    # Too little heap even to load the console or its out-of-memory notice
    # (device.py shows one whenever it can): say so on the serial console
    # and wait, rather than end in a traceback and the REPL.
    print("Solitaire: out of memory at power-on; this board has too little free heap")
    import time

    while True:
        time.sleep(1)
