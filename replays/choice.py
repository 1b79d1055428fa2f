"""A decision as people write it: an option number, an event as JSON, or a card by name.

Wherever an event names a card (a `decide`, an `options --check`, a transcript line), the card
may be given as its instance number (`15`), as the label `show` prints (`"Anox #15"`,
`"Anox#15"`, `"#15"`), or by name (`"Anox"`) when only one card of that name can be meant.
A number in a card field (a field typed `engine.events.CardRef`) that names no card of the
match is bad input, refused as such ("no card #99 in this match"), not an illegal decision.
One rule decides what "can be meant" (docs/transcripts.md says it in users' words):

1. the cards of that name anywhere in the position; if one, it is meant;
2. else those of them that a legal option names at the same place in the event; if one, it is meant;
3. else the name is ambiguous, and the refusal lists every candidate by label.

A bare name with no JSON around it (`matchlog decide 1 Anox`) picks the legal option in which
the deciding seat's card of that name acts (is played, used, fights, harvests or discarded):
the first card the option names; with no such option, the option that names no card but
whose words name that card (a kind of card chosen: Sceptre's "takes a Copper Coin"). When
several options remain they are listed, never guessed,
unless every one of them leads to the same position (the first of them is then recorded).
A bare word that names no card picks the legal option that says it in a field of its own (a
house: `matchlog decide 1 Logos`), by the same rule.
"""

from __future__ import annotations

import difflib
import functools
import re
from typing import Any, Iterator

import msgspec
from msgspec import inspect as mi

from engine import jsontext
from engine.events import Event
from engine.protocol import Chance, Decision, Game
from engine.views import CardView, View
from replays import luck

_NOT_CARDS = {"type", "seat"}


class BadChoice(ValueError):
    """Raised when a written decision names no option, an unknown card or an ambiguous one."""


def parse_choice(game: Game, state: Any, text: str) -> Event:
    """The event a person's written choice means at `state` (raises BadChoice)."""
    text = text.strip()
    pending = game.pending(state)
    if isinstance(pending, Chance):
        return _outcome(game, state, pending, text)
    if text.lstrip("-").isdigit():
        return _numbered(pending, int(text))
    if text.startswith("["):  # JSON, but not an event: not a card's name either
        raise BadChoice("a decision is an option's number, a card, or one event as a JSON "
                        'object ({"type": ..., "seat": ...}), not a JSON array')
    if text.startswith("{"):
        raw = _json_object(text)
        try:
            return resolve_event(game, state, raw)
        except msgspec.ValidationError as exc:
            raise BadChoice(why_invalid(game, exc, raw)) from None
    return _by_card(game, state, pending, text)


def why_invalid(game: Game, exc: msgspec.ValidationError, raw: dict,
                written: dict | None = None) -> str:
    """What is wrong with an event's JSON that the game's events refuse, in a user's words:
    its type, a card field holding a name no card has, or msgspec's words about one field.
    `written`: the event as written when `raw` has its card names read as numbers; a field
    refused for its shape is then shown as written too."""
    text = str(exc)
    if "`$.type`" in text or "Object missing required field `type`" in text:
        if "type" not in raw:
            return 'an event needs a "type" (`matchlog schema GAME` lists each event)'
        return f"unknown event type {raw.get('type')!r}"
    at = re.search(r"at `\$\.(\w+)", text)
    field = at[1] if at else None
    if field in {f for names in card_fields(game.events).values() for f in names}:
        value = raw.get(field)
        names = value if isinstance(value, list) else [value]
        unknown = [v for v in names if isinstance(v, str)]
        if unknown:  # a name that named a card was replaced by its number already
            return f"{field}: no card named {_quote(unknown[0])} in this position"
    told = f"bad {raw.get('type', 'event')!r} event: {text}"
    if written is not None and field is not None and written.get(field) != raw.get(field):
        told += (f" (written {msgspec.json.encode(written.get(field)).decode()}, "
                 f"read as {msgspec.json.encode(raw.get(field)).decode()})")
    return told


