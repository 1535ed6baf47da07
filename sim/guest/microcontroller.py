"""Stand-in for ``microcontroller``: ``nvm`` is 4 KiB of flash on the RP2040,
not heap, so its stand-in's buffer is made at import, before the firmware,
and counted with the stand-ins' own cost (sim/heap.py subtracts it). Its
bytes outlive a ``supervisor.reload()`` in ``/_nvm.bin``, as flash does."""

KEPT = "/_nvm.bin"


class _Nvm:
    def __init__(self):
        self.b = bytearray(b"\xff" * 4096)
        self.writes = 0  # slice assignments (each a flash write)
        self.whole = 0  # ... of the whole sector: the log compacted
        try:
            with open(KEPT, "rb") as f:
                f.readinto(self.b)
        except OSError:
            pass

    def __len__(self):
        return 4096

    def __getitem__(self, i):
        return self.b[i]

    def __setitem__(self, i, v):
        self.writes += 1
        if len(v) == 4096:
            self.whole += 1
        self.b[i] = v


nvm = _Nvm()


def keep():
    with open(KEPT, "wb") as f:
        f.write(nvm.b)


def report():
    print("nvm", nvm.writes, nvm.whole)
