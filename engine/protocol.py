"""The game-agnostic protocol: what a rules engine offers and what it answers.

A game is a handful of pure functions over a state (OpenSpiel's shape, python-chess's split
between checking and applying). `pending` says who must act and lists every legal option as a
complete event; `apply` checks an event against the rules (citing a rule id when it refuses)
and folds it in. Engines never read a clock, a random generator, a file or the network.
"""

from __future__ import annotations

import enum
import functools
import hashlib
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, Sequence, TypeVar

import msgspec
import msgspec.inspect

from engine.digest import (CANONICAL as _CANONICAL, StateDigest, plain_digest,
                           plain_digest_and_bytes, plain_digest_into)
from engine.events import Event, Genesis, Seat, tag_of
from engine.rules import RuleIndex
from engine.views import View
from engine.words import Words

S = TypeVar("S")

class Check(enum.IntEnum):
    """A level of `Game.apply`'s `check` beyond True and False (one member: STORED)."""

    STORED = 2
    """For an event read back from stored bytes or JSON (the audit's events, a decision after
    `replays.record.as_stored`): every rule is checked, as with True, but not the types of the
    event's fields, which msgspec's typed decoder has already checked (a seat is an int, not
    True or 1.0). True checks them too (`check_field_types`, ML-event): an event built in
    Python is not typed by msgspec, and may equal an option all the same (True == 1 == 1.0).
    Truthy, so a game's rule checks run as for True; an enum member, so `check is STORED` and
    `check is True` are exact."""


STORED = Check.STORED


class IllegalEvent(Exception):
    """Raised when an event breaks a rule of the game; `rule` is the id in its rule index."""

    def __init__(self, rule: str, message: str, seat: Seat | None = None):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message
        self.seat = seat


def check_field_types(event: Any) -> None:
    """Refuse (ML-event) an event whose fields are not of its msgspec type's types: what
    `Game.apply` does first when `check` is True (an event built in Python), for every game.

    msgspec types every field of an event it decodes (the ledger, a transcript, a decision
    after `replays.record.as_stored`: `check=STORED`), but not of one built in Python, whose
    seat of True or 1.0 equals 1 (and a plain "ranged" equals a str enum's member): it may
    equal an option and pass a game's checks, yet be stored as `true` or `1.0`, which no
    reader decodes, or be folded as another value than the one read back. So the event is
    read back from its stored bytes by its own type, and refused unless that reads as
    itself, field by field of the same Python types. An object that is no msgspec Struct is
    left to the game, which refuses it as no event of its own."""
    kind = type(event)
    typed = _TYPED.get(kind)
    if typed is None:
        if not isinstance(event, msgspec.Struct):
            return
        typed = _TYPED[kind] = (msgspec.json.Decoder(kind), _loose_fields(kind))
    decoder, loose = typed
    try:
        back = decoder.decode(_JSON.encode(event))
    except (msgspec.ValidationError, msgspec.EncodeError, TypeError, OverflowError) as exc:
        raise IllegalEvent("ML-event", f"{tag_of(event) or kind.__name__} would not read back "
                           f"from the ledger: {exc}", _seat_of(event)) from None
    # read back, a field is of its declared type; one given of another type reads back equal
    # only where a value of that type equals another's: a plain str and its enum member, an
    # int and a float (a bool or a float given for an int, or a list for a tuple, does not
    # read back, or not equal). So equality first (in C), then the types of those fields only
    if back != event or loose and not all(_alike(getattr(back, f), getattr(event, f)) for f in loose):
        name = next(f for f in kind.__struct_fields__
                    if not _alike(getattr(back, f), getattr(event, f)))
        raise IllegalEvent("ML-event", f"{tag_of(event) or kind.__name__} would not read back "
                           f"from the ledger as itself: its {name} is {getattr(event, name)!r}, "
                           "of another type than the event's", _seat_of(event))


_TYPED: dict[type, tuple[msgspec.json.Decoder, tuple[str, ...]]] = {}
"""For each event type `check_field_types` has read back: its JSON decoder and the fields
whose values may equal a value of another type (`_loose_fields`)."""


def _loose_fields(kind: type) -> tuple[str, ...]:
    """The fields of a Struct type whose declared type holds an enum or a float anywhere: a
    value of another type may equal one of these (a plain str, an int), so equality does not
    tell the types apart there."""
    info = msgspec.inspect.type_info(kind)
    return tuple(f.name for f in info.fields if _loose(f.type, set()))


