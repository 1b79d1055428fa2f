"""A state's digest, with the fields a match rarely changes encoded and hashed once per match.

The digest is SHA-256 of the state's canonical encoding (msgpack, deterministic order: a
struct's fields in their declared order). Most engines' states start with fields that stay the
same for a whole match: the card of every instance and its owner (Ascendant also its options).
They are much of the bytes (Sceptre: 1.9 of 3.1 kB), and the audit and self-play digest the
state after every event, so encoding and hashing them again each time was much of a digest.

A game opts in by naming them (`Game.digest_head`). `StateDigest` keeps, for the last match it
saw, those fields' encoded bytes and the SHA-256 state after them. Each digest then encodes the
state with its head fields holding the bytes kept (`msgspec.Raw`) for the moment, which encodes
to exactly the state's bytes, and copies the kept SHA-256 state to hash only what follows the
head.

A field after the head that a match rarely changes (Sceptre's wounds: 140 numbers) can be kept
too (`Game.digest_kept`), but only its encoding: the hash cannot resume past it, as the fields
before it may have changed. The engine holds it as a tuple it replaces rather than changes, so
the same object is the same bytes: the last one seen is kept with its bytes and spliced in by
identity, any other object encoded afresh (and kept when it is a tuple of plain values).

A kept head is used only while it is still right:
- each head value is compared with a private copy taken when it was encoded (lists may be
  changed in place: a card that copies another rewrites the card list). A head is kept only
  when its values hold plain values all the way down (text, whole numbers, enums, tuples,
  frozen structs; a list's items likewise), so a shallow copy cannot change behind our back
  and equal values encode to equal bytes (a state is typed: a card id is a str, an owner an
  int, as decoding it would give);
- the encoding must start with the bytes the SHA-256 state absorbed (the map's header counts
  the fields present, and an UNSET field is left out);
- the state's type must be the one the head was taken from (a table-luck state may have a
  field more). Anything else takes the plain path: encode the whole state and hash it.

The bookkeeping costs about what encoding and hashing 0.3 kB does, so a game whose head is
small (Ardent Reapers: 0.3 of 0.7 kB) is better off without one.

Every digest encodes into a reused buffer (`msgspec`'s `encode_into`) rather than a new bytes
object: `encode` grows its output from a few bytes by reallocating, a copy each time, which
was a third of encoding a 1-3 kB state. `digest_into` leaves the bytes in the caller's buffer
(an audit keeps the last legal state's bytes that way, without a copy); `digest` borrows one
from a small pool, so two threads never share one.
"""

from __future__ import annotations

import enum
import hashlib
import keyword
from operator import attrgetter
from typing import Any, Callable

import msgspec
from msgspec.structs import astuple

CANONICAL = msgspec.msgpack.Encoder(order="deterministic")
"""The canonical encoder: msgpack with dict keys in a deterministic order."""

_encode_into = CANONICAL.encode_into
_POOL: list[bytearray] = []
"""Buffers free for `digest`: taken with pop and given back with append (each one call under
the GIL), so a buffer is only ever in one digest at a time."""


def _borrow() -> bytearray:
    try:
        return _POOL.pop()
    except IndexError:
        return bytearray()


def plain_digest(state: Any) -> str:
    """SHA-256 (hex) of the state's canonical bytes, encoded into a pooled buffer."""
    buf = _borrow()
    _encode_into(state, buf)
    digest = hashlib.sha256(buf).hexdigest()
    _POOL.append(buf)
    return digest


def plain_digest_and_bytes(state: Any) -> tuple[str, bytes]:
    """SHA-256 (hex) of the state's canonical bytes, and the bytes."""
    buf = _borrow()
    _encode_into(state, buf)
    result = hashlib.sha256(buf).hexdigest(), bytes(buf)
    _POOL.append(buf)
    return result


def plain_digest_into(state: Any, buf: bytearray) -> str:
    """SHA-256 (hex) of the state's canonical bytes, which are left in `buf` (replacing it)."""
    _encode_into(state, buf)
    return hashlib.sha256(buf).hexdigest()


class _Head:
    """The head of the match digested last: its values, their bytes, the hash after them."""

    __slots__ = ("state_type", "values", "kept", "raws", "start", "tail", "header", "sha")

    def __init__(self, state_type: type | None, values: tuple, kept: tuple,
                 raws: tuple[msgspec.Raw, ...], start: bytes, header: bytes, sha: Any) -> None:
        self.state_type = state_type
        self.values = values
        """The state's own head values these bytes were taken from (or last matched)."""
        self.kept = kept
        """What they are compared with: the values themselves where immutable (a tuple, a
        frozen struct), a private copy of a list (the state's list may change in place)."""
        self.raws = raws
        """Each head field's encoded bytes, in the head's order."""
        self.start = start
        """The encoding's first bytes: the map's header, then each head field and value."""
        self.tail = len(start)
        """Where the bytes after the head begin (what each digest hashes)."""
        self.header = header
        """The map's header `start` begins with, the one part of it that may differ."""
        self.sha = sha
        """A SHA-256 that has absorbed `start`: copied for each digest."""

    def following(self, values: tuple) -> _Head:
        """The same head held by other objects (a clone, a decoded snapshot, the same match
        replayed): kept under them, so that later comparisons meet the same items."""
        return _Head(self.state_type, values, _kept(values), self.raws, self.start, self.header,
                     self.sha)


