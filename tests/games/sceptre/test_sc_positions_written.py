"""Positions people can write: counters no match can have are refused, naming the field."""

import pytest

from engine.games.sceptre.stats import hp_left
from engine.protocol import InvalidSetup

from sc_helpers import GAME


@pytest.mark.parametrize("seat0, words", [
    ({"combat": {"card": "Ember Warden", "damage": -5}}, "Ember Warden of seat 0: `damage` is 0 or more, not -5"),
    ({"combat": {"card": "Ember Warden", "squires": [{"card": "Ember Page", "damage": -1}]}},
     "Ember Page of seat 0: `damage` is 0 or more, not -1"),
    ({"combat": {"card": "Ember Warden"}, "collected": -1}, "seat 0's `collected` is 0 or more, not -1"),
])
def test_a_counter_below_zero_is_refused_by_name(seat0, words):
    with pytest.raises(InvalidSetup) as err:
        GAME.genesis(["A", "B"], [], "0" * 64, position={"seats": [seat0, {"combat": {"card": "Tide Sentinel"}}]})
    assert words in str(err.value)


@pytest.mark.parametrize("seat0, words", [
    ({"combat": {"card": "Ember Warden", "damage": 500}},
     "Ember Warden of seat 0 has taken 500 damage and has no HP left"),
    ({"combat": {"card": "Tide Sentinel"}, "garrison": [{"card": "Ember Warden", "damage": 500}]},
     "Ember Warden of seat 0 has taken 500 damage and has no HP left"),
    ({"combat": {"card": "Ember Warden", "mods": [{"stat": "hp", "value": -500}]}},
     "Ember Warden of seat 0 has taken 0 damage and has no HP left"),
    ({"combat": {"card": "Ember Warden"}, "combat_mods": [{"stat": "hp", "value": -500}]},
     "Ember Warden of seat 0 has taken 0 damage and has no HP left"),
    ({"combat": {"card": "Ember Warden", "squires": [{"card": "Ember Page", "damage": 500}]}},
     "Ember Page of seat 0 has taken 500 damage and has no HP left"),
])
def test_a_champion_or_squire_with_no_hp_left_is_refused_as_dead(seat0, words):
    # SC-hp-zero: it would have died at once; a match started there would play on with it
    with pytest.raises(InvalidSetup, match=r"\[SC-hp-zero\]") as err:
        GAME.genesis(["A", "B"], [], "0" * 64, position={"seats": [seat0, {"combat": {"card": "Tide Sentinel"}}]})
    assert words in str(err.value)


def test_a_champion_hurt_short_of_its_hp_is_a_position():
    # Ember Warden has 90 HP: 89 damage leaves it 1, and the position stands
    state = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64, position={"seats": [
        {"combat": {"card": "Ember Warden", "damage": 89}}, {"combat": {"card": "Tide Sentinel"}}]}))
    assert hp_left(state, 0, state.sides[0].combat, True) == 1
