"""Recording, branching, diff and verify over the toy game Pig."""

import pytest

from engine import dealer
from engine.events import Dealt, SeedReveal
from engine.protocol import Decision, IllegalEvent, Over
from ledger import Conflict
from replays.branching import Luck, fork
from replays.diff import diff
from replays.history import load_history
from replays.record import MatchOver, create_match, decide
from replays.refs import Ref
from replays.verify import verify_match
from tests.toygame import Hold, Roll

SEED = dealer.seed_from_number(1, "pig")


def _new(ledger):
    return create_match(ledger, "pig", ["Ada", "Bo"], [[], []], SEED)


def _pending(ledger, m, branch="main"):
    h = load_history(ledger, m, branch)
    return h.game.pending(h.fold_to_head().state)


def _play_to_end(ledger, m, branch="main"):
    while True:
        p = _pending(ledger, m, branch)
        if isinstance(p, Over):
            return p
        h = load_history(ledger, m, branch)
        total = h.fold_to_head().state.total
        decide(ledger, m, p.options[0 if total < 4 else 1], branch)  # roll, bank at 4+


def test_a_decision_is_followed_by_the_dealers_draw(ledger):
    m = _new(ledger)
    assert ledger.head(m) == 0
    step = decide(ledger, m, Roll(seat=0))
    kinds = [type(e).__name__ for e, _ in step.events]
    assert kinds == ["Roll", "Dealt"]
    h = load_history(ledger, m)
    die = h.event(2)
    assert isinstance(die, Dealt)
    assert die.outcome == dealer.draw(SEED, 0, h.game.pending(h.fold_to(1).state))


def test_an_illegal_decision_appends_nothing(ledger):
    m = _new(ledger)
    with pytest.raises(IllegalEvent) as err:
        decide(ledger, m, Roll(seat=1))
    assert err.value.rule == "PIG-turn"
    assert ledger.head(m) == 0


def test_the_seeds_are_revealed_at_the_end_and_verify(ledger):
    m = _new(ledger)
    over = _play_to_end(ledger, m)
    h = load_history(ledger, m)
    assert isinstance(h.event(h.head), SeedReveal)
    assert h.event(h.head).seeds == [SEED.hex()]
    with pytest.raises(MatchOver):
        decide(ledger, m, Roll(seat=over.winner))
    verdict = verify_match(ledger, m)
    assert verdict.problems == [] and verdict.revealed


def test_a_branch_leaves_the_parent_unchanged_and_diff_finds_the_fork(ledger):
    m = _new(ledger)
    for _ in range(3):
        decide(ledger, m, _pending(ledger, m).options[0])
    before = [(s.seq, s.payload, s.digest, s.hash) for s in ledger.events(m)]
    at = 2
    fork(ledger, m, "held", at)
    seat = _pending(ledger, m, "held").seat
    decide(ledger, m, Hold(seat=seat), "held")
    after = [(s.seq, s.payload, s.digest, s.hash) for s in ledger.events(m)]
    assert after == before
    d = diff(ledger, Ref(m, "main"), Ref(m, "held"))
    assert d.common == at
    assert d.first_right is not None and "hold" in d.first_right.text
    assert verify_match(ledger, m).problems == []


def test_same_luck_continues_the_parents_draws_and_fresh_luck_does_not(ledger):
    m = _new(ledger)
    decide(ledger, m, Roll(seat=0))  # events 1 roll, 2 die
    fork(ledger, m, "same", 0, luck=Luck.SAME)
    fork(ledger, m, "fresh", 0, luck=Luck.FRESH, seed=dealer.seed_from_number(99, "x"))
    decide(ledger, m, Roll(seat=0), "same")
    decide(ledger, m, Roll(seat=0), "fresh")
    main_die = load_history(ledger, m, "main").event(2)
    same = load_history(ledger, m, "same")
    assert same.event(2) == main_die
    fresh = load_history(ledger, m, "fresh")
    assert type(fresh.event(1)).__name__ == "Reseed"
    fresh_die = fresh.event(3)
    assert fresh_die.outcome == dealer.draw(dealer.seed_from_number(99, "x"), 0,
                                            fresh.game.pending(fresh.fold_to(2).state))


def test_a_concurrent_writer_gets_a_conflict(ledger, tmp_path):
    from ledger import Ledger

    m = _new(ledger)
    with Ledger.open(ledger.path) as other:
        decide(other, m, Roll(seat=0))
    # a stale writer that still believes the head is 0
    with pytest.raises(Conflict):
        ledger.append(m, "main", 1, [("roll", b'{"type":"roll","seat":0}', None)])
    assert ledger.head(m) == 2


def test_options_at_rest_are_always_a_decision_or_the_end(ledger):
    m = _new(ledger)
    for _ in range(20):
        p = _pending(ledger, m)
        assert isinstance(p, (Decision, Over))
        if isinstance(p, Over):
            break
        decide(ledger, m, p.options[0])


def test_verify_blames_another_engine_build_when_intact_events_fold_to_other_digests(ledger, monkeypatch):
    from engine.registry import get_game

    m = _new(ledger)
    decide(ledger, m, Roll(seat=0))
    assert verify_match(ledger, m).problems == []
    game = get_game("pig")
    monkeypatch.setattr(type(game), "digest", lambda self, state: "0" * 64)  # a changed engine
    [problem] = verify_match(ledger, m).problems
    assert problem.seq == 0 and "another build of pig PIG-1" in problem.what


def test_a_chance_outcome_entered_in_a_dealer_match_is_refused_as_ml_table(ledger):
    """The dealer draws a dealer match's outcomes (ML-table): an outcome the recorder enters,
    even the very face the dealer would draw next, is refused and nothing is appended."""
    m = _new(ledger)
    decide(ledger, m, Roll(seat=0))  # the die is rolled by the dealer, a decision is pending
    head = ledger.head(m)
    with pytest.raises(IllegalEvent) as err:
        decide(ledger, m, Dealt(kind="die", outcome=0))
    assert err.value.rule == "ML-table"
    assert "only a match with table luck" in err.value.message
    assert ledger.head(m) == head
