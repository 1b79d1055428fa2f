"""Traps set off together (rule 25): resolved one after another, left to right, on what set
them off; the deaths they cause are looked at once they all have (Turn Order 5), so a Trap of
a retreat never reaches the Champion that replaces the retreating one (sceptre-6)."""

from engine.registry import get_game
from engine.games.sceptre.events import BringIn, Retreat, RetreatRollAgain, SpringTrap

from sc_helpers import GAME, act, combat_of, ids, one, options, refused, seat

V5 = get_game("sceptre", "sceptre-5")


def _retreat(game, damage: int):
    """Ada's Ember Warden (90 HP, `damage` taken) announces a retreat into Bo's Caltrops, Tangling
    Net and a second Caltrops, left to right; her Pyre Adept waits in the garrison."""
    pos = {"seats": [seat({"card": "Ember Warden", "damage": damage}, garrison=[{"card": "Pyre Adept"}]),
                     seat("Tide Sentinel", traps=["Caltrops", "Tangling Net", "Caltrops"])]}
    state = game.start(game.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    return game.apply(state, Retreat(seat=0), check=True)


def _spring_all(game, state):
    first, second = ids(state, "Caltrops")
    for trap in (first, one(state, "Tangling Net"), second):
        state = game.apply(state, SpringTrap(seat=1, card=trap, trigger=True), check=True)
    return state


def test_traps_of_one_retreat_all_resolve_before_the_champion_they_killed_is_replaced():
    # SC-25 and SC-turn-5: the first Caltrops kills the Warden (70 taken + 20); the Net and
    # the second Caltrops still resolve, on the dead Warden, before Ada replaces it
    state = _retreat(GAME, 70)
    state = act(state, SpringTrap(seat=1, card=ids(state, "Caltrops")[0], trigger=True))
    assert [o.card for o in options(state)] == [one(state, "Tangling Net")] * 2  # Bo, not Ada
    refused(state, BringIn(seat=0, card=one(state, "Pyre Adept")), "SC-seat")
    state = _spring_all(GAME, _retreat(GAME, 70))
    assert state.sides[0].combat is None and state.sides[1].collected == 1  # one kill, one card
    state = act(state, BringIn(seat=0, card=one(state, "Pyre Adept")))
    adept = combat_of(state, 0)
    assert adept.damage == 0 and adept.conditions == []  # no Trap of the retreat reaches it
    assert sorted(state.sides[1].discard) == sorted(ids(state, "Caltrops") + [one(state, "Tangling Net")])
    assert state.active == 0 and state.sides[1].traps == []


def test_traps_that_do_not_kill_all_hit_the_retreating_champion_and_the_retreat_goes_on():
    # SC-25: 20 + 20 and Disarmed, all on the Warden (10 taken before: 50 now); it still
    # owes its retreat roll (SC-49), Disarmed on its own turn (SC-47-disarmed)
    state = _spring_all(GAME, _retreat(GAME, 10))
    warden = combat_of(state, 0)
    assert warden.card == one(state, "Ember Warden") and warden.damage == 50
    assert warden.conditions == ["disarmed"] and warden.disarmed_until == state.turn
    assert options(state)[0] == RetreatRollAgain(seat=0)


def test_sceptre_5_replaced_the_champion_first_and_the_next_traps_hit_its_successor():
    # how matches recorded under sceptre-5 fold: Ada replaced the Warden after the first
    # Caltrops, and the Net and the second Caltrops then hit her Pyre Adept
    state = _retreat(V5, 70)
    first, second = ids(state, "Caltrops")
    state = V5.apply(state, SpringTrap(seat=1, card=first, trigger=True), check=True)
    state = V5.apply(state, BringIn(seat=0, card=one(state, "Pyre Adept")), check=True)
    for trap in (one(state, "Tangling Net"), second):
        state = V5.apply(state, SpringTrap(seat=1, card=trap, trigger=True), check=True)
    adept = combat_of(state, 0)
    assert adept.card == one(state, "Pyre Adept") and adept.damage == 20
    assert adept.conditions == ["disarmed"]