def _json_object(text: str) -> dict:
    try:
        raw = jsontext.decode(text)
    except msgspec.DecodeError as exc:
        raise BadChoice(f"not valid JSON: {exc}") from None
    if not isinstance(raw, dict):
        raise BadChoice("an event is a JSON object")
    return raw


def _outcome(game: Game, state: Any, chance: Chance, text: str) -> Event:
    """A chance outcome as a table-luck recorder enters it: as text in the game's terms
    (replays.luck), or as JSON (an event whose outcome may be such text)."""
    if text.startswith("{"):
        return resolve_event(game, state, _json_object(text))
    try:
        return luck.parse_outcome(chance, text)
    except luck.BadOutcome as err:
        raise BadChoice(str(err)) from None


def resolve_event(game: Game, state: Any, raw: dict) -> Event:
    """An event from decoded JSON whose card fields may be numbers, labels or names, or a
    chance outcome written in the game's terms (replays.luck)."""
    try:
        dealt = luck.resolve_outcome(game, state, raw)
    except luck.BadOutcome as err:
        raise BadChoice(str(err)) from None
    if dealt is not None:
        return dealt
    try:
        event = game.convert_event(raw)
    except msgspec.ValidationError as first:
        if not any(_strings(raw)):
            raise
        cards = _cards(game.view(state, None))
        options = _options(game.pending(state))
        named = _replace(raw, (), cards, options)
        try:
            event = game.convert_event(named)
        except msgspec.ValidationError as second:
            # told of the names as read: a name that named a card is its number now, so a
            # card the right shape would take ("card": ["Anox #15"]) is not called unknown
            raise BadChoice(why_invalid(game, second, named, written=raw)) from None
    whole = game.view(state, None)  # one view for both: the cards and the seats it shows
    check_cards(game, event, _card_count(whole))
    check_seat(event, len(whole.seats))
    return event


def check_seat(event: Event, seats: int) -> None:
    """Raise BadChoice when the event's seat is none of the match's: bad input, like a card
    number that names no card, not a decision by a seat the rules are not asking."""
    seat = getattr(event, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool) and not 0 <= seat < seats:
        raise BadChoice(f"no seat {seat} in this match (its seats are 0..{seats - 1})")


def card_count(game: Game, state: Any) -> int:
    """How many card instances the match has (they are numbered 0..N-1)."""
    return _card_count(game.view(state, None))


def _card_count(view: View) -> int:
    return max(_cards(view), default=-1) + 1


def check_cards(game: Game, event: Event, count: int) -> None:
    """Raise BadChoice when a card field of `event` holds a number that names no card."""
    for name in card_fields(game.events).get(type(event), ()):
        value = getattr(event, name)
        for n in value if isinstance(value, list) else [value]:
            if n is not None and not 0 <= n < count:
                raise BadChoice(f"no card #{n} in this match (its cards are #0..#{count - 1})")


@functools.cache
def card_fields(union: Any) -> dict[type, tuple[str, ...]]:
    """Per event type of a game's union, the names of its fields typed `CardRef`."""
    out = {}
    for t in mi.type_info(union).types:
        if isinstance(t, mi.StructType):
            out[t.cls] = tuple(f.name for f in t.fields if _is_card(f.type))
    return out


def _is_card(t: Any) -> bool:
    if isinstance(t, mi.Metadata):  # CardRef's mark, or a description around any type
        return bool((t.extra or {}).get("card")) or _is_card(t.type)
    if isinstance(t, mi.UnionType):
        return any(_is_card(x) for x in t.types)
    if isinstance(t, mi.ListType):
        return _is_card(t.item_type)
    return False


def _numbered(pending: Any, n: int) -> Event:
    if not isinstance(pending, Decision):
        raise BadChoice("no decision is pending")
    if not 0 <= n < len(pending.options):
        raise BadChoice(f"option {n} does not exist (0..{len(pending.options) - 1})")
    return pending.options[n]


