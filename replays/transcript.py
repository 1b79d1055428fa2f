"""Transcripts: a match as JSON lines a person can read and write.

Line 1 is the header: `{"matchlog": 1, "game": ..., "genesis": {...}, "digest": ..., "hash": ...,
"match": ..., "chain": ...}`: `match` and `chain` are the ledger's match id and chain scheme,
which the hashes bind (see `ledger.chain`); without them the hashes are read under scheme 1.
Each later line is one event, either wrapped with what the ledger recorded,
`{"seq": 5, "event": {"type": "fight", ...}, "digest": "...", "hash": "..."}` (plus `"branch"`
when the event was stored on a branch other than main), or bare: `{"type": "fight", ...}`.
A judge may write one by hand without seqs, digests or hashes; where they are present,
import and audit check them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from engine import jsontext
from engine.events import DEALER, TABLE, Dealt, Event, Genesis, Luck, tag_of
from engine.fold import Fold
from engine.protocol import Chance, Game, InvalidSetup, UnknownRulesVersion, encode_event
from engine.registry import UnknownGame, get_game
from ledger.chain import chain_origin, event_hash

from replays.cards import not_utf8
from replays.choice import (BadChoice, card_count, check_cards, check_seat, resolve_event,
                             why_invalid)
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
            if isinstance(event, Dealt) and _is_int(event.outcome):
                chance = history.game.pending(fold.state)
                words = (outcome_words(chance, event.outcome) if isinstance(chance, Chance)
                         else None)
                if words is not None:
                    out[seq] = {"type": "chance", "kind": event.kind, "outcome": words}
            fold.apply(event)
    return out


def _dump(obj: Any) -> str:
    return msgspec.json.encode(obj).decode()


def read_transcript(path: str | Path) -> Transcript:
    """Parse and type-check a transcript file; every problem names the line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # a BOM (Windows' Notepad) is no line's
    except FileNotFoundError:
        raise TranscriptError(f"{path}: no such file") from None
    except OSError as exc:  # the reason without Python's "[Errno 21] ... 'path'" around it
        raise TranscriptError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise TranscriptError(f"{path}:{not_utf8(exc)}") from None
    return parse_transcript(text, str(path))


def parse_transcript(text: str, name: str = "<transcript>") -> Transcript:
    lines = [(i, ln) for i, ln in enumerate(text.splitlines(), start=1) if ln.strip()]
    if not lines:
        raise TranscriptError(f"{name}: empty transcript")
    header_line, header_text = lines[0]
    header = _object(header_text, name, header_line)
    if "matchlog" not in header or not isinstance(header.get("genesis"), dict):
        raise TranscriptError(f"{name}:{header_line}: not a matchlog transcript header "
                              '(expected {"matchlog": 1, "game": ..., "genesis": {...}})')
    if "as_seat" in header:
        raise TranscriptError(f"{name}:{header_line}: this is seat {header['as_seat']}'s review "
                              "copy (chance outcomes left out): it cannot be replayed or imported")
    game, genesis = _genesis(_game(header, name, header_line), header["genesis"], name,
                             header_line)
    entries = [_entry(game, text_, name, line) for line, text_ in lines[1:]]
    if any(e.event is None for e in entries):
        _resolve_names(game, genesis, entries, name)
    _check_cards(game, genesis, entries, name)
    match, chain = header.get("match"), header.get("chain", 1)
    if not (match is None or _is_int(match)) or not _is_int(chain):
        raise TranscriptError(f"{name}:{header_line}: `match` and `chain` must be integers")
    return Transcript(game, genesis, entries, _opt_str(header, "digest"), _opt_str(header, "hash"),
                      _raw_genesis(header_text), match, chain)


class _RawHeader(msgspec.Struct):
    genesis: msgspec.Raw


def _raw_genesis(text: str) -> bytes | None:
    try:
        return bytes(jsontext.decode(text, type=_RawHeader).genesis)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _object(text: str, name: str, line: int) -> dict:
    try:
        obj = jsontext.decode(text)
    except msgspec.DecodeError as exc:
        raise TranscriptError(f"{name}:{line}: invalid JSON: {exc}") from None
    if not isinstance(obj, dict):
        raise TranscriptError(f"{name}:{line}: expected a JSON object")
    return obj


def _game(header: dict, name: str, line: int) -> Game:
    game_id = header.get("game") or header["genesis"].get("game")
    try:
        return get_game(str(game_id))
    except UnknownGame as exc:
        raise TranscriptError(f"{name}:{line}: {exc}") from None


class _HandWritten(msgspec.Struct):
    """What a hand-written genesis may give (no rules_version): checked for shape only."""

    players: list[str] = []
    decks: list[list[str]] = []
    dealer: str = ""
    options: dict | None = None
    position: dict | None = None
    luck: Luck = DEALER


