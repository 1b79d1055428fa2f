"""Retreating (rule 49): contested rolls plus SPD, ties, escalating failed-retreat damage, the
Squire sacrifice, the full garrison, and the new Champion from the garrison only."""

from engine.protocol import Chance
from engine.games.sceptre.events import (BringIn, PlaceStarter, Retreat, RetreatRollAgain,
                                         Sacrifice, StopRetreat)
from engine.games.sceptre.stats import stats

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def _lancer(**kw):
    """Reef Lancer (SPD 5 + 2 Current Rider) against Granite Bulwark (SPD 1); a Mist Oracle waits."""
    lancer = {"card": "Reef Lancer", "squires": ["Tide Page"], **kw}
    return start(seat(lancer, garrison=[{"card": "Mist Oracle"}], hand=["Tide Sentinel"]),
                 seat("Granite Bulwark"))


def test_a_retreat_that_fails_twice_then_succeeds_takes_10_plus_20():
    # SC-49 and SC-49-fail
    state = _lancer()
    lancer = one(state, "Reef Lancer")
    assert stats(state, 0, combat_of(state, 0), True)["spd"] == 8  # 5 + 2 + 1 (Tide Page)
    state = act(state, Retreat(seat=0))
    state = act(state, RetreatRollAgain(seat=0))
    state = roll(state, 1, 15)  # 9 against 16: fails, 10
    assert combat_of(state, 0).damage == 10
    state = act(state, RetreatRollAgain(seat=0))
    state = roll(state, 2, 18)  # 10 against 19: fails again, 20
    assert combat_of(state, 0).damage == 30
    state = act(state, RetreatRollAgain(seat=0))
    state = roll(state, 15, 1)  # 23 against 2: the retreat succeeds
    garrisoned = next(u for u in state.sides[0].garrison if u.card == lancer)
    assert garrisoned.damage == 30
    # the new Champion comes from the garrison, never the hand (rule 15)
    assert options(state) == [BringIn(seat=0, card=one(state, "Mist Oracle"))]
    refused(state, BringIn(seat=0, card=one(state, "Tide Sentinel")), "SC-15")
    state = act(state, BringIn(seat=0, card=one(state, "Mist Oracle")))
    assert combat_of(state, 0).card == one(state, "Mist Oracle")


def test_a_tie_rolls_again_without_damage():
    state = act(act(_lancer(), Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 3, 10)  # 11 against 11
    assert combat_of(state, 0).damage == 0
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a retreat roll"  # re-rolled, not asked again
    refused(state, StopRetreat(seat=0), "SC-sequence")  # a tie is no failed roll to stop on
    state = roll(state, 2, 20)  # then a real failure deals 10, not 20
    assert combat_of(state, 0).damage == 10


def test_a_new_retreat_attempt_starts_again_at_10():
    # SC-49-fail
    state = act(act(_lancer(), Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 1, 20)
    state = act(state, StopRetreat(seat=0))
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 1, 20)
    assert combat_of(state, 0).damage == 20  # 10 + 10, not 10 + 20


def test_a_squire_sacrifice_retreats_without_a_roll():
    # SC-49-sacrifice, at the start of the attempt
    state = act(_lancer(), Retreat(seat=0))
    page = one(state, "Tide Page")
    refused(state, Sacrifice(seat=0, squire=one(state, "Tide Sentinel")), "SC-49")  # not its Squire
    state = act(state, Sacrifice(seat=0, squire=page))
    assert page in state.sides[0].discard
    assert not isinstance(GAME.pending(state), Chance)
    assert options(state) == [BringIn(seat=0, card=one(state, "Mist Oracle"))]


def test_a_sacrifice_after_a_failed_roll_still_retreats():
    # SC-49-sacrifice, at any point of the attempt
    state = act(act(_lancer(), Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 1, 20)
    state = act(state, Sacrifice(seat=0, squire=one(state, "Tide Page")))
    assert state.sides[0].combat is None and len(state.sides[0].garrison) == 2


def test_stop_is_offered_only_after_a_roll():
    state = act(_lancer(), Retreat(seat=0))
    refused(state, StopRetreat(seat=0), "SC-49")


def test_a_full_garrison_forbids_a_retreat():
    full = [{"card": c} for c in ("Mist Oracle", "Tide Sentinel", "Surge Captain", "Quarry Knight")]
    state = start(seat("Reef Lancer", garrison=full), seat("Granite Bulwark"))
    refused(state, Retreat(seat=0), "SC-49")
    empty = start(seat("Reef Lancer"), seat("Granite Bulwark"))
    refused(empty, Retreat(seat=0), "SC-retreat-bring")


def test_a_bleeding_champion_takes_20_on_a_successful_retreat_then_is_cured():
    state = act(_lancer(conditions=["bleeding"]), Retreat(seat=0))
    state = act(state, Sacrifice(seat=0, squire=one(state, "Tide Page")))
    lancer = next(u for u in state.sides[0].garrison if u.card == one(state, "Reef Lancer"))
    assert lancer.damage == 20 and lancer.conditions == []


def test_the_starting_champion_comes_from_the_hand_only_at_setup():
    state = _lancer()
    refused(state, PlaceStarter(seat=0, card=one(state, "Tide Sentinel")), "SC-sequence")


def test_a_speed_lowered_below_zero_counts_as_zero_in_the_retreat_roll():
    # SC-2 in SC-49: Mudflats' -2 takes the Bulwark's SPD 1 to 0, not -1, and the Sentinel's
    # 2 to 0: 5 + 0 against 5 + 0 is a tie, rolled again without damage (SC-49-tie); at -1 it
    # would have failed for 10
    state = start(seat("Granite Bulwark", garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel"),
                  arena={"card": "Mudflats", "owner": 1})
    assert [stats(state, s, combat_of(state, s), True)["spd"] for s in (0, 1)] == [0, 0]
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 5, 5)
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a retreat roll" and combat_of(state, 0).damage == 0
    state = roll(state, 6, 5)  # 6 > 5: the Bulwark retreats, unhurt
    assert state.sides[0].garrison[-1].card == one(state, "Granite Bulwark")
    assert state.sides[0].garrison[-1].damage == 0
