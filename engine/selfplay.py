"""Self-play: agents decide, the dealer draws, the engine folds, until the match is over.

Pure given its inputs (genesis, seed, agents): the same arguments give the same events.
"""

from __future__ import annotations

from typing import Any, Generator

from engine import dealer
from engine.agents import Agent
from engine.events import Dealt, Event, Genesis, SeedReveal
from engine.protocol import Chance, Decision, Game, Over


def selfplay_genesis(game: Game, players: list[str], decks: list[list[str]], commitment: str,
                     options: dict | None = None) -> Genesis:
    """A genesis for a match of agents: the game's `selfplay_options` (a turn cap, where random
    play may never reach an ending of the rules) recorded in it, under any `options` given."""
    return game.genesis(players, decks, commitment, {**game.selfplay_options(), **(options or {})})


class RunawayMatch(RuntimeError):
    """Raised when a match does not end within the event budget (an engine bug)."""


def play_out(game: Game, genesis: Genesis, seed: bytes, agents: list[Agent],
             state=None, draws: int = 0, budget: int = 200_000,
             max_turns: int | None = None) -> Generator[tuple[Event, str], None, Any]:
    """Yield each event after genesis with the state digest after it, ending with the reveal;
    the generator's return value is the final state (for a caller that snapshots it).

    `state` and `draws` let a recording continue from a stored position (same luck).
    `max_turns` is self-play's own cap, never a rule: once the match is past that many turns
    the agents stop, leaving it unfinished (no reveal; the seed stays secret). None: the
    game's `selfplay_turn_cap` (None for a game whose random matches all end).
    """
    if max_turns is None:
        max_turns = game.selfplay_turn_cap
    state = game.start(genesis) if state is None else state
    for _ in range(budget):
        p = game.pending(state)
        if isinstance(p, Decision):  # the commonest pending first: one test per decision
            if max_turns is not None and game.turn(state) > max_turns:
                return state
            event: Event = agents[p.seat].choose(p)
        elif isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            assert isinstance(p, Over)
            yield SeedReveal(seeds=[seed.hex()]), game.digest(state)
            return state
        state = game.apply(state, event, check=False)
        yield event, game.digest(state)
    raise RunawayMatch(f"{game.id}: no end after {budget} events")
