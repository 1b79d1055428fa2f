"""Champions, Squires, Coins and Equipment (rules 12, 17-18, 23-24, 33-37, 42-45)."""

from engine.protocol import Decision
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, BringIn, MoveSquire,
                                         PlaceChampion, PlayAction, PlayEquipment, SelectCoin,
                                         UseAbility)
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, ids, one, options, refused, roll, seat, start


def test_squires_move_before_the_new_champion_enters_combat():
    sentinel = {"card": "Tide Sentinel", "damage": 105, "squires": ["Tide Page", "Brine Squire"]}  # of 120 HP
    garrison = [{"card": "Mist Oracle"}, {"card": "Reef Lancer", "squires": ["Wandering Squire", "Stone Page"]}]
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat(sentinel, garrison=garrison))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    assert state.sides[0].collected == 1  # the kill draws a Blood Card first
    assert state.sides[1].combat is None
    page, oracle, lancer = one(state, "Tide Page"), one(state, "Mist Oracle"), one(state, "Reef Lancer")
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-44"  # Squires first, then the Champion
    assert p.options == [MoveSquire(seat=1, squire=page, target=oracle),
                         MoveSquire(seat=1, squire=page, target=None)]
    refused(state, MoveSquire(seat=1, squire=page, target=lancer), "SC-44")  # two already
    state = act(state, MoveSquire(seat=1, squire=page, target=oracle))
    state = act(state, MoveSquire(seat=1, squire=one(state, "Brine Squire"), target=oracle))
    p = GAME.pending(state)
    assert p.rule == "SC-45"
    state = act(state, BringIn(seat=1, card=oracle))
    assert combat_of(state, 1).squires == [page, one(state, "Brine Squire")]
    # the Squires' effects came along (SC-43): +1 DEF (Tide Page's Tidemark bonus), +1 DEF
    # (Brine Squire)
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 7 + 1 + 1


def test_no_champion_to_place_loses():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 95}))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    over = GAME.pending(state)
    assert over.winner == 0 and over.rule == "SC-45"


def test_at_most_two_squires_and_a_replaced_one_is_discarded_first():
    # SC-37 and SC-42
    state = start(seat({"card": "Ember Warden", "squires": ["Ember Page", "Stone Page"]},
                       hand=["Cinder Squire"]), seat("Tide Sentinel"))
    warden, cinder, stone = one(state, "Ember Warden"), one(state, "Cinder Squire"), one(state, "Stone Page")
    refused(state, AttachSquire(seat=0, card=cinder, target=warden), "SC-37")
    state = act(state, AttachSquire(seat=0, card=cinder, target=warden, replace=stone))
    assert stone in state.sides[0].discard
    assert combat_of(state, 0).squires == [one(state, "Ember Page"), cinder]


def test_a_squire_gives_its_matching_bonus_only_to_its_origin():
    state = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]}),
                  seat({"card": "Tide Sentinel", "squires": ["Ember Page"]}))
    ember = stats(state, 0, combat_of(state, 0), True)
    tide = stats(state, 1, combat_of(state, 1), True)
    assert (ember["skl"], ember["dmg"]) == (2 + 1, 10)  # innate +1 SKL, Emberfall +10 damage
    assert (tide["skl"], tide["dmg"]) == (1 + 1, 0)  # innate only


def test_cavalry_cannot_attack_without_a_squire():
    state = start(seat({"card": "Reef Lancer", "coins": ["Copper Coin"]}), seat("Ember Warden"))
    refused(state, Attack(seat=0, attack=0, target=one(state, "Ember Warden")), "SC-33")


def test_one_coin_per_turn_and_an_additional_one_by_an_effect():
    state = start(seat("Ember Warden", hand=["Copper Coin", "Copper Coin", "Tithe of Coin"]),
                  seat("Tide Sentinel"))
    warden = one(state, "Ember Warden")
    c1, c2 = ids(state, "Copper Coin")
    state = act(state, AttachCoin(seat=0, card=c1, target=warden))
    refused(state, AttachCoin(seat=0, card=c2, target=warden), "SC-17")
    state = act(state, PlayAction(seat=0, card=one(state, "Tithe of Coin")))
    state = act(state, AttachCoin(seat=0, card=c2, target=warden))
    assert combat_of(state, 0).coins == [c1, c2]