_NO_HEAD = _Head(None, (), (), (), b"", b"", None)
_NOTHING = object()
"""What no state's field holds: a kept field's value before any digest."""


class StateDigest:
    """Digests of one game's states, the head fields' bytes kept between calls (one match)."""

    __slots__ = ("head", "kept", "_get", "_spliceable", "_last", "_kept_last", "digest_into")

    def __init__(self, head: tuple[str, ...], kept: tuple[str, ...] = ()) -> None:
        self.head = head
        """The state's first fields (in its declared order) that a match rarely changes."""
        self.kept = kept
        """Fields after the head that a match rarely changes and the engine replaces rather
        than changes (tuples): each one's bytes are kept for the last value seen, by identity
        (`_keep`)."""
        self._get = attrgetter(*head) if len(head) > 1 else None
        self._spliceable: dict[type, bool] = {}
        self._last = _NO_HEAD
        self._kept_last: tuple = tuple((_NOTHING, _NOTHING) for _ in kept)
        """For each kept field: (the value last seen, what the encoding puts in its place:
        its bytes as a `msgspec.Raw` when it cannot change, else the value itself)."""
        self.digest_into: Callable[[Any, bytearray], str] = (
            _head_path(self) if len(head) > 1 else self._refill)
        """digest_into(state, buf): SHA-256 (hex) of the state's canonical bytes, which are
        left in `buf`; written out for this head's field names (`_head_path`)."""

    def digest(self, state: Any) -> str:
        """SHA-256 (hex) of the state's canonical bytes."""
        buf = _borrow()
        digest = self.digest_into(state, buf)
        _POOL.append(buf)
        return digest

    def digest_and_bytes(self, state: Any) -> tuple[str, bytes]:
        """SHA-256 (hex) of the state's canonical bytes, and the bytes."""
        buf = _borrow()
        digest = self.digest_into(state, buf)
        data = bytes(buf)
        _POOL.append(buf)
        return digest, data

    def _refill(self, state: Any, buf: bytearray) -> str:
        """Encode the head afresh and keep it (when it can be kept); the digest either way."""
        _encode_into(state, buf)
        if self._can_splice(type(state)):
            values = self._get(state)
            kept = _kept(values)
            if kept is not None:
                raws = tuple(msgspec.Raw(CANONICAL.encode(v)) for v in values)
                header = bytes(buf[:_map_header_length(buf)])
                start = bytes(buf[:len(header) + sum(len(CANONICAL.encode(name)) + len(raw)
                                                     for name, raw in zip(self.head, raws))])
                self._last = _Head(type(state), values, kept, raws, start, header,
                                   hashlib.sha256(start))
        return hashlib.sha256(buf).hexdigest()

    def _can_splice(self, state_type: type) -> bool:
        """Whether states of this type encode as a map whose first entries are the head
        fields, by name, each always present (and the kept fields after them)."""
        if state_type not in self._spliceable:
            self._spliceable[state_type] = (_spliceable(state_type, self.head) and all(
                name in state_type.__struct_fields__[len(self.head):] for name in self.kept))
        return self._spliceable[state_type]

    def _keep(self, i: int, value: Any) -> tuple:
        """Kept field i now holds `value` (another object than the one seen last): what its
        encoding takes, kept for the next digest. Its bytes when `value` cannot change (a
        tuple of plain values: the same object then always encodes alike); the value itself
        otherwise (a list, as a hand-built state may hold), encoded afresh at every digest."""
        stand_in = msgspec.Raw(CANONICAL.encode(value)) if _immutable(value) else value
        kept = list(self._kept_last)
        kept[i] = (value, stand_in)
        self._kept_last = tuple(kept)
        return kept[i]


_HEAD_PATH = """
def digest_into(state, buf):
    last = digests._last  # read once: replaced whole, never changed
    if type(state) is last.state_type:
        {reads}
        kept = last.kept
        # the head is still what was encoded: compared item by item, which is quick for the
        # same objects (a tuple or struct kept is the state's own; a list copy kept holds the
        # state's list's own items until one is replaced)
        if {same}:
            if {last_value} is not last.values[-1]:  # the head now held by other objects
                last = digests._last = last.following(({values},))
            # the state with its head fields holding their kept bytes (a `msgspec.Raw`
            # encodes as its bytes) while it is encoded, then given back their values
            raws = last.raws
            {kept_reads}
            try:
                {put_raws}
                encode_into(state, buf)
            finally:
                {put_back}
            # the head's bytes are the kept ones, but the map's header before them counts
            # the fields present (an UNSET one is left out)
            if buf.startswith(last.header):
                sha = last.sha.copy()
                # a copy of the bytes after the head, not a memoryview of them: the copy
                # (1-2 kB) costs less than making, slicing and releasing a view (0.4-0.5 us
                # a digest less, Sceptre and Ascendant, fourteenth pass)
                sha.update(buf[last.tail:])
                return sha.hexdigest()
    return digests._refill(state, buf)
"""
"""The kept-head digest, written out for a head's field names by `_head_path`."""


