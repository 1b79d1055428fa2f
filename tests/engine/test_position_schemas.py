"""Positions people can write (issue 14): every field of every game's position is in its JSON
Schema with a description, and the README names it. Shapes the state itself stores (pending
tasks, KeyForge's lasting effects) are described where the position names them."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.registry import game_ids, get_game

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
STATE_SHAPES = {"Effect"}


def _position_defs(game_id: str) -> dict[str, dict]:
    schema = get_game(game_id).position_schema()
    assert schema is not None, f"{game_id} has no position schema"
    return {name: d for name, d in schema["$defs"].items()
            if "task" not in d.get("properties", {}) and name not in STATE_SHAPES}


@pytest.mark.parametrize("game_id", [g for g in game_ids() if get_game(g).position_schema()])
def test_every_position_field_has_a_description(game_id):
    undescribed = {name: [p for p, v in d.get("properties", {}).items() if not v.get("description")]
                   for name, d in _position_defs(game_id).items()}
    assert not {k: v for k, v in undescribed.items() if v}
    top = get_game(game_id).position_schema()["$ref"].rsplit("/", 1)[1]
    assert get_game(game_id).position_schema()["$defs"][top].get("description")


@pytest.mark.parametrize("game_id", [g for g in game_ids() if get_game(g).position_schema()])
def test_the_readme_names_every_position_field(game_id):
    fields = {p for d in _position_defs(game_id).values() for p in d.get("properties", {})}
    assert not sorted(f for f in fields if f"`{f}`" not in README)
