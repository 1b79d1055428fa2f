"""A transcript is judged under the rules version its genesis names, as a stored match is
folded (replays.history): never silently under today's rules, and never under a version this
build does not have."""

import json

import pytest

from engine.registry import get_game
from replays.audit import audit
from replays.history import load_history
from replays.importing import import_transcript
from replays.simulate import simulate
from replays.transcript import TranscriptError, export_lines
from replays.transcript_parse import parse_transcript
from replays.verify import verify_match

OLD = "AR-1.1"  # Adult Swim and Breach make a single answer without asking


def _relabelled(ledger, m: int, version: str) -> str:
    """Match m as a hand-edited transcript naming `version`: bare events, no attestations
    (its digests and hashes were those of the version it was recorded under)."""
    lines = export_lines(load_history(ledger, m))
    header = json.loads(lines[0])
    for key in ("digest", "hash", "match", "chain"):
        header.pop(key, None)
    header["genesis"]["rules_version"] = version
    events = [json.dumps(json.loads(line)["event"]) for line in lines[1:]]
    return "\n".join([json.dumps(header), *events])


@pytest.fixture
def recorded(ledger):
    return simulate(ledger, "ardent-reapers", 5, seed=21)


def test_a_transcript_naming_an_older_version_is_audited_under_it(ledger, recorded):
    today, old = get_game("ardent-reapers"), get_game("ardent-reapers", OLD)
    parted = 0
    for m in recorded:
        t = parse_transcript(_relabelled(ledger, m, OLD))
        assert t.game.rules_version == OLD
        report = audit(t.game, t.genesis, t.events)
        assert audit(today, t.genesis, t.events).ok  # recorded legally under AR-1.4
        expected = audit(old, t.genesis, t.events)
        assert [(f.seq, f.rule) for f in report.findings] == \
            [(f.seq, f.rule) for f in expected.findings]
        parted += not report.ok
    # Some of these matches ask for a choice AR-1.1 never asks: illegal under it
    assert parted >= 1


def test_an_imported_older_version_match_folds_and_verifies_under_that_version(ledger, recorded):
    old = get_game("ardent-reapers", OLD)
    legal = [m for m in recorded
             if audit(old, (t := parse_transcript(_relabelled(ledger, m, OLD))).genesis,
                      t.events).ok]
    assert legal, "a match legal under both versions"
    m2 = import_transcript(ledger, parse_transcript(_relabelled(ledger, legal[0], OLD)))
    history = load_history(ledger, m2)
    assert history.game.rules_version == OLD
    # its stored digests are AR-1.1's: the match verifies and audits clean where it is kept
    assert verify_match(ledger, m2).problems == []
    assert audit(history.game, history.genesis, history.events(1),
                 [s.digest for s in history.stored[1:]]).ok


@pytest.mark.parametrize("edit, words", [
    (lambda g: g.update(rules_version="AR-9"),
     ":1: ardent-reapers rules version 'AR-9' is not in this build of matchlog (it offers "
     f"{get_game('ardent-reapers').rules_version}, "),
    (lambda g: g.update(players=["Solo"]),
     ":1: the genesis names 1 player(s); ardent-reapers is played by 2 players"),
    (lambda g: g.update(decks=g["decks"][:1]),
     ":1: the genesis has 1 deck(s) for 2 player(s): one deck per player"),
])
def test_a_genesis_this_build_cannot_play_is_refused_naming_the_line(ledger, recorded, edit, words):
    lines = _relabelled(ledger, recorded[0], get_game("ardent-reapers").rules_version).splitlines()
    header = json.loads(lines[0])
    edit(header["genesis"])
    with pytest.raises(TranscriptError) as err:
        parse_transcript("\n".join([json.dumps(header), *lines[1:]]), "x.jsonl")
    assert str(err.value).startswith("x.jsonl" + words)
