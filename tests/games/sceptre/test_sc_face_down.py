"""What is face down and when it turns face up (rules 10, 11, 13, 19), seen through each
seat's view: positions, a play, and who sees which card afterwards."""

from engine.views import visible_ids
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, EndTurn, PlayAction,
                                         PlayEquipment, SetTrap, SpringTrap, UseAbility)

from sc_helpers import GAME, act, one, refused, seat, start


def _bo_sees(state) -> set[int]:
    return visible_ids(GAME.view(state, 1))


def _pass(state, s: int):
    """Seat `s` ends its turn (it has no usable attack)."""
    return act(state, EndTurn(seat=s))


def test_squires_on_a_face_down_champion_stay_hidden_and_show_with_it():
    # SC-10: Coins show when played (rule 17), Squires on a face-down Champion do not; once
    # the Champion is revealed its Squires are too, and a later Squire goes on face up
    state = start(seat({"card": "Ember Warden", "damage": 10}, garrison=[{"card": "Pyre Adept"}],
                       hand=["Ember Page", "Copper Coin", "Cinder Squire"]),
                  seat("Tide Sentinel"))
    adept, page, coin = one(state, "Pyre Adept"), one(state, "Ember Page"), one(state, "Copper Coin")
    state = act(state, AttachSquire(seat=0, card=page, target=adept))
    state = act(state, AttachCoin(seat=0, card=coin, target=adept))
    seen = _bo_sees(state)
    assert coin in seen and not {adept, page} & seen
    state = act(state, UseAbility(seat=0, card=adept))  # Kindle, used: revealed (rule 34)
    assert {adept, page} <= _bo_sees(state)
    cinder = one(state, "Cinder Squire")
    state = act(state, AttachSquire(seat=0, card=cinder, target=adept))
    assert cinder in _bo_sees(state) and cinder in state.revealed


def test_origin_equipment_reveals_its_champion_and_an_opponents_glass_reveals_one():
    # SC-11: proving the Origin reveals a garrisoned Champion; Scout's Glass reveals one too
    state = start(seat("Ember Warden", garrison=[{"card": "Mist Oracle"}, {"card": "Pyre Adept"}],
                       hand=["Tidewoven Mail", "Copper Coin"]),
                  seat("Tide Sentinel", hand=["Scout's Glass"]))
    oracle, adept = one(state, "Mist Oracle"), one(state, "Pyre Adept")
    assert not {oracle, adept} & _bo_sees(state)
    state = act(state, PlayEquipment(seat=0, card=one(state, "Tidewoven Mail"), target=oracle))
    assert oracle in _bo_sees(state) and adept not in _bo_sees(state)
    state = _pass(state, 0)
    glass = one(state, "Scout's Glass")
    # aimed by garrison place (Bo has not seen the cards): only the face-down place 2
    assert [o for o in GAME.pending(state).options if isinstance(o, PlayAction)] == \
        [PlayAction(seat=1, card=glass, choice="place 2")]
    refused(state, PlayAction(seat=1, card=glass, choice="place 1"), "SC-22")  # face up now
    refused(state, PlayAction(seat=1, card=glass, target=adept), "SC-22")  # not by its card
    state = act(state, PlayAction(seat=1, card=glass, choice="place 2"))
    assert adept in _bo_sees(state)


def test_a_squire_used_in_the_garrison_is_revealed_without_its_champion():
    # SC-11: Flood Tactics moves a Squire off a face-down garrisoned Champion: the Squire
    # shows (it now sits on the face-up Captain), the Champion it left stays face down
    captain = {"card": "Surge Captain", "squires": ["Tide Page"]}
    state = start(seat(captain, garrison=[{"card": "Mist Oracle", "squires": ["Brine Squire"]}]),
                  seat("Ember Warden"))
    oracle, brine = one(state, "Mist Oracle"), one(state, "Brine Squire")
    assert not {oracle, brine} & _bo_sees(state)
    state = act(state, UseAbility(seat=0, card=one(state, "Surge Captain"), target=brine))
    assert brine in _bo_sees(state) and oracle not in _bo_sees(state)


def test_traps_are_face_down_until_triggered_and_discards_are_seen_by_both():
    # SC-13 and SC-19: Bo's Trap is hidden from Ada until it triggers; it is then in his
    # discard pile, face up for both; a replaced Squire is discarded face up too
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel"}, hand=["Smoke Snare", "Tide Page", "Brine Squire"],
                       garrison=[{"card": "Mist Oracle"}]), active=1)
    snare = one(state, "Smoke Snare")
    oracle, page, brine = one(state, "Mist Oracle"), one(state, "Tide Page"), one(state, "Brine Squire")
    state = act(state, SetTrap(seat=1, card=snare))
    state = act(state, AttachSquire(seat=1, card=page, target=oracle))
    ada = visible_ids(GAME.view(state, 0))
    assert not {snare, page} & ada and snare in visible_ids(GAME.view(state, 1))
    state = act(state, AttachSquire(seat=1, card=brine, target=oracle, replace=page))
    assert page in visible_ids(GAME.view(state, 0)) and page in state.sides[1].discard
    assert brine not in visible_ids(GAME.view(state, 0))
    state = act(_pass(state, 1), Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))
    assert snare not in visible_ids(GAME.view(state, 0))  # asked, not yet triggered
    state = act(state, SpringTrap(seat=1, card=snare, trigger=True))
    assert snare in visible_ids(GAME.view(state, 0)) and snare in state.sides[1].discard


def test_a_face_down_champions_passive_ability_counts_without_revealing_it():
    # SC-passive-hidden: Undermine (30, no roll) at a face-down Granite Bulwark with 100
    # damage: 130 would kill it at 120 HP, but Bedrock's +20 (140) keeps it alive, and it
    # stays face down (rule 35)
    sapper = {"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Stone Page"]}
    state = start(seat(sapper), seat("Tide Sentinel", garrison=[{"card": "Granite Bulwark", "damage": 100}]))
    bulwark = one(state, "Granite Bulwark")
    state = act(state, Attack(seat=0, attack=1, slot=0))
    assert [u.card for u in state.sides[1].garrison] == [bulwark]
    assert state.sides[1].garrison[0].damage == 130 and state.sides[0].collected == 0
    assert bulwark not in visible_ids(GAME.view(state, 0))
    assert GAME.rules["SC-passive-hidden"].assumption
