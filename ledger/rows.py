"""The rows a write stores: each event checked, decoded and hashed into the chain, then
inserted; a new match's own rows (match, root branch, genesis); the dealer's secrets and a
match's outcome as rows.

The hot path of every store (`Ledger.append`, `create_match`, `create_matches`,
`create_branch`); `ledger.store.Ledger` runs these inside its transactions. The hash layout
is `ledger.chain`'s, inlined in `chained_rows`.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from datetime import datetime, timezone
from itertools import chain as concat
from pathlib import Path
from typing import NamedTuple, Sequence

from ledger.chain import CHAIN_SCHEME, chain_origin, event_hash, field_problem
from ledger.errors import LedgerError
from ledger.records import GENESIS, MAIN

# The statements are constants so the sqlite3 module's statement cache prepares each one
# once per connection.
INSERT_OUTCOME = "INSERT OR REPLACE INTO outcomes (match_id, seq, winner, record) VALUES (?, ?, ?, ?)"


def outcome_row(match_id: int, outcome: dict, seq: int) -> tuple:
    """The outcomes row of a match's outcome (`seq` when the outcome names none)."""
    try:
        text = json.dumps(outcome, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        raise LedgerError(f"outcome of match {match_id} is not JSON: {e}") from e
    return (match_id, outcome.get("seq", seq), outcome.get("winner"), text)


INSERT_EVENT = (
    "INSERT INTO events (match_id, branch, seq, kind, payload, digest, hash)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
)
# Most events are on "main": naming it in the statement spares binding (and SQLite copying)
# one text value per event.
INSERT_MAIN_EVENT = (
    "INSERT INTO events (match_id, branch, seq, kind, payload, digest, hash)"
    " VALUES (?, 'main', ?, ?, ?, ?, ?)"
)
# A run of events is inserted 16 rows per statement: SQLite then runs its insert program's
# set-up and tear-down (cursors opened, the statement started and halted, the GIL released
# and taken) once per 16 events rather than per event, about a third of its work per event
# (docs/performance.md). 16 and 64 rows count the same.
ROWS_PER_INSERT = 16
INSERT_MAIN_EVENTS = INSERT_MAIN_EVENT + ", (?, 'main', ?, ?, ?, ?, ?)" * (ROWS_PER_INSERT - 1)
INSERT_SECRET = "INSERT OR IGNORE INTO secrets (match_id, commitment, seed) VALUES (?, ?, ?)"


# Seqs as decimal text, kept for every later chain pass (a pass looks its seqs up rather
# than formatting an int per event), grown as far as a pass needs up to _SEQ_CACHE; a pass
# past it formats its seqs. And the kinds already found to be non-empty text without a
# newline (a game has a few dozen), up to _KINDS_CACHE, so a kind is checked once per
# process rather than once per event or per batch.
_SEQ_CACHE = 1 << 16
_SEQ_TEXTS: list[str] = []
_KINDS_CACHE = 4096
_KINDS_OK: set[str] = set()


class _SeqText:
    """A seq's decimal text, for seqs past the cache."""

    __getitem__ = staticmethod(str)


def _seq_texts(end: int) -> Sequence[str] | _SeqText:
    """The decimal text of every seq below `end`, by index."""
    have = len(_SEQ_TEXTS)
    if end <= have:
        return _SEQ_TEXTS
    if end > _SEQ_CACHE:
        return _SeqText()
    _SEQ_TEXTS.extend(map(str, range(have, min(_SEQ_CACHE, max(end, 2 * have, 1024)))))
    return _SEQ_TEXTS


def chained_rows(match_id: int, branch: str, first_seq: int, prev: str,
                  events: Sequence[tuple[str, bytes, str | None]]) -> list[tuple]:
    """Check, decode and hash each event in one pass, chaining from `prev`: the rows
    (match_id, seq, kind, payload text, digest, hash) that `insert_events` stores.

    The hot path of every store (one decision's event as much as a whole match), so it
    sets up little, looks seqs and checked kinds up in caches, and checks a kind's text once;
    any malformed event refuses the whole batch, naming its seq.
    """
    if len(events) == 1:
        return [chained_row(match_id, branch, first_seq, prev, events[0])]
    rows = []
    append = rows.append
    sha256 = hashlib.sha256
    after_prev = "\nmain\n" if branch == MAIN else f"\n{branch}\n"
    seq_texts = _seq_texts(first_seq + len(events))
    kinds_ok = _KINDS_OK
    seq, item = first_seq, None
    try:
        for seq, item in enumerate(events, first_seq):
            kind, payload, digest = item
            text = payload.decode()  # bytes and bytearray, UTF-8; TEXT wants str
            if type(kind) is not str or kind not in kinds_ok:
                _check_kind(kind)
            if digest is not None and (type(digest) is not str or not digest or "\n" in digest):
                raise ValueError
            # The layout of ledger.chain.event_hash, inlined.
            prev = sha256(f"{prev}{after_prev}{seq_texts[seq]}\n{kind}\n{text}\n{digest or ''}".encode()).hexdigest()
            append((match_id, seq, kind, text, digest, prev))
    except (TypeError, ValueError, AttributeError):
        raise _refused(match_id, branch, seq, item) from None
    return rows


def chained_row(match_id: int, branch: str, seq: int, prev: str,
                event: tuple[str, bytes, str | None]) -> tuple:
    """The row of a batch of one event (a decision appended alone, the commonest write):
    `chained_rows`' checks and hash without a batch's set-up (its list, loop and seq texts):
    1,550 of the 6,700 instructions that pass spent on one event besides hashing it."""
    try:
        kind, payload, digest = event
        text = payload.decode()
        if type(kind) is not str or kind not in _KINDS_OK:
            _check_kind(kind)
        if digest is not None and (type(digest) is not str or not digest or "\n" in digest):
            raise ValueError
    except (TypeError, ValueError, AttributeError):
        raise _refused(match_id, branch, seq, event) from None
    return (match_id, seq, kind, text, digest, event_hash(prev, branch, seq, kind, text, digest))


def _check_kind(kind: object) -> None:
    """Raise ValueError for a kind that is not non-empty text without a newline; keep a good
    one (up to _KINDS_CACHE kinds) so it is checked once per process."""
    if type(kind) is not str or not kind or "\n" in kind:
        raise ValueError
    if len(_KINDS_OK) < _KINDS_CACHE:
        _KINDS_OK.add(kind)


def _refused(match_id: int, branch: str, seq: int, item: object) -> LedgerError:
    return LedgerError(f"cannot append to branch {branch!r} of match {match_id}: event {seq} "
                       f"{event_problem(item) or 'is invalid'}; nothing was written")


def insert_events(conn: sqlite3.Cursor | sqlite3.Connection, branch: str, rows: list[tuple]) -> None:
    """Store `chained_rows`' rows on `branch`."""
    if branch != MAIN:
        rows = [(match_id, branch, *rest) for match_id, *rest in rows]
        conn.executemany(INSERT_EVENT, rows)
        return
    if len(rows) == 1:  # one decision's event: execute is cheaper than executemany
        conn.execute(INSERT_MAIN_EVENT, rows[0])
        return
    whole = len(rows) - len(rows) % ROWS_PER_INSERT
    if whole:
        flat = list(concat.from_iterable(rows[:whole]))
        step = len(rows[0]) * ROWS_PER_INSERT
        conn.executemany(INSERT_MAIN_EVENTS, [flat[i:i + step] for i in range(0, len(flat), step)])
    if whole < len(rows):
        conn.executemany(INSERT_MAIN_EVENT, rows[whole:])


def secret_rows(secrets: Sequence[tuple[str, bytes]], doing: str) -> list[tuple[str, bytes]]:
    """The (commitment, seed) pairs as rows, checked before any transaction starts."""
    rows = []
    for item in secrets:
        commitment, seed = item
        if not isinstance(commitment, str) or not commitment:
            raise LedgerError(f"{doing}: commitment must be a non-empty str, not {commitment!r:.40}")
        if not isinstance(seed, (bytes, bytearray, memoryview)):
            raise LedgerError(f"{doing}: seed must be bytes, not {type(seed).__name__}")
        rows.append((commitment, bytes(seed)))
    return rows


def payload_problem(payload: object) -> str | None:
    if not isinstance(payload, (bytes, bytearray)):
        return f"payload must be JSON text as bytes, not {type(payload).__name__}"
    try:
        payload.decode("utf-8")
    except UnicodeDecodeError:
        return "payload is not UTF-8 text"
    return None


def event_problem(item: object) -> str | None:
    """Why an item of an append batch is not a valid (kind, payload, digest) event: None for
    a str subclass as kind or digest, which the ledger refuses too ("is invalid")."""
    if not isinstance(item, (tuple, list)) or len(item) != 3:
        return f"must be a (kind, payload, digest) tuple, not {item!r:.60}"
    kind, payload, digest = item
    return payload_problem(payload) or field_problem(kind, payload, digest)


class NewMatch(NamedTuple):
    """A whole match to record: its game, genesis bytes and digest, the `matches` row's meta,
    its later events (kind, payload, digest) and the dealer's secrets (commitment, seed)."""

    game: str
    genesis: bytes
    digest: str | None = None
    meta: dict | None = None
    events: Sequence[tuple[str, bytes, str | None]] = ()
    secrets: Sequence[tuple[str, bytes]] = ()


def checked_match(m: NewMatch, path: Path) -> tuple[NewMatch, str, list]:
    """A new match's fields checked before anything is written (LedgerError if not): the
    match, its meta as JSON text and its secrets as rows."""
    if not isinstance(m.game, str) or not m.game:
        raise LedgerError(f"game must be a non-empty str, not {m.game!r:.40}")
    why = payload_problem(m.genesis) or field_problem(GENESIS, m.genesis, m.digest)
    if why:
        raise LedgerError(f"cannot create a match in {path}: genesis {why}")
    try:
        meta_text = json.dumps({} if m.meta is None else m.meta, sort_keys=True,
                               separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        raise LedgerError(f"cannot create a match in {path}: meta is not JSON: {e}") from e
    if not meta_text.startswith("{"):
        raise LedgerError(f"cannot create a match in {path}: meta must be a dict")
    return m, meta_text, secret_rows(m.secrets, f"cannot create a match in {path}")


def insert_match(conn: sqlite3.Cursor, m: NewMatch, meta_text: str, keep: list) -> int:
    """Store a checked new match: its row, its "main" branch, its genesis chained from the
    match's origin, its events and secrets. Returns the id SQLite gave it."""
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


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
