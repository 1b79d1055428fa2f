"""Choices abilities ask for: when they come up, what can be chosen, checks and descriptions.

An `AskTask` names an `Ask` of `abilities.ASKS`. When the task comes up its answers are worked
out: card instances, the options of "Choose one:" (modes) or numbers. With nothing to choose,
the ability resolves as much as it can (AR-ability-2). A choice the card leaves to the player
is asked even with a single answer; one the text fixes (the least or most powerful or valuable
card, with no tie) is not (AR-choice-asked; AR-1.1 also made Adult Swim's and Breach's single
answers without asking). The active player answers with a `Choose` event carrying a `card`, a
`mode` or a `number`; None everywhere declines ("you may"). The fold hands that answer to the
ask's `resolve` (`flow._choose`).
"""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.abilities import ASKS
from engine.games.ardent_reapers.abilities.base import Ask
from engine.games.ardent_reapers.events import Choose
from engine.games.ardent_reapers.state import (AskTask, Need, NeedKind, State,
                                               choice_rule_asked)
from engine.protocol import IllegalEvent


def come_up(state: State, task: AskTask) -> Need | None:
    """The ask's turn on the work stack: wait for a choice, or resolve without one."""
    ask = abilities.ASK_BY_KEY[task.key]  # the filled registry's own dict
    if task.choices is None:
        task.choices = ask.choices(state, task)
    if not task.choices:
        if ask.done is not None:
            ask.done(state, task)  # nothing (more) to choose: resolve the rest (AR-ability-2)
        return None
    if (len(task.choices) == 1 and not task.optional
            and (ask.forced or (ask.made_alone_before and not choice_rule_asked(state)))):
        ask.resolve(state, task, task.choices[0])
        return None
    state.stack.append(task)
    needs = _WAITS.get(task.key)
    if needs is None:  # made once per ask and seat, then shared (nothing changes a Need in place)
        needs = _WAITS[task.key] = tuple(Need(_CHOOSE, seat, why=ask.prompt, rule=ask.rule)
                                         for seat in (0, 1))
    return needs[task.seat]


_CHOOSE = NeedKind.CHOOSE
_WAITS: dict[str, tuple[Need, ...]] = {}
"""Ask key -> the wait for each seat's choice: an ask's prompt and rule are fixed."""


def shown(state: State) -> tuple[int, list[int]] | None:
    """The hand an ability has revealed while its choice waits: (seat, cards), or None."""
    task = state.stack[-1] if state.stack else None
    if not isinstance(task, AskTask) or state.need is None or state.need.kind is not NeedKind.CHOOSE:
        return None
    ask = ASKS.get(task.key)
    if ask is None or ask.reveals is None:
        return None
    return ask.reveals(state, task)


def prompt_source(state: State) -> str:
    """The name of the card whose choice waits (for notes)."""
    task = state.stack[-1]
    return zones.name(state, task.source) if isinstance(task, AskTask) else "an ability"


def _answer(ask: Ask, event: Choose) -> int | None:
    return getattr(event, ask.kind)  # "card", "mode" or "number": the field of that name


def options(state: State, task: AskTask) -> list[Choose]:
    ask = ASKS[task.key]
    out = [Choose(seat=task.seat, **{ask.kind: c}) for c in task.choices or []]
    if task.optional:
        out.append(Choose(seat=task.seat))
    return out


def check(state: State, task: AskTask, e: Choose) -> None:
    """Refuse an answer that is not allowed, citing the ask's rule (the card's restriction)."""
    ask = abilities.ASK_BY_KEY[task.key]
    kind = ask.kind
    if ((e.card is not None and kind != "card") or (e.mode is not None and kind != "mode")
            or (e.number is not None and kind != "number")):  # another kind's field is set
        others = [k for k in ("card", "mode", "number") if k != kind and getattr(e, k) is not None]
        wants = {"card": "a card", "mode": "one of the options", "number": "a number"}[ask.kind]
        raise IllegalEvent(ask.rule, f"{ask.prompt}: choose {wants}, not a {others[0]}", e.seat)
    answer = getattr(e, kind)  # `_answer`, without its call
    if answer is None:
        if not task.optional:
            raise IllegalEvent(ask.rule, f"{ask.prompt}: {_what(ask)} must be chosen", e.seat)
        return
    if ask.any_number and isinstance(answer, int) and not isinstance(answer, bool):
        return  # "Choose a number": the rules leave the number to the player
    if answer not in (task.choices or []):
        raise IllegalEvent(ask.rule, f"{ask.prompt}: {_show(state, ask, answer)} cannot be chosen",
                           e.seat)


def _what(ask: Ask) -> str:
    return {"card": "a card", "mode": "an option", "number": "a number"}[ask.kind]


def _show(state: State, ask: Ask, answer: object) -> str:
    if ask.kind == "mode":
        if isinstance(answer, int) and 0 <= answer < len(ask.labels):
            return f"\u201c{ask.labels[answer]}\u201d"
        return f"option {answer!r}"
    if ask.kind == "number":
        return f"the number {answer!r}"
    if isinstance(answer, int) and 0 <= answer < len(state.cards):
        return zones.label(state, answer)
    return f"card #{answer}"


def describe(state: State, task: AskTask, event: Choose, who: str) -> str:
    ask = ASKS[task.key]
    answer = _answer(ask, event)
    if answer is None:
        return f"{who} chooses nothing ({ask.prompt})"
    if ask.kind == "mode":
        return f"{who} chooses {_show(state, ask, answer)} ({ask.prompt})"
    if ask.kind == "number":
        return f"{who} chooses the number {answer} ({ask.prompt})"
    name = zones.name(state, answer) if isinstance(answer, int) and 0 <= answer < len(state.cards) \
        else f"card #{answer}"
    return f"{who} chooses {name} ({ask.prompt})"
