"""Audit rolls a refused event back to the last legal state, kept as its canonical bytes."""

from __future__ import annotations

from engine.events import DecisionEvent
from replays.audit import audit
from replays.history import load_history
from replays.simulate import simulate


def test_an_inserted_illegal_decision_is_one_finding_and_the_line_goes_on_unchanged(ledger):
    ids = simulate(ledger, "ardent-reapers", 1, seed=9)
    h = load_history(ledger, ids[0])
    events = h.events(1)
    clean = audit(h.game, h.genesis, events)
    assert clean.ok
    # the same decision twice in a row: the second is out of turn or out of sequence
    k = next(i for i, e in enumerate(events) if isinstance(e, DecisionEvent) and i > 10)
    tampered = events[: k + 1] + [events[k]] + events[k + 1:]
    report = audit(h.game, h.genesis, tampered)
    assert [f.seq for f in report.findings] == [k + 2]
    assert report.final_digest == clean.final_digest
    assert report.findings[0].last_legal_seq == k + 1
    assert report.findings[0].alternatives  # the options were listed from the restored state
