"""The Turn Order (steps 1-6), between turns (rule 50) and the end of the turn by an attack
(rule 30): positions, the turn's decisions, and the refusal of what the step does not allow."""

from engine.protocol import Chance, Decision
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, BringIn, EndTurn,
                                         PlaceChampion, PlayAction, PlayEquipment, Retreat,
                                         RetreatRollAgain, Sacrifice, SetTrap, UseAbility)
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def test_a_turn_draws_first_then_start_of_turn_effects_then_waits_for_the_pre_attack_step():
    # SC-turn-1, SC-turn-2: Bo's turn begins with his top card, then Healing Spring heals 10
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "damage": 30}),
                  seat({"card": "Tide Sentinel", "damage": 30}, gate="Stone Gate",
                       exterior="Healing Spring", deck=["Iron Helm", "Longsword"]))
    helm, sword = one(state, "Iron Helm"), one(state, "Longsword")
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
    assert state.active == 1 and state.turn == 3
    assert state.sides[1].hand == [helm] and state.sides[1].deck == [sword]
    assert combat_of(state, 1).damage == 20  # a miss, then 10 healed at the start of Bo's turn
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "SC-turn-3"
    # Bo's Exterior heals Bo's Champion only
    assert combat_of(state, 0).damage == 30


def test_between_turns_comes_after_the_attack_and_before_the_next_draw():
    # SC-50: the Dazed roll of Bo's Champion happens after Ada's attack, before Bo draws
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "conditions": ["dazed"]}, deck=["Iron Helm"]))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"
    assert state.sides[1].hand == [] and state.sides[1].deck == [one(state, "Iron Helm")]
    refused(state, PlayEquipment(seat=1, card=one(state, "Iron Helm"),
                                 target=one(state, "Tide Sentinel")), "SC-sequence")
    state = roll(state, 11)  # cured; then Bo's turn begins with his draw
    assert state.active == 1 and state.sides[1].hand == [one(state, "Iron Helm")]
    assert combat_of(state, 1).conditions == []


def test_the_end_of_turn_ends_effects_until_the_end_of_the_turn_and_the_action_is_discarded():
    # SC-turn-6 and SC-action-discard: Sunder is in the discard pile at once; its -2 DEF on
    # the opposing Champion lasts until the end of Ada's turn
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, hand=["Sunder"]),
                  seat("Tide Sentinel"))
    sunder, sentinel = one(state, "Sunder"), one(state, "Tide Sentinel")
    state = act(state, PlayAction(seat=0, card=sunder))
    assert sunder in state.sides[0].discard and sunder not in state.sides[0].hand
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 8
    state = roll(act(state, Attack(seat=0, attack=0, target=sentinel)), 7)  # 7 + 2 = 9 > 8
    assert combat_of(state, 1).damage == 20
    assert state.active == 1 and stats(state, 1, combat_of(state, 1), True)["dfn"] == 10


def test_the_pre_attack_activities_go_in_any_order_then_the_new_champion_attacks():
    # SC-turn-3 A-F in the order F, A, C, B, D, E; then SC-turn-4A with the Champion that
    # entered combat by the retreat
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"], "damage": 20},
                       garrison=[{"card": "Pyre Adept"}],
                       hand=["Copper Coin", "Ember Page", "Ember Warden", "Iron Helm", "Copper Coin"]),
                  seat("Granite Bulwark"))
    lancer, adept, warden = one(state, "Reef Lancer"), one(state, "Pyre Adept"), one(state, "Ember Warden")
    c1, c2 = [c for c in state.sides[0].hand if state.name(c) == "Copper Coin"]
    steps = [
        (UseAbility(seat=0, card=adept), "SC-turn-3F"),  # Kindle heals the Lancer 10
        (AttachCoin(seat=0, card=c1, target=adept), "SC-turn-3A"),
        (AttachSquire(seat=0, card=one(state, "Ember Page"), target=adept), "SC-turn-3C"),
        (PlaceChampion(seat=0, card=warden), "SC-turn-3B"),
        (PlayEquipment(seat=0, card=one(state, "Iron Helm"), target=lancer), "SC-turn-3D"),
        (Retreat(seat=0), "SC-turn-3E"),
    ]
    for ev, step in steps:
        assert ev in options(state) and GAME.option_rule(state, ev) == step
        state = act(state, ev)
    assert combat_of(state, 0).damage == 10 and combat_of(state, 0).gear == [one(state, "Iron Helm")]
    assert c2 in state.sides[0].discard  # the Iron Helm's cost, not the turn's Coin (rule 24)
    state = act(state, Sacrifice(seat=0, squire=one(state, "Tide Page")))
    state = act(state, BringIn(seat=0, card=adept))
    bulwark = one(state, "Granite Bulwark")
    refused(state, Attack(seat=0, attack=1, target=bulwark), "SC-30")  # Flame Lash: a Silver
    attack = Attack(seat=0, attack=0, target=bulwark)  # Spark Volley: the Copper attached above
    assert GAME.option_rule(state, attack) == "SC-turn-4A"
    state = roll(act(state, attack), 1)  # 1 + SKL 4 + 1 (Ember Page) = 6: a miss
    assert state.active == 1


