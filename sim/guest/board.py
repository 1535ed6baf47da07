"""Stand-in for ``board`` (in ROM on the device): the Pico's pin names."""


class Pin:
    def __init__(self, n):
        self.n = n


for _i in range(29):
    globals()["GP%d" % _i] = Pin(_i)
LED = Pin(25)
