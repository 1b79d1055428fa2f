"""Seeded self-play: every match ends by the rules, replays to its digests, exports positions
that restart with the same digest; every rule id the engine cites is in the rule index."""

import re
from pathlib import Path

import pytest

from rpr_helpers import GAME

from engine import dealer
from engine.agents import RandomAgent
from engine.events import SeedReveal
from engine.fold import fold
from engine.games.reaper.abilities.registry import ABILITIES
from engine.protocol import Over
from engine.selfplay import play_out, selfplay_genesis

N = 24


def _played(n: int):
    decks = list(GAME.sample_decks().values())
    seed = dealer.seed_from_number(n, "reaper-test")
    g = selfplay_genesis(GAME, ["Ada", "Bo"], [decks[n % 3], decks[(n + 1) % 3]],
                         dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"reaper-agent{s}")) for s in range(2)]
    return g, list(play_out(GAME, g, seed, agents))


def test_seeded_matches_end_by_the_rules_and_replay_to_their_digests():
    endings = set()
    windows = set()
    for n in range(N):
        g, played = _played(n)
        assert isinstance(played[-1][0], SeedReveal)
        f = fold(GAME, [g])
        for event, digest in played[:-1]:
            p = GAME.pending(f.state)
            if hasattr(p, "rule") and getattr(p, "seat", None) is not None \
                    and p.seat != f.state.active:
                windows.add(p.rule)  # a decision asked of the player not taking the turn
            f.apply(event)
            assert GAME.digest(f.state) == digest
        over = GAME.pending(f.state)
        assert isinstance(over, Over) and over.rule in GAME.rules
        endings.add(over.rule)
    assert "RPR-turn-limit" in endings
    # the non-active seat is asked mid-turn: to guard, to grace, to claim
    assert {"RPR-guard-1", "RPR-grace-1", "RPR-claim-1"} <= windows


@pytest.mark.parametrize("n", [0, 1])
def test_every_position_of_a_match_restarts_with_the_same_digest(n):
    g, played = _played(n)
    state = GAME.start(g)
    for i, (event, digest) in enumerate(played[:-1]):
        state = GAME.apply(state, event, check=False)
        if i % 7 == 0:
            again = GAME.start(GAME.genesis([], [], g.dealer, position=GAME.position(state)))
            assert GAME.digest(again) == digest


def test_every_rule_id_in_the_engine_is_in_the_index():
    assert not ABILITIES.check(GAME.rules)
    src = Path(__file__).parents[3] / "engine" / "games" / "reaper"
    cited = set()
    for f in src.rglob("*.py"):
        cited |= set(re.findall(r"\"(RPR-[a-z][a-z0-9-]*)\"", f.read_text()))
    assert cited and not cited - {r.id for r in GAME.rules}


def test_the_cards_with_an_in_play_record_are_the_cards_in_play():
    """Each turn's end clears damage and gains on the Angel cards and Thralls in play
    (turn.end_turn): every card with an InPlay record is one of them, at every event."""
    for n in range(6):
        g, played = _played(n)
        state = GAME.start(g)
        for event, _ in played[:-1]:
            state = GAME.apply(state, event, check=False)
            in_play = {i for p in state.players for i in p.angels + p.thralls}
            assert {i for i, ip in enumerate(state.inplay) if ip is not None} == in_play


def test_every_task_has_a_handler_or_always_waits():
    from engine.games.reaper import flow
    from engine.games.reaper.tasks import TASKS
    loop = flow.LOOP
    loop.check(TASKS)
    assert set(loop.handlers) | loop.waits == set(TASKS) and not set(loop.handlers) & loop.waits
    assert set(flow.LOOP.steps) == set(TASKS)  # the dealer-luck loop's: None for those that wait
    assert {kind for kind, handler in flow.LOOP.steps.items() if handler is None} == loop.waits
