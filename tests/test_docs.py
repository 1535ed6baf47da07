"""README.md and docs/*.md kept working: every relative link points at a
file that exists (and at a heading there, when it names one), every `make X`
is a Makefile target, every `python -m sim ...` command is one the command
line accepts (the cheap ones, run), every repository path named in code
exists, and the game count the README gives is what `python -m sim list`
prints."""

import glob
import os
import re
import shlex
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
# the top folders whose paths the pages name as repository files
TOP = ("firmware", "sim", "host_tools", "tests", "assets", "docs")
# subcommands cheap enough to run for each command a page shows in full
RUN = ("list", "rules", "deal", "play")


def read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def prose(text):
    """The page without its fenced code blocks and inline code, where a
    bracket is no link."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def code(text):
    """Every piece of code on the page: the lines of its fenced blocks and
    indented blocks, and its inline code spans."""
    pieces = []
    for block in re.findall(r"^```[^\n]*\n(.*?)^```", text, flags=re.S | re.M):
        pieces += block.splitlines()
    pieces += [line.strip() for line in re.findall(r"^    (\S.*)$", text, flags=re.M)]
    spans = re.findall(r"`([^`]+)`", re.sub(r"^```.*?^```", "", text, flags=re.S | re.M))
    return pieces + [" ".join(span.split()) for span in spans]  # (a span may wrap)


def slug(heading):
    """GitHub's anchor for a heading."""
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(rel):
    """The anchors of a page's headings (outside code), GitHub's numbering of
    repeated ones included."""
    seen, out = {}, set()
    for line in re.sub(r"^```.*?^```", "", read(rel), flags=re.S | re.M).splitlines():
        m = re.match(r"#{1,6} (.*)", line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            out.add(s if n == 0 else "%s-%d" % (s, n))
            seen[s] = n + 1
    return out


def links(rel):
    for target in re.findall(r"\]\(([^)\s]+)\)", prose(read(rel))):
        if not re.match(r"[a-z]+:", target):
            yield target


@pytest.mark.parametrize("page", DOCS)
def test_every_relative_link_points_at_a_file_and_heading_that_exist(page):
    bad = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
        if not os.path.exists(os.path.join(ROOT, dest)):
            bad.append("%s: no file %s" % (target, dest))
        elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
            bad.append("%s: no heading #%s in %s" % (target, anchor, dest))
    assert not bad, "%s: %s" % (page, "; ".join(bad))


def make_targets():
    return set(re.findall(r"^([\w-]+):", read("Makefile"), flags=re.M))


@pytest.mark.parametrize("page", DOCS)
def test_every_make_target_shown_is_in_the_makefile(page):
    named = set()
    for piece in code(read(page)):
        named |= set(re.findall(r"(?:^|[;(]\s*)make ([a-z][\w-]*)", piece))
    missing = sorted(named - make_targets())
    assert not missing, "%s names make targets the Makefile lacks: %s" % (page, missing)


def sim_commands(page):
    """The `python -m sim ...` commands a page shows: (the words after
    `sim`, whether they hold a placeholder)."""
    out = []
    for piece in code(read(page)):
        m = re.match(r"(?:\$ )?(?:\.venv/bin/)?python -m sim(?= |$)(.*)", piece.strip())
        if m:
            words = m.group(1).split("#")[0].strip()
            meta = bool(re.search(r"[\[\]|]|\.\.\.|\b(GAME|N|FILE|DIR|NAME|K|M1|FILE\.png)\b", words))
            out.append((words, meta))
    return out


def parser_options():
    """Each subcommand's option strings, from the command line's own parser."""
    sys.path.insert(0, ROOT)
    from sim import cli

    parser = cli.build_parser()
    top = {o for a in parser._actions for o in a.option_strings}
    subs = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction").choices
    return top, {name: top | {o for a in p._actions for o in a.option_strings} for name, p in subs.items()}


@pytest.mark.parametrize("page", DOCS)
def test_every_sim_command_shown_names_a_subcommand_and_flags_it_takes(page):
    top, subs = parser_options()
    bad = []
    for words, _ in sim_commands(page):
        tokens = [t for t in re.split(r"[\s\[\]|]+", words) if t]
        first = next((t for t in tokens if not t.startswith("-") and t not in ("DIR", "N", "...")), None)
        if tokens and tokens[0] in ("deal", "play", "shot") and "|" in words:
            first = "deal"  # "deal|play|shot GAME": each of the three, checked as deal's flags
        flags = {t.split("=")[0] for t in tokens if t.startswith("--")}
        known = subs.get(first, top) if first else top
        if first and first not in subs and first not in ("DIR", "N"):
            # a word after the window's own flags (--drive DIR) is their value
            if not (tokens and tokens[0].startswith("--")):
                bad.append("%r: no subcommand %r" % (words, first))
        if flags - known:
            bad.append("%r: %s not accepted" % (words, sorted(flags - known)))
    assert not bad, "%s: %s" % (page, "; ".join(bad))


@pytest.mark.parametrize("page", DOCS)
def test_the_commands_shown_in_full_run(page, tmp_path):
    """Each list, rules, deal and play command a page shows without a
    placeholder runs and exits 0 (play's moves are the page's own); the
    README's `--help` too."""
    argvs = [shlex.split(w) for w, meta in sim_commands(page) if not meta and w.split()[:1] and w.split()[0] in RUN]
    if page == "README.md":
        argvs.append(["--help"])
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    for argv in argvs:
        r = subprocess.run([sys.executable, "-m", "sim"] + argv, cwd=ROOT, env=env, capture_output=True, text=True)
        assert r.returncode == 0, "%s: python -m sim %s: exit %d: %s" % (page, " ".join(argv), r.returncode, r.stderr)


def test_the_readme_shows_its_cheap_commands():
    """The README's own list and rules commands are there to be run (the
    test above runs them)."""
    shown = [w for w, _ in sim_commands("README.md")]
    assert "list" in shown and "rules klondike" in shown, shown


@pytest.mark.parametrize("page", DOCS)
def test_every_repository_path_named_exists(page):
    missing = []
    for piece in code(read(page)):
        for token in piece.split():
            token = token.strip("`'\",;:()")
            if re.match(r"(%s)/[\w./-]*$" % "|".join(TOP), token) and not re.search(r"\.\.|\*", token):
                if not os.path.exists(os.path.join(ROOT, token)):
                    missing.append(token)
    assert not missing, "%s names paths that do not exist: %s" % (page, sorted(set(missing)))


@pytest.mark.parametrize("module", sorted({m for p in DOCS for m in re.findall(r"python -m sim\.(\w+)", read(p))}))
def test_every_sim_module_named_exists(module):
    assert os.path.exists(os.path.join(ROOT, "sim", module + ".py")), module


def test_the_readme_counts_the_games_sim_list_prints():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "sim", "list"], cwd=ROOT, env=env, capture_output=True, text=True)
    listed = len(r.stdout.splitlines())
    said = {int(n) for n in re.findall(r"\b(\d+) games: what `python -m sim list` prints", read("README.md"))}
    assert said == {listed}, "README says %s games; python -m sim list prints %d" % (sorted(said), listed)
    assert re.search(r"plays %d\s+solitaire games" % listed, read("README.md"))


