"""Bug bundles: made from a match, replayed as they were recorded, failing when a rule changes."""

from __future__ import annotations

import importlib.metadata
import json

import pytest

from engine.games.ardent_reapers.events import Harvest
from engine.registry import get_game
from replays.bundle import SUFFIX, check_bundle, make_bundle, parse_bundle
from replays.history import load_history
from replays.simulate import simulate
from replays.transcript import TranscriptError




@pytest.fixture
def bundle_text(ledger):
    """A bundle of a seeded Ardent Reapers match that harvests before its last event."""
    ids = simulate(ledger, "ardent-reapers", 1, seed=5)
    history = load_history(ledger, ids[0])
    # the first harvest by a seat with cards left in its deck: where the changed rule bites
    harvests = [s for s in range(1, history.head + 1) if isinstance(history.event(s), Harvest)
                and history.fold_to(s - 1).state.seats[history.event(s).seat].deck]
    assert harvests, "the seeded match harvests"
    return "\n".join(make_bundle(history, note="harvest bug")) + "\n", harvests[0]


def _harvest_mills_a_card(monkeypatch):
    """A deliberately changed engine: harvesting also moves the top card of the deck to the
    discard pile (no such rule exists)."""
    game = get_game("ardent-reapers")
    real = game.apply

    def apply(state, event, check=True):
        state = real(state, event, check)
        if isinstance(event, Harvest):
            seat = state.seats[event.seat]
            if seat.deck:
                seat.discard.append(seat.deck.pop(0))
        return state

    monkeypatch.setattr(game, "apply", apply)


def test_a_bundle_records_what_replaying_it_gives_and_replays_so(bundle_text):
    text, _ = bundle_text
    t, expected = parse_bundle(text, "bug")
    assert expected.verdict == "legal" and expected.note == "harvest bug"
    assert " wins: " in expected.outcome or expected.outcome.startswith("a draw: ")
    assert expected.events == len(t.entries)
    assert expected.rules_version == t.game.rules_version
    result = check_bundle(t, expected, "bug")
    assert result.ok and result.first_divergent is None


def test_a_changed_rule_fails_the_bundle_at_the_first_divergent_event(bundle_text, monkeypatch):
    text, first_harvest = bundle_text
    _harvest_mills_a_card(monkeypatch)
    t, expected = parse_bundle(text, "bug")
    result = check_bundle(t, expected, "bug")
    assert not result.ok
    assert result.first_divergent == first_harvest
    assert '"type":"harvest"' in result.divergent_event
    report = result.explain()
    assert f"first divergent event: {first_harvest}" in report
    assert "verdict: expected legal" in report
    assert any(c.zone in ("deck", "discard pile") for c in result.changes)


def test_a_bundle_cut_at_an_event_keeps_that_many_events(ledger):
    ids = simulate(ledger, "ardent-reapers", 1, seed=5)
    text = "\n".join(make_bundle(load_history(ledger, ids[0]), at=12))
    t, expected = parse_bundle(text, "cut")
    assert len(t.entries) == expected.events == 12 and expected.outcome == "in progress"


def test_a_transcript_without_expectations_is_not_a_bundle(bundle_text):
    text, _ = bundle_text
    lines = text.splitlines()
    header = json.loads(lines[0])
    del header["expect"]
    with pytest.raises(TranscriptError, match="not a bundle"):
        parse_bundle("\n".join([json.dumps(header), *lines[1:]]), "plain")


def test_the_plugin_is_published_as_a_pytest11_entry_point():
    eps = importlib.metadata.entry_points(group="pytest11")
    assert any(ep.value == "replays.pytest_plugin" for ep in eps)


def test_pytest_collects_bundles_and_fails_one_under_a_changed_rule(pytester, bundle_text, monkeypatch):
    text, first_harvest = bundle_text
    pytester.path.joinpath("bug-1" + SUFFIX).write_text(text, encoding="utf-8")
    folder = pytester.mkdir("bugs")
    folder.joinpath("bug-2.jsonl").write_text(text, encoding="utf-8")
    pytester.makeini("[pytest]\nmatchlog_bundles = bugs\n")
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(passed=2)

    _harvest_mills_a_card(monkeypatch)
    run = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    run.assert_outcomes(failed=2)
    out = run.stdout.str()
    assert f"first divergent event: {first_harvest}" in out and "note: harvest bug" in out


def _with_outcome(text: str, outcome: str) -> str:
    lines = text.splitlines()
    header = json.loads(lines[0])
    header["expect"]["outcome"] = outcome
    return "\n".join([json.dumps(header), *lines[1:]]) + "\n"


def test_a_bundle_recorded_in_an_earlier_builds_outcome_words_still_replays_as_recorded(ledger):
    """An Ascendant bundle made before its end's reason named the players expects "Cy wins:
    seat 2 is the last one standing"; replayed now the words are "Cy (seat 2) is ...". Only
    the words moved: check-bundle retells the expected text in today's words (as `matches`
    does) and passes, while a bundle expecting another winner or reason still fails."""
    ids = simulate(ledger, "ascendant", 1, seats=3, seed=2)
    history = load_history(ledger, ids[0])
    text = "\n".join(make_bundle(history)) + "\n"
    today = parse_bundle(text, "asc")[1].outcome
    winner, reason = today.split(" wins: ")
    seat = history.genesis.players.index(winner)
    assert reason == f"{winner} (seat {seat}) is the last one standing"

    old_words = f"{winner} wins: seat {seat} is the last one standing"
    t, expected = parse_bundle(_with_outcome(text, old_words), "asc-old")
    assert expected.outcome == old_words
    result = check_bundle(t, expected, "asc-old")
    assert result.ok and result.outcome == today
    assert result.expected.outcome == today  # told in today's words when it is shown

    other = next(s for s in range(3) if s != seat)
    for wrong in (f"{winner} wins: seat {other} is the last one standing",
                  f"{history.genesis.players[other]} wins: seat {other} is the last one standing",
                  "in progress"):
        t, expected = parse_bundle(_with_outcome(text, wrong), "asc-wrong")
        result = check_bundle(t, expected, "asc-wrong")
        assert not result.ok and result.outcome == today
        assert f"outcome: expected {result.expected.outcome}; now {today}" in result.explain()


def test_an_event_the_rules_now_refuse_is_the_first_divergent_event(bundle_text, monkeypatch):
    """A fixed rule that refuses a recorded harvest: the bundle parts at that harvest. Before,
    a refused event was never "divergent" (it folds to no digest to compare), so the report
    named a later event, the first whose digest differed after the refusal."""
    from engine.protocol import IllegalEvent

    text, first_harvest = bundle_text
    game = get_game("ardent-reapers")
    real = game.apply

    def apply(state, event, check=True):
        if check and isinstance(event, Harvest):
            raise IllegalEvent("AR-harvest-1", "no harvest today")
        return real(state, event, check)

    monkeypatch.setattr(game, "apply", apply)
    t, expected = parse_bundle(text, "bug")
    result = check_bundle(t, expected, "bug")
    assert not result.ok and result.verdict == f"illegal at event {first_harvest} (AR-harvest-1)"
    assert result.first_divergent == first_harvest
    assert '"type":"harvest"' in result.divergent_event
    assert f"first divergent event: {first_harvest} " in result.explain()
