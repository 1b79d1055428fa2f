"""A trusted replay's loop (`Fold.apply_all` unchecked) folds exactly as `apply` event by event.

`apply_all` keeps the fold's bookkeeping in locals for speed; these tests hold it to the plain
loop on seeded matches of every game, and on the rare framework events (fresh luck, a reveal,
a second genesis) at any point of a match.
"""

from __future__ import annotations

import pytest

from bench.workload import simulate
from engine.events import Genesis, Reseed, SeedReveal
from engine.fold import Fold
from engine.protocol import IllegalEvent
from engine.registry import game_ids


def _one_by_one(m, events) -> Fold:
    f = Fold(m.game, m.genesis, check=False)
    for e in events:
        f.apply(e)
    return f


def _together(m, events) -> Fold:
    f = Fold(m.game, m.genesis, check=False)
    f.apply_all(events)
    return f


def _same(a: Fold, b: Fold) -> None:
    assert a.game.digest(a.state) == b.game.digest(b.state)
    assert (a.seq, a.draws, a.commitments, a.revealed) == (b.seq, b.draws, b.commitments, b.revealed)


@pytest.fixture(scope="module", params=game_ids())
def match(request):
    return simulate(request.param, 0)


def test_a_whole_match_folds_as_event_by_event(match):
    whole = _together(match, match.events)
    _same(_one_by_one(match, match.events), whole)
    assert whole.seq == len(match.events) and whole.revealed is not None


def test_fresh_luck_midway_restarts_the_draw_count(match):
    # unchecked, a Reseed only books a commitment: spliced in anywhere, the state is the same
    k = len(match.events) // 2
    events = [*match.events[:k], Reseed(dealer="ab" * 32), *match.events[k:]]
    together = _together(match, events)
    _same(_one_by_one(match, events), together)
    assert together.commitments[-1] == "ab" * 32
    assert together.draws == sum(type(e).__name__ == "Dealt" for e in events[k + 1:])


def test_nothing_follows_the_reveal(match):
    reveal = match.events[-1]
    assert isinstance(reveal, SeedReveal)
    events = [*match.events, match.events[-2]]
    f = Fold(match.game, match.genesis, check=False)
    with pytest.raises(IllegalEvent) as refused:
        f.apply_all(events)
    assert refused.value.rule == "ML-after-reveal"
    _same(_one_by_one(match, match.events), f)  # the fold stands at the reveal


@pytest.mark.parametrize("at", [0, 1, 7])
def test_a_refused_event_leaves_the_fold_at_the_one_before(match, at):
    second = Genesis(**{f: getattr(match.genesis, f) for f in match.genesis.__struct_fields__})
    events = [*match.events[:at], second, *match.events[at:]]
    f = Fold(match.game, match.genesis, check=False)
    with pytest.raises(IllegalEvent) as refused:
        f.apply_all(events)
    assert refused.value.rule == "ML-genesis"
    _same(_one_by_one(match, match.events[:at]), f)
    assert f.seq == at
