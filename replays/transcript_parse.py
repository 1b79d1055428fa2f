"""Reading a transcript (replays/transcript.py says its format): the header's game and genesis,
each event line typed (a card by number, label or name; a chance at table luck in its own
words), every problem a TranscriptError naming the file and line."""

from __future__ import annotations

from pathlib import Path

import msgspec

from engine import jsontext
from engine.events import DEALER, TABLE, Genesis, Luck
from engine.fold import Fold
from engine.protocol import Game, InvalidSetup, UnknownRulesVersion
from engine.registry import UnknownGame, get_game

from replays.cards import not_utf8
from replays.choice import (BadChoice, card_count, check_cards, check_seat, resolve_event,
                             why_invalid)
from replays.transcript import Entry, Transcript, TranscriptError, is_int


def read_text(path: Path) -> str:
    """A transcript or bundle file's text; TranscriptError in one line naming the file when it
    cannot be read or is not UTF-8. A BOM (Windows' Notepad) is no line's."""
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise TranscriptError(f"{path}: no such file") from None
    except OSError as exc:  # the reason without Python's "[Errno 21] ... 'path'" around it
        raise TranscriptError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise TranscriptError(f"{path}:{not_utf8(exc)}") from None


def read_transcript(path: str | Path) -> Transcript:
    """Parse and type-check a transcript file; every problem names the line."""
    path = Path(path)
    return parse_transcript(read_text(path), str(path))


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
    if not (match is None or is_int(match)) or not is_int(chain):
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
