"""The arena and what is in it (rules 4, 7, 14, 16, 20-21, 24, 26-27, 36, 38, 41, 47-48):
positions, a play, the resulting state, and the refusal of what the rules forbid."""

import pytest

from engine.events import Dealt
from engine.protocol import Chance, Decision, InvalidSetup
from engine.games.sceptre.cards import CardType
from engine.games.sceptre.decks import SAMPLE_DECKS
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, BringIn, EndTurn,
                                         MoveSquire, PlaceStarter, PlayAction, PlayArena,
                                         PlayEquipment, PlayExterior, Retreat, RetreatRollAgain,
                                         Sacrifice, StopRetreat)
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def _garrisoned(state, s, name):
    return next(u for u in state.sides[s].garrison if u.card == one(state, name))


def test_a_position_must_have_a_champion_in_combat_and_at_most_five_in_the_arena():
    # SC-7 (one in combat, up to 4 in the garrison: SC-12)
    with pytest.raises(InvalidSetup, match=r"\[SC-7\]"):
        GAME.genesis(["A", "B"], [], "0" * 64, position={"seats": [{"hand": ["Ember Warden"]},
                                                                  {"combat": {"card": "Tide Sentinel"}}]})
    five = [{"card": c} for c in ("Mist Oracle", "Tide Sentinel", "Surge Captain", "Quarry Knight", "Pyre Adept")]
    with pytest.raises(InvalidSetup, match=r"\[SC-12\]"):
        GAME.genesis(["A", "B"], [], "0" * 64,
                     position={"seats": [{"combat": {"card": "Ember Warden"}, "garrison": five},
                                         {"combat": {"card": "Tide Sentinel"}}]})


def test_placing_the_first_champion_is_no_entering_of_combat_and_needs_a_champion():
    # SC-14: the initial Champion goes in from the hand, face down, and sets nothing off:
    # the next thing asked is the other player's initial Champion, then the die
    state = GAME.start(GAME.genesis(["Ada", "Bo"], list(SAMPLE_DECKS.values()), "0" * 64))
    for _ in (0, 1):  # each hand: a Coin on top, then Champions
        deck = state.sides[GAME.pending(state).seat].deck
        kinds = [state.card(c).type for c in deck]
        coin = kinds.index(CardType.COIN)
        rest = sorted((i for i in range(len(deck)) if i != coin),
                      key=lambda i: kinds[i] is not CardType.CHAMPION)
        state = GAME.apply(state, Dealt(kind="shuffle", outcome=[coin] + rest), check=True)
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-starter"
    coin, champion = state.sides[0].hand[0], state.sides[0].hand[1]
    refused(state, PlaceStarter(seat=0, card=coin), "SC-starter")
    state = act(state, PlaceStarter(seat=0, card=champion))
    assert state.sides[0].combat.card == champion and champion not in state.revealed
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "SC-starter"
    state = act(state, PlaceStarter(seat=1, card=state.sides[1].hand[1]))
    assert isinstance(GAME.pending(state), Chance) and GAME.pending(state).why == "who goes first"


def test_any_number_of_squires_per_turn_but_never_by_themselves():
    # SC-16 and SC-38
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}],
                       hand=["Ember Page", "Cinder Squire", "Stone Page"]),
                  seat("Tide Sentinel"))
    warden, adept = one(state, "Ember Warden"), one(state, "Pyre Adept")
    page, cinder, stone = one(state, "Ember Page"), one(state, "Cinder Squire"), one(state, "Stone Page")
    refused(state, AttachSquire(seat=0, card=page, target=cinder), "SC-38")  # on a Squire
    # onto the opponent's Champion: "onto your Champions" (Turn Order 3C)
    refused(state, AttachSquire(seat=0, card=page, target=one(state, "Tide Sentinel")), "SC-turn-3C")
    state = act(state, AttachSquire(seat=0, card=page, target=warden))
    state = act(state, AttachSquire(seat=0, card=cinder, target=warden))
    state = act(state, AttachSquire(seat=0, card=stone, target=adept))
    assert combat_of(state, 0).squires == [page, cinder]
    assert _garrisoned(state, 0, "Pyre Adept").squires == [stone]


def test_squires_do_not_move_freely_between_champions():
    # SC-36: a Squire moves only when its Champion dies (rule 44) or a card says so
    state = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]},
                       garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel"))
    refused(state, MoveSquire(seat=0, squire=one(state, "Ember Page"), target=one(state, "Pyre Adept")),
            "SC-36")


