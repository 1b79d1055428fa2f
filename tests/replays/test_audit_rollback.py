"""Audit rolls a refused event back to the last legal state, kept as its canonical bytes."""

from __future__ import annotations

from engine.events import DecisionEvent, Dealt
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


def test_a_refused_malformed_draw_leaves_no_draw_booked_and_the_reveal_still_checks_out(ledger):
    """A dealt outcome no draw can give (out of range) is booked before the game refuses it;
    the rollback must take that record back out, or the reveal would re-derive one draw too
    many and the count of draws would be off by one."""
    ids = simulate(ledger, "ardent-reapers", 1, seed=9)
    h = load_history(ledger, ids[0])
    events = h.events(1)
    clean = audit(h.game, h.genesis, events)
    assert clean.ok and clean.draws > 2 and clean.unchecked == 0
    k = [i for i, e in enumerate(events) if isinstance(e, Dealt) and not isinstance(e.outcome, list)][1]
    forged = Dealt(kind=events[k].kind, outcome=10_000)  # before a real draw of the same kind
    report = audit(h.game, h.genesis, events[:k] + [forged] + events[k:])
    assert [f.seq for f in report.findings] == [k + 1]
    assert report.final_digest == clean.final_digest
    assert (report.draws, report.unchecked, report.luck) == (clean.draws, 0, clean.luck)
