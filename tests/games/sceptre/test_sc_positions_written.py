"""Positions people can write: counters no match can have are refused, naming the field."""

import pytest

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
