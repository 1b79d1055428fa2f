import sqlite3

import pytest

from ledger import (Ledger, LedgerError, LedgerLocked, NewerSchema, NotALedger, SCHEMA_VERSION)
from ledger import schema
from tests.ledger.conftest import ev, raw


def test_a_new_ledger_has_the_schema_and_pragmas(path):
    with Ledger.open(path) as led:
        assert led.schema_version == SCHEMA_VERSION == 3
        assert led.path == path and not led.readonly
        conn = led.db.conn
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
        assert conn.execute("PRAGMA synchronous").fetchone() == (1,)  # NORMAL
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
        assert conn.execute("PRAGMA user_version").fetchone() == (3,)
        assert {"matches", "branches", "events", "snapshots", "secrets", "meta", "outcomes"} <= set(led.db.table_names())
        m = led.create_match("demo", b"{}")
    with Ledger.open(str(path), create=False) as again:
        assert again.match(m).game == "demo"


def test_missing_file_without_create(tmp_path):
    missing = tmp_path / "nope.db"
    with pytest.raises(LedgerError, match=f"no ledger at {missing}"):
        Ledger.open(missing, create=False)
    with pytest.raises(LedgerError, match="no ledger at"):
        Ledger.open(missing, readonly=True)
    assert not missing.exists()


def test_a_text_file_is_not_a_ledger(tmp_path):
    fake = tmp_path / "notes.db"
    fake.write_text("these are my notes, not a database\n" * 20)
    with pytest.raises(NotALedger, match="notes.db"):
        Ledger.open(fake)
    assert fake.read_text().startswith("these are my notes")


def test_another_sqlite_database_is_not_a_ledger(tmp_path):
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE things (x)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with pytest.raises(NotALedger, match="other.db"):
        Ledger.open(other)
    conn = sqlite3.connect(other)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # left untouched
    conn.close()


def test_an_empty_file_needs_create(tmp_path):
    empty = tmp_path / "empty.db"
    empty.touch()
    with pytest.raises(NotALedger):
        Ledger.open(empty, create=False)
    with Ledger.open(empty) as led:
        assert led.schema_version == SCHEMA_VERSION


def test_a_directory_is_not_a_ledger(tmp_path):
    with pytest.raises(NotALedger):
        Ledger.open(tmp_path)


