"""Hidden information at the table (rules 6, 10, 11, 13, 35): what each seat's view shows."""

from engine.views import visible_ids
from engine.games.sceptre.events import (AttachSquire, PlaceChampion, SetTrap, UseAbility)

from sc_helpers import GAME, act, one, seat, start


def _names(view, s):
    return [(c.name, c.hidden) for z in view.seats[s].zones for c in z.cards]


def test_face_down_champions_squires_traps_and_blood_cards_are_hidden():
    state = start(seat("Ember Warden", hand=["Pyre Adept", "Ember Page", "Caltrops"]),
                  seat("Tide Sentinel"))
    adept, page, caltrops = one(state, "Pyre Adept"), one(state, "Ember Page"), one(state, "Caltrops")
    state = act(state, PlaceChampion(seat=0, card=adept))
    state = act(state, AttachSquire(seat=0, card=page, target=adept))
    state = act(state, SetTrap(seat=0, card=caltrops))
    theirs, mine = visible_ids(GAME.view(state, 1)), visible_ids(GAME.view(state, 0))
    assert {adept, page, caltrops} <= GAME.secrets(state, 1)
    assert not {adept, page, caltrops} & theirs and {adept, page, caltrops} <= mine
    blood = set(state.sides[0].blood) | set(state.sides[1].blood)
    assert not blood & mine and not blood & theirs  # nobody looks at Blood Cards (SC-6)
    assert blood <= visible_ids(GAME.view(state, None))  # the omniscient reviewer does
    assert one(state, "Ember Warden") in theirs  # in combat, face up


def test_using_a_garrison_ability_reveals_the_champion_and_its_squires_for_good():
    state = start(seat({"card": "Ember Warden", "damage": 20},
                       garrison=[{"card": "Pyre Adept", "squires": ["Ember Page"]}]),
                  seat("Tide Sentinel"))
    adept, page = one(state, "Pyre Adept"), one(state, "Ember Page")
    assert not {adept, page} & visible_ids(GAME.view(state, 1))
    state = act(state, UseAbility(seat=0, card=adept))
    assert {adept, page} <= visible_ids(GAME.view(state, 1))
    assert not {adept, page} & GAME.secrets(state, 1)


def test_a_position_round_trips_with_face_down_cards_written_as_such():
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept", "squires": ["Ember Page"]},
                                                 {"card": "Mist Oracle", "face_down": False}],
                       traps=["Caltrops"], hand=["Copper Coin"]),
                  seat({"card": "Tide Sentinel", "conditions": ["bleeding"], "damage": 20}),
                  arena={"card": "Mudflats", "owner": 1})
    pos = GAME.position(state)
    assert pos["seats"][0]["garrison"][1]["face_down"] is False
    assert "face_down" not in pos["seats"][0]["garrison"][0]  # face down: the default there
    again = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    assert GAME.digest(again) == GAME.digest(state)


def test_show_json_positions_start_a_match_with_the_same_digest():
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.selfplay import play_out
    from engine.games.sceptre.state import Main

    seed = dealer.seed_from_number(3, "positions")
    decks = list(GAME.sample_decks().values())
    g = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(3, f"p{s}")) for s in range(2)]
    state, checked = GAME.start(g), 0
    for event, _ in list(play_out(GAME, g, seed, agents))[:-1]:
        state = GAME.apply(state, event, check=False)
        if state.stack and isinstance(state.stack[-1], Main) and not state.over:
            pos = GAME.position(state)
            again = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
            assert GAME.digest(again) == GAME.digest(state)
            checked += 1
    assert checked > 20