_HAND_WRITTEN = set(_HandWritten.__struct_fields__)


def _genesis(game: Game, raw: dict, name: str, line: int) -> tuple[Game, Genesis]:
    """The header's genesis, and the game's engine under the rules version it names (as a
    stored match is folded: replays.history); a hand-written one may give just players and
    decks, and is played under today's rules."""
    why = jsontext.range_problem(raw)
    if why:  # a game would fail on it inside Python (a hand of 2**63 cards), not refuse it
        raise TranscriptError(f"{name}:{line}: the genesis: {why}")
    try:
        if "rules_version" not in raw:
            given = msgspec.convert({k: v for k, v in raw.items() if k in _HAND_WRITTEN},
                                    _HandWritten)  # the shapes, before the game reads them
            genesis = game.genesis(given.players, given.decks, given.dealer, given.options,
                                   given.position)
            if given.luck == TABLE:
                genesis = msgspec.structs.replace(genesis, luck=TABLE)
        else:
            genesis = game.convert_event({**raw, "type": "genesis"})
    except InvalidSetup as exc:
        raise TranscriptError(f"{name}:{line}: {exc}") from None
    except msgspec.ValidationError as exc:
        raise TranscriptError(f"{name}:{line}: bad genesis: {exc}") from None
    if not isinstance(genesis, Genesis) or genesis.game != game.id:
        raise TranscriptError(f"{name}:{line}: the genesis is not for {game.id}")
    if genesis.rules_version != game.rules_version:
        try:  # never today's rules for a match recorded under others, nor a version not built
            game = game.for_rules(genesis.rules_version)
        except UnknownRulesVersion as exc:
            raise TranscriptError(f"{name}:{line}: {exc}") from None
    try:  # the cards it was recorded with (else every fold of it would refuse, unplaced)
        game.check_card_sets(genesis)
    except InvalidSetup as exc:
        raise TranscriptError(f"{name}:{line}: {exc}") from None
    players = len(genesis.players)
    if players not in game.seat_counts:  # an engine's start may assume a count it allows
        raise TranscriptError(f"{name}:{line}: the genesis names {players} player(s); "
                              f"{game.id} is played by {_counts(game.seat_counts)}")
    if genesis.position is None and len(genesis.decks) != players:
        raise TranscriptError(f"{name}:{line}: the genesis has {len(genesis.decks)} deck(s) "
                              f"for {players} player(s): one deck per player")
    if genesis.table_luck and not game.table_luck:
        raise TranscriptError(f"{name}:{line}: {game.id} cannot replay a match played at a table "
                              "yet (its engine does not deal its decks lazily)")
    try:
        game.start(genesis)  # a bad position or deck (an unknown card) is named here, at its line
    except InvalidSetup as exc:
        raise TranscriptError(f"{name}:{line}: {exc}") from None
    return game, genesis


def _counts(counts: tuple[int, ...]) -> str:
    if len(counts) == 1:
        return f"{counts[0]} players"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]} players"


def _entry(game: Game, text: str, name: str, line: int) -> Entry:
    obj = _object(text, name, line)
    raw = obj.get("event", obj) if "event" in obj else obj
    if not isinstance(raw, dict):
        raise TranscriptError(f"{name}:{line}: `event` must be an object")
    try:
        event = game.convert_event(raw)
    except msgspec.ValidationError as exc:
        if not _names_cards(raw):
            raise TranscriptError(f"{name}:{line}: {_why(exc, raw)}") from None
        event = None  # resolved by _resolve_names once the position before it is known
    if isinstance(event, Genesis):
        raise TranscriptError(f"{name}:{line}: a second genesis event")
    seq = obj.get("seq") if "event" in obj else None
    if seq is not None and (not isinstance(seq, int) or isinstance(seq, bool)):
        raise TranscriptError(f"{name}:{line}: `seq` must be an integer")
    return Entry(line, event, seq, _opt_str(obj, "digest"), _opt_str(obj, "hash"),
                 str(obj.get("branch", "main")), raw if event is None else None)


def _names_cards(raw: dict) -> bool:
    """Whether an event as written holds text where a card number could stand."""
    return any(isinstance(v, str) or (isinstance(v, list) and any(isinstance(x, str) for x in v))
               for k, v in raw.items() if k not in ("type", "seat"))


