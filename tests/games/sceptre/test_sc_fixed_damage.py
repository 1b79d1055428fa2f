"""Damage no effect changes (rules 32, 47, 49): Bleeding's 10 and 20 and a failed retreat's 10,
20, 30 stay as printed whatever damage bonuses either Champion carries."""

from engine.games.sceptre.events import Attack, Retreat, RetreatRollAgain, Sacrifice

from sc_helpers import act, combat_of, one, roll, seat, start

# +20 damage to its attacks: Longsword (+10) and Ember Page matched with an Emberfall Champion
STRONG = {"gear": ["Longsword"], "squires": ["Ember Page", "Cinder Squire"]}


def test_bleeding_takes_10_when_it_attacks_whatever_its_damage_bonus():
    # SC-47-bleeding: Trample (30 + 20) misses; the Bleeding Rider takes 10, not 30
    rider = {"card": "Ashfang Rider", "coins": ["Copper Coin"], "conditions": ["bleeding"], **STRONG}
    state = start(seat(rider), seat("Granite Bulwark"))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark"))), 1)
    assert combat_of(state, 1).damage == 0 and combat_of(state, 0).damage == 10


def test_bleeding_takes_20_on_a_sure_retreat_whatever_the_opponents_bonus():
    # SC-47-bleeding and SC-49-sacrifice: 20 as printed, then cured in the garrison
    warden = {"card": "Ember Warden", "conditions": ["bleeding"], "squires": ["Ember Page"]}
    state = start(seat(warden, garrison=[{"card": "Pyre Adept"}]),
                  seat({"card": "Cinder Marshal", "squires": ["Forge Squire"], "gear": ["Longsword"]}))
    state = act(act(state, Retreat(seat=0)), Sacrifice(seat=0, squire=one(state, "Ember Page")))
    moved = state.sides[0].garrison[-1]
    assert moved.card == one(state, "Ember Warden") and moved.damage == 20 and moved.conditions == []


def test_failed_retreat_rolls_deal_10_then_20_against_any_damage_bonus():
    # SC-49-fail: the opponent's Warbanner, Longsword and Forge Squire add nothing to them
    marshal = {"card": "Cinder Marshal", "squires": ["Forge Squire"], "gear": ["Longsword"]}
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]), seat(marshal))
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 1, 20)  # 1 + 3 against 20 + 4: failed, 10
    assert combat_of(state, 0).damage == 10
    state = roll(act(state, RetreatRollAgain(seat=0)), 1, 20)  # failed again: 20 more
    assert combat_of(state, 0).damage == 30
