"""A harvest without Bonus: under dealer luck (AR-harvest-1, AR-harvest-2, AR-stash-harvest): the
card goes to its controller's score pile at once, and must come to the very state the general
path gives (the harvest's end as a task of its own, run by the work loop)."""

import pytest
from ar_helpers import GAME, act, card, names, position, refused

from engine.games.ardent_reapers import flow, zones
from engine.games.ardent_reapers.events import Harvest
from engine.games.ardent_reapers.state import HarvestEndTask, State, Zone

BL, RELICS, HAND, SCORE, DISCARD = (Zone.BATTLE_LINE, Zone.RELICS, Zone.HAND, Zone.SCORE_PILE,
                                    Zone.DISCARD)


def _by_task(state: State, event: Harvest) -> State:
    s = GAME.clone(state)
    s.stack.append(HarvestEndTask(card=event.card, seat=event.seat))
    s.need = None
    flow.advance(s)
    return s


def _harvested(state: State, name: str) -> State:
    event = Harvest(seat=0, card=card(state, name, seat=0))
    after = act(state, event)
    assert GAME.encode_state(after) == GAME.encode_state(_by_task(state, event))
    return after


def _board(**mine) -> State:
    seat0 = dict(battle_line=[("Vix", "Active")], hand=["Roxxy", "Jater"], deck=["Tessa"] * 3)
    seat0.update(mine)
    return position(seats=[seat0, dict(battle_line=[("Pokets", "Mature")], hand=["Yearn"])])


@pytest.mark.parametrize("name, zone", [("Renegade", BL), ("Luminate", BL), ("Cargo Pants", RELICS)])
def test_a_mature_card_without_bonus_goes_to_its_controllers_score_pile(name, zone):
    # Renegade has no ability, Luminate a Play: ability (not resolved again), Cargo Pants is a
    # relic with a constant ability
    other = ("Vix", "Active") if zone is BL else ("Ned's Ladder", "Active")
    s = _board(**{"battle_line" if zone is BL else "relics": [other, (name, "Mature")]})
    after = _harvested(s, name)
    assert names(after, 0, SCORE) == [name] and names(after, 0, zone) == [other[0]]
    assert after.card_state[card(s, name)] is None
    assert names(after, 0, HAND) == ["Roxxy", "Jater"]


def test_a_controlled_enemy_card_scores_for_the_harvester_with_its_stash():
    s = _board(battle_line=[dict(card="Roat", state="Mature", owner=1, stash=["Anox", "Tessa"])])
    after = _harvested(s, "Roat")
    assert names(after, 0, SCORE) == ["Roat", "Anox", "Tessa"] and names(after, 1, SCORE) == []
    assert zones.score(after, 0) == 4 and after.stash[card(s, "Roat")] == []


def test_a_revealed_hand_and_a_leave_ability_take_the_general_path():
    s = _board(battle_line=[("Eager Martyr", "Mature")])
    after = _harvested(s, "Eager Martyr")  # AR-card-eager-martyr: its controller draws once it is scored
    assert names(after, 0, SCORE) == ["Eager Martyr"] and names(after, 0, HAND) == ["Roxxy", "Jater", "Tessa"]
    # revealed cards (AR-play-3) are of the hand; a hand-built state naming the harvested card
    # among them too: `take_out` forgets it, the general path's way
    r = _board(battle_line=[("Renegade", "Mature")])
    r.revealed = [card(r, "Roxxy"), card(r, "Renegade")]
    after = _harvested(r, "Renegade")
    assert after.revealed == [card(r, "Roxxy")] and names(after, 0, SCORE) == ["Renegade"]


def test_illegal_harvests_are_still_refused():
    s = _board(battle_line=[("Renegade", "Active"), ("Stubborn Thorn", "Mature")])
    refused(s, Harvest(seat=0, card=card(s, "Renegade")), "AR-harvest-1")  # Active, not Mature
    refused(s, Harvest(seat=0, card=card(s, "Pokets")), "AR-harvest-1")  # an enemy creature
    refused(s, Harvest(seat=0, card=card(s, "Stubborn Thorn")), "AR-card-stubborn-thorn")
