"""A match played at a table written as a transcript by hand: chance lines name what the table
showed, and the transcript audits and imports like the match recorded line by line."""

from __future__ import annotations

import json

import pytest

from engine.protocol import Chance
from engine.registry import get_game
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.importing import import_transcript
from replays.luck import LABEL, entries, outcome_words, parse_outcome
from replays.transcript import TranscriptError, export_lines
from replays.transcript_parse import parse_transcript
from tests.tablescript import TABLE_GAMES, observe_game, record, record_observed, sample_start

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


@pytest.mark.parametrize("gid", sorted(TABLE_GAMES))
def test_an_exported_table_luck_transcript_names_every_outcome_and_imports_to_the_same_digests(gid, tmp_path):
    """Export writes a table-luck match's chance outcomes as a judge enters them (the words
    `options` lists: a card's name, or its label where the name means another copy), and
    the transcript imports back to the recorded digests, every hash checked."""
    game = get_game(gid)
    with Ledger.open(tmp_path / "t.db", create=True) as ledger:
        recorded = load_history(ledger, record_observed(ledger, gid, seed=1))
        lines = export_lines(recorded)
        rows = [json.loads(line) for line in lines[1:]]
        fold = recorded.fold_to(0)
        chances = 0
        for row in rows:
            event = row["event"]
            assert event["type"] != "dealt", f"seq {row['seq']}: an outcome written as a number"
            if event["type"] == "chance":
                chances += 1
                pending = game.pending(fold.state)
                listed = {e["enter"] for e in entries(pending)}
                name = LABEL.match(event["outcome"])
                assert event["outcome"] in listed or (name and name["name"] in listed), event
            fold.apply(recorded.event(row["seq"]))
        assert chances > 10
        imported = load_history(ledger, import_transcript(
            ledger, parse_transcript("\n".join(lines), "table.jsonl"), "table.jsonl"))
        assert [s.digest for s in imported.stored] == [s.digest for s in recorded.stored]


def test_outcome_words_read_back_to_the_very_outcome_they_were_written_for():
    """A second unseen Vix is written with its number (the name alone would enter the first);
    a die's face and a player are their labels; a shuffle's order has no words."""
    shown = Chance(kind="card", size=3, items=[12, 15, 20], labels=["Vix", "Vix", "Anox"])
    assert [outcome_words(shown, k) for k in range(3)] == ["Vix", "Vix #15", "Anox"]
    assert [parse_outcome(shown, outcome_words(shown, k)).outcome for k in range(3)] == [0, 1, 2]
    d20 = Chance(kind="d20", size=20, labels=[str(f) for f in range(1, 21)])
    assert outcome_words(d20, 13) == "14"
    assert outcome_words(Chance(kind="shuffle", size=3, shuffle=True), 0) is None