def _by_card(game: Game, state: Any, pending: Any, text: str) -> Event:
    if not isinstance(pending, Decision):
        raise BadChoice("no decision is pending")
    cards = _cards(game.view(state, None))
    try:
        wanted = set(_candidates(text, cards))
    except BadChoice:
        said = _by_word(game, state, pending, text)  # a house, a mode: what an option says
        if said is None:
            if luck.LABEL.match(text):
                raise
            raise BadChoice(_unknown_word(game, pending, text, cards)) from None
        return said
    acting = {i: o for i, o in enumerate(pending.options) if _first_card(o, cards) in wanted}
    if not acting:
        acting = _by_description(game, state, pending, text, cards)
    if not acting:
        raise BadChoice(f"no legal option now acts with {_quote(text)} (plays, uses or chooses "
                        "it): `matchlog options` lists them")
    ids = {_first_card(o, cards) for o in acting.values()}
    if len(ids) > 1:
        raise BadChoice(f"{_quote(text)} is ambiguous: {_labels(ids, cards)}")
    if len(acting) > 1 and not _same_outcome(game, state, list(acting.values())):
        listed = "; ".join(f"{i}: {game.describe(state, o)}" for i, o in acting.items())
        raise BadChoice(f"{len(acting)} options have {_quote(text)} act, choose one by number: {listed}")
    return next(iter(acting.values()))


def _unknown_word(game: Game, pending: Decision, text: str, cards: dict[int, str]) -> str:
    """Why a bare word fits nothing: no card has that name and no option says it; the words
    the options use (their cards' names, a house...) that are close to it are suggested, a
    typo's likely meaning. Only what the options name is offered: they are the deciding seat's
    to see, where the position's other cards may be hidden from it."""
    fields = card_fields(game.events)
    words: set[str] = set()
    for option in pending.options:
        obj = msgspec.to_builtins(option)
        for name in fields.get(type(option), ()):
            value = obj.get(name)
            words |= {cards[v] for v in (value if isinstance(value, list) else [value])
                      if isinstance(v, int) and v in cards}
        words |= {v for k, v in obj.items() if isinstance(v, str) and k not in _NOT_CARDS}
    by_fold = {luck.name_key(w): w for w in words}
    close = [by_fold[w] for w in difflib.get_close_matches(luck.name_key(text), list(by_fold),
                                                            n=3, cutoff=0.7)]
    hint = f"; did you mean {' or '.join(map(_quote, close))}?" if close else ""
    return (f"no card named {_quote(text)} in this position and no legal option says it{hint} "
            "(`matchlog options` lists them)")


def _by_description(game: Game, state: Any, pending: Decision, text: str,
                    cards: dict[int, str]) -> dict[int, Event]:
    """The legal options that name no card but whose words name a card called `text`: a
    choice of a kind of card, not of one card (Sceptre's search "takes a Copper Coin into
    the hand" records the metal, `decide 1 "Copper Coin"`)."""
    said = re.compile(rf"(?<!\w){re.escape(text)}(?!\w)", re.IGNORECASE)
    return {i: o for i, o in enumerate(pending.options)
            if _first_card(o, cards) is None and said.search(game.describe(state, o))}


def _by_word(game: Game, state: Any, pending: Decision, text: str) -> Event | None:
    """The legal option one of whose words (a field that is not a card: a house, a face, an
    attack's kind) is `text`, in any case; None when no option says it."""
    said = {i: o for i, o in enumerate(pending.options)
            if any(isinstance(v, str) and luck.name_key(v) == luck.name_key(text)
                   for v in _leaves(msgspec.to_builtins(o)))}
    if not said:
        return None
    if len(said) > 1 and not _same_outcome(game, state, list(said.values())):
        listed = "; ".join(f"{i}: {game.describe(state, o)}" for i, o in said.items())
        raise BadChoice(f"{len(said)} legal options say {_quote(text)}, choose one by number: "
                        f"{listed}")
    return next(iter(said.values()))


