"""The attack step by step (Turn Order 4A-4E, rules 30-32, 39-40, 46) and the deaths that
follow (Turn Order 5, rule 31): the dice in their order, what each one decides, and who acts
first when both Champions die."""

from engine.protocol import Chance, Decision, Over
from engine.games.sceptre.events import Attack, BringIn, EndTurn, MoveSquire, SpringTrap
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, refused, roll, seat, start


def test_skill_and_roll_bonuses_are_added_to_the_attack_roll():
    # SC-skill and SC-turn-4B: Ember Warden's SKL 2, +2 from a Hawk Visor, against DEF 10
    def attack(gear, face):
        state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "gear": gear}),
                      seat("Tide Sentinel"))
        return roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), face)
    assert combat_of(attack([], 7), 1).damage == 0  # 7 + 2 = 9: a miss
    assert combat_of(attack(["Hawk Visor"], 7), 1).damage == 20  # 7 + 4 = 11 > 10


def test_a_roll_reduction_of_a_trap_comes_before_the_roll():
    # SC-turn-4B: Smoke Snare's -4 applies to the roll announced against its owner
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat("Tide Sentinel", traps=["Smoke Snare"]))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))
    refused(state, SpringTrap(seat=0, card=one(state, "Smoke Snare"), trigger=True), "SC-seat")
    state = roll(act(state, SpringTrap(seat=1, card=one(state, "Smoke Snare"), trigger=True)), 12)
    assert combat_of(state, 1).damage == 0  # 12 + 2 - 4 = 10: not higher than DEF 10


def test_a_damage_bonus_applies_once_to_the_summed_damage_of_a_multiple_attack():
    # SC-30-multiple, SC-multiple and SC-turn-4C: Spark Volley's three dice, each 11+ adding
    # 10, summed first; the Longsword's +10 is added to the total once, not to each die
    def volley(*dice):
        state = start(seat({"card": "Pyre Adept", "coins": ["Copper Coin"], "gear": ["Longsword"]}),
                      seat("Granite Bulwark"))
        state = act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")))
        return roll(state, 10, *dice)  # 10 + SKL 4 = 14 > DEF 11
    assert combat_of(volley(11, 10, 20), 1).damage == 10 + 10 + 10
    assert combat_of(volley(11, 11, 11), 1).damage == 30 + 10
    state = start(seat({"card": "Pyre Adept", "coins": ["Copper Coin"]}), seat("Granite Bulwark"))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark"))), 7)
    assert combat_of(state, 1).damage == 0  # 7 + 4 = 11, not higher: no damage dice at all
    assert not isinstance(GAME.pending(state), Chance) and state.active == 1


def _slam(*faces):
    """Granite Bulwark's Quake Slam (Splintered on 11+) with a Serrated Blade (Bleeding on
    16+) at Tide Sentinel: the attack roll, then the effect rolls."""
    bulwark = {"card": "Granite Bulwark", "coins": ["Silver Coin", "Copper Coin"],
               "squires": ["Stone Page"], "gear": ["Serrated Blade"]}
    state = start(seat(bulwark), seat("Tide Sentinel"))
    return roll(act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))), *faces)


def test_the_attacks_own_effect_is_rolled_before_the_effects_of_other_cards_each_separately():
    # SC-turn-4D, then SC-turn-4E; SC-30-effects and SC-46: one roll for each effect
    state = _slam(15, 11, 1)  # 15 + SKL 0 + 1 (Stone Page) = 16 > 10; Splinter 11, Blade 1
    sentinel = combat_of(state, 1)
    assert sentinel.damage == 40 and sentinel.conditions == ["splintered"]
    state = _slam(15, 1, 16)  # Splinter fails, the Blade's 16 makes it Bleed
    assert combat_of(state, 1).conditions == ["bleeding"]
    state = _slam(15, 16, 16)
    assert combat_of(state, 1).conditions == ["bleeding", "splintered"]


