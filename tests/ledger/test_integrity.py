"""Append-only triggers and the hash chain: what a hand edit of the file looks like to verify."""

import hashlib
import sqlite3

import pytest

from ledger import Problem
from ledger.chain import GENESIS_PREV, chain_origin, event_hash
from tests.ledger.conftest import evs, raw, tamper

APPEND_ONLY = "matchlog ledger is append-only"


@pytest.fixture
def tree(led, match):
    """main 0..5, alt forked from main at 2 with own 3..6, sub forked from alt at 4 with own 5..6."""
    led.create_branch(match, "alt", at=2)
    led.append(match, "alt", 3, evs(30, 4))
    led.create_branch(match, "sub", parent="alt", at=4)
    led.append(match, "sub", 5, evs(50, 2))
    assert led.verify() == []
    return match


@pytest.mark.parametrize("sql", [
    "UPDATE events SET payload = '{}' WHERE seq = 1",
    "DELETE FROM events WHERE seq = 5",
    "UPDATE branches SET fork_seq = 1 WHERE name = 'alt'",
    "DELETE FROM branches WHERE name = 'alt'",
    "DELETE FROM matches",
    "INSERT OR REPLACE INTO events (match_id, branch, seq, kind, payload, digest, hash)"
    " SELECT match_id, branch, seq, kind, '{}', digest, hash FROM events WHERE seq = 1",
])
def test_triggers_refuse_changes(led, path, tree, sql):
    before = [list(led.events(tree, b)) for b in ("main", "alt", "sub")]
    # The ledger's own connection (sqlite-utils turns recursive triggers on, so the REPLACE's
    # implicit delete fires the trigger too) ...
    with pytest.raises(sqlite3.IntegrityError, match=APPEND_ONLY):
        led.db.execute(sql)
    # ... and a plain sqlite3 connection, as another tool would use.
    conn = raw(path)
    if "REPLACE" not in sql:  # plain sqlite3 leaves recursive triggers off, see below
        with pytest.raises(sqlite3.IntegrityError, match=APPEND_ONLY):
            conn.execute(sql)
    conn.close()
    assert [list(led.events(tree, b)) for b in ("main", "alt", "sub")] == before


def test_snapshots_may_be_deleted_but_matches_not_updated(led, path, tree):
    led.put_snapshot(tree, "main", 3, "v1", b"state", "d3")
    conn = raw(path)
    conn.execute("DELETE FROM snapshots")
    with pytest.raises(sqlite3.IntegrityError, match=APPEND_ONLY):
        conn.execute("UPDATE matches SET meta = '{\"x\":1}'")
    conn.close()
    assert led.nearest_snapshot(tree, "main", 5, "v1") is None
    assert led.match(tree).meta != {"x": 1}


def test_stored_hashes_follow_the_documented_layout(led, tree):
    genesis = led.event(tree, "main", 0)
    origin = chain_origin(2, tree, genesis.payload)
    assert origin == hashlib.sha256(f"matchlog-chain-2\n{tree}\n".encode() + genesis.payload).hexdigest()
    assert genesis.hash == event_hash(origin, "main", 0, "genesis", genesis.payload, genesis.digest)
    assert genesis.hash != event_hash(GENESIS_PREV, "main", 0, "genesis", genesis.payload,
                                      genesis.digest)  # the old scheme, which bound no identity
    e1 = led.event(tree, "main", 1)
    text = f"{genesis.hash}\nmain\n1\n{e1.kind}\n{e1.payload.decode()}\n{e1.digest}"
    assert e1.hash == hashlib.sha256(text.encode("utf-8")).hexdigest()
    # A branch's first own event chains from the parent's event at the fork point.
    first = led.event(tree, "alt", 3)
    assert first.hash == event_hash(led.event(tree, "main", 2).hash, "alt", 3, first.kind,
                                    first.payload, first.digest)
    nested = led.event(tree, "sub", 5)
    assert nested.hash == event_hash(led.event(tree, "alt", 4).hash, "sub", 5, nested.kind,
                                     nested.payload, nested.digest)


def _where(branch, seq):
    return f" WHERE branch = '{branch}' AND seq = {seq}"


