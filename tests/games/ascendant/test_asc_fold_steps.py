"""The fold runs the step a decision answered on at once (`flow._AT_ONCE`)
instead of putting its task back on the work stack for the loop to take off again. It must leave every state
exactly as the loop would: the same pending decision and the same bytes, also when the
decision ends the match (the task then stays on the stack, as the loop left it) and at a
table (where the loop would have run that step from a snapshot)."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE, Dealt
from engine.games.ascendant import flow
from engine.games.ascendant.events import AttackKind, Declare, Use
from engine.games.ascendant.tasks import Finishing
from engine.protocol import Chance, Over
from replays.simulate import agent_names, default_decks

from asc_helpers import GAME, act, card, over, position, roll


def _put_back(state, task):
    """The loop's way: the task goes back on the stack and the loop runs it next."""
    state.stack.append(task)
    return None


class _LoopWay(dict):
    """In place of `flow._AT_ONCE`: every step that would run at once is put back instead."""

    def __missing__(self, kind):
        return _put_back


def _both_ways(monkeypatch, state, event) -> tuple[bytes, bytes]:
    """The state's bytes after `event`, folded as the fold does and by the loop's way."""
    at_once = GAME.apply(GAME.clone(state), event, check=False)
    with monkeypatch.context() as m:
        m.setattr(flow, "_AT_ONCE", _LoopWay())
        by_loop = GAME.apply(GAME.clone(state), event, check=False)
    return GAME.encode_state(at_once), GAME.encode_state(by_loop)


def _events(seats: int, n: int, options: dict | None = None):
    """(state, its next event) through a seeded self-play match (the state is folded on in
    place after its event is yielded)."""
    seed = dealer.seed_from_number(n, "fold-steps")
    g = GAME.genesis(agent_names(seats), default_decks(GAME, n, seats), dealer.commitment(seed),
                     options={"max_turns": 12, **(options or {})})
    agents = [RandomAgent(dealer.seed_from_number(n, f"s{s}")) for s in range(seats)]
    state, draws = GAME.start(g), 0
    while not isinstance(p := GAME.pending(state), Over):
        if isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=dealer.draw(seed, draws, p))
            draws += 1
        else:
            event = agents[p.seat].choose(p)
        yield state, event
        state = GAME.apply(state, event, check=True)


@pytest.mark.parametrize("seats,n,options", [(2, 0, None), (3, 1, None), (4, 2, None),
                                              (4, 3, {"jumons_by": "turn-player"})])
def test_a_step_run_at_once_leaves_the_state_the_loop_would(monkeypatch, seats, n, options):
    decided = 0
    for state, event in _events(seats, n, options):
        at_once, by_loop = _both_ways(monkeypatch, state, event)
        assert at_once == by_loop, f"event {event!r} folds differently"
        decided += not isinstance(event, Dealt)
    assert decided > 50  # the matches went through many decisions, not a few


def test_a_use_that_ends_the_match_leaves_its_step_on_the_stack():
    """Ann's Ember Bolt (3 damage, ASC-027) takes Bo's last 3 health in the Finishing Phase:
    Bo is out and Ann is the last one standing (ASC-fact-win). The Finishing task that asked
    Ann stays on the stack with her still first, as the task loop left it, and nobody is
    asked anything more."""
    state = position([dict(hand=["Ember Bolt"], fountain=["Genki"]), dict(health=3)])
    state = roll(act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1)), 1)  # a miss
    bolt = card(state, "Ember Bolt")
    state = act(state, Use(seat=0, card=bolt, opponent=1))
    assert over(state).winner == 0 and state.seats[1].out
    assert state.need is None
    top = state.stack[-1]
    assert isinstance(top, Finishing) and top.seats == [0, 1]


def test_a_table_match_folds_its_decisions_as_the_loop_would(monkeypatch):
    """At a table (table luck) the decisions' steps also run at once; the cards the table
    shows are named by the recorder (here: the first one it may show)."""
    g = GAME.genesis(agent_names(3), default_decks(GAME, 5, 3), "", options={"max_turns": 8})
    g = msgspec.structs.replace(g, luck=TABLE, dealer="")
    state = GAME.start(g)
    agent = RandomAgent(dealer.seed_from_number(5, "table"))
    decided = 0
    while not isinstance(p := GAME.pending(state), Over):
        if isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=0)
        else:
            event = agent.choose(p)
            decided += 1
        at_once, by_loop = _both_ways(monkeypatch, state, event)
        assert at_once == by_loop, f"event {event!r} folds differently"
        state = GAME.apply(state, event, check=True)
    assert decided > 50