def _resolve_names(game: Game, genesis: Genesis, entries: list[Entry], name: str) -> None:
    """Give each line that names cards its event, read against the position before it.

    The lines are folded without checks (the audit checks them); a name is resolved by the
    rule of replays.choice. A line that cannot be folded ends the resolving: a later line
    that names cards is then an error naming both lines.
    """
    fold = Fold(game, genesis, check=False)
    broken = None
    for entry in entries:
        if entry.event is None:
            if broken is not None:
                raise TranscriptError(f"{name}:{entry.line}: its card names cannot be read: the "
                                      f"position is unknown after line {broken}")
            try:
                entry.event = resolve_event(game, fold.state, entry.raw)
            except BadChoice as exc:
                raise TranscriptError(f"{name}:{entry.line}: {exc}") from None
            except msgspec.ValidationError as exc:
                raise TranscriptError(f"{name}:{entry.line}: "
                                      f"{why_invalid(game, exc, entry.raw)}") from None
        if broken is None:
            try:
                fold.apply(entry.event)
            except Exception:  # an illegal or impossible event: the audit will say which
                broken = entry.line


def _check_cards(game: Game, genesis: Genesis, entries: list[Entry], name: str) -> None:
    """A card number naming no card of the match, or a seat it does not have, is bad input,
    named with its line."""
    if not entries:
        return
    try:
        count = card_count(game, game.start(genesis))
    except InvalidSetup:
        return  # the genesis is refused where the transcript is used, naming why
    for entry in entries:
        if entry.event is not None:
            try:
                check_cards(game, entry.event, count)
                check_seat(entry.event, len(genesis.players))
            except BadChoice as exc:
                raise TranscriptError(f"{name}:{entry.line}: {exc}") from None


def _why(exc: msgspec.ValidationError, raw: dict) -> str:
    text = str(exc)
    if "`$.type`" in text or "Object missing required field `type`" in text:
        return f"unknown event type {raw.get('type')!r}"
    return f"bad {raw.get('type', 'event')!r} event: {text}"


def _opt_str(obj: dict, key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) else None


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


CARD_FORMS = [
    {"type": "integer", "minimum": 0,
     "description": "the card's instance number in the match (stored and exported events give it)"},
    {"type": "string", "minLength": 1,
     "description": "the card's label as `show` prints it (\"Anox #15\", \"Anox#15\" or \"#15\"), or "
                    "its name when only one card of that name can be meant: the only one in the "
                    "position, else the only one a legal option names in that place"},
]
"""How a transcript line (or `decide`, `options --check`) may name a card: replays.choice reads
a label or a name into the card's number before the event is decoded."""

OUTCOME_IN_WORDS = {
    "type": "string", "minLength": 1,
    "description": "at table luck, the outcome in its own words as `options` lists it: the card "
                   "shown by name or label (\"Vix\", \"Vix #12\"), a die's face as text (\"14\"), "
                   "the player who goes first (\"Ada\"), the card taken at random by name; the "
                   "`kind` may then be left out"}
"""A chance line's outcome as text (replays.luck.resolve_outcome)."""


def event_schema(game: Game) -> dict:
    """The JSON Schema of `game`'s events as a transcript line may write them (`matchlog schema
    GAME`): msgspec's schema of the stored events, with each card field (typed
    `engine.events.CardRef`) taking a label or a name as well as a number (`CARD_FORMS`), and a
    chance taking its outcome in words, its `kind` then optional (`OUTCOME_IN_WORDS`). A stored
    event is one of these, so what `export` writes validates too; the event bytes and digests
    are the stored events' own, whatever a line wrote."""
    from replays.choice import card_fields

    doc = msgspec.json.schema(game.events)
    defs = doc.get("$defs", {})
    by_title = {d.get("title"): d for d in defs.values()}
    for cls, fields in card_fields(game.events).items():
        definition = by_title.get(cls.__name__)
        if definition is None:
            continue
        for name in fields:
            definition["properties"][name] = _card_forms(definition["properties"][name])
    dealt = by_title.get(Dealt.__name__)
    if dealt is not None:
        outcome = dealt["properties"]["outcome"]
        outcome["anyOf"] = [*outcome["anyOf"], OUTCOME_IN_WORDS]
        dealt["required"] = [r for r in dealt["required"] if r != "kind"]
        dealt["anyOf"] = [{"required": ["kind"]},
                          {"properties": {"outcome": {"type": "string"}}}]
    doc["description"] = (f"The events of {game.title} as a transcript line may write them "
                          "(docs/transcripts.md): a card by number, label or name, a chance "
                          "at table luck in its own words.")
    return doc


def _card_forms(schema: dict) -> dict:
    """A card field's schema with each integer in it (the card's number) widened to
    `CARD_FORMS`: a bare field, one that may be null, a list of cards."""
    if schema.get("type") == "integer":
        return {**{k: v for k, v in schema.items() if k != "type"}, "anyOf": CARD_FORMS}
    out = dict(schema)
    if "anyOf" in out:
        out["anyOf"] = [form for branch in out["anyOf"]
                        for form in (CARD_FORMS if branch.get("type") == "integer"
                                     else [_card_forms(branch)])]
    if out.get("type") == "array":
        out["items"] = _card_forms(out["items"])
    return out
