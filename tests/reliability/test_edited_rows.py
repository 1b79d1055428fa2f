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
