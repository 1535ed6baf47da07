"""Stand-in for ``microcontroller``: ``nvm`` is 4 KiB of flash on the RP2040,
not heap, so its stand-in's buffer is made at import, before the firmware,
and counted with the stand-ins' own cost (sim/heap.py subtracts it)."""


class _Nvm:
    def __init__(self):
        self.b = bytearray(b"\xff" * 4096)
        self.writes = 0

    def __len__(self):
        return 4096

    def __getitem__(self, i):
        return self.b[i]

    def __setitem__(self, i, v):
        self.writes += 1
        self.b[i] = v


nvm = _Nvm()
