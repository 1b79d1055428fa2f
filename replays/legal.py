"""The legal options at a point, in one shape for every command (options, decide, audit,
play): each numbered, as an event, in the rules' words, with the rule that allows it."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.fold import FRAMEWORK_RULES
from engine.protocol import Decision, Game


class Option(msgspec.Struct):
    """One legal option: its number, the event, what it does, and the rule that allows it."""

    n: int
    event: Any
    text: str
    rule: str = ""
    rule_text: str = ""


def rule_text(game: Game, rule_id: str) -> str:
    """The summary (and quote, when the index has one) of a rule id of `game` or matchlog's."""
    for index in (game.rules, FRAMEWORK_RULES):
        if rule_id in index:
            rule = index[rule_id]
            text = f"{rule.section}: {rule.summary}"
            if rule.quote:
                text += f' ("{rule.quote}")'
            return text
    return ""


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
    return _told_apart(out)


def _told_apart(opts: list[Option]) -> list[Option]:
    """Options whose words are the same (two copies of a card fighting the same target) get
    what tells them apart: the event fields that differ, with card instance numbers as `#N`."""
    by_text: dict[str, list[Option]] = {}
    for o in opts:
        by_text.setdefault(o.text, []).append(o)
    for same in by_text.values():
        if len(same) < 2 or not all(isinstance(o.event, dict) for o in same):
            continue
        keys = [k for k in same[0].event if len({_label(o.event.get(k)) for o in same}) > 1]
        for o in same:
            o.text += " [" + ", ".join(f"{k} {_label(o.event.get(k))}" for k in keys) + "]"
    return opts


def _label(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_label(v) for v in value)
    return f"#{value}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def describe_event(game: Game, state: Any, event: Any) -> str:
    """An event in the rules' words, or "" when it cannot be told (an illegal event may name
    cards or seats that do not exist)."""
    try:
        return game.describe(state, event)
    except Exception:
        return ""
