"""The command a message tells the user to type records where they are looking: on the branch
`options` was asked about, at its head; a table's chance is worded for any game's phrase."""

from __future__ import annotations

import json
import shlex

from cli.app import app  # noqa: F401  (the run fixture drives it)


def _hint(text: str) -> list[str]:
    """The command inside '(record with: ...)' / '(enter what it showed with: ...)'."""
    inside = text.split(" with: ", 1)[1].split(")", 1)[0]
    return shlex.split(inside)


def _head(run, *branch) -> int:
    return json.loads(run("options", "1", *branch, "--json").stdout)["head"]


def test_options_on_a_branch_names_the_branch_in_the_decide_it_suggests(run):
    assert run("new", "ardent-reapers", "--seed", "3").exit_code == 0
    assert run("decide", "1", "0").exit_code == 0
    at = _head(run)
    r = run("branch", "1", "--at", at, "--name", "what-if")
    assert r.exit_code == 0 and "matchlog decide 1 N --branch what-if" in r.stdout
    assert run("decide", "1", "0").exit_code == 0  # main moves on
    main = _head(run)
    assert main > at
    r = run("options", "1", "--branch", "what-if")
    assert r.exit_code == 0, r.output
    cmd = _hint(r.stdout.splitlines()[0])
    assert cmd == ["matchlog", "decide", "1", "N", "--branch", "what-if", "--expect-head", str(at)]
    # typed as told (N = 0), it records on the branch, not on main
    r = run(*cmd[1:3], "0", *cmd[4:])
    assert r.exit_code == 0, r.output
    assert _head(run, "--branch", "what-if") > at and _head(run) == main  # main untouched
    # on main the hint stays as short as it was
    assert _hint(run("options", "1").stdout.splitlines()[0]) == [
        "matchlog", "decide", "1", "N", "--expect-head", str(main)]


def test_a_table_chance_in_a_verb_phrase_still_reads(run):
    """KeyForge's coin says 'randomly choose who goes first': not 'the table shows randomly ...'."""
    assert run("new", "keyforge", "--luck", "table").exit_code == 0
    r = run("options", "1")
    assert r.exit_code == 0, r.output
    first = r.stdout.splitlines()[0]
    assert first.startswith("match 1, branch main, at head #0, waiting for the table: "
                            "randomly choose who goes first (")
    assert _hint(first) == ["matchlog", "decide", "1", "WHAT", "--expect-head", "0"]


def test_a_mistyped_branch_names_the_one_meant_and_the_branches(run):
    """Like a mistyped command, game or card: before, "no branch 'mian' in match 1 in ..."
    alone, the user left to guess the match's branch names."""
    assert run("new", "ardent-reapers", "--seed", "3").exit_code == 0
    assert run("branch", "1", "--at", "0", "--name", "what-if").exit_code == 0
    for args, typed, meant in ((("show", "1", "-b", "mian"), "mian", "main"),
                               (("decide", "1", "0", "-b", "what-iff"), "what-iff", "what-if"),
                               (("diff", "1:main", "1:whatif"), "whatif", "what-if")):
        r = run(*args)
        assert r.exit_code == 2 and r.stdout == "", r.output
        assert r.stderr == (f"error: no branch {typed!r} in match 1 in {run.db}; did you mean "
                            f"{meant!r}? (its branches: main, what-if)\n"), r.stderr
    far = run("show", "1", "-b", "zzzz")
    assert far.exit_code == 2 and far.stderr.endswith("in match 1 in " + str(run.db) +
                                                      " (its branches: main, what-if)\n")
