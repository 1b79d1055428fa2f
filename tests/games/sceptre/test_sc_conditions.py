"""Battle Conditions (rules 46-48) and stats that never go below zero (rule 2)."""

from engine.games.sceptre.events import (Attack, BringIn, EndTurn, PlayAction, Retreat,
                                         UseAbility)
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def test_splintered_halves_def_after_bonuses_rounded_up():
    # SC-47-splintered
    # Pyre Adept: DEF 5, +2 from Iron Helm = 7, Splintered: 4
    adept = {"card": "Pyre Adept", "gear": ["Iron Helm"], "conditions": ["splintered"]}
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}), seat(adept))
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 4
    target = one(state, "Pyre Adept")
    refused(state, Attack(seat=0, attack=1, target=target), "SC-33")  # Searing Rend needs a Squire
    missed = roll(act(state, Attack(seat=0, attack=0, target=target)), 2)  # 2 + 2 = 4: a miss
    assert combat_of(missed, 1).damage == 0
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}), seat(adept))
    hit = roll(act(state, Attack(seat=0, attack=0, target=target)), 3)  # 5 > 4
    assert combat_of(hit, 1).damage == 20


def test_a_disarmed_champion_cannot_attack_but_can_retreat_and_use_its_ability():
    knight = {"card": "Quarry Knight", "coins": ["Copper Coin"], "squires": ["Stone Page"],
              "conditions": ["disarmed"], "disarmed_until": 2, "damage": 30}
    state = start(seat(knight, garrison=[{"card": "Mist Oracle"}]), seat("Tide Sentinel"))
    refused(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")), "SC-47-disarmed")
    assert Retreat(seat=0) in options(state)
    steadfast = UseAbility(seat=0, card=one(state, "Quarry Knight"))
    assert steadfast in options(state)
    state = act(state, steadfast)
    assert combat_of(state, 0).damage == 10
    refused(state, steadfast, "SC-34")  # once per turn
    state = act(state, EndTurn(seat=0))  # no usable attack: the turn may end
    assert "disarmed" not in combat_of(state, 0).conditions  # cured at the end of turn 2


def test_disarmed_by_the_opponent_lasts_through_its_next_turn():
    lancer = {"card": "Reef Lancer", "coins": ["Copper Coin"], "squires": ["Tide Page"]}
    state = start(seat(lancer), seat({"card": "Ember Warden", "coins": ["Copper Coin"]}))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Ember Warden")))
    state = roll(state, 19, 16)  # breaks through; the effect roll 16+ Disarms
    warden = combat_of(state, 1)
    assert "disarmed" in warden.conditions and state.active == 1
    refused(state, Attack(seat=1, attack=0, target=one(state, "Reef Lancer")), "SC-47-disarmed")
    state = act(state, EndTurn(seat=1))
    assert "disarmed" not in combat_of(state, 1).conditions  # cured at the end of its turn


def test_an_effect_roll_fails_separately_from_the_attack_roll():
    lancer = {"card": "Reef Lancer", "coins": ["Copper Coin"], "squires": ["Tide Page"]}
    state = start(seat(lancer), seat("Ember Warden"))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Ember Warden"))), 19, 15)
    assert combat_of(state, 1).damage == 30 and combat_of(state, 1).conditions == []


def test_dazed_10_or_less_takes_no_action_and_11_or_more_is_cured():
    def dazed(face):
        state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                      seat({"card": "Tide Sentinel", "coins": ["Copper Coin"], "conditions": ["dazed"]},
                           garrison=[{"card": "Mist Oracle"}]))
        state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
        return roll(state, face)  # the Dazed roll between turns (rule 50)
    stuck = dazed(10)
    assert stuck.active == 1 and combat_of(stuck, 1).stuck
    refused(stuck, Attack(seat=1, attack=0, target=one(stuck, "Ember Warden")), "SC-47-dazed")
    refused(stuck, Retreat(seat=1), "SC-47-dazed")
    cured = dazed(11)
    assert "dazed" not in combat_of(cured, 1).conditions
    assert Attack(seat=1, attack=0, target=one(cured, "Ember Warden")) in options(cured)


def test_a_dazed_champion_has_no_ability():
    warden = {"card": "Ember Warden", "conditions": ["dazed"]}
    state = start(seat(warden), seat("Tide Sentinel"))
    assert stats(state, 0, combat_of(state, 0), True)["dfn"] == 9  # Hearth Guard's +2 is off


def test_a_cure_card_removes_every_condition():
    sentinel = {"card": "Tide Sentinel", "conditions": ["bleeding", "splintered"]}
    state = start(seat(sentinel, hand=["Purifying Draught", "Copper Coin"]), seat("Ember Warden"))
    state = act(state, PlayAction(seat=0, card=one(state, "Purifying Draught"),
                                  target=one(state, "Tide Sentinel")))
    assert combat_of(state, 0).conditions == []
    assert one(state, "Copper Coin") in state.sides[0].discard  # its cost, paid from the hand


def test_stats_never_go_below_zero():
    state = start(seat("Granite Bulwark"), seat("Ember Warden"), arena={"card": "Mudflats", "owner": 1})
    assert stats(state, 0, combat_of(state, 0), True)["spd"] == 0  # 1 - 2, floored (rule 2)


def test_an_in_combat_effect_follows_the_position_and_a_move_is_no_retreat():
    state = start(seat({"card": "Ember Warden", "damage": 10, "conditions": ["bleeding"]},
                       hand=["Battle Hymn", "Rally Call"],
                       garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel", hand=[]))
    state = act(state, PlayAction(seat=0, card=one(state, "Battle Hymn")))
    assert stats(state, 0, combat_of(state, 0), True)["skl"] == 2 + 2
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    state = act(state, BringIn(seat=0, card=one(state, "Pyre Adept")))
    # the Pyre Adept now holds the position, so it has the +2 SKL (rule 21)
    assert stats(state, 0, combat_of(state, 0), True)["skl"] == 4 + 2
    warden = next(u for u in state.sides[0].garrison if u.card == one(state, "Ember Warden"))
    assert stats(state, 0, warden, False)["skl"] == 2
    # moved by an effect, not retreating: no Bleeding damage, but cured in the garrison (47-48)
    assert warden.damage == 10 and warden.conditions == []
    refused(state, BringIn(seat=0, card=one(state, "Ember Warden")), "SC-sequence")
