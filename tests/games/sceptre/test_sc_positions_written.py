"""Positions people can write: counters no match can have are refused, naming the field."""

import pytest

from engine.games.sceptre.events import EndTurn
from engine.games.sceptre.stats import hp_left
from engine.protocol import InvalidSetup
from engine.registry import get_game

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


_SENTINEL = {"combat": {"card": "Tide Sentinel"}}


def _genesis(game, seat0: dict, **kw):
    return game.genesis(["A", "B"], [], "0" * 64, position={"seats": [seat0, _SENTINEL], **kw})


@pytest.mark.parametrize("seat0, kw, rule, words", [
    ({"combat": {"card": "Ember Warden", "gear": ["Iron Helm", "Hawk Visor"]}}, {}, "SC-24",
     "Ember Warden of seat 0 wears two Equipment in one slot"),
    ({"combat": {"card": "Ember Warden", "gear": ["Tidewoven Mail"]}}, {}, "SC-23",
     "Tidewoven Mail is for Tidemark Champions only, not Ember Warden of seat 0"),
    ({"combat": {"card": "Ember Warden"}, "blood": ["Stone Gate"] * 5, "collected": 1}, {}, "SC-6",
     "seat 0 has 1 Blood Cards collected and 5 set aside: 5 in all at most"),
    ({"combat": {"card": "Ember Warden"}, "collected": 5}, {}, "SC-1",
     "seat 0 has collected all 5 Blood Cards"),
    ({"combat": {"card": "Ember Warden"}}, {"turn": 1, "first": 1, "active": 0}, "SC-9",
     "turn 1 is the turn of the player who goes first"),
    ({"combat": {"card": "Ember Warden"}, "gate": "Stone Gate", "exterior": "Watchtower",
      "exterior_left": 2}, {}, "SC-27", "seat 0's `exterior_left` is at most 0"),
    ({"combat": {"card": "Ember Warden", "conditions": ["disarmed"], "disarmed_until": 3}},
     {"turn": 5}, "SC-47-disarmed", "Disarmed until the end of turn 3, before this turn 5"),
])
def test_a_position_the_rules_never_allow_is_refused_from_sceptre_6(seat0, kw, rule, words):
    # each breaks the rule named; sceptre-5 took them as written, so a match recorded from
    # one still starts as it did
    with pytest.raises(InvalidSetup, match=rf"\[{rule}\]") as err:
        _genesis(GAME, seat0, **kw)
    assert words in str(err.value)
    older = get_game("sceptre", "sceptre-5")
    assert older.start(_genesis(older, seat0, **kw)).sides[0].combat is not None


def test_a_turn_before_the_first_is_refused():
    with pytest.raises(InvalidSetup, match="the turn is 1 or more"):
        _genesis(GAME, {"combat": {"card": "Ember Warden"}}, turn=0)


@pytest.mark.parametrize("seat_disarmed, until", [(0, 4), (1, 5)])
def test_a_disarmed_champion_written_without_its_cure_gets_rule_47s(seat_disarmed, until):
    # SC-47-disarmed: at Ada's turn 4, her own Disarmed Champion was Disarmed on her turn (cured
    # at its end); Bo's was Disarmed by her this turn (cured at the end of his next turn, 5)
    seats = [{"combat": {"card": "Ember Warden"}}, {"combat": {"card": "Tide Sentinel"}}]
    seats[seat_disarmed]["combat"]["conditions"] = ["disarmed"]
    state = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64,
                                    position={"seats": seats, "turn": 4, "active": 0}))
    assert state.sides[seat_disarmed].combat.disarmed_until == until
    state = GAME.apply(state, EndTurn(seat=0), check=True)  # the bare Warden cannot attack
    # after Ada's turn: hers is cured, his still Disarmed through his own turn
    assert state.sides[seat_disarmed].combat.conditions == ([] if seat_disarmed == 0 else ["disarmed"])
    state = GAME.apply(state, EndTurn(seat=1), check=True)  # cured at the end of Bo's turn
    assert state.sides[seat_disarmed].combat.conditions == []
