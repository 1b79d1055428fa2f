"""Traps set off together (rule 25): resolved one after another, left to right, on what set
them off; the deaths they cause are looked at once they all have (Turn Order 5), so a Trap of
a retreat never reaches the Champion that replaces the retreating one (sceptre-6). And the
Spiked Palisade: set off once per attack that damages its player's Champion in combat."""

from engine.protocol import Over
from engine.registry import get_game
from engine.games.sceptre.events import Attack, BringIn, Retreat, RetreatRollAgain, SpringTrap

from sc_helpers import GAME, act, combat_of, ids, one, options, refused, roll, seat, start

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


def _volley_into_palisade(adept_damage=0, sentinel_damage=0, **bo):
    """Ada's Pyre Adept (Spark Volley: three dice, 10 a die of 11+) attacks Bo's Tide Sentinel
    (DEF 10), behind Bo's Spiked Palisade."""
    adept = {"card": "Pyre Adept", "coins": ["Copper Coin"], "damage": adept_damage}
    state = start(seat(adept, **bo.pop("ada", {})),
                  seat({"card": "Tide Sentinel", "damage": sentinel_damage},
                       traps=["Spiked Palisade"], **bo))
    return act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")))


def test_a_multiple_attack_hits_once_so_the_palisade_is_asked_once():
    # SC-30-multiple: "damage is not dealt in multiple instances": two dice of 11+ are 20
    # damage dealt once, so Bo's Palisade (in-combat Champion damaged) triggers once: 20
    state = roll(_volley_into_palisade(), 10, 12, 15, 3)  # 10 + SKL 4 = 14 > 10
    palisade = one(state, "Spiked Palisade")
    assert combat_of(state, 1).damage == 20
    assert options(state) == [SpringTrap(seat=1, card=palisade, trigger=True),
                              SpringTrap(seat=1, card=palisade, trigger=False)]
    refused(state, SpringTrap(seat=0, card=palisade, trigger=True), "SC-seat")
    state = act(state, SpringTrap(seat=1, card=palisade, trigger=True))
    assert combat_of(state, 0).damage == 20 and palisade in state.sides[1].discard
    assert state.active == 1 and not any(isinstance(o, SpringTrap) for o in options(state))


def test_no_damage_to_the_champion_in_combat_sets_off_no_palisade():
    # a miss, and a multiple attack whose dice all fail, deal nothing: no trigger, no ask
    for dice in ((1,), (10, 1, 2, 3)):
        state = roll(_volley_into_palisade(), *dice)
        assert combat_of(state, 1).damage == 0 and state.active == 1
        assert state.sides[1].traps == [one(state, "Spiked Palisade")]


def test_a_hit_on_a_squire_or_a_garrisoned_champion_sets_off_no_palisade():
    # the Palisade watches Bo's Champion in combat: Fog Dart (no roll) on its Squire, and
    # Breaker on his garrisoned Oracle, hurt something else
    oracle = {"card": "Mist Oracle", "coins": ["Copper Coin"]}
    state = start(seat(oracle), seat({"card": "Tide Sentinel", "squires": ["Tide Page"]},
                                     traps=["Spiked Palisade"]))
    page = one(state, "Tide Page")
    state = act(state, Attack(seat=0, attack=0, target=page))
    assert state.wounds[page] == 10 and state.active == 1
    assert state.sides[1].traps == [one(state, "Spiked Palisade")]
    captain = {"card": "Surge Captain", "coins": ["Silver Coin"], "squires": ["Tide Page"]}
    state = start(seat(captain), seat("Tide Sentinel", garrison=[{"card": "Mist Oracle"}],
                                      traps=["Spiked Palisade"]))
    state = roll(act(state, Attack(seat=0, attack=0, slot=0)), 10)  # 10 + 1 > DEF 7
    assert state.sides[1].garrison[0].damage == 30 and state.active == 1
    assert state.sides[1].traps == [one(state, "Spiked Palisade")]


def test_a_palisade_that_kills_the_attacker_counts_after_the_attackers_kill():
    # SC-31: the Volley kills the Sentinel (10 left), the Palisade the Adept (15 left); the
    # attacker's Blood Card comes first, and with one left each Ada wins
    state = _volley_into_palisade(adept_damage=55, sentinel_damage=90, collected=4,
                                  blood=["Stone Gate"], ada={"collected": 4, "blood": ["Stone Gate"]})
    state = roll(state, 10, 12, 1, 1)
    state = act(state, SpringTrap(seat=1, card=one(state, "Spiked Palisade"), trigger=True))
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "SC-1"
