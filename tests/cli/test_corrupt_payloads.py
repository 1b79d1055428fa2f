"""An event whose stored payload was changed behind the ledger's back into something that is not
JSON (the append-only triggers dropped, as an editor with the sqlite3 CLI can): every command
that reads it says which match, branch and event, in one line, exit 2, and writes nothing
(that its hash no longer chains, or, for `audit`, which judges the events as stored, that it
cannot be decoded)."""

import hashlib
import sqlite3

import pytest

from tests.ledger.conftest import tamper


@pytest.fixture
def corrupt(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "9").exit_code == 0
    conn = sqlite3.connect(run.db, isolation_level=None)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    kind = conn.execute("SELECT kind FROM events WHERE match_id = 1 AND seq = 20").fetchone()[0]
    conn.close()
    tamper(run.db, ("UPDATE events SET payload = 'not json at all' WHERE match_id = 1 AND "
                    "branch = 'main' AND seq = 20", ()))
    return run, kind


@pytest.mark.parametrize("args", [
    ["export", "1", "-o", "{tmp}/m.jsonl"],
    ["export", "1", "--as", "0", "-o", "{tmp}/m.jsonl"],
    ["bundle", "1", "-o", "{tmp}/b.matchlog.jsonl"],
    ["log", "1"],
    ["audit", "1"],
])
def test_a_payload_that_is_not_json_is_named_where_it_is(corrupt, tmp_path, args):
    run, kind = corrupt
    before = hashlib.sha256(run.db.read_bytes()).hexdigest()
    r = run(*[a.format(tmp=tmp_path) for a in args])
    assert r.exit_code == 2, r.output
    if args[0] == "audit":  # judges the events as stored: the one it cannot read
        assert r.output.strip().startswith(f"error: match 1, branch main, event 20: cannot "
                                           f"decode a {kind!r} event: ")
    else:  # reads nothing past a broken hash chain (test_edited_events.py)
        assert r.output.strip().startswith("error: match 1, branch main, event 20 cannot be "
                                           "trusted, and the ledger does not verify: branch "
                                           "main, event 20: hash mismatch")
    assert len(r.output.strip().splitlines()) == 1
    assert hashlib.sha256(run.db.read_bytes()).hexdigest() == before
    assert not list(tmp_path.glob("*.jsonl"))  # no half-written transcript
