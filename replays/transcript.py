"""Transcripts: a match as JSON lines a person can read and write.

Line 1 is the header: `{"matchlog": 1, "game": ..., "genesis": {...}, "digest": ..., "hash": ...,
"match": ..., "chain": ...}`: `match` and `chain` are the ledger's match id and chain scheme,
which the hashes bind (see `ledger.chain`); without them the hashes are read under scheme 1.
Each later line is one event, either wrapped with what the ledger recorded,
`{"seq": 5, "event": {"type": "fight", ...}, "digest": "...", "hash": "..."}` (plus `"branch"`
when the event was stored on a branch other than main), or bare: `{"type": "fight", ...}`.
A judge may write one by hand without seqs, digests or hashes; where they are present,
import and audit check them.

This module is the shape (`Transcript`, `Entry`), the writing (`export_lines`) and the check of
what a recorder attested (`check_attestations`); transcript_parse.py reads a transcript,
transcript_schema.py gives the JSON Schema of its event lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec

from engine.events import Dealt, Event, Genesis, tag_of
from engine.fold import Fold
from engine.protocol import Chance, Game, encode_event
from ledger.chain import chain_origin, event_hash

from replays.faults import engine_at
from replays.history import CorruptEvent, MatchHistory
from replays.luck import outcome_words
from replays.secrecy import seat_genesis
from replays.timeline import timeline


FORMAT = 1


class TranscriptError(Exception):
    """Raised when a transcript cannot be read: names the file and line, and what is wrong."""


@dataclass
class Entry:
    """One event line of a transcript, with whatever the recorder attested."""

    line: int
    event: Event | None
    """None until a line that names cards (`"Anox"`, `"Anox #15"`) is resolved against its position."""
    seq: int | None = None
    digest: str | None = None
    hash: str | None = None
    branch: str = "main"
    raw: dict | None = None
    """The line's event as written, kept while its card names wait for their position."""


@dataclass
class Transcript:
    game: Game
    genesis: Genesis
    entries: list[Entry]
    genesis_digest: str | None = None
    genesis_hash: str | None = None
    genesis_bytes: bytes | None = None
    """The header's genesis exactly as written, which its hash covers."""
    match: int | None = None
    chain: int = 1

    @property
    def events(self) -> list[Event]:
        return [e.event for e in self.entries]


def export_lines(history: MatchHistory, as_seat: int | None = None) -> list[str]:
    """The transcript of a branch, one JSON text per line, byte-identical for equal logs.

    With `as_seat`, a review copy for that seat: chance outcomes (which order hidden decks
    and pick hidden cards) and the unrevealed seeds are left out, so it can be read but
    not replayed or imported.
    """
    g = history.stored[0]
    # the genesis as stored, byte for byte: its hash covers exactly these bytes
    header: dict[str, Any] = {"matchlog": FORMAT, "game": history.game.id,
                              "genesis": msgspec.Raw(g.payload)}
    if as_seat is not None:
        header["as_seat"] = as_seat
        told = seat_genesis(history.game, history.genesis, as_seat)
        if told != msgspec.to_builtins(history.genesis):  # it hides a position or a deck
            header["genesis"] = told
    if g.digest and as_seat is None:
        header["digest"] = g.digest
    header["hash"] = g.hash
    header["match"] = history.match_id
    header["chain"] = history.ledger.match(history.match_id).chain
    lines = [_dump(header)]
    # the events as the seat may see them; what each did is not part of a transcript
    seen = timeline(history, as_seat, story=False) if as_seat is not None else None
    told = _told_outcomes(history) if history.genesis.table_luck and seen is None else {}
    for s in history.stored[1:]:
        row: dict[str, Any] = {"seq": s.seq, "event": told.get(s.seq) or _payload(history, s)}
        if seen is not None:
            # what the seat may see; no digest: it fingerprints the hidden zones too
            row["event"] = seen[s.seq].event
            if seen[s.seq].redacted:
                row["redacted"] = True
        else:
            if s.digest:
                row["digest"] = s.digest
            row["hash"] = s.hash
        if s.branch != "main":
            row["branch"] = s.branch
        lines.append(_dump(row))
    return lines


def _payload(history: MatchHistory, s) -> Any:
    """A stored event's JSON as written; a payload changed behind the ledger's back into
    something that is not JSON is named where it is, as every reader of the ledger does."""
    try:
        return msgspec.json.decode(s.payload)
    except (msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise CorruptEvent(f"match {history.match_id}, branch {s.branch}, event {s.seq}: "
                           f"cannot decode a {s.kind!r} event: {exc}") from None


def _told_outcomes(history: MatchHistory) -> dict[int, dict]:
    """Per seq, a table-luck match's chance outcome as the recorder entered it: a `chance`
    line in the chance's own words (`{"type": "chance", "kind": "card", "outcome": "Vix"}`),
    which reads back to the very same outcome (replays.luck.outcome_words)."""
    fold = Fold(history.game, history.genesis, check=False)
    out: dict[int, dict] = {}
    with engine_at(history, lambda: fold.seq + 1, "folding"):
        for seq, event in enumerate(history.events(1), start=1):
            if isinstance(event, Dealt) and is_int(event.outcome):
                chance = history.game.pending(fold.state)
                words = (outcome_words(chance, event.outcome) if isinstance(chance, Chance)
                         else None)
                if words is not None:
                    out[seq] = {"type": "chance", "kind": event.kind, "outcome": words}
            fold.apply(event)
    return out


def _dump(obj: Any) -> str:
    return msgspec.json.encode(obj).decode()


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_attestations(t: Transcript, name: str = "<transcript>") -> None:
    """Check seqs run 1, 2, ... and that given hashes chain (TranscriptError on the first break)."""
    genesis_bytes = t.genesis_bytes if t.genesis_bytes is not None else encode_event(t.genesis)
    if t.chain not in (1, 2) or (t.chain == 2 and t.match is None):
        raise TranscriptError(f"{name}: chain scheme {t.chain} needs a known scheme and a match id")
    prev: str | None = chain_origin(t.chain, t.match or 0, genesis_bytes)
    if t.genesis_hash is not None:
        h = event_hash(prev, "main", 0, "genesis", genesis_bytes, t.genesis_digest)
        if h != t.genesis_hash:
            raise TranscriptError(f"{name}: the genesis hash does not match its bytes")
        prev = h
    for i, e in enumerate(t.entries, start=1):
        if e.seq is not None and e.seq != i:
            raise TranscriptError(f"{name}:{e.line}: seq {e.seq} where {i} was expected")
        if prev is None or e.hash is None or t.genesis_hash is None:
            prev = None  # a line without its hash: the chain past it cannot be checked
            continue
        h = event_hash(prev, e.branch, i, tag_of(e.event), encode_event(e.event), e.digest)
        if h != e.hash:
            raise TranscriptError(f"{name}:{e.line}: event {i}'s hash does not match its bytes "
                                  "(the transcript was changed after it was recorded)")
        prev = h
