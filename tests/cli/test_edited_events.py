"""An event edited in the ledger file behind matchlog's back (the append-only triggers dropped,
as anyone with the sqlite3 CLI can): no command shows, exports or records on a position built
on it. Before, `show` exited 0 with the head snapshot's position (the edit skipped without a
word) and `show --at`, `log`, `options`, `export` and `html` folded the edited event as if it
were recorded; only `verify` and `audit` said anything.

Now every command that reads the branch checks its hash chain first (cheap: one SHA-256 an
event) and refuses in one line naming the match, branch and event (exit 2, nothing written);
`verify` reports it as before (exit 1); `audit` judges the events as stored, then says the
file does not verify (stderr, exit 1). Another branch that does not hold the edited event is
read as before."""

from __future__ import annotations

import hashlib
import json

import pytest

from tests.ledger.conftest import tamper

EDIT = ("UPDATE events SET payload = ? WHERE match_id = 1 AND branch = ? AND seq = ?")


def _sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused(r, seq: int, branch: str = "main", stored: str | None = None) -> None:
    """`branch` as read; `stored`: the branch that holds the event (a parent's, up to a fork)."""
    assert r.exit_code == 2, r.output
    assert r.stdout == ""
    [line] = r.stderr.strip().splitlines()
    if line.startswith("{"):  # --json: the `error` shape
        error = json.loads(line)
        assert error["code"] == 2
        line = f"error: {error['error']}"
    assert line == (f"error: match 1, branch {branch}, event {seq} cannot be trusted, and the "
                    f"ledger does not verify: branch {stored or branch}, event {seq}: hash mismatch: "
                    f"stored {line.split('stored ')[1][:12]}..., recomputed "
                    f"{line.split('recomputed ')[1][:12]}... (the file was edited; "
                    "`matchlog verify 1`)"), line


@pytest.fixture
def edited(run, tmp_path):
    """A finished Ardent Reapers match (its head snapshot kept), with a branch at event 10
    holding one decision of its own; then main's event 3 edited into another legal-looking
    play (the same card to the other end of the battle line)."""
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    assert run("branch", 1, "--at", 10, "--name", "side").exit_code == 0
    assert run("decide", 1, 0, "--branch", "side").exit_code == 0
    rows = json.loads(run("log", 1, "--json").stdout)
    event = rows[3]["event"]
    assert event["type"] == "play" and event["end"] == "right"
    before = json.loads(run("show", 1, "--at", 3, "--json").stdout)["digest"]
    tamper(run.db, (EDIT, (json.dumps({**event, "end": "left"}, separators=(",", ":")), "main", 3)))
    return before


@pytest.mark.parametrize("args", [
    ["show", "1"], ["show", "1", "--at", "2"], ["show", "1", "--as", "0"], ["log", "1"],
    ["log", "1", "--json"], ["options", "1", "--at", "5"], ["replay", "1", "--json"],
    ["export", "1", "-o", "{tmp}/m.jsonl"], ["html", "1", "-o", "{tmp}/m.html"],
    ["bundle", "1", "-o", "{tmp}/b.matchlog.jsonl"], ["branch", "1", "--at", "5", "--name", "x"],
    ["diff", "1:main", "1:side"], ["rerun", "1"], ["show", "1", "-b", "side"],
    ["decide", "1", "0", "-b", "side"],
])
def test_no_command_builds_a_position_on_an_edited_event(run, edited, tmp_path, args):
    before = _sha(run.db)
    r = run(*[a.format(tmp=tmp_path) for a in args], input="q\n")
    _refused(r, 3, "side" if "side" in args else "main", "main")
    assert _sha(run.db) == before
    assert not list(tmp_path.glob("m.*")) and not list(tmp_path.glob("b.*"))


def test_verify_and_audit_still_report_the_edit(run, edited):
    v = run("verify", 1)
    assert v.exit_code == 1 and "FAIL match 1, branch main, event 3: hash mismatch" in v.stdout
    a = run("audit", 1)
    assert a.exit_code == 1
    assert a.stdout.startswith("illegal: event 3 of match 1, branch main")  # the verdict, as stored
    assert a.stderr.startswith("warning: match 1, branch main, event 3 cannot be trusted, and "
                               "the ledger does not verify: branch main, event 3: hash mismatch")


def test_a_digest_edited_alone_is_refused_too(run):
    """The payload as recorded, its recorded digest changed: the snapshot-free fold would
    compare nothing, the chain catches it."""
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    tamper(run.db, ("UPDATE events SET digest = ? WHERE match_id = 1 AND seq = 7", ("0" * 64,)))
    _refused(run("show", 1), 7)


def test_an_edit_on_a_branch_leaves_the_other_lines_readable(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    assert run("branch", 1, "--at", 10, "--name", "side").exit_code == 0
    assert run("decide", 1, 0, "--branch", "side").exit_code == 0
    [own] = [r for r in json.loads(run("log", 1, "-b", "side", "--json").stdout) if r["seq"] == 11]
    tamper(run.db, (EDIT, (json.dumps(own["event"]) + " ", "side", 11)))
    _refused(run("show", 1, "-b", "side"), 11, "side")
    assert run("show", 1).exit_code == 0 and run("log", 1).exit_code == 0
    assert run("show", 1, "-b", "side", "--at", 10).exit_code == 2  # the branch as a whole
