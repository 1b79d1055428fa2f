"""The value objects the ledger hands out: plain named tuples, so they unpack, compare and print."""

from __future__ import annotations

from typing import Any, NamedTuple

MAIN = "main"
"""The root branch every match has: its recorded line of play."""

GENESIS = "genesis"
"""The kind of a match's first event (seq 0)."""


class StoredEvent(NamedTuple):
    """One event as stored: `branch` is the branch row that physically holds it."""

    seq: int
    kind: str
    payload: bytes
    """The event's JSON text, UTF-8 encoded, byte for byte as appended."""
    digest: str | None
    """The state digest recorded after this event, if the writer gave one."""
    hash: str
    branch: str


class BranchInfo(NamedTuple):
    """A branch of a match: a fork pointer (parent, fork_seq), both None for "main"."""

    name: str
    parent: str | None
    fork_seq: int | None
    head: int


class MatchInfo(NamedTuple):
    """A match: `head` is the head seq of "main", `branches` counts every branch incl. main."""

    id: int
    game: str
    created_at: str
    meta: dict[str, Any]
    head: int
    branches: int
    chain: int = 2
    """The match's chain scheme (see `ledger.chain`): 1 for a match recorded before schema 2."""
    last_kind: str = ""
    """The kind of the head event of "main" (a listing tells an ended match by it)."""
    outcome: dict[str, Any] | None = None
    """How the match ended, as the recorder noted it (see `Ledger.set_outcome`), else None."""
    meta_readable: bool = True
    """False when the row's meta is not a JSON object (only an edited file holds one): `meta`
    is then empty, and `verify` reports the row."""


class Problem(NamedTuple):
    """The first event of a branch that does not verify, and what is wrong with it."""

    match: int
    branch: str
    seq: int
    what: str
