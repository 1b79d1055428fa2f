"""An ability's choices (KF-target): a card, an option or declining; and the order of
simultaneous effects (KF-simultaneous): their checks and options."""

from __future__ import annotations

from engine.events import Event

from .abilities.base import lookup
from .events import Choose, ChooseOption, Decline, ResolveFirst
from .refusals import Refusal
from .state import State
from . import tasks as T


def why_not_choose(state: State, ev: Choose) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if _step(top).label is not None or ev.card not in (top.candidates or []):
        return "KF-target", f"card {ev.card} cannot be chosen for {lookup(top.card).summary or top.card}"
    return None


def why_not_choose_option(state: State, ev: ChooseOption) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if option_value(top, ev.option) is None:
        return "KF-target", f"{ev.option!r} cannot be chosen for {lookup(top.card).summary or top.card}"
    return None


def option_value(task: T.Choose, option: str) -> int | None:
    """The value a ChooseOption names among the task's candidates, or any the step lets be
    named (Dance of Doom's number); None: not one of them."""
    step = _step(task)
    if step.label is None:
        return None
    found = next((v for v in task.candidates or [] if step.label(v) == option), None)
    if found is None and step.named is not None:
        return step.named(option)
    return found


def why_not_decline(state: State, ev: Decline) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if not (top.optional or _step(top).optional):
        return "KF-target", "this choice is not optional"
    return None


def _step(task: T.Choose):
    return lookup(task.card).steps[task.step]


def why_not_resolve_first(state: State, ev: ResolveFirst) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Order)
    if not any((i.source, i.trigger, i.card) == (ev.card, ev.effect, ev.ability) for i in top.items):
        return "KF-simultaneous", f"{ev.effect} of card {ev.card} is not one of the effects to order"
    return None


def choose_options(state: State, task: T.Choose) -> list[Event]:
    label = _step(task).label
    out: list[Event] = ([Choose(seat=task.seat, card=c) for c in task.candidates or []] if label is None
                        else [ChooseOption(seat=task.seat, option=label(v)) for v in task.candidates or []])
    if task.optional or _step(task).optional:
        out.append(Decline(seat=task.seat))
    return out
