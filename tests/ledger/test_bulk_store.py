"""The whole-match store writes with SQLite's foreign-key enforcement off for its one
transaction (when it stores BULK_EVENTS events or more): nothing it writes breaks a key,
enforcement is back on for every other write (also after a failure, which leaves the file
as it was), and verify runs SQLite's foreign-key check."""

import sqlite3

import pytest

from ledger import Conflict, Ledger, LedgerError, NewMatch
from ledger.chain import event_hash
from ledger.store import BULK_EVENTS
from replays.verify import verify_all
from tests.ledger.conftest import evs, raw, tamper


def _batch(n: int = 3, first_events: int = BULK_EVENTS) -> list[NewMatch]:
    """n matches, the first with `first_events` events: by default, each batch is large
    enough to be stored with the keys off."""
    return [NewMatch("demo", b'{"type":"genesis","n":%d}' % i, f"g{i}", {"i": i},
                     evs(1, first_events + i), [("c%d" % i, b"s" * 32)]) for i in range(n)]


def _dump(path) -> list[str]:
    conn = raw(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _enforced(led) -> bool:
    """Whether the ledger's own connection refuses an event of a branch that does not exist."""
    try:
        led.db.execute("INSERT INTO events (match_id, branch, seq, kind, payload, hash)"
                       " VALUES (1, 'nowhere', 0, 'x', '{}', 'h')")
    except sqlite3.IntegrityError as e:
        assert "FOREIGN KEY" in str(e)
        return True
    led.db.execute("DELETE FROM events WHERE branch = 'nowhere'")  # not reached when enforced
    return False


def test_a_bulk_store_leaves_every_foreign_key_whole_and_enforcement_back_on(led, path):
    ids = led.create_matches(_batch())
    conn = raw(path)
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    assert conn.execute("SELECT COUNT(*) FROM branches").fetchone() == (3,)
    assert conn.execute("SELECT COUNT(*) FROM secrets").fetchone() == (3,)
    conn.close()
    assert led.db.execute("PRAGMA foreign_keys").fetchone() == (1,)
    assert _enforced(led)
    assert [len(list(led.events(m))) for m in ids] == [BULK_EVENTS + 1 + i for i in range(3)]
    assert led.verify() == []
    # The other writes keep enforcement on: an append and a fork after the bulk store.
    led.append(ids[0], "main", BULK_EVENTS + 1, evs(5, 1))
    led.create_branch(ids[0], "alt", at=2)
    assert _enforced(led) and led.verify() == []


def test_a_malformed_event_in_the_batch_rolls_everything_back_and_restores_enforcement(led, path):
    led.create_matches(_batch(1))
    before = _dump(path)
    bad = _batch(2) + [NewMatch("demo", b"{}", events=evs(1, 2) + [("move", "not bytes", None)])]
    with pytest.raises(LedgerError) as caught:
        led.create_matches(bad)
    # One line naming the match by its would-be position and the event's seq.
    assert "event 3" in str(caught.value) and "nothing was written" in str(caught.value)
    assert "\n" not in str(caught.value)
    assert _dump(path) == before
    assert led.db.execute("PRAGMA foreign_keys").fetchone() == (1,) and _enforced(led)


def test_an_sqlite_error_inside_the_transaction_rolls_back_and_restores_enforcement(led, path):
    led.create_matches(_batch(1))
    before = _dump(path)
    # A temporary trigger on this connection makes SQLite itself fail on the second match's
    # fourth event, after the first match and part of the second are inserted.
    led.db.execute("CREATE TEMP TRIGGER boom BEFORE INSERT ON events WHEN NEW.match_id = 3"
                   " AND NEW.seq = 4 BEGIN SELECT RAISE(ABORT, 'boom'); END")
    with pytest.raises(LedgerError, match="boom"):
        led.create_matches(_batch(2))
    led.db.execute("DROP TRIGGER boom")
    assert _dump(path) == before
    assert led.db.execute("PRAGMA foreign_keys").fetchone() == (1,) and _enforced(led)
    assert led.create_matches(_batch(1)) == [2]  # ids are not used up by the failed batch
    assert led.verify() == []


def test_verify_reports_rows_whose_foreign_key_names_nothing(led, path):
    (m,) = led.create_matches(_batch(1))
    tamper(path,
           ("INSERT INTO branches (match_id, name, parent, fork_seq) VALUES (7, 'main', NULL, NULL)", ()),
           ("INSERT INTO secrets (match_id, commitment, seed) VALUES (8, 'c', x'00')", ()),
           ("INSERT INTO events (match_id, branch, seq, kind, payload, digest, hash)"
            " VALUES (?, 'gone', 9, 'move', '{}', NULL, 'h')", (m,)))
    problems = led.verify()
    assert [(p.match, p.branch, p.seq) for p in problems] == [(m, "gone", 9), (7, "main", 0), (8, "", 0)]
    assert "branch 'gone', which does not exist" in problems[0].what
    assert "names a matches row that does not exist" in problems[1].what
    assert "secret is kept for match 8, which does not exist" in problems[2].what
    # One match's verify reads only its own rows: its orphan event, not the other matches'.
    assert [(p.match, p.branch, p.seq) for p in led.verify(m)] == [(m, "gone", 9)]
    # verify --all: each problem once, the orphans of missing matches under their own id.
    verdicts = {v.match: [(p.branch, p.seq) for p in v.problems] for v in verify_all(led)}
    assert verdicts[7] == [("main", 0)] and verdicts[8] == [("", 0)]
    assert verdicts[m].count(("gone", 9)) == 1


@pytest.mark.parametrize("n", [1, 2, 15, 16, 17, 32, 33, 50])
def test_runs_of_events_are_stored_whole_across_the_multi_row_inserts(led, n):
    # Events of "main" go in 16 rows per statement and the rest one by one: every count
    # around those boundaries reads back byte for byte, in order, each hash chained.
    batch = evs(1, n)
    (m,) = led.create_matches([NewMatch("demo", b'{"g":1}', "g", None, batch)])
    got = list(led.events(m))
    assert [(e.seq, e.kind, e.payload, e.digest, e.branch) for e in got] == [
        (i, "genesis" if i == 0 else "move", b'{"g":1}' if i == 0 else batch[i - 1][1],
         "g" if i == 0 else batch[i - 1][2], "main") for i in range(n + 1)]
    prev = got[0].hash
    for e in got[1:]:
        assert e.hash == event_hash(prev, "main", e.seq, e.kind, e.payload, e.digest)
        prev = e.hash
    # The same through append, on main and on a fork, chained on from the head.
    assert led.append(m, "main", n + 1, evs(100, n)) == 2 * n
    led.create_branch(m, "alt", at=n, events=evs(200, n))
    assert [e.payload for e in led.events(m, "alt")][n + 1:] == [p for _, p, _ in evs(200, n)]
    assert led.verify() == []


def test_a_stale_head_under_a_multi_row_insert_is_a_conflict(led, path):
    (m,) = led.create_matches([NewMatch("demo", b"{}", None, None, evs(1, 3))])
    assert led.append(m, "main", 4, evs(4, 1)) == 4  # this connection now caches head 4
    other = Ledger.open(path)
    try:
        other.append(m, "main", 5, evs(5, 20))
    finally:
        other.close()
    # The cached head is stale: the 16-row insert itself meets seq 5 taken.
    with pytest.raises(Conflict) as info:
        led.append(m, "main", 5, evs(40, 20))
    assert info.value.head == 24
    assert [e.payload for e in led.events(m)][5:] == [p for _, p, _ in evs(5, 20)]
    assert led.verify() == []


_WRITTEN_TABLES = ("events", "branches", "snapshots", "secrets", "outcomes")


def _refuse_writes_without_keys(led, refuse: bool = True) -> None:
    """Temporary triggers that make SQLite refuse any row written while this connection
    does not enforce foreign keys (`refuse=False` drops them)."""
    for table in _WRITTEN_TABLES:
        led._conn.execute(f"DROP TRIGGER IF EXISTS temp.keys_{table}")
        if not refuse:
            continue
        led._conn.execute(
            f"CREATE TEMP TRIGGER keys_{table} BEFORE INSERT ON {table}"
            " WHEN (SELECT foreign_keys FROM pragma_foreign_keys) = 0"
            f" BEGIN SELECT RAISE(ABORT, 'written to {table} without foreign keys'); END")


def test_every_other_write_after_a_bulk_store_enforces_foreign_keys(led):
    (m,) = led.create_matches(_batch(1))
    # Left off after the store (a run of whole-match stores keeps its compiled inserts)...
    assert led._conn.execute("PRAGMA foreign_keys").fetchone() == (0,)
    # ...and turned on by whichever write comes next, each of them in turn.
    writes = [
        lambda: led.append(m, "main", BULK_EVENTS + 1, evs(5, 2)),
        lambda: led.create_branch(m, "alt", at=3, events=evs(50, 2), secrets=[("c-alt", b"s")]),
        lambda: led.put_snapshot(m, "alt", 4, "v1", b"state", "d"),
        lambda: led.set_secret(m, "c-new", b"seed"),
        lambda: led.set_outcome(m, {"winner": "Ada", "seq": 6}),
        lambda: led.cache_heads([(m, 6, "v1", b"state", "d", {"winner": "Ada"})]),
        lambda: led.db.execute("INSERT INTO secrets (match_id, commitment, seed) VALUES (?, 'c-db', x'00')", (m,)),
    ]
    for write in writes:
        _refuse_writes_without_keys(led, False)
        led.create_matches(_batch(1))  # off again
        _refuse_writes_without_keys(led)
        write()  # a trigger refuses it if it runs without the keys
    assert led._conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
    assert led.verify() == []


def test_a_run_of_whole_match_stores_switches_foreign_keys_once(led):
    # Each switch of the pragma makes SQLite compile every cached statement again at its
    # next use, so matches stored one transaction each switch it off once, not per match.
    seen: list[str] = []
    led._conn.set_trace_callback(seen.append)
    for nm in _batch(4):
        led.create_match(nm.game, nm.genesis, nm.digest, nm.meta, nm.events, nm.secrets)
    led.append(1, "main", BULK_EVENTS + 1, evs(5, 1))
    led._conn.set_trace_callback(None)
    assert [s for s in seen if s.startswith("PRAGMA foreign_keys")] == [
        "PRAGMA foreign_keys = OFF", "PRAGMA foreign_keys = ON"]
    assert led.verify() == []


def test_small_whole_match_stores_between_other_writes_keep_foreign_keys_on(led):
    # A recorded match is stored with a few events, then its decisions are appended one by
    # one: switching the keys off for the store and on for the appends would compile every
    # cached statement twice per match, more than the probes of a few events cost.
    seen: list[str] = []
    led._conn.set_trace_callback(seen.append)
    _refuse_writes_without_keys(led)  # a row written without the keys is refused
    for i in range(3):  # genesis and BULK_EVENTS - 2 events: one short of switching
        m = led.create_match("demo", b'{"n":%d}' % i, None, None, evs(1, BULK_EVENTS - 2),
                             [("c%d" % i, b"s")])
        led.append(m, "main", BULK_EVENTS - 1, evs(500, 1))
    _refuse_writes_without_keys(led, False)
    led._conn.set_trace_callback(None)
    assert [s for s in seen if s.startswith("PRAGMA foreign_keys")] == []
    assert led._conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
    # One event more, and the store switches them off (the next other write, back on).
    led.create_matches(_batch(1, first_events=BULK_EVENTS - 1))
    assert led._conn.execute("PRAGMA foreign_keys").fetchone() == (0,)
    assert led.verify() == []
