"""The check of one pre-attack event lists only what could equal it (`is_candidate`), and
agrees with membership among every candidate of the step, for events that are candidates and
for events that are not (a whole candidate list of another moment, of either seat)."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.agents import RandomAgent
import msgspec

from engine.games.sceptre.combat import can_attack, refuse_attack, targets
from engine.games.sceptre.events import Attack, AttachSquire, UseAbility
from engine.games.sceptre.legality import candidates, is_candidate, refuse
from engine.games.sceptre.state import Main
from engine.registry import get_game
from replays.simulate import default_decks
from tests.selfplay_states import played_states


def _main_steps(n: int):
    """Every state of seeded self-play match n that waits on a pre-attack decision."""
    game = get_game("sceptre")
    seed = dealer.seed_from_number(n, "candidates")
    genesis = game.genesis(["A", "B"], default_decks(game, n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    for state in played_states(game, genesis, seed, agents):
        if state.stack and isinstance(state.stack[-1], Main):
            yield game.clone(state), state.stack[-1].seat


@pytest.mark.parametrize("n", range(4))
def test_is_candidate_agrees_with_the_full_list(n):
    steps = list(_main_steps(n))
    assert len(steps) > 20
    seen, outsiders = 0, 0
    for i, (state, seat) in enumerate(steps):
        full = candidates(state, seat)
        # events of other moments: most are not candidates now (other cards, targets, seats)
        others = [ev for st, s in steps[max(0, i - 6):i + 6] for ev in candidates(st, s)
                  if ev.seat == seat]
        for ev in full + others + [v for ev in full + others for v in _variants(ev)]:
            assert is_candidate(state, ev) == (ev in full), ev
            outsiders += ev not in full
        seen += len(full)
    assert outsiders > 100 and seen > 100


def _variants(ev) -> list:
    """Near misses of a candidate, field by field as `is_candidate` tests them: an Attack
    named both ways, by an index past the two or aimed at a place; a Squire's face chosen or
    refused, a Squire replaced that the Champion does not carry."""
    new = msgspec.structs.replace
    if isinstance(ev, Attack):
        return [new(ev, attack=2), new(ev, attack=-1), new(ev, slot=0), new(ev, target=None),
                new(ev, target=None, slot=None), new(ev, slot=3, target=None)]
    if isinstance(ev, AttachSquire):
        return [new(ev, face_up=True), new(ev, face_up=False), new(ev, replace=ev.card),
                new(ev, replace=None)]
    return []


@pytest.mark.parametrize("n", range(2))
def test_an_ability_use_that_refuse_lets_through_is_a_candidate(n):
    """The check takes a use of an Ability that `refuse` lets through as an option without
    asking `is_candidate` (refuse tests the Ability's targets): uses of every Champion of
    either seat at every target of any moment, against the full list."""
    steps = list(_main_steps(n))
    uses = {ev for st, s in steps for ev in candidates(st, s) if isinstance(ev, UseAbility)}
    assert len(uses) > 5
    let_through = 0
    for state, _ in steps:
        full = {s: candidates(state, s) for s in (0, 1)}
        for ev in uses:
            if refuse(state, ev) is None:
                assert ev in full[ev.seat], ev
                let_through += 1
    assert let_through > 20


@pytest.mark.parametrize("n", range(2))
def test_can_attack_agrees_with_every_attack_refused(n):
    """SC-must-attack asks whether any attack at any target is allowed; `can_attack` takes
    each of `refuse_attack`'s tests once, and must agree with asking it of every pair."""
    told = set()
    for state, _ in _main_steps(n):
        for seat in (0, 1):
            unit = state.sides[seat].combat
            attacks = state.card(unit.card).attacks if unit is not None else []
            full = any(refuse_attack(state, seat, i, t) is None
                       for i in range(len(attacks)) for t in targets(state, seat, attacks[i]))
            assert can_attack(state, seat) == full
            told.add(full)
    assert told == {True, False}
