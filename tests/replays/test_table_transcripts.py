"""A match played at a table written as a transcript by hand: chance lines name what the table
showed, and the transcript audits and imports like the match recorded line by line."""

from __future__ import annotations

import json

import pytest

from engine.registry import get_game
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.importing import import_transcript
from replays.transcript import TranscriptError, parse_transcript
from tests.tablescript import TABLE_GAMES, observe_game, record, sample_start

PLAYERS = ["Ann", "Bo"]


def _hand_written(gid: str, script: list[str]) -> str:
    """The transcript a judge writes: a genesis with players, decks and table luck, then one
    line per script line (a chance as {"type": "chance", "outcome": what was shown})."""
    game = get_game(gid)
    decks = sample_start(game, PLAYERS)[0]
    header = {"matchlog": 1, "game": gid,
              "genesis": {"players": PLAYERS, "decks": decks, "luck": "table",
                          "options": game.selfplay_options()}}  # agents played it (observe)
    lines = [json.dumps(header)]
    for line in script:
        lines.append(line if line.startswith("{") else
                     json.dumps({"type": "chance", "outcome": line}))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("gid", sorted(TABLE_GAMES))
def test_a_hand_written_table_transcript_imports_as_the_recorded_match(gid, tmp_path):
    game = get_game(gid)
    seen = observe_game(gid, 1, PLAYERS)
    transcript = parse_transcript(_hand_written(gid, seen.script), "table.jsonl")
    assert transcript.genesis.table_luck
    report = audit(game, transcript.genesis, transcript.events)
    assert report.ok and report.luck.startswith("table luck")
    with Ledger.open(tmp_path / "t.db", create=True) as ledger:
        recorded = record(ledger, game, PLAYERS, sample_start(game, PLAYERS)[0], seen.script,
                          game.selfplay_options())
        imported = import_transcript(ledger, transcript, "table.jsonl")
        a, b = (load_history(ledger, m) for m in (recorded, imported))
        assert a.stored[-1].digest == b.stored[-1].digest and a.head == b.head


def test_a_chance_line_naming_a_card_that_cannot_be_there_names_its_line():
    gid = "ardent-reapers"
    seen = observe_game(gid, 1, PLAYERS)
    text = _hand_written(gid, ["Nobody", *seen.script[1:]])
    with pytest.raises(TranscriptError) as err:
        parse_transcript(text, "table.jsonl")
    assert "table.jsonl:2:" in str(err.value) and "'Nobody' is not an outcome" in str(err.value)
