"""Every state a seeded self-play match passes through, for tests that check a cheap rule
test against the full one at many real moments of play."""

from __future__ import annotations

from typing import Any, Iterator

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt, Genesis
from engine.protocol import Chance, Game, Over


def played_states(game: Game, genesis: Genesis, seed: bytes, agents: list[RandomAgent]) -> Iterator[Any]:
    """Each state before its next event (the dealer drawing from `seed`, `agents` deciding),
    until the match is over. The state is folded on in place after it is yielded."""
    state, draws = game.start(genesis), 0
    while not isinstance(p := game.pending(state), Over):
        yield state
        if isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            event = agents[p.seat].choose(p)
        state = game.apply(state, event, check=False)
