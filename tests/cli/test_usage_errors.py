"""A mistyped command line is bad input too: one line on stderr, exit 2, no usage dump."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("args, words", [
    (["decide", "1", "-1"], "No such option: -1 (see `matchlog decide --help`)"),
    (["frobnicate"], "No such command 'frobnicate'"),
    (["show", "1", "--at", "x"], "Invalid value for '--at'"),
    (["branch", "1"], "Missing option '--at'"),
])
def test_usage_errors_are_one_line(tmp_path, args, words):
    r = subprocess.run([sys.executable, "-m", "cli.app", *args, "--db", str(tmp_path / "x.db")],
                       capture_output=True, text=True, env={"COLUMNS": "200", "PATH": ""})
    assert r.returncode == 2
    assert r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert words in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "x.db").exists()


def test_a_good_command_line_still_exits_with_the_commands_code(tmp_path):
    r = subprocess.run([sys.executable, "-m", "cli.app", "games", "--json"], capture_output=True,
                       text=True)
    assert r.returncode == 0 and r.stdout.startswith("[")
