"""What each rules version fixed, against the version before, which matches recorded under it
still fold by. sceptre-2: a Squire moved onto a face-up Champion is face up (rule 10); a
Champion whose HP falls to 0 outside an attack dies at once (SC-hp-zero); a turn that plays a
card is no quiet turn of the stalemate (SC-stalemate). sceptre-3: an effect aimed at a
face-down Champion reveals it (SC-reveal-effect); the dead-hand option (test_sc_setup).
sceptre-4: Scout's Glass aims at a garrison place, not at a card its player has not seen.
sceptre-5: rule 10's choice of face for a Squire placed on a face-down Champion
(test_sc_squire_face). sceptre-6: the Traps one retreat sets off all resolve on the retreating
Champion before the deaths they cause (test_sc_trap_timing). sceptre-7: Royal Levy is played
whatever the deck holds (SC-search-blind, test_sc_hunt16). sceptre-8: Royal Levy's Coin is
selected after its search, so the options before it tell nothing of the deck
(SC-search-blind), and a player may overpay a card's Coin cost (rule 18, SC-pay; both in
test_sc_hunt17)."""

import pytest

from engine.protocol import Decision, Over
from engine.registry import get_game
from engine.views import visible_ids
from engine.games.sceptre.events import (Attack, AttachCoin, BringIn, EndTurn, MoveSquire,
                                         PlayAction, PlayEquipment, Retreat, Sacrifice, UseAbility)

from sc_helpers import GAME, act, combat_of, one, options, refused, seat

OLD = get_game("sceptre", "sceptre-1")
V2 = get_game("sceptre", "sceptre-2")
V3 = get_game("sceptre", "sceptre-3")


def _start(game, a, b, **kw):
    return game.start(game.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [a, b], **kw}))


def _act(game, state, event):
    return game.apply(state, event, check=True)


def test_every_version_is_offered_and_the_current_one_is_sceptre_11():
    assert GAME.rules_version == "sceptre-11"
    assert set(GAME.rules_versions()) == {"sceptre-1", "sceptre-2", "sceptre-3", "sceptre-4",
                                          "sceptre-5", "sceptre-6", "sceptre-7", "sceptre-8",
                                          "sceptre-9", "sceptre-10", "sceptre-11"}
    assert type(GAME.for_rules("sceptre-10")).rules_version == "sceptre-10"
    assert type(GAME.for_rules("sceptre-9")).rules_version == "sceptre-9"
    assert type(GAME.for_rules("sceptre-8")).rules_version == "sceptre-8"
    assert type(GAME.for_rules("sceptre-7")).rules_version == "sceptre-7"
    assert (OLD.rules_version, V2.rules_version, V3.rules_version) == \
        ("sceptre-1", "sceptre-2", "sceptre-3")
    assert type(GAME.for_rules("sceptre-2")) is type(V2)


def test_scouts_glass_names_a_face_down_champion_by_its_place_from_sceptre_4():
    # what is hidden: the player of Scout's Glass has not seen the card it reveals, so
    # sceptre-4 lists garrison places; sceptre-3 listed (and still takes) card numbers
    def glass(game):
        return _start(game, seat("Tide Sentinel", hand=["Scout's Glass"]),
                      seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]))
    state = glass(GAME)
    card, adept = one(state, "Scout's Glass"), one(state, "Pyre Adept")
    assert [o for o in options(state) if isinstance(o, PlayAction)] == \
        [PlayAction(seat=0, card=card, choice="place 1")]
    state = act(state, PlayAction(seat=0, card=card, choice="place 1"))
    assert adept in visible_ids(GAME.view(state, 0))
    old = glass(V3)
    assert [o for o in V3.pending(old).options if isinstance(o, PlayAction)] == \
        [PlayAction(seat=0, card=card, target=adept)]
    old = _act(V3, old, PlayAction(seat=0, card=card, target=adept))
    assert adept in visible_ids(V3.view(old, 0))


@pytest.mark.parametrize("game, shown", [(GAME, True), (V2, False)])
def test_an_action_on_a_face_down_champion_reveals_it_and_its_squires(game, shown):
    # SC-reveal-effect (rule 11): Field Dressing heals Ada's face-down garrisoned Adept
    state = _start(game, seat("Ember Warden", hand=["Field Dressing", "Copper Coin"],
                              garrison=[{"card": "Pyre Adept", "damage": 40, "squires": ["Ember Page"]},
                                        {"card": "Mist Oracle", "damage": 10}]),
                   seat("Tide Sentinel"))
    adept, page, oracle = one(state, "Pyre Adept"), one(state, "Ember Page"), one(state, "Mist Oracle")
    state = _act(game, state, PlayAction(seat=0, card=one(state, "Field Dressing"), target=adept))
    assert state.sides[0].garrison[0].damage == 10
    bo = visible_ids(game.view(state, 1))
    assert ({adept, page} <= bo) is shown and oracle not in bo
    # a Coin attached is no effect: the Oracle stays face down (rule 12)
    state = _act(game, state, AttachCoin(seat=0, card=one(state, "Copper Coin"), target=oracle))
    assert oracle not in visible_ids(game.view(state, 1))


@pytest.mark.parametrize("game, shown", [(GAME, True), (V2, False)])
def test_an_ability_aimed_at_a_face_down_champion_reveals_it(game, shown):
    # SC-reveal-effect: Matron's Ward cures a Dazed face-down garrisoned Champion
    state = _start(game, seat("Iron Matriarch",
                              garrison=[{"card": "Quarry Knight", "conditions": ["dazed"]}]),
                   seat("Tide Sentinel"))
    knight = one(state, "Quarry Knight")
    state = _act(game, state, UseAbility(seat=0, card=one(state, "Iron Matriarch"), target=knight))
    assert state.sides[0].garrison[0].conditions == []
    assert (knight in visible_ids(game.view(state, 1))) is shown


