"""The Ledger: an append-only SQLite store of opaque events per match and branch.

The ledger knows nothing of any game. An event is a `kind` string, a JSON `payload` (bytes
in, bytes out, stored as TEXT so any SQLite tool can read it) and an optional state digest.
Branches are fork pointers (parent, fork_seq); reading a branch follows the pointers, one
query per level of the chain.

Transactions are explicit: the connection runs in driver autocommit mode and every write is
one `BEGIN IMMEDIATE ... COMMIT`, so a writer takes the lock before it reads the head it
builds on, and a batch is written wholly or not at all.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator, NamedTuple, Sequence

from ledger import schema
from ledger.chain import CHAIN_SCHEME, GENESIS_PREV, chain_origin, event_hash, field_problem
from ledger.errors import (
    Conflict,
    LedgerError,
    LedgerLocked,
    NewerSchema,
    NotALedger,
    UnknownBranch,
    UnknownMatch,
)
from ledger.listing import MATCH_INFO, filters
from ledger.records import GENESIS, MAIN, BranchInfo, MatchInfo, Problem, StoredEvent
from ledger.rows import (
    INSERT_EVENT,
    INSERT_OUTCOME,
    INSERT_SECRET,
    chained_rows,
    insert_events,
    outcome_row,
    payload_problem,
    secret_rows,
)
from ledger.verify import foreign_key_problems, stray_events, verify_match

BUSY_TIMEOUT = 2.0
"""Seconds a writer waits for another connection's lock before giving up with LedgerLocked."""

BRANCH_NAME = re.compile(r"[A-Za-z0-9._-]{1,64}")

_NO_LIMIT = 2**63 - 1  # an upper seq bound that keeps each read a single prepared statement
_SMALLEST = -2**63  # SQLite's INTEGER range: an id or seq outside it names no row


def _json_object(text: object) -> dict | None:
    """A stored JSON object, or None for NULL or anything else: a row edited behind matchlog's
    back may hold any bytes, and a listing or a verdict should not end at them."""
    try:
        value = json.loads(text) if isinstance(text, (str, bytes)) else None
    except ValueError:  # JSONDecodeError, and UnicodeDecodeError for bytes that are not UTF-8
        return None
    return value if isinstance(value, dict) else None


def _blob(value: object) -> bytes:
    """A stored BLOB as bytes; an edited row may hold TEXT or a number there instead, which is
    kept as its bytes, so a cache or a kept secret that was changed fails its own check (a
    snapshot's decoding, a seed's commitment) rather than bytes() on a str."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    return str(value).encode("utf-8", "surrogatepass")


def _storable(n: int) -> bool:
    """Whether `n` fits SQLite's INTEGER: one that does not (a match id 2**64 typed on the
    command line) names no row, rather than an OverflowError out of the driver."""
    return _SMALLEST <= n <= _NO_LIMIT
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_CORRUPT, _SQLITE_NOTADB = 5, 6, 8, 11, 26

_TIP = "SELECT seq, hash FROM events WHERE match_id = ? AND branch = ? ORDER BY seq DESC LIMIT 1"
_OWN_HEAD = "SELECT MAX(seq) FROM events WHERE match_id = ? AND branch = ?"
_HASH_AT = "SELECT hash FROM events WHERE match_id = ? AND branch = ? AND seq = ?"
# CAST to BLOB hands back the stored UTF-8 bytes without a decode/encode round trip.
_READ = (
    "SELECT seq, kind, CAST(payload AS BLOB), digest, hash, branch FROM events"
    " WHERE match_id = ? AND branch = ? AND seq BETWEEN ? AND ? ORDER BY seq"
)
class NewMatch(NamedTuple):
    """A whole match to record: its game, genesis bytes and digest, the `matches` row's meta,
    its later events (kind, payload, digest) and the dealer's secrets (commitment, seed)."""

    game: str
    genesis: bytes
    digest: str | None = None
    meta: dict | None = None
    events: Sequence[tuple[str, bytes, str | None]] = ()
    secrets: Sequence[tuple[str, bytes]] = ()


class _Branch(NamedTuple):
    parent: str | None
    fork_seq: int | None


