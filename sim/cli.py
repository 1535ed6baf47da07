"""The command line: ``python -m sim [window|list|rules|deal|play|shot] ...``.

Exit codes: 0 done, 1 an illegal move (``play``), 2 bad usage or input
(unknown game or option, an option the game would ignore, malformed
notation or position file, a missing simulator part).

Every game is here, as on the device's menu (``solitaire.gamelist``): the
card games' table (``solitaire.cards.games``) and the other families'
games; each is dealt by its family's engine (``solitaire.<family>.play.Engine``) and written and read in
its family's notation (``solitaire.<family>.notation``: ``text``, ``header``,
``parse_position``, ``parse_moves``; optionally ``sheet_lines``, a score
sheet that ``play`` prints as ``;`` comments, and ``fcs_text``, the
``--format fcs`` export). The window and ``shot`` open any game on the
device's screen (a row wider than it scrolls, as on the device).

The firmware package ``solitaire`` lives in ``firmware/`` beside this folder;
importing this module puts that folder at the end of ``sys.path``. The helpers
``find_game``, ``parse_options`` and ``new_board`` are for the other
subcommands' modules (``sim.app``, ``sim.shot``) too.
"""

import argparse
import difflib
import os
import sys

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if FIRMWARE not in sys.path:
    # last, so that firmware/code.py can't shadow the standard library's code
    sys.path.append(FIRMWARE)

import importlib  # noqa: E402

from solitaire.cards import notation  # noqa: E402 (its NotationError and position_rows are every family's)
from solitaire.cards.piles import IllegalMove  # noqa: E402
from solitaire.console.app import family_module  # noqa: E402

try:  # every game: the card games' table, then the other families' (the device's menu)
    from solitaire import menulists as lists  # noqa: E402
    from solitaire.gamelist import MENU_GAMES as ALL_GAMES  # noqa: E402
except (OSError, ValueError) as e:  # the table on flash is not built, or damaged
    sys.exit("python -m sim: the card games' table (firmware/solitaire/cards/games.bin) can't be read (%s): run make assets" % e)

PROG = "python -m sim"
MAX_POSITION = 64 * 1024  # bytes: a position file is a few hundred
MAX_MESSAGE = 160  # characters of an error message (one short line)
MAX_PATH = 60  # characters of a file's path in one (its end: the reason after it must show)


class UsageError(Exception):
    """Bad input from the command line or a file: exit 2 with the message."""


def find_game(game_id, games=None):
    """Gets the rules record for ``game_id`` among ``games`` (default: all,
    ``ALL_GAMES``).

    :raises UsageError: naming the known ids.
    """
    if games is None:  # (the table's own look-up: a list of every id reads all 501 records, 11 ms of CPU)
        i = ALL_GAMES.index(game_id)
        if i >= 0:
            return ALL_GAMES[i]
        games = ALL_GAMES
    ids = [g.id for g in games]
    if game_id in ids:
        return games[ids.index(game_id)]
    near = difflib.get_close_matches(game_id, ids, 3)
    hint = " (did you mean %s?)" % " or ".join(near) if near else ""
    raise UsageError("unknown game %r%s; '%s list' names them all" % (game_id, hint, PROG))


def family_name(g):
    """Gets the family a game is listed under: for the card games the seed's
    group (``assets/catalogue.toml``), else the game's own package."""
    i = ALL_GAMES.index(g.id)
    if i < ALL_GAMES.n:
        return lists.family(ALL_GAMES, ALL_GAMES.record(i)[6])[0]
    return {"sixsuit": "Six-Suit", "soltiles": "Solitaire Tiles", "pairs": "Pairs", "chance": "Chance", "squares": "Squares", "gaps": "Gaps", "bowling": "Bowling"}.get(g.family, g.family)


def notation_for(rules):
    """Gets the notation module of a game: one of its own that extends its
    family's (``solitaire.<family>.<id>_notation``), else its family's."""
    own = "solitaire.%s.%s_notation" % (rules.family, rules.id)
    try:
        return importlib.import_module(own)
    except ModuleNotFoundError as e:
        if e.name != own:
            raise
    return importlib.import_module("solitaire.%s.notation" % rules.family)


