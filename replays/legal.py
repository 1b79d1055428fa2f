"""The legal options at a point, in one shape for every command (options, decide, audit,
play): each numbered, as an event, in the rules' words, with the rule that allows it."""

from __future__ import annotations

from typing import Any, Callable

import msgspec

from engine.schema import described

from engine.fold import FRAMEWORK_RULES
from engine.protocol import Chance, Decision, Game, Over
from engine.views import View, all_cards

from replays.choice import card_fields


class Option(msgspec.Struct):
    """One legal option: its number, the event, what it does, and the rule that allows it."""

    n: described(int, "the option's number, counted from 0 (`matchlog decide MATCH N`)")
    event: described(Any, "the event this option records, as the game's schema gives it "
                     "(`matchlog schema GAME`)")
    text: described(str, "what the option does, in the rules' words")
    rule: described(str, "the id of the rule that allows it (`matchlog rules GAME`); empty "
                    "when none is named") = ""
    rule_text: described(str, "that rule's section and summary") = ""


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
    card_keys = frozenset(k for o in p.options for k in card_fields(game.events).get(type(o), ()))
    return _told_apart(out, card_keys, lambda: seen_names(game.view(state, p.seat)))


def nobody_decides(pending: Any, table_luck: bool) -> bool:
    """Whether no player decides at `pending`: the match is over, or the dealer draws (at a
    table-luck match the recorder enters what the table showed: that is asked, as a decision
    is)."""
    return isinstance(pending, Over) or (isinstance(pending, Chance) and not table_luck)


def recorded_option(opts: list[Option], recorded: Any) -> int | None:
    """The number of the option that the recorded event is (a judge's "which of these did she
    choose?"); None where it is none of them (`matchlog audit` judges such an event)."""
    event = msgspec.to_builtins(recorded)
    return next((o.n for o in opts if o.event == event), None)


def _told_apart(opts: list[Option], card_keys: frozenset[str] = frozenset(),
                names: Callable[[], dict[int, str]] | None = None) -> list[Option]:
    """Options whose words are the same (two copies of a card fighting the same target) get
    what tells them apart: the event fields that differ, with card instance numbers as `#N`.

    A card field (`card_keys`) names its card as the deciding seat sees it (`names`, asked
    only when some options need telling apart): the words of an option may hide a card from
    the log's readers (a Champion placed face down), but not from the player choosing it.
    """
    by_text: dict[str, list[Option]] = {}
    for o in opts:
        by_text.setdefault(o.text, []).append(o)
    seen: dict[int, str] | None = None
    for same in by_text.values():
        if len(same) < 2 or not all(isinstance(o.event, dict) for o in same):
            continue
        if seen is None:
            seen = names() if names is not None else {}
        keys = [k for k in same[0].event if len({_label(o.event.get(k)) for o in same}) > 1]
        for o in same:
            o.text += " [" + ", ".join(
                f"{k} {_label(o.event.get(k), seen if k in card_keys else {})}" for k in keys) + "]"
    return opts


def _label(value: Any, names: dict[int, str] | None = None) -> str:
    if isinstance(value, list):
        return ", ".join(_label(v, names) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{(names or {}).get(value, '')}#{value}"
    return str(value)


def seen_names(view: View) -> dict[int, str]:
    """The name of every card instance a view shows face up (a hidden card is left out)."""
    return {c.id: c.name for c in all_cards(view) if c.id is not None and not c.hidden}


def describe_event(game: Game, state: Any, event: Any) -> str:
    """An event in the rules' words, or "" when it cannot be told (an illegal event may name
    cards or seats that do not exist)."""
    try:
        return game.describe(state, event)
    except Exception:
        return ""
