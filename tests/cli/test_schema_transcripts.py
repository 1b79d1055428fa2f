"""`matchlog schema GAME` tells the truth for transcripts: a machine validating a hand-written
line against it accepts what `import` accepts (a card by number, label or name; a chance at
table luck in its own words, its `kind` left out) and refuses what `import` refuses (a card
as a float, a chance with a number and no `kind`); every exported event validates too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator


DOCS = Path(__file__).parents[2] / "docs" / "transcripts.md"


def _validator(run, game: str) -> Draft202012Validator:
    r = run.bare("schema", game)
    assert r.exit_code == 0, r.output
    schema = json.loads(r.stdout)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _doc_lines(name: str) -> list[dict]:
    """The event lines of a transcript that docs/transcripts.md writes by hand (`file=NAME`)."""
    text = DOCS.read_text(encoding="utf-8")
    block = text.split(f"```jsonl file={name}\n", 1)[1].split("```", 1)[0]
    return [json.loads(line) for line in block.splitlines()[1:]]


def test_the_hand_written_lines_of_the_guide_validate_as_they_import(run, tmp_path):
    check = _validator(run, "ardent-reapers")
    lines = _doc_lines("ruling.jsonl") + _doc_lines("table.jsonl")
    assert {"Jater", "Renegade #15", "Pokets", "Yewcha"} <= {
        v for e in lines for x in e.values() for v in (x if isinstance(x, list) else [x])}
    for line in lines:
        assert list(check.iter_errors(line)) == [], line
    for line in ({"type": "play", "seat": 0, "card": 1.5, "end": "left"},  # import refuses both
                 {"type": "chance", "outcome": 3}):
        assert not check.is_valid(line), line


def test_a_reaper_line_naming_cards_in_a_list_and_a_nullable_field_validates(run):
    check = _validator(run, "reaper")
    assert check.is_valid({"type": "play", "seat": 0, "card": "Kindle #2", "target": "Drowned Sailor",
                           "burn": ["Veilkeeper, Malakh of the Gloam", 7]})
    assert not check.is_valid({"type": "play", "seat": 0, "card": "Kindle", "burn": "Kindle"})
    assert not check.is_valid({"type": "play", "seat": "Ada", "card": 3})  # a seat is a number


@pytest.mark.parametrize("game", ["ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant"])
def test_every_exported_event_validates(run, tmp_path, game):
    check = _validator(run, game)
    assert run("simulate", game, "-n", 1, "--seed", 2).exit_code == 0
    out = tmp_path / "m.jsonl"
    assert run("export", 1, "-o", out).exit_code == 0
    events = [json.loads(line)["event"] for line in out.read_text().splitlines()[1:]]
    assert events and [e for e in events if not check.is_valid(e)] == []
