"""Traps: which happening triggers which face-down Trap, asked of its owner left to right
(rule 25); a yes reveals and resolves it, a no is a missed trigger; either way it is discarded.
"""

from __future__ import annotations

from .registry import ABILITIES
from .state import State, TrapAsk, reveal
from .stats import may_die
from .zones import discard

RETREAT = "retreat"
"""The opponent announces a retreat."""
ATTACK = "attack"
"""The opponent announces an attack that needs a roll."""
HIT = "hit"
"""Your in-combat Champion takes damage from an attack."""
ENTER = "enter"
"""One of your damaged Champions enters combat from the garrison."""
TRIGGERS = (RETREAT, ATTACK, HIT, ENTER)


def spring(state: State, owner: int, trigger: str, target: int = -1) -> None:
    """Push an ask for each of `owner`'s Traps that `trigger` triggers, leftmost on top."""
    traps = state.sides[owner].traps
    if not traps:  # most attacks and hits find none set
        return
    found = [t for t in traps if ABILITIES.table[state.cards[t]].trigger == trigger]
    for t in reversed(found):
        state.stack.append(TrapAsk(seat=owner, card=t, target=target))


def resolve(state: State, task: TrapAsk, trigger: bool) -> None:
    side = state.sides[task.seat]
    if task.card not in side.traps:
        return
    side.traps.remove(task.card)
    if trigger:
        reveal(state, task.card)
        entry = ABILITIES.table[state.cards[task.card]]
        if entry.hurts:
            may_die()
        entry.use(state, task.seat, task.card, task.target)
    discard(state, task.seat, task.card)