def test_must_is_required_and_may_is_a_choice():
    # SC-20: a retreat, once announced, must be attempted (no stop before a roll); after a
    # failed roll the player may stop; a killed Champion must be replaced (no other answer)
    # while its Squire may go or be discarded
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    state = act(state, Retreat(seat=0))
    assert options(state) == [RetreatRollAgain(seat=0), Sacrifice(seat=0, squire=one(state, "Tide Page"))]
    refused(state, StopRetreat(seat=0), "SC-49")
    state = roll(act(state, RetreatRollAgain(seat=0)), 1, 20)
    assert StopRetreat(seat=0) in options(state)
    dying = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 95, "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle"}]))
    dying = roll(act(dying, Attack(seat=0, attack=0, target=one(dying, "Tide Sentinel"))), 15)
    page, oracle = one(dying, "Tide Page"), one(dying, "Mist Oracle")
    assert options(dying) == [MoveSquire(seat=1, squire=page, target=oracle),
                              MoveSquire(seat=1, squire=page, target=None)]
    dying = act(dying, MoveSquire(seat=1, squire=page, target=oracle))
    assert options(dying) == [BringIn(seat=1, card=oracle)]


def test_an_opposing_champion_effect_stays_with_it_and_an_in_combat_effect_with_the_position():
    # SC-21: Bo's Sentinel carries -2 DEF (an "opposing Champion" effect) to the end of turn 4;
    # Bo's in-combat position carries -3 SKL to the end of this turn 3
    sentinel = {"card": "Tide Sentinel", "squires": ["Tide Page"],
                "mods": [{"stat": "dfn", "value": -2, "until": 4}]}
    state = start(seat("Ember Warden"),
                  seat(sentinel, garrison=[{"card": "Mist Oracle"}],
                       combat_mods=[{"stat": "skl", "value": -3, "until": 3}]),
                  turn=3, active=1)
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 10 + 1 - 2  # Tide Page +1
    assert stats(state, 1, combat_of(state, 1), True)["skl"] == 0  # 1 - 3, never below 0 (SC-2)
    state = act(act(state, Retreat(seat=1)), Sacrifice(seat=1, squire=one(state, "Tide Page")))
    state = act(state, BringIn(seat=1, card=one(state, "Mist Oracle")))
    oracle = combat_of(state, 1)
    assert stats(state, 1, oracle, True)["skl"] == 3 - 3 and stats(state, 1, oracle, True)["dfn"] == 7
    garrisoned = _garrisoned(state, 1, "Tide Sentinel")
    assert stats(state, 1, garrisoned, False)["dfn"] == 10 - 2
    assert stats(state, 1, garrisoned, False)["skl"] == 1
    state = act(state, EndTurn(seat=1))  # turn 3 ends: the position's -3 SKL with it
    assert stats(state, 1, combat_of(state, 1), True)["skl"] == 3
    assert stats(state, 1, _garrisoned(state, 1, "Tide Sentinel"), False)["dfn"] == 8  # to turn 4


def test_three_equipment_slots_and_the_cost_is_not_the_turns_coin():
    # SC-24: head, body and arms at once; a second head piece replaces the first
    state = start(seat("Ember Warden", hand=["Iron Helm", "Chain Hauberk", "Longsword", "Hawk Visor",
                                             "Gold Coin", "Silver Coin", "Silver Coin", "Copper Coin",
                                             "Copper Coin"]),
                  seat("Tide Sentinel"))
    warden = one(state, "Ember Warden")
    for name in ("Iron Helm", "Chain Hauberk", "Longsword"):
        state = act(state, PlayEquipment(seat=0, card=one(state, name), target=warden))
    assert [state.name(g) for g in combat_of(state, 0).gear] == ["Iron Helm", "Chain Hauberk", "Longsword"]
    assert stats(state, 0, combat_of(state, 0), True)["hp"] == 90 + 20
    state = act(state, PlayEquipment(seat=0, card=one(state, "Hawk Visor"), target=warden))
    assert [state.name(g) for g in combat_of(state, 0).gear] == ["Chain Hauberk", "Longsword", "Hawk Visor"]
    assert one(state, "Iron Helm") in state.sides[0].discard
    assert [state.name(c) for c in state.sides[0].hand] == ["Copper Coin"]  # four costs paid
    assert not state.sides[0].coin_done
    copper = state.sides[0].hand[0]
    state = act(state, AttachCoin(seat=0, card=copper, target=warden))
    assert combat_of(state, 0).coins == [copper]