def test_a_missed_attack_rolls_for_no_effect():
    # SC-30-roll: equal or lower misses, and the Battle Conditions fail with it
    state = _slam(9)  # 9 + 1 = 10: not higher than DEF 10
    assert combat_of(state, 1).damage == 0 and combat_of(state, 1).conditions == []
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1  # no effect roll: Bo's turn


def test_an_attack_needing_no_roll_breaks_through_any_def_and_sets_off_no_roll_trap():
    # SC-30-noroll: Fog Dart at Granite Bulwark (DEF 11); Smoke Snare waits for a roll
    state = start(seat({"card": "Mist Oracle", "coins": ["Copper Coin"]}),
                  seat("Granite Bulwark", traps=["Smoke Snare"]))
    state = act(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")))
    bulwark = combat_of(state, 1)
    assert bulwark.damage == 10 and bulwark.conditions == ["dazed"]
    assert state.sides[1].traps == [one(state, "Smoke Snare")]  # not asked, still set
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"


def test_self_damage_is_never_increased():
    # SC-32: Burning Charge with +20 damage (Longsword, Ember Page): the target takes 80,
    # the Rider its 10 self-damage only
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"], "gear": ["Longsword"]}
    state = start(seat(rider), seat("Granite Bulwark"))
    state = roll(act(state, Attack(seat=0, attack=1, target=one(state, "Granite Bulwark"))), 15)
    assert combat_of(state, 1).damage == 60 + 20
    assert combat_of(state, 0).damage == 10


def test_killing_a_squire_gives_no_blood_card_and_the_squire_takes_no_effect():
    # SC-39 and SC-40: Pick Strike (20, +10 Forge Squire) kills Tide Page (30 HP); the
    # Serrated Blade rolls for nothing, since a Squire takes no Battle Condition
    sapper = {"card": "Cliff Sapper", "coins": ["Copper Coin"], "squires": ["Forge Squire"],
              "gear": ["Serrated Blade"]}
    state = start(seat(sapper), seat({"card": "Tide Sentinel", "squires": ["Tide Page", "Brine Squire"]}))
    page = one(state, "Tide Page")
    refused(state, Attack(seat=0, attack=0, target=one(state, "Forge Squire")), "SC-30")  # own
    state = roll(act(state, Attack(seat=0, attack=0, target=page)), 3)  # 3 + 3 = 6 > DEF 5
    assert page in state.sides[1].discard
    assert combat_of(state, 1).squires == [one(state, "Brine Squire")]
    assert combat_of(state, 1).conditions == [] and combat_of(state, 1).damage == 0
    assert state.sides[0].collected == 0
    assert isinstance(GAME.pending(state), Decision) and state.active == 1  # no Blade roll


def _double_death(garrisons: bool):
    """Burning Charge kills Tide Sentinel (50 HP left) and the Rider's 10 self-damage kills the
    Rider (5 HP left): both in-combat Champions die in Ada's turn."""
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"], "damage": 85}
    state = start(seat(rider, garrison=[{"card": "Pyre Adept"}] if garrisons else []),
                  seat({"card": "Tide Sentinel", "damage": 50},
                       garrison=[{"card": "Mist Oracle"}] if garrisons else []))
    return roll(act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))), 15)


def test_when_both_in_combat_champions_die_the_next_player_places_first():
    # SC-31 and SC-turn-5: both Blood Cards drawn (the attacker's first); then Bo, whose
    # turn is next, places first; then Ada moves her Squires and places hers
    state = _double_death(garrisons=True)
    assert [s.collected for s in state.sides] == [1, 1]
    assert state.sides[0].combat is None and state.sides[1].combat is None
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "SC-45"
    adept, oracle = one(state, "Pyre Adept"), one(state, "Mist Oracle")
    refused(state, BringIn(seat=0, card=adept), "SC-seat")
    state = act(state, BringIn(seat=1, card=oracle))
    cinder, page = one(state, "Cinder Squire"), one(state, "Ember Page")
    p = GAME.pending(state)
    assert p.seat == 0 and p.rule == "SC-44"  # Squires before the new Champion (rule 44)
    refused(state, BringIn(seat=0, card=adept), "SC-44")
    state = act(state, MoveSquire(seat=0, squire=cinder, target=adept))
    state = act(state, MoveSquire(seat=0, squire=page, target=adept))
    state = act(state, BringIn(seat=0, card=adept))
    assert combat_of(state, 0).squires == [cinder, page] and combat_of(state, 1).card == oracle
    assert state.active == 1 and state.turn == 3


