"""Card Pig (tests/toykit.py), the toy game of docs/new-game.md, plays by its rules on the kit."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt, SeedReveal
from engine.fold import fold
from engine.protocol import Chance, Decision, IllegalEvent, Over
from engine.selfplay import play_out
from tests.toykit import (ABILITIES, LOOP, RULES, AnyTask, CardPig, EndTurn, Hold, PlayCard, Roll,
                          RollDie, ToyState, TurnStep)

GAME = CardPig()


def position(scores=(0, 0), total=0, hands=(("double", "nudge"), ("double", "nudge"))) -> ToyState:
    """Seat 0 to decide, with these scores, turn total and hands."""
    return ToyState(scores=list(scores), hands=[list(h) for h in hands], total=total,
                    stack=[TurnStep(seat=0)])


def refused(state: ToyState, event, rule: str) -> None:
    before = GAME.digest(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event)
    assert err.value.rule == rule and rule in RULES
    assert GAME.digest(state) == before


def test_double_doubles_the_turn_total_once_and_the_turn_goes_on():
    state = GAME.apply(position(total=7), PlayCard(seat=0, card="double"))
    assert state.total == 14 and state.hands[0] == ["nudge"]
    assert GAME.pending(state).options == [Roll(seat=0), Hold(seat=0), PlayCard(seat=0, card="nudge")]
    refused(state, PlayCard(seat=0, card="double"), "TOY-card")


def test_nudge_waits_for_a_die_then_the_opponent_loses_its_face():
    state = GAME.apply(position(scores=(3, 5)), PlayCard(seat=0, card="nudge"))
    chance = GAME.pending(state)
    assert isinstance(chance, Chance) and (chance.kind, chance.size) == ("d6", 6)
    refused(state, Hold(seat=0), "TOY-chance")
    state = GAME.apply(state, Dealt(kind="d6", outcome=3))  # outcome 3 shows face 4
    assert state.scores == [3, 1] and state.stack == [TurnStep(seat=0)]
    state = GAME.apply(position(scores=(0, 2), hands=(("nudge",), ())), PlayCard(seat=0, card="nudge"))
    assert GAME.apply(state, Dealt(kind="d6", outcome=5)).scores == [0, 0]  # not below 0


def test_a_rolled_one_loses_the_turn_total_and_passes_the_turn():
    state = GAME.apply(GAME.apply(position(total=9), Roll(seat=0)), Dealt(kind="d6", outcome=0))
    assert (state.total, state.active, state.scores) == (0, 1, [0, 0])
    refused(state, Roll(seat=0), "TOY-turn")


def test_holding_at_the_target_wins_and_nothing_follows():
    state = GAME.apply(position(scores=(15, 0), total=5), Hold(seat=0))
    assert GAME.pending(state) == Over(0, [20, 0], "reached 20", "TOY-end")
    refused(state, Roll(seat=1), "TOY-end")


def test_the_kit_pieces_are_complete_and_declared():
    LOOP.check(AnyTask.__args__)
    assert ABILITIES.check(RULES) == []
    assert ABILITIES.cited("nudge") == ["TOY-nudge", "TOY-chance"]
    assert LOOP.waits == {TurnStep, RollDie} and EndTurn in LOOP.handlers


@pytest.mark.parametrize("n", range(4))
def test_random_play_ends_and_replays_to_the_same_digests(n):
    seed = dealer.seed_from_number(n, "card-pig")
    genesis = GAME.genesis(["A", "B"], [], dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    played = list(play_out(GAME, genesis, seed, agents))
    assert isinstance(played[-1][0], SeedReveal)
    replay = fold(GAME, [genesis])
    for event, digest in played:
        replay.apply(event)
        assert GAME.digest(replay.state) == digest
    assert isinstance(GAME.pending(replay.state), Over)
    assert isinstance(GAME.pending(GAME.start(genesis)), Decision)
