"""Traps, Arena cards, Gates and Exteriors (rules 13, 25-28)."""

from engine.protocol import Decision
from engine.games.sceptre.events import (Attack, BringIn, EndTurn, PlayAction, PlayArena,
                                         PlayExterior, PlayGate, Retreat, RetreatRollAgain,
                                         Sacrifice, SetTrap, SpringTrap, StopRetreat)
from engine.games.sceptre.stats import stat, stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def test_a_replaced_trap_is_discarded_without_triggering():
    state = start(seat("Ember Warden", traps=["Caltrops", "Smoke Snare", "Spiked Palisade"],
                       hand=["Rallying Horn"]), seat("Tide Sentinel"))
    horn, caltrops = one(state, "Rallying Horn"), one(state, "Caltrops")
    refused(state, SetTrap(seat=0, card=horn), "SC-25")  # three in play already
    state = act(state, SetTrap(seat=0, card=horn, replace=caltrops))
    assert state.sides[0].traps == [horn, one(state, "Smoke Snare"), one(state, "Spiked Palisade")]
    assert caltrops in state.sides[0].discard
    assert isinstance(GAME.pending(state), Decision) and GAME.pending(state).seat == 0  # no ask


def _retreat_into_caltrops():
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle"}]),
                  seat("Granite Bulwark", traps=["Caltrops"]))
    return act(state, Retreat(seat=0))


def test_a_trap_triggers_on_the_opponents_turn_when_its_owner_says_so():
    state = _retreat_into_caltrops()
    caltrops = one(state, "Caltrops")
    p = GAME.pending(state)
    assert p.seat == 1 and p.rule == "SC-25"
    refused(state, RetreatRollAgain(seat=0), "SC-seat")
    state = act(state, SpringTrap(seat=1, card=caltrops, trigger=True))
    assert combat_of(state, 0).damage == 20 and caltrops in state.sides[1].discard


def test_a_missed_trigger_is_recorded_and_discards_the_trap_without_effect():
    # SC-trap-ask: declining the ask is rule 25's missed trigger
    state = _retreat_into_caltrops()
    caltrops = one(state, "Caltrops")
    state = act(state, SpringTrap(seat=1, card=caltrops, trigger=False))
    assert combat_of(state, 0).damage == 0 and caltrops in state.sides[1].discard
    assert options(state)[0] == RetreatRollAgain(seat=0)


def test_disarmed_on_its_own_turn_is_cured_at_the_end_of_that_turn():
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"], "coins": ["Copper Coin"]},
                       garrison=[{"card": "Mist Oracle"}]),
                  seat("Granite Bulwark", traps=["Tangling Net"]))
    state = act(state, Retreat(seat=0))
    state = act(state, SpringTrap(seat=1, card=one(state, "Tangling Net"), trigger=True))
    lancer = combat_of(state, 0)
    assert "disarmed" in lancer.conditions and lancer.disarmed_until == state.turn
    state = act(state, RetreatRollAgain(seat=0))
    state = act(roll(state, 1, 20), StopRetreat(seat=0))
    refused(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")), "SC-47-disarmed")
    state = act(state, EndTurn(seat=0))
    assert "disarmed" not in combat_of(state, 0).conditions


def test_traps_triggered_together_resolve_left_to_right():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat("Tide Sentinel", traps=["Smoke Snare", "Caltrops", "Smoke Snare"]))
    left, _, right = [t for t in state.sides[1].traps]
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))
    assert GAME.pending(state).options[0].card == left
    state = act(state, SpringTrap(seat=1, card=left, trigger=True))
    assert GAME.pending(state).options[0].card == right
    state = act(state, SpringTrap(seat=1, card=right, trigger=True))
    state = roll(state, 16)  # 16 + 2 - 8 = 10: not higher than DEF 10
    assert combat_of(state, 1).damage == 0