def test_champions_enter_the_garrison_face_down_up_to_four():
    state = start(seat("Ember Warden", hand=["Pyre Adept"]), seat("Tide Sentinel"))
    adept = one(state, "Pyre Adept")
    state = act(state, PlaceChampion(seat=0, card=adept))
    assert adept not in state.revealed
    full = [{"card": c} for c in ("Mist Oracle", "Tide Sentinel", "Surge Captain", "Quarry Knight")]
    crowded = start(seat("Ember Warden", hand=["Pyre Adept"], garrison=full), seat("Tide Sentinel"))
    refused(crowded, PlaceChampion(seat=0, card=one(crowded, "Pyre Adept")), "SC-12")


def test_equipment_replaces_its_slot_and_its_cost_is_discarded_from_the_hand():
    state = start(seat({"card": "Tide Sentinel", "gear": ["Iron Helm"]},
                       hand=["Hawk Visor", "Gold Coin", "Tidewoven Mail"]),
                  seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]))
    sentinel, helm, visor = one(state, "Tide Sentinel"), one(state, "Iron Helm"), one(state, "Hawk Visor")
    state = act(state, PlayEquipment(seat=0, card=visor, target=sentinel))  # Gold overpays Silver
    assert combat_of(state, 0).gear == [visor]
    assert helm in state.sides[0].discard and one(state, "Gold Coin") in state.sides[0].discard
    refused(state, PlayEquipment(seat=0, card=one(state, "Tidewoven Mail"), target=sentinel), "SC-pay")


def test_origin_equipment_needs_its_origin():
    state = start(seat("Ember Warden", hand=["Tidewoven Mail", "Copper Coin"]), seat("Tide Sentinel"))
    refused(state, PlayEquipment(seat=0, card=one(state, "Tidewoven Mail"),
                                 target=one(state, "Ember Warden")), "SC-23")


def test_a_garrison_ability_is_used_in_the_garrison_and_reveals_its_champion():
    state = start(seat({"card": "Ember Warden", "damage": 20}, garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel"))
    adept = one(state, "Pyre Adept")
    state = act(state, UseAbility(seat=0, card=adept))
    assert combat_of(state, 0).damage == 10 and adept in state.revealed
    refused(state, UseAbility(seat=0, card=adept), "SC-34")  # once per turn
    in_combat = start(seat({"card": "Pyre Adept", "damage": 20}), seat("Tide Sentinel"))
    refused(in_combat, UseAbility(seat=0, card=one(in_combat, "Pyre Adept")), "SC-34")


def test_royal_levy_takes_a_lower_coin_only_without_gold():
    # SC-18's consolation Coin
    with_gold = start(seat("Ember Warden", hand=["Royal Levy"], deck=["Gold Coin", "Silver Coin"]),
                      seat("Tide Sentinel"))
    # (sceptre-8: the Coin is selected after the search, SC-search-blind)
    levy = one(with_gold, "Royal Levy")
    searched = act(with_gold, PlayAction(seat=0, card=levy))
    assert options(searched) == [SelectCoin(seat=0, metal="gold")]
    refused(searched, SelectCoin(seat=0, metal="silver"), "SC-18")
    without = start(seat("Ember Warden", hand=["Royal Levy"], deck=["Copper Coin", "Silver Coin"]),
                    seat("Tide Sentinel"))
    searched = act(without, PlayAction(seat=0, card=levy))
    # the consolation is a "may": taking nothing is the third option (SC-search-blind)
    assert [o.metal for o in options(searched)] == ["silver", "copper", None]
    state = act(searched, SelectCoin(seat=0, metal="silver"))
    assert one(state, "Silver Coin") in state.sides[0].hand
