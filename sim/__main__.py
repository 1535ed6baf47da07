"""Lets ``python -m sim ...`` run the command line (see ``sim/cli.py``)."""

import sys

from sim.cli import main

sys.exit(main())
