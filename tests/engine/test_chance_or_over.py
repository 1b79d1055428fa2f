"""`Game.chance_or_over` is `pending` without listing a decision's options: the same Chance or
Over whenever `pending` gives one, and None exactly when a seat must decide. Recording a
decision relies on it to find the draws and the end, so it is compared with `pending` at
every state of seeded self-play, to the end of the match, in every game (those that answer it
themselves and the default)."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.protocol import Chance, Decision, Over
from engine.registry import game_ids, get_game
from replays.simulate import agent_names, default_decks, match_seed


@pytest.mark.parametrize("game_id", game_ids())
def test_chance_or_over_agrees_with_pending_at_every_state_to_the_end(game_id):
    game = get_game(game_id)
    seats = max(game.seat_counts)
    secret = match_seed(5, game, 0)
    genesis = game.genesis(agent_names(seats), default_decks(game, 5, seats),
                           dealer.commitment(secret), game.selfplay_options())
    agents = [RandomAgent(match_seed(5, game, 0, f"a{s}")) for s in range(seats)]
    state, draws, asked, drawn = game.start(genesis), 0, 0, 0
    while True:
        p = game.pending(state)
        found = game.chance_or_over(state)
        if isinstance(p, Decision):
            assert found is None
            asked += 1
            event = agents[p.seat].choose(p)
        else:
            assert type(found) is type(p)
            assert msgspec.msgpack.encode(found) == msgspec.msgpack.encode(p)
            if isinstance(p, Over):
                break
            assert isinstance(p, Chance)
            drawn += 1
            event = Dealt(kind=p.kind, outcome=dealer.draw(secret, draws, p))
            draws += 1
        state = game.apply(state, event, check=False)
    assert asked > 20 and drawn > 2
