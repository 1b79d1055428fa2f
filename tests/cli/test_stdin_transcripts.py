"""`-` for a transcript reads the standard input, as `export -o -` writes the standard output:
`matchlog export 1 -o - | matchlog import - --db other.db` copies a match. Before, `import -`
said "-: no such file". Problems are named at `stdin:LINE`."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cli.app import app


def _in(run, args, text: str | bytes):
    return CliRunner().invoke(app, [*map(str, args)], input=text,
                              env={"COLUMNS": "120", "NO_COLOR": "1"})


def test_export_to_stdout_imports_from_stdin_into_another_ledger(run, tmp_path):
    assert run("simulate", "reaper", "-n", "1", "--seed", "4").exit_code == 0
    out = run("export", 1, "-o", "-")
    assert out.exit_code == 0
    other = tmp_path / "other.db"
    r = _in(run, ["import", "-", "--db", other, "--json"], out.stdout)
    assert r.exit_code == 0, r.output
    copied = json.loads(r.stdout)
    again = _in(run, ["export", copied["match"], "-o", "-", "--db", other], "")
    assert [json.loads(x)["event"] for x in again.stdout.splitlines()[1:]] == \
        [json.loads(x)["event"] for x in out.stdout.splitlines()[1:]]
    audited = _in(run, ["audit", "--transcript", "-", "--db", other], out.stdout)
    assert audited.exit_code == 0 and " of stdin (" in audited.stdout
    page = _in(run, ["html", "--transcript", "-", "-o", tmp_path / "p.html"], out.stdout)
    assert page.exit_code == 0 and (tmp_path / "p.html").exists()


def test_a_bad_transcript_on_stdin_is_named_at_its_line(run, tmp_path):
    assert run("simulate", "reaper", "-n", "1", "--seed", "4").exit_code == 0
    lines = run("export", 1, "-o", "-").stdout.splitlines()
    lines[3] = "{"
    r = _in(run, ["import", "-", "--db", tmp_path / "other.db"], "\n".join(lines) + "\n")
    assert r.exit_code == 2 and r.stderr.startswith("error: stdin:4: "), r.stderr
    r = _in(run, ["import", "-", "--db", tmp_path / "other.db"], b"\xff\xfe{")
    assert r.exit_code == 2 and r.stderr.startswith("error: stdin:1: not UTF-8 text"), r.stderr
    assert not (tmp_path / "other.db").exists()  # refused before the ledger is opened