def option_values(rules):
    """Gets ``[(label, [value, ...]), ...]`` as written on the command line."""
    return [(field, [n.replace(" ", "-") for n in names]) for field, _, names in rules.options]


def parse_options(rules, items):
    """Turns ``["draw=3", "passes=3"]`` into the option bytes of ``rules``.

    Labels are case-insensitive; values are as in a position header, spaces
    written as ``-`` (``passes=no-limit``).

    :raises UsageError: for an unknown label or value.
    """
    values = rules.default_options()
    known = option_values(rules)
    for item in items or ():
        name, eq, value = item.partition("=")
        name = name.strip().lower()
        value = value.strip().replace(" ", "-")
        if not eq or not name:
            raise UsageError("--option wants NAME=VALUE, got %r" % item)
        for i, (label, vals) in enumerate(known):
            if label == name:
                if value.lower() not in [v.lower() for v in vals]:
                    raise UsageError("%s: %s must be one of %s" % (rules.id, label, ", ".join(vals)))
                values[i] = [v.lower() for v in vals].index(value.lower())
                break
        else:
            if known:
                have = "; ".join("%s=%s" % (label, "|".join(vals)) for label, vals in known)
            else:
                have = "none"
            raise UsageError("%s has no option %r (options: %s)" % (rules.id, name, have))
    return values


def _fold_seats(args):
    """Turns --players and --seat into the options they stand for; a seat
    past the players is an error, and so is any option the game would take
    and ignore (``refuse_ignored``)."""
    players = getattr(args, "players", None)
    seats = getattr(args, "seat", None) or []
    if players is not None:
        args.option = list(args.option) + ["players=%s" % players]
    for item in seats:
        n, eq, kind = item.partition("=")
        if not eq or not n.strip().isdigit():
            raise UsageError("--seat wants N=KIND (e.g. 2=cpu3), got %r" % _short(item))
        args.option = list(args.option) + ["seat%d=%s" % (int(n), kind)]
    if not args.game:
        return
    rules = find_game(args.game)
    if seats:
        have = getattr(rules.with_options(parse_options(rules, args.option)), "players", 0)
        for item in seats:
            n = int(item.partition("=")[0])
            if not 1 <= n <= have:
                raise UsageError("--seat %s: seat %d is past the %d players" % (_short(item), n, have))
    refuse_ignored(rules, args.option)


# Options that mean something in one mode only: game id -> (the mode's
# option, its value, the options that need it). Solitaire Tiles' two-player
# options: its standard game and Points have one player.
MODE_ONLY = {"soltiles": ("mode", "two", ("players", "seat2", "colour", "match"))}


def refuse_ignored(rules, items):
    """Refuses options given (``["seat3=cpu1", ...]``) that the game would
    take and ignore: one given twice with two values (``--players 3
    --option players=2``), a seat or a first seat past the players, an
    option of another mode (``MODE_ONLY``).

    :raises UsageError: naming the option.
    """
    values = parse_options(rules, items)  # (an unknown option or value: its own message first)
    given = {}
    for item in items:
        name, _, value = item.partition("=")
        name, value = name.strip().lower(), value.strip().lower().replace(" ", "-")
        if given.get(name, value) != value:
            hint = " (--players N is players=N)" if name == "players" else " (--seat N=KIND is seatN=KIND)" if name.startswith("seat") else ""
            raise UsageError("%s: %s given twice, as %s and %s%s" % (rules.id, name, given[name], value, hint))
        given[name] = value
    players = getattr(rules.with_options(values), "players", 0)
    for name, value in given.items():
        seat = name[4:] if name.startswith("seat") else value if name == "first" else ""
        if players and seat.isdigit() and int(seat) > players:
            raise UsageError("%s=%s: seat %s is past the %d players" % (name, value, seat, players))
    only = MODE_ONLY.get(rules.id)
    if only is not None:
        mode, want, names = only
        i = [label for label, _, _ in rules.options].index(mode)
        now = rules.options[i][2][values[i]]
        for name in names:
            if now != want and name in given:
                raise UsageError("%s: %s is for %s=%s, not %s=%s" % (rules.id, name, mode, want, mode, now))


def new_board(args):
    """Gets the starting position for ``args.game``, ``args.deal`` and ``args.option``."""
    rules = find_game(args.game)
    options = parse_options(rules, args.option)
    deal = 1 if args.deal is None else args.deal
    return family_module(rules.family).Engine(rules, deal, options)


