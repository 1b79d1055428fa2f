"""A state's digest with its match-long head encoded and hashed once per match.

The digest is SHA-256 of the state's canonical encoding (`engine.protocol`: msgpack, keys in
a deterministic order). An Ascendant state starts with three fields that never change in a
match: the options, the card of every instance and its owner, about 2.4 of its 3.4 kB (a card
id per instance). The audit digests the state after every event, and self-play records a
digest per event, so encoding and hashing those 2.4 kB again each time was most of a digest.

Here they are encoded once per match and written into each encoding as raw bytes (the same
bytes msgspec would write), and the SHA-256 state after the head is kept and copied. The head
is keyed on the identity of the three values, which a match never replaces or changes: the
options are a frozen struct and the card and owner lists are tuples (a state built with lists,
as a test may, takes the plain path). The values are held with their bytes, so their identity
cannot pass to other objects while cached. Every encoding with the cached head starts with
the same bytes (the map's header, then each head field's key and value), whose SHA-256 state
is kept with them and copied for each digest.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from .state import State

_CANONICAL = msgspec.msgpack.Encoder(order="deterministic")
"""The canonical encoder's settings (`engine.protocol.canonical_digest`)."""


class _Encoded(msgspec.Struct):
    """`State`'s fields in its order, the first three given as their encoded bytes (Raw):
    encodes to the same bytes as the state."""

    options: Any
    cards: Any
    owner: Any
    seats: Any
    turn: Any
    active: Any
    phase: Any
    attack: Any
    stack: Any
    need: Any
    result: Any
    log: Any


if _Encoded.__struct_fields__ != State.__struct_fields__:  # pragma: no cover - a guard
    raise TypeError("ascendant canonical: _Encoded must list State's fields in its order")

_HEAD: tuple = (None, None, None, None, None, None, b"", None)
"""(options, cards, owner, their Raw bytes x3, the encoding's head bytes, a SHA-256 that
absorbed them) of the last match digested: replaced whole, read once per digest."""


def digest(state: State) -> str:
    """SHA-256 (hex) of the state's canonical bytes: `engine.protocol`'s digest."""
    return digest_and_bytes(state)[0]


def digest_and_bytes(state: State) -> tuple[str, bytes]:
    """SHA-256 (hex) of the canonical bytes, and the bytes."""
    head = _HEAD  # read once: the values and their bytes come as one entry
    if (head[1] is not state.cards or head[2] is not state.owner or head[0] is not state.options
            or type(state) is not State):  # a table-luck state has one more field
        head = _head(state)
        if head is None:
            data = _CANONICAL.encode(state)
            return hashlib.sha256(data).hexdigest(), data
    data = _CANONICAL.encode(_Encoded(head[3], head[4], head[5], state.seats, state.turn,
                                      state.active, state.phase, state.attack, state.stack,
                                      state.need, state.result, state.log))
    h = head[7].copy()  # the SHA-256 state after the head's bytes, which `data` starts with
    h.update(memoryview(data)[len(head[6]):])
    return h.hexdigest(), data


def _head(state: State) -> tuple | None:
    """The head of this state's match, worked out and cached; None for a state whose head may
    change (lists) or whose fields differ (a table-luck state: one more field)."""
    global _HEAD
    options, cards, owner = state.options, state.cards, state.owner
    if type(state) is not State or type(cards) is not tuple or type(owner) is not tuple:
        return None
    head = _HEAD
    if head[1] == cards and head[2] == owner and head[0] == options:
        # the same match in other objects (a decoded snapshot, a clone to try an option
        # on): comparing is cheaper than encoding and hashing the head again
        head = _HEAD = (options, cards, owner, *head[3:])
        return head
    raws = [msgspec.Raw(_CANONICAL.encode(v)) for v in (options, cards, owner)]
    # the encoding's first bytes: the map's header, then each key and its value
    start = _CANONICAL.encode(_Encoded(*raws, *([None] * 9)))
    start = start[:1 + sum(len(_CANONICAL.encode(k)) + len(r)
                           for k, r in zip(("options", "cards", "owner"), raws))]
    head = _HEAD = (options, cards, owner, *raws, start, hashlib.sha256(start))
    return head
