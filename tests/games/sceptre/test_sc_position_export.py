"""The export of a state as a position (`Game.position`) and where it is refused: a position
holds every card in a zone and a Champion in combat on each side, from the first turn on."""

import msgspec
import pytest

from engine import dealer
from engine.events import Dealt
from engine.games.sceptre.state import set_wounds
from engine.games.sceptre.events import Attack, BringIn, MoveSquire, Retreat, RetreatRollAgain
from engine.protocol import Chance, Over, PositionUnavailable
from engine.views import all_cards

from sc_helpers import GAME, act, one, roll, seat, start

SENTINEL = {"card": "Tide Sentinel", "damage": 105, "squires": ["Tide Page", "Brine Squire"]}  # of 120 HP
GARRISON = [{"card": "Mist Oracle"}, {"card": "Reef Lancer", "squires": ["Wandering Squire", "Stone Page"]}]


def refusal(state) -> str:
    """The reason the export of `state` is refused (it must be), the state left as it was."""
    before = GAME.digest(state)
    with pytest.raises(PositionUnavailable) as err:
        GAME.position(state)
    assert isinstance(err.value, NotImplementedError)  # old callers catch it as before
    assert GAME.digest(state) == before
    return err.value.reason


def set_aside(state, s: int) -> list[int]:
    """The ids of the cards the omniscient view shows in seat `s`'s "set aside" zone."""
    zones = {z.name: z for z in GAME.view(state, None).seats[s].zones}
    return [c.id for c in zones["set aside"].cards] if "set aside" in zones else []


def reimported(state):
    """A match started from the state's exported position, through JSON as a file has it."""
    pos = msgspec.json.decode(msgspec.json.encode(GAME.position(state)))
    return GAME.start(GAME.genesis(["Ada", "Bo"], [], dealer.commitment(b""), position=pos))


def test_squires_set_aside_by_a_kill_refuse_the_export_until_they_are_placed():
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat(SENTINEL, garrison=GARRISON))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    page, brine, oracle = one(state, "Tide Page"), one(state, "Brine Squire"), one(state, "Mist Oracle")
    assert set_aside(state, 1) == [page, brine]  # in no zone while Bo chooses (SC-44)
    assert refusal(state) == (f"2 Squires of Bo's killed Champion (Tide Page #{page}, Brine Squire "
                              f"#{brine}) are set aside while Bo chooses where each goes (SC-44); "
                              f"step on until they are placed")
    state = act(state, MoveSquire(seat=1, squire=page, target=oracle))
    assert refusal(state).startswith(f"1 Squire of Bo's killed Champion (Brine Squire #{brine}) is "
                                     f"set aside while Bo chooses")
    state = act(state, MoveSquire(seat=1, squire=brine, target=None))
    assert set_aside(state, 1) == []
    assert refusal(state) == ("Bo has no Champion in combat, which a position always has (SC-7): "
                              "Bo is still to choose the one that comes in; step on until they have")
    state = act(state, BringIn(seat=1, card=oracle))
    again = reimported(state)  # every card placed: the export holds them where they are
    assert again.sides[1].combat.card == oracle and again.sides[1].combat.squires == [page]
    assert brine in again.sides[1].discard
    assert sorted(c.id for c in all_cards(GAME.view(again, None))) == list(range(len(state.cards)))


def test_squires_left_in_no_zone_by_the_kill_that_ends_the_match_are_named():
    # Ada's kill draws her fifth Blood Card (SC-1) before Bo's Squires can move
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, collected=4,
                       blood=["Stone Gate"]),
                  seat(SENTINEL, garrison=GARRISON))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    assert isinstance(GAME.pending(state), Over)
    page, brine = one(state, "Tide Page"), one(state, "Brine Squire")
    assert set_aside(state, 1) == [page, brine]
    assert refusal(state) == (f"2 Squires of Bo's killed Champion (Tide Page #{page}, Brine Squire "
                              f"#{brine}) are set aside for good: the kill ended the match before "
                              f"they moved (SC-44)")


def test_a_match_in_its_setup_refuses_the_export():
    decks = list(GAME.sample_decks().values())[:2]
    seed = dealer.seed_from_number(1, "sceptre")
    state = GAME.start(GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed)))
    assert refusal(state).startswith("the match is still in its setup (SC-5 to SC-9")


def test_a_retreat_leaves_combat_empty_until_a_champion_is_brought_in():
    # SC-49: Reef Lancer (SPD 8 with its Squire) against Granite Bulwark (SPD 1)
    state = start(seat({"card": "Reef Lancer", "squires": ["Tide Page"]},
                       garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 15, 1)  # 23 against 2: the retreat succeeds
    assert state.sides[0].combat is None and set_aside(state, 0) == []
    assert refusal(state) == ("Ada has no Champion in combat, which a position always has (SC-7): "
                              "Ada is still to choose the one that comes in; step on until they have")
    state = act(state, BringIn(seat=0, card=one(state, "Mist Oracle")))
    assert reimported(state).sides[0].combat.card == one(state, "Mist Oracle")


def test_a_death_under_way_at_a_table_refuses_until_the_blood_card_is_shown():
    pos = {"seats": [seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                     seat(SENTINEL, garrison=GARRISON)]}
    g = GAME.genesis(["Ada", "Bo"], [], "", position=pos)
    state = GAME.start(msgspec.structs.replace(g, luck="table", dealer=""))
    sentinel = one(state, "Tide Sentinel")
    state = act(state, Attack(seat=0, attack=0, target=sentinel))
    state = act(state, Dealt(kind="d20", outcome=14))  # the table rolls 15: the kill
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "the top card of Ada's Blood Cards"
    assert state.sides[1].combat.card == sentinel  # still in combat until its death is done
    assert refusal(state) == (f"Tide Sentinel #{sentinel} of Bo has no HP left and its death is "
                              f"under way (SC-turn-5: the Blood Card, its Squires, its "
                              f"replacement), which a position cannot hold; step on until it is done")
    state = act(state, Dealt(kind="card", outcome=0))  # the table shows a Stone Gate
    assert refusal(state).startswith("2 Squires of Bo's killed Champion")


def test_a_finished_match_refuses_the_export_naming_how_it_ended():
    # a position has no ending: the match started from it would play on past SC-45's loss
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 95}))
    state = roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "SC-45"
    assert refusal(state) == (f"the match is over (Ada wins: {state.over}, SC-45); a position "
                              f"starts at a player's pre-attack step and has no ending: step back "
                              f"to an earlier event")


def test_a_champion_or_squire_with_no_hp_left_is_not_exported_alive():
    # SC-hp-zero: hurt past its HP (an attack's damage before its Deaths step, here put on in
    # place), it is dying; a position would start it alive
    state = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]}), seat("Tide Sentinel"))
    GAME.position(state)  # alive: exported
    set_wounds(state, one(state, "Ember Page"), 500)
    with pytest.raises(PositionUnavailable, match="Ember Page.* has no HP left"):
        GAME.position(state)
    set_wounds(state, one(state, "Ember Page"), 0)
    state.sides[1].combat.damage = 500
    with pytest.raises(PositionUnavailable, match="Tide Sentinel.* has no HP left and its death is under way"):
        GAME.position(state)
