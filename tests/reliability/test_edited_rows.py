"""Rows edited behind matchlog's back outside the events: every command answers, verify reports.

test_tamper.py changes bytes of events and branch rows and checks that `verify` finds them.
Here the other rows a holder of the file can edit with raw SQL are given values of the wrong
kind: a `matches` row's meta (the players) made bad JSON or null, the outcome a listing
caches made bad JSON, a branch's fork point made text or negative, a kept seed and a cached
snapshot made TEXT instead of a BLOB. The contract (README): no command ends in a traceback
or calls it a bug (exit 3); a command that cannot go on says so in one line naming the row
(exit 2); a cache that cannot be read is not used; `verify` reports the edited row (exit 1).
"""

from __future__ import annotations

import shutil
import sqlite3

import pytest
from typer.testing import CliRunner

from cli.app import app
from ledger import Ledger
from replays.branching import fork
from replays.record import decide, legal_options
from replays.history import load_history
from replays.simulate import simulate
from tests.reliability.common import FIGURES, is_error_line

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}
TRIGGERS = ["events_no_update", "events_no_delete", "branches_no_update", "branches_no_delete",
            "matches_no_delete", "matches_no_update"]
COMMANDS = [["matches"], ["matches", "--player", "Agent A"], ["show", "{m}"],
            ["show", "{m}", "-b", "side"], ["log", "{m}", "--json"], ["options", "{m}", "-b", "side"],
            ["decide", "{m}", "0", "-b", "side"], ["audit", "{m}"], ["verify", "{m}"],
            ["export", "{m}", "-o", "-"], ["html", "{m}", "-o", "{out}"],
            ["diff", "{m}:main", "{m}:side"], ["rerun", "{m}"], ["verify", "--all"]]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A ledger with a finished Reaper match (its outcome cached, snapshots kept) and a branch
    of it with events of its own; returns the file and the match id."""
    db = tmp_path_factory.mktemp("edited-rows") / "ledger.db"
    with Ledger.open(db, create=True) as led:
        [m] = simulate(led, "reaper", 1, seed=2)
        fork(led, m, "side", at=30)
        decide(led, m, legal_options(load_history(led, m, "side")).options[0], "side")
        assert led.list_matches()[0].outcome is not None
    return db, m


EDITS = {  # name -> (SQL with {m}, what verify must report, or None when it is only a cache)
    "meta-bad-json": ("UPDATE matches SET meta = '{{' WHERE id = {m}",
                      "the matches row's meta (its players) is not a JSON object"),
    "meta-null": ("UPDATE matches SET meta = 'null' WHERE id = {m}",
                  "the matches row's meta (its players) is not a JSON object"),
    "outcome-bad-json": ("UPDATE outcomes SET record = '{{' WHERE match_id = {m}", None),
    "fork-text": ("UPDATE branches SET fork_seq = 'x' WHERE match_id = {m} AND name = 'side'",
                  "fork point 'x' is not a seq"),
    "fork-negative": ("UPDATE branches SET fork_seq = -1 WHERE match_id = {m} AND name = 'side'",
                      "fork point -1 is not a seq"),
    "secret-text": ("UPDATE secrets SET seed = 'abc' WHERE match_id = {m}", None),
    "snapshot-text": ("UPDATE snapshots SET state = '{{}}' WHERE match_id = {m}", None),
}


def _edited(recorded, tmp_path, sql: str):
    db = tmp_path / "edited.db"
    shutil.copyfile(recorded[0], db)
    con = sqlite3.connect(db, isolation_level=None)
    for t in TRIGGERS:
        con.execute(f"DROP TRIGGER IF EXISTS {t}")
    con.execute(sql.format(m=recorded[1]))
    con.close()
    return db


@pytest.mark.parametrize("edit", list(EDITS))
def test_an_edited_row_is_reported_by_verify_and_breaks_no_command(recorded, tmp_path, edit):
    """Before: `matches`, `show`, `verify`... ended in 'error: Expecting property name enclosed
    in double quotes' (naming no row, and verify gave no verdict) for bad JSON, exit 3
    (AttributeError, TypeError) for a null meta, a text fork point, a TEXT seed or snapshot."""
    sql, reported = EDITS[edit]
    db = _edited(recorded, tmp_path, sql)
    m = recorded[1]
    runner = CliRunner()
    for command in COMMANDS:
        args = [a.format(m=m, out=tmp_path / "page.html") for a in command]
        r = runner.invoke(app, [args[0], "--db", str(db), *args[1:]], env=ENV)
        assert r.exception is None or isinstance(r.exception, SystemExit), (args, r.exception)
        assert "Traceback" not in r.output and r.exit_code in (0, 1, 2), (args, r.output[:400])
        FIGURES["edited_rows"][f"exit{r.exit_code}"] += 1
        if r.exit_code == 2:
            lines = r.output.strip().splitlines()
            assert len(lines) == 1 and is_error_line(lines[0]), (args, r.output)
            # only the edited branch stops a reader (html and diff read every branch, or it)
            assert edit.startswith("fork-") and args[0] not in ("matches", "audit", "export"), (
                f"{edit}: {args} refused: {lines[0]}")
            assert f"branch 'side' of match {m} in {db} forks at" in lines[0], lines[0]
        if args[0] == "verify":
            if reported is None:
                assert r.exit_code == 0, (args, r.output)
            else:
                assert r.exit_code == 1 and reported in r.output, (args, r.output)


def _edit_event(db, m: int, change) -> int:
    """Apply `change(event dict)` to the first stored event of main it changes (raw SQL, the
    append-only triggers dropped); returns that event's seq."""
    import json

    con = sqlite3.connect(db, isolation_level=None)
    for t in TRIGGERS:
        con.execute(f"DROP TRIGGER IF EXISTS {t}")
    rows = con.execute("SELECT seq, payload FROM events WHERE match_id = ? AND branch = 'main'"
                       " ORDER BY seq", (m,)).fetchall()
    for seq, payload in rows:
        event = json.loads(payload)
        if change(event):
            con.execute("UPDATE events SET payload = ? WHERE match_id = ? AND branch = 'main'"
                        " AND seq = ?", (json.dumps(event, separators=(",", ":")), m, seq))
            con.close()
            return seq
    raise AssertionError("no event to change")


