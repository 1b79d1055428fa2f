"""What the rules say always holds, checked at every decision of seeded self-play matches:
a Champion in combat, face up (SC-7, SC-starter); at most 4 garrisoned (SC-12), 3 Traps
(SC-25), 2 Squires on a Champion (SC-37); a face-up Champion's Squires face up (SC-10); no
Champion at 0 HP left when the pre-attack step waits (SC-hp-zero)."""

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.protocol import Decision
from engine.selfplay import play_out
from engine.games.sceptre.state import Main
from engine.games.sceptre.stats import hp_left

from sc_helpers import GAME


def _broken(state) -> list[str]:
    out = []
    main = isinstance(state.stack[-1], Main)
    for s, side in enumerate(state.sides):
        if main and (side.combat is None or side.combat.card not in state.revealed):
            out.append(f"seat {s}: no face-up Champion in combat (SC-7)")
        if len(side.garrison) > 4:
            out.append(f"seat {s}: {len(side.garrison)} garrisoned (SC-12)")
        if len(side.traps) > 3:
            out.append(f"seat {s}: {len(side.traps)} Traps (SC-25)")
        for u in ([side.combat] if side.combat else []) + side.garrison:
            name = state.name(u.card)
            if len(u.squires) > 2:
                out.append(f"{name}: {len(u.squires)} Squires (SC-37)")
            if u.card in state.revealed and not set(u.squires) <= set(state.revealed):
                out.append(f"{name}: face up with a face-down Squire (SC-10)")
            if main and hp_left(state, s, u, u is side.combat) <= 0:
                out.append(f"{name}: 0 HP left in the arena (SC-hp-zero)")
    return out


@pytest.mark.parametrize("n", range(8))
def test_the_rules_invariants_hold_at_every_decision_of_self_play(n):
    decks = list(GAME.sample_decks().values())
    checked = 0
    for k in range(5):
        seed = dealer.seed_from_number(5 * n + k, "sceptre-invariants")
        g = GAME.genesis(["Ada", "Bo"], [decks[k % 2], decks[1 - k % 2]], dealer.commitment(seed))
        agents = [RandomAgent(dealer.seed_from_number(5 * n + k, f"inv{s}")) for s in range(2)]
        state = GAME.start(g)
        for event, _ in list(play_out(GAME, g, seed, agents))[:-1]:
            state = GAME.apply(state, event, check=False)
            if state.turn >= 1 and not state.over and isinstance(GAME.pending(state), Decision):
                assert _broken(state) == [], (5 * n + k, event)
                checked += 1
    assert checked > 200