def _undermined(game):
    """Undermine (30, no roll) kills Bo's face-down Mist Oracle (60 HP, 40 taken) in garrison
    place 0; its face-down Tide Page must go elsewhere."""
    sapper = {"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Stone Page"]}
    bo = seat("Tide Sentinel", garrison=[{"card": "Mist Oracle", "damage": 40, "squires": ["Tide Page"]},
                                         {"card": "Reef Lancer", "face_down": False},
                                         {"card": "Quarry Knight"}])
    state = _act(game, _start(game, seat(sapper), bo), Attack(seat=0, attack=1, slot=0))
    assert one(state, "Mist Oracle") in state.sides[1].discard
    return state


@pytest.mark.parametrize("game, shown", [(GAME, True), (OLD, False)])
def test_a_squire_moved_onto_a_face_up_champion_is_placed_face_up(game, shown):
    # rule 10: "Any new cards placed on the face-up Champion must also be placed face-up"
    state = _undermined(game)
    page = one(state, "Tide Page")
    assert page not in visible_ids(game.view(state, 0))
    state = _act(game, state, MoveSquire(seat=1, squire=page, target=one(state, "Reef Lancer")))
    assert (page in visible_ids(game.view(state, 0))) is shown
    assert (page in state.revealed) is shown


def test_a_squire_moved_onto_a_face_down_champion_stays_face_down():
    state = _undermined(GAME)
    page = one(state, "Tide Page")
    state = act(state, MoveSquire(seat=1, squire=page, target=one(state, "Quarry Knight")))
    assert page not in visible_ids(GAME.view(state, 0))


def _sacrifice(game):
    """Ashfang Rider, 85 damage taken of 90 HP (80 + 10 from its Cinder Squire), retreats by
    sacrificing that Squire."""
    rider = {"card": "Ashfang Rider", "squires": ["Cinder Squire"], "damage": 85}
    state = _start(game, seat(rider, garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel"))
    state = _act(game, state, Retreat(seat=0))
    return _act(game, state, Sacrifice(seat=0, squire=one(state, "Cinder Squire")))


def test_a_champion_whose_hp_falls_to_zero_by_a_sacrifice_dies_instead_of_retreating():
    # SC-hp-zero: without the Squire's +10 HP the Rider has 0 left: it dies in combat, Bo
    # draws the Blood Card, and Ada replaces it from the garrison (rule 45)
    state = _sacrifice(GAME)
    rider, adept = one(state, "Ashfang Rider"), one(state, "Pyre Adept")
    assert rider in state.sides[0].discard and state.sides[0].garrison[0].card == adept
    assert state.sides[1].collected == 1
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-45" and p.options == [BringIn(seat=0, card=adept)]
    state = act(state, BringIn(seat=0, card=adept))
    assert combat_of(state, 0).card == adept and state.active == 0  # the turn goes on
    old = _sacrifice(OLD)  # sceptre-1: it retreated at 0 HP, dying only after the next attack
    assert [u.card for u in old.sides[0].garrison] == [adept, rider] and old.sides[1].collected == 0


def test_a_champion_whose_hp_falls_to_zero_by_new_equipment_dies_at_once():
    # SC-hp-zero: Tidewoven Mail replaces the Chain Hauberk (+20 HP) of a Sentinel with 110
    # damage of 120 HP; it dies at once
    sentinel = {"card": "Tide Sentinel", "gear": ["Chain Hauberk"], "damage": 110}
    state = _start(GAME, seat(sentinel, garrison=[{"card": "Mist Oracle"}],
                              hand=["Tidewoven Mail", "Copper Coin"]), seat("Ember Warden"))
    state = act(state, PlayEquipment(seat=0, card=one(state, "Tidewoven Mail"),
                                     target=one(state, "Tide Sentinel")))
    assert state.sides[0].combat is None and state.sides[1].collected == 1
    refused(state, EndTurn(seat=0), "SC-45")
    assert options(state) == [BringIn(seat=0, card=one(state, "Mist Oracle"))]
    assert GAME.rules["SC-hp-zero"].assumption


@pytest.mark.parametrize("game, drawn", [(GAME, False), (OLD, True)])
def test_a_turn_that_plays_a_card_is_no_quiet_turn(game, drawn):
    # SC-stalemate: both decks are empty; Ada's Disarmed Warden cannot attack this turn, but
    # she attaches a Copper Coin so it can attack in her next turn; Bo cannot attack at all
    warden = {"card": "Ember Warden", "conditions": ["disarmed"], "disarmed_until": 2}
    state = _start(game, seat(warden, hand=["Copper Coin"]), seat("Tide Sentinel"))
    coin, ward = one(state, "Copper Coin"), one(state, "Ember Warden")
    state = _act(game, state, AttachCoin(seat=0, card=coin, target=ward))
    state = _act(game, state, EndTurn(seat=0))
    state = _act(game, state, EndTurn(seat=1))
    assert isinstance(game.pending(state), Over) is drawn
    if not drawn:  # turn 4: the Warden attacks
        assert Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")) in options(state)
        refused(state, EndTurn(seat=0), "SC-must-attack")


def test_two_turns_without_an_attack_or_a_card_played_are_a_stalemate():
    state = _start(GAME, seat("Ember Warden", hand=["Copper Coin"]), seat("Tide Sentinel"))
    state = act(state, EndTurn(seat=0))  # Ada keeps her Coin
    state = act(state, EndTurn(seat=1))
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner is None and over.rule == "SC-29"