def _loose(t: Any, seen: set) -> bool:
    mi = msgspec.inspect
    if isinstance(t, (mi.EnumType, mi.FloatType)):
        return True
    if isinstance(t, mi.Metadata):
        return _loose(t.type, seen)
    if isinstance(t, mi.UnionType):
        return any(_loose(u, seen) for u in t.types)
    if isinstance(t, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
        return _loose(t.item_type, seen)
    if isinstance(t, mi.TupleType):
        return any(_loose(u, seen) for u in t.item_types)
    if isinstance(t, mi.DictType):
        return _loose(t.key_type, seen) or _loose(t.value_type, seen)
    if isinstance(t, mi.StructType) and t.cls not in seen:
        seen.add(t.cls)
        return any(_loose(f.type, seen) for f in t.fields)
    return False


def _alike(read: Any, given: Any) -> bool:
    """Whether a value read back from bytes is the value given, of the same types throughout
    (a tuple where a list was given, or an enum member where a plain string was, is not)."""
    kind = type(read)
    if kind is not type(given):
        return False
    if kind is list or kind is tuple:
        return len(read) == len(given) and all(map(_alike, read, given))
    if kind is dict:
        return read.keys() == given.keys() and all(_alike(v, given[k]) for k, v in read.items())
    fields = getattr(kind, "__struct_fields__", None)
    if fields is not None:
        return all(_alike(getattr(read, f), getattr(given, f)) for f in fields)
    return read == given


def _seat_of(event: Any) -> Seat | None:
    """The event's seat when it is a seat number (a refused event names it), else None."""
    seat = getattr(event, "seat", None)
    return seat if type(seat) is int else None


class UnknownRulesVersion(LookupError):
    """Raised when a match names a rules version this build of its engine does not offer."""


class InvalidSetup(Exception):
    """Raised when a match cannot start: an unknown card, a wrong deck size, a bad position."""


class PositionUnavailable(NotImplementedError):
    """Raised by `Game.position` when this state cannot be written as the game's position: a
    card in no zone the position has (Sceptre's set-aside Squires), or a moment it cannot
    start from. `reason` is one line in the rules' words naming what and where, and which
    later moment exports. A NotImplementedError, as the refusal of a game with no positions."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class CardProblem(InvalidSetup):
    """Raised when a deck names a card the engine cannot play: `kind` is "unknown" (no such
    card) or "not implemented" (a card whose abilities the engine does not play yet);
    `index` is the card's position in the deck list, so a reader can name the file's line."""

    def __init__(self, card: str, kind: str, index: int | None = None, detail: str = ""):
        super().__init__(f"{card!r}: {kind}" + (f" ({detail})" if detail else ""))
        self.card = card
        self.kind = kind
        self.index = index
        self.detail = detail


class Decision(msgspec.Struct, frozen=True):
    """A seat must choose one of `options`, each a complete event; `prompt` says what for."""

    seat: Seat
    options: list[Any]
    prompt: str = ""
    rule: str = ""
    open_ended: bool = False
    """The rules leave the answer to the player ("choose a number"): an event of the same
    shape outside `options` may be legal too, and `options` lists the ones worth listing."""

    def __contains__(self, event: object) -> bool:
        return event in self.options


class Chance(msgspec.Struct, frozen=True):
    """The dealer must draw: a permutation of `size` items when `shuffle`, else an int below `size`."""

    kind: str
    size: int
    shuffle: bool = False
    why: str = ""
    seat: Seat | None = None
    """The seat whose cards the draw orders or picks (None for a coin or die of the table)."""
    items: list[int] = []
    """The card instances the draw picks among (outcome k is items[k]), where it picks a card:
    a recorder at a table names the card shown (see `engine.kit.deck`)."""
    labels: list[str] = []
    """Each outcome in the game's own terms (outcome k is labels[k]): a die's faces "1".."N",
    the cards' names, the player who goes first. What a table-luck recorder may enter."""

    def accepts(self, outcome: object) -> bool:
        """Whether `outcome` is a possible result of this draw."""
        if self.shuffle:
            return isinstance(outcome, list) and sorted(outcome) == list(range(self.size))
        return isinstance(outcome, int) and not isinstance(outcome, bool) and 0 <= outcome < self.size


class Over(msgspec.Struct, frozen=True):
    """The match has ended. `winner` is None for a draw; `scores` is per seat."""

    winner: Seat | None
    scores: list[int]
    reason: str
    rule: str = ""


Pending = Decision | Chance | Over


class CardSet(msgspec.Struct, frozen=True):
    """A set of cards a game knows: id, title, and the hash that genesis pins it by."""

    id: str
    title: str
    sha256: str
    size: int


class CardInfo(msgspec.Struct, frozen=True):
    """A card as a judge looks it up: its printed facts, our one-line summary of its ability,
    the rulings (errata, FAQ answers) that apply to it and the rule ids its code cites."""

    id: str
    name: str
    type: str
    facts: dict[str, Any] = {}
    summary: str = ""
    aliases: list[str] = []
    """Other names deck files may use for the card (e.g. another tool's id for it)."""
    rulings: list[str] = []
    rules: list[str] = []


def canonical_digest(value: Any) -> str:
    """SHA-256 of a canonical encoding: msgpack with sorted keys, stable across machines."""
    return hashlib.sha256(_CANONICAL.encode(value)).hexdigest()



class Game(ABC, Generic[S]):
    """One rules engine. Subclasses live in `engine/games/<game>/` and import only `engine`."""

    id: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[str]
    rules: ClassVar[RuleIndex]
    events: ClassVar[Any]
    """The tagged union of every event type of this game, framework events included."""
    state_type: ClassVar[type]
    seat_counts: ClassVar[tuple[int, ...]] = (2,)
    """The numbers of seats a match may have; a match's own count is len(genesis.players)."""
    table_luck: ClassVar[bool] = False
    """Whether a match played at a table can be recorded (genesis luck "table"): the engine
    deals its decks lazily with `engine.kit.deck` and labels every chance's outcomes."""
    digest_head: ClassVar[tuple[str, ...]] = ()
    """The state's first fields, in its declared order, that a match rarely changes (its cards
    and their owners): digests keep their bytes between calls (`engine.digest.StateDigest`)."""
    digest_kept: ClassVar[tuple[str, ...]] = ()
    """Fields after the head that a match rarely changes, each held as a tuple the engine
    replaces rather than changes: digests keep the last one's bytes, by identity."""
    deck_lists_open: ClassVar[bool] = False
    """Whether every seat may know every deck's list (its cards, in no order) from the start,
    the rules making it open information; else a seat knows its own deck's list only, and its
    copies of a match (`log`, `export`, `diff` and `html` with `--as`) name no other deck's
    cards (`replays.secrecy.seat_genesis`)."""
    deck_lists_rule: ClassVar[str] = ""
    """The rule id (an assumption where the rules say nothing) that decides `deck_lists_open`."""
    checks_field_types: ClassVar[bool] = False
    """Whether the `apply` this game defines calls `check_field_types(event)` first itself
    when `check is True` (the built-in engines do, inline: their apply is every fold's hot
    path). When False, the framework wraps each `apply` a game class defines so that it does
    (`__init_subclass__`): every game refuses an event built in Python with a field of another
    type (ML-event), at one Python call more an event for a game that does not say it does."""
    selfplay_turn_cap: ClassVar[int | None] = None
    """Where random agents may play a match on forever and the rules version records no turn
    cap option (`selfplay_options`): the turn after which self-play (`engine.selfplay.play_out`)
    stops its agents by default, leaving the match unfinished (never a rule or an ending)."""

    # -- metadata -----------------------------------------------------------------------
    @abstractmethod
    def card_sets(self) -> list[CardSet]:
        """The card sets this game ships."""

    @abstractmethod
    def sample_decks(self) -> dict[str, list[str]]:
        """Named sample decks, each a list of card ids."""

    def check_card_sets(self, genesis: Genesis) -> None:
        """Raise InvalidSetup unless every card set the genesis pins is one this engine ships,
        with the same hash: a match is judged only by the cards it was recorded with."""
        ours = {s.id: s.sha256 for s in self.card_sets()}
        for ref in genesis.card_sets:
            if ours.get(ref.id) != ref.sha256:
                raise InvalidSetup(f"card set {ref.id} differs from this engine's "
                                   f"(hash {ref.sha256[:12]}...)")

    def default_seats(self) -> int:
        """The seat count of a match when the caller names none: the fewest the game allows."""
        return min(self.seat_counts)

    def cards(self) -> list[CardInfo]:
        """Every card of this game's sets, for looking cards up; optional."""
        return []

    def simulation_decks(self, seed: bytes, seats: int = 2) -> list[list[str]] | None:
        """A deck for each of `seats` seats of a simulated match, drawn from `seed` (dealer bytes).

        `matchlog simulate` and the benchmarks call it for every match; None (the default)
        means the caller takes the sample decks in turn.
        """
        return None

    def selfplay_options(self) -> dict:
        """The options self-play records in the genesis of every match it plays (`simulate`,
        the conformance suite, the benchmarks): a turn cap where random agents may never reach
        an ending of the rules, so such a match ends by a recorded option and never by a
        default of recorded matches. {} (the default): the rules end every random match."""
        return {}

    @abstractmethod
    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        """A genesis event for a new match; raises InvalidSetup naming what is wrong."""

    def rules_versions(self) -> dict[str, str]:
        """Every rules version this engine can fold, each with one line on what it is."""
        return {self.rules_version: self.title}

    def for_rules(self, version: str) -> "Game":
        """This game's engine under another of its rules versions (raises UnknownRulesVersion).

        A match is folded by the version named in its genesis, so a match recorded before the
        engine moved on keeps replaying, or says precisely which version is missing.
        """
        if version == self.rules_version:
            return self
        offered = ", ".join(self.rules_versions())
        raise UnknownRulesVersion(f"{self.id} rules version {version!r} is not in this build "
                                  f"of matchlog (it offers {offered})")

    # -- the fold -----------------------------------------------------------------------
    @abstractmethod
    def start(self, genesis: Genesis) -> S:
        """The state before the first event after genesis."""

    @abstractmethod
    def pending(self, state: S) -> Pending:
        """Who acts next and how: a Decision with every legal option, a Chance, or Over."""

    def chance_or_over(self, state: S) -> Chance | Over | None:
        """What `pending` gives when it is a Chance or an Over, else None (a seat must decide),
        without listing every option of the decision: for a caller that only draws or looks
        for the end (recording a decision, settling draws, a fold's check of a draw). A game
        whose options cost much to list answers it without them."""
        p = self.pending(state)
        if type(p) is Chance or type(p) is Over:  # exact types first: an isinstance that
            return p                              # misses a Struct class is the slow way
        return None if isinstance(p, Decision) else p

    @abstractmethod
    def apply(self, state: S, event: Event, check: bool = True) -> S:
        """Fold one event in. Checks it first unless `check` is False (a trusted replay):
        with check True, first `check_field_types(event)` (ML-event: the framework's wrapper
        asks it, or the game itself, see `checks_field_types`), then the game's rules;
        `check=STORED` for an event whose fields' types a decoder has checked (see STORED):
        the rules only.

        May update `state` in place for speed and returns the resulting state; callers that
        need the earlier state keep a `clone`.
        """

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> View:
        """What `seat` may see (None: everything), in the shared View shape."""

    @abstractmethod
    def secrets(self, state: S, seat: Seat) -> set[int]:
        """Ids of the card instances `seat` may not see right now (for leak tests and export)."""

    @abstractmethod
    def describe(self, state: S, event: Event) -> str:
        """One line in the rules' words for an event, read against the state it applies to."""

    def shown_by(self, state: S, event: Event) -> tuple[tuple[Seat, ...], str] | None:
        """What a recorded `event` shows that no view keeps (a hand an ability makes its player
        reveal: Ardent Reapers' Pinpoint), read against the state before it: the seats it is
        shown to and the words the story tells them; None (the default) when it shows nothing
        more than the views before and after it. Not part of `describe`, whose words also name
        options before anything is shown."""
        return None

    def words(self) -> Words:
        """The rules' words for this game's stat keys, zones and card states, with which the
        story of a match and the renderers tell its views (default: plain words)."""
        return Words()

    def retell_reason(self, reason: str, players: Sequence[str]) -> str:
        """An end's reason as an earlier build of this engine worded it (the outcome a ledger
        noted when the match was recorded, which listings read instead of folding the match)
        in the words this build's `pending` gives it now. Display only: the ledger keeps what
        it noted. Default: the words have not changed."""
        return reason

    def deck_from_card_file(self, data: bytes, source: str, names: list[str]) -> list[str]:
        """Card ids for a deck named from a user-supplied card file's bytes (its own format).

        Raises InvalidSetup naming every card the engine cannot play, so an unimplemented
        card is refused by name and never played blank. The caller reads the file.
        """
        raise InvalidSetup(f"{self.id} does not read user card files")

    def deck_entries(self, data: bytes, source: str) -> list[tuple[str, str, int]] | None:
        """A deck file's bytes in one of this game's own formats (e.g. a JSON export), as
        (entry, card as written, copies); None when the bytes are not one of them (a text list).

        Raises InvalidSetup naming `source` when the bytes claim a format but break it.
        """
        return None

    def option_rule(self, state: S, option: Event) -> str:
        """The rule id that allows a legal `option` now, where the engine knows it (else "")."""
        return ""

    def turn(self, state: S) -> int:
        """Turns started so far (self-play caps on it, at every decision when capped); by
        default read off the view, which a game should spare by reading its state."""
        return self.view(state, None).turn

    def position_schema(self) -> dict | None:
        """The JSON Schema of this game's positions, for people writing one by hand; optional."""
        return None

    def position(self, state: S) -> dict:
        """The state as an explicit starting position (genesis `position`); optional. Raises
        PositionUnavailable where the position cannot hold the state's cards where they are."""
        raise NotImplementedError(f"{self.id} cannot export positions yet")

    # -- states as values ---------------------------------------------------------------
    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("apply")
        if own is not None and not cls.checks_field_types:
            cls.apply = _typed(own)  # type: ignore[method-assign]
        if cls.__dict__.get("digest_head"):
            # a game naming its state's head digests through one StateDigest, its methods
            # set as the game's own (one call a digest: the audit digests after every event)
            digests = StateDigest(cls.digest_head, cls.digest_kept)
            cls.digest = staticmethod(digests.digest)  # type: ignore[method-assign]
            cls.digest_and_bytes = staticmethod(digests.digest_and_bytes)  # type: ignore[method-assign]
            cls.digest_into = staticmethod(digests.digest_into)  # type: ignore[method-assign]

    # The plain digests are the digest module's functions themselves, set as static methods
    # rather than methods that call them: one Python call a digest fewer (about 300
    # instructions), and the audit digests the state after every event.
    digest = staticmethod(plain_digest)
    """digest(state): SHA-256 of the canonical encoding: equal states have equal digests."""

    digest_and_bytes = staticmethod(plain_digest_and_bytes)
    """digest_and_bytes(state): the digest and the canonical bytes it hashes, from one encoding.

    The bytes decode back (`decode_state`) to a state with the same digest, so a caller
    that may have to roll back (an audit) keeps them instead of cloning every state.
    """

    digest_into = staticmethod(plain_digest_into)
    """digest_into(state, buffer): the digest, with the canonical bytes it hashes left in
    `buffer` (its old contents replaced): `digest_and_bytes` without a copy, for a caller that
    reuses two buffers."""

    def encode_state(self, state: S) -> bytes:
        """The state as msgpack bytes (snapshots, cursors); `decode_state` reads them back."""
        return msgspec.msgpack.encode(state)

    def decode_state(self, data: bytes) -> S:
        """A state from `encode_state`'s (or `digest_and_bytes`') bytes."""
        return msgspec.msgpack.decode(data, type=self.state_type)

    def clone(self, state: S) -> S:
        """An independent copy of `state` (apply may change a state in place)."""
        return self.decode_state(self.encode_state(state))

    # -- events as data -----------------------------------------------------------------
    def decode_event(self, data: bytes | str) -> Event:
        """Decode one JSON event of this game; raises msgspec.ValidationError on bad input."""
        # The decoder is kept on the game object: looking it up by the union type costs a
        # hash of the union on every event, a fifth of reading a stored match.
        decoder = self.__dict__.get("_event_decoder")
        if decoder is None:
            decoder = self.__dict__["_event_decoder"] = msgspec.json.Decoder(self.events)
        return decoder.decode(data)

    def convert_event(self, obj: Any) -> Event:
        """Build an event from a decoded JSON object (e.g. a transcript line)."""
        return msgspec.convert(obj, self.events)


def _typed(apply: Any) -> Any:
    """A game's own `apply` (a function or a staticmethod) with `check_field_types` asked
    first when `check is True`: for a game whose apply does not ask it itself."""
    if isinstance(apply, staticmethod):
        plain = apply.__func__

        @functools.wraps(plain)
        def typed_static(state: Any, event: Event, check: bool | Check = True) -> Any:
            if check is True:
                check_field_types(event)
            return plain(state, event, check)
        return staticmethod(typed_static)

    @functools.wraps(apply)
    def typed(self: Game, state: Any, event: Event, check: bool | Check = True) -> Any:
        if check is True:
            check_field_types(event)
        return apply(self, state, event, check)
    return typed


def encode_event(event: Event) -> bytes:
    """The stored bytes of an event: compact JSON with its `type` tag first."""
    return _JSON.encode(event)


_JSON = msgspec.json.Encoder()
