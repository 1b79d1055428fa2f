"""The rule a refusal names, where two rules could be read into it: the one whose words forbid
the play (a Dazed Champion's Ability is disabled by rule 47, not misplaced by rule 34; a Squire
onto the opponent's Champion breaks Turn Order 3C's "your Champions", not rule 38)."""

from engine.games.sceptre.events import AttachSquire, UseAbility

from sc_helpers import act, combat_of, one, options, refused, seat, start


def test_a_dazed_champions_ability_is_refused_by_the_dazed_rule():
    # SC-47-dazed: "While Dazed, the Champion's Ability is disabled" - the Matriarch (Any)
    # cannot cure even herself; Dazed in the garrison, Kindle (Garrison) is off the same way
    matriarch = {"card": "Iron Matriarch", "conditions": ["dazed"], "damage": 10}  # Kindle's wound
    state = start(seat(matriarch, garrison=[{"card": "Pyre Adept", "conditions": ["dazed"]}]),
                  seat("Tide Sentinel"))
    me, adept = one(state, "Iron Matriarch"), one(state, "Pyre Adept")
    refused(state, UseAbility(seat=0, card=me, target=me), "SC-47-dazed")
    refused(state, UseAbility(seat=0, card=adept), "SC-47-dazed")
    assert not [o for o in options(state) if isinstance(o, UseAbility)]


def test_an_ability_out_of_its_place_is_refused_by_rule_34():
    # SC-34: Kindle is a Garrison Ability; the Adept in combat cannot use it (not Dazed)
    state = start(seat({"card": "Pyre Adept", "damage": 10}), seat("Tide Sentinel"))
    refused(state, UseAbility(seat=0, card=one(state, "Pyre Adept")), "SC-34")


def test_a_squire_onto_the_opponents_champion_breaks_turn_order_3c():
    # SC-turn-3C: Squires go "onto your Champions"; onto no Champion at all is rule 38's
    # Squire placed by itself
    state = start(seat("Ember Warden", hand=["Ember Page"], traps=["Caltrops"]),
                  seat("Tide Sentinel"))
    page = one(state, "Ember Page")
    refused(state, AttachSquire(seat=0, card=page, target=one(state, "Tide Sentinel")), "SC-turn-3C")
    refused(state, AttachSquire(seat=0, card=page, target=one(state, "Caltrops")), "SC-38")
    state = act(state, AttachSquire(seat=0, card=page, target=one(state, "Ember Warden")))
    assert combat_of(state, 0).squires == [page]
