"""The firmware's version, shown on the About screen (settings). A plain
constant: bump it by hand with a release."""

VERSION = "0.10"