def test_an_arena_card_affects_every_champion_in_the_arena_of_both_players():
    # SC-4 and SC-26: the arena is combat and the garrisons; Sunlit Colosseum's +1 SKL reaches
    # both in-combat Champions and the garrisoned ones; Shattered Bridge only Cavalry
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}], hand=["Sunlit Colosseum",
                                                                                "Shattered Bridge"]),
                  seat("Tide Sentinel", garrison=[{"card": "Reef Lancer"}]))
    state = act(state, PlayArena(seat=0, card=one(state, "Sunlit Colosseum")))
    assert stats(state, 0, combat_of(state, 0), True)["skl"] == 2 + 1
    assert stats(state, 0, _garrisoned(state, 0, "Pyre Adept"), False)["skl"] == 4 + 1
    assert stats(state, 1, combat_of(state, 1), True)["skl"] == 1 + 1
    assert stats(state, 1, _garrisoned(state, 1, "Reef Lancer"), False)["skl"] == 3 + 1
    state = act(state, PlayArena(seat=0, card=one(state, "Shattered Bridge")))
    assert one(state, "Sunlit Colosseum") in state.sides[0].discard
    assert stats(state, 1, _garrisoned(state, 1, "Reef Lancer"), False)["dfn"] == 9 - 2
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 10  # Infantry


def test_an_exterior_affects_its_players_garrison_too_and_a_new_one_replaces_it():
    # SC-27: Watchtower's +1 DEF on every Champion of its player; War Drums replaces it
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}], gate="Stone Gate",
                       exterior="Watchtower", hand=["War Drums", "Copper Coin"]),
                  seat("Tide Sentinel"))
    assert stats(state, 0, _garrisoned(state, 0, "Pyre Adept"), False)["dfn"] == 5 + 1
    assert stats(state, 1, combat_of(state, 1), True)["dfn"] == 10  # not the opponent's
    state = act(state, PlayExterior(seat=0, card=one(state, "War Drums")))
    assert one(state, "Watchtower") in state.sides[0].discard
    assert state.sides[0].exterior == one(state, "War Drums") and state.sides[0].exterior_left == 3
    assert stats(state, 0, _garrisoned(state, 0, "Pyre Adept"), False)["dfn"] == 5
    assert stats(state, 0, combat_of(state, 0), True)["roll"] == 3


def test_a_retreating_champion_keeps_its_cards_and_loses_its_conditions():
    # SC-41 and SC-48: its other Squire, Coins and Equipment go with it; Disarm and Splinter
    # are cured by the garrison, and a Bleeding one takes its 20 first (SC-47-bleeding)
    lancer = {"card": "Reef Lancer", "squires": ["Tide Page", "Wandering Squire"],
              "coins": ["Copper Coin"], "gear": ["Iron Helm"],
              "conditions": ["bleeding", "disarmed", "splintered"]}
    state = start(seat(lancer, garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    state = act(act(state, Retreat(seat=0)), Sacrifice(seat=0, squire=one(state, "Tide Page")))
    state = act(state, BringIn(seat=0, card=one(state, "Mist Oracle")))
    back = _garrisoned(state, 0, "Reef Lancer")
    assert back.squires == [one(state, "Wandering Squire")]
    assert back.coins == [one(state, "Copper Coin")] and back.gear == [one(state, "Iron Helm")]
    assert back.conditions == [] and back.damage == 20
    assert stats(state, 0, back, False)["dfn"] == 9 + 2


def test_a_bleeding_champion_that_neither_attacks_nor_retreats_takes_nothing():
    # SC-47-bleeding
    state = start(seat({"card": "Ember Warden", "conditions": ["bleeding"]}), seat("Tide Sentinel"))
    state = act(state, EndTurn(seat=0))
    assert combat_of(state, 0).damage == 0 and combat_of(state, 0).conditions == ["bleeding"]


def test_a_move_to_the_garrison_by_an_effect_is_no_retreat_for_traps_or_bleeding():
    # SC-47-bleeding and SC-25: Rally Call moves the Bleeding Warden without a retreat, so
    # Bo's Caltrops (a retreat trigger) is not asked and the Warden takes no 20
    state = start(seat({"card": "Ember Warden", "conditions": ["bleeding"]}, hand=["Rally Call"],
                       garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel", traps=["Caltrops"]))
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-15"
    assert p.options == [BringIn(seat=0, card=one(state, "Pyre Adept"))]
    state = act(state, BringIn(seat=0, card=one(state, "Pyre Adept")))
    assert state.sides[1].traps == [one(state, "Caltrops")]
    assert _garrisoned(state, 0, "Ember Warden").damage == 0