@pytest.mark.parametrize("branch, seq, sql, expected", [
    # one changed byte of a payload
    ("main", 3, "UPDATE events SET payload = replace(payload, '3', '8')", ("main", 3)),
    ("alt", 4, "UPDATE events SET payload = replace(payload, 'move', 'mova')", ("alt", 4)),
    ("sub", 6, "UPDATE events SET payload = payload || ' '", ("sub", 6)),
    # the digest, the kind, the hash itself
    ("main", 2, "UPDATE events SET digest = 'd9'", ("main", 2)),
    ("alt", 5, "UPDATE events SET digest = NULL", ("alt", 5)),
    ("main", 1, "UPDATE events SET kind = 'mova'", ("main", 1)),
    ("sub", 5, "UPDATE events SET hash = '0' || substr(hash, 2)", ("sub", 5)),
    ("main", 0, "UPDATE events SET payload = '{}'", ("main", 0)),
    # the seq: the event is gone from its place
    ("main", 4, "UPDATE events SET seq = 40", ("main", 4)),
    ("alt", 6, "UPDATE events SET seq = 7", ("alt", 6)),
])
def test_tampering_an_event_names_its_branch_and_seq(led, path, tree, branch, seq, sql, expected):
    tamper(path, (sql + _where(branch, seq), ()))
    problems = led.verify(tree)
    assert [(p.branch, p.seq) for p in problems] == [expected], problems
    assert all(isinstance(p, Problem) and p.match == tree and p.what for p in problems)


def test_moving_bytes_between_fields_is_detected(led, path, tree):
    # Shift the payload's first byte into the kind: same concatenation if the kind could hold
    # a newline, which is why the ledger refuses one.
    tamper(path, ("UPDATE events SET kind = kind || char(10) || substr(payload, 1, 1),"
                  " payload = substr(payload, 2)" + _where("main", 2), ()))
    assert [(p.branch, p.seq) for p in led.verify(tree)] == [("main", 2)]


@pytest.mark.parametrize("sql, expected", [
    # the fork pointer moved down: alt's chain now lacks seq 2 (its own start at 3 is late)
    ("UPDATE branches SET fork_seq = 1 WHERE name = 'alt'", ("alt", 2)),
    # moved up: alt's own event 3 now sits at/below the fork point
    ("UPDATE branches SET fork_seq = 3 WHERE name = 'alt'", ("alt", 3)),
    # sub now claims to fork alt at 5: its first own event 5 is below the fork
    ("UPDATE branches SET fork_seq = 5 WHERE name = 'sub'", ("sub", 5)),
    # sub now hangs off main: its first own event no longer chains from alt's event 4
    ("UPDATE branches SET parent = 'main' WHERE name = 'sub'", ("sub", 5)),
])
def test_tampering_a_fork_pointer_names_the_first_bad_seq(led, path, tree, sql, expected):
    tamper(path, (sql, ()))
    assert [(p.branch, p.seq) for p in led.verify(tree)] == [expected]


def test_renaming_a_branch_row_orphans_its_events(led, path, tree):
    tamper(path, ("UPDATE branches SET name = 'alt2' WHERE name = 'sub'", ()))
    assert [(p.branch, p.seq) for p in led.verify(tree)] == [("sub", 5)]
    assert "does not exist" in led.verify()[0].what


def test_moving_an_event_to_another_branch(led, path, tree):
    tamper(path, ("UPDATE events SET branch = 'sub', seq = 7" + _where("alt", 3), ()))
    assert sorted((p.branch, p.seq) for p in led.verify(tree)) == [("alt", 3), ("sub", 7)]


def test_losing_a_branch_tail_is_beyond_a_hash_chain(led, path, tree):
    # A chain cannot tell a truncated branch from a shorter one (git's refs have the same
    # limit): moving alt's last event away only shows where it lands.
    tamper(path, ("UPDATE events SET branch = 'sub', seq = 7" + _where("alt", 6), ()))
    assert [(p.branch, p.seq) for p in led.verify(tree)] == [("sub", 7)]


def test_renaming_the_parent_of_a_branch(led, path, tree):
    tamper(path, ("UPDATE branches SET parent = 'nope' WHERE name = 'alt'", ()))
    problems = led.verify(tree)
    assert [(p.branch, p.seq) for p in problems] == [("alt", 3)]
    assert "does not exist" in problems[0].what


def test_verify_stops_each_branch_at_its_first_bad_event_and_covers_all_matches(led, path, tree):
    other = led.create_match("demo", b"{}")
    led.append(other, "main", 1, evs(1, 4))
    tamper(path,
           ("UPDATE events SET digest = 'x' WHERE match_id = ? AND branch = 'main' AND seq IN (2, 4)", (tree,)),
           ("UPDATE events SET digest = 'x' WHERE match_id = ? AND branch = 'sub' AND seq = 6", (tree,)),
           ("UPDATE events SET digest = 'x' WHERE match_id = ? AND seq = 3", (other,)))
    assert [(p.match, p.branch, p.seq) for p in led.verify()] == [
        (tree, "main", 2), (tree, "sub", 6), (other, "main", 3)]
    assert [(p.match, p.branch, p.seq) for p in led.verify(other)] == [(other, "main", 3)]
