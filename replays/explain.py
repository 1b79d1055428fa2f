"""Explaining a decision to a judge: legal or not, the rule that decides it in the document's
words, and the legal alternatives at that point."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.schema import described

from engine.events import Event
from engine.protocol import Game, IllegalEvent

from replays.legal import Option, describe_event, options, rule_text

__all__ = ["Option", "Verdict", "options", "refusal", "check", "one_line", "instead"]


class Verdict(msgspec.Struct):
    """Whether `event` may happen now; if not, the rule it breaks and what was legal instead."""

    legal: described(bool, "whether the event may happen now")
    event: described(Any, "the event judged, as the game's schema gives it")
    text: described(str, "the event in the rules' words") = ""
    rule: described(str, "legal: the rule that allows it; refused: the rule it breaks") = ""
    rule_text: described(str, "that rule's section and summary") = ""
    message: described(str, "refused: why, in one line; empty when legal") = ""
    seat: described(int | None, "the seat whose event it is") = None
    alternatives: described(list[Option], "refused: the legal options instead; empty when "
                            "legal") = []


def refusal(game: Game, state: Any, event: Event, err: IllegalEvent) -> Verdict:
    """The verdict on an event the rules refused with `err` (state: the one it was tried on)."""
    return Verdict(legal=False, event=msgspec.to_builtins(event), text=describe_event(game, state, event),
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
    return Verdict(legal=True, event=msgspec.to_builtins(event), text=describe_event(game, state, event),
                   rule=rule, rule_text=rule_text(game, rule) if rule else "",
                   seat=getattr(event, "seat", None))


def one_line(v: Verdict) -> str:
    """A refusal in one line: what is wrong, the rule id, and the rule's words."""
    line = f"illegal: {v.message} [{v.rule}]"
    if v.rule_text:
        line += f" rule {v.rule}: {v.rule_text}"
    return line


INSTEAD_SHOWN = 6
"""How many legal alternatives a refusal's one line lists (`instead`); the rest are counted."""


def instead(v: Verdict, limit: int = INSTEAD_SHOWN) -> str:
    """The legal alternatives of a refusal on one line ("legal instead: 0: ...; 1: ..."), the
    first `limit` of them and how many more (a KeyForge turn may offer dozens); empty when
    there are none to list (a chance at a table: what it may show is no decision's option)."""
    if not v.alternatives:
        return ""
    shown = "; ".join(f"{o.n}: {o.text}" for o in v.alternatives[:limit])
    more = len(v.alternatives) - limit
    return f"legal instead: {shown}" + (f"; and {more} more" if more > 0 else "")