class _Segment(NamedTuple):
    """A run of a branch's chain that one branch row physically holds: seqs lo..hi."""

    branch: str
    lo: int
    hi: int | None  # None: open-ended, the branch's own events


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Ledger:
    """An open ledger file. Use `Ledger.open`; close it, or use it as a context manager."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool):
        self.path = path
        self._conn = conn
        # One cursor for every statement whose rows are read at once (writes, and `_read`):
        # Connection.execute makes and registers a new cursor per call, about 1,300
        # instructions, three times for each decision appended. A lazy read has its own.
        self._cur = conn.cursor()
        self._db = None
        self._readonly = readonly
        self._version = 0
        self._closed = False
        self._keys_enforced = True  # _prepare turns SQLite's foreign-key checks on
        # Branch rows and the chains built from them never change once written (triggers
        # refuse UPDATE and DELETE), so caching them per connection is always correct.
        self._branch_rows: dict[tuple[int, str], _Branch] = {}
        self._chains: dict[tuple[int, str], tuple[_Segment, ...]] = {}
        # The (head seq, head hash) this connection last appended or read per branch. It may
        # go stale when another connection appends, and that is safe: seqs are contiguous and
        # never deleted, so if the head moved, the seq after the cached head exists and the
        # unique key refuses our insert (-> Conflict); if the insert succeeds, the cached
        # head was the real one and its hash is the right `prev`. It saves append a query.
        self._tips: dict[tuple[int, str], tuple[int, str]] = {}

    # ----------------------------------------------------------------- opening and closing

    @classmethod
    def open(cls, path: str | os.PathLike, create: bool = True, readonly: bool = False) -> Ledger:
        """Open the ledger at `path`, creating it if it is missing and `create` is set.

        A file older than this code's schema is migrated, or, opened read-only, read as the
        current schema without a write (`schema.READ_AS_NEWER`); a newer one is refused with
        NewerSchema; anything else is refused with NotALedger.
        """
        p = Path(os.fspath(path))
        if not p.exists():
            if readonly or not create:
                raise LedgerError(f"no ledger at {p}")
            if not p.parent.is_dir():  # SQLite would say only "unable to open database file"
                raise LedgerError(f"cannot create a ledger at {p}: there is no folder {p.parent}")
        elif p.is_dir():
            raise NotALedger(f"{p} is a directory, not a matchlog ledger")
        try:
            if readonly:
                conn = sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True,
                                       timeout=BUSY_TIMEOUT, isolation_level=None)
            else:
                conn = sqlite3.connect(p, timeout=BUSY_TIMEOUT, isolation_level=None)
        except sqlite3.Error as e:
            raise LedgerError(f"cannot open ledger at {p}: {e}") from e
        # Plugins could register functions or change the connection; a ledger wants neither.
        led = cls(conn, p, readonly)
        try:
            led._prepare(create)
        except BaseException:
            conn.close()
            raise
        return led

    def _prepare(self, create: bool) -> None:
        conn = self._conn
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = NORMAL")
            found = schema.user_version(conn)
            fresh = self._classify(found)
            if fresh and (self._readonly or not create):
                raise NotALedger(f"{self.path} is an empty database, not a matchlog ledger")
            if not self._readonly:
                # Only after classifying: never switch a stranger's database to WAL.
                schema.enable_wal(conn)
            if found < schema.SCHEMA_VERSION:
                if self._readonly:  # read it as the current schema; the file stays as it is
                    if not schema.read_as_current(conn, found):
                        raise LedgerError(
                            f"ledger {self.path} has schema version {found}, older than "
                            f"{schema.SCHEMA_VERSION}; open it writable once to migrate it")
                    self._version = found
                    return
                conn.execute("BEGIN IMMEDIATE")
                try:
                    # Another process may have created or migrated the file meanwhile.
                    found = schema.user_version(conn)
                    self._classify(found)
                    schema.migrate(self.db, found)
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
            self._version = schema.user_version(conn)
        except sqlite3.Error as e:
            raise self._translate(e, "open it") from e

    def _classify(self, version: int) -> bool:
        """True for an empty database; raise unless the file is a ledger we can read."""
        conn = self._conn
        if version == 0 and conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0] == 0:
            return True
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (schema.FORMAT_KEY,)).fetchone()
        except sqlite3.OperationalError:
            row = None
        if row is None or row[0] != schema.FORMAT:
            raise NotALedger(f"{self.path} is a SQLite database but not a matchlog ledger")
        if version > schema.SCHEMA_VERSION:
            raise NewerSchema(
                f"ledger {self.path} has schema version {version}, newer than the "
                f"{schema.SCHEMA_VERSION} this matchlog understands; upgrade matchlog",
                version, schema.SCHEMA_VERSION,
            )
        return False

    @property
    def db(self):
        """A sqlite-utils Database over the connection, for tools that want to look around.

        Made on first use: importing sqlite-utils costs a read-only command more time than
        the rest of its work (it pulls in click, pluggy and dateutil).
        """
        # A tool may write through it: with the keys enforced, as every write but a
        # whole-match store (`_enforce_keys`).
        self._enforce_keys(True, "look around")
        if self._db is None:
            from sqlite_utils import Database

            self._db = Database(self._conn, execute_plugins=False)
        return self._db

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._conn.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        mode = "read-only" if self._readonly else "read-write"
        return f"<Ledger {str(self.path)!r} {mode}{' closed' if self._closed else ''}>"

    @property
    def schema_version(self) -> int:
        return self._version

    @property
    def readonly(self) -> bool:
        return self._readonly

    # ----------------------------------------------------------------- errors and writing

    def _translate(self, e: sqlite3.Error, doing: str) -> LedgerError:
        """A one-line LedgerError for a sqlite3 error met while `doing` something."""
        code = getattr(e, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        text = str(e)
        if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in text:
            return LedgerLocked(
                f"ledger {self.path} is locked by another writer (waited {BUSY_TIMEOUT:g} s) "
                f"trying to {doing}"
            )
        if primary == _SQLITE_READONLY:
            return LedgerError(f"ledger {self.path} is read-only: cannot {doing} ({text})")
        if primary == _SQLITE_NOTADB or "not a database" in text:
            return NotALedger(f"{self.path} is not a SQLite database, so not a matchlog ledger")
        if primary == _SQLITE_CORRUPT or "malformed" in text:
            # A truncated or overwritten file: say so, rather than SQLite's words alone.
            return LedgerError(f"ledger {self.path} is damaged (truncated or overwritten: {text}): "
                               f"cannot {doing}; restore it from a copy")
        return LedgerError(f"ledger {self.path}: cannot {doing}: {text}")

    def _enforce_keys(self, on: bool, doing: str) -> None:
        """Turn SQLite's foreign-key enforcement on or off before a write's BEGIN (the pragma
        is a no-op inside a transaction), unless it is so already.

        Only a whole-match store writes with it off (`_bulk_writing`); every other write, and
        `db`, turns it back on first. It is left off between whole-match stores because every
        change of the pragma makes SQLite recompile each prepared statement of the connection
        at its next use: put back after each store, a match stored per transaction paid for
        compiling its inserts again (the 16-row one most), about 7% of such a store by count
        (docs/performance.md, storing's fifth pass).
        """
        if self._keys_enforced is not on:
            try:
                self._cur.execute("PRAGMA foreign_keys = ON" if on else "PRAGMA foreign_keys = OFF")
            except sqlite3.Error as e:
                raise self._translate(e, doing) from e
            self._keys_enforced = on

    def _begin(self, doing: str, enforce_keys: bool = True) -> None:
        if self._readonly:
            raise LedgerError(f"ledger {self.path} is open read-only: cannot {doing}")
        self._enforce_keys(enforce_keys, doing)
        try:
            self._cur.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise self._translate(e, doing) from e

    def _rollback(self) -> None:
        if self._conn.in_transaction:
            self._cur.execute("ROLLBACK")

    @contextmanager
    def _writing(self, doing: str, enforce_keys: bool = True) -> Iterator[sqlite3.Cursor]:
        """One BEGIN IMMEDIATE transaction: committed on success, rolled back on any error."""
        self._begin(doing, enforce_keys)
        try:
            yield self._cur
            self._cur.execute("COMMIT")
        except sqlite3.Error as e:
            self._rollback()
            raise self._translate(e, doing) from e
        except BaseException:
            self._rollback()
            raise

    @contextmanager
    def _bulk_writing(self, doing: str) -> Iterator[sqlite3.Cursor]:
        """`_writing` with SQLite's foreign-key enforcement off.

        Only for a store that inserts the rows its foreign keys name in the same transaction
        (a match's row, its "main" branch row, then its events and secrets), so every key
        holds by construction; enforcing it costs a branch-row probe per event, about a
        tenth of such a store's SQLite work. Enforcement stays off after it, whatever
        happened, until the next other write or `db` turns it on (`_enforce_keys`); `verify`
        runs SQLite's own foreign-key check over the file.
        """
        with self._writing(doing, enforce_keys=False) as conn:
            yield conn

    # ----------------------------------------------------------------- matches

    def create_match(self, game: str, genesis: bytes, digest: str | None = None,
                     meta: dict | None = None,
                     events: Sequence[tuple[str, bytes, str | None]] = (),
                     secrets: Sequence[tuple[str, bytes]] = ()) -> int:
        """Record a new match: its row, its "main" branch, its genesis event at seq 0,
        optionally its later `events` (kind, payload, digest) and the dealer's `secrets`
        (commitment, seed), all in one transaction. The chain starts from the match's
        origin (`ledger.chain.chain_origin`), which binds its id and genesis."""
        return self.create_matches([NewMatch(game, genesis, digest, meta, events, secrets)])[0]

    def create_matches(self, matches: Sequence["NewMatch"]) -> list[int]:
        """Record several whole matches in one transaction (an import, a simulation batch):
        all of them or, on any problem, none. Returns their ids in order."""
        checked = [self._checked(m) for m in matches]
        ids = []
        with self._bulk_writing("create a match") as conn:
            for m, meta_text, keep in checked:
                ids.append(self._insert_match(conn, m, meta_text, keep))
        return ids

    def _checked(self, m: "NewMatch") -> tuple["NewMatch", str, list]:
        """A new match's fields checked before anything is written (LedgerError if not)."""
        if not isinstance(m.game, str) or not m.game:
            raise LedgerError(f"game must be a non-empty str, not {m.game!r:.40}")
        why = payload_problem(m.genesis) or field_problem(GENESIS, m.genesis, m.digest)
        if why:
            raise LedgerError(f"cannot create a match in {self.path}: genesis {why}")
        try:
            meta_text = json.dumps({} if m.meta is None else m.meta, sort_keys=True,
                                   separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError) as e:
            raise LedgerError(f"cannot create a match in {self.path}: meta is not JSON: {e}") from e
        if not meta_text.startswith("{"):
            raise LedgerError(f"cannot create a match in {self.path}: meta must be a dict")
        return m, meta_text, secret_rows(m.secrets, f"cannot create a match in {self.path}")

    @staticmethod
    def _insert_match(conn: sqlite3.Cursor, m: "NewMatch", meta_text: str, keep: list) -> int:
        text = m.genesis.decode("utf-8")
        match_id = conn.execute(
            "INSERT INTO matches (game, created_at, meta, chain) VALUES (?, ?, ?, ?)",
            (m.game, _now(), meta_text, CHAIN_SCHEME),
        ).lastrowid
        conn.execute("INSERT INTO branches (match_id, name, parent, fork_seq) VALUES (?, ?, NULL, NULL)",
                     (match_id, MAIN))
        h = event_hash(chain_origin(CHAIN_SCHEME, match_id, text), MAIN, 0, GENESIS, text, m.digest)
        conn.execute(INSERT_EVENT, (match_id, MAIN, 0, GENESIS, text, m.digest, h))
        if m.events:
            insert_events(conn, MAIN, chained_rows(match_id, MAIN, 1, h, m.events))
        if keep:
            conn.executemany(INSERT_SECRET, [(match_id, c, seed) for c, seed in keep])
        return match_id

    def matches(self) -> list[MatchInfo]:
        """Every match, by id."""
        return [self._match_info(r) for r in self._read(MATCH_INFO + " ORDER BY m.id", ())]

    def list_matches(self, limit: int | None = None, offset: int = 0, game: str | None = None,
                     player: str | None = None, winner: str | None = None) -> list[MatchInfo]:
        """One page of matches by id, filtered by game, by a player's name (any case) and by
        the winner's name as recorded with set_outcome ("draw" for a draw); a page reads
        only its own rows, so it costs the same in a ledger of any size."""
        where, params = filters(game, player, winner)
        sql = MATCH_INFO + where + " ORDER BY m.id LIMIT ? OFFSET ?"
        limit = -1 if limit is None or limit > _NO_LIMIT else limit  # past every row: no limit
        if offset > _NO_LIMIT:
            return []
        return [self._match_info(r) for r in self._read(sql, (*params, limit, max(0, offset)))]

    def count_matches(self, game: str | None = None, player: str | None = None,
                      winner: str | None = None) -> int:
        """How many matches list_matches would list without a limit."""
        where, params = filters(game, player, winner)
        return self._read("SELECT COUNT(*) FROM matches m" + where, params)[0][0]

    def set_outcome(self, match_id: int, outcome: dict) -> None:
        """Note how a match ended (for listings): a cache of what the engine says at the head of
        "main", written by the recorder, with `winner` (a name, None for a draw) and `seq`;
        the log stays the truth."""
        row = outcome_row(match_id, outcome, -1)
        with self._writing(f"note the outcome of match {match_id}") as conn:
            self._require_match(match_id)
            conn.execute(INSERT_OUTCOME, row)

    def cache_heads(self, heads: Sequence[tuple[int, int, str, bytes, str, dict | None]]) -> None:
        """For newly recorded matches, in one transaction: a snapshot of the head of "main"
        (match id, seq, rules version, state, digest) and the outcome, when there is one, as
        set_outcome notes it. Both are caches; a batch of recordings writes them at once."""
        snaps, outcomes = [], []
        for match_id, seq, rules_version, state, digest, outcome in heads:
            snaps.append((match_id, "main", rules_version, seq, bytes(state), digest))
            if outcome is not None:
                outcomes.append(outcome_row(match_id, outcome, seq))
        with self._writing(f"cache the heads of {len(heads)} matches") as conn:
            conn.executemany("INSERT OR REPLACE INTO snapshots (match_id, branch, rules_version,"
                             " seq, state, digest) VALUES (?, ?, ?, ?, ?, ?)", snaps)
            conn.executemany(INSERT_OUTCOME, outcomes)

    def match(self, match_id: int) -> MatchInfo:
        rows = self._read(MATCH_INFO + " WHERE m.id = ?", (match_id,)) if _storable(match_id) else []
        if not rows:
            raise UnknownMatch(f"no match {match_id} in {self.path}", match_id)
        return self._match_info(rows[0])

    @staticmethod
    def _match_info(row: tuple) -> MatchInfo:
        id_, game, created_at, meta, chain, head, branches, last_kind, outcome = row
        meta = _json_object(meta)
        # an outcome is a cache of the events (set_outcome): one that cannot be read is none
        return MatchInfo(id_, game, created_at, meta or {}, head, branches, chain, last_kind,
                         _json_object(outcome), meta_readable=meta is not None)

    def _read(self, sql: str, params: Sequence) -> list[tuple]:
        try:
            return self._cur.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise self._translate(e, "read it") from e
        except OverflowError:  # the entry points above name their own; this says which number
            big = next(p for p in params if isinstance(p, int) and not _storable(p))
            raise LedgerError(f"ledger {self.path}: no row has the number {big}: a ledger's "
                              f"numbers run from {_SMALLEST} to {_NO_LIMIT}") from None

    def _require_match(self, match_id: int) -> None:
        if not _storable(match_id) or not self._read("SELECT 1 FROM matches WHERE id = ?",
                                                     (match_id,)):
            raise UnknownMatch(f"no match {match_id} in {self.path}", match_id)

    # ----------------------------------------------------------------- branches and chains

    def _branch(self, match_id: int, name: str) -> _Branch:
        key = (match_id, name)
        row = self._branch_rows.get(key)
        if row is None:
            found = self._read("SELECT parent, fork_seq FROM branches WHERE match_id = ? AND name = ?",
                               (match_id, name)) if _storable(match_id) else []
            if not found:
                self._require_match(match_id)
                raise UnknownBranch(f"no branch {name!r} in match {match_id} in {self.path}",
                                    match_id, name)
            parent, fork_seq = found[0]
            if fork_seq is not None and (type(fork_seq) is not int or fork_seq < 0 or parent is None):
                # only an edited file holds one; `verify` reports it, every other reader stops
                raise LedgerError(f"branch {name!r} of match {match_id} in {self.path} forks at "
                                  f"{fork_seq!r}{'' if parent is not None else ' of no parent'}, "
                                  f"not an event number (the file was edited; `matchlog verify "
                                  f"{match_id}`)")
            row = self._branch_rows[key] = _Branch(parent, fork_seq)
        return row

    def _chain(self, match_id: int, name: str) -> tuple[_Segment, ...]:
        """The segments of a branch's history, root first: which branch row holds which seqs."""
        key = (match_id, name)
        chain = self._chains.get(key)
        if chain is not None:
            return chain
        segments: list[_Segment] = []
        limit: int | None = None  # the highest seq the current ancestor contributes
        current: str | None = name
        seen: set[str] = set()
        while current is not None:
            if current in seen:  # only a hand-edited file can loop
                raise LedgerError(f"branch {name!r} of match {match_id} in {self.path} has a cycle of parents")
            seen.add(current)
            row = self._branch(match_id, current)
            lo = 0 if row.fork_seq is None else row.fork_seq + 1
            if limit is None or lo <= limit:
                segments.append(_Segment(current, lo, limit))
            if row.fork_seq is not None:
                limit = row.fork_seq if limit is None else min(limit, row.fork_seq)
            current = row.parent
        chain = self._chains[key] = tuple(reversed(segments))
        return chain

    @staticmethod
    def _owner(chain: tuple[_Segment, ...], seq: int) -> str | None:
        """The branch row that holds `seq` of a chain (the last segment is open-ended)."""
        for seg in chain:
            if seq >= seg.lo and (seg.hi is None or seq <= seg.hi):
                return seg.branch
        return None

    def head(self, match_id: int, branch: str = MAIN) -> int:
        """The seq of the branch's last event; its fork point while it has no events of its own."""
        row = self._branch(match_id, branch)
        own = self._read(_OWN_HEAD, (match_id, branch))[0][0]
        if own is not None:
            return own
        return -1 if row.fork_seq is None else row.fork_seq

    def create_branch(self, match_id: int, name: str, parent: str = MAIN,
                      at: int | None = None,
                      events: Sequence[tuple[str, bytes, str | None]] = (),
                      secrets: Sequence[tuple[str, bytes]] = ()) -> BranchInfo:
        """Fork `parent` after its event `at` (default: its current head). O(1): one row.

        The new branch shares events 0..at with its parent and records its own from at + 1:
        `events` (kind, payload, digest) and the dealer's `secrets` (commitment, seed) may be
        given to be written with the branch row, in the same transaction.
        """
        if not isinstance(name, str) or not BRANCH_NAME.fullmatch(name):
            raise LedgerError(f"bad branch name {name!r:.80}: use 1 to 64 of A-Z a-z 0-9 . _ -")
        keep = secret_rows(secrets, f"cannot create branch {name!r}")
        with self._writing(f"create branch {name!r}") as conn:
            head = self.head(match_id, parent)  # raises UnknownMatch / UnknownBranch
            if at is None:
                at = head
            if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= head:
                raise LedgerError(
                    f"cannot fork branch {parent!r} of match {match_id} at {at!r}: "
                    f"it must be between 0 and the head {head}"
                )
            if conn.execute("SELECT 1 FROM branches WHERE match_id = ? AND name = ?",
                            (match_id, name)).fetchone():
                raise LedgerError(f"branch {name!r} already exists in match {match_id} in {self.path}")
            conn.execute("INSERT INTO branches (match_id, name, parent, fork_seq) VALUES (?, ?, ?, ?)",
                         (match_id, name, parent, at))
            if events:
                prev = self._hash_at(match_id, parent, at)
                insert_events(conn, name, chained_rows(match_id, name, at + 1, prev, events))
            conn.executemany(INSERT_SECRET, [(match_id, c, seed) for c, seed in keep])
        return BranchInfo(name, parent, at, at + len(events))

    def branches(self, match_id: int) -> list[BranchInfo]:
        """Every branch of a match, in creation order, with its head."""
        rows = self._read(
            "SELECT b.name, b.parent, b.fork_seq, COALESCE((SELECT MAX(seq) FROM events e"
            " WHERE e.match_id = b.match_id AND e.branch = b.name), b.fork_seq, -1)"
            " FROM branches b WHERE b.match_id = ? ORDER BY b.rowid",
            (match_id,),
        ) if _storable(match_id) else []
        if not rows:
            self._require_match(match_id)
        return [BranchInfo(*r) for r in rows]

    # ----------------------------------------------------------------- events

    def append(self, match_id: int, branch: str, expected_seq: int,
               events: Sequence[tuple[str, bytes, str | None]],
               secrets: Sequence[tuple[str, bytes]] = ()) -> int:
        """Append a batch of (kind, payload, digest) events; the first must get `expected_seq`.

        All or nothing, in one BEGIN IMMEDIATE transaction, with the dealer's new `secrets`
        (commitment, seed) that the batch commits to. Raises Conflict (writing
        nothing) when the branch's head is no longer expected_seq - 1. Returns the new head.
        """
        if not events:
            return self.head(match_id, branch)
        key = (match_id, branch)
        tip = self._tips.get(key)
        if tip is None:
            self._branch(match_id, branch)  # raises UnknownMatch / UnknownBranch
        if type(expected_seq) is not int:
            raise LedgerError(f"expected_seq must be an int, not {expected_seq!r:.40}")
        keep = secret_rows(secrets, f"cannot append to branch {branch!r} of match {match_id}") if secrets else ()
        if self._readonly:
            raise LedgerError(f"ledger {self.path} is open read-only: cannot append")
        conn = self._cur
        if not self._keys_enforced:
            self._enforce_keys(True, f"append to branch {branch!r} of match {match_id}")
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise self._translate(e, f"append to branch {branch!r} of match {match_id}") from e
        try:
            if tip is None or tip[0] + 1 != expected_seq:
                # Cache miss, or the caller and the cache disagree: ask the file, under the lock.
                tip = self._read_tip(match_id, branch)
                if tip[0] + 1 != expected_seq:
                    raise self._conflict(match_id, branch, expected_seq, tip[0])
            rows = chained_rows(match_id, branch, expected_seq, tip[1], events)
            insert_events(conn, branch, rows)
            if keep:
                conn.executemany(INSERT_SECRET, [(match_id, c, seed) for c, seed in keep])
            conn.execute("COMMIT")
        except sqlite3.IntegrityError as e:
            self._rollback()
            self._tips.pop(key, None)
            if "UNIQUE" in str(e):
                # A cached tip went stale: another connection appended meanwhile, and the
                # unique key refused our first seq. Nothing was written.
                raise self._conflict(match_id, branch, expected_seq, self.head(match_id, branch)) from e
            raise self._translate(e, f"append to branch {branch!r} of match {match_id}") from e
        except sqlite3.Error as e:
            self._rollback()
            raise self._translate(e, f"append to branch {branch!r} of match {match_id}") from e
        except BaseException:
            self._rollback()
            raise
        head = rows[-1][1]
        self._tips[key] = (head, rows[-1][5])
        return head

    def _read_tip(self, match_id: int, branch: str) -> tuple[int, str]:
        """(head seq, hash of the head event) of a branch, read from the file."""
        tip = self._cur.execute(_TIP, (match_id, branch)).fetchone()
        if tip is not None:
            return tip
        fork_seq = self._branch(match_id, branch).fork_seq
        if fork_seq is None:  # a root branch without even a genesis: only a hand-made file
            return -1, GENESIS_PREV
        return fork_seq, self._hash_at(match_id, branch, fork_seq)

    def _conflict(self, match_id: int, branch: str, expected: int, head: int) -> Conflict:
        return Conflict(
            f"conflict on match {match_id} branch {branch!r} in {self.path}: expected seq "
            f"{expected} but the head is {head} (next seq {head + 1})",
            match_id, branch, expected, head,
        )

    def _hash_at(self, match_id: int, branch: str, seq: int) -> str:
        owner = self._owner(self._chain(match_id, branch), seq)
        row = self._cur.execute(_HASH_AT, (match_id, owner, seq)).fetchone()
        if row is None:
            raise LedgerError(f"branch {branch!r} of match {match_id} in {self.path} has no event {seq}")
        return row[0]

    def events(self, match_id: int, branch: str = MAIN, upto: int | None = None,
               start: int = 0) -> Iterator[StoredEvent]:
        """The branch's history in seq order, `start` to `upto` inclusive (default: to the head).

        Follows the fork pointers: the parent's events up to the fork, then the branch's own.
        Unknown matches and branches raise at once; the events are fetched lazily.
        """
        chain = self._chain(match_id, branch)
        return self._iter_events(match_id, chain, start, _NO_LIMIT if upto is None else upto)

    def _iter_events(self, match_id: int, chain: tuple[_Segment, ...], start: int,
                     upto: int) -> Iterator[StoredEvent]:
        make = StoredEvent._make
        for seg in chain:
            lo = max(seg.lo, start)
            hi = min(upto if seg.hi is None else min(seg.hi, upto), _NO_LIMIT)
            if lo > hi:
                if seg.lo > upto:
                    return
                continue
            try:
                cursor = self._conn.execute(_READ, (match_id, seg.branch, lo, hi))
            except sqlite3.Error as e:
                raise self._translate(e, "read events") from e
            yield from map(make, cursor)

    def event(self, match_id: int, branch: str, seq: int) -> StoredEvent:
        """One event of a branch's history, wherever along the chain it is stored."""
        owner = self._owner(self._chain(match_id, branch), seq) if isinstance(seq, int) else None
        rows = self._read(_READ, (match_id, owner, seq, seq)) if owner is not None else []
        if not rows:
            raise LedgerError(
                f"no event {seq!r} on branch {branch!r} of match {match_id} in {self.path} "
                f"(head is {self.head(match_id, branch)})"
            )
        return StoredEvent._make(rows[0])

    # ----------------------------------------------------------------- verification

    def verify(self, match_id: int | None = None) -> list[Problem]:
        """Recompute the hash chain of every branch of one match, or of all matches.

        Reports, per branch, the first seq of its chain that is missing or whose stored bytes
        do not hash to the stored hash, and stops checking that branch there. Events of an
        ancestor are checked on the ancestor, not again for each branch that shares them.
        Reads the rows afresh (no caches), so a hand-edited file is seen as it is. Like any
        hash chain it cannot tell a branch whose last events were removed from a shorter
        one; compare a head hash kept elsewhere (an export, a transcript) to catch that.
        """
        if match_id is not None:
            self._require_match(match_id)
            # SQLite's foreign-key check reads the whole file; for one match, the same check
            # of its events by their index (the rest is checked by walking its branches).
            return verify_match(self._read, match_id) + stray_events(self._read, match_id)
        problems: list[Problem] = []
        for (mid,) in self._read("SELECT id FROM matches ORDER BY id", ()):
            problems += verify_match(self._read, mid)
        return problems + self.foreign_key_problems({(p.match, p.branch) for p in problems})

    def foreign_key_problems(self, reported: set[tuple[int, str]] = frozenset()) -> list[Problem]:
        """Rows whose foreign key names no row (`PRAGMA foreign_key_check` over the whole
        file), leaving out the (match, branch) pairs in `reported`."""
        return [p for p in foreign_key_problems(self._read) if (p.match, p.branch) not in reported]

    # ----------------------------------------------------------------- snapshots and secrets

    def put_snapshot(self, match_id: int, branch: str, seq: int, rules_version: str,
                     state: bytes, digest: str) -> None:
        """Cache the state after event `seq` of a branch (replacing any equal-keyed one).

        Stored under the branch row that holds event `seq`, so every branch sharing that
        event finds it.
        """
        if not isinstance(rules_version, str) or not rules_version:
            raise LedgerError(f"rules_version must be a non-empty str, not {rules_version!r:.40}")
        if not isinstance(state, (bytes, bytearray, memoryview)):
            raise LedgerError(f"snapshot state must be bytes, not {type(state).__name__}")
        if not isinstance(digest, str) or not digest:
            raise LedgerError(f"snapshot digest must be a non-empty str, not {digest!r:.40}")
        chain = self._chain(match_id, branch)
        with self._writing(f"store a snapshot of branch {branch!r} of match {match_id}") as conn:
            head = self.head(match_id, branch)
            if not isinstance(seq, int) or not 0 <= seq <= head:
                raise LedgerError(
                    f"no event {seq!r} on branch {branch!r} of match {match_id} to snapshot "
                    f"(head is {head})"
                )
            conn.execute(
                "INSERT OR REPLACE INTO snapshots (match_id, branch, rules_version, seq, state, digest)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (match_id, self._owner(chain, seq), rules_version, seq, bytes(state), digest),
            )

    def nearest_snapshot(self, match_id: int, branch: str, seq: int,
                         rules_version: str) -> tuple[int, bytes, str] | None:
        """(seq, state, digest) of the latest snapshot at or before `seq` on the branch's chain."""
        for seg in reversed(self._chain(match_id, branch)):
            if seg.lo > seq:
                continue
            hi = seq if seg.hi is None else min(seg.hi, seq)
            rows = self._read(
                "SELECT seq, state, digest FROM snapshots WHERE match_id = ? AND branch = ?"
                " AND rules_version = ? AND seq BETWEEN ? AND ? ORDER BY seq DESC LIMIT 1",
                (match_id, seg.branch, rules_version, seg.lo, hi),
            )
            if rows:
                found, state, digest = rows[0]
                return found, _blob(state), digest
        return None

    def set_secret(self, match_id: int, commitment: str, seed: bytes) -> None:
        """Keep the dealer's secret seed for a commitment. Setting the same seed again is a
        no-op; a different seed for a stored commitment is refused."""
        if not isinstance(commitment, str) or not commitment:
            raise LedgerError(f"commitment must be a non-empty str, not {commitment!r:.40}")
        if not isinstance(seed, (bytes, bytearray, memoryview)):
            raise LedgerError(f"seed must be bytes, not {type(seed).__name__}")
        with self._writing(f"store a secret for match {match_id}") as conn:
            self._require_match(match_id)
            row = conn.execute("SELECT seed FROM secrets WHERE match_id = ? AND commitment = ?",
                               (match_id, commitment)).fetchone()
            if row is not None:
                if bytes(row[0]) != bytes(seed):
                    raise LedgerError(
                        f"match {match_id} in {self.path} already has a different secret for "
                        f"commitment {commitment[:16]}"
                    )
                return
            conn.execute("INSERT INTO secrets (match_id, commitment, seed) VALUES (?, ?, ?)",
                         (match_id, commitment, bytes(seed)))

    def get_secret(self, match_id: int, commitment: str) -> bytes | None:
        rows = self._read("SELECT seed FROM secrets WHERE match_id = ? AND commitment = ?",
                          (match_id, commitment))
        if rows:
            return _blob(rows[0][0])
        self._require_match(match_id)
        return None