# -- subcommands ----------------------------------------------------------


def cmd_list(args):
    every = games = list(ALL_GAMES)  # (each record read once: 11 ms of CPU a read of the table)
    if args.family:
        want = args.family.lower()
        games = [g for g in games if family_name(g).lower() == want]
        if not games:  # (the families are too many for the one line an error has)
            raise UsageError("no family %r: the list names each game's family last" % args.family)
    width = max(len(g.id) for g in every) + 2  # (the same columns as the whole list)
    names = max(len(g.name) for g in every) + 2
    for g in games:
        print("%s%s%s" % (g.id.ljust(width), g.name.ljust(names), family_name(g)))
    return 0


def cmd_rules(args):
    rules = find_game(args.game)
    rules = rules.with_options(parse_options(rules, args.option))
    text = importlib.import_module("solitaire.%s.text" % rules.family)
    lines = text.rules_lines(rules)
    for i in range(len(lines)):
        print(lines[i].rstrip())
    return 0


def cmd_deal(args):
    board = new_board(args)
    if args.format == "fcs":
        fcs_text = getattr(notation_for(board.rules), "fcs_text", None)
        if fcs_text is None:
            raise UsageError("%s: the fcs format is for FreeCell-type card games" % board.rules.id)
        try:
            print(fcs_text(board))
        except ValueError as e:
            raise UsageError("%s: %s" % (board.rules.id, e))
    else:
        print(notation_for(board.rules).text(board))
    return 0


def _parse_position(source):
    """Reads a position with the notation of the game its header names (an
    unknown one is the card notation's error to report)."""
    nota = notation
    for line in source.split("\n"):
        words = line.split(";")[0].split()
        if words:
            i = ALL_GAMES.index(words[0])  # (the table's look-up, not a read of every record)
            if i >= 0:
                nota = notation_for(ALL_GAMES[i])
            break
    return nota.parse_position(source, ALL_GAMES)


def short_path(path, most=MAX_PATH):
    """Gets ``path`` as an error message shows it: its end, from a folder
    boundary, when it is long (a clone deep in the tree must not push the
    reason off the one line)."""
    path = str(path)
    if len(path) <= most:
        return path
    tail = path[-(most - 4):]
    cut = tail.find(os.sep)
    return "..." + (tail[cut:] if 0 <= cut < len(tail) - 1 else os.sep + tail)


def _load_position(args):
    path = short_path(args.position)
    try:
        with open(args.position, "rb") as f:
            raw = f.read(MAX_POSITION + 1)
    except OSError as e:
        raise UsageError("can't read %s: %s" % (path, e.strerror or e))
    if len(raw) > MAX_POSITION:
        raise UsageError("%s: more than %d bytes: not a position file" % (path, MAX_POSITION))
    try:
        source = raw.decode("utf-8")
    except UnicodeDecodeError as e:  # a binary or foreign file: say where
        line = raw.count(b"\n", 0, e.start) + 1
        col = e.start - raw.rfind(b"\n", 0, e.start)
        raise UsageError("%s: line %d, column %d: not UTF-8 text (byte 0x%02x)" % (path, line, col, raw[e.start]))
    source = source.replace("\r\n", "\n").replace("\r", "\n")  # as open() in text mode reads it
    if source.startswith("\ufeff"):  # a byte-order mark (Windows Notepad writes one)
        source = source[1:]
    rules = find_game(args.game)
    try:
        board = _parse_position(source)
    except notation.NotationError as e:
        raise UsageError("%s: %s" % (path, e))
    if board.rules.id != rules.id:
        raise UsageError("%s holds a %s position, not %s" % (path, board.rules.id, rules.id))
    if args.deal is not None and args.deal != board.deal_no:
        raise UsageError("%s is deal %d, not %d" % (path, board.deal_no, args.deal))
    if args.option and parse_options(rules, args.option) != bytearray(board.options):
        raise UsageError("%s has other options: %s" % (path, notation_for(rules).header(board)))
    return board


