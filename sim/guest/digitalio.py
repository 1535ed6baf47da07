"""Stand-in for ``digitalio``: pins read high (no button held at boot)."""


class Direction:
    INPUT = 0
    OUTPUT = 1


class Pull:
    UP = 1
    DOWN = 2


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = True
        self.direction = Direction.INPUT

    def switch_to_input(self, pull=None):
        self.value = True

    def deinit(self):
        pass
