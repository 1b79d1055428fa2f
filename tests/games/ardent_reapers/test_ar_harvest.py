"""Harvesting: only Mature friendly creatures and relics, Bonus: first, then the score pile."""

from ar_helpers import act, card, names, options, position, refused

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Harvest
from engine.games.ardent_reapers.state import Zone

SCORE = Zone.SCORE_PILE


def board():
    return position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Jater", "Active"), ("Renegade", "Mature")],
                                relics=[("Hypervator", "Active")], hand=["Roxxy"], deck=["Tessa"] * 3),
                           dict(battle_line=[("Pokets", "Mature")], hand=["Yearn"])])


def test_a_mature_creature_is_harvested_to_its_controllers_score_pile():
    s = board()
    after = act(s, Harvest(seat=0, card=card(s, "Renegade")))
    assert names(after, 0, SCORE) == ["Renegade"] and zones.score(after, 0) == 2
    assert names(after, 0, Zone.BATTLE_LINE) == ["Vix", "Jater"]
    assert after.card_state[card(s, "Renegade")] is None


def test_dormant_and_active_cards_cannot_be_harvested():
    s = board()
    err = refused(s, Harvest(seat=0, card=card(s, "Vix")), "AR-harvest-1")
    assert "Vix (#" in err.message and "Dormant" in err.message
    refused(s, Harvest(seat=0, card=card(s, "Jater")), "AR-harvest-1")
    refused(s, Harvest(seat=0, card=card(s, "Hypervator")), "AR-harvest-1")
    assert [e.card for e in options(s) if isinstance(e, Harvest)] == [card(s, "Renegade")]


def test_only_friendly_cards_in_play_can_be_harvested():
    s = board()
    refused(s, Harvest(seat=0, card=card(s, "Pokets")), "AR-harvest-1")
    refused(s, Harvest(seat=0, card=card(s, "Roxxy")), "AR-harvest-1")
    refused(s, Harvest(seat=1, card=card(s, "Pokets")), "AR-turn-1")


def test_a_mature_relic_is_harvested():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Hypervator", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Hypervator")))
    assert names(after, 0, SCORE) == ["Hypervator"] and names(after, 0, Zone.RELICS) == []
