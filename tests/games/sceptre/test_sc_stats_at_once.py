"""A view reads every stat of a Champion in one pass over its modifiers (`stats`); the fold
asks for one stat at a time (`stat`). Both must give the same numbers: checked for every
Champion, in combat and in the garrison, at every state of seeded self-play matches."""

from __future__ import annotations

from collections import Counter

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.games.sceptre.cards import CARDS, Class, Condition
from engine.games.sceptre.stats import STATS, _modifiers, stat, stats
from engine.registry import get_game
from replays.simulate import default_decks
from tests.selfplay_states import played_states


def _units(n: int):
    game = get_game("sceptre")
    seed = dealer.seed_from_number(n, "stats-at-once")
    genesis = game.genesis(["A", "B"], default_decks(game, n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    for state in played_states(game, genesis, seed, agents):
        for s, side in enumerate(state.sides):
            for u in ([side.combat] if side.combat else []) + side.garrison:
                yield state, s, u
                if Condition.SPLINTERED not in u.conditions:  # and Splintered (DEF halved last)
                    yield state, s, msgspec.structs.replace(
                        u, conditions=[*u.conditions, Condition.SPLINTERED])


def test_every_stat_at_once_equals_each_stat_alone():
    seen = Counter()
    for state, s, u in (unit for n in range(6) for unit in _units(n)):
        for in_combat in (True, False):
            alone = {key: stat(state, s, u, in_combat, key) for key in STATS}
            assert stats(state, s, u, in_combat) == alone
            printed = CARDS[state.cards[u.card]]
            seen["units"] += 1
            seen["modified"] += any(True for _ in _modifiers(state, s, u, in_combat))
            seen["changed"] += (alone["hp"], alone["dfn"], alone["skl"], alone["spd"]) != \
                (printed.hp, printed.dfn, printed.skl, printed.spd)
            seen["odd DEF splintered"] += Condition.SPLINTERED in u.conditions and (
                sum(v for k, v in _modifiers(state, s, u, in_combat) if k == "dfn")
                + printed.dfn) % 2 == 1
            seen["effects"] += bool(u.mods)
            seen["position effects"] += bool(state.sides[s].combat_mods)
            if state.arena is not None and CARDS[state.cards[state.arena]].only:
                # an Arena card for one class only (Shattered Bridge: Cavalry's DEF)
                seen["class Arena, " + printed.cls.value] += 1
    # the matches reach Champions whose modifiers change what the card prints, effects on a
    # Champion and on its position; each Champion is also checked Splintered (DEF halved,
    # rounded up, after the modifiers), odd totals included
    assert seen["units"] > 5000 and seen["changed"] > 1000, seen
    assert seen["odd DEF splintered"] > 100 and seen["effects"] and seen["position effects"], seen
    # and Champions of that class and of others under an Arena card for one class only
    assert seen[f"class Arena, {Class.CAVALRY.value}"] > 100, seen
    assert sum(v for k, v in seen.items() if k.startswith("class Arena, ")) \
        > seen[f"class Arena, {Class.CAVALRY.value}"] + 100, seen
