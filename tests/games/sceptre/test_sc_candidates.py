"""The check of one pre-attack event lists only what could equal it (`is_candidate`), and
agrees with membership among every candidate of the step, for events that are candidates and
for events that are not (a whole candidate list of another moment, of either seat)."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.sceptre.legality import candidates, is_candidate
from engine.games.sceptre.state import Main
from engine.registry import get_game
from replays.simulate import default_decks
from tests.selfplay_states import played_states


def _main_steps(n: int):
    """Every state of seeded self-play match n that waits on a pre-attack decision."""
    game = get_game("sceptre")
    seed = dealer.seed_from_number(n, "candidates")
    genesis = game.genesis(["A", "B"], default_decks(game, n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    for state in played_states(game, genesis, seed, agents):
        if state.stack and isinstance(state.stack[-1], Main):
            yield game.clone(state), state.stack[-1].seat


@pytest.mark.parametrize("n", range(4))
def test_is_candidate_agrees_with_the_full_list(n):
    steps = list(_main_steps(n))
    assert len(steps) > 20
    seen, outsiders = 0, 0
    for i, (state, seat) in enumerate(steps):
        full = candidates(state, seat)
        # events of other moments: most are not candidates now (other cards, targets, seats)
        others = [ev for st, s in steps[max(0, i - 6):i + 6] for ev in candidates(st, s)
                  if ev.seat == seat]
        for ev in full + others:
            assert is_candidate(state, ev) == (ev in full), ev
            outsiders += ev not in full
        seen += len(full)
    assert outsiders > 100 and seen > 100
