"""Reading a ledger: events along a branch's chain, heads, branches, matches and their
listings, verification, snapshots and secrets.

`Reader` is the reading half of an open ledger; `ledger.store.Ledger`, which opens the file,
adds the writes. Nothing here writes a byte, so a ledger opened read-only runs only this.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Iterator, Self, Sequence

from ledger.connection import NO_LIMIT, SMALLEST, storable, translate
from ledger.errors import LedgerError, UnknownMatch
from ledger.listing import MATCH_INFO, filters, match_info
from ledger.records import MAIN, BranchInfo, MatchInfo, Problem, StoredEvent
from ledger.tree import Segment, Tree, owner
from ledger.verify import foreign_key_problems, stray_events, verify_match

_OWN_HEAD = "SELECT MAX(seq) FROM events WHERE match_id = ? AND branch = ?"
# CAST to BLOB hands back the stored UTF-8 bytes without a decode/encode round trip.
_READ = (
    "SELECT seq, kind, CAST(payload AS BLOB), digest, hash, branch FROM events"
    " WHERE match_id = ? AND branch = ? AND seq BETWEEN ? AND ? ORDER BY seq"
)


def _blob(value: object) -> bytes:
    """A stored BLOB as bytes; an edited row may hold TEXT or a number there instead, which is
    kept as its bytes, so a cache or a kept secret that was changed fails its own check (a
    snapshot's decoding, a seed's commitment) rather than bytes() on a str."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    return str(value).encode("utf-8", "surrogatepass")


class Reader:
    """The reads of an open ledger (see `ledger.store.Ledger`, which is one)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool):
        self.path = path
        self._conn = conn
        # One cursor for every statement whose rows are read at once (writes, and `_read`):
        # Connection.execute makes and registers a new cursor per call, about 1,300
        # instructions, three times for each decision appended. A lazy read has its own.
        self._cur = conn.cursor()
        self._readonly = readonly
        self._version = 0
        self._closed = False
        self._tree = Tree(self._read, self._require_match, path)

    # ----------------------------------------------------------------- the connection

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._conn.close()

    def __enter__(self) -> Self:
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

    def _translate(self, e: sqlite3.Error, doing: str) -> LedgerError:
        """A one-line LedgerError for a sqlite3 error met while `doing` something."""
        return translate(e, self.path, doing)

    def _read(self, sql: str, params: Sequence) -> list[tuple]:
        try:
            return self._cur.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise self._translate(e, "read it") from e
        except OverflowError:  # the entry points above name their own; this says which number
            big = next(p for p in params if isinstance(p, int) and not storable(p))
            raise LedgerError(f"ledger {self.path}: no row has the number {big}: a ledger's "
                              f"numbers run from {SMALLEST} to {NO_LIMIT}") from None

    def _require_match(self, match_id: int) -> None:
        if not storable(match_id) or not self._read("SELECT 1 FROM matches WHERE id = ?",
                                                    (match_id,)):
            raise UnknownMatch(f"no match {match_id} in {self.path}", match_id)

    # ----------------------------------------------------------------- matches

    def matches(self) -> list[MatchInfo]:
        """Every match, by id."""
        return [match_info(r) for r in self._read(MATCH_INFO + " ORDER BY m.id", ())]

    def list_matches(self, limit: int | None = None, offset: int = 0, game: str | None = None,
                     player: str | None = None, winner: str | None = None) -> list[MatchInfo]:
        """One page of matches by id, filtered by game, by a player's name (any case) and by
        the winner's name as recorded with set_outcome ("draw" for a draw); a page reads
        only its own rows, so it costs the same in a ledger of any size."""
        where, params = filters(game, player, winner)
        sql = MATCH_INFO + where + " ORDER BY m.id LIMIT ? OFFSET ?"
        limit = -1 if limit is None or limit > NO_LIMIT else limit  # past every row: no limit
        if offset > NO_LIMIT:
            return []
        return [match_info(r) for r in self._read(sql, (*params, limit, max(0, offset)))]

    def count_matches(self, game: str | None = None, player: str | None = None,
                      winner: str | None = None) -> int:
        """How many matches list_matches would list without a limit."""
        where, params = filters(game, player, winner)
        return self._read("SELECT COUNT(*) FROM matches m" + where, params)[0][0]

    def match(self, match_id: int) -> MatchInfo:
        rows = self._read(MATCH_INFO + " WHERE m.id = ?", (match_id,)) if storable(match_id) else []
        if not rows:
            raise UnknownMatch(f"no match {match_id} in {self.path}", match_id)
        return match_info(rows[0])

    # ----------------------------------------------------------------- branches

    def head(self, match_id: int, branch: str = MAIN) -> int:
        """The seq of the branch's last event; its fork point while it has no events of its own."""
        row = self._tree.branch(match_id, branch)
        own = self._read(_OWN_HEAD, (match_id, branch))[0][0]
        if own is not None:
            return own
        return -1 if row.fork_seq is None else row.fork_seq

    def branches(self, match_id: int) -> list[BranchInfo]:
        """Every branch of a match, in creation order, with its head."""
        rows = self._read(
            "SELECT b.name, b.parent, b.fork_seq, COALESCE((SELECT MAX(seq) FROM events e"
            " WHERE e.match_id = b.match_id AND e.branch = b.name), b.fork_seq, -1)"
            " FROM branches b WHERE b.match_id = ? ORDER BY b.rowid",
            (match_id,),
        ) if storable(match_id) else []
        if not rows:
            self._require_match(match_id)
        return [BranchInfo(*r) for r in rows]

    # ----------------------------------------------------------------- events

    def events(self, match_id: int, branch: str = MAIN, upto: int | None = None,
               start: int = 0) -> Iterator[StoredEvent]:
        """The branch's history in seq order, `start` to `upto` inclusive (default: to the head).

        Follows the fork pointers: the parent's events up to the fork, then the branch's own.
        Unknown matches and branches raise at once; the events are fetched lazily.
        """
        chain = self._tree.chain(match_id, branch)
        return self._iter_events(match_id, chain, start, NO_LIMIT if upto is None else upto)

    def _iter_events(self, match_id: int, chain: tuple[Segment, ...], start: int,
                     upto: int) -> Iterator[StoredEvent]:
        make = StoredEvent._make
        for seg in chain:
            lo = max(seg.lo, start)
            hi = min(upto if seg.hi is None else min(seg.hi, upto), NO_LIMIT)
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
        holder = owner(self._tree.chain(match_id, branch), seq) if isinstance(seq, int) else None
        rows = self._read(_READ, (match_id, holder, seq, seq)) if holder is not None else []
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

    def nearest_snapshot(self, match_id: int, branch: str, seq: int,
                         rules_version: str) -> tuple[int, bytes, str] | None:
        """(seq, state, digest) of the latest snapshot at or before `seq` on the branch's chain."""
        for seg in reversed(self._tree.chain(match_id, branch)):
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

    def get_secret(self, match_id: int, commitment: str) -> bytes | None:
        rows = self._read("SELECT seed FROM secrets WHERE match_id = ? AND commitment = ?",
                          (match_id, commitment))
        if rows:
            return _blob(rows[0][0])
        self._require_match(match_id)
        return None
