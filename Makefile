# Solitaire console: host-side tasks. `make` (or `make help`) lists them.
#
# Everything runs in a local virtualenv, .venv, built from the pinned
# requirements.txt the first time a target needs it (and again whenever
# requirements.txt changes). Needs python3 (3.11) and access to PyPI; `make test`
# and `make bench` also need node with npm, for Binaryen (the GC-safe
# MicroPython the device-true heap figures run on, sim/mpy.py).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.DEFAULT_GOAL := help
.PHONY: help venv assets screenshots test sweep sim bench clean distclean

help:
	@echo "Targets:"
	@echo "  make test       set up .venv, build assets, run the test suite (pytest, on every core);"
	@echo "                  make test T=tests/test_cli.py runs one part (T=\"tests/test_cli.py -k scale\")"
	@echo "  make sweep      the long sweeps over the catalogue at full length (make test runs a"
	@echo "                  sample of each): the stuck check, legal_moves, the hint's slices, the fuzzer"
	@echo "  make sim        set up .venv, build assets, open the desktop simulator window"
	@echo "                  (without a display it prints how to run the simulator headless);"
	@echo "                  make sim DRIVE=dir keeps its saves and settings.toml in an existing folder;"
	@echo "                  make sim SCALE=3 draws the window smaller (each panel pixel 3 x 3; default 6)"
	@echo "  make assets     build firmware/assets/ from assets/ (host_tools/build_assets.py) and the"
	@echo "                  card games' table firmware/solitaire/cards/games.bin from assets/catalogue.toml"
	@echo "  make screenshots  write the README's screenshots (sim/scenes.py) to assets/screenshots/"
	@echo "  make bench      measure heap, fuel per key, I2C bytes and flash; write BENCHMARKS.md"
	@echo "                  (with Solitaire for Two's computer levels matched: python -m sim.fortwo_levels)"
	@echo "  make fuel       the dearest key and timer step of every card game in fuel, on MicroPython"
	@echo "                  from .mpy (python -m sim.fuel; make fuel GAMES=\"fan caprice\" for some; long:"
	@echo "                  5-25 s a game); the ten dearest at the end, exit 1 when one is over 2M"
	@echo "  make decode     read every game's cards back off the virtual panel and check them against"
	@echo "                  the position (sim/decode.py), deals 1-DEALS each MOVES hint moves in"
	@echo "                  (default DEALS=5 MOVES=15; DEEP=1: the cursor then deep in the longest pile;"
	@echo "                  the tests check deal 1, 4 moves in)"
	@echo "  make fuzz       drive the device UI with seeded random keys, every game, checking the"
	@echo "                  invariants after every key (make fuzz SECONDS=600, or KEYS=1000000)"
	@echo "  make flash      copy the firmware and its libraries to the CIRCUITPY drive (only"
	@echo "                  what changed; saves are kept). make flash DRIVE=path names the drive;"
	@echo "                  compiles to .mpy with CircuitPython's mpy-cross for the board's version"
	@echo "                  (MPY_CROSS=path, else downloaded once to ~/.cache/solitaire/mpy-cross;"
	@echo "                  offline: says which games will not fit from .py and stops, exit 2;"
	@echo "                  make flash FLASH_ARGS=--py copies .py all the same)"
	@echo "  make pi         run the console on a Raspberry Pi with a real panel and buttons"
	@echo "                  (make pi SETTINGS=file; default host_tools/pi-settings.toml)"
	@echo "  make wiring     draw the wiring diagrams into assets/screenshots/wiring-*.png"
	@echo "  make prove      prove every card game, pairing game and grid with gaps winnable: PROVEN.md, tests/data/wins/ (DEALS=10 or A-B BUDGET=50000 WORKERS=cores SEARCH=all FAMILY=pairs or gaps);"
	@echo "                  Ctrl-C stops it, run again it goes on where it stopped (FRESH=1 starts over)"
	@echo "  make venv       create .venv and install requirements.txt (done on demand)"
	@echo "  make clean      remove build/, caches and __pycache__ (keeps .venv)"
	@echo "  make distclean  clean, and remove .venv too"

# --- virtualenv --------------------------------------------------------------
# The stamp is newer than requirements.txt once the install has succeeded.
$(STAMP): requirements.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q -r requirements.txt
	@touch $@

# Binaryen from npm, for the tests and the bench only (not the simulator or flash)
BINARYEN       := binaryen@132.0.0
BINARYEN_STAMP := $(VENV)/binaryen/.installed-132.0.0
$(BINARYEN_STAMP): $(STAMP)
	@command -v npm >/dev/null || { echo "make: npm (with node) is needed for Binaryen; install Node.js (e.g. apt-get install nodejs npm)" >&2; exit 1; }
	npm install --prefix $(VENV)/binaryen --no-audit --no-fund --silent $(BINARYEN)
	@touch $@

venv: $(STAMP) $(BINARYEN_STAMP)

# --- assets ------------------------------------------------------------------
assets: $(STAMP)
	$(PY) host_tools/build_assets.py
	$(PY) host_tools/build_catalogue.py

# --- README screenshots (sim/scenes.py) ---------------------------------------
screenshots: $(STAMP) assets
	$(PY) -m sim.scenes assets/screenshots