def test_the_readme_names_no_rule_source_outside_the_repository():
    """The rule sources are named by what they are, with the file in assets/
    that holds each; no shared/seeds path (not in the repository)."""
    for page in DOCS:
        assert "shared/seeds" not in read(page), page
    for name in ("politaire.txt", "wikibooks.txt", "pysolfc.txt"):
        assert "assets/seeds/" + name in read("README.md"), name


def test_the_card_games_page_adds_up_to_what_sim_list_prints():
    """The table's ids and the "N more" after it are every game listed."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "sim", "list"], cwd=ROOT, env=env, capture_output=True, text=True)
    listed = len(r.stdout.splitlines())
    page = read("docs/card-games.md")
    table = page.split("## The table", 1)[1].split("\n\n")[1]
    ids = re.findall(r"`(\w+)`", "\n".join(line.split("|")[1] for line in table.splitlines()[2:]))
    more = int(re.search(r"and (\d+) more card games", page).group(1))
    assert len(ids) + more == listed, (ids, more, listed)
    assert "names all %d;" % listed in " ".join(page.split())


def test_the_readme_names_the_simulator_keys_the_window_maps():
    """The Controls table's simulator keys are the window's: each key named
    in a button's row presses that button (a hold row: the button itself,
    or the optional START/SELECT button that does the same at once)."""
    sys.path.insert(0, ROOT)
    from sim.app import KEYMAP_NAMES

    buttons = {"d-pad": {0, 1, 2, 3}, "**A**": {4}, "**B**": {5}, "hold **A**": {4, 7}, "hold **B**": {5, 6}}
    names = {"arrow keys": ("up", "down", "left", "right"), "Enter": ("return",), "Esc": ("escape",)}
    rows = [r.split("|")[1:3] for r in read("README.md").split("## Controls", 1)[1].splitlines() if r.startswith("| ")]
    seen = set()
    for button, keys in rows:
        if button.strip() not in buttons:
            continue
        seen.add(button.strip())
        words = re.findall(r"arrow keys|\b[A-Z][a-z]*\b", keys.replace("hold", "").replace("press", ""))
        for word in words:
            for key in names.get(word, (word.lower(),)):
                assert KEYMAP_NAMES.get(key) in buttons[button.strip()], (button, word)
    assert seen == set(buttons), seen
