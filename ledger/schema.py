"""The ledger's SQLite schema: tables, append-only triggers, and migrations between versions.

The schema version lives in `PRAGMA user_version` (so any SQLite tool can read it, and it
changes in the same transaction as the migration that needs it). The `meta` table marks the
file as a matchlog ledger, so a stranger's database with a user_version is never mistaken
for one, let alone migrated.

`MIGRATIONS[v]` upgrades a file from version v to v + 1. `Ledger.open` applies the missing
ones inside one `BEGIN IMMEDIATE` transaction, so a file is never left half migrated, and
refuses a file whose version is newer than `SCHEMA_VERSION`. To change the schema, append a
function here, with its read shim (`READ_AS_NEWER`), and bump `SCHEMA_VERSION`; never edit a
published migration.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # imported by the caller only when a file is created or migrated
    from sqlite_utils import Database

SCHEMA_VERSION = 3
FORMAT_KEY = "format"
FORMAT = "matchlog-ledger"
APPEND_ONLY = "matchlog ledger is append-only"

# Every change to these rows would break the hash chain or the tree of fork pointers, so the
# database itself refuses them; snapshots stay writable because they are only a cache.
_TRIGGERS = {
    "events_no_update": "BEFORE UPDATE ON events",
    "events_no_delete": "BEFORE DELETE ON events",
    "branches_no_update": "BEFORE UPDATE ON branches",
    "branches_no_delete": "BEFORE DELETE ON branches",
    "matches_no_delete": "BEFORE DELETE ON matches",
}


def _create_v1(db: Database) -> None:
    """Version 0 (an empty file) to 1: the whole schema."""
    db.create_table("meta", {"key": str, "value": str}, pk="key", not_null=["value"])
    db.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (FORMAT_KEY, FORMAT))
    # id is an INTEGER PRIMARY KEY, assigned by SQLite; since deleting a match is refused,
    # the largest id never shrinks and an id is never reused.
    db.create_table(
        "matches",
        {"id": int, "game": str, "created_at": str, "meta": str},
        pk="id",
        not_null=["game", "created_at", "meta"],
    )
    # A branch is a fork pointer: (parent, fork_seq), both NULL for the root branch "main".
    db.create_table(
        "branches",
        {"match_id": int, "name": str, "parent": str, "fork_seq": int},
        pk=("match_id", "name"),
        not_null=["match_id", "name"],
        foreign_keys=[
            ("match_id", "matches", "id"),
            (("match_id", "parent"), "branches", ("match_id", "name")),
        ],
    )
    # The primary key is the UNIQUE(match_id, branch, seq) that turns a racing append into a
    # conflict instead of a fork or a gap. payload is TEXT so any SQLite tool shows the JSON.
    db.create_table(
        "events",
        {"match_id": int, "branch": str, "seq": int, "kind": str, "payload": str,
         "digest": str, "hash": str},
        pk=("match_id", "branch", "seq"),
        not_null=["match_id", "branch", "seq", "kind", "payload", "hash"],
        foreign_keys=[(("match_id", "branch"), "branches", ("match_id", "name"))],
    )
    # Keyed with rules_version before seq so "greatest seq <= N for this rules version" is
    # one descending index probe.
    db.create_table(
        "snapshots",
        {"match_id": int, "branch": str, "rules_version": str, "seq": int, "state": bytes,
         "digest": str},
        pk=("match_id", "branch", "rules_version", "seq"),
        not_null=["match_id", "branch", "rules_version", "seq", "state", "digest"],
        foreign_keys=[(("match_id", "branch"), "branches", ("match_id", "name"))],
    )
    # The dealer's secret seeds, by the commitment (hash) published in the log. Outside the
    # hash chain on purpose: they are revealed in the log only when a match ends.
    db.create_table(
        "secrets",
        {"match_id": int, "commitment": str, "seed": bytes},
        pk=("match_id", "commitment"),
        not_null=["match_id", "commitment", "seed"],
        foreign_keys=[("match_id", "matches", "id")],
    )
    for name, when in _TRIGGERS.items():
        db.execute(
            f"CREATE TRIGGER {name} {when} BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END"
        )


def _v2_bind_identity(db: Database) -> None:
    """Version 1 to 2: a chain scheme per match, and the matches row becomes append-only.

    Matches already recorded keep scheme 1 (their chains start from a constant, see
    `ledger.chain`); their hashes are not rewritten, so a file tampered with before the
    migration is not laundered by it. New matches are recorded under scheme 2.
    """
    db.execute("ALTER TABLE matches ADD COLUMN chain INTEGER NOT NULL DEFAULT 1")
    db.execute("CREATE TRIGGER matches_no_update BEFORE UPDATE ON matches "
               f"BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END")


def _v3_outcomes(db: Database) -> None:
    """Version 2 to 3: how each match ended, as the recorder noted it, for listings to show
    and filter without folding. A cache like snapshots (the log stays the truth), so it is
    writable; matches recorded before it have no row until they are noted again."""
    db.execute("CREATE TABLE outcomes (match_id INTEGER PRIMARY KEY REFERENCES matches(id),"
               " seq INTEGER NOT NULL, winner TEXT, record TEXT NOT NULL)")


MIGRATIONS: list[Callable[["Database"], None]] = [_create_v1, _v2_bind_identity, _v3_outcomes]
"""MIGRATIONS[v] upgrades version v to v + 1; len(MIGRATIONS) == SCHEMA_VERSION."""

assert len(MIGRATIONS) == SCHEMA_VERSION


def _read_v2(conn: sqlite3.Connection) -> None:
    """Version 1 read as 2: every match of a version 1 file is under chain scheme 1."""
    conn.execute("CREATE TEMP VIEW matches AS SELECT id, game, created_at, meta, 1 AS chain"
                 " FROM main.matches")


def _read_v3(conn: sqlite3.Connection) -> None:
    """Version 2 read as 3: no outcome noted yet, as right after the migration."""
    conn.execute("CREATE TEMP TABLE outcomes (match_id INTEGER PRIMARY KEY, seq INTEGER NOT NULL,"
                 " winner TEXT, record TEXT NOT NULL)")


READ_AS_NEWER: list[Callable[[sqlite3.Connection], None] | None] = [None, _read_v2, _read_v3]
"""READ_AS_NEWER[v] makes a read-only connection to a version v file read as version v + 1,
through TEMP views and tables that shadow the file's own (SQLite looks names up in `temp`
first), without writing a byte to the file: a read-only command works on an older ledger and
leaves it for an older matchlog to open. Each migration has one (None: an empty file, which
a reader refuses anyway)."""

assert len(READ_AS_NEWER) == SCHEMA_VERSION


def read_as_current(conn: sqlite3.Connection, found: int) -> bool:
    """Make a read-only connection to a version `found` file read as `SCHEMA_VERSION`; False
    (nothing done) when a migration since `found` has no read shim."""
    shims = READ_AS_NEWER[found:SCHEMA_VERSION]
    if len(shims) != SCHEMA_VERSION - found:
        return False
    for shim in shims:
        if shim is not None:
            shim(conn)
    return True


def user_version(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


def enable_wal(conn: sqlite3.Connection) -> None:
    """Switch the file to write-ahead logging (what sqlite-utils' enable_wal does)."""
    if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
        conn.execute("PRAGMA journal_mode = wal")


def migrate(db: Database, found: int) -> None:
    """Apply every migration after version `found`; the caller holds the write transaction."""
    for version in range(found, SCHEMA_VERSION):
        MIGRATIONS[version](db)
    # PRAGMA takes no parameters; SCHEMA_VERSION is our own int.
    db.execute(f"PRAGMA user_version = {int(SCHEMA_VERSION)}")