# --- tests -------------------------------------------------------------------
# pygame (used by the simulator) must not try to open a window or a sound card.
# The suite runs on every core (pytest-xdist, -n auto); T names a part of it:
# make test T=tests/test_cli.py, or T="tests/test_cli.py -k scale".
# Python's compiled files (the tests' rewritten asserts among them) are kept
# under build/pycache, not beside the sources, even where the environment
# says PYTHONDONTWRITEBYTECODE: without them each worker and each command a
# test runs compiles every module it imports again (test_cli, test_bad_input
# and test_catalogue: 18.2 s of CPU without, 14.0 s on an empty cache, 11.9 s
# on a filled one).
T ?= tests
test: export SDL_VIDEODRIVER = dummy
test: export SDL_AUDIODRIVER = dummy
test: export PYTHONDONTWRITEBYTECODE =
test: export PYTHONPYCACHEPREFIX = $(CURDIR)/build/pycache
test: $(STAMP) $(BINARYEN_STAMP) assets
	$(PY) -m pytest -q -n auto --dist loadgroup $(T)

# The catalogue's long sweeps at full length (tests/conftest.py's sweep):
# make test runs every game of them with a shorter walk (test_i2c_sweep: a
# sample of games, every card game here).
SWEEPS := tests/test_legal_moves.py tests/test_engine.py tests/test_fuzz.py tests/test_i2c_sweep.py
sweep: export SDL_VIDEODRIVER = dummy
sweep: export SDL_AUDIODRIVER = dummy
sweep: export PYTHONDONTWRITEBYTECODE =
sweep: export PYTHONPYCACHEPREFIX = $(CURDIR)/build/pycache
sweep: $(STAMP) $(BINARYEN_STAMP) assets
	$(PY) -m pytest -q -n auto --dist loadgroup --sweep $(SWEEPS)

# --- simulator ---------------------------------------------------------------
sim: $(STAMP) assets
	@if [ "$$(uname -s)" = Linux ] && [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make sim: no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so no window."; \
	  echo "The simulator also runs headless:"; \
	  echo "  $(PY) -m sim list                                         # the games (ids)"; \
	  echo "  $(PY) -m sim deal freecell --deal 1                       # print a starting position"; \
	  echo "  $(PY) -m sim play freecell --deal 1 --moves \"5a 5b 5c\"     # apply moves, say won / not won"; \
	  echo "  $(PY) -m sim shot klondike --keys \"right a\" --out shot.png  # render the screen to a PNG"; \
	  echo "  $(PY) -m sim --help                                       # everything else"; \
	else \
	  $(PY) -m sim $(if $(DRIVE),--drive "$(DRIVE)") $(if $(SCALE),--scale "$(SCALE)"); \
	fi

# --- benchmarks (tests/bench.py fills this in) -------------------------------
bench: $(STAMP) $(BINARYEN_STAMP) assets
	$(PY) tests/bench.py

# The dearest key and timer step of the card games (sim/fuel.py): every one,
# or GAMES="id ...".
.PHONY: fuel
fuel: $(STAMP) $(BINARYEN_STAMP) assets
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m sim.fuel $(GAMES)

# --- the device: flash, Raspberry Pi, wiring diagrams (host_tools/) ----------
# --- the panel read back (sim/decode.py) ---------------------------------------
# (DEALS given on the command line or in the environment, else 5: make prove's
# default of 10 is set below for every target)
.PHONY: decode
MOVES ?= 15

decode: $(STAMP) assets
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m sim.decode --deals $(if $(filter command line environment,$(origin DEALS)),$(DEALS),5) --moves $(MOVES) $(if $(DEEP),--deep)

# --- fuzzing (sim/fuzz.py) ---------------------------------------------------
# Random button sequences for every shipped game; a failure prints its seed,
# its tokens and the command that replays it. SECONDS or KEYS say how long.
.PHONY: fuzz
SECONDS ?= 60
KEYS    ?=
SEED    ?= 1

fuzz: $(STAMP)
	$(PY) -m sim.fuzz --seed $(SEED) $(if $(KEYS),--keys $(KEYS),--seconds $(SECONDS))

.PHONY: flash pi wiring
DRIVE    ?=
SETTINGS ?= host_tools/pi-settings.toml

flash: $(STAMP) assets
	$(PY) host_tools/flash.py $(if $(DRIVE),--drive "$(DRIVE)") $(FLASH_ARGS)

pi: $(STAMP) assets
	$(PY) host_tools/pi.py --settings "$(SETTINGS)"

wiring: $(STAMP)
	$(PY) host_tools/wiring.py

# --- proving the games winnable (host_tools/solve.py) -------------------------
# Deals 1..DEALS (or DEALS=A-B) of every card game and pairing game until
# the solver wins one (FAMILY=pairs: the pairing games alone; FAMILY=gaps: the grids with gaps), BUDGET
# positions a search a deal, WORKERS processes (default: one a core),
# SEARCH one of the card solver's searches (default: each in turn); prints
# a progress line a game (and a minute, in a long one) and proven / total. Stopped with Ctrl-C, it goes on
# where it stopped when run again; FRESH=1 starts over.
.PHONY: prove
DEALS   ?= 10
BUDGET  ?= 50000
WORKERS ?=
SEARCH  ?=
FAMILY  ?=

prove: $(STAMP)
	$(PY) host_tools/solve.py --all $(if $(FAMILY),--family $(FAMILY)) --deals $(DEALS) --budget $(BUDGET) $(if $(WORKERS),--workers $(WORKERS)) $(if $(SEARCH),--search $(SEARCH)) $(if $(FRESH),--fresh)

# --- cleaning ----------------------------------------------------------------
clean:
	rm -rf build .pytest_cache
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