def cmd_play(args):
    board = _load_position(args) if args.position else new_board(args)
    nota = notation_for(board.rules)
    try:
        nota.parse_moves(board, args.moves)
    except notation.NotationError as e:
        raise UsageError("--moves: %s" % e)
    except IllegalMove as e:
        sys.stderr.write("%s play: illegal %s\n" % (PROG, e))
        return 1
    print(nota.text(board))
    sheet_lines = getattr(nota, "sheet_lines", None)
    if sheet_lines is not None:
        # the score sheet, as comments, so the output still reads as a position
        for line in sheet_lines(board):
            print("; " + line)
    print(nota.result_line(board))
    return 0


def _lazy(module, func, what):
    """Imports ``sim.<module>`` only when its subcommand runs."""
    try:
        mod = __import__("sim." + module, None, None, [func])
    except ImportError as e:
        if getattr(e, "name", None) in ("sim." + module, "sim"):
            raise UsageError("the %s is not here yet (sim/%s.py is missing)" % (what, module))
        raise UsageError("the %s can't start: %s" % (what, e))
    fn = getattr(mod, func, None)
    if fn is None:
        raise UsageError("sim/%s.py has no %s()" % (module, func))
    return fn


NO_DISPLAY = (
    "no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so no window; "
    "headless: python -m sim shot GAME --keys \"...\" --out shot.png (see python -m sim --help)"
)


DRIVE_HELP = ("the drive folder, an existing one (it stands in for CIRCUITPY: the saves go to its saves/, and a "
              "settings.toml there is read as the device reads it; default: the user's data folder, e.g. "
              "~/.local/share/solitaire-console/drive, made when missing)")


def cmd_window(args):
    if args.game is not None:
        parse_options(find_game(args.game), args.option)
    if args.drive is not None and not os.path.isdir(args.drive):  # (a typo must not start a new, empty drive)
        raise UsageError("--drive: no folder %s (make it first: mkdir -p DIR)" % short_path(args.drive))
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("SDL_VIDEODRIVER")):
        raise UsageError(NO_DISPLAY)  # (SDL would wait on its invisible driver for ever)
    rc = _lazy("app", "main_window", "simulator window")(args)
    return rc or 0


def check_out(path):
    """Checks that a PNG can be written at ``path`` before any work is done.

    :raises UsageError: naming what is wrong.
    """
    if os.path.splitext(path)[1].lower() != ".png":
        raise UsageError("--out: %r is not a .png file name" % short_path(path))
    if os.path.isdir(path):
        raise UsageError("--out: %s is a folder" % short_path(path))
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise UsageError("--out: no folder %s" % short_path(folder))
    existed = os.path.exists(path)
    try:
        with open(path, "ab"):
            pass
    except OSError as e:
        raise UsageError("--out: can't write %s: %s" % (short_path(path), e.strerror or e))
    if not existed:
        os.remove(path)


def cmd_shot(args):
    rules = find_game(args.game)
    parse_options(rules, args.option)  # as every command checks them
    check_out(args.out)
    rc = _lazy("shot", "main_shot", "screenshot tool")(args)
    return rc or 0


# -- the parser -----------------------------------------------------------


def _deal_number(text):
    # ASCII digits only: int() also takes "1_000" and other scripts' digits
    n = int(text) if text.isascii() and text.isdigit() else -1
    if not 0 <= n <= 0x7FFFFFFF:
        raise argparse.ArgumentTypeError("a deal is a number from 0 to 2147483647, not %r" % _short(text))
    return n


MAX_SCALE = 16  # 2048 x 1024 pixels
WINDOW_SCALE = 6  # the window's default: 800 x 416 with its border (sim/app.py)
WINDOW_SCALE_HELP = ("the window's size: each of the panel's pixels drawn N x N, 1 to %d (default %d)"
                     % (MAX_SCALE, WINDOW_SCALE))


def _scale(text):
    n = int(text) if text.isascii() and text.isdigit() else 0
    if not 1 <= n <= MAX_SCALE:
        raise argparse.ArgumentTypeError("a scale is a whole number from 1 to %d, not %r" % (MAX_SCALE, _short(text)))
    return n


def _short(text, most=40):
    """Gets ``text`` on one line, cut to ``most`` characters (an error
    message stays one short line)."""
    text = " ".join(str(text).split())
    return text if len(text) <= most else text[: most - 3] + "..."