def _set(key, value, kind=None):
    def change(event: dict) -> bool:
        if key not in event or (kind is not None and event.get("type") != kind):
            return False
        event[key] = value
        return True
    return change


EVENT_EDITS = {  # an event that still decodes, changed so that no engine can fold it
    "card-2**64": _set("card", 2**64, "reap"),
    "card-negative": _set("card", -1, "reap"),
    "seat-9": _set("seat", 9, "reap"),
    "genesis-one-player": _set("players", ["Agent A"], "genesis"),
}


@pytest.mark.parametrize("edit", list(EVENT_EDITS))
def test_an_edited_event_is_told_as_an_edited_ledger_by_rerun_and_html(recorded, tmp_path, edit):
    """Before: `rerun` and `html` called it a bug in the engine (exit 3: IndexError, ValueError
    'not enough values to unpack', AttributeError) where every other reader says the file was
    edited; `rerun` of a cut genesis said only 'not enough values to unpack' (exit 2)."""
    db = tmp_path / "edited.db"
    shutil.copyfile(recorded[0], db)
    m = recorded[1]
    seq = _edit_event(db, m, EVENT_EDITS[edit])
    runner = CliRunner()
    for args in (["rerun", str(m)], ["html", str(m), "-o", str(tmp_path / "page.html")]):
        r = runner.invoke(app, [args[0], "--db", str(db), *args[1:]], env=ENV)
        assert r.exception is None or isinstance(r.exception, SystemExit), (args, r.exception)
        # a verdict (rerun: the checked rules refuse it) or a page marking it illegal, or the
        # one line saying the file was edited; never a bug
        assert r.exit_code in {"rerun": (1, 2), "html": (0, 2)}[args[0]], (
            args, r.output[:400])
        if r.exit_code != 2:
            continue
        [line] = r.output.strip().splitlines()
        assert line.startswith(f"error: match {m}, branch main, event "), line
        assert (f"and the ledger does not verify: branch main, event {seq}: hash mismatch" in line
                and line.endswith(f"(the file was edited; `matchlog verify {m}`)")), line
        FIGURES["edited_rows"]["edited_events_told"] += 1


def test_a_branch_name_edited_into_a_blob_is_reported_not_a_bug(recorded, tmp_path):
    """A branch row's name rewritten as a BLOB (raw SQL) made the "no branch" hint fail while
    listing the match's branches (TypeError joining bytes: exit 3, 'internal error'); found by
    test_tamper's trial 40. Now `verify` reports the edit (exit 1) and a reader asked for the
    old name says in one line that there is no such branch, listing the blob as stored."""
    m = recorded[1]
    db = _edited(recorded, tmp_path,
                 "UPDATE branches SET name = CAST('side' AS BLOB) WHERE match_id = {m} AND name = 'side'")
    runner = CliRunner()
    r = runner.invoke(app, ["verify", str(m), "--db", str(db)], env=ENV)
    assert r.exit_code == 1 and "Traceback" not in r.output, r.output
    r = runner.invoke(app, ["show", str(m), "-b", "side", "--db", str(db)], env=ENV)
    lines = r.output.strip().splitlines()
    assert r.exit_code == 2 and len(lines) == 1 and is_error_line(lines[0]), r.output
    assert "no branch 'side'" in lines[0] and "b'side'" in lines[0], lines[0]
