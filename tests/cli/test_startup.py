"""Start-up: a command imports only what it needs, and the top level answers from a table."""

import subprocess
import sys

import pytest

from cli.app import COMMANDS, build_app, split_globals


def _imported(*args: str, cwd=None) -> tuple[subprocess.CompletedProcess, set[str]]:
    """Run `matchlog ARGS` in a fresh interpreter; return the run and the top-level packages it
    imported (from -X importtime, which lists every module imported)."""
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "cli.app", *args],
                       capture_output=True, text=True, cwd=cwd, env={"COLUMNS": "120", "PATH": ""})
    roots = set()
    for line in r.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            roots.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    return r, roots


def test_the_command_table_names_every_registered_command_in_its_module():
    import typer

    registered = {name: cmd.callback.__module__
                  for name, cmd in typer.main.get_command(build_app()).commands.items()}
    assert registered == {name: module for name, (module, _) in COMMANDS.items()}


def test_top_level_help_imports_no_cli_library_and_lists_every_command():
    r, roots = _imported("--help")
    assert r.returncode == 0
    assert not roots & {"typer", "click", "rich", "sqlite_utils", "pydantic", "engine", "ledger"}
    listed = [line.split()[0] for line in r.stdout.split("Commands:\n")[1].split("\n\n")[0].splitlines()]
    assert listed == list(COMMANDS)


def test_a_json_command_imports_neither_rich_nor_sqlite_utils_nor_pydantic(tmp_path):
    db = tmp_path / "s.db"
    assert subprocess.run([sys.executable, "-m", "cli.app", "simulate", "ardent-reapers", "-n", "1",
                           "--db", str(db), "--json"], capture_output=True).returncode == 0
    for args in (["show", "1", "--json"], ["options", "1", "--json"], ["matches", "--json"]):
        r, roots = _imported(*args, "--db", str(db))
        assert r.returncode == 0, r.stderr[-300:]
        assert not roots & {"rich", "sqlite_utils", "pydantic", "click"}, (args, roots)


def test_a_mistyped_command_is_refused_with_the_nearest_name_before_any_import():
    r, roots = _imported("shwo", "1")
    assert r.returncode == 2 and r.stdout == ""
    assert "No such command 'shwo'; did you mean 'show'?" in r.stderr
    assert "typer" not in roots


@pytest.mark.parametrize("argv, expected", [
    (["--db", "x.db", "simulate", "g"], ("simulate", ["g", "--db", "x.db"])),
    (["--db=x.db", "--json", "show", "1"], ("show", ["1", "--db=x.db", "--json"])),
    (["show", "1", "--db", "x.db"], ("show", ["1", "--db", "x.db"])),
    (["--help"], (None, ["--help"])),
    ([], (None, [])),
    (["--frob", "show"], (None, ["--frob"])),
])
def test_global_options_before_the_command_move_after_it(argv, expected):
    assert split_globals(argv) == expected


def test_the_ledger_option_before_the_command_is_used(tmp_path):
    db = tmp_path / "before.db"
    r = subprocess.run([sys.executable, "-m", "cli.app", "--db", str(db), "simulate",
                        "ardent-reapers", "-n", "1", "--json"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert db.exists()


def test_an_unknown_option_before_the_command_is_one_line_and_exit_2():
    r = subprocess.run([sys.executable, "-m", "cli.app", "--frob", "show", "1"],
                       capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip().splitlines() == ["error: No such option: --frob (see `matchlog --help`)"]


def test_the_lazy_console_serves_rich_objects_that_take_a_console():
    from rich.progress import Progress

    from cli.common import console

    with Progress(console=console, transient=True) as bar:  # started: it enters the console
        task = bar.add_task("x", total=2)
        bar.advance(task)
    assert bar.tasks[0].completed == 1


def test_a_ledger_option_before_a_command_without_a_ledger_is_ignored_there(tmp_path):
    """`alias ml='matchlog --db my.db'` serves `ml cards` too; after the name it is refused."""
    db = str(tmp_path / "x.db")
    r = subprocess.run([sys.executable, "-m", "cli.app", "--db", db, "cards", "keyforge", "Krump"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.startswith("Krump (CotA-039)"), r.stderr
    r = subprocess.run([sys.executable, "-m", "cli.app", "cards", "keyforge", "Krump", "--db", db],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "No such option: --db" in r.stderr
