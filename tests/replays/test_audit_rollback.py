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


def test_fold_apply_or_refuse_keeps_the_fold_as_it_was_but_for_the_events_number(ledger):
    """The fold a bundle's view is made from goes on past a refused event as the audit does:
    the state and the draws are those before it (a forged draw booked before the game refused
    it is taken back out), its number is still counted, and the refusal is returned."""
    from engine.fold import Fold

    ids = simulate(ledger, "ardent-reapers", 1, seed=9)
    h = load_history(ledger, ids[0])
    events = h.events(1)
    k = [i for i, e in enumerate(events) if isinstance(e, Dealt) and not isinstance(e.outcome, list)][1]
    fold = Fold(h.game, h.genesis, check=True)
    for event in events[:k]:
        assert fold.apply_or_refuse(event) is None
    before = (h.game.digest(fold.state), fold.seq, fold.draws, len(fold.book))
    refused = fold.apply_or_refuse(Dealt(kind=events[k].kind, outcome=10_000))
    assert refused is not None and refused.rule
    assert (h.game.digest(fold.state), fold.seq, fold.draws, len(fold.book)) == (
        before[0], before[1] + 1, before[2], before[3])
    for event in events[k:]:  # the real draw and the rest fold on to the match's own end
        assert fold.apply_or_refuse(event) is None
    assert h.game.digest(fold.state) == audit(h.game, h.genesis, events).final_digest