def test_a_second_arena_card_sends_the_first_to_its_owners_pile():
    state = start(seat("Ember Warden", hand=["Sunlit Colosseum"]), seat("Tide Sentinel"),
                  arena={"card": "Mudflats", "owner": 1})
    mud, sun = one(state, "Mudflats"), one(state, "Sunlit Colosseum")
    refused(state, PlayArena(seat=0, card=mud), "SC-turn-3D")  # in play, not in the hand
    state = act(state, PlayArena(seat=0, card=sun))
    assert state.arena == sun and mud in state.sides[1].discard and mud not in state.sides[0].discard
    assert stats(state, 1, combat_of(state, 1), True)["skl"] == 2  # it affects both players


def test_an_exterior_needs_a_gate_and_only_one_gate_is_in_play():
    state = start(seat("Ember Warden", hand=["Watchtower", "Stone Gate", "Stone Gate"]),
                  seat("Tide Sentinel"))
    refused(state, PlayExterior(seat=0, card=one(state, "Watchtower")), "SC-28")
    g1, g2 = [c for c in state.sides[0].hand if state.name(c) == "Stone Gate"]
    state = act(state, PlayGate(seat=0, card=g1))
    refused(state, PlayGate(seat=0, card=g2), "SC-28")
    state = act(state, PlayExterior(seat=0, card=one(state, "Watchtower")))
    assert stats(state, 0, combat_of(state, 0), True)["dfn"] == 9 + 2 + 1


def test_an_exterior_is_suspended_without_its_gate_and_resumes_on_a_new_one():
    drums = seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, gate="Stone Gate",
                 exterior="War Drums", exterior_left=2, hand=["Stone Gate"])
    state = start(drums, seat({"card": "Tide Sentinel", "coins": ["Silver Coin"]},
                              hand=["Siege Ram", "Silver Coin"]), active=1)
    assert stats(state, 0, combat_of(state, 0), True)["roll"] == 3
    assert stat(state, 0, combat_of(state, 0), True, "roll") == 3  # what the attack roll adds
    refused(state, PlayGate(seat=0, card=state.sides[0].hand[0]), "SC-seat")  # Bo's turn
    state = act(state, PlayAction(seat=1, card=one(state, "Siege Ram")))
    assert state.sides[0].gate is None and stats(state, 0, combat_of(state, 0), True)["roll"] == 0
    assert stat(state, 0, combat_of(state, 0), True, "roll") == 0
    state = roll(act(state, Attack(seat=1, attack=0, target=one(state, "Ember Warden"))), 1)
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
    assert state.sides[0].exterior_left == 2  # not counted while inactive
    state = roll(act(state, Attack(seat=1, attack=0, target=one(state, "Ember Warden"))), 1)
    gate = [c for c in state.sides[0].hand if state.name(c) == "Stone Gate"][0]
    state = act(state, PlayGate(seat=0, card=gate))
    assert stats(state, 0, combat_of(state, 0), True)["roll"] == 3  # resumed where it stopped
    assert stat(state, 0, combat_of(state, 0), True, "roll") == 3
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
    assert state.sides[0].exterior_left == 1



def test_a_trap_triggers_on_its_owners_own_turn_too():
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle", "damage": 30}], traps=["Rallying Horn"]),
                  seat("Granite Bulwark"))
    state = act(state, Retreat(seat=0))
    state = act(state, Sacrifice(seat=0, squire=one(state, "Tide Page")))
    state = act(state, BringIn(seat=0, card=one(state, "Mist Oracle")))
    horn = one(state, "Rallying Horn")
    assert GAME.pending(state).options == [SpringTrap(seat=0, card=horn, trigger=True),
                                           SpringTrap(seat=0, card=horn, trigger=False)]
    refused(state, SpringTrap(seat=1, card=horn, trigger=True), "SC-seat")
    state = act(state, SpringTrap(seat=0, card=horn, trigger=True))
    assert combat_of(state, 0).damage == 10 and horn in state.sides[0].discard