def test_each_pre_attack_play_is_refused_naming_its_step():
    state = start(seat("Ember Warden", hand=["Copper Coin", "Ember Page", "Pyre Adept", "Sunder"]),
                  seat("Tide Sentinel", hand=["Copper Coin", "Tide Page", "Mist Oracle", "Caltrops"]))
    warden, sentinel = one(state, "Ember Warden"), one(state, "Tide Sentinel")
    theirs = {state.name(c): c for c in state.sides[1].hand}
    refused(state, AttachCoin(seat=0, card=theirs["Copper Coin"], target=warden), "SC-turn-3A")
    refused(state, AttachCoin(seat=0, card=one(state, "Sunder"), target=warden), "SC-turn-3A")
    coin = next(c for c in state.sides[0].hand if state.name(c) == "Copper Coin")
    refused(state, AttachCoin(seat=0, card=coin, target=sentinel), "SC-turn-3A")  # not yours
    refused(state, PlaceChampion(seat=0, card=theirs["Mist Oracle"]), "SC-turn-3B")
    refused(state, AttachSquire(seat=0, card=theirs["Tide Page"], target=warden), "SC-turn-3C")
    refused(state, SetTrap(seat=0, card=theirs["Caltrops"]), "SC-turn-3D")
    refused(state, PlayAction(seat=0, card=coin), "SC-turn-3D")
    # and each of them, from the right hand, is allowed
    for ev in (AttachCoin(seat=0, card=coin, target=warden),
               PlaceChampion(seat=0, card=one(state, "Pyre Adept")),
               AttachSquire(seat=0, card=one(state, "Ember Page"), target=warden),
               PlayAction(seat=0, card=one(state, "Sunder"))):
        assert ev in options(state)


def test_attacking_ends_the_turn_and_no_card_is_played_after_it():
    # SC-30-ends: after the attack, while Ada still decides where her killed Champion's
    # Squire goes, she cannot play a card, retreat, use an Ability or attack again
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"], "damage": 85}
    state = start(seat(rider, garrison=[{"card": "Pyre Adept"}], hand=["Sunder", "Copper Coin"]),
                  seat({"card": "Tide Sentinel", "damage": 50}, garrison=[{"card": "Mist Oracle"}]))
    state = roll(act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))), 15)
    state = act(state, BringIn(seat=1, card=one(state, "Mist Oracle")))  # Bo places first
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-44"
    adept = one(state, "Pyre Adept")
    refused(state, PlayAction(seat=0, card=one(state, "Sunder")), "SC-30-ends")
    refused(state, AttachCoin(seat=0, card=one(state, "Copper Coin"), target=adept), "SC-30-ends")
    refused(state, UseAbility(seat=0, card=adept), "SC-30-ends")
    refused(state, EndTurn(seat=0), "SC-30-ends")
    # the opponent's own cards wait for its turn
    refused(state, Retreat(seat=1), "SC-seat")
