"""The desktop simulator and command line for the solitaire console (``python -m sim``)."""