def _same_outcome(game: Game, state: Any, options: list[Event]) -> bool:
    """Whether every option leads to the same position (a creature played to either end of an
    empty battle line): then choosing among them is no choice, and the first is recorded."""
    digests = {game.digest(game.apply(game.clone(state), o, check=False)) for o in options}
    return len(digests) == 1


def _cards(view: View) -> dict[int, str]:
    """Every card instance in a view with its name."""
    out: dict[int, str] = {}

    def walk(cards: list[CardView]) -> None:
        for c in cards:
            if c.id is not None:
                out[c.id] = c.name
            walk(c.attached)

    for seat in view.seats:
        for zone in seat.zones:
            walk(zone.cards)
    return out


def _candidates(text: str, cards: dict[int, str]) -> list[int]:
    """The card ids a label or name can mean (raises BadChoice when it means none)."""
    label = luck.LABEL.match(text)
    if label:
        cid, name = int(label["id"]), label["name"]
        if cid not in cards:
            raise BadChoice(f"no card #{cid} in this position")
        if name and luck.name_key(name) != luck.name_key(cards[cid]):
            raise BadChoice(f"card #{cid} is {cards[cid]}, not {name}")
        return [cid]
    found = [cid for cid, name in cards.items() if luck.name_key(name) == luck.name_key(text)]
    if not found:
        raise BadChoice(f"no card named {_quote(text)} in this position")
    return found


def _replace(value: Any, path: tuple, cards: dict[int, str], options: list[dict]) -> Any:
    """`value` with each string that names a card replaced by the one id it can mean."""
    if isinstance(value, dict):
        return {k: v if k in _NOT_CARDS else _replace(v, (*path, k), cards, options)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_replace(v, (*path, "*"), cards, options) for v in value]
    if not isinstance(value, str) or not _names_a_card(value, cards):
        return value
    found = _candidates(value, cards)
    if len(found) > 1:
        offered = {v for o in options for v in _at(o, path)}
        narrowed = [cid for cid in found if cid in offered]
        if len(narrowed) != 1:
            raise BadChoice(f"{_quote(value)} is ambiguous: {_labels(narrowed or found, cards)}")
        found = narrowed
    return found[0]


def _names_a_card(text: str, cards: dict[int, str]) -> bool:
    if luck.LABEL.match(text):
        return True
    return any(luck.name_key(name) == luck.name_key(text) for name in cards.values())


def _at(obj: Any, path: tuple) -> Iterator[Any]:
    """Every value at `path` in `obj`, "*" standing for each element of a list."""
    if not path:
        yield obj
        return
    key, rest = path[0], path[1:]
    if key == "*" and isinstance(obj, list):
        for item in obj:
            yield from _at(item, rest)
    elif isinstance(obj, dict) and key in obj:
        yield from _at(obj[key], rest)


def _options(pending: Any) -> list[dict]:
    if not isinstance(pending, Decision):
        return []
    return [msgspec.to_builtins(o) for o in pending.options]


def _first_card(option: Event, cards: dict[int, str]) -> int | None:
    """The first card an option names, in its fields' order: the card that acts."""
    for value in _leaves(msgspec.to_builtins(option)):
        if isinstance(value, int) and not isinstance(value, bool) and value in cards:
            return value
    return None


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in _NOT_CARDS:
                yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    else:
        yield value


def _strings(value: Any) -> Iterator[str]:
    for leaf in _leaves(value):
        if isinstance(leaf, str):
            yield leaf


def _labels(ids: set[int] | list[int], cards: dict[int, str]) -> str:
    return ", ".join(f"{cards[i]} #{i}" for i in sorted(ids))


def _quote(text: str) -> str:
    return repr(text) if len(text) <= 60 else repr(text[:57] + "...")