def test_when_neither_player_can_place_a_champion_the_one_to_place_first_loses():
    # SC-both-lose: Bo must place first (rule 31) and cannot: he loses, Ada does not
    state = _double_death(garrisons=False)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "SC-45"
    assert over.scores == [1, 1]
    assert GAME.rules["SC-both-lose"].assumption


def test_a_killed_champions_squires_may_go_to_a_garrisoned_champion_with_room_or_be_discarded():
    # SC-turn-5: the kill draws the Blood Card before the Squires move; the in-combat
    # Champion gets none of them (rule 44)
    sentinel = {"card": "Tide Sentinel", "damage": 95, "squires": ["Tide Page"]}
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat(sentinel, garrison=[{"card": "Mist Oracle"}]))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    assert state.sides[0].collected == 1 and len(state.sides[0].hand) == 1  # before any move
    page = one(state, "Tide Page")
    refused(state, MoveSquire(seat=1, squire=page, target=one(state, "Ember Warden")), "SC-44")
    state = act(state, MoveSquire(seat=1, squire=page, target=None))
    assert page in state.sides[1].discard
    state = act(state, BringIn(seat=1, card=one(state, "Mist Oracle")))
    assert combat_of(state, 1).squires == []
    assert stats(state, 1, combat_of(state, 1), True)["spd"] == 4  # no Tide Page bonus


def test_an_attack_on_a_garrisoned_champion_rolls_its_effects_against_that_champion():
    # SC-garrison-conditions: Ash Storm (50, +10 Ember Page, +10 Warbanner) at Bo's face-down
    # Surge Captain; the Serrated Blade's 16 makes the Captain Bleed, in the garrison, and
    # leaves the in-combat Sentinel alone; nothing cures the Captain between turns
    marshal = {"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
               "squires": ["Ember Page", "Cinder Squire"], "gear": ["Serrated Blade"]}
    state = start(seat(marshal), seat("Tide Sentinel", garrison=[{"card": "Surge Captain"}]))
    captain = one(state, "Surge Captain")
    state = roll(act(state, Attack(seat=0, attack=1, slot=0)), 15, 16)  # 15 + 2 + 1 > DEF 11
    garrisoned = state.sides[1].garrison[0]
    assert garrisoned.card == captain and garrisoned.damage == 70
    assert garrisoned.conditions == ["bleeding"] and combat_of(state, 1).conditions == []
    assert state.active == 1 and captain in state.revealed  # shown for the roll (rule 35)
    assert GAME.rules["SC-garrison-conditions"].assumption


def test_when_both_die_the_defender_may_still_win_with_the_second_blood_card():
    # SC-31: the attacker's Blood Card is drawn first (3 -> 4), then the defender's (4 -> 5):
    # with the attacker one card further from winning, the defender wins
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"], "damage": 85}
    state = start(seat(rider, collected=3, blood=["Copper Coin"] * 2),
                  seat({"card": "Tide Sentinel", "damage": 50}, collected=4, blood=["Copper Coin"]))
    state = roll(act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))), 15)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 1 and over.scores == [4, 5]


def test_an_empty_deck_does_not_lose():
    # SC-29: Bo's turn begins with nothing to draw; the match goes on
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, deck=["Iron Helm"]),
                  seat("Tide Sentinel", deck=[]))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 1)
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and state.sides[1].hand == []
    state = act(state, EndTurn(seat=1))
    assert state.active == 0 and state.sides[0].hand == [one(state, "Iron Helm")]
