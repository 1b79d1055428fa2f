"""Retreating to the garrison (rule 49): retreat attempts of contested rolls plus SPD, ties
rolled again, failed rolls dealing 10, 20, 30 ..., a Squire sacrificed for a sure retreat.
"""

from __future__ import annotations

from .cards import Condition
from .state import DEATHS, Bring, RetreatAsk, RetreatRoll, State, Unit, since
from .stats import harm, hp_left, stat
from . import combat, traps
from .zones import discard, to_garrison

FAIL_STEP = 10
BLEED_ON_RETREAT = 20
_BLEEDING = Condition.BLEEDING
"""Read once: reading an Enum member from its class is a Python call (Python 3.11)."""


def refuse_retreat(state: State, seat: int) -> tuple[str, str] | None:
    side = state.sides[seat]
    if side.combat is None:
        return "SC-7", "no Champion is in combat"
    if side.combat.stuck:
        return "SC-47-dazed", "a Dazed Champion that failed its roll can take no action this turn"
    if len(side.garrison) >= 4:
        return "SC-49", "the garrison is full"
    if not side.garrison:
        return "SC-retreat-bring", "no garrisoned Champion can enter combat in its place"
    return None


def announce(state: State, seat: int) -> None:
    """The retreat is announced: at least one attempt follows; Traps may trigger first."""
    state.stack.append(RetreatAsk(seat=seat, card=state.sides[seat].combat.card))  # type: ignore[union-attr]
    if state.sides[1 - seat].traps:  # most retreats find none set: no call
        traps.spring(state, 1 - seat, traps.RETREAT)


def wait_if_retreating(state: State, task: RetreatAsk | RetreatRoll) -> bool | None:
    """The task loop's step for a retreat's ask or roll: the attempt goes on (the task waits
    on top, True) only while the same Champion is in combat (it may have died) and the match
    is not over; else it is dropped (None)."""
    unit = state.sides[task.seat].combat
    if unit is not None and unit.card == task.card and not state.over:
        state.stack.append(task)
        return True
    return None


def rolled(state: State, task: RetreatRoll, face: int) -> None:
    """The retreating player's die first, then the opponent's; compare with SPD added."""
    if task.mine < 0:
        state.stack.append(RetreatRoll(seat=task.seat, card=task.card, fails=task.fails, mine=face))
        return
    # SPD of the Champion in combat on each side (0 for a side without one)
    own, other = state.sides[task.seat].combat, state.sides[1 - task.seat].combat
    mine = task.mine + (0 if own is None else stat(state, task.seat, own, True, "spd"))
    theirs = face + (0 if other is None else stat(state, 1 - task.seat, other, True, "spd"))
    if mine == theirs:  # SC-49-tie: roll again, not a failed roll
        state.stack.append(RetreatRoll(seat=task.seat, card=task.card, fails=task.fails))
    elif mine > theirs:
        succeed(state, task.seat)
    else:  # SC-49-fail: 10 more for each failed roll of this attempt, never modified
        fails = task.fails + 1
        unit = state.sides[task.seat].combat
        harm(unit, FAIL_STEP * fails)  # type: ignore[arg-type]  # the death check just below looks at it
        state.stack.append(RetreatAsk(seat=task.seat, card=task.card, fails=fails, rolled=True))
        combat.check_deaths(state, 1 - task.seat)


def sacrifice(state: State, seat: int, squire: int) -> None:
    """SC-49-sacrifice: discard one of its Squires; the retreat succeeds without a roll."""
    unit: Unit = state.sides[seat].combat  # type: ignore[assignment]
    unit.squires.remove(squire)
    discard(state, seat, squire)
    if since(state, 2) and hp_left(state, seat, unit, True) <= 0:
        state.stack.append(DEATHS[1 - seat])  # SC-hp-zero: it dies in combat instead
        return
    succeed(state, seat)


def succeed(state: State, seat: int) -> None:
    """A Bleeding Champion takes 20 first (and may die in combat); then it goes to the
    garrison, cured, and a garrisoned Champion enters combat (rules 47-49)."""
    unit = state.sides[seat].combat
    assert unit is not None
    if unit.conditions and _BLEEDING in unit.conditions:
        harm(unit, BLEED_ON_RETREAT)
        if unit.damage >= stat(state, seat, unit, True, "hp"):
            state.stack.append(DEATHS[1 - seat])
            return
    to_garrison(state, seat)
    state.stack.append(Bring(seat=seat, rule="SC-15", exclude=unit.card))
