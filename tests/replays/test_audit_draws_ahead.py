"""The audit derives each revealed seed's draws' first words ahead, in one batch, counting the
log's chance outcomes after each commitment (`Fold.firsts`); a forged draw must still be
ML-reveal at the draw itself, under either seed of a log with fresh luck midway, and an honest
log audits clean with every draw checked."""

from __future__ import annotations

import hashlib
import hmac

import pytest

from engine import dealer
from engine.events import Dealt, Reseed, SeedReveal
from engine.fold import Fold
from engine.protocol import Chance, Over
from replays.audit import _revealed, audit
from tests.toygame import Hold, Pig, Roll

SEEDS = [dealer.seed_from_number(3, "ahead"), dealer.seed_from_number(4, "ahead")]
RESEED = 5
"""Where the fresh luck comes: 2 draws under the first seed, 4 under the second."""


def _match(reseed_at: int):
    """A Pig match whose dealer draws from SEEDS[0], then from SEEDS[1] after a Reseed made
    at event `reseed_at` (each seat rolls until its turn's total reaches 6), then the reveal."""
    game = Pig()
    commits = [dealer.commitment(s) for s in SEEDS]
    genesis = game.genesis(["A", "B"], [[], []], commits[0])
    fold = Fold(game, genesis)
    events, seed = [], SEEDS[0]
    while not isinstance(p := game.pending(fold.state), Over):
        if len(events) == reseed_at:
            event, seed = Reseed(dealer=commits[1]), SEEDS[1]
        elif isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, fold.draws, p))
        else:
            event = Roll(seat=p.seat) if fold.state.total < 6 else Hold(seat=p.seat)
        fold.apply(event)
        events.append(event)
    events.append(SeedReveal(seeds=[s.hex() for s in SEEDS]))
    return game, genesis, events


def test_the_draws_ahead_are_counted_per_seed_and_are_the_hmac_first_words():
    game, genesis, events = _match(reseed_at=RESEED)
    known, firsts = _revealed(genesis, events)
    at = events.index(Reseed(dealer=dealer.commitment(SEEDS[1])))
    counts = [sum(type(e) is Dealt for e in part) for part in (events[:at], events[at:])]
    assert [len(firsts[dealer.commitment(s)]) for s in SEEDS] == counts and all(counts)
    for seed in SEEDS:
        words = firsts[dealer.commitment(seed)]
        assert known[dealer.commitment(seed)] == seed
        assert words == [int.from_bytes(hmac.new(seed, b"%d:0" % k, hashlib.sha256).digest()[:8],
                                        "big") for k in range(len(words))]


def test_an_honest_log_with_fresh_luck_midway_audits_clean_every_draw_checked():
    game, genesis, events = _match(reseed_at=RESEED)
    report = audit(game, genesis, events)
    assert report.ok and report.unchecked == 0
    assert report.draws == sum(type(e) is Dealt for e in events)


@pytest.mark.parametrize("which", ["first seed", "second seed", "last draw"])
def test_a_forged_draw_under_either_seed_is_ml_reveal_at_the_draw(which):
    game, genesis, events = _match(reseed_at=RESEED)
    dealt = [i for i, e in enumerate(events) if type(e) is Dealt]
    i = {"first seed": dealt[1], "second seed": next(d for d in dealt if d > RESEED),
         "last draw": dealt[-1]}[which]
    forged = Dealt(kind="die", outcome=(events[i].outcome + 1) % 6)
    report = audit(game, genesis, events[:i] + [forged] + events[i + 1:])
    # the forged face is refused at its own event (seq = index + 1), the legal line restored;
    # whatever the restored line does later is the game's, but the first finding is this one
    first = report.findings[0]
    assert (first.seq, first.rule, first.seat) == (i + 1, "ML-reveal", None)
    assert "draw" in first.message and "not what the dealer's seed gives" in first.message
