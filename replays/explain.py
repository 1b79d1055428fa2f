"""Explaining a decision to a judge: legal or not, the rule that decides it in the document's
words, and the legal alternatives at that point."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.events import Event
from engine.protocol import Decision, Game, IllegalEvent

from replays.audit import rule_text


class Option(msgspec.Struct):
    """One legal option: its number, the event, what it does, and the rule that allows it."""

    n: int
    event: Any
    text: str
    rule: str = ""
    rule_text: str = ""


class Verdict(msgspec.Struct):
    """Whether `event` may happen now; if not, the rule it breaks and what was legal instead."""

    legal: bool
    event: Any
    text: str = ""
    rule: str = ""
    rule_text: str = ""
    message: str = ""
    seat: int | None = None
    alternatives: list[Option] = []


def options(game: Game, state: Any) -> list[Option]:
    """The pending decision's options, each with the rule that allows it (where known)."""
    p = game.pending(state)
    if not isinstance(p, Decision):
        return []
    out = []
    for i, o in enumerate(p.options):
        rule = game.option_rule(state, o)
        out.append(Option(i, msgspec.to_builtins(o), game.describe(state, o), rule,
                          rule_text(game, rule) if rule else ""))
    return out


def refusal(game: Game, state: Any, event: Event, err: IllegalEvent) -> Verdict:
    """The verdict on an event the rules refused with `err` (state: the one it was tried on)."""
    return Verdict(legal=False, event=msgspec.to_builtins(event), text=_describe(game, state, event),
                   rule=err.rule, rule_text=rule_text(game, err.rule), message=err.message,
                   seat=err.seat if err.seat is not None else getattr(event, "seat", None),
                   alternatives=options(game, state))


def check(game: Game, state: Any, event: Event) -> Verdict:
    """Whether `event` may happen now (the state is not changed)."""
    try:
        game.apply(game.clone(state), event, check=True)
    except IllegalEvent as err:
        return refusal(game, state, event, err)
    rule = game.option_rule(state, event)
    return Verdict(legal=True, event=msgspec.to_builtins(event), text=_describe(game, state, event),
                   rule=rule, rule_text=rule_text(game, rule) if rule else "",
                   seat=getattr(event, "seat", None))


def one_line(v: Verdict) -> str:
    """A refusal in one line: what is wrong, the rule id, and the rule's words."""
    line = f"illegal: {v.message} [{v.rule}]"
    if v.rule_text:
        line += f" rule {v.rule}: {v.rule_text}"
    return line


def _describe(game: Game, state: Any, event: Event) -> str:
    try:
        return game.describe(state, event)
    except Exception:  # an illegal event may name cards that do not exist
        return ""