def test_a_newer_schema_is_refused(path):
    Ledger.open(path).close()
    conn = raw(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(NewerSchema, match="99") as info:
        Ledger.open(path)
    assert "3" in str(info.value) and (info.value.found, info.value.supported) == (99, 3)
    with pytest.raises(NewerSchema):
        Ledger.open(path, readonly=True)


def test_migrations_run_on_open_of_an_older_file(path, monkeypatch):
    with Ledger.open(path) as led:
        m = led.create_match("demo", b"{}")

    def add_notes(db):
        db.create_table("notes", {"match_id": int, "text": str})

    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS + [add_notes])
    monkeypatch.setattr(schema, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(LedgerError, match="open it writable once"):
        Ledger.open(path, readonly=True)
    with Ledger.open(path) as led:
        assert led.schema_version == SCHEMA_VERSION + 1
        assert "notes" in led.db.table_names()
        assert led.match(m).game == "demo"
    with Ledger.open(path) as led:  # applied once
        assert led.schema_version == SCHEMA_VERSION + 1


def test_a_failing_migration_leaves_the_file_as_it_was(path, monkeypatch):
    Ledger.open(path).close()

    def broken(db):
        db.create_table("half", {"x": int})
        raise RuntimeError("migration bug")

    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS + [broken])
    monkeypatch.setattr(schema, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(RuntimeError):
        Ledger.open(path)
    conn = raw(path)
    assert conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'").fetchone() == (0,)
    conn.close()


def test_a_held_write_lock_gives_ledger_locked(path):
    with Ledger.open(path) as led:
        m = led.create_match("demo", b"{}")
        other = raw(path)
        other.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(LedgerLocked, match="locked"):
                led.append(m, "main", 1, [ev(1)])
            assert [e.seq for e in led.events(m)] == [0]  # readers are not blocked (WAL)
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert led.append(m, "main", 1, [ev(1)]) == 1


def test_read_only_reads_and_refuses_every_write(path):
    with Ledger.open(path) as led:
        m = led.create_match("demo", b"{}")
        led.append(m, "main", 1, [ev(1)])
        led.set_secret(m, "c", b"s")
    with Ledger.open(path, readonly=True) as ro:
        assert ro.readonly and ro.head(m) == 1 and len(list(ro.events(m))) == 2
        assert ro.verify() == [] and ro.get_secret(m, "c") == b"s"
        writes = [
            lambda: ro.create_match("demo", b"{}"),
            lambda: ro.append(m, "main", 2, [ev(2)]),
            lambda: ro.create_branch(m, "alt", at=0),
            lambda: ro.put_snapshot(m, "main", 1, "v1", b"s", "d"),
            lambda: ro.set_secret(m, "c2", b"s"),
        ]
        for write in writes:
            with pytest.raises(LedgerError, match="read-only"):
                write()
        # Even going around the API, SQLite itself refuses: the file is open with mode=ro.
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            ro.db.conn.execute("INSERT INTO meta (key, value) VALUES ('x', 'y')")
    with Ledger.open(path) as led:
        assert led.head(m) == 1 and led.branches(m)[-1].name == "main"


def test_a_version_1_file_migrates_and_its_matches_verify_under_the_old_chain(path):
    """A ledger written before schema 2: its chains start from zeros and bind no match id."""
    from sqlite_utils import Database

    from ledger.chain import GENESIS_PREV, event_hash

    conn = sqlite3.connect(path, isolation_level=None)
    db = Database(conn)
    schema.MIGRATIONS[0](db)
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO matches (id, game, created_at, meta) VALUES (1, 'demo', 'then', '{}')")
    conn.execute("INSERT INTO branches (match_id, name) VALUES (1, 'main')")
    prev = GENESIS_PREV
    for seq, kind in enumerate(["genesis", "move", "move"]):
        prev = event_hash(prev, "main", seq, kind, b"{}", None)
        conn.execute("INSERT INTO events VALUES (1, 'main', ?, ?, '{}', NULL, ?)", (seq, kind, prev))
    conn.close()
    with Ledger.open(path, readonly=True) as ro:  # read as schema 3, written not at all
        assert ro.schema_version == 1 and ro.match(1).chain == 1 and ro.verify() == []
        assert [m.id for m in ro.matches()] == [1] and ro.head(1) == 2
    assert raw(path).execute("PRAGMA user_version").fetchone() == (1,)
    with Ledger.open(path) as led:
        assert led.schema_version == 3
        assert led.match(1).chain == 1 and led.verify() == []
        new = led.create_match("demo", b"{}")
        assert led.match(new).chain == 2 and led.verify() == []
        assert led.event(new, "main", 0).hash != led.event(1, "main", 0).hash
    bad = raw(path)
    for name, in bad.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        bad.execute(f"DROP TRIGGER {name}")
    bad.execute("UPDATE matches SET chain = 1 WHERE id = 2")  # a downgrade does not pass either
    bad.close()
    with Ledger.open(path) as led:
        assert [(p.match, p.seq) for p in led.verify()] == [(2, 0)]


def _filled(path, matches: int = 40) -> None:
    """A ledger of several pages, checkpointed so that the main file holds everything."""
    with Ledger.open(path) as led:
        for _ in range(matches):
            m = led.create_match("demo", b"{}")
            led.append(m, "main", 1, [ev(i) for i in range(1, 30)])
    conn = raw(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def test_a_truncated_ledger_is_named_damaged_and_left_as_it_is(path):
    _filled(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    for readonly in (True, False):
        with pytest.raises(LedgerError) as err:
            with Ledger.open(path, readonly=readonly) as led:
                led.verify()
        message = str(err.value)
        assert f"ledger {path} is damaged" in message and "restore it from a copy" in message
        assert "\n" not in message and "cannot open it in ledger" not in message
    assert path.read_bytes() == data[: len(data) // 2]


def test_an_overwritten_page_is_named_damaged_when_it_is_read(path):
    _filled(path)
    data = bytearray(path.read_bytes())
    page = len(data) // 2 // 4096 * 4096  # a page of events, past the schema's pages
    data[page:page + 4096] = bytes(range(256)) * 16
    path.write_bytes(bytes(data))
    with Ledger.open(path, readonly=True) as led:
        with pytest.raises(LedgerError, match=f"ledger {path} is damaged .*: cannot read"):
            for m in led.matches():
                list(led.events(m.id))
    assert path.read_bytes() == bytes(data)


def test_a_ledger_in_a_folder_that_does_not_exist_names_the_folder(tmp_path):
    where = tmp_path / "no-such-folder" / "match.db"
    with pytest.raises(LedgerError) as err:
        Ledger.open(where)
    assert str(err.value) == (f"cannot create a ledger at {where}: there is no folder "
                              f"{where.parent}")
    assert not where.parent.exists()
