"""Every event field of every game, and every field of the shapes the commands print, is
described in `matchlog schema`: a person writing a transcript or a script reads what a value
is (a card instance, a seat, an index) there, not in our source."""

from __future__ import annotations

import msgspec
import pytest

from engine.registry import game_ids, get_game
from engine.schema import described, undescribed as _undescribed
from replays.shapes import SHAPES, schema


@pytest.mark.parametrize("game_id", game_ids())
def test_every_event_type_and_field_of_a_game_is_described(game_id):
    doc = msgspec.json.schema(get_game(game_id).events)
    assert len(doc["$defs"]) >= 8  # the genesis, the chance outcome and the game's decisions
    assert _undescribed(doc) == []


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_field_of_a_printed_shape_is_described(shape):
    assert _undescribed(schema(shape)) == []


def test_the_check_finds_an_undescribed_field_and_a_name_repeated():
    class Plain(msgspec.Struct):
        """A struct described, with fields that are not."""

        card: int
        seat_count: int = 0

    class Told(msgspec.Struct):
        """A struct whose field only repeats its name."""

        number_of_seats: described(int, "Number of seats.")

    assert _undescribed(msgspec.json.schema(Plain)) == ["Plain.card", "Plain.seat_count"]
    assert _undescribed(msgspec.json.schema(Told)) == ["Told.number_of_seats"]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_shared_genesis_names_no_games_rules_version(game_id):
    """The genesis's fields are every game's: a description naming one game's version as the
    example ("e.g. keyforge-11") misled a Reaper transcript writer, and went stale when
    keyforge-12 came. A game's own fields may name the versions that brought them."""
    import re
    doc = msgspec.json.schema(get_game(game_id).events)
    every = {v for g in game_ids() for v in get_game(g).rules_versions()}  # AR-1.7, reaper-7...
    assert {"keyforge-11", "AR-1.7", "reaper-7"} <= every
    versions = re.compile(r"(?<![\w.-])(?:%s)(?![\w.-])" % "|".join(map(re.escape, every)))
    told = {f: p["description"] for f, p in doc["$defs"]["Genesis"]["properties"].items()
            if "description" in p}
    assert told["rules_version"].startswith("the rules version every event of the match folds")
    assert {f: t for f, t in told.items() if versions.search(t)} == {}
