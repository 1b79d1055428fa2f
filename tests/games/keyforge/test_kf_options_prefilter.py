"""Listing main-step options with the cheap prefilter keeps exactly the legal options."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.registry import get_game
from engine.games.keyforge import tasks as T
from engine.games.keyforge.legality import why_not
from engine.games.keyforge.main_options import main_candidates, main_options
from engine.games.keyforge.events import EndStep
from replays.simulate import default_decks


def _main_steps(n: int):
    """Every state of seeded self-play match n of KeyForge that waits on a main-step decision."""
    game = get_game("keyforge")
    seed = dealer.seed_from_number(n, "prefilter")
    genesis = game.genesis(["A", "B"], default_decks(game, n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    state, draws = game.start(genesis), 0
    from engine.protocol import Chance, Over
    from engine.events import Dealt
    while not isinstance(p := game.pending(state), Over):
        if state.stack and isinstance(state.stack[-1], T.Main):
            yield state, state.stack[-1].seat
        if isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            event = agents[p.seat].choose(p)
        state = game.apply(state, event, check=False)


@pytest.mark.parametrize("n", range(6))
def test_prefiltered_options_equal_every_candidate_checked_in_full(n):
    checked = 0
    for state, seat in _main_steps(n):
        full = [c for c in main_candidates(state, seat) if why_not(state, c) is None]
        assert main_options(state, seat) == full + [EndStep(seat=seat)]
        checked += 1
    assert checked > 20
