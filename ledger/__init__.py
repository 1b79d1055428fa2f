"""matchlog's ledger: an append-only, hash-chained SQLite store of opaque events per match.

It knows nothing of any game: an event is a kind, a JSON payload and an optional state
digest. See `ledger.store.Ledger` for the API (its reads are `ledger.reading.Reader`'s),
`ledger.chain` for the hash layout and `ledger.schema` for the tables and migrations.
"""

from ledger.errors import (
    Conflict,
    LedgerError,
    LedgerLocked,
    NewerSchema,
    NotALedger,
    UnknownBranch,
    UnknownMatch,
)
from ledger.records import BranchInfo, MatchInfo, Problem, StoredEvent
from ledger.rows import NewMatch
from ledger.schema import SCHEMA_VERSION
from ledger.store import Ledger

__all__ = [
    "SCHEMA_VERSION",
    "BranchInfo",
    "Conflict",
    "Ledger",
    "NewMatch",
    "LedgerError",
    "LedgerLocked",
    "MatchInfo",
    "NewerSchema",
    "NotALedger",
    "Problem",
    "StoredEvent",
    "UnknownBranch",
    "UnknownMatch",
]
