"""The Ledger: an append-only SQLite store of opaque events per match and branch.

The ledger knows nothing of any game. An event is a `kind` string, a JSON `payload` (bytes
in, bytes out, stored as TEXT so any SQLite tool can read it) and an optional state digest.
Branches are fork pointers (parent, fork_seq); reading a branch follows the pointers, one
query per level of the chain.

Transactions are explicit: the connection runs in driver autocommit mode and every write is
one `BEGIN IMMEDIATE ... COMMIT`, so a writer takes the lock before it reads the head it
builds on, and a batch is written wholly or not at all.

This module opens a ledger and writes to it; the reads are `ledger.reading.Reader`'s, the
connection's set-up `ledger.connection`'s, the rows written `ledger.rows`'.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Sequence

from ledger import connection
from ledger.chain import GENESIS_PREV
from ledger.errors import Conflict, LedgerError
from ledger.reading import Reader
from ledger.records import MAIN, BranchInfo
from ledger.rows import (
    INSERT_OUTCOME,
    INSERT_SECRET,
    NewMatch,
    chained_rows,
    checked_match,
    insert_events,
    insert_match,
    outcome_row,
    secret_rows,
)
from ledger.tree import BRANCH_NAME, owner

_TIP = "SELECT seq, hash FROM events WHERE match_id = ? AND branch = ? ORDER BY seq DESC LIMIT 1"
_HASH_AT = "SELECT hash FROM events WHERE match_id = ? AND branch = ? AND seq = ?"

BULK_EVENTS = 64
"""The fewest events a whole-match store turns foreign-key enforcement off for (`_bulk_writing`):
a pair of switches costs about what the probes of 480 events do; 64 keeps a recorded match's
first store (a few events) enforced and an imported match (hundreds) not."""


class Ledger(Reader):
    """An open ledger file. Use `Ledger.open`; close it, or use it as a context manager."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool):
        super().__init__(conn, path, readonly)
        self._db = None
        self._keys_enforced = True  # connection.prepare turns SQLite's foreign-key checks on
        # The (head seq, head hash) this connection last appended or read per branch. It may
        # go stale when another connection appends, and that is safe: seqs are contiguous and
        # never deleted, so if the head moved, the seq after the cached head exists and the
        # unique key refuses our insert (-> Conflict); if the insert succeeds, the cached
        # head was the real one and its hash is the right `prev`. It saves append a query.
        self._tips: dict[tuple[int, str], tuple[int, str]] = {}

    # ----------------------------------------------------------------- opening

    @classmethod
    def open(cls, path: str | os.PathLike, create: bool = True, readonly: bool = False) -> Ledger:
        """Open the ledger at `path`, creating it if it is missing and `create` is set.

        A file older than this code's schema is migrated, or, opened read-only, read as the
        current schema without a write (`schema.READ_AS_NEWER`); a newer one is refused with
        NewerSchema; anything else is refused with NotALedger.
        """
        p = Path(os.fspath(path))
        conn = connection.connect(p, create, readonly)
        # Plugins could register functions or change the connection; a ledger wants neither.
        led = cls(conn, p, readonly)
        try:
            led._version = connection.prepare(conn, p, readonly, create, lambda: led.db)
        except BaseException:
            conn.close()
            raise
        return led

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

    # ----------------------------------------------------------------- transactions

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
    def _bulk_writing(self, doing: str, events: int) -> Iterator[sqlite3.Cursor]:
        """`_writing` for a whole-match store of `events` events, with SQLite's foreign-key
        enforcement off when that pays.

        Only for a store that inserts the rows its foreign keys name in the same transaction
        (a match's row, its "main" branch row, then its events and secrets), so every key
        holds by construction; enforcing it costs a branch-row probe per event, about a
        tenth of such a store's SQLite work. Enforcement stays off after it, whatever
        happened, until the next other write or `db` turns it on (`_enforce_keys`); `verify`
        runs SQLite's own foreign-key check over the file.

        While enforcement is on, a store of fewer than BULK_EVENTS events keeps it on: the
        switch off and the next write's switch back on each make SQLite compile every cached
        statement again, which costs a recorded match (its genesis and the draws up to the
        first decision, then its decisions appended one by one) more than the probes of its
        few events (docs/performance.md, storing's seventh pass).
        """
        keep = self._keys_enforced and events < BULK_EVENTS
        with self._writing(doing, enforce_keys=keep) as conn:
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

    def create_matches(self, matches: Sequence[NewMatch]) -> list[int]:
        """Record several whole matches in one transaction (an import, a simulation batch):
        all of them or, on any problem, none. Returns their ids in order."""
        checked = [checked_match(m, self.path) for m in matches]
        ids = []
        with self._bulk_writing("create a match", sum(1 + len(m.events) for m in matches)) as conn:
            for m, meta_text, keep in checked:
                ids.append(insert_match(conn, m, meta_text, keep))
        return ids

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

    # ----------------------------------------------------------------- branches

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
            self._tree.branch(match_id, branch)  # raises UnknownMatch / UnknownBranch
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
        fork_seq = self._tree.branch(match_id, branch).fork_seq
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
        holder = owner(self._tree.chain(match_id, branch), seq)
        row = self._cur.execute(_HASH_AT, (match_id, holder, seq)).fetchone()
        if row is None:
            raise LedgerError(f"branch {branch!r} of match {match_id} in {self.path} has no event {seq}")
        return row[0]

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
        chain = self._tree.chain(match_id, branch)
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
                (match_id, owner(chain, seq), rules_version, seq, bytes(state), digest),
            )

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