def _add_game_args(p, game_optional=False):
    if game_optional:
        p.add_argument("game", nargs="?", metavar="GAME", help="game id (see 'list')")
    else:
        p.add_argument("game", metavar="GAME", help="game id (see 'list')")
    p.add_argument("--deal", type=_deal_number, metavar="N", help="deal number (default 1)")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="game option, repeatable, e.g. draw=3, passes=no-limit, suits=1",
    )
    p.add_argument("--players", metavar="N", help="players, for games with a players option (--option players=N)")
    p.add_argument(
        "--seat",
        action="append",
        default=[],
        metavar="N=KIND",
        help="who plays seat N (human, cpu1, cpu2, cpu3), repeatable (--option seatN=KIND); a seat past the players is refused",
    )


class Parser(argparse.ArgumentParser):
    """argparse, with its errors on one line (exit 2), as every other error."""

    def error(self, message):
        self.exit(2, "%s: error: %s (see %s --help)\n" % (self.prog, _short(message, MAX_MESSAGE), self.prog))


def build_parser():
    parser = Parser(
        prog=PROG,
        description="Solitaire console simulator. With no command it opens the window.",
    )
    parser.set_defaults(func=cmd_window, game=None, deal=None, option=[], drive=None, scale=WINDOW_SCALE)
    parser.add_argument("--drive", metavar="DIR", help=DRIVE_HELP)
    parser.add_argument("--scale", type=_scale, metavar="N", help=WINDOW_SCALE_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("window", help="open the simulator window (the default)")
    _add_game_args(p, game_optional=True)
    # (SUPPRESS: no default of its own, so "--drive DIR window" keeps the DIR given before the command)
    p.add_argument("--drive", metavar="DIR", default=argparse.SUPPRESS, help=DRIVE_HELP)
    p.add_argument("--scale", type=_scale, metavar="N", default=argparse.SUPPRESS, help=WINDOW_SCALE_HELP)
    p.set_defaults(func=cmd_window)

    p = sub.add_parser("list", help="list the games: id, name, family")
    p.add_argument("--family", metavar="NAME", help="only the games of one family (as the seed groups them: Klondike, FreeCell ...)")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("rules", help="print a game's rules as the device shows them")
    p.add_argument("game", metavar="GAME", help="game id (see 'list')")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="game option, repeatable")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser("deal", help="print a starting position")
    _add_game_args(p)
    p.add_argument(
        "--format",
        choices=("text", "fcs"),
        default="text",
        help="text: the position format; fcs: Freecell Solver's board (FreeCell only)",
    )
    p.set_defaults(func=cmd_deal)

    p = sub.add_parser(
        "play",
        help="apply moves, print the position and 'won' or 'not won'",
        description="Applies the moves exactly as given (no automatic moves), prints the final "
        "position and then 'won' or 'not won'. Exit 1 on an illegal move, 2 on malformed input.",
    )
    _add_game_args(p)
    p.add_argument("--position", metavar="FILE", help="start from a position in the text format")
    p.add_argument(
        "--moves",
        required=True,
        metavar='"M1 M2 ..."',
        help="moves in standard notation, e.g. \"8a 8h 83 13v3 s\"",
    )
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("shot", help="render the screen to a PNG after some key presses")
    _add_game_args(p)
    p.add_argument("--keys", default="", metavar='"K1 K2 ..."', help='keys to press first, e.g. "right right a"')
    p.add_argument("--out", required=True, metavar="FILE.png", help="PNG file to write")
    p.add_argument("--scale", type=_scale, metavar="K", help="pixel scale factor, 1 to %d" % MAX_SCALE)
    p.set_defaults(func=cmd_shot)
    return parser


def main(argv=None):
    """Runs the command line; gets the exit code."""
    args = build_parser().parse_args(argv)
    try:
        _fold_seats(args)
        return args.func(args)
    except UsageError as e:
        sys.stderr.write("%s %s: error: %s\n" % (PROG, args.command or "window", _short(e, MAX_MESSAGE)))
        return 2
    except KeyboardInterrupt:  # Ctrl-C: quietly, as a shell expects
        return 130
    except BrokenPipeError:  # output piped into head and the like
        sys.stdout = open(os.devnull, "w")
        return 0
