"""The JSON Schema of a transcript's event lines (`matchlog schema GAME`): the stored events'
schema, with a card taking a label or a name as well as a number, and a chance at table luck
its outcome in words."""

from __future__ import annotations

import msgspec

from engine.events import Dealt
from engine.protocol import Game

from replays.choice import card_fields


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
