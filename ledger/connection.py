"""The ledger's SQLite connection: opening a file, its pragmas, telling a ledger from any
other file, migrating it, and saying what a sqlite3 error means in one line.

The connection runs in driver autocommit mode (`isolation_level=None`): the ledger writes in
explicit `BEGIN IMMEDIATE ... COMMIT` transactions of its own (`ledger.store`).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ledger import schema
from ledger.errors import LedgerError, LedgerLocked, NewerSchema, NotALedger

if TYPE_CHECKING:  # made by the caller only when a file is created or migrated
    from sqlite_utils import Database

BUSY_TIMEOUT = 2.0
"""Seconds a writer waits for another connection's lock before giving up with LedgerLocked."""

NO_LIMIT = 2**63 - 1  # an upper seq bound that keeps each read a single prepared statement
SMALLEST = -2**63  # SQLite's INTEGER range: an id or seq outside it names no row

_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_CORRUPT, _SQLITE_NOTADB = 5, 6, 8, 11, 26


def storable(n: int) -> bool:
    """Whether `n` fits SQLite's INTEGER: one that does not (a match id 2**64 typed on the
    command line) names no row, rather than an OverflowError out of the driver."""
    return SMALLEST <= n <= NO_LIMIT


def connect(p: Path, create: bool, readonly: bool) -> sqlite3.Connection:
    """A connection to the file at `p` (not yet checked to be a ledger, see `prepare`)."""
    if not p.exists():
        if readonly or not create:
            raise LedgerError(f"no ledger at {p}")
        if not p.parent.is_dir():  # SQLite would say only "unable to open database file"
            raise LedgerError(f"cannot create a ledger at {p}: there is no folder {p.parent}")
    elif p.is_dir():
        raise NotALedger(f"{p} is a directory, not a matchlog ledger")
    try:
        if readonly:
            return sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True,
                                   timeout=BUSY_TIMEOUT, isolation_level=None)
        return sqlite3.connect(p, timeout=BUSY_TIMEOUT, isolation_level=None)
    except sqlite3.Error as e:
        raise LedgerError(f"cannot open ledger at {p}: {e}") from e


def prepare(conn: sqlite3.Connection, path: Path, readonly: bool, create: bool,
            database: Callable[[], Database]) -> int:
    """Set the connection's pragmas and bring the file to the current schema; returns the
    schema version it is read as.

    A file older than this code's schema is migrated (through `database()`, a sqlite-utils
    Database over `conn`), or, opened read-only, read as the current schema without a write
    (`schema.READ_AS_NEWER`); a newer one is refused with NewerSchema; anything else is
    refused with NotALedger.
    """
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = NORMAL")
        found = schema.user_version(conn)
        fresh = _classify(conn, path, found)
        if fresh and (readonly or not create):
            raise NotALedger(f"{path} is an empty database, not a matchlog ledger")
        if not readonly:
            # Only after classifying: never switch a stranger's database to WAL.
            schema.enable_wal(conn)
        if found < schema.SCHEMA_VERSION:
            if readonly:  # read it as the current schema; the file stays as it is
                if not schema.read_as_current(conn, found):
                    raise LedgerError(
                        f"ledger {path} has schema version {found}, older than "
                        f"{schema.SCHEMA_VERSION}; open it writable once to migrate it")
                return found
            conn.execute("BEGIN IMMEDIATE")
            try:
                # Another process may have created or migrated the file meanwhile.
                found = schema.user_version(conn)
                _classify(conn, path, found)
                schema.migrate(database(), found)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        return schema.user_version(conn)
    except sqlite3.Error as e:
        raise translate(e, path, "open it") from e


def _classify(conn: sqlite3.Connection, path: Path, version: int) -> bool:
    """True for an empty database; raise unless the file is a ledger we can read."""
    if version == 0 and conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0] == 0:
        return True
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (schema.FORMAT_KEY,)).fetchone()
    except sqlite3.OperationalError:
        row = None
    if row is None or row[0] != schema.FORMAT:
        raise NotALedger(f"{path} is a SQLite database but not a matchlog ledger")
    if version > schema.SCHEMA_VERSION:
        raise NewerSchema(
            f"ledger {path} has schema version {version}, newer than the "
            f"{schema.SCHEMA_VERSION} this matchlog understands; upgrade matchlog",
            version, schema.SCHEMA_VERSION,
        )
    return False


def translate(e: sqlite3.Error, path: Path, doing: str) -> LedgerError:
    """A one-line LedgerError for a sqlite3 error met on the ledger at `path` while `doing`
    something."""
    code = getattr(e, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(e)
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in text:
        return LedgerLocked(
            f"ledger {path} is locked by another writer (waited {BUSY_TIMEOUT:g} s) "
            f"trying to {doing}"
        )
    if primary == _SQLITE_READONLY:
        return LedgerError(f"ledger {path} is read-only: cannot {doing} ({text})")
    if primary == _SQLITE_NOTADB or "not a database" in text:
        return NotALedger(f"{path} is not a SQLite database, so not a matchlog ledger")
    if primary == _SQLITE_CORRUPT or "malformed" in text:
        # A truncated or overwritten file: say so, rather than SQLite's words alone.
        return LedgerError(f"ledger {path} is damaged (truncated or overwritten: {text}): "
                           f"cannot {doing}; restore it from a copy")
    return LedgerError(f"ledger {path}: cannot {doing}: {text}")
