"""Turn Order 6 and rule 50: the end of a turn expires effects, cures Disarmed, unsticks a
Champion that failed its Dazed roll and asks a Dazed roll for each Dazed Champion. A turn's end
that leaves no Champion with any of these marks the state (`turn._CALM`), and the next one
does not look at the Champions until one gets an effect, a Battle Condition or a failed
Dazed roll (`turn.stir`). Checked here: in seeded self-play a marked state has no such
Champion, and after a marked end an effect, a Condition and a failed roll are still seen."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.sceptre import turn
from engine.games.sceptre.events import Attack, EndTurn, PlayAction
from engine.games.sceptre.state import DazedRoll
from engine.protocol import Chance
from engine.registry import get_game
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from sc_helpers import GAME, act, combat_of, one, roll, seat, start


def _units(state):
    for side in state.sides:
        yield from ([side.combat] if side.combat is not None else []) + side.garrison


@pytest.mark.parametrize("version", ["sceptre-5", "sceptre-3", "sceptre-2", "sceptre-1"])
def test_a_marked_state_has_no_champion_for_the_turn_end_to_look_at(version):
    game = get_game("sceptre").for_rules(version)
    marked = 0
    for n in range(4):
        secret = dealer.seed_from_number(n, f"calm-{version}")
        genesis = game.genesis(agent_names(2), default_decks(game, n, 2), dealer.commitment(secret))
        agents = [RandomAgent(dealer.seed_from_number(n, f"calm{s}")) for s in range(2)]
        for state in played_states(game, genesis, secret, agents):
            if state is turn._CALM:
                marked += 1
                for u in _units(state):
                    assert not u.mods and not u.conditions and not u.stuck, u
    assert marked > 300


def _calm(state):
    """Seat 0 (no Coin, no attack) ends its turn: the end finds every Champion plain."""
    state = act(state, EndTurn(seat=0))
    assert state is turn._CALM and state.active == 1
    return state


def test_a_condition_after_a_calm_end_is_rolled_for():
    # rule 47: Fog Dart needs no roll and Dazes the Warden; between turns it rolls
    state = _calm(start(seat("Ember Warden"),
                        seat({"card": "Mist Oracle", "coins": ["Copper Coin"]})))
    state = act(state, Attack(seat=1, attack=0, target=one(state, "Ember Warden")))
    assert "dazed" in combat_of(state, 0).conditions
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"
    state = roll(state, 3)  # 10 or less: the Warden can take no action next turn
    assert combat_of(state, 0).stuck and state.active == 0


def test_an_effect_after_a_calm_end_expires_at_the_end_of_the_turn():
    # rule 21: Sunder's -2 DEF lasts to the end of the turn it is played in
    state = _calm(start(seat("Ember Warden"), seat("Tide Sentinel", hand=["Sunder"])))
    state = act(state, PlayAction(seat=1, card=one(state, "Sunder")))
    assert [m.value for m in combat_of(state, 0).mods] == [-2]
    state = act(state, EndTurn(seat=1))
    assert combat_of(state, 0).mods == [] and state.active == 0


def test_a_failed_dazed_roll_stirs_the_next_end():
    # SC-47-dazed: stuck for its next turn only
    state = _calm(start(seat("Ember Warden"), seat("Tide Sentinel")))
    warden = combat_of(state, 0)
    warden.conditions.append(turn._DAZED)  # as a Condition dealt this turn leaves it
    turn.dazed_rolled(state, DazedRoll(queue=[warden.card], next=0), 3, warden)
    assert warden.stuck and turn._CALM is None
