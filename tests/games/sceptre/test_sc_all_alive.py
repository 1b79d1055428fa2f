"""SC-hp-zero and Turn Order 5: the death checks run after every pre-attack play, attack and
failed retreat roll. A state whose last check found everyone alive is not walked again until
something that could hurt someone happens (`stats._ALL_ALIVE`, cleared by `stats.may_die`).
Checked here: every check passed over that way in seeded self-play finds no one dying when
worked out in full, and a kill after a play that left the state marked is still found."""

from __future__ import annotations

import dataclasses

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.sceptre import combat, play, retreat, stats, zones
from engine.games.sceptre.events import (AttachCoin, Attack, PlayAction, Retreat,
                                         RetreatRollAgain, SpringTrap, UseAbility)
from engine.games.sceptre.registry import ABILITIES
from engine.games.sceptre.state import FinishAttack, Mod
from engine.registry import get_game
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from sc_helpers import act, combat_of, one, roll, seat, start


@pytest.mark.parametrize("version", ["sceptre-5", "sceptre-3", "sceptre-2", "sceptre-1"])
def test_a_check_passed_over_finds_no_one_dying(monkeypatch, version):
    game = get_game("sceptre").for_rules(version)
    full = stats.may_be_dying
    seen = {"passed": 0, "walked": 0}

    def checked(state):
        marked = state is stats._ALL_ALIVE
        found = full(state)
        if marked and not found:  # passed over, or only those hurt since looked at
            seen["passed"] += 1
            kept = stats._ALL_ALIVE, list(stats._HURT), list(stats._WOUNDED)
            assert not full(game.clone(state))  # a copy is another object: walked in full
            stats._ALL_ALIVE = kept[0]  # as it was, so the match goes on as unobserved
            stats._HURT[:], stats._WOUNDED[:] = kept[1], kept[2]
        else:
            seen["walked"] += 1
        return found

    monkeypatch.setattr(combat, "may_be_dying", checked)  # after attacks and failed retreats
    monkeypatch.setattr(play, "may_be_dying", checked)  # after each pre-attack play
    for n in range(4):
        secret = dealer.seed_from_number(n, f"all-alive-{version}")
        genesis = game.genesis(agent_names(2), default_decks(game, n, 2), dealer.commitment(secret))
        agents = [RandomAgent(dealer.seed_from_number(n, f"all-alive{s}")) for s in range(2)]
        for _ in played_states(game, genesis, secret, agents):
            pass
    # most checks follow a play after an earlier check, with no damage between, or an attack
    # whose target alone was hurt
    assert seen["passed"] > 300 and seen["walked"] > 50, seen


def _marked(state):
    """`state` after a Copper Coin from the hand is attached to seat 0's Champion in combat:
    the play's death check finds everyone alive and marks the state."""
    warden = combat_of(state, 0).card
    state = act(state, AttachCoin(seat=0, card=one(state, "Copper Coin"), target=warden))
    assert stats._ALL_ALIVE is state
    return state


def test_an_attack_that_kills_after_a_marked_play_kills():
    # Turn Order 5: the Sentinel (HP 100, 80 damage) takes Cinder Cut's 20 and dies
    state = _marked(start(seat({"card": "Ember Warden"}, hand=["Copper Coin"]),
                          seat({"card": "Tide Sentinel", "damage": 80},
                               garrison=[{"card": "Mist Oracle"}])))
    sentinel = one(state, "Tide Sentinel")
    state = act(state, Attack(seat=0, attack=0, target=sentinel))
    state = roll(state, 9)  # 9 + SKL 2 = 11 > DEF 10
    assert combat_of(state, 1) is None and sentinel in state.sides[1].discard
    assert state.sides[0].collected == 1


def test_a_failed_retreat_roll_that_kills_after_a_marked_play_kills():
    # SC-49-fail: the Lancer (HP 80, 75 damage) takes 10 for the failed roll and dies
    state = _marked(start(seat({"card": "Reef Lancer", "damage": 75}, hand=["Copper Coin"],
                               garrison=[{"card": "Mist Oracle"}]),
                          seat("Granite Bulwark")))
    lancer = one(state, "Reef Lancer")
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 1, 20)  # 1 + 7 against 20 + 1: fails
    assert combat_of(state, 0) is None and lancer in state.sides[0].discard
    assert state.sides[1].collected == 1


