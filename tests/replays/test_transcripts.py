"""Export, import and audit of transcripts, and what each refuses, over the toy game."""

import json

import pytest

from engine import dealer
from engine.protocol import Over
from replays.audit import audit
from replays.history import load_history
from replays.importing import IllegalTranscript, import_transcript
from replays.record import create_match, decide
from replays.transcript import TranscriptError, check_attestations, export_lines
from replays.transcript_parse import parse_transcript
from replays.verify import verify_match
from tests.replays.conftest import moved, unbound

SEED = dealer.seed_from_number(2, "pig")


@pytest.fixture
def finished(ledger):
    m = create_match(ledger, "pig", ["Ada", "Bo"], [[], []], SEED)
    while True:
        h = load_history(ledger, m)
        p = h.game.pending(h.fold_to_head().state)
        if isinstance(p, Over):
            return m
        decide(ledger, m, p.options[0 if h.fold_to_head().state.total < 4 else 1])


def _lines(ledger, m):
    return export_lines(load_history(ledger, m))


def test_export_then_import_gives_the_same_events_and_digests(ledger, finished):
    lines = _lines(ledger, finished)
    t = parse_transcript("\n".join(lines))
    check_attestations(t)
    m2 = import_transcript(ledger, t)
    moved(ledger, finished, m2)
    assert unbound(_lines(ledger, m2)) == unbound(lines)
    assert verify_match(ledger, m2).problems == []


def test_a_hand_written_transcript_without_hashes_imports(ledger):
    text = "\n".join([
        json.dumps({"matchlog": 1, "game": "pig", "genesis": {"players": ["A", "B"], "decks": [[], []]}}),
        json.dumps({"type": "roll", "seat": 0}),
        json.dumps({"type": "chance", "kind": "die", "outcome": 4}),
        json.dumps({"type": "hold", "seat": 0}),
    ])
    t = parse_transcript(text)
    m = import_transcript(ledger, t)
    h = load_history(ledger, m)
    assert h.fold_to_head().state.scores == [5, 0]


def test_audit_names_the_illegal_event_its_rule_and_the_alternatives(ledger, finished):
    lines = _lines(ledger, finished)
    row = json.loads(lines[1])
    row["event"]["seat"] = 1  # seat 1 decides on seat 0's turn
    del row["hash"]
    lines[1] = json.dumps(row)
    t = parse_transcript("\n".join(lines))
    report = audit(t.game, t.genesis, t.events, [e.digest for e in t.entries])
    assert not report.ok
    first = report.findings[0]
    assert (first.seq, first.rule, first.seat) == (1, "PIG-turn", 1)
    assert [a.text for a in first.alternatives] == ["seat 0 rolls", "seat 0 holds"]
    assert first.last_legal_seq == 0
    with pytest.raises(IllegalTranscript):
        import_transcript(ledger, t)


def test_a_changed_byte_breaks_the_transcript_hash(finished, ledger):
    lines = _lines(ledger, finished)
    row = json.loads(lines[2])
    if row["event"]["type"] == "chance":
        row["event"]["outcome"] = (row["event"]["outcome"] + 1) % 6
    lines[2] = json.dumps(row)
    with pytest.raises(TranscriptError, match="event 2's hash"):
        check_attestations(parse_transcript("\n".join(lines)))


@pytest.mark.parametrize("text, message", [
    ("", "empty transcript"),
    ("not json", "invalid JSON"),
    ('{"matchlog": 1, "game": "chess", "genesis": {}}', "unknown game"),
    ('{"hello": 1}', "not a matchlog transcript header"),
    ('{"matchlog": 1, "game": "pig", "genesis": {"players": ["A","B"], "decks": [[],[]]}}\n'
     '{"type": "teleport", "seat": 0}', "unknown event type 'teleport'"),
    ('{"matchlog": 1, "game": "pig", "genesis": {"players": ["A","B"], "decks": [[],[]]}}\n'
     '{"type": "roll", "seat": "zero"}', r":2: bad 'roll' event.*seat"),
])
def test_malformed_transcripts_name_what_and_where(text, message):
    with pytest.raises(TranscriptError, match=message):
        parse_transcript(text)


def test_a_seats_review_copy_leaves_out_chance_outcomes_and_cannot_be_imported(ledger, finished):
    full = _lines(ledger, finished)
    copy = export_lines(load_history(ledger, finished), as_seat=1)
    assert len(copy) == len(full)
    chance_rows = [json.loads(x) for x in copy[1:] if json.loads(x)["event"]["type"] == "chance"]
    assert chance_rows and all("outcome" not in r["event"] for r in chance_rows)
    assert all("digest" not in json.loads(x) for x in copy)
    with pytest.raises(TranscriptError, match="review copy"):
        parse_transcript("\n".join(copy))