def _head_path(digests: StateDigest) -> Callable[[Any, bytearray], str]:
    """`StateDigest.digest_into` for its head, with the head's fields read, compared and set
    by name in one function: read through `attrgetter`, compared as a tuple and set by a
    setter's two calls, the same steps cost Reaper about a third of what its kept head saves
    (0.3-0.5 us a digest, paired rounds, sixteenth and nineteenth passes).

    Why the steps are safe (each kept value is compared with a private copy; the header; the
    type) is the module's docstring. The state is set in place rather than a copy encoded
    (`msgspec.structs.replace`): the copy, a GC-tracked struct made and freed each digest,
    cost Reaper what its head's bytes save (session 17). No Python code runs while the encoder
    holds the GIL, so nothing else sees the state so, and `finally` gives the head back if the
    encoding fails."""
    head, kept = digests.head, digests.kept
    if not all(name.isidentifier() and not keyword.iskeyword(name) for name in head + kept):
        raise ValueError(f"a digest head names fields, not {head + kept!r}")
    values = [f"v{i}" for i in range(len(head))]
    # a kept field (after the head): read, and its stand-in taken from what the last digest
    # kept when it is the same object (else `_keep` makes one); set like a head field
    kept_reads = "".join(
        f"k{i} = state.{name}; s{i} = digests._kept_last[{i}]\n            "
        f"if k{i} is not s{i}[0]: s{i} = digests._keep({i}, k{i})\n            "
        for i, name in enumerate(kept)) or "pass"
    source = _HEAD_PATH.format(kept_reads=kept_reads.rstrip(),
        reads="; ".join(f"{v} = state.{name}" for v, name in zip(values, head)),
        # `is` first, as a tuple's comparison tests each item (a kept tuple or frozen struct
        # is the state's own object: Ascendant's options would be compared field by field)
        same=" and ".join(f"({v} is kept[{i}] or {v} == kept[{i}])" for i, v in enumerate(values)),
        last_value=values[-1], values=", ".join(values),
        put_raws="; ".join([f"state.{name} = raws[{i}]" for i, name in enumerate(head)]
                           + [f"state.{name} = s{i}[1]" for i, name in enumerate(kept)]),
        put_back="; ".join([f"state.{name} = {v}" for v, name in zip(values, head)]
                           + [f"state.{name} = k{i}" for i, name in enumerate(kept)]))
    scope: dict[str, Any] = {"digests": digests, "encode_into": _encode_into}
    exec(source, scope)  # noqa: S102 (field names only, checked above)
    return scope["digest_into"]


def _spliceable(state_type: type, head: tuple[str, ...]) -> bool:
    fields = getattr(state_type, "__struct_fields__", None)
    if len(head) < 2 or fields is None or fields[:len(head)] != head:
        return False  # attrgetter of one name gives the value, not a 1-tuple: two at least
    config = state_type.__struct_config__
    return not (config.array_like or config.tag is not None or config.omit_defaults
                or state_type.__struct_encode_fields__ != fields
                or config.frozen)  # its head fields are set in place while it is encoded


def _map_header_length(data: bytes | bytearray) -> int:
    """Bytes of the msgpack map header `data` starts with (fixmap, map16, map32)."""
    return {0xDE: 3, 0xDF: 5}.get(data[0], 1)


_ATOMS = (str, int, bool, type(None), bytes)
"""Values that cannot change and encode alike when equal (not floats: 0.0 == -0.0)."""
_ATOM_TYPES = frozenset(_ATOMS)
_IMMUTABLE = (*_ATOMS, enum.Enum)


def _kept(values: tuple) -> tuple | None:
    """What a head's values are compared with later (see `_Head.kept`); None when one holds
    something mutable below its top level, which a comparison could not see change."""
    kept = tuple(_plain_copy(v) for v in values)
    return kept if all(k is not None for k in kept) else None


def _plain_copy(value: Any) -> Any:
    """A copy of a head value that later changes to the original cannot reach, or None when
    the value holds something mutable below its top level (then the head is not kept)."""
    if type(value) is list:
        return list(value) if _all_immutable(value) else None
    return value if _immutable(value) else None


def _all_immutable(items: list | tuple) -> bool:
    # the usual head (card ids, owners) holds only text and whole numbers: tested by their
    # exact types in one pass at C speed, as a state decoded or cloned takes this path whole
    return set(map(type, items)) <= _ATOM_TYPES or all(_immutable(v) for v in items)


def _immutable(value: Any) -> bool:
    if isinstance(value, _IMMUTABLE):
        return True
    if type(value) is tuple:
        return _all_immutable(value)
    config = getattr(type(value), "__struct_config__", None)
    if config is not None and config.frozen:
        return all(_immutable(v) for v in astuple(value))
    return False
