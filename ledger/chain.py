"""The hash chain: each event's hash covers the previous hash and the event's own stored bytes.

Byte layout (both schemes). The hash of an event is the lowercase hex SHA-256 of the UTF-8
encoding of the text

    PREV "\\n" BRANCH "\\n" SEQ "\\n" KIND "\\n" PAYLOAD "\\n" DIGEST

where PREV is the previous event's hash (64 hex digits; for the first event of a root branch,
the match's *origin*, see below), BRANCH the name of the branch row that stores the event, SEQ
the seq in decimal without sign or leading zeros, KIND the event's kind, PAYLOAD the JSON
text exactly as stored, and DIGEST the recorded state digest, or nothing when there is none.

The layout is unambiguous because only PAYLOAD may contain a newline: PREV and SEQ are
digits, branch names match `[A-Za-z0-9._-]{1,64}`, and the ledger refuses a kind or digest
containing a newline (and an empty digest, which would read the same as no digest). So the
first four newlines and the last one delimit the fields, and no two different events share
the bytes that are hashed.

A branch's first own event chains from the hash of the event at its fork point, read along
the parent's chain, so the ledger is a tree of hashes like git's.

The origin binds a match's identity. Under chain scheme 2 (every match recorded since ledger
schema 2) it is `chain_origin(match_id, genesis)`: the SHA-256 of "matchlog-chain-2", the
match id and the genesis payload, so a match moved to another id, or a genesis swapped
between matches, no longer verifies. Under scheme 1 (matches recorded before) it was
`GENESIS_PREV`, the same for every match: those still verify, under their old scheme, and
`verify` says that their identity is not bound.
"""

from __future__ import annotations

import hashlib
from typing import Iterable

GENESIS_PREV = "0" * 64
"""The `prev` of the first event (seq 0) of a root branch under chain scheme 1."""

CHAIN_SCHEME = 2
"""The chain scheme of every match recorded now; 1 is still verified (see above)."""

_sha256 = hashlib.sha256


def event_hash(prev: str, branch: str, seq: int, kind: str, payload: bytes | str,
               digest: str | None) -> str:
    """The hash of one event under the layout above; `payload` as bytes or as stored text."""
    text = payload if isinstance(payload, str) else payload.decode("utf-8")
    return _sha256(f"{prev}\n{branch}\n{seq}\n{kind}\n{text}\n{digest or ''}".encode()).hexdigest()


def chain_origin(scheme: int, match_id: int, genesis: bytes | str) -> str:
    """The `prev` of a match's genesis event under a chain scheme (see the module's text)."""
    if scheme == 1:
        return GENESIS_PREV
    text = genesis if isinstance(genesis, str) else genesis.decode("utf-8")
    return _sha256(f"matchlog-chain-{scheme}\n{match_id}\n{text}".encode()).hexdigest()


def field_problem(kind: object, payload: object, digest: object) -> str | None:
    """Why an event's fields cannot be hashed unambiguously, or None when they can."""
    if not isinstance(kind, str) or not kind:
        return f"kind must be a non-empty str, not {kind!r:.40}"
    if "\n" in kind:
        return f"kind {kind!r:.40} contains a newline"
    if not isinstance(payload, (bytes, bytearray, memoryview, str)):
        return f"payload must be JSON text as bytes, not {type(payload).__name__}"
    if digest is not None:
        if not isinstance(digest, str) or not digest:
            return f"digest must be None or a non-empty str, not {digest!r:.40}"
        if "\n" in digest:
            return f"digest {digest!r:.40} contains a newline"
    return None


def first_break(branch: str, prev: str, first_seq: int, fork_seq: int | None,
                rows: Iterable[tuple]) -> tuple[int, str] | None:
    """Walk a branch's own stored events and return (seq, what) of the first bad one, or None.

    `rows` are (seq, kind, payload, digest, hash) in seq order, as stored; `prev` is the hash
    the first own event must chain from and `first_seq` the seq it must have. An event is bad
    when its seq leaves a gap or lies at or below the fork point, when its fields could not
    have been written by the ledger, or when its stored hash differs from the recomputation.
    """
    expected = first_seq
    for seq, kind, payload, digest, stored in rows:
        if not isinstance(seq, int):
            return expected, f"seq {seq!r:.20} is not an integer"
        if fork_seq is not None and seq <= fork_seq:
            return seq, f"event stored at seq {seq}, at or below the fork point {fork_seq}"
        if seq != expected:
            return expected, f"event {expected} is missing (next stored seq is {seq})"
        why = field_problem(kind, payload, digest)
        if why is None:
            try:
                actual = event_hash(prev, branch, seq, kind, payload, digest)
            except UnicodeDecodeError:
                why = "payload is not UTF-8 text"
            else:
                if actual != stored:
                    return seq, f"hash mismatch: stored {str(stored)[:12]}..., recomputed {actual[:12]}..."
        if why is not None:
            return seq, why
        prev = stored
        expected += 1
    return None
