"""Piped or redirected, a command's stdout is its result alone: no progress bar, no blank line.

The bars of `simulate`, `verify --all` and `html` are drawn on a terminal only (the CliRunner's
stdout is not one, as a pipe or a file is not)."""

import json


def test_simulate_verify_and_html_print_only_their_result_lines(run, tmp_path):
    r = run("simulate", "ardent-reapers", "-n", "3", "--seed", "1")
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines() == ["recorded 3 matches: 1..3"]
    assert run("branch", "1", "--at", "5", "--name", "alt").exit_code == 0  # 2 branches: a bar's case

    r = run("verify", "--all")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[-1].startswith("verified: 3 matches, ")
    assert all(line.startswith("note: ") for line in lines[:-1]), lines

    out = tmp_path / "one.html"
    events = json.loads(run("html", "1", "-o", out, "--json").stdout)["events"]
    r = run("html", "1", "-o", out)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines() == [f"wrote {out}: {out.stat().st_size:,} bytes, 2 branch(es), "
                                     f"{events} events"]


def test_a_long_result_line_is_not_broken_at_80_columns_when_piped(run, tmp_path):
    """rich wraps at the console's width, 80 columns off a terminal: a long output path broke
    `html`'s one result line in two, and a script reading it got half a path."""
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    out = tmp_path / ("deep-folder-" * 8) / "page.html"
    out.parent.mkdir()
    r = run("html", "1", "-o", out)
    assert r.exit_code == 0, r.output
    assert len(r.stdout.splitlines()) == 1
    assert r.stdout.startswith(f"wrote {out}: ")
    r = run("show", "999")
    assert r.exit_code != 0 and len(r.stderr.strip().splitlines()) == 1


def test_one_event_is_told_as_one_event(run):
    """A table-luck match holds only its genesis until the table's first card is entered."""
    r = run("new", "ardent-reapers", "--deck", "bear hugs", "--deck", "sneaks", "--luck", "table")
    assert r.exit_code == 0, r.output
    r = run("verify", "1")
    assert r.exit_code == 0, r.output
    assert "1 match, 1 event" in r.stdout and "1 events" not in r.stdout
    r = run("audit", "1")
    assert ": 1 event of match 1" in r.stdout, r.stdout


def test_a_reader_closing_the_pipe_early_gets_no_error_line(tmp_path):
    """`matchlog log 1 | head -1`: the reader has what it wanted; no 'error: Broken pipe', and
    the shells' code for a closed pipe (141), not bad input's 2."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    env.pop("MATCHLOG_DB", None)
    db = str(tmp_path / "pipe.db")
    ml = [sys.executable, "-m", "cli.app"]
    subprocess.run([*ml, "simulate", "keyforge", "-n", "1", "--seed", "1", "--db", db],
                   check=True, capture_output=True, env=env)
    for command in (["log", "1"], ["log", "1", "--json"]):  # printed by rich, and as JSON
        p = subprocess.Popen([*ml, *command, "--db", db], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
        p.stdout.close()  # the reader goes away before the first line (as `head` after its last)
        err = p.stderr.read().decode()
        code = p.wait()
        assert err == "" and code == 141, (command, code, err)
