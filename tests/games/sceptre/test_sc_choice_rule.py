"""SC-choice-asked: a choice the rules leave to a player is asked even with one answer, and
not asked with none."""

from engine.games.sceptre.events import Attack, BringIn
from engine.protocol import Decision, Over

from sc_helpers import GAME, act, one, refused, roll, seat, start


def test_one_garrisoned_champion_to_replace_a_killed_one_is_still_asked():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 95}, garrison=[{"card": "Mist Oracle"}]))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    p = GAME.pending(state)
    oracle = one(state, "Mist Oracle")
    assert isinstance(p, Decision) and p.rule == "SC-45" and p.options == [BringIn(seat=1, card=oracle)]
    refused(state, BringIn(seat=1, card=one(state, "Ember Warden")), "SC-45")
    assert GAME.rules["SC-choice-asked"].assumption


def test_no_champion_to_place_is_no_question():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 95}))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    assert isinstance(GAME.pending(state), Over)
