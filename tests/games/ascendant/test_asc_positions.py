"""Positions: a turn's start exported by `position` starts a match with the same digest; bad
positions are refused with one clear reason."""

import msgspec
import pytest

from asc_helpers import GAME, act, over, position, roll

from engine.games.ascendant.events import AttackKind, Declare

from engine import dealer
from engine.agents import RandomAgent
from engine.protocol import InvalidSetup, PositionUnavailable
from engine.selfplay import play_out, selfplay_genesis
from replays.simulate import agent_names, default_decks


def _turn_starts(seats: int, n: int):
    seed = dealer.seed_from_number(n, "asc-pos")
    g = selfplay_genesis(GAME, agent_names(seats), default_decks(GAME, n, seats),
                         dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"asc-pos{s}")) for s in range(seats)]
    state = GAME.start(g)
    for event, _ in list(play_out(GAME, g, seed, agents))[:-1]:
        state = GAME.apply(state, event, check=False)
        try:
            yield GAME.position(state), GAME.digest(state)
        except NotImplementedError:
            continue


@pytest.mark.parametrize("seats", [2, 4])
def test_a_turn_start_exports_a_position_with_the_same_digest(seats):
    found = 0
    for exported, digest in _turn_starts(seats, 1):
        g = GAME.genesis([], [], dealer.commitment(b"p" * 32), GAME.selfplay_options(),
                         position=exported)  # the options of the match it was exported from
        assert GAME.digest(GAME.start(g)) == digest
        found += 1
    assert found >= 3


def _refusal(state) -> str:
    """Why the export of `state` is refused (it must be): PositionUnavailable, still caught
    as the NotImplementedError it was before."""
    with pytest.raises(PositionUnavailable) as err:
        GAME.position(state)
    assert isinstance(err.value, NotImplementedError)
    return err.value.reason


def test_mid_turn_states_are_not_exported_and_the_refusal_says_why():
    state = position([dict(hand=["Steady Breath"]), dict()])
    from engine.games.ascendant.events import AttackKind, Declare
    state = GAME.apply(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    assert _refusal(state) == ("turn 1 is in its Engage Phase; a position starts at a turn's "
                               "Opening Phase (ASC-open-1): step on to the next turn")


def test_an_opening_phase_under_way_is_not_exported_and_its_start_is():
    state = position([dict(arsenal=["Brace", "Brace"]), dict(arsenal=["Brace"])])
    assert GAME.position(state)["turn"] == 1  # the start of turn 1's Opening Phase
    from engine.games.ascendant.events import Draw
    state = GAME.apply(state, Draw(seat=0))  # ASC-open-1: Ann draws, Bo is still to
    assert _refusal(state).startswith("turn 1's Opening Phase is under way (cards drawn, stacks "
                                      "reset or played since it began)")


def test_a_turn_start_at_a_table_exports_its_cards_where_they_are():
    spec = {"turn": 3, "active": 1, "seats": [dict(hand=["Brace"], arsenal=["Brace", "Finesse"]),
                                              dict(arsenal=["Steady Breath"], fountain=["Finesse"])]}
    g = GAME.genesis(["Ann", "Bo"], [], "", position=spec)
    state = GAME.start(msgspec.structs.replace(g, luck="table", dealer=""))
    assert state.table  # a table's book of unseen cards: no digest a dealer's match can share
    exported = GAME.position(state)  # before, refused as if the Opening Phase were under way
    assert [[c["id"] for c in seat["arsenal"]] for seat in exported["seats"]] == [[1, 2], [3]]
    assert exported["active"] == 1 and exported["turn"] == 3


@pytest.mark.parametrize("spec, words", [
    ({"seats": [{}]}, "2 to 4 seats"),
    ({"seats": [{}, {}], "active": 2}, "cannot be the turn player"),
    ({"seats": [{"hand": ["No Such Card"]}, {}]}, "seat 0 hand[0]"),
    ({"seats": [{"hand": [{"card": "Brace", "id": 5}]}, {}]}, "ids must number every card"),
    ({"seats": [{"mana": 3}, {}]}, "ascendant position"),
    ({"seats": [{"health": -5}, {}]}, "seat 0 at -5 health is out"),
    ({"seats": [{"hand": [{"card": "Brace", "activated": True}]}, {}]}, "seat 0 hand[0]: only a card on the battlefield"),
    # one seat still in has won: no turn to play, no attack to declare (was a match stuck
    # at the declaration with no option)
    ({"seats": [{"arsenal": ["Brace"]}, {"health": 0, "out": True}]}, "1 seat(s) still in"),
    ({"seats": [{}, {"health": 0, "out": True}, {"health": 0, "out": True}]}, "1 seat(s) still in"),
    ({"seats": [{}, {"health": 12, "out": True}, {}]}, "seat 1 is out, so its health is 0, not 12"),
    # health never goes below zero (damage stops there): an out seat at -3 would score -3
    ({"seats": [{}, {"health": -3, "out": True}, {}]}, "seat 1 is out, so its health is 0, not -3"),
    # hunt18 (mutation): each check below could be loosened with no test noticing
    ({"seats": [{}, {}], "turn": 0}, "turn counts from 1"),
    ({"seats": [{}, {"health": 0, "out": True}, {}], "active": 1}, "seat 1 cannot be the turn player"),
    ({"seats": [{"health": 0}, {}]}, "seat 0 at 0 health is out, so `out` must be true"),
])
def test_bad_positions_are_refused_naming_what_is_wrong(spec, words):
    with pytest.raises(InvalidSetup) as err:
        GAME.genesis([], [], dealer.commitment(b"p" * 32), position=spec)
    assert words in str(err.value)


def test_a_seat_out_without_health_is_at_zero_and_does_not_lead_at_the_turn_limit():
    """ASC-fact-out: a seat given as out has zero health. It started at the starting health
    (30), so at the turn limit Ann's 20 against Cy's 10 was called 'equal health: a draw'
    (the best health, 30, was the out seat's); now Ann has the most and wins."""
    state = position([dict(health=20), dict(out=True), dict(health=10)], options={"max_turns": 1})
    assert [s.health for s in state.seats] == [20, 0, 10]
    assert GAME.view(state, 2).seats[1].stats == {"health": 0, "out": "yes"}
    state = roll(act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=2)), 1)  # a miss
    result = over(state)
    assert (result.winner, result.scores, result.rule) == (0, [20, 0, 10], "ASC-assume-turn-limit")