def _marked_state(combat_mods=(), **mine):
    state = start(seat({"card": "Ashfang Rider", "squires": ["Ember Page"], **mine},
                       garrison=[{"card": "Mist Oracle"}]),
                  seat("Tide Sentinel"))
    if combat_mods:  # effects on the position in combat, put there once the Rider has left it
        zones.to_garrison(state, 0)  # (a position refuses a Champion they would kill at once)
        state.sides[0].combat_mods = [Mod(m["stat"], m["value"]) for m in combat_mods]
    assert not stats.may_be_dying(state) and stats._ALL_ALIVE is state
    return state


@pytest.mark.parametrize("attack, conditions", [(1, []), (0, ["bleeding"])])
def test_self_damage_or_bleeding_after_an_attack_is_looked_at(attack, conditions):
    # rules 32 and 47: Burning Charge's 10, or Bleeding's 10, takes the Rider (HP 80) to 80
    state = _marked_state(damage=70, conditions=conditions)
    combat.finish(state, FinishAttack(seat=0, attack=attack))
    assert combat_of(state, 0).damage == 80
    assert stats.may_be_dying(state) and type(state.stack[-1]).__name__ == "Deaths"


def test_a_trap_that_kills_after_a_marked_play_kills():
    # rule 25: Caltrops deals 20 to the retreating Lancer (HP 80, 70 damage): it dies
    state = _marked(start(seat({"card": "Reef Lancer", "damage": 70}, hand=["Copper Coin"],
                               garrison=[{"card": "Mist Oracle"}]),
                          seat("Granite Bulwark", traps=["Caltrops"])))
    lancer = one(state, "Reef Lancer")
    state = act(state, Retreat(seat=0))
    state = act(state, SpringTrap(seat=1, card=one(state, "Caltrops"), trigger=True))
    assert combat_of(state, 0) is None and lancer in state.sides[0].discard


def _hurting(state, seat, source, target):
    """An effect that takes the opposing Champion's HP to 0 (no card of the set has one; a
    card with such an effect says it `hurts`)."""
    state.sides[1 - seat].combat.mods.append(Mod("hp", -500, until=state.turn + 5))


@pytest.mark.parametrize("kind", ["Action", "Ability"])
def test_an_action_or_ability_that_takes_hp_away_kills(monkeypatch, kind):
    # SC-hp-zero: after the play, the Sentinel with no HP left dies at once
    state = _marked(start(seat({"card": "Ember Warden"}, hand=["Copper Coin", "Battle Hymn"],
                               garrison=[{"card": "Mist Oracle"}]),
                          seat("Tide Sentinel", garrison=[{"card": "Pyre Adept"}])))
    cid = "battle-hymn" if kind == "Action" else "mist-oracle"
    monkeypatch.setitem(ABILITIES.table, cid,
                        dataclasses.replace(ABILITIES[cid], use=_hurting, hurts=True))
    sentinel = one(state, "Tide Sentinel")
    if kind == "Action":
        state = act(state, PlayAction(seat=0, card=one(state, "Battle Hymn")))
    else:
        state = act(state, UseAbility(seat=0, card=one(state, "Mist Oracle")))
    assert combat_of(state, 1) is None and sentinel in state.sides[1].discard


def test_a_bleeding_retreat_is_looked_at():
    # rule 47: 20 to a Bleeding Champion that retreats; the Bulwark (HP 120, +20 by Bedrock)
    # lives with 130 and goes to the garrison, where the next check must look at it again
    state = start(seat({"card": "Granite Bulwark", "damage": 110, "conditions": ["bleeding"]},
                       garrison=[{"card": "Mist Oracle"}]),
                  seat("Tide Sentinel"))
    assert not stats.may_be_dying(state) and stats._ALL_ALIVE is state
    retreat.succeed(state, 0)
    bulwark = state.sides[0].garrison[-1]
    assert bulwark.card == one(state, "Granite Bulwark") and bulwark.damage == 130
    assert stats.may_be_dying(state)  # 130 of 120 printed: looked at in full
    assert not combat.anyone_dead(state)  # and alive (140 HP in the garrison)


def test_a_champion_entering_combat_under_an_effect_on_the_position_is_looked_at():
    # rule 21: an effect on the position in combat counts for whoever is there
    state = _marked_state(combat_mods=[{"stat": "hp", "value": -500}])
    zones.enter_combat(state, 0, one(state, "Mist Oracle"))
    assert stats.may_be_dying(state) and combat.anyone_dead(state)
